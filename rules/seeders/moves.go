package seeders

import (
	"errors"
	"fmt"

	"starboard/rules"
)

// Move kinds. The arguments of each are listed with it; cards are ids.
const (
	mvOrder     uint8 = iota + 1 // A: turn-order slot (0 is first)
	mvDiscard                    // A: card to discard (Foundation, committed secretly)
	mvPass                       // end the current turn, window, phase or choice
	mvPlace                      // A: Caste of the Negotiator, B: Spot, C: 0 puts the higher influence on the Spot's first Chamber, 1 on its second
	mvReturn                     // A: Caste of the Negotiator sent home by the winner
	mvPath                       // A: Caste, B: 0 for [3]-[1], 1 for [2]-[2]
	mvRecycle                    // A: card
	mvIntegrate                  // A: card, B: host Unit or -1, C: target of its Integration ability or -1
	mvRehost                     // A: Vacant Crew joining the Unit just integrated
	mvActivate                   // A: card, B C D: targets (B is the sacrificed card of a Sacrifice)
	mvMoveCrew                   // A: Crew, B: Unit
	mvSafeIn                     // A: Safe Unit receiving one Resource from the Supply
	mvSafeOut                    // A: Safe Unit giving one Resource back to the Supply
	mvMutate                     // A: card with the Mutagen token, B: Crew becoming a Mutant
	mvJail                       // A: card with the Jailer token, B: Crew jailed
	mvFree                       // A: card with the Jailer token, B: prisoner freed to hand
	mvPick                       // A: card picked from the draft pack (committed secretly)
)

// ToMove returns the seat that must decide next.
func (s *State) ToMove() rules.Seat {
	if s.phase == phOver {
		return rules.NoSeat
	}
	return rules.Seat(s.acting())
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == phOver }

func mv(kind uint8, a, b, c, d int16) rules.Move {
	return rules.Move{Kind: kind, A: a, B: b, C: c, D: d}
}

// Legal appends the legal moves of the seat to move.
func (s *State) Legal(dst []rules.Move) []rules.Move { return s.legal(dst, 0) }

// isAction reports whether moves of kind k come from actions.
func isAction(k uint8) bool {
	switch k {
	case mvActivate, mvMutate, mvJail, mvFree, mvSafeIn, mvSafeOut:
		return true
	}
	return false
}

// legal appends the legal moves of kind want, or all when want is 0.
func (s *State) legal(dst []rules.Move, want uint8) []rules.Move {
	if s.phase == phOver {
		return dst
	}
	seat := s.acting()
	switch s.phase {
	case phOrder:
		for i := int8(0); i < s.seats; i++ {
			if s.order[i] < 0 {
				dst = append(dst, mv(mvOrder, int16(i), -1, -1, -1))
			}
		}
	case phDiscard:
		for j := int8(0); j < s.handN[seat]; j++ {
			dst = append(dst, mv(mvDiscard, s.hands[seat][j].id, -1, -1, -1))
		}
	case phDraft:
		for j := int8(0); j < s.packN[seat]; j++ {
			dst = append(dst, mv(mvPick, s.pack[seat][j].id, -1, -1, -1))
		}
	case phWindow:
		dst = append(dst, mv(mvPass, -1, -1, -1, -1))
		for _, id := range s.arkOf(seat) {
			if cards[id].When == Window && !s.card[id].rotated {
				dst = s.effectTargets(dst, mv(mvActivate, id, -1, -1, -1), 1, seat, cards[id])
			}
		}
	case phPlace:
		if want == 0 || want == mvPlace {
			dst = s.placements(dst, seat)
		}
		if want == 0 || isAction(want) {
			dst = s.actions(dst, seat)
		}
	case phAfterPlace:
		dst = append(dst, mv(mvPass, -1, -1, -1, -1))
		if want == 0 || isAction(want) {
			dst = s.actions(dst, seat)
		}
	case phReturn:
		var buf [numCastes]int8
		for _, k := range s.adjacent(seat, s.resolving, buf[:0]) {
			dst = append(dst, mv(mvReturn, int16(k), -1, -1, -1))
		}
	case phPath:
		k := int16(s.pathNegotiator())
		dst = append(dst, mv(mvPath, k, 0, -1, -1), mv(mvPath, k, 1, -1, -1))
	case phIntegrate:
		if s.handN[seat] <= 1 {
			dst = append(dst, mv(mvPass, -1, -1, -1, -1))
		}
		if want == 0 || want == mvRecycle || want == mvIntegrate {
			dst = s.integrations(dst, seat)
		}
		if want == 0 || isAction(want) {
			dst = s.actions(dst, seat)
		}
		if want == 0 || want == mvMoveCrew {
			dst = s.crewMoves(dst, seat)
		}
	case phRehost:
		dst = append(dst, mv(mvPass, -1, -1, -1, -1))
		if s.card[s.rehost].crews < 2 {
			for id := int16(0); id < NumCards; id++ {
				if c := &s.card[id]; c.loc == locVacant && c.owner == seat {
					dst = append(dst, mv(mvRehost, id, -1, -1, -1))
				}
			}
		}
	case phReorder:
		dst = append(dst, mv(mvPass, -1, -1, -1, -1))
		dst = s.crewMoves(dst, seat)
	}
	return dst
}

