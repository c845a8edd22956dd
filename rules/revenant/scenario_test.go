package revenant

import (
	"fmt"
	"strings"
	"testing"

	"starboard/rules"
)

func TestV1Components(t *testing.T) {
	var kinds [numCardKinds]int
	names := map[string]bool{}
	var houses [NumHouses]int
	for _, c := range Cards {
		kinds[c.Kind]++
		houses[c.House]++
		if names[c.Name] {
			t.Errorf("card name %q twice", c.Name)
		}
		names[c.Name] = true
		n := 0
		for _, k := range c.Cost {
			n += int(k)
		}
		if n == 0 {
			t.Errorf("%s costs nothing", c.Name)
		}
	}
	if kinds != [numCardKinds]int{30, 30, 30} {
		t.Errorf("Improvement cards by kind %v, want 30 each", kinds)
	}
	for h, n := range houses {
		if n < 10 {
			t.Errorf("%s has only %d Improvement cards", HouseNames[h], n)
		}
	}
	if HICards != 49 || len(Tiles) != 8 || len(spawnDice) != 3 || len(Agendas) != 8 || NumHouses != 7 {
		t.Errorf("counts: %d Hidden Influence, %d tiles, %d dice, %d agendas, %d Houses", HICards, len(Tiles), len(spawnDice), len(Agendas), NumHouses)
	}
	if NumPlanets != 18 || NumSonars != 10 || NumColonies != 7 {
		t.Errorf("decks: %d Planets, %d Sonar, %d Colony cards", NumPlanets, NumSonars, NumColonies)
	}
	for _, pc := range Planets {
		if pc.Mine.op != opRes {
			t.Errorf("Planet %s: its Mining action gives no Resource", pc.Name)
		}
	}
	var colonyHouses [NumHouses]int
	for _, c := range Colonies {
		colonyHouses[c.House]++
	}
	if colonyHouses != [NumHouses]int{1, 1, 1, 1, 1, 1, 1} {
		t.Errorf("Colony Houses %v", colonyHouses)
	}
	var specs [NumSpecs]int
	for _, a := range Agendas {
		specs[a.Spec]++
	}
	if specs != [NumSpecs]int{2, 2, 2, 2} {
		t.Errorf("agendas by specialization %v, want 2 each", specs)
	}
	g := newGame(t, 2, 1, "medium")
	n := int(g.hiN)
	for p := 0; p < 2; p++ {
		if g.players[p].handN != 3 {
			t.Errorf("seat %d starts with %d cards, want one of each deck", p, g.players[p].handN)
		}
	}
	if n != 49 {
		t.Errorf("Hidden Influence deck of %d, want 49", n)
	}
	for x := 0; x < NumRing; x++ {
		ring, core := 0, 0
		for y := 0; y < NumSectors; y++ {
			if Adjacent(x, y) {
				if y < NumRing {
					ring++
				} else {
					core++
				}
			}
		}
		if ring != 2 || core != 1 {
			t.Errorf("%s touches %d ring and %d central Sectors", SectorNames[x], ring, core)
		}
	}
}

func TestV2Setup(t *testing.T) {
	g := newGame(t, 3, 4, "medium")
	arks := map[int8]int{}
	for h := 0; h < NumHouses; h++ {
		arks[g.ships[ShipID(h, Arkship)].sector]++
		if p := g.housePower(h); p != 2 {
			t.Errorf("%s starts with Power %d, want 2", HouseNames[h], p)
		}
	}
	if fmt.Sprint(arks) != "map[0:1 2:2 3:1 5:1 6:2]" {
		t.Errorf("Arkships by Sector %v", arks)
	}
	if g.void != [NumRing]int8{3, 1, 3, 1, 3, 1, 3, 1} || g.rift != [NumRing]bool{true, false, true, false, true, false, true, false} {
		t.Errorf("Voidborn %v Rifts %v", g.void, g.rift)
	}
	for x := int8(0); x < NumRing; x++ {
		want := x == 0 || x == 3 || x == 5
		if (g.planet[x] >= 0) != want || g.cube[x] != want {
			t.Errorf("%s: Planet %d cube %v", SectorNames[x], g.planet[x], g.cube[x])
		}
	}
	if g.sonarUp[0] < 0 || g.sonarUp[1] < 0 || g.revCubes != 2 || g.tileN != 8 {
		t.Errorf("Sonar %v, Revenant cubes %d, tiles %d", g.sonarUp, g.revCubes, g.tileN)
	}
	for p := 0; p < 3; p++ {
		pl := &g.players[p]
		if pl.res != [NumResources]int8{1, 1, 1, 1} || !pl.comp[BonusMove] || pl.corruption() != 1 || pl.tactics != 0 || pl.captain != 0 {
			t.Errorf("seat %d starts %+v", p, pl)
		}
	}
	// Sides in turn order, specializations in reverse, then agendas and Frigates.
	first := g.first
	for i := int8(0); i < 3; i++ {
		expectAsk(t, g, askSide, (first+i)%3)
		play(t, g, "side b")
	}
	for i := int8(2); i >= 0; i-- {
		expectAsk(t, g, askSpec, (first+i)%3)
		play(t, g, g.MoveText(g.Legal(nil)[0]))
	}
	p := first
	if !hasMove(g, txt(g, mvAgenda, int(g.agendaOf[p][1]))) || len(legal(g)) != 2 {
		t.Errorf("agenda choice %v", legal(g))
	}
	play(t, g, txt(g, mvAgenda, int(g.agendaOf[p][1])))
	if g.players[p].agenda != g.agendaOf[p][1] {
		t.Errorf("kept agenda %d", g.players[p].agenda)
	}
	if v := g.View(rules.Seat((p + 1) % 3)).(*State); v.players[p].agenda != hiddenAgenda {
		t.Errorf("another seat sees the agenda %d", v.players[p].agenda)
	}
	for g.ask == askAgenda {
		play(t, g, legal(g)[0])
	}
	if got := strings.Join(legal(g), ","); got != "start core-a,start core-b,start core-c,start core-d" {
		t.Errorf("Frigate starts %s, want the central Sectors", got)
	}
}

