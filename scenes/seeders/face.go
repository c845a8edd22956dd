package seeders

import (
	"image/color"
	"strings"

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
	c.Text(t.texts.Cat("recycles for ", t.recycleText(d), ""), r.X+r.W/2, p.recycleY, p.ks, sprites.Shade(colGem, -0.5), scenes.Center)
	c.Paragraph(d.Text, r.X+r.W*0.07, p.textY, p.textSize, r.W*0.86, colInk)
}

// drawArkCard draws card id of an Ark in r: its name in the band in its
// Caste's colour, and, where the box is tall enough, the cost on a gem and
// the Prestige on a gold disc, all ts high and at 12 pixels or more; a
// name too long for the box, less right for the Use badge, is cut (the
// hover and a long press say it whole).
//
// It returns where the cost and Prestige stand (empty where they do not).
func (t *Table) drawArkCard(c *scenes.Canvas, id int, r scenes.Rect, right, ts float64) (costs scenes.Rect) {
	d := rs.CardOf(id)
	rad := min(r.W, r.H) * 0.08
	col := ss.CasteColor(d.Caste)
	if !d.Unit {
		col = sprites.Shade(col, 0.2)
	}
	ts = max(ts, c.AtLeast(12))
	band := min(r.H, ts*1.15+4)
	gs := ts * 1.15
	// A card with no room under its name for its cost is a strip: the
	// cost and Prestige stand at the end of the name's band.
	strip := r.H-band < gs+2
	inline := 0.0
	if strip {
		inline = gs + 3
		if d.PP > 0 {
			inline += gs + 2
		}
		if w, _ := c.App.Text.Measure(d.Name, ts, true); w > r.W-8-right-inline {
			inline = gs + 3 // the cost alone, the name whole
			if w > r.W-8-right-inline {
				inline = 0 // the name whole: the hover says the rest
			}
		}
	}
	nameRight := right
	right += inline
	// A name too long for its line goes on two where the card is tall
	// enough, the second the card's whole width, clear of the use badge;
	// a single word too long goes on the second. The whole name comes
	// before the cost and Prestige under it, which the hover and a long
	// press also say.
	first, second := d.Name, ""
	if w, _ := c.App.Text.Measure(d.Name, ts, true); w > r.W-8-right && r.H >= band+ts*1.15 {
		first, second = splitName(c, d.Name, ts, r.W-8-right)
		if w1, _ := c.App.Text.Measure(first, ts, true); second == "" || w1 > r.W-8-right {
			first, second = "", d.Name
			if i := strings.LastIndexByte(d.Name, ' '); i > 0 {
				if w0, _ := c.App.Text.Measure(d.Name[:i], ts, true); w0 <= r.W-8-right {
					first, second = d.Name[:i], d.Name[i+1:]
				}
			}
		}
		band += ts * 1.15
	}
	c.RoundRect(r, rad, colPaper)
	c.RoundRect(scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: band}, rad, col)
	if d.Secondary {
		c.RoundRectStroke(r.Inset(1), rad, 2, sprites.RGB(0x8090A0))
	}
	if second == "" {
		c.Bold(shortName(first, r.W-4-right, ts, c), r.X+4, r.Y+band/2-ts*0.6, ts, colInk, scenes.Left)
	} else {
		c.Bold(shortName(first, r.W-4-right, ts, c), r.X+4, r.Y+2, ts, colInk, scenes.Left)
		c.Bold(shortName(second, r.W-4, ts, c), r.X+4, r.Y+2+ts*1.15, ts, colInk, scenes.Left)
	}
	if strip {
		if inline < gs+3 {
			return scenes.Rect{}
		}
		x := r.X + r.W - nameRight - inline
		gy := r.Y + (band-gs)/2
		gem := scenes.Rect{X: x, Y: gy, W: gs, H: gs}
		c.ImageIn(t.cache.Gem(float64(c.Px(gs))), gem, 1)
		c.Symbol("cost gem", gs)
		c.Bold(scenes.Itoa(d.Cost), gem.X+gs/2, gy+gs/2-ts*0.6, ts, colInk, scenes.Center)
		costs = gem
		if d.PP > 0 && inline >= 2*gs+5 {
			px := x + gs + 2
			c.Circle(px+gs/2, gy+gs/2, gs/2, colPP)
			c.Bold(scenes.Itoa(d.PP), px+gs/2, gy+gs/2-ts*0.6, ts, colInk, scenes.Center)
			costs.W = px + gs - gem.X
		}
		return costs
	}
	if r.H-band < gs+2 {
		return scenes.Rect{} // the name took the room: the hover says the cost
	}
	gy := r.Y + band + 1
	gem := scenes.Rect{X: r.X + 3, Y: gy, W: gs, H: gs}
	c.ImageIn(t.cache.Gem(float64(c.Px(gs))), gem, 1)
	c.Symbol("cost gem", gs)
	c.Bold(scenes.Itoa(d.Cost), gem.X+gs/2, gy+gs/2-ts*0.6, ts, colInk, scenes.Center)
	costs = gem
	if d.PP > 0 && r.W > 2*gs+30 {
		x := gem.X + gs + 3
		c.Circle(x+gs/2, gy+gs/2, gs/2, colPP)
		c.Bold(scenes.Itoa(d.PP), x+gs/2, gy+gs/2-ts*0.6, ts, colInk, scenes.Center)
		costs.W = x + gs - gem.X
	}
	return costs
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

