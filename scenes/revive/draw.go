package revive

import (
	"image/color"
	"math"
	"strings"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/table"
	"starboard/sprites"
	sr "starboard/sprites/revive"
)

var (
	colPanel  = color.RGBA{0x24, 0x1d, 0x16, 0xf4}
	colCell   = color.RGBA{0x33, 0x2a, 0x20, 0xff}
	colBorder = color.RGBA{0x5a, 0x4a, 0x38, 0xff}
	colDim    = color.RGBA{0x18, 0x14, 0x10, 0x90}
	colGold   = sr.Palette.Accent
)

// Draw paints the board; the kit draws the backdrop, its panel and the
// overlays.
func (t *Table) Draw(c *scenes.Canvas, f *table.Frame[obj]) {
	t.Frame, t.Now = f, f.Now
	t.cache.StartFrame(c.App.Audit != nil)
	if px := c.ScreenPx(1); px != t.lay.px && px > 0 {
		// Sizes follow the screen's (CSS) pixels: lay out again for them.
		t.lay.px = px
		t.lay.update(t.lay.area, t.Seats)
	}
	t.iconFloor = t.lay.iu
	t.scoreKey = scenes.Rect{}
	if t.view == nil {
		return
	}
	lit := t.followLights(f)
	if t.mapShown() {
		t.drawMap(c, f)
		if t.turnsOffered(f) {
			t.drawTurns(c, f)
		} else {
			t.drawDisplay(c, f)
		}
	}
	if t.boardShown() {
		bf := f
		if t.focus != t.Viewer {
			bf = &t.noLights // another seat's board: the viewer's moves are not made there
		}
		t.drawBoard(c, bf, &t.lay.big, int(t.focus))
		t.drawChanges(c, &t.lay.big, int(t.focus))
	}
	t.drawTabs(c, lit)
	k := 0
	for p := 0; p < t.Seats; p++ {
		if p != int(t.focus) && k < len(t.lay.minis) {
			t.drawMini(c, p, t.lay.minis[k])
			t.drawMiniChange(c, p, t.lay.minis[k])
			k++
		}
	}
	t.drawMotion(c, f)
	t.drawHeld(c, f)
	t.drawTip(c, f)
}

// drawHeld draws the module held, to place, beside the mouse while it
// rests on the table (the prompt names it on a touch screen too).
func (t *Table) drawHeld(c *scenes.Canvas, f *table.Frame[obj]) {
	id := t.heldModule()
	if id < 0 || !f.Hover {
		return
	}
	s := max(t.lay.li*2.4, 30)
	r := scenes.Rect{X: f.X + 16, Y: f.Y + 12, W: s, H: s}
	a := t.lay.area
	r.X = min(r.X, a.X+a.W-s-2)
	r.Y = min(r.Y, a.Y+a.H-s-2)
	c.Miniature(true)
	t.drawModule(c, id, r)
	c.Miniature(false)
}

// terrainTips say what each terrain does for the pieces beside or on it.
var terrainTips = [...]string{
	rv.Unknown:     "face down: explore it",
	rv.Forest:      "a building beside: a green step",
	rv.Mountain:    "a building beside: a red step",
	rv.Field:       "a building beside: a yellow step",
	rv.Sand:        "buildings stand here",
	rv.Water:       "a building beside: the tile's water bonus, once",
	rv.CrystalSite: "a building beside: a crystal",
	rv.City:        "meeples stand here",
	rv.Ruin:        "meeples stand here; the first takes a small artifact",
	rv.Chasm:       "the start of the range before a first piece",
	rv.Large:       "meeples stand here; arriving takes a major artifact",
}

// hexImage draws a hex of terrain tr centred on x, y, of radius r.
func (t *Table) hexImage(c *scenes.Canvas, tr rv.Terrain, x, y, r float64) {
	w := r * math.Sqrt(3)
	c.ImageIn(t.cache.Hex(tr, float64(c.Px(2*r))), scenes.Rect{X: x - w/2, Y: y - r, W: w, H: 2 * r}, 1)
}

// drawMap draws the spaces, the backs of the face-down tiles, the
// buildings, the meeples and the large locations.
func (t *Table) drawMap(c *scenes.Canvas, f *table.Frame[obj]) {
	l := &t.lay
	v := t.view
	n := rv.Spaces()
	R := l.hexR
	preview := t.previewTurn(f)
	for h := 0; h < n; h++ {
		tr := v.Terrain(h)
		x, y := l.hexX[h], l.hexY[h]
		scale := 1.0
		if ft, ok := t.motion.tileTerrain(h, f.Anim.T); ok {
			tr, scale = ft.terrain, ft.scale
		} else if preview >= 0 {
			if _, _, fp := rv.SpaceAt(h); fp == t.turning {
				tr = t.turnedTerrain(h, preview)
			}
		}
		if scale < 1 {
			w := R * math.Sqrt(3) * max(scale, 0.05)
			c.ImageIn(t.cache.Hex(tr, float64(c.Px(2*R))), scenes.Rect{X: x - w/2, Y: y - R, W: w, H: 2 * R}, 1)
		} else {
			t.hexImage(c, tr, x, y, R)
		}
	}
	for _, s := range l.borders {
		c.Line(s[0], s[1], s[2], s[3], max(1.5, R*0.09), color.RGBA{0x12, 0x0c, 0x08, 0xff})
	}
	if t.turning >= 0 {
		t.outlineTile(c, t.turning, table.Unlit)
	}
	if t.exploring() {
		t.veilUnlit(c, f)
	}
	for fp := 0; fp < rv.Footprints(); fp++ {
		if v.Explored(fp) || t.motion.flipping(fp) {
			continue
		}
		// The cost, the bonus and, when the tile is lit, the range each
		// in a hex of the tile's own, as large as the hex holds (the
		// ninth review saw them across the borders, over the
		// neighbours' tokens): the cost and the range on red. Over the
		// veil of exploring: the tiles not offered keep their costs and
		// bonuses to compare (the thirteenth review saw them dimmed).
		back := v.Back(fp)
		t.drawCost(c, fp, back.Cost)
		t.drawHexGain(c, bonusHex[fp], back.Bonus, false)
		if f.Light(obj{kind: objTile, a: int16(fp)}) != table.Unlit {
			if h, d := t.rangeHex(fp); h >= 0 && d >= 2 {
				t.drawHexGain(c, h, rangeGain(d), true)
			}
		}
	}
	// Each face-down tile outlined as one shape in its back's colour,
	// over the red of its costs: its spaces, its cost and its bonus read
	// as one tile (the eighteenth review saw groups with no border, one
	// hex lit and the cost on its neighbour); lit whole when it may be
	// explored.
	for fp := 0; fp < rv.Footprints(); fp++ {
		if v.Explored(fp) || t.motion.flipping(fp) {
			continue
		}
		lit := f.Light(obj{kind: objTile, a: int16(fp)})
		t.drawBack(c, fp, lit == table.Unlit && t.exploring())
		switch {
		case fp == t.explored:
			t.outlineTile(c, fp, table.Unlit) // chosen: its citizen card comes first
		case lit != table.Unlit:
			t.lightTile(c, f, fp, lit)
		}
	}
	for h := 0; h < n; h++ {
		x, y := l.hexX[h], l.hexY[h]
		if seat, big := t.buildingOn(h); seat != rules.NoSeat {
			s := R * 1.1
			if big {
				s = R * 1.35
			}
			if t.mine(seat) {
				s *= mineScale
				drawMine(c, x, y, R*0.8, t.seatCol(int(seat)))
			}
			c.ImageIn(t.cache.Building(t.seatCol(int(seat)), big, float64(c.Px(s))), scenes.Rect{X: x - s/2, Y: y - s/2, W: s, H: s}, 1)
		}
		if m := t.meeplesOn(h); m != 0 {
			s := R * 0.85
			// The viewer's meeple last, over the others, larger.
			mineAt := -1
			for p := 0; p < t.Seats; p++ {
				if !m.Has(rules.Seat(p)) {
					continue
				}
				if t.mine(rules.Seat(p)) {
					mineAt = p
					continue
				}
				mx, my := meepleAt(m, p, x, y, s)
				c.ImageIn(t.cache.Meeple(t.seatCol(p), float64(c.Px(s))), scenes.Rect{X: mx - s/2, Y: my - s/2, W: s, H: s}, 1)
			}
			if p := mineAt; p >= 0 {
				mx, my := meepleAt(m, p, x, y, s)
				ms := s * mineScale
				drawMine(c, mx, my, ms*0.52, t.seatCol(p))
				c.ImageIn(t.cache.Meeple(t.seatCol(p), float64(c.Px(ms))), scenes.Rect{X: mx - ms/2, Y: my - ms/2, W: ms, H: ms}, 1)
			}
		}
		if lit := f.Light(obj{kind: objSpace, a: int16(h)}); lit != table.Unlit {
			f.MarkHex(c, obj{kind: objSpace, a: int16(h)}, l.hexX[h], l.hexY[h], R)
			t.drawRange(c, h, v.Distance(int(t.focus), h))
		}
	}
	for k := 0; k < 4; k++ {
		t.drawLarge(c, f, k)
	}
}

