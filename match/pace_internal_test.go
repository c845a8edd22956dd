package match

import (
	"testing"
	"time"

	"starboard/rules"
)

// TestAFollowUpMoveWaitsAThirdOfThePace: a bot's move right after its own
// waits a third of the pace, so a turn of several steps reads as one; the
// first move of a seat's turn waits the whole pace.
func TestAFollowUpMoveWaitsAThirdOfThePace(t *testing.T) {
	m := &Match{pace: 900 * time.Millisecond}
	if got := m.paceLocked(1); got != m.pace {
		t.Errorf("the first move of the game waits %v, want the pace %v", got, m.pace)
	}
	m.history = []step{{seat: 0}, {seat: 1}}
	if got := m.paceLocked(1); got != 300*time.Millisecond {
		t.Errorf("seat 2's move after its own waits %v, want a third of the pace", got)
	}
	if got := m.paceLocked(rules.Seat(0)); got != m.pace {
		t.Errorf("seat 1's move after seat 2's waits %v, want the whole pace", got)
	}
}
