package toy

import (
	"errors"
	"fmt"

	"starboard/rules"
)

// Title describes the toy game. It has one option, deck, the number of
// cards in the deck: "12" (the default) or "16".
var Title = rules.Title{
	Slug:     "toy",
	Name:     "Toy",
	MinSeats: minSeats,
	MaxSeats: maxSeats,
	Ruleset:  "toy-1",
	Options: []rules.OptionSpec{{
		Key:     "deck",
		Doc:     "the number of cards in the deck, numbered from 1",
		Default: "12",
		Values:  []string{"12", "16"},
	}},
	Build: build,
}

const (
	minSeats = 2
	maxSeats = 4
	maxCards = 16
	handCap  = 3  // the most cards a hand may hold
	dealt    = 2  // cards dealt to each seat at setup
	hidden   = -1 // a card the viewer cannot see
)

// Move kinds, the Kind of a rules.Move. A play move names a hand slot in A,
// from 1; the other moves have no arguments.
const (
	KindPlay uint8 = 1 + iota
	KindDraw
	KindKeep
	KindPass
)

// Event kinds, the Kind of a rules.Event.
const (
	EventPlay uint8 = 1 + iota // Seat played card B from hand slot A
	EventDraw                  // Seat drew card A (secret from the others); B cards are left in the deck
	EventKeep                  // Seat kept
	EventPass                  // Seat passed a point to seat A
	EventOver                  // the game ended
)

type phase uint8

const (
	phaseTurn   phase = iota // the seat to move plays or draws
	phaseAnswer              // the seat that played keeps or passes
	phaseOver
)

// State is a game of the toy title. Every field is a fixed-size value
// except the event buffer, which Clone and View drop.
type State struct {
	seats     int8
	cards     int8 // cards in the deck at setup: 12 or 16
	phase     phase
	toMove    rules.Seat
	deck      [maxCards]int8 // deck[:deckLen], the top card last
	deckLen   int8
	hand      [maxSeats][handCap]int8 // hand[p][:handLen[p]]; slots past the end are 0
	handLen   [maxSeats]int8
	played    [maxSeats][maxCards]int8 // face up, in the order played
	playedLen [maxSeats]int8
	gifts     [maxSeats]int16 // points passed to each seat
	rng       rules.RNG
	events    []rules.Event
}

