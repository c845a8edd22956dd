package seeders

import (
	"slices"
	"strings"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/table"
)

var (
	_ table.Refuser[obj] = (*Table)(nil)
	_ table.Keeper       = (*Table)(nil)
	_ table.Shunner      = (*Table)(nil)
)

// Shun keeps a refusal off what the Wing names and counts, as the last
// frame drew it: each Chamber's name band, its number, its cost, Caste
// and Prestige, its cube counts and leader's mark, the Negotiators on
// the Spots with their numbers, the labels of the Spots that wrap and,
// but on a phone, the Prestige track; with all, off the rest of the
// table's names and numbers too.
func (t *Table) Shun(dst []scenes.Rect, all bool) []scenes.Rect {
	if t.view == nil || t.lay.arkFocus {
		return dst
	}
	for ch, r := range t.lay.cards {
		fc := &t.faces[ch]
		if t.shown[ch] >= 0 && fc.bandY > r.Y {
			dst = append(dst, scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: fc.bandY - r.Y})
		}
		for _, m := range [...]scenes.Rect{fc.tab, fc.gem, fc.glyph, fc.pp, fc.mark} {
			if m.W > 0 {
				dst = append(dst, m)
			}
		}
		for _, cell := range fc.cells {
			if cell.W > 0 {
				dst = append(dst, cell)
			}
		}
	}
	dst = append(dst, t.onSpot...)
	for _, w := range t.wraps {
		dst = append(dst, w.r)
	}
	if all || !t.lay.phone {
		// The pawns and numbers of the Prestige track, where a window
		// has the room to keep them in sight.
		dst = append(dst, t.lay.track)
	}
	if !all {
		return dst
	}
	// What the rest of the table names and counts: the Arks' heads and
	// cards, the Negotiators, the piles, the bin,
	// the Discard Pile and the hand.
	dst = append(dst, t.lay.rowHead...)
	for _, b := range t.ark.boxes {
		dst = append(dst, b.r)
	}
	l := &t.lay
	dst = append(dst, l.info, l.recycle, l.discStrip, t.handPanel())
	for _, r := range l.negs {
		dst = append(dst, r)
	}
	return dst
}

// KeepClear keeps the kit's refusals, and the board's tooltips, off the
// turn line with its slots and the legend of the Wing's marks, which stay
// in sight; unlike a lit place they do not push a refusal far from the
// pointer.
func (t *Table) KeepClear(dst []scenes.Rect) []scenes.Rect {
	dst = append(dst, t.lay.strip())
	if !t.lay.arkFocus {
		dst = append(dst, t.lay.legend)
	}
	return dst
}

