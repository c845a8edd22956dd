package seeders

import (
	"math"

	"starboard/rules"
)

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

// prestigeAhead returns, by seat, what its Ark may be expected to score
// in this turn's Prestige phase and in each later one. Crews can be
// rearranged freely in every Prestige phase, so a seat is expected to
// arrange them at best: its Units with the most to score host a Crew.
// Only for this turn's phase, a seat that has rearranged already, or is
// rearranging now, scores its Ark as it stands, so that its own
// rearranging is worth what it gains.
func (s *State) prestigeAhead() [4][2]int {
	now := s.prestigeScores()
	var counts [4][8]int
	var mutants [NumCards]int8
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
	var out [4][2]int
	for p := int8(0); p < s.seats; p++ {
		var unitBuf [maxArk]int
		units := unitBuf[:0]
		crews, best := 0, 0
		for _, id := range s.arkOf(p) {
			v := s.cardPoints(&counts, &mutants, discardCrews, id)
			if !cards[id].Unit {
				crews++
				best += v
				continue
			}
			// Insert v into units, kept in decreasing order.
			units = append(units, v)
			for i := len(units) - 1; i > 0 && units[i] > units[i-1]; i-- {
				units[i], units[i-1] = units[i-1], units[i]
			}
		}
		for i := 0; i < len(units) && i < crews; i++ {
			best += units[i]
		}
		current := 0
		for ln := lnAffinity; ln < numLines; ln++ {
			current += now[p][ln]
		}
		best = max(best, current)
		out[p] = [2]int{best, best}
		if s.phase == phReorder && s.posOf(p) <= s.cur {
			out[p][0] = current
		}
	}
	return out
}

