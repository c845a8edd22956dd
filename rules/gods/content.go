package gods

// Kind is the element of a pawn: the colour everyone sees on its back.
type Kind uint8

// The kinds of pawn.
const (
	Water    Kind = iota // blue
	Mineral              // brown
	Plant                // green
	Insect               // black
	Animal               // orange
	Oxygen               // white
	Bacteria             // purple
	numKinds
)

var kindNames = [numKinds]string{"Water", "Mineral", "Plant", "Insect", "Animal", "Oxygen", "Bacteria"}

// String returns the name of the kind.
func (k Kind) String() string {
	if k >= numKinds {
		return "?"
	}
	return kindNames[k]
}

// Soil is the soil type of an element space, which a Mineral must match.
type Soil uint8

// The soil types.
const (
	Sand Soil = iota
	Rock
	Clay
	Ice
)

var soilNames = [...]string{"Sand", "Rock", "Clay", "Ice"}

// Kinds returns every kind of pawn, in order.
func Kinds() []Kind { return []Kind{Water, Mineral, Plant, Insect, Animal, Oxygen, Bacteria} }

// Soils returns every soil type, in order.
func Soils() []Soil { return []Soil{Sand, Rock, Clay, Ice} }

// String returns the name of the soil.
func (s Soil) String() string { return soilNames[s] }

// Action is the special action printed on an Oxygen pawn's need side.
type Action uint8

// The Oxygen actions.
const (
	Flip     Action = iota // flip a face-down pawn of this continent face up
	Exchange               // swap two placed pawns, at least one on this continent
	LookMove               // look at a pawn of this continent, then move it
)

var actionNames = [...]string{"Flip", "Exchange", "Look and move"}

// String returns the name of the action.
func (a Action) String() string { return actionNames[a] }

// Effect is what a Bacteria pawn does when drawn.
type Effect uint8

// The Bacteria effects.
const (
	Share Effect = iota // every seat passes a pawn to its left
	Shift               // the drawer moves a placed pawn to another continent
)

var effectNames = [...]string{"Share", "Move"}

// String returns the name of the effect.
func (e Effect) String() string { return effectNames[e] }

// Pawn identifies one physical pawn, 0 to 25. Values from placeholderBase
// on stand for a pawn whose identity the viewer does not know; only its
// kind is known.
type Pawn int8

// NoPawn marks an empty place.
const NoPawn Pawn = -1

const (
	numPawns        = 26
	numElements     = 20 // Water, Mineral, Plant, Insect and Animal pawns
	placeholderBase = 32
)

// Need is what a pawn asks of its place, read from its need side.
type Need struct {
	Kind   Kind
	Soil   Soil   // Mineral: the soil it must stand on
	Target Kind   // Insect, Animal: a kind it must be linked to
	Avoid  Kind   // Plant, Animal: a kind it must not be linked to
	Action Action // Oxygen
	Effect Effect // Bacteria
}

// pawns is the need side of every pawn, by Pawn number.
var pawns = [numPawns]Need{
	{Kind: Water}, {Kind: Water}, {Kind: Water}, {Kind: Water},
	{Kind: Mineral, Soil: Sand}, {Kind: Mineral, Soil: Rock}, {Kind: Mineral, Soil: Clay}, {Kind: Mineral, Soil: Ice},
	{Kind: Plant, Avoid: Animal}, {Kind: Plant, Avoid: Insect}, {Kind: Plant, Avoid: Mineral}, {Kind: Plant, Avoid: Plant},
	{Kind: Insect, Target: Plant}, {Kind: Insect, Target: Animal}, {Kind: Insect, Target: Water}, {Kind: Insect, Target: Mineral},
	{Kind: Animal, Target: Plant, Avoid: Insect}, {Kind: Animal, Target: Water, Avoid: Animal},
	{Kind: Animal, Target: Insect, Avoid: Mineral}, {Kind: Animal, Target: Mineral, Avoid: Water},
	{Kind: Oxygen, Action: Flip}, {Kind: Oxygen, Action: Exchange}, {Kind: Oxygen, Action: LookMove}, {Kind: Oxygen, Action: LookMove},
	{Kind: Bacteria, Effect: Share}, {Kind: Bacteria, Effect: Shift},
}

// NeedOf returns the need side of pawn p. It panics for a placeholder.
func NeedOf(p Pawn) Need { return pawns[p] }

