package revenant

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"starboard/rules"
)

// Move kinds.
const (
	mvSide = iota + 1
	mvSpec
	mvAgenda
	mvStart
	mvDraft
	mvDeck
	mvDiscard
	mvAssign // figure, space, alternative (Politician: Tactics and HI instead of Influence)
	mvInfluence
	mvKeep
	mvStep
	mvStay
	mvAction
	mvPlanet
	mvSonar
	mvShip
	mvSector
	mvReorg
	mvPlay // card, cadet, first ignored Resource, second ignored Resource
	mvRemove
	mvBonus
	mvGain
	mvLock
	mvCorrupt
	mvDone
	mvFirst
	mvReveal
	mvSpace
	mvClean
	mvFront
	mvBuild
	mvReplace
	numMoveKinds
)

// moveNames gives each kind its text verb; movetext.go its arguments.
var moveNames = [numMoveKinds]string{"", "side", "spec", "agenda", "start", "draft", "deck", "discard", "assign", "influence", "keep", "step", "stay", "action", "planet", "sonar", "ship", "sector", "reorganize", "play", "remove", "bonus", "gain", "lock", "corrupt", "done", "first", "reveal", "space", "cleanse", "front", "build", "replace"}

func mv(k uint8, args ...int16) rules.Move {
	m := rules.Move{Kind: k}
	for i, a := range args {
		switch i {
		case 0:
			m.A = a
		case 1:
			m.B = a
		case 2:
			m.C = a
		case 3:
			m.D = a
		}
	}
	return m
}

// Title returns "revenant".
func (s *State) Title() string { return "revenant" }

// Seats returns the number of seats.
func (s *State) Seats() int { return int(s.seats) }

// ToMove returns the seat to decide, or NoSeat once the game is over.
func (s *State) ToMove() rules.Seat {
	if s.phase == phOver {
		return rules.NoSeat
	}
	return rules.Seat(s.who)
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == phOver }

// Legal appends the legal moves of the seat to decide.
func (s *State) Legal(dst []rules.Move) []rules.Move {
	if s.phase == phOver {
		return dst
	}
	p := s.who
	pl := &s.players[p]
	switch s.ask {
	case askSide:
		dst = append(dst, mv(mvSide, 0), mv(mvSide, 1))
	case askSpec:
		for k := int16(0); k < NumSpecs; k++ {
			if !s.specTaken[k] {
				dst = append(dst, mv(mvSpec, k))
			}
		}
	case askAgenda:
		dst = append(dst, mv(mvAgenda, int16(s.agendaOf[p][0])), mv(mvAgenda, int16(s.agendaOf[p][1])))
	case askStart:
		lo, hi := NumRing, NumSectors
		if s.solo {
			lo, hi = 0, NumRing
		}
		for x := lo; x < hi; x++ {
			dst = append(dst, mv(mvStart, int16(x)))
		}
	case askDraft:
		for h := 0; h < NumHouses; h++ {
			if s.drafted&(1<<uint(h)) == 0 {
				dst = append(dst, mv(mvDraft, int16(h)))
			}
		}
	case askDeck:
		for k := 0; k < numCardKinds; k++ {
			if s.deckLeft(p, k) > 0 {
				dst = append(dst, mv(mvDeck, int16(k)))
			}
		}
	case askDiscard, askCloneCard:
		dst = s.handMoves(dst, p, mvDiscard)
	case askAssign:
		dst = s.assignMoves(dst, p)
	case askMove:
		dst = s.stepMoves(dst, p)
		if !s.mustMove() {
			dst = append(dst, mv(mvStay))
		}
	case askAction:
		dst = s.actionMoves(dst, p)
	case askPlanet:
		dst = append(dst, mv(mvPlanet, 0), mv(mvPlanet, 1))
	case askSonar:
		if s.round == 4 {
			for i := int16(0); i < 2; i++ {
				if s.colUp[i] >= 0 {
					dst = append(dst, mv(mvSonar, i))
				}
			}
			if s.colUp[0] >= 0 && s.colUp[1] >= 0 {
				dst = append(dst, mv(mvSonar, 2))
			}
			if s.colUp[0] < 0 && s.colUp[1] < 0 {
				dst = append(dst, mv(mvDone))
			}
		} else {
			n := len(dst)
			for i := int16(0); i < 2; i++ {
				if s.sonarUp[i] >= 0 && s.sonarUp[1-i] >= 0 {
					dst = append(dst, mv(mvSonar, i))
				}
			}
			if len(dst) == n {
				dst = append(dst, mv(mvDone))
			}
		}
	case askDeployShip:
		for id := 0; id < NumShips; id++ {
			if s.ships[id].sector < 0 {
				dst = append(dst, mv(mvShip, int16(id)))
			}
		}
	case askDeployAt:
		for x := int8(0); x < NumRing; x++ {
			if s.houseShips(x) < ShipLimit {
				dst = append(dst, mv(mvSector, int16(x)))
			}
		}
	case askReorg:
		for id := 0; id < NumShips; id++ {
			sh := &s.ships[id]
			if k := ShipKind(id); sh.sector < 0 || sh.sector >= NumRing || sh.landed || (k != Fighter && k != Dropship) || s.reorged&(1<<uint(id)) != 0 {
				continue
			}
			for x := int8(0); x < NumRing; x++ {
				if Adjacent(int(sh.sector), int(x)) && s.void[x] <= s.void[sh.sector] && s.houseShips(x) < ShipLimit {
					dst = append(dst, mv(mvReorg, int16(id), int16(x)))
				}
			}
		}
		dst = append(dst, mv(mvDone))
	case askImprove:
		dst = s.playMoves(dst, p, true)
		dst = append(dst, mv(mvDone))
	case askRepair:
		if pl.res[Material] > 0 {
			dst = s.damagedMoves(dst)
		}
		dst = append(dst, mv(mvDone))
	case askRepairFree:
		dst = s.damagedMoves(dst)
	case askCloneShip:
		for sp := 0; sp < SpaceFrigate; sp++ {
			if s.clonable(sp) {
				dst = append(dst, mv(mvSpace, int16(sp)))
			}
		}
	case askBonus:
		dst = s.bonusMoves(dst, p)
	case askRemove2:
		dst = s.removeMoves(dst, p)
		dst = append(dst, mv(mvDone))
	case askFrigate, askFrigateFree:
		dst = s.stepMoves(dst, p)
		dst = append(dst, mv(mvDone))
	case askReveal:
		dst = append(dst, mv(mvReveal, 0), mv(mvReveal, 1))
	case askFirst:
		for q := int16(0); q < int16(s.seats); q++ {
			dst = append(dst, mv(mvFirst, q))
		}
	case askDamage:
		for id := 0; id < NumShips; id++ {
			if s.ships[id].sector == s.bSector {
				dst = append(dst, mv(mvShip, int16(id)))
			}
		}
	case askCorruptShip:
		for id := 0; id < NumShips; id++ {
			if sh := &s.ships[id]; sh.sector == s.bSector && !sh.corrupt && ShipKind(id) != Civilian {
				dst = append(dst, mv(mvShip, int16(id)))
			}
		}
	case askSolo:
		if s.purgeLeft > 0 {
			for x := int16(0); x < NumRing; x++ {
				if s.void[x] > 0 {
					dst = append(dst, mv(mvSector, x))
				}
			}
		}
		for id := 0; id < NumShips; id++ {
			if s.ships[id].sector >= 0 && s.fronted&(1<<uint(id)) == 0 {
				dst = append(dst, mv(mvFront, int16(id)))
			}
		}
		dst = append(dst, mv(mvDone))
	case askLock:
		for r := int16(0); r < NumResources; r++ {
			if pl.res[r] > 0 {
				dst = append(dst, mv(mvLock, r))
			}
		}
	case askCorr:
		for c := int16(0); c < NumCompartments; c++ {
			if !pl.comp[c] {
				dst = append(dst, mv(mvCorrupt, c))
			}
		}
	case askBuild:
		dst = s.buildMoves(dst, p)
		dst = append(dst, mv(mvDone))
	case askBuildAt:
		for x := int8(0); x < NumRing; x++ {
			if s.houseShips(x) < ShipLimit {
				dst = append(dst, mv(mvSector, int16(x)))
			}
		}
	case askKeep:
		if s.keepMore {
			dst = append(dst, mv(mvDone))
		}
		var seen [NumHouses]bool
		for _, h := range pl.offer[:pl.offerN] {
			if h >= 0 && !seen[h] { // a view holds -1 for a card it may not see
				seen[h] = true
				dst = append(dst, mv(mvKeep, int16(h)))
			}
		}
	case askInfluence:
		for h := int16(0); h < NumHouses; h++ {
			if pl.inf[h] < MaxInfluence {
				dst = append(dst, mv(mvInfluence, h))
			}
		}
	case askAbsorb:
		for x := int16(0); x < NumSectors; x++ {
			dst = append(dst, mv(mvSector, x))
		}
	case askClean:
		dst = s.cleanMoves(dst, p, true)
	case askCleanOwn:
		dst = s.cleanMoves(dst, p, false)
	case askAny:
		for r := int16(0); r < NumResources; r++ {
			dst = append(dst, mv(mvGain, r))
		}
	case askPurge:
		for x := int16(0); x < NumRing; x++ {
			if s.void[x] > 0 {
				dst = append(dst, mv(mvSector, x))
			}
		}
	}
	return dst
}