// placements appends the Negotiator placements of seat.
func (s *State) placements(dst []rules.Move, seat int8) []rules.Move {
	for k := int8(0); k < numCastes; k++ {
		n := s.neg[seat][k]
		if n.spot >= 0 {
			continue
		}
		for sp := int8(0); sp < s.nspots; sp++ {
			if s.spotNeg[sp] >= 0 {
				continue
			}
			dst = append(dst, mv(mvPlace, int16(k), int16(sp), 0, -1))
			if n.hi != n.lo {
				dst = append(dst, mv(mvPlace, int16(k), int16(sp), 1, -1))
			}
			if s.morph[seat] && s.hidSpot[seat] < 0 {
				dst = append(dst, mv(mvPlace, int16(k), int16(sp), 0, 1))
				if n.hi != n.lo {
					dst = append(dst, mv(mvPlace, int16(k), int16(sp), 1, 1))
				}
			}
		}
	}
	return dst
}

// negotiating reports whether the game is in a Negotiation turn.
func (s *State) negotiating() bool { return s.phase == phPlace || s.phase == phAfterPlace }

// actions appends what seat may do with its Ark on its own turn: abilities,
// tokens and Safes.
func (s *State) actions(dst []rules.Move, seat int8) []rules.Move {
	wealth := s.wealth(seat)
	ark := s.arkOf(seat)
	for _, id := range ark {
		d, c := cards[id], &s.card[id]
		switch {
		case d.When == Window, d.When == Negotiating && !s.negotiating():
		case d.Trigger == OnActivation && !c.rotated && wealth >= d.TechCost,
			d.Trigger == OnNatural && wealth >= d.TechCost:
			dst = s.effectTargets(dst, mv(mvActivate, id, -1, -1, -1), 1, seat, d)
		case d.Trigger == OnSacrifice:
			for _, v := range ark {
				if cards[v].inClass(d.Sacrifice) && s.card[v].crews == 0 {
					dst = append(dst, mv(mvActivate, id, v, -1, -1))
				}
			}
		}
		if c.mutagen {
			for p := int8(0); p < s.seats; p++ {
				for _, v := range s.arkOf(p) {
					if !cards[v].Unit && !s.card[v].mutant {
						dst = append(dst, mv(mvMutate, id, v, -1, -1))
					}
				}
			}
		}
		if c.jailer && wealth >= 1 {
			for p := int8(0); p < s.seats; p++ {
				for _, v := range s.arkOf(p) {
					if !cards[v].Unit {
						dst = append(dst, mv(mvJail, id, v, -1, -1))
					}
				}
			}
			for v := int16(0); v < NumCards; v++ {
				if cv := &s.card[v]; cv.loc == locJail && cv.owner == seat {
					dst = append(dst, mv(mvFree, id, v, -1, -1))
				}
			}
		}
		if d.Castes&Safe != 0 {
			if s.res[seat] > 0 {
				dst = append(dst, mv(mvSafeIn, id, -1, -1, -1))
			}
			if c.safe > 0 {
				dst = append(dst, mv(mvSafeOut, id, -1, -1, -1))
			}
		}
	}
	return dst
}

