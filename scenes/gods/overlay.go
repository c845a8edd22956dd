package gods

import (
	"strings"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/input"
)

// ButtonID names a button of the table, for tests that tap it.
type ButtonID int

// The buttons of the table.
const (
	ButtonUndo        ButtonID = iota // the action bar's undo
	ButtonMenu                        // the action bar's menu: pauses
	ButtonActionSide                  // Oxygen placed action side up
	ButtonElementSide                 // Oxygen placed element side up
	ButtonCancel                      // closes the Oxygen question
	ButtonResume                      // the pause dialog's resume
	ButtonQuit                        // the pause dialog's quit to menu
	ButtonPlayAgain                   // the results' play again
	ButtonResultsMenu                 // the results' menu
	ButtonContinue                    // the pass-the-device screen
	ButtonStillHere                   // the kiosk's "still playing?" answer
	numButtons
)

// button is a tappable labelled rectangle drawn from cached images.
type button struct {
	rect    scenes.Rect
	label   string
	enabled bool
	primary bool
	pressed bool
}

func (b *button) update(in input.Frame) bool {
	r := b.rect
	b.pressed = b.enabled && in.Down && !in.Dragging && r.Contains(in.PressX, in.PressY) && r.Contains(in.X, in.Y)
	return b.enabled && in.Tap && r.Contains(in.X, in.Y) && r.Contains(in.PressX, in.PressY)
}

var buttonLabels = [numButtons]string{
	ButtonUndo: "Undo", ButtonMenu: "Menu", ButtonActionSide: "Action side up", ButtonElementSide: "Element side up",
	ButtonCancel: "Cancel", ButtonResume: "Resume", ButtonQuit: "Quit to menu", ButtonPlayAgain: "Play again",
	ButtonResultsMenu: "Menu", ButtonContinue: "I am ready", ButtonStillHere: "Still playing",
}

func (t *Table) initButtons() {
	for i := range t.buttons {
		t.buttons[i] = button{label: buttonLabels[i], enabled: true}
	}
	t.buttons[ButtonActionSide].primary = true
	t.buttons[ButtonResume].primary = true
	t.buttons[ButtonPlayAgain].primary = true
	t.buttons[ButtonContinue].primary = true
	t.buttons[ButtonStillHere].primary = true
}

// dialogRect is the panel of a centred dialog of w by h.
func (t *Table) dialogRect(w, h float64) scenes.Rect {
	w = min(w, t.lay.w-40)
	return scenes.Rect{X: (t.lay.w - w) / 2, Y: (t.lay.h - h) / 2, W: w, H: h}
}

func (t *Table) placeButtons() {
	l := &t.lay
	t.buttons[ButtonUndo].rect = l.undo
	t.buttons[ButtonMenu].rect = l.menu

	d := t.dialogRect(680, 330)
	bw := (d.W - 60) / 2
	t.buttons[ButtonActionSide].rect = scenes.Rect{X: d.X + 20, Y: d.Y + 130, W: bw, H: 96}
	t.buttons[ButtonElementSide].rect = scenes.Rect{X: d.X + 40 + bw, Y: d.Y + 130, W: bw, H: 96}
	t.buttons[ButtonCancel].rect = scenes.Rect{X: d.X + d.W/2 - 100, Y: d.Y + d.H - 76, W: 200, H: 56}

	p := t.dialogRect(520, 260)
	t.buttons[ButtonResume].rect = scenes.Rect{X: p.X + 20, Y: p.Y + p.H - 84, W: (p.W - 60) / 2, H: 64}
	t.buttons[ButtonQuit].rect = scenes.Rect{X: p.X + 40 + (p.W-60)/2, Y: p.Y + p.H - 84, W: (p.W - 60) / 2, H: 64}
	t.buttons[ButtonStillHere].rect = scenes.Rect{X: p.X + p.W/2 - 130, Y: p.Y + p.H - 84, W: 260, H: 64}

	b := l.bar
	t.buttons[ButtonResultsMenu].rect = scenes.Rect{X: b.X + b.W - 14 - 170, Y: b.Y + b.H/2 - 33, W: 170, H: 66}
	t.buttons[ButtonPlayAgain].rect = scenes.Rect{X: b.X + b.W - 14 - 170 - 16 - 220, Y: b.Y + b.H/2 - 33, W: 220, H: 66}

	t.buttons[ButtonContinue].rect = scenes.Rect{X: l.w/2 - 180, Y: l.h/2 + 84, W: 360, H: 90}
	t.log.setWidth(t.td, l.log.W, l.u)
}

// updateButtons handles the action bar's buttons.
func (t *Table) updateButtons(ctx *scenes.Context) {
	u := &t.buttons[ButtonUndo]
	u.enabled = t.canUndo && t.ready()
	if u.update(ctx.In) {
		t.undo(ctx)
	}
	if t.buttons[ButtonMenu].update(ctx.In) {
		t.pause = true
		t.sel.reset()
	}
}