func (s *State) handMoves(dst []rules.Move, p int8, kind uint8) []rules.Move {
	pl := &s.players[p]
	for i := int8(0); i < pl.handN; i++ {
		dst = append(dst, mv(kind, int16(pl.hand[i])))
	}
	return dst
}

func (s *State) damagedMoves(dst []rules.Move) []rules.Move {
	for id := 0; id < NumShips; id++ {
		if s.ships[id].sector >= 0 && s.ships[id].damage > 0 {
			dst = append(dst, mv(mvShip, int16(id)))
		}
	}
	if s.revDamage > 0 {
		dst = append(dst, mv(mvShip, revenantTarget))
	}
	return dst
}

func (s *State) cleanMoves(dst []rules.Move, p int8, ships bool) []rules.Move {
	pl := &s.players[p]
	for c := int16(0); c < NumCompartments; c++ {
		if pl.comp[c] {
			dst = append(dst, mv(mvClean, c))
		}
	}
	if ships {
		for id := 0; id < NumShips; id++ {
			if s.ships[id].sector >= 0 && s.ships[id].corrupt {
				dst = append(dst, mv(mvClean, int16(10+id)))
			}
		}
	}
	return dst
}

// spaceOpen reports whether a Crew figure of seat p may take space sp.
func (s *State) spaceOpen(p int8, sp int) bool {
	if s.occ[sp] != noOne {
		return false
	}
	switch {
	case sp < NumShips:
		sh := &s.ships[sp]
		return sh.sector >= 0 && !sh.landed && ShipKind(sp) != Civilian
	case sp == SpaceHyperjump, sp == SpaceDeploy:
		return true
	}
	return sp == SpaceFrigate+int(p)
}

func (s *State) assignMoves(dst []rules.Move, p int8) []rules.Move {
	pl := &s.players[p]
	n := len(dst)
	for f := int16(0); f < 3; f++ {
		if pl.figUsed[f] {
			continue
		}
		for sp := 0; sp < numSpaces; sp++ {
			if !s.spaceOpen(p, sp) {
				continue
			}
			dst = append(dst, mv(mvAssign, f, int16(sp), 0))
			if f == 0 && pl.spec == Politician && pl.captain >= 1 && sp < SpaceFrigate {
				dst = append(dst, mv(mvAssign, f, int16(sp), 1))
			}
		}
	}
	if len(dst) == n {
		// No free space: the figure stays home, the turn goes on to its bonus action (R-no-space).
		dst = append(dst, mv(mvDone))
	}
	return dst
}

// moverSector is where the ship moving this turn is.
func (s *State) moverSector(p int8) int8 {
	if s.mover == moverFrigate || s.stage == stBonus || s.ask == askFrigateFree {
		return s.players[p].frigate
	}
	return s.ships[s.mover].sector
}

// frigateMoving reports whether the Frigate is what moves now.
func (s *State) frigateMoving() bool {
	return s.mover == moverFrigate || s.ask == askFrigate || s.ask == askFrigateFree
}

// mustMove reports whether a small ship stands in a central Sector it may
// not stop in.
func (s *State) mustMove() bool {
	return !s.frigateMoving() && s.moverSector(s.who) >= NumRing
}

func (s *State) stepMoves(dst []rules.Move, p int8) []rules.Move {
	from := s.moverSector(p)
	frig := s.frigateMoving()
	for x := int8(0); x < NumSectors; x++ {
		if !Adjacent(int(from), int(x)) {
			continue
		}
		if x >= NumRing {
			if s.solo && frig {
				continue
			}
			// A small ship may pass a central Sector only with Movement to leave it.
			if !frig && (s.moves < 2 || !s.ringExit(x)) {
				continue
			}
		}
		if !frig && x < NumRing && s.houseShips(x) >= ShipLimit {
			continue
		}
		dst = append(dst, mv(mvStep, int16(x)))
	}
	return dst
}

