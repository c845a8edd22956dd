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

// MidGame returns a game of title started from setup after up to moves
// random moves (fewer if it ends first), each picked uniformly among the
// legal ones by a rules.RNG drawn from the setup's seed.
func MidGame(tb testing.TB, title rules.Title, setup rules.Setup, moves int) rules.Game {
	tb.Helper()
	g, err := title.New(setup)
	if err != nil {
		tb.Fatalf("New(%+v): %v", setup, err)
	}
	rng := rules.NewRNG(mix(setup.Seed, 0x3d61))
	buf := make([]rules.Move, 0, 512)
	for i := 0; i < moves && !g.Over(); i++ {
		buf = g.Legal(buf[:0])
		m := buf[rng.IntN(len(buf))]
		if _, err := g.Apply(m); err != nil {
			tb.Fatalf("move %d: Apply(%q) refused a legal move: %v", i+1, g.MoveText(m), err)
		}
	}
	return g
}

// engineSink keeps the benchmarked results alive.
var engineSink struct {
	game  rules.Game
	moves []rules.Move
	value float64
}

// Engine measures the pieces a search leans on, on a game of title after
// moves random moves (MidGame): Clone, Legal, Evaluate for the seat to
// act, and Determinize of that seat's view. Each is a sub-benchmark with
// its allocations.
//
//	func BenchmarkEngine(b *testing.B) {
//		rulestest.Engine(b, toy.Title, rules.Setup{Seats: 4, Seed: 3}, 100)
//	}
func Engine(b *testing.B, title rules.Title, setup rules.Setup, moves int) {
	g := MidGame(b, title, setup, moves)
	seat := g.ToMove()
	b.Run("Clone", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			engineSink.game = g.Clone()
		}
	})
	b.Run("Legal", func(b *testing.B) {
		buf := make([]rules.Move, 0, 512)
		b.ReportAllocs()
		for b.Loop() {
			buf = g.Legal(buf[:0])
		}
		engineSink.moves = buf
	})
	b.Run("Evaluate", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			engineSink.value = g.Evaluate(seat)
		}
	})
	b.Run("Determinize", func(b *testing.B) {
		view := g.View(seat)
		rng := rules.NewRNG(1)
		b.ReportAllocs()
		for b.Loop() {
			d := view.Clone()
			d.Determinize(seat, &rng)
			engineSink.game = d
		}
	})
}
