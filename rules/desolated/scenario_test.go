package desolated

import (
	"slices"
	"strings"
	"testing"

	"starboard/rules"
)

func TestD1Components(t *testing.T) {
	var perType [NumMaterials]int
	for _, c := range Materials[:NumMaterialCards] {
		perType[c.Type]++
		if c.Value < 1 || c.Value > 2 {
			t.Errorf("%s has material value %d, want 1 or 2", c.Name, c.Value)
		}
	}
	if perType != materialCounts || perType != [NumMaterials]int{75, 75, 50, 50, 25, 25} {
		t.Errorf("Material cards per type = %v, want [75 75 50 50 25 25]", perType)
	}
	tokens := 0
	for _, n := range tokenCounts {
		tokens += n
	}
	if tokens != NumTokens {
		t.Errorf("tokens = %d, want %d", tokens, NumTokens)
	}
	if NumInfluenceCards != 192 || NumLandmarkCards != 27 || NumMaterialCards != 300 {
		t.Errorf("decks of %d, %d, %d cards, want 300, 192, 27", NumMaterialCards, NumInfluenceCards, NumLandmarkCards)
	}
	// The 132 advanced cards: 36 of each expansion and 24 module cards.
	if n := NumTechCards + NumAdvancedInfluence + NumAdvancedLandmarks + NumCampaigns + NumCharacters + NumTalents + NumRareCards; n != 132 {
		t.Errorf("advanced cards = %d, want 132", n)
	}
	storage := 0
	for _, l := range Landmarks[:NumLandmarkCards] {
		if l.Storage {
			storage++
		}
		if n := l.Cost.Total(); n < 2 || n > 4 {
			t.Errorf("%s costs %d influence, want 2 to 4", l.Name, n)
		}
	}
	if storage != 9 {
		t.Errorf("storage Landmarks = %d, want 9", storage)
	}
	for _, f := range Influences[:NumInfluenceCards] {
		if n := f.Cost.Units(); n < 2 || n > 5 || f.Sway.Total() < 1 {
			t.Errorf("%s costs %d units and gives %d influence", f.Name, n, f.Sway.Total())
		}
	}
}

func TestD2Setup(t *testing.T) {
	s := game(4)
	for i := range MaterialRow {
		if s.MaterialRowCard(i) < 0 {
			t.Errorf("Material row slot %d is empty", i+1)
		}
	}
	for i := range InfluenceRow {
		if id, _ := s.InfluenceRowCard(i); id < 0 {
			t.Errorf("Influence row slot %d is empty", i+1)
		}
	}
	for i := range LandmarkRow {
		if s.LandmarkRowCard(i) < 0 {
			t.Errorf("Landmark row slot %d is empty", i+1)
		}
	}
	for seat := range rules.Seat(4) {
		if n := s.HandSize(seat); n != StartHand {
			t.Errorf("HandSize(%v) = %d, want %d", seat, n, StartHand)
		}
		for _, c := range s.seat[seat].hand[:s.seat[seat].handN] {
			if c.Known != rules.SeatsOf(seat) {
				t.Errorf("a starting card of %v is known to %b, want only its owner", seat, c.Known)
			}
		}
	}
	m, i, l := s.Piles()
	if m != 300-5-16 || i != 192-4 || l != 27-3 {
		t.Errorf("Piles() = %d, %d, %d, want 279, 188, 24", m, i, l)
	}
	if s.ToMove() != s.First() || s.Stage() != "draw" {
		t.Errorf("ToMove() = %v in stage %q, want the first seat %v to draw", s.ToMove(), s.Stage(), s.First())
	}
}

