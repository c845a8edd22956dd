package revive

import (
	"errors"

	"starboard/rules"
)

// Move kinds. The arguments are listed after each.
const (
	mvPlay        uint8 = iota + 1 // A card, B slot, C half shown
	mvBuild                        // A space, B 1 for a big building
	mvExplore                      // A footprint
	mvPopulate                     // A technology (row*3+column), B space
	mvSwitch                       // A resource
	mvHibernate                    //
	mvEnd                          // end the turn
	mvMachine                      // A reward space of the machine
	mvCrate                        // A crate
	mvTrade                        // A resource bought with a crystal
	mvAbility                      //
	mvRes                          // A resource of the player's choice
	mvTrack                        // A track of the player's choice
	mvToken                        // A colour, B face-up place of the machine token
	mvTakeModule                   // A face-up place, or ModuleDisplay for the pile
	mvPlaceModule                  // A slot, B module space
	mvDropModule                   // discard the module taken
	mvCitizen                      // A face-up place, or CitizenDisplay for the deck
	mvRotate                       // A rotation
	mvMajor                        // A large location, B colour
	mvHibReward                    // A hibernation space
	mvRemove                       // A large location, B colour
	numMoveKinds
)

func mv(kind uint8, a, b, c int16) rules.Move { return rules.Move{Kind: kind, A: a, B: b, C: c} }

// ToMove returns the seat that must decide: a player who owes a choice
// (the player whose turn it is first, then the others in turn order), or
// the player whose turn it is.
func (s *State) ToMove() rules.Seat {
	if s.over {
		return rules.NoSeat
	}
	return rules.Seat(s.toMove())
}

// toMove is ToMove as a seat number.
func (s *State) toMove() int8 {
	for i := range s.seats {
		p := (s.cur + i) % s.seats
		if s.owes(p) {
			return p
		}
	}
	return s.cur
}

// owes reports whether p has a choice to make before play goes on.
func (s *State) owes(p int8) bool {
	ps := &s.seat[p]
	return ps.owesRes > 0 || ps.owesTrack > 0 || ps.owesToken != [numTracks]int8{} || ps.owesModule > 0 ||
		ps.held >= 0 || ps.owesMajor >= 0 || ps.owesCitizen > 0 || ps.owesHib || ps.owesRemove ||
		p == s.cur && s.rotating >= 0
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.over }

// Legal appends the legal moves of the seat to move.
func (s *State) Legal(dst []rules.Move) []rules.Move { return s.legal(dst, 0, anyTarget) }

// anyTarget stands for every card, space or footprint in legal and
// actions.
const anyTarget = -1

// legal appends the legal moves of kind want, or of every kind for 0.
// Its main actions are only those of target at, when at is not negative:
// the card played, the space built or populated, the footprint explored.
func (s *State) legal(dst []rules.Move, want uint8, at int16) []rules.Move {
	if s.over {
		return dst
	}
	p := s.toMove()
	if s.owes(p) {
		return s.choices(dst, p)
	}
	ps := &s.seat[p]
	if s.acts < 2 && (want == 0 || want <= mvSwitch) {
		dst = s.actions(dst, p, want, at)
	}
	if want > 0 && want <= mvSwitch {
		return dst
	}
	if s.acts == 0 {
		dst = append(dst, mv(mvHibernate, 0, 0, 0))
	} else {
		dst = append(dst, mv(mvEnd, 0, 0, 0))
	}
	for r := range int16(NumRewards) {
		if s.machineReady(p, r) {
			dst = append(dst, mv(mvMachine, r, 0, 0))
		}
	}
	for _, c := range ps.crates[:ps.crateN] {
		dst = append(dst, mv(mvCrate, int16(c), 0, 0))
	}
	if ps.res[Crystal] > 0 {
		for r := range int16(Crystal) {
			if ps.res[r] < resCap[r] {
				dst = append(dst, mv(mvTrade, r, 0, 0))
			}
		}
	}
	if ps.ability > 0 {
		dst = append(dst, mv(mvAbility, 0, 0, 0))
	}
	return dst
}

// hasFree reports whether p has a free action.
func (s *State) hasFree(p int8) bool {
	ps := &s.seat[p]
	if ps.crateN > 0 || ps.ability > 0 {
		return true
	}
	if ps.res[Crystal] > 0 {
		for r := range Crystal {
			if ps.res[r] < resCap[r] {
				return true
			}
		}
	}
	for r := range int16(NumRewards) {
		if s.machineReady(p, r) {
			return true
		}
	}
	return false
}

// machineReady reports whether p may use the machine of reward r.
func (s *State) machineReady(p int8, r int16) bool {
	ps := &s.seat[p]
	bit := uint16(1) << uint(r)
	if ps.unlocked&bit == 0 || ps.used&bit != 0 || ps.energy == 0 {
		return false
	}
	return !rewards[r].Token || ps.token[r] >= 0
}

