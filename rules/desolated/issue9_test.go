package desolated

import (
	"reflect"
	"strings"
	"testing"

	"starboard/rules"
)

// Tests for the payment items of issue 9: each fails on the rules as they
// were before the fix.

// tokenTotal counts every token in the game: the supply, the seats' tokens
// and the tokens lying on Influence row cards.
func tokenTotal(s *State) int {
	n := s.supply.Units()
	for i := range s.seat {
		n += s.seat[i].tokens.Units()
	}
	for _, b := range s.rowTokens {
		n += b.Units()
	}
	return n
}

// giveTokens moves b from the supply to seat, so that the token total holds.
func giveTokens(t *testing.T, s *State, seat rules.Seat, b Bundle) {
	t.Helper()
	if !s.supply.Covers(b) {
		t.Fatalf("the supply %v cannot give %v", s.supply, b)
	}
	s.supply = s.supply.minus(b)
	s.seat[seat].tokens = s.seat[seat].tokens.plus(b)
}

// randomGames plays games of every test setup with random legal moves,
// choosing with pick (nil: uniformly), and calls each before every move.
func randomGames(t *testing.T, games int, pick func(s *State, legal []rules.Move, rng *rules.RNG) rules.Move, each func(s *State, step int)) {
	t.Helper()
	rng := rules.NewRNG(91)
	var buf [1024]rules.Move
	for g := range games {
		setup := setups()[g%len(setups())]
		setup.Seed = uint64(1000 + g)
		full, err := Title.Check(setup)
		if err != nil {
			t.Fatal(err)
		}
		s := New(full)
		for step := 0; !s.Over(); step++ {
			if step > 20000 {
				t.Fatalf("game %d (%v) has not ended after %d moves", g, setup, step)
			}
			each(s, step)
			if t.Failed() {
				t.Fatalf("game %d (%v, seed %d), step %d", g, setup.Options, setup.Seed, step)
			}
			legal := s.Legal(buf[:0])
			if len(legal) == 0 {
				t.Fatalf("game %d step %d: no legal move at stage %q", g, step, s.Stage())
			}
			m := legal[rng.IntN(len(legal))]
			if pick != nil {
				m = pick(s, legal, &rng)
			}
			if _, err := s.Apply(m); err != nil {
				t.Fatalf("game %d step %d: %s refused: %v", g, step, s.MoveText(m), err)
			}
		}
	}
}

// TestIssue9TokenTotal checks item 1: the 248 tokens are all somewhere, at
// every step of every game: tokens paid in go back to the supply.
func TestIssue9TokenTotal(t *testing.T) {
	randomGames(t, 40, nil, func(s *State, step int) {
		if n := tokenTotal(s); n != NumTokens {
			t.Errorf("%d tokens in the game at stage %q, want %d", n, s.Stage(), NumTokens)
		}
		if err := s.checkInvariants(); err != nil {
			t.Error(err)
		}
	})
}

// payState is what a payment may change, for comparing: every seat, the
// supply, the discards, the rows and the influence of the turn. Paid hand
// cards become known to all, which a cancel cannot undo; Known is left out.
type payState struct {
	seat      [MaxSeats]seatState
	supply    Bundle
	matDisc   []int16
	infDisc   []int16
	rowTokens [InfluenceRow]Bundle
	infRow    [InfluenceRow]int16
	lmRow     [LandmarkRow]int16
	tempSway  Sway
	phase     phase
}

func payStateOf(s *State) payState {
	p := payState{seat: s.seat, supply: s.supply, matDisc: append([]int16(nil), s.matDisc[:s.matDiscN]...),
		infDisc: append([]int16(nil), s.infDisc[:s.infDiscN]...), rowTokens: s.rowTokens, infRow: s.infRow,
		lmRow: s.lmRow, tempSway: s.tempSway, phase: s.phase}
	for i := range p.seat {
		for h := range p.seat[i].hand {
			p.seat[i].hand[h].Known = 0
		}
	}
	return p
}