func TestV2Draft(t *testing.T) {
	g := newGame(t, 3, 5, "medium")
	for g.ask != askDraft {
		play(t, g, legal(g)[0])
	}
	var taken []int
	for i := 0; i < 3; i++ {
		m := legal(g)[len(legal(g))-1]
		dm, _ := g.ParseMove(m)
		h := int(dm.A)
		taken = append(taken, h)
		p := g.who
		play(t, g, m)
		if g.players[p].inf[h] != 1 || g.ships[ShipID(h, Arkship)].damage != 1 {
			t.Errorf("draft %s: Influence %d, Arkship Damage %d", HouseNames[h], g.players[p].inf[h], g.ships[ShipID(h, Arkship)].damage)
		}
		if hasMove(g, m) {
			t.Errorf("%s offered twice", m)
		}
	}
	corrupt := 0
	for h := 0; h < NumHouses; h++ {
		if g.ships[ShipID(h, Arkship)].corrupt {
			corrupt++
			for _, x := range taken {
				if x == h {
					t.Errorf("a drafted House's Arkship is corrupted")
				}
			}
		}
	}
	if corrupt != 3 {
		t.Errorf("%d corrupted Arkships, want 3", corrupt)
	}
	for p := 0; p < 3; p++ {
		if g.players[p].hiN != 1 {
			t.Errorf("seat %d holds %d Hidden Influence, want 1", p, g.players[p].hiN)
		}
	}
}

// randomGame plays a seeded random game and returns its events.
func randomGame(t *testing.T, seats int, seed uint64, level string) (*State, []rules.Event) {
	g := newGame(t, seats, seed, level)
	rng := rules.NewRNG(seed)
	var all []rules.Event
	for !g.Over() {
		l := g.Legal(nil)
		evs, err := g.Apply(l[rng.IntN(len(l))])
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, evs...)
	}
	return g, all
}

func TestV3Round(t *testing.T) {
	for seats := 1; seats <= 4; seats++ {
		_, evs := randomGame(t, seats, uint64(seats), "medium")
		var rounds []int16
		turns := 0
		for _, e := range evs {
			switch e.Kind {
			case EvRound:
				rounds = append(rounds, e.A)
				if turns != 0 && turns != 3*seats {
					t.Errorf("%d seats: %d turns in a round", seats, turns)
				}
				turns = 0
			case EvAssign, EvNoSpace:
				turns++
			case EvSpawn, EvSonarPlace:
				if len(rounds) == 1 && turns == 0 {
					t.Errorf("a Sonar phase in round 1")
				}
			}
		}
		if fmt.Sprint(rounds) != "[1 2 3 4]" || evs[len(evs)-1].Kind != EvGameOver {
			t.Errorf("%d seats: rounds %v", seats, rounds)
		}
	}
}

func TestV4Sonar(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 6, "medium"))
	g.jump = true
	g.sonarUp = [2]int8{-1, 3}
	for id := range g.ships {
		if ShipKind(id) == Civilian {
			g.ships[id].sector = -1
		}
	}
	g.hyperjumpPhase()
	sc := Sonars[3]
	if g.round != 2 || g.void != sc.Voidborn {
		t.Errorf("round %d Voidborn %v, want %v", g.round, g.void, sc.Voidborn)
	}
	for _, r := range sc.Rifts {
		if !g.rift[r] {
			t.Errorf("no Rift in %s", SectorNames[r])
		}
	}
	for _, x := range sc.Planets {
		if g.planet[x] < 0 || !g.cube[x] {
			t.Errorf("no Planet with a cube in %s", SectorNames[x])
		}
	}
	if g.ships[ShipID(int(sc.Civilian), Civilian)].sector != sc.CivAt {
		t.Errorf("the Civilian ship did not arrive")
	}
	if g.revCubes != 4 || g.sonarUp[0] < 0 || g.sonarUp[1] < 0 {
		t.Errorf("Revenant cubes %d, Sonar %v", g.revCubes, g.sonarUp)
	}
}

func TestV4Spawn(t *testing.T) {
	for seats, die := range map[int]int{2: 0, 3: 1, 4: 2} {
		g := setupDone(t, newGame(t, seats, 7, "medium"))
		g.void = [NumRing]int8{7, 0, 0, 0, 0, 0, 0, 0}
		g.rift = [NumRing]bool{false, false, false, true}
		g.hyperjumpPhase()
		want := g.void
		found := false
		for _, f := range spawnDice[die] {
			if want == [NumRing]int8{7, 0, f[1], f[0], f[2], 0, 0, 0} {
				found = true
			}
		}
		if !found {
			t.Errorf("%d seats: Voidborn %v is no face of the %s die", seats, g.void, DieNames[die])
		}
		// The cap of 7.
		g.void[3] = 7
		g.spawn(3, 2)
		if g.void[3] != 7 {
			t.Errorf("Voidborn above the cap: %d", g.void[3])
		}
	}
}

func TestV4Colony(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 8, "medium"))
	g.round = 3
	g.hyperjumpPhase()
	if g.round != 4 || g.colUp[0] < 0 || g.colUp[1] < 0 {
		t.Errorf("round %d Colony cards %v", g.round, g.colUp)
	}
}

func TestV4Draw(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 9, "medium"))
	g.players[0].captain = 1
	g.hyperjumpPhase()
	g.advance()
	a := g.who
	expectAsk(t, g, askDeck, a)
	want := captainTable[g.players[a].captain].draw
	before := g.players[a].handN
	for i := int8(0); i < want; i++ {
		if g.players[a].handN != before {
			t.Fatalf("a card drawn before all picks")
		}
		play(t, g, "deck support")
	}
	if g.players[a].handN != before+want {
		t.Errorf("hand %d, want %d", g.players[a].handN, before+want)
	}
	// Over the limit: discard to 8.
	b := 1 - a
	for g.ask == askDeck {
		play(t, g, "deck training")
	}
	g.players[b].pDraw = 8
	g.advance()
	for g.ask == askDeck {
		play(t, g, "deck equipment")
	}
	expectAsk(t, g, askDiscard, b)
	for g.ask == askDiscard {
		play(t, g, legal(g)[0])
	}
	if g.players[b].handN != handLimit {
		t.Errorf("hand %d after discarding", g.players[b].handN)
	}
}

func TestV5Assign(t *testing.T) {
	g := setupDone(t, newGame(t, 3, 10, "medium"))
	p := g.who
	l := strings.Join(legal(g), ",")
	for id := 0; id < NumShips; id++ {
		m := txt(g, mvAssign, 0, int(id), 0)
		open := g.ships[id].sector >= 0 && ShipKind(id) != Civilian
		if strings.Contains(l+",", m+",") != open {
			t.Errorf("%s offered %v", shipName(int16(id)), !open)
		}
	}
	for q := int8(0); q < 3; q++ {
		m := txt(g, mvAssign, 0, int(SpaceFrigate+int(q)), 0)
		if hasMove(g, m) != (q == p) {
			t.Errorf("Frigate of seat %d offered to seat %d: %v", q, p, !(q == p))
		}
	}
	if !hasMove(g, txt(g, mvAssign, 2, int(SpaceDeploy), 0)) {
		t.Errorf("the Revenant is not offered")
	}
}