// integrations appends the recycling and integrating of seat's hand.
func (s *State) integrations(dst []rules.Move, seat int8) []rules.Move {
	wealth := s.wealth(seat)
	for j := int8(0); j < s.handN[seat]; j++ {
		id := s.hands[seat][j].id
		dst = append(dst, mv(mvRecycle, id, -1, -1, -1))
		if id < 0 {
			continue // a card a view may not see
		}
		d := cards[id]
		if wealth < d.Cost {
			continue
		}
		if d.Unit {
			dst = s.integrationTargets(dst, mv(mvIntegrate, id, -1, -1, -1), seat, d)
			continue
		}
		for _, u := range s.arkOf(seat) {
			if cards[u].Unit && s.card[u].crews < 2 {
				dst = s.integrationTargets(dst, mv(mvIntegrate, id, u, -1, -1), seat, d)
			}
		}
	}
	return dst
}

// integrationTargets appends m once per target of d's Integration ability,
// or once with no target when it has none or it cannot be resolved.
func (s *State) integrationTargets(dst []rules.Move, m rules.Move, seat int8, d *Card) []rules.Move {
	if d.Trigger != OnIntegration || !needsTarget(d.Effect) {
		return append(dst, m)
	}
	n := len(dst)
	dst = s.effectTargets(dst, m, 2, seat, d)
	if len(dst) == n {
		dst = append(dst, m) // the ability is lost
	}
	return dst
}

// crewMoves appends the moves of seat's Crews to its other Units.
func (s *State) crewMoves(dst []rules.Move, seat int8) []rules.Move {
	ark := s.arkOf(seat)
	for _, id := range ark {
		if cards[id].Unit {
			continue
		}
		for _, u := range ark {
			if u != s.card[id].host && cards[u].Unit && s.card[u].crews < 2 {
				dst = append(dst, mv(mvMoveCrew, id, u, -1, -1))
			}
		}
	}
	return dst
}

// Apply plays m for the seat to move.
func (s *State) Apply(m rules.Move) ([]rules.Event, error) {
	if s.phase == phOver {
		return nil, errors.New("the game is over")
	}
	if !s.allowed(m) {
		return nil, s.refusal(m)
	}
	s.events = s.events[:0]
	s.steps++
	seat, before := s.acting(), s.phase
	switch m.Kind {
	case mvOrder:
		s.chooseSlot(int8(m.A))
	case mvDiscard:
		s.commit[seat] = s.slotOf(seat, m.A)
		s.emit(rules.Event{Kind: EvCommit, Seat: rules.Seat(seat), A: m.A, To: rules.SeatsOf(rules.Seat(seat)), Secret: rules.SecretA})
		s.cur++
		s.nextDiscarder()
	case mvPick:
		for j := int8(0); j < s.packN[seat]; j++ {
			if s.pack[seat][j].id == m.A {
				s.commit[seat] = j
			}
		}
		s.emit(rules.Event{Kind: EvChoose, Seat: rules.Seat(seat), A: m.A, To: rules.SeatsOf(rules.Seat(seat)), Secret: rules.SecretA})
		s.cur++
		s.nextDrafter()
	case mvPass:
		s.pass(seat)
	case mvPlace:
		if m.D == 1 {
			s.placeHidden(seat, int8(m.A), int8(m.B), int8(m.C))
		} else {
			s.place(seat, int8(m.A), int8(m.B), m.C == 1)
		}
	case mvReturn:
		s.returnNegotiator(seat, int8(m.A))
		s.resolving++
		s.resolve()
	case mvPath:
		n := &s.neg[seat][m.A]
		n.hi, n.lo = 3, 1
		if m.B == 1 {
			n.hi, n.lo = 2, 2
		}
		n.spot = -1
		s.emit(rules.Event{Kind: EvUpgrade, Seat: rules.Seat(seat), A: m.A, B: int16(n.hi), C: int16(n.lo)})
		s.upgrade()
	case mvRecycle:
		s.recycle(seat, m.A)
	case mvIntegrate:
		s.integrate(seat, m)
	case mvRehost:
		c := &s.card[m.A]
		c.loc, c.host = locArk, s.rehost
		s.arkAdd(seat, m.A)
		s.card[s.rehost].crews++
		s.emit(rules.Event{Kind: EvRehost, Seat: rules.Seat(seat), A: m.A, B: s.rehost})
		if s.card[s.rehost].crews == 2 || !s.hasVacant(seat) {
			s.phase = phIntegrate
		}
	case mvActivate:
		s.activate(seat, m)
	case mvMoveCrew:
		c := &s.card[m.A]
		s.card[c.host].crews--
		c.host = m.B
		s.card[m.B].crews++
		e := rules.Event{Kind: EvMoveCrew, Seat: rules.Seat(seat), A: m.A, B: m.B}
		if s.phase == phReorder {
			// [P5.reorder] Simultaneous: kept secret until all have rearranged.
			e.To, e.Secret = rules.SeatsOf(rules.Seat(seat)), rules.SecretA|rules.SecretB
		}
		s.emit(e)
	case mvSafeIn:
		s.res[seat]--
		s.card[m.A].safe++
		s.emit(rules.Event{Kind: EvSafe, Seat: rules.Seat(seat), A: m.A, B: 1})
	case mvSafeOut:
		s.res[seat]++
		s.card[m.A].safe--
		s.emit(rules.Event{Kind: EvSafe, Seat: rules.Seat(seat), A: m.A, B: -1})
	case mvMutate:
		s.card[m.A].mutagen = false
		s.card[m.B].mutant = true
		s.emit(rules.Event{Kind: EvMutate, Seat: rules.Seat(seat), A: m.A, B: m.B})
	case mvJail:
		s.payFor(seat, 1, m.A, payJailer)
		s.card[m.A].jailer = false
		s.jailer++
		s.jail(seat, m.B)
	case mvFree:
		s.payFor(seat, 1, m.A, payJailer)
		s.card[m.A].jailer = false
		s.jailer++
		s.toHand(seat, m.B, rules.Everyone)
		s.emit(rules.Event{Kind: EvFree, Seat: rules.Seat(seat), A: m.B})
	}
	s.afterAction(seat, m.Kind)
	// A spell counts the moves of one seat in one phase: a choice that
	// leads into the next phase (a turn-order slot, a placement) is not
	// charged for the moves that follow it.
	s.made[seat]++
	if m.Kind == mvSafeIn || m.Kind == mvSafeOut || m.Kind == mvMoveCrew {
		s.idle[seat]++
	}
	if s.phase != phOver && s.phase == before && s.acting() == seat {
		s.run[seat]++
	} else {
		s.run[seat] = 0
	}
	return s.events, nil
}

