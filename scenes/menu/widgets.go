package menu

import (
	"math"
	"strconv"

	"starboard/scenes"
	"starboard/scenes/input"
)

// tapArea is a region that reacts to taps like a button but draws itself
// however its screen likes.
type tapArea struct {
	Rect    scenes.Rect
	Enabled bool
	pressed bool
}

func (t *tapArea) update(in input.Frame) bool {
	r := t.Rect
	t.pressed = t.Enabled && in.Down && !in.Dragging && r.Contains(in.PressX, in.PressY) && r.Contains(in.X, in.Y)
	return t.Enabled && in.Tap && r.Contains(in.X, in.Y) && r.Contains(in.PressX, in.PressY)
}

// segmented is a row of buttons of which one is chosen.
type segmented struct {
	name     string // the prefix of its targets' names
	buttons  []*scenes.Button
	selected int
}

func newSegmented(name string, selected int, labels ...string) *segmented {
	s := &segmented{name: name, selected: selected}
	for _, l := range labels {
		s.buttons = append(s.buttons, scenes.NewButton(l, scenes.Rect{}))
	}
	s.mark()
	return s
}

func (s *segmented) mark() {
	for i, b := range s.buttons {
		b.Selected = i == s.selected
	}
}

// layout places the buttons side by side from x, each w wide with a gap.
func (s *segmented) layout(x, y, w, h, gap float64) { placeRow(s.buttons, x, y, w, h, gap) }

// placeRow places buttons side by side from x, each w wide with a gap.
func placeRow(buttons []*scenes.Button, x, y, w, h, gap float64) {
	for i, b := range buttons {
		b.Rect = scenes.Rect{X: x + float64(i)*(w+gap), Y: y, W: w, H: h}
	}
}

// layoutRows places the buttons in rows centred on cx from y, the first
// rows full, each button at most w wide and the rows at most width.
func (s *segmented) layoutRows(cx, y, w, h, gap float64, rows int, width float64) {
	n := len(s.buttons)
	perRow := (n + rows - 1) / rows
	w = min(w, (width-gap*float64(perRow-1))/float64(perRow))
	for r := 0; r*perRow < n; r++ {
		row := s.buttons[r*perRow : min(n, (r+1)*perRow)]
		k := float64(len(row))
		placeRow(row, cx-(k*w+(k-1)*gap)/2, y+float64(r)*(h+gap), w, h, gap)
	}
}

func (s *segmented) width(w, gap float64) float64 {
	n := float64(len(s.buttons))
	return n*w + (n-1)*gap
}

// update returns true when the choice changed.
func (s *segmented) update(in input.Frame) bool {
	for i, b := range s.buttons {
		if b.Update(in) && i != s.selected {
			s.selected = i
			s.mark()
			return true
		}
	}
	return false
}

func (s *segmented) draw(c *scenes.Canvas) {
	for _, b := range s.buttons {
		b.Draw(c)
	}
}

func (s *segmented) targets(dst []scenes.Target) []scenes.Target {
	for _, b := range s.buttons {
		dst = append(dst, scenes.Target{Name: s.name + "/" + scenes.TargetName(b.Label), Rect: b.Rect})
	}
	return dst
}

// button names a button's target by its label.
func button(dst []scenes.Target, b *scenes.Button) []scenes.Target {
	return append(dst, scenes.Target{Name: scenes.TargetName(b.Label), Rect: b.Rect})
}

// stepper picks a whole number with − and + buttons.
type stepper struct {
	minus, plus *scenes.Button
	value       int
	min, max    int
	text        string
	box         scenes.Rect
}

func newStepper(value, lo, hi int) *stepper {
	s := &stepper{minus: scenes.NewButton("−", scenes.Rect{}), plus: scenes.NewButton("+", scenes.Rect{}), min: lo, max: hi}
	s.set(value)
	return s
}

func (s *stepper) set(v int) {
	s.value = max(s.min, min(s.max, v))
	s.text = strconv.Itoa(s.value)
	s.minus.Enabled = s.value > s.min
	s.plus.Enabled = s.value < s.max
}

const stepperWidth = 56 + 96 + 56

func (s *stepper) layout(x, y, h float64) {
	s.minus.Rect = scenes.Rect{X: x, Y: y, W: 56, H: h}
	s.box = scenes.Rect{X: x + 56, Y: y, W: 96, H: h}
	s.plus.Rect = scenes.Rect{X: x + 56 + 96, Y: y, W: 56, H: h}
}

// update returns true when the value changed.
func (s *stepper) update(in input.Frame) bool {
	switch {
	case s.minus.Update(in):
		s.set(s.value - 1)
		return true
	case s.plus.Update(in):
		s.set(s.value + 1)
		return true
	}
	return false
}

func (s *stepper) draw(c *scenes.Canvas) {
	s.minus.Draw(c)
	s.plus.Draw(c)
	cx, cy := s.box.Center()
	c.Bold(s.text, cx, cy-15, 26, scenes.ColText, scenes.Center)
}

func (s *stepper) targets(dst []scenes.Target, name string) []scenes.Target {
	return append(dst, scenes.Target{Name: name + "/minus", Rect: s.minus.Rect}, scenes.Target{Name: name + "/plus", Rect: s.plus.Rect})
}

// slider sets a level from 0 to 1: tap or drag along its track, or step
// it by tenths with − and +.
type slider struct {
	minus, plus *scenes.Button
	track       tapArea
	value       float64
	dragging    bool
	text        string
}

