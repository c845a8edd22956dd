package revive

import (
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes/scenetest"
)

// midGame returns a rig at 1280x720 on a four-seat game some forty moves
// in, waiting for the seat at the device to take an action.
func midGame(b *testing.B) *scenetest.Rig {
	m := scenetest.NewMatch(b, rv.Title, 9, nil, "human", "human", "human", "human")
	rng := rules.NewRNG(9)
	for {
		v := m.View(m.ToMove()).(*rv.State)
		if _, acts, _ := v.Turn(); m.Prompt().Kind == "turn" && acts == 0 && m.Moves() > 40 {
			break
		}
		seat := m.ToMove()
		if err := m.Submit(seat, busy(&rng, m.Legal(seat))); err != nil {
			b.Fatal(err)
		}
	}
	return scenetest.ReadyRig(b, m, New(m))
}

// BenchmarkRootFrame measures a steady frame of a four-seat game in the
// middle of a turn (see scenetest.BenchFrames).
func BenchmarkRootFrame(b *testing.B) {
	scenetest.BenchFrames(b, midGame(b))
}