func TestV5Influence(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 11, "medium"))
	p := g.who
	ark := ShipID(Yarvek, Arkship)
	before := g.players[p].inf[Yarvek]
	play(t, g, txt(g, mvAssign, 1, int(ark), 0))
	if g.players[p].inf[Yarvek] != before+1 {
		t.Errorf("Influence %d, want %d", g.players[p].inf[Yarvek], before+1)
	}
	g = setupDone(t, newGame(t, 2, 11, "medium"))
	play(t, g, txt(g, mvAssign, 1, int(SpaceDeploy), 0))
	expectAsk(t, g, askInfluence, p)
	if len(legal(g)) != NumHouses {
		t.Errorf("Revenant Influence choices %v", legal(g))
	}
	g = setupDone(t, newGame(t, 2, 11, "medium"))
	hi := g.players[p].hiN
	evs := play(t, g, txt(g, mvAssign, 1, int(SpaceFrigate+int(p)), 0))
	expectAsk(t, g, askKeep, p)
	if g.players[p].offerN != 1 {
		t.Errorf("level 1 draws %d to choose from, want 1", g.players[p].offerN)
	}
	for _, e := range evs {
		if e.Kind == EvHIDraw && e.For(rules.Seat(1-p)).A != rules.Unknown {
			t.Errorf("the other seat sees the Hidden Influence drawn")
		}
	}
	play(t, g, legal(g)[0])
	if g.players[p].hiN != hi+1 {
		t.Errorf("Hidden Influence %d, want %d", g.players[p].hiN, hi+1)
	}
}

func TestV5Move(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 12, "medium"))
	clearMap(g)
	g.place(ShipID(Fenrax, Fighter), 1, false)
	g.place(ShipID(Fenrax, Dropship), 4, false)
	g.void[2] = 1
	// A Cadet's Fighter moves 1 and may not stop in a central Sector.
	play(t, g, txt(g, mvAssign, 1, int(ShipID(Fenrax, Fighter)), 0))
	if got := strings.Join(legal(g), ","); got != "step sector-1,step sector-3,stay" {
		t.Errorf("Cadet moves %s", got)
	}
	play(t, g, "step sector-3")
	expectAsk(t, g, askAction, g.who)
	play(t, g, "action attack")
	if g.void[2] != 0 {
		t.Errorf("the Fighter did not attack where it moved")
	}
	// The Captain has Movement 2 and may pass a central Sector.
	g = setupDone(t, newGame(t, 2, 12, "medium"))
	clearMap(g)
	g.place(ShipID(Fenrax, Fighter), 1, false)
	play(t, g, txt(g, mvAssign, 0, int(ShipID(Fenrax, Fighter)), 0))
	if !hasMove(g, "step core-a") {
		t.Errorf("the Captain's Fighter may not pass Core A: %v", legal(g))
	}
	play(t, g, "step core-a")
	if hasMove(g, "stay") {
		t.Errorf("a Fighter may stop in a central Sector")
	}
	play(t, g, "step sector-1")
	// Movement spent after the action may pass a central Sector too: the
	// ship does not stop there (it once did, the first step ending the
	// movement).
	g = setupDone(t, newGame(t, 2, 12, "medium"))
	clearMap(g)
	g.place(ShipID(Fenrax, Fighter), 1, false)
	play(t, g, txt(g, mvAssign, 0, int(ShipID(Fenrax, Fighter)), 0))
	play(t, g, "stay")
	play(t, g, "action skip")
	play(t, g, "step core-a")
	if g.ask != askMove || hasMove(g, "stay") {
		t.Errorf("after one step into Core A the Fighter is asked %s, legal %v", askNames[g.ask], legal(g))
	}
	play(t, g, "step sector-1")
	if at := g.ships[ShipID(Fenrax, Fighter)].sector; at != 0 {
		t.Errorf("the Fighter ended in %s", SectorNames[at])
	}
	// A Frigate may stop in a central Sector.
	g = setupDone(t, newGame(t, 2, 12, "medium"))
	p := g.who
	g.players[p].frigate = 0
	play(t, g, txt(g, mvAssign, 1, int(SpaceFrigate+int(p)), 0))
	for g.ask != askMove {
		play(t, g, legal(g)[0])
	}
	play(t, g, "step core-a")
	if g.players[p].frigate != 8 {
		t.Errorf("Frigate in %d", g.players[p].frigate)
	}
}

func TestV5Actions(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 13, "medium"))
	p := g.who
	clearMap(g)
	g.place(ShipID(Yarvek, Arkship), 2, false)
	g.place(ShipID(Belitan, Dropship), 3, false)
	g.planet[3], g.cube[3] = 0, true
	play(t, g, txt(g, mvAssign, 1, int(ShipID(Yarvek, Arkship)), 0))
	if got := strings.Join(legal(g), ","); got != "action skip,action analyze" {
		t.Errorf("Yarvek Arkship offers %s, want skip, analyze (purge needs Voidborn)", got)
	}
	play(t, g, "action analyze")
	if g.players[p].tactics != 3 {
		t.Errorf("Analyze: Tactics %d", g.players[p].tactics)
	}
	for g.who == p {
		play(t, g, legal(g)[0])
	}
	q := g.who
	data := g.players[q].data
	play(t, g, txt(g, mvAssign, 1, int(ShipID(Belitan, Dropship)), 0))
	play(t, g, "stay")
	play(t, g, "action land")
	expectAsk(t, g, askPlanet, q)
	m := g.players[q].res[Material]
	play(t, g, "planet mining")
	if g.players[q].res[Material] != m+2 || g.players[q].data != data+1 || g.cube[3] {
		t.Errorf("Mining: Material %d, data %d", g.players[q].res[Material], g.players[q].data)
	}
	if !g.ships[ShipID(Belitan, Dropship)].landed || g.ask == askMove {
		t.Errorf("landing must stop the Dropship")
	}
}

