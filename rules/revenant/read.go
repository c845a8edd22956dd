package revenant

import (
	"strconv"

	"starboard/rules"
)

// This file is the read-only face of a State for front ends: what a table
// draws. Every method reads the state it is called on, so a view answers
// only what its seat may know (hidden things read as -1).

// Solo reports whether this is a solo game against the Corrupted Crew.
func (s *State) Solo() bool { return s.solo }

// Level returns the Corrupted Crew's difficulty (Easy, Medium, Hard).
func (s *State) Level() int { return int(s.level) }

// Round returns the round, 1 to 4.
func (s *State) Round() int { return int(s.round) }

// FirstPlayer returns the seat that plays first this round.
func (s *State) FirstPlayer() rules.Seat { return rules.Seat(s.first) }

// Breaching returns the ring Sector whose attack is being resolved in the
// Breach phase, or -1 outside it.
func (s *State) Breaching() int {
	if s.phase != phBreach || s.bSector >= NumRing {
		return -1
	}
	return int(s.bSector)
}

// BreachLeft returns the Damage still to assign in the Sector attacked.
func (s *State) BreachLeft() int { return max(0, int(s.bLeft)) }

// ShipInfo is where a House ship is and what it carries.
type ShipInfo struct {
	Sector  int // -1 in the supply
	Damage  int
	Corrupt bool
	Landed  bool // on the Planet of its Sector
}

// Ship returns ship id.
func (s *State) Ship(id int) ShipInfo {
	sh := &s.ships[id]
	return ShipInfo{Sector: int(sh.sector), Damage: int(sh.damage), Corrupt: sh.corrupt, Landed: sh.landed}
}

// DamageSpaces returns how many Damage a ship of kind k holds; the next
// one destroys it.
func DamageSpaces(k int) int { return int(damageSpaces[k]) }

// Line appends to dst the House ships in sector, from the one nearest the
// Revenant to the one nearest the Voidborn (who takes Damage first).
func (s *State) Line(sector int, dst []int) []int {
	n := len(dst)
	for id := range s.ships {
		if int(s.ships[id].sector) != sector {
			continue
		}
		dst = append(dst, id)
		for i := len(dst) - 1; i > n && s.ships[dst[i-1]].rank > s.ships[dst[i]].rank; i-- {
			dst[i-1], dst[i] = dst[i], dst[i-1]
		}
	}
	return dst
}

// Voidborn returns the Voidborn in ring Sector x.
func (s *State) Voidborn(x int) int { return int(s.void[x]) }

// Rift reports whether ring Sector x has a Rift.
func (s *State) Rift(x int) bool { return s.rift[x] }

// Absorbers returns the Absorbers in Sector x.
func (s *State) Absorbers(x int) int { return int(s.absorb[x]) }

// PlanetAt returns the Planet card beside ring Sector x (-1 for none),
// whether it holds a Discovery Data cube, and who stands on it: -1 no
// one, a ship id, or SpaceFrigate+seat for a seat's Frigate.
func (s *State) PlanetAt(x int) (card int, cube bool, by int) {
	by = int(s.landedBy[x])
	if by >= 100 {
		by = SpaceFrigate + by - 100
	}
	return int(s.planet[x]), s.cube[x], by
}

// Revenant returns the Damage on the Revenant, its Data cubes and whether
// the Hyperjump is enabled.
func (s *State) Revenant() (damage, cubes int, jump bool) {
	return int(s.revDamage), int(s.revCubes), s.jump
}

// DamageTiles returns the Revenant Damage tiles resolved and the one on
// top of the stack (-1 when none is left).
func (s *State) DamageTiles() (resolved, top int) {
	top = -1
	if s.tileN > 0 {
		top = int(s.tiles[s.tileN-1])
	}
	return int(s.tilesDone), top
}

// Occupant returns who stands on action space sp: the seat and the figure
// (0 Captain, 1–2 Cadets), rules.NoSeat for the Corrupted Crew, or ok
// false when it is free.
func (s *State) Occupant(sp int) (seat rules.Seat, figure int, ok bool) {
	o := s.occ[sp]
	switch {
	case o == noOne:
		return rules.NoSeat, 0, false
	case o >= automaCrew:
		return rules.NoSeat, int(o - automaCrew), true
	}
	return rules.Seat(o / 3), int(o % 3), true
}

