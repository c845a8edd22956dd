package revive

import (
	"image/color"

	"starboard/scenes"
	"starboard/scenes/table"
)

// lightWidth is the width of a highlight's line: 3.5 screen pixels, or
// 3 units where those are larger.
func (t *Table) lightWidth() float64 { return max(3, 3.5/max(t.lay.px, 0.1)) }

// lightColour is the colour of light l, the kit's (a start pulsing).
func (t *Table) lightColour(l table.Light) color.RGBA { return table.LightColor(l, t.Now) }

// mark outlines place p, when it is lit, just outside its box r: a line
// that follows the box around its names and figures, never through them
// (the seventh review saw the kit's halo cover them, the twenty-third a
// line inside the box cut "1/3 crystal").
func (t *Table) mark(c *scenes.Canvas, f *table.Frame[obj], p obj, r scenes.Rect) {
	l := f.Light(p)
	if l == table.Unlit {
		return
	}
	w := t.lightWidth()
	if l == table.Selected {
		w += 0.5
	}
	c.RoundRectStroke(r.Inset(-w/2), 5, w, t.lightColour(l))
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
