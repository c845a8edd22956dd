package revenant

import "starboard/rules"

// MaxSeats is the largest table.
const MaxSeats = 4

// maxHand is room for a hand over the limit of 8 before discarding.
const (
	handLimit = 8
	maxHand   = 24
)

// Phases of the game.
const (
	phSide   = iota // setup: Crew board side
	phSpec          // setup: Captain specialization
	phAgenda        // setup: keep one of two Hidden Agendas
	phStart         // setup: the Frigate's starting Sector
	phDraft         // setup: the opening House draft
	phDraw          // Sonar: the split draw of Improvement cards
	phTurn          // Action: a turn
	phRecall        // Recall: the Tactics leader picks the first player
	phBreach        // Breach
	phSolo          // after a solo Hyperjump: remove up to 4 Voidborn
	phFinal         // final scoring's choices
	phOver
)

// Stages of a turn.
const (
	stAssign = iota
	stMove1
	stAction
	stMove2
	stBonus
	stEnd
)

// Sub-steps of an action or bonus action with parameters.
const (
	subNone       = iota
	subPlanet     // choose the Planet action
	subSonar      // Hyperjump: discard a Sonar or Colony card
	subDeployShip // Deploy: choose the ship
	subDeployAt   // Deploy: choose its Sector
	subReorg      // Reorganize: choose a ship and where to
	subImprove    // Improve: play up to 2 cards
	subRepair     // Repair: pay a Material per Damage
	subCloneCard  // Clone: discard an Improvement card
	subCloneShip  // Clone: choose the occupied ship
	subCloneAct   // Clone: choose its action
	subRemove     // Remove Corruption bonus
	subRemove2    // Remove Corruption bonus, the optional second
	subFrigate    // Move Frigate bonus
	subPlay       // Play card bonus
	subBuildAt    // the Commander's build: choose the Sector
)

// Occupants of action spaces.
const (
	noOne      = -1
	automaCrew = 12 // + figure
)

// ship is one House ship.
type ship struct {
	sector  int8 // -1 in the supply
	damage  int8
	corrupt bool
	landed  bool  // on the Planet of its Sector
	rank    int16 // place in the Sector's line: higher is nearer the Voidborn
}

// player is everything of one seat.
type player struct {
	res      [NumResources]int8
	locked   [NumResources]int8 // tokens in corrupted Compartments
	comp     [NumCompartments]bool
	removed  int8 // Corruption on the three removed slots
	data     int8 // Discovery Data cubes
	overflow int8 // Corruption that found no slot (R-corruption-full)
	tactics  int8
	stamp    int16 // when the Tactics marker got where it is
	captain  int8  // level 0–3
	spec     int8
	side     int8 // Crew board side: 0 A, 1 B
	agenda   int8 // kept Hidden Agenda, -1 before the choice; hidden
	revealed bool
	done     [3]bool // objectives completed at reveal
	inf      [NumHouses]int8
	hi       [NumHouses]int8 // Hidden Influence cards held; hidden
	hiN      int8            // how many, public
	offer    [4]int8         // Hidden Influence cards drawn to keep one; hidden
	offerN   int8
	hand     [maxHand]int8 // Improvement cards; -1-kind where hidden
	handN    int8
	equip    [EquipmentSlots]int8
	equipN   int8
	train    [2][3]int8
	trainN   [2]int8
	support  int8
	figUsed  [3]bool
	frigate  int8 // its Sector
	landed   bool
	bestHit  int8 // the most Damage one Frigate attack dealt

	// pending choices, resolved before the game goes on
	pHI, pInf, pAbsE, pAbsR, pClean, pCleanOwn, pCorr, pAny, pDraw, pPurge, pRepair, pFrig int8
	drawPick                                                                               [3]int8
}

