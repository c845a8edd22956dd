package revive

import (
	"math"

	rv "starboard/rules/revive"
	"starboard/scenes"
)

const gap = 6.0

// iconPx is the least height, in screen pixels, of a rule-carrying icon
// of the map and the board shown large when the screen is not small.
const iconPx = 16.0

// boardIconPx is the least height, in screen pixels, of a rule-carrying
// icon of the board shown large where the screen has the room: larger
// than the map's (the ninth review read 16 px icons as 10 px figures).
const boardIconPx = 20.0

// boardText is the text size of the board shown large at its usual
// width: its rule-carrying counts and words read at a glance (the eleventh
// review read 13 as 10 to 12 px figures).
const boardText = 13.0

// smallWindowText is the least size, in screen pixels, of a text of a
// small window (800x600), whose tabs give the map and each board the whole
// width.
const smallWindowText = 14.0

// iconLeast is the least box, in screen pixels, of a rule-carrying icon
// read in place: its disc, a pixel narrower, is 12 px.
const iconLeast = 13.0

// layout is where everything goes in the board's area.
type layout struct {
	area     scenes.Rect
	portrait bool
	px       float64 // screen (CSS) pixels per unit, as last drawn; 0 before
	lu       float64 // the least legible text or symbol size, in units
	// iu is the least size of a rule-carrying icon of the map and the
	// board shown large, in units: 16 px where the screen has the room
	// (1280x720 and up), else lu.
	iu float64
	// li is the least size of a rule-carrying icon read in place
	// (iconLeast), in units: smaller ones are miniatures.
	li      float64
	compact bool // a small screen: the other boards are chips
	// tabbed is a small window (800x600): the map and the offer take the
	// whole area, or one seat's board does, each opened by its tab.
	tabbed bool
	// phone is a phone's board: no wider than tall, and narrower on
	// screen than phoneW. Its seat's board takes all the height its tab
	// has.
	phone bool
	tabs  []scenes.Rect // tabMap, then one per seat
	body  scenes.Rect   // under the tabs
	// largeMini is true when the large locations' boxes are too small
	// to read, and a long press shows one large.
	largeMini bool

	mapR    scenes.Rect
	hexR    float64 // a hex's circumradius
	hexX    []float64
	hexY    []float64
	borders [][4]float64      // the lines between footprints
	large   [4]scenes.Rect    // a large location's box: name, points, artifacts
	relics  [4][3]scenes.Rect // its major artifacts
	turnR   scenes.Rect       // where the layouts of a tile to turn are offered
	turns   [6]scenes.Rect
	display scenes.Rect
	// citFrame is the frame round the citizens to recruit and their deck,
	// citHead its heading, so that the row does not read as a hand.
	citFrame scenes.Rect
	citHead  scenes.Rect
	cards    [rv.CitizenDisplay + 1]scenes.Rect // the face-up citizens, then the deck
	mods     [rv.ModuleDisplay + 1]scenes.Rect  // the face-up modules, then the pile
	tokens   [rv.Tracks][rv.TokenDisplay + 1]scenes.Rect
	// modLabel and tokLabel are where the modules and the machine tokens
	// on offer are named: beside their row when it leaves the room, in
	// two lines (modBeside, tokBeside), else a line over it.
	modLabel, tokLabel   scenes.Rect
	modBeside, tokBeside bool

	big   boardLayout
	minis []scenes.Rect
}

// boardLayout is where the parts of the board shown large go.
type boardLayout struct {
	r    scenes.Rect
	u    float64 // the text size
	most float64 // the largest text size, in times boardText
	rows float64 // the largest row unit, in times the rows' own units
	// phone is a phone's board: the slots and the technologies take room
	// from the active cards, so that a card in a slot reads in place and
	// the artifacts' box holds the scoring card's two lines.
	phone     bool
	lu        float64 // the least legible size
	iu        float64 // the least size of a rule-carrying icon
	head      scenes.Rect
	actions   scenes.Rect
	hibernate scenes.Rect
	hib       [rv.HibernationSpaces]scenes.Rect
	res       [rv.Resources]scenes.Rect
	energy    scenes.Rect
	switcher  scenes.Rect
	ability   scenes.Rect
	slots     [rv.NumSlots]scenes.Rect
	halves    [2]scenes.Rect // the side slot's top and bottom
	modSpaces [rv.NumSlots][3]scenes.Rect
	active    scenes.Rect
	tracks    [rv.Tracks]scenes.Rect
	cells     [rv.Tracks][rv.TrackLength + 1]scenes.Rect
	machines  [rv.NumRewards]scenes.Rect
	progress  [rv.ProgressSpaces]scenes.Rect
	techs     [rv.TechRows * rv.TechColumns]scenes.Rect
	builds    [2]scenes.Rect
	crates    scenes.Rect
	relics    scenes.Rect
	// The headings over the sections that have no word of their own: the
	// card slots, the machine tracks, the technologies (and the
	// buildings beside), and the progress track's label.
	heads     [numHeads]scenes.Rect
	progLabel scenes.Rect
}

