package seeders

import (
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/table"
	"starboard/sprites"
	ss "starboard/sprites/seeders"
)

// seatCol is the colour of seat p.
func (t *Table) seatCol(p int) color.RGBA { return t.SeatRGB(rules.Seat(p)) }

// Draw paints the board; the kit draws the backdrop, the hand, its panel
// and the overlays.
func (t *Table) Draw(c *scenes.Canvas, f *table.Frame[obj]) {
	t.Frame, t.Now = f, f.Now
	t.cache.StartFrame(c.App.Audit != nil)
	if t.app != c.App {
		t.app = c.App
	}
	if k := t.enlarge(); k != t.lay.k && t.lay.area.W > 0 {
		t.Layout(t.lay.area) // the window's scale changed: the texts grow or shrink
	}
	if t.closeGaps {
		t.closeGaps = false
		t.hand.Places = nil // the cards glide together
	}
	if t.view == nil {
		return
	}
	if !t.lay.arkFocus {
		t.drawWing(c, f)
	}
	t.drawSide(c, f)
	t.drawArks(c, f)
	t.drawFlight(c, f)
}

// DrawOver paints over the hand, which the kit draws after the board:
// the Prestige table, then the explanations: a hand card shown large, a
// Chamber's card a tap showed, the tooltip of the piece a mouse rests on
// or a long press landed on.
func (t *Table) DrawOver(c *scenes.Canvas, f *table.Frame[obj]) {
	if t.view == nil {
		return
	}
	t.drawPrestige(c, f)
	t.drawHandTip(c, f)
	t.drawChamberLook(c, f)
	t.drawSpotTip(c, f)
}

// prestigeRoom is where the Prestige table goes: over the Wing, or, when
// the Arks have taken the Wing's room, under the Arks (over the hand
// while Crews are rearranged, when no card is played) where there is
// room for it (prestigeLeast high), else over the other seats'
// Arks above or below the viewer's (whichever is taller), never over the
// viewer's own Ark, whose Crews are moved while it shows.
func (t *Table) prestigeRoom() scenes.Rect {
	l := &t.lay
	w := l.wing
	in := scenes.Rect{X: w.X + w.W*0.08, Y: w.Y + w.H*0.08, W: w.W * 0.84, H: w.H * 0.84}
	if !l.arkFocus || l.mine < 0 || l.mine >= len(l.rows) {
		return in
	}
	bottom := l.area.Y + l.area.H - 4
	if t.hand.Len() > 0 && t.Prompt.Kind != "reorder" {
		bottom = l.handTop - 4 // the hand is played from now
	}
	under := scenes.Rect{X: l.arks.X, Y: l.arks.Y + l.arks.H + 4, W: l.arks.W}
	under.H = min(bottom-under.Y, prestigeMost*max(1, l.k))
	if under.H >= prestigeLeast*max(1, l.k) {
		return under
	}
	mine := l.rows[l.mine]
	above := mine.Y - l.arks.Y
	below := l.arks.Y + l.arks.H - (mine.Y + mine.H)
	r := scenes.Rect{X: l.arks.X, Y: l.arks.Y, W: l.arks.W, H: above - 4}
	if below > above {
		r = scenes.Rect{X: l.arks.X, Y: mine.Y + mine.H + 4, W: l.arks.W, H: below - 4}
	}
	return r
}

// prestigeLeast and prestigeMost are the least and the most height the
// Prestige table takes in the room the Arks leave (scaled with the
// window's texts).
const (
	prestigeLeast = 150.0
	prestigeMost  = 260.0
)

// cubes returns seat p's cubes on Chamber ch as shown: the view's and
// those the events placed since.
func (t *Table) cubes(ch, p int) int { return t.view.Cubes(ch, rules.Seat(p)) + t.placed[ch][p] }

// selectedNeg returns the Caste of the viewer's selected Negotiator, or -1.
func (t *Table) selectedNeg(f *table.Frame[obj]) (rs.Caste, bool) {
	for k := 0; k < rs.NumCastes; k++ {
		for b := int16(0); b < 2; b++ {
			if f.Light(obj{kind: objNeg, a: int16(k), b: b}) == table.Selected {
				return rs.Caste(k), b == 1
			}
		}
	}
	return -1, false
}

// cubeText is the size of a Negotiator's numbers, on its Spot and at
// home; countText that of the Chambers' counts: the cubes on a Chamber,
// "tie" and the Chamber's number. Both are large enough that their
// capitals and digits (0.69 of the size) stand 12 pixels and more at
// every size.
const (
	cubeText  = 17.5
	countText = 17.5
)

// digitsLegible returns size, or the size whose digits stand 12 pixels
// on screen (cubeText pixels) where size would come out smaller.
func digitsLegible(c *scenes.Canvas, size float64) float64 {
	if px := c.ScreenPx(size); px > 0 && px < cubeText {
		return size * cubeText / px
	}
	return size
}

func (t *Table) drawWing(c *scenes.Canvas, f *table.Frame[obj]) {
	l := &t.lay
	v := t.view
	c.RoundRect(l.wing, 14, colPanel)
	c.RoundRectStroke(l.wing, 14, 1.5, colBorder)
	n := v.Seats()
	resolving := v.Resolving()
	if f.Anim.On && (f.Anim.Event.Kind == rs.EvWin || f.Anim.Event.Kind == rs.EvTie) {
		resolving = int(f.Anim.Event.A)
	}
	// The number tabs' size, and the room the widest takes.
	ns := digitsLegible(c, min(countText*t.lay.k, l.cards[0].H*0.32))
	tabW := ns * 1.9
	for ch := 0; ch < rs.Chambers; ch++ {
		r := l.cards[ch]
		t.faces[ch] = chamberFace{}
		best, bestN, tied := -1, 0, false
		for p := 0; p < n; p++ {
			k := t.cubes(ch, p)
			switch {
			case k > bestN:
				best, bestN, tied = p, k, false
			case k == bestN && k > 0:
				tied = true
			}
		}
		star := max(c.AtLeast(12), min(r.H*0.3, 24)) // the leader's star, as tall as the cube row allows
		mark := 0.0                                  // the room "tie" takes at the card's bottom right
		if tied {
			// Measured as drawn, bold, with room to spare before the
			// Prestige coin.
			mark, _ = c.App.Text.Measure("tie", digitsLegible(c, min(countText*t.lay.k, l.cubeRow[ch].H*1.15)), true)
			mark += 7
		}
		if id := t.shown[ch]; id >= 0 {
			a := 1.0
			if f.Anim.On && f.Anim.Event.Kind == rs.EvReveal && int(f.Anim.Event.A) == ch {
				a = f.Anim.T
			}
			if a < 1 {
				c.RoundRect(r, 6, color.RGBA{0x30, 0x50, 0x58, 0xff})
			}
			c.Miniature(l.phone) // a phone's Wing is a map: a long press shows a card large
			nameRoom := r.H      // a phone's name stands above the number tab
			if l.phone {
				nameRoom = r.H - ns*1.15 - 1
			}
			t.drawChamberCard(c, ch, id, r, tabW, mark, nameRoom)
			c.Miniature(false)
		} else {
			c.RoundRect(r, 6, color.RGBA{0x18, 0x30, 0x36, 0xff})
			c.RoundRectStroke(r, 6, 1, colBorder)
		}
		// The Chamber's number, in the order they are settled, on a tab
		// at the card's bottom left corner, left of its cost.
		nw := ns * 1.4
		if ch >= 9 {
			nw = ns * 1.9
		}
		// A card's bottom row shorter than the tab keeps it under the
		// name's band: the tab reaches down beside the cubes, never up
		// over the name or the Spot above.
		top := r.Y
		if id := t.shown[ch]; id >= 0 {
			top = max(top, t.faces[ch].bandY)
		}
		tab := scenes.Rect{X: r.X, Y: max(top, r.Y+r.H-ns*1.15), W: nw, H: ns * 1.15}
		t.faces[ch].tab = tab
		c.RoundRect(tab, ns*0.3, colInk)
		c.Bold(strconv.Itoa(ch+1), r.X+nw/2, tab.Y, ns, scenes.ColText, scenes.Center)
		if ch == resolving {
			c.RoundRectStroke(l.cells[ch].Inset(-3), 8, 3, colPP)
		}
		f.Mark(c, obj{kind: objChamber, a: int16(ch)}, r)
		// The cube stacks, and the majority marker on the strict leader.
		row := l.cubeRow[ch]
		if cut := tab.X + tab.W + 2 - row.X; tab.Y+tab.H > row.Y && cut > 0 {
			// The number reaches into the cube row: the cubes start
			// right of it.
			row.X, row.W = row.X+cut, row.W-cut
		}
		fc := &t.faces[ch]
		lead := -1 // the strict leader, whose count the star follows
		if best >= 0 && !tied {
			lead = best
			star = max(c.AtLeast(12), min(star, row.H))
		}
		t.layCubes(c, ch, row, lead, star)
		for p := 0; p < n; p++ {
			k := t.cubes(ch, p)
			if cr := fc.cells[p]; k > 0 {
				cs := fc.cube
				ts := t.countSize(c, cr.H)
				if cs > 0 {
					c.ImageIn(t.cache.Cube(t.seatCol(p), float64(c.Px(cs))), scenes.Rect{X: cr.X + 1, Y: cr.Y + (cr.H-cs)/2, W: cs, H: cs}, 1)
				}
				c.Bold(strconv.Itoa(k), cr.X+cs+2, cr.Y+cr.H/2-ts*0.6, ts, t.countColor(ch, p), scenes.Left)
				if tied && k == bestN {
					// The tied counts' red edge, as the legend shows it,
					// with "tie" on the card where it has room.
					c.RoundRectStroke(cr, 4, 2, scenes.ColBad)
				}
			}
			for m := int16(0); m < 3; m++ {
				o := obj{kind: objCubes, a: int16(ch), b: int16(p), c: m}
				if f.Light(o) != table.Unlit {
					rr, _ := t.Where(o)
					f.Mark(c, o, rr)
				}
			}
		}
		switch {
		case lead >= 0:
			c.ImageIn(t.cache.Trophy(float64(c.Px(star))), fc.mark, 1)
			c.Symbol("leader star", star)
		case fc.noMark:
			// The card had no room for "tie": the red edge of the tied
			// cubes says it.
		case tied:
			ts := digitsLegible(c, min(countText*t.lay.k, row.H*1.15))
			t.faces[ch].mark = scenes.Rect{X: r.X + r.W - 3 - (mark - 7), Y: r.Y + r.H - ts - 1, W: mark - 7, H: ts}
			c.Bold("tie", r.X+r.W-3, r.Y+r.H-ts-1, ts, scenes.ColBad, scenes.Right)
		}
	}
	t.layWrapLabels(c)
	t.onSpot = t.onSpot[:0]
	t.chips = append(t.chips[:0], make([]chipPlace, len(l.spots))...)
	sel, _ := t.selectedNeg(f)
	for i, g := range l.spots {
		t.drawSpot(c, f, i, g, sel)
	}
	// Over the Spots' lights, which would cover them.
	t.drawWrapLabels(c)
}

