package gods

import "testing"

// TestLogWordsSpacesByContinent: the log names continents, not the command
// line's space codes.
func TestLogWordsSpacesByContinent(t *testing.T) {
	for in, want := range map[string]string{
		"seat 1 places a Water pawn face down on B4":            "seat 1 places a Water pawn face down on continent B",
		"seat 2 places an Oxygen pawn need side up on Aw":       "seat 2 places an Oxygen pawn need side up on the white space of continent A",
		"seat 1 moves the pawn on A1 to D5":                     "seat 1 moves the pawn on continent A to continent D",
		"seat 3 draws a Plant pawn into slot 2 (it needs Clay)": "seat 3 draws a Plant pawn into slot 2: it needs Clay",
	} {
		if got := plainLog(in); got != want {
			t.Errorf("plainLog(%q) = %q, want %q", in, got, want)
		}
	}
}
