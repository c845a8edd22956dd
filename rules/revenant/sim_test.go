package revenant

import (
	"flag"
	"fmt"
	"testing"

	"starboard/ai"
	"starboard/rules"
)

var (
	simGames = flag.Int("sim", 0, "play this many games per seat count and report")
	simLevel = flag.String("simlevel", "easy", "bot level of the simulation")
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
				if w.Has(rules.Seat(p)) {
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
