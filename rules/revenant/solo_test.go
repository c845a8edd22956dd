package revenant

import (
	"fmt"
	"strings"
	"testing"

	"starboard/rules"
)

func TestS1Setup(t *testing.T) {
	for lv, want := range difficulty {
		g := newGame(t, 1, uint64(40+lv), DifficultyNames[lv])
		var sizes []int
		var counts [NumHouses]int
		for _, h := range g.aDeck[:g.aN] {
			counts[h]++
		}
		for _, n := range counts {
			if n > 0 {
				sizes = append(sizes, n)
			}
		}
		if g.aN != 15 || len(sizes) != 3 {
			t.Errorf("Corrupted House deck %v", counts)
		}
		for _, h := range g.hiDeck[:g.hiN] {
			counts[h]++
		}
		for h, n := range counts {
			if n != 7 {
				t.Errorf("House %s has %d Hidden Influence cards in the two decks", HouseNames[h], n)
			}
		}
		if g.aTactics != want.tactics || g.aInf != [NumHouses]int8{want.influence, want.influence, want.influence, want.influence, want.influence, want.influence, want.influence} {
			t.Errorf("%s: Tactics %d Influence %v", DifficultyNames[lv], g.aTactics, g.aInf)
		}
		if g.bonusTile != 0 || g.marker != 1 {
			t.Errorf("tile %d marker %d", g.bonusTile, g.marker)
		}
		for g.ask != askStart {
			play(t, g, legal(g)[0])
		}
		if got := strings.Join(legal(g), ","); got != "start sector-1,start sector-2,start sector-3,start sector-4,start sector-5,start sector-6,start sector-7,start sector-8" {
			t.Errorf("solo Frigate starts %s", got)
		}
	}
}

// automaGame returns a solo game after setup with an empty map, the grid
// [Revenant, Arkship, Dropship, Fighter] and the top card of the Corrupted
// House deck set to top.
func automaGame(t *testing.T, level string, top int8) *State {
	g := setupDone(t, newGame(t, 1, 50, level))
	clearMap(g)
	for i := range g.occ {
		g.occ[i] = noOne
	}
	g.grid = [4]int8{SoloRevenant, SoloArkship, SoloDropship, SoloFighter}
	g.marker, g.bonusTile = 1, 0
	g.aDeck[g.aN-1] = top
	g.aFig = 0
	g.events = nil
	return g
}

func TestS2Turn(t *testing.T) {
	// The marker moves to the Dropship card; the Fenrax Dropship is free.
	g := automaGame(t, "medium", Fenrax)
	drop := ShipID(Fenrax, Dropship)
	g.place(drop, 4, false)
	inf := g.aInf[Fenrax]
	g.automaTurn()
	if g.occ[drop] != automaCrew || g.marker != 2 || g.bonusTile != 1 || g.aInf[Fenrax] != inf+1 {
		t.Errorf("placement: occ %d marker %d tile %d Influence %d\n%s", g.occ[drop], g.marker, g.bonusTile, g.aInf[Fenrax], texts(g, g.events))
	}
	// No Fenrax Dropship or Fighter: two failures, the Tactics Bonus.
	g = automaGame(t, "medium", Fenrax)
	tac := g.aTactics
	g.automaTurn()
	if g.aTactics != tac+1 || g.marker != 0 || g.bonusTile != 3 {
		t.Errorf("bonus: Tactics %d marker %d tile %d", g.aTactics, g.marker, g.bonusTile)
	}
	if !strings.Contains(texts(g, g.events), "Tactics Bonus") {
		t.Errorf("the step is not explained:\n%s", texts(g, g.events))
	}
	// The second try: the Fighter card after a failed Dropship card.
	g = automaGame(t, "medium", Yarvek)
	f := ShipID(Yarvek, Fighter)
	g.place(f, 2, false)
	g.automaTurn()
	if g.occ[f] != automaCrew || g.marker != 3 {
		t.Errorf("second try: occ %d marker %d", g.occ[f], g.marker)
	}
	// A reward reached is removed.
	g = automaGame(t, "easy", Belitan)
	g.automaTurn()
	if g.aInf[Belitan] != 2 || !g.rewards[Belitan][0] {
		t.Errorf("the reward at step 2 stays")
	}
	// Hard: the Harbinger corrupts its ship.
	g = automaGame(t, "hard", Yarvek)
	g.place(f, 2, false)
	g.automaTurn()
	if !g.ships[f].corrupt {
		t.Errorf("the Harbinger did not corrupt its ship")
	}
	g.aDeck[g.aN-1] = Yarvek
	g.occ[f] = noOne
	g.marker = 2
	g.automaTurn()
	if g.ships[f].corrupt != true || g.aFig != 2 {
		t.Errorf("a Follower acted as the Harbinger")
	}
}

