package desolated

import (
	"image/color"
	"math"
	"strconv"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/sprites"
)

var (
	colTable  = color.RGBA{0x14, 0x16, 0x1c, 0xff}
	colGlow   = color.RGBA{0xf2, 0xb9, 0x50, 0xff}
	colPick   = color.RGBA{0x7f, 0xe0, 0xff, 0xff}
	colShade  = color.RGBA{0, 0, 0, 0xa0}
	colDimSky = color.RGBA{0x05, 0x07, 0x10, 0x90}
	colLit    = color.RGBA{0x6f, 0xe8, 0xff, 0xff}
	colTarget = color.RGBA{0x7c, 0xff, 0x9e, 0xff}
	colWhite  = color.RGBA{0xff, 0xff, 0xff, 0xff}
	colNow    = color.RGBA{0xff, 0xd8, 0x6a, 0xff}
)

// Lights of a place on the board.
const (
	lightNone     uint8 = iota
	lightStart          // a legal move starts here
	lightTarget         // the selection (or a dragged card) can end here
	lightSelected       // the first step taken
)

// drawLight draws the highlight of a place at r, pulsing with the tick:
// a cyan glow for a place a move starts at, a filled green frame for a
// target, a white frame for the selection. Bright and cold, they stand out
// on the gold and violet cards. The table kit's lights look the same.
func drawLight(c *scenes.Canvas, r scenes.Rect, l uint8, now int64) {
	pulse := 0.5 + 0.5*math.Sin(float64(now)*0.1)
	switch l {
	case lightStart:
		c.RoundRectStroke(r.Inset(-6), 12, 6, color.RGBA{0x37, 0x74, 0x7f, uint8(0x50 + 0x30*pulse)})
		c.RoundRectStroke(r.Inset(-3), 10, 3.5, colLit)
	case lightTarget:
		c.RoundRect(r, 10, color.RGBA{0x18, 0x48, 0x24, uint8(0x40 + 0x30*pulse)})
		c.RoundRectStroke(r.Inset(-6), 12, 6, color.RGBA{0x3e, 0x7f, 0x4f, uint8(0x50 + 0x50*pulse)})
		c.RoundRectStroke(r.Inset(-3), 10, 4, colTarget)
	case lightSelected:
		c.RoundRectStroke(r.Inset(-7), 13, 5, color.RGBA{0x60, 0x60, 0x60, 0x60})
		c.RoundRectStroke(r.Inset(-3), 10, 4.5, colWhite)
	}
}

// Draw paints the table.
func (t *Table) Draw(c *scenes.Canvas) {
	t.lay.fit(c.W, c.H, t.seats)
	t.drawBackdrop(c)
	if t.view == nil {
		return
	}
	t.drawRows(c)
	t.drawStage(c)
	t.drawInventory(c)
	t.drawPay(c)
	t.drawPanel(c)
	for _, b := range t.buttons {
		b.b.Draw(c)
	}
	for _, b := range t.choices {
		b.b.Draw(c)
	}
	if t.viewer != rules.NoSeat {
		t.place()
		t.hand.Draw(c)
		t.drawHandLights(c)
		if z := t.hand.Zoomed(); z != nil {
			z.DrawZoom(c)
		}
	}
	switch {
	case t.results:
		t.drawResults(c)
	case t.passTo != rules.NoSeat:
		t.drawPass(c)
	}
	if t.zoom != nil {
		t.zoom.DrawZoom(c)
	}
	if t.pause != nil {
		t.pause.Draw(c)
	}
}

// drawBackdrop fills the canvas with the drifting starfield, dimmed so
// the cards read well over it.
func (t *Table) drawBackdrop(c *scenes.Canvas) {
	c.Fill(scenes.ColBackground)
	if t.stars == nil {
		t.stars, _ = sprites.NewStarfield() // on error, it falls back to stars drawn once
	}
	t.stars.Draw(c.Dst, int(t.now))
	c.Rect(scenes.Rect{W: c.W, H: c.H}, colDimSky)
}

