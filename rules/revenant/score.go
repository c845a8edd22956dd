package revenant

import (
	"fmt"
	"math"

	"starboard/rules"
)

// Lines of the score breakdown.
const (
	lnInfluence = iota
	lnAgenda
	lnCards
	lnSupport
	lnCaptain
	lnResources
	lnCorruption
	lnColony
	numLines
)

var lineNames = [numLines]string{"Influence times Power", "Hidden Agenda", "Equipment and Training cards", "Support cards", "Captain advancement", "Resources (1 per 4)", "Corruption", "Colony"}

// lines returns seat p's score by line. Before the end it counts only what
// is public: no Hidden Influence, no hidden agenda.
func (s *State) lines(p int8) [numLines]int {
	var l [numLines]int
	pl := &s.players[p]
	over := s.phase == phOver
	for h := 0; h < NumHouses; h++ {
		inf := int(pl.inf[h])
		if over {
			inf += int(pl.hi[h])
		}
		l[lnInfluence] += inf * s.housePower(h)
	}
	if pl.revealed {
		for _, d := range pl.done {
			if d {
				l[lnAgenda] += AgendaVP
			}
		}
	}
	l[lnCards] = 2 * int(pl.equipN+pl.trainN[0]+pl.trainN[1])
	l[lnSupport] = int(pl.support)
	l[lnCaptain] = int(pl.captain)
	l[lnResources] = (pl.stored() + int(pl.locked[0]+pl.locked[1]+pl.locked[2]+pl.locked[3])) / 4
	l[lnCorruption] = -2 * (pl.corruption() + int(pl.overflow))
	if over && s.colonyCard >= 0 {
		l[lnColony] = s.colonyScore(p, Colonies[s.colonyCard].Condition)
	}
	return l
}

func (s *State) colonyScore(p int8, cond uint8) int {
	pl := &s.players[p]
	switch cond {
	case colEquipment:
		return 2 * int(pl.equipN)
	case colTraining:
		return 2 * int(pl.trainN[0]+pl.trainN[1])
	case colSupport:
		return 2 * int(pl.support)
	case colCaptain:
		return 3 * int(pl.captain)
	case colTactics:
		return int(pl.tactics)
	case colResources:
		return (pl.stored() + int(pl.locked[0]+pl.locked[1]+pl.locked[2]+pl.locked[3])) / 2
	case colClean:
		if pl.corruption() == 0 {
			return 5
		}
	}
	return 0
}

// Score returns seat's points so far; final once the game is over.
func (s *State) Score(seat rules.Seat) int {
	n := 0
	for _, v := range s.lines(int8(seat)) {
		n += v
	}
	return n
}

// Breakdown returns the lines that add up to Score(seat). In solo a last
// line of 0 points names the Corrupted Crew's score, the one to beat, so
// results show both sides.
func (s *State) Breakdown(seat rules.Seat) []rules.ScoreLine {
	l := s.lines(int8(seat))
	out := make([]rules.ScoreLine, 0, numLines+1)
	for i, v := range l {
		out = append(out, rules.ScoreLine{Label: lineNames[i], Points: v})
	}
	if s.solo {
		out = append(out, rules.ScoreLine{Label: s.crewLine()})
	}
	return out
}

// crewLine names the Corrupted Crew's score for a line of Breakdown:
// "Corrupted Crew to beat: 57".
func (s *State) crewLine() string {
	return fmt.Sprintf("Corrupted Crew to beat: %d", s.AutomaScore())
}

// AutomaScore is the Corrupted Crew's score: Influence times Power, and 2
// VP per step of Tactics.
func (s *State) AutomaScore() int {
	n := 0
	for _, l := range s.AutomaBreakdown() {
		n += l.Points
	}
	return n
}

// AutomaBreakdown returns the lines of the Corrupted Crew's score, for
// the results of a solo game.
func (s *State) AutomaBreakdown() []rules.ScoreLine {
	inf := 0
	for h := 0; h < NumHouses; h++ {
		inf += int(s.aInf[h]) * s.housePower(h)
	}
	return []rules.ScoreLine{{Label: lineNames[lnInfluence], Points: inf}, {Label: "Tactics (2 per step)", Points: 2 * int(s.aTactics)}}
}

// Winners returns the winners once the game is over: the most VP, then
// the highest Tactics; in solo, the player only with more VP than the
// Corrupted Crew.
func (s *State) Winners() rules.SeatSet {
	if s.phase != phOver {
		return 0
	}
	if s.solo {
		if s.Score(0) > s.AutomaScore() {
			return rules.SeatsOf(0)
		}
		return 0
	}
	var w rules.SeatSet
	best, bt := math.MinInt, int8(-1)
	for p := int8(0); p < s.seats; p++ {
		sc, t := s.Score(rules.Seat(p)), s.players[p].tactics
		switch {
		case sc > best || sc == best && t > bt:
			best, bt, w = sc, t, rules.SeatsOf(rules.Seat(p))
		case sc == best && t == bt:
			w = w.With(rules.Seat(p))
		}
	}
	return w
}