func TestV5Hyperjump(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 14, "medium"))
	p := g.who
	give(g, int(p), 1, 1, 1, 3)
	play(t, g, txt(g, mvAssign, 1, int(SpaceHyperjump), 0))
	play(t, g, legal(g)[0]) // Influence
	play(t, g, "action hyperjump")
	if !g.jump || g.players[p].res[Neutronium] != 0 || g.revCubes != 0 || g.players[p].data != 2 {
		t.Errorf("jump %v Neutronium %d cubes %d data %d", g.jump, g.players[p].res[Neutronium], g.revCubes, g.players[p].data)
	}
	expectAsk(t, g, askSonar, p)
	keep := g.sonarUp[1]
	play(t, g, "sonar first")
	if g.sonarUp[0] != -1 || g.sonarUp[1] != keep {
		t.Errorf("Sonar %v", g.sonarUp)
	}
	// Round 4: discard one or both Colony cards.
	g = setupDone(t, newGame(t, 2, 14, "medium"))
	g.round = 4
	g.colUp = [2]int8{0, 1}
	p = g.who
	give(g, int(p), 1, 1, 1, 3)
	play(t, g, txt(g, mvAssign, 1, int(SpaceHyperjump), 0))
	play(t, g, legal(g)[0])
	play(t, g, "action hyperjump")
	if got := strings.Join(legal(g), ","); got != "sonar first,sonar second,sonar both" {
		t.Errorf("round 4 choices %s", got)
	}
}

func TestV5Deploy(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 15, "medium"))
	p := g.who
	give(g, int(p), 1, 1, 1, 1)
	play(t, g, txt(g, mvAssign, 1, int(SpaceDeploy), 0))
	play(t, g, legal(g)[0])
	play(t, g, "action deploy")
	civ := ShipID(Dunlork, Civilian)
	before := g.housePower(Dunlork)
	play(t, g, txt(g, mvShip, int(civ)))
	for x := int8(0); x < NumRing; x++ {
		if hasMove(g, txt(g, mvSector, int(x))) != (g.houseShips(x) < ShipLimit) {
			t.Errorf("sector %d offered wrongly", x)
		}
	}
	play(t, g, "sector sector-2")
	if r := g.players[p].res; g.housePower(Dunlork) != before+1 || r[Energy] != 0 || r[Science] != 0 || r[Neutronium] != 0 {
		t.Errorf("Power %d, stored %v", g.housePower(Dunlork), r)
	}
}

func TestV5Corruption(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 16, "medium"))
	p := g.who
	ark := ShipID(Novaris, Arkship)
	g.ships[ark].corrupt = true
	give(g, int(p), 2, 2, 2, 4)
	play(t, g, txt(g, mvAssign, 1, int(ark), 0))
	play(t, g, "action skip")
	expectAsk(t, g, askCorr, p)
	if hasMove(g, txt(g, mvCorrupt, int(BonusMove))) {
		t.Errorf("a corrupted Compartment is offered")
	}
	play(t, g, txt(g, mvCorrupt, int(BonusTactics)))
	// 10 tokens in 8 slots: lock 2.
	expectAsk(t, g, askLock, p)
	play(t, g, "lock neutronium")
	play(t, g, "lock neutronium")
	if g.players[p].locked[Neutronium] != 2 || g.players[p].res[Neutronium] != 2 {
		t.Errorf("locked %v", g.players[p].locked)
	}
	expectAsk(t, g, askBonus, p)
	if hasMove(g, txt(g, mvBonus, int(BonusTactics))) {
		t.Errorf("a corrupted bonus action is offered")
	}
	// Removing the Corruption frees the tokens; the third removed draws Hidden Influence.
	g.players[p].removed = 2
	g.cleanse(p, BonusTactics)
	if g.players[p].locked[Neutronium] != 0 || g.players[p].pHI != 1 {
		t.Errorf("after removal: locked %v, pending HI %d", g.players[p].locked, g.players[p].pHI)
	}
}

func TestV5Bonus(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 17, "medium"))
	p := g.who
	play(t, g, txt(g, mvAssign, 1, int(SpaceFrigate+int(p)), 0))
	for g.ask != askBonus {
		play(t, g, legal(g)[0])
	}
	l := strings.Join(legal(g), ",")
	for _, want := range []string{"gain energy", "bonus gain-tactics", "bonus activate"} {
		if !strings.Contains(l, want) {
			t.Errorf("bonus %s missing in %s", want, l)
		}
	}
	if strings.Contains(l, "bonus move-frigate") {
		t.Errorf("Move Frigate is corrupted at the start")
	}
	// Remove Corruption: Neutronium and a card, then optionally again.
	c := g.players[p].hand[0]
	m := txt(g, mvRemove, BonusMove, int(c))
	if !strings.Contains(l, m) {
		t.Fatalf("%s not offered", m)
	}
	play(t, g, m)
	if g.players[p].comp[BonusMove] || g.players[p].res[Neutronium] != 0 || g.hasCard(p, c) {
		t.Errorf("removal did not take effect")
	}
	if g.ask == askRemove2 {
		play(t, g, "done")
	}
}

func TestV5Cards(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 18, "medium"))
	p := g.who
	pl := &g.players[p]
	// Four Equipment played already: the next costs 2 more Energy and gives Influence.
	pl.equip = [EquipmentSlots]int8{30, 31, 32, 33}
	pl.equipN = 3
	pl.hand[0] = 34 // Purge Lance: M N
	pl.handN = 1
	give(g, int(p), 2, 1, 0, 1)
	g.stage, g.sub = stBonus, subNone
	g.crewShip = -1
	g.advance()
	if !hasMove(g, "play 34 none none none") {
		t.Fatalf("Purge Lance not playable: %v", legal(g))
	}
	play(t, g, "play 34 none none none")
	if pl.equipN != 4 || pl.res != [NumResources]int8{} || pl.pInf != 0 && g.ask != askInfluence {
		t.Errorf("equip %d res %v", pl.equipN, pl.res)
	}
	expectAsk(t, g, askInfluence, p)
	// Training: at most three per Cadet.
	g = setupDone(t, newGame(t, 2, 18, "medium"))
	pl = &g.players[g.who]
	pl.train[0] = [3]int8{0, 1, 2}
	pl.trainN[0] = 3
	pl.hand[0] = 3
	pl.handN = 1
	give(g, int(g.who), 3, 3, 3, 0)
	g.stage, g.sub = stBonus, subNone
	g.advance()
	if hasMove(g, "play 3 cadet-1 none none") || !hasMove(g, "play 3 cadet-2 none none") {
		t.Errorf("Training moves %v", legal(g))
	}
	// Support: its effect at once, kept for scoring.
	g = setupDone(t, newGame(t, 2, 18, "medium"))
	p = g.who
	pl = &g.players[p]
	pl.hand[0] = 68 // War Council: Tactics +2
	pl.handN = 1
	give(g, int(p), 1, 0, 0, 0)
	g.stage, g.sub = stBonus, subNone
	g.advance()
	play(t, g, "play 68 none none none")
	if pl.tactics != 2 || pl.support != 1 {
		t.Errorf("Support: Tactics %d, stored %d", pl.tactics, pl.support)
	}
}

