package menu

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
)

func (h *harness) staffKey(k string) {
	h.t.Helper()
	st, ok := h.root.Top().(*staff)
	if !ok {
		h.t.Fatalf("the top is %s, want the staff screen", h.top())
	}
	for i, name := range staffKeys {
		if name == k {
			h.tap(st.keys[i].Rect)
			return
		}
	}
	h.t.Fatalf("no key %q", k)
}

func (h *harness) longPress(x, y float64) {
	h.script.LongPress(x, y)
	h.step(h.script.Len() + scenes.FadeTicks + 2)
}

func TestStaffScreenNeedsALongPressInTheCornerAndTheCode(t *testing.T) {
	// The script's long press lasts past the staff hold on the harness's
	// clock; its tap does not.
	if time.Duration(input.LongPressTicks)*tickTime <= scenes.StaffHold {
		t.Fatalf("a scripted long press (%d ticks of %v) is not longer than %v", input.LongPressTicks, tickTime, scenes.StaffHold)
	}
	h := newHarness(t, true)
	h.open("title", 1280, 720)

	// A tap in the corner, or a long press elsewhere, opens nothing.
	h.tap(scenes.Rect{X: 10, Y: 10, W: 20, H: 20})
	h.longPress(640, 300)
	if _, ok := h.root.Top().(*titleScreen); !ok {
		t.Fatalf("after a tap in the corner and a long press elsewhere the top is %s, want the title", h.top())
	}

	// Three wrong codes close it.
	h.longPress(20, 20)
	if _, ok := h.root.Top().(*staff); !ok {
		t.Fatalf("after a long press in the corner the top is %s, want the staff screen", h.top())
	}
	for try := 1; try <= staffTries; try++ {
		for _, k := range "1357" {
			h.staffKey(string(k))
		}
	}
	if _, ok := h.root.Top().(*titleScreen); !ok {
		t.Fatalf("after %d wrong codes the top is %s, want the title", staffTries, h.top())
	}

	// The right code shows the idle times and the exit.
	h.longPress(20, 20)
	for _, k := range DefaultStaffCode {
		h.staffKey(string(k))
	}
	st := h.root.Top().(*staff)
	if !st.unlocked {
		t.Fatal("the right code did not unlock the staff screen")
	}
	h.tap(st.back.Rect)
	if _, ok := h.root.Top().(*titleScreen); !ok {
		t.Fatalf("Back to the kiosk left %s on top, want the title", h.top())
	}
	h.longPress(20, 20)
	for _, k := range DefaultStaffCode {
		h.staffKey(string(k))
	}
	st = h.root.Top().(*staff)
	x, y := st.exit.Rect.Center()
	h.script.Tap(x, y)
	var err error
	scenetest.Do(func() {
		for range h.script.Len() + 2 {
			if err = h.root.Update(); err != nil {
				return
			}
		}
	})
	if !errors.Is(err, ebiten.Termination) {
		t.Errorf("Exit the kiosk: Update returned %v, want ebiten.Termination", err)
	}
}

// A staff screen left alone closes, and a non-kiosk has none.
func TestStaffScreenClosesAndOnlyInTheKiosk(t *testing.T) {
	h := newHarness(t, true)
	h.open("title", 1280, 720)
	h.longPress(20, 20)
	if _, ok := h.root.Top().(*staff); !ok {
		t.Fatalf("the top is %s, want the staff screen", h.top())
	}
	h.step(int(staffIdle/tickTime) + 2)
	if _, ok := h.root.Top().(*titleScreen); !ok {
		t.Errorf("after %v untouched the top is %s, want the title", staffIdle, h.top())
	}

	d := newHarness(t, false)
	d.open("title", 1280, 720)
	d.longPress(20, 20)
	if _, ok := d.root.Top().(*titleScreen); !ok {
		t.Errorf("outside the kiosk a long press in the corner opened %s", d.top())
	}
}

// "table/<slug>" opens a seeded game of that title at its table, above
// the title, and keeps no autosave.
func TestOpenTable(t *testing.T) {
	h := newHarness(t, false)
	h.open("table/desolated", 1280, 720)
	st, ok := h.root.Top().(*stubTable)
	if !ok {
		t.Fatalf("the top is %s, want the table", h.top())
	}
	if st.m.Title().Slug != "desolated" || h.root.Depth() != 2 {
		t.Errorf("a table of %s at depth %d, want desolated at depth 2", st.m.Title().Slug, h.root.Depth())
	}
	if err := st.m.Submit(st.m.ToMove(), st.m.Legal(st.m.ToMove())[0]); err != nil {
		t.Fatal(err)
	}
	if store := h.stores["desolated"]; store != nil {
		if data, err := store.Load(); err == nil {
			t.Errorf("the table's game was autosaved (%d bytes), want no autosave", len(data))
		}
	}
	if _, err := Open(h.app, h.config(), "table/nosuch"); err == nil {
		t.Error("table/nosuch opened")
	}
}

// The staff screen writes its times as people say them ("3 min",
// "2 min 30 s"), never as Go's durations ("3m0s").
func TestStaffTimesAreWrittenForPeople(t *testing.T) {
	h := newHarness(t, true)
	h.open("title", 1280, 720)
	h.longPress(20, 20)
	for _, k := range DefaultStaffCode {
		h.staffKey(string(k))
	}
	lines := strings.Join(h.root.Top().(*staff).staffLines(h.app), "\n")
	for _, want := range []string{"after 1 min without a touch", "after 3 min", "after 2 min 30 s and closes after 3 min", "stay up 12 s", "after 30 s untouched"} {
		if !strings.Contains(lines, want) {
			t.Errorf("the staff lines do not say %q:\n%s", want, lines)
		}
	}
	if strings.Contains(lines, "m0s") {
		t.Errorf("the staff lines show Go's durations:\n%s", lines)
	}
}