// choices appends the options of the first choice p owes.
func (s *State) choices(dst []rules.Move, p int8) []rules.Move {
	ps := &s.seat[p]
	switch {
	case ps.owesRes > 0:
		for r := range int16(Crystal) {
			if ps.res[r] < resCap[r] {
				dst = append(dst, mv(mvRes, r, 0, 0))
			}
		}
	case ps.owesTrack > 0:
		for t := range int16(numTracks) {
			if ps.track[t] < TrackLength {
				dst = append(dst, mv(mvTrack, t, 0, 0))
			}
		}
	case ps.owesToken != [numTracks]int8{}:
		for c := range int16(numTracks) {
			if ps.owesToken[c] > 0 {
				for i, t := range s.tokShow[c] {
					if t >= 0 {
						dst = append(dst, mv(mvToken, c, int16(i), 0))
					}
				}
				break
			}
		}
	case ps.held >= 0:
		for sl := range int16(NumSlots) {
			if !s.slotOpen(p, sl) {
				continue
			}
			for k := range int16(len(slots[sl].Modules)) {
				dst = append(dst, mv(mvPlaceModule, sl, k, 0))
			}
		}
		dst = append(dst, mv(mvDropModule, 0, 0, 0))
	case ps.owesModule > 0:
		for i, m := range s.modShow {
			if m >= 0 {
				dst = append(dst, mv(mvTakeModule, int16(i), 0, 0))
			}
		}
		if s.modN > 0 {
			dst = append(dst, mv(mvTakeModule, ModuleDisplay, 0, 0))
		}
	case ps.owesMajor >= 0:
		var seen [numColours]bool
		for _, c := range s.majorAt[ps.owesMajor] {
			if c >= 0 && !seen[c] {
				seen[c] = true
				dst = append(dst, mv(mvMajor, int16(ps.owesMajor), int16(c), 0))
			}
		}
	case ps.owesCitizen > 0:
		for i, c := range s.display {
			if c >= 0 {
				dst = append(dst, mv(mvCitizen, int16(i), 0, 0))
			}
		}
		if s.deckN > 0 {
			dst = append(dst, mv(mvCitizen, CitizenDisplay, 0, 0))
		}
	case p == s.cur && s.rotating >= 0 && s.flipped:
		f := s.rotating
		n := int16(len(footprints[f].Hexes))
		for r := range n {
			if !s.sameRotation(f, r) {
				dst = append(dst, mv(mvRotate, r, 0, 0))
			}
		}
	case ps.owesHib:
		for k := range int16(ps.hib) {
			dst = append(dst, mv(mvHibReward, k, 0, 0))
		}
	case ps.owesRemove:
		for l := range int16(4) {
			var seen [numColours]bool
			for _, c := range s.majorAt[l] {
				if c >= 0 && !seen[c] {
					seen[c] = true
					dst = append(dst, mv(mvRemove, l, int16(c), 0))
				}
			}
		}
	}
	return dst
}

// sameRotation reports whether turning footprint f by r lays its tile out
// as a smaller rotation does, so that only distinct layouts are offered.
func (s *State) sameRotation(f int8, r int16) bool {
	sp := tileDesign(s.tileAt[f]).Spaces
	n := int16(len(sp))
	for r0 := range r {
		same := true
		for i := range n {
			if sp[(i+n-r0)%n] != sp[(i+n-r)%n] {
				same = false
				break
			}
		}
		if same {
			return true
		}
	}
	return false
}

// slotOpen reports whether p may use card slot sl: the side slot needs
// its technology.
func (s *State) slotOpen(p int8, sl int16) bool {
	return sl < NumSlots-1 || s.hasTech(p, fifthSlotTech)
}

const (
	fifthSlotTech  = 1*techCols + 1
	buildSaverTech = 2*techCols + 0
)

// hasTech reports whether p unlocked technology t.
func (s *State) hasTech(p int8, t int) bool { return s.seat[p].techs&(1<<uint(t)) != 0 }

// techOf returns the technology t of p's tribe.
func (s *State) techOf(p int8, t int) *Tech {
	return &tribes[s.seat[p].tribe].Tree[t/techCols][t%techCols]
}

// techAvailable reports whether p may take the meeple of technology t:
// the lowest left in its column, and next to an unlocked technology
// unless it is the first meeple.
func (s *State) techAvailable(p int8, t int) bool {
	ps := &s.seat[p]
	if ps.techs&(1<<uint(t)) != 0 {
		return false
	}
	row, col := t/techCols, t%techCols
	if row > 0 {
		return ps.techs&(1<<uint(t-techCols)) != 0
	}
	if ps.techs == 0 {
		return true
	}
	return col > 0 && ps.techs&(1<<uint(t-1)) != 0 || col < techCols-1 && ps.techs&(1<<uint(t+1)) != 0
}

// distances fills d with the number of steps from p's nearest piece (or
// the chasm, before p has any) to every space, passing only through
// explored spaces; -1 where no path leads.
func (s *State) distances(p int8, d *[maxHexes]int8) {
	var queue [maxHexes]int16
	qn := 0
	for h := range NumHexes {
		d[h] = -1
	}
	bit := uint8(1) << uint(p)
	for h := range int16(NumHexes) {
		if b := s.building[h]; b != 0 && (b-1)/2 == p || s.meeples[h]&bit != 0 {
			d[h] = 0
			queue[qn] = h
			qn++
		}
	}
	if qn == 0 {
		d[chasmHex] = 0
		queue[0] = chasmHex
		qn = 1
	}
	for i := 0; i < qn; i++ {
		h := queue[i]
		if s.terrain[h] == Unknown {
			continue // a destination only
		}
		for _, n := range hexes[h].Nb {
			if n >= 0 && d[n] < 0 {
				d[n] = d[h] + 1
				queue[qn] = n
				qn++
			}
		}
	}
}

// rangeCost is the food to reach a space d steps away: one per space
// between.
func rangeCost(d int8) int8 { return max(0, d-1) }

