package desolated

import (
	"fmt"

	"starboard/rules"
)

// This file holds the cards of Desolated. The rulebook gives the counts and
// the rarity of the materials; the cards themselves are our design. They
// are built at start-up by a fixed generator (contentSeed) whose output a
// test pins, so they never change without the ruleset changing too.

// Material is one of the six Racloir materials, from the commonest to the
// rarest.
type Material int8

// The materials.
const (
	Indicyl Material = iota
	Hesson
	Rubel
	Kyan
	Spessart
	Spectrol
	NumMaterials = 6
)

var materialNames = [NumMaterials]string{"indicyl", "hesson", "rubel", "kyan", "spessart", "spectrol"}

// String returns the material's name in lower case, as move texts write it.
func (m Material) String() string {
	if m < 0 || m >= NumMaterials {
		return "material?"
	}
	return materialNames[m]
}

// Worth returns the worth of one unit of m: 1 for Indicyl and Hesson, 2 for
// Rubel and Kyan, 4 for Spessart and Spectrol. The rarer, the dearer.
func (m Material) Worth() int { return materialWorth[m] }

var materialWorth = [NumMaterials]int{1, 1, 2, 2, 4, 4}

// materialCounts is how many Material cards of each type the deck holds:
// 25%, 25%, 16.7%, 16.7%, 8.3%, 8.3% of 300 (see ruling R-rarity).
var materialCounts = [NumMaterials]int{75, 75, 50, 50, 25, 25}

// tokenCounts is the token supply of each material: 248 tokens split by
// the same rarity.
var tokenCounts = [NumMaterials]int{62, 62, 41, 41, 21, 21}

// Bundle counts units of each material: a cost, a conversion side, a pool,
// a seat's tokens.
type Bundle [NumMaterials]int16

// Worth returns the total worth of the units in b.
func (b Bundle) Worth() int {
	w := 0
	for m, n := range b {
		w += int(n) * materialWorth[m]
	}
	return w
}

// Units returns the number of units in b.
func (b Bundle) Units() int {
	n := 0
	for _, k := range b {
		n += int(k)
	}
	return n
}

// Covers reports whether b holds at least every unit of c.
func (b Bundle) Covers(c Bundle) bool {
	for m := range b {
		if b[m] < c[m] {
			return false
		}
	}
	return true
}

func (b Bundle) plus(c Bundle) Bundle {
	for m := range b {
		b[m] += c[m]
	}
	return b
}

func (b Bundle) with(m Material, n int16) Bundle {
	b[m] += n
	return b
}

func (b Bundle) minus(c Bundle) Bundle {
	for m := range b {
		b[m] -= c[m]
	}
	return b
}

// String writes b as "2 indicyl + 1 rubel", or "nothing".
func (b Bundle) String() string {
	s := ""
	for m, n := range b {
		if n == 0 {
			continue
		}
		if s != "" {
			s += " + "
		}
		s += fmt.Sprintf("%d %s", n, Material(m))
	}
	if s == "" {
		return "nothing"
	}
	return s
}

// Link is a link symbol on the edge of a Material card; NoLink marks an
// edge without one. Two cards link when the right edge of one and the
// left edge of the other show the same symbol.
type Link int8

// The link symbols. Each pair belongs to one tier of conversion worth
// (see ruling R-tiers): Ring and Spire to worth 1, Gate and Arc to worth 2,
// Crown and Helix to worth 4.
const (
	NoLink Link = iota
	Ring
	Spire
	Gate
	Arc
	Crown
	Helix
	Wild     // the Rare Material's wild icon: links with any symbol
	NumLinks = 8
)

var linkNames = [NumLinks]string{"-", "ring", "spire", "gate", "arc", "crown", "helix", "wild"}

// String returns the symbol's name.
func (l Link) String() string {
	if l < 0 || l >= NumLinks {
		return "link?"
	}
	return linkNames[l]
}

// CardKind tells the kinds of Material card apart.
type CardKind int8

// The kinds of Material card.
const (
	BaseCard      CardKind = iota // a Racloir Material card of the base game
	TechCard                      // an Advanced Racloir Material (Racloir Technology): rotates, never in a hand
	CharacterCard                 // a Character (module): starts a seat's first chain
	RareCard                      // a Rare Material (module): wild links and material
)

