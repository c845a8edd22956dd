package seeders

import (
	"testing"

	"starboard/match"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// midGame returns a rig at 1280x720 on a game of four people in the
// Negotiation of game turn 2, the Wing full of cards and cubes, waiting
// for the seat at the device to place a Negotiator.
func midGame(b *testing.B) *scenetest.Rig {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 9, Players: []string{"human", "human", "human", "human"}, Choose: lively}
	return scenetest.MidGame(b, g, func(m *match.Match) bool {
		return m.Prompt().Kind == "place" && m.View(m.ToMove()).(*rs.State).Turn() == 2 && m.Moves() > 20
	})
}

// BenchmarkRootFrame measures a steady frame of the Negotiation, the
// busiest table of Seeders (see scenetest.BenchFrames).
func BenchmarkRootFrame(b *testing.B) {
	scenetest.BenchFrames(b, midGame(b))
}