// mark lights the spot of o when a legal move starts or ends there.
func (t *Table) mark(c *scenes.Canvas, o obj, r scenes.Rect) {
	switch {
	case t.sel == o:
		drawLight(c, r, lightSelected, t.now)
	case t.ends(o):
		drawLight(c, r, lightTarget, t.now)
	case t.sel.kind == objNone && t.starts(o):
		drawLight(c, r, lightStart, t.now)
	}
}

func (t *Table) drawRows(c *scenes.Canvas) {
	l := &t.lay
	mp, ip, lp := t.view.Piles()
	pile(c, l.lmPile, lp, "Landmarks", func(r scenes.Rect) { t.faces.draw(c, faceLandmark, -1, r) })
	for i, r := range l.lmRow {
		if id := t.view.LandmarkRowCard(i); id >= 0 {
			t.faces.draw(c, faceLandmark, id, r)
		} else {
			emptySlot(c, r)
		}
		t.mark(c, obj{kind: objLmRow, a: int16(i)}, r)
	}
	pile(c, l.infPile, ip, "Influence", func(r scenes.Rect) { t.faces.draw(c, faceInfluence, -1, r) })
	for i, r := range l.infRow {
		id, tokens := t.view.InfluenceRowCard(i)
		if id >= 0 {
			t.faces.draw(c, faceInfluence, id, r)
		} else {
			emptySlot(c, r)
		}
		if tokens.Units() > 0 {
			t.faces.bundle(c, tokens, r.X+r.W/2, r.Y+r.H+10, 8, scenes.Center)
		}
		t.mark(c, obj{kind: objInfRow, a: int16(i)}, r)
	}
	pile(c, l.matPile, mp, "Materials", func(r scenes.Rect) { t.faces.draw(c, faceMaterial, -1, r) })
	t.mark(c, obj{kind: objMatPile}, l.matPile)
	for i, r := range l.matRow {
		if id := t.view.MaterialRowCard(i); id >= 0 {
			t.faces.draw(c, faceMaterial, id, r)
		} else {
			emptySlot(c, r)
		}
		t.mark(c, obj{kind: objMatRow, a: int16(i)}, r)
	}
	disc := t.view.MaterialDiscards()
	if len(disc) > 0 {
		t.faces.draw(c, faceMaterial, disc[len(disc)-1], l.matDisc)
		c.RoundRect(l.matDisc, 8, color.RGBA{0, 0, 0, 0x70})
	} else {
		emptySlot(c, l.matDisc)
	}
	c.Text("discards", l.matDisc.X+l.matDisc.W/2, l.matDisc.Y-18, 14, scenes.ColDim, scenes.Center)
	// The card a payment or an Earn is for.
	if slot, _, _, ok := t.view.Paying(); ok && slot >= 0 {
		r := l.infRow[min(slot, len(l.infRow)-1)]
		if t.view.PayingLandmark() {
			r = l.lmRow[min(slot, len(l.lmRow)-1)]
		}
		tagCard(c, r, "paying for", t.now)
	} else if slot, _, _, ok := t.view.Earning(); ok && slot >= 0 {
		tagCard(c, l.lmRow[min(slot, len(l.lmRow)-1)], "earning", t.now)
	}
}

// tagCard frames the card at r in white and hangs a tag over its top.
func tagCard(c *scenes.Canvas, r scenes.Rect, tag string, now int64) {
	drawLight(c, r, lightSelected, now)
	tr := scenes.Rect{X: r.X + r.W/2 - 44, Y: r.Y - 12, W: 88, H: 22}
	c.RoundRect(tr, 11, colWhite)
	c.Bold(tag, tr.X+tr.W/2, tr.Y+2, 14, colTable, scenes.Center)
}

// pile draws a face-down pile of n cards with its name over it and its
// count on it.
func pile(c *scenes.Canvas, r scenes.Rect, n int, name string, back func(scenes.Rect)) {
	c.Text(name, r.X+r.W/2, r.Y-18, 14, scenes.ColDim, scenes.Center)
	if n == 0 {
		emptySlot(c, r)
		return
	}
	for k := min(n, 3) - 1; k > 0; k-- {
		back(scenes.Rect{X: r.X + float64(k)*2, Y: r.Y - float64(k)*2, W: r.W, H: r.H})
	}
	back(r)
	c.RoundRect(scenes.Rect{X: r.X + r.W/2 - 22, Y: r.Y + r.H - 30, W: 44, H: 24}, 8, colShade)
	c.Bold(strconv.Itoa(n), r.X+r.W/2, r.Y+r.H-30, 17, scenes.ColText, scenes.Center)
}