// mine reports whether seat is the viewer's, whose pieces the map rings.
func (t *Table) mine(seat rules.Seat) bool {
	return t.Viewer != rules.NoSeat && seat == t.Viewer && !t.view.Over()
}

// meepleAt is the centre of seat p's meeple of size s on a space centred
// on x, y holding the meeples m: alone in the middle, else in a grid of
// two columns.
func meepleAt(m rules.SeatSet, p int, x, y, s float64) (float64, float64) {
	if m == rules.SeatSet(0).With(rules.Seat(p)) {
		return x, y
	}
	k := 0
	for q := 0; q < p; q++ {
		if m.Has(rules.Seat(q)) {
			k++
		}
	}
	return x + (float64(k%2)-0.5)*s*0.75, y + (float64(k/2)-0.5)*s*0.6
}

// mineScale is how much larger the viewer's own pieces are drawn on the
// map than the others'.
const mineScale = 1.3

// drawMine marks a piece of the viewer's centred on x, y, of radius r: a
// glow and a thick ring in the seat's colour col round a dark disc, edged
// in white, so that one's own pieces are found at a glance among the
// others (the eighth and eleventh reviews).
func drawMine(c *scenes.Canvas, x, y, r float64, col color.RGBA) {
	glow := col
	glow.A = 0x70
	c.Circle(x, y, r*1.35, glow)
	c.Circle(x, y, r, color.RGBA{0x10, 0x0c, 0x08, 0xd0})
	w := max(2.5, r*0.24)
	c.Ring(x, y, r+w*0.5, max(1.5, w*0.35), scenes.ColText)
	c.Ring(x, y, r, w, col)
}

// drawLarge draws the box of the large location in corner k: its name,
// its points and the major artifacts left.
func (t *Table) drawLarge(c *scenes.Canvas, f *table.Frame[obj], k int) {
	r := t.lay.large[k]
	lu := t.lay.lu
	if t.lay.largeMini {
		lu = 0
		c.Miniature(true) // a long press shows it large
		defer c.Miniature(false)
	}
	c.RoundRect(r, 5, colPanel)
	c.RoundRectStroke(r, 5, 1, sr.TerrainColour(rv.Large))
	lines := twoLines(t.large[k].Name)
	size := max(min(13*t.lay.big.grow(), r.H*0.25), lu) // larger where the board's words are (a tall screen)
	for _, s := range lines {
		if w, _ := c.Measure(s, size); w > r.W-8 {
			size = max(size*(r.W-8)/w, lu)
		}
	}
	for i, s := range lines {
		c.Bold(s, r.X+4, r.Y+2+float64(i)*size*1.1, size, scenes.ColText, scenes.Left)
	}
	gem := t.lay.relics[k][0]
	gs := max(gem.H, lu)
	if !t.lay.largeMini {
		gs = max(gs, t.lay.iu)
	}
	// The points: a star as large as the gems, its figures as large as
	// the room before the gems holds them, never under the least
	// legible size (a "12" ran out of the box at the star's size).
	vp := scenes.Itoa(int(t.large[k].VP))
	room := gem.X - r.X - 6 - gs - 2
	cs := gs
	if w, _ := c.App.Text.Measure(vp, cs, true); w > room {
		cs = max(cs*room/w, lu)
	}
	vw, _ := c.App.Text.Measure(vp, cs, true)
	vx, vy := r.X+4, r.Y+r.H-3-gs/2 // the points' left and middle
	if w1, _ := c.App.Text.Measure(lines[0], size, true); cs < gs && lines[1] != "" {
		// No room before the gems: at the right of the name's first
		// line, which is short ("Sunken", "Root"), when it holds them.
		ss := max(size*1.1, t.lay.iu)
		if t.lay.largeMini {
			ss = size * 1.1
		}
		tw, _ := c.App.Text.Measure(vp, size, true)
		// As large as the line's room after the name holds them, when
		// that is larger than before the gems (a tall screen's larger
		// names leave "Sunken" less room).
		shrink := min(1, (r.W-4-w1-10)/(ss+1+tw))
		least := max(lu, cs+0.01)
		if !t.lay.largeMini {
			least = max(least, t.lay.li/1.1)
		}
		if shrink >= 1 || size*shrink >= least {
			gs, cs, vw = ss*shrink, size*shrink, tw*shrink
			vx, vy = r.X+r.W-4-gs-1-vw, r.Y+2+size*0.55
		}
	}
	if vy > r.Y+r.H/2 {
		least := t.lay.li // the icons' least size
		if t.lay.largeMini {
			least = 0
		}
		gs = max(min(gs, gem.X-2-(vx+vw+1)), least) // the star clear of the gems
	}
	c.Bold(vp, vx, vy-cs*0.55, cs, colGold, scenes.Left)
	star := scenes.Rect{X: vx + vw + 1, Y: vy - gs/2, W: gs, H: gs}
	c.ImageIn(t.cache.Icon(sr.IconPoints, float64(c.Px(gs))), star, 1)
	c.Symbol(t.gainLabel(), gs)
	for i, col := range t.relics[k] {
		rr := t.lay.relics[k][i]
		if col < 0 {
			c.RoundRectStroke(rr, 3, 1, colBorder)
			continue
		}
		drawRelic(c, col, rr)
		c.Symbol("major artifact", rr.W)
		t.markRound(c, f, obj{kind: objRelic, a: int16(k), b: int16(col)}, rr)
	}
}

// drawRelic draws a major artifact of colour col in r: a gem.
func drawRelic(c *scenes.Canvas, col rv.Colour, r scenes.Rect) {
	x, y := r.Center()
	s := r.W / 2
	base := sr.Colour(col)
	c.Circle(x, y, s*0.95, sprites.Shade(base, -0.5))
	c.Circle(x, y, s*0.78, base)
	c.Circle(x-s*0.25, y-s*0.25, s*0.25, sprites.Shade(base, 0.5))
}

