package revenant

import (
	rr "starboard/rules/revenant"
	"starboard/scenes"
)

// Hand cards are handW by handH in the hand's own units; the layout scales
// the hand (layout.handScale).
const (
	handW, handH = 150.0, 110.0
	gap          = 8.0
	// newsBand is the height of the strip kept along the bottom of a
	// table with no hand, for the news strip.
	newsBand = 46.0
	// handStrip is the part of a hand card's width the next card in the
	// fan leaves in view (a fan steps at most 0.66 of a card): the card
	// keeps its name, cost and text there.
	handStrip = 0.62
	// handRoom is the hand's height in its units: a card, and what is
	// left of the margin scenes.Hand keeps under it (the hand's origin
	// lies handSink under the area). The cards lie flat, upright (their
	// texts are drawn upright: on a turned card a name would run off its
	// band).
	handRoom = handH + 4
	handSink = 8.0
	// handRaise is the room kept free above the hand, in its units, for
	// a card raised over the others: the kit lifts the card under the
	// pointer by 0.30 of its height and grows it by 0.12 (a selected card
	// rises less), so a raised card never covers the map's Planets or a
	// place the next tap needs.
	handRaise = handH*(0.30+0.12/2) + 4
)

// handLowRaise is the room kept above the hand where its cards rise
// only a little (Hand.Low): the news strip's.
const handLowRaise = 30.0

// midShare is the height of the map's top and bottom rows, in thirds of
// the map: the middle row takes the rest.
const midShare = 0.94

// compactShare is midShare in a small window, whose crowded Sectors keep
// their Arkships' two actions in words, and phoneShare on a phone, whose
// middle row holds the Revenant's spaces one over the other.
const compactShare, phoneShare = 0.98, 0.86

// ringCell is where each ring Sector sits in the map's 3×3 grid, clockwise
// from the top left; the middle cell holds the Cores and the Revenant.
var ringCell = [rr.NumRing][2]int{{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}, {1, 2}, {0, 2}, {0, 1}}

// layout is where everything goes in the board's area.
type layout struct {
	area    scenes.Rect
	stacked bool // the boards, the hand and the map stacked (a tall or narrow area)
	solo    bool
	// handless is a table with no hand (a spectator's, a review): the
	// hand's room goes to the map and the boards.
	handless bool
	// compact is a small window (800x600): the map, the Crew and
	// Frigate board and the shared boards (Influence, Tactics, cards,
	// decks and the Corrupted Crew) take turns in one panel over the
	// hand, each opened by its tab, so that each is drawn large.
	compact  bool
	px       float64              // screen (CSS) pixels per unit, as last drawn; 0 before
	tabs     [numTabs]scenes.Rect // tabMap, tabCrew, tabShared
	handTop  float64
	mapArea  scenes.Rect
	sectors  [rr.NumSectors]scenes.Rect
	revenant scenes.Rect
	jump     scenes.Rect // the Revenant's Hyperjump space
	deploy   scenes.Rect // its Deploy space

	influence scenes.Rect
	houses    [rr.NumHouses]scenes.Rect
	tactics   scenes.Rect
	cards     [2]scenes.Rect // the face-up Sonar (or Colony) cards
	decks     [3]scenes.Rect // the Improvement decks
	automa    scenes.Rect    // solo: the Corrupted Crew's panel

	board   scenes.Rect // the Crew and Frigate board of the seat shown
	title   scenes.Rect
	figs    [3]scenes.Rect
	comps   [rr.NumCompartments]scenes.Rect
	res     [rr.NumResources]scenes.Rect
	equip   [rr.EquipmentSlots]scenes.Rect
	support scenes.Rect // where a Support card is played
	info    scenes.Rect // agenda, Data cubes, removed Corruption

	handX, handY, handWidth, handScale float64
	handBand                           float64 // the height of the hand's band, from handTop
	// raise is the room kept above the hand for a raised card, in the
	// hand's units: handRaise, or less in a small window, whose cards
	// take the rest to show their texts whole.
	raise float64
}

