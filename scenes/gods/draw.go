package gods

import (
	"image/color"
	"math"
	"starboard/rules"
	"strings"

	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/table"
	godsart "starboard/sprites/gods"
)

var (
	colPanel    = color.RGBA{0x15, 0x1b, 0x2b, 0xf2}
	colPanelHi  = color.RGBA{0x22, 0x2b, 0x44, 0xff}
	colBorder   = scenes.ColBorder
	colAccent   = scenes.ColAccent
	colGood     = scenes.ColGood
	colShade    = color.RGBA{0x04, 0x06, 0x0c, 0xd0}
	colNone     = color.RGBA{}
	colSlot     = color.RGBA{0x0e, 0x13, 0x20, 0xff}
	colSlotEdge = color.RGBA{0x33, 0x3e, 0x5c, 0xff}
)

// Draw paints the board: the continents and their pawns, the strip with
// the words and the bag, the animation of the event playing, and a
// tooltip where the mouse rests. The kit draws the hand over it.
func (t *Table) Draw(c *scenes.Canvas, f *table.Frame[place]) {
	if t.view == nil || t.lay.area.W == 0 {
		return
	}
	t.Frame = f
	t.Now = f.Now
	if px := c.App.Scale(); px != t.lay.px {
		// A new scale: the headers may grow to be read on a phone.
		t.lay.px = px
		t.art.ensure(0)
		t.Layout(t.lay.area)
	}
	t.art.budget(c)
	t.anim.on = t.anim.on && f.Anim.On && f.Anim.Event == t.anim.ev
	t.anim.t = f.Anim.T
	t.art.ensure(c.Scale)
	t.syncHand()
	t.tapRects()
	t.drawBoard(c)
	t.drawBar(c)
	t.hv.gone.Draw(c)
	t.drawAnim(c)
	t.drawTooltip(c, f)
}

// pulse is a slow glow in [0.55, 1] for legal targets.
func (t *Table) pulse() float64 { return 0.775 + 0.225*math.Sin(float64(t.Now)*0.12) }

func (t *Table) drawBoard(c *scenes.Canvas) {
	a := t.art
	t.asideAt = scenes.Rect{}
	for ci := 0; ci < gods.Continents; ci++ {
		r := t.lay.cont[ci]
		cx, cy := r.Center()
		alpha, scale := 1.0, 1.0
		aside := t.setAside() == ci
		if aside {
			alpha = 0.38
		}
		if t.anim.on && t.anim.kind == anOpen && t.anim.cont == ci {
			p := scenes.EaseOut(t.anim.t)
			alpha, scale = 0.38+0.62*p, 0.94+0.06*scenes.Back(p)
		}
		a.blit(c, a.continent(ci, &t.lay), cx, cy, scale, scale, alpha)
		t.drawHeader(c, ci, alpha)
		if aside {
			t.drawAside(c, ci)
		}
		if v := t.validated(ci); v != 0 && !(t.anim.on && t.anim.kind == anCont && t.anim.cont == ci && t.anim.t < 0.3) {
			if v > 0 {
				a.blit(c, a.frame(r.W, r.H, 18, colGood), cx, cy, 1, 1, t.pulse())
			} else {
				a.box(c, r, 18, color.RGBA{0, 0, 0, 0x60}, colNone, 1)
			}
		}
		switch {
		case t.Frame.Light(place{kind: plCont, a: int8(ci)}) != table.Unlit:
			a.blit(c, a.frame(r.W, r.H, 18, colAccent), cx, cy, 1, 1, t.pulse())
			t.Frame.Marked(r)
		case t.designated() == ci && !t.finalCheck():
			a.blit(c, a.frame(r.W, r.H, 18, colAccent), cx, cy, 1, 1, 0.9)
		}
		if t.anim.on && t.anim.kind == anCont && t.anim.cont == ci {
			col := colAccent
			if t.finalCheck() {
				col = colGood
				if t.validated(ci) < 0 {
					col = scenes.ColBad
				}
			}
			a.blit(c, a.frame(r.W, r.H, 18, col), cx, cy, 1, 1, scenes.Pulse(t.anim.t))
		}
		t.drawSpaces(c, ci, alpha)
		if t.anim.on && t.anim.kind == anOpen && t.anim.cont == ci {
			t.drawOpening(c, ci)
		}
	}
}

