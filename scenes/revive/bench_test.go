package revive

import (
	"testing"

	"starboard/match"
	rv "starboard/rules/revive"
	"starboard/scenes/scenetest"
)

// midGame returns a rig at 1280x720 on a four-seat game some forty moves
// in, waiting for the seat at the device to take an action.
func midGame(b *testing.B) *scenetest.Rig {
	g := scenetest.Game{Title: rv.Title, Table: New, Seed: 9, Players: []string{"human", "human", "human", "human"}, Choose: busy}
	return scenetest.MidGame(b, g, func(m *match.Match) bool {
		_, acts, _ := m.View(m.ToMove()).(*rv.State).Turn()
		return m.Prompt().Kind == "turn" && acts == 0 && m.Moves() > 40
	})
}

// BenchmarkRootFrame measures a steady frame of a four-seat game in the
// middle of a turn (see scenetest.BenchFrames).
func BenchmarkRootFrame(b *testing.B) {
	scenetest.BenchFrames(b, midGame(b))
}
