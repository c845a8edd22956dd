package toy

import "starboard/rules"

// Hand returns the cards in seat's hand, in slot order; on a view, a card
// the viewer cannot see reads 0.
func (s *State) Hand(seat rules.Seat) []int {
	out := make([]int, s.handLen[seat])
	for i, c := range s.hand[seat][:s.handLen[seat]] {
		if c != hidden {
			out[i] = int(c)
		}
	}
	return out
}

// Played returns the cards seat has played, face up, in the order played.
func (s *State) Played(seat rules.Seat) []int {
	out := make([]int, s.playedLen[seat])
	for i, c := range s.played[seat][:s.playedLen[seat]] {
		out[i] = int(c)
	}
	return out
}

// DeckSize returns the number of cards left in the deck.
func (s *State) DeckSize() int { return int(s.deckLen) }
