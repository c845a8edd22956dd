//go:build race

package gods

// raceEnabled reports a -race build, where allocation counts mean nothing.
const raceEnabled = true
