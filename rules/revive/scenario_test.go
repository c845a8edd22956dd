package revive

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"starboard/rules"
)

func TestS1Setup(t *testing.T) {
	for seats := 1; seats <= 4; seats++ {
		s := newScene(t, seats, uint64(seats)).s
		tribesSeen, cardsSeen := map[int8]bool{}, map[int8]bool{}
		for p := int8(0); p < s.seats; p++ {
			ps := &s.seat[p]
			if ps.res != [numRes]int8{1, 1, 1, 1} || ps.energy != 1 {
				t.Errorf("%d seats: seat %d starts with %v and %d energy", seats, p, ps.res, ps.energy)
			}
			if want := SeatHeadStart * int16(p); ps.vp != want {
				t.Errorf("%d seats: seat %d starts on %d points, want %d (%d per seat before it)", seats, p, ps.vp, want, SeatHeadStart)
			}
			active, resting := 0, 0
			for k := range NumStartCards {
				c := NumCitizens + int(p)*NumStartCards + k
				switch {
				case s.cardOwner[c] != p:
					t.Errorf("starting card %d not owned by seat %d", c, p)
				case s.cardLoc[c] == inActive:
					active++
				case s.cardLoc[c] == inResting:
					resting++
				}
			}
			if active != 3 || resting != 3 {
				t.Errorf("seat %d: %d active, %d resting, want 3 and 3", p, active, resting)
			}
			tribesSeen[ps.tribe] = true
			cardsSeen[ps.scoring] = true
		}
		if len(tribesSeen) != seats || len(cardsSeen) != seats {
			t.Errorf("%d seats: tribes %v, scoring cards %v are not all different", seats, tribesSeen, cardsSeen)
		}
		// Solo two locations of one, two seats three of two, three seats
		// two of three and two of two, four seats four of three.
		if want := [5]int{0, 2, 6, 10, 12}[seats]; int(s.majorN) != want {
			t.Errorf("%d seats: %d major artifacts, want %d", seats, s.majorN, want)
		}
		for i, c := range s.display {
			if c < 0 || s.modShow[i] < 0 {
				t.Errorf("display place %d empty", i)
			}
		}
		if s.ToMove() != 0 {
			t.Errorf("seat %s starts", s.ToMove())
		}
	}
}

func TestS2Map(t *testing.T) {
	s := newScene(t, 2, 1).s
	sizes := map[int]int{}
	for f, fp := range footprints {
		if f >= NumStartTiles {
			sizes[len(fp.Hexes)]++
		}
		// Each footprint is connected.
		seen := map[int16]bool{fp.Hexes[0]: true}
		queue := []int16{fp.Hexes[0]}
		for len(queue) > 0 {
			h := queue[0]
			queue = queue[1:]
			for _, n := range neighbours(h) {
				if !seen[n] && hexes[n].Tile == int8(f) {
					seen[n] = true
					queue = append(queue, n)
				}
			}
		}
		if len(seen) != len(fp.Hexes) {
			t.Errorf("footprint %d is not connected", f)
		}
		known := s.explored&(1<<uint(f)) != 0
		if known != (f < NumStartTiles) {
			t.Errorf("footprint %d face up = %v", f, known)
		}
	}
	if len(footprints) != NumStartTiles+NumAreaTiles || sizes[4] != 19 || sizes[5] != 6 {
		t.Errorf("%d footprints, area sizes %v", len(footprints), sizes)
	}
	if s.terrain[chasmHex] != Chasm || hexes[chasmHex].Q != 0 || hexes[chasmHex].R != 0 {
		t.Error("the chasm is not in the middle")
	}
	for _, h := range largeHexes {
		if s.terrain[h] != Large {
			t.Errorf("large location h%d is %s", h, s.terrain[h])
		}
	}
	if NumHexes != 1+4+5*4+19*4+6*5 {
		t.Errorf("%d spaces", NumHexes)
	}
}

func TestT1Turn(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	if !sc.legal("hibernate") || sc.legal("end") {
		t.Fatal("a turn starts with hibernate offered and end not")
	}
	s.seat[0].res[Crystal] = 0
	s.seat[0].ability = 0
	sc.do("switch gear")
	if sc.legal("hibernate") || !sc.legal("end") {
		t.Fatal("after an action: end, not hibernate")
	}
	// The same action twice is allowed: two cards.
	var played []int
	for c := range NumCards {
		if s.cardOwner[c] == 0 && s.cardLoc[c] == inActive {
			played = append(played, c)
		}
	}
	sc.do(s.MoveText(mv(mvPlay, int16(played[0]), 0, int16(halfTop))))
	// Two actions and no free action left (no crystal, no ability, no
	// unlocked machine, no crate): the turn passes by itself.
	if s.seat[0].crateN == 0 && !s.hasFree(0) && s.ToMove() != 1 {
		t.Fatalf("after two actions, %s is to move", s.ToMove())
	}
	if s.ToMove() == 0 && sc.hasPrefix("play") {
		t.Fatal("a third action is offered")
	}
}

