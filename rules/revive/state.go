package revive

import "starboard/rules"

// Where a card is.
const (
	inDeck int8 = iota
	inDisplay
	inActive
	inResting
	inSlot
	inBox // a starting card of an empty seat
)

const (
	maxStack  = 4  // cards in one slot
	maxCrates = 12 // closed crates a player may hold
)

// seatState is one player's board, tribe and pieces.
type seatState struct {
	tribe    int8
	res      [numRes]int8
	energy   int8 // in the storage
	onMach   int8 // on machines, back at hibernation
	vp       int16
	track    [numTracks]int8
	unlocked uint16 // reward spaces reached
	used     uint16 // machines with energy on them
	token    [NumRewards]int8
	progress int8 // markers on the progress track
	ability  int8 // uses left
	techs    uint16
	switched bool // the switch token is down
	hib      int8 // the hibernation marker, 0 to 5
	slot     [NumSlots][maxStack]int8
	slotN    [NumSlots]int8
	slotHalf [NumSlots]int8
	module   [NumSlots][maxModuleSpaces]int8
	crates   [maxCrates]int8 // closed crates; -1 in others' views
	crateN   int8
	water    uint32 // footprints whose water bonus the player took
	major    [numColours]int8
	minorVP  int8
	minorN   int8
	small    int8 // buildings left on the tribe board
	big      int8
	scoring  int8 // the secret artifact scoring card; -1 in others' views
	endTile  bool
	claimed  uint8 // large locations where the player took its major artifact chance
	explored int8
	// gained counts the resources and energy the player was given, before
	// the caps, for the simulation's share of gains lost over them.
	gained int16

	// pending choices the player owes, asked in this order.
	owesRes     int8 // resources of the player's choice
	owesTrack   int8 // steps on a track of the player's choice
	owesToken   [numTracks]int8
	owesModule  int8
	held        int8 // a module taken, to place; -1
	owesCitizen int8
	owesHib     bool // choose a hibernation reward
	owesRemove  bool // remove a major artifact
	owesMajor   int8 // a large location where the player takes a major artifact, -1
}

// State is a game of Revive. It implements rules.Game.
type State struct {
	seats int8
	cur   int8 // the seat whose turn it is
	acts  int8 // actions taken this turn
	hiber bool // the turn is a hibernation
	over  bool
	// final counts the turns left once the end is triggered, -1 before.
	final    int8
	rotating int8 // the footprint just explored, to turn; -1
	flipped  bool // the tile of rotating is face up, waiting to be turned
	steps    int32

	seat [4]seatState

	cardLoc   [NumCards]int8
	cardOwner [NumCards]int8
	// owned holds, for each seat, the cards whose cardOwner it is, a bit
	// each (see own).
	owned   [4]uint64
	deck    [NumCitizens]int8 // -1 in views
	deckN   int8
	display [CitizenDisplay]int8

	modPile   [NumModules]int8
	modN      int8
	modShow   [ModuleDisplay]int8
	tokPile   [numTracks][10]int8
	tokN      [numTracks]int8
	tokShow   [numTracks][TokenDisplay]int8
	cratePile [NumCrates]int8
	crateN    int8
	minor     [NumMinor]int8 // minor artifacts by pile position, -1 in views
	minorN    int8
	// minorOut lists the minor artifacts taken, public once taken.
	minorOut  [NumMinor]int8
	minorOutN int8
	modOut    uint64 // modules discarded
	opened    uint32 // crates opened

	tileAt   [NumStartTiles + NumAreaTiles]int8 // tile design on each footprint; -1 hidden
	back     [NumStartTiles + NumAreaTiles]int8 // back shown by each footprint
	rot      [NumStartTiles + NumAreaTiles]int8
	explored uint32
	terrain  [maxHexes]Terrain
	building [maxHexes]int8  // 0, or 1 + 2*seat + big
	meeples  [maxHexes]uint8 // seats with a meeple there
	ruinDone [maxHexes]bool  // a ruin's minor artifact is taken
	// dist holds, for each seat, the steps from its nearest piece to each
	// space (see distances), brought up to date whenever the map changes.
	dist [4][maxHexes]int8

	large   [4]int8 // the large location design in each corner
	majorAt [4][3]int8
	majorN  int8 // major artifacts left on the map
	// lastMajorTaken records that the end came by a player taking the last
	// major artifact, rather than removing it on hibernating.
	lastMajorTaken bool

	rng    rules.RNG
	events []rules.Event
}

