//go:build race

package sprites

// raceEnabled reports a -race build, where the race detector's
// instrumentation allocates and allocation counts mean nothing.
const raceEnabled = true
