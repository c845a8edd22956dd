package revenant

// This file holds Revenant's content as data: the map, the Houses and their
// ships, the decks, tiles, dice and boards. The rulebook's counts are
// checked by content_test.go; everything else is our own design (see the
// Rulings in doc.go).

// Houses, in the order of the Influence board's tracks (left to right).
const (
	Fenrax = iota
	Shiveus
	Yarvek
	Belitan
	Zenor
	Novaris
	Dunlork
	NumHouses
)

// HouseNames are the seven Great Houses.
var HouseNames = [NumHouses]string{"Fenrax", "Shiveus", "Yarvek", "Belitan", "Zenor", "Novaris", "Dunlork"}

// Resources.
const (
	Energy = iota
	Material
	Science
	Neutronium
	NumResources
)

// ResourceNames are the four Resource types.
var ResourceNames = [NumResources]string{"Energy", "Material", "Science", "Neutronium"}

// Map: ring Sectors 1–8 are 0–7, the four central Sectors around the
// Revenant are 8–11 (Core A–D). Planet slots belong to ring Sectors.
const (
	NumRing    = 8
	NumSectors = 12
)

// SectorNames are the Sectors as the board labels them.
var SectorNames = [NumSectors]string{"Sector 1", "Sector 2", "Sector 3", "Sector 4", "Sector 5", "Sector 6", "Sector 7", "Sector 8", "Core A", "Core B", "Core C", "Core D"}

// Adjacent reports whether Sectors a and b touch: ring neighbours, each
// Core and the two ring Sectors in front of it, and neighbouring Cores.
func Adjacent(a, b int) bool { return adjacency[a]&(1<<uint(b)) != 0 }

var adjacency [NumSectors]uint16
var distance [NumSectors][NumSectors]int8

func init() {
	link := func(a, b int) { adjacency[a] |= 1 << uint(b); adjacency[b] |= 1 << uint(a) }
	for i := 0; i < NumRing; i++ {
		link(i, (i+1)%NumRing)
	}
	for k := 0; k < 4; k++ {
		link(NumRing+k, 2*k)
		link(NumRing+k, 2*k+1)
		link(NumRing+k, NumRing+(k+1)%4)
	}
	for a := 0; a < NumSectors; a++ {
		for b := range distance[a] {
			distance[a][b] = 99
		}
		distance[a][a] = 0
		queue := []int{a}
		for len(queue) > 0 {
			x := queue[0]
			queue = queue[1:]
			for y := 0; y < NumSectors; y++ {
				if Adjacent(x, y) && distance[a][y] == 99 {
					distance[a][y] = distance[a][x] + 1
					queue = append(queue, y)
				}
			}
		}
	}
}

// Distance returns the number of steps between two Sectors.
func Distance(a, b int) int { return int(distance[a][b]) }

// Ship kinds. Each House has one ship of each kind (R-ships).
const (
	Arkship = iota
	Fighter
	Dropship
	Civilian
	numKinds
)

// KindNames name the ship kinds.
var KindNames = [numKinds]string{"Arkship", "Fighter", "Dropship", "Civilian ship"}

// damageSpaces is the number of Damage a ship of each kind holds; the next
// Damage destroys it (R-damage).
var damageSpaces = [numKinds]int8{6, 1, 1, 0}

// RevenantSpaces is the number of Damage the Revenant holds before a
// Damage tile resolves.
const RevenantSpaces = 4

// NumShips is the number of House ships: four per House.
const NumShips = NumHouses * numKinds

// ShipHouse and ShipKind split a ship id.
func ShipHouse(id int) int { return id / numKinds }

// ShipKind returns the kind of ship id.
func ShipKind(id int) int { return id % numKinds }

// ShipID returns the id of House h's ship of kind k.
func ShipID(h, k int) int { return h*numKinds + k }

// Action spaces: one per House ship (Civilian ships have none), the two of
// the Revenant, one per seat's Frigate.
const (
	SpaceHyperjump = NumShips
	SpaceDeploy    = NumShips + 1
	SpaceFrigate   = NumShips + 2 // + seat
	numSpaces      = SpaceFrigate + MaxSeats
)

