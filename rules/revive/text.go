package revive

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"starboard/rules"
)

// Event kinds. Seats are numbers from 0; cards, spaces, footprints and
// tokens are ids.
const (
	EvTurn        uint8 = iota + 1 // Seat's turn begins
	EvEndTurn                      // Seat ends its turn
	EvPlay                         // Seat plays card A in slot B showing half C (0 top, 1 bottom)
	EvGain                         // Seat gains what source A, id B gives
	EvPay                          // Seat pays A gear, B book, C food, D crystal
	EvLost                         // Seat loses A resources over the cap (B the resource, -1 for resources of choice, LostEnergy for energy)
	EvBuild                        // Seat builds on space A, small (B 0) or big (B 1)
	EvExplore                      // Seat explores footprint A
	EvReveal                       // footprint A turns up tile B with rotation C
	EvCitizen                      // Seat takes citizen card A from display place B (CitizenDisplay: the deck); C refills it
	EvPopulate                     // Seat takes the meeple of technology A to space B
	EvSwitch                       // Seat uses its switch for resource A
	EvTrade                        // Seat trades a crystal for resource A
	EvChooseRes                    // Seat chooses resource A
	EvTrack                        // Seat's marker on track A moves C steps to space B
	EvUnlock                       // Seat unlocks the machine of reward space A
	EvToken                        // Seat takes machine token A; B refills the display
	EvMachine                      // Seat uses the machine of reward space A
	EvCrateDraw                    // Seat draws crate A (seen by Seat only)
	EvCrateOpen                    // Seat opens crate A
	EvAbility                      // Seat uses the ability of tribe A
	EvTakeModule                   // Seat takes module A from place B (ModuleDisplay: the pile); C refills it
	EvPlaceModule                  // Seat places module A in slot B, space C, discarding D (B -1: discarded)
	EvCrystal                      // Seat's building beside crystal space A gives a crystal
	EvHibernate                    // Seat hibernates; its marker reaches space A
	EvHibReward                    // Seat takes the reward of hibernation space A
	EvMajor                        // Seat takes a major artifact of colour B from large location A
	EvRemove                       // Seat removes a major artifact of colour B from large location A
	EvMinor                        // Seat takes a minor artifact worth B on ruin A
	EvEndTile                      // Seat takes the end-game tile: every other player has one last turn
	EvGameOver                     // the game ends; Seat wins
	EvFlip                         // footprint A turns face up: tile B, to be turned
	EvScore                        // Seat's score, as it would be counted now, changes by B points on line A of the breakdown (C 1: a later seat's head start, before the first move); the artifact scoring card's line is seen by Seat only, and said unchanged (B 0) too once Seat holds a major artifact
	EvStandIn                      // Seat pays D crystals in place of the A gear, B book and C food it lacks
)

// LostEnergy is EvLost's B when the resource lost is energy.
const LostEnergy int16 = numRes

var halfWords = [2]string{"top", "bottom"}

func word(words []string, v int16) string {
	if v < 0 || int(v) >= len(words) {
		return "?"
	}
	return words[v]
}

func index(words []string, w string) int16 {
	for i, x := range words {
		if x == w {
			return int16(i)
		}
	}
	return -99
}

// MoveText returns the canonical text of m.
func (s *State) MoveText(m rules.Move) string {
	n := func(v int16) string { return strconv.Itoa(int(v)) }
	switch m.Kind {
	case mvPlay:
		return "play #" + n(m.A) + " s" + n(m.B+1) + " " + word(halfWords[:], m.C)
	case mvBuild:
		return "build h" + n(m.A) + " " + word([]string{"small", "big"}, m.B)
	case mvExplore:
		return "explore f" + n(m.A)
	case mvPopulate:
		return "populate t" + n(m.A/techCols+1) + "." + n(m.A%techCols+1) + " h" + n(m.B)
	case mvSwitch:
		return "switch " + word(resWords[:], m.A)
	case mvHibernate:
		return "hibernate"
	case mvEnd:
		return "end"
	case mvMachine:
		return "machine m" + n(m.A+1)
	case mvCrate:
		return "crate #" + n(m.A)
	case mvTrade:
		return "trade " + word(resWords[:], m.A)
	case mvAbility:
		return "ability"
	case mvRes:
		return "choose " + word(resWords[:], m.A)
	case mvTrack:
		return "track " + word(colourWords[:], m.A)
	case mvToken:
		return "token " + word(colourWords[:], m.A) + " " + n(m.B+1)
	case mvTakeModule:
		if m.A == ModuleDisplay {
			return "module pile"
		}
		return "module " + n(m.A+1)
	case mvPlaceModule:
		return "place s" + n(m.A+1) + " " + n(m.B+1)
	case mvDropModule:
		return "drop"
	case mvCitizen:
		if m.A == CitizenDisplay {
			return "citizen deck"
		}
		return "citizen " + n(m.A+1)
	case mvRotate:
		return "rotate " + n(m.A)
	case mvMajor:
		return "artifact L" + n(m.A+1) + " " + word(colourWords[:], m.B)
	case mvHibReward:
		return "reward " + n(m.A+1)
	case mvRemove:
		return "remove L" + n(m.A+1) + " " + word(colourWords[:], m.B)
	}
	return fmt.Sprintf("move %d %d %d %d %d", m.Kind, m.A, m.B, m.C, m.D)
}

