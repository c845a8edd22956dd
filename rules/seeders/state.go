package seeders

import "starboard/rules"

// phase is the decision the game is waiting for.
type phase uint8

const (
	phOrder      phase = iota // Preparation: a seat picks its slot in the turn order
	phDiscard                 // Foundation: seats that kept a card commit a discard
	phWindow                  // Negotiation: the R&D Department window
	phPlace                   // Negotiation: the seat places a Negotiator (abilities allowed)
	phAfterPlace              // Negotiation: the seat may use abilities, then ends its turn
	phReturn                  // Resolution: the winner of a card picks the Negotiator to return
	phPath                    // Upgrade: a [2]-[1] Negotiator becomes [3]-[1] or [2]-[2]
	phIntegrate               // Integration: the seat acts until it ends its phase
	phRehost                  // Integration: Vacant Crews may join the Unit just integrated
	phReorder                 // Prestige: the seat rearranges its Crews
	phDraft                   // Foundation, Thryïnn's Potentiality: seats commit a pick
	phOver
)

// Where a card is.
const (
	locHidden  uint8 = iota // in the Ark pile or in a hand (the hands say which)
	locArk                  // integrated: controlled by owner
	locJail                 // a prisoner in owner's Jail
	locVacant               // a Vacant Crew of owner
	locDiscard              // in the Discard Pile
	locChamber              // on the Wing of Whispers
	locPile                 // in its Secondary Crew pile
	locRemoved              // out of the game (Expert Play)
)

// cardState is what is public about one card.
type cardState struct {
	loc     uint8
	owner   int8
	host    int16 // the Unit hosting this Crew, or -1
	rotated bool  // its Activation was used this game turn
	mutagen bool  // carries an unused Mutagen token
	mutant  bool  // carries a Mutant token
	jailer  bool  // carries a Jailer token
	safe    int8  // Resources in this Safe
	crews   int8  // Crews this Unit hosts
	// shown is the Unit hosting this Crew as the other seats see it while
	// the Prestige rearranging is secret: its host when the phase began.
	shown int16
	// vacantUntil is the game turn at whose owner's Integration end a
	// Vacant Crew is discarded.
	vacantUntil int8
}

// handCard is a card in a hand or a draft pack and who knows which card
// it is.
type handCard struct {
	id    int16 // -1 in a view that may not see it
	known rules.SeatSet
	// seen holds the seats that saw the card in a draft pack, and pack
	// names that pack (packTag; 0 for a card never drafted). A seat in seen
	// but not in known remembers the card without knowing where it went:
	// it is one of the cards of that pack the seat lost track of.
	seen rules.SeatSet
	pack int8
	// hint is, in a view whose seat lost track of this drafted card, one
	// of the cards of its pack that seat lost track of, handed out in
	// card order, so that Determinize can deal them again.
	hint int16
}

// numPackTags bounds the pack tags: four packs on each of four turns.
const numPackTags = 4*4 + 1

// packTag names the draft pack first dealt to seat on game turn turn.
func packTag(turn, seat int8) int8 { return (turn-1)*4 + seat + 1 }

// lost reports whether viewer saw h in a draft pack but does not know
// where it went.
func (h handCard) lost(viewer rules.Seat) bool {
	return h.seen.Has(viewer) && !h.known.Has(viewer)
}

// card returns the card h holds, or its hint in a view that may not see it.
func (h handCard) card() int16 {
	if h.id < 0 {
		return h.hint
	}
	return h.id
}

// negotiator is one Negotiator: its influence and where it stands.
type negotiator struct {
	hi, lo int8
	spot   int8 // -1 on the personal board
}

const (
	maxHand    = 40
	maxArk     = 96
	commitNone = -1
	commitHid  = -2
)

// Lines of the score breakdown.
const (
	lnIntegrated = iota
	lnAbilities
	lnNegotiators
	lnAffinity
	lnMajority
	lnSafe
	lnHospital
	lnDiscard
	numLines
)

var lineNames = [numLines]string{"Integrated cards", "Card abilities", "Negotiators on the final turn", "Affinity", "Majority", "Safes", "Hospitals", "Ataraxium"}

