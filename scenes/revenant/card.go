package revenant

import (
	"strings"

	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/sprites"
	sr "starboard/sprites/revenant"
)

// cardTexts are the Improvement cards' ability texts and kind lines, made
// once.
var cardTexts, cardKinds = func() (texts, kinds [rr.NumCards]string) {
	for id := range texts {
		c := &rr.Cards[id]
		texts[id] = rr.CardText(id)
		kinds[id] = rr.CardKindNames[c.Kind] + " · " + rr.HouseNames[c.House]
	}
	return
}()

// cardShorts are the Improvement cards' effects with their trigger in a
// word ("Cadet: +1 Damage"), for a hand card too small for the whole text.
var cardShorts = func() (shorts [rr.NumCards]string) {
	for id := range shorts {
		when, effect, ok := strings.Cut(cardTexts[id], ": ")
		if !ok {
			shorts[id] = cardTexts[id]
			continue
		}
		switch when {
		case "When played":
			when = "Played"
		case "Cadet's Main action":
			when = "Cadet"
		}
		shorts[id] = when + ": " + effect
	}
	return
}()

// drawCard draws Improvement card id inside r: a band in its House's
// colour with the name, its kind and House, its cost and what it does. A
// wide card (a hand card) keeps all of it in its left part, the strip the
// next card of the fan leaves in view.
func (t *Table) drawCard(c *scenes.Canvas, id int, r scenes.Rect) {
	rad := min(r.W, r.H) * 0.07
	if id < 0 || id >= rr.NumCards {
		c.RoundRect(r, rad, sprites.Shade(sr.Palette.Surface, 0.2))
		c.RoundRectStroke(r.Inset(min(r.W, r.H)*0.08), rad, max(1, r.W*0.03), sr.Palette.Accent)
		return
	}
	if r.W > r.H {
		t.drawWideCard(c, id, r)
		return
	}
	card := &rr.Cards[id]
	col := sr.HouseColor(int(card.House))
	u := r.W / 100
	c.RoundRect(r, rad, colPaper)
	// The name on one line or two, inside the band: never over the
	// kind's line under it.
	ns, first, second := handName(c.App.Text, card.Name, 14*u, r.W-10*u)
	band := max(34*u, nameBand(ns, second != "")+2*u)
	c.RoundRect(scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: band}, rad, col)
	c.Bold(first, r.X+5*u, r.Y+3*u, ns, colInk, scenes.Left)
	if second != "" {
		c.Bold(second, r.X+5*u, r.Y+3*u+ns*nameLead, ns, colInk, scenes.Left)
	}
	y := r.Y + band + 3*u
	c.Text(cardKinds[id], r.X+5*u, y, 11*u, sprites.Shade(colInk, 0.35), scenes.Left)
	y += 14 * u
	t.drawCost(c, id, r.X+5*u, y, u)
	y += 20 * u
	c.Paragraph(cardTexts[id], r.X+5*u, y, 12*u, r.W-10*u, colInk)
}

// drawCost draws card id's cost from x, y: a disc per token, u the unit.
func (t *Table) drawCost(c *scenes.Canvas, id int, x, y, u float64) float64 {
	cost := rr.CardCost(id)
	for k, n := range cost {
		for i := 0; i < n; i++ {
			c.Circle(x+8*u, y+8*u, 8*u, sr.ResourceColor(k))
			if c.ScreenPx(12*u) >= scenes.MinTextPx {
				c.Bold(resLetters[k], x+8*u, y+2*u, 12*u, colInk, scenes.Center)
			}
			x += 18 * u
		}
	}
	return x
}