func build(setup rules.Setup) (rules.Game, error) {
	if setup.Seats < minSeats || setup.Seats > maxSeats {
		return nil, fmt.Errorf("the toy game is played by 2 to 4 seats, not %d", setup.Seats)
	}
	cards := setup.Options.Int("deck")
	if cards != 12 && cards != 16 {
		return nil, fmt.Errorf("the deck holds 12 or 16 cards, not %q", setup.Options["deck"])
	}
	s := &State{seats: int8(setup.Seats), cards: int8(cards), rng: rules.NewRNG(setup.Seed)}
	for i := range cards {
		s.deck[i] = int8(i + 1)
	}
	s.deckLen = int8(cards)
	s.rng.Shuffle(cards, func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
	for range dealt {
		for p := range s.seats {
			s.take(rules.Seat(p))
		}
	}
	return s, nil
}

// take moves the top card of the deck into the hand of p and returns it.
func (s *State) take(p rules.Seat) int8 {
	s.deckLen--
	c := s.deck[s.deckLen]
	s.deck[s.deckLen] = 0
	s.hand[p][s.handLen[p]] = c
	s.handLen[p]++
	return c
}

// Title returns "toy".
func (s *State) Title() string { return "toy" }

// Seats returns the number of seats.
func (s *State) Seats() int { return int(s.seats) }

// ToMove returns the seat that must decide next, or rules.NoSeat at the end.
func (s *State) ToMove() rules.Seat { return s.toMove }

// Over reports whether every hand and the deck are empty.
func (s *State) Over() bool { return s.phase == phaseOver }

// Legal appends the legal moves to dst without allocating when dst has room.
func (s *State) Legal(dst []rules.Move) []rules.Move {
	switch s.phase {
	case phaseTurn:
		p := s.toMove
		for i := range s.handLen[p] {
			dst = append(dst, rules.Move{Kind: KindPlay, A: int16(i + 1)})
		}
		if s.deckLen > 0 && s.handLen[p] < handCap {
			dst = append(dst, rules.Move{Kind: KindDraw})
		}
	case phaseAnswer:
		dst = append(dst, rules.Move{Kind: KindKeep})
		if s.deckLen > 0 {
			dst = append(dst, rules.Move{Kind: KindPass})
		}
	}
	return dst
}

// check returns why m may not be played now, or nil.
func (s *State) check(m rules.Move) error {
	if s.phase == phaseOver {
		return errors.New("the game is over")
	}
	if m.B != 0 || m.C != 0 || m.D != 0 || (m.Kind != KindPlay && m.A != 0) {
		return errors.New("that is not a move of this game")
	}
	p := s.toMove
	switch m.Kind {
	case KindPlay, KindDraw:
		if s.phase == phaseAnswer {
			return errors.New("you have just played a card: keep or pass first")
		}
		if m.Kind == KindPlay && s.handLen[p] == 0 {
			return errors.New("your hand is empty: draw instead")
		}
		if m.Kind == KindPlay && (m.A < 1 || m.A > int16(s.handLen[p])) {
			return fmt.Errorf("you hold %d cards, so there is no card %d to play", s.handLen[p], m.A)
		}
		if m.Kind == KindDraw && s.deckLen == 0 {
			return errors.New("the deck is empty")
		}
		if m.Kind == KindDraw && s.handLen[p] >= handCap {
			return fmt.Errorf("you already hold %d cards, the most a hand may hold", handCap)
		}
	case KindKeep, KindPass:
		if s.phase != phaseAnswer {
			return errors.New("there is nothing to keep or pass: play a card or draw")
		}
		if m.Kind == KindPass && s.deckLen == 0 {
			return errors.New("the deck is empty, so a pass would draw nothing: keep instead")
		}
	default:
		return errors.New("that is not a move of this game")
	}
	return nil
}

// PublicMove reports whether m is a public move [T7.public]: every move
// but playing a card.
func (s *State) PublicMove(m rules.Move) bool { return m.Kind != KindPlay }

// Apply plays m for the seat to move. The events it returns are reused by
// the next call.
func (s *State) Apply(m rules.Move) ([]rules.Event, error) {
	if err := s.check(m); err != nil {
		return nil, err
	}
	s.events = s.events[:0]
	p := s.toMove
	switch m.Kind {
	case KindPlay:
		slot := int(m.A - 1)
		c := s.hand[p][slot]
		copy(s.hand[p][slot:], s.hand[p][slot+1:])
		s.handLen[p]--
		s.hand[p][s.handLen[p]] = 0
		s.played[p][s.playedLen[p]] = c
		s.playedLen[p]++
		s.events = append(s.events, rules.Event{Kind: EventPlay, Seat: p, A: m.A, B: int16(c)})
		s.phase = phaseAnswer
		return s.events, nil
	case KindDraw:
		s.draw(p)
	case KindKeep:
		s.events = append(s.events, rules.Event{Kind: EventKeep, Seat: p})
	case KindPass:
		next := (p + 1) % rules.Seat(s.seats)
		s.gifts[next]++
		s.events = append(s.events, rules.Event{Kind: EventPass, Seat: p, A: int16(next)})
		s.draw(p)
	}
	s.endTurn()
	return s.events, nil
}

// draw gives p the top card of the deck and reports it to p alone.
func (s *State) draw(p rules.Seat) {
	c := s.take(p)
	s.events = append(s.events, rules.Event{Kind: EventDraw, Seat: p, A: int16(c), B: int16(s.deckLen),
		To: rules.SeatsOf(p), Secret: rules.SecretA, Sealed: true})
}

// endTurn passes the turn to the next seat that holds a card or can draw
// one, or ends the game when there is none.
func (s *State) endTurn() {
	for i := range s.seats {
		q := (s.toMove + 1 + rules.Seat(i)) % rules.Seat(s.seats)
		if s.handLen[q] > 0 || s.deckLen > 0 {
			s.toMove, s.phase = q, phaseTurn
			return
		}
	}
	s.toMove, s.phase = rules.NoSeat, phaseOver
	s.events = append(s.events, rules.Event{Kind: EventOver, Seat: rules.NoSeat})
}

// Clone returns an independent copy.
func (s *State) Clone() rules.Game {
	c := *s
	c.events = nil
	return &c
}

// View returns a copy where the cards seat cannot see (the others' hands
// and the deck) read as placeholders and the generator is reset.
func (s *State) View(seat rules.Seat) rules.Game {
	v := *s
	v.events = nil
	for p := range rules.Seat(v.seats) {
		if p != seat {
			for i := range v.handLen[p] {
				v.hand[p][i] = hidden
			}
		}
	}
	for i := range v.deckLen {
		v.deck[i] = hidden
	}
	v.rng = rules.NewRNG(0)
	return &v
}

// Determinize deals the cards viewer has not seen (neither in its hand nor
// face up) at random into the others' hands and the deck, and reseeds the
// state's generator from rng.
func (s *State) Determinize(viewer rules.Seat, rng *rules.RNG) {
	var seen [maxCards + 1]bool
	for p := range rules.Seat(s.seats) {
		for _, c := range s.played[p][:s.playedLen[p]] {
			seen[c] = true
		}
		if p == viewer {
			for _, c := range s.hand[p][:s.handLen[p]] {
				seen[c] = true
			}
		}
	}
	var unseen [maxCards]int8
	n := 0
	for c := int8(1); c <= s.cards; c++ {
		if !seen[c] {
			unseen[n] = c
			n++
		}
	}
	rng.Shuffle(n, func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	k := 0
	for p := range rules.Seat(s.seats) {
		if p != viewer {
			for i := range s.handLen[p] {
				s.hand[p][i] = unseen[k]
				k++
			}
		}
	}
	for i := range s.deckLen {
		s.deck[i] = unseen[k]
		k++
	}
	s.rng = rules.NewRNG(rng.Uint64())
}

// Score returns the numbers of the cards seat played plus the points passed
// to it.
func (s *State) Score(seat rules.Seat) int {
	n := int(s.gifts[seat])
	for _, c := range s.played[seat][:s.playedLen[seat]] {
		n += int(c)
	}
	return n
}

// Breakdown splits Score into cards played and points passed.
func (s *State) Breakdown(seat rules.Seat) []rules.ScoreLine {
	gifts := int(s.gifts[seat])
	return []rules.ScoreLine{
		{Label: "Cards played", Points: s.Score(seat) - gifts},
		{Label: "Points passed to you", Points: gifts},
	}
}

// Winners returns the seats with the highest score once the game is over.
func (s *State) Winners() rules.SeatSet {
	var w rules.SeatSet
	if s.phase != phaseOver {
		return w
	}
	best := -1
	for p := range rules.Seat(s.seats) {
		switch n := s.Score(p); {
		case n > best:
			best, w = n, rules.SeatsOf(p)
		case n == best:
			w = w.With(p)
		}
	}
	return w
}

// Utility returns 1 for a sole winner, 0.5 for a winner tied with others
// and 0 for the rest; before the end it returns Evaluate.
func (s *State) Utility(seat rules.Seat) float64 {
	if s.phase != phaseOver {
		return s.Evaluate(seat)
	}
	w := s.Winners()
	switch {
	case !w.Has(seat):
		return 0
	case w == rules.SeatsOf(seat):
		return 1
	}
	return 0.5
}

// Evaluate compares the score and hand of seat with the best of the others:
// 0.5 means level. A card hidden from the state counts at the average value.
func (s *State) Evaluate(seat rules.Seat) float64 {
	if s.phase == phaseOver {
		return s.Utility(seat)
	}
	total := float64(s.cards) * float64(s.cards+1) / 2
	mine, best := 0.0, -total
	for p := range rules.Seat(s.seats) {
		est := float64(s.Score(p))
		for _, c := range s.hand[p][:s.handLen[p]] {
			if c == hidden {
				est += float64(s.cards+1) / 2
			} else {
				est += float64(c)
			}
		}
		if p == seat {
			mine = est
		} else if est > best {
			best = est
		}
	}
	return min(1, max(0, 0.5+(mine-best)/(2*total)))
}
