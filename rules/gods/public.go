package gods

import "starboard/rules"

// PublicMove reports whether m, a legal move of the seat to move, is
// public: whether a shared screen that shows the table to everyone may make
// it for that seat (see rules.PublicMover).
//
// In Gods Don't Play Dice the colour of every pawn is public, in hands as on
// the board ([G8.hidden]); only need sides are secret. A move is public when
// it chooses among things every seat sees by colour and place, and the table
// would see it made anyway:
//
//   - indicate: pointing at a slot of one's hand is a sign made to the whole
//     table ([G3.indicate]); the slots and their colours are in plain sight.
//     Public.
//   - designate: the previous seat names a continent in play, and whether a
//     continent can be named depends on its free spaces and the colours of
//     the active hand (R-designate), all public. Public.
//   - place: a slot of the hand (its colour is public), a free space of the
//     designated continent, and for an Oxygen the side it shows. The spaces
//     a pawn may take depend on its colour only (R-must), and the side of an
//     Oxygen is shown to all as it lands. Public.
//   - flip, exchange, look, and move (the move after a look, and the Move of
//     a Bacteria): each points at pawns and spaces on the board, all in
//     plain sight, and which ones may be chosen depends on colours, sides
//     and free spaces only. What the seat learns by looking is shown on its
//     own device, not by the move. Public.
//   - pass (Share): each seat chooses in secret the pawn it passes, and the
//     choices are revealed only when all are made ([G8.hidden], R-share).
//     Making it on a shared screen would show it before its time. Never
//     public.
func (s *State) PublicMove(m rules.Move) bool {
	switch m.Kind {
	case mIndicate, mDesignate, mPlace, mFlip, mExchange, mLook, mMove:
		return true
	}
	return false
}