// canPay reports whether p can pay res, crystals standing in for missing
// basic resources.
func (s *State) canPay(p int8, res [numRes]int8) bool {
	ps := &s.seat[p]
	short := int8(0)
	for r := range Crystal {
		if res[r] > ps.res[r] {
			short += res[r] - ps.res[r]
		}
	}
	return res[Crystal]+short <= ps.res[Crystal]
}

// targets returns the range of targets, from and below to, that at
// selects among n: all of them when at is negative.
func targets(at, n int16) (from, to int16) {
	switch {
	case at < 0:
		return 0, n
	case at >= n:
		return 0, 0
	}
	return at, at + 1
}

// actions appends the main actions p can take: of kind want unless it is
// 0, and on target at unless it is negative (see legal).
func (s *State) actions(dst []rules.Move, p int8, want uint8, at int16) []rules.Move {
	ps := &s.seat[p]
	all := want == 0
	// Play a card.
	from, to := targets(at, NumCards)
	for c := from; c < to; c++ {
		if !all && want != mvPlay {
			break
		}
		if s.cardOwner[c] != p || s.cardLoc[c] != inActive {
			continue
		}
		for sl := range int16(NumSlots) {
			if !s.slotOpen(p, sl) {
				continue
			}
			n := ps.slotN[sl]
			if n > 0 && (n == maxStack || !cards[ps.slot[sl][n-1]].Slot) {
				continue
			}
			switch {
			case n > 0:
				dst = append(dst, mv(mvPlay, c, sl, int16(ps.slotHalf[sl])))
			case slots[sl].Half == halfAny:
				dst = append(dst, mv(mvPlay, c, sl, int16(halfTop)), mv(mvPlay, c, sl, int16(halfBottom)))
			default:
				dst = append(dst, mv(mvPlay, c, sl, int16(slots[sl].Half)))
			}
		}
	}
	// Switch.
	if !ps.switched && (all || want == mvSwitch) {
		for r := range int16(Crystal) {
			if ps.res[r] < resCap[r] {
				dst = append(dst, mv(mvSwitch, r, 0, 0))
			}
		}
	}
	d := &s.dist[p]
	// Build.
	if (ps.small > 0 || ps.big > 0) && (all || want == mvBuild) && s.canPay(p, s.buildCost(p, ps.small == 0, 0)) {
		from, to := targets(at, int16(NumHexes))
		for h := from; h < to; h++ {
			if s.terrain[h] != Sand || s.building[h] != 0 || d[h] < 0 {
				continue
			}
			if ps.small > 0 && s.canPay(p, s.buildCost(p, false, d[h])) {
				dst = append(dst, mv(mvBuild, h, 0, 0))
			}
			if ps.big > 0 && s.canPay(p, s.buildCost(p, true, d[h])) {
				dst = append(dst, mv(mvBuild, h, 1, 0))
			}
		}
	}
	// Explore.
	from, to = targets(at, int16(len(footprints)))
	for f := max(from, NumStartTiles); f < to; f++ {
		if !all && want != mvExplore {
			break
		}
		if s.explored&(1<<uint(f)) != 0 {
			continue
		}
		if dist := s.footprintDist(f, d); dist >= 0 && s.canPay(p, s.exploreCost(f, dist)) {
			dst = append(dst, mv(mvExplore, f, 0, 0))
		}
	}
	// Populate.
	var avail [numTechs]int
	na := 0
	if ps.techs != 1<<numTechs-1 && (all || want == mvPopulate) {
		for t := range numTechs {
			if s.techAvailable(p, t) && s.canPay(p, s.techOf(p, t).Cost.Res) {
				avail[na] = t
				na++
			}
		}
	}
	if na > 0 {
		from, to := targets(at, int16(NumHexes))
		for h := from; h < to; h++ {
			if !s.terrain[h].populable() || s.meeples[h]&(1<<uint(p)) != 0 || d[h] < 0 {
				continue
			}
			for _, t := range avail[:na] {
				if s.canPay(p, s.populateCost(p, t, h, d[h])) {
					dst = append(dst, mv(mvPopulate, int16(t), h, 0))
				}
			}
		}
	}
	return dst
}

// buildCost is the cost of a building d steps away.
func (s *State) buildCost(p int8, big bool, d int8) [numRes]int8 {
	var c [numRes]int8
	c[Gear] = 3
	if big {
		c[Gear] = 5
	}
	if s.hasTech(p, buildSaverTech) {
		c[Gear]--
	}
	c[Food] = rangeCost(d)
	return c
}

// footprintDist is the distance to the nearest space of footprint f.
func (s *State) footprintDist(f int16, d *[maxHexes]int8) int8 {
	best := int8(-1)
	for _, h := range footprints[f].Hexes {
		if d[h] >= 0 && (best < 0 || d[h] < best) {
			best = d[h]
		}
	}
	return best
}

// exploreCost is the cost of exploring footprint f, d steps away.
func (s *State) exploreCost(f int16, d int8) [numRes]int8 {
	c := tileBacks[s.back[f]].Cost.Res
	c[Food] += rangeCost(d)
	return c
}

// populateCost is the cost of a meeple of technology t on space h, d
// steps away: the technology, the range, and one food per player already
// there.
func (s *State) populateCost(p int8, t int, h int16, d int8) [numRes]int8 {
	c := s.techOf(p, t).Cost.Res
	c[Food] += rangeCost(d)
	for q := range s.seats {
		if s.meeples[h]&(1<<uint(q)) != 0 {
			c[Food]++
		}
	}
	return c
}

