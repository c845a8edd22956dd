package desolated

import (
	"fmt"
	"math"

	"starboard/rules"
)

// SoloTarget is the score a solo seat must reach to win (ruling R-solo-win).
const SoloTarget = 20

// chains counts the chains of ss: groups of linkable cards.
func (ss *seatState) chains() int {
	gs, n := ss.groups()
	c := 0
	for g := range n {
		if Materials[ss.inv[gs[g].from]].Linkable() {
			c++
		}
	}
	return c
}

// bonusCount returns how often the condition of the Landmark at index k of
// ss holds; the bonus is Mult points per count.
func (ss *seatState) bonusCount(k int) int {
	lm := Landmarks[ss.lm[k]]
	switch lm.Bonus {
	case BonusChains:
		// A chain is one or more linkable cards (ruling R-chain).
		return ss.chains()
	case BonusMaterial:
		n := 0
		for _, id := range ss.inv[:ss.invN] {
			if c := Materials[id]; c.Kind != RareCard && c.Type == Material(lm.Arg) && c.Linkable() {
				n++
			}
		}
		return n
	case BonusStored:
		return ss.storedMaterials(k) / 2
	case BonusInfluence:
		n := 0
		for _, id := range ss.infl[:ss.inflN] {
			if Influences[id].Sway[lm.Arg] > 0 {
				n++
			}
		}
		return n
	case BonusLandmarks:
		// Other Insula Landmarks only (ruling R-advanced-landmark); this one
		// is an Insula itself, since Advanced Landmarks have no bonus.
		return ss.insulas() - 1
	case BonusTokens:
		return ss.tokens.Units() / 3
	}
	return 0
}

// insulas counts the seat's Landmarks that are not Advanced: those that
// count towards the final-round trigger.
func (ss *seatState) insulas() int {
	n := 0
	for _, id := range ss.lm[:ss.lmN] {
		if !Landmarks[id].Advanced {
			n++
		}
	}
	return n
}

// storedUnder counts the cards stored beneath the Landmark at index k.
func (ss *seatState) storedUnder(k int) int {
	n := 0
	for _, st := range ss.store[:ss.storeN] {
		if int(st.Under) == k {
			n++
		}
	}
	return n
}

// storedMaterials counts the Material cards stored beneath the Landmark at
// index k: those its storage bonus counts.
func (ss *seatState) storedMaterials(k int) int {
	n := 0
	for _, st := range ss.store[:ss.storeN] {
		if int(st.Under) == k && st.Kind == StoredMaterial {
			n++
		}
	}
	return n
}

// faceUpVP returns the points printed on the seat's face-up cards.
func (ss *seatState) faceUpVP() int {
	vp := 0
	for _, id := range ss.infl[:ss.inflN] {
		vp += Influences[id].VP
	}
	for _, id := range ss.lm[:ss.lmN] {
		vp += Landmarks[id].VP
	}
	return vp
}

// Score returns the points of seat as if the game ended now: face-up
// Influence and Landmarks, the Landmarks' bonuses, and in solo -2 per
// Landmark discarded.
func (s *State) Score(seat rules.Seat) int {
	ss := &s.seat[seat]
	total := ss.faceUpVP()
	for k := range ss.lmN {
		total += Landmarks[ss.lm[k]].Mult * ss.bonusCount(int(k))
	}
	if ss.talent >= 0 {
		total += Talents[ss.talent].Values[ss.coveredN]
	}
	if s.solo {
		total -= 2 * int(s.lmDiscN)
	}
	return total
}

// Breakdown returns the lines that add up to Score(seat).
func (s *State) Breakdown(seat rules.Seat) []rules.ScoreLine {
	ss := &s.seat[seat]
	vp := 0
	for _, id := range ss.infl[:ss.inflN] {
		vp += Influences[id].VP
	}
	lines := []rules.ScoreLine{{Label: plural(int(ss.inflN), "Influence card"), Points: vp}}
	for k := range ss.lmN {
		lm := Landmarks[ss.lm[k]]
		lines = append(lines, rules.ScoreLine{Label: lm.Name, Points: lm.VP})
		if n := ss.bonusCount(int(k)); n > 0 {
			lines = append(lines, rules.ScoreLine{Label: fmt.Sprintf("%s bonus: %s, %s", lm.Name, lm.BonusText(), plural(n, "time")), Points: lm.Mult * n})
		}
	}
	if ss.talent >= 0 {
		t := Talents[ss.talent]
		lines = append(lines, rules.ScoreLine{Label: fmt.Sprintf("%s, %s covered", t.Name, plural(int(ss.coveredN), "row")), Points: t.Values[ss.coveredN]})
	}
	if s.solo && s.lmDiscN > 0 {
		lines = append(lines, rules.ScoreLine{Label: plural(int(s.lmDiscN), "Landmark") + " lost", Points: -2 * int(s.lmDiscN)})
	}
	return lines
}

