package desolated

import (
	"path/filepath"
	"testing"

	"starboard/rules"
	"starboard/rules/rulestest"
)

// goldenGames are the seeded games kept as golden replays.
var goldenGames = []rulestest.GoldenGame{
	{Name: "solo", Seats: 1, Seed: 101},
	{Name: "two-seats", Seats: 2, Seed: 202},
	{Name: "four-seats", Seats: 4, Seed: 404},
	{Name: "six-seats", Seats: 6, Seed: 606},
	{Name: "three-seats-all-options", Seats: 3, Seed: 303, Options: rules.Options{"rise": "on", "destruction": "on", "technology": "on",
		"campaign": "on", "character": "on", "talent": "on", "rare": "on"}},
	{Name: "solo-expansions", Seats: 1, Seed: 111, Options: rules.Options{"rise": "on", "destruction": "on", "technology": "on"}},
}

// TestGoldenReplays replays the saved games of testdata/golden and checks
// that every event and the final scores read exactly as recorded. Run with
// -update to record them again after a deliberate change of the rules.
func TestGoldenReplays(t *testing.T) {
	rulestest.Golden(t, Title, filepath.Join("testdata", "golden"), goldenGames)
}
