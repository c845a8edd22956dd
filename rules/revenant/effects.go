package revenant

import "starboard/rules"

// apply resolves effect e for seat p: the one ability engine that reads
// cards, planets and boards.
func (s *State) apply(p int8, e effect) {
	pl := &s.players[p]
	n := int8(e.n)
	switch e.op {
	case opRes:
		s.gainRes(p, int(e.arg), n)
	case opAnyRes, opPlanetRes:
		pl.pAny += n
	case opTactics:
		s.tactics(p, n)
	case opDraw:
		pl.pDraw += n
	case opHI:
		pl.pHI += n
	case opInfluence:
		pl.pInf += n
	case opAbsorb:
		pl.pAbsE += n
	case opRepair:
		pl.pRepair += n
	case opPurge:
		pl.pPurge += n
	case opCleanse:
		pl.pClean += n
	case opData:
		s.addData(p, n)
	case opDamage:
		s.bonusDmg += n
	case opMove:
		if s.phase == phTurn && s.stage <= stMove1 && s.mover >= 0 {
			s.moves += n
		} else {
			pl.pFrig += n
		}
	}
}

// tileEffect resolves a Revenant Damage tile for everyone, with an event
// for each thing it changes.
func (s *State) tileEffect(e effect) {
	n := int8(e.n)
	switch e.op {
	case opLoseTac:
		for p := int8(0); p < s.seats; p++ {
			pl := &s.players[p]
			was := pl.tactics
			pl.tactics = max(captainTable[pl.captain].floor, pl.tactics-n)
			s.emit(rules.Event{Kind: EvTacticsLost, Seat: rules.Seat(p), A: int16(pl.tactics), B: int16(was - pl.tactics)})
		}
	case opDataLoss:
		planets := 0
		for _, c := range s.cube {
			if c {
				planets++
			}
		}
		s.emit(rules.Event{Kind: EvDataLost, Seat: rules.NoSeat, A: int16(s.revCubes), B: int16(planets)})
		s.revCubes = 0
		s.cube = [NumRing]bool{}
	case opLoseRes:
		for p := int8(0); p < s.seats; p++ {
			pl := &s.players[p]
			was := pl.res[e.arg]
			pl.res[e.arg] = max(0, pl.res[e.arg]-n)
			s.emit(rules.Event{Kind: EvResourceLost, Seat: rules.Seat(p), A: int16(e.arg), B: int16(was - pl.res[e.arg])})
		}
	case opVoid:
		for r := 0; r < NumRing; r++ {
			if s.rift[r] {
				s.emit(rules.Event{Kind: EvVoidArrive, Seat: rules.NoSeat, A: int16(r), B: int16(s.spawn(int8(r), n))})
			}
		}
	case opDisable:
		was := int16(0)
		if s.jump {
			was = 1
		}
		s.emit(rules.Event{Kind: EvJumpCancelled, Seat: rules.NoSeat, A: was})
		s.jump = false
	case opCorrupt:
		for p := int8(0); p < s.seats; p++ {
			s.players[p].pCorr += n
		}
	case opHitArks:
		for h := 0; h < NumHouses; h++ {
			if id := ShipID(h, Arkship); s.ships[id].sector >= 0 {
				s.damage(id)
			}
		}
	}
}

// gainRes stores n tokens of Resource r; a token with no free slot is
// lost (R-storage).
func (s *State) gainRes(p int8, r int, n int8) {
	pl := &s.players[p]
	got := min(n, int8(pl.capacity()-pl.stored()))
	if got <= 0 {
		return
	}
	pl.res[r] += got
	s.emit(rules.Event{Kind: EvGain, Seat: rules.Seat(p), A: int16(r), B: int16(got)})
}

// tactics advances seat p n steps, taking a Material at each icon passed.
func (s *State) tactics(p int8, n int8) {
	pl := &s.players[p]
	moved := false
	for ; n > 0 && pl.tactics < MaxTactics; n-- {
		pl.tactics++
		moved = true
		if materialStep(pl.tactics) {
			s.gainRes(p, Material, 1)
		}
	}
	if moved {
		s.nextRank++
		pl.stamp = s.nextRank
		s.emit(rules.Event{Kind: EvTactics, Seat: rules.Seat(p), A: int16(pl.tactics)})
	}
}