// Apply plays m for the seat to move.
func (s *State) Apply(m rules.Move) ([]rules.Event, error) {
	if s.over {
		return nil, errors.New("the game is over")
	}
	if !s.allowed(m) {
		return nil, s.refusal(m)
	}
	if s.events == nil {
		// A clone's first move: room for what most moves say, at once.
		s.events = make([]rules.Event, 0, eventRoom)
	}
	s.events = s.events[:0]
	p := s.toMove()
	if s.steps == 0 {
		s.headStarts()
	}
	s.steps++
	before := s.lines(p)
	ps := &s.seat[p]
	switch m.Kind {
	case mvPlay:
		s.acts++
		s.play(p, int8(m.A), int8(m.B), int8(m.C))
	case mvBuild:
		s.acts++
		s.build(p, m.A, m.B == 1)
	case mvExplore:
		s.acts++
		s.explore(p, int8(m.A))
	case mvPopulate:
		s.acts++
		s.populate(p, int(m.A), m.B)
	case mvSwitch:
		s.acts++
		ps.switched = true
		s.emit(rules.Event{Kind: EvSwitch, Seat: rules.Seat(p), A: m.A})
		s.addRes(p, int(m.A), 1)
	case mvHibernate:
		s.hibernate(p)
	case mvEnd:
		s.endTurn()
	case mvMachine:
		ps.energy--
		ps.onMach++
		ps.used |= 1 << uint(m.A)
		s.emit(rules.Event{Kind: EvMachine, Seat: rules.Seat(p), A: m.A})
		if rewards[m.A].Token {
			s.gain(p, srcToken, int16(ps.token[m.A]), machineTokens[ps.token[m.A]].Effect)
		} else {
			s.gain(p, srcMachine, m.A, rewards[m.A].Machine)
		}
	case mvCrate:
		for i, c := range ps.crates[:ps.crateN] {
			if int16(c) == m.A {
				copy(ps.crates[i:], ps.crates[i+1:ps.crateN])
				ps.crateN--
				ps.crates[ps.crateN] = 0
				break
			}
		}
		s.opened |= 1 << uint(m.A)
		s.emit(rules.Event{Kind: EvCrateOpen, Seat: rules.Seat(p), A: m.A})
		s.gain(p, srcCrate, m.A, crates[m.A])
	case mvTrade:
		ps.res[Crystal]--
		s.emit(rules.Event{Kind: EvTrade, Seat: rules.Seat(p), A: m.A})
		s.addRes(p, int(m.A), 1)
	case mvAbility:
		ps.ability--
		s.emit(rules.Event{Kind: EvAbility, Seat: rules.Seat(p), A: int16(ps.tribe)})
		s.progressMarker(p)
		s.gain(p, srcAbility, int16(ps.tribe), tribes[ps.tribe].Ability)
	case mvRes:
		ps.owesRes--
		s.emit(rules.Event{Kind: EvChooseRes, Seat: rules.Seat(p), A: m.A})
		s.addRes(p, int(m.A), 1)
	case mvTrack:
		ps.owesTrack--
		s.advance(p, int(m.A), 1)
	case mvToken:
		ps.owesToken[m.A]--
		s.takeToken(p, int(m.A), int(m.B))
	case mvTakeModule:
		ps.owesModule--
		var id int8
		if m.A == ModuleDisplay {
			s.modN--
			id = s.modPile[s.modN]
			s.modPile[s.modN] = 0
			s.emit(rules.Event{Kind: EvTakeModule, Seat: rules.Seat(p), A: int16(id), B: m.A, Sealed: true})
		} else {
			id = s.modShow[m.A]
			s.modShow[m.A] = -1
			if s.modN > 0 {
				s.modN--
				s.modShow[m.A] = s.modPile[s.modN]
				s.modPile[s.modN] = 0
			}
			s.emit(rules.Event{Kind: EvTakeModule, Seat: rules.Seat(p), A: int16(id), B: m.A, C: int16(s.modShow[m.A]), Sealed: s.modShow[m.A] >= 0})
		}
		ps.held = id
	case mvPlaceModule:
		id := ps.held
		ps.held = -1
		old := ps.module[m.A][m.B]
		if old >= 0 {
			s.modOut |= 1 << uint(old)
		}
		ps.module[m.A][m.B] = id
		s.emit(rules.Event{Kind: EvPlaceModule, Seat: rules.Seat(p), A: int16(id), B: m.A, C: m.B, D: int16(old)})
		if slots[m.A].Modules[m.B] {
			s.gain(p, srcModule, int16(id), modules[id].Effect)
		}
	case mvDropModule:
		s.modOut |= 1 << uint(ps.held)
		s.emit(rules.Event{Kind: EvPlaceModule, Seat: rules.Seat(p), A: int16(ps.held), B: -1, C: -1, D: -1})
		ps.held = -1
	case mvCitizen:
		ps.owesCitizen--
		var c int8
		if m.A == CitizenDisplay {
			s.deckN--
			c = s.deck[s.deckN]
			s.deck[s.deckN] = 0
			s.emit(rules.Event{Kind: EvCitizen, Seat: rules.Seat(p), A: int16(c), B: m.A, Sealed: true})
		} else {
			c = s.display[m.A]
			s.refillDisplay(int(m.A))
			s.emit(rules.Event{Kind: EvCitizen, Seat: rules.Seat(p), A: int16(c), B: m.A, C: int16(s.display[m.A]), Sealed: s.display[m.A] >= 0})
		}
		s.own(p, c)
		s.cardLoc[c] = inActive
	case mvRotate:
		s.turnTile(p, int8(m.A))
	case mvMajor:
		ps.owesMajor = -1
		s.takeMajor(p, int(m.A), int8(m.B), false)
	case mvHibReward:
		ps.owesHib = false
		s.emit(rules.Event{Kind: EvHibReward, Seat: rules.Seat(p), A: m.A})
		s.gain(p, srcHibernation, m.A, hibernationRewards[m.A])
	case mvRemove:
		ps.owesRemove = false
		s.takeMajor(p, int(m.A), int8(m.B), true)
	}
	s.settle()
	s.scoreChanges(p, &before)
	return s.events, nil
}