// drawOpening announces the continent that comes into play, and shows the
// Bacteria leaving it for the bag.
func (t *Table) drawOpening(c *scenes.Canvas, ci int) {
	a := t.art
	pr := t.anim.t
	r := t.lay.cont[ci]
	cx, cy := r.X+r.W/2, r.Y+t.lay.tabH+(r.H-t.lay.tabH)/2
	alpha := math.Min(1, math.Min(pr*5, (1-pr)*4))
	tag := tagRect(c, cx, cy, 340, 22, 15, t.openTxt, "The Bacteria go into the bag")
	a.box(c, tag, 14, color.RGBA{0x0a, 0x0c, 0x14, 0xe8}, colAccent, alpha)
	if alpha > 0.5 {
		head, sub := c.AtLeast(22), c.AtLeast(15)
		c.Bold(t.openTxt, cx, tag.Y+8, head, scenes.ColAccent, scenes.Center)
		c.Text("The Bacteria go into the bag", cx, tag.Y+8+head*1.4, sub, scenes.ColDim, scenes.Center)
	}
	bx, by := t.lay.bagPoint()
	e := scenes.EaseInOut(pr)
	br := t.lay.pawnR * 0.7
	for k := -1.0; k <= 1; k += 2 {
		sx := tag.X + tag.W/2 + k*(tag.W/2+br+6)
		x := sx + (bx-sx)*e
		y := cy + (by-cy)*e - 60*scenes.Pulse(pr)
		a.blit(c, a.pawnBack(gods.Bacteria, br), x, y, 1, 1, 1)
	}
}

func (t *Table) drawHeader(c *scenes.Canvas, ci int, alpha float64) {
	r := t.lay.cont[ci]
	a := t.art
	k := t.lay.k
	mid := r.Y + t.lay.tabH/2
	a.blit(c, a.disc(17*k, color.RGBA{0xf5, 0xed, 0xd6, 0xff}), r.X+13+17*k, mid, 1, 1, alpha)
	c.Bold(contLetters[ci], r.X+13+17*k, mid-12*k, 22*k, scenes.ColBackground, scenes.Center)
	f := &t.art.conts[ci].face
	if t.lay.phone {
		name := scenes.Clip(c, f.Name, 18*k, r.W-(22+34*k)-24)
		c.Bold(name, r.X+22+34*k, r.Y+6*k, 18*k, scenes.ColText, scenes.Left)
	} else {
		c.Bold(f.Name, r.X+22+34*k, mid-11*k, 18*k, scenes.ColText, scenes.Left)
	}
	after, band := t.headRoom(c, ci)
	mid = band.Y + band.H/2
	diff := "easy face"
	if f.Difficult {
		diff = "difficult face"
	}
	size := c.AtLeast(14 * k)
	if text, good, ok := t.contOutcome(ci); ok {
		size = c.AtLeast(16 * k)
		col := scenes.ColBad
		if good {
			col = scenes.ColGood
		}
		room := r.X + r.W - 32 - (after + 24)
		// Whole reasons rather than a cut one: the final check's panel
		// lists them all.
		w, _ := c.App.Text.Measure(text, size, true)
		for w > room {
			i := strings.LastIndex(text, " · ")
			if i < 0 {
				break
			}
			text = text[:i]
			w, _ = c.App.Text.Measure(text, size, true)
		}
		w = min(w, room)
		// On a dark pill, so the red and green read on every continent's colour.
		pill := scenes.Rect{X: r.X + r.W - 24 - w, Y: mid - size*0.62 - 5, W: w + 16, H: size*1.24 + 10}
		a.box(c, pill, pill.H/2, color.RGBA{0x0a, 0x0c, 0x14, 0xd8}, colNone, alpha)
		c.Bold(scenes.Clip(c, text, size, room), r.X+r.W-16, mid-size*0.62, size, col, scenes.Right)
		return
	}
	switch {
	case ci == t.setAside():
	case t.lay.phone:
		c.Text(diff, after+24, mid-size*0.62, size, scenes.ColDim, scenes.Left)
	default:
		c.Text(diff, r.X+r.W-16, mid-9*k, size, scenes.ColDim, scenes.Right)
	}
}