// previewTurn is the rotation of the tile to turn that the map shows: the
// layout selected, or the one the pointer rests on, or the first offered;
// -1 when no tile waits to be turned.
func (t *Table) previewTurn(f *table.Frame[obj]) int {
	if t.turning < 0 {
		return -1
	}
	for r := range t.lay.turns {
		if f.Light(obj{kind: objTurn, a: int16(r)}) == table.Selected {
			return r
		}
	}
	for r := range t.lay.turns {
		if f.Light(obj{kind: objTurn, a: int16(r)}) == table.Unlit {
			continue
		}
		if f.Hover && t.lay.turns[r].Contains(f.X, f.Y) {
			return r
		}
	}
	for r := range t.lay.turns {
		if f.Light(obj{kind: objTurn, a: int16(r)}) != table.Unlit {
			return r
		}
	}
	return 0
}

// turnedTerrain is the terrain of space h of the tile to turn, turned by r.
func (t *Table) turnedTerrain(h, r int) rv.Terrain {
	fs := t.footprint(t.turning)
	n := len(fs)
	for i, x := range fs {
		if x == h {
			return t.turnAs[((i-r)%n+n)%n]
		}
	}
	return rv.Unknown
}

// turnsOffered reports whether layouts of a tile to turn are offered to
// the player: else the panel beside the map shows the display, never a
// heading over no layouts (the twelfth review saw one while the tile
// turned up).
func (t *Table) turnsOffered(f *table.Frame[obj]) bool {
	if t.turning < 0 {
		return false
	}
	for r := range t.lay.turns {
		if f.Light(obj{kind: objTurn, a: int16(r)}) != table.Unlit {
			return true
		}
	}
	return false
}

// drawTurns offers the layouts of the tile to turn, each tappable.
func (t *Table) drawTurns(c *scenes.Canvas, f *table.Frame[obj]) {
	d := t.lay.display
	c.RoundRect(d, 8, colPanel)
	ts := max(14, t.lay.lu)
	c.Bold(fit(c, t.texts.Cat("Turn ", t.view.TileOn(t.turning), ": tap a layout to see it, again to place it"), ts, d.W-16), d.X+8, d.Y+6, ts, scenes.ColText, scenes.Left)
	fs := t.footprint(t.turning)
	cx, cy := 0.0, 0.0
	for _, h := range fs {
		x, y := hexUnit(h)
		cx += x / float64(len(fs))
		cy += y / float64(len(fs))
	}
	for r, rr := range t.lay.turns {
		o := obj{kind: objTurn, a: int16(r)}
		if f.Light(o) == table.Unlit {
			continue
		}
		c.RoundRect(rr, 6, colCell)
		R := rr.W / 6.2
		mx, my := rr.Center()
		for _, h := range fs {
			x, y := hexUnit(h)
			t.hexImage(c, t.turnedTerrain(h, r), mx+(x-cx)*R, my+(y-cy)*R, R)
		}
		t.mark(c, f, o, rr)
	}
}

// drawDisplay draws the citizen cards, modules and machine tokens on
// offer, with their piles.
func (t *Table) drawDisplay(c *scenes.Canvas, f *table.Frame[obj]) {
	l := &t.lay
	// The citizens to recruit in a frame of their own, with a heading:
	// the shared row, not the player's hand (the fifth review).
	fr := l.citFrame
	c.RoundRect(fr, 8, colPanel)
	c.RoundRectStroke(fr, 8, 1.5, colBorder)
	defer t.drawCitizenHeading(c) // over the glow of the cards under it
	for i, id := range t.citizen {
		r := l.cards[i]
		if id < 0 {
			c.RoundRectStroke(r, 5, 1, colBorder)
			continue
		}
		c.Miniature(true) // a long press shows it large
		t.drawCard(c, id, r, -1)
		c.Miniature(false)
		t.mark(c, f, obj{kind: objCitizen, a: int16(i)}, r)
	}
	deck := l.cards[rv.CitizenDisplay]
	t.drawPile(c, deck, "Deck", t.deck, sr.IconCitizen)
	t.mark(c, f, obj{kind: objCitizen, a: rv.CitizenDisplay}, deck)
	for i, id := range t.modules {
		r := l.mods[i]
		if id < 0 {
			c.RoundRectStroke(r, 4, 1, colBorder)
			continue
		}
		c.Miniature(true) // a long press shows it large
		t.drawModule(c, id, r)
		c.Miniature(false)
		t.mark(c, f, obj{kind: objModule, a: int16(i)}, r)
	}
	pile := l.mods[rv.ModuleDisplay]
	t.drawPile(c, pile, "Pile", t.modPile, sr.IconModule)
	t.mark(c, f, obj{kind: objModule, a: rv.ModuleDisplay}, pile)
	for col := 0; col < rv.Tracks; col++ {
		for i, id := range t.tokens[col] {
			r := l.tokens[col][i]
			if id < 0 {
				c.RoundRectStroke(r, r.W/2, 1, colBorder)
				continue
			}
			// The effect is legible on the token itself; a long press
			// still shows it large.
			t.drawToken(c, id, r, l.iu)
			t.markRound(c, f, obj{kind: objToken, a: int16(col), b: int16(i)}, r)
		}
		pr := l.tokens[col][rv.TokenDisplay]
		c.RoundRect(pr, pr.W/2, sprites.Shade(sr.Colour(rv.Colour(col)), -0.55))
		ps := max(13, t.lay.lu)
		c.Bold(scenes.Itoa(t.tokPile[col]), pr.X+pr.W/2, pr.Y+pr.H/2-ps*0.55, ps, scenes.ColText, scenes.Center)
	}
	t.drawOfferLabel(c, l.modLabel, l.modBeside, modTitle, modLine)
	t.drawOfferLabel(c, l.tokLabel, l.tokBeside, tokTitle, tokLine)
}

// drawOfferLabel names a row of the offer in r: its title over its line
// beside the row, or the two on one line over it, the line when it fits
// (the fourteenth review could not tell the rows apart without hovering).
func (t *Table) drawOfferLabel(c *scenes.Canvas, r scenes.Rect, beside bool, title, line string) {
	ts, ls := t.lay.offerLabelSizes()
	if beside {
		top := r.Y + r.H/2 - (ts*1.15+ls*1.1)/2
		c.Bold(fit(c, title, ts, r.W-4), r.X+4, top, ts, colGold, scenes.Left)
		if lw, _ := c.Measure(line, ls); lw <= r.W-4 {
			c.Text(line, r.X+4, top+ts*1.15, ls, scenes.ColDim, scenes.Left)
		}
		return
	}
	w, _ := c.App.Text.Measure(title, ts, true)
	y := r.Y + r.H/2 - ts*0.6
	c.Bold(title, r.X+2, y, ts, colGold, scenes.Left)
	if lw, _ := c.Measure(line, ls); lw <= r.W-w-12 {
		c.Text(line, r.X+w+12, y+(ts-ls)*0.6, ls, scenes.ColDim, scenes.Left)
	}
}

