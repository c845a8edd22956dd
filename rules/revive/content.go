package revive

import (
	"strconv"
	"strings"
)

// This file is the content of Revive, designed by us to fit the counts of
// the published game: the map, the player board, the tribes, the cards and
// the tokens. Everything is data; one engine reads it.

// Basic resources and crystals, indexes of Gain.Res and of a seat's store.
const (
	Gear = iota
	Book
	Food
	Crystal
	numRes
)

// Resource caps: six of each basic resource, three crystals, seven energy
// (the 28 energy markers of the box shared by four players).
var resCap = [numRes]int8{6, 6, 6, 3}

// EnergyCap is the most energy a player's storage holds.
const EnergyCap = 9

var resWords = [numRes]string{"gear", "book", "food", "crystal"}

// Colour is the colour of a citizen card, a module, a machine track or an
// artifact. The first three are the terrain colours of the machine tracks.
type Colour int8

// The four colours.
const (
	Green  Colour = iota // forest
	Red                  // mountain
	Yellow               // field
	Blue                 // water and crystal
	numColours
)

var colourWords = [numColours]string{"green", "red", "yellow", "blue"}

// String returns the colour's name, such as "green".
func (c Colour) String() string { return colourWords[c] }

// numTracks is the number of machine tracks: green, red and yellow.
const numTracks = 3

// Gain is what an effect gives: resources, energy, points, steps on the
// machine tracks, and things chosen by the player when they are gained.
type Gain struct {
	Res      [numRes]int8
	Energy   int8
	VP       int8
	Track    [numTracks]int8 // steps on each machine track
	AnyTrack int8            // steps on a track of the player's choice, one at a time
	AnyRes   int8            // basic resources of the player's choice, one at a time
	Module   int8            // modules to take from the display or the pile
	Crate    int8            // crates to draw
	Citizen  int8            // citizen cards to take from the deck or the display
}

// gain reads a Gain from its short form: words such as "2f", "g", "3v",
// each a count (1 when absent) and a letter: g gear, b book, f food,
// k crystal, e energy, v points, G R Y a step on that machine track, T a
// step on any track, r any basic resource, M a module, X a crate, C a
// citizen card.
func gain(spec string) Gain {
	var g Gain
	for _, w := range strings.Fields(spec) {
		n := 1
		i := 0
		for i < len(w) && w[i] >= '0' && w[i] <= '9' {
			i++
		}
		if i > 0 {
			n, _ = strconv.Atoi(w[:i])
		}
		if i != len(w)-1 {
			panic("revive: bad gain " + strconv.Quote(spec))
		}
		v := int8(n)
		switch w[i] {
		case 'g':
			g.Res[Gear] += v
		case 'b':
			g.Res[Book] += v
		case 'f':
			g.Res[Food] += v
		case 'k':
			g.Res[Crystal] += v
		case 'e':
			g.Energy += v
		case 'v':
			g.VP += v
		case 'G':
			g.Track[Green] += v
		case 'R':
			g.Track[Red] += v
		case 'Y':
			g.Track[Yellow] += v
		case 'T':
			g.AnyTrack += v
		case 'r':
			g.AnyRes += v
		case 'M':
			g.Module += v
		case 'X':
			g.Crate += v
		case 'C':
			g.Citizen += v
		default:
			panic("revive: bad gain " + strconv.Quote(spec))
		}
	}
	return g
}