// gainInf advances seat p on House h's track, taking the reward tokens of
// steps reached first.
func (s *State) gainInf(p int8, h int, n int8) {
	pl := &s.players[p]
	for ; n > 0 && pl.inf[h] < MaxInfluence; n-- {
		pl.inf[h]++
		s.emit(rules.Event{Kind: EvInfluence, Seat: rules.Seat(p), A: int16(h), B: int16(pl.inf[h])})
		for i, st := range rewardSteps {
			if st == pl.inf[h] && !s.rewards[h][i] {
				s.rewards[h][i] = true
				s.reward(p, houseReward[h])
				s.emit(rules.Event{Kind: EvReward, Seat: rules.Seat(p), A: int16(h), B: int16(houseReward[h])})
			}
		}
	}
}

func (s *State) reward(p int8, r uint8) {
	pl := &s.players[p]
	switch r {
	case RewardMaterial:
		s.gainRes(p, Material, 1)
	case RewardScience:
		s.gainRes(p, Science, 1)
	case RewardNeutronium:
		s.gainRes(p, Neutronium, 1)
	case RewardEnergy:
		s.gainRes(p, Energy, 1)
	case RewardCorruption:
		pl.pClean++
	case RewardData:
		s.addData(p, 1)
	case RewardAbsorber:
		pl.pAbsR++
	}
}

// addData takes Discovery Data cubes; every third becomes a Hidden
// Influence draw.
func (s *State) addData(p int8, n int8) {
	pl := &s.players[p]
	for ; n > 0; n-- {
		pl.data++
		if pl.data == 3 {
			pl.data = 0
			pl.pHI++
		}
	}
	s.emit(rules.Event{Kind: EvData, Seat: rules.Seat(p), A: int16(pl.data)})
}

// removed puts a removed Corruption on seat p's three slots; the third
// becomes a Hidden Influence draw.
func (s *State) removedCorruption(p int8) {
	pl := &s.players[p]
	pl.removed++
	if pl.removed == 3 {
		pl.removed = 0
		pl.pHI++
	}
}

// unlock returns the tokens of a Compartment freed of Corruption.
func (pl *player) unlock() {
	for r := range pl.locked {
		pl.res[r] += pl.locked[r]
		pl.locked[r] = 0
	}
}

// drawHI takes the top Hidden Influence card, shuffling the discards into
// a new deck when it is empty; -1 when none is left.
func (s *State) drawHI() int8 {
	if s.hiN == 0 {
		if s.hiDiscN == 0 {
			return -1
		}
		copy(s.hiDeck[:], s.hiDisc[:s.hiDiscN])
		s.hiN = s.hiDiscN
		s.hiDiscN = 0
		s.hiDisc = [HICards]int8{}
		s.shuffle8(s.hiDeck[:s.hiN])
	}
	s.hiN--
	h := s.hiDeck[s.hiN]
	s.hiDeck[s.hiN] = 0
	return h
}

// drawOffer draws the Hidden Influence cards seat p chooses one from.
func (s *State) drawOffer(p int8) bool {
	pl := &s.players[p]
	for pl.offerN < captainTable[pl.captain].choose {
		h := s.drawHI()
		if h < 0 {
			break
		}
		pl.offer[pl.offerN] = h
		pl.offerN++
	}
	if pl.offerN == 0 {
		return false
	}
	e := rules.Event{Kind: EvHIDraw, Seat: rules.Seat(p), A: -2, B: -2, C: -2, D: -2, To: rules.SeatsOf(rules.Seat(p)), Secret: 15, Sealed: true}
	args := [4]*int16{&e.A, &e.B, &e.C, &e.D}
	for i := int8(0); i < pl.offerN; i++ {
		*args[i] = int16(pl.offer[i])
	}
	s.emit(e)
	return true
}

// drawCard draws an Improvement card of kind k into seat p's hand.
func (s *State) drawCard(p int8, k int) {
	if s.impN[k] == 0 {
		if s.impDiscN[k] == 0 {
			return
		}
		copy(s.imp[k][:], s.impDisc[k][:s.impDiscN[k]])
		s.impN[k] = s.impDiscN[k]
		s.impDiscN[k] = 0
		s.impDisc[k] = [30]int8{}
		s.shuffle8(s.imp[k][:s.impN[k]])
		s.emit(rules.Event{Kind: EvReshuffle, Seat: rules.NoSeat, A: int16(k), Sealed: true})
	}
	s.impN[k]--
	c := s.imp[k][s.impN[k]]
	s.imp[k][s.impN[k]] = 0
	pl := &s.players[p]
	pl.hand[pl.handN] = c
	pl.handN++
	s.emit(rules.Event{Kind: EvCardDraw, Seat: rules.Seat(p), A: int16(c), B: int16(k), To: rules.SeatsOf(rules.Seat(p)), Secret: rules.SecretA, Sealed: true})
}