// The headings of a board shown large.
const (
	headSlots = iota
	headTracks
	headTechs
	headBuilds
	headProgress // the progress track's label, at the left of its row
	numHeads
)

// mapBounds are the extents of the map's hex centres for a radius of 1.
var mapBounds = func() (b struct{ x0, y0, x1, y1 float64 }) {
	b.x0, b.y0, b.x1, b.y1 = 1e9, 1e9, -1e9, -1e9
	for h := 0; h < rv.Spaces(); h++ {
		x, y := hexUnit(h)
		b.x0, b.x1 = min(b.x0, x), max(b.x1, x)
		b.y0, b.y1 = min(b.y0, y), max(b.y1, y)
	}
	return b
}()

// hexUnit is the centre of space h for a radius of 1.
func hexUnit(h int) (x, y float64) {
	q, r, _ := rv.SpaceAt(h)
	return math.Sqrt(3) * (float64(q) + float64(r)/2), 1.5 * float64(r)
}

// update lays out area for seats players.
func (l *layout) update(a scenes.Rect, seats int) {
	l.area = a
	l.portrait = a.H > a.W*0.95
	px := l.px
	if px <= 0 {
		px = 1
	}
	l.lu = scenes.MinTextPx / px
	l.compact = l.lu > 13
	l.li = max(l.lu, iconLeast/px)
	l.iu = l.li
	if !l.compact {
		l.iu = max(l.lu, iconPx/px)
	}
	l.tabbed = l.compact && a.H*px < 1000
	l.phone = a.W*px < phoneW && a.H >= a.W
	if l.tabbed {
		// A small window: the map tab's least text a size larger, so
		// that its letters read 9 px and more (the twelfth review read
		// 9 to 10 px words at 800x600). The board's tab keeps its own.
		l.lu = smallWindowText / px
	}
	others := seats - 1
	var right scenes.Rect
	l.tabs = l.tabs[:0]
	if l.tabbed {
		l.layTabbed(a, seats)
		return
	}
	if l.portrait {
		mapW := a.W * 0.66
		mapH := min(a.H*0.4, mapW*0.95)
		l.mapR = scenes.Rect{X: a.X, Y: a.Y, W: mapW, H: mapH}
		l.display = scenes.Rect{X: a.X + mapW + gap, Y: a.Y, W: a.W - mapW - gap, H: mapH}
		y := a.Y + mapH + gap
		right = scenes.Rect{X: a.X, Y: y, W: a.W, H: a.Y + a.H - y}
	} else if l.compact {
		// A small landscape screen: the map and the displays side by
		// side above, the board shown large the whole width below.
		mapW := a.W * 0.64
		mapH := min(a.H*0.42, mapW*0.95)
		l.mapR = scenes.Rect{X: a.X, Y: a.Y, W: mapW, H: mapH}
		l.display = scenes.Rect{X: a.X + mapW + gap, Y: a.Y, W: a.W - mapW - gap, H: mapH}
		y := a.Y + mapH + gap
		right = scenes.Rect{X: a.X, Y: y, W: a.W, H: a.Y + a.H - y}
	} else {
		mapW := a.W * 0.48
		mapH := min(a.H*0.64, mapW*0.95)
		l.mapR = scenes.Rect{X: a.X, Y: a.Y, W: mapW, H: mapH}
		y := a.Y + mapH + gap
		l.display = scenes.Rect{X: a.X, Y: y, W: mapW, H: a.Y + a.H - y}
		right = scenes.Rect{X: a.X + mapW + gap, Y: a.Y, W: a.W - mapW - gap, H: a.H}
	}
	l.layMap()
	l.layDisplay()
	l.minis = l.minis[:0]
	bigR := right
	if others > 0 {
		// The other boards: chips of their name, points and resources,
		// so that the board shown large has the room to be read; a long
		// press on one shows it whole, a tap on its name in the seat
		// list shows it large.
		mh := max(l.lu, 13) * 3.4
		if l.portrait {
			mh *= 1.35 // their words as large as the board's grow
		}
		bigR.H = right.H - mh - gap
		w := (right.W - float64(others-1)*gap) / float64(others)
		for i := 0; i < others; i++ {
			l.minis = append(l.minis, scenes.Rect{X: right.X + float64(i)*(w+gap), Y: bigR.Y + bigR.H + gap, W: w, H: mh})
		}
	}
	l.big.lu, l.big.iu = l.lu, l.iu
	l.big.most = 1.5
	if l.portrait {
		// A tall screen: the board the whole width, its words and
		// figures as large as its rows let them be (the eleventh
		// review read the portrait board as the landscape one shrunk).
		l.big.most = 2.2
	}
	if !l.compact || l.portrait {
		// Where the board has the width (a tall screen too).
		l.big.iu = max(l.iu, boardIconPx/max(l.px, 0.1))
	}
	l.big.update(bigR)
}

