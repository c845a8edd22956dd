package seeders

import (
	"strings"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/table"
)

// objKind is the kind of thing on screen a step of a move names.
type objKind uint8

const (
	objNone     objKind = iota
	objSlot             // a: a slot of the turn order
	objHand             // a: hand card
	objPack             // a: card of the draft pack
	objNeg              // a: the viewer's Negotiator of Caste a; b: 1 face down
	objSpot             // a: Spot; b: 0 the higher side on its first Chamber, 1 on its second, 2 the whole Spot
	objOnSpot           // a: Spot, its Negotiator
	objChamber          // a: Chamber
	objCubes            // a: Chamber, b: seat, c: which of the viewer's Conspirators
	objCard             // a: a card in an Ark, a Vacant Crew or a prisoner
	objUse              // a: the card whose ability is used
	objToken            // a: the card carrying the token, b: 0 Mutagen, 1 Jailer
	objSafe             // a: the Safe Unit, b: 0 a Resource in, 1 out
	objNewUnit          // the viewer's Ark, where a new Unit goes
	objRecycle          // the recycling bin
	objSeat             // a: a seat, the victim of a theft
	objHostSeat         // a: the host Unit, b: the seat robbed by the Crew's Integration
	objArk              // a: a seat, its Ark's row: no move names it, a tap there is explained (WhyNot)
)

// obj is one thing on screen: the board's place. The zero obj is no place.
type obj struct {
	kind    objKind
	a, b, c int16
}

// Path binds a legal move to the places that make it.
func (t *Table) Path(mv rules.Move) (first, second obj) {
	switch mv.Kind {
	case rs.MoveOrder:
		return obj{kind: objSlot, a: mv.A}, obj{}
	case rs.MoveDiscard:
		return t.handObj(mv.A), obj{}
	case rs.MovePick:
		for i, id := range t.view.Pack(t.mover()) {
			if id == int(mv.A) {
				return obj{kind: objPack, a: int16(i)}, obj{}
			}
		}
	case rs.MovePlace:
		face := int16(0)
		if mv.D == 1 {
			face = 1
		}
		hi, lo, _ := t.view.Negotiator(t.mover(), rs.Caste(mv.A))
		side := mv.C
		if hi == lo {
			side = 2
		}
		return obj{kind: objNeg, a: mv.A, b: face}, obj{kind: objSpot, a: mv.B, b: side}
	case rs.MoveReturn:
		_, _, sp := t.view.Negotiator(t.mover(), rs.Caste(mv.A))
		return obj{kind: objOnSpot, a: int16(sp)}, obj{}
	case rs.MoveRecycle:
		return t.handObj(mv.A), obj{kind: objRecycle}
	case rs.MoveIntegrate:
		h := t.handObj(mv.A)
		switch {
		case mv.B >= 0 && mv.C >= 0:
			return h, obj{kind: objHostSeat, a: mv.B, b: mv.C}
		case mv.B >= 0:
			return h, obj{kind: objCard, a: mv.B}
		case mv.C >= 0:
			return h, t.target(rs.CardOf(int(mv.A)).Effect, mv.C)
		}
		return h, obj{kind: objNewUnit}
	case rs.MoveRehost:
		return obj{kind: objCard, a: mv.A}, obj{}
	case rs.MoveActivate:
		d := rs.CardOf(int(mv.A))
		use := obj{kind: objUse, a: mv.A}
		switch {
		case d.Trigger == rs.OnSacrifice:
			return use, obj{kind: objCard, a: mv.B}
		case d.Effect == rs.MoveCubes:
			return obj{kind: objCubes, a: mv.C, b: mv.B, c: int16(t.moverIndex(mv.A))}, obj{kind: objChamber, a: mv.D}
		case mv.B >= 0:
			return use, t.target(d.Effect, mv.B)
		}
		return use, obj{}
	case rs.MoveCrew:
		return obj{kind: objCard, a: mv.A}, obj{kind: objCard, a: mv.B}
	case rs.MoveSafeIn:
		return obj{kind: objSafe, a: mv.A}, obj{}
	case rs.MoveSafeOut:
		return obj{kind: objSafe, a: mv.A, b: 1}, obj{}
	case rs.MoveMutate:
		return obj{kind: objToken, a: mv.A}, obj{kind: objCard, a: mv.B}
	case rs.MoveJail, rs.MoveFree:
		return obj{kind: objToken, a: mv.A, b: 1}, obj{kind: objCard, a: mv.B}
	}
	return obj{}, obj{}
}

