package revive

import (
	"strings"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/table"
)

// objKind is the kind of thing on screen a step of a move names.
type objKind uint8

const (
	objNone      objKind = iota
	objSpace             // a: a space of the map
	objTile              // a: a face-down tile's footprint
	objRelic             // a: a large location, b: the colour of a major artifact
	objTurn              // a: a rotation of the tile to turn
	objCitizen           // a: a face-up citizen card, or CitizenDisplay for the deck
	objModule            // a: a face-up module, or ModuleDisplay for the pile
	objToken             // a: the colour, b: a face-up machine token
	objCard              // a: a card of the active area
	objSlot              // a: a card slot; b: for the side slot, 1 + the half
	objModSpace          // a: a card slot, b: its module space
	objResource          // a: a resource
	objSwitch            // the switch token
	objAbility           // the tribe ability
	objMachine           // a: the reward space of the machine
	objTrack             // a: a machine track
	objCrate             // a: a crate
	objTech              // a: a technology of the tree
	objBuilding          // a: 0 small, 1 big
	objHibernate         // the hibernation track, to hibernate
	objHibSpace          // a: a space of the hibernation track, its reward
	objEnd               // the actions left in the board's head, to end the turn
)

// obj is one thing on screen: the board's place. The zero obj is no place.
type obj struct {
	kind objKind
	a, b int16
}

// Path binds a legal move to the places that make it.
func (t *Table) Path(mv rules.Move) (first, second obj) {
	switch mv.Kind {
	case rv.MovePlay:
		slot := obj{kind: objSlot, a: mv.B}
		if rv.SlotShows(int(mv.B)) == 2 {
			slot.b = 1 + mv.C
		}
		return obj{kind: objCard, a: mv.A}, slot
	case rv.MoveBuild:
		return obj{kind: objBuilding, a: mv.B}, obj{kind: objSpace, a: mv.A}
	case rv.MoveExplore:
		return obj{kind: objTile, a: mv.A}, obj{}
	case rv.MovePopulate:
		return obj{kind: objTech, a: mv.A}, obj{kind: objSpace, a: mv.B}
	case rv.MoveSwitch:
		return obj{kind: objSwitch}, obj{kind: objResource, a: mv.A}
	case rv.MoveHibernate:
		return obj{kind: objHibernate}, obj{}
	case rv.MoveMachine:
		return obj{kind: objMachine, a: mv.A}, obj{}
	case rv.MoveCrate:
		return obj{kind: objCrate, a: mv.A}, obj{}
	case rv.MoveTrade:
		return obj{kind: objResource, a: rv.Crystal}, obj{kind: objResource, a: mv.A}
	case rv.MoveAbility:
		return obj{kind: objAbility}, obj{}
	case rv.MoveResource:
		return obj{kind: objResource, a: mv.A}, obj{}
	case rv.MoveTrack:
		return obj{kind: objTrack, a: mv.A}, obj{}
	case rv.MoveToken:
		return obj{kind: objToken, a: mv.A, b: mv.B}, obj{}
	case rv.MoveTakeModule:
		return obj{kind: objModule, a: mv.A}, obj{}
	case rv.MovePlaceModule:
		return obj{kind: objModSpace, a: mv.A, b: mv.B}, obj{}
	case rv.MoveCitizen:
		return obj{kind: objCitizen, a: mv.A}, obj{}
	case rv.MoveRotate:
		// A first tap shows the layout on the map, a second places it.
		return obj{kind: objTurn, a: mv.A}, obj{kind: objTurn, a: mv.A}
	case rv.MoveMajor, rv.MoveRemove:
		return obj{kind: objRelic, a: mv.A, b: mv.B}, obj{}
	case rv.MoveHibReward:
		return obj{kind: objHibSpace, a: mv.A}, obj{}
	case rv.MoveEnd:
		return obj{}, obj{} // a button beside the actions (the ninth review)
	}
	return obj{}, obj{}
}

// Label names the buttons of the moves with no place.
func (t *Table) Label(mv rules.Move) string {
	switch mv.Kind {
	case rv.MoveDropModule:
		return "Discard the module"
	case rv.MoveEnd:
		return "End turn"
	}
	text := t.view.MoveText(mv)
	return strings.ToUpper(text[:1]) + text[1:]
}

