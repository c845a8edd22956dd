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
