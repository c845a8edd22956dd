package revenant

import (
	"image/color"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/table"
	"starboard/sprites"
	sr "starboard/sprites/revenant"
)

// compNames name the Compartments' bonus actions on the Frigate board.
var compNames = [rr.NumCompartments]string{"Remove Corruption", "Gain a Resource", "Tactics +1", "Play a card", "Activate", "Move Frigate"}

// slotLabels name the Equipment slots.
var slotLabels = [rr.EquipmentSlots]string{"Slot 1", "Slot 2", "Slot 3", "Slot 4", "Slot 5"}

// resLetters are the Resources' initials.
var resLetters = [rr.NumResources]string{"E", "M", "S", "N"}

// drawBoard draws the Crew and Frigate board of the seat shown.
func (t *Table) drawBoard(c *scenes.Canvas, f *table.Frame[obj]) {
	l := &t.lay
	v := t.view
	p := t.shown()
	b := l.board
	c.RoundRect(b, 8, colPanel)
	c.RoundRectStroke(b, 8, 1.5, t.seatCol(p))
	ts := min(14, l.title.H*0.8)
	spec := v.Specialization(p)
	title := t.texts.Cat(t.seatName(p), " · Captain level ", scenes.Itoa(v.Captain(p)))
	if spec >= 0 {
		title = t.texts.Cat(title, " ", rr.SpecNames[spec])
	}
	c.Bold(title, l.title.X, l.title.Y, ts, t.seatCol(p), scenes.Left)
	if p != t.Viewer && t.Viewer != rules.NoSeat {
		c.Text("tap your name to return", l.title.X+l.title.W, l.title.Y, ts*0.8, scenes.ColDim, scenes.Right)
	}
	if t.Prompt.Kind == "agenda" && t.Mine && p == t.Viewer {
		t.drawAgendaChoice(c)
		return
	}
	t.drawFigures(c, f, p)
	for k, r := range l.comps {
		t.drawCompartment(c, p, k, r)
		f.Mark(c, obj{kind: objComp, a: int16(k)}, r)
	}
	stored, locked := v.Resources(p)
	for k, r := range l.res {
		col := sr.ResourceColor(k)
		c.RoundRect(r, 5, sprites.Shade(col, -0.6))
		rs := min(r.H*0.6, 15)
		c.Circle(r.X+rs*0.7+2, r.Y+r.H/2, rs*0.6, col)
		c.Bold(resLetters[k], r.X+rs*0.7+2, r.Y+r.H/2-rs*0.45, rs*0.75, colInk, scenes.Center)
		c.Bold(scenes.Itoa(stored[k]), r.X+rs*1.5+6, r.Y+(r.H-rs)/2-1, rs, scenes.ColText, scenes.Left)
		if locked[k] > 0 {
			c.Text(t.texts.Cat("+", scenes.Itoa(locked[k]), " locked"), r.X+r.W-3, r.Y+(r.H-rs*0.7)/2, rs*0.7, scenes.ColDim, scenes.Right)
		}
		f.Mark(c, obj{kind: objRes, a: int16(k)}, r)
	}
	t.line = v.Equipment(p, t.line[:0])
	for i, r := range l.equip {
		if i < len(t.line) {
			t.drawSlotCard(c, t.line[i], r)
		} else {
			c.RoundRectStroke(r, 5, 1, colBorder)
			ts := min(11, r.H*0.3)
			c.Text(slotLabels[i], r.X+4, r.Y+3, ts, scenes.ColDim, scenes.Left)
			if i >= rr.EquipmentSlots-2 {
				c.Text("cost +2 E", r.X+4, r.Y+ts+5, ts, scenes.ColDim, scenes.Left)
				c.Text("+1 Infl.", r.X+4, r.Y+2*ts+7, ts, scenes.ColDim, scenes.Left)
			}
		}
	}
	f.Mark(c, obj{kind: objEquip}, scenes.Rect{X: l.equip[0].X, Y: l.equip[0].Y, W: l.support.X - l.equip[0].X - 4, H: l.equip[0].H})
	s := l.support
	c.RoundRect(s, 5, color.RGBA{0x2a, 0x24, 0x44, 0xff})
	c.Paragraph(t.texts.Cat("Support played: ", scenes.Itoa(v.Supports(p)), ""), s.X+4, s.Y+3, min(12, s.H*0.3), s.W-8, scenes.ColText)
	f.Mark(c, obj{kind: objSupport}, s)
	t.drawInfo(c, p)
}

