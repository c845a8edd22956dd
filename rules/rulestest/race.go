//go:build race

package rulestest

// raceEnabled reports whether the race detector is on; it makes
// allocation counts meaningless.
const raceEnabled = true
