package revenant

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/sprites"
	sr "starboard/sprites/revenant"
)

var (
	colPlate  = color.RGBA{0x2c, 0x24, 0x4a, 0xff}
	colPlanet = color.RGBA{0x6c, 0xd8, 0x9a, 0xff}
	// colCorruptPlate is the plate of a corrupted ship's chip.
	colCorruptPlate = sprites.Shade(sr.Corruption, -0.4)
)

// artKind marks a Frigate among the ship kinds in the art cache.
const artKind = 4

// shipImage returns the cached drawing of a ship of kind k of House h
// (a Frigate in colour col for artKind) about px device pixels high.
func (t *Table) shipImage(k, h int, corrupt bool, col color.RGBA, px int) *ebiten.Image {
	if t.art == nil {
		t.art = sprites.NewCache(256)
	}
	px = max(8, (px+3)/4*4)
	v := k | h<<3
	if corrupt {
		v |= 1 << 6
	}
	if k == artKind {
		v = k | int(col.R)<<8 | int(col.G)<<16 | int(col.B)<<24
	}
	return t.art.Image(sprites.CacheKey{Name: "revenant.ship", Variant: v, W: px, H: px}, func() *ebiten.Image {
		if k == artKind {
			return sr.Frigate(col, float64(px))
		}
		return sr.Ship(k, h, corrupt, float64(px))
	})
}

// drawHull draws a ship of kind k of House h over r (ShipAspect by 1):
// its silhouette, emblem and Corruption, and its Damage spaces on the
// hull, filled where a Damage lies.
func (t *Table) drawHull(c *scenes.Canvas, k, h int, corrupt bool, damage int, r scenes.Rect) {
	c.ImageIn(t.shipImage(k, h, corrupt, color.RGBA{}, c.Px(r.H)), r, 1)
	spaces := rr.DamageSpaces(k)
	if spaces == 0 {
		return
	}
	_, _, _, x0, x1, y := sr.ShipMarks(k)
	m := r.H * 0.08
	x0, x1 = r.X+m+x0*(r.W-2*m), r.X+m+x1*(r.W-2*m)
	y = r.Y + m + y*(r.H-2*m)
	// More than three spaces go in two rows.
	rows := 1 + (spaces-1)/3
	per := (spaces + rows - 1) / rows
	step := (x1 - x0) / float64(per)
	d := min(step-1, r.H*0.26)
	for i := 0; i < spaces; i++ {
		x := x0 + (float64(i%per)+0.5)*step
		y := y + (float64(i/per)-float64(rows-1)/2)*(d+1.5)
		if i < damage {
			c.Circle(x, y, d/2+0.8, colInk)
			c.Circle(x, y, d/2, sr.Voidborn)
		} else {
			c.Circle(x, y, d/2, sprites.Shade(sr.HouseColor(h), -0.5))
			c.Ring(x, y, d/2, 1, colInk)
		}
	}
}

// shipParts splits a ship's chip r: the drawing, the line of its House's
// name (ns, the size of every ship's name on the map: shipNames), the
// band of the words saying what a Crew placed there does (lines of them,
// lg high, at the chip's foot, under the drawing, or beside it in a flat
// chip) and the place of the Crew figure standing on the ship, off the
// drawing, its Damage spaces, the name and the words. The name never
// gives the figure room (the fourteenth review saw one squeezed to 11 px
// beside a figure, where others read 18): in a tall chip the figure
// stands at the right from the top to the words' first line where the
// name leaves it room (nameW, the width its line needs), else under the
// name down to the words' end, beside the drawing; in a flat chip, where
// the name is beside the drawing, at the line's end.
func shipParts(r scenes.Rect, crewed bool, ns, nameW, lg float64, lines int) (art, label, act, slot scenes.Rect) {
	return shipPartsIn(r, crewed, ns, nameW, lg*1.1*float64(lines))
}