func TestT2Free(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	s.seat[0].res[Crystal] = 3
	sc.give(0, cardID(t, "Forager", 0))
	sc.do("trade food") // before any action
	sc.do("switch gear")
	sc.refused("switch book") // the switch is down
	sc.do("trade gear")       // between actions
	sc.do("play #" + itoa(cardID(t, "Forager", 0)) + " s1 top")
	if s.ToMove() != 0 || !sc.legal("trade book") {
		t.Fatal("no free action after the second action")
	}
	sc.do("end")
	sc.do("hibernate")
	sc.until("turn")
	if s.ToMove() != 0 {
		t.Error("free actions after hibernating")
	}
}

func TestA1Play(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	forager := cardID(t, "Forager", 0)
	sc.give(0, forager)
	s.seat[0].res[Food] = 0
	if sc.hasPrefix("play #" + itoa(forager) + " s5") {
		t.Fatal("the side slot is offered without its technology")
	}
	sc.do("play #" + itoa(forager) + " s1 top")
	if s.seat[0].res[Food] != 2 {
		t.Errorf("food %d after the Forager's top half, want 2", s.seat[0].res[Food])
	}
	if sc.legal("play #"+itoa(forager)+" s3 bottom") || sc.hasPrefix("play #"+itoa(forager)) {
		t.Error("a played card is offered again")
	}
	miner := cardID(t, "Miner", 0)
	sc.give(0, miner)
	if sc.legal("play #"+itoa(miner)+" s1 top") || !sc.legal("play #"+itoa(miner)+" s3 bottom") {
		t.Error("the slots do not show their halves")
	}
	s.seat[0].techs |= 1 << fifthSlotTech
	if !sc.legal("play #"+itoa(miner)+" s5 top") || !sc.legal("play #"+itoa(miner)+" s5 bottom") {
		t.Error("the side slot does not offer both halves")
	}
	sc.do("play #" + itoa(miner) + " s3 bottom")
	if s.seat[0].track[Red] != 1 {
		t.Errorf("red track %d after the Miner's bottom half, want 1", s.seat[0].track[Red])
	}
}

func TestA2Under(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	diviner, keeper := cardID(t, "Diviner", 0), cardID(t, "Fountain Keeper", 0)
	forager, archivist := cardID(t, "Forager", 0), cardID(t, "Archivist", 0)
	for _, c := range []int{diviner, keeper, forager, archivist} {
		sc.give(0, c)
	}
	s.seat[0].res = [numRes]int8{0, 0, 0, 0}
	s.seat[0].energy = 0
	s.seat[0].ability = 0
	sc.do("play #" + itoa(diviner) + " s1 top")
	if !sc.legal("play #" + itoa(keeper) + " s1 top") {
		t.Fatal("no card may slide under the Diviner's slot symbol")
	}
	sc.do("play #" + itoa(keeper) + " s1 top")
	// Both blue: the Fountain Keeper's 2 energy and the Diviner's crystal again.
	if s.seat[0].energy != 2 || s.seat[0].res[Crystal] != 2 {
		t.Errorf("energy %d, crystals %d; want 2 and 2", s.seat[0].energy, s.seat[0].res[Crystal])
	}
	sc.do("end")
	sc.do("hibernate") // seat 2
	sc.until("turn")
	sc.do("hibernate") // seat 1: the slots empty
	sc.until("turn")
	sc.do("hibernate") // seat 2
	sc.until("turn")
	food, books := s.seat[0].res[Food], s.seat[0].res[Book]
	sc.do("play #" + itoa(archivist) + " s1 top")
	sc.do("play #" + itoa(forager) + " s1 top")
	// Yellow over green: only the Forager fires.
	if s.seat[0].res[Food] != food+2 || s.seat[0].res[Book] != books+1 {
		t.Errorf("food %d, books %d; want %d and %d", s.seat[0].res[Food], s.seat[0].res[Book], food+2, books+1)
	}
	if sc.hasPrefix("play #") && sc.legal("play #"+itoa(diviner)+" s1 top") {
		t.Error("a card slides under a card without the slot symbol")
	}
}