// Power returns House h's Power: its ships on the map, and 1 for the
// Colony reached.
func (s *State) Power(h int) int { return s.housePower(h) }

// Influence returns seat's Influence with House h.
func (s *State) Influence(seat rules.Seat, h int) int { return int(s.players[seat].inf[h]) }

// AutomaInfluence returns the Corrupted Crew's Influence with House h.
func (s *State) AutomaInfluence(h int) int { return int(s.aInf[h]) }

// RewardTaken reports whether the reward token on step RewardSteps[i] of
// House h's track is gone.
func (s *State) RewardTaken(h, i int) bool { return s.rewards[h][i] }

// RewardSteps are the Influence steps holding reward tokens.
var RewardSteps = [3]int{2, 5, 8}

// HouseReward returns the reward token on House h's track (RewardNames).
func HouseReward(h int) int { return int(houseReward[h]) }

// ArkActions returns the two actions of House h's Arkship.
func ArkActions(h int) [2]int { return [2]int{int(arkActions[h][0]), int(arkActions[h][1])} }

// Resources returns seat's Resource tokens stored and locked away.
func (s *State) Resources(seat rules.Seat) (stored, locked [NumResources]int) {
	pl := &s.players[seat]
	for r := range stored {
		stored[r], locked[r] = int(pl.res[r]), int(pl.locked[r])
	}
	return stored, locked
}

// Corrupted reports whether Compartment c of seat's Frigate board holds a
// Corruption.
func (s *State) Corrupted(seat rules.Seat, c int) bool { return s.players[seat].comp[c] }

// RemovedCorruption returns the Corruption on seat's three removed slots.
func (s *State) RemovedCorruption(seat rules.Seat) int { return int(s.players[seat].removed) }

// Data returns seat's Discovery Data cubes.
func (s *State) Data(seat rules.Seat) int { return int(s.players[seat].data) }

// Tactics returns seat's step on the Tactics track.
func (s *State) Tactics(seat rules.Seat) int { return int(s.players[seat].tactics) }

// AutomaTactics returns the Corrupted Crew's step on the Tactics track.
func (s *State) AutomaTactics() int { return int(s.aTactics) }

// TacticsOrder appends the seats from the highest on the Tactics track
// down; of seats on one step, the one there first is higher.
func (s *State) TacticsOrder(dst []rules.Seat) []rules.Seat {
	n := len(dst)
	for p := int8(0); p < s.seats; p++ {
		dst = append(dst, rules.Seat(p))
		for i := len(dst) - 1; i > n && s.tacticsAbove(int8(dst[i]), int8(dst[i-1])); i-- {
			dst[i-1], dst[i] = dst[i], dst[i-1]
		}
	}
	return dst
}

// Captain returns seat's Captain level, 1 to 4.
func (s *State) Captain(seat rules.Seat) int { return int(s.players[seat].captain) + 1 }

// CaptainDraws returns the Improvement cards drawn in the Sonar phase and
// the Hidden Influence cards drawn to keep one, at Captain level 1–4.
func CaptainDraws(level int) (cards, influence int) {
	c := captainTable[level-1]
	return int(c.draw), int(c.choose)
}

// Specialization returns seat's Captain specialization, or -1 before it
// is chosen.
func (s *State) Specialization(seat rules.Seat) int { return int(s.players[seat].spec) }

// CrewSide returns seat's Crew board side: 0 A, 1 B.
func (s *State) CrewSide(seat rules.Seat) int { return int(s.players[seat].side) }

// Agenda returns seat's kept Hidden Agenda: -1 before the choice, -2 when
// it is kept and hidden from this view, and whether it is revealed.
func (s *State) Agenda(seat rules.Seat) (agenda int, revealed bool) {
	pl := &s.players[seat]
	return int(pl.agenda), pl.revealed
}

// AgendaOffer returns the two Hidden Agendas dealt to seat.
func (s *State) AgendaOffer(seat rules.Seat) [2]int {
	return [2]int{int(s.agendaOf[seat][0]), int(s.agendaOf[seat][1])}
}

