package desolated

import (
	"strings"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes/table"
)

var _ table.Refuser[obj] = (*Board)(nil)

// WhyNot says why a tap on a card of the rows makes no move now: an
// Influence card the seat cannot Trade for, a Landmark it cannot Earn, a
// row that belongs to another part of the turn. Whether a card can be
// paid for is the rules' answer (a Trade or an Earn tried on a copy of the
// view); the words are the table's.
func (t *Board) WhyNot(p obj) string {
	if t.view == nil || t.Viewer == rules.NoSeat || t.view.Over() {
		return ""
	}
	switch p.kind {
	case objMatRow, objMatPile, objInfRow, objLmRow:
	default:
		return ""
	}
	if !t.Mine {
		return "Not your turn: wait for " + t.nameOf(t.Prompt.Seat)
	}
	stage := t.Prompt.Kind
	switch p.kind {
	case objMatRow, objMatPile:
		switch stage {
		case "action":
			return "The draw is over for this turn: Upgrade, Trade, Earn, Harvest or Pass now"
		case "pay":
			return "Finish the payment under way first, or Cancel it"
		}
	case objInfRow:
		id, _ := t.view.InfluenceRowCard(int(p.a))
		if id < 0 {
			return ""
		}
		name := dr.Influences[id].Name
		switch stage {
		case "draw":
			return "Draw first (or tap " + t.doneLabel() + "): " + name + " is bought by Trade, after the draw"
		case "pay":
			return "Finish the payment under way first, or Cancel it"
		case "action":
			return t.tradeWhy(p.a, id)
		}
	case objLmRow:
		id := t.view.LandmarkRowCard(int(p.a))
		if id < 0 {
			return ""
		}
		name := dr.Landmarks[id].Name
		switch stage {
		case "draw":
			return "Draw first (or tap " + t.doneLabel() + "): " + name + " is bought by Earn, after the draw"
		case "pay":
			return "Finish the payment under way first, or Cancel it"
		case "action":
			return t.earnWhy(p.a, id)
		}
	}
	return ""
}

// tradeWhy says why a Trade for Influence row slot a (card id) cannot
// begin, in the rules' judgement: "" when it can.
func (t *Board) tradeWhy(a int16, id int) string {
	err := t.try(rules.Move{Kind: dr.MoveTrade, A: a})
	if err == nil {
		return ""
	}
	c := &dr.Influences[id]
	return barWhy(err.Error(), c.Name, "Trade: "+c.Name+" costs "+c.Cost.String()+"; your hand, tokens and conversions cannot pay it all", "Influence card")
}

// earnWhy says why an Earn of Landmark row slot a (card id) cannot begin,
// in the rules' judgement: "" when it can.
func (t *Board) earnWhy(a int16, id int) string {
	err := t.try(rules.Move{Kind: dr.MoveEarn, A: a})
	if err == nil {
		return ""
	}
	c := &dr.Landmarks[id]
	cost := "Earn: " + c.Name + " costs " + c.Cost.String() + " influence; your Influence cards give " + t.sway().String()
	if c.Advanced {
		cost = "Earn: " + c.Name + " costs " + c.MatCost.String() + "; your hand, tokens and conversions cannot pay it all"
	}
	return barWhy(err.Error(), c.Name, cost, "Landmark")
}

// barWhy words the rules' refusal err of a Trade or an Earn of the card
// named name: cost when it cannot be paid, else what else bars it (kind
// names the card's kind, for an inventory with no room).
func barWhy(err, name, cost, kind string) string {
	switch {
	case strings.Contains(err, "cannot pay"), strings.Contains(err, "does not cover"):
		return cost
	case strings.Contains(err, "no room"):
		return "Your inventory has no room for another " + kind
	case strings.Contains(err, "called off"):
		return "You called off the payment for " + name + " this turn: change something first"
	}
	return "You cannot take " + name + " now"
}

// try plays mv on a copy of the view and returns the rules' refusal, or
// nil when the rules accept it.
func (t *Board) try(mv rules.Move) error {
	_, err := t.view.Clone().Apply(mv)
	return err
}

