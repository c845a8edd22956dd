package desolated

import (
	"flag"
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
		bots[i] = ai.New(ai.Easy, seed*31+uint64(i))
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

// TestSimulationReport plays greedy bots at every table size and reports
// how long games last, how they end, that every card gets used, and how
// often each seat position wins four-seat games. Run with -sim for the
// full figures quoted in doc.go.
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
		rounds, natural, best := 0, 0, 0
		for i := range n {
			r := simGame(t, seats, uint64(1000*seats+i))
			use(r)
			rounds += r.rounds
			best += r.score
			if r.why != finalRoundCap {
				natural++
			}
		}
		if n > 0 {
			t.Logf("%d seats: %.1f rounds per game, %d of %d games ended before the round cap, best score %.1f on average",
				seats, float64(rounds)/float64(n), natural, n, float64(best)/float64(n))
		}
	}
	var wins [4]float64
	rounds, natural, best := 0, 0, 0
	for i := range fours {
		r := simGame(t, 4, uint64(4000+i))
		use(r)
		rounds += r.rounds
		best += r.score
		if r.why != finalRoundCap {
			natural++
		}
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
	t.Logf("4 seats: %.1f rounds per game, %d of %d games ended before the round cap, best score %.1f on average",
		float64(rounds)/float64(fours), natural, fours, float64(best)/float64(fours))
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
	rounds, natural = 0, 0
	if *sim {
		games = 100
	}
	for i := range games {
		r := simGame(t, 4, uint64(9000+i), all)
		use(r)
		rounds += r.rounds
		if r.why != finalRoundCap {
			natural++
		}
	}
	t.Logf("4 seats, all options: %.1f rounds per game, %d of %d games ended before the round cap", float64(rounds)/float64(games), natural, games)
	t.Logf("advanced cards used: %d/36 Technology, %d/6 Characters, %d/6 Rare, %d/36 Advanced Influence, %d/36 Advanced Landmarks",
		count(mats[FirstTech:FirstCharacter]), count(mats[FirstCharacter:FirstRare]), count(mats[FirstRare:]),
		count(infl[NumInfluenceCards:]), count(lms[NumLandmarkCards:]))
	if *sim && count(mats[:]) < AllMaterialCards {
		t.Error("some Material-like cards were never used")
	}
}
