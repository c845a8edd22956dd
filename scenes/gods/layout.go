package gods

import (
	"math"

	"starboard/rules/gods"
	"starboard/scenes"
)

// layout places the board's things in the area the table kit gives it
// (its panel, with the prompt, seats and log, takes the rest): the four
// continents, and under them a strip with the viewer's hand, the words of
// the pawn chosen, and the bag. It is computed when the area changes,
// never per frame.
type layout struct {
	area     scenes.Rect
	portrait bool
	u        float64 // the size of the strip's text and pieces: 1, larger on a tall canvas
	px       float64 // screen (CSS) pixels per unit, 0 before the first frame
	phone    bool    // a phone's narrow board: the headers take two lines
	k        float64 // the size of a continent header's texts
	tabH     float64 // the height of a continent's header

	board  scenes.Rect // the continents
	cont   [gods.Continents]scenes.Rect
	tab    [gods.Continents]scenes.Rect // the header of a continent
	ringA  float64                      // the ellipse the spaces sit on, half axes
	ringB  float64
	spaceR float64 // radius of a space
	pawnR  float64 // radius of a pawn on the board

	bar    scenes.Rect // the strip: hand, words, bag
	foot   float64     // the lowest the hand's tiles reach
	fan    scenes.Rect // where the viewer's hand fans out
	tileW  float64     // a pawn tile of the hand
	tileH  float64
	handR  float64     // radius of the pawn on a tile at rest
	words  scenes.Rect // the hand's title, how to play, and each pawn's need
	bag    scenes.Rect // the bag: a panel at the right, or a row under the words
	bagRow bool
}

const margin = 12.0

// phoneBarH is the most height of a phone's strip under the continents.
const phoneBarH = 470.0

// phoneW is the width on screen, in CSS pixels, under which a board no
// wider than tall is a phone's (390 or 360 wide; an 800x600 window's is
// some 540, a small window's is wide): its continents' headers grow to
// be read and take two lines.
const phoneW = 480

func newLayout(a scenes.Rect, px float64) layout {
	l := layout{area: a, u: 1, px: px}
	l.portrait = a.H > a.W*1.1
	barH := 160.0
	switch {
	case l.portrait:
		l.u = 1.5
		barH = min(a.H-a.W*0.82-margin, 300)
	case a.H >= 880:
		l.u = min(1.2, a.H/780)
		barH = 176 * l.u
	}
	l.k = math.Sqrt(l.u)
	l.tabH = 50 * l.k
	if px > 0 && a.W*px < phoneW && a.H >= a.W {
		// The continent's name MinTextPx high; what it plays like under it.
		l.phone = true
		l.k = max(l.k, scenes.MinTextPx/(18*px))
		l.tabH = 54 * l.k
		// A strip tall enough for a line per pawn of the hand over the
		// bag's row.
		barH = min(a.H-a.W*0.82-margin, phoneBarH)
	}
	l.board = scenes.Rect{X: a.X, Y: a.Y, W: a.W, H: a.H - barH - margin}
	l.bar = scenes.Rect{X: a.X, Y: a.Y + a.H - barH, W: a.W, H: barH}
	l.placeContinents()
	l.placeBar()
	return l
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
	l.spaceR = clamp(math.Min(cw/14, body/6.6), 24, 48)
	l.pawnR = l.spaceR * 0.8
	l.ringA = cw/2 - l.spaceR - 22
	l.ringB = body/2 - l.spaceR - 8
}

func (l *layout) placeBar() {
	b := l.bar
	// The tiles are as large as the fan can be in the strip's height: the
	// hand keeps handGap under its lowest corner, and the fan's turn
	// takes some height too. On a narrow strip the fan takes at most
	// fanShare of its width, so the words beside it keep room for a line
	// per pawn.
	l.foot = b.Y + b.H
	if l.phone {
		// The bag's row takes the strip's whole width under the hand and
		// the words: a pawn and its count a phone reads, for each kind.
		rowH := math.Round(math.Max(28*l.u, 20/l.px+12))
		l.bagRow = true
		l.bag = scenes.Rect{X: b.X + 10, Y: b.Y + b.H - rowH - 8, W: b.W - 20, H: rowH}
		l.foot = l.bag.Y - 2
	}
	room := l.foot - b.Y - 14 - handGap
	l.tileH = math.Min(120*l.u, room)
	fanMax := math.Max(b.W*fanShare, 180)
	for l.tileH > 40 && (fanHeight(gods.HandSize, tileAspect*l.tileH, l.tileH) > room || fanWidth(l.tileH) > fanMax) {
		l.tileH--
	}
	l.tileW = tileAspect * l.tileH
	s := tileStrip * l.tileW
	l.handR = math.Min((s-8)/2.22, l.tileH*0.34)
	l.fan = scenes.Rect{X: b.X + 12, Y: b.Y + 4, W: fanWidth(l.tileH), H: l.foot - b.Y - 4}
	x := l.fan.X + l.fan.W + 16
	if l.phone {
		l.words = scenes.Rect{X: x, Y: b.Y + 10, W: b.X + b.W - 10 - x, H: l.bag.Y - 4 - (b.Y + 10)}
		return
	}
	// The bag is a panel at the strip's right end when the words keep
	// wordsMin beside it; else a row under the words.
	bagW := math.Min(bagPanelW*l.u, b.W*0.34)
	if b.X+b.W-10-bagW-16-x >= wordsMin*l.u {
		l.bagRow = false
		l.bag = scenes.Rect{X: b.X + b.W - bagW - 10, Y: b.Y + 10, W: bagW, H: b.H - 20}
		l.words = scenes.Rect{X: x, Y: b.Y + 12, W: l.bag.X - x - 16, H: b.H - 24}
		return
	}
	l.bagRow = true
	rowH := math.Round(math.Max(28*l.u, 30))
	l.bag = scenes.Rect{X: x - 6, Y: b.Y + b.H - rowH - 8, W: b.X + b.W - 10 - (x - 6), H: rowH}
	l.words = scenes.Rect{X: x, Y: b.Y + 10, W: b.X + b.W - 10 - x, H: l.bag.Y - 4 - (b.Y + 10)}
}

// fanWidth is the width of the fan of a full hand of tiles h tall.
func fanWidth(h float64) float64 {
	return tileAspect*h*(1+tileStrip*(gods.HandSize-1)) + 8
}

// The strip's shares: the fan's part of a narrow strip, the bag panel's
// width and the least width of the words beside it (in units of u).
const (
	fanShare  = 0.4
	bagPanelW = 250.0
	wordsMin  = 330.0
)

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

// spaceAt returns the centre of ring position i (0 to 5) of continent c.
func (l *layout) ringPoint(c, i int) (float64, float64) {
	r := l.cont[c]
	cx, cy := r.X+r.W/2, r.Y+l.tabH+(r.H-l.tabH)/2
	a := float64(i) * math.Pi / 3
	return cx + l.ringA*math.Cos(a), cy + l.ringB*math.Sin(a)
}

// bagPoint is where drawn pawns come out of the bag.
func (l *layout) bagPoint() (float64, float64) { return l.bag.X + 40*l.u, l.bag.Y + l.bag.H/2 }

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
