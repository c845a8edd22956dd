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
// or symbol of the board that carries a rule, miniatures (faces that
// zoom whole on a long press) aside.
const legibleBar = 12

// TestLegible plays a four-seat game some moves in, as the legibility
// report does, and measures the board's texts and symbols at each size,
// both tabs of a small window: none may be under legibleBar. The map's
// faces (the tiles' backs, the large locations) and the machine tokens
// on offer are not miniatures at any size, so they are counted too. With
// $STARBOARD_LEGIBLE_DUMP set it lists the small ones of every size,
// miniatures too, and fails on none.
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
	b := r.Table.(*Shell).Board().(*Table)
	for _, sz := range scenetest.Sizes {
		marks := r.Audit(sz[0], sz[1])
		if b.lay.tabbed {
			// A small window shows the map or a board: measure both.
			open := b.tab
			b.tab = 1 - open
			marks = append(marks, r.Audit(sz[0], sz[1])...)
			b.tab = open
		}
		l := &b.lay
		if l.largeMini || l.hexR*0.78 < l.lu {
			t.Errorf("%dx%d: the map's faces are miniatures (hex radius %.1f, least legible size %.1f, large locations small %v)", sz[0], sz[1], l.hexR, l.lu, l.largeMini)
		}
		var small, mini []scenes.Mark
		for _, mk := range marks {
			if mk.Px >= legibleBar || strings.TrimSpace(mk.Label) == "" || !strings.Contains(mk.Where, "revive/") {
				continue
			}
			if mk.Mini {
				mini = append(mini, mk)
			} else {
				small = append(small, mk)
			}
		}
		sort.Slice(small, func(i, j int) bool { return small[i].Px < small[j].Px })
		sort.Slice(mini, func(i, j int) bool { return mini[i].Px < mini[j].Px })
		if dump {
			fmt.Printf("== %dx%d: %d small, %d in miniatures\n", sz[0], sz[1], len(small), len(mini))
			seen := map[string]bool{}
			for _, mk := range append(small, mini...) {
				k := fmt.Sprint(mk.Mini, mk.Where)
				if seen[k] {
					continue
				}
				seen[k] = true
				fmt.Printf("  %.1f mini=%v %q %s\n", mk.Px, mk.Mini, mk.Label, mk.Where)
			}
			continue
		}
		if len(small) > 0 {
			t.Errorf("%dx%d: %d texts or symbols under %d px, the smallest %.1f px %q at %s", sz[0], sz[1], len(small), legibleBar, small[0].Px, small[0].Label, small[0].Where)
		}
	}
}
