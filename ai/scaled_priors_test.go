package ai

import (
	"testing"

	"starboard/rules"
)

// scaledRoot builds a tree with ScaledPriors whose root has one child per
// entry of children: its move, prior, prior weight, iterations and their
// mean reward.
func scaledRoot(children []struct {
	move          rules.Move
	prior         float64
	weight, iters int32
	mean          float64
}) *tree {
	t := &tree{}
	t.init(nil, len(children), true)
	for _, c := range children {
		id := t.addChild(0, c.move, 0)
		n := &t.nodes[id]
		n.prior, n.priorWeight = c.prior, c.weight
		n.visits, n.reward = c.iters, c.mean*float64(c.iters)
	}
	return t
}

// TestScaledPriorsJudgeOnTheIterationsScale shows the root's move chosen on
// one scale: the priors, one ply ahead, stand about 0.27 above what the
// iterations, judged later, give the same moves, so the move whose
// iterations did best wins, and a move without iterations is judged by its
// prior less that offset, not by its prior alone.
func TestScaledPriorsJudgeOnTheIterationsScale(t *testing.T) {
	a, b, c := rules.Move{Kind: 1}, rules.Move{Kind: 2}, rules.Move{Kind: 3}
	tr := scaledRoot([]struct {
		move          rules.Move
		prior         float64
		weight, iters int32
		mean          float64
	}{
		{a, 0.50, 6, 5, 0.20},
		{b, 0.48, 6, 5, 0.25},
		{c, 0.45, 6, 0, 0},
	})
	if got := tr.best([]rules.Move{a, b, c}, rules.Move{}); got != b {
		t.Errorf("best = %v, want %v (the best iterations; the untried move's prior, 0.45, is 0.19 on their scale)", got, b)
	}
	if got := tr.best([]rules.Move{a, c}, rules.Move{}); got != a {
		t.Errorf("best of a and c = %v, want %v", got, a)
	}
	// Without iterations the priors decide alone.
	fresh := scaledRoot([]struct {
		move          rules.Move
		prior         float64
		weight, iters int32
		mean          float64
	}{
		{a, 0.40, 6, 0, 0},
		{b, 0.45, 6, 0, 0},
	})
	if got := fresh.best([]rules.Move{a, b}, rules.Move{}); got != b {
		t.Errorf("best without iterations = %v, want the best prior %v", got, b)
	}
}

// TestScaledPriorsSpreadLessThanUnscaled shows what ScaledPriors is for: in a
// search whose iterations judge positions lower than the priors do, each
// move's first iteration no longer sends the search to the next move.
// After the same iterations, the search with ScaledPriors has given its
// best-looking move more of them than the unscaled search has.
func TestScaledPriorsSpreadLessThanUnscaled(t *testing.T) {
	for _, scaled := range []bool{false, true} {
		tr := &tree{}
		tr.init(nil, 8, scaled)
		for i := range 8 {
			id := tr.addChild(0, rules.Move{Kind: uint8(i + 1)}, 0)
			n := &tr.nodes[id]
			prior := 0.45 + 0.01*float64(i)
			if scaled {
				n.prior, n.priorWeight = prior, 6
			} else {
				n.visits, n.reward = 6, 6*prior
			}
		}
		// Every iteration through move i rewards 0.15 + 0.01 i: the same
		// order as the priors, 0.30 lower.
		for range 40 {
			tr.legal = tr.legal[:0]
			tr.compat = tr.compat[:0]
			for ch := tr.nodes[0].firstChild; ch >= 0; ch = tr.nodes[ch].nextSibling {
				tr.compat = append(tr.compat, ch)
			}
			offset := 0.0
			if scaled {
				offset = tr.priorOffset()
			}
			chosen, best := int32(-1), -1.0
			for _, ch := range tr.compat {
				n := &tr.nodes[ch]
				v := n.reward / float64(max(n.visits, 1))
				if scaled {
					v = n.value(offset)
				}
				if v > best {
					chosen, best = ch, v
				}
			}
			n := &tr.nodes[chosen]
			n.visits++
			n.reward += 0.15 + 0.01*float64(n.move.Kind-1)
		}
		top := int32(0)
		for ch := tr.nodes[0].firstChild; ch >= 0; ch = tr.nodes[ch].nextSibling {
			if tr.nodes[ch].move.Kind == 8 {
				top = tr.nodes[ch].visits
				if !scaled {
					top -= 6
				}
			}
		}
		if scaled && top < 30 || !scaled && top > 10 {
			t.Errorf("scaled %v: the best move had %d of 40 iterations", scaled, top)
		}
	}
}
