package revive

import (
	"image"
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

// TestSheetOpaque opens the player aid and reads the screen: the panel's
// margin beside its text is the panel's own colour, with nothing of the
// table showing through it.
func TestSheetOpaque(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 3, nil, "human", "bot:random")
	r := scenetest.ReadyRig(t, m, New(m))
	sh := r.Table.(*Shell)
	r.Tap(sh.SheetButton())
	if !sh.SheetShown() {
		t.Fatalf("the sheet did not open")
	}
	r.DrawEvery = 1
	r.Step(1)
	var img *image.RGBA
	scenetest.Do(func() { img = r.Screen.Frame() })
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	in := int(max(8, min(float64(w)*0.04, 40)))
	for _, y := range []int{h / 4, h / 2, h * 3 / 4} {
		got := img.RGBAAt(in+8, y)
		if got.R != colSheet.R || got.G != colSheet.G || got.B != colSheet.B {
			t.Errorf("the sheet's panel at %d, %d is %v, not its colour %v: the table shows through", in+8, y, got, colSheet)
		}
	}
}

// TestSheetKeysTheBacks: the player aid's key explains the coloured
// outlines of the face-down tiles (the eighteenth review found no key to
// them), and a face-down tile's tooltip says what its colour means.
func TestSheetKeysTheBacks(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 3, nil, "human", "bot:random")
	r := scenetest.ReadyRig(t, m, New(m))
	sh := r.Table.(*Shell)
	b := sh.Board().(*Table)
	for h := range b.lay.hexX {
		if b.view.Terrain(h) != rv.Unknown {
			continue
		}
		title, body := b.describe(tipHex*tipKind + h)
		if title != "Face-down tile" || !strings.Contains(body, "back's colour") {
			t.Errorf("space %d, face down: the tooltip reads %q: %q", h, title, body)
		}
		break
	}
	r.Tap(sh.SheetButton())
	for _, sz := range scenetest.Sizes {
		found := false
		for _, mk := range r.Audit(sz[0], sz[1]) {
			found = found || strings.Contains(mk.Where, "revive/sheet.go") && strings.HasPrefix(mk.Label, "Face-down tile")
		}
		if !found {
			t.Errorf("%dx%d: the key does not name the face-down tiles' outlines", sz[0], sz[1])
		}
	}
}