// drawFigures draws the Captain and the two Cadets: whether each is
// placed this round, and the Training cards under each Cadet.
func (t *Table) drawFigures(c *scenes.Canvas, f *table.Frame[obj], p rules.Seat) {
	v := t.view
	for k, r := range t.lay.figs {
		used := v.FigureUsed(p, k)
		c.RoundRect(r, 6, color.RGBA{0x24, 0x1e, 0x3a, 0xff})
		rad := min(r.H*0.3, 13)
		a := 1.0
		if used {
			a = 0.35
		}
		c.PushFaded(c.Transform(), a)
		t.drawFigure(c, p, k, r.X+rad+5, r.Y+rad+4, rad)
		c.Pop()
		ts := min(13, r.H*0.3)
		name := "Captain"
		if k > 0 {
			name = t.texts.Cat("Cadet ", scenes.Itoa(k), "")
		}
		if used {
			name = t.texts.Cat(name, " (out)", "")
		}
		c.Bold(name, r.X+2*rad+10, r.Y+4, ts, scenes.ColText, scenes.Left)
		if k > 0 {
			t.line = v.Training(p, k-1, t.line[:0])
			y := r.Y + ts + 6
			for _, id := range t.line {
				c.Text(rr.Cards[id].Name, r.X+2*rad+10, y, min(11, ts*0.85), sr.HouseColor(int(rr.Cards[id].House)), scenes.Left)
				y += min(11, ts*0.85) + 1
			}
			if len(t.line) == 0 {
				c.Text("no Training", r.X+2*rad+10, y, min(11, ts*0.85), scenes.ColDim, scenes.Left)
			}
		}
		f.Mark(c, obj{kind: objFig, a: int16(k)}, r)
	}
}

// drawCompartment draws Compartment k of seat p: its bonus action, or the
// Corruption that blocks it.
func (t *Table) drawCompartment(c *scenes.Canvas, p rules.Seat, k int, r scenes.Rect) {
	bad := t.view.Corrupted(p, k)
	bg := color.RGBA{0x22, 0x30, 0x48, 0xff}
	if bad {
		bg = sr.Corruption
	}
	c.RoundRect(r, 5, bg)
	ts := min(12, r.W*0.16)
	c.Paragraph(compNames[k], r.X+4, r.Y+3, ts, r.W-8, scenes.ColText)
	if bad {
		c.Bold("Corrupted", r.X+r.W/2, r.Y+r.H-ts-4, ts, colGold, scenes.Center)
	} else {
		// Its two Resource slots.
		s := min(ts, r.W*0.2)
		for i := 0; i < 2; i++ {
			c.RoundRectStroke(scenes.Rect{X: r.X + r.W/2 - s - 2 + float64(i)*(s+4), Y: r.Y + r.H - s - 4, W: s, H: s}, 2, 1, scenes.ColDim)
		}
	}
}

// drawInfo writes the last line of the board: the agenda, Data cubes,
// removed Corruption, and the Hidden Influence drawn to keep one of.
func (t *Table) drawInfo(c *scenes.Canvas, p rules.Seat) {
	v := t.view
	r := t.lay.info
	ts := min(12, r.H*0.4)
	agenda, shown := v.Agenda(p)
	line := t.texts.Cat("Data ", scenes.Itoa(v.Data(p)), t.texts.Cat(" · Corruption removed ", scenes.Itoa(v.RemovedCorruption(p)), "/3"))
	switch {
	case agenda >= 0 && (shown || p == t.Viewer):
		line = t.texts.Cat(line, " · Agenda ", rr.Agendas[agenda].Name)
	case agenda == -2:
		line = t.texts.Cat(line, " · Agenda hidden", "")
	}
	c.Text(line, r.X, r.Y, ts, scenes.ColText, scenes.Left)
	t.line = v.Offer(p, t.line[:0])
	if len(t.line) > 0 && t.line[0] >= 0 {
		x := r.X
		y := r.Y + ts + 3
		c.Text("Drawn:", x, y, ts, scenes.ColDim, scenes.Left)
		x += ts * 3.6
		for _, h := range t.line {
			c.Bold(rr.HouseNames[h], x, y, ts, sr.HouseColor(h), scenes.Left)
			w, _ := c.Measure(rr.HouseNames[h], ts)
			x += w + 8
		}
	}
}

// drawAgendaChoice shows the two Hidden Agendas dealt, with their
// objectives, in the board while one is chosen.
func (t *Table) drawAgendaChoice(c *scenes.Canvas) {
	l := &t.lay
	offer := t.view.AgendaOffer(t.Viewer)
	top := l.figs[0].Y
	h := (l.info.Y + l.info.H - top - 6) / 2
	for i, a := range offer {
		r := scenes.Rect{X: l.board.X + 6, Y: top + float64(i)*(h+6), W: l.board.W - 12, H: h}
		c.RoundRect(r, 6, colPaper)
		ts := min(14, h*0.2)
		c.Bold(rr.Agendas[a].Name, r.X+6, r.Y+3, ts, colInk, scenes.Left)
		for o := 0; o < 3; o++ {
			c.Text(t.texts.Cat("6 VP: ", rr.ObjectiveText(a, o), ""), r.X+10, r.Y+ts+6+float64(o)*(ts+2), ts*0.9, colInk, scenes.Left)
		}
	}
}

// drawSlotCard draws a played card small in a slot: its House's colour
// and its name.
func (t *Table) drawSlotCard(c *scenes.Canvas, id int, r scenes.Rect) {
	card := &rr.Cards[id]
	c.RoundRect(r, 5, colPaper)
	c.Rect(scenes.Rect{X: r.X, Y: r.Y, W: 4, H: r.H}, sr.HouseColor(int(card.House)))
	c.Paragraph(card.Name, r.X+6, r.Y+3, min(11, r.H*0.3), r.W-9, colInk)
}