// TieBreak returns the five tie-breakers of seat in the rulebook's order:
// points on face-up cards, Landmarks, Influence cards, chains, and cards
// in play.
func (s *State) TieBreak(seat rules.Seat) [5]int {
	ss := &s.seat[seat]
	return [5]int{ss.faceUpVP(), int(ss.lmN), int(ss.inflN), ss.chains(), int(ss.invN) + int(ss.inflN) + int(ss.lmN) + int(ss.techN)}
}

// rank returns the score of seat followed by its tie-breakers.
func (s *State) rank(seat rules.Seat) [6]int {
	t := s.TieBreak(seat)
	return [6]int{s.Score(seat), t[0], t[1], t[2], t[3], t[4]}
}

func better(a, b [6]int) int {
	for i := range a {
		if a[i] != b[i] {
			if a[i] > b[i] {
				return 1
			}
			return -1
		}
	}
	return 0
}

// Winners returns the seats that won: the best score, ties broken by the
// five tie-breakers in order; seats still level all win. A solo seat wins
// with at least SoloTarget points.
func (s *State) Winners() rules.SeatSet {
	if s.phase != phOver {
		return 0
	}
	if s.solo {
		if s.Score(0) >= SoloTarget {
			return rules.SeatsOf(0)
		}
		return 0
	}
	var best [6]int
	var win rules.SeatSet
	for seat := range rules.Seat(s.seats) {
		r := s.rank(seat)
		switch c := better(r, best); {
		case win == 0 || c > 0:
			best, win = r, rules.SeatsOf(seat)
		case c == 0:
			win = win.With(seat)
		}
	}
	return win
}

// Utility returns the outcome for seat: a lone winner 1, k tied winners
// 1/k each, others up to 0.1 by their share of the best score. Solo:
// the score against twice SoloTarget.
func (s *State) Utility(seat rules.Seat) float64 {
	if s.solo {
		return clamp01(float64(s.Score(0)) / (2 * SoloTarget))
	}
	win := s.Winners()
	if win.Has(seat) {
		k := 0
		for x := range rules.Seat(s.seats) {
			if win.Has(x) {
				k++
			}
		}
		return 1 / float64(k)
	}
	top := 1
	for x := range rules.Seat(s.seats) {
		top = max(top, s.Score(x))
	}
	return 0.1 * clamp01(float64(s.Score(seat))/float64(top))
}

func clamp01(x float64) float64 { return min(max(x, 0), 1) }

// Evaluate estimates the final outcome for seat from the state as it
// stands (see potential), against the best other seat.
func (s *State) Evaluate(seat rules.Seat) float64 {
	if s.phase == phOver {
		return s.Utility(seat)
	}
	mine := s.potential(seat, seat)
	if s.solo {
		return 1 / (1 + math.Exp(-(mine-SoloTarget)/8))
	}
	best := math.Inf(-1)
	for x := range rules.Seat(s.seats) {
		if x != seat {
			best = math.Max(best, s.potential(x, seat))
		}
	}
	return 1 / (1 + math.Exp(-(mine-best)/s.evalScale()))
}

// evalScale returns the scale, in points, of the logistic curve Evaluate
// puts the lead through: wide early, when much can still change, narrowing
// to 3 points when the final round begins. A narrow curve early on would
// flatten every position of a seat that trails by a few points to nearly
// the same value, leaving search nothing to tell its moves apart by.
func (s *State) evalScale() float64 {
	if s.final {
		return 3
	}
	left := max(float64(evalHorizon-s.round), 0)
	return 3 + evalWiden*min(left, 12)
}