// Attempt names the move a drag of a hand card onto the Recycle bin, the
// new Unit's place or a Unit of the viewer's Ark would make, legal or
// not, so the kit can show the rules' reason for refusing it (the cost
// too high, the Unit full, a Crew without a Unit).
func (t *Table) Attempt(first, second obj) (rules.Move, bool) {
	if first.kind != objHand || first.a < 0 || int(first.a) >= len(t.handIDs) || t.view == nil {
		return rules.Move{}, false
	}
	id := int16(t.handIDs[first.a])
	switch second.kind {
	case objRecycle:
		return rules.Move{Kind: rs.MoveRecycle, A: id, B: -1, C: -1, D: -1}, true
	case objNewUnit:
		// A Crew dropped in the Ark off its Units joins the one Unit
		// that may take it, if only one may.
		if to := t.places[int(id)]; !rs.CardOf(int(id)).Unit && len(to) == 1 && to[0] >= 0 {
			return rules.Move{Kind: rs.MoveIntegrate, A: id, B: int16(to[0]), C: -1, D: -1}, true
		}
		return rules.Move{Kind: rs.MoveIntegrate, A: id, B: -1, C: -1, D: -1}, true
	case objCard:
		if b, ok := t.ark.boxes[second.a]; ok && b.unit && b.seat == int(t.Viewer) {
			if rs.CardOf(int(id)).Unit {
				// A Unit dropped on a Unit of the Ark: a new Unit.
				return rules.Move{Kind: rs.MoveIntegrate, A: id, B: -1, C: -1, D: -1}, true
			}
			return rules.Move{Kind: rs.MoveIntegrate, A: id, B: second.a, C: -1, D: -1}, true
		}
	}
	return rules.Move{}, false
}

var (
	_ table.Dropper[obj] = (*Table)(nil)
	_ table.Shaper[obj]  = (*Table)(nil)
)

// DropArea is the viewer's whole Ark for the new Unit's place: a card
// dropped anywhere in it, off the Units that take Crews, is a new Unit.
func (t *Table) DropArea(p obj) (scenes.Rect, bool) {
	if p.kind != objNewUnit || t.Viewer == rules.NoSeat || int(t.Viewer) >= len(t.lay.rows) {
		return scenes.Rect{}, false
	}
	return t.rowPanel(int(t.Viewer)), true
}

// Holds reports whether x, y is on place p: for the new Unit's place,
// anywhere in the viewer's Ark (DropArea); else in Where's box.
func (t *Table) Holds(p obj, x, y float64) bool {
	if r, ok := t.DropArea(p); ok {
		return r.Contains(x, y)
	}
	r, ok := t.Where(p)
	return ok && r.Contains(x, y)
}

// target is the place of the target v of an effect.
func (t *Table) target(e rs.Effect, v int16) obj {
	switch e {
	case rs.Steal:
		return obj{kind: objSeat, a: v}
	case rs.ReplaceCard:
		return obj{kind: objChamber, a: v}
	}
	return obj{kind: objCard, a: v}
}

// handObj is the place of the viewer's hand card id.
func (t *Table) handObj(id int16) obj {
	for i, h := range t.handIDs {
		if h == int(id) {
			return obj{kind: objHand, a: int16(i)}
		}
	}
	return obj{kind: objHand, a: -1}
}

// mover is the seat whose moves the board binds: the viewer, or, at a
// table that looks on (the big screen of Table and phones), the seat to
// move, whose public moves it may make.
func (t *Table) mover() rules.Seat {
	if t.Viewer != rules.NoSeat || t.view == nil {
		return t.Viewer
	}
	return t.view.ToMove()
}

// moverIndex is the rank of the mover's Conspirator id among the mover's
// cards that move cubes, so that two of them get apart places.
func (t *Table) moverIndex(id int16) int {
	n := 0
	for _, c := range t.view.Ark(t.mover()) {
		if c == int(id) {
			return n
		}
		if rs.CardOf(c).Effect == rs.MoveCubes {
			n++
		}
	}
	return n
}

