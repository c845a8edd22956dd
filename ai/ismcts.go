package ai

import (
	"math"
	"sync"
	"time"

	"starboard/rules"
)

// node is one node of the ISMCTS tree, kept in a pool and linked by index.
// It stands for the move that led to it, made by seat, and holds the reward
// of that seat.
type node struct {
	move        rules.Move
	seat        rules.Seat // the seat that made move; NoSeat at the root
	firstChild  int32      // -1 when none
	nextSibling int32      // -1 when none
	visits      int32
	avail       int32 // how often the node could have been chosen
	reward      float64
	// With ScaledPriors, prior is the node's score one ply ahead and
	// priorWeight the visits it counts as; visits and reward then hold
	// the iterations only.
	prior       float64
	priorWeight int32
}

// maxSeats is the largest table a SeatSet can describe.
const maxSeats = 8

// tree is the state of an ISMCTS search: the node pool and the scratch
// buffers of one iteration, reused by every iteration.
type tree struct {
	nodes   []node
	legal   []rules.Move
	taken   []bool // taken[i]: legal[i] already has a child
	compat  []int32
	untried []rules.Move
	path    []int32

	rewards [maxSeats]float64
	scored  uint8 // bit s: rewards[s] is filled in

	scaledPriors bool // Config.ScaledPriors
}

// init prepares the tree with pool as its node storage and a root.
func (t *tree) init(pool []node, rootMoves int, scaledPriors bool) {
	t.scaledPriors = scaledPriors
	t.nodes = append(pool[:0], node{seat: rules.NoSeat, firstChild: -1, nextSibling: -1})
	t.legal = make([]rules.Move, 0, max(rootMoves, 16))
	t.path = make([]int32, 0, 64)
}

// release returns the node pool and forgets it.
func (t *tree) release() []node {
	n := t.nodes
	*t = tree{}
	return n
}

// addChild adds a child of parent for move m made by seat and returns it.
func (t *tree) addChild(parent int32, m rules.Move, seat rules.Seat) int32 {
	id := int32(len(t.nodes))
	t.nodes = append(t.nodes, node{
		move:        m,
		seat:        seat,
		firstChild:  -1,
		nextSibling: t.nodes[parent].firstChild,
		avail:       1,
	})
	t.nodes[parent].firstChild = id
	return id
}

// best returns the most visited child of the root whose move is in legal,
// breaking ties by the higher mean reward; fallback when there is none.
func (t *tree) best(legal []rules.Move, fallback rules.Move) rules.Move {
	if len(t.nodes) == 0 {
		return fallback
	}
	if t.scaledPriors {
		return t.bestScaled(legal, fallback)
	}
	found := false
	var bestMove rules.Move
	var bestVisits int32
	var bestMean float64
	for c := t.nodes[0].firstChild; c >= 0; c = t.nodes[c].nextSibling {
		n := &t.nodes[c]
		if n.visits == 0 || !contains(legal, n.move) {
			continue
		}
		mean := n.reward / float64(n.visits)
		if !found || n.visits > bestVisits || n.visits == bestVisits && mean > bestMean {
			found, bestMove, bestVisits, bestMean = true, n.move, n.visits, mean
		}
	}
	if !found {
		return fallback
	}
	return bestMove
}

// bestScaled returns, for a tree with ScaledPriors, the child of the root
// whose move is in legal with the best value (see value), its prior put on
// the iterations' scale by priorOffset; fallback when there is none.
func (t *tree) bestScaled(legal []rules.Move, fallback rules.Move) rules.Move {
	var sum float64
	var n int
	for c := t.nodes[0].firstChild; c >= 0; c = t.nodes[c].nextSibling {
		if nd := &t.nodes[c]; nd.visits > 0 && contains(legal, nd.move) {
			sum += nd.prior - nd.reward/float64(nd.visits)
			n++
		}
	}
	offset := 0.0
	if n > 0 {
		offset = sum / float64(n)
	}
	found, bestMove, bestValue := false, fallback, math.Inf(-1)
	for c := t.nodes[0].firstChild; c >= 0; c = t.nodes[c].nextSibling {
		nd := &t.nodes[c]
		if nd.visits+nd.priorWeight == 0 || !contains(legal, nd.move) {
			continue
		}
		if v := nd.value(offset); !found || v > bestValue {
			found, bestMove, bestValue = true, nd.move, v
		}
	}
	return bestMove
}

// value returns the mean of a node of a tree with ScaledPriors: its prior,
// less offset, counted as priorWeight visits, and its iterations' rewards.
func (n *node) value(offset float64) float64 {
	w := float64(n.priorWeight)
	return (w*(n.prior-offset) + n.reward) / (w + float64(n.visits))
}

func contains(moves []rules.Move, m rules.Move) bool {
	for _, x := range moves {
		if x == m {
			return true
		}
	}
	return false
}