func TestV5Discount(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 19, "medium"))
	p := g.who
	pl := &g.players[p]
	pl.hand[0], pl.hand[1] = 30, 34 // Autocannon (Fenrax, MM), Purge Lance (Shiveus, MN)
	pl.handN = 2
	give(g, int(p), 0, 1, 0, 1)
	ark := ShipID(Fenrax, Arkship)
	play(t, g, txt(g, mvAssign, 1, int(ark), 0))
	for g.ask != askBonus {
		play(t, g, legal(g)[0])
	}
	give(g, int(p), 0, 1, 0, 0)
	if !hasMove(g, "play 30 none material none") || hasMove(g, "play 34 none material none") {
		t.Errorf("House discount moves %v", legal(g))
	}
	// Improve on the Novaris Arkship: one fewer Resource per card.
	g = setupDone(t, newGame(t, 2, 19, "medium"))
	p = g.who
	pl = &g.players[p]
	pl.hand[0] = 34
	pl.handN = 1
	give(g, int(p), 0, 1, 0, 0)
	play(t, g, txt(g, mvAssign, 1, int(ShipID(Novaris, Arkship)), 0))
	play(t, g, "action improve")
	if !hasMove(g, "play 34 none none neutronium") || hasMove(g, "play 34 none none material") {
		t.Errorf("Improve moves %v", legal(g))
	}
}

func TestV5Destroy(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 20, "medium"))
	p := g.who
	g.players[p].tactics = 2
	m := g.players[p].res[Material]
	g.void[4] = 3
	g.destroyVoid(p, 4, 2)
	if g.void[4] != 1 || g.players[p].tactics != 4 || g.players[p].res[Material] != m+1 {
		t.Errorf("Voidborn %d Tactics %d Material %d", g.void[4], g.players[p].tactics, g.players[p].res[Material])
	}
	g.players[p].data = 2
	g.addData(p, 1)
	if g.players[p].data != 0 || g.players[p].pHI != 1 {
		t.Errorf("third Data cube: data %d pending HI %d", g.players[p].data, g.players[p].pHI)
	}
}

// breachGame returns a two-seat game at the start of the Breach, with an
// empty map.
func breachGame(t *testing.T, seed uint64) *State {
	g := setupDone(t, newGame(t, 2, seed, "medium"))
	clearMap(g)
	g.players[0].frigate, g.players[1].frigate = 0, 4
	return g
}

func TestV5Absorbers(t *testing.T) {
	g := breachGame(t, 21)
	g.void[1] = 3
	g.absorb[1] = 2
	g.place(ShipID(Zenor, Arkship), 1, false)
	g.startBreach()
	g.advance()
	expectAsk(t, g, askDamage, 0)
	play(t, g, txt(g, mvShip, int(ShipID(Zenor, Arkship))))
	if g.ships[ShipID(Zenor, Arkship)].damage != 1 || g.ask == askDamage && g.bSector == 1 {
		t.Errorf("3 Voidborn less 2 Absorbers must deal 1 Damage")
	}
	if g.absorb[1] != 0 {
		t.Errorf("Absorbers stay after the Breach")
	}
}

func TestV6Recall(t *testing.T) {
	g := setupDone(t, newGame(t, 3, 22, "medium"))
	g.players[0].tactics, g.players[1].tactics, g.players[2].tactics = 5, 5, 2
	g.players[0].stamp, g.players[1].stamp = 9, 4
	g.ships[ShipID(Fenrax, Dropship)].landed = true
	g.occ[3] = 0
	g.recall()
	g.advance()
	expectAsk(t, g, askFirst, 1)
	if g.occ[3] != noOne || g.ships[ShipID(Fenrax, Dropship)].landed {
		t.Errorf("Recall left figures or landed ships")
	}
	play(t, g, "first seat-3")
	if g.first != 2 {
		t.Errorf("first player %d", g.first)
	}
}

func TestV7Breach(t *testing.T) {
	g := breachGame(t, 23)
	g.void[3] = 2
	g.players[0].frigate, g.players[1].frigate = 8, 2 // Core A is 2 from Sector 4, Sector 3 is 1
	fighter, ark := ShipID(Shiveus, Fighter), ShipID(Shiveus, Arkship)
	g.place(fighter, 3, false)
	g.place(ark, 3, false)
	g.startBreach()
	g.advance()
	expectAsk(t, g, askDamage, 1)
	play(t, g, txt(g, mvShip, int(fighter)))
	play(t, g, txt(g, mvShip, int(fighter)))
	if g.ships[fighter].sector != -1 || g.housePower(Shiveus) != 1 {
		t.Errorf("the Fighter survived its second Damage: Power %d", g.housePower(Shiveus))
	}
	// Equal distance: the higher on the Tactics track decides.
	g = breachGame(t, 23)
	g.void[2] = 1
	g.place(ark, 2, false)
	g.players[0].frigate, g.players[1].frigate = 1, 3
	g.players[0].tactics, g.players[1].tactics = 1, 4
	g.startBreach()
	g.advance()
	expectAsk(t, g, askDamage, 1)
}

func TestV7Revenant(t *testing.T) {
	g := breachGame(t, 24)
	g.void[1], g.void[5] = 5, 3
	top := g.tiles[g.tileN-1]
	g.startBreach()
	evs := g.events
	g.events = nil
	g.advance()
	_ = evs
	if g.tileN != 7 || g.tilesDone != 1 || g.revDamage != 0 || !g.revIgnore && g.round == 1 {
		t.Errorf("tiles %d done %d Revenant %d", g.tileN, g.tilesDone, g.revDamage)
	}
	if !strings.Contains(texts(g, g.events), Tiles[top].Name) {
		t.Errorf("the top tile %s did not resolve:\n%s", Tiles[top].Name, texts(g, g.events))
	}
}