// HiddenInfluence returns seat's Hidden Influence cards by House (zeros
// where the view hides them) and how many it holds.
func (s *State) HiddenInfluence(seat rules.Seat) (byHouse [NumHouses]int, n int) {
	pl := &s.players[seat]
	for h := range byHouse {
		byHouse[h] = int(pl.hi[h])
	}
	return byHouse, int(pl.hiN)
}

// Offer appends the Houses of the Hidden Influence cards seat drew to keep
// one of (-1 where hidden).
func (s *State) Offer(seat rules.Seat, dst []int) []int {
	pl := &s.players[seat]
	for _, h := range pl.offer[:pl.offerN] {
		dst = append(dst, int(h))
	}
	return dst
}

// Hand appends seat's Improvement cards: a card id, or -1-kind for a card
// whose kind alone the view shows.
func (s *State) Hand(seat rules.Seat, dst []int) []int {
	pl := &s.players[seat]
	for _, c := range pl.hand[:pl.handN] {
		dst = append(dst, int(c))
	}
	return dst
}

// Equipment appends the Equipment cards on seat's Frigate, left to right.
func (s *State) Equipment(seat rules.Seat, dst []int) []int {
	pl := &s.players[seat]
	for _, c := range pl.equip[:pl.equipN] {
		dst = append(dst, int(c))
	}
	return dst
}

// Training appends the Training cards under Cadet 0 or 1 of seat.
func (s *State) Training(seat rules.Seat, cadet int, dst []int) []int {
	pl := &s.players[seat]
	for _, c := range pl.train[cadet][:pl.trainN[cadet]] {
		dst = append(dst, int(c))
	}
	return dst
}

// Supports returns the Support cards seat has played.
func (s *State) Supports(seat rules.Seat) int { return int(s.players[seat].support) }

// FigureUsed reports whether seat's figure f (0 Captain, 1–2 Cadets) has
// been placed this round.
func (s *State) FigureUsed(seat rules.Seat, f int) bool { return s.players[seat].figUsed[f] }

// Frigate returns the Sector of seat's Frigate (-1 before it is placed)
// and whether it stands on a Planet.
func (s *State) Frigate(seat rules.Seat) (sector int, landed bool) {
	pl := &s.players[seat]
	return int(pl.frigate), pl.landed
}

// SonarUp returns the two face-up Sonar cards (-1 for none).
func (s *State) SonarUp() [2]int { return [2]int{int(s.sonarUp[0]), int(s.sonarUp[1])} }

// ColonyUp returns the two face-up Colony cards (-1 for none) and the
// Colony reached (-1 before it is).
func (s *State) ColonyUp() (up [2]int, reached int) {
	return [2]int{int(s.colUp[0]), int(s.colUp[1])}, int(s.colonyCard)
}

// DeckLeft returns the cards left in the Improvement deck of kind k.
func (s *State) DeckLeft(k int) int { return int(s.impN[k]) }

// TurnFigure returns the Crew figure and the action space of the turn
// under way (space -1 before a figure is placed).
func (s *State) TurnFigure() (figure, space int) {
	if s.phase != phTurn || s.stage == stAssign {
		return -1, -1
	}
	return int(s.fig), int(s.space)
}

// AutomaCard returns the Corrupted House card revealed this turn (-1 for
// none) and the cards left in its deck.
func (s *State) AutomaCard() (house, left int) { return int(s.aCard), int(s.aN) }

// AutomaShown returns the Corrupted House cards of House h revealed.
func (s *State) AutomaShown(h int) int { return int(s.aShown[h]) }

// SoloGrid returns the Solo Action cards clockwise from the top left, the
// position of the marker and that of the Tactics Bonus tile.
func (s *State) SoloGrid() (grid [4]int, marker, bonus int) {
	for i, g := range s.grid {
		grid[i] = int(g)
	}
	return grid, int(s.marker), int(s.bonusTile)
}

