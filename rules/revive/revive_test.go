package revive

import (
	"testing"

	"starboard/rules"
	"starboard/rules/rulestest"
)

func TestConformance(t *testing.T) {
	rulestest.Run(t, Title, rulestest.Config{Seed: 12, Games: 24})
}

func FuzzRevive(f *testing.F) { rulestest.Fuzz(f, Title) }

func BenchmarkRandomGames(b *testing.B) {
	for _, seats := range []int{1, 2, 4} {
		b.Run(map[int]string{1: "1seat", 2: "2seats", 4: "4seats"}[seats], func(b *testing.B) {
			rulestest.RandomGames(b, Title, rules.Setup{Seats: seats, Seed: 1})
		})
	}
}

// BenchmarkEngine measures Clone, Legal, Evaluate and Determinize on a
// four-seat game after 300 random moves.
func BenchmarkEngine(b *testing.B) {
	rulestest.Engine(b, Title, rules.Setup{Seats: 4, Seed: 3}, 300)
}

// The screen's accessors read the content and the view consistently.
func TestScreenAccessors(t *testing.T) {
	s := New(rules.Setup{Seats: 2, Seed: 4})
	if f, sp := s.Turning(); f != -1 || sp != nil {
		t.Errorf("a tile waits to be turned at the start: %d %v", f, sp)
	}
	if ResourceCap(Crystal) != 3 || ResourceName(Gear) != "gear" {
		t.Errorf("resource caps or names are wrong")
	}
	if SlotShows(4) != 2 || SlotShows(0) != 0 || SlotShows(2) != 1 {
		t.Errorf("the slots show the wrong halves")
	}
	if !s.TechAvailable(0, 0) || s.TechAvailable(0, 3) {
		t.Errorf("the first meeple may be any of the bottom row, none above")
	}
	if s.Distance(0, int(chasmHex)) != 0 {
		t.Errorf("the chasm is not the start before any piece")
	}
	s.seat[0].res = [numRes]int8{2, 2, 2, 2} // the area costs two or three
	for _, m := range s.Legal(nil) {
		if m.Kind == MoveExplore {
			next := s.Clone().(*State)
			next.Apply(m)
			for next.Prompt().Kind == "citizen" {
				next.Apply(next.Legal(nil)[0])
			}
			f, sp := next.Turning()
			if f != int(m.A) || len(sp) != len(FootprintSpaces(f)) {
				t.Errorf("after exploring f%d the tile waiting is f%d with %d spaces", m.A, f, len(sp))
			}
			return
		}
	}
	t.Error("no exploration is legal at the start")
}

func TestHibernationSpaces(t *testing.T) {
	if HibernationSpaces != len(hibernationRewards) {
		t.Errorf("HibernationSpaces is %d, the track has %d spaces", HibernationSpaces, len(hibernationRewards))
	}
}
