package menu

import (
	"image/color"
	"slices"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/internal/version"
	"starboard/scenes"
)

// recordingText draws through the real text drawer and remembers every
// string drawn.
type recordingText struct {
	scenes.TextDrawer
	mu    sync.Mutex
	drawn []string
}

func (r *recordingText) Draw(dst *ebiten.Image, s string, x, y, size, scale float64, c color.Color, align scenes.Align, bold bool) {
	r.mu.Lock()
	r.drawn = append(r.drawn, s)
	r.mu.Unlock()
	r.TextDrawer.Draw(dst, s, x, y, size, scale, c, align, bold)
}

// The title screen shows the build's version, in the kiosk too.
func TestTitleShowsVersion(t *testing.T) {
	for _, kiosk := range []bool{false, true} {
		h := newHarness(t, kiosk)
		rec := &recordingText{TextDrawer: h.app.Text}
		h.app.Text = rec
		h.open("title", 1280, 720)
		h.draw(2)
		rec.mu.Lock()
		found := slices.Contains(rec.drawn, version.String())
		rec.mu.Unlock()
		if !found {
			t.Errorf("kiosk %v: the title did not draw the version %q", kiosk, version.String())
		}
	}
}