// Utility is 1 for a sole winner, shared among tied winners, 0 otherwise.
func (s *State) Utility(seat rules.Seat) float64 {
	w := s.Winners()
	if !w.Has(seat) {
		return 0
	}
	n := 0
	for p := rules.Seat(0); p < rules.Seat(s.seats); p++ {
		if w.Has(p) {
			n++
		}
	}
	return 1 / float64(n)
}

// value estimates seat p's final VP from what seat viewer may know: its
// own Hidden Influence and agenda, the others' counts only.
func (s *State) value(p int8, viewer int8) float64 {
	pl := &s.players[p]
	l := s.lines(p)
	v := 0.0
	for _, x := range l {
		v += float64(x)
	}
	if s.phase == phOver {
		return v
	}
	rounds := float64(4 - s.round)
	avg := 0.0
	for h := 0; h < NumHouses; h++ {
		pw := float64(s.housePower(h))
		avg += pw / NumHouses
		if p == viewer {
			v += float64(pl.hi[h]) * pw
		}
	}
	if p != viewer {
		v += float64(pl.hiN) * avg
	}
	v += float64(pl.offerN) * 0.5 * avg
	if !pl.revealed && pl.agenda >= 0 {
		a := &Agendas[pl.agenda]
		for _, o := range a.Obj {
			if s.objective(p, a, o) {
				v += AgendaVP * 0.7
			}
		}
	}
	v += 0.3*float64(pl.stored()) + 0.4*float64(pl.handN) + 0.15*float64(pl.tactics) + 0.8*float64(pl.data)
	v += float64(pl.pHI+pl.pInf)*avg + 0.3*float64(pl.pAny+pl.pDraw) + 0.3*float64(pl.pPurge+pl.pRepair)
	v += rounds * (0.5*float64(pl.captain) + 0.3*float64(pl.equipN+pl.trainN[0]+pl.trainN[1]))
	v -= 2 * float64(pl.pCorr)
	if !s.jump && s.round < 4 {
		// Neutronium toward a Hyperjump.
		v += 0.7 * float64(min(pl.res[Neutronium], 3))
	}
	return v
}

// Evaluate estimates seat's chance to win from the VP each seat can still
// expect, as seat may know them.
func (s *State) Evaluate(seat rules.Seat) float64 {
	if s.phase == phOver {
		return s.Utility(seat)
	}
	loss := s.threat()
	me := s.value(int8(seat), int8(seat)) - s.exposure(int8(seat), int8(seat), &loss)
	best := math.Inf(-1)
	if s.solo {
		best = float64(s.AutomaScore()) + 2
	}
	for p := int8(0); p < s.seats; p++ {
		if p != int8(seat) {
			best = max(best, s.value(p, int8(seat))-s.exposure(p, int8(seat), &loss))
		}
	}
	return 1 / (1 + math.Exp(-(me-best)/8))
}

// threat estimates the Power each House stands to lose in the next
// Breach: in each Sector, the share of its ships' Damage spaces the
// Voidborn there (less Absorbers) would fill.
func (s *State) threat() [NumHouses]float64 {
	var loss [NumHouses]float64
	for x := int8(0); x < NumRing; x++ {
		d := float64(max(0, s.void[x]-s.absorb[x]))
		if d == 0 {
			continue
		}
		hp := 0.0
		for id := range s.ships {
			if sh := &s.ships[id]; sh.sector == x {
				hp += float64(damageSpaces[ShipKind(id)] - sh.damage + 1)
			}
		}
		if hp == 0 {
			continue
		}
		f := min(1, d/hp)
		for id := range s.ships {
			if s.ships[id].sector == x {
				loss[ShipHouse(id)] += f
			}
		}
	}
	return loss
}

// exposure is what seat p's Influence stands to lose by the threat, as
// viewer may know p's Hidden Influence.
func (s *State) exposure(p, viewer int8, loss *[NumHouses]float64) float64 {
	if s.phase == phOver {
		return 0
	}
	pl := &s.players[p]
	v := 0.0
	for h := 0; h < NumHouses; h++ {
		inf := float64(pl.inf[h])
		if p == viewer {
			inf += float64(pl.hi[h])
		} else {
			inf += float64(pl.hiN) / NumHouses
		}
		v += loss[h] * inf
	}
	// Without a Hyperjump the Voidborn stay and grow for the rounds left.
	if !s.jump {
		v *= 1 + 0.5*float64(4-s.round)
	}
	return v
}
