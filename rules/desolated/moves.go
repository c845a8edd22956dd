package desolated

import (
	"errors"
	"fmt"

	"starboard/rules"
)

// Move kinds. Each answers one prompt; A to D are its arguments. Slots and
// positions count from 0 here and from 1 in move texts. An inventory
// position counts the seat's Material cards left to right, chain by chain
// (see Inventory); a group is a chain or a lone unlinkable card.
const (
	// MoveTake takes a Material card in the Draw phase: A = Material row
	// slot, or -1 for the top of the pile. Text "take 3", "take pile".
	MoveTake uint8 = iota + 1
	// MoveDone ends the Draw phase early. Text "done".
	MoveDone
	// MoveUpgrade puts hand card A into the inventory. C = 0: as a new
	// group; C = 1: at the left end of group B; C = 2: at the right end of
	// group B; C = 3: between the right end of group B and the left end of
	// group D, joining them. Text "upgrade 2 new", "upgrade 2 left 1",
	// "upgrade 2 right 1", "upgrade 2 join 1 3".
	MoveUpgrade
	// MoveTrade begins a Trade for the Influence card in row slot A.
	MoveTrade
	// MoveEarn begins an Earn of the Landmark in row slot A.
	MoveEarn
	// MoveHarvest discards the chained card at inventory position A for
	// its material value in tokens; a Rare card gives one token of material
	// B. Text "harvest 3", "harvest 3 as rubel".
	MoveHarvest
	// MovePass takes no action.
	MovePass
	// MovePay puts hand card A into the payment pool at its material value;
	// a Rare card pays one unit of material B. Text "pay 2", "pay 2 as kyan".
	MovePay
	// MoveSpend puts one token of material A into the payment pool.
	MoveSpend
	// MoveConvert runs a conversion from inventory position A to position
	// B. C = 0 pays the left side of card A from the pool and gains the
	// right side of card B (B >= A); C = 1 pays the right side of A and
	// gains the left side of B (B <= A). Text "convert 2 4 left".
	MoveConvert
	// MoveAuto pays the whole cost (of a Trade or an Earn) by a plan the
	// game finds; it stands for the steps it reports. Text "auto".
	MoveAuto
	// MoveCancel calls off the Trade or Earn under way and gives back
	// everything paid in.
	MoveCancel
	// MovePlace puts one leftover unit of material A, as a token, on the
	// Influence card in row slot B. Text "place rubel 2".
	MovePlace
	// MoveGive discards Influence card A of the inventory towards the
	// Landmark being earned.
	MoveGive
	// MoveStore stores a card beneath storage Landmark C of the inventory:
	// A = 0 takes hand card B, A = 1 the Material card at inventory
	// position B, A = 2 Influence card B of the inventory, A = 3 Landmark B
	// of the inventory, A = 4 Advanced Material B of the inventory. Text
	// "store hand 2 under 1", "store inventory 4 under 1", "store influence
	// 1 under 2", "store landmark 2 under 1", "store advanced 1 under 1".
	MoveStore
	// MoveKeep stores nothing this turn.
	MoveKeep
	// MoveDiscard discards hand card A, down to the hand limit.
	MoveDiscard
	// MovePick chooses, in the solo step, revealed card A (0 or 1) as the
	// first card. Text "pick 1".
	MovePick
	// MoveBoon takes influence option A (0 or 1) of the Advanced Landmark
	// whose turn it is, for this turn. Text "boon 2".
	MoveBoon
	// MoveUpkeep settles the upkeep of the Advanced Influence card whose
	// turn it is: A = 0 pays with tokens, A = 1 with hand card B, A = 2
	// releases (discards) the card. Text "upkeep token", "upkeep hand 3",
	// "upkeep release".
	MoveUpkeep
	// MoveCover covers the lowest visible row of the Talent card with hand
	// card A. Text "cover 2".
	MoveCover
	// MoveRelease discards the Character card at inventory position A for
	// its material value in tokens. Text "release 1".
	MoveRelease
	numMoveKinds
)

// group is a run of inventory positions [from, to).
type group struct{ from, to int8 }

// groups lists the groups of ss, left to right.
func (ss *seatState) groups() (gs [maxInv]group, n int) {
	for i := int8(0); i < ss.invN; i++ {
		if ss.start[i] {
			if n > 0 {
				gs[n-1].to = i
			}
			gs[n] = group{from: i}
			n++
		}
	}
	if n > 0 {
		gs[n-1].to = ss.invN
	}
	return gs, n
}

// ToMove returns the seat that must decide next.
func (s *State) ToMove() rules.Seat {
	if s.phase == phOver {
		return rules.NoSeat
	}
	return s.active
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == phOver }

func (s *State) me() *seatState { return &s.seat[s.active] }

// handHidden reports whether the hand of the seat to move holds cards this
// state does not know: a view of another seat, which cannot list moves.
func (s *State) handHidden() bool {
	ss := s.me()
	for _, c := range ss.hand[:ss.handN] {
		if c.ID < 0 {
			return true
		}
	}
	return false
}

// Legal appends the legal moves of the seat to move to dst. On a view of
// another seat, whose hand it does not know, it appends nothing.
func (s *State) Legal(dst []rules.Move) []rules.Move {
	if s.phase == phOver {
		return dst
	}
	if s.handHidden() {
		return s.tableMoves(dst)
	}
	ss := s.me()
	switch s.phase {
	case phDraw:
		dst = s.drawMoves(dst)
	case phAction:
		dst = s.upgradeMoves(dst)
		trade, earn := s.offers()
		for i := range s.infRow {
			if trade&(1<<i) != 0 {
				dst = append(dst, rules.Move{Kind: MoveTrade, A: int16(i)})
			}
		}
		for i := range s.lmRow {
			if earn&(1<<i) != 0 {
				dst = append(dst, rules.Move{Kind: MoveEarn, A: int16(i)})
			}
		}
		dst = s.harvestMoves(dst)
		dst = s.releaseMoves(dst)
		dst = append(dst, rules.Move{Kind: MovePass})
	case phPay:
		// [D4.trade] Only steps after which the cost can still be paid in
		// full are offered (ruling R-trade-offer). A payment begins
		// payable and every step keeps it so (checkInvariants): paying in
		// a token or a hand card other than a Rare card always does. (A
		// determinized view may deal the seat a hand that cannot pay;
		// there "auto" is not offered.)
		var root edgeSet
		payable, dist := s.payDistance(&root)
		for h := range ss.handN {
			if Materials[ss.hand[h].ID].Kind == RareCard {
				for m := range int16(NumMaterials) {
					if mv := (rules.Move{Kind: MovePay, A: int16(h), B: m}); s.keepsPayable(mv) {
						dst = append(dst, mv)
					}
				}
				continue
			}
			dst = append(dst, rules.Move{Kind: MovePay, A: int16(h)})
		}
		for p := int8(0); p < ss.invN; p++ {
			if Materials[ss.inv[p]].Kind == CharacterCard {
				if mv := (rules.Move{Kind: MoveRelease, A: int16(p)}); s.keepsPayable(mv) {
					dst = append(dst, mv)
				}
			}
		}
		for m, n := range ss.tokens {
			if n > 0 {
				dst = append(dst, rules.Move{Kind: MoveSpend, A: int16(m)})
			}
		}
		n := len(dst)
		dst = s.convertMoves(dst, true)
		k := n
		for _, mv := range dst[n:] {
			if s.keepsPayableWith(mv, dist, &root) {
				dst[k] = mv
				k++
			}
		}
		dst = dst[:k]
		if payable {
			dst = append(dst, rules.Move{Kind: MoveAuto})
		}
		dst = append(dst, rules.Move{Kind: MoveCancel})
	case phLeftover:
		for m, n := range s.leftover {
			if n == 0 {
				continue
			}
			for j, id := range s.infRow {
				if id >= 0 {
					dst = append(dst, rules.Move{Kind: MovePlace, A: int16(m), B: int16(j)})
				}
			}
		}
	case phEarn:
		for k := range ss.inflN {
			dst = append(dst, rules.Move{Kind: MoveGive, A: int16(k)})
		}
		if _, ok := s.planEarn(); ok {
			dst = append(dst, rules.Move{Kind: MoveAuto})
		}
		dst = append(dst, rules.Move{Kind: MoveCancel})
	case phStore:
		for k := range ss.lmN {
			if !Landmarks[ss.lm[k]].Storage {
				continue
			}
			for from := storeHand; from <= storeTech; from++ {
				for b := range ss.storeSources(from) {
					if from != storeLandmark || ss.canStoreLandmark(int8(b), k) {
						dst = append(dst, rules.Move{Kind: MoveStore, A: from, B: int16(b), C: int16(k)})
					}
				}
			}
		}
		dst = append(dst, rules.Move{Kind: MoveKeep})
	case phDiscard:
		for h := range ss.handN {
			dst = append(dst, rules.Move{Kind: MoveDiscard, A: int16(h)})
		}
	case phSoloPick:
		dst = append(dst, rules.Move{Kind: MovePick, A: 0})
		if s.reveal[1] >= 0 {
			dst = append(dst, rules.Move{Kind: MovePick, A: 1})
		}
	case phBoon:
		dst = append(dst, rules.Move{Kind: MoveBoon, A: 0}, rules.Move{Kind: MoveBoon, A: 1})
	case phUpkeep:
		up := Influences[ss.infl[s.upkeepAt]].Upkeep
		if ss.tokens.Covers(up) {
			dst = append(dst, rules.Move{Kind: MoveUpkeep, A: 0})
		}
		for h := range ss.handN {
			if s.handPays(h, up) {
				dst = append(dst, rules.Move{Kind: MoveUpkeep, A: 1, B: int16(h)})
			}
		}
		dst = append(dst, rules.Move{Kind: MoveUpkeep, A: 2})
	case phTalent:
		for h := range ss.handN {
			if s.covers(h) {
				dst = append(dst, rules.Move{Kind: MoveCover, A: int16(h)})
			}
		}
		dst = append(dst, rules.Move{Kind: MoveKeep})
	case phSetupDiscard:
		for h := range ss.handN {
			dst = append(dst, rules.Move{Kind: MoveDiscard, A: int16(h)})
		}
	}
	return dst
}

