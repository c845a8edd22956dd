package gods

import (
	"math"

	"starboard/rules/gods"
	"starboard/scenes"
)

// layout places everything on a canvas of w by h logical units. It is
// computed when the canvas changes shape, never per frame.
type layout struct {
	w, h     float64
	portrait bool
	stacked  bool    // the prompt lies over the hand in the action bar
	u        float64 // the size of the panels' text and pieces: 1, larger on a tall canvas
	tabH     float64 // the height of a continent's header

	board  scenes.Rect
	cont   [gods.Continents]scenes.Rect
	tab    [gods.Continents]scenes.Rect // the header of a continent: its designate target
	ringA  float64                      // the ellipse the spaces sit on, half axes
	ringB  float64
	spaceR float64 // radius of a space
	pawnR  float64 // radius of a pawn on the board

	bar    scenes.Rect // the action bar: hand, prompt, buttons
	fan    scenes.Rect // where the viewer's hand fans out
	tileW  float64     // a pawn tile of the hand
	tileH  float64
	handR  float64 // radius of the pawn on a tile at rest
	prompt scenes.Rect
	undo   scenes.Rect
	menu   scenes.Rect

	side     scenes.Rect // the table panel: seats, bag, log
	seatRow  [4]scenes.Rect
	seatMini float64 // radius of the pawns shown in a seat's row
	bag      scenes.Rect
	log      scenes.Rect
	aid      scenes.Rect // the button of the player aid
}

const margin = 14.0

func newLayout(w, h float64, seats int) layout {
	l := layout{w: w, h: h, portrait: h > w*1.15, u: 1}
	switch {
	case l.portrait:
		l.u = 1.5
	case h > 760:
		// A squarer window (4:3 gives 1280 by 960 units, drawn small):
		// larger panels, text and pieces take the extra height.
		l.u = min(1.2, h/780)
	}
	l.tabH = 50 * math.Sqrt(l.u)
	if l.portrait {
		l.portraitLayout(seats)
	} else {
		l.landscapeLayout(seats)
	}
	l.placeBar()
	l.placeSide(seats)
	return l
}

func (l *layout) landscapeLayout(seats int) {
	sideW := math.Max(340*l.u, math.Min(470, l.w*0.29))
	barH := 150.0
	if l.h >= 880 {
		barH = 176
	}
	if l.u > 1 {
		// The prompt goes over the hand, which the squarer window has
		// the height for, and the bar keeps the width of the board.
		l.stacked = true
		th := 100 * l.u
		barH = l.promptTop() + l.promptH() + fanHeight(gods.HandSize, tileAspect*th, th) + handGap + 8
	}
	bw := l.w - sideW - 3*margin
	l.board = scenes.Rect{X: margin, Y: margin, W: bw, H: l.h - barH - 3*margin}
	l.bar = scenes.Rect{X: margin, Y: l.h - margin - barH, W: bw, H: barH}
	l.side = scenes.Rect{X: l.w - sideW - margin, Y: margin, W: sideW, H: l.h - 2*margin}
	l.placeContinents()
}

func (l *layout) portraitLayout(seats int) {
	boardH := math.Min(l.w*0.78, l.h*0.5)
	barH := 250.0
	l.board = scenes.Rect{X: margin, Y: margin, W: l.w - 2*margin, H: boardH}
	l.bar = scenes.Rect{X: margin, Y: l.board.Y + boardH + margin, W: l.w - 2*margin, H: barH}
	top := l.bar.Y + barH + margin
	l.side = scenes.Rect{X: margin, Y: top, W: l.w - 2*margin, H: l.h - top - margin}
	l.placeContinents()
}

func (l *layout) placeContinents() {
	const gap = 12.0
	cw, ch := (l.board.W-gap)/2, (l.board.H-gap)/2
	for c := 0; c < gods.Continents; c++ {
		x := l.board.X + float64(c%2)*(cw+gap)
		y := l.board.Y + float64(c/2)*(ch+gap)
		l.cont[c] = scenes.Rect{X: x, Y: y, W: cw, H: ch}
		l.tab[c] = scenes.Rect{X: x, Y: y, W: cw, H: l.tabH}
	}
	body := ch - l.tabH
	l.spaceR = clamp(math.Min(cw/14, body/6.6), 26, 48)
	l.pawnR = l.spaceR * 0.8
	l.ringA = cw/2 - l.spaceR - 22
	l.ringB = body/2 - l.spaceR - 8
}

func (l *layout) placeBar() {
	b := l.bar
	bw := 132.0 * l.u
	bh := math.Min(60*l.u, (b.H-36)/2)
	l.undo = scenes.Rect{X: b.X + b.W - bw - 14, Y: b.Y + 12, W: bw, H: bh}
	l.menu = scenes.Rect{X: l.undo.X, Y: b.Y + b.H - bh - 12, W: bw, H: bh}

	// The tiles are as large as the fan can be in the bar's height: the
	// hand keeps handGap under its lowest corner, and the fan's turn
	// takes some height too.
	room := b.H - 8 - handGap
	if l.stacked {
		room -= l.promptTop() + l.promptH()
	}
	l.tileH = math.Min(120*l.u, room)
	if l.stacked {
		l.tileH = math.Min(100*l.u, room)
	}
	for l.tileH > 40 && fanHeight(gods.HandSize, tileAspect*l.tileH, l.tileH) > room {
		l.tileH--
	}
	l.tileW = tileAspect * l.tileH
	s := tileStrip * l.tileW
	l.handR = math.Min((s-8)/2.22, l.tileH*0.34)
	fanW := l.tileW * (1 + tileStrip*(gods.HandSize-1))
	l.fan = scenes.Rect{X: b.X + 12, Y: b.Y + 4, W: fanW + 8, H: b.H - 4}
	handEnd := l.fan.X + l.fan.W
	top := l.promptTop()
	l.prompt = scenes.Rect{X: handEnd + 20, Y: b.Y + top, W: l.undo.X - handEnd - 36, H: b.H - top - 12}
	if l.stacked {
		l.prompt = scenes.Rect{X: b.X + 20, Y: b.Y + top, W: l.undo.X - b.X - 40, H: l.promptH()}
	}
}