func TestD3Draw(t *testing.T) {
	s := game(2)
	me := s.active
	row := s.matRow[2]
	evs := play(t, s, "take 3")
	if s.matRow[2] != -1 {
		t.Errorf("Material row slot 3 = %d after the take, want empty until the Status phase", s.matRow[2])
	}
	if got := s.seat[me].hand[4]; got.ID != row || got.Known != rules.Everyone {
		t.Errorf("the taken card is %+v, want %d seen by all", got, row)
	}
	if !hasEvent(evs, EvTake) {
		t.Error("no take event")
	}
	evs = play(t, s, "take pile")
	if len(evs) != 1 || evs[0].Kind != EvDraw || !evs[0].Redacted(1-me) || evs[0].For(1-me).A != rules.Unknown {
		t.Errorf("a pile draw gave %+v, want one draw event hidden from the other seat", evs)
	}
	if s.Stage() != "action" || s.HandSize(me) != 6 {
		t.Errorf("after two draws: stage %q, hand %d; want action, 6", s.Stage(), s.HandSize(me))
	}
	s2 := game(2)
	evs = play(t, s2, "done")
	if s2.Stage() != "action" {
		t.Errorf("after done: stage %q, want action", s2.Stage())
	}
	if len(evs) != 1 || evs[0].Kind != EvDrawEnd || evs[0].A != 0 || !strings.HasSuffix(s2.EventText(evs[0]), " skips drawing") {
		t.Errorf("skipping the draw gave %+v, want one event that says so", evs)
	}
	s3 := game(2)
	play(t, s3, "take 1")
	evs = play(t, s3, "done")
	if len(evs) != 1 || evs[0].Kind != EvDrawEnd || evs[0].A != 1 || !strings.HasSuffix(s3.EventText(evs[0]), " stops drawing at 1 card") {
		t.Errorf("stopping after one card gave %+v, want one event that says so", evs)
	}
}

// linkedPair returns two cards a, b with b linking to the right of a, and a
// third card c linking to the right of b.
func linkedTriple(t *testing.T) (a, b, c int16) {
	t.Helper()
	for x := range Materials[:NumMaterialCards] {
		for y := range Materials[:NumMaterialCards] {
			if x == y || !links(int16(x), int16(y)) {
				continue
			}
			for z := range Materials[:NumMaterialCards] {
				if z != x && z != y && links(int16(y), int16(z)) {
					return int16(x), int16(y), int16(z)
				}
			}
		}
	}
	t.Fatal("no linked triple")
	return
}

func TestD4Upgrade(t *testing.T) {
	a, b, c := linkedTriple(t)
	s := game(2)
	me := s.active
	toAction(t, s)
	setHand(s, me, b)
	setInv(s, me, []int16{a})
	play(t, s, "upgrade 1 right 1")
	if got := s.Inventory(me); len(got) != 1 || len(got[0]) != 2 || got[0][0] != int(a) || got[0][1] != int(b) {
		t.Errorf("Inventory = %v, want [[%d %d]]", got, a, b)
	}

	s = game(2)
	me = s.active
	toAction(t, s)
	setHand(s, me, a)
	setInv(s, me, []int16{b})
	play(t, s, "upgrade 1 left 1")
	if got := s.Inventory(me); len(got) != 1 || got[0][0] != int(a) {
		t.Errorf("Inventory = %v, want [[%d %d]]", got, a, b)
	}

	s = game(2)
	me = s.active
	toAction(t, s)
	setHand(s, me, b)
	setInv(s, me, []int16{c}, []int16{a})
	play(t, s, "upgrade 1 join 2 1")
	if got := s.Inventory(me); len(got) != 1 || len(got[0]) != 3 || got[0][0] != int(a) || got[0][2] != int(c) {
		t.Errorf("Inventory after a join = %v, want [[%d %d %d]]", got, a, b, c)
	}

	s = game(2)
	me = s.active
	toAction(t, s)
	x := findMaterial(t, func(id int16, m MaterialCard) bool { return !links(a, id) })
	setHand(s, me, x)
	setInv(s, me, []int16{a})
	refused(t, s, "upgrade 1 right 1")
	play(t, s, "upgrade 1 new")
	if got := s.Inventory(me); len(got) != 2 {
		t.Errorf("Inventory = %v, want two groups", got)
	}
}

// handFor returns value-1 cards that pay cost exactly.
func handFor(t *testing.T, cost Bundle) []int16 {
	t.Helper()
	var ids []int16
	for m, n := range cost {
		if n > 0 {
			ids = append(ids, ofType(t, Material(m), 1, int(n))...)
		}
	}
	return ids
}

