package revive

import (
	"math"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/table"
)

// Holds reports whether a tap at x, y chooses place p: a face-down tile
// takes a tap anywhere on its hexes (the fourth review saw taps inside
// its glow, off its middle hex, do nothing); other places take one in
// their box.
func (t *Table) Holds(p obj, x, y float64) bool {
	r, ok := t.Where(p)
	if !ok {
		return false
	}
	if p.kind != objTile {
		return r.Contains(x, y)
	}
	h, ok := t.hexAt(x, y)
	if !ok {
		return false
	}
	_, _, fp := rv.SpaceAt(h)
	return fp == int(p.a)
}

// hexAt returns the space of the map drawn under x, y.
func (t *Table) hexAt(x, y float64) (int, bool) {
	l := &t.lay
	if !t.mapShown() || len(l.hexX) == 0 {
		return 0, false
	}
	R := l.hexR
	in := R * math.Sqrt(3) / 2 // the inradius
	for h := range l.hexX {
		dx, dy := math.Abs(x-l.hexX[h]), math.Abs(y-l.hexY[h])
		if dx <= in && dx*0.5+dy*math.Sqrt(3)/2 <= in {
			return h, true
		}
	}
	return 0, false
}

// exploring reports whether the viewer is choosing a tile to explore:
// face-down tiles are lit.
func (t *Table) exploring() bool {
	f := t.Frame
	if f == nil || t.view == nil {
		return false
	}
	for fp := 0; fp < rv.Footprints(); fp++ {
		if f.Light(obj{kind: objTile, a: int16(fp)}) != table.Unlit {
			return true
		}
	}
	return false
}

// PlaceAt names, while the viewer chooses a tile to explore, the map's
// space or face-down tile under x, y (a space of -1 for the map between
// its hexes), so that a tap there that makes no
// move is told why (WhyNot); and the actions left, while the turn may not
// end yet.
func (t *Table) PlaceAt(x, y float64) (obj, bool) {
	if r, ok := t.Where(obj{kind: objEnd}); ok && r.Contains(x, y) && !t.canEnd {
		return obj{kind: objEnd}, true
	}
	if !t.exploring() {
		if sl, ok := t.slotAt(x, y); ok {
			return obj{kind: objSlot, a: int16(sl)}, true
		}
		if _, ok := t.buildingChosen(); ok {
			if h, ok := t.hexAt(x, y); ok {
				return obj{kind: objSpace, a: int16(h)}, true
			}
		}
		return obj{}, false
	}
	h, ok := t.hexAt(x, y)
	if !ok {
		// Between the hexes or on a large location's box: still the map.
		return obj{kind: objSpace, a: -1}, t.lay.mapR.Contains(x, y)
	}
	if _, _, fp := rv.SpaceAt(h); fp >= 0 && !t.view.Explored(fp) {
		return obj{kind: objTile, a: int16(fp)}, true
	}
	return obj{kind: objSpace, a: int16(h)}, true
}

// WhyNot says, while the viewer chooses a tile to explore, why a tap on
// place p explores nothing: the tile is out of reach or too dear, or the
// space is face up already.
func (t *Table) WhyNot(p obj) string {
	if p.kind == objEnd {
		if _, acts, _ := t.view.Turn(); t.Mine && acts == 0 {
			return "End the turn: take an action first, or hibernate."
		}
		return ""
	}
	if p.kind == objSlot {
		return t.whyNotSlot(int(p.a))
	}
	if big, ok := t.buildingChosen(); ok && p.kind == objSpace && p.a >= 0 {
		return t.whyNotBuild(int(p.a), big)
	}
	if !t.exploring() {
		return ""
	}
	switch p.kind {
	case objTile:
		fp := int(p.a)
		d := -1
		for _, h := range t.footprint(fp) {
			if e := t.view.Distance(int(t.Viewer), h); e >= 0 && (d < 0 || e < d) {
				d = e
			}
		}
		if d < 0 {
			return "Out of reach: no path leads to this tile from your pieces yet."
		}
		why := "Can't pay: this tile costs " + t.view.Back(fp).Cost.String()
		if d >= 2 {
			why += ", plus " + scenes.Itoa(d-1) + " food for the range"
		}
		return why + "."
	case objSpace:
		if p.a < 0 {
			return "Not a tile: tap a face-down tile outlined in light to explore it."
		}
		if _, _, fp := rv.SpaceAt(int(p.a)); fp < 0 {
			return "Not a tile: tap a face-down tile outlined in light to explore it."
		}
		return "Already explored: tap a face-down tile outlined in light."
	}
	return ""
}

// slotAt returns the card slot of the viewer's board at x, y, when that
// board is shown large.
func (t *Table) slotAt(x, y float64) (int, bool) {
	if t.view == nil || !t.boardShown() || t.focus != t.Viewer || t.Viewer < 0 {
		return 0, false
	}
	for sl, r := range t.lay.big.slots {
		if r.Contains(x, y) {
			return sl, true
		}
	}
	return 0, false
}

// whyNotSlot says why a tap on card slot sl of the viewer's board plays
// no card there: the fifth slot is closed until technology 2.2, or the
// slot holds a card already; "" when neither (the kit then says what to
// tap first).
func (t *Table) whyNotSlot(sl int) string {
	if t.Viewer < 0 || sl < 0 || sl >= rv.NumSlots {
		return ""
	}
	bd := &t.boards[t.Viewer]
	n := scenes.Itoa(sl + 1)
	switch {
	case sl == rv.NumSlots-1 && !bd.Techs[rv.TechColumns+1]:
		return "Slot " + n + " is closed: it opens when you populate technology 2.2 of your tree."
	case len(bd.Slots[sl]) > 0:
		return "Slot " + n + " holds a card already: play into an empty slot; hibernating empties the slots."
	}
	return ""
}

// buildingChosen returns the building the viewer has chosen to build,
// 0 small or 1 big, while one is.
func (t *Table) buildingChosen() (int, bool) {
	if t.Frame == nil || t.view == nil {
		return 0, false
	}
	for i := 0; i < 2; i++ {
		if t.Frame.Light(obj{kind: objBuilding, a: int16(i)}) == table.Selected {
			return i, true
		}
	}
	return 0, false
}

// whyNotBuild says why the building chosen, big or not, may not go on
// space h: not sand, taken, out of reach, or too dear.
func (t *Table) whyNotBuild(h, big int) string {
	v := t.view
	switch tr := v.Terrain(h); {
	case tr == rv.Unknown:
		return "Face down: explore this tile first. Buildings go on face-up sand spaces: tap a glowing one."
	case tr != rv.Sand:
		return "Not sand: buildings go on sand spaces only. Tap a glowing one."
	}
	if seat, _ := v.Building(h); seat != rules.NoSeat {
		return "Taken: this space has a building already. Tap a glowing sand space."
	}
	d := v.Distance(int(t.Viewer), h)
	if d < 0 {
		return "Out of reach: no path of face-up spaces leads here from your pieces."
	}
	name := "small building"
	if big == 1 {
		name = "big building"
	}
	why := "Can't pay: a " + name + " here costs " + scenes.Itoa(t.buildCost(int(t.Viewer), big)) + " gear"
	if d >= 2 {
		why += ", plus " + scenes.Itoa(d-1) + " food for the range"
	}
	return why + "."
}

// buildCost is the gear seat p pays for a building, 0 small or 1 big.
func (t *Table) buildCost(p, big int) int {
	cost := 3
	if big == 1 {
		cost = 5
	}
	if t.boards[p].Techs[2*rv.TechColumns] {
		cost--
	}
	return cost
}
