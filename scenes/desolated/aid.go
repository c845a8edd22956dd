package desolated

import (
	"strconv"

	dr "starboard/rules/desolated"
	"starboard/scenes"
	art "starboard/sprites/desolated"
)

// SheetLabel names the button of the player aid.
func (t *Board) SheetLabel() string { return "Player aid" }

// aidTurn is the left column of the player aid: a turn, and how the game
// ends.
var aidTurn = [][2]string{
	{"1. Draw", "Take up to two Material cards, from the row or the pile, in any mix."},
	{"2. Act once", ""},
	{"Upgrade", "Put a hand card into your inventory, alone or at the end of a chain whose edge shows the same link."},
	{"Trade", "Buy a face-up Influence card: pay its materials with hand cards, tokens and conversions. Leftovers become tokens on the other Influence cards."},
	{"Earn", "Discard Influence cards whose influence covers a Landmark's cost, and take the Landmark."},
	{"Harvest", "Discard a chained card for its material value in tokens."},
	{"Pass", "Do nothing this turn."},
	{"3. Status", "The rows refill; you may store a card under a Landmark with a storage mark; keep at most seven cards in hand."},
	{"The end", "After the round in which someone holds a third Landmark, or the Landmark row cannot refill. Most victory points wins."},
}

// DrawSheet draws the player aid: a turn on the left, a key to every
// symbol of the cards on the right; one column, larger, on a tall screen.
func (t *Board) DrawSheet(c *scenes.Canvas, area scenes.Rect) {
	box := area.Inset(min(40, area.W*0.03))
	scenes.Panel(c, box, "")
	z := c.App.Enlarge(16, 1.6)
	cols := 2
	if box.W < box.H {
		cols, z = 1, max(z, min(1.9, box.W/640))
	}
	c.Bold("Desolated · player aid", box.X+24, box.Y+16, 28*z, scenes.ColAccent, scenes.Left)
	inner := scenes.Rect{X: box.X + 24, Y: box.Y + 24 + 40*z, W: box.W - 48, H: box.H - 48 - 40*z}
	colW := (inner.W - 32*float64(cols-1)) / float64(cols)
	left := scenes.Rect{X: inner.X, Y: inner.Y, W: colW, H: inner.H}
	right := left
	bottom := t.drawAidTurn(c, left, z)
	if cols == 2 {
		right.X += colW + 32
	} else {
		right.Y = bottom + 24*z
	}
	t.drawAidKey(c, right, z)
}

// drawAidTurn draws the turn at z times its size and returns where it
// ends.
func (t *Board) drawAidTurn(c *scenes.Canvas, r scenes.Rect, z float64) float64 {
	y := r.Y
	for _, line := range aidTurn {
		head, text := line[0], line[1]
		indent := 0.0
		if (head[0] < '0' || head[0] > '9') && head != "The end" {
			indent = 18 * z
		}
		c.Bold(head, r.X+indent, y, 18*z, scenes.ColAccent, scenes.Left)
		if text == "" {
			y += 26 * z
			continue
		}
		hw, _ := c.Measure(head, 18*z)
		tx := r.X + indent + max(hw+10*z, 96*z)
		y += max(24*z, c.Paragraph(text, tx, y+z, 16*z, r.X+r.W-tx, scenes.ColText)) + 8*z
	}
	return y
}

func (t *Board) drawAidKey(c *scenes.Canvas, r scenes.Rect, z float64) {
	f := t.faces
	y := r.Y
	head := func(s string) {
		c.Bold(s, r.X, y, 18*z, scenes.ColAccent, scenes.Left)
		y += 30 * z
	}
	note := func(s string) { y += c.Paragraph(s, r.X, y, 16*z, r.W, scenes.ColText) + 12*z }
	head("Materials (a unit's worth)")
	step := r.W / 3
	for m := range dr.NumMaterials {
		x := r.X + float64(m%3)*step
		yy := y + float64(m/3)*34*z
		f.materialChip(c, dr.Material(m), x+14*z, yy+12*z, 13*z)
		c.Text(dr.Material(m).String()+" · "+strconv.Itoa(dr.Material(m).Worth()), x+34*z, yy+2*z, 16*z, scenes.ColText, scenes.Left)
	}
	y += 76 * z
	c.Bold("Tokens", r.X, y, 18*z, scenes.ColAccent, scenes.Left)
	for m := range dr.NumMaterials {
		f.tokenChip(c, dr.Material(m), r.X+96*z+float64(m)*32*z, y+11*z, 12*z)
	}
	y += 28 * z
	note("A token is one unit of its material, kept to pay later.")
	head("Influence")
	for i := range dr.NumInfluences {
		x := r.X + float64(i%2)*(r.W/2)
		yy := y + float64(i/2)*32*z
		f.influenceChip(c, dr.Influence(i), x+14*z, yy+12*z, 13*z)
		c.Text(dr.Influence(i).String(), x+34*z, yy+2*z, 16*z, scenes.ColText, scenes.Left)
	}
	y += 66 * z
	note("Influence cards give these signs; a Landmark costs some of them.")
	head("Links")
	h := 26 * z
	for l := dr.Ring; l < dr.NumLinks; l++ {
		k := int(l - dr.Ring)
		x := r.X + float64(k%4)*(r.W/4)
		yy := y + float64(k/4)*34*z
		// The two halves two touching edges show make the whole symbol.
		right := f.art.LinkTab(l, art.EdgeRight, float64(c.Px(h)))
		b := right.Bounds()
		w := h * float64(b.Dx()) / float64(max(1, b.Dy()))
		c.Symbol("link", h)
		c.ImageIn(right, scenes.Rect{X: x, Y: yy, W: w, H: h}, 1)
		c.ImageIn(f.art.LinkTab(l, art.EdgeLeft, float64(c.Px(h))), scenes.Rect{X: x + w, Y: yy, W: w, H: h}, 1)
		c.Text(l.String(), x+2*w+6*z, yy+3*z, 16*z, scenes.ColText, scenes.Left)
	}
	y += 72 * z
	note("Two cards chain when their touching edges show the same link; wild links with any.")
}
