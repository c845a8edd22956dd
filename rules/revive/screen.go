package revive

// This file names, for screens, the move kinds and the printed content a
// table draws: the reward spaces, the card slots, the progress and
// hibernation tracks, the tokens, the crates and the scoring cards.

// Move kinds, as rules.Move.Kind; the arguments are those of the
// unexported kinds they name (see moves.go).
const (
	MovePlay        = mvPlay        // A card, B slot, C half shown
	MoveBuild       = mvBuild       // A space, B 1 for a big building
	MoveExplore     = mvExplore     // A footprint
	MovePopulate    = mvPopulate    // A technology (row*3+column), B space
	MoveSwitch      = mvSwitch      // A resource
	MoveHibernate   = mvHibernate   //
	MoveEnd         = mvEnd         //
	MoveMachine     = mvMachine     // A reward space of the machine
	MoveCrate       = mvCrate       // A crate
	MoveTrade       = mvTrade       // A resource bought with a crystal
	MoveAbility     = mvAbility     //
	MoveResource    = mvRes         // A resource of the player's choice
	MoveTrack       = mvTrack       // A track of the player's choice
	MoveToken       = mvToken       // A colour, B face-up place
	MoveTakeModule  = mvTakeModule  // A face-up place, or ModuleDisplay for the pile
	MovePlaceModule = mvPlaceModule // A slot, B module space
	MoveDropModule  = mvDropModule  //
	MoveCitizen     = mvCitizen     // A face-up place, or CitizenDisplay for the deck
	MoveRotate      = mvRotate      // A rotation
	MoveMajor       = mvMajor       // A large location, B colour
	MoveHibReward   = mvHibReward   // A hibernation space
	MoveRemove      = mvRemove      // A large location, B colour
)

// Resources is the number of kinds of resources a player keeps: gear,
// book, food and crystal (Gear to Crystal).
const Resources = numRes

// ResourceCap returns the most of resource r a player may hold.
func ResourceCap(r int) int { return int(resCap[r]) }

// ResourceName returns the name of resource r, such as "gear".
func ResourceName(r int) string { return resWords[r] }

// Tracks is the number of machine tracks: green, red and yellow.
const Tracks = numTracks

// RewardOf returns reward space r of the machine tracks.
func RewardOf(r int) Reward { return rewards[r] }

// SlotOf returns card slot i of the player board.
func SlotOf(i int) Slot { return slots[i] }

// SlotShows returns the half slot i shows: 0 top, 1 bottom, 2 either.
func SlotShows(i int) int { return int(slots[i].Half) }

// ProgressSpaces is the number of spaces of the progress track.
const ProgressSpaces = NumRewards + abilityUses

// ProgressSpace returns the points and the bonus of space i of the
// progress track.
func ProgressSpace(i int) (vp int, bonus Gain) {
	return int(progressTrack[i].VP), progressTrack[i].Bonus
}

// HibernationSpaces is the number of spaces of the hibernation track.
const HibernationSpaces = 5

// HibernationReward returns the reward of hibernation space i, from 0.
func HibernationReward(i int) Gain { return hibernationRewards[i] }

// TokenOf returns machine token id.
func TokenOf(id int) MachineToken { return machineTokens[id] }

// CrateOf returns what crate id gives when opened.
func CrateOf(id int) Gain { return crates[id] }

// ScoringCard returns the category each colour of major artifact scores
// on artifact scoring card i.
func ScoringCard(i int) [numColours]Category { return scoringCards[i] }

// TechRows and TechColumns are the size of a tribe's technology tree.
const (
	TechRows    = techRows
	TechColumns = techCols
)

// TechAvailable reports whether seat p may take the meeple of technology
// t now, costs aside: the lowest left in its column, next to an unlocked
// one.
func (s *State) TechAvailable(p, t int) bool { return s.techAvailable(int8(p), t) }

// Turning returns the footprint whose tile was just explored and waits to
// be turned, with the tile's spaces in ring order, or -1 when no tile
// waits. Rotation r puts space i on FootprintSpaces(f)[(i+r)%n].
func (s *State) Turning() (footprint int, spaces []Terrain) {
	f := s.rotating
	if f < 0 || !s.flipped || s.tileAt[f] < 0 {
		return -1, nil
	}
	return int(f), tileDesign(s.tileAt[f]).Spaces
}

// Distance returns the steps from seat p's nearest piece (or the chasm)
// to space h, -1 where no path leads; the range cost is one food per
// space between.
func (s *State) Distance(p, h int) int { return int(s.dist[p][h]) }

// TileDesignOf returns tile design i, as events name it (EvFlip's and
// EvReveal's B): the starting tiles first, then the area tiles.
func TileDesignOf(i int) TileDesign { return *tileDesign(int8(i)) }

// LargeSpace returns the space of the large location in corner c, 0 to 3.
func LargeSpace(c int) int { return int(largeHexes[c]) }

// GainOf returns what the source of an EvGain gives (its A and B), or
// false when the event names no known source.
func (s *State) GainOf(src, id int16) (Gain, bool) {
	name, g := s.sourceText(src, id)
	return g, name != "something"
}
