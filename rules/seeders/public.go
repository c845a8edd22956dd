package seeders

import "starboard/rules"

// PublicMove reports whether m, a legal move of the seat to move, is
// public: whether a shared screen that shows the table to everyone may make
// it for that seat (see rules.PublicMover).
//
// What is secret in Seeders is the hand (dealt and drafted cards), the
// Foundation discard and the draft pick while they are committed, the
// Caste of a face-down Negotiator, and the Crews' rearranging of the
// Prestige phase until all have rearranged. The Chambers, the Negotiators
// face up, the Arks, the Safes, the Jails and the Resources are on the
// table. A move is public when it only points at those:
//
//   - order: a free slot of the turn order. Public.
//   - place, face up: a Negotiator from the personal board, a free Spot and
//     which Zone takes the higher influence. Public, except while the seat
//     has a face-down Negotiator on the board: which Negotiators it has
//     left to place then tells the face-down one's Caste.
//   - return and path: the Negotiator a Chamber's winner sends home, and
//     the upgrade of a [2]-[1]; all on the board. Public.
//   - activate, mutate, jail, free, safe-in and safe-out: the abilities,
//     tokens and Safes of the seat's Ark and the Crews or prisoners they
//     act on, all in plain sight ([N2.abilities], [A1.mutagen],
//     [A1.jailer], [A1.safe]). Public.
//   - crew and rehost in the Integration phase: a Crew of the Ark moved to
//     another Unit, or a Vacant Crew hosted again. Public.
//   - pass, ending a turn, a window, an Integration phase or a rehosting,
//     all open to the table. Public.
//   - discard and pick: the Foundation discard and the draft pick are
//     committed secretly ([P2.discard], [P2.draft]). Never public.
//   - place face down (the Morphoplast): the Negotiator's Caste and
//     orientation stay secret ([C.morphoplast]). Never public.
//   - recycle and integrate: each picks a card of the hand, which holds
//     cards the other seats do not know. Never public.
//   - crew and pass in the Prestige phase: the rearranging stays secret
//     until all have made theirs ([P5.reorder]). Never public.
func (s *State) PublicMove(m rules.Move) bool {
	switch m.Kind {
	case mvOrder, mvReturn, mvPath, mvActivate, mvMutate, mvJail, mvFree, mvSafeIn, mvSafeOut, mvRehost:
		return true
	case mvPlace:
		return m.D != 1 && s.hidSpot[s.acting()] < 0
	case mvMoveCrew, mvPass:
		return s.phase != phReorder
	}
	return false
}