// countSize is the size of the cube counts in a Chamber's cube row h
// high.
func (t *Table) countSize(c *scenes.Canvas, h float64) float64 {
	return digitsLegible(c, min(max(h*0.85, countText*t.lay.k), h*1.15))
}

// layCubes places, in Chamber ch's cube row, each seat's cubes and count
// side by side, the seats with none left out, and the leader's star
// (lead, -1 for none, star high) right after the leader's count, the
// cubes smaller where the row is short; where they do not fit so, each
// seat takes an equal share and the star the row's end. It keeps where
// in t.faces[ch].
func (t *Table) layCubes(c *scenes.Canvas, ch int, row scenes.Rect, lead int, star float64) {
	fc := &t.faces[ch]
	n := t.view.Seats()
	fc.cells, fc.ink = [4]scenes.Rect{}, [4]float64{}
	fc.mark = scenes.Rect{}
	ts := t.countSize(c, row.H)
	var digits [4]float64
	for p := 0; p < n; p++ {
		if k := t.cubes(ch, p); k > 0 {
			digits[p], _ = c.App.Text.Measure(strconv.Itoa(k), ts, true)
		}
	}
	for _, cs := range []float64{row.H * 0.85, row.H * 0.6} {
		total, count := 0.0, 0
		for p := 0; p < n; p++ {
			if digits[p] > 0 {
				total += 1 + cs + 2 + digits[p] + 1
				count++
			}
		}
		if lead >= 0 {
			total += star + 1
		}
		space := 6.0
		if count > 1 {
			space = min(space, (row.W-total)/float64(count-1))
		}
		if space < 1 || total > row.W {
			continue
		}
		fc.cube = cs
		x := row.X
		for p := 0; p < n; p++ {
			if digits[p] == 0 {
				continue
			}
			w := 1 + cs + 2 + digits[p] + 1
			fc.cells[p], fc.ink[p] = scenes.Rect{X: x, Y: row.Y, W: w, H: row.H}, w
			x += w
			if p == lead {
				fc.mark = scenes.Rect{X: x, Y: row.Y + max(0, row.H-star)/2, W: star, H: star} // never over the card's number
				x += star + 1
			}
			x += space
		}
		return
	}
	if lead >= 0 {
		fc.mark = scenes.Rect{X: row.X + row.W - star, Y: row.Y + max(0, row.H-star)/2, W: star, H: star} // never over the card's number
		row.W -= star + 2
	}
	// Each seat with cubes takes an equal share, its cube as small as
	// leaves its count room; none at all where the count alone fills
	// the share, the count then in the seat's colour (countColor).
	count, widest := 0, 0.0
	for p := 0; p < n; p++ {
		if digits[p] > 0 {
			count++
			widest = max(widest, digits[p])
		}
	}
	if count == 0 {
		return
	}
	w := row.W / float64(count)
	fc.cube = min(row.H*0.85, w*0.42, w-widest-4)
	if fc.cube < row.H*0.35 {
		fc.cube = 0
	}
	x := row.X
	for p := 0; p < n; p++ {
		if digits[p] > 0 {
			fc.cells[p], fc.ink[p] = scenes.Rect{X: x, Y: row.Y, W: w, H: row.H}, 1+fc.cube+2+digits[p]
			x += w
		}
	}
}

// countColor is the colour of seat p's count of cubes: white beside its
// cube, the seat's own where the row has no room for the cube.
func (t *Table) countColor(ch, p int) color.RGBA {
	if t.faces[ch].cube == 0 {
		return sprites.Shade(t.seatCol(p), 0.35)
	}
	return scenes.ColText
}