// MaterialCard is a Racloir Material card, or one of the Material-like
// cards of the expansions and modules (see Kind).
type MaterialCard struct {
	Name string
	Kind CardKind
	// Type is the card's material; Value is how many units of it the card
	// is worth when paid from hand or harvested (its material value).
	Type  Material
	Value int16
	// Left and Right are the two sides of the card's conversion: pay one,
	// gain the other. Both sides have the same worth.
	Left, Right Bundle
	// LeftLink and RightLink are the link symbols on the card's edges.
	LeftLink, RightLink Link
	// Faces are the effects of a TechCard in each of its four orientations:
	// tokens to gain, or nothing for the face that discards the card.
	Faces [4]Bundle
}

// Linkable reports whether the card has a link symbol on either edge: only
// linkable cards form chains.
func (c MaterialCard) Linkable() bool { return c.LeftLink != NoLink || c.RightLink != NoLink }

// Payment returns the units the card is worth as currency. A Rare card
// pays one unit of a material of the payer's choice (PaymentAs).
func (c MaterialCard) Payment() Bundle {
	var b Bundle
	if c.Kind != RareCard && c.Kind != TechCard {
		b[c.Type] = c.Value
	}
	return b
}

// PaymentAs returns what the card pays when its owner names material m:
// the same as Payment, except that a Rare card pays one unit of m.
func (c MaterialCard) PaymentAs(m Material) Bundle {
	if c.Kind != RareCard {
		return c.Payment()
	}
	var b Bundle
	b[m] = 1
	return b
}

// MaxWorth returns the most worth the card can pay: a Rare card may pay a
// unit of the dearest material.
func (c MaterialCard) MaxWorth() int {
	if c.Kind == RareCard {
		return 4
	}
	return c.Payment().Worth()
}

// Influence is one of the four kinds of Arkhein influence.
type Influence int8

// The kinds of influence.
const (
	Dominion Influence = iota
	Accord
	Insight
	Vigil
	NumInfluences = 4
)

var influenceNames = [NumInfluences]string{"dominion", "accord", "insight", "vigil"}

// String returns the influence's name.
func (i Influence) String() string {
	if i < 0 || i >= NumInfluences {
		return "influence?"
	}
	return influenceNames[i]
}

// Sway counts influence of each kind: what an Influence card gives, what a
// Landmark costs.
type Sway [NumInfluences]int16

// Total returns the number of influence icons in s.
func (s Sway) Total() int {
	n := 0
	for _, k := range s {
		n += int(k)
	}
	return n
}

// Covers reports whether s holds at least every icon of c.
func (s Sway) Covers(c Sway) bool {
	for i := range s {
		if s[i] < c[i] {
			return false
		}
	}
	return true
}

// String writes s as "2 dominion + 1 vigil", or "nothing".
func (s Sway) String() string {
	out := ""
	for i, n := range s {
		if n == 0 {
			continue
		}
		if out != "" {
			out += " + "
		}
		out += fmt.Sprintf("%d %s", n, Influence(i))
	}
	if out == "" {
		return "nothing"
	}
	return out
}

// InfluenceCard is an Arkhein Influence card.
type InfluenceCard struct {
	Name string
	Cost Bundle // the materials paid to Trade for it
	Sway Sway   // the influence it gives towards Landmarks
	VP   int    // its points while face up in an inventory
	// Advanced marks an Advanced Arkhein Influence (Rise of the Arkheins):
	// free to take, no points, and Upkeep to pay every round or lose it.
	Advanced bool
	Upkeep   Bundle
}

// Bonus is the kind of a Landmark's bonus condition.
type Bonus int8

// The bonus conditions. Each Landmark scores Mult points per count of its
// condition (per two stored cards for BonusStored).
const (
	BonusChains    Bonus = iota // per chain (one or more linkable cards) in the owner's inventory
	BonusMaterial               // per chained Material card of type Arg
	BonusStored                 // per two Material cards stored beneath this Landmark
	BonusInfluence              // per face-up Influence card showing influence Arg
	BonusLandmarks              // per other face-up Landmark
	BonusTokens                 // per three tokens in the owner's inventory
	BonusNone                   // no bonus (Advanced Landmarks)
)

