package revenant

import (
	"strings"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
)

// objKind is the kind of thing on screen a step of a move names.
type objKind uint8

const (
	objNone    objKind = iota
	objHand            // a: hand card
	objShip            // a: ship id, or revenantShip for the Revenant
	objSector          // a: Sector
	objSpace           // a: the Revenant's Hyperjump or Deploy space
	objFrigate         // a: seat, its Frigate as an action space
	objFig             // a: the viewer's Crew figure
	objHouse           // a: House, its row of the Influence board
	objComp            // a: Compartment of the viewer's Frigate board
	objRes             // a: Resource of the viewer's Frigate board
	objEquip           // the viewer's Equipment row
	objSupport         // where the viewer plays a Support card
	objCard            // a: face-up Sonar or Colony card 0 or 1
	objDeck            // a: Improvement deck
	objSpec            // a: a Captain's specialization offered
)

// revenantShip names the Revenant among the ships, as the rules do.
const revenantShip = 99

// Move kinds of rules/revenant, by their text verbs.
var (
	mvSide      = kindOf("side")
	mvSpec      = kindOf("spec")
	mvAgenda    = kindOf("agenda")
	mvStart     = kindOf("start")
	mvDraft     = kindOf("draft")
	mvDeck      = kindOf("deck")
	mvDiscard   = kindOf("discard")
	mvAssign    = kindOf("assign")
	mvInfluence = kindOf("influence")
	mvKeep      = kindOf("keep")
	mvStep      = kindOf("step")
	mvStay      = kindOf("stay")
	mvAction    = kindOf("action")
	mvPlanet    = kindOf("planet")
	mvSonar     = kindOf("sonar")
	mvShip      = kindOf("ship")
	mvSector    = kindOf("sector")
	mvReorg     = kindOf("reorganize")
	mvPlay      = kindOf("play")
	mvRemove    = kindOf("remove")
	mvBonus     = kindOf("bonus")
	mvGain      = kindOf("gain")
	mvLock      = kindOf("lock")
	mvCorrupt   = kindOf("corrupt")
	mvDone      = kindOf("done")
	mvFirst     = kindOf("first")
	mvReveal    = kindOf("reveal")
	mvSpace     = kindOf("space")
	mvClean     = kindOf("cleanse")
	mvFront     = kindOf("front")
	mvBuild     = kindOf("build")
	mvReplace   = kindOf("replace")
)

// kindOf returns the kind of the moves rules/revenant writes with verb.
func kindOf(verb string) uint8 { return rr.MoveKind(verb) }

// obj is one thing on screen: the board's place. The zero obj is no place.
type obj struct {
	kind objKind
	a    int16
}

// Path binds a legal move to the places that make it.
func (t *Table) Path(mv rules.Move) (first, second obj) {
	switch mv.Kind {
	case mvSpec:
		return obj{kind: objSpec, a: mv.A}, obj{}
	case mvStart, mvStep, mvSector:
		return obj{kind: objSector, a: mv.A}, obj{}
	case mvDraft, mvInfluence, mvKeep:
		return obj{kind: objHouse, a: mv.A}, obj{}
	case mvDeck:
		return obj{kind: objDeck, a: mv.A}, obj{}
	case mvDiscard:
		return t.handObj(mv.A), obj{}
	case mvAssign:
		return obj{kind: objFig, a: mv.A}, t.spaceObj(mv.B)
	case mvSpace:
		return t.spaceObj(mv.A), obj{}
	case mvShip:
		if t.Prompt.Kind == "deploy-ship" {
			return obj{kind: objHouse, a: int16(rr.ShipHouse(int(mv.A)))}, obj{}
		}
		return obj{kind: objShip, a: mv.A}, obj{}
	case mvFront:
		return obj{kind: objShip, a: mv.A}, obj{}
	case mvReorg:
		return obj{kind: objShip, a: mv.A}, obj{kind: objSector, a: mv.B}
	case mvBuild:
		return obj{kind: objHouse, a: int16(rr.ShipHouse(int(mv.A)))}, obj{}
	case mvReplace:
		return obj{kind: objHouse, a: int16(rr.ShipHouse(int(mv.A)))}, obj{kind: objShip, a: mv.B}
	case mvPlay:
		card := int(mv.A)
		switch rr.Cards[card].Kind {
		case rr.Equipment:
			return t.handObj(mv.A), obj{kind: objEquip}
		case rr.Training:
			return t.handObj(mv.A), obj{kind: objFig, a: mv.B + 1}
		}
		return t.handObj(mv.A), obj{kind: objSupport}
	case mvRemove:
		return t.handObj(mv.B), t.cleanObj(mv.A)
	case mvClean:
		return t.cleanObj(mv.A), obj{}
	case mvBonus, mvCorrupt:
		return obj{kind: objComp, a: mv.A}, obj{}
	case mvGain, mvLock:
		return obj{kind: objRes, a: mv.A}, obj{}
	case mvSonar:
		if mv.A < 2 {
			return obj{kind: objCard, a: mv.A}, obj{}
		}
	}
	return obj{}, obj{}
}

