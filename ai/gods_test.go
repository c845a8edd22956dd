package ai

import (
	"testing"

	"starboard/rules"
	"starboard/rules/gods"
)

func newGods(t testing.TB, seats int, seed uint64) rules.Game {
	t.Helper()
	g, err := gods.Title.New(rules.Setup{Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestGodsGamesWithLegalMoves(t *testing.T) {
	for name, c := range testConfigs() {
		t.Run(name, func(t *testing.T) {
			for seats := 2; seats <= 4; seats += 2 {
				if n := playChecked(t, newGods(t, seats, uint64(seats)), c, 1); n == 0 {
					t.Errorf("%d seats: game ended after 0 moves", seats)
				}
			}
		})
	}
}

func TestSharedRewardSearchesTheSame(t *testing.T) {
	// In a cooperative title every seat's reward is the same, so evaluating
	// once per iteration must not change the search.
	g := newGods(t, 4, 3)
	picker := New(Random, 1)
	for i := 0; i < 40 && !g.Over(); i++ {
		view := g.View(g.ToMove())
		c := Config{Kind: ISMCTS, Iterations: 200}
		perSeat := NewWithConfig(c, 5).Choose(view)
		c.SharedReward = true
		shared := NewWithConfig(c, 5).Choose(view)
		if perSeat != shared {
			t.Fatalf("decision %d: chose %q per seat, %q with a shared reward", i+1, view.MoveText(perSeat), view.MoveText(shared))
		}
		if _, err := g.Apply(picker.Choose(view)); err != nil {
			t.Fatal(err)
		}
	}
	if got := Normal.ConfigFor(gods.Title); !got.SharedReward {
		t.Errorf("Normal.ConfigFor(gods.Title).SharedReward = false, want true")
	}
}

func TestTreeDepthOneKeepsOnlyRootMoves(t *testing.T) {
	g := newGods(t, 4, 7)
	picker := New(Random, 1)
	for i := 0; i < 20; i++ {
		if _, err := g.Apply(picker.Choose(g.View(g.ToMove()))); err != nil {
			t.Fatal(err)
		}
	}
	for _, depth := range []int{1, 0} {
		c := Config{Kind: ISMCTS, Iterations: 300, RolloutDepth: 5, TreeDepth: depth}
		s := NewWithConfig(c, 3).Think(g.View(g.ToMove()))
		if s.Done() {
			t.Fatal("the position offers no choice: the test shows nothing")
		}
		for range 300 {
			s.iterate()
		}
		rootChildren := 0
		for ch := s.tree.nodes[0].firstChild; ch >= 0; ch = s.tree.nodes[ch].nextSibling {
			rootChildren++
		}
		deeper := len(s.tree.nodes) - 1 - rootChildren
		if depth == 1 && deeper != 0 {
			t.Errorf("TreeDepth 1: %d nodes below the root's children, want none", deeper)
		}
		if depth == 0 && deeper == 0 {
			t.Errorf("no TreeDepth: the tree never grew below the root's children")
		}
	}
}

// TestGodsLevelsAreTuned pins the Gods levels to the tuning measured in the
// README: flat search played out greedily, and only hard's playouts judged
// by what each seat knows.
func TestGodsLevelsAreTuned(t *testing.T) {
	for _, l := range []Level{Normal, Hard} {
		c := l.ConfigFor(gods.Title)
		if c.Kind != ISMCTS || c.TreeDepth != 1 || !c.GreedyRollout || !c.ExpandAll || !c.FollowPlans {
			t.Errorf("%v.ConfigFor(gods) = %+v, want the flat guided search", l, c)
		}
		if c.JudgedRollout != (l == Hard) {
			t.Errorf("%v.ConfigFor(gods).JudgedRollout = %v, want %v", l, c.JudgedRollout, l == Hard)
		}
	}
}

// reversed is a game whose JudgePlayout ranks positions the other way
// round from its Evaluate.
type reversed struct{ rules.Game }

func (r reversed) Clone() rules.Game                    { return reversed{r.Game.Clone()} }
func (r reversed) JudgePlayout(seat rules.Seat) float64 { return -r.Evaluate(seat) }

// TestJudgedRolloutRanksByTheJudge shows that a greedy rollout ranks moves
// by the title's JudgePlayout when JudgedRollout is set, and by Evaluate
// otherwise.
func TestJudgedRolloutRanksByTheJudge(t *testing.T) {
	g := newGods(t, 3, 2)
	bot := New(Random, 1)
	var legal []rules.Move
	value := func(m rules.Move) float64 {
		after := g.Clone()
		if _, err := after.Apply(m); err != nil {
			t.Fatal(err)
		}
		return after.Evaluate(g.ToMove())
	}
	for i := 0; ; i++ {
		if g.Over() || i > 200 {
			t.Fatal("found no position whose moves differ in value")
		}
		legal = g.Legal(legal[:0])
		lo, hi := value(legal[0]), value(legal[0])
		for _, m := range legal {
			lo, hi = min(lo, value(m)), max(hi, value(m))
		}
		if hi-lo > 0.01 {
			for _, judged := range []bool{false, true} {
				s := &Search{config: Config{GreedyRollout: true, JudgedRollout: judged}, rng: rules.NewRNG(1)}
				got, want := value(s.greedyMove(reversed{g.Clone()}, legal)), hi
				if judged {
					want = lo
				}
				if got != want {
					t.Errorf("JudgedRollout %v: greedy rollout chose a move of value %.4f, want %.4f (values %.4f to %.4f)", judged, got, want, lo, hi)
				}
			}
			return
		}
		if _, err := g.Apply(bot.Choose(g.View(g.ToMove()))); err != nil {
			t.Fatal(err)
		}
	}
}