// update lays out area; solo makes room for the Corrupted Crew's panel,
// and handless (a spectator's table, a review) gives the hand's room to
// the map and the boards, but for a slim strip along the bottom where the
// news strip lies.
func (l *layout) update(a scenes.Rect, solo, handless bool) {
	l.area, l.solo, l.handless = a, solo, handless
	portrait := a.H > a.W*1.1
	// The hand lies whole along the bottom, under the map in a wide area
	// (the boards beside the map keep the full height), across the area
	// between the boards and the map in a tall one.
	l.raise = handRaise
	l.handScale = min(1.3, max(0.85, a.H*0.25/(handRoom+handRaise)))
	if portrait {
		l.handScale = min(1.7, max(1, a.H*0.13/handRoom), a.W*0.3/handW)
	}
	if !portrait {
		// A wide area's cards rise only a little (Hand.Low, placeHand):
		// the room above them holds the news strip, and the map takes
		// the rest (the thirteenth review saw an empty band at
		// 1920x1080).
		l.raise = handLowRaise
	}
	band := (handRoom + l.raise) * l.handScale
	if handless {
		band = newsBand
	}
	l.handY = a.Y + a.H + handSink*l.handScale
	l.handTop = a.Y + a.H - band
	main := scenes.Rect{X: a.X, Y: a.Y, W: a.W, H: a.H}

	l.stacked = main.W < (main.H-band-gap)*1.35
	l.compact = l.phone() || l.stacked && !portrait && (main.H-band-gap)*l.pixels() < 560
	l.tabs = [numTabs]scenes.Rect{}
	l.handBand = band
	var left, right scenes.Rect
	if l.compact {
		// The hand takes less of a small window: the panel over it
		// shows one board at a time, large.
		// The room for a raised card is smaller (a card under the pointer
		// rises only a little, Hand.Low): the cards, larger, show their
		// texts (the tenth review read "Point or hold to
		// read" where a card's text was).
		l.raise = handRaise * 0.7
		l.handScale = min(1.3, a.H*0.19/(handRoom+l.raise))
		if l.phone() {
			// A phone's hand, the seat's own, as large as three cards
			// abreast allow, the names and kinds legible.
			l.handScale = min(a.H*0.26/(handRoom+l.raise), a.W*0.96/(3*handW*handSpread))
		}
		band = (handRoom + l.raise) * l.handScale
		if handless {
			band = newsBand
		}
		l.handY = a.Y + a.H + handSink*l.handScale
		l.handTop = a.Y + a.H - band
		l.handBand = band
		main.H -= band + gap
		l.handWidth = a.W * 0.96
		l.handX = a.X + a.W/2
		l.layCompact(main)
		return
	}
	if l.stacked {
		main.H -= band + gap
		l.handWidth = a.W * 0.96
		l.handX = a.X + a.W/2
		mh := min(main.W*0.72, main.H*0.53)
		// The boards at the top, the hand under them, and the map at the
		// foot, next to the kit's panel with the prompt and the move
		// buttons (the fourteenth review found them far from the map
		// across the top).
		y, end := main.Y, main.Y+main.H-mh-gap
		l.mapArea = scenes.Rect{X: main.X, Y: a.Y + a.H - mh, W: main.W, H: mh}
		l.handTop = l.mapArea.Y - gap - band
		l.handY = l.mapArea.Y - gap + handSink*l.handScale
		col := (main.W - gap) / 2
		left = scenes.Rect{X: main.X, Y: y, W: col, H: end - y}
		right = scenes.Rect{X: main.X + col + gap, Y: y, W: col, H: left.H}
	} else {
		mapH := main.H - band - gap
		mw := min(main.W*0.645, mapH*1.2)
		l.mapArea = scenes.Rect{X: main.X, Y: main.Y, W: mw, H: mapH}
		l.handWidth = mw
		l.handX = main.X + mw/2
		x := main.X + mw + gap
		left = scenes.Rect{X: x, Y: main.Y, W: main.X + main.W - x, H: main.H}
		right = left
	}
	l.layMap()

	// The Influence board, the Tactics track, the cards and decks.
	rowH := min(26, max(14, left.H*0.055))
	if solo && !l.stacked {
		// The Corrupted Crew's panel shares the column: the rows give
		// the Crew board some room.
		rowH = min(22, rowH)
	}
	if l.stacked {
		// The column's rows grow to fill it (a tall screen's room).
		rowH = min(64, (left.H-columnPad)/columnRows)
	}
	y := l.layShared(left, rowH)

	// The Crew and Frigate board, under the Corrupted Crew's panel in solo.
	if l.stacked {
		y = right.Y
	}
	l.automa = scenes.Rect{}
	if solo {
		h := min(110, (right.Y+right.H-y)*0.34)
		l.automa = scenes.Rect{X: right.X, Y: y, W: right.W, H: h}
		y += h + gap/2
	}
	l.board = scenes.Rect{X: right.X, Y: y, W: right.W, H: right.Y + right.H - y}
	l.layBoard()
}

