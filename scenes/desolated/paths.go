package desolated

import (
	"regexp"
	"strconv"
	"strings"

	"starboard/match"
	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/table"
)

// objKind is the kind of thing on screen a player taps.
type objKind uint8

const (
	objNone     objKind = iota
	objMatRow           // a: Material row slot
	objMatPile          //
	objInfRow           // a: Influence row slot
	objLmRow            // a: Landmark row slot
	objHand             // a: hand card
	objInv              // a: inventory position
	objInvSide          // a: inventory position, b: 0 left side, 1 right side
	objZone             // a: upgrade placement (C), b: group B, c: group D
	objToken            // a: material
	objMaterial         // a: material, chosen for a Rare card or a leftover
	objOwnInf           // a: Influence card of the inventory
	objOwnLm            // a: Landmark of the inventory
	objRevealed         // a: the solo step's revealed card
)

// obj is one thing on screen that a step of a move names: the board's
// place. The zero obj is no place.
type obj struct {
	kind    objKind
	a, b, c int16
}

// Path returns the places that make move mv: one or two. Moves with no
// place on the table (done, pass, pay automatically …) get the kit's
// buttons.
func (t *Board) Path(mv rules.Move) (first, second obj) {
	stage := t.Prompt.Kind
	switch mv.Kind {
	case dr.MoveTake:
		if mv.A < 0 {
			return obj{kind: objMatPile}, obj{}
		}
		return obj{kind: objMatRow, a: mv.A}, obj{}
	case dr.MoveUpgrade:
		return obj{kind: objHand, a: mv.A}, obj{kind: objZone, a: mv.C, b: mv.B, c: mv.D}
	case dr.MoveTrade:
		return obj{kind: objInfRow, a: mv.A}, obj{}
	case dr.MoveEarn:
		if stage == "pay" {
			break
		}
		return obj{kind: objLmRow, a: mv.A}, obj{}
	case dr.MoveHarvest:
		if t.rareAt(mv.A) {
			return obj{kind: objInv, a: mv.A}, obj{kind: objMaterial, a: mv.B}
		}
		return obj{kind: objInv, a: mv.A}, obj{}
	case dr.MovePay:
		if t.rareInHand(mv.A) {
			return obj{kind: objHand, a: mv.A}, obj{kind: objMaterial, a: mv.B}
		}
		return obj{kind: objHand, a: mv.A}, obj{}
	case dr.MoveSpend:
		return obj{kind: objToken, a: mv.A}, obj{}
	case dr.MoveConvert:
		return obj{kind: objInvSide, a: mv.A, b: mv.C}, obj{kind: objInv, a: mv.B}
	case dr.MovePlace:
		return obj{kind: objInfRow, a: mv.B}, obj{kind: objMaterial, a: mv.A}
	case dr.MoveGive:
		return obj{kind: objOwnInf, a: mv.A}, obj{}
	case dr.MoveStore:
		switch mv.A {
		case 0:
			return obj{kind: objHand, a: mv.B}, obj{kind: objOwnLm, a: mv.C}
		case 1:
			return obj{kind: objInv, a: mv.B}, obj{kind: objOwnLm, a: mv.C}
		case 2:
			return obj{kind: objOwnInf, a: mv.B}, obj{kind: objOwnLm, a: mv.C}
		case 3:
			return obj{kind: objOwnLm, a: mv.B}, obj{kind: objOwnLm, a: mv.C}
		}
	case dr.MoveDiscard, dr.MoveCover:
		return obj{kind: objHand, a: mv.A}, obj{}
	case dr.MovePick:
		return obj{kind: objRevealed, a: mv.A}, obj{}
	case dr.MoveRelease:
		return obj{kind: objInv, a: mv.A}, obj{}
	}
	return obj{}, obj{}
}

// Label names the buttons of the moves with no place.
func (t *Board) Label(mv rules.Move) string {
	switch mv.Kind {
	case dr.MoveDone:
		return t.doneLabel()
	case dr.MovePass:
		return "Pass"
	case dr.MoveAuto:
		if t.Prompt.Kind == "earn" {
			return "Give automatically"
		}
		return "Pay automatically"
	case dr.MoveCancel:
		return "Cancel"
	case dr.MoveKeep:
		return "Keep"
	}
	text := t.view.MoveText(mv)
	return strings.ToUpper(text[:1]) + text[1:]
}

// Attempt names the move a drag of a hand card onto a place would make,
// legal or not, so the kit can show the rules' reason for refusing it.
func (t *Board) Attempt(first, second obj) (rules.Move, bool) {
	if first.kind != objHand || second.kind != objZone {
		return rules.Move{}, false
	}
	return rules.Move{Kind: dr.MoveUpgrade, A: first.a, B: second.b, C: second.a, D: second.c}, true
}