// drawWideCard draws a hand card: the name on its House's band, the cost
// and kind under it, and what it does, in the part of r in view
// (cardShown, under the next card of the fan); its House on the right. The name comes out legible however small the hand
// is drawn (on two lines when it needs, the band growing to hold them).
func (t *Table) drawWideCard(c *scenes.Canvas, id int, r scenes.Rect) {
	card := &rr.Cards[id]
	col := sr.HouseColor(int(card.House))
	u := r.H / handH
	rad := 7 * u
	shown := t.cardShown
	if shown <= 0 {
		shown = handStrip
	}
	sw := r.W*shown - 8*u
	if shown >= 1 {
		sw = r.W - 10*u
	}
	ns, first, second := handName(c.App.Text, card.Name, c.AtLeast(15*u), sw)
	t.nameLines = append(t.nameLines[:0], first)
	if second != "" {
		t.nameLines = append(t.nameLines, second)
	}
	if !legible(c, ns) {
		// A narrow strip (a small window's full hand): the name legible,
		// on more lines, a long word broken.
		ns = c.AtLeast(12 * u)
		t.nameLines = append(t.nameLines[:0], wrapName(c.App.Text, card.Name, ns, sw)...)
	}
	band := max(22*u, nameBand(ns, len(t.nameLines) > 1)+ns*nameLead*float64(max(0, len(t.nameLines)-2)))
	c.RoundRect(r, rad, colPaper)
	c.RoundRect(scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: band}, rad, col)
	c.Rect(scenes.Rect{X: r.X, Y: r.Y + band - 10*u, W: r.W, H: 10 * u}, col)
	for i, line := range t.nameLines {
		c.Bold(line, r.X+5*u, r.Y+3*u+ns*nameLead*float64(i), ns, colInk, scenes.Left)
	}
	y := r.Y + band + 3*u
	x := t.drawCost(c, id, r.X+4*u, y, u*0.9)
	kind := rr.CardKindNames[card.Kind]
	ks := c.AtLeast(12 * u) // a small window's hand too: the kind says where the card goes
	kindShown := false
	// Up to 24 units: a small window's hand (800x600) needs 16.3 for
	// 12 px (the fourteenth review saw only the cost's dots there), a
	// phone's up to 24.
	if w, _ := c.Measure(kind, ks); x+3*u+w <= r.X+5*u+sw && ks <= 24*u {
		c.Bold(kind, x+3*u, y+u, ks, sprites.Shade(colInk, 0.3), scenes.Left)
		kindShown = true
	}
	y += max(16*u, ks+1.5*u)
	// What it does, or where it is too small to read (a small window's
	// hand), how to read it: the card opens large under the pointer or
	// on a long press.
	room := r.Y + r.H - y - 2*u
	ps := fitParagraph(c, cardTexts[id], 12.5*u, sw, room)
	if least := c.AtLeast(ps); !legible(c, ps) && c.ParagraphHeight(cardTexts[id], least, sw) <= room {
		ps = least // the legible least fits, between fitParagraph's steps
	}
	// A text whose last line would run off the card is left to the large
	// view (the tenth review saw one cut at a small window's card's foot).
	t.unread[id] = !legible(c, ps) || c.ParagraphHeight(cardTexts[id], ps, sw) > room
	if !t.unread[id] {
		c.Paragraph(cardTexts[id], r.X+5*u, y, ps, sw, colInk)
	} else {
		// Its kind, if not beside the cost, and the hint, where they fit.
		hs := c.AtLeast(12.5 * u)
		if w, _ := c.Measure(kind, hs); !kindShown && w <= sw && y+hs*1.3 <= r.Y+r.H {
			c.Bold(kind, r.X+5*u, y, hs, sprites.Shade(colInk, 0.3), scenes.Left)
			y += hs * 1.3
		}
		// The effect in short, where it fits; else how to read it.
		switch {
		case c.ParagraphHeight(cardShorts[id], hs, sw) <= r.Y+r.H-y:
			c.Paragraph(cardShorts[id], r.X+5*u, y, hs, sw, colInk)
		case c.ParagraphHeight(handHint, hs, sw) <= r.Y+r.H-y:
			c.Paragraph(handHint, r.X+5*u, y, hs, sw, sprites.Shade(colInk, 0.3))
		}
	}
	// The right part, under the next card in the fan: kind and House.
	rx := r.X + r.W*shown + 2*u
	rw := r.X + r.W - rx - 4*u
	if rw < 20*u {
		return
	}
	if ks := fitWords(c, cardKinds[id], 12*u, rw); legible(c, ks) {
		c.Paragraph(cardKinds[id], rx, r.Y+max(42*u, band+6*u), ks, rw, sprites.Shade(colInk, 0.35))
	}
}

