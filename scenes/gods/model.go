package gods

import (
	"starboard/rules"
	"starboard/rules/gods"
)

// piece is what the screen shows of a pawn: its kind, its identity when
// the viewing seat knows its need, and which side is up.
type piece struct {
	kind gods.Kind
	pawn gods.Pawn // NoPawn when the viewer does not know the need
	up   bool
	on   bool // false for an empty place
}

func pieceOf(t gods.Token) piece {
	if t.Pawn == gods.NoPawn {
		return piece{}
	}
	p := piece{kind: gods.KindOf(t.Pawn), pawn: gods.NoPawn, up: t.Up, on: true}
	if t.Pawn.Known() {
		p.pawn = t.Pawn
	}
	return p
}

// known reports whether the viewer knows the pawn's need.
func (p piece) known() bool { return p.on && p.pawn != gods.NoPawn }

// model is the table as the screen shows it. It follows the events one by
// one as they are animated, and is set again from the view of the match
// whenever the game waits for a person.
type model struct {
	seats      int
	board      [gods.Continents][gods.Spaces]piece
	hands      [4][gods.HandSize]piece
	bag        [7]int
	bagN       int
	setAside   int
	active     rules.Seat
	designated int
	indicated  int
	turn       int
	committed  [4]bool
	commitSlot [4]int

	over      bool
	revealed  [gods.Continents][gods.ElementSpaces]int8 // 1 met, -1 unmet, 0 not yet
	validated [gods.Continents]int8                     // 1 validated, -1 not, 0 not yet
	score     int                                       // points counted so far in the final check
	final     int                                       // the final score, once the end event came
	level     int
}

// setFrom copies a view of the game.
func (m *model) setFrom(v *gods.State) {
	m.seats = v.Seats()
	for c := 0; c < gods.Continents; c++ {
		for sp := 0; sp < gods.Spaces; sp++ {
			m.board[c][sp] = pieceOf(v.At(c, sp))
		}
	}
	for i := 0; i < 4; i++ {
		for j := 0; j < gods.HandSize; j++ {
			m.hands[i][j] = piece{}
			if i < m.seats {
				m.hands[i][j] = pieceOf(v.Hand(rules.Seat(i), j))
			}
		}
		m.committed[i] = i < m.seats && v.Committed(rules.Seat(i))
		m.commitSlot[i] = -1
	}
	for k := range m.bag {
		m.bag[k] = v.BagCount(gods.Kind(k))
	}
	m.bagN = v.BagSize()
	m.setAside = v.SetAside()
	m.active = v.Active()
	m.designated = v.Designated()
	m.indicated = v.Indicated()
	m.turn = v.Turn()
	m.over = v.Over()
	if m.over {
		m.final = v.Score(0)
		m.level = v.Level()
		m.score = m.final
		for c := 0; c < gods.Continents; c++ {
			for sp := 0; sp < gods.ElementSpaces; sp++ {
				met, ok := v.Final(c, sp)
				m.revealed[c][sp] = -1
				if met {
					m.revealed[c][sp] = 1
				}
				m.validated[c] = -1
				if ok {
					m.validated[c] = 1
				}
			}
		}
	}
}

func (m *model) at(i int16) *piece { return &m.board[i/gods.Spaces][i%gods.Spaces] }