func newSlider(v float64) *slider {
	s := &slider{minus: scenes.NewButton("−", scenes.Rect{}), plus: scenes.NewButton("+", scenes.Rect{})}
	s.track.Enabled = true
	s.set(v)
	return s
}

func (s *slider) set(v float64) {
	v = math.Round(max(0, min(1, v))*100) / 100
	s.value = v
	s.text = strconv.Itoa(int(v*100+0.5)) + "%"
	s.minus.Enabled = v > 0
	s.plus.Enabled = v < 1
}

func (s *slider) layout(x, y, w, h float64) {
	s.minus.Rect = scenes.Rect{X: x, Y: y, W: 56, H: h}
	s.plus.Rect = scenes.Rect{X: x + w - 56, Y: y, W: 56, H: h}
	s.track.Rect = scenes.Rect{X: x + 56 + 16, Y: y, W: w - 2*56 - 32 - 72, H: h}
}

// update returns true when the value changed; done is true when a change
// is complete (not in the middle of a drag).
func (s *slider) update(in input.Frame) (changed, done bool) {
	old := s.value
	t := s.track.Rect
	switch {
	case s.minus.Update(in):
		s.set(math.Round(s.value*10-1) / 10)
		done = true
	case s.plus.Update(in):
		s.set(math.Round(s.value*10+1) / 10)
		done = true
	case in.Press && t.Contains(in.X, in.Y):
		s.dragging = true
	}
	if s.dragging {
		if in.Down || in.Tap || in.Drop {
			s.set((in.X - t.X - 12) / (t.W - 24))
		}
		if !in.Down {
			s.dragging = false
			done = true
		}
	}
	return s.value != old, done
}

func (s *slider) draw(c *scenes.Canvas, muted bool) {
	s.minus.Draw(c)
	s.plus.Draw(c)
	t := s.track.Rect
	cy := t.Y + t.H/2
	x0, x1 := t.X+12, t.X+t.W-12
	fill := scenes.ColAccent
	if muted {
		fill = scenes.ColDim
	}
	c.RoundRect(scenes.Rect{X: x0, Y: cy - 5, W: x1 - x0, H: 10}, 5, scenes.ColPanelHi)
	kx := x0 + (x1-x0)*s.value
	c.RoundRect(scenes.Rect{X: x0, Y: cy - 5, W: kx - x0, H: 10}, 5, fill)
	c.Circle(kx, cy, 15, scenes.ColText)
	c.Circle(kx, cy, 9, fill)
	c.Bold(s.text, t.X+t.W+16+36, cy-12, 21, scenes.ColText, scenes.Center)
}

func (s *slider) targets(dst []scenes.Target, name string) []scenes.Target {
	return append(dst, scenes.Target{Name: name + "/minus", Rect: s.minus.Rect},
		scenes.Target{Name: name + "/track", Rect: s.track.Rect}, scenes.Target{Name: name + "/plus", Rect: s.plus.Rect})
}

// chrome is the frame of every menu screen but the title: the backdrop, a
// heading and a Back button.
type chrome struct {
	sh      *shell
	heading string
	back    *scenes.Button
	fit     fit
}

func newChrome(sh *shell, heading string) chrome {
	return chrome{sh: sh, heading: heading, back: scenes.NewButton("‹  Back", scenes.Rect{})}
}

func (ch *chrome) layout(w, h float64) {
	ch.back.Rect = scenes.Rect{X: 32, Y: 28, W: 150, H: 60}
}

// update reports whether the player asked to leave the screen, with Back
// or its key.
func (ch *chrome) update(ctx *scenes.Context) (leave bool) {
	ch.layout(ctx.W, ctx.H)
	return ch.back.Update(ctx.In) || ctx.In.Has(input.Back)
}

// idleHome reports whether a kiosk has been left alone on a menu long
// enough to go back to the title.
func idleHome(app *scenes.App) bool {
	return app.KioskIdle(scenes.KioskMenuIdle)
}

func (ch *chrome) draw(c *scenes.Canvas) {
	ch.layout(c.W, c.H)
	drawBackdrop(c, ch.sh, 0.55)
	// The heading is centred, or centred in the room right of Back when
	// the canvas is too narrow for that.
	cx, size := c.W/2, 38.0
	left := ch.back.Rect.X + ch.back.Rect.W + 16
	if hw, _ := c.App.Text.Measure(ch.heading, size, true); cx-hw/2 < left {
		cx = (left + c.W - 24) / 2
		size = min(size, size*(c.W-24-left)/hw)
	}
	c.Bold(ch.heading, cx, 36+(38-size)/2, size, scenes.ColText, scenes.Center)
	c.Rect(scenes.Rect{X: cx - 60, Y: 88, W: 120, H: 3}, scenes.ColAccent)
	ch.back.Draw(c)
}

func (ch *chrome) targets(dst []scenes.Target) []scenes.Target { return button(dst, ch.back) }

// column returns the x and width of a centred column at most maxW wide
// with at least margin on each side.
func column(w, maxW, margin float64) (x, width float64) {
	width = min(maxW, w-2*margin)
	return (w - width) / 2, width
}

// top returns where a block of height h starts to sit centred below the
// heading, or just below it when there is no room. When much room is
// left (a tall window and little content), the block sits higher than
// the middle, nearer its heading.
func top(canvasH, h float64) float64 {
	const header, even = 112, 240
	spare := max(0, canvasH-header-h)
	if spare <= even {
		return header + spare/2
	}
	return header + even/2 + (spare-even)*0.3
}
