package revive

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// legibleBar is the least height on screen, in device pixels, of a text
// or symbol of the board that carries a rule (miniatures aside).
const legibleBar = 12

// TestLegible plays a four-seat game some moves in and measures the
// board's texts and symbols at each size: at 1280x720 and 1920x1080 none
// may be under legibleBar. With $STARBOARD_LEGIBLE_DUMP set it lists the
// small ones of every size.
func TestLegible(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	m := scenetest.NewMatch(t, rv.Title, 11, nil, "human", "bot:random", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8
	r.PlayRandom(11, 30)
	dump := os.Getenv("STARBOARD_LEGIBLE_DUMP") != ""
	for _, sz := range scenetest.Sizes {
		marks := r.Audit(sz[0], sz[1])
		var small []scenes.Mark
		for _, mk := range marks {
			if !mk.Mini && mk.Px < legibleBar && strings.TrimSpace(mk.Label) != "" && strings.Contains(mk.Where, "revive/") {
				small = append(small, mk)
			}
		}
		sort.Slice(small, func(i, j int) bool { return small[i].Px < small[j].Px })
		if dump {
			fmt.Printf("== %dx%d: %d small\n", sz[0], sz[1], len(small))
			seen := map[string]bool{}
			for _, mk := range small {
				k := mk.Where
				if seen[k] {
					continue
				}
				seen[k] = true
				fmt.Printf("  %.1f %v %q %s\n", mk.Px, mk.Symbol, mk.Label, mk.Where)
			}
		}
		if !dump && (sz[0] == 1280 || sz[0] == 1920) && len(small) > 0 {
			t.Errorf("%dx%d: %d texts or symbols under %d px, the smallest %.1f px %q at %s", sz[0], sz[1], len(small), legibleBar, small[0].Px, small[0].Label, small[0].Where)
		}
	}
}
