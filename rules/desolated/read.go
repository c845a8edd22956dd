package desolated

import "starboard/rules"

// This file is the read-only side of a state, for screens. Call it on a
// view: cards the viewing seat does not know read as -1. Card numbers index
// Materials, Influences and Landmarks.

// StoredKind says what kind of card is stored beneath a Landmark, and so
// which deck its number indexes.
type StoredKind int8

// The kinds of stored card.
const (
	StoredMaterial  StoredKind = iota // a Material card (Materials), from hand or inventory
	StoredInfluence                   // an Influence card (Influences) from the inventory
	StoredLandmark                    // a Landmark (Landmarks) from the inventory
)

// StoredCard is a card stored face down beneath a Landmark.
type StoredCard struct {
	Card  int        // the card, or -1 when the viewer does not know it
	Kind  StoredKind // the kind of card: which deck Card indexes
	Under int        // the index of the Landmark in the owner's Landmarks
}

// Stage returns the kind of the current prompt: "draw", "action", "pay",
// "leftover", "earn", "store", "discard", "pick" or "over".
func (s *State) Stage() string { return s.Prompt().Kind }

// Solo reports whether this is a solo game.
func (s *State) Solo() bool { return s.solo }

// Active returns the seat whose turn it is.
func (s *State) Active() rules.Seat { return s.active }

// First returns the seat that began the game (holds the first player marker).
func (s *State) First() rules.Seat { return s.first }

// Round returns the round under way, from 1.
func (s *State) Round() int { return int(s.round) }

// Turn returns the number of turns begun.
func (s *State) Turn() int { return int(s.turn) }

// FinalRound reports whether the final round is under way, and why: 1 a
// third Landmark, 2 the Landmark row could not be refilled, 3 the engine's
// round guard (RoundGuard), which no game between players reaches.
func (s *State) FinalRound() (bool, int) { return s.final, int(s.finalWhy) }

// Drawn returns how many cards the active seat has drawn this turn.
func (s *State) Drawn() int { return int(s.drawn) }

// ActionsLeft returns how many actions the active seat still has this turn.
func (s *State) ActionsLeft() int { return int(s.actionsLeft) }

// MaterialRowCard returns the Material card in row slot i, or -1.
func (s *State) MaterialRowCard(i int) int { return int(s.matRow[i]) }

// InfluenceRowCard returns the Influence card in row slot i (or -1) and
// the tokens lying on it.
func (s *State) InfluenceRowCard(i int) (int, Bundle) { return int(s.infRow[i]), s.rowTokens[i] }

// LandmarkRowCard returns the Landmark in row slot i, or -1.
func (s *State) LandmarkRowCard(i int) int { return int(s.lmRow[i]) }

// Piles returns the sizes of the Material, Influence and Landmark piles.
func (s *State) Piles() (material, influence, landmark int) {
	return int(s.matPileN), int(s.infPileN), int(s.lmPileN)
}

// MaterialDiscards returns the Material discard pile, oldest first.
func (s *State) MaterialDiscards() []int { return ints(s.matDisc[:s.matDiscN]) }

// InfluenceDiscards returns the Influence discard pile, oldest first.
func (s *State) InfluenceDiscards() []int { return ints(s.infDisc[:s.infDiscN]) }

// LandmarkDiscards returns the Landmarks discarded (solo), oldest first.
func (s *State) LandmarkDiscards() []int { return ints(s.lmDisc[:s.lmDiscN]) }

// Supply returns the tokens left in the supply.
func (s *State) Supply() Bundle { return s.supply }

// Hand returns the hand of seat; cards the view hides read -1.
func (s *State) Hand(seat rules.Seat) []int {
	ss := &s.seat[seat]
	out := make([]int, ss.handN)
	for i, c := range ss.hand[:ss.handN] {
		out[i] = int(c.ID)
	}
	return out
}

// HandSize returns the number of cards in the hand of seat.
func (s *State) HandSize(seat rules.Seat) int { return int(s.seat[seat].handN) }

// Inventory returns the Material cards of seat, group by group (a chain,
// or a lone unlinkable card), each left to right. Counting every card in
// this order from 1 gives the inventory positions that moves name.
func (s *State) Inventory(seat rules.Seat) [][]int {
	ss := &s.seat[seat]
	gs, n := ss.groups()
	out := make([][]int, n)
	for g := range n {
		out[g] = ints(ss.inv[gs[g].from:gs[g].to])
	}
	return out
}

