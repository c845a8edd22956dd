package scenes

import (
	"math"

	"starboard/scenes/input"
)

// HandEventKind says what the player did to a hand during one Update.
type HandEventKind uint8

// What can happen to a hand.
const (
	HandNothing HandEventKind = iota
	// HandTapped: Card was tapped; Selected tells whether it is now chosen.
	HandTapped
	// HandDropped: Card was dropped on Target and accepted. It has left
	// the hand: View is its card, posed on the canvas where it was let go.
	HandDropped
	// HandRefused: Card was dropped on Target (-1: on no target) and
	// flies back to its place.
	HandRefused
	// HandMoved: Card was dragged to place To within the hand.
	HandMoved
	// HandZoomed: Card opened in the large view after a long press.
	HandZoomed
)

// HandEvent is the outcome of one Update of a hand.
type HandEvent struct {
	Kind   HandEventKind
	Card   int // the card's place in the hand (before a move or a drop)
	Target int // HandDropped, HandRefused: the drop target, or -1
	To     int // HandMoved: the card's new place
	View   *CardView
}

// DropTarget is somewhere a card can be dropped: a rectangle of the canvas,
// or the box of a node when Node is set.
type DropTarget struct {
	Rect Rect
	Node *Node
}

// Contains reports whether the canvas point x, y is on the target.
func (t DropTarget) Contains(x, y float64) bool {
	if t.Node != nil {
		return !t.Node.Hidden && t.Node.Contains(x, y)
	}
	return t.Rect.Contains(x, y)
}

// Hand is a player's cards fanned along an arc. The fan opens upward from
// the origin of Node, its bottom centre; place Node to put the hand at the
// bottom of the screen (or turn it to put it anywhere). The hand lifts the
// card under the pointer, selects on a tap, zooms on a long press, lets a
// card be dragged onto a drop target or to another place in the hand, and
// sends refused cards back.
//
// However many cards it holds, each keeps a strip at least MinTarget wide
// to be touched by: the fan tightens to fit Width but never below that,
// and a hand too full for its width grows wider than Width.
type Hand struct {
	Node         *Node
	CardW, CardH float64
	// Width is the room the fan may take, in the hand's units.
	Width float64
	// Targets are where cards can be dropped.
	Targets []DropTarget
	// Accept decides a drop on a target; nil accepts every drop.
	Accept func(card, target int) bool
	// Reorder lets the player move cards within the hand by dragging.
	Reorder bool
	// Spread is the widest step between neighbouring cards, in card
	// widths: 0 keeps the fan's 0.66, so each card covers a third of the
	// one before; a board whose cards' names run across the whole card
	// may open the fan further, up to cards side by side (a little more
	// than 1).
	Spread float64
	// Room, when more than the cards held, lays the fan out for Room
	// cards, the cards in its first places from the left: a board that
	// keeps Room while cards leave the hand keeps the others where they
	// were, so the card under the pointer after one left is the next
	// one. 0 centres the fan on the cards held.
	Room int
	// Places, when as long as the cards held, puts card i at place
	// Places[i] of the fan, in increasing order: a board that keeps the
	// places of cards that left leaves a gap where each was, so that a tap
	// there finds no card rather than the next one. A card coming in or
	// leaving, or a drag, clears it.
	Places []int
	// LeftOnTop lays each card over its right neighbour instead of under
	// it, so what stays in view of a card is its right part, not its left:
	// for a board whose cards carry what matters on their right edge.
	LeftOnTop bool
	// Flat lays the cards in a straight row, upright, not on an arc: for
	// a board whose cards carry lines of text, which the canvas draws
	// upright and a turned card would leave hanging off its bands.
	Flat bool
	// Low keeps a card under the pointer, and a selected one, in its
	// place among its neighbours and its size, raised only a little: for
	// a hand in a strip with the board close above it, whose cards show
	// what matters on the part the fan leaves in view.
	Low bool

	cards []*CardView
	table *Node // the cards' parent, under Node
	slots *Node // the fan at rest, for hit-testing; never drawn
	rest  []Pose
	aims  []Pose // where each card was last sent
	step  float64
	rad   float64

	now      int64
	hover    int
	press    int
	drag     int
	selected int
	over     int // the target under a dragged card
	insert   int // where a dragged card would go in the hand
	back     int // a card flying back from a drop, to bounce
	grabX    float64
	grabY    float64
	lastX    float64
	tilt     float64
	zoomed   *CardView
}