// releaseMoves appends the releases of Character cards in the inventory.
// tableMoves lists, for a view that does not know the hand of the seat to
// move (the public view a shared screen holds), the legal moves that do not
// depend on that hand: the draw's takes and done, and the action phase's
// harvests, releases and pass. Every other move of the seat picks or
// reckons a card of its hand, so such a view lists none of them.
func (s *State) tableMoves(dst []rules.Move) []rules.Move {
	switch s.phase {
	case phDraw:
		dst = s.drawMoves(dst)
	case phAction:
		dst = s.harvestMoves(dst)
		dst = s.releaseMoves(dst)
		dst = append(dst, rules.Move{Kind: MovePass})
	}
	return dst
}

// drawMoves appends the draw phase's moves [D3.draw]: a card of the
// Material row, the top of the pile, or stopping.
func (s *State) drawMoves(dst []rules.Move) []rules.Move {
	for i, id := range s.matRow {
		if id >= 0 {
			dst = append(dst, rules.Move{Kind: MoveTake, A: int16(i)})
		}
	}
	if s.matPileN > 0 || s.matDiscN > 0 {
		dst = append(dst, rules.Move{Kind: MoveTake, A: -1})
	}
	return append(dst, rules.Move{Kind: MoveDone})
}

// harvestMoves appends a harvest of each inventory card that can be
// harvested: a Rare card for each material, a linkable card as it is.
func (s *State) harvestMoves(dst []rules.Move) []rules.Move {
	ss := s.me()
	for p := int8(0); p < ss.invN; p++ {
		c := Materials[ss.inv[p]]
		if c.Kind == RareCard {
			for m := range int16(NumMaterials) {
				dst = append(dst, rules.Move{Kind: MoveHarvest, A: int16(p), B: m})
			}
		} else if c.Linkable() {
			dst = append(dst, rules.Move{Kind: MoveHarvest, A: int16(p)})
		}
	}
	return dst
}

func (s *State) releaseMoves(dst []rules.Move) []rules.Move {
	ss := s.me()
	for p := int8(0); p < ss.invN; p++ {
		if Materials[ss.inv[p]].Kind == CharacterCard {
			dst = append(dst, rules.Move{Kind: MoveRelease, A: int16(p)})
		}
	}
	return dst
}

// handPays reports whether hand card h can pay cost, a single material
// (upkeep): a card of that material worth enough, or a Rare card for one
// unit.
func (s *State) handPays(h int8, cost Bundle) bool {
	c := Materials[s.me().hand[h].ID]
	if c.Kind == RareCard {
		return cost.Units() == 1
	}
	return c.Payment().Covers(cost)
}

// covers reports whether hand card h may cover the lowest visible row of
// the active seat's Talent card.
func (s *State) covers(h int8) bool {
	ss := s.me()
	if ss.talent < 0 || ss.coveredN >= 4 {
		return false
	}
	c := Materials[ss.hand[h].ID]
	return c.Kind == RareCard || (c.Kind != TechCard && c.Type == Talents[ss.talent].Rows[ss.coveredN])
}

// payCost returns the materials the payment under way must cover.
func (s *State) payCost() Bundle {
	if s.payLm {
		return Landmarks[s.lmRow[s.target]].MatCost
	}
	return Influences[s.infRow[s.target]].Cost
}

// upgradeMoves appends every way to put a hand card into the inventory.
func (s *State) upgradeMoves(dst []rules.Move) []rules.Move {
	ss := s.me()
	if ss.invN >= maxInv {
		return dst
	}
	gs, n := ss.groups()
	for h := range ss.handN {
		id := ss.hand[h].ID
		dst = append(dst, rules.Move{Kind: MoveUpgrade, A: int16(h)})
		for g := range n {
			first, last := ss.inv[gs[g].from], ss.inv[gs[g].to-1]
			if links(id, first) {
				dst = append(dst, rules.Move{Kind: MoveUpgrade, A: int16(h), B: int16(g), C: 1})
			}
			if links(last, id) {
				dst = append(dst, rules.Move{Kind: MoveUpgrade, A: int16(h), B: int16(g), C: 2})
				for d := range n {
					if d != g && links(id, ss.inv[gs[d].from]) {
						dst = append(dst, rules.Move{Kind: MoveUpgrade, A: int16(h), B: int16(g), C: 3, D: int16(d)})
					}
				}
			}
		}
	}
	return dst
}

// convertMoves appends the conversions the seat may run now; with
// needPool unset, it lists those whose cost the pool does not yet cover
// too (for planning).
func (s *State) convertMoves(dst []rules.Move, needPool bool) []rules.Move {
	ss := s.me()
	gs, n := ss.groups()
	for g := range n {
		for a := gs[g].from; a < gs[g].to; a++ {
			if !converts(ss.inv[a]) {
				continue
			}
			c := &Materials[ss.inv[a]]
			tier := convTier[ss.inv[a]]
			if !needPool || s.pool.Covers(c.Left) {
				for b := a; b < gs[g].to; b++ {
					if convTier[ss.inv[b]] == tier {
						dst = append(dst, rules.Move{Kind: MoveConvert, A: int16(a), B: int16(b), C: 0})
					}
				}
			}
			if !needPool || s.pool.Covers(c.Right) {
				for b := a; b >= gs[g].from; b-- {
					if convTier[ss.inv[b]] == tier {
						dst = append(dst, rules.Move{Kind: MoveConvert, A: int16(a), B: int16(b), C: 1})
					}
				}
			}
		}
	}
	return dst
}

// converts reports whether Material card id has a conversion of its own
// (a Rare card only carries conversions across).
func converts(id int16) bool { return Materials[id].Left.Units() > 0 }

// conversion returns what conversion m pays and gains.
func (s *State) conversion(m rules.Move) (pay, gain Bundle) {
	ss := s.me()
	a, b := Materials[ss.inv[m.A]], Materials[ss.inv[m.B]]
	if m.C == 0 {
		return a.Left, b.Right
	}
	return a.Right, b.Left
}

// canTrade reports whether the seat may begin a Trade for row slot i.
func (s *State) canTrade(i int8) bool { return s.tradeBar(i) == barNone }

// Why a Trade or an Earn cannot begin.
const (
	barNone      = iota
	barEmpty     // the slot is empty
	barFull      // the inventory has no room for the card
	barCalledOff // called off already, and nothing has changed since (R-loop)
	barCost      // the cost cannot be paid in full
)

