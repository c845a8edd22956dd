package desolated

import (
	dr "starboard/rules/desolated"
	"starboard/scenes"
)

// Cards are 5:7. The hand's cards are handW by handH in the hand's own
// units; the layout scales the whole hand (layout.handScale).
const (
	cardRatio    = 1.4
	handW, handH = 100.0, 140.0
	gap          = 8.0
	margin       = 12.0
	seatH        = 50.0
	buttonH      = 46.0
	promptH      = 96.0
	controlH     = 52.0
)

// layout is where everything goes on a canvas of W by H: the board's
// things inside the board's area, and the panel (the prompt, the move
// buttons, the seats, the log, Undo and Menu) on the right, or at the
// bottom of a tall screen, as the table kit lays it out.
type layout struct {
	w, h     float64
	portrait bool
	area     scenes.Rect // the board's area
	panel    scenes.Rect

	// Card sizes: the rows, the piles beside them, the inventory's
	// Material cards before they shrink, and its Influence cards and
	// Landmarks.
	rowW, rowH   float64
	pileW, pileH float64
	invW, invH   float64
	miniW, miniH float64

	lmPile  scenes.Rect
	lmRow   [dr.LandmarkRow]scenes.Rect
	infPile scenes.Rect
	infRow  [dr.InfluenceRow]scenes.Rect
	matPile scenes.Rect
	matRow  [dr.MaterialRow]scenes.Rect
	matDisc scenes.Rect
	stage   scenes.Rect // revealed cards and material choices, beside the Material row
	inv     scenes.Rect // the inventory shown
	pay     scenes.Rect // what a payment still needs, beside the hand

	handX, handY float64 // the bottom centre of the hand
	handWidth    float64 // the room of the fan, in the canvas's units
	handScale    float64 // hand units to canvas units

	prompt  scenes.Rect // the round and the question
	buttons scenes.Rect // the buttons of moves with no place on the board
	seats   [dr.MaxSeats]scenes.Rect
	log     scenes.Rect
	undo    scenes.Rect
	menu    scenes.Rect
}

// fit lays out a canvas of w by h for the seats, the panel as the table
// kit lays it out and the board in the rest (update), and reports whether
// anything moved.
func (l *layout) fit(w, h float64, seats int) bool {
	if l.w == w && l.h == h {
		return false
	}
	l.w, l.h = w, h
	n := float64(max(1, seats))
	l.portrait = h > w*1.15
	if l.portrait {
		ph := max(420, h*0.26)
		l.panel = scenes.Rect{X: margin, Y: h - ph, W: w - 2*margin, H: ph - margin}
		l.update(scenes.Rect{X: margin, Y: margin, W: w - 2*margin, H: h - ph - 2*margin})
		p := l.panel
		col := (p.W - margin) / 2
		left := scenes.Rect{X: p.X, Y: p.Y, W: col, H: p.H}
		right := scenes.Rect{X: p.X + col + margin, Y: p.Y, W: col, H: p.H}
		l.prompt = scenes.Rect{X: left.X, Y: left.Y, W: left.W, H: promptH}
		l.undo = scenes.Rect{X: left.X, Y: left.Y + left.H - controlH, W: (left.W - 8) / 2, H: controlH}
		l.menu = scenes.Rect{X: l.undo.X + l.undo.W + 8, Y: l.undo.Y, W: l.undo.W, H: controlH}
		l.buttons = scenes.Rect{X: left.X, Y: l.prompt.Y + l.prompt.H + 8, W: left.W, H: l.undo.Y - l.prompt.Y - l.prompt.H - 16}
		sh := min(seatH, right.H*0.5/n-4)
		for i := range l.seats {
			l.seats[i] = scenes.Rect{X: right.X, Y: right.Y + float64(i)*(sh+4), W: right.W, H: sh}
		}
		ly := right.Y + n*(sh+4) + 4
		l.log = scenes.Rect{X: right.X, Y: ly, W: right.W, H: right.Y + right.H - ly}
		return true
	}
	pw := min(380, max(270, w*0.24))
	l.panel = scenes.Rect{X: w - pw - margin, Y: margin, W: pw, H: h - 2*margin}
	l.update(scenes.Rect{X: margin, Y: margin, W: w - pw - 3*margin, H: h - 2*margin})
	p := l.panel
	l.prompt = scenes.Rect{X: p.X, Y: p.Y, W: p.W, H: promptH}
	l.buttons = scenes.Rect{X: p.X, Y: p.Y + promptH + 6, W: p.W, H: 3 * (buttonH + 6)}
	sy := l.buttons.Y + l.buttons.H + 4
	sh := min(seatH, h*0.42/n-4)
	for i := range l.seats {
		l.seats[i] = scenes.Rect{X: p.X, Y: sy + float64(i)*(sh+4), W: p.W, H: sh}
	}
	l.undo = scenes.Rect{X: p.X, Y: p.Y + p.H - controlH, W: (p.W - 8) / 2, H: controlH}
	l.menu = scenes.Rect{X: l.undo.X + l.undo.W + 8, Y: l.undo.Y, W: l.undo.W, H: controlH}
	ly := sy + n*(sh+4) + 4
	l.log = scenes.Rect{X: p.X, Y: ly, W: p.W, H: l.undo.Y - ly - 8}
	return true
}

