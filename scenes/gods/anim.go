package gods

import (
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/table"
)

// What an animation shows.
const (
	anWait     uint8 = iota // nothing moves; the log and banners speak
	anFly                   // a piece travels (place, draw, move, exchange, pass)
	anFlip                  // a piece turns over in place (flip, final reveal)
	anPulse                 // a place glows (indicate, look)
	anCont                  // a continent glows (designate, validated)
	anOpen                  // the fourth continent comes into play
	anBacteria              // a Bacteria is shown to all
)

// flight is a piece travelling between two points.
type flight struct {
	p          piece
	fx, fy, fr float64
	tx, ty, tr float64
	space      int16 // the space it lands on, or -1
	seat, slot int8  // the hand slot it lands in, or -1
}

// anim is the event being played, as the board draws it; the kit says how
// far it has gone (table.Frame.Anim).
type anim struct {
	on      bool
	kind    uint8
	ev      rules.Event
	flights [2]flight
	n       int
	space   int16 // the space that flips or glows, or -1
	old     piece // a flipping piece before it turns
	cont    int
	slot    int
	seat    rules.Seat
	pawn    gods.Pawn
	caption string
	t       float64 // progress, from the kit's frame
}

// hidesSpace reports whether the piece on space i is drawn by the animation
// instead of in place.
func (a *anim) hidesSpace(i int16) bool {
	if !a.on {
		return false
	}
	if a.kind == anFlip && a.space == i {
		return true
	}
	if a.kind == anFly {
		for k := 0; k < a.n; k++ {
			if a.flights[k].space == i {
				return true
			}
		}
	}
	return false
}

func (a *anim) hidesSlot(seat rules.Seat, j int) bool {
	if !a.on || a.kind != anFly {
		return false
	}
	for k := 0; k < a.n; k++ {
		if f := &a.flights[k]; f.seat == int8(seat) && f.slot == int8(j) {
			return true
		}
	}
	return false
}

// Base lengths of the animations in ticks, at normal speed.
var animTicks = map[uint8]int{
	gods.EvTurn: 14, gods.EvSkip: 40, gods.EvIndicate: 22, gods.EvDesignate: 26, gods.EvPlace: 28,
	gods.EvFlip: 28, gods.EvExchange: 36, gods.EvLook: 32, gods.EvMove: 30, gods.EvOpen: 90,
	gods.EvDraw: 26, gods.EvBacteria: 110, gods.EvCommit: 10, gods.EvPass: 30, gods.EvNoEffect: 44,
	gods.EvReveal: 20, gods.EvContinent: 40, gods.EvOxygenBonus: 36, gods.EvEnd: 60,
}