// The tabs of a small window.
const (
	tabMap   = 0 // the map and the offer
	tabBoard = 1 // a seat's board; tab 1+p is seat p's
)

// layTabbed lays out a small window: a row of tabs, the map's and one per
// seat, and under it either the map with the offer below it, or the
// board of the seat shown, each the whole width.
func (l *layout) layTabbed(a scenes.Rect, seats int) {
	tabH := max(l.lu*2.2, 32/max(l.px, 0.1))
	mapW := a.W * 0.25
	if seats == 1 {
		mapW = a.W * 0.4
	}
	l.tabs = append(l.tabs, scenes.Rect{X: a.X, Y: a.Y, W: mapW - gap/2, H: tabH})
	w := (a.W - mapW) / float64(seats)
	for p := 0; p < seats; p++ {
		l.tabs = append(l.tabs, scenes.Rect{X: a.X + mapW + float64(p)*w + gap/2, Y: a.Y, W: w - gap/2, H: tabH})
	}
	y := a.Y + tabH + gap/2
	l.body = scenes.Rect{X: a.X, Y: y, W: a.W, H: a.Y + a.H - y}
	b := l.body
	// The map as large as leaves the offer a row of cards, a row of
	// modules and one of machine tokens under it.
	// The citizens' icons 12 px and more take a little of it (the
	// twenty-third review read 9 px ones at 0.7 of the height).
	mapH := min(b.H*0.64, b.W*0.95)
	l.mapR = scenes.Rect{X: b.X, Y: b.Y, W: b.W, H: mapH}
	l.display = scenes.Rect{X: b.X, Y: b.Y + mapH + gap, W: b.W, H: b.H - mapH - gap}
	l.layMap()
	l.layDisplay()
	l.minis = l.minis[:0]
	// The board's tab has the whole area: its icons as large as on a
	// larger screen (the ninth review read them at 7 to 8 px).
	l.big.lu, l.big.iu = l.lu*scenes.MinTextPx/smallWindowText, max(l.iu, boardIconPx/max(l.px, 0.1))
	l.big.most = 1.5
	l.big.rows, l.big.phone = 2.2, l.phone
	if l.phone {
		// A phone's units are a fraction of a CSS pixel: its rows as
		// tall as the tab lets them be.
		l.big.rows = 2.2 / max(l.px, 0.1)
	}
	l.big.update(b)
}

// phoneW is the width on screen, in CSS pixels, under which a board no
// wider than tall is a phone's (390 or 360 wide; an 800x600 window's is
// wider).
const phoneW = 480

// layMap fits the hexes, the large locations' boxes, and the offer of
// layouts of a tile to turn.
func (l *layout) layMap() {
	m := l.mapR
	b := mapBounds
	sq := math.Sqrt(3)
	// Room beside the corners for the boxes of the large locations.
	wUnits := b.x1 - b.x0 + sq + 1.6
	hUnits := b.y1 - b.y0 + 2
	r0 := min(m.W/wUnits, m.H/hUnits)
	l.hexR, l.largeMini = r0, false
	// The large locations' boxes keep a legible size: the hexes shrink
	// until none lies under a box. When that would shrink the map much
	// (a small screen) the boxes are miniatures, shown large on a long
	// press, and the map keeps its size.
	for try := 0; ; try++ {
		l.placeHexes()
		l.placeBoxes()
		if try == 40 || !l.boxesCover() {
			break
		}
		l.hexR *= 0.95
	}
	if l.hexR < r0*0.99 {
		l.hexR, l.largeMini = r0, true
		l.placeHexes()
		l.placeBoxes()
	}
	n := rv.Spaces()
	l.borders = l.borders[:0]
	for h := 0; h < n; h++ {
		_, _, fh := rv.SpaceAt(h)
		for _, nb := range rv.Neighbours(h) {
			if _, _, fn := rv.SpaceAt(nb); nb < h || fn == fh {
				continue
			}
			mx, my := (l.hexX[h]+l.hexX[nb])/2, (l.hexY[h]+l.hexY[nb])/2
			dx, dy := l.hexX[nb]-l.hexX[h], l.hexY[nb]-l.hexY[h]
			d := math.Hypot(dx, dy)
			px, py := -dy/d*l.hexR/2, dx/d*l.hexR/2
			l.borders = append(l.borders, [4]float64{mx - px, my - py, mx + px, my + py})
		}
	}
	// The layouts of a tile to turn lie over the displays.
	l.turnR = l.display
}