// drawSpot draws Spot i: the Negotiator on it, or an empty socket whose
// halves show, while a Negotiator is selected, the cubes it would bring.
// A Spot that closes a row or column names, beside it, the Chamber at the
// far end (layWrapLabels).
func (t *Table) drawSpot(c *scenes.Canvas, f *table.Frame[obj], i int, g spotGeom, sel rs.Caste) {
	v := t.view
	seat, caste := v.SpotHolder(i)
	r := g.r
	if seat != rules.NoSeat {
		// The Negotiator sits in its socket, its numbers beside it (a
		// Spot down) or under it (a Spot across): clear of the Chambers'
		// cube counts.
		c.RoundRect(r, min(r.W, r.H)*0.3, color.RGBA{0x0c, 0x18, 0x1c, 0xff})
		c.RoundRectStroke(r, min(r.W, r.H)*0.3, 1, colBorder)
		gone := false
		label := ""
		if caste >= 0 {
			// A Negotiator that has gone home leaves the Spot taken until
			// the Negotiation ends: a faded disc marked "gone", as the log
			// says, not the Negotiator still there.
			hi, lo, sp := v.Negotiator(seat, caste)
			gone = sp != i
			label = t.texts.Cat(t.initial(int(seat)), scenes.Itoa(hi), t.texts.Cat("-", scenes.Itoa(lo), ""))
			if gone {
				label = "gone"
			}
		}
		ns := digitsLegible(c, cubeText*t.lay.k)
		lw := 0.0
		if label != "" && !gone {
			lw, _ = c.App.Text.Measure(label, ns, true)
		}
		disc, lr := pawnPlace(g, ns, lw)
		cramped := func() bool { return disc.W < min(r.W, r.H)*0.45 || !inSocket(g, lr) }
		badge := ""        // the owner's initial on the disc's corner
		badgeBeside := 0.0 // or, where the disc is too small for it, its room left of the numbers
		bs := c.AtLeast(12)
		br := bs * 0.62
		if !gone && label != "" && cramped() {
			// The numbers alone, the initial on the disc or, where it
			// would hide the disc, between the disc and the numbers; where
			// even they leave no room, the initial alone (the tooltip and
			// the log say the rest).
			hi, lo, _ := v.Negotiator(seat, caste)
			badge, label = strings.TrimSpace(t.initial(int(seat))), t.texts.Cat(scenes.Itoa(hi), "-", scenes.Itoa(lo))
			lw, _ = c.App.Text.Measure(label, ns, true)
			disc, lr = pawnPlace(g, ns, lw)
			if !cramped() && 2*br > disc.W*0.7 {
				// A disc too small for the initial on its corner (a thin
				// Spot across): the initial stands between the disc and
				// its numbers, the disc in sight.
				disc, lr = pawnPlace(g, ns, lw+2*br+2)
				badgeBeside = 2*br + 2
			}
			if cramped() {
				badgeBeside = 0
				badge, label = "", badge
				lw, _ = c.App.Text.Measure(label, ns, true)
				disc, lr = pawnPlace(g, ns, lw)
			}
		}
		if gone {
			// "gone" lies on the faded disc, inside the socket, never
			// over the Chambers' numbers beside it; a socket too narrow
			// for the word crosses the disc out instead.
			w, _ := c.App.Text.Measure(label, ns, true)
			cx, cy := disc.Center()
			lr = scenes.Rect{X: cx - (w+6)/2, Y: cy - ns*0.55, W: w + 6, H: ns * 1.1}
			if lr.W > r.W-2 {
				label, lr = "", disc
			}
		}
		ds := disc.W
		rw := 0.0 // the owner's ring, inside the disc's place: never past the Spot or over the numbers
		if !gone {
			rw = max(2.5, ds*0.09)
		}
		img := t.cache.Disc(caste, t.seatCol(int(seat)), float64(c.Px(ds-2*rw)))
		alpha := 1.0
		if gone {
			alpha = 0.3
		}
		c.ImageIn(img, disc.Inset(rw), alpha)
		t.chips[i].disc = disc
		owner := t.seatCol(int(seat))
		if !gone {
			// Whose it is reads at a glance: a ring in its seat's colour
			// round the disc, and its numbers on that colour.
			cx, cy := disc.Center()
			c.Ring(cx, cy, ds/2-rw/2, rw, owner)
			if badge != "" {
				bx, by := disc.X+br-2, disc.Y+br-2
				if badgeBeside > 0 {
					bx, by = lr.X+br, lr.Y+lr.H/2
				}
				t.chips[i].badge = scenes.Rect{X: bx - br, Y: by - br, W: 2 * br, H: 2 * br}
				t.onSpot = append(t.onSpot, t.chips[i].badge)
				c.Circle(bx, by, br, owner)
				c.Bold(badge, bx, by-bs*0.6, bs, colInk, scenes.Center)
			}
		}
		if gone && label == "" {
			in := disc.Inset(disc.W * 0.12)
			c.Line(in.X, in.Y, in.X+in.W, in.Y+in.H, 2.5, scenes.ColBad)
			c.Line(in.X, in.Y+in.H, in.X+in.W, in.Y, 2.5, scenes.ColBad)
		} else if label != "" {
			pill := lr // the numbers' pill, right of an initial beside it
			pill.X, pill.W = pill.X+badgeBeside, pill.W-badgeBeside
			lx, ly := pill.Center()
			if gone {
				c.RoundRect(pill, ns*0.3, colShade)
				c.Bold(label, lx, ly-ns*0.6, ns, scenes.ColText, scenes.Center)
			} else {
				t.chips[i].pill = pill
				c.RoundRect(pill, ns*0.3, owner)
				c.Bold(label, lx, ly-ns*0.6, ns, colInk, scenes.Center)
			}
		} else if seat == t.Viewer {
			// The owner knows which Negotiator lies face down here.
			cx, cy := disc.Center()
			for k := 0; k < rs.NumCastes; k++ {
				if _, _, sp := v.Negotiator(seat, rs.Caste(k)); sp == i {
					gs := ds * 0.45
					c.ImageIn(t.cache.Glyph(rs.Caste(k), float64(c.Px(gs))), scenes.Rect{X: cx - gs/2, Y: cy - gs/2, W: gs, H: gs}, 0.8)
					c.Symbol("caste glyph", gs)
				}
			}
		}
		lit := pawnLit(disc, lr, label != "")
		t.onSpot = append(t.onSpot, lit)
		if i < len(t.fresh) && t.fresh[i] {
			// Placed since the viewer's last turn: a white outline.
			c.RoundRectStroke(lit.Inset(-2.5), 6, 2, colFresh)
		}
		// The light goes round the disc and its numbers: a highlight
		// never hides what it lights.
		f.Mark(c, obj{kind: objOnSpot, a: int16(i)}, lit)
		return
	}
	c.RoundRect(r, min(r.W, r.H)*0.3, color.RGBA{0x0c, 0x18, 0x1c, 0xff})
	c.RoundRectStroke(r, min(r.W, r.H)*0.3, 1, colBorder)
	// A faint line parts the socket into its two halves, one toward each
	// Chamber: across a Spot between Chambers side by side, along one
	// between Chambers above and below.
	if g.horizontal {
		c.Line(r.X+r.W/2, r.Y+r.H*0.22, r.X+r.W/2, r.Y+r.H*0.78, 1, colBorder)
	} else {
		c.Line(r.X+r.W*0.22, r.Y+r.H/2, r.X+r.W*0.78, r.Y+r.H/2, 1, colBorder)
	}
	lit := false
	for side := int16(0); side < 3; side++ {
		lit = lit || f.Light(obj{kind: objSpot, a: int16(i), b: side}) != table.Unlit
	}
	if !lit {
		t.drawSpotGift(c, g)
	}
	for side := int16(0); side < 3; side++ {
		o := obj{kind: objSpot, a: int16(i), b: side}
		l := f.Light(o)
		if l == table.Unlit {
			continue
		}
		hr := g.half(int(side))
		f.Marked(hr) // drawn here, not through Mark: a tooltip keeps off it too
		if side < 2 {
			hr = hr.Inset(1)
		}
		// The kit's glow would spill over the Chambers and the other half:
		// an outline inside the half instead.
		col := colTarget
		if l == table.Selected {
			col = scenes.ColText
		}
		c.RoundRectStroke(hr, min(hr.W, hr.H)*0.3, 2, col)
		if sel < 0 || l != table.Target {
			continue
		}
		if side < 2 {
			// A mouse on the other half shows what this Chamber gets
			// then: the Negotiator's low number.
			sp, other := -1, -1
			if f.Hover {
				sp, other = t.spotAt(f.X, f.Y)
			}
			t.drawPreview(c, i, int(side), sel, hr, sp == i && other == 1-int(side))
			continue
		}
		// A Negotiator with the same number both ways fills the whole
		// Spot, but each half still shows what goes to its own Chamber.
		for h := 0; h < 2; h++ {
			t.drawPreview(c, i, h, sel, g.half(h).Inset(1), false)
		}
	}
}

// colFresh outlines the Negotiators placed since the viewer's last turn.
var colFresh = color.RGBA{0xff, 0xff, 0xff, 0xff}

// initial is seat p's mark on its Negotiators: the first letter of its
// name and a space, two letters where another seat's name starts alike.
func (t *Table) initial(p int) string {
	first := func(q, n int) string {
		r := []rune(t.Names[q])
		return strings.ToUpper(string(r[:min(n, len(r))]))
	}
	n := 1
	for q := range t.Names {
		if q != p && first(q, 1) == first(p, 1) {
			n = 2
		}
	}
	return t.texts.Cat(first(p, n), " ", "")
}

// colGift is the neutral cube an empty Spot's halves show.
var colGift = color.RGBA{0x8a, 0x9a, 0xa0, 0xff}

// drawSpotGift says in an empty Spot, unlit, what it gives: a neutral
// cube with an arrow toward each of its two Chambers, "cubes go to both".
func (t *Table) drawSpotGift(c *scenes.Canvas, g spotGeom) {
	r := g.r
	cx, cy := r.Center()
	long, short := r.W, r.H
	if !g.horizontal {
		long, short = r.H, r.W
	}
	cs := c.AtLeast(min(short*0.4, long*0.3, 16))
	aw := cs * 0.4 // each arrow's depth
	c.ImageIn(t.cache.Cube(colGift, float64(c.Px(cs))), scenes.Rect{X: cx - cs/2, Y: cy - cs/2, W: cs, H: cs}, 0.9)
	c.Symbol("spot cube", cs)
	for _, dir := range []float64{-1, 1} {
		tip := dir * (cs/2 + aw + 3)
		if g.horizontal {
			c.Line(cx+tip-dir*aw, cy-aw, cx+tip, cy, 2, colGift)
			c.Line(cx+tip-dir*aw, cy+aw, cx+tip, cy, 2, colGift)
		} else {
			c.Line(cx-aw, cy+tip-dir*aw, cx, cy+tip, 2, colGift)
			c.Line(cx+aw, cy+tip-dir*aw, cx, cy+tip, 2, colGift)
		}
	}
}

// pawnPlace returns where a Negotiator on Spot g goes, and its numbers
// (a label lw wide at size ns): inside the Spot's socket, the label
// beside the disc or under it, whichever leaves the disc larger (beside
// on a Spot down, wide and low between the Chambers' cube counts).
func pawnPlace(g spotGeom, ns, lw float64) (disc, label scenes.Rect) {
	// A label that would cross the socket's rounded corners takes room
	// from the disc, which leaves it farther in.
	for cut := 0.0; ; cut++ {
		disc, label = pawnPlaceCut(g, ns, lw, cut)
		if lw == 0 || inSocket(g, label) || disc.W < min(g.r.W, g.r.H)*0.45 {
			return disc, label
		}
	}
}

// pawnPlaceCut is pawnPlace with the disc cut units smaller.
func pawnPlaceCut(g spotGeom, ns, lw, cut float64) (disc, label scenes.Rect) {
	r := pawnRoom(g)
	cx, cy := r.Center()
	lh, bw := min(ns*1.1, r.H), lw+6 // a Spot across thinner than the pill: its digits still fit
	if lw == 0 {
		lh, bw = 0, 0
	}
	beside := max(0, min(r.H, r.W-bw-2)-cut)
	under := max(0, min(r.W, r.H-lh-1)-cut)
	if beside >= under {
		x := cx - (beside+2+bw)/2
		disc = scenes.Rect{X: x, Y: cy - beside/2, W: beside, H: beside}
		label = scenes.Rect{X: x + beside + 2, Y: cy - lh/2, W: bw, H: lh}
		return disc, label
	}
	y := cy - (under+1+lh)/2
	disc = scenes.Rect{X: cx - under/2, Y: y, W: under, H: under}
	label = scenes.Rect{X: cx - bw/2, Y: y + under + 1, W: bw, H: lh}
	return disc, label
}