// evalWiden is how much the logistic scale widens per round left to play.
const evalWiden = 0.5

// evalHorizon is the round by which the engine is worth nothing any more
// and the logistic scale has narrowed: about when games end (greedy bots'
// games last 15 to 16 rounds).
const evalHorizon = 20

// Weights of the potential, in points.
const (
	wIcon   = 0.7 // per influence icon on face-up Influence cards
	wInsula = 1.5 // per Insula Landmark, beyond its points: the race to three
	// per Advanced Landmark, beyond its influence to come: without it, late
	// in a game nobody bought them, and a Landmark row of three of them
	// stopped every Earn of an Insula
	wAdvanced = 1.5
	wWorth    = 0.2 // per unit of worth in hand, tokens or pool
	wEngine   = 0.5 // per Material card in the inventory, early on
	wLink     = 0.3 // per linked pair in the inventory, early on
	avgCard   = 2.7 // the worth of a hand card nobody knows
)

// standing is the points seat may expect from what it holds, leaving aside
// any payment under way.
//
// judge is the seat whose outlook it is: the hands of other seats count at
// an average worth per card, whatever a determinization put in them, so
// that the estimate does not swing with guesses about hidden cards.
func (s *State) standing(seat, judge rules.Seat) float64 {
	ss := &s.seat[seat]
	p := float64(s.Score(seat))
	worth := float64(ss.tokens.Worth())
	for _, c := range ss.hand[:ss.handN] {
		if c.ID < 0 || seat != judge {
			worth += avgCard
		} else {
			worth += float64(Materials[c.ID].MaxWorth())
		}
	}
	icons := 0
	for _, id := range ss.infl[:ss.inflN] {
		icons += Influences[id].Sway.Total()
	}
	// The engine counts less as the game goes on. It does not drop when
	// the final round begins, or bots would shy away from ending the game.
	late := clamp01(1 - float64(s.round)/float64(evalHorizon))
	_, groups := ss.groups()
	links := int(ss.invN) - groups
	engine := late * (wEngine*float64(ss.invN) + wLink*float64(links))
	for k := range ss.lmN {
		if lm := Landmarks[ss.lm[k]]; lm.Bonus == BonusStored && ss.storedMaterials(int(k))%2 == 1 {
			p += 0.5 * float64(lm.Mult)
		}
	}
	for i := range ss.techN {
		// Each face still to come gives about one unit.
		for f := ss.techTurn[i]; f < 4 && Materials[ss.tech[i]].Faces[f].Units() > 0; f++ {
			worth += 1.5
		}
	}
	if seat == s.active {
		icons += s.tempSway.Total()
	}
	for _, id := range ss.lm[:ss.lmN] {
		if Landmarks[id].Advanced {
			// One influence a turn for the rest of the game, and a place
			// in the Landmark row cleared: taking it lets an Insula in.
			p += 6*wIcon*late + wAdvanced
		}
	}
	p += wWorth*worth + wIcon*float64(icons) + engine + wInsula*float64(ss.insulas())
	return p
}

// potential is the points seat may expect: its score now, plus what its
// materials, influence and engine should turn into. A Trade or Earn under
// way counts as finished by its automatic plan (or called off when there is
// none).
func (s *State) potential(seat, judge rules.Seat) float64 {
	if seat != s.active || seat != judge || (s.phase != phPay && s.phase != phEarn) || s.handHidden() {
		return s.standing(seat, judge)
	}
	sc := *s
	sc.quiet = true
	if s.phase == phPay {
		if plan, ok := sc.planPay(); ok {
			for _, st := range plan.moves[:plan.n] {
				sc.payStep(st)
			}
			sc.completeTrade()
			return sc.standing(seat, judge)
		}
	} else if plan, ok := sc.planEarn(); ok {
		for _, st := range plan.moves[:plan.n] {
			sc.give(int8(st.A))
		}
		sc.completeEarn()
		return sc.standing(seat, judge)
	}
	// A payment that cannot be finished is a wasted step at best: called
	// off, it may also cost the turn's action if it was the second cancel.
	sc.cancel()
	return sc.standing(seat, judge) - stuckPayment
}

// stuckPayment is what a payment under way with no plan to finish it costs,
// in points: enough that search does not wander into payments it cannot
// finish.
const stuckPayment = 1.5
