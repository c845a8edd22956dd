package ai

import (
	"fmt"
	"os"
	"testing"

	"starboard/rules/gods"
)

func TestZZDebugGame(t *testing.T) {
	if os.Getenv("AI_DEBUG") == "" {
		t.Skip()
	}
	g := newGods(t, 4, 3)
	c := Config{Kind: ISMCTS, Iterations: 10000, SharedReward: true}
	bots := []*Bot{NewWithConfig(c, 1), NewWithConfig(c, 2), NewWithConfig(c, 3), NewWithConfig(c, 4)}
	for !g.Over() {
		seat := g.ToMove()
		view := g.View(seat)
		s := bots[seat].Think(view)
		for !s.Step() {
		}
		m := s.Best()
		ev, _ := g.Apply(m)
		fmt.Printf("%s: %s  [eval %.3f]\n", seat, g.MoveText(m), g.Evaluate(0))
		for _, e := range ev {
			fmt.Println("    ", g.EventText(e))
		}
	}
	fmt.Println(g)
	for _, l := range g.Breakdown(0) {
		fmt.Println(l.Label, l.Points)
	}
	_ = gods.Title
}
