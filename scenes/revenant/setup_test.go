package revenant

import (
	"strconv"
	"strings"
	"testing"

	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestChooseForMe starts a game and, at each choice of the setup, taps
// the "Choose for me" button alone: each setup choice shows it, and the
// player reaches the first move (placing a Crew figure) that way; each
// prompt says which step of the setup it is.
func TestChooseForMe(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 5, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8 // the waits for the bot; each choice is read from a drawn frame
	taps := 0
	for guard := 0; guard < 400 && !(m.Prompt().Seat == 0 && m.Prompt().Kind == "assign"); guard++ {
		if r.Table.Passing() {
			r.Tap(r.Table.PassButton())
			continue
		}
		if len(r.Table.Legal()) == 0 || m.Prompt().Seat != 0 {
			r.Step(4)
			continue
		}
		kind := m.Prompt().Kind
		if setupStep(kind) == 0 {
			t.Fatalf("the setup asks %q, not one of its choices", kind)
		}
		r.DrawEvery = 1
		r.Step(30) // the buttons come fresh
		r.DrawEvery = 8
		// The prompt says which step of the setup, of how many (the
		// twelfth review).
		if _, text := r.Table.(*Shell).PromptShown(); !strings.Contains(text, "Setup "+strconv.Itoa(setupStep(kind))+" of 5: ") {
			t.Errorf("the setup's %q choice prompts %q, naming no step of 5", kind, text)
		}
		if taps == 0 || kind == "specialization" {
			r.Shoot("revenant-setup-"+kind, 1280, 720)
		}
		var at scenes.Rect
		found := false
		for _, tg := range r.Table.(*Shell).Targets(nil) {
			if tg.Name == scenes.TargetName(suggestLabel) {
				at, found = tg.Rect, true
			}
		}
		if !found {
			t.Fatalf("the setup's %q choice has no %q button", kind, suggestLabel)
		}
		moves := m.Moves()
		r.Tap(at)
		r.Step(4)
		if m.Moves() == moves {
			t.Fatalf("tapping %q at the %q choice made no move", suggestLabel, kind)
		}
		taps++
	}
	if m.Prompt().Seat != 0 || m.Prompt().Kind != "assign" {
		t.Fatalf("the player did not reach the first move: the prompt is %q of seat %d", m.Prompt().Kind, m.Prompt().Seat+1)
	}
	t.Logf("%d taps to the first move", taps)
}