// ParseMove reads the canonical text of a move back.
func (s *State) ParseMove(text string) (rules.Move, error) {
	f := strings.Fields(text)
	bad := errors.New("cannot read the move " + strconv.Quote(text))
	if len(f) == 0 {
		return rules.Move{}, bad
	}
	arg := func(i int, prefix string) int16 {
		if i >= len(f) || !strings.HasPrefix(f[i], prefix) {
			return -99
		}
		v, err := strconv.Atoi(f[i][len(prefix):])
		if err != nil || v < 0 || v > 999 {
			return -99
		}
		return int16(v)
	}
	at := func(i int) string {
		if i < len(f) {
			return f[i]
		}
		return ""
	}
	var m rules.Move
	switch f[0] {
	case "play":
		m = mv(mvPlay, arg(1, "#"), arg(2, "s")-1, index(halfWords[:], at(3)))
	case "build":
		m = mv(mvBuild, arg(1, "h"), index([]string{"small", "big"}, at(2)), 0)
	case "explore":
		m = mv(mvExplore, arg(1, "f"), 0, 0)
	case "populate":
		rc := strings.SplitN(strings.TrimPrefix(at(1), "t"), ".", 2)
		if len(rc) != 2 {
			return rules.Move{}, bad
		}
		r, e1 := strconv.Atoi(rc[0])
		c, e2 := strconv.Atoi(rc[1])
		if e1 != nil || e2 != nil || r < 1 || r > techRows || c < 1 || c > techCols {
			return rules.Move{}, bad
		}
		m = mv(mvPopulate, int16((r-1)*techCols+c-1), arg(2, "h"), 0)
	case "switch":
		m = mv(mvSwitch, index(resWords[:], at(1)), 0, 0)
	case "hibernate":
		m = mv(mvHibernate, 0, 0, 0)
	case "end":
		m = mv(mvEnd, 0, 0, 0)
	case "machine":
		m = mv(mvMachine, arg(1, "m")-1, 0, 0)
	case "crate":
		m = mv(mvCrate, arg(1, "#"), 0, 0)
	case "trade":
		m = mv(mvTrade, index(resWords[:], at(1)), 0, 0)
	case "ability":
		m = mv(mvAbility, 0, 0, 0)
	case "choose":
		m = mv(mvRes, index(resWords[:], at(1)), 0, 0)
	case "track":
		m = mv(mvTrack, index(colourWords[:], at(1)), 0, 0)
	case "token":
		m = mv(mvToken, index(colourWords[:], at(1)), arg(2, "")-1, 0)
	case "module":
		if at(1) == "pile" {
			m = mv(mvTakeModule, ModuleDisplay, 0, 0)
		} else {
			m = mv(mvTakeModule, arg(1, "")-1, 0, 0)
		}
	case "place":
		m = mv(mvPlaceModule, arg(1, "s")-1, arg(2, "")-1, 0)
	case "drop":
		m = mv(mvDropModule, 0, 0, 0)
	case "citizen":
		if at(1) == "deck" {
			m = mv(mvCitizen, CitizenDisplay, 0, 0)
		} else {
			m = mv(mvCitizen, arg(1, "")-1, 0, 0)
		}
	case "rotate":
		m = mv(mvRotate, arg(1, ""), 0, 0)
	case "artifact":
		m = mv(mvMajor, arg(1, "L")-1, index(colourWords[:], at(2)), 0)
	case "reward":
		m = mv(mvHibReward, arg(1, "")-1, 0, 0)
	case "remove":
		m = mv(mvRemove, arg(1, "L")-1, index(colourWords[:], at(2)), 0)
	default:
		return rules.Move{}, bad
	}
	if s.MoveText(m) != text {
		return rules.Move{}, bad
	}
	return m, nil
}

