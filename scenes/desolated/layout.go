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
	// handRise is the height of the hand's room in cards: a card lying
	// flat, its name upright, the margin under it and the rise of a lifted
	// card.
	handRise = 1.18
)

// layout is where everything goes in the board's area, which the table
// kit gives (its panel takes the rest of the screen).
// tallStrips is how much larger the other seats' summaries are written
// on a tall screen, in the inventory's spare room.
const tallStrips = 1.4

type layout struct {
	main scenes.Rect // the board's area

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
	side    scenes.Rect // room beside the Influence row when the rows take a line each, or zero
	inv     scenes.Rect // the inventory shown
	pay     scenes.Rect // what a payment still needs, beside the hand

	handX, handY float64 // the bottom centre of the hand
	handWidth    float64 // the room of the fan, in the canvas's units
	// narrowHand is the room of the fan beside the payment's box; the
	// fan takes the board's whole width while no payment shows.
	narrowHand float64
	handScale  float64 // hand units to canvas units
	// handLeast is the least scale of a full hand, which then overlaps.
	handLeast float64

	// k is how much the board's small texts grow to stay legible on a
	// small screen (scenes.App.Enlarge of a 14-unit text): 1 from 1280x720
	// up. labelW is the width of the widest pile's name at that size: a
	// pile stands in a column at least that wide, its name over it.
	k, labelW float64
	pileCol   float64 // the width of a pile's column
	rise      float64 // the room over a row for its piles' names
	tokenRoom float64 // the room under the Influence row for its tokens
	invHead   float64 // the room of the inventory's header
	payRow    float64 // the height of a line of the payment's box

	// px is the screen's pixels per unit. On a small screen, where the
	// rows side by side would make cards too small to read (under
	// leastCardPx), the layout is tabbed: one row shows at a time, large,
	// under tabs that name the three rows and hold the open row's piles.
	px     float64
	tabbed bool
	tab    int            // the open row: tabLandmarks, tabInfluence or tabMaterials
	tabs   [3]scenes.Rect // the tabs, in that order
	chips  scenes.Rect    // right of the tabs: the open row's piles, or the stage
	rowY   float64        // the top of the open row
}

// payGrowth is how much the payment's box grows at most, in the height
// of the hand beside it.
const payGrowth = 1.3

// labelRoom is the height kept between the inventory and the hand, so
// that the hand's name over its cards stays clear of the light of an
// inventory place (thirteenth review: an Upgrade's outline crossed it).
const labelRoom = 6.0

// handAbreast is how many hand cards the hand's room holds side by side
// when the height lets the hand grow.
const handAbreast = 5

// The tabs of a tabbed layout.
const (
	tabLandmarks = iota
	tabInfluence
	tabMaterials
)

// leastStage is the least width of the stage beside the discards: the
// round and how the game ends.
const leastStage = 200.0

// leastCardPx is the least width of a row card on screen, in pixels, at
// which its name and words are legible (12 px and more).
const leastCardPx = 96.0

