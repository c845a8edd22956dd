package seeders

import (
	"fmt"
	"strings"
	"testing"

	"starboard/rules"
)

func TestGSetup(t *testing.T) {
	for seats, spots := range map[int]int8{2: 12, 3: 18, 4: 24} {
		sc := newScene(t, seats, 1, nil)
		s := sc.s
		if s.nspots != spots {
			t.Errorf("%d seats: %d spots, want %d", seats, s.nspots, spots)
		}
		for p := int8(0); p < s.seats; p++ {
			if s.res[p] != 0 || s.pp[p] != 0 {
				t.Errorf("seat %d starts with %d Resources and %d PP", p, s.res[p], s.pp[p])
			}
			for k := 0; k < numCastes; k++ {
				if n := s.neg[p][k]; n.hi != 1 || n.lo != 1 {
					t.Errorf("Negotiator %d starts [%d]-[%d]", k, n.hi, n.lo)
				}
			}
		}
		// Turn 1 goes clockwise from the first player.
		for i := int8(1); i < s.seats; i++ {
			if s.order[i] != (s.order[0]+i)%s.seats {
				t.Errorf("turn 1 order %v is not clockwise", s.order[:s.seats])
			}
		}
		if s.mutagen != 8 || s.jailer != 8 {
			t.Errorf("token supply %d/%d, want 8/8", s.mutagen, s.jailer)
		}
	}
	// Three players: the A airlocks close one Spot of every Chamber.
	b := boardFor(3, "A")
	for _, sp := range b.Spots {
		for _, closed := range airlocks["A"] {
			if torusSpots()[closed] == sp {
				t.Errorf("closed spot %v is open", sp)
			}
		}
	}
}

func TestGExpert(t *testing.T) {
	sc := newScene(t, 3, 2, rules.Options{"expert": "on"})
	s := sc.s
	removed := map[string]int{}
	for id := range s.card {
		if s.card[id].loc == locRemoved {
			removed[cards[id].Name]++
		}
	}
	want := map[string]int{"Apprentice": 1, "Novice": 1, "Worker": 2, "Convert": 1, "Priest": 1}
	if fmt.Sprint(removed) != fmt.Sprint(want) {
		t.Errorf("removed %v, want %v", removed, want)
	}
	if s.area != 'B' || len(boardFor(3, "B").Spots) != int(s.nspots) {
		t.Errorf("expert airlocks on %c", s.area)
	}
	// The Chambers were filled before the deal: the first twelve cards drawn.
	if s.chamber[0] < 0 {
		t.Error("no card in Chamber 1")
	}
}

func TestP1Upkeep(t *testing.T) {
	sc := newScene(t, 2, 3, nil)
	u := sc.ark(0, "Reactor Deck", 0, -1)
	sc.s.card[u].rotated = true
	sc.s.turn = 1
	sc.s.startTurn()
	if sc.s.card[u].rotated {
		t.Error("a rotated card is not reset by the Preparation phase")
	}
}

func TestP1Order(t *testing.T) {
	sc := newScene(t, 4, 4, nil)
	s := sc.s
	s.order = [4]int8{0, 1, 2, 3}
	s.pp = [4]int16{5, 2, 9, 2}
	s.startTurn()
	// Seats 1 and 3 are tied lowest: seat 1 played first last turn.
	sc.wantPrompt(1, "order")
	sc.play("slot 4")
	sc.wantPrompt(3, "order")
	sc.play("slot 1")
	sc.wantPrompt(0, "order")
	sc.play("slot 2")
	// The last seat takes the slot left.
	if got := s.order; got != [4]int8{3, 0, 2, 1} {
		t.Errorf("order %v, want [3 0 2 1]", got)
	}
}

func TestP2Deal(t *testing.T) {
	for seats, want := range map[int]int8{2: 2, 3: 4, 4: 4} {
		sc := newScene(t, seats, 5, nil)
		for p := int8(0); p < sc.s.seats; p++ {
			if sc.s.handN[p] != want {
				t.Errorf("%d seats: hand of %d, want %d", seats, sc.s.handN[p], want)
			}
		}
	}
}

func TestP2Discard(t *testing.T) {
	sc := newScene(t, 3, 6, nil)
	s := sc.s
	sc.clearHands()
	kept0 := sc.hand(0, "Envoy", 0)
	kept2 := sc.hand(2, "Herald", 0)
	s.order = [4]int8{0, 1, 2}
	s.foundation()
	sc.wantPrompt(0, "discard")
	sc.play("discard #" + fmt.Sprint(kept0))
	// Seat 3 cannot see seat 1's choice before choosing.
	v := s.View(2).(*State)
	if v.commit[0] != commitHid {
		t.Errorf("seat 3 sees seat 1's commitment %d", v.commit[0])
	}
	sc.wantPrompt(2, "discard")
	evs := sc.play("discard #" + fmt.Sprint(s.hands[2][1].id))
	text := sc.texts(evs)
	if !strings.Contains(text, "seat 1 discards Envoy") || !strings.Contains(text, "seat 3 discards") {
		t.Errorf("discards are not shown once all chose:\n%s", text)
	}
	if s.handN[0] != 4 || s.handN[2] != 4 || s.slotOf(2, kept2) < 0 {
		t.Errorf("hands %d and %d after discarding, want 4", s.handN[0], s.handN[2])
	}
}

func TestN1Cards(t *testing.T) {
	sc := newScene(t, 2, 7, nil)
	for c := 0; c < Chambers; c++ {
		if sc.s.chamber[c] < 0 {
			t.Errorf("Chamber %d is empty", c+1)
		}
	}
}