func TestV7Rift(t *testing.T) {
	g := breachGame(t, 25)
	g.void[2] = 1
	g.rift[2] = true
	civ, ark, fig := ShipID(Belitan, Civilian), ShipID(Belitan, Arkship), ShipID(Dunlork, Fighter)
	g.place(civ, 2, false)
	g.place(ark, 2, false)
	g.place(fig, 2, false)
	g.ships[fig].corrupt = true
	g.startBreach()
	g.advance()
	play(t, g, txt(g, mvShip, int(ark)))
	expectAsk(t, g, askCorruptShip, g.who)
	if got := strings.Join(legal(g), ","); got != txt(g, mvShip, int(ark)) {
		t.Errorf("Rift targets %s, want only the uncorrupted Arkship", got)
	}
	play(t, g, txt(g, mvShip, int(ark)))
	if !g.ships[ark].corrupt {
		t.Errorf("not corrupted")
	}
}

func TestV8Hyperjump(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 26, "medium"))
	g.jump = true
	g.sonarUp[0] = -1
	g.players[0].tactics, g.players[1].tactics = 11, 8
	g.players[0].captain = 2
	g.hyperjumpPhase()
	if g.players[0].pHI != 1 || g.players[0].pInf != 1 || g.players[1].pHI != 1 || g.players[1].pInf != 0 {
		t.Errorf("Tactics rewards %+v %+v", g.players[0], g.players[1])
	}
	if g.players[0].tactics != 2 || g.players[1].tactics != 0 {
		t.Errorf("Tactics after the jump %d %d", g.players[0].tactics, g.players[1].tactics)
	}
	if g.jump || !g.jumped {
		t.Errorf("marker still enabled")
	}
	// Shared step: the one previously higher goes to the bottom of the stack, which wins ties.
	for _, hi := range []int8{0, 1} {
		g = setupDone(t, newGame(t, 2, 26, "medium"))
		g.jump = true
		g.players[hi].tactics, g.players[1-hi].tactics = 9, 4
		g.hyperjumpPhase()
		if !g.tacticsAbove(hi, 1-hi) {
			t.Errorf("seat %d was higher and should win the tie after the jump", hi)
		}
	}
}

func TestV9Influence(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 27, "medium"))
	g.players[0].inf[Belitan], g.players[1].inf[Belitan] = 1, 1
	s := g.players[0].res[Science]
	g.gainInf(0, Belitan, 1)
	g.gainInf(1, Belitan, 1)
	if g.players[0].res[Science] != s+1 || !g.rewards[Belitan][0] {
		t.Errorf("the first to step 2 takes the Science")
	}
	g.gainInf(0, Belitan, 10)
	if g.players[0].inf[Belitan] != MaxInfluence {
		t.Errorf("Influence %d beyond the track", g.players[0].inf[Belitan])
	}
	g.gainInf(1, Novaris, 2)
	if g.players[1].pAbsR != 1 {
		t.Errorf("the Novaris reward is an Absorber to place")
	}
}

func TestV9Power(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 28, "medium"))
	clearMap(g)
	g.place(ShipID(Zenor, Arkship), 1, false)
	g.place(ShipID(Zenor, Civilian), 2, false)
	if g.housePower(Zenor) != 2 {
		t.Errorf("Power %d", g.housePower(Zenor))
	}
	g.colonyHouse = Zenor
	if g.housePower(Zenor) != 3 {
		t.Errorf("Colony Power %d", g.housePower(Zenor))
	}
}

func TestV10Final(t *testing.T) {
	g, _ := randomGame(t, 3, 29, "medium")
	for p := 0; p < 3; p++ {
		pl := &g.players[p]
		if !pl.revealed {
			t.Errorf("seat %d's agenda not revealed", p)
		}
		want := 0
		for h := 0; h < NumHouses; h++ {
			want += int(pl.inf[h]+pl.hi[h]) * g.housePower(h)
		}
		if l := g.lines(int8(p)); l[lnInfluence] != want {
			t.Errorf("Influence line %d, want %d", l[lnInfluence], want)
		}
		sum := 0
		for _, l := range g.Breakdown(rules.Seat(p)) {
			sum += l.Points
		}
		if sum != g.Score(rules.Seat(p)) {
			t.Errorf("breakdown %d, score %d", sum, g.Score(rules.Seat(p)))
		}
	}
	// Before the end, Hidden Influence does not count.
	g = setupDone(t, newGame(t, 2, 29, "medium"))
	g.players[0].hi = [NumHouses]int8{5}
	if g.lines(0)[lnInfluence] != int(g.players[0].inf[0])*g.housePower(0) {
		t.Errorf("Hidden Influence counted before the end")
	}
}

func TestV10Tie(t *testing.T) {
	g, _ := randomGame(t, 2, 30, "medium")
	// Make the scores equal by hand and compare Tactics.
	g.players[0] = g.players[1]
	g.players[0].tactics = g.players[1].tactics + 1
	if w := g.Winners(); w != rules.SeatsOf(0) {
		t.Errorf("winners %b, want seat 1 by Tactics", w)
	}
	g.players[0].tactics = g.players[1].tactics
	if w := g.Winners(); w != rules.SeatsOf(0, 1) {
		t.Errorf("winners %b, want both", w)
	}
}

func TestV11Captain(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 31, "medium"))
	p := g.who
	g.players[p].spec = Commander
	give(g, int(p), 0, 0, 3, 0)
	play(t, g, txt(g, mvAssign, 1, int(ShipID(Novaris, Arkship)), 0))
	play(t, g, "action promote")
	if g.players[p].captain != 1 {
		t.Fatalf("Promote: level %d", g.players[p].captain+1)
	}
	if c := captainTable[1]; c.floor != 1 || c.draw != 3 || c.choose != 2 {
		t.Errorf("level 2 row %+v", c)
	}
	// The Commander on the Revenant: Tactics +1 and, at level 2, Hidden Influence.
	g = setupDone(t, newGame(t, 2, 31, "medium"))
	p = g.who
	g.players[p].spec = Commander
	g.players[p].captain = 1
	play(t, g, txt(g, mvAssign, 0, int(SpaceDeploy), 0))
	if g.players[p].tactics != 1 || g.players[p].pHI != 1 {
		t.Errorf("Commander: Tactics %d pending HI %d", g.players[p].tactics, g.players[p].pHI)
	}
	// The Politician at level 2 may swap the Influence for Tactics and Hidden Influence.
	g = setupDone(t, newGame(t, 2, 31, "medium"))
	p = g.who
	g.players[p].spec = Politician
	g.players[p].captain = 1
	m := txt(g, mvAssign, 0, int(ShipID(Yarvek, Arkship)), 1)
	inf := g.players[p].inf[Yarvek]
	play(t, g, m)
	if g.players[p].inf[Yarvek] != inf || g.players[p].tactics != 1 {
		t.Errorf("Politician swap: Influence %d Tactics %d", g.players[p].inf[Yarvek], g.players[p].tactics)
	}
}