// Hand layout, as parts of the card's height.
const (
	handLift      = 0.30 // a card under the pointer rises this much
	handSelectUp  = 0.13 // a selected card rises this much
	handLowUp     = 0.06 // either, in a Low hand
	handLiftScale = 1.12
	handDragScale = 1.06
	// handOverAlpha is the opacity of a dragged card held over a drop
	// target, so that what it would land on stays in sight.
	handOverAlpha = 0.55
	handMargin    = 10 // logical units under the cards
	handMoveTicks = 10
	handBackTicks = 24
)

// NewHand returns an empty hand of cards of w by h units that may be
// reordered.
func NewHand(w, h float64) *Hand {
	hd := &Hand{Node: NewNode(0, 0), CardW: w, CardH: h, Width: 6 * w, Reorder: true}
	hd.Node.Passive = true
	hd.table = hd.Node.Add(NewNode(0, 0))
	hd.table.Passive = true
	hd.slots = NewNode(0, 0)
	hd.slots.Passive = true
	hd.hover, hd.press, hd.drag, hd.selected, hd.over, hd.insert, hd.back = -1, -1, -1, -1, -1, -1, -1
	return hd
}

// Len returns the number of cards in the hand.
func (h *Hand) Len() int { return len(h.cards) }

// Card returns the i-th card from the left.
func (h *Hand) Card(i int) *CardView { return h.cards[i] }

// Add puts cv at the right end of the hand.
func (h *Hand) Add(cv *CardView) { h.Insert(len(h.cards), cv) }

// Insert puts cv at place i. The card glides into the fan from where it
// is: from its place on the canvas if it is in another tree, else from its
// pose read as canvas units (a new card at 0, 0 flies in from the top left
// corner; Snap puts every card straight in place).
func (h *Hand) Insert(i int, cv *CardView) {
	i = max(0, min(i, len(h.cards)))
	p := cv.Node.Pose()
	if cv.Node.Parent() != nil {
		p = cv.Node.WorldPose()
	}
	hp := h.Node.WorldPose()
	if lx, ly, ok := h.Node.ToLocal(p.X, p.Y); ok {
		p.X, p.Y = lx, ly
	}
	p.Rotation -= hp.Rotation
	if hp.Scale > 0 {
		p.Scale /= hp.Scale
	}
	cv.Node.SetPose(p)
	cv.Node.Stop()
	h.table.Insert(i, cv.Node)
	h.cards = insertAt(h.cards, i, cv)
	h.aims = insertAt(h.aims, i, Pose{X: math.NaN()})
	h.Places = nil
	h.shift(i, +1)
}

// Remove takes the i-th card out of the hand and returns it, posed on the
// canvas where it was.
func (h *Hand) Remove(i int) *CardView {
	cv := h.cards[i]
	p := cv.Node.WorldPose()
	cv.Node.Detach()
	cv.Node.Stop()
	cv.Node.SetPose(p)
	cv.Selected, cv.Lift = false, 0
	if h.zoomed == cv {
		h.zoomed = nil
		cv.zooming, cv.zoomOpen = false, false
	}
	h.cards = append(h.cards[:i], h.cards[i+1:]...)
	h.aims = append(h.aims[:i], h.aims[i+1:]...)
	h.Places = nil
	if h.selected == i {
		h.selected = -1
	}
	h.shift(i, -1)
	return cv
}

// shift keeps the indexes the hand holds on their cards after a card came
// in (d = 1) or left (d = -1) at place i.
func (h *Hand) shift(i, d int) {
	if h.selected >= i {
		h.selected += d
	}
	h.hover, h.press, h.drag, h.back = -1, -1, -1, -1
}

// Selected returns the place of the selected card, or -1.
func (h *Hand) Selected() int { return h.selected }

// Select chooses the card at place i (-1: none).
func (h *Hand) Select(i int) { h.selected = i }

