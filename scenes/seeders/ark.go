package seeders

import (
	"slices"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
)

// box is where one card of an Ark (or a Vacant Crew, or a prisoner) is,
// with its badges: Use for its ability, its tokens and its Safe's arrows.
type box struct {
	id     int
	seat   int
	r      scenes.Rect
	unit   bool
	use    scenes.Rect
	hasUse bool
	token  [2]scenes.Rect // Mutagen, Jailer
	safe   [2]scenes.Rect // in, out
	state  string         // "", "vacant" or "jail"
	ts     float64        // the height of its texts
	costs  scenes.Rect    // where its cost and Prestige stand, as last drawn
}

// placeTokens puts b's token badges in its bottom row right of its cost
// and Prestige, never over them, level with them: at the row's right end
// where they would not fit after them.
func (b *box) placeTokens() {
	s := b.token[0].W
	y := b.r.Y + b.r.H - s - 1
	x := b.r.X + 1
	if b.costs.W > 0 {
		x = b.costs.X + b.costs.W + 3
		y = b.costs.Y + (b.costs.H-s)/2
		if x+2*s+1 > b.r.X+b.r.W-1 {
			x = b.r.X + b.r.W - 2*s - 2
		}
	}
	b.token[0] = scenes.Rect{X: x, Y: y, W: s, H: s}
	b.token[1] = scenes.Rect{X: x + s + 1, Y: y, W: s, H: s}
}

// arkLayout is where the cards of every Ark are.
type arkLayout struct {
	boxes   map[int16]*box
	order   []*box // drawing order
	newUnit []scenes.Rect
	note    scenes.Rect // the line under the viewer's Ark saying why Integration cannot end, when it cannot
}

// newUnitGap is the room left around the new Unit's place for its light.
const newUnitGap = 10.0

// passNote says why the viewer cannot end Integration yet, or "" when
// they can or it is not their Integration.
func (t *Table) passNote() string {
	if t.view == nil || !t.Mine || t.Prompt.Kind != "integrate" || t.Viewer == rules.NoSeat {
		return ""
	}
	switch n := len(t.view.Hand(t.Viewer)); {
	case n <= 1:
		return ""
	case n == 2:
		return "To end Integration keep at most 1 card: place or recycle 1 more."
	}
	return "To end Integration keep at most 1 card: place or recycle the rest."
}