// sway returns the influence of the viewer's Influence cards, with this
// turn's boons.
func (t *Board) sway() dr.Sway {
	all := t.view.TempSway()
	for _, id := range t.view.InfluenceCards(t.Viewer) {
		for k, n := range dr.Influences[id].Sway {
			all[k] += n
		}
	}
	return all
}

// nameOf returns seat's name, or "the other players" for no seat.
func (t *Board) nameOf(seat rules.Seat) string {
	if seat < 0 || int(seat) >= len(t.Names) {
		return "the other players"
	}
	return t.Names[seat]
}

// PlaceAt names the card of the rows or the pile under x, y, lit or not.
func (t *Board) PlaceAt(x, y float64) (obj, bool) {
	l := &t.lay
	for i, r := range l.matRow {
		if r.Contains(x, y) {
			return obj{kind: objMatRow, a: int16(i)}, true
		}
	}
	if l.matPile.Contains(x, y) {
		return obj{kind: objMatPile}, true
	}
	for i, r := range l.infRow {
		if r.Contains(x, y) {
			return obj{kind: objInfRow, a: int16(i)}, true
		}
	}
	for i, r := range l.lmRow {
		if r.Contains(x, y) {
			return obj{kind: objLmRow, a: int16(i)}, true
		}
	}
	return obj{}, false
}

var _ table.DropRefuser[obj] = (*Board)(nil)

// WhyNotDrop says why a hand card dropped on the rows makes no move: a
// hand card goes to the inventory (an Upgrade) or pays; Landmarks and
// Influence cards are bought by a tap on them.
func (t *Board) WhyNotDrop(card obj, x, y float64) string {
	if card.kind != objHand || t.view == nil {
		return ""
	}
	if t.lay.inv.Contains(x, y) && t.inv.seat == t.Viewer && t.Viewer != rules.NoSeat {
		return t.whyNotHere(card.a, x)
	}
	p, ok := t.PlaceAt(x, y)
	if !ok {
		return ""
	}
	if why := t.WhyNot(p); why != "" && t.Prompt.Kind != "action" {
		return why
	}
	switch p.kind {
	case objLmRow:
		why := "Landmarks are bought by Earn, with influence: tap the Landmark"
		if id := t.view.LandmarkRowCard(int(p.a)); id >= 0 {
			if w := t.earnWhy(p.a, id); w != "" {
				why = "Landmarks are bought by Earn: " + strings.TrimPrefix(w, "Earn: ")
			}
		}
		return why
	case objInfRow:
		why := "Influence cards are bought by Trade: tap the card, then pay"
		if id, _ := t.view.InfluenceRowCard(int(p.a)); id >= 0 {
			if w := t.tradeWhy(p.a, id); w != "" {
				why = "Influence cards are bought by Trade: " + strings.TrimPrefix(w, "Trade: ")
			}
		}
		return why
	case objMatRow, objMatPile:
		return "A hand card goes to your inventory (Upgrade) or pays, not to the Material row"
	}
	return ""
}

// whyNotHere says why hand card h dropped at x in the viewer's inventory
// makes no Upgrade: the rules' reason for the place it would take there
// (an end of the chain under it, or a new chain past the last), or where
// the card may go.
func (t *Board) whyNotHere(h int16, x float64) string {
	if !t.Mine {
		return "Not your turn: wait for " + t.nameOf(t.Prompt.Seat)
	}
	switch t.Prompt.Kind {
	case "draw":
		return "Draw first (or tap " + t.doneLabel() + "): Upgrade is an action, after the draw"
	case "action":
	default:
		return ""
	}
	mv := rules.Move{Kind: dr.MoveUpgrade, A: h}
	for b, g := range t.inv.groups {
		if x < g.X+g.W {
			mv.B, mv.C = int16(b), 2
			if x < g.X+g.W/2 {
				mv.C = 1
			}
			break
		}
	}
	err := t.try(mv)
	if err == nil {
		return "Drop it on a glowing place: alone past your chains, or at a glowing end of one"
	}
	why := err.Error()
	if strings.Contains(why, "link symbols") {
		name := t.handName(h)
		end := "right"
		if mv.C == 1 {
			end = "left"
		}
		return name + " cannot go at the " + end + " end of that chain: the link symbols on the touching edges must match"
	}
	return strings.ToUpper(why[:1]) + why[1:]
}
