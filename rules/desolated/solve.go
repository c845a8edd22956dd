package desolated

import (
	"math/bits"
	"sync/atomic"

	"starboard/rules"
)

// This file decides whether a payment can be completed, so that Legal
// offers a Trade, an Earn of an Advanced Landmark and each payment step only
// when the cost can still be paid in full (ruling R-trade-offer).
//
// A conversion changes only the pool, and every conversion has an inverse
// (the same cards traced back the other way), so the pools a seat can reach
// by converting form the connected part of a graph around its pool. Paying
// in a hand card or a token only adds to the pool, and more in the pool
// never takes a possibility away, so a payment can be completed exactly when
// the pool, plus everything the seat could still pay in, reaches by
// conversions a pool that covers the cost. Releasing a Character and running
// a conversion through a Rare card change the inventory; the search follows
// them as steps that remove a card.

// Engine guards (ruling R-loop); none comes near real play.
const (
	// maxRun is the number of pool contents a run of conversions may pass
	// through between two other payment steps, the one it started from
	// included.
	maxRun = 32
	// maxSpecial is the number of Characters and Rare cards of an
	// inventory the search follows; further ones count as plain cards that
	// cannot be released or converted through.
	maxSpecial = 4
	// maxEdges is the number of different conversions the search knows for
	// one inventory.
	maxEdges = 128
	// searchCap is the number of pools one search explores at most (a
	// first try looks at smallCap); past
	// it, what is left unexplored counts as out of reach.
	searchCap = 1 << 12
	smallCap  = 1 << 9
	// maxRareHand is the number of Rare cards in hand whose material the
	// search tries every way; further ones count as paying indicyl.
	maxRareHand = 3
)

// searchCapped counts the searches that ran out of room before they could
// answer, in this process: a figure for the simulation report, never read
// by the rules.
var searchCapped atomic.Uint64

// packPool packs a pool into a key of ten bits per material. No pool comes
// near 1024 units of a material: the whole game holds less worth than that.
func packPool(b Bundle) uint64 {
	var k uint64
	for m := range b {
		k |= uint64(b[m]&1023) << (10 * m)
	}
	return k
}

// specials lists the inventory positions of the Characters and Rare cards
// the search follows; bit i of a mask stands for the card at pos[i].
type specials struct {
	pos [maxSpecial]int8
	n   int
}

func (s *State) specialsOf() specials {
	var sp specials
	ss := s.me()
	for p := int8(0); p < ss.invN && sp.n < maxSpecial; p++ {
		if k := Materials[ss.inv[p]].Kind; k == CharacterCard || k == RareCard {
			sp.pos[sp.n] = p
			sp.n++
		}
	}
	return sp
}

// bit returns the mask bit of inventory position p, or 0.
func (sp *specials) bit(p int8) uint8 {
	for i := 0; i < sp.n; i++ {
		if sp.pos[i] == p {
			return 1 << i
		}
	}
	return 0
}

// convEdge is one step the search may take: pay pay from the pool and gain
// gain into it (a release pays nothing), removing the special cards of
// spends. a, b and c give the step as a move of the inventory the edges
// were built for: a conversion from position a to b (c = 0 or 1), or, with
// c = 2, the release of the Character at a.
type convEdge struct {
	pay, gain           Bundle
	a, b, c             int8
	spends              uint8
	payKinds, gainKinds uint8 // the materials of pay and gain, as bits
}

// move returns the step as a move.
func (e *convEdge) move() rules.Move {
	if e.c == 2 {
		return rules.Move{Kind: MoveRelease, A: int16(e.a)}
	}
	return rules.Move{Kind: MoveConvert, A: int16(e.a), B: int16(e.b), C: int16(e.c)}
}

// edgeSet is the distinct steps of one inventory.
type edgeSet struct {
	e     [maxEdges]convEdge
	n     int
	mask  uint8
	built bool
}

// numSides is the number of different conversion sides; sideOf numbers the
// left (0) and right (1) side of every Material card among them.
var (
	numSides int
	sideOf   [AllMaterialCards][2]uint8
)

