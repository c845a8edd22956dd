package desolated

import (
	"strings"
	"testing"

	"starboard/rules"
)

// Tests for the findings of the strict review (issue 9), one per finding,
// named after it.

// TestItem3OtherLandmarksAreInsulas: "+N per other Landmark" counts the
// seat's other Insula Landmarks only, not its Advanced Landmarks (ruling
// R-advanced-landmark).
func TestItem3OtherLandmarksAreInsulas(t *testing.T) {
	s := game(2)
	ss := &s.seat[0]
	per := int16(-1)
	for id, l := range Landmarks[:NumLandmarkCards] {
		if l.Bonus == BonusLandmarks {
			per = int16(id)
			break
		}
	}
	other := storageLandmark()
	adv := int16(NumLandmarkCards)
	ss.lm[0], ss.lm[1], ss.lm[2], ss.lmN = per, adv, other, 3
	if got := ss.bonusCount(0); got != 1 {
		t.Errorf("bonus count with one other Insula and one Advanced Landmark = %d, want 1", got)
	}
	ss.lm[2], ss.lmN = adv+1, 3
	if got := ss.bonusCount(0); got != 0 {
		t.Errorf("bonus count with only Advanced Landmarks beside it = %d, want 0", got)
	}
}

// TestItem11ChainOfOne: a chain is one or more linkable cards, so a chain
// bonus counts a lone linkable card as a chain; a card with no link symbol
// is no chain.
func TestItem11ChainOfOne(t *testing.T) {
	a, b, _ := linkedTriple(t)
	lone := findMaterial(t, func(_ int16, m MaterialCard) bool { return m.Linkable() })
	bare := findMaterial(t, func(_ int16, m MaterialCard) bool { return !m.Linkable() })
	s := game(2)
	ss := &s.seat[0]
	chains := int16(-1)
	for id, l := range Landmarks[:NumLandmarkCards] {
		if l.Bonus == BonusChains {
			chains = int16(id)
			break
		}
	}
	ss.lm[0], ss.lmN = chains, 1
	setInv(s, 0, []int16{a, b}, []int16{lone}, []int16{bare})
	if got := ss.bonusCount(0); got != 2 {
		t.Errorf("chain bonus count of a chain of two, a chain of one and a bare card = %d, want 2", got)
	}
	if got := s.Chains(0); got != 2 {
		t.Errorf("Chains = %d, want 2", got)
	}
}

// TestItem10SoloNoRefillAfterStep: the rows the solo step clears stay
// empty until the next Status phase refills them.
func TestItem10SoloNoRefillAfterStep(t *testing.T) {
	s := game(1)
	play(t, s, "done", "pass", "pass")
	for s.Stage() == "store" || s.Stage() == "discard" {
		play(t, s, s.MoveText(s.Legal(nil)[0]))
	}
	if s.Stage() != "pick" {
		t.Fatalf("stage %q, want the solo pick", s.Stage())
	}
	rev := s.Revealed()
	first, second := Materials[rev[0]], Materials[rev[1]]
	// Make sure the step clears a Material slot and an Influence slot.
	s.matRow[0] = findMaterial(t, func(id int16, m MaterialCard) bool {
		return m.Type == second.Type && id != int16(rev[0]) && id != int16(rev[1])
	})
	s.infRow[0] = findInfluence(t, func(f InfluenceCard) bool { return f.Cost[first.Type] > 0 })
	evs := play(t, s, "pick 1")
	if s.matRow[0] >= 0 || s.infRow[0] >= 0 {
		t.Errorf("cleared slots were refilled after the solo step: Material %d, Influence %d", s.matRow[0], s.infRow[0])
	}
	if hasEvent(evs, EvRefill) {
		t.Error("the solo step refilled a row")
	}
	play(t, s, "done", "pass", "pass")
	for s.Stage() == "store" || s.Stage() == "discard" {
		play(t, s, s.MoveText(s.Legal(nil)[0]))
	}
	if s.matRow[0] < 0 || s.infRow[0] < 0 {
		t.Error("the Status phase did not refill the rows")
	}
}