// tradeBar returns what keeps the seat from beginning a Trade for row
// slot i, or barNone: [D4.trade] the seat must be able to pay the whole
// cost, with its hand, its tokens and its conversions (R-trade-offer).
func (s *State) tradeBar(i int8) int {
	id := s.infRow[i]
	switch {
	case id < 0:
		return barEmpty
	case s.me().inflN >= maxInfl:
		return barFull
	case s.calledOff&(1<<i) != 0:
		return barCalledOff
	case !s.canPayFor(Influences[id].Cost):
		return barCost
	}
	return barNone
}

// offers returns, as bits by row slot, the Trades and the Earns the seat
// may begin: one search answers every cost at once.
func (s *State) offers() (trade, earn uint8) {
	var costs [InfluenceRow + LandmarkRow]Bundle
	var slot [InfluenceRow + LandmarkRow]int8
	n := 0
	ss := s.me()
	for i, id := range s.infRow {
		if id >= 0 && ss.inflN < maxInfl && s.calledOff&(1<<i) == 0 {
			costs[n], slot[n] = Influences[id].Cost, int8(i)
			n++
		}
	}
	for i, id := range s.lmRow {
		if id < 0 || ss.lmN >= maxLm || s.calledOff&(1<<(4+i)) != 0 {
			continue
		}
		if Landmarks[id].Advanced {
			if ss.inflN < maxInfl {
				costs[n], slot[n] = Landmarks[id].MatCost, int8(4+i)
				n++
			}
		} else if s.canEarn(int8(i)) {
			earn |= 1 << i
		}
	}
	if n == 0 {
		return trade, earn
	}
	var root edgeSet
	found, _ := s.reachable(Bundle{}, 0, costs[:n], nil, maxRun-1, &root)
	for k := range n {
		if found&(1<<k) == 0 {
			continue
		}
		if slot[k] < 4 {
			trade |= 1 << slot[k]
		} else {
			earn |= 1 << (slot[k] - 4)
		}
	}
	return trade, earn
}

// worthInHand returns the most worth the active seat's hand and tokens can
// pay.
func (s *State) worthInHand() int {
	ss := s.me()
	w := ss.tokens.Worth()
	for _, c := range ss.hand[:ss.handN] {
		w += int(cardWorth[c.ID])
	}
	return w
}

// canEarn reports whether the seat may begin an Earn of row slot i.
func (s *State) canEarn(i int8) bool { return s.earnBar(i) == barNone }

// earnBar returns what keeps the seat from beginning an Earn of row slot
// i, or barNone: [D4.earn] all its Influence together must cover the cost;
// an Advanced Landmark's materials must be payable in full.
func (s *State) earnBar(i int8) int {
	id := s.lmRow[i]
	ss := s.me()
	switch {
	case id < 0:
		return barEmpty
	case ss.lmN >= maxLm || (Landmarks[id].Advanced && ss.inflN >= maxInfl):
		return barFull
	case s.calledOff&(1<<(4+i)) != 0:
		return barCalledOff
	case Landmarks[id].Advanced:
		if !s.canPayFor(Landmarks[id].MatCost) {
			return barCost
		}
		return barNone
	}
	if !s.influenceCovers(id) {
		return barCost
	}
	return barNone
}

// influenceCovers reports whether all the active seat's influence covers
// the cost of Landmark id.
func (s *State) influenceCovers(id int16) bool {
	ss := s.me()
	all := s.tempSway
	for _, f := range ss.infl[:ss.inflN] {
		for k, n := range Influences[f].Sway {
			all[k] += n
		}
	}
	return all.Covers(Landmarks[id].Cost)
}

// legal reports whether m is legal now, without listing every move.
func (s *State) legal(m rules.Move) bool {
	ss := s.me()
	inHand := func(h int16) bool { return h >= 0 && h < int16(ss.handN) }
	inInv := func(p int16) bool { return p >= 0 && p < int16(ss.invN) }
	switch s.phase {
	case phDraw:
		switch m.Kind {
		case MoveTake:
			if m.B != 0 || m.C != 0 || m.D != 0 {
				return false
			}
			if m.A == -1 {
				return s.matPileN > 0 || s.matDiscN > 0
			}
			return m.A >= 0 && m.A < MaterialRow && s.matRow[m.A] >= 0
		case MoveDone:
			return m == rules.Move{Kind: MoveDone}
		}
	case phAction:
		switch m.Kind {
		case MoveUpgrade:
			return s.canUpgrade(m)
		case MoveTrade:
			return m.B == 0 && m.C == 0 && m.D == 0 && m.A >= 0 && m.A < InfluenceRow && s.canTrade(int8(m.A))
		case MoveEarn:
			return m.B == 0 && m.C == 0 && m.D == 0 && m.A >= 0 && m.A < LandmarkRow && s.canEarn(int8(m.A))
		case MoveHarvest:
			if m.C != 0 || m.D != 0 || !inInv(m.A) {
				return false
			}
			if c := Materials[ss.inv[m.A]]; c.Kind == RareCard {
				return m.B >= 0 && m.B < NumMaterials
			} else {
				return m.B == 0 && c.Linkable()
			}
		case MoveRelease:
			return s.canRelease(m)
		case MovePass:
			return m == rules.Move{Kind: MovePass}
		}
	case phPay:
		switch m.Kind {
		case MoveCancel:
			return m == rules.Move{Kind: MoveCancel}
		case MoveAuto:
			return m == rules.Move{Kind: MoveAuto} && s.payable()
		}
		return s.payForm(m) && s.keepsPayable(m)
	case phLeftover:
		return m.Kind == MovePlace && m.C == 0 && m.D == 0 && m.A >= 0 && m.A < NumMaterials && s.leftover[m.A] > 0 &&
			m.B >= 0 && m.B < InfluenceRow && s.infRow[m.B] >= 0
	case phEarn:
		switch m.Kind {
		case MoveGive:
			return m.B == 0 && m.C == 0 && m.D == 0 && m.A >= 0 && m.A < int16(ss.inflN)
		case MoveAuto:
			if m != (rules.Move{Kind: MoveAuto}) {
				return false
			}
			_, ok := s.planEarn()
			return ok
		case MoveCancel:
			return m == rules.Move{Kind: MoveCancel}
		}
	case phStore:
		switch m.Kind {
		case MoveStore:
			if m.D != 0 || m.C < 0 || m.C >= int16(ss.lmN) || !Landmarks[ss.lm[m.C]].Storage ||
				m.A < storeHand || m.A > storeTech || m.B < 0 || int(m.B) >= ss.storeSources(m.A) {
				return false
			}
			return m.A != storeLandmark || ss.canStoreLandmark(int8(m.B), int8(m.C))
		case MoveKeep:
			return m == rules.Move{Kind: MoveKeep}
		}
	case phDiscard:
		return m.Kind == MoveDiscard && m.B == 0 && m.C == 0 && m.D == 0 && inHand(m.A)
	case phSoloPick:
		return m.Kind == MovePick && m.B == 0 && m.C == 0 && m.D == 0 && (m.A == 0 || (m.A == 1 && s.reveal[1] >= 0))
	case phBoon:
		return m.Kind == MoveBoon && m.B == 0 && m.C == 0 && m.D == 0 && (m.A == 0 || m.A == 1)
	case phUpkeep:
		if m.Kind != MoveUpkeep || m.C != 0 || m.D != 0 {
			return false
		}
		up := Influences[ss.infl[s.upkeepAt]].Upkeep
		switch m.A {
		case 0:
			return m.B == 0 && ss.tokens.Covers(up)
		case 1:
			return inHand(m.B) && s.handPays(int8(m.B), up)
		case 2:
			return m.B == 0
		}
	case phTalent:
		switch m.Kind {
		case MoveCover:
			return m.B == 0 && m.C == 0 && m.D == 0 && inHand(m.A) && s.covers(int8(m.A))
		case MoveKeep:
			return m == rules.Move{Kind: MoveKeep}
		}
	case phSetupDiscard:
		return m.Kind == MoveDiscard && m.B == 0 && m.C == 0 && m.D == 0 && inHand(m.A)
	}
	return false
}

