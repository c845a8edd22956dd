// Package toy is a tiny card game with hidden hands, made to test the
// machinery around titles (the conformance suite, bots, the match layer)
// rather than to be played. It implements the whole [rules.Game] contract
// in a few hundred lines: hidden cards, a secret draw, a turn of two
// decisions, an option and a score breakdown.
//
// Other packages use it through [Title]:
//
//	g, err := toy.Title.New(rules.Setup{Seats: 2, Seed: 1})
//
// # Rules
//
// [T1.setup] Two to four seats. The deck holds the cards 1 to 12 (or 1 to
// 16 with the option deck=16), shuffled with the game's seed. Each seat is
// dealt 2 cards face down: only its owner sees them. Seat 1 begins.
//
// [T2.turn] On a turn the seat either plays a card ("play N", the card in
// hand slot N counted from 1, put face up in front of the seat), or draws
// ("draw", the top card of the deck into its hand, seen by that seat only).
// Drawing needs a card in the deck and fewer than 3 cards in hand.
//
// [T3.answer] Right after playing, the same seat answers "keep" (nothing
// more happens) or "pass": the next seat in turn order scores 1 point and
// the passing seat draws the top card of the deck into its hand. A pass
// needs a card in the deck. Either answer ends the turn.
//
// [T4.next] The turn goes to the next seat in order that holds a card or
// can draw one; a seat with an empty hand when the deck is empty is
// skipped.
//
// [T5.end] The game ends when every hand and the deck are empty. It always
// ends: every play removes a card from the hands, and every draw one from
// the deck, so at most about four times the deck size of decisions are
// made.
//
// [T6.score] A seat scores the numbers of the cards it played plus the
// points passed to it. The highest score wins; tied seats all win.
//
// [T7.public] Drawing, keeping and passing are public moves
// (rules.PublicMover): whether a seat may make them shows on the table (the
// deck's size, how many cards a hand holds). Playing a card is not: it picks
// a card of a hidden hand.
//
// # Rulings
//
// There is no rulebook; the rules above are the whole game. For bots,
// Utility is 1 for a sole winner, 0.5 for a winner tied with others and 0
// otherwise. Evaluate compares a seat's score plus hand with the best other
// seat's, counting a card it cannot see at the average card value.
//
// # Hidden information
//
// A draw is reported by an event whose card is secret to everyone but the
// drawer, and is sealed: no undo may cross it. A play shows the card to all.
// View(seat) replaces the others' hand cards and the whole deck with
// placeholders and resets the generator to a fixed seed; Determinize deals
// the cards the viewer has not seen back into those places at random.
package toy