func TestA3Modules(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	forager := cardID(t, "Forager", 0)
	sc.give(0, forager)
	s.seat[0].res[Food] = 0
	s.seat[0].module[0][1] = 0 // green, 1 food, on a space without the symbol
	s.seat[0].module[0][2] = 6 // red, 1 food: no match
	sc.do("play #" + itoa(forager) + " s1 top")
	if s.seat[0].res[Food] != 3 {
		t.Errorf("food %d, want 2 from the card and 1 from the green module", s.seat[0].res[Food])
	}
	// A module placed on the activation space fires at once; the one
	// there is discarded.
	s.seat[0].owesModule = 1
	s.seat[0].module[0][0] = 5
	shown := s.modShow[0]
	sc.do("module 1")
	if s.seat[0].held != shown || s.modShow[0] < 0 {
		t.Fatalf("held %d, want %d, display refilled %d", s.seat[0].held, shown, s.modShow[0])
	}
	evs := sc.do("place s1 1")
	if s.seat[0].module[0][0] != shown || s.modOut&(1<<5) == 0 {
		t.Error("the module is not placed, or the old one not discarded")
	}
	if len(kinds(evs, EvGain)) == 0 && modules[shown].Effect != (Gain{}) {
		t.Error("a module on the activation space gives nothing")
	}
}

func TestA4Build(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	h := sc.findHex(Sand, func(h int16) bool { return s.dist[0][h] == 1 })
	s.seat[0].res = [numRes]int8{2, 0, 0, 0}
	if sc.legal("build h" + itoa(int(h)) + " small") {
		t.Fatal("a small building for 2 gear")
	}
	s.seat[0].res = [numRes]int8{2, 0, 0, 1}
	if !sc.legal("build h"+itoa(int(h))+" small") || sc.legal("build h"+itoa(int(h))+" big") {
		t.Fatal("a crystal does not stand in for the third gear, or a big building is offered")
	}
	sc.do("build h" + itoa(int(h)) + " small")
	if s.seat[0].res[Gear] != 0 || s.seat[0].res[Crystal] > 1 || s.building[h] != 1 || s.seat[0].small != SmallBuildings-1 {
		t.Errorf("after building: %v, building %d", s.seat[0].res, s.building[h])
	}
	s.seat[0].res = resCap
	if sc.legal("build h" + itoa(int(h)) + " big") {
		t.Error("two buildings on one space")
	}
}

func TestA5Buildfx(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	h := sc.findHex(Sand, func(h int16) bool { return s.dist[0][h] == 1 })
	nb := neighbours(h)
	// Lay out the neighbours: two forests, a mountain, a crystal, the rest sand.
	plan := []Terrain{Forest, Forest, Mountain, CrystalSite}
	k := 0
	for _, n := range nb {
		if n == chasmHex {
			continue
		}
		if k < len(plan) {
			sc.setTerrain(n, plan[k])
			k++
		} else {
			sc.setTerrain(n, Sand)
		}
	}
	s.seat[0].res = [numRes]int8{6, 0, 0, 0}
	sc.do("build h" + itoa(int(h)) + " big")
	ps := &s.seat[0]
	if ps.track[Green] != 4 || ps.track[Red] != 2 || ps.res[Crystal] != 1 {
		t.Errorf("big building beside two forests, a mountain and a crystal: tracks %v, crystals %d", ps.track, ps.res[Crystal])
	}
	// Water: the bonus once per player per tile.
	sc2 := newScene(t, 2, 1)
	s2 := sc2.s
	var water int16 = -1
	for f := range NumStartTiles {
		for _, w := range footprints[f].Hexes {
			if s2.terrain[w] == Water {
				water = w
			}
		}
	}
	var sands []int16
	for h := range int16(NumHexes) {
		if s2.terrain[h] != Sand {
			continue
		}
		for _, n := range neighbours(h) {
			if n == water {
				sands = append(sands, h)
			}
		}
	}
	if len(sands) < 1 {
		t.Fatal("no sand beside the water")
	}
	f := hexes[water].Tile
	bonus := tileDesign(s2.tileAt[f]).Water
	s2.seat[0].res = resCap
	s2.seat[0].res[Food], s2.seat[0].res[Book], s2.seat[0].res[Gear] = 0, 0, 6
	s2.seat[0].energy = 0
	evs := sc2.do("build h" + itoa(int(sands[0])) + " small")
	got := false
	for _, e := range kinds(evs, EvGain) {
		if e.A == srcWater && e.B == int16(f) {
			got = true
		}
	}
	if !got || s2.seat[0].water&(1<<uint(f)) == 0 {
		t.Errorf("no water bonus (%s) from building beside the water", bonus)
	}
	s2.seat[0].res = resCap
	s2.seat[0].water |= 1 << uint(f)
	if len(sands) > 1 {
		evs = sc2.do("build h" + itoa(int(sands[1])) + " small")
		for _, e := range kinds(evs, EvGain) {
			if e.A == srcWater && e.B == int16(f) {
				t.Error("the water bonus twice")
			}
		}
	}
}

