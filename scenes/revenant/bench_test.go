package revenant

import (
	"testing"

	"starboard/match"
	rr "starboard/rules/revenant"
	"starboard/scenes/scenetest"
)

// midGame returns a rig at 1280x720 on a game of four people in round 2,
// the map full of ships, Voidborn and Frigates, waiting for the seat at the
// device to place a Crew figure.
func midGame(b *testing.B) *scenetest.Rig {
	g := scenetest.Game{Title: rr.Title, Table: New, Seed: 9, Players: []string{"human", "human", "human", "human"}}
	return scenetest.MidGame(b, g, func(m *match.Match) bool {
		return m.Prompt().Kind == "assign" && m.View(m.ToMove()).(*rr.State).Round() == 2
	})
}

// BenchmarkRootFrame measures a steady frame of round 2, the busiest
// table of Revenant (see scenetest.BenchFrames).
func BenchmarkRootFrame(b *testing.B) {
	scenetest.BenchFrames(b, midGame(b))
}