// Actions a Crew figure can resolve.
const (
	ActSkip = iota
	ActAttack
	ActLand
	ActAbsorbOne
	ActHyperjump
	ActDeploy
	ActConvert
	ActResearch
	ActAbsorb
	ActReorganize
	ActImprove
	ActPromote
	ActAnalyze
	ActPurge
	ActRepair
	ActClone
	ActProvisionE
	ActProvisionM
	ActProvisionS
	ActProvisionN
	numActs
)

// ActNames name the actions.
var ActNames = [numActs]string{"skip", "attack", "land", "absorb1", "hyperjump", "deploy", "convert", "research", "absorb", "reorganize", "improve", "promote", "analyze", "purge", "repair", "clone", "provision-energy", "provision-material", "provision-science", "provision-neutronium"}

// arkActions are the two actions of each House's Arkship (R-arkship).
var arkActions = [NumHouses][2]uint8{
	Fenrax:  {ActRepair, ActProvisionM},
	Shiveus: {ActConvert, ActResearch},
	Yarvek:  {ActAnalyze, ActPurge},
	Belitan: {ActReorganize, ActProvisionN},
	Zenor:   {ActClone, ActProvisionE},
	Novaris: {ActImprove, ActPromote},
	Dunlork: {ActAbsorb, ActProvisionS},
}

// Influence track rewards on steps 2, 5 and 8.
const (
	RewardMaterial = iota
	RewardCorruption
	RewardData
	RewardScience
	RewardNeutronium
	RewardAbsorber
	RewardEnergy
)

// houseReward is the reward token each House's track holds.
var houseReward = [NumHouses]uint8{RewardMaterial, RewardCorruption, RewardData, RewardScience, RewardNeutronium, RewardAbsorber, RewardEnergy}

// RewardNames name the reward tokens.
var RewardNames = [...]string{"a Material token", "a Corruption Removal token", "a Discovery Data cube", "a Science token", "a Neutronium token", "an Absorber token", "an Energy token"}

// MaxInfluence is the top of an Influence track.
const MaxInfluence = 8

// rewardSteps are the steps that hold reward tokens.
var rewardSteps = [3]int8{2, 5, 8}

// MaxTactics is the top of the Tactics track; materialSteps hold the
// Material icons (R-tactics).
const MaxTactics = 15

func materialStep(t int8) bool { return t > 0 && t%3 == 0 }

// Frigate board compartments, left to right; each has a bonus action and
// two Resource slots.
const (
	BonusRemove = iota
	BonusResource
	BonusTactics
	BonusPlay
	BonusActivate
	BonusMove
	NumCompartments
)

// BonusNames name the bonus actions.
var BonusNames = [NumCompartments]string{"remove-corruption", "gain-resource", "gain-tactics", "play-card", "activate", "move-frigate"}

// EquipmentSlots is the number of Equipment slots of a Frigate board; the
// last two cost 2 more Energy and give 1 Influence (R-equipment).
const EquipmentSlots = 5

// Captain levels: the Tactics floor after a Hyperjump, the Improvement
// cards drawn in the Sonar phase, the Hidden Influence cards drawn to
// choose one from (R-captain).
var captainTable = [4]struct{ floor, draw, choose int8 }{
	{0, 2, 1},
	{1, 3, 2},
	{2, 4, 3},
	{3, 5, 4},
}

// Specializations of a Captain.
const (
	Scout = iota
	Commander
	Scientist
	Politician
	NumSpecs
)

// SpecNames name the specializations.
var SpecNames = [NumSpecs]string{"Scout", "Commander", "Scientist", "Politician"}

