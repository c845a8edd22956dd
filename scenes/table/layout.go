package table

import "starboard/scenes"

// layout is where the kit's things go on a canvas of w by h: the board's
// area, and a panel (on the right, or at the bottom of a tall screen) with
// the prompt and the move buttons, the seats, the log, Undo and Menu.
type layout struct {
	w, h     float64
	k        float64 // how much the panel's texts and rows grow on a small screen (App.Enlarge)
	portrait bool
	board    scenes.Rect
	panel    scenes.Rect
	prompt   scenes.Rect // the turn and the question
	buttons  scenes.Rect // where the move buttons go
	seats    []scenes.Rect
	log      scenes.Rect
	undo     scenes.Rect
	menu     scenes.Rect
	sheet    bool        // the board has a sheet: a row for its button
	rows     int         // rows of move buttons, in landscape
	snug     bool        // a tall screen's panel only as high as its rows need (Snug)
	sheetBtn scenes.Rect // over Undo and Menu
}

const (
	seatH    = 50.0
	buttonH  = 46.0
	promptH  = 96.0
	controlH = 52.0
	margin   = 12.0
	// logRoom is the height of a log that shows a move's two lines under
	// its heading (logView.layLines).
	logRoom = 14 + 20 + 10 + logLead + 2*(logLead-3)
	// tallSeats is how much higher than seatH a tall screen's seats are
	// when its panel has no move buttons; their texts grow with them.
	tallSeats = 1.5
)

// update lays out a canvas of w by h for n seats, with the panel's texts
// and rows k times their size; it reports whether anything moved.
func (l *layout) update(w, h float64, n int, k float64) bool {
	if l.w == w && l.h == h && len(l.seats) == n && l.k == k {
		return false
	}
	l.w, l.h, l.k = w, h, k
	seatH, promptH, controlH, buttonH := seatH*k, promptH*k, controlH*k, buttonH*k
	l.seats = make([]scenes.Rect, n)
	l.portrait = h > w*1.15
	if l.portrait {
		ph := max(360*k, h*0.3)
		if l.rows == 0 {
			// Without move buttons the panel needs only the prompt, the
			// seats and the controls: the board takes the rest, the seats
			// tallSeats high (the twenty-sixth review read their lines
			// about 11 px under a board with room to spare).
			ph = max(360*k, promptH+8+float64(n)*(seatH*l.tallSeats()+4)+16+2*(controlH+8)+margin)
		} else if l.snug {
			// As high as the prompt, the rows of buttons and the controls
			// need, and the seats with a few lines of the log: the board
			// takes the rest.
			left := promptH + 8 + float64(l.rows)*(buttonH+6) + 16 + 2*(controlH+8) + margin
			right := float64(n)*(seatH+4) + 160*k + margin
			ph = max(360*k, min(ph, max(left, right)))
		}
		l.board = scenes.Rect{X: margin, Y: margin, W: w - 2*margin, H: h - ph - 2*margin}
		l.panel = scenes.Rect{X: margin, Y: h - ph, W: w - 2*margin, H: ph - margin}
		col := (l.panel.W - margin) / 2
		left := scenes.Rect{X: l.panel.X, Y: l.panel.Y, W: col, H: l.panel.H}
		right := scenes.Rect{X: l.panel.X + col + margin, Y: l.panel.Y, W: col, H: l.panel.H}
		l.prompt = scenes.Rect{X: left.X, Y: left.Y, W: left.W, H: promptH}
		l.undo = scenes.Rect{X: left.X, Y: left.Y + left.H - controlH, W: (left.W - 8) / 2, H: controlH}
		l.menu = scenes.Rect{X: l.undo.X + l.undo.W + 8, Y: l.undo.Y, W: l.undo.W, H: controlH}
		above := l.undo.Y
		if l.sheet {
			l.sheetBtn = scenes.Rect{X: left.X, Y: l.undo.Y - controlH - 8, W: left.W, H: controlH}
			above = l.sheetBtn.Y
		}
		l.buttons = scenes.Rect{X: left.X, Y: l.prompt.Y + l.prompt.H + 8, W: left.W, H: above - l.prompt.Y - l.prompt.H - 16}
		if l.rows == 0 {
			// No move buttons: the seats go under the prompt, and the log
			// has the right column to itself.
			l.buttons.H = 0
			sh := min(seatH*l.tallSeats(), (above-l.prompt.Y-l.prompt.H-16)/float64(max(1, n))-4)
			for i := range l.seats {
				l.seats[i] = scenes.Rect{X: left.X, Y: l.prompt.Y + l.prompt.H + 8 + float64(i)*(sh+4), W: left.W, H: sh}
			}
			l.log = right
			return true
		}
		sh := min(seatH, (right.H*0.5)/float64(max(1, n)))
		for i := range l.seats {
			l.seats[i] = scenes.Rect{X: right.X, Y: right.Y + float64(i)*(sh+4), W: right.W, H: sh}
		}
		ly := right.Y + float64(n)*(sh+4) + 4
		l.log = scenes.Rect{X: right.X, Y: ly, W: right.W, H: right.Y + right.H - ly}
		return true
	}
	pw := min(380*k, max(270*k, w*0.24), w*0.4)
	l.panel = scenes.Rect{X: w - pw - margin, Y: margin, W: pw, H: h - 2*margin}
	l.board = scenes.Rect{X: margin, Y: margin, W: w - pw - 3*margin, H: h - 2*margin}
	p := l.panel
	l.prompt = scenes.Rect{X: p.X, Y: p.Y, W: p.W, H: promptH}
	l.buttons = scenes.Rect{X: p.X, Y: p.Y + promptH + 6, W: p.W, H: float64(l.rows) * (buttonH + 6)}
	sy := l.buttons.Y + l.buttons.H + 4
	sh := min(seatH, (h*0.42)/float64(max(1, n)))
	above := p.Y + p.H - controlH
	if l.sheet {
		above -= controlH + 8
	}
	// The seats give the log room for two lines of a move (a short
	// window's log cut its one line with "…"), down to rows 0.86 high.
	if short := logRoom*k - (above - 8 - (sy + float64(n)*(sh+4) + 4)); short > 0 {
		sh = max(sh*0.86, sh-short/float64(max(1, n)))
	}
	for i := range l.seats {
		l.seats[i] = scenes.Rect{X: p.X, Y: sy + float64(i)*(sh+4), W: p.W, H: sh}
	}
	l.undo = scenes.Rect{X: p.X, Y: p.Y + p.H - controlH, W: (p.W - 8) / 2, H: controlH}
	l.menu = scenes.Rect{X: l.undo.X + l.undo.W + 8, Y: l.undo.Y, W: l.undo.W, H: controlH}
	ly := sy + float64(n)*(sh+4) + 4
	if l.sheet {
		l.sheetBtn = scenes.Rect{X: p.X, Y: l.undo.Y - controlH - 8, W: p.W, H: controlH}
	}
	l.log = scenes.Rect{X: p.X, Y: ly, W: p.W, H: above - ly - 8}
	return true
}