// Lifted returns the place of the card raised under the pointer, or -1.
func (h *Hand) Lifted() int {
	if h.drag >= 0 {
		return -1
	}
	if h.press >= 0 {
		return h.press
	}
	return h.hover
}

// Dragging returns the place of the card being dragged, or -1.
func (h *Hand) Dragging() int { return h.drag }

// Over returns the drop target under the card being dragged, or -1, so a
// screen can light it.
func (h *Hand) Over() int { return h.over }

// Zoomed returns the card shown in the large view, or nil.
func (h *Hand) Zoomed() *CardView { return h.zoomed }

// Busy reports whether the hand holds the pointer: a card is pressed,
// dragged, or shown large.
func (h *Hand) Busy() bool {
	return h.press >= 0 || h.drag >= 0 || h.zoomed != nil && h.zoomed.zoomOpen
}

// Slot returns the node that stands for the i-th card at rest when the
// hand hit-tests. It is not drawn and not under Node: its World is in the
// units of Node, so compose it with Node.World to reach the canvas.
func (h *Hand) Slot(i int) *Node {
	h.layout()
	return h.slots.children[i]
}

// SlotCenter returns the middle of the i-th card at rest, on the canvas.
func (h *Hand) SlotCenter(i int) (float64, float64) {
	h.layout()
	g := h.Node.World()
	p := h.rest[h.place(i)]
	return g.Apply(p.X, p.Y)
}

// TapSpot returns a small rectangle on the canvas, on a part of the i-th
// card at rest that the fan leaves in view: a tap there finds that card.
// It falls back to the card's middle.
func (h *Hand) TapSpot(i int) Rect {
	g := h.Slot(i).World()
	g.Concat(h.Node.World())
	for _, fy := range [...]float64{0.3, 0.45, 0.6, 0.75, 0.2, 0.9} {
		for fx := 0.08; fx < 1; fx += 0.08 {
			x, y := g.Apply(h.CardW*fx, h.CardH*fy)
			if h.CardAt(x, y) == i {
				return Rect{X: x - 2, Y: y - 2, W: 4, H: 4}
			}
		}
	}
	x, y := h.SlotCenter(i)
	return Rect{X: x - 2, Y: y - 2, W: 4, H: 4}
}

// CardAt returns the place of the card a tap at the canvas point x, y
// would find, or -1.
func (h *Hand) CardAt(x, y float64) int {
	h.layout()
	lx, ly, ok := h.Node.ToLocal(x, y)
	if !ok {
		return -1
	}
	return h.cardAt(lx, ly)
}

// Zoom opens the large view of the card at place i, as a long press on it
// does. The cards beneath keep still until it closes.
func (h *Hand) Zoom(i int) {
	if h.zoomed != nil || i < 0 || i >= len(h.cards) {
		return
	}
	h.zoomed = h.cards[i]
	h.zoomed.OpenZoom(h.now)
}

// Update reads the pointer, runs the cards' animations to ctx.Tick and
// reports what the player did.
func (h *Hand) Update(ctx *Context) HandEvent {
	h.now = ctx.Tick
	for _, cv := range h.cards {
		cv.advance(h.now)
	}
	h.layout()
	ev := HandEvent{Card: -1, Target: -1, To: -1}
	in := ctx.In
	if h.zoomed != nil {
		// The large view takes the input while it is open; closing, it
		// plays on and the hand takes the input again, so the tap that
		// follows Esc counts.
		open := h.zoomed.zoomOpen
		if open && (in.Tap || in.Has(input.Back)) {
			h.zoomed.CloseZoom(h.now)
		}
		if !h.zoomed.zooming {
			h.zoomed = nil
		}
		if open {
			h.press = -1
			h.settle()
			h.Node.Update(h.now)
			return ev
		}
	}
	lx, ly, _ := h.Node.ToLocal(in.X, in.Y)
	under := h.cardAt(lx, ly)
	if in.Press {
		px, py, _ := h.Node.ToLocal(in.PressX, in.PressY)
		h.press = h.cardAt(px, py)
	}
	if in.DragStart && h.press >= 0 && h.drag < 0 {
		h.startDrag(lx, ly)
	}
	switch {
	case h.drag >= 0 && in.Drop:
		ev = h.drop(in.X, in.Y, lx, ly)
	case h.drag >= 0 && !in.Down:
		// The drag was cut short (a new screen reset the pointer).
		h.back, h.drag, h.over, h.insert = h.drag, -1, -1, -1
	case h.drag >= 0:
		h.follow(in.X, in.Y, lx, ly)
	case in.LongPress && h.press >= 0:
		h.Zoom(h.press)
		ev = HandEvent{Kind: HandZoomed, Card: h.press, Target: -1, To: -1, View: h.zoomed}
		h.hover, h.press = -1, -1
	case in.Tap && h.press >= 0 && under == h.press:
		if h.selected == h.press {
			h.selected = -1
		} else {
			h.selected = h.press
		}
		ev = HandEvent{Kind: HandTapped, Card: h.press, Target: -1, To: -1}
	}
	if !in.Down {
		h.press = -1
	}
	h.hover = -1
	if in.Present && !in.Touch && !in.Down && h.drag < 0 {
		h.hover = under
	}
	h.settle()
	h.Node.Update(h.now)
	return ev
}

