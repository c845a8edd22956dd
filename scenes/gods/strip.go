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
	"place":     "Tap a pawn, then a glowing space.",
	"lookmove":  "Tap a glowing space to move the pawn you looked at.",
	"share":     "Tap the pawn you pass to your left. Nobody sees your choice.",
	"shift":     "Tap a pawn, then a glowing space of another continent.",
}

var actionHints = [...]string{
	gods.Flip:     "Tap a face-down pawn of this continent to flip it.",
	gods.Exchange: "Tap a pawn of this continent, then the one to swap it with.",
	gods.LookMove: "Tap a pawn of this continent to look at its need.",
}

// checkArea is the strip's room for the final check: the whole strip,
// the hand being empty.
func (t *Table) checkArea() scenes.Rect {
	b := t.lay.bar
	return scenes.Rect{X: b.X + 18, Y: t.lay.words.Y, W: b.W - 36, H: b.Y + b.H - 12 - t.lay.words.Y}
}

// drawCheck writes the final check's tally under the title at y: a line
// per continent (what the check found and its points) and the Oxygen
// kept secret on the left; how it scores and the points so far on the
// right.
func (t *Table) drawCheck(c *scenes.Canvas, y, size float64) {
	u := t.lay.u
	w := t.checkArea()
	colW := math.Round(w.W * 0.6)
	right := scenes.Rect{X: w.X + colW + 24*u, Y: w.Y, W: w.W - colW - 24*u, H: w.H}
	lead := size * 1.3
	ptsX := w.X + colW
	for ci := 0; ci < gods.Continents; ci++ {
		if y+lead > w.Y+w.H+2 {
			break
		}
		text, good, ok := t.contOutcome(ci)
		pts := "–"
		col := scenes.ColDim
		switch {
		case ok && good:
			pts, col = scenes.Itoa(gods.ElementSpaces), scenes.ColGood
		case ok:
			pts, col = "0", scenes.ColBad
		default:
			text = "to be checked"
		}
		lw := t.contLine(c, ci, size)
		c.Bold(t.contLabels[ci], w.X, y, size, scenes.ColText, scenes.Left)
		c.Text(scenes.Clip(c, text, size, colW-lw-40*u), w.X+lw+8*u, y, size, col, scenes.Left)
		c.Bold(pts, ptsX, y, size, scenes.ColText, scenes.Right)
		y += lead
	}
	if t.view.Over() && y+lead <= w.Y+w.H+2 {
		n := 0
		for ci := 0; ci < gods.Continents; ci++ {
			if p := t.pieceAt(ci, gods.WhiteSpace); p.on && !p.up {
				n++
			}
		}
		c.Text("Oxygen placed element side up", w.X, y, size, scenes.ColText, scenes.Left)
		c.Bold(scenes.Itoa(n), ptsX, y, size, scenes.ColText, scenes.Right)
	}
	big := c.AtLeast(34 * u)
	head := c.AtLeast(18 * u)
	bottom := right.Y + right.H - big*1.05
	ry := right.Y
	ry += c.Paragraph("An amber ! marks an unmet need. A full continent of met needs with one Water scores 5; each Oxygen kept element side up, 1.", right.X, ry, size, right.W, scenes.ColDim)
	bottom = math.Max(bottom, ry+4)
	c.Bold("Points", right.X, bottom+big*0.32, head, scenes.ColDim, scenes.Left)
	pw, _ := c.App.Text.Measure("Points", head, true)
	c.Bold(scenes.Itoa(t.checkScore()), right.X+pw+12*u, bottom, big, scenes.ColGood, scenes.Left)
}

// contLine returns the width of continent ci's label in the tally.
func (t *Table) contLine(c *scenes.Canvas, ci int, size float64) float64 {
	w, _ := c.App.Text.Measure(t.contLabels[ci], size, true)
	return w
}

// hintsChosen say what to do once a pawn of the hand is picked, by the
// rules' prompt kind.
var hintsChosen = map[string]string{
	"place": "Tap a glowing space for the pawn picked up, or pick up another.",
}

