package revenant

import "starboard/rules"

var _ interface {
	Suggest(legal []rules.Move) (rules.Move, string, bool)
} = (*Table)(nil)

// suggestLabel names the button that makes a setup choice for the player.
const suggestLabel = "Choose for me"

// Suggest offers, at each choice of the setup, a button that makes one
// for the player (the first the rules list), beside the places and
// buttons of the choice, which stay for those who want to choose: a
// newcomer reaches the first move in a tap a screen.
func (t *Table) Suggest(legal []rules.Move) (rules.Move, string, bool) {
	if !t.Mine || setupStep(t.Prompt.Kind) == 0 || len(legal) == 0 {
		return rules.Move{}, "", false
	}
	return legal[0], suggestLabel, true
}

// SnugPanel asks for a tall screen's panel no higher than its rows need:
// the room it kept empty under the prompt goes to the map, the boards and
// the hand.
func (t *Table) SnugPanel() bool { return true }