// eventRoom is the room a state's events are first given: more than
// most moves say, so that a clone's first move grows them once.
const eventRoom = 16

// headStarts says, before the first move, the points the later seats
// start with on the points track.
func (s *State) headStarts() {
	for p := range int(s.seats) {
		if v := StartPoints(p); v > 0 {
			s.emit(rules.Event{Kind: EvScore, Seat: rules.Seat(p), A: lnPoints, B: int16(v), C: 1})
		}
	}
}

// scoreChanges says how the move changed p's score line by line, from
// the lines before it. A gain of points on the points track is said by
// its EvGain already. The artifact scoring card's line is secret: only p
// sees it, and sees it unchanged too while p holds a major artifact.
func (s *State) scoreChanges(p int8, before *[numLines]int) {
	after := s.lines(p)
	// Said before the end of the game, when the move ended it.
	if n := len(s.events); n > 0 && s.events[n-1].Kind == EvGameOver {
		over := s.events[n-1]
		s.events = s.events[:n-1]
		defer func() { s.events = append(s.events, over) }()
	}
	holds := s.seat[p].major != [numColours]int8{}
	for ln := range numLines {
		d := after[ln] - before[ln]
		// The artifact card's line is said, unchanged too, after every
		// move of a player who holds a major artifact, which all can see:
		// whether it changed would tell the others of the secret card.
		secret := ln == lnArtifactCard
		if ln == lnPoints || d == 0 && !(secret && holds) {
			continue
		}
		e := rules.Event{Kind: EvScore, Seat: rules.Seat(p), A: int16(ln), B: int16(d)}
		if secret {
			e.To, e.Secret = rules.SeatsOf(rules.Seat(p)), rules.SecretA|rules.SecretB
		}
		s.emit(e)
	}
}

// settle drops choices that have no option left, and ends the turn when
// nothing is left to do in it.
func (s *State) settle() {
	for !s.over {
		for p := range s.seats {
			ps := &s.seat[p]
			if ps.owesRes > 0 && ps.res[Gear] == resCap[Gear] && ps.res[Book] == resCap[Book] && ps.res[Food] == resCap[Food] {
				s.emit(rules.Event{Kind: EvLost, Seat: rules.Seat(p), A: int16(ps.owesRes), B: -1})
				ps.gained += int16(ps.owesRes)
				ps.owesRes = 0
			}
			if ps.owesTrack > 0 && ps.track[0] == TrackLength && ps.track[1] == TrackLength && ps.track[2] == TrackLength {
				ps.owesTrack = 0
			}
			for c := range numTracks {
				if ps.owesToken[c] > 0 && s.tokShow[c] == [TokenDisplay]int8{-1, -1, -1} {
					ps.owesToken[c] = 0
				}
			}
			if ps.owesModule > 0 && s.modN == 0 && s.modShow == [ModuleDisplay]int8{-1, -1, -1, -1, -1} {
				ps.owesModule = 0
			}
			if ps.owesCitizen > 0 && s.deckN == 0 && s.display == [CitizenDisplay]int8{-1, -1, -1, -1, -1} {
				ps.owesCitizen = 0
			}
			if ps.owesRemove && s.majorN == 0 {
				ps.owesRemove = false
			}
			if ps.owesMajor >= 0 {
				// One colour left there: nothing to choose.
				l := ps.owesMajor
				first, alone := int8(-1), true
				for _, c := range s.majorAt[l] {
					if c >= 0 {
						if first >= 0 && c != first {
							alone = false
						}
						if first < 0 {
							first = c
						}
					}
				}
				if first < 0 {
					ps.owesMajor = -1
				} else if alone {
					ps.owesMajor = -1
					s.takeMajor(p, int(l), first, false)
				}
			}
		}
		if s.rotating >= 0 && !s.flipped && s.seat[s.cur].owesCitizen == 0 {
			// The citizen card taken, the tile turns face up.
			s.flipped = true
			f := s.rotating
			s.emit(rules.Event{Kind: EvFlip, Seat: rules.Seat(s.cur), A: int16(f), B: int16(s.tileAt[f]), Sealed: true})
		}
		p := s.toMove()
		if s.owes(p) {
			return
		}
		if s.hiber || s.acts == 2 && !s.hasFree(s.cur) {
			s.endTurn()
			continue
		}
		return
	}
}

// endTurn passes the turn on, or ends the game after the last turn.
func (s *State) endTurn() {
	s.emit(rules.Event{Kind: EvEndTurn, Seat: rules.Seat(s.cur)})
	s.acts, s.hiber = 0, false
	if s.final >= 0 {
		if s.final == 0 {
			s.over = true
			w := s.winner()
			s.emit(rules.Event{Kind: EvGameOver, Seat: rules.Seat(w)})
			return
		}
		s.final--
	}
	s.cur = (s.cur + 1) % s.seats
	s.emit(rules.Event{Kind: EvTurn, Seat: rules.Seat(s.cur)})
}

