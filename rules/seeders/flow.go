package seeders

import "starboard/rules"

// This file drives the turn: the automatic steps between decisions.

// startTurn begins the next game turn with its Preparation phase.
func (s *State) startTurn() {
	s.turn++
	s.made, s.idle = [4]int16{}, [4]int16{}
	s.emit(rules.Event{Kind: EvTurn, Seat: rules.NoSeat, A: int16(s.turn)})
	if s.turn == 1 {
		s.foundation()
		return
	}
	// [P1.upkeep] Rotated cards are reset.
	for id := range s.card {
		s.card[id].rotated = false
	}
	// [P1.order] The lowest Prestige chooses first; ties keep last turn's order.
	var by [4]int8
	n := int(s.seats)
	copy(by[:], s.order[:n])
	for i := 1; i < n; i++ {
		for j := i; j > 0 && s.pp[by[j]] < s.pp[by[j-1]]; j-- {
			by[j], by[j-1] = by[j-1], by[j]
		}
	}
	s.chooser = by
	for i := range s.order {
		s.order[i] = -1
	}
	s.phase, s.cur = phOrder, 0
}

// chooseSlot puts the choosing seat on slot i and moves on.
func (s *State) chooseSlot(i int8) {
	seat := s.chooser[s.cur]
	s.order[i] = seat
	s.emit(rules.Event{Kind: EvOrder, Seat: rules.Seat(seat), A: int16(i)})
	s.cur++
	if s.cur == s.seats-1 {
		// The last seat takes the slot left.
		for j := int8(0); j < s.seats; j++ {
			if s.order[j] < 0 {
				s.order[j] = s.chooser[s.cur]
				s.emit(rules.Event{Kind: EvOrder, Seat: rules.Seat(s.chooser[s.cur]), A: int16(j)})
			}
		}
		s.foundation()
	}
}

// dealt is the number of cards dealt per seat in the Foundation phase.
func (s *State) dealt() int8 {
	if s.seats == 2 {
		return 2
	}
	return 4
}

// foundation deals the cards, then asks seats over the hand size to
// discard. In Expert Play the Wing of Whispers is filled first.
func (s *State) foundation() {
	if s.expert {
		s.revealChambers()
	}
	if s.draft {
		s.startDraft()
		return
	}
	for i := int8(0); i < s.seats; i++ {
		seat := s.order[i]
		for k := int8(0); k < s.dealt(); k++ {
			id := s.draw()
			if id < 0 {
				break
			}
			s.toHand(seat, id, rules.SeatsOf(rules.Seat(seat)))
			s.emit(rules.Event{Kind: EvDeal, Seat: rules.Seat(seat), A: id, To: rules.SeatsOf(rules.Seat(seat)), Secret: rules.SecretA, Sealed: true})
		}
	}
	s.phase, s.cur = phDiscard, 0
	s.nextDiscarder()
}

// startDraft deals the draft packs: four cards, two with two players.
func (s *State) startDraft() {
	for i := int8(0); i < s.seats; i++ {
		seat := s.order[i]
		for k := int8(0); k < s.dealt(); k++ {
			id := s.draw()
			if id < 0 {
				break
			}
			me := rules.SeatsOf(rules.Seat(seat))
			s.pack[seat][s.packN[seat]] = handCard{id: id, known: me, seen: me, pack: packTag(s.turn, seat)}
			s.packN[seat]++
			s.emit(rules.Event{Kind: EvDeal, Seat: rules.Seat(seat), A: id, To: rules.SeatsOf(rules.Seat(seat)), Secret: rules.SecretA, Sealed: true})
		}
	}
	s.phase, s.cur = phDraft, 0
	s.nextDrafter()
}

