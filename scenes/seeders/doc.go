// Package seeders is the table of Seeders from Sereis: Exodus on the table
// kit (scenes/table): the Wing of Whispers with its twelve Chambers, the
// Negotiation Spots between them and each seat's cube stacks, the turn
// order and Prestige tracks, the viewer's Negotiators, every seat's Ark
// (Units with their Crews, tokens and Safes, Vacant Crews and prisoners),
// the draft pack, the Discard Pile and the hand at the bottom.
//
// Every legal move is bound to places (paths.go): a Negotiator is tapped,
// then the half of a Spot nearer the Chamber that gets its higher
// influence (each half shows the cubes it would bring there, the social
// bonus included); a hand card is dragged onto the recycling bin, the Ark
// or a Unit; an ability is the Use badge of its card, then its target.
// Moves with no place (pass, an upgrade path) get the kit's buttons.
//
// Events play as animations (animate.go); the Chambers show the cards the
// events laid, won and discarded until the next view, and a test checks
// that they agree with it.
package seeders