// placeButtons puts the move buttons in their area, the last at the top.
func (l *layout) placeButtons(bs []choice) {
	r := l.buttons
	cols := 1
	if float64(len(bs))*(buttonH+6) > r.H+6 {
		cols = 2
	}
	bw := (r.W - float64(cols-1)*6) / float64(cols)
	for i, b := range bs {
		b.b.Rect = scenes.Rect{X: r.X + float64(i%cols)*(bw+6), Y: r.Y + float64(i/cols)*(buttonH+6), W: bw, H: buttonH}
	}
}

// update lays the board's things out in area a: the Landmark and Influence
// rows on top, the Material row under them with the stage beside it, the
// inventory, and the hand at the bottom with the payment beside it. Cards
// take the width the rows allow, as far as the height lets them.
func (l *layout) update(a scenes.Rect) {
	l.area = a
	// Two ways to lay the rows: the Landmark and Influence rows side by
	// side over the Material row (seven cards and two piles wide), or each
	// row on its own line (a Material row of five cards and two piles).
	// The one with the larger cards wins. In height, each row takes a card
	// and its names over it, the inventory a card, its header and its
	// tokens, and the hand shows most of a card: for cards c wide, rows
	// rows take rows*1.4c + 24*rows + 8 and the rest 2.54c + 80.
	const pileShare = 0.6
	fit := func(rows float64) float64 {
		return (a.H - 24*rows - 8 - 80) / (rows*cardRatio + cardRatio + 0.8*cardRatio*1.02)
	}
	twoW := min((a.W-10*gap)/(7+2*pileShare), fit(2))
	threeW := min((a.W-8*gap)/(5+2*pileShare), fit(3))
	three := threeW > twoW*1.08
	c := min(twoW, 200)
	if three {
		c = min(threeW, 200)
	}
	l.rowW, l.rowH = c, c*cardRatio
	l.pileW, l.pileH = c*pileShare, c*cardRatio*pileShare
	l.invW, l.invH = c, c*cardRatio
	l.miniW, l.miniH = c*0.7, c*0.7*cardRatio
	l.handScale = c * 1.02 / handW

	x, y := a.X, a.Y+16 // room for the piles' names
	pileAt := func(x, y float64) scenes.Rect {
		return scenes.Rect{X: x, Y: y + l.rowH - l.pileH, W: l.pileW, H: l.pileH}
	}
	l.lmPile = pileAt(x, y)
	x += l.pileW + gap
	for i := range l.lmRow {
		l.lmRow[i] = scenes.Rect{X: x, Y: y, W: l.rowW, H: l.rowH}
		x += l.rowW + gap
	}
	if three {
		l.stage = scenes.Rect{X: x + gap, Y: y, W: a.X + a.W - x - gap, H: l.rowH}
		x, y = a.X, y+l.rowH+gap+16
	} else {
		x += 2 * gap
	}
	l.infPile = pileAt(x, y)
	x += l.pileW + gap
	for i := range l.infRow {
		l.infRow[i] = scenes.Rect{X: x, Y: y, W: l.rowW, H: l.rowH}
		x += l.rowW + gap
	}
	y += l.rowH + gap + 16 // room for the tokens on the Influence row
	x = a.X
	l.matPile = pileAt(x, y)
	x += l.pileW + gap
	for i := range l.matRow {
		l.matRow[i] = scenes.Rect{X: x, Y: y, W: l.rowW, H: l.rowH}
		x += l.rowW + gap
	}
	l.matDisc = pileAt(x, y)
	x += l.pileW + 2*gap
	if !three {
		l.stage = scenes.Rect{X: x, Y: y, W: a.X + a.W - x, H: l.rowH}
	}
	y += l.rowH + gap

	// The hand at the bottom shows most of its cards; the payment sits to
	// its right.
	handShown := handH * l.handScale * 0.8
	payW := min(a.W*0.36, 320)
	l.handWidth = a.W - payW - gap
	l.handX = a.X + l.handWidth/2
	l.handY = a.Y + a.H + handH*l.handScale*0.2
	l.pay = scenes.Rect{X: a.X + l.handWidth + gap, Y: a.Y + a.H - handShown, W: payW, H: handShown}
	l.inv = scenes.Rect{X: a.X, Y: y, W: a.W, H: a.Y + a.H - handShown - gap - y}
}