// ringExit reports whether a ring Sector next to central Sector x has
// room for a small ship leaving it.
func (s *State) ringExit(x int8) bool {
	for y := int8(0); y < NumRing; y++ {
		if Adjacent(int(x), int(y)) && s.houseShips(y) < ShipLimit {
			return true
		}
	}
	return false
}

// actionMoves lists the actions the Crew figure's space offers.
func (s *State) actionMoves(dst []rules.Move, p int8) []rules.Move {
	sp := int(s.space)
	add := func(a int) { dst = append(dst, mv(mvAction, int16(a))) }
	add(ActSkip)
	pl := &s.players[p]
	switch {
	case sp < NumShips:
		sh := &s.ships[sp]
		switch ShipKind(sp) {
		case Arkship:
			for _, a := range arkActions[ShipHouse(sp)] {
				if s.actionOK(p, int(a)) {
					add(int(a))
				}
			}
		case Fighter:
			if sh.sector >= 0 && sh.sector < NumRing && s.void[sh.sector] > 0 {
				add(ActAttack)
			}
		case Dropship:
			if sh.sector >= 0 && !sh.landed && s.canLand(p, sh.sector) {
				add(ActLand)
			}
		}
	case sp == SpaceHyperjump:
		if s.actionOK(p, ActHyperjump) {
			add(ActHyperjump)
		}
	case sp == SpaceDeploy:
		if s.actionOK(p, ActDeploy) {
			add(ActDeploy)
		}
	default:
		at := pl.frigate
		if at < NumRing && s.void[at] > 0 {
			add(ActAttack)
		}
		if !pl.landed && s.canLand(p, at) {
			add(ActLand)
		}
		add(ActAbsorbOne)
	}
	// The Politician's Captain takes the action of another ship in its
	// Sector: an Arkship's (any Arkship's at level 4) or a Fighter's attack
	// (R-captain-abilities).
	if s.fig == 0 && !s.cloned && pl.spec == Politician && (sp < NumShips || sp >= SpaceFrigate) {
		at := pl.frigate
		if sp < NumShips {
			at = s.ships[sp].sector
		}
		for h := 0; h < NumHouses; h++ {
			id := ShipID(h, Arkship)
			if id == sp || s.ships[id].sector < 0 || (pl.captain < 3 && s.ships[id].sector != at) {
				continue
			}
			for _, a := range arkActions[h] {
				if s.actionOK(p, int(a)) && !s.hasAction(dst, int(a)) {
					add(int(a))
				}
			}
		}
		if at >= 0 && at < NumRing && s.void[at] > 0 && !s.hasAction(dst, ActAttack) {
			for h := 0; h < NumHouses; h++ {
				if s.ships[ShipID(h, Fighter)].sector == at {
					add(ActAttack)
					break
				}
			}
		}
	}
	return dst
}

func (s *State) hasAction(dst []rules.Move, a int) bool {
	for _, m := range dst {
		if m.Kind == mvAction && int(m.A) == a {
			return true
		}
	}
	return false
}

// canLand reports whether a ship in sector may land on its Planet.
func (s *State) canLand(p int8, sector int8) bool {
	if sector < 0 || sector >= NumRing || s.planet[sector] < 0 {
		return false
	}
	if s.landedBy[sector] < 0 {
		return true
	}
	pl := &s.players[p]
	return s.fig == 0 && pl.spec == Scout && pl.captain >= 1
}

// actionOK reports whether action a can be resolved by seat p now.
func (s *State) actionOK(p int8, a int) bool {
	pl := &s.players[p]
	switch a {
	case ActHyperjump:
		return pl.res[Neutronium] >= 3 && !s.jump
	case ActDeploy:
		if pl.res[0] < 1 || pl.res[1] < 1 || pl.res[2] < 1 || pl.res[3] < 1 {
			return false
		}
		for id := range s.ships {
			if s.ships[id].sector < 0 {
				for x := int8(0); x < NumRing; x++ {
					if s.houseShips(x) < ShipLimit {
						return true
					}
				}
				return false
			}
		}
		return false
	case ActConvert:
		return pl.res[Energy] >= 2
	case ActPromote:
		return pl.res[Science] >= 3 && pl.captain < 3
	case ActPurge:
		return s.totalVoid() > 0
	case ActClone:
		if s.cloned || pl.handN == 0 {
			return false
		}
		for sp := 0; sp < SpaceFrigate; sp++ {
			if s.clonable(sp) {
				return true
			}
		}
		return false
	}
	return true
}

// clonable reports whether Clone may copy the action of space sp: a ship
// with a Crew figure on it, not a Zenor Clone itself (R-clone).
func (s *State) clonable(sp int) bool {
	if sp == int(s.space) || s.occ[sp] == noOne {
		return false
	}
	if sp < NumShips {
		return s.ships[sp].sector >= 0 && sp != ShipID(Zenor, Arkship)
	}
	return true
}

// cost returns what seat p pays for card c ignoring up to two Resources.
func (s *State) cost(p int8, c int8, ig1, ig2 int16) ([NumResources]int8, bool) {
	cost := Cards[c].Cost
	for _, ig := range [2]int16{ig1, ig2} {
		if ig >= 0 {
			if cost[ig] == 0 {
				return cost, false
			}
			cost[ig]--
		}
	}
	pl := &s.players[p]
	if Cards[c].Kind == Equipment && pl.equipN >= EquipmentSlots-2 {
		cost[Energy] += 2
	}
	for r := range cost {
		if pl.res[r] < cost[r] {
			return cost, false
		}
	}
	return cost, true
}

// discounts returns whether the House discount applies to card c this
// turn.
func (s *State) houseDiscount(c int8) bool {
	return s.crewShip >= 0 && int(Cards[c].House) == ShipHouse(int(s.crewShip))
}