// tallSeats is how much higher than seatH the seats of a tall screen
// without move buttons are: tallSeats on a tablet's, none on a phone's,
// whose board has no room to give.
func (l *layout) tallSeats() float64 {
	if l.k > 1 || l.w < 700 {
		return 1 // a phone's panel, already enlarged
	}
	return tallSeats
}

// buttonRows is how many rows of buttons of a finger's height the
// buttons' area holds.
func (l *layout) buttonRows() int {
	return max(1, int((l.buttons.H+6)/(buttonH*l.k+6)))
}

// placeButtons puts the move buttons in their area: one column, two when
// there are more than fit, three when two columns would squash them and
// the panel is wide enough.
func (l *layout) placeButtons(bs []moveButton) {
	n := len(bs)
	if n == 0 {
		return
	}
	a := l.buttons
	rows := l.buttonRows()
	cols := 1
	if n > rows {
		cols = 2
	}
	if n > 2*rows && (a.W-12)/3 >= 80*l.k {
		// A third column rather than rows squashed under a finger's height.
		cols = 3
	}
	w := (a.W - float64(cols-1)*6) / float64(cols)
	need := (n + cols - 1) / cols
	bh := min(buttonH*l.k, (a.H+6)/float64(need)-6)
	for i, b := range bs {
		col, row := i%cols, i/cols
		b.b.Rect = scenes.Rect{X: a.X + float64(col)*(w+6), Y: a.Y + float64(row)*(bh+6), W: w, H: bh}
	}
}