// cardAt returns the card whose box holds the point of the hand's units:
// the lifted card first, then the fan at rest, topmost first.
func (h *Hand) cardAt(x, y float64) int {
	if l := h.Lifted(); l >= 0 && l < len(h.cards) {
		n := h.cards[l].Node
		g := n.Local()
		if g.IsInvertible() {
			g.Invert()
			if n.Inside(g.Apply(x, y)) {
				return l
			}
		}
	}
	if hit := h.slots.HitTest(x, y); hit != nil {
		return hit.ID
	}
	return -1
}

func (h *Hand) startDrag(lx, ly float64) {
	h.drag = h.press
	n := h.cards[h.drag].Node
	h.grabX, h.grabY = lx-n.X, ly-n.Y
	h.lastX, h.tilt = lx, 0
	h.insert = h.drag
	if h.selected == h.drag {
		h.selected = -1
	}
}

// follow moves the dragged card with the pointer, leaning it the way it
// goes, and opens a gap where it would land in the hand.
func (h *Hand) follow(x, y, lx, ly float64) {
	h.over = h.targetAt(x, y)
	h.insert = h.drag
	if h.over < 0 && h.Reorder && h.inFan(lx, ly) {
		h.insert = h.placeAt(lx)
	}
	h.tilt = 0.8*h.tilt + 0.2*math.Max(-0.35, math.Min(0.35, (lx-h.lastX)*0.012))
	h.lastX = lx
	n := h.cards[h.drag].Node
	n.Stop()
	alpha := 1.0
	if h.over >= 0 {
		alpha = handOverAlpha // the target it would land on shows through
	}
	n.SetPose(Pose{X: lx - h.grabX, Y: ly - h.grabY, Scale: handDragScale, Rotation: h.tilt, Alpha: alpha})
	n.Layer = 1 << 20
	h.aims[h.drag] = n.Pose()
}

func (h *Hand) drop(x, y, lx, ly float64) HandEvent {
	d := h.drag
	h.drag, h.over, h.insert, h.press = -1, -1, -1, -1
	if t := h.targetAt(x, y); t >= 0 {
		if h.Accept == nil || h.Accept(d, t) {
			n := h.cards[d].Node
			p := n.Pose()
			p.Alpha = 1
			n.SetPose(p)
			return HandEvent{Kind: HandDropped, Card: d, Target: t, To: -1, View: h.Remove(d)}
		}
		h.back = d
		return HandEvent{Kind: HandRefused, Card: d, Target: t, To: -1}
	}
	if h.Reorder && h.inFan(lx, ly) {
		if k := h.placeAt(lx); k != d {
			h.move(d, k)
			return HandEvent{Kind: HandMoved, Card: d, Target: -1, To: k}
		}
		return HandEvent{Card: -1, Target: -1, To: -1}
	}
	h.back = d
	return HandEvent{Kind: HandRefused, Card: d, Target: -1, To: -1}
}