// headRoom returns where continent ci's header has room for more than
// its name: from after on, in band. That is the header, past the name;
// on a phone, the header's second line, under the name.
func (t *Table) headRoom(c *scenes.Canvas, ci int) (after float64, band scenes.Rect) {
	k := t.lay.k
	tab := t.lay.tab[ci]
	x := tab.X + 22 + 34*k
	if t.lay.phone {
		return x - 24, scenes.Rect{X: tab.X, Y: tab.Y + 29*k, W: tab.W, H: 24 * k}
	}
	nw, _ := c.App.Text.Measure(t.art.conts[ci].face.Name, 18*k, true)
	return x + nw, tab
}

// contOutcome words what the final check found on continent c, once it
// is told: validated and its points, or why not. The words are kept
// while what they say holds.
func (t *Table) contOutcome(c int) (text string, good, ok bool) {
	v := t.validated(c)
	if !t.finalCheck() || v == 0 {
		return "", false, false
	}
	unmet, empty, water := 0, 0, 0
	for sp := 0; sp < gods.ElementSpaces; sp++ {
		p := t.pieceAt(c, sp)
		switch {
		case !p.on:
			empty++
		case t.revealed(c, sp) < 0:
			unmet++
		}
		if p.on && p.kind == gods.Water {
			water++
		}
	}
	key := [4]int8{v, int8(unmet), int8(empty), int8(water)}
	o := &t.outcomes[c]
	if o.text != "" && o.key == key {
		return o.text, v > 0, true
	}
	text = "validated"
	if v < 0 {
		var why []string
		if empty > 0 {
			why = append(why, "not full")
		}
		if unmet > 0 {
			why = append(why, plural(unmet, "need")+" unmet")
		}
		if water != 1 && empty == 0 {
			why = append(why, plural(water, "Water"))
		}
		text = "not validated"
		if len(why) > 0 {
			text = strings.Join(why, " · ")
		}
	}
	*o = outcome{key: key, text: text}
	return text, v > 0, true
}

// outcome is the words of a continent's final check as last written.
type outcome struct {
	key  [4]int8
	text string
}

// plural writes n things: "1 need", "3 needs", "no Water".
func plural(n int, thing string) string {
	switch {
	case n == 0:
		return "no " + thing
	case n == 1 || thing == "Water":
		return scenes.Itoa(n) + " " + thing
	}
	return scenes.Itoa(n) + " " + thing + "s"
}

