package revenant

import (
	"slices"
	"strconv"
	"strings"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes/table"
)

var (
	_ table.Kinder        = (*Table)(nil)
	_ table.KindShutter   = (*Table)(nil)
	_ table.Prompter[obj] = (*Table)(nil)
)

// ButtonRows keeps two rows of move buttons in the panel (a choice of
// three or four buttons goes two to a row): the log takes the rest.
func (t *Table) ButtonRows() int { return 2 }

// MoveKind names no kind of move: the map, the boards and the buttons
// already show every open move. The table is a Kinder only so that the
// actions of a space that cannot be taken now keep a button (ShutKinds).
func (t *Table) MoveKind(rules.Move) string { return "" }

// Explain says nothing: no kind is named (MoveKind).
func (t *Table) Explain(string) string { return "" }

// ShutKinds lists, while the viewer chooses the action of its Crew
// figure's space, each action the space offers that cannot be taken now,
// with the reason: a disabled button rather than nothing (a newcomer
// shown only Skip cannot tell what the space does or why it does not).
func (t *Table) ShutKinds(dst []table.ShutKind) []table.ShutKind {
	for _, a := range t.shutActs() {
		short, why := t.actionWhy(a)
		dst = append(dst, table.ShutKind{Kind: actionLabels[a], Short: short, Why: why})
	}
	return dst
}

// PromptText words the placing of the Crew figure chosen, and the prompt
// of the action's choice when some of the space's actions cannot be
// taken: why, rather than "Choose the action" over Skip alone.
func (t *Table) PromptText(sel obj, has bool) string {
	t.picked = has
	if has && sel.kind == objFig && t.Mine && t.Prompt.Kind == "assign" && sel.a >= 0 && sel.a < 3 {
		return assignPrompts[sel.a]
	}
	if has && sel.kind == objHand && t.Mine {
		return t.cardPrompt(sel)
	}
	return t.actPrompt
}

// cardPrompt says where the hand card sel, chosen, goes: the places its
// moves end at, lit; the prompt before it named only the kinds of place.
// Worded once a card: the kit asks every frame.
func (t *Table) cardPrompt(sel obj) string {
	if sel == t.cardSel && t.cardAsk != "" {
		return t.cardAsk
	}
	var support, equip, cadet, clean bool
	for _, mv := range t.view.Legal(nil) {
		first, second := t.Path(mv)
		if first != sel {
			continue
		}
		switch second.kind {
		case objSupport:
			support = true
		case objEquip:
			equip = true
		case objFig:
			cadet = true
		case objComp, objShip:
			clean = true
		}
	}
	if !support && !equip && !cadet && !clean || int(sel.a) >= len(t.handIDs) || sel.a < 0 {
		return t.actPrompt
	}
	t.cardSel = sel
	t.cardAsk = cardAsk(rr.Cards[t.handIDs[sel.a]].Name, support, equip, cadet, clean)
	return t.cardAsk
}

// cardAsk words where the card named name goes: the Support box, the
// Equipment slots, a Cadet or a Corruption, those it may. Short: the
// prompt keeps its margins at 800x600 (the eleventh review saw Cargo
// Pods's run to the box's border).
func cardAsk(name string, support, equip, cadet, clean bool) string {
	var parts []string
	if support {
		parts = append(parts, "the lit Support box to play it")
	}
	if equip {
		parts = append(parts, "a lit Equipment slot to play it there")
	}
	if cadet {
		parts = append(parts, "a lit Cadet to play it under them")
	}
	if clean {
		parts = append(parts, "a lit Corruption to remove it, discarding the card")
	}
	return name + ": tap " + strings.Join(parts, ", or ") + "."
}

// shutActs returns the actions the turn figure's space offers that are
// not legal now, while the viewer chooses the action; nil otherwise.
func (t *Table) shutActs() []int {
	if t.view == nil || !t.Mine || t.Prompt.Kind != "action" {
		return nil
	}
	legal := t.view.Legal(nil)
	var out []int
	for _, a := range t.offered() {
		ok := false
		for _, mv := range legal {
			ok = ok || mv.Kind == mvAction && int(mv.A) == a
		}
		if !ok {
			out = append(out, a)
		}
	}
	return out
}

