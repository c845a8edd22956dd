package match_test

import (
	"testing"

	"starboard/ai"
	"starboard/match"
	"starboard/rules"
	"starboard/rules/gods"
)

// BenchmarkRandomBotGame plays whole games of gods between random bots
// through a match, autosaving to memory after every move: the cost of the
// command layer around the rules.
func BenchmarkRandomBotGame(b *testing.B) {
	seats := []match.SeatConfig{{Player: match.BotPlayer(ai.Random)}, {Player: match.BotPlayer(ai.Random)}, {Player: match.BotPlayer(ai.Random)}}
	for i := range b.N {
		m, err := match.New(match.Config{
			Title: gods.Title,
			Setup: rules.Setup{Seed: uint64(i)},
			Seats: seats,
			Store: &match.MemoryStore{},
		})
		if err != nil {
			b.Fatal(err)
		}
		m.WaitIdle()
		m.Close()
	}
}
