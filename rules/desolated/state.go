package desolated

import (
	"fmt"

	"starboard/rules"
)

// Sizes of the table.
const (
	MaterialRow  = 5  // cards in the Material row
	InfluenceRow = 4  // cards in the Influence row
	LandmarkRow  = 3  // cards in the Landmark row
	StartHand    = 4  // cards dealt to each seat
	HandLimit    = 7  // cards a hand may keep at the end of a turn
	RoundGuard   = 60 // the engine's guard: the round that is final at the latest (R-guard), far beyond real games
	SoloPile     = 9  // Landmarks in a solo game
	MaxSeats     = 6
	maxHand      = 16 // hand capacity while a turn is under way
	maxInv       = 40 // Material cards an inventory holds (ruling R-capacity)
	maxInfl      = 48 // Influence cards an inventory holds
	maxLm        = 10 // Landmarks an inventory holds
	maxStored    = 32 // cards a seat may have stored
	maxTech      = NumTechCards
)

// options are the expansions and modules in play.
type options struct {
	rise, destruction, technology     bool // the expansions
	campaign, character, talent, rare bool // the modules
}

func readOptions(o rules.Options) options {
	on := func(k string) bool { return o[k] == "on" }
	return options{rise: on("rise"), destruction: on("destruction"), technology: on("technology"),
		campaign: on("campaign"), character: on("character"), talent: on("talent"), rare: on("rare")}
}

// phase is the decision the game waits for.
type phase uint8

const (
	phDraw         phase = iota // draw up to two Material cards
	phAction                    // choose an action
	phPay                       // pay the cost of a Trade, step by step
	phLeftover                  // place leftover materials on Influence cards
	phEarn                      // discard Influence towards a Landmark
	phStore                     // store a card, or not
	phDiscard                   // discard down to the hand limit
	phSoloPick                  // solo: choose which revealed card is the first
	phBoon                      // Planetary Destruction: choose the influence an Advanced Landmark gives
	phUpkeep                    // Rise of the Arkheins: pay upkeep or release an Advanced Influence
	phTalent                    // Talent module: cover a row of the Talent card, or not
	phSetupDiscard              // Rare Material module: each seat discards a card before the first turn
	phOver
)

// card is a card in a place where some seats may not know it: its number
// (or -1 in a view that hides it) and who knows it.
type card struct {
	ID    int16
	Known rules.SeatSet
}

var noCard = card{ID: -1}

// stored is a card stored face down beneath a Landmark.
type stored struct {
	card
	Kind  StoredKind // what kind of card it is, which says what ID numbers
	Under int8       // the index of the Landmark in the owner's inventory
}

// seatState is everything one seat owns.
type seatState struct {
	hand   [maxHand]card
	handN  int8
	inv    [maxInv]int16 // Material cards, chain by chain, left to right
	start  [maxInv]bool  // true where a new group (chain or lone card) begins
	invN   int8
	tokens Bundle
	infl   [maxInfl]int16 // face-up Influence cards
	inflN  int8
	lm     [maxLm]int16 // face-up Landmarks
	lmN    int8
	store  [maxStored]stored
	storeN int8
	// Racloir Technology: Advanced Materials in the inventory, with the
	// number of times each has turned.
	tech     [maxTech]int16
	techTurn [maxTech]int8
	techN    int8
	campaign int8 // the Campaign card, or -1
	talent   int8 // the Talent card, or -1
	covered  [4]int16
	coveredN int8
}

