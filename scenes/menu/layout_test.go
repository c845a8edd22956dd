package menu

import (
	"fmt"
	"testing"

	"starboard/scenes"
)

var layoutSizes = [][2]int{{1280, 720}, {1920, 1080}, {2560, 1440}, {1024, 768}, {800, 600}, {720, 1280}, {1080, 1920}}

// TestLayout checks every menu screen at every window shape: each target
// at least MinTarget on both sides, inside the canvas, overlapping no other.
func TestLayout(t *testing.T) {
	for _, sz := range layoutSizes {
		for _, sc := range shotCases() {
			name := fmt.Sprintf("%s at %dx%d", sc.name, sz[0], sz[1])
			h := newHarness(t, sc.kiosk)
			if sc.screen == "title" || sc.screen == "resume" {
				if sc.prep != nil {
					sc.prep(h)
				}
				h.open(sc.screen, sz[0], sz[1])
			} else {
				h.open(sc.screen, sz[0], sz[1])
				if sc.prep != nil {
					sc.prep(h)
				}
			}
			w, hh, _ := h.root.Size()
			tg, ok := h.root.Top().(scenes.Targeter)
			if !ok {
				t.Fatalf("%s: %T lists no targets", name, h.root.Top())
			}
			targets := tg.Targets(nil)
			var rects []scenes.Rect
			names := map[string]bool{}
			for _, tgt := range targets {
				rects = append(rects, tgt.Rect)
				if tgt.Name == "" || names[tgt.Name] {
					t.Errorf("%s: target name %q is empty or repeated", name, tgt.Name)
				}
				names[tgt.Name] = true
			}
			if len(rects) == 0 {
				t.Errorf("%s: no targets", name)
			}
			checkTargets(t, name, rects, w, hh)
		}
	}
}

func checkTargets(t *testing.T, name string, rects []scenes.Rect, w, h float64) {
	t.Helper()
	for i, r := range rects {
		if r.W < scenes.MinTarget || r.H < scenes.MinTarget {
			t.Errorf("%s: target %d %+v is smaller than %d", name, i, r, scenes.MinTarget)
		}
		if r.X < 0 || r.Y < 0 || r.X+r.W > w+0.01 || r.Y+r.H > h+0.01 {
			t.Errorf("%s: target %d %+v is outside the %.0fx%.0f canvas", name, i, r, w, h)
		}
		for j := i + 1; j < len(rects); j++ {
			o := rects[j]
			if r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H {
				t.Errorf("%s: targets %d %+v and %d %+v overlap", name, i, r, j, o)
			}
		}
	}
}
