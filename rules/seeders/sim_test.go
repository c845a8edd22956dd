package seeders

import (
	"flag"
	"fmt"
	"sort"
	"testing"

	"starboard/ai"
	"starboard/rules"
)

const (
	maxHandCap = maxHand
	maxArkCap  = maxArk
)

var (
	simGames = flag.Int("sim", 0, "play this many games per seat count and report")
	simLevel = flag.String("simlevel", "random", "bot level of the simulation: random or easy")
)

// TestSimulation plays games between equal bots and reports, per seat
// count: game length, scores, how often each turn-order place and each
// seat wins, the largest hand and Ark seen, and the card designs never
// integrated. It runs only with -sim N (and -simlevel easy for greedy
// bots).
func TestSimulation(t *testing.T) {
	if *simGames == 0 {
		t.Skip("run with -sim N")
	}
	level, err := ai.ParseLevel(*simLevel)
	if err != nil {
		t.Fatal(err)
	}
	integrated := map[string]int{}
	for seats := 2; seats <= 4; seats++ {
		bySeat := make([]int, seats)
		byPlace := make([]int, seats)
		total, moves, maxHand, maxArk := 0, 0, 0, 0
		leaderWins := 0 // games won by the leader after turn 3
		for i := 0; i < *simGames; i++ {
			g := New(rules.Setup{Seats: seats, Seed: uint64(1000*seats + i), Options: rules.Options{"expert": "off", "draft": "off"}})
			bots := make([]*ai.Bot, seats)
			for b := range bots {
				bots[b] = ai.New(level, uint64(i*10+b))
			}
			var after3 [4]int16
			for !g.Over() {
				if g.turn < 4 {
					after3 = g.pp
				}
				seat := g.ToMove()
				s := bots[seat].Think(g.View(seat))
				for !s.Step() {
				}
				evs, err := g.Apply(s.Best())
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range evs {
					if e.Kind == EvIntegrate {
						integrated[cards[e.A].Name]++
					}
				}
				for p := int8(0); p < g.seats; p++ {
					maxHand = max(maxHand, int(g.handN[p]))
					maxArk = max(maxArk, int(g.arkN[p]))
				}
			}
			w := g.winner()
			lead := true
			for p := int8(0); p < g.seats; p++ {
				if p != w && after3[p] >= after3[w] {
					lead = false
				}
			}
			if lead {
				leaderWins++
			}
			bySeat[w]++
			byPlace[g.posOf(w)]++
			for p := 0; p < seats; p++ {
				total += g.Score(rules.Seat(p))
			}
			moves += int(g.steps)
		}
		t.Logf("%d seats, %d %s games: mean score %.1f, mean moves %.0f, wins by seat %v, by turn-4 place %v, by the sole leader after turn 3 %d, largest hand %d (cap %d), largest Ark %d (cap %d)",
			seats, *simGames, level, float64(total)/float64(seats**simGames), float64(moves)/float64(*simGames), bySeat, byPlace, leaderWins, maxHand, int(maxHandCap), maxArk, int(maxArkCap))
	}
	var never []string
	for _, d := range designs {
		if integrated[d.Name] == 0 {
			never = append(never, d.Name)
		}
	}
	sort.Strings(never)
	t.Logf("designs never integrated: %v", never)
	t.Log(fmt.Sprint("integrations of Secondary Crews: ", integrated["Worker"], " Workers, ", integrated["Convert"], " Converts, ", integrated["Priest"], " Priests"))
}

var simVersus = flag.String("simvs", "", "with -sim N: play N two-seat games of -simlevel against this level, seats alternating, and report")

// TestVersus plays two-seat games between two bot levels, each level in
// each seat half of the time, and reports the win rate of -simvs against
// -simlevel. It runs only with -sim N -simvs LEVEL.
func TestVersus(t *testing.T) {
	if *simGames == 0 || *simVersus == "" {
		t.Skip("run with -sim N -simvs LEVEL")
	}
	base, err := ai.ParseLevel(*simLevel)
	if err != nil {
		t.Fatal(err)
	}
	other, err := ai.ParseLevel(*simVersus)
	if err != nil {
		t.Fatal(err)
	}
	wins := 0
	for i := 0; i < *simGames; i++ {
		g := New(rules.Setup{Seats: 2, Seed: uint64(7000 + i), Options: rules.Options{"expert": "off", "draft": "off"}})
		seat := i % 2 // the seat of -simvs
		bots := make([]*ai.Bot, 2)
		bots[seat] = ai.New(other, uint64(i))
		bots[1-seat] = ai.New(base, uint64(i+1000))
		if err := ai.PlayGame(g, bots); err != nil {
			t.Fatal(err)
		}
		if g.Winners().Has(rules.Seat(seat)) {
			wins++
		}
	}
	t.Logf("%s beats %s in %d of %d two-seat games (%.0f%%)", other, base, wins, *simGames, 100*float64(wins)/float64(*simGames))
}
