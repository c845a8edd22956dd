package gods

import (
	"path/filepath"
	"testing"

	"starboard/rules"
	"starboard/rules/rulestest"
)

// goldenGames are the seeded games kept as golden replays.
var goldenGames = []rulestest.GoldenGame{
	{Name: "two-seats-easy", Seats: 2, Seed: 101, Options: rules.Options{"faces": "easy", "oxygen": "0"}},
	{Name: "three-seats-difficult-oxygen2", Seats: 3, Seed: 202, Options: rules.Options{"faces": "difficult", "oxygen": "2"}},
	{Name: "four-seats-random", Seats: 4, Seed: 303, Options: rules.Options{"faces": "random", "oxygen": "0"}},
	{Name: "four-seats-oxygen4", Seats: 4, Seed: 404, Options: rules.Options{"faces": "random", "oxygen": "4"}},
}

// TestGoldenReplays replays the saved games of testdata/golden and checks
// that every event and the final score read exactly as recorded. Run with
// -update to record them again after a deliberate change of the rules.
func TestGoldenReplays(t *testing.T) {
	rulestest.Golden(t, Title, filepath.Join("testdata", "golden"), goldenGames)
}
