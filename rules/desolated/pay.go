package desolated

import "starboard/rules"

// maxPlan bounds the steps of an automatic payment: at most maxGreedy
// greedy steps, then every token and hand card paid in and one run of
// conversions.
const (
	maxPlan   = maxGreedy + maxHand + NumTokens + maxRun
	maxGreedy = 64
)

// plan is a sequence of payment steps found by the planner.
type plan struct {
	moves [maxPlan]rules.Move
	n     int
}

func (p *plan) add(m rules.Move) { p.moves[p.n] = m; p.n++ }

// shortOf returns the units of cost that have not reached have.
func shortOf(cost, have Bundle) Bundle {
	var b Bundle
	for m := range cost {
		b[m] = max(cost[m]-have[m], 0)
	}
	return b
}

// useful returns the worth of the units of gain that meet need.
func useful(gain, need Bundle) int {
	w := 0
	for m := range gain {
		w += int(min(gain[m], need[m])) * materialWorth[m]
	}
	return w
}

// planPay finds a way to finish the Trade under way, step by step, on a
// scratch copy. It first plays greedily: tokens of a missing material, then
// hand cards of a missing material (the one that wastes least), then a
// conversion paid from what the pool holds beyond the cost, and last a
// token or hand card put in to fund such a conversion. When the greedy
// choice is missing or would make the cost unpayable, it pays in what the
// seat holds and follows a shortest way of conversions to the cost. It
// finds a plan whenever the payment can be completed (ruling R-auto).
func (s *State) planPay() (plan, bool) {
	var p plan
	sc := *s
	sc.quiet = true
	cost := s.payCost()
	if !sc.payable() {
		return p, false
	}
	greedy := 0
	for p.n < maxPlan {
		if sc.pool.Covers(cost) {
			return p, true
		}
		m, found := rules.Move{}, false
		if greedy < maxGreedy {
			m, found = sc.greedyStep(cost)
			if found && m.Kind == MovePay && !sc.keepsPayable(m) {
				found = false // a Rare card paid as the wrong material
			}
			if found {
				greedy++
			}
		}
		if !found {
			m, found = sc.sureStep(cost)
		}
		if !found {
			return p, false
		}
		sc.payStep(m)
		p.add(m)
	}
	return p, false
}

// greedyStep returns the planner's greedy choice of the next payment step.
func (s *State) greedyStep(cost Bundle) (rules.Move, bool) {
	need := shortOf(cost, s.pool)
	ss := s.me()
	for t := range need {
		if need[t] > 0 && ss.tokens[t] > 0 {
			return rules.Move{Kind: MoveSpend, A: int16(t)}, true
		}
	}
	if m, found := s.handPayment(need); found {
		return m, true
	}
	surplus := shortOf(s.pool, cost)
	have := ss.tokens
	for _, c := range ss.hand[:ss.handN] {
		have = have.plus(cardPay[c.ID])
	}
	var buf [512]rules.Move
	convs := s.convertMoves(buf[:0], false)
	var root edgeSet
	dist := -1
	best, bestFund := 0, 0
	var m, fund rules.Move
	found := false
	for _, c := range convs {
		pay, gain := s.conversion(c)
		u := useful(gain, need)
		if u == 0 {
			continue
		}
		if surplus.Covers(pay) {
			if u > best && dist < 0 && s.holdsAny() {
				if _, dist = s.payDistance(&root); dist < 0 {
					dist = maxRun
				}
			}
			if u > best && s.keepsPayableWith(c, dist, &root) {
				best, m, found = u, c, true
			}
			continue
		}
		if u <= bestFund {
			continue
		}
		if f, ok := s.funding(shortOf(pay, surplus), have); ok {
			bestFund, fund = u, f
		}
	}
	if !found && bestFund > 0 {
		m, found = fund, true
	}
	return m, found
}

