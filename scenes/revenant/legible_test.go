package revenant

import (
	"fmt"
	"testing"

	rr "starboard/rules/revenant"
	"starboard/scenes/scenetest"
)

// TestLegible plays a four-seat game some moves in, as the legibility
// report does, and measures the board's texts and symbols at each size:
// none may be under scenetest.LegibleBar. With $STARBOARD_LEGIBLE_DUMP set it lists
// the small ones of every size, miniatures too, and fails on none.
func TestLegible(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	r := scenetest.BusyRig(t, scenetest.Game{Title: rr.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 30)
	for _, sz := range scenetest.Sizes {
		marks := r.Audit(sz[0], sz[1])
		r.CheckLegible(marks, sz[0], sz[1], "revenant/")
	}
}

// TestSmallMap opens the map's tab of a small window (800x600) some
// moves into a four-seat game and checks that the Sectors' names and
// numbers and the Planets' names come out at least scenetest.LegibleBar high,
// though the Sectors open large on a long press.
func TestSmallMap(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	r := scenetest.BusyRig(t, scenetest.Game{Title: rr.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 30)
	b := r.Table.(*Shell).Board().(*Table)
	// The map's tab open, as the lights stand (they would open another).
	b.tab = tabMap
	for k, n := range b.tabLit(b.Frame) {
		b.tabSig[k] = n > 0
	}
	names := map[string]bool{}
	for x := 0; x < rr.NumSectors; x++ {
		if x < rr.NumRing {
			names[fmt.Sprint(x+1)] = true
		} else {
			names[rr.SectorNames[x]] = true
		}
	}
	for _, p := range rr.Planets {
		names[p.Name] = true
	}
	seen := 0
	marks := r.Audit(800, 600)
	if b.tab != tabMap {
		t.Fatal("the map's tab closed")
	}
	for _, mk := range marks {
		if !names[mk.Label] || mk.Symbol {
			continue
		}
		seen++
		if mk.Px < scenetest.LegibleBar {
			t.Errorf("%q on the map is %.1f px high at 800x600, want %d (%s)", mk.Label, mk.Px, scenetest.LegibleBar, mk.Where)
		}
	}
	if seen < rr.NumSectors {
		t.Errorf("%d Sector and Planet names were drawn on the map's tab, want at least %d", seen, rr.NumSectors)
	}
}
