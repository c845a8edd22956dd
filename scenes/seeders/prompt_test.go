package seeders

import (
	"strings"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// The prompt names only the controls there are now: a button it names
// ("tap End Integration") is one of the moves' buttons, and it never
// says "pass", which no button is called.
func TestPromptNamesOnlyButtonsThere(t *testing.T) {
	seen := map[string]bool{}
	for _, seed := range []uint64{11, 12} {
		m := scenetest.NewMatch(t, rs.Title, seed, rules.Options{"draft": "on", "expert": "on"}, "human", "human", "human")
		board := newBoard(m.Seats())
		rng := rules.NewRNG(seed)
		for m.Prompt().Kind != "over" {
			seat := m.ToMove()
			legal := m.Legal(seat)
			board.Sync(m.View(seat), seat, false)
			checkPrompt(t, board, legal, seen)
			if err := m.Submit(seat, lively(&rng, legal)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !seen["integrate"] {
		t.Errorf("the prompt never named End Integration")
	}
}

// checkPrompt checks that the prompt board shows names only buttons of
// legal, and never "pass"; it notes in seen the prompts that named one.
func checkPrompt(t *testing.T, board *Table, legal []rules.Move, seen map[string]bool) {
	t.Helper()
	{
		text := board.PromptText(obj{}, false)
		if text == "" {
			text = board.Prompt.Text
		}
		if strings.Contains(strings.ToLower(text), "pass") && board.Prompt.Kind != "draft" {
			t.Errorf("%s: the prompt %q says pass", board.Prompt.Kind, text)
		}
		i := strings.Index(text, "tap ")
		for i >= 0 {
			rest := text[i+4:]
			for _, mv := range legal {
				if mv.Kind == rs.MovePass && strings.HasPrefix(rest, board.Label(mv)) {
					seen[board.Prompt.Kind] = true
					goto next
				}
			}
			for _, lab := range []string{"Keep the Chambers", "End my turn", "End Integration", "Leave them Vacant", "Done: score Prestige"} {
				if strings.HasPrefix(rest, lab) {
					t.Errorf("%s: the prompt %q names %q, which is not a button now", board.Prompt.Kind, text, lab)
				}
			}
		next:
			j := strings.Index(rest, "tap ")
			if j < 0 {
				break
			}
			i += 4 + j
		}
	}
}
