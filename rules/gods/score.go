package gods

import (
	"math/bits"
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

// LevelFloor returns the lowest score of level (above Demi-gods) for a
// table of seats players; 0 for Demi-gods.
func LevelFloor(seats, level int) int {
	if level <= DemiGods || level > Gods || seats < 2 || seats >= len(rankFloors) {
		return 0
	}
	return rankFloors[seats][level-1]
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
			s.emit(rules.Event{Kind: EvReveal, Seat: rules.NoSeat, A: int16(c)*spaces + int16(sp), B: int16(s.board[c][sp].P), C: int16(met)})
		}
		pts := 0
		if r.validated[c] {
			pts = elementSpaces
		}
		s.emit(rules.Event{Kind: EvContinent, Seat: rules.NoSeat, A: int16(c), B: int16(pts)})
	}
	s.emit(rules.Event{Kind: EvOxygenBonus, Seat: rules.NoSeat, A: int16(r.oxygenUp)})
	s.emit(rules.Event{Kind: EvEnd, Seat: rules.NoSeat, A: int16(r.score), B: int16(Level(s.seats, r.score))})
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
// choice of a continent is judged by what can be placed there. Once the
// active seat has pointed, it adds a token bonus when the pawn pointed at
// is the favourite (see Plan). It reads the needs of the state it is called
// on, so bots call it on determinized states.
func (s *State) Evaluate(seat rules.Seat) float64 {
	if s.final != nil {
		return float64(s.final.score) / 24
	}
	if s.phase == phDesignate && s.indicated == s.favourite() {
		return s.staticValue() + signalBonus
	}
	if s.phase != phPlace {
		return s.staticValue()
	}
	best := 0.0
	s.eachPlacement(func() { best = max(best, s.staticValue()) })
	return best
}

// eachPlacement puts each pawn of the active hand in turn on each space of
// the designated continent that takes it, calls try, and takes the pawn
// back: try sees every placement the pending turn can make.
func (s *State) eachPlacement(try func()) {
	c := s.designated
	hand := &s.hands[s.active]
	for j, t := range hand {
		if t.P == NoPawn {
			continue
		}
		for sp := int8(0); sp < spaces; sp++ {
			if !s.accepts(c, sp, KindOf(t.P)) {
				continue
			}
			hand[j], s.board[c][sp] = empty, t
			try()
			hand[j], s.board[c][sp] = t, empty
		}
	}
}

func (s *State) staticValue() float64 {
	// supply counts the pawns of each kind still to place, in hands and in
	// the bag.
	var supply [numKinds]int
	for i := 0; i < s.seats; i++ {
		for _, t := range s.hands[i] {
			if t.P != NoPawn {
				supply[KindOf(t.P)]++
			}
		}
	}
	for i := int8(0); i < s.bagN; i++ {
		supply[KindOf(s.bag[i])]++
	}
	// Waters still to place, against the continents that lack one: each
	// continent needs exactly one.
	watersLeft, dry := supply[Water], 0
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
		v := s.continentValue(c, &kinds[c], waters[c], &supply)
		if waters[c] == 0 {
			v *= waterChance
		}
		total += v
		if t := s.board[c][whiteSpace]; t.P != NoPawn && !t.Up {
			total++
		}
	}
	total -= homelessCost * float64(s.homeless(&kinds, &waters))
	// Oxygen not yet placed may still score.
	for range supply[Oxygen] {
		total += 0.5
	}
	v := total / 24
	if v > 1 {
		v = 1
	}
	if v < 0 {
		v = 0
	}
	return v
}

