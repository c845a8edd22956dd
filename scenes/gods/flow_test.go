package gods

import (
	"testing"
	"time"

	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// home is a stand-in for the menu: it opens the table on its first tick.
type home struct {
	table  scenes.Scene
	opened bool
}

func (h *home) Update(*scenes.Context) scenes.Change {
	if !h.opened {
		h.opened = true
		return scenes.Push(h.table)
	}
	return scenes.Stay
}

func (h *home) Draw(*scenes.Canvas) {}

// TestAttractStaysOnItsResultsAndLeavesOnATap: an attract table plays its
// match to the results and stays there (the kiosk's attract loop, in
// scenes/menu, starts the next demo); a tap leaves it.
func TestAttractStaysOnItsResultsAndLeavesOnATap(t *testing.T) {
	m := pacedMatch(t, 8, 2*time.Millisecond, "bot:random", "bot:random", "bot:random")
	tbl := NewTable(m, table.Options{Attract: true, Exit: scenes.Pop(), Pace: time.Millisecond})
	h := &home{table: tbl}
	r := scenetest.NewRig(t, m, tbl, 640, 360)
	scenetest.Do(func() { r.Screen = scenetest.NewScreen(scenes.NewRoot(r.App, h, r.Script), 640, 360) })
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 10
	for i := 0; i < 2000 && !tbl.ResultsShown(); i++ {
		r.Step(5)
	}
	if !tbl.ResultsShown() {
		t.Fatalf("the attract game did not reach its results: %s", tbl.Status())
	}
	r.Step(600)
	if r.Screen.Root.Top() != scenes.Scene(tbl) {
		t.Fatalf("after the results the attract table left for %T; starting the next demo is the attract loop's", r.Screen.Root.Top())
	}
	r.Tap(scenes.Rect{X: 600, Y: 300, W: 10, H: 10})
	r.Step(20)
	if r.Screen.Root.Top() != scenes.Scene(h) {
		t.Errorf("a tap on the attract loop left %T on top, want the home scene", r.Screen.Root.Top())
	}
}