// update lays the board's things out in area a: the Landmark and Influence
// rows on top, the Material row under them with the stage beside it, the
// inventory, and the hand at the bottom with the payment beside it. Cards
// take the width the rows allow, as far as the height lets them.
func (l *layout) update(a scenes.Rect) {
	l.main = a
	k := max(1, l.k)
	l.rise, l.tokenRoom, l.invHead, l.payRow = 16*k, 26*k, 30*k, 34*k
	// Two ways to lay the rows: the Landmark and Influence rows side by
	// side over the Material row (seven cards and two piles wide), or each
	// row on its own line (a Material row of five cards and two piles).
	// The one with the larger cards wins. In height, each row takes a card
	// and its names over it, the inventory a card and its header, and the
	// hand its whole fan (handRise cards tall): for cards c wide, rows rows
	// take rows*1.4c + (rise+8)*rows + 8 and the rest (1.4 + 1.4*1.02*
	// handRise)c + invHead + 4. A pile's column is as wide as its name.
	const pileShare = 0.6
	fit := func(rows float64) float64 {
		return (a.H - (l.rise+8)*rows - max(0, l.tokenRoom-l.rise) - 8 - l.invHead - 4 - labelRoom) / (rows*cardRatio + cardRatio + handRise*cardRatio*1.02)
	}
	across := func(cards, gaps, piles float64) float64 {
		c := (a.W - gaps*gap) / (cards + piles*pileShare)
		if c*pileShare < l.labelW {
			c = (a.W - gaps*gap - piles*l.labelW) / cards
		}
		return c
	}
	twoW := min(across(7, 10, 2), fit(2))
	threeW := min(across(5, 8, 2), fit(3))
	three := threeW > twoW*1.08
	c := min(twoW, 200)
	if three {
		c = min(threeW, 200)
	}
	l.tabbed = l.px > 0 && c*l.px < leastCardPx
	if l.tabbed {
		l.updateTabbed(a)
		return
	}
	l.rowW, l.rowH = c, c*cardRatio
	if three {
		// A tall screen has the height: the tokens on an Influence card
		// grow with the cards.
		l.tokenRoom = max(l.tokenRoom, c*0.2)
	}
	l.pileW, l.pileH = c*pileShare, c*cardRatio*pileShare
	l.pileCol = max(l.pileW, l.labelW)
	// The inventory's cards the rows' size (the last review found them
	// small at 1920x1080 at 0.8 of it); placeHand grows them into the
	// height the hand leaves.
	l.invW, l.invH = c, c*cardRatio
	l.miniW, l.miniH = c*0.7, c*0.7*cardRatio
	l.handScale = c * 1.02 / handW

	x, y := a.X, a.Y+l.rise // room for the piles' names
	// A pile stands at the foot of its column, in the middle.
	pileAt := func(x, y float64) scenes.Rect {
		return scenes.Rect{X: x + (l.pileCol-l.pileW)/2, Y: y + l.rowH - l.pileH, W: l.pileW, H: l.pileH}
	}
	l.lmPile = pileAt(x, y)
	x += l.pileCol + gap
	for i := range l.lmRow {
		l.lmRow[i] = scenes.Rect{X: x, Y: y, W: l.rowW, H: l.rowH}
		x += l.rowW + gap
	}
	if three {
		l.stage = scenes.Rect{X: x + gap, Y: y, W: a.X + a.W - x - gap, H: l.rowH}
		x, y = a.X, y+l.rowH+gap+l.rise
	} else {
		x += 2 * gap
	}
	l.infPile = pileAt(x, y)
	x += l.pileCol + gap
	for i := range l.infRow {
		l.infRow[i] = scenes.Rect{X: x, Y: y, W: l.rowW, H: l.rowH}
		x += l.rowW + gap
	}
	l.side = scenes.Rect{}
	if three {
		l.side = scenes.Rect{X: x + gap, Y: y, W: a.X + a.W - x - gap, H: l.rowH}
	}
	y += l.rowH + gap + max(l.rise, l.tokenRoom) // room for the tokens on the Influence row
	x = a.X
	l.matPile = pileAt(x, y)
	x += l.pileCol + gap
	for i := range l.matRow {
		l.matRow[i] = scenes.Rect{X: x, Y: y, W: l.rowW, H: l.rowH}
		x += l.rowW + gap
	}
	// The discards stand clear of the row's lights, as large as a row
	// card where the stage beside them keeps room for the round, so the
	// top card's name reads whole.
	x += gap
	room := a.X + a.W - x
	if !three {
		room -= leastStage + 2*gap
	}
	dw := max(l.pileW, min(l.rowW, room))
	l.matDisc = scenes.Rect{X: x + (max(dw, l.labelW)-dw)/2, Y: y + l.rowH - dw*cardRatio, W: dw, H: dw * cardRatio}
	x += max(dw, l.labelW) + 2*gap
	if !three {
		l.stage = scenes.Rect{X: x, Y: y, W: a.X + a.W - x, H: l.rowH}
	}
	y += l.rowH + gap

	// The hand at the bottom of the board shows its whole fan, so that it
	// stays on the screen and clear of the kit's panel, under the board on
	// a tall screen; the payment sits to its right. Height the rows and the
	// inventory leave over goes to the hand, up to cards half as large again
	// as the rows'.
	// No larger than five cards side by side across the board: overlapped,
	// the cards of a tall screen's hand hid their conversions.
	if room := a.Y + a.H - y - l.invHead - 4 - l.invH - 2*gap; room > handH*l.handScale*handRise {
		l.handScale = max(l.handScale, min(room/(handH*handRise), l.handScale*1.5, a.W/(handAbreast*handW*1.04)))
	}
	l.placeHand(a, c, k, y)
}