// drawCitizenHeading writes the heading of the citizens on offer, on a
// plate so that the glow of the lit cards under it never runs across it.
func (t *Table) drawCitizenHeading(c *scenes.Canvas) {
	l := &t.lay
	hd := l.citHead
	hs := max(14, l.lu)
	ls := max(l.lu, hs*0.85) // where there is the room, larger than the least
	if lw, _ := c.Measure(citizenLine, ls); lw > hd.W-hs*10 {
		ls = l.lu
	}
	w, _ := c.App.Text.Measure(citizenHeading, hs, true)
	// The line whole, or a shorter one whole (a phone's), else none: a
	// cut line read as a rule left half said.
	line, lw := "", 0.0
	for _, s := range [...]string{citizenLine, citizenShort} {
		if sw, _ := c.Measure(s, ls); sw <= hd.W-w-12 {
			line, lw = s, sw
			break
		}
	}
	c.RoundRect(scenes.Rect{X: hd.X, Y: hd.Y + hd.H/2 - hs*0.6 - 1, W: w + 16 + lw, H: hs*1.2 + 2}, 3, colPlate)
	c.Bold(citizenHeading, hd.X+2, hd.Y+hd.H/2-hs*0.55, hs, colGold, scenes.Left)
	if line != "" {
		c.Text(line, hd.X+w+12, hd.Y+hd.H/2-ls*0.55, ls, scenes.ColDim, scenes.Left)
	}
}

// The heading of the citizens on offer, and its line when it fits.
const (
	citizenHeading = "Citizens to recruit"
	citizenLine    = "shared: exploring takes one"
	citizenShort   = "exploring takes one"
)

// drawPile draws a face-down pile with its count.
func (t *Table) drawPile(c *scenes.Canvas, r scenes.Rect, name string, n, icon int) {
	c.RoundRect(r, 5, colCell)
	c.RoundRectStroke(r, 5, 1, colBorder)
	size := max(min(14, r.H*0.28), t.lay.lu)
	words := r.H > size*3+t.lay.lu+6
	lines := 1.2
	if words {
		lines = 2.3
	}
	// The icon above the count, clear of it.
	s := min(r.W*0.5, r.H*0.4, 28, r.H-size*lines-6)
	c.ImageIn(t.cache.Icon(icon, float64(c.Px(s))), scenes.Rect{X: r.X + r.W/2 - s/2, Y: r.Y + 4, W: s, H: s}, 1)
	if words {
		c.Bold(scenes.Itoa(n), r.X+r.W/2, r.Y+r.H-size*2.3, size, scenes.ColText, scenes.Center)
		c.Text(name, r.X+r.W/2, r.Y+r.H-size*1.15, size, scenes.ColDim, scenes.Center)
	} else {
		c.Bold(scenes.Itoa(n), r.X+r.W/2, r.Y+r.H-size*1.2, size, scenes.ColText, scenes.Center)
	}
}

// nameLines are the card names in one or two lines.
var nameLines = func() (out [rv.NumCards][2]string) {
	for id := range out {
		out[id] = twoLines(rv.CardOf(id).Name)
	}
	return out
}()

// twoLines splits a name at the space nearest its middle.
func twoLines(name string) [2]string {
	i := strings.IndexByte(name, ' ')
	if i < 0 {
		return [2]string{name, ""}
	}
	best := i
	for j := i; j >= 0 && j < len(name); {
		if abs(j-len(name)/2) < abs(best-len(name)/2) {
			best = j
		}
		k := strings.IndexByte(name[j+1:], ' ')
		if k < 0 {
			break
		}
		j += k + 1
	}
	return [2]string{name[:best], name[best+1:]}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// drawCard draws citizen card id in r: its name whole, then the half it
// shows (0 top, 1 bottom) or both (-1).
func (t *Table) drawCard(c *scenes.Canvas, id int, r scenes.Rect, half int) {
	t.drawCardAt(c, id, r, half, 0, "")
}

// drawCardAt draws citizen card id in r as drawCard does, its name and
// symbols floor or more when they fit (a card in a slot of the board
// shown large); else, or with floor 0, it is a miniature, whose face
// zooms whole on a long press.
func (t *Table) drawCardAt(c *scenes.Canvas, id int, r scenes.Rect, half int, floor float64, note string) {
	defer t.setFloor(t.gainFloor)
	t.gainFloor = 0
	cd := rv.CardOf(id)
	col := sr.Colour(cd.Colour)
	c.RoundRect(r, 5, sprites.Shade(col, -0.72))
	c.RoundRectStroke(r, 5, 1.5, col)
	band := min(r.H*0.08, 6)
	c.Rect(scenes.Rect{X: r.X + 3, Y: r.Y + 3, W: r.W - 6, H: band}, col)
	lines := nameLines[id]
	nameFloor := min(floor, max(t.lay.iu, t.lay.lu)) // the name no larger for the board's larger icons
	// Larger in a larger box (the offer of a tall screen, the eleventh
	// review read its names small in roomy cards), or in a slot of the
	// board shown large as its text is.
	grow := max(1, r.H/cardGrowH)
	if floor > 0 {
		grow = t.lay.big.grow()
	}
	size := max(min(14*grow, r.H*0.16*grow, r.W*0.2), nameFloor, t.lay.lu)
	if floor > 0 && half >= 0 && lines[1] != "" && r.Y+r.H-(r.Y+band+4+2.2*size)-2 < nameFloor {
		// Read in place, a name of two lines leaves its half no room:
		// one line, as small as legible, else its first line alone (its
		// tooltip names it whole).
		w, _ := c.App.Text.Measure(cd.Name, size, true)
		small := max(nameFloor, t.lay.lu)
		if one := size * (r.W - 8) / w; one >= t.lay.lu {
			lines, size = [2]string{cd.Name, ""}, min(size, one)
		} else if r.H-(band+4+2.2*small)-2 >= nameFloor {
			size = small // two lines, as small as legible: the name whole (the eighteenth review read "Crystal" alone)
		} else {
			lines = [2]string{lines[0], ""}
		}
	}
	if w, _ := c.App.Text.Measure(lines[0], size, true); half == -1 && lines[1] == "" && w > (r.W-6)/0.9 {
		// A long word on a card with the room for two lines: broken in
		// two rather than shrunk (the fourteenth review read
		// "Woodwarden" at 10 px).
		if a, b, ok := strings.Cut(wordBreaks[lines[0]], "|"); ok {
			lines = [2]string{a, b}
		}
	}
	for _, s := range lines {
		if s == "" {
			continue
		}
		if w, _ := c.App.Text.Measure(s, size, true); w > r.W-6 {
			size = size * (r.W - 6) / w
		}
	}
	if floor > 0 {
		// Legible when the name and the half shown fit at floor.
		// The icons as large as the slot holds, down to the map's.
		rest := r.Y + r.H - (r.Y + band + 4 + 2.2*size) - 2
		room := min(rest*0.7, r.W/3.2)
		floor = min(floor, max(room, nameFloor))
		if size < nameFloor || half < 0 || room < nameFloor {
			floor = 0
		}
	}
	if floor == 0 {
		c.Miniature(true) // a long press shows it large
		defer c.Miniature(false)
	}
	t.gainFloor = floor
	y := r.Y + band + 4
	for _, s := range lines {
		if s == "" {
			continue
		}
		c.Bold(s, r.X+r.W/2, y, size, scenes.ColText, scenes.Center)
		y += size * 1.1
	}
	rest := r.Y + r.H - y - 2
	// The icons no smaller than an icon read in place where the halves
	// hold them (the twenty-third review read 9 px ones at 800x600).
	gs := max(min(16*grow, rest*0.42, r.W/3.2), min(t.lay.li, rest*0.48))
	if half == -1 {
		mid := y + (r.Y+r.H-y)/2
		t.drawGain(c, cd.Top, r.X+r.W/2, (y+mid)/2-gs/2, gs, r.W-6, scenes.Center, scenes.ColText)
		c.Line(r.X+6, mid, r.X+r.W-6, mid, 1, sprites.Shade(col, -0.3))
		t.drawGain(c, cd.Bottom, r.X+r.W/2, (mid+r.Y+r.H)/2-gs/2, gs, r.W-6, scenes.Center, scenes.ColText)
	} else {
		g := cd.Top
		if half == 1 {
			g = cd.Bottom
		}
		gs = max(min(18*grow, rest*0.7, r.W/3.2), floor)
		if floor > 0 {
			// Read in place: no smaller than the icons' least.
			gs = max(gs, floor)
			t.gainFloor = gs
		}
		if note == "" {
			t.drawGain(c, g, r.X+r.W/2, y+2, gs, r.W-6, scenes.Center, scenes.ColText)
		} else {
			// The note after the half, on its line: clear of the
			// energy marks over the module spaces under the card.
			ns := max(min(gs*0.8, 14*grow), t.lay.lu)
			nw, _ := c.App.Text.Measure(note, ns, true)
			gw := t.gainWidth(g, gs, r.W-nw-12)
			x := r.X + (r.W-gw-nw-6)/2
			t.drawGain(c, g, x, y+2, gs, r.W-nw-12, scenes.Left, scenes.ColText)
			c.Bold(note, x+gw+6, y+2+gs/2-ns*0.55, ns, colGold, scenes.Left)
		}
	}
	if cd.Slot {
		s := min(12, r.W*0.16)
		c.Circle(r.X+r.W-s, r.Y+3+band/2, s*0.6, colPanel)
		c.Ring(r.X+r.W-s, r.Y+3+band/2, s*0.5, 2, colGold)
	}
}

// wordBreaks break the long one-word names of citizens in two.
var wordBreaks = map[string]string{
	"Woodwarden":   "Wood-|warden",
	"Stonebreaker": "Stone-|breaker",
	"Irrigator":    "Irri-|gator",
	"Harvester":    "Harves-|ter",
	"Archivist":    "Archi-|vist",
	"Thresher":     "Thresh-|er",
	"Forager":      "Fora-|ger",
	"Diviner":      "Divi-|ner",
}

// cardGrowH is the height of a card face drawn at its usual sizes: a
// taller one draws them larger.
const cardGrowH = 95.0

// drawModule draws module id in r: its colours and its effect.
func (t *Table) drawModule(c *scenes.Canvas, id int, r scenes.Rect) {
	defer t.setFloor(t.gainFloor) // a miniature: its face zooms whole
	t.gainFloor = 0
	m := rv.ModuleOf(id)
	a, b := sr.Colour(m.Colours[0]), sr.Colour(m.Colours[1])
	c.RoundRect(r, 4, sprites.Shade(a, -0.6))
	c.Rect(scenes.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W/2 - 2, H: 4}, a)
	c.Rect(scenes.Rect{X: r.X + r.W/2, Y: r.Y + 2, W: r.W/2 - 2, H: 4}, b)
	c.RoundRectStroke(r, 4, 1, b)
	s := max(min(22, r.H*0.4, r.W*0.45), min(t.lay.lu, r.H-8)) // larger in a larger module
	t.drawGain(c, m.Effect, r.X+r.W/2, r.Y+r.H/2-s/2+2, s, r.W-6, scenes.Center, scenes.ColText)
}