// drawAside marks the continent set aside in its header, where it
// covers none of the spaces whose soils a player plans with: the two
// Bacteria waiting on it, "SET ASIDE" and, where the header has room,
// what opens it.
func (t *Table) drawAside(c *scenes.Canvas, ci int) {
	a := t.art
	k := t.lay.k
	head, sub := c.AtLeast(15*k), c.AtLeast(12*k)
	const line = "until a continent is full"
	after, r := t.headRoom(c, ci)
	room := r.X + r.W - 10 - (after + 16)
	br := min(t.lay.pawnR*0.55, r.H*0.3)
	discs := 4*br + 10
	hw, _ := c.App.Text.Measure("SET ASIDE", head, true)
	lw, _ := c.Measure(line, sub)
	twoLines := head*1.15+sub*1.2+8 <= r.H-4 && discs+max(hw, lw)+24 <= room
	w := discs + hw + 24
	if twoLines {
		w = discs + max(hw, lw) + 24
	} else if w > room {
		w, discs = hw+24, 0
	}
	h := head*1.3 + 8
	if twoLines {
		h = head*1.15 + sub*1.2 + 8
	}
	tag := scenes.Rect{X: r.X + r.W - 10 - w, Y: r.Y + (r.H-h)/2, W: w, H: h}
	t.asideAt = tag
	a.box(c, tag, 10, color.RGBA{0x0a, 0x0c, 0x14, 0xe8}, colBorder, 1)
	tx := tag.X + 12 + discs + (w-24-discs)/2
	if twoLines {
		c.Bold("SET ASIDE", tx, tag.Y+4, head, scenes.ColAccent, scenes.Center)
		c.Text(line, tx, tag.Y+4+head*1.15, sub, scenes.ColText, scenes.Center)
	} else {
		c.Bold("SET ASIDE", tx, tag.Y+4, head, scenes.ColAccent, scenes.Center)
	}
	if discs > 0 {
		cy := tag.Y + tag.H/2
		a.blit(c, a.pawnBack(gods.Bacteria, br), tag.X+10+br, cy, 1, 1, 1)
		a.blit(c, a.pawnBack(gods.Bacteria, br), tag.X+10+3*br+4, cy, 1, 1, 1)
	}
}

// tagRect is a tag centred on cx, cy, at least w wide, holding a heading
// of size head and a line of size sub, both legible in a small window.
func tagRect(c *scenes.Canvas, cx, cy, w, head, sub float64, heading, line string) scenes.Rect {
	head, sub = c.AtLeast(head), c.AtLeast(sub)
	lw, _ := c.Measure(line, sub)
	hw, _ := c.App.Text.Measure(heading, head, true)
	w = max(w, lw+32, hw+32)
	h := 8 + head*1.4 + sub*1.3 + 6
	return scenes.Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}
}

func (t *Table) drawSpaces(c *scenes.Canvas, ci int, alpha float64) {
	a := t.art
	lookC, lookS := t.view.Looked()
	for sp := 0; sp < gods.Spaces; sp++ {
		i := int16(ci*gods.Spaces + sp)
		x, y := t.spacePos(i)
		ring := t.lay.spaceR + 5
		switch t.Frame.Light(spacePlace(int16(ci), int16(sp))) {
		case table.Selected:
			a.blit(c, a.ring(ring, 5, colAccent), x, y, 1, 1, 1)
		case table.Target:
			a.blit(c, a.glow(ring, colAccent), x, y, 1, 1, t.pulse())
			a.blit(c, a.ring(ring, 3, colAccent), x, y, 1, 1, 1)
			t.Frame.Marked(t.SpaceRect(ci, sp))
		case table.Start:
			a.blit(c, a.glow(ring, colAccent), x, y, 1, 1, t.pulse())
			t.Frame.Marked(t.SpaceRect(ci, sp))
		}
		if ci == lookC && sp == lookS {
			a.blit(c, a.ring(ring, 4, colGood), x, y, 1, 1, 1)
		}
		p := t.pieceAt(ci, sp)
		if !p.on || t.anim.hidesSpace(i) {
			continue
		}
		unmet := sp < gods.ElementSpaces && t.revealed(ci, sp) < 0
		if unmet {
			// The need stays readable: an amber rim and a small warning badge
			// say it failed.
			a.blit(c, a.ring(t.lay.pawnR+3, 4, colCross), x, y, 1, 1, alpha)
		}
		if seat, ok := t.placer(i); ok && !t.finalCheck() {
			t.drawNew(c, seat, x, y)
		}
		t.drawPiece(c, p, x, y, t.lay.pawnR, 1, alpha)
		// The badges at least 13 px on screen: drawn for a pawn of
		// radius br (a small window's pawns gave 10 px ones).
		r := t.lay.pawnR
		br := max(r, c.AtLeast(13)/(2*0.36))
		switch {
		case unmet:
			a.blit(c, a.strike(br), x+r*0.74, y+r*0.74, 1, 1, 1)
			c.Symbol("unmet badge", 2*strikeR(br))
		case t.needNow(ci, sp, p) > 0:
			a.blit(c, a.tick(br), x+r*0.74, y+r*0.74, 1, 1, alpha)
			c.Symbol("met badge", 2*strikeR(br))
		case t.needNow(ci, sp, p) < 0:
			a.blit(c, a.strike(br), x+r*0.74, y+r*0.74, 1, 1, alpha)
			c.Symbol("unmet badge", 2*strikeR(br))
		}
		if t.view.Over() && sp == gods.WhiteSpace && !p.up {
			chip := scenes.Rect{X: x + t.lay.pawnR*0.35, Y: y - t.lay.pawnR - 6, W: 34, H: 22}
			a.box(c, chip, 11, colGood, colNone, 1)
			c.Bold("+1", chip.X+17, chip.Y+3, 15, scenes.ColBackground, scenes.Center)
		}
	}
}

