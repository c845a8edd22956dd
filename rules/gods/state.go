package gods

import (
	"starboard/rules"
)

// phase is the decision the game is waiting for.
type phase uint8

const (
	phIndicate  phase = iota // the active seat shows which pawn it would like to place
	phDesignate              // the previous seat names a continent
	phPlace                  // the active seat places a pawn on that continent
	phAction                 // the active seat carries out an Oxygen action
	phLookMove               // the active seat moves the pawn it looked at
	phShare                  // seats commit the pawn they pass to the left
	phShift                  // the drawer of the Move Bacteria moves a pawn
	phOver                   // the game has ended
)

// token is a pawn on the board or in a hand, with who knows its need side
// and which side is up. For an Oxygen pawn, Up means its action side shows.
type token struct {
	P     Pawn
	Known rules.SeatSet
	Up    bool
	// Since is the turn in which the pawn came to the space it is on (0
	// for a pawn set out before the first turn), and Informed tells
	// whether whoever put it there knew its need. Both are public: they
	// let a seat read a placement as the signal it is (see Determinize).
	Since    int16
	Informed bool
}

var empty = token{P: NoPawn}

// State is a game of Gods Don't Play Dice. It implements rules.Game.
type State struct {
	seats    int
	faces    [continents]uint8         // face index into faces, per continent
	adj      [continents][spaces]uint8 // links of each space as a bit mask
	board    [continents][spaces]token
	hands    [4][3]token
	bag      [numPawns]Pawn
	bagN     int8
	discard  [2]Pawn // Bacteria pawns after use, in the order drawn
	discardN int8
	setAside int8 // the continent not yet in play, or -1 once opened
	first    rules.Seat
	active   rules.Seat
	phase    phase
	// indicated is the hand slot the active seat pointed at, or -1.
	indicated int8
	// designated is the continent named for this turn, or -1.
	designated int8
	// action is the Oxygen action under way; actionAt is its continent.
	action   Action
	actionAt int8
	// looked is the space (continent*6+space) of the pawn looked at.
	looked int8
	// share holds each seat's committed hand slot during a Share: -1 not
	// yet committed, -2 committed but hidden from this view.
	share   [4]int8
	sharing rules.Seat // the seat that commits next
	drawer  rules.Seat // the seat that drew the Bacteria being resolved
	turn    int16      // turns begun, for text
	rng     rules.RNG
	// dealt marks a sample made by Determinize, in which no seat reads a
	// pointing again (see Plan).
	dealt  bool
	final  *finalResult // scoring, once over
	events []rules.Event
}

// finalResult is the outcome of the final check.
type finalResult struct {
	met       [continents][elementSpaces]bool
	validated [continents]bool
	oxygenUp  int
	score     int
}

const (
	shareOpen   = -1
	shareHidden = -2
)

// newState builds the opening position for setup.
func newState(setup rules.Setup) *State {
	s := &State{seats: setup.Seats, setAside: -1, indicated: -1, designated: -1, looked: -1}
	s.rng = rules.NewRNG(setup.Seed)
	mode := setup.Options["faces"]
	for c := 0; c < continents; c++ {
		f := 2 * c
		switch mode {
		case "difficult":
			f++
		case "random":
			f += s.rng.IntN(2)
		}
		s.faces[c] = uint8(f)
		s.adj[c] = faces[f].adjacency()
		for sp := range s.board[c] {
			s.board[c][sp] = empty
		}
	}
	for i := range s.hands {
		for j := range s.hands[i] {
			s.hands[i][j] = empty
		}
	}
	for i := range s.share {
		s.share[i] = shareOpen
	}
	s.setAside = int8(s.rng.IntN(continents))
	// The Element pawns go into the bag; each seat draws three.
	for p := Pawn(0); p < numElements; p++ {
		s.bag[s.bagN] = p
		s.bagN++
	}
	for seat := 0; seat < s.seats; seat++ {
		for slot := 0; slot < 3; slot++ {
			p := s.takeFromBag()
			s.hands[seat][slot] = token{P: p, Known: rules.SeatsOf(rules.Seat(seat))}
		}
	}
	// Then the Oxygen pawns; some may start on the board element side up.
	oxygen := [4]Pawn{20, 21, 22, 23}
	s.rng.Shuffle(4, func(i, j int) { oxygen[i], oxygen[j] = oxygen[j], oxygen[i] })
	n := setup.Options.Int("oxygen")
	order := s.continentOrder()
	for i := 0; i < 4; i++ {
		if i < n {
			s.board[order[i]][whiteSpace] = token{P: oxygen[i]}
			continue
		}
		s.bag[s.bagN] = oxygen[i]
		s.bagN++
	}
	s.first = rules.Seat(s.rng.IntN(s.seats))
	s.startTurn(s.first)
	return s
}

// continentOrder returns the open continents in random order, then the one
// set aside: the order in which pre-placed Oxygen fills white spaces.
func (s *State) continentOrder() [continents]int8 {
	var order [continents]int8
	n := 0
	for c := int8(0); c < continents; c++ {
		if c != s.setAside {
			order[n] = c
			n++
		}
	}
	s.rng.Shuffle(3, func(i, j int) { order[i], order[j] = order[j], order[i] })
	order[3] = s.setAside
	return order
}

// takeFromBag removes a random pawn from the bag. The bag must not be empty.
func (s *State) takeFromBag() Pawn {
	i := s.rng.IntN(int(s.bagN))
	p := s.bag[i]
	s.bagN--
	s.bag[i] = s.bag[s.bagN]
	s.bag[s.bagN] = NoPawn
	return p
}

// Clone returns an independent copy of the game.
func (s *State) Clone() rules.Game {
	c := *s
	c.events = nil
	if s.final != nil {
		f := *s.final
		c.final = &f
	}
	return &c
}