// columnRows is the height of the shared boards' column (layShared) in
// rows, and columnPad the room it keeps besides.
const columnRows, columnPad = 10.6, 52.0

// layShared lays out the shared boards in a column from the top of col,
// rowH to a row: the Influence board, the Tactics track, the two face-up
// cards side by side and the three decks in a row under them (each
// deck's name and count on one line). It returns the column's foot.
func (l *layout) layShared(col scenes.Rect, rowH float64) float64 {
	head := l.influenceHead()
	l.influence = scenes.Rect{X: col.X, Y: col.Y, W: col.W, H: rowH*float64(rr.NumHouses) + head + 2}
	for h := range l.houses {
		l.houses[h] = scenes.Rect{X: col.X + 4, Y: col.Y + head + float64(h)*rowH, W: col.W - 8, H: rowH}
	}
	y := l.influence.Y + l.influence.H + gap/2
	l.tactics = scenes.Rect{X: col.X, Y: y, W: col.W, H: rowH + head - 6}
	y += l.tactics.H + gap/2
	stripH := rowH * 1.6
	cw := (col.W - gap/2) / 2
	for i := range l.cards {
		l.cards[i] = scenes.Rect{X: col.X + float64(i)*(cw+gap/2), Y: y, W: cw, H: stripH}
	}
	y += stripH + gap/2
	dw := (col.W - 2*gap/2) / 3
	for k := range l.decks {
		l.decks[k] = scenes.Rect{X: col.X + float64(k)*(dw+gap/2), Y: y, W: dw, H: rowH}
	}
	return y + rowH + gap/2
}

// influenceHead is the room of the Influence board's heading over its
// rows: on a phone as much as a legible line takes.
func (l *layout) influenceHead() float64 {
	if l.phone() {
		return max(18, l.least()*1.35)
	}
	return 18
}

// equipRow is where the Equipment row is named: the slots' line, or the
// first line of a narrow board's two (a card dropped on any slot goes to
// the row: Holds).
func (l *layout) equipRow() scenes.Rect {
	first, last := l.equip[0], l.equip[rr.EquipmentSlots-1]
	if last.Y > first.Y {
		last = l.equip[2]
	}
	return scenes.Rect{X: first.X, Y: first.Y, W: last.X + last.W - first.X, H: first.H}
}

// least is the text size, in units, that comes out scenes.MinTextPx high
// on screen, as last drawn.
func (l *layout) least() float64 { return scenes.MinTextPx / l.pixels() }

// mapPx returns size, or on a tall screen (the map across its top, room
// to spare) the size that comes out px high on screen where that is more:
// the fourteenth review read the portrait map's texts 12 px high.
func (l *layout) mapPx(size, px float64) float64 {
	if !l.stacked || l.compact {
		return size
	}
	return max(size, px/l.pixels())
}

// phone reports whether the area is a phone's: no wider than tall, and
// narrower on screen than phoneW. A phone's board takes the small
// window's tabs, each panel drawn large over the hand.
func (l *layout) phone() bool {
	a := l.area
	return l.px > 0 && a.W*l.px < phoneW && a.H >= a.W
}

// phoneW is the width on screen, in CSS pixels, under which an area no
// wider than tall is a phone's (390 or 360 wide; an 800x600 window's is
// wider, a small window's is wide).
const phoneW = 480

// pixels is the screen (CSS) pixels per unit, 1 before the first Draw.
func (l *layout) pixels() float64 {
	if l.px <= 0 {
		return 1
	}
	return l.px
}

// The tabs of the compact layout's panel.
const (
	tabMap    = 0 // the map, the Revenant and the Cores
	tabCrew   = 1 // the Crew and Frigate board of the seat shown
	tabShared = 2 // the Influence board, Tactics, cards, decks and the Corrupted Crew
	numTabs   = 3
)

// tabShare is each tab's part of the row of tabs.
var tabShare = [numTabs]float64{0.2, 0.45, 0.35}