// State is a game of Revenant. It implements rules.Game.
type State struct {
	seats     int8
	solo      bool
	level     int8 // solo difficulty
	phase     int8
	round     int8
	first     int8 // first player this round
	idx       int8 // setup/draw: index in turn order; turn: turn number in the round
	stage     int8
	sub       int8
	who       int8 // the seat to decide, -1 at the end
	ask       int8 // what is asked (askNames)
	specTaken [NumSpecs]bool

	// the turn under way
	fig      int8 // Crew figure: 0 Captain, 1–2 Cadets
	space    int8
	act      int8 // the action chosen
	ship     int8 // the ship the Crew stands on, or -1 for the Revenant/Frigate
	moved    bool
	moves    int8    // Movement left
	mover    int8    // the ship that moves: ship id or 100 for the Frigate
	count    int8    // repetitions left in a sub-step
	pick     int8    // a ship picked in a sub-step
	discount [2]int8 // Resources ignored for the next card: -1 none
	bonusDmg int8
	taint    bool // the Crew stands on a corrupted ship, or chose a corrupted Planet action
	cloned   bool
	crewShip int8 // the ship the Crew figure stands on this turn, for the House discount
	fronted  uint32
	reorged  uint32 // ships Reorganize moved this action
	keepMore bool   // the Politician may keep a second Hidden Influence card
	built    bool   // the Commander's build is over this turn
	drafted  uint8

	ships     [NumShips]ship
	nextRank  int16
	lowRank   int16
	occ       [numSpaces]int8
	void      [NumRing]int8
	rift      [NumRing]bool
	absorb    [NumSectors]int8
	planet    [NumRing]int8 // Planet card, -1 none
	cube      [NumRing]bool
	landedBy  [NumRing]int8 // -1 free, ship id, or 100+seat
	revDamage int8
	revCubes  int8
	revIgnore bool
	jump      bool
	jumped    bool // a Hyperjump resolved at the end of last round
	tilesDone int8
	tileSeen  uint32
	// What has been seen of the decks, for Determinize.
	planetSeen, sonarSeen, colonySeen uint32
	played                            [NumCards]bool
	colonyHouse, colonyCard           int8

	players [MaxSeats]player
	rewards [NumHouses][3]bool // taken

	hiDeck   [HICards]int8
	hiN      int8
	hiDisc   [HICards]int8
	hiDiscN  int8
	imp      [numCardKinds][30]int8
	impN     [numCardKinds]int8
	impDisc  [numCardKinds][30]int8
	impDiscN [numCardKinds]int8
	sonar    [NumSonars]int8
	sonarN   int8
	sonarUp  [2]int8
	colony   [NumColonies]int8
	colonyN  int8
	colUp    [2]int8
	planets  [NumPlanets]int8
	planetN  int8
	tiles    [8]int8
	tileN    int8
	agendaOf [MaxSeats][2]int8 // the two agendas dealt

	// breach
	bSector int8
	bLeft   int8
	bStage  int8 // 0 damage, 1 corruption
	bBy     int8 // deciding seat, or automaCrew

	// solo: the Corrupted Crew
	aDeck     [15]int8
	aN        int8
	aShown    [NumHouses]int8 // Corrupted House cards revealed
	aCard     int8            // the card revealed this turn
	aInf      [NumHouses]int8
	aTactics  int8
	grid      [4]int8 // Solo Action cards clockwise from the top left
	marker    int8
	bonusTile int8
	aFig      int8 // figures placed this round
	purgeLeft int8

	steps  int32
	rng    rules.RNG
	events []rules.Event
}

// New starts a game. The setup must have passed Title.Check.
func New(setup rules.Setup) *State {
	s := &State{seats: int8(setup.Seats), solo: setup.Seats == 1}
	switch setup.Options["automa"] {
	case "medium":
		s.level = Medium
	case "hard":
		s.level = Hard
	}
	s.rng = rules.NewRNG(setup.Seed)
	s.setup()
	s.advance()
	return s
}

// Clone returns an independent copy.
func (s *State) Clone() rules.Game {
	c := *s
	c.events = nil
	return &c
}

func (s *State) emit(e rules.Event) { s.events = append(s.events, e) }

func (s *State) shuffle8(a []int8) {
	s.rng.Shuffle(len(a), func(i, j int) { a[i], a[j] = a[j], a[i] })
}