func TestV11CaptainLevels(t *testing.T) {
	// Politician, level 3: keep a second Hidden Influence card.
	g := setupDone(t, newGame(t, 2, 32, "medium"))
	p := g.who
	g.players[p].spec = Politician
	g.players[p].captain = 2
	hi := g.players[p].hiN
	play(t, g, txt(g, mvAssign, 0, int(SpaceFrigate+int(p)), 0))
	expectAsk(t, g, askKeep, p)
	if g.players[p].offerN != 3 {
		t.Fatalf("level 3 draws %d", g.players[p].offerN)
	}
	play(t, g, legal(g)[0])
	expectAsk(t, g, askKeep, p)
	if !hasMove(g, "done") {
		t.Errorf("the second keep is not optional")
	}
	play(t, g, legal(g)[1])
	if g.players[p].hiN != hi+2 || g.players[p].offerN != 0 {
		t.Errorf("Politician kept %d", g.players[p].hiN-hi)
	}
	// Politician: the action of another Arkship in the Sector.
	g = setupDone(t, newGame(t, 2, 32, "medium"))
	p = g.who
	clearMap(g)
	g.players[p].spec = Politician
	g.place(ShipID(Fenrax, Fighter), 2, false)
	g.place(ShipID(Yarvek, Arkship), 2, false)
	play(t, g, txt(g, mvAssign, 0, int(ShipID(Fenrax, Fighter)), 0))
	play(t, g, "stay")
	if !hasMove(g, txt(g, mvAction, int(ActAnalyze))) {
		t.Errorf("the Politician cannot take the Yarvek Arkship's action: %v", legal(g))
	}
	// Commander, level 3: discard Hidden Influence to build; level 4 may replace.
	g = setupDone(t, newGame(t, 2, 32, "medium"))
	p = g.who
	pl := &g.players[p]
	pl.spec = Commander
	pl.captain = 3
	pl.hi = [NumHouses]int8{Zenor: 1}
	pl.hiN = 1
	g.ships[ShipID(Zenor, Civilian)].sector = -1
	play(t, g, txt(g, mvAssign, 0, int(ShipID(Yarvek, Arkship)), 0))
	for g.ask != askBuild {
		play(t, g, legal(g)[0])
	}
	l := strings.Join(legal(g), ",")
	if !strings.Contains(l, txt(g, mvBuild, int(ShipID(Zenor, Civilian)))) || !strings.Contains(l, "replace") {
		t.Fatalf("Commander builds %s", l)
	}
	play(t, g, txt(g, mvBuild, int(ShipID(Zenor, Civilian))))
	expectAsk(t, g, askBuildAt, p)
	play(t, g, "sector sector-2")
	if g.ships[ShipID(Zenor, Civilian)].sector != 1 || pl.hiN != 0 {
		t.Errorf("build: sector %d, Hidden Influence %d", g.ships[ShipID(Zenor, Civilian)].sector, pl.hiN)
	}
}

func TestV5Reorganize(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 33, "medium"))
	clearMap(g)
	f := ShipID(Fenrax, Fighter)
	g.place(f, 2, false)
	g.place(ShipID(Belitan, Arkship), 4, false)
	g.void = [NumRing]int8{0, 0, 2, 3, 1, 0, 0, 0}
	play(t, g, txt(g, mvAssign, 1, int(ShipID(Belitan, Arkship)), 0))
	play(t, g, txt(g, mvAction, int(ActReorganize)))
	l := strings.Join(legal(g), ",")
	if l != txt(g, mvReorg, f, 1)+",done" {
		t.Errorf("Reorganize offers %s, want only Sector 2 (Sector 4 has more Voidborn)", l)
	}
	play(t, g, txt(g, mvReorg, f, 1))
	if strings.Contains(strings.Join(legal(g), ","), "reorganize "+shipWord(f)+" ") {
		t.Errorf("a ship moved twice by one Reorganize")
	}
}

func TestV10FinalViews(t *testing.T) {
	g, _ := randomGame(t, 3, 34, "medium")
	for p := rules.Seat(0); p < 3; p++ {
		v := g.View(p)
		for q := rules.Seat(0); q < 3; q++ {
			if v.Score(q) != g.Score(q) {
				t.Errorf("seat %d sees seat %d's final score as %d, want %d", p, q, v.Score(q), g.Score(q))
			}
		}
	}
}

func TestV11CaptainPlanets(t *testing.T) {
	// Scout, level 4: an occupied Planet, a Resource, a Voidborn and an Absorber.
	g := setupDone(t, newGame(t, 2, 35, "medium"))
	p := g.who
	clearMap(g)
	pl := &g.players[p]
	pl.spec, pl.captain = Scout, 3
	pl.frigate = 3
	g.planet[3] = 0
	g.landedBy[3] = int8(ShipID(Fenrax, Dropship))
	g.void[3] = 2
	play(t, g, txt(g, mvAssign, 0, int(SpaceFrigate+int(p)), 0))
	for g.ask != askMove {
		play(t, g, legal(g)[0])
	}
	play(t, g, "stay")
	play(t, g, txt(g, mvAction, int(ActLand)))
	play(t, g, "planet mining")
	if g.void[3] != 1 || g.absorb[3] != 1 || pl.pAny != 1 && g.ask != askAny {
		t.Errorf("Scout landing: Voidborn %d Absorbers %d pending %d", g.void[3], g.absorb[3], pl.pAny)
	}
	// Scientist, level 4: a Data cube, a Science, a draw and a Corruption removed.
	g = setupDone(t, newGame(t, 2, 35, "medium"))
	p = g.who
	pl = &g.players[p]
	pl.spec, pl.captain = Scientist, 3
	s := pl.res[Science]
	play(t, g, txt(g, mvAssign, 0, int(ShipID(Yarvek, Arkship)), 0))
	if pl.data != 1 || pl.res[Science] != s+1 {
		t.Errorf("Scientist: data %d Science %d", pl.data, pl.res[Science])
	}
	expectAsk(t, g, askCleanOwn, p)
	// Commander, level 4: replace another House's ship of the same kind.
	g = setupDone(t, newGame(t, 2, 35, "medium"))
	p = g.who
	clearMap(g)
	pl = &g.players[p]
	pl.spec, pl.captain = Commander, 3
	pl.hi[Zenor], pl.hiN = 1, 1
	g.place(ShipID(Fenrax, Fighter), 6, false)
	g.place(ShipID(Yarvek, Arkship), 2, false)
	play(t, g, txt(g, mvAssign, 0, int(ShipID(Yarvek, Arkship)), 0))
	for g.ask != askBuild {
		play(t, g, legal(g)[0])
	}
	play(t, g, txt(g, mvReplace, ShipID(Zenor, Fighter), ShipID(Fenrax, Fighter)))
	if g.ships[ShipID(Zenor, Fighter)].sector != 6 || g.ships[ShipID(Fenrax, Fighter)].sector != -1 {
		t.Errorf("replace: Zenor Fighter in %d", g.ships[ShipID(Zenor, Fighter)].sector)
	}
}