// playMoves lists the cards seat p can play, with each way of taking the
// discounts; improve is the Improve action's discount.
func (s *State) playMoves(dst []rules.Move, p int8, improve bool) []rules.Move {
	pl := &s.players[p]
	for i := int8(0); i < pl.handN; i++ {
		c := pl.hand[i]
		if c < 0 {
			continue // a card a view may not see
		}
		card := &Cards[c]
		var cadets [2]int16
		nc := 0
		switch card.Kind {
		case Equipment:
			if pl.equipN >= EquipmentSlots {
				continue
			}
			cadets[0], nc = -1, 1
		case Training:
			for cad := int16(0); cad < 2; cad++ {
				if pl.trainN[cad] < 3 {
					cadets[nc] = cad
					nc++
				}
			}
		default:
			cadets[0], nc = -1, 1
		}
		for _, ig1 := range s.ignores(c, s.houseDiscount(c)) {
			if ig1 == -2 {
				break
			}
			for _, ig2 := range s.ignores(c, improve) {
				if ig2 == -2 {
					break
				}
				if ig2 >= 0 && ig1 > ig2 && card.Cost[ig1] >= 1 && card.Cost[ig2] >= 1 {
					continue // the same pair in the other order
				}
				if _, ok := s.cost(p, c, ig1, ig2); !ok {
					continue
				}
				for _, cad := range cadets[:nc] {
					dst = append(dst, mv(mvPlay, int16(c), cad, ig1, ig2))
				}
			}
		}
	}
	return dst
}

// ignores lists the Resources a discount may ignore on card c: the
// distinct types of its cost, or none without the discount. The list ends
// with -2.
func (s *State) ignores(c int8, discount bool) [NumResources + 1]int16 {
	out := [NumResources + 1]int16{-2, -2, -2, -2, -2}
	if !discount {
		out[0] = -1
		return out
	}
	n := 0
	for r, k := range Cards[c].Cost {
		if k > 0 {
			out[n] = int16(r)
			n++
		}
	}
	if n == 0 {
		out[0] = -1
	}
	return out
}

func (s *State) removeMoves(dst []rules.Move, p int8) []rules.Move {
	pl := &s.players[p]
	if pl.res[Neutronium] < 1 || pl.handN == 0 {
		return dst
	}
	for c := int16(0); c < NumCompartments; c++ {
		if pl.comp[c] {
			dst = s.removeWith(dst, p, c)
		}
	}
	for id := 0; id < NumShips; id++ {
		if s.ships[id].sector >= 0 && s.ships[id].corrupt {
			dst = s.removeWith(dst, p, int16(10+id))
		}
	}
	return dst
}

func (s *State) removeWith(dst []rules.Move, p int8, target int16) []rules.Move {
	pl := &s.players[p]
	for i := int8(0); i < pl.handN; i++ {
		dst = append(dst, mv(mvRemove, target, int16(pl.hand[i])))
	}
	return dst
}

func (s *State) bonusMoves(dst []rules.Move, p int8) []rules.Move {
	pl := &s.players[p]
	n := len(dst)
	if !pl.comp[BonusRemove] {
		dst = s.removeMoves(dst, p)
	}
	if !pl.comp[BonusResource] {
		for r := int16(0); r < NumResources; r++ {
			dst = append(dst, mv(mvGain, r))
		}
	}
	if !pl.comp[BonusTactics] {
		dst = append(dst, mv(mvBonus, BonusTactics))
	}
	if !pl.comp[BonusPlay] {
		dst = s.playMoves(dst, p, false)
	}
	if !pl.comp[BonusActivate] {
		dst = append(dst, mv(mvBonus, BonusActivate))
	}
	if !pl.comp[BonusMove] {
		dst = append(dst, mv(mvBonus, BonusMove))
	}
	if len(dst) == n {
		dst = append(dst, mv(mvDone))
	}
	return dst
}

var errIllegal = errors.New("that move is not possible now")

// Apply plays m for the seat to decide.
func (s *State) Apply(m rules.Move) ([]rules.Event, error) {
	s.events = s.events[:0]
	if s.phase == phOver {
		return nil, errors.New("the game is over")
	}
	var buf [512]rules.Move
	ok := false
	for _, l := range s.Legal(buf[:0]) {
		if l == m {
			ok = true
			break
		}
	}
	if !ok {
		return nil, s.refusal(m)
	}
	s.steps++
	s.play(m)
	s.advance()
	return s.events, nil
}

// moveDescs say in words what each kind of move does, for refusals.
var moveDescs = [numMoveKinds]string{
	mvSide:      "chooses the side of a Crew board",
	mvSpec:      "chooses a Captain's specialization",
	mvAgenda:    "keeps a Hidden Agenda",
	mvStart:     "places a Frigate at the start",
	mvDraft:     "takes a House card in the opening draft",
	mvDeck:      "chooses the deck of an Improvement card to draw",
	mvDiscard:   "discards an Improvement card",
	mvAssign:    "places a Crew figure on an action space",
	mvInfluence: "gains Influence with a House of your choice",
	mvKeep:      "keeps a Hidden Influence card drawn",
	mvStep:      "moves a ship one Sector",
	mvStay:      "ends a ship's movement",
	mvAction:    "chooses the action of a Main action",
	mvPlanet:    "chooses a Planet action",
	mvSonar:     "discards a Sonar or Colony card",
	mvShip:      "chooses a ship",
	mvSector:    "chooses a Sector",
	mvReorg:     "moves a ship in a Reorganize",
	mvPlay:      "plays an Improvement card",
	mvRemove:    "removes a Corruption with the bonus action",
	mvBonus:     "chooses a bonus action",
	mvGain:      "gains a Resource with the bonus action",
	mvLock:      "locks a Resource token away",
	mvCorrupt:   "places a Corruption on a Compartment",
	mvDone:      "finishes the current step",
	mvFirst:     "names the next round's first player",
	mvReveal:    "reveals a Hidden Agenda or keeps it hidden",
	mvSpace:     "chooses an action space",
	mvClean:     "removes a Corruption",
	mvFront:     "moves a ship to the front of its line",
	mvBuild:     "builds a ship for a Hidden Influence card",
	mvReplace:   "replaces a ship with one built",
}