// placeHexes puts the centres of the spaces for the radius hexR,
// centred in the map's box.
func (l *layout) placeHexes() {
	m, b := l.mapR, mapBounds
	ox := m.X + m.W/2 - (b.x0+b.x1)/2*l.hexR
	oy := m.Y + m.H/2 - (b.y0+b.y1)/2*l.hexR
	l.hexX = l.hexX[:0]
	l.hexY = l.hexY[:0]
	for h := 0; h < rv.Spaces(); h++ {
		x, y := hexUnit(h)
		l.hexX = append(l.hexX, ox+x*l.hexR)
		l.hexY = append(l.hexY, oy+y*l.hexR)
	}
}

// placeBoxes puts the boxes of the large locations beside their corners.
func (l *layout) placeBoxes() {
	m := l.mapR
	sq := math.Sqrt(3)
	for c := 0; c < 4; c++ {
		h := rv.LargeSpace(c)
		hw := l.hexR * sq / 2
		w, bh := l.hexR*sq*2.3, l.hexR*2.6
		if !l.largeMini {
			// As wide as at 1280x720 on a larger screen too: the names
			// are drawn at no smaller a size there.
			lu := max(l.lu, scenes.MinTextPx)
			w, bh = max(w, lu*6.6, l.iu*5.9), max(bh, lu*3.7)
		}
		x := l.hexX[h] - hw - gap - w
		if c == 1 || c == 3 {
			x = l.hexX[h] + hw + gap
		}
		x = max(m.X, min(x, m.X+m.W-w))
		r := scenes.Rect{X: x, Y: l.hexY[h] - bh/2, W: w, H: bh}
		r.Y = max(m.Y, min(r.Y, m.Y+m.H-bh))
		l.large[c] = r
		s := min(r.H*0.3, (r.W-8)/4.4)
		if !l.largeMini {
			// The gems no smaller than the icons' least, and no larger
			// where the screen is large: the points before them keep
			// their room (the last review read "Sunken Observatory"
			// squeezed at 1920x1080).
			s = max(min(s, l.iu*1.15), min(l.iu, (r.H-6)/2))
		}
		for k := 0; k < 3; k++ {
			l.relics[c][k] = scenes.Rect{X: r.X + r.W - 3 - float64(3-k)*(s+1.5), Y: r.Y + r.H - s - 3, W: s, H: s}
		}
	}
}

// boxesCover reports whether a large location's box lies over a space.
func (l *layout) boxesCover() bool {
	for c := range l.large {
		for h := range l.hexX {
			if r, hr := l.large[c], l.hexRect(h); r.X < hr.X+hr.W && hr.X < r.X+r.W && r.Y < hr.Y+hr.H && hr.Y < r.Y+r.H {
				return true
			}
		}
	}
	return false
}

// layDisplay places the citizens, modules and machine tokens on offer,
// and the layouts of a tile to turn.
func (l *layout) layDisplay() {
	d := l.display
	cols := rv.CitizenDisplay + 1
	if d.W < d.H*1.3 {
		cols = 3
	}
	rows := float64((rv.CitizenDisplay + cols) / cols)
	// The heading over the citizens, inside their frame.
	hh := max(14, l.lu) * 1.35
	const pad = 4.0
	share := 0.56
	if l.tabbed {
		// A small window: the citizens' halves larger, the machine
		// tokens no larger than their effects need (the fourteenth
		// review read the cards' icons at 9 px at 800x600).
		share = 0.64
	}
	cw := min((d.W-2*pad-float64(cols-1)*gap)/float64(cols), (d.H*share-hh-pad-(rows-1)*gap)/rows/1.3)
	if l.tabbed {
		cw = min(cw, (d.W*0.72-2*pad-float64(cols-1)*gap)/float64(cols)) // the modules beside
		// The machine tokens under them keep the room their effects
		// need, and their label's line.
		ts0, _ := l.offerLabelSizes()
		tokH := widestToken(l.lu) + 4 + ts0*1.3 + 2*gap
		cw = min(cw, (d.H-tokH-hh-pad-(rows-1)*gap-rows*gap)/rows/1.3)
	}
	ch := cw * 1.3
	l.citHead = scenes.Rect{X: d.X + pad, Y: d.Y, W: d.W - 2*pad, H: hh}
	for i := range l.cards {
		l.cards[i] = scenes.Rect{X: d.X + pad + float64(i%cols)*(cw+gap), Y: d.Y + hh + float64(i/cols)*(ch+gap), W: cw, H: ch}
	}
	l.citFrame = scenes.Rect{X: d.X, Y: d.Y, W: min(d.W, float64(cols)*(cw+gap)-gap+2*pad), H: hh + rows*(ch+gap) - gap + pad}
	l.citHead.W = l.citFrame.W - 2*pad
	y := l.citFrame.Y + l.citFrame.H + gap
	l.layTokens(y)
	n := 5
	if d.W < d.H*1.3 {
		n = 3
	}
	top := max(14, l.lu)*1.4 + 8 // under the title
	w := min((d.W-float64(n-1)*gap)/float64(n), d.H-top-2)
	for i := range l.turns {
		l.turns[i] = scenes.Rect{X: d.X + float64(i%n)*(w+gap), Y: d.Y + top + float64(i/n)*(w+gap), W: w, H: w}
	}
}