// allowed reports whether m is among the legal moves.
func (s *State) allowed(m rules.Move) bool {
	if m.Kind == 0 || m.Kind >= numMoveKinds || m.D != 0 {
		return false
	}
	at := m.A
	if m.Kind == mvPopulate {
		at = m.B
	}
	var buf [64]rules.Move // more than the moves of one kind and target
	for _, l := range s.legal(buf[:0], m.Kind, at) {
		if l == m {
			return true
		}
	}
	return false
}

// refusal says why m is not legal.
func (s *State) refusal(m rules.Move) error {
	p := s.toMove()
	if s.owes(p) && m.Kind < mvRes && m.Kind != 0 {
		return errors.New(rules.Seat(p).String() + " must first finish a choice: " + s.Prompt().Text)
	}
	switch m.Kind {
	case mvPlay, mvBuild, mvExplore, mvPopulate, mvSwitch:
		if s.acts >= 2 {
			return errors.New("two actions are taken already this turn")
		}
		return errors.New("that action is not possible: the target, the slot or the cost does not fit")
	case mvHibernate:
		return errors.New("only a turn without actions may be a hibernation")
	case mvEnd:
		return errors.New("a turn needs at least one action, or a hibernation")
	case mvMachine:
		return errors.New("that machine is locked, used already, or there is no energy")
	case mvTrade:
		return errors.New("a trade needs a crystal and room for the resource")
	}
	return errors.New("that move is not possible now")
}

// emit reports e.
func (s *State) emit(e rules.Event) { s.events = append(s.events, e) }

// pay takes res from p, crystals standing in for missing basic resources.
func (s *State) pay(p int8, res [numRes]int8) {
	ps := &s.seat[p]
	var paid, short [numRes]int8
	for r := range Crystal {
		take := min(res[r], ps.res[r])
		ps.res[r] -= take
		paid[r] = take
		short[r] = res[r] - take
		short[Crystal] += short[r]
	}
	paid[Crystal] = res[Crystal]
	ps.res[Crystal] -= paid[Crystal] + short[Crystal]
	if paid != [numRes]int8{} {
		s.emit(rules.Event{Kind: EvPay, Seat: rules.Seat(p), A: int16(paid[Gear]), B: int16(paid[Book]), C: int16(paid[Food]), D: int16(paid[Crystal])})
	}
	if short[Crystal] > 0 {
		s.emit(rules.Event{Kind: EvStandIn, Seat: rules.Seat(p), A: int16(short[Gear]), B: int16(short[Book]), C: int16(short[Food]), D: int16(short[Crystal])})
	}
}

// addRes gives p n of resource r, up to its cap. A crystal beyond the cap
// becomes a resource of the player's choice; a basic resource beyond it
// is lost.
func (s *State) addRes(p int8, r, n int) {
	ps := &s.seat[p]
	for range n {
		switch {
		case ps.res[r] < resCap[r]:
			ps.gained++
			ps.res[r]++
		case r == Crystal:
			ps.owesRes++ // counted as gained once chosen
		default:
			ps.gained++
			s.emit(rules.Event{Kind: EvLost, Seat: rules.Seat(p), A: 1, B: int16(r)})
		}
	}
}

// Sources of a gain, for EvGain.
const (
	srcCardTop int16 = iota
	srcCardBottom
	srcModule
	srcMachine
	srcToken
	srcCrate
	srcBack
	srcWater
	srcHibernation
	srcTech
	srcAbility
	srcProgress
	srcReward
	numSources
)

// gain gives p what g gives, reporting where it comes from, and queues
// the choices it asks for.
func (s *State) gain(p int8, src, id int16, g Gain) {
	if g == (Gain{}) {
		return
	}
	s.emit(rules.Event{Kind: EvGain, Seat: rules.Seat(p), A: src, B: id})
	ps := &s.seat[p]
	for r := range numRes {
		if g.Res[r] > 0 {
			s.addRes(p, r, int(g.Res[r]))
		}
	}
	if g.Energy > 0 {
		// The storage and the machines hold EnergyCap together; the rest
		// is lost, and said so.
		ps.gained += int16(g.Energy)
		add := max(0, min(g.Energy, EnergyCap-ps.onMach-ps.energy))
		ps.energy += add
		if lost := g.Energy - add; lost > 0 {
			s.emit(rules.Event{Kind: EvLost, Seat: rules.Seat(p), A: int16(lost), B: LostEnergy})
		}
	}
	ps.vp += int16(g.VP)
	for t := range numTracks {
		if g.Track[t] > 0 {
			s.advance(p, t, g.Track[t])
		}
	}
	ps.owesTrack += g.AnyTrack
	ps.owesRes += g.AnyRes
	ps.owesModule += g.Module
	ps.owesCitizen += g.Citizen
	for range g.Crate {
		s.drawCrate(p)
	}
}

// drawCrate gives p the top crate, closed.
func (s *State) drawCrate(p int8) {
	ps := &s.seat[p]
	if s.crateN == 0 || ps.crateN == maxCrates {
		return
	}
	s.crateN--
	c := s.cratePile[s.crateN]
	s.cratePile[s.crateN] = 0
	ps.crates[ps.crateN] = c
	ps.crateN++
	s.emit(rules.Event{Kind: EvCrateDraw, Seat: rules.Seat(p), A: int16(c), To: rules.SeatsOf(rules.Seat(p)), Secret: rules.SecretA, Sealed: true})
}