// nextDrafter asks the next seat to pick, or, once all have picked, takes
// the picks and passes the packs: left (to the next seat) on turns 1 and
// 3, right on turns 2 and 4. A last card is taken without a choice.
//
// [P2.draft] Picks are laid face down: only the picker knows its pick.
// A passed card is known to the passer and the receiver until the
// receiver picks; the seats that held it before remember it (seen) but not
// where it goes.
func (s *State) nextDrafter() {
	for ; s.cur < s.seats; s.cur++ {
		seat := s.order[s.cur]
		if s.packN[seat] > 1 && s.commit[seat] == commitNone {
			return
		}
	}
	for seat := int8(0); seat < s.seats; seat++ {
		me := rules.SeatsOf(rules.Seat(seat))
		if j := s.commit[seat]; j >= 0 {
			h := s.pack[seat][j]
			copy(s.pack[seat][j:s.packN[seat]], s.pack[seat][j+1:s.packN[seat]])
			s.packN[seat]--
			s.pack[seat][s.packN[seat]] = handCard{}
			h.known = me
			s.toHandCard(seat, h)
			s.emit(rules.Event{Kind: EvPick, Seat: rules.Seat(seat), A: h.id, To: me, Secret: rules.SecretA, Sealed: true})
		}
		s.commit[seat] = commitNone
	}
	dir := int8(1)
	if s.turn%2 == 0 {
		dir = s.seats - 1
	}
	var moved [4][4]handCard
	var movedN [4]int8
	for seat := int8(0); seat < s.seats; seat++ {
		to := (seat + dir) % s.seats
		for j := int8(0); j < s.packN[seat]; j++ {
			h := s.pack[seat][j]
			h.known = rules.SeatsOf(rules.Seat(seat), rules.Seat(to))
			h.seen = h.seen.With(rules.Seat(to))
			moved[to][j] = h
			s.emit(rules.Event{Kind: EvPassCard, Seat: rules.Seat(seat), A: h.id, B: int16(to), To: h.known, Secret: rules.SecretA, Sealed: true})
		}
		movedN[to] = s.packN[seat]
	}
	s.pack, s.packN = moved, movedN
	for seat := int8(0); seat < s.seats; seat++ {
		if s.packN[seat] == 1 {
			h := s.pack[seat][0]
			s.packN[seat] = 0
			s.pack[seat][0] = handCard{}
			s.toHandCard(seat, h)
		}
	}
	for seat := int8(0); seat < s.seats; seat++ {
		if s.packN[seat] > 0 {
			s.cur = 0
			s.nextDrafter()
			return
		}
	}
	s.phase, s.cur = phDiscard, 0
	s.nextDiscarder()
}

// nextDiscarder moves to the next seat that must discard, or reveals the
// discards once all have chosen.
func (s *State) nextDiscarder() {
	for ; s.cur < s.seats; s.cur++ {
		seat := s.order[s.cur]
		if s.handN[seat] > s.dealt() && s.commit[seat] == commitNone {
			return
		}
	}
	for i := int8(0); i < s.seats; i++ {
		seat := s.order[i]
		if j := s.commit[seat]; j >= 0 {
			id := s.takeHand(seat, j)
			s.toDiscard(id)
			s.emit(rules.Event{Kind: EvDiscard, Seat: rules.Seat(seat), A: id, Sealed: true})
		}
		s.commit[seat] = commitNone
	}
	s.negotiation()
}

// revealChambers fills the empty Chambers from the Ark pile.
func (s *State) revealChambers() {
	for c := int8(0); c < Chambers; c++ {
		if s.chamber[c] >= 0 {
			continue
		}
		id := s.draw()
		if id < 0 {
			continue
		}
		s.chamber[c] = id
		s.card[id] = cardState{loc: locChamber, owner: -1, host: -1}
		s.emit(rules.Event{Kind: EvReveal, Seat: rules.NoSeat, A: int16(c), B: id, Sealed: true})
	}
}

// negotiation starts the Negotiation phase: the cards, the R&D window,
// then the placements.
func (s *State) negotiation() {
	s.revealChambers()
	s.windowed = [4]bool{}
	s.phase, s.cur = phWindow, 0
	s.nextWindow()
}

