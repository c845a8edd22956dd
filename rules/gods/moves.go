package gods

import (
	"errors"
	"fmt"

	"starboard/rules"
)

// Move kinds, for screens that build moves from taps. Slots, continents
// and spaces count from 0; space 5 is the white space.
const (
	MoveIndicate  uint8 = iota + 1 // indicate SLOT: A = slot
	MoveDesignate                  // designate C: A = continent
	MovePlace                      // place SLOT C S [need|element]: A = slot, B = continent, C = space, D = 1 for need side up
	MoveFlip                       // flip CS: A = continent, B = space
	MoveExchange                   // exchange CS CS: A, B and C, D in board order
	MoveLook                       // look CS: A = continent, B = space
	MoveMove                       // move CS CS: from A, B to C, D
	MovePass                       // pass SLOT: A = slot
)

const (
	mIndicate  = MoveIndicate
	mDesignate = MoveDesignate
	mPlace     = MovePlace
	mFlip      = MoveFlip
	mExchange  = MoveExchange
	mLook      = MoveLook
	mMove      = MoveMove
	mPass      = MovePass
)

// Legal appends the legal moves of the seat to move to dst.
func (s *State) Legal(dst []rules.Move) []rules.Move {
	switch s.phase {
	case phIndicate:
		for j, t := range s.hands[s.active] {
			if t.P != NoPawn {
				dst = append(dst, rules.Move{Kind: mIndicate, A: int16(j)})
			}
		}
	case phDesignate:
		for c := int8(0); c < continents; c++ {
			if s.designatable(c) {
				dst = append(dst, rules.Move{Kind: mDesignate, A: int16(c)})
			}
		}
	case phPlace:
		c := s.designated
		for j, t := range s.hands[s.active] {
			if t.P == NoPawn {
				continue
			}
			k := KindOf(t.P)
			for sp := int8(0); sp < spaces; sp++ {
				if !s.accepts(c, sp, k) {
					continue
				}
				m := rules.Move{Kind: mPlace, A: int16(j), B: int16(c), C: int16(sp)}
				dst = append(dst, m)
				if k == Oxygen {
					m.D = 1
					dst = append(dst, m)
				}
			}
		}
	case phAction:
		dst = s.actionMoves(dst)
	case phLookMove:
		from := rules.Move{A: int16(s.looked / spaces), B: int16(s.looked % spaces)}
		for c := int8(0); c < continents; c++ {
			for sp := int8(0); sp < elementSpaces; sp++ {
				if s.freeElement(c, sp) {
					dst = append(dst, rules.Move{Kind: mMove, A: from.A, B: from.B, C: int16(c), D: int16(sp)})
				}
			}
		}
	case phShare:
		for j, t := range s.hands[s.sharing] {
			if t.P != NoPawn {
				dst = append(dst, rules.Move{Kind: mPass, A: int16(j)})
			}
		}
	case phShift:
		dst = s.shiftMoves(dst)
	}
	return dst
}

func (s *State) actionMoves(dst []rules.Move) []rules.Move {
	here := s.actionAt
	switch s.action {
	case Flip:
		for sp := int8(0); sp < elementSpaces; sp++ {
			if t := s.board[here][sp]; t.P != NoPawn && !t.Up {
				dst = append(dst, rules.Move{Kind: mFlip, A: int16(here), B: int16(sp)})
			}
		}
	case Exchange:
		// Pairs in board order, the first before the second, at least one here.
		for a := int8(0); a < continents*spaces; a++ {
			if !s.movable(a) {
				continue
			}
			for b := a + 1; b < continents*spaces; b++ {
				if s.movable(b) && (a/spaces == here || b/spaces == here) {
					dst = append(dst, rules.Move{Kind: mExchange, A: int16(a / spaces), B: int16(a % spaces), C: int16(b / spaces), D: int16(b % spaces)})
				}
			}
		}
	case LookMove:
		for sp := int8(0); sp < elementSpaces; sp++ {
			if s.board[here][sp].P != NoPawn {
				dst = append(dst, rules.Move{Kind: mLook, A: int16(here), B: int16(sp)})
			}
		}
	}
	return dst
}

