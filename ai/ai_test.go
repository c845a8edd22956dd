package ai

import (
	"errors"
	"strings"
	"testing"
	"time"

	"starboard/rules"
)

func TestParseLevel(t *testing.T) {
	for _, l := range Levels() {
		got, err := ParseLevel(l.String())
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v, want %v, nil", l.String(), got, err, l)
		}
	}
	for in, want := range map[string]Level{"random": Random, "easy": Easy, "normal": Normal, "hard": Hard, " Hard ": Hard} {
		if got, err := ParseLevel(in); err != nil || got != want {
			t.Errorf("ParseLevel(%q) = %v, %v, want %v, nil", in, got, err, want)
		}
	}
	if _, err := ParseLevel("godlike"); err == nil {
		t.Errorf("ParseLevel(%q) returned no error", "godlike")
	}
	if got, want := Level(9).String(), "level(9)"; got != want {
		t.Errorf("Level(9).String() = %q, want %q", got, want)
	}
}

func TestLevelConfig(t *testing.T) {
	want := map[Level]Kind{Random: Uniform, Easy: Greedy, Normal: ISMCTS, Hard: ISMCTS}
	for l, k := range want {
		c := l.Config()
		if c.Kind != k {
			t.Errorf("%v.Config().Kind = %v, want %v", l, c.Kind, k)
		}
		if c.TimeLimit != 0 {
			t.Errorf("%v.Config().TimeLimit = %v, want 0 (levels are repeatable)", l, c.TimeLimit)
		}
	}
	if n, h := Normal.Config().Iterations, Hard.Config().Iterations; h <= n {
		t.Errorf("Hard iterations %d <= Normal iterations %d", h, n)
	}
	if got := NewWithConfig(Config{Kind: ISMCTS}, 1).Config(); got.Iterations != DefaultIterations || got.Exploration != DefaultExploration {
		t.Errorf("zero Config took Iterations %d, Exploration %v, want defaults %d, %v",
			got.Iterations, got.Exploration, DefaultIterations, DefaultExploration)
	}
}

// quick returns the configuration of level l with a budget cut down for
// tests.
func quick(l Level) Config {
	c := l.Config()
	if c.Iterations > 0 {
		c.Iterations = min(c.Iterations, 1000)
	}
	return c
}

// newQuick returns a bot of level l with a test budget.
func newQuick(l Level, seed uint64) *Bot { return NewWithConfig(quick(l), seed) }

// testConfigs are one configuration per method, small enough for quick tests.
func testConfigs() map[string]Config {
	return map[string]Config{
		"uniform":        Random.Config(),
		"greedy":         Easy.Config(),
		"ismcts":         {Kind: ISMCTS, Iterations: 300},
		"ismcts-rollout": {Kind: ISMCTS, Iterations: 300, RolloutDepth: 4},
		"ismcts-scaled":  {Kind: ISMCTS, Iterations: 300, RolloutDepth: 4, ExpandAll: true, GreedyRollout: true, ScaledPriors: true},
	}
}

// playChecked plays g to the end with bots of config c, checking that each
// move is legal in the view it was chosen from and that no search met a
// contract violation. It returns the number of moves.
func playChecked(t *testing.T, g rules.Game, c Config, seed uint64) int {
	t.Helper()
	bots := make([]*Bot, g.Seats())
	for i := range bots {
		bots[i] = NewWithConfig(c, seed+uint64(i))
	}
	moves := 0
	for !g.Over() {
		seat := g.ToMove()
		view := g.View(seat)
		s := bots[seat].Think(view)
		for !s.Step() {
		}
		if err := s.Err(); err != nil {
			t.Fatalf("search error: %v", err)
		}
		m := s.Best()
		if !rules.LegalMove(view, m) {
			t.Fatalf("%s chose %q, not legal in\n%s", seat, view.MoveText(m), view)
		}
		if _, err := g.Apply(m); err != nil {
			t.Fatalf("Apply(%q) = %v", g.MoveText(m), err)
		}
		moves++
	}
	return moves
}

