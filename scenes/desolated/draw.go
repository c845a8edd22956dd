package desolated

import (
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/table"
)

var (
	colTable = color.RGBA{0x14, 0x16, 0x1c, 0xff}
	colGlow  = color.RGBA{0xf2, 0xb9, 0x50, 0xff}
	colPick  = color.RGBA{0x7f, 0xe0, 0xff, 0xff}
	colShade = color.RGBA{0, 0, 0, 0xa0}
	colWhite = color.RGBA{0xff, 0xff, 0xff, 0xff}
	colDue   = color.RGBA{0x7c, 0xff, 0x9e, 0xff}
	colAside = color.RGBA{0x10, 0x13, 0x1c, 0xe8}
)

// Draw paints the board; the kit draws the backdrop, the hand, its panel
// and the overlays.
func (t *Board) Draw(c *scenes.Canvas, f *table.Frame[obj]) {
	t.Frame, t.Now = f, f.Now
	if t.app != c.App || t.lay.k != t.enlarge() {
		// The first frame, or a new scale: the texts' room changes.
		t.app = c.App
		t.Layout(t.lay.main)
	}
	if t.view == nil {
		return
	}
	// The hand is set aside while another seat's inventory shows: its
	// cards are the viewer's, not that seat's (DrawOver says so on it).
	t.hand.Node.Alpha = 1
	if t.handAside() {
		t.hand.Node.Alpha = asideAlpha
	}
	t.faces.budget()
	if !t.opened {
		// The table's opening: the board shows once every face on it is
		// made, a few a frame, never as plain boxes first (twelfth review).
		if t.dryImg == nil {
			t.dryImg = ebiten.NewImage(1, 1)
		}
		dry := *c
		dry.Dst = t.dryImg
		t.faces.dry, t.faces.missed = true, false
		t.drawBoard(&dry, f)
		t.faces.dry = false
		if t.faces.missed {
			return
		}
		t.opened = true
	}
	t.drawBoard(c, f)
}

// drawBoard paints the board's things: the rows, the stage, the
// inventory, the payment, the hand's name and the cards in flight.
func (t *Board) drawBoard(c *scenes.Canvas, f *table.Frame[obj]) {
	t.quietHand = t.Prompt.Kind == "action" && t.boardLit()
	t.drawRows(c)
	t.drawStage(c)
	t.drawInventory(c)
	t.drawPay(c)
	t.drawHandLabel(c)
	t.drawFlight(c, f)
	t.drawStrips(c) // over the cards in flight: the seats' summaries stay readable
}

// asideAlpha is the opacity of the hand while another seat's inventory
// shows.
const asideAlpha = 0.35

// DrawOver paints over the hand: the places a lifted, selected or dragged
// hand card may go, which that card would hide on a small screen; the
// words over the hand set aside while another seat's inventory shows; and
// the tip of what the mouse rests on, over everything on the table.
func (t *Board) DrawOver(c *scenes.Canvas, f *table.Frame[obj]) {
	if t.view == nil || t.app == nil || !t.opened {
		return
	}
	t.drawTargetsOver(c)
	t.drawAside(c)
	t.drawTip(c, f)
}

// handHeld reports whether a hand card is lifted, dragged or selected:
// raised over the fan, where it may hide the inventory.
func (t *Board) handHeld() bool {
	if t.hand.Lifted() >= 0 || t.hand.Dragging() >= 0 || t.hand.Selected() >= 0 {
		return true
	}
	for i := range t.hand.Len() {
		if t.Frame.Light(t.HandPlace(i)) == table.Selected {
			return true
		}
	}
	return false
}

// drawTargetsOver draws again, over the hand, the lights of the places a
// hand card held up may go (the upgrade places of the inventory, its
// Landmarks that store cards), so the raised card never hides them.
func (t *Board) drawTargetsOver(c *scenes.Canvas) {
	if t.Viewer == rules.NoSeat || t.inv.seat != t.Viewer || !t.handHeld() {
		return
	}
	if h := t.heldCard(); h >= 0 {
		t.heldBox = t.handCardBox(h)
		defer func() { t.heldBox = scenes.Rect{} }()
	}
	t.drawZones(c)
	for k, it := range t.inv.lms {
		if o := (obj{kind: objOwnLm, a: int16(k)}); t.Frame.Light(o) == table.Target {
			t.mark(c, o, it.r)
		}
	}
}