// bonusPrompt says which lit places make which bonus action: a newcomer
// shown Compartments, Resource tokens and hand cards all lit at once
// under "Choose your bonus action" cannot tell what a tap on each does.
func (t *Table) bonusPrompt() string {
	var comp, gain, play, remove bool
	for _, mv := range t.view.Legal(nil) {
		switch mv.Kind {
		case mvBonus:
			comp = true
		case mvGain:
			gain = true
		case mvPlay:
			play = true
		case mvRemove:
			remove = true
		}
	}
	var parts []string
	if comp {
		parts = append(parts, "a lit Compartment")
	}
	if gain {
		parts = append(parts, "a Resource to gain")
	}
	if play {
		parts = append(parts, "a card to play")
	}
	s := bonusRequired + "tap "
	for i, p := range parts {
		switch {
		case i == 0:
		case i == len(parts)-1:
			s += " or "
		default:
			s += ", "
		}
		s += p
	}
	switch {
	case remove && len(parts) == 0:
		return bonusRequired + "drag a card onto a Corruption to remove it."
	case remove:
		return s + "; or drag a card onto a Corruption to remove it."
	case len(parts) == 0:
		return "Bonus action: none is possible now; go on."
	}
	return s + "."
}

// keepPrompt says where a Hidden Influence card drawn is kept: the
// nineteenth review tapped "Drawn: Yarvek" and nothing happened.
const keepPrompt = "Keep one of the Hidden Influence cards drawn: tap it under your Crew board, or its House's row."

// bonusRequired opens the bonus action's prompt: the rulebook makes one
// bonus action a turn's end, not a choice to skip.
const bonusRequired = "Bonus action (required): "

// offered returns the actions of the space the turn's Crew figure stands
// on (of the ship Clone copies, when it copies one): an Arkship's two, a
// Fighter's attack, a Dropship's landing, the Revenant's space's, or a
// Frigate's three.
func (t *Table) offered() []int {
	_, sp := t.view.TurnFigure()
	if t.cloned >= 0 {
		sp = t.cloned
	}
	switch {
	case sp < 0:
		return nil
	case sp < rr.NumShips:
		switch rr.ShipKind(sp) {
		case rr.Arkship:
			a := rr.ArkActions(rr.ShipHouse(sp))
			return a[:]
		case rr.Fighter:
			return []int{rr.ActAttack}
		case rr.Dropship:
			return []int{rr.ActLand}
		}
		return nil
	case sp == rr.SpaceHyperjump:
		return []int{rr.ActHyperjump}
	case sp == rr.SpaceDeploy:
		return []int{rr.ActDeploy}
	case sp >= rr.SpaceFrigate:
		return []int{rr.ActAttack, rr.ActLand, rr.ActAbsorbOne}
	}
	return nil
}

// actSector returns the Sector of the space the action is taken at:
// the ship's (the one Clone copies, when it copies one) or the Frigate's.
func (t *Table) actSector() int {
	_, sp := t.view.TurnFigure()
	if t.cloned >= 0 {
		sp = t.cloned
	}
	switch {
	case sp >= 0 && sp < rr.NumShips:
		return t.view.Ship(sp).Sector
	case sp >= rr.SpaceFrigate:
		x, _ := t.view.Frigate(rules.Seat(sp - rr.SpaceFrigate))
		return x
	}
	return -1
}

// actionWhy says why action a cannot be taken now: in a word or two for
// its button, and in a sentence for a tap on it.
func (t *Table) actionWhy(a int) (short, why string) {
	v := t.view
	stored, _ := v.Resources(t.Viewer)
	name := actionLabels[a]
	x := t.actSector()
	have := func(n int) string {
		if n == 0 {
			return "you have none"
		}
		return "you have " + strconv.Itoa(n)
	}
	switch a {
	case rr.ActAttack:
		return "no Voidborn", name + ": there is no Voidborn in this Sector to destroy"
	case rr.ActLand:
		if x < 0 || x >= rr.NumRing {
			return "no Planet", name + ": there is no Planet beside this Sector"
		}
		card, _, by := v.PlanetAt(x)
		switch {
		case card < 0:
			return "no Planet", name + ": there is no Planet beside this Sector"
		case by >= 0:
			return "taken", name + ": a ship or a Frigate has landed on this Planet already (only one may)"
		}
		return "landed", name + ": this ship has landed already"
	case rr.ActHyperjump:
		if _, _, jump := v.Revenant(); jump {
			return "done", name + ": the Hyperjump is enabled already this round"
		}
		return "can't pay", "Hyperjump costs 3 Neutronium, and " + have(stored[rr.Neutronium])
	case rr.ActDeploy:
		for r := 0; r < rr.NumResources; r++ {
			if stored[r] < 1 {
				return "can't pay", "Deploy costs 1 of each Resource, and you have no " + rr.ResourceNames[r]
			}
		}
		return "no ship", name + ": no ship waits in a House's supply, or no Sector has room"
	case rr.ActConvert:
		return "can't pay", "Convert needs 2 Energy, and " + have(stored[rr.Energy])
	case rr.ActPromote:
		if v.Captain(t.Viewer) >= 4 {
			return "top level", name + ": your Captain is at the top level already"
		}
		return "can't pay", "Promote costs 3 Science, and " + have(stored[rr.Science])
	case rr.ActPurge:
		return "no Voidborn", name + ": there is no Voidborn on the map"
	case rr.ActClone:
		if len(t.handIDs) == 0 {
			return "no card", name + ": it discards a card from your hand, and your hand is empty"
		}
		return "none to copy", name + ": no other ship has a Crew figure on it to copy, or you cloned already"
	}
	return "not now", name + ": not possible now"
}