// pawnRoom is the room inside Spot g for a Negotiator and its numbers.
func pawnRoom(g spotGeom) scenes.Rect { return g.r.Inset(2) }

// inSocket reports whether pill b, its corners rounded as drawn, lies
// inside Spot g's socket, a rounded rectangle: a pill in its corner would
// cross the rounding.
func inSocket(g spotGeom, b scenes.Rect) bool {
	r := g.r.Inset(1)
	rad := min(g.r.W, g.r.H)*0.3 - 1
	if b.X < r.X-0.5 || b.Y < r.Y-0.5 || b.X+b.W > r.X+r.W+0.5 || b.Y+b.H > r.Y+r.H+0.5 {
		return false
	}
	pr := min(b.H*0.27, rad) // the pill's own rounding, as drawn (ns*0.3)
	in := b.Inset(pr)        // the centres of the pill's corner arcs
	for _, p := range [4][2]float64{{in.X, in.Y}, {in.X + in.W, in.Y}, {in.X, in.Y + in.H}, {in.X + in.W, in.Y + in.H}} {
		cx := min(max(p[0], r.X+rad), r.X+r.W-rad)
		cy := min(max(p[1], r.Y+rad), r.Y+r.H-rad)
		if math.Hypot(p[0]-cx, p[1]-cy) > rad-pr+0.5 {
			return false
		}
	}
	return true
}