// handAside reports whether the hand is set aside: the viewer's cards
// under another seat's inventory.
func (t *Board) handAside() bool {
	return t.Viewer != rules.NoSeat && t.pinned != rules.NoSeat && t.pinned != t.Viewer && t.hand.Len() > 0
}

// handBox returns the room of the hand's fan at rest, on the canvas.
func (t *Board) handBox() scenes.Rect {
	l := &t.lay
	h := handH * l.handScale * handRise
	return scenes.Rect{X: l.handX - l.handWidth/2, Y: l.handY - h, W: l.handWidth, H: h}
}

// drawAside writes over the dimmed hand whose cards it holds, and how many
// the seat whose inventory shows holds, face down.
func (t *Board) drawAside(c *scenes.Canvas) {
	if !t.handAside() {
		return
	}
	box := t.handBox()
	size := c.AtLeast(16)
	w := min(box.W-16, max(t.textW(t.aside[0], size), t.textW(t.aside[1], size))+32)
	r := scenes.Rect{X: box.X + box.W/2 - w/2, Y: box.Y + box.H/2 - size*1.5, W: w, H: size * 3}
	c.RoundRect(r, 10, colAside)
	c.RoundRectStroke(r, 10, 1, scenes.ColBorder)
	c.Bold(scenes.Clip(c, t.aside[0], size, w-24), r.X+w/2, r.Y+size*0.2, size, scenes.ColText, scenes.Center)
	c.Text(scenes.Clip(c, t.aside[1], size, w-24), r.X+w/2, r.Y+size*1.45, size, scenes.ColDim, scenes.Center)
}

// asideLines words the two lines over the hand set aside, for the seat
// shown: whose hand it is, and what that seat holds.
func (t *Board) asideLines() {
	t.aside = [2]string{}
	if t.view == nil || t.Viewer == rules.NoSeat || t.pinned == rules.NoSeat || t.pinned == t.Viewer {
		return
	}
	other := "That seat"
	if int(t.pinned) < len(t.Names) {
		other = t.Names[t.pinned]
	}
	t.aside[0] = "Your hand, not " + other + "'s"
	t.aside[1] = other + " holds " + count(t.view.HandSize(t.pinned), "card") + ", face down"
}

// boardLit reports whether a place off the hand is lit as a move's
// start: then no kind of action has been chosen on the panel.
func (t *Board) boardLit() bool {
	lit := func(o obj) bool { return t.Frame.Light(o) == table.Start }
	for i := range dr.LandmarkRow {
		if lit(obj{kind: objLmRow, a: int16(i)}) {
			return true
		}
	}
	for i := range dr.InfluenceRow {
		if lit(obj{kind: objInfRow, a: int16(i)}) {
			return true
		}
	}
	for _, ic := range t.inv.cards {
		if lit(obj{kind: objInv, a: ic.pos}) {
			return true
		}
	}
	return false
}

// mark draws the kit's highlight of o at r when o is lit.
func (t *Board) mark(c *scenes.Canvas, o obj, r scenes.Rect) {
	if h := t.heldBox; h.W > 0 && r.X < h.X+h.W && h.X < r.X+r.W && r.Y+r.H > h.Y-lightReach {
		// Drawn over the hand: the light stops above the card held up
		// rather than cross its name (the twenty-sixth review), unless
		// the card hides nearly all of the place.
		if above := h.Y - lightReach - r.Y; above >= 16 {
			r.H = above
		}
	}
	t.Frame.Mark(c, o, r)
}

