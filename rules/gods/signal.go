package gods

import "starboard/rules"

// Pointing is the one signal the rulebook leaves teammates ([G3.indicate]),
// and the bots give it the meaning a player would guess: a seat points at
// its favourite, the pawn it would most like to place (Plan, and the small
// bonus of Evaluate), and a seat that designates deals its samples of the
// active hand so that the pawn pointed at is, more likely, the favourite
// (readSignal, called by Determinize). A player at the table can read a
// bot's pointing the same way; a seat that points otherwise only misleads
// the bots a little, as a sample in which the pointing is not the
// favourite keeps some weight.

// favourite returns the hand slot of the active seat's pawn with the best
// placement on any continent in play, judged by staticValue on s as it
// stands (so on the needs s holds), or -1 when the hand is empty. Ties go to
// the first slot.
func (s *State) favourite() int8 {
	best, bestValue := int8(-1), -1.0
	hand := &s.hands[s.active]
	for j, t := range hand {
		if t.P == NoPawn {
			continue
		}
		k := KindOf(t.P)
		for c := int8(0); c < continents; c++ {
			if !s.open(c) {
				continue
			}
			for sp := int8(0); sp < spaces; sp++ {
				if !s.accepts(c, sp, k) {
					continue
				}
				hand[j], s.board[c][sp] = empty, t
				v := s.staticValue()
				hand[j], s.board[c][sp] = t, empty
				if v > bestValue {
					best, bestValue = int8(j), v
				}
			}
		}
	}
	return best
}

// Plan points at the favourite when the active seat is to point
// (rules.Planner): the searching bots then choose their pointing one move
// ahead, where Evaluate prefers the favourite. In a sample dealt by
// Determinize, a game a bot imagines, every pawn is dealt already and no
// seat reads a pointing again (a sample is never dealt anew), so any
// pointing leads to the same game; there Plan points at the first pawn in
// hand and saves working out the favourite, which was most of the cost of
// a hard decision.
func (s *State) Plan() (rules.Move, bool) {
	if s.phase != phIndicate {
		return rules.Move{}, false
	}
	j := int8(-1)
	if s.dealt {
		for i, t := range s.hands[s.active] {
			if t.P != NoPawn {
				j = int8(i)
				break
			}
		}
	} else {
		j = s.favourite()
	}
	if j >= 0 {
		return rules.Move{Kind: mIndicate, A: int16(j)}, true
	}
	return rules.Move{}, false
}

// signalBonus is what Evaluate adds once the active seat has pointed at
// its favourite: too small to outweigh any difference on the board, enough
// to choose among pointings, which change nothing on it.
const signalBonus = 1e-6

// How a seat reads a pointing: it deals the pointing seat's unknown pawns
// signalTries times and keeps one deal, drawn by weight, 1 for a deal in
// which the pawn pointed at is the favourite and signalMiss for the others.
// Over 400 games of four easy bots on easy faces, reading the pointing so
// raised the mean score from 15.22 to 16.01 (docs/bots.md; its history in git log -p README.md).
const (
	signalTries = 6
	signalMiss  = 0.1
)

// readSignal deals the pawns of the active hand that viewer has not seen
// from pool, reading the pointing as described above, and returns the pool
// without them. The rest of the sample (the board) must be dealt already.
func (s *State) readSignal(viewer rules.Seat, pool []Pawn, rng *rules.RNG) []Pawn {
	hand := &s.hands[s.active]
	var unknown [3]int
	n := 0
	for j, t := range hand {
		if t.P != NoPawn && !(t.P.Known() && t.Known.Has(viewer)) {
			unknown[n] = j
			n++
		}
	}
	var deals [signalTries][3]Pawn
	var weights [signalTries]float64
	var restBuf [numPawns]Pawn
	sum := 0.0
	for d := range signalTries {
		rest := append(restBuf[:0], pool...)
		for _, j := range unknown[:n] {
			deals[d][j], rest = takeRandom(rest, KindOf(hand[j].P), rng)
		}
		saved := *hand
		for _, j := range unknown[:n] {
			hand[j].P = deals[d][j]
		}
		weights[d] = signalMiss
		if s.favourite() == s.indicated {
			weights[d] = 1
		}
		*hand = saved
		sum += weights[d]
	}
	pick := pickWeighted(weights[:], sum, rng)
	for _, j := range unknown[:n] {
		p := deals[pick][j]
		hand[j].P = p
		pool = remove(pool, p)
	}
	return pool
}

// takeRandom removes a pawn of kind k, chosen at random, from pool and
// returns it with what is left. pool must hold one.
func takeRandom(pool []Pawn, k Kind, rng *rules.RNG) (Pawn, []Pawn) {
	var at [numPawns]int
	m := 0
	for i, p := range pool {
		if pawns[p].Kind == k {
			at[m] = i
			m++
		}
	}
	if m == 0 {
		panic("gods: determinize found no pawn left of kind " + k.String())
	}
	i := at[rng.IntN(m)]
	p := pool[i]
	pool[i] = pool[len(pool)-1]
	return p, pool[:len(pool)-1]
}

// remove returns pool without p, its order changed.
func remove(pool []Pawn, p Pawn) []Pawn {
	for i, q := range pool {
		if q == p {
			pool[i] = pool[len(pool)-1]
			return pool[:len(pool)-1]
		}
	}
	return pool
}

// pickWeighted returns an index of weights drawn with chance proportional
// to its weight; sum is their total, and indexes of weight 0 are never
// drawn.
func pickWeighted(weights []float64, sum float64, rng *rules.RNG) int {
	x := rng.Float64() * sum
	pick := -1
	for i, w := range weights {
		if w == 0 {
			continue
		}
		pick = i
		if x < w {
			break
		}
		x -= w
	}
	return pick
}
