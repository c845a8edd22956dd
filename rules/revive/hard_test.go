package revive

import (
	"flag"
	"fmt"
	"math"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"starboard/ai"
	"starboard/internal/cputime"
	"starboard/rules"
)

var recordHard = flag.Bool("recordhard", false, "write testdata/hard_decisions.txt from BenchmarkHardDecisions")

// hardPosition is a position of a two-seat game of greedy bots where the
// seat to move has a choice.
type hardPosition struct {
	name string // seed and move number
	game *State
}

// hardPositions returns every seventh position with a choice of three
// seeded two-seat games between greedy bots, seeds 1 to 3, the first 20 of
// each game, up to n in all.
func hardPositions(n int) []hardPosition {
	var out []hardPosition
	for seed := uint64(1); seed <= 3 && len(out) < n; seed++ {
		limit := min(n, len(out)+20)
		g := New(rules.Setup{Seats: 2, Seed: seed})
		bots := []*ai.Bot{ai.New(ai.Easy, seed*10), ai.New(ai.Easy, seed*10+1)}
		choices := 0
		for move := 1; !g.Over() && len(out) < limit; move++ {
			seat := g.ToMove()
			if len(g.Legal(nil)) > 1 {
				if choices%7 == 0 {
					out = append(out, hardPosition{fmt.Sprintf("seed %d move %d", seed, move), g.Clone().(*State)})
				}
				choices++
			}
			if _, err := g.Apply(bots[seat].Choose(g.View(seat))); err != nil {
				panic(err)
			}
		}
	}
	return out
}

// hardDecision returns, as a line of the record, the move a fresh hard bot
// chooses in p.
func hardDecision(p hardPosition) string {
	seat := p.game.ToMove()
	m := ai.New(ai.Hard, 7).Choose(p.game.View(seat))
	return p.name + ": " + p.game.MoveText(m)
}

// hardRecord returns the lines of testdata/hard_decisions.txt.
func hardRecord(t testing.TB) []string {
	b, err := os.ReadFile("testdata/hard_decisions.txt")
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

// The hard bot still chooses the recorded moves in the first positions of
// the record: an engine made faster must not change what it decides. A
// change of the rules or of the bots that means to change the decisions
// records them again (BenchmarkHardDecisions with -recordhard).
func TestHardDecisionsAsRecorded(t *testing.T) {
	want := hardRecord(t)
	for i, p := range hardPositions(5) {
		if got := hardDecision(p); got != want[i] {
			t.Errorf("hard decision changed:\n got %s\nwant %s", got, want[i])
		}
	}
}

// BenchmarkHardDecisions asks a hard bot for a decision in every position
// of the record (hardPositions(60)), checks each against it, and reports
// the CPU time of a decision, mean and 95th percentile, and its
// allocations. Run it with one op:
//
//	go test ./rules/revive -run '^$' -bench HardDecisions -benchtime 1x
//
// With -recordhard it writes the record instead.
func BenchmarkHardDecisions(b *testing.B) {
	positions := hardPositions(60)
	want := hardRecord(b)
	var cpu []time.Duration
	var got []string
	var allocs uint64
	for b.Loop() {
		got = got[:0]
		for _, p := range positions {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			start := cputime.Process()
			got = append(got, hardDecision(p))
			cpu = append(cpu, cputime.Process()-start)
			runtime.ReadMemStats(&after)
			allocs += after.Mallocs - before.Mallocs
		}
	}
	if *recordHard {
		if err := os.WriteFile("testdata/hard_decisions.txt", []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			b.Fatal(err)
		}
	} else if !slices.Equal(got, want) {
		for i := range got {
			if i >= len(want) || got[i] != want[i] {
				b.Errorf("hard decision changed:\n got %s\nwant %s", got[i], want[min(i, len(want)-1)])
			}
		}
	}
	var sum time.Duration
	for _, d := range cpu {
		sum += d
	}
	slices.Sort(cpu)
	p95 := cpu[min(len(cpu)-1, int(math.Ceil(0.95*float64(len(cpu))))-1)]
	b.ReportMetric(sum.Seconds()*1000/float64(len(cpu)), "cpu-ms/decision")
	b.ReportMetric(p95.Seconds()*1000, "p95-cpu-ms/decision")
	b.ReportMetric(float64(allocs)/float64(len(cpu)), "allocs/decision")
}
