package ai

import (
	"testing"

	"starboard/rules"
)

// benchmarkISMCTS times ISMCTS decisions of iterations each from view and
// reports iterations per second.
func benchmarkISMCTS(b *testing.B, view rules.Game, c Config) {
	bot := NewWithConfig(c, 1)
	iterations := 0
	b.ReportAllocs()
	for b.Loop() {
		s := bot.Think(view)
		for !s.Step() {
		}
		iterations += s.Iterations()
	}
	b.ReportMetric(float64(iterations)/b.Elapsed().Seconds(), "iters/s")
	b.ReportMetric(float64(iterations)/float64(b.N), "iters/op")
}

// benchmarkDecisions times whole decisions from view and reports decisions
// per second.
func benchmarkDecisions(b *testing.B, view rules.Game, c Config) {
	bot := NewWithConfig(c, 1)
	b.ReportAllocs()
	for b.Loop() {
		bot.Choose(view)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "decisions/s")
}

func BenchmarkISMCTSTwentyOne(b *testing.B) {
	benchmarkISMCTS(b, newTwentyOne(4, 1).View(0), Config{Kind: ISMCTS, Iterations: 1000})
}

func BenchmarkISMCTSRolloutTwentyOne(b *testing.B) {
	benchmarkISMCTS(b, newTwentyOne(4, 1).View(0), Config{Kind: ISMCTS, Iterations: 1000, RolloutDepth: 8})
}

func BenchmarkGreedyTwentyOne(b *testing.B) {
	benchmarkDecisions(b, newTwentyOne(4, 1).View(0), Easy.Config())
}
