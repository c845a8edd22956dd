// Package sprites draws what every title's images share, in code: text
// through etxt with the Go fonts, the seat palette and badges, vector
// shapes, gradients, glows and shadows, a drawing kit for icons (Pen,
// Glyph, Curve, Noise), the image cache, and an animated starfield. Each
// title's own pieces live in sprites/<slug> and read the title's rules
// directly; this package imports no title.
//
// Sizes are in device pixels unless a doc comment says otherwise. Images are
// rendered once at the size asked and kept; a Cache lets a screen ask for the
// same image every frame without drawing it again. Nothing here reads the
// clock: animations take a tick count from the caller.
package sprites