func TestA6Range(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	if s.dist[0][chasmHex] != 0 {
		t.Fatal("without pieces, range counts from the chasm")
	}
	for h := range int16(NumHexes) {
		d := s.dist[0][h]
		if d <= 0 {
			continue
		}
		ok := false
		for _, n := range neighbours(h) {
			if s.dist[0][n] == d-1 && (s.terrain[n] != Unknown) {
				ok = true
			}
		}
		if !ok {
			t.Errorf("h%d at %d steps has no explored neighbour one step nearer", h, d)
		}
	}
	// A sand space three steps away costs two food.
	h := sc.findHex(Sand, func(h int16) bool { return s.dist[0][h] == 3 })
	if c := s.buildCost(0, false, s.dist[0][h]); c[Food] != 2 {
		t.Errorf("range cost %d food, want 2", c[Food])
	}
	// Once a piece stands, range counts from it.
	far := sc.findHex(Sand, func(h int16) bool { return s.dist[0][h] == 3 })
	s.building[far] = 1
	s.mapChanged()
	if s.dist[0][far] != 0 || s.dist[0][chasmHex] == 0 {
		t.Error("range does not count from the player's piece")
	}
}

func TestA7Explore(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	sc.rich(0)
	var f int16 = -1
	for _, m := range s.Legal(nil) {
		if m.Kind == mvExplore {
			f = m.A
			break
		}
	}
	if f < 0 {
		t.Fatal("nothing to explore")
	}
	back := tileBacks[s.back[f]]
	evs := sc.do("explore f" + itoa(int(f)))
	if len(kinds(evs, EvPay)) != 1 {
		t.Error("no payment")
	}
	paid := kinds(evs, EvPay)[0]
	if paid.A < int16(back.Cost.Res[Gear]) || paid.B < int16(back.Cost.Res[Book]) || paid.C < int16(back.Cost.Res[Food]) {
		t.Errorf("paid %v, the back costs %s", paid, back.Cost)
	}
	if s.Prompt().Kind != "citizen" && s.seat[0].owesRes == 0 && s.seat[0].owesTrack == 0 && s.seat[0].owesModule == 0 {
		t.Fatalf("prompt %q after exploring", s.Prompt().Kind)
	}
	for s.Prompt().Kind != "citizen" {
		sc.do(s.MoveText(s.Legal(nil)[0]))
	}
	taken := s.display[2]
	sc.do("citizen 3")
	if s.cardOwner[taken] != 0 || s.cardLoc[taken] != inActive || s.display[2] < 0 || s.display[2] == taken {
		t.Error("the citizen card is not in the active area, or the display is not refilled")
	}
	if s.Prompt().Kind != "rotate" || !s.known(int8(f)) {
		t.Errorf("prompt %q, tile face up %v", s.Prompt().Kind, s.known(int8(f)))
	}
	// Other seats see the flipped tile too.
	if v := s.View(1).(*State); v.tileAt[f] != s.tileAt[f] {
		t.Error("the flipped tile is hidden from the others")
	}
}

func TestA8Reveal(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	sc.rich(0)
	// Seat 2's building stands beside an unexplored footprint.
	var f int8 = -1
	var h int16 = -1
	for x := range int16(NumHexes) {
		if s.terrain[x] != Sand {
			continue
		}
		for _, n := range neighbours(x) {
			if t := hexes[n].Tile; t >= NumStartTiles && !s.known(t) && f < 0 {
				f, h = t, x
			}
		}
	}
	s.building[h] = 1 + 2*1
	s.mapChanged()
	sc.do("explore f" + itoa(int(f)))
	for s.Prompt().Kind != "rotate" {
		sc.do(s.MoveText(s.Legal(nil)[0]))
	}
	n := len(s.Legal(nil))
	if n < 1 || n > len(footprints[f].Hexes) {
		t.Errorf("%d rotations offered", n)
	}
	evs := sc.do("rotate 0")
	var want [numTracks]int8
	for _, x := range footprints[f].Hexes {
		for _, y := range neighbours(x) {
			if y == h {
				if tr := s.terrain[x]; tr >= Forest && tr <= Field {
					want[tr-Forest]++
				}
			}
		}
	}
	if s.seat[1].track != want {
		t.Errorf("seat 2's tracks %v after the tile turned, want %v (events %v)", s.seat[1].track, want, evs)
	}
	if s.explored&(1<<uint(f)) == 0 {
		t.Error("the tile is not face up")
	}
}

func TestA9Populate(t *testing.T) {
	sc := newScene(t, 3, 1)
	s := sc.s
	sc.rich(0)
	city := sc.findHex(City, func(h int16) bool { return s.dist[0][h] >= 1 })
	for _, tech := range []string{"t1.1", "t1.2", "t1.3"} {
		if !sc.legal("populate " + tech + " h" + itoa(int(city))) {
			t.Errorf("the first meeple may not come from %s", tech)
		}
	}
	if sc.hasPrefix("populate t2") {
		t.Error("a second-row meeple first")
	}
	s.meeples[city] = 1 << 1 // seat 2 is there
	s.mapChanged()
	cost := s.populateCost(0, 0, city, s.dist[0][city])
	sc.do("populate t1.1 h" + itoa(int(city)))
	if cost[Food] != rangeCost(s.dist[0][city])+tribes[s.seat[0].tribe].Tree[0][0].Cost.Res[Food]+1 {
		t.Errorf("population cost missing: %v", cost)
	}
	if s.meeples[city]&1 == 0 || s.seat[0].techs != 1 {
		t.Fatal("the meeple is not placed")
	}
	sc.until("turn")
	s.seat[0].res = [numRes]int8{5, 5, 5, 2}
	if !sc.hasPrefix("populate t1.2") || sc.hasPrefix("populate t1.3") || !sc.hasPrefix("populate t2.1") {
		t.Errorf("after t1.1: %v", sc.legalTexts())
	}
	if sc.legal("populate t1.2 h" + itoa(int(city))) {
		t.Error("a second meeple of the player on one space")
	}
}