func (t *Board) drawRows(c *scenes.Canvas) {
	l := &t.lay
	mp, ip, lp := t.view.Piles()
	if l.tabbed {
		t.followLights()
		t.drawTabs(c)
	} else {
		pile(c, l.lmPile, l.k, lp, t.pileCounts[2], "Landmarks", func(r scenes.Rect) { t.faces.draw(c, faceLandmark, -1, r) })
		pile(c, l.infPile, l.k, ip, t.pileCounts[1], "Influence", func(r scenes.Rect) { t.faces.draw(c, faceInfluence, -1, r) })
		t.mark(c, obj{kind: objMatPile}, l.matPile)
		t.matLabelAt = pile(c, l.matPile, l.k, mp, t.pileCounts[0], "Materials", func(r scenes.Rect) { t.faces.draw(c, faceMaterial, -1, r) })
	}
	for i, r := range l.lmRow {
		if r.W == 0 {
			break // on a tab not open
		}
		// A light goes under its card: it never hides the links on a
		// card's edges, nor a neighbour's.
		t.mark(c, obj{kind: objLmRow, a: int16(i)}, r)
		if id := t.rowCard(objLmRow, i, t.view.LandmarkRowCard(i)); id >= 0 {
			c.Miniature(true) // a long press shows it large
			t.faces.draw(c, faceLandmark, id, r)
			c.Miniature(false)
		} else {
			emptySlot(c, r)
		}
	}
	var pileRoom [8]scenes.Rect
	piles := pileRoom[:0] // the tokens under the Influence cards
	for i, r := range l.infRow {
		if r.W == 0 {
			break
		}
		t.mark(c, obj{kind: objInfRow, a: int16(i)}, r)
		id, tokens := t.view.InfluenceRowCard(i)
		if id = t.rowCard(objInfRow, i, id); id >= 0 {
			c.Miniature(true) // a long press shows it large
			t.faces.draw(c, faceInfluence, id, r)
			c.Miniature(false)
		} else {
			emptySlot(c, r)
		}
		if i < len(t.placed) && id >= 0 {
			for m := range tokens {
				tokens[m] += t.placed[i][m]
			}
		}
		if tokens.Units() > 0 {
			tr := min(max(12*l.k, l.rowW*0.1), l.tokenRoom/2+1)
			piles = append(piles, t.faces.tokenPile(c, tokens, r.X+r.W/2, r.Y+r.H+tr+2, tr))
		}
	}
	for i, r := range l.matRow {
		if r.W == 0 {
			break
		}
		t.mark(c, obj{kind: objMatRow, a: int16(i)}, r)
		if id := t.rowCard(objMatRow, i, t.view.MaterialRowCard(i)); id >= 0 {
			c.Miniature(true) // a long press shows it large
			t.faces.draw(c, faceMaterial, id, r)
			c.Miniature(false)
		} else {
			emptySlot(c, r)
		}
	}
	disc := t.matDisc
	for len(disc) > 0 && t.flying(disc[len(disc)-1]) {
		disc = disc[:len(disc)-1] // it lands on the pile when its flight ends
	}
	if l.tabbed {
		// The discards are on the Materials tab.
	} else if len(disc) > 0 {
		c.Miniature(true) // a long press shows it large
		t.faces.draw(c, faceMaterial, disc[len(disc)-1], l.matDisc)
		c.Miniature(false)
		c.RoundRect(l.matDisc, 8, color.RGBA{0, 0, 0, 0x30}) // out of play, its name still clear
	} else {
		emptySlot(c, l.matDisc)
	}
	if !l.tabbed {
		// Beside, not under, the tokens left on the Influence card above.
		size := pileLabel * l.k
		w, _ := c.Measure("discards", size)
		lr := scenes.Rect{X: l.matDisc.X + l.matDisc.W/2 - w/2, Y: l.matDisc.Y - size*1.55, W: w, H: size * 1.2}
		for _, p := range piles {
			if p.Overlaps(lr) {
				lr.X = p.X + p.W + 6
			}
		}
		c.Text("discards", lr.X, lr.Y, size, scenes.ColDim, scenes.Left)
	}
	// The card a payment or an Earn is for.
	t.tagAt = scenes.Rect{}
	if t.settled {
		return
	}
	if slot, _, _, ok := t.view.Paying(); ok && slot >= 0 {
		r := l.infRow[min(slot, len(l.infRow)-1)]
		if t.view.PayingLandmark() {
			r = l.lmRow[min(slot, len(l.lmRow)-1)]
		}
		if r.W > 0 {
			t.tagAt = tagCard(c, r, l.main.Y, l.k, "paying for", t.Now)
		}
	} else if slot, _, _, ok := t.view.Earning(); ok && slot >= 0 && l.lmRow[0].W > 0 {
		t.tagAt = tagCard(c, l.lmRow[min(slot, len(l.lmRow)-1)], l.main.Y, l.k, "earning", t.Now)
	}
}

// tagCard frames the card at r in white and hangs a tag over it, its text
// k times its usual size: in the room over the card, clear of its cost,
// as far as the board's top (top) allows. It returns where the tag is.
func tagCard(c *scenes.Canvas, r scenes.Rect, top, k float64, tag string, now int64) scenes.Rect {
	table.DrawLight(c, r, table.Selected, now)
	size := 14 * k
	tw, _ := c.Measure(tag, size)
	h := size * 1.3
	tr := scenes.Rect{X: r.X + r.W/2 - tw/2 - 8*k, Y: max(top, r.Y-h-1), W: tw + 16*k, H: h}
	c.RoundRect(tr, tr.H/2, colWhite)
	c.Bold(tag, tr.X+tr.W/2, tr.Y+size*0.13, size, colTable, scenes.Center)
	return tr
}

