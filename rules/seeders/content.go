package seeders

// This file holds the content we designed for the title: the six Castes,
// the 162 Ark cards, the 30 Secondary Crews, the token supplies and both
// sides of the Wing of Whispers with its airlock areas. Card abilities are
// data: one ability engine (ability.go) reads them.

// Caste is one of the six Castes of Sereis. Every player has one
// Negotiator per Caste.
type Caste int8

// The six Castes, in the order of the Negotiators on a personal board.
const (
	Originals Caste = iota
	Theocrats
	BioConsortium
	Architeks
	Core
	Deviants
	numCastes = 6
)

var casteNames = [numCastes]string{"Originals", "Theocrats", "Bio-Consortium", "Architeks", "Core", "Deviants"}

// String returns the name of the Caste.
func (c Caste) String() string {
	if c < 0 || c >= numCastes {
		return "?"
	}
	return casteNames[c]
}

// Class is what an Affinity or Majority ability counts: a Caste (0 to 5),
// Units or Crews.
type Class int8

// Classes besides the six Castes.
const (
	ClassUnit Class = 6
	ClassCrew Class = 7
)

// String returns the class as a card names it.
func (c Class) String() string {
	switch c {
	case ClassUnit:
		return "Unit"
	case ClassCrew:
		return "Crew"
	}
	return Caste(c).String()
}

// CasteAbility is a set of Caste abilities, one bit each.
type CasteAbility uint8

// The Caste abilities of the rulebook.
const (
	Mutagen CasteAbility = 1 << iota
	RecruitConvert
	RecruitWorker
	Jailer
	Safe
	Hospital
)

// Trigger says when a Technical ability is used.
type Trigger int8

// Technical ability triggers.
const (
	NoTechnical   Trigger = iota
	OnIntegration         // mandatory when the card is integrated; lost if it cannot be resolved
	OnActivation          // rotate the card, once per game turn, pay Cost
	OnNatural             // pay Cost each use, as often as wished
	OnSacrifice           // sacrifice a controlled card of class Sacrifice each use
)

// Effect is one effect of the ability vocabulary.
type Effect int8

// The effects. N is the amount the card gives.
const (
	NoEffect       Effect = iota
	GainRes               // gain N Resources
	GainPP                // gain N Prestige points
	DrawArk               // draw N Ark cards into hand
	RecruitPile           // draw a Secondary Crew of pile N into hand
	DestroyUnit           // destroy a Unit of another player; its Crews become Vacant
	Steal                 // take up to N Resources from another player's Supply (never from Safes)
	TakeLastUnit          // Archives: take the last Unit of the Discard Pile into hand
	ReplaceCard           // R&D Department: discard one card of the Wing of Whispers and put the top Ark card there
	MoveCubes             // Conspirator: move up to N cubes of one player from a Zone to a Zone holding only that player's cubes
	HideNegotiator        // Morphoplast: the next Negotiator placed may go face down
)

// needsTarget reports whether effect e asks for a target.
func needsTarget(e Effect) bool {
	switch e {
	case DestroyUnit, Steal, ReplaceCard, MoveCubes:
		return true
	}
	return false
}

// When limits the moments a Technical ability can be used, beyond the
// general rule (the owner's Negotiation or Integration turn).
type When int8

// Moments.
const (
	AnyTurn     When = iota // the owner's Negotiation or Integration turn
	Negotiating             // the owner's Negotiation turn only
	Window                  // only in the R&D window, before the first Negotiator is placed
)

// Prestige is the kind of a Prestige ability.
type Prestige int8

// Prestige abilities. Safe and Hospital come from Caste abilities.
const (
	NoPrestige   Prestige = iota
	Affinity              // Points per controlled card of Class
	Majority              // Points when the strict most controlled cards of Class
	DiscardCrews          // Ataraxium: 1 point per Points Crew cards in the Discard Pile
)

// Card is the design of a card. Several copies share a design.
type Card struct {
	Name    string
	Caste   Caste
	Unit    bool // a Unit; otherwise a Crew
	Copies  int
	Recycle int // Resources gained by recycling; 0 means the turn number (Deviants)
	Cost    int // Construction or Recruitment cost
	PP      int // Prestige points gained on integration
	Castes  CasteAbility
	// The Technical ability.
	Trigger   Trigger
	TechCost  int   // Resources per use (Activation, Natural)
	Sacrifice Class // the class of card a Sacrifice ability consumes
	Effect    Effect
	N         int
	When      When
	// The Prestige ability.
	Prestige Prestige
	Of       Class
	Points   int
	// Secondary marks a Secondary Crew.
	Secondary bool
	Text      string // the card's text in our words
}