// TestIssue9CancelExactInverse checks item 2 in random games with every
// option: at every step of a payment, a cancel gives back the state as it
// was before the payment began.
func TestIssue9CancelExactInverse(t *testing.T) {
	var before payState
	checked := 0
	randomGames(t, 40, func(s *State, legal []rules.Move, rng *rules.RNG) rules.Move {
		m := legal[rng.IntN(len(legal))]
		if m.Kind == MoveTrade || m.Kind == MoveEarn {
			before = payStateOf(s)
		}
		return m
	}, func(s *State, step int) {
		if s.phase != phPay && s.phase != phEarn {
			return
		}
		c := s.Clone().(*State)
		if _, err := c.Apply(rules.Move{Kind: MoveCancel}); err != nil {
			t.Fatalf("cancel refused: %v", err)
		}
		checked++
		if after := payStateOf(c); !reflect.DeepEqual(after, before) {
			for i := range after.seat {
				if after.seat[i] != before.seat[i] {
					t.Errorf("seat %d after cancel:\n%+v\nbefore the payment:\n%+v", i+1, after.seat[i], before.seat[i])
				}
			}
			t.Errorf("state after cancel differs from the one before the payment (supply %v / %v, discards %v / %v)",
				after.supply, before.supply, after.matDisc, before.matDisc)
		}
	})
	if checked < 100 {
		t.Errorf("only %d cancels checked", checked)
	}
}

// TestIssue9CancelReleaseAndRare checks item 2 on a scenario: a Character
// released and a Rare card run through during a Trade come back with a
// cancel, the chain whole and the tokens gone.
func TestIssue9CancelReleaseAndRare(t *testing.T) {
	a, b, _ := linkedTriple(t)
	if tierOf(Materials[a]) != tierOf(Materials[b]) {
		t.Skip("the linked cards differ in tier")
	}
	s := game(2)
	me := s.active
	toAction(t, s)
	char, rare := int16(FirstCharacter), int16(FirstRare)
	s.infRow[0] = findInfluence(t, func(f InfluenceCard) bool { return f.Cost[Spectrol] > 0 && f.Cost.Units() >= 3 })
	setHand(s, me)
	setInv(s, me, []int16{char}, []int16{a, rare, b})
	giveTokens(t, s, me, Bundle{10, 10, 10, 10, 10, 10})
	before := payStateOf(s)
	play(t, s, "trade 1", "release 1")
	for m, n := range Materials[a].Left {
		for range n {
			play(t, s, "spend "+Material(m).String())
		}
	}
	play(t, s, "convert 1 3 left")
	if s.Stage() != "pay" || len(s.Inventory(me)) != 2 {
		t.Fatalf("stage %q, inventory %v; want the payment under way, the Character gone and the chain broken", s.Stage(), s.Inventory(me))
	}
	play(t, s, "cancel")
	if after := payStateOf(s); !reflect.DeepEqual(after, before) {
		t.Errorf("after cancel:\n%+v\nsupply %v discards %v\nwant:\n%+v\nsupply %v discards %v",
			after.seat[me], after.supply, after.matDisc, before.seat[me], before.supply, before.matDisc)
	}
}

// refusal returns the error Apply gives for the move of text.
func refusalOf(t *testing.T, s *State, text string) string {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		return err.Error()
	}
	c := s.Clone()
	if _, err := c.Apply(m); err != nil {
		return err.Error()
	}
	t.Fatalf("%q was accepted, want a refusal", text)
	return ""
}