// move takes the card at place from to place to, the others closing up.
func (h *Hand) move(from, to int) {
	cv, aim := h.cards[from], h.aims[from]
	h.cards = append(h.cards[:from], h.cards[from+1:]...)
	h.aims = append(h.aims[:from], h.aims[from+1:]...)
	h.cards = insertAt(h.cards, to, cv)
	h.aims = insertAt(h.aims, to, aim)
	if h.selected >= 0 {
		h.selected = movedIndex(h.selected, from, to)
	}
}

// movedIndex returns where the card at place i ends after a move.
func movedIndex(i, from, to int) int {
	switch {
	case i == from:
		return to
	case from < i && i <= to:
		return i - 1
	case to <= i && i < from:
		return i + 1
	}
	return i
}

func (h *Hand) targetAt(x, y float64) int {
	for j, t := range h.Targets {
		if t.Contains(x, y) {
			return j
		}
	}
	return -1
}

// inFan reports whether a point of the hand's units is on the fan, where
// a dragged card is put back among the others.
func (h *Hand) inFan(lx, ly float64) bool {
	half := h.step*float64(h.places()-1)/2 + h.CardW*0.75
	return math.Abs(lx) <= half && ly >= -1.5*h.CardH && ly <= handMargin*2
}

// placeAt returns the place in the fan nearest to x, in the hand's units.
func (h *Hand) placeAt(x float64) int {
	n := len(h.cards)
	if n <= 1 || h.step == 0 {
		return 0
	}
	a := math.Asin(math.Max(-1, math.Min(1, x/h.rad)))
	k := int(math.Round(a*h.rad/h.step + float64(h.places()-1)/2))
	return max(0, min(k, n-1))
}

// FanStep returns the distance between neighbouring cards along the arc
// and the radius of the arc for n cards of w by h in width: the step
// shrinks to fit but never leaves a card less than MinTarget to be
// touched by, even at its bottom corner.
func FanStep(n int, w, h, width float64) (step, radius float64) {
	return SpreadStep(n, w, h, width, 0)
}

// SpreadStep is FanStep with a step of at most most card widths (0 for
// FanStep's 0.66).
func SpreadStep(n int, w, h, width, most float64) (step, radius float64) {
	if n <= 1 {
		return 0, 5 * h
	}
	if most <= 0 {
		most = 0.66
	}
	spread := float64(n - 1)
	step = math.Min(most*w, (width-w)/spread)
	radius = math.Max(3*step*spread, 5*h)
	if least := (MinTarget + 2) * radius / (radius - h/2); step < least {
		step = least
		radius = math.Max(3*step*spread, 5*h)
	}
	return step, radius
}

// fanPose returns where card i of n sits on the arc, the middle card's
// bottom edge handMargin above the origin.
func fanPose(i, n int, step, radius, h float64) Pose {
	a := (float64(i) - float64(n-1)/2) * step / radius
	return Pose{
		X:        radius * math.Sin(a),
		Y:        -(h/2 + handMargin) + radius*(1-math.Cos(a)),
		Scale:    1,
		Rotation: a,
		Alpha:    1,
	}
}

// places returns the places of the fan: the cards held, or Room, or
// past the last of Places.
func (h *Hand) places() int {
	n := max(len(h.cards), h.Room)
	if h.gapped() {
		n = max(n, h.Places[len(h.Places)-1]+1)
	}
	return n
}

// gapped reports whether Places sets the cards' places.
func (h *Hand) gapped() bool { return len(h.Places) == len(h.cards) && len(h.cards) > 0 && h.drag < 0 }

// gapBeside reports whether Places leaves a gap at the place right of
// card i among m places, where a card that left lay over its right part
// (the cards' left parts stay in view unless LeftOnTop).
func (h *Hand) gapBeside(i, m int) bool {
	if !h.gapped() || h.LeftOnTop || i >= len(h.cards) {
		return false
	}
	next := h.Places[i] + 1
	return next < m && (i+1 == len(h.cards) || h.Places[i+1] != next)
}

// place returns the place of the fan card i stands at.
func (h *Hand) place(i int) int {
	if h.gapped() {
		return h.Places[i]
	}
	return i
}

