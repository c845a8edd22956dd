package seeders

import "starboard/rules"

// This file is the read-only side of a state, for screens and the CLI.
// Call it on a view: cards the viewing seat may not see read as -1.

// Where a card can be, as Place reports it.
const (
	PlaceHidden  = int(locHidden)  // in the Ark pile or a hand
	PlaceArk     = int(locArk)     // integrated in its owner's Ark
	PlaceJail    = int(locJail)    // a prisoner of its owner
	PlaceVacant  = int(locVacant)  // a Vacant Crew of its owner
	PlaceDiscard = int(locDiscard) // in the Discard Pile
	PlaceChamber = int(locChamber) // on the Wing of Whispers
	PlacePile    = int(locPile)    // in its Secondary Crew pile
	PlaceRemoved = int(locRemoved) // out of the game (Expert Play)
)

// CardView is what is public about an integrated or visible card.
type CardView struct {
	Place   int
	Owner   rules.Seat // for the Ark, the Jail and Vacant Crews
	Host    int        // the Unit hosting this Crew, or -1
	Rotated bool       // its Activation was used this game turn
	Mutagen bool       // carries an unused Mutagen token
	Mutant  bool       // carries a Mutant token
	Jailer  bool       // carries a Jailer token
	Safe    int        // Resources in this Safe
}

// Card returns the public state of card id.
func (s *State) Card(id int) CardView {
	c := s.card[id]
	return CardView{Place: int(c.loc), Owner: rules.Seat(c.owner), Host: int(c.host), Rotated: c.rotated,
		Mutagen: c.mutagen, Mutant: c.mutant, Jailer: c.jailer, Safe: int(c.safe)}
}

// Turn returns the game turn, 1 to 4.
func (s *State) Turn() int { return int(s.turn) }

// Order returns the seats in this turn's order; -1 marks a slot not yet
// chosen in the Preparation phase.
func (s *State) Order() []rules.Seat {
	out := make([]rules.Seat, s.seats)
	for i := range out {
		out[i] = rules.Seat(s.order[i])
	}
	return out
}

// Resources returns the Resources in seat's Supply.
func (s *State) Resources(seat rules.Seat) int { return int(s.res[seat]) }

// Hand returns seat's hand; cards the view may not see read as -1.
func (s *State) Hand(seat rules.Seat) []int {
	out := make([]int, s.handN[seat])
	for j := range out {
		out[j] = int(s.hands[seat][j].id)
	}
	return out
}

// Pack returns the draft pack seat holds; unseen cards read as -1.
func (s *State) Pack(seat rules.Seat) []int {
	out := make([]int, s.packN[seat])
	for j := range out {
		out[j] = int(s.pack[seat][j].id)
	}
	return out
}

// Ark returns the cards seat controls, in card order.
func (s *State) Ark(seat rules.Seat) []int {
	out := make([]int, 0, s.arkN[seat])
	for _, id := range s.arkOf(int8(seat)) {
		out = append(out, int(id))
	}
	return out
}

// Discards returns the Discard Pile, bottom first.
func (s *State) Discards() []int {
	out := make([]int, s.discardN)
	for i := range out {
		out[i] = int(s.discard[i])
	}
	return out
}

// DiscardCount returns the number of cards in the Discard Pile.
func (s *State) DiscardCount() int { return int(s.discardN) }

// Discard returns the i-th card of the Discard Pile, 0 the first
// discarded; it reads what Discards lists without making the list.
func (s *State) Discard(i int) int { return int(s.discard[i]) }

// PileSize returns the cards left in the Ark pile.
func (s *State) PileSize() int { return int(s.deckN) }

// ChamberCard returns the card in Chamber c (0 to 11), or -1.
func (s *State) ChamberCard(c int) int { return int(s.chamber[c]) }

// Cubes returns seat's Influence cubes on the Zone of Chamber c.
func (s *State) Cubes(c int, seat rules.Seat) int { return int(s.cubes[c][seat]) }

// Spots returns the open Negotiation Spots, each as its two Chambers.
func (s *State) Spots() [][2]int {
	out := make([][2]int, s.nspots)
	for i := range out {
		out[i] = [2]int{int(s.spots[i][0]), int(s.spots[i][1])}
	}
	return out
}

// SpotCount returns the number of Spots of the board in play.
func (s *State) SpotCount() int { return int(s.nspots) }

// Spot returns the two Chambers Spot sp lies between, as Spots lists them.
func (s *State) Spot(sp int) [2]int { return [2]int{int(s.spots[sp][0]), int(s.spots[sp][1])} }

// SpotHolder returns the seat and Caste of the Negotiator on Spot sp, or
// NoSeat; the Caste is -1 for a face-down Negotiator.
func (s *State) SpotHolder(sp int) (rules.Seat, Caste) {
	v := s.spotNeg[sp]
	if v < 0 {
		return rules.NoSeat, -1
	}
	if v%8 == 7 {
		return rules.Seat(v / 8), -1
	}
	return rules.Seat(v / 8), Caste(v % 8)
}

// Negotiator returns the influence of seat's Negotiator of Caste k and its
// Spot, or -1 on the personal board.
func (s *State) Negotiator(seat rules.Seat, k Caste) (hi, lo, spot int) {
	n := s.neg[seat][k]
	return int(n.hi), int(n.lo), int(n.spot)
}

// Tokens returns the Mutagen and Jailer tokens left in the supply.
func (s *State) Tokens() (mutagen, jailer int) { return int(s.mutagen), int(s.jailer) }

// Options reports the variants in play.
func (s *State) Options() (expert, draft bool) { return s.expert, s.draft }
