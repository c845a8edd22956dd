package revive

import (
	"strings"
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// TestFirstTurnPrompt: on the first turn of the seat at the device, the
// prompt names in words the actions open now (each with a button on the
// panel, or a place on the board that glows: the switch, Hibernate),
// and none that is not open.
func TestFirstTurnPrompt(t *testing.T) {
	for _, seats := range []int{2, 4} {
		players := []string{"human", "bot:random", "bot:random", "bot:random"}[:seats]
		m := scenetest.NewMatch(t, rv.Title, 11, nil, players...)
		r := scenetest.NewRig(t, m, New(m), 1280, 720)
		sh := r.Table.(*Shell)
		b := sh.Board().(*Table)
		rng := rules.NewRNG(11)
		r.PlayUntil(&rng, busy, func([]rules.Move) bool { return m.Prompt().Kind == "turn" })
		r.Step(2)
		legal := r.Table.Legal()
		v := m.View(0).(*rv.State)
		if _, acts, _ := v.Turn(); m.Prompt().Kind != "turn" || acts != 0 {
			t.Fatalf("%d seats: not at the first actions of a turn (%q, %d acts)", seats, m.Prompt().Kind, acts)
		}
		_, text := sh.PromptShown()
		if text != b.turnPrompt || text == "" {
			t.Fatalf("%d seats: the prompt reads %q, not the board's %q", seats, text, b.turnPrompt)
		}
		open := map[uint8]bool{}
		for _, mv := range legal {
			open[mv.Kind] = true
		}
		for _, a := range []struct {
			kind uint8
			word string
			on   string // the button's kind, or "" for a place on the board
			at   obj
		}{
			{rv.MovePlay, "play a card", "Play a card", obj{}},
			{rv.MoveBuild, "build", "Build", obj{}},
			{rv.MoveExplore, "explore", "Explore", obj{}},
			{rv.MovePopulate, "populate", "Populate", obj{}},
			{rv.MoveSwitch, "slide the switch", "", obj{kind: objSwitch}},
			{rv.MoveHibernate, "Hibernate", "", obj{kind: objHibernate}},
		} {
			named := strings.Contains(text, a.word)
			if named != open[a.kind] {
				t.Errorf("%d seats: the prompt %q names %q: %v; the move is open: %v", seats, text, a.word, named, open[a.kind])
			}
			if !open[a.kind] {
				continue
			}
			if a.on != "" {
				if _, ok := sh.KindButton(a.on); !ok {
					t.Errorf("%d seats: the prompt names %q but the panel has no %q button", seats, a.word, a.on)
				}
			} else if b.Frame.Light(a.at) == table.Unlit {
				t.Errorf("%d seats: the prompt names %q but it does not glow on the board", seats, a.word)
			}
		}
		// The board's actions box says what its dots count.
		words := false
		for _, mk := range r.Audit(1280, 720) {
			words = words || !mk.Symbol && strings.Contains(mk.Where, "revive/board.go") && mk.Label == "actions left"
		}
		if !words {
			t.Errorf("%d seats: the board's actions box does not say \"actions left\"", seats)
		}
		if !strings.HasPrefix(text, "Two actions") {
			t.Errorf("%d seats: the first turn's prompt %q does not say two actions are open", seats, text)
		}
		// A card chosen: the prompt says to tap a slot, and one glows.
		for _, mv := range legal {
			if mv.Kind != rv.MovePlay {
				continue
			}
			if where, ok := sh.KindButton("Play a card"); ok {
				r.Tap(where)
			}
			first, slot := b.Path(mv)
			at, _ := b.Where(first)
			r.Tap(at)
			r.Step(2)
			if _, text := sh.PromptShown(); text != stepPrompt(objCard) {
				t.Errorf("%d seats: with a card chosen the prompt reads %q", seats, text)
			}
			if b.Frame.Light(slot) == table.Unlit {
				t.Errorf("%d seats: with a card chosen its slot %v does not glow", seats, slot)
			}
			break
		}
	}
}

// TestNoActionLeftFits: with both actions taken, every kind's button at
// 800x600 says it is done, "Play a card" too, its reason on a second line
// where one line does not hold it (the eleventh review saw "Play a card ·
// done" not fit).
func TestNoActionLeftFits(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 11, nil, "human", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	rng := rules.NewRNG(11)
	if !r.PlayUntil(&rng, busy, func([]rules.Move) bool {
		return m.Prompt().Kind == "turn" && acted(m.View(0).(*rv.State)) == 2
	}) {
		t.Fatal("no turn with both actions taken")
	}
	r.Step(2)
	done := 0
	for _, mk := range r.Audit(800, 600) {
		if !mk.Symbol && (mk.Label == "done" || strings.HasSuffix(mk.Label, " · done")) {
			done++
		}
	}
	if done != 4 {
		t.Errorf("%d of the 4 kinds' buttons say done at 800x600", done)
	}
}