// Spawn dice: each face is the large number (the Rift's Sector) and the two
// small numbers (the Sector before it and the one after it).
var spawnDice = [3][6][3]int8{
	{{0, 0, 1}, {1, 0, 0}, {1, 1, 0}, {1, 0, 1}, {1, 0, 0}, {2, 0, 0}}, // yellow: one or two seats
	{{1, 0, 0}, {1, 1, 0}, {1, 0, 1}, {2, 0, 0}, {1, 1, 1}, {2, 1, 0}}, // orange: three seats
	{{1, 1, 0}, {1, 0, 1}, {2, 0, 0}, {2, 1, 0}, {2, 0, 1}, {1, 1, 1}}, // red: four seats
}

// DieNames name the Spawn dice.
var DieNames = [3]string{"yellow", "orange", "red"}

// MaxVoidborn is the Voidborn limit of a Sector; ShipLimit the House ships
// a Sector may hold.
const (
	MaxVoidborn = 7
	ShipLimit   = 5
)

// Effects: the one ability engine reads these from cards, planets, tiles
// and boards.
const (
	opNone      = iota
	opRes       // gain n of Resource arg
	opAnyRes    // gain n Resources of your choice
	opTactics   // advance n on the Tactics track
	opDraw      // draw n Improvement cards (choose the decks)
	opHI        // gain n Hidden Influence (draw and keep one each)
	opInfluence // advance n on Influence tracks of your choice
	opAbsorb    // place n Absorbers, gaining 1 Energy each
	opRepair    // remove n Damage anywhere, gaining 1 Tactics each
	opPurge     // destroy n Voidborn anywhere, gaining Tactics as usual
	opCleanse   // remove n Corruption from your board or a ship
	opData      // take n Discovery Data cubes
	opDamage    // your Frigate's attack deals n more Damage
	opAbsorbUp  // your Frigate's absorb places n more Absorbers
	opPlanetRes // landing on a Planet gives n more Resources of your choice
	opMove      // n more Movement this turn
	opVoid      // the Voidborn in every Rift Sector grow by n (tiles)
	opLoseRes   // every seat loses n of Resource arg (tiles)
	opLoseTac   // every seat drops n on the Tactics track (tiles)
	opCorrupt   // every seat gains n Corruption (tiles)
	opDisable   // the Hyperjump marker turns to Disabled (tiles)
	opDataLoss  // Discovery Data cubes on the Revenant and planets are lost (tiles)
	opHitArks   // every Arkship on the map takes n Damage (tiles)
	numOps
)

// effect is one step of an ability: an operation, an amount, an argument.
type effect struct {
	op, n, arg uint8
}

// Improvement card kinds.
const (
	Training = iota
	Equipment
	Support
	numCardKinds
)

// CardKindNames name the Improvement card kinds.
var CardKindNames = [numCardKinds]string{"Training", "Equipment", "Support"}

// Triggers of an Improvement card's ability.
const (
	trPlay     = iota // once, when played (Support)
	trCadet           // whenever the Cadet it is attached to takes a Main action
	trActivate        // on the Activate bonus action
	trFrigate         // modifies the Frigate's actions (Equipment)
)

// Card is one Improvement card.
type Card struct {
	Name    string
	Kind    uint8
	House   uint8
	Cost    [NumResources]int8
	Trigger uint8
	Effect  effect
}

// NumCards is the number of Improvement cards; ids 0–29 are Training,
// 30–59 Equipment, 60–89 Support.
const NumCards = 90

// Cards are the 90 Improvement cards, built from the tables below.
var Cards [NumCards]Card

// cardRow is a line of a card table: name, House, cost as letters
// (E, M, S, N), trigger and effect.
type cardRow struct {
	name    string
	house   uint8
	cost    string
	trigger uint8
	e       effect
}

