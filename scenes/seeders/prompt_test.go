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
// says "pass", which no button is called. In Integration a card that
// cannot be integrated says why when picked (checkWhyNoPlace).
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
	if !seen["why"] {
		t.Errorf("no hand card that could not be integrated was seen")
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
		if board.Prompt.Kind == "integrate" && board.Mine {
			checkWhyNoPlace(t, board, legal, text, seen)
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

// checkWhyNoPlace checks that in Integration a picked hand card that
// cannot be integrated (nothing lights in the Ark) has the prompt say
// why, in the rules' words, and what to do instead; and that with no card
// of the hand to integrate the prompt says so before anything is picked.
// It notes in seen "why" when it saw such a card.
func checkWhyNoPlace(t *testing.T, board *Table, legal []rules.Move, text string, seen map[string]bool) {
	t.Helper()
	placeAny := false
	for i, id := range board.handIDs {
		placeable := false
		for _, mv := range legal {
			placeable = placeable || mv.Kind == rs.MoveIntegrate && int(mv.A) == id
		}
		placeAny = placeAny || placeable
		picked := board.PromptText(obj{kind: objHand, a: int16(i)}, true)
		if placeable {
			if picked != promptCard {
				t.Errorf("integrable %q picked: the prompt says %q", rs.CardOf(id).Name, picked)
			}
			continue
		}
		seen["why"] = true
		if !strings.Contains(picked, "Construction cost") && !strings.Contains(picked, "joins a Unit") || !strings.Contains(picked, "tap the bin") && !strings.Contains(picked, "Tap the bin") {
			t.Errorf("%q, which cannot be integrated, picked: the prompt %q says neither why nor what to do", rs.CardOf(id).Name, picked)
		}
	}
	if len(board.handIDs) > 0 && !placeAny && !strings.Contains(text, "Construction cost") && !strings.Contains(text, "joins a Unit") {
		t.Errorf("no card of the hand can be integrated, and the prompt says %q", text)
	}
}
