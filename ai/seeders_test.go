package ai

import (
	"flag"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"starboard/internal/cputime"
	"starboard/rules"
	"starboard/rules/seeders"
)

// seedersDuelResult adds up a two-seat Seeders duel between bot a and bot b.
type seedersDuelResult struct {
	games    int
	wins     [2]float64
	scores   [2]int
	byPlace  [2]int             // wins by the place in turn 4's order
	thinking [2][]time.Duration // the time of each decision with a choice, by bot
	cpu      [2]time.Duration   // CPU time of those decisions (one worker only)
}

// seedersDuel plays games two-seat Seeders games between a bot of config a
// and one of config b, game k from seed seed+k, a sitting first in even
// games and second in odd ones, workers games at a time.
func seedersDuel(t testing.TB, a, b Config, games int, seed uint64, workers int) seedersDuelResult {
	t.Helper()
	results := make([]seedersDuelResult, games)
	errs := make([]error, games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range max(workers, 1) {
		wg.Go(func() {
			for k := range jobs {
				results[k], errs[k] = seedersDuelGame(a, b, seed+uint64(k), k%2, workers == 1)
				if testing.Verbose() && errs[k] == nil {
					t.Logf("game %d: wins %v, scores %v", k, results[k].wins, results[k].scores)
				}
			}
		})
	}
	for k := range games {
		jobs <- k
	}
	close(jobs)
	wg.Wait()
	var sum seedersDuelResult
	for k, r := range results {
		if errs[k] != nil {
			t.Fatalf("game %d (seed %d): %v", k, seed+uint64(k), errs[k])
		}
		sum.games++
		for p := range 2 {
			sum.wins[p] += r.wins[p]
			sum.scores[p] += r.scores[p]
			sum.byPlace[p] += r.byPlace[p]
			sum.thinking[p] = append(sum.thinking[p], r.thinking[p]...)
			sum.cpu[p] += r.cpu[p]
		}
	}
	return sum
}

// seedersDuelGame plays one two-seat game from seed; bot a sits at seat
// shift, bot b at the other.
func seedersDuelGame(a, b Config, seed uint64, shift int, timeCPU bool) (seedersDuelResult, error) {
	var r seedersDuelResult
	g, err := seeders.Title.New(rules.Setup{Seats: 2, Seed: seed, Options: rules.Options{"expert": "off", "draft": "off"}})
	if err != nil {
		return r, err
	}
	seatOf := [2]rules.Seat{rules.Seat(shift), rules.Seat(1 - shift)}
	bots := make([]*Bot, 2)
	bots[seatOf[0]] = NewWithConfig(a, seed*2+1)
	bots[seatOf[1]] = NewWithConfig(b, seed*2+2)
	for !g.Over() {
		seat := g.ToMove()
		start, cpu0 := time.Now(), cputime.Process()
		s := bots[seat].Think(g.View(seat))
		for !s.Step() {
		}
		if err := s.Err(); err != nil {
			return r, err
		}
		if s.Iterations() > 0 {
			p := int(seat) ^ shift
			r.thinking[p] = append(r.thinking[p], time.Since(start))
			if timeCPU {
				r.cpu[p] += cputime.Process() - cpu0
			}
		}
		if _, err := g.Apply(s.Best()); err != nil {
			return r, err
		}
	}
	r.games = 1
	win := g.Winners()
	st := g.(*seeders.State)
	for p, s := range seatOf {
		if win.Has(s) {
			r.wins[p] = 1
			if st.Order()[0] == s {
				r.byPlace[0]++
			} else {
				r.byPlace[1]++
			}
		}
		r.scores[p] = g.Score(s)
	}
	return r, nil
}

// wilson95 returns the 95% Wilson score interval of wins in games.
func wilson95(wins float64, games int) (low, high float64) {
	if games == 0 {
		return 0, 1
	}
	const z = 1.959964
	n := float64(games)
	p := wins / n
	centre := (p + z*z/(2*n)) / (1 + z*z/n)
	half := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / (1 + z*z/n)
	return centre - half, centre + half
}

// meanP95 returns the mean and the 95th percentile of ds.
func meanP95(ds []time.Duration) (mean, p95 time.Duration) {
	if len(ds) == 0 {
		return 0, 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	var sum time.Duration
	for _, d := range s {
		sum += d
	}
	return sum / time.Duration(len(s)), s[(len(s)*95)/100]
}

var (
	seedersDuelGames   = flag.Int("seeders.duel", 0, "play this many two-seat Seeders games of Hard against Easy in TestSeedersDuel and report the figures")
	seedersDuelSeed    = flag.Uint64("seeders.seed", 1, "the seed of the first Seeders duel game")
	seedersDuelWorkers = flag.Int("seeders.workers", 1, "games played at a time in the Seeders duel (CPU time per decision is measured only with 1)")
	seedersDuelLevel   = flag.String("seeders.level", "hard", "the level playing Easy in the Seeders duel")
	seedersDuelIter    = flag.Int("seeders.iterations", 0, "the ISMCTS budget of the searching bot in the Seeders duel; 0 keeps the tuned one")
	seedersDuelExplore = flag.Float64("seeders.exploration", 0, "the UCB1 constant of the searching bot in the Seeders duel; 0 keeps the tuned one")
)

// TestSeedersDuel plays the duel set by the -seeders flags, for tuning and
// for the figures of the package doc of rules/seeders:
//
//	go test ./ai/ -run SeedersDuel -seeders.duel 200 -v
func TestSeedersDuel(t *testing.T) {
	if *seedersDuelGames <= 0 {
		t.Skip("run with -seeders.duel N")
	}
	level, err := ParseLevel(*seedersDuelLevel)
	if err != nil {
		t.Fatal(err)
	}
	cfg := level.TitleConfig(seeders.Title.Search)
	if *seedersDuelIter > 0 {
		cfg.Iterations = *seedersDuelIter
	}
	if *seedersDuelExplore > 0 {
		cfg.Exploration = *seedersDuelExplore
	}
	start := time.Now()
	r := seedersDuel(t, cfg, Easy.TitleConfig(seeders.Title.Search), *seedersDuelGames, *seedersDuelSeed, *seedersDuelWorkers)
	lo, hi := wilson95(r.wins[0], r.games)
	mean, p95 := meanP95(r.thinking[0])
	emean, ep95 := meanP95(r.thinking[1])
	t.Logf("%s (%d iterations, exploration %g) against easy, %d two-seat games from seed %d: %s won %.0f (%.1f%%, 95%% interval %.1f%%-%.1f%%), mean score %.1f against %.1f; wins by turn-4 place %v",
		level, cfg.Iterations, cfg.Exploration, r.games, *seedersDuelSeed, level, r.wins[0], 100*r.wins[0]/float64(r.games), 100*lo, 100*hi,
		float64(r.scores[0])/float64(r.games), float64(r.scores[1])/float64(r.games), r.byPlace)
	t.Logf("%s decisions with a choice: %d, wall time mean %v, p95 %v; easy: mean %v, p95 %v; whole duel %v",
		level, len(r.thinking[0]), mean.Round(time.Microsecond), p95.Round(time.Microsecond), emean.Round(time.Microsecond), ep95.Round(time.Microsecond), time.Since(start).Round(time.Second))
	if *seedersDuelWorkers == 1 && len(r.thinking[0]) > 0 {
		t.Logf("%s CPU time per decision: mean %v", level, (r.cpu[0] / time.Duration(len(r.thinking[0]))).Round(time.Microsecond))
	}
}

// TestSeedersBotsPlay checks that every bot level (with a small search
// budget, to keep the test short) plays whole Seeders games at two, three
// and four seats with only legal moves, and that a seeded game between
// bots repeats move for move.
func TestSeedersBotsPlay(t *testing.T) {
	cheap := Hard.TitleConfig(seeders.Title.Search)
	cheap.Iterations = 60
	configs := []Config{Random.Config(), Easy.TitleConfig(seeders.Title.Search), cheap}
	for seats := 2; seats <= 4; seats++ {
		t.Run(fmt.Sprintf("%d-seats", seats), func(t *testing.T) {
			play := func() string {
				g, err := seeders.Title.New(rules.Setup{Seats: seats, Seed: uint64(40 + seats), Options: rules.Options{"expert": "off", "draft": "off"}})
				if err != nil {
					t.Fatal(err)
				}
				bots := make([]*Bot, seats)
				for p := range bots {
					bots[p] = NewWithConfig(configs[p%len(configs)], uint64(p+7))
				}
				var log strings.Builder
				for n := 0; !g.Over(); n++ {
					if n > 5000 {
						t.Fatal("the game did not end")
					}
					seat := g.ToMove()
					s := bots[seat].Think(g.View(seat))
					for !s.Step() {
					}
					if err := s.Err(); err != nil {
						t.Fatal(err)
					}
					m := s.Best()
					if !slices.Contains(g.Legal(nil), m) {
						t.Fatalf("%s chose %q, not a legal move", seat, g.MoveText(m))
					}
					log.WriteString(g.MoveText(m) + "\n")
					if _, err := g.Apply(m); err != nil {
						t.Fatal(err)
					}
				}
				return log.String()
			}
			first, second := play(), play()
			if first != second {
				t.Error("the same seeded game between bots went differently")
			}
		})
	}
}

// benchmarkSeedersPlacement times one decision of config c at the first
// placement of a game of seats seats, the widest choice of a game.
func benchmarkSeedersPlacement(b *testing.B, seats int, c Config) {
	g, err := seeders.Title.New(rules.Setup{Seats: seats, Seed: 9, Options: rules.Options{"expert": "off", "draft": "off"}})
	if err != nil {
		b.Fatal(err)
	}
	for g.Prompt().Kind != "place" {
		if _, err := g.Apply(g.Legal(nil)[0]); err != nil {
			b.Fatal(err)
		}
	}
	benchmarkDecisions(b, g.View(g.ToMove()), c)
}

func BenchmarkSeedersHardPlacement4(b *testing.B) {
	benchmarkSeedersPlacement(b, 4, Hard.TitleConfig(seeders.Title.Search))
}

func BenchmarkSeedersHardPlacement2(b *testing.B) {
	benchmarkSeedersPlacement(b, 2, Hard.TitleConfig(seeders.Title.Search))
}

func BenchmarkSeedersGreedyPlacement4(b *testing.B) {
	benchmarkSeedersPlacement(b, 4, Easy.TitleConfig(seeders.Title.Search))
}