func TestA10Switch(t *testing.T) {
	sc := newScene(t, 1, 1)
	s := sc.s
	s.seat[0].res[Crystal] = 0
	sc.do("switch book")
	if s.seat[0].res[Book] != 2 || !s.seat[0].switched {
		t.Fatal("the switch gives no book")
	}
	if sc.hasPrefix("switch") {
		t.Fatal("the switch twice")
	}
	sc.do("end")
	sc.do("hibernate")
	sc.do("reward 1")
	if s.seat[0].switched || !sc.hasPrefix("switch") {
		t.Error("hibernation does not put the switch back up")
	}
}

func TestM1Track(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	s.advance(0, int(Green), 3)
	if s.seat[0].unlocked != 1 || s.seat[0].progress != 1 {
		t.Fatalf("unlocked %b, progress %d after green 3", s.seat[0].unlocked, s.seat[0].progress)
	}
	s.advance(0, int(Green), 6) // to 9: the "?" space at 7, and green's side of the green-red space
	if s.Prompt().Kind != "token" {
		t.Fatalf("prompt %q, want a machine token", s.Prompt().Kind)
	}
	tok := s.tokShow[Green][1]
	sc.do("token green 2")
	if s.seat[0].token[1] != tok || s.tokShow[Green][1] < 0 {
		t.Error("the token is not on its space, or the display not refilled")
	}
	// The space between green and red needs both markers.
	if s.seat[0].unlocked&(1<<12) != 0 {
		t.Fatal("the green-red space unlocked with one marker")
	}
	s.advance(0, int(Red), 9)
	if s.seat[0].unlocked&(1<<12) == 0 {
		t.Error("the green-red space did not unlock with both markers")
	}
}

func TestF1Machine(t *testing.T) {
	sc := newScene(t, 1, 1)
	s := sc.s
	s.advance(0, int(Green), 3)
	s.seat[0].res[Food] = 0
	sc.do("machine m1")
	if s.seat[0].res[Food] != 1 || s.seat[0].energy != 0 || s.seat[0].onMach != 1 {
		t.Fatalf("after the machine: food %d, energy %d+%d", s.seat[0].res[Food], s.seat[0].energy, s.seat[0].onMach)
	}
	s.seat[0].energy = 1
	if sc.legal("machine m1") {
		t.Fatal("a machine twice before hibernating")
	}
	sc.do("hibernate")
	sc.do("reward 1")
	if s.seat[0].energy != 2 || !sc.legal("machine m1") {
		t.Error("hibernation does not take the energy back")
	}
}

func TestF2Crate(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	s.drawCrate(0)
	c := s.seat[0].crates[0]
	if v := s.View(1).(*State); v.seat[0].crates[0] != -1 || v.seat[0].crateN != 1 {
		t.Error("another player sees the closed crate")
	}
	if v := s.View(0).(*State); v.seat[0].crates[0] != c {
		t.Error("the owner cannot look at the crate")
	}
	sc.do("crate #" + itoa(int(c)))
	if s.seat[0].crateN != 0 || s.opened&(1<<uint(c)) == 0 {
		t.Error("the crate is not opened")
	}
}

func TestF3Trade(t *testing.T) {
	sc := newScene(t, 1, 1)
	s := sc.s
	s.seat[0].res = [numRes]int8{1, 1, 6, 1}
	if sc.legal("trade food") || !sc.legal("trade gear") {
		t.Fatal("trade offers a full resource, or not an open one")
	}
	sc.do("trade gear")
	if s.seat[0].res != [numRes]int8{2, 1, 6, 0} {
		t.Errorf("after the trade: %v", s.seat[0].res)
	}
}

func TestF4Ability(t *testing.T) {
	sc := newScene(t, 1, 1)
	s := sc.s
	for i := range abilityUses {
		sc.do("ability")
		for s.Prompt().Kind != "turn" {
			sc.do(s.MoveText(s.Legal(nil)[0]))
		}
		if int(s.seat[0].ability) != abilityUses-1-i || int(s.seat[0].progress) < i+1 {
			t.Fatalf("use %d: %d left, progress %d", i+1, s.seat[0].ability, s.seat[0].progress)
		}
	}
	if sc.legal("ability") {
		t.Error("a fourth use")
	}
}