// shipPartsIn is shipParts with a band of words ah high.
func shipPartsIn(r scenes.Rect, crewed bool, ns, nameW, ah float64) (art, label, act, slot scenes.Rect) {
	if r.W > r.H*3 {
		// A flat chip: the drawing and the name on a line, the Crew
		// figure at its end, the words across the chip under them.
		act = scenes.Rect{X: r.X + 4, Y: r.Y + r.H - ah - chipEdge, W: r.W - 8, H: ah}
		lh := act.Y - r.Y - 2
		fh := lh * 0.95
		art = scenes.Rect{X: r.X + 4, Y: r.Y + 2 + (lh-fh)/2, W: fh * sr.ShipAspect, H: fh}
		x := art.X + art.W + 4
		nh := min(ns, lh)
		label = scenes.Rect{X: x, Y: r.Y + 2 + (lh-nh)/2, W: r.X + r.W - 3 - x, H: nh}
		if crewed {
			fw := lh * 0.9
			slot = scenes.Rect{X: r.X + r.W - fw - 3, Y: r.Y + 2, W: fw, H: lh}
			label.W = slot.X - 2 - label.X
		}
		return art, label, act, slot
	}
	top := min(4, r.H*0.06) // clear of the kit's highlight on the chip
	label = scenes.Rect{X: r.X + 4, Y: r.Y + top, W: r.W - 7, H: ns}
	// The words keep clear of the chip's edge, where the kit's highlight
	// (Frame.Mark on the chip inset by 3) draws its line.
	act = scenes.Rect{X: r.X + 3, Y: r.Y + r.H - ah - chipEdge, W: r.W - 6, H: ah}
	under := label.Y + ns*nameRow
	rest := scenes.Rect{X: r.X + 1, Y: under, W: r.W - 2, H: max(0, act.Y-1-under)}
	if crewed {
		// The figure stands in a column at the chip's right, large (the
		// eleventh review read 8 px), clear of the drawing; the words'
		// lines beside it end before it (wordsWidth).
		first := ah // the words' first line
		if ah > ns*1.2 {
			first = ah / 2
		}
		h := act.Y + first - label.Y
		fw := min(r.W*0.27, h*0.9)
		slot = scenes.Rect{X: r.X + r.W - fw - 3, Y: label.Y, W: fw, H: h}
		if nameW <= 0 || label.X+nameW > slot.X-2 {
			// The name needs the line: the figure under it.
			h = act.Y + act.H - under
			fw = min(r.W*0.27, h*0.9)
			slot = scenes.Rect{X: r.X + r.W - fw - 3, Y: under, W: fw, H: h}
		} else {
			label.W = slot.X - 2 - label.X
		}
		rest.W = slot.X - 2 - rest.X
	}
	fh := min(rest.H, rest.W/sr.ShipAspect)
	art = scenes.Rect{X: rest.X + (rest.W-fh*sr.ShipAspect)/2, Y: rest.Y + (rest.H-fh)/2, W: fh * sr.ShipAspect, H: fh}
	return art, label, act, slot
}

// nameRow is the height of a tall chip's line of its name, in the
// name's size.
const nameRow = 1.12

// nameTop is the size of the ships' House names where every chip has
// room: 18 units, or 16 px on screen where that is more, 18 px on a tall
// screen (its map read 12 px).
func (l *layout) nameTop() float64 { return l.mapPx(max(18, 16/l.pixels()), 18) }

// chipWordSize is the size of the words on ship chip r: as large as the
// chip allows, not only the legible least (at 1920x1080 they were a
// sliver of a large chip).
func (l *layout) chipWordSize(r scenes.Rect) float64 {
	return max(l.least(), min(l.mapPx(14, 15), r.H*chipWords(r)))
}