// allowed reports whether m is legal now: a direct check for placements,
// the most common move, and a search of the legal moves of m's kind
// otherwise.
func (s *State) allowed(m rules.Move) bool {
	if m.Kind == mvPlace && s.phase == phPlace {
		seat := s.acting()
		if m.A < 0 || m.A >= numCastes || m.B < 0 || m.B >= int16(s.nspots) || m.D != -1 && m.D != 1 {
			return false
		}
		if m.D == 1 && (!s.morph[seat] || s.hidSpot[seat] >= 0) {
			return false
		}
		n := s.neg[seat][m.A]
		return n.spot < 0 && s.spotNeg[m.B] < 0 && (m.C == 0 || m.C == 1 && n.hi != n.lo)
	}
	var buf [256]rules.Move
	for _, l := range s.legal(buf[:0], m.Kind) {
		if l == m {
			return true
		}
	}
	return false
}

// afterAction ends a Negotiation turn once the seat has placed and has
// nothing left it could do.
func (s *State) afterAction(seat int8, kind uint8) {
	if s.phase != phAfterPlace && !(s.phase == phPlace && kind == mvPlace) {
		return
	}
	s.phase = phAfterPlace
	var buf [32]rules.Move
	if len(s.actions(buf[:0], seat)) == 0 {
		s.endPlacementTurn()
	}
}

// pass ends whatever the seat was asked to end.
func (s *State) pass(seat int8) {
	switch s.phase {
	case phWindow:
		s.windowed[seat] = true
		s.nextWindow()
	case phAfterPlace:
		s.endPlacementTurn()
	case phIntegrate:
		s.endIntegration()
	case phRehost:
		s.phase = phIntegrate
	case phReorder:
		s.cur++
		s.nextReorder()
	}
}

// placeHidden puts Negotiator k of seat face down on Spot sp, without
// cubes: the Morphoplast's hidden Negotiator.
func (s *State) placeHidden(seat, k, sp, flip int8) {
	s.neg[seat][k].spot = sp
	s.spotNeg[sp] = seat*8 + 7
	s.hidSpot[seat], s.hidCaste[seat], s.hidFlip[seat] = sp, k, flip
	to := rules.SeatsOf(rules.Seat(seat))
	s.emit(rules.Event{Kind: EvPlaceHidden, Seat: rules.Seat(seat), A: int16(k), B: int16(sp), C: int16(flip), To: to, Secret: rules.SecretA | rules.SecretC})
}