// TestV5CorruptionComesAfterTheAction proves the order of
// [V5.corruption]: Research on a corrupted Arkship resolves first, so its
// removal cannot cancel the Corruption the ship gives afterwards, and no
// removal is counted toward the Hidden Influence draw.
func TestV5CorruptionComesAfterTheAction(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 16, "medium"))
	p := g.who
	pl := &g.players[p]
	pl.comp = [NumCompartments]bool{}
	pl.removed = 2
	ark := ShipID(Shiveus, Arkship)
	g.ships[ark].corrupt = true
	play(t, g, txt(g, mvAssign, 1, int(ark), 0))
	play(t, g, "action research")
	for g.who == p && g.ask != askCorr && g.ask != askBonus {
		if g.ask == askCleanOwn {
			t.Fatalf("Research asks to remove a Corruption before the ship gives it")
		}
		play(t, g, legal(g)[0])
	}
	expectAsk(t, g, askCorr, p)
	play(t, g, legal(g)[0])
	for g.who == p && g.ask != askBonus {
		play(t, g, legal(g)[0])
	}
	if got := pl.corruption(); got != 1 {
		t.Errorf("Corruption on the board after Research on a corrupted ship: %d, want 1", got)
	}
	if pl.removed != 2 || pl.hiN != 1 {
		t.Errorf("removed %d, Hidden Influence %d; want 2 and 1 (nothing was removed)", pl.removed, pl.hiN)
	}
}

// tileOnTop puts Damage tile tile on top of the stack.
func tileOnTop(g *State, tile int8) {
	for i := int8(0); i < g.tileN; i++ {
		if g.tiles[i] == tile {
			g.tiles[i], g.tiles[g.tileN-1] = g.tiles[g.tileN-1], g.tiles[i]
		}
	}
}

// TestV7DamageTilesTellWhatTheyDo proves that the log of [V7.revenant]
// tells what a Damage tile changed: Beacon Failure's Voidborn, Hull
// Breach's Tactics for every seat, Drive Damage's cancelled Hyperjump.
func TestV7DamageTilesTellWhatTheyDo(t *testing.T) {
	find := func(name string) int8 {
		for i, tl := range Tiles {
			if tl.Name == name {
				return int8(i)
			}
		}
		t.Fatalf("no tile %s", name)
		return -1
	}
	cases := []struct {
		tile  string
		setup func(g *State)
		want  []string
	}{
		{"Beacon Failure", func(g *State) { g.rift[6] = true; g.void[6] = 2 },
			[]string{"1 Voidborn arrives at the Rift in Sector 7"}},
		{"Hull Breach", func(g *State) { g.players[0].tactics, g.players[1].tactics = 5, 1 },
			[]string{"seat 1 drops 2 on the Tactics track, to 3", "seat 2 drops 1 on the Tactics track, to 0"}},
		{"Drive Damage", func(g *State) { g.jump = true },
			[]string{"the Hyperjump marker turns back to Disabled"}},
	}
	for _, c := range cases {
		g := breachGame(t, 24)
		g.void[1] = 5
		tileOnTop(g, find(c.tile))
		c.setup(g)
		g.startBreach()
		g.events = nil
		g.advance()
		log := texts(g, g.events)
		if !strings.Contains(log, "the tile "+c.tile+" resolves") {
			t.Fatalf("%s did not resolve:\n%s", c.tile, log)
		}
		for _, w := range c.want {
			if !strings.Contains(log, w) {
				t.Errorf("%s: the log does not say %q:\n%s", c.tile, w, log)
			}
		}
	}
}

// TestV4SpawnSaysNoneNotMinusOne proves that the solo Spawn roll of
// [S8.hyperjump] (the large number counts one less) never spawns or
// prints a negative number of Voidborn when the die shows none there.
func TestV4SpawnSaysNoneNotMinusOne(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		g := newGame(t, 1, seed, "easy")
		for g.ask != askAssign || g.who != 0 {
			play(t, g, legal(g)[0])
		}
		g.void = [NumRing]int8{}
		g.rift = [NumRing]bool{true, true, true, true, true, true, true, true}
		g.jumped = false
		g.events = nil
		g.sonarPhase()
		log := texts(g, g.events)
		if strings.Contains(log, "-") {
			t.Fatalf("seed %d: a negative spawn:\n%s", seed, log)
		}
		if strings.Contains(log, "spawns no Voidborn") {
			return
		}
	}
	t.Fatal("no seed gives a spawn of none")
}

// TestRefusalSaysWhatIsAsked proves that a refused move says what the
// game asks and why the move does not answer it.
func TestRefusalSaysWhatIsAsked(t *testing.T) {
	g := setupDone(t, newGame(t, 2, 16, "medium"))
	p := g.who
	ark := ShipID(Shiveus, Arkship)
	g.occ[ark] = (1 - p) * 3
	_, err := g.Apply(mv(mvAssign, 1, int16(ark), 0))
	if err == nil {
		t.Fatal("a taken space is accepted")
	}
	for _, w := range []string{"the Shiveus Arkship already holds a Crew figure", "Place a Crew figure on a free action space of a ship on the map."} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("refusal %q does not say %q", err, w)
		}
	}
	_, err = g.Apply(mv(mvCorrupt, BonusTactics))
	if err == nil {
		t.Fatal("a Corruption is accepted when none is asked")
	}
	for _, w := range []string{"Place a Crew figure on a free action space of a ship on the map.", "places a Corruption on a Compartment", "not what is asked"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("refusal %q does not say %q", err, w)
		}
	}
}