// spaceObj is the place of action space sp.
func (t *Table) spaceObj(sp int16) obj {
	switch {
	case sp < rr.NumShips:
		return obj{kind: objShip, a: sp}
	case sp == rr.SpaceHyperjump, sp == rr.SpaceDeploy:
		return obj{kind: objSpace, a: sp}
	}
	return obj{kind: objFrigate, a: sp - rr.SpaceFrigate}
}

// cleanObj is the place of a Corruption to remove: a Compartment, or a
// ship (10 + its id).
func (t *Table) cleanObj(target int16) obj {
	if target < rr.NumCompartments {
		return obj{kind: objComp, a: target}
	}
	return obj{kind: objShip, a: target - 10}
}

// handObj is the place of the viewer's hand card id.
func (t *Table) handObj(id int16) obj {
	for i, h := range t.handIDs {
		if h == int(id) {
			return obj{kind: objHand, a: int16(i)}
		}
	}
	return obj{kind: objHand, a: -1}
}

// Label names the buttons of the moves with no place, and the choices the
// kit asks between.
func (t *Table) Label(mv rules.Move) string {
	switch mv.Kind {
	case mvSide:
		return sideLabels[mv.A&1]
	case mvSpec:
		return rr.SpecNames[mv.A]
	case mvAgenda:
		return "Keep " + rr.Agendas[mv.A].Name
	case mvAction:
		return actionLabel(int(mv.A))
	case mvPlanet:
		c, _, _ := t.view.PlanetAt(t.turnSector())
		if c >= 0 {
			mine, bad := planetText(c)
			if mv.A == 0 {
				return "Mining: " + mine
			}
			return "Corrupted: " + bad
		}
		return [2]string{"Mining", "Corrupted action"}[mv.A&1]
	case mvSonar:
		if mv.A == 2 {
			return "Discard both"
		}
	case mvStay:
		return "Stay here"
	case mvReveal:
		return [2]string{"Keep it hidden", "Reveal my agenda"}[mv.A&1]
	case mvFirst:
		return t.seatName(rules.Seat(mv.A)) + " plays first"
	case mvDone:
		if t.Prompt.Kind == "bonus" {
			return t.bonusDone()
		}
		return doneLabel(t.Prompt.Kind)
	case mvAssign:
		if mv.C == 1 {
			return "Tactics +1 and Hidden Influence"
		}
		return "Influence +1"
	case mvPlay:
		return t.playLabel(mv)
	case mvShip:
		return rr.HouseNames[rr.ShipHouse(int(mv.A))] + " " + rr.KindNames[rr.ShipKind(int(mv.A))]
	case mvBuild:
		return "Build the " + rr.KindNames[rr.ShipKind(int(mv.A))]
	case mvReplace:
		return "Replace with the " + rr.KindNames[rr.ShipKind(int(mv.A))]
	}
	text := t.view.MoveText(mv)
	return strings.ToUpper(text[:1]) + text[1:]
}

