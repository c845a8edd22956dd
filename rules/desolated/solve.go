package desolated

import "starboard/rules"

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
	// searchCap is the number of pools one search explores at most; past
	// it, what is left unexplored counts as out of reach.
	searchCap = 1024
	// maxRareHand is the number of Rare cards in hand whose material the
	// search tries every way; further ones count as paying indicyl.
	maxRareHand = 3
)

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
// spends. move is the step as a move of the inventory the edges were built
// for.
type convEdge struct {
	pay, gain Bundle
	move      rules.Move
	spends    uint8
}

// edgeSet is the distinct steps of one inventory.
type edgeSet struct {
	e    [maxEdges]convEdge
	n    int
	mask uint8
}

// build lists the steps of the active seat's inventory once the special
// cards of mask are gone: every conversion (start and stop of one tier in
// one chain) and every release of a Character.
func (es *edgeSet) build(s *State, sp *specials, mask uint8) {
	es.n, es.mask = 0, mask
	ss := s.me()
	gone := func(p int8) bool { b := sp.bit(p); return b != 0 && mask&b != 0 }
	var seen [256]uint64
	add := func(e convEdge) {
		if e.pay == e.gain && e.spends == 0 {
			return // changes nothing
		}
		k := packPool(e.pay)*0x9e3779b97f4a7c15 ^ packPool(e.gain) ^ uint64(e.spends)<<61
		k |= 1
		for h := k >> 56; ; h = (h + 1) & 255 {
			if seen[h] == k {
				return
			}
			if seen[h] == 0 {
				seen[h] = k
				break
			}
		}
		if es.n < maxEdges {
			es.e[es.n] = e
			es.n++
		}
	}
	for p := int8(0); p < ss.invN; {
		if gone(p) {
			p++
			continue
		}
		from, to := p, p+1
		for to < ss.invN && !ss.start[to] && !gone(to) {
			to++
		}
		for a := from; a < to; a++ {
			ca := Materials[ss.inv[a]]
			if !converts(ss.inv[a]) {
				continue
			}
			tier := tierOf(ca)
			var spends uint8
			for b := a; b < to; b++ {
				cb := Materials[ss.inv[b]]
				if cb.Kind == RareCard {
					bt := sp.bit(b)
					if bt == 0 {
						break
					}
					spends |= bt
					continue
				}
				if converts(ss.inv[b]) && tierOf(cb) == tier {
					add(convEdge{pay: ca.Left, gain: cb.Right, spends: spends,
						move: rules.Move{Kind: MoveConvert, A: int16(a), B: int16(b), C: 0}})
				}
			}
			spends = 0
			for b := a; b >= from; b-- {
				cb := Materials[ss.inv[b]]
				if cb.Kind == RareCard {
					bt := sp.bit(b)
					if bt == 0 {
						break
					}
					spends |= bt
					continue
				}
				if converts(ss.inv[b]) && tierOf(cb) == tier {
					add(convEdge{pay: ca.Right, gain: cb.Left, spends: spends,
						move: rules.Move{Kind: MoveConvert, A: int16(a), B: int16(b), C: 1}})
				}
			}
		}
		p = to
	}
	for i := 0; i < sp.n; i++ {
		p := sp.pos[i]
		if mask&(1<<i) == 0 && Materials[ss.inv[p]].Kind == CharacterCard {
			add(convEdge{gain: Materials[ss.inv[p]].Payment(), spends: 1 << i,
				move: rules.Move{Kind: MoveRelease, A: int16(p)}})
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
// card. It returns the costs found, as bits, and for costs[0] the index in
// root of the first step of a shortest way (-1 when start covers it).
func (s *State) search(start Bundle, startMask uint8, costs []Bundle, forbid []uint64, budget int, sp *specials, root *edgeSet) (found uint8, first int16) {
	first = -1
	all := uint8(1)<<len(costs) - 1
	covers := func(p Bundle) uint8 {
		var f uint8
		for i, c := range costs {
			if p.Covers(c) {
				f |= 1 << i
			}
		}
		return f
	}
	if found = covers(start); found == all {
		return found, first
	}
	if root.n == 0 || root.mask != startMask {
		root.build(s, sp, startMask)
	}
	// A material that no step gains must be there already.
	var gains [NumMaterials]bool
	for _, e := range root.e[:root.n] {
		for m, n := range e.gain {
			gains[m] = gains[m] || n > 0
		}
	}
	for i, c := range costs {
		for m := range c {
			if c[m] > start[m] && !gains[m] {
				all &^= 1 << i
				break
			}
		}
	}
	if found&all == all {
		return found, first
	}
	var other edgeSet
	other.mask = 0xff
	var seen [2 * searchCap]uint64
	visit := func(p Bundle, mask uint8) bool {
		k := (packPool(p) | uint64(mask)<<60) + 1
		for h := (k * 0x9e3779b97f4a7c15) >> 53; ; h = (h + 1) & (2*searchCap - 1) {
			if seen[h] == k {
				return false
			}
			if seen[h] == 0 {
				seen[h] = k
				return true
			}
		}
	}
	visit(start, startMask)
	for _, k := range forbid {
		visit(unpackPool(k), startMask)
	}
	var queue [searchCap]searchNode
	queue[0] = searchNode{pool: start, mask: startMask, first: -1}
	head, tail := 0, 1
	for head < tail {
		nd := queue[head]
		head++
		es := root
		if nd.mask != startMask {
			if other.mask != nd.mask {
				other.build(s, sp, nd.mask)
			}
			es = &other
		}
		for i := range es.e[:es.n] {
			e := &es.e[i]
			if e.spends&nd.mask != 0 || !nd.pool.Covers(e.pay) {
				continue
			}
			if e.spends == 0 && nd.mask == startMask && int(nd.depth) >= budget {
				continue
			}
			p := nd.pool.minus(e.pay).plus(e.gain)
			mask := nd.mask | e.spends
			if !visit(p, mask) {
				continue
			}
			f := nd.first
			if f < 0 {
				f = int16(i)
			}
			if got := covers(p) &^ found; got != 0 {
				if found&1 == 0 && got&1 != 0 {
					first = f
				}
				found |= got
				if found == all {
					return found, first
				}
			}
			if tail == searchCap {
				continue
			}
			depth := nd.depth
			if e.spends == 0 && mask == startMask {
				depth++
			}
			queue[tail] = searchNode{pool: p, mask: mask, depth: depth, first: f}
			tail++
		}
	}
	return found, first
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
// startMask and extra describe a step just taken (a release, a Rare card
// paid). forbid and budget apply when the seat holds nothing more to pay
// in; once it pays something in, the run of conversions starts afresh.
func (s *State) reachable(pool Bundle, startMask uint8, costs []Bundle, forbid []uint64, budget int) uint8 {
	have, rares := s.holdings()
	total := pool.plus(have)
	if have.Units() > 0 || rares > 0 {
		forbid, budget = nil, maxRun-1
	}
	// Worth is never created (R-tiers): a cost worth more is out of reach.
	w := total.Worth() + 4*rares
	var found, want uint8
	for i, c := range costs {
		if c.Worth() > w {
			continue
		}
		want |= 1 << i
	}
	if want == 0 {
		return 0
	}
	sp := s.specialsOf()
	var root edgeSet
	var assign [maxRareHand]Material
	r := min(rares, maxRareHand)
	total[Indicyl] += int16(rares - r)
	for {
		p := total
		for _, m := range assign[:r] {
			p[m]++
		}
		f, _ := s.search(p, startMask, costs, forbid, budget, &sp, &root)
		found |= f & want
		if found == want {
			return found
		}
		// Next assignment, materials in non-decreasing order.
		i := r - 1
		for i >= 0 && assign[i] == NumMaterials-1 {
			i--
		}
		if i < 0 {
			return found
		}
		assign[i]++
		for j := i + 1; j < r; j++ {
			assign[j] = assign[i]
		}
	}
}

// payable reports whether the payment under way can still be completed.
func (s *State) payable() bool {
	return s.reachable(s.pool, 0, []Bundle{s.payCost()}, s.run[:s.runN], maxRun-int(s.runN)) != 0
}

// canPayFor reports whether the active seat, in its Action phase, could pay
// cost in full.
func (s *State) canPayFor(cost Bundle) bool {
	return s.reachable(Bundle{}, 0, []Bundle{cost}, nil, maxRun-1) != 0
}

// keepsPayable reports whether payment step m (legal in form) leaves a
// payment that can still be completed, given that the payment under way
// can be.
func (s *State) keepsPayable(m rules.Move) bool {
	ss := s.me()
	cost := []Bundle{s.payCost()}
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
		sc.release(int8(m.A))
		sc.restartRun()
		return sc.payable()
	case MoveConvert:
		pay, gain := s.conversion(m)
		p := s.pool.minus(pay).plus(gain)
		if s.convertsThroughRare(m) {
			sc := *s
			sc.quiet = true
			sc.payStep(m)
			return sc.payable()
		}
		k := packPool(p)
		for _, h := range s.run[:s.runN] {
			if h == k {
				return false // back to a pool of this run (R-loop)
			}
		}
		if int(s.runN) >= maxRun {
			return false
		}
		var forbid [maxRun]uint64
		n := copy(forbid[:], s.run[:s.runN])
		return s.reachable(p, 0, cost, forbid[:n], maxRun-int(s.runN)-1) != 0
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