func TestD4Trade(t *testing.T) {
	s := game(2)
	me := s.active
	toAction(t, s)
	id := s.infRow[0]
	cost := Influences[id].Cost
	setHand(s, me, handFor(t, cost)...)
	s.rowTokens[0] = Bundle{Hesson: 2}
	play(t, s, "trade 1")
	n := cost.Units()
	for range n - 1 {
		play(t, s, "pay 1")
		if s.Stage() != "pay" {
			t.Fatalf("the Trade ended before the cost was covered: stage %q", s.Stage())
		}
	}
	evs := play(t, s, "pay 1")
	if !hasEvent(evs, EvTrade) {
		t.Fatalf("the Trade did not complete once the pool covered the cost: %v", evs)
	}
	if got := s.InfluenceCards(me); len(got) != 1 || got[0] != int(id) {
		t.Errorf("InfluenceCards = %v, want [%d]", got, id)
	}
	if got := s.Tokens(me); got[Hesson] != 2 {
		t.Errorf("Tokens = %v, want the 2 hesson that lay on the card", got)
	}
	if s.rowTokens[0] != (Bundle{}) {
		t.Errorf("row tokens of slot 1 = %v after the Trade, want none", s.rowTokens[0])
	}
}

// convertSetup starts a Trade for an Influence card that costs spectrol,
// with cards a, b chained in the inventory and plenty of tokens.
func convertSetup(t *testing.T) (*State, int16, int16) {
	t.Helper()
	var a, b int16 = -1, -1
	for x := range Materials[:NumMaterialCards] {
		for y := range Materials[:NumMaterialCards] {
			cx, cy := Materials[x], Materials[y]
			if x != y && links(int16(x), int16(y)) && cx.Left[Spectrol]+cx.Right[Spectrol]+cy.Left[Spectrol]+cy.Right[Spectrol] == 0 {
				a, b = int16(x), int16(y)
				break
			}
		}
		if a >= 0 {
			break
		}
	}
	s := game(2)
	me := s.active
	toAction(t, s)
	s.infRow[0] = findInfluence(t, func(f InfluenceCard) bool { return f.Cost[Spectrol] > 0 })
	setHand(s, me)
	setInv(s, me, []int16{a, b})
	s.seat[me].tokens = Bundle{10, 10, 10, 10, 10, 10}
	play(t, s, "trade 1")
	return s, a, b
}

func TestD4Convert(t *testing.T) {
	s, a, b := convertSetup(t)
	ca, cb := Materials[a], Materials[b]
	for m, n := range ca.Left {
		for range n {
			play(t, s, "spend "+Material(m).String())
		}
	}
	before := s.pool
	play(t, s, "convert 1 2 left")
	if want := before.minus(ca.Left).plus(cb.Right); s.pool != want {
		t.Errorf("pool after convert 1 2 left = %v, want %v", s.pool, want)
	}
	if s.pool.Worth() != before.Worth() {
		t.Errorf("the conversion changed the pool's worth from %d to %d", before.Worth(), s.pool.Worth())
	}
	// R-loop: tracing back the same way would give the pool it had.
	refused(t, s, "convert 2 1 right")

	s, a, b = convertSetup(t)
	ca, cb = Materials[a], Materials[b]
	for m, n := range cb.Right {
		for range n {
			play(t, s, "spend "+Material(m).String())
		}
	}
	before = s.pool
	play(t, s, "convert 2 1 right")
	if want := before.minus(cb.Right).plus(ca.Left); s.pool != want {
		t.Errorf("pool after convert 2 1 right = %v, want %v", s.pool, want)
	}
	refused(t, s, "convert 1 1 right") // traces right while paying the right side
}

func TestD4Leftover(t *testing.T) {
	// A one-card conversion gains more of a material than the cost asks:
	// the surplus is leftover.
	var x, id int16 = -1, -1
	for c := range Materials[:NumMaterialCards] {
		mc := Materials[c]
		if !converts(int16(c)) || mc.Left.Units() != 1 || mc.Left == mc.Right {
			continue
		}
		l := firstMaterial(mc.Left)
		if mc.Right[l] > 0 {
			continue
		}
		for f := range Influences[:NumInfluenceCards] {
			cost := Influences[f].Cost
			if cost[l] > 0 || cost.Units() == 0 {
				continue
			}
			for m := range cost {
				if mc.Right[m] > cost[m] {
					x, id = int16(c), int16(f)
				}
			}
		}
		if x >= 0 {
			break
		}
	}
	if x < 0 {
		t.Fatal("no card converts into more than an Influence cost asks")
	}
	s := game(2)
	me := s.active
	toAction(t, s)
	s.infRow[0] = id
	cost, right := Influences[id].Cost, Materials[x].Right
	setHand(s, me)
	setInv(s, me, []int16{x})
	giveTokens(t, s, me, Materials[x].Left.plus(shortOf(cost, right)))
	play(t, s, "trade 1", "spend "+firstMaterial(Materials[x].Left).String(), "convert 1 1 left")
	for m, n := range shortOf(cost, right) {
		for range n {
			play(t, s, "spend "+Material(m).String())
		}
	}
	want := shortOf(right, cost)
	if s.Stage() != "leftover" || s.Leftover() != want {
		t.Fatalf("stage %q, leftover %v; want %v to place", s.Stage(), s.Leftover(), want)
	}
	extra := firstMaterial(want)
	if legalTexts(s)["place "+extra.String()+" 1"] {
		t.Error("leftover may go on the card just taken")
	}
	supply := s.supply[extra]
	play(t, s, "place "+extra.String()+" 2")
	if _, tok := s.InfluenceRowCard(1); tok[extra] != 1 || s.supply[extra] != supply-1 {
		t.Errorf("slot 2 tokens %v, supply %d; want 1 %s from the supply", tok, s.supply[extra], extra)
	}
}

