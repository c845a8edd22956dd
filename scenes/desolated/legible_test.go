package desolated

import (
	"testing"

	dr "starboard/rules/desolated"
	"starboard/scenes/scenetest"
)

// TestLegible plays a three-seat game some moves in, as the legibility
// report does, and measures the board's texts and symbols at each size:
// none may be under scenetest.LegibleBar. With $STARBOARD_LEGIBLE_DUMP set it lists
// the small ones of every size, miniatures too, and fails on none.
func TestLegible(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	r := scenetest.BusyRig(t, scenetest.Game{Title: dr.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random"}}, 30)
	for _, sz := range scenetest.Sizes {
		marks := r.Audit(sz[0], sz[1])
		r.CheckLegible(marks, sz[0], sz[1], "desolated/")
	}
}
