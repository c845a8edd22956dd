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

// midGame returns a 4-seat game after n random moves.
func midGame(n int) *State {
	s := New(rules.Setup{Seats: 4, Seed: 3, Options: rules.Options{"faces": "easy", "oxygen": "0"}})
	rng := rules.NewRNG(5)
	var buf [256]rules.Move
	for i := 0; i < n && !s.Over(); i++ {
		legal := s.Legal(buf[:0])
		s.Apply(legal[rng.IntN(len(legal))])
	}
	return s
}

var sink rules.Game

func BenchmarkClone(b *testing.B) {
	s := midGame(40)
	b.ReportAllocs()
	for b.Loop() {
		sink = s.Clone()
	}
}

func BenchmarkLegal(b *testing.B) {
	s := midGame(40)
	buf := make([]rules.Move, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Legal(buf[:0])
	}
}

func BenchmarkDeterminize(b *testing.B) {
	v := midGame(40).View(1)
	rng := rules.NewRNG(1)
	b.ReportAllocs()
	for b.Loop() {
		d := v.Clone()
		d.Determinize(1, &rng)
	}
}
