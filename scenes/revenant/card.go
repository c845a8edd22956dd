package revenant

import (
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

// drawCard draws Improvement card id inside r: a band in its House's
// colour with the name, its kind and House, its cost and what it does.
func (t *Table) drawCard(c *scenes.Canvas, id int, r scenes.Rect) {
	rad := min(r.W, r.H) * 0.07
	if id < 0 || id >= rr.NumCards {
		c.RoundRect(r, rad, sprites.Shade(sr.Palette.Surface, 0.2))
		c.RoundRectStroke(r.Inset(r.W*0.08), rad, max(1, r.W*0.03), sr.Palette.Accent)
		return
	}
	card := &rr.Cards[id]
	col := sr.HouseColor(int(card.House))
	u := r.W / 100
	c.RoundRect(r, rad, colPaper)
	band := 34 * u
	c.RoundRect(scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: band}, rad, col)
	c.Paragraph(card.Name, r.X+5*u, r.Y+3*u, 14*u, r.W-10*u, colInk)
	y := r.Y + band + 3*u
	c.Text(cardKinds[id], r.X+5*u, y, 11*u, sprites.Shade(colInk, 0.35), scenes.Left)
	y += 14 * u
	// The cost, a disc per token.
	x := r.X + 5*u
	cost := rr.CardCost(id)
	for k, n := range cost {
		for i := 0; i < n; i++ {
			c.Circle(x+8*u, y+8*u, 8*u, sr.ResourceColor(k))
			c.Bold(resLetters[k], x+8*u, y+2*u, 12*u, colInk, scenes.Center)
			x += 18 * u
		}
	}
	y += 20 * u
	c.Paragraph(cardTexts[id], r.X+5*u, y, 12*u, r.W-10*u, colInk)
}

// Zoom returns the large view of what lies at x, y: a Sector of the map
// with its ships and Planet, an Equipment card, or the agenda.
func (t *Table) Zoom(x, y float64) *scenes.CardView {
	if t.view == nil {
		return nil
	}
	l := &t.lay
	for s, r := range l.sectors {
		if r.Contains(x, y) {
			sector := s
			w := max(r.W*1.8, 300.0)
			cv := scenes.NewCardView(1000+s, w, w*r.H/r.W, func(c *scenes.Canvas, w, h float64, _ bool) {
				t.drawZoomedSector(c, sector, scenes.Rect{W: w, H: h})
			})
			cv.Node.X, cv.Node.Y = r.Center()
			return cv
		}
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

// drawZoomedSector draws ring Sector x large inside r, with its ships
// named in full and its Planet's two actions.
func (t *Table) drawZoomedSector(c *scenes.Canvas, x int, r scenes.Rect) {
	saved := t.lay.sectors[x]
	t.lay.sectors[x] = r
	t.drawSector(c, x, r)
	t.lay.sectors[x] = saved
	_, ships, _, planet := sectorParts(x, r)
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
