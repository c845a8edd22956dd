package revenant

import "starboard/rules"

// What is asked (Prompt.Kind names them).
const (
	askSide = iota
	askSpec
	askAgenda
	askStart
	askDraft
	askDeck
	askDiscard
	askAssign
	askMove
	askAction
	askPlanet
	askSonar
	askDeployShip
	askDeployAt
	askReorg
	askImprove
	askRepair
	askCloneCard
	askCloneShip
	askBonus
	askRemove2
	askFrigate
	askReveal
	askFirst
	askDamage
	askCorruptShip
	askSolo
	askLock
	askCorr
	askKeep
	askInfluence
	askAbsorb
	askClean
	askCleanOwn
	askAny
	askPurge
	askRepairFree
	askFrigateFree
	askBuild
	askBuildAt
	numAsks
)

var askNames = [numAsks]string{"side", "specialization", "agenda", "frigate-start", "house-draft", "improvement-draw", "discard", "assign", "move", "action", "planet", "hyperjump-discard", "deploy-ship", "deploy-sector", "reorganize", "improve", "repair", "clone-card", "clone-ship", "bonus", "remove-again", "move-frigate", "reveal-agenda", "first-player", "breach-damage", "breach-corruption", "after-jump", "lock-resource", "place-corruption", "keep-influence", "influence", "absorber", "remove-corruption", "remove-own-corruption", "gain-resource", "destroy-voidborn", "remove-damage", "move-frigate", "commander-build", "build-sector"}

// actor is the seat whose turn or phase it is, for the order of pending
// choices.
func (s *State) actor() int8 {
	if s.phase == phTurn && !s.solo {
		return s.seatAt(s.idx % s.seats)
	}
	if s.solo {
		return 0
	}
	return s.first
}

// advance moves the game on until a seat must decide.
func (s *State) advance() {
	for guard := 0; ; guard++ {
		if guard > 10000 {
			panic("revenant: advance does not settle")
		}
		if s.phase == phOver {
			s.who = -1
			return
		}
		if s.pending() {
			return
		}
		if s.step() {
			return
		}
	}
}

// pending asks for the first pending choice of any seat, starting with
// the actor; it reports whether it asked.
func (s *State) pending() bool {
	a := s.actor()
	for i := int8(0); i < s.seats; i++ {
		p := (a + i) % s.seats
		if s.pendingOf(p) {
			s.who = p
			return true
		}
	}
	return false
}

func (s *State) pendingOf(p int8) bool {
	pl := &s.players[p]
	for {
		switch {
		case pl.stored() > pl.capacity():
			s.ask = askLock
		case pl.pCorr > 0:
			if pl.corruption() == NumCompartments {
				pl.pCorr--
				pl.overflow++
				s.emit(rules.Event{Kind: EvOverflow, Seat: rules.Seat(p)})
				continue
			}
			s.ask = askCorr
		case s.keepMore && pl.offerN > 0:
			s.ask = askKeep
		case pl.pHI > 0:
			if pl.offerN == 0 && !s.drawOffer(p) {
				pl.pHI = 0
				continue
			}
			s.ask = askKeep
		case pl.pInf > 0:
			if !s.canInfluence(p) {
				pl.pInf = 0
				continue
			}
			s.ask = askInfluence
		case pl.pAbsE > 0 || pl.pAbsR > 0:
			s.ask = askAbsorb
		case pl.pClean > 0:
			if !s.anyCorruption(p, true) {
				pl.pClean = 0
				continue
			}
			s.ask = askClean
		case pl.pCleanOwn > 0:
			if pl.corruption() == 0 {
				pl.pCleanOwn = 0
				continue
			}
			s.ask = askCleanOwn
		case pl.pAny > 0:
			if pl.stored() >= pl.capacity() {
				pl.pAny = 0
				continue
			}
			s.ask = askAny
		case pl.pPurge > 0:
			if s.totalVoid() == 0 {
				pl.pPurge = 0
				continue
			}
			s.ask = askPurge
		case pl.pRepair > 0:
			if !s.anyDamage() {
				pl.pRepair = 0
				continue
			}
			s.ask = askRepairFree
		case pl.pDraw > 0:
			if !s.canDrawAny(p) {
				pl.pDraw = 0
				s.drawPicks(p)
				continue
			}
			s.ask = askDeck
		case pl.pFrig > 0:
			s.ask = askFrigateFree
		case pl.handN > handLimit:
			s.ask = askDiscard
		default:
			return false
		}
		return true
	}
}