// homeless counts the pawns still to place whose need is known and that no
// free element space takes well: one where the pawn's own need can still be
// met and that breaks no need of a pawn already linked to it, on a
// continent that is not already lost. Each will have to go where it spoils
// a continent. kinds and waters are as for continentValue.
func (s *State) homeless(kinds *[continents][spaces]int8, waters *[continents]int) int {
	var lost [continents]bool
	for c := int8(0); c < continents; c++ {
		if waters[c] > 1 {
			lost[c] = true
			continue
		}
		for sp := int8(0); sp < elementSpaces && !lost[c]; sp++ {
			if p := s.board[c][sp].P; p != NoPawn && p.Known() && s.broken(c, sp) {
				lost[c] = true
			}
		}
	}
	// The pawns still to place whose need is known, as a bit mask.
	var left uint32
	for i := 0; i < s.seats; i++ {
		for _, t := range s.hands[i] {
			if p := t.P; p >= 0 && p < numElements {
				left |= 1 << uint(p)
			}
		}
	}
	for _, p := range s.bag[:s.bagN] {
		if p >= 0 && p < numElements {
			left |= 1 << uint(p)
		}
	}
	if left == 0 {
		return 0
	}
	// Each free element space and the pawns of left that it takes well:
	// any, on a lost continent; otherwise those whose need can still be met
	// there and that no linked pawn of known need forbids.
	var rooms [continents * elementSpaces]uint32
	nf := 0
	for c := int8(0); c < continents; c++ {
		for sp := int8(0); sp < elementSpaces; sp++ {
			if kinds[c][sp] >= 0 {
				continue
			}
			if lost[c] {
				rooms[nf] = left
				nf++
				continue
			}
			var linked, forbid uint8
			freeLink := false
			links := s.adj[c][sp]
			for o := int8(0); o < elementSpaces; o++ {
				if links&(1<<o) == 0 {
					continue
				}
				k := kinds[c][o]
				if k < 0 {
					freeLink = true
					continue
				}
				linked |= 1 << uint(k)
				if q := s.board[c][o].P; q.Known() {
					if m := pawns[q]; m.Kind == Plant || m.Kind == Animal {
						forbid |= 1 << m.Avoid
					}
				}
			}
			fit := fits.mineral[faces[s.faces[c]].Soils[sp]] | fits.kind[Plant] | fits.kind[Insect] | fits.kind[Animal]
			if waters[c] == 0 {
				fit |= fits.kind[Water]
			}
			var targets uint32
			for k := Kind(0); k < Oxygen; k++ {
				if linked&(1<<k) != 0 {
					fit &^= fits.avoid[k]
					targets |= fits.target[k]
				}
				if forbid&(1<<k) != 0 {
					fit &^= fits.kind[k]
				}
			}
			if !freeLink {
				fit &^= (fits.kind[Insect] | fits.kind[Animal]) &^ targets
			}
			rooms[nf] = fit & left
			nf++
		}
	}
	// A maximum matching of spaces to pawns: the pawns left out have no
	// good space of their own.
	m := matching{rooms: rooms[:nf]}
	for i := range m.owner {
		m.owner[i] = -1
	}
	// First each space takes a pawn nobody has yet, then the spaces left
	// without one look for augmenting paths, until every pawn has a space.
	pawnsLeft := bits.OnesCount32(left)
	var taken uint32
	var unmatched [continents * elementSpaces]int8
	nu := 0
	for r, fit := range m.rooms {
		if free := fit &^ taken; free != 0 {
			p := bits.TrailingZeros32(free)
			taken |= 1 << uint(p)
			m.owner[p] = int8(r)
			continue
		}
		unmatched[nu] = int8(r)
		nu++
	}
	matched := bits.OnesCount32(taken)
	for _, r := range unmatched[:nu] {
		if matched == pawnsLeft {
			break
		}
		var seen uint32
		if m.rooms[r] != 0 && m.augment(int(r), &seen) {
			matched++
		}
	}
	return pawnsLeft - matched
}

// matching is a matching of free spaces to the pawns each takes (rooms, as
// bit masks of pawns), grown by Kuhn's augmenting paths; owner holds the
// space each pawn is matched to, or -1.
type matching struct {
	rooms []uint32
	owner [numElements]int8
}