// refusal says why m is refused: what the game asks, of whom, and why m
// does not answer it.
func (s *State) refusal(m rules.Move) error {
	if int(m.Kind) >= numMoveKinds || m.Kind == 0 {
		return errors.New("that is not a Revenant move")
	}
	asked := fmt.Sprintf("%s is asked: %q", rules.Seat(s.who), askTexts[s.ask])
	var buf [512]rules.Move
	legal := s.Legal(buf[:0])
	offered := false
	for _, l := range legal {
		offered = offered || l.Kind == m.Kind
	}
	text := s.MoveText(m)
	if !offered {
		return fmt.Errorf("%s is not possible now: %s, and a %s move %s, which is not what is asked", text, asked, moveNames[m.Kind], moveDescs[m.Kind])
	}
	why := s.whyNot(m)
	if why == "" {
		why = fmt.Sprintf("it is not one of the %d choices open now", len(legal))
	}
	var some []string
	for _, l := range legal[:min(len(legal), 4)] {
		some = append(some, s.MoveText(l))
	}
	more := ""
	if len(legal) > len(some) {
		more = fmt.Sprintf(" (and %d more)", len(legal)-len(some))
	}
	return fmt.Errorf("%s is not possible: %s; %s, for example %s%s", text, why, asked, strings.Join(some, ", "), more)
}

// whyNot explains, where it can, why m of a kind the prompt accepts is
// refused; "" when it has nothing more precise to say.
func (s *State) whyNot(m rules.Move) string {
	p := s.who
	pl := &s.players[p]
	switch m.Kind {
	case mvAssign:
		f, sp := int(m.A), int(m.B)
		switch {
		case f < 0 || f >= 3 || sp < 0 || sp >= numSpaces:
			return "there is no such Crew figure or action space"
		case pl.figUsed[f]:
			return figNames[f] + " has already been placed this round"
		case s.occ[sp] != noOne:
			return spaceName(int16(sp)) + " already holds a Crew figure"
		case sp < NumShips && s.ships[sp].sector < 0:
			return shipName(int16(sp)) + " is not on the map"
		case sp < NumShips && ShipKind(sp) == Civilian:
			return "a Civilian ship has no action space for Crew figures"
		case sp < NumShips && s.ships[sp].landed:
			return shipName(int16(sp)) + " has landed on a Planet this round"
		case sp >= SpaceFrigate && sp != SpaceFrigate+int(p):
			return "a Crew figure cannot go on another seat's Frigate"
		case m.C == 1:
			return "only a Politician Captain from level 2, on a ship or the Revenant, may take Tactics and Hidden Influence instead of the Influence"
		}
	case mvDraft:
		if m.A >= 0 && m.A < NumHouses && s.drafted&(1<<uint(m.A)) != 0 {
			return "the " + house(m.A) + " card has already been taken"
		}
	case mvSpec:
		if m.A >= 0 && m.A < NumSpecs && s.specTaken[m.A] {
			return "another seat's Captain is already a " + SpecNames[m.A]
		}
	case mvCorrupt:
		if m.A >= 0 && m.A < NumCompartments && pl.comp[m.A] {
			return "the " + BonusNames[m.A] + " Compartment already holds a Corruption"
		}
	case mvPlay:
		if c := int(m.A); c >= 0 && c < NumCards && !slices.Contains(pl.hand[:pl.handN], int8(c)) {
			return "that card is not in your hand"
		}
	}
	return ""
}