// State is a game of Desolated. It implements rules.Game.
type State struct {
	seats int8
	solo  bool
	opts  options

	matPile  [AllMaterialCards]card
	matPileN int16
	matDisc  [AllMaterialCards]int16
	matDiscN int16
	matRow   [MaterialRow]int16
	matBox   [NumTechCards + NumCharacters + NumRareCards]card // option cards left out of the game, unseen
	matBoxN  int16

	infPile   [AllInfluenceCards]card
	infPileN  int16
	infDisc   [AllInfluenceCards]int16
	infDiscN  int16
	infRow    [InfluenceRow]int16
	rowTokens [InfluenceRow]Bundle
	infBox    [NumAdvancedInfluence]card
	infBoxN   int16

	lmPile  [AllLandmarkCards]card
	lmPileN int16
	lmRow   [LandmarkRow]int16
	lmDisc  [AllLandmarkCards]int16
	lmDiscN int16
	lmBox   [AllLandmarkCards]card // Landmarks left out of the game, unseen
	lmBoxN  int16

	supply Bundle // tokens left in the supply
	seat   [MaxSeats]seatState

	phase       phase
	first       rules.Seat
	active      rules.Seat
	round       int16 // rounds begun, from 1
	turn        int16 // turns begun, from 1
	drawn       int8  // cards drawn this turn
	actionsLeft int8  // actions still to take this turn (two in solo)
	// calledOff marks the payments called off since the seat's position
	// last changed: bit i for a Trade of Influence row slot i, bit 4+i for
	// an Earn of Landmark row slot i (ruling R-loop).
	calledOff uint8
	final     bool // the final round is under way
	finalWhy  int8 // why it was triggered

	tempSway Sway // influence from Advanced Landmarks, for this turn only
	boonAt   int8 // the next Landmark whose influence is due this turn
	upkeepAt int8 // the next Influence card whose upkeep is due this turn

	// A Trade or an Earn under way.
	target   int8           // the row slot of the card being paid for
	payLm    bool           // the payment is for an Advanced Landmark, not an Influence card
	pool     Bundle         // materials paid in, not yet spent
	paidIn   Bundle         // units paid in from hand and tokens (R-leftover)
	run      [maxRun]uint64 // the pools of the current run of conversions, packed (R-loop)
	runN     int8
	paid     [maxHand]int16 // hand cards paid in, in order
	paidSlot [maxHand]int8  // the hand slot each was paid from
	paidN    int8
	leftover Bundle
	sway     Sway // influence discarded towards the Landmark
	given    [maxInfl]int16
	givenN   int8
	// what the Trade or Earn may change, as it was when it began, for a
	// cancel
	snapSeat   seatState
	snapSupply Bundle
	snapDiscN  int16
	snapTemp   Sway

	reveal [2]int16 // solo: the two cards revealed after the round

	rng    rules.RNG
	events []rules.Event
	quiet  bool // planning: apply steps without reporting them
}

// Why the final round began.
const (
	finalThirdLandmark int8 = iota + 1
	finalLandmarksOut
	finalGuard
)

// newState deals the opening position.
func newState(setup rules.Setup) *State {
	s := &State{seats: int8(setup.Seats), solo: setup.Seats == 1, reveal: [2]int16{-1, -1}}
	s.opts = readOptions(setup.Options)
	s.rng = rules.NewRNG(setup.Seed)
	for i := range s.matRow {
		s.matRow[i] = -1
	}
	for i := range s.infRow {
		s.infRow[i] = -1
	}
	for i := range s.lmRow {
		s.lmRow[i] = -1
	}
	for m := range s.supply {
		s.supply[m] = int16(tokenCounts[m])
	}
	for i := range s.seat {
		s.seat[i].campaign, s.seat[i].talent = -1, -1
	}
	for i := range NumMaterialCards {
		s.matPile[i] = card{ID: int16(i)}
	}
	s.matPileN = NumMaterialCards
	shuffle(&s.rng, s.matPile[:s.matPileN])
	for i := range NumInfluenceCards {
		s.infPile[i] = card{ID: int16(i)}
	}
	s.infPileN = NumInfluenceCards
	shuffle(&s.rng, s.infPile[:s.infPileN])
	for i := range NumLandmarkCards {
		s.lmPile[i] = card{ID: int16(i)}
	}
	s.lmPileN = NumLandmarkCards
	n := int(s.seats)
	if s.opts.destruction {
		// [X2.destruction] Two Advanced Landmarks per seat join the pile.
		s.lmPileN += s.sample(NumLandmarkCards, NumAdvancedLandmarks, 2*n, s.lmPile[s.lmPileN:], s.lmBox[:], &s.lmBoxN)
	}
	shuffle(&s.rng, s.lmPile[:s.lmPileN])
	if s.solo {
		// [S1.setup] Nine Landmarks form the pile; the rest stay in the box.
		for s.lmPileN > SoloPile {
			s.lmPileN--
			s.lmBox[s.lmBoxN] = s.lmPile[s.lmPileN]
			s.lmBoxN++
			s.lmPile[s.lmPileN] = noCard
		}
	}
	s.quiet = true
	s.refillRows()
	if s.opts.rise {
		// [X1.rise] Four Advanced Influence cards per seat are shuffled
		// into the Influence pile once the row is out.
		s.infPileN += s.sample(NumInfluenceCards, NumAdvancedInfluence, 4*n, s.infPile[s.infPileN:], s.infBox[:], &s.infBoxN)
		shuffle(&s.rng, s.infPile[:s.infPileN])
	}
	for seat := range rules.Seat(s.seats) {
		for range StartHand {
			c := s.popMaterial()
			c.Known = rules.SeatsOf(seat)
			s.addHand(seat, c)
		}
	}
	if s.opts.technology {
		// [X3.technology] Six Advanced Materials per seat are shuffled into the
		// Material pile after the deal.
		s.matPileN += s.sample(FirstTech, NumTechCards, 6*n, s.matPile[s.matPileN:], s.matBox[:], &s.matBoxN)
		shuffle(&s.rng, s.matPile[:s.matPileN])
	}
	if !s.solo {
		s.first = rules.Seat(s.rng.IntN(n))
	}
	s.dealModules()
	s.quiet = false
	s.events = s.events[:0]
	s.round = 1
	if s.opts.rare {
		s.phase, s.active = phSetupDiscard, s.first
		return s
	}
	s.beginTurn(s.first)
	return s
}