// recycleText says what recycling card d gives, the figure the hand's
// card and the prompt give: a Deviant's, the turn's number, says so.
func (t *Table) recycleText(d *rs.Card) string {
	if d.Recycle != 0 {
		return scenes.Itoa(d.Recycle)
	}
	if t.view == nil {
		return "the turn's number"
	}
	turn := scenes.Itoa(t.view.Turn())
	return t.texts.Cat(turn, " (turn ", t.texts.Cat(turn, ")", ""))
}

// shortName cuts name to fit w at size ts. The cuts are kept, so that a
// steady frame makes none.
func shortName(name string, w, ts float64, c *scenes.Canvas) string {
	if tw, _ := c.Measure(name, ts); tw <= w-4 {
		return name
	}
	key := shortKey{name, float32(w), float32(ts)}
	if s, ok := shortNames[key]; ok {
		return s
	}
	if len(shortNames) > 512 {
		clear(shortNames)
	}
	rs := []rune(name)
	out := ""
	for len(rs) > 3 {
		rs = rs[:len(rs)-1]
		if tw, _ := c.Measure(string(rs)+".", ts); tw <= w-4 {
			out = string(rs) + "."
			break
		}
	}
	if out == "" {
		out = string(rs)
	}
	shortNames[key] = out
	return out
}

// shortKey names a cut of shortName.
type shortKey struct {
	name  string
	w, ts float32
}

// shortNames are the cuts shortName made.
var shortNames = map[shortKey]string{}

// handVisible is the least part of a hand card's width the next card of
// the row leaves uncovered; handSpread the widest step between cards,
// where the room allows: side by side, a little apart.
const handVisible, handSpread = 0.6, 1.06

// handShown is the part of a hand card's width that the next card of the
// row leaves uncovered now: all of it when they lie side by side.
func (t *Table) handShown() float64 {
	n := max(t.hand.Len(), t.hand.Room)
	if n <= 1 {
		return 1
	}
	step, _ := scenes.SpreadStep(n, handW, handH, t.hand.Width, handSpread)
	return min(1, max(handVisible, step/handW-0.02))
}