func TestS3Dropship(t *testing.T) {
	g := automaGame(t, "medium", Dunlork)
	drop := ShipID(Dunlork, Dropship)
	g.place(drop, 0, false)
	g.planet[7], g.planet[1], g.planet[4] = 0, 1, 2
	g.automaTurn()
	if g.ships[drop].sector != 1 || !g.ships[drop].landed || g.landedBy[1] != int8(drop) {
		t.Errorf("the Dropship went to %d, want Sector 2 (clockwise tie)", g.ships[drop].sector)
	}
	// Any distance.
	g = automaGame(t, "medium", Dunlork)
	g.place(drop, 0, false)
	g.planet[4] = 2
	g.automaTurn()
	if g.ships[drop].sector != 4 {
		t.Errorf("the Dropship went to %d, want Sector 5", g.ships[drop].sector)
	}
}

func TestS4Revenant(t *testing.T) {
	g := automaGame(t, "medium", Novaris)
	g.grid = [4]int8{SoloArkship, SoloDropship, SoloRevenant, SoloFighter}
	g.automaTurn()
	if g.occ[SpaceDeploy] != automaCrew {
		t.Fatalf("the Crew did not take the Deploy space first")
	}
	g.aInf[Zenor] = 6
	g.sonarUp = [2]int8{2, 6} // Civilians: Yarvek, Dunlork
	g.aInf[Dunlork] = 4
	g.aDeck[g.aN-1] = Novaris
	g.marker = 1
	g.automaTurn()
	if g.occ[SpaceHyperjump] < automaCrew || !g.jump {
		t.Fatalf("both spaces held, but no Hyperjump")
	}
	if g.ships[ShipID(Zenor, Arkship)].sector != 0 {
		t.Errorf("the Zenor Arkship should deploy in Sector 1: %d", g.ships[ShipID(Zenor, Arkship)].sector)
	}
	if g.sonarUp != [2]int8{-1, 6} {
		t.Errorf("Sonar %v, want the Yarvek card discarded", g.sonarUp)
	}
	// A single figure on the Revenant only blocks.
	g = automaGame(t, "medium", Novaris)
	g.grid = [4]int8{SoloArkship, SoloDropship, SoloRevenant, SoloFighter}
	g.automaTurn()
	if g.jump {
		t.Errorf("one figure enabled the Hyperjump")
	}
}

func TestS5Tactics(t *testing.T) {
	g := automaGame(t, "medium", Fenrax)
	g.aTactics = 7
	g.aInf[Belitan] = 5
	g.void = [NumRing]int8{3, 2, 0, 4, 0, 1, 1, 1}
	g.place(ShipID(Shiveus, Fighter), 2, false)
	g.automaTactics(1)
	id := ShipID(Belitan, Arkship)
	if g.ships[id].sector != 2 || g.ships[id].rank < g.ships[ShipID(Shiveus, Fighter)].rank {
		t.Errorf("deployed in %d at rank %d, want Sector 3 in front", g.ships[id].sector, g.ships[id].rank)
	}
	// The Tactics marker of the Crew does not reset at a Hyperjump.
	g.jump = true
	g.hyperjumpPhase()
	if g.aTactics != 8 {
		t.Errorf("the Crew's Tactics reset to %d", g.aTactics)
	}
}

func TestS6Player(t *testing.T) {
	g := setupDone(t, newGame(t, 1, 51, "medium"))
	clearMap(g)
	g.players[0].frigate = 0
	play(t, g, txt(g, mvAssign, 1, int(SpaceFrigate), 0))
	for g.ask != askMove {
		play(t, g, legal(g)[0])
	}
	if g.moves != 2 {
		t.Errorf("solo Frigate Movement %d, want 2", g.moves)
	}
	if hasMove(g, "step core-a") {
		t.Errorf("the solo Frigate may enter a central Sector")
	}
}