func TestN2Place(t *testing.T) {
	sc := newScene(t, 2, 8, nil)
	sc.placing()
	s := sc.s
	sc.chamber(0, "Envoy", 0)
	sc.chamber(1, "Envoy", 1)
	s.neg[0][Core] = negotiator{hi: 3, lo: 1, spot: -1}
	sp := sc.spotBetween(0, 1)
	sc.play(fmt.Sprintf("place core s%d b", sp+1))
	if s.cubes[0][0] != 1 || s.cubes[1][0] != 3 {
		t.Errorf("cubes %d/%d, want 1 by Chamber 1 and 3 by Chamber 2", s.cubes[0][0], s.cubes[1][0])
	}
	// A [1]-[1] has one way only.
	if sc.has("place originals s5 b") || !sc.has("place originals s5 a") {
		t.Error("a [1]-[1] Negotiator offers two orientations")
	}
	// Rounds alternate until every Spot is taken.
	sc.wantPrompt(1, "place")
	if got := sc.refuse(fmt.Sprintf("place core s%d a", sp+1)); !strings.Contains(got, "already taken") {
		t.Errorf("refusal %q", got)
	}
}

func TestN2Social(t *testing.T) {
	sc := newScene(t, 2, 9, nil)
	sc.placing()
	s := sc.s
	sc.chamber(0, "Envoy", 0)    // Originals
	sc.chamber(1, "Preacher", 0) // Theocrats
	sc.chamber(2, "Preacher", 1) // Theocrats
	sc.play(fmt.Sprintf("place theocrats s%d a", sc.spotBetween(0, 1)+1))
	if s.cubes[0][0] != 1 || s.cubes[1][0] != 2 {
		t.Errorf("cubes %d/%d, want 1 and 2 (social bonus on the Theocrat card)", s.cubes[0][0], s.cubes[1][0])
	}
	sc.play(fmt.Sprintf("place theocrats s%d a", sc.spotBetween(1, 2)+1))
	if s.cubes[1][1] != 2 || s.cubes[2][1] != 2 {
		t.Errorf("between two Theocrat cards: %d/%d, want 2 and 2", s.cubes[1][1], s.cubes[2][1])
	}
}

func TestN2Abilities(t *testing.T) {
	sc := newScene(t, 2, 10, nil)
	sc.placing()
	u := sc.ark(0, "Reactor Deck", 0, -1)
	sc.ark(0, "Mechanic", 0, u)
	use := fmt.Sprintf("use #%d", u)
	if !sc.has(use) {
		t.Fatal("an Activation is not offered before placing")
	}
	sc.play(use)
	sc.wantPrompt(0, "place")
	sc.play("place core s1 a")
	// After placing, the seat may still act, then passes.
	sc.wantPrompt(0, "act")
	sc.play(fmt.Sprintf("use #%d", idOf(t, "Mechanic", 0)))
	sc.wantPrompt(1, "place")
	if sc.s.res[0] != 3 {
		t.Errorf("Resources %d, want 3", sc.s.res[0])
	}
}

// fill places every remaining Negotiator on the first free Spot.
func (sc *scene) fill() []rules.Event {
	var all []rules.Event
	for sc.s.phase == phPlace || sc.s.phase == phAfterPlace {
		if sc.s.phase == phAfterPlace {
			all = append(all, sc.play("pass")...)
			continue
		}
		var m rules.Move
		for _, l := range sc.s.Legal(nil) {
			if l.Kind == mvPlace {
				m = l
				break
			}
		}
		all = append(all, sc.play(sc.s.MoveText(m))...)
	}
	return all
}

func TestN3Resolve(t *testing.T) {
	sc := newScene(t, 2, 11, nil)
	sc.placing()
	s := sc.s
	sc.clearHands()
	for c := 0; c < Chambers; c++ {
		// Architeks cards: no social bonus except by the Architeks Negotiators.
		if c < 4 {
			sc.chamber(c, "Structural Engineer", c)
		} else {
			sc.chamber(c, []string{"Salvager", "Surveyor", "Master Builder"}[(c-4)%3], (c-4)/3)
		}
	}
	won := s.chamber[1]
	// The 2-player ring: Spot i lies between Chambers i and i+1.
	at := map[int8][]Caste{
		0: {Core, Originals, Theocrats, BioConsortium, Deviants, Architeks},
		1: {Core, Originals, Theocrats, BioConsortium, Deviants, Architeks},
	}
	spots := map[int8][]int8{0: {0, 1, 4, 5, 7, 6}, 1: {2, 3, 8, 10, 11, 9}}
	for p := int8(0); p < 2; p++ {
		for i, k := range at[p] {
			s.place(p, int8(k), spots[p][i], false)
		}
	}
	s.endPlacementTurn()
	// Chamber 1 ties 1-1 and is discarded; Chamber 2 goes to seat 1, who
	// has two Negotiators by it and picks the one to send home.
	sc.wantPrompt(0, "return")
	if got := sc.legal(); fmt.Sprint(got) != "[return originals return core]" && fmt.Sprint(got) != "[return core return originals]" {
		t.Errorf("choices %v", got)
	}
	if s.slotOf(0, won) < 0 {
		t.Error("the winner did not take the card into hand")
	}
	sc.play("return originals")
	if s.neg[0][Originals].spot != -1 || s.neg[0][Core].spot != 0 {
		t.Error("the wrong Negotiator went home")
	}
	// The Originals' cube stays: Chamber 3 is 1-1 and is discarded.
	third := idOf(t, "Structural Engineer", 2)
	if s.card[third].loc != locDiscard {
		t.Error("the cubes of a Negotiator sent home were taken away")
	}
}

func TestN3Tie(t *testing.T) {
	sc := newScene(t, 2, 12, nil)
	sc.placing()
	s := sc.s
	names := []string{"Envoy", "Warden", "Structural Engineer"}
	for c := 0; c < Chambers; c++ {
		sc.chamber(c, names[c/4], c%4)
	}
	card := s.chamber[1]
	// Seat 1 by Chambers 1-2, seat 2 by Chambers 2-3: one cube each on 2.
	sc.play("place core s1 a")
	sc.play("place core s2 a")
	sc.fill()
	for s.phase == phReturn {
		sc.play(sc.legal()[0])
	}
	if s.card[card].loc != locDiscard {
		t.Errorf("the tied card is not discarded")
	}
}

