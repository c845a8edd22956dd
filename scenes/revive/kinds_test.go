package revive

import (
	"strings"
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// TestKindsFirst plays to a turn of the seat at the device with several
// kinds of actions open: no place of an action is lit until its kind is
// chosen on the panel, and then only that kind's are; a tap on an unlit
// place still makes its move.
func TestKindsFirst(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 11, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	rng := rules.NewRNG(11)
	sh := r.Table.(*Shell)
	b := sh.Board().(*Table)
	var legal []rules.Move
	kinds := map[string]bool{}
	if !r.PlayUntil(&rng, busy, func(l []rules.Move) bool {
		legal = l
		clear(kinds)
		for _, mv := range legal {
			if k := b.MoveKind(mv); k != "" {
				if first, _ := b.Path(mv); first != (obj{}) {
					kinds[k] = true
				}
			}
		}
		return m.Prompt().Kind == "turn" && len(kinds) >= 2 && kinds["Play a card"]
	}) {
		t.Fatal("no turn with several kinds of actions came")
	}
	r.Step(2)
	lit := func(kind string) (n int) {
		for _, mv := range legal {
			if first, _ := b.Path(mv); b.MoveKind(mv) == kind && b.Frame.Light(first) != table.Unlit {
				n++
			}
		}
		return n
	}
	for k := range kinds {
		if n := lit(k); n > 0 {
			t.Errorf("%d places of %q are lit before a kind is chosen", n, k)
		}
	}
	// A tap on the board where no move starts says to choose first.
	if x, y, ok := emptySpot(r, legal); ok {
		before := m.Moves()
		r.Tap(scenes.Rect{X: x - 1, Y: y - 1, W: 2, H: 2})
		if why, up := sh.Toast(); !up || !strings.Contains(why, "choose what to do") || m.Moves() != before {
			t.Errorf("a tap at %.0f,%.0f where no move starts: toast %q (up %v), %d moves; want a hint to choose on the panel", x, y, why, up, m.Moves()-before)
		}
	}
	tapKind(t, r, sh, "Play a card")
	if lit("Play a card") == 0 {
		t.Error("no card is lit once playing a card is chosen")
	}
	for k := range kinds {
		if n := lit(k); k != "Play a card" && n > 0 {
			t.Errorf("%d places of %q are lit while playing a card is chosen", n, k)
		}
	}
}

// emptySpot finds a point of the board, left of the panel, that none of
// the legal moves' gestures touches.
func emptySpot(r *scenetest.Rig, legal []rules.Move) (float64, float64, bool) {
	var taken []scenes.Rect
	for _, mv := range legal {
		gs, _ := r.Table.Gestures(mv, false)
		for _, g := range gs {
			taken = append(taken, g.From.Inset(-8), g.To.Inset(-8))
		}
	}
	for y := 40.0; y < r.H-40; y += 37 {
		for x := 40.0; x < r.W*0.6; x += 41 {
			free := true
			for _, rc := range taken {
				free = free && !rc.Contains(x, y)
			}
			if free {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}

// TestChangesRinged checks that a move of another seat rings the parts of
// its board it changed, and not those of the seat at the device.
func TestChangesRinged(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 5, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	rng := rules.NewRNG(5)
	b := r.Table.(*Shell).Board().(*Table)
	r.PlayUntil(&rng, busy, func([]rules.Move) bool { return b.changed[1].any })
	if b.changed[0].any {
		t.Error("the seat at the device has its own changes ringed")
	}
	if !b.changed[1].any {
		t.Error("the bot's last move left nothing ringed on its board")
	}
}
