package gods

import (
	"strconv"

	"starboard/rules"
)

// Levels of the final score table, from the lowest.
const (
	DemiGods = iota
	Prophet
	DivineCollege
	Gods
)

var levelNames = [...]string{"Demi-gods", "Worthy of a prophet", "Divine college", "Gods"}

// rankFloors gives, by number of seats (2 to 4), the lowest score of each
// level above Demi-gods.
var rankFloors = [5][3]int{
	2: {15, 20, 24},
	3: {14, 19, 24},
	4: {13, 18, 24},
}

// Level returns the level a table of seats players reaches with score.
func Level(seats, score int) int {
	lvl := DemiGods
	for i, floor := range rankFloors[seats] {
		if score >= floor {
			lvl = i + 1
		}
	}
	return lvl
}

// LevelName returns the name of a level.
func LevelName(level int) string { return levelNames[level] }

// Satisfied reports whether the need of the pawn at element space sp of
// continent c is met by the board as it stands.
func (s *State) satisfied(c, sp int8) bool {
	p := s.board[c][sp].P
	if !p.Known() {
		return true // a placeholder in a view: nothing to judge
	}
	n := pawns[p]
	switch n.Kind {
	case Water:
		return s.count(c, Water) == 1
	case Mineral:
		return faces[s.faces[c]].Soils[sp] == n.Soil
	case Plant:
		return !s.linkedTo(c, sp, n.Avoid)
	case Insect:
		return s.linkedTo(c, sp, n.Target)
	case Animal:
		return s.linkedTo(c, sp, n.Target) && !s.linkedTo(c, sp, n.Avoid)
	}
	return true
}

func (s *State) count(c int8, k Kind) int {
	n := 0
	for sp := 0; sp < elementSpaces; sp++ {
		if p := s.board[c][sp].P; p != NoPawn && KindOf(p) == k {
			n++
		}
	}
	return n
}

// linkedTo reports whether a space linked to sp holds a pawn of kind k.
func (s *State) linkedTo(c, sp int8, k Kind) bool {
	links := s.adj[c][sp]
	for o := int8(0); o < spaces; o++ {
		if links&(1<<o) != 0 {
			if p := s.board[c][o].P; p != NoPawn && KindOf(p) == k {
				return true
			}
		}
	}
	return false
}

// freeLink reports whether a space linked to sp is still empty.
func (s *State) freeLink(c, sp int8) bool {
	links := s.adj[c][sp]
	for o := int8(0); o < spaces; o++ {
		if links&(1<<o) != 0 && s.board[c][o].P == NoPawn {
			return true
		}
	}
	return false
}

// finish reveals every pawn, runs the final check and ends the game.
func (s *State) finish() {
	s.phase = phOver
	for c := range s.board {
		for sp := 0; sp < elementSpaces; sp++ {
			t := &s.board[c][sp]
			t.Up, t.Known = true, rules.Everyone
		}
	}
	s.score()
	r := s.final
	for c := int8(0); c < continents; c++ {
		for sp := int8(0); sp < elementSpaces; sp++ {
			met := 0
			if r.met[c][sp] {
				met = 1
			}
			s.emit(rules.Event{Kind: EvReveal, A: int16(c)*spaces + int16(sp), B: int16(s.board[c][sp].P), C: int16(met)})
		}
		pts := 0
		if r.validated[c] {
			pts = elementSpaces
		}
		s.emit(rules.Event{Kind: EvContinent, A: int16(c), B: int16(pts)})
	}
	s.emit(rules.Event{Kind: EvOxygenBonus, A: int16(r.oxygenUp)})
	s.emit(rules.Event{Kind: EvEnd, A: int16(r.score), B: int16(Level(s.seats, r.score))})
}

// score runs the final check. Every need is judged at once against the
// board as it stands, before any pawn is taken off (ruling R-check).
func (s *State) score() {
	r := &finalResult{}
	for c := int8(0); c < continents; c++ {
		all := s.board[c][whiteSpace].P != NoPawn
		for sp := int8(0); sp < elementSpaces; sp++ {
			if s.board[c][sp].P == NoPawn {
				all = false
				continue
			}
			r.met[c][sp] = s.satisfied(c, sp)
			all = all && r.met[c][sp]
		}
		// A continent needs exactly one Water to be validated [G7.check].
		r.validated[c] = all && s.count(c, Water) == 1
		if all {
			r.score += elementSpaces
		}
		if t := s.board[c][whiteSpace]; t.P != NoPawn && !t.Up {
			r.oxygenUp++
		}
	}
	r.score += r.oxygenUp
	s.final = r
}

