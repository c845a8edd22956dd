package seeders

import (
	rs "starboard/rules/seeders"
	"starboard/scenes"
)

// Hand cards are handW by handH in the hand's own units; the layout scales
// the hand (layout.handScale).
const (
	handW, handH = 120.0, 150.0
	gap          = 8.0
	// handDrop is how far, in the hand's units, the fan's lowest corner
	// and the kit's margin under it reach below a straight row of cards:
	// the room the whole fan takes is handH+handDrop.
	handDrop = 38.0
	// handUnit is the least scale of the hand at 1280x720: the hand's
	// texts, 15 units high, come out at least 12 pixels.
	handUnit = 0.82
	// handMost is the most the hand grows in Integration where the room
	// left of the side allows (fitHand).
	handMost = 1.0
	// handFoot is the room the kit's hand leaves under its cards, in its
	// units (the fan's margin).
	handFoot = 10.0
)

// spotGeom is where a Spot is: between two Chambers, across (horizontal)
// or down; first says which half lies toward the Spot's first Chamber.
type spotGeom struct {
	r          scenes.Rect
	horizontal bool
	firstLow   bool // the first Chamber is left of (or above) the Spot
	wraps      bool // the Spot joins the far ends of a row or column
}

// half returns the half of the Spot toward its first Chamber (side 0), its
// second (side 1), or the whole Spot (side 2).
func (g spotGeom) half(side int) scenes.Rect {
	if side == 2 {
		return g.r
	}
	low := (side == 0) == g.firstLow
	r := g.r
	if g.horizontal {
		r.W /= 2
		if !low {
			r.X += r.W
		}
	} else {
		r.H /= 2
		if !low {
			r.Y += r.H
		}
	}
	return r
}

// layout is where everything goes in the board's area.
type layout struct {
	k        float64 // how much small texts grow on a small screen (App.Enlarge), 1 from 1280x720 up
	area     scenes.Rect
	portrait bool
	phone    bool // a phone's narrow board: every text grows to be read, the side's lines break
	// miniHand says a phone's hand shows its cards side by side as
	// miniatures, too many for their whole faces at a legible size: a
	// tap shows one whole.
	miniHand bool
	// arksOpen says a phone's Arks show their cards during the
	// Negotiation: a tap on their chips opens them (chips).
	arksOpen bool
	arkFocus bool // Integration and Prestige: the Arks take the Wing's room
	wound    bool // the 2-player ring winds through three rows of four (update decides, layWing lays)
	// upright says the Wing stands in four rows of three, its rows the
	// columns of the three rows of four: on a small landscape screen
	// (800x600), where a Chamber's card is then wide enough for its
	// name's longest word at the legible size.
	upright bool
	mine    int // the seat at the device, whose Ark row is twice as tall; -1 for none
	// othersBare says no other seat's Ark holds a card (the game's
	// start): under the upright Wing their row gives its room to the
	// viewer's and the hand's whole cards over it (layUpright).
	othersBare bool
	// othersFew says no other seat's Ark holds more than two cards: a
	// column, which a narrow row holds (abreast).
	othersFew bool
	// drafting says the viewer picks from a draft pack: the Wing is
	// empty, its legend gives the pack its room.
	drafting bool
	// fullHand keeps the hand at full size outside Integration too: the
	// board sets it while a card of the hand must be chosen (a discard).
	fullHand bool
	// fold says the hand is folded to a strip of its cards' names, in
	// landscape, outside Integration or with no seat at the device (a
	// review): the Arks take its room. update decides.
	fold bool
	// risen says the folded hand shows its cards whole all the same: the
	// viewer's Ark leaves them room over the strip (riseHand decides).
	risen bool
	// besideX, where the risen hand lies right of the viewer's Ark and
	// not under it, is the left of the hand's panel; else 0.
	besideX float64
	// slotRows is 2 where a seat's name would not stand whole in its
	// turn-order slot on one row (relayout decides), else 1.
	slotRows int
	// foldTwo says the folded strip shows two lines of each card's band:
	// a card's name does not stand whole on one line (relayout decides).
	foldTwo bool
	// floor is the height each Ark row gets at least while the hand is
	// folded: that of the other seats' rows in Integration.
	floor float64
	// steady is the height of the other seats' Ark rows in the
	// Negotiation, which they keep while the Arks are played (the
	// viewer's takes the Wing's room): 0 where the layout has none.
	steady float64

	wing    scenes.Rect
	cells   [rs.Chambers]scenes.Rect // a Chamber: its card and its cubes
	cards   [rs.Chambers]scenes.Rect
	cubeRow [rs.Chambers]scenes.Rect
	spots   []spotGeom

	side      scenes.Rect // the column of tracks, Negotiators and piles
	turnY     float64     // the line of the game turn, over the slots
	slots     []scenes.Rect
	track     scenes.Rect
	negs      [rs.NumCastes]scenes.Rect
	hidden    [rs.NumCastes]scenes.Rect
	negsLabel float64     // the top of "Ada's Negotiators", over them
	legend    scenes.Rect // what the star, "tie" and the numbers on a Negotiator mean
	info      scenes.Rect
	recycle   scenes.Rect
	discards  scenes.Rect // where the Discard Pile is shown: a strip, or the pack's room
	discStrip scenes.Rect
	discBig   scenes.Rect
	pack      scenes.Rect
	packCards []scenes.Rect

	arks   scenes.Rect
	rows   []scenes.Rect
	ownRow scenes.Rect // the viewer's row as laid out, before the risen hand shortens it
	// laidRows are the Arks' rows as laid out, before the risen hand
	// takes room from them (riseHand).
	laidRows []scenes.Rect
	rowHead  []scenes.Rect

	handX, handY, handWidth, handScale float64
	handTop                            float64
	handRight                          float64     // the hand lies left of it, over the whole width in portrait
	handN                              int         // the cards in the hand, which decide its width
	stripAt                            [3]float64  // handX, handWidth, handRight as fitHand left them
	main                               scenes.Rect // the area above the hand
}