// actionPrompt words the prompt of the action's choice when actions of
// the space are shut: the reason, when only Skip is left; and the
// prompt of the bonus action, naming what each kind of lit place does;
// "" keeps the rules' prompt.
func (t *Table) actionPrompt() string {
	if t.view != nil && t.Mine && t.Prompt.Kind == "bonus" {
		return t.bonusPrompt()
	}
	if t.view != nil && t.Mine && t.Prompt.Kind == "keep-influence" {
		return keepPrompt
	}
	if t.view != nil && t.Mine && t.Prompt.Kind == "side" {
		return setupPrefix("side") + sidePrompt
	}
	if t.view != nil && t.Mine && setupStep(t.Prompt.Kind) > 0 {
		// Which step of the setup, of how many (the twelfth review).
		return setupPrefix(t.Prompt.Kind) + t.Prompt.Text
	}
	switch t.Prompt.Kind {
	case "move", "move-frigate", "breach-damage", "discard":
	default:
		t.moveTurn.of = 0 // a counted choice begins afresh
	}
	if move := t.movePrompt(); move != "" {
		return move
	}
	if t.view != nil && t.Mine && t.Prompt.Kind == "move-frigate" {
		if step, of := t.moveSteps(); of > 1 {
			return "Move " + strconv.Itoa(step) + " of " + strconv.Itoa(of) + ": " + t.Prompt.Text
		}
	}
	if only := t.onlyShip(); only != "" {
		return only
	}
	if lock := t.lockPrompt(); lock != "" {
		return lock
	}
	if t.view != nil && t.Mine && t.Prompt.Kind == "breach-damage" {
		if n, of := t.countStep([4]int{t.view.Round(), 100 + t.view.Breaching()}, t.view.BreachLeft()); of > 1 {
			return "Damage " + strconv.Itoa(n) + " of " + strconv.Itoa(of) + ": " + t.Prompt.Text
		}
	}
	if t.view != nil && t.Mine && t.Prompt.Kind == "discard" {
		left := len(t.view.Hand(t.Viewer, nil)) - 8
		if n, of := t.countStep([4]int{t.view.Round(), 200}, left); of > 1 {
			return "Discard " + strconv.Itoa(n) + " of " + strconv.Itoa(of) + ": " + t.Prompt.Text
		}
	}
	shut := t.shutActs()
	if len(shut) == 0 {
		return ""
	}
	open := 0
	for _, mv := range t.view.Legal(nil) {
		if mv.Kind == mvAction && mv.A != rr.ActSkip {
			open++
		}
	}
	if open > 0 {
		return "Choose the action to resolve. Greyed: not possible now (tap one to see why)."
	}
	if len(shut) == 1 {
		_, why := t.actionWhy(shut[0])
		name := actionLabels[shut[0]]
		reason := strings.TrimPrefix(why, name+": ")
		return "Nothing to do here: this space's only action, " + name + ", is not possible (" + reason + "). Skip ends it."
	}
	return "Nothing to do here: no action of this space is possible now (tap a greyed one to see why). Skip ends it."
}

// mover returns the ship the viewer moves now, at the move of a Crew
// figure's ship, or -1 (the Frigate, or another question).
func (t *Table) mover() int {
	if t.view == nil || !t.Mine || t.Prompt.Kind != "move" {
		return -1
	}
	if _, sp := t.view.TurnFigure(); sp >= 0 && sp < rr.NumShips {
		return sp
	}
	return -1
}