// payForm reports whether payment step m is well formed and possible as a
// step, leaving aside whether the payment could still be completed after it.
func (s *State) payForm(m rules.Move) bool {
	ss := s.me()
	switch m.Kind {
	case MovePay:
		if m.C != 0 || m.D != 0 || m.A < 0 || m.A >= int16(ss.handN) {
			return false
		}
		if Materials[ss.hand[m.A].ID].Kind == RareCard {
			return m.B >= 0 && m.B < NumMaterials
		}
		return m.B == 0
	case MoveRelease:
		return s.canRelease(m)
	case MoveSpend:
		return m.B == 0 && m.C == 0 && m.D == 0 && m.A >= 0 && m.A < NumMaterials && ss.tokens[m.A] > 0
	case MoveConvert:
		return s.canConvert(m)
	case MoveAuto:
		return m == rules.Move{Kind: MoveAuto}
	}
	return false
}

func (s *State) canRelease(m rules.Move) bool {
	ss := s.me()
	return m.B == 0 && m.C == 0 && m.D == 0 && m.A >= 0 && m.A < int16(ss.invN) && Materials[ss.inv[m.A]].Kind == CharacterCard
}

func (s *State) canUpgrade(m rules.Move) bool {
	ss := s.me()
	if ss.invN >= maxInv || m.A < 0 || m.A >= int16(ss.handN) {
		return false
	}
	id := ss.hand[m.A].ID
	gs, n := ss.groups()
	inG := func(g int16) bool { return g >= 0 && g < int16(n) }
	switch m.C {
	case 0:
		return m.B == 0 && m.D == 0
	case 1:
		return m.D == 0 && inG(m.B) && links(id, ss.inv[gs[m.B].from])
	case 2:
		return m.D == 0 && inG(m.B) && links(ss.inv[gs[m.B].to-1], id)
	case 3:
		return inG(m.B) && inG(m.D) && m.B != m.D && links(ss.inv[gs[m.B].to-1], id) && links(id, ss.inv[gs[m.D].from])
	}
	return false
}

func (s *State) canConvert(m rules.Move) bool {
	ss := s.me()
	if m.D != 0 || m.A < 0 || m.A >= int16(ss.invN) || m.B < 0 || m.B >= int16(ss.invN) {
		return false
	}
	lo, hi := m.A, m.B
	switch m.C {
	case 0:
	case 1:
		lo, hi = m.B, m.A
	default:
		return false
	}
	if lo > hi {
		return false
	}
	for p := lo; p <= hi; p++ {
		if p > lo && ss.start[p] {
			return false
		}
	}
	a, b := ss.inv[m.A], ss.inv[m.B]
	if !converts(a) || !converts(b) || tierOf(Materials[a]) != tierOf(Materials[b]) {
		return false
	}
	pay, _ := s.conversion(m)
	return s.pool.Covers(pay)
}

// errIllegal is the refusal when no clearer reason applies.
var errIllegal = errors.New("that move is not possible now")

// Apply plays m for the seat to move.
func (s *State) Apply(m rules.Move) ([]rules.Event, error) {
	if s.phase == phOver {
		return nil, errors.New("the game is over")
	}
	if s.handHidden() {
		return nil, errors.New("this view does not know the hand of the seat to move, so it cannot play for it")
	}
	if !s.legal(m) {
		return nil, s.refusal(m)
	}
	s.events = s.events[:0]
	s.step(m)
	return s.events, nil
}

// step plays a legal move.
func (s *State) step(m rules.Move) {
	ss := s.me()
	switch m.Kind {
	case MoveTake:
		var c card
		if m.A < 0 {
			c = s.popMaterial()
			c.Known = rules.SeatsOf(s.active)
			s.emit(rules.Event{Kind: EvDraw, Seat: s.active, A: c.ID, To: c.Known, Secret: rules.SecretA, Sealed: true})
		} else {
			c = card{ID: s.matRow[m.A], Known: rules.Everyone}
			s.matRow[m.A] = -1
			s.emit(rules.Event{Kind: EvTake, Seat: s.active, A: m.A, B: c.ID})
		}
		s.gainMaterial(s.active, c)
		s.drawn++
		if s.drawn == 2 {
			s.phase = phAction
		}
	case MoveDone:
		s.emit(rules.Event{Kind: EvDrawEnd, Seat: s.active, A: int16(s.drawn)})
		s.phase = phAction
	case MoveUpgrade:
		s.upgrade(m)
		s.afterAction()
	case MoveTrade:
		s.target = int8(m.A)
		s.beginPayment()
		s.phase, s.payLm = phPay, false
		s.emit(rules.Event{Kind: EvTradeBegin, Seat: s.active, A: m.A, B: s.infRow[m.A]})
		if s.pool.Covers(s.payCost()) {
			s.completeTrade() // an Advanced Influence card costs nothing
		}
	case MoveEarn:
		s.target = int8(m.A)
		s.emit(rules.Event{Kind: EvEarnBegin, Seat: s.active, A: m.A, B: s.lmRow[m.A]})
		s.beginPayment()
		if Landmarks[s.lmRow[m.A]].Advanced {
			s.phase, s.payLm = phPay, true
			break
		}
		// R-boon: influence from Advanced Landmarks counts first.
		s.sway, s.givenN = s.tempSway, 0
		s.tempSway = Sway{}
		s.phase = phEarn
		if s.sway.Covers(Landmarks[s.lmRow[s.target]].Cost) {
			s.completeEarn()
		}
	case MoveHarvest:
		id := ss.inv[m.A]
		s.removeInv(s.active, int8(m.A))
		got := s.takeTokens(s.active, Materials[id].PaymentAs(Material(m.B)))
		s.discardMaterial(id)
		s.emit(rules.Event{Kind: EvHarvest, Seat: s.active, A: id, B: int16(firstMaterial(got)), C: int16(got.Units())})
		s.afterAction()
	case MoveRelease:
		s.release(int8(m.A))
		if s.phase == phPay {
			s.restartRun()
		} else {
			s.calledOff = 0 // the seat's position has changed (R-loop)
		}
	case MovePass:
		s.emit(rules.Event{Kind: EvPass, Seat: s.active})
		s.afterAction()
	case MovePay, MoveSpend, MoveConvert:
		s.payStep(m)
		if s.pool.Covers(s.payCost()) {
			s.completeTrade()
		}
	case MoveAuto:
		if s.phase == phPay {
			plan, _ := s.planPay()
			s.emit(rules.Event{Kind: EvAuto, Seat: s.active, A: int16(plan.n)})
			for _, st := range plan.moves[:plan.n] {
				s.payStep(st)
			}
			s.completeTrade()
		} else {
			plan, _ := s.planEarn()
			s.emit(rules.Event{Kind: EvAuto, Seat: s.active, A: int16(plan.n)})
			for _, st := range plan.moves[:plan.n] {
				s.give(int8(st.A))
			}
			s.completeEarn()
		}
	case MoveCancel:
		s.cancel()
	case MovePlace:
		s.leftover[m.A]--
		s.supply[m.A]--
		s.rowTokens[m.B][m.A]++
		s.emit(rules.Event{Kind: EvPlace, Seat: s.active, A: m.A, B: m.B, C: s.infRow[m.B]})
		if s.leftover.Units() == 0 {
			s.afterAction()
		}
	case MoveGive:
		s.give(int8(m.A))
		if s.sway.Covers(Landmarks[s.lmRow[s.target]].Cost) {
			s.completeEarn()
		}
	case MoveStore:
		s.storeCard(m)
		s.afterStore()
	case MoveKeep:
		if s.phase == phTalent {
			s.discardStep()
		} else {
			s.afterStore()
		}
	case MoveDiscard:
		c := ss.hand[m.A]
		s.removeHand(s.active, int8(m.A))
		s.discardMaterial(c.ID)
		s.emit(rules.Event{Kind: EvDiscard, Seat: s.active, A: m.A, B: c.ID, Sealed: s.reveals(c)})
		if s.phase == phSetupDiscard {
			// [M4.rare] Each seat in turn discards a card before play.
			next := rules.Seat((int(s.active) + 1) % int(s.seats))
			if next == s.first {
				s.beginTurn(s.first)
			} else {
				s.active = next
			}
		} else if ss.handN <= HandLimit {
			s.endTurn()
		}
	case MovePick:
		s.soloPick(int(m.A))
	case MoveBoon:
		lm := Landmarks[ss.lm[s.boonAt]]
		inf := lm.Boons[0]
		if m.A == 1 {
			inf = lm.Boons[1]
		}
		s.tempSway[inf]++
		s.emit(rules.Event{Kind: EvBoon, Seat: s.active, A: ss.lm[s.boonAt], B: int16(inf)})
		s.boonAt++
		s.advanceStart()
	case MoveUpkeep:
		id := ss.infl[s.upkeepAt]
		up := Influences[id].Upkeep
		sealed := false
		switch m.A {
		case 0:
			ss.tokens = ss.tokens.minus(up)
			s.supply = s.supply.plus(up)
			s.upkeepAt++
		case 1:
			c := ss.hand[m.B]
			s.removeHand(s.active, int8(m.B))
			s.discardMaterial(c.ID)
			sealed = s.reveals(c)
			s.upkeepAt++
		case 2:
			copy(ss.infl[s.upkeepAt:ss.inflN], ss.infl[s.upkeepAt+1:ss.inflN])
			ss.inflN--
			ss.infl[ss.inflN] = 0
			s.infDisc[s.infDiscN] = id
			s.infDiscN++
		}
		s.emit(rules.Event{Kind: EvUpkeep, Seat: s.active, A: id, B: m.A, Sealed: sealed})
		s.advanceStart()
	case MoveCover:
		c := ss.hand[m.A]
		s.removeHand(s.active, int8(m.A))
		ss.covered[ss.coveredN] = c.ID
		ss.coveredN++
		s.emit(rules.Event{Kind: EvCover, Seat: s.active, A: c.ID, B: int16(ss.coveredN), Sealed: s.reveals(c)})
		s.discardStep()
	}
}

