// Package scenes is everything Starboard shows: the root ebiten.Game, a
// stack of scenes that cross-fade when one changes to another, a logical
// canvas that scales to any window, and the widgets the screens share.
//
// A scene's Update returns its change (stay, push, pop, replace) as a
// value, so a test can drive a scene and read where it leads. Time is
// counted in ticks, except the kiosk's idle times, which are wall-clock
// durations read from the App's clock (App.IdleFor, KioskAttractIdle and
// the others) so that a loaded machine keeps them; tests fake the clock.
package scenes
