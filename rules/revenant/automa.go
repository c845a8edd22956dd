package revenant

import "starboard/rules"

// Steps of the Corrupted Crew, reported as EvAutoma with the step in A.
const (
	autoReveal       = iota // B: the House of the Corrupted House card
	autoTarget              // B: the Solo Action card the marker moved to, C: space or -1
	autoPlace               // B: space, C: figure
	autoTacticsBonus        // B: Tactics now
	autoInfluence           // B: House, C: Influence now
	autoRewardGone          // B: House, C: step
	autoHarbinger           // B: ship corrupted
	autoHarbingerTac        // B: Tactics now
	autoDropship            // B: ship, C: Planet's Sector
	autoJump                // both Revenant spaces: Hyperjump enabled
	autoDeploy              // B: ship, C: Sector, D: 0 Revenant, 1 Tactics track
	autoNoDeploy            // D: 0 Revenant, 1 Tactics track
	autoSonar               // B: Sonar card discarded
	autoColony              // B: Colony card discarded
	autoDamage              // B: ship, C: Sector
	autoCorrupt             // B: ship, C: Sector
	autoTactics             // B: Tactics now
)

// soloSetup builds the Corrupted House deck, the player's Hidden
// Influence deck and the Solo Action grid, and sets the difficulty.
func (s *State) soloSetup() {
	var houses [NumHouses]int8
	for i := range houses {
		houses[i] = int8(i)
	}
	s.shuffle8(houses[:])
	var size [NumHouses]int8
	for i, n := range [3]int8{7, 5, 3} {
		size[houses[i]] = n
	}
	s.aN, s.hiN = 0, 0
	for h := int8(0); h < NumHouses; h++ {
		for i := int8(0); i < 7; i++ {
			if i < size[h] {
				s.aDeck[s.aN] = h
				s.aN++
			} else {
				s.hiDeck[s.hiN] = h
				s.hiN++
			}
		}
	}
	s.shuffle8(s.aDeck[:s.aN])
	s.shuffle8(s.hiDeck[:s.hiN])
	for i := range s.hiDeck[s.hiN:] {
		s.hiDeck[int(s.hiN)+i] = 0
	}
	s.grid = [4]int8{0, 1, 2, 3}
	s.shuffle8(s.grid[:])
	s.bonusTile, s.marker = 0, 1
	d := difficulty[s.level]
	s.aTactics = d.tactics
	for h := range s.aInf {
		s.aInf[h] = d.influence
	}
	s.aCard = -1
}

func (s *State) auto(step int16, b, c, d int16) {
	s.emit(rules.Event{Kind: EvAutoma, Seat: rules.NoSeat, A: step, B: b, C: c, D: d})
}

// automaTurn plays one turn of the Corrupted Crew.
func (s *State) automaTurn() {
	s.aN--
	h := s.aDeck[s.aN]
	s.aDeck[s.aN] = 0
	s.aShown[h]++
	s.aCard = h
	s.emit(rules.Event{Kind: EvAutoma, Seat: rules.NoSeat, A: autoReveal, B: int16(h), Sealed: true})
	placed := false
	for attempt := 0; attempt < 2 && !placed; attempt++ {
		s.marker = (s.marker + 1) % 4
		sp := s.automaSpace(s.grid[s.marker], h)
		s.auto(autoTarget, int16(s.grid[s.marker]), int16(sp), int16(h))
		if sp >= 0 {
			s.automaPlace(sp)
			placed = true
		}
	}
	if !placed {
		s.marker = (s.marker + 1) % 4
		s.auto(autoTacticsBonus, int16(s.aTactics+1), 0, 0)
		s.automaTactics(1)
	}
	if s.aInf[h] < MaxInfluence {
		s.aInf[h]++
		s.auto(autoInfluence, int16(h), int16(s.aInf[h]), 0)
		for i, st := range rewardSteps {
			if st == s.aInf[h] && !s.rewards[h][i] {
				s.rewards[h][i] = true
				s.auto(autoRewardGone, int16(h), int16(st), 0)
			}
		}
	}
	s.bonusTile = (s.marker + 3) % 4
}

// automaSpace is the free action space of the ship type a Solo Action
// card shows for House h, or -1.
func (s *State) automaSpace(card int8, h int8) int {
	switch card {
	case SoloRevenant:
		if s.occ[SpaceDeploy] == noOne {
			return SpaceDeploy
		}
		if s.occ[SpaceHyperjump] == noOne {
			return SpaceHyperjump
		}
		return -1
	}
	kind := [4]int{SoloRevenant: -1, SoloArkship: Arkship, SoloDropship: Dropship, SoloFighter: Fighter}[card]
	id := ShipID(int(h), kind)
	if sh := &s.ships[id]; sh.sector < 0 || sh.landed || s.occ[id] != noOne {
		return -1
	}
	return id
}

// automaPlace puts the next Corrupted Crew figure on space sp.
func (s *State) automaPlace(sp int) {
	fig := s.aFig
	s.aFig++
	s.occ[sp] = automaCrew + fig
	s.auto(autoPlace, int16(sp), int16(fig), 0)
	if s.level == Hard && fig == 0 {
		if sp < NumShips && !s.ships[sp].corrupt {
			s.ships[sp].corrupt = true
			s.auto(autoHarbinger, int16(sp), 0, 0)
		} else {
			s.auto(autoHarbingerTac, int16(s.aTactics+1), 0, 0)
			s.automaTactics(1)
		}
	}
	if sp < NumShips && ShipKind(sp) == Dropship {
		s.automaLand(sp)
	}
	if (sp == SpaceDeploy || sp == SpaceHyperjump) && s.occ[SpaceDeploy] >= automaCrew && s.occ[SpaceHyperjump] >= automaCrew {
		s.automaJump()
	}
}

