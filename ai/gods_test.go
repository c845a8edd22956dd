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
