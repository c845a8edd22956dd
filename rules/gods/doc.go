// Package gods implements Gods Don't Play Dice, a cooperative game for two
// to four seats in which gods build a planet together without telling each
// other what the pieces in their hands need.
//
// This comment is the rules specification. Each clause carries a tag, and a
// scenario test named after the tag proves it (TestG3Designate proves
// [G3.designate]). The content (the pawns' needs and the continent faces)
// lives in content.go and is our own design; the Rulings section records
// every decision the rulebook leaves open.
//
// # Components
//
// [G1.pawns] There are 26 pawns. Twenty are Element pawns, four of each
// kind: Water (blue), Mineral (brown), Plant (green), Insect (black) and
// Animal (orange). Four are Oxygen (white) and two are Bacteria (purple).
// The colour of a pawn is on both sides; one side, the need side, also says
// what the pawn needs, and only whoever looks at that side knows it.
//
// [G1.continents] There are four continent trays, A to D, each with an easy
// and a difficult face. A face has five element spaces, each of a soil type
// (Sand, Rock, Clay, Ice), and one white space; printed links join some
// pairs of spaces. Twenty element spaces and four white spaces in all: one
// per pawn that is ever placed.
//
// # Setup
//
// [G2.setup] The Element pawns go into the bag and every seat draws three,
// need side towards itself. Then the Oxygen pawns join the bag. One
// continent, chosen at random, is set aside with the two Bacteria pawns; the
// three others are in play. A random seat goes first.
//
// [G2.faces] Option faces: "easy" uses the easy face of every tray,
// "difficult" the difficult one, "random" tosses a coin per tray.
//
// [G2.oxygen] Option oxygen=N (0 to 4) makes the game harder: N Oxygen pawns
// start on white spaces, element side up. Their actions are lost; each still
// scores its point.
//
// # A turn
//
// [G3.turn] Seats play clockwise. The turn of the active seat has four
// steps: it points at a pawn, the previous seat (to its right) designates a
// continent, it places a pawn there, and it draws.
//
// [G3.indicate] The active seat points at one of its pawns. Everyone sees
// which (its colour), and nothing binds the seat to place it: pointing is a
// way to talk without words. A point cannot be taken back: the other seats
// have seen it.
//
// [G3.designate] The previous seat designates a continent in play on which
// the active seat can place: one with a free space that takes a pawn of the
// active hand (see [G3.place]).
//
// [G3.place] The active seat places any of its pawns on a free space of the
// designated continent, face down (need side hidden). Only Oxygen goes on a
// white space, and Oxygen goes only on a white space. An Oxygen may be
// placed need side up instead ([G5.oxygen]).
//
// [G3.draw] Then the active seat draws a pawn from the bag, if any is left,
// into its hand, and the next seat's turn begins.
//
// # Needs, judged at the end
//
// [G4.link] A pawn is linked to a kind when a space linked to its own holds
// a pawn of that kind (links never cross continents).
//
// [G4.water] A Water needs to be the only Water of its continent.
//
// [G4.mineral] A Mineral needs to stand on the soil its need side names.
//
// [G4.plant] A Plant needs not to be linked to the kind its need side
// crosses out.
//
// [G4.insect] An Insect needs to be linked to the kind its need side names.
//
// [G4.animal] An Animal needs to be linked to one kind and not to another.
//
// # Oxygen
//
// [G5.oxygen] Placed need side up, an Oxygen shows its action, and the
// active seat carries it out at once on the designated continent. Placed
// element side up, it keeps its action secret and scores 1 point at the end,
// whatever becomes of its continent.
//
// [G5.flip] Flip: turn a face-down Element pawn of this continent face up;
// everyone now knows its need.
//
// [G5.exchange] Exchange: swap two placed Element pawns, at least one of
// them on this continent.
//
// [G5.lookmove] Look and move: look in secret at an Element pawn of this
// continent, then move it to a free element space.
//
// # The fourth continent and the Bacteria
//
// [G6.open] As soon as a continent in play has all five element spaces
// filled (its white space does not count), the continent set aside comes
// into play and the two Bacteria go into the bag.
//
// [G6.bacteria] A Bacteria drawn is shown to all, resolved at once,
// discarded, and the seat draws again.
//
// [G6.share] Share: every seat passes one of its pawns to the seat on its
// left.
//
// [G6.shift] Move: the seat that drew it moves a placed Element pawn to a
// free element space of another continent, without turning it over.
//
// # The end
//
// [G7.end] The game ends when every Element and Oxygen pawn is on the
// board.
//
// [G7.check] Every Element pawn is turned need side up; each whose need is
// not met is taken off. A continent whose spaces are all still occupied,
// and which holds exactly one Water, is validated: each of its five Element
// pawns scores 1 point. Each Oxygen element side up scores 1 point, on any
// continent. The best score is 24.
//
// [G7.level] The table's level, by score and seats:
//
//	level                 2 seats  3 seats  4 seats
//	Demi-gods             0–14     0–13     0–12
//	Worthy of a prophet   15–19    14–18    13–17
//	Divine college        20–23    19–23    18–23
//	Gods                  24       24       24
//
// # Who knows what
//
// [G8.hidden] Everyone sees every pawn's colour: in hands, on the board and
// as it is drawn. A need side is known to the seat that drew the pawn, to a
// seat it is passed to, to a seat that looks at it, and to everyone once it
// is flipped, placed need side up, or revealed at the end. The bag's content
// by colour is public; which pawn comes out is not. A Share is chosen in
// secret and revealed only when every seat has chosen.
//
// # Rulings
//
// R-must. The rulebook asks players to place respecting the needs "when they
// can". Needs are hidden, so this is a duty of good play, not a rule the game
// enforces: any free space of the right colour on the designated continent
// is legal.
//
// R-designate. A continent is valid to designate when it is in play and has
// a free space for at least one pawn of the active hand. The designating
// seat sees the colours of that hand, so it can always tell. A full
// continent, or one whose only free space is white when the active seat
// holds no Oxygen, cannot be designated.
//
// R-stalled. A seat that holds pawns but has no valid continent (a hand of
// only Oxygen while every white space in play is taken) passes its whole
// turn: it neither places nor draws. The game still ends: while the fourth
// continent is set aside, some Element pawn remains unplaced and some element
// space is free, and once it opens there is a space for every pawn.
//
// R-water. Two Waters on one continent both fail their need. A continent with
// no Water is not validated either, as the rulebook requires a single Water
// for validation.
//
// R-check. All needs are judged at once, against the board as it stands
// before anything is taken off; a pawn that is about to be removed still
// counts for its neighbours' links. Taking pawns off one by one would make
// the outcome depend on an order the rulebook does not give.
//
// R-oxygen-actions. The rulebook names three actions for four Oxygen pawns.
// Ours carry Flip, Exchange, and Look and move twice.
//
// R-flip. Flip turns a face-down Element pawn; Oxygen pawns keep the side
// they were played with. A pawn already face up cannot be flipped again.
//
// R-exchange. Exchange swaps Element pawns only (an Oxygen must stay on a
// white space). Both may be on this continent. Each keeps its side.
//
// R-lookmove. The pawn looked at may be face up or down. It must then move to
// a free element space of any continent in play, this one included, but not
// stay where it is; if no element space is free, the look is all that
// happens.
//
// R-no-target. An action or effect with nothing to act on does nothing, and
// the turn goes on.
//
// R-share. Every seat holding pawns chooses one, in turn order from the seat
// that drew the Bacteria, and no choice is shown until all are made. Oxygen
// may be passed. A seat with an empty hand gives nothing and still receives.
// The receiver now knows the need of the pawn it got.
//
// R-shift. The Move effect is chosen by the seat that drew it, and must be
// made when any Element pawn can reach a free element space of another
// continent in play.
//
// R-empty-bag. When the bag is empty after a Bacteria, the seat draws nothing.
// Bacteria are never left unused: while Element or Oxygen pawns remain in the
// bag every hand stays full, so the draws after the last of them take the
// Bacteria before the last pawn is placed.
//
// R-open. The fourth continent opens at most once, checked after every change
// of the board: a placement, an exchange or a move.
//
// R-preplaced. Oxygen pawns placed by option oxygen=N go on the white spaces
// of the continents in play, in random order, and on the set-aside one only
// when N is 4. Nobody knows their actions.
//
// R-slots. A hand keeps its pawns in slots 1 to 3; a pawn drawn or received
// takes the first empty slot.
//
// R-talk. The rulebook forbids telling needs. The software never shows a need
// to a seat that does not know it; table talk is the players' own affair.
//
// R-win. The rulebook names no winner, only a level. Winners reports every
// seat when the table reaches the top level (24, Gods), and none otherwise.
package gods