// nameFit is the largest size, up to top, at which ship id's House name
// and its Damage's box fit the name's line of its chip r, above a line
// of its words.
func (t *Table) nameFit(c *scenes.Canvas, id int, r scenes.Rect, top float64) float64 {
	_, _, crewed := t.view.Occupant(id)
	lg := t.lay.chipWordSize(r)
	ah := lg * 1.1
	if one, two := shipWords(id); two != "" {
		// Two actions too long for a line (beside the Crew figure): the
		// name leaves room for two lines of them (a low chip drew them
		// on one squeezed under legible).
		w, _ := c.Measure(t.texts.Cat(one, " ", two), lg)
		if crewed {
			w += min(r.W*0.27, lg*2)
		}
		if w > r.W-6 {
			ah = lg * 2
		}
	}
	_, label, act, _ := shipPartsIn(r, crewed, top, 0, ah)
	s := top
	if r.W <= r.H*3 {
		s = min(s, (act.Y-1-label.Y)/nameRow)
	} else {
		s = min(s, label.H)
	}
	nw, _ := c.App.Text.Measure(rr.HouseNames[rr.ShipHouse(id)], s, true)
	need, room := nw*1.04, label.W
	if d := t.view.Ship(id).Damage; d > 0 {
		need += damageWidth(c, d, s)
		room -= markGap(s)
	}
	if need > room && need > 0 {
		s *= room / need
	}
	return s
}

// shipNames returns the size of every ship's House name on the map, one
// size for all (the fourteenth review read "Yarvek" small beside a huge
// "Fenrax"): the largest at which each ring Sector's names fit their
// chips, up to nameTop, and never under the legible least.
func (t *Table) shipNames(c *scenes.Canvas) float64 {
	s := t.lay.nameTop()
	for x := 0; x < rr.NumRing; x++ {
		t.line = t.view.Line(x, t.line[:0])
		n := len(t.line)
		for i, id := range t.line {
			if _, ok := t.onPage(x, i, n); ok {
				s = min(s, t.nameFit(c, id, t.chipAt(x, i, n), s))
			}
		}
	}
	return max(s, t.lay.least()*1.02)
}

