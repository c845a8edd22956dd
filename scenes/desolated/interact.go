package desolated

import (
	"math"
	"strconv"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/table"
)

// invCard is a Material card of the inventory shown, where it is.
type invCard struct {
	id  int
	pos int16 // its inventory position
	r   scenes.Rect
}

// invItem is an Influence card or a Landmark of the inventory shown.
type invItem struct {
	id     int
	r      scenes.Rect
	stored int // cards stored beneath a Landmark
}

// invLayout is the inventory of one seat as laid out.
type invLayout struct {
	seat   rules.Seat
	header string
	w, h   float64 // the size of its Material cards
	cards  []invCard
	groups []scenes.Rect
	top    float64                      // the top of the Material cards
	end    float64                      // where a new group would go
	tokens [dr.NumMaterials]scenes.Rect // zero for the materials the seat holds none of
	next   scenes.Rect                  // where a token of a new material would go
	counts [dr.NumMaterials]string
	infl   []invItem
	lms    []invItem
	tech   []invItem
	// Where the labels of the tokens, the Influence cards and the
	// Landmarks go (Y 0: none).
	tokenLabel, inflLabel, lmLabel scenes.Rect
	// The other seats, each in a strip at the right end: how many
	// Landmarks, Influence cards and chains each holds.
	strips []seatStrip
	others scenes.Rect // where the strips go, with their caption
	stripZ float64     // how much the strips' words grow (drawStrips)
}

// seatStrip sums up a seat other than the one whose inventory shows.
type seatStrip struct {
	seat              rules.Seat
	r                 scenes.Rect
	head, line, chain string
	both              string // the head with the chains, when the strip has room for two lines only
}

const (
	groupGap       = 24.0
	tokenW, tokenH = 76.0, 40.0
)

// unlinked counts the groups of an inventory made of a card with no link
// symbol: they stand alone and are no chains.
func unlinked(groups [][]int) int {
	n := 0
	for _, g := range groups {
		if len(g) > 0 && !dr.Materials[g[0]].Linkable() {
			n++
		}
	}
	return n
}

// inflShown is the part of Influence card k in view: the next card lies
// over the rest.
func (l *invLayout) inflShown(k int) scenes.Rect {
	r := l.infl[k].r
	if k+1 < len(l.infl) {
		r.W = min(r.W, l.infl[k+1].r.X-r.X)
	}
	return r
}

// invScales are the sizes the inventory's cards shrink through as it grows,
// few so that few card faces are rendered.
var invScales = []float64{1, 0.8, 0.64, 0.52, 0.45}