// fitHand places the hand for handN cards. In landscape it lies under
// the Wing and the Arks, and the side goes down to the bottom, unless the
// fan would have to tighten there, covering more of each card than the
// part that carries its name, cost and recycling: then it takes the whole
// width and the side stops above it.
func (l *layout) fitHand() {
	a := l.area
	l.handWidth = a.W * 0.96
	l.handX = a.X + a.W/2
	l.handRight = a.X + a.W
	if l.portrait && l.phone {
		// The Recycle bin stands in the side (laySide): the cards take
		// the whole width, side by side where four or five fit.
		l.stripAt = [3]float64{l.handX, l.handWidth, l.handRight}
		return
	}
	if l.portrait {
		// The Recycle bin stands right of the hand (see laySide): a card
		// dragged there has a short way to go, not the screen's height.
		l.handRight = a.X + a.W - l.binW() - 2*gap
		l.handWidth = (l.handRight - a.X) * 0.96
		l.handX = a.X + (l.handRight-a.X)/2
		return
	}
	left := l.side.X - gap - a.X
	n := float64(max(l.handN, 4))
	need := (n-1)*0.66*handW*l.handScale + handW*l.handScale
	if l.fold {
		// The folded strip shows each card's name whole only with the
		// cards side by side.
		need = n * handSpread * handW * l.handScale
	}
	switch {
	case need <= left*0.96:
		l.handRight = l.side.X - gap
		l.handWidth = left * 0.96
		l.handX = a.X + left/2
		l.side.H = a.Y + a.H - l.side.Y
	case l.fold:
		// The strip takes the whole width; the side stops over it.
		l.side.H = a.Y + a.H - l.peek() - gap - l.side.Y
	default:
		l.side.H = l.main.Y + l.main.H - l.side.Y
	}
	l.stripAt = [3]float64{l.handX, l.handWidth, l.handRight}
}

// fanFits reports whether the hand's whole cards, overlapping as the fan
// lays them (each showing the part that carries its texts), fit left of
// the side, made a tenth smaller at most; if so it places the hand there.
func (l *layout) fanFits() bool {
	a := l.area
	left := l.side.X - gap - a.X
	n := float64(max(l.handN, 4))
	fit := left * 0.96 / (handW * (1 + 0.66*(n-1)))
	if fit < l.handScale*0.9 || fit < handUnit {
		return false
	}
	// A little smaller where that makes it fit: the cards read still.
	l.handScale = min(l.handScale, fit)
	l.handRight = l.side.X - gap
	l.handWidth = left * 0.96
	l.handX = a.X + left/2
	return true
}

// refitHand lays the hand out again for n cards, with the side pieces
// the hand leaves room for; it reports whether the whole layout must be
// made again: on a tall screen, where the hand's size depends on n.
func (l *layout) refitHand(n, seats int) bool {
	if n == l.handN {
		return false
	}
	l.handN = n
	if l.area.W > 0 && !l.portrait {
		l.fitHand()
		l.laySide(seats)
	}
	return l.portrait
}

