package gods

import (
	"testing"

	"starboard/rules"
	"starboard/rules/rulestest"
)

func TestConformance(t *testing.T) {
	rulestest.Run(t, Title, rulestest.Config{Seed: 11})
}

func FuzzGods(f *testing.F) {
	rulestest.Fuzz(f, Title, rulestest.DefaultSetups(Title)...)
}

func BenchmarkRandomGames(b *testing.B) {
	for _, seats := range []int{2, 4} {
		b.Run(map[int]string{2: "2seats", 4: "4seats"}[seats], func(b *testing.B) {
			rulestest.RandomGames(b, Title, rules.Setup{Seats: seats, Seed: 1, Options: rules.Options{"faces": "easy", "oxygen": "0"}})
		})
	}
}

// BenchmarkEngine measures Clone, Legal, Evaluate and Determinize on a
// four-seat game after 40 random moves.
func BenchmarkEngine(b *testing.B) {
	rulestest.Engine(b, Title, rules.Setup{Seats: 4, Seed: 3, Options: rules.Options{"faces": "easy", "oxygen": "0"}}, 40)
}
