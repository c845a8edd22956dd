package revive

import "starboard/scenes"

// zoomKind is what a long press shows large.
type zoomKind uint8

const (
	zoomCard zoomKind = iota
	zoomModule
	zoomToken
)

// Zoom returns the large view of the card, module or machine token at x,
// y, or nil.
func (t *Table) Zoom(x, y float64) *scenes.CardView {
	kind, id, r, ok := t.zoomAt(x, y)
	if !ok {
		return nil
	}
	w, h := 200.0, 260.0
	if kind != zoomCard {
		w, h = 160, 160
	}
	cv := scenes.NewCardView(id, w, h, func(c *scenes.Canvas, w, h float64, _ bool) {
		full := scenes.Rect{W: w, H: h}
		switch kind {
		case zoomCard:
			t.drawCard(c, id, full, -1)
		case zoomModule:
			t.drawModule(c, id, full)
		case zoomToken:
			t.drawToken(c, id, full)
		}
	})
	cv.Node.X, cv.Node.Y = r.X+r.W/2, r.Y+r.H/2
	return cv
}

// zoomAt finds the card, module or token shown at x, y.
func (t *Table) zoomAt(x, y float64) (zoomKind, int, scenes.Rect, bool) {
	if t.view == nil {
		return 0, 0, scenes.Rect{}, false
	}
	l := &t.lay
	b := &l.big
	bd := &t.boards[t.focus]
	if t.turning < 0 {
		for i, id := range t.citizen {
			if id >= 0 && l.cards[i].Contains(x, y) {
				return zoomCard, id, l.cards[i], true
			}
		}
		for i, id := range t.modules {
			if id >= 0 && l.mods[i].Contains(x, y) {
				return zoomModule, id, l.mods[i], true
			}
		}
		for c := range t.tokens {
			for i, id := range t.tokens[c] {
				if id >= 0 && l.tokens[c][i].Contains(x, y) {
					return zoomToken, id, l.tokens[c][i], true
				}
			}
		}
	}
	for i, id := range bd.Active {
		if r := b.activeCell(i, len(bd.Active)); r.Contains(x, y) {
			return zoomCard, id, r, true
		}
	}
	for sl, cards := range bd.Slots {
		if len(cards) > 0 && b.slots[sl].Contains(x, y) {
			return zoomCard, cards[len(cards)-1], b.slots[sl], true
		}
		for s, r := range b.modSpaces[sl] {
			if id := bd.Modules[sl][s]; id >= 0 && r.Contains(x, y) {
				return zoomModule, id, r, true
			}
		}
	}
	for r := range b.machines {
		if id := bd.Tokens[r]; id >= 0 && b.machines[r].Contains(x, y) {
			return zoomToken, id, b.machines[r], true
		}
	}
	return 0, 0, scenes.Rect{}, false
}