// drawNew marks the pawn at x, y as the last that seat placed: a ring of
// the seat's colour and a "new" tag over the pawn's upper left.
func (t *Table) drawNew(c *scenes.Canvas, seat rules.Seat, x, y float64) {
	a := t.art
	col := a.seatColor(int(seat))
	a.blit(c, a.ring(t.lay.pawnR+4, 3, col), x, y, 1, 1, 1)
	size := c.AtLeast(12)
	w, _ := c.App.Text.Measure("new", size, true)
	r := t.lay.pawnR
	tag := scenes.Rect{X: x - r*0.8 - w/2 - 5, Y: y - r - size*0.9, W: w + 10, H: size * 1.3}
	a.box(c, tag, tag.H/2, col, colNone, 1)
	c.Bold("new", tag.X+tag.W/2, tag.Y+size*0.12, size, scenes.ColBackground, scenes.Center)
}

// drawPiece draws a pawn: need side up when it shows, else its colour and
// icon, with a need badge when the viewer knows what it needs.
func (t *Table) drawPiece(c *scenes.Canvas, p piece, x, y, r, sx, alpha float64) {
	a := t.art
	if p.up && p.known() {
		a.blit(c, a.pawnNeed(p.pawn, r), x, y, sx, 1, alpha)
		c.Symbol("pawn need", 2*r)
		return
	}
	a.blit(c, a.pawnBack(p.kind, r), x, y, sx, 1, alpha)
	if p.known() && sx > 0.6 {
		br := math.Max(r*0.46, max(11, c.AtLeast(13)/2))
		a.blit(c, a.badge(p.pawn, br), x+r*0.78, y-r*0.72, 1, 1, alpha)
		c.Symbol("need badge", 2*br)
	}
}

// drawHandPiece draws a pawn of the viewer's hand: need side up, with a
// chip of its colour and icon.
func (t *Table) drawHandPiece(c *scenes.Canvas, p piece, x, y, r, alpha float64) {
	a := t.art
	if !p.known() {
		a.blit(c, a.pawnBack(p.kind, r), x, y, 1, 1, alpha)
		return
	}
	a.blit(c, a.pawnNeed(p.pawn, r), x, y, 1, 1, alpha)
	c.Symbol("pawn need", 2*r)
	cr := r * 0.4
	a.blit(c, a.pawnBack(p.kind, cr), x-r*0.82, y+r*0.72, 1, 1, alpha)
}

