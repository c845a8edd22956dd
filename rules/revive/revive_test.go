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
