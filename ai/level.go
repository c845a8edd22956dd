package ai

import (
	"fmt"
	"strings"
	"time"

	"starboard/rules"
)

// Level is a bot's strength as players choose it in a menu.
type Level int

// The levels, from weakest to strongest.
const (
	Random Level = iota // uniform among the legal moves
	Easy                // greedy: the best move one ply ahead
	Normal              // ISMCTS with a modest budget
	Hard                // ISMCTS with a large budget
)

var levelNames = [...]string{"random", "easy", "normal", "hard"}

// Levels returns every level, weakest first.
func Levels() []Level { return []Level{Random, Easy, Normal, Hard} }

// String returns the level's name as ParseLevel reads it, such as "normal".
func (l Level) String() string {
	if l < 0 || int(l) >= len(levelNames) {
		return fmt.Sprintf("level(%d)", int(l))
	}
	return levelNames[l]
}

// ParseLevel reads a level name: "random", "easy", "normal" or "hard",
// in any case.
func ParseLevel(s string) (Level, error) {
	name := strings.ToLower(strings.TrimSpace(s))
	for i, n := range levelNames {
		if n == name {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("no bot level %q (levels: %s)", s, strings.Join(levelNames[:], ", "))
}

// Kind is the method a bot decides with.
type Kind int

// The methods.
const (
	Uniform Kind = iota // a legal move picked uniformly at random
	Greedy              // the move with the best average Evaluate one ply ahead
	ISMCTS              // information-set Monte Carlo tree search
)

// String returns the method's name.
func (k Kind) String() string {
	switch k {
	case Uniform:
		return "uniform"
	case Greedy:
		return "greedy"
	case ISMCTS:
		return "ismcts"
	}
	return fmt.Sprintf("kind(%d)", int(k))
}

// Config is everything that sets how a bot decides. The zero value of a
// field means its default, as noted; Level.Config gives tuned values.
type Config struct {
	// Kind is the method.
	Kind Kind
	// Iterations is the ISMCTS budget per decision, in iterations. When both
	// Iterations and TimeLimit are 0, DefaultIterations is used.
	Iterations int
	// TimeLimit caps the wall time of one decision, counted from its first
	// Step; 0 means no cap. A search under a time limit is not repeatable.
	TimeLimit time.Duration
	// Determinizations is the number of samples of the hidden information a
	// greedy bot averages over; every move is scored on the same samples.
	// 0 means DefaultDeterminizations.
	Determinizations int
	// RolloutDepth is the number of random moves ISMCTS plays past the new
	// leaf before it scores the position with Evaluate (or Utility, when
	// the game ends first). 0 scores the leaf at once.
	RolloutDepth int
	// Exploration is the UCB1 constant of ISMCTS; 0 means DefaultExploration.
	Exploration float64
	// SharedReward tells ISMCTS that every seat always gets the same reward,
	// as in a cooperative title, so each iteration evaluates its final
	// position once instead of once per seat. ConfigFor sets it from
	// rules.Title.Cooperative. Setting it for a competitive title makes the
	// bot play for the deciding seat in every seat's place.
	SharedReward bool
	// TurnHorizon stops every ISMCTS iteration, in the tree and in the
	// rollout, as soon as a seat other than the deciding one is to move, and
	// scores that position with Evaluate. The search then plans the rest of
	// the deciding seat's turn, which suits titles whose turn is a long
	// chain of atomic moves: leaves are all judged from the same point, the
	// end of the turn (or earlier, mid-turn, when the budget runs out
	// before), rather than some after the other seats have replied and some
	// before.
	TurnHorizon bool
	// ExtraTurns, with TurnHorizon, lets each rollout go on past the end of
	// the deciding seat's turn: through the other seats' turns and this many
	// more turns of the deciding seat, before Evaluate scores the position.
	// The tree still plans only the current turn. A plan is then judged by
	// what it sets up for the turns after it, as the rollout plays them,
	// rather than by the position at its end alone.
	ExtraTurns int
	// GreedyRollout makes the ISMCTS rollout play, instead of random moves,
	// the move with the best Evaluate one ply ahead for the seat to move, in
	// the sampled state. Each rollout step costs one Evaluate per legal move,
	// so a greedy rollout is worth many random ones; with TurnHorizon it
	// plays the rest of the turn as the greedy bot would.
	GreedyRollout bool
	// ExpandAll makes ISMCTS, on reaching a node with moves not yet tried in
	// the sampled state, add all of them at once, each scored with
	// Evaluate one ply ahead (for the seat making it) as its first visit;
	// the iteration then follows the best of them. Each expansion costs one
	// Evaluate per new move, but the tree grows along the moves that look
	// best rather than at random, which lets a small budget reach deep into
	// a turn of many atomic moves.
	ExpandAll bool
	// TreeDepth caps the depth of the ISMCTS tree: an iteration leaves the
	// tree for its rollout once it has made TreeDepth moves in it. 0 means
	// no cap; 1 keeps only the moves of the root, so the search is flat
	// Monte Carlo with UCB1 among them. A deep shared tree chooses the other
	// seats' moves by their average over samples of what the deciding seat
	// cannot see, as if those seats could not see their own hands either
	// (strategy fusion); a rollout played in each sample does not.
	TreeDepth int
	// FollowPlans makes ISMCTS decide as the greedy bot does, one move
	// ahead over Determinizations samples, in the positions where the
	// title's Evaluate already plays out the chain of moves under way by a
	// plan of its own (rules.Planner), such as the steps of a payment:
	// there a search would spend its budget finding again what one move
	// ahead already sees. Inside the search, in the tree and in rollouts,
	// such positions are played out by the title's plan instead of branching
	// on every step. Normal and Hard set it; it changes nothing in a title
	// that is no Planner.
	FollowPlans bool
	// ScaledPriors, with ExpandAll, keeps each move's score one ply ahead
	// (its prior) apart from the rewards of the iterations through it, and
	// puts it on their scale before the two are averaged: a prior counts
	// as its usual visits, less the amount by which the priors of its
	// siblings that have iterations stand above their mean rewards. The
	// root's move is then the one of the best average, not the most
	// visited. Without it a prior counts as visits of its own value, which
	// misleads the search when the iterations judge positions later than
	// one ply ahead (ExtraTurns), and so lower: each move's first
	// iteration pulls its mean below the priors of the moves not yet
	// tried, and the search tries every move in turn.
	ScaledPriors bool
	// JudgedRollout makes a greedy rollout rank moves by the title's
	// JudgePlayout (rules.PlayoutJudge), where it has one, instead of
	// Evaluate.
	JudgedRollout bool
}

// Defaults for the zero values of Config.
const (
	DefaultIterations       = 1000
	DefaultDeterminizations = 6
	DefaultExploration      = 0.7
)

// Config returns the tuned configuration of the level. None of them has a
// time limit, so each is repeatable for a seed; interactive callers may add
// one with NewWithConfig.
func (l Level) Config() Config {
	switch l {
	case Easy:
		return Config{Kind: Greedy, Determinizations: DefaultDeterminizations}
	case Normal:
		return Config{Kind: ISMCTS, Iterations: 2000, RolloutDepth: 0, Exploration: DefaultExploration, FollowPlans: true}
	case Hard:
		return Config{Kind: ISMCTS, Iterations: 10000, RolloutDepth: 0, Exploration: DefaultExploration, FollowPlans: true}
	}
	return Config{Kind: Uniform}
}

// ConfigFor returns the level's configuration for games of title t: Config,
// tuned by the title's Search (see TitleConfig), with SharedReward set for a
// cooperative title, which makes the search faster without changing what it
// computes.
func (l Level) ConfigFor(t rules.Title) Config {
	c := l.TitleConfig(t.Search)
	c.SharedReward = t.Cooperative
	return c
}

// TitleConfig returns the level's configuration tuned by a title's Search.
// Random and Easy keep Config; Normal and Hard take the title's budget,
// exploration and rollout depth where it sets them, and its way of
// searching:
//
//   - Guided grows the tree along the moves that look best one ply ahead
//     (ExpandAll) and plays each iteration out as the greedy bot would
//     (GreedyRollout), which suits titles where random play says little.
//   - Turn also stops each iteration at the end of the deciding seat's turn
//     (TurnHorizon), for titles whose turn is a long chain of atomic moves.
//   - HardExtraTurns lets the hard level's rollouts go on through the
//     other seats' turns and that many more of the deciding seat's own
//     (ExtraTurns), for titles where a turn's worth shows only later, as
//     in Revive, where more iterations within one turn did not help.
//   - HardPlayoutJudge has the hard level's greedy rollouts rank moves by
//     the title's JudgePlayout (JudgedRollout) rather than Evaluate.
//   - HardScaledPriors has the hard level put each move's score one ply
//     ahead on the scale of its iterations' rewards (ScaledPriors), for
//     titles whose iterations judge later positions (HardExtraTurns).
//   - TreeDepth caps the tree (TreeDepth 1 is flat Monte Carlo among the
//     root's moves), for titles where a deep shared tree suffers strategy
//     fusion, as Gods Don't Play Dice does (see its Title.Search).
//
// BenchmarkHardThinkTime reports the 95th percentile of a Hard decision
// for every title, and starboard-cli ladder how each level does.
//
// Bots made with New read the Search of their title from the views they
// are handed (rules.Searcher) on their first decision.
func (l Level) TitleConfig(s rules.Search) Config {
	c := l.Config()
	if l != Normal && l != Hard || s == (rules.Search{}) {
		return c
	}
	if s.HardIterations > 0 {
		c.Iterations = s.HardIterations
		if l == Normal {
			c.Iterations = s.NormalIterations
			if c.Iterations <= 0 {
				c.Iterations = s.HardIterations / 4
			}
		}
	}
	if s.Exploration > 0 {
		c.Exploration = s.Exploration
	}
	c.RolloutDepth = s.RolloutDepth
	if s.Guided || s.Turn {
		c.Determinizations = DefaultDeterminizations
		c.ExpandAll, c.GreedyRollout = true, true
	}
	c.TurnHorizon = s.Turn
	if l == Hard && s.HardRolloutDepth > 0 {
		c.RolloutDepth = s.HardRolloutDepth
	}
	if l == Hard && s.HardExtraTurns > 0 {
		c.ExtraTurns = s.HardExtraTurns
		if c.RolloutDepth == 0 {
			c.RolloutDepth = extraTurnsDepth
		}
	}
	c.JudgedRollout = l == Hard && s.HardPlayoutJudge
	c.ScaledPriors = l == Hard && s.HardScaledPriors
	c.TreeDepth = s.TreeDepth
	return c
}

// extraTurnsDepth bounds the rollouts of a search that plays on through
// later turns when the title sets no RolloutDepth: far more moves than
// a few turns take, so that the turns, not the bound, end each rollout.
const extraTurnsDepth = 1000

// searchOf returns the Search of the title of view, or the zero Search.
func searchOf(view rules.Game) rules.Search {
	if s, ok := view.(rules.Searcher); ok {
		return s.Search()
	}
	return rules.Search{}
}

// withDefaults returns c with its zero values replaced by the defaults.
func (c Config) withDefaults() Config {
	if c.Iterations <= 0 && c.TimeLimit <= 0 {
		c.Iterations = DefaultIterations
	}
	if c.Determinizations <= 0 {
		c.Determinizations = DefaultDeterminizations
	}
	if c.Exploration <= 0 {
		c.Exploration = DefaultExploration
	}
	if c.RolloutDepth < 0 {
		c.RolloutDepth = 0
	}
	return c
}
