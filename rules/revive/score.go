package revive

import (
	"math"
	"math/bits"

	"starboard/rules"
)

// Lines of the score breakdown, in the aid's order.
const (
	lnPoints = iota
	lnProgress
	lnMachineBonus
	lnArtifactCard
	lnTechs
	lnLarge
	lnMinor
	lnResources
	lnEndTile
	numLines
)

var lineNames = [numLines]string{"Points track", "Progress track", "Machine track bonus", "Artifact scoring card",
	"Unlocked technologies", "Large locations", "Small artifacts", "Remaining resources", "End-game tile"}

// finalRewards holds the reward spaces at the ends of the machine tracks,
// which score the machine track bonus, a bit each.
var finalRewards = func() uint16 {
	var m uint16
	for r := range rewards {
		if rewards[r].Final {
			m |= 1 << uint(r)
		}
	}
	return m
}()

// citizensOf holds, for each colour, the citizen cards of that colour, a
// bit each.
var citizensOf = func() [numColours]uint64 {
	var m [numColours]uint64
	for c := range citizens {
		m[citizens[c].Colour] |= 1 << uint(c)
	}
	return m
}()

// progressPoints holds the points of the first n spaces of the progress
// track, for each n.
var progressPoints = func() [len(progressTrack) + 1]int {
	var pts [len(progressTrack) + 1]int
	for i, sp := range progressTrack {
		pts[i+1] = pts[i] + int(sp.VP)
	}
	return pts
}()

// techPoints holds, for each tribe, the points of every set of its
// technologies, a bit each.
var techPoints = func() *[NumTribes][1 << numTechs]int {
	var pts [NumTribes][1 << numTechs]int
	for tr := range NumTribes {
		for set := 1; set < 1<<numTechs; set++ {
			t := bits.TrailingZeros(uint(set))
			pts[tr][set] = pts[tr][set&(set-1)] + int(tribes[tr].Tree[t/techCols][t%techCols].VP)
		}
	}
	return &pts
}()

// evalScale is the lead, in points, that Evaluate turns into a chance of
// about 73%. Points make a difference the search can see: a ratio of the
// values, as Evaluate was first, moved by about 0.003 a point, too little
// against the search's exploration.
const evalScale = 10

// SoloTarget is the score a solo player aims for: reaching it wins.
const SoloTarget = 105

// CategoryCap is the most a category scores again for one major
// artifact.
const CategoryCap = 12

// lines returns p's points by line. Another player's artifact scoring card
// is unknown in a view: that line reads 0 there.
func (s *State) lines(p int8) [numLines]int {
	ps := &s.seat[p]
	var l [numLines]int
	l[lnPoints] = int(ps.vp)
	l[lnProgress] = progressPoints[ps.progress]
	for final := ps.unlocked & finalRewards; final != 0; final &= final - 1 {
		colour := rewards[bits.TrailingZeros16(final)].Track
		l[lnMachineBonus] += 2 * bits.OnesCount64(s.owned[p]&citizensOf[colour])
	}
	l[lnTechs] = techPoints[ps.tribe][ps.techs]
	for i, h := range largeHexes {
		if s.meeples[h]&(1<<uint(p)) != 0 {
			l[lnLarge] += int(largeTiles[s.large[i]].VP)
		}
	}
	l[lnMinor] = int(ps.minorVP)
	l[lnResources] = s.wealth(p) / 5
	// The artifact scoring card scores again, for each major artifact, the
	// line its colour names, up to CategoryCap.
	if ps.scoring >= 0 {
		for c := range numColours {
			if ps.major[c] > 0 {
				l[lnArtifactCard] += int(ps.major[c]) * min(l[categoryLine[scoringCards[ps.scoring][c]]], CategoryCap)
			}
		}
	}
	if ps.endTile {
		l[lnEndTile] = EndTileVP
	}
	return l
}

// wealth is p's remaining resources: basic resources and crystals.
func (s *State) wealth(p int8) int {
	n := 0
	for _, r := range s.seat[p].res {
		n += int(r)
	}
	return n
}

// Score returns seat's points: the points track during the game, and
// every line of the final scoring as it would stand now.
func (s *State) Score(seat rules.Seat) int {
	n := 0
	for _, v := range s.lines(int8(seat)) {
		n += v
	}
	return n
}

