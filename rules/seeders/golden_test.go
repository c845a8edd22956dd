package seeders

import (
	"path/filepath"
	"testing"

	"starboard/rules"
	"starboard/rules/rulestest"
)

// goldenGames are the seeded games kept as golden replays.
var goldenGames = []rulestest.GoldenGame{
	{Name: "two-seats", Seats: 2, Seed: 101, Options: rules.Options{"expert": "off", "draft": "off"}},
	{Name: "two-seats-draft", Seats: 2, Seed: 102, Options: rules.Options{"expert": "off", "draft": "on"}},
	{Name: "three-seats-expert", Seats: 3, Seed: 202, Options: rules.Options{"expert": "on", "draft": "off"}},
	{Name: "four-seats", Seats: 4, Seed: 303, Options: rules.Options{"expert": "off", "draft": "off"}},
	{Name: "four-seats-expert-draft", Seats: 4, Seed: 404, Options: rules.Options{"expert": "on", "draft": "on"}},
}

// TestGoldenReplays replays the saved games of testdata/golden and checks
// that every event and the final scores read exactly as recorded. Run with
// -update to record them again after a deliberate change of the rules.
func TestGoldenReplays(t *testing.T) {
	rulestest.Golden(t, Title, filepath.Join("testdata", "golden"), goldenGames)
}
