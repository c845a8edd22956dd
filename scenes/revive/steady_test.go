package revive

import (
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestButtonsStayPut plays to turns of the seat at the device and reads
// the panel's action buttons at the start of the turn and after the first
// step of an action (exploring, which asks for a citizen card and the
// tile's turn after): the same buttons in the same places, those that may
// not be used now disabled with a reason (the sixth review saw them come,
// go and move through a turn).
func TestButtonsStayPut(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 11, nil, "human", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	rng := rules.NewRNG(5)
	sh := r.Table.(*Shell)
	kinds := []string{"Play a card", "Explore", "Populate", "Build", "Free actions"}
	buttons := func() []scenes.Rect {
		r.Step(2)
		var out []scenes.Rect
		for _, k := range kinds {
			at, ok := sh.KindButton(k)
			if !ok {
				t.Errorf("no button for %q (prompt %q)", k, m.Prompt().Text)
			}
			out = append(out, at)
		}
		n := 0
		for _, tg := range sh.Targets(nil) {
			switch tg.Name {
			case "undo", "menu", "sheet-button":
			default:
				n++
			}
		}
		if n != 6 {
			t.Errorf("%d buttons on the panel (prompt %q), want 6", n, m.Prompt().Text)
		}
		return out
	}
	checked := 0
	for i := 0; i < 1500 && checked < 2; i++ {
		legal := r.Table.Legal()
		if len(legal) == 0 {
			r.Step(4)
			continue
		}
		var explore rules.Move
		found := false
		for _, mv := range legal {
			if mv.Kind == rv.MoveExplore {
				explore, found = mv, true
			}
		}
		if m.Prompt().Kind != "turn" || acted(m.View(0).(*rv.State)) != 0 || !found {
			r.Perform(busy(&rng, legal), false)
			continue
		}
		start := buttons()
		r.Perform(explore, false)
		for j := 0; j < 200 && len(r.Table.Legal()) == 0; j++ {
			r.Step(2)
		}
		if m.Prompt().Seat != 0 {
			continue
		}
		after := buttons()
		for k := range start {
			if start[k] != after[k] {
				t.Errorf("%q moved from %v at the start of the turn to %v after exploring (prompt %q)", kinds[k], start[k], after[k], m.Prompt().Text)
			}
		}
		// A tap on a shut kind says why.
		at, _ := sh.KindButton("Populate")
		r.Tap(at)
		if why, up := sh.Toast(); !up || why == "" {
			t.Errorf("a tap on Populate in the middle of exploring says nothing (prompt %q)", m.Prompt().Text)
		}
		r.Step(250)
		checked++
	}
	if checked == 0 {
		t.Fatal("no turn with a tile to explore came")
	}
}
