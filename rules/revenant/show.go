package revenant

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"starboard/rules"
)

// This file renders a State as text for a person who plays from a
// terminal: every public thing the table shows, under headings, a line per
// card. Called on a view it shows what the view keeps (hidden cards read
// as hidden); called on a whole State it shows everything.

var phaseNames = [...]string{
	phSide:   "setup",
	phSpec:   "setup",
	phAgenda: "setup",
	phStart:  "setup",
	phDraft:  "setup, the House draft",
	phDraw:   "Sonar phase, the Improvement draw",
	phTurn:   "Action phase",
	phRecall: "Recall phase",
	phBreach: "Breach phase",
	phSolo:   "after the Hyperjump",
	phFinal:  "final scoring",
	phOver:   "the game is over",
}

// String renders the state as text: the round, the map Sector by Sector,
// the Revenant, the cards on the table, the Houses, the Tactics track, each
// seat's boards and cards and, in solo, the Corrupted Crew.
func (s *State) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Revenant, round %d of 4, %s; %s\n", s.round, phaseNames[s.phase], s.Prompt().Text)
	s.showTurn(&b)
	s.showMap(&b)
	s.showRevenant(&b)
	s.showHouses(&b)
	s.showTactics(&b)
	for p := int8(0); p < s.seats; p++ {
		s.showSeat(&b, p)
	}
	if s.solo {
		s.showCrew(&b)
	}
	return b.String()
}

// showTurn says whose round and turn it is.
func (s *State) showTurn(b *strings.Builder) {
	fmt.Fprintf(b, "First player this round: %s\n", rules.Seat(s.first))
	if fig, sp := s.TurnFigure(); sp >= 0 {
		fmt.Fprintf(b, "Turn under way: %s's %s on %s", rules.Seat(s.who), figWords[fig], showSpace(sp))
		if s.moves > 0 {
			fmt.Fprintf(b, ", %s left", count(int16(s.moves), "Movement", "Movement"))
		}
		b.WriteByte('\n')
	}
	if x := s.Breaching(); x >= 0 {
		fmt.Fprintf(b, "Breach: the Voidborn attack %s, %s left to assign\n", sectorName(int16(x)), count(int16(s.BreachLeft()), "Damage", "Damage"))
	}
}

var figWords = [3]string{"Captain", "first Cadet", "second Cadet"}

// showSpace names action space sp, a seat's Frigate by its seat.
func showSpace(sp int) string {
	if sp >= SpaceFrigate {
		return rules.Seat(sp-SpaceFrigate).String() + "'s Frigate"
	}
	return spaceName(int16(sp))
}

// occupantName names who stands on an action space: "seat 2's Captain",
// "the Corrupted Crew's Harbinger", or "" when it is free.
func occupantName(o int8) string {
	switch {
	case o == noOne:
		return ""
	case o >= automaCrew:
		return "the Corrupted Crew's " + [3]string{"Harbinger", "first Follower", "second Follower"}[o-automaCrew]
	}
	return rules.Seat(o/3).String() + "'s " + figWords[o%3]
}

