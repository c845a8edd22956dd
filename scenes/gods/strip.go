package gods

import (
	"image/color"
	"math"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/table"
)

// hints say how to make the decision the viewer faces, by the rules'
// prompt kind; they are words only (moves are bound by Path).
var hints = map[string]string{
	"indicate":  "Tap the pawn you would like to place: everyone sees its colour.",
	"designate": "Tap a glowing continent.",
	"place":     "Drag a pawn onto a glowing space, or tap the pawn, then the space.",
	"lookmove":  "Tap a glowing space to move the pawn you looked at.",
	"share":     "Tap the pawn you pass to your left. Nobody sees your choice.",
	"shift":     "Tap a pawn, then a glowing space of another continent.",
}

var actionHints = [...]string{
	gods.Flip:     "Tap a face-down pawn of this continent to flip it.",
	gods.Exchange: "Tap a pawn of this continent, then the one to swap it with.",
	gods.LookMove: "Tap a pawn of this continent to look at its need.",
}

// drawBar paints the strip under the continents: the hand's title, the
// words for the viewer (the need of the pawn chosen, how to decide, the
// points of the final check) and the bag. The kit draws the hand in it.
func (t *Table) drawBar(c *scenes.Canvas) {
	a := t.art
	b := t.lay.bar
	u := t.lay.u
	a.box(c, b, 16, colPanel, colBorder, 1)
	w := t.lay.words
	y := w.Y
	if t.handShown() {
		title := t.name.name(t.Viewer) + "'s hand"
		if t.humans() == 1 {
			title = "Your hand"
		}
		a.blit(c, a.seatMarker(int(t.Viewer), 7*u), w.X+7*u, y+10*u, 1, 1, 1)
		c.Bold(title, w.X+20*u, y, 18*u, scenes.ColText, scenes.Left)
	} else {
		c.Bold("Gods at play", w.X, y, 18*u, scenes.ColAccent, scenes.Left)
	}
	y += 30 * u
	var lines []string
	col := scenes.ColDim
	switch {
	case t.finalCheck():
		c.Bold("The final check", w.X, y, 17*u, scenes.ColAccent, scenes.Left)
		c.Bold("Points", w.X, w.Y+w.H-30*u, 18*u, scenes.ColDim, scenes.Left)
		c.Bold(scenes.Itoa(t.checkScore()), w.X+70*u, w.Y+w.H-38*u, 30*u, scenes.ColGood, scenes.Left)
		lines = wrap(c.App.Text, "Unmet needs are struck out; a continent of met needs with one Water scores 5.", 15*u, w.W, false)
		y += 24 * u
	case t.chosen() >= 0:
		if p := t.pieceIn(t.Viewer, t.chosen()); p.known() {
			lines = wrap(c.App.Text, needText[p.pawn], 17*u, w.W, false)
			col = scenes.ColAccent
		}
	case t.Viewer != rules.NoSeat && t.view.ToMove() == t.Viewer:
		hint := hints[t.view.Prompt().Kind]
		if at, act := t.view.ActionAt(); at >= 0 && t.view.Prompt().Kind == "action" {
			hint = actionHints[act]
		}
		lines = wrap(c.App.Text, hint, 16*u, w.W, false)
	}
	for _, l := range lines {
		if y+20*u > w.Y+w.H {
			break
		}
		c.Text(l, w.X, y, 16*u, col, scenes.Left)
		y += 21 * u
	}
	t.drawBag(c)
}

// chosen returns the slot of the pawn the viewer picked up, or -1.
func (t *Table) chosen() int {
	if t.Frame == nil || !t.handShown() {
		return -1
	}
	for j := 0; j < gods.HandSize; j++ {
		if t.Frame.Light(slotPlace(j)) == table.Selected {
			return j
		}
	}
	return -1
}

// checkScore is the points the final check has counted so far.
func (t *Table) checkScore() int {
	if t.view.Over() {
		return t.view.Score(0)
	}
	return t.since.score
}

// humans counts the seats people play.
func (t *Table) humans() int {
	n := 0
	for _, b := range t.bots {
		if !b {
			n++
		}
	}
	return n
}

var bagKinds = [...]gods.Kind{gods.Water, gods.Mineral, gods.Plant, gods.Insect, gods.Animal, gods.Oxygen, gods.Bacteria}

// drawBag shows how many pawns of each kind the bag holds.
func (t *Table) drawBag(c *scenes.Canvas) {
	a := t.art
	r := t.lay.bag
	u := t.lay.u
	a.box(c, r, 12, color.RGBA{0x1c, 0x23, 0x37, 0xff}, colNone, 1)
	c.Bold("Bag", r.X+14, r.Y+8*u, 17*u, scenes.ColText, scenes.Left)
	c.Text(scenes.Itoa(t.bagSize())+" pawns", r.X+24+32*u, r.Y+10*u, c.AtLeast(15*u), scenes.ColDim, scenes.Left)
	step := (r.W - 24) / float64(len(bagKinds))
	pr := math.Min(15*u, step*0.4)
	for i, k := range bagKinds {
		x := r.X + 12 + step*(float64(i)+0.5)
		y := r.Y + r.H*0.55
		n := t.bagCount(k)
		alpha := 1.0
		if n == 0 {
			alpha = 0.25
		}
		a.blit(c, a.pawnBack(k, pr), x, y, 1, 1, alpha)
		c.Bold(scenes.Itoa(n), x, y+pr+2, c.AtLeast(15*u), scenes.ColText, scenes.Center)
	}
}