// drawPicks draws the cards seat p picked, all at once.
func (s *State) drawPicks(p int8) {
	pl := &s.players[p]
	for k := range pl.drawPick {
		for ; pl.drawPick[k] > 0; pl.drawPick[k]-- {
			s.drawCard(p, k)
		}
	}
}

func (s *State) deckLeft(p int8, k int) int8 {
	return s.impN[k] + s.impDiscN[k] - s.players[p].drawPick[k]
}

func (s *State) canDrawAny(p int8) bool {
	for k := 0; k < numCardKinds; k++ {
		if s.deckLeft(p, k) > 0 && s.players[p].handN+s.picks(p) < maxHand {
			return true
		}
	}
	return false
}

func (s *State) picks(p int8) int8 {
	d := s.players[p].drawPick
	return d[0] + d[1] + d[2]
}

// discardCard takes card c out of seat p's hand onto its discard pile.
func (s *State) discardCard(p int8, c int8) {
	s.takeCard(p, c)
	k := Cards[c].Kind
	s.impDisc[k][s.impDiscN[k]] = c
	s.impDiscN[k]++
}

// takeCard removes card c from seat p's hand.
func (s *State) takeCard(p int8, c int8) {
	pl := &s.players[p]
	for i := int8(0); i < pl.handN; i++ {
		if pl.hand[i] == c {
			copy(pl.hand[i:pl.handN], pl.hand[i+1:pl.handN])
			pl.handN--
			pl.hand[pl.handN] = 0
			return
		}
	}
}

func (s *State) hasCard(p int8, c int8) bool {
	pl := &s.players[p]
	for i := int8(0); i < pl.handN; i++ {
		if pl.hand[i] == c {
			return true
		}
	}
	return false
}

func (s *State) canInfluence(p int8) bool {
	for h := 0; h < NumHouses; h++ {
		if s.players[p].inf[h] < MaxInfluence {
			return true
		}
	}
	return false
}

// anyCorruption reports whether seat p can remove a Corruption: from its
// board or, with ships, from a House ship.
func (s *State) anyCorruption(p int8, ships bool) bool {
	if s.players[p].corruption() > 0 {
		return true
	}
	if ships {
		for i := range s.ships {
			if s.ships[i].sector >= 0 && s.ships[i].corrupt {
				return true
			}
		}
	}
	return false
}

// cleanse removes a Corruption: target 0–5 is a Compartment of seat p,
// 10+id a ship.
func (s *State) cleanse(p int8, target int) {
	pl := &s.players[p]
	if target < NumCompartments {
		pl.comp[target] = false
		pl.unlock()
	} else {
		s.ships[target-10].corrupt = false
	}
	s.emit(rules.Event{Kind: EvCleanse, Seat: rules.Seat(p), A: int16(target)})
	s.removedCorruption(p)
}

func (s *State) totalVoid() int {
	n := 0
	for _, v := range s.void {
		n += int(v)
	}
	return n
}

func (s *State) anyDamage() bool {
	if s.revDamage > 0 {
		return true
	}
	for i := range s.ships {
		if s.ships[i].sector >= 0 && s.ships[i].damage > 0 {
			return true
		}
	}
	return false
}

// destroyVoid destroys n Voidborn in sector for seat p, advancing its
// Tactics by as many.
func (s *State) destroyVoid(p int8, sector int8, n int8) {
	n = min(n, s.void[sector])
	if n <= 0 {
		return
	}
	s.void[sector] -= n
	s.emit(rules.Event{Kind: EvVoidDestroyed, Seat: rules.Seat(p), A: int16(sector), B: int16(n)})
	s.tactics(p, n)
}

// repairOne removes a Damage from target (a ship id, or revenantTarget).
func (s *State) repairOne(p int8, target int) {
	if target == revenantTarget {
		s.revDamage--
	} else {
		s.ships[target].damage--
	}
	s.emit(rules.Event{Kind: EvRepair, Seat: rules.Seat(p), A: int16(target)})
	s.tactics(p, 1)
}

