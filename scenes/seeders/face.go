package seeders

import (
	"image/color"

	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/sprites"
	ss "starboard/sprites/seeders"
)

var (
	colInk    = color.RGBA{0x10, 0x14, 0x1c, 0xff}
	colPaper  = color.RGBA{0xe9, 0xee, 0xe6, 0xff}
	colBack   = color.RGBA{0x1c, 0x3a, 0x40, 0xff}
	colGem    = color.RGBA{0x7c, 0xf0, 0xb8, 0xff}
	colPP     = color.RGBA{0xff, 0xd4, 0x5c, 0xff}
	colShade  = color.RGBA{0, 0, 0, 0xa0}
	colPanel  = color.RGBA{0x12, 0x22, 0x28, 0xe0}
	colBorder = color.RGBA{0x2c, 0x52, 0x58, 0xff}
)

// drawCard draws card id (its back when id < 0) inside r: a band in its
// Caste's colour with the name, the cost in Resources on the left, the
// Prestige points on the right; with full, when the card is large enough,
// its kind, emblem and text.
func (t *Table) drawCard(c *scenes.Canvas, id int, r scenes.Rect, full bool) {
	rad := min(r.W, r.H) * 0.08
	if id < 0 {
		c.RoundRect(r, rad, colBack)
		c.RoundRectStroke(r.Inset(r.W*0.08), rad, max(1, r.W*0.03), ss.Palette.Accent)
		g := t.cache.Glyph(-1, float64(c.Px(r.W*0.4)))
		c.ImageIn(g, scenes.Rect{X: r.X + r.W*0.3, Y: r.Y + r.H/2 - r.W*0.2, W: r.W * 0.4, H: r.W * 0.4}, 0.6)
		return
	}
	d := rs.CardOf(id)
	col := ss.CasteColor(d.Caste)
	c.RoundRect(r, rad, colPaper)
	band := cardBand(r)
	if !d.Unit {
		// A Crew's band is lighter, with a notch: Crews sit under Units.
		col = sprites.Shade(col, 0.2)
	}
	c.RoundRect(scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: band}, rad, col)
	if d.Secondary {
		c.RoundRectStroke(r.Inset(1), rad, 2, sprites.RGB(0x8090A0))
	}
	ts := max(7, min(band*0.62, r.W*0.13))
	name := d.Name
	// A long name shrinks to fit its band, down to 8 units, then is cut.
	if tw, _ := c.App.Text.Measure(name, ts, true); tw > r.W-6 {
		ts = max(8, ts*(r.W-6)/tw)
		name = shortName(name, r.W, ts, c)
	}
	c.Bold(name, r.X+r.W/2, r.Y+band/2-ts*0.6, ts, colInk, scenes.Center)
	// cost and points along the bottom of the band
	ns := max(7, min(r.H*0.22, r.W*0.2))
	if r.H < band*1.8 {
		ns = max(7, band*0.45)
		c.Bold(scenes.Itoa(d.Cost), r.X+3, r.Y+r.H-ns-2, ns, sprites.Shade(colGem, -0.5), scenes.Left)
		if d.PP > 0 {
			c.Bold(t.texts.Cat(scenes.Itoa(d.PP), "PP", ""), r.X+r.W-3, r.Y+r.H-ns-2, ns, sprites.Shade(colPP, -0.55), scenes.Right)
		}
		return
	}
	p := partsOf(d, r, ns)
	gs := p.gem.W
	c.ImageIn(t.cache.Gem(float64(c.Px(gs))), p.gem, 1)
	c.Symbol("cost gem", gs)
	c.Bold(scenes.Itoa(d.Cost), p.gem.X+gs/2, p.gem.Y+gs*0.15, ns*0.8, colInk, scenes.Center)
	if d.PP > 0 {
		c.Circle(p.pp.X+gs/2, p.pp.Y+gs/2, gs/2, colPP)
		c.Bold(scenes.Itoa(d.PP), p.pp.X+gs/2, p.pp.Y+gs*0.15, ns*0.8, colInk, scenes.Center)
	}
	if p.glyph.W > 8 {
		g := t.cache.Glyph(d.Caste, float64(c.Px(p.glyph.W)))
		c.ImageIn(g, p.glyph, 0.9)
		c.Symbol("caste glyph", p.glyph.W)
	}
	if !full || r.W < 90 {
		return
	}
	c.Text(t.texts.Cat(kindOf(d), " · ", d.Caste.String()), r.X+r.W/2, p.kindY, p.ks, sprites.Shade(colInk, 0.3), scenes.Center)
	c.Text(t.texts.Cat("recycles for ", recycleText(d), ""), r.X+r.W/2, p.recycleY, p.ks, sprites.Shade(colGem, -0.5), scenes.Center)
	c.Paragraph(d.Text, r.X+r.W*0.07, p.textY, p.textSize, r.W*0.86, colInk)
}

// cardParts is where drawCard puts the parts of a card's face (not a
// short box's): the cost gem, the Prestige disc, the Caste's symbol, and
// the tops of the kind line, the recycling line and the ability's text.
type cardParts struct {
	gem, pp, glyph         scenes.Rect
	kindY, recycleY, textY float64
	ks, textSize           float64
}

// partsOf returns the parts of card d drawn in r with numbers ns high.
func partsOf(d *rs.Card, r scenes.Rect, ns float64) cardParts {
	band := cardBand(r)
	gs := ns * 1.3
	var p cardParts
	p.gem = scenes.Rect{X: r.X + 2, Y: r.Y + band + 2, W: gs, H: gs}
	p.pp = scenes.Rect{X: r.X + r.W - 2 - gs, Y: r.Y + band + 2, W: gs, H: gs}
	gy := r.Y + band + 2
	gsz := min(r.W*0.36, r.H-band-gs-6)
	p.glyph = scenes.Rect{X: r.X + r.W/2 - gsz/2, Y: gy, W: gsz, H: gsz}
	// Each line starts under the one before at its full height, with a
	// gap, so the recycling line never runs into the ability's text.
	p.ks = r.W * 0.075
	p.kindY = gy + max(gsz, gs) + 4
	p.recycleY = p.kindY + p.ks*1.45
	p.textY = p.recycleY + p.ks*1.6 + r.W*0.03
	p.textSize = r.W * 0.08
	return p
}

// cardBand is the height of the band in the Caste's colour at the top of
// a card drawn in r: short boxes (Crews in an Ark) give it more of their
// height, so the name stays readable.
func cardBand(r scenes.Rect) float64 {
	return min(max(r.H*0.3, min(r.H*0.45, 18)), max(14, r.W*0.24))
}

// kindOf names the kind of card d: Unit, Crew or Secondary Crew.
func kindOf(d *rs.Card) string {
	switch {
	case d.Secondary:
		return "Secondary Crew"
	case d.Unit:
		return "Unit"
	}
	return "Crew"
}

// recycleText says what recycling a card gives.
func recycleText(d *rs.Card) string {
	if d.Recycle == 0 {
		return "the turn"
	}
	return scenes.Itoa(d.Recycle)
}

// shortName cuts name to fit w at size ts.
func shortName(name string, w, ts float64, c *scenes.Canvas) string {
	if tw, _ := c.Measure(name, ts); tw <= w-4 {
		return name
	}
	rs := []rune(name)
	for len(rs) > 3 {
		rs = rs[:len(rs)-1]
		if tw, _ := c.Measure(string(rs)+".", ts); tw <= w-4 {
			return string(rs) + "."
		}
	}
	return string(rs)
}