func TestN4Upgrade(t *testing.T) {
	sc := newScene(t, 2, 13, nil)
	s := sc.s
	s.order = [4]int8{0, 1}
	s.neg[0][Core] = negotiator{hi: 1, lo: 1, spot: 0}
	s.neg[0][Deviants] = negotiator{hi: 2, lo: 1, spot: 1}
	s.neg[0][Originals] = negotiator{hi: 2, lo: 2, spot: 2}
	s.neg[1][Core] = negotiator{hi: 3, lo: 2, spot: 3}
	s.upgrade()
	sc.wantPrompt(0, "path")
	sc.play("path deviants 2-2")
	want := map[string][2]int8{"core0": {2, 1}, "dev0": {2, 2}, "orig0": {3, 2}, "core1": {3, 3}}
	got := map[string][2]int8{
		"core0": {s.neg[0][Core].hi, s.neg[0][Core].lo}, "dev0": {s.neg[0][Deviants].hi, s.neg[0][Deviants].lo},
		"orig0": {s.neg[0][Originals].hi, s.neg[0][Originals].lo}, "core1": {s.neg[1][Core].hi, s.neg[1][Core].lo},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("upgrades %v, want %v", got, want)
	}
	sc.wantPrompt(0, "integrate")
}

func TestN4Final(t *testing.T) {
	sc := newScene(t, 2, 14, nil)
	s := sc.s
	s.turn = 4
	s.order = [4]int8{0, 1}
	s.neg[0][Core] = negotiator{hi: 3, lo: 2, spot: 0}
	s.neg[1][Core] = negotiator{hi: 1, lo: 1, spot: 1}
	s.upgrade()
	if s.pp[0] != 5 || s.pp[1] != 2 || s.neg[0][Core].hi != 3 || s.neg[0][Core].lo != 2 {
		t.Errorf("final-turn Negotiators: PP %d/%d, want 5/2 and no upgrade", s.pp[0], s.pp[1])
	}
}

func TestP4Turn(t *testing.T) {
	sc := newScene(t, 2, 15, nil)
	sc.clearHands()
	sc.integrating(0)
	sc.hand(0, "Envoy", 0)
	sc.hand(0, "Herald", 0)
	if sc.has("pass") {
		t.Error("pass offered with two cards in hand")
	}
	if !strings.Contains(sc.refuse("pass"), "at most one card") {
		t.Error("the refusal does not say why")
	}
	sc.play(fmt.Sprintf("recycle #%d", idOf(t, "Envoy", 0)))
	sc.play("pass")
	sc.wantPrompt(1, "integrate")
}

func TestP4Recycle(t *testing.T) {
	sc := newScene(t, 2, 16, nil)
	sc.clearHands()
	sc.integrating(0)
	sc.s.turn = 3
	dev := sc.hand(0, "Smuggler", 0)
	env := sc.hand(0, "Elder of the Mother Ark", 0)
	sc.play(fmt.Sprintf("recycle #%d", dev))
	sc.play(fmt.Sprintf("recycle #%d", env))
	if sc.s.res[0] != 6 {
		t.Errorf("Resources %d, want 3 (turn 3, Deviant) + 3", sc.s.res[0])
	}
}

func TestP4Integrate(t *testing.T) {
	sc := newScene(t, 2, 17, nil)
	sc.clearHands()
	sc.integrating(0)
	s := sc.s
	crew := sc.hand(0, "Envoy", 0)
	unit := sc.hand(0, "Senate Dome", 0)
	s.res[0] = 7
	if sc.has(fmt.Sprintf("integrate #%d", crew)) {
		t.Error("a Crew can be integrated without a Unit")
	}
	sc.play(fmt.Sprintf("integrate #%d", unit))
	sc.play(fmt.Sprintf("integrate #%d on #%d", crew, unit))
	// Senate Dome costs 5 and gives 4 PP; the Envoy costs 2 and gives 2.
	if s.pp[0] != 6 || s.res[0] != 0 || s.ppBy[0][lnIntegrated] != 6 {
		t.Errorf("PP %d, Resources %d, want 6 and 0", s.pp[0], s.res[0])
	}
	if sc.has(fmt.Sprintf("recycle #%d", unit)) {
		t.Error("an integrated card can be recycled")
	}
	if s.card[crew].host != unit || s.card[unit].crews != 1 {
		t.Error("the Crew is not hosted by the Unit")
	}
}

func TestP4Integration(t *testing.T) {
	sc := newScene(t, 2, 18, nil)
	sc.clearHands()
	sc.integrating(0)
	s := sc.s
	u := sc.ark(0, "Habitat Ring", 0, -1)
	sab := sc.hand(0, "Saboteur", 0)
	s.res[0], s.res[1] = 3, 2
	// The Saboteur's Integration steal must name its target; no "without".
	if sc.has(fmt.Sprintf("integrate #%d on #%d", sab, u)) {
		t.Error("an Integration ability with a target can be declined")
	}
	sc.play(fmt.Sprintf("integrate #%d on #%d seat 2", sab, u))
	if s.res[1] != 1 || s.res[0] != 1 {
		t.Errorf("Resources %d/%d after the steal, want 1/1", s.res[0], s.res[1])
	}
	// With nobody to steal from, the ability is lost.
	sc.s.res[1] = 0
	sab2 := sc.hand(0, "Saboteur", 1)
	s.res[0] = 3
	evs := sc.play(fmt.Sprintf("integrate #%d on #%d", sab2, u))
	if !strings.Contains(sc.texts(evs), "is lost") {
		t.Errorf("the unresolvable ability is not lost:\n%s", sc.texts(evs))
	}
}