// State is a game of Seeders from Sereis: Exodus. It implements rules.Game.
type State struct {
	seats  int8
	expert bool
	draft  bool // Thryïnn's Potentiality instead of the deal
	area   byte // airlock area for 3 seats: 'A' or 'B'
	nspots int8
	spots  [maxSpots][2]int8

	turn  int8
	phase phase
	order [4]int8 // seats in turn order
	cur   int8    // index in order of the seat acting (or choosing)
	// chooser lists the seats in the order they choose turn-order slots.
	chooser [4]int8

	pp      [4]int16
	ppBy    [4][numLines]int16
	res     [4]int16
	mutagen int8 // tokens left in the supply
	jailer  int8

	hands  [4][maxHand]handCard
	handN  [4]int8
	commit [4]int8        // Foundation discard or draft pick: slot, commitNone or commitHid
	pack   [4][4]handCard // the draft packs, by holder
	packN  [4]int8

	deck     [NumCards]int16
	deckN    int16
	discard  [NumCards]int16
	discardN int16
	chamber  [Chambers]int16
	cubes    [Chambers][4]int8
	spotNeg  [maxSpots]int8 // seat*8+caste on the spot, or -1
	neg      [4][numCastes]negotiator
	card     [NumCards]cardState
	// ark lists the cards each seat controls, in card order.
	ark  [4][maxArk]int16
	arkN [4]int8

	resolving int8  // chamber being resolved during phReturn (its winner acts)
	rehost    int16 // the Unit just integrated during phRehost
	windowed  [4]bool
	// The Morphoplast: morph marks a seat whose Negotiators are in hand
	// this Negotiation phase; hidSpot, hidCaste and hidFlip are its
	// face-down Negotiator (hidCaste -1 and hidFlip 0 in others' views).
	morph    [4]bool
	hidSpot  [4]int8
	hidCaste [4]int8
	hidFlip  [4]int8
	// steps counts the moves played, so that no two positions of a game
	// look the same to a bot whose choices are seeded by what it sees.
	steps int32
	// run counts the moves each seat has made in a row in one phase, its
	// current spell at the table; Evaluate charges a little for long
	// spells.
	run [4]int16
	// made counts the moves each seat has made this game turn; Evaluate
	// charges a little for each, so that moves that change nothing never
	// look as good as acting, even when a pass comes after them.
	made [4]int16
	// idle counts the Safe transfers and Crew moves each seat has made
	// this game turn, the moves that can be undone by another: Evaluate
	// charges each for good, so that a search never finds putting its
	// turn off with them better than ending it.
	idle   [4]int16
	rng    rules.RNG
	events []rules.Event
}