// LandmarkCard is an Insula Landmark card.
type LandmarkCard struct {
	Name    string
	Cost    Sway // the influence discarded to Earn it
	VP      int
	Bonus   Bonus
	Arg     int8 // the material or influence the bonus counts, when it counts one
	Mult    int  // points per count of the bonus condition
	Storage bool // cards may be stored beneath it
	// Advanced marks an Advanced Insula Landmark (Planetary Destruction):
	// it costs the materials MatCost instead of influence, has no points,
	// does not count towards the final-round trigger, and each round gives
	// one influence of Boons (the first BoonN entries) for that turn.
	Advanced bool
	MatCost  Bundle
	Boons    [2]Influence
	BoonN    int8
}

// Campaign is a Campaign card (module): its owner gains a token of Gives in
// every Status phase.
type Campaign struct {
	Name  string
	Gives Material
}

// Talent is a Talent card (module): four rows, bottom first, each covered
// by a hand card of its material; the lowest visible row scores its value
// (Values[k] once k rows are covered).
type Talent struct {
	Name   string
	Rows   [4]Material
	Values [5]int
}

// The numbers of cards of each kind. The card numbers of the base decks
// come first; the expansions' and modules' cards follow them.
const (
	NumMaterialCards  = 300
	NumInfluenceCards = 192
	NumLandmarkCards  = 27
	NumTokens         = 248

	NumTechCards         = 36 // Racloir Technology
	NumAdvancedInfluence = 36 // Rise of the Arkheins
	NumAdvancedLandmarks = 36 // Planetary Destruction
	NumCampaigns         = 6
	NumCharacters        = 6
	NumTalents           = 6
	NumRareCards         = 6

	FirstTech      = NumMaterialCards
	FirstCharacter = FirstTech + NumTechCards
	FirstRare      = FirstCharacter + NumCharacters

	AllMaterialCards  = FirstRare + NumRareCards
	AllInfluenceCards = NumInfluenceCards + NumAdvancedInfluence
	AllLandmarkCards  = NumLandmarkCards + NumAdvancedLandmarks
)

// Materials, Influences and Landmarks are the cards of the game, indexed
// by card number; Campaigns and Talents the module cards.
var (
	Materials  [AllMaterialCards]MaterialCard
	Influences [AllInfluenceCards]InfluenceCard
	Landmarks  [AllLandmarkCards]LandmarkCard
	Campaigns  [NumCampaigns]Campaign
	Talents    [NumTalents]Talent
)

// contentSeed seeds the generator that deals out the cards' features.
const contentSeed = 0xde5013

// sidesByWorth lists the conversion sides of each tier: bundles of one to
// three units, all of the tier's worth.
var sidesByWorth = map[int][]Bundle{
	1: {{1, 0, 0, 0, 0, 0}, {0, 1, 0, 0, 0, 0}},
	2: {{2, 0, 0, 0, 0, 0}, {0, 2, 0, 0, 0, 0}, {1, 1, 0, 0, 0, 0}, {0, 0, 1, 0, 0, 0}, {0, 0, 0, 1, 0, 0}},
	4: {{0, 0, 0, 0, 1, 0}, {0, 0, 0, 0, 0, 1}, {0, 0, 2, 0, 0, 0}, {0, 0, 0, 2, 0, 0}, {0, 0, 1, 1, 0, 0},
		{1, 1, 1, 0, 0, 0}, {2, 0, 0, 1, 0, 0}, {0, 2, 1, 0, 0, 0}, {1, 1, 0, 1, 0, 0}},
}

// tierLinks are the two link symbols of each tier.
var tierLinks = map[int][2]Link{1: {Ring, Spire}, 2: {Gate, Arc}, 4: {Crown, Helix}}

var materialNouns = [NumMaterials][]string{
	{"Indicyl Shard", "Indicyl Slag", "Indicyl Filament", "Indicyl Dust", "Indicyl Wafer"},
	{"Hesson Coil", "Hesson Plate", "Hesson Husk", "Hesson Resin", "Hesson Rivet"},
	{"Rubel Lens", "Rubel Bloom", "Rubel Cinder", "Rubel Prism"},
	{"Kyan Spindle", "Kyan Frost", "Kyan Vein", "Kyan Gyre"},
	{"Spessart Heart", "Spessart Thorn", "Spessart Ember"},
	{"Spectrol Veil", "Spectrol Seed", "Spectrol Halo"},
}

