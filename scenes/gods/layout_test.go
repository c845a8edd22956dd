package gods

import (
	"fmt"
	"testing"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
)

func overlap(a, b scenes.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

func inside(r scenes.Rect, w, h float64) bool {
	return r.X >= 0 && r.Y >= 0 && r.X+r.W <= w && r.Y+r.H <= h && r.W > 0 && r.H > 0
}

func describe(tg Target) string {
	switch tg.Kind {
	case TargetSlot:
		return fmt.Sprintf("hand slot %d", tg.Slot+1)
	case TargetSpace:
		return fmt.Sprintf("space %c%d", 'A'+tg.Continent, tg.Space+1)
	case TargetContinent:
		return fmt.Sprintf("continent %c", 'A'+tg.Continent)
	case TargetAid:
		return "player aid"
	}
	return fmt.Sprintf("button %q", buttonLabels[tg.Button])
}

// checkTargets asserts that the targets the screen shows are apart, big
// enough for a finger and on the canvas.
func checkTargets(t *testing.T, mode string, targets []Target, w, h float64) {
	t.Helper()
	if len(targets) == 0 {
		t.Errorf("%s: no targets", mode)
	}
	for i, a := range targets {
		if min(a.Rect.W, a.Rect.H) < scenes.MinTarget {
			t.Errorf("%s: %s is %.0fx%.0f, want at least %d on its short side", mode, describe(a), a.Rect.W, a.Rect.H, scenes.MinTarget)
		}
		if !inside(a.Rect, w, h) {
			t.Errorf("%s: %s at %+v lies outside the %.0fx%.0f canvas", mode, describe(a), a.Rect, w, h)
		}
		for _, b := range targets[i+1:] {
			if overlap(a.Rect, b.Rect) {
				t.Errorf("%s: %s %+v overlaps %s %+v", mode, describe(a), a.Rect, describe(b), b.Rect)
			}
		}
	}
}

func TestLayoutAtEverySize(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {1920, 1080}, {2560, 1440}, {1024, 768}, {800, 600}, {720, 1280}, {1080, 1920}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			m := newMatch(t, 3, "human", "bot:random", "human", "bot:random")
			r := newRig(t, m, size[0], size[1], 3)
			r.step(4)
			w, h, _ := r.scr.Root.Size()
			tb := r.tbl
			l := &tb.lay
			regions := map[string]scenes.Rect{"board": l.board, "action bar": l.bar, "table panel": l.side, "bag": l.bag, "log": l.log, "prompt": l.prompt}
			for i := 0; i < tb.seats; i++ {
				regions[fmt.Sprintf("seat row %d", i+1)] = l.seatRow[i]
			}
			for c := 0; c < gods.Continents; c++ {
				regions[fmt.Sprintf("continent %c", 'A'+c)] = l.cont[c]
			}
			for name, rc := range regions {
				if !inside(rc, w, h) {
					t.Errorf("%s at %+v lies outside the %.0fx%.0f canvas", name, rc, w, h)
				}
			}
			if l.log.H < 5*logLead*l.u {
				t.Errorf("the log is %.0f high, too short for five lines", l.log.H)
			}
			for i := 0; i < tb.seats; i++ {
				if !inside(scenes.Rect{X: l.seatRow[i].X - l.side.X, Y: l.seatRow[i].Y - l.side.Y, W: l.seatRow[i].W, H: l.seatRow[i].H}, l.side.W, l.side.H) {
					t.Errorf("seat row %d lies outside the table panel", i+1)
				}
			}
			if overlap(l.board, l.bar) || overlap(l.board, l.side) || overlap(l.bar, l.side) {
				t.Errorf("board %+v, action bar %+v and table panel %+v overlap", l.board, l.bar, l.side)
			}

			// The table as it plays, then each dialog over it.
			tb.passTo = rules.NoSeat
			checkTargets(t, "table", tb.Targets(), w, h)
			modes := []struct {
				name string
				set  func(on bool)
			}{
				{"oxygen question", func(on bool) { tb.oxy.open = on }},
				{"pause", func(on bool) { tb.pause = on }},
				{"pass the device", func(on bool) {
					tb.passTo = rules.NoSeat
					if on {
						tb.passTo = 2
					}
				}},
				{"results", func(on bool) { tb.results.on = on }},
				{"player aid", func(on bool) { tb.aid.open = on }},
				{"still playing", func(on bool) { tb.still = on }},
			}
			for _, md := range modes {
				md.set(true)
				checkTargets(t, md.name, tb.Targets(), w, h)
				md.set(false)
			}
		})
	}
}
