package revenant

import (
	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes/table"
)

var _ table.Refuser[obj] = (*Table)(nil)

// WhyNot says why a tap on a dark place of the Frigate board makes no
// move now: a Compartment's bonus action that cannot be taken, in the
// rules' terms, or a Captain's specialization another seat took.
//
// A tap on anything else that makes no move now is refused too, never
// ignored: the tenth review tapped an unlit House row and nothing said why.
func (t *Table) WhyNot(p obj) string {
	if t.view == nil || !t.Mine {
		return ""
	}
	if why := t.whyNot(p); why != "" {
		return why
	}
	if t.picked || t.secondStep(p) {
		return "" // the kit says which step to take
	}
	return "Nothing to do there now. " + t.Prompt.Text
}

// secondStep reports whether p is where a legal move of two taps ends.
func (t *Table) secondStep(p obj) bool {
	for _, mv := range t.view.Legal(nil) {
		if _, second := t.Path(mv); second == p {
			return true
		}
	}
	return false
}

// whyNot is WhyNot's reason particular to p, or "".
func (t *Table) whyNot(p obj) string {
	switch p.kind {
	case objHouse:
		return t.houseRowWhy(int(p.a))
	case objFig:
		if p.a >= 0 && p.a < 3 && t.view.FigureUsed(t.Viewer, int(p.a)) {
			return t.figureName(t.Viewer, int(p.a)) + " has acted this round: each Crew figure acts once a round"
		}
		return ""
	}
	if p.kind == objShip && t.Prompt.Kind == "assign" {
		if why := t.shipTakenWhy(int(p.a)); why != "" {
			return why
		}
	}
	if p.kind == objShip || p.kind == objSector {
		return t.houseWhy()
	}
	if p.kind == objSpec {
		return t.specWhy(int(p.a))
	}
	if t.shown() != t.Viewer || p.kind != objComp {
		return ""
	}
	k := int(p.a)
	if k < 0 || k >= rr.NumCompartments {
		return ""
	}
	if t.view.Corrupted(t.Viewer, k) {
		return compNames[k] + " is corrupted: its bonus action is blocked until a Remove Corruption clears it"
	}
	if t.Prompt.Kind == "assign" {
		return t.assignWhy()
	}
	if t.Prompt.Kind != "bonus" {
		return "Bonus actions come after your Crew figure's action"
	}
	switch k {
	case rr.BonusRemove:
		return t.removeWhy()
	case rr.BonusResource:
		return "Gain a Resource: tap the Resource you want below"
	case rr.BonusPlay:
		if len(t.handIDs) == 0 {
			return "Play a card: your hand is empty"
		}
		return "Play a card: drag a card from your hand to its place, or tap it and then its place"
	}
	return ""
}

// shipTakenWhy says, while a Crew figure is to be placed, why ship id
// takes none: a figure already stands on it, one figure a ship, or it
// lies landed or is a Civilian ship, which take no Crew.
func (t *Table) shipTakenWhy(id int) string {
	if id < 0 || id >= rr.NumShips {
		return ""
	}
	name := shipLabel(id)
	if seat, fig, ok := t.view.Occupant(id); ok {
		who := "the Corrupted Crew"
		if seat != rules.NoSeat {
			who = t.figureName(seat, fig)
		}
		return "The " + name + " is taken: " + who + " stands on it, and a ship holds one Crew figure. Tap a glowing ship or space"
	}
	if rr.ShipKind(id) == rr.Civilian {
		return "Civilian ships take no Crew figure. Tap a glowing ship or space"
	}
	if t.view.Ship(id).Landed {
		return "The " + name + " has landed on its Planet and takes no Crew figure. Tap a glowing ship or space"
	}
	return ""
}

// specWhy says, while the viewer chooses a Captain's specialization,
// why specialization k cannot be chosen: another seat's Captain has it.
func (t *Table) specWhy(k int) string {
	if !t.choosingSpec() || k < 0 || k >= rr.NumSpecs {
		return ""
	}
	if q := t.specTaker(k); q != rules.NoSeat {
		return "The " + rr.SpecNames[k] + " is taken: " + t.seatName(q) + "'s Captain has it. Choose another specialization"
	}
	return ""
}

// specTaker returns the seat, other than the viewer, whose Captain has
// specialization k, or NoSeat.
func (t *Table) specTaker(k int) rules.Seat {
	for q := 0; q < t.view.Seats(); q++ {
		if q != int(t.Viewer) && t.view.Specialization(rules.Seat(q)) == k {
			return rules.Seat(q)
		}
	}
	return rules.NoSeat
}

// assignWhy says, when a Crew figure is to be placed, that the Crew
// board's spaces are bonus actions for later and where the figure goes:
// a glowing ship on the map.
func (t *Table) assignWhy() string {
	if t.lay.compact {
		return "Crew figures go on the ships: open the Map tab and tap a glowing ship. Bonus actions come after"
	}
	return "Crew figures go on the ships: tap a glowing ship on the map. Bonus actions come after"
}

