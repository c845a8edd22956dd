// Package scenes is everything Starboard shows: the root ebiten.Game, a
// stack of scenes that cross-fade when one changes to another, a logical
// canvas that scales to any window, and the widgets the screens share.
//
// A scene's Update returns its change (stay, push, pop, replace) as a
// value, so a test can drive a scene and read where it leads. Time is
// counted in ticks, never read from a clock.
package scenes