// Score returns the team's final score, which every seat shares; 0 until
// the game is over.
func (s *State) Score(seat rules.Seat) int {
	if s.final == nil {
		return 0
	}
	return s.final.score
}

// Breakdown lists the points of each continent and of Oxygen, then the
// level reached.
func (s *State) Breakdown(seat rules.Seat) []rules.ScoreLine {
	if s.final == nil {
		return nil
	}
	r := s.final
	var lines []rules.ScoreLine
	for c := 0; c < continents; c++ {
		label := "Continent " + contName(c)
		pts := 0
		if r.validated[c] {
			label += ": validated"
			pts = elementSpaces
		} else {
			unmet := 0
			for sp := 0; sp < elementSpaces; sp++ {
				if !r.met[c][sp] {
					unmet++
				}
			}
			label += ": not validated, " + strconv.Itoa(unmet) + " need(s) unmet"
		}
		lines = append(lines, rules.ScoreLine{Label: label, Points: pts})
	}
	lines = append(lines, rules.ScoreLine{Label: "Oxygen placed element side up", Points: r.oxygenUp})
	lines = append(lines, rules.ScoreLine{Label: "Level: " + LevelName(Level(s.seats, r.score)), Points: 0})
	return lines
}

// Winners returns every seat when the table reaches the top level, Gods
// (24 points); the rulebook names no other winner (ruling R-win).
func (s *State) Winners() rules.SeatSet {
	if s.final == nil || s.final.score < 24 {
		return 0
	}
	return rules.SeatSet(1<<uint(s.seats) - 1)
}

// Utility returns the team score over 24.
func (s *State) Utility(seat rules.Seat) float64 {
	if s.final == nil {
		return s.Evaluate(seat)
	}
	return float64(s.final.score) / 24
}

// Evaluate estimates the final score over 24. It judges each continent by
// the needs already broken or still open, credits free spaces with part of
// a point, and counts Oxygen kept element side up. It reads the needs of
// the state it is called on, so bots call it on determinized states.
func (s *State) Evaluate(seat rules.Seat) float64 {
	if s.final != nil {
		return float64(s.final.score) / 24
	}
	total := 0.0
	for c := int8(0); c < continents; c++ {
		total += s.continentValue(c)
		if t := s.board[c][whiteSpace]; t.P != NoPawn && !t.Up {
			total++
		}
	}
	// Oxygen not yet placed may still score.
	for i := 0; i < s.seats; i++ {
		for _, t := range s.hands[i] {
			if t.P != NoPawn && KindOf(t.P) == Oxygen {
				total += 0.5
			}
		}
	}
	for i := int8(0); i < s.bagN; i++ {
		if KindOf(s.bag[i]) == Oxygen {
			total += 0.5
		}
	}
	v := total / 24
	if v > 1 {
		v = 1
	}
	return v
}

// continentValue is the expected points of continent c: zero-ish once a
// need is certainly broken, otherwise the pawns placed well plus part of a
// point for each space still free.
func (s *State) continentValue(c int8) float64 {
	ok, free, broken := 0, 0, 0
	for sp := int8(0); sp < elementSpaces; sp++ {
		p := s.board[c][sp].P
		if p == NoPawn {
			free++
			continue
		}
		if !p.Known() {
			ok++ // a placeholder: nothing to judge
			continue
		}
		if s.broken(c, sp) {
			broken++
		} else {
			ok++
		}
	}
	if broken > 0 {
		// Actions may still repair it, rarely.
		return 0.3 * float64(ok) / float64(broken+1)
	}
	if free == 0 {
		if s.count(c, Water) != 1 {
			return 0
		}
		return elementSpaces
	}
	return float64(ok) + 0.55*float64(free)
}

// broken reports whether the need of the pawn at sp is unmet and cannot be
// met by filling the free spaces of the continent.
func (s *State) broken(c, sp int8) bool {
	n := pawns[s.board[c][sp].P]
	switch n.Kind {
	case Water:
		return s.count(c, Water) > 1
	case Mineral:
		return faces[s.faces[c]].Soils[sp] != n.Soil
	case Plant:
		return s.linkedTo(c, sp, n.Avoid)
	case Insect:
		return !s.linkedTo(c, sp, n.Target) && !s.freeLink(c, sp)
	case Animal:
		return s.linkedTo(c, sp, n.Avoid) || (!s.linkedTo(c, sp, n.Target) && !s.freeLink(c, sp))
	}
	return false
}