// drawBar paints the strip under the continents: the hand's title, how to
// decide, the need of each pawn of the hand (the one picked up in the
// accent colour), the points of the final check, and the bag. The kit
// draws the hand in it.
func (t *Table) drawBar(c *scenes.Canvas) {
	a := t.art
	b := t.lay.bar
	u := t.lay.u
	a.box(c, b, 16, colPanel, colBorder, 1)
	w := t.lay.words
	check := t.finalCheck()
	switch {
	case check:
		// The hand is empty: the final check's tally takes the strip.
		w = t.checkArea()
	case !t.handShown():
		// No hand (a spectator): the words take its room too.
		x := b.X + 16*u
		w.W, w.X = w.X+w.W-x, x
	}
	y := w.Y
	head := c.AtLeast(18 * u)
	switch {
	case check:
		c.Bold("The final check", w.X, y, head, scenes.ColAccent, scenes.Left)
	case t.handShown():
		a.blit(c, a.seatMarker(int(t.handSeat()), 7*u), w.X+7*u, y+head*0.55, 1, 1, 1)
		c.Bold(scenes.Clip(c, t.title(), head, w.W-20*u), w.X+20*u, y, head, scenes.ColText, scenes.Left)
	default:
		c.Bold("Up next", w.X, y, head, scenes.ColAccent, scenes.Left) // what the position shown awaits, in a demo or a review
	}
	titleW := 0.0
	if !check && t.handShown() {
		tw, _ := c.App.Text.Measure(scenes.Clip(c, t.title(), head, w.W-20*u), head, true)
		titleW = 20*u + tw
	}
	y += head * 1.3
	text := c.AtLeast(15 * u)
	if check {
		t.drawCheck(c, y, text)
		return
	}
	chosen := t.chosen()
	if t.Viewer != rules.NoSeat && t.view.ToMove() == t.Viewer {
		kind := t.view.Prompt().Kind
		hint := hints[kind]
		if h, ok := hintsChosen[kind]; ok && chosen >= 0 {
			hint = h
		}
		if at, act := t.view.ActionAt(); at >= 0 && kind == "action" {
			hint = actionHints[act]
		}
		// The hint goes on the title's line when it fits there.
		// It grows to clearPx on the title's line, where it has the room;
		// a hint of its own lines keeps the needs' size, so all of them fit.
		hs := clearly(c, text)
		hw, _ := c.Measure(hint, hs)
		if titleW == 0 || titleW+16*u+hw > w.W {
			hs = text
			hw, _ = c.Measure(hint, hs)
		}
		switch {
		case hint == "":
		case titleW > 0 && titleW+16*u+hw <= w.W:
			c.Text(hint, w.X+titleW+16*u, y-head*1.3+(head-hs)*0.7, hs, scenes.ColDim, scenes.Left)
		default:
			y += c.Paragraph(hint, w.X, y, hs, w.W, scenes.ColDim) + 2*u
		}
	}
	if t.handShown() && !t.watched() {
		t.drawNeeds(c, w.X, y, w.W, w.Y+w.H, text, chosen)
	} else if t.watch != "" {
		y += c.Paragraph(t.watch, w.X, y, text, w.W, scenes.ColText) + 6*u
		if y+c.ParagraphHeight(watchGoal, text, w.W) <= w.Y+w.H+2 {
			// Beside a hand shown, only where it has the room.
			c.Paragraph(watchGoal, w.X, y, text, w.W, scenes.ColDim)
		}
	}
	t.drawBag(c)
}

// watchGoal tells a spectator what the gods play for.
const watchGoal = "The gods play together, for one score out of 24. A full continent scores 5 when every need on it is met and it holds exactly one Water; each Oxygen kept element side up adds 1."

// watchText says, for a spectator, what is happening at view's prompt:
// who decides what, in a sentence.
func (t *Table) watchText(v *gods.State) string {
	p := v.Prompt()
	who, active := t.name.name(p.Seat), t.name.name(v.Active())
	switch p.Kind {
	case "indicate":
		return watchIndicate(active)
	case "designate":
		return who + " chooses the continent where " + active + " must place a pawn."
	case "place":
		if d := v.Designated(); d >= 0 {
			return active + " places a pawn face down on continent " + contLetters[d] + ". Its need must be met when the planet is checked."
		}
	case "action":
		at, act := v.ActionAt()
		if at < 0 {
			break
		}
		switch act {
		case gods.Flip:
			return active + " flips a face-down pawn of continent " + contLetters[at] + "."
		case gods.Exchange:
			return active + " swaps two pawns, at least one of them on continent " + contLetters[at] + "."
		case gods.LookMove:
			return active + " looks at a pawn of continent " + contLetters[at] + " and may move it."
		}
	case "lookmove":
		return active + " moves the pawn looked at to a free space."
	case "share":
		return "Every god passes a pawn to the left, unseen. " + who + " chooses now."
	case "shift":
		return who + " moves a placed pawn to another continent."
	}
	return ""
}

// watchEvent moves the spectator's sentence on when a turn begins, with
// the banner that names the new active god; otherwise it changes at the
// next sync, when the move being played has ended.
func (t *Table) watchEvent(e rules.Event) {
	if e.Kind == gods.EvTurn {
		t.watch = watchIndicate(t.name.name(e.Seat))
	}
}

func watchIndicate(active string) string {
	return active + ", the active god, points at the pawn to place: everyone sees its colour, and it need not be the one placed."
}