// houseAsks are what the prompts that are answered on a House's row of
// the Influence board ask for.
var houseAsks = map[string]string{
	"house-draft":     "Take a House card first",
	"keep-influence":  "Keep a Hidden Influence card first",
	"influence":       "Choose a House to gain Influence with first",
	"deploy-ship":     "Choose the ship to deploy from its House's supply first",
	"commander-build": "Build from a Hidden Influence card, or finish, first",
}

// houseWhy says, when a House is to be chosen, that a tap on the map
// makes no move and where the choice is made; "" otherwise.
func (t *Table) houseWhy() string {
	ask, ok := houseAsks[t.Prompt.Kind]
	if !ok {
		return ""
	}
	where := ": tap a lit House row on the Influence board"
	if t.lay.compact {
		where = ": open the Influence tab and tap a lit House row"
	}
	return ask + where
}

// houseRowWhy says why a tap on House h's row of the Influence board
// makes no move now.
func (t *Table) houseRowWhy(h int) string {
	if h < 0 || h >= rr.NumHouses {
		return ""
	}
	name := rr.HouseNames[h]
	switch t.Prompt.Kind {
	case "house-draft":
		return "The " + name + " card is taken: take the card of a lit House"
	case "keep-influence":
		return "You drew no " + name + " Hidden Influence card: keep one of a lit House"
	case "influence":
		return "Your Influence with " + name + " is at the top of its track: choose a lit House"
	}
	if _, ok := houseAsks[t.Prompt.Kind]; ok {
		return name + " is not a choice now: tap a lit House row"
	}
	return ""
}

// removeWhy says why Remove Corruption cannot be taken, or how it is.
func (t *Table) removeWhy() string {
	v := t.view
	bad := false
	for k := 0; k < rr.NumCompartments; k++ {
		bad = bad || v.Corrupted(t.Viewer, k)
	}
	for id := 0; id < rr.NumShips && !bad; id++ {
		sh := v.Ship(id)
		bad = sh.Sector >= 0 && sh.Corrupt
	}
	stored, _ := v.Resources(t.Viewer)
	switch {
	case !bad:
		return "Remove Corruption: there is no Corruption to remove, on your Frigate board or on a ship"
	case stored[rr.Neutronium] < 1:
		return "Remove Corruption costs 1 Neutronium, and you have none"
	case len(t.handIDs) == 0:
		return "Remove Corruption discards a card from your hand, and your hand is empty"
	}
	return "Remove Corruption: drag a card from your hand (it is discarded, with 1 Neutronium) onto the Corruption"
}

// PlaceAt names the Compartment, ship or Sector under x, y, lit or not.
func (t *Table) PlaceAt(x, y float64) (obj, bool) {
	if t.view != nil && t.choosingSpec() {
		for k := 0; k < rr.NumSpecs; k++ {
			if r := t.specRect(k); r.Contains(x, y) {
				return obj{kind: objSpec, a: int16(k)}, true
			}
		}
	}
	for k := 0; k < rr.NumCompartments; k++ {
		p := obj{kind: objComp, a: int16(k)}
		if r, ok := t.Where(p); ok && r.Contains(x, y) {
			return p, true
		}
	}
	if t.view == nil {
		return obj{}, false
	}
	for _, p := range t.places() {
		if t.Holds(p, x, y) {
			return p, true
		}
	}
	return obj{}, false
}

// places are the table's places but the Compartments, the ones drawn
// over others first (a Frigate or a ship over its Sector).
func (t *Table) places() []obj {
	ps := []obj{{kind: objEquip}, {kind: objSupport}}
	for k := int16(0); k < 3; k++ {
		ps = append(ps, obj{kind: objFig, a: k}, obj{kind: objDeck, a: k})
	}
	for k := int16(0); k < rr.NumResources; k++ {
		ps = append(ps, obj{kind: objRes, a: k})
	}
	for h := int16(0); h < rr.NumHouses; h++ {
		ps = append(ps, obj{kind: objHouse, a: h})
	}
	ps = append(ps, obj{kind: objCard, a: 0}, obj{kind: objCard, a: 1},
		obj{kind: objSpace, a: rr.SpaceHyperjump}, obj{kind: objSpace, a: rr.SpaceDeploy})
	for p := 0; p < t.view.Seats(); p++ {
		ps = append(ps, obj{kind: objFrigate, a: int16(p)})
	}
	for id := int16(0); id < rr.NumShips; id++ {
		ps = append(ps, obj{kind: objShip, a: id})
	}
	ps = append(ps, obj{kind: objShip, a: revenantShip})
	for x := int16(0); x < rr.NumSectors; x++ {
		ps = append(ps, obj{kind: objSector, a: x})
	}
	return ps
}