// pile draws a face-down pile of n cards with its name over it and its
// count (n written out) on it, the texts k times their usual size. The
// name stands clear of the pile's light (DrawLight reaches 9 units out):
// a lit pile keeps its name readable. It returns where the name is.
func pile(c *scenes.Canvas, r scenes.Rect, k float64, n int, count, name string, back func(scenes.Rect)) scenes.Rect {
	ns := pileLabel * k
	nw, _ := c.Measure(name, ns)
	at := scenes.Rect{X: r.X + r.W/2 - nw/2, Y: r.Y - lightReach - 2 - ns*1.05, W: nw, H: ns * 1.05}
	c.Text(name, r.X+r.W/2, at.Y, ns, scenes.ColDim, scenes.Center)
	if n == 0 {
		emptySlot(c, r)
		return at
	}
	for k := min(n, 3) - 1; k > 0; k-- {
		back(scenes.Rect{X: r.X + float64(k)*2, Y: r.Y - float64(k)*2, W: r.W, H: r.H})
	}
	back(r)
	size := c.AtLeast(17)
	w := min(r.W-4, max(44, size*2.2))
	c.RoundRect(scenes.Rect{X: r.X + r.W/2 - w/2, Y: r.Y + r.H - size*1.76, W: w, H: size * 1.41}, 8, colShade)
	c.Bold(count, r.X+r.W/2, r.Y+r.H-size*1.76, size, scenes.ColText, scenes.Center)
	return at
}

// lightReach is how far the kit's light of a place reaches out of it.
const lightReach = 9

func emptySlot(c *scenes.Canvas, r scenes.Rect) {
	c.RoundRectStroke(r, 8, 1.5, color.RGBA{0x3a, 0x3e, 0x4a, 0xff})
}

// drawStage draws the cards revealed for a choice and the materials to
// choose from, beside the Material row; with no choice there, the round
// and how the game ends.
func (t *Board) drawStage(c *scenes.Canvas) {
	if t.stageIdle() {
		t.drawRound(c)
		return
	}
	for i, id := range t.view.Revealed() {
		if o := (obj{kind: objRevealed, a: int16(i)}); id >= 0 {
			r, _ := t.Where(o)
			c.Miniature(true) // a long press shows it large
			t.faces.draw(c, faceMaterial, id, r)
			c.Miniature(false)
			t.mark(c, o, r)
		}
	}
	for m := range dr.NumMaterials {
		o := obj{kind: objMaterial, a: int16(m)}
		if t.Frame.Light(o) == table.Unlit {
			continue
		}
		r, _ := t.Where(o)
		c.RoundRect(r, 10, scenes.ColPanelHi)
		t.faces.materialChip(c, dr.Material(m), r.X+r.W/2, r.Y+r.H/2, 16)
		t.mark(c, o, r)
	}
}

// stageIdle reports whether no card is revealed and no material is offered
// on the stage.
func (t *Board) stageIdle() bool {
	for _, id := range t.view.Revealed() {
		if id >= 0 {
			return false
		}
	}
	for m := range dr.NumMaterials {
		if t.Frame.Light(obj{kind: objMaterial, a: int16(m)}) != table.Unlit {
			return false
		}
	}
	return true
}

// drawRound fills the idle stage with the round under way and how the game
// ends from there.
func (t *Board) drawRound(c *scenes.Canvas) {
	r, k := t.lay.stage, t.lay.k
	if r.W < 120 || r.H < 60 || t.lay.tabbed {
		return
	}
	r.W = min(r.W, 360*k)
	c.RoundRect(r, 12, color.RGBA{0x10, 0x13, 0x1c, 0xc0})
	c.RoundRectStroke(r, 12, 1, color.RGBA{0x3a, 0x3e, 0x4a, 0xff})
	col := scenes.ColText
	if final, _ := t.view.FinalRound(); final || t.view.Over() {
		col = colGlow
	}
	// As large as the box lets it, up to half as large again: a tall
	// screen's stage is a whole card high.
	head, size := c.AtLeast(18), 14*k
	for grow := 1.5; grow > 1; grow -= 0.1 {
		if w, _ := c.Measure(t.roundLine, head*grow); w <= r.W-24 && 16+head*grow*1.25+c.ParagraphHeight(t.endNote, size*grow, r.W-24) <= r.H-8 {
			head, size = head*grow, size*grow
			break
		}
	}
	c.Bold(t.roundLine, r.X+12, r.Y+10, head, col, scenes.Left)
	c.Paragraph(t.endNote, r.X+12, r.Y+16+head*1.25, size, r.W-24, scenes.ColDim)
}

