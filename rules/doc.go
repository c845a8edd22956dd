// Package rules is the contract every Starboard title implements, and the
// small pieces they share: seats, moves, events, prompts, seeded randomness
// and the save format.
//
// A title is a [Title] descriptor whose New function builds a [Game]. A Game
// is a value-like state: it lists the legal moves for the seat that must
// decide next, applies one move at a time, and reports what happened as
// [Event] values, each with the seats allowed to see it. Anything outside a
// title sees a game only through [Game.View], which hides what the viewing
// seat cannot know; bots search over [Game.Determinize] samples of a view.
//
// A turn is a sequence of atomic decisions. Each decision answers the current
// [Prompt]; nothing the rules leave to a player is decided for them. Moves are
// small comparable values with one canonical text form, so logs, saves, the
// command line and tests all speak the same language.
//
// All randomness comes from the [RNG] inside a state, seeded at setup. No
// title uses the global generator, the wall clock, or map iteration order to
// decide an outcome.
package rules