func emptySlot(c *scenes.Canvas, r scenes.Rect) {
	c.RoundRectStroke(r, 8, 1.5, color.RGBA{0x3a, 0x3e, 0x4a, 0xff})
}

// drawStage draws the cards revealed for a choice and the materials to
// choose from, beside the Material row.
func (t *Table) drawStage(c *scenes.Canvas) {
	for _, s := range t.spots {
		switch s.o.kind {
		case objRevealed:
			t.faces.draw(c, faceMaterial, t.view.Revealed()[s.o.a], s.r)
			t.mark(c, s.o, s.r)
		case objMaterial:
			c.RoundRect(s.r, 10, scenes.ColPanelHi)
			t.faces.materialChip(c, dr.Material(s.o.a), s.r.X+s.r.W/2, s.r.Y+s.r.H/2, 16)
			t.mark(c, s.o, s.r)
		}
	}
}

// drawPrompt writes the round and what the seat to play must do, at the
// top of the panel.
func (t *Table) drawPrompt(c *scenes.Canvas) {
	r := t.lay.prompt
	scenes.Panel(c, r, "")
	x, y, w := r.X+12, r.Y+8, r.W-24
	if final, _ := t.view.FinalRound(); final {
		c.Bold("Final round", r.X+r.W-12, y, 16, colGlow, scenes.Right)
	}
	c.Bold("Round "+strconv.Itoa(t.view.Round()), x, y, 16, scenes.ColDim, scenes.Left)
	text := t.prompt.Text
	if !t.mine && t.toMove != rules.NoSeat {
		text = t.m.Seats()[t.toMove].Name + " is playing."
	}
	c.Paragraph(text, x, y+24, 16, w, scenes.ColText)
}

func (t *Table) drawInventory(c *scenes.Canvas) {
	l := &t.inv
	if l.seat == rules.NoSeat {
		return
	}
	area := t.lay.inv
	c.Bold(l.header, area.X, area.Y, 18, scenes.ColText, scenes.Left)
	if t.pinned != rules.NoSeat {
		c.Text("tap the seat again to come back", area.X+area.W, area.Y+2, 14, scenes.ColDim, scenes.Right)
	}
	mine := l.seat == t.viewer
	for _, ic := range l.cards {
		t.faces.draw(c, faceMaterial, ic.id, ic.r)
		if t.view.Used(ic.id) {
			c.RoundRect(ic.r, 6, colUsed)
		}
		if mine {
			t.mark(c, obj{kind: objInv, a: ic.pos}, ic.r)
			for side := range int16(2) {
				o := obj{kind: objInvSide, a: ic.pos, b: side}
				if t.sel == o || t.sel.kind == objNone && t.starts(o) {
					half := ic.r
					half.W /= 2
					if side == 1 {
						half.X += half.W
					}
					l := lightStart
					if t.sel == o {
						l = lightSelected
					}
					drawLight(c, half.Inset(4), l, t.now)
				}
			}
		}
	}
	for _, s := range t.spots {
		if s.o.kind != objZone {
			continue
		}
		if t.ends(s.o) || t.hand.Dragging() >= 0 {
			drawLight(c, s.r, lightTarget, t.now)
		}
	}
	for m, r := range l.tokens {
		if r.W == 0 {
			continue
		}
		c.RoundRect(r, r.H/2, scenes.ColPanel)
		t.faces.tokenChip(c, dr.Material(m), r.X+r.H/2, r.Y+r.H/2, r.H/2-3)
		c.Bold(l.counts[m], r.X+r.H+4, r.Y+r.H/2-10, 18, scenes.ColText, scenes.Left)
		if mine {
			t.mark(c, obj{kind: objToken, a: int16(m)}, r)
		}
	}
	for k, it := range l.infl {
		t.faces.draw(c, faceInfluence, it.id, it.r)
		if mine {
			t.mark(c, obj{kind: objOwnInf, a: int16(k)}, it.r)
		}
	}
	for k, it := range l.lms {
		t.faces.draw(c, faceLandmark, it.id, it.r)
		if it.stored > 0 {
			c.Circle(it.r.X+it.r.W-10, it.r.Y+10, 12, colShade)
			c.Bold(strconv.Itoa(it.stored), it.r.X+it.r.W-10, it.r.Y+1, 15, scenes.ColText, scenes.Center)
		}
		if mine {
			t.mark(c, obj{kind: objOwnLm, a: int16(k)}, it.r)
		}
	}
	for _, it := range l.tech {
		t.faces.draw(c, faceMaterial, it.id, it.r)
	}
}