// drawHandCard draws card id of the viewer's hand in r, laid out for the
// fan: the name, the cost, the Prestige, the kind and what recycling
// gives all stand in the card's left part, which the next card leaves
// uncovered, at least 12 pixels high; a card with an ability says so
// there, and shows its words when tapped (drawHandTip).
func (t *Table) drawHandCard(c *scenes.Canvas, id int, r scenes.Rect, tab bool) scenes.Rect {
	d := rs.CardOf(id)
	rad := min(r.W, r.H) * 0.07
	col := ss.CasteColor(d.Caste)
	if !d.Unit {
		col = sprites.Shade(col, 0.2)
	}
	if !tab && t.lay.miniHand {
		c.Miniature(true)
		t.drawCard(c, id, r, true)
		c.Miniature(false)
		return r
	}
	if !tab {
		t.drawWholeHandCard(c, d, r, col, rad)
		return r
	}
	vis := r.W*t.handShown() - 8
	ts := max(c.AtLeast(15), t.lay.nameSize())
	// A first word too long for the strip shrinks the name, down to 12
	// pixels; past that it is cut.
	word := d.Name
	if i := strings.IndexByte(word, ' '); i > 0 {
		word = word[:i]
	}
	if w, _ := c.App.Text.Measure(word, ts, true); w > vis {
		ts = max(c.AtLeast(0.1)*1.01, ts*vis/w*0.99) // a hair under: measured again, the word still fits
	}
	// The name in at most two lines, broken at a space; in one while the
	// hand is folded to the strip of its names (down to 12 pixels), unless
	// the strip shows two (a name too long for one).
	first, second := d.Name, ""
	w, _ := c.App.Text.Measure(first, ts, true)
	least := c.AtLeast(12)
	if t.lay.foldTwo {
		least = max(least, ts*0.92) // a name that would shrink more takes two lines
	}
	if s := max(least, ts*vis/w); w > vis && t.lay.fold && !t.lay.risen && (!t.lay.foldTwo || w*s/ts <= vis) {
		ts = s
	} else if w > vis {
		cut := -1
		for i := len(d.Name) - 1; i > 0; i-- {
			if d.Name[i] == ' ' {
				if w, _ := c.App.Text.Measure(d.Name[:i], ts, true); w <= vis {
					cut = i
					break
				}
			}
		}
		if cut > 0 {
			first, second = d.Name[:cut], d.Name[cut+1:]
		}
	}
	if second != "" && t.lay.fold && !t.lay.risen {
		// The strip's two lines: each whole, down to 12 pixels.
		w1, _ := c.App.Text.Measure(first, ts, true)
		w2, _ := c.App.Text.Measure(second, ts, true)
		if m := max(w1, w2); m > vis {
			ts = max(c.AtLeast(12), ts*vis/m)
		}
	}
	lines := 1.0
	if second != "" {
		lines = 2
	}
	band := lines*ts*1.1 + 8
	if tab {
		// The folded hand shows each card as a tab of its name band that
		// ends inside the window, never a card cut by its edge.
		r.H = min(r.H, max(band+4, t.lay.peek()/t.lay.handScale))
	}
	c.RoundRect(r, rad, colPaper)
	c.RoundRect(scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: band}, rad, col)
	if d.Secondary {
		c.RoundRectStroke(r.Inset(1), rad, 2, sprites.RGB(0x8090A0))
	}
	c.Bold(shortName(first, vis+4, ts, c), r.X+5, r.Y+4, ts, colInk, scenes.Left)
	if second != "" {
		c.Bold(shortName(second, vis+4, ts, c), r.X+5, r.Y+4+ts*1.1, ts, colInk, scenes.Left)
	}
	return r
}

// handFace is how a whole hand card's texts were laid out, in the card's
// units: the name's lines at size ts, each at most vis wide (clear of the
// next card and its light), and where the last text ends; mini says the
// name is a miniature's.
type handFace struct {
	lines   []string
	ts, vis float64
	bottom  float64
	mini    bool // the name is under the legible size: the card zooms whole on tap
	// glyphRight is where the Caste's symbol ends, 0 for none drawn.
	glyphRight float64
}

// handFaces, when set (by a test), gets each whole hand card's handFace.
var handFaces map[string]handFace