// WhyNot says why a tap on a Spot, a Chamber's card, an Ark or one of the
// viewer's Negotiators makes no move now: the Spot is taken, no
// Negotiator is picked yet, it is not the time to place one, a Negotiator
// goes beside a card rather than on it, the Ark is another seat's.
func (t *Table) WhyNot(p obj) string {
	if t.view == nil || t.Viewer == rules.NoSeat {
		return ""
	}
	switch p.kind {
	case objSpot, objOnSpot:
		if p.a < 0 || int(p.a) >= t.view.SpotCount() {
			return ""
		}
		if seat, _ := t.view.SpotHolder(int(p.a)); seat != rules.NoSeat {
			if seat == t.Viewer {
				return "That Spot is taken: your own Negotiator is on it"
			}
			return "That Spot is taken: " + t.Names[seat] + "'s Negotiator is on it"
		}
		if !t.Mine {
			return "Wait for your turn to place a Negotiator"
		}
		switch t.Prompt.Kind {
		case "place":
			if t.Frame == nil {
				return ""
			}
			if k, _ := t.selectedNeg(t.Frame); k < 0 {
				return "Pick one of your Negotiators first, then tap its Spot"
			}
			return "Tap a lit half: it says which Chamber gets the higher number"
		case "act":
			return "You have placed your Negotiator this turn: use abilities or pass"
		}
		return "Negotiators are placed only in the Negotiation phase"
	case objChamber:
		// With a Negotiator picked, a tap on the card is a slip: it goes
		// beside. Else the tap looks: the card shows large, with where
		// the Negotiators go for a newcomer who tapped the card they want
		// (drawChamberLook), and nothing is refused.
		if t.Mine && t.Prompt.Kind == "place" && t.Frame != nil {
			if k, _ := t.selectedNeg(t.Frame); k >= 0 {
				return "Not on the card: tap the lit half of a Spot beside it, the half toward the Chamber that gets the higher number"
			}
		}
		if p.a >= 0 && int(p.a) < len(t.lay.cards) {
			t.look.chamber = int(p.a)
		}
		return ""
	case objArk:
		if why := t.whyNotArk(); why != "" || int(p.a) == int(t.Viewer) {
			return why
		}
		if p.a >= 0 && int(p.a) < len(t.Names) {
			return "That is " + t.Names[p.a] + "'s Ark: hold a card to see it whole"
		}
	case objHand:
		// The tap shows the card whole (drawHandTip), and a second tap
		// puts it back; the reason says when it can be played.
		if p.a < 0 || int(p.a) >= len(t.handIDs) {
			return ""
		}
		if id := t.handIDs[p.a]; t.tip.tapped == id {
			t.tip.tapped = -1
		} else {
			t.tip.tapped = id
		}
		switch {
		case t.Prompt.Kind != "integrate":
			return "" // looking: the card shows whole, and nothing is refused
		case !t.Mine:
			return "Wait for your turn to play a card"
		}
	case objNeg:
		if p.a < 0 || int(p.a) >= rs.NumCastes {
			return ""
		}
		if _, _, sp := t.view.Negotiator(t.Viewer, rs.Caste(p.a)); sp >= 0 {
			return "That Negotiator is already on a Spot"
		}
		if t.Mine && t.Prompt.Kind == "act" {
			return "You have placed your Negotiator this turn: use abilities or pass"
		}
	}
	return ""
}

// PlaceAt names the Spot half, Spot, Negotiator or Ark under x, y, lit or
// not.
func (t *Table) PlaceAt(x, y float64) (obj, bool) {
	for i := range t.lay.spots {
		g := t.lay.spots[i]
		if t.lay.arkFocus || !g.r.Contains(x, y) {
			// With the Arks over the Wing its Spots are not drawn: a tap
			// there is on an Ark.
			continue
		}
		for side := int16(0); side < 2; side++ {
			if g.half(int(side)).Contains(x, y) {
				return obj{kind: objSpot, a: int16(i), b: side}, true
			}
		}
		return obj{kind: objSpot, a: int16(i), b: 2}, true
	}
	for ch, r := range t.lay.cards {
		if !t.lay.arkFocus && r.Contains(x, y) {
			return obj{kind: objChamber, a: int16(ch)}, true
		}
	}
	for k := range t.lay.negs {
		if r, ok := t.Where(obj{kind: objNeg, a: int16(k)}); ok && r.Contains(x, y) {
			return obj{kind: objNeg, a: int16(k)}, true
		}
	}
	for p, r := range t.lay.rows {
		if r.Contains(x, y) {
			return obj{kind: objArk, a: int16(p)}, true
		}
	}
	return obj{}, false
}