func TestBotsPlayLegalMoves(t *testing.T) {
	for name, c := range testConfigs() {
		t.Run(name, func(t *testing.T) {
			for seats := 2; seats <= 4; seats++ {
				for seed := uint64(1); seed <= 3; seed++ {
					if n := playChecked(t, newTwentyOne(seats, seed), c, seed); n == 0 {
						t.Errorf("%d seats, seed %d: game ended after 0 moves", seats, seed)
					}
				}
			}
		})
	}
}

func TestPlayGame(t *testing.T) {
	for _, l := range Levels() {
		g := newTwentyOne(3, 7)
		bots := []*Bot{newQuick(l, 1), newQuick(l, 2), newQuick(l, 3)}
		if err := PlayGame(g, bots); err != nil {
			t.Fatalf("%v: PlayGame = %v", l, err)
		}
		if !g.Over() {
			t.Errorf("%v: game not over after PlayGame", l)
		}
	}
	if err := PlayGame(newTwentyOne(3, 7), []*Bot{New(Easy, 1)}); err == nil {
		t.Errorf("PlayGame with 1 bot for 3 seats returned no error")
	}
}

// position returns a 2-seat game at a total of total, with the given hands;
// the deck holds whatever is left.
func position(total int, hand0, hand1 []int8) *twentyOne {
	g := &twentyOne{seats: 2, winner: rules.NoSeat, buster: rules.NoSeat, viewer: rules.NoSeat, total: total}
	g.hands[0] = append([]int8(nil), hand0...)
	g.hands[1] = append([]int8(nil), hand1...)
	var count [10]int
	for _, c := range append(append([]int8(nil), hand0...), hand1...) {
		count[c]++
		if count[c] > 2 {
			panic("position: more than two cards of one value")
		}
	}
	// Record cards that make up the total as played, largest first.
	for left := total; left > 0; {
		v := int8(min(left, 9))
		for count[v] >= 2 {
			v--
		}
		count[v]++
		g.played = append(g.played, v)
		left -= int(v)
	}
	for v := int8(1); v <= 9; v++ {
		for k := count[v]; k < 2; k++ {
			g.deck = append(g.deck, v)
		}
	}
	return g
}

func TestISMCTSTakesTheWinningMove(t *testing.T) {
	// Seat 1 moves at 15 holding 2, 6 and 9: only 6 wins at once.
	for seed := uint64(1); seed <= 5; seed++ {
		g := position(15, []int8{4, 7, 1}, []int8{2, 6, 9})
		g.toMove = 1
		m := newQuick(Normal, seed).Choose(g.View(1))
		if m.A != 6 {
			t.Errorf("seed %d: chose %q, want play 6", seed, g.MoveText(m))
		}
	}
}

func TestISMCTSAvoidsTheLosingMoves(t *testing.T) {
	// At 14, playing 8 or 9 passes 21; 3 is the only safe card.
	for seed := uint64(1); seed <= 5; seed++ {
		g := position(14, []int8{8, 9, 3}, []int8{5, 5, 1})
		m := newQuick(Normal, seed).Choose(g.View(0))
		if m.A != 3 {
			t.Errorf("seed %d: chose %q, want play 3", seed, g.MoveText(m))
		}
	}
}

func TestGreedyTakesTheWinningMove(t *testing.T) {
	g := position(15, []int8{2, 6, 9}, []int8{4, 7, 1})
	if m := New(Easy, 1).Choose(g.View(0)); m.A != 6 {
		t.Errorf("chose %q, want play 6", g.MoveText(m))
	}
}

func TestDeterministicForSeed(t *testing.T) {
	for name, c := range testConfigs() {
		for seed := uint64(1); seed <= 4; seed++ {
			g := newTwentyOne(3, seed)
			var first []rules.Move
			for run := 0; run < 2; run++ {
				game := g.Clone()
				bots := []*Bot{NewWithConfig(c, seed), NewWithConfig(c, seed+10), NewWithConfig(c, seed+20)}
				var moves []rules.Move
				for !game.Over() {
					m := bots[game.ToMove()].Choose(game.View(game.ToMove()))
					moves = append(moves, m)
					if _, err := game.Apply(m); err != nil {
						t.Fatal(err)
					}
				}
				if run == 0 {
					first = moves
					continue
				}
				if len(moves) != len(first) {
					t.Fatalf("%s seed %d: %d moves, then %d", name, seed, len(first), len(moves))
				}
				for i := range moves {
					if moves[i] != first[i] {
						t.Fatalf("%s seed %d: move %d was %q, then %q", name, seed, i+1, game.MoveText(first[i]), game.MoveText(moves[i]))
					}
				}
			}
		}
	}
}