var trainingRows = [30]cardRow{
	{"Pilot Drills", Fenrax, "EM", trCadet, effect{opMove, 1, 0}},
	{"Salvage Course", Fenrax, "MM", trCadet, effect{opRes, 1, Material}},
	{"Hull Welding", Fenrax, "MS", trActivate, effect{opRepair, 1, 0}},
	{"Ore Sense", Fenrax, "EMS", trCadet, effect{opRes, 2, Material}},
	{"Gunnery Practice", Shiveus, "EN", trCadet, effect{opDamage, 1, 0}},
	{"Void Meditation", Shiveus, "SN", trActivate, effect{opCleanse, 1, 0}},
	{"Purity Vows", Shiveus, "ESN", trCadet, effect{opCleanse, 1, 0}},
	{"Field Analysis", Shiveus, "SS", trCadet, effect{opTactics, 1, 0}},
	{"Star Charting", Yarvek, "ES", trCadet, effect{opData, 1, 0}},
	{"Tactical Study", Yarvek, "MS", trCadet, effect{opTactics, 1, 0}},
	{"Battle Planning", Yarvek, "EMS", trActivate, effect{opTactics, 2, 0}},
	{"Sensor Tuning", Yarvek, "SN", trCadet, effect{opMove, 1, 0}},
	{"Lab Rotation", Belitan, "SS", trCadet, effect{opRes, 1, Science}},
	{"Quartermaster", Belitan, "EM", trActivate, effect{opAnyRes, 1, 0}},
	{"Requisition", Belitan, "MSN", trCadet, effect{opAnyRes, 2, 0}},
	{"Archivist", Belitan, "ES", trCadet, effect{opDraw, 1, 0}},
	{"Fuel Discipline", Zenor, "EN", trCadet, effect{opRes, 1, Neutronium}},
	{"Reactor Watch", Zenor, "NN", trActivate, effect{opRes, 1, Neutronium}},
	{"Boarding Tactics", Zenor, "MN", trCadet, effect{opDamage, 1, 0}},
	{"Envoy Training", Zenor, "ESN", trCadet, effect{opInfluence, 1, 0}},
	{"Etiquette", Novaris, "ES", trCadet, effect{opHI, 1, 0}},
	{"Court Manners", Novaris, "EMS", trActivate, effect{opInfluence, 1, 0}},
	{"Logistics", Novaris, "MS", trCadet, effect{opRes, 1, Energy}},
	{"Drafting", Novaris, "SN", trCadet, effect{opDraw, 1, 0}},
	{"Drain Protocol", Dunlork, "EE", trCadet, effect{opAbsorb, 1, 0}},
	{"Siphon Rite", Dunlork, "EM", trActivate, effect{opRes, 1, Energy}},
	{"Stun Volley", Dunlork, "EMN", trCadet, effect{opAbsorb, 1, 0}},
	{"Power Routing", Dunlork, "ES", trCadet, effect{opRes, 2, Energy}},
	{"Void Hunter", Fenrax, "EMN", trCadet, effect{opPurge, 1, 0}},
	{"Evasive Flight", Yarvek, "EE", trCadet, effect{opMove, 2, 0}},
}

