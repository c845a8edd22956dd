package gods

import "testing"

// BenchmarkSightedGreedy measures Evaluate as a guide to play: four seats
// that see every pawn (no bot does; this is a measuring device) each make
// the move with the best Evaluate one ply ahead, over seeded games on easy
// faces, seeds 1, 2, 3 and so on. It reports the mean team score, the
// score the greedy rollouts of the search levels reach in a sample where
// everything is known. Run it with a fixed count of games:
//
//	go test ./rules/gods -run '^$' -bench SightedGreedy -benchtime 2000x
func BenchmarkSightedGreedy(b *testing.B) {
	benchmarkSighted(b, "greedy")
}