// step moves the phase on by one automatic step, or asks; it reports
// whether it asked.
func (s *State) step() bool {
	switch s.phase {
	case phSide, phSpec, phAgenda, phStart, phDraft:
		if s.idx >= s.seats {
			s.nextSetup()
			return false
		}
		s.who = s.setupSeat()
		s.ask = [...]int8{askSide, askSpec, askAgenda, askStart, askDraft}[s.phase]
		return true
	case phTurn:
		return s.turnStep()
	case phRecall:
		s.who = s.tacticsLeader()
		s.ask = askFirst
		return true
	case phBreach:
		return s.breachStep()
	case phSolo:
		s.who = 0
		s.ask = askSolo
		return true
	case phFinal:
		s.finish()
		return false
	}
	return false
}

// setupSeat is the seat choosing in the setup phase: the Captain's
// specialization goes in reverse turn order (R-spec), the rest in turn
// order.
func (s *State) setupSeat() int8 {
	if s.phase == phSpec {
		return s.seatAt(s.seats - 1 - s.idx)
	}
	return s.seatAt(s.idx)
}

func (s *State) nextSetup() {
	s.idx = 0
	switch s.phase {
	case phSide, phSpec, phAgenda, phStart:
		s.phase++
	case phDraft:
		// Three random Houses not chosen get a Corrupted Arkship.
		var rest [NumHouses]int8
		n := 0
		for h := 0; h < NumHouses; h++ {
			if s.draftTaken()&(1<<uint(h)) == 0 {
				rest[n] = int8(h)
				n++
			}
		}
		s.shuffle8(rest[:n])
		for _, h := range rest[:min(3, n)] {
			s.ships[ShipID(int(h), Arkship)].corrupt = true
			s.emit(rules.Event{Kind: EvCorruptShip, Seat: rules.NoSeat, A: int16(ShipID(int(h), Arkship)), Sealed: true})
		}
		for i := int8(0); i < s.seats; i++ {
			p := s.seatAt(i)
			if h := s.drawHI(); h >= 0 {
				s.players[p].hi[h]++
				s.players[p].hiN++
				s.emit(rules.Event{Kind: EvHIDraw, Seat: rules.Seat(p), A: int16(h), B: -2, C: -2, D: -2, To: rules.SeatsOf(rules.Seat(p)), Secret: rules.SecretA, Sealed: true})
			}
		}
		s.startRound()
	}
}

// draftTaken returns the Houses taken in the opening draft as a mask.
func (s *State) draftTaken() int { return int(s.drafted) }

// startRound begins round s.round: its Sonar phase (skipped in round 1)
// and the Action phase.
func (s *State) startRound() {
	s.emit(rules.Event{Kind: EvRound, Seat: rules.NoSeat, A: int16(s.round)})
	if s.round > 1 {
		s.sonarPhase()
	}
	s.phase = phTurn
	s.idx = 0
	s.stage = stAssign
	s.sub = subNone
	s.aFig = 0
	for p := int8(0); p < s.seats; p++ {
		s.players[p].figUsed = [3]bool{}
	}
	if s.solo && s.jumped && s.round > 1 {
		s.phase = phSolo
		s.purgeLeft = 4
	}
}