// updateTabbed lays out a small screen: the tabs over one row of cards at
// a time, as wide as the Material row's five cards allow, the inventory
// under it and the hand at the bottom.
func (l *layout) updateTabbed(a scenes.Rect) {
	k := max(1, l.k)
	tabH := 40 * k
	l.invHead += l.hintSize() * 1.5 // a second line: see drawSecondLine
	c := (a.W - 4*gap) / 5
	c = min(c, (a.H-tabH-gap-l.tokenRoom-8-l.invHead-4)/(2*cardRatio+handRise*cardRatio*1.02))
	l.rowW, l.rowH = c, c*cardRatio
	l.pileH = tabH - 6
	l.pileW = l.pileH / cardRatio
	l.pileCol = l.pileW
	l.invW, l.invH = c, c*cardRatio
	l.miniW, l.miniH = c*0.7, c*0.7*cardRatio
	l.handScale = c * 1.02 / handW
	tw := min(150*k, (a.W*0.58)/3)
	for i := range l.tabs {
		l.tabs[i] = scenes.Rect{X: a.X + float64(i)*(tw+4), Y: a.Y, W: tw, H: tabH}
	}
	cx := a.X + 3*(tw+4) + gap
	l.chips = scenes.Rect{X: cx, Y: a.Y, W: a.X + a.W - cx, H: tabH}
	l.stage = l.chips
	l.side = scenes.Rect{}
	l.rowY = a.Y + tabH + gap
	l.openTab()
	y := l.rowY + l.rowH + gap + l.tokenRoom

	room := a.Y + a.H - y - l.invHead - 4 - l.invH - 2*gap
	if room > handH*l.handScale*handRise {
		l.handScale = min(room/(handH*handRise), l.handScale*1.3)
	}
	l.placeHand(a, c, k, y)
}

// placeHand puts the hand at the foot of a, for row cards c wide at scale
// k, the payment panel beside it, and the inventory between y and the hand.
func (l *layout) placeHand(a scenes.Rect, c, k, y float64) {
	// A full hand may shrink as far as the other layout's would: it
	// overlaps no more.
	l.handLeast = c * 1.02 / handW * leastHand * 0.66
	handShown := handH * l.handScale * handRise
	payW := min(a.W*0.36, 320*min(k, 1.15))
	l.narrowHand = a.W - payW - gap
	l.handWidth = l.narrowHand
	l.handX = a.X + l.handWidth/2
	l.handY = a.Y + a.H
	// The payment's lines grow into the hand's height, their words and
	// icons with them (the last review found the box small in its room).
	l.payRow = min(max(l.payRow, (handShown-16)/3), l.payRow*payGrowth)
	payH := min(handShown, 3*l.payRow+16) // three lines: see drawPay
	l.pay = scenes.Rect{X: a.X + l.narrowHand + gap, Y: a.Y + a.H - payH, W: payW, H: payH}
	l.inv = scenes.Rect{X: a.X, Y: y, W: a.W, H: a.Y + a.H - handShown - gap - y}
	// The height the hand leaves over goes to the inventory's cards, up to
	// 1.8 times their size (a tall screen left an empty band over the hand).
	if grow := (l.inv.H - l.invHead - 4 - gap) / l.invH; grow > 1 && !l.tabbed {
		grow = min(grow, 1.8)
		l.invW, l.invH = l.invW*grow, l.invH*grow
		l.miniW, l.miniH = l.miniW*grow, l.miniH*grow
	}
}

// openTab puts the open tab's row and piles in place; the other rows'
// cards and piles shrink to nothing at their tabs (a card that flies
// from a hidden row flies from its tab).
func (l *layout) openTab() {
	hide := func(r scenes.Rect) scenes.Rect {
		x, y := r.Center()
		return scenes.Rect{X: x, Y: y}
	}
	row := func(rs []scenes.Rect, tab int) {
		for i := range rs {
			rs[i] = hide(l.tabs[tab])
			if l.tab == tab {
				rs[i] = scenes.Rect{X: l.main.X + float64(i)*(l.rowW+gap), Y: l.rowY, W: l.rowW, H: l.rowH}
			}
		}
	}
	row(l.lmRow[:], tabLandmarks)
	row(l.infRow[:], tabInfluence)
	row(l.matRow[:], tabMaterials)
	l.lmPile, l.infPile, l.matPile, l.matDisc = hide(l.tabs[tabLandmarks]), hide(l.tabs[tabInfluence]), hide(l.tabs[tabMaterials]), hide(l.tabs[tabMaterials])
	pile := scenes.Rect{X: l.chips.X, Y: l.chips.Y + 3, W: l.chips.W * 0.5, H: l.pileH}
	switch l.tab {
	case tabLandmarks:
		l.lmPile = pile
	case tabInfluence:
		l.infPile = pile
	default:
		// The discards' chip the wider: "discards" is the longer word.
		pile.W = l.chips.W * 0.42
		l.matPile = pile
		l.matDisc = pile
		l.matDisc.X += pile.W + gap
		l.matDisc.W = l.chips.W - pile.W - gap
	}
}

// hintSize is the size of the board's small words (the hints on a small
// screen): 14 px high there, 14 units from 1280x720 up.
func (l *layout) hintSize() float64 {
	if l.k > 1 {
		return 14 * l.k * 7 / 6
	}
	return 14
}