// play changes the state by legal move m.
func (s *State) play(m rules.Move) {
	p := s.who
	pl := &s.players[p]
	seat := rules.Seat(p)
	switch s.ask {
	case askSide:
		pl.side = int8(m.A)
		s.emit(rules.Event{Kind: EvSide, Seat: seat, A: m.A})
		s.idx++
	case askSpec:
		pl.spec = int8(m.A)
		s.specTaken[m.A] = true
		n := 0
		for a := range Agendas {
			if Agendas[a].Spec == uint8(m.A) {
				s.agendaOf[p][n] = int8(a)
				n++
			}
		}
		s.emit(rules.Event{Kind: EvSpec, Seat: seat, A: m.A})
		s.idx++
	case askAgenda:
		pl.agenda = int8(m.A)
		s.emit(rules.Event{Kind: EvAgenda, Seat: seat, A: m.A, To: rules.SeatsOf(seat), Secret: rules.SecretA})
		s.idx++
	case askStart:
		pl.frigate = int8(m.A)
		s.emit(rules.Event{Kind: EvStart, Seat: seat, A: m.A})
		s.idx++
	case askDraft:
		s.drafted |= 1 << uint(m.A)
		s.emit(rules.Event{Kind: EvDraft, Seat: seat, A: m.A})
		s.gainInf(p, int(m.A), 1)
		s.damage(ShipID(int(m.A), Arkship))
		s.idx++
	case askDeck:
		pl.pDraw--
		pl.drawPick[m.A]++
		s.emit(rules.Event{Kind: EvDeckPick, Seat: seat, A: m.A})
		if pl.pDraw == 0 {
			s.drawPicks(p)
		}
	case askDiscard:
		s.discardCard(p, int8(m.A))
		s.emit(rules.Event{Kind: EvDiscard, Seat: seat, A: m.A})
	case askAssign:
		if m.Kind == mvDone {
			s.emit(rules.Event{Kind: EvNoSpace, Seat: seat})
			s.stage = stBonus
			return
		}
		s.assign(p, m)
	case askMove, askFrigate, askFrigateFree:
		if m.Kind == mvStay || m.Kind == mvDone {
			switch {
			case s.ask == askFrigateFree:
				pl.pFrig = 0
			case s.ask == askFrigate:
				s.sub = subNone
				s.stage = stEnd
			default:
				s.stage++
			}
			return
		}
		s.moveStep(p, int8(m.A))
	case askAction:
		s.action(p, int(m.A))
	case askPlanet:
		s.planetAction(p, int(m.A))
	case askSonar:
		s.sonarDiscard(p, m)
	case askDeployShip:
		s.pick = int8(m.A)
		s.sub = subDeployAt
	case askDeployAt:
		s.place(int(s.pick), int8(m.A), false)
		s.emit(rules.Event{Kind: EvDeploy, Seat: seat, A: int16(s.pick), B: m.A})
		s.actionDone()
	case askReorg:
		if m.Kind == mvDone {
			s.actionDone()
			return
		}
		s.reorged |= 1 << uint(m.A)
		from := s.ships[m.A].sector
		s.place(int(m.A), int8(m.B), false)
		s.emit(rules.Event{Kind: EvShipMove, Seat: seat, A: m.A, B: int16(from), C: m.B})
		s.count--
		if s.count == 0 {
			s.actionDone()
		}
	case askImprove:
		if m.Kind == mvDone {
			s.actionDone()
			return
		}
		s.playCard(p, m)
		s.count--
		if s.count == 0 {
			s.actionDone()
		}
	case askRepair:
		if m.Kind == mvDone {
			s.actionDone()
			return
		}
		s.pay(p, [NumResources]int8{Material: 1})
		s.repairOne(p, int(m.A))
	case askCloneCard:
		s.discardCard(p, int8(m.A))
		s.emit(rules.Event{Kind: EvDiscard, Seat: seat, A: m.A})
		s.sub = subCloneShip
	case askCloneShip:
		s.space = int8(m.A)
		s.cloned = true
		s.ship = -1
		if m.A < NumShips {
			s.ship = int8(m.A)
			if s.ships[m.A].corrupt {
				s.taint = true
			}
		}
		s.emit(rules.Event{Kind: EvClone, Seat: seat, A: m.A})
		s.sub = subCloneAct
	case askBonus:
		s.bonus(p, m)
	case askRemove2:
		if m.Kind == mvDone {
			s.sub = subNone
			s.stage = stEnd
			return
		}
		s.removeBonus(p, m)
		s.sub = subNone
		s.stage = stEnd
	case askReveal:
		if m.A == 1 {
			s.reveal(p)
		}
		s.endTurn()
	case askFirst:
		s.first = int8(m.A)
		s.emit(rules.Event{Kind: EvFirst, Seat: seat, A: m.A})
		s.startBreach()
	case askDamage:
		s.damage(int(m.A))
		s.bLeft--
	case askCorruptShip:
		s.ships[m.A].corrupt = true
		s.emit(rules.Event{Kind: EvCorruptShip, Seat: seat, A: m.A})
		s.endSector()
	case askSolo:
		switch m.Kind {
		case mvSector:
			s.void[m.A]--
			s.purgeLeft--
			s.emit(rules.Event{Kind: EvVoidRemoved, Seat: seat, A: m.A})
		case mvFront:
			s.fronted |= 1 << uint(m.A)
			s.place(int(m.A), s.ships[m.A].sector, true)
			s.emit(rules.Event{Kind: EvFront, Seat: seat, A: m.A})
		default:
			s.fronted = 0
			s.phase = phTurn
			s.drawPhase()
		}
	case askLock:
		pl.res[m.A]--
		pl.locked[m.A]++
		s.emit(rules.Event{Kind: EvLock, Seat: seat, A: m.A})
	case askCorr:
		pl.pCorr--
		pl.comp[m.A] = true
		s.emit(rules.Event{Kind: EvCorruption, Seat: seat, A: m.A})
	case askBuild:
		s.build(p, m)
	case askBuildAt:
		s.place(int(s.pick), int8(m.A), false)
		s.emit(rules.Event{Kind: EvDeploy, Seat: seat, A: int16(s.pick), B: m.A})
		s.sub = subNone
	case askKeep:
		if !s.keepMore && pl.offerN >= 2 && pl.spec == Politician && pl.captain >= 2 && s.phase == phTurn && s.fig == 0 && s.stage <= stAction && s.who == s.seatAt(s.idx%s.seats) {
			// The Politician keeps one now and may keep a second (R-captain-abilities).
			pl.pHI--
			s.keepOne(p, int8(m.A))
			s.keepMore = true
			s.emit(rules.Event{Kind: EvHIKeep, Seat: seat, A: m.A, To: rules.SeatsOf(seat), Secret: rules.SecretA})
			return
		}
		if s.keepMore {
			s.keepMore = false
			if m.Kind == mvDone {
				s.discardOffer(p)
				return
			}
			s.keepOne(p, int8(m.A))
			s.discardOffer(p)
			s.emit(rules.Event{Kind: EvHIKeep, Seat: seat, A: m.A, To: rules.SeatsOf(seat), Secret: rules.SecretA})
			return
		}
		pl.pHI--
		kept := false
		for i := int8(0); i < pl.offerN; i++ {
			h := pl.offer[i]
			if !kept && h == int8(m.A) {
				kept = true
				pl.hi[h]++
				pl.hiN++
				continue
			}
			s.hiDisc[s.hiDiscN] = h
			s.hiDiscN++
		}
		pl.offerN = 0
		pl.offer = [4]int8{}
		s.emit(rules.Event{Kind: EvHIKeep, Seat: seat, A: m.A, To: rules.SeatsOf(seat), Secret: rules.SecretA})
	case askInfluence:
		pl.pInf--
		s.gainInf(p, int(m.A), 1)
	case askAbsorb:
		s.absorb[m.A]++
		if pl.pAbsE > 0 {
			pl.pAbsE--
			s.emit(rules.Event{Kind: EvAbsorber, Seat: seat, A: m.A})
			s.gainRes(p, Energy, 1)
		} else {
			pl.pAbsR--
			s.emit(rules.Event{Kind: EvAbsorber, Seat: seat, A: m.A})
		}
	case askClean:
		pl.pClean--
		s.cleanse(p, int(m.A))
	case askCleanOwn:
		pl.pCleanOwn--
		s.cleanse(p, int(m.A))
	case askAny:
		pl.pAny--
		s.gainRes(p, int(m.A), 1)
	case askPurge:
		pl.pPurge--
		s.destroyVoid(p, int8(m.A), 1)
	case askRepairFree:
		pl.pRepair--
		s.repairOne(p, int(m.A))
	}
}

// pay spends cost from seat p's stored Resources.
func (s *State) pay(p int8, cost [NumResources]int8) {
	pl := &s.players[p]
	for r := range cost {
		pl.res[r] -= cost[r]
	}
	s.emit(rules.Event{Kind: EvPay, Seat: rules.Seat(p), A: int16(cost[0]), B: int16(cost[1]), C: int16(cost[2]), D: int16(cost[3])})
}

// assign places a Crew figure and gains its Influence.
func (s *State) assign(p int8, m rules.Move) {
	pl := &s.players[p]
	seat := rules.Seat(p)
	s.fig, s.space = int8(m.A), int8(m.B)
	pl.figUsed[s.fig] = true
	s.occ[s.space] = p*3 + s.fig
	s.emit(rules.Event{Kind: EvAssign, Seat: seat, A: m.A, B: m.B})
	sp := int(s.space)
	s.ship, s.mover, s.crewShip = -1, -1, -1
	if sp < NumShips {
		s.ship = int8(sp)
		s.crewShip = int8(sp)
		if k := ShipKind(sp); k == Fighter || k == Dropship {
			s.mover = int8(sp)
		}
		if s.ships[sp].corrupt {
			s.taint = true
		}
	} else if sp >= SpaceFrigate {
		s.mover = moverFrigate
	}
	switch {
	case m.C == 1:
		s.tactics(p, 1)
		pl.pHI++
	case sp < NumShips:
		s.gainInf(p, ShipHouse(sp), 1)
	case sp < SpaceFrigate:
		pl.pInf++
		if s.fig == 0 && pl.spec == Commander {
			s.tactics(p, 1)
			if pl.captain >= 1 {
				pl.pHI++
			}
		}
	default:
		pl.pHI++
	}
	s.moves = 1
	if s.fig == 0 {
		s.moves++
		if pl.spec == Scientist {
			s.scientist(p)
		}
	}
	if s.solo && s.mover == moverFrigate {
		s.moves++
	}
	if s.fig > 0 {
		cad := s.fig - 1
		for _, c := range pl.train[cad][:pl.trainN[cad]] {
			if Cards[c].Trigger == trCadet {
				s.apply(p, Cards[c].Effect)
			}
		}
	}
	s.stage = stMove1
	s.sub = subNone
}

