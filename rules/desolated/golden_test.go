package desolated

import (
	"path/filepath"
	"testing"

	"starboard/ai"
	"starboard/rules"
	"starboard/rules/rulestest"
)

// greedyPlayers plays golden games between greedy bots (ai.Easy), whose
// games end by the rulebook's triggers as players' do: uniformly random
// moves seldom earn a Landmark and run to the round guard.
func greedyPlayers(seed uint64) func() (func(rules.Seat, rules.Game) rules.Move, string) {
	return func() (func(rules.Seat, rules.Game) rules.Move, string) {
		bots := map[rules.Seat]*ai.Bot{}
		return func(seat rules.Seat, view rules.Game) rules.Move {
			if bots[seat] == nil {
				bots[seat] = ai.New(ai.Easy, seed*7+uint64(seat))
			}
			return bots[seat].Choose(view)
		}, "bot:easy"
	}
}

// goldenGames are the seeded games kept as golden replays.
var goldenGames = []rulestest.GoldenGame{
	{Name: "solo", Seats: 1, Seed: 101, Players: greedyPlayers(101)},
	{Name: "two-seats", Seats: 2, Seed: 202, Players: greedyPlayers(202)},
	{Name: "four-seats", Seats: 4, Seed: 404, Players: greedyPlayers(404)},
	{Name: "six-seats", Seats: 6, Seed: 606, Players: greedyPlayers(606)},
	{Name: "three-seats-all-options", Seats: 3, Seed: 303, Players: greedyPlayers(303), Options: rules.Options{"rise": "on", "destruction": "on", "technology": "on",
		"campaign": "on", "character": "on", "talent": "on", "rare": "on"}},
	{Name: "solo-expansions", Seats: 1, Seed: 111, Players: greedyPlayers(111), Options: rules.Options{"rise": "on", "destruction": "on", "technology": "on"}},
}

// TestGoldenReplays replays the saved games of testdata/golden and checks
// that every event and the final scores read exactly as recorded. Run with
// -update to record them again after a deliberate change of the rules.
func TestGoldenReplays(t *testing.T) {
	rulestest.Golden(t, Title, filepath.Join("testdata", "golden"), goldenGames)
}