func TestP4Activation(t *testing.T) {
	sc := newScene(t, 2, 19, nil)
	sc.clearHands()
	sc.integrating(0)
	s := sc.s
	u := sc.ark(0, "Reactor Deck", 0, -1)
	conf := sc.ark(0, "Confessor", 0, u)
	fence := sc.ark(0, "Fence", 0, u)
	sc.play(fmt.Sprintf("use #%d", u))
	if sc.has(fmt.Sprintf("use #%d", u)) {
		t.Error("an Activation is offered twice in a turn")
	}
	// Natural: pay 2 each time, as often as wished.
	s.res[0] = 4
	sc.play(fmt.Sprintf("use #%d", conf))
	sc.play(fmt.Sprintf("use #%d", conf))
	if s.pp[0] != 2 || s.res[0] != 0 || sc.has(fmt.Sprintf("use #%d", conf)) {
		t.Errorf("Natural: PP %d, Resources %d", s.pp[0], s.res[0])
	}
	// Sacrifice: the Fence sacrifices a Crew (itself here) for 3 Resources.
	sc.play(fmt.Sprintf("use #%d #%d", fence, conf))
	if s.res[0] != 3 || s.card[conf].loc != locDiscard || s.card[u].crews != 1 {
		t.Errorf("Sacrifice: Resources %d, Confessor at %d", s.res[0], s.card[conf].loc)
	}
	if sc.has(fmt.Sprintf("use #%d #%d", idOf(t, "Salvager", 0), u)) {
		t.Error("a Unit hosting a Crew can be sacrificed")
	}
}

func TestP4Crews(t *testing.T) {
	sc := newScene(t, 2, 20, nil)
	sc.clearHands()
	sc.integrating(0)
	a := sc.ark(0, "Habitat Ring", 0, -1)
	b := sc.ark(0, "Habitat Ring", 1, -1)
	c := sc.ark(0, "Envoy", 0, a)
	sc.play(fmt.Sprintf("crew #%d to #%d", c, b))
	if sc.s.card[c].host != b || sc.s.card[a].crews != 0 || sc.s.card[b].crews != 1 {
		t.Error("the Crew did not move")
	}
}

func TestP4Vacant(t *testing.T) {
	sc := newScene(t, 2, 21, nil)
	sc.clearHands()
	sc.integrating(0)
	s := sc.s
	rig := sc.ark(0, "Demolition Rig", 0, -1)
	sc.ark(0, "Envoy", 0, rig)
	target := sc.ark(1, "Habitat Ring", 0, -1)
	crew := sc.ark(1, "Geneticist", 0, target)
	s.card[crew].mutagen = true
	s.res[0] = 2
	sc.play(fmt.Sprintf("use #%d #%d", rig, target))
	if s.card[crew].loc != locVacant || !s.card[crew].mutagen || s.card[target].loc != locDiscard {
		t.Fatal("the destroyed Unit's Crew is not Vacant with its token")
	}
	sc.play("pass")
	// Seat 2 integrates a Unit and may host the Vacant Crew in it.
	sc.wantPrompt(1, "integrate")
	sc.clearHands()
	nu := sc.hand(1, "Foundry", 0)
	s.res[1] = 2
	sc.play(fmt.Sprintf("integrate #%d", nu))
	sc.wantPrompt(1, "rehost")
	sc.play(fmt.Sprintf("rehost #%d", crew))
	if s.card[crew].loc != locArk || s.card[crew].host != nu {
		t.Error("the Vacant Crew did not come back")
	}
	// A Crew left Vacant is discarded at the end of its owner's Integration.
	sc2 := newScene(t, 2, 21, nil)
	sc2.clearHands()
	sc2.integrating(1)
	u2 := sc2.ark(1, "Habitat Ring", 0, -1)
	c2 := sc2.ark(1, "Envoy", 0, u2)
	sc2.s.destroy(0, u2)
	sc2.play("pass")
	if sc2.s.card[c2].loc != locDiscard {
		t.Error("a Vacant Crew outlives its owner's Integration phase")
	}
}

func TestA1Mutagen(t *testing.T) {
	sc := newScene(t, 2, 22, nil)
	sc.clearHands()
	sc.integrating(0)
	s := sc.s
	u := sc.ark(0, "Gene Clinic", 0, -1)
	g := sc.hand(0, "Geneticist", 0)
	other := sc.ark(1, "Envoy", 0, sc.ark(1, "Habitat Ring", 0, -1))
	s.res[0] = 2
	sc.play(fmt.Sprintf("integrate #%d on #%d", g, u))
	if !s.card[g].mutagen || s.mutagen != 7 {
		t.Fatal("no Mutagen token on integration")
	}
	sc.play(fmt.Sprintf("mutate #%d with #%d", other, g))
	if !s.card[other].mutant || s.card[g].mutagen {
		t.Error("the opponent's Crew did not become a Mutant")
	}
	// With no token left, the ability is lost.
	s.mutagen = 0
	g2 := sc.hand(0, "Geneticist", 1)
	s.res[0] = 2
	sc.play(fmt.Sprintf("integrate #%d on #%d", g2, u))
	if s.card[g2].mutagen {
		t.Error("a token appeared from an empty supply")
	}
}

func TestA1Recruitment(t *testing.T) {
	sc := newScene(t, 2, 23, nil)
	sc.clearHands()
	sc.integrating(0)
	s := sc.s
	f := sc.hand(0, "Foundry", 0)
	s.res[0] = 2
	evs := sc.play(fmt.Sprintf("integrate #%d", f))
	if s.handN[0] != 1 || cards[s.hands[0][0].id].Name != "Worker" {
		t.Errorf("no Worker recruited:\n%s", sc.texts(evs))
	}
	for id := pileStart[Workers]; id < pileStart[Workers+1]; id++ {
		if s.card[id].loc == locPile {
			s.card[id].loc = locRemoved
		}
	}
	f2 := sc.hand(0, "Foundry", 1)
	s.res[0] = 2
	evs = sc.play(fmt.Sprintf("integrate #%d", f2))
	if !strings.Contains(sc.texts(evs), "is lost") {
		t.Error("recruiting from an empty pile is not lost")
	}
}