// pawnLit is the place a Negotiator on a Spot lights: its disc, and its
// numbers (label) when it shows them.
func pawnLit(disc, label scenes.Rect, numbers bool) scenes.Rect {
	if !numbers {
		return disc
	}
	x0, y0 := min(disc.X, label.X), min(disc.Y, label.Y)
	x1, y1 := max(disc.X+disc.W, label.X+label.W), max(disc.Y+disc.H, label.Y+label.H)
	return scenes.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// wrapLabel is the label beside a Spot that closes a row or column: the
// Chamber far at the other end that it touches too, in one or two lines
// of size ts from (x, y), taking r.
type wrapLabel struct {
	spot  int
	lines []string
	x, y  float64
	ts    float64
	r     scenes.Rect
}

// layWrapLabels places the labels of the Spots that close a row or column
// (t.wraps), each at the first of its places that keeps clear of the
// Chambers, the Spots and the labels placed before it: under a Spot
// across, "wraps to 9" on one line, else "to 9"; right of a Spot down,
// "wraps to" over "Chamber 4", "wraps" over "to 4", or on one line
// "wraps to 4" or "to 4", level with the Spot or at its top.
func (t *Table) layWrapLabels(c *scenes.Canvas) {
	l := &t.lay
	v := t.view
	t.wraps = t.wraps[:0]
	ts := c.AtLeast(sizeSmall * l.k)
	lh := ts * 1.15
	edge := l.wing.X + l.wing.W - 4
	bottom := l.wing.Y + l.wing.H - 2
	clear := func(r scenes.Rect) bool {
		if r.X < l.wing.X+2 || r.X+r.W > edge+0.5 || r.Y+r.H > bottom {
			return false
		}
		g := r.Inset(-1.5)
		for ch := range l.cards {
			if g.Overlaps(l.cards[ch]) || g.Overlaps(l.cubeRow[ch]) {
				return false
			}
		}
		for _, sp := range l.spots {
			if g.Overlaps(sp.r) {
				return false
			}
		}
		for _, w := range t.wraps {
			if g.Overlaps(w.r) {
				return false
			}
		}
		return true
	}
	width := func(lines []string) float64 {
		w := 0.0
		for _, s := range lines {
			sw, _ := c.Measure(s, ts)
			w = max(w, sw)
		}
		return w
	}
	for _, across := range []bool{true, false} {
		for i, g := range l.spots {
			if !g.wraps || g.horizontal != across {
				continue
			}
			sp := v.Spot(i)
			far := sp[1]
			if !g.firstLow {
				far = sp[0]
			}
			n := scenes.Itoa(far + 1)
			r := g.r
			var tries []wrapLabel
			if across {
				for _, one := range []string{t.texts.Cat("wraps to ", n, ""), t.texts.Cat("to ", n, "")} {
					w := width([]string{one})
					x := min(r.X+r.W/2-w/2, edge-w)
					tries = append(tries, wrapLabel{lines: []string{one}, x: x, y: r.Y + r.H + 1, r: scenes.Rect{X: x, Y: r.Y + r.H + 1, W: w, H: lh}})
				}
			} else {
				x := r.X + r.W + 3
				for _, two := range [][]string{{"wraps to", t.texts.Cat("Chamber ", n, "")}, {"wraps", t.texts.Cat("to ", n, "")}} {
					for _, y := range []float64{r.Y + r.H - ts*2.2, r.Y + r.H/2 - lh, r.Y} {
						tries = append(tries, wrapLabel{lines: two, x: x, y: y, r: scenes.Rect{X: x, Y: y, W: width(two), H: 2 * lh}})
					}
				}
				for _, one := range [][]string{{t.texts.Cat("wraps to ", n, "")}, {t.texts.Cat("to ", n, "")}} {
					for _, y := range []float64{r.Y + r.H/2 - lh/2, r.Y, r.Y + r.H - lh} {
						tries = append(tries, wrapLabel{lines: one, x: x, y: y, r: scenes.Rect{X: x, Y: y, W: width(one), H: lh}})
					}
				}
			}
			pick := tries[len(tries)-1]
			for _, try := range tries {
				if clear(try.r) {
					pick = try
					break
				}
			}
			pick.spot, pick.ts = i, ts
			t.wraps = append(t.wraps, pick)
		}
	}
}

// drawWrapLabels draws the labels layWrapLabels placed.
func (t *Table) drawWrapLabels(c *scenes.Canvas) {
	for _, w := range t.wraps {
		c.RoundRect(w.r.Inset(-2), 3, color.RGBA{0x12, 0x22, 0x28, 0xff})
		for i, s := range w.lines {
			c.Text(s, w.x, w.y+float64(i)*w.ts*1.15, w.ts, scenes.ColDim, scenes.Left)
		}
	}
}

// previewCubes returns the cubes Negotiator k of the viewer would put on
// the Chamber that side faces (0 the Spot's first, 1 its second) when
// placed on Spot i with its higher number there, and whether the card in
// that Chamber gives the social bonus (one more, a card of its own
// Caste).
func (t *Table) previewCubes(i, side int, k rs.Caste) (n int, bonus bool) {
	return t.previewOf(i, side, k, false)
}

// previewOf is previewCubes with the Negotiator's low number when low
// is set: what the Chamber gets when the other half is tapped.
func (t *Table) previewOf(i, side int, k rs.Caste, low bool) (n int, bonus bool) {
	hi, lo, _ := t.view.Negotiator(t.Viewer, k)
	ch := t.view.Spot(i)[side]
	n = hi
	if low {
		n = lo
	}
	if id := t.shown[ch]; id >= 0 && rs.CardOf(id).Caste == k {
		return n + 1, true
	}
	return n, false
}

// colTarget is the kit's colour of a place that completes a move.
var colTarget = color.RGBA{0x7c, 0xff, 0x9e, 0xff}

// drawPreview writes in half hr of Spot i the cubes the selected
// Negotiator would put on the Chamber that half faces, the social bonus
// included (a card of its own Caste adds one, in gold): the number and a
// cube of the viewer's colour, the cube the Chambers stack, so that "2"
// reads "two of your cubes"; with low, the Negotiator's low number, as a
// mouse on the other half would have it. A wide half puts the cube after
// the number, a tall one under it.
func (t *Table) drawPreview(c *scenes.Canvas, i, side int, k rs.Caste, hr scenes.Rect, low bool) {
	n, bonus := t.previewOf(i, side, k, low)
	col := scenes.ColText
	if bonus {
		col = colPP
	}
	num := scenes.Itoa(n)
	cube := t.seatCol(int(t.Viewer))
	cx, cy := hr.Center()
	// At least 12.5 pixels, even where a half is smaller (a Spot between
	// Chambers above and below, on a small screen): a digit's ink is
	// shorter than its size, and a cube's drawing fills its square.
	if hr.W >= hr.H*1.6 {
		// The digit's ink, shorter than its size, fills the half's
		// height inside the outline.
		ts := c.AtLeast(min(hr.H*1.05, 22))
		c.Symbol("preview number", ts)
		cs := c.AtLeast(min(ts*0.8, hr.H))
		tw, _ := c.App.Text.Measure(num, ts, true)
		x := cx - (tw+2+cs)/2
		c.Bold(num, x+tw/2, cy-ts*0.6, ts, col, scenes.Center)
		c.ImageIn(t.cache.Cube(cube, float64(c.Px(cs))), scenes.Rect{X: x + tw + 2, Y: cy - cs/2, W: cs, H: cs}, 1)
		c.Symbol("preview cube", cs)
		return
	}
	ts := c.AtLeast(min(hr.H*0.5, hr.W*0.85, 22))
	c.Symbol("preview number", ts)
	cs := c.AtLeast(min(hr.W*0.6, hr.H*0.32, ts*0.8))
	y := cy - (ts*0.9+cs)/2
	c.Bold(num, cx, y-ts*0.15, ts, col, scenes.Center)
	c.ImageIn(t.cache.Cube(cube, float64(c.Px(cs))), scenes.Rect{X: cx - cs/2, Y: y + ts*0.9, W: cs, H: cs}, 1)
	c.Symbol("preview cube", cs)
}

// fit returns size, made smaller if s would be wider than w at it.
func fit(c *scenes.Canvas, s string, size, w float64, bold bool) float64 {
	if tw, _ := c.App.Text.Measure(s, size, bold); tw > w && tw > 0 {
		return size * w / tw
	}
	return size
}

func (t *Table) drawSide(c *scenes.Canvas, f *table.Frame[obj]) {
	l := &t.lay
	v := t.view
	k := l.k
	small := sizeSmall * k
	// Turn and order.
	turn := t.texts.Cat("Turn ", scenes.Itoa(v.Turn()), "/4")
	c.Bold(turn, l.side.X, l.turnY, sizeHead*k, scenes.ColText, scenes.Left)
	tw, _ := c.App.Text.Measure(turn, sizeHead*k, true)
	c.Text("· turn order", l.side.X+tw+6, l.turnY+(sizeHead-sizeSmall)*k*0.6, small, scenes.ColDim, scenes.Left)
	order := v.Order()
	for i, r := range l.slots {
		c.RoundRect(r, 6, color.RGBA{0x18, 0x2c, 0x32, 0xff})
		if i < len(order) && order[i] >= 0 {
			c.RoundRect(r.Inset(2), 5, t.seatCol(int(order[i])))
			// The name shrinks to fit its slot, never under the legible
			// size: past that it is cut.
			name := t.Names[order[i]]
			ns := max(c.AtLeast(12), fit(c, name, min(small, r.H*0.6), r.W-4, true))
			c.Bold(scenes.Clip(c, name, ns, r.W-4), r.X+r.W/2, r.Y+r.H/2-ns*0.6, ns, colInk, scenes.Center)
		} else {
			ns := min(sizeHead*k, r.H*0.7)
			c.Bold(strconv.Itoa(i+1), r.X+r.W/2, r.Y+r.H/2-ns*0.6, ns, scenes.ColDim, scenes.Center)
		}
		f.Mark(c, obj{kind: objSlot, a: int16(i)}, r)
	}
	// The Prestige track: a lane a seat, each seat's pawn on its own lane,
	// so that pawns on the same score never hide one another.
	tr := l.track
	top := 40
	for p := 0; p < v.Seats(); p++ {
		for v.Score(rules.Seat(p)) > top {
			top += 20
		}
	}
	c.Text("Prestige track (PP)", tr.X, tr.Y, small, scenes.ColDim, scenes.Left)
	// The scale's first and last numbers stand inside the track's room,
	// clear of the pile counts beside it.
	w0, _ := c.Measure("0", small)
	wTop, _ := c.Measure(strconv.Itoa(top), small)
	x0, x1 := tr.X+max(10, w0/2+1), tr.X+tr.W-max(12, wTop/2+2)
	ly := tr.Y + small + 4
	lanes := float64(v.Seats()) * 9
	for p := 0; p < v.Seats(); p++ {
		y := ly + 4.5 + float64(p)*9
		c.Line(x0, y, x1, y, 1, sprites.Shade(t.seatCol(p), -0.55))
	}
	for n := 0; n <= top; n += 10 {
		x := x0 + (x1-x0)*float64(n)/float64(top)
		c.Line(x, ly, x, ly+lanes, 1, colBorder)
		c.Text(strconv.Itoa(n), x, ly+lanes+3, small, scenes.ColDim, scenes.Center)
		if n+10 > top {
			t.trackTop = scenes.Rect{X: x - wTop/2, Y: ly + lanes + 3, W: wTop, H: small}
		}
	}
	for p := 0; p < v.Seats(); p++ {
		x := x0 + (x1-x0)*float64(v.Score(rules.Seat(p)))/float64(top)
		y := ly + 4.5 + float64(p)*9
		c.Circle(x, y, 4.5, t.seatCol(p))
		c.Ring(x, y, 4.5, 1, colInk)
	}
	// The viewer's Negotiators.
	seat := t.Viewer
	if seat == rules.NoSeat {
		seat = v.ToMove()
		if seat == rules.NoSeat {
			seat = 0
		}
	}
	neg := t.texts.Cat(t.Names[seat], "'s Negotiators", "")
	c.Text(neg, l.negs[0].X, l.negsLabel, fit(c, neg, small, l.track.W, false), scenes.ColDim, scenes.Left)
	morph, hidSpot := v.Morphing(int(seat))
	for k := 0; k < rs.NumCastes; k++ {
		r := l.negs[k]
		hi, lo, spot := v.Negotiator(seat, rs.Caste(k))
		alpha := 1.0
		if spot >= 0 {
			alpha = 0.3
		}
		c.ImageIn(t.cache.Disc(rs.Caste(k), t.seatCol(int(seat)), float64(c.Px(r.W))), r, alpha)
		// Its numbers under it, where nothing covers them.
		ns := digitsLegible(c, cubeText*l.k)
		col := scenes.ColText
		if spot >= 0 {
			col = scenes.ColDim
		}
		nums := t.texts.Cat(scenes.Itoa(hi), "-", scenes.Itoa(lo))
		c.Bold(nums, r.X+r.W/2, r.Y+r.H+1, max(c.AtLeast(12), fit(c, nums, ns, r.W+5, true)), col, scenes.Center)
		// The light goes round the disc and its numbers.
		f.Mark(c, obj{kind: objNeg, a: int16(k)}, scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H + ns + 1})
		if morph && hidSpot < 0 && spot < 0 {
			h := l.hidden[k]
			c.ImageIn(t.cache.Disc(-1, t.seatCol(int(seat)), float64(c.Px(h.W))), h, 1)
			f.Mark(c, obj{kind: objNeg, a: int16(k), b: 1}, h)
		}
	}
	if morph {
		c.Text("dark discs: place face down", l.hidden[0].X, l.hidden[0].Y+l.hidden[0].H+2, fit(c, "dark discs: place face down", small, l.track.W, false), scenes.ColDim, scenes.Left)
	}
	if l.legendH() > 0 {
		t.drawLegend(c, f) // the Wing's marks, while it shows
	}
	// Piles and supplies.
	in := l.info
	mut, jail := v.Tokens()
	row := 0
	line := func(s string, _ int, col color.RGBA) {
		if (l.upright || l.phone) && fit(c, s, small, in.W, false) < c.AtLeast(12) {
			// The narrow side: the line's last fact goes on a line of its own.
			i := strings.LastIndex(s, " · ")
			c.Text(s[:i], in.X, in.Y+float64(row)*(small+3), fit(c, s[:i], small, in.W, false), col, scenes.Left)
			row++
			s = s[i+len(" · "):]
		}
		c.Text(s, in.X, in.Y+float64(row)*(small+3), fit(c, s, small, in.W, false), col, scenes.Left)
		row++
	}
	line(t.texts.Cat(t.texts.Cat("Ark pile ", scenes.Itoa(v.PileSize()), " · Mutagen "), scenes.Itoa(mut), t.texts.Cat(" · Jailer ", scenes.Itoa(jail), "")), 0, scenes.ColDim)
	line(t.texts.Cat(t.texts.Cat("Workers ", scenes.Itoa(v.PileCount(rs.Workers)), " · Converts "), scenes.Itoa(v.PileCount(rs.Converts)), t.texts.Cat(" · Priests ", scenes.Itoa(v.PileCount(rs.Priests)), "")), 1, scenes.ColDim)
	expert, draft := v.Options()
	mode := ""
	switch {
	case expert && draft:
		mode = "Expert Play · Draft"
	case expert:
		mode = "Expert Play"
	case draft:
		mode = "Draft"
	}
	if mode != "" {
		line(mode, 2, ss.Palette.Accent)
	}
	rb := l.recycle
	c.RoundRect(rb, 8, color.RGBA{0x16, 0x26, 0x1e, 0xff})
	c.RoundRectStroke(rb, 8, 1.5, colGem)
	c.ImageIn(t.cache.Gem(float64(c.Px(20))), scenes.Rect{X: rb.X + rb.W/2 - 10, Y: rb.Y + 4, W: 20, H: 20}, 1)
	c.Bold("Recycle", rb.X+rb.W/2, rb.Y+24, fit(c, "Recycle", sizeHead*l.k, rb.W-8, true), colGem, scenes.Center)
	c.Text("for Resources", rb.X+rb.W/2, rb.Y+26+sizeHead*l.k, fit(c, "for Resources", small, rb.W-8, false), scenes.ColDim, scenes.Center)
	f.Mark(c, obj{kind: objRecycle}, rb)
	n := v.DiscardCount()
	disc := t.texts.Cat("Discard Pile: ", scenes.Itoa(n), " (hold to see all)")
	if first, rest, _ := strings.Cut(disc, " ("); (l.upright || l.phone) && fit(c, disc, small, l.discards.W, false) < c.AtLeast(12) {
		// The narrow side: how to see the pile goes on a line of its own.
		c.Text(first, l.discards.X, l.discards.Y, fit(c, first, small, l.discards.W, false), scenes.ColDim, scenes.Left)
		c.Text("("+rest, l.discards.X, l.discards.Y+small+3, fit(c, "("+rest, small, l.discards.W, false), scenes.ColDim, scenes.Left)
	} else {
		c.Text(disc, l.discards.X, l.discards.Y, fit(c, disc, small, l.discards.W, false), scenes.ColDim, scenes.Left)
	}
	rects, ts := t.discardRects(c)
	for i, r := range rects {
		t.drawDiscardRow(c, v.Discard(n-1-i), r, ts)
	}
	// The draft pack.
	if len(l.packCards) > 0 {
		c.Bold("Your draft pack: pick one", l.pack.X, l.pack.Y, fit(c, "Your draft pack: pick one", sizeHead*l.k, l.pack.W, true), scenes.ColText, scenes.Left)
		for i, id := range v.Pack(t.Viewer) {
			if i < len(l.packCards) {
				c.Miniature(true) // a long press shows it large
				t.drawCard(c, id, l.packCards[i], true)
				c.Miniature(false)
				f.Mark(c, obj{kind: objPack, a: int16(i)}, l.packCards[i])
			}
		}
	}
}