// earnSetup gives the active seat Influence cards that cover the cost of
// Landmark row slot 1 and starts its Action phase.
func earnSetup(t *testing.T, s *State) {
	t.Helper()
	me := s.active
	toAction(t, s)
	cost := Landmarks[s.lmRow[0]].Cost
	ss := &s.seat[me]
	ss.inflN = 0
	var have Sway
	for id, f := range Influences[:NumInfluenceCards] {
		if have.Covers(cost) {
			break
		}
		gain := false
		for i := range f.Sway {
			gain = gain || (f.Sway[i] > 0 && have[i] < cost[i])
		}
		if gain {
			ss.infl[ss.inflN] = int16(id)
			ss.inflN++
			for i := range f.Sway {
				have[i] += f.Sway[i]
			}
		}
	}
}

func TestD4Earn(t *testing.T) {
	s := game(2)
	me := s.active
	earnSetup(t, s)
	lm := s.lmRow[0]
	n := s.seat[me].inflN
	play(t, s, "earn 1")
	for s.Stage() == "earn" {
		play(t, s, "give 1")
	}
	if got := s.LandmarkCards(me); len(got) != 1 || got[0] != int(lm) {
		t.Errorf("LandmarkCards = %v, want [%d]", got, lm)
	}
	if len(s.InfluenceCards(me)) >= int(n) || len(s.InfluenceDiscards()) == 0 {
		t.Errorf("the Influence given was not discarded: %d cards left of %d", len(s.InfluenceCards(me)), n)
	}
	s = game(2)
	toAction(t, s)
	s.seat[s.active].inflN = 0
	if legalTexts(s)["earn 1"] {
		t.Error("earn 1 is offered without any Influence")
	}
}

func TestD4Harvest(t *testing.T) {
	a, b, c := linkedTriple(t)
	s := game(2)
	me := s.active
	toAction(t, s)
	setInv(s, me, []int16{a, b, c})
	before := s.Tokens(me)
	play(t, s, "harvest 2")
	if got := s.Inventory(me); len(got) != 2 {
		t.Errorf("Inventory = %v, want the chain broken in two", got)
	}
	want := before.plus(Materials[b].Payment())
	if got := s.seat[me].tokens; got != want {
		t.Errorf("Tokens = %v, want %v", got, want)
	}
	lone := findMaterial(t, func(_ int16, m MaterialCard) bool { return !m.Linkable() })
	s = game(2)
	toAction(t, s)
	setInv(s, s.active, []int16{lone})
	if legalTexts(s)["harvest 1"] {
		t.Error("a lone unlinkable card may be harvested")
	}
}

func TestD4Pass(t *testing.T) {
	s := game(3)
	me := s.active
	toAction(t, s)
	play(t, s, "pass")
	if s.active == me || s.Stage() != "draw" {
		t.Errorf("after a pass: %v to %q, want the next seat to draw", s.active, s.Stage())
	}
}