// Preselect chooses the first free Crew figure, the Captain first, when a
// figure is to be placed: the spaces it may go to light at once, so
// every place a tap takes is lit (a tap on a Cadet chooses it instead).
func (t *Table) Preselect() (obj, bool) {
	if t.view == nil || !t.Mine || t.Prompt.Kind != "assign" {
		return obj{}, false
	}
	for k := 0; k < 3; k++ {
		if !t.view.FigureUsed(t.Viewer, k) {
			return obj{kind: objFig, a: int16(k)}, true
		}
	}
	return obj{}, false
}

// assignPrompts word the placing of each Crew figure once it is chosen.
var assignPrompts = [3]string{
	"Place a Crew figure on a lit ship or space of the map: your Captain, or tap a Cadet to place it instead.",
	"Place a Crew figure on a lit ship or space of the map: Cadet 1, or tap another figure instead.",
	"Place a Crew figure on a lit ship or space of the map: Cadet 2, or tap another figure instead.",
}

// sideLabels name the Crew board's sides by what each adds to Activate
// (the prompt says so, sidePrompt): short enough to read whole on a
// button half the panel wide.
var sideLabels = [2]string{"Side A: Energy +1", "Side B: Tactics +1"}

// sidePrompt words the choice of the Crew board's side.
const sidePrompt = "Choose your Crew board's side: it sets what Activate gives."

// playLabel words a way of playing a card: the Resources its discounts
// leave out, and the Cadet a Training card goes under.
func (t *Table) playLabel(mv rules.Move) string {
	var b strings.Builder
	b.WriteString("Play")
	if mv.B >= 0 && rr.Cards[mv.A].Kind == rr.Training {
		b.WriteString(" under Cadet ")
		b.WriteString(scenes.Itoa(int(mv.B) + 1))
	}
	for i, ig := range [2]int16{mv.C, mv.D} {
		if ig < 0 {
			continue
		}
		if i == 0 || mv.C < 0 {
			b.WriteString(", without ")
		} else {
			b.WriteString(" and ")
		}
		b.WriteString(rr.ResourceNames[ig])
	}
	return b.String()
}

// Ask words the question when one gesture makes several moves.
func (t *Table) Ask(moves []rules.Move) (title, text string) {
	switch moves[0].Kind {
	case mvPlay:
		return "How to pay?", "The discount can leave out a different Resource of the cost."
	case mvAssign:
		return "Politician", "Your Captain may take Tactics +1 and a Hidden Influence card instead of the Influence."
	case mvShip, mvBuild, mvReplace:
		return "Which ship?", "More than one ship of this House can go."
	}
	return "Which one?", ""
}

// turnSector is the Sector of the ship or Frigate the turn's figure
// stands on.
func (t *Table) turnSector() int {
	_, sp := t.view.TurnFigure()
	switch {
	case sp >= 0 && sp < rr.NumShips:
		return max(0, t.view.Ship(sp).Sector)
	case sp >= rr.SpaceFrigate:
		x, _ := t.view.Frigate(rules.Seat(sp - rr.SpaceFrigate))
		return max(0, min(x, rr.NumRing-1))
	}
	return 0
}

// actionLabel names action a for its button.
func actionLabel(a int) string {
	return actionLabels[a]
}

var actionLabels = [...]string{
	"Skip the action", "Attack: destroy a Voidborn", "Land on the Planet", "Absorber +1 Energy",
	"Hyperjump: enable it", "Deploy a ship", "Convert 2 Energy to 4", "Research: 3 cards",
	"Absorb: 2 Absorbers", "Reorganize ships", "Improve: play 2 cards", "Promote the Captain",
	"Analyze: Tactics +3", "Purge 2 Voidborn", "Repair Damage", "Clone an action",
	"Gain 2 Energy", "Gain 2 Material", "Gain 2 Science", "Gain 2 Neutronium",
}

// bonusDone names the move that ends a turn without a bonus action: a
// skip when one is open, else why none is (a newcomer shown only "Done"
// under "Choose your bonus action" cannot tell why).
func (t *Table) bonusDone() string {
	for _, mv := range t.view.Legal(nil) {
		if mv.Kind == mvBonus {
			return "Skip the bonus action"
		}
	}
	for k := 0; k < rr.NumCompartments; k++ {
		if !t.view.Corrupted(t.Prompt.Seat, k) {
			return "No bonus action possible: go on"
		}
	}
	return "All Compartments corrupted: go on"
}