// setup lays out the opening position up to the first decision.
func (s *State) setup() {
	for i := range s.ships {
		s.ships[i].sector = -1
	}
	for i := range s.occ {
		s.occ[i] = noOne
	}
	for i := range s.planet {
		s.planet[i] = -1
		s.landedBy[i] = -1
	}
	// Arkships: one in Sectors 1, 4 and 6, two in Sectors 3 and 7.
	var houses [NumHouses]int8
	for i := range houses {
		houses[i] = int8(i)
	}
	s.shuffle8(houses[:])
	arkAt := [NumHouses]int8{0, 3, 5, 2, 2, 6, 6}
	for i, h := range houses {
		s.place(ShipID(int(h), Arkship), arkAt[i], false)
		// Each House also starts with a small ship beside its Arkship (R-power).
		k := Fighter + s.rng.IntN(2)
		at := (arkAt[i] + 1) % NumRing
		if s.rng.IntN(2) == 0 {
			at = (arkAt[i] + NumRing - 1) % NumRing
		}
		s.place(ShipID(int(h), k), at, false)
	}
	for i := range s.void {
		s.void[i] = 1
	}
	for _, i := range []int{0, 2, 4, 6} {
		s.void[i] = 3
		s.rift[i] = true
	}
	// Decks.
	for i := range s.planets {
		s.planets[i] = int8(i)
	}
	s.planetN = int8(NumPlanets)
	s.shuffle8(s.planets[:])
	for _, at := range []int8{0, 3, 5} {
		s.newPlanet(at)
	}
	for i := range s.sonar {
		s.sonar[i] = int8(i)
	}
	s.sonarN = int8(NumSonars)
	s.shuffle8(s.sonar[:])
	s.sonarUp = [2]int8{s.drawSonar(), s.drawSonar()}
	for i := range s.colony {
		s.colony[i] = int8(i)
	}
	s.colonyN = int8(NumColonies)
	s.shuffle8(s.colony[:])
	s.colUp = [2]int8{-1, -1}
	for i := range s.tiles {
		s.tiles[i] = int8(i)
	}
	s.tileN = 8
	s.shuffle8(s.tiles[:])
	s.tileSeen = 1 << uint(s.tiles[7])
	s.colonyHouse, s.colonyCard = -1, -1
	s.mover, s.ship, s.crewShip, s.space, s.pick = -1, -1, -1, -1, -1
	for k := range s.imp {
		for i := range s.imp[k] {
			s.imp[k][i] = int8(k*30 + i)
		}
		s.impN[k] = 30
		s.shuffle8(s.imp[k][:])
	}
	for i := range s.hiDeck {
		s.hiDeck[i] = int8(i / 7)
	}
	s.hiN = HICards
	s.shuffle8(s.hiDeck[:])
	for p := range s.players[:s.seats] {
		pl := &s.players[p]
		pl.comp[BonusMove] = true
		for r := range pl.res {
			pl.res[r] = 1
		}
		pl.agenda = -1
		pl.spec = -1
		pl.frigate = -1
	}
	// Each seat draws one card from each deck.
	for p := int8(0); p < s.seats; p++ {
		for k := 0; k < numCardKinds; k++ {
			s.drawCard(p, k)
		}
	}
	s.first = int8(s.rng.IntN(int(s.seats)))
	s.revCubes = 2
	s.round = 1
	s.stampAll()
	if s.solo {
		s.soloSetup()
	}
	s.phase = phSide
}

// stampAll stacks the Tactics markers at the bottom in random order.
func (s *State) stampAll() {
	var order [MaxSeats]int8
	for i := range order {
		order[i] = int8(i)
	}
	s.shuffle8(order[:s.seats])
	for i, p := range order[:s.seats] {
		s.nextRank++
		s.players[p].stamp = int16(i)
	}
}

// place puts ship id into sector, nearest the Revenant or nearest the
// Voidborn.
func (s *State) place(id int, sector int8, nearVoid bool) {
	sh := &s.ships[id]
	sh.sector = sector
	sh.landed = false
	if nearVoid {
		s.nextRank++
		sh.rank = 1000 + s.nextRank
	} else {
		s.lowRank--
		sh.rank = 1000 + s.lowRank
	}
}

func (s *State) newPlanet(at int8) {
	if s.planetN == 0 || s.planet[at] >= 0 {
		return
	}
	s.planetN--
	s.planet[at] = s.planets[s.planetN]
	s.planets[s.planetN] = 0
	s.planetSeen |= 1 << uint(s.planet[at])
	s.cube[at] = true
}

func (s *State) drawSonar() int8 {
	if s.sonarN == 0 {
		return -1
	}
	s.sonarN--
	c := s.sonar[s.sonarN]
	s.sonar[s.sonarN] = 0
	s.sonarSeen |= 1 << uint(c)
	return c
}

// seatAt returns the seat playing i-th in the round.
func (s *State) seatAt(i int8) int8 { return (s.first + i) % s.seats }

// onMap counts the ships of House h on the map.
func (s *State) power(h int) int {
	n := 0
	for k := 0; k < numKinds; k++ {
		if s.ships[ShipID(h, k)].sector >= 0 {
			n++
		}
	}
	return n
}

// houseShips counts the House ships in sector.
func (s *State) houseShips(sector int8) int {
	n := 0
	for i := range s.ships {
		if s.ships[i].sector == sector {
			n++
		}
	}
	return n
}

// capacity returns the Resource slots of seat's uncorrupted Compartments.
func (pl *player) capacity() int {
	n := 0
	for _, c := range pl.comp {
		if !c {
			n += 2
		}
	}
	return n
}

func (pl *player) stored() int {
	return int(pl.res[0] + pl.res[1] + pl.res[2] + pl.res[3])
}

func (pl *player) corruption() int {
	n := 0
	for _, c := range pl.comp {
		if c {
			n++
		}
	}
	return n
}
