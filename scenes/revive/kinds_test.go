package revive

import (
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
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
	for i := 0; i < 400; i++ {
		legal := r.Table.Legal()
		if len(legal) == 0 {
			r.Step(4)
			continue
		}
		kinds := map[string]bool{}
		for _, mv := range legal {
			if k := b.MoveKind(mv); k != "" {
				if first, _ := b.Path(mv); first != (obj{}) {
					kinds[k] = true
				}
			}
		}
		if m.Prompt().Kind != "turn" || len(kinds) < 2 || !kinds["Play a card"] {
			r.Perform(busy(&rng, legal), false)
			continue
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
		at, ok := sh.KindButton("Play a card")
		if !ok {
			t.Fatal("the panel has no button for playing a card")
		}
		r.Tap(at)
		r.Step(2)
		if lit("Play a card") == 0 {
			t.Error("no card is lit once playing a card is chosen")
		}
		for k := range kinds {
			if n := lit(k); k != "Play a card" && n > 0 {
				t.Errorf("%d places of %q are lit while playing a card is chosen", n, k)
			}
		}
		return
	}
	t.Fatal("no turn with several kinds of actions came")
}

// TestChangesRinged checks that a move of another seat rings the parts of
// its board it changed, and not those of the seat at the device.
func TestChangesRinged(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 5, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	rng := rules.NewRNG(5)
	b := r.Table.(*Shell).Board().(*Table)
	for i := 0; i < 400 && !b.changed[1].any; i++ {
		if legal := r.Table.Legal(); len(legal) > 0 {
			r.Perform(busy(&rng, legal), false)
		} else {
			r.Step(4)
		}
	}
	if b.changed[0].any {
		t.Error("the seat at the device has its own changes ringed")
	}
	if !b.changed[1].any {
		t.Error("the bot's last move left nothing ringed on its board")
	}
}