func (s *State) shiftMoves(dst []rules.Move) []rules.Move {
	for a := int8(0); a < continents*spaces; a++ {
		if !s.movable(a) {
			continue
		}
		for c := int8(0); c < continents; c++ {
			if c == a/spaces {
				continue
			}
			for sp := int8(0); sp < elementSpaces; sp++ {
				if s.freeElement(c, sp) {
					dst = append(dst, rules.Move{Kind: mMove, A: int16(a / spaces), B: int16(a % spaces), C: int16(c), D: int16(sp)})
				}
			}
		}
	}
	return dst
}

// movable reports whether the board place at index i (continent*6+space)
// holds an element pawn that actions may move: any placed pawn but Oxygen.
func (s *State) movable(i int8) bool {
	sp := i % spaces
	return sp != whiteSpace && s.board[i/spaces][sp].P != NoPawn
}

// open reports whether continent c is in play.
func (s *State) open(c int8) bool { return c != s.setAside }

// freeElement reports whether element space sp of c is in play and empty.
func (s *State) freeElement(c, sp int8) bool {
	return s.open(c) && sp < elementSpaces && s.board[c][sp].P == NoPawn
}

// accepts reports whether a pawn of kind k may be placed at space sp of c.
func (s *State) accepts(c, sp int8, k Kind) bool {
	if !s.open(c) || s.board[c][sp].P != NoPawn {
		return false
	}
	return (sp == whiteSpace) == (k == Oxygen)
}

// designatable reports whether the previous seat may name continent c: it
// is in play and has a free space that takes a pawn of the active hand.
func (s *State) designatable(c int8) bool {
	if !s.open(c) {
		return false
	}
	for _, t := range s.hands[s.active] {
		if t.P == NoPawn {
			continue
		}
		k := KindOf(t.P)
		for sp := int8(0); sp < spaces; sp++ {
			if s.accepts(c, sp, k) {
				return true
			}
		}
	}
	return false
}

// ToMove returns the seat that must decide next.
func (s *State) ToMove() rules.Seat {
	switch s.phase {
	case phOver:
		return rules.NoSeat
	case phDesignate:
		return s.previous(s.active)
	case phShare:
		return s.sharing
	case phShift:
		return s.drawer
	}
	return s.active
}

func (s *State) previous(seat rules.Seat) rules.Seat {
	return rules.Seat((int(seat) + s.seats - 1) % s.seats)
}

func (s *State) next(seat rules.Seat) rules.Seat { return rules.Seat((int(seat) + 1) % s.seats) }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == phOver }