// drawToken draws machine token id in r, its effect no smaller than
// floor (0 for a miniature, whose face zooms whole).
func (t *Table) drawToken(c *scenes.Canvas, id int, r scenes.Rect, floor float64) {
	defer t.setFloor(t.gainFloor)
	tk := rv.TokenOf(id)
	// The effect inside the token's ring, down to the icons' least
	// (the fourteenth review saw a "2" on the ring).
	chord := r.W*0.86 - 2
	for floor > t.lay.li && gainSpan(tk.Effect, floor) > chord {
		floor = max(t.lay.li, floor-0.5)
	}
	t.gainFloor = floor
	col := sr.Colour(tk.Colour)
	t.offer = true
	defer func() { t.offer = false }()
	x, y := r.Center()
	c.Circle(x, y, r.W/2, sprites.Shade(col, -0.55))
	c.Ring(x, y, r.W/2-1, 1.5, col)
	// As large in screen pixels as at 1280x720 where the token has the
	// room (the last review read its icons at 10 px at 800x600).
	s := min(max(16, iconPx/max(t.lay.px, 0.1)), r.H*0.5, r.W*0.42)
	t.drawGain(c, tk.Effect, x, y-s/2, s, chord, scenes.Center, scenes.ColText)
}

// gainItems writes the parts of a gain as counts of icons, in order.
func gainItems(g rv.Gain, out *[16][2]int) int {
	n := 0
	add := func(count int8, icon int) {
		if count > 0 && n < len(out) {
			out[n] = [2]int{int(count), icon}
			n++
		}
	}
	for r := 0; r < rv.Resources; r++ {
		add(g.Res[r], sr.IconGear+r)
	}
	add(g.Energy, sr.IconEnergy)
	add(g.VP, sr.IconPoints)
	for tr := 0; tr < rv.Tracks; tr++ {
		add(g.Track[tr], sr.IconTrackGreen+tr)
	}
	add(g.AnyTrack, sr.IconAnyTrack)
	add(g.AnyRes, sr.IconAnyResource)
	add(g.Module, sr.IconModule)
	add(g.Crate, sr.IconCrate)
	add(g.Citizen, sr.IconCitizen)
	return n
}

// drawGain draws gain g as icons of size s on a line whose top is y,
// anchored at x, no wider than maxW (smaller icons when it would be).
// It returns the width drawn.
func (t *Table) drawGain(c *scenes.Canvas, g rv.Gain, x, y, s, maxW float64, align scenes.Align, col color.RGBA) float64 {
	var items [16][2]int
	n := gainItems(g, &items)
	if n == 0 {
		return 0
	}
	w := 0.0
	for _, it := range items[:n] {
		w += countWidth(it[0], s) + s + 1
	}
	floor := t.gainFloor
	if s < floor {
		w *= floor / s
		s = floor
	}
	if w > maxW {
		k := max(maxW/w, floor/s)
		s *= k
		w *= k
	}
	switch align {
	case scenes.Center:
		x -= w / 2
	case scenes.Right:
		x -= w
	}
	px := float64(c.Px(s))
	for _, it := range items[:n] {
		if cw := countWidth(it[0], s); cw > 0 {
			c.Bold(scenes.Itoa(it[0]), x+cw/2-s*0.02, y, s, col, scenes.Center)
			x += cw
		}
		c.ImageIn(t.cache.Icon(it[1], px), scenes.Rect{X: x, Y: y, W: s, H: s}, 1)
		c.Symbol(t.gainLabel(), s)
		x += s + 1
	}
	return w
}

// countWidth is the width of the count n written before an icon of size
// s: none for one, two figures wider than one (a large location's "12"
// ran out of its box).
func countWidth(n int, s float64) float64 {
	switch {
	case n <= 1:
		return 0
	case n < 10:
		return s * 0.6
	}
	return s * 1.15
}

// gainLabel names a gain's icon for the legibility audit: an offered
// machine token's apart, since the icons' least size holds for the map
// and the board shown large.
func (t *Table) gainLabel() string {
	if t.offer {
		return "offered token icon"
	}
	if t.tagging {
		return "hex tag icon"
	}
	return "gain icon"
}

