package rulestest

import (
	"testing"

	"starboard/rules"
)

// FindMove plays random games of title until want accepts a legal move of
// the position reached, and returns that position and move. Game n (1 to
// games) is set up by setup(n) and its moves drawn from a generator seeded
// with n, so a find is the same at every run. The test fails when no game
// offers such a move. Rules tests check a clause so on a position that
// play reaches, rather than one built by hand.
func FindMove(t testing.TB, title rules.Title, games int, setup func(n uint64) rules.Setup, want func(g rules.Game, m rules.Move) bool) (rules.Game, rules.Move) {
	t.Helper()
	for n := uint64(1); n <= uint64(games); n++ {
		g, err := title.New(setup(n))
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(n)
		for moves := 0; !g.Over() && moves < findMovesCap; moves++ {
			legal := g.Legal(nil)
			for _, m := range legal {
				if want(g, m) {
					return g, m
				}
			}
			if _, err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatalf("%s: no such move in %d random games", title.Slug, games)
	return nil, rules.Move{}
}

// findMovesCap bounds a game FindMove plays: a guard of the test, far
// beyond the length of any title's random game.
const findMovesCap = 5000