// String writes the gain in words, such as "2 food, 1 gear, 3 points".
func (g Gain) String() string {
	var parts []string
	// add writes n of a thing, one or many as n is.
	add := func(n int8, one, many string) {
		switch {
		case n == 1 || n == -1:
			parts = append(parts, strconv.Itoa(int(n))+" "+one)
		case n != 0:
			parts = append(parts, strconv.Itoa(int(n))+" "+many)
		}
	}
	for r := range numRes {
		add(g.Res[r], resWords[r], resWords[r])
	}
	add(g.Energy, "energy", "energy")
	add(g.VP, "point", "points")
	for t := range numTracks {
		add(g.Track[t], Colour(t).String()+" step", Colour(t).String()+" steps")
	}
	add(g.AnyTrack, "step on any track", "steps on any track")
	add(g.AnyRes, "resource of your choice", "resources of your choice")
	add(g.Module, "module", "modules")
	add(g.Crate, "crate", "crates")
	add(g.Citizen, "citizen card", "citizen cards")
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

// Terrain is the kind of a space of the map.
type Terrain int8

// The terrains. Forest, mountain and field feed the green, red and yellow
// machine tracks; buildings stand on sand; meeples on cities, ruins and
// large locations.
const (
	Unknown  Terrain = iota // a face-down area tile
	Forest                  // green
	Mountain                // red
	Field                   // yellow
	Sand
	Water
	CrystalSite
	City
	Ruin
	Chasm
	Large // a large location
)

var terrainLetters = "?FMPSWKTRCL"

var terrainWords = [...]string{"unexplored", "forest", "mountain", "field", "sand", "water", "crystal", "city", "ruin", "chasm", "large location"}

// String returns the terrain's name, such as "forest".
func (t Terrain) String() string { return terrainWords[t] }

// populable reports whether a meeple may stand on the terrain.
func (t Terrain) populable() bool { return t == City || t == Ruin || t == Large }

// mapPicture is the main board, a hexagon of radius 6 around the chasm
// (@), drawn with each row of hexes half a hex to the right of the row
// above. Digits are the five starting tiles, lower-case letters the 25
// area tiles (footprints of four or five spaces), and A B D E the four
// large locations, one beyond each of four corners.
var mapPicture = [...]string{
	"       A             B          ",
	"        g g g h h h h           ",
	"       g s r r r k k k          ",
	"      f t s s r q q k k         ",
	"     f f t t s q q q l l        ",
	"    a f t t s 5 5 o m l l       ",
	"   a f u u 4 4 5 5 o m m j      ",
	"  a b u u 4 3 @ 1 1 o m j j     ",
	"   a b v 4 3 2 1 1 o n n j      ",
	"    b v v 3 3 2 2 2 n n i       ",
	"     b w v w y y p p i i        ",
	"      c w w y y y p i e         ",
	"       c x x x x p e e          ",
	"        c c d d d d e           ",
	"       D             E          ",
}

// The counts of the box.
const (
	NumAreaTiles     = 25
	NumStartTiles    = 5
	NumLargeTiles    = 5 // four are used, in the corners
	NumCitizens      = 39
	NumStartCards    = 6 // per player, identical sets
	NumCards         = NumCitizens + 4*NumStartCards
	NumModules       = 48
	NumMachineTokens = 30
	NumCrates        = 28
	NumMajor         = 12
	NumMinor         = 8
	NumScoringCards  = 10
	NumTribes        = 6
	ModuleDisplay    = 5
	CitizenDisplay   = 5
	TokenDisplay     = 3 // face-up machine tokens of each colour
)

// Hex is one space of the map.
type Hex struct {
	Q, R int8 // axial coordinates; the chasm is 0, 0
	Tile int8 // the footprint it belongs to, or -1 for the chasm and the large locations
	Idx  int8 // its place in the footprint's ring, for rotation
	Nb   [6]int16
}

// Footprint is the place on the map of one tile: its spaces in ring order.
type Footprint struct {
	Start bool    // a starting tile's place, face up from the start
	Hexes []int16 // ring order: rotation r puts the tile's space i on Hexes[(i+r)%n]
}

var (
	hexes      []Hex
	footprints []Footprint // starting tiles first, then area tiles
	chasmHex   int16
	largeHexes [4]int16
)

// NumHexes is the number of spaces of the map.
var NumHexes int

const maxHexes = 136

var axialDirs = [6][2]int8{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

func init() {
	idx := map[[2]int8]int16{}
	letters := map[byte]int{}
	var order []byte
	const radius = 6
	for i, line := range mapPicture {
		r := int8(i - radius - 1)
		for x := 0; x < len(line); x++ {
			c := line[x]
			if c == ' ' {
				continue
			}
			q := int8((x - int(r) - 2*radius - 2) / 2)
			idx[[2]int8{q, r}] = int16(len(hexes))
			h := Hex{Q: q, R: r, Tile: -1}
			switch {
			case c == '@':
				chasmHex = int16(len(hexes))
			case c >= 'A' && c <= 'E':
				largeHexes[strings.IndexByte("ABDE", c)] = int16(len(hexes))
			default:
				if _, ok := letters[c]; !ok {
					letters[c] = 0
					order = append(order, c)
				}
				letters[c]++
			}
			hexes = append(hexes, h)
		}
	}
	// Footprints: starting tiles 1-5, then area tiles a-y.
	var keys []byte
	for c := byte('1'); c <= '5'; c++ {
		keys = append(keys, c)
	}
	for c := byte('a'); c <= 'y'; c++ {
		keys = append(keys, c)
	}
	for fi, c := range keys {
		fp := Footprint{Start: c <= '5'}
		for i, line := range mapPicture {
			r := int8(i - radius - 1)
			for x := 0; x < len(line); x++ {
				if line[x] == c {
					q := int8((x - int(r) - 2*radius - 2) / 2)
					fp.Hexes = append(fp.Hexes, idx[[2]int8{q, r}])
				}
			}
		}
		ringOrder(fp.Hexes)
		for k, h := range fp.Hexes {
			hexes[h].Tile = int8(fi)
			hexes[h].Idx = int8(k)
		}
		footprints = append(footprints, fp)
	}
	for i := range hexes {
		for d, dir := range axialDirs {
			hexes[i].Nb[d] = -1
			if j, ok := idx[[2]int8{hexes[i].Q + dir[0], hexes[i].R + dir[1]}]; ok {
				hexes[i].Nb[d] = j
			}
		}
	}
	NumHexes = len(hexes)
	if NumHexes > maxHexes {
		panic("revive: map too large")
	}
	for i := range citizens {
		cards[i] = citizens[i]
	}
	for p := range 4 {
		for k := range NumStartCards {
			c := startCards[k]
			c.Start = true
			cards[NumCitizens+p*NumStartCards+k] = c
		}
	}
}

// ringOrder sorts the spaces of a footprint round its centre, so that a
// rotation is a step round the ring.
func ringOrder(hs []int16) {
	cx, cy := 0.0, 0.0
	pos := func(h int16) (float64, float64) {
		q, r := float64(hexes[h].Q), float64(hexes[h].R)
		return q + r/2, r * 0.8660254
	}
	for _, h := range hs {
		x, y := pos(h)
		cx += x
		cy += y
	}
	cx /= float64(len(hs))
	cy /= float64(len(hs))
	ang := func(h int16) float64 {
		x, y := pos(h)
		return atan2(y-cy, x-cx)
	}
	for i := 1; i < len(hs); i++ {
		for j := i; j > 0 && ang(hs[j]) < ang(hs[j-1]); j-- {
			hs[j], hs[j-1] = hs[j-1], hs[j]
		}
	}
}

// atan2 is a monotone stand-in for math.Atan2, enough to sort by angle.
func atan2(y, x float64) float64 {
	// pseudo-angle in [0, 4)
	d := abs(x) + abs(y)
	if d == 0 {
		return 0
	}
	p := x / d
	if y < 0 {
		return 3 + p
	}
	return 1 - p
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// TileDesign is a map tile: its spaces in ring order, and for area tiles
// the back (area cost and exploration bonus) and the bonus of its water.
type TileDesign struct {
	Name   string
	Spaces []Terrain
	Back   int8 // which back it shows face down (area tiles)
	Water  Gain // the water bonus, for tiles with water
}

// TileBack is what a face-down area tile shows: its area cost and the
// bonus of exploring it. Tiles with the same back and size look alike face
// down.
type TileBack struct {
	Cost  Gain
	Bonus Gain
}

// tileBacks are the five backs of the area tiles.
var tileBacks = [...]TileBack{
	{gain("2f"), gain("X")},
	{gain("2g"), gain("e")},
	{gain("2b"), gain("2v")},
	{gain("2f b"), gain("X v")},
	{gain("g 2f"), gain("k")},
}

func terrains(s string) []Terrain {
	out := make([]Terrain, len(s))
	for i := range s {
		out[i] = Terrain(strings.IndexByte(terrainLetters, s[i]))
	}
	return out
}

func tile(name, spaces string, back int8, water string) TileDesign {
	return TileDesign{Name: name, Spaces: terrains(spaces), Back: back, Water: gain(water)}
}

// startTiles are the five starting tiles, face up around the chasm.
var startTiles = [NumStartTiles]TileDesign{
	tile("Landing Dunes", "SFST", -1, ""),
	tile("Old Quarry", "SMSK", -1, ""),
	tile("Reed Banks", "SPSW", -1, "f"),
	tile("Ashen Grove", "SFMS", -1, ""),
	tile("Sunken Well", "STPW", -1, "e"),
}

// areaTiles are the 25 area tiles: 19 of four spaces and 6 of five.
var areaTiles = [NumAreaTiles]TileDesign{
	tile("Pine Ridge", "FSFT", 0, ""),
	tile("Copper Steps", "MSMK", 0, ""),
	tile("Barley Flats", "PSPR", 0, ""),
	tile("Mist Lake", "WSFP", 0, "2f"),
	tile("Hollow Pines", "FSRS", 0, ""),
	tile("Glass Dunes", "KSSM", 0, ""),
	tile("Millstones", "PSMT", 0, ""),
	tile("Tarn Shelf", "WSMS", 1, "g"),
	tile("Ember Wood", "FFST", 1, ""),
	tile("Iron Teeth", "MFSR", 1, ""),
	tile("Wheat Sea", "PPSK", 1, ""),
	tile("Ferry Point", "TSWP", 1, "b"),
	tile("Lichen Scarp", "FMSS", 1, ""),
	tile("Salt Pan", "KSPS", 2, ""),
	tile("Crater Rim", "MKST", 2, ""),
	tile("Orchard", "FPSR", 2, ""),
	tile("Still Pond", "WSFS", 2, "e"),
	tile("Drowned Road", "RSWM", 2, "k"),
	tile("Bramble", "FPMS", 2, ""),
	tile("Ancient Canal", "WSFMT", 3, "2f"),
	tile("Tor Village", "TSMPS", 3, ""),
	tile("Harvest Hills", "PSPFR", 3, ""),
	tile("Shard Valley", "KSFSW", 4, "g b"),
	tile("Sky Terraces", "FSPST", 4, ""),
	tile("Old Bastion", "RSFMK", 4, ""),
}

// LargeDesign is a large location: the points each player with a meeple
// on it scores at the end.
type LargeDesign struct {
	Name string
	VP   int8
}

// largeTiles are the five large locations; four are drawn for the corners.
var largeTiles = [NumLargeTiles]LargeDesign{
	{"Sunken Observatory", 12}, {"Seed Vault", 14}, {"Silent Foundry", 12}, {"Star Archive", 14}, {"Root Cathedral", 10},
}

// Card is a citizen card: a colour, a top and a bottom effect, and maybe
// the slot symbol that lets another card slide under it.
type Card struct {
	Name        string
	Colour      Colour
	Top, Bottom Gain
	Slot        bool
	Start       bool // one of the six starting cards
}

func card(name string, c Colour, top, bottom string, slot bool) Card {
	return Card{Name: name, Colour: c, Top: gain(top), Bottom: gain(bottom), Slot: slot}
}

// startCards are the six starting cards every player has.
var startCards = [NumStartCards]Card{
	card("Forager", Green, "2f", "G", false),
	card("Miner", Red, "g", "R", false),
	card("Reaper", Yellow, "f b", "Y", false),
	card("Diviner", Blue, "k", "e", true),
	card("Tinker", Red, "g f", "M", false),
	card("Archivist", Yellow, "b", "T", true),
}

// citizens are the 39 citizen cards.
var citizens = [NumCitizens]Card{
	card("Woodwarden", Green, "2f g", "2G", false),
	card("Sapling Keeper", Green, "3f", "G e", true),
	card("Canopy Scout", Green, "f C", "G v", false),
	card("Resin Tapper", Green, "2g", "G k", false),
	card("Grove Singer", Green, "2v f", "2G", true),
	card("Moss Healer", Green, "b f", "T e", false),
	card("Bark Weaver", Green, "M", "G 2v", false),
	card("Hermit of Roots", Green, "3v", "2G", false),
	card("Beast Tamer", Green, "2f e", "G T", true),
	card("Forest Oracle", Green, "k b", "G M", false),
	card("Stonebreaker", Red, "2g", "2R", false),
	card("Forge Hand", Red, "g e", "R e", true),
	card("Tunnel Rat", Red, "g C", "R v", false),
	card("Ore Sifter", Red, "k g", "R 2v", false),
	card("Bellows Keeper", Red, "2e", "2R", true),
	card("Anvil Sage", Red, "b g", "T g", false),
	card("Slag Artist", Red, "M", "R k", false),
	card("Deep Delver", Red, "3v", "2R", false),
	card("Cinder Smith", Red, "3g", "R T", true),
	card("Magma Reader", Red, "k e", "R M", false),
	card("Harvester", Yellow, "2f b", "2Y", false),
	card("Thresher", Yellow, "3f", "Y e", true),
	card("Seed Counter", Yellow, "b C", "Y v", false),
	card("Miller", Yellow, "2b", "Y k", false),
	card("Scarecrow Maker", Yellow, "2v b", "2Y", true),
	card("Granary Clerk", Yellow, "f g", "T b", false),
	card("Plough Mender", Yellow, "M", "Y 2v", false),
	card("Sun Dancer", Yellow, "3v", "2Y", false),
	card("Irrigator", Yellow, "2b e", "Y T", true),
	card("Almanac Keeper", Yellow, "k f", "Y M", false),
	card("Tide Caller", Blue, "2k", "2e", false),
	card("Crystal Cutter", Blue, "k v", "T T", true),
	card("Well Digger", Blue, "2f e", "r r", false),
	card("Lens Grinder", Blue, "k b", "2M", false),
	card("Dream Walker", Blue, "4v", "T e", false),
	card("Rain Priest", Blue, "e r", "k 2v", true),
	card("Fountain Keeper", Blue, "2e", "C", false),
	card("Glass Monk", Blue, "k 2v", "r T", false),
	card("Star Reader", Blue, "3v e", "G R Y", true),
}

// cards holds every card: the 39 citizens, then the six starting cards of
// each seat.
var cards [NumCards]Card

// CardOf returns card id.
func CardOf(id int) Card { return cards[id] }

// Module is a module token: one or two colours and the effect it gives
// when a card of a matching colour is played into its slot, or when it is
// placed on a space with the activation symbol.
type Module struct {
	Colours [2]Colour // the second equals the first for one-colour modules
	Effect  Gain
}

// Matches reports whether the module shares a colour with c.
func (m Module) Matches(c Colour) bool { return m.Colours[0] == c || m.Colours[1] == c }

// modules are the 48 modules: for each colour six of one colour, and for
// each pair of colours four of two, with effects that rise when the module
// is harder to match.
var modules = func() [NumModules]Module {
	var out [NumModules]Module
	single := [6]string{"f", "g", "b", "v", "r", "k"}
	double := [4]string{"f g", "2v", "b e", "T"}
	n := 0
	for c := range numColours {
		for _, e := range single {
			out[n] = Module{Colours: [2]Colour{Colour(c), Colour(c)}, Effect: gain(e)}
			n++
		}
	}
	for a := range numColours {
		for b := a + 1; b < numColours; b++ {
			for _, e := range double {
				out[n] = Module{Colours: [2]Colour{Colour(a), Colour(b)}, Effect: gain(e)}
				n++
			}
		}
	}
	return out
}()

// ModuleOf returns module id.
func ModuleOf(id int) Module { return modules[id] }

// Slot is a card slot of the player board: whether it shows the top or
// the bottom half of its cards (the side slot lets the player choose), and
// its module spaces, true where the space has the activation symbol.
type Slot struct {
	Half    int8 // halfTop, halfBottom or halfAny
	Modules []bool
}

const (
	halfTop int8 = iota
	halfBottom
	halfAny
)

// NumSlots is the number of card slots; the fifth, on the side, opens with
// a technology.
const NumSlots = 5

// slots is the player board's row of card slots.
var slots = [NumSlots]Slot{
	{halfTop, []bool{true, false, false}},
	{halfTop, []bool{false, true}},
	{halfBottom, []bool{false, true, false}},
	{halfBottom, []bool{true, false}},
	{halfAny, []bool{true, false}},
}

const maxModuleSpaces = 3

// TrackLength is the last space of each machine track.
const TrackLength = 17

// Reward is a reward space of the machine tracks: the track (or the two
// tracks, for a space between them), the space, and what unlocking it
// gives: a machine printed on the board, or a machine token of the track's
// colour ("?"), and a bonus at once. The last space of each track also
// scores 2 points per citizen card of the track's colour at the end.
type Reward struct {
	Track, Track2 int8 // Track2 is -1 unless two markers must reach the space
	Space         int8
	Machine       Gain // the machine's effect, unless Token
	Token         bool // a "?" space: take a machine token of the colour
	Bonus         Gain
	Final         bool // scores 2 points per card of the colour
}

// NumRewards is the number of reward spaces, one machine each.
const NumRewards = 14

var rewards = func() [NumRewards]Reward {
	var out [NumRewards]Reward
	n := 0
	machines := [numTracks][4]string{
		{"f", "", "g b", "M"},
		{"g", "", "k f", "M"},
		{"b", "", "g e", "M"},
	}
	bonuses := [4]string{"", "e", "", "v"}
	for t := range numTracks {
		for i, sp := range [4]int8{3, 7, 11, TrackLength} {
			out[n] = Reward{Track: int8(t), Track2: -1, Space: sp, Machine: gain(machines[t][i]), Token: machines[t][i] == "", Bonus: gain(bonuses[i]), Final: sp == TrackLength}
			n++
		}
	}
	out[n] = Reward{Track: int8(Green), Track2: int8(Red), Space: 9, Machine: gain("k v")}
	out[n+1] = Reward{Track: int8(Red), Track2: int8(Yellow), Space: 9, Machine: gain("r v")}
	return out
}()

// progressTrack is the points and the bonus of each space of the progress
// track, filled from the bottom by the markers of machines and of the tribe
// ability.
var progressTrack = func() [NumRewards + abilityUses]struct {
	VP    int8
	Bonus Gain
} {
	var out [NumRewards + abilityUses]struct {
		VP    int8
		Bonus Gain
	}
	vp := [...]int8{0, 0, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4}
	bonus := map[int]string{2: "e", 5: "k", 8: "r", 11: "e", 14: "M"}
	for i := range out {
		out[i].VP = vp[i]
		out[i].Bonus = gain(bonus[i])
	}
	return out
}()

// MachineToken is a machine token: its colour (a track's) and its effect.
type MachineToken struct {
	Colour Colour
	Effect Gain
}

var machineTokens = func() [NumMachineTokens]MachineToken {
	var out [NumMachineTokens]MachineToken
	effects := [numTracks][10]string{
		{"3f", "2f g", "f b", "G v", "2f e", "g k", "v f", "T", "f M", "v"},
		{"3g", "2g f", "g b", "R v", "2g e", "g k", "v g", "T", "g M", "v"},
		{"3b", "2b f", "b g", "Y v", "2b e", "b k", "v b", "T", "b M", "v"},
	}
	for c := range numTracks {
		for i := range 10 {
			out[c*10+i] = MachineToken{Colour(c), gain(effects[c][i])}
		}
	}
	return out
}()

// crates are the 28 crates: each opens for its effect.
var crates = func() [NumCrates]Gain {
	specs := [...]string{"2f", "2f", "2g", "2g", "2b", "2b", "k", "k", "k", "e", "e", "2e", "3v", "3v", "2v", "2v",
		"M", "M", "T", "T", "r", "r", "f g", "g b", "b f", "C", "4v", "k e"}
	var out [NumCrates]Gain
	for i, s := range specs {
		out[i] = gain(s)
	}
	return out
}()

// majorArtifacts are the colours of the twelve major artifacts, three of
// each colour.
var majorArtifacts = func() [NumMajor]Colour {
	var out [NumMajor]Colour
	for i := range out {
		out[i] = Colour(i / 3)
	}
	return out
}()

// minorArtifacts are the points of the eight minor artifacts.
var minorArtifacts = [NumMinor]int8{4, 4, 5, 5, 6, 6, 7, 8}

// EndTileVP is what the end-game tile scores.
const EndTileVP = 3

// Category is a line of the aid's final scoring that an artifact scoring
// card can name, to be scored again ([E3.artifact]).
type Category int8

// The categories an artifact scoring card can name: the lines of the
// final scoring, all but the card itself and our end-game tile.
const (
	CatPoints       Category = iota // the points track
	CatProgress                     // the progress track
	CatMachineBonus                 // the machine track bonus
	CatTechs                        // unlocked technologies
	CatLarge                        // large locations
	CatMinor                        // small artifacts
	CatResources                    // remaining resources
	numCategories
)

// categoryLine is the line of the score breakdown each category scores.
var categoryLine = [numCategories]int{lnPoints, lnProgress, lnMachineBonus, lnTechs, lnLarge, lnMinor, lnResources}

// String returns the category's name, the label of its line in the score
// breakdown, such as "Points track".
func (c Category) String() string { return lineNames[categoryLine[c]] }

// scoringCards are the ten artifact scoring cards: the category each
// colour of major artifact scores again. Each card names one of the two
// tracks (points or progress, which nearly always reach the cap) and
// three of the other five categories, each set of three once.
var scoringCards = [NumScoringCards][numColours]Category{
	{CatPoints, CatMachineBonus, CatTechs, CatLarge},
	{CatMinor, CatProgress, CatMachineBonus, CatTechs},
	{CatTechs, CatResources, CatPoints, CatMachineBonus},
	{CatMachineBonus, CatLarge, CatMinor, CatProgress},
	{CatPoints, CatMachineBonus, CatLarge, CatResources},
	{CatResources, CatProgress, CatMachineBonus, CatMinor},
	{CatLarge, CatMinor, CatPoints, CatTechs},
	{CatTechs, CatLarge, CatResources, CatProgress},
	{CatPoints, CatTechs, CatMinor, CatResources},
	{CatResources, CatProgress, CatLarge, CatMinor},
}

// hibernationRewards are the rewards of the five spaces of the
// hibernation track.
var hibernationRewards = [5]Gain{gain("2f"), gain("g b"), gain("e b"), gain("M f"), gain("k v")}

// Tech is a space of a tribe's technology tree: what its meeple costs,
// what taking it gives, and its points at the end.
type Tech struct {
	Cost       Gain
	Effect     Gain
	VP         int8
	FifthSlot  bool // opens the side card slot
	BuildSaver bool // buildings cost one gear less
}

// Tribe is a tribe board: its ability, used up to abilityUses times, and
// its technology tree of three rows of three, the bottom row first.
type Tribe struct {
	Name    string
	Ability Gain
	Tree    [techRows][techCols]Tech
}

const (
	techRows    = 3
	techCols    = 3
	abilityUses = 3
	numTechs    = techRows * techCols
	// SmallBuildings and BigBuildings are the buildings of a tribe board.
	SmallBuildings = 4
	BigBuildings   = 2
)

func tech(cost, effect string, vp int8) Tech {
	return Tech{Cost: gain(cost), Effect: gain(effect), VP: vp}
}

// tribes are the six tribes. Every tree opens the side slot with the
// middle of its second row.
var tribes = func() [NumTribes]Tribe {
	t := [NumTribes]Tribe{
		{Name: "Ashwalkers", Ability: gain("2f")},
		{Name: "Tidebound", Ability: gain("k")},
		{Name: "Emberkin", Ability: gain("g e")},
		{Name: "Stonechoir", Ability: gain("T")},
		{Name: "Dunefolk", Ability: gain("b f")},
		{Name: "Glasswrights", Ability: gain("M")},
	}
	flavour := [NumTribes][3]string{
		{"2f", "G", "3v"}, {"k", "e", "3v"}, {"2g", "R", "3v"},
		{"T", "b", "3v"}, {"2b", "Y", "3v"}, {"M", "g", "3v"},
	}
	for i := range t {
		f := flavour[i]
		t[i].Tree = [techRows][techCols]Tech{
			{tech("f", f[0], 1), tech("g", "e", 1), tech("b", f[1], 1)},
			{tech("f g", "T", 2), tech("b g", "", 2), tech("f b", "r", 2)},
			{tech("2g b", f[2], 4), tech("2b f", "2v k", 4), tech("2f g", "C", 4)},
		}
		t[i].Tree[1][1].FifthSlot = true
		t[i].Tree[2][0].BuildSaver = true
	}
	return t
}()

// TribeOf returns tribe i.
func TribeOf(i int) Tribe { return tribes[i] }

// startResources are the resources each seat starts with, from the first
// seat to the fourth: energy, then gear, book, food and crystal. The aid
// prints the same for every seat.
var startResources = [4]struct {
	Energy int8
	Res    [numRes]int8
}{
	{1, [numRes]int8{1, 1, 1, 1}},
	{1, [numRes]int8{1, 1, 1, 1}},
	{1, [numRes]int8{1, 1, 1, 1}},
	{1, [numRes]int8{1, 1, 1, 1}},
}

// SeatHeadStart is the points each seat before a player's gives that
// player on the points track at the start ([S1.setup]): the second seat
// starts on 4, the third on 8, the fourth on 12.
const SeatHeadStart = 3

// StartPoints returns the space on the points track where seat p starts.
func StartPoints(p int) int { return SeatHeadStart * p }