// showMap lists the Sectors: Voidborn, Rift, Absorbers, the Planet, the
// House ships in their line and the Frigates.
func (s *State) showMap(b *strings.Builder) {
	b.WriteString("\nMap (House ships from the one nearest the Revenant to the one nearest the Voidborn, who is hit first):\n")
	var line []int
	for x := 0; x < NumSectors; x++ {
		var parts []string
		if x < NumRing {
			parts = append(parts, count(int16(s.void[x]), "Voidborn", "Voidborn"))
			if s.rift[x] {
				parts = append(parts, "a Rift")
			}
		}
		if s.absorb[x] > 0 {
			parts = append(parts, count(int16(s.absorb[x]), "Absorber", "Absorbers"))
		}
		head := SectorNames[x]
		if len(parts) > 0 {
			head += ": " + strings.Join(parts, ", ")
		}
		fmt.Fprintf(b, "  %s\n", head)
		if x < NumRing && s.planet[x] >= 0 {
			fmt.Fprintf(b, "    Planet: %s\n", s.planetText(x))
		}
		line = s.Line(x, line[:0])
		if len(line) > 0 {
			var ships []string
			for _, id := range line {
				ships = append(ships, s.shipText(id))
			}
			fmt.Fprintf(b, "    ships: %s\n", strings.Join(ships, "; "))
		}
		var frigates []string
		for p := int8(0); p < s.seats; p++ {
			if pl := &s.players[p]; int(pl.frigate) == x {
				f := rules.Seat(p).String()
				if pl.landed {
					f += " (on the Planet)"
				}
				frigates = append(frigates, f)
			}
		}
		if len(frigates) > 0 {
			fmt.Fprintf(b, "    Frigates: %s\n", strings.Join(frigates, ", "))
		}
	}
	var supply []string
	for id := 0; id < NumShips; id++ {
		if s.ships[id].sector < 0 {
			supply = append(supply, HouseNames[ShipHouse(id)]+" "+KindNames[ShipKind(id)])
		}
	}
	if len(supply) > 0 {
		fmt.Fprintf(b, "  In the supply (to deploy): %s\n", strings.Join(supply, ", "))
	}
}

// planetText describes the Planet beside ring Sector x.
func (s *State) planetText(x int) string {
	card := s.planet[x]
	mine, corrupt := PlanetText(int(card))
	t := Planets[card].Name
	if s.cube[x] {
		t += ", a Data cube on it"
	} else {
		t += ", no Data cube"
	}
	switch by := s.landedBy[x]; {
	case by < 0:
		t += ", free to land on"
	case by >= 100:
		t += ", " + rules.Seat(by-100).String() + "'s Frigate landed on it"
	default:
		t += ", " + shipName(int16(by)) + " landed on it"
	}
	return t + "; Mining: " + mine + "; corrupted: " + corrupt
}

// shipText describes a House ship on the map: Damage, Corruption, landing
// and the Crew figure on its action space.
func (s *State) shipText(id int) string {
	sh := &s.ships[id]
	k := ShipKind(id)
	t := HouseNames[ShipHouse(id)] + " " + KindNames[k]
	var notes []string
	if sh.damage > 0 || damageSpaces[k] > 0 {
		notes = append(notes, fmt.Sprintf("%d of %d Damage", sh.damage, damageSpaces[k]))
	}
	if sh.corrupt {
		notes = append(notes, "corrupted")
	}
	if sh.landed {
		notes = append(notes, "landed")
	}
	if k != Civilian {
		if o := occupantName(s.occ[id]); o != "" {
			notes = append(notes, o+" aboard")
		}
	}
	if len(notes) > 0 {
		t += " (" + strings.Join(notes, ", ") + ")"
	}
	return t
}

// showRevenant shows the Revenant, its spaces, the Damage tiles and the
// cards beside the board.
func (s *State) showRevenant(b *strings.Builder) {
	b.WriteString("\nRevenant:\n")
	jump := "disabled"
	if s.jump {
		jump = "enabled"
	}
	fmt.Fprintf(b, "  %d of %d Damage, %s, Hyperjump %s\n", s.revDamage, RevenantSpaces, count(int16(s.revCubes), "Data cube", "Data cubes"), jump)
	for _, sp := range [2]int{SpaceHyperjump, SpaceDeploy} {
		o := occupantName(s.occ[sp])
		if o == "" {
			o = "free"
		}
		fmt.Fprintf(b, "  %s space: %s\n", [2]string{"Hyperjump", "Deploy"}[sp-SpaceHyperjump], o)
	}
	resolved, top := s.DamageTiles()
	if top >= 0 {
		fmt.Fprintf(b, "  Damage tiles: %d resolved, %d in the stack; on top: %s (%s)\n", resolved, s.tileN, Tiles[top].Name, tileText(Tiles[top].Effect))
	} else {
		fmt.Fprintf(b, "  Damage tiles: %d resolved, none left\n", resolved)
	}
	b.WriteString("Sonar cards face up:\n")
	shown := false
	for _, c := range s.sonarUp {
		if c >= 0 {
			fmt.Fprintf(b, "  %s\n", sonarText(c))
			shown = true
		}
	}
	if !shown {
		b.WriteString("  none\n")
	}
	if s.colUp[0] >= 0 || s.colUp[1] >= 0 || s.colonyCard >= 0 {
		b.WriteString("Colony cards:\n")
		for _, c := range s.colUp {
			if c >= 0 {
				fmt.Fprintf(b, "  %s\n", colonyText(c))
			}
		}
		if s.colonyCard >= 0 {
			fmt.Fprintf(b, "  reached: %s\n", colonyText(s.colonyCard))
		}
	}
	fmt.Fprintf(b, "Decks: Training %d, Equipment %d, Support %d, Hidden Influence %d, Planet %d, Sonar %d, Colony %d cards\n",
		s.impN[Training], s.impN[Equipment], s.impN[Support], s.hiN, s.planetN, s.sonarN, s.colonyN)
}

