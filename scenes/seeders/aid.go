package seeders

import (
	"image/color"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/table"
	ss "starboard/sprites/seeders"
)

var _ table.Sheeted = (*Table)(nil)

// SheetLabel names the button that opens the player aid.
func (t *Table) SheetLabel() string { return "Player aid" }

// aidTurn is a game turn, phase by phase, as the aid lists it.
var aidTurn = [][2]string{
	{"1. Turn order", "From turn 2 the fewest PP picks a slot first. Used cards turn back."},
	{"2. Cards", "Four Ark cards each (two at two players), or a draft. Four in hand at most."},
	{"3. Negotiation", "In turn order, a Negotiator to a free Spot: its high cubes to the half you tap, its low to the other."},
	{"4. Resolution", "Chambers 1 to 12: the most cubes win the card and call a Negotiator home, without upgrade; a tie discards it. Then each Negotiator left on a Spot upgrades: one of its numbers grows by 1 (1-1 to 2-1, up to 3-3)."},
	{"5. Integration", "Build Units, add Crews (two a Unit), recycle cards, use abilities. Keep one card at most."},
	{"6. Prestige", "Move Crews if you like; Units with a Crew score Affinity, Majority, Safe, Hospital."},
}

// aidKeys explain the symbols the table draws, in the order drawAidIcon
// draws them.
var aidKeys = [...]string{
	"Resources in your Supply: they pay for cards.",
	"Your cubes on a Chamber. The most cubes win its card.",
	"Star: the Chamber's leader, most cubes: takes the card as it stands. \"tie\": equal most cubes: the card will be discarded.",
	"The six Castes: a card's band colour, a Negotiator's symbol.",
	"Your Negotiator: its Caste's symbol; \"2-1\" under it, on a Spot too: the cubes it brings, high to the Chamber you tap, low to the other; 1-1 at the start. Dark disc: face down.",
	"A lit Spot, a Negotiator picked: on each half, the number of your cubes its Chamber gets if you tap that half. Gold: one more, as the card is of its Caste.",
	"\"wraps to Chamber 5\": a Spot at the edge also touches Chamber 5, at the far end of its row or column. Chamber tabs: the settling order.",
	"Tap U to use the card's ability (gold: you can). \"used\": done this turn.",
	"Resources kept on the Unit, a PP each at Prestige. + and −: put one in, take one out.",
	"Mutagen (makes a Crew Mutant) and Jailer (with a Resource, jails or frees a Crew).",
	"Prestige points: on the track and by each Ark.",
}

// aidMarks are the parts of an Ark card the anatomy numbers.
var aidMarks = [...]string{
	"Name, on a band in the Caste's colour (lighter for a Crew)",
	"Cost in Resources",
	"Prestige points it scores",
	"Caste symbol",
	"Unit or Crew, and Caste",
	"Resources it gives when recycled",
	"Ability",
}

var aidDigits = [...]string{"0", "1", "2", "3", "4", "5", "6", "7"}

// aidCard is the card the anatomy shows: a Unit with Prestige and an
// ability, found once.
var aidCard = -1

// DrawSheet draws the player aid: a turn phase by phase and the anatomy
// of an Ark card on one side, a key to every symbol of the table on the
// other; one column on a tall screen. The texts take the largest size
// that fits, never less than 12 pixels high.
func (t *Table) DrawSheet(c *scenes.Canvas, area scenes.Rect) {
	box := area.Inset(min(24, area.W*0.02))
	c.RoundRect(box, 16, colSheet)
	c.RoundRectStroke(box, 16, 1.5, ss.Palette.Accent)
	in := box.Inset(18)
	least := c.AtLeast(0.1)
	cols := 2
	if in.W < in.H {
		cols = 1
	}
	ts, gap := 20.0, aidGap
	for ; ts > least; ts -= 0.5 {
		if t.aidFits(c, in, ts, cols, gap) {
			break
		}
	}
	ts = max(ts, least)
	if !t.aidFits(c, in, ts, cols, gap) {
		// At the least size the key's lines close up (800x600).
		gap = aidGapTight
	}
	c.Bold("Seeders · player aid", in.X, in.Y, ts*1.4, ss.Palette.Accent, scenes.Left)
	c.Text("Tap or press a key to close", in.X+in.W, in.Y+ts*0.3, ts, scenes.ColDim, scenes.Right)
	top := in.Y + ts*2.4
	colW := (in.W - ts*2*float64(cols-1)) / float64(cols)
	left := scenes.Rect{X: in.X, Y: top, W: colW, H: in.Y + in.H - top}
	y := t.drawAidTurn(c, left, ts, true)
	y = t.drawAidCard(c, scenes.Rect{X: left.X, Y: y + ts, W: colW}, ts, true)
	right := left
	if cols == 2 {
		right.X += colW + ts*2
	} else {
		right.Y = y + ts
	}
	t.drawAidKey(c, right, ts, gap, true)
}

