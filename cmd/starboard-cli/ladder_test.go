package main

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
)

func ladderJSON(t *testing.T, args ...string) ladderReport {
	t.Helper()
	code, out, errOut := runCLI(t, "", append([]string{"ladder"}, args...)...)
	if code != 0 {
		t.Fatalf("ladder %q: exit %d, stderr %q", args, code, errOut)
	}
	var report ladderReport
	if err := json.Unmarshal([]byte(out), &report); err != nil {
		t.Fatalf("ladder --json printed %q: %v", out, err)
	}
	return report
}

// TestLadderCompetitive climbs Desolated from random to easy: one rung, the
// level above against the one below, with an interval around the win rate
// and the time of each of its decisions.
func TestLadderCompetitive(t *testing.T) {
	r := ladderJSON(t, "desolated", "--games", "4", "--levels", "random,easy", "--json")
	if r.Cooperative || r.Seats != 2 || len(r.Rungs) != 1 {
		t.Fatalf("report %+v, want one competitive rung at 2 seats", r)
	}
	g := r.Rungs[0]
	if g.Level != "easy" || g.Against != "random" || g.Games != 4 {
		t.Errorf("rung %+v, want easy against random over 4 games", g)
	}
	if g.WinLow > g.WinRate || g.WinRate > g.WinHigh || g.WinLow < 0 || g.WinHigh > 1 {
		t.Errorf("win rate %v outside its interval [%v, %v]", g.WinRate, g.WinLow, g.WinHigh)
	}
	if g.Decisions == 0 || g.DecisionP95 < 0 {
		t.Errorf("rung timed %d decisions, p95 %v ms", g.Decisions, g.DecisionP95)
	}
}

// TestLadderCooperative plays each level of Gods as a team of four.
func TestLadderCooperative(t *testing.T) {
	r := ladderJSON(t, "gods", "--games", "2", "--levels", "random,easy", "--json")
	if !r.Cooperative || r.Seats != 4 || len(r.Rungs) != 2 {
		t.Fatalf("report %+v, want two cooperative rungs at 4 seats", r)
	}
	for _, g := range r.Rungs {
		if g.Against != "" || g.Games != 2 || g.Decisions == 0 {
			t.Errorf("rung %+v, want a team of one level over 2 games", g)
		}
	}
	if r.Rungs[1].MeanScore <= r.Rungs[0].MeanScore {
		t.Errorf("easy scored %.2f, random %.2f: greedy should beat random", r.Rungs[1].MeanScore, r.Rungs[0].MeanScore)
	}
	// The first rung has nothing to be compared with; the second is
	// compared game by game, so its gain is the difference of the means.
	if r.Rungs[0].Gain != nil {
		t.Errorf("the first rung has a gain %+v, want none", *r.Rungs[0].Gain)
	}
	if g := r.Rungs[1].Gain; g == nil || math.Abs(g.Mean-(r.Rungs[1].MeanScore-r.Rungs[0].MeanScore)) > 1e-9 || g.Margin < 0 {
		t.Errorf("easy's gain over random is %+v, want the difference of the means %.2f", g, r.Rungs[1].MeanScore-r.Rungs[0].MeanScore)
	}
}

// TestGainOverPairsGamesBySeed: the gain is the mean of the game-by-game
// differences, and its interval is as narrow as those differences are
// steady, however much the scores themselves vary.
func TestGainOverPairsGamesBySeed(t *testing.T) {
	before := ladderRung{scores: []float64{9, 14, 19, 24}}
	rung := ladderRung{scores: []float64{10, 15, 20, 25}}
	g := gainOver(before, rung)
	if g.Mean != 1 || g.Margin != 0 {
		t.Errorf("gainOver = %+v, want a gain of exactly 1", *g)
	}
	rung.scores = []float64{14, 9, 24, 19}
	if g := gainOver(before, rung); g.Mean != 0 || g.Margin < 3 {
		t.Errorf("gainOver of shuffled scores = %+v, want 0 with a wide interval", *g)
	}
}

// TestLadderWorkersDoNotChangeResults: the games, and so the results, do
// not depend on how many are played at once.
func TestLadderWorkersDoNotChangeResults(t *testing.T) {
	args := []string{"toy", "--games", "9", "--levels", "random,easy,normal", "--seed", "7", "--json"}
	one := ladderJSON(t, append(args, "--workers", "1")...)
	three := ladderJSON(t, append(args, "--workers", "3")...)
	for i := range one.Rungs {
		a, b := one.Rungs[i], three.Rungs[i]
		if a.WinRate != b.WinRate || a.MeanScore != b.MeanScore || a.Decisions != b.Decisions {
			t.Errorf("rung %d: %+v on 1 worker, %+v on 3", i, a, b)
		}
	}
}

func TestLadderPrintsATable(t *testing.T) {
	code, out, errOut := runCLI(t, "", "ladder", "toy", "--games", "3", "--levels", "random,easy")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"level", "against", "95% interval", "ms/move", "easy", "random"} {
		if !strings.Contains(out, want) {
			t.Errorf("the table has no %q:\n%s", want, out)
		}
	}
}

func TestLadderRefusesMistakes(t *testing.T) {
	for _, args := range [][]string{
		{"ladder"},
		{"ladder", "chess"},
		{"ladder", "desolated", "--levels", "hard"},
		{"ladder", "desolated", "--levels", "easy,expert"},
		{"ladder", "desolated", "--games", "0"},
	} {
		if code, _, _ := runCLI(t, "", args...); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
	if code, out, _ := runCLI(t, "", "ladder", "--help"); code != 0 || !strings.Contains(out, "--levels") {
		t.Errorf("ladder --help: exit %d, usage %q", code, out)
	}
}