// scientist resolves the Scientist Captain's placement abilities, a
// design of ours (R-captain-abilities).
func (s *State) scientist(p int8) {
	pl := &s.players[p]
	s.addData(p, 1)
	if pl.captain >= 1 {
		s.gainRes(p, Science, 1)
	}
	if pl.captain >= 2 {
		pl.pDraw++
	}
	if pl.captain >= 3 {
		pl.pCleanOwn++
	}
}

// moveStep moves this turn's ship, or the Frigate, one Sector.
func (s *State) moveStep(p int8, to int8) {
	pl := &s.players[p]
	if s.frigateMoving() {
		from := pl.frigate
		pl.frigate = to
		s.emit(rules.Event{Kind: EvFrigateMove, Seat: rules.Seat(p), A: int16(from), B: int16(to)})
	} else {
		from := s.ships[s.mover].sector
		s.place(int(s.mover), to, false)
		s.emit(rules.Event{Kind: EvShipMove, Seat: rules.Seat(p), A: int16(s.mover), B: int16(from), C: int16(to)})
	}
	switch s.ask {
	case askMove:
		if s.stage == stMove1 {
			s.moved = true // R-move: no Movement is left for after the action
		}
		s.moves--
		if s.moves == 0 {
			s.stage++
		}
	case askFrigate:
		s.count--
		if s.count == 0 {
			s.sub = subNone
			s.stage = stEnd
		}
	case askFrigateFree:
		pl.pFrig--
	}
}

// action resolves action a of the Crew figure's ship.
func (s *State) action(p int8, a int) {
	pl := &s.players[p]
	seat := rules.Seat(p)
	s.act = int8(a)
	s.emit(rules.Event{Kind: EvAction, Seat: seat, A: int16(a)})
	switch a {
	case ActSkip:
	case ActAttack:
		at, dmg := pl.frigate, 1+s.bonusDmg
		if s.ship >= 0 {
			at = s.ships[s.ship].sector
		} else {
			dmg += s.frigateDamage(p) - 1
			pl.bestHit = max(pl.bestHit, dmg)
		}
		s.destroyVoid(p, at, dmg)
	case ActLand:
		at := pl.frigate
		if s.ship >= 0 {
			at = s.ships[s.ship].sector
			s.ships[s.ship].landed = true
			s.landedBy[at] = s.ship
		} else {
			pl.landed = true
			s.landedBy[at] = 100 + p
		}
		s.emit(rules.Event{Kind: EvLand, Seat: seat, A: int16(at), B: int16(s.planet[at])})
		if s.cube[at] {
			s.cube[at] = false
			s.addData(p, 1)
		}
		s.pick = at
		s.sub = subPlanet
		return
	case ActAbsorbOne:
		n := 1 + s.equipBonus(p, opAbsorbUp)
		s.absorb[pl.frigate] += n
		s.emit(rules.Event{Kind: EvAbsorber, Seat: seat, A: int16(pl.frigate), B: int16(n)})
		s.gainRes(p, Energy, n)
	case ActHyperjump:
		if s.revCubes > 0 {
			s.addData(p, s.revCubes)
			s.revCubes = 0
		}
		s.pay(p, [NumResources]int8{Neutronium: 3})
		s.jump = true
		s.emit(rules.Event{Kind: EvJumpEnabled, Seat: seat})
		if s.round < 4 && (s.sonarUp[0] < 0 || s.sonarUp[1] < 0) {
			i := 0
			if s.sonarUp[0] >= 0 {
				i = 1
			}
			s.sonarUp[i] = s.drawSonar()
			s.emit(rules.Event{Kind: EvSonarReveal, Seat: rules.NoSeat, A: int16(s.sonarUp[0]), B: int16(s.sonarUp[1]), Sealed: true})
		}
		s.sub = subSonar
		return
	case ActDeploy:
		s.pay(p, [NumResources]int8{1, 1, 1, 1})
		s.sub = subDeployShip
		return
	case ActConvert:
		s.pay(p, [NumResources]int8{Energy: 2})
		pl.pAny += 4
	case ActResearch:
		pl.pDraw += 3
		pl.pCleanOwn++
	case ActAbsorb:
		pl.pAbsE += 2
	case ActReorganize:
		s.count = 3
		s.sub = subReorg
		return
	case ActImprove:
		s.count = 2
		s.sub = subImprove
		return
	case ActPromote:
		s.pay(p, [NumResources]int8{Science: 3})
		pl.captain++
		s.emit(rules.Event{Kind: EvPromote, Seat: seat, A: int16(pl.captain)})
	case ActAnalyze:
		s.tactics(p, 3)
	case ActPurge:
		pl.pPurge += 2
	case ActRepair:
		s.sub = subRepair
		return
	case ActClone:
		s.sub = subCloneCard
		return
	case ActProvisionE, ActProvisionM, ActProvisionS, ActProvisionN:
		s.gainRes(p, a-ActProvisionE, 2)
	}
	s.actionDone()
}

// actionDone ends the action of the Main action. A corrupted ship or
// Planet gives its Corruption later, when the Main action is over
// (see turnStep), so that the action's own effects come first.
func (s *State) actionDone() {
	s.sub = subNone
	s.stage = stMove2
}