// layArks places every seat's Ark in its row: each Unit a column with its
// Crews under it, then the place of a new Unit, the Vacant Crews and the
// prisoners, every card whole, its name on two lines at most at 12 pixels
// or more. Columns that do not fit beside each other wrap to a band under
// the first; the row's head (the name, Resources and Prestige) stands
// left of the cards or over them, whichever leaves the cards larger.
// The other seats' Arks share one card size, so their columns line up.
func (t *Table) layArks() {
	a := &t.ark
	if a.boxes == nil {
		a.boxes = map[int16]*box{}
	}
	clear(a.boxes)
	a.order = a.order[:0]
	a.newUnit = a.newUnit[:0]
	a.note = scenes.Rect{}
	if t.view == nil {
		return
	}
	if t.lay.chips() {
		return // the chips show no cards: a tap opens them
	}
	v := t.view
	n := v.Seats()
	var vacant, jail [4][]int
	for id := 0; id < rs.NumCards; id++ {
		c := v.Card(id)
		if c.Owner < 0 || int(c.Owner) >= n {
			continue
		}
		switch c.Place {
		case rs.PlaceVacant:
			vacant[c.Owner] = append(vacant[c.Owner], id)
		case rs.PlaceJail:
			jail[c.Owner] = append(jail[c.Owner], id)
		}
	}
	base := sizeSmall * t.lay.k
	plans := make([]arkPlan, n)
	for p := 0; p < n && p < len(t.lay.rows); p++ {
		pl := &plans[p]
		pl.row, pl.head = t.lay.rows[p], t.lay.rowHead[p]
		if t.passNote() != "" && p == int(t.Viewer) {
			// A line at the foot of the row says why Integration cannot
			// end yet, on two lines where one would not hold it (a glyph
			// is about half as wide as it is tall).
			nw := pl.row.W - pl.head.W - 12
			lines := 1.0
			if float64(len(t.passNote()))*base*0.5 > nw {
				lines = 2
			}
			pl.noteH = lines*(base*1.3) + 4
			a.note = scenes.Rect{X: pl.row.X + pl.head.W + 4, W: nw, H: pl.noteH}
			pl.row.H -= pl.noteH
		}
		pl.headW = pl.head.W
		crews := map[int][]int{}
		for _, id := range v.Ark(rules.Seat(p)) {
			if rs.CardOf(id).Unit {
				pl.units = append(pl.units, id)
			} else if h := v.Card(id).Host; h >= 0 {
				crews[h] = append(crews[h], id)
			}
		}
		for _, u := range pl.units {
			pl.cols = append(pl.cols, append([]int{u}, crews[u]...))
			pl.flat = append(pl.flat, []int{u})
			for _, c := range crews[u] {
				pl.flat = append(pl.flat, []int{c})
			}
		}
		if p == int(t.Viewer) {
			pl.cols = append(pl.cols, nil) // the new Unit's place
			pl.flat = append(pl.flat, nil)
		}
		for _, id := range slices.Concat(vacant[p], jail[p]) {
			pl.cols = append(pl.cols, []int{id})
			pl.flat = append(pl.flat, []int{id})
		}
		pl.stacked = pl.cols
	}
	// The rows keep the places and sizes the layout gave them: an Ark
	// does not move or grow from one phase to the next.
	t.fitArks(plans, base)
	for p := range plans {
		pl := &plans[p]
		t.lay.rows[p] = scenes.Rect{X: pl.row.X, Y: pl.row.Y, W: pl.row.W, H: pl.row.H + pl.noteH}
		t.lay.rowHead[p] = pl.head
		t.placeArk(p, pl, vacant[p], jail[p])
	}
	if a.note.W > 0 && int(t.Viewer) < len(plans) {
		pl := plans[t.Viewer]
		a.note.Y = pl.row.Y + pl.row.H
		a.note.X = pl.cards.X
		a.note.W = pl.row.X + pl.row.W - pl.cards.X - 4
	}
}

// fitArks fits every plan, the other seats' Arks at one scale (full size
// at least for those that fit at full size), and returns the least.
func (t *Table) fitArks(plans []arkPlan, base float64) float64 {
	var peers [][]int
	for p := range plans {
		if p != int(t.Viewer) {
			peers = append(peers, plans[p].cols...)
		}
	}
	shared := arkMostScale
	for p := range plans {
		plans[p].most = t.arkMost(p)
		if p != int(t.Viewer) {
			plans[p].peers = peers
		}
		plans[p].scale = 0
		t.fitArk(&plans[p], base)
		if p != int(t.Viewer) {
			shared = min(shared, plans[p].scale)
		}
	}
	for p := range plans {
		// An Ark whose cards fit at full size keeps them so while
		// another's must shrink: those at full size still match.
		if pl := &plans[p]; p != int(t.Viewer) && pl.scale != max(shared, min(pl.scale, 1)) {
			pl.scale = max(shared, min(pl.scale, 1))
			t.fitArk(pl, base)
		}
	}
	return shared
}

// arkMostScale is the most an Ark card's text grows over the small
// texts' size where its row has room; arkLeastScale the least it shrinks
// to where it has not (its name is cut then, the hover says it whole).
const arkMostScale, arkLeastScale = 1.4, 0.6

// arkMostOwn is arkMostScale for the viewer's Ark, whose row has the
// width and height to show its cards large.
const arkMostOwn = 2.0

// arkMost is the most seat p's Ark cards grow.
func (t *Table) arkMost(p int) float64 {
	if p == int(t.Viewer) {
		return arkMostOwn
	}
	return arkMostScale
}

// arkPlan is how one Ark is laid out: its row and head, its columns of
// cards (a Unit and its Crews, or one Vacant Crew or prisoner; nil for the
// new Unit's place), and the size its cards are drawn at.
type arkPlan struct {
	row, head, cards scenes.Rect
	units            []int
	cols             [][]int // stacked or flat, whichever fitArk chose
	stacked          [][]int // each Unit over its Crews
	flat             [][]int // each card a column of its own, a Unit's Crews after it
	scale            float64 // of the small texts' size, for the names
	most             float64 // the most scale may grow to
	headTop          bool    // the head stands over the cards, not left of them
	headW            float64 // the head's width left of the cards
	noteH            float64 // the height of the line under the row, if any
	peers            [][]int // the columns of the Arks whose cards are as wide as its
	w                float64 // a card's width
}