func TestA1Jailer(t *testing.T) {
	sc := newScene(t, 2, 24, nil)
	sc.clearHands()
	sc.integrating(0)
	s := sc.s
	u := sc.ark(0, "Habitat Ring", 0, -1)
	w := sc.hand(0, "Warden", 0)
	w2 := sc.hand(0, "Warden", 1)
	ou := sc.ark(1, "Habitat Ring", 1, -1)
	victim := sc.ark(1, "Geneticist", 0, ou)
	s.card[victim].mutant = true
	s.mutagen--
	s.res[0] = 6
	sc.play(fmt.Sprintf("integrate #%d on #%d", w, u))
	sc.play(fmt.Sprintf("integrate #%d on #%d", w2, u))
	if !s.card[w].jailer || s.jailer != 6 {
		t.Fatal("no Jailer token")
	}
	sc.play(fmt.Sprintf("jail #%d with #%d", victim, w))
	if s.card[victim].loc != locJail || s.card[victim].owner != 0 || s.card[victim].mutant || s.mutagen != 8 || s.jailer != 7 || s.res[0] != 1 {
		t.Fatalf("jail: loc %d, tokens back %d/%d, Resources %d", s.card[victim].loc, s.mutagen, s.jailer, s.res[0])
	}
	sc.play(fmt.Sprintf("free #%d with #%d", victim, w2))
	if s.slotOf(0, victim) < 0 || s.res[0] != 0 {
		t.Error("the freed prisoner is not in hand")
	}
}

func TestA1Safe(t *testing.T) {
	sc := newScene(t, 2, 25, nil)
	sc.clearHands()
	sc.integrating(0)
	s := sc.s
	safe := sc.ark(0, "Black Market", 0, -1)
	s.res[0] = 3
	sc.play(fmt.Sprintf("safe-in #%d", safe))
	sc.play(fmt.Sprintf("safe-in #%d", safe))
	sc.play(fmt.Sprintf("safe-out #%d", safe))
	if s.card[safe].safe != 1 || s.res[0] != 2 {
		t.Errorf("Safe %d, Supply %d, want 1 and 2", s.card[safe].safe, s.res[0])
	}
	// Safes pay costs: a 3-cost card with 2 in Supply and 1 in the Safe.
	e := sc.hand(0, "Magistrate", 0)
	sc.ark(0, "Envoy", 0, safe)
	if !sc.has(fmt.Sprintf("integrate #%d on #%d", e, safe)) {
		t.Error("Safe Resources do not pay a cost")
	}
}

func TestP5Reorder(t *testing.T) {
	sc := newScene(t, 2, 26, nil)
	sc.clearHands()
	s := sc.s
	a := sc.ark(0, "Habitat Ring", 0, -1)
	b := sc.ark(0, "Habitat Ring", 1, -1)
	c := sc.ark(0, "Envoy", 0, a)
	sc.ark(0, "Black Market", 0, -1)
	s.res[0] = 2
	sc.integrating(1)
	sc.play("pass")
	sc.wantPrompt(0, "reorder")
	for _, l := range sc.legal() {
		if strings.HasPrefix(l, "safe") || strings.HasPrefix(l, "use") {
			t.Errorf("%q offered in the Prestige phase", l)
		}
	}
	sc.play(fmt.Sprintf("crew #%d to #%d", c, b))
	sc.play("pass")
	if s.turn != 2 || s.card[c].host != b {
		t.Error("the rearranging did not stick")
	}
}

func TestP5Score(t *testing.T) {
	sc := newScene(t, 3, 27, nil)
	sc.clearHands()
	s := sc.s
	// Seat 1: Drafting Hall (Affinity Unit 1) with a Crew, 3 Units in all:
	// 3 points. Bulkhead Forge (Majority Unit 4): seat 1 has most Units.
	dh := sc.ark(0, "Drafting Hall", 0, -1)
	sc.ark(0, "Envoy", 0, dh)
	bf := sc.ark(0, "Bulkhead Forge", 0, -1)
	sc.ark(0, "Envoy", 1, bf)
	gc := sc.ark(0, "Gene Clinic", 0, -1)
	m := sc.ark(0, "Geneticist", 0, gc)
	s.card[m].mutant = true
	bm := sc.ark(1, "Black Market", 0, -1)
	sc.ark(1, "Envoy", 2, bm)
	s.card[bm].safe = 3
	got := s.prestigeScores()
	if got[0][lnAffinity] != 3 || got[0][lnMajority] != 4 || got[0][lnHospital] != 2 || got[1][lnSafe] != 3 {
		t.Errorf("scores %v", got)
	}
	// A tie for the Majority scores nobody.
	sc.ark(1, "Habitat Ring", 0, -1)
	sc.ark(1, "Habitat Ring", 1, -1)
	if got := s.prestigeScores(); got[0][lnMajority] != 0 {
		t.Errorf("a tied Majority scores %d", got[0][lnMajority])
	}
}

func TestP5Empty(t *testing.T) {
	sc := newScene(t, 2, 28, nil)
	sc.clearHands()
	sc.ark(0, "Drafting Hall", 0, -1)
	bm := sc.ark(0, "Black Market", 0, -1)
	sc.s.card[bm].safe = 2
	if got := sc.s.prestigeScores(); got[0] != [numLines]int{} {
		t.Errorf("empty Units score %v", got[0])
	}
}

func TestGEnd(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		sc := newScene(t, seats, 29, nil)
		rng := rules.NewRNG(3)
		for !sc.s.Over() {
			l := sc.s.Legal(nil)
			sc.s.Apply(l[rng.IntN(len(l))])
		}
		if sc.s.turn != 4 {
			t.Errorf("the game ended on turn %d", sc.s.turn)
		}
		w := sc.s.winner()
		for p := int8(0); p < sc.s.seats; p++ {
			if sc.s.pp[p] > sc.s.pp[w] {
				t.Errorf("seat %d has more PP than the winner", p)
			}
		}
		sum := 0
		for _, l := range sc.s.Breakdown(rules.Seat(w)) {
			sum += l.Points
		}
		if sum != sc.s.Score(rules.Seat(w)) {
			t.Errorf("breakdown %d != score %d", sum, sc.s.Score(rules.Seat(w)))
		}
	}
	// A tie on PP goes to the most Resources.
	sc := newScene(t, 2, 30, nil)
	sc.s.pp = [4]int16{10, 10}
	sc.s.res = [4]int16{1, 4}
	if sc.s.winner() != 1 {
		t.Error("the tie-break on Resources failed")
	}
}