// update lays out area for a game of seats players on the Wing's side
// with the given Spots. With arkFocus the Arks take the Wing's room too,
// for the phases where the Wing is empty and the Arks are played. The Ark
// of mine, the seat at the device (-1 for none), gets a row twice as tall
// as the others: it is the one played from.
func (l *layout) update(a scenes.Rect, seats int, spots [][2]int, arkFocus bool, mine int) {
	l.area, l.arkFocus, l.mine = a, arkFocus, mine
	l.steady = 0
	if arkFocus && mine >= 0 && mine < seats && seats > 2 && a.H <= a.W*1.1 {
		// The other seats' Arks keep the size they have in the
		// Negotiation: only the viewer's grows. Two seats' Arks hold
		// many cards each: the other's takes its share.
		neg := layout{k: l.k, slotRows: l.slotRows, foldTwo: l.foldTwo, handN: l.handN, othersBare: l.othersBare, othersFew: l.othersFew}
		neg.update(a, seats, spots, false, mine)
		for p, r := range neg.rows {
			if p != mine {
				l.steady = max(l.steady, r.H)
			}
		}
	}
	l.portrait = a.H > a.W*1.1
	l.upright = !l.portrait && l.small()
	l.fold = (!l.portrait || l.phoneNegotiation()) && !l.fullHand && (!arkFocus || mine < 0 || mine >= seats)
	l.miniHand = false
	// The hand shows its cards whole at the bottom, large enough that
	// their names, costs and recycling read at 12 pixels.
	// On a window smaller than the four sizes played at, the hand takes
	// at most a quarter of the height.
	l.handScale = min(handUnit*max(1, l.k), a.H*0.26/(handH+handDrop))
	if !l.portrait && !l.upright && arkFocus && mine >= 0 && mine < seats {
		// The hand played from in Integration grows as large as its fan
		// of four cards or more fits left of the side, to handMost.
		left := a.W - l.sideWidth(a.W) - 2*gap
		n := float64(max(l.handN, 4))
		fan := left * 0.96 / (handW * (1 + 0.66*(n-1)))
		l.handScale = max(l.handScale, min(handMost, fan, a.H*0.26/(handH+handDrop)))
	}
	if l.portrait {
		// A tall window has room to spare: the hand's cards read large,
		// and the Wing, the Arks and the side take the rest.
		// A full hand still shows three quarters of each card.
		tall := min(300, a.H*0.16)
		n := float64(max(l.handN, 4))
		room := (a.W - l.binW() - 2*gap) * 0.96
		if l.phone {
			room = a.W * 0.96 // the bin stands in the side
		}
		l.handScale = max(l.handScale, min(tall/handH, room/(handW*(1+0.75*(n-1)))))
		if l.phone {
			// The cards lie side by side, whole (or the strip of their
			// names); where they would not at a legible size, as
			// miniatures, each shown whole at a tap.
			side := room / (handW * (1 + handSpread*(n-1)))
			l.miniHand = side < l.handScale && !l.fold
			l.handScale = min(l.handScale, side)
		}
	}
	shown := (handH + handDrop) * l.handScale
	if l.fold && l.portrait {
		// A phone's Negotiation: the hand is the strip of its names, a
		// card shown whole at a tap; the Wing takes the room.
		shown = l.peek()
	} else if l.phone && l.portrait {
		// The cards lie side by side, a picked one raised only a little
		// (the hand is Low): no room for a fan's drop or a lifted card.
		shown = (handH + handFoot + handH*0.07) * l.handScale
	}
	l.handTop = a.Y + a.H - shown
	l.handY = a.Y + a.H
	main := scenes.Rect{X: a.X, Y: a.Y, W: a.W, H: a.H - shown - gap}

	if l.portrait {
		// The side strip gets what its texts need; the Arks, whose rows
		// hold few cards, at most a modest row a seat; the Wing the rest.
		sideShare, arksShare := 0.32, 0.36
		if l.phone {
			// A phone's grown texts: the side whole with the Recycle bin, the Arks' rows
			// their heads; the Wing, whose cards zoom, the rest.
			sideShare, arksShare = 0.52, 0.28
		}
		sideH := min(main.H*sideShare, l.sideNeed(seats))
		shares := float64(seats)
		if mine >= 0 && mine < seats {
			shares++
		}
		row := max(96, 70*l.k)
		if !arkFocus {
			// During the Negotiation the Arks hold few cards and the Wing
			// is played: it takes the room, the Ark played from half as
			// tall again as the others.
			row = max(80, 60*l.k)
			if mine >= 0 && mine < seats {
				shares -= 0.5
			}
		}
		arksH := min(main.H*arksShare, shares*row+float64(seats)*4)
		if l.chips() {
			arksH = l.chipH()
		}
		// The Arks on top, then the side, then the Wing over the hand:
		// the Spots and Negotiators played lie next to the prompt under
		// the hand, not the screen's height away from it.
		l.arks = scenes.Rect{X: main.X, Y: main.Y, W: main.W, H: arksH}
		l.side = scenes.Rect{X: main.X, Y: main.Y + arksH + gap, W: main.W, H: sideH}
		l.wing = scenes.Rect{X: main.X, Y: l.side.Y + sideH + gap, W: main.W, H: main.Y + main.H - (l.side.Y + sideH + gap)}
		l.wound = seats == 2 && woundBetter(l.wing, l.wing)
	} else if l.upright {
		// Four rows of three Chambers, each card as wide as its name's
		// longest word at the legible size; the side the rest.
		leftW := min(main.W*0.74, uprightW*l.k)
		l.wound = seats == 2
		l.wing = scenes.Rect{X: main.X, Y: main.Y, W: leftW, H: min(a.H*0.65, uprightH*l.k)}
		l.side = scenes.Rect{X: main.X + leftW + gap, Y: main.Y, W: main.W - leftW - gap, H: main.H}
		y := main.Y + l.wing.H + gap
		l.arks = scenes.Rect{X: main.X, Y: y, W: leftW, H: main.Y + main.H - y}
	} else {
		sideW := l.sideWidth(main.W)
		leftW := main.W - sideW - gap
		wingH := min(main.H*0.56, leftW*0.62)
		// Three rows of Chambers: the Wing takes what keeps each Chamber
		// a card lying on its side, its name legible; the Arks, small
		// during the Negotiation, the rest.
		rows3 := min(main.H*wingShare, leftW*0.8)
		l.wound = seats == 2 && woundBetter(scenes.Rect{W: leftW, H: wingH}, scenes.Rect{W: leftW, H: rows3})
		if seats > 2 || l.wound {
			wingH = rows3
		}
		l.wing = scenes.Rect{X: main.X, Y: main.Y, W: leftW, H: wingH}
		l.side = scenes.Rect{X: main.X + leftW + gap, Y: main.Y, W: sideW, H: main.H}
		y := main.Y + wingH + gap
		l.arks = scenes.Rect{X: main.X, Y: y, W: leftW, H: main.Y + main.H - y}
	}
	l.main = main
	l.fitHand()
	if arkFocus && l.portrait {
		// The side moves up to the Wing's place; the Arks take the rest.
		l.side.Y = main.Y
		y := l.side.Y + l.side.H + gap
		l.arks = scenes.Rect{X: main.X, Y: y, W: main.W, H: main.Y + main.H - y}
	} else if arkFocus {
		l.arks.H += l.arks.Y - l.wing.Y
		l.arks.Y = l.wing.Y
	}
	if l.fold {
		l.foldHand(seats)
	}
	l.layWing(seats, spots)
	l.laySide(seats)
	l.rows = l.rows[:0]
	l.rowHead = l.rowHead[:0]
	// The Arks keep their places in every phase: the other seats' two to
	// a row, the viewer's at the bottom over the hand it plays from.
	l.layFolded(seats)
	l.ownRow = scenes.Rect{}
	if l.own(seats) {
		l.ownRow = l.rows[mine]
	}
	l.laidRows = append(l.laidRows[:0], l.rows...)
}

// sideWidth is the width of the column of tracks, Negotiators and piles
// right of the Wing on a landscape screen w wide.
func (l *layout) sideWidth(w float64) float64 {
	return min(330, max(230, w*0.3)) * min(l.k, 1.2)
}

// chips reports whether the Arks are chips on a row, each its seat's
// name, Resources and Prestige: on a phone during the Negotiation, where
// the Wing takes the room, until a tap opens them (arksOpen).
func (l *layout) chips() bool {
	return l.phone && l.portrait && !l.arkFocus && !l.arksOpen
}

// phoneNegotiation reports whether the board is a phone's during the
// Negotiation, the Wing played: its hand folds to the strip of its names.
func (l *layout) phoneNegotiation() bool { return l.phone && l.portrait && !l.arkFocus }