// legend is what the Wing's marks mean, line by line: the mark as the
// Wing draws it, then its meaning. The last mark is a Negotiator's
// numbers, as one of the viewer's shows them (legendSample).
var legend = [legendLines][2]string{
	{"", "leads: takes the card"},
	{"tie", "card discarded"},
	{"1-1", "a Negotiator's cubes, high-low"},
	{"", "new since your turn"},
}

// legendSample is the numbers the legend explains: those of the viewer's
// Negotiator picked, else of the first at home, else of the first; "1-1",
// as every Negotiator starts, with no seat at the device.
func (t *Table) legendSample(f *table.Frame[obj]) string {
	if t.Viewer == rules.NoSeat {
		return legend[2][0]
	}
	k, _ := t.selectedNeg(f)
	if k < 0 {
		k = 0
		for j := rs.Caste(rs.NumCastes - 1); j >= 0; j-- {
			if _, _, sp := t.view.Negotiator(t.Viewer, j); sp < 0 {
				k = j
			}
		}
	}
	hi, lo, _ := t.view.Negotiator(t.Viewer, k)
	return t.texts.Cat(scenes.Itoa(hi), "-", scenes.Itoa(lo))
}

// drawLegend words, under the Negotiators, what the leader's star, "tie"
// and the numbers under a Negotiator mean, these shown as one of the
// viewer's Negotiators has them.
func (t *Table) drawLegend(c *scenes.Canvas, f *table.Frame[obj]) {
	r := t.lay.legend
	small := sizeSmall * t.lay.k
	keyW := 0.0
	for _, l := range legend {
		w, _ := c.App.Text.Measure(l[0], small, true)
		keyW = max(keyW, w)
	}
	keys := legend
	keys[2][0] = t.legendSample(f)
	if t.lay.upright {
		keys[2][1] = "cubes, high-low" // the narrow side: one line
	}
	y := r.Y - (small + 3)
	for i, l := range keys {
		if i == 3 && t.Viewer == rules.NoSeat {
			break // no seat at the device, no last turn of its own
		}
		y += small + 3
		switch i {
		case 0:
			ts := max(c.AtLeast(12), min(16, small*1.1))
			c.ImageIn(t.cache.Trophy(float64(c.Px(ts))), scenes.Rect{X: r.X + (keyW-ts)/2, Y: y, W: ts, H: ts}, 1)
			c.Symbol("leader star", ts)
		case 1:
			// As the board marks a tie: the tied counts edged red, the
			// word on the card where it has room.
			c.RoundRectStroke(scenes.Rect{X: r.X, Y: y, W: keyW, H: small * 1.05}, 4, 2, scenes.ColBad)
			c.Bold(l[0], r.X+keyW/2, y, small, scenes.ColBad, scenes.Center)
		case 3:
			c.RoundRectStroke(scenes.Rect{X: r.X, Y: y, W: keyW, H: small * 1.05}, 4, 2, colFresh)
		default:
			c.Bold(l[0], r.X+keyW/2, y, small, scenes.ColText, scenes.Center)
		}
		tx := r.X + keyW + 6
		text, rest := l[1], ""
		if w, _ := c.App.Text.Measure(text, c.AtLeast(12), false); w > r.X+r.W-tx && t.lay.upright {
			// A narrow side (the upright Wing's): the meaning takes two lines.
			var cut bool
			if text, rest, cut = strings.Cut(text, ", "); !cut {
				// No comma: the break nearest the middle.
				at := strings.LastIndex(text[:len(text)/2+1], " ")
				text, rest = text[:at], text[at+1:]
			}
		}
		c.Text(text, tx, y, max(c.AtLeast(12), fit(c, text, small, r.X+r.W-tx, false)), scenes.ColDim, scenes.Left)
		if rest != "" {
			y += small + 3
			c.Text(rest, tx, y, max(c.AtLeast(12), fit(c, rest, small, r.X+r.W-tx, false)), scenes.ColDim, scenes.Left)
		}
	}
}

func (t *Table) drawArks(c *scenes.Canvas, f *table.Frame[obj]) {
	l := &t.lay
	v := t.view
	chipsFull := l.chips() && t.chipsHoldArk(c)
	for p := range l.rows {
		row := t.rowPanel(p)
		bg := color.RGBA{0x10, 0x1c, 0x20, 0xd0}
		if v.ToMove() == rules.Seat(p) {
			bg = color.RGBA{0x16, 0x2a, 0x2c, 0xe8}
		}
		c.RoundRect(row, 8, bg)
		head := l.rowHead[p]
		head.H = min(head.H, row.H)
		c.RoundRect(scenes.Rect{X: row.X, Y: row.Y, W: 5, H: row.H}, 2, t.seatCol(p))
		// The name shrinks to fit the row's head, never under 12 pixels:
		// past that "'s Ark" goes on a line of its own, and only a name
		// too long for the head alone is cut.
		name := t.texts.Cat(t.Names[p], "'s Ark", "")
		if l.chips() && !chipsFull {
			name = t.Names[p] // on a row of chips, each seat's name whole
		}
		if head.H < (sizeHead+sizeSmall*1.1)*l.k+8 {
			// A head over the row's cards: all on one line.
			t.drawArkHeadLine(c, p, name, head)
		} else {
			nsz := c.AtLeast(fit(c, name, min(sizeHead*l.k, head.H*0.36), head.W-12, true))
			gy := head.Y + 6 + nsz
			if w, _ := c.App.Text.Measure(name, nsz, true); w > head.W-12 && head.H >= nsz*3.4 {
				name = t.texts.Cat(t.Names[p], "'s", "")
				nsz = c.AtLeast(fit(c, name, min(sizeHead*l.k, head.H*0.36), head.W-12, true))
				c.Bold("Ark", head.X+9, head.Y+3+nsz*1.05, nsz, scenes.ColText, scenes.Left)
				gy = head.Y + 6 + nsz*2.1
			}
			c.Bold(scenes.Clip(c, name, nsz*1.06, head.W-12), head.X+9, head.Y+3, nsz, scenes.ColText, scenes.Left)
			ls := c.AtLeast(min(sizeSmall*1.1*l.k, head.Y+head.H-gy-2))
			c.ImageIn(t.cache.Gem(float64(c.Px(ls))), scenes.Rect{X: head.X + 9, Y: gy, W: ls, H: ls}, 1)
			c.Symbol("resources gem", ls)
			c.Bold(strconv.Itoa(v.Resources(rules.Seat(p))), head.X+12+ls, gy, ls, colGem, scenes.Left)
			c.Bold(t.texts.Cat(scenes.Itoa(v.Score(rules.Seat(p))), " PP", ""), head.X+head.W-4, gy, ls, colPP, scenes.Right)
		}
		f.Mark(c, obj{kind: objSeat, a: int16(p)}, head)
		if int(p) < len(t.ark.newUnit) && rules.Seat(p) == t.Viewer {
			nu := t.ark.newUnit[p]
			lit := f.Light(obj{kind: objNewUnit})
			if lit == table.Target {
				// A card dropped anywhere in the Ark is a new Unit.
				c.RoundRectStroke(row, 8, 2, colNewUnit)
			}
			if lit != table.Unlit || t.newUnitOpen() {
				// Shown through the viewer's Integration, before a card
				// is picked: where a Unit goes.
				col, text := color.RGBA{0x18, 0x30, 0x36, 0xff}, scenes.ColText
				if lit == table.Unlit {
					col, text = color.RGBA{0x12, 0x22, 0x26, 0xff}, scenes.ColDim
				}
				c.RoundRect(nu, 6, col)
				c.RoundRectStroke(nu, 6, 1.5, colBorder)
				ts := c.AtLeast(fit(c, "new Unit", min(sizeHead*l.k, nu.H*0.3), nu.W-8, true))
				c.Bold("+", nu.X+nu.W/2, nu.Y+nu.H/2-ts*1.9, ts*1.4, text, scenes.Center)
				c.Bold("new", nu.X+nu.W/2, nu.Y+nu.H/2-ts*0.3, ts, text, scenes.Center)
				c.Bold("Unit", nu.X+nu.W/2, nu.Y+nu.H/2+ts*0.9, ts, text, scenes.Center)
			}
			f.Mark(c, obj{kind: objNewUnit}, nu)
		}
	}
	t.drawHandPanel(c)
	// The cards' lights first, under every card: a lit Crew's light
	// never covers the cost of the Unit over it.
	for _, b := range t.ark.order {
		f.Mark(c, obj{kind: objCard, a: int16(b.id)}, b.r)
	}
	for _, b := range t.ark.order {
		t.drawBox(c, f, b)
	}
	t.drawPlaces(c, f)
	if nr := t.ark.note; nr.W > 0 {
		note := t.passNote()
		c.Paragraph(note, nr.X, nr.Y+2, sizeSmall*l.k, nr.W, ss.Palette.Accent)
	}
}

