package seeders

import (
	"flag"
	"testing"

	"starboard/ai"
	"starboard/rules"
)

var simGames = flag.Int("sim", 0, "play this many games per seat count between easy bots and report")

// TestSimulation plays games between bots and reports lengths, scores and
// how often each seat position wins. It runs only with -sim N.
func TestSimulation(t *testing.T) {
	if *simGames == 0 {
		t.Skip("run with -sim N")
	}
	for seats := 2; seats <= 4; seats++ {
		wins := make([]int, seats)
		total, moves := 0, 0
		for i := 0; i < *simGames; i++ {
			g := New(rules.Setup{Seats: seats, Seed: uint64(1000*seats + i), Options: rules.Options{"expert": "off"}})
			bots := make([]*ai.Bot, seats)
			for b := range bots {
				bots[b] = ai.New(ai.Easy, uint64(i*10+b))
			}
			if err := ai.PlayGame(g, bots); err != nil {
				t.Fatal(err)
			}
			for p := 0; p < seats; p++ {
				if g.Winners().Has(rules.Seat(p)) {
					wins[g.posOf(int8(p))]++
				}
				total += g.Score(rules.Seat(p))
			}
			moves += int(g.steps)
		}
		t.Logf("%d seats, %d easy games: mean score %.1f, mean moves %.0f, wins by turn-4 place %v",
			seats, *simGames, float64(total)/float64(seats**simGames), float64(moves)/float64(*simGames), wins)
	}
}