func TestS7Breach(t *testing.T) {
	g := setupDone(t, newGame(t, 1, 52, "medium"))
	clearMap(g)
	g.players[0].frigate = 0
	g.players[0].tactics, g.aTactics = 0, 5
	for h := range g.aInf {
		g.aInf[h] = 3
	}
	g.aInf[Yarvek] = 1
	civ, yf, sd := ShipID(Fenrax, Civilian), ShipID(Yarvek, Fighter), ShipID(Shiveus, Dropship)
	// The rulebook's example, in Sector 5 (far from the Frigate).
	g.place(sd, 4, false)
	g.place(yf, 4, false)
	g.place(civ, 4, true)
	g.void[4] = 4
	g.startBreach()
	g.advance()
	var got []string
	for _, e := range g.events {
		if e.Kind == EvAutoma && e.A == autoDamage {
			got = append(got, shipName(e.B))
		}
	}
	want := []string{shipName(int16(yf)), shipName(int16(yf)), shipName(int16(civ)), shipName(int16(sd))}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Damage went to %v, want %v", got, want)
	}
	// Next to the Frigate the player decides.
	g = setupDone(t, newGame(t, 1, 52, "medium"))
	clearMap(g)
	g.players[0].frigate = 0
	g.place(sd, 1, false)
	g.void[1] = 1
	g.startBreach()
	g.advance()
	expectAsk(t, g, askDamage, 0)
	// Two away only when ahead on Tactics.
	for _, ahead := range []bool{false, true} {
		g = setupDone(t, newGame(t, 1, 52, "medium"))
		clearMap(g)
		g.players[0].frigate = 0
		g.aTactics = 5
		g.players[0].tactics = map[bool]int8{false: 5, true: 6}[ahead]
		g.place(sd, 2, false)
		g.void[2] = 1
		g.startBreach()
		g.advance()
		if (g.ask == askDamage) != ahead {
			t.Errorf("ahead %v: the player decides %v", ahead, g.ask == askDamage)
		}
	}
}

func TestS8Hyperjump(t *testing.T) {
	g := setupDone(t, newGame(t, 1, 53, "medium"))
	g.jump = true
	g.sonarUp[0] = -1
	g.hyperjumpPhase()
	g.advance()
	expectAsk(t, g, askSolo, 0)
	for i := 0; i < 4; i++ {
		play(t, g, legal(g)[0])
	}
	if hasMove(g, "sector sector-1") || strings.Contains(strings.Join(legal(g), ","), "sector") {
		t.Errorf("more than 4 Voidborn may be removed")
	}
	play(t, g, "done")
	// Without a jump the large number counts one less.
	g = setupDone(t, newGame(t, 1, 53, "medium"))
	g.void = [NumRing]int8{}
	g.rift = [NumRing]bool{true}
	g.hyperjumpPhase()
	ok := false
	for _, f := range spawnDice[0] {
		if g.void == [NumRing]int8{max(0, f[0]-1), f[2], 0, 0, 0, 0, 0, f[1]} {
			ok = true
		}
	}
	if !ok {
		t.Errorf("solo spawn %v", g.void)
	}
}

func TestS10End(t *testing.T) {
	g, _ := randomGame(t, 1, 54, "easy")
	want := 2 * int(g.aTactics)
	for h := 0; h < NumHouses; h++ {
		want += int(g.aInf[h]) * g.housePower(h)
	}
	if g.AutomaScore() != want {
		t.Errorf("Crew score %d, want %d", g.AutomaScore(), want)
	}
	if b := g.AutomaBreakdown(); len(b) != 2 || b[1].Points != 2*int(g.aTactics) {
		t.Errorf("Crew breakdown %v", b)
	}
	if g.Winners().Has(0) != (g.Score(0) > want) {
		t.Errorf("winners %b with %d against %d", g.Winners(), g.Score(0), want)
	}
	// A tie loses.
	g.aTactics = 0
	g.aInf = [NumHouses]int8{}
	g.aTactics = int8(g.Score(0) / 2)
	if g.Score(0)%2 == 0 && g.Winners().Has(0) {
		t.Errorf("a tie with the Crew wins")
	}
	_ = rules.NoSeat
}