// sonarText describes Sonar card c: what a Hyperjump finds with it.
func sonarText(c int8) string {
	so := &Sonars[c]
	var void []string
	for _, n := range so.Voidborn {
		void = append(void, strconv.Itoa(int(n)))
	}
	sectors := func(xs []int8) string {
		xs = slices.Sorted(slices.Values(xs))
		var out []string
		for _, x := range xs {
			out = append(out, strconv.Itoa(int(x)+1))
		}
		return strings.Join(out, ", ")
	}
	return fmt.Sprintf("%s: Voidborn in Sectors 1 to 8: %s; Planets by Sectors %s; Rifts in Sectors %s; the %s Civilian ship arrives in %s",
		so.Name, strings.Join(void, " "), sectors(so.Planets[:]), sectors(so.Rifts[:]), HouseNames[so.Civilian], SectorNames[so.CivAt])
}

// colonyText describes Colony card c.
func colonyText(c int8) string {
	co := &Colonies[c]
	return fmt.Sprintf("%s (%s +1 Power; %s)", co.Name, HouseNames[co.House], ColonyText[co.Condition])
}

// showHouses shows each House's Power, Arkship actions, everyone's
// Influence and the rewards left on its track.
func (s *State) showHouses(b *strings.Builder) {
	b.WriteString("\nHouses (Power; Arkship actions; Influence; rewards left on the track):\n")
	for h := 0; h < NumHouses; h++ {
		var inf []string
		for p := int8(0); p < s.seats; p++ {
			inf = append(inf, fmt.Sprintf("%s %d", rules.Seat(p), s.players[p].inf[h]))
		}
		if s.solo {
			inf = append(inf, fmt.Sprintf("Corrupted Crew %d", s.aInf[h]))
		}
		var steps []string
		for i, st := range rewardSteps {
			if !s.rewards[h][i] {
				steps = append(steps, strconv.Itoa(int(st)))
			}
		}
		reward := "none"
		if len(steps) > 0 {
			reward = RewardNames[houseReward[h]] + " on step " + strings.Join(steps, ", ")
		}
		a := arkActions[h]
		fmt.Fprintf(b, "  %-8s Power %d; %s or %s; %s; %s\n", HouseNames[h], s.housePower(h), ActNames[a[0]], ActNames[a[1]], strings.Join(inf, ", "), reward)
	}
}

// showTactics shows the Tactics track from the highest marker down.
func (s *State) showTactics(b *strings.Builder) {
	var order []string
	crew := s.solo
	for _, seat := range s.TacticsOrder(nil) {
		t := s.players[seat].tactics
		if crew && s.aTactics >= t {
			order = append(order, fmt.Sprintf("Corrupted Crew %d", s.aTactics))
			crew = false
		}
		order = append(order, fmt.Sprintf("%s %d", seat, t))
	}
	if crew {
		order = append(order, fmt.Sprintf("Corrupted Crew %d", s.aTactics))
	}
	fmt.Fprintf(b, "Tactics order (highest first): %s\n", strings.Join(order, ", "))
}

// resText writes Resource counts: "2 Energy, 1 Science", or "none".
func resText(r [NumResources]int8) string {
	var parts []string
	for i, n := range r {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, ResourceNames[i]))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// cardLine describes Improvement card c on one line: its id, as moves