var equipmentRows = [30]cardRow{
	{"Autocannon", Fenrax, "MM", trFrigate, effect{opDamage, 1, 0}},
	{"Ore Scanner", Fenrax, "MS", trFrigate, effect{opPlanetRes, 1, 0}},
	{"Repair Drones", Fenrax, "EMS", trActivate, effect{opRepair, 1, 0}},
	{"Cargo Pods", Fenrax, "EM", trActivate, effect{opRes, 1, Material}},
	{"Purge Lance", Shiveus, "MN", trFrigate, effect{opDamage, 1, 0}},
	{"Scrubbers", Shiveus, "ESN", trActivate, effect{opCleanse, 1, 0}},
	{"Clean Room", Shiveus, "SN", trActivate, effect{opRes, 1, Science}},
	{"Twin Rails", Shiveus, "EMN", trFrigate, effect{opDamage, 2, 0}},
	{"Target Computer", Yarvek, "ES", trActivate, effect{opTactics, 1, 0}},
	{"Long Sensors", Yarvek, "SS", trActivate, effect{opData, 1, 0}},
	{"Missile Rack", Yarvek, "EMS", trFrigate, effect{opDamage, 1, 0}},
	{"Survey Drone", Yarvek, "MS", trFrigate, effect{opPlanetRes, 1, 0}},
	{"Sample Vault", Belitan, "MS", trFrigate, effect{opPlanetRes, 1, 0}},
	{"Field Lab", Belitan, "SS", trActivate, effect{opRes, 1, Science}},
	{"Assay Kit", Belitan, "EMS", trFrigate, effect{opPlanetRes, 2, 0}},
	{"Data Core", Belitan, "ESN", trActivate, effect{opDraw, 1, 0}},
	{"Fuel Scoop", Zenor, "EN", trActivate, effect{opRes, 1, Neutronium}},
	{"Afterburner", Zenor, "MN", trActivate, effect{opMove, 1, 0}},
	{"Ram Prow", Zenor, "MMN", trFrigate, effect{opDamage, 1, 0}},
	{"Neutron Cell", Zenor, "SN", trActivate, effect{opAnyRes, 1, 0}},
	{"Diplomatic Pod", Novaris, "ES", trActivate, effect{opHI, 1, 0}},
	{"Signal Array", Novaris, "EMS", trActivate, effect{opInfluence, 1, 0}},
	{"Escort Berth", Novaris, "MS", trFrigate, effect{opAbsorbUp, 1, 0}},
	{"Trade Hold", Novaris, "EM", trActivate, effect{opRes, 1, Energy}},
	{"Drain Coil", Dunlork, "EE", trFrigate, effect{opAbsorbUp, 1, 0}},
	{"Capacitor Bank", Dunlork, "EM", trActivate, effect{opRes, 1, Energy}},
	{"Siphon Array", Dunlork, "EES", trFrigate, effect{opAbsorbUp, 2, 0}},
	{"Stun Mines", Dunlork, "EMN", trActivate, effect{opAbsorb, 1, 0}},
	{"Flak Screen", Fenrax, "EMN", trActivate, effect{opPurge, 1, 0}},
	{"Sprint Drive", Yarvek, "EN", trActivate, effect{opMove, 1, 0}},
}

var supportRows = [30]cardRow{
	{"Salvage Run", Fenrax, "E", trPlay, effect{opRes, 3, Material}},
	{"Dry Dock", Fenrax, "M", trPlay, effect{opRepair, 2, 0}},
	{"Strafing Run", Fenrax, "EM", trPlay, effect{opPurge, 2, 0}},
	{"Mining Contract", Fenrax, "S", trPlay, effect{opAnyRes, 2, 0}},
	{"Absolution", Shiveus, "N", trPlay, effect{opCleanse, 1, 0}},
	{"Purge Order", Shiveus, "EN", trPlay, effect{opCleanse, 2, 0}},
	{"Research Grant", Shiveus, "E", trPlay, effect{opRes, 2, Science}},
	{"Inquisition", Shiveus, "SN", trPlay, effect{opPurge, 1, 0}},
	{"War Council", Yarvek, "E", trPlay, effect{opTactics, 2, 0}},
	{"Scout Report", Yarvek, "S", trPlay, effect{opData, 2, 0}},
	{"Ambush", Yarvek, "EM", trPlay, effect{opPurge, 2, 0}},
	{"Intelligence", Yarvek, "ES", trPlay, effect{opHI, 1, 0}},
	{"Endowment", Belitan, "M", trPlay, effect{opRes, 2, Science}},
	{"Requisition Form", Belitan, "E", trPlay, effect{opDraw, 2, 0}},
	{"Grand Survey", Belitan, "ES", trPlay, effect{opData, 2, 0}},
	{"Patronage", Belitan, "MS", trPlay, effect{opInfluence, 1, 0}},
	{"Fuel Cache", Zenor, "E", trPlay, effect{opRes, 2, Neutronium}},
	{"Bulk Trade", Zenor, "M", trPlay, effect{opAnyRes, 2, 0}},
	{"Raid", Zenor, "EN", trPlay, effect{opPurge, 1, 0}},
	{"Envoy", Zenor, "SN", trPlay, effect{opInfluence, 1, 0}},
	{"Whispers", Novaris, "E", trPlay, effect{opHI, 1, 0}},
	{"Banquet", Novaris, "EM", trPlay, effect{opInfluence, 1, 0}},
	{"Dispatches", Novaris, "S", trPlay, effect{opDraw, 2, 0}},
	{"Favours Owed", Novaris, "MS", trPlay, effect{opHI, 1, 0}},
	{"Energy Harvest", Dunlork, "M", trPlay, effect{opRes, 3, Energy}},
	{"Absorber Net", Dunlork, "E", trPlay, effect{opAbsorb, 2, 0}},
	{"Power Surge", Dunlork, "S", trPlay, effect{opTactics, 2, 0}},
	{"Field Repairs", Dunlork, "EM", trPlay, effect{opRepair, 2, 0}},
	{"Rapid Redeploy", Fenrax, "N", trPlay, effect{opTactics, 2, 0}},
	{"Last Stand", Yarvek, "MN", trPlay, effect{opPurge, 2, 0}},
}