// Apply plays m for the seat to move.
func (s *State) Apply(m rules.Move) ([]rules.Event, error) {
	var buf [256]rules.Move
	legal := false
	for _, l := range s.Legal(buf[:0]) {
		if l == m {
			legal = true
			break
		}
	}
	if !legal {
		return nil, s.refusal(m)
	}
	s.events = s.events[:0]
	switch m.Kind {
	case mIndicate:
		s.indicated = int8(m.A)
		// Sealed: the other seats have seen which pawn (G3.indicate).
		s.emit(rules.Event{Kind: EvIndicate, Seat: s.active, A: m.A, B: int16(KindOf(s.hands[s.active][m.A].P)), Sealed: true})
		s.phase = phDesignate
	case mDesignate:
		s.designated = int8(m.A)
		s.emit(rules.Event{Kind: EvDesignate, Seat: s.previous(s.active), A: m.A})
		s.phase = phPlace
	case mPlace:
		s.place(m)
	case mFlip:
		t := &s.board[m.A][m.B]
		t.Up, t.Known = true, rules.Everyone
		s.emit(rules.Event{Kind: EvFlip, Seat: s.active, A: m.A, B: m.B, C: int16(t.P), Sealed: true})
		s.afterAction()
	case mExchange:
		a, b := &s.board[m.A][m.B], &s.board[m.C][m.D]
		*a, *b = *b, *a
		a.Since, a.Informed = s.turn, a.Known.Has(s.active)
		b.Since, b.Informed = s.turn, b.Known.Has(s.active)
		s.emit(rules.Event{Kind: EvExchange, Seat: s.active, A: m.A, B: m.B, C: m.C, D: m.D})
		s.afterAction()
	case mLook:
		t := &s.board[m.A][m.B]
		t.Known = t.Known.With(s.active)
		s.looked = int8(m.A)*spaces + int8(m.B)
		s.emit(rules.Event{Kind: EvLook, Seat: s.active, A: m.A, B: m.B, C: int16(t.P), To: rules.SeatsOf(s.active), Secret: rules.SecretC, Sealed: true})
		s.phase = phLookMove
		if !s.anyFreeElement() {
			s.emit(rules.Event{Kind: EvNoEffect, Seat: s.active, A: noSpaceToMove})
			s.afterAction()
		}
	case mMove:
		seat := s.ToMove()
		t := s.board[m.A][m.B]
		t.Since, t.Informed = s.turn, t.Known.Has(seat)
		s.board[m.C][m.D] = t
		s.board[m.A][m.B] = empty
		s.emit(rules.Event{Kind: EvMove, Seat: seat, A: m.A, B: m.B, C: m.C, D: m.D})
		if s.phase == phLookMove {
			s.looked = -1
			s.afterAction()
		} else {
			s.phase = phPlace // placeholder until draw resumes
			s.checkOpening()
			s.draw(s.drawer)
		}
	case mPass:
		s.share[s.sharing] = int8(m.A)
		s.emit(rules.Event{Kind: EvCommit, Seat: s.sharing, A: m.A, To: rules.SeatsOf(s.sharing), Secret: rules.SecretA})
		s.nextSharer()
	}
	return s.events, nil
}

func (s *State) emit(e rules.Event) {
	if e.To == 0 {
		e.To = rules.Everyone
	}
	s.events = append(s.events, e)
}

// place puts a pawn from the active hand on the board.
func (s *State) place(m rules.Move) {
	t := s.hands[s.active][m.A]
	s.hands[s.active][m.A] = empty
	s.indicated = -1
	c, sp := int8(m.B), int8(m.C)
	needUp := m.D == 1
	secret := rules.SecretD
	if needUp {
		t.Up, t.Known, secret = true, rules.Everyone, 0
	}
	t.Since, t.Informed = s.turn, true
	s.board[c][sp] = t
	s.emit(rules.Event{Kind: EvPlace, Seat: s.active, A: m.A, B: int16(c)*spaces + int16(sp), C: int16(KindOf(t.P)), D: int16(t.P),
		To: t.Known, Secret: secret, Sealed: needUp})
	if !needUp {
		s.checkOpening()
		s.draw(s.active)
		return
	}
	s.action, s.actionAt = pawns[t.P].Action, c
	s.phase = phAction
	var buf [128]rules.Move
	if len(s.actionMoves(buf[:0])) == 0 {
		s.emit(rules.Event{Kind: EvNoEffect, Seat: s.active, A: noTarget})
		s.afterAction()
	}
}

// afterAction ends an Oxygen action: the active seat draws.
func (s *State) afterAction() {
	s.checkOpening()
	s.draw(s.active)
}

func (s *State) anyFreeElement() bool {
	for c := int8(0); c < continents; c++ {
		for sp := int8(0); sp < elementSpaces; sp++ {
			if s.freeElement(c, sp) {
				return true
			}
		}
	}
	return false
}

// checkOpening opens the continent set aside once a first continent has
// all its element spaces filled, and puts the Bacteria pawns in the bag.
func (s *State) checkOpening() {
	if s.setAside < 0 {
		return
	}
	for c := int8(0); c < continents; c++ {
		if !s.open(c) {
			continue
		}
		full := true
		for sp := 0; sp < elementSpaces; sp++ {
			full = full && s.board[c][sp].P != NoPawn
		}
		if full {
			opened := s.setAside
			s.setAside = -1
			s.bag[s.bagN], s.bag[s.bagN+1] = 24, 25
			s.bagN += 2
			s.emit(rules.Event{Kind: EvOpen, Seat: rules.NoSeat, A: int16(opened), B: int16(c)})
			return
		}
	}
}

