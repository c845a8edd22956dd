package revenant

import (
	"fmt"
	"strings"
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestShipTextsWhole plays a four-seat game and checks, at some moves of
// it, at every size and on the phones' map, that no ship's House name
// or action is cut short with "…": the nineteenth review read "Fen…",
// "No…" on a phone and "Reorg. …" at 1280x720.
func TestShipTextsWhole(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	m := scenetest.NewMatch(t, rr.Title, 11, nil, "human", "bot:random", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	rng := rules.NewRNG(11)
	b := r.Table.(*Shell).Board().(*Table)
	cut := map[string]bool{}
	check := func(marks []scenes.Mark, size string) {
		for _, mk := range marks {
			if !mk.Symbol && strings.HasPrefix(mk.Where, "scenes/revenant/ships.go") && strings.HasSuffix(mk.Label, "…") {
				cut[fmt.Sprintf("%s: %q", size, mk.Label)] = true
			}
		}
	}
	for _, moves := range []int{30, 70, 110} {
		r.PlayUntil(&rng, nil, func([]rules.Move) bool { return m.Moves() >= moves })
		r.Step(30)
		for _, sz := range scenetest.Sizes {
			openTab(b, tabMap)
			check(r.Audit(sz[0], sz[1]), fmt.Sprintf("%dx%d move %d", sz[0], sz[1], moves))
			r.Shoot(fmt.Sprintf("revenant-map-%d-%dx%d", moves, sz[0], sz[1]), sz[0], sz[1])
		}
		for _, sz := range scenetest.Phones {
			openTab(b, tabMap)
			check(r.AuditAt(sz[0], sz[1], scenetest.PhoneRatio), fmt.Sprintf("%dx%d move %d", sz[0], sz[1], moves))
			r.Shoot(fmt.Sprintf("revenant-phone-map-%d-%dx%d", moves, sz[0], sz[1]), sz[0], sz[1])
		}
	}
	for k := range cut {
		t.Errorf("a ship's text cut short at %s", k)
	}
}