const revenantTarget = 99

// frigateDamage is the Damage one attack of seat p's Frigate deals.
func (s *State) frigateDamage(p int8) int8 {
	pl := &s.players[p]
	d := int8(1)
	for _, c := range pl.equip[:pl.equipN] {
		if e := Cards[c].Effect; Cards[c].Trigger == trFrigate && e.op == opDamage {
			d += int8(e.n)
		}
	}
	return d
}

// equipBonus sums the Equipment effects of op on seat p's Frigate.
func (s *State) equipBonus(p int8, op uint8) int8 {
	pl := &s.players[p]
	d := int8(0)
	for _, c := range pl.equip[:pl.equipN] {
		if e := Cards[c].Effect; Cards[c].Trigger == trFrigate && e.op == op {
			d += int8(e.n)
		}
	}
	return d
}

// activate resolves every Activate ability of seat p: the Crew board's,
// then its Equipment and Training cards (R-activate).
func (s *State) activate(p int8) {
	pl := &s.players[p]
	if pl.side == 0 {
		s.gainRes(p, Energy, 1)
	} else {
		s.tactics(p, 1)
	}
	for _, c := range pl.equip[:pl.equipN] {
		if Cards[c].Trigger == trActivate {
			s.apply(p, Cards[c].Effect)
		}
	}
	for cad := range pl.train {
		for _, c := range pl.train[cad][:pl.trainN[cad]] {
			if Cards[c].Trigger == trActivate {
				s.apply(p, Cards[c].Effect)
			}
		}
	}
}

// objective reports whether seat p meets objective o of agenda a now.
func (s *State) objective(p int8, a *Agenda, o uint8) bool {
	pl := &s.players[p]
	count := func(k int) int {
		n := 0
		for h := 0; h < NumHouses; h++ {
			if s.ships[ShipID(h, k)].sector >= 0 {
				n++
			}
		}
		return n
	}
	switch o {
	case objPower2:
		return s.housePower(int(a.Houses[0]))+s.housePower(int(a.Houses[1])) >= 5
	case objPower3:
		var pw [NumHouses]int
		for h := range pw {
			pw[h] = s.housePower(h)
		}
		for i := 0; i < 3; i++ {
			for j := i + 1; j < NumHouses; j++ {
				if pw[j] > pw[i] {
					pw[i], pw[j] = pw[j], pw[i]
				}
			}
		}
		return pw[0]+pw[1]+pw[2] >= 9
	case objEquip5:
		return pl.equipN >= 5
	case objFrigate6:
		return pl.bestHit >= 6
	case objMaterial10:
		return pl.res[Material]+pl.locked[Material] >= 10
	case objEachKind2:
		return pl.trainN[0]+pl.trainN[1] >= 2 && pl.equipN >= 2 && pl.support >= 2
	case objTraining5:
		return pl.trainN[0]+pl.trainN[1] >= 5
	case objCaptainMax:
		return pl.captain == 3 && pl.res[Science]+pl.locked[Science] >= 4
	case objInfluence8:
		top := int8(0)
		for _, v := range pl.inf {
			top = max(top, v)
		}
		return top >= 8 && pl.res[Energy]+pl.locked[Energy] >= 4
	case objInfluence2:
		for _, v := range pl.inf {
			if v < 2 {
				return false
			}
		}
		return true
	case objArks6:
		return count(Arkship) >= 6
	case objFighters4:
		return count(Fighter) >= 4
	case objDropships3:
		return count(Dropship) >= 3
	case objCivilians3:
		return count(Civilian) >= 3
	case objAbsorbers6:
		n := 0
		for _, v := range s.absorb {
			n += int(v)
		}
		return n >= 6
	case objDamage5:
		n := int(s.revDamage)
		for i := range s.ships {
			if s.ships[i].sector >= 0 {
				n += int(s.ships[i].damage)
			}
		}
		return n <= 5
	case objAllKinds:
		return count(Arkship) > 0 && count(Fighter) > 0 && count(Dropship) > 0 && count(Civilian) > 0
	case objTile:
		return s.tilesDone > 0
	}
	return false
}

// housePower is House h's Power: its ships on the map, plus 1 for the
// Colony reached.
func (s *State) housePower(h int) int {
	n := s.power(h)
	if s.colonyHouse == int8(h) {
		n++
	}
	return n
}
