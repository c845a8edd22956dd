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
	panelW       = 300.0
)

// layout is where everything goes on a canvas of W by H.
type layout struct {
	w, h      float64
	main      scenes.Rect // everything but the side panel
	panel     scenes.Rect
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
	seats     [dr.MaxSeats]scenes.Rect
	log       scenes.Rect
	undo      scenes.Rect
	menu      scenes.Rect
}

func (l *layout) update(w, h float64, seats int) {
	if l.w == w && l.h == h {
		return
	}
	l.w, l.h = w, h
	l.panel = scenes.Rect{X: w - panelW - 12, Y: 12, W: panelW, H: h - 24}
	l.main = scenes.Rect{X: 12, Y: 10, W: w - panelW - 36, H: h - 20}
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
	l.handWidth = l.main.W - 240
	l.handX, l.handY = l.main.X+l.handWidth/2, h+handH*0.3

	p := l.panel
	sy := p.Y + 44
	for i := range l.seats {
		l.seats[i] = scenes.Rect{X: p.X + 8, Y: sy + float64(i)*62, W: p.W - 16, H: 58}
	}
	l.undo = scenes.Rect{X: p.X + 8, Y: p.Y + p.H - 64, W: (p.W - 24) / 2, H: 56}
	l.menu = scenes.Rect{X: l.undo.X + l.undo.W + 8, Y: l.undo.Y, W: l.undo.W, H: 56}
	ly := sy + float64(seats)*62 + 4
	l.log = scenes.Rect{X: p.X + 8, Y: ly, W: p.W - 16, H: l.undo.Y - ly - 8}
}