// layTokens places the modules and the machine tokens on offer, from y
// down, each token wide enough for its widest effect at the least legible
// size (at 1080x1920 they ran into each other): the modules beside the
// citizens when the display is wide, else in a row under them; the tokens
// in one row under those, or in two or three when one is too narrow.
func (l *layout) layTokens(y float64) {
	d := l.display
	need := widestToken(l.lu) + 4
	ts0, ls0 := l.offerLabelSizes()
	hh := ts0 * 1.3 // a label's line over its row
	modW := labelWidth(modTitle, modLine, ts0, ls0)
	tokW := labelWidth(tokTitle, tokLine, ts0, ls0)
	const tg = 3.0 // between the tokens of a colour
	row := func(ts float64) float64 { return float64(rv.TokenDisplay+1)*(ts+tg) - tg }
	rows, per, ts := 1, rv.Tracks, 0.0
	for ; ; rows++ {
		per = (rv.Tracks + rows - 1) / rows
		ts = (d.W - float64(per-1)*2*gap - float64(per*rv.TokenDisplay)*tg) / float64(per*(rv.TokenDisplay+1))
		if ts >= need || rows == rv.Tracks {
			break
		}
	}
	rest := d.Y + d.H - y
	f := l.citFrame
	if x := f.X + f.W + 2*gap; d.X+d.W-x >= d.W*0.25 {
		// Beside the citizens, in two rows of three, under their label.
		l.modLabel, l.modBeside = scenes.Rect{X: x, Y: f.Y, W: d.X + d.W - x, H: hh}, false
		ms := min((d.X+d.W-x-2*gap)/3, (f.H-gap-hh)/2)
		for i := range l.mods {
			l.mods[i] = scenes.Rect{X: x + float64(i%3)*(ms+gap), Y: f.Y + hh + float64(i/3)*(ms+gap), W: ms, H: ms}
		}
		ts = min(ts, (rest-float64(rows-1)*gap)/float64(rows))
	} else {
		// In a row, their label beside them when it leaves the modules
		// most of their size, else over them.
		n := float64(rv.ModuleDisplay + 1)
		wide := (d.W - (n-1)*gap) / n
		ms := min(wide, rest/2-gap, rest-need-gap)
		if rows > 1 {
			// No larger than the effects need: the modules keep the room.
			ts = min(ts, need*1.15)
			ms = min(wide, rest-float64(rows)*(ts+gap))
		}
		narrow := min(ms, (d.W-modW-n*gap)/n)
		l.modBeside = narrow >= ms*0.8 && narrow >= ts0*2.3
		if l.modBeside {
			ms = narrow
		} else {
			l.modLabel = scenes.Rect{X: d.X, Y: y, W: d.W, H: hh}
			y += hh
			ms = min(ms, wide, rest-hh-float64(rows)*(ts+gap))
		}
		for i := range l.mods {
			l.mods[i] = scenes.Rect{X: d.X + float64(i)*(ms+gap), Y: y, W: ms, H: ms}
		}
		if l.modBeside {
			x := d.X + n*(ms+gap)
			l.modLabel = scenes.Rect{X: x, Y: y, W: d.X + d.W - x, H: ms}
		}
		y += ms + gap
		ts = min(ts, (d.Y+d.H-y-float64(rows-1)*gap)/float64(rows))
	}
	// The machine tokens' label after their last row when it has the
	// room, else over their rows.
	lastW := row(ts)*float64(rv.Tracks-(rows-1)*per) + 2*gap*float64(rv.Tracks-(rows-1)*per-1)
	l.tokBeside = d.W-lastW-2*gap >= tokW && ts >= ts0*2.3
	if !l.tokBeside {
		l.tokLabel = scenes.Rect{X: d.X, Y: y, W: d.W, H: hh}
		y += hh
		ts = min(ts, (d.Y+d.H-y-float64(rows-1)*gap)/float64(rows))
	} else {
		x := d.X + lastW + 2*gap
		l.tokLabel = scenes.Rect{X: x, Y: y + float64(rows-1)*(ts+gap), W: d.X + d.W - x, H: ts}
	}
	for c := 0; c < rv.Tracks; c++ {
		r, k := c/per, c%per
		for i := range l.tokens[c] {
			l.tokens[c][i] = scenes.Rect{X: d.X + float64(k)*(row(ts)+2*gap) + float64(i)*(ts+tg), Y: y + float64(r)*(ts+gap), W: ts, H: ts}
		}
	}
}

