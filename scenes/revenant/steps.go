package revenant

import (
	"strconv"

	"starboard/rules"
)

// askSteps words what a seat does while it answers a prompt of each
// kind, for the prompt while a bot or another seat plays: "Altair is
// choosing an action…" rather than "Altair plays." (the twelfth review).
var askSteps = map[string]string{
	"side":                  " is choosing the side of the Crew board",
	"specialization":        " is choosing the Captain's specialization",
	"agenda":                " is keeping a Hidden Agenda",
	"frigate-start":         " is choosing where the Frigate starts",
	"house-draft":           " is taking a House card",
	"improvement-draw":      " is drawing an Improvement card",
	"discard":               " is discarding down to 8 cards",
	"assign":                " is placing a Crew figure on a ship",
	"move":                  " is moving a ship",
	"action":                " is choosing the action to resolve",
	"planet":                " is choosing a Planet action",
	"hyperjump-discard":     " is discarding a Sonar card",
	"deploy-ship":           " is choosing a ship to deploy",
	"deploy-sector":         " is choosing where the ship deploys",
	"reorganize":            " is moving small ships",
	"improve":               " is playing an Improvement card",
	"repair":                " is repairing a ship",
	"clone-card":            " is discarding a card to Clone",
	"clone-ship":            " is choosing the action to clone",
	"bonus":                 " is choosing a Compartment's bonus action",
	"remove-again":          " is removing Corruption",
	"move-frigate":          " is moving the Frigate",
	"reveal-agenda":         " is deciding whether to reveal the Hidden Agenda",
	"first-player":          " is choosing the next round's first player",
	"breach-damage":         " is choosing the ship that takes the Damage",
	"breach-corruption":     " is choosing the ship the Rift corrupts",
	"after-jump":            " is acting after the Hyperjump",
	"lock-resource":         " is locking away a Resource",
	"place-corruption":      " is placing a Corruption on a Compartment",
	"keep-influence":        " is keeping a Hidden Influence card",
	"influence":             " is choosing a House to gain Influence with",
	"absorber":              " is choosing the Sector of the Absorber",
	"remove-corruption":     " is removing a Corruption",
	"remove-own-corruption": " is removing a Corruption",
	"gain-resource":         " is choosing a Resource to gain",
	"destroy-voidborn":      " is destroying a Voidborn",
	"remove-damage":         " is removing a Damage from a ship",
	"commander-build":       " is building a ship",
	"build-sector":          " is choosing the Sector of the ship built",
}

// stepCaption says what seat is doing in the move now playing, by the
// prompt it answered (the board's until the move has played): "Altair is
// placing a Crew figure on a ship…", or "Altair plays." when the prompt
// is another seat's.
func (t *Table) stepCaption(seat rules.Seat) string {
	if step, ok := askSteps[t.Prompt.Kind]; ok && t.Prompt.Seat == seat {
		if n := setupStep(t.Prompt.Kind); n > 0 {
			return t.texts.Cat(t.seatName(seat), step, " (setup "+strconv.Itoa(n)+" of "+strconv.Itoa(len(setupKinds))+")…")
		}
		return t.texts.Cat(t.seatName(seat), step, "…")
	}
	return t.texts.Cat(t.seatName(seat), " plays.", "")
}

// setupKinds are the choices of the setup before the first move, in the
// order every seat meets them: a newcomer may leave each to the table in
// one tap (Suggest).
var setupKinds = [...]string{"side", "specialization", "agenda", "frigate-start", "house-draft"}

// setupStep returns which step of the setup a prompt of kind is, from 1,
// or 0 for a prompt of the rounds.
func setupStep(kind string) int {
	for i, k := range setupKinds {
		if k == kind {
			return i + 1
		}
	}
	return 0
}

// setupPrefix is "Setup 2 of 5: " for a setup prompt of kind, or "".
func setupPrefix(kind string) string {
	n := setupStep(kind)
	if n == 0 {
		return ""
	}
	return "Setup " + strconv.Itoa(n) + " of " + strconv.Itoa(len(setupKinds)) + ": "
}
