package rulestest

import (
	"testing"

	"starboard/rules"
)

// RandomGames measures full random games of title: each game starts from
// setup with its own seed, and every move is picked uniformly among the
// legal ones by a rules.RNG, with one move buffer reused throughout. It
// reports games/s and moves/game besides the time per game.
//
//	func BenchmarkRandomGames(b *testing.B) {
//		rulestest.RandomGames(b, toy.Title, rules.Setup{Seats: 4})
//	}
func RandomGames(b *testing.B, title rules.Title, setup rules.Setup) {
	b.Helper()
	const maxMoves = 100000
	rng := rules.NewRNG(mix(setup.Seed, 0xbe7c4))
	buf := make([]rules.Move, 0, 256)
	games, moves := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		s := setup
		s.Seed = mix(setup.Seed, uint64(games))
		g, err := title.New(s)
		if err != nil {
			b.Fatalf("New(%+v): %v", s, err)
		}
		for n := 0; !g.Over(); n++ {
			if n == maxMoves {
				b.Fatalf("seed %d: the game did not end within %d moves", s.Seed, maxMoves)
			}
			buf = g.Legal(buf[:0])
			if len(buf) == 0 {
				b.Fatalf("seed %d, move %d: the game is not over, yet Legal returns no move", s.Seed, n+1)
			}
			m := buf[rng.IntN(len(buf))]
			if _, err := g.Apply(m); err != nil {
				b.Fatalf("seed %d, move %d: Apply(%q) refused a legal move: %v", s.Seed, n+1, g.MoveText(m), err)
			}
			moves++
		}
		games++
	}
	if sec := b.Elapsed().Seconds(); sec > 0 {
		b.ReportMetric(float64(games)/sec, "games/s")
	}
	b.ReportMetric(float64(moves)/float64(max(games, 1)), "moves/game")
}