// Chains returns the number of chains of seat.
func (s *State) Chains(seat rules.Seat) int { return s.seat[seat].chains() }

// Used reports whether Material card id has converted this turn.
//
// No card is used up any more: a card converts as often as its owner can
// pay for it (ruling R-loop). Used is false, and stays for the screen.
func (s *State) Used(id int) bool { return false }

// Tokens returns the tokens of seat.
func (s *State) Tokens(seat rules.Seat) Bundle { return s.seat[seat].tokens }

// InfluenceCards returns the face-up Influence cards of seat.
func (s *State) InfluenceCards(seat rules.Seat) []int {
	ss := &s.seat[seat]
	return ints(ss.infl[:ss.inflN])
}

// LandmarkCards returns the face-up Landmarks of seat.
func (s *State) LandmarkCards(seat rules.Seat) []int {
	ss := &s.seat[seat]
	return ints(ss.lm[:ss.lmN])
}

// Stored returns the cards seat has stored.
func (s *State) Stored(seat rules.Seat) []StoredCard {
	ss := &s.seat[seat]
	out := make([]StoredCard, ss.storeN)
	for i, st := range ss.store[:ss.storeN] {
		out[i] = StoredCard{Card: int(st.ID), Kind: st.Kind, Under: int(st.Under)}
	}
	return out
}

// Paying reports the payment under way: the row slot (of the Influence
// row, or of the Landmark row for an Advanced Landmark, see PayingLandmark),
// what the pool holds and what the card costs. ok is false when no payment
// is under way.
func (s *State) Paying() (slot int, pool, cost Bundle, ok bool) {
	if s.phase != phPay {
		return -1, Bundle{}, Bundle{}, false
	}
	return int(s.target), s.pool, s.payCost(), true
}

// PaidCards returns the hand cards paid into the Trade under way.
func (s *State) PaidCards() []int { return ints(s.paid[:s.paidN]) }

// Leftover returns the leftover materials still to be placed.
func (s *State) Leftover() Bundle { return s.leftover }

// Earning reports the Earn under way: the Landmark row slot, the influence
// given so far and the cost. ok is false when no Earn is under way.
func (s *State) Earning() (slot int, given, cost Sway, ok bool) {
	if s.phase != phEarn {
		return -1, Sway{}, Sway{}, false
	}
	return int(s.target), s.sway, Landmarks[s.lmRow[s.target]].Cost, true
}

// PayingLandmark reports whether the payment under way is for an Advanced
// Landmark (its slot is then a Landmark row slot).
func (s *State) PayingLandmark() bool { return s.phase == phPay && s.payLm }

// TempSway returns the influence the active seat's Advanced Landmarks gave
// for this turn and it has not yet used.
func (s *State) TempSway() Sway { return s.tempSway }

// TechInPlay is an Advanced Material in an inventory.
type TechInPlay struct {
	Card  int // the Material card
	Turns int // how often it has turned: the face now on top
}

// TechCards returns the Advanced Materials of seat.
func (s *State) TechCards(seat rules.Seat) []TechInPlay {
	ss := &s.seat[seat]
	out := make([]TechInPlay, ss.techN)
	for i := range out {
		out[i] = TechInPlay{Card: int(ss.tech[i]), Turns: int(ss.techTurn[i])}
	}
	return out
}

// CampaignOf returns the Campaign card of seat, or -1.
func (s *State) CampaignOf(seat rules.Seat) int { return int(s.seat[seat].campaign) }

// TalentOf returns the Talent card of seat (or -1) and the Material cards
// covering its rows, bottom first.
func (s *State) TalentOf(seat rules.Seat) (int, []int) {
	ss := &s.seat[seat]
	return int(ss.talent), ints(ss.covered[:ss.coveredN])
}

// Option reports whether the expansion or module with the given key (see
// OptionKeys) is in play.
func (s *State) Option(key string) bool {
	o := s.opts
	return map[string]bool{"rise": o.rise, "destruction": o.destruction, "technology": o.technology,
		"campaign": o.campaign, "character": o.character, "talent": o.talent, "rare": o.rare}[key]
}

// Revealed returns the two cards revealed by the solo step (-1 when none).
func (s *State) Revealed() [2]int { return [2]int{int(s.reveal[0]), int(s.reveal[1])} }

func ints(xs []int16) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = int(x)
	}
	return out
}
