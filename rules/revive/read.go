package revive

import "starboard/rules"

// This file is the read-only side of a state, for screens and the CLI.
// Call it on a view: what the viewing seat may not see reads as -1.

// Spaces returns the number of spaces of the map.
func Spaces() int { return NumHexes }

// SpaceAt returns the axial coordinates of space h (the chasm is 0, 0)
// and the footprint it belongs to, or -1 for the chasm and the large
// locations.
func SpaceAt(h int) (q, r, footprint int) {
	return int(hexes[h].Q), int(hexes[h].R), int(hexes[h].Tile)
}

// Neighbours returns the spaces next to h.
func Neighbours(h int) []int {
	var out []int
	for _, n := range hexes[h].Nb {
		if n >= 0 {
			out = append(out, int(n))
		}
	}
	return out
}

// Footprints returns the number of tile footprints: the starting tiles
// first, then the area tiles.
func Footprints() int { return len(footprints) }

// FootprintSpaces returns the spaces of footprint f in ring order.
func FootprintSpaces(f int) []int {
	out := make([]int, len(footprints[f].Hexes))
	for i, h := range footprints[f].Hexes {
		out[i] = int(h)
	}
	return out
}

// Terrain returns the terrain of space h, Unknown while face down.
func (s *State) Terrain(h int) Terrain { return s.terrain[h] }

// Explored reports whether the tile of footprint f is face up.
func (s *State) Explored(f int) bool { return s.known(int8(f)) }

// Back returns the area cost and the exploration bonus shown by the back
// of the tile on footprint f (an area tile's).
func (s *State) Back(f int) TileBack {
	if s.back[f] < 0 {
		return TileBack{}
	}
	return tileBacks[s.back[f]]
}

// BackOf returns which of the five backs of the area tiles the tile on
// footprint f shows (tiles with one back look alike face down), or -1
// for a starting tile's place.
func (s *State) BackOf(f int) int { return int(s.back[f]) }

// TileOn returns the name of the tile on footprint f, "" while face down.
func (s *State) TileOn(f int) string {
	if !s.known(int8(f)) || s.tileAt[f] < 0 {
		return ""
	}
	return tileDesign(s.tileAt[f]).Name
}

// Building returns the owner of the building on space h, or NoSeat, and
// whether it is big.
func (s *State) Building(h int) (rules.Seat, bool) {
	b := s.building[h]
	if b == 0 {
		return rules.NoSeat, false
	}
	return rules.Seat((b - 1) / 2), (b-1)%2 == 1
}

// Meeples returns the seats with a meeple on space h.
func (s *State) Meeples(h int) rules.SeatSet { return rules.SeatSet(s.meeples[h]) }

// LargeLocation returns the space, the design and the major artifacts
// left (their colours) of the large location in corner l, 0 to 3.
func (s *State) LargeLocation(l int) (space int, design LargeDesign, artifacts []Colour) {
	for _, c := range s.majorAt[l] {
		if c >= 0 {
			artifacts = append(artifacts, Colour(c))
		}
	}
	return int(largeHexes[l]), largeTiles[s.large[l]], artifacts
}

// MajorLeft returns the major artifacts left on the map.
func (s *State) MajorLeft() int { return int(s.majorN) }

// Turn returns the seat whose turn it is, the actions it has taken, and
// whether the end-game tile is taken (the last turns are under way).
func (s *State) Turn() (seat rules.Seat, actions int, lastTurns bool) {
	return rules.Seat(s.cur), int(s.acts), s.final >= 0
}

// Display returns the five face-up citizen cards (-1 for an empty place)
// and the cards left in the deck.
func (s *State) Display() (cards []int, deck int) {
	for _, c := range s.display {
		cards = append(cards, int(c))
	}
	return cards, int(s.deckN)
}

// ModuleDisplay returns the five face-up modules and the modules left in
// the pile.
func (s *State) ModuleDisplay() (mods []int, pile int) {
	for _, m := range s.modShow {
		mods = append(mods, int(m))
	}
	return mods, int(s.modN)
}

// TokenDisplay returns the face-up machine tokens of colour c and the
// tokens left in its pile.
func (s *State) TokenDisplay(c Colour) (tokens []int, pile int) {
	for _, t := range s.tokShow[c] {
		tokens = append(tokens, int(t))
	}
	return tokens, int(s.tokN[c])
}

// Board is what a player board, tribe board and play area show.
type Board struct {
	Tribe       int
	Resources   [numRes]int // gear, book, food, crystal
	Energy      int         // in the storage
	OnMachines  int         // energy on machines until the next hibernation
	Points      int         // the points track
	Tracks      [numTracks]int
	Unlocked    [NumRewards]bool
	Used        [NumRewards]bool // energy on the machine
	Tokens      [NumRewards]int  // machine token on a "?" space, or -1
	Progress    int              // markers on the progress track
	Ability     int              // uses left
	Techs       [numTechs]bool
	Switched    bool // the switch is down
	Hibernation int
	Slots       [NumSlots][]int // cards, first placed first
	SlotHalf    [NumSlots]int   // 0 top, 1 bottom
	Modules     [NumSlots][maxModuleSpaces]int
	Held        int // a module taken, to place; -1
	Active      []int
	Resting     []int
	Crates      []int // -1 for a crate the viewer may not see
	Major       [numColours]int
	Minor       int // minor artifacts
	Small, Big  int // buildings left on the tribe board
	Scoring     int // the artifact scoring card, -1 if unseen
	EndTile     bool
}

// BoardOf returns seat's board as the state shows it.
func (s *State) BoardOf(seat rules.Seat) Board {
	ps := &s.seat[seat]
	b := Board{Tribe: int(ps.tribe), Energy: int(ps.energy), OnMachines: int(ps.onMach), Points: int(ps.vp),
		Progress: int(ps.progress), Ability: int(ps.ability), Switched: ps.switched, Hibernation: int(ps.hib),
		Minor: int(ps.minorN), Small: int(ps.small), Big: int(ps.big), Scoring: int(ps.scoring), EndTile: ps.endTile,
		Held: int(ps.held)}
	for r := range numRes {
		b.Resources[r] = int(ps.res[r])
	}
	for t := range numTracks {
		b.Tracks[t] = int(ps.track[t])
	}
	for r := range NumRewards {
		b.Unlocked[r] = ps.unlocked&(1<<uint(r)) != 0
		b.Used[r] = ps.used&(1<<uint(r)) != 0
		b.Tokens[r] = int(ps.token[r])
	}
	for t := range numTechs {
		b.Techs[t] = ps.techs&(1<<uint(t)) != 0
	}
	for sl := range NumSlots {
		for _, c := range ps.slot[sl][:ps.slotN[sl]] {
			b.Slots[sl] = append(b.Slots[sl], int(c))
		}
		b.SlotHalf[sl] = int(ps.slotHalf[sl])
		for k := range maxModuleSpaces {
			b.Modules[sl][k] = int(ps.module[sl][k])
		}
	}
	for c := range NumCards {
		if s.cardOwner[c] == int8(seat) {
			switch s.cardLoc[c] {
			case inActive:
				b.Active = append(b.Active, c)
			case inResting:
				b.Resting = append(b.Resting, c)
			}
		}
	}
	for _, c := range ps.crates[:ps.crateN] {
		b.Crates = append(b.Crates, int(c))
	}
	for c := range numColours {
		b.Major[c] = int(ps.major[c])
	}
	return b
}