// arkGap is the room between the cards of an Ark.
const arkGap = 3.0

// fitArk chooses where pl's head stands and the largest card size, up to
// pl.scale when it is set, at which its columns fit its row: each Unit
// over its Crews, or, in a row too low for that at full size, each card
// beside the last, a Unit's Crews after it.
func (t *Table) fitArk(pl *arkPlan, base float64) {
	most := pl.most
	if pl.scale > 0 {
		most = pl.scale
	}
	pl.cols = pl.stacked
	t.fitCols(pl, base, most)
	if pl.scale < 1 && len(pl.flat) > len(pl.stacked) {
		flat := *pl
		flat.cols = pl.flat
		t.fitCols(&flat, base, most)
		if flat.scale > pl.scale+0.01 {
			*pl = flat
		}
	}
}

// fitCols is fitArk for the columns pl holds.
func (t *Table) fitCols(pl *arkPlan, base, most float64) {
	headW := pl.headW
	headH := 10 + (sizeHead+sizeSmall*1.1)*t.lay.k
	if pl.row.W >= 280*t.lay.k {
		headH = 14 + sizeHead*t.lay.k // the name, the Resources and the Prestige on one line
	}
	// A lit card's light (the kit's glow, 9 units round it) keeps off
	// the head's words.
	left := scenes.Rect{X: pl.row.X + headW + 10, Y: pl.row.Y + 2, W: pl.row.W - headW - 12, H: pl.row.H - 4}
	top := scenes.Rect{X: pl.row.X + 8, Y: pl.row.Y + headH + 8, W: pl.row.W - 10, H: pl.row.H - headH - 10}
	sl, sh := t.arkScale(pl, left, base, most), t.arkScale(pl, top, base, most)
	pl.headTop = sh > sl+0.01 || (sh > sl-0.01 && pl.row.H > pl.row.W) // a tall row has room over its cards
	pl.cards, pl.scale = left, sl
	if pl.headTop {
		pl.cards, pl.scale = top, sh
		pl.head = scenes.Rect{X: pl.row.X, Y: pl.row.Y, W: min(pl.row.W, max(headW, 220*t.lay.k)), H: headH - 2}
	} else {
		pl.head = scenes.Rect{X: pl.row.X, Y: pl.row.Y, W: headW, H: pl.row.H}
	}
	pl.w = t.arkCardW(pl, base*pl.scale)
}

// arkScale returns the largest scale, from most down, at which pl's
// columns fit in area.
func (t *Table) arkScale(pl *arkPlan, area scenes.Rect, base, most float64) float64 {
	s := most
	for ; s > arkLeastScale; s -= 0.05 {
		ts := base * s
		w := t.arkCardW(pl, ts)
		if _, fits := flowArk(pl.cols, area, w, func(id int) float64 { return t.arkCardH(id, ts, w) }, 3.45*ts+8); fits {
			return s
		}
	}
	return arkLeastScale
}

// arkCardW returns the width of an Ark card whose texts are ts high:
// wide enough that every name of the plan's Ark stands on two lines at
// most, the first clear of the Use badge, and so are its peers'.
func (t *Table) arkCardW(pl *arkPlan, ts float64) float64 {
	w := ts * 6
	for _, col := range slices.Concat(pl.cols, pl.peers) {
		for _, id := range col {
			w = max(w, t.nameWidth(rs.CardOf(id).Name, ts)+13) // a Crew is 3 narrower
		}
	}
	return min(w, ts*12)
}

// arkCardH returns the height of card id in an Ark, w wide, its texts ts
// high: its name on one line or two over its cost.
func (t *Table) arkCardH(id int, ts, w float64) float64 {
	if t.measure(rs.CardOf(id).Name, ts)+13+badgeRoom(ts) <= w {
		return 2.3*ts + 8
	}
	return 3.45*ts + 8
}

// badgeRoom is the room a name leaves for the Use badge beside it.
func badgeRoom(ts float64) float64 { return max(ts+4, 20) }

// measure is the width of s in bold at ts.
func (t *Table) measure(s string, ts float64) float64 {
	if t.app == nil {
		return float64(len(s)) * ts * 0.6
	}
	w, _ := t.app.Text.Measure(s, ts, true)
	return w
}