// write it, its name, kind, House, cost and effect.
func cardLine(c int8) string {
	if c < 0 {
		return "a " + CardKindNames[-1-c] + " card (hidden)"
	}
	card := &Cards[c]
	return fmt.Sprintf("%d: %s (%s, %s), costs %s; %s", c, card.Name, CardKindNames[card.Kind], HouseNames[card.House], resText(card.Cost), CardText(int(c)))
}

// showSeat shows one seat's Frigate board, Crew board and cards.
func (s *State) showSeat(b *strings.Builder, p int8) {
	pl := &s.players[p]
	seat := rules.Seat(p)
	spec := "no specialization yet"
	if pl.spec >= 0 {
		spec = SpecNames[pl.spec]
	}
	fmt.Fprintf(b, "\n%s: %s Captain at level %d, Crew board side %c, Tactics %d\n", seat, spec, pl.captain+1, 'A'+rune(pl.side), pl.tactics)
	if pl.frigate >= 0 {
		where := SectorNames[pl.frigate]
		if pl.landed {
			where += ", on the Planet"
		}
		fmt.Fprintf(b, "  Frigate: %s\n", where)
	}
	var figs []string
	for f := int8(0); f < 3; f++ {
		where := "on the Crew board"
		for sp, o := range s.occ {
			if o == p*3+f {
				where = "on " + showSpace(sp)
			}
		}
		if pl.figUsed[f] && where == "on the Crew board" {
			where = "used"
		}
		figs = append(figs, figWords[f]+" "+where)
	}
	fmt.Fprintf(b, "  Crew: %s\n", strings.Join(figs, ", "))
	fmt.Fprintf(b, "  Resources: %s (%d slots free)", resText(pl.res), pl.capacity()-pl.stored())
	if l := resText(pl.locked); l != "none" {
		fmt.Fprintf(b, "; locked in corrupted Compartments: %s", l)
	}
	b.WriteByte('\n')
	var comps []string
	for c := 0; c < NumCompartments; c++ {
		st := "open"
		if pl.comp[c] {
			st = "corrupted"
		}
		comps = append(comps, BonusNames[c]+" "+st)
	}
	fmt.Fprintf(b, "  Compartments: %s\n", strings.Join(comps, ", "))
	fmt.Fprintf(b, "  Corruption: %d on Compartments, %d removed (3 removed make a Hidden Influence card)", pl.corruption(), pl.removed)
	if pl.overflow > 0 {
		fmt.Fprintf(b, ", %d with no slot left", pl.overflow)
	}
	b.WriteByte('\n')
	fmt.Fprintf(b, "  Data cubes: %d (3 make a Hidden Influence card)\n", pl.data)
	b.WriteString("  Hidden Influence: " + s.hiText(pl) + "\n")
	if pl.offerN > 0 {
		var hs []string
		for _, h := range pl.offer[:pl.offerN] {
			hs = append(hs, house(int16(h)))
		}
		fmt.Fprintf(b, "  Hidden Influence drawn, to keep one: %s\n", strings.Join(hs, ", "))
	}
	b.WriteString("  Hidden Agenda: " + s.agendaText(p) + "\n")
	fmt.Fprintf(b, "  Hand (%d cards):\n", pl.handN)
	for _, c := range pl.hand[:pl.handN] {
		fmt.Fprintf(b, "    %s\n", cardLine(c))
	}
	fmt.Fprintf(b, "  Equipment (%d of %d slots; the last two cost 2 Energy more):\n", pl.equipN, EquipmentSlots)
	for _, c := range pl.equip[:pl.equipN] {
		fmt.Fprintf(b, "    %s\n", cardLine(c))
	}
	for cad := 0; cad < 2; cad++ {
		fmt.Fprintf(b, "  Training under the %s (%d of 3):\n", figWords[cad+1], pl.trainN[cad])
		for _, c := range pl.train[cad][:pl.trainN[cad]] {
			fmt.Fprintf(b, "    %s\n", cardLine(c))
		}
	}
	fmt.Fprintf(b, "  Support cards played (face down): %d\n", pl.support)
}