// sonarPhase places what the kept Sonar card shows after a Hyperjump, or
// rolls the Spawn die for each Rift; it reveals the Colony cards in round
// 4; and it has every seat draw Improvement cards.
func (s *State) sonarPhase() {
	if s.jumped {
		c := s.sonarUp[0]
		if c < 0 {
			c = s.sonarUp[1]
		}
		if c >= 0 {
			sc := &Sonars[c]
			s.emit(rules.Event{Kind: EvSonarPlace, Seat: rules.NoSeat, A: int16(c), Sealed: true})
			for i, n := range sc.Voidborn {
				s.void[i] = min(MaxVoidborn, s.void[i]+n)
			}
			for _, r := range sc.Rifts {
				s.rift[r] = true
			}
			for _, at := range sc.Planets {
				s.newPlanet(at)
			}
			if id := ShipID(int(sc.Civilian), Civilian); s.ships[id].sector < 0 && s.houseShips(sc.CivAt) < ShipLimit {
				s.place(id, sc.CivAt, false)
				s.emit(rules.Event{Kind: EvDeploy, Seat: rules.NoSeat, A: int16(id), B: int16(sc.CivAt)})
			}
			s.revCubes += 2
		}
		s.sonarUp = [2]int8{-1, -1}
		if s.round < 4 {
			s.sonarUp = [2]int8{s.drawSonar(), s.drawSonar()}
			s.emit(rules.Event{Kind: EvSonarReveal, Seat: rules.NoSeat, A: int16(s.sonarUp[0]), B: int16(s.sonarUp[1]), Sealed: true})
		}
	} else {
		die := 0
		if s.seats >= 3 {
			die = int(s.seats) - 2
		}
		for r := 0; r < NumRing; r++ {
			if !s.rift[r] {
				continue
			}
			f := s.rng.IntN(6)
			face := spawnDice[die][f]
			big := face[0]
			if s.solo {
				big = max(0, big-1) // [S8.hyperjump]: one less, never below none
			}
			here := s.spawn(int8(r), big)
			before := s.spawn(int8((r+NumRing-1)%NumRing), face[1])
			after := s.spawn(int8((r+1)%NumRing), face[2])
			s.emit(rules.Event{Kind: EvSpawn, Seat: rules.NoSeat, A: int16(r), B: int16(here), C: int16(before), D: int16(after), Sealed: true})
		}
		for i := range s.planet {
			if s.planet[i] >= 0 && !s.cube[i] {
				s.cube[i] = true
			}
		}
	}
	if s.round == 4 {
		for i := range s.colUp {
			if s.colonyN > 0 {
				s.colonyN--
				s.colUp[i] = s.colony[s.colonyN]
				s.colony[s.colonyN] = 0
				s.colonySeen |= 1 << uint(s.colUp[i])
			}
		}
		s.emit(rules.Event{Kind: EvColonyReveal, Seat: rules.NoSeat, A: int16(s.colUp[0]), B: int16(s.colUp[1]), Sealed: true})
	}
	if !(s.solo && s.jumped) {
		s.drawPhase()
	}
}

// drawPhase has every seat draw its Improvement cards.
func (s *State) drawPhase() {
	for p := int8(0); p < s.seats; p++ {
		s.players[p].pDraw += captainTable[s.players[p].captain].draw
	}
}

// spawn adds n Voidborn to sector, none beyond MaxVoidborn, and returns
// how many arrived.
func (s *State) spawn(sector, n int8) int8 {
	if n <= 0 {
		return 0
	}
	was := s.void[sector]
	s.void[sector] = min(MaxVoidborn, was+n)
	return s.void[sector] - was
}

// turns returns the number of turns of the Action phase.
func (s *State) turns() int8 {
	if s.solo {
		return 6
	}
	return 3 * s.seats
}