// planetAction resolves the Planet's Mining (0) or corrupted (1) action.
func (s *State) planetAction(p int8, choice int) {
	pl := &s.players[p]
	card := &Planets[s.planet[s.pick]]
	s.emit(rules.Event{Kind: EvPlanet, Seat: rules.Seat(p), A: int16(s.planet[s.pick]), B: int16(choice)})
	if choice == 0 {
		s.apply(p, card.Mine)
		if s.ship < 0 {
			pl.pAny += s.equipBonus(p, opPlanetRes)
		}
	} else {
		s.apply(p, card.Corrupt)
		s.taint = true
	}
	if s.ship < 0 {
		// Ore Scanner and its kind count on either action.
		if choice == 1 {
			pl.pAny += s.equipBonus(p, opPlanetRes)
		}
	}
	if s.fig == 0 && pl.spec == Scout {
		pl.pAny++
		if pl.captain >= 2 {
			s.destroyVoid(p, s.pick, 1)
		}
		if pl.captain >= 3 {
			s.absorb[s.pick]++
			s.gainRes(p, Energy, 1)
		}
	}
	s.actionDone()
}

// sonarDiscard discards a face-up Sonar card, or Colony cards in round 4.
func (s *State) sonarDiscard(p int8, m rules.Move) {
	seat := rules.Seat(p)
	if m.Kind == mvDone {
		s.actionDone()
		return
	}
	if s.round == 4 {
		for i := int16(0); i < 2; i++ {
			if (m.A == i || m.A == 2) && s.colUp[i] >= 0 {
				s.emit(rules.Event{Kind: EvColonyDiscard, Seat: seat, A: int16(s.colUp[i])})
				s.colUp[i] = -1
			}
		}
	} else {
		s.emit(rules.Event{Kind: EvSonarDiscard, Seat: seat, A: int16(s.sonarUp[m.A])})
		s.sonarUp[m.A] = -1
	}
	s.actionDone()
}

// playCard plays card m.A paying its cost less the ignored Resources.
func (s *State) playCard(p int8, m rules.Move) {
	pl := &s.players[p]
	c := int8(m.A)
	cost, _ := s.cost(p, c, m.C, m.D)
	s.pay(p, cost)
	s.takeCard(p, c)
	s.played[c] = true
	card := &Cards[c]
	s.emit(rules.Event{Kind: EvPlay, Seat: rules.Seat(p), A: m.A, B: m.B})
	switch card.Kind {
	case Equipment:
		slot := pl.equipN
		pl.equip[slot] = c
		pl.equipN++
		if slot >= EquipmentSlots-2 {
			pl.pInf++
		}
	case Training:
		pl.train[m.B][pl.trainN[m.B]] = c
		pl.trainN[m.B]++
	default:
		pl.support++
		s.apply(p, card.Effect)
	}
}

// removeBonus resolves one Remove Corruption: 1 Neutronium and a card.
func (s *State) removeBonus(p int8, m rules.Move) {
	s.pay(p, [NumResources]int8{Neutronium: 1})
	s.discardCard(p, int8(m.B))
	s.emit(rules.Event{Kind: EvDiscard, Seat: rules.Seat(p), A: m.B})
	s.cleanse(p, int(m.A))
}

// bonus resolves the chosen bonus action.
func (s *State) bonus(p int8, m rules.Move) {
	seat := rules.Seat(p)
	s.stage = stEnd
	switch m.Kind {
	case mvDone:
		return
	case mvRemove:
		s.emit(rules.Event{Kind: EvBonus, Seat: seat, A: BonusRemove})
		s.removeBonus(p, m)
		s.stage = stBonus
		s.sub = subRemove2
	case mvGain:
		s.emit(rules.Event{Kind: EvBonus, Seat: seat, A: BonusResource})
		s.gainRes(p, int(m.A), 1)
	case mvPlay:
		s.emit(rules.Event{Kind: EvBonus, Seat: seat, A: BonusPlay})
		s.playCard(p, m)
	case mvBonus:
		s.emit(rules.Event{Kind: EvBonus, Seat: seat, A: m.A})
		switch m.A {
		case BonusTactics:
			s.tactics(p, 1)
		case BonusActivate:
			s.activate(p)
		case BonusMove:
			s.stage = stBonus
			s.sub = subFrigate
			s.count = 2
		}
	}
}

// keepOne moves a card of House h from seat p's offer to its hand.
func (s *State) keepOne(p int8, h int8) {
	pl := &s.players[p]
	for i := int8(0); i < pl.offerN; i++ {
		if pl.offer[i] == h {
			copy(pl.offer[i:pl.offerN], pl.offer[i+1:pl.offerN])
			pl.offerN--
			pl.offer[pl.offerN] = 0
			pl.hi[h]++
			pl.hiN++
			return
		}
	}
}

// discardOffer puts the rest of seat p's offer face down on the discards.
func (s *State) discardOffer(p int8) {
	pl := &s.players[p]
	for _, h := range pl.offer[:pl.offerN] {
		s.hiDisc[s.hiDiscN] = h
		s.hiDiscN++
	}
	pl.offerN = 0
	pl.offer = [4]int8{}
}

// buildMoves lists the Commander's builds: a ship of a House it holds
// Hidden Influence of, from the supply; at level 4 it may instead replace
// a ship of the same kind of another House (R-captain-abilities).
func (s *State) buildMoves(dst []rules.Move, p int8) []rules.Move {
	pl := &s.players[p]
	room := false
	for x := int8(0); x < NumRing; x++ {
		if s.houseShips(x) < ShipLimit {
			room = true
		}
	}
	for id := 0; id < NumShips; id++ {
		if s.ships[id].sector >= 0 || pl.hi[ShipHouse(id)] == 0 {
			continue
		}
		if room {
			dst = append(dst, mv(mvBuild, int16(id)))
		}
		if pl.captain >= 3 {
			for old := ShipKind(id); old < NumShips; old += numKinds {
				if s.ships[old].sector >= 0 && !s.ships[old].landed {
					dst = append(dst, mv(mvReplace, int16(id), int16(old)))
				}
			}
		}
	}
	return dst
}

// build resolves the Commander's build, replacement or refusal.
func (s *State) build(p int8, m rules.Move) {
	pl := &s.players[p]
	s.built = true
	if m.Kind == mvDone {
		return
	}
	h := int8(ShipHouse(int(m.A)))
	pl.hi[h]--
	pl.hiN--
	s.hiDisc[s.hiDiscN] = h
	s.hiDiscN++
	if m.Kind == mvReplace {
		old := &s.ships[m.B]
		at, rank := old.sector, old.rank
		*old = ship{sector: -1}
		s.ships[m.A] = ship{sector: at, rank: rank}
		s.emit(rules.Event{Kind: EvReplace, Seat: rules.Seat(p), A: m.A, B: m.B})
		return
	}
	s.emit(rules.Event{Kind: EvBuild, Seat: rules.Seat(p), A: m.A})
	s.pick = int8(m.A)
	s.sub = subBuildAt
}
