package seeders

import (
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// midGame returns a rig at 1280x720 on a game of four people in the
// Negotiation of game turn 2, the Wing full of cards and cubes, waiting
// for the seat at the device to place a Negotiator.
func midGame(b *testing.B) *scenetest.Rig {
	m := scenetest.NewMatch(b, rs.Title, 9, nil, "human", "human", "human", "human")
	rng := rules.NewRNG(9)
	for {
		v := m.View(m.ToMove()).(*rs.State)
		if m.Prompt().Kind == "place" && v.Turn() == 2 && m.Moves() > 20 {
			break
		}
		seat := m.ToMove()
		if err := m.Submit(seat, lively(&rng, m.Legal(seat))); err != nil {
			b.Fatal(err)
		}
	}
	return scenetest.ReadyRig(b, m, New(m))
}

// BenchmarkRootFrame measures a steady frame of the Negotiation, the
// busiest table of Seeders (see scenetest.BenchFrames).
func BenchmarkRootFrame(b *testing.B) {
	scenetest.BenchFrames(b, midGame(b))
}
