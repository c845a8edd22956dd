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

// midGame returns a 4-seat game after n random moves.
func midGame(n int) *State {
	s := New(rules.Setup{Seats: 4, Seed: 3})
	rng := rules.NewRNG(5)
	var buf [512]rules.Move
	for i := 0; i < n && !s.Over(); i++ {
		legal := s.Legal(buf[:0])
		s.Apply(legal[rng.IntN(len(legal))])
	}
	return s
}

var sink rules.Game

func BenchmarkClone(b *testing.B) {
	s := midGame(200)
	b.ReportAllocs()
	for b.Loop() {
		sink = s.Clone()
	}
}

func BenchmarkLegal(b *testing.B) {
	s := midGame(200)
	buf := make([]rules.Move, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Legal(buf[:0])
	}
}

func BenchmarkDeterminize(b *testing.B) {
	v := midGame(200).View(1)
	rng := rules.NewRNG(1)
	b.ReportAllocs()
	for b.Loop() {
		d := v.Clone()
		d.Determinize(1, &rng)
	}
}
