package ai

import (
	"fmt"
	"time"

	"starboard/rules"
)

// The size of one slice of work: Step returns after this many iterations or
// this much time, whichever comes first. The time is checked after every
// iteration, so a slice overruns it by one iteration at most.
const (
	sliceIterations = 256
	sliceTime       = 2 * time.Millisecond
)

// Search is one decision in progress. Bot.Think starts it; each Step does a
// slice of work of a few milliseconds, so a caller can yield between slices;
// Best is the move chosen so far.
type Search struct {
	bot    *Bot
	config Config
	seat   rules.Seat   // the seat deciding
	root   rules.Game   // a private copy of the view
	legal  []rules.Move // the legal moves at the root
	rng    rules.RNG

	started    bool
	done       bool
	deadline   time.Time // zero without a time limit
	iterations int
	best       rules.Move
	err        error

	greedy greedySearch
	tree   tree
	// scratch is the game a move is tried on and thrown away, made a copy
	// again for each (see scratchCopy); nil until the first.
	scratch rules.Game
}

// Think starts a decision for the seat to move in view, which must be the
// view of that seat (view.View(view.ToMove()) or equivalent). The search
// keeps its own copy of view. When only one move is legal, or the game is
// over, the search is done at once.
func (b *Bot) Think(view rules.Game) *Search {
	b.tune(view)
	s := &Search{bot: b, config: b.config, seat: view.ToMove()}
	if view.Over() || s.seat == rules.NoSeat {
		s.done = true
		return s
	}
	if s.config.Kind == Uniform {
		// A random pick needs no copy of the view and no seed from it.
		b.legal = view.Legal(b.legal[:0])
		if len(b.legal) == 0 {
			s.err = noMoveError(view)
		} else {
			s.best = b.pickUniform(b.legal)
			s.iterations = min(len(b.legal)-1, 1) // no work when there is no choice
		}
		s.done = true
		return s
	}
	s.root = view.Clone()
	s.legal = s.root.Legal(nil)
	switch len(s.legal) {
	case 0:
		s.err = noMoveError(view)
		s.done = true
		return s
	case 1:
		s.best = s.legal[0]
		s.done = true
		return s
	}
	s.best = s.legal[0]
	s.rng = rules.NewRNG(decisionSeed(b.seed, view))
	if s.config.Kind == ISMCTS && s.config.FollowPlans {
		if _, ok := planOf(s.root); ok {
			s.config.Kind = Greedy
		}
	}
	if s.config.Kind == ISMCTS {
		s.tree.init(b.takeNodes(), len(s.legal), s.config.ScaledPriors && s.config.ExpandAll)
		b.remember(positionKey(s.root))
	}
	return s
}

// Step does one slice of work, a few milliseconds at most, and reports
// whether the search is done. Once it is, Step does nothing and returns true.
func (s *Search) Step() (done bool) {
	if s.done {
		return true
	}
	now := time.Now()
	if !s.started {
		s.started = true
		if s.config.TimeLimit > 0 {
			s.deadline = now.Add(s.config.TimeLimit)
		}
	}
	sliceEnd := now.Add(sliceTime)
	switch s.config.Kind {
	case Greedy:
		s.stepGreedy(sliceEnd)
	case ISMCTS:
		s.stepTree(sliceEnd)
	}
	return s.done
}

// outOfTime reports whether the time limit, if any, has passed at now.
func (s *Search) outOfTime(now time.Time) bool {
	return !s.deadline.IsZero() && !now.Before(s.deadline)
}

// Best returns the best move found so far. It is a legal move of the view
// from the start, and the search's answer once Step has returned true. When
// the game was over it is the zero Move.
func (s *Search) Best() rules.Move {
	if !s.done && s.config.Kind == ISMCTS && s.started {
		return s.tree.best(s.legal, s.best)
	}
	return s.best
}

// Iterations returns the work done so far: tree iterations for ISMCTS,
// positions evaluated for the greedy bot, 1 for a random pick.
func (s *Search) Iterations() int { return s.iterations }

// Done reports whether the search has finished.
func (s *Search) Done() bool { return s.done }

// Seat returns the seat the search decides for.
func (s *Search) Seat() rules.Seat { return s.seat }

// Err returns the first contract violation the search met: a title that
// refused one of its own legal moves in a sampled state, or offered no move
// to a seat that had to decide. The search steps around such states, so its
// move is still legal; Err is there for tests and logs.
func (s *Search) Err() error { return s.err }

// fail records err unless an earlier error is already recorded.
func (s *Search) fail(err error) {
	if s.err == nil {
		s.err = err
	}
}

// applyOrFail applies m to g and records a refusal as a contract violation.
func (s *Search) applyOrFail(g rules.Game, m rules.Move) bool {
	if _, err := g.Apply(m); err != nil {
		s.fail(fmt.Errorf("ai: %s refused its own legal move %q in a sampled state: %w", g.Title(), g.MoveText(m), err))
		return false
	}
	return true
}

// scratchCopy returns a copy of g to try a move on and throw away before
// the next call: the search's scratch game made a copy of g when its title
// is a rules.Copier, which spares an allocation, or else a clone of g.
func (s *Search) scratchCopy(g rules.Game) rules.Game {
	if c, ok := s.scratch.(rules.Copier); ok && c.CopyFrom(g) {
		return s.scratch
	}
	after := g.Clone()
	if _, ok := after.(rules.Copier); ok {
		s.scratch = after
	}
	return after
}

// planOf returns the move that plays out the plan of g, when g is a
// rules.Planner in a planned position.
func planOf(g rules.Game) (rules.Move, bool) {
	if p, ok := g.(rules.Planner); ok {
		return p.Plan()
	}
	return rules.Move{}, false
}

// noMoveError describes a game that is not over but offers no move.
func noMoveError(g rules.Game) error {
	return fmt.Errorf("ai: in %s, %s is to move but has no legal move", g.Title(), g.ToMove())
}

// finish marks the search done and hands reusable buffers back to the bot.
func (s *Search) finish() {
	s.done = true
	if s.config.Kind == ISMCTS {
		s.best = s.bestFresh()
		s.bot.putNodes(s.tree.release())
	}
	s.greedy = greedySearch{}
	s.root = nil
	s.scratch = nil
}

// takeNodes returns the spare node pool, emptied, or nil.
func (b *Bot) takeNodes() []node {
	n := b.spare
	b.spare = nil
	return n[:0]
}

// putNodes keeps a pool for the next search.
func (b *Bot) putNodes(n []node) {
	if cap(n) > cap(b.spare) {
		b.spare = n[:0]
	}
}
