package table

import (
	"testing"

	"starboard/rules"
)

// TestShownScoreNegative checks that the seat list shows a negative
// score as it is: -1 as -1, not 0.
func TestShownScoreNegative(t *testing.T) {
	for x, want := range map[float64]int{-3: -3, -1: -1, 0: 0, 2: 2, 1.6: 2, -0.4: 0, -2.6: -3} {
		if got := shownScore(x); got != want {
			t.Errorf("a score at %v shows %d, want %d", x, got, want)
		}
	}
}

// TestHeadlineSaysTheLevel: a breakdown line of no points that the
// headline already says (the level reached) is left out of the results,
// where its 0 read like a score missing; a line with points never is.
func TestHeadlineSaysTheLevel(t *testing.T) {
	for _, tc := range []struct {
		head string
		line rules.ScoreLine
		want bool
	}{
		{"A perfect world: you are Gods!", rules.ScoreLine{Label: "Level: Gods", Points: 0}, true},
		{"The planet is complete: Demi-gods", rules.ScoreLine{Label: "Level: Demi-gods", Points: 0}, true},
		{"The planet is complete: Demi-gods", rules.ScoreLine{Label: "Level: Gods", Points: 0}, false},
		{"Final score: 5 points", rules.ScoreLine{Label: "Oxygen placed element side up", Points: 0}, false},
		{"A perfect world: you are Gods!", rules.ScoreLine{Label: "Bonus: Gods", Points: 3}, false},
	} {
		if got := headlineSays(tc.head, tc.line); got != tc.want {
			t.Errorf("headlineSays(%q, %+v) = %v, want %v", tc.head, tc.line, got, tc.want)
		}
	}
}