// chipH is the height of an Ark's chip: its head's two lines.
func (l *layout) chipH() float64 { return (sizeHead+sizeSmall*1.1)*l.k + 16 }

// own reports whether the layout has a seat at the device among seats.
func (l *layout) own(seats int) bool { return l.mine >= 0 && l.mine < seats }

// peek is the height of the folded strip: the band of each card with
// its name on one line, or two (foldTwo), and on a small screen the foot
// of the tab under it, whole inside the board.
func (l *layout) peek() float64 {
	lines := 1.0
	if l.foldTwo {
		lines = 2
	}
	if !l.small() && !l.phone {
		// The tab's foot runs into the board's margin.
		return (23 + 17*(lines-1)) * l.handScale
	}
	return (lines*l.nameSize()*1.1 + 8 + 4) * l.handScale
}

// small reports whether the board is laid out for a small screen, the
// size of 800x600 (windows smaller still keep the 1280x720 strip).
func (l *layout) small() bool { return l.k > 1 && l.k < 1.7 }

// nameSize is the size of a hand card's name in the hand's units: 15, and
// on a small screen (k over 1) up to 18 for at least 14 pixels, a
// capital 10 high, at 800x600.
func (l *layout) nameSize() float64 {
	if l.small() && l.handScale > 0 {
		return max(15, min(18, 14*l.k/l.handScale))
	}
	if l.phone && l.handScale > 0 {
		// 15 pixels, as the hand's cards draw their names (drawHandCard).
		return max(15, 15*sizeSmall*l.k/(scenes.MinTextPx*l.handScale))
	}
	return 15
}

// foldHand folds the hand to a strip along the bottom that shows the
// band of each card with its name, and gives its room to the Arks: each
// Ark's row keeps at least the height the other seats' rows have in
// Integration (l.floor), the Wing giving up a little of its height when
// the hand's room is not enough.
func (l *layout) foldHand(seats int) {
	a := l.area
	if l.portrait {
		// A phone's strip: the Wing over it already has the room.
		l.handTop = a.Y + a.H - l.peek()
		l.handY = l.handTop + (handH+handFoot)*l.handScale
		return
	}
	shares := float64(seats)
	if l.own(seats) {
		shares++
	}
	// In Integration the Arks take the whole height over the hand.
	l.floor = l.main.H/shares - 4
	peek := l.peek()
	l.handTop = a.Y + a.H - peek
	l.handY = l.handTop + (handH+handFoot)*l.handScale
	l.arks.H = l.handTop - gap - l.arks.Y
	if l.arkFocus {
		return
	}
	// The last row needs no gap under it: the hand's lies there.
	rows, _ := foldedRows(seats, l.own(seats))
	if l.abreast(seats) {
		rows = 2
	}
	short := float64(rows)*(l.floor+4) - 4 - l.arks.H
	if l.abreast(seats) && short < 0 {
		// The Arks, few cards each, take their floor: the Wing, which
		// the Negotiation is played on, grows into the rest.
		grow := min(-short, max(0, l.wing.W*0.8-l.wing.H))
		l.wing.H += grow
		l.arks.Y += grow
		l.arks.H -= grow
	}
	if short > 0 {
		// The Arks come closer to the Wing.
		l.arks.Y -= gap / 2
		l.arks.H += gap / 2
		short -= gap / 2
	}
	if short > 0 && !l.upright {
		// The Wing gives up a little: its Chamber cards stay wide
		// enough for their names (TestChambersKeepCardProportions).
		cut := min(short, l.wing.H*0.045)
		l.wing.H -= cut
		l.arks.Y -= cut
		l.arks.H += cut
	}
}

// abreast reports whether the other seats' three Arks, a column of
// cards each at most, stand side by side on one row over the viewer's,
// during the Negotiation on a
// landscape screen with the Wing in three rows of four: their rows, each
// a few cards wide, leave the height to the Wing. Played, the Arks hold
// many cards: two to a row.
func (l *layout) abreast(seats int) bool {
	return seats == 4 && l.othersFew && l.own(seats) && !l.portrait && !l.upright && !l.arkFocus
}

// foldedRows returns how many rows the Arks take while the hand is
// folded, and how many of those hold two Arks side by side: the other
// seats' Arks two to a row, the viewer's (own) one a row of its own, the
// whole width, so that its cards read as they do in Integration.
func foldedRows(seats int, own bool) (rows, pairs int) {
	others := seats
	if own {
		others--
	}
	if others < 2 {
		rows = others
	} else {
		rows, pairs = (others+1)/2, others/2
	}
	if own {
		rows++
	}
	return rows, pairs
}