// drawShip draws ship id in its chip r: the House's name, the ship's
// silhouette with its Damage and Corruption, a green keel when it has
// landed, what a Crew placed there does (shipWords) and the Crew figure
// standing on it (shipParts).
func (t *Table) drawShip(c *scenes.Canvas, id int, r scenes.Rect) {
	h, k := rr.ShipHouse(id), rr.ShipKind(id)
	sh := t.view.Ship(id)
	plate := colPlate
	if sh.Corrupt {
		// A violet plate, not an outline: an outline reads as a place lit
		// for the next tap (the ninth review took one so).
		plate = colCorruptPlate
	}
	c.RoundRect(r, 5, plate)
	name := rr.HouseNames[h]
	seat, fig, crewed := t.view.Occupant(id)
	lg := t.lay.chipWordSize(r)
	ns := t.nameSize
	if ns <= 0 {
		// A chip of its own (a Sector shown large, the guide's): its
		// name as large as it allows.
		ns = t.nameFit(c, id, r, max(t.lay.nameTop(), r.H*0.2))
	}
	one, two := shipWords(id)
	words := one
	if two != "" {
		words = t.texts.Cat(one, " · ", two)
	}
	nameW, _ := c.App.Text.Measure(name, ns, true)
	nameW *= 1.04
	if sh.Damage > 0 {
		nameW += damageWidth(c, sh.Damage, ns) + markGap(ns)
	}
	lines := 1
	art, label, act, slot := shipParts(r, crewed, ns, nameW, lg, 1)
	// A Corruption is counted at the end of the line of words with the
	// most room to spare (the name's line has none: every ship's name is
	// one size), markAt, -1 when none.
	mark, markAt := 0.0, -1
	room := func(k int) float64 {
		w := wordsWidth(act, slot, k)
		if k == markAt {
			w -= mark
		}
		return w
	}
	if w, _ := c.Measure(words, lg); two != "" && w > room(0) {
		// Two actions a line each, in full words where they fit, else
		// in their short words (the tooltip and the aid give them whole).
		a := rr.ArkActions(h)
		a2, l2, c2, s2 := shipParts(r, crewed, ns, nameW, lg, 2)
		if c2.Y < l2.Y+ns*nameRow-1 {
			// A low chip (a crowded Sector's in a small window): the two
			// lines closer, rather than cut short on one.
			a2, l2, c2, s2 = shipPartsIn(r, crewed, ns, nameW, lg*2)
		}
		if c2.Y >= l2.Y+ns*nameRow-1 && (r.W <= r.H*3 || l2.H >= lg) {
			art, label, act, slot, lines = a2, l2, c2, s2, 2
			if w, _ := c.Measure(one, lg); w > room(0) {
				one = actionShort[a[0]]
			}
			if w, _ := c.Measure(two, lg); w > room(1) {
				two = actionShort[a[1]]
			}
		} else {
			// A chip too low for two lines under its name (a crowded
			// Sector's, a Crew figure on it): the words on one, short
			// where whole ones do not fit.
			words = t.texts.Cat(one, " ", two)
			if w, _ := c.Measure(words, lg); w > room(0) {
				words = t.texts.Cat(actionShort[a[0]], " ", actionShort[a[1]])
			}
		}
	}
	corrupt := corruptLabels[len(corruptLabels)-1]
	if sh.Corrupt {
		mark, markAt = corruptionWidth(c, corrupt, lg)+markGap(lg), 0
		texts := [2]string{words, ""}
		if lines == 2 {
			texts = [2]string{one, two}
		}
		best := -1e9
		for k := 0; k < lines; k++ {
			w, _ := c.Measure(texts[k], lg)
			if spare := wordsWidth(act, slot, k) - w; spare > best {
				best, markAt = spare, k
			}
		}
		// The mark says what it is where the line has the room (the
		// twenty-third review read a bare violet 1 as nothing).
		for _, label := range corruptLabels {
			if w := corruptionWidth(c, label, lg) + markGap(lg); w <= best {
				corrupt, mark = label, w
				break
			}
		}
		if best < mark && two != "" {
			// The line's action in its short words rather than squeezed.
			a := rr.ArkActions(h)
			switch {
			case lines == 2 && markAt == 0:
				one = actionShort[a[0]]
			case lines == 2:
				two = actionShort[a[1]]
			default:
				words = t.texts.Cat(actionShort[a[0]], " ", actionShort[a[1]])
			}
		}
	}
	var s float64
	rows := []string{words}
	if lines == 2 {
		s = t.legible(min(fitLine(c, one, act.H/2.2*1.1, room(0)), fitLine(c, two, act.H/2.2*1.1, room(1))))
		rows = []string{one, two}
	} else {
		s = t.legible(fitLine(c, words, act.H/1.1, room(0)))
	}
	ns = min(ns, label.H)
	least := t.lay.least() * 1.02
	// Words too long for their lines wrap upwards, over the drawing's
	// room, rather than be cut short (the nineteenth review read
	// "Reorg. …").
	long := false
	for k, row := range rows {
		w, _ := c.Measure(row, s)
		long = long || w > room(k)
	}
	top := label.Y + ns*nameRow // the words rise no higher
	var wrapped []string
	// The Damage in a red box at the end of the name's line (the spaces
	// on a small hull are too small to count), or under the name where
	// the line cannot hold both and the words leave it room (the
	// nineteenth review read "Fen…").
	var dmg scenes.Rect
	if sh.Damage > 0 {
		bw := damageWidth(c, sh.Damage, ns)
		nw, _ := c.App.Text.Measure(name, max(ns, least), true)
		dmg = scenes.Rect{X: label.X + label.W - bw, Y: label.Y + (label.H-ns)/2, W: bw, H: ns}
		if below := label.Y + label.H + 2; nw*1.04+bw+markGap(ns) > label.W && nw*1.04 <= label.W && r.W <= r.H*3 {
			under := below + ns + 2
			switch {
			case act.Y >= under && !long:
				dmg.X, dmg.Y, top = label.X, below, under
			case act.Y+act.H-under >= s*1.1:
				if wrapped = t.wrapShipWords(c, id, s, corrupt, mark > 0, act, slot, act.Y+act.H-under); wrapped != nil {
					dmg.X, dmg.Y, top = label.X, below, under
				}
			}
		}
		if dmg.Y < label.Y+label.H {
			label.W -= bw + markGap(ns)
		}
	}
	if w, _ := c.App.Text.Measure(name, ns, true); w*1.04 > label.W && w > 0 {
		ns *= label.W / (w * 1.04) // a chip narrower than the map's others
	}
	if ns < least {
		// Never under legible: the name cut short (its tooltip names it).
		ns = least
		name = scenes.Clip(c, name, ns*1.08, label.W)
	}
	if long && wrapped == nil {
		wrapped = t.wrapShipWords(c, id, s, corrupt, mark > 0, act, slot, act.Y+act.H-top)
	}
	wrapTop := act.Y + act.H - float64(len(wrapped))*s*1.1
	// The drawing where it comes out legible, clear of the words and the
	// Damage, else after the words where their line has the room, else
	// under the Crew figure standing on the ship, else none: a crowded
	// Sector's chip keeps its words (the twenty-third review read 8 px
	// hulls).
	if dmg.W > 0 && dmg.Y > label.Y+label.H && art.X < dmg.X+dmg.W+3 {
		right := art.X + art.W
		art.X = dmg.X + dmg.W + 3
		art.W = right - art.X
		art.Y += (art.H - art.W/sr.ShipAspect) / 2
		art.H = art.W / sr.ShipAspect
	}
	hull := art.H >= max(lg*0.6, t.lay.least()*hullLeast) && (wrapped == nil || art.Y+art.H <= wrapTop-1)
	if hull {
		t.drawHull(c, k, h, sh.Corrupt, sh.Damage, art)
	}
	place := func(text string, s, room, y float64) {
		if hull || wrapped != nil {
			return
		}
		tw, _ := c.Measure(text, s)
		if hh := max(s*1.2, t.lay.least()*hullLeast); tw+6+hh*sr.ShipAspect <= room {
			art, hull = scenes.Rect{X: act.X + tw + 6, Y: y + s*0.55 - hh/2, W: hh * sr.ShipAspect, H: hh}, true
			t.drawHull(c, k, h, sh.Corrupt, sh.Damage, art)
		}
	}
	if !hull && r.W > r.H*3 && label.X > r.X+4 {
		// A flat chip without its drawing: the name at the chip's start.
		label.W += label.X - r.X - 4
		label.X = r.X + 4
	}
	if dmg.W > 0 {
		damageMark(c, sh.Damage, dmg.X+dmg.W, dmg.Y, dmg.H)
	}
	c.Bold(name, label.X, label.Y+(label.H-ns)/2, ns, sr.HouseColor(h), scenes.Left)
	switch {
	case wrapped != nil:
		for i, row := range wrapped {
			y := wrapTop + float64(i)*s*1.1
			c.Text(row, act.X, y, s, colActWord, scenes.Left)
			if mark > 0 && i == len(wrapped)-1 {
				corruptionMark(c, corrupt, wrapWidth(act, slot), y, s)
			}
		}
	case lines == 2:
		one, two = scenes.Clip(c, one, s, room(0)), scenes.Clip(c, two, s, room(1))
		c.Text(one, act.X, act.Y, s, colActWord, scenes.Left)
		c.Text(two, act.X, act.Y+act.H/2, s, colActWord, scenes.Left)
		if markAt >= 0 {
			corruptionMark(c, corrupt, act.X+wordsWidth(act, slot, markAt), act.Y+float64(markAt)*act.H/2, s)
		}
		place(one, s, room(0), act.Y)
		place(two, s, room(1), act.Y+act.H/2)
	default:
		words = scenes.Clip(c, words, s, room(0))
		c.Text(words, act.X, act.Y+(act.H-s)/2, s, colActWord, scenes.Left)
		if markAt >= 0 {
			corruptionMark(c, corrupt, act.X+wordsWidth(act, slot, 0), act.Y+(act.H-s)/2, s)
		}
		place(words, s, room(0), act.Y+(act.H-s)/2)
	}
	if crewed && !hull {
		// The drawing under the Crew figure, rather than none: the
		// nineteenth review saw a ship's drawing go as a figure came.
		// The figure stands on it, its base on the hull's middle.
		hh := min(slot.W, slot.H*0.8) / sr.ShipAspect
		if hh >= t.lay.least()*0.7 {
			art, hull = scenes.Rect{X: slot.X + (slot.W-hh*sr.ShipAspect)/2, Y: slot.Y + slot.H - hh, W: hh * sr.ShipAspect, H: hh}, true
			t.drawHull(c, k, h, sh.Corrupt, sh.Damage, art)
			slot.H -= hh * 0.5
		}
	}
	if sh.Landed {
		c.RoundRect(landedKeel(r, art, hull), 1.5, colPlanet)
	}
	if crewed {
		x, y := slot.Center()
		t.drawFigure(c, seat, fig, x, y, shipFigRadius(slot))
	}
}

