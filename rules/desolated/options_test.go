package desolated

import (
	"testing"

	"starboard/rules"
)

// withOptions starts a game of seats with the given options on.
func withOptions(seats int, keys ...string) *State {
	o := rules.Options{}
	for _, k := range keys {
		o[k] = "on"
	}
	full, err := Title.Check(rules.Setup{Seats: seats, Seed: 3, Options: o})
	if err != nil {
		panic(err)
	}
	return New(full)
}

func TestX1Rise(t *testing.T) {
	s := withOptions(3, "rise")
	adv := 0
	for _, c := range s.infPile[:s.infPileN] {
		if Influences[c.ID].Advanced {
			adv++
		}
	}
	for _, id := range s.infRow {
		if Influences[id].Advanced {
			t.Error("an Advanced Influence card is in the opening row")
		}
	}
	if adv != 12 || s.infBoxN != 24 {
		t.Errorf("Advanced Influence in the pile %d, in the box %d; want 12 and 24", adv, s.infBoxN)
	}
	// An Advanced card costs nothing and asks for upkeep next turn.
	me := s.active
	adv16 := int16(NumInfluenceCards)
	s.infRow[0] = adv16
	play(t, s, "done", "trade 1")
	if got := s.InfluenceCards(me); len(got) != 1 || got[0] != int(adv16) {
		t.Fatalf("InfluenceCards = %v, want the Advanced card taken for free", got)
	}
	for s.active != me || s.Stage() != "upkeep" {
		if s.Stage() == "store" || s.Stage() == "talent" {
			play(t, s, "keep")
			continue
		}
		play(t, s, "done", "pass")
	}
	up := Influences[adv16].Upkeep
	s.seat[me].tokens = up
	play(t, s, "upkeep token")
	if s.Stage() != "draw" || s.seat[me].tokens != (Bundle{}) || len(s.InfluenceCards(me)) != 1 {
		t.Errorf("after paying upkeep: stage %q, tokens %v, cards %v", s.Stage(), s.seat[me].tokens, s.InfluenceCards(me))
	}
	// Next round, release it.
	for s.active != me || s.Stage() != "upkeep" {
		if s.Stage() == "store" || s.Stage() == "talent" {
			play(t, s, "keep")
			continue
		}
		play(t, s, "done", "pass")
	}
	play(t, s, "upkeep release")
	if len(s.InfluenceCards(me)) != 0 {
		t.Error("a released card stayed in the inventory")
	}
}

func TestX2Destruction(t *testing.T) {
	s := withOptions(2, "destruction")
	total := int(s.lmPileN) + LandmarkRow
	if total != NumLandmarkCards+4 || s.lmBoxN != NumAdvancedLandmarks-4 {
		t.Errorf("Landmarks in play %d, box %d; want 31 and 32", total, s.lmBoxN)
	}
	me := s.active
	var adv int16 = -1
	for k := range NumAdvancedLandmarks {
		if Landmarks[NumLandmarkCards+k].BoonN == 2 {
			adv = int16(NumLandmarkCards + k)
			break
		}
	}
	s.lmRow[0] = adv
	cost := Landmarks[adv].MatCost
	setHand(s, me, handFor(t, cost)...)
	play(t, s, "done", "earn 1", "auto")
	if got := s.LandmarkCards(me); len(got) != 1 || got[0] != int(adv) {
		t.Fatalf("LandmarkCards = %v, want the Advanced Landmark paid in materials", got)
	}
	if s.seat[me].insulas() != 0 || s.Score(me) != 0 {
		t.Errorf("an Advanced Landmark counts %d towards the trigger and scores %d", s.seat[me].insulas(), s.Score(me))
	}
	for s.active != me || s.Stage() != "boon" {
		if s.Stage() == "store" || s.Stage() == "talent" {
			play(t, s, "keep")
			continue
		}
		play(t, s, "done", "pass")
	}
	play(t, s, "boon 2")
	want := Sway{}
	want[Landmarks[adv].Boons[1]] = 1
	if s.TempSway() != want {
		t.Errorf("TempSway = %v, want %v", s.TempSway(), want)
	}
	play(t, s, "done", "pass")
	if s.tempSway != (Sway{}) {
		t.Error("the boon outlived the turn")
	}
}

func TestX3Technology(t *testing.T) {
	s := withOptions(2, "technology")
	tech := 0
	for _, c := range s.matPile[:s.matPileN] {
		if Materials[c.ID].Kind == TechCard {
			tech++
		}
	}
	if tech != 12 || s.matBoxN != 24 {
		t.Errorf("Advanced Materials in the pile %d, box %d; want 12 and 24", tech, s.matBoxN)
	}
	me := s.active
	id := int16(FirstTech)
	s.matRow[0] = id
	play(t, s, "take 1")
	if got := s.TechCards(me); len(got) != 1 || got[0].Card != int(id) || s.HandSize(me) != StartHand {
		t.Fatalf("TechCards = %v, hand %d; want the card in the inventory, not the hand", got, s.HandSize(me))
	}
	play(t, s, "done", "pass")
	for s.active != me {
		play(t, s, "done", "pass")
	}
	face := Materials[id].Faces[0]
	if got := s.Tokens(me); got != face {
		t.Errorf("Tokens = %v after the first turn of the card, want %v", got, face)
	}
	for s.seat[me].techN > 0 {
		play(t, s, "done", "pass")
	}
	if s.matDisc[s.matDiscN-1] != id && s.matDiscN > 0 {
		found := false
		for _, d := range s.matDisc[:s.matDiscN] {
			found = found || d == id
		}
		if !found {
			t.Error("a worn-out Advanced Material is not in the discards")
		}
	}
}