func TestCArchives(t *testing.T) {
	sc := newScene(t, 2, 31, nil)
	sc.clearHands()
	sc.integrating(0)
	s := sc.s
	arch := sc.ark(0, "Archives", 0, -1)
	u1 := idOf(t, "Foundry", 0)
	sc.take(u1)
	s.toDiscard(u1)
	c := idOf(t, "Envoy", 3)
	sc.take(c)
	s.toDiscard(c)
	s.res[0] = 1
	sc.play(fmt.Sprintf("use #%d", arch))
	if s.slotOf(0, u1) < 0 {
		t.Error("Archives did not take the last Unit discarded")
	}
}

func TestCAtaraxium(t *testing.T) {
	sc := newScene(t, 2, 32, nil)
	sc.clearHands()
	s := sc.s
	at := sc.ark(0, "Ataraxium", 0, -1)
	sc.ark(0, "Envoy", 0, at)
	before := 0
	for i := int16(0); i < s.discardN; i++ {
		if !cards[s.discard[i]].Unit {
			before++
		}
	}
	for k := 0; k < 7; k++ {
		id := idOf(t, "Warden", k%4)
		if k >= 4 {
			id = idOf(t, "Worker", k)
		}
		sc.take(id)
		s.toDiscard(id)
	}
	if got, want := s.prestigeScores()[0][lnDiscard], (before+7)/3; got != want {
		t.Errorf("Ataraxium scores %d for %d Crews in the Discard Pile, want %d", got, before+7, want)
	}
}

func TestCSmuggler(t *testing.T) {
	sc := newScene(t, 2, 33, nil)
	sc.clearHands()
	sc.integrating(0)
	s := sc.s
	u := sc.ark(0, "Habitat Ring", 0, -1)
	sm := sc.ark(0, "Smuggler", 0, u)
	safe := sc.ark(1, "Black Market", 0, -1)
	s.card[safe].safe = 5
	s.res[1] = 1
	sc.play(fmt.Sprintf("use #%d seat 2", sm))
	if s.res[0] != 1 || s.res[1] != 0 || s.card[safe].safe != 5 {
		t.Errorf("Smuggler: %d/%d, Safe %d", s.res[0], s.res[1], s.card[safe].safe)
	}
}

func TestCRnd(t *testing.T) {
	sc := newScene(t, 3, 34, nil)
	s := sc.s
	rd := sc.ark(2, "R&D Department", 0, -1)
	s.order = [4]int8{0, 1, 2}
	s.negotiation()
	// Outside its turn, before the first Negotiator: seat 3 is asked first.
	sc.wantPrompt(2, "window")
	old := s.chamber[4]
	sc.play(fmt.Sprintf("use #%d chamber 5", rd))
	if s.chamber[4] == old || s.card[old].loc != locDiscard {
		t.Error("the R&D Department did not replace the card")
	}
	sc.wantPrompt(0, "place")
	if sc.has(fmt.Sprintf("use #%d chamber 5", rd)) {
		t.Error("R&D offered in a normal turn")
	}
}

func TestCConspirator(t *testing.T) {
	sc := newScene(t, 2, 35, nil)
	sc.placing()
	s := sc.s
	u := sc.ark(0, "Habitat Ring", 0, -1)
	co := sc.ark(0, "Conspirator", 0, u)
	s.cubes[3][1] = 3
	s.cubes[5][1] = 1
	s.cubes[5][0] = 1
	s.cubes[7][1] = 1
	if sc.has(fmt.Sprintf("use #%d seat 2 from chamber 4 to chamber 6", co)) {
		t.Error("cubes moved onto a Zone holding another colour")
	}
	sc.play(fmt.Sprintf("use #%d seat 2 from chamber 4 to chamber 8", co))
	if s.cubes[3][1] != 1 || s.cubes[7][1] != 3 {
		t.Errorf("cubes %d and %d, want 1 and 3", s.cubes[3][1], s.cubes[7][1])
	}
	sc.integrating(0)
	if sc.has(fmt.Sprintf("use #%d seat 2 from chamber 4 to chamber 8", co)) {
		t.Error("the Conspirator is offered outside the Negotiation phase")
	}
}

func TestGAim(t *testing.T) {
	sc := newScene(t, 4, 36, nil)
	turns, prestige := 0, 0
	rng := rules.NewRNG(9)
	for !sc.s.Over() {
		l := sc.s.Legal(nil)
		evs, _ := sc.s.Apply(l[rng.IntN(len(l))])
		for _, e := range evs {
			switch e.Kind {
			case EvTurn:
				turns++
			case EvPrestige:
				prestige++
			}
		}
	}
	// Turn 1 begins in New: three more begin during play.
	if turns != 3 || prestige != 4*4 {
		t.Errorf("%d turns begun after the first, %d Prestige scorings; want 3 and 16", turns, prestige)
	}
	if sc.s.Winners() == 0 {
		t.Error("no winner")
	}
}

