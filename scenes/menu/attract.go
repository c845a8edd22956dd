package menu

import (
	"errors"
	"math"
	"strings"
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
	stand  *standby // the title's table kept ready for a phone; nil when none
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
	return &attract{sh: sh, title: t, m: m, table: t.entry.Attract(m), stand: sh.standbyFor(t)}, nil
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
// the demo and opens the options of its title with the setup's default
// seats (the visitor against bots), so that Start begins a game at once
// (see newQuickOptions).
func (a *attract) Update(ctx *scenes.Context) scenes.Change {
	if ctx.In.Press || ctx.In.Tap || ctx.In.Intents != 0 {
		a.m.Close()
		a.sh.app.Touch()
		return scenes.Replace(newQuickOptions(a.sh, a.title))
	}
	if s := a.stand; s != nil && s.ready(a.sh, a.title.slug) && s.taken() {
		// A phone took the standby's seat: its game begins here, this
		// screen the table for all to see.
		a.m.Close()
		a.sh.app.Touch()
		delete(a.sh.standbys, a.title.slug)
		a.sh.app.Play(sfxChime)
		return scenes.Replace(newPhones(a.sh, s.made.address, a.title.entry.Table(s.made.m), s.made.m, s.made.created))
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

// Draw paints the demo's table, then the title's name plate and the
// "touch the screen" pill over the table's panel, where they hide no
// board (see demoPlaces).
func (a *attract) Draw(c *scenes.Canvas) {
	a.table.Draw(c)
	plate, pill, scan := demoPlaces(a.table, c.W, c.H)
	a.drawNamePlate(c, plate)
	drawTouchPill(c, pill)
	if s := a.stand; s != nil && s.ready(a.sh, a.title.slug) {
		accent := a.title.entry.Palette.Accent
		if accent.A == 0 {
			accent = scenes.ColAccent
		}
		s.drawScanCard(c, scan, accent, len(s.made.m.Seats())-1)
	}
}

// kitPrompt is what the attract loop reads of a table of the kit
// (table.Shell): where its prompt is, the head of the panel (the place
// Announcement names).
type kitPrompt interface {
	Announcement() (text string, where scenes.Rect, on bool)
}

// demoPlaces returns where a demo's name plate, its pill and its "scan to
// play" card go. On a table of the kit, whose board leaves the panel
// alone, the plate covers the panel's prompt (the seat list says whose
// turn it is), the pill covers Undo and Menu, which a demo does not use,
// and the card covers the log: nothing of the board is hidden. Any other
// screen gets the top-right corner, the bottom edge and the bottom-left
// corner.
func demoPlaces(table scenes.Scene, w, h float64) (plate, pill, scan scenes.Rect) {
	plate = scenes.Rect{X: w - 12 - 360, Y: 12, W: 360, H: 96}
	pill = scenes.Rect{X: w/2 - 300, Y: h - 84, W: 600, H: 72}
	scan = scenes.Rect{X: 12, Y: h - 12 - 360, W: 280, H: 360}
	if log, ok := scenes.FindTarget(table, "log"); ok && log.W >= 200 && log.H >= 240 {
		scan = log
	}
	if k, ok := table.(kitPrompt); ok {
		if _, r, _ := k.Announcement(); r.W > 0 && r.H > 0 {
			plate = r
		}
	}
	undo, okUndo := scenes.FindTarget(table, "undo")
	menu, okMenu := scenes.FindTarget(table, "menu")
	if okUndo && okMenu && undo.W > 0 && menu.W > 0 {
		left, right := min(undo.X, menu.X), max(undo.X+undo.W, menu.X+menu.W)
		top, bottom := min(undo.Y, menu.Y), max(undo.Y+undo.H, menu.Y+menu.H)
		pill = scenes.Rect{X: left, Y: top, W: right - left, H: bottom - top}
	}
	// Never past the window's edge, whatever the table laid out.
	pill.H = max(44, min(pill.H, h-6-pill.Y))
	pill.Y = min(pill.Y, h-6-pill.H)
	return plate, pill, scan
}

// Name plate sizes, in logical units: the title's name is drawn at most
// plateNameMax tall and at least plateNameMin (15 px on an 800 by 600
// window, 36 px at 1080p), on two lines when one would be smaller.
const plateNameMax, plateNameMin = 34.0, 24.0

// drawNamePlate names the demo's title in r: its emblem, and its name as
// large as fits, on one line or two.
func (a *attract) drawNamePlate(c *scenes.Canvas, r scenes.Rect) {
	accent := a.title.entry.Palette.Accent
	if accent.A == 0 {
		accent = scenes.ColAccent
	}
	c.RoundRect(r, 14, rgba(0x0b0e18, 0xff))
	c.RoundRectStroke(r, 14, 2, accent)
	emblem := min(r.H-20, 72)
	drawEmblem(c, a.sh, a.title.slug, r.X+12+emblem/2, r.Y+r.H/2, emblem, 1)
	x := r.X + 12 + emblem + 12
	room := r.X + r.W - 14 - x
	lines, size := plateLines(c, a.title.name, room, r.H-16)
	lineH := size * 1.15
	y := r.Y + (r.H-lineH*float64(len(lines)))/2
	for _, line := range lines {
		c.Bold(line, x, y, size, scenes.ColText, scenes.Left)
		y += lineH
	}
}

// plateLines splits name into the lines of a name plate room units wide
// and height units tall, and picks their size: one line when it fits at
// plateNameMin or more, else the two lines, split between words, that
// read largest.
func plateLines(c *scenes.Canvas, name string, room, height float64) ([]string, float64) {
	fitted := func(lines []string) float64 {
		size := min(plateNameMax, height/(1.15*float64(len(lines))))
		for _, l := range lines {
			if w, _ := c.App.Text.Measure(l, size, true); w > room {
				size *= room / w
			}
		}
		return size
	}
	best, bestSize := []string{name}, fitted([]string{name})
	if bestSize >= plateNameMin {
		return best, bestSize
	}
	words := strings.Fields(name)
	for i := 1; i < len(words); i++ {
		two := []string{strings.Join(words[:i], " "), strings.Join(words[i:], " ")}
		if size := fitted(two); size > bestSize {
			best, bestSize = two, size
		}
	}
	return best, bestSize
}

// drawTouchPill invites passers-by to play, pulsing, in r.
func drawTouchPill(c *scenes.Canvas, r scenes.Rect) {
	pulse := 0.6 + 0.4*math.Sin(float64(c.App.Tick())/36)
	const text = "Touch the screen to play"
	size := min(28, r.H*0.45)
	if w, _ := c.App.Text.Measure(text, size, true); w > r.W-36 {
		size *= (r.W - 36) / w
	}
	c.RoundRect(r, r.H/2, rgba(0x080b14, 0xff))
	c.RoundRectStroke(r, r.H/2, 2, fade(scenes.ColAccent, pulse))
	c.Bold(text, r.X+r.W/2, r.Y+(r.H-size*1.15)/2, size, fade(scenes.ColText, 0.7+0.3*pulse), scenes.Center)
}

// Dispose lets the demo table's images go when the loop moves on.
func (a *attract) Dispose() {
	if d, ok := a.table.(scenes.Disposer); ok {
		d.Dispose()
	}
}
