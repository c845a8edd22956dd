package desolated

import (
	"flag"
	"fmt"
	"testing"

	"starboard/ai"
	"starboard/rules"
)

var sim = flag.Bool("sim", false, "play the long simulation report (200 four-seat games)")

// simGame plays one game of greedy (ai.Easy) bots and reports what it used.
type simResult struct {
	rounds  int
	why     int8
	winners rules.SeatSet
	mats    [AllMaterialCards]bool
	infl    [AllInfluenceCards]bool
	lms     [AllLandmarkCards]bool
	score   int // the best score
	moves   int
	guards  [3]int // R-loop engine guards that bound (guardCount)
}

func simGame(t *testing.T, seats int, seed uint64, opts ...rules.Options) simResult {
	t.Helper()
	return simGameAt(t, ai.Easy, seats, seed, opts...)
}

// simGameAt plays one game of bots of the given level.
func simGameAt(t *testing.T, level ai.Level, seats int, seed uint64, opts ...rules.Options) simResult {
	t.Helper()
	setup := rules.Setup{Seats: seats, Seed: seed}
	if len(opts) > 0 {
		setup.Options = opts[0]
	}
	full, err := Title.Check(setup)
	if err != nil {
		t.Fatal(err)
	}
	g := New(full)
	bots := make([]*ai.Bot, seats)
	for i := range bots {
		bots[i] = ai.New(level, seed*31+uint64(i))
	}
	var r simResult
	for !g.Over() {
		a, b, c := guardCount(g)
		r.guards[0], r.guards[1], r.guards[2] = r.guards[0]+a, r.guards[1]+b, r.guards[2]+c
		r.moves++
		seat := g.ToMove()
		m := bots[seat].Choose(g.View(seat))
		evs, err := g.Apply(m)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		for _, e := range evs {
			switch e.Kind {
			case EvUpgrade, EvHarvest, EvTech, EvRelease, EvRareSpent:
				r.mats[e.A] = true
			case EvPay, EvDiscard:
				r.mats[e.B] = true
			case EvTrade:
				r.infl[e.B] = true
			case EvEarn:
				r.lms[e.B] = true
			}
		}
	}
	r.rounds, r.why, r.winners = int(g.round), g.finalWhy, g.Winners()
	for seat := range rules.Seat(seats) {
		r.score = max(r.score, g.Score(seat))
	}
	return r
}

// endings counts how games ended: by a third Landmark, by a Landmark row
// that could not be refilled, by the engine's round guard, or (solo) when
// no Landmark was left.
type endings [4]int

func (e *endings) add(r simResult) { e[r.why]++ }

func (e endings) String() string {
	return fmt.Sprintf("third Landmark %d, Landmarks out %d, solo Landmarks gone %d, round guard %d",
		e[finalThirdLandmark], e[finalLandmarksOut], e[0], e[finalGuard])
}