// layFolded places the Arks' rows, in every phase so that each Ark keeps
// its place: the other seats' Arks in seat order, two to a row (an odd
// one takes a row's whole width), then the viewer's at the bottom, over
// the hand it plays from, half as tall again as the others (twice while
// the Arks are played) where that leaves them their floor.
func (l *layout) layFolded(seats int) {
	own := l.own(seats)
	rows, _ := foldedRows(seats, own)
	if rows == 0 {
		return
	}
	others := rows
	if own {
		others--
	}
	rh := l.arks.H / float64(rows)
	if own && others > 0 {
		// The viewer's Ark is half as tall again as a row of the
		// others', twice as tall while the Arks are played.
		share := 1.5
		if l.arkFocus && !l.fold {
			share = 2
		}
		rh = l.arks.H / (float64(others) + share)
		if l.steady > 0 && float64(others)*(l.steady+4) < l.arks.H*0.6 {
			rh = l.steady + 4
		}
		if l.fold && rh < l.floor+4 {
			rh = min(l.floor+4, (l.arks.H+4)/float64(rows)) // the last row ends with no gap
		}
	}
	for p := 0; p < seats; p++ {
		l.rows = append(l.rows, scenes.Rect{})
		l.rowHead = append(l.rowHead, scenes.Rect{})
	}
	a := l.arks
	if l.chips() {
		// Side by side, each a chip of its head alone.
		w := (a.W - 4*float64(seats-1)) / float64(seats)
		for p := 0; p < seats; p++ {
			r := scenes.Rect{X: a.X + float64(p)*(w+4), Y: a.Y, W: w, H: a.H}
			l.rows[p], l.rowHead[p] = r, r
		}
		return
	}
	if l.upright && !l.arkFocus && own && others > 0 {
		// Three narrow Arks side by side hold the few cards of the
		// Negotiation; played, the Arks need the width.
		l.layUpright(seats)
		return
	}
	if l.abreast(seats) {
		rh := l.arks.H / 2.5
		if l.steady > 0 && l.steady+4 < l.arks.H*0.6 {
			rh = l.steady + 4
		}
		if l.fold && rh < l.floor+4 {
			rh = min(l.floor+4, (l.arks.H+4)/2)
		}
		w := (a.W - 8) / 3
		x := a.X
		for p := 0; p < seats; p++ {
			if p == l.mine {
				continue
			}
			r := scenes.Rect{X: x, Y: a.Y, W: w, H: rh - 4}
			l.rows[p] = r
			l.rowHead[p] = scenes.Rect{X: r.X, Y: r.Y, W: min(130*l.k, r.W*0.5), H: r.H}
			x += w + 4
		}
		r := scenes.Rect{X: a.X, Y: a.Y + rh, W: a.W, H: a.H - rh}
		l.rows[l.mine] = r
		l.rowHead[l.mine] = scenes.Rect{X: r.X, Y: r.Y, W: min(130*l.k, r.W*0.24), H: r.H}
		return
	}
	y, half := a.Y, 0
	place := func(p int, r scenes.Rect, share float64) {
		l.rows[p] = r
		l.rowHead[p] = scenes.Rect{X: r.X, Y: r.Y, W: min(130*l.k, r.W*share), H: r.H}
	}
	n := 0 // the other seats' Arks placed
	left := seats
	if own {
		left--
	}
	for p := 0; p < seats; p++ {
		if own && p == l.mine {
			continue
		}
		switch {
		case left-n == 1 && half == 0:
			// The last one, alone: the whole width.
			place(p, scenes.Rect{X: a.X, Y: y, W: a.W, H: rh - 4}, 0.24)
			y += rh
		case half == 0:
			place(p, scenes.Rect{X: a.X, Y: y, W: (a.W - 4) / 2, H: rh - 4}, 0.42)
			half = 1
		default:
			place(p, scenes.Rect{X: a.X + (a.W+4)/2, Y: y, W: (a.W - 4) / 2, H: rh - 4}, 0.42)
			half = 0
			y += rh
		}
		n++
	}
	if own {
		place(l.mine, scenes.Rect{X: a.X, Y: y, W: a.W, H: a.Y + a.H - y}, 0.24)
	}
}

// layUpright places the Arks' rows under the upright Wing during the
// Negotiation: the other seats' Arks side by side on one row, each its
// name over a Unit and its Crew at full size, the viewer's under them
// with the rest of the height, the hand folded to its names under it.
func (l *layout) layUpright(seats int) {
	a := l.arks
	ts := sizeSmall * l.k
	head := 10 + (sizeHead+sizeSmall*1.1)*l.k
	others := head + 8 + 2*(3.45*ts+8) + 8
	ownY := a.Y + min(others, a.H*0.68)
	if l.othersBare {
		// The viewer's head just over the hand's whole cards, risen over
		// the rest of its row (riseHand).
		risen := l.area.Y + l.area.H - (handH+handFoot)*l.handScale
		ownY = max(a.Y+a.H*0.3, risen-gap-((sizeHead+sizeSmall*1.1)*l.k+14)-1)
	}
	if !l.fold {
		// The hand lies whole under the Arks: the viewer's takes its
		// share of their room, as in layFolded.
		share := 1.5
		if l.arkFocus {
			share = 2
		}
		ownY = a.Y + a.H/(1+share)
		if l.steady > 0 && l.steady+4 < a.H*0.6 {
			ownY = a.Y + l.steady + 4
		}
	}
	n := float64(seats - 1)
	w := (a.W - 4*(n-1)) / n
	x := a.X
	for p := 0; p < seats; p++ {
		if p == l.mine {
			continue
		}
		r := scenes.Rect{X: x, Y: a.Y, W: w, H: ownY - 4 - a.Y}
		l.rows[p] = r
		l.rowHead[p] = scenes.Rect{X: r.X, Y: r.Y, W: min(130*l.k, r.W*0.6), H: r.H}
		x += w + 4
	}
	r := scenes.Rect{X: a.X, Y: ownY, W: a.W, H: a.Y + a.H - ownY}
	l.rows[l.mine] = r
	l.rowHead[l.mine] = scenes.Rect{X: r.X, Y: r.Y, W: min(130*l.k, r.W*0.24), H: r.H}
}

// Spot room between Chambers, as a share of a Chamber's width (across) and
// height (down): room enough for a Spot's two halves to show the cubes
// each brings in numbers that can be read.
const spotAcross, spotDown = 0.5, 0.66

// With three rows of Chambers (three and four players), the Spots down
// take less of a Chamber's height, which the Wing gives its cards, and
// the Wing takes wingShare of the height over the hand.
const (
	spotDown3 = 0.56
	// spotDownNarrow is spotDown3 in a narrow Wing (800x600), whose
	// Chambers need the height for their names.
	spotDownNarrow = 0.5
	wingShare      = 0.68
)

// The upright Wing (800x600) is uprightW by uprightH at most, in units
// that grow by k; its Spots take uprightAcross of a Chamber's width and
// uprightDown of its height; its cards, whose names take one line, are
// up to uprightAspect as wide as tall.
const (
	uprightW, uprightH         = 368.0, 330.0
	uprightAcross, uprightDown = 0.3, 0.36
	uprightAspect              = 2.1
)

