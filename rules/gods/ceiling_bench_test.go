package gods

import (
	"math/bits"
	"testing"

	"starboard/rules"
)

// BenchmarkSightedCeiling measures how well play that sees every pawn can
// do, as a ceiling for the greedy playouts of the searching bots (which
// play sampled worlds in which everything is known). Four sighted seats
// each make the move with the best value one ply ahead over seeded games
// on easy faces, seeds 1, 2, 3 and so on, with three ways of judging:
//
//   - greedy: Evaluate alone, as BenchmarkSightedGreedy;
//   - fit: first the count of continents that an assignment of the pawns
//     still to place to the free spaces could still validate, order of
//     play ignored (fitAfter), then Evaluate;
//   - fitend: as fit, but only once the bag is empty (before, Evaluate
//     alone), a tenth of fit's cost for nearly all of its gain;
//   - endgame: as fit, and once the bag is empty the best final score of
//     the rest of the game searched exhaustively (bestEnding).
//
// It reports the mean team score and the share of games that reach 24. It
// is a measuring device and slow (fit about 200 times the cost of greedy,
// endgame far more):
//
//	go test ./rules/gods -run '^$' -bench SightedCeiling -benchtime 100x
func BenchmarkSightedCeiling(b *testing.B) {
	for _, judge := range []string{"greedy", "fit", "fitend", "endgame"} {
		b.Run(judge, func(b *testing.B) { benchmarkSighted(b, judge) })
	}
}

// benchmarkSighted plays sighted games judged by the named judge (see
// sightedValue) and reports their mean score and share of perfect games.
func benchmarkSighted(b *testing.B, judge string) {
	games, total, perfect := 0, 0, 0
	var legal []rules.Move
	for b.Loop() {
		games++
		g := New(rules.Setup{Seats: 4, Seed: uint64(games), Options: rules.Options{"faces": "easy", "oxygen": "0"}})
		for !g.Over() {
			seat := g.ToMove()
			legal = g.Legal(legal[:0])
			best, bestValue := legal[0], -1.0
			for _, m := range legal {
				after := g.Clone().(*State)
				if _, err := after.Apply(m); err != nil {
					b.Fatal(err)
				}
				if v := sightedValue(after, seat, judge); v > bestValue {
					best, bestValue = m, v
				}
			}
			if _, err := g.Apply(best); err != nil {
				b.Fatal(err)
			}
		}
		total += g.Score(0)
		if g.Score(0) == 24 {
			perfect++
		}
	}
	b.ReportMetric(float64(total)/float64(games), "score/game")
	b.ReportMetric(100*float64(perfect)/float64(games), "%perfect")
}

// sightedValue judges s for seat by the named judge of
// BenchmarkSightedCeiling; larger is better.
func sightedValue(s *State, seat rules.Seat, judge string) float64 {
	if s.final != nil {
		return float64(s.final.score)
	}
	v := s.Evaluate(seat)
	if judge == "greedy" {
		return v
	}
	if judge == "endgame" && s.bagN == 0 {
		if e := s.bestEnding(endingBudget); e >= 0 {
			return float64(e) + v
		}
	}
	if judge == "fitend" && s.bagN > 0 {
		return v
	}
	return 5*float64(s.fitAfter()) + v
}

// The node budgets of the searches of the ceiling benchmark; past them a
// search gives up (fit then counts the continents as still possible,
// bestEnding returns -1).
const (
	fitBudget    = 100000
	endingBudget = 20000
)

// fitAfter is fitBound after the pending placement, if any, made at best.
func (s *State) fitAfter() int {
	if s.phase != phPlace {
		return s.fitBound()
	}
	best := -1
	s.eachPlacement(func() { best = max(best, s.fitBound()) })
	return best
}