// layoutInventory places the inventory of the seat in focus: its header,
// and on one line its chains of Material cards, then at the right end the
// tokens it holds, its Influence cards and its Landmarks.
func (t *Board) layoutInventory() {
	l := &t.inv
	l.seat = t.focus()
	l.cards, l.groups, l.infl, l.lms, l.tech = l.cards[:0], l.groups[:0], l.infl[:0], l.lms[:0], l.tech[:0]
	l.strips = l.strips[:0]
	l.tokenLabel, l.inflLabel, l.lmLabel = scenes.Rect{}, scenes.Rect{}, scenes.Rect{}
	if l.seat == rules.NoSeat || t.view == nil {
		return
	}
	lay := &t.lay
	area := lay.inv
	l.header = t.Names[l.seat] + "'s inventory · " + strconv.Itoa(t.view.Score(l.seat)) + " VP · " + count(t.view.Chains(l.seat), "chain")
	if n := unlinked(t.view.Inventory(l.seat)); n > 0 {
		// A card with no link symbol stands alone and is no chain (ruling
		// R-chain): say so, or the count looks one short of the groups.
		l.header += " + " + count(n, "card") + " with no link"
	}
	// The other seats, one strip each, under a caption that says how to
	// see their cards: beside the Influence row when the rows leave room
	// there (the inventory then has the board's whole width), else at the
	// inventory's right end.
	stripsW := 0.0
	l.others = scenes.Rect{}
	// On a small screen the seat list's rows are the other seats' chips:
	// a tap there shows a seat's inventory, and the strips' room goes to
	// the cards.
	if n := len(t.Names) - 1; n > 0 && !lay.tabbed {
		z := 1.0
		if t.app != nil {
			z = t.app.Enlarge(14, 1.45)
		}
		// A tall screen's inventory has the room the rows do not: the
		// strips go there, their words larger (the twenty-sixth review
		// read them about 11 px beside the Influence row, over an empty
		// inventory).
		tall := lay.main.H > lay.main.W*1.1
		if tall {
			z *= tallStrips
		}
		l.stripZ = z
		caption := max(24, 14*z*1.45)
		least := 6 + 16*z*1.15 + 14*z*1.05 // a strip of two lines (see drawStrips)
		if sd := lay.side; !tall && sd.W >= 200 && (sd.H-caption)/float64(n)-6 >= least {
			l.others = sd
			l.others.W = min(sd.W, 360*lay.k)
		} else {
			stripsW = min(260*min(lay.k, 1.3), area.W*0.32)
			if tall {
				stripsW = min(290*min(lay.k, 1.3), area.W*0.3)
			}
			l.others = scenes.Rect{X: area.X + area.W - stripsW, Y: area.Y, W: stripsW, H: lay.invHead + lay.invH}
			stripsW += 2 * gap
		}
		o := l.others
		top := o.Y + caption
		h := min(80*z, (o.Y+o.H-top)/float64(n)-6)
		for s := range len(t.Names) {
			seat := rules.Seat(s)
			if seat == l.seat {
				continue
			}
			l.strips = append(l.strips, seatStrip{seat: seat,
				r:     scenes.Rect{X: o.X, Y: top, W: o.W, H: h},
				head:  t.Names[s] + " · " + strconv.Itoa(t.view.Score(seat)) + " VP",
				line:  count(len(t.view.LandmarkCards(seat)), "Landmark") + " · " + strconv.Itoa(len(t.view.InfluenceCards(seat))) + " Influence",
				chain: count(t.view.Chains(seat), "chain") + " · " + count(t.view.Tokens(seat).Units(), "token")})
			st := &l.strips[len(l.strips)-1]
			st.both = st.head + " · " + count(t.view.Chains(seat), "chain")
			top += h + 6
		}
	}
	// The owned cards at the right end, overlapping a little.
	infl, lms, tech := t.view.InfluenceCards(l.seat), t.view.LandmarkCards(l.seat), t.view.TechCards(l.seat)
	// The tokens the seat holds stand in columns of three before them.
	tokens := t.view.Tokens(l.seat)
	held := 0
	for m := range dr.NumMaterials {
		if tokens[m] > 0 {
			held++
		}
	}
	tokenCols := (held + 2) / 3
	// The labels' widths: the cards under a label take at least as much.
	lz := 14.0
	if t.app != nil {
		lz *= t.app.Enlarge(14, 1.45) // as drawInventory writes them
	}
	inflW, lmW := t.textW("Influence", lz)+gap, t.textW("Landmarks", lz)+gap
	groups := t.view.Inventory(l.seat)
	n := 0
	for _, g := range groups {
		n += len(g)
	}
	need := float64(n)*lay.invW + float64(len(groups))*groupGap + lay.invW
	// The Influence cards and Landmarks take the inventory's height under
	// their labels where the chains keep their size, else their small size.
	mw, mh := lay.miniW, lay.miniH
	room, owned := 0.0, 0.0
	for _, h := range [2]float64{max(mh, lay.invH-20*lz/14-4), mh} {
		w := h / cardRatio
		owned = float64(tokenCols) * (tokenW + gap)
		if len(infl) > 0 {
			owned += max(w*(1+0.62*float64(len(infl)-1))+gap, inflW)
		}
		if n := len(lms); n > 0 {
			owned += max(float64(n)*(w+gap), lmW) + gap
		}
		mw, mh = w, h
		if room = area.W - owned - stripsW - 2*gap; need <= room {
			break
		}
	}
	if least := need * invScales[len(invScales)-1]; room < least && len(infl)+len(lms) > 0 {
		// The owned cards smaller still, clear of the strips: a tall
		// screen's large ones ran under them.
		cards := owned - float64(tokenCols)*(tokenW+gap)
		f := max(0.4, (cards-(least-room))/cards)
		mw, mh = mw*f, mh*f
		room += cards * (1 - f)
	}
	scale := 1.0
	for _, s := range invScales {
		if scale = s; need*s <= room {
			break
		}
	}
	l.w, l.h = lay.invW*scale, lay.invH*scale
	x, y := area.X, area.Y+lay.invHead // clear of the header, highlights too
	l.top = y
	pos := int16(0)
	for _, g := range groups {
		gx := x
		for _, id := range g {
			l.cards = append(l.cards, invCard{id: id, pos: pos, r: scenes.Rect{X: x, Y: y, W: l.w, H: l.h}})
			x += l.w
			pos++
		}
		l.groups = append(l.groups, scenes.Rect{X: gx, Y: y, W: x - gx, H: l.h})
		x += groupGap
	}
	l.end = x
	// The tokens, the Influence cards and the Landmarks follow the chains,
	// after the room of a new chain, each under its label.
	ix := l.end + max(l.w, 52) + gap
	if held > 0 {
		l.tokenLabel = scenes.Rect{X: ix, Y: y - 2, W: tokenW}
	}
	y += 18 * lay.k // the labels over the tokens
	// Only the tokens the seat holds show, three to a column.
	th := min(tokenH, (lay.invH-18*lay.k-2*6)/3)
	k := 0
	for m := range dr.NumMaterials {
		l.tokens[m] = scenes.Rect{}
		l.counts[m] = "×" + strconv.Itoa(int(tokens[m]))
		if tokens[m] > 0 {
			l.tokens[m] = scenes.Rect{X: ix + float64(k/3)*(tokenW+gap), Y: y + float64(k%3)*(th+6), W: tokenW, H: th}
			k++
		}
	}
	l.next = scenes.Rect{X: ix + float64(k/3)*(tokenW+gap), Y: y + float64(k%3)*(th+6), W: tokenW, H: th}
	if k%3 == 0 {
		l.next.X -= tokenW + gap // a new column would not fit: the next lies over the last
	}
	ix += float64(tokenCols) * (tokenW + gap)
	y -= 18 * lay.k
	iy := y + lay.invH - mh
	if len(infl) > 0 {
		l.inflLabel = scenes.Rect{X: ix, Y: iy - 20, W: mw * (1 + 0.62*float64(len(infl)-1))}
	}
	start := ix
	for _, id := range infl {
		l.infl = append(l.infl, invItem{id: id, r: scenes.Rect{X: ix, Y: iy, W: mw, H: mh}})
		ix += mw * 0.62
	}
	if len(infl) > 0 {
		ix = max(ix+mw*0.38+gap, start+inflW)
	}
	stored := t.view.Stored(l.seat)
	if n := len(lms); n > 0 {
		l.lmLabel = scenes.Rect{X: ix, Y: iy - 20, W: float64(n)*(mw+gap) - gap}
		if w := float64(n) * (mw + gap); w < lmW {
			ix += (lmW - w) / 2 // the Landmarks under the middle of their label
			l.lmLabel.X = ix - (lmW-w)/2
		}
	}
	for k, id := range lms {
		it := invItem{id: id, r: scenes.Rect{X: ix, Y: iy, W: mw, H: mh}}
		for _, s := range stored {
			if s.Under == k {
				it.stored++
			}
		}
		l.lms = append(l.lms, it)
		ix += mw + gap
	}
	for _, tc := range tech {
		l.tech = append(l.tech, invItem{id: tc.Card, r: scenes.Rect{X: ix, Y: iy, W: mw, H: mh}, stored: tc.Turns})
		ix += mw + gap
	}
}