// movePrompt names the ship that moves, lit on the map (drawMap), and
// what its Sector's ways are: "Move the ship" named none, twice for a
// Captain's Movement +1; "" when no such move is asked.
func (t *Table) movePrompt() string {
	if t.view == nil || !t.Mine || t.Prompt.Kind != "move" {
		return ""
	}
	step := ""
	if n, of := t.moveSteps(); of > 1 {
		// Which step of the Movement, of how many (the thirteenth
		// review found the second step unnumbered).
		step = "Move " + strconv.Itoa(n) + " of " + strconv.Itoa(of) + ": "
	}
	if id := t.mover(); id >= 0 {
		return step + "move the " + shipLabel(id) + " (outlined in white) to a lit Sector, or stay where it is."
	}
	return step + "move your Frigate to a lit Sector, or stay where it is."
}

// moveSteps returns which step of the viewer's Movement the move asked
// now is, from 1, and of how many: the steps left are counted on a copy
// of the view, stepped until the question ends; the steps taken are
// those counted at the turn's first step less those left.
func (t *Table) moveSteps() (step, of int) {
	fig, sp := t.view.TurnFigure()
	return t.countStep([4]int{t.view.Round(), fig, sp, len(t.Prompt.Kind)}, movesLeft(t.view, t.Prompt.Kind, t.Viewer))
}

// countStep returns which step of a choice asked again and again this
// is, from 1, and of how many, with left steps still to take (this one
// too): key names the choice; its first ask counts the steps in all.
func (t *Table) countStep(key [4]int, left int) (step, of int) {
	if key != t.moveTurn.key || left > t.moveTurn.of {
		t.moveTurn.key, t.moveTurn.of = key, left
	}
	return t.moveTurn.of - left + 1, t.moveTurn.of
}

// movesLeft counts the steps seat may still take at a question of kind
// (a ship's move or the Frigate's) in v: v's copy steps while the same
// question comes back to seat.
func movesLeft(v *rr.State, kind string, seat rules.Seat) (n int) {
	g := v.Clone().(*rr.State)
	defer func() {
		if recover() != nil {
			n = max(n, 1) // the view hides what a later step would need
		}
	}()
	var legal []rules.Move
	for n < 16 {
		if p := g.Prompt(); p.Kind != kind || p.Seat != seat {
			return n
		}
		n++
		legal = g.Legal(legal[:0])
		i := slices.IndexFunc(legal, func(m rules.Move) bool { return m.Kind == mvStep })
		if i < 0 {
			return n
		}
		if _, err := g.Apply(legal[i]); err != nil {
			return n
		}
	}
	return n
}

// onlyShip words the Breach's choice of a ship when there is but one to
// choose: the prompt names it and says it is the only one, rather than
// asking to choose among one; "" otherwise.
func (t *Table) onlyShip() string {
	if t.view == nil || !t.Mine || t.Prompt.Kind != "breach-damage" && t.Prompt.Kind != "breach-corruption" {
		return ""
	}
	legal := t.view.Legal(nil)
	if len(legal) != 1 || legal[0].Kind != mvShip {
		return ""
	}
	ship := shipLabel(int(legal[0].A))
	if t.Prompt.Kind == "breach-corruption" {
		return "The " + ship + " is the only ship here the Rift can corrupt: tap it."
	}
	if n := t.view.BreachLeft(); n > 1 {
		return "The " + ship + " is the only ship in the Sector: tap it to put all " + strconv.Itoa(n) + " Damage on it."
	}
	return "The " + ship + " is the only ship in the Sector: it takes the Damage. Tap it."
}

// freeSlots returns how many Resource slots seat p's uncorrupted
// Compartments hold.
func (t *Table) freeSlots(p rules.Seat) int {
	n := 0
	for k := 0; k < rr.NumCompartments; k++ {
		if !t.view.Corrupted(p, k) {
			n += 2
		}
	}
	return n
}

// lockPrompt words the choice of a Resource token to lock away: why (the
// tokens outnumber the slots a Corruption left), and which of the locks
// due this is, "2 of 3"; "" when no lock is asked of the viewer.
func (t *Table) lockPrompt() string {
	if t.view == nil || !t.Mine || t.Prompt.Kind != "lock-resource" {
		t.locks = 0
		return ""
	}
	stored, _ := t.view.Resources(t.Viewer)
	held := stored[0] + stored[1] + stored[2] + stored[3]
	free := t.freeSlots(t.Viewer)
	due := max(1, held-free)
	if due > t.locks {
		t.locks = due
	}
	return "You hold " + strconv.Itoa(held) + " Resource tokens and your uncorrupted Compartments have " + strconv.Itoa(free) +
		" slots. Lock a token away (" + strconv.Itoa(t.locks-due+1) + " of " + strconv.Itoa(t.locks) + "): tap a Resource below."
}