var influencePatrons = []string{"Archon", "Warden", "Exarch", "Curator", "Oracle", "Steward", "Magister", "Sentinel"}
var influenceEpithets = []string{"of the Still Court", "of Hollow Spires", "of the Ninth Orbit", "of Brass Silence",
	"of the Long Vigil", "of Cold Engines", "of the Pale Choir", "of Unending Noon"}

var landmarkNames = [NumLandmarkCards]string{
	"Insula Vesper", "Insula Corvane", "Insula Thessaly", "Insula Maro", "Insula Quell", "Insula Idris",
	"Insula Orrin", "Insula Seren", "Insula Calyx", "Insula Dross", "Insula Halcyon", "Insula Ferrow",
	"Insula Nadir", "Insula Ostra", "Insula Pell", "Insula Rime", "Insula Sable", "Insula Tarn",
	"Insula Umbra", "Insula Varro", "Insula Wend", "Insula Xeno", "Insula Yarrow", "Insula Zephyr",
	"Insula Aster", "Insula Brume", "Insula Cairn",
}

// landmarkBonuses lays out the 27 bonus conditions: nine storage Insulas,
// four for chains, six for materials, four for influence, two for
// Landmarks and two for tokens.
var landmarkBonuses = [NumLandmarkCards]struct {
	bonus Bonus
	arg   int8
	mult  int
}{
	{BonusStored, 0, 1}, {BonusStored, 0, 1}, {BonusStored, 0, 1}, {BonusStored, 0, 1}, {BonusStored, 0, 1},
	{BonusStored, 0, 1}, {BonusStored, 0, 2}, {BonusStored, 0, 2}, {BonusStored, 0, 2},
	{BonusChains, 0, 1}, {BonusChains, 0, 1}, {BonusChains, 0, 1}, {BonusChains, 0, 2},
	{BonusMaterial, int8(Indicyl), 1}, {BonusMaterial, int8(Hesson), 1}, {BonusMaterial, int8(Rubel), 1},
	{BonusMaterial, int8(Kyan), 1}, {BonusMaterial, int8(Spessart), 2}, {BonusMaterial, int8(Spectrol), 2},
	{BonusInfluence, int8(Dominion), 1}, {BonusInfluence, int8(Accord), 1}, {BonusInfluence, int8(Insight), 1},
	{BonusInfluence, int8(Vigil), 1},
	{BonusLandmarks, 0, 2}, {BonusLandmarks, 0, 2},
	{BonusTokens, 0, 1}, {BonusTokens, 0, 1},
}

func init() {
	buildContent()
	buildAdvanced()
	for id, c := range Materials {
		cardWorth[id] = int16(c.MaxWorth())
		cardPay[id] = c.Payment()
	}
}

// cardWorth and cardPay cache MaxWorth and Payment of every Material card.
var (
	cardWorth [AllMaterialCards]int16
	cardPay   [AllMaterialCards]Bundle
)