func (t *Table) drawAnim(c *scenes.Canvas) {
	an := &t.anim
	if !an.on {
		return
	}
	a := t.art
	pr := an.t
	switch an.kind {
	case anFly:
		e := scenes.EaseInOut(pr)
		lift := 1 + 0.25*scenes.Pulse(pr)
		for k := 0; k < an.n; k++ {
			f := &an.flights[k]
			x := f.fx + (f.tx-f.fx)*e
			y := f.fy + (f.ty-f.fy)*e - 40*scenes.Pulse(pr)
			r := a.quant((f.fr + (f.tr-f.fr)*e) * lift)
			if f.space < 0 && t.inHand(rules.Seat(f.seat)) {
				t.drawHandPiece(c, f.p, x, y, r, 1)
			} else {
				t.drawPiece(c, f.p, x, y, r, 1, 1)
			}
		}
	case anFlip:
		x, y := t.spacePos(an.space)
		r := a.quant(t.lay.pawnR * (1 + 0.2*scenes.Pulse(pr)))
		if pr < 0.5 {
			t.drawPiece(c, an.old, x, y, r, 1-2*pr, 1)
		} else {
			t.drawPiece(c, t.pieceAt(int(an.space)/gods.Spaces, int(an.space)%gods.Spaces), x, y, r, 2*pr-1, 1)
		}
	case anPulse:
		var x, y float64
		switch {
		case an.space >= 0:
			x, y = t.spacePos(an.space)
		case an.slot >= 0:
			x, y, _ = t.slotPos(an.seat, an.slot)
		default:
			return
		}
		r := t.lay.spaceR + 4 + 14*pr
		a.blit(c, a.ring(t.lay.spaceR+4, 4, colAccent), x, y, r/(t.lay.spaceR+4), r/(t.lay.spaceR+4), 1-pr)
	case anBacteria:
		t.drawBacteria(c, pr)
	}
}

// drawBacteria shows the Bacteria drawn, large, with what it does.
func (t *Table) drawBacteria(c *scenes.Canvas, pr float64) {
	a := t.art
	b := t.lay.board
	cx, cy := b.X+b.W/2, b.Y+b.H/2
	in := scenes.EaseOut(math.Min(1, pr*4))
	alpha := math.Min(1, (1-pr)*6)
	card := scenes.Rect{X: cx - 260, Y: cy - 120, W: 520, H: 240}
	a.box(c, card, 22, color.RGBA{0x1d, 0x12, 0x2c, 0xf4}, godsart.KindColor(gods.Bacteria), alpha)
	r := 58 * (0.6 + 0.4*scenes.Back(in))
	a.blit(c, a.pawnNeed(t.anim.pawn, 58), card.X+90, cy, r/58, r/58, alpha)
	c.Bold(t.anim.caption, card.X+170, card.Y+48, 22, scenes.ColText, scenes.Left)
	n := gods.NeedOf(t.anim.pawn)
	c.Bold(effectNames[n.Effect], card.X+170, card.Y+90, 34, scenes.ColAccent, scenes.Left)
	c.Text(effectLines[n.Effect][0], card.X+170, card.Y+144, 17, scenes.ColDim, scenes.Left)
	c.Text(effectLines[n.Effect][1], card.X+170, card.Y+168, 17, scenes.ColDim, scenes.Left)
}

var effectNames = [...]string{gods.Share: "Share!", gods.Shift: "Move!"}

var effectLines = [...][2]string{
	gods.Share: {"Every god passes one pawn", "to the god on their left."},
	gods.Shift: {"Move a placed pawn to a free", "space of another continent."},
}

// tipDelay is how many ticks the mouse rests on a thing before its
// tooltip shows.
const tipDelay = 24