// TestItem13RebuiltPileHidden: a pile rebuilt from the discards is face
// down: no seat knows its cards, so views do not list them.
func TestItem13RebuiltPileHidden(t *testing.T) {
	s := game(2)
	s.matDiscN = 0
	for s.matPileN > 0 {
		s.matPileN--
		s.discardMaterial(s.matPile[s.matPileN].ID)
	}
	for s.infPileN > 0 {
		s.infPileN--
		s.infDisc[s.infDiscN] = s.infPile[s.infPileN].ID
		s.infDiscN++
	}
	s.infRow[0] = -1
	me := s.active
	evs := play(t, s, "take 1", "take pile", "pass")
	if !hasEvent(evs, EvReshuffle) {
		t.Fatal("no pile was rebuilt")
	}
	for _, seat := range []rules.Seat{me, 1 - me} {
		v := s.View(seat).(*State)
		for _, c := range v.matPile[:v.matPileN] {
			if c.ID >= 0 {
				t.Fatalf("%v's view lists Material card %d in the rebuilt pile", seat, c.ID)
			}
		}
		for _, c := range v.infPile[:v.infPileN] {
			if c.ID >= 0 {
				t.Fatalf("%v's view lists Influence card %d in the rebuilt pile", seat, c.ID)
			}
		}
	}
	// The card drawn from the rebuilt pile is known to its drawer only.
	drawn := s.seat[me].hand[s.seat[me].handN-1]
	if drawn.Known != rules.SeatsOf(me) {
		t.Errorf("the card drawn from the rebuilt pile is known to %b, want its drawer only", drawn.Known)
	}
}

// sealedOf returns the event of kind in evs and whether one was there.
func sealedOf(evs []rules.Event, kind uint8) (sealed, found bool) {
	for _, e := range evs {
		if e.Kind == kind {
			return e.Sealed, true
		}
	}
	return false, false
}

// TestItem14RevealSeals: a card leaving a hand that others could not see
// (upgraded, paid, discarded) shows it to everyone; the event is sealed so
// that no undo hides it again. A card everyone already knew seals nothing.
func TestItem14RevealSeals(t *testing.T) {
	s := game(2)
	me := s.active
	evs := play(t, s, "done", "upgrade 1 new")
	if sealed, ok := sealedOf(evs, EvUpgrade); !ok || !sealed {
		t.Errorf("upgrading a hidden hand card: sealed %v (event found %v), want sealed", sealed, ok)
	}

	s = game(2)
	me = s.active
	evs = play(t, s, "take 1", "done", "upgrade 5 new")
	if sealed, _ := sealedOf(evs, EvUpgrade); sealed {
		t.Error("upgrading a card taken from the row sealed the move")
	}

	s = game(2)
	me = s.active
	toAction(t, s)
	setHand(s, me, append(handFor(t, Influences[s.infRow[0]].Cost), handFor(t, Influences[s.infRow[1]].Cost)...)...)
	play(t, s, "trade 1")
	evs = play(t, s, "pay 1")
	if sealed, ok := sealedOf(evs, EvPay); !ok || !sealed {
		t.Errorf("paying a hidden hand card: sealed %v (event found %v), want sealed", sealed, ok)
	}
	play(t, s, "cancel", "trade 2")
	evs = play(t, s, "pay 1")
	if sealed, _ := sealedOf(evs, EvPay); sealed {
		t.Error("paying a card a cancel had shown to everyone sealed the move")
	}

	s = game(2)
	me = s.active
	toAction(t, s)
	setHand(s, me, handFor(t, Influences[s.infRow[0]].Cost)...)
	evs = play(t, s, "trade 1", "auto")
	if sealed, ok := sealedOf(evs, EvPay); !ok || !sealed {
		t.Errorf("auto paying hidden hand cards: sealed %v (event found %v), want sealed", sealed, ok)
	}

	s = game(2)
	me = s.active
	play(t, s, "take pile", "take pile", "pass")
	setHand(s, me, 1, 2, 3, 4, 5, 6, 7, 8)
	s.phase = phDiscard
	evs = play(t, s, "discard 1")
	if sealed, ok := sealedOf(evs, EvDiscard); !ok || !sealed {
		t.Errorf("discarding a hidden hand card: sealed %v (event found %v), want sealed", sealed, ok)
	}

	// Solo: nobody else could see the hand, so nothing needs sealing.
	s = game(1)
	evs = play(t, s, "done", "upgrade 1 new")
	if sealed, _ := sealedOf(evs, EvUpgrade); sealed {
		t.Error("a solo upgrade sealed the move")
	}
}

