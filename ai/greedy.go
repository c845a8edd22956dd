package ai

import (
	"time"

	"starboard/rules"
)

// greedySearch is the state of a one-ply search: every legal move is scored
// by its average value over the same few determinizations of the view.
type greedySearch struct {
	samples []rules.Game
	next    int     // the next legal move to score
	value   float64 // the best average so far
	ties    int     // how many moves share it, for a fair random tie-break
}

// tieTolerance is how close two averages must be to count as a tie.
const tieTolerance = 1e-12

// stepGreedy scores legal moves until the slice ends; it always scores at
// least one.
func (s *Search) stepGreedy(sliceEnd time.Time) {
	g := &s.greedy
	if g.samples == nil {
		g.samples = s.samples()
	}
	for g.next < len(s.legal) {
		m := s.legal[g.next]
		g.next++
		v := s.scoreGreedy(m)
		switch {
		case g.ties == 0 || v > g.value+tieTolerance:
			s.best, g.value, g.ties = m, v, 1
		case v >= g.value-tieTolerance:
			g.ties++
			if s.rng.IntN(g.ties) == 0 {
				s.best = m
			}
		}
		now := time.Now()
		if s.outOfTime(now) || !now.Before(sliceEnd) {
			break
		}
	}
	if g.next == len(s.legal) || s.outOfTime(time.Now()) {
		s.finish()
	}
}

// samples returns Determinizations samples of the root view.
func (s *Search) samples() []rules.Game {
	samples := make([]rules.Game, s.config.Determinizations)
	for i := range samples {
		d := s.root.Clone()
		d.Determinize(s.seat, &s.rng)
		samples[i] = d
	}
	return samples
}

// scoreGreedy returns the average value of m for the deciding seat over the
// samples: Utility when m ends the game, Evaluate otherwise.
func (s *Search) scoreGreedy(m rules.Move) float64 {
	sum, n := 0.0, 0
	for _, d := range s.greedy.samples {
		after := s.scratchCopy(d)
		s.iterations++
		if !s.applyOrFail(after, m) {
			continue
		}
		if after.Over() {
			sum += after.Utility(s.seat)
		} else {
			sum += after.Evaluate(s.seat)
		}
		n++
	}
	if n == 0 {
		return -1 // below every real value
	}
	return sum / float64(n)
}