// revealHidden turns the face-down Negotiators up in turn order and places
// their cubes, at the start of the resolution.
func (s *State) revealHidden() {
	for i := int8(0); i < s.seats; i++ {
		seat := s.order[i]
		if s.hidSpot[seat] < 0 {
			continue
		}
		k, sp := s.hidCaste[seat], s.hidSpot[seat]
		s.emit(rules.Event{Kind: EvRevealHidden, Seat: rules.Seat(seat), A: int16(k), B: int16(sp), Sealed: true})
		s.place(seat, k, sp, s.hidFlip[seat] == 1)
		s.hidSpot[seat], s.hidCaste[seat], s.hidFlip[seat] = -1, -1, 0
	}
	s.morph = [4]bool{}
}

// place puts Negotiator k of seat on Spot sp with its cubes.
func (s *State) place(seat, k, sp int8, flipped bool) {
	n := &s.neg[seat][k]
	n.spot = sp
	s.spotNeg[sp] = seat*8 + k
	z0, z1 := s.spots[sp][0], s.spots[sp][1]
	a, b := n.hi, n.lo
	if flipped {
		a, b = b, a
	}
	// [N2.social] One more cube on a Zone whose card shares the Caste.
	if id := s.chamber[z0]; id >= 0 && cards[id].Caste == Caste(k) {
		a++
	}
	if id := s.chamber[z1]; id >= 0 && cards[id].Caste == Caste(k) {
		b++
	}
	s.cubes[z0][seat] += a
	s.cubes[z1][seat] += b
	s.emit(rules.Event{Kind: EvPlace, Seat: rules.Seat(seat), A: int16(k), B: int16(sp), C: int16(a), D: int16(b)})
}

// recycle discards card id from seat's hand for Resources.
func (s *State) recycle(seat int8, id int16) {
	s.takeHand(seat, s.slotOf(seat, id))
	n := cards[id].Recycle
	if n == 0 {
		n = int(s.turn)
	}
	s.res[seat] += int16(n)
	s.toDiscard(id)
	s.emit(rules.Event{Kind: EvRecycle, Seat: rules.Seat(seat), A: id, B: int16(n)})
}

// integrate plays a card from hand into seat's Ark.
func (s *State) integrate(seat int8, m rules.Move) {
	id := m.A
	d := cards[id]
	s.takeHand(seat, s.slotOf(seat, id))
	safes := s.pay(seat, d.Cost)
	s.card[id] = cardState{loc: locArk, owner: seat, host: m.B}
	s.arkAdd(seat, id)
	if m.B >= 0 {
		s.card[m.B].crews++
	}
	s.emit(rules.Event{Kind: EvIntegrate, Seat: rules.Seat(seat), A: id, B: m.B, C: int16(d.Cost), D: int16(safes)})
	if d.PP > 0 {
		s.gain(seat, d.PP, lnIntegrated)
		s.emit(rules.Event{Kind: EvGainPP, Seat: rules.Seat(seat), A: int16(d.PP), B: id})
	}
	// [A1.mutagen] [A1.jailer] Tokens while the supply lasts.
	if d.Castes&Mutagen != 0 && s.mutagen > 0 {
		s.mutagen--
		s.card[id].mutagen = true
		s.emit(rules.Event{Kind: EvToken, Seat: rules.Seat(seat), A: id, B: 0})
	}
	if d.Castes&Jailer != 0 && s.jailer > 0 {
		s.jailer--
		s.card[id].jailer = true
		s.emit(rules.Event{Kind: EvToken, Seat: rules.Seat(seat), A: id, B: 1})
	}
	// [A1.recruitment] A Secondary Crew into hand, while the pile lasts.
	if d.Castes&RecruitConvert != 0 {
		s.recruit(seat, Converts)
	}
	if d.Castes&RecruitWorker != 0 {
		s.recruit(seat, Workers)
	}
	if d.Trigger == OnIntegration {
		s.resolveEffect(seat, id, d, m.C, -1, -1)
	}
	if d.Unit && s.hasVacant(seat) {
		s.phase, s.rehost = phRehost, id
	}
}

// hasVacant reports whether seat has Vacant Crews.
func (s *State) hasVacant(seat int8) bool {
	for id := int16(0); id < NumCards; id++ {
		if c := &s.card[id]; c.loc == locVacant && c.owner == seat {
			return true
		}
	}
	return false
}

