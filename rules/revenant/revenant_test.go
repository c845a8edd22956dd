package revenant

import (
	"testing"

	"starboard/rules"
	"starboard/rules/rulestest"
)

func TestConformance(t *testing.T) {
	var setups []rules.Setup
	for seats := 1; seats <= 4; seats++ {
		setups = append(setups, rules.Setup{Seats: seats, Options: rules.Options{"automa": "medium"}})
	}
	setups = append(setups, rules.Setup{Seats: 1, Options: rules.Options{"automa": "easy"}}, rules.Setup{Seats: 1, Options: rules.Options{"automa": "hard"}})
	rulestest.Run(t, Title, rulestest.Config{Seed: 11, Games: 12, Setups: setups})
}

func FuzzRevenant(f *testing.F) {
	rulestest.Fuzz(f, Title, rulestest.DefaultSetups(Title)...)
}

func BenchmarkRandomGames(b *testing.B) {
	for _, seats := range []int{1, 2, 4} {
		b.Run(map[int]string{1: "solo", 2: "2seats", 4: "4seats"}[seats], func(b *testing.B) {
			rulestest.RandomGames(b, Title, rules.Setup{Seats: seats, Seed: 1, Options: rules.Options{"automa": "medium"}})
		})
	}
}

// BenchmarkEngine measures Clone, Legal, Evaluate and Determinize on a
// four-seat game after 150 random moves.
func BenchmarkEngine(b *testing.B) {
	rulestest.Engine(b, Title, rules.Setup{Seats: 4, Seed: 3}, 150)
}