// The labels of the modules and the machine tokens on offer.
const (
	modTitle = "Modules"
	modLine  = "go under card slots"
	tokTitle = "Machine tokens"
	tokLine  = "fill \"?\" machines"
)

// offerLabelSizes are the sizes of an offer's label: its name and its
// line, 9 px capitals and more on the screen.
func (l *layout) offerLabelSizes() (title, line float64) {
	px := max(l.px, 0.1)
	return max(15, l.lu, 15/px), max(13, l.lu, 13/px)
}

// labelWidth is about the width of a label of two lines, title over line.
func labelWidth(title, line string, ts, ls float64) float64 {
	return max(float64(len(title))*ts*0.52, float64(len(line))*ls*0.5) + 6
}

// widestToken is the width of the widest effect of a machine token drawn
// at icon size s.
func widestToken(s float64) float64 {
	w := 0.0
	for id := 0; id < rv.NumMachineTokens; id++ {
		w = max(w, gainSpan(rv.TokenOf(id).Effect, s))
	}
	return w
}

// update places the parts of a board shown large inside r.
func (b *boardLayout) update(r scenes.Rect) {
	b.r = r
	// Heights in units: head 26, hibernation 30, resources 30, slots 104,
	// active 78, tracks 3x26, progress 22, technologies 3x34; 8 gaps of 5.
	// On a small screen the texts are taller than the rows would make
	// them: the slots give the active cards some of their room.
	// The active cards give the technologies some room too, so that the
	// artifacts' box holds the scoring card in two lines.
	// Three headings of a line each (the slots, the tracks, the
	// technologies) name the sections that have no word of their own; the
	// resources row holds a word under each count.
	// The slots give the headings their room: an empty slot's words
	// need little, and the active cards keep two rows.
	// The technologies take room from the slots and the active cards,
	// whose words need less, so that their costs and effects read large
	// (the tenth review read them at 10 px).
	// The resources' words and the technologies' icons have rows of
	// their own height (the twelfth review read the words at 10 px and
	// the icons at 12 at 1280x720).
	slotsU, activeU, techU, resU := 72.0, 88.0, 132.0, 36.0
	if b.lu > 13 {
		slotsU, activeU, techU, resU = 72, 98, 114, 34
	}
	if b.phone {
		slotsU, activeU, techU = 90, 64, 130
	}
	const headU = 14.0
	units := 26 + 30 + resU + slotsU + activeU + 78 + 22 + techU + 8*5 + 3*(headU+3)
	kmax := max(b.rows, 2.2)
	k := min(r.H/units, kmax) // rows
	kw := min(k, r.W/440)     // widths and text
	b.u = max(boardText*min(kw, b.most), b.lu)
	hh := max(headU*k, b.at(0.9)*1.25)
	if hh > headU*k {
		// The headings' text is taller than their units: the rows give
		// them the room.
		k = min((r.H-3*hh)/(units-3*headU), kmax)
	}
	in := r.Inset(4)
	y := in.Y
	row := func(h float64) scenes.Rect {
		rr := scenes.Rect{X: in.X, Y: y, W: in.W, H: h * k}
		y += h*k + 5*k
		return rr
	}
	heading := func() scenes.Rect {
		rr := scenes.Rect{X: in.X, Y: y, W: in.W, H: hh}
		y += hh + 3*k // clear of the glow of the places under it
		return rr
	}
	b.head = row(26)
	b.actions = scenes.Rect{X: in.X + in.W - 150*kw, Y: b.head.Y, W: 150 * kw, H: b.head.H}
	hr := row(30)
	b.hibernate = scenes.Rect{X: hr.X, Y: hr.Y, W: 110 * kw, H: hr.H}
	hw := (hr.W - b.hibernate.W - gap) / rv.HibernationSpaces
	for i := range b.hib {
		b.hib[i] = scenes.Rect{X: hr.X + b.hibernate.W + gap + float64(i)*hw, Y: hr.Y, W: hw - 3, H: hr.H}
	}
	rr := row(resU)
	rw := rr.W / 8
	for i := range b.res {
		b.res[i] = scenes.Rect{X: rr.X + float64(i)*0.9*rw, Y: rr.Y, W: rw*0.9 - 3, H: rr.H}
	}
	// The switch's words and the energy's need more room than a
	// resource's figures.
	b.energy = scenes.Rect{X: rr.X + 3.6*rw, Y: rr.Y, W: rw*1.5 - 3, H: rr.H}
	b.switcher = scenes.Rect{X: rr.X + 5.1*rw, Y: rr.Y, W: rw*1.6 - 3, H: rr.H}
	b.ability = scenes.Rect{X: rr.X + 6.7*rw, Y: rr.Y, W: rw*1.3 - 3, H: rr.H}
	b.heads[headSlots] = heading()
	sr := row(slotsU)
	sw := (sr.W - 4*gap) / rv.NumSlots
	cardH := sr.H - 26*k
	for i := range b.slots {
		x := sr.X + float64(i)*(sw+gap)
		b.slots[i] = scenes.Rect{X: x, Y: sr.Y, W: sw, H: cardH}
		spaces := len(rv.SlotOf(i).Modules)
		ms := min(24*kw, (sw-float64(spaces-1)*3)/float64(spaces))
		for s := 0; s < 3; s++ {
			b.modSpaces[i][s] = scenes.Rect{}
			if s < spaces {
				b.modSpaces[i][s] = scenes.Rect{X: x + float64(s)*(ms+3), Y: sr.Y + cardH + 2*k, W: ms, H: ms}
			}
		}
	}
	side := b.slots[rv.NumSlots-1]
	b.halves[0] = scenes.Rect{X: side.X, Y: side.Y, W: side.W, H: side.H / 2}
	b.halves[1] = scenes.Rect{X: side.X, Y: side.Y + side.H/2, W: side.W, H: side.H / 2}
	b.active = row(activeU)
	b.heads[headTracks] = heading()
	for t := 0; t < rv.Tracks; t++ {
		tr := scenes.Rect{X: in.X, Y: y, W: in.W, H: 24 * k}
		y += 26 * k
		b.tracks[t] = tr
		label := max(22*kw, b.lu+4) // its symbol legible
		cw := (tr.W - label - 60*kw) / rv.TrackLength
		b.cells[t][0] = scenes.Rect{X: tr.X, Y: tr.Y, W: label - 2, H: tr.H}
		for s := 1; s <= rv.TrackLength; s++ {
			b.cells[t][s] = scenes.Rect{X: tr.X + label + float64(s-1)*cw, Y: tr.Y, W: cw - 2, H: tr.H}
		}
	}
	y += 3 * k
	for r := 0; r < rv.NumRewards; r++ {
		rw := rv.RewardOf(r)
		// A machine reaches halfway into the empty spaces beside its
		// reward space, so that its icons read large (the tracks have 16
		// spaces since revive-4).
		c := b.cells[rw.Track][rw.Space]
		if lo, hi := b.cells[rw.Track][max(1, rw.Space-1)], b.cells[rw.Track][min(rv.TrackLength, rw.Space+1)]; rw.Space > 1 {
			x0 := lo.X + lo.W/2
			x1 := hi.X + hi.W/2
			if rw.Space == rv.TrackLength {
				x1 = hi.X + hi.W
			}
			c.X, c.W = x0, x1-x0
		}
		if rw.Track2 >= 0 {
			a, z := b.tracks[rw.Track], b.tracks[rw.Track2]
			x := a.X + a.W - 56*kw
			c = scenes.Rect{X: x, Y: a.Y + a.H/2, W: 56 * kw, H: z.Y + z.H/2 - a.Y - a.H/2}
		}
		b.machines[r] = c
	}
	pr := row(22)
	// The progress track's label: its name and the points symbol, which
	// its spaces' figures count.
	pl := max(84*kw, b.at(0.85)*7)
	b.progLabel = scenes.Rect{X: pr.X, Y: pr.Y, W: pl - 3, H: pr.H}
	pw := (pr.W - pl) / rv.ProgressSpaces
	for i := range b.progress {
		b.progress[i] = scenes.Rect{X: pr.X + pl + float64(i)*pw, Y: pr.Y, W: pw - 2, H: pr.H}
	}
	b.heads[headTechs] = heading()
	tr := row(techU)
	tw := tr.W * 0.62 / rv.TechColumns
	th := tr.H / rv.TechRows
	for t := range b.techs {
		row, col := t/rv.TechColumns, t%rv.TechColumns
		// The bottom row first.
		b.techs[t] = scenes.Rect{X: tr.X + float64(col)*tw, Y: tr.Y + float64(rv.TechRows-1-row)*th, W: tw - 3, H: th - 3}
	}
	x := tr.X + tw*rv.TechColumns + gap
	rw2 := tr.X + tr.W - x
	ht := b.heads[headTechs]
	b.heads[headTechs].W = x - gap - ht.X
	b.heads[headBuilds] = scenes.Rect{X: x, Y: ht.Y, W: ht.X + ht.W - x, H: ht.H}
	b.builds[0] = scenes.Rect{X: x, Y: tr.Y, W: rw2/2 - 2, H: th - 3}
	b.builds[1] = scenes.Rect{X: x + rw2/2, Y: tr.Y, W: rw2/2 - 2, H: th - 3}
	// The crates take a line; the artifacts the room for the scoring
	// card in two lines.
	b.crates = scenes.Rect{X: x, Y: tr.Y + th, W: rw2, H: th*0.7 - 3}
	b.relics = scenes.Rect{X: x, Y: tr.Y + 1.7*th, W: rw2, H: th * 1.3}
}