// recruit draws a Secondary Crew of pile p into seat's hand.
func (s *State) recruit(seat int8, p int) {
	for id := pileStart[p]; id < pileStart[p+1]; id++ {
		if s.card[id].loc == locPile {
			s.toHand(seat, id, rules.Everyone)
			s.emit(rules.Event{Kind: EvRecruit, Seat: rules.Seat(seat), A: id})
			return
		}
	}
	s.emit(rules.Event{Kind: EvLost, Seat: rules.Seat(seat), A: int16(p)})
}

// activate uses a Technical ability of a controlled card.
func (s *State) activate(seat int8, m rules.Move) {
	id := m.A
	d := cards[id]
	s.emit(rules.Event{Kind: EvActivate, Seat: rules.Seat(seat), A: id})
	switch d.Trigger {
	case OnActivation:
		s.card[id].rotated = true
		s.payFor(seat, d.TechCost, id, payAbility)
	case OnNatural:
		s.payFor(seat, d.TechCost, id, payAbility)
	case OnSacrifice:
		v := m.B
		s.leavePlay(v)
		s.toDiscard(v)
		s.emit(rules.Event{Kind: EvSacrifice, Seat: rules.Seat(seat), A: v})
		s.resolveEffect(seat, id, d, -1, -1, -1)
		return
	}
	s.resolveEffect(seat, id, d, m.B, m.C, m.D)
	if s.phase == phWindow && !s.hasWindowCard(seat) {
		s.windowed[seat] = true
		s.nextWindow()
	}
}

// leavePlay takes Crew or Unit v out of its Unit before it moves elsewhere.
func (s *State) leavePlay(v int16) {
	c := &s.card[v]
	if c.loc == locArk {
		s.arkRemove(c.owner, v)
	}
	if c.host >= 0 {
		s.card[c.host].crews--
		c.host = -1
	}
}

// jail puts Crew v in seat's Jail.
func (s *State) jail(seat int8, v int16) {
	owner := s.card[v].owner
	s.leavePlay(v)
	s.dropTokens(v)
	s.card[v] = cardState{loc: locJail, owner: seat, host: -1}
	s.emit(rules.Event{Kind: EvJail, Seat: rules.Seat(seat), A: v, B: int16(owner)})
}

// refusal says why m is not legal now.
func (s *State) refusal(m rules.Move) error {
	p := s.Prompt()
	switch {
	case m.Kind == 0 || m.Kind > mvPick:
		return errors.New("that is not a move of this game")
	case m.Kind == mvPass && s.phase == phIntegrate:
		return errors.New("you may keep at most one card: recycle or integrate the others first")
	case m.Kind == mvPlace && s.phase == phPlace:
		seat := s.acting()
		switch {
		case m.A < 0 || m.A >= numCastes || m.B < 0 || m.B >= int16(s.nspots):
			return errors.New("there is no such Negotiator or Spot")
		case s.neg[seat][m.A].spot >= 0:
			return errors.New(negName(m.A) + " is already on the board")
		case s.spotNeg[m.B] >= 0:
			return fmt.Errorf("Spot %d is already taken", m.B+1)
		case m.D == 1:
			return errors.New("only a Morphoplast lets you place one Negotiator face down")
		}
		return errors.New("this Negotiator puts as many cubes on both sides: place it with side a")
	case (m.Kind == mvRecycle || m.Kind == mvIntegrate) && s.phase == phIntegrate:
		seat := s.acting()
		if m.A < 0 || m.A >= NumCards || s.slotOf(seat, m.A) < 0 {
			return errors.New("that card is not in your hand")
		}
		d := cards[m.A]
		switch {
		case m.Kind == mvIntegrate && s.wealth(seat) < d.Cost:
			return fmt.Errorf("%s costs %d Resources and you have %d", d.Name, d.Cost, s.wealth(seat))
		case m.Kind == mvIntegrate && !d.Unit && m.B < 0:
			return errors.New("a Crew must be hosted by one of your Units with a free spot")
		}
	case m.Kind == mvIntegrate || m.Kind == mvActivate || m.Kind == mvJail || m.Kind == mvFree:
		if s.phase == phIntegrate || s.negotiating() {
			return errors.New("you cannot do that: the card is not yours to use, the cost is too high, or the target is not allowed")
		}
	}
	return errors.New("that is not allowed now: " + p.Text)
}