// updateOverlays runs the dialog that is up, if any; done is true when it
// took the tick.
func (t *Table) updateOverlays(ctx *scenes.Context) (ch scenes.Change, done bool) {
	in := ctx.In
	if ctx.App.Kiosk && !t.opt.Attract {
		if ctx.App.KioskIdle(scenes.KioskLeaveIdle) {
			return t.leave(), true // home, where the title starts the attract loop
		}
		if ctx.App.KioskIdle(scenes.KioskStillIdle) && !t.results.on {
			t.still = true
		}
	}
	switch {
	case t.pause:
		if t.buttons[ButtonResume].update(in) || in.Has(input.Back) || in.Has(input.Confirm) {
			t.pause = false
		}
		if t.buttons[ButtonQuit].update(in) {
			return t.leave(), true
		}
		return scenes.Stay, true
	case t.still:
		if t.buttons[ButtonStillHere].update(in) || in.Tap || in.Has(input.Confirm) {
			t.still = false
			ctx.App.Touch()
		}
		return scenes.Stay, true
	case t.passTo != rules.NoSeat:
		if in.Has(input.Back) {
			t.pause = true
			return scenes.Stay, true
		}
		t.buttons[ButtonContinue].update(in)
		if in.Tap || in.Has(input.Confirm) {
			seat := t.passTo
			t.passTo = rules.NoSeat
			t.setViewer(ctx, seat)
			t.dirty = true
			t.settle(ctx)
		}
		return scenes.Stay, true
	case t.oxy.open:
		t.pump(ctx)
		switch {
		case t.buttons[ButtonActionSide].update(in):
			mv := t.oxy.move
			mv.D = 1
			t.submit(ctx, mv)
		case t.buttons[ButtonElementSide].update(in):
			t.submit(ctx, t.oxy.move)
		case t.buttons[ButtonCancel].update(in) || in.Has(input.Back):
			t.oxy.open = false
		}
		return scenes.Stay, true
	}
	return scenes.Stay, false
}

// resultsView is the end of the game: the score, its breakdown, the level.
// It takes the place of the table panel, so the final board stays in view.
type resultsView struct {
	on     bool
	start  int64
	lines  []resultLine
	level  string
	title  string
	total  int
	ladder [4]rung
}

// resultLine is a line of the breakdown, wrapped to the panel.
type resultLine struct {
	text   []string
	points int
	good   bool
}

// rung is a level of the rulebook's table for this number of seats.
type rung struct {
	name, scores string
	reached      bool
}

func (t *Table) openResults(ctx *scenes.Context) {
	v := t.view()
	r := &t.results
	r.on, r.start = true, t.now
	r.total = v.Score(0)
	r.level = gods.LevelName(v.Level())
	r.title = "The planet is complete"
	if v.Winners() != 0 {
		r.title = "A perfect world: you are Gods!"
	}
	r.lines = r.lines[:0]
	width := t.lay.side.W - 110
	for _, l := range v.Breakdown(0) {
		if strings.HasPrefix(l.Label, "Level:") {
			continue
		}
		r.lines = append(r.lines, resultLine{text: wrap(t.td, l.Label, 16, width, false), points: l.Points, good: l.Points > 0})
	}
	for lv := range r.ladder {
		lo, hi := -1, -1
		for score := 0; score <= 24; score++ {
			if gods.Level(t.seats, score) == lv {
				if lo < 0 {
					lo = score
				}
				hi = score
			}
		}
		rg := num(lo) + "–" + num(hi)
		if lo == hi {
			rg = num(lo)
		}
		r.ladder[lv] = rung{name: gods.LevelName(lv), scores: rg, reached: lv == v.Level()}
	}
	t.sel.reset()
	t.hi = highlights{}
	ctx.App.Play(sndScore)
}

func (t *Table) updateResults(ctx *scenes.Context) scenes.Change {
	if t.opt.Attract {
		return scenes.Stay // the kiosk's attract loop starts the next demo
	}
	if t.buttons[ButtonPlayAgain].update(ctx.In) || ctx.In.Has(input.Confirm) {
		return t.again(ctx)
	}
	if t.buttons[ButtonResultsMenu].update(ctx.In) || ctx.In.Has(input.Back) {
		return t.leave()
	}
	return scenes.Stay
}

// again starts a new match with the same seats and options.
func (t *Table) again(ctx *scenes.Context) scenes.Change {
	setup := t.m.Setup()
	rng := rules.NewRNG(setup.Seed)
	setup.Seed = rng.Uint64()
	cfg := match.Config{Title: t.m.Title(), Setup: setup, Seats: t.m.Seats(), Pace: t.opt.Pace, Yield: ctx.App.Yield, BotTimeLimit: ctx.App.BotTimeLimit}
	if ctx.App.Store != nil && !t.opt.Attract {
		cfg.Store = ctx.App.Store(t.m.Title().Slug)
	}
	nm, err := match.New(cfg)
	if err != nil {
		t.showToast(err.Error())
		ctx.App.Play(sndError)
		return scenes.Stay
	}
	t.m.Close()
	return scenes.Replace(NewTable(nm, t.opt))
}