// newState builds the opening position.
func newState(setup rules.Setup) *State {
	s := &State{seats: int8(setup.Seats), expert: setup.Options["expert"] == "on", draft: setup.Options["draft"] == "on", area: 'A'}
	if s.expert {
		s.area = 'B'
	}
	s.rng = rules.NewRNG(setup.Seed)
	b := boardFor(setup.Seats, string(s.area))
	s.nspots = int8(len(b.Spots))
	copy(s.spots[:], b.Spots)
	for i := range s.spotNeg {
		s.spotNeg[i] = -1
	}
	for i := range s.chamber {
		s.chamber[i] = -1
	}
	for p := range s.neg {
		for c := range s.neg[p] {
			s.neg[p][c] = negotiator{hi: 1, lo: 1, spot: -1}
		}
	}
	s.mutagen, s.jailer = MutagenTokens, JailerTokens
	s.hidSpot, s.hidCaste = [4]int8{-1, -1, -1, -1}, [4]int8{-1, -1, -1, -1}
	for id := range s.card {
		s.card[id] = cardState{loc: locHidden, owner: -1, host: -1}
	}
	for p := 0; p < numPiles; p++ {
		for id := pileStart[p]; id < pileStart[p+1]; id++ {
			s.card[id].loc = locPile
		}
	}
	removed := map[string]int{}
	if s.expert {
		removed = map[string]int{"Apprentice": 1, "Novice": 1}
		// Two Workers, one Convert and one Priest leave their piles.
		for p, n := range [numPiles]int{2, 1, 1} {
			for i := 0; i < n; i++ {
				s.card[pileStart[p+1]-1-int16(i)].loc = locRemoved
			}
		}
	}
	for id := int16(0); id < NumArk; id++ {
		if removed[cards[id].Name] > 0 {
			removed[cards[id].Name]--
			s.card[id].loc = locRemoved
			continue
		}
		s.deck[s.deckN] = id
		s.deckN++
	}
	s.rng.Shuffle(int(s.deckN), func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
	first := s.rng.IntN(int(s.seats))
	for i := 0; i < int(s.seats); i++ {
		s.order[i] = int8((first + i) % int(s.seats))
		s.commit[i] = commitNone
	}
	s.startTurn()
	return s
}

// Clone returns an independent copy of the game.
func (s *State) Clone() rules.Game {
	c := *s
	c.events = nil
	return &c
}

// View returns the game as seat may see it: the Ark pile and the hand
// and pack cards seat does not know read as -1, other seats' committed
// discards and draft picks, face-down Negotiators and Prestige
// rearranging are hidden, and the generator is replaced. Drafted cards
// seat saw but lost track of keep, as hints, which cards they may be.
func (s *State) View(seat rules.Seat) rules.Game {
	v := s.Clone().(*State)
	for i := int16(0); i < v.deckN; i++ {
		v.deck[i] = -1
	}
	v.hintLost(seat)
	for p := 0; p < int(v.seats); p++ {
		if rules.Seat(p) != seat && v.commit[p] >= 0 {
			v.commit[p] = commitHid
		}
		if rules.Seat(p) != seat && v.phase == phReorder {
			v.hideRearranging(int8(p))
		}
		if rules.Seat(p) != seat && v.hidCaste[p] >= 0 {
			v.neg[p][v.hidCaste[p]].spot = -1
			v.hidCaste[p], v.hidFlip[p] = -1, 0
		}
	}
	v.rng = rules.NewRNG(0)
	return v
}

// slots calls f with every hand and pack card, hands first, seat by seat.
func (s *State) slots(f func(h *handCard)) {
	for p := 0; p < int(s.seats); p++ {
		for j := int8(0); j < s.handN[p]; j++ {
			f(&s.hands[p][j])
		}
	}
	for p := 0; p < int(s.seats); p++ {
		for j := int8(0); j < s.packN[p]; j++ {
			f(&s.pack[p][j])
		}
	}
}

// lostCards lists, pack by pack, the drafted cards a seat lost track of.
type lostCards struct {
	id [numPackTags][4]int16
	n  [numPackTags]int8
}

// collect lists the cards of the slots viewer lost track of.
func (l *lostCards) collect(s *State, viewer rules.Seat) {
	s.slots(func(h *handCard) {
		if h.lost(viewer) {
			l.id[h.pack][l.n[h.pack]] = h.card()
			l.n[h.pack]++
		}
	})
}

// next takes the next card listed for pack.
func (l *lostCards) next(pack int8) int16 {
	l.n[pack]--
	return l.id[pack][l.n[pack]]
}

// hintLost hides from seat every hand and pack card it does not know.
// Those it saw in a draft pack and lost track of get, pack by pack, the
// cards they may be as hints, in card order, so that the view tells
// which cards they are but not which is where.
func (s *State) hintLost(seat rules.Seat) {
	var l lostCards
	l.collect(s, seat)
	for t := range l.id {
		// Sorted high to low, as next takes from the end.
		a := l.id[t][:l.n[t]]
		for i := 1; i < len(a); i++ {
			for j := i; j > 0 && a[j] > a[j-1]; j-- {
				a[j], a[j-1] = a[j-1], a[j]
			}
		}
	}
	s.slots(func(h *handCard) {
		switch {
		case h.known.Has(seat):
			h.hint = 0
		case h.lost(seat):
			h.id, h.hint = -1, l.next(h.pack)
		default:
			h.id, h.hint = -1, 0
		}
	})
}

// hideRearranging puts seat p's Crews back where they stood when the
// Prestige rearranging began, as the other seats see them until all have
// rearranged.
func (s *State) hideRearranging(p int8) {
	ark := s.arkOf(p)
	for _, id := range ark {
		if c := &s.card[id]; cards[id].Unit {
			c.crews = 0
		}
	}
	for _, id := range ark {
		if c := &s.card[id]; !cards[id].Unit {
			c.host = c.shown
			s.card[c.host].crews++
		}
	}
}

// Determinize deals again every Ark card viewer has not seen (the pile
// and the unseen hand and pack cards), deals the drafted cards viewer lost
// track of again among the places of their pack it does not know, draws
// again other seats' hidden discards and picks, and reseeds the
// generator.
func (s *State) Determinize(viewer rules.Seat, rng *rules.RNG) {
	var seen [NumCards]bool
	var l lostCards
	l.collect(s, viewer)
	s.slots(func(h *handCard) {
		if h.known.Has(viewer) || h.lost(viewer) {
			seen[h.card()] = true
		}
	})
	for t := range l.id {
		a := l.id[t][:l.n[t]]
		rng.Shuffle(len(a), func(i, j int) { a[i], a[j] = a[j], a[i] })
	}
	var poolBuf [NumArk]int16
	pool := poolBuf[:0]
	for id := int16(0); id < NumArk; id++ {
		if s.card[id].loc == locHidden && !seen[id] {
			pool = append(pool, id)
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	k := 0
	for i := int16(0); i < s.deckN; i++ {
		s.deck[i] = pool[k]
		k++
	}
	s.slots(func(h *handCard) {
		switch {
		case h.known.Has(viewer):
		case h.lost(viewer):
			h.id = l.next(h.pack)
		default:
			h.id = pool[k]
			k++
		}
		h.hint = 0
	})
	for p := 0; p < int(s.seats); p++ {
		if rules.Seat(p) != viewer && s.commit[p] != commitNone {
			if s.phase == phDraft {
				s.commit[p] = int8(rng.IntN(int(s.packN[p])))
			} else {
				s.commit[p] = int8(rng.IntN(int(s.handN[p])))
			}
		}
		if rules.Seat(p) != viewer && s.hidSpot[p] >= 0 {
			// The face-down Negotiator is any of those not seen placed.
			if k := s.hidCaste[p]; k >= 0 {
				s.neg[p][k].spot = -1
			}
			var home [numCastes]int8
			n := 0
			for k := int8(0); k < numCastes; k++ {
				if s.neg[p][k].spot < 0 {
					home[n] = k
					n++
				}
			}
			k := home[rng.IntN(n)]
			s.hidCaste[p] = k
			s.neg[p][k].spot = s.hidSpot[p]
			s.hidFlip[p] = 0
			if s.neg[p][k].hi != s.neg[p][k].lo {
				s.hidFlip[p] = int8(rng.IntN(2))
			}
		}
	}
	s.rng = rules.NewRNG(rng.Uint64())
}

// seatAt returns the seat playing i-th this turn.
func (s *State) seatAt(i int8) int8 { return s.order[i] }

// acting returns the seat acting in a sequential phase.
func (s *State) acting() int8 {
	switch s.phase {
	case phOrder:
		return s.chooser[s.cur]
	case phOver:
		return -1
	}
	return s.order[s.cur]
}

// posOf returns the place of seat in this turn's order.
func (s *State) posOf(seat int8) int8 {
	for i := int8(0); i < s.seats; i++ {
		if s.order[i] == seat {
			return i
		}
	}
	return -1
}

// arkOf returns the cards seat controls, in card order.
func (s *State) arkOf(seat int8) []int16 { return s.ark[seat][:s.arkN[seat]] }

// arkAdd puts card id under seat's control.
func (s *State) arkAdd(seat int8, id int16) {
	n := s.arkN[seat]
	i := n
	for i > 0 && s.ark[seat][i-1] > id {
		s.ark[seat][i] = s.ark[seat][i-1]
		i--
	}
	s.ark[seat][i] = id
	s.arkN[seat] = n + 1
}

// arkRemove takes card id out of seat's control list.
func (s *State) arkRemove(seat int8, id int16) {
	a := s.arkOf(seat)
	for i, v := range a {
		if v == id {
			copy(a[i:], a[i+1:])
			s.arkN[seat]--
			s.ark[seat][s.arkN[seat]] = 0
			return
		}
	}
}

// wealth returns the Resources seat can spend: Supply and Safes.
func (s *State) wealth(seat int8) int {
	n := int(s.res[seat])
	for _, id := range s.arkOf(seat) {
		n += int(s.card[id].safe)
	}
	return n
}

// pay takes n Resources from seat's Supply, then from its Safes in card
// order, and returns how many came from the Safes. The seat must be able
// to pay.
func (s *State) pay(seat int8, n int) int {
	from := min(n, int(s.res[seat]))
	s.res[seat] -= int16(from)
	n -= from
	safes := 0
	for _, id := range s.arkOf(seat) {
		if n > 0 && s.card[id].safe > 0 {
			t := min(n, int(s.card[id].safe))
			s.card[id].safe -= int8(t)
			n -= t
			safes += t
		}
	}
	return safes
}

// payFor makes seat pay n Resources for card id, an ability (why
// payAbility) or its Jailer token (payJailer), and says so in the log.
func (s *State) payFor(seat int8, n int, id int16, why int16) {
	if n <= 0 {
		return
	}
	safes := s.pay(seat, n)
	s.emit(rules.Event{Kind: EvPay, Seat: rules.Seat(seat), A: int16(n), B: id, C: why, D: int16(safes)})
}

// What a payment is for (EvPay's C).
const (
	payAbility int16 = iota
	payJailer
)

// takeHand removes hand slot j of seat and returns its card.
func (s *State) takeHand(seat int8, j int8) int16 {
	id := s.hands[seat][j].id
	copy(s.hands[seat][j:s.handN[seat]], s.hands[seat][j+1:s.handN[seat]])
	s.handN[seat]--
	s.hands[seat][s.handN[seat]] = handCard{}
	return id
}

// slotOf returns the hand slot of card id in seat's hand, or -1.
func (s *State) slotOf(seat int8, id int16) int8 {
	for j := int8(0); j < s.handN[seat]; j++ {
		if s.hands[seat][j].id == id {
			return j
		}
	}
	return -1
}

// toHand puts card id into seat's hand, known to known.
func (s *State) toHand(seat int8, id int16, known rules.SeatSet) bool {
	return s.toHandCard(seat, handCard{id: id, known: known})
}

// toHandCard puts h into seat's hand, or discards it when the hand is full.
func (s *State) toHandCard(seat int8, h handCard) bool {
	if s.handN[seat] >= maxHand {
		s.toDiscard(h.id)
		return false
	}
	s.card[h.id] = cardState{loc: locHidden, owner: -1, host: -1}
	s.hands[seat][s.handN[seat]] = h
	s.handN[seat]++
	return true
}

// toDiscard puts card id on top of the Discard Pile, dropping its tokens
// and Resources back to the supply.
func (s *State) toDiscard(id int16) {
	s.dropTokens(id)
	s.card[id] = cardState{loc: locDiscard, owner: -1, host: -1}
	s.discard[s.discardN] = id
	s.discardN++
}

// dropTokens returns the Mutagen and Jailer tokens on id to the supply.
func (s *State) dropTokens(id int16) {
	c := &s.card[id]
	if c.mutagen {
		s.mutagen++
	}
	if c.mutant {
		s.mutagen++
	}
	if c.jailer {
		s.jailer++
	}
	c.mutagen, c.mutant, c.jailer = false, false, false
}

// draw takes the top card of the Ark pile, shuffling the Discard Pile into
// a new pile when it is empty. It returns -1 when no card is left.
func (s *State) draw() int16 {
	if s.deckN == 0 {
		s.reshuffle()
		if s.deckN == 0 {
			return -1
		}
	}
	s.deckN--
	id := s.deck[s.deckN]
	s.deck[s.deckN] = 0
	return id
}

// reshuffle makes a new Ark pile of the Discard Pile. Secondary Crews go
// back to their own piles.
func (s *State) reshuffle() {
	for i := int16(0); i < s.discardN; i++ {
		id := s.discard[i]
		if pileOf(id) >= 0 {
			s.card[id] = cardState{loc: locPile, owner: -1, host: -1}
			continue
		}
		s.card[id] = cardState{loc: locHidden, owner: -1, host: -1}
		s.deck[s.deckN] = id
		s.deckN++
	}
	s.discardN = 0
	s.rng.Shuffle(int(s.deckN), func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
	s.emit(rules.Event{Kind: EvReshuffle, Seat: rules.NoSeat, A: s.deckN, Sealed: true})
}

// gain adds n Prestige points to seat under breakdown line ln.
func (s *State) gain(seat int8, n int, ln int) {
	s.pp[seat] += int16(n)
	s.ppBy[seat][ln] += int16(n)
}

func (s *State) emit(e rules.Event) { s.events = append(s.events, e) }