// wrapShipWords returns the words of what a Crew figure on ship id does,
// wrapped to the width wrapWidth gives in act at size s, each action
// starting a line, a line left at the end for a Corruption's box (mark)
// where the last has no room for it; in its short words where the whole
// ones need more than room high; nil when neither fits.
func (t *Table) wrapShipWords(c *scenes.Canvas, id int, s float64, corrupt string, mark bool, act, slot scenes.Rect, room float64) []string {
	w := wrapWidth(act, slot) - act.X
	one, two := shipWords(id)
	short := [2]string{one, two}
	if rr.ShipKind(id) == rr.Arkship {
		a := rr.ArkActions(rr.ShipHouse(id))
		short = [2]string{actionShort[a[0]], actionShort[a[1]]}
	}
	for _, acts := range [][2]string{{one, two}, short} {
		var rows []string
		for _, text := range acts {
			rows = append(rows, wrapLine(c, text, s, w)...)
		}
		if mark {
			lw, _ := c.Measure(rows[len(rows)-1], s)
			if lw+corruptionWidth(c, corrupt, s)+markGap(s) > w {
				rows = append(rows, "")
			}
		}
		fits := float64(len(rows))*s*1.1 <= room
		for _, row := range rows {
			rw, _ := c.Measure(row, s)
			fits = fits && rw <= w
		}
		if fits {
			return rows
		}
	}
	return nil
}

