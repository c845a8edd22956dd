package menu

import (
	"errors"
	"math"
	"time"

	"starboard/ai"
	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/input"
)

// attractPace holds each bot move back so passers-by can follow it.
const attractPace = 500 * time.Millisecond

// attract is the kiosk's attract loop: bots play a demo game on a title's
// Attract screen until anyone touches the screen. When a demo is over and
// its results have been up for scenes.AttractResults, the demo of the next
// title on the shelf starts: the loop cycles through every title.
type attract struct {
	sh     *shell
	title  *titleInfo
	m      *match.Match
	table  scenes.Scene
	overAt time.Time // when the match was seen over; zero before
	quiet  scenes.Context
}

var errNoAttract = errors.New("no title on the shelf has an attract game")

// attractNames are the names of the demo games' bots.
var attractNames = []string{"Vega", "Orion", "Lyra", "Altair", "Deneb", "Rigel"}

// newAttract starts a demo game between bots of the next title of the
// shelf that has an Attract screen, after the one the loop showed last,
// and returns it in the loop's wrapper.
func newAttract(sh *shell) (*attract, error) {
	var t *titleInfo
	for k := range sh.titles {
		i := (sh.attractNext + k) % len(sh.titles)
		if c := &sh.titles[i]; sh.playable(c) && c.entry.Attract != nil {
			t = c
			sh.attractNext = i + 1
			break
		}
	}
	if t == nil {
		return nil, errNoAttract
	}
	n := max(t.rules.MinSeats, min(3, t.rules.MaxSeats))
	seats := make([]match.SeatConfig, n)
	for i := range seats {
		seats[i] = match.SeatConfig{Name: attractNames[i%len(attractNames)], Player: match.BotPlayer(ai.Easy)}
	}
	m, err := match.New(match.Config{
		Title:        t.rules,
		Setup:        rules.Setup{Seats: len(seats), Seed: sh.nextSeed()},
		Seats:        seats,
		Pace:         sh.attractPace(),
		Yield:        sh.app.Yield,
		BotTimeLimit: sh.app.BotTimeLimit,
	})
	if err != nil {
		return nil, err
	}
	return &attract{sh: sh, title: t, m: m, table: t.entry.Attract(m)}, nil
}

// attractPace is Config.Pace when set (tests), else attractPace.
func (sh *shell) attractPace() time.Duration {
	if sh.cfg.Pace > 0 {
		return sh.cfg.Pace
	}
	return attractPace
}

func (a *attract) Enter(ctx *scenes.Context) {
	if e, ok := a.table.(scenes.Entered); ok {
		e.Enter(ctx)
	}
}

// Update runs the table with no input of its own; any touch or key ends
// the demo and goes back to the title.
func (a *attract) Update(ctx *scenes.Context) scenes.Change {
	if ctx.In.Press || ctx.In.Tap || ctx.In.Intents != 0 {
		a.m.Close()
		a.sh.app.Touch()
		return scenes.Pop()
	}
	a.quiet = *ctx
	a.quiet.In = input.Frame{}
	a.table.Update(&a.quiet)
	if a.m.Over() {
		now := ctx.App.Now()
		if a.overAt.IsZero() {
			a.overAt = now
		}
		if now.Sub(a.overAt) >= scenes.AttractResults {
			a.m.Close()
			if next, err := newAttract(a.sh); err == nil {
				return scenes.Replace(next)
			}
			return scenes.Pop()
		}
	}
	return scenes.Stay
}

func (a *attract) Draw(c *scenes.Canvas) {
	a.table.Draw(c)
	pulse := 0.6 + 0.4*math.Sin(float64(c.App.Tick())/36)
	r := scenes.Rect{X: c.W/2 - 300, Y: c.H - 104, W: 600, H: 72}
	c.RoundRect(r, 36, rgba(0x080b14, 0xe0))
	c.RoundRectStroke(r, 36, 2, fade(scenes.ColAccent, pulse))
	c.Bold("Touch the screen to play", c.W/2, r.Y+22, 28, fade(scenes.ColText, 0.7+0.3*pulse), scenes.Center)
}