// aidGap is the room between the key's lines, in text heights;
// aidGapTight that room where the aid would not fit otherwise.
const aidGap, aidGapTight = 0.3, 0.05

// aidFits reports whether the aid at text size ts fits in r in cols
// columns, the key's lines gap apart.
func (t *Table) aidFits(c *scenes.Canvas, r scenes.Rect, ts float64, cols int, gap float64) bool {
	top := r.Y + ts*2.4
	colW := (r.W - ts*2*float64(cols-1)) / float64(cols)
	col := scenes.Rect{X: r.X, Y: top, W: colW}
	y := t.drawAidTurn(c, col, ts, false)
	y = t.drawAidCard(c, scenes.Rect{X: col.X, Y: y + ts, W: colW}, ts, false)
	if cols == 2 {
		return y <= r.Y+r.H && t.drawAidKey(c, col, ts, gap, false) <= r.Y+r.H
	}
	col.Y = y + ts
	return t.drawAidKey(c, col, ts, gap, false) <= r.Y+r.H
}

// paragraph draws s wrapped in width at x, y when draw is set, and
// returns the height it takes.
func paragraph(c *scenes.Canvas, draw bool, s string, x, y, size, width float64, col color.RGBA) float64 {
	if draw {
		return c.Paragraph(s, x, y, size, width, col)
	}
	return float64(c.WrappedLines(s, size, width)) * size * 1.3
}

// drawAidTurn draws the phases of a turn in r at size ts (only measures
// them without draw) and returns where they end.
func (t *Table) drawAidTurn(c *scenes.Canvas, r scenes.Rect, ts float64, draw bool) float64 {
	y := r.Y
	if draw {
		c.Bold("A turn (four in a game; most PP wins)", r.X, y, ts*1.15, ss.Palette.Accent, scenes.Left)
	}
	y += ts * 1.7
	headW := ts * 7.5
	for _, line := range aidTurn {
		if draw {
			c.Bold(line[0], r.X, y, ts, scenes.ColText, scenes.Left)
		}
		y += paragraph(c, draw, line[1], r.X+headW, y, ts, r.W-headW, scenes.ColText) + ts*0.3
	}
	return y
}

// drawAidCard draws an Ark card with the table's own face, numbered marks
// on its parts and the key to the marks beside it, from the top of r at
// size ts, and returns where it ends.
func (t *Table) drawAidCard(c *scenes.Canvas, r scenes.Rect, ts float64, draw bool) float64 {
	if aidCard < 0 {
		for id := 0; id < rs.NumCards; id++ {
			if d := rs.CardOf(id); d.Unit && !d.Secondary && d.PP > 0 && d.Recycle > 0 && len(d.Text) > 20 && len(d.Text) < 70 {
				aidCard = id
				break
			}
		}
	}
	y := r.Y
	if draw {
		c.Bold("An Ark card", r.X, y, ts*1.15, ss.Palette.Accent, scenes.Left)
	}
	y += ts * 1.7
	// The card's small lines are 0.075 of its width: at least 12 pixels.
	cw := max(c.AtLeast(0.1)*13.6, min(r.W*0.4, ts*11))
	ch := cw * 1.4
	// The marks sit half outside the card's edges; the key to them
	// starts clear of those on the right edge.
	kx := r.X + ts*1.2 + cw + ts*3.2
	ky := y
	for i, s := range aidMarks {
		if draw {
			aidMark(c, i+1, kx-ts*0.9, ky+ts*0.65, ts)
		}
		ky += paragraph(c, draw, s, kx, ky, ts, r.X+r.W-kx, scenes.ColText) + ts*0.3
	}
	if !draw || aidCard < 0 {
		return max(y+ch, ky)
	}
	cr := scenes.Rect{X: r.X + ts*1.2, Y: y, W: cw, H: ch}
	t.drawCard(c, aidCard, cr, true)
	d := rs.CardOf(aidCard)
	ns := max(7, min(cr.H*0.22, cr.W*0.2))
	p := partsOf(d, cr, ns)
	band := cardBand(cr)
	left, right := cr.X-ts*0.4, cr.X+cr.W+ts*0.4
	aidMark(c, 1, left, cr.Y+band/2, ts)
	aidMark(c, 2, left, p.gem.Y+p.gem.H/2, ts)
	aidMark(c, 3, right, p.pp.Y+p.pp.H/2, ts)
	aidMark(c, 4, right, p.glyph.Y+p.glyph.H*0.75, ts)
	aidMark(c, 5, left, p.kindY+p.ks/2, ts)
	aidMark(c, 6, right, p.recycleY+p.ks/2, ts)
	aidMark(c, 7, left, p.textY+p.textSize*1.6, ts)
	return max(y+ch, ky)
}