// automaLand flies a Dropship to the nearest free Planet, ties going
// clockwise from its Sector.
func (s *State) automaLand(id int) {
	sh := &s.ships[id]
	best, bd := -1, 99
	for k := 0; k < NumRing; k++ {
		x := (int(sh.sector) + k) % NumRing
		if sh.sector >= NumRing {
			x = k
		}
		if s.planet[x] < 0 || s.landedBy[x] >= 0 {
			continue
		}
		if d := Distance(int(sh.sector), x); d < bd {
			best, bd = x, d
		}
	}
	if best < 0 {
		return
	}
	s.place(id, int8(best), false)
	sh.landed = true
	s.landedBy[best] = int8(id)
	s.auto(autoDropship, int16(id), int16(best), 0)
}

// automaJump enables the Hyperjump, deploys and discards a Sonar (or
// Colony) card, when the Corrupted Crew holds both Revenant spaces.
func (s *State) automaJump() {
	s.jump = true
	s.auto(autoJump, 0, 0, 0)
	s.automaDeploy(false)
	if s.round == 4 {
		if s.colUp[0] >= 0 && s.colUp[1] >= 0 {
			i := s.lessInfluence(int8(Colonies[s.colUp[0]].House), int8(Colonies[s.colUp[1]].House))
			s.emit(rules.Event{Kind: EvAutoma, Seat: rules.NoSeat, A: autoColony, B: int16(s.colUp[i]), Sealed: true})
			s.colUp[i] = -1
		}
		return
	}
	if s.sonarUp[0] < 0 || s.sonarUp[1] < 0 {
		i := 0
		if s.sonarUp[0] >= 0 {
			i = 1
		}
		s.sonarUp[i] = s.drawSonar()
		s.emit(rules.Event{Kind: EvSonarReveal, Seat: rules.NoSeat, A: int16(s.sonarUp[0]), B: int16(s.sonarUp[1]), Sealed: true})
	}
	if s.sonarUp[0] >= 0 && s.sonarUp[1] >= 0 {
		i := s.lessInfluence(Sonars[s.sonarUp[0]].Civilian, Sonars[s.sonarUp[1]].Civilian)
		s.emit(rules.Event{Kind: EvAutoma, Seat: rules.NoSeat, A: autoSonar, B: int16(s.sonarUp[i]), Sealed: true})
		s.sonarUp[i] = -1
	}
}

// lessInfluence returns 0 or 1: which of two Houses the Corrupted Crew
// has less Influence in, at random when equal.
func (s *State) lessInfluence(a, b int8) int {
	switch {
	case s.aInf[a] < s.aInf[b]:
		return 0
	case s.aInf[a] > s.aInf[b]:
		return 1
	}
	return s.rng.IntN(2)
}

// automaTactics advances the Corrupted Crew; steps 8 and 11 deploy a ship.
func (s *State) automaTactics(n int8) {
	for ; n > 0 && s.aTactics < MaxTactics; n-- {
		s.aTactics++
		if s.aTactics == 8 || s.aTactics == 11 {
			s.auto(autoTactics, int16(s.aTactics), 0, 0)
			s.automaDeploy(true)
		}
	}
}

// automaDeploy deploys a ship of the House the Corrupted Crew has most
// Influence in (ties to the left); from the Revenant it tries three
// Houses, from the Tactics track all of them.
func (s *State) automaDeploy(tactics bool) {
	var order [NumHouses]int8
	for i := range order {
		order[i] = int8(i)
	}
	for i := 1; i < NumHouses; i++ {
		for j := i; j > 0 && s.aInf[order[j]] > s.aInf[order[j-1]]; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	tries := 3
	reason := int16(0)
	if tactics {
		tries, reason = NumHouses, 1
	}
	for _, h := range order[:tries] {
		for k := 0; k < numKinds; k++ {
			id := ShipID(int(h), k)
			if s.ships[id].sector >= 0 {
				continue
			}
			at := int8(-1)
			for x := int8(0); x < NumRing; x++ {
				if s.houseShips(x) >= ShipLimit {
					continue
				}
				if at < 0 || tactics && s.void[x] < s.void[at] {
					at = x
				}
			}
			if at < 0 {
				s.auto(autoNoDeploy, 0, 0, reason)
				return
			}
			s.place(id, at, tactics)
			s.auto(autoDeploy, int16(id), int16(at), reason)
			return
		}
	}
	s.auto(autoNoDeploy, 0, 0, reason)
}

// automaTarget picks the ship the Corrupted Crew damages (or corrupts) in
// sector: the House it has least Influence in, then the ship nearest the
// Voidborn.
func (s *State) automaTarget(sec int8, corrupt bool) int {
	best := -1
	for id := 0; id < NumShips; id++ {
		sh := &s.ships[id]
		if sh.sector != sec || corrupt && (sh.corrupt || ShipKind(id) == Civilian) {
			continue
		}
		if best < 0 {
			best = id
			continue
		}
		a, b := s.aInf[ShipHouse(id)], s.aInf[ShipHouse(best)]
		if a < b || a == b && sh.rank > s.ships[best].rank {
			best = id
		}
	}
	if !corrupt {
		s.auto(autoDamage, int16(best), int16(sec), 0)
	}
	return best
}
