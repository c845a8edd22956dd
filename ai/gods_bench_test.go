package ai

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"starboard/internal/cputime"
	"starboard/rules"
	"starboard/rules/gods"
)

// The tuning benchmarks play whole seeded games of Gods Don't Play Dice, a
// cooperative title, and report the mean team score. They are slow (a hard
// game takes minutes), so they run only on request, with a fixed count of
// games, for example:
//
//	go test ./ai -run '^$' -bench 'GodsTeamScore/normal' -benchtime 20x
//
// plays the games of seeds 1 to 20 (-gods.faces difficult plays them with
// the difficult faces). -ai.config tries another configuration
// under the name "custom", as comma-separated key=value pairs:
// kind (uniform, greedy, ismcts), iter, time, dets, depth, c, shared,
// horizon, expand, greedyroll, judge, depth1, and base (a level whose Gods
// configuration the others then change, given first).
var (
	tuneConfig = flag.String("ai.config", "", "extra bot configuration for BenchmarkGodsTeamScore, e.g. iter=2000,depth=0,c=0.7")
	firstSeed  = flag.Int("gods.seed", 1, "the seed of BenchmarkGodsTeamScore's first game, so that two processes can share a sample")
	godsFaces  = flag.String("gods.faces", "", "the faces option of BenchmarkGodsTeamScore's games (easy or difficult); the title's default when empty")
)

// parseTuneConfig reads the -ai.config syntax.
func parseTuneConfig(s string) (Config, error) {
	c := Config{Kind: ISMCTS}
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
		if !ok {
			return c, fmt.Errorf("%q is not key=value", kv)
		}
		var err error
		switch k {
		case "base":
			var l Level
			if l, err = ParseLevel(v); err == nil {
				c = l.ConfigFor(gods.Title)
			}
		case "kind":
			switch v {
			case "uniform":
				c.Kind = Uniform
			case "greedy":
				c.Kind = Greedy
			case "ismcts":
				c.Kind = ISMCTS
			default:
				err = fmt.Errorf("no kind %q", v)
			}
		case "iter":
			c.Iterations, err = strconv.Atoi(v)
		case "time":
			c.TimeLimit, err = time.ParseDuration(v)
		case "dets":
			c.Determinizations, err = strconv.Atoi(v)
		case "depth":
			c.RolloutDepth, err = strconv.Atoi(v)
		case "c":
			c.Exploration, err = strconv.ParseFloat(v, 64)
		case "shared":
			c.SharedReward, err = strconv.ParseBool(v)
		case "horizon":
			c.TurnHorizon, err = strconv.ParseBool(v)
		case "expand":
			c.ExpandAll, err = strconv.ParseBool(v)
		case "depth1":
			if v == "true" {
				c.TreeDepth = 1
			}
		case "judge":
			c.JudgedRollout, err = strconv.ParseBool(v)
		case "greedyroll":
			c.GreedyRollout, err = strconv.ParseBool(v)
		default:
			err = fmt.Errorf("no key %q", k)
		}
		if err != nil {
			return c, err
		}
	}
	return c, nil
}

func BenchmarkGodsTeamScore(b *testing.B) {
	configs := []struct {
		name string
		c    Config
	}{}
	for _, l := range Levels() {
		configs = append(configs, struct {
			name string
			c    Config
		}{l.String(), l.ConfigFor(gods.Title)})
	}
	if *tuneConfig != "" {
		c, err := parseTuneConfig(*tuneConfig)
		if err != nil {
			b.Fatal(err)
		}
		configs = append(configs, struct {
			name string
			c    Config
		}{"custom", c})
	}
	for _, tc := range configs {
		b.Run(tc.name, func(b *testing.B) { benchmarkTeamScore(b, tc.c, 4) })
	}
}

// benchmarkTeamScore plays one game per op, seeds 1, 2, 3 and so on (or
// from -gods.seed), with seats bots of config c, and reports the mean team
// score, the time of a decision (those with more than one legal move: wall
// time, and CPU time of the whole process, which includes the garbage
// collector) and its iterations.
func benchmarkTeamScore(b *testing.B, c Config, seats int) {
	var games, score, decisions, iterations int
	var thinking, cpu time.Duration
	var scores []string
	for b.Loop() {
		games++
		seed := *firstSeed + games - 1
		setup := rules.Setup{Seats: seats, Seed: uint64(seed)}
		if *godsFaces != "" {
			setup.Options = rules.Options{"faces": *godsFaces}
		}
		g, err := gods.Title.New(setup)
		if err != nil {
			b.Fatal(err)
		}
		bots := make([]*Bot, seats)
		for i := range bots {
			bots[i] = NewWithConfig(c, uint64(1000*seed+i))
		}
		for !g.Over() {
			seat := g.ToMove()
			start, startCPU := time.Now(), cputime.Process()
			s := bots[seat].Think(g.View(seat))
			for !s.Step() {
			}
			if s.Iterations() > 0 {
				thinking += time.Since(start)
				cpu += cputime.Process() - startCPU
				decisions++
				iterations += s.Iterations()
			}
			if err := s.Err(); err != nil {
				b.Fatal(err)
			}
			if _, err := g.Apply(s.Best()); err != nil {
				b.Fatalf("seed %d: %s: %v", seed, g.MoveText(s.Best()), err)
			}
		}
		score += g.Score(0)
		scores = append(scores, strconv.Itoa(g.Score(0)))
	}
	b.ReportMetric(float64(score)/float64(games), "score/game")
	if decisions > 0 {
		b.ReportMetric(thinking.Seconds()*1000/float64(decisions), "ms/decision")
		b.ReportMetric(cpu.Seconds()*1000/float64(decisions), "cpu-ms/decision")
		b.ReportMetric(float64(iterations)/float64(decisions), "iters/decision")
		b.ReportMetric(float64(decisions)/float64(games), "decisions/game")
	}
	b.Logf("%d games, scores %s", games, strings.Join(scores, " "))
}

func godsMidgame(b *testing.B) rules.Game {
	g, err := gods.Title.New(rules.Setup{Seats: 4, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	bot := New(Random, 1)
	for i := 0; i < 12 && !g.Over(); i++ {
		if _, err := g.Apply(bot.Choose(g.View(g.ToMove()))); err != nil {
			b.Fatal(err)
		}
	}
	return g.View(g.ToMove())
}

func BenchmarkISMCTSGods(b *testing.B) {
	benchmarkISMCTS(b, godsMidgame(b), Config{Kind: ISMCTS, Iterations: 1000})
}

func BenchmarkGreedyGods(b *testing.B) {
	benchmarkDecisions(b, godsMidgame(b), Easy.Config())
}

func BenchmarkISMCTSGodsShared(b *testing.B) {
	benchmarkISMCTS(b, godsMidgame(b), Config{Kind: ISMCTS, Iterations: 1000, SharedReward: true})
}
