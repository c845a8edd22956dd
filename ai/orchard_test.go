package ai

import (
	"fmt"
	"testing"

	"starboard/rules"
)

// orchard is a two-seat game whose heuristic cannot see the future: on
// each turn a seat picks a fruit (a point at once) or plants a tree (no
// point now, three points harvested at the start of the seat's next turn).
// Evaluate counts points only, so a search that stops at the end of the
// deciding seat's turn always picks, and one that plays on into the seat's
// next turn sees that planting pays.
type orchard struct {
	toMove rules.Seat
	turns  int // turns left in the game, both seats together
	points [2]int
	trees  [2]int
}

var (
	pick  = rules.Move{Kind: 1}
	plant = rules.Move{Kind: 2}
)

func newOrchard() *orchard { return &orchard{turns: 8} }

func (g *orchard) Title() string                          { return "orchard" }
func (g *orchard) Seats() int                             { return 2 }
func (g *orchard) ToMove() rules.Seat                     { return g.toMove }
func (g *orchard) Over() bool                             { return g.turns == 0 }
func (g *orchard) Clone() rules.Game                      { c := *g; return &c }
func (g *orchard) View(rules.Seat) rules.Game             { return g.Clone() }
func (g *orchard) Determinize(rules.Seat, *rules.RNG)     {}
func (g *orchard) Prompt() rules.Prompt                   { return rules.Prompt{} }
func (g *orchard) Score(seat rules.Seat) int              { return g.points[seat] }
func (g *orchard) Breakdown(rules.Seat) []rules.ScoreLine { return nil }
func (g *orchard) MoveText(m rules.Move) string {
	if m == plant {
		return "plant"
	}
	return "pick"
}
func (g *orchard) ParseMove(s string) (rules.Move, error) {
	for _, m := range []rules.Move{pick, plant} {
		if g.MoveText(m) == s {
			return m, nil
		}
	}
	return rules.Move{}, fmt.Errorf("no move %q", s)
}
func (g *orchard) EventText(e rules.Event) string      { return fmt.Sprint(e) }
func (g *orchard) String() string                      { return fmt.Sprint(*g) }
func (g *orchard) Legal(dst []rules.Move) []rules.Move { return append(dst, pick, plant) }
func (g *orchard) Evaluate(seat rules.Seat) float64 {
	return 0.5 + float64(g.points[seat]-g.points[1-seat])/40
}
func (g *orchard) Utility(seat rules.Seat) float64           { return g.Evaluate(seat) }
func (g *orchard) Winners() rules.SeatSet                    { return 0 }
func (g *orchard) Apply(m rules.Move) ([]rules.Event, error) { return nil, g.apply(m) }

func (g *orchard) apply(m rules.Move) error {
	if g.Over() {
		return fmt.Errorf("the game is over")
	}
	p := g.toMove
	g.points[p] += 3 * g.trees[p]
	g.trees[p] = 0
	switch m {
	case pick:
		g.points[p]++
	case plant:
		g.trees[p]++
	default:
		return fmt.Errorf("no move %v", m)
	}
	g.turns--
	g.toMove = 1 - p
	return nil
}

func TestExtraTurnsSeeWhatATurnSetsUp(t *testing.T) {
	base := Config{Kind: ISMCTS, Iterations: 200, RolloutDepth: 50, Exploration: 0.1,
		TurnHorizon: true, ExpandAll: true, GreedyRollout: true}
	if m := NewWithConfig(base, 1).Choose(newOrchard()); m != pick {
		t.Errorf("stopping at the end of the turn, the search chose %v, want pick (all it can see)", m)
	}
	ahead := base
	ahead.ExtraTurns = 1
	if m := NewWithConfig(ahead, 1).Choose(newOrchard()); m != plant {
		t.Errorf("playing on into its next turn, the search chose %v, want plant", m)
	}
}
