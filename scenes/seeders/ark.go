package seeders

import (
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
// Crews under it, then the Vacant Crews and the prisoners, then the place
// of a new Unit.
func (t *Table) layArks() {
	a := &t.ark
	if a.boxes == nil {
		a.boxes = map[int16]*box{}
	}
	clear(a.boxes)
	a.order = a.order[:0]
	a.newUnit = a.newUnit[:0]
	if t.view == nil {
		return
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
	a.note = scenes.Rect{}
	for p := 0; p < n; p++ {
		row := t.lay.rows[p]
		head := t.lay.rowHead[p]
		if t.passNote() != "" && p == int(t.Viewer) {
			// A line at the foot of the row says why Integration cannot
			// end yet.
			// Two lines where one would not hold it (a glyph is about half
			// as wide as it is tall).
			nw := row.X + row.W - head.X - head.W - 8
			lines := 1.0
			if float64(len(t.passNote()))*sizeSmall*t.lay.k*0.5 > nw {
				lines = 2
			}
			nh := lines*(sizeSmall*t.lay.k*1.3) + 4
			a.note = scenes.Rect{X: head.X + head.W + 4, Y: row.Y + row.H - nh, W: nw, H: nh}
			row.H -= nh
		}
		var units []int
		crews := map[int][]int{}
		for _, id := range v.Ark(rules.Seat(p)) {
			if rs.CardOf(id).Unit {
				units = append(units, id)
			} else if h := v.Card(id).Host; h >= 0 {
				crews[h] = append(crews[h], id)
			}
		}
		extra := len(vacant[p]) + len(jail[p])
		cols := float64(len(units)) + 0.8 + float64(extra)*0.7
		x0 := head.X + head.W + 4
		cw := min(row.H*1.4, 120, (row.X+row.W-x0)/max(1, cols)-3)
		x := x0
		uh := row.H * 0.42
		crewH := (row.H - uh - 2) / 2
		if t.Viewer != rules.NoSeat && p == int(t.Viewer) {
			// The viewer's own cards read at 12 pixels: the boxes are as
			// wide as the row lets them be, each Crew keeps room for its
			// name, and the Units take the rest of the height.
			least := sizeSmall*t.lay.k + 6
			cw = max(cw, min(120*max(1, t.lay.k), (row.X+row.W-x0)/max(1, cols)-3))
			most := 0
			for _, u := range units {
				most = max(most, len(crews[u]))
			}
			crewH = max(crewH, least)
			uh = max(least, min(max(uh, row.H*0.6), row.H-2-float64(max(most, 1))*crewH))
			if most == 0 {
				uh = max(least, min(row.H, least*3.2))
			}
		}
		for _, u := range units {
			ub := t.addBox(u, p, scenes.Rect{X: x, Y: row.Y, W: cw, H: uh})
			ub.unit = true
			for i, c := range crews[u] {
				t.addBox(c, p, scenes.Rect{X: x + 3, Y: row.Y + uh + 1 + float64(i)*crewH, W: cw - 3, H: crewH - 1})
			}
			x += cw + 3
		}
		// The new Unit's place is wide enough to aim at and to read.
		rem := row.X + row.W - x - float64(extra)*(cw*0.7+3) - 3
		nw := max(cw*0.8, min(100, rem))
		// It stands clear of the row's head and of the line under the
		// row, so that its light, drawn around it, covers neither.
		a.newUnit = append(a.newUnit, scenes.Rect{X: x + newUnitGap, Y: row.Y + newUnitGap*0.75, W: nw - newUnitGap, H: row.H - newUnitGap*1.75})
		x += nw + 3
		for _, id := range vacant[p] {
			b := t.addBox(id, p, scenes.Rect{X: x, Y: row.Y + row.H*0.3, W: cw * 0.7, H: crewH})
			b.state = "vacant"
			x += cw*0.7 + 3
		}
		for _, id := range jail[p] {
			b := t.addBox(id, p, scenes.Rect{X: x, Y: row.Y + row.H*0.3, W: cw * 0.7, H: crewH})
			b.state = "jail"
			x += cw*0.7 + 3
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