// chipsHoldArk reports whether every Ark's chip holds "'s Ark" after its
// seat's name, at 12 pixels at least: if not, each chip shows the name
// alone.
func (t *Table) chipsHoldArk(c *scenes.Canvas) bool {
	l := &t.lay
	for p, head := range l.rowHead {
		name := t.texts.Cat(t.Names[p], "'s Ark", "")
		if w, _ := c.App.Text.Measure(name, c.AtLeast(12), true); w > head.W-12 {
			return false
		}
	}
	return true
}

// colNewUnit outlines where the card under the mouse, or dragged, goes.
var colNewUnit = color.RGBA{0x7c, 0xe8, 0xb0, 0xff}

// newUnitOpen reports whether a card of the viewer's hand may be a new
// Unit now.
func (t *Table) newUnitOpen() bool {
	for _, to := range t.places {
		if slices.Contains(to, -1) {
			return true
		}
	}
	return false
}

// drawPlaces outlines where the hand card under the mouse may go, before
// it is picked up: the Units it may join, or the new Unit's place.
func (t *Table) drawPlaces(c *scenes.Canvas, f *table.Frame[obj]) {
	if !f.Hover || t.Viewer == rules.NoSeat || t.hand.Dragging() >= 0 {
		return
	}
	i := t.hand.Lifted()
	if i < 0 || i >= t.hand.Len() {
		return
	}
	for _, to := range t.places[t.hand.Card(i).ID] {
		r, ok := scenes.Rect{}, false
		if to < 0 && int(t.Viewer) < len(t.ark.newUnit) {
			r, ok = t.ark.newUnit[t.Viewer], true
		} else if b, has := t.ark.boxes[int16(to)]; has {
			r, ok = b.r, true
		}
		if ok {
			c.RoundRectStroke(r.Inset(-3), 6, 2, colNewUnit)
		}
	}
}

// rowPanel is the panel of seat p's Ark row: the row, and for the
// viewer's while the folded hand is risen, down to just above the hand,
// which lies in a panel of its own (handPanel), clear of every Ark.
func (t *Table) rowPanel(p int) scenes.Rect {
	l := &t.lay
	row := l.rows[p]
	if l.risen && l.besideX == 0 && p == int(t.Viewer) {
		row.H = max(0, min(row.H, l.handTop-gap-row.Y))
	}
	return row
}

// handPanel is the panel the risen hand lies in, under the viewer's Ark
// and left of the side: "Your hand", not a part of any Ark.
func (t *Table) handPanel() scenes.Rect {
	l := &t.lay
	x := l.area.X
	if l.besideX > 0 {
		x = l.besideX
	}
	return scenes.Rect{X: x, Y: l.handTop - 4, W: l.handRight - x, H: l.area.Y + l.area.H - l.handTop + 4}
}

// drawHandPanel draws the risen hand's panel, its name at its left where
// the cards leave room.
func (t *Table) drawHandPanel(c *scenes.Canvas) {
	l := &t.lay
	t.handLabeled = false
	if !l.risen || t.Viewer == rules.NoSeat {
		return
	}
	r := t.handPanel()
	c.RoundRect(r, 8, color.RGBA{0x0c, 0x14, 0x1c, 0xd0})
	c.RoundRectStroke(r, 8, 1, colBorder)
	ts := c.AtLeast(sizeHead * l.k)
	first := r.X + r.W
	if t.hand.Len() > 0 {
		x, _ := t.hand.SlotCenter(0)
		first = x - handW*l.handScale/2
	}
	if w, _ := c.App.Text.Measure("Your", ts, true); w+16 < first-r.X {
		c.Bold("Your", r.X+9, r.Y+8, ts, scenes.ColText, scenes.Left)
		c.Bold("hand", r.X+9, r.Y+8+ts*1.2, ts, scenes.ColText, scenes.Left)
		t.handLabeled = true
	}
}

// drawArkHeadLine draws the head of seat p's Ark on one line: its name,
// then its Resources on a gem, then its Prestige.
func (t *Table) drawArkHeadLine(c *scenes.Canvas, p int, name string, head scenes.Rect) {
	l := &t.lay
	v := t.view
	nsz := c.AtLeast(sizeHead * l.k)
	y := head.Y + (head.H-nsz)/2
	c.Bold(name, head.X+9, y, nsz, scenes.ColText, scenes.Left)
	w, _ := c.App.Text.Measure(name, nsz, true)
	x := head.X + 9 + w + 14
	ls := c.AtLeast(sizeSmall * 1.1 * l.k)
	gy := head.Y + (head.H-ls)/2
	c.ImageIn(t.cache.Gem(float64(c.Px(ls))), scenes.Rect{X: x, Y: gy, W: ls, H: ls}, 1)
	c.Symbol("resources gem", ls)
	res := strconv.Itoa(v.Resources(rules.Seat(p)))
	c.Bold(res, x+ls+3, gy, ls, colGem, scenes.Left)
	rw, _ := c.App.Text.Measure(res, ls, true)
	c.Bold(t.texts.Cat(scenes.Itoa(v.Score(rules.Seat(p))), " PP", ""), x+ls+3+rw+14, gy, ls, colPP, scenes.Left)
}

// drawBox draws one card of an Ark with its badges.
func (t *Table) drawBox(c *scenes.Canvas, f *table.Frame[obj], b *box) {
	l := &t.lay
	cv := t.view.Card(b.id)
	right := 0.0
	if b.hasUse && b.state == "" {
		right = b.use.W + 2
	}
	b.costs = t.drawArkCard(c, b.id, b.r, right, b.ts)
	b.placeTokens()
	switch b.state {
	case "vacant":
		c.RoundRect(b.r, 4, colShade)
		vs := fit(c, "Vacant", min(sizeSmall*l.k, b.r.H*0.6), b.r.W-4, true)
		vs = max(vs, c.AtLeast(12))
		c.Bold("Vacant", b.r.X+b.r.W/2, b.r.Y+b.r.H/2-vs*0.6, vs, scenes.ColBad, scenes.Center)
	case "jail":
		c.RoundRect(b.r, 4, colShade)
		// The bars stand under the name, which stays readable.
		top := b.r.Y + b.r.H/2
		if b.costs.W > 0 {
			top = b.costs.Y - 1
		}
		for i := 1; i < 4; i++ {
			x := b.r.X + b.r.W*float64(i)/4
			c.Line(x, top, x, b.r.Y+b.r.H, 2, color.RGBA{0xc0, 0xc8, 0xd0, 0xff})
		}
	}
	if cv.Rotated {
		c.RoundRectStroke(b.r, 4, 2, scenes.ColDim)
		us := min(sizeSmall*l.k, b.r.H*0.45)
		us = max(us, c.AtLeast(12))
		c.RoundRect(scenes.Rect{X: b.r.X + b.r.W/2 - us*1.3, Y: b.r.Y + b.r.H - us - 2, W: us * 2.6, H: us + 1}, 3, colShade)
		c.Bold("used", b.r.X+b.r.W/2, b.r.Y+b.r.H-us-2, us, scenes.ColText, scenes.Center)
	}
	if cv.Mutant {
		c.Circle(b.r.X+b.r.W-6, b.r.Y+b.r.H/2, 4, sprites.RGB(0x5FCB6E))
	}
	if cv.Safe > 0 {
		ss := min(sizeSmall*l.k, b.r.H*0.4)
		ss = max(ss, c.AtLeast(12))
		// In the bottom row at the right, beside the cost, never over the
		// name's band.
		sr := scenes.Rect{X: b.r.X + b.r.W - ss*3.6 - 2, Y: b.r.Y + b.r.H - ss - 4, W: ss * 3.6, H: ss + 2}
		if b.costs.W > 0 {
			sr.X = max(sr.X, b.costs.X+b.costs.W+2)
			sr.Y = b.costs.Y + (b.costs.H-sr.H)/2
		}
		c.RoundRect(sr, 3, colInk)
		c.Bold(t.texts.Cat("Safe ", scenes.Itoa(cv.Safe), ""), sr.X+sr.W/2, sr.Y+1, ss, colGem, scenes.Center)
	}
	if b.hasUse && b.state == "" {
		u := b.use
		lit := f.Light(obj{kind: objUse, a: int16(b.id)}) != table.Unlit
		col := color.RGBA{0x30, 0x40, 0x48, 0xff}
		if lit {
			col = colPP
		}
		c.Circle(u.X+u.W/2, u.Y+u.H/2, u.W/2, col)
		// Another seat's badges are part of its card, which zooms whole.
		other := rules.Seat(b.seat) != t.Viewer
		if other {
			c.Miniature(true)
		}
		c.Bold("U", u.X+u.W/2, u.Y+u.H*0.05, u.H*0.9, colInk, scenes.Center)
		if other {
			c.Miniature(false)
		}
		f.Mark(c, obj{kind: objUse, a: int16(b.id)}, u)
	}
	for k := 0; k < 2; k++ {
		has := cv.Mutagen
		if k == 1 {
			has = cv.Jailer
		}
		if has {
			tr := b.token[k]
			c.ImageIn(t.cache.Token(k == 1, float64(c.Px(tr.W))), tr, 1)
			f.Mark(c, obj{kind: objToken, a: int16(b.id), b: int16(k)}, tr)
		}
	}
	for k := 0; k < 2; k++ {
		o := obj{kind: objSafe, a: int16(b.id), b: int16(k)}
		if f.Light(o) == table.Unlit {
			continue
		}
		sr := b.safe[k]
		c.RoundRect(sr, 3, colGem)
		label := "+"
		if k == 1 {
			label = "−"
		}
		c.Bold(label, sr.X+sr.W/2, sr.Y-sr.H*0.05, sr.H, colInk, scenes.Center)
		f.Mark(c, o, sr)
	}
	if f.Light(obj{kind: objHostSeat, a: int16(b.id), b: 0}) != table.Unlit || t.anyHostSeat(f, b.id) {
		for p := 0; p < t.view.Seats(); p++ {
			o := obj{kind: objHostSeat, a: int16(b.id), b: int16(p)}
			if f.Light(o) == table.Unlit {
				continue
			}
			r, _ := t.Where(o)
			c.RoundRect(r, 3, t.seatCol(p))
			f.Mark(c, o, r)
		}
	}
}

