package desolated

import (
	"strconv"
	"strings"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes/table"
)

var _ table.Prompter[obj] = (*Board)(nil)

// promptState is the prompt last worded, and what it was worded for: a
// steady frame words nothing anew.
type promptState struct {
	sel  obj
	has  bool
	view *dr.State
	text string
}

// PromptText says where to tap next: at each step of a payment, an Earn,
// the leftovers and the storing, and once the first step of a move of two
// is chosen (a hand card to Upgrade, a side of a card to convert), what
// completes it.
func (t *Board) PromptText(sel obj, has bool) string {
	p := &t.prompt
	if p.view != t.view || p.sel != sel || p.has != has {
		p.sel, p.has, p.view = sel, has, t.view
		p.text = t.promptFor(sel, has)
	}
	return p.text
}

// promptFor words the prompt for the first step sel, or for none. The
// prompt's box holds three lines at 1280x720: a hundred characters.
func (t *Board) promptFor(sel obj, has bool) string {
	if t.view == nil || t.Viewer == rules.NoSeat {
		return ""
	}
	stage, rule := t.Prompt.Kind, t.Prompt.Text
	if !has {
		switch stage {
		case "pay":
			// The stage shows what is still to pay.
			return "Pay: tap glowing hand cards, tokens, or a side of a chained card to convert; or Pay automatically."
		case "earn":
			return rule + " Tap your glowing Influence cards."
		case "leftover":
			return rule + " Tap one, then the material."
		case "store":
			return "Store: tap a card of your hand or inventory, then a Landmark with a storage mark; or Keep."
		case "discard", "setup-discard":
			return rule + " Tap a card of your hand."
		case "action":
			return t.actionPrompt(rule)
		case "draw":
			// The rules' "or stop" is the button of doneLabel.
			return "Draw: tap a glowing card of the Material row or the pile (" + strconv.Itoa(t.view.Drawn()) + " of 2 taken), or tap " + t.doneLabel() + "."
		}
		return ""
	}
	switch sel.kind {
	case objHand:
		name := t.handName(sel.a)
		switch {
		case stage == "store":
			return "Store " + name + ": tap a glowing Landmark of yours to put it beneath."
		case t.rareInHand(sel.a):
			return "Pay with " + name + ": tap the glowing material it pays, beside the rows."
		}
		return "Upgrade " + name + ": now tap a glowing place in your inventory, or tap the card again to let it go."
	case objInv:
		name := t.invName(sel.a)
		if stage == "store" {
			return "Store " + name + ": tap a glowing Landmark of yours to put it beneath."
		}
		return "Harvest " + name + ": tap the glowing material of its tokens, beside the rows."
	case objInvSide:
		if id := t.invID(sel.a); id >= 0 {
			c := &dr.Materials[id]
			pay := c.Left
			if sel.b == 1 {
				pay = c.Right
			}
			return "Convert: you pay " + materialWords(pay) + " at " + c.Name + ". Tap a glowing card of its chain to gain its far side."
		}
	case objInfRow:
		if stage == "leftover" {
			return "Now tap the material to leave on this Influence card as a token."
		}
	case objOwnInf, objOwnLm:
		if stage == "store" {
			return "Store it: tap a glowing Landmark of yours to put it beneath."
		}
	}
	return "Now tap one of the glowing places, or this one again to let it go."
}

// handName names hand card i of the viewer.
func (t *Board) handName(i int16) string {
	h := t.view.Hand(t.Viewer)
	if int(i) < len(h) && h[i] >= 0 {
		return dr.Materials[h[i]].Name
	}
	return "this card"
}

// invID returns the card at inventory position i of the viewer, or -1.
func (t *Board) invID(i int16) int {
	n := int16(0)
	for _, g := range t.view.Inventory(t.Viewer) {
		for _, id := range g {
			if n == i {
				return id
			}
			n++
		}
	}
	return -1
}

// invName names the card at inventory position i of the viewer.
func (t *Board) invName(i int16) string {
	if id := t.invID(i); id >= 0 {
		return dr.Materials[id].Name
	}
	return "this card"
}

// actionPrompt names the actions open now, not all five: a newcomer told
// to "trade" with no Trade to make looks for it in vain. It says why
// Trade and Earn are closed, when they are.
func (t *Board) actionPrompt(rule string) string {
	t.legal = t.view.Legal(t.legal[:0])
	var open [5]bool // Upgrade, Trade, Earn, Harvest, Pass
	for _, mv := range t.legal {
		switch mv.Kind {
		case dr.MoveUpgrade:
			open[0] = true
		case dr.MoveTrade:
			open[1] = true
		case dr.MoveEarn:
			open[2] = true
		case dr.MoveHarvest:
			open[3] = true
		case dr.MovePass:
			open[4] = true
		}
	}
	var names []string
	for i, n := range [5]string{"Upgrade", "Trade", "Earn", "Harvest", "Pass"} {
		if open[i] {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return ""
	}
	text := "Choose an action: "
	if strings.HasPrefix(rule, "Choose the first") {
		text = "Choose the first of two actions: "
	}
	for i, n := range names {
		switch {
		case i == 0:
		case i == len(names)-1:
			text += " or "
		default:
			text += ", "
		}
		text += n
	}
	text += "."
	switch {
	case !open[1] && !open[2]:
		text += " You can pay for no Influence card and no Landmark yet."
	case !open[1]:
		text += " You can pay for no Influence card yet."
	case !open[2]:
		text += " You can pay for no Landmark yet."
	}
	return text
}