func init() {
	var sides []Bundle
	for _, w := range []int{1, 2, 4} {
		sides = append(sides, sidesByWorth[w]...)
	}
	numSides = len(sides)
	for id, c := range Materials {
		for k, side := range [2]Bundle{c.Left, c.Right} {
			for i, b := range sides {
				if b == side {
					sideOf[id][k] = uint8(i)
				}
			}
		}
	}
}

// build lists the steps of the active seat's inventory once the special
// cards of mask are gone: every conversion (start and stop of one tier in
// one chain), each pair of sides once, and every release of a Character.
func (es *edgeSet) build(s *State, sp *specials, mask uint8) {
	es.n, es.mask, es.built = 0, mask, true
	ss := s.me()
	var gone [maxInv]bool
	for i := 0; i < sp.n; i++ {
		gone[sp.pos[i]] = mask&(1<<i) != 0
	}
	var seen [32 * 32 / 64]uint64 // pairs of sides without a special card
	add := func(e convEdge, pay, gain uint8) {
		if e.pay == e.gain && e.spends == 0 {
			return // changes nothing
		}
		if e.spends == 0 {
			k := int(pay)*32 + int(gain)
			if seen[k/64]&(1<<(k%64)) != 0 {
				return
			}
			seen[k/64] |= 1 << (k % 64)
		}
		if es.n < maxEdges {
			for m := range e.pay {
				if e.pay[m] > 0 {
					e.payKinds |= 1 << m
				}
				if e.gain[m] > 0 {
					e.gainKinds |= 1 << m
				}
			}
			es.e[es.n] = e
			es.n++
		}
	}
	for p := int8(0); p < ss.invN; {
		if gone[p] {
			p++
			continue
		}
		from, to := p, p+1
		for to < ss.invN && !ss.start[to] && !gone[to] {
			to++
		}
		for a := from; a < to; a++ {
			ida := ss.inv[a]
			if !converts(ida) {
				continue
			}
			ca := &Materials[ida]
			tier := tierOf(*ca)
			var spends uint8
			for b := a; b < to; b++ {
				idb := ss.inv[b]
				cb := &Materials[idb]
				if cb.Kind == RareCard {
					bt := sp.bit(b)
					if bt == 0 {
						break
					}
					spends |= bt
					continue
				}
				if converts(idb) && tierOf(*cb) == tier {
					add(convEdge{pay: ca.Left, gain: cb.Right, spends: spends, a: a, b: b, c: 0}, sideOf[ida][0], sideOf[idb][1])
				}
			}
			spends = 0
			for b := a; b >= from; b-- {
				idb := ss.inv[b]
				cb := &Materials[idb]
				if cb.Kind == RareCard {
					bt := sp.bit(b)
					if bt == 0 {
						break
					}
					spends |= bt
					continue
				}
				if converts(idb) && tierOf(*cb) == tier {
					add(convEdge{pay: ca.Right, gain: cb.Left, spends: spends, a: a, b: b, c: 1}, sideOf[ida][1], sideOf[idb][0])
				}
			}
		}
		p = to
	}
	for i := 0; i < sp.n; i++ {
		p := sp.pos[i]
		if mask&(1<<i) == 0 && Materials[ss.inv[p]].Kind == CharacterCard {
			add(convEdge{gain: Materials[ss.inv[p]].Payment(), spends: 1 << i, a: p, c: 2}, 0, 0)
		}
	}
}

// searchNode is a pool the search has reached.
type searchNode struct {
	pool  Bundle
	mask  uint8
	depth uint8 // conversions since the start, within the first run
	first int16 // the start's edge that begins the way here, -1 at the start
}