// sourceText names the source of a gain.
func (s *State) sourceText(src, id int16) (string, Gain) {
	switch src {
	case srcCardTop, srcCardBottom:
		if id < 0 || id >= NumCards {
			break
		}
		if src == srcCardTop {
			return cards[id].Name + " (top)", cards[id].Top
		}
		return cards[id].Name + " (bottom)", cards[id].Bottom
	case srcModule:
		if id >= 0 && id < NumModules {
			return "a module", modules[id].Effect
		}
	case srcMachine:
		if id >= 0 && id < NumRewards {
			return "machine m" + strconv.Itoa(int(id)+1), rewards[id].Machine
		}
	case srcToken:
		if id >= 0 && id < NumMachineTokens {
			return "a machine token", machineTokens[id].Effect
		}
	case srcCrate:
		if id >= 0 && id < NumCrates {
			return "a crate", crates[id]
		}
	case srcBack:
		if id >= 0 && int(id) < len(tileBacks) {
			return "exploring", tileBacks[id].Bonus
		}
	case srcWater:
		if id >= 0 && int(id) < len(s.tileAt) && s.tileAt[id] >= 0 {
			return "the water of " + tileDesign(s.tileAt[id]).Name, tileDesign(s.tileAt[id]).Water
		}
	case srcHibernation:
		if id >= 0 && id < 5 {
			return "hibernation space " + strconv.Itoa(int(id)+1), hibernationRewards[id]
		}
	case srcTech:
		if id >= 0 && id < NumTribes*numTechs {
			t := tribes[id/numTechs].Tree[id%numTechs/techCols][id%techCols]
			return "a technology", t.Effect
		}
	case srcAbility:
		if id >= 0 && id < NumTribes {
			return "the " + tribes[id].Name + " ability", tribes[id].Ability
		}
	case srcProgress:
		if id >= 0 && int(id) < len(progressTrack) {
			return "progress space " + strconv.Itoa(int(id)+1), progressTrack[id].Bonus
		}
	case srcReward:
		if id >= 0 && id < NumRewards {
			return "unlocking machine m" + strconv.Itoa(int(id)+1), rewards[id].Bonus
		}
	}
	return "something", Gain{}
}

// moduleColours names the colours of module id: "green" or "green-red".
func moduleColours(id int16) string {
	m := modules[id]
	colours := m.Colours[0].String()
	if m.Colours[1] != m.Colours[0] {
		colours += "-" + m.Colours[1].String()
	}
	return colours
}

