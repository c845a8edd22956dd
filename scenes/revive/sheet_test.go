package revive

import (
	"testing"

	rv "starboard/rules/revive"
	"starboard/scenes/scenetest"
)

// The scoring aid opens from the panel's button over the table, and a tap
// closes it.
func TestScoringSheetOpensAndCloses(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 3, nil, "human", "bot:random")
	r := scenetest.ReadyRig(t, m, New(m))
	sh := r.Table.(*Shell)
	r.Tap(sh.SheetButton())
	if !sh.SheetShown() {
		t.Fatalf("the %q button did not open the sheet", sh.Board().(*Table).SheetLabel())
	}
	r.Shoot("revive-sheet-1280x720", 1280, 720)
	r.Shoot("revive-sheet-800x600", 800, 600)
	r.Shoot("revive-sheet-1080x1920", 1080, 1920)
	r.Tap(sh.Board().(*Table).lay.big.head)
	if sh.SheetShown() {
		t.Errorf("a tap did not close the sheet")
	}
}