// floorOff lets gains be drawn as small as their room again (cards,
// miniatures), after a part of the table that keeps them legible.
func (t *Table) floorOff() { t.gainFloor = 0 }

// setFloor sets the least size of gains again.
func (t *Table) setFloor(s float64) { t.gainFloor = s }

var (
	colBad  = scenes.ColBad
	colCost = color.RGBA{0x8a, 0x24, 0x1c, 0xe0} // under what a thing costs
)

// gainWidth is the width drawGain takes for g at icon size s.
func (t *Table) gainWidth(g rv.Gain, s, maxW float64) float64 {
	return min(gainSpan(g, s), maxW)
}

// gainSpan is the width of gain g drawn at icon size s.
func gainSpan(g rv.Gain, s float64) float64 {
	var items [16][2]int
	n := gainItems(g, &items)
	w := 0.0
	for _, it := range items[:n] {
		w += countWidth(it[0], s)
		w += s + 1
	}
	return w
}

// buildingOn is the building on space h as shown: the view's, or one the
// events placed since.
func (t *Table) buildingOn(h int) (rules.Seat, bool) {
	if t.motion.built.on && t.motion.built.space == h {
		return t.motion.built.seat, t.motion.built.big
	}
	return t.view.Building(h)
}

// meeplesOn is the meeples on space h as shown.
func (t *Table) meeplesOn(h int) rules.SeatSet {
	m := t.view.Meeples(h)
	if t.motion.meeple.on && t.motion.meeple.space == h {
		m = m.With(t.motion.meeple.seat)
	}
	return m
}

// footprint returns the spaces of footprint f, kept once.
func (t *Table) footprint(f int) []int { return footprints[f] }

var footprints = func() [][]int {
	out := make([][]int, rv.Footprints())
	for f := range out {
		out[f] = rv.FootprintSpaces(f)
	}
	return out
}()

// drawRange writes on space h the range cost, in food, of a target d
// steps from the nearest piece of the seat shown large, when there is
// one: a tag low in the hex, wholly inside it.
func (t *Table) drawRange(c *scenes.Canvas, h, d int) {
	if d < 2 {
		return
	}
	R := t.lay.hexR
	g := rangeGain(d)
	const pad = 2.0
	s := min(16/max(t.lay.px, 0.1), R*0.8)
	for s > 4 && !hexHolds(gainSpan(g, s)+2*pad, s+pad, R*0.62-s/2, R) {
		s -= 0.25
	}
	x, y := t.lay.hexX[h], t.lay.hexY[h]+R*0.62-s/2-pad/2
	t.tagging = s < iconPx/max(t.lay.px, 0.1)
	defer func() { t.tagging = false }()
	// Under the icons' least size the tag is part of the hex's face, a
	// miniature: a long press shows the space large.
	if s < t.lay.li-0.01 {
		c.Miniature(true)
		defer c.Miniature(false)
	}
	w := gainSpan(g, s)
	tag := scenes.Rect{X: x - w/2 - pad, Y: y, W: w + 2*pad, H: s + pad}
	c.RoundRect(tag, 3, colCost)
	if tagged != nil {
		tagged(tag, h)
	}
	t.drawGain(c, g, x, y+pad/2, s, w, scenes.Center, scenes.ColText)
}

// rangeGain is the range cost of a target d steps away: d-1 food.
func rangeGain(d int) rv.Gain {
	return rv.Gain{Res: [rv.Resources]int8{rv.Food: int8(d - 1)}}
}

// drawHexGain draws gain g in the middle of face-down hex h, as large as
// the hex holds it, on a red hex when it is a cost (the tile's cost, the
// range in food); a miniature under the icons' least size.
func (t *Table) drawHexGain(c *scenes.Canvas, h int, g rv.Gain, cost bool) {
	var items [16][2]int
	n := gainItems(g, &items)
	if h < 0 || n == 0 {
		return
	}
	l := &t.lay
	R := l.hexR
	x, y := l.hexX[h], l.hexY[h]
	if cost {
		drawHexFill(c, x, y, R*0.9, colCostHex)
	}
	room := R * 0.86 // inside the red hex
	if n == 1 && items[0][0] > 1 {
		// A count and its icon: the figure well inside the hex's edge
		// (the fourteenth review saw the red "2" spill over it).
		room = R * 0.82
	}
	// Two icons stand one above the other, where the hex is longest, a
	// count beside its icon (a tile's cost of "2 gear, 1 book" read at
	// 10 px on one line).
	stack := n == 2
	counted := items[0][0] > 1 || items[1][0] > 1
	s := min(R*1.1, 22/max(l.px, 0.1))
	if stack {
		// Each icon's disc, a pixel narrower than its box, inside the red
		// hex: its centre half a box and a pixel from the middle.
		s = min(s, (R*0.9*math.Sqrt(3)/2+0.5-math.Sqrt(3)/4)/(0.5+math.Sqrt(3)/4))
	}
	lineW := func(i int, s float64) float64 {
		if items[i][0] > 1 {
			return s * 1.6
		}
		return s
	}
	for stack && counted && s > 4 && !(hexHolds(lineW(0, s), s, -(s+1)/2, R*0.9) && hexHolds(lineW(1, s), s, (s+1)/2, R*0.9)) {
		s -= 0.25
	}
	for !stack && s > 4 && !hexHolds(gainSpan(g, s), s, 0, room) {
		s -= 0.25
	}
	w, hh := gainSpan(g, s), s
	if stack {
		w, hh = max(lineW(0, s), lineW(1, s)), 2*s+1
	}
	if tagged != nil && !stack {
		tagged(scenes.Rect{X: x - w/2, Y: y - hh/2, W: w, H: hh}, h)
	}
	mini := s < l.li-0.01
	c.Miniature(mini)
	defer c.Miniature(false)
	if !mini {
		t.gainFloor = s
	}
	t.tagging = s < iconPx/max(l.px, 0.1)
	if stack {
		px := float64(c.Px(s))
		for i, it := range items[:2] {
			lw := lineW(i, s)
			r := scenes.Rect{X: x - lw/2 + lw - s, Y: y - hh/2 + float64(i)*(s+1), W: s, H: s}
			if it[0] > 1 {
				c.Bold(scenes.Itoa(it[0]), x-lw/2+s*0.28, r.Y, s, scenes.ColText, scenes.Center)
			}
			if tagged != nil {
				tagged(r, h)
			}
			c.ImageIn(t.cache.Icon(it[1], px), r, 1)
			c.Symbol(t.gainLabel(), s)
		}
	} else {
		t.drawGain(c, g, x, y-s/2, s, w, scenes.Center, scenes.ColText)
	}
	t.gainFloor, t.tagging = 0, false
}

// colCostHex fills a face-down hex that holds a cost.
var colCostHex = color.RGBA{0x8a, 0x24, 0x1c, 0xff}

// drawHexFill fills a pointy-top hex of radius r centred on x, y: three
// bands, each as long as the hex is wide across its flats and half as
// high as the hex, turned by 60 degrees from each other.
func drawHexFill(c *scenes.Canvas, x, y, r float64, col color.RGBA) {
	half := r * math.Sqrt(3) / 2
	for k := 0; k < 3; k++ {
		a := float64(k) * math.Pi / 3
		dx, dy := half*math.Cos(a), half*math.Sin(a)
		c.Line(x-dx, y-dy, x+dx, y+dy, r, col)
	}
}