func (t *Board) drawInventory(c *scenes.Canvas) {
	l := &t.inv
	t.emptyInvAt, t.seatHintAt = scenes.Rect{}, scenes.Rect{}
	if l.seat == rules.NoSeat {
		return
	}
	area := t.lay.inv
	head := c.AtLeast(18)
	if t.lay.tabbed {
		head = max(head, t.lay.hintSize()*1.15) // over the line under it
	}
	c.Bold(l.header, area.X, area.Y, head, scenes.ColText, scenes.Left)
	if t.pinned != rules.NoSeat {
		// After the header, clear of the strips when they stand at the
		// inventory's end.
		hw, _ := c.Measure(l.header, head)
		end := area.X + area.W
		if l.others.Y == area.Y {
			end = l.others.X - gap
		}
		hint := 14 * t.lay.k
		x := area.X + hw*1.06 + 2*gap
		c.Text(scenes.Clip(c, "tap the seat again to come back", hint, end-x), x, area.Y+(head-hint)*0.6, hint, scenes.ColDim, scenes.Left)
	}
	if t.lay.tabbed {
		t.drawSecondLine(c, area, head)
	}
	mine := l.seat == t.Viewer
	if t.invEmpty() {
		t.drawEmptyInv(c, area, mine)
	}
	for _, ic := range l.cards {
		c.Miniature(true) // a long press shows it large
		t.faces.draw(c, faceMaterial, ic.id, ic.r)
		c.Miniature(false)
		if t.view.Used(ic.id) {
			c.RoundRect(ic.r, 6, colUsed)
		}
		if mine {
			t.mark(c, obj{kind: objInv, a: ic.pos}, ic.r)
			for side := range int16(2) {
				o := obj{kind: objInvSide, a: ic.pos, b: side}
				if r, ok := t.Where(o); ok {
					t.mark(c, o, r.Inset(3))
				}
			}
		}
	}
	if mine {
		t.drawZones(c)
	}
	for m, r := range l.tokens {
		if r.W == 0 {
			continue // only the tokens the seat holds show
		}
		c.RoundRect(r, r.H/2, scenes.ColPanel)
		t.faces.tokenChip(c, dr.Material(m), r.X+r.H/2, r.Y+r.H/2, r.H/2-3)
		size := c.AtLeast(18)
		c.Bold(l.counts[m], r.X+r.H+4, r.Y+r.H/2-size*0.56, size, scenes.ColText, scenes.Left)
		if mine {
			t.mark(c, obj{kind: objToken, a: int16(m)}, r)
		}
	}
	if mine {
		// The Influence cards overlap: their lights go under them all,
		// each around the part of its card in view, so that a light
		// follows its card's edge and never covers a name.
		for k := range l.infl {
			t.mark(c, obj{kind: objOwnInf, a: int16(k)}, l.inflShown(k))
		}
	}
	for _, it := range l.infl {
		c.Miniature(true) // a long press shows it large
		t.faces.draw(c, faceInfluence, it.id, it.r)
		c.Miniature(false)
	}
	for k, it := range l.lms {
		c.Miniature(true) // a long press shows it large
		t.faces.draw(c, faceLandmark, it.id, it.r)
		c.Miniature(false)
		if it.stored > 0 {
			size := c.AtLeast(15)
			cr := size * 0.8
			c.Circle(it.r.X+it.r.W-cr+2, it.r.Y+cr-2, cr, colShade)
			c.Bold(strconv.Itoa(it.stored), it.r.X+it.r.W-cr+2, it.r.Y+cr-2-size*0.6, size, scenes.ColText, scenes.Center)
		}
		if mine {
			t.mark(c, obj{kind: objOwnLm, a: int16(k)}, it.r)
		}
	}
	for _, it := range l.tech {
		c.Miniature(true) // a long press shows it large
		t.faces.draw(c, faceMaterial, it.id, it.r)
		c.Miniature(false)
	}
	for _, lb := range [...]struct {
		r    scenes.Rect
		text string
	}{{l.tokenLabel, "Tokens"}, {l.inflLabel, "Influence"}, {l.lmLabel, "Landmarks"}} {
		if z := c.App.Enlarge(14, 1.45); lb.r.W > 0 {
			c.Text(lb.text, lb.r.X+2, lb.r.Y+20-20*z, 14*z, scenes.ColDim, scenes.Left)
		}
	}
}

