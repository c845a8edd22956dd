package revenant

import (
	"image/color"
	"strings"

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

// slotCosts say what the last two Equipment slots add.
var slotCosts = [2]string{"Slot 4: +2 E cost, +1 Infl.", "Slot 5: +2 E cost, +1 Infl."}

// slotCostsMid say it in a slot a line high, with its number.
var slotCostsMid = [2]string{"Slot 4: +2 E +1 Infl.", "Slot 5: +2 E +1 Infl."}

// slotCostsNumbered say it in a narrow slot a line high, under Slots 1
// to 3.
var slotCostsNumbered = [2]string{"4: +2 E +1 Infl.", "5: +2 E +1 Infl."}

// slotCostsShort say it in a narrow slot, without its number (its
// tooltip gives it).
var slotCostsShort = [2]string{"+2 E +1 Infl.", "+2 E +1 Infl."}

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
	ts := grow(c, min(max(18, l.title.H*0.5), l.title.H*0.8), l.title.H*0.8)
	spec := v.Specialization(p)
	title := t.texts.Cat(t.seatName(p), " · Captain level ", scenes.Itoa(v.Captain(p)))
	if spec >= 0 {
		title = t.texts.Cat(title, " ", rr.SpecNames[spec])
	}
	if l.compact {
		// The title is the board's tab, a part of a row of three.
		title = t.texts.Cat(t.seatName(p), " · Captain ", scenes.Itoa(v.Captain(p)))
	}
	if t.Prompt.Kind == "assign" && t.Mine && p == t.Viewer && !t.figPicked(f) {
		// The prompt names the space; the first tap is on a figure. A
		// shorter line when the longer would shrink under the bar.
		for _, ask := range [...]string{": pick a lit Crew figure, then a lit space", ": pick a lit figure, then a space", ": pick a lit figure"} {
			title = t.texts.Cat(t.seatName(p), ask, "")
			if fitLine(c, title, ts, l.title.W*0.94) >= c.AtLeast(ts)*0.98 { // bold is wider
				break
			}
		}
	}
	room := l.title.W
	if p != t.Viewer && t.Viewer != rules.NoSeat && !l.compact {
		// Another seat's board: the way back at the right end, the title
		// in the room left of it, shorter rather than cut or covered.
		const back = "tap your name to return"
		bw, _ := c.Measure(back, ts*0.8)
		if fitLine(c, title, ts, room-bw-12) < c.AtLeast(ts)*0.98 && spec >= 0 {
			title = t.texts.Cat(t.seatName(p), " · Captain ", t.texts.Cat(scenes.Itoa(v.Captain(p)), " ", rr.SpecNames[spec]))
		}
		if fitLine(c, title, ts, room-bw-12) >= c.AtLeast(ts)*0.98 {
			c.Text(back, l.title.X+l.title.W, l.title.Y, ts*0.8, scenes.ColDim, scenes.Right)
			room -= bw + 12
		}
	}
	ts = fitLine(c, title, ts, room)
	c.Bold(title, l.title.X, l.title.Y, ts, t.seatCol(p), scenes.Left)
	tw, _ := c.App.Text.Measure(title, ts, true)
	t.titleEnd, t.titleRoom = l.title.X+tw, room
	if t.Prompt.Kind == "agenda" && t.Mine && p == t.Viewer {
		t.drawAgendaChoice(c)
		return
	}
	if t.choosingSpec() {
		t.drawSpecChoice(c, f)
		return
	}
	if t.Prompt.Kind == "place-corruption" && t.Mine && p == t.Viewer {
		t.drawCorruptionWhy(c)
	} else {
		t.drawFigures(c, f, p)
	}
	stored, locked := t.resourcesOf(p)
	// The tokens stored fill the uncorrupted Compartments' slots in
	// order, as the rulebook's board holds them.
	var fill [rr.NumCompartments][2]int
	next, left := 0, stored
	for k := range fill {
		for i := range fill[k] {
			for next < rr.NumResources && left[next] == 0 {
				next++
			}
			fill[k][i] = -1
			if !v.Corrupted(p, k) && next < rr.NumResources {
				fill[k][i] = next
				left[next]--
			}
		}
	}
	t.slotsFilled = 0
	for k, r := range l.comps {
		for _, f := range fill[k] {
			if f >= 0 {
				t.slotsFilled++
			}
		}
		t.drawCompartment(c, p, k, r, fill[k])
		f.Mark(c, obj{kind: objComp, a: int16(k)}, r.Inset(3))
	}
	for k, r := range l.res {
		col := sr.ResourceColor(k)
		c.RoundRect(r, 5, sprites.Shade(col, -0.6))
		rs := grow(c, min(r.H*0.6, 15), r.H*0.8)
		ls := grow(c, rs*0.75, r.H*0.7)
		rad := max(rs*0.6, ls*0.75)
		c.Circle(r.X+rs*0.7+2, r.Y+r.H/2, rad, col)
		c.Bold(resLetters[k], r.X+rs*0.7+2, r.Y+r.H/2-ls*0.6, ls, colInk, scenes.Center)
		c.Bold(scenes.Itoa(stored[k]), r.X+rs*1.5+6, r.Y+(r.H-rs)/2-1, rs, scenes.ColText, scenes.Left)
		if locked[k] > 0 {
			nw, _ := c.App.Text.Measure(scenes.Itoa(stored[k]), rs, true)
			t.drawLocked(c, locked[k], r, r.X+rs*1.5+6+nw+6, rs)
		}
		f.Mark(c, obj{kind: objRes, a: int16(k)}, r.Inset(3))
	}
	t.line = v.Equipment(p, t.line[:0])
	for i, r := range l.equip {
		if i < len(t.line) {
			t.drawSlotCard(c, t.line[i], r)
		} else {
			c.RoundRectStroke(r, 5, 1, colBorder)
			text := slotLabels[i]
			// Large enough to read at a glance (the twelfth review read
			// the slots' words about 11 px high).
			ts := grow(c, min(20, r.H*flatText(r, 0.34)), r.H*0.4)
			col := scenes.ColDim
			if i >= rr.EquipmentSlots-2 {
				text = slotCosts[i-rr.EquipmentSlots+2]
				col = scenes.ColText
			}
			fit := fitWords(c, text, fitParagraph(c, text, ts, r.W-10, r.H-4), r.W-10)
			if i >= rr.EquipmentSlots-2 && fit < min(16, ts)*0.98 {
				// A narrow slot: shorter forms, its number kept where it
				// reads legibly (the nineteenth review took a bare "+2 E
				// +1 Infl." for a caption of the slot above), else what
				// the slot adds alone.
				j := i - rr.EquipmentSlots + 2
				for k, short := range [...]string{slotCostsMid[j], slotCostsNumbered[j], slotCostsShort[j]} {
					sf := fitWords(c, short, fitParagraph(c, short, ts, r.W-10, r.H-4), r.W-10)
					if legible := c.ScreenPx(sf) >= [...]float64{14, 12.5, 0}[k]; legible || sf > fit {
						text, fit = short, sf
						if legible {
							break
						}
					}
				}
			}
			ts = fit
			c.Paragraph(text, r.X+5, r.Y+2, ts, r.W-10, col)
		}
	}
	if l.equip[rr.EquipmentSlots-1].Y > l.equip[0].Y {
		for _, r := range l.equip {
			f.Mark(c, obj{kind: objEquip}, r) // a narrow board's two lines
		}
	} else {
		f.Mark(c, obj{kind: objEquip}, scenes.Rect{X: l.equip[0].X, Y: l.equip[0].Y, W: l.support.X - l.equip[0].X - 4, H: l.equip[0].H})
	}
	s := l.support
	c.RoundRect(s, 5, color.RGBA{0x2a, 0x24, 0x44, 0xff})
	sup := t.texts.Cat("Support played: ", scenes.Itoa(v.Supports(p)), "")
	ss := grow(c, min(18, s.H*flatText(s, 0.3)), s.H*0.4)
	fit := fitWords(c, sup, fitParagraph(c, sup, ss, s.W-10, s.H-4), s.W-10)
	if short := t.texts.Cat("Support: ", scenes.Itoa(v.Supports(p)), ""); fit < min(14, ss) {
		// A flat box: the short words (its tooltip says them whole).
		if sf := fitLine(c, short, ss, s.W-10); sf > fit {
			sup, fit = short, sf
		}
	}
	c.Paragraph(sup, s.X+5, s.Y+2, fit, s.W-10, scenes.ColText)
	f.Mark(c, obj{kind: objSupport}, s)
	t.drawn = [rr.NumHouses]scenes.Rect{}
	t.drawInfo(c, p)
	if p == t.Viewer {
		t.markDrawn(c, f)
	} else {
		t.drawn = [rr.NumHouses]scenes.Rect{}
	}
}