// drawTooltip words what the mouse rests on, after a moment: the need of
// a pawn the viewer knows, or its kind, or a space's soil, or a pawn a god
// holds in the seat list. It goes beside the thing it words, never over
// it. None shows while the final check reveals the needs; on the final
// board, once the results are up, a pawn's says whether its need was met.
func (t *Table) drawTooltip(c *scenes.Canvas, f *table.Frame[place]) {
	h := &t.hover
	t.tipOn = false
	key, text, pawn, thing := -1, "", gods.NoPawn, scenes.Rect{}
	if f.Hover && (!t.since.checking || f.Final) && (t.hv.hand.Len() == 0 || !t.hv.hand.Busy()) {
		key, text, pawn, thing = t.describeAt(f.X, f.Y)
	}
	if key != h.key {
		h.key, h.since, h.text = key, t.Now, ""
		if key >= rosterKey && key < bagKey {
			seat := rules.Seat((key - rosterKey) / gods.HandSize)
			h.text = t.name.name(seat) + " holds " + t.pieceText(t.pieceIn(seat, (key-rosterKey)%gods.HandSize))
		}
	}
	if key == bagKey && (h.text == "" || h.bag != t.bagSize()) {
		h.text, h.bag = t.bagText(), t.bagSize()
	}
	if key >= rosterKey {
		text = h.text
	}
	if key < 0 || text == "" || t.Now-h.since < tipDelay {
		return
	}
	r := t.tooltipRect(c, text, pawn != gods.NoPawn, thing, f.Lit())
	t.tip, t.tipText, t.tipOn = r, text, true
	ht := r.H
	t.art.box(c, r, 12, colPanelHi, colAccent, 1)
	pad := 16.0
	if pawn != gods.NoPawn {
		pad = 84
		t.art.blit(c, t.art.pawnNeed(pawn, 32), r.X+42, r.Y+ht/2, 1, 1, 1)
	}
	first, second, two := strings.Cut(text, "\n")
	if !two {
		c.Text(text, r.X+pad, r.Y+ht/2-10, 17, scenes.ColText, scenes.Left)
		return
	}
	c.Text(first, r.X+pad, r.Y+ht/2-21, 17, scenes.ColText, scenes.Left)
	c.Text(second, r.X+pad, r.Y+ht/2+1, 17, scenes.ColAccent, scenes.Left)
}

// tooltipRect is where the tooltip of text goes for the thing it words:
// beside it, off the places lit for the player's choice and the hand,
// inside the board's area.
func (t *Table) tooltipRect(c *scenes.Canvas, text string, big bool, thing scenes.Rect, lit []scenes.Rect) scenes.Rect {
	// A second line (after "\n") says whose last move a pawn is.
	first, second, two := strings.Cut(text, "\n")
	w, _ := c.Measure(first, 17)
	pad, ht := 16.0, 44.0
	if two {
		w2, _ := c.Measure(second, 17)
		w, ht = max(w, w2), 66
	}
	if big {
		pad, ht = 84, 84
	}
	a := t.lay.area
	w = math.Min(math.Ceil((w+pad+20)/16)*16, a.W)
	if !thing.Overlaps(a) {
		// A pawn in the seat list: the panel draws over the board, so the
		// words go on the board's edge nearest to it.
		ry := thing.Y + thing.H/2 - ht/2
		if thing.Y > a.Y+a.H {
			ry = a.Y + a.H - ht
		}
		ry = math.Max(a.Y, math.Min(ry, a.Y+a.H-ht))
		return scenes.Rect{X: a.X + a.W - w, Y: ry, W: w, H: ht}
	}
	// The kit draws the hand over the board: the words keep off its fan,
	// and off the needs beside it, which a pawn's tooltip would repeat.
	// Nor does it cover a continent's title (the sixteenth review).
	keep := [2 + gods.Continents]scenes.Rect{t.lay.fan.Inset(-8), t.lay.words}
	for ci, r := range t.lay.cont {
		keep[2+ci] = scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: t.lay.tabH}
	}
	return scenes.BesideKeeping(thing, w, ht, a, lit, keep[:])
}

// asideKey is the hover key of the set-aside continent's tag and the
// Bacteria beside it, handKey the first of the pawns of the viewer's
// hand, rosterKey that of the pawns in the seat list, and bagKey the
// bag's.
const (
	asideKey  = 850
	handKey   = 900
	rosterKey = 1000
	bagKey    = 2000
)

// bagText words what the bag holds.
func (t *Table) bagText() string {
	text := "The bag holds " + plural(t.bagSize(), "pawn")
	sep := ": "
	for _, k := range bagKinds {
		if n := t.bagCount(k); n > 0 {
			text += sep + scenes.Itoa(n) + " " + k.String()
			sep = ", "
		}
	}
	return text
}

