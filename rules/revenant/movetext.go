package revenant

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"starboard/rules"
)

// argType says how an argument of a move is written.
type argType uint8

const (
	aNum argType = iota
	aSide
	aSpec
	aAgenda
	aSector
	aHouse
	aDeck
	aFig
	aSpace
	aAlt
	aAct
	aPlanet
	aSonar
	aShip
	aTarget
	aRes
	aResOpt
	aCadet
	aBonus
	aComp
	aSeat
	aReveal
)

// moveArgs lists the arguments of each move kind, in the order A to D.
var moveArgs = [numMoveKinds][]argType{
	mvSide:      {aSide},
	mvSpec:      {aSpec},
	mvAgenda:    {aAgenda},
	mvStart:     {aSector},
	mvDraft:     {aHouse},
	mvDeck:      {aDeck},
	mvDiscard:   {aNum},
	mvAssign:    {aFig, aSpace, aAlt},
	mvInfluence: {aHouse},
	mvKeep:      {aHouse},
	mvStep:      {aSector},
	mvAction:    {aAct},
	mvPlanet:    {aPlanet},
	mvSonar:     {aSonar},
	mvShip:      {aShip},
	mvSector:    {aSector},
	mvReorg:     {aShip, aSector},
	mvPlay:      {aNum, aCadet, aResOpt, aResOpt},
	mvRemove:    {aTarget, aNum},
	mvBonus:     {aBonus},
	mvGain:      {aRes},
	mvLock:      {aRes},
	mvCorrupt:   {aComp},
	mvFirst:     {aSeat},
	mvReveal:    {aReveal},
	mvSpace:     {aSpace},
	mvClean:     {aTarget},
	mvFront:     {aShip},
	mvBuild:     {aShip},
	mvReplace:   {aShip, aShip},
}

func lower(s string) string { return strings.ReplaceAll(strings.ToLower(s), " ", "-") }

// shipWord names ship id in move texts: "zenor-fighter".
func shipWord(id int) string {
	return lower(HouseNames[ShipHouse(id)]) + "-" + [numKinds]string{"arkship", "fighter", "dropship", "civilian"}[ShipKind(id)]
}

// argWord writes argument v of type t; "" when v is out of range.
func argWord(t argType, v int16) string {
	in := func(n int) bool { return v >= 0 && int(v) < n }
	switch t {
	case aNum:
		return strconv.Itoa(int(v))
	case aSide:
		if in(2) {
			return [2]string{"a", "b"}[v]
		}
	case aSpec:
		if in(NumSpecs) {
			return lower(SpecNames[v])
		}
	case aAgenda:
		if in(len(Agendas)) {
			return lower(Agendas[v].Name)
		}
	case aSector:
		if in(NumSectors) {
			return lower(SectorNames[v])
		}
	case aHouse:
		if in(NumHouses) {
			return lower(HouseNames[v])
		}
	case aDeck:
		if in(numCardKinds) {
			return lower(CardKindNames[v])
		}
	case aFig:
		if in(3) {
			return [3]string{"captain", "cadet-1", "cadet-2"}[v]
		}
	case aSpace:
		switch {
		case in(NumShips):
			return shipWord(int(v))
		case v == SpaceHyperjump:
			return "hyperjump"
		case v == SpaceDeploy:
			return "deploy"
		case v >= SpaceFrigate && v < numSpaces:
			return "frigate-" + strconv.Itoa(int(v)-SpaceFrigate+1)
		}
	case aAlt:
		if in(2) {
			return [2]string{"influence", "swap"}[v]
		}
	case aAct:
		if in(numActs) {
			return ActNames[v]
		}
	case aPlanet:
		if in(2) {
			return [2]string{"mining", "corrupted"}[v]
		}
	case aSonar:
		if in(3) {
			return [3]string{"first", "second", "both"}[v]
		}
	case aShip:
		if in(NumShips) {
			return shipWord(int(v))
		}
		if v == revenantTarget {
			return "revenant"
		}
	case aTarget:
		if in(NumCompartments) {
			return BonusNames[v]
		}
		if v >= 10 && int(v) < 10+NumShips {
			return shipWord(int(v) - 10)
		}
	case aRes:
		if in(NumResources) {
			return lower(ResourceNames[v])
		}
	case aResOpt:
		if v == -1 {
			return "none"
		}
		return argWord(aRes, v)
	case aCadet:
		if v == -1 {
			return "none"
		}
		if in(2) {
			return [2]string{"cadet-1", "cadet-2"}[v]
		}
	case aBonus, aComp:
		if in(NumCompartments) {
			return BonusNames[v]
		}
	case aSeat:
		if in(MaxSeats) {
			return "seat-" + strconv.Itoa(int(v)+1)
		}
	case aReveal:
		if in(2) {
			return [2]string{"keep", "reveal"}[v]
		}
	}
	return ""
}