// flatText is the size of a box's words, in its heights: share in a
// tall box, where they take lines, 0.62 in a flat one (a narrow board's
// Equipment slots), one line.
func flatText(r scenes.Rect, share float64) float64 {
	if r.W > r.H*2 {
		return 0.62
	}
	return share
}

// drawLocked writes the tokens locked away in Resource box r: "+2
// locked" after the count (which ends at x) when it fits at a legible
// size, else "+2" and a padlock, under the count when the box is tall
// enough. The tooltip and the aid say what locked means.
func (t *Table) drawLocked(c *scenes.Canvas, n int, r scenes.Rect, x, rs float64) {
	ks := grow(c, rs*0.7, rs)
	room := r.X + r.W - 4 - x
	y := r.Y + (r.H-ks)/2
	lk := t.texts.Cat("+", scenes.Itoa(n), " locked")
	if w, _ := c.Measure(lk, ks); w <= room {
		c.Text(lk, r.X+r.W-4, y, ks, colLocked, scenes.Right)
		return
	}
	if r.H >= rs+2*ks+4 {
		// Under the count, across the box.
		y, room = r.Y+r.H-ks-2, r.W-8
		if w, _ := c.Measure(lk, ks); w <= room {
			c.Text(lk, r.X+r.W-4, y, ks, colLocked, scenes.Right)
			return
		}
	}
	num := t.texts.Cat("+", scenes.Itoa(n), "")
	lw := ks * 0.8 // the padlock's width
	nw, _ := c.Measure(num, ks)
	if nw+2+lw > room {
		ks = max(fitLine(c, num, ks, room-2-lw), c.AtLeast(ks))
		lw = ks * 0.8
	}
	c.Text(num, r.X+r.W-4-lw-2, y, ks, colLocked, scenes.Right)
	drawPadlock(c, r.X+r.W-4-lw, y+ks*0.08, lw, ks, colLocked)
}