// chamberAspect is the widest a Chamber's card is for its height.
const chamberAspect = 1.75

// layWing places the twelve Chambers in three rows of four (the 4-player
// side, whose rows and columns close on themselves) or in a ring of two
// rows of six (the 2-player side), with the Spots between them. Where two
// rows of six would leave the Chambers small (a narrow Wing: 800x600, or
// portrait), the 2-player ring winds through three rows of four instead
// (l.wound), each Chamber beside the next, and the Chambers take the room.
func (l *layout) layWing(seats int, spots [][2]int) {
	w := l.wing
	ring := seats == 2 && !l.wound
	cols, rows := 4, 3
	if ring {
		cols, rows = 6, 2
	}
	cw, ch, sw, sh, cubeH := wingCells(w, cols, rows, ring)
	if l.upright {
		cols, rows = 3, 4
		cw, ch, sw, sh, cubeH = cellsShared(w, cols, rows, false, uprightAcross, uprightDown, uprightAspect)
	}
	if l.phone && !ring && !l.upright {
		// A phone's numbers are grown: a Spot down is as tall as a
		// Negotiator's numbers on it, the cube row takes its share of
		// the Chamber, the card the rest.
		if least := cubeText*l.k*1.1 + 8; sh < least {
			sh = least
			ch = min(ch, (w.H-8)/float64(rows)-sh)
		}
		// The Chamber takes the width, its card a miniature that zooms
		// on a long press: its cubes have room right of its number.
		cubeH = max(cubeH, ch*0.3)
		cw = (w.W - 4) / (float64(cols)*(1+spotAcross) + 0.1)
		sw = cw * spotAcross
	}
	x0 := w.X + (w.W-(float64(cols)*(cw+sw)-sw))/2
	y0 := w.Y + 4 + (w.H-8-float64(rows)*(ch+sh))/2
	if !ring {
		x0 = w.X + (w.W-float64(cols)*(cw+sw))/2 + 2
		if l.wound {
			// No Spot closes a row: the columns centre without one.
			x0 = w.X + (w.W-(float64(cols)*(cw+sw)-sw))/2
			y0 = w.Y + 4 + (w.H-8-(float64(rows)*(ch+sh)-sh))/2
		}
	}
	pos := func(c int) (col, row int) {
		switch {
		case l.upright && l.wound:
			return woundPos[c][1], woundPos[c][0]
		case l.upright:
			return c / 4, c % 4
		case l.wound:
			return woundPos[c][0], woundPos[c][1]
		case ring:
			if c < 6 {
				return c, 0
			}
			return 11 - c, 1
		}
		return c % 4, c / 4
	}
	for c := 0; c < rs.Chambers; c++ {
		col, row := pos(c)
		r := scenes.Rect{X: x0 + float64(col)*(cw+sw), Y: y0 + float64(row)*(ch+sh), W: cw, H: ch}
		l.cells[c] = r
		l.cards[c] = scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H - cubeH - 2}
		l.cubeRow[c] = scenes.Rect{X: r.X, Y: r.Y + r.H - cubeH, W: r.W, H: cubeH}
	}
	l.spots = l.spots[:0]
	// A Spot across is as tall as a good part of the Chamber beside it,
	// a Spot down most of its width: each half stays large enough for its
	// number, and a Negotiator on a Spot down has room for its numbers
	// beside it (pawnPlace).
	across := min(ch*0.62, sw*1.3)
	down := min(cw*0.8, sh*2.2)
	for _, sp := range spots {
		a, b := l.cells[sp[0]], l.cells[sp[1]]
		ca, ra := pos(sp[0])
		cb, rb := pos(sp[1])
		var g spotGeom
		switch {
		case ra == rb && (cb == ca+1 || cb == ca-1):
			lo := a
			if cb < ca {
				lo = b
			}
			g = spotGeom{r: scenes.Rect{X: lo.X + lo.W + 2, Y: lo.Y + lo.H/2 - across/2, W: sw - 4, H: across}, horizontal: true, firstLow: ca < cb}
		case ca == cb && (rb == ra+1 || rb == ra-1):
			lo := a
			if rb < ra {
				lo = b
			}
			g = spotGeom{r: scenes.Rect{X: lo.X + lo.W/2 - down/2, Y: lo.Y + lo.H + 2, W: down, H: sh - 4}, firstLow: ra < rb}
		case ra == rb:
			// The row closes on itself: the Spot lies after the last column.
			last := a
			if cb > ca {
				last = b
			}
			g = spotGeom{r: scenes.Rect{X: last.X + last.W + 2, Y: last.Y + last.H/2 - across/2, W: sw - 4, H: across}, horizontal: true, firstLow: ca > cb, wraps: true}
		default:
			last := a
			if rb > ra {
				last = b
			}
			g = spotGeom{r: scenes.Rect{X: last.X + last.W/2 - down/2, Y: last.Y + last.H + 2, W: down, H: sh - 4}, firstLow: ra > rb, wraps: true}
		}
		l.spots = append(l.spots, g)
	}
}

// woundPos is the column and row of each Chamber of the 2-player ring
// wound through three rows of four: 1 2 3 4 / 12 9 8 5 / 11 10 7 6, each
// Chamber beside the next and the twelfth beside the first.
var woundPos = [rs.Chambers][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}, {3, 2}, {2, 2}, {2, 1}, {1, 1}, {1, 2}, {0, 2}, {0, 1}}

// woundBetter reports whether the 2-player ring wound through three rows
// in a Wing the size of wound gives Chambers a good deal larger than two
// rows of six in one the size of ring.
func woundBetter(ring, wound scenes.Rect) bool {
	cw, ch, _, _, cubeH := wingCells(ring, 6, 2, true)
	cw3, ch3, _, _, cubeH3 := wingCells(wound, 4, 3, false)
	return cw3*(ch3-cubeH3) > 1.2*cw*(ch-cubeH)
}

