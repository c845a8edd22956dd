package table

import "testing"

// TestShownScoreNegative checks that the seat list shows a negative
// score as it is: -1 as -1, not 0.
func TestShownScoreNegative(t *testing.T) {
	for x, want := range map[float64]int{-3: -3, -1: -1, 0: 0, 2: 2, 1.6: 2, -0.4: 0, -2.6: -3} {
		if got := shownScore(x); got != want {
			t.Errorf("a score at %v shows %d, want %d", x, got, want)
		}
	}
}