// drawPadlock draws a padlock w wide and h high at x, y: the mark of
// Resource tokens locked away.
func drawPadlock(c *scenes.Canvas, x, y, w, h float64, col color.RGBA) {
	c.Symbol("padlock", h)
	c.Ring(x+w/2, y+h*0.36, w*0.3, max(1.2, w*0.12), col)
	c.RoundRect(scenes.Rect{X: x, Y: y + h*0.4, W: w, H: h * 0.55}, max(1, w*0.12), col)
}

// drawFigures draws the Captain and the two Cadets: whether each is
// placed this round, and the Training cards under each Cadet.
func (t *Table) drawFigures(c *scenes.Canvas, f *table.Frame[obj], p rules.Seat) {
	v := t.view
	for k, r := range t.lay.figs {
		used := v.FigureUsed(p, k)
		c.RoundRect(r, 6, color.RGBA{0x24, 0x1e, 0x3a, 0xff})
		rad := min(r.H*0.3, max(13, t.lay.least()*0.8))
		a := 1.0
		if used {
			a = 0.35
		}
		c.PushFaded(c.Transform(), a)
		t.drawFigure(c, p, k, r.X+rad+5, r.Y+rad+4, rad)
		c.Pop()
		ts := grow(c, min(max(16, r.H*0.18), r.H*0.32), r.H*0.36) // larger in the tall boxes of a portrait screen
		name := "Captain"
		if k > 0 {
			name = t.texts.Cat("Cadet ", scenes.Itoa(k), "")
		}
		tx := r.X + 2*rad + 10
		tw := r.X + r.W - tx - 4
		y := r.Y + ts + 6
		if used {
			// "(out)" after the name, or under it in a narrow box.
			if out := t.texts.Cat(name, " (out)", ""); fitLine(c, out, ts, tw) >= c.AtLeast(ts)*0.98 {
				name = out
			} else {
				ls := grow(c, min(t.lay.mapPx(14, 15), ts*0.85), max(20, t.lay.least()))
				c.Text("(out)", tx, y, fitLine(c, "(out)", ls, tw), scenes.ColDim, scenes.Left)
				y += ls + 1
			}
		}
		c.Bold(name, tx, r.Y+4, fitLine(c, name, ts, tw), scenes.ColText, scenes.Left)
		if k > 0 {
			t.line = v.Training(p, k-1, t.line[:0])
			n := float64(max(1, len(t.line)))
			ls := min(grow(c, min(t.lay.mapPx(14, 15), ts*0.85), max(20, t.lay.least())), (r.Y+r.H-y)/n-1)
			x, w := tx, tw
			for _, id := range t.line {
				if fitLine(c, rr.Cards[id].Name, ls, tw) < c.AtLeast(ls)*0.98 {
					// A long name in a narrow box: the list goes under
					// the figure, the box's whole width.
					x, w = r.X+5, r.W-9
					y = max(y, r.Y+2*rad+6)
					ls = min(ls, (r.Y+r.H-y)/n-1)
					break
				}
			}
			for _, id := range t.line {
				name := rr.Cards[id].Name
				c.Text(name, x, y, fitLine(c, name, ls, w), sr.HouseColor(int(rr.Cards[id].House)), scenes.Left)
				y += ls + 1
			}
			if len(t.line) == 0 {
				c.Text("no Training", tx, y, fitLine(c, "no Training", ls, tw), scenes.ColDim, scenes.Left)
			}
		}
		f.Mark(c, obj{kind: objFig, a: int16(k)}, r.Inset(3))
	}
}