// hexHolds reports whether a box w wide and h high, centred across and
// dy below the middle of a pointy-top hex of radius r, lies wholly
// inside the hex.
func hexHolds(w, h, dy, r float64) bool {
	far := max(math.Abs(dy-h/2), math.Abs(dy+h/2))
	if far > r {
		return false
	}
	room := r * math.Sqrt(3) / 2
	if far > r/2 {
		room = (r - far) * math.Sqrt(3)
	}
	return w/2 <= room
}

// rangeHex is the hex of face-down tile fp on which its range is written,
// the hex of the tile nearest a piece of the seat shown large other than
// those of its cost and bonus, and the range: the steps to the tile's
// nearest hex; -1 when out of reach.
func (t *Table) rangeHex(fp int) (h, d int) {
	v, seat := t.view, int(t.focus)
	h, d = -1, -1
	near := -1
	for _, x := range t.footprint(fp) {
		dx := v.Distance(seat, x)
		if dx >= 0 && (d < 0 || dx < d) {
			d = dx
		}
		if x == t.tileAt[fp] || x == bonusHex[fp] || x == costHex2[fp] {
			continue
		}
		if h < 0 || dx >= 0 && (near < 0 || dx < near) {
			h, near = x, dx
		}
	}
	return h, d
}

// bonusHex is, for each footprint, the hex its back's bonus is drawn on:
// beside the hex of its cost (tileAt), to its right when the tile goes
// on there, else below.
var bonusHex = besideCost(func(dx, dy float64) float64 { return -dx - 0.5*dy }, nil)

// costHex2 is, for each footprint, the second hex a cost of two
// resources is drawn on, beside the hex of its cost (tileAt) and not the
// bonus's: to its left when the tile goes on there, else above; -1 when
// there is none.
var costHex2 = besideCost(func(dx, dy float64) float64 { return dx + 0.5*dy }, bonusHex)

// besideCost returns, for each footprint, the hex of the tile next to the
// hex of its cost that scores lowest by its offset from it, leaving out
// the hex taken[f] (when taken is given), or -1 when none is left.
func besideCost(score func(dx, dy float64) float64, taken []int) []int {
	out := make([]int, rv.Footprints())
	for f := range out {
		spaces := rv.FootprintSpaces(f)
		at := middleSpace(spaces)
		ax, ay := hexUnit(at)
		best, least := -1, 1e9
		for _, h := range spaces {
			x, y := hexUnit(h)
			if h == at || taken != nil && h == taken[f] || math.Hypot(x-ax, y-ay) > math.Sqrt(3)+0.01 {
				continue
			}
			if sc := score(x-ax, y-ay); sc < least {
				best, least = h, sc
			}
		}
		out[f] = best
	}
	return out
}

// drawCost draws the cost of face-down tile fp on red: a cost of two
// resources across two hexes of the tile joined by a red band, one
// resource in each, so that its icons read as large as a single one's
// (revive-4's costs of "2 gear, 1 book" read at 10 px in one hex).
func (t *Table) drawCost(c *scenes.Canvas, fp int, g rv.Gain) {
	a, b := t.tileAt[fp], costHex2[fp]
	var parts [2]rv.Gain
	n := 0
	for r := 0; r < rv.Resources; r++ {
		if g.Res[r] > 0 && n < 2 {
			parts[n].Res[r] = g.Res[r]
			n++
		} else if g.Res[r] > 0 {
			n++
		}
	}
	if n != 2 || b < 0 || g != (rv.Gain{Res: g.Res}) {
		t.drawHexGain(c, a, g, true)
		return
	}
	l := &t.lay
	R := l.hexR
	ax, ay, bx, by := l.hexX[a], l.hexY[a], l.hexX[b], l.hexY[b]
	if bx < ax-0.5 || math.Abs(bx-ax) < 0.5 && by < ay {
		a, b = b, a // the first resource in the left (or upper) hex
		ax, ay, bx, by = bx, by, ax, ay
	}
	drawHexFill(c, ax, ay, R*0.9, colCostHex)
	drawHexFill(c, bx, by, R*0.9, colCostHex)
	c.Line(ax, ay, bx, by, R*0.9, colCostHex)
	t.drawHexGain(c, a, parts[0], false)
	t.drawHexGain(c, b, parts[1], false)
}

// tagged, when set (by a test), is told of every cost tag drawn on the
// map and the space it is drawn on.
var tagged func(tag scenes.Rect, h int)

// outlineTile draws the kit's highlight lit round the tile of footprint
// fp, or with lit Unlit a gold line (the tile being turned or explored):
// its own edge, drawn a little inside it, so that two lit tiles side by
// side read as two outlines rather than one round both (the fourth
// review).
func (t *Table) outlineTile(c *scenes.Canvas, fp int, lit table.Light) {
	R := t.lay.hexR
	t.outline = t.tileOutline(t.outline[:0], fp)
	for _, s := range t.outline {
		if lit == table.Unlit {
			c.Line(s[0], s[1], s[2], s[3], max(2, R*0.12), colGold)
		} else {
			table.DrawHexEdgeLight(c, s[0], s[1], s[2], s[3], R, lit, t.Now)
		}
	}
}

// drawBack draws the outline of face-down tile fp in the colour of its
// back, dimmed with the veil when dim.
func (t *Table) drawBack(c *scenes.Canvas, fp int, dim bool) {
	back := t.view.BackOf(fp)
	if back < 0 || back >= len(colBacks) {
		return
	}
	col := colBacks[back]
	if dim {
		col = mix(col, colVeil, 0.55)
	}
	R := t.lay.hexR
	t.outline = t.tileOutline(t.outline[:0], fp)
	for _, s := range t.outline {
		c.Line(s[0], s[1], s[2], s[3], max(2, R*0.1), col)
	}
}

// colBacks are the colours of the five backs of the area tiles, each
// face-down tile's outline: tiles of one back alike.
var colBacks = [...]color.RGBA{
	{0xc9, 0x8a, 0x4b, 0xff},
	{0xa9, 0x8b, 0xe0, 0xff},
	{0xa9, 0xc2, 0x5a, 0xff},
	{0xd9, 0x77, 0x8f, 0xff},
	{0x8f, 0xa8, 0xc8, 0xff},
}

// mix is a blended with b, part k of b.
func mix(a, b color.RGBA, k float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x)*(1-k) + float64(y)*k) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 0xff}
}

// lightTile lights the face-down tile of footprint fp, a choice: its
// outline, one shape round its spaces, white when the pointer rests on
// one of them.
func (t *Table) lightTile(c *scenes.Canvas, f *table.Frame[obj], fp int, lit table.Light) {
	l := &t.lay
	for _, h := range t.footprint(fp) {
		x, y := l.hexX[h], l.hexY[h]
		f.Marked(scenes.Rect{X: x - l.hexR, Y: y - l.hexR, W: 2 * l.hexR, H: 2 * l.hexR})
	}
	if t.tileHovered(f, fp) {
		lit = table.Selected
	}
	t.outlineTile(c, fp, lit)
}