// turnStep drives the Action phase.
func (s *State) turnStep() bool {
	if s.idx >= s.turns() {
		s.recall()
		return false
	}
	if s.solo && s.idx%2 == 0 {
		s.automaTurn()
		s.idx++
		return false
	}
	p := s.seatAt(s.idx % s.seats)
	if s.solo {
		p = 0
	}
	s.who = p
	switch s.stage {
	case stAssign:
		s.ask = askAssign
	case stMove1, stMove2:
		if s.mover < 0 || s.moves <= 0 || (s.stage == stMove2 && (s.moved || s.isLanded())) {
			if s.stage == stMove1 {
				s.stage = stAction
			} else {
				s.stage = stBonus
			}
			return false
		}
		s.ask = askMove
	case stAction:
		s.ask = [...]int8{subNone: askAction, subPlanet: askPlanet, subSonar: askSonar, subDeployShip: askDeployShip, subDeployAt: askDeployAt, subReorg: askReorg, subImprove: askImprove, subRepair: askRepair, subCloneCard: askCloneCard, subCloneShip: askCloneShip, subCloneAct: askAction}[s.sub]
	case stBonus:
		if s.taint {
			// The Main action is over, its choices resolved and its
			// movement spent: now the Corruption ([V5.corruption]).
			s.taint = false
			s.players[p].pCorr++
			return false
		}
		switch s.sub {
		case subRemove2:
			s.ask = askRemove2
		case subFrigate:
			s.ask = askFrigate
		default:
			s.ask = askBonus
		}
	case stEnd:
		pl := &s.players[p]
		if s.sub == subBuildAt {
			s.ask = askBuildAt
			return true
		}
		// Asked on the count of its cards, which is public, never on what
		// they allow: [V11.captain].
		if !s.built && s.fig == 0 && s.space >= 0 && pl.spec == Commander && pl.captain >= 2 && pl.hiN > 0 {
			s.ask = askBuild
			return true
		}
		if s.round == 4 && !pl.revealed {
			s.ask = askReveal
			return true
		}
		s.endTurn()
		return false
	}
	return true
}

// isLanded reports whether the moving ship of this turn landed.
func (s *State) isLanded() bool {
	if s.mover == moverFrigate {
		return s.players[s.who].landed
	}
	return s.mover >= 0 && s.ships[s.mover].landed
}

const moverFrigate = 100

func (s *State) endTurn() {
	s.idx++
	s.stage = stAssign
	s.sub = subNone
	s.act = ActSkip
	s.mover = -1
	s.moves = 0
	s.moved = false
	s.bonusDmg = 0
	s.ship = -1
	s.crewShip = -1
	s.space = -1
	s.count = 0
	s.pick = -1
	s.taint = false
	s.cloned = false
	s.built = false
	s.reorged = 0
}

// recall ends the Action phase: Crew figures come home, landed ships go
// back to their Sectors, then the Tactics leader picks the first player.
func (s *State) recall() {
	for i := range s.occ {
		s.occ[i] = noOne
	}
	for i := range s.ships {
		s.ships[i].landed = false
	}
	for i := range s.landedBy {
		s.landedBy[i] = -1
	}
	for p := int8(0); p < s.seats; p++ {
		s.players[p].landed = false
	}
	s.emit(rules.Event{Kind: EvRecall, Seat: rules.NoSeat})
	if s.solo {
		s.startBreach()
		return
	}
	s.phase = phRecall
}

// tacticsLeader is the seat highest on the Tactics track; of seats on the
// same step, the one that got there first.
func (s *State) tacticsLeader() int8 {
	best := int8(0)
	for p := int8(1); p < s.seats; p++ {
		if s.tacticsAbove(p, best) {
			best = p
		}
	}
	return best
}

// tacticsAbove reports whether seat a is above seat b on the Tactics track.
func (s *State) tacticsAbove(a, b int8) bool {
	pa, pb := &s.players[a], &s.players[b]
	if pa.tactics != pb.tactics {
		return pa.tactics > pb.tactics
	}
	return pa.stamp < pb.stamp
}

func (s *State) startBreach() {
	s.phase = phBreach
	s.bSector = 0
	s.bLeft = -1
	s.bStage = 0
	s.revIgnore = false
}