// Animate starts the animation of e and follows it in the pieces shown.
func (t *Table) Animate(e rules.Event) table.Motion {
	if t.view == nil {
		return table.Motion{Sound: table.NoSound}
	}
	t.syncHand() // a tile the hand let go of was dropped: the pawn goes on from there
	a := &t.anim
	*a = anim{on: true, kind: anWait, ev: e, space: -1, cont: -1, slot: -1, seat: e.Seat}
	mo := table.Motion{Ticks: animTicks[e.Kind], Sound: table.NoSound}
	if t.hide {
		t.watchEvent(e)
	}
	switch e.Kind {
	case gods.EvTurn:
		// The prompt says the turn while it begins, never a band across
		// the board: at a seat it hid continents A and B (the twelfth
		// review), and in a demo too (the fourteenth).
		mo.Caption = "Turn " + scenes.Itoa(int(e.A)) + ": " + t.name.name(e.Seat) + " is the active god"
		if e.Seat == t.Viewer && !t.bots[e.Seat] {
			mo.Sound = table.SoundTurn
		}
	case gods.EvSkip, gods.EvNoEffect:
		mo.Banner = t.name.text(t.view.EventText(e))
	case gods.EvIndicate:
		t.placedBy(e.Seat, -1) // the seat moves again
		a.kind, a.slot = anPulse, int(e.A)
		mo.Sound = table.SoundPick
	case gods.EvDesignate:
		a.kind, a.cont = anCont, int(e.A)
		mo.Sound = table.SoundPick
	case gods.EvPlace:
		fx, fy, fr := t.slotPos(e.Seat, int(e.A))
		if e.Seat == t.handSeat() && t.hv.leaving >= 0 {
			fx, fy, fr = t.hv.dropX, t.hv.dropY, t.hv.dropR // the dropped pawn goes on from where it fell
		}
		t.apply(e)
		t.seenBy(e.Seat)
		t.placedBy(e.Seat, e.B)
		t.fly(t.pieceAt(int(e.B)/gods.Spaces, int(e.B)%gods.Spaces), fx, fy, fr, e.B, -1, -1)
		mo.Sound = table.SoundPlace
	case gods.EvDraw:
		fx, fy := t.lay.bagPoint()
		t.apply(e)
		t.fly(t.pieceIn(e.Seat, int(e.A)), fx, fy, 12*t.lay.u, -1, e.Seat, int(e.A))
		mo.Sound = table.SoundPick
	case gods.EvMove:
		from := e.A*gods.Spaces + e.B
		fx, fy := t.spacePos(from)
		t.apply(e)
		t.lastMoved(from, e.C*gods.Spaces+e.D)
		t.fly(t.pieceAt(int(e.C), int(e.D)), fx, fy, t.lay.pawnR, e.C*gods.Spaces+e.D, -1, -1)
		mo.Sound = table.SoundPlace
	case gods.EvExchange:
		i, j := e.A*gods.Spaces+e.B, e.C*gods.Spaces+e.D
		ix, iy := t.spacePos(i)
		jx, jy := t.spacePos(j)
		t.apply(e)
		t.lastMoved(i, j)
		t.fly(t.pieceAt(int(e.C), int(e.D)), ix, iy, t.lay.pawnR, j, -1, -1)
		t.fly(t.pieceAt(int(e.A), int(e.B)), jx, jy, t.lay.pawnR, i, -1, -1)
		mo.Sound = table.SoundPlace
	case gods.EvFlip, gods.EvReveal:
		i := e.A*gods.Spaces + e.B
		if e.Kind == gods.EvReveal {
			i = e.A
		}
		a.kind, a.space, a.old = anFlip, i, t.pieceAt(int(i)/gods.Spaces, int(i)%gods.Spaces)
		t.apply(e)
		if a.old.up && e.Kind == gods.EvReveal {
			a.kind = anPulse
		}
		mo.Sound = table.SoundFlip
	case gods.EvLook:
		a.kind, a.space = anPulse, e.A*gods.Spaces+e.B
		t.apply(e)
		mo.Sound = table.SoundReveal
	case gods.EvOpen:
		a.kind, a.cont = anOpen, int(e.A)
		t.openTxt = "Continent " + contLetters[e.A] + " comes into play!"
		t.apply(e)
		mo.Sound = table.SoundReveal
	case gods.EvBacteria:
		a.kind, a.pawn = anBacteria, gods.Pawn(e.A)
		a.caption = t.name.name(e.Seat) + " draws a Bacteria"
		t.apply(e)
		mo.Sound = table.SoundReveal
	case gods.EvPass:
		// The pawn leaves the slot its giver chose, when the viewer saw
		// it, else the middle of the giver's hand.
		from := t.since.commit[e.Seat]
		if from < 0 {
			from = 1
		}
		fx, fy, fr := t.slotPos(e.Seat, from)
		t.apply(e)
		to := rules.Seat(e.A)
		t.fly(t.pieceIn(to, int(e.B)), fx, fy, fr, -1, to, int(e.B))
		mo.Sound = table.SoundPlace
	case gods.EvContinent:
		a.kind, a.cont = anCont, int(e.A)
		t.apply(e)
		if e.B > 0 {
			mo.Sound = table.SoundScore
		}
	case gods.EvOxygenBonus:
		t.apply(e)
		if e.A > 0 {
			mo.Sound = table.SoundScore
		}
	case gods.EvEnd:
		t.apply(e)
		mo.Sound = table.SoundReveal
		mo.Banner = "The planet is complete"
	default:
		t.apply(e)
	}
	if e.Kind == gods.EvReveal || e.Kind == gods.EvContinent || e.Kind == gods.EvOxygenBonus || e.Kind == gods.EvEnd {
		t.hover = hoverState{} // no tooltip lingers into the final check
		mo.Heading = "The final check"
		if e.Kind == gods.EvReveal {
			mo.Caption = "The pawns of continent " + contLetters[int(e.A)/gods.Spaces] + " are turned need side up, one by one: is each need met?"
		}
	}
	t.syncHand()
	return mo
}