// EventText describes e in words.
func (s *State) EventText(e rules.Event) string {
	who := e.Seat.String()
	n := func(v int16) string { return strconv.Itoa(int(v)) }
	cardName := func(id int16) string {
		if id < 0 || id >= NumCards {
			return "a card"
		}
		return cards[id].Name
	}
	switch e.Kind {
	case EvTurn:
		return who + "'s turn"
	case EvEndTurn:
		return who + " ends the turn"
	case EvPlay:
		return who + " plays " + cardName(e.A) + " in slot " + n(e.B+1) + ", " + word(halfWords[:], e.C) + " half"
	case EvGain:
		name, g := s.sourceText(e.A, e.B)
		return who + " gains " + g.String() + " from " + name
	case EvPay:
		g := Gain{Res: [numRes]int8{int8(e.A), int8(e.B), int8(e.C), int8(e.D)}}
		return who + " pays " + g.String()
	case EvLost:
		what := "resources of their choice"
		if e.B >= 0 && e.B < Crystal {
			what = resWords[e.B]
		} else if e.B == LostEnergy {
			what = "energy"
		}
		return who + " loses " + n(e.A) + " " + what + " over the cap"
	case EvBuild:
		return who + " builds a " + word([]string{"small", "big"}, e.B) + " building on h" + n(e.A)
	case EvExplore:
		return who + " explores f" + n(e.A)
	case EvReveal:
		name := "a tile"
		if e.B >= 0 && int(e.B) < NumStartTiles+NumAreaTiles {
			name = tileDesign(int8(e.B)).Name
		}
		return "f" + n(e.A) + " turns up " + name + ", rotation " + n(e.C)
	case EvCitizen:
		from := "the display"
		if e.B == CitizenDisplay {
			from = "the deck"
		}
		return who + " takes " + cardName(e.A) + " from " + from
	case EvPopulate:
		return who + " takes the meeple of technology t" + n(e.A/techCols+1) + "." + n(e.A%techCols+1) + " to h" + n(e.B)
	case EvSwitch:
		return who + " slides the switch for 1 " + word(resWords[:], e.A)
	case EvTrade:
		return who + " trades a crystal for 1 " + word(resWords[:], e.A)
	case EvChooseRes:
		return who + " chooses 1 " + word(resWords[:], e.A)
	case EvTrack:
		steps := " steps"
		if e.C == 1 {
			steps = " step"
		}
		return who + " moves " + n(e.C) + steps + " on the " + word(colourWords[:], e.A) + " track, to space " + n(e.B)
	case EvStandIn:
		lacked := Gain{Res: [numRes]int8{int8(e.A), int8(e.B), int8(e.C)}}
		crystals := " crystals"
		if e.D == 1 {
			crystals = " crystal"
		}
		return who + " pays " + n(e.D) + crystals + " in place of the " + lacked.String() + " lacking"
	case EvUnlock:
		return who + " unlocks machine m" + n(e.A+1)
	case EvToken:
		if e.A >= 0 && e.A < NumMachineTokens {
			return who + " takes a " + machineTokens[e.A].Colour.String() + " machine token: " + machineTokens[e.A].Effect.String()
		}
		return who + " takes a machine token"
	case EvMachine:
		return who + " uses machine m" + n(e.A+1)
	case EvCrateDraw:
		if e.A < 0 {
			return who + " draws a closed crate"
		}
		return who + " draws a closed crate: " + crates[e.A].String()
	case EvCrateOpen:
		return who + " opens a crate"
	case EvAbility:
		return who + " uses the tribe ability"
	case EvTakeModule:
		if e.A >= 0 && e.A < NumModules {
			return who + " takes a " + moduleColours(e.A) + " module: " + modules[e.A].Effect.String()
		}
		return who + " takes a module"
	case EvPlaceModule:
		if e.B < 0 {
			return who + " discards the module"
		}
		text := who + " places the module in slot " + n(e.B+1) + ", space " + n(e.C+1)
		if e.D >= 0 && e.D < NumModules {
			text += " and discards a " + moduleColours(e.D) + " module that was there (" + modules[e.D].Effect.String() + ")"
		}
		return text
	case EvCrystal:
		return who + " gains a crystal from h" + n(e.A)
	case EvHibernate:
		return who + " hibernates; the marker reaches space " + n(e.A)
	case EvHibReward:
		return who + " takes the reward of hibernation space " + n(e.A+1)
	case EvMajor:
		return who + " takes a " + word(colourWords[:], e.B) + " major artifact from large location L" + n(e.A+1)
	case EvRemove:
		return who + " removes a " + word(colourWords[:], e.B) + " major artifact from large location L" + n(e.A+1)
	case EvMinor:
		return who + " takes a minor artifact worth " + n(e.B) + " on h" + n(e.A)
	case EvFlip:
		name := "a tile"
		if e.B >= 0 && int(e.B) < NumStartTiles+NumAreaTiles {
			name = tileDesign(int8(e.B)).Name
		}
		return "f" + n(e.A) + " is flipped: " + name
	case EvEndTile:
		return who + " takes the end-game tile; the others have one last turn"
	case EvScore:
		if e.A < 0 || e.A >= numLines {
			return who + "'s score changes"
		}
		pts := func(v int16) string {
			if v == 1 || v == -1 {
				return n(max(v, -v)) + " point"
			}
			return n(max(v, -v)) + " points"
		}
		switch {
		case e.C == 1:
			return who + " starts with " + pts(e.B) + " on the points track"
		case e.B == 0:
			return who + "'s score holds (" + strings.ToLower(lineNames[e.A]) + ")"
		case e.B < 0:
			return who + " loses " + pts(e.B) + " (" + strings.ToLower(lineNames[e.A]) + ")"
		}
		return who + " scores " + pts(e.B) + " (" + strings.ToLower(lineNames[e.A]) + ")"
	case EvGameOver:
		if s.seats == 1 {
			return "the game is over"
		}
		return "the game is over; " + who + " wins"
	}
	return "event " + n(int16(e.Kind))
}

// Prompt returns the current question.
func (s *State) Prompt() rules.Prompt {
	if s.over {
		return rules.Prompt{Seat: rules.NoSeat, Kind: "over", Text: "The game is over."}
	}
	p := s.toMove()
	ps := &s.seat[p]
	q := func(kind, text string) rules.Prompt { return rules.Prompt{Seat: rules.Seat(p), Kind: kind, Text: text} }
	switch {
	case !s.owes(p):
		if s.acts == 0 {
			return q("turn", "Take an action, or hibernate.")
		}
		if s.acts == 1 {
			return q("turn", "Take a second action, a free action, or end the turn.")
		}
		return q("turn", "Take free actions, or end the turn.")
	case ps.owesRes > 0:
		return q("resource", "Choose a resource.")
	case ps.owesTrack > 0:
		return q("track", "Choose a machine track to advance.")
	case ps.owesToken != [numTracks]int8{}:
		return q("token", "Choose a machine token.")
	case ps.held >= 0:
		return q("place-module", "Place the module in a module space, or discard it.")
	case ps.owesModule > 0:
		return q("module", "Take a module from the display or the pile.")
	case ps.owesMajor >= 0:
		return q("artifact", "Choose the major artifact to take.")
	case ps.owesCitizen > 0:
		return q("citizen", "Take a citizen card from the display or the deck.")
	case s.rotating >= 0:
		return q("rotate", "Turn the tile as you wish.")
	case ps.owesHib:
		return q("hibernation", "Choose a hibernation reward.")
	}
	return q("remove", "Remove a major artifact from the game.")
}
