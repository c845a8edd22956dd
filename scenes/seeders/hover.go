package seeders

import (
	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/table"
)

// hoverTicks is how long a mouse rests on a hand card before the card
// shows large over the board.
const hoverTicks = 30

// hoverTip is the hand card a mouse rests on (the kit's Frame.Hover), as
// a long press would zoom it: since when, and where it shows large.
type hoverTip struct {
	id    int // -1 for none
	since int64
	on    bool // drawn this frame
	r     scenes.Rect
}

// drawHandTip shows the whole face of the hand card a mouse has rested
// on for a moment, ability in words included, above the hand: the hand's
// own cards show the ability as a miniature, which a long press zooms.
func (t *Table) drawHandTip(c *scenes.Canvas, f *table.Frame[obj]) {
	id := -1
	if f.Hover && t.Viewer != rules.NoSeat && !t.hand.Busy() && t.hand.Dragging() < 0 {
		if i := t.hand.Lifted(); i >= 0 && i < t.hand.Len() {
			id = t.hand.Card(i).ID
		}
	}
	if id != t.tip.id {
		t.tip.id, t.tip.since = id, t.Now
	}
	t.tip.on = false
	if id < 0 || t.Now-t.tip.since < hoverTicks {
		return
	}
	r, ok := t.tipRect(c, id, f.X)
	if !ok {
		return
	}
	t.tip.on, t.tip.r = true, r
	c.RoundRect(r.Inset(-4), 12, colShade)
	c.RoundRectStroke(r.Inset(-4), 12, 1.5, colBorder)
	t.drawCard(c, id, r, true)
}

// tipRect is where hand card id shows large for a mouse at x: above the
// raised card, inside the board, wide enough that its ability reads at
// 13 pixels or more, and tall enough for all of it.
func (t *Table) tipRect(c *scenes.Canvas, id int, x float64) (scenes.Rect, bool) {
	l := &t.lay
	d := rs.CardOf(id)
	w := max(180, c.AtLeast(13)/0.08) // partsOf: the ability is 0.08 of the width
	h := w * 1.4
	ns := max(7, min(h*0.22, w*0.2))
	p := partsOf(d, scenes.Rect{W: w, H: h}, ns)
	if d.Text != "" {
		h = max(h, p.textY+float64(c.WrappedLines(d.Text, p.textSize, w*0.86))*p.textSize*1.3+w*0.05)
	}
	bottom := l.handTop - (0.3+0.08)*handH*l.handScale - 6 // over the raised card
	a := l.area
	if bottom-h < a.Y+4 || w > a.W-8 {
		return scenes.Rect{}, false
	}
	left := min(max(x-w/2, a.X+4), a.X+a.W-4-w)
	return scenes.Rect{X: left, Y: bottom - h, W: w, H: h}, true
}