// drawWholeHandCard draws hand card d whole in r: the name on up to three
// lines in the part the next card and its light leave uncovered, then the
// cost, Prestige and Caste, the kind, what recycling gives and, for a card
// with an ability, "+ ability". Where the card is too short for them at
// their sizes (a small screen, a tight row), the name shrinks towards 12
// pixels and the lines close up, so that all of it stays on the card.
func (t *Table) drawWholeHandCard(c *scenes.Canvas, d *rs.Card, r scenes.Rect, col color.RGBA, rad float64) {
	// The next card's light reaches 9.5 units left of it.
	vis := r.W - 10
	if n := max(t.hand.Len(), t.hand.Room); n > 1 {
		step, _ := scenes.SpreadStep(n, handW, handH, t.hand.Width, handSpread)
		vis = min(vis, step-15)
	}
	ks := c.AtLeast(13)
	least := c.AtLeast(12)
	ability := d.Text != ""
	ts, sp := max(c.AtLeast(15), t.lay.nameSize()), 1.0
	lines := wrapName(c, d.Name, ts, vis, false)
	height := func(n int, ts, sp float64) float64 {
		h := float64(n)*ts*(1+0.1*sp) + 8*sp + 3*sp + ts*(1.2+0.25*sp) + 3*sp + ks*(2+0.45*sp) + ks*1.1
		if ability {
			h += ks*(0.2*sp+1.1) + 3*sp + 1
		}
		return h
	}
	fits := func(lines []string, ts float64) bool {
		if len(lines) > 3 {
			return false
		}
		for _, l := range lines {
			if w, _ := c.App.Text.Measure(l, ts, true); w > vis {
				return false
			}
		}
		return true
	}
	// A smaller name, or closer lines, never a word broken in two: a
	// name that fits no way at the legible size shrinks under it, the
	// card a miniature whose whole face a tap shows (drawHandTip).
	mini := true
search:
	for _, s := range []float64{1, 0.85, 0.7, 0.5} {
		for size := ts; size >= least*0.999; size = max(least, size*0.95) {
			if l := wrapName(c, d.Name, size, vis, false); fits(l, size) && height(len(l), size, s) <= r.H-2 {
				ts, sp, lines, mini = size, s, l, false
				break search
			}
			if size == least {
				break
			}
		}
	}
	if mini {
		ts, sp = least, 0.5
		lines = wrapName(c, d.Name, ts, vis, false)
		for _, l := range lines {
			if w, _ := c.App.Text.Measure(l, ts, true); w > vis {
				ts = min(ts, least*vis/w)
			}
		}
	}
	lh := ts * (1 + 0.1*sp)
	band := float64(len(lines))*lh + 8*sp
	c.RoundRect(r, rad, colPaper)
	c.RoundRect(scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: band}, rad, col)
	if d.Secondary {
		c.RoundRectStroke(r.Inset(1), rad, 2, sprites.RGB(0x8090A0))
	}
	miniature(c, mini, func() {
		for i, l := range lines {
			c.Bold(shortName(l, vis+4, ts, c), r.X+5, r.Y+4*sp+float64(i)*lh, ts, colInk, scenes.Left)
		}
	})
	nameTs := ts
	ts = max(ts, least) // the numbers under the name stay legible
	// The cost on a gem, the Prestige on a gold disc, the Caste's symbol.
	y := r.Y + band + 3*sp
	gs := ts * (1.2 + 0.25*sp)
	gem := scenes.Rect{X: r.X + 4, Y: y, W: gs, H: gs}
	c.ImageIn(t.cache.Gem(float64(c.Px(gs))), gem, 1)
	c.Symbol("cost gem", gs)
	ns := min(ts, gs*0.8)
	c.Bold(scenes.Itoa(d.Cost), gem.X+gs/2, gem.Y+(gs-ns)/2, ns, colInk, scenes.Center)
	x := gem.X + gs + 4
	if d.PP > 0 {
		c.Circle(x+gs/2, y+gs/2, gs/2, colPP)
		c.Bold(scenes.Itoa(d.PP), x+gs/2, y+(gs-ns)/2, ns, colInk, scenes.Center)
		x += gs + 4
	}
	// The Caste's symbol after them, or, where the next card would cover
	// it there (a full hand), after the kind, or nowhere: the band's
	// colour says the Caste too.
	glyph := scenes.Rect{X: x, Y: y, W: gs, H: gs}
	y += gs + 3*sp
	kind := fit(c, kindOf(d), ks, vis, false)
	if glyph.X+glyph.W > r.X+5+vis {
		kw, _ := c.Measure(kindOf(d), kind)
		g := min(gs, kind*1.15)
		glyph = scenes.Rect{X: r.X + 5 + kw + 4, Y: y + (kind-g)/2, W: g, H: g}
		if glyph.X+glyph.W > r.X+5+vis {
			glyph = scenes.Rect{}
		}
	}
	if glyph.W > 0 {
		c.Miniature(true)
		c.ImageIn(t.cache.Glyph(d.Caste, float64(c.Px(glyph.W))), glyph, 0.9)
		c.Symbol("caste glyph", glyph.W)
		c.Miniature(false)
	}
	c.Text(kindOf(d), r.X+5, y, kind, sprites.Shade(colInk, 0.3), scenes.Left)
	y += ks * (1 + 0.25*sp)
	n := d.Recycle
	if n == 0 && t.view != nil {
		n = t.view.Turn() // a Deviant recycles for the turn's number
	}
	// "recycles for n" on two lines: one would run under the next card.
	c.Text("recycles", r.X+5, y, ks, sprites.Shade(colGem, -0.5), scenes.Left)
	y += ks * (1 + 0.2*sp)
	c.Bold(t.texts.Cat("for ", scenes.Itoa(n), ""), r.X+5, y, ks, sprites.Shade(colGem, -0.5), scenes.Left)
	y += ks * 1.1
	// The ability's words do not fit a card of the row at a legible
	// size: the card says it has one, and a tap (or a mouse resting on
	// it) shows its whole face large (drawHandTip).
	if ability {
		y += ks*0.2*sp + 3*sp
		c.Line(r.X+4, y-2, r.X+vis+4, y-2, 1, sprites.Shade(colPaper, -0.15))
		as := max(least, fit(c, "+ ability", ks, vis, true))
		c.Bold("+ ability", r.X+5, y+1, as, sprites.Shade(col, -0.45), scenes.Left)
		y += 1 + as*1.1
	}
	if handFaces != nil {
		handFaces[d.Name] = handFace{lines: lines, ts: nameTs, vis: vis, bottom: y - r.Y, mini: mini, glyphRight: max(0, glyph.X+glyph.W-r.X)}
	}
}