// draw refills the hand of seat from the bag, resolving any Bacteria drawn,
// then moves the game on to the next turn.
func (s *State) draw(seat rules.Seat) {
	for s.bagN > 0 {
		p := s.takeFromBag()
		if KindOf(p) == Bacteria && p.Known() {
			s.discard[s.discardN] = p
			s.discardN++
			effect := pawns[p].Effect
			s.emit(rules.Event{Kind: EvBacteria, Seat: seat, A: int16(p), B: int16(effect), Sealed: true})
			s.drawer = seat
			if effect == Share && s.startShare(seat) {
				return
			}
			if effect == Shift {
				var buf [256]rules.Move
				if len(s.shiftMoves(buf[:0])) > 0 {
					s.phase = phShift
					return
				}
				s.emit(rules.Event{Kind: EvNoEffect, Seat: seat, A: noPawnToShift})
			}
			continue
		}
		for j := range s.hands[seat] {
			if s.hands[seat][j].P == NoPawn {
				s.hands[seat][j] = token{P: p, Known: rules.SeatsOf(seat)}
				s.emit(rules.Event{Kind: EvDraw, Seat: seat, A: int16(j), B: int16(p), C: int16(KindOf(p)),
					To: rules.SeatsOf(seat), Secret: rules.SecretB, Sealed: true})
				break
			}
		}
		break
	}
	s.startTurn(s.next(s.active))
}

// startShare begins the Share effect with the drawer; it reports false when
// no seat holds a pawn to pass.
func (s *State) startShare(drawer rules.Seat) bool {
	for i := 0; i < s.seats; i++ {
		seat := rules.Seat((int(drawer) + i) % s.seats)
		if s.handSize(seat) > 0 {
			s.sharing = seat
			s.phase = phShare
			return true
		}
	}
	s.emit(rules.Event{Kind: EvNoEffect, Seat: drawer, A: noPawnToShare})
	return false
}

// nextSharer moves the Share on to the next seat that holds pawns, or
// hands all committed pawns to the left when every seat has committed.
func (s *State) nextSharer() {
	for seat := s.next(s.sharing); seat != s.drawer; seat = s.next(seat) {
		if s.handSize(seat) > 0 {
			s.sharing = seat
			return
		}
	}
	var passed [4]token
	for i := 0; i < s.seats; i++ {
		passed[i] = empty
		if j := s.share[i]; j >= 0 {
			passed[i] = s.hands[i][j]
			s.hands[i][j] = empty
		}
	}
	for i := 0; i < s.seats; i++ {
		t := passed[i]
		if t.P == NoPawn {
			continue
		}
		from, to := rules.Seat(i), s.next(rules.Seat(i))
		t.Known = t.Known.With(to)
		j := s.freeSlot(to)
		s.hands[to][j] = t
		s.emit(rules.Event{Kind: EvPass, Seat: from, A: int16(to), B: int16(j), C: int16(KindOf(t.P)), D: int16(t.P),
			To: t.Known, Secret: rules.SecretD, Sealed: true})
	}
	for i := range s.share {
		s.share[i] = shareOpen
	}
	s.phase = phPlace // placeholder until draw resumes
	s.draw(s.drawer)
}

func (s *State) handSize(seat rules.Seat) int {
	n := 0
	for _, t := range s.hands[seat] {
		if t.P != NoPawn {
			n++
		}
	}
	return n
}

func (s *State) freeSlot(seat rules.Seat) int {
	for j, t := range s.hands[seat] {
		if t.P == NoPawn {
			return j
		}
	}
	panic("gods: a hand of more than three pawns")
}