// breachStep resolves the Voidborn attacks Sector by Sector.
func (s *State) breachStep() bool {
	for s.bSector < NumRing {
		sec := s.bSector
		if s.bLeft < 0 {
			if s.void[sec] == 0 {
				s.endSector()
				continue
			}
			s.bLeft = max(0, s.void[sec]-s.absorb[sec])
			s.bBy = s.decider(sec)
			s.emit(rules.Event{Kind: EvAttack, Seat: s.bySeat(), A: int16(sec), B: int16(s.void[sec]), C: int16(s.bLeft)})
		}
		if s.bStage == 0 {
			if s.bLeft == 0 {
				s.bStage = 1
				continue
			}
			if s.houseShips(sec) == 0 {
				for ; s.bLeft > 0; s.bLeft-- {
					s.hitRevenant()
				}
				continue
			}
			if s.bBy == automaCrew {
				s.damage(s.automaTarget(sec, false))
				s.bLeft--
				continue
			}
			s.who, s.ask = s.bBy, askDamage
			return true
		}
		if s.rift[sec] && s.void[sec] > 0 && s.corruptible(sec) {
			if s.bBy == automaCrew {
				id := s.automaTarget(sec, true)
				s.ships[id].corrupt = true
				s.emit(rules.Event{Kind: EvAutoma, Seat: rules.NoSeat, A: autoCorrupt, B: int16(id), C: int16(sec)})
				s.endSector()
				continue
			}
			s.who, s.ask = s.bBy, askCorruptShip
			return true
		}
		s.endSector()
	}
	for i := range s.absorb {
		s.absorb[i] = 0
	}
	if s.round == 4 {
		s.finalPhase()
		return false
	}
	s.hyperjumpPhase()
	return false
}

func (s *State) bySeat() rules.Seat {
	if s.bBy == automaCrew {
		return rules.NoSeat
	}
	return rules.Seat(s.bBy)
}

func (s *State) endSector() {
	s.absorb[s.bSector] = 0
	s.bSector++
	s.bLeft = -1
	s.bStage = 0
}

// corruptible reports whether a House ship of sector can take Corruption.
func (s *State) corruptible(sec int8) bool {
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.sector == sec && !sh.corrupt && ShipKind(i) != Civilian {
			return true
		}
	}
	return false
}

// decider is the seat whose Frigate is nearest sector; ties go to the
// seat higher on the Tactics track. In solo, the Corrupted Crew decides
// beyond the player's reach.
func (s *State) decider(sec int8) int8 {
	if s.solo {
		d := Distance(int(s.players[0].frigate), int(sec))
		if d <= 1 || d == 2 && s.players[0].tactics > s.aTactics {
			return 0
		}
		return automaCrew
	}
	best := int8(-1)
	bd := 99
	for p := int8(0); p < s.seats; p++ {
		d := Distance(int(s.players[p].frigate), int(sec))
		if d < bd || d == bd && s.tacticsAbove(p, best) {
			best, bd = p, d
		}
	}
	return best
}

// damage deals one Damage to ship id: a ship with no empty space left is
// destroyed.
func (s *State) damage(id int) {
	sh := &s.ships[id]
	if sh.damage >= damageSpaces[ShipKind(id)] {
		s.destroy(id)
		return
	}
	sh.damage++
	s.emit(rules.Event{Kind: EvDamage, Seat: rules.NoSeat, A: int16(id), B: int16(sh.damage)})
}

func (s *State) destroy(id int) {
	sh := &s.ships[id]
	if sh.landed {
		for i := range s.landedBy {
			if s.landedBy[i] == int8(id) {
				s.landedBy[i] = -1
			}
		}
	}
	sh.sector = -1
	sh.damage = 0
	sh.corrupt = false
	sh.landed = false
	if id < len(s.occ) && s.occ[id] != noOne {
		// The Crew figure stays until Recall, the space is gone.
	}
	s.emit(rules.Event{Kind: EvDestroyed, Seat: rules.NoSeat, A: int16(id)})
}