func TestR1Caps(t *testing.T) {
	sc := newScene(t, 1, 1)
	s := sc.s
	s.seat[0].res = [numRes]int8{6, 6, 5, 3}
	s.gain(0, srcCrate, 0, gain("2f"))
	if s.seat[0].res[Food] != 6 {
		t.Errorf("food %d, want 6", s.seat[0].res[Food])
	}
	s.gain(0, srcCrate, 0, gain("k"))
	if s.Prompt().Kind != "resource" {
		t.Errorf("a crystal over the cap asks %q", s.Prompt().Kind)
	}
	s.seat[0].res = [numRes]int8{6, 5, 6, 3}
	sc.do("choose book")
	if s.seat[0].res[Book] != 6 {
		t.Errorf("book %d", s.seat[0].res[Book])
	}
	s.seat[0].energy = EnergyCap - 1
	s.gain(0, srcCrate, 0, gain("2e"))
	if s.seat[0].energy != EnergyCap {
		t.Errorf("energy %d, want %d", s.seat[0].energy, EnergyCap)
	}
}

func TestH1Hibernate(t *testing.T) {
	sc := newScene(t, 1, 1)
	s := sc.s
	var active, resting []int
	for c := range NumCards {
		if s.cardOwner[c] == 0 {
			if s.cardLoc[c] == inActive {
				active = append(active, c)
			} else {
				resting = append(resting, c)
			}
		}
	}
	sc.do("play #" + itoa(active[0]) + " s1 top")
	sc.do("switch gear")
	for s.Prompt().Kind != "turn" || s.acts != 0 {
		sc.do(s.MoveText(s.Legal(nil)[len(s.Legal(nil))-1]))
	}
	for s.Prompt().Kind != "turn" || s.acts != 0 {
		sc.do(s.MoveText(s.Legal(nil)[0]))
	}
	sc.do("hibernate")
	if s.seat[0].switched {
		t.Error("the switch is still down")
	}
	if s.cardLoc[active[0]] != inResting || s.seat[0].slotN[0] != 0 {
		t.Error("the played card did not go to rest")
	}
	for _, c := range resting {
		if s.cardLoc[c] != inActive {
			t.Error("a resting card did not come back")
		}
	}
	if s.cardLoc[active[1]] != inActive {
		t.Error("an unplayed card left the active area")
	}
}

func TestH2Track(t *testing.T) {
	sc := newScene(t, 1, 1)
	s := sc.s
	// One major artifact on each large location, so that the game outlasts
	// the sixth hibernation (solo has only two).
	s.majorAt = [4][3]int8{{0, -1, -1}, {1, -1, -1}, {2, -1, -1}, {3, -1, -1}}
	s.majorN = 4
	for i := 1; i <= 6; i++ {
		sc.do("hibernate")
		if n := len(s.Legal(nil)); n != min(i, 5) {
			t.Errorf("hibernation %d: %d rewards offered", i, n)
		}
		sc.do("reward " + itoa(min(i, 5)))
		sc.until("turn", "remove")
		if i >= 5 {
			if s.Prompt().Kind != "remove" {
				t.Fatalf("hibernation %d on the fifth space: prompt %q", i, s.Prompt().Kind)
			}
			before := s.majorN
			sc.do(s.MoveText(s.Legal(nil)[0]))
			if s.majorN != before-1 {
				t.Error("no major artifact removed")
			}
			sc.until("turn")
		}
	}
}