// wrapName breaks name into lines at most w wide at size ts (bold), at
// spaces and, with hyphens, a word too wide for a line with a hyphen.
func wrapName(c *scenes.Canvas, name string, ts, w float64, hyphens bool) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(name) {
		if line != "" {
			if tw, _ := c.App.Text.Measure(line+" "+word, ts, true); tw <= w {
				line += " " + word
				continue
			}
			lines = append(lines, line)
		}
		first, rest := word, ""
		if hyphens {
			first, rest = hyphenate(c, word, ts, w)
		}
		if rest != "" {
			lines = append(lines, first)
			first = rest
		}
		line = first
	}
	return append(lines, line)
}

// drawChamberCard draws card id laid in a Chamber at r, a card on its
// side: its name in the band in its Caste's colour, in two lines rather
// than cut or shrunk under the legible size, and along the bottom, right
// of the Chamber's number tab (tab wide) and left of "tie"
// (mark wide), the cost, the Caste's symbol (where there is room) and the
// Prestige. The name takes at most nameRoom from the card's top. The
// ability is on the card a long press shows large. Where the marks went
// is kept in t.faces[ch].
func (t *Table) drawChamberCard(c *scenes.Canvas, ch, id int, r scenes.Rect, tab, mark, nameRoom float64) {
	d := rs.CardOf(id)
	rad := min(r.W, r.H) * 0.08
	col := ss.CasteColor(d.Caste)
	if !d.Unit {
		col = sprites.Shade(col, 0.2)
	}
	c.RoundRect(r, rad, colPaper)
	ts := max(c.AtLeast(sizeSmall*t.lay.k), min(r.H*0.25, r.W*0.165))
	first, second := splitName(c, d.Name, ts, r.W-8)
	if w, _ := c.App.Text.Measure(first, ts, true); second == "" && w > r.W-8 {
		// One word too long for the card ("Quartermaster") shrinks while it
		// stays legible, and only then breaks in two with a hyphen: a name
		// broken mid-word ("Appre-ntice") read worse than a smaller one.
		if small := ts * (r.W - 8) / w; small >= c.AtLeast(12) {
			ts = small
		} else if r.H*0.66 >= 2*ts*nameLine+4 {
			first, second = hyphenate(c, first, ts, r.W-8)
		}
	}
	if second != "" {
		// Two lines that still do not fit shrink a little, then are cut.
		w1, _ := c.App.Text.Measure(first, ts, true)
		w2, _ := c.App.Text.Measure(second, ts, true)
		if w := max(w1, w2); w > r.W-5 {
			ts = max(c.AtLeast(12), ts*(r.W-5)/w)
		}
	} else if w, _ := c.App.Text.Measure(first, ts, true); w > r.W-5 {
		ts = max(c.AtLeast(12), ts*(r.W-5)/w)
	}
	lines := 1.0
	if second != "" {
		lines = 2
	}
	if room := min(r.H*0.66, nameRoom); lines*ts*nameLine+4 > room {
		// A phone's card, a miniature, is short: its name shrinks to
		// stand above the number tab, never under it.
		ts = (room - 4) / (lines * nameLine)
		if second != "" {
			// One line may read larger than two so short ones.
			whole := first + " " + second
			w, _ := c.App.Text.Measure(whole, ts, true)
			if one := min((room-4)/nameLine, ts*(r.W-6)/w); one > ts {
				first, second, lines, ts = whole, "", 1, one
			}
		}
	}
	band := min(r.H*0.66, lines*ts*nameLine+4)
	t.faces[ch].bandY = r.Y + band
	c.RoundRect(scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: band}, rad, col)
	if d.Secondary {
		c.RoundRectStroke(r.Inset(1), rad, 2, sprites.RGB(0x8090A0))
	}
	y := r.Y + band/2 - lines*ts*nameLine/2
	small := ts < c.AtLeast(12)
	face := &t.faces[ch]
	face.name = append(face.name[:0], shortName(first, r.W-4, ts, c))
	if second != "" {
		face.name = append(face.name, shortName(second, r.W-4, ts, c))
	}
	face.namePx, face.nameMini = c.ScreenPx(ts), small
	miniature(c, small, func() { // a name shrunk to fit reads whole on the card a long press shows
		for i, line := range face.name {
			c.Bold(line, r.X+r.W/2, y+float64(i)*ts*nameLine, ts, colInk, scenes.Center)
		}
	})
	// The bottom row: as tall as the room under the band allows, and
	// narrow enough that the cost gem and the Prestige coin stand side by
	// side between the number tab and "tie", never over one another.
	least := c.AtLeast(12) // the legible size
	// The numbers a size up from that: a digit's height reads at a
	// glance on a small screen's card.
	num := c.AtLeast(14)
	gs := min(r.H-band-4, max(ts*1.3, r.H*0.28, num*1.1))
	if gs < 8 {
		return
	}
	// The cost gem, the Caste's symbol and the Prestige coin (if any)
	// always stand, in that order, between the number tab and "tie":
	// closer, then smaller where the room is short; only where they would
	// shrink under the legible size does "tie" give up its room (the red
	// edge of the tied cubes says it then).
	x := r.X + tab + 6 // clear of the widest number tab, "10"
	right := r.X + r.W - 2 - mark
	n := 2.0
	if d.PP > 0 {
		n = 3
	}
	sp := 3.0
	size := func() float64 { return min(gs, (right-x-(n-1)*sp)/n) }
	if size() < gs {
		sp = 1
	}
	full := gs
	glyphRoom := func() float64 {
		g := max(size(), min(full, num*1.1)) // the numbers stay legible
		return min(g, right-x-(n-1)*g-(n-1)*sp)
	}
	if (size() < num*1.1 || glyphRoom() < least) && mark > 0 {
		// No room for "tie": the tied counts' red edge says it (drawWing).
		face.noMark = true
		right += mark
	}
	gs = max(size(), min(full, num*1.1)) // the numbers stay legible
	gg := glyphRoom()                    // the symbol takes what is left
	gy := r.Y + r.H - gs - 2
	ns := max(gs*0.8, least)
	face.gem = scenes.Rect{X: x, Y: gy, W: gs, H: gs}
	c.ImageIn(t.cache.Gem(float64(c.Px(gs))), face.gem, 1)
	c.Symbol("cost gem", gs)
	c.Bold(scenes.Itoa(d.Cost), x+gs/2, gy+gs/2-ns*0.6, ns, colInk, scenes.Center)
	x += gs + sp
	face.glyph = scenes.Rect{X: x, Y: gy + (gs-gg)/2, W: gg, H: gg}
	if gg < 6 {
		// No room in the row: the symbol in the band's corner.
		gg = min(band*0.5, gs)
		face.glyph = scenes.Rect{X: r.X + r.W - gg - 2, Y: r.Y + 2, W: gg, H: gg}
	}
	miniature(c, gg < least, func() { // the card a long press shows has it large
		c.ImageIn(t.cache.Glyph(d.Caste, float64(c.Px(gg))), face.glyph, 0.9)
		c.Symbol("caste glyph", gg)
	})
	if d.PP > 0 {
		px := max(right-gs, face.gem.X+gs+sp) // never over the cost
		face.pp = scenes.Rect{X: px, Y: gy, W: gs, H: gs}
		c.Circle(px+gs/2, gy+gs/2, gs/2, colPP)
		c.Bold(scenes.Itoa(d.PP), px+gs/2, gy+gs/2-ns*0.6, ns, colInk, scenes.Center)
	}
}

