package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/bits"
	"slices"
	"strings"
	"sync"
	"time"

	"starboard/ai"
	"starboard/match"
	"starboard/rules"
)

// ladderRung is one line of a ladder: in a competitive title a level
// against the one below it, in a cooperative title a level as a team.
type ladderRung struct {
	Level string `json:"level"`
	// Against is the level below, in a competitive title; empty in a
	// cooperative one.
	Against string `json:"against,omitempty"`
	Games   int    `json:"games"`
	// WinRate is the share of games the level won: in a competitive title
	// a game won together with others counts a share, in a cooperative one
	// a game counts when the team won.
	WinRate float64 `json:"win_rate"`
	// WinLow and WinHigh bound the 95% Wilson interval of WinRate.
	WinLow  float64 `json:"win_low"`
	WinHigh float64 `json:"win_high"`
	// MeanScore is the level's mean score, MeanMargin half the width of
	// its 95% interval (normal approximation).
	MeanScore  float64 `json:"mean_score"`
	MeanMargin float64 `json:"mean_margin"`
	// Decisions counts the level's decisions; DecisionMean and
	// DecisionP95 are their wall time in milliseconds.
	Decisions    int     `json:"decisions"`
	DecisionMean float64 `json:"decision_ms_mean"`
	DecisionP95  float64 `json:"decision_ms_p95"`
	// Gain, in a cooperative title, compares the rung with the one before
	// it game by game over the same seeds (nil for the first rung): seeded
	// alike, the two teams face the same deals, so the paired difference
	// tells levels apart with far fewer games than their two means do.
	Gain *pairedGain `json:"gain,omitempty"`

	scores []float64 // the level's score in each game, by game
}

// pairedGain is the mean, over the same seeds, of a team's score less the
// score of the team of the rung before, and half the width of its 95%
// interval (normal approximation).
type pairedGain struct {
	Mean   float64 `json:"mean"`
	Margin float64 `json:"margin"`
}

// ladderReport is what ladder measures; with --json it is printed as is.
type ladderReport struct {
	Title       string       `json:"title"`
	Cooperative bool         `json:"cooperative"`
	Seats       int          `json:"seats"`
	Seed        uint64       `json:"seed"`
	Options     string       `json:"options"`
	Rungs       []ladderRung `json:"rungs"`
}

// runLadder plays each bot level against the one below it, or each level
// as a team in a cooperative title, and reports how each does.
func runLadder(args []string, stdout, stderr io.Writer) int {
	cl := newCommandLine("ladder", "<title>", map[string]string{"games": "N", "seats": "K", "seed": "S", "levels": "random,easy,...", "option": "k=v", "workers": "W", "json": ""}, stdout, stderr)
	fs := cl.fs
	games := fs.Int("games", 20, "how many games each rung plays")
	seats := fs.Int("seats", 0, "how many seats a game has (default: 2 in a competitive title, 4 in a cooperative one, within the title's range)")
	seed := fs.Uint64("seed", 1, "the seed of each rung's first game; game k is played with seed+k")
	levels := fs.String("levels", "random,easy,normal,hard", "the levels on the ladder, weakest first")
	options := optionFlag{}
	fs.Var(options, "option", "a title option as `k=v`; repeat for more")
	workers := fs.Int("workers", 1, "how many games to play at once (the results do not depend on it; the decision times do)")
	asJSON := fs.Bool("json", false, "print one JSON object instead of a table")
	positional, exit, ok := cl.parse(args, 1)
	if !ok {
		return exit
	}
	t, err := findTitle(positional[0])
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 2
	}
	if t.Build == nil {
		fmt.Fprintf(stderr, "error: %s cannot be played yet\n", t.Name)
		return 2
	}
	var ladder []ai.Level
	for _, name := range strings.Split(*levels, ",") {
		l, err := ai.ParseLevel(name)
		if err != nil {
			fmt.Fprintf(stderr, "error: %v\n", err)
			return 2
		}
		ladder = append(ladder, l)
	}
	if len(ladder) < 1 || (!t.Cooperative && len(ladder) < 2) {
		fmt.Fprint(stderr, "error: --levels needs two levels or more (one is enough in a cooperative title)\n")
		return 2
	}
	if *games < 1 || *workers < 1 {
		fmt.Fprint(stderr, "error: --games and --workers must be at least 1\n")
		return 2
	}
	n := *seats
	if seatsGiven := flagGiven(fs, "seats"); seatsGiven && n < 1 {
		fmt.Fprintf(stderr, "error: --seats must be at least 1, not %d (leave it out for the title's usual table)\n", n)
		return 2
	}
	if n == 0 {
		n = max(t.MinSeats, 2)
		if t.Cooperative {
			n = max(t.MinSeats, min(t.MaxSeats, 4))
		}
	}
	setup, err := t.Check(rules.Setup{Seats: n, Seed: *seed, Options: rules.Options(options)})
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 2
	}
	if !t.Cooperative && n < 2 {
		fmt.Fprint(stderr, "error: a ladder of a competitive title needs two seats or more\n")
		return 2
	}

	report := ladderReport{Title: t.Slug, Cooperative: t.Cooperative, Seats: n, Seed: setup.Seed, Options: setup.Options.String()}
	if t.Cooperative {
		for _, l := range ladder {
			rung, err := climb(t, setup, l, l, *games, *workers)
			if err != nil {
				fmt.Fprintf(stderr, "error: %v\n", err)
				return 1
			}
			if i := len(report.Rungs); i > 0 {
				rung.Gain = gainOver(report.Rungs[i-1], rung)
			}
			report.Rungs = append(report.Rungs, rung)
		}
	} else {
		for i := 1; i < len(ladder); i++ {
			rung, err := climb(t, setup, ladder[i], ladder[i-1], *games, *workers)
			if err != nil {
				fmt.Fprintf(stderr, "error: %v\n", err)
				return 1
			}
			report.Rungs = append(report.Rungs, rung)
		}
	}
	if *asJSON {
		data, _ := json.Marshal(report)
		fmt.Fprintf(stdout, "%s\n", data)
		return 0
	}
	printLadder(stdout, t, report)
	return 0
}