// buildContent deals out the cards from contentSeed.
func buildContent() {
	rng := rules.NewRNG(contentSeed)
	// Materials: by type in rarity order, then features drawn per card.
	id := 0
	for t := Material(0); t < NumMaterials; t++ {
		for k := 0; k < materialCounts[t]; k++ {
			c := &Materials[id]
			nouns := materialNouns[t]
			c.Name = nouns[k%len(nouns)]
			c.Type = t
			c.Value = 1
			if t <= Kyan && rng.IntN(100) < 40-10*int(t) {
				c.Value = 2
			}
			tier := 2
			switch r := rng.IntN(100); {
			case r < 15:
				tier = 1
			case r >= 62:
				tier = 4
			}
			sides := sidesByWorth[tier]
			for {
				a, b := sides[rng.IntN(len(sides))], sides[rng.IntN(len(sides))]
				if disjoint(a, b) {
					c.Left, c.Right = a, b
					break
				}
			}
			links := tierLinks[tier]
			if id%15 != 7 {
				c.LeftLink = links[rng.IntN(2)]
				c.RightLink = links[rng.IntN(2)]
				if rng.IntN(10) == 0 {
					if rng.IntN(2) == 0 {
						c.LeftLink = NoLink
					} else {
						c.RightLink = NoLink
					}
				}
			}
			id++
		}
	}
	// Influence: costs of two to six units, points and influence by worth.
	weights := [NumMaterials]int{25, 25, 17, 17, 8, 8}
	for k := range NumInfluenceCards {
		c := &Influences[k]
		c.Name = influencePatrons[k%len(influencePatrons)] + " " + influenceEpithets[(k/len(influencePatrons))%len(influenceEpithets)]
		units := 2 + k%4
		for range units {
			r := rng.IntN(100)
			m := 0
			for r >= weights[m] {
				r -= weights[m]
				m++
			}
			c.Cost[m]++
		}
		w := c.Cost.Worth()
		c.VP = min(max((w-2)/3, 0), 4)
		icons := 1
		if w >= 3 {
			icons++
		}
		if w >= 6 {
			icons++
		}
		c.Sway[k%NumInfluences]++
		for range icons - 1 {
			c.Sway[rng.IntN(NumInfluences)]++
		}
	}
	// Landmarks: two to five influence, points to match, the bonus table.
	for k := range NumLandmarkCards {
		c := &Landmarks[k]
		c.Name = landmarkNames[k]
		icons := 2 + (k*7)%3
		c.Cost[k%NumInfluences]++
		for range icons - 1 {
			c.Cost[rng.IntN(NumInfluences)]++
		}
		c.VP = icons + rng.IntN(3)
		b := landmarkBonuses[k]
		c.Bonus, c.Arg, c.Mult = b.bonus, b.arg, b.mult
		c.Storage = b.bonus == BonusStored
	}
}

// buildAdvanced deals out the cards of the expansions and modules from
// their own generator, so the base cards stay as they are.
func buildAdvanced() {
	rng := rules.NewRNG(contentSeed + 1)
	weights := [NumMaterials]int{25, 25, 17, 17, 8, 8}
	pick := func() Material {
		r := rng.IntN(100)
		m := 0
		for r >= weights[m] {
			r -= weights[m]
			m++
		}
		return Material(m)
	}
	techNames := []string{"Orbital Lathe", "Pulse Drill", "Ion Sieve", "Gyro Press", "Spore Still", "Star Loom"}
	for k := range NumTechCards {
		c := &Materials[FirstTech+k]
		c.Name, c.Kind = techNames[k%len(techNames)], TechCard
		c.Type = Material(k % NumMaterials)
		faces := 2 + k%2 // two or three faces that give, then the one that discards
		for f := range faces {
			c.Faces[f][pick()]++
		}
	}
	charNames := [NumCharacters]string{"Isabel the Scraper", "Odo of the Wrecks", "Mara Glasshand", "Teodor Icebreaker", "Nyx Redlantern", "Sol Frostwalker"}
	for k := range NumCharacters {
		c := &Materials[FirstCharacter+k]
		// Every Character is worth 2 when released (ruling R-modules).
		c.Name, c.Kind = charNames[k], CharacterCard
		c.Type, c.Value = [NumCharacters]Material{Indicyl, Hesson, Rubel, Kyan, Rubel, Kyan}[k], 1
		if c.Type <= Hesson {
			c.Value = 2
		}
		sides := sidesByWorth[2]
		for {
			a, b := sides[rng.IntN(len(sides))], sides[rng.IntN(len(sides))]
			if disjoint(a, b) {
				c.Left, c.Right = a, b
				break
			}
		}
		c.LeftLink, c.RightLink = Gate, Arc
	}
	for k := range NumRareCards {
		c := &Materials[FirstRare+k]
		c.Name, c.Kind = "Rare "+[]string{"Aether", "Relic", "Singularity", "Quintessence", "Echo", "Nova"}[k], RareCard
		c.Type, c.Value = Indicyl, 1
		c.LeftLink, c.RightLink = Wild, Wild
	}
	for k := range NumAdvancedInfluence {
		c := &Influences[NumInfluenceCards+k]
		c.Name = "Ascendant " + influencePatrons[k%len(influencePatrons)] + " " + influenceEpithets[(k/len(influencePatrons)+3)%len(influenceEpithets)]
		c.Advanced = true
		up := pick()
		c.Upkeep[up] = 1
		icons := 2
		if up >= Rubel {
			icons = 3
		}
		c.Sway[k%NumInfluences]++
		for range icons - 1 {
			c.Sway[rng.IntN(NumInfluences)]++
		}
	}
	ruinNames := []string{"Ruin of", "Crater of", "Husk of", "Scar of"}
	for k := range NumAdvancedLandmarks {
		c := &Landmarks[NumLandmarkCards+k]
		c.Name = ruinNames[k%len(ruinNames)] + " " + landmarkNames[k%NumLandmarkCards][len("Insula "):]
		c.Advanced, c.Bonus = true, BonusNone
		for range 2 + k%3 {
			c.MatCost[pick()]++
		}
		c.Boons[0] = Influence(k % NumInfluences)
		c.BoonN = 1
		if k%2 == 1 {
			c.Boons[1], c.BoonN = Influence((k/2)%NumInfluences), 2
			if c.Boons[1] == c.Boons[0] {
				c.Boons[1] = (c.Boons[0] + 1) % NumInfluences
			}
		}
	}
	// Every Campaign gives a token of worth 2, and every Talent asks for
	// a common, a middling, a common and a rare material, so that dealing
	// them at random favours nobody (ruling R-modules).
	for k := range NumCampaigns {
		gives := Rubel + Material(k%2)
		Campaigns[k] = Campaign{Name: "Campaign of the " + []string{"Red", "Blue", "Ember", "Frost", "Crimson", "Azure"}[k] + " Run", Gives: gives}
	}
	for k := range NumTalents {
		t := &Talents[k]
		t.Name = []string{"Salvager", "Smelter", "Navigator", "Broker", "Tinker", "Seer"}[k] + " Talent"
		t.Rows = [4]Material{Material(k % 2), Rubel + Material((k/2)%2), Material((k + 1) % 2), Spessart + Material(k%2)}
		t.Values = [5]int{-5, 0, 3, 6, 10}
	}
}

