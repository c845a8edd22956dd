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
		if r.validated[c] {
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
			if unmet == 0 {
				label += ": not validated, every need met"
			} else {
				label += ": not validated, " + plural(unmet, "need") + " unmet"
			}
			if w := s.count(int8(c), Water); w != 1 {
				label += ", " + plural(w, "Water") + " instead of one"
			}
		}
		lines = append(lines, rules.ScoreLine{Label: label, Points: pts})
	}
	lines = append(lines, rules.ScoreLine{Label: "Oxygen placed element side up", Points: r.oxygenUp})
	lines = append(lines, rules.ScoreLine{Label: "Level: " + LevelName(Level(s.seats, r.score)), Points: 0})
	return lines
}

// plural returns "1 need", "2 needs", "no Water".
func plural(n int, word string) string {
	switch n {
	case 0:
		return "no " + word
	case 1:
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
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
// the chance that its needs will hold, counts Oxygen kept element side up,
// and gives Oxygen not yet placed half a point. While a placement is
// pending, it assumes the active seat makes the best one, so that the
// choice of a continent is judged by what can be placed there. It reads the
// needs of the state it is called on, so bots call it on determinized
// states.
func (s *State) Evaluate(seat rules.Seat) float64 {
	if s.final != nil {
		return float64(s.final.score) / 24
	}
	if s.phase != phPlace {
		return s.staticValue()
	}
	best := 0.0
	c := s.designated
	hand := &s.hands[s.active]
	for j := range hand {
		t := hand[j]
		if t.P == NoPawn {
			continue
		}
		k := KindOf(t.P)
		for sp := int8(0); sp < spaces; sp++ {
			if !s.accepts(c, sp, k) {
				continue
			}
			hand[j] = empty
			s.board[c][sp] = t
			if v := s.staticValue(); v > best {
				best = v
			}
			s.board[c][sp] = empty
			hand[j] = t
		}
	}
	return best
}

func (s *State) staticValue() float64 {
	// Waters still to place, against the continents that lack one: each
	// continent needs exactly one.
	watersLeft, oxygenLeft, dry := 0, 0, 0
	for i := 0; i < s.seats; i++ {
		for _, t := range s.hands[i] {
			if t.P == NoPawn {
				continue
			}
			switch KindOf(t.P) {
			case Water:
				watersLeft++
			case Oxygen:
				oxygenLeft++
			}
		}
	}
	bagOxygen := 0
	for i := int8(0); i < s.bagN; i++ {
		switch KindOf(s.bag[i]) {
		case Water:
			watersLeft++
		case Oxygen:
			bagOxygen++
		}
	}
	// The kind on every space (-1 when empty) and the Waters of each
	// continent, read once for all the estimates below.
	var kinds [continents][spaces]int8
	var waters [continents]int
	for c := range s.board {
		for sp, t := range s.board[c] {
			if t.P == NoPawn {
				kinds[c][sp] = -1
				continue
			}
			k := KindOf(t.P)
			kinds[c][sp] = int8(k)
			if k == Water && sp < elementSpaces {
				waters[c]++
			}
		}
		if waters[c] == 0 {
			dry++
		}
	}
	waterChance := 1.0
	if dry > watersLeft {
		waterChance = float64(watersLeft) / float64(dry)
	}
	total := 0.0
	for c := int8(0); c < continents; c++ {
		v := s.continentValue(c, &kinds[c], waters[c])
		if waters[c] == 0 {
			v *= waterChance
		}
		total += v
		if t := s.board[c][whiteSpace]; t.P != NoPawn && !t.Up {
			total++
		}
	}
	// Oxygen not yet placed may still score.
	for range oxygenLeft + bagOxygen {
		total += 0.5
	}
	v := total / 24
	if v > 1 {
		v = 1
	}
	return v
}

// continentValue estimates the points continent c will score: five
// points times the chance that every placed need holds and that the free
// spaces are filled with pawns that fit. kinds holds the kind on each of
// its spaces (-1 when empty) and waters its count of Water.
func (s *State) continentValue(c int8, kinds *[spaces]int8, waters int) float64 {
	chance := 1.0
	free := 0
	for sp := int8(0); sp < elementSpaces; sp++ {
		p := s.board[c][sp].P
		if p == NoPawn {
			free++
			continue
		}
		if p.Known() {
			chance *= s.needChance(c, sp, kinds, waters)
		} else {
			chance *= 0.8 // a placeholder in a view: nothing to judge
		}
	}
	switch {
	case waters > 1:
		chance = 0
	case waters == 0 && free == 0:
		chance = 0
	case waters == 0:
		chance *= 0.9
	}
	for i := 0; i < free; i++ {
		chance *= 0.8
	}
	if chance < 0.02 {
		// Actions may still repair a broken continent, rarely.
		chance = 0.02
	}
	return elementSpaces * chance
}

// needChance estimates the chance that the need of the pawn at sp of c is
// met at the end: certain or impossible when the neighbours settle it, and
// otherwise a guess from the free spaces linked to it. kinds and waters are
// as for continentValue.
func (s *State) needChance(c, sp int8, kinds *[spaces]int8, waters int) float64 {
	n := pawns[s.board[c][sp].P]
	freeLinks := 0
	var linked uint8 // the kinds on spaces linked to sp, as a bit mask
	links := s.adj[c][sp]
	for o := int8(0); o < spaces; o++ {
		if links&(1<<o) == 0 {
			continue
		}
		if k := kinds[o]; k >= 0 {
			linked |= 1 << uint(k)
		} else if o != whiteSpace {
			freeLinks++
		}
	}
	linkedTo := func(k Kind) bool { return linked&(1<<k) != 0 }
	avoidOK := func(k Kind) float64 {
		if linkedTo(k) {
			return 0
		}
		p := 1.0
		for i := 0; i < freeLinks; i++ {
			p *= 0.85
		}
		return p
	}
	targetOK := func(k Kind) float64 {
		if linkedTo(k) {
			return 1
		}
		miss := 1.0
		for i := 0; i < freeLinks; i++ {
			miss *= 0.7
		}
		return 1 - miss
	}
	switch n.Kind {
	case Water:
		if waters > 1 {
			return 0
		}
		return 1
	case Mineral:
		if faces[s.faces[c]].Soils[sp] != n.Soil {
			return 0
		}
		return 1
	case Plant:
		return avoidOK(n.Avoid)
	case Insect:
		return targetOK(n.Target)
	case Animal:
		return targetOK(n.Target) * avoidOK(n.Avoid)
	}
	return 1
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