// ButtonRows keeps three rows of buttons, in two columns: a button per
// kind of action in the first two (Kinder, ShutKinds), then "End turn"
// (the ninth review missed it as a small control on the board) and
// "Discard the module", the moves with no place, in the third: End turn
// always in the same place (the tenth review saw it jump between the
// kinds' cells and the panel's top).
func (t *Table) ButtonRows() int { return 3 }

// SnugPanel asks, on a tall screen, for a panel only as high as its rows
// need: the map and the board shown large take the rest, larger.
func (t *Table) SnugPanel() bool { return true }

// MoveKind names the actions made on the board, for the panel's buttons:
// a tap on one lights only its places and says how it is made.
func (t *Table) MoveKind(mv rules.Move) string {
	switch mv.Kind {
	case rv.MovePlay:
		return "Play a card"
	case rv.MoveBuild:
		return "Build"
	case rv.MoveExplore:
		return "Explore"
	case rv.MovePopulate:
		return "Populate"
	}
	return ""
}

// Explain says how an action is made on the table and what it does.
func (t *Table) Explain(kind string) string {
	t.kindNow = kind // the kit asks while drawing the prompt of the kind chosen
	switch kind {
	case "Play a card":
		return "Play a card: tap a glowing card, then a slot: gain the half it shows; modules of the card's colour fire."
	case "Build":
		return "Build: tap a building, then lit sand; pay gear, and food for range; land beside gives track steps."
	case "Explore":
		return "Explore: tap a lit tile; pay its red cost and food for range; take its bonus and a citizen card."
	case "Populate":
		return "Populate: tap a lit technology, then a city, ruin or large location; pay cost and range, gain its effect."
	}
	return ""
}

// Where returns where place p is on screen. The board's places are those
// of the board shown large, which is the seat at the device's whenever it
// must decide.
func (t *Table) Where(p obj) (scenes.Rect, bool) {
	if onMap(p.kind) && !t.mapShown() || !onMap(p.kind) && !t.boardShown() {
		return scenes.Rect{}, false // on the tab not open, in a small window
	}
	if p.kind >= objCard && t.focus != t.Viewer {
		// Another seat's board is shown large (tapped in the seat list):
		// the viewer's moves are not made on it.
		return scenes.Rect{}, false
	}
	return t.placeRect(p)
}

// placeRect returns where place p is laid out, shown or not; the board's
// places are those of the board shown large.
func (t *Table) placeRect(p obj) (scenes.Rect, bool) {
	l := &t.lay
	b := &l.big
	switch p.kind {
	case objSpace:
		if p.a >= 0 && int(p.a) < len(l.hexX) {
			return l.hexRect(int(p.a)), true
		}
	case objTile:
		if h, ok := t.tileHex(int(p.a)); ok {
			return l.hexRect(h), true
		}
	case objRelic:
		if p.a >= 0 && p.a < 4 {
			k := t.relicIndex(int(p.a), rv.Colour(p.b))
			if k >= 0 {
				return l.relics[p.a][k], true
			}
		}
	case objTurn:
		if p.a >= 0 && int(p.a) < len(l.turns) {
			return l.turns[p.a], true
		}
	case objCitizen:
		if p.a >= 0 && int(p.a) < len(l.cards) {
			return l.cards[p.a], true
		}
	case objModule:
		if p.a >= 0 && int(p.a) < len(l.mods) {
			return l.mods[p.a], true
		}
	case objToken:
		if p.a >= 0 && p.a < rv.Tracks && p.b >= 0 && p.b < rv.TokenDisplay {
			return l.tokens[p.a][p.b], true
		}
	case objCard:
		bd := &t.boards[t.focus]
		for i, c := range bd.Active {
			if c == int(p.a) {
				return b.activeCell(i, len(bd.Active)), true
			}
		}
	case objSlot:
		if p.a >= 0 && p.a < rv.NumSlots {
			if p.b > 0 {
				return b.halves[p.b-1], true
			}
			return b.slots[p.a], true
		}
	case objModSpace:
		if p.a >= 0 && p.a < rv.NumSlots && p.b >= 0 && p.b < 3 {
			return b.modSpaces[p.a][p.b], b.modSpaces[p.a][p.b].W > 0
		}
	case objResource:
		if p.a >= 0 && p.a < rv.Resources {
			return b.res[p.a], true
		}
	case objSwitch:
		return b.switcher, true
	case objAbility:
		return b.ability, true
	case objMachine:
		if p.a >= 0 && p.a < rv.NumRewards {
			return b.machines[p.a], true
		}
	case objTrack:
		if p.a >= 0 && p.a < rv.Tracks {
			return b.cells[p.a][0], true
		}
	case objCrate:
		bd := &t.boards[t.focus]
		for i, c := range bd.Crates {
			if c == int(p.a) {
				return b.crateCell(i, len(bd.Crates)), true
			}
		}
	case objTech:
		if p.a >= 0 && int(p.a) < len(b.techs) {
			return b.techs[p.a], true
		}
	case objBuilding:
		if p.a == 0 || p.a == 1 {
			return b.builds[p.a], true
		}
	case objHibernate:
		return b.hibernate, true
	case objHibSpace:
		if p.a >= 0 && p.a < rv.HibernationSpaces {
			return b.hib[p.a], true
		}
	case objEnd:
		return b.actions, true
	}
	return scenes.Rect{}, false
}