func (t *Table) drawPanel(c *scenes.Canvas) {
	l := &t.lay
	t.drawPrompt(c)
	active := rules.NoSeat
	if t.view != nil && !t.results {
		active = t.view.Active()
	}
	for i := range t.seats {
		r := l.seats[i]
		s := rules.Seat(i)
		col := sprites.SeatColor(t.m.Seats()[i].ColorIndex(i))
		bg := scenes.ColPanelHi
		if s == t.inv.seat {
			bg = color.RGBA{0x2c, 0x34, 0x4c, 0xff}
		}
		c.RoundRect(r, 10, bg)
		if s == active {
			// The seat to play: lit in its colour, framed in gold, tagged.
			c.RoundRect(r, 10, color.RGBA{col.R / 4, col.G / 4, col.B / 4, 0x60})
			c.RoundRectStroke(r.Inset(-2), 12, 3, colNow)
			c.RoundRect(scenes.Rect{X: r.X + r.W - 78, Y: r.Y + 6, W: 70, H: 22}, 11, colNow)
			c.Bold("to play", r.X+r.W-43, r.Y+8, 14, colTable, scenes.Center)
		}
		c.Image(t.cache.SeatBadge(t.m.Seats()[i].ColorIndex(i), float64(c.Px(26))), r.X+22, r.Y+r.H/2, 1)
		c.Bold(t.seatLines[i][0], r.X+42, r.Y+5, 17, scenes.ColText, scenes.Left)
		c.Text(scenes.Clip(c, t.seatLines[i][1], 13, r.W-50), r.X+42, r.Y+r.H-20, 13, scenes.ColDim, scenes.Left)
	}
	t.log.Draw(c, l.log, "Log")
	t.undo.Rect, t.menu.Rect = l.undo, l.menu
	t.undo.Draw(c)
	t.menu.Draw(c)
}

func (t *Table) drawPass(c *scenes.Canvas) {
	c.Rect(scenes.Rect{W: c.W, H: c.H}, color.RGBA{0x06, 0x07, 0x0c, 0xf8})
	name := t.m.Seats()[t.passTo].Name
	c.Bold("Pass the device to "+name, c.W/2, c.H/2-60, 36, scenes.ColText, scenes.Center)
	c.Text("Your hand stays hidden until you are ready.", c.W/2, c.H/2-8, 20, scenes.ColDim, scenes.Center)
	t.cont.Draw(c)
}