// Where returns where place p is on screen.
func (t *Board) Where(p obj) (scenes.Rect, bool) {
	l := &t.lay
	mine := t.inv.seat == t.Viewer && t.Viewer != rules.NoSeat
	switch p.kind {
	case objMatRow:
		return l.matRow[p.a], true
	case objMatPile:
		return l.matPile, true
	case objInfRow:
		return l.infRow[p.a], true
	case objLmRow:
		return l.lmRow[p.a], true
	case objHand:
		if t.Viewer == rules.NoSeat || int(p.a) >= t.hand.Len() {
			return scenes.Rect{}, false
		}
		return t.HandSlot(int(p.a)), true
	case objInv, objInvSide:
		if !mine {
			break
		}
		for _, c := range t.inv.cards {
			if c.pos != p.a {
				continue
			}
			if p.kind == objInv {
				return c.r, true
			}
			half := c.r
			half.W /= 2
			if p.b == 1 {
				half.X += half.W
			}
			return half, true
		}
	case objZone:
		if mine && (p.a == 0 || int(p.b) < len(t.inv.groups)) {
			return t.zoneRect(p.a, p.b, p.c), true
		}
	case objToken:
		if mine {
			return t.inv.tokens[p.a], true
		}
	case objMaterial:
		// The six materials in rows that fit the stage's width.
		st := l.stage
		cols := max(1, int((st.W+4)/56))
		col, row := int(p.a)%cols, int(p.a)/cols
		return scenes.Rect{X: st.X + float64(col)*56, Y: st.Y + st.H - 52 - float64((dr.NumMaterials-1)/cols-row)*56, W: 52, H: 52}, true
	case objOwnInf:
		if mine && int(p.a) < len(t.inv.infl) {
			return t.inv.inflShown(int(p.a)), true // the part in view
		}
	case objOwnLm:
		if mine && int(p.a) < len(t.inv.lms) {
			return t.inv.lms[p.a].r, true
		}
	case objRevealed:
		st := l.stage
		n := float64(max(1, len(t.view.Revealed())))
		w := min(l.rowW, (st.W-gap*(n-1))/n)
		return scenes.Rect{X: st.X + float64(p.a)*(w+gap), Y: st.Y, W: w, H: w * cardRatio}, true
	}
	return scenes.Rect{}, false
}

// LogLines writes a line for each step a player would name: beginning a
// Trade or an Earn, each card paid, the tokens spent, each conversion,
// the card gained (the fourteenth review read a Trade folded into one
// sentence of nine lines as a wall). Tokens of one material spent one
// after another make one line. Turn beginnings are left out: the log
// groups by turn already; so is the note that a payment was made
// automatically, which is the interface's business: its steps say what
// was paid.
func (t *Board) LogLines(e match.Entry, events []rules.Event, text func(rules.Event) string) []table.LogLine {
	var lines []table.LogLine
	spent := 0
	for i, ev := range events {
		switch ev.Kind {
		case dr.EvTurn, dr.EvAuto:
			continue
		case dr.EvSpend:
			if spent++; i+1 < len(events) && events[i+1].Kind == dr.EvSpend && events[i+1].A == ev.A && events[i+1].Seat == ev.Seat {
				continue
			}
			if spent > 1 {
				lines = append(lines, table.LogLine{Text: ev.Seat.String() + " spends " + strconv.Itoa(spent) + " " + dr.Material(ev.A).String() + " tokens"})
				spent = 0
				continue
			}
			spent = 0
		}
		line := cardNumber.ReplaceAllString(text(ev), "")
		switch ev.Kind {
		case dr.EvConvert:
			if s := convertText(ev); s != "" {
				line = ev.Seat.String() + " " + s
			}
		case dr.EvTrade:
			line = strings.TrimSuffix(line, ", with 0 tokens")
		}
		lines = append(lines, table.LogLine{Text: line})
	}
	return lines
}

// convertText words a conversion plainly: what was paid, what was
// gained, and along which card or cards of the chain. "" when the event
// names no cards.
func convertText(ev rules.Event) string {
	if ev.A < 0 || ev.B < 0 || int(ev.A) >= dr.AllMaterialCards || int(ev.B) >= dr.AllMaterialCards {
		return ""
	}
	a, b := &dr.Materials[ev.A], &dr.Materials[ev.B]
	pay, gain := a.Left, b.Right
	if ev.C == 1 {
		pay, gain = a.Right, b.Left
	}
	s := "converts " + pay.String() + " into " + gain.String()
	if ev.A == ev.B {
		return s + " with " + a.Name
	}
	return s + " along the chain from " + a.Name + " to " + b.Name
}

// cardNumber matches the catalogue number the rules' texts give a card
// ("Rubel Lens #178"), which players do not need.
var cardNumber = regexp.MustCompile(` #[0-9]+`)

// MoveKind names the actions made on the board, for the panel's buttons.
func (t *Board) MoveKind(mv rules.Move) string {
	switch mv.Kind {
	case dr.MoveUpgrade:
		return "Upgrade"
	case dr.MoveTrade:
		return "Trade"
	case dr.MoveEarn:
		if t.Prompt.Kind != "pay" {
			return "Earn"
		}
	case dr.MoveHarvest:
		return "Harvest"
	case dr.MoveTake:
		return t.drawKind()
	}
	return ""
}

// drawKind names the kind of the Draw phase's moves, for its button. It
// stays the same for both cards of the draw: a button that changed its
// words between two taps on it read as a different button.
func (t *Board) drawKind() string { return "Draw a Material card" }

// doneLabel names the move that ends the Draw phase, before the first card
// or after one, for its button: the same words all through the draw.
func (t *Board) doneLabel() string { return "Done drawing" }

// Explain says how an action is made on the table and what it does.
func (t *Board) Explain(kind string) string {
	switch kind {
	case "Upgrade":
		return "Upgrade: tap a hand card, then a glowing place in your inventory (or drag it there). A chain's end needs the same link."
	case "Trade":
		return "Trade: tap a glowing Influence card, then pay its materials with hand cards, tokens and conversions."
	case "Earn":
		return "Earn: tap a glowing Landmark; Influence cards whose influence covers its cost are discarded."
	case "Harvest":
		return "Harvest: tap a glowing card of your chains to discard it for its material value in tokens."
	}
	if strings.HasPrefix(kind, "Draw") {
		return "Draw: tap a glowing card of the Material row, or the pile for a hidden one. You may take up to 2."
	}
	return ""
}