// wrapWidth is the right end of a ship's wrapped words in act: short of
// the Crew figure's place slot, which stands beside them.
func wrapWidth(act, slot scenes.Rect) float64 {
	if slot.W > 0 && slot.X < act.X+act.W {
		return slot.X - 4
	}
	return act.X + act.W
}

// wrapLine breaks text into lines of words at most w wide at size s; a
// word wider than w has a line of its own.
func wrapLine(c *scenes.Canvas, text string, s, w float64) []string {
	if text == "" {
		return nil
	}
	var rows []string
	line := ""
	for _, word := range strings.Fields(text) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if tw, _ := c.Measure(try, s); tw <= w || line == "" {
			line = try
			continue
		}
		rows = append(rows, line)
		line = word
	}
	return append(rows, line)
}

// landedKeel is where a landed ship's green keel goes on its chip r:
// under its drawing art, or with no drawing along the chip's foot,
// under the words; never across the name (the nineteenth review read
// "Fenrax" struck through).
func landedKeel(r, art scenes.Rect, hull bool) scenes.Rect {
	if !hull {
		return scenes.Rect{X: r.X + r.W*0.15, Y: r.Y + r.H - 3.5, W: r.W * 0.7, H: 3}
	}
	return scenes.Rect{X: art.X + art.W*0.15, Y: art.Y + art.H - 2, W: art.W * 0.7, H: 3}
}

