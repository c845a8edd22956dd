package revenant

import "starboard/rules"

// hiddenAgenda marks, in a view, an agenda chosen but not revealed.
const hiddenAgenda = -2

// View returns the game as seat may see it: others' Hidden Influence,
// Improvement hands and unrevealed agendas, the order of every deck, the
// Damage tiles under the top one and, in solo, the Corrupted House deck
// are hidden; the generator is replaced.
func (s *State) View(seat rules.Seat) rules.Game {
	v := s.Clone().(*State)
	for p := int8(0); p < v.seats; p++ {
		if rules.Seat(p) == seat {
			continue
		}
		pl := &v.players[p]
		if v.phase != phOver {
			pl.hi = [NumHouses]int8{} // revealed at the end
		}
		for i := int8(0); i < pl.offerN; i++ {
			pl.offer[i] = -1
		}
		for i := int8(0); i < pl.handN; i++ {
			if c := pl.hand[i]; c >= 0 {
				pl.hand[i] = -1 - int8(Cards[c].Kind)
			}
		}
		if pl.agenda >= 0 && !pl.revealed {
			pl.agenda = hiddenAgenda
		}
	}
	for i := int8(0); i < v.hiN; i++ {
		v.hiDeck[i] = -1
	}
	for i := int8(0); i < v.hiDiscN; i++ {
		v.hiDisc[i] = -1
	}
	for k := range v.imp {
		for i := int8(0); i < v.impN[k]; i++ {
			v.imp[k][i] = -1
		}
	}
	for i := int8(0); i < v.sonarN; i++ {
		v.sonar[i] = -1
	}
	for i := int8(0); i < v.colonyN; i++ {
		v.colony[i] = -1
	}
	for i := int8(0); i < v.planetN; i++ {
		v.planets[i] = -1
	}
	for i := int8(0); i < v.tileN-1; i++ {
		v.tiles[i] = -1
	}
	for i := int8(0); i < v.aN; i++ {
		v.aDeck[i] = -1
	}
	v.rng = rules.NewRNG(0)
	return v
}

// Determinize deals again, from rng, everything viewer cannot know,
// consistently with what viewer has seen.
func (s *State) Determinize(viewer rules.Seat, rng *rules.RNG) {
	vw := int8(viewer)
	shuffle := func(a []int8) { rng.Shuffle(len(a), func(i, j int) { a[i], a[j] = a[j], a[i] }) }
	// Improvement cards, kind by kind.
	for k := 0; k < numCardKinds; k++ {
		var out [NumCards]bool
		for _, c := range s.impDisc[k][:s.impDiscN[k]] {
			out[c] = true
		}
		vp := &s.players[vw]
		for _, c := range vp.hand[:vp.handN] {
			if c >= 0 {
				out[c] = true
			}
		}
		var pool [30]int8
		n := 0
		for c := k * 30; c < k*30+30; c++ {
			if !out[c] && !s.played[c] {
				pool[n] = int8(c)
				n++
			}
		}
		shuffle(pool[:n])
		j := 0
		for i := int8(0); i < s.impN[k]; i++ {
			s.imp[k][i] = pool[j]
			j++
		}
		for p := int8(0); p < s.seats; p++ {
			if p == vw {
				continue
			}
			pl := &s.players[p]
			for i := int8(0); i < pl.handN; i++ {
				c := pl.hand[i]
				kind := -1 - int(c)
				if c >= 0 {
					kind = int(Cards[c].Kind)
				}
				if kind == k {
					pl.hand[i] = pool[j]
					j++
				}
			}
		}
	}
	// Hidden Influence.
	var known [NumHouses]int8
	vp := &s.players[vw]
	for h := range known {
		known[h] = vp.hi[h]
	}
	for _, h := range vp.offer[:vp.offerN] {
		known[h]++
	}
	over := s.phase == phOver
	if over {
		for p := int8(0); p < s.seats; p++ {
			if p != vw {
				for h := range known {
					known[h] += s.players[p].hi[h]
				}
			}
		}
	}
	var size [NumHouses]int8
	if s.solo {
		size = s.soloSizes(known, rng)
		var pool [15]int8
		n := 0
		for h := int8(0); h < NumHouses; h++ {
			for i := s.aShown[h]; i < size[h]; i++ {
				pool[n] = h
				n++
			}
		}
		shuffle(pool[:n])
		copy(s.aDeck[:s.aN], pool[:n])
	}
	var pool [HICards]int8
	n := 0
	for h := int8(0); h < NumHouses; h++ {
		for i := known[h] + size[h]; i < 7; i++ {
			pool[n] = h
			n++
		}
	}
	shuffle(pool[:n])
	j := 0
	for i := int8(0); i < s.hiN; i++ {
		s.hiDeck[i] = pool[j]
		j++
	}
	for i := int8(0); i < s.hiDiscN; i++ {
		s.hiDisc[i] = pool[j]
		j++
	}
	for p := int8(0); p < s.seats; p++ {
		if p == vw {
			continue
		}
		pl := &s.players[p]
		if !over {
			pl.hi = [NumHouses]int8{}
			for i := int8(0); i < pl.hiN; i++ {
				pl.hi[pool[j]]++
				j++
			}
		}
		for i := int8(0); i < pl.offerN; i++ {
			pl.offer[i] = pool[j]
			j++
		}
		if pl.agenda != -1 && !pl.revealed {
			pl.agenda = s.agendaOf[p][rng.IntN(2)]
		}
	}
	// Deck orders.
	refill := func(deck []int8, seen uint32, total int) {
		var pool [32]int8
		n := 0
		for c := 0; c < total; c++ {
			if seen&(1<<uint(c)) == 0 {
				pool[n] = int8(c)
				n++
			}
		}
		shuffle(pool[:n])
		copy(deck, pool[:n])
	}
	refill(s.planets[:s.planetN], s.planetSeen, NumPlanets)
	refill(s.sonar[:s.sonarN], s.sonarSeen, NumSonars)
	refill(s.colony[:s.colonyN], s.colonySeen, NumColonies)
	if s.tileN > 1 {
		refill(s.tiles[:s.tileN-1], s.tileSeen, len(Tiles))
	}
	s.rng = rules.NewRNG(rng.Uint64())
}

// soloSizes draws which Houses gave the Corrupted House deck its 7, 5 and
// 3 cards, among the choices consistent with the cards revealed and the
// player's own Hidden Influence.
func (s *State) soloSizes(known [NumHouses]int8, rng *rules.RNG) [NumHouses]int8 {
	var ok [210][3]int8
	n := 0
	fits := func(h, size int8) bool { return s.aShown[h] <= size && known[h] <= 7-size }
	for a := int8(0); a < NumHouses; a++ {
		for b := int8(0); b < NumHouses; b++ {
			for c := int8(0); c < NumHouses; c++ {
				if a == b || b == c || a == c {
					continue
				}
				good := true
				for h := int8(0); h < NumHouses; h++ {
					size := int8(0)
					switch h {
					case a:
						size = 7
					case b:
						size = 5
					case c:
						size = 3
					}
					if !fits(h, size) {
						good = false
						break
					}
				}
				if good {
					ok[n] = [3]int8{a, b, c}
					n++
				}
			}
		}
	}
	var size [NumHouses]int8
	t := ok[rng.IntN(n)]
	size[t[0]], size[t[1]], size[t[2]] = 7, 5, 3
	return size
}