func (t *Table) anyHostSeat(f *table.Frame[obj], id int) bool {
	for p := 0; p < t.view.Seats(); p++ {
		if f.Light(obj{kind: objHostSeat, a: int16(id), b: int16(p)}) != table.Unlit {
			return true
		}
	}
	return false
}

// drawPrestige shows the Prestige phase: what each seat scored in the one
// just played (or, while Crews are rearranged, would score now), line by
// line, over the empty Wing of Whispers.
func (t *Table) drawPrestige(c *scenes.Canvas, f *table.Frame[obj]) {
	v := t.view
	title, anyScored := t.prestigeTitle()
	if title == "" {
		return
	}
	r := t.prestigeRoom()
	c.RoundRect(r, 12, colSheet)
	c.RoundRectStroke(r, 12, 2, ss.Palette.Accent)
	ts := min(max(20, r.W/30), r.H/9) // larger in the wide room of a tall screen
	c.Bold(title, r.X+r.W/2, r.Y+ts*0.5, ts, ss.Palette.Accent, scenes.Center)
	cols := []string{"", "Affinity", "Majority", "Safes", "Hospitals", "Ataraxium", "Total"}
	cw := r.W / float64(len(cols)+1)
	y := r.Y + ts*2.2
	// The column heads at 12 pixels at least: where one would not fit its
	// column they stand on two staggered lines, each head two columns wide.
	hs := max(c.AtLeast(12), ts*0.6, sizeSmall*t.lay.k)
	room, stagger := cw-2, false
	for _, h := range cols {
		if w, _ := c.Measure(h, hs); w > room {
			room, stagger = 2*cw-4, true
		}
	}
	for i, h := range cols {
		x := r.X + cw*float64(i) + cw
		if i == 0 {
			continue
		}
		hy := y
		if stagger && i%2 == 0 {
			hy += hs * 1.15
		}
		c.Text(h, x+cw/2, hy, max(c.AtLeast(12), fit(c, h, hs, room, false)), scenes.ColDim, scenes.Center)
	}
	if stagger {
		y += hs * 1.15
	}
	bottom := r.Y + r.H
	note := "Safes, Hospitals and Ataraxium together under Safes while they are scored"
	ns := max(c.AtLeast(12), ts*0.5)
	if anyScored {
		bottom -= c.ParagraphHeight(note, ns, r.W-24) + 4
	}
	rowH := (bottom - y - ts) / float64(max(4, v.Seats()))
	for p := 0; p < v.Seats(); p++ {
		y := y + ts + float64(p)*rowH
		aff, maj, safe, hosp, disc := v.Prestiges(p)
		if t.scored[p] {
			aff, maj = t.scoring[p][0], t.scoring[p][1]
			safe, hosp, disc = t.scoring[p][2], 0, 0
		}
		c.Circle(r.X+cw*0.3, y+ts*0.5, ts*0.35, t.seatCol(p))
		c.Bold(t.Names[p], r.X+cw*0.3+ts*0.6, y, fit(c, t.Names[p], max(ts*0.8, sizeSmall*t.lay.k), cw*1.7-ts*0.6, true), scenes.ColText, scenes.Left)
		vals := []int{aff, maj, safe, hosp, disc, aff + maj + safe + hosp + disc}
		for i, n := range vals {
			x := r.X + cw*float64(i+1) + cw + cw/2
			col := scenes.ColText
			if i == len(vals)-1 {
				col = colPP
			}
			c.Bold(strconv.Itoa(n), x, y, max(ts*0.8, sizeSmall*t.lay.k), col, scenes.Center)
		}
	}
	if anyScored {
		c.Paragraph(note, r.X+12, bottom, ns, r.W-24, scenes.ColDim)
	}
}

// prestigeTitle returns the title of the Prestige table when it is shown,
// or "", and whether it shows the points the events played have scored:
// those of the move that scored them, forgotten when the table is shown
// another moment of the game (a review stepping back, say). A review,
// shown as a spectator sees the game, gets no "if scored now" preview.
func (t *Table) prestigeTitle() (title string, scored bool) {
	v := t.view
	if v == nil {
		return "", false
	}
	for _, s := range t.scored {
		scored = scored || s
	}
	switch {
	case t.Prompt.Kind == "over":
		// The final board shows the board: the results and the log say
		// what the last turn scored.
		return "", false
	case scored:
		return t.texts.Cat("Prestige of turn ", scenes.Itoa(v.Turn()), ""), true
	case t.Prompt.Kind == "reorder" && t.Viewer != rules.NoSeat:
		// An aid to the seat rearranging its Crews; a spectator, and a
		// review, sees the points when they are scored.
		return "Prestige if scored now", false
	case t.Prompt.Kind == "order" && v.Turn() > 1 && t.lastTurn && !t.orderTable.over(v.Turn(), t.Now):
		return t.texts.Cat("Prestige of turn ", scenes.Itoa(v.Turn()-1), ""), false
	}
	return "", false
}

// orderTableTicks is how long the last turn's Prestige stays up while the
// turn order is chosen, unless the player taps first.
const orderTableTicks = 120

// orderTable says when the last turn's Prestige was first shown as the
// turn order of turn is chosen, and whether a tap sent it away.
type orderTable struct {
	turn  int
	since int64
	gone  bool
}

// over reports whether the table shown for turn has had its time, or a
// tap, at now; a turn it has not been shown for starts its clock.
func (o *orderTable) over(turn int, now int64) bool {
	if o.turn != turn {
		*o = orderTable{turn: turn, since: now}
	}
	return o.gone || now-o.since > orderTableTicks
}

// BoardTapped sends away the last turn's Prestige, shown as the turn
// order is chosen, at the player's first tap, and the hand card a tap
// showed large; the tap goes on to make its move.
func (t *Table) BoardTapped(x, y float64) bool {
	t.tip.tapped = -1 // a hand card shown large by a tap goes back
	// The gaps the cards that left the hand made close once this tap has
	// found its card (Draw).
	t.closeGaps = t.hand.Places != nil
	t.look.chamber = -1
	if t.view != nil && t.orderTable.turn == t.view.Turn() {
		t.orderTable.gone = true
	}
	return t.tapArks(x, y)
}

// tapArks opens a phone's Ark chips at a tap on one, and folds the open
// Arks back to chips at a tap on a head, during the Negotiation; a head
// that a move lights keeps its tap for the move.
func (t *Table) tapArks(x, y float64) bool {
	l := &t.lay
	if !l.phone || !l.portrait || l.arkFocus || t.Frame == nil {
		return false
	}
	for p, head := range l.rowHead {
		if head.Contains(x, y) && l.rows[p].Contains(x, y) && t.Frame.Light(obj{kind: objSeat, a: int16(p)}) == table.Unlit {
			l.arksOpen = !l.arksOpen
			t.Layout(l.area)
			return true
		}
	}
	return false
}