// parseArg reads an argument of type t written by argWord.
func parseArg(t argType, w string) (int16, bool) {
	if t == aNum {
		n, err := strconv.Atoi(w)
		if err != nil || n < -1000 || n > 1000 || strconv.Itoa(n) != w {
			return 0, false
		}
		return int16(n), true
	}
	for v := int16(-1); v < 100; v++ {
		if argWord(t, v) == w {
			return v, true
		}
	}
	return 0, false
}

// MoveText returns the canonical text of m, such as
// "assign captain zenor-arkship influence".
func (s *State) MoveText(m rules.Move) string {
	if int(m.Kind) >= numMoveKinds || m.Kind == 0 {
		return "?"
	}
	var b strings.Builder
	b.WriteString(moveNames[m.Kind])
	args := [4]int16{m.A, m.B, m.C, m.D}
	for i, t := range moveArgs[m.Kind] {
		w := argWord(t, args[i])
		if w == "" {
			w = "?"
		}
		b.WriteByte(' ')
		b.WriteString(w)
	}
	return b.String()
}

// ParseMove reads the canonical text of a move.
func (s *State) ParseMove(text string) (rules.Move, error) {
	f := strings.Fields(text)
	if len(f) == 0 || text != strings.Join(f, " ") {
		return rules.Move{}, errors.New("a move is words separated by single spaces")
	}
	for k := 1; k < numMoveKinds; k++ {
		if moveNames[k] != f[0] {
			continue
		}
		types := moveArgs[k]
		if len(f)-1 != len(types) {
			return rules.Move{}, fmt.Errorf("%s takes %d arguments", f[0], len(types))
		}
		var args [4]int16
		for i, w := range f[1:] {
			v, ok := parseArg(types[i], w)
			if !ok {
				return rules.Move{}, fmt.Errorf("%q is not a valid argument of %s", w, f[0])
			}
			args[i] = v
		}
		return rules.Move{Kind: uint8(k), A: args[0], B: args[1], C: args[2], D: args[3]}, nil
	}
	return rules.Move{}, fmt.Errorf("%q is not a Revenant move", f[0])
}

// MoveNote says in words what the moves that name a card by its number do
// (discard, play, remove): the card's name, kind, House and effect and,
// for a play, what it costs after the discounts. Other moves read well
// enough and get "".
func (s *State) MoveNote(m rules.Move) string {
	switch m.Kind {
	case mvDiscard:
		if c, ok := cardArg(m.A); ok {
			return "discard " + cardNote(c)
		}
	case mvRemove:
		c, ok := cardArg(m.B)
		if !ok {
			break
		}
		what := "a Corruption"
		switch t := m.A; {
		case t >= 0 && t < NumCompartments:
			what = "the Corruption of the " + BonusNames[t] + " Compartment"
		case t >= 10 && t < 10+NumShips:
			what = "the Corruption of " + shipName(t-10)
		}
		return fmt.Sprintf("discard %s and pay 1 Neutronium to remove %s", cardNote(c), what)
	case mvPlay:
		c, ok := cardArg(m.A)
		if !ok || s.who < 0 {
			break
		}
		note := "play " + cardNote(c)
		if m.B >= 0 && m.B < 2 {
			note += " under the " + figWords[m.B+1]
		}
		cost, _ := s.cost(s.who, c, m.C, m.D)
		pay := resText(cost)
		if pay == "none" {
			pay = "nothing"
		}
		note += ", paying " + pay
		var ignored []string
		for _, r := range [2]int16{m.C, m.D} {
			if r >= 0 && r < NumResources {
				ignored = append(ignored, "1 "+ResourceNames[r])
			}
		}
		if len(ignored) > 0 {
			note += " (" + strings.Join(ignored, " and ") + " waived)"
		}
		return note
	}
	return ""
}

// cardArg reads a move argument as an Improvement card id.
func cardArg(v int16) (int8, bool) { return int8(v), v >= 0 && v < NumCards }

// cardNote names Improvement card c with its kind, House and effect.
func cardNote(c int8) string {
	card := &Cards[c]
	return fmt.Sprintf("%s (%s, %s; %s)", card.Name, CardKindNames[card.Kind], HouseNames[card.House], CardText(int(c)))
}
