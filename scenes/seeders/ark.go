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
	for p := 0; p < n; p++ {
		row := t.lay.rows[p]
		head := t.lay.rowHead[p]
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
		for _, u := range units {
			ub := t.addBox(u, p, scenes.Rect{X: x, Y: row.Y, W: cw, H: uh})
			ub.unit = true
			for i, c := range crews[u] {
				t.addBox(c, p, scenes.Rect{X: x + 3, Y: row.Y + uh + 1 + float64(i)*crewH, W: cw - 3, H: crewH - 1})
			}
			x += cw + 3
		}
		a.newUnit = append(a.newUnit, scenes.Rect{X: x, Y: row.Y, W: cw * 0.8, H: row.H})
		x += cw*0.8 + 3
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