// drawSecondLine writes, on a small screen, the line under the
// inventory's header: how to see the other seats (their strips are left
// out: the seat list shows theirs) and the round under way, in a box at
// its end.
func (t *Board) drawSecondLine(c *scenes.Canvas, area scenes.Rect, head float64) {
	size := t.lay.hintSize()
	y := area.Y + head*1.3
	end := area.X + area.W
	line := t.roundLine
	if t.view.Over() {
		// The box says who won: the stage with the whole outcome has no
		// room here.
		line, _, _ = strings.Cut(t.endNote, ".")
	}
	if line != "" {
		w := t.textW(line, size) + 20
		r := scenes.Rect{X: end - w, Y: y - 3, W: w, H: size*1.2 + 6}
		col := scenes.ColText
		if final, _ := t.view.FinalRound(); final || t.view.Over() {
			col = colGlow
		}
		c.RoundRect(r, 8, color.RGBA{0x10, 0x13, 0x1c, 0xf0})
		c.RoundRectStroke(r, 8, 1, color.RGBA{0x3a, 0x3e, 0x4a, 0xff})
		c.Bold(line, r.X+10, y, size, col, scenes.Left)
		end = r.X - 2*gap
	}
	if t.pinned != rules.NoSeat || len(t.Names) < 2 {
		return
	}
	hint := seatHints[len(seatHints)-1]
	for _, s := range seatHints {
		if t.textW(s, size) <= end-area.X {
			hint = s
			break
		}
	}
	hint = scenes.Clip(c, hint, size, end-area.X)
	t.seatHintAt = scenes.Rect{X: area.X, Y: y, W: t.textW(hint, size), H: size * 1.2}
	c.Text(hint, area.X, y, size, scenes.ColDim, scenes.Left)
}

// seatHints say, on a small screen, how to see another seat's cards, the
// longest first: the line takes the first that fits.
var seatHints = [...]string{"Tap a seat in the list to see their cards", "Tap a seat in the list to see theirs", "Tap a seat to see theirs"}

// drawEmptyInv says what goes in an empty inventory: beside the place a
// first upgraded card goes (outlined, for the viewer's own), so that the
// place's light never covers the words.
func (t *Board) drawEmptyInv(c *scenes.Canvas, area scenes.Rect, mine bool) {
	l := &t.inv
	size := max(c.AtLeast(15), t.lay.hintSize())
	x := area.X
	if mine {
		slot := t.zoneRect(0, 0, 0)
		emptySlot(c, slot)
		x = slot.X + slot.W + 2*gap
	}
	end := area.X + area.W
	if l.others.W > 0 && l.others.X > area.X {
		end = l.others.X - gap
	}
	words := emptyInvHint
	if !mine {
		words = "Nothing here yet: " + emptyInvHint
	}
	measure := func(s string, size float64, _ bool) float64 { w, _ := c.Measure(s, size); return w }
	lines, _ := fitText(measure, words, end-x, 3*size*lineGap, size, size, 3, false)
	t.emptyInvAt = scenes.Rect{X: x, Y: l.top + 6, W: end - x, H: float64(len(lines)) * size * lineGap}
	for i, ln := range lines {
		c.Text(ln, x, l.top+6+float64(i)*size*lineGap, size, scenes.ColDim, scenes.Left)
	}
}

// emptyInvHint says what an inventory holds, while it holds nothing.
const emptyInvHint = "Upgraded cards go here, in chains that convert materials; Influence and Landmarks too, and tokens."

// invEmpty reports whether the inventory shown holds nothing at all.
func (t *Board) invEmpty() bool {
	l := &t.inv
	if len(l.cards) > 0 || len(l.infl) > 0 || len(l.lms) > 0 || len(l.tech) > 0 {
		return false
	}
	for _, r := range l.tokens {
		if r.W > 0 {
			return false
		}
	}
	return true
}