// nextWindow asks the next seat in turn order that can use an R&D
// Department, or starts the placements.
func (s *State) nextWindow() {
	for ; s.cur < s.seats; s.cur++ {
		seat := s.order[s.cur]
		if !s.windowed[seat] && s.hasWindowCard(seat) {
			return
		}
	}
	s.phase, s.cur = phPlace, 0
}

// hasWindowCard reports whether seat controls an unrotated card usable in
// the R&D window.
func (s *State) hasWindowCard(seat int8) bool {
	for _, id := range s.arkOf(seat) {
		if cards[id].When == Window && !s.card[id].rotated {
			return true
		}
	}
	return false
}

// placed counts the occupied Spots.
func (s *State) placed() int8 {
	n := int8(0)
	for i := int8(0); i < s.nspots; i++ {
		if s.spotNeg[i] >= 0 {
			n++
		}
	}
	return n
}

// endPlacementTurn passes to the next seat with a Negotiator at home, or
// resolves once every Spot is taken.
func (s *State) endPlacementTurn() {
	if s.placed() == s.nspots {
		s.revealHidden()
		s.resolving = 0
		s.resolve()
		return
	}
	for k := int8(1); k <= s.seats; k++ {
		i := (s.cur + k) % s.seats
		if s.atHome(s.order[i]) > 0 {
			s.cur = i
			s.phase = phPlace
			return
		}
	}
	// Nobody has a Negotiator left: the free Spots stay empty.
	s.revealHidden()
	s.resolving = 0
	s.resolve()
}

// atHome counts seat's Negotiators on its personal board.
func (s *State) atHome(seat int8) int {
	n := 0
	for c := range s.neg[seat] {
		if s.neg[seat][c].spot < 0 {
			n++
		}
	}
	return n
}

// adjacent lists into dst the Castes of seat's Negotiators on Spots
// touching chamber c.
func (s *State) adjacent(seat int8, c int8, dst []int8) []int8 {
	for k := int8(0); k < numCastes; k++ {
		sp := s.neg[seat][k].spot
		if sp >= 0 && (s.spots[sp][0] == c || s.spots[sp][1] == c) {
			dst = append(dst, k)
		}
	}
	return dst
}

// resolve settles the Chambers from s.resolving on, stopping when a
// winner must pick the Negotiator to return.
func (s *State) resolve() {
	for ; s.resolving < Chambers; s.resolving++ {
		c := s.resolving
		id := s.chamber[c]
		if id < 0 {
			continue
		}
		best, winner := int8(0), int8(-1)
		for p := int8(0); p < s.seats; p++ {
			switch n := s.cubes[c][p]; {
			case n > best:
				best, winner = n, p
			case n == best:
				winner = -1
			}
		}
		s.chamber[c] = -1
		if winner < 0 {
			// [N3.tie] A tie, nobody's cubes included, discards the card.
			s.toDiscard(id)
			s.emit(rules.Event{Kind: EvTie, Seat: rules.NoSeat, A: int16(c), B: id})
			continue
		}
		s.toHand(winner, id, rules.Everyone)
		s.emit(rules.Event{Kind: EvWin, Seat: rules.Seat(winner), A: int16(c), B: id, C: int16(best)})
		var buf [numCastes]int8
		adj := s.adjacent(winner, c, buf[:0])
		switch len(adj) {
		case 0:
		case 1:
			s.returnNegotiator(winner, adj[0])
		default:
			s.phase, s.cur = phReturn, s.posOf(winner)
			return
		}
	}
	s.upgrade()
}

// returnNegotiator sends a winning Negotiator home without upgrade.
func (s *State) returnNegotiator(seat, k int8) {
	s.neg[seat][k].spot = -1
	s.emit(rules.Event{Kind: EvReturn, Seat: rules.Seat(seat), A: int16(k)})
}