// search looks for pools that cover each of costs, reachable from start by
// the steps of the active seat's inventory with the special cards of
// startMask gone. Pools of forbid (packed) may not be entered, and at most
// budget conversions may follow one another before a step that removes a
// card. It returns the costs found, as bits; for costs[0], the index in
// root of the first step of a way (-1 when start covers it) and the length
// of that way, at least the shortest one's.
func (s *State) search(start Bundle, startMask uint8, costs []Bundle, forbid []uint64, budget int, sp *specials, root *edgeSet) (found uint8, first int16, dist int) {
	first = -1
	all := uint8(1)<<len(costs) - 1
	for i, c := range costs {
		if start.Covers(c) {
			found |= 1 << i
		}
	}
	if found == all {
		return found, first, 0
	}
	if !root.built || root.mask != startMask {
		root.build(s, sp, startMask)
	}
	// A material the pool lacks must come from steps that the pool can
	// start: the materials it can ever hold grow from what it holds, by
	// every step whose cost is made only of those.
	var can, gains uint8
	for m, n := range start {
		if n > 0 {
			can |= 1 << m
		}
	}
	for grew := true; grew; {
		grew = false
		for i := range root.e[:root.n] {
			e := &root.e[i]
			if e.payKinds&^can == 0 && e.gainKinds&^gains != 0 {
				gains |= e.gainKinds
				can |= e.gainKinds
				grew = true
			}
		}
	}
	want := all &^ found
	for i, c := range costs {
		for m := range c {
			if c[m] > start[m] && gains&(1<<m) == 0 {
				want &^= 1 << i
				break
			}
		}
	}
	// Most ways are found by a greedy descent; the rest need the search.
	for i, c := range costs {
		if want&(1<<i) == 0 {
			continue
		}
		if f, n, ok := s.descend(start, startMask, c, forbid, budget, root); ok {
			found |= 1 << i
			want &^= 1 << i
			if i == 0 {
				first, dist = f, n
			}
		}
	}
	if want == 0 {
		return found, first, dist
	}
	if want = relaxed(start, costs, want, root); want == 0 {
		return found, first, dist
	}
	f, fi, d, pruned, capped := s.exploreSmall(start, startMask, costs, want, forbid, budget, sp, root)
	if (pruned || capped) && want&^f != 0 {
		// Breadth first when depth first ran into the budget, so that no
		// way within it is missed; with room for many more pools.
		f2, fi2, d2 := s.exploreLarge(!pruned, start, startMask, costs, want&^f, forbid, budget, sp, root)
		if f&1 == 0 && f2&1 != 0 {
			fi, d = fi2, d2
		}
		f |= f2
	}
	if f&1 != 0 && found&1 == 0 {
		first, dist = fi, d
	}
	return found | f, first, dist
}

// deficit returns the worth of the units of cost that p lacks.
func deficit(p, cost Bundle) int {
	w := 0
	for m := range p {
		if p[m] < cost[m] {
			w += int(cost[m]-p[m]) * materialWorth[m]
		}
	}
	return w
}

// descend tries to reach cost from start by conversions of root alone, each
// time the one that leaves the least worth missing, while that shrinks. It
// returns the first step and the number of steps when it gets there.
func (s *State) descend(start Bundle, startMask uint8, cost Bundle, forbid []uint64, budget int, root *edgeSet) (int16, int, bool) {
	p, first := start, int16(-1)
	d := deficit(p, cost)
	for n := 0; n < budget; n++ {
		best, bestD := -1, d
		var next Bundle
		for i := range root.e[:root.n] {
			e := &root.e[i]
			if e.spends != 0 || !p.Covers(e.pay) {
				continue
			}
			q := p.minus(e.pay).plus(e.gain)
			if qd := deficit(q, cost); qd < bestD {
				if forbidden(q, forbid) {
					continue
				}
				best, bestD, next = i, qd, q
			}
		}
		if best < 0 {
			return -1, 0, false
		}
		if first < 0 {
			first = int16(best)
		}
		p, d = next, bestD
		if d == 0 {
			return first, n + 1, true
		}
	}
	return -1, 0, false
}

// forbidden reports whether pool p is one of forbid.
func forbidden(p Bundle, forbid []uint64) bool {
	if len(forbid) == 0 {
		return false
	}
	k := packPool(p)
	for _, f := range forbid {
		if f == k {
			return true
		}
	}
	return false
}