// aidMark draws the numbered mark n centred on x, y for texts of size ts.
func aidMark(c *scenes.Canvas, n int, x, y, ts float64) {
	c.Circle(x, y, ts*0.75, ss.Palette.Accent)
	c.Ring(x, y, ts*0.75, 1.5, colInk)
	c.Bold(aidDigits[n], x, y-ts*0.6, ts, colInk, scenes.Center)
}

// drawAidKey draws the key to the table's symbols in r at size ts, its
// lines gap text heights apart (only measures it without draw), and
// returns where it ends.
func (t *Table) drawAidKey(c *scenes.Canvas, r scenes.Rect, ts, gap float64, draw bool) float64 {
	y := r.Y
	if draw {
		c.Bold("What the table shows", r.X, y, ts*1.15, ss.Palette.Accent, scenes.Left)
	}
	y += ts * 1.7
	iw := ts * 6
	for i, s := range aidKeys {
		h := max(ts*1.6, paragraph(c, false, s, 0, 0, ts, r.W-iw-ts*0.6, scenes.ColText))
		if i == 3 {
			h += ts * 4.9 // the Castes, three rows of two
		}
		if draw {
			t.drawAidIcon(c, i, scenes.Rect{X: r.X, Y: y, W: iw, H: ts * 1.6}, ts)
			c.Paragraph(s, r.X+iw+ts*0.6, y, ts, r.W-iw-ts*0.6, scenes.ColText)
			if i == 3 {
				t.drawAidCastes(c, scenes.Rect{X: r.X + iw + ts*0.6, Y: y + h - ts*4.9, W: r.W - iw - ts*0.6, H: ts * 4.7}, ts)
			}
		}
		y += h + ts*gap
	}
	return y
}

// drawAidCastes draws the six Castes, each its colour, symbol and name,
// in three rows of two inside r.
func (t *Table) drawAidCastes(c *scenes.Canvas, r scenes.Rect, ts float64) {
	cw := r.W / 2
	for k := 0; k < rs.NumCastes; k++ {
		x := r.X + float64(k%2)*cw
		y := r.Y + float64(k/2)*ts*1.6
		sw := scenes.Rect{X: x, Y: y, W: ts * 1.4, H: ts * 1.4}
		c.RoundRect(sw, ts*0.3, ss.CasteColor(rs.Caste(k)))
		g := sw.Inset(ts * 0.15)
		c.ImageIn(t.cache.Glyph(rs.Caste(k), float64(c.Px(g.W))), g, 1)
		c.Symbol("caste glyph", g.W)
		name := rs.Caste(k).String()
		c.Text(name, x+ts*1.7, y+ts*0.15, fit(c, name, ts, cw-ts*1.8, false), scenes.ColText, scenes.Left)
	}
}