// hullLeast is the least height of a ship's drawing, in the legible
// least: a Fighter's slim hull fills about two thirds of it.
const hullLeast = 1.4

// legible returns size, or the legible least where that is more: a
// ship's words are cut short rather than shrunk under it (the
// twenty-third review read "+2 Sci." at 10 px).
func (t *Table) legible(size float64) float64 { return max(size, t.lay.least()*1.02) }

// drawMore draws the count of the ships a crowded Sector's row does not
// show, in cell r: a tap shows them, the mouse resting on it names them.
func (t *Table) drawMore(c *scenes.Canvas, r scenes.Rect, n int) {
	c.RoundRect(r, 5, colPlate)
	c.RoundRectStroke(r, 5, 1.5, colActWord)
	s := t.legible(min(t.lay.chipWordSize(r)*1.2, r.H*0.4))
	text := "+" + plural(n, "ship")
	c.Bold(scenes.Clip(c, text, s, r.W-8), r.X+r.W/2, r.Y+r.H/2-s*0.6, s, scenes.ColText, scenes.Center)
}

// chipWords is the size of the words on chip r, in its heights, when
// the chip is large: a flat chip's are a line of two.
func chipWords(r scenes.Rect) float64 {
	if r.W > r.H*3 {
		return 0.38
	}
	return 0.2
}

// wordsWidth is the width of line k (0 or 1, of two lines; 0 of one) of
// a ship's words in act, short of the Crew figure's place slot where they
// share the chip's right.
func wordsWidth(act, slot scenes.Rect, k int) float64 {
	y := act.Y + float64(k)*act.H/2
	if slot.W > 0 && slot.X < act.X+act.W && slot.Y+slot.H > y+1 {
		return slot.X - 4 - act.X
	}
	return act.W
}

// shipFigRadius is the radius of a Crew figure (drawFigure) standing in
// slot on a ship's chip: head to base, about 2.5 of it high, 2.2 wide.
func shipFigRadius(slot scenes.Rect) float64 { return min(slot.W/2.2, slot.H/2.5) }

// markGap is the room left between a text s high and the Damage or
// Corruption box after it: a box touching the name read as part of it
// ("Yarvek 1", the twenty-sixth review).
func markGap(s float64) float64 { return max(6, s*0.5) }

// damageMark draws n Damage as a red box holding the count, its right end
// at x, in the line y, h high (higher when the count needs it to read),
// and returns its width.
func damageMark(c *scenes.Canvas, n int, x, y, h float64) float64 {
	ds := c.AtLeast(h * 0.86) // legible on a small window's map too
	y -= max(0, ds/0.86-h) / 2
	h = max(h, ds/0.86)
	text := scenes.Itoa(n)
	w := damageWidth(c, n, h)
	c.RoundRect(scenes.Rect{X: x - w, Y: y, W: w, H: h}, 3, sr.Voidborn)
	c.Bold(text, x-w/2, y+(h-ds)/2, ds, colInk, scenes.Center)
	return w
}

// corruptionMark draws a ship's Corruption as a violet box holding its
// count, 1, framed in the gold of the Crew board's "Corrupted", its right
// end at x, in the line y, h high, and returns its width.
func corruptionMark(c *scenes.Canvas, label string, x, y, h float64) float64 {
	ds := c.AtLeast(h * 0.86)
	y -= max(0, ds/0.86-h) / 2
	h = max(h, ds/0.86)
	w := corruptionWidth(c, label, h)
	r := scenes.Rect{X: x - w, Y: y, W: w, H: h}
	c.RoundRect(r, 3, sr.Corruption)
	c.RoundRectStroke(r, 3, 1.5, colGold)
	c.Bold(label, x-w/2, y+(h-ds)/2, ds, colGold, scenes.Center)
	return w
}

// corruptLabels word a corrupted ship's mark, the longest that fits its
// line first.
var corruptLabels = [...]string{"Corruption 1", "Corrupt 1", "1"}