// explore is the breadth-first part of search, for the costs of want.
// exploreSmall is explore, depth first, within smallCap pools.
func (s *State) exploreSmall(start Bundle, startMask uint8, costs []Bundle, want uint8, forbid []uint64, budget int, sp *specials, root *edgeSet) (found uint8, first int16, dist int, pruned, capped bool) {
	var seen [2 * smallCap]uint64
	var queue [smallCap]searchNode
	return s.explore(true, seen[:], queue[:], start, startMask, costs, want, forbid, budget, sp, root)
}

// exploreLarge is explore within searchCap pools.
func (s *State) exploreLarge(dfs bool, start Bundle, startMask uint8, costs []Bundle, want uint8, forbid []uint64, budget int, sp *specials, root *edgeSet) (found uint8, first int16, dist int) {
	var seen [2 * searchCap]uint64
	var queue [searchCap]searchNode
	var capped bool
	found, first, dist, _, capped = s.explore(dfs, seen[:], queue[:], start, startMask, costs, want, forbid, budget, sp, root)
	if capped && found != want {
		searchCapped.Add(1)
	}
	return found, first, dist
}

// explore searches pools reachable from start, depth first (the most
// promising step first) or breadth first, with seen as its table of pools
// (twice the size of queue, a power of two) and queue as its queue or
// stack. It reports whether it left steps aside for the budget (pruned) or
// for its room (capped).
func (s *State) explore(dfs bool, seen []uint64, queue []searchNode, start Bundle, startMask uint8, costs []Bundle, want uint8, forbid []uint64, budget int, sp *specials, root *edgeSet) (found uint8, first int16, dist int, pruned, capped bool) {
	first = -1
	// A material no step pays is only good for the costs: more of it than
	// they ask changes nothing, so the search counts no further. (Not with
	// forbidden pools, which are counted in full.)
	var limit Bundle
	for m := range limit {
		limit[m] = 1023
	}
	if len(forbid) == 0 {
		var pays [NumMaterials]bool
		for _, e := range root.e[:root.n] {
			for m, n := range e.pay {
				pays[m] = pays[m] || n > 0
			}
		}
		for m := range limit {
			if !pays[m] {
				limit[m] = 0
				for _, c := range costs {
					limit[m] = max(limit[m], c[m])
				}
			}
		}
	}
	clip := func(p Bundle) Bundle {
		for m := range p {
			p[m] = min(p[m], limit[m])
		}
		return p
	}
	var other edgeSet
	visits, shift := 0, 64-bits.Len(uint(len(seen)-1))
	visit := func(p Bundle, mask uint8) bool {
		if visits == len(queue)+maxRun {
			capped = true
			return false // the search has seen all it may (R-loop)
		}
		k := (packPool(p) | uint64(mask)<<60) + 1
		for h := (k * 0x9e3779b97f4a7c15) >> shift; ; h = (h + 1) & uint64(len(seen)-1) {
			if seen[h] == k {
				return false
			}
			if seen[h] == 0 {
				seen[h] = k
				visits++
				return true
			}
		}
	}
	start = clip(start)
	visit(start, startMask)
	for _, k := range forbid {
		visit(unpackPool(k), startMask)
	}
	queue[0] = searchNode{pool: start, mask: startMask, first: -1}
	head, tail := 0, 1
	// Depth first, the most promising step first, finds most ways at once;
	// breadth first follows when that ran into the budget, so that no way
	// within it is missed.
	pruned = false
	var kids [maxEdges]searchNode
	var keys [maxEdges]int
	for head < tail {
		var nd searchNode
		if dfs {
			tail--
			nd = queue[tail]
		} else {
			nd = queue[head]
			head++
		}
		es := root
		if nd.mask != startMask {
			if !other.built || other.mask != nd.mask {
				other.build(s, sp, nd.mask)
			}
			es = &other
		}
		nk := 0
		for i := range es.e[:es.n] {
			e := &es.e[i]
			if e.spends&nd.mask != 0 || !nd.pool.Covers(e.pay) {
				continue
			}
			if e.spends == 0 && nd.mask == startMask && int(nd.depth) >= budget {
				pruned = true
				continue
			}
			p := clip(nd.pool.minus(e.pay).plus(e.gain))
			mask := nd.mask | e.spends
			if !visit(p, mask) {
				continue
			}
			f := nd.first
			if f < 0 {
				f = int16(i)
			}
			depth := nd.depth
			if e.spends == 0 && mask == startMask {
				depth++
			}
			var got uint8
			key := 1 << 30
			for k, c := range costs {
				if want&(1<<k) == 0 {
					continue
				}
				if p.Covers(c) {
					got |= 1 << k
				} else {
					key = min(key, deficit(p, c))
				}
			}
			if got != 0 {
				if got&1 != 0 {
					first, dist = f, int(depth)
				}
				found |= got
				want &^= got
				if want == 0 {
					return found, first, dist, false, false
				}
			}
			kids[nk], keys[nk] = searchNode{pool: p, mask: mask, depth: depth, first: f}, key
			nk++
		}
		if dfs {
			// Push the most promising last, so that it comes off first.
			for i := 1; i < nk; i++ {
				for j := i; j > 0 && keys[j] > keys[j-1]; j-- {
					keys[j], keys[j-1] = keys[j-1], keys[j]
					kids[j], kids[j-1] = kids[j-1], kids[j]
				}
			}
		}
		for _, k := range kids[:nk] {
			if tail == len(queue) {
				capped = true
				break
			}
			queue[tail] = k
			tail++
		}
	}
	return found, first, dist, pruned, capped
}