// zoneRect returns where a hand card goes for an Upgrade with placement c
// at group b (and group d for a join).
func (t *Board) zoneRect(c, b, d int16) scenes.Rect {
	l := &t.inv
	w, h := max(l.w, 52), l.h
	switch c {
	case 0:
		return scenes.Rect{X: l.end, Y: l.top, W: w, H: h}
	case 1:
		g := l.groups[b]
		return scenes.Rect{X: g.X - groupGap/2, Y: g.Y, W: l.w/2 + groupGap/2, H: h}
	case 2:
		g := l.groups[b]
		return scenes.Rect{X: g.X + g.W - l.w/2, Y: g.Y, W: l.w/2 + groupGap/2, H: h}
	default:
		g := l.groups[b]
		if int(d) == int(b)+1 {
			return scenes.Rect{X: g.X + g.W - 8, Y: g.Y, W: groupGap + 16, H: h}
		}
		return scenes.Rect{X: g.X + g.W - l.w/2, Y: g.Y + h*0.55, W: l.w, H: h * 0.45}
	}
}

// The hand's cards lie side by side, handSpread card widths apart, when
// the room allows; else they close up to nameShare of a card apart, each
// card over its right neighbour (scenes.Hand.LeftOnTop), which leaves in
// view each card's right part: its value, its name and the link on its
// right edge. They shrink down to leastHand of the layout's scale; only a
// hand too full for that closes further, into the kit's fan.
const (
	handSpread = 1.06
	nameShare  = 0.86
	leastHand  = 0.66
)

