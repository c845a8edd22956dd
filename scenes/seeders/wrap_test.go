package seeders

import (
	"strings"
	"testing"

	"starboard/match"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// A Spot that closes a row or column says so in words a newcomer reads,
// at 12 pixels or more at every size ("wraps to" over "Chamber 5", not
// "↔5"), and its tooltip names the Chamber at the far end.
func TestWrappingSpotsSayWhatTheyAre(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 5, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool { return m.Prompt().Kind == "place" })
	board := r.Table.(*Shell).Board().(*Table)
	wraps := -1
	for i, s := range board.lay.spots {
		if s.wraps {
			wraps = i
		}
	}
	if wraps < 0 {
		t.Fatal("no Spot closes a row at four seats")
	}
	if tip := board.describeSpot(wraps, 2, -1); !strings.Contains(tip, "far end") {
		t.Errorf("the tooltip of a Spot that wraps round says %q", tip)
	}
	for _, sz := range scenetest.Sizes {
		n := 0
		for _, mk := range r.Audit(sz[0], sz[1]) {
			if strings.HasPrefix(mk.Label, "↔") {
				t.Errorf("%dx%d: a Spot is labelled %q", sz[0], sz[1], mk.Label)
			}
			if strings.HasPrefix(mk.Label, "wraps") && strings.Contains(mk.Where, "draw.go") {
				n++
				if mk.Px < 12 {
					t.Errorf("%dx%d: %q is %.1f px high", sz[0], sz[1], mk.Label, mk.Px)
				}
			}
		}
		if n == 0 {
			t.Errorf("%dx%d: no Spot says it wraps", sz[0], sz[1])
		}
	}
}
