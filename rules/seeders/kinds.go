package seeders

// The move kinds and counts a screen needs, under exported names: a table
// binds each move to places by its kind.
const (
	MoveOrder     = mvOrder     // A: turn-order slot
	MoveDiscard   = mvDiscard   // A: card to discard
	MovePass      = mvPass      // end the turn, window, phase or choice
	MovePlace     = mvPlace     // A: Caste, B: Spot, C: side of the higher influence, D: 1 face down
	MoveReturn    = mvReturn    // A: Caste of the Negotiator sent home
	MovePath      = mvPath      // A: Caste, B: 0 for [3]-[1], 1 for [2]-[2]
	MoveRecycle   = mvRecycle   // A: card
	MoveIntegrate = mvIntegrate // A: card, B: host Unit or -1, C: target or -1
	MoveRehost    = mvRehost    // A: Vacant Crew
	MoveActivate  = mvActivate  // A: card, B C D: targets
	MoveCrew      = mvMoveCrew  // A: Crew, B: Unit
	MoveSafeIn    = mvSafeIn    // A: Safe Unit
	MoveSafeOut   = mvSafeOut   // A: Safe Unit
	MoveMutate    = mvMutate    // A: card with the Mutagen token, B: Crew
	MoveJail      = mvJail      // A: card with the Jailer token, B: Crew
	MoveFree      = mvFree      // A: card with the Jailer token, B: prisoner
	MovePick      = mvPick      // A: card picked from the draft pack
)

// NumCastes is the number of Castes, and of Negotiators per player.
const NumCastes = numCastes

// NumPiles is the number of Secondary Crew piles.
const NumPiles = numPiles

// PileName returns the name of Secondary pile p ("Worker").
func PileName(p int) string { return pileNames[p] }

// PileCount returns the cards left in Secondary pile p.
func (s *State) PileCount(p int) int { return s.pileCount(p) }

// Hosted returns the Crews Unit id hosts.
func (s *State) Hosted(id int) int { return int(s.card[id].crews) }

// Morphing reports whether seat's Negotiators are in hand this
// Negotiation phase (the Morphoplast), and the Spot of its face-down
// Negotiator, or -1.
func (s *State) Morphing(seat int) (bool, int) { return s.morph[seat], int(s.hidSpot[seat]) }

// Resolving returns the Chamber being resolved while a winner picks the
// Negotiator to send home, or -1.
func (s *State) Resolving() int {
	if s.phase != phReturn {
		return -1
	}
	return int(s.resolving)
}

// Prestiges returns the Prestige points seat would score if the Prestige
// phase were scored now, by line: Affinity, Majority, Safes, Hospitals and
// Ataraxium.
func (s *State) Prestiges(seat int) (affinity, majority, safes, hospitals, discard int) {
	all := s.prestigeScores()
	g := all[seat]
	return g[lnAffinity], g[lnMajority], g[lnSafe], g[lnHospital], g[lnDiscard]
}