// drawCompartment draws Compartment k of seat p: its bonus action, or the
// Corruption that blocks it.
func (t *Table) drawCompartment(c *scenes.Canvas, p rules.Seat, k int, r scenes.Rect, fill [2]int) {
	bad := t.view.Corrupted(p, k)
	bg := color.RGBA{0x22, 0x30, 0x48, 0xff}
	if bad {
		bg = sr.Corruption
	}
	c.RoundRect(r, 5, bg)
	// The slots 12 px and more where the box has the room (the
	// twenty-third review read 8 px dots at 800x600).
	sq := max(min(12, r.H*0.3, r.W*0.2), min(t.lay.least(), r.H*0.3, r.W*0.2))
	name := compNames[k]
	if r.W > r.H*2.5 && bad {
		// A flat Corrupted box: the name on a line, the mark under it.
		ns := grow(c, min(max(16, r.H*0.15), r.H*0.4), r.H*0.45)
		cs := grow(c, sq+2, r.H*0.4)
		if r.H >= ns+cs+8 {
			c.Text(name, r.X+5, r.Y+3, fitLine(c, name, ns, r.W-10), scenes.ColText, scenes.Left)
			c.Bold("Corrupted", r.X+r.W-5, r.Y+r.H-cs-3, fitLine(c, "Corrupted", cs, r.W-10), colGold, scenes.Right)
			return
		}
	}
	if r.W > r.H*2.5 {
		// A flat box: the name on the left, the slots or the mark on the right.
		right := 2*sq + 10
		if bad {
			right, _ = c.Measure("Corrupted", sq+2)
			right += 8
			c.Bold("Corrupted", r.X+r.W-4, r.Y+(r.H-sq-2)/2, sq+2, colGold, scenes.Right)
		} else {
			t.drawCompSlots(c, r.X+r.W-2*sq-8, r.Y+(r.H-sq)/2, sq, fill)
		}
		ts := fitWords(c, name, fitParagraph(c, name, min(16, r.H*0.5), r.W-right-6, r.H-2), r.W-right-6)
		c.Paragraph(name, r.X+4, r.Y+2, ts, r.W-right-6, scenes.ColText)
		return
	}
	low := sq // what the bottom of the box holds: the slots or the mark
	if bad {
		low = fitWords(c, "Corrupted", grow(c, sq+2, r.H*0.3), r.W-10)
	}
	ts := fitWords(c, name, fitParagraph(c, name, grow(c, min(max(16, r.H*0.13), r.H*0.3), r.H*0.3), r.W-10, r.H-low-8), r.W-10)
	c.Paragraph(name, r.X+5, r.Y+2, ts, r.W-10, scenes.ColText)
	if bad {
		c.Bold("Corrupted", r.X+r.W/2, r.Y+r.H-low-4, low, colGold, scenes.Center)
		return
	}
	t.drawCompSlots(c, r.X+r.W/2-sq-2, r.Y+r.H-sq-3, sq, fill)
}