// Piles of Secondary Crews.
const (
	Workers = iota
	Converts
	Priests
	numPiles
)

var pileNames = [numPiles]string{"Worker", "Convert", "Priest"}

// Token supplies and other counts of the box.
const (
	MutagenTokens   = 8
	JailerTokens    = 8
	ResourceGems    = 45
	InfluenceMarks  = 48
	CubesPerPlayer  = 30
	AirlockTiles    = 2
	PlayerAidCards  = 6
	NumArk          = 162
	NumSecondary    = 30
	NumCards        = NumArk + NumSecondary
	Chambers        = 12
	maxSpots        = 24
	NegotiatorsEach = numCastes
)

func u(name string, c Caste, copies, rec, cost, pp int) Card {
	return Card{Name: name, Caste: c, Unit: true, Copies: copies, Recycle: rec, Cost: cost, PP: pp}
}

func cr(name string, c Caste, copies, rec, cost, pp int) Card {
	return Card{Name: name, Caste: c, Copies: copies, Recycle: rec, Cost: cost, PP: pp}
}

func (d Card) castes(a CasteAbility) Card { d.Castes |= a; return d }

func (d Card) tech(t Trigger, cost int, e Effect, n int) Card {
	d.Trigger, d.TechCost, d.Effect, d.N = t, cost, e, n
	return d
}

func (d Card) sac(of Class, e Effect, n int) Card {
	d.Trigger, d.Sacrifice, d.Effect, d.N = OnSacrifice, of, e, n
	return d
}

func (d Card) when(w When) Card { d.When = w; return d }

func (d Card) prestige(p Prestige, of Class, pts int) Card {
	d.Prestige, d.Of, d.Points = p, of, pts
	return d
}

