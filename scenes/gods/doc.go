// Package gods is the table of Gods Don't Play Dice on screen: a board of
// the table kit (scenes/table) with the four continents, their spaces,
// soils and links, the pawns, the viewer's hand of pawn tiles, the bag and
// the player aid. The kit's shell runs it: polling the match, the prompt,
// the seats, the log, pass-the-device, undo, pause, the results, kiosk
// idle and play again.
//
// The board never decides anything. Path binds each legal move to the
// places that make it (a pawn of the hand, a continent, one or two
// spaces); an Oxygen that may go either side up makes two moves of one
// gesture, and the kit asks which. Animate plays each event the match
// reports (a pawn flies to its space, turns over, the fourth continent
// comes into play, the final check strikes out unmet needs) and keeps what
// the events changed since the last view (shown.go), which the board draws
// over that view until the next Sync; tests check it against each view
// that follows.
//
// The viewer's pawns are tiles of a scenes.Hand (handview.go): they fan
// out in the strip under the continents, lift under the pointer, are
// tapped to be chosen, held to be shown large with their need in words,
// and dragged onto a glowing space.
//
// Pieces are drawn once into cached images at the canvas scale (art.go,
// art_board.go), on the CPU, and drawn every frame without allocating.
package gods