// whyNotArk says why a tap in an Ark, on no lit place, makes no move
// while something is picked: where the picked thing may go. The kit keeps
// the pick. With nothing picked it says nothing.
func (t *Table) whyNotArk() string {
	sel, ok := t.selection()
	if !ok {
		return ""
	}
	lit := func(unit bool) bool {
		for id, b := range t.ark.boxes {
			if b.unit == unit && t.Frame.Light(obj{kind: objCard, a: id}) == table.Target {
				return true
			}
		}
		return false
	}
	switch sel.kind {
	case objHand:
		if sel.a < 0 || int(sel.a) >= len(t.handIDs) {
			break
		}
		d := rs.CardOf(t.handIDs[sel.a])
		newUnit := t.Frame.Light(obj{kind: objNewUnit}) == table.Target
		switch {
		case d.Unit && newUnit:
			return "Not there: tap the lit \"+ new Unit\" slot to build this Unit, or the bin to recycle it"
		case !d.Unit && lit(true):
			return "Not there: a Crew joins a Unit, so tap one of your lit Units"
		case d.Cost > t.view.Resources(t.Viewer):
			// Nothing lit in the Ark: say why, the cost.
			return t.texts.Cat(d.Name, t.texts.Cat(" costs ", scenes.Itoa(d.Cost), " Resources and you have "), t.texts.Cat(scenes.Itoa(t.view.Resources(t.Viewer)), ": recycle cards on the lit bin for Resources first", ""))
		case !d.Unit && !newUnit:
			return "A Crew joins a Unit of your Ark, and no Unit of yours can take it now"
		}
		return "Not there: tap a lit place for this card, or the bin to recycle it"
	case objToken:
		if sel.b == 0 {
			return "Not there: tap a lit Crew to make it Mutant"
		}
		return "Not there: tap a lit Crew to jail or free it"
	case objCard:
		if lit(true) {
			return "Not there: tap the lit Unit this Crew moves to"
		}
	}
	return "" // the kit's hint: a lit place, or the picked one again to let it go
}

// selection returns the place the viewer has picked, as the last frame
// drew it: a hand card, a card, an ability or a token of an Ark.
func (t *Table) selection() (obj, bool) {
	f := t.Frame
	if f == nil {
		return obj{}, false
	}
	for i := range t.handIDs {
		if o := (obj{kind: objHand, a: int16(i)}); f.Light(o) == table.Selected {
			return o, true
		}
	}
	for id := range t.ark.boxes {
		for _, o := range [...]obj{{kind: objCard, a: id}, {kind: objUse, a: id}, {kind: objToken, a: id}, {kind: objToken, a: id, b: 1}} {
			if f.Light(o) == table.Selected {
				return o, true
			}
		}
	}
	return obj{}, false
}

var _ table.DropRefuser[obj] = (*Table)(nil)

// WhyNotDrop says why a hand card dropped in an Ark, on no place it may
// go, makes no move: it is another seat's Ark, not the time to integrate,
// or the rules refuse it there (the cost too high, no Unit to host a
// Crew), with what to do about it.
func (t *Table) WhyNotDrop(card obj, x, y float64) string {
	if t.view == nil || t.Viewer == rules.NoSeat || card.kind != objHand || card.a < 0 || int(card.a) >= len(t.handIDs) {
		return ""
	}
	seat := -1
	for p, r := range t.lay.rows {
		if r.Contains(x, y) {
			seat = p
		}
	}
	switch {
	case seat < 0:
		return ""
	case seat != int(t.Viewer):
		return "That is " + t.Names[seat] + "'s Ark: your cards go into your own"
	case !t.Mine:
		return "Wait for your turn: cards go into your Ark in your Integration"
	case t.Prompt.Kind != "integrate":
		return "Cards go into your Ark in the Integration phase, once the Chambers are settled"
	}
	target := obj{kind: objNewUnit}
	for id, b := range t.ark.boxes {
		if b.seat == seat && b.unit && b.r.Contains(x, y) {
			target = obj{kind: objCard, a: id}
		}
	}
	id := t.handIDs[card.a]
	if hosts := t.places[id]; !rs.CardOf(id).Unit && target.kind == objNewUnit && len(hosts) > 0 {
		var names []string
		for _, h := range hosts {
			if h >= 0 && !slices.Contains(names, rs.CardOf(h).Name) {
				names = append(names, rs.CardOf(h).Name)
			}
		}
		return "A Crew joins a Unit: drop it on a lit Unit of your Ark (" + strings.Join(names, ", ") + ")"
	}
	mv, ok := t.Attempt(card, target)
	if !ok {
		return ""
	}
	if _, err := t.view.Clone().(*rs.State).Apply(mv); err != nil {
		why := err.Error()
		d := rs.CardOf(t.handIDs[card.a])
		if d.Cost > t.view.Resources(t.Viewer) {
			why += ": drop cards on the Recycle bin for Resources first"
		}
		return strings.ToUpper(why[:1]) + why[1:]
	}
	return ""
}