func init() {
	for k, rows := range [numCardKinds]*[30]cardRow{&trainingRows, &equipmentRows, &supportRows} {
		for i, r := range rows {
			c := Card{Name: r.name, Kind: uint8(k), House: r.house, Trigger: r.trigger, Effect: r.e}
			for _, ch := range r.cost {
				c.Cost[resourceLetter(byte(ch))]++
			}
			Cards[k*30+i] = c
		}
	}
}

func resourceLetter(b byte) int {
	switch b {
	case 'E':
		return Energy
	case 'M':
		return Material
	case 'S':
		return Science
	}
	return Neutronium
}

// HICards is the number of Hidden Influence cards: seven per House.
const HICards = 7 * NumHouses

// Planet is a Planet card: a Mining action and a corrupted action that
// also gives 1 Corruption.
type Planet struct {
	Name    string
	Mine    effect // always a Resource
	Corrupt effect
}

// Planets is the Planet deck.
var Planets = [...]Planet{
	{"Cinder", effect{opRes, 2, Material}, effect{opAnyRes, 4, 0}},
	{"Glasswater", effect{opRes, 2, Science}, effect{opDraw, 3, 0}},
	{"Hollow Moon", effect{opRes, 2, Neutronium}, effect{opHI, 1, 0}},
	{"Static Fields", effect{opRes, 2, Energy}, effect{opTactics, 3, 0}},
	{"Rust Belt", effect{opRes, 2, Material}, effect{opInfluence, 1, 0}},
	{"Mire", effect{opRes, 2, Science}, effect{opData, 2, 0}},
	{"Pale Reach", effect{opRes, 2, Neutronium}, effect{opAnyRes, 4, 0}},
	{"Emberfall", effect{opRes, 2, Energy}, effect{opPurge, 2, 0}},
	{"Tessaly", effect{opRes, 2, Material}, effect{opDraw, 3, 0}},
	{"Vantor", effect{opRes, 2, Science}, effect{opHI, 1, 0}},
	{"Ossuary", effect{opRes, 2, Neutronium}, effect{opTactics, 3, 0}},
	{"Lumen", effect{opRes, 2, Energy}, effect{opInfluence, 1, 0}},
	{"Gravemark", effect{opRes, 2, Material}, effect{opData, 2, 0}},
	{"Sable Drift", effect{opRes, 2, Science}, effect{opPurge, 2, 0}},
	{"Korrin", effect{opRes, 2, Neutronium}, effect{opAnyRes, 4, 0}},
	{"Halcyon", effect{opRes, 2, Energy}, effect{opDraw, 3, 0}},
	{"Weeping Rock", effect{opRes, 2, Material}, effect{opHI, 1, 0}},
	{"Frostgate", effect{opRes, 2, Science}, effect{opTactics, 3, 0}},
}

// NumPlanets is the size of the Planet deck.
const NumPlanets = len(Planets)

// Sonar is a Sonar card: what a Hyperjump finds at the new position.
type Sonar struct {
	Name     string
	Voidborn [NumRing]int8
	Planets  [3]int8 // ring Sectors that get a Planet card
	Civilian int8    // the House whose Civilian ship arrives
	CivAt    int8    // its Sector
	Rifts    [4]int8 // ring Sectors with a Rift
}

