package desolated

import (
	"image/color"
	"math"
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
	// The table darker still: its bright tags and lights, left round the
	// aid's panel, would read as drawn over it.
	c.Rect(area, colAidShade)
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
	c.Text("Tap or press a key to close", box.X+box.W-24, box.Y+24, 16*z, scenes.ColDim, scenes.Right)
	left := scenes.Rect{X: inner.X, Y: inner.Y, W: colW, H: inner.H}
	right := left
	bottom := t.drawAidTurn(c, left, z)
	if cols == 2 {
		right.X += colW + 32
	} else {
		right.Y = bottom + 24*z
	}
	end := t.drawAidKey(c, right, z)
	// The anatomy of the cards under the shorter column.
	under := scenes.Rect{X: right.X, Y: end + 12*z, W: colW}
	if cols == 2 && bottom < end {
		under = scenes.Rect{X: left.X, Y: bottom + 12*z, W: colW}
	}
	under.H = box.Y + box.H - 16 - under.Y
	t.drawAidAnatomy(c, under, z)
}

// colAidShade darkens the table round the player aid, over the kit's
// shade.
var colAidShade = color.RGBA{0x05, 0x07, 0x10, 0xc8}

// aidMarks are the parts of a card the anatomy points at, numbered as
// drawn on the cards.
var aidMarks = [...]string{
	"Material value: what the card pays with",
	"Conversion: pay one side, gain the other",
	"Victory points",
	"Bonus: points for each thing counted",
	"Storage mark: a card may be stored beneath",
}

// aidShort are aidMarks in short, for a small screen.
var aidShort = [...]string{
	"Value: what it pays",
	"Conversion, either way",
	"Victory points",
	"Bonus points",
	"Storage mark",
}

// aidIDs are the cards the anatomy shows: a Material card, an Influence
// card with points and a Landmark with a storage mark (guideCards), found
// once.
var aidIDs struct {
	done          bool
	mat, infl, lm int
}

// drawAidAnatomy draws a Material card, an Influence card and a Landmark
// with the table's own faces, numbered marks on their parts and a key to
// the marks beside them, inside r.
func (t *Board) drawAidAnatomy(c *scenes.Canvas, r scenes.Rect, z float64) {
	if !aidIDs.done {
		chain, infl, lm := guideCards()
		for id, l := range dr.Landmarks {
			if !l.Advanced && l.Storage && l.Bonus != dr.BonusNone && l.Mult != 0 {
				lm = id // one that shows a bonus too
				break
			}
		}
		aidIDs.mat, aidIDs.infl, aidIDs.lm, aidIDs.done = chain[0], infl, lm, true
	}
	if aidIDs.mat < 0 || aidIDs.infl < 0 || aidIDs.lm < 0 {
		return
	}
	c.Bold("The cards", r.X, r.Y, 18*z, scenes.ColAccent, scenes.Left)
	top := r.Y + 28*z
	// Cards as tall as the room lets them, the key taking the rest.
	keyW := min(r.W*0.5, 300*z)
	cw := min((r.W-keyW-24*z)/3-22*z, (r.Y+r.H-top)/cardRatio, 150*z)
	if cw < 50 {
		return
	}
	size := c.AtLeast(15 * z)
	// In a tall box (a portrait screen's) the key goes under the cards,
	// which take the whole width.
	under := keyHeight(c, aidMarks[:], size, r.W-26*z, z)
	below := false
	if wide := min(r.W/3-22*z, (r.Y+r.H-top-under-16*z)/cardRatio, 260*z); wide > cw*1.25 {
		cw, below = wide, true
	}
	ch := cw * cardRatio
	kinds := [3]uint8{faceMaterial, faceInfluence, faceLandmark}
	ids := [3]int{aidIDs.mat, aidIDs.infl, aidIDs.lm}
	for k := range kinds {
		cr := scenes.Rect{X: r.X + 11*z + float64(k)*(cw+22*z), Y: top, W: cw, H: ch}
		t.faces.draw(c, kinds[k], ids[k], cr)
		// The marks, where the card's layout puts those parts.
		px := float64(max(1, c.Px(cw))) / cw // device pixels per unit
		pl := art.CardLayout(art.CardKind(kinds[k]), cw*px, ch*px)
		// Each on the card's edge beside its part, clear of it.
		at := func(n int, b art.Box, right bool) {
			_, y := b.Center()
			x := cr.X
			if right {
				x += cw
			}
			t.aidMark(c, n, x, cr.Y+y/px, z)
		}
		switch kinds[k] {
		case faceMaterial:
			at(1, pl.Value, false)
			at(2, pl.Band, true)
		case faceInfluence:
			at(3, pl.Badge, true)
		default:
			at(4, pl.Band, true)
			at(5, pl.Storage, false)
		}
	}
	kx := r.X + 3*(cw+22*z) + 8*z
	w := r.X + r.W - kx - 26*z
	if below {
		kx, w, top = r.X, r.W-26*z, top+ch+16*z
	}
	// The key in full when it fits the room under the heading, else in
	// short.
	marks := aidMarks[:]
	if keyHeight(c, marks, size, w, z) > r.Y+r.H-top+12*z { // the box has some padding below
		marks = aidShort[:]
	}
	y := top
	for i, s := range marks {
		t.aidMark(c, i+1, kx+11*z, y+10*z, z)
		y += max(24*z, c.Paragraph(s, kx+26*z, y+z, size, w, scenes.ColText)) + 4*z
	}
}

// keyHeight estimates the height of the key to the marks, its texts at
// size in lines w wide.
func keyHeight(c *scenes.Canvas, marks []string, size, w, z float64) float64 {
	h := 0.0
	for _, s := range marks {
		tw, _ := c.Measure(s, size)
		lines := math.Ceil(tw / max(w, 1))
		h += max(24*z, lines*size*1.2) + 4*z
	}
	return h
}

// aidMark draws the numbered mark n centred on x, y.
func (t *Board) aidMark(c *scenes.Canvas, n int, x, y, z float64) {
	c.Circle(x, y, 10*z, scenes.ColAccent)
	c.Bold(aidDigits[n], x, y-7.5*z, 14*z, colTable, scenes.Center)
}

var aidDigits = [...]string{"0", "1", "2", "3", "4", "5"}

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

// drawAidKey draws the key to the symbols and returns where it ends.
func (t *Board) drawAidKey(c *scenes.Canvas, r scenes.Rect, z float64) float64 {
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
	return y
}