// TestItem9StoreAnyCard: in the Status phase a seat may store one card of
// any kind, from its hand or its inventory, beneath a storage Landmark. A
// stored Landmark no longer counts towards the three-Landmark trigger, and a
// stored card scores nothing.
func TestItem9StoreAnyCard(t *testing.T) {
	// storeTurn plays the active seat's turn up to the store prompt.
	storeTurn := func(s *State) {
		play(t, s, "done", "pass")
		if s.Stage() != "store" {
			t.Fatalf("stage %q, want store", s.Stage())
		}
	}
	ins := func(n int) []int16 {
		var out []int16
		for id, l := range Landmarks[:NumLandmarkCards] {
			if !l.Storage && len(out) < n {
				out = append(out, int16(id))
			}
		}
		return out
	}
	box := storageLandmark()

	// A Landmark: the seat holds two Insulas besides the storage one and
	// stores one of them; it then counts two Landmarks, not three.
	s := game(2)
	me := s.active
	ss := &s.seat[me]
	two := ins(2)
	ss.lm[0], ss.lm[1], ss.lm[2], ss.lmN = two[0], box, two[1], 3
	ss.store[0], ss.storeN = stored{card: card{ID: s.popMaterial().ID, Known: rules.Everyone}, Under: 1}, 1
	storeTurn(s)
	legal := legalTexts(s)
	for _, want := range []string{"store landmark 1 under 2", "store landmark 3 under 2", "store hand 1 under 2"} {
		if !legal[want] {
			t.Errorf("%q is not offered", want)
		}
	}
	if legal["store landmark 2 under 2"] {
		t.Error("a Landmark may be stored beneath itself")
	}
	refused(t, s, "store landmark 2 under 2")
	score := s.Score(me)
	play(t, s, "store landmark 1 under 2")
	if got := s.LandmarkCards(me); len(got) != 2 || got[0] != int(box) || got[1] != int(two[1]) {
		t.Fatalf("LandmarkCards = %v, want the storage Landmark and the other Insula", got)
	}
	if got := ss.insulas(); got != 2 {
		t.Errorf("insulas = %d after storing one of three, want 2", got)
	}
	st := s.Stored(me)
	if len(st) != 2 || st[0].Under != 0 || st[1] != (StoredCard{Card: int(two[0]), Kind: StoredLandmark, Under: 0}) {
		t.Errorf("Stored = %v, want the earlier card and the Landmark, both beneath the storage Landmark (now first)", st)
	}
	if got, want := s.Score(me), score-Landmarks[two[0]].VP; got != want {
		t.Errorf("Score after storing a Landmark = %d, want %d (its points lost)", got, want)
	}
	v := s.View(1 - me).(*State)
	if got := v.Stored(me); got[1].Card != int(two[0]) {
		t.Errorf("the other seat sees the stored Landmark as %d, want it public", got[1].Card)
	}

	// An Influence card: its points go; it does not count for the
	// storage bonus, which counts Material cards.
	s = game(2)
	me = s.active
	ss = &s.seat[me]
	f := findInfluence(t, func(f InfluenceCard) bool { return f.VP > 0 })
	ss.lm[0], ss.lmN = box, 1
	ss.infl[0], ss.inflN = f, 1
	ss.store[0], ss.storeN = stored{card: card{ID: s.popMaterial().ID, Known: rules.Everyone}}, 1
	storeTurn(s)
	score = s.Score(me)
	play(t, s, "store influence 1 under 1")
	if got, want := s.Score(me), score-Influences[f].VP; got != want || len(s.InfluenceCards(me)) != 0 {
		t.Errorf("Score after storing an Influence card = %d (cards %v), want %d", got, s.InfluenceCards(me), want)
	}
	rng := rules.NewRNG(4)
	d := s.View(1 - me).(*State)
	d.Determinize(1-me, &rng)
	if got := d.Stored(me); got[1] != (StoredCard{Card: int(f), Kind: StoredInfluence}) {
		t.Errorf("after Determinize the stored Influence card reads %v", got[1])
	}

	// An Advanced Material.
	s = withOptions(2, "technology")
	me = s.active
	ss = &s.seat[me]
	ss.lm[0], ss.lmN = box, 1
	ss.tech[0], ss.techN = FirstTech, 1
	for s.Stage() != "action" {
		play(t, s, s.MoveText(s.Legal(nil)[len(s.Legal(nil))-1]))
	}
	play(t, s, "pass")
	tech := ss.tech[0]
	play(t, s, "store advanced 1 under 1")
	if ss.techN != 0 || s.Stored(me)[0] != (StoredCard{Card: int(tech), Kind: StoredMaterial}) {
		t.Errorf("Advanced Materials %d, stored %v; want it stored", ss.techN, s.Stored(me))
	}
}

