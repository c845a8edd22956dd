package seeders

import "starboard/rules"

// prestige scores the Prestige phase, seat by seat in turn order.
func (s *State) prestige() {
	var counts [4][8]int
	for id := int16(0); id < NumCards; id++ {
		c := &s.card[id]
		if c.loc != locArk {
			continue
		}
		d := cards[id]
		counts[c.owner][d.Caste]++
		if d.Unit {
			counts[c.owner][ClassUnit]++
		} else {
			counts[c.owner][ClassCrew]++
		}
	}
	discardCrews := 0
	for i := int16(0); i < s.discardN; i++ {
		if !cards[s.discard[i]].Unit {
			discardCrews++
		}
	}
	for i := int8(0); i < s.seats; i++ {
		seat := s.order[i]
		var got [numLines]int
		for id := int16(0); id < NumCards; id++ {
			c := &s.card[id]
			if c.loc != locArk || c.owner != seat {
				continue
			}
			d := cards[id]
			// [P5.empty] A Unit without Crew does not score.
			if d.Unit && c.crews == 0 {
				continue
			}
			switch d.Prestige {
			case Affinity:
				got[lnAffinity] += d.Points * counts[seat][d.Of]
			case Majority:
				most := true
				for p := int8(0); p < s.seats; p++ {
					if p != seat && counts[p][d.Of] >= counts[seat][d.Of] {
						most = false
					}
				}
				if most {
					got[lnMajority] += d.Points
				}
			case DiscardCrews:
				got[lnDiscard] += discardCrews / d.Points
			}
			if d.Castes&Safe != 0 {
				got[lnSafe] += int(c.safe)
			}
			if d.Castes&Hospital != 0 {
				for v := int16(0); v < NumArk; v++ {
					if cv := &s.card[v]; cv.loc == locArk && cv.host == id && cv.mutant {
						got[lnHospital] += 2
					}
				}
			}
		}
		total := 0
		for ln := lnAffinity; ln < numLines; ln++ {
			s.gain(seat, got[ln], ln)
			total += got[ln]
		}
		s.emit(rules.Event{Kind: EvPrestige, Seat: rules.Seat(seat), A: int16(total), B: int16(got[lnAffinity]), C: int16(got[lnMajority]), D: int16(got[lnSafe] + got[lnHospital] + got[lnDiscard])})
	}
}

// Score returns the Prestige points of seat.
func (s *State) Score(seat rules.Seat) int { return int(s.pp[seat]) }

// Breakdown returns the sources of seat's Prestige points.
func (s *State) Breakdown(seat rules.Seat) []rules.ScoreLine {
	lines := make([]rules.ScoreLine, 0, numLines)
	for ln := 0; ln < numLines; ln++ {
		lines = append(lines, rules.ScoreLine{Label: lineNames[ln], Points: int(s.ppBy[seat][ln])})
	}
	return lines
}

// winner returns the winning seat: most Prestige, then most Resources
// (Supply and Safes), then the earlier place in the last turn's order.
func (s *State) winner() int8 {
	best := s.order[0]
	for i := int8(1); i < s.seats; i++ {
		p := s.order[i]
		switch {
		case s.pp[p] > s.pp[best]:
			best = p
		case s.pp[p] == s.pp[best] && s.wealth(p) > s.wealth(best):
			best = p
		}
	}
	return best
}

// Winners returns the winner once the game is over.
func (s *State) Winners() rules.SeatSet {
	if s.phase != phOver {
		return 0
	}
	return rules.SeatsOf(rules.Seat(s.winner()))
}

// Utility is 1 for the winner and 0 for the others.
func (s *State) Utility(seat rules.Seat) float64 {
	if s.Winners().Has(seat) {
		return 1
	}
	return 0
}

// Evaluate estimates seat's chance to win from Prestige, Resources, cards
// in hand and the Ark, against the best other seat.
func (s *State) Evaluate(seat rules.Seat) float64 {
	if s.phase == phOver {
		return s.Utility(seat)
	}
	var value [4]float64
	for p := int8(0); p < s.seats; p++ {
		value[p] = float64(s.pp[p]) + 0.6*float64(s.wealth(p)) + 1.2*float64(s.handN[p]) + 1
	}
	for id := int16(0); id < NumCards; id++ {
		if c := &s.card[id]; c.loc == locArk {
			value[c.owner] += 0.8
		}
	}
	best := 0.0
	for p := int8(0); p < s.seats; p++ {
		if rules.Seat(p) != seat && value[p] > best {
			best = value[p]
		}
	}
	return value[seat] / (value[seat] + best)
}