// unpackPool is the inverse of packPool.
func unpackPool(k uint64) Bundle {
	var b Bundle
	for m := range b {
		b[m] = int16(k >> (10 * m) & 1023)
	}
	return b
}

// holdings returns what the active seat could still pay in: its tokens and
// the hand cards other than Rare cards, with the Rare cards counted apart.
func (s *State) holdings() (b Bundle, rares int) {
	ss := s.me()
	b = ss.tokens
	for _, c := range ss.hand[:ss.handN] {
		if Materials[c.ID].Kind == RareCard {
			rares++
			continue
		}
		b = b.plus(Materials[c.ID].Payment())
	}
	return b, rares
}

// reachable reports, as bits, which of costs the active seat could pay from
// pool plus all it holds, trying every material for its Rare cards in hand;
// startMask describes a step just taken (a release). forbid and budget
// apply when the seat holds nothing more to pay in; once it pays something
// in, the run of conversions starts afresh. For costs[0] it also returns
// the length of a way of conversions to it, at least the shortest one's.
// root caches the steps of the inventory with startMask gone.
func (s *State) reachable(pool Bundle, startMask uint8, costs []Bundle, forbid []uint64, budget int, root *edgeSet) (uint8, int) {
	have, rares := s.holdings()
	total := pool.plus(have)
	if have.Units() > 0 || rares > 0 {
		forbid, budget = nil, maxRun-1
	}
	// Worth is never created (R-tiers): a cost worth more is out of reach.
	w := total.Worth() + 4*rares
	var found, want uint8
	for i, c := range costs {
		if c.Worth() <= w {
			want |= 1 << i
		}
	}
	if want == 0 {
		return 0, 0
	}
	sp := s.specialsOf()
	var assign [maxRareHand]Material
	r := min(rares, maxRareHand)
	total[Indicyl] += int16(rares - r)
	dist := maxRun
	for {
		p := total
		for _, m := range assign[:r] {
			p[m]++
		}
		f, _, d := s.search(p, startMask, costs, forbid, budget, &sp, root)
		if f&1 != 0 {
			dist = min(dist, d)
		}
		found |= f & want
		if found == want {
			return found, dist
		}
		// Next assignment, materials in non-decreasing order.
		i := r - 1
		for i >= 0 && assign[i] == NumMaterials-1 {
			i--
		}
		if i < 0 {
			return found, dist
		}
		assign[i]++
		for j := i + 1; j < r; j++ {
			assign[j] = assign[i]
		}
	}
}