// startTurn gives the turn to seat, or to the first seat after it that can
// place a pawn. When every pawn is placed, the game ends.
func (s *State) startTurn(seat rules.Seat) {
	s.indicated, s.designated = -1, -1
	if s.placed() == continents*spaces {
		s.finish()
		return
	}
	for i := 0; i < s.seats; i++ {
		s.active = seat
		if s.handSize(seat) > 0 {
			for c := int8(0); c < continents; c++ {
				if s.designatable(c) {
					s.turn++
					s.phase = phIndicate
					s.emit(rules.Event{Kind: EvTurn, Seat: seat, A: s.turn})
					return
				}
			}
		}
		if s.handSize(seat) > 0 {
			s.emit(rules.Event{Kind: EvSkip, Seat: seat})
		}
		seat = s.next(seat)
	}
	// Nobody can place although pawns remain: the rules never lead here
	// (see the ruling on stalled hands), but end cleanly if they did.
	s.finish()
}

func (s *State) placed() int {
	n := 0
	for c := range s.board {
		for _, t := range s.board[c] {
			if t.P != NoPawn {
				n++
			}
		}
	}
	return n
}

// Reasons for an event that did nothing.
const (
	noTarget      = iota // the Oxygen action had no pawn to act on
	noSpaceToMove        // the pawn looked at had no free space to go to
	noPawnToShift        // the Move Bacteria found no pawn that could move
	noPawnToShare        // the Share Bacteria found every hand empty
)

// refusal explains why m is not legal now.
func (s *State) refusal(m rules.Move) error {
	if s.phase == phOver {
		return errors.New("the game is over")
	}
	want := s.phaseMove()
	if m.Kind != want && !(s.phase == phAction && m.Kind == s.actionMove()) {
		return fmt.Errorf("that is not the decision now: %s", s.Prompt().Text)
	}
	switch m.Kind {
	case mIndicate, mPlace, mPass:
		seat := s.ToMove()
		if m.A < 0 || m.A > 2 || s.hands[seat][m.A].P == NoPawn {
			return fmt.Errorf("hand slot %d holds no pawn", m.A+1)
		}
		if m.Kind != mPlace {
			break
		}
		if m.B != int16(s.designated) {
			return fmt.Errorf("the pawn must go on continent %s, the one designated", contName(int(s.designated)))
		}
		if m.C < 0 || m.C >= spaces {
			return errors.New("there is no such space")
		}
		k := KindOf(s.hands[seat][m.A].P)
		if s.board[m.B][m.C].P != NoPawn {
			return fmt.Errorf("space %s is taken", spaceName(int(m.B), int(m.C)))
		}
		if m.C == whiteSpace && k != Oxygen {
			return errors.New("only Oxygen may go on a white space")
		}
		if m.C != whiteSpace && k == Oxygen {
			return errors.New("Oxygen may only go on a white space")
		}
		if m.D != 0 && k != Oxygen {
			return errors.New("only Oxygen is placed need side up; other pawns go face down")
		}
	case mDesignate:
		if m.A < 0 || m.A >= continents {
			return errors.New("there is no such continent")
		}
		if !s.open(int8(m.A)) {
			return fmt.Errorf("continent %s is set aside until a first continent is complete", contName(int(m.A)))
		}
		return fmt.Errorf("continent %s has no free space for any pawn of %s", contName(int(m.A)), s.active)
	case mFlip, mLook:
		if m.A != int16(s.actionAt) {
			return fmt.Errorf("the action works on continent %s only", contName(int(s.actionAt)))
		}
		return errors.New("there is no face-down element pawn on that space")
	case mExchange:
		return errors.New("exchange two different element pawns on the board, at least one on this continent")
	case mMove:
		if s.phase == phLookMove {
			return errors.New("move the pawn you looked at to a free element space in play")
		}
		return errors.New("move a placed element pawn to a free element space of another continent in play")
	}
	return errors.New("that move is not possible now")
}

// phaseMove returns the kind of move the current phase asks for.
func (s *State) phaseMove() uint8 {
	switch s.phase {
	case phIndicate:
		return mIndicate
	case phDesignate:
		return mDesignate
	case phPlace:
		return mPlace
	case phLookMove, phShift:
		return mMove
	case phShare:
		return mPass
	}
	return s.actionMove()
}

func (s *State) actionMove() uint8 {
	switch s.action {
	case Flip:
		return mFlip
	case Exchange:
		return mExchange
	}
	return mLook
}