// corruptionWidth is the width of corruptionMark's box of label, h high.
func corruptionWidth(c *scenes.Canvas, label string, h float64) float64 {
	ds := c.AtLeast(h * 0.86)
	tw, _ := c.App.Text.Measure(label, ds, true)
	return tw + ds*0.5
}

// damageWidth is the width of damageMark's box of n Damage, h high.
func damageWidth(c *scenes.Canvas, n int, h float64) float64 {
	ds := c.AtLeast(h * 0.86)
	tw, _ := c.App.Text.Measure(scenes.Itoa(n), ds, true)
	return tw + ds*0.5
}

// chipEdge is the room kept under a chip's words: the kit's highlight
// line reaches about 2.5 units inside the chip.
const chipEdge = 4.5

// colActWord colours the words on a ship's chip saying what it does.
var colActWord = color.RGBA{0xd8, 0xf0, 0xff, 0xff}

// shipWords says in a word or two what a Crew figure placed on ship id
// does: a Fighter attacks, a Dropship lands, an Arkship gives its House's
// two actions, a Civilian ship none (its place gives only Influence).
func shipWords(id int) (one, two string) {
	switch rr.ShipKind(id) {
	case rr.Arkship:
		a := rr.ArkActions(rr.ShipHouse(id))
		return actionWords[a[0]], actionWords[a[1]]
	case rr.Fighter:
		return actionWords[rr.ActAttack], ""
	case rr.Dropship:
		return actionWords[rr.ActLand], ""
	}
	return "No action", ""
}

// actionWords name each action in a word, for a ship's chip: the player
// aid's key gives each in full.
var actionWords = [...]string{
	"Skip", "Attack", "Land", "Absorber", "Hyperjump", "Deploy", "Convert", "Research",
	"Absorb", "Reorganize", "Improve", "Promote", "Analyze", "Purge", "Repair", "Clone",
	"+2 Energy", "+2 Material", "+2 Science", "+2 Neutronium",
}

// actionShort are shorter, for an Arkship's action whose word does not
// fit a narrow chip's line: still words a stranger reads, never initials;
// the tooltip and the player aid give them whole.
var actionShort = [...]string{
	"Skip", "Attack", "Land", "Absorber", "Jump", "Deploy", "Convert", "Research",
	"Absorb", "Reorg.", "Improve", "Promote", "Analyze", "Purge", "Repair", "Clone",
	"+2 Energy", "+2 Mat.", "+2 Sci.", "+2 Neutr.",
}

// frigateParts splits a Frigate's place r (frigateRect): its drawing,
// and the place of the Crew figure standing on it, on its stern.
func frigateParts(r scenes.Rect) (art, slot scenes.Rect) {
	art = scenes.Rect{X: r.X, Y: r.Y, W: r.H * sr.ShipAspect, H: r.H}
	fw := r.H * frigateFig
	slot = scenes.Rect{X: r.X + r.W - fw, Y: r.Y + (r.H-fw)/2, W: fw, H: fw}
	return art, slot
}

// drawFrigate draws seat p's Frigate in its colour with the seat's badge,
// and the Crew figure standing on it beside it.
func (t *Table) drawFrigate(c *scenes.Canvas, p rules.Seat, r scenes.Rect) {
	art, slot := frigateParts(r)
	c.ImageIn(t.shipImage(artKind, 0, false, t.seatCol(p), c.Px(art.H)), art, 1)
	t.badge(c, p, art.X+art.W*0.42, art.Y+art.H/2, art.H*0.36)
	if seat, fig, ok := t.view.Occupant(rr.SpaceFrigate + int(p)); ok {
		x, y := slot.Center()
		t.drawFigure(c, seat, fig, x, y, figRadius(slot))
	}
}

// figRadius is the radius of a Crew figure that stays inside slot: the
// seat's badge drawn for it reaches 1.2 times the radius.
func figRadius(slot scenes.Rect) float64 { return min(slot.W, slot.H) / 2 / 1.2 }