// hitRevenant deals one Damage to the Revenant.
func (s *State) hitRevenant() {
	if s.revIgnore {
		return
	}
	if s.revDamage < RevenantSpaces {
		s.revDamage++
		s.emit(rules.Event{Kind: EvRevenantHit, Seat: rules.NoSeat, A: int16(s.revDamage)})
		return
	}
	s.revIgnore = true
	s.revDamage = 0
	if s.tileN == 0 {
		return
	}
	s.tileN--
	t := s.tiles[s.tileN]
	s.tileSeen |= 1 << uint(t)
	if s.tileN > 0 {
		s.tileSeen |= 1 << uint(s.tiles[s.tileN-1])
	}
	s.tilesDone++
	next := int16(-1)
	if s.tileN > 0 {
		next = int16(s.tiles[s.tileN-1])
	}
	s.emit(rules.Event{Kind: EvTile, Seat: rules.NoSeat, A: int16(t), B: next, Sealed: true})
	s.tileEffect(Tiles[t].Effect)
}

// hyperjumpPhase resolves an enabled Hyperjump, then starts the next round.
func (s *State) hyperjumpPhase() {
	s.jumped = s.jump
	if s.jump {
		s.jump = false
		s.emit(rules.Event{Kind: EvJump, Seat: rules.NoSeat})
		s.void = [NumRing]int8{}
		s.rift = [NumRing]bool{}
		for i := range s.planet {
			s.planet[i] = -1
			s.cube[i] = false
		}
		s.tacticsRewards()
		// Reset, the higher marker ending below on a shared step.
		var order [MaxSeats]int8
		for i := range order {
			order[i] = int8(i)
		}
		for i := 1; i < int(s.seats); i++ {
			for j := i; j > 0 && s.tacticsAbove(order[j], order[j-1]); j-- {
				order[j], order[j-1] = order[j-1], order[j]
			}
		}
		for _, p := range order[:s.seats] {
			pl := &s.players[p]
			pl.tactics = captainTable[pl.captain].floor
			s.nextRank++
			pl.stamp = s.nextRank
		}
	}
	s.round++
	s.startRound()
}

// tacticsRewards gives a Hidden Influence card at Tactics 8 and also 1
// Influence of choice at 11.
func (s *State) tacticsRewards() {
	for p := int8(0); p < s.seats; p++ {
		pl := &s.players[p]
		if pl.tactics >= 8 {
			pl.pHI++
		}
		if pl.tactics >= 11 {
			pl.pInf++
		}
	}
}

// finalPhase starts final scoring after the Breach of round 4.
func (s *State) finalPhase() {
	if (s.colUp[0] >= 0) != (s.colUp[1] >= 0) {
		c := s.colUp[0]
		if c < 0 {
			c = s.colUp[1]
		}
		s.colonyHouse = int8(Colonies[c].House)
		s.colonyCard = c
		s.emit(rules.Event{Kind: EvColony, Seat: rules.NoSeat, A: int16(c)})
	}
	s.tacticsRewards()
	s.phase = phFinal
}

// finish reveals the agendas and ends the game.
func (s *State) finish() {
	for p := int8(0); p < s.seats; p++ {
		if !s.players[p].revealed {
			s.reveal(p)
		}
	}
	for p := int8(0); p < s.seats; p++ {
		pl := &s.players[p]
		s.emit(rules.Event{Kind: EvHIReveal, Seat: rules.Seat(p), A: int16(pl.hiN), Sealed: true})
	}
	s.phase = phOver
	s.who = -1
	s.emit(rules.Event{Kind: EvGameOver, Seat: rules.NoSeat})
}

// reveal turns seat p's Hidden Agenda face up and marks what it meets.
func (s *State) reveal(p int8) {
	pl := &s.players[p]
	pl.revealed = true
	if pl.agenda < 0 {
		return
	}
	a := &Agendas[pl.agenda]
	var bits int16
	for i, o := range a.Obj {
		pl.done[i] = s.objective(p, a, o)
		if pl.done[i] {
			bits |= 1 << uint(i)
		}
	}
	s.emit(rules.Event{Kind: EvReveal, Seat: rules.Seat(p), A: int16(pl.agenda), B: bits, Sealed: true})
}