// fitBound returns the most continents that some assignment of the Element
// pawns still to place (in hands and bag) to the free element spaces could
// validate, whatever the order of play. It reads every need, so it is for
// sighted play only.
func (s *State) fitBound() int {
	var rest []Pawn
	for i := 0; i < s.seats; i++ {
		for _, t := range s.hands[i] {
			if t.P != NoPawn && KindOf(t.P) < Oxygen {
				rest = append(rest, t.P)
			}
		}
	}
	for _, p := range s.bag[:s.bagN] {
		if KindOf(p) < Oxygen {
			rest = append(rest, p)
		}
	}
	var alive []int8
	for c := int8(0); c < continents; c++ {
		lost := s.count(c, Water) > 1
		for sp := int8(0); sp < elementSpaces && !lost; sp++ {
			lost = s.board[c][sp].P != NoPawn && s.broken(c, sp)
		}
		if !lost {
			alive = append(alive, c)
		}
	}
	nodes := 0
	used := make([]bool, len(rest))
	for size := len(alive); size > 0; size-- {
		for set := uint(0); set < 1<<len(alive); set++ {
			if bits.OnesCount(set) != size {
				continue
			}
			var free [][2]int8
			for i, c := range alive {
				for sp := int8(0); set&(1<<i) != 0 && sp < elementSpaces; sp++ {
					if s.board[c][sp].P == NoPawn {
						free = append(free, [2]int8{c, sp})
					}
				}
			}
			if s.fill(free, rest, used, &nodes) != fillFails {
				return size
			}
		}
	}
	return 0
}

// The outcomes of fill.
const (
	fillFails = iota
	fillFits
	fillGaveUp
)

// fill tries to put pawns of rest not yet used on every space of free so
// that no need of their continents is broken.
func (s *State) fill(free [][2]int8, rest []Pawn, used []bool, nodes *int) int {
	if len(free) == 0 {
		return fillFits
	}
	c, sp := free[0][0], free[0][1]
	waterTried := false
	for j, p := range rest {
		if used[j] || KindOf(p) == Water && waterTried {
			continue
		}
		waterTried = waterTried || KindOf(p) == Water // the Waters are alike
		if *nodes++; *nodes > fitBudget {
			return fillGaveUp
		}
		s.board[c][sp].P, used[j] = p, true
		out := fillFails
		if s.holds(c, sp) {
			out = s.fill(free[1:], rest, used, nodes)
		}
		s.board[c][sp].P, used[j] = NoPawn, false
		if out != fillFails {
			return out
		}
	}
	return fillFails
}

// holds reports whether, after a pawn came to sp, no need of continent c
// near it is broken and c still has or can get its one Water.
func (s *State) holds(c, sp int8) bool {
	waters, free := s.count(c, Water), 0
	for q := int8(0); q < elementSpaces; q++ {
		if s.board[c][q].P == NoPawn {
			free++
		}
	}
	if waters > 1 || waters == 0 && free == 0 {
		return false
	}
	near := s.adj[c][sp] | 1<<sp
	for q := int8(0); q < elementSpaces; q++ {
		if near&(1<<q) != 0 && s.board[c][q].P != NoPawn && s.broken(c, q) {
			return false
		}
	}
	return true
}

// bestEnding returns the best final score that sighted play can reach from
// s, trying every legal move, or -1 when the search passes the budget.
func (s *State) bestEnding(budget int) int {
	nodes := 0
	return s.ending(&nodes, budget)
}

func (s *State) ending(nodes *int, budget int) int {
	if s.final != nil {
		return s.final.score
	}
	if *nodes++; *nodes > budget {
		return -1
	}
	oxygen := 0 // Oxygen that can still score: on the board face down, or to place
	for c := range s.board {
		if t := s.board[c][whiteSpace]; t.P != NoPawn && !t.Up {
			oxygen++
		}
	}
	for i := 0; i < s.seats; i++ {
		for _, t := range s.hands[i] {
			if t.P != NoPawn && KindOf(t.P) == Oxygen {
				oxygen++
			}
		}
	}
	ceiling := 5*s.fitAfter() + oxygen
	best := 0
	for _, m := range s.Legal(nil) {
		if best >= ceiling {
			break
		}
		after := s.Clone().(*State)
		if _, err := after.Apply(m); err != nil {
			panic(err)
		}
		v := after.ending(nodes, budget)
		if v < 0 {
			return -1
		}
		best = max(best, v)
	}
	return best
}
