package toy

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"starboard/rules"
	"starboard/rules/rulestest"
)

func TestConformance(t *testing.T) {
	var setups []rules.Setup
	for seats := 2; seats <= 4; seats++ {
		for _, deck := range []string{"12", "16"} {
			setups = append(setups, rules.Setup{Seats: seats, Options: rules.Options{"deck": deck}})
		}
	}
	rulestest.Run(t, Title, rulestest.Config{Setups: setups, Seed: 7})
}

func FuzzToy(f *testing.F) { rulestest.Fuzz(f, Title) }

func BenchmarkRandomGames(b *testing.B) {
	rulestest.RandomGames(b, Title, rules.Setup{Seats: 4})
}

// newGame starts a game and fails the test if it cannot.
func newGame(t *testing.T, seats int, seed uint64, opts rules.Options) *State {
	t.Helper()
	g, err := Title.New(rules.Setup{Seats: seats, Seed: seed, Options: opts})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return g.(*State)
}

// play applies the moves written as text and returns the events of the last.
func play(t *testing.T, g *State, texts ...string) []rules.Event {
	t.Helper()
	var evs []rules.Event
	for _, text := range texts {
		m, err := g.ParseMove(text)
		if err != nil {
			t.Fatalf("ParseMove(%q): %v", text, err)
		}
		if evs, err = g.Apply(m); err != nil {
			t.Fatalf("Apply(%q): %v\n%s", text, err, g)
		}
	}
	return evs
}

// legalTexts lists the legal moves as text.
func legalTexts(g *State) []string {
	var out []string
	for _, m := range g.Legal(nil) {
		out = append(out, g.MoveText(m))
	}
	return out
}

func TestT1Setup(t *testing.T) {
	for _, tc := range []struct {
		seats int
		deck  string
		left  int8
	}{{2, "12", 8}, {4, "12", 4}, {3, "16", 10}} {
		g := newGame(t, tc.seats, 1, rules.Options{"deck": tc.deck})
		if g.deckLen != tc.left {
			t.Errorf("%d seats, deck %s: %d cards left in the deck, want %d", tc.seats, tc.deck, g.deckLen, tc.left)
		}
		var all []int8
		all = append(all, g.deck[:g.deckLen]...)
		for p := range tc.seats {
			if g.handLen[p] != dealt {
				t.Errorf("seat %d holds %d cards, want %d", p+1, g.handLen[p], dealt)
			}
			all = append(all, g.hand[p][:g.handLen[p]]...)
		}
		slices.Sort(all)
		for i, c := range all {
			if c != int8(i+1) {
				t.Fatalf("%d seats, deck %s: the cards are %v, want 1 to %d once each", tc.seats, tc.deck, all, len(all))
			}
		}
		if g.ToMove() != 0 {
			t.Errorf("ToMove() = %v, want seat 1", g.ToMove())
		}
	}
	a, b := newGame(t, 2, 5, nil), newGame(t, 2, 6, nil)
	if a.deck == b.deck && a.hand == b.hand {
		t.Errorf("seeds 5 and 6 dealt the same cards")
	}
	if _, err := Title.New(rules.Setup{Seats: 2, Options: rules.Options{"deck": "13"}}); err == nil {
		t.Errorf("New with deck=13 succeeded, want an error")
	}
	if _, err := Title.New(rules.Setup{Seats: 5}); err == nil {
		t.Errorf("New with 5 seats succeeded, want an error")
	}
}

func TestT2Turn(t *testing.T) {
	g := newGame(t, 2, 1, nil)
	if got, want := legalTexts(g), []string{"play 1", "play 2", "draw"}; !slices.Equal(got, want) {
		t.Fatalf("legal moves = %q, want %q", got, want)
	}
	card := g.hand[0][1]
	evs := play(t, g, "play 2")
	if len(evs) != 1 || evs[0].Kind != EventPlay || evs[0].B != int16(card) || evs[0].Secret != 0 {
		t.Errorf("play 2 events = %+v, want one public play of %d", evs, card)
	}
	if g.Score(0) != int(card) || g.handLen[0] != 1 {
		t.Errorf("after play 2: Score = %d, hand size %d; want %d, 1", g.Score(0), g.handLen[0], card)
	}
	play(t, g, "keep")

	top := g.deck[g.deckLen-1]
	evs = play(t, g, "draw")
	if len(evs) != 1 || evs[0].Kind != EventDraw || evs[0].A != int16(top) || !evs[0].Sealed || !evs[0].Redacted(0) || evs[0].Redacted(1) {
		t.Fatalf("draw events = %+v, want a sealed draw of %d secret from seat 1", evs, top)
	}
	if got := g.EventText(evs[0].For(0)); !strings.Contains(got, "a card") {
		t.Errorf("seat 1 reads the draw as %q, want the card hidden", got)
	}
	if g.hand[1][2] != top || g.handLen[1] != 3 {
		t.Errorf("after the draw, seat 2 holds %v, want %d last", g.hand[1], top)
	}
	play(t, g, "play 1", "keep")
	g.toMove = 1 // seat 2 holds 3 cards again after a draw
	g.hand[1][2], g.handLen[1] = g.deck[g.deckLen-1], 3
	g.deckLen--
	if got, want := legalTexts(g), []string{"play 1", "play 2", "play 3"}; !slices.Equal(got, want) {
		t.Errorf("with 3 cards in hand, legal moves = %q, want %q", got, want)
	}
}