// CardText says what Improvement card id does, in a few words.
func CardText(id int) string {
	c := &Cards[id]
	when := [...]string{"When played: ", "Cadet's Main action: ", "Activate: ", "Frigate: "}[c.Trigger]
	return when + effectText(c.Effect)
}

// CardCost returns the Resources Improvement card id costs.
func CardCost(id int) [NumResources]int {
	var out [NumResources]int
	for r, n := range Cards[id].Cost {
		out[r] = int(n)
	}
	return out
}

// PlanetText says what the two actions of Planet card id give.
func PlanetText(id int) (mining, corrupted string) {
	p := &Planets[id]
	return effectText(p.Mine), effectText(p.Corrupt) + ", +1 Corruption"
}

// TileText says what Revenant Damage tile id does.
func TileText(id int) string { return effectText(Tiles[id].Effect) }

// ObjectiveText says what objective i (0–2) of Hidden Agenda a asks.
func ObjectiveText(a, i int) string {
	ag := &Agendas[a]
	switch ag.Obj[i] {
	case objPower2:
		return HouseNames[ag.Houses[0]] + " and " + HouseNames[ag.Houses[1]] + " Power 5+"
	case objPower3:
		return "Three Houses with Power 9+"
	}
	return objectiveTexts[ag.Obj[i]]
}

var objectiveTexts = [...]string{
	objEquip5:     "5 Equipment cards played",
	objFrigate6:   "A Frigate attack of 6+ Damage",
	objMaterial10: "10+ Material stored",
	objEachKind2:  "2+ cards of each kind played",
	objTraining5:  "5+ Training cards on the Crew",
	objCaptainMax: "Captain level 4, 4+ Science",
	objInfluence8: "8 Influence somewhere, 4+ Energy",
	objInfluence2: "2+ Influence with every House",
	objArks6:      "6+ Arkships on the map",
	objFighters4:  "4+ Fighters on the map",
	objDropships3: "3+ Dropships on the map",
	objCivilians3: "3+ Civilian ships on the map",
	objAbsorbers6: "6+ Absorbers on the map",
	objDamage5:    "At most 5 Damage on the map",
	objAllKinds:   "A ship of every kind on the map",
	objTile:       "A Revenant Damage tile resolved",
	objPower2:     "",
	objPower3:     "",
}

// effectText words one effect.
func effectText(e effect) string {
	n := strconv.Itoa(int(e.n))
	switch e.op {
	case opRes:
		return "+" + n + " " + ResourceNames[e.arg]
	case opAnyRes:
		return "+" + n + " Resources of your choice"
	case opTactics:
		return "Tactics +" + n
	case opDraw:
		return "draw " + n + " Improvement"
	case opHI:
		return "+" + n + " Hidden Influence"
	case opInfluence:
		return "+" + n + " Influence of your choice"
	case opAbsorb:
		return "place " + n + " Absorber, +1 Energy each"
	case opRepair:
		return "remove " + n + " Damage, Tactics +1 each"
	case opPurge:
		return "destroy " + n + " Voidborn anywhere"
	case opCleanse:
		return "remove " + n + " Corruption"
	case opData:
		return "+" + n + " Data cube"
	case opDamage:
		return "attack +" + n + " Damage"
	case opAbsorbUp:
		return "absorb +" + n + " Absorber"
	case opPlanetRes:
		return "landing +" + n + " Resource"
	case opMove:
		return "+" + n + " Movement"
	case opVoid:
		return "+" + n + " Voidborn in each Rift"
	case opLoseRes:
		return "everyone loses " + n + " " + ResourceNames[e.arg]
	case opLoseTac:
		return "everyone Tactics -" + n
	case opCorrupt:
		return "everyone +" + n + " Corruption"
	case opDisable:
		return "the Hyperjump is disabled"
	case opDataLoss:
		return "Data cubes on the Revenant and Planets lost"
	case opHitArks:
		return "every Arkship takes " + n + " Damage"
	}
	return ""
}

// MoveKind returns the kind of the moves whose text starts with verb
// ("assign", "play"), or 0 when no move is written so.
func MoveKind(verb string) uint8 {
	for k, name := range moveNames {
		if k > 0 && name == verb {
			return uint8(k)
		}
	}
	return 0
}