// nameWidth is the width a name needs at ts on two lines at most, the
// first leaving room for a Use badge.
func (t *Table) nameWidth(name string, ts float64) float64 {
	best := t.measure(name, ts) + badgeRoom(ts)
	for i := 0; i < len(name); i++ {
		if name[i] == ' ' {
			best = min(best, max(t.measure(name[:i], ts)+badgeRoom(ts), t.measure(name[i+1:], ts)))
		}
	}
	return best
}

// flowArk lays cols left to right in area, w wide, each card as tall as
// h says (the new Unit's place, a nil column, newH), a column wrapping to
// a new band under the last where the band is full; it returns each
// column's top left corner and whether all fit.
func flowArk(cols [][]int, area scenes.Rect, w float64, h func(id int) float64, newH float64) ([][2]float64, bool) {
	at := make([][2]float64, len(cols))
	x, y, bandH := area.X, area.Y, 0.0
	fits := true
	for i, col := range cols {
		ch := newH
		if col != nil {
			ch = 0
			for _, id := range col {
				ch += h(id)
			}
		}
		if x > area.X && x+w > area.X+area.W+0.01 {
			x, y, bandH = area.X, y+bandH+arkGap, 0
		}
		if x+w > area.X+area.W+0.01 || y+ch > area.Y+area.H+0.01 {
			fits = false
		}
		at[i] = [2]float64{x, y}
		bandH = max(bandH, ch)
		x += w + arkGap
	}
	return at, fits
}

// placeArk puts the boxes of seat p's Ark where pl says.
func (t *Table) placeArk(p int, pl *arkPlan, vacant, jail []int) {
	a := &t.ark
	for len(a.newUnit) <= p {
		a.newUnit = append(a.newUnit, scenes.Rect{})
	}
	ts := sizeSmall * t.lay.k * pl.scale
	h := func(id int) float64 { return t.arkCardH(id, ts, pl.w) }
	at, _ := flowArk(pl.cols, pl.cards, pl.w, h, 3.45*ts+8)
	for i, col := range pl.cols {
		x, y := at[i][0], at[i][1]
		if col == nil {
			a.newUnit[p] = scenes.Rect{X: x + newUnitGap/2, Y: y + newUnitGap/2, W: pl.w - newUnitGap, H: 3.45*ts + 8 - newUnitGap}
			continue
		}
		for j, id := range col {
			r := scenes.Rect{X: x, Y: y, W: pl.w, H: h(id) - 1}
			y += h(id)
			if j > 0 {
				r.X += 3 // a Crew sits under its Unit
				r.W -= 3
			}
			b := t.addBox(id, p, r)
			b.ts = ts
			b.unit = j == 0 && slices.Contains(pl.units, id)
			if slices.Contains(vacant, id) {
				b.state = "vacant"
			} else if slices.Contains(jail, id) {
				b.state = "jail"
			}
		}
	}
}

// addBox puts card id of seat at r, with its badges.
func (t *Table) addBox(id, seat int, r scenes.Rect) *box {
	d := rs.CardOf(id)
	b := &box{id: id, seat: seat, r: r}
	s := min(r.H*0.42, 16)
	if t.Viewer != rules.NoSeat && seat == int(t.Viewer) {
		s = min(max(s, 14), r.H*0.6, r.W*0.3, 18) // the viewer taps them
	}
	b.use = scenes.Rect{X: r.X + r.W - s - 1, Y: r.Y + 1, W: s, H: s}
	b.hasUse = d.Trigger != rs.NoTechnical && d.Trigger != rs.OnIntegration
	b.token[0] = scenes.Rect{X: r.X + 1, Y: r.Y + r.H - s - 1, W: s, H: s}
	b.token[1] = scenes.Rect{X: r.X + 2 + s, Y: r.Y + r.H - s - 1, W: s, H: s}
	b.safe[0] = scenes.Rect{X: r.X + r.W - 2*s - 2, Y: r.Y + r.H - s - 1, W: s, H: s}
	b.safe[1] = scenes.Rect{X: r.X + r.W - s - 1, Y: r.Y + r.H - s - 1, W: s, H: s}
	t.ark.boxes[int16(id)] = b
	t.ark.order = append(t.ark.order, b)
	return b
}