// place puts the hand at the bottom of the board, scaled to its cards. A
// hand too full for its room at the layout's scale is drawn smaller, and
// then overlapping more, until it fits.
func (t *Board) place() {
	l := &t.lay
	l.handWidth = l.narrowHand
	if !t.payOpen() {
		l.handWidth = l.main.W
	}
	l.handX = l.main.X + l.handWidth/2
	n := t.hand.Node
	n.X, n.Y = l.handX, l.handY
	t.hand.Spread = handSpread
	t.hand.LeftOnTop = true
	t.hand.Flat = true
	// The hand's left end keeps one place whatever it holds and whether
	// the payment shows beside it: after its name where the board has the
	// room for handAbreast cards there, else at the board's left edge.
	left := l.main.X
	if lw := t.textW(handLabel, l.hintSize()) + 3*gap + 1; lw+handAbreast*handSpread*handW*l.handScale <= l.narrowHand {
		left += lw
	}
	scale, room := l.handScale, l.main.X+l.handWidth-left
	if k := t.hand.Len(); k > 1 {
		share := nameShare
		if t.payOpen() {
			// The cards a payment may take lie abreast, their link
			// symbols whole (fourteenth review), as far as the scale
			// may shrink.
			share = handSpread
		}
		named := handW * (1 + float64(k-1)*share)
		if named*scale > room {
			scale = max(room/named, l.handLeast)
		}
	}
	// The narrowest fan of these cards, in the hand's units.
	step, _ := scenes.FanStep(t.hand.Len(), handW, handH, 0)
	least := float64(max(0, t.hand.Len()-1))*step + handW
	for range 8 {
		scale = min(scale, room/least)
		n.ScaleX, n.ScaleY = scale, scale
		t.hand.Width = room / scale
		lo, hi := t.handSpan()
		n.X += left - lo
		if hi-lo <= l.main.X+l.handWidth-left+0.5 {
			break
		}
		// The turned cards at the ends reach past the fan's width.
		room *= (l.main.X + l.handWidth - left) / (hi - lo) * 0.99
	}
}

// payOpen reports whether the view has a payment, an Earn or leftovers
// under way: the stage's box for them shows beside the hand.
func (t *Board) payOpen() bool {
	if t.view == nil {
		return false
	}
	_, _, _, paying := t.view.Paying()
	_, _, _, earning := t.view.Earning()
	return paying || earning || t.view.Leftover().Units() > 0
}

// handCardBox returns the box around hand card i as it lies, lifted or
// not, on the canvas.
func (t *Board) handCardBox(i int) scenes.Rect {
	g := t.hand.Card(i).Node.World()
	lo, hi := [2]float64{1e9, 1e9}, [2]float64{-1e9, -1e9}
	for _, p := range [4][2]float64{{0, 0}, {handW, 0}, {0, handH}, {handW, handH}} {
		x, y := g.Apply(p[0], p[1])
		lo, hi = [2]float64{min(lo[0], x), min(lo[1], y)}, [2]float64{max(hi[0], x), max(hi[1], y)}
	}
	return scenes.Rect{X: lo[0], Y: lo[1], W: hi[0] - lo[0], H: hi[1] - lo[1]}
}

// handSpan returns the left and right ends of the hand's fan at rest, on
// the canvas.
func (t *Board) handSpan() (lo, hi float64) {
	lo, hi, _ = t.handRest()
	return lo, hi
}