func TestX1Artifacts(t *testing.T) {
	sc := newScene(t, 4, 1)
	s := sc.s
	s.seat[0].res = [numRes]int8{5, 5, 5, 2}
	l := 0
	s.building[largeHexes[l]^0] = 0
	// Stand next to the large location.
	for _, n := range neighbours(largeHexes[l]) {
		if s.terrain[n] == Unknown {
			sc.setTerrain(n, Sand)
		}
		s.building[n] = 1
	}
	s.mapChanged()
	s.majorAt[l] = [3]int8{0, 2, 2}
	sc.do("populate t1.1 h" + itoa(int(largeHexes[l])))
	sc.until("artifact")
	if s.Prompt().Kind != "artifact" || len(s.Legal(nil)) != 2 {
		t.Fatalf("prompt %q with %v", s.Prompt().Kind, sc.legalTexts())
	}
	sc.do("artifact L1 yellow")
	if s.seat[0].major[Yellow] != 1 || s.majorAt[l] != [3]int8{0, -1, 2} {
		t.Errorf("major %v, left %v", s.seat[0].major, s.majorAt[l])
	}
	// Populating there again (another player's turn aside) gives no second
	// artifact; building beside another large location gives one.
	if s.seat[0].claimed != 1 {
		t.Errorf("claimed %b, want the first large location", s.seat[0].claimed)
	}
	sc3 := newScene(t, 2, 1)
	s3 := sc3.s
	l3 := 1
	var beside int16 = -1
	for _, n := range neighbours(largeHexes[l3]) {
		sc3.setTerrain(n, Sand)
		beside = n
	}
	for _, n := range neighbours(beside) {
		if n != largeHexes[l3] && s3.terrain[n] == Unknown {
			sc3.setTerrain(n, Sand)
		}
	}
	for _, n := range neighbours(beside) {
		if n != largeHexes[l3] && s3.terrain[n] == Sand {
			s3.building[n] = 1 // seat 1's piece, for the range
			break
		}
	}
	s3.mapChanged()
	s3.majorAt[l3] = [3]int8{1, 1, -1}
	s3.majorN = 2
	s3.seat[0].res = [numRes]int8{5, 0, 5, 0}
	sc3.do("build h" + itoa(int(beside)) + " small")
	sc3.until("turn")
	if s3.seat[0].major[Red] != 1 || s3.seat[0].claimed != 1<<uint(l3) {
		t.Errorf("building beside a large location: majors %v, claimed %b", s3.seat[0].major, s3.seat[0].claimed)
	}
	// A ruin's first meeple takes a minor artifact.
	sc2 := newScene(t, 2, 1)
	s2 := sc2.s
	sc2.rich(0)
	ruin := hexAt(t, 1, 0)
	sc2.setTerrain(ruin, Ruin)
	sc2.do("populate t1.1 h" + itoa(int(ruin)))
	if s2.seat[0].minorN != 1 || s2.seat[0].minorVP < 2 {
		t.Errorf("minor artifacts %d worth %d", s2.seat[0].minorN, s2.seat[0].minorVP)
	}
}

func TestE1End(t *testing.T) {
	sc := newScene(t, 3, 1)
	s := sc.s
	for l := range 4 {
		s.majorAt[l] = [3]int8{-1, -1, -1}
	}
	s.majorAt[2][0] = int8(Blue)
	s.majorN = 1
	s.seat[0].hib = 4
	sc.do("hibernate")
	sc.do("reward 1")
	evs := sc.do("remove L3 blue")
	if len(kinds(evs, EvEndTile)) != 1 || !s.seat[0].endTile {
		t.Fatal("the last artifact removed gives no end-game tile")
	}
	if s.Over() || s.ToMove() != 1 {
		t.Fatalf("after the trigger: over %v, %s to move", s.Over(), s.ToMove())
	}
	sc.do("hibernate")
	sc.do("reward 1")
	if s.Over() || s.ToMove() != 2 {
		t.Fatal("the third player has no last turn")
	}
	sc.do("hibernate")
	sc.do("reward 1")
	if !s.Over() || s.ToMove() != rules.NoSeat {
		t.Error("the game goes on after everyone's last turn")
	}
}

func TestE2Score(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	ps := &s.seat[0]
	ps.vp = 7
	ps.progress = 3      // 0 + 0 + 1
	ps.unlocked = 1 << 3 // green's last space
	sc.give(0, cardID(t, "Woodwarden", 0))
	sc.give(0, cardID(t, "Grove Singer", 0))
	ps.techs = 1<<0 | 1<<3 // 1 + 2
	s.meeples[largeHexes[0]] = 1
	ps.minorVP = 5
	ps.res = [numRes]int8{3, 3, 3, 2} // 11: 2 points
	ps.endTile = true
	ps.major = [numColours]int8{}
	l := s.lines(0)
	want := [numLines]int{7, 1, 4, 0, 3, int(largeTiles[s.large[0]].VP), 5, 2, EndTileVP}
	if l != want {
		t.Errorf("lines %v, want %v", l, want)
	}
	sum := 0
	for _, b := range s.Breakdown(0) {
		sum += b.Points
	}
	if sum != s.Score(0) {
		t.Error("the breakdown does not add up")
	}
}

func TestE3Artifact(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	ps := &s.seat[0]
	ps.scoring = 0 // green: the points track, red: the machine track bonus
	ps.vp = 20
	ps.unlocked = 1 << 3 // green's last space
	sc.give(0, cardID(t, "Woodwarden", 0))
	ps.major = [numColours]int8{2, 1, 0, 0}
	if got := s.lines(0)[lnArtifactCard]; got != 2*CategoryCap+2 {
		t.Errorf("artifact card %d, want 2 x %d (the points track, capped) + 2 (the machine bonus)", got, CategoryCap)
	}
	if v := s.View(1).(*State); v.seat[0].scoring != -1 {
		t.Error("the scoring card shows before the end")
	}
	s.over = true
	if v := s.View(1).(*State); v.seat[0].scoring != 0 {
		t.Error("the scoring card stays hidden after the end")
	}
}

