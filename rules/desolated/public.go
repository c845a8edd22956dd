package desolated

import "starboard/rules"

// PublicMove reports whether m, a legal move of the seat to move, is
// public: whether a shared screen that shows the table to everyone may make
// it for that seat (see rules.PublicMover).
//
// What is secret in Desolated is the hand, the cards stored from it and
// the piles ([H1.hidden]); the rows, the inventories, the tokens and the
// Influence cards are on the table. These moves only point at what is on
// the table, and are public in themselves:
//
//   - take and done: a Material row slot or the top of the pile, or
//     stopping early ([D3.draw]).
//   - harvest and release: a card of the inventory discarded for tokens.
//   - pass: no action, always open.
//   - place: a leftover unit put on an Influence row card.
//   - give, and auto and cancel while earning a Landmark: Influence cards
//     of the inventory, or the game's own plan for them.
//   - pick and boon: one of two revealed cards (solo), one of the two
//     influence options of an Advanced Landmark.
//   - upkeep with tokens, or by releasing the Advanced Influence card.
//
// These never are:
//
//   - upgrade, pay, cover, discard, store and upkeep with a hand card: each
//     picks a card of the hidden hand; keep, which declines to store or to
//     cover, is part of that choice.
//   - trade and earn: which are offered depends on what the seat can pay,
//     its hand included; and the steps of a payment (spend, convert, auto,
//     cancel) are offered only while the cost stays payable, which again
//     reckons the hand.
//
// A shared screen lists the public moves from the public view, which does
// not know the hand of the seat to move: that view lists only the moves
// that do not depend on the hand (tableMoves: the draw's takes and done,
// the action phase's harvests, releases and pass). So those are public
// whatever the seat holds; the other moves public in themselves (placing,
// giving, a pick, a boon, an upkeep, the earning's auto and cancel) only
// while the seat holds no card, when the view knows its whole hand.
func (s *State) PublicMove(m rules.Move) bool {
	if !s.publicInItself(m) {
		return false
	}
	return s.me().handN == 0 || s.handFree(m)
}

// handFree reports whether m is one of the moves a view that does not
// know the hand lists (tableMoves).
func (s *State) handFree(m rules.Move) bool {
	switch m.Kind {
	case MoveTake, MoveDone:
		return s.phase == phDraw
	case MoveHarvest, MoveRelease, MovePass:
		return s.phase == phAction
	}
	return false
}

// publicInItself reports whether m only points at what is on the table.
func (s *State) publicInItself(m rules.Move) bool {
	switch m.Kind {
	case MoveTake, MoveDone, MoveHarvest, MoveRelease, MovePass, MovePlace, MoveGive, MovePick, MoveBoon:
		return true
	case MoveAuto, MoveCancel:
		return s.phase == phEarn
	case MoveUpkeep:
		return m.A != 1
	}
	return false
}