func TestD4Cancel(t *testing.T) {
	s, _, _ := convertSetup(t)
	me := s.active
	x := ofType(t, Indicyl, 2, 2)
	setHand(s, me, x...)
	s.snapSeat = s.seat[me]
	before := s.seat[me]
	hand := s.seat[me].hand
	play(t, s, "pay 2", "spend rubel", "pay 1")
	for m, n := range Materials[s.seat[me].inv[0]].Left {
		for range n {
			play(t, s, "spend "+Material(m).String())
		}
	}
	play(t, s, "convert 1 1 left")
	play(t, s, "cancel")
	if s.Stage() != "action" || s.seat[me].handN != 2 || s.seat[me].hand[0].ID != hand[0].ID || s.seat[me].hand[1].ID != hand[1].ID {
		t.Errorf("after cancel: stage %q, hand %v; want action and the hand as it was", s.Stage(), s.Hand(me))
	}
	if s.seat[me].tokens != before.tokens {
		t.Errorf("after cancel: tokens %v, want %v back", s.seat[me].tokens, before.tokens)
	}
	// R-loop: nothing has changed, so the same Trade would reach nothing new.
	if legalTexts(s)["trade 1"] {
		t.Error("the Trade just called off is offered again though nothing changed")
	}
}

func TestD4Auto(t *testing.T) {
	s := game(2)
	me := s.active
	toAction(t, s)
	cost := Influences[s.infRow[0]].Cost
	setHand(s, me, handFor(t, cost)...)
	play(t, s, "trade 1")
	if !legalTexts(s)["auto"] {
		t.Fatal("auto is not offered when the hand pays the cost")
	}
	evs := play(t, s, "auto")
	pays := 0
	for _, e := range evs {
		if e.Kind == EvPay {
			pays++
		}
	}
	if evs[0].Kind != EvAuto || pays != cost.Units() || !hasEvent(evs, EvTrade) {
		t.Errorf("auto reported %d pay steps (want %d) and trade %v", pays, cost.Units(), hasEvent(evs, EvTrade))
	}
}

func TestD5Refill(t *testing.T) {
	s := game(2)
	play(t, s, "take 1", "take 2", "pass")
	if s.matRow[0] < 0 || s.matRow[1] < 0 {
		t.Errorf("the Material row was not refilled: %v", s.matRow)
	}
	s = game(2)
	s.matDiscN = 0
	for s.matPileN > 0 {
		s.matPileN--
		s.discardMaterial(s.matPile[s.matPileN].ID)
	}
	evs := play(t, s, "take 1", "done", "pass")
	if !hasEvent(evs, EvReshuffle) || s.matRow[0] < 0 {
		t.Errorf("an empty pile was not rebuilt from the discards: %v", evs)
	}
	s = game(2)
	s.lmPileN = 0
	s.lmRow[1] = -1
	evs = play(t, s, "done", "pass")
	if !hasEvent(evs, EvFinalRound) || !s.final {
		t.Error("an unfillable Landmark row did not start the final round")
	}
}

// storageLandmark returns the first Landmark with storage and its Mult.
func storageLandmark() int16 {
	for id, l := range Landmarks[:NumLandmarkCards] {
		if l.Storage {
			return int16(id)
		}
	}
	return -1
}

func TestD5Store(t *testing.T) {
	s := game(2)
	me := s.active
	ss := &s.seat[me]
	ss.lm[0], ss.lmN = storageLandmark(), 1
	hidden := ss.hand[0].ID
	play(t, s, "done", "pass")
	if s.Stage() != "store" {
		t.Fatalf("stage %q, want store", s.Stage())
	}
	score := s.Score(me)
	play(t, s, "store hand 1 under 1")
	if got := s.Stored(me); len(got) != 1 || got[0].Card != int(hidden) {
		t.Errorf("Stored = %v, want the first hand card", got)
	}
	v := s.View(1 - me).(*State)
	if got := v.Stored(me); got[0].Card != -1 {
		t.Errorf("the other seat sees stored card %d, want it hidden", got[0].Card)
	}
	ss.store[1] = stored{card: card{ID: 5, Known: rules.Everyone}}
	ss.storeN = 2
	if got, want := s.Score(me), score+Landmarks[ss.lm[0]].Mult; got != want {
		t.Errorf("Score with two stored cards = %d, want %d", got, want)
	}
}

func TestD5Discard(t *testing.T) {
	s := game(2)
	me := s.active
	play(t, s, "take 1", "take 2")
	setHand(s, me, 1, 2, 3, 4, 5, 6, 7, 8, 9)
	play(t, s, "pass")
	for range 2 {
		if s.Stage() != "discard" || s.active != me {
			t.Fatalf("stage %q for %v, want %v to discard", s.Stage(), s.active, me)
		}
		play(t, s, "discard 1")
	}
	if s.HandSize(me) != HandLimit || s.active == me {
		t.Errorf("hand %d, active %v; want %d and the next seat", s.HandSize(me), s.active, HandLimit)
	}
}