func TestSameViewSameMoveAfterOtherDecisions(t *testing.T) {
	g := newTwentyOne(2, 5)
	view := g.View(0)
	fresh := newQuick(Normal, 9).Choose(view)
	used := newQuick(Normal, 9)
	used.Choose(newTwentyOne(2, 6).View(0))
	used.Choose(newTwentyOne(2, 7).View(0))
	if got := used.Choose(view); got != fresh {
		t.Errorf("bot after two other decisions chose %q, a fresh bot %q", g.MoveText(got), g.MoveText(fresh))
	}
}

func TestSearchSteps(t *testing.T) {
	g := newTwentyOne(3, 2)
	view := g.View(0)
	c := Config{Kind: ISMCTS, Iterations: 1000}
	s := NewWithConfig(c, 4).Think(view)
	steps := 0
	for !s.Step() {
		steps++
		if m := s.Best(); !rules.LegalMove(view, m) {
			t.Fatalf("after step %d Best() = %q, not legal", steps, view.MoveText(m))
		}
		if s.Iterations() > c.Iterations {
			t.Fatalf("Iterations() = %d, over the budget %d", s.Iterations(), c.Iterations)
		}
	}
	if steps < c.Iterations/sliceIterations-1 {
		t.Errorf("search finished in %d steps, want at least %d (slices of %d iterations)", steps+1, c.Iterations/sliceIterations, sliceIterations)
	}
	if got := s.Iterations(); got != c.Iterations {
		t.Errorf("Iterations() = %d, want %d", got, c.Iterations)
	}
	if !s.Step() || !s.Done() {
		t.Errorf("Step after done returned false")
	}
	if got, want := s.Best(), NewWithConfig(c, 4).Choose(view); got != want {
		t.Errorf("stepped search chose %q, Choose chose %q", view.MoveText(got), view.MoveText(want))
	}
}

func TestGreedySearchSteps(t *testing.T) {
	view := newTwentyOne(2, 3).View(0)
	s := New(Easy, 1).Think(view)
	for !s.Step() {
		if m := s.Best(); !rules.LegalMove(view, m) {
			t.Fatalf("Best() = %q, not legal", view.MoveText(m))
		}
	}
	legal := view.Legal(nil)
	if got, want := s.Iterations(), len(legal)*DefaultDeterminizations; got != want {
		t.Errorf("Iterations() = %d, want %d (moves x samples)", got, want)
	}
}

func TestTimeLimit(t *testing.T) {
	view := newTwentyOne(4, 2).View(0)
	for _, c := range []Config{
		{Kind: ISMCTS, TimeLimit: 20 * time.Millisecond},
		{Kind: ISMCTS, Iterations: 1 << 30, TimeLimit: 20 * time.Millisecond},
		{Kind: Greedy, TimeLimit: time.Millisecond},
	} {
		s := NewWithConfig(c, 1).Think(view)
		for !s.Step() {
		}
		if m := s.Best(); !rules.LegalMove(view, m) {
			t.Errorf("%v with a time limit chose %q, not legal", c.Kind, view.MoveText(m))
		}
		if s.Iterations() == 0 {
			t.Errorf("%v with a time limit did no work", c.Kind)
		}
	}
}

func TestOnlyMove(t *testing.T) {
	g := position(10, []int8{5}, []int8{2, 3})
	for _, l := range Levels() {
		s := New(l, 1).Think(g.View(0))
		if !s.Done() {
			t.Errorf("%v: search with one legal move not done at once", l)
		}
		if m := s.Best(); m.A != 5 || s.Iterations() != 0 {
			t.Errorf("%v: Best() = %q after %d iterations, want play 5 after 0", l, g.MoveText(m), s.Iterations())
		}
	}
}