// TestIssue9RefusalReason checks item 5 (and item 7's dropped limit): after
// two cancels a Trade may still begin; each refusal names its true reason.
func TestIssue9RefusalReason(t *testing.T) {
	s := game(2)
	me := s.active
	toAction(t, s)
	var hand []int16
	for i := range 3 {
		hand = append(hand, handFor(t, Influences[s.infRow[i]].Cost)...)
	}
	setHand(s, me, hand...)
	play(t, s, "trade 1", "pay 1", "cancel", "trade 2", "cancel")
	if !legalTexts(s)["trade 3"] {
		t.Error("a Trade is not offered after two cancels")
	}
	if r := refusalOf(t, s, "trade 1"); !strings.Contains(r, "called off") {
		t.Errorf("trade 1 after its cancel refused with %q, want the reason: called off, nothing changed since", r)
	}
	s.infRow[3] = -1
	if r := refusalOf(t, s, "trade 4"); !strings.Contains(r, "empty") {
		t.Errorf("trade for an empty slot refused with %q, want: the slot is empty", r)
	}
	setHand(s, me)
	if r := refusalOf(t, s, "trade 3"); !strings.Contains(r, "cannot pay") {
		t.Errorf("trade without the means refused with %q, want: cannot pay the whole cost", r)
	}
	s.seat[me].inflN = 0
	if r := refusalOf(t, s, "earn 1"); !strings.Contains(r, "does not cover") {
		t.Errorf("earn without Influence refused with %q, want: its Influence does not cover the cost", r)
	}
}

// TestIssue9ConvertAsMuchAsAble checks item 6: a card converts as often as
// the pool pays for it; only a conversion back to a pool of the same run is
// refused, and the refusal says so.
func TestIssue9ConvertAsMuchAsAble(t *testing.T) {
	x := findMaterial(t, func(id int16, c MaterialCard) bool {
		return converts(id) && c.Left != c.Right && c.Left[Spectrol]+c.Right[Spectrol] == 0 && c.Left.Units() == 1
	})
	s := game(2)
	me := s.active
	toAction(t, s)
	s.infRow[0] = findInfluence(t, func(f InfluenceCard) bool { return f.Cost[Spectrol] > 0 && f.Cost.Units() >= 3 })
	setHand(s, me)
	setInv(s, me, []int16{x})
	giveTokens(t, s, me, Bundle{10, 10, 10, 10, 10, 10})
	l := firstMaterial(Materials[x].Left)
	play(t, s, "trade 1", "spend "+l.String(), "spend "+l.String(), "convert 1 1 left", "convert 1 1 left")
	want := Materials[x].Right.plus(Materials[x].Right)
	if s.pool != want {
		t.Errorf("pool %v after converting twice with one card, want %v", s.pool, want)
	}
	if r := refusalOf(t, s, "convert 1 1 right"); !strings.Contains(r, "back") {
		t.Errorf("a conversion back to an earlier pool refused with %q, want the loop guard named", r)
	}
}

// TestIssue9TradeOnlyWhenPayable checks item 7: a hand worth the cost in
// the wrong materials, with no conversion to fix it, offers no Trade.
func TestIssue9TradeOnlyWhenPayable(t *testing.T) {
	s := game(2)
	me := s.active
	toAction(t, s)
	cost := Influences[s.infRow[0]].Cost
	m := Material(0)
	for cost[m] > 0 {
		m++
	}
	setHand(s, me, ofType(t, m, 2, cost.Worth())...)
	setInv(s, me)
	if legalTexts(s)["trade 1"] {
		t.Errorf("trade 1 (cost %v) is offered to a hand of %s without conversions", cost, m)
	}
}

// TestIssue9NothingOfferedMustBeCalledOff checks item 7 in random games
// that never cancel: every payment offers a way on and "auto", and every
// game ends.
func TestIssue9NothingOfferedMustBeCalledOff(t *testing.T) {
	payments := 0
	randomGames(t, 60, func(s *State, legal []rules.Move, rng *rules.RNG) rules.Move {
		var ok []rules.Move
		for _, m := range legal {
			if m.Kind != MoveCancel {
				ok = append(ok, m)
			}
		}
		if len(ok) == 0 {
			t.Fatalf("stage %q offers only a cancel:\n%s", s.Stage(), s)
		}
		return ok[rng.IntN(len(ok))]
	}, func(s *State, step int) {
		if s.phase != phPay {
			return
		}
		payments++
		if !legalTexts(s)["auto"] {
			t.Errorf("a payment under way offers no auto:\n%s", s)
		}
	})
	if payments < 200 {
		t.Errorf("only %d payment steps seen", payments)
	}
}

