package desolated

import (
	dr "starboard/rules/desolated"
	"starboard/scenes"
)

// Card sizes in logical units: the rows, the inventory and the small cards
// of Influence and Landmarks owned.
const (
	rowW, rowH   = 92.0, 128.0
	invW, invH   = 76.0, 106.0
	miniW, miniH = 64.0, 90.0
	handW, handH = 96.0, 134.0
	gap          = 8.0
)

// layout is where everything goes in the board's area.
type layout struct {
	main      scenes.Rect // the board's area
	lmPile    scenes.Rect
	lmRow     [dr.LandmarkRow]scenes.Rect
	infPile   scenes.Rect
	infRow    [dr.InfluenceRow]scenes.Rect
	matPile   scenes.Rect
	matRow    [dr.MaterialRow]scenes.Rect
	matDisc   scenes.Rect
	stage     scenes.Rect // the prompt, the running balance and the buttons
	inv       scenes.Rect // the inventory shown
	handX     float64     // the bottom centre of the hand
	handY     float64
	handWidth float64
}

func (l *layout) update(area scenes.Rect) {
	l.main = area
	h := area.Y + area.H + 12
	x, y := l.main.X, l.main.Y
	l.lmPile = scenes.Rect{X: x, Y: y, W: rowW, H: rowH}
	for i := range l.lmRow {
		l.lmRow[i] = scenes.Rect{X: x + float64(i+1)*(rowW+gap), Y: y, W: rowW, H: rowH}
	}
	ix := l.lmRow[dr.LandmarkRow-1].X + rowW + 3*gap
	l.infPile = scenes.Rect{X: ix, Y: y, W: rowW, H: rowH}
	for i := range l.infRow {
		l.infRow[i] = scenes.Rect{X: ix + float64(i+1)*(rowW+gap), Y: y, W: rowW, H: rowH}
	}
	y += rowH + 26
	l.matPile = scenes.Rect{X: x, Y: y, W: rowW, H: rowH}
	for i := range l.matRow {
		l.matRow[i] = scenes.Rect{X: x + float64(i+1)*(rowW+gap), Y: y, W: rowW, H: rowH}
	}
	l.matDisc = scenes.Rect{X: x + 6*(rowW+gap), Y: y, W: rowW, H: rowH}
	sx := l.matDisc.X + rowW + 2*gap
	l.stage = scenes.Rect{X: sx, Y: y - 8, W: l.main.X + l.main.W - sx, H: rowH + 16}
	y += rowH + 14
	bottom := h - handH*0.62
	l.inv = scenes.Rect{X: x, Y: y, W: l.main.W, H: bottom - y}
	l.handWidth = l.main.W
	l.handX, l.handY = l.main.X+l.handWidth/2, h+handH*0.3
}