// movers counts the mover's cards that move cubes.
func (t *Table) movers() int {
	n := 0
	for _, c := range t.view.Ark(t.mover()) {
		if rs.CardOf(c).Effect == rs.MoveCubes {
			n++
		}
	}
	return max(1, n)
}

// Label names the buttons of the moves with no place.
func (t *Table) Label(mv rules.Move) string {
	switch mv.Kind {
	case rs.MovePass:
		switch t.Prompt.Kind {
		case "window":
			return "Keep the Chambers"
		case "act":
			return "End my turn"
		case "integrate":
			return "End Integration"
		case "rehost":
			return "Leave them Vacant"
		case "reorder":
			return "Done: score Prestige"
		}
		return "Pass"
	case rs.MovePath:
		if mv.B == 1 {
			return "Upgrade to 2-2"
		}
		return "Upgrade to 3-1"
	}
	text := t.view.MoveText(mv)
	return strings.ToUpper(text[:1]) + text[1:]
}

// Where returns where place p is on screen.
func (t *Table) Where(p obj) (scenes.Rect, bool) {
	l := &t.lay
	switch p.kind {
	case objSlot:
		if int(p.a) < len(l.slots) {
			return l.slots[p.a], true
		}
	case objHand:
		if t.Viewer == rules.NoSeat || p.a < 0 || int(p.a) >= t.hand.Len() {
			break
		}
		return t.hand.TapSpot(int(p.a)), true
	case objPack:
		if t.Viewer != rules.NoSeat && int(p.a) < len(l.packCards) {
			return l.packCards[p.a], true
		}
	case objNeg:
		// A table that looks on (the big screen) shows no seat's own
		// Negotiators: placing one is made on the seat's phone.
		if t.Viewer != rules.NoSeat && p.a >= 0 && int(p.a) < rs.NumCastes {
			r := l.negs[p.a]
			if p.b == 1 {
				return l.hidden[p.a], true
			}
			return r, true
		}
	case objSpot:
		if int(p.a) < len(l.spots) {
			return l.spots[p.a].half(int(p.b)), true
		}
	case objOnSpot:
		if p.a >= 0 && int(p.a) < len(l.spots) {
			return l.spots[p.a].r, true
		}
	case objChamber:
		if p.a >= 0 && p.a < rs.Chambers {
			return l.cards[p.a], true
		}
	case objCubes:
		if p.a < 0 || p.a >= rs.Chambers {
			break
		}
		r := l.cubeRow[p.a]
		n := t.view.Seats()
		w := r.W / float64(n)
		r = scenes.Rect{X: r.X + float64(p.b)*w, Y: r.Y, W: w, H: r.H}
		if p.b >= 0 && p.b < 4 && t.faces[p.a].cells[p.b].W > 0 {
			r = t.faces[p.a].cells[p.b] // as drawn
		}
		k := float64(t.movers())
		return scenes.Rect{X: r.X + float64(p.c)*r.W/k, Y: r.Y, W: r.W / k, H: r.H}, true
	case objCard, objUse, objToken, objSafe:
		if box, ok := t.ark.boxes[p.a]; ok {
			switch p.kind {
			case objCard:
				return box.r, true
			case objUse:
				return box.use, box.hasUse
			case objToken:
				return box.token[p.b], true
			case objSafe:
				return box.safe[p.b], true
			}
		}
	case objNewUnit:
		if t.Viewer != rules.NoSeat && int(t.Viewer) < len(t.ark.newUnit) {
			return t.ark.newUnit[t.Viewer], true
		}
	case objRecycle:
		return l.recycle, true
	case objSeat:
		if int(p.a) < len(l.rows) {
			return l.rowHead[p.a], true
		}
	case objHostSeat:
		if box, ok := t.ark.boxes[p.a]; ok {
			n := t.view.Seats() - 1
			k := int(p.b)
			if t.Viewer != rules.NoSeat && k > int(t.Viewer) {
				k--
			}
			w := box.r.W / float64(max(1, n))
			return scenes.Rect{X: box.r.X + float64(k)*w, Y: box.r.Y + box.r.H*0.5, W: w, H: box.r.H * 0.5}, true
		}
	}
	return scenes.Rect{}, false
}