// cardPoints returns what controlled card id scores in a Prestige phase
// if it may score (a Unit hosting a Crew).
func (s *State) cardPoints(counts *[4][8]int, mutants *[NumCards]int8, discardCrews int, id int16) int {
	var got [4][numLines]int
	c := &s.card[id]
	crews := c.crews
	c.crews = 1
	s.scoreCard(&got, counts, mutants, discardCrews, id)
	c.crews = crews
	n := 0
	for _, v := range got[c.owner] {
		n += v
	}
	return n
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

// Utility is 1 for the winner; the others get 0.01 and up to 0.09 more by
// their share of the winner's Prestige points, so that a seat sure to
// lose still prefers ending the game with more points to putting the end
// off.
func (s *State) Utility(seat rules.Seat) float64 {
	if s.phase != phOver {
		return 0
	}
	var final [4]int
	for p := int8(0); p < s.seats; p++ {
		final[p] = int(s.pp[p])
	}
	return s.outcome(seat, final)
}

// outcome is Utility for the final Prestige points final.
func (s *State) outcome(seat rules.Seat, final [4]int) float64 {
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
	return 0.01 + 0.09*min(1, max(0, float64(final[seat])/float64(max(final[best], 1))))
}

// Evaluate estimates seat's chance to win from the lead of its standing
// (see standings) over the best other seat's, through a logistic curve
// that narrows from 7.5 points on turn 1 to 3 on turn 4: early on much can
// still change. A tenth of the value is seat's share of the two
// standings, which never flattens out, so that a seat far ahead or far
// behind still prefers the move that gains something.
func (s *State) Evaluate(seat rules.Seat) float64 {
	if s.phase == phOver {
		return s.Utility(seat)
	}
	if s.closing() {
		return s.tempo(seat, 0.9*s.projectedUtility(seat)+0.1*s.closingShare(seat))
	}
	value := s.standings()
	best := math.Inf(-1)
	for p := int8(0); p < s.seats; p++ {
		if rules.Seat(p) != seat {
			best = max(best, value[p])
		}
	}
	scale := 3 + 1.5*float64(4-s.turn)
	return s.tempo(seat, 0.9/(1+math.Exp(-(value[seat]-best)/scale))+0.1*share(value[seat], best))
}

// share returns mine's share of mine and best, 0 when mine is not
// positive.
func share(mine, best float64) float64 {
	if mine <= 0 {
		return 0
	}
	return mine / (mine + max(best, 0))
}

// Weights of the standing, in Prestige points.
const (
	wResource  = 0.5 // a Resource in the Supply or a Safe
	wHand      = 1.8 // a card in hand before the Integration phase
	wKept      = 1.0 // a card kept for the next turn
	wDue       = 0.2 // charged for each card still to recycle or integrate
	wArk       = 1.5 // a card in the Ark, beyond what it scores
	wHosting   = 0.5 // a Unit hosting a Crew, beyond what it scores
	wToken     = 0.8 // an unused Mutagen or Jailer token
	wInfluence = 0.6 // a point of influence of a Negotiator, before turn 4
	wStay      = 0.7 // the share of a turn-4 Negotiator at home expected to stay on the board
)

// standings returns each seat's standing: the points it may expect from
// what it holds. That is its Prestige points; the Prestige abilities of
// its Ark as they stand, once for every Prestige phase still to come;
// Resources, hand cards, Ark cards and tokens; the influence of its
// Negotiators (on turn 4, the points those still on the board at the end
// will score); and, during a Negotiation, the cards it leads on the Wing
// of Whispers, each weighed by the chance that the lead holds while Spots
// next to it are still free (a later seat may yet tie it out). Hand cards
// count the same whoever holds them, known or not, so that guesses about
// hidden cards do not make the estimate swing.
func (s *State) standings() [4]float64 {
	phases := float64(5 - s.turn)
	proj := s.prestigeAhead()
	// After turn 4's Negotiation, Resources count only as a tie-break.
	res := wResource
	if s.turn == 4 && (s.phase == phIntegrate || s.phase == phRehost || s.phase == phReorder) {
		res = 0.05
	}
	var value [4]float64
	for p := int8(0); p < s.seats; p++ {
		v := float64(s.pp[p]) + res*float64(s.wealth(p)) + s.handValue(p, res)
		v += float64(proj[p][0]) + (phases-1)*float64(proj[p][1])
		for _, id := range s.arkOf(p) {
			c := &s.card[id]
			v += wArk
			if cards[id].Unit && c.crews > 0 {
				v += wHosting
			}
			if c.mutagen {
				v += wToken
			}
			if c.jailer {
				v += wToken
			}
		}
		for k := range s.neg[p] {
			n := s.neg[p][k]
			inf := float64(n.hi + n.lo)
			switch {
			case s.turn < 4:
				v += wInfluence * inf
				if n.spot >= 0 {
					v += wInfluence // the upgrade to come, unless sent home
				}
			case s.negotiating() || s.phase == phWindow || s.phase == phDiscard || s.phase == phDraft || s.phase == phOrder:
				if n.spot >= 0 {
					v += inf
				} else {
					v += wStay * inf
				}
			case s.phase == phReturn || s.phase == phPath:
				if n.spot >= 0 {
					v += inf
				}
			}
		}
		value[p] = v
	}
	if s.negotiating() || s.phase == phReturn {
		s.addLeads(&value)
	}
	return value
}

// handValue returns what seat p's hand is worth when Resources are worth
// res each. Until the Integration phase a card is worth what it may
// become (wHand). A seat that has its Integration turn to come, or under
// way, must recycle or integrate all cards but one: each counts as the
// Resources recycling gives, the floor of what it is worth, so that
// neither recycling nor integrating looks like a loss against moves that
// put it off; and a little less (wDue), so that doing it now beats moves
// that change nothing. A card kept past one's Integration turn is worth a card at
// the next Foundation (nothing on turn 4).
func (s *State) handValue(p int8, res float64) float64 {
	integrating := s.phase == phIntegrate || s.phase == phRehost
	switch {
	case !integrating && s.phase != phReorder:
		return wHand * float64(s.handN[p])
	case s.phase == phReorder || s.posOf(p) < s.cur:
		if s.turn == 4 {
			return 0
		}
		return wKept * float64(s.handN[p])
	}
	v := 0.0
	for j := int8(0); j < s.handN[p]; j++ {
		rec := 1.5 // a card nobody in this view has seen
		if id := s.hands[p][j].id; id >= 0 {
			rec = float64(cards[id].Recycle)
			if rec == 0 {
				rec = float64(s.turn)
			}
		}
		v += res*rec - wDue
	}
	return v
}

// addLeads adds to each seat's standing the cards it leads on the Wing of
// Whispers. A lead with no free Spot next to it holds (unless a
// Conspirator or a face-down Negotiator changes it); one with free Spots
// next to it may still be caught or tied, the more likely the smaller the
// margin. Winning a card sends home a Negotiator, which then misses its
// upgrade, or on turn 4 the points it would score: the lowest the leader
// has there is charged.
func (s *State) addLeads(value *[4]float64) {
	var open [Chambers]int8
	for sp := int8(0); sp < s.nspots; sp++ {
		if s.spotNeg[sp] < 0 {
			open[s.spots[sp][0]]++
			open[s.spots[sp][1]]++
		}
	}
	from := int8(0)
	if s.phase == phReturn {
		from = s.resolving + 1 // the card being won is in hand already
	}
	for c := from; c < Chambers; c++ {
		if s.chamber[c] < 0 {
			continue
		}
		best, second, lead := int8(0), int8(0), int8(-1)
		for p := int8(0); p < s.seats; p++ {
			switch n := s.cubes[c][p]; {
			case n > best:
				best, second, lead = n, best, p
			case n == best:
				second, lead = n, -1
			case n > second:
				second = n
			}
		}
		if lead < 0 {
			continue
		}
		hold := 1.0
		if open[c] > 0 {
			hold = [...]float64{0, 0.45, 0.6, 0.75}[min(best-second, 3)]
		}
		// The Negotiator sent home: its upgrade is lost, or on turn 4 the
		// points it would score.
		gain := wHand
		cost := int8(127)
		for k := range s.neg[lead] {
			n := s.neg[lead][k]
			if sp := n.spot; sp >= 0 && (s.spots[sp][0] == c || s.spots[sp][1] == c) {
				cost = min(cost, n.hi+n.lo)
			}
		}
		switch {
		case cost == 127:
		case s.turn == 4:
			gain -= float64(cost)
		default:
			gain -= wInfluence
		}
		value[lead] += hold * gain
	}
}

// tempo turns v, a value from 0 to 1, into Evaluate's: it is brought
// into 0.1 to 0.9, below a won game's Utility, and then charged for the
// moves seat has made in a row in this phase (nothing for the first, more
// for each next one), a little for each move of the game turn (up to 30),
// 0.02 for each card seat still has to recycle or integrate beyond the
// one it may keep, and 0.01 for each Safe transfer or Crew move it made
// this game turn, which another such move could undo: within a search,
// putting a pass off with those would otherwise cost next to nothing
// once the pass comes, and the replies of the other seats, further off,
// are explored less and so look better. Moves that change nothing (Safe transfers back and
// forth, Crews moved round) then look worse than ending the turn or
// dealing with a card, by the same margin however far ahead or behind
// seat is; and since a pass starts a new spell, ending one's turn keeps a
// value above 0 while idle moves fall to 0, so no bot stalls for long.
func (s *State) tempo(seat rules.Seat, v float64) float64 {
	k := float64(s.run[seat])
	made := float64(min(s.made[seat], 30))
	v = 0.1 + 0.8*v - 0.02*float64(s.due(int8(seat))) - 0.01*k - 0.0003*k*k - 0.002*made - 0.01*float64(s.idle[seat])
	return max(0, min(1, v))
}

// due returns the cards seat must still recycle or integrate in this
// Integration phase: all but one of its hand, when its Integration turn
// is under way or to come.
func (s *State) due(seat int8) int {
	if s.phase != phIntegrate && s.phase != phRehost || s.posOf(seat) < s.cur {
		return 0
	}
	return max(0, int(s.handN[seat])-1)
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

// closingShare is seat's share of the final points as they stand when
// the game is about to end, Resources counted a little as the tie-break
// they are and cards still to recycle or integrate charged, against the
// best other seat.
func (s *State) closingShare(seat rules.Seat) float64 {
	proj := s.prestigeAhead()
	var v [4]float64
	for p := int8(0); p < s.seats; p++ {
		v[p] = float64(int(s.pp[p])+proj[p][0]) + 0.05*float64(s.wealth(p)) + s.handValue(p, 0.05)
	}
	best := 0.0
	for p := int8(0); p < s.seats; p++ {
		if rules.Seat(p) != seat {
			best = max(best, v[p])
		}
	}
	return share(v[seat], best)
}

// projectedUtility is Utility as it would be if the last Prestige phase
// scored the Arks as prestigeAhead expects.
func (s *State) projectedUtility(seat rules.Seat) float64 {
	proj := s.prestigeAhead()
	var final [4]int
	for p := int8(0); p < s.seats; p++ {
		final[p] = int(s.pp[p]) + proj[p][0]
	}
	return s.outcome(seat, final)
}