// KindOf returns the kind of p, placeholder or not.
func KindOf(p Pawn) Kind {
	if p >= placeholderBase {
		return Kind(p - placeholderBase)
	}
	return pawns[p].Kind
}

// Known reports whether p is a real pawn rather than a placeholder.
func (p Pawn) Known() bool { return p >= 0 && p < numPawns }

func placeholder(k Kind) Pawn { return Pawn(placeholderBase + int(k)) }

// String describes the need side of a pawn in a few words.
func (n Need) String() string {
	switch n.Kind {
	case Water:
		return "Water: alone on its continent"
	case Mineral:
		return "Mineral: on " + n.Soil.String()
	case Plant:
		return "Plant: not linked to " + n.Avoid.String()
	case Insect:
		return "Insect: linked to " + n.Target.String()
	case Animal:
		return "Animal: linked to " + n.Target.String() + ", not to " + n.Avoid.String()
	case Oxygen:
		return "Oxygen: " + n.Action.String()
	case Bacteria:
		return "Bacteria: " + n.Effect.String()
	}
	return "?"
}

// Spaces of a continent: five element spaces, 0 to 4, and the white space.
const (
	elementSpaces = 5
	whiteSpace    = 5
	spaces        = 6
	continents    = 4
)

// Face is one side of a continent tray.
type Face struct {
	Name      string
	Difficult bool
	Soils     [elementSpaces]Soil
	Links     [][2]uint8 // pairs of linked spaces; 5 is the white space
}

// faces holds the two faces of each continent tray: faces[2c] is the easy
// face of continent c and faces[2c+1] the difficult one.
var faces = [2 * continents]Face{
	{Name: "Thalassa Shelf", Difficult: false,
		Soils: [elementSpaces]Soil{Sand, Sand, Clay, Rock, Ice},
		Links: [][2]uint8{{0, 1}, {0, 4}, {0, 5}, {1, 2}, {1, 5}, {2, 5}, {3, 4}, {3, 5}}},
	{Name: "Thalassa Trench", Difficult: true,
		Soils: [elementSpaces]Soil{Ice, Ice, Clay, Sand, Ice},
		Links: [][2]uint8{{0, 3}, {0, 5}, {1, 3}, {1, 5}, {2, 3}, {3, 4}}},
	{Name: "Ferrous Highlands", Difficult: false,
		Soils: [elementSpaces]Soil{Sand, Rock, Clay, Clay, Ice},
		Links: [][2]uint8{{0, 2}, {0, 4}, {0, 5}, {1, 2}, {1, 3}, {1, 5}, {3, 4}}},
	{Name: "Ferrous Scarp", Difficult: true,
		Soils: [elementSpaces]Soil{Sand, Ice, Clay, Clay, Clay},
		Links: [][2]uint8{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}, {1, 3}}},
	{Name: "Verdant Rift", Difficult: false,
		Soils: [elementSpaces]Soil{Sand, Clay, Rock, Clay, Ice},
		Links: [][2]uint8{{0, 4}, {1, 2}, {1, 3}, {1, 5}, {2, 4}, {3, 5}}},
	{Name: "Verdant Badlands", Difficult: true,
		Soils: [elementSpaces]Soil{Rock, Sand, Rock, Rock, Ice},
		Links: [][2]uint8{{0, 3}, {1, 3}, {1, 5}, {2, 5}, {3, 4}, {4, 5}}},
	{Name: "Glacier Crown", Difficult: false,
		Soils: [elementSpaces]Soil{Sand, Sand, Ice, Rock, Clay},
		Links: [][2]uint8{{0, 1}, {0, 3}, {0, 4}, {2, 3}, {2, 4}, {4, 5}}},
	{Name: "Glacier Maw", Difficult: true,
		Soils: [elementSpaces]Soil{Rock, Rock, Clay, Sand, Ice},
		Links: [][2]uint8{{0, 2}, {0, 5}, {1, 5}, {2, 3}, {2, 4}, {4, 5}}},
}

// adjacency returns, for each space of f, the bit mask of linked spaces.
func (f *Face) adjacency() [spaces]uint8 {
	var adj [spaces]uint8
	for _, l := range f.Links {
		adj[l[0]] |= 1 << l[1]
		adj[l[1]] |= 1 << l[0]
	}
	return adj
}
