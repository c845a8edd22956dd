package revive

import (
	"strings"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes/table"
)

var _ table.Prompter[obj] = (*Table)(nil)

// PromptText words the turn of the seat at the device: once the first
// tap of a move is made, what the second is; before, how many actions
// are left and which it may take now, by the
// names of the panel's buttons (End turn among them) and of the board's
// places that glow (the switch, Hibernate); the free actions glow on the
// board. Otherwise ""
// keeps the kit's prompt. It is worded when the view changes (Sync).
func (t *Table) PromptText(sel obj, has bool) string {
	if has {
		return stepPrompt(sel.kind)
	}
	if held := t.heldModule(); held >= 0 {
		return heldPrompt(held)
	}
	return t.turnPrompt
}

// heldModule is the module the seat at the device has taken and not yet
// placed, or -1.
func (t *Table) heldModule() int {
	if !t.Mine || t.Prompt.Kind != "place-module" || t.Viewer == rules.NoSeat || t.view == nil {
		return -1
	}
	return t.boards[t.Viewer].Held
}

// heldPrompt names the module held, until it is placed (the twenty-third
// review lost sight of it between the offer and the board).
func heldPrompt(id int) string {
	m := rv.ModuleOf(id)
	cols := m.Colours[0].String()
	if m.Colours[1] != m.Colours[0] {
		cols += " or " + m.Colours[1].String()
	}
	return "You hold a module: " + m.Effect.String() + ", fired by " + cols + " cards. Tap a glowing space under a card slot to place it, or Discard the module."
}

// stepPrompt says what completes a move of two taps once its first,
// a place of kind k, is chosen, or "" to keep the kit's prompt.
func stepPrompt(k objKind) string {
	switch k {
	case objCard:
		return "Now tap a glowing slot: you gain the half it names. Tap the card again to let it go."
	case objBuilding:
		return "Now tap a glowing sand space to build there. Tap the building again to let it go."
	case objTech:
		return "Now tap a glowing city, ruin or large location for its meeple. Tap the technology again to let it go."
	case objSwitch:
		return "Now tap the resource the switch gives you."
	case objResource:
		return "Now tap the resource to trade the crystal for."
	case objTurn:
		return "Tap the same layout again to place the tile, or another to see it."
	}
	return ""
}

// wordTurn words the prompt of the viewer's turn from the legal moves
// of view v, or "" when the viewer is not taking its turn's actions.
func (t *Table) wordTurn(v *rv.State) string {
	if !t.Mine || t.Prompt.Kind != "turn" {
		return ""
	}
	seat, acts, _ := v.Turn()
	if seat != t.Viewer {
		return ""
	}
	var play, build, explore, populate, flip, hibernate, end, free bool
	for _, mv := range v.Legal(nil) {
		switch mv.Kind {
		case rv.MovePlay:
			play = true
		case rv.MoveBuild:
			build = true
		case rv.MoveExplore:
			explore = true
		case rv.MovePopulate:
			populate = true
		case rv.MoveSwitch:
			flip = true
		case rv.MoveHibernate:
			hibernate = true
		case rv.MoveEnd:
			end = true
		case rv.MoveMachine, rv.MoveCrate, rv.MoveTrade, rv.MoveAbility:
			free = true
		}
	}
	var can []string
	for _, a := range [...]struct {
		on   bool
		word string
	}{{play, "play a card"}, {build, "build"}, {explore, "explore"}, {populate, "populate"}, {flip, "slide the switch"}} {
		if a.on {
			can = append(can, a.word)
		}
	}
	var s strings.Builder
	join := "; or "
	left := 2 - acts
	switch {
	case left <= 0:
		s.WriteString("No action left")
		join = ": "
	case len(can) == 0:
		s.WriteString("No action open now")
		join = ": "
	case left == 1:
		s.WriteString("One action left: ")
		s.WriteString(orList(can))
	default:
		s.WriteString("Two actions: ")
		s.WriteString(orList(can))
	}
	switch {
	case hibernate:
		s.WriteString(join)
		s.WriteString("Hibernate instead")
	case end && left <= 0 && free:
		s.WriteString(": free actions glow on your board; or End turn")
	case end:
		s.WriteString(join)
		s.WriteString("End turn")
	}
	s.WriteString(".")
	return s.String()
}

// orList joins words as "a, b or c".
func orList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}