// TestItem4StringShowsEverythingPublic: the text of a state (the CLI's
// show) names everything public and everything the viewer knows of its own
// hand: link symbols and conversions of hand cards, an Advanced Landmark's
// material cost and influence, Advanced Materials, Campaign and Talent
// cards, Advanced Influence upkeep, stored cards.
func TestItem4StringShowsEverythingPublic(t *testing.T) {
	s := withOptions(2, "rise", "destruction", "technology", "campaign", "talent")
	me := s.active
	ss := &s.seat[me]
	advL := int16(NumLandmarkCards + 1) // gives a choice of two
	advI := int16(NumInfluenceCards)
	s.lmRow[0] = advL
	s.infRow[0] = advI
	ss.lm[0], ss.lm[1], ss.lmN = advL, storageLandmark(), 2
	ss.infl[0], ss.inflN = advI, 1
	ss.tech[0], ss.techTurn[0], ss.techN = FirstTech, 1, 1
	hidden := s.popMaterial().ID
	ss.store[0], ss.storeN = stored{card: card{ID: hidden, Known: rules.SeatsOf(me)}, Under: 1}, 1
	h := ss.hand[0].ID
	mine := s.View(me).String()
	theirs := s.View(1 - me).String()
	lm, inf, hc, tc := Landmarks[advL], Influences[advI], Materials[h], Materials[FirstTech]
	want := []string{
		"costs " + lm.MatCost.String(),
		lm.Boons[0].String() + " or " + lm.Boons[1].String(),
		"upkeep " + inf.Upkeep.String(),
		tc.Name, Campaigns[s.seat[me].campaign].Name, Talents[s.seat[me].talent].Name,
		Campaigns[s.seat[1-me].campaign].Name, Talents[s.seat[1-me].talent].Name,
	}
	for _, w := range want {
		if !strings.Contains(theirs, w) {
			t.Errorf("the other seat's show lacks %q:\n%s", w, theirs)
		}
	}
	if strings.Contains(theirs, "costs nothing") {
		t.Errorf("show says a card costs nothing:\n%s", theirs)
	}
	for _, w := range []string{hc.LeftLink.String() + "<" + hc.Left.String() + " / " + hc.Right.String() + ">" + hc.RightLink.String(), matName(hidden)} {
		if !strings.Contains(mine, w) {
			t.Errorf("the owner's show lacks %q:\n%s", w, mine)
		}
	}
	if !strings.Contains(theirs, "1. a hidden Material card") {
		t.Errorf("the other seat's show does not mark hidden hand cards:\n%s", theirs)
	}
	if strings.Contains(theirs, matName(hidden)) || strings.Contains(theirs, matName(h)) {
		t.Errorf("the other seat's show names a hidden card:\n%s", theirs)
	}
}
