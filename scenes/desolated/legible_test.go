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
	m := scenetest.NewMatch(t, dr.Title, 11, nil, "human", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8
	r.PlayRandom(11, 30)
	for _, sz := range scenetest.Sizes {
		marks := r.Audit(sz[0], sz[1])
		r.CheckLegible(marks, sz[0], sz[1], "desolated/")
	}
}