// sample draws k of the count cards numbered from first on: they go to
// dst, the rest to the box. It returns k.
func (s *State) sample(first, count, k int, dst, box []card, boxN *int16) int16 {
	ids := make([]int16, count)
	for i := range ids {
		ids[i] = int16(first + i)
	}
	s.rng.Shuffle(count, func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	k = min(k, count)
	for i, id := range ids {
		if i < k {
			dst[i] = card{ID: id}
		} else {
			box[*boxN] = card{ID: id}
			*boxN++
		}
	}
	return int16(k)
}

// dealModules deals the module cards: a Campaign, a Character in the
// inventory, a Talent and a Rare Material in hand, per seat.
func (s *State) dealModules() {
	n := int(s.seats)
	deal := func(on bool, first, count int, give func(seat rules.Seat, id int16)) {
		if !on {
			return
		}
		ids := make([]int16, count)
		for i := range ids {
			ids[i] = int16(first + i)
		}
		s.rng.Shuffle(count, func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		for i, id := range ids {
			if i < n {
				give(rules.Seat(i), id)
			} else if first >= FirstTech {
				s.matBox[s.matBoxN] = card{ID: id}
				s.matBoxN++
			}
		}
	}
	// [M1.campaign] [M2.character] [M3.talent] [M4.rare]
	deal(s.opts.campaign, 0, NumCampaigns, func(seat rules.Seat, id int16) { s.seat[seat].campaign = int8(id) })
	deal(s.opts.character, FirstCharacter, NumCharacters, func(seat rules.Seat, id int16) {
		ss := &s.seat[seat]
		ss.inv[0], ss.start[0], ss.invN = id, true, 1
	})
	deal(s.opts.talent, 0, NumTalents, func(seat rules.Seat, id int16) { s.seat[seat].talent = int8(id) })
	deal(s.opts.rare, FirstRare, NumRareCards, func(seat rules.Seat, id int16) {
		s.addHand(seat, card{ID: id, Known: rules.SeatsOf(seat)})
	})
}

// shuffle puts cards in random order.
func shuffle(rng *rules.RNG, cs []card) {
	rng.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
}

// Clone returns an independent copy of the game.
func (s *State) Clone() rules.Game {
	c := *s
	c.events = nil
	return &c
}

// hide replaces c by a placeholder unless seat knows it.
func (c *card) hide(seat rules.Seat) {
	if c.ID >= 0 && !c.Known.Has(seat) {
		c.ID = -1
	}
}

// View returns the game as seat may see it: cards the seat does not know
// (other hands, the piles, cards stored from other hands) become
// placeholders, the order of every pile is forgotten (known cards sorted,
// placeholders first), and the generator is replaced so that no future
// draw can be foreseen.
func (s *State) View(seat rules.Seat) rules.Game {
	v := s.Clone().(*State)
	v.hideFrom(seat)
	return v
}

func (s *State) hideFrom(seat rules.Seat) {
	for i := range s.seat {
		ss := &s.seat[i]
		for j := range ss.hand[:ss.handN] {
			ss.hand[j].hide(seat)
		}
		for j := range ss.store[:ss.storeN] {
			ss.store[j].hide(seat)
		}
	}
	hidePile(s.matPile[:s.matPileN], seat)
	hidePile(s.matBox[:s.matBoxN], seat)
	hidePile(s.infPile[:s.infPileN], seat)
	hidePile(s.infBox[:s.infBoxN], seat)
	hidePile(s.lmPile[:s.lmPileN], seat)
	hidePile(s.lmBox[:s.lmBoxN], seat)
	s.rng = rules.NewRNG(0)
}

// hidePile hides what seat does not know in a pile and forgets its order.
func hidePile(p []card, seat rules.Seat) {
	for i := range p {
		p[i].hide(seat)
	}
	for i := 1; i < len(p); i++ {
		for j := i; j > 0 && less(p[j], p[j-1]); j-- {
			p[j], p[j-1] = p[j-1], p[j]
		}
	}
}

func less(a, b card) bool {
	if a.ID != b.ID {
		return a.ID < b.ID
	}
	return a.Known < b.Known
}

// inGame reports whether Material card id belongs to this game's universe:
// the base deck and the cards of the options in play.
func (s *State) inGame(id int) bool {
	switch {
	case id < FirstTech:
		return true
	case id < FirstCharacter:
		return s.opts.technology
	case id < FirstRare:
		return s.opts.character
	}
	return s.opts.rare
}

// Determinize deals again, in place, every card viewer does not know: the
// cards of each kind that viewer cannot see anywhere are shuffled and dealt
// into the hidden places (hands and stored cards never receive an Advanced
// Material), and every pile is shuffled. The generator is reseeded from rng.
func (s *State) Determinize(viewer rules.Seat, rng *rules.RNG) {
	var seen [AllMaterialCards]bool
	var handSlots, pileSlots [AllMaterialCards]*card
	nh, np := 0, 0
	visit := func(c *card, inHand bool) {
		if c.ID >= 0 && c.Known.Has(viewer) {
			seen[c.ID] = true
		} else if inHand {
			handSlots[nh] = c
			nh++
		} else {
			pileSlots[np] = c
			np++
		}
	}
	for i := range s.seat {
		ss := &s.seat[i]
		for j := range ss.hand[:ss.handN] {
			visit(&ss.hand[j], true)
		}
		for j := range ss.store[:ss.storeN] {
			if ss.store[j].Kind == StoredMaterial {
				visit(&ss.store[j].card, true)
			}
		}
		for _, id := range ss.inv[:ss.invN] {
			seen[id] = true
		}
		for _, id := range ss.tech[:ss.techN] {
			seen[id] = true
		}
		for _, id := range ss.covered[:ss.coveredN] {
			seen[id] = true
		}
	}
	for i := range s.matPile[:s.matPileN] {
		visit(&s.matPile[i], false)
	}
	for i := range s.matBox[:s.matBoxN] {
		visit(&s.matBox[i], false)
	}
	for _, id := range s.matRow {
		if id >= 0 {
			seen[id] = true
		}
	}
	for _, id := range s.matDisc[:s.matDiscN] {
		seen[id] = true
	}
	for _, id := range s.paid[:s.paidN] {
		seen[id] = true
	}
	for _, id := range s.reveal {
		if id >= 0 {
			seen[id] = true
		}
	}
	var plain, tech [AllMaterialCards]int16
	nplain, ntech := 0, 0
	for id := range AllMaterialCards {
		if seen[id] || !s.inGame(id) {
			continue
		}
		if Materials[id].Kind == TechCard {
			tech[ntech] = int16(id)
			ntech++
		} else {
			plain[nplain] = int16(id)
			nplain++
		}
	}
	rng.Shuffle(nplain, func(i, j int) { plain[i], plain[j] = plain[j], plain[i] })
	for i := range nh {
		handSlots[i].ID = plain[i]
	}
	rest := append(plain[nh:nplain:nplain], tech[:ntech]...)
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	for i := range np {
		pileSlots[i].ID = rest[i]
	}
	shuffle(rng, s.matPile[:s.matPileN])

	// Influence: the pile and the box hide cards.
	var seenI [AllInfluenceCards]bool
	for _, id := range s.infRow {
		if id >= 0 {
			seenI[id] = true
		}
	}
	for _, id := range s.infDisc[:s.infDiscN] {
		seenI[id] = true
	}
	for _, id := range s.given[:s.givenN] {
		seenI[id] = true
	}
	for i := range s.seat {
		for _, id := range s.seat[i].infl[:s.seat[i].inflN] {
			seenI[id] = true
		}
		for _, st := range s.seat[i].store[:s.seat[i].storeN] {
			if st.Kind == StoredInfluence {
				seenI[st.ID] = true
			}
		}
	}
	s.redeal(seenI[:], NumInfluenceCards, s.opts.rise, viewer, rng, s.infPile[:s.infPileN], s.infBox[:s.infBoxN])

	var seenL [AllLandmarkCards]bool
	for _, id := range s.lmRow {
		if id >= 0 {
			seenL[id] = true
		}
	}
	for _, id := range s.lmDisc[:s.lmDiscN] {
		seenL[id] = true
	}
	for i := range s.seat {
		for _, id := range s.seat[i].lm[:s.seat[i].lmN] {
			seenL[id] = true
		}
		for _, st := range s.seat[i].store[:s.seat[i].storeN] {
			if st.Kind == StoredLandmark {
				seenL[st.ID] = true
			}
		}
	}
	s.redeal(seenL[:], NumLandmarkCards, s.opts.destruction, viewer, rng, s.lmPile[:s.lmPileN], s.lmBox[:s.lmBoxN])
	s.rng = rules.NewRNG(rng.Uint64())
}

// redeal deals the cards of a kind that viewer has not seen into the
// places of pile and box it does not know, then shuffles the pile. The
// kind has base cards, and the advanced ones after them when advanced.
func (s *State) redeal(seen []bool, base int, advanced bool, viewer rules.Seat, rng *rules.RNG, pile, box []card) {
	for _, c := range pile {
		if c.ID >= 0 && c.Known.Has(viewer) {
			seen[c.ID] = true
		}
	}
	var pool [AllInfluenceCards]int16
	p := 0
	for id := range seen {
		if !seen[id] && (id < base || advanced) {
			pool[p] = int16(id)
			p++
		}
	}
	rng.Shuffle(p, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	k := 0
	for _, part := range [2][]card{pile, box} {
		for i := range part {
			if !(part[i].ID >= 0 && part[i].Known.Has(viewer)) {
				part[i].ID = pool[k]
				k++
			}
		}
	}
	shuffle(rng, pile)
}

// checkInvariants returns an error when the game breaks a rule that must
// hold at every step: all 248 tokens are in the supply, with the seats or on
// Influence row cards (a token paid in goes back to the supply at once); a
// payment under way can always be completed.
func (s *State) checkInvariants() error {
	n := s.supply.Units()
	for i := range s.seat {
		n += s.seat[i].tokens.Units()
	}
	for _, b := range s.rowTokens {
		n += b.Units()
	}
	if n != NumTokens {
		return fmt.Errorf("%d tokens in the game, want %d", n, NumTokens)
	}
	for m := range s.supply {
		if s.supply[m] < 0 || s.supply[m] > int16(tokenCounts[m]) {
			return fmt.Errorf("supply of %s is %d, out of 0..%d", Material(m), s.supply[m], tokenCounts[m])
		}
	}
	if s.phase == phPay && !s.handHidden() && !s.payable() {
		return fmt.Errorf("the payment under way can no longer be completed")
	}
	return nil
}
