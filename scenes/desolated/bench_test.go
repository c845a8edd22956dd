package desolated

import (
	"testing"

	"starboard/match"
	dr "starboard/rules/desolated"
	"starboard/scenes/scenetest"
)

// midGame returns a rig on a game of three people at 1280x720, some sixty
// moves in, waiting for the seat at the device to choose an action, with
// the legal places lit.
func midGame(b *testing.B) *scenetest.Rig {
	g := scenetest.Game{Title: dr.Title, Table: New, Seed: 9, Players: []string{"human", "human", "human"}, Choose: greedyish}
	return scenetest.MidGame(b, g, func(m *match.Match) bool { return m.Moves() >= 60 && m.Prompt().Kind == "action" })
}

// BenchmarkRootFrame measures a whole steady frame of a mid-game table
// through the scene root (see scenetest.BenchFrames).
func BenchmarkRootFrame(b *testing.B) {
	scenetest.BenchFrames(b, midGame(b))
}