// stripCaptions say how to see another seat's cards, the longest first:
// the strips take the first that fits.
var stripCaptions = [...]string{"Tap a seat in the list to see all", "Tap a seat's name to see all", "Tap a name to see all"}

// drawStrips sums up the other seats beside the inventory, under a
// caption that says how to see a seat's cards.
func (t *Board) drawStrips(c *scenes.Canvas) {
	l := &t.inv
	if len(l.strips) == 0 {
		return
	}
	o := l.others
	z := l.stripZ // the strips' text stays legible on a small screen, grows on a tall one
	caption := stripCaptions[len(stripCaptions)-1]
	for _, s := range stripCaptions {
		if w, _ := c.Measure(s, 14*z); w <= o.W-4 {
			caption = s
			break
		}
	}
	c.Text(scenes.Clip(c, caption, 14*z, o.W-4), o.X+4, o.Y+2, 14*z, scenes.ColDim, scenes.Left)
	for _, st := range l.strips {
		r := st.r
		c.RoundRect(r, 8, color.RGBA{0x10, 0x13, 0x1c, 0xf0})
		c.RoundRectStroke(r, 8, 1, color.RGBA{0x3a, 0x3e, 0x4a, 0xff})
		head, size := 16*z, 14*z
		y := r.Y + 6 + head*1.15
		if r.H >= 10+head*1.15+size*2.3 {
			// Room for three lines: the seat, its cards, its chains and tokens.
			c.Bold(scenes.Clip(c, st.head, head, r.W-16), r.X+10, r.Y+4, head, scenes.ColText, scenes.Left)
			c.Text(scenes.Clip(c, st.line, size, r.W-16), r.X+10, y, size, scenes.ColDim, scenes.Left)
			c.Text(scenes.Clip(c, st.chain, size, r.W-16), r.X+10, y+size*1.15, size, scenes.ColDim, scenes.Left)
		} else {
			c.Bold(scenes.Clip(c, st.both, head, r.W-16), r.X+10, r.Y+4, head, scenes.ColText, scenes.Left)
			c.Text(scenes.Clip(c, st.line, size, r.W-16), r.X+10, y, size, scenes.ColDim, scenes.Left)
		}
	}
}

// drawPay shows, beside the hand, what the payment or the Earn under way
// still needs, what the hand can pay, and what the card in hand (selected,
// lifted or dragged) or the inventory card chosen will give before it is
// committed. It reads the View and the legal moves.
func (t *Board) drawPay(c *scenes.Canvas) {
	_, pool, cost, paying := t.view.Paying()
	_, given, swayCost, earning := t.view.Earning()
	left := t.view.Leftover()
	for _, p := range t.placed {
		for m := range left {
			left[m] = max(0, left[m]-p[m])
		}
	}
	t.payShown = false
	if t.settled || !paying && !earning && left.Units() == 0 {
		return
	}
	t.payShown = true
	// A step counts as its event plays, as the log writes it, not once
	// its card lands (the last review saw the log run ahead of the box).
	for m := range pool {
		pool[m] += t.paidNow[m]
	}
	r := t.lay.pay
	scenes.Panel(c, r, "")
	k := t.lay.k
	x, y := r.X+12, r.Y+8
	row := min(t.lay.payRow, (r.H-12)/3)
	if r.W >= 300*k {
		k *= max(1, min(payGrowth, row/(34*k))) // the words grow with the lines
	}
	ir := min(11*k, row*0.34)
	ts := 15 * k
	ty := row/2 - ts*0.6
	label := func(s string) { c.Text(s, x, y+ty, ts, scenes.ColDim, scenes.Left) }
	vx := x + 104*k
	// bundle draws b from bx on the line at y, its chips smaller where
	// the box is too narrow for them, and returns the width used.
	bundle := func(b dr.Bundle, bx float64) float64 {
		br, least := ir, max(ir*0.6, 6.5/max(c.ScreenPx(1), 0.01)) // chips 13 px and more
		for br*0.9 >= least && bundleWidth(c, b, br) > r.X+r.W-8-bx {
			br *= 0.9
		}
		return t.faces.bundle(c, b, bx, y+row/2, br, scenes.Left)
	}
	switch {
	case paying:
		var due dr.Bundle
		for m := range due {
			due[m] = max(0, cost[m]-pool[m])
		}
		label("Still to pay")
		if due.Units() == 0 {
			c.Bold("nothing", vx, y+ty, ts, colDue, scenes.Left)
		} else {
			bundle(due, vx)
		}
		y += row
		label("Paid in")
		bundle(pool, vx)
		t.paidShown = pool
		y += row
	case earning:
		var due dr.Sway
		for i := range due {
			due[i] = max(0, swayCost[i]-given[i])
		}
		label("Still to give")
		t.faces.sway(c, due, vx+float64(due.Total())*ir*1.2, y+row/2, ir)
		y += row
		label("Given")
		t.faces.sway(c, given, vx+float64(given.Total())*ir*1.2, y+row/2, ir)
		y += row
	default:
		// Whose they are: on another seat's turn a box of leftovers with
		// no owner read as the viewer's (fourteenth review).
		label(t.leftoverOwner() + " left over")
		y += row
		w := bundle(left, x)
		room := r.X + r.W - x - w - 20*k
		say := leftoverWords[len(leftoverWords)-1]
		for _, s := range leftoverWords {
			if sw, _ := c.Measure(s, ts); sw <= room {
				say = s
				break
			}
		}
		c.Text(say, x+w+8*k, y+ty, ts, scenes.ColDim, scenes.Left)
		y += row
	}
	// What the card at hand gives, or what the hand can pay.
	id, side := t.cardInPlay()
	switch {
	case id >= 0 && side < 0:
		card := &dr.Materials[id]
		c.Text(scenes.Clip(c, card.Name, ts, vx-x-8), x, y+ty, ts, colPick, scenes.Left)
		if card.Kind == dr.RareCard {
			c.Text("gives 1 of any", vx, y+ty, ts, scenes.ColText, scenes.Left)
		} else {
			c.Text("gives", vx, y+ty, ts, scenes.ColText, scenes.Left)
			bundle(card.Payment(), vx+44*k)
		}
	case id >= 0:
		card := &dr.Materials[id]
		from, to := card.Left, card.Right
		if side == 1 {
			from, to = card.Right, card.Left
		}
		c.Text("converts", x, y+ty, ts, colPick, scenes.Left)
		w := bundle(from, vx)
		c.Text("→", vx+w+2, y+ty, ts, scenes.ColText, scenes.Left)
		bundle(to, vx+w+22*k)
	case paying && t.Mine:
		if b := t.handPays(); b.Units() > 0 {
			label("Hand can pay")
			bundle(b, vx)
		}
	}
}