// advance moves p's marker on track t by n steps, unlocking the machines
// it reaches.
func (s *State) advance(p int8, t int, n int8) {
	ps := &s.seat[p]
	to := min(TrackLength, ps.track[t]+n)
	if to == ps.track[t] {
		return
	}
	steps := to - ps.track[t]
	ps.track[t] = to
	s.emit(rules.Event{Kind: EvTrack, Seat: rules.Seat(p), A: int16(t), B: int16(to), C: int16(steps)})
	for r := range int16(NumRewards) {
		rw := &rewards[r]
		if ps.unlocked&(1<<uint(r)) != 0 || ps.track[rw.Track] < rw.Space || rw.Track2 >= 0 && ps.track[rw.Track2] < rw.Space {
			continue
		}
		ps.unlocked |= 1 << uint(r)
		s.emit(rules.Event{Kind: EvUnlock, Seat: rules.Seat(p), A: r})
		s.progressMarker(p)
		s.gain(p, srcReward, r, rw.Bonus)
		if rw.Token {
			ps.owesToken[rw.Track]++
		}
	}
}

// progressMarker puts a marker on the lowest free space of p's progress
// track and gives its bonus.
func (s *State) progressMarker(p int8) {
	ps := &s.seat[p]
	i := ps.progress
	ps.progress++
	s.gain(p, srcProgress, int16(i), progressTrack[i].Bonus)
}

// takeToken puts the face-up machine token at place i of colour c on p's
// "?" space of that colour, and refills the display.
func (s *State) takeToken(p int8, c, i int) {
	ps := &s.seat[p]
	t := s.tokShow[c][i]
	s.tokShow[c][i] = -1
	if s.tokN[c] > 0 {
		s.tokN[c]--
		s.tokShow[c][i] = s.tokPile[c][s.tokN[c]]
		s.tokPile[c][s.tokN[c]] = 0
	}
	for r := range rewards {
		if rewards[r].Token && int(rewards[r].Track) == c && ps.unlocked&(1<<uint(r)) != 0 && ps.token[r] < 0 {
			ps.token[r] = t
			break
		}
	}
	s.emit(rules.Event{Kind: EvToken, Seat: rules.Seat(p), A: int16(t), B: int16(s.tokShow[c][i]), Sealed: s.tokShow[c][i] >= 0})
}

// play puts card c of p in slot sl showing half h, with its effects, the
// card above's when the colours match, and the matching modules'.
func (s *State) play(p, c, sl, h int8) {
	ps := &s.seat[p]
	var above int8 = -1
	if n := ps.slotN[sl]; n > 0 {
		above = ps.slot[sl][n-1]
	}
	ps.slot[sl][ps.slotN[sl]] = c
	ps.slotN[sl]++
	ps.slotHalf[sl] = h
	s.cardLoc[c] = inSlot
	s.emit(rules.Event{Kind: EvPlay, Seat: rules.Seat(p), A: int16(c), B: int16(sl), C: int16(h)})
	s.cardEffect(p, c, h)
	if above >= 0 && cards[above].Colour == cards[c].Colour {
		s.cardEffect(p, above, h)
	}
	for _, m := range ps.module[sl] {
		if m >= 0 && modules[m].Matches(cards[c].Colour) {
			s.gain(p, srcModule, int16(m), modules[m].Effect)
		}
	}
}

// cardEffect gives p the effect of half h of card c.
func (s *State) cardEffect(p, c, h int8) {
	if h == halfTop {
		s.gain(p, srcCardTop, int16(c), cards[c].Top)
	} else {
		s.gain(p, srcCardBottom, int16(c), cards[c].Bottom)
	}
}

// build puts a building of p on space h and gives its effects.
func (s *State) build(p int8, h int16, big bool) {
	ps := &s.seat[p]
	s.pay(p, s.buildCost(p, big, s.dist[p][h]))
	b := int8(1 + 2*p)
	if big {
		b++
		ps.big--
	} else {
		ps.small--
	}
	s.building[h] = b
	s.piecePlaced(p, h)
	s.emit(rules.Event{Kind: EvBuild, Seat: rules.Seat(p), A: h, B: int16(b-1) % 2})
	s.arriveBeside(p, hexes[h].Tile)
	for _, n := range hexes[h].Nb {
		if n >= 0 {
			s.spaceReward(p, n, big)
			if s.terrain[n] == Large {
				s.claimLarge(p, n)
			}
		}
	}
}

// arriveBeside gives p, exploring area tile f or placing a piece on it,
// the claim of the large location beside it, if any ([X1.artifacts]).
func (s *State) arriveBeside(p int8, f int8) {
	if f < 0 {
		return
	}
	for _, h := range footprints[f].Hexes {
		for _, n := range hexes[h].Nb {
			if n >= 0 && s.terrain[n] == Large {
				s.claimLarge(p, n)
			}
		}
	}
}

// claimLarge gives p, arriving at or beside the large location on space
// h for the first time, the choice of one of its major artifacts.
func (s *State) claimLarge(p int8, h int16) {
	for l := range 4 {
		if largeHexes[l] == h && s.seat[p].claimed&(1<<uint(l)) == 0 {
			s.seat[p].claimed |= 1 << uint(l)
			s.seat[p].owesMajor = int8(l)
		}
	}
}

