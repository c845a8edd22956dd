package revenant

import "starboard/rules"

// PublicMove reports whether m, a legal move of the seat to move, is
// public: whether a shared screen that shows the table to everyone may make
// it for that seat (see rules.PublicMover).
//
// What is secret in Revenant is what a seat holds: the Improvement cards of
// its hand, its Hidden Influence cards and the Hidden Agenda it kept
// (R-hidden). Everything on the map and on the boards is public, and so are
// the sizes of hands. A move is public when it only points at things on the
// table:
//
//   - side, spec, start and draft: the Crew board side, the Captain's
//     specialization, the Frigate's first Sector and the House card taken,
//     all chosen openly from what is on offer. Public.
//   - deck: the deck each new card is drawn from; the decks are in plain
//     sight and the card drawn stays hidden. Public.
//   - assign, step, stay, action, planet, sonar, ship, sector, reorganize,
//     space, front, first: a Crew figure, a ship, a Sector, a space or an
//     action of the map, a Sonar or Colony card face up, the next first
//     player. Which may be chosen depends on the map, the Resources and the
//     hand's size only. Public.
//   - influence, gain, bonus, lock, corrupt, cleanse: an Influence track, a
//     Resource, a Bonus action, Resource tokens or a Compartment of the
//     Frigate, a Corruption on the board or a ship. All on the table.
//     Public.
//   - done, when it closes a step whose other choices are public (Sonar,
//     Reorganize, Repair, the Frigate's move, the solo lines, a figure with
//     no free space). Public.
//   - agenda and keep: which Hidden Agenda or Hidden Influence card a seat
//     keeps is its secret. Never public.
//   - discard, play and remove: each picks a card of the hidden hand (to
//     discard, to play, to pay for a Corruption's removal). Never public.
//   - build and replace: the Commander spends a Hidden Influence card of
//     the ship's House, chosen among its secrets. Never public.
//   - reveal: whether to reveal the Hidden Agenda now is a decision about
//     a secret that the table cannot see. Never public.
//   - done, when it closes a step whose other choices are secret (Improve
//     and the second removal, which pick cards of the hand; the Commander's
//     build; keeping a second Hidden Influence card): declining is one of
//     the secret choices. Nor in the Bonus action, where done is offered
//     only when no Bonus action can be taken, and whether a card of the
//     hand can be played is the hand's secret. Never public.
func (s *State) PublicMove(m rules.Move) bool {
	switch m.Kind {
	case mvSide, mvSpec, mvStart, mvDraft, mvDeck,
		mvAssign, mvStep, mvStay, mvAction, mvPlanet, mvSonar, mvShip, mvSector, mvReorg, mvSpace, mvFront, mvFirst,
		mvInfluence, mvGain, mvBonus, mvLock, mvCorrupt, mvClean:
		return true
	case mvDone:
		switch s.ask {
		case askImprove, askRemove2, askBuild, askKeep, askBonus:
			return false
		}
		return true
	}
	return false
}
