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
		return Config{Kind: ISMCTS, Iterations: 2000, RolloutDepth: 0, Exploration: DefaultExploration}
	case Hard:
		return Config{Kind: ISMCTS, Iterations: 10000, RolloutDepth: 0, Exploration: DefaultExploration}
	}
	return Config{Kind: Uniform}
}

// ConfigFor returns the level's configuration for games of title t: the
// same as Config, with SharedReward set for a cooperative title, which makes
// the search faster without changing what it computes.
func (l Level) ConfigFor(t rules.Title) Config {
	c := l.Config()
	c.SharedReward = t.Cooperative
	return c
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