// TestSimulationReport plays greedy bots at every table size and reports
// how long games last, how they end, that every card gets used, and how
// often each seat position wins four-seat games. No game may end by the
// engine's round guard: the rulebook's triggers end them all. Run with
// -sim for the full figures quoted in doc.go.
func TestSimulationReport(t *testing.T) {
	games, fours := 6, 30
	if *sim {
		games, fours = 40, 200
	}
	var mats [AllMaterialCards]bool
	var infl [AllInfluenceCards]bool
	var lms [AllLandmarkCards]bool
	use := func(r simResult) {
		for i, u := range r.mats {
			mats[i] = mats[i] || u
		}
		for i, u := range r.infl {
			infl[i] = infl[i] || u
		}
		for i, u := range r.lms {
			lms[i] = lms[i] || u
		}
	}
	for seats := 1; seats <= MaxSeats; seats++ {
		n := games
		if seats == 4 {
			n = 0 // the four-seat games follow
		}
		rounds, longest, best := 0, 0, 0
		var ends endings
		for i := range n {
			r := simGame(t, seats, uint64(1000*seats+i))
			use(r)
			rounds += r.rounds
			longest = max(longest, r.rounds)
			best += r.score
			ends.add(r)
		}
		if n > 0 {
			t.Logf("%d seats: %.1f rounds per game (at most %d), best score %.1f on average; %d games ended by: %v",
				seats, float64(rounds)/float64(n), longest, float64(best)/float64(n), n, ends)
			if ends[finalGuard] > 0 {
				t.Errorf("%d seats: %d games ended by the round guard, want none", seats, ends[finalGuard])
			}
		}
	}
	var wins [4]float64
	rounds, longest, best := 0, 0, 0
	var ends endings
	for i := range fours {
		r := simGame(t, 4, uint64(4000+i))
		use(r)
		rounds += r.rounds
		longest = max(longest, r.rounds)
		best += r.score
		ends.add(r)
		k := 0
		for s := range rules.Seat(4) {
			if r.winners.Has(s) {
				k++
			}
		}
		// Seat positions count from the first player.
		g := New(rules.Setup{Seats: 4, Seed: uint64(4000 + i)})
		for s := range rules.Seat(4) {
			if r.winners.Has(s) {
				wins[(int(s)-int(g.first)+4)%4] += 1 / float64(k)
			}
		}
	}
	t.Logf("4 seats: %.1f rounds per game (at most %d), best score %.1f on average; %d games ended by: %v",
		float64(rounds)/float64(fours), longest, float64(best)/float64(fours), fours, ends)
	if ends[finalGuard] > 0 {
		t.Errorf("4 seats: %d games ended by the round guard, want none", ends[finalGuard])
	}
	for p, w := range wins {
		share := w / float64(fours)
		t.Logf("4 seats: position %d (from the first player) wins %.1f%%", p+1, 100*share)
		if *sim && share > 0.40 {
			t.Errorf("position %d wins %.1f%% of four-seat games, want at most 40%%", p+1, 100*share)
		}
	}
	count := func(b []bool) int {
		n := 0
		for _, u := range b {
			if u {
				n++
			}
		}
		return n
	}
	t.Logf("cards used: %d/300 Material, %d/192 Influence, %d/27 Landmarks", count(mats[:NumMaterialCards]), count(infl[:NumInfluenceCards]), count(lms[:NumLandmarkCards]))
	if *sim && (count(mats[:NumMaterialCards]) < NumMaterialCards || count(infl[:NumInfluenceCards]) < NumInfluenceCards || count(lms[:NumLandmarkCards]) < NumLandmarkCards) {
		t.Error("some cards were never used")
	}
	// Every expansion and module at once.
	all := rules.Options{}
	for _, k := range OptionKeys {
		all[k] = "on"
	}
	rounds, longest = 0, 0
	ends = endings{}
	if *sim {
		games = 100
	}
	for i := range games {
		r := simGame(t, 4, uint64(9000+i), all)
		use(r)
		rounds += r.rounds
		longest = max(longest, r.rounds)
		ends.add(r)
	}
	t.Logf("4 seats, all options: %.1f rounds per game (at most %d); %d games ended by: %v", float64(rounds)/float64(games), longest, games, ends)
	if ends[finalGuard] > 0 {
		t.Errorf("4 seats, all options: %d games ended by the round guard, want none", ends[finalGuard])
	}
	t.Logf("advanced cards used: %d/36 Technology, %d/6 Characters, %d/6 Rare, %d/36 Advanced Influence, %d/36 Advanced Landmarks",
		count(mats[FirstTech:FirstCharacter]), count(mats[FirstCharacter:FirstRare]), count(mats[FirstRare:]),
		count(infl[NumInfluenceCards:]), count(lms[NumLandmarkCards:]))
	if *sim && count(mats[:]) < AllMaterialCards {
		t.Error("some Material-like cards were never used")
	}
}

// TestRandomBotsReport plays uniformly random bots (ai.Random) with -sim
// and reports how their games end. It asserts nothing: a bot that picks
// among some thirty moves at random seldom earns a Landmark, so its games
// mostly run to the engine's round guard. Games between players, or
// against a player, end by the rulebook's triggers.
func TestRandomBotsReport(t *testing.T) {
	if !*sim {
		t.Skip("run with -sim")
	}
	for _, seats := range []int{1, 2, 3, 4} {
		rounds, longest := 0, 0
		var ends endings
		const n = 20
		for i := range n {
			r := simGameAt(t, ai.Random, seats, uint64(7000+100*seats+i))
			rounds += r.rounds
			longest = max(longest, r.rounds)
			ends.add(r)
		}
		t.Logf("random bots, %d seats: %.1f rounds per game (at most %d); %d games ended by: %v",
			seats, float64(rounds)/n, longest, n, ends)
	}
}