// drawCompSlots draws a Compartment's two Resource slots of size sq from
// x, y, each holding the token of fill's Resource in its colour (-1 for
// an empty slot).
func (t *Table) drawCompSlots(c *scenes.Canvas, x, y, sq float64, fill [2]int) {
	for i := 0; i < 2; i++ {
		s := scenes.Rect{X: x + float64(i)*(sq+4), Y: y, W: sq, H: sq}
		if fill[i] >= 0 {
			c.Circle(s.X+sq/2, s.Y+sq/2, sq/2, sr.ResourceColor(fill[i]))
			continue
		}
		c.RoundRectStroke(s, 2, 1, scenes.ColDim)
	}
}

// grow returns size, or more up to limit so that it comes out legible
// on screen (scenes.MinTextPx); never less than size.
func grow(c *scenes.Canvas, size, limit float64) float64 {
	return max(size, min(c.AtLeast(size), limit))
}

// fitLine returns size, or less so that s fits in width on one line.
func fitLine(c *scenes.Canvas, s string, size, width float64) float64 {
	if w, _ := c.Measure(s, size); w > width && w > 0 {
		size *= width / w
	}
	return size
}

// figPicked reports whether one of the viewer's Crew figures is selected.
func (t *Table) figPicked(f *table.Frame[obj]) bool {
	for k := 0; k < 3; k++ {
		if f.Light(obj{kind: objFig, a: int16(k)}) == table.Selected {
			return true
		}
	}
	return false
}

// fitWords returns size, or less so that each word of s fits in width.
func fitWords(c *scenes.Canvas, s string, size, width float64) float64 {
	for len(s) > 0 {
		i := strings.IndexByte(s, ' ')
		if i < 0 {
			i = len(s)
		}
		if w, _ := c.Measure(s[:i], size); w*1.05 > width {
			size *= width / (w * 1.05)
		}
		s = s[min(i+1, len(s)):]
	}
	return size
}

// drawInfo writes the last line of the board: the agenda, Data cubes,
// removed Corruption, and the Hidden Influence drawn to keep one of.
func (t *Table) drawInfo(c *scenes.Canvas, p rules.Seat) {
	v := t.view
	r := t.lay.info
	ts := grow(c, min(15, r.H*0.42), r.H*0.45)
	agenda, shown := v.Agenda(p)
	line := t.texts.Cat("Data ", scenes.Itoa(t.dataOf(p)), t.texts.Cat(" · Corruption removed ", scenes.Itoa(v.RemovedCorruption(p)), "/3"))
	switch {
	case agenda >= 0 && (shown || p == t.Viewer):
		line = t.texts.Cat(line, " · Agenda ", rr.Agendas[agenda].Name)
	case agenda == -2:
		line = t.texts.Cat(line, " · Agenda hidden", "")
	}
	// Clear of the board's frame (the thirteenth review saw the agenda's
	// name touch it).
	c.Text(line, r.X+2, r.Y, fitLine(c, line, ts, r.W-10), scenes.ColText, scenes.Left)
	t.line = v.Offer(p, t.line[:0])
	if len(t.line) > 0 && t.line[0] >= 0 {
		x := r.X
		y := r.Y + ts + 3
		c.Text("Drawn:", x, y, ts, scenes.ColDim, scenes.Left)
		x += ts * 3.6
		for _, h := range t.line {
			// Each card a box with its House's name, outlined in the
			// House's colour: a tap keeps it.
			w, _ := c.Measure(rr.HouseNames[h], ts)
			box := scenes.Rect{X: x, Y: y - ts*0.15, W: w + 12, H: ts * 1.3}
			c.RoundRect(box, 4, colPlate)
			c.RoundRectStroke(box, 4, 1.5, sr.HouseColor(h))
			c.Bold(rr.HouseNames[h], x+6, y, ts, sr.HouseColor(h), scenes.Left)
			if h >= 0 && int(h) < len(t.drawn) {
				t.drawn[h] = box
			}
			x += box.W + 8
		}
	}
}