// TestIssue9LeftoverFromConversionsOnly checks item 8: a hand card worth
// more than the cost still needs leaves no leftover.
func TestIssue9LeftoverFromConversionsOnly(t *testing.T) {
	s := game(2)
	me := s.active
	toAction(t, s)
	s.infRow[0] = findInfluence(t, func(f InfluenceCard) bool { return f.Cost[Indicyl] == 1 && !f.Advanced })
	cost := Influences[s.infRow[0]].Cost
	rest := cost
	rest[Indicyl] = 0
	setHand(s, me, append(ofType(t, Indicyl, 2, 1), handFor(t, rest)...)...)
	setInv(s, me)
	play(t, s, "trade 1")
	for s.Stage() == "pay" {
		play(t, s, "pay 1")
	}
	if s.Stage() == "leftover" || s.Leftover().Units() > 0 {
		t.Errorf("stage %q, leftover %v: a hand card's surplus became leftover", s.Stage(), s.Leftover())
	}
}

// guardCount counts, in one state, the engine guards of ruling R-loop that
// bind: a run of conversions at its limit, more special cards in an
// inventory or Rare cards in a hand than the search follows.
func guardCount(s *State) (run, special, rare int) {
	if s.phase == phPay && int(s.runN) >= maxRun {
		run++
	}
	for i := range s.seat[:s.seats] {
		ss := &s.seat[i]
		n := 0
		for _, id := range ss.inv[:ss.invN] {
			if k := Materials[id].Kind; k == CharacterCard || k == RareCard {
				n++
			}
		}
		if n > maxSpecial {
			special++
		}
		n = 0
		for _, c := range ss.hand[:ss.handN] {
			if c.ID >= 0 && Materials[c.ID].Kind == RareCard {
				n++
			}
		}
		if n > maxRareHand {
			rare++
		}
	}
	return run, special, rare
}

// TestIssue9Guards plays greedy bots (every table size, every option) and
// random players and counts how often an engine guard of R-loop bound: in
// the bots' games, never.
func TestIssue9Guards(t *testing.T) {
	games := 12
	if *sim {
		games = 120
	}
	before := searchCapped.Load()
	var run, special, rare, moves int
	for g := range games {
		setup := setups()[g%len(setups())]
		r := simGame(t, setup.Seats, uint64(500+g), setup.Options)
		run, special, rare, moves = run+r.guards[0], special+r.guards[1], rare+r.guards[2], moves+r.moves
	}
	capped := searchCapped.Load() - before
	t.Logf("greedy bots, %d games, %d moves: run limit %d, special cards %d, Rare cards in hand %d, searches out of room %d",
		games, moves, run, special, rare, capped)
	if run+special+rare > 0 || capped > 0 {
		t.Errorf("an engine guard bound in the bots' games")
	}
	before = searchCapped.Load()
	run, special, rare, moves = 0, 0, 0, 0
	randomGames(t, games*4, nil, func(s *State, step int) {
		a, b, c := guardCount(s)
		run, special, rare, moves = run+a, special+b, rare+c, moves+1
	})
	t.Logf("random players, %d games, %d moves: run limit %d, special cards %d, Rare cards in hand %d, searches out of room %d",
		games*4, moves, run, special, rare, searchCapped.Load()-before)
}

// The prompt of a payment says what is paid in so far in plain words:
// "nothing paid in yet" before the first card, never "the pool".
func TestPayPromptSaysWhatIsPaidIn(t *testing.T) {
	empty, some := 0, 0
	randomGames(t, 6, func(s *State, legal []rules.Move, rng *rules.RNG) rules.Move {
		return legal[rng.IntN(len(legal))]
	}, func(s *State, step int) {
		p := s.Prompt()
		if p.Kind != "pay" {
			return
		}
		if strings.Contains(p.Text, "pool") {
			t.Errorf("the payment prompt reads %q", p.Text)
		}
		if s.pool.Units() == 0 {
			empty++
			if !strings.Contains(p.Text, "nothing paid in yet") {
				t.Errorf("with nothing paid in the prompt reads %q", p.Text)
			}
		} else {
			some++
		}
	})
	if empty == 0 || some == 0 {
		t.Errorf("the games met %d payments with nothing paid in and %d with some", empty, some)
	}
}
