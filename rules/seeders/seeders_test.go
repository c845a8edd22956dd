package seeders

import (
	"testing"

	"starboard/rules"
	"starboard/rules/rulestest"
)

func TestConformance(t *testing.T) {
	var setups []rules.Setup
	for seats := 2; seats <= 4; seats++ {
		for _, o := range []rules.Options{
			{"expert": "off", "draft": "off"}, {"expert": "on", "draft": "off"},
			{"expert": "off", "draft": "on"}, {"expert": "on", "draft": "on"},
		} {
			setups = append(setups, rules.Setup{Seats: seats, Options: o})
		}
	}
	rulestest.Run(t, Title, rulestest.Config{Seed: 10, Games: 24, Setups: setups})
}

func FuzzSeeders(f *testing.F) {
	rulestest.Fuzz(f, Title, rulestest.DefaultSetups(Title)...)
}

func BenchmarkRandomGames(b *testing.B) {
	for _, seats := range []int{2, 4} {
		b.Run(map[int]string{2: "2seats", 4: "4seats"}[seats], func(b *testing.B) {
			rulestest.RandomGames(b, Title, rules.Setup{Seats: seats, Seed: 1, Options: rules.Options{"expert": "off"}})
		})
	}
}

// BenchmarkEngine measures Clone, Legal, Evaluate and Determinize on a
// four-seat game after 150 random moves.
func BenchmarkEngine(b *testing.B) {
	rulestest.Engine(b, Title, rules.Setup{Seats: 4, Seed: 3}, 150)
}

// TestEvaluateNoStall: however long a seat has been moving Crews round,
// and however many moves it made this turn, ending its turn keeps a
// better value than one more move that changes nothing, so that a bot
// never loops. (A hard bot once moved Crews 334 times in a Prestige phase
// once every value, passing included, had fallen to 0.)
func TestEvaluateNoStall(t *testing.T) {
	sc := newScene(t, 2, 26, nil)
	sc.clearHands()
	s := sc.s
	a := sc.ark(0, "Habitat Ring", 0, -1)
	b := sc.ark(0, "Habitat Ring", 1, -1)
	c := sc.ark(0, "Envoy", 0, a)
	sc.ark(0, "Envoy", 1, a)
	x := sc.ark(1, "Habitat Ring", 2, -1)
	sc.ark(1, "Habitat Ring", 3, -1)
	sc.ark(1, "Envoy", 2, x)
	sc.integrating(1)
	sc.play("pass")
	sc.wantPrompt(0, "reorder")
	for _, spell := range []int16{0, 5, 50, 500} {
		s.run[0], s.made[0] = spell, 2*spell
		stall, done := s.Clone().(*State), s.Clone().(*State)
		if _, err := stall.Apply(mv(mvMoveCrew, c, b, -1, -1)); err != nil {
			t.Fatal(err)
		}
		if _, err := stall.Apply(mv(mvMoveCrew, c, a, -1, -1)); err != nil {
			t.Fatal(err)
		}
		if _, err := done.Apply(mv(mvPass, -1, -1, -1, -1)); err != nil {
			t.Fatal(err)
		}
		if vs, vd := stall.Evaluate(0), done.Evaluate(0); !(vs < vd) {
			t.Errorf("after a spell of %d moves: moving a Crew there and back is worth %v, passing %v; want less", spell, vs, vd)
		}
	}
}

// Spot and Discard read one entry of what Spots and Discards list, at
// every point of a random game.
func TestSingleReadsAgreeWithLists(t *testing.T) {
	for _, seats := range []int{2, 3, 4} {
		s := New(rules.Setup{Seats: seats, Seed: 7})
		rng := rules.NewRNG(7)
		for !s.Over() {
			spots, discards := s.Spots(), s.Discards()
			if s.SpotCount() != len(spots) || s.DiscardCount() != len(discards) {
				t.Fatalf("%d seats: counts %d and %d, lists of %d and %d", seats, s.SpotCount(), s.DiscardCount(), len(spots), len(discards))
			}
			for i := range spots {
				if s.Spot(i) != spots[i] {
					t.Fatalf("%d seats: Spot(%d) = %v, Spots lists %v", seats, i, s.Spot(i), spots[i])
				}
			}
			for i := range discards {
				if s.Discard(i) != discards[i] {
					t.Fatalf("%d seats: Discard(%d) = %d, Discards lists %d", seats, i, s.Discard(i), discards[i])
				}
			}
			legal := s.Legal(nil)
			if _, err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
