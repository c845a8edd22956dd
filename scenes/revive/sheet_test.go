package revive

import (
	"strings"
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
	r.Shoot("revive-sheet-1920x1080", 1920, 1080)
	r.Shoot("revive-sheet-1080x1920", 1080, 1920)
	r.Tap(sh.Board().(*Table).lay.big.head)
	if sh.SheetShown() {
		t.Errorf("a tap did not close the sheet")
	}
}

// TestSheetTurnLegible opens the player aid and measures it at each size:
// every step of the turn is drawn, and no text or symbol of the sheet is
// under scenetest.LegibleBar.
func TestSheetTurnLegible(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 3, nil, "human", "bot:random")
	r := scenetest.ReadyRig(t, m, New(m))
	sh := r.Table.(*Shell)
	r.Tap(sh.SheetButton())
	if !sh.SheetShown() {
		t.Fatalf("the sheet did not open")
	}
	for _, sz := range scenetest.Sizes {
		var drawn []string // the audit keeps the start of a long text
		for _, mk := range r.Audit(sz[0], sz[1]) {
			if !strings.Contains(mk.Where, "revive/sheet.go") {
				continue
			}
			drawn = append(drawn, strings.TrimSuffix(mk.Label, "…"))
			if mk.Px < scenetest.LegibleBar && strings.TrimSpace(mk.Label) != "" {
				t.Errorf("%dx%d: %q is %.1f px on the sheet, under %d", sz[0], sz[1], mk.Label, mk.Px, scenetest.LegibleBar)
			}
		}
		has := func(s string) bool {
			for _, d := range drawn {
				if len(d) >= min(len(s), 12) && strings.HasPrefix(s, d) {
					return true
				}
			}
			return false
		}
		for _, s := range append([]string{"Your turn", "Your artifact scoring card"}, turnAid...) {
			if !has(s) {
				t.Errorf("%dx%d: the sheet does not give %q", sz[0], sz[1], s)
			}
		}
	}
}
