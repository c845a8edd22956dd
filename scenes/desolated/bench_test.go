package desolated

import (
	"testing"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes/scenetest"
)

// midGame returns a rig on a game of three people at 1280x720, some sixty
// moves in, waiting for the seat at the device to choose an action, with
// the legal places lit.
func midGame(b *testing.B) *scenetest.Rig {
	m := scenetest.NewMatch(b, dr.Title, 9, nil, "human", "human", "human")
	rng := rules.NewRNG(9)
	for m.Moves() < 60 || m.Prompt().Kind != "action" {
		seat := m.ToMove()
		legal := m.Legal(seat)
		mv := greedyish(&rng, legal)
		if err := m.Submit(seat, mv); err != nil {
			b.Fatal(err)
		}
	}
	return scenetest.ReadyRig(b, m, New(m))
}

// BenchmarkRootFrame measures a whole steady frame of a mid-game table
// through the scene root (see scenetest.BenchFrames).
func BenchmarkRootFrame(b *testing.B) {
	scenetest.BenchFrames(b, midGame(b))
}