// designs lists the Ark card designs; their copies add up to 162.
var designs = []Card{
	// Originals: many Prestige points on integration, mostly Jailers.
	u("Council Chamber", Originals, 3, 2, 4, 3).castes(Jailer),
	u("Senate Dome", Originals, 3, 2, 5, 4),
	u("Archon Hall", Originals, 3, 1, 3, 2).castes(Jailer).prestige(Majority, Class(Originals), 3),
	cr("High Councillor", Originals, 3, 2, 4, 3).castes(Jailer),
	cr("Envoy", Originals, 4, 1, 2, 2),
	cr("Warden", Originals, 4, 1, 2, 1).castes(Jailer),
	cr("Elder of the Mother Ark", Originals, 2, 3, 5, 4),
	cr("Magistrate", Originals, 3, 2, 3, 2).prestige(Affinity, Class(Originals), 1),
	cr("Herald", Originals, 2, 1, 1, 1),

	// Theocrats: Recruitment: Convert, and Priests.
	u("Ataraxium", Theocrats, 2, 2, 3, 1).prestige(DiscardCrews, ClassCrew, 3),
	u("Basilica Ring", Theocrats, 4, 2, 3, 1).castes(RecruitConvert).prestige(Affinity, Class(Theocrats), 1),
	u("Choir Vault", Theocrats, 3, 1, 2, 0).castes(RecruitConvert).prestige(Majority, ClassCrew, 4),
	u("Reliquary", Theocrats, 3, 2, 4, 2).tech(OnActivation, 1, RecruitPile, Priests),
	cr("Novice", Theocrats, 3, 1, 1, 0).castes(RecruitConvert),
	cr("Preacher", Theocrats, 4, 1, 2, 1).tech(OnIntegration, 0, RecruitPile, Priests),
	cr("Confessor", Theocrats, 3, 2, 2, 1).tech(OnNatural, 2, GainPP, 1),
	cr("Oracle of Xzhuu", Theocrats, 2, 2, 4, 2).prestige(Affinity, Class(Theocrats), 1),
	cr("Tithe Collector", Theocrats, 3, 1, 1, 0).castes(RecruitConvert).tech(OnActivation, 0, GainRes, 1),

	// Bio-Consortium: Mutagen, and Hospital Units.
	u("Gene Clinic", BioConsortium, 4, 2, 3, 1).castes(Hospital),
	u("Incubation Ward", BioConsortium, 3, 2, 3, 0).castes(Hospital | Mutagen),
	u("Great Gene Vault", BioConsortium, 3, 2, 4, 2).prestige(Affinity, Class(BioConsortium), 1),
	u("Biolab", BioConsortium, 2, 1, 2, 0).castes(Mutagen),
	cr("Geneticist", BioConsortium, 4, 1, 2, 0).castes(Mutagen),
	cr("Splicer", BioConsortium, 3, 1, 2, 1).castes(Mutagen),
	cr("Chimera", BioConsortium, 3, 2, 2, 1).prestige(Affinity, Class(BioConsortium), 1),
	cr("Nurse", BioConsortium, 3, 1, 1, 0).tech(OnNatural, 2, GainPP, 1),
	cr("Symbiont", BioConsortium, 2, 2, 3, 1).sac(ClassCrew, GainPP, 2),

	// Architeks: Units to upgrade, protect or destroy; Affinity: Unit.
	u("Archives", Architeks, 2, 2, 2, 1).tech(OnActivation, 1, TakeLastUnit, 1),
	u("R&D Department", Architeks, 2, 2, 3, 1).tech(OnActivation, 0, ReplaceCard, 1).when(Window),
	u("Drafting Hall", Architeks, 4, 2, 3, 1).prestige(Affinity, ClassUnit, 1),
	u("Bulkhead Forge", Architeks, 3, 1, 2, 1).prestige(Majority, ClassUnit, 4),
	u("Demolition Rig", Architeks, 2, 2, 4, 1).tech(OnActivation, 2, DestroyUnit, 1),
	cr("Structural Engineer", Architeks, 4, 1, 2, 1).prestige(Affinity, ClassUnit, 1),
	cr("Salvager", Architeks, 3, 1, 1, 0).sac(ClassUnit, GainRes, 3),
	cr("Surveyor", Architeks, 4, 1, 1, 0).tech(OnIntegration, 0, DrawArk, 1),
	cr("Master Builder", Architeks, 3, 2, 3, 2).tech(OnActivation, 0, GainPP, 1),

	// Core: Recruitment: Worker.
	u("Foundry", Core, 4, 2, 2, 0).castes(RecruitWorker).prestige(Affinity, Class(Core), 1),
	u("Habitat Ring", Core, 4, 1, 2, 1).castes(RecruitWorker),
	u("Reactor Deck", Core, 3, 2, 3, 1).tech(OnActivation, 0, GainRes, 2),
	cr("Apprentice", Core, 3, 1, 1, 0).castes(RecruitWorker),
	cr("Foreman", Core, 4, 1, 2, 1).prestige(Majority, Class(Core), 3),
	cr("Mechanic", Core, 3, 1, 1, 0).tech(OnActivation, 0, GainRes, 1),
	cr("Union Delegate", Core, 3, 2, 2, 1).castes(RecruitWorker).prestige(Affinity, Class(Core), 1),
	cr("Quartermaster", Core, 3, 2, 3, 1).tech(OnNatural, 3, GainPP, 2),

	// Deviants: Safes, the Wing of Whispers, recycling worth the turn number.
	u("Black Market", Deviants, 4, 0, 2, 0).castes(Safe),
	u("Hidden Cache", Deviants, 4, 0, 3, 1).castes(Safe).tech(OnActivation, 0, GainRes, 1),
	u("Undercity", Deviants, 3, 2, 2, 0).castes(Safe).prestige(Majority, Class(Deviants), 3),
	cr("Smuggler", Deviants, 3, 0, 1, 0).tech(OnActivation, 0, Steal, 2),
	cr("Conspirator", Deviants, 3, 0, 2, 0).tech(OnActivation, 0, MoveCubes, 2).when(Negotiating),
	cr("Morphoplast", Deviants, 2, 0, 2, 0).tech(OnActivation, 0, HideNegotiator, 1).when(Negotiating),
	cr("Fence", Deviants, 3, 1, 1, 0).sac(ClassCrew, GainRes, 3),
	cr("Saboteur", Deviants, 2, 0, 3, 1).tech(OnIntegration, 0, Steal, 1),
	cr("Cutpurse", Deviants, 3, 0, 1, 0).prestige(Affinity, Class(Deviants), 1),
}