func TestCMorphoplast(t *testing.T) {
	sc := newScene(t, 2, 37, nil)
	sc.placing()
	s := sc.s
	u := sc.ark(0, "Habitat Ring", 0, -1)
	mo := sc.ark(0, "Morphoplast", 0, u)
	sc.chamber(0, "Cutpurse", 0) // a Deviant card by Spot 1
	sc.chamber(1, "Envoy", 0)
	s.neg[0][Deviants].hi = 2 // [2]-[1]
	if sc.has("place deviants s1 b hidden") {
		t.Fatal("a face-down placement without the Morphoplast")
	}
	sc.play(fmt.Sprintf("use #%d", mo))
	evs := sc.play("place deviants s1 b hidden")
	if s.cubes[0][0] != 0 || s.cubes[1][0] != 0 {
		t.Error("a face-down Negotiator placed cubes")
	}
	// Seat 2 sees a face-down Negotiator, not which.
	v := s.View(1).(*State)
	if v.hidCaste[0] != -1 || v.neg[0][Deviants].spot != -1 || v.hidSpot[0] != 0 {
		t.Error("the view shows the face-down Negotiator")
	}
	if txt := v.EventText(evs[0].For(1)); strings.Contains(txt, "Deviants") {
		t.Errorf("the event tells seat 2 which Negotiator: %q", txt)
	}
	// Only one may go face down.
	for s.phase == phAfterPlace {
		sc.play("pass")
	}
	for s.phase == phPlace && s.acting() == 1 {
		sc.play(sc.legal()[0])
		for s.phase == phAfterPlace {
			sc.play("pass")
		}
	}
	for _, l := range sc.legal() {
		if strings.HasSuffix(l, "hidden") {
			t.Fatalf("a second face-down placement: %q", l)
		}
	}
	// On resolution it turns up and places 1 + social bonus by Chamber 1
	// and 2 by Chamber 2.
	all := sc.fill()
	if !strings.Contains(sc.texts(all), "face-down Negotiator on Spot 1 is the Deviants Negotiator") {
		t.Errorf("no reveal:\n%s", sc.texts(all))
	}
	if !strings.Contains(sc.texts(all), "seat 1 places the Deviants Negotiator on Spot 1: 2 cubes by Chamber 1, 2 by Chamber 2") {
		t.Errorf("wrong cubes on reveal:\n%s", sc.texts(all))
	}
}

func TestP2Draft(t *testing.T) {
	sc := newScene(t, 4, 38, rules.Options{"expert": "off", "draft": "on"})
	s := sc.s
	sc.wantPrompt(rules.Seat(s.order[0]), "draft")
	// Turn 1 passes left: seat p's pack goes to seat p+1.
	first := s.order[0]
	pack := s.pack[first]
	picked := pack[0].id
	sc.play(fmt.Sprintf("pick #%d", picked))
	v := s.View(rules.Seat(s.order[1])).(*State)
	if v.commit[first] != commitHid {
		t.Error("the next seat sees the pick")
	}
	for i := 1; i < 4; i++ {
		sc.play(fmt.Sprintf("pick #%d", s.pack[s.order[i]][0].id))
	}
	next := (first + 1) % 4
	if s.packN[next] != 3 || s.pack[next][0].id != pack[1].id || !s.pack[next][0].known.Has(rules.Seat(first)) {
		t.Errorf("the pack did not pass left with what the passer saw")
	}
	if s.slotOf(first, picked) < 0 {
		t.Error("the pick is not in hand")
	}
	for s.phase == phDraft {
		sc.play(sc.legal()[0])
	}
	for p := int8(0); p < 4; p++ {
		if s.handN[p] != 4 {
			t.Errorf("seat %d drafted %d cards, want 4", p, s.handN[p])
		}
	}
	// Turn 2 passes right.
	s.turn = 2
	sc.clearHands()
	s.order = [4]int8{0, 1, 2, 3}
	s.startDraft()
	p0 := s.pack[0][1].id
	for i := 0; i < 4; i++ {
		sc.play(fmt.Sprintf("pick #%d", s.pack[s.order[i]][0].id))
	}
	if s.pack[3][0].id != p0 {
		t.Error("on turn 2 the pack does not pass right")
	}
	// Two players: keep one, give the other.
	sc2 := newScene(t, 2, 39, rules.Options{"expert": "off", "draft": "on"})
	a, b := sc2.s.order[0], sc2.s.order[1]
	give := sc2.s.pack[a][1].id
	sc2.play(fmt.Sprintf("pick #%d", sc2.s.pack[a][0].id))
	sc2.play(fmt.Sprintf("pick #%d", sc2.s.pack[b][0].id))
	if sc2.s.handN[a] != 2 || sc2.s.handN[b] != 2 || sc2.s.slotOf(b, give) < 0 {
		t.Error("with two players the other card does not go to the opponent")
	}
}

// TestA1MutagenBothTokensReturn: a Crew carrying its own Mutagen token and
// a Mutant token gives both back to the supply when it leaves play.
func TestA1MutagenBothTokensReturn(t *testing.T) {
	sc := newScene(t, 2, 40, nil)
	sc.clearHands()
	sc.integrating(0)
	s := sc.s
	u := sc.ark(0, "Habitat Ring", 0, -1)
	g := sc.ark(0, "Geneticist", 0, u)
	w := sc.ark(0, "Warden", 0, u)
	s.card[g].mutagen, s.card[g].mutant, s.card[w].jailer = true, true, true
	s.mutagen, s.jailer = 6, 7
	s.res[0] = 1
	sc.play(fmt.Sprintf("jail #%d with #%d", g, w))
	if s.mutagen != 8 {
		t.Errorf("Mutagen supply %d after jailing a Crew with two tokens, want 8", s.mutagen)
	}
}

