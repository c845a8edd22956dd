package revenant

import (
	"path/filepath"
	"testing"

	"starboard/ai"
	"starboard/rules"
	"starboard/rules/rulestest"
)

// goldenGames are the seeded games kept as golden replays.
var goldenGames = []rulestest.GoldenGame{
	{Name: "solo-easy", Seats: 1, Seed: 101, Options: rules.Options{"automa": "easy"}},
	{Name: "solo-hard", Seats: 1, Seed: 102, Options: rules.Options{"automa": "hard"}},
	{Name: "two-seats", Seats: 2, Seed: 201, Options: rules.Options{"automa": "medium"}},
	{Name: "three-seats", Seats: 3, Seed: 301, Options: rules.Options{"automa": "medium"}},
	{Name: "four-seats", Seats: 4, Seed: 401, Options: rules.Options{"automa": "medium"}},
	{Name: "two-seats-easy-bots", Seats: 2, Seed: 202, Options: rules.Options{"automa": "medium"}, Players: func() (func(rules.Seat, rules.Game) rules.Move, string) {
		bots := []*ai.Bot{ai.New(ai.Easy, 1), ai.New(ai.Easy, 2)}
		return func(seat rules.Seat, view rules.Game) rules.Move { return bots[seat].Choose(view) }, "bot:easy"
	}},
}

// TestGoldenReplays replays the saved games of testdata/golden and checks
// that every event and the final scores read exactly as recorded. Run with
// -update to record them again after a deliberate change of the rules.
func TestGoldenReplays(t *testing.T) {
	rulestest.Golden(t, Title, filepath.Join("testdata", "golden"), goldenGames)
}