// drawPay shows, beside the hand, what the payment or the Earn under way
// still needs, what the hand can pay, and what the card in hand (selected,
// lifted or dragged) or the inventory card chosen will give before it is
// committed. It reads the View and the legal moves.
func (t *Table) drawPay(c *scenes.Canvas) {
	_, pool, cost, paying := t.view.Paying()
	_, given, swayCost, earning := t.view.Earning()
	left := t.view.Leftover()
	if !paying && !earning && left.Units() == 0 {
		return
	}
	r := t.lay.pay
	scenes.Panel(c, r, "")
	x, y := r.X+12, r.Y+8
	row := min(34, (r.H-12)/3)
	ir := min(11, row*0.34)
	label := func(s string) { c.Text(s, x, y+row/2-9, 15, scenes.ColDim, scenes.Left) }
	vx := x + 104
	switch {
	case paying:
		var due dr.Bundle
		for m := range due {
			due[m] = max(0, cost[m]-pool[m])
		}
		label("Still to pay")
		if due.Units() == 0 {
			c.Bold("nothing", vx, y+row/2-9, 15, colTarget, scenes.Left)
		} else {
			t.faces.bundle(c, due, vx, y+row/2, ir, scenes.Left)
		}
		y += row
		label("Paid in")
		t.faces.bundle(c, pool, vx, y+row/2, ir, scenes.Left)
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
		label("Left over")
		t.faces.bundle(c, left, vx, y+row/2, ir, scenes.Left)
		y += row
	}
	// What the card at hand gives, or what the hand can pay.
	id, side := t.cardInPlay()
	switch {
	case id >= 0 && side < 0:
		card := &dr.Materials[id]
		c.Text(scenes.Clip(c, card.Name, 15, vx-x-8), x, y+row/2-9, 15, colPick, scenes.Left)
		if card.Kind == dr.RareCard {
			c.Text("gives 1 of any", vx, y+row/2-9, 15, scenes.ColText, scenes.Left)
		} else {
			c.Text("gives", vx, y+row/2-9, 15, scenes.ColText, scenes.Left)
			t.faces.bundle(c, card.Payment(), vx+44, y+row/2, ir, scenes.Left)
		}
	case id >= 0:
		card := &dr.Materials[id]
		from, to := card.Left, card.Right
		if side == 1 {
			from, to = card.Right, card.Left
		}
		c.Text("converts", x, y+row/2-9, 15, colPick, scenes.Left)
		w := t.faces.bundle(c, from, vx, y+row/2, ir, scenes.Left)
		c.Text("→", vx+w+2, y+row/2-9, 15, scenes.ColText, scenes.Left)
		t.faces.bundle(c, to, vx+w+22, y+row/2, ir, scenes.Left)
	case paying && t.handPays.Units() > 0:
		label("Hand can pay")
		t.faces.bundle(c, t.handPays, vx, y+row/2, ir, scenes.Left)
	}
}

// cardInPlay returns the Material card the player is about to commit: a
// hand card selected, lifted or dragged (side -1), or the side (0 left, 1
// right) of an inventory card chosen for a conversion. id is -1 for none.
func (t *Table) cardInPlay() (id, side int) {
	h := t.hand.Dragging()
	if h < 0 {
		h = t.hand.Lifted()
	}
	if h < 0 && t.sel.kind == objHand {
		h = int(t.sel.a)
	}
	if h >= 0 && h < len(t.handIDs) {
		return t.handIDs[h], -1
	}
	if t.sel.kind == objInvSide {
		for _, ic := range t.inv.cards {
			if ic.pos == t.sel.a {
				return ic.id, int(t.sel.b)
			}
		}
	}
	return -1, -1
}

// sumHandPays adds up what the hand cards with a legal Pay move would pay:
// the materials the hand can count towards the cost.
func (t *Table) sumHandPays() {
	t.handPays = dr.Bundle{}
	for _, mv := range t.legal {
		if mv.Kind != dr.MovePay || int(mv.A) >= len(t.handIDs) {
			continue
		}
		card := &dr.Materials[t.handIDs[mv.A]]
		if card.Kind == dr.RareCard {
			continue // its one unit of any material shows when it is picked
		}
		p := card.Payment()
		for m := range p {
			t.handPays[m] += p[m]
		}
	}
}

// drawHandLights marks the hand cards a legal move starts with (a card that
// can pay, be upgraded, stored or discarded) with a pulsing cyan bar over
// their top edge, the part of a card the fan leaves in view.
func (t *Table) drawHandLights(c *scenes.Canvas) {
	if !t.mine || t.hand.Dragging() >= 0 {
		return
	}
	pulse := 0.5 + 0.5*math.Sin(float64(t.now)*0.1)
	col := color.RGBA{0x6f, 0xe8, 0xff, 0xff}
	glow := color.RGBA{0x37, 0x74, 0x7f, uint8(0x60 + 0x50*pulse)}
	for i := range t.hand.Len() {
		o := obj{kind: objHand, a: int16(i)}
		if t.sel == o || !t.starts(o) {
			continue
		}
		c.Push(t.hand.Card(i).Node.World())
		c.RoundRect(scenes.Rect{X: 4, Y: -11, W: handW * 0.42, H: 10}, 5, glow)
		c.RoundRect(scenes.Rect{X: 7, Y: -8, W: handW*0.42 - 6, H: 4}, 2, col)
		c.Pop()
	}
}
