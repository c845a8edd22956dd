package revive

import (
	"reflect"
	"slices"
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

// TestCopyFromIsAClone checks, along random games, that a state of
// another game made a copy of the game (CopyFrom) is what a clone of it
// is, and plays on as the clone does.
func TestCopyFromIsAClone(t *testing.T) {
	scratch := New(rules.Setup{Seats: 4, Seed: 99})
	for g := range 8 {
		s := New(rules.Setup{Seats: 1 + g%4, Seed: uint64(g)})
		rng := rules.NewRNG(uint64(g))
		var buf []rules.Move
		for step := 0; !s.Over(); step++ {
			buf = s.Legal(buf[:0])
			m := buf[rng.IntN(len(buf))]
			clone := s.Clone().(*State)
			if !scratch.CopyFrom(s) {
				t.Fatal("CopyFrom refused a state")
			}
			copied := *scratch
			copied.events = nil
			if !reflect.DeepEqual(&copied, clone) {
				t.Fatalf("game %d, step %d: the copy differs from the clone", g, step)
			}
			want, err := clone.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			got, err := scratch.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want) || scratch.String() != clone.String() {
				t.Fatalf("game %d, step %d: %s plays otherwise on the copy", g, step, s.MoveText(m))
			}
			if _, err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if scratch.CopyFrom(nil) {
		t.Error("CopyFrom took a game that is no *State")
	}
}