// handRest returns the left and right ends and the top of the hand's
// cards at rest, on the canvas.
func (t *Board) handRest() (lo, hi, top float64) {
	if t.hand.Len() == 0 {
		return t.lay.handX, t.lay.handX, t.lay.handY
	}
	lo, hi, top = math.Inf(1), math.Inf(-1), t.lay.handY
	hw := t.hand.Node.World()
	for i := range t.hand.Len() {
		g := t.hand.Slot(i).World()
		g.Concat(hw)
		for _, p := range [4][2]float64{{0, 0}, {handW, 0}, {0, handH}, {handW, handH}} {
			x, y := g.Apply(p[0], p[1])
			lo, hi, top = min(lo, x), max(hi, x), min(top, y)
		}
	}
	return lo, hi, top
}

// drawHandLabel names the viewer's hand, off its cards at rest: left of
// them where the board has the room, else over them.
func (t *Board) drawHandLabel(c *scenes.Canvas) {
	t.handLabelAt = scenes.Rect{}
	if t.Viewer == rules.NoSeat || t.handAside() {
		return
	}
	size := t.lay.hintSize()
	box := t.handBox()
	lo, _, top := t.handRest()
	if t.hand.Len() == 0 {
		c.Text("Your hand: no cards", box.X+box.W/2, box.Y+box.H/2, size, scenes.ColDim, scenes.Center)
		return
	}
	w := t.textW(handLabel, size)
	// Clear of the first card's light, lifted too.
	t.handLabelAt = scenes.Rect{X: lo - 3*gap - w, Y: top + 4, W: w, H: size * 1.2}
	if t.handLabelAt.X < box.X {
		// Over the cards, clear of their thin lines (markHandCard) and
		// low, clear of the lights of the inventory over it.
		t.handLabelAt.X, t.handLabelAt.Y = max(box.X, lo), max(box.Y-gap, top-size*1.2-5)
	}
	c.Text(handLabel, t.handLabelAt.X, t.handLabelAt.Y, size, scenes.ColDim, scenes.Left)
}

// handLabel names the hand.
const handLabel = "Your hand"

// syncHand makes the hand on screen hold the viewer's cards.
func (t *Board) syncHand() {
	var ids []int
	if t.Viewer != rules.NoSeat && t.view != nil {
		ids = t.view.Hand(t.Viewer)
	}
	same := len(ids) == len(t.handIDs)
	for i := range ids {
		if same && ids[i] != t.handIDs[i] {
			same = false
		}
	}
	if !same {
		t.setHand(ids)
	}
}

// setHand puts the cards ids in the hand on screen, in their places.
func (t *Board) setHand(ids []int) {
	for t.hand.Len() > 0 {
		t.hand.Remove(t.hand.Len() - 1)
	}
	t.handIDs = append(t.handIDs[:0], ids...)
	for i, id := range ids {
		o := t.HandPlace(i)
		cv := scenes.NewCardView(id, handW, handH, func(c *scenes.Canvas, w, h float64, up bool) {
			t.faces.drawNow(c, faceMaterial, id, scenes.Rect{W: w, H: h})
			if t.Frame != nil && (!t.quietHand || t.Frame.Light(o) != table.Start) {
				t.markHandCard(c, o, scenes.Rect{W: w, H: h})
			}
		})
		cv.Key = t.zoomKey(faceMaterial, id)
		t.hand.Add(cv)
	}
	t.place()
	t.hand.Snap()
}

// markHandCard outlines hand card o at r when it is lit. A card that may
// start a move gets a thin line hugging its edge, not the kit's wide glow:
// side by side or overlapping, the glows of a payment's cards ran over
// their neighbours and the fan read as one blur (thirteenth review).
func (t *Board) markHandCard(c *scenes.Canvas, o obj, r scenes.Rect) {
	l := t.Frame.Light(o)
	if l != table.Start {
		t.Frame.Mark(c, o, r)
		return
	}
	c.RoundRectStroke(r.Inset(-1.5), 8, 3, table.LightColor(l, t.Now))
	t.Frame.Marked(r)
}

// HandSlot returns a small rectangle on a part of hand card i that the fan
// leaves in view, for taps (scenes.Hand.TapSpot).
func (t *Board) HandSlot(i int) scenes.Rect { return t.hand.TapSpot(i) }
