package desolated

import (
	"testing"

	"starboard/rules"
	"starboard/rules/rulestest"
)

// allOn turns on every expansion and module.
func allOn() rules.Options {
	o := rules.Options{}
	for _, k := range OptionKeys {
		o[k] = "on"
	}
	return o
}

// setups are the default setups plus every option at once, at several
// table sizes.
func setups() []rules.Setup {
	return append(rulestest.DefaultSetups(Title),
		rules.Setup{Seats: 1, Options: allOn()}, rules.Setup{Seats: 2, Options: allOn()},
		rules.Setup{Seats: 4, Options: allOn()}, rules.Setup{Seats: 1, Options: rules.Options{"destruction": "on", "technology": "on"}})
}

func TestConformance(t *testing.T) {
	rulestest.Run(t, Title, rulestest.Config{Seed: 17, Setups: setups(), Games: 34})
}

func FuzzDesolated(f *testing.F) {
	rulestest.Fuzz(f, Title, setups()...)
}

func BenchmarkRandomGames4(b *testing.B) {
	rulestest.RandomGames(b, Title, rules.Setup{Seats: 4, Seed: 1})
}

func BenchmarkRandomGames(b *testing.B) {
	for _, seats := range []int{1, 2, 6} {
		b.Run(map[int]string{1: "solo", 2: "2seats", 6: "6seats"}[seats], func(b *testing.B) {
			rulestest.RandomGames(b, Title, rules.Setup{Seats: seats, Seed: 1})
		})
	}
	b.Run("4seats-all-options", func(b *testing.B) {
		rulestest.RandomGames(b, Title, rules.Setup{Seats: 4, Seed: 1, Options: allOn()})
	})
}

// BenchmarkEngine measures Clone, Legal, Evaluate and Determinize on a
// four-seat game after 200 random moves.
func BenchmarkEngine(b *testing.B) {
	rulestest.Engine(b, Title, rules.Setup{Seats: 4, Seed: 3}, 200)
}