// doneLabel names the move that finishes a step, by what is asked.
func doneLabel(kind string) string {
	switch kind {
	case "assign":
		return "No space: go on"
	case "reorganize", "improve", "repair", "remove-again", "move-frigate", "commander-build", "after-jump":
		return "Finish"
	case "keep-influence":
		return "Keep just one"
	case "hyperjump-discard":
		return "Go on"
	}
	return "Done"
}

// Where returns where place p is on screen.
// Holds reports whether place p, shown, holds x, y: the Equipment row
// holds each of its slots (a narrow board's lie on two lines).
func (t *Table) Holds(p obj, x, y float64) bool {
	r, ok := t.Where(p)
	if !ok {
		return false
	}
	if p.kind == objHouse && p.a >= 0 && p.a < rr.NumHouses && t.drawnShown(int(p.a)) && t.drawn[p.a].Contains(x, y) {
		return true
	}
	if p.kind == objEquip {
		for _, s := range t.lay.equip {
			if s.Contains(x, y) {
				return true
			}
		}
	}
	return r.Contains(x, y)
}

// drawnShown reports whether the Hidden Influence card of House h drawn
// is shown under the viewer's Crew board, for a tap to keep it.
func (t *Table) drawnShown(h int) bool {
	return t.drawn[h].W > 0 && t.focus == t.Viewer && t.onTab(tabCrew) && t.Prompt.Kind == "keep-influence"
}

func (t *Table) Where(p obj) (scenes.Rect, bool) {
	l := &t.lay
	switch p.kind {
	case objHand:
		if t.Viewer == rules.NoSeat || p.a < 0 || int(p.a) >= t.hand.Len() {
			break
		}
		return t.hand.TapSpot(int(p.a)), true
	case objShip:
		if !t.onTab(tabMap) {
			break
		}
		if p.a == revenantShip {
			return l.revenant, true
		}
		if t.view == nil || p.a < 0 || p.a >= rr.NumShips {
			break
		}
		return t.shipRect(int(p.a))
	case objSector:
		if p.a >= 0 && p.a < rr.NumSectors && t.onTab(tabMap) {
			return l.sectors[p.a], true
		}
	case objSpace:
		if !t.onTab(tabMap) {
			break
		}
		if p.a == rr.SpaceHyperjump {
			return l.jump, true
		}
		return l.deploy, true
	case objFrigate:
		if t.view == nil || !t.onTab(tabMap) {
			break
		}
		return t.frigateRect(rules.Seat(p.a))
	case objFig:
		if p.a >= 0 && p.a < 3 && t.focus == t.Viewer && t.onTab(tabCrew) {
			return l.figs[p.a], true
		}
	case objHouse:
		if p.a >= 0 && p.a < rr.NumHouses && t.onTab(tabShared) {
			return l.houses[p.a], true
		}
		if p.a >= 0 && p.a < rr.NumHouses && t.drawnShown(int(p.a)) {
			return t.drawn[p.a], true // a small window's Crew tab
		}
	case objComp:
		if p.a >= 0 && p.a < rr.NumCompartments && t.focus == t.Viewer && t.onTab(tabCrew) {
			return l.comps[p.a], true
		}
	case objRes:
		if p.a >= 0 && p.a < rr.NumResources && t.focus == t.Viewer && t.onTab(tabCrew) {
			return l.res[p.a], true
		}
	case objEquip:
		if t.focus == t.Viewer && t.onTab(tabCrew) {
			return l.equipRow(), true
		}
	case objSupport:
		if t.focus == t.Viewer && t.onTab(tabCrew) {
			return l.support, true
		}
	case objCard:
		if p.a >= 0 && p.a < 2 && t.onTab(tabShared) {
			return l.cards[p.a], true
		}
	case objDeck:
		if p.a >= 0 && p.a < 3 && t.onTab(tabShared) {
			return l.decks[p.a], true
		}
	case objSpec:
		if p.a >= 0 && p.a < rr.NumSpecs && t.choosingSpec() && t.onTab(tabCrew) {
			return t.specRect(int(p.a)), true
		}
	}
	return scenes.Rect{}, false
}