// apply follows one event as the viewer sees it.
func (m *model) apply(e rules.Event) {
	switch e.Kind {
	case gods.EvTurn:
		m.active, m.turn = e.Seat, int(e.A)
		m.designated, m.indicated = -1, -1
		for i := range m.committed {
			m.committed[i], m.commitSlot[i] = false, -1
		}
	case gods.EvIndicate:
		m.indicated = int(e.A)
	case gods.EvDesignate:
		m.designated = int(e.A)
	case gods.EvPlace:
		p := m.hands[e.Seat][e.A]
		m.hands[e.Seat][e.A] = piece{}
		p.on, p.kind = true, gods.Kind(e.C)
		if e.D != rules.Unknown {
			p.pawn = gods.Pawn(e.D)
		}
		p.up = e.Secret == 0
		*m.at(e.B) = p
		m.indicated = -1
	case gods.EvFlip:
		p := &m.board[e.A][e.B]
		p.up, p.pawn = true, gods.Pawn(e.C)
	case gods.EvExchange:
		a, b := &m.board[e.A][e.B], &m.board[e.C][e.D]
		*a, *b = *b, *a
	case gods.EvLook:
		if e.C != rules.Unknown {
			m.board[e.A][e.B].pawn = gods.Pawn(e.C)
		}
	case gods.EvMove:
		m.board[e.C][e.D] = m.board[e.A][e.B]
		m.board[e.A][e.B] = piece{}
	case gods.EvOpen:
		m.setAside = -1
		m.bag[gods.Bacteria] += 2
		m.bagN += 2
	case gods.EvDraw:
		p := piece{kind: gods.Kind(e.C), pawn: gods.NoPawn, on: true}
		if e.B != rules.Unknown {
			p.pawn = gods.Pawn(e.B)
		}
		m.hands[e.Seat][e.A] = p
		m.bag[e.C]--
		m.bagN--
	case gods.EvBacteria:
		m.bag[gods.Bacteria]--
		m.bagN--
	case gods.EvCommit:
		m.committed[e.Seat] = true
		if e.A != rules.Unknown {
			m.commitSlot[e.Seat] = int(e.A)
		}
	case gods.EvReveal:
		c, sp := e.A/gods.Spaces, e.A%gods.Spaces
		p := &m.board[c][sp]
		p.up = true
		if e.B >= 0 {
			p.pawn = gods.Pawn(e.B)
		}
		m.revealed[c][sp] = -1
		if e.C == 1 {
			m.revealed[c][sp] = 1
		}
	case gods.EvContinent:
		m.validated[e.A] = -1
		if e.B > 0 {
			m.validated[e.A] = 1
		}
		m.score += int(e.B)
	case gods.EvOxygenBonus:
		m.score += int(e.A)
	case gods.EvEnd:
		m.over, m.final, m.level = true, int(e.A), int(e.B)
		m.score = m.final
	}
}

// passSlot returns the slot a seat gives from during a Share: the one it
// committed when the viewer saw it, else one holding a pawn of kind k.
// When the viewer did not see the choice, the slot the seat receives into
// tells it among pawns of the same kind (the emptied slot takes the pawn
// passed to it).
func (m *model) passSlot(seat rules.Seat, k gods.Kind, into int) int {
	if j := m.commitSlot[seat]; j >= 0 && m.hands[seat][j].on {
		return j
	}
	for j, p := range m.hands[seat] {
		if p.on && p.kind == k && into >= 0 && m.firstEmptyWithout(seat, j) == into {
			return j
		}
	}
	for j, p := range m.hands[seat] {
		if p.on && p.kind == k {
			return j
		}
	}
	return -1
}

// firstEmptyWithout returns the first empty slot of seat's hand once slot
// j is emptied.
func (m *model) firstEmptyWithout(seat rules.Seat, j int) int {
	for i, p := range m.hands[seat] {
		if !p.on || i == j {
			return i
		}
	}
	return -1
}

// applyPasses follows the passes of a Share, which all happen at once:
// every pawn leaves its giver before any arrives.
func (m *model) applyPasses(evs []rules.Event, from []int) {
	moving := [4]piece{}
	for i, e := range evs {
		if j := from[i]; j >= 0 {
			moving[i] = m.hands[e.Seat][j]
			m.hands[e.Seat][j] = piece{}
		}
	}
	for i, e := range evs {
		p := moving[i]
		p.on, p.kind = true, gods.Kind(e.C)
		p.pawn = gods.NoPawn
		if e.D != rules.Unknown {
			p.pawn = gods.Pawn(e.D)
		}
		p.up = false
		m.hands[e.A][e.B] = p
	}
	for i := range m.committed {
		m.committed[i], m.commitSlot[i] = false, -1
	}
}
