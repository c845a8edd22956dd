package menu

import (
	"slices"
	"testing"

	"starboard/internal/version"
	"starboard/scenes/scenetest"
)

// The title screen shows the build's version, in the kiosk too.
func TestTitleShowsVersion(t *testing.T) {
	for _, kiosk := range []bool{false, true} {
		h := newHarness(t, kiosk)
		rec := &scenetest.TextLog{TextDrawer: h.app.Text}
		h.app.Text = rec
		h.open("title", 1280, 720)
		h.draw(2)
		if drawn, _ := rec.Lines(); !slices.Contains(drawn, version.String()) {
			t.Errorf("kiosk %v: the title did not draw the version %q", kiosk, version.String())
		}
	}
}