// placedBy notes space i as the last that seat placed a pawn on; -1 for
// none.
func (t *Table) placedBy(seat rules.Seat, i int16) {
	if seat >= 0 && int(seat) < len(t.lastPlaced) {
		t.lastPlaced[seat] = i + 1
	}
}

// seenBy forgets the other seats' last pawns once seat, the seat at the
// device, has placed its own: they were new since its last pawn, and a
// "new" tag left on a bot's pawn after the person placed theirs read as
// still to see (the twenty-sixth review).
func (t *Table) seenBy(seat rules.Seat) {
	if seat != t.Viewer || seat == rules.NoSeat {
		return
	}
	for s := range t.lastPlaced {
		if rules.Seat(s) != seat {
			t.lastPlaced[s] = 0
		}
	}
}

// lastMoved follows the pawns that went from space i to j, and from j to
// i, in the last placements.
func (t *Table) lastMoved(i, j int16) {
	for s, p := range t.lastPlaced {
		switch p - 1 {
		case i:
			t.lastPlaced[s] = j + 1
		case j:
			t.lastPlaced[s] = i + 1
		}
	}
}

// placer returns the seat other than the viewer that placed the pawn on
// space i last, if one did and has not moved since.
func (t *Table) placer(i int16) (rules.Seat, bool) {
	for s, p := range t.lastPlaced {
		if p == i+1 && rules.Seat(s) != t.Viewer && s < len(t.bots) {
			return rules.Seat(s), true
		}
	}
	return rules.NoSeat, false
}

// apply follows e in the pieces shown.
func (t *Table) apply(e rules.Event) { t.since.apply(t.view, e, t.hide) }

// fly adds a flight of p to a space or a hand slot.
func (t *Table) fly(p piece, fx, fy, fr float64, space int16, seat rules.Seat, slot int) {
	a := &t.anim
	if a.n == len(a.flights) {
		return
	}
	f := flight{p: p, fx: fx, fy: fy, fr: fr, space: space, seat: int8(seat), slot: int8(slot)}
	if space >= 0 {
		f.tx, f.ty = t.spacePos(space)
		f.tr = t.lay.pawnR
	} else {
		f.tx, f.ty, f.tr = t.slotPos(seat, slot)
		if t.inHand(seat) {
			f.tx, f.ty, f.tr = t.handPoint(slot, true)
		}
	}
	a.flights[a.n] = f
	a.n++
	a.kind = anFly
}

// inHand reports whether seat's pawns are drawn on the tiles of the hand
// shown.
func (t *Table) inHand(seat rules.Seat) bool { return t.handShown() && seat == t.handSeat() }

// slotPos returns the centre and radius of the pawn in a hand slot: on its
// tile for the hand shown, in the seat's row of the seat list otherwise.
func (t *Table) slotPos(seat rules.Seat, j int) (x, y, r float64) {
	if t.inHand(seat) {
		return t.handPoint(j, false)
	}
	if seat < 0 || int(seat) >= len(t.seatArea) {
		return t.lay.board.X, t.lay.board.Y, 10
	}
	area := t.seatArea[seat]
	x, y = t.miniPos(seat, j, area)
	return x, y, t.seatR
}

// hoverState is what the mouse rests on, for tooltips.
type hoverState struct {
	key   int
	since int64
	text  string // the words of a pawn in the seat list or of the bag, written once
	bag   int    // the bag's size when its words were written
}

var _ = scenes.Rect{}