// nameLine is the height of a line of a Chamber card's name, for its
// size: close, so that two lines and the numbers under them fit a small
// card at legible sizes.
const nameLine = 1.03

// chamberFace is where a Chamber card's marks were drawn: the cost gem,
// the Caste's symbol, the Prestige coin (empty for none), the number tab
// and the leader's mark (its star, in the cube row after its count, or
// "tie" on the card); noMark says the card's bottom row had no room for
// "tie" (the tied counts' red edge says it then); bandY is the bottom of
// the band that carries the name.
type chamberFace struct {
	gem, glyph, pp, tab, mark scenes.Rect
	noMark                    bool
	bandY                     float64
	// cells are where each seat's cubes and count stand in the cube row
	// (empty for a seat with none), cube the size of a cube there, ink
	// the width a seat's cube and count take in its cell.
	cells [4]scenes.Rect
	ink   [4]float64
	cube  float64
	// name is the card's name as drawn, a line each, namePx its size on
	// screen; nameMini says it was shrunk under the legible size.
	name     []string
	namePx   float64
	nameMini bool
}

// hyphenate breaks a word too wide for w at ts into two lines that fit,
// the first ending in a hyphen and as long as it can be; a word that
// fits, or that no break lets fit, comes back whole.
func hyphenate(c *scenes.Canvas, word string, ts, w float64) (string, string) {
	if tw, _ := c.App.Text.Measure(word, ts, true); tw <= w || strings.IndexByte(word, ' ') >= 0 {
		return word, ""
	}
	// The best break that fits: between two consonants (Cut-purse), not
	// inside a blend (-pr-), then before a consonant and its vowel
	// (Mecha-nic, Prea-cher), then anywhere.
	for _, good := range []func(i int) bool{
		func(i int) bool {
			return !vowel(word[i-1]) && !vowel(word[i]) && !digraph(word[i-1:i+1]) && (word[i] != 'r' && word[i] != 'l' || word[i-1] == word[i])
		},
		func(i int) bool {
			return vowel(word[i-1]) && !vowel(word[i]) && (vowel(word[i+1]) || digraph(word[i:i+2]))
		},
		func(int) bool { return true },
	} {
		for i := len(word) - 3; i >= 3; i-- {
			if !good(i) {
				continue
			}
			w1, _ := c.App.Text.Measure(word[:i]+"-", ts, true)
			w2, _ := c.App.Text.Measure(word[i:], ts, true)
			if w1 <= w && w2 <= w {
				return word[:i] + "-", word[i:]
			}
		}
	}
	return word, ""
}

