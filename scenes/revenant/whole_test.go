package revenant

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestShipTextsWhole plays a four-seat game and checks, at some moves of
// it, at every size and on the phones' map, that no ship's House name is
// cut short with "…" (the nineteenth review read "Fen…", "No…" on a
// phone), nor at the large sizes an action ("Reorg. …"). A crowded
// Sector's chips at 1280x720, 800x600 and on the phones may still cut an
// action beside a Crew figure, and 360x800 a name: those are listed.
func TestShipTextsWhole(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	m := scenetest.NewMatch(t, rr.Title, 11, nil, "human", "bot:random", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	rng := rules.NewRNG(11)
	b := r.Table.(*Shell).Board().(*Table)
	strict := map[string]bool{"1920x1080": true, "1080x1920": true}
	check := func(marks []scenes.Mark, size string, moves int) {
		for _, mk := range marks {
			if mk.Symbol || !strings.HasPrefix(mk.Where, "scenes/revenant/ships.go") || !strings.HasSuffix(mk.Label, "…") {
				continue
			}
			name := slices.ContainsFunc(rr.HouseNames[:], func(h string) bool { return strings.HasPrefix(h, strings.TrimSuffix(mk.Label, "…")) })
			if strict[size] || name && size != "360x800" {
				t.Errorf("%s, move %d: a ship's text cut short: %q", size, moves, mk.Label)
			} else {
				t.Logf("%s, move %d: a ship's text cut short: %q", size, moves, mk.Label)
			}
		}
	}
	for _, moves := range []int{30, 70, 110} {
		r.PlayUntil(&rng, nil, func([]rules.Move) bool { return m.Moves() >= moves })
		r.Step(30)
		for _, sz := range scenetest.Sizes {
			openTab(b, tabMap)
			size := fmt.Sprintf("%dx%d", sz[0], sz[1])
			check(r.Audit(sz[0], sz[1]), size, moves)
			r.Shoot(fmt.Sprintf("revenant-map-%d-%s", moves, size), sz[0], sz[1])
		}
		for _, sz := range scenetest.Phones {
			openTab(b, tabMap)
			size := fmt.Sprintf("%dx%d", sz[0], sz[1])
			check(r.AuditAt(sz[0], sz[1], scenetest.PhoneRatio), size, moves)
			r.Shoot(fmt.Sprintf("revenant-phone-map-%d-%s", moves, size), sz[0], sz[1])
		}
	}
}
