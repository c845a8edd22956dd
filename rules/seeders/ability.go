package seeders

import "starboard/rules"

// This file is the ability engine: every Technical ability is an Effect
// with an amount, read from the card's data.

// setArg returns m with argument i (1 for B, 2 for C, 3 for D) set to v.
func setArg(m rules.Move, i int, v int16) rules.Move {
	switch i {
	case 1:
		m.B = v
	case 2:
		m.C = v
	case 3:
		m.D = v
	}
	return m
}

// effectTargets appends m once for every way d's effect can be resolved
// now, the target in argument slot; nothing when it cannot be resolved.
func (s *State) effectTargets(dst []rules.Move, m rules.Move, slot int, seat int8, d *Card) []rules.Move {
	switch d.Effect {
	case DestroyUnit:
		for p := int8(0); p < s.seats; p++ {
			if p == seat {
				continue
			}
			for _, u := range s.arkOf(p) {
				if cards[u].Unit {
					dst = append(dst, setArg(m, slot, u))
				}
			}
		}
	case Steal:
		for p := int8(0); p < s.seats; p++ {
			if p != seat && s.res[p] > 0 {
				dst = append(dst, setArg(m, slot, int16(p)))
			}
		}
	case ReplaceCard:
		if s.deckN == 0 && !s.arkInDiscard() {
			return dst
		}
		for c := int8(0); c < Chambers; c++ {
			if s.chamber[c] >= 0 {
				dst = append(dst, setArg(m, slot, int16(c)))
			}
		}
	case MoveCubes:
		for p := int8(0); p < s.seats; p++ {
			for from := int8(0); from < Chambers; from++ {
				if s.cubes[from][p] == 0 {
					continue
				}
				for to := int8(0); to < Chambers; to++ {
					if to != from && s.onlyCubesOf(to, p) {
						m.B, m.C, m.D = int16(p), int16(from), int16(to)
						dst = append(dst, m)
					}
				}
			}
		}
	case TakeLastUnit:
		if s.lastUnit() >= 0 {
			dst = append(dst, m)
		}
	case RecruitPile:
		if s.pileCount(d.N) > 0 {
			dst = append(dst, m)
		}
	case DrawArk:
		if s.deckN > 0 || s.arkInDiscard() {
			dst = append(dst, m)
		}
	case HideNegotiator:
		if !s.morph[seat] && s.hidSpot[seat] < 0 && s.atHome(seat) > 0 {
			dst = append(dst, m)
		}
	default:
		dst = append(dst, m)
	}
	return dst
}

// onlyCubesOf reports whether Zone z holds cubes of seat p and of nobody else.
func (s *State) onlyCubesOf(z, p int8) bool {
	if s.cubes[z][p] == 0 {
		return false
	}
	for q := int8(0); q < s.seats; q++ {
		if q != p && s.cubes[z][q] > 0 {
			return false
		}
	}
	return true
}

// arkInDiscard reports whether the Discard Pile holds an Ark card.
func (s *State) arkInDiscard() bool {
	for i := int16(0); i < s.discardN; i++ {
		if s.discard[i] < NumArk {
			return true
		}
	}
	return false
}

// lastUnit returns the place in the Discard Pile of the Unit discarded
// last, or -1.
func (s *State) lastUnit() int16 {
	for i := s.discardN - 1; i >= 0; i-- {
		if cards[s.discard[i]].Unit {
			return i
		}
	}
	return -1
}

// pileCount returns the cards left in Secondary pile p.
func (s *State) pileCount(p int) int {
	n := 0
	for id := pileStart[p]; id < pileStart[p+1]; id++ {
		if s.card[id].loc == locPile {
			n++
		}
	}
	return n
}

// resolveEffect applies the effect of card id for seat with targets a, b, c.
func (s *State) resolveEffect(seat int8, id int16, d *Card, a, b, c int16) {
	who := rules.Seat(seat)
	switch d.Effect {
	case GainRes:
		s.res[seat] += int16(d.N)
		s.emit(rules.Event{Kind: EvGainRes, Seat: who, A: int16(d.N), B: id})
	case GainPP:
		s.gain(seat, d.N, lnAbilities)
		s.emit(rules.Event{Kind: EvGainPP, Seat: who, A: int16(d.N), B: id})
	case DrawArk:
		for range d.N {
			v := s.draw()
			if v < 0 {
				break
			}
			s.toHand(seat, v, rules.SeatsOf(who))
			s.emit(rules.Event{Kind: EvDraw, Seat: who, A: v, To: rules.SeatsOf(who), Secret: rules.SecretA, Sealed: true})
		}
	case RecruitPile:
		s.recruit(seat, d.N)
	case DestroyUnit:
		s.destroy(seat, a)
	case Steal:
		if a < 0 {
			s.emit(rules.Event{Kind: EvLost, Seat: who, A: -1})
			return
		}
		n := min(int16(d.N), s.res[a])
		s.res[a] -= n
		s.res[seat] += n
		s.emit(rules.Event{Kind: EvSteal, Seat: who, A: n, B: a})
	case TakeLastUnit:
		i := s.lastUnit()
		v := s.discard[i]
		copy(s.discard[i:s.discardN], s.discard[i+1:s.discardN])
		s.discardN--
		s.toHand(seat, v, rules.Everyone)
		s.emit(rules.Event{Kind: EvArchives, Seat: who, A: v})
	case ReplaceCard:
		old := s.chamber[a]
		v := s.draw()
		s.chamber[a] = v
		s.card[v] = cardState{loc: locChamber, owner: -1, host: -1}
		s.toDiscard(old)
		s.emit(rules.Event{Kind: EvReplace, Seat: who, A: a, B: old, C: v, Sealed: true})
	case HideNegotiator:
		s.morph[seat] = true
		s.emit(rules.Event{Kind: EvMorph, Seat: who, A: id})
	case MoveCubes:
		n := min(int8(d.N), s.cubes[b][a])
		s.cubes[b][a] -= n
		s.cubes[c][a] += n
		s.emit(rules.Event{Kind: EvCubes, Seat: who, A: a, B: b, C: c, D: int16(n)})
	}
}

// destroy sends Unit u to the Discard Pile; its Crews become Vacant and
// the Resources in it are lost.
func (s *State) destroy(seat int8, u int16) {
	owner := s.card[u].owner
	// A Crew stays vacant until the end of its owner's next Integration.
	until := s.turn
	if s.phase == phIntegrate && s.posOf(owner) < s.cur || s.phase == phReorder {
		until++
	}
	for v := int16(0); v < NumCards; v++ {
		if c := &s.card[v]; c.loc == locArk && c.host == u {
			s.arkRemove(owner, v)
			c.loc, c.host, c.vacantUntil = locVacant, -1, until
			s.emit(rules.Event{Kind: EvVacant, Seat: rules.Seat(owner), A: v})
		}
	}
	s.card[u].crews = 0
	s.arkRemove(owner, u)
	s.toDiscard(u)
	s.emit(rules.Event{Kind: EvDestroy, Seat: rules.Seat(seat), A: u, B: int16(owner)})
}