// describeAt returns a key for the thing at x, y (a space of the board, a
// pawn of the viewer's hand or the seat list, the bag), its tooltip (written by drawTooltip
// for a pawn in the seat list and the bag), its pawn and its rectangle,
// or -1.
func (t *Table) describeAt(x, y float64) (int, string, gods.Pawn, scenes.Rect) {
	if hd := t.hv.hand; hd.Len() > 0 && t.lay.fan.Contains(x, y) {
		if i := hd.CardAt(x, y); i >= 0 {
			j := hd.Card(i).ID
			if p := t.pieceIn(t.handSeat(), j); p.on {
				return handKey + j, t.pieceText(p), p.pawn, t.lay.fan
			}
		}
	}
	for ci := 0; ci < gods.Continents; ci++ {
		if !t.lay.cont[ci].Contains(x, y) {
			continue
		}
		if ci == t.setAside() && t.asideAt.W > 0 {
			if t.asideAt.Contains(x, y) {
				return asideKey, "Continent " + contLetters[ci] + " is set aside with its two Bacteria: once a first continent's five element spaces are full, it comes into play and the Bacteria go into the bag.", gods.NoPawn, t.asideAt
			}
		}
		for sp := 0; sp < gods.Spaces; sp++ {
			rc := t.SpaceRect(ci, sp)
			if !rc.Contains(x, y) {
				continue
			}
			if p := t.pieceAt(ci, sp); p.on {
				text := t.pieceText(p)
				if sp < gods.ElementSpaces {
					switch t.revealed(ci, sp) {
					case 1:
						text += " (met)"
					case -1:
						text += " (not met)"
					case 0:
						text += needNowText[t.needNow(ci, sp, p)+1]
					}
				}
				if seat, ok := t.placer(int16(ci*gods.Spaces + sp)); ok && !t.finalCheck() {
					text += "\nNew: " + t.name.name(seat) + " placed it last"
				}
				return ci*gods.Spaces + sp, text, p.pawn, rc
			}
			return ci*gods.Spaces + sp, t.spaceTxt[ci][sp], gods.NoPawn, rc
		}
	}
	for seat := range t.bots {
		area := t.seatArea[seat]
		if !area.Contains(x, y) {
			continue
		}
		rad := t.seatR
		for j := 0; j < gods.HandSize; j++ {
			mx, my := t.miniPos(rules.Seat(seat), j, area)
			rc := scenes.Rect{X: mx - rad, Y: my - rad, W: 2 * rad, H: 2 * rad}
			if p := t.pieceIn(rules.Seat(seat), j); p.on && rc.Contains(x, y) {
				return rosterKey + seat*gods.HandSize + j, "", p.pawn, rc
			}
		}
	}
	if t.lay.bag.Contains(x, y) {
		return bagKey, "", gods.NoPawn, t.lay.bag
	}
	return -1, "", gods.NoPawn, scenes.Rect{}
}

// needNow returns 1 when the need of piece p, on element space sp of
// continent c, is met by the board as it stands, -1 when it is not, and
// 0 when there is nothing to judge: the viewer does not know the need,
// the pawn has none, the final check tells it instead, or the board
// drawn is not yet the view's.
func (t *Table) needNow(c, sp int, p piece) int {
	if !p.known() || t.finalCheck() || t.view.At(c, sp).Pawn != p.pawn {
		return 0
	}
	met, known := t.view.NeedMet(c, sp)
	switch {
	case !known:
		return 0
	case met:
		return 1
	}
	return -1
}

// needNowText words needNow's verdict for a board pawn's tooltip, by
// verdict plus 1.
var needNowText = [3]string{
	" · not met as the board stands (amber !); later pawns may change that",
	"",
	" · met as the board stands (green check); later pawns may change that",
}

func (t *Table) pieceText(p piece) string {
	if p.known() {
		return needText[p.pawn]
	}
	return kindHidden[p.kind]
}

// Tooltip returns the tooltip drawn in the last frame, if one was.
func (t *Table) Tooltip() (r scenes.Rect, text string, on bool) { return t.tip, t.tipText, t.tipOn }

// Area returns the board's area, which the kit gave it.
func (t *Table) Area() scenes.Rect { return t.lay.area }