// holdsAny reports whether the active seat holds a token or a hand card it
// could still pay in.
func (s *State) holdsAny() bool {
	ss := s.me()
	return ss.handN > 0 || ss.tokens.Units() > 0
}

// payDistance returns whether the payment under way can still be completed
// and, if so, the length of a way of conversions to the cost once all the
// seat holds is paid in (at least the shortest way's).
func (s *State) payDistance(root *edgeSet) (bool, int) {
	f, d := s.reachable(s.pool, 0, []Bundle{s.payCost()}, s.run[:s.runN], maxRun-int(s.runN), root)
	return f != 0, d
}

// payable reports whether the payment under way can still be completed.
func (s *State) payable() bool {
	var root edgeSet
	ok, _ := s.payDistance(&root)
	return ok
}

// canPayFor reports whether the active seat, in its Action phase, could pay
// cost in full.
func (s *State) canPayFor(cost Bundle) bool {
	var root edgeSet
	f, _ := s.reachable(Bundle{}, 0, []Bundle{cost}, nil, maxRun-1, &root)
	return f != 0
}

// keepsPayable reports whether payment step m (legal in form) leaves a
// payment that can still be completed, given that the payment under way
// can be.
func (s *State) keepsPayable(m rules.Move) bool {
	var root edgeSet
	return s.keepsPayableWith(m, -1, &root)
}

// keepsPayableWith is keepsPayable given the payment's distance (from
// payDistance, or -1 to work it out) and a cache of the inventory's steps.
func (s *State) keepsPayableWith(m rules.Move, dist int, root *edgeSet) bool {
	ss := s.me()
	switch m.Kind {
	case MoveSpend:
		return true // the seat's holdings stay the same
	case MovePay:
		if Materials[ss.hand[m.A].ID].Kind != RareCard {
			return true
		}
		sc := *s
		sc.quiet = true
		sc.payStep(m)
		return sc.payable()
	case MoveRelease:
		sc := *s
		sc.quiet = true
		sc.payStep(m)
		return sc.payable()
	case MoveConvert:
		if s.convertsThroughRare(m) {
			sc := *s
			sc.quiet = true
			sc.payStep(m)
			return sc.payable()
		}
		pay, gain := s.conversion(m)
		p := s.pool.minus(pay).plus(gain)
		if int(s.runN) >= maxRun || forbidden(p, s.run[:s.runN]) {
			return false // the loop guard (R-loop)
		}
		if s.holdsAny() {
			// Paid in, everything gives a new run. The conversion moves
			// one step within the pools reachable, so it is at most one
			// step further from the cost.
			if dist < 0 {
				var ok bool
				if ok, dist = s.payDistance(root); !ok {
					return false
				}
			}
			if dist+1 <= maxRun-1 {
				return true
			}
		}
		var forbid [maxRun]uint64
		n := copy(forbid[:], s.run[:s.runN])
		forbid[n] = packPool(p)
		f, _ := s.reachable(p, 0, []Bundle{s.payCost()}, forbid[:n+1], maxRun-int(s.runN)-1, root)
		return f != 0
	}
	return true
}

// convertsThroughRare reports whether conversion m runs through a Rare card.
func (s *State) convertsThroughRare(m rules.Move) bool {
	ss := s.me()
	lo, hi := min(m.A, m.B), max(m.A, m.B)
	for p := lo; p <= hi; p++ {
		if Materials[ss.inv[p]].Kind == RareCard {
			return true
		}
	}
	return false
}

// restartRun starts a new run of conversions from the pool as it is.
func (s *State) restartRun() {
	s.run[0], s.runN = packPool(s.pool), 1
}

