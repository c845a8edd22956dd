package ai

import (
	"flag"
	"sync"
	"testing"
	"time"

	"starboard/rules"
	"starboard/rules/desolated"
)

// duelResult adds up a duel between two bots, by bot (0 and 1).
type duelResult struct {
	games     int
	wins      [2]float64 // a shared win counts 1/k to each of the k winners
	scores    [2]int
	decisions [2]int // decisions that needed a search (more than one legal move)
}

func (r duelResult) winRate(p int) float64 { return r.wins[p] / float64(max(r.games, 1)) }

func (r duelResult) meanScore(p int) float64 { return float64(r.scores[p]) / float64(max(r.games, 1)) }

// duel plays games two-seat Desolated games between a bot of config a and
// one of config b, game k from seed seed+k, a sitting first in even games
// and second in odd ones, workers games at a time. The result does not
// depend on workers.
func duel(t testing.TB, a, b Config, games int, seed uint64, workers int) duelResult {
	t.Helper()
	results := make([]duelResult, games)
	errs := make([]error, games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range max(workers, 1) {
		wg.Go(func() {
			for k := range jobs {
				results[k], errs[k] = duelGame(a, b, seed+uint64(k), k%2)
			}
		})
	}
	for k := range games {
		jobs <- k
	}
	close(jobs)
	wg.Wait()
	var sum duelResult
	for k, r := range results {
		if errs[k] != nil {
			t.Fatalf("game %d (seed %d): %v", k, seed+uint64(k), errs[k])
		}
		sum.games++
		for p := range 2 {
			sum.wins[p] += r.wins[p]
			sum.scores[p] += r.scores[p]
			sum.decisions[p] += r.decisions[p]
		}
	}
	return sum
}

// duelGame plays one game from seed; bot a sits at seat shift, bot b at
// the other.
func duelGame(a, b Config, seed uint64, shift int) (duelResult, error) {
	var r duelResult
	g, err := desolated.Title.New(rules.Setup{Seats: 2, Seed: seed})
	if err != nil {
		return r, err
	}
	seatOf := [2]rules.Seat{rules.Seat(shift), rules.Seat(1 - shift)}
	bots := make([]*Bot, 2)
	bots[seatOf[0]] = NewWithConfig(a, seed*2+1)
	bots[seatOf[1]] = NewWithConfig(b, seed*2+2)
	for !g.Over() {
		seat := g.ToMove()
		s := bots[seat].Think(g.View(seat))
		for !s.Step() {
		}
		if err := s.Err(); err != nil {
			return r, err
		}
		if s.Iterations() > 0 {
			r.decisions[int(seat)^shift]++
		}
		if _, err := g.Apply(s.Best()); err != nil {
			return r, err
		}
	}
	win := g.Winners()
	k := 0
	for _, s := range seatOf {
		if win.Has(s) {
			k++
		}
	}
	for p, s := range seatOf {
		if win.Has(s) {
			r.wins[p] = 1 / float64(k)
		}
		r.scores[p] = g.Score(s)
	}
	return r, nil
}

var (
	duelGames      = flag.Int("duel", 0, "play this many two-seat Desolated games of Hard against Easy in TestDesolatedDuel and report the figures")
	duelSeed       = flag.Uint64("duel.seed", 1, "the seed of the first duel game")
	duelIterations = flag.Int("duel.iterations", 0, "the ISMCTS budget of the Hard bot in the duel; 0 keeps the tuned one")
	duelExtraTurns = flag.Int("duel.extra", 0, "the ExtraTurns of the Hard bot in the duel; 0 keeps the tuned one")
	duelDepth      = flag.Int("duel.depth", 0, "the RolloutDepth of the Hard bot in the duel; 0 keeps the tuned one")
)

// TestDesolatedDuel plays the duel set by the -duel flags, for tuning:
//
//	go test ./ai/ -run DesolatedDuel -duel 100 -duel.seed 300 -v
func TestDesolatedDuel(t *testing.T) {
	if *duelGames <= 0 {
		t.Skip("run with -duel N")
	}
	hard := Hard.TitleConfig(desolated.Title.Search)
	if *duelIterations > 0 {
		hard.Iterations = *duelIterations
	}
	if *duelExtraTurns > 0 {
		hard.ExtraTurns = *duelExtraTurns
	}
	if *duelDepth > 0 {
		hard.RolloutDepth = *duelDepth
	}
	start := time.Now()
	r := duel(t, hard, Easy.TitleConfig(desolated.Title.Search), *duelGames, *duelSeed, 2)
	t.Logf("hard (%d iterations, %d extra turns, rollouts of %d moves) against easy: hard won %.1f of %d (%.1f%%), mean score %.1f against %.1f, %d hard decisions a game, %v",
		hard.Iterations, hard.ExtraTurns, hard.RolloutDepth, r.wins[0], r.games, 100*r.winRate(0), r.meanScore(0), r.meanScore(1), r.decisions[0]/max(r.games, 1), time.Since(start).Round(time.Second))
}

// TestDesolatedLevelsAreTuned checks that the levels look up the Desolated
// search, and that bots made by New take it from the view's title.
func TestDesolatedLevelsAreTuned(t *testing.T) {
	for _, l := range []Level{Normal, Hard} {
		c := l.ConfigFor(desolated.Title)
		if !c.TurnHorizon || !c.ExpandAll || !c.GreedyRollout || c.Kind != ISMCTS {
			t.Errorf("%v.ConfigFor(desolated) = %+v, want the turn search", l, c)
		}
	}
	// The tuning as it was measured (README): 200 iterations, exploration
	// 0.1, payments followed by their plan; normal's rollouts end with its
	// turn or 40 moves, hard's go on through one more turn of its own, up
	// to 300 moves.
	base := Config{Kind: ISMCTS, Iterations: 200, Determinizations: DefaultDeterminizations,
		RolloutDepth: 40, Exploration: 0.1, TurnHorizon: true, ExpandAll: true, GreedyRollout: true, FollowPlans: true}
	hard := base
	hard.RolloutDepth, hard.ExtraTurns = 300, 1
	for l, want := range map[Level]Config{Normal: base, Hard: hard} {
		if c := l.ConfigFor(desolated.Title); c != want {
			t.Errorf("%v.ConfigFor(desolated) = %+v, want %+v", l, c, want)
		}
	}
	if c := Easy.ConfigFor(desolated.Title); c != Easy.Config() {
		t.Errorf("Easy.ConfigFor(desolated) = %+v, want Easy.Config() %+v", c, Easy.Config())
	}
	g, err := desolated.Title.New(rules.Setup{Seats: 2, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	b := New(Hard, 1)
	b.Think(g.View(g.ToMove()))
	if got, want := b.Config(), Hard.TitleConfig(desolated.Title.Search).withDefaults(); got != want {
		t.Errorf("after a Desolated decision New(Hard).Config() = %+v, want %+v", got, want)
	}
}

// benchmarkDesolatedDecision times one decision of config c at the start
// of the action phase of a two-seat game, a little way in.
func benchmarkDesolatedDecision(b *testing.B, c Config) {
	g, err := desolated.Title.New(rules.Setup{Seats: 2, Seed: 7})
	if err != nil {
		b.Fatal(err)
	}
	// Play a few turns greedily, then stop where the seat to move has a
	// choice to make.
	greedy := New(Easy, 3)
	for n := 0; n < 40 || len(g.Legal(nil)) < 2; n++ {
		if g.Over() {
			b.Fatal("the game ended before the position to time")
		}
		if _, err := g.Apply(greedy.Choose(g.View(g.ToMove()))); err != nil {
			b.Fatal(err)
		}
	}
	benchmarkDecisions(b, g.View(g.ToMove()), c)
}

func BenchmarkDesolatedGreedyDecision(b *testing.B) {
	benchmarkDesolatedDecision(b, Easy.TitleConfig(desolated.Title.Search))
}

func BenchmarkDesolatedNormalDecision(b *testing.B) {
	benchmarkDesolatedDecision(b, Normal.TitleConfig(desolated.Title.Search))
}

func BenchmarkDesolatedHardDecision(b *testing.B) {
	benchmarkDesolatedDecision(b, Hard.TitleConfig(desolated.Title.Search))
}

// TestDesolatedFollowsPlans checks FollowPlans on Desolated, whose
// payments Evaluate finishes by their automatic plan (rules.Planner): in a
// payment the searching levels choose as the greedy bot does, on the same
// samples, and without FollowPlans they search.
func TestDesolatedFollowsPlans(t *testing.T) {
	g, err := desolated.Title.New(rules.Setup{Seats: 2, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	greedy := New(Easy, 3)
	checked := 0
	for n := 0; !g.Over() && checked < 3; n++ {
		view := g.View(g.ToMove())
		if _, planned := view.(rules.Planner).Plan(); planned && len(view.Legal(nil)) > 1 {
			checked++
			for _, l := range []Level{Normal, Hard} {
				c := l.TitleConfig(desolated.Title.Search)
				s := NewWithConfig(c, 11).Think(view)
				if s.config.Kind != Greedy {
					t.Errorf("%v in a payment searches with %v, want greedy", l, s.config.Kind)
				}
				for !s.Step() {
				}
				g := c
				g.Kind = Greedy
				if got, want := s.Best(), NewWithConfig(g, 11).Choose(view); got != want {
					t.Errorf("%v in a payment chose %q, the greedy bot %q", l, view.MoveText(got), view.MoveText(want))
				}
				c.FollowPlans = false
				if s := NewWithConfig(c, 11).Think(view); s.config.Kind != ISMCTS {
					t.Errorf("%v without FollowPlans decides with %v, want ismcts", l, s.config.Kind)
				}
			}
		}
		if _, err := g.Apply(greedy.Choose(view)); err != nil {
			t.Fatal(err)
		}
	}
	if checked == 0 {
		t.Fatal("the game met no payment with a choice")
	}
}