// promptTop is where the prompt starts in the bar: under the tab that
// names the hand.
func (l *layout) promptTop() float64 { return 8 + 10*l.u }

// promptH is the height of a stacked prompt, as wide as the bar: a line
// of prompt and two of hint, as the bar draws them.
func (l *layout) promptH() float64 { return 27*l.u + 6 + 2*22*l.u + 6 }

// The shape of a pawn tile: its width over its height, and the part of
// its width left in view when the next tile of the fan lies over it.
const (
	tileAspect = 1.2
	tileStrip  = 0.66
	handGap    = 10 // what scenes.Hand keeps under its lowest card
)

// fanHeight returns the height a fan of n tiles of w by h takes, from the
// highest corner to the lowest, laid out as scenes.Hand lays them.
func fanHeight(n int, w, h float64) float64 {
	step, rad := scenes.FanStep(n, w, h, w*(1+tileStrip*float64(n-1))+1)
	top, low := math.Inf(1), math.Inf(-1)
	for i := 0; i < n; i++ {
		a := (float64(i) - float64(n-1)/2) * step / rad
		y := rad * (1 - math.Cos(a))
		c, s := math.Cos(a), math.Abs(math.Sin(a))
		top = math.Min(top, y-h/2*c-w/2*s)
		low = math.Max(low, y+h/2*c+w/2*s)
	}
	return low - top
}

func (l *layout) placeSide(seats int) {
	s := l.side
	rowH := 66.0 * l.u
	y := s.Y + 60*l.u
	for i := 0; i < 4; i++ {
		l.seatRow[i] = scenes.Rect{X: s.X + 10, Y: y + float64(i)*(rowH+6), W: s.W - 20, H: rowH}
	}
	l.seatMini = 14 * l.u
	l.aid = scenes.Rect{X: s.X + s.W - 10 - 140*l.u, Y: s.Y + 6*l.u, W: 140 * l.u, H: math.Max(scenes.MinTarget, 44*l.u)}
	y += float64(seats) * (rowH + 6)
	l.bag = scenes.Rect{X: s.X + 10, Y: y + 4, W: s.W - 20, H: 92 * l.u}
	y = l.bag.Y + l.bag.H + 10
	l.log = scenes.Rect{X: s.X + 10, Y: y, W: s.W - 20, H: s.Y + s.H - 10 - y}
}

// spaceAt returns the centre of ring position i (0 to 5) of continent c.
func (l *layout) ringPoint(c, i int) (float64, float64) {
	r := l.cont[c]
	cx, cy := r.X+r.W/2, r.Y+l.tabH+(r.H-l.tabH)/2
	a := float64(i) * math.Pi / 3
	return cx + l.ringA*math.Cos(a), cy + l.ringB*math.Sin(a)
}

// handMini returns the centre of the pawn in slot j of a seat's row.
func (l *layout) handMini(seat, j int) (float64, float64) {
	r := l.seatRow[seat]
	return r.X + r.W - 3*(2*l.seatMini+8) + float64(j)*(2*l.seatMini+8) + l.seatMini, r.Y + r.H/2 + 4
}

// bagPoint is where drawn pawns come out of the bag.
func (l *layout) bagPoint() (float64, float64) { return l.bag.X + 44*l.u, l.bag.Y + l.bag.H/2 + 8*l.u }

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

// ringOrder gives each space of a face a position on the ring of six so
// that as few links as possible cross, and linked spaces sit close.
func ringOrder(f gods.Face) [gods.Spaces]int {
	var best [gods.Spaces]int
	bestScore := math.MaxInt
	var perm [gods.Spaces]int
	for i := range perm {
		perm[i] = i
	}
	var try func(k int)
	try = func(k int) {
		if k == gods.Spaces {
			if s := ringScore(f, perm); s < bestScore {
				bestScore, best = s, perm
			}
			return
		}
		for i := k; i < gods.Spaces; i++ {
			perm[k], perm[i] = perm[i], perm[k]
			try(k + 1)
			perm[k], perm[i] = perm[i], perm[k]
		}
	}
	try(1) // space 0 stays at position 0: rotations are alike
	return best
}

// ringScore counts crossing links heavily and adds the ring distance of
// each link.
func ringScore(f gods.Face, pos [gods.Spaces]int) int {
	score := 0
	between := func(x, a, b int) bool { // strictly inside the arc a..b going up
		return (x-a+6)%6 > 0 && (x-a+6)%6 < (b-a+6)%6
	}
	for i, e := range f.Links {
		a, b := pos[e[0]], pos[e[1]]
		d := (a - b + 6) % 6
		score += min(d, 6-d)
		for _, g := range f.Links[i+1:] {
			x, y := pos[g[0]], pos[g[1]]
			if x == a || x == b || y == a || y == b {
				continue
			}
			if between(x, a, b) != between(y, a, b) {
				score += 100
			}
		}
	}
	return score
}