// sureStep returns a step towards the cost that keeps it payable: the
// cheapest token or hand card paid in; with nothing left to pay in, the
// first step of a shortest way of conversions (or releases) to the cost.
func (s *State) sureStep(cost Bundle) (rules.Move, bool) {
	ss := s.me()
	best, bestWorth := rules.Move{}, 1<<30
	for t, n := range ss.tokens {
		if n > 0 && materialWorth[t] < bestWorth {
			best, bestWorth = rules.Move{Kind: MoveSpend, A: int16(t)}, materialWorth[t]
		}
	}
	for h := range ss.handN {
		id := ss.hand[h].ID
		if w := int(cardWorth[id]); Materials[id].Kind != RareCard && w < bestWorth {
			best, bestWorth = rules.Move{Kind: MovePay, A: int16(h)}, w
		}
	}
	if best.Kind != 0 {
		return best, true
	}
	for h := range ss.handN {
		m := rules.Move{Kind: MovePay, A: int16(h)}
		if Materials[ss.hand[h].ID].Kind != RareCard {
			continue
		}
		for t := range int16(NumMaterials) {
			if m.B = t; s.keepsPayable(m) {
				return m, true
			}
		}
	}
	sp := s.specialsOf()
	var root edgeSet
	found, first, _ := s.search(s.pool, 0, []Bundle{cost}, s.run[:s.runN], maxRun-int(s.runN), &sp, &root)
	if found == 0 || first < 0 {
		return rules.Move{}, false
	}
	return root.e[first].move(), true
}

// handPayment returns the payment of a hand card whose material is wanted
// in need, wasting the fewest units; failing that, a Rare card paid as the
// dearest material wanted.
func (s *State) handPayment(need Bundle) (rules.Move, bool) {
	ss := s.me()
	best, bestWaste, rare := -1, 1<<30, -1
	for h, c := range ss.hand[:ss.handN] {
		mc := Materials[c.ID]
		if mc.Kind == RareCard {
			rare = h
			continue
		}
		if need[mc.Type] == 0 {
			continue
		}
		waste := int(max(mc.Value-need[mc.Type], 0))
		if waste < bestWaste {
			best, bestWaste = h, waste
		}
	}
	if best >= 0 {
		return rules.Move{Kind: MovePay, A: int16(best)}, true
	}
	if rare >= 0 {
		for m := NumMaterials - 1; m >= 0; m-- {
			if need[m] > 0 {
				return rules.Move{Kind: MovePay, A: int16(rare), B: int16(m)}, true
			}
		}
	}
	return rules.Move{}, false
}

// funding returns the step that puts one unit towards short, when tokens
// and hand cards (have) can cover all of short.
func (s *State) funding(short, have Bundle) (rules.Move, bool) {
	ss := s.me()
	if !have.Covers(short) {
		return rules.Move{}, false
	}
	for t := range short {
		if short[t] == 0 {
			continue
		}
		if ss.tokens[t] > 0 {
			return rules.Move{Kind: MoveSpend, A: int16(t)}, true
		}
		var one Bundle
		one[t] = short[t]
		if m, ok := s.handPayment(one); ok {
			return m, true
		}
	}
	return rules.Move{}, false
}

// planEarn picks Influence cards to discard for the Landmark under way:
// each time the card that meets most of what is missing, the one with the
// fewest points among equals.
func (s *State) planEarn() (plan, bool) {
	var p plan
	ss := s.me()
	cost := Landmarks[s.lmRow[s.target]].Cost
	sway := s.sway
	var taken [maxInfl]bool
	for p.n < maxPlan {
		if sway.Covers(cost) {
			return p, true
		}
		best, bestU, bestVP := -1, 0, 0
		for k := range ss.inflN {
			if taken[k] {
				continue
			}
			f := Influences[ss.infl[k]]
			u := 0
			for i := range f.Sway {
				u += int(min(f.Sway[i], max(cost[i]-sway[i], 0)))
			}
			if u > bestU || (u == bestU && u > 0 && f.VP < bestVP) {
				best, bestU, bestVP = int(k), u, f.VP
			}
		}
		if best < 0 {
			return p, false
		}
		taken[best] = true
		for i, n := range Influences[ss.infl[best]].Sway {
			sway[i] += n
		}
		// Give moves name the card's place once earlier ones are gone.
		shift := 0
		for j := 0; j < best; j++ {
			if taken[j] {
				shift++
			}
		}
		p.add(rules.Move{Kind: MoveGive, A: int16(best - shift)})
	}
	return p, false
}
