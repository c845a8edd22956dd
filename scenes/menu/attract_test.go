package menu

import (
	"slices"
	"strings"
	"testing"

	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/shelf"
)

// Every title's demo names its title, readable on a small window (12 px
// or more at 800 by 600) and large at 1080p, in the table's panel, and
// invites passers-by over the panel's Undo and Menu: neither hides the
// board.
func TestEveryDemoNamesItsTitle(t *testing.T) {
	for _, sz := range [][3]float64{{800, 600, 12}, {1920, 1080, 30}} {
		for _, title := range shelf.Titles() {
			h := newHarness(t, true)
			text := &scenetest.TextLog{TextDrawer: h.app.Text}
			h.app.Text = text
			h.openDemo(title.Slug(), int(sz[0]), int(sz[1]))
			text.Reset()
			h.draw(1)
			lines, px := text.Lines()
			// The plate's lines are the last drawn before the pill's.
			touch := slices.Index(lines, "Touch the screen to play")
			name, smallest := "", sz[2]*10
			for i := touch - 1; i >= 0 && strings.Contains(title.Rules.Name, lines[i]); i-- {
				name = strings.TrimSpace(lines[i] + " " + name)
				smallest = min(smallest, px[i])
			}
			if name != title.Rules.Name {
				t.Errorf("%s demo at %vx%v: the name drawn is %q, want %q (lines %q)", title.Slug(), sz[0], sz[1], name, title.Rules.Name, lines)
			} else if smallest < sz[2] {
				t.Errorf("%s demo at %vx%v: its name is %.1f px, want %v px or more", title.Slug(), sz[0], sz[1], smallest, sz[2])
			}
			if touch < 0 {
				t.Errorf("%s demo at %vx%v: no invitation to touch the screen", title.Slug(), sz[0], sz[1])
			}
			w, hh, _ := h.root.Size()
			plate, pill, _ := demoPlaces(h.root.Top().(*attract).table, w, hh)
			undo, _ := scenes.FindTarget(h.root.Top().(*attract).table, "undo")
			if !inside(undo, pill) || plate.Y > pill.Y {
				t.Errorf("%s demo at %vx%v: plate %v, pill %v; want the pill over Undo (%v) and the plate above it", title.Slug(), sz[0], sz[1], plate, pill, undo)
			}
		}
	}
}

// inside reports whether a lies within b.
func inside(a, b scenes.Rect) bool {
	return a.X >= b.X && a.Y >= b.Y && a.X+a.W <= b.X+b.W && a.Y+a.H <= b.Y+b.H
}
