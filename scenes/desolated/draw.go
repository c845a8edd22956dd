package desolated

import (
	"image/color"
	"strconv"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
)

var (
	colTable = color.RGBA{0x14, 0x16, 0x1c, 0xff}
	colGlow  = color.RGBA{0xf2, 0xb9, 0x50, 0xff}
	colPick  = color.RGBA{0x7f, 0xe0, 0xff, 0xff}
	colShade = color.RGBA{0, 0, 0, 0xa0}
)

// Draw paints the table.
func (t *Table) Draw(c *scenes.Canvas) {
	t.lay.update(c.W, c.H, t.seats)
	c.Fill(colTable)
	if t.view == nil {
		return
	}
	t.drawRows(c)
	t.drawStage(c)
	t.drawInventory(c)
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

// mark rings the spot of o when a legal move starts or ends there.
func (t *Table) mark(c *scenes.Canvas, o obj, r scenes.Rect) {
	switch {
	case t.sel == o:
		c.RoundRectStroke(r.Inset(-4), 10, 4, colPick)
	case t.ends(o):
		c.RoundRectStroke(r.Inset(-4), 10, 3, colPick)
	case t.sel.kind == objNone && t.starts(o):
		c.RoundRectStroke(r.Inset(-3), 10, 2.5, colGlow)
	}
}

func (t *Table) drawRows(c *scenes.Canvas) {
	l := &t.lay
	mp, ip, lp := t.view.Piles()
	pile(c, l.lmPile, lp, func(r scenes.Rect) { t.faces.draw(c, faceLandmark, -1, r) })
	for i, r := range l.lmRow {
		if id := t.view.LandmarkRowCard(i); id >= 0 {
			t.faces.draw(c, faceLandmark, id, r)
		} else {
			emptySlot(c, r)
		}
		t.mark(c, obj{kind: objLmRow, a: int16(i)}, r)
	}
	pile(c, l.infPile, ip, func(r scenes.Rect) { t.faces.draw(c, faceInfluence, -1, r) })
	for i, r := range l.infRow {
		id, tokens := t.view.InfluenceRowCard(i)
		if id >= 0 {
			t.faces.draw(c, faceInfluence, id, r)
		} else {
			emptySlot(c, r)
		}
		if tokens.Units() > 0 {
			t.faces.bundle(c, tokens, r.X+r.W/2, r.Y+r.H+10, 7, scenes.Center)
		}
		t.mark(c, obj{kind: objInfRow, a: int16(i)}, r)
	}
	pile(c, l.matPile, mp, func(r scenes.Rect) { t.faces.draw(c, faceMaterial, -1, r) })
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
	c.Text("discard", l.matDisc.X+l.matDisc.W/2, l.matDisc.Y+l.matDisc.H+2, 14, scenes.ColDim, scenes.Center)
	c.Text("Landmarks", l.lmPile.X, l.lmPile.Y+l.lmPile.H+2, 14, scenes.ColDim, scenes.Left)
	c.Text("Influence", l.infPile.X, l.infPile.Y+l.infPile.H+2, 14, scenes.ColDim, scenes.Left)
}

// pile draws a face-down pile of n cards with its count.
func pile(c *scenes.Canvas, r scenes.Rect, n int, back func(scenes.Rect)) {
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

func (t *Table) drawStage(c *scenes.Canvas) {
	st := t.lay.stage
	scenes.Panel(c, st, "")
	x, y, w := st.X+12, st.Y+10, st.W-24
	if final, _ := t.view.FinalRound(); final {
		c.Bold("Final round", st.X+st.W-12, y, 16, colGlow, scenes.Right)
	}
	who := "Round " + strconv.Itoa(t.view.Round())
	c.Bold(who, x, y, 16, scenes.ColDim, scenes.Left)
	y += 24
	text := t.prompt.Text
	if !t.mine && t.toMove != rules.NoSeat {
		text = t.m.Seats()[t.toMove].Name + " is playing."
	}
	y += c.Paragraph(text, x, y, 16, w, scenes.ColText) + 6
	if slot, pool, cost, ok := t.view.Paying(); ok {
		_ = slot
		c.Text("have", x, y, 15, scenes.ColDim, scenes.Left)
		t.faces.bundle(c, pool, x+46, y+10, 8, scenes.Left)
		y += 24
		c.Text("need", x, y, 15, scenes.ColDim, scenes.Left)
		t.faces.bundle(c, cost, x+46, y+10, 8, scenes.Left)
	}
	if _, given, cost, ok := t.view.Earning(); ok {
		c.Text("given", x, y, 15, scenes.ColDim, scenes.Left)
		t.faces.sway(c, given, x+100, y+10, 8)
		y += 24
		c.Text("need", x, y, 15, scenes.ColDim, scenes.Left)
		t.faces.sway(c, cost, x+100, y+10, 8)
	}
	if left := t.view.Leftover(); left.Units() > 0 {
		c.Text("left over", x, y, 15, scenes.ColDim, scenes.Left)
		t.faces.bundle(c, left, x+80, y+10, 8, scenes.Left)
	}
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
					c.RoundRectStroke(half.Inset(2), 6, 2, colPick)
				}
			}
		}
	}
	for _, s := range t.spots {
		if s.o.kind != objZone {
			continue
		}
		if t.ends(s.o) || t.hand.Dragging() >= 0 {
			c.RoundRect(s.r, 8, color.RGBA{0x7f, 0xe0, 0xff, 0x30})
			c.RoundRectStroke(s.r, 8, 2, colPick)
		}
	}
	tokens := t.view.Tokens(l.seat)
	for m, r := range l.tokens {
		a := 1.0
		if tokens[m] == 0 {
			a = 0.35
		}
		c.RoundRect(r, 10, scenes.ColPanel)
		t.faces.tokenChip(c, dr.Material(m), r.X+r.W/2, r.Y+r.H/2-4, 13*a+4*(1-a))
		c.Bold(l.counts[m], r.X+r.W-6, r.Y+r.H-22, 15, scenes.ColText, scenes.Right)
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
			c.Circle(it.r.X+it.r.W-8, it.r.Y+8, 11, colShade)
			c.Bold(strconv.Itoa(it.stored), it.r.X+it.r.W-8, it.r.Y-1, 14, scenes.ColText, scenes.Center)
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
	scenes.Panel(c, l.panel, t.title)
	for i := range t.seats {
		r := l.seats[i]
		s := rules.Seat(i)
		bg := scenes.ColPanelHi
		if s == t.inv.seat {
			bg = color.RGBA{0x2c, 0x34, 0x4c, 0xff}
		}
		c.RoundRect(r, 10, bg)
		if t.view != nil && s == t.view.Active() && !t.results {
			c.Rect(scenes.Rect{X: r.X, Y: r.Y + 8, W: 4, H: r.H - 16}, colGlow)
		}
		c.Image(t.cache.SeatBadge(t.m.Seats()[i].ColorIndex(i), float64(c.Px(26))), r.X+22, r.Y+r.H/2, 1)
		c.Bold(t.seatLines[i][0], r.X+42, r.Y+6, 17, scenes.ColText, scenes.Left)
		c.Text(scenes.Clip(c, t.seatLines[i][1], 13, r.W-50), r.X+42, r.Y+30, 13, scenes.ColDim, scenes.Left)
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