// grow is how much larger than at 1280x720 the board's cards draw their
// names and halves: as its text is.
func (b *boardLayout) grow() float64 { return max(1, b.u/(boardText*1.09)) }

// crateCell returns where crate i of n is shown: the crate, and what it
// gives beside it, on the crates' line.
func (b *boardLayout) crateCell(i, n int) scenes.Rect {
	c := b.crates
	label := 4.5 * b.u
	w := max((c.W-label)/float64(max(n, 1))-4, 4)
	s := max(min(c.H, w), 4)
	return scenes.Rect{X: c.X + label + float64(i)*(w+4), Y: c.Y + c.H/2 - s/2, W: w, H: s}
}

// activeCell returns where active card i of n is shown: a strip (its
// name, then its top and bottom halves side by side) in a grid of as
// few rows as lets each strip be read.
func (b *boardLayout) activeCell(i, n int) scenes.Rect {
	a := b.active
	top := b.at(0.9) * 1.5
	rows, cols := b.activeGrid(n)
	h := (a.H - top - float64(rows-1)*3) / float64(rows)
	w := (a.W - float64(cols-1)*3) / float64(cols)
	w = min(w, h*5)
	return scenes.Rect{X: a.X + float64(i%cols)*(w+3), Y: a.Y + top + float64(i/cols)*(h+3), W: w, H: h}
}