// leftoverWords say what leftovers are for, the longest that fits.
var leftoverWords = [...]string{"to place on other Influence cards", "to place on Influence cards", "to place"}

// leftoverOwner names the seat whose leftovers the payment's box shows,
// as the start of "… left over": "Your" for the viewer's.
func (t *Board) leftoverOwner() string {
	a := t.view.Active()
	switch {
	case a == t.Viewer && a != rules.NoSeat:
		return "Your"
	case a >= 0 && int(a) < len(t.Names):
		return t.Names[a] + "'s"
	}
	return "The"
}

// heldCard is the hand card dragged, lifted or selected, or -1.
func (t *Board) heldCard() int {
	h := t.hand.Dragging()
	if h < 0 {
		h = t.hand.Lifted()
	}
	if h < 0 {
		for i := range t.hand.Len() {
			if t.Frame.Light(t.HandPlace(i)) == table.Selected {
				h = i
			}
		}
	}
	return h
}

// cardInPlay returns the Material card the player is about to commit: a
// hand card selected, lifted or dragged (side -1), or the side (0 left, 1
// right) of an inventory card selected for a conversion. id is -1 for
// none.
func (t *Board) cardInPlay() (id, side int) {
	if h := t.heldCard(); h >= 0 && h < len(t.handIDs) {
		return t.handIDs[h], -1
	}
	for _, ic := range t.inv.cards {
		for s := range int16(2) {
			if t.Frame.Light(obj{kind: objInvSide, a: ic.pos, b: s}) == table.Selected {
				return ic.id, int(s)
			}
		}
	}
	return -1, -1
}

// handPays adds up what the hand cards a move starts with would pay: the
// materials the hand can count towards the cost. A Rare card's one unit
// of any material shows when it is picked.
func (t *Board) handPays() dr.Bundle {
	var b dr.Bundle
	for i, id := range t.handIDs {
		card := &dr.Materials[id]
		if card.Kind == dr.RareCard || t.Frame.Light(t.HandPlace(i)) == table.Unlit {
			continue
		}
		p := card.Payment()
		for m := range p {
			b[m] += p[m]
		}
	}
	return b
}