// tileDesign returns the design of tile t: starting tiles first, then area tiles.
func tileDesign(t int8) *TileDesign {
	if t < NumStartTiles {
		return &startTiles[t]
	}
	return &areaTiles[t-NumStartTiles]
}

// newState builds the opening position.
func newState(setup rules.Setup) *State {
	s := &State{seats: int8(setup.Seats), final: -1, rotating: -1}
	s.rng = rules.NewRNG(setup.Seed)
	for i := range s.terrain[:NumHexes] {
		s.terrain[i] = Unknown
	}
	s.terrain[chasmHex] = Chasm
	// Large locations: four of five, one per corner, with their artifacts.
	var lt [NumLargeTiles]int8
	for i := range lt {
		lt[i] = int8(i)
	}
	s.rng.Shuffle(len(lt), func(i, j int) { lt[i], lt[j] = lt[j], lt[i] })
	copy(s.large[:], lt[:4])
	var maj [NumMajor]int8
	for i := range maj {
		maj[i] = int8(majorArtifacts[i])
	}
	s.rng.Shuffle(len(maj), func(i, j int) { maj[i], maj[j] = maj[j], maj[i] })
	per := min(int(s.seats), 3)
	// Below three players, large locations without artifacts: one with
	// two players, two solo ([S2.map]).
	var bare [4]bool
	for range max(0, 3-int(s.seats)) {
		l := s.rng.IntN(4)
		for bare[l] {
			l = (l + 1) % 4
		}
		bare[l] = true
	}
	// With three players, two opposite large locations hold two each: ten
	// artifacts ([S2.map]).
	var short [4]bool
	if s.seats == 3 {
		l := s.rng.IntN(4)
		short[l], short[(l+2)%4] = true, true
	}
	n := 0
	for l := range 4 {
		s.terrain[largeHexes[l]] = Large
		for k := range 3 {
			s.majorAt[l][k] = -1
			if k < per && !bare[l] && !(short[l] && k == per-1) {
				s.majorAt[l][k] = maj[n]
				n++
			}
		}
	}
	s.majorN = int8(n)
	// Tiles: starting tiles face up in order, area tiles shuffled onto the
	// footprints of their size.
	for f := range NumStartTiles {
		s.tileAt[f] = int8(f)
		s.back[f] = -1
	}
	for _, size := range [2]int{4, 5} {
		var fs, ts []int8
		for f := NumStartTiles; f < len(footprints); f++ {
			if len(footprints[f].Hexes) == size {
				fs = append(fs, int8(f))
			}
		}
		for t := range NumAreaTiles {
			if len(areaTiles[t].Spaces) == size {
				ts = append(ts, int8(NumStartTiles+t))
			}
		}
		s.rng.Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
		for i, f := range fs {
			s.tileAt[f] = ts[i]
			s.back[f] = tileDesign(ts[i]).Back
		}
	}
	for f := range NumStartTiles {
		s.reveal(int8(f), 0)
	}
	// Decks and piles.
	for i := range s.deck {
		s.deck[i] = int8(i)
	}
	s.deckN = NumCitizens
	s.rng.Shuffle(int(s.deckN), func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
	for i := range s.cardOwner {
		s.cardOwner[i] = -1
		s.cardLoc[i] = inDeck
	}
	for i := range s.display {
		s.display[i] = -1
		s.refillDisplay(i)
	}
	for i := range s.modPile {
		s.modPile[i] = int8(i)
	}
	s.modN = NumModules
	s.rng.Shuffle(NumModules, func(i, j int) { s.modPile[i], s.modPile[j] = s.modPile[j], s.modPile[i] })
	for i := range s.modShow {
		s.modN--
		s.modShow[i] = s.modPile[s.modN]
	}
	for c := range numTracks {
		for i := range 10 {
			s.tokPile[c][i] = int8(c*10 + i)
		}
		s.tokN[c] = 10
		s.rng.Shuffle(10, func(i, j int) { s.tokPile[c][i], s.tokPile[c][j] = s.tokPile[c][j], s.tokPile[c][i] })
		for i := range TokenDisplay {
			s.tokN[c]--
			s.tokShow[c][i] = s.tokPile[c][s.tokN[c]]
		}
	}
	for i := range s.cratePile {
		s.cratePile[i] = int8(i)
	}
	s.crateN = NumCrates
	s.rng.Shuffle(NumCrates, func(i, j int) { s.cratePile[i], s.cratePile[j] = s.cratePile[j], s.cratePile[i] })
	for i := range s.minor {
		s.minor[i] = minorArtifacts[i]
	}
	s.minorN = NumMinor
	s.rng.Shuffle(NumMinor, func(i, j int) { s.minor[i], s.minor[j] = s.minor[j], s.minor[i] })
	// Players.
	var tr [NumTribes]int8
	for i := range tr {
		tr[i] = int8(i)
	}
	s.rng.Shuffle(NumTribes, func(i, j int) { tr[i], tr[j] = tr[j], tr[i] })
	var sc [NumScoringCards]int8
	for i := range sc {
		sc[i] = int8(i)
	}
	s.rng.Shuffle(NumScoringCards, func(i, j int) { sc[i], sc[j] = sc[j], sc[i] })
	for p := range 4 {
		ps := &s.seat[p]
		if p >= int(s.seats) {
			for k := range NumStartCards {
				s.cardLoc[NumCitizens+p*NumStartCards+k] = inBox
			}
			continue
		}
		ps.tribe = tr[p]
		ps.res = startResources[p].Res
		ps.energy = startResources[p].Energy
		ps.vp = int16(StartPoints(p))
		ps.ability = abilityUses
		ps.hib = 0
		ps.small, ps.big = SmallBuildings, BigBuildings
		ps.scoring = sc[p]
		ps.held = -1
		ps.owesMajor = -1
		for i := range ps.token {
			ps.token[i] = -1
		}
		for i := range ps.module {
			for k := range ps.module[i] {
				ps.module[i][k] = -1
			}
		}
		var hand [NumStartCards]int8
		for k := range hand {
			hand[k] = int8(NumCitizens + p*NumStartCards + k)
		}
		s.rng.Shuffle(NumStartCards, func(i, j int) { hand[i], hand[j] = hand[j], hand[i] })
		for k, c := range hand {
			s.own(int8(p), c)
			s.cardLoc[c] = inActive
			if k < 3 {
				s.cardLoc[c] = inResting
			}
		}
	}
	for p := int(s.seats); p < 4; p++ {
		s.seat[p].scoring = -1
	}
	s.mapChanged()
	return s
}

// own makes p the owner of card c.
func (s *State) own(p, c int8) {
	if q := s.cardOwner[c]; q >= 0 {
		s.owned[q] &^= 1 << uint(c)
	}
	s.cardOwner[c] = p
	s.owned[p] |= 1 << uint(c)
}

// refillDisplay fills display place i from the deck, if any card is left.
func (s *State) refillDisplay(i int) {
	if s.deckN == 0 {
		s.display[i] = -1
		return
	}
	s.deckN--
	c := s.deck[s.deckN]
	s.deck[s.deckN] = 0
	s.display[i] = c
	if c >= 0 {
		s.cardLoc[c] = inDisplay
	}
}

// reveal turns footprint f face up with rotation r, writing its terrains.
func (s *State) reveal(f, r int8) {
	fp := &footprints[f]
	d := tileDesign(s.tileAt[f])
	n := int8(len(fp.Hexes))
	s.rot[f] = r
	s.explored |= 1 << uint(f)
	for i, t := range d.Spaces {
		s.terrain[fp.Hexes[(int8(i)+r)%n]] = t
	}
}

// Clone returns an independent copy of the game.
func (s *State) Clone() rules.Game {
	c := *s
	c.events = nil
	return &c
}

// CopyFrom makes s a copy of src, as src.Clone() would be, keeping the
// room of s's events; it reports false when src is no *State. It
// implements rules.Copier.
func (s *State) CopyFrom(src rules.Game) bool {
	from, ok := src.(*State)
	if !ok {
		return false
	}
	if from != s {
		events := s.events[:0]
		*s = *from
		s.events = events
	}
	return true
}

// View returns the game as seat may see it: the citizen deck, the module,
// machine token, crate and minor artifact piles, the fronts of unexplored
// tiles, other players' closed crates and their artifact scoring cards
// are hidden, and the generator is replaced.
func (s *State) View(seat rules.Seat) rules.Game {
	v := s.Clone().(*State)
	for i := range v.deck[:v.deckN] {
		v.deck[i] = -1
	}
	for i := range v.modPile[:v.modN] {
		v.modPile[i] = -1
	}
	for c := range numTracks {
		for i := range v.tokPile[c][:v.tokN[c]] {
			v.tokPile[c][i] = -1
		}
	}
	for i := range v.cratePile[:v.crateN] {
		v.cratePile[i] = -1
	}
	for i := range v.minor[:v.minorN] {
		v.minor[i] = -1
	}
	for f := range v.tileAt {
		if !v.known(int8(f)) {
			v.tileAt[f] = -1
		}
	}
	for p := range int(v.seats) {
		if rules.Seat(p) == seat {
			continue
		}
		ps := &v.seat[p]
		for i := range ps.crates[:ps.crateN] {
			ps.crates[i] = -1
		}
		if !v.over {
			ps.scoring = -1 // shown at the end
		}
	}
	v.rng = rules.NewRNG(0)
	return v
}

// Determinize deals again everything viewer has not seen: the piles,
// other players' closed crates and scoring cards, the fronts of
// unexplored tiles among tiles of the same size and back; and reseeds the
// generator.
func (s *State) Determinize(viewer rules.Seat, rng *rules.RNG) {
	mine := func(p int) bool { return rules.Seat(p) == viewer }
	// Citizen deck: the cards not seen anywhere.
	var pool [NumCards]int8
	n := 0
	for c := range NumCitizens {
		if s.cardLoc[c] == inDeck {
			pool[n] = int8(c)
			n++
		}
	}
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	copy(s.deck[:s.deckN], pool[:n])
	// Modules: those not on a board, shown, held or gone.
	var seenMod [NumModules]bool
	for i := range s.modShow {
		if m := s.modShow[i]; m >= 0 {
			seenMod[m] = true
		}
	}
	for p := range int(s.seats) {
		ps := &s.seat[p]
		if ps.held >= 0 {
			seenMod[ps.held] = true
		}
		for i := range ps.module {
			for _, m := range ps.module[i] {
				if m >= 0 {
					seenMod[m] = true
				}
			}
		}
	}
	n = 0
	for m := range NumModules {
		if !seenMod[m] && !s.modGone(int8(m)) {
			pool[n] = int8(m)
			n++
		}
	}
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	copy(s.modPile[:s.modN], pool[:n])
	// Machine tokens.
	for c := range numTracks {
		var seen [NumMachineTokens]bool
		for _, t := range s.tokShow[c] {
			if t >= 0 {
				seen[t] = true
			}
		}
		for p := range int(s.seats) {
			for _, t := range s.seat[p].token {
				if t >= 0 {
					seen[t] = true
				}
			}
		}
		n = 0
		for t := c * 10; t < c*10+10; t++ {
			if !seen[t] {
				pool[n] = int8(t)
				n++
			}
		}
		rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		copy(s.tokPile[c][:s.tokN[c]], pool[:n])
	}
	// Crates: the pile and other players' closed crates.
	var seenCrate [NumCrates]bool
	for p := range int(s.seats) {
		ps := &s.seat[p]
		if mine(p) {
			for _, c := range ps.crates[:ps.crateN] {
				seenCrate[c] = true
			}
		}
	}
	for c := range seenCrate {
		if s.crateOpened(int8(c)) {
			seenCrate[c] = true
		}
	}
	n = 0
	for c := range NumCrates {
		if !seenCrate[c] {
			pool[n] = int8(c)
			n++
		}
	}
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	k := 0
	for p := range int(s.seats) {
		if mine(p) {
			continue
		}
		ps := &s.seat[p]
		for i := range ps.crates[:ps.crateN] {
			ps.crates[i] = pool[k]
			k++
		}
	}
	copy(s.cratePile[:s.crateN], pool[k:k+int(s.crateN)])
	// Minor artifacts: the values not yet taken.
	var left [NumMinor]int8
	copy(left[:], minorArtifacts[:])
	ln := NumMinor
	for _, v := range s.minorTaken() {
		for i := range ln {
			if left[i] == v {
				left[i] = left[ln-1]
				ln--
				break
			}
		}
	}
	rng.Shuffle(ln, func(i, j int) { left[i], left[j] = left[j], left[i] })
	copy(s.minor[:s.minorN], left[:ln])
	// Scoring cards of the others, secret until the end.
	if !s.over {
		own := int8(-1)
		if viewer >= 0 && int(viewer) < int(s.seats) {
			own = s.seat[viewer].scoring
		}
		n = 0
		for c := range int8(NumScoringCards) {
			if c != own {
				pool[n] = c
				n++
			}
		}
		rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		k = 0
		for p := range int(s.seats) {
			if !mine(p) {
				s.seat[p].scoring = pool[k]
				k++
			}
		}
	}
	// Unexplored tile fronts, among tiles of the same size and back.
	n = 0
	for t := NumStartTiles; t < NumStartTiles+NumAreaTiles; t++ {
		if !s.tilePlaced(int8(t)) {
			pool[n] = int8(t)
			n++
		}
	}
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for f := NumStartTiles; f < len(footprints); f++ {
		if s.known(int8(f)) {
			continue
		}
		for i := range n {
			t := pool[i]
			if t >= 0 && tileDesign(t).Back == s.back[f] && len(tileDesign(t).Spaces) == len(footprints[f].Hexes) {
				s.tileAt[f] = t
				pool[i] = -1
				break
			}
		}
	}
	s.rng = rules.NewRNG(rng.Uint64())
}

// modGone reports whether module m was discarded, out of the game.
func (s *State) modGone(m int8) bool { return s.modOut&(1<<uint(m)) != 0 }

// minorTaken returns the values of the minor artifacts taken so far.
func (s *State) minorTaken() []int8 { return s.minorOut[:s.minorOutN] }

// tilePlaced reports whether area tile t is known to be on an explored
// footprint.
func (s *State) tilePlaced(t int8) bool {
	for f := NumStartTiles; f < len(footprints); f++ {
		if s.known(int8(f)) && s.tileAt[f] == t {
			return true
		}
	}
	return false
}

// crateOpened reports whether crate c was opened (its effect is public).
func (s *State) crateOpened(c int8) bool { return s.opened&(1<<uint(c)) != 0 }

// known reports whether the tile on footprint f is face up: explored, or
// flipped and waiting to be turned.
func (s *State) known(f int8) bool {
	return s.explored&(1<<uint(f)) != 0 || f == s.rotating && s.flipped
}

// mapChanged brings the seats' distances up to date after any change of
// the map, from scratch.
func (s *State) mapChanged() {
	for p := range s.seats {
		s.distances(p, &s.dist[p])
	}
}

// tileTurned brings the seats' distances up to date after footprint f
// turned face up: its spaces, reached before as destinations, now lead on.
func (s *State) tileTurned(f int8) {
	var queue [4 * maxHexes]int16
	for p := range s.seats {
		n := 0
		for _, h := range footprints[f].Hexes {
			if s.dist[p][h] >= 0 {
				queue[n] = h
				n++
			}
		}
		if !s.relax(&s.dist[p], queue[:], n) {
			s.distances(p, &s.dist[p])
		}
	}
}

// piecePlaced brings p's distances up to date after p placed a piece on
// h: from scratch for p's first piece (the chasm stops being the start),
// and from h otherwise.
func (s *State) piecePlaced(p int8, h int16) {
	bit := uint8(1) << uint(p)
	first := true
	for x := range int16(NumHexes) {
		if b := s.building[x]; x != h && (b != 0 && (b-1)/2 == p || s.meeples[x]&bit != 0) {
			first = false
			break
		}
	}
	if first {
		s.distances(p, &s.dist[p])
		return
	}
	var queue [4 * maxHexes]int16
	s.dist[p][h] = 0
	queue[0] = h
	if !s.relax(&s.dist[p], queue[:], 1) {
		s.distances(p, &s.dist[p])
	}
}

// relax lowers the distances d along paths from the first n spaces of
// queue, which hold their distances already. It reports false if the
// queue overflowed, when d must be computed again from scratch.
func (s *State) relax(d *[maxHexes]int8, queue []int16, n int) bool {
	for i := 0; i < n; i++ {
		h := queue[i]
		if s.terrain[h] == Unknown {
			continue // a destination only
		}
		for _, x := range hexes[h].Nb {
			if x >= 0 && (d[x] < 0 || d[h]+1 < d[x]) {
				d[x] = d[h] + 1
				if n == len(queue) {
					return false
				}
				queue[n] = x
				n++
			}
		}
	}
	return true
}
