//go:build !race

package gods

const raceEnabled = false