// upgrade raises the Negotiators left on the board, asking the owner of a
// [2]-[1] which way; on the final turn they score instead.
func (s *State) upgrade() {
	for i := int8(0); i < s.seats; i++ {
		seat := s.order[i]
		for k := int8(0); k < numCastes; k++ {
			n := &s.neg[seat][k]
			if n.spot < 0 {
				continue
			}
			if s.turn == 4 {
				pts := int(n.hi + n.lo)
				s.gain(seat, pts, lnNegotiators)
				s.emit(rules.Event{Kind: EvNegotiatorPP, Seat: rules.Seat(seat), A: int16(k), B: int16(pts)})
				n.spot = -1
				continue
			}
			switch {
			case n.hi == 2 && n.lo == 1:
				s.phase, s.cur = phPath, i
				return
			case n.hi == 1:
				n.hi = 2
			case n.hi == 3 && n.lo == 1, n.hi == 2 && n.lo == 2:
				n.hi, n.lo = 3, 2
			case n.hi == 3 && n.lo == 2:
				n.lo = 3
			}
			n.spot = -1
			s.emit(rules.Event{Kind: EvUpgrade, Seat: rules.Seat(seat), A: int16(k), B: int16(n.hi), C: int16(n.lo)})
		}
	}
	// Everyone takes back cubes and Negotiators.
	s.cubes = [Chambers][4]int8{}
	for i := range s.spotNeg {
		s.spotNeg[i] = -1
	}
	s.phase, s.cur = phIntegrate, 0
}

// pathNegotiator returns the Caste of the [2]-[1] Negotiator awaiting its
// path, of the seat at s.cur.
func (s *State) pathNegotiator() int8 {
	seat := s.order[s.cur]
	for k := int8(0); k < numCastes; k++ {
		n := s.neg[seat][k]
		if n.spot >= 0 && n.hi == 2 && n.lo == 1 {
			return k
		}
	}
	return -1
}

// endIntegration closes the acting seat's Integration phase.
func (s *State) endIntegration() {
	seat := s.order[s.cur]
	// [P4.vacant] Vacant Crews still vacant at the end of their owner's next
	// Integration phase are discarded.
	for id := int16(0); id < NumCards; id++ {
		c := &s.card[id]
		if c.loc == locVacant && c.owner == seat && c.vacantUntil <= s.turn {
			s.toDiscard(id)
			s.emit(rules.Event{Kind: EvVacantLost, Seat: rules.Seat(seat), A: id})
		}
	}
	s.emit(rules.Event{Kind: EvEndIntegration, Seat: rules.Seat(seat)})
	s.cur++
	if s.cur == s.seats {
		s.phase, s.cur = phReorder, 0
		for id := range s.card {
			s.card[id].shown = s.card[id].host
		}
		s.nextReorder()
	}
}

// nextReorder skips the seats with nothing to rearrange, then shows every
// seat's rearranging and scores.
func (s *State) nextReorder() {
	for ; s.cur < s.seats; s.cur++ {
		if s.canReorder(s.order[s.cur]) {
			return
		}
	}
	s.revealRearranging()
	s.prestige()
	if s.turn == 4 {
		s.phase = phOver
		s.emit(rules.Event{Kind: EvGameOver, Seat: rules.Seat(s.winner())})
		return
	}
	s.startTurn()
}

// revealRearranging shows, in turn order, each Crew that the secret
// Prestige rearranging moved: where it now stands.
func (s *State) revealRearranging() {
	for i := int8(0); i < s.seats; i++ {
		seat := s.order[i]
		for _, id := range s.arkOf(seat) {
			if c := &s.card[id]; !cards[id].Unit && c.host != c.shown {
				s.emit(rules.Event{Kind: EvRearranged, Seat: rules.Seat(seat), A: id, B: c.host, Sealed: true})
			}
		}
	}
}

// canReorder reports whether seat has a Crew that another Unit could host.
func (s *State) canReorder(seat int8) bool {
	ark := s.arkOf(seat)
	for _, id := range ark {
		if cards[id].Unit {
			continue
		}
		for _, u := range ark {
			if u != s.card[id].host && cards[u].Unit && s.card[u].crews < 2 {
				return true
			}
		}
	}
	return false
}
