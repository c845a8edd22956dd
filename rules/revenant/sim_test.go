package revenant

import (
	"flag"
	"fmt"
	"testing"
	"time"

	"starboard/ai"
	"starboard/rules"
)

var (
	simGames = flag.Int("sim", 0, "play this many games per seat count and report")
	simLevel = flag.String("simlevel", "easy", "bot level of the simulation")
	simSeats = flag.Int("simseats", 0, "play only this seat count")
)

// TestSimulation plays games between equal bots and reports, per seat
// count: moves per game, mean score, wins by seat and by place in the
// first round's turn order, jumps, Damage tiles, ships left, the House
// Power at the end and the cards never played; in solo, the win rate
// against each Corrupted Crew level. It runs only with -sim N.
func TestSimulation(t *testing.T) {
	if *simGames == 0 {
		t.Skip("run with -sim N")
	}
	level, err := ai.ParseLevel(*simLevel)
	if err != nil {
		t.Fatal(err)
	}
	playedCards := map[int16]int{}
	for _, setup := range []struct {
		seats int
		level string
	}{{1, "easy"}, {1, "medium"}, {1, "hard"}, {2, "medium"}, {3, "medium"}, {4, "medium"}} {
		if *simSeats != 0 && setup.seats != *simSeats {
			continue
		}
		var bySpec, specs [NumSpecs]int
		bySeat := make([]int, setup.seats)
		byPlace := make([]int, setup.seats)
		moves, total, jumps, tiles, power, automa, wins := 0, 0, 0, 0, 0, 0, 0
		for i := 0; i < *simGames; i++ {
			g := New(rules.Setup{Seats: setup.seats, Seed: uint64(1000*setup.seats + i), Options: rules.Options{"automa": setup.level}})
			first := g.first
			bots := make([]*ai.Bot, setup.seats)
			for b := range bots {
				bots[b] = ai.New(level, uint64(i*10+b))
			}
			for !g.Over() {
				seat := g.ToMove()
				evs, err := g.Apply(bots[seat].Choose(g.View(seat)))
				if err != nil {
					t.Fatal(err)
				}
				moves++
				for _, e := range evs {
					switch e.Kind {
					case EvPlay:
						playedCards[e.A]++
					case EvJump:
						jumps++
					case EvTile:
						tiles++
					}
				}
			}
			for h := 0; h < NumHouses; h++ {
				power += g.housePower(h)
			}
			w := g.Winners()
			for p := 0; p < setup.seats; p++ {
				total += g.Score(rules.Seat(p))
				specs[g.players[p].spec]++
				if w.Has(rules.Seat(p)) {
					bySpec[g.players[p].spec]++
					bySeat[p]++
					byPlace[(p-int(first)+setup.seats)%setup.seats]++
					wins++
				}
			}
			automa += g.AutomaScore()
		}
		n := float64(*simGames)
		line := fmt.Sprintf("%d seats (%s): %.0f moves/game, mean score %.1f, wins by seat %v, by place %v, %.2f jumps/game, %.2f tiles/game, total Power at end %.1f",
			setup.seats, setup.level, float64(moves)/n, float64(total)/n/float64(setup.seats), bySeat, byPlace, float64(jumps)/n, float64(tiles)/n, float64(power)/n)
		if setup.seats == 1 {
			line += fmt.Sprintf(", automa mean %.1f, player wins %.0f%%", float64(automa)/n, 100*float64(wins)/n)
		}
		line += fmt.Sprintf(", wins/games by specialization %v/%v", bySpec, specs)
		t.Log(line)
	}
	var never []string
	for c := int16(0); c < NumCards; c++ {
		if playedCards[c] == 0 {
			never = append(never, Cards[c].Name)
		}
	}
	t.Logf("cards never played: %d %v", len(never), never)
}

var (
	duelGames = flag.Int("duel", 0, "play this many two-seat games of hard against easy and report")
	duelFrom  = flag.Int("duelfrom", 0, "number of the first duel game (its seed is 5000 + number)")
)

// TestDuel plays hard against easy at two seats, hard taking each seat in
// turn, and reports hard's wins and its mean decision time. It runs only
// with -duel N.
func TestDuel(t *testing.T) {
	if *duelGames == 0 {
		t.Skip("run with -duel N")
	}
	wins, ties, decisions := 0.0, 0, 0
	var spent time.Duration
	for i := *duelFrom; i < *duelFrom+*duelGames; i++ {
		g := New(rules.Setup{Seats: 2, Seed: uint64(5000 + i), Options: rules.Options{"automa": "medium"}})
		hardSeat := rules.Seat(i % 2)
		bots := [2]*ai.Bot{ai.New(ai.Easy, uint64(i)), ai.New(ai.Easy, uint64(i+1))}
		bots[hardSeat] = ai.New(ai.Hard, uint64(i+7))
		for !g.Over() {
			seat := g.ToMove()
			start := time.Now()
			m := bots[seat].Choose(g.View(seat))
			if seat == hardSeat {
				spent += time.Since(start)
				decisions++
			}
			if _, err := g.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		u := g.Utility(hardSeat)
		wins += u
		if u > 0 && u < 1 {
			ties++
		}
		t.Logf("game %d: hard (seat %d) %d, easy %d", i+1, hardSeat+1, g.Score(hardSeat), g.Score(1-hardSeat))
	}
	t.Logf("hard won %.1f of %d (%.0f%%), %d shared; %.0f ms per hard decision (wall clock, shared machine)",
		wins, *duelGames, 100*wins/float64(*duelGames), ties, float64(spent.Milliseconds())/float64(max(decisions, 1)))
}

// TestGreedyPlaysThrough has greedy bots play a solo game and a
// four-seat game to the end.
func TestGreedyPlaysThrough(t *testing.T) {
	for _, seats := range []int{1, 4} {
		g := New(rules.Setup{Seats: seats, Seed: 77, Options: rules.Options{"automa": "hard"}})
		bots := make([]*ai.Bot, seats)
		for i := range bots {
			bots[i] = ai.New(ai.Easy, uint64(i))
		}
		for n := 0; !g.Over(); n++ {
			if n > 2000 {
				t.Fatalf("%d seats: no end after %d moves", seats, n)
			}
			seat := g.ToMove()
			if _, err := g.Apply(bots[seat].Choose(g.View(seat))); err != nil {
				t.Fatal(err)
			}
		}
	}
}

var soloHardGames = flag.Int("solohard", 0, "play this many solo games of hard against each Corrupted Crew level and report")

// TestSoloHard plays ai.Hard against the Corrupted Crew at each level and
// reports its win rate. It runs only with -solohard N.
func TestSoloHard(t *testing.T) {
	if *soloHardGames == 0 {
		t.Skip("run with -solohard N")
	}
	for lv, name := range DifficultyNames {
		wins, score, crew := 0, 0, 0
		for i := 0; i < *soloHardGames; i++ {
			g := New(rules.Setup{Seats: 1, Seed: uint64(7000 + 100*lv + i), Options: rules.Options{"automa": name}})
			bot := ai.New(ai.Hard, uint64(i))
			for !g.Over() {
				if _, err := g.Apply(bot.Choose(g.View(0))); err != nil {
					t.Fatal(err)
				}
			}
			if g.Winners().Has(0) {
				wins++
			}
			score += g.Score(0)
			crew += g.AutomaScore()
		}
		n := float64(*soloHardGames)
		t.Logf("hard against the %s Crew: won %d of %d (%.0f%%), mean %.1f against %.1f", name, wins, *soloHardGames, 100*float64(wins)/n, float64(score)/n, float64(crew)/n)
	}
}