// TestP5ReorderSecret: the rearranging is simultaneous, so it is committed
// in secret: while seats rearrange, and until all have, no other seat's
// view, event or text shows where a seat put its Crews; once all are done
// every arrangement is shown, before the scoring.
func TestP5ReorderSecret(t *testing.T) {
	sc := newScene(t, 2, 26, nil)
	sc.clearHands()
	s := sc.s
	a := sc.ark(0, "Habitat Ring", 0, -1)
	b := sc.ark(0, "Habitat Ring", 1, -1)
	c := sc.ark(0, "Envoy", 0, a)
	x := sc.ark(1, "Habitat Ring", 2, -1)
	y := sc.ark(1, "Habitat Ring", 3, -1)
	z := sc.ark(1, "Envoy", 1, x)
	sc.integrating(1)
	sc.play("pass")
	sc.wantPrompt(0, "reorder")
	evs := sc.play(fmt.Sprintf("crew #%d to #%d", c, b))
	// Seat 2 chooses without knowing seat 1's choice.
	v := s.View(1).(*State)
	if v.card[c].host != a || v.card[a].crews != 1 || v.card[b].crews != 0 {
		t.Errorf("seat 2's view shows seat 1's pending rearranging: Envoy in #%d", v.card[c].host)
	}
	if got := seatBlock(v.String(), 0); mentions(section(got, cardName(b)), c) || !mentions(section(got, cardName(a)), c) {
		t.Errorf("seat 2's text shows the rearranging:\n%s", got)
	}
	for _, e := range evs {
		if txt := v.EventText(e.For(1)); strings.Contains(txt, "Envoy") || strings.Contains(txt, fmt.Sprint(b)) {
			t.Errorf("seat 2 reads %q", txt)
		}
	}
	// Seat 1 sees its own choice.
	if own := s.View(0).(*State); own.card[c].host != b {
		t.Error("seat 1's view does not show its own rearranging")
	}
	sc.play("pass")
	sc.wantPrompt(1, "reorder")
	sc.play(fmt.Sprintf("crew #%d to #%d", z, y))
	// While seat 2 still may change its mind, seat 1 does not see it.
	if v := s.View(0).(*State); v.card[z].host != x {
		t.Error("seat 1's view shows seat 2's pending rearranging")
	}
	evs = sc.play("pass")
	text := sc.texts(evs)
	if !strings.Contains(text, fmt.Sprintf("Envoy #%d in Habitat Ring #%d", c, b)) || !strings.Contains(text, fmt.Sprintf("Envoy #%d in Habitat Ring #%d", z, y)) {
		t.Errorf("the arrangements are not shown once all chose:\n%s", text)
	}
	for _, p := range []rules.Seat{0, 1} {
		v := s.View(p).(*State)
		if v.card[c].host != b || v.card[z].host != y {
			t.Errorf("after the reveal seat %d's view misses a rearranging", p+1)
		}
	}
}

// TestCApprentice: the Apprentice, a Core Crew, recruits a Worker into
// hand when integrated; Expert Play takes one out (TestGExpert).
func TestCApprentice(t *testing.T) {
	sc := newScene(t, 2, 41, nil)
	sc.clearHands()
	sc.integrating(0)
	s := sc.s
	u := sc.ark(0, "Habitat Ring", 0, -1)
	a := sc.hand(0, "Apprentice", 0)
	s.res[0] = 1
	evs := sc.play(fmt.Sprintf("integrate #%d on #%d", a, u))
	if s.card[a].loc != locArk || s.card[a].host != u {
		t.Fatal("the Apprentice is not hosted in the Habitat Ring")
	}
	if s.handN[0] != 1 || cards[s.hands[0][0].id].Name != "Worker" || s.res[0] != 0 {
		t.Errorf("the Apprentice did not recruit a Worker for its cost of 1:\n%s", sc.texts(evs))
	}
}

// TestCNovice: the Novice, a Theocrat Crew, recruits a Convert into hand
// when integrated; Expert Play takes one out (TestGExpert).
func TestCNovice(t *testing.T) {
	sc := newScene(t, 2, 42, nil)
	sc.clearHands()
	sc.integrating(0)
	s := sc.s
	u := sc.ark(0, "Habitat Ring", 0, -1)
	n := sc.hand(0, "Novice", 0)
	s.res[0] = 1
	evs := sc.play(fmt.Sprintf("integrate #%d on #%d", n, u))
	if s.card[n].loc != locArk || s.handN[0] != 1 || cards[s.hands[0][0].id].Name != "Convert" {
		t.Errorf("the Novice did not recruit a Convert:\n%s", sc.texts(evs))
	}
	// The Convert is integrated like any Crew, paying its own cost.
	cv := s.hands[0][0].id
	s.res[0] = 1
	sc.play(fmt.Sprintf("integrate #%d on #%d", cv, u))
	if s.card[cv].loc != locArk || s.pp[0] != int16(cards[n].PP+cards[cv].PP) {
		t.Errorf("the Convert was not integrated for its points: %d PP", s.pp[0])
	}
}

// TestCRndTwoHolders: when two players hold an R&D Department, both are
// used in the window, in turn order.
func TestCRndTwoHolders(t *testing.T) {
	sc := newScene(t, 3, 43, nil)
	s := sc.s
	a := sc.ark(1, "R&D Department", 0, -1)
	b := sc.ark(2, "R&D Department", 1, -1)
	s.order = [4]int8{2, 0, 1}
	s.negotiation()
	sc.wantPrompt(2, "window")
	sc.play(fmt.Sprintf("use #%d chamber 4", b))
	sc.wantPrompt(1, "window")
	sc.play(fmt.Sprintf("use #%d chamber 4", a))
	sc.wantPrompt(2, "place")
}

// TestP2SecretEvents: the events of a Foundation discard and of a draft
// pick name the card to its chooser only.
func TestP2SecretEvents(t *testing.T) {
	sc := newScene(t, 2, 44, nil)
	s := sc.s
	sc.clearHands()
	kept := sc.hand(s.order[0], "Envoy", 0)
	sc.hand(s.order[1], "Herald", 0) // the other seat must discard too
	s.foundation()
	evs := sc.play("discard #" + fmt.Sprint(kept))
	other := rules.Seat(s.order[1])
	for _, e := range evs {
		if txt := s.EventText(e.For(other)); strings.Contains(txt, "Envoy") {
			t.Errorf("the other seat reads %q before choosing", txt)
		}
	}
	sc2 := newScene(t, 2, 45, rules.Options{"expert": "off", "draft": "on"})
	first := sc2.s.order[0]
	pick := sc2.s.pack[first][0].id
	evs = sc2.play(fmt.Sprintf("pick #%d", pick))
	for _, e := range evs {
		if e := e.For(rules.Seat(sc2.s.order[1])); e.A == pick {
			t.Errorf("the other seat reads %q before picking", sc2.s.EventText(e))
		}
	}
	if v := sc2.s.View(rules.Seat(sc2.s.order[1])).(*State); v.commit[first] != commitHid {
		t.Error("the other seat's view shows the pick")
	}
}