// hiText shows a seat's Hidden Influence cards, or only how many where the
// view hides them.
func (s *State) hiText(pl *player) string {
	n := int8(0)
	var hs []string
	for h, k := range pl.hi {
		n += k
		if k > 0 {
			hs = append(hs, fmt.Sprintf("%s %d", HouseNames[h], k))
		}
	}
	if pl.hiN == 0 {
		return "none"
	}
	if n != pl.hiN {
		return count(int16(pl.hiN), "card", "cards") + ", hidden"
	}
	return count(int16(pl.hiN), "card", "cards") + ": " + strings.Join(hs, ", ")
}

// agendaText shows a seat's Hidden Agenda as far as the view knows it.
func (s *State) agendaText(p int8) string {
	pl := &s.players[p]
	switch {
	case pl.agenda == hiddenAgenda:
		return "kept, not revealed"
	case pl.agenda < 0 && s.agendaOf[p][0] == s.agendaOf[p][1]:
		return "not dealt yet"
	case pl.agenda < 0:
		return fmt.Sprintf("not chosen yet, one of %s or %s", s.agendaLine(int(s.agendaOf[p][0]), pl), s.agendaLine(int(s.agendaOf[p][1]), pl))
	}
	state := "kept secret"
	if pl.revealed {
		state = "revealed"
	}
	return state + ": " + s.agendaLine(int(pl.agenda), pl)
}

// agendaLine words Hidden Agenda a: its name and its objectives, marked
// met or not once pl has revealed it.
func (s *State) agendaLine(a int, pl *player) string {
	var objs []string
	for i := 0; i < 3; i++ {
		o := ObjectiveText(a, i)
		if pl.revealed && int(pl.agenda) == a {
			if pl.done[i] {
				o += " (met)"
			} else {
				o += " (not met)"
			}
		}
		objs = append(objs, o)
	}
	return fmt.Sprintf("%s (%d VP per objective: %s)", Agendas[a].Name, AgendaVP, strings.Join(objs, "; "))
}

// showCrew shows the Corrupted Crew of a solo game: its card, the Solo
// Action grid with the Assignment marker and the Tactics Bonus tile, and
// its figures.
func (s *State) showCrew(b *strings.Builder) {
	fmt.Fprintf(b, "\nCorrupted Crew (%s): Tactics %d\n", DifficultyNames[s.level], s.aTactics)
	card := "none"
	if s.aCard >= 0 {
		card = HouseNames[s.aCard]
	}
	var shown []string
	for h, n := range s.aShown {
		if n > 0 {
			shown = append(shown, fmt.Sprintf("%s %d", HouseNames[h], n))
		}
	}
	if len(shown) == 0 {
		shown = append(shown, "none")
	}
	fmt.Fprintf(b, "  Corrupted House card revealed: %s; %d left in the deck; revealed so far: %s\n", card, s.aN, strings.Join(shown, ", "))
	cell := func(i int) string {
		t := SoloNames[s.grid[i]]
		if int8(i) == s.marker {
			t += " [Assignment marker]"
		}
		if int8(i) == s.bonusTile {
			t += " [Tactics Bonus tile]"
		}
		return t
	}
	b.WriteString("  Solo Action grid (the marker moves clockwise):\n")
	fmt.Fprintf(b, "    top:    %-36s %s\n", cell(0), cell(1))
	fmt.Fprintf(b, "    bottom: %-36s %s\n", cell(3), cell(2))
	var figs []string
	for sp, o := range s.occ {
		if o >= automaCrew {
			figs = append(figs, occupantName(o)[len("the Corrupted Crew's "):]+" on "+showSpace(sp))
		}
	}
	if len(figs) == 0 {
		figs = append(figs, "none placed")
	}
	fmt.Fprintf(b, "  Figures: %s\n", strings.Join(figs, ", "))
	var parts []string
	for _, l := range s.AutomaBreakdown() {
		parts = append(parts, fmt.Sprintf("%s %d", l.Label, l.Points))
	}
	fmt.Fprintf(b, "  Score: %d (%s), the score to beat\n", s.AutomaScore(), strings.Join(parts, ", "))
}
