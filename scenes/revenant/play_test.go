package revenant

import (
	"fmt"
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes/scenetest"
)

// TestFullGameThroughTheScreen plays whole games by taps and drags: solo
// against each level of the Corrupted Crew, two seats, and four with two
// people passing the device.
func TestFullGameThroughTheScreen(t *testing.T) {
	for _, tc := range []struct {
		players []string
		seed    uint64
		opts    rules.Options
	}{
		{[]string{"human"}, 3, rules.Options{"automa": "hard"}},
		{[]string{"human"}, 4, rules.Options{"automa": "easy"}},
		{[]string{"human", "bot:random", "bot:random"}, 6, nil},
		{[]string{"human", "bot:random"}, 5, nil},
		{[]string{"human", "human", "bot:random", "bot:random"}, 8, nil},
	} {
		t.Run(fmt.Sprint(len(tc.players), "seats-seed", tc.seed), func(t *testing.T) {
			r := scenetest.PlayThrough(t, scenetest.Game{Title: rr.Title, Table: New, Players: tc.players,
				Seed: tc.seed, Options: tc.opts, Speed: 3})
			for _, verb := range []string{"assign", "action"} {
				if r.Kinds[verb] == 0 {
					t.Errorf("no %q move was made through the screen: %v", verb, r.Kinds)
				}
			}
			if r.Kinds["bonus"]+r.Kinds["gain"]+r.Kinds["play"]+r.Kinds["remove"] == 0 {
				t.Errorf("no bonus action was taken through the screen: %v", r.Kinds)
			}
		})
	}
}
