// Package sprites draws every image of Starboard in code: text through etxt
// with the Go fonts, palettes, vector shapes and gradients, the pieces of
// each title, and an animated starfield.
//
// Sizes are in device pixels unless a doc comment says otherwise. Images are
// rendered once at the size asked and kept; a Cache lets a screen ask for the
// same image every frame without drawing it again. Nothing here reads the
// clock: animations take a tick count from the caller.
package sprites
