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

// midGame returns a four-seat game after n random moves.
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
	s := midGame(300)
	b.ReportAllocs()
	for b.Loop() {
		sink = s.Clone()
	}
}

func BenchmarkLegal(b *testing.B) {
	s := midGame(300)
	buf := make([]rules.Move, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Legal(buf[:0])
	}
}

func BenchmarkEvaluate(b *testing.B) {
	s := midGame(300)
	b.ReportAllocs()
	for b.Loop() {
		s.Evaluate(0)
	}
}
