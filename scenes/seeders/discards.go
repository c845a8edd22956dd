package seeders

import (
	"starboard/scenes"
)

// pileZoom returns the large view of the whole Discard Pile, the latest
// card first, each card as large as the pile allows: what a long press
// on the pile shows.
func (t *Table) pileZoom() *scenes.CardView {
	n := t.view.DiscardCount()
	const w, h = 1000.0, 640.0
	cv := scenes.NewCardView(-2, w, h, func(c *scenes.Canvas, w, h float64, _ bool) {
		area := scenes.Rect{W: w, H: h}
		c.RoundRect(area, 16, colSheet)
		c.RoundRectStroke(area, 16, 1.5, colBorder)
		c.Bold(t.texts.Cat("Discard Pile: ", scenes.Itoa(n), " cards, the latest first"), w/2, 14, 26, scenes.ColText, scenes.Center)
		grid := scenes.Rect{X: 20, Y: 54, W: w - 40, H: h - 70}
		rects, full := discardGrid(grid, n)
		for i, r := range rects {
			t.drawCard(c, t.view.Discard(n-1-i), r, full)
		}
	})
	cv.Node.X, cv.Node.Y = t.lay.discards.Center()
	return cv
}

// colSheet is the ground of the panels drawn over the table (the player
// aid, the Discard Pile's sheet, the Prestige table): the kit's opaque
// panel colour, so that nothing of the table shows through their texts.
var colSheet = scenes.ColPanelHi

// discardGrid places n cards in rows inside area: whole faces from 140
// units wide down to 100 when they fit, or else tiles of the name, cost
// and points, as large as fit (full reports which).
func discardGrid(area scenes.Rect, n int) (rects []scenes.Rect, full bool) {
	if r, ok := fitGrid(area, n, 1.4, 140, 100); ok {
		return r, true
	}
	r, _ := fitGrid(area, n, 0.55, 170, 24)
	return r, false
}

// fitGrid places n cards of the given height/width ratio in rows inside
// area, at the largest width from widest down to narrowest that fits
// (the narrowest when none does), and reports whether one fitted.
func fitGrid(area scenes.Rect, n int, ratio, widest, narrowest float64) ([]scenes.Rect, bool) {
	const gap = 8.0
	w, cols, fits := widest, 1, false
	for ; w >= narrowest; w -= 2 {
		cols = max(1, int((area.W+gap)/(w+gap)))
		rows := (n + cols - 1) / cols
		if float64(rows)*(w*ratio+gap)-gap <= area.H {
			fits = true
			break
		}
	}
	w = max(w, narrowest)
	out := make([]scenes.Rect, n)
	for i := range out {
		col, row := i%cols, i/cols
		out[i] = scenes.Rect{X: area.X + float64(col)*(w+gap), Y: area.Y + float64(row)*(w*ratio+gap), W: w, H: w * ratio}
	}
	return out, fits
}