// markDrawn lights the Hidden Influence cards drawn that a tap keeps.
func (t *Table) markDrawn(c *scenes.Canvas, f *table.Frame[obj]) {
	for h, r := range t.drawn {
		if r.W > 0 {
			markRow(c, f, obj{kind: objHouse, a: int16(h)}, r.Inset(-2.5)) // an outline: a glow covered the line above
		}
	}
}

// drawAgendaChoice shows the two Hidden Agendas dealt, with their
// objectives, in the board while one is chosen: large cards, their texts
// agendaPx or more on screen, wrapped to the card.
func (t *Table) drawAgendaChoice(c *scenes.Canvas) {
	l := &t.lay
	offer := t.view.AgendaOffer(t.Viewer)
	top := l.figs[0].Y
	h := (l.info.Y + l.info.H - top - 6) / 2
	for i, a := range offer {
		r := scenes.Rect{X: l.board.X + 6, Y: top + float64(i)*(h+6), W: l.board.W - 12, H: h}
		c.RoundRect(r, 6, colPaper)
		ns := max(min(22, h*0.17), atLeastPx(c, 16, agendaPx))
		os := t.agendaFit(c, a, max(min(19, h*0.14), atLeastPx(c, 14, agendaPx)), r.W-20, r.H-ns*1.3-8, atLeastPx(c, 14, agendaPx))
		c.Bold(rr.Agendas[a].Name, r.X+8, r.Y+4, fitLine(c, rr.Agendas[a].Name, ns, r.W-16), colInk, scenes.Left)
		y := r.Y + 4 + ns*1.3
		for o := 0; o < 3; o++ {
			y += c.Paragraph(t.texts.Cat("6 VP: ", rr.ObjectiveText(a, o), ""), r.X+12, y, os, r.W-20, colInk) + os*0.2
		}
	}
}

// agendaPx is the least height on screen, in device pixels, of an
// agenda's texts, in the choice and in the large view.
const agendaPx = 14

// atLeastPx returns size, or the size that comes out px high on screen
// when size would be smaller.
func atLeastPx(c *scenes.Canvas, size, px float64) float64 {
	if on := c.ScreenPx(size); on > 0 && on < px {
		return size * px / on
	}
	return size
}

// agendaFit returns size, or less down to least, so that agenda a's three
// objectives each fit width on one line, and, wrapped to width, take no
// more than room.
func (t *Table) agendaFit(c *scenes.Canvas, a int, size, width, room, least float64) float64 {
	for o := 0; o < 3; o++ {
		size = max(least, min(size, fitLine(c, t.texts.Cat("6 VP: ", rr.ObjectiveText(a, o), ""), size, width*0.96)))
	}
	for size > least {
		h := 0.0
		for o := 0; o < 3; o++ {
			h += c.ParagraphHeight(t.texts.Cat("6 VP: ", rr.ObjectiveText(a, o), ""), size, width) + size*0.2
		}
		if h <= room {
			break
		}
		size = max(least, size*0.94)
	}
	return size
}

// drawSlotCard draws a played card small in a slot: its House's colour
// and its name.
func (t *Table) drawSlotCard(c *scenes.Canvas, id int, r scenes.Rect) {
	card := &rr.Cards[id]
	c.RoundRect(r, 5, colPaper)
	c.Rect(scenes.Rect{X: r.X, Y: r.Y, W: 4, H: r.H}, sr.HouseColor(int(card.House)))
	ts := fitWords(c, card.Name, fitParagraph(c, card.Name, min(17, r.H*flatText(r, 0.3)), r.W-9, r.H-4), r.W-9)
	c.Paragraph(card.Name, r.X+6, r.Y+3, ts, r.W-9, colInk)
}