func TestD6Final(t *testing.T) {
	s := game(3)
	last := rules.Seat((int(s.first) + 2) % 3)
	me := s.active
	s.seat[me].lm[0], s.seat[me].lm[1], s.seat[me].lmN = 20, 21, 2
	earnSetup(t, s)
	play(t, s, "earn 1", "auto")
	if !s.final {
		t.Fatal("a third Landmark did not start the final round")
	}
	for !s.Over() {
		if s.Stage() == "store" {
			play(t, s, "keep")
			continue
		}
		if s.Stage() != "draw" {
			t.Fatalf("unexpected stage %q", s.Stage())
		}
		if s.active == me {
			t.Fatal("the first seat plays again after the final round")
		}
		play(t, s, "done", "pass")
		if !s.Over() && s.active == s.first {
			t.Fatal("the game did not end with the round")
		}
	}
	_ = last
	s = game(2)
	s.round = RoundGuard - 1
	for s.round < RoundGuard {
		play(t, s, "done", "pass")
	}
	if !s.final || s.finalWhy != finalGuard {
		t.Errorf("round %d began without the final round (why %d)", s.round, s.finalWhy)
	}
}

func TestD6Score(t *testing.T) {
	a, b, c := linkedTriple(t)
	s := game(2)
	ss := &s.seat[0]
	setInv(s, 0, []int16{a, b, c})
	ss.infl[0], ss.infl[1], ss.inflN = 0, 1, 2
	chains := int16(-1)
	for id, l := range Landmarks[:NumLandmarkCards] {
		if l.Bonus == BonusChains {
			chains = int16(id)
			break
		}
	}
	ss.lm[0], ss.lmN = chains, 1
	want := Influences[0].VP + Influences[1].VP + Landmarks[chains].VP + Landmarks[chains].Mult
	if got := s.Score(0); got != want {
		t.Errorf("Score = %d, want %d", got, want)
	}
	sum := 0
	for _, l := range s.Breakdown(0) {
		sum += l.Points
	}
	if sum != want {
		t.Errorf("Breakdown adds up to %d, want %d", sum, want)
	}
}

func TestD6Tie(t *testing.T) {
	s := game(2)
	s.phase = phOver
	for seat := range s.seat[:2] {
		setHand(s, rules.Seat(seat))
	}
	// Both score 2 from one Influence card each; then a chain breaks the
	// tie, then a Landmark against an Influence card of equal points.
	var four int16 = -1
	for id, f := range Influences[:NumInfluenceCards] {
		if f.VP == 2 {
			four = int16(id)
			break
		}
	}
	for seat := range 2 {
		ss := &s.seat[seat]
		ss.infl[0], ss.inflN = four, 1
		setInv(s, rules.Seat(seat))
	}
	if got := s.Winners(); got != rules.SeatsOf(0, 1) {
		t.Errorf("Winners of a full tie = %b, want both", got)
	}
	lone := findMaterial(t, func(_ int16, m MaterialCard) bool { return m.Linkable() })
	setInv(s, 1, []int16{lone})
	if got := s.Winners(); got != rules.SeatsOf(1) {
		t.Errorf("Winners = %b, want seat 2 by the chains tie-breaker", got)
	}
	s.seat[0].lm[0], s.seat[0].lmN = storageLandmark(), 1
	s.seat[1].infl[1], s.seat[1].inflN = findInfluence(t, func(f InfluenceCard) bool { return f.VP == Landmarks[storageLandmark()].VP }), 2
	if got := s.Winners(); got != rules.SeatsOf(0) {
		t.Errorf("Winners = %b, want seat 1 by the Landmarks tie-breaker", got)
	}
}

func TestS1Setup(t *testing.T) {
	s := game(1)
	if _, _, l := s.Piles(); l != SoloPile-LandmarkRow || s.lmBoxN != NumLandmarkCards-SoloPile {
		t.Errorf("solo Landmark pile %d and box %d, want 6 and 18", l, s.lmBoxN)
	}
}

func TestS2Actions(t *testing.T) {
	s := game(1)
	play(t, s, "done", "pass")
	if s.Stage() != "action" {
		t.Fatalf("after one solo action: stage %q, want a second action", s.Stage())
	}
	play(t, s, "pass")
	if s.Stage() == "action" {
		t.Error("a third solo action is offered")
	}
}