// tileHex is the space of footprint f where its back is shown: the one
// nearest the footprint's middle.
func (t *Table) tileHex(f int) (int, bool) {
	if f < 0 || f >= len(t.tileAt) {
		return 0, false
	}
	return t.tileAt[f], true
}

// relicIndex is the place of a major artifact of colour c at large
// location l, or -1.
func (t *Table) relicIndex(l int, c rv.Colour) int {
	for k, x := range t.relics[l] {
		if x == c {
			return k
		}
	}
	return -1
}

// ShutKinds lists the four kinds of actions in the panel's order whenever
// the seat at the device takes its turn: a kind it cannot take now keeps
// its button, disabled, with the reason, so that the buttons keep their
// places through the turn (the sixth review saw them come and go, and
// move, between the steps of an action). The free actions glow on the
// board; the turn ends with a button after the kinds.
func (t *Table) ShutKinds(dst []table.ShutKind) []table.ShutKind {
	v := t.view
	if v == nil || t.Viewer == rules.NoSeat || v.ToMove() != t.Viewer {
		return dst
	}
	seat, acts, _ := v.Turn()
	if seat != t.Viewer {
		return dst
	}
	pr := v.Prompt()
	if pr.Kind != "turn" {
		// A step of an action under way: every kind waits for it.
		why := "First finish this step: " + pr.Text
		for _, k := range actionKinds {
			dst = append(dst, table.ShutKind{Kind: k, Short: "wait", Why: why})
		}
		return dst
	}
	bd := &t.boards[t.Viewer]
	if acts >= 2 {
		// No action left: every kind shut, saying so, End turn under
		// them where it stood after the first action; the free actions
		// glow on the board.
		why := "No action left: both of this turn's actions are taken. Use a free action on your board, or End turn."
		for _, k := range actionKinds {
			dst = append(dst, table.ShutKind{Kind: k, Short: "done", Why: why})
		}
		return dst
	}
	play := table.ShutKind{Kind: "Play a card", Short: "no slot", Why: "Play a card: none of your active cards fits an open slot now."}
	if len(bd.Active) == 0 {
		play.Short, play.Why = "no card", "Play a card: you have no active card; your played cards rest until you hibernate."
	}
	explore := table.ShutKind{Kind: "Explore", Short: "can't pay", Why: "Explore: you cannot pay the cost (on red) and the range in food of any face-down tile you can reach."}
	if t.allExplored() {
		explore.Short, explore.Why = "none left", "Explore: every tile of the map is face up."
	}
	populate := table.ShutKind{Kind: "Populate", Short: "can't pay", Why: "Populate: no technology you can pay for has a city, ruin or large location in range."}
	build := table.ShutKind{Kind: "Build", Short: "can't pay", Why: "Build: you cannot pay a building's gear and the range in food to any free sand space."}
	if bd.Small == 0 && bd.Big == 0 {
		build.Short, build.Why = "none left", "Build: all your buildings are on the map."
	}
	return append(dst, play, explore, populate, build)
}

// actionKinds are the kinds of actions the panel lists, in its order.
var actionKinds = [...]string{"Play a card", "Explore", "Populate", "Build"}

// allExplored reports whether every tile of the map is face up.
func (t *Table) allExplored() bool {
	for f := 0; f < rv.Footprints(); f++ {
		if !t.view.Explored(f) {
			return false
		}
	}
	return true
}