// augment tries to match space r, moving earlier matches along an
// augmenting path; seen holds the pawns this search has visited.
func (m *matching) augment(r int, seen *uint32) bool {
	for e := m.rooms[r] &^ *seen; e != 0; e &= e - 1 {
		p := bits.TrailingZeros32(e)
		*seen |= 1 << uint(p)
		if m.owner[p] < 0 || m.augment(int(m.owner[p]), seen) {
			m.owner[p] = int8(r)
			return true
		}
	}
	return false
}

// fits holds, as bit masks of Element pawns: those of each kind, the
// Minerals of each soil, the pawns that seek a link to each kind and those
// that must avoid it.
var fits = func() (f struct {
	kind, target, avoid [numKinds]uint32
	mineral             [4]uint32
}) {
	for p := Pawn(0); p < numElements; p++ {
		n, bit := pawns[p], uint32(1)<<uint(p)
		f.kind[n.Kind] |= bit
		switch n.Kind {
		case Mineral:
			f.mineral[n.Soil] |= bit
		case Plant:
			f.avoid[n.Avoid] |= bit
		case Insect:
			f.target[n.Target] |= bit
		case Animal:
			f.target[n.Target] |= bit
			f.avoid[n.Avoid] |= bit
		}
	}
	return f
}()

// continentValue estimates the points continent c will score: five
// points times the chance that every placed need holds and that the free
// spaces are filled with pawns that fit. kinds holds the kind on each of
// its spaces (-1 when empty), waters its count of Water and supply the
// count of each kind still to place.
func (s *State) continentValue(c int8, kinds *[spaces]int8, waters int, supply *[numKinds]int) float64 {
	chance := 1.0
	free := freeSpaces(kinds)
	for sp := int8(0); sp < elementSpaces; sp++ {
		p := s.board[c][sp].P
		if p == NoPawn {
			continue
		}
		if p.Known() {
			chance *= s.needChance(c, sp, kinds, waters, free, supply)
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
// otherwise a guess from the free spaces linked to it and the pawns still
// to place. A Water can no longer come to a continent that has one (a
// second would spoil it), and a kind of which no pawn is left can no longer
// come anywhere. kinds and waters are as for continentValue, free is the
// count of free element spaces of c and supply the count of each kind
// still to place.
func (s *State) needChance(c, sp int8, kinds *[spaces]int8, waters, free int, supply *[numKinds]int) float64 {
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
	canCome := func(k Kind) bool { return supply[k] > 0 && (k != Water || waters == 0) }
	avoidOK := func(k Kind) float64 {
		if linkedTo(k) {
			return 0
		}
		if !canCome(k) {
			return 1
		}
		p := 1.0
		for i := 0; i < freeLinks; i++ {
			p *= avoidSafe
		}
		return p
	}
	targetOK := func(k Kind) float64 {
		switch {
		case linkedTo(k):
			return 1
		case freeLinks == 0 || !canCome(k):
			return 0
		case k == Water:
			// The continent's one Water goes on one of its free spaces.
			return min(1, waterAim*float64(freeLinks)/float64(free))
		}
		miss := 1.0
		for i := 0; i < freeLinks; i++ {
			miss *= targetMiss
		}
		if supply[k] == 1 {
			miss = (1 + miss) / 2
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

// The guesses of needChance: the chance that a free linked space does not
// bring a kind to avoid, that it misses a kind sought, and how much better
// than at random the Water of a continent lands where it is sought.
const (
	avoidSafe  = 0.85
	targetMiss = 0.7
	waterAim   = 1.5
)

// homelessCost is what Evaluate takes off, in points, for each pawn still
// to place that no free space takes well (see homeless).
const homelessCost = 2

// freeSpaces returns the count of free element spaces in kinds.
func freeSpaces(kinds *[spaces]int8) int {
	n := 0
	for sp := 0; sp < elementSpaces; sp++ {
		if kinds[sp] < 0 {
			n++
		}
	}
	return n
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
