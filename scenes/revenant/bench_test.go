package revenant

import (
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes/scenetest"
)

// midGame returns a rig at 1280x720 on a game of four people in round 2,
// the map full of ships, Voidborn and Frigates, waiting for the seat at the
// device to place a Crew figure.
func midGame(b *testing.B) *scenetest.Rig {
	m := scenetest.NewMatch(b, rr.Title, 9, nil, "human", "human", "human", "human")
	rng := rules.NewRNG(9)
	for {
		v := m.View(m.ToMove()).(*rr.State)
		if m.Prompt().Kind == "assign" && v.Round() == 2 {
			break
		}
		seat := m.ToMove()
		legal := m.Legal(seat)
		if err := m.Submit(seat, legal[rng.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	return scenetest.ReadyRig(b, m, New(m))
}

// BenchmarkRootFrame measures a steady frame of round 2, the busiest
// table of Revenant (see scenetest.BenchFrames).
func BenchmarkRootFrame(b *testing.B) {
	scenetest.BenchFrames(b, midGame(b))
}