// vowel reports whether b is a vowel (y counts as one).
func vowel(b byte) bool { return strings.IndexByte("aeiouyAEIOUY", b) >= 0 }

// digraph reports whether the two letters s sound as one.
func digraph(s string) bool {
	switch strings.ToLower(s) {
	case "ch", "sh", "th", "ph", "ck", "gh", "wh", "qu":
		return true
	}
	return false
}

// splitName returns name in one line if it is at most w wide at size ts
// (bold), else in two, broken at the space that makes the longer line
// shortest.
func splitName(c *scenes.Canvas, name string, ts, w float64) (string, string) {
	if tw, _ := c.App.Text.Measure(name, ts, true); tw <= w {
		return name, ""
	}
	best, bestW := -1, 0.0
	for i := 1; i < len(name)-1; i++ {
		if name[i] != ' ' {
			continue
		}
		w1, _ := c.App.Text.Measure(name[:i], ts, true)
		w2, _ := c.App.Text.Measure(name[i+1:], ts, true)
		if m := max(w1, w2); best < 0 || m < bestW {
			best, bestW = i, m
		}
	}
	if best < 0 {
		return name, ""
	}
	return name[:best], name[best+1:]
}

// miniature runs draw, inside a miniature (Canvas.Miniature) when on:
// else as drawn around it, in one or not.
func miniature(c *scenes.Canvas, on bool, draw func()) {
	if on {
		c.Miniature(true)
		defer c.Miniature(false)
	}
	draw()
}