// stepTree runs iterations until the slice ends, the budget is spent or the
// time limit passes.
func (s *Search) stepTree(sliceEnd time.Time) {
	for i := 0; i < sliceIterations; i++ {
		if s.config.Iterations > 0 && s.iterations >= s.config.Iterations {
			break
		}
		s.iterate()
		s.iterations++
		now := time.Now()
		if s.outOfTime(now) {
			s.finish()
			return
		}
		if !now.Before(sliceEnd) {
			break
		}
	}
	if s.config.Iterations > 0 && s.iterations >= s.config.Iterations {
		s.finish()
	}
}

// iterate runs one ISMCTS iteration: determinize, select, expand, roll out,
// back up. A move the title refuses (a contract violation, recorded by
// applyOrFail) ends the walk where it is; the iteration is still backed up,
// so every node in the tree keeps at least one visit.
func (s *Search) iterate() {
	t := &s.tree
	state := s.root.Clone()
	state.Determinize(s.seat, &s.rng)
	t.path = append(t.path[:0], 0)
	cur := int32(0)
	c := s.config.Exploration

	// Selection and expansion.
	for !state.Over() {
		if s.config.TreeDepth > 0 && len(t.path) > s.config.TreeDepth {
			break
		}
		mover := state.ToMove()
		if s.config.TurnHorizon && mover != s.seat {
			break
		}
		if s.config.FollowPlans {
			// A planned position is no choice in the tree: the plan is
			// played out and the walk goes on from the same node.
			if m, ok := planOf(state); ok {
				if !s.applyOrFail(state, m) {
					break
				}
				continue
			}
		}
		t.legal = state.Legal(t.legal[:0])
		if len(t.legal) == 0 {
			s.fail(noMoveError(state))
			break
		}
		if cap(t.taken) < len(t.legal) {
			t.taken = make([]bool, len(t.legal), 2*len(t.legal))
		}
		t.taken = t.taken[:len(t.legal)]
		clear(t.taken)
		t.compat = t.compat[:0]
		for ch := t.nodes[cur].firstChild; ch >= 0; ch = t.nodes[ch].nextSibling {
			n := &t.nodes[ch]
			if n.seat != mover {
				continue
			}
			for i, m := range t.legal {
				if !t.taken[i] && m == n.move {
					t.taken[i] = true
					t.compat = append(t.compat, ch)
					break
				}
			}
		}
		if len(t.compat) < len(t.legal) {
			t.untried = t.untried[:0]
			for i, m := range t.legal {
				if !t.taken[i] {
					t.untried = append(t.untried, m)
				}
			}
			if s.config.ExpandAll {
				s.expandAll(state, cur, mover)
				break
			}
			m := t.untried[s.rng.IntN(len(t.untried))]
			if s.applyOrFail(state, m) {
				t.path = append(t.path, t.addChild(cur, m, mover))
			}
			break
		}
		chosen, bestScore := int32(-1), math.Inf(-1)
		offset := 0.0
		if t.scaledPriors {
			offset = t.priorOffset()
		}
		for _, ch := range t.compat {
			n := &t.nodes[ch]
			n.avail++
			var score float64
			if t.scaledPriors {
				score = n.value(offset) + c*math.Sqrt(logOf(n.avail)/float64(n.visits+n.priorWeight))
			} else {
				score = n.reward/float64(n.visits) + c*math.Sqrt(logOf(n.avail)/float64(n.visits))
			}
			if score > bestScore {
				chosen, bestScore = ch, score
			}
		}
		if !s.applyOrFail(state, t.nodes[chosen].move) {
			break
		}
		cur = chosen
		t.path = append(t.path, cur)
	}

	// Rollout.
	turnsLeft, away := s.config.ExtraTurns, false
rollout:
	for d := 0; d < s.config.RolloutDepth && !state.Over(); d++ {
		if s.config.TurnHorizon {
			switch {
			case state.ToMove() == s.seat:
				if away {
					away = false
					turnsLeft--
				}
			case turnsLeft <= 0:
				break rollout
			default:
				away = true
			}
		}
		if s.config.FollowPlans {
			if m, ok := planOf(state); ok {
				if !s.applyOrFail(state, m) {
					break
				}
				continue
			}
		}
		t.legal = state.Legal(t.legal[:0])
		if len(t.legal) == 0 {
			s.fail(noMoveError(state))
			break
		}
		m := t.legal[s.rng.IntN(len(t.legal))]
		if s.config.GreedyRollout && len(t.legal) > 1 {
			m = s.greedyMove(state, t.legal)
		}
		if !s.applyOrFail(state, m) {
			break
		}
	}

	// Backpropagation.
	t.scored = 0
	over := state.Over()
	for _, id := range t.path {
		n := &t.nodes[id]
		n.visits++
		switch {
		case n.seat == rules.NoSeat:
		case s.config.SharedReward:
			n.reward += t.reward(state, over, s.seat)
		default:
			n.reward += t.reward(state, over, n.seat)
		}
	}
}