// wingCells returns the size of a Chamber (cw by ch, its cube row cubeH
// of it) and of the room for the Spots across (sw) and down (sh) for
// cols by rows Chambers in w; tall is the 2-player ring of two rows,
// whose Chambers stand taller.
func wingCells(w scenes.Rect, cols, rows int, tall bool) (cw, ch, sw, sh, cubeH float64) {
	sd := spotDown3
	if w.W < 600 {
		sd = spotDownNarrow
	}
	if tall {
		sd = spotDown
	}
	return cellsShared(w, cols, rows, tall, spotAcross, sd, chamberAspect)
}

// cellsShared is wingCells with the Spots across taking sa of a
// Chamber's width and those down sd of its height, and a Chamber's card
// aspect times as wide as it is tall at most.
func cellsShared(w scenes.Rect, cols, rows int, tall bool, sa, sd, aspect float64) (cw, ch, sw, sh, cubeH float64) {
	cw = w.W / (float64(cols)*(1+sa) + 0.1)
	ch = (w.H - 8) / (float64(rows) * (1 + sd))
	cw = min(cw, ch*1.7)
	if tall {
		// Two rows leave height to spare: the Chambers stand taller,
		// with room for a name in two lines.
		ch = min(ch, cw*1.3)
	} else {
		ch = min(ch, cw*1.05)
	}
	sw, sh = cw*sa, ch*sd
	cubeH = min(ch*0.24, 24)
	if !tall {
		// A Chamber stays a card lying on its side, never a strip: the
		// Spots across keep their room and the card is narrower.
		cw = min(cw, (ch-cubeH-2)*aspect)
		sw = min((w.W-4)/float64(cols)-cw, cw*0.8)
	}
	return cw, ch, sw, sh, cubeH
}

// Text sizes of the side, in logical units at 1280x720 and larger; they
// grow by k on smaller screens.
const (
	sizeSmall = 12.5 // labels and counts
	sizeHead  = 15   // the turn, the Recycle bin, the pack's title
)

// sideRows are the heights of the side's parts for k: the turn line, the
// slots, the Prestige track, the Negotiators (with their numbers under
// them and the face-down row), the piles' lines and the Recycle bin.
func (l *layout) sideRows(seats int, nw float64) (turn, slots, track, negs, info, bin float64) {
	k := l.k
	// The kit's glow spills 9 units round a lit piece: the rows keep that
	// room from the texts next to them.
	turn = sizeHead*k + 10
	slots = max(30, sizeSmall*k+14) + 12 // a lit slot's glow stays off the track's title
	if l.slotRows > 1 {
		slots += max(30, sizeSmall*k+14) + 3
	}
	track = sizeSmall*k + 4 + float64(seats)*9 + 4 + sizeSmall*k + 4
	negs = sizeSmall*k + l.negsGap() + nw + 1 + cubeText*k + 12 + nw*0.5 + 2 + sizeSmall*k + 6
	if l.negCols() < rs.NumCastes {
		negs += l.negRowH(nw)
	}
	info = 3*(sizeSmall*k+3) + 4
	if l.upright || l.phone {
		info += 2 * (sizeSmall*k + 3) // the narrow side breaks the piles' two lines (drawSide)
	}
	bin = 22 + sizeHead*k + sizeSmall*k + 12
	return
}

// negCols is how many Negotiators stand on a row: all six, or three a
// row beside the upright Wing, where the side is narrow for six.
func (l *layout) negCols() int {
	if l.upright {
		return rs.NumCastes / 2
	}
	return rs.NumCastes
}

// negRowH is the height of a row of Negotiators nw wide: each with its
// numbers under it and its face-down one under them.
func (l *layout) negRowH(nw float64) float64 {
	return nw + 1 + cubeText*l.k + 12 + nw*0.5 + 6
}

// negsGap parts the Negotiators from their title: the light round a lit
// one (the kit's glow, 9 units) stays clear of the title's letters. A
// window smaller than the sizes played at keeps the room for the rest.
func (l *layout) negsGap() float64 {
	if l.k >= 1.7 {
		return 12
	}
	return 20
}

// slotW is the width of a turn-order slot, n of them on a row w wide.
// On a phone the slots take the whole width: its names are grown.
func slotW(w float64, n int, phone bool) float64 {
	if phone {
		return (w - 3*float64(n-1)) / float64(n)
	}
	return min(90, (w-3*float64(n-1))/float64(n))
}

// slotsW is the width the turn-order slots share: the side's, its left
// half on a tall screen but a phone's, whose names are grown.
func (l *layout) slotsW() float64 {
	if l.portrait && !l.phone {
		return l.side.W*0.5 - gap
	}
	return l.side.W
}

// strip is the turn line with the turn-order slots under it.
func (l *layout) strip() scenes.Rect {
	r := scenes.Rect{X: l.side.X, Y: l.turnY, W: l.side.W, H: 0}
	for _, s := range l.slots {
		r.H = max(r.H, s.Y+s.H-r.Y)
		r.W = max(r.W, s.X+s.W-r.X)
	}
	return r
}

// legendLines is how many lines the legend under the Negotiators takes:
// what the star, "tie", a Negotiator's numbers and the outline of one
// placed since the viewer's last turn mean.
const legendLines = 4

// legendH is the height of the legend with the room under it: none
// while the Arks are played or a pack is drafted, the Wing empty, nor on
// a phone, where the Wing needs the room (a Negotiator's and a Chamber's
// tips say what the marks mean).
func (l *layout) legendH() float64 {
	if l.arkFocus || l.drafting || l.phone {
		return 0
	}
	return legendLines*(sizeSmall*l.k+3) + 8
}

// binW is the Recycle bin's width.
func (l *layout) binW() float64 {
	w := l.side.W
	if l.portrait {
		w = l.area.W*0.5 - gap
	}
	if l.upright {
		return min(w*0.6, max(110, 90*l.k)) // the side is narrow, the Discard Pile's line under the bin
	}
	return min(w*0.45, max(110, 90*l.k))
}