func disjoint(a, b Bundle) bool {
	for m := range a {
		if a[m] > 0 && b[m] > 0 {
			return false
		}
	}
	return true
}

// tierOf returns the worth of a card's conversion sides, which names its
// tier.
func tierOf(c MaterialCard) int { return c.Left.Worth() }

// links reports whether card a may sit immediately left of card b in a
// chain: the touching edges show the same symbol, or one shows the wild
// icon and the other any symbol.
func links(a, b int16) bool {
	l, r := Materials[a].RightLink, Materials[b].LeftLink
	return l != NoLink && r != NoLink && (l == r || l == Wild || r == Wild)
}

// BonusText describes a Landmark's bonus condition.
func (c LandmarkCard) BonusText() string {
	switch c.Bonus {
	case BonusChains:
		return fmt.Sprintf("+%d per chain", c.Mult)
	case BonusMaterial:
		return fmt.Sprintf("+%d per chained %s card", c.Mult, Material(c.Arg))
	case BonusStored:
		return fmt.Sprintf("+%d per two Material cards stored beneath it", c.Mult)
	case BonusInfluence:
		return fmt.Sprintf("+%d per Influence card showing %s", c.Mult, Influence(c.Arg))
	case BonusLandmarks:
		return fmt.Sprintf("+%d per other Insula Landmark", c.Mult)
	case BonusTokens:
		return fmt.Sprintf("+%d per three tokens", c.Mult)
	case BonusNone:
		return "no bonus"
	}
	return "no bonus"
}

// materialFlavor is a line of flavour per material, for card faces.
var materialFlavor = [NumMaterials]string{
	"Grey grit from dead moons; every Racloir's first wage.",
	"Soft metal that sings when cut, found in wreck fields.",
	"Red glass grown in the dark of gas giants.",
	"Blue ice that never melts, mined from comet hearts.",
	"A garnet pulse the Arkheins burn to keep their limbs moving.",
	"Light caught in a stone; the rarest thing a Racloir will ever hold.",
}

// Flavor returns a line of flavour for material m.
func Flavor(m Material) string { return materialFlavor[m] }
