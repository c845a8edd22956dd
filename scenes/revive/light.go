package revive

import (
	"image/color"
	"math"

	"starboard/scenes"
	"starboard/scenes/table"
)

var (
	colLitStart  = color.RGBA{0x6f, 0xe8, 0xff, 0xff}
	colLitTarget = color.RGBA{0x7c, 0xff, 0x9e, 0xff}
	colLitChosen = color.RGBA{0xff, 0xff, 0xff, 0xff}
)

// lightWidth is the width of a highlight's line: 3.5 screen pixels, or
// 3 units where those are larger.
func (t *Table) lightWidth() float64 { return max(3, 3.5/max(t.lay.px, 0.1)) }

// lightColour is the colour of light l, a start pulsing.
func (t *Table) lightColour(l table.Light) color.RGBA {
	switch l {
	case table.Target:
		return colLitTarget
	case table.Selected:
		return colLitChosen
	}
	c := colLitStart
	c.A = uint8(0xa0 + 0x5f*(0.5+0.5*math.Sin(float64(t.Now)*0.1)))
	return c
}

// mark outlines place p, when it is lit, just inside its box r: a line
// that follows the box, never a glow over the names and figures beside it
// (the seventh review saw the kit's halo cover them).
func (t *Table) mark(c *scenes.Canvas, f *table.Frame[obj], p obj, r scenes.Rect) {
	l := f.Light(p)
	if l == table.Unlit {
		return
	}
	w := t.lightWidth()
	if l == table.Selected {
		w += 0.5
	}
	c.RoundRectStroke(r.Inset(w/2), 5, w, t.lightColour(l))
	f.Marked(r)
}

// markRound outlines round place p (a token, a gem), when it is lit, just
// inside its circle.
func (t *Table) markRound(c *scenes.Canvas, f *table.Frame[obj], p obj, r scenes.Rect) {
	l := f.Light(p)
	if l == table.Unlit {
		return
	}
	x, y := r.Center()
	w := t.lightWidth()
	c.Ring(x, y, r.W/2-w/2, w, t.lightColour(l))
	f.Marked(r)
}