// firstMaterial returns the first material b holds, or Indicyl.
func firstMaterial(b Bundle) Material {
	for m, n := range b {
		if n > 0 {
			return Material(m)
		}
	}
	return Indicyl
}

// gainMaterial puts a Material card the seat gains into its hand, or, for
// an Advanced Material, face up into its inventory.
func (s *State) gainMaterial(seat rules.Seat, c card) {
	if c.ID >= 0 && Materials[c.ID].Kind == TechCard {
		ss := &s.seat[seat]
		ss.tech[ss.techN], ss.techTurn[ss.techN] = c.ID, 0
		ss.techN++
		s.emit(rules.Event{Kind: EvTech, Seat: seat, A: c.ID})
		return
	}
	s.addHand(seat, c)
}

// release discards the Character card at position p for its tokens.
func (s *State) release(p int8) {
	ss := s.me()
	id := ss.inv[p]
	s.removeInv(s.active, p)
	got := s.takeTokens(s.active, Materials[id].Payment())
	s.discardMaterial(id)
	s.emit(rules.Event{Kind: EvRelease, Seat: s.active, A: id, B: int16(got.Units())})
}

// advanceStart runs the start of the turn: each Advanced Landmark's
// influence, then each Advanced Influence card's upkeep, asking where there
// is a choice; then the Draw phase.
func (s *State) advanceStart() {
	ss := s.me()
	for s.boonAt < ss.lmN {
		lm := Landmarks[ss.lm[s.boonAt]]
		if !lm.Advanced {
			s.boonAt++
			continue
		}
		if lm.BoonN == 1 {
			s.tempSway[lm.Boons[0]]++
			s.emit(rules.Event{Kind: EvBoon, Seat: s.active, A: ss.lm[s.boonAt], B: int16(lm.Boons[0])})
			s.boonAt++
			continue
		}
		s.phase = phBoon
		return
	}
	for s.upkeepAt < ss.inflN {
		if !Influences[ss.infl[s.upkeepAt]].Advanced {
			s.upkeepAt++
			continue
		}
		s.phase = phUpkeep
		return
	}
	s.phase = phDraw
}

// runTech turns the active seat's Advanced Materials: each gives the
// tokens on its face, or leaves the game to the discards on the face that
// says so.
func (s *State) runTech() {
	ss := s.me()
	for i := int8(0); i < ss.techN; {
		id := ss.tech[i]
		face := Materials[id].Faces[ss.techTurn[i]]
		if face.Units() == 0 {
			copy(ss.tech[i:ss.techN], ss.tech[i+1:ss.techN])
			copy(ss.techTurn[i:ss.techN], ss.techTurn[i+1:ss.techN])
			ss.techN--
			ss.tech[ss.techN], ss.techTurn[ss.techN] = 0, 0
			s.discardMaterial(id)
			s.emit(rules.Event{Kind: EvTechSpent, Seat: s.active, A: id})
			continue
		}
		got := s.takeTokens(s.active, face)
		ss.techTurn[i]++
		s.emit(rules.Event{Kind: EvTechTurn, Seat: s.active, A: id, B: int16(firstMaterial(face)), C: int16(got.Units())})
		i++
	}
}

func (s *State) emit(e rules.Event) {
	if s.quiet {
		return
	}
	if e.To == 0 {
		e.To = rules.Everyone
	}
	s.events = append(s.events, e)
}

// addHand puts c at the end of seat's hand.
func (s *State) addHand(seat rules.Seat, c card) {
	ss := &s.seat[seat]
	if c.ID < 0 || ss.handN >= maxHand {
		if c.ID >= 0 {
			s.discardMaterial(c.ID)
		}
		return
	}
	ss.hand[ss.handN] = c
	ss.handN++
}

// reveals reports whether showing hand card c to everyone reveals it to a
// seat that did not know it. Such an event is sealed: no undo may hide the
// card again.
func (s *State) reveals(c card) bool {
	for seat := range rules.Seat(s.seats) {
		if !c.Known.Has(seat) {
			return true
		}
	}
	return false
}

// removeHand takes hand card h out, closing the gap.
func (s *State) removeHand(seat rules.Seat, h int8) {
	ss := &s.seat[seat]
	copy(ss.hand[h:ss.handN], ss.hand[h+1:ss.handN])
	ss.handN--
	ss.hand[ss.handN] = card{}
}

// insertHand puts c back at slot h.
func (s *State) insertHand(seat rules.Seat, h int8, c card) {
	ss := &s.seat[seat]
	copy(ss.hand[h+1:ss.handN+1], ss.hand[h:ss.handN])
	ss.hand[h] = c
	ss.handN++
}

// removeInv takes the Material card at position p out of the inventory;
// a chain broken in the middle becomes two.
func (s *State) removeInv(seat rules.Seat, p int8) {
	ss := &s.seat[seat]
	copy(ss.inv[p:ss.invN], ss.inv[p+1:ss.invN])
	copy(ss.start[p:ss.invN], ss.start[p+1:ss.invN])
	ss.invN--
	ss.inv[ss.invN], ss.start[ss.invN] = 0, false
	if p < ss.invN && !ss.start[p] {
		ss.start[p] = true
	}
}

// upgrade puts a hand card into the inventory as m says.
func (s *State) upgrade(m rules.Move) {
	ss := s.me()
	c := ss.hand[m.A]
	s.removeHand(s.active, int8(m.A))
	gs, n := ss.groups()
	switch m.C {
	case 0:
		ss.inv[ss.invN], ss.start[ss.invN] = c.ID, true
		ss.invN++
	case 1:
		p := gs[m.B].from
		s.insertInv(p, c.ID)
		ss.start[p+1] = false
	case 2:
		s.insertInv(gs[m.B].to, c.ID)
		ss.start[gs[m.B].to] = false
	case 3:
		// Rebuild: every group in order, with group D moved to follow the
		// new card after group B.
		var inv [maxInv]int16
		var st [maxInv]bool
		k := 0
		put := func(g group, joined bool) {
			for p := g.from; p < g.to; p++ {
				inv[k], st[k] = ss.inv[p], p == g.from && !joined
				k++
			}
		}
		for g := range n {
			if g == int(m.D) {
				continue
			}
			put(gs[g], false)
			if g == int(m.B) {
				inv[k] = c.ID
				k++
				put(gs[m.D], true)
			}
		}
		ss.inv, ss.start, ss.invN = inv, st, int8(k)
	}
	s.emit(rules.Event{Kind: EvUpgrade, Seat: s.active, A: c.ID, B: m.C, C: m.B, D: m.D, Sealed: s.reveals(c)})
}