// specTexts say what each specialization does, from level 1 on.
var specTexts = [rr.NumSpecs]string{
	"Gains a Resource of your choice when landing on a Planet; later lands on occupied Planets, destroys a Voidborn and adds an Absorber there.",
	"Tactics +1 when placed on the Revenant; later a Hidden Influence card there too, then builds ships of a House from its Hidden Influence.",
	"Takes a Data cube each time it is placed; later a Science token, an extra Improvement draw, and removes a Corruption.",
	"May take the action of another ship in its Sector; later Tactics +1 and Hidden Influence instead of Influence, and keeps 2 Hidden Influence cards.",
}

// specShort say what each specialization does at level 1, for a card too
// small for its whole text (its tooltip gives it whole).
var specShort = [rr.NumSpecs]string{
	"Gains a Resource of your choice when landing on a Planet; more as it levels.",
	"Tactics +1 when placed on the Revenant; more as it levels.",
	"Takes a Data cube each time it is placed; more as it levels.",
	"May take the action of another ship in its Sector; more as it levels.",
}

// choosingSpec reports whether the viewer chooses a Captain's
// specialization now, in the Crew board.
func (t *Table) choosingSpec() bool {
	return t.Prompt.Kind == "specialization" && t.Mine && t.shown() == t.Viewer
}

// specIntro is the most room the sentence over the specializations
// takes: two lines of the Crew board's width.
const specIntro = 40

// specRect is the place of specialization k while one is chosen: two by
// two over the Crew board, under the sentence that introduces them (as
// tall as it was last drawn, or specIntro before).
func (t *Table) specRect(k int) scenes.Rect {
	l := &t.lay
	top := l.figs[0].Y + specIntro
	if t.specLaid.intro.H > 0 {
		// Clear of the cards' highlights, which reach 7 units out.
		top = t.specLaid.intro.Y + t.specLaid.intro.H + 10
	}
	w := (l.board.W - 18) / 2
	h := (l.info.Y + l.info.H - top - 6) / 2
	return scenes.Rect{X: l.board.X + 6 + float64(k%2)*(w+6), Y: top + float64(k/2)*(h+6), W: w, H: h}
}

// specLayout is where the texts of the specialization choice were last
// drawn, for the tests: the introducing sentence, and each
// specialization's name, "taken by" line (zero when free) and what it
// does, and that text's size.
type specLayout struct {
	intro             scenes.Rect
	name, taken, does [rr.NumSpecs]scenes.Rect
	sizes             [rr.NumSpecs]float64 // the size of what each does
}

