package ai

import (
	"testing"

	"starboard/rules"
	"starboard/rules/toy"
)

func newToy(t testing.TB, seats int, seed uint64) rules.Game {
	t.Helper()
	g, err := toy.Title.New(rules.Setup{Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestToyGamesWithLegalMoves(t *testing.T) {
	for name, c := range testConfigs() {
		t.Run(name, func(t *testing.T) {
			for seats := 2; seats <= 4; seats++ {
				for seed := uint64(1); seed <= 2; seed++ {
					if n := playChecked(t, newToy(t, seats, seed), c, seed); n == 0 {
						t.Errorf("%d seats, seed %d: game ended after 0 moves", seats, seed)
					}
				}
			}
		})
	}
}

func TestToyPlayGameEveryLevel(t *testing.T) {
	for _, l := range Levels() {
		g := newToy(t, 3, 5)
		if err := PlayGame(g, []*Bot{newQuick(l, 1), newQuick(l, 2), newQuick(l, 3)}); err != nil {
			t.Fatalf("%v: PlayGame = %v", l, err)
		}
		if !g.Over() || g.Winners() == 0 {
			t.Errorf("%v: after PlayGame Over() = %v, Winners() = %b", l, g.Over(), g.Winners())
		}
	}
}

func TestToyDeterministic(t *testing.T) {
	for name, c := range testConfigs() {
		g := newToy(t, 4, 3)
		for !g.Over() {
			view := g.View(g.ToMove())
			a := NewWithConfig(c, 42).Choose(view)
			b := NewWithConfig(c, 42).Choose(view.Clone())
			if a != b {
				t.Fatalf("%s: one seed chose %q, then %q", name, g.MoveText(a), g.MoveText(b))
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func BenchmarkISMCTSToy(b *testing.B) {
	benchmarkISMCTS(b, newToy(b, 4, 1).View(0), Config{Kind: ISMCTS, Iterations: 1000})
}

func BenchmarkGreedyToy(b *testing.B) {
	benchmarkDecisions(b, newToy(b, 4, 1).View(0), Easy.Config())
}
