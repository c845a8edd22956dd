package revive

import (
	"testing"

	"starboard/rules"
)

// TestDistancesKept checks, along random games, that the distances kept
// up to date move by move equal distances computed from scratch.
func TestDistancesKept(t *testing.T) {
	for g := range 12 {
		s := New(rules.Setup{Seats: 1 + g%4, Seed: uint64(g)})
		rng := rules.NewRNG(uint64(g))
		var buf []rules.Move
		for step := 0; !s.Over(); step++ {
			for p := range s.seats {
				var d [maxHexes]int8
				s.distances(p, &d)
				if d != s.dist[p] {
					t.Fatalf("game %d, step %d: seat %d's kept distances differ from fresh ones", g, step, p)
				}
			}
			buf = s.Legal(buf[:0])
			if _, err := s.Apply(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestOwnedCardsKept checks, along random games, that each seat's owned
// cards are the cards whose owner it is.
func TestOwnedCardsKept(t *testing.T) {
	for g := range 12 {
		s := New(rules.Setup{Seats: 1 + g%4, Seed: uint64(g)})
		rng := rules.NewRNG(uint64(g))
		var buf []rules.Move
		for step := 0; !s.Over(); step++ {
			var owned [4]uint64
			for c, p := range s.cardOwner {
				if p >= 0 {
					owned[p] |= 1 << uint(c)
				}
			}
			if owned != s.owned {
				t.Fatalf("game %d, step %d: owned cards %x, owners say %x", g, step, s.owned, owned)
			}
			buf = s.Legal(buf[:0])
			if _, err := s.Apply(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
