package ai

import (
	"testing"

	"starboard/rules"
	"starboard/rules/gods"
)

func newGods(t testing.TB, seats int, seed uint64) rules.Game {
	t.Helper()
	g, err := gods.Title.New(rules.Setup{Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestGodsGamesWithLegalMoves(t *testing.T) {
	for name, c := range testConfigs() {
		t.Run(name, func(t *testing.T) {
			for seats := 2; seats <= 4; seats += 2 {
				if n := playChecked(t, newGods(t, seats, uint64(seats)), c, 1); n == 0 {
					t.Errorf("%d seats: game ended after 0 moves", seats)
				}
			}
		})
	}
}

func TestSharedRewardSearchesTheSame(t *testing.T) {
	// In a cooperative title every seat's reward is the same, so evaluating
	// once per iteration must not change the search.
	g := newGods(t, 4, 3)
	picker := New(Random, 1)
	for i := 0; i < 40 && !g.Over(); i++ {
		view := g.View(g.ToMove())
		c := Config{Kind: ISMCTS, Iterations: 200}
		perSeat := NewWithConfig(c, 5).Choose(view)
		c.SharedReward = true
		shared := NewWithConfig(c, 5).Choose(view)
		if perSeat != shared {
			t.Fatalf("decision %d: chose %q per seat, %q with a shared reward", i+1, view.MoveText(perSeat), view.MoveText(shared))
		}
		if _, err := g.Apply(picker.Choose(view)); err != nil {
			t.Fatal(err)
		}
	}
	if got := Normal.ConfigFor(gods.Title); !got.SharedReward {
		t.Errorf("Normal.ConfigFor(gods.Title).SharedReward = false, want true")
	}
}

func TestTreeDepthOneKeepsOnlyRootMoves(t *testing.T) {
	g := newGods(t, 4, 7)
	picker := New(Random, 1)
	for i := 0; i < 20; i++ {
		if _, err := g.Apply(picker.Choose(g.View(g.ToMove()))); err != nil {
			t.Fatal(err)
		}
	}
	for _, depth := range []int{1, 0} {
		c := Config{Kind: ISMCTS, Iterations: 300, RolloutDepth: 5, TreeDepth: depth}
		s := NewWithConfig(c, 3).Think(g.View(g.ToMove()))
		if s.Done() {
			t.Fatal("the position offers no choice: the test shows nothing")
		}
		for range 300 {
			s.iterate()
		}
		rootChildren := 0
		for ch := s.tree.nodes[0].firstChild; ch >= 0; ch = s.tree.nodes[ch].nextSibling {
			rootChildren++
		}
		deeper := len(s.tree.nodes) - 1 - rootChildren
		if depth == 1 && deeper != 0 {
			t.Errorf("TreeDepth 1: %d nodes below the root's children, want none", deeper)
		}
		if depth == 0 && deeper == 0 {
			t.Errorf("no TreeDepth: the tree never grew below the root's children")
		}
	}
}