// relaxed drops from want the costs that no mix of the steps could reach
// even in fractions: by Farkas' lemma, a cost is out of such reach when a
// weighting of the materials, never negative, that no step changes (a
// conservation law of this inventory, such as worth) counts more in the
// cost than in the start plus every release. The laws are the extreme rays
// of the cone of such weightings, found among the null space of the steps.
func relaxed(start Bundle, costs []Bundle, want uint8, root *edgeSet) uint8 {
	const n = NumMaterials
	const eps = 1e-9
	top := start
	// Reduce the steps' changes to a basis, row by row.
	var basis [n][n]float64
	var pivot [n]int
	r := 0
	for i := range root.e[:root.n] {
		e := &root.e[i]
		if e.pay == (Bundle{}) {
			top = top.plus(e.gain) // a release gives once
			continue
		}
		var v [n]float64
		for m := range v {
			v[m] = float64(e.gain[m] - e.pay[m])
		}
		for k := range r {
			if f := v[pivot[k]]; f != 0 {
				for m := range v {
					v[m] -= f * basis[k][m]
				}
			}
		}
		p := -1
		for m := range v {
			if v[m] > eps || v[m] < -eps {
				p = m
				break
			}
		}
		if p < 0 || r == n {
			continue
		}
		f := v[p]
		for m := range v {
			v[m] /= f
		}
		for k := range r {
			if g := basis[k][p]; g != 0 {
				for m := range v {
					basis[k][m] -= g * v[m]
				}
			}
		}
		basis[r], pivot[r] = v, p
		r++
	}
	// The null space: one vector per material that is no pivot.
	var null [n][n]float64
	k := 0
	var isPivot [n]bool
	for i := range r {
		isPivot[pivot[i]] = true
	}
	for f := range n {
		if isPivot[f] {
			continue
		}
		null[k][f] = 1
		for i := range r {
			null[k][pivot[i]] = -basis[i][f]
		}
		k++
	}
	if k == 0 {
		return want
	}
	// Extreme rays: weightings of the null space that are zero on k-1
	// materials.
	check := func(z [n]float64) {
		neg, pos := false, false
		for _, x := range z {
			neg = neg || x < -eps
			pos = pos || x > eps
		}
		if neg && pos || !neg && !pos {
			return
		}
		if neg {
			for m := range z {
				z[m] = -z[m]
			}
		}
		for i, c := range costs {
			if want&(1<<i) == 0 {
				continue
			}
			d := 0.0
			for m := range z {
				d += z[m] * float64(c[m]-top[m])
			}
			if d > eps {
				want &^= 1 << i
			}
		}
	}
	for set := 0; set < 1<<n; set++ {
		if bits.OnesCount(uint(set)) != k-1 {
			continue
		}
		// Solve sum_j a_j null[j][m] = 0 for m in set: k-1 equations in k
		// unknowns, by elimination; a one-dimensional answer gives a ray.
		var a [n][n + 1]float64 // rows: equations; columns: a_j
		rows := 0
		for m := range n {
			if set&(1<<m) != 0 {
				for j := range k {
					a[rows][j] = null[j][m]
				}
				rows++
			}
		}
		var piv [n]int
		rank := 0
		for col := 0; col < k && rank < rows; col++ {
			best := -1
			for i := rank; i < rows; i++ {
				if a[i][col] > eps || a[i][col] < -eps {
					best = i
					break
				}
			}
			if best < 0 {
				continue
			}
			a[rank], a[best] = a[best], a[rank]
			f := a[rank][col]
			for j := range k {
				a[rank][j] /= f
			}
			for i := range rows {
				if i != rank && a[i][col] != 0 {
					g := a[i][col]
					for j := range k {
						a[i][j] -= g * a[rank][j]
					}
				}
			}
			piv[rank] = col
			rank++
		}
		if rank != k-1 {
			continue
		}
		// The free unknown is the column with no pivot; set it to 1.
		free := 0
		for i := 0; i < rank && piv[i] == free; i++ {
			free++
		}
		var coef [n]float64
		coef[free] = 1
		for i := range rank {
			coef[piv[i]] = -a[i][free]
		}
		var z [n]float64
		for j := range k {
			for m := range n {
				z[m] += coef[j] * null[j][m]
			}
		}
		check(z)
		if want == 0 {
			return 0
		}
	}
	return want
}