// drawAidIcon draws in r the symbol of the key's line i, as the table
// draws it.
func (t *Table) drawAidIcon(c *scenes.Canvas, i int, r scenes.Rect, ts float64) {
	seat := t.Viewer
	if seat == rules.NoSeat {
		seat = 0
	}
	mine := t.seatCol(int(seat))
	s := r.H
	cy := r.Y + r.H/2
	switch i {
	case 0:
		c.ImageIn(t.cache.Gem(float64(c.Px(s))), scenes.Rect{X: r.X, Y: r.Y, W: s, H: s}, 1)
		c.Bold("7", r.X+s+4, r.Y+(s-ts)/2, ts, colGem, scenes.Left)
	case 1:
		c.ImageIn(t.cache.Cube(mine, float64(c.Px(s*0.8))), scenes.Rect{X: r.X, Y: r.Y + s*0.1, W: s * 0.8, H: s * 0.8}, 1)
		c.Bold("3", r.X+s*0.8+4, r.Y+(s-ts)/2, ts, scenes.ColText, scenes.Left)
	case 2:
		c.ImageIn(t.cache.Trophy(float64(c.Px(s))), scenes.Rect{X: r.X, Y: r.Y, W: s, H: s}, 1)
		c.Bold("tie", r.X+s+6, r.Y+(s-ts)/2, ts, scenes.ColBad, scenes.Left)
	case 3:
		for k := 0; k < rs.NumCastes; k++ {
			c.Rect(scenes.Rect{X: r.X + float64(k)*r.W/6, Y: r.Y + r.H*0.25, W: r.W / 6, H: r.H * 0.5}, ss.CasteColor(rs.Caste(k)))
		}
	case 4:
		c.ImageIn(t.cache.Disc(rs.Core, mine, float64(c.Px(s))), scenes.Rect{X: r.X, Y: r.Y, W: s, H: s}, 1)
		c.Bold("2-1", r.X+s+4, r.Y+(s-ts)/2, ts, scenes.ColText, scenes.Left)
		h := s * 0.6
		c.ImageIn(t.cache.Disc(-1, mine, float64(c.Px(h))), scenes.Rect{X: r.X + r.W - h, Y: cy - h/2, W: h, H: h}, 1)
	case 5:
		half := scenes.Rect{X: r.X, Y: r.Y, W: r.W*0.5 - 2, H: r.H}
		for k, n := range []string{"3", "2"} {
			h := half
			h.X += float64(k) * (half.W + 4)
			c.RoundRect(h, h.H*0.3, color.RGBA{0x0c, 0x18, 0x1c, 0xff})
			c.RoundRectStroke(h.Inset(1.5), h.H*0.3, 2.5, colTarget)
			col := scenes.ColText
			if k == 0 {
				col = colPP
			}
			cs := c.AtLeast(min(ts*0.8, h.H*0.8))
			tw, _ := c.App.Text.Measure(n, ts, true)
			x := h.X + (h.W-tw-2-cs)/2
			c.Bold(n, x+tw/2, h.Y+(h.H-ts)/2, ts, col, scenes.Center)
			c.ImageIn(t.cache.Cube(mine, float64(c.Px(cs))), scenes.Rect{X: x + tw + 2, Y: cy - cs/2, W: cs, H: cs}, 1)
			c.Symbol("preview cube", cs)
		}
	case 6:
		c.Text("wraps", r.X, r.Y+(s-ts)/2, max(c.AtLeast(12), fit(c, "wraps", ts, r.W-ts*1.6, false)), scenes.ColDim, scenes.Left)
		tab := scenes.Rect{X: r.X + r.W - ts*1.5, Y: r.Y + (s-ts*1.15)/2, W: ts * 1.4, H: ts * 1.15}
		c.RoundRect(tab, ts*0.3, colInk)
		c.Bold("5", tab.X+tab.W/2, tab.Y, ts, scenes.ColText, scenes.Center)
	case 7:
		c.Circle(r.X+s/2, cy, s/2, colPP)
		c.Bold("U", r.X+s/2, r.Y+(s-ts*1.1)/2, ts*1.1, colInk, scenes.Center)
		us := scenes.Rect{X: r.X + s + 4, Y: r.Y + (s-ts-2)/2, W: r.W - s - 4, H: ts + 2}
		c.RoundRect(us, 3, colShade)
		c.Bold("used", us.X+us.W/2, us.Y+1, ts, scenes.ColText, scenes.Center)
	case 8:
		tw, _ := c.App.Text.Measure("Safe 2", ts, true)
		sr := scenes.Rect{X: r.X, Y: r.Y + (s-ts-2)/2, W: tw + 6, H: ts + 2}
		c.RoundRect(sr, 3, colInk)
		c.Bold("Safe 2", sr.X+sr.W/2, sr.Y+1, ts, colGem, scenes.Center)
		for k, l := range []string{"+", "−"} {
			b := scenes.Rect{X: sr.X + sr.W + 4 + float64(k)*(s*0.7+2), Y: r.Y + s*0.15, W: s * 0.7, H: s * 0.7}
			c.RoundRect(b, 3, colGem)
			c.Bold(l, b.X+b.W/2, b.Y-b.H*0.05, b.H, colInk, scenes.Center)
		}
	case 9:
		for k := 0; k < 2; k++ {
			c.ImageIn(t.cache.Token(k == 1, float64(c.Px(s))), scenes.Rect{X: r.X + float64(k)*(s+6), Y: r.Y, W: s, H: s}, 1)
			c.Symbol("token", s)
		}
	case 10:
		c.Bold("4 PP", r.X, r.Y+(s-ts)/2, ts, colPP, scenes.Left)
	}
}
