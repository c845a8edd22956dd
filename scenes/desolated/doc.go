// Package desolated is the table of Desolated: the three rows and their
// piles, the hand fanned at the bottom, the inventory of chains, tokens,
// Influence cards and Landmarks, and a side panel with the seats and the
// log.
//
// The screen is driven by the legal moves: every move the rules allow is
// bound to a place on screen (a card to tap, a hand card to drag onto a
// place in the inventory, a token to spend, a button), so the table can
// show exactly what may be done and nothing else. Moves that take two
// steps (a conversion, storing a card, paying with a Rare card) keep the
// first step as a selection until the second.
package desolated