func TestS3Shift(t *testing.T) {
	s := game(1)
	row := s.lmRow
	play(t, s, "done", "pass", "pass")
	if s.lmRow[1] != row[0] || s.lmRow[2] != row[1] || s.lmDiscN != 1 || s.lmDisc[0] != row[2] {
		t.Errorf("Landmark row %v from %v with discards %v, want a shift right", s.lmRow, row, s.lmDisc[:s.lmDiscN])
	}
}

func TestS4Step(t *testing.T) {
	s := game(1)
	play(t, s, "done", "pass", "pass")
	if s.Stage() == "store" {
		play(t, s, "keep")
	}
	for s.Stage() == "discard" {
		play(t, s, "discard 1")
	}
	if s.Stage() != "pick" {
		t.Fatalf("stage %q, want the solo pick", s.Stage())
	}
	rev := s.Revealed()
	first, second := Materials[rev[0]], Materials[rev[1]]
	hand := s.HandSize(0)
	infRow, matRow := s.infRow, s.matRow
	play(t, s, "pick 1")
	for i, id := range infRow {
		if id >= 0 && Influences[id].Cost[first.Type] > 0 && s.infRow[i] == id {
			t.Errorf("Influence slot %d kept a card costing %s", i+1, first.Type)
		}
	}
	for i, id := range matRow {
		if id >= 0 && Materials[id].Type == second.Type && s.matRow[i] == id {
			t.Errorf("Material slot %d kept a %s card", i+1, second.Type)
		}
	}
	if s.HandSize(0) != hand+2 || s.Stage() != "draw" {
		t.Errorf("hand %d, stage %q; want %d and a new turn", s.HandSize(0), s.Stage(), hand+2)
	}
}

func TestS5End(t *testing.T) {
	s := game(1)
	s.lmPileN = 0
	s.lmRow = [LandmarkRow]int16{-1, -1, 4}
	play(t, s, "done", "pass", "pass")
	for s.Stage() == "discard" || s.Stage() == "store" {
		play(t, s, s.MoveText(s.Legal(nil)[0]))
	}
	if !s.Over() {
		t.Fatalf("stage %q, want the game over once the last Landmark left", s.Stage())
	}
	if got, want := s.Score(0), -2*int(s.lmDiscN); got != want || s.lmDiscN < 1 {
		t.Errorf("Score = %d, want %d (2 per lost Landmark)", got, want)
	}
	if s.Winners() != 0 {
		t.Error("a solo seat below the target wins")
	}
}

func TestH1Hidden(t *testing.T) {
	s := game(2)
	me := s.active
	play(t, s, "take 1")
	taken := s.seat[me].hand[4].ID
	v := s.View(1 - me).(*State)
	hand := v.Hand(me)
	for i, id := range hand[:4] {
		if id != -1 {
			t.Errorf("the other seat sees hand card %d = %d, want -1", i+1, id)
		}
	}
	if hand[4] != int(taken) {
		t.Errorf("the card taken from the row reads %d, want %d", hand[4], taken)
	}
	own := s.View(me).(*State).Hand(me)
	for i, id := range own {
		if id < 0 {
			t.Errorf("a seat does not see its own card %d", i+1)
		}
	}
	rng := rules.NewRNG(9)
	d := v.Clone().(*State)
	d.Determinize(1-me, &rng)
	for _, id := range d.Hand(me) {
		if id < 0 {
			t.Error("Determinize left a placeholder")
		}
	}
}

// TestViewOfAnotherSeatCannotPlay: a view that does not know the hand of
// the seat to move lists only the moves that do not depend on it (the
// public view a shared screen holds: the draw's takes and done), the same
// as the game lists, and plays none.
func TestViewOfAnotherSeatCannotPlay(t *testing.T) {
	s := game(2)
	v := s.View(1 - s.active)
	var want []rules.Move
	for _, m := range s.Legal(nil) {
		if s.handFree(m) {
			want = append(want, m)
		}
	}
	if got := v.Legal(nil); !slices.Equal(got, want) || len(got) == 0 {
		t.Errorf("Legal on a view of the other seat = %v, want the moves that need no hand %v", got, want)
	}
	if _, err := v.Apply(rules.Move{Kind: MoveDone}); err == nil {
		t.Error("Apply on a view of the other seat was accepted")
	}
	_ = v.Evaluate(s.active)
	_ = v.String()
}