// drawNeeds writes the need of each pawn of the hand shown, a line
// each with the pawn's need side beside it, from y down to no lower than
// bottom; the pawn picked up is in the accent colour.
func (t *Table) drawNeeds(c *scenes.Canvas, x, y, width, bottom, size float64, chosen int) {
	a := t.art
	t.needsDrawn = 0
	n := 0
	for j := 0; j < gods.HandSize; j++ {
		if t.pieceIn(t.handSeat(), j).on {
			n++
		}
	}
	// The pawns grow into the room the lines leave, up to a need drawn as
	// large as the words beside it.
	ir := t.needR(size)
	if n > 0 {
		ir = math.Max(ir, math.Min(math.Round(size*0.8), math.Floor(((bottom-y)/float64(n)-3)/2)))
	}
	lead := math.Max(size*1.3, 2*ir+3)
	for j := 0; j < gods.HandSize; j++ {
		p := t.pieceIn(t.handSeat(), j)
		if !p.on {
			continue
		}
		if y+lead > bottom+2 {
			return
		}
		t.needsDrawn++
		cy := y + lead/2
		if p.known() {
			a.blit(c, a.pawnNeed(p.pawn, ir), x+ir, cy, 1, 1, 1)
			c.Symbol("hand need", 2*ir)
		} else {
			a.blit(c, a.pawnBack(p.kind, ir), x+ir, cy, 1, 1, 1)
		}
		col := scenes.ColText
		if j == chosen {
			col = scenes.ColAccent
		}
		tx := x + 2*ir + 8
		c.Text(t.needLine(c, j, p, size, x+width-tx), tx, cy-size*0.62, size, col, scenes.Left)
		y += lead
	}
}

// pawnAtLeast is the least radius of a pawn whose icon reads 12 px and
// more on screen: a disc 20 px across.
func pawnAtLeast(c *scenes.Canvas) float64 {
	if px := c.ScreenPx(1); px > 0 {
		return 10 / px
	}
	return 10
}

// needR is the least radius of the pawn beside a need line of text size.
func (t *Table) needR(size float64) float64 { return math.Round(size * 0.62) }

// title names the hand shown.
func (t *Table) title() string {
	if t.humans() == 1 && !t.watched() {
		return "Your hand"
	}
	return t.handTitle
}

// needLine words the need of pawn p in slot j to fit width at size: in
// full, or short, or clipped. The words are kept while p, the size and the
// width hold, so a steady frame measures nothing.
func (t *Table) needLine(c *scenes.Canvas, j int, p piece, size, width float64) string {
	nl := &t.needLines[j]
	if nl.text != "" && nl.p == p && nl.size == size && nl.width == width {
		return nl.text
	}
	full, short := kindHidden[p.kind], kindHidden[p.kind]
	if p.known() {
		full, short = needText[p.pawn], needShort[p.pawn]
	}
	text := full
	if w, _ := c.Measure(full, size); w > width {
		text = scenes.Clip(c, short, size, width)
	}
	*nl = needLineText{p: p, size: size, width: width, text: text}
	return text
}

// needLineText is the line of a pawn's need as last written.
type needLineText struct {
	p           piece
	size, width float64
	text        string
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

// drawBag shows how many pawns of each kind the bag holds: a panel with
// a pawn and a count per kind, or on a narrow strip a row of them.
func (t *Table) drawBag(c *scenes.Canvas) {
	a := t.art
	r := t.lay.bag
	u := t.lay.u
	a.box(c, r, 12, color.RGBA{0x1c, 0x23, 0x37, 0xff}, colNone, 1)
	num := clearly(c, 15*u)
	if t.lay.bagRow {
		lw, _ := c.Measure("Bag", num)
		c.Bold("Bag", r.X+10, r.Y+(r.H-num)/2-1, num, scenes.ColText, scenes.Left)
		x0 := r.X + 10 + lw + 10
		step := (r.X + r.W - 6 - x0) / float64(len(bagKinds))
		pr := math.Min(math.Max(math.Min(r.H*0.4, step*0.3), pawnAtLeast(c)), step*0.4)
		c.Symbol("bag pawn", 2*pr)
		for i, k := range bagKinds {
			x := x0 + step*float64(i) + pr
			n := t.bagCount(k)
			alpha := 1.0
			if n == 0 {
				alpha = 0.25
			}
			a.blit(c, a.pawnBack(k, pr), x, r.Y+r.H/2, 1, 1, alpha)
			c.Bold(scenes.Itoa(n), x+pr+4, r.Y+(r.H-num)/2-1, num, scenes.ColText, scenes.Left)
		}
		return
	}
	c.Bold("Bag", r.X+14, r.Y+8*u, c.AtLeast(17*u), scenes.ColText, scenes.Left)
	c.Text(scenes.Itoa(t.bagSize())+" pawns", r.X+24+32*u, r.Y+10*u, num, scenes.ColDim, scenes.Left)
	step := (r.W - 24) / float64(len(bagKinds))
	pr := math.Min(15*u, step*0.4)
	c.Symbol("bag pawn", 2*pr)
	for i, k := range bagKinds {
		x := r.X + 12 + step*(float64(i)+0.5)
		y := r.Y + r.H*0.55
		n := t.bagCount(k)
		alpha := 1.0
		if n == 0 {
			alpha = 0.25
		}
		a.blit(c, a.pawnBack(k, pr), x, y, 1, 1, alpha)
		c.Bold(scenes.Itoa(n), x, y+pr+2, num, scenes.ColText, scenes.Center)
	}
}