// handHint says how to read a hand card too small for its text.
const handHint = "Point or hold to read"

// legible reports whether text of size comes out MinTextPx or more on
// screen.
func legible(c *scenes.Canvas, size float64) bool { return c.ScreenPx(size) >= scenes.MinTextPx-0.01 }

// nameLead is the step from a card name's first line to its second, in
// its size.
const nameLead = 1.1

// nameBand is the height of a card's band that holds its name at size,
// on two lines or one.
func nameBand(size float64, two bool) float64 {
	if two {
		return size*(1+nameLead) + size*0.5
	}
	return size * 1.5
}

// textWidth measures a text: the kit's text drawer.
type textWidth interface {
	Measure(s string, size float64, bold bool) (w, h float64)
}

// handName fits a card's name in width, bold, at size or less: on one
// line, or broken at a space on two, each line whole. It returns the size
// and the lines (second is "" for one).
func handName(m textWidth, name string, size, width float64) (ns float64, first, second string) {
	for ns = size; ; ns *= 0.95 {
		if w, _ := m.Measure(name, ns, true); w <= width {
			return ns, name, ""
		}
		// The longest first line that fits.
		cut := -1
		for i := 0; i < len(name); i++ {
			if name[i] != ' ' {
				continue
			}
			if w, _ := m.Measure(name[:i], ns, true); w <= width {
				cut = i
			}
		}
		if cut > 0 {
			if w, _ := m.Measure(name[cut+1:], ns, true); w <= width || ns < size*0.5 {
				return ns, name[:cut], name[cut+1:]
			}
		}
		if ns < size*0.5 {
			return ns, name, ""
		}
	}
}

// wrapName breaks a card's name into lines at size, each within width: at
// its spaces, and a word too long for a line inside it, marked by a
// hyphen.
func wrapName(m textWidth, name string, size, width float64) []string {
	fits := func(s string) bool {
		w, _ := m.Measure(s, size, true)
		return w <= width
	}
	var lines []string
	line := ""
	for _, word := range strings.Fields(name) {
		if line != "" && fits(line+" "+word) {
			line += " " + word
			continue
		}
		if line != "" {
			lines = append(lines, line)
		}
		for len(word) > 3 && !fits(word) {
			cut := 2
			for cut+1 < len(word)-1 && fits(word[:cut+1]+"-") {
				cut++
			}
			lines = append(lines, word[:cut]+"-")
			word = word[cut:]
		}
		line = word
	}
	return append(lines, line)
}

// Zoom returns the large view of what lies at x, y: a Sector of the map
// with its ships and Planet, an Equipment card, or the agenda.
func (t *Table) Zoom(x, y float64) *scenes.CardView {
	if t.view == nil {
		return nil
	}
	l := &t.lay
	for s, r := range l.sectors {
		if r.Contains(x, y) && t.onTab(tabMap) {
			sector := s
			w := max(r.W*1.8, 300.0)
			cv := scenes.NewCardView(1000+s, w, w*r.H/r.W, func(c *scenes.Canvas, w, h float64, _ bool) {
				t.drawZoomedSector(c, sector, scenes.Rect{W: w, H: h})
			})
			cv.Node.X, cv.Node.Y = r.Center()
			return cv
		}
	}
	if h, ok := t.supplyAt(x, y); ok {
		return t.supplyZoom(h, x, y)
	}
	if !t.onTab(tabCrew) {
		return nil
	}
	if l.info.Contains(x, y) {
		return t.agendaZoom()
	}
	id, r := -1, scenes.Rect{}
	t.line = t.view.Equipment(t.shown(), t.line[:0])
	for i, e := range t.line {
		if l.equip[i].Contains(x, y) {
			id, r = e, l.equip[i]
		}
	}
	if id < 0 {
		return nil
	}
	cv := scenes.NewCardView(id, 200, 280, func(c *scenes.Canvas, w, h float64, _ bool) {
		t.drawCard(c, id, scenes.Rect{W: w, H: h})
	})
	cv.Node.X, cv.Node.Y = r.Center()
	return cv
}