func TestT3Answer(t *testing.T) {
	g := newGame(t, 3, 2, nil)
	play(t, g, "play 1")
	if got, want := legalTexts(g), []string{"keep", "pass"}; !slices.Equal(got, want) {
		t.Fatalf("after a play, legal moves = %q, want %q", got, want)
	}
	if p := g.Prompt(); p.Seat != 0 || p.Kind != "keep-or-pass" {
		t.Errorf("Prompt() = %+v, want seat 1 to keep or pass", p)
	}
	before := g.Score(0)
	top := g.deck[g.deckLen-1]
	evs := play(t, g, "pass")
	if len(evs) != 2 || evs[0].Kind != EventPass || evs[0].A != 1 || evs[1].Kind != EventDraw || evs[1].A != int16(top) {
		t.Errorf("pass events = %+v, want a pass to seat 2 then a draw of %d", evs, top)
	}
	if g.Score(1) != 1 || g.Score(0) != before {
		t.Errorf("after the pass: scores %d and %d, want %d and 1", g.Score(0), g.Score(1), before)
	}
	if g.handLen[0] != 2 || g.hand[0][1] != top {
		t.Errorf("after the pass seat 1 holds %v, want the top card %d drawn", g.hand[0][:g.handLen[0]], top)
	}
	if g.ToMove() != 1 {
		t.Errorf("ToMove() = %v, want seat 2", g.ToMove())
	}

	g.deckLen = 0
	play(t, g, "play 1")
	if got, want := legalTexts(g), []string{"keep"}; !slices.Equal(got, want) {
		t.Errorf("with an empty deck, legal answers = %q, want %q", got, want)
	}
}

func TestT4Next(t *testing.T) {
	g := newGame(t, 3, 3, nil)
	g.deckLen = 0
	g.handLen[1] = 0
	g.hand[1] = [handCap]int8{}
	play(t, g, "play 1", "keep")
	if g.ToMove() != 2 {
		t.Errorf("ToMove() = %v, want seat 3: seat 2 has no card and cannot draw", g.ToMove())
	}
}