// priorOffset returns how far, on average, the priors of the nodes of
// t.compat that have iterations stand above their iterations' mean reward:
// what a prior loses to be on the iterations' scale (0 when none has
// iterations yet).
func (t *tree) priorOffset() float64 {
	var sum float64
	var n int
	for _, ch := range t.compat {
		if nd := &t.nodes[ch]; nd.visits > 0 {
			sum += nd.prior - nd.reward/float64(nd.visits)
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// reward returns the value of the finished iteration for seat, computing it
// at most once per iteration.
func (t *tree) reward(state rules.Game, over bool, seat rules.Seat) float64 {
	if seat < 0 || seat >= maxSeats {
		return 0
	}
	bit := uint8(1) << uint(seat)
	if t.scored&bit == 0 {
		if over {
			t.rewards[seat] = state.Utility(seat)
		} else {
			t.rewards[seat] = state.Evaluate(seat)
		}
		t.scored |= bit
	}
	return t.rewards[seat]
}

// logTableSize is the count of small numbers whose logarithms are kept.
const logTableSize = 1 << 14

// logTable holds log(n) for n below logTableSize; UCB1 asks for many.
var logTable = sync.OnceValue(func() *[logTableSize]float64 {
	var t [logTableSize]float64
	for n := 1; n < logTableSize; n++ {
		t[n] = math.Log(float64(n))
	}
	return &t
})

// logOf returns the natural logarithm of n, which is at least 1.
func logOf(n int32) float64 {
	if n < logTableSize {
		return logTable()[n]
	}
	return math.Log(float64(n))
}

// greedyMove returns the move of legal with the best Evaluate (JudgePlayout,
// with JudgedRollout) one ply ahead in state for the seat to move (Utility
// when it ends the game), ties broken at random. A move state refuses is
// recorded and skipped.
func (s *Search) greedyMove(state rules.Game, legal []rules.Move) rules.Move {
	mover := state.ToMove()
	best, bestValue, ties := legal[0], math.Inf(-1), 0
	for _, m := range legal {
		after := s.scratchCopy(state)
		if !s.applyOrFail(after, m) {
			continue
		}
		var v float64
		if after.Over() {
			v = after.Utility(mover)
		} else if j, ok := after.(rules.PlayoutJudge); ok && s.config.JudgedRollout {
			v = j.JudgePlayout(mover)
		} else {
			v = after.Evaluate(mover)
		}
		switch {
		case v > bestValue+tieTolerance:
			best, bestValue, ties = m, v, 1
		case v >= bestValue-tieTolerance:
			ties++
			if s.rng.IntN(ties) == 0 {
				best = m
			}
		}
	}
	return best
}

// expandAll adds a child of node cur for every move of t.untried, made by
// mover in state, each scored with one visit at its value one ply ahead for
// mover. It then applies the best of them to state, ties broken at random,
// and appends that child to the path.
func (s *Search) expandAll(state rules.Game, cur int32, mover rules.Seat) {
	t := &s.tree
	if cur == 0 && s.greedy.samples == nil {
		s.greedy.samples = s.samples()
	}
	best, bestValue, ties := int32(-1), math.Inf(-1), 0
	atRoot := cur == 0 && mover == s.seat
	for _, m := range t.untried {
		var v float64
		visits := int32(1)
		if atRoot {
			// At the root every move is scored as the greedy bot scores it,
			// over several samples of what the seat cannot see, so that one
			// lucky or unlucky sample does not decide where the search goes.
			n := s.iterations
			v = s.scoreGreedy(m)
			s.iterations = n // the budget counts tree iterations only
			visits = int32(len(s.greedy.samples))
		} else {
			after := s.scratchCopy(state)
			if !s.applyOrFail(after, m) {
				continue
			}
			if after.Over() {
				v = after.Utility(mover)
			} else {
				v = after.Evaluate(mover)
			}
		}
		id := t.addChild(cur, m, mover)
		if t.scaledPriors {
			t.nodes[id].prior, t.nodes[id].priorWeight = v, visits
		} else {
			t.nodes[id].visits = visits
			t.nodes[id].reward = v * float64(visits)
		}
		switch {
		case v > bestValue+tieTolerance:
			best, bestValue, ties = id, v, 1
		case v >= bestValue-tieTolerance:
			ties++
			if s.rng.IntN(ties) == 0 {
				best = id
			}
		}
	}
	if best < 0 || !s.applyOrFail(state, t.nodes[best].move) {
		return
	}
	// The best child's first visit is its score; the backup that follows
	// gives it a second, from the same position.
	t.path = append(t.path, best)
}
