package revive

import (
	"strings"
	"testing"

	"starboard/match"
	rv "starboard/rules/revive"
	"starboard/scenes/scenetest"
)

// TestHeldModuleNamed: a module taken and not yet placed is named in the
// prompt, its effect in words, until it is placed.
func TestHeldModuleNamed(t *testing.T) {
	r := scenetest.MidGame(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 21, Players: []string{"human"}, Choose: busy}, func(m *match.Match) bool {
		return m.Prompt().Kind == "place-module"
	})
	held := r.M.View(0).(*rv.State).BoardOf(0).Held
	if held < 0 {
		t.Fatal("at the place-module prompt the board holds no module")
	}
	_, text := r.Table.(*Shell).PromptShown()
	if effect := rv.ModuleOf(held).Effect.String(); !strings.Contains(text, effect) {
		t.Errorf("the prompt %q does not name the module held (%s)", text, effect)
	}
}