// layCompact lays out the board p of a small window: a row of three
// tabs, and under it the map, or the Crew and Frigate board the whole
// width (its title is its tab), or the shared boards: the houses and the
// decks on the left, Tactics, the face-up cards and the Corrupted Crew on
// the right.
func (l *layout) layCompact(p scenes.Rect) {
	tabH := 30 / l.pixels() // 30 screen pixels
	x := p.X
	for k := range l.tabs {
		w := p.W * tabShare[k]
		l.tabs[k] = scenes.Rect{X: x + gap/4, Y: p.Y, W: w - gap/2, H: tabH}
		x += w
	}
	in := scenes.Rect{X: p.X, Y: p.Y + tabH + gap/2, W: p.W, H: p.H - tabH - gap/2}
	l.mapArea = in
	l.layMap()

	// The shared boards: on a phone one column the panel's width, the
	// Corrupted Crew's panel under it.
	if l.phone() {
		crew := 0.0
		if l.solo {
			crew = in.H * 0.3
		}
		y := l.layShared(in, (in.H-crew-columnPad-2*(l.influenceHead()-18))/columnRows)
		l.automa = scenes.Rect{}
		if l.solo {
			l.automa = scenes.Rect{X: in.X, Y: y, W: in.W, H: in.Y + in.H - y}
		}
		l.board = in
		l.layBoard()
		return
	}
	lw := in.W * 0.58
	rowH := min(64, (in.H-20-gap/2)/(rr.NumHouses+2))
	l.influence = scenes.Rect{X: in.X, Y: in.Y, W: lw, H: rowH*float64(rr.NumHouses) + 20}
	for h := range l.houses {
		l.houses[h] = scenes.Rect{X: in.X + 4, Y: in.Y + 18 + float64(h)*rowH, W: lw - 8, H: rowH}
	}
	y := l.influence.Y + l.influence.H + gap/2
	dw := (lw - 2*gap/2) / 3
	for k := range l.decks {
		l.decks[k] = scenes.Rect{X: in.X + float64(k)*(dw+gap/2), Y: y, W: dw, H: rowH}
	}
	rx := in.X + lw + gap
	rw := in.X + in.W - rx
	l.tactics = scenes.Rect{X: rx, Y: in.Y, W: rw, H: rowH + 12}
	y = l.tactics.Y + l.tactics.H + gap/2
	cw := (rw - gap/2) / 2
	for i := range l.cards {
		l.cards[i] = scenes.Rect{X: rx + float64(i)*(cw+gap/2), Y: y, W: cw, H: rowH * 1.6}
	}
	y += rowH*1.6 + gap/2
	l.automa = scenes.Rect{}
	if l.solo {
		l.automa = scenes.Rect{X: rx, Y: y, W: rw, H: in.Y + in.H - y}
	}

	// The Crew and Frigate board.
	l.board = in
	l.layBoard()
}

// layMap places the Sectors in a 3×3 grid: the ring around the middle
// cell, which holds the four Cores at its corners and the Revenant
// across its middle.
func (l *layout) layMap() {
	m := l.mapArea
	cw, ch := (m.W-2*gap/2)/3, (m.H-2*gap/2)/3
	// The middle row a little taller: the Cores hold the Frigates, the
	// Revenant its name, Data and Damage on a line.
	share, core := midShare, 0.335
	if l.compact {
		share = compactShare
	}
	if l.phone() {
		// A phone's middle row taller, its Cores shorter: the Revenant
		// keeps its name, Data and two spaces on lines of their own.
		share, core = phoneShare, 0.27
	}
	rowH := [3]float64{ch * share, ch * (3 - 2*share), ch * share}
	rowY := [3]float64{m.Y, m.Y + rowH[0] + gap/2, m.Y + rowH[0] + rowH[1] + gap}
	cell := func(i, j int) scenes.Rect {
		return scenes.Rect{X: m.X + float64(i)*(cw+gap/2), Y: rowY[j], W: cw, H: rowH[j]}
	}
	for x, at := range ringCell {
		l.sectors[x] = cell(at[0], at[1])
	}
	mid := cell(1, 1)
	qw, qh := mid.W*0.5-2, mid.H*core
	l.sectors[rr.NumRing+0] = scenes.Rect{X: mid.X, Y: mid.Y, W: qw, H: qh}
	l.sectors[rr.NumRing+1] = scenes.Rect{X: mid.X + mid.W - qw, Y: mid.Y, W: qw, H: qh}
	l.sectors[rr.NumRing+2] = scenes.Rect{X: mid.X + mid.W - qw, Y: mid.Y + mid.H - qh, W: qw, H: qh}
	l.sectors[rr.NumRing+3] = scenes.Rect{X: mid.X, Y: mid.Y + mid.H - qh, W: qw, H: qh}
	l.revenant = scenes.Rect{X: mid.X, Y: mid.Y + qh + 3, W: mid.W, H: mid.H - 2*qh - 6}
	r := l.revenant
	sh := r.H * 0.42
	l.jump = scenes.Rect{X: r.X + 3, Y: r.Y + r.H - sh - 3, W: r.W/2 - 4, H: sh}
	l.deploy = scenes.Rect{X: r.X + r.W/2 + 1, Y: l.jump.Y, W: r.W/2 - 4, H: sh}
	if l.phone() {
		// Too narrow for the spaces abreast: one over the other, each
		// the Revenant's width, under its name's and Data's lines.
		sh = min(r.H*0.3, (r.H-2*l.least()*1.3-12)/2)
		l.deploy = scenes.Rect{X: r.X + 3, Y: r.Y + r.H - sh - 3, W: r.W - 6, H: sh}
		l.jump = l.deploy
		l.jump.Y -= sh + 3
	}
}

