package revive

import "starboard/rules"

// PublicMove reports whether m, a legal move of the seat to move, is
// public: whether a shared screen that shows the table to everyone may make
// it for that seat (see rules.PublicMover).
//
// Revive keeps little secret: the order of the piles, the fronts of
// face-down area tiles, each player's closed crates and artifact scoring
// card. The cards of the active area, the board, the machines, the face-up
// modules, tokens and citizens, the resources and the tracks are on the
// table, and so is every move but one:
//
//   - play, build, explore, populate, switch, hibernate and end: the
//     actions of a turn, which point at cards of the active area, spaces
//     and tiles of the board, technologies and resources, all in plain
//     sight. An explore that turns up a closed crate is public too: which
//     tile is explored is seen by all, what the crate holds is not part of
//     the move. Public.
//   - machine, trade and ability: free actions on the player's board.
//     Public.
//   - choose, track, token, module, place, drop, citizen, rotate,
//     artifact, reward and remove: the choices an action or a reward
//     leaves (a resource, a track, a machine token, a module taken,
//     placed or dropped, a citizen card, a rotation, a major artifact, a
//     hibernation reward, a marker removed), among face-up things or the
//     top of a pile. Public.
//   - crate: which closed crate to open is chosen among the crates only its
//     owner has looked at ([F2.crate]); the others see closed crates alike,
//     and a shared screen could not even tell them apart. Never public.
func (s *State) PublicMove(m rules.Move) bool {
	return m.Kind != mvCrate
}