// layout lays the fan out at rest and keeps the hit-testing slots on it.
func (h *Hand) layout() {
	n, m := len(h.cards), h.places()
	h.step, h.rad = SpreadStep(m, h.CardW, h.CardH, h.Width, h.Spread)
	h.rest = h.rest[:0]
	low := -float64(handMargin)
	for i := 0; i < m; i++ {
		p := fanPose(i, m, h.step, h.rad, h.CardH)
		if h.Flat {
			p.X, p.Y, p.Rotation = (float64(i)-float64(m-1)/2)*h.step, -(h.CardH/2 + handMargin), 0
		}
		h.rest = append(h.rest, p)
		// The lowest corner of a turned card.
		c, s := math.Cos(p.Rotation), math.Abs(math.Sin(p.Rotation))
		low = math.Max(low, p.Y+h.CardH/2*c+h.CardW/2*s)
	}
	for i := range h.rest {
		h.rest[i].Y -= low + handMargin
	}
	for len(h.slots.children) < n {
		h.slots.Add(NewNode(h.CardW, h.CardH).Centered())
	}
	for i, s := range h.slots.children {
		s.Hidden = i >= n
		s.ID, s.Layer = i, h.layer(i, n)
		s.W, s.H = h.CardW, h.CardH
		s.Centered()
		if h.gapBeside(i, m) {
			// The part of the card its right neighbour covered stays the
			// gap's: a tap there finds no card.
			s.W = min(h.CardW, h.step)
		}
		if i < n {
			s.Layer = h.layer(h.place(i), m)
			s.SetPose(h.rest[h.place(i)])
		}
	}
}

// layer returns the drawing layer of place i of n in the fan: the left
// card under its right neighbour, or over it with LeftOnTop.
func (h *Hand) layer(i, n int) int {
	if h.LeftOnTop {
		return n - i
	}
	return i
}

// settle sends each card where it should be: its place in the fan, with
// a gap where a dragged card would land, raised if lifted or selected.
func (h *Hand) settle() {
	lifted := h.Lifted()
	for i, cv := range h.cards {
		cv.Selected = i == h.selected
		if i == h.drag {
			cv.Lift = 1
			continue
		}
		j := h.place(i)
		if h.drag >= 0 {
			if i > h.drag {
				j--
			}
			if j >= h.insert {
				j++
			}
		}
		p := h.rest[j]
		cv.Node.Layer = h.layer(j, len(h.rest))
		cv.Lift = 0
		switch {
		case h.Low && (i == lifted || i == h.selected):
			p.Y -= handLowUp * h.CardH
			cv.Lift = 0.5
		case i == lifted:
			p.Y -= handLift * h.CardH
			p.X += math.Sin(p.Rotation) * handLift * h.CardH
			p.Rotation *= 0.4
			p.Scale = handLiftScale
			cv.Node.Layer = 1 << 19
			cv.Lift = 1
		case i == h.selected:
			p.Y -= handSelectUp * h.CardH
			p.X += math.Sin(p.Rotation) * handSelectUp * h.CardH
			cv.Lift = 0.5
		}
		if p != h.aims[i] {
			h.aims[i] = p
			if i == h.back {
				cv.Node.Animate(h.now, GlideTo(p, handBackTicks, Back))
			} else {
				cv.Node.Animate(h.now, GlideTo(p, handMoveTicks, EaseOut))
			}
		}
	}
	h.back = -1
}

// Snap ends every card's animation where it is going.
func (h *Hand) Snap() {
	h.layout()
	h.settle()
	for _, cv := range h.cards {
		p := cv.Node.Target()
		cv.Node.Stop()
		cv.Node.SetPose(p)
	}
}

// Draw paints the hand, and the large view of a zoomed card over the whole
// canvas: draw the hand after what the large view should cover.
func (h *Hand) Draw(c *Canvas) {
	h.Node.Draw(c)
	if h.zoomed != nil {
		h.zoomed.DrawZoom(c)
	}
}

func insertAt[T any](s []T, i int, v T) []T {
	var zero T
	s = append(s, zero)
	copy(s[i+1:], s[i:])
	s[i] = v
	return s
}