// veilUnlit dims every hex of the map but those of the tiles lit to
// explore, so that the tiles that may be tapped stand out (the tenth
// review could not tell them from the rest); the costs and bonuses are
// drawn over it.
func (t *Table) veilUnlit(c *scenes.Canvas, f *table.Frame[obj]) {
	l := &t.lay
	R := l.hexR
	for h := range l.hexX {
		if _, _, fp := rv.SpaceAt(h); fp >= 0 && f.Light(obj{kind: objTile, a: int16(fp)}) != table.Unlit {
			continue
		}
		x, y := l.hexX[h], l.hexY[h]
		drawHexFill(c, x, y, R, colVeil)
		w := R * math.Sqrt(3)
		c.ImageIn(t.cache.Hex(t.view.Terrain(h), float64(c.Px(2*R))), scenes.Rect{X: x - w/2, Y: y - R, W: w, H: 2 * R}, 0.45)
	}
	for _, s := range l.borders {
		c.Line(s[0], s[1], s[2], s[3], max(1.5, R*0.09), color.RGBA{0x12, 0x0c, 0x08, 0xff})
	}
}

// colVeil is under the hexes dimmed while a tile to explore is chosen.
var colVeil = color.RGBA{0x0e, 0x0b, 0x09, 0xff}

// tileHovered reports whether the pointer rests on a hex of the tile of
// footprint fp.
func (t *Table) tileHovered(f *table.Frame[obj], fp int) bool {
	return f.Hover && t.Holds(obj{kind: objTile, a: int16(fp)}, f.X, f.Y)
}

// outlineInset is how far inside its tile a tile's outline runs, as a
// part of the hex's radius.
const outlineInset = 0.2

// tileOutline appends the segments of the outline of the tile of
// footprint fp: each outer edge of its hexes drawn towards its hex's
// middle, and where the outline passes from one hex to the next, a
// segment joining the two.
func (t *Table) tileOutline(dst [][4]float64, fp int) [][4]float64 {
	l := &t.lay
	R := l.hexR
	k := 1 - outlineInset
	spaces := t.footprint(fp)
	// other returns the hex of the tile across edge e of hex h, or -1.
	other := func(h, e int) int {
		mid := math.Pi/3 + float64(e)*math.Pi/3
		nx, ny := l.hexX[h]+math.Sqrt(3)*R*math.Cos(mid), l.hexY[h]+math.Sqrt(3)*R*math.Sin(mid)
		for _, o := range spaces {
			if dx, dy := l.hexX[o]-nx, l.hexY[o]-ny; dx*dx+dy*dy < R*R*0.25 {
				return o
			}
		}
		return -1
	}
	corner := func(h, j int, k float64) (float64, float64) {
		a := math.Pi/6 + float64(j)*math.Pi/3
		return l.hexX[h] + k*R*math.Cos(a), l.hexY[h] + k*R*math.Sin(a)
	}
	for _, h := range spaces {
		for e := 0; e < 6; e++ {
			// Edge e runs from corner e to corner e+1; the neighbour
			// across it lies towards its middle.
			if other(h, e) >= 0 {
				continue
			}
			x0, y0 := corner(h, e, k)
			x1, y1 := corner(h, e+1, k)
			dst = append(dst, [4]float64{x0, y0, x1, y1})
			// Corner e+1 ends the outline on this hex when the next edge
			// borders a hex of the tile: join its inset corner there.
			if o := other(h, (e+1)%6); o >= 0 {
				px, py := corner(h, e+1, 1)
				ox, oy := (px-l.hexX[o])*k+l.hexX[o], (py-l.hexY[o])*k+l.hexY[o]
				dst = append(dst, [4]float64{x1, y1, ox, oy})
			}
		}
	}
	return dst
}

// drawCardStrip draws citizen card id in the strip r of the board shown
// large: its colour, its name, and its top and bottom halves one above
// the other at the right. Its texts and symbols are floor or more when
// the strip has the room; else it is a miniature, whose face zooms whole
// on a long press.
func (t *Table) drawCardStrip(c *scenes.Canvas, id int, r scenes.Rect, floor, most float64) {
	defer t.setFloor(t.gainFloor)
	cd := rv.CardOf(id)
	col := sr.Colour(cd.Colour)
	c.RoundRect(r, 5, sprites.Shade(col, -0.72))
	c.RoundRectStroke(r, 5, 1.5, col)
	c.Rect(scenes.Rect{X: r.X + 3, Y: r.Y + 3, W: 4, H: r.H - 6}, col)
	gs, gw, lines, size := t.stripSizes(c, id, r, floor)
	size = min(size, most)
	mini := size < min(floor, t.lay.iu)-0.01 || gs < floor-0.01
	if mini {
		c.Miniature(true)
		defer c.Miniature(false)
		t.gainFloor = 0
	} else {
		t.gainFloor = min(gs, max(floor, t.iconFloor))
	}
	n := 1.0
	if lines[1] != "" {
		n = 2
	}
	y := r.Y + r.H/2 - n*size*1.1/2
	for _, s := range lines {
		if s != "" {
			c.Bold(s, r.X+10, y, size, scenes.ColText, scenes.Left)
			y += size * 1.1
		}
	}
	x := r.X + r.W - 5
	mid := r.Y + r.H/2
	t.drawGain(c, cd.Top, x, mid-gs-2, gs, gw, scenes.Right, scenes.ColText)
	c.Line(x-gw, mid, x, mid, 1, sprites.Shade(col, -0.3))
	t.drawGain(c, cd.Bottom, x, mid+2, gs, gw, scenes.Right, scenes.ColText)
	if cd.Slot {
		c.Ring(r.X+r.W-6, r.Y+6, 3.5, 1.5, colGold)
	}
}

// stripSizes is the size of card id's icons on a strip r, the width of
// its halves, its name in one or two lines and the name's size.
func (t *Table) stripSizes(c *scenes.Canvas, id int, r scenes.Rect, floor float64) (gs, gw float64, lines [2]string, size float64) {
	cd := rv.CardOf(id)
	grow := t.lay.big.grow()
	most := 16 * grow
	if t.lay.portrait && !t.lay.tabbed {
		most = max(most, r.H*0.24) // a tall screen's tall strip: its halves not lost in it
	}
	gs = max(min(most, (r.H-8)/2), floor)
	if floor > 0 && 2*t.iconFloor+4 <= r.H {
		// Read in place: the halves' icons no smaller than the icons'
		// least, when the strip holds two lines of them.
		gs = max(gs, t.iconFloor)
	}
	if 2*gs+4 > r.H {
		gs = (r.H - 4) / 2
	}
	gw = max(t.gainWidth(cd.Top, gs, r.W), t.gainWidth(cd.Bottom, gs, r.W))
	lines = nameLines[id]
	room := r.W - gw - 20
	size = max(min(14*grow, r.H*0.4), min(floor, t.lay.iu)) // the name no larger for the larger icons
	if w, _ := c.App.Text.Measure(cd.Name, size, true); w <= room {
		lines = [2]string{cd.Name, ""}
	} else {
		size = max(min(14*grow, (r.H-6)/2.2), min(floor, t.lay.iu))
		if 2.2*size+4 > r.H {
			size = (r.H - 4) / 2.2
		}
	}
	for _, s := range lines {
		if w, _ := c.App.Text.Measure(s, size, true); s != "" && w > room {
			size *= room / w
		}
	}
	return gs, gw, lines, size
}

// clipped, when set (by a test), is told of every label fit had to cut
// to its box, with the box's width.
var clipped func(s string, width float64)

// fit returns s cut with an ellipsis to width at size, as scenes.Clip,
// and tells clipped when it had to cut: no label of the table should.
func fit(c *scenes.Canvas, s string, size, width float64) string {
	cut := scenes.Clip(c, s, size, width)
	if clipped != nil && cut != s {
		clipped(s, width)
	}
	return cut
}