// insertInv puts id at position p, as the start of a group (callers fix the
// flag).
func (s *State) insertInv(p int8, id int16) {
	ss := s.me()
	copy(ss.inv[p+1:ss.invN+1], ss.inv[p:ss.invN])
	copy(ss.start[p+1:ss.invN+1], ss.start[p:ss.invN])
	ss.inv[p], ss.start[p] = id, true
	ss.invN++
}

// takeTokens moves b from the supply to seat, as far as the supply goes,
// and returns what it moved.
func (s *State) takeTokens(seat rules.Seat, b Bundle) Bundle {
	for m := range b {
		b[m] = min(b[m], s.supply[m])
		s.supply[m] -= b[m]
		s.seat[seat].tokens[m] += b[m]
	}
	return b
}

// payStep plays one payment step of a Trade.
func (s *State) payStep(m rules.Move) {
	ss := s.me()
	switch m.Kind {
	case MovePay:
		c := ss.hand[m.A]
		s.removeHand(s.active, int8(m.A))
		s.paid[s.paidN], s.paidSlot[s.paidN] = c.ID, int8(m.A)
		s.paidN++
		got := Materials[c.ID].PaymentAs(Material(m.B))
		s.pool = s.pool.plus(got)
		s.paidIn = s.paidIn.plus(got)
		s.restartRun()
		s.emit(rules.Event{Kind: EvPay, Seat: s.active, A: m.A, B: c.ID, C: m.B, Sealed: s.reveals(c)})
	case MoveRelease:
		s.release(int8(m.A))
		s.restartRun()
	case MoveSpend:
		// [D1.components] A token paid in goes back to the supply; the
		// pool counts its unit.
		ss.tokens[m.A]--
		s.supply[m.A]++
		s.pool[m.A]++
		s.paidIn[m.A]++
		s.restartRun()
		s.emit(rules.Event{Kind: EvSpend, Seat: s.active, A: m.A})
	case MoveConvert:
		pay, gain := s.conversion(m)
		lo, hi := min(m.A, m.B), max(m.A, m.B)
		s.pool = s.pool.minus(pay).plus(gain)
		s.emit(rules.Event{Kind: EvConvert, Seat: s.active, A: ss.inv[m.A], B: ss.inv[m.B], C: m.C})
		// R-rare-tier: a Rare card a conversion ran through is discarded.
		rare := false
		for p := hi; p >= lo; p-- {
			if id := ss.inv[p]; Materials[id].Kind == RareCard {
				s.removeInv(s.active, int8(p))
				s.discardMaterial(id)
				s.emit(rules.Event{Kind: EvRareSpent, Seat: s.active, A: id})
				rare = true
			}
		}
		if rare || s.runN == 0 {
			s.restartRun()
		} else if int(s.runN) < maxRun {
			s.run[s.runN] = packPool(s.pool)
			s.runN++
		}
	}
}

// beginPayment starts a Trade or an Earn: an empty pool and a note of all
// that the payment may change, so that a cancel can put it back.
func (s *State) beginPayment() {
	s.pool, s.paidIn, s.paidN, s.leftover = Bundle{}, Bundle{}, 0, Bundle{}
	s.restartRun()
	// The hand and the stored cards are left out: they hide cards from
	// other seats, and a cancel puts the hand back from the paid cards.
	s.snapSeat = *s.me()
	s.snapSeat.hand, s.snapSeat.handN = [maxHand]card{}, 0
	s.snapSeat.store, s.snapSeat.storeN = [maxStored]stored{}, 0
	s.snapSupply, s.snapDiscN, s.snapTemp = s.supply, s.matDiscN, s.tempSway
}

// completeTrade pays the cost from the pool and gives the card, with the
// tokens on it, to the active seat.
func (s *State) completeTrade() {
	ss := s.me()
	// R-leftover: only what the conversions added, beyond the cost, is
	// leftover; a hand card's or a token's surplus is lost with it.
	cost := s.payCost()
	var left Bundle
	for m := range left {
		left[m] = max(s.pool[m]-max(cost[m], s.paidIn[m]), 0)
	}
	s.pool, s.paidIn, s.runN = Bundle{}, Bundle{}, 0
	for _, p := range s.paid[:s.paidN] {
		s.discardMaterial(p)
	}
	s.paidN = 0
	if s.payLm {
		// R-advanced-landmark: an Advanced Landmark is paid in materials.
		id := s.lmRow[s.target]
		ss.lm[ss.lmN] = id
		ss.lmN++
		s.lmRow[s.target] = -1
		s.payLm = false
		s.emit(rules.Event{Kind: EvEarn, Seat: s.active, A: int16(s.target), B: id, C: int16(ss.lmN)})
	} else {
		id := s.infRow[s.target]
		ss.infl[ss.inflN] = id
		ss.inflN++
		s.infRow[s.target] = -1
		got := s.rowTokens[s.target]
		s.rowTokens[s.target] = Bundle{}
		for m := range got {
			ss.tokens[m] += got[m]
		}
		s.emit(rules.Event{Kind: EvTrade, Seat: s.active, A: int16(s.target), B: id, C: int16(got.Units())})
	}
	// [D4.leftover] What the conversions left over goes, as tokens from the
	// supply, onto the other Influence cards of the row.
	others := false
	for _, o := range s.infRow {
		others = others || o >= 0
	}
	lost := 0
	for m := range left {
		if !others {
			lost += int(left[m])
			left[m] = 0
			continue
		}
		if left[m] > s.supply[m] {
			lost += int(left[m] - s.supply[m])
			left[m] = s.supply[m]
		}
	}
	if lost > 0 {
		s.emit(rules.Event{Kind: EvLost, Seat: s.active, A: int16(lost)})
	}
	s.leftover = left
	if left.Units() > 0 {
		s.phase = phLeftover
		return
	}
	s.afterAction()
}

// give discards Influence card k towards the Landmark being earned.
func (s *State) give(k int8) {
	ss := s.me()
	id := ss.infl[k]
	copy(ss.infl[k:ss.inflN], ss.infl[k+1:ss.inflN])
	ss.inflN--
	ss.infl[ss.inflN] = 0
	s.given[s.givenN] = id
	s.givenN++
	for i, n := range Influences[id].Sway {
		s.sway[i] += n
	}
	s.emit(rules.Event{Kind: EvGive, Seat: s.active, A: int16(k), B: id})
}

// completeEarn gives the Landmark to the active seat; the influence beyond
// the cost is lost.
func (s *State) completeEarn() {
	ss := s.me()
	id := s.lmRow[s.target]
	for _, g := range s.given[:s.givenN] {
		s.infDisc[s.infDiscN] = g
		s.infDiscN++
	}
	s.givenN = 0
	s.sway = Sway{}
	ss.lm[ss.lmN] = id
	ss.lmN++
	s.lmRow[s.target] = -1
	s.emit(rules.Event{Kind: EvEarn, Seat: s.active, A: int16(s.target), B: id, C: int16(ss.lmN)})
	if !s.solo && !s.final && ss.insulas() >= 3 {
		s.triggerFinal(finalThirdLandmark)
	}
	s.afterAction()
}

// cancel calls off the Trade or Earn under way.
func (s *State) cancel() {
	// [D4.cancel] Everything goes back as it was when the payment began:
	// hand, tokens, inventory (released Characters, Rare cards run
	// through, chains), the supply and the discards. Paid hand cards have
	// been seen by all, and stay known.
	ss := s.me()
	hand, handN, store, storeN := ss.hand, ss.handN, ss.store, ss.storeN
	*ss = s.snapSeat
	ss.hand, ss.handN, ss.store, ss.storeN = hand, handN, store, storeN
	for k := s.paidN - 1; k >= 0; k-- {
		s.insertHand(s.active, s.paidSlot[k], card{ID: s.paid[k], Known: rules.Everyone})
	}
	for i := s.snapDiscN; i < s.matDiscN; i++ {
		s.matDisc[i] = 0
	}
	s.supply, s.matDiscN, s.tempSway = s.snapSupply, s.snapDiscN, s.snapTemp
	s.pool, s.paidIn, s.paidN, s.runN = Bundle{}, Bundle{}, 0, 0
	s.givenN, s.sway = 0, Sway{}
	// R-loop: the same payment may not begin again until something changes.
	if s.phase == phPay && !s.payLm {
		s.calledOff |= 1 << s.target
	} else {
		s.calledOff |= 1 << (4 + s.target)
	}
	s.payLm = false
	s.phase = phAction
	s.emit(rules.Event{Kind: EvCancel, Seat: s.active})
}