// drawSpecChoice offers the four specializations, each with what it does;
// one another seat took is dimmed and says who took it, on a line of its
// own under its name.
func (t *Table) drawSpecChoice(c *scenes.Canvas, f *table.Frame[obj]) {
	l := &t.lay
	const intro = "Every Captain has Movement +1; the abilities grow with its level."
	in := scenes.Rect{X: l.board.X + 8, Y: l.figs[0].Y, W: l.board.W - 16, H: specIntro - 4}
	is := max(fitParagraph(c, intro, min(16, l.title.H), in.W, in.H), l.least())
	c.Paragraph(intro, in.X, in.Y, is, in.W, scenes.ColDim)
	// Its whole height, however large the legible least made it, and
	// the last line's descent: the specializations go under it.
	t.specLaid.intro = scenes.Rect{X: in.X, Y: in.Y, W: in.W, H: c.ParagraphHeight(intro, is, in.W) + is*0.3}
	// Growing with a tall card (a portrait screen's read about 11 px in
	// mostly empty cards, the nineteenth review).
	ts := max(min(max(18, t.specRect(0).H*0.1), t.specRect(0).H*0.2, 30), l.least()/0.8)
	texts, ps := t.specSize(c, ts)
	for k := range specTexts {
		r := t.specRect(k)
		taken := t.specTaker(k)
		a := 1.0
		if taken != rules.NoSeat {
			a = 0.4
		}
		c.PushFaded(c.Transform(), a)
		c.RoundRect(r, 6, colPaper)
		name := scenes.Clip(c, rr.SpecNames[k], ts, r.W-12)
		c.Bold(name, r.X+6, r.Y+4, ts, colInk, scenes.Left)
		nw, nh := c.Measure(name, ts)
		t.specLaid.name[k] = scenes.Rect{X: r.X + 6, Y: r.Y + 4, W: nw, H: nh}
		y := r.Y + 4 + nh
		t.specLaid.taken[k] = scenes.Rect{}
		if taken != rules.NoSeat {
			by := scenes.Clip(c, t.texts.Cat("taken by ", t.seatName(taken), ""), ts*0.8, r.W-12)
			c.Text(by, r.X+6, y, ts*0.8, colInk, scenes.Left)
			bw, bh := c.Measure(by, ts*0.8)
			t.specLaid.taken[k] = scenes.Rect{X: r.X + 6, Y: y, W: bw, H: bh}
			y += bh
		}
		does := texts[k]
		c.Paragraph(does, r.X+6, y, ps, r.W-12, colInk)
		t.specLaid.sizes[k] = ps
		t.specLaid.does[k] = scenes.Rect{X: r.X + 6, Y: y, W: r.W - 12, H: c.ParagraphHeight(does, ps, r.W-12)}
		c.Pop()
		f.Mark(c, obj{kind: objSpec, a: int16(k)}, r)
	}
}

// specSize returns the texts of the four specializations and the one
// size they are all drawn at, the names at ts: the whole texts, or the
// level 1 ones when a whole one would not fit its card legible; every
// word whole either way. (Each card fitted alone drew four sizes side by
// side.)
func (t *Table) specSize(c *scenes.Canvas, ts float64) (*[rr.NumSpecs]string, float64) {
	l := &t.lay
	most := max(min(max(16, ts*0.8), ts*0.9), l.least())
	fit := func(texts *[rr.NumSpecs]string) float64 {
		size := most
		for k := range texts {
			r := t.specRect(k)
			_, nh := c.Measure(rr.SpecNames[k], ts)
			room := r.H - 8 - nh
			if t.specTaker(k) != rules.NoSeat {
				_, bh := c.Measure("taken by", ts*0.8)
				room -= bh
			}
			size = min(size, fitParagraph(c, texts[k], most, r.W-12, room))
		}
		return size
	}
	if ps := fit(&specTexts); ps >= l.least() {
		return &specTexts, ps
	}
	return &specShort, max(fit(&specShort), l.least())
}

// fitParagraph returns the largest size up to size at which s, wrapped
// within width, stays within height.
func fitParagraph(c *scenes.Canvas, s string, size, width, height float64) float64 {
	for size > 9 && float64(c.WrappedLines(s, size, width))*size*1.3 > height {
		size--
	}
	return size
}

// drawCorruptionWhy says, in the row of figures, why a Corruption is to be
// placed and what it does.
func (t *Table) drawCorruptionWhy(c *scenes.Canvas) {
	l := &t.lay
	r := scenes.Rect{X: l.figs[0].X, Y: l.figs[0].Y, W: l.figs[2].X + l.figs[2].W - l.figs[0].X, H: l.figs[0].H}
	c.RoundRect(r, 6, sr.Corruption)
	why := t.corrWhy
	if why == "" {
		why = "You gained a Corruption"
	}
	text := t.texts.Cat(why, ": tap a Compartment for it. It blocks that Compartment's bonus action and Resource slots until removed, and costs 2 VP at the end.", "")
	size := fitParagraph(c, text, 16, r.W-16, r.H-8)
	if size < l.least() {
		// Too small to read: the order alone, legible; the player aid
		// says what a Corruption does.
		text = t.texts.Cat(why, ": tap a Compartment for it", "")
		size = max(fitParagraph(c, text, 16, r.W-16, r.H-8), l.least())
	}
	c.Paragraph(text, r.X+8, r.Y+4, size, r.W-16, scenes.ColText)
	t.corrPx = c.ScreenPx(size)
}
