package gods

import (
	"testing"

	"starboard/rules"
)

// BenchmarkSightedGreedy measures Evaluate as a guide to play: four seats
// that see every pawn (no bot does; this is a measuring device) each make
// the move with the best Evaluate one ply ahead, over seeded games on easy
// faces, seeds 1, 2, 3 and so on. It reports the mean team score, the
// score the greedy rollouts of the search levels reach in a sample where
// everything is known. Run it with a fixed count of games:
//
//	go test ./rules/gods -run '^$' -bench SightedGreedy -benchtime 2000x
func BenchmarkSightedGreedy(b *testing.B) {
	games, total := 0, 0
	var legal []rules.Move
	for b.Loop() {
		games++
		g := New(rules.Setup{Seats: 4, Seed: uint64(games), Options: rules.Options{"faces": "easy", "oxygen": "0"}})
		for !g.Over() {
			seat := g.ToMove()
			legal = g.Legal(legal[:0])
			best, bestValue := legal[0], -1.0
			for _, m := range legal {
				after := g.Clone()
				if _, err := after.Apply(m); err != nil {
					b.Fatal(err)
				}
				v := after.Evaluate(seat)
				if after.Over() {
					v = after.Utility(seat)
				}
				if v > bestValue {
					best, bestValue = m, v
				}
			}
			if _, err := g.Apply(best); err != nil {
				b.Fatal(err)
			}
		}
		total += g.Score(0)
	}
	b.ReportMetric(float64(total)/float64(games), "score/game")
}