// Breakdown returns the lines of seat's score.
func (s *State) Breakdown(seat rules.Seat) []rules.ScoreLine {
	l := s.lines(int8(seat))
	out := make([]rules.ScoreLine, numLines)
	for i := range out {
		out[i] = rules.ScoreLine{Label: lineNames[i], Points: l[i]}
	}
	return out
}

// winner returns the winning seat: the most points, then the most
// remaining resources, then the later seat in turn order.
func (s *State) winner() int8 {
	best := int8(0)
	bs := s.Score(0)
	for p := int8(1); p < s.seats; p++ {
		sc := s.Score(rules.Seat(p))
		if sc > bs || sc == bs && s.wealth(p) >= s.wealth(best) {
			best, bs = p, sc
		}
	}
	return best
}

// Winners returns the winner once the game is over; a solo player wins by
// reaching SoloTarget.
func (s *State) Winners() rules.SeatSet {
	if !s.over {
		return 0
	}
	if s.seats == 1 {
		if s.Score(0) >= SoloTarget {
			return rules.SeatsOf(0)
		}
		return 0
	}
	return rules.SeatsOf(rules.Seat(s.winner()))
}

// Utility is 1 for the winner and 0 for the others; solo, it is the
// score's share of SoloTarget, capped at 1.
func (s *State) Utility(seat rules.Seat) float64 {
	if s.seats == 1 {
		return min(1, float64(s.Score(0))/SoloTarget)
	}
	if s.Winners().Has(seat) {
		return 1
	}
	return 0
}

// value is Evaluate's estimate of what p's position is worth in points:
// the score as it stands, plus resources, crates, steps on the tracks,
// cards and artifacts at a discount, and a little for what a hibernation
// makes ready again (energy in the storage, the switch up, empty slots,
// cards in the active area), so that a player who has spent them sees
// the worth of hibernating.
func (s *State) value(p int8) float64 {
	ps := &s.seat[p]
	v := float64(s.Score(rules.Seat(p)))
	// Resources near the cap are worth less: what is gained over it is
	// lost, so a full store is better spent.
	for r, n := range ps.res {
		v += 0.3*float64(min(n, resCap[r]-2)) + 0.1*float64(max(0, n-(resCap[r]-2)))
	}
	// What a hibernation makes ready again: energy in the storage, cards
	// in the active area, the switch up, empty slots.
	v += 0.15 * float64(ps.energy)
	if !ps.switched {
		v += 0.15
	}
	for sl := range int16(NumSlots) {
		if ps.slotN[sl] == 0 && s.slotOpen(p, sl) {
			v += 0.05
		}
	}
	v += 0.6 * float64(ps.crateN)
	// What a move leaves to choose is worth what it will bring: an explore
	// is seen with its citizen card before the card is chosen.
	v += 1.5*float64(ps.owesCitizen) + 0.5*float64(ps.owesTrack+ps.owesModule) + 0.3*float64(ps.owesRes)
	if ps.owesMajor >= 0 {
		v += 2
	}
	for t := range numTracks {
		v += 0.5 * float64(ps.track[t])
	}
	for m := s.owned[p]; m != 0; m &= m - 1 {
		c := bits.TrailingZeros64(m)
		if c < NumCitizens {
			v += 1.5
		}
		if s.cardLoc[c] == inActive {
			v += 0.1
		}
	}
	v += 1.0 * float64(ps.major[0]+ps.major[1]+ps.major[2]+ps.major[3])
	return v
}

// Evaluate estimates seat's chance to win from its lead in value over the
// best other seat, through a logistic curve of scale evalScale; solo, the
// value's share of SoloTarget.
func (s *State) Evaluate(seat rules.Seat) float64 {
	if s.over {
		return s.Utility(seat)
	}
	mine := s.value(int8(seat))
	if s.seats == 1 {
		return max(0, min(1, mine/(SoloTarget*1.5)))
	}
	best := 0.0
	for p := int8(0); p < s.seats; p++ {
		if rules.Seat(p) != seat {
			best = max(best, s.value(p))
		}
	}
	return 1 / (1 + math.Exp(-(mine-best)/evalScale))
}