// afterAction moves on once an action is done: to a second action in solo,
// else to the Status phase.
func (s *State) afterAction() {
	s.calledOff = 0
	s.actionsLeft--
	if s.actionsLeft > 0 {
		s.phase = phAction
		return
	}
	s.status()
}

// status plays the automatic part of the Status phase and asks what comes
// next.
func (s *State) status() {
	if s.solo {
		// [S3.shift] Every Landmark moves one slot right; the rightmost is
		// discarded.
		if id := s.lmRow[LandmarkRow-1]; id >= 0 {
			s.lmDisc[s.lmDiscN] = id
			s.lmDiscN++
			s.emit(rules.Event{Kind: EvLandmarkLost, Seat: rules.NoSeat, A: id})
		}
		copy(s.lmRow[1:], s.lmRow[:LandmarkRow-1])
		s.lmRow[0] = -1
	}
	s.refillRows()
	ss := s.me()
	if ss.campaign >= 0 {
		// [M1.campaign] The Campaign card gives its token.
		got := s.takeTokens(s.active, Bundle{}.with(Campaigns[ss.campaign].Gives, 1))
		s.emit(rules.Event{Kind: EvCampaign, Seat: s.active, A: int16(Campaigns[ss.campaign].Gives), B: int16(got.Units())})
	}
	// R-boon: influence from Advanced Landmarks unused this turn is lost.
	s.tempSway = Sway{}
	s.afterStore0()
}

// Where a stored card comes from: MoveStore's A.
const (
	storeHand     int16 = iota // a hand card
	storeInv                   // a Material card of the inventory
	storeInfl                  // an Influence card of the inventory
	storeLandmark              // a Landmark of the inventory
	storeTech                  // an Advanced Material of the inventory
)

// storeSources returns how many cards the seat could store from source
// from (see storeHand): hand cards, inventory positions and so on.
func (ss *seatState) storeSources(from int16) int {
	if ss.storeN >= maxStored {
		return 0
	}
	switch from {
	case storeHand:
		return int(ss.handN)
	case storeInv:
		return int(ss.invN)
	case storeInfl:
		return int(ss.inflN)
	case storeLandmark:
		return int(ss.lmN)
	case storeTech:
		return int(ss.techN)
	}
	return 0
}

// canStoreLandmark reports whether Landmark j of the inventory may be stored
// beneath Landmark k: not beneath itself, and not while cards are stored
// beneath it (ruling R-store).
func (ss *seatState) canStoreLandmark(j, k int8) bool {
	return j != k && ss.storedUnder(int(j)) == 0
}

// afterStore0 asks for a card to store, when there is a choice.
func (s *State) afterStore0() {
	ss := s.me()
	for k, id := range ss.lm[:ss.lmN] {
		if !Landmarks[id].Storage {
			continue
		}
		for from := storeHand; from <= storeTech; from++ {
			for b := range ss.storeSources(from) {
				if from != storeLandmark || ss.canStoreLandmark(int8(b), int8(k)) {
					s.phase = phStore
					return
				}
			}
		}
	}
	s.afterStore()
}

// afterStore offers to cover a Talent row, when a hand card fits.
func (s *State) afterStore() {
	for h := range s.me().handN {
		if s.covers(h) {
			s.phase = phTalent
			return
		}
	}
	s.discardStep()
}

// discardStep asks for discards down to the hand limit, or ends the turn.
func (s *State) discardStep() {
	if s.me().handN > HandLimit {
		s.phase = phDiscard
		return
	}
	s.endTurn()
}

// storeCard stores a card, from the hand or the inventory, face down
// beneath a storage Landmark.
func (s *State) storeCard(m rules.Move) {
	ss := s.me()
	c, kind, under := card{Known: rules.Everyone}, StoredMaterial, int8(m.C)
	switch m.A {
	case storeHand:
		c = ss.hand[m.B]
		s.removeHand(s.active, int8(m.B))
	case storeInv:
		c.ID = ss.inv[m.B]
		s.removeInv(s.active, int8(m.B))
	case storeInfl:
		c.ID, kind = ss.infl[m.B], StoredInfluence
		copy(ss.infl[m.B:ss.inflN], ss.infl[m.B+1:ss.inflN])
		ss.inflN--
		ss.infl[ss.inflN] = 0
	case storeLandmark:
		// The Landmarks after it move down one place, and so do the
		// places of the cards stored beneath them.
		j := int8(m.B)
		c.ID, kind = ss.lm[j], StoredLandmark
		copy(ss.lm[j:ss.lmN], ss.lm[j+1:ss.lmN])
		ss.lmN--
		ss.lm[ss.lmN] = 0
		for i := range ss.store[:ss.storeN] {
			if ss.store[i].Under > j {
				ss.store[i].Under--
			}
		}
		if under > j {
			under--
		}
	case storeTech:
		c.ID = ss.tech[m.B]
		copy(ss.tech[m.B:ss.techN], ss.tech[m.B+1:ss.techN])
		copy(ss.techTurn[m.B:ss.techN], ss.techTurn[m.B+1:ss.techN])
		ss.techN--
		ss.tech[ss.techN], ss.techTurn[ss.techN] = 0, 0
	}
	ss.store[ss.storeN] = stored{card: c, Kind: kind, Under: under}
	ss.storeN++
	var secret uint8
	if c.Known != rules.Everyone {
		secret = rules.SecretB
	}
	s.emit(rules.Event{Kind: EvStore, Seat: s.active, A: m.A, B: c.ID, C: m.C, To: c.Known, Secret: secret})
}

// refillRows fills every empty row slot from its pile.
func (s *State) refillRows() {
	for i := range s.matRow {
		if s.matRow[i] < 0 {
			c := s.popMaterial()
			s.matRow[i] = c.ID
			if c.ID >= 0 {
				s.emit(rules.Event{Kind: EvRefill, Seat: rules.NoSeat, A: 0, B: int16(i), C: c.ID, Sealed: true})
			}
		}
	}
	for i := range s.infRow {
		if s.infRow[i] < 0 {
			c := s.popInfluence()
			s.infRow[i] = c.ID
			if c.ID >= 0 {
				s.emit(rules.Event{Kind: EvRefill, Seat: rules.NoSeat, A: 1, B: int16(i), C: c.ID, Sealed: true})
			}
		}
	}
	for i := range s.lmRow {
		if s.lmRow[i] >= 0 {
			continue
		}
		if s.lmPileN == 0 {
			// [D5.refill] A Landmark row that cannot be refilled starts the
			// final round.
			if !s.solo && !s.final {
				s.triggerFinal(finalLandmarksOut)
			}
			continue
		}
		s.lmPileN--
		id := s.lmPile[s.lmPileN].ID
		s.lmPile[s.lmPileN] = noCard
		s.lmRow[i] = id
		s.emit(rules.Event{Kind: EvRefill, Seat: rules.NoSeat, A: 2, B: int16(i), C: id, Sealed: true})
	}
}

// popMaterial takes the top card of the Material pile, shuffling the
// discards into a new pile when it is empty. It returns noCard when both
// are empty.
func (s *State) popMaterial() card {
	if s.matPileN == 0 {
		if s.matDiscN == 0 {
			return noCard
		}
		for i, id := range s.matDisc[:s.matDiscN] {
			s.matPile[i] = card{ID: id} // face down: nobody knows the order, nor which card a seat draws
		}
		s.matPileN, s.matDiscN = s.matDiscN, 0
		shuffle(&s.rng, s.matPile[:s.matPileN])
		s.emit(rules.Event{Kind: EvReshuffle, Seat: rules.NoSeat, A: 0, B: s.matPileN, Sealed: true})
	}
	s.matPileN--
	c := s.matPile[s.matPileN]
	s.matPile[s.matPileN] = noCard
	return c
}

