package gods

import (
	"fmt"

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

// pieceOf is what a viewer sees of a token; a spectator (hide) sees the
// needs of face-up pawns only.
func pieceOf(t gods.Token, hide bool) piece {
	if t.Pawn == gods.NoPawn {
		return piece{}
	}
	p := piece{kind: gods.KindOf(t.Pawn), pawn: gods.NoPawn, up: t.Up, on: true}
	if t.Pawn.Known() && (!hide || t.Up) {
		p.pawn = t.Pawn
	}
	return p
}

// known reports whether the viewer knows the pawn's need.
func (p piece) known() bool { return p.on && p.pawn != gods.NoPawn }

// since is what the events played since the last Sync changed: the board
// draws the view with these changes over it, so that a pawn that has
// landed stays where it landed while the next event plays. It holds only
// what events say; Sync drops it, and checks it against the new view
// (check).
type since struct {
	spaces    map[int16]piece   // continent*6+space
	slots     map[[2]int8]piece // seat, slot
	bag       [7]int            // pawns added to the bag, by kind
	setAside  int               // -1 once the continent set aside opened, else -2 (the view's)
	active    rules.Seat        // NoSeat: the view's
	indicated int               // -2: the view's
	design    int               // -2: the view's
	committed [4]bool
	commit    [4]int // the slot a seat chose to pass, when the viewer saw it
	newTurn   bool   // a turn began: the view's committed seats are stale

	// The final check, as its events tell it.
	revealed  [gods.Continents][gods.ElementSpaces]int8 // 1 met, -1 unmet
	validated [gods.Continents]int8
	score     int
	checking  bool // the final check began
}

func (s *since) reset() {
	if s.spaces == nil {
		s.spaces = map[int16]piece{}
		s.slots = map[[2]int8]piece{}
	}
	clear(s.spaces)
	clear(s.slots)
	*s = since{spaces: s.spaces, slots: s.slots, setAside: -2, active: rules.NoSeat, indicated: -2, design: -2}
	for i := range s.commit {
		s.commit[i] = -1
	}
}

// apply follows event e, as the viewer sees it, over view v.
func (s *since) apply(v *gods.State, e rules.Event, hide bool) {
	at := func(i int16) piece {
		if p, ok := s.spaces[i]; ok {
			return p
		}
		return pieceOf(v.At(int(i)/gods.Spaces, int(i)%gods.Spaces), hide)
	}
	known := func(p int16) gods.Pawn {
		if p == rules.Unknown || hide {
			return gods.NoPawn
		}
		return gods.Pawn(p)
	}
	switch e.Kind {
	case gods.EvTurn:
		s.active = e.Seat
		s.indicated, s.design = -1, -1
		s.committed = [4]bool{}
		s.newTurn = true
	case gods.EvIndicate:
		s.indicated = int(e.A)
	case gods.EvDesignate:
		s.design = int(e.A)
	case gods.EvPlace:
		s.slots[[2]int8{int8(e.Seat), int8(e.A)}] = piece{}
		p := piece{kind: gods.Kind(e.C), pawn: known(e.D), up: e.Secret == 0, on: true}
		if p.up {
			p.pawn = gods.Pawn(e.D)
		}
		s.spaces[e.B] = p
		s.indicated = -1
	case gods.EvFlip:
		i := e.A*gods.Spaces + e.B
		p := at(i)
		p.up, p.pawn = true, gods.Pawn(e.C)
		s.spaces[i] = p
	case gods.EvExchange:
		i, j := e.A*gods.Spaces+e.B, e.C*gods.Spaces+e.D
		a, b := at(i), at(j)
		s.spaces[i], s.spaces[j] = b, a
	case gods.EvLook:
		if e.C != rules.Unknown && !hide {
			i := e.A*gods.Spaces + e.B
			p := at(i)
			p.pawn = gods.Pawn(e.C)
			s.spaces[i] = p
		}
	case gods.EvMove:
		i, j := e.A*gods.Spaces+e.B, e.C*gods.Spaces+e.D
		s.spaces[j] = at(i)
		s.spaces[i] = piece{}
	case gods.EvOpen:
		s.setAside = -1
		s.bag[gods.Bacteria] += 2
	case gods.EvDraw:
		s.slots[[2]int8{int8(e.Seat), int8(e.A)}] = piece{kind: gods.Kind(e.C), pawn: known(e.B), on: true}
		s.bag[e.C]--
	case gods.EvBacteria:
		s.bag[gods.Bacteria]--
	case gods.EvCommit:
		s.committed[e.Seat] = true
		if e.A != rules.Unknown {
			s.commit[e.Seat] = int(e.A)
		}
	case gods.EvPass:
		// Each seat gives one pawn and takes the one passed to it into the
		// slot it gave from: the slot the pass lands in ends with that
		// pawn, whatever order the passes play in.
		s.slots[[2]int8{int8(e.A), int8(e.B)}] = piece{kind: gods.Kind(e.C), pawn: known(e.D), on: true}
		s.committed[e.Seat] = false
		s.commit[e.Seat] = -1
	case gods.EvReveal:
		p := at(e.A)
		p.up = true
		if e.B >= 0 {
			p.pawn = gods.Pawn(e.B)
		}
		s.spaces[e.A] = p
		s.revealed[e.A/gods.Spaces][e.A%gods.Spaces] = -1
		if e.C == 1 {
			s.revealed[e.A/gods.Spaces][e.A%gods.Spaces] = 1
		}
		s.checking = true
	case gods.EvContinent:
		s.validated[e.A] = -1
		if e.B > 0 {
			s.validated[e.A] = 1
		}
		s.score += int(e.B)
		s.checking = true
	case gods.EvOxygenBonus:
		s.score += int(e.A)
		s.checking = true
	case gods.EvEnd:
		s.checking = true
	}
}

// check compares what the events built over old with the view that
// followed, and says where they differ: every place they changed must
// hold what the new view holds, and the bag must count alike.
func (s *since) check(old, now *gods.State, hide bool) []string {
	var bad []string
	for i, p := range s.spaces {
		if want := pieceOf(now.At(int(i)/gods.Spaces, int(i)%gods.Spaces), hide); p != want {
			bad = append(bad, fmt.Sprintf("space %c%d: events built %+v, the view has %+v", 'A'+i/gods.Spaces, i%gods.Spaces+1, p, want))
		}
	}
	for k, p := range s.slots {
		if want := pieceOf(now.Hand(rules.Seat(k[0]), int(k[1])), hide); p != want {
			bad = append(bad, fmt.Sprintf("slot %d of seat %d: events built %+v, the view has %+v", k[1]+1, k[0]+1, p, want))
		}
	}
	for k := range s.bag {
		if got, want := old.BagCount(gods.Kind(k))+s.bag[k], now.BagCount(gods.Kind(k)); got != want {
			bad = append(bad, fmt.Sprintf("bag of %v: events count %d, the view %d", gods.Kind(k), got, want))
		}
	}
	if s.setAside == -1 && now.SetAside() != -1 {
		bad = append(bad, "the continent set aside opened by the events is still aside in the view")
	}
	return bad
}