func TestGameOver(t *testing.T) {
	g := position(15, []int8{6, 1}, []int8{2, 3})
	if _, err := g.Apply(rules.Move{Kind: 1, A: 6}); err != nil || !g.Over() {
		t.Fatalf("setup: Apply = %v, Over = %v", err, g.Over())
	}
	s := New(Hard, 1).Think(g.View(0))
	if !s.Step() || s.Best() != (rules.Move{}) {
		t.Errorf("search on a finished game: done %v, Best %v, want true, zero move", s.Done(), s.Best())
	}
}

func TestBotSeesOnlyTheView(t *testing.T) {
	// Two games that agree on everything seat 0 may know (the total, the
	// cards played, seat 0's hand, the sizes of the other hands and the
	// deck) but differ in the hidden cards. Views are redacted, and the
	// test game panics if a bot simulates one without determinizing it.
	a := position(6, []int8{2, 5, 9}, []int8{1, 1, 7})
	b := position(6, []int8{2, 5, 9}, []int8{8, 8, 4})
	b.deck = append(b.deck[:0], a.deck...)
	for i, c := range b.deck {
		switch c {
		case 8:
			b.deck[i] = 1
		case 4:
			b.deck[i] = 7
		}
	}
	va, vb := a.View(0), b.View(0)
	if va.String() != vb.String() {
		t.Fatalf("setup: views differ:\n%s\n%s", va, vb)
	}
	for name, c := range testConfigs() {
		for seed := uint64(1); seed <= 3; seed++ {
			ma := NewWithConfig(c, seed).Choose(va)
			mb := NewWithConfig(c, seed).Choose(vb)
			if ma != mb {
				t.Errorf("%s seed %d: chose %q with one hidden deal and %q with another", name, seed, va.MoveText(ma), vb.MoveText(mb))
			}
		}
	}
}

func TestViewIsNotSimulatedDirectly(t *testing.T) {
	// The test game panics when a hidden card is read; a bot that forgot to
	// determinize would fail here.
	view := newTwentyOne(4, 11).View(0)
	if !strings.Contains(view.String(), "-1") {
		t.Fatalf("setup: view shows no placeholders:\n%s", view)
	}
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("bot read hidden information: %v", r)
		}
	}()
	for name, c := range testConfigs() {
		if m := NewWithConfig(c, 1).Choose(view); !rules.LegalMove(view, m) {
			t.Errorf("%s chose %q, not legal", name, view.MoveText(m))
		}
	}
}

// refusing is a broken title for the tests: in sampled states (those that
// went through Determinize) it refuses to play a 5, though it lists it.
type refusing struct {
	*twentyOne
	sampled bool
}

func (g *refusing) Clone() rules.Game {
	return &refusing{g.twentyOne.Clone().(*twentyOne), g.sampled}
}

func (g *refusing) View(seat rules.Seat) rules.Game {
	return &refusing{g.twentyOne.View(seat).(*twentyOne), false}
}

func (g *refusing) Determinize(viewer rules.Seat, rng *rules.RNG) {
	g.twentyOne.Determinize(viewer, rng)
	g.sampled = true
}

func (g *refusing) Apply(m rules.Move) ([]rules.Event, error) {
	if g.sampled && m.A == 5 {
		return nil, errors.New("no fives today")
	}
	return g.twentyOne.Apply(m)
}

func TestContractViolationIsReported(t *testing.T) {
	for name, c := range testConfigs() {
		if c.Kind == Uniform {
			continue // a random pick simulates nothing
		}
		g := &refusing{twentyOne: position(3, []int8{5, 5, 2}, []int8{4, 1, 1})}
		view := g.View(0)
		s := NewWithConfig(c, 1).Think(view)
		for !s.Step() {
		}
		if s.Err() == nil {
			t.Errorf("%s: Err() = nil after the title refused its own legal moves", name)
		}
		if m := s.Best(); !rules.LegalMove(view, m) {
			t.Errorf("%s: Best() = %q, not legal", name, view.MoveText(m))
		}
		if err := PlayGame(g, []*Bot{NewWithConfig(c, 1), NewWithConfig(c, 2)}); err == nil {
			t.Errorf("%s: PlayGame = nil with a title that refuses its own moves", name)
		}
	}
}