// activeGrid is the rows and columns of the grid of n active cards: the
// fewest rows whose strips are wide enough to read, as many as fit when
// none is.
func (b *boardLayout) activeGrid(n int) (rows, cols int) {
	a := b.active
	n = max(n, 1)
	avail := a.H - b.at(0.9)*1.5
	most := max(1, min(n, int(avail/(b.lu*2.9)), int(avail/30)))
	for rows = 1; rows < most; rows++ {
		cols = (n + rows - 1) / rows
		if (a.W-float64(cols-1)*3)/float64(cols) >= b.at(1)*9.5 {
			return rows, cols
		}
	}
	return most, (n + most - 1) / most
}

// hexRect returns the box inside hex h, for taps and marks.
func (l *layout) hexRect(h int) scenes.Rect {
	s := l.hexR * 0.8
	return scenes.Rect{X: l.hexX[h] - s, Y: l.hexY[h] - s, W: 2 * s, H: 2 * s}
}

// switchLabel is the switch's words, up (not yet switched this turn) or
// down, and their size: as large as the box holds them with a margin,
// no less than legible (measure gives a bold text's width).
func (b *boardLayout) switchLabel(up bool, measure func(string, float64) float64) (string, float64) {
	s := "switch ▼"
	if up {
		s = "switch ▲"
	}
	size := b.at(0.9)
	if w := measure(s, size); w > b.switcher.W-8 {
		size = max(size*(b.switcher.W-8)/w, b.lu)
	}
	return s, size
}

// at is the size of a text f times the board's text size, no less than
// legible.
func (b *boardLayout) at(f float64) float64 { return max(b.u*f, b.lu) }
