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

// attractRestart is how long a finished demo game stays on screen before
// the next one starts.
const attractRestart = 12 * 60

// attract shows bots playing on the title's own table screen until anyone
// touches the screen.
type attract struct {
	sh     *shell
	m      *match.Match
	table  scenes.Scene
	overAt int64
	quiet  scenes.Context
}

var errNoAttract = errors.New("no title on the shelf has an attract game")

// attractNames are the names of the demo games' bots.
var attractNames = []string{"Vega", "Orion", "Lyra", "Altair", "Deneb", "Rigel"}

// newAttract starts a demo game between bots of the first playable title
// with an attract screen, and returns that screen in the loop's wrapper.
func newAttract(sh *shell) (scenes.Scene, error) {
	var t *titleInfo
	for i := range sh.titles {
		if c := &sh.titles[i]; sh.playable(c) && c.entry.Attract != nil {
			t = c
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
		Pace:         attractPace,
		Yield:        sh.app.Yield,
		BotTimeLimit: sh.app.BotTimeLimit,
	})
	if err != nil {
		return nil, err
	}
	return &attract{sh: sh, m: m, table: t.entry.Attract(m)}, nil
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
		if a.overAt == 0 {
			a.overAt = ctx.Tick
		}
		if ctx.Tick-a.overAt >= attractRestart {
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
