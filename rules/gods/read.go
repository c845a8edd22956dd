package gods

import "starboard/rules"

// This file is the read-only side of a state, for screens. Call it on a
// view: pawns the viewing seat does not know read as placeholders, whose
// Known method is false and whose kind KindOf still gives.

// Constants of the board, for screens.
const (
	Continents    = continents
	Spaces        = spaces        // per continent: five element spaces and the white one
	ElementSpaces = elementSpaces // the element spaces of a continent, 0 to 4
	WhiteSpace    = whiteSpace    // the index of the white space
	HandSize      = 3
)

// Token is what lies on a space or in a hand slot.
type Token struct {
	Pawn Pawn // NoPawn when empty
	// Up is true when the need side shows (for Oxygen, its action side).
	Up bool
	// KnownBy holds the seats that know the pawn's need.
	KnownBy rules.SeatSet
}

func (t token) export() Token { return Token{Pawn: t.P, Up: t.Up, KnownBy: t.Known} }

// At returns the token on space sp of continent c.
func (s *State) At(c, sp int) Token { return s.board[c][sp].export() }

// Hand returns the token in hand slot j of seat.
func (s *State) Hand(seat rules.Seat, j int) Token { return s.hands[seat][j].export() }

// FaceOf returns the face continent c shows.
func (s *State) FaceOf(c int) Face { return faces[s.faces[c]] }

// Linked reports whether spaces a and b of continent c are linked.
func (s *State) Linked(c, a, b int) bool { return s.adj[c][a]&(1<<b) != 0 }

// SetAside returns the continent not yet in play, or -1.
func (s *State) SetAside() int { return int(s.setAside) }

// Active returns the seat whose turn it is.
func (s *State) Active() rules.Seat { return s.active }

// First returns the seat drawn at random to be the first active god.
func (s *State) First() rules.Seat { return s.first }

// Designated returns the continent designated this turn, or -1.
func (s *State) Designated() int { return int(s.designated) }

// Indicated returns the hand slot the active seat pointed at, or -1.
func (s *State) Indicated() int { return int(s.indicated) }

// ActionAt returns the continent of the Oxygen action under way and the
// action, or -1 when none is.
func (s *State) ActionAt() (int, Action) {
	if s.phase != phAction && s.phase != phLookMove {
		return -1, 0
	}
	return int(s.actionAt), s.action
}

// Looked returns the continent and space of the pawn looked at, waiting to
// be moved, or -1, -1.
func (s *State) Looked() (int, int) {
	if s.looked < 0 {
		return -1, -1
	}
	return int(s.looked) / spaces, int(s.looked) % spaces
}

// BagCount returns how many pawns of kind k are in the bag.
func (s *State) BagCount(k Kind) int {
	n := 0
	for i := int8(0); i < s.bagN; i++ {
		if KindOf(s.bag[i]) == k {
			n++
		}
	}
	return n
}

// BagSize returns the number of pawns in the bag.
func (s *State) BagSize() int { return int(s.bagN) }

// Discarded returns the Bacteria pawns used so far.
func (s *State) Discarded() []Pawn { return append([]Pawn(nil), s.discard[:s.discardN]...) }

// Turn returns the number of turns begun.
func (s *State) Turn() int { return int(s.turn) }

// Final reports, once the game is over, whether the need of the pawn on
// element space sp of continent c was met and whether c was validated.
func (s *State) Final(c, sp int) (met, validated bool) {
	if s.final == nil {
		return false, false
	}
	return s.final.met[c][sp], s.final.validated[c]
}

// NeedMet reports whether the need of the pawn on element space sp of
// continent c is met by the board as it stands, and whether there is
// such a need to judge: a Water, Mineral, Plant, Insect or Animal pawn
// whose need the state knows (a view's placeholder, an Oxygen, a
// Bacteria, an empty or the white space have none).
func (s *State) NeedMet(c, sp int) (met, known bool) {
	if c < 0 || c >= continents || sp < 0 || sp >= elementSpaces {
		return false, false
	}
	p := s.board[c][sp].P
	if !p.Known() || p >= numElements {
		return false, false
	}
	return s.satisfied(int8(c), int8(sp)), true
}

// Level returns the level the table reached, once over (see LevelName).
func (s *State) Level() int {
	if s.final == nil {
		return DemiGods
	}
	return Level(s.seats, s.final.score)
}

// Committed reports whether seat has chosen its pawn during a Share.
func (s *State) Committed(seat rules.Seat) bool { return s.share[seat] != shareOpen }
