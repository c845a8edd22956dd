package desolated

import (
	"image/color"
	"strconv"

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
)

// Draw paints the board; the kit draws the hand, its panel and the
// overlays.
func (t *Table) Draw(c *scenes.Canvas, f *table.Frame[obj]) {
	t.frame, t.now = f, f.Now
	if t.view == nil {
		return
	}
	t.drawRows(c)
	t.drawStage(c)
	t.drawInventory(c)
	t.drawFlight(c, f)
}

// mark draws the kit's highlight of o at r when o is lit.
func (t *Table) mark(c *scenes.Canvas, o obj, r scenes.Rect) { t.frame.Mark(c, o, r) }

func (t *Table) drawRows(c *scenes.Canvas) {
	l := &t.lay
	mp, ip, lp := t.view.Piles()
	pile(c, l.lmPile, lp, func(r scenes.Rect) { t.faces.draw(c, faceLandmark, -1, r) })
	for i, r := range l.lmRow {
		if id := t.rowCard(objLmRow, i, t.view.LandmarkRowCard(i)); id >= 0 {
			t.faces.draw(c, faceLandmark, id, r)
		} else {
			emptySlot(c, r)
		}
		t.mark(c, obj{kind: objLmRow, a: int16(i)}, r)
	}
	pile(c, l.infPile, ip, func(r scenes.Rect) { t.faces.draw(c, faceInfluence, -1, r) })
	for i, r := range l.infRow {
		id, tokens := t.view.InfluenceRowCard(i)
		if id = t.rowCard(objInfRow, i, id); id >= 0 {
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
		if id := t.rowCard(objMatRow, i, t.view.MaterialRowCard(i)); id >= 0 {
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
	x, y := st.X+12, st.Y+10
	if final, _ := t.view.FinalRound(); final {
		c.Bold("Final round", st.X+st.W-12, y, 16, colGlow, scenes.Right)
	}
	who := "Round " + strconv.Itoa(t.view.Round())
	c.Bold(who, x, y, 16, scenes.ColDim, scenes.Left)
	y += 24
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
	for i, id := range t.view.Revealed() {
		if o := (obj{kind: objRevealed, a: int16(i)}); id >= 0 {
			r, _ := t.Where(o)
			t.faces.draw(c, faceMaterial, id, r)
			t.mark(c, o, r)
		}
	}
	for m := range dr.NumMaterials {
		o := obj{kind: objMaterial, a: int16(m)}
		if t.frame.Light(o) == table.Unlit {
			continue
		}
		r, _ := t.Where(o)
		c.RoundRect(r, 10, scenes.ColPanelHi)
		t.faces.materialChip(c, dr.Material(m), r.X+r.W/2, r.Y+r.H/2, 16)
		t.mark(c, o, r)
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
				if r, ok := t.Where(o); ok {
					t.mark(c, o, r.Inset(3))
				}
			}
		}
	}
	if mine {
		t.drawZones(c)
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