// sideNeed is the height the side strip needs in portrait, where its two
// halves lie side by side.
func (l *layout) sideNeed(seats int) float64 {
	w := l.area.W*0.5 - gap
	nw := min(56, (w-8)/float64(rs.NumCastes)-6)
	turn, slots, track, negs, info, bin := l.sideRows(seats, nw)
	left := turn + slots + track + negs + l.legendH()
	right := info + bin + sizeSmall*l.k + 100
	if l.phone {
		// The slots take the whole width over both halves; the Recycle
		// bin stands beside the hand, the Discard Pile's two lines under
		// the piles.
		right = turn + slots + info + 2*(sizeSmall*l.k+3) + 8 + bin + 8
	}
	return max(left, right) + 8
}

// laySide places the turn-order slots, the Prestige track, the viewer's
// Negotiators, the piles and the draft pack.
func (l *layout) laySide(seats int) {
	s := l.side
	x, y, w := s.X, s.Y, s.W
	if l.portrait {
		w = s.W*0.5 - gap
	}
	nw := min(56, (w-8)/float64(l.negCols())-6)
	if l.upright {
		nw = min(nw, 44) // their size beside a Wing of three rows, on two rows
	}
	turnH, slotsH, trackH, negsH, infoH, binH := l.sideRows(seats, nw)
	// The turn line, then the turn-order slots on a row of their own.
	l.turnY = y
	y += turnH
	l.slots = l.slots[:0]
	// The slots share the width with 3 units between them, so that a
	// seat's name stands whole in its slot; on two rows, in reading order,
	// where a name would not (slotRows).
	perRow := seats
	sh := slotsH - 10
	if l.slotRows > 1 {
		perRow = (seats + 1) / 2
		sh = (slotsH - 13) / 2
	}
	sw := slotW(l.slotsW(), perRow, l.phone)
	for i := 0; i < seats; i++ {
		col, row := float64(i%perRow), float64(i/perRow)
		l.slots = append(l.slots, scenes.Rect{X: x + col*(sw+3), Y: y + row*(sh+3), W: sw, H: sh})
	}
	y += slotsH + 2
	top := s.Y // where the right half of a tall side starts
	if l.phone {
		top = y // under the slots, which take the whole width
	}
	l.track = scenes.Rect{X: x, Y: y, W: w, H: trackH - 4}
	y += trackH
	// Six Negotiators a row stand 6 apart; three a row (the upright
	// Wing's side) share the width, their numbers clear of each other.
	step := nw + 6
	if cols := float64(l.negCols()); cols < rs.NumCastes {
		step = max(step, min(nw+24, (w-8-nw)/(cols-1)))
	} else if l.phone {
		// The numbers under each, grown, keep apart.
		step = max(step, (w-8-nw)/(cols-1))
	}
	for k := 0; k < rs.NumCastes; k++ {
		col, row := k%l.negCols(), k/l.negCols()
		l.negs[k] = scenes.Rect{X: x + 4 + float64(col)*step, Y: y + sizeSmall*l.k + l.negsGap() + float64(row)*l.negRowH(nw), W: nw, H: nw}
		l.hidden[k] = scenes.Rect{X: l.negs[k].X + nw*0.25, Y: l.negs[k].Y + nw + 1 + cubeText*l.k + 12, W: nw * 0.5, H: nw * 0.5}
	}
	l.negsLabel = y + 1
	y += negsH
	l.legend = scenes.Rect{X: x, Y: y, W: w, H: max(0, l.legendH()-6)}
	y += l.legendH()
	if l.portrait {
		x, y, w = s.X+s.W*0.5+gap, top, s.W*0.5-gap
	}
	l.info = scenes.Rect{X: x, Y: y, W: w, H: infoH - 4}
	y += infoH
	bw := l.binW()
	l.recycle = scenes.Rect{X: x + w - bw, Y: y, W: bw, H: binH}
	l.discStrip = scenes.Rect{X: x, Y: y, W: w - bw - 14, H: binH}
	if l.portrait && l.phone {
		// Under the Discard Pile's two lines: the hand takes the whole
		// width under the Wing.
		l.discStrip = scenes.Rect{X: x, Y: y, W: w, H: 2*(sizeSmall*l.k+3) + 4}
		y += l.discStrip.H + 4
		l.recycle = scenes.Rect{X: x + w - bw, Y: y, W: bw, H: binH}
	} else if l.portrait {
		// Right of the hand, in the middle of its band.
		a := l.area
		l.recycle = scenes.Rect{X: a.X + a.W - bw - gap, Y: l.handTop + max(0, (a.Y+a.H-l.handTop-binH)/2), W: bw, H: binH}
		l.discStrip.W = w
	}
	y += binH + 8
	if l.upright {
		// The side is narrow: the Discard Pile's line goes under the bin.
		l.discStrip = scenes.Rect{X: x, Y: y, W: w, H: 2*(sizeSmall*l.k+3) + 4}
		y += l.discStrip.H + 4
	}
	l.pack = scenes.Rect{X: x, Y: y, W: w, H: max(0, s.Y+s.H-y)}
	l.discards = l.discStrip
	if big := min(l.pack.H, 170); big > 100 {
		l.discBig = scenes.Rect{X: x, Y: y, W: w, H: big}
	} else {
		l.discBig = l.discStrip
	}
}

// layPack places n cards of the draft pack.
func (l *layout) layPack(n int) {
	l.packCards = l.packCards[:0]
	l.discards = l.discBig
	if n == 0 {
		return
	}
	l.discards = l.discStrip
	p := l.pack
	top := sizeHead*l.k + 6
	cw := max(0, min(90, (p.W-float64(n-1)*6)/float64(n), (p.H-top-2)/1.4))
	for i := 0; i < n; i++ {
		l.packCards = append(l.packCards, scenes.Rect{X: p.X + float64(i)*(cw+6), Y: p.Y + top, W: cw, H: cw * 1.4})
	}
}