// View returns the game as seat may see it: every pawn whose need side the
// seat does not know becomes a placeholder of its kind, the bag is listed by
// kind only, the Share commitments of other seats are hidden, and the
// generator is replaced so that future draws cannot be foreseen. A view is
// never a sample: the seat may read the pointing in it again.
func (s *State) View(seat rules.Seat) rules.Game {
	v := s.Clone().(*State)
	v.hideNeeds(seat)
	for i := int8(0); i < v.bagN; i++ {
		v.bag[i] = placeholder(KindOf(v.bag[i]))
	}
	sortPawns(v.bag[:v.bagN])
	for i := range v.share {
		if rules.Seat(i) != seat && v.share[i] >= 0 {
			v.share[i] = shareHidden
		}
	}
	v.rng = rules.NewRNG(0)
	v.dealt = false
	return v
}

// hideNeeds turns every pawn on the board and in the hands whose need seat
// does not know into a placeholder of its kind.
func (s *State) hideNeeds(seat rules.Seat) {
	for c := range s.board {
		for sp := range s.board[c] {
			s.board[c][sp].hide(seat)
		}
	}
	for i := range s.hands {
		for j := range s.hands[i] {
			s.hands[i][j].hide(seat)
		}
	}
}

func (t *token) hide(seat rules.Seat) {
	if t.P != NoPawn && !t.Known.Has(seat) {
		t.P = placeholder(KindOf(t.P))
	}
}

func sortPawns(ps []Pawn) {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && ps[j] < ps[j-1]; j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

// Determinize deals again, in place, every pawn whose need side viewer does
// not know, among the places viewer cannot tell apart: pawns of one kind
// trade identities at random. The deal weighs what viewer has seen others
// do: a face-down pawn put on its space by a seat that knew its need is
// dealt, more likely, one whose need that space met when it came there
// (see plausibility), as a player reads a teammate's placement; and while
// viewer is to designate, the pawn the active seat pointed at is, more
// likely, one that seat would most like to place (see readSignal). It reads
// nothing viewer cannot see. Hidden Share commitments are drawn again and
// the generator is reseeded from rng.
func (s *State) Determinize(viewer rules.Seat, rng *rules.RNG) {
	// The pool of each kind: every pawn of that kind that viewer has not
	// seen anywhere.
	var seen [numPawns]bool
	mark := func(t token) {
		if t.P.Known() && t.Known.Has(viewer) {
			seen[t.P] = true
		}
	}
	for c := range s.board {
		for _, t := range s.board[c] {
			mark(t)
		}
	}
	for i := range s.hands {
		for _, t := range s.hands[i] {
			mark(t)
		}
	}
	for i := int8(0); i < s.discardN; i++ {
		seen[s.discard[i]] = true
	}
	var poolBuf [numPawns]Pawn
	pool := poolBuf[:0]
	for p := Pawn(0); p < numPawns; p++ {
		if !seen[p] {
			pool = append(pool, p)
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	take := func(k Kind) Pawn {
		for i, p := range pool {
			if pawns[p].Kind == k {
				pool[i] = pool[len(pool)-1]
				pool = pool[:len(pool)-1]
				return p
			}
		}
		panic("gods: determinize found no pawn left of kind " + k.String())
	}
	deal := func(t *token) {
		if t.P != NoPawn && !(t.P.Known() && t.Known.Has(viewer)) {
			t.P = take(KindOf(t.P))
		}
	}
	// Deal the board first, in a fixed order of places; the shuffled pool
	// makes it random. A pawn placed by a seat that knew its need is more
	// likely one whose need its place met (see plausibility).
	for c := range s.board {
		for sp := range s.board[c] {
			t := &s.board[c][sp]
			if t.P == NoPawn || (t.P.Known() && t.Known.Has(viewer)) {
				continue
			}
			if !t.Informed || sp == whiteSpace {
				deal(t)
				continue
			}
			k := KindOf(t.P)
			var weights [numPawns]float64
			sum := 0.0
			for i, p := range pool {
				if pawns[p].Kind == k {
					weights[i] = s.plausibility(p, int8(c), int8(sp), t.Since)
					sum += weights[i]
				}
			}
			if sum == 0 {
				panic("gods: determinize found no pawn left of kind " + k.String())
			}
			pick := pickWeighted(weights[:len(pool)], sum, rng)
			t.P = pool[pick]
			pool[pick] = pool[len(pool)-1]
			pool = pool[:len(pool)-1]
		}
	}
	// While a continent is to be designated, the active hand is dealt
	// reading the pawn its seat pointed at (see readSignal).
	read := rules.NoSeat
	if s.phase == phDesignate && viewer != s.active {
		pool = s.readSignal(viewer, pool, rng)
		read = s.active
	}
	for i := range s.hands {
		if rules.Seat(i) == read {
			continue
		}
		for j := range s.hands[i] {
			deal(&s.hands[i][j])
		}
	}
	for i := int8(0); i < s.bagN; i++ {
		s.bag[i] = take(KindOf(s.bag[i]))
	}
	for i := range s.share {
		if rules.Seat(i) != viewer && s.share[i] != shareOpen {
			s.share[i] = int8(s.randomSlot(rules.Seat(i), rng))
		}
	}
	s.rng = rules.NewRNG(rng.Uint64())
	s.dealt = true
	s.final = nil
	if s.phase == phOver {
		s.score()
	}
}

// randomSlot returns a random occupied hand slot of seat.
func (s *State) randomSlot(seat rules.Seat, rng *rules.RNG) int {
	var slots [3]int
	n := 0
	for j, t := range s.hands[seat] {
		if t.P != NoPawn {
			slots[n] = j
			n++
		}
	}
	return slots[rng.IntN(n)]
}
