// Package gods is the table of Gods Don't Play Dice on screen: the four
// continents with their spaces, soils and links, the pawns, the hands, the
// bag, the log, the prompt of the moment and the buttons, for people and
// bots at one device.
//
// The screen never decides anything. It shows a seat's view of the match,
// highlights the targets of the legal moves, turns taps and drags into one
// of those moves and submits it. Everything the match reports comes back
// as events, which the table animates one by one (a pawn flies to its
// space, turns over, the fourth continent comes into play, the final
// reveal strikes out unmet needs) while a model of the table follows them;
// whenever the game waits for a person, the model is set again from the
// view.
//
// Several people may share the device: before the screen shows the hand of
// the next person, a "pass the device" screen covers it. An all-bot match
// in attract mode is the idle screen of a kiosk.
//
// The viewer's pawns are tiles of a scenes.Hand (handview.go): they fan
// out in the action bar, lift under the pointer, are tapped to be chosen,
// held to be shown large with their need in words, and dragged onto a
// glowing space; a drop that places nothing flies back.
//
// Pieces are drawn once into cached images at the canvas scale (art.go,
// art_board.go), on the CPU, and drawn every frame without allocating.
package gods