func TestT5End(t *testing.T) {
	for seed := range uint64(50) {
		g := newGame(t, 2+int(seed%3), seed, rules.Options{"deck": "16"})
		rng := rules.NewRNG(seed)
		var buf [8]rules.Move
		for n := 0; !g.Over(); n++ {
			if n > 4*maxCards {
				t.Fatalf("seed %d: still going after %d moves", seed, n)
			}
			legal := g.Legal(buf[:0])
			if _, err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if g.deckLen != 0 || slices.ContainsFunc(g.handLen[:], func(n int8) bool { return n != 0 }) {
			t.Errorf("seed %d: over with %d cards in the deck and hands %v", seed, g.deckLen, g.handLen)
		}
		if g.ToMove() != rules.NoSeat {
			t.Errorf("seed %d: ToMove() = %v at the end, want nobody", seed, g.ToMove())
		}
	}
}

func TestT6Score(t *testing.T) {
	g := newGame(t, 3, 4, nil)
	g.deckLen, g.phase, g.toMove = 0, phaseOver, rules.NoSeat
	g.handLen = [maxSeats]int8{}
	g.played[0], g.playedLen[0] = [maxCards]int8{5, 7}, 2
	g.played[1], g.playedLen[1], g.gifts[1] = [maxCards]int8{11}, 1, 1
	g.played[2], g.playedLen[2] = [maxCards]int8{2, 3}, 2
	if got := g.Winners(); got != rules.SeatsOf(0, 1) {
		t.Errorf("Winners() = %b, want seats 1 and 2 tied at 12", got)
	}
	for seat, want := range []float64{0.5, 0.5, 0} {
		if got := g.Utility(rules.Seat(seat)); got != want {
			t.Errorf("Utility(%v) = %v, want %v", rules.Seat(seat), got, want)
		}
	}
	if got, want := g.Breakdown(1), []rules.ScoreLine{{Label: "Cards played", Points: 11}, {Label: "Points passed to you", Points: 1}}; !slices.Equal(got, want) {
		t.Errorf("Breakdown(seat 2) = %v, want %v", got, want)
	}
	g.gifts[0] = 1
	if got := g.Utility(0); got != 1 {
		t.Errorf("Utility(seat 1) = %v as sole winner, want 1", got)
	}
}

// TestT7Public: drawing, keeping and passing are public moves, playing a
// card is not; the public moves listed from the public view are the
// game's own, at every position of a game.
func TestT7Public(t *testing.T) {
	g := newGame(t, 2, 1, nil)
	for _, c := range []struct {
		m    rules.Move
		want bool
	}{
		{rules.Move{Kind: KindPlay, A: 1}, false},
		{rules.Move{Kind: KindDraw}, true},
		{rules.Move{Kind: KindKeep}, true},
		{rules.Move{Kind: KindPass}, true},
	} {
		if got := g.PublicMove(c.m); got != c.want {
			t.Errorf("PublicMove(%s) = %v, want %v", g.MoveText(c.m), got, c.want)
		}
	}
	public := func(g rules.Game) []string {
		var out []string
		for _, m := range g.Legal(nil) {
			if g.(rules.PublicMover).PublicMove(m) {
				out = append(out, g.MoveText(m))
			}
		}
		return out
	}
	for !g.Over() {
		if got, want := public(g.View(rules.NoSeat)), public(g); !slices.Equal(got, want) {
			t.Fatalf("the public view lists the public moves %v, the game %v", got, want)
		}
		if _, err := g.Apply(g.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
}

func TestIllegalMovesExplain(t *testing.T) {
	g := newGame(t, 2, 1, nil)
	for _, tc := range []struct {
		move rules.Move
		want string
	}{
		{rules.Move{Kind: KindPlay, A: 3}, "no card 3"},
		{rules.Move{Kind: KindKeep}, "nothing to keep"},
		{rules.Move{Kind: 99}, "not a move"},
		{rules.Move{Kind: KindDraw, B: 1}, "not a move"},
	} {
		before := g.Clone()
		_, err := g.Apply(tc.move)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Apply(%+v) error = %v, want one saying %q", tc.move, err, tc.want)
		}
		if !reflect.DeepEqual(g.Clone(), before) {
			t.Errorf("Apply(%+v) changed the state", tc.move)
		}
	}
	play(t, g, "play 1")
	if _, err := g.Apply(rules.Move{Kind: KindDraw}); err == nil || !strings.Contains(err.Error(), "keep or pass") {
		t.Errorf("draw before answering: error = %v, want one asking to keep or pass", err)
	}
}

func TestMoveText(t *testing.T) {
	g := newGame(t, 2, 1, nil)
	for _, text := range []string{"play 1", "play 3", "draw", "keep", "pass"} {
		m, err := g.ParseMove(text)
		if err != nil || g.MoveText(m) != text {
			t.Errorf("ParseMove(%q) = %+v, %v; MoveText of it = %q", text, m, err, g.MoveText(m))
		}
	}
	for _, text := range []string{"play 0", "play 4", "play 01", "play +1", "Draw", "draw ", "play", ""} {
		if m, err := g.ParseMove(text); err == nil {
			t.Errorf("ParseMove(%q) = %+v, want an error", text, m)
		}
	}
}

func TestViewHidesOthers(t *testing.T) {
	g := newGame(t, 3, 9, nil)
	v := g.View(1).(*State)
	if v.hand[1] != g.hand[1] {
		t.Errorf("View(seat 2) shows its own hand as %v, want %v", v.hand[1], g.hand[1])
	}
	for _, p := range []int{0, 2} {
		if v.hand[p] != [handCap]int8{hidden, hidden, 0} {
			t.Errorf("View(seat 2) shows the hand of seat %d as %v, want two placeholders", p+1, v.hand[p])
		}
	}
	if strings.Count(v.String(), "?") != 4+int(v.deckLen) {
		t.Errorf("View(seat 2).String() = %q, want every hidden card as ?", v.String())
	}
	rng := rules.NewRNG(1)
	v.Determinize(1, &rng)
	if v.hand[1] != g.hand[1] || v.handLen != g.handLen || v.deckLen != g.deckLen {
		t.Errorf("Determinize changed what seat 2 knows")
	}
}

func TestReadersShowWhatTheViewerMaySee(t *testing.T) {
	g, err := Title.New(rules.Setup{Seats: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(rules.Move{Kind: KindPlay, A: 1}); err != nil {
		t.Fatal(err)
	}
	v := g.View(1).(*State)
	if got := v.Hand(0); len(got) != 1 || got[0] != 0 {
		t.Errorf("seat 2's view of seat 1's hand = %v, want one hidden card [0]", got)
	}
	if got := v.Hand(1); len(got) != 2 || got[0] == 0 || got[1] == 0 {
		t.Errorf("seat 2's view of its own hand = %v, want two known cards", got)
	}
	if got := v.Played(0); len(got) != 1 || got[0] == 0 {
		t.Errorf("Played(seat 1) = %v, want the card played", got)
	}
	if got := v.DeckSize(); got != 12-4 {
		t.Errorf("DeckSize() = %d, want 8", got)
	}
}
