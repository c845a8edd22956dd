// Package desolated is the board of Desolated on the table kit
// (scenes/table): the three rows and their piles, the hand fanned at the
// bottom, the inventory of chains, tokens, Influence cards and Landmarks,
// and a stage with the round and the running balance of a payment. The
// kit's shell around it shows the prompt, the seats, the log, the results
// and the overlays.
//
// Every move the rules allow is bound to places on screen (paths.go): a
// card to tap, a hand card to drag onto a place in the inventory, a token
// to spend; moves with no place (pass, pay automatically) get the kit's
// buttons. Moves that take two steps (a conversion, storing a card, paying
// with a Rare card) keep the first step as a selection until the second.
//
// Events play as animations (animate.go): cards fly between the rows, the
// hand and the inventory, tokens slide, a banner opens the final round.
// The rows show the cards the events took and brought until the next
// view, and a test checks that they agree with it.
package desolated