// secondaryDesigns are the three Secondary Crew piles, one design each.
var secondaryDesigns = [numPiles]Card{
	Workers:  {Name: "Worker", Caste: Core, Copies: 12, Recycle: 1, Cost: 1, PP: 1, Secondary: true},
	Converts: {Name: "Convert", Caste: Theocrats, Copies: 9, Recycle: 1, Cost: 1, PP: 1, Secondary: true},
	Priests:  {Name: "Priest", Caste: Theocrats, Copies: 9, Recycle: 1, Cost: 2, PP: 1, Secondary: true, Prestige: Affinity, Of: Class(Theocrats), Points: 1},
}

// cards is the design of every card by id: Ark cards 0 to 161, then
// Workers, Converts and Priests.
var cards [NumCards]*Card

// pileStart is the id of the first card of each Secondary pile.
var pileStart [numPiles + 1]int16

func init() {
	id := 0
	for i := range designs {
		for range designs[i].Copies {
			cards[id] = &designs[i]
			id++
		}
	}
	if id != NumArk {
		panic("seeders: the Ark designs do not add up to 162 cards")
	}
	for p := range secondaryDesigns {
		pileStart[p] = int16(id)
		for range secondaryDesigns[p].Copies {
			cards[id] = &secondaryDesigns[p]
			id++
		}
	}
	pileStart[numPiles] = int16(id)
	for i := range designs {
		designs[i].Text = cardText(&designs[i])
	}
	for p := range secondaryDesigns {
		secondaryDesigns[p].Text = cardText(&secondaryDesigns[p])
	}
}

// CardOf returns the design of card id.
func CardOf(id int) *Card { return cards[id] }

// pileOf returns the Secondary pile of card id, or -1 for an Ark card.
func pileOf(id int16) int {
	for p := 0; p < numPiles; p++ {
		if id >= pileStart[p] && id < pileStart[p+1] {
			return p
		}
	}
	return -1
}

// inClass reports whether card d belongs to class c.
func (d *Card) inClass(c Class) bool {
	switch c {
	case ClassUnit:
		return d.Unit
	case ClassCrew:
		return !d.Unit
	}
	return d.Caste == Caste(c)
}

// Board is one side of the Wing of Whispers, or the 4-player side with its
// airlocks in place: twelve Chambers in resolution order and the
// Negotiation Spots, each between two Chambers.
type Board struct {
	Name  string
	Spots [][2]int8
}

// The 4-player side is a ring of three rows of four Chambers whose ends
// meet: every Chamber touches four Spots. The 2-player side is a single
// ring of twelve Chambers and twelve Spots. Chamber r*4+c sits in row r,
// column c; Chambers are resolved in that order (1 to 12).
func torusSpots() [][2]int8 {
	var spots [][2]int8
	for r := int8(0); r < 3; r++ {
		for c := int8(0); c < 4; c++ {
			spots = append(spots, [2]int8{r*4 + c, r*4 + (c+1)%4})
		}
	}
	for r := int8(0); r < 3; r++ {
		for c := int8(0); c < 4; c++ {
			spots = append(spots, [2]int8{r*4 + c, ((r+1)%3)*4 + c})
		}
	}
	return spots
}

func ringSpots() [][2]int8 {
	var spots [][2]int8
	for c := int8(0); c < Chambers; c++ {
		spots = append(spots, [2]int8{c, (c + 1) % Chambers})
	}
	return spots
}

// airlocks lists, for areas A and B, the Spots of the 4-player side that
// the two Airlock tiles close (three each). Area A closes one Spot of
// every Chamber; area B closes three Spots around Chambers 2 and 11.
var airlocks = map[string][6]int8{
	"A": {0, 4, 8, 2, 6, 10},
	"B": {0, 1, 13, 9, 10, 22},
}

// boardFor returns the board played by seats players with airlock area
// area ("A" or "B") for three players.
func boardFor(seats int, area string) Board {
	switch seats {
	case 2:
		return Board{Name: "2-player side", Spots: ringSpots()}
	case 3:
		closed := airlocks[area]
		var open [][2]int8
		for i, sp := range torusSpots() {
			shut := false
			for _, c := range closed {
				if int(c) == i {
					shut = true
				}
			}
			if !shut {
				open = append(open, sp)
			}
		}
		return Board{Name: "4-player side, airlocks on " + area, Spots: open}
	}
	return Board{Name: "4-player side", Spots: torusSpots()}
}