func TestM1Campaign(t *testing.T) {
	s := withOptions(2, "campaign")
	me := s.active
	c := s.CampaignOf(me)
	if c < 0 || s.CampaignOf(1-me) < 0 || c == s.CampaignOf(1-me) {
		t.Fatalf("Campaigns %d and %d, want two different ones", c, s.CampaignOf(1-me))
	}
	play(t, s, "done", "pass")
	if got := s.Tokens(me)[Campaigns[c].Gives]; got != 1 {
		t.Errorf("tokens of %s = %d after the Status phase, want 1", Campaigns[c].Gives, got)
	}
}

func TestM2Character(t *testing.T) {
	s := withOptions(2, "character")
	me := s.active
	inv := s.Inventory(me)
	if len(inv) != 1 || Materials[inv[0][0]].Kind != CharacterCard {
		t.Fatalf("Inventory = %v, want the Character as the first chain", inv)
	}
	c := Materials[inv[0][0]]
	play(t, s, "done", "release 1")
	if got := s.Tokens(me); got != c.Payment() || len(s.Inventory(me)) != 0 {
		t.Errorf("after release: tokens %v, inventory %v; want %v and none", got, s.Inventory(me), c.Payment())
	}
	if s.Stage() != "action" {
		t.Errorf("a release took the action: stage %q", s.Stage())
	}
}

func TestM3Talent(t *testing.T) {
	s := withOptions(2, "talent")
	me := s.active
	tal, _ := s.TalentOf(me)
	if tal < 0 || s.Score(me) != Talents[tal].Values[0] {
		t.Fatalf("Talent %d, score %d; want a Talent scoring %d", tal, s.Score(me), Talents[tal].Values[0])
	}
	row := Talents[tal].Rows[0]
	setHand(s, me, ofType(t, row, 1, 1)...)
	play(t, s, "done", "pass")
	if s.Stage() != "talent" {
		t.Fatalf("stage %q, want talent", s.Stage())
	}
	play(t, s, "cover 1")
	if got := s.Score(me); got != Talents[tal].Values[1] {
		t.Errorf("Score after covering a row = %d, want %d", got, Talents[tal].Values[1])
	}
}

func TestM4Rare(t *testing.T) {
	s := withOptions(2, "rare")
	if s.Stage() != "setup-discard" || s.active != s.first {
		t.Fatalf("stage %q for %v, want the first seat to discard before play", s.Stage(), s.active)
	}
	for seat := range rules.Seat(2) {
		rare := 0
		for _, id := range s.Hand(seat) {
			if Materials[id].Kind == RareCard {
				rare++
			}
		}
		if rare != 1 || s.HandSize(seat) != StartHand+1 {
			t.Errorf("%v holds %d Rare cards in %d, want 1 in 5", seat, rare, s.HandSize(seat))
		}
	}
	play(t, s, "discard 1", "discard 1")
	if s.Stage() != "draw" || s.HandSize(0) != StartHand || s.HandSize(1) != StartHand {
		t.Fatalf("stage %q, hands %d %d; want the game to begin with 4 cards each", s.Stage(), s.HandSize(0), s.HandSize(1))
	}
	// Wild payment.
	me := s.active
	rare := int16(FirstRare)
	s.infRow[0] = findInfluence(t, func(f InfluenceCard) bool {
		return f.Cost == Bundle{Spessart: 1, Indicyl: 1} || f.Cost[Spessart] == 1 && f.Cost.Units() == 2
	})
	cost := Influences[s.infRow[0]].Cost
	other := cost
	other[Spessart] = 0
	setHand(s, me, append([]int16{rare}, handFor(t, other)...)...)
	play(t, s, "done", "trade 1", "pay 1 as spessart")
	if s.pool[Spessart] != 1 && s.Stage() == "pay" {
		t.Errorf("pool = %v, want the Rare card paying 1 spessart", s.pool)
	}
	// Wild links: the Rare card links with anything, carries conversions
	// between cards of one tier and is discarded after.
	a, b, _ := linkedTriple(t)
	if !links(a, rare) || !links(rare, b) {
		t.Fatal("a Rare card does not link")
	}
	s = withOptions(2, "rare")
	play(t, s, "discard 1", "discard 1")
	me = s.active
	play(t, s, "done")
	s.infRow[0] = findInfluence(t, func(f InfluenceCard) bool { return f.Cost[Spectrol] > 0 })
	setHand(s, me)
	setInv(s, me, []int16{a, rare, b})
	s.seat[me].tokens = Bundle{10, 10, 10, 10, 10, 10}
	play(t, s, "trade 1")
	for m, n := range Materials[a].Left {
		for range n {
			play(t, s, "spend "+Material(m).String())
		}
	}
	if tierOf(Materials[a]) == tierOf(Materials[b]) {
		play(t, s, "convert 1 3 left")
		if len(s.Inventory(me)) != 2 {
			t.Errorf("Inventory = %v, want the chain broken where the Rare card was", s.Inventory(me))
		}
	}
	lone := findMaterial(t, func(id int16, m MaterialCard) bool {
		return converts(id) && tierOf(m) != tierOf(Materials[a]) && m.LeftLink != NoLink
	})
	setInv(s, me, []int16{a, rare, lone})
	if legalTexts(s)["convert 1 3 left"] {
		t.Error("a conversion runs through a Rare card between two tiers")
	}
}
