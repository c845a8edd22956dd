package seeders

import "starboard/rules"

// prestigeScores returns what each seat's Ark scores in a Prestige phase,
// by breakdown line.
func (s *State) prestigeScores() [4][numLines]int {
	var counts [4][8]int
	var mutants [NumCards]int8 // Mutant Primary Crews hosted, per Unit
	discardCrews := 0
	for p := int8(0); p < s.seats; p++ {
		for _, id := range s.arkOf(p) {
			s.count(&counts, &mutants, id)
		}
	}
	for i := int16(0); i < s.discardN; i++ {
		if !cards[s.discard[i]].Unit {
			discardCrews++
		}
	}
	var got [4][numLines]int
	for p := int8(0); p < s.seats; p++ {
		for _, id := range s.arkOf(p) {
			s.scoreCard(&got, &counts, &mutants, discardCrews, id)
		}
	}
	return got
}

// count adds controlled card id to the counts of its owner, and a Mutant
// Primary Crew to the count of its Unit.
func (s *State) count(counts *[4][8]int, mutants *[NumCards]int8, id int16) {
	c, d := &s.card[id], cards[id]
	counts[c.owner][d.Caste]++
	if d.Unit {
		counts[c.owner][ClassUnit]++
		return
	}
	counts[c.owner][ClassCrew]++
	if c.mutant && id < NumArk {
		mutants[c.host]++
	}
}

// scoreCard adds what controlled card id scores to got.
func (s *State) scoreCard(got *[4][numLines]int, counts *[4][8]int, mutants *[NumCards]int8, discardCrews int, id int16) {
	c := &s.card[id]
	seat, d := c.owner, cards[id]
	// [P5.empty] A Unit without Crew does not score.
	if d.Unit && c.crews == 0 {
		return
	}
	switch d.Prestige {
	case Affinity:
		got[seat][lnAffinity] += d.Points * counts[seat][d.Of]
	case Majority:
		most := true
		for p := int8(0); p < s.seats; p++ {
			if p != seat && counts[p][d.Of] >= counts[seat][d.Of] {
				most = false
			}
		}
		if most {
			got[seat][lnMajority] += d.Points
		}
	case DiscardCrews:
		got[seat][lnDiscard] += discardCrews / d.Points
	}
	if d.Castes&Safe != 0 {
		got[seat][lnSafe] += int(c.safe)
	}
	if d.Castes&Hospital != 0 {
		got[seat][lnHospital] += 2 * int(mutants[id])
	}
}

// prestige scores the Prestige phase, seat by seat in turn order.
func (s *State) prestige() {
	all := s.prestigeScores()
	for i := int8(0); i < s.seats; i++ {
		seat := s.order[i]
		got := all[seat]
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

// Evaluate estimates seat's chance to win against the best other seat,
// from a value per seat: Prestige points, Resources (Supply and Safes),
// cards in hand, cards in the Ark, and the cards a seat leads on the Wing
// of Whispers. A card in hand is worth less than what it becomes, so that
// recycling and integrating look better than doing nothing.
func (s *State) Evaluate(seat rules.Seat) float64 {
	if s.phase == phOver {
		return s.Utility(seat)
	}
	if s.closing() {
		return s.tempo(seat, s.projectedUtility(seat))
	}
	// Each Prestige phase still to come scores the Arks as they stand.
	phases := float64(5 - s.turn)
	proj := s.prestigeScores()
	var value [4]float64
	for p := int8(0); p < s.seats; p++ {
		value[p] = float64(s.pp[p]) + 0.5*float64(s.wealth(p)) + 0.4*float64(s.handN[p]) + 1
		for ln := lnAffinity; ln < numLines; ln++ {
			value[p] += phases * float64(proj[p][ln])
		}
	}
	for p := int8(0); p < s.seats; p++ {
		for _, id := range s.arkOf(p) {
			value[p] += 1.5
			if cards[id].Unit && s.card[id].crews > 0 {
				value[p] += 0.5
			}
		}
	}
	for c := 0; c < Chambers; c++ {
		if s.chamber[c] < 0 {
			continue
		}
		best, lead := int8(0), int8(-1)
		for p := int8(0); p < s.seats; p++ {
			switch n := s.cubes[c][p]; {
			case n > best:
				best, lead = n, p
			case n == best:
				lead = -1
			}
		}
		if lead >= 0 {
			value[lead] += 0.4 // as much as the card in hand
		}
	}
	best := 0.0
	for p := int8(0); p < s.seats; p++ {
		if rules.Seat(p) != seat && value[p] > best {
			best = value[p]
		}
	}
	return s.tempo(seat, value[seat]/(value[seat]+best))
}

// tempo charges v for the moves seat has made in a row: nothing for the
// first, more for each next one. Moves that change nothing (Safe transfers
// back and forth, Crews moved round) then look worse than ending the turn,
// so that no bot stalls forever; a move that gains something still pays.
func (s *State) tempo(seat rules.Seat, v float64) float64 {
	k := float64(s.run[seat])
	v -= 0.0003 * k * k
	return max(0, min(1, v))
}

// closing reports whether a pass may end the game with nothing left to
// gain: the last Integration turn or the last rearranging. There Evaluate
// agrees with the final Utility, so that a bot behind gains nothing by
// putting off the end with moves that change nothing.
func (s *State) closing() bool {
	if s.turn != 4 {
		return false
	}
	return s.phase == phReorder || (s.phase == phIntegrate || s.phase == phRehost) && s.cur == s.seats-1
}

// projectedUtility is Utility as it would be if the last Prestige phase
// scored the Arks as they stand.
func (s *State) projectedUtility(seat rules.Seat) float64 {
	proj := s.prestigeScores()
	var final [4]int
	for p := int8(0); p < s.seats; p++ {
		final[p] = int(s.pp[p])
		if s.phase != phOver {
			for ln := lnAffinity; ln < numLines; ln++ {
				final[p] += proj[p][ln]
			}
		}
	}
	best := s.order[0]
	for i := int8(1); i < s.seats; i++ {
		p := s.order[i]
		if final[p] > final[best] || final[p] == final[best] && s.wealth(p) > s.wealth(best) {
			best = p
		}
	}
	if rules.Seat(best) == seat {
		return 1
	}
	return 0
}