// spaceReward gives p, owner of a building next to space n, what n gives:
// steps on the track of its terrain (two for a big building), the water
// bonus of its tile once, a crystal.
func (s *State) spaceReward(p int8, n int16, big bool) {
	ps := &s.seat[p]
	steps := int8(1)
	if big {
		steps = 2
	}
	switch t := s.terrain[n]; t {
	case Forest, Mountain, Field:
		s.advance(p, int(t-Forest), steps)
	case Water:
		f := hexes[n].Tile
		if ps.water&(1<<uint(f)) == 0 {
			ps.water |= 1 << uint(f)
			s.gain(p, srcWater, int16(f), tileDesign(s.tileAt[f]).Water)
		}
	case CrystalSite:
		s.emit(rules.Event{Kind: EvCrystal, Seat: rules.Seat(p), A: n})
		s.addRes(p, Crystal, 1)
	}
}

// explore pays for footprint f and gives its bonus; the citizen card and
// the turning of the tile follow as choices.
func (s *State) explore(p int8, f int8) {
	s.pay(p, s.exploreCost(int16(f), s.footprintDist(int16(f), &s.dist[p])))
	s.seat[p].explored++
	s.emit(rules.Event{Kind: EvExplore, Seat: rules.Seat(p), A: int16(f)})
	s.gain(p, srcBack, int16(s.back[f]), tileBacks[s.back[f]].Bonus)
	s.arriveBeside(p, f)
	s.seat[p].owesCitizen++
	s.rotating = f
}

// turnTile turns the explored tile face up with rotation r; the owners of
// buildings next to its spaces gain their rewards.
func (s *State) turnTile(p, r int8) {
	f := s.rotating
	s.rotating, s.flipped = -1, false
	s.reveal(f, r)
	s.tileTurned(f)
	s.emit(rules.Event{Kind: EvReveal, Seat: rules.Seat(p), A: int16(f), B: int16(s.tileAt[f]), C: int16(r)})
	for _, h := range footprints[f].Hexes {
		for _, n := range hexes[h].Nb {
			if n < 0 {
				continue
			}
			if b := s.building[n]; b != 0 {
				s.spaceReward((b-1)/2, h, (b-1)%2 == 1)
			}
		}
	}
}

// populate places p's meeple of technology t on space h.
func (s *State) populate(p int8, t int, h int16) {
	ps := &s.seat[p]
	s.pay(p, s.populateCost(p, t, h, s.dist[p][h]))
	first := s.meeples[h] == 0
	ps.techs |= 1 << uint(t)
	s.meeples[h] |= 1 << uint(p)
	s.piecePlaced(p, h)
	s.emit(rules.Event{Kind: EvPopulate, Seat: rules.Seat(p), A: int16(t), B: h})
	s.gain(p, srcTech, int16(ps.tribe)*numTechs+int16(t), s.techOf(p, t).Effect)
	switch s.terrain[h] {
	case Ruin:
		if first && !s.ruinDone[h] && s.minorN > 0 {
			s.ruinDone[h] = true
			s.minorN--
			v := s.minor[s.minorN]
			s.minor[s.minorN] = 0
			s.minorOut[s.minorOutN] = v
			s.minorOutN++
			ps.minorVP += v
			ps.minorN++
			s.emit(rules.Event{Kind: EvMinor, Seat: rules.Seat(p), A: h, B: int16(v), Sealed: true})
		}
	case Large:
		s.claimLarge(p, h)
	default:
		s.arriveBeside(p, hexes[h].Tile)
	}
}

// takeMajor takes a major artifact of colour c from large location l: p
// keeps it, or removes it from the game on hibernating. The last one
// gives the end-game tile.
func (s *State) takeMajor(p int8, l int, c int8, remove bool) {
	for k, x := range s.majorAt[l] {
		if x == c {
			s.majorAt[l][k] = -1
			break
		}
	}
	s.majorN--
	if remove {
		s.emit(rules.Event{Kind: EvRemove, Seat: rules.Seat(p), A: int16(l), B: int16(c)})
	} else {
		s.seat[p].major[c]++
		s.emit(rules.Event{Kind: EvMajor, Seat: rules.Seat(p), A: int16(l), B: int16(c)})
	}
	if s.majorN == 0 && s.final < 0 {
		s.lastMajorTaken = !remove
		s.seat[p].endTile = true
		s.final = s.seats - 1
		s.emit(rules.Event{Kind: EvEndTile, Seat: rules.Seat(p)})
	}
}

// hibernate rests p: energy back, cards round, the switch up, the
// hibernation marker on, and at its fifth space a major artifact removed.
func (s *State) hibernate(p int8) {
	ps := &s.seat[p]
	s.hiber = true
	ps.energy += ps.onMach
	ps.onMach, ps.used = 0, 0
	for c := range NumCards {
		if s.cardOwner[c] == p && s.cardLoc[c] == inResting {
			s.cardLoc[c] = inActive
		}
	}
	for sl := range ps.slot {
		for _, c := range ps.slot[sl][:ps.slotN[sl]] {
			s.cardLoc[c] = inResting
		}
		ps.slot[sl] = [maxStack]int8{}
		ps.slotN[sl] = 0
		ps.slotHalf[sl] = 0
	}
	ps.switched = false
	ps.hib = min(5, ps.hib+1)
	ps.owesHib = true
	ps.owesRemove = ps.hib == 5 && s.majorN > 0
	s.emit(rules.Event{Kind: EvHibernate, Seat: rules.Seat(p), A: int16(ps.hib)})
}