// supplyAt returns the House whose supply, at the right of its row of the
// Influence board, holds x, y and a ship.
func (t *Table) supplyAt(x, y float64) (int, bool) {
	if !t.onTab(tabShared) {
		return 0, false
	}
	for h, r := range t.lay.houses {
		col := scenes.Rect{X: r.X + r.W - r.H*2.1, Y: r.Y, W: r.H * 2.1, H: r.H}
		if col.Contains(x, y) && len(t.inSupply(h)) > 0 {
			return h, true
		}
	}
	return 0, false
}

// inSupply returns the kinds of House h's ships in its supply.
func (t *Table) inSupply(h int) []int {
	var kinds []int
	for k := 0; k < 4; k++ {
		if t.view.Ship(rr.ShipID(h, k)).Sector < 0 {
			kinds = append(kinds, k)
		}
	}
	return kinds
}

// supplyZoom shows House h's supply large: each ship waiting there drawn
// as on the map, with its kind named (the supply's hulls are miniatures).
func (t *Table) supplyZoom(h int, x, y float64) *scenes.CardView {
	kinds := t.inSupply(h)
	row := 52.0
	cv := scenes.NewCardView(2000+h, 320, 66+row*float64(len(kinds)), func(c *scenes.Canvas, w, h2 float64, _ bool) {
		c.RoundRect(scenes.Rect{W: w, H: h2}, 10, colPlate)
		c.RoundRectStroke(scenes.Rect{W: w, H: h2}, 10, 2, sr.HouseColor(h))
		c.Bold(t.texts.Cat(rr.HouseNames[h], "'s supply", ""), 14, 10, 18, sr.HouseColor(h), scenes.Left)
		c.Text("Deploy brings one onto the map", 14, 34, 14, scenes.ColDim, scenes.Left)
		for i, k := range kinds {
			ry := 60 + float64(i)*row
			t.drawHull(c, k, h, false, 0, scenes.Rect{X: 14, Y: ry, W: 40 * sr.ShipAspect, H: 40})
			c.Text(rr.KindNames[k], 24+40*sr.ShipAspect, ry+11, 16, scenes.ColText, scenes.Left)
		}
	})
	cv.Node.X, cv.Node.Y = x, y
	return cv
}

// drawZoomedSector draws ring Sector x large inside r, with its ships
// named in full and its Planet's two actions.
func (t *Table) drawZoomedSector(c *scenes.Canvas, x int, r scenes.Rect) {
	saved, names := t.lay.sectors[x], t.nameSize
	t.lay.sectors[x], t.nameSize = r, 0
	t.drawSector(c, x, r)
	t.lay.sectors[x], t.nameSize = saved, names
	_, ships, _, planet := t.lay.sectorParts(x, r)
	t.line = t.view.Line(x, t.line[:0])
	ts := min(14, r.W*0.04)
	y := ships.Y + ships.H - ts - 2
	if len(t.line) > 0 {
		c.Text("Revenant side ← line → Voidborn side", ships.X, y, ts*0.85, scenes.ColDim, scenes.Left)
	}
	if x >= rr.NumRing {
		return
	}
	if card, _, _ := t.view.PlanetAt(x); card >= 0 {
		mine, bad := planetText(card)
		c.Text(t.texts.Cat("Mining ", mine, t.texts.Cat(" · corrupted: ", bad, "")), planet.X+6, planet.Y+planet.H-ts-2, ts*0.85, scenes.ColText, scenes.Left)
	}
}

// planetTexts are the Planets' Mining and corrupted actions, worded once.
var planetTexts = func() (out [len(rr.Planets)][2]string) {
	for i := range out {
		out[i][0], out[i][1] = rr.PlanetText(i)
	}
	return
}()

// planetText words Planet card's two actions.
func planetText(card int) (mine, bad string) { return planetTexts[card][0], planetTexts[card][1] }
