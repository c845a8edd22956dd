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

// midGame returns a 4-seat game after n random moves.
func midGame(n int) *State {
	s := New(rules.Setup{Seats: 4, Seed: 3, Options: rules.Options{"expert": "off", "draft": "off"}})
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
	s := midGame(150)
	b.ReportAllocs()
	for b.Loop() {
		sink = s.Clone()
	}
}

func BenchmarkLegal(b *testing.B) {
	s := midGame(150)
	buf := make([]rules.Move, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Legal(buf[:0])
	}
}

func BenchmarkEvaluate(b *testing.B) {
	s := midGame(150)
	b.ReportAllocs()
	for b.Loop() {
		s.Evaluate(0)
	}
}