// Sonars is the Sonar deck.
var Sonars = [...]Sonar{
	{"Quiet Drift", [8]int8{2, 0, 1, 0, 2, 0, 1, 0}, [3]int8{1, 4, 6}, Fenrax, 2, [4]int8{0, 2, 4, 6}},
	{"Ash Cloud", [8]int8{1, 1, 2, 1, 1, 1, 2, 1}, [3]int8{0, 3, 5}, Shiveus, 4, [4]int8{1, 3, 5, 7}},
	{"Hunting Pack", [8]int8{3, 0, 0, 3, 0, 0, 3, 0}, [3]int8{2, 4, 7}, Yarvek, 1, [4]int8{0, 3, 6, 7}},
	{"Broken Moons", [8]int8{0, 2, 0, 2, 0, 2, 0, 2}, [3]int8{0, 2, 6}, Belitan, 5, [4]int8{1, 3, 5, 7}},
	{"Long Silence", [8]int8{1, 0, 1, 0, 1, 0, 1, 0}, [3]int8{3, 5, 7}, Zenor, 0, [4]int8{0, 2, 4, 6}},
	{"Swarm Front", [8]int8{2, 2, 1, 0, 0, 1, 2, 2}, [3]int8{2, 3, 4}, Novaris, 3, [4]int8{0, 1, 6, 7}},
	{"Nebula Edge", [8]int8{0, 1, 2, 3, 2, 1, 0, 0}, [3]int8{0, 6, 7}, Dunlork, 7, [4]int8{2, 3, 4, 5}},
	{"Graveyard", [8]int8{1, 2, 1, 2, 1, 2, 1, 2}, [3]int8{1, 3, 5}, Fenrax, 6, [4]int8{0, 2, 4, 6}},
	{"Open Lane", [8]int8{0, 0, 2, 0, 0, 0, 2, 0}, [3]int8{0, 4, 5}, Novaris, 1, [4]int8{2, 6, 1, 5}},
	{"Tidal Rift", [8]int8{2, 1, 0, 1, 2, 1, 0, 1}, [3]int8{1, 2, 6}, Zenor, 3, [4]int8{0, 4, 3, 7}},
}

// NumSonars is the size of the Sonar deck.
const NumSonars = len(Sonars)

// Colony conditions: what the one Colony reached scores for each seat.
const (
	colEquipment = iota // 2 VP per Equipment card played
	colTraining         // 2 VP per Training card played
	colSupport          // 2 VP per Support card played
	colCaptain          // 3 VP per Captain advancement
	colTactics          // 1 VP per Tactics step
	colResources        // 1 VP per 2 Resource tokens
	colClean            // 5 VP with no Corruption on the Frigate board's Compartments
)

// Colony is a Colony card: a House and a scoring condition.
type Colony struct {
	Name      string
	House     uint8
	Condition uint8
}

// Colonies is the Colony deck.
var Colonies = [...]Colony{
	{"New Fenra", Fenrax, colEquipment},
	{"Shiv's Haven", Shiveus, colClean},
	{"Yarvek Prime", Yarvek, colTactics},
	{"Belitan Deep", Belitan, colResources},
	{"Zenoria", Zenor, colTraining},
	{"Novaris Court", Novaris, colSupport},
	{"Dun Hold", Dunlork, colCaptain},
}

// ColonyText says what each condition scores.
var ColonyText = [...]string{"2 VP per Equipment card played", "2 VP per Training card played", "2 VP per Support card played", "3 VP per Captain advancement", "1 VP per Tactics step", "1 VP per 2 Resource tokens", "5 VP with no Corruption on your Compartments"}

// NumColonies is the size of the Colony deck.
const NumColonies = len(Colonies)

// Tile is a Revenant Damage tile.
type Tile struct {
	Name   string
	Effect effect
}

