package revenant

import (
	"testing"

	rr "starboard/rules/revenant"
	"starboard/scenes/scenetest"
)

// TestCrowdedSectorCounts: a ring Sector's row shows no more ships than
// it has room for, each chip with a line for its name and one for its
// words at the legible least; the rest are counted in a cell of their
// own, whose tap shows them.
func TestCrowdedSectorCounts(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 11, nil, "human", "bot:easy")
	r := scenetest.NewRig(t, m, New(m), 800, 600)
	r.Step(2)
	b := r.Table.(*Shell).Board().(*Table)
	least := b.lay.least()
	counted := false
	for n := 5; n <= 12; n++ {
		shown, cells := b.overflow(0, n)
		for i := 0; i < cells; i++ {
			if h := b.cellAt(0, i, cells).H; h < least*(nameRow+1.1) {
				t.Errorf("%d ships: cell %d of %d is %.1f high, under two lines of %.1f", n, i, cells, h, least)
			}
		}
		if shown < n {
			counted = true
			if cells != shown+1 {
				t.Errorf("%d ships: %d shown in %d cells, not one more for the count", n, shown, cells)
			}
		}
	}
	if !counted {
		t.Error("a row of 12 ships at 800x600 shows them all")
	}
}
