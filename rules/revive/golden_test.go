package revive

import (
	"path/filepath"
	"testing"

	"starboard/rules/rulestest"
)

// goldenGames are the seeded games kept as golden replays.
var goldenGames = []rulestest.GoldenGame{
	{Name: "solo", Seats: 1, Seed: 11},
	{Name: "two-seats", Seats: 2, Seed: 22},
	{Name: "three-seats", Seats: 3, Seed: 33},
	{Name: "four-seats", Seats: 4, Seed: 44},
}

// TestGoldenReplays replays the saved games of testdata/golden and checks
// that every event and the final scores read exactly as recorded. Run with
// -update to record them again after a deliberate change of the rules.
func TestGoldenReplays(t *testing.T) {
	rulestest.Golden(t, Title, filepath.Join("testdata", "golden"), goldenGames)
}