// Tiles are the eight Revenant Damage tiles.
var Tiles = [8]Tile{
	{"Hull Breach", effect{opLoseTac, 2, 0}},
	{"Databank Loss", effect{opDataLoss, 0, 0}},
	{"Reactor Leak", effect{opLoseRes, 1, Energy}},
	{"Beacon Failure", effect{opVoid, 1, 0}},
	{"Drive Damage", effect{opDisable, 0, 0}},
	{"Panic", effect{opCorrupt, 1, 0}},
	{"Hold Breach", effect{opLoseRes, 1, Material}},
	{"Shock Wave", effect{opHitArks, 1, 0}},
}

// Agenda objectives.
const (
	objPower2     = iota // two named Houses have combined Power of 5+
	objPower3            // any three Houses have combined Power of 9+
	objEquip5            // 5 Equipment cards played
	objFrigate6          // the Frigate's attack deals 6+ Damage with one Crew figure
	objMaterial10        // 10+ Material stored
	objEachKind2         // 2+ Training, 2+ Equipment and 2+ Support cards played
	objTraining5         // 5+ Training cards on the Crew
	objCaptainMax        // Captain at the top level and 4+ Science stored
	objInfluence8        // 8+ Influence on a track and 4+ Energy stored
	objInfluence2        // 2+ Influence on every track
	objArks6             // 6+ Arkships on the map
	objFighters4         // 4+ Fighters on the map
	objDropships3        // 3+ Dropships on the map
	objCivilians3        // 3+ Civilian ships on the map
	objAbsorbers6        // 6+ Absorbers on the map
	objDamage5           // at most 5 Damage on the map
	objAllKinds          // a ship of every kind on the map
	objTile              // a Revenant Damage tile resolved
)

// Agenda is a Hidden Agenda card with three objectives worth 6 VP each.
type Agenda struct {
	Name   string
	Spec   uint8
	Houses [2]uint8 // the Houses of an objPower2 objective
	Obj    [3]uint8
}

// Agendas are the eight Hidden Agendas, two per specialization.
var Agendas = [8]Agenda{
	{"Iron Line", Commander, [2]uint8{Belitan, Yarvek}, [3]uint8{objPower2, objEquip5, objArks6}},
	{"Spearhead", Commander, [2]uint8{Zenor, Shiveus}, [3]uint8{objPower2, objFrigate6, objFighters4}},
	{"Far Reach", Scout, [2]uint8{Belitan, Shiveus}, [3]uint8{objPower2, objMaterial10, objDropships3}},
	{"Pathfinder", Scout, [2]uint8{Dunlork, Fenrax}, [3]uint8{objPower2, objEachKind2, objCivilians3}},
	{"Deep Study", Scientist, [2]uint8{Yarvek, Dunlork}, [3]uint8{objPower2, objTraining5, objAbsorbers6}},
	{"Cold Logic", Scientist, [2]uint8{Fenrax, Novaris}, [3]uint8{objPower2, objCaptainMax, objDamage5}},
	{"Kingmaker", Politician, [2]uint8{Novaris, Zenor}, [3]uint8{objPower2, objInfluence8, objAllKinds}},
	{"Grand Design", Politician, [2]uint8{}, [3]uint8{objPower3, objInfluence2, objTile}},
}

// AgendaVP is what each completed objective scores.
const AgendaVP = 6

// Solo Action cards, clockwise from the top left of the grid.
const (
	SoloRevenant = iota
	SoloArkship
	SoloDropship
	SoloFighter
)

// SoloNames name the Solo Action cards.
var SoloNames = [4]string{"Revenant", "Arkship", "Dropship", "Fighter"}

// Difficulty levels of the Corrupted Crew.
const (
	Easy = iota
	Medium
	Hard
)

// DifficultyNames name the levels.
var DifficultyNames = [3]string{"easy", "medium", "hard"}

// difficulty is the Corrupted Crew's start: Tactics and Influence.
var difficulty = [3]struct{ tactics, influence int8 }{{3, 1}, {5, 2}, {5, 3}}