// layBoard places the Crew and Frigate board's parts, top to bottom: the
// title, the three figures, the six Compartments, the Resources, the
// Equipment slots and a line of what else the seat holds.
func (l *layout) layBoard() {
	b := l.board
	in := scenes.Rect{X: b.X + 6, Y: b.Y + 4, W: b.W - 12, H: b.H - 8}
	info := min(30, in.H*0.12)
	const rg = 6 // between rows and boxes: room for the kit's highlights
	// The figures' boxes tall enough for a Cadet's three Training
	// cards named under it (the fourteenth review read them 10 px high):
	// the title and the Resources' row lower.
	u := (in.H - 6*rg - info) / 8.5 // the rows below in units
	head, figs, comps, res, equip := 0.8, 2.5, 2.35, 1.0, 1.85
	if l.solo && !l.compact {
		// Shorter figures, taller Compartments: their names keep two
		// legible lines in the narrow boxes.
		info = min(24, in.H*0.1)
		head, figs, comps, res, equip = 1, 1.5, 3, 1.1, 2
		u = (in.H - 6*rg - info) / 8.6
	}
	l.title = scenes.Rect{X: in.X, Y: in.Y, W: in.W, H: u * head}
	y := in.Y + u*head + rg
	if l.compact {
		// The title is the first tab; the Compartments and the slots
		// take the room of the rows' names on two lines.
		info = min(in.H*0.2, 30/l.pixels())
		u = (in.H - 5*rg - info) / 7.5
		figs, comps, res, equip = 1.7, 2.4, 1, 2.4
		t := l.tabs[tabCrew]
		l.title = scenes.Rect{X: t.X + 8, Y: t.Y + 3, W: t.W - 16, H: t.H - 6}
		y = in.Y
	}
	row := func(parts []scenes.Rect, h float64) {
		w := (in.W - float64(len(parts)-1)*rg) / float64(len(parts))
		for i := range parts {
			parts[i] = scenes.Rect{X: in.X + float64(i)*(w+rg), Y: y, W: w, H: h}
		}
		y += h + rg
	}
	row(l.figs[:], u*figs)
	// A narrow board (a phone's too): the Compartments and the slots
	// three by two.
	narrow := l.phone() || in.W/6 < 90 && !l.compact
	if narrow {
		// A narrow board: the Compartments three by two.
		h := (u*comps - rg) / 2
		row(l.comps[:3], h)
		row(l.comps[3:], h)
	} else {
		row(l.comps[:], u*comps)
	}
	row(l.res[:], u*res)
	// The Equipment slots, and the Support box a quarter wider: its
	// words are longer.
	eq := make([]scenes.Rect, rr.EquipmentSlots+1)
	if narrow {
		// A narrow board: the slots three by two, the Support box last,
		// each wide enough for a card's name on a line (in a sixth of
		// the board the fourteenth review read "Flak Screen" 10 px high).
		h := (u*equip - rg) / 2
		row(eq[:3], h)
		row(eq[3:], h)
	} else {
		row(eq, u*equip)
		grow := (eq[0].W + rg) / 4 / float64(rr.EquipmentSlots)
		for i := range eq {
			eq[i].X -= grow * float64(i)
			eq[i].W -= grow
		}
		eq[rr.EquipmentSlots].W += grow * float64(rr.EquipmentSlots+1)
	}
	copy(l.equip[:], eq)
	l.support = eq[rr.EquipmentSlots]
	l.info = scenes.Rect{X: in.X, Y: y, W: in.W, H: in.Y + in.H - y}
}
