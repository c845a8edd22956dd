package seeders

import (
	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/table"
)

var _ table.Refuser[obj] = (*Table)(nil)

// WhyNot says why a tap on a Spot or on one of the viewer's Negotiators
// makes no move now: the Spot is taken, no Negotiator is picked yet, it is
// not the time to place one.
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

// PlaceAt names the Spot half, Spot or Negotiator under x, y, lit or not.
func (t *Table) PlaceAt(x, y float64) (obj, bool) {
	for i := range t.lay.spots {
		g := t.lay.spots[i]
		if !g.r.Contains(x, y) {
			continue
		}
		for side := int16(0); side < 2; side++ {
			if g.half(int(side)).Contains(x, y) {
				return obj{kind: objSpot, a: int16(i), b: side}, true
			}
		}
		return obj{kind: objSpot, a: int16(i), b: 2}, true
	}
	for k := range t.lay.negs {
		if r, ok := t.Where(obj{kind: objNeg, a: int16(k)}); ok && r.Contains(x, y) {
			return obj{kind: objNeg, a: int16(k)}, true
		}
	}
	return obj{}, false
}