func TestE4Tie(t *testing.T) {
	sc := newScene(t, 3, 1)
	s := sc.s
	for p := range s.seats {
		s.seat[p].res = [numRes]int8{1, 1, 1, 1}
		s.seat[p].vp = 10
	}
	if w := s.winner(); w != 2 {
		t.Errorf("a full tie goes to %d, want the last seat", w)
	}
	s.seat[0].res[Gear] = 2
	if w := s.winner(); w != 0 {
		t.Errorf("the tie goes to %d, want the richest", w)
	}
}

func TestX2Solo(t *testing.T) {
	sc := newScene(t, 1, 1)
	s := sc.s
	if s.majorN != 2 {
		t.Errorf("%d major artifacts solo, want 2, on two large locations", s.majorN)
	}
	s.over = true
	s.seat[0].vp = SoloTarget
	if !s.Winners().Has(0) || s.Utility(0) != 1 {
		t.Error("the solo target reached does not win")
	}
	s.seat[0].vp = 0
	if s.Winners() != 0 || s.Utility(0) >= 1 {
		t.Error("the solo target missed wins")
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// until plays the first legal move while the prompt is not one of kinds.
func (sc *scene) until(kinds ...string) {
	sc.t.Helper()
	for n := 0; n < 50; n++ {
		k := sc.s.Prompt().Kind
		for _, want := range kinds {
			if k == want {
				return
			}
		}
		sc.do(sc.s.MoveText(sc.s.Legal(nil)[0]))
	}
	sc.t.Fatalf("prompt %q never came", kinds)
}

// TestEveryClauseTested checks that every clause tag of doc.go has its
// scenario test, named after it.
func TestEveryClauseTested(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("scenario_test.go")
	if err != nil {
		t.Fatal(err)
	}
	tags := regexp.MustCompile(`\[([A-Z][0-9]+)\.([a-z]+)\]`).FindAllStringSubmatch(string(doc), -1)
	if len(tags) < 20 {
		t.Fatalf("only %d clause tags in doc.go", len(tags))
	}
	for _, m := range tags {
		name := "Test" + m[1] + strings.ToUpper(m[2][:1]) + m[2][1:]
		if !strings.Contains(string(src), "func "+name+"(") {
			t.Errorf("clause %s has no test %s", m[0], name)
		}
	}
}

// TestX1ArriveBesideByExplore checks issue 28's ruling: exploring the area
// tile beside a large location arrives there, and so does a piece put on
// that tile; each player still takes one artifact a location.
func TestX1ArriveBesideByExplore(t *testing.T) {
	sc := newScene(t, 4, 1)
	s := sc.s
	l := 2
	f := int8(-1)
	for _, n := range neighbours(largeHexes[l]) {
		f = hexes[n].Tile
	}
	if f < NumStartTiles {
		t.Fatalf("the large location touches footprint %d, not an area tile", f)
	}
	s.seat[0].res = [numRes]int8{6, 6, 6, 3}
	s.explore(0, f)
	if s.seat[0].claimed != 1<<uint(l) || s.seat[0].owesMajor != int8(l) {
		t.Errorf("exploring beside it: claimed %b, owes %d", s.seat[0].claimed, s.seat[0].owesMajor)
	}
	s.arriveBeside(1, f) // a building or meeple of seat 2 on that tile
	s.arriveBeside(1, f)
	if s.seat[1].claimed != 1<<uint(l) {
		t.Errorf("a piece beside it: claimed %b", s.seat[1].claimed)
	}
	s.arriveBeside(2, 0) // a starting tile, beside no large location
	if s.seat[2].claimed != 0 || s.seat[2].owesMajor != -1 {
		t.Errorf("a starting tile arrives at a large location: %b", s.seat[2].claimed)
	}
}

// TestDTrackLength: a machine track has TrackLength (17) spaces since
// revive-5, and its last machine, the one that scores the machine track
// bonus, unlocks on the seventeenth, not the sixteenth.
func TestDTrackLength(t *testing.T) {
	if TrackLength != 17 || rewards[3].Space != TrackLength || !rewards[3].Final {
		t.Fatalf("track of %d spaces, its last reward at %d (final %v)", TrackLength, rewards[3].Space, rewards[3].Final)
	}
	sc := newScene(t, 1, 1)
	s := sc.s
	s.advance(0, int(Yellow), 16)
	for s.Prompt().Kind != "turn" && len(s.Legal(nil)) > 0 {
		sc.do(s.MoveText(s.Legal(nil)[0]))
	}
	if s.seat[0].unlocked&(1<<11) != 0 {
		t.Fatal("yellow's last machine unlocked at space 16")
	}
	s.advance(0, int(Yellow), 1)
	if s.seat[0].unlocked&(1<<11) == 0 || s.seat[0].track[Yellow] != TrackLength {
		t.Errorf("yellow at %d: its last machine not unlocked", s.seat[0].track[Yellow])
	}
}