func (s *State) popInfluence() card {
	if s.infPileN == 0 {
		if s.infDiscN == 0 {
			return noCard
		}
		for i, id := range s.infDisc[:s.infDiscN] {
			s.infPile[i] = card{ID: id}
		}
		s.infPileN, s.infDiscN = s.infDiscN, 0
		shuffle(&s.rng, s.infPile[:s.infPileN])
		s.emit(rules.Event{Kind: EvReshuffle, Seat: rules.NoSeat, A: 1, B: s.infPileN, Sealed: true})
	}
	s.infPileN--
	c := s.infPile[s.infPileN]
	s.infPile[s.infPileN] = noCard
	return c
}

func (s *State) discardMaterial(id int16) {
	s.matDisc[s.matDiscN] = id
	s.matDiscN++
}

// triggerFinal starts the final round.
func (s *State) triggerFinal(why int8) {
	s.final, s.finalWhy = true, why
	s.emit(rules.Event{Kind: EvFinalRound, Seat: rules.NoSeat, A: int16(why)})
}

// beginTurn starts the turn of seat.
func (s *State) beginTurn(seat rules.Seat) {
	s.active = seat
	s.phase = phDraw
	s.drawn, s.calledOff = 0, 0
	s.actionsLeft = 1
	if s.solo {
		s.actionsLeft = 2
	}
	s.turn++
	s.emit(rules.Event{Kind: EvTurn, Seat: seat, A: s.turn, B: s.round})
	s.tempSway = Sway{}
	s.boonAt, s.upkeepAt = 0, 0
	s.runTech()
	s.advanceStart()
}

// landmarksLeft reports whether any Landmark is still to be had.
func (s *State) landmarksLeft() bool {
	if s.lmPileN > 0 {
		return true
	}
	for _, id := range s.lmRow {
		if id >= 0 {
			return true
		}
	}
	return false
}

// endTurn passes the turn on, ends the round or the game.
func (s *State) endTurn() {
	if s.solo {
		// [S5.end] The game ends with the round in which the last Landmark
		// leaves the row.
		if !s.landmarksLeft() || s.round >= RoundGuard {
			s.end()
			return
		}
		s.soloReveal()
		return
	}
	next := rules.Seat((int(s.active) + 1) % int(s.seats))
	if next == s.first {
		if s.final {
			s.end()
			return
		}
		s.round++
		if s.round >= RoundGuard {
			s.triggerFinal(finalGuard)
		}
	}
	s.beginTurn(next)
}

// soloReveal reveals two Material cards for the solo step.
func (s *State) soloReveal() {
	s.reveal = [2]int16{-1, -1}
	for i := range s.reveal {
		c := s.popMaterial()
		s.reveal[i] = c.ID
	}
	if s.reveal[0] < 0 {
		s.reveal[0], s.reveal[1] = s.reveal[1], -1
	}
	if s.reveal[0] < 0 {
		s.round++
		s.beginTurn(0)
		return
	}
	s.emit(rules.Event{Kind: EvReveal, Seat: rules.NoSeat, A: s.reveal[0], B: s.reveal[1], Sealed: true})
	s.phase = phSoloPick
}

// soloPick plays the solo step with revealed card a as the first.
func (s *State) soloPick(a int) {
	first, second := s.reveal[a], s.reveal[1-a]
	s.reveal = [2]int16{-1, -1}
	t := Materials[first].Type
	wild := Materials[first].Kind == RareCard
	for i, id := range s.infRow {
		if id >= 0 && !wild && Influences[id].Cost[t] > 0 {
			s.infRow[i] = -1
			s.infDisc[s.infDiscN] = id
			s.infDiscN++
			s.supply = s.supply.plus(s.rowTokens[i])
			s.rowTokens[i] = Bundle{}
			s.emit(rules.Event{Kind: EvClear, Seat: rules.NoSeat, A: 1, B: int16(i), C: id})
		}
	}
	s.emit(rules.Event{Kind: EvPick, Seat: 0, A: int16(a), B: first})
	s.gainMaterial(0, card{ID: first, Known: rules.Everyone})
	if second >= 0 {
		t := Materials[second].Type
		wild := Materials[second].Kind == RareCard
		for i, id := range s.matRow {
			if id >= 0 && !wild && Materials[id].Type == t {
				s.matRow[i] = -1
				s.discardMaterial(id)
				s.emit(rules.Event{Kind: EvClear, Seat: rules.NoSeat, A: 0, B: int16(i), C: id})
			}
		}
		s.emit(rules.Event{Kind: EvPick, Seat: 0, A: int16(1 - a), B: second})
		s.gainMaterial(0, card{ID: second, Known: rules.Everyone})
	}
	// The cleared slots stay empty until the next Status phase.
	s.round++
	s.beginTurn(0)
}

// end finishes the game.
func (s *State) end() {
	s.phase = phOver
	for seat := range rules.Seat(s.seats) {
		s.emit(rules.Event{Kind: EvEnd, Seat: seat, A: int16(s.Score(seat))})
	}
}

// payRefusal names the true reason why m, a Trade, an Earn or a payment
// step, is refused now, or returns "" for other moves.
func (s *State) payRefusal(m rules.Move) string {
	who := s.active.String()
	switch {
	case (m.Kind == MoveTrade || m.Kind == MoveEarn) && s.phase == phAction:
		what, bar := "trade for Influence row slot", barEmpty
		if m.Kind == MoveTrade && m.A >= 0 && m.A < InfluenceRow {
			bar = s.tradeBar(int8(m.A))
		} else if m.Kind == MoveEarn {
			what = "earn Landmark row slot"
			if m.A >= 0 && m.A < LandmarkRow {
				bar = s.earnBar(int8(m.A))
			}
		}
		where := fmt.Sprintf("%s cannot %s %d", who, what, m.A+1)
		switch {
		case m.B != 0 || m.C != 0 || m.D != 0:
			return where + ": the move takes a slot only"
		case bar == barEmpty:
			return where + ": the slot is empty"
		case bar == barFull:
			return where + ": the inventory has no room for another card of that kind"
		case bar == barCalledOff:
			return where + ": it called off that payment this turn, and nothing has changed since (an engine guard against endless loops, ruling R-loop)"
		case bar == barCost && m.Kind == MoveEarn && !Landmarks[s.lmRow[m.A]].Advanced:
			return where + ": its Influence does not cover the cost"
		case bar == barCost:
			return where + ": its hand, tokens and conversions cannot pay the whole cost"
		}
	case s.phase == phPay && (m.Kind == MovePay || m.Kind == MoveSpend || m.Kind == MoveRelease || m.Kind == MoveConvert):
		if !s.payForm(m) {
			if m.Kind == MoveConvert {
				return s.convertRefusal(m)
			}
			return ""
		}
		if !s.payable() {
			return "the payment under way can no longer be completed; cancel it"
		}
		if m.Kind == MoveConvert && !s.convertsThroughRare(m) {
			pay, gain := s.conversion(m)
			k := packPool(s.pool.minus(pay).plus(gain))
			for _, h := range s.run[:s.runN] {
				if h == k {
					return "that conversion would bring the pool back to what it held earlier in this run of conversions (an engine guard against endless loops, ruling R-loop)"
				}
			}
			if int(s.runN) >= maxRun {
				return fmt.Sprintf("the pool has been through %d contents in this run of conversions; pay something in first (an engine guard, ruling R-loop)", maxRun)
			}
		}
		if !s.keepsPayable(m) {
			return "after that step the cost could no longer be paid in full"
		}
	}
	return ""
}

// convertRefusal explains why conversion m is not possible in form.
func (s *State) convertRefusal(m rules.Move) string {
	ss := s.me()
	if m.D != 0 || m.A < 0 || m.A >= int16(ss.invN) || m.B < 0 || m.B >= int16(ss.invN) || m.C < 0 || m.C > 1 {
		return "that conversion names no cards of the inventory"
	}
	lo, hi := m.A, m.B
	if m.C == 1 {
		lo, hi = m.B, m.A
	}
	if lo > hi {
		return "a conversion paying the left side traces right, one paying the right side traces left"
	}
	for p := lo + 1; p <= hi; p++ {
		if ss.start[p] {
			return "the start and stop of a conversion must be in one chain"
		}
	}
	a, b := ss.inv[m.A], ss.inv[m.B]
	if !converts(a) || !converts(b) || tierOf(Materials[a]) != tierOf(Materials[b]) {
		return "a conversion starts and stops on cards of one tier that convert"
	}
	pay, _ := s.conversion(m)
	return fmt.Sprintf("the pool does not hold the %s that conversion pays", pay)
}