// rungGame is the outcome of one game of a rung, for the level measured.
type rungGame struct {
	share     float64         // the share of the win the level took
	score     float64         // the level's mean score over its seats
	decisions []time.Duration // the level's decisions
	err       error
}

// climb plays games games of level against below. In game k the level
// sits at seat k mod the seats and below takes every other seat; when the
// two are the same level, it takes every seat, as a team. Game k starts
// from seed setup.Seed+k, and each bot is seeded as a match seeds it.
func climb(t rules.Title, setup rules.Setup, level, below ai.Level, games, workers int) (ladderRung, error) {
	results := make([]rungGame, games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range min(workers, games) {
		wg.Go(func() {
			for k := range jobs {
				results[k] = playRung(t, setup, level, below, k)
			}
		})
	}
	for k := range games {
		jobs <- k
	}
	close(jobs)
	wg.Wait()

	rung := ladderRung{Level: level.String(), Games: games}
	if level != below {
		rung.Against = below.String()
	}
	var wins float64
	var scores []float64
	var times []time.Duration
	for k, r := range results {
		if r.err != nil {
			return rung, fmt.Errorf("%s against %s, game %d (seed %d): %w", level, below, k+1, setup.Seed+uint64(k), r.err)
		}
		wins += r.share
		scores = append(scores, r.score)
		times = append(times, r.decisions...)
	}
	rung.WinRate = wins / float64(games)
	rung.WinLow, rung.WinHigh = wilson(wins, games)
	rung.MeanScore, rung.MeanMargin = meanInterval(scores)
	rung.scores = scores
	rung.Decisions = len(times)
	if len(times) > 0 {
		slices.Sort(times)
		var sum time.Duration
		for _, d := range times {
			sum += d
		}
		rung.DecisionMean = ms(sum / time.Duration(len(times)))
		rung.DecisionP95 = ms(times[min(len(times)-1, int(math.Ceil(0.95*float64(len(times))))-1)])
	}
	return rung, nil
}

// playRung plays game k of a rung and times the decisions of level.
func playRung(t rules.Title, setup rules.Setup, level, below ai.Level, k int) rungGame {
	setup.Seed += uint64(k)
	g, err := t.Build(setup)
	if err != nil {
		return rungGame{err: err}
	}
	n := g.Seats()
	mine := rules.Seat(k % n)
	team := level == below
	bots := make([]*ai.Bot, n)
	for s := range bots {
		l := below
		if team || rules.Seat(s) == mine {
			l = level
		}
		bots[s] = ai.New(l, match.BotSeed(setup.Seed, rules.Seat(s)))
	}
	var r rungGame
	for moves := 0; !g.Over(); moves++ {
		if moves == maxLadderMoves {
			return rungGame{err: fmt.Errorf("the game did not end after %d moves", moves)}
		}
		seat := g.ToMove()
		if seat < 0 || int(seat) >= n {
			return rungGame{err: fmt.Errorf("no seat to move (%s)", seat)}
		}
		start := time.Now()
		search := bots[seat].Think(g.View(seat))
		for !search.Step() {
		}
		took := time.Since(start)
		if err := search.Err(); err != nil {
			return rungGame{err: err}
		}
		m := search.Best()
		if team || seat == mine {
			r.decisions = append(r.decisions, took)
		}
		if _, err := g.Apply(m); err != nil {
			return rungGame{err: fmt.Errorf("%s chose %q: %w", seat, g.MoveText(m), err)}
		}
	}
	winners := g.Winners()
	if team {
		if winners != 0 {
			r.share = 1
		}
		for s := range n {
			r.score += float64(g.Score(rules.Seat(s)))
		}
		r.score /= float64(n)
		return r
	}
	if winners.Has(mine) {
		r.share = 1 / float64(bits.OnesCount64(uint64(winners)))
	}
	r.score = float64(g.Score(mine))
	return r
}

// gainOver returns how rung scores against the rung before it, game by
// game; both played the same games, seed for seed.
func gainOver(before, rung ladderRung) *pairedGain {
	diffs := make([]float64, len(rung.scores))
	for k := range diffs {
		diffs[k] = rung.scores[k] - before.scores[k]
	}
	var g pairedGain
	g.Mean, g.Margin = meanInterval(diffs)
	return &g
}

// maxLadderMoves bounds a ladder game, so that a title that never ends
// fails instead of hanging.
const maxLadderMoves = 1_000_000

// wilson returns the 95% Wilson score interval of wins in games.
func wilson(wins float64, games int) (low, high float64) {
	const z = 1.96
	n := float64(games)
	p := wins / n
	centre := (p + z*z/(2*n)) / (1 + z*z/n)
	half := z / (1 + z*z/n) * math.Sqrt(p*(1-p)/n+z*z/(4*n*n))
	return max(0, centre-half), min(1, centre+half)
}

// meanInterval returns the mean of xs and half the width of its 95%
// interval by the normal approximation (0 for fewer than two values).
func meanInterval(xs []float64) (mean, margin float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	if len(xs) < 2 {
		return mean, 0
	}
	var ss float64
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	sd := math.Sqrt(ss / float64(len(xs)-1))
	return mean, 1.96 * sd / math.Sqrt(float64(len(xs)))
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func printLadder(w io.Writer, t rules.Title, r ladderReport) {
	if r.Cooperative {
		fmt.Fprintf(w, "%s, cooperative, %d seats: each level as a team, seeds from %d\n", t.Name, r.Seats, r.Seed)
	} else {
		fmt.Fprintf(w, "%s, %d seats: each level at one seat (moving seat by game) against the level below, seeds from %d\n", t.Name, r.Seats, r.Seed)
	}
	if r.Options != "" {
		fmt.Fprintf(w, "options: %s\n", r.Options)
	}
	gainHead := ""
	if r.Cooperative {
		gainHead = "  on the rung before, same seeds"
	}
	fmt.Fprintf(w, "%-8s %-8s %6s %-24s %-16s %10s %10s%s\n", "level", "against", "games", "wins (95% interval)", "mean score", "ms/move", "p95 ms", gainHead)
	for _, g := range r.Rungs {
		against := g.Against
		if against == "" {
			against = "-"
		}
		wins := fmt.Sprintf("%5.1f%% (%.1f–%.1f%%)", 100*g.WinRate, 100*g.WinLow, 100*g.WinHigh)
		score := fmt.Sprintf("%.2f ± %.2f", g.MeanScore, g.MeanMargin)
		gain := ""
		if g.Gain != nil {
			gain = fmt.Sprintf("  %+.2f ± %.2f", g.Gain.Mean, g.Gain.Margin)
		}
		fmt.Fprintf(w, "%-8s %-8s %6d %-24s %-16s %10.2f %10.2f%s\n", g.Level, against, g.Games, wins, score, g.DecisionMean, g.DecisionP95, gain)
	}
}
