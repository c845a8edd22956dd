package revive

import (
	"image/color"

	"starboard/match"
	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/table"
	sr "starboard/sprites/revive"
)

// Shell is the scene of a Revive table: the kit's shell around the board.
type Shell = table.Shell[obj]

// New returns the table of a running match of Revive. It is a
// scenes.TableFunc.
func New(m *match.Match) scenes.Scene {
	return table.Open[obj](m, table.Options{KindsFirst: true}, newBoard)
}

// Table is the board of Revive: the map, the displays and the seats'
// boards. The kit's shell runs it.
type Table struct {
	table.Base[obj]

	lay   layout
	texts scenes.Texts

	focus  rules.Seat // the seat whose board is shown large
	tab    int        // the tab open in a small window: tabMap or tabBoard
	tabSig [2]bool    // whether places were lit on each tab at the last Draw
	// tabHeld is set by a tap on a tab: until the next move or another
	// kind of action chosen on the panel (heldKind the one chosen at the
	// tap), the lights do not change the tab. kindNow is the kind the
	// panel explained since the last Draw, kindSeen the one before.
	tabHeld                     bool
	heldKind, kindNow, kindSeen string
	tapped                      bool // the focus was chosen in the seat list

	view    *rv.State
	boards  [4]rv.Board
	changed [4]changes  // what each seat's last move changed on its board
	notes   [4]turnNote // what each seat did in its last turn
	large   [4]rv.LargeDesign
	relics  [4][3]rv.Colour // the major artifacts left at each large location, -1 for none
	tileAt  []int           // the space each footprint shows its back on
	citizen [rv.CitizenDisplay]int
	deck    int
	modules [rv.ModuleDisplay]int
	modPile int
	tokens  [rv.Tracks][rv.TokenDisplay]int
	tokPile [rv.Tracks]int
	turning int // the footprint of the tile to turn, or -1
	// explored is the footprint just explored whose tile waits for the
	// citizen card to turn face up, or -1: the map outlines it.
	explored int
	turnAs   []rv.Terrain
	outline  [][4]float64 // the segments of a tile's outline, kept between frames

	motion motion
	cache  *sr.Cache

	gainFloor float64     // the least size drawGain draws icons at, 0 for none
	iconFloor float64     // the least size of legible icons (layout.iu), as last drawn
	scoreKey  scenes.Rect // where the board shown large drew its scoring card's key, as last drawn
	offer     bool        // an offered machine token is being drawn
	tagging   bool        // a map's tag is drawn, its icons made smaller to keep inside its hex
	tip       tipState
	// turnPrompt is the prompt of the viewer's turn, worded at each view
	// (PromptText).
	turnPrompt string
	canEnd     bool             // the viewer may end the turn now (on the actions left)
	noLights   table.Frame[obj] // a frame that lights nothing, for boards drawn in a zoom
	zoomLay    boardLayout      // where the parts of another seat's board go in its zoom
}

var (
	_ table.Board[obj]   = (*Table)(nil)
	_ table.Zoomer       = (*Table)(nil)
	_ table.TieBreaker   = (*Table)(nil)
	_ table.SeatLiner    = (*Table)(nil)
	_ table.SeatTapper   = (*Table)(nil)
	_ table.ButtonRower  = (*Table)(nil)
	_ table.Snug         = (*Table)(nil)
	_ table.LogFolder    = (*Table)(nil)
	_ table.Sheeted      = (*Table)(nil)
	_ table.Headliner    = (*Table)(nil)
	_ table.Kinder       = (*Table)(nil)
	_ table.BoardTapper  = (*Table)(nil)
	_ table.Tabber[obj]  = (*Table)(nil)
	_ table.Shaper[obj]  = (*Table)(nil)
	_ table.Refuser[obj] = (*Table)(nil)
)

func newBoard(seats []match.SeatConfig) *Table {
	t := &Table{Base: table.NewBase[obj](seats), turning: -1, explored: -1}
	t.cache = sr.NewCache(512)
	for f := 0; f < rv.Footprints(); f++ {
		t.tileAt = append(t.tileAt, middleSpace(rv.FootprintSpaces(f)))
	}
	return t
}

// middleSpace is the space of a footprint nearest its middle.
func middleSpace(spaces []int) int {
	cx, cy := 0.0, 0.0
	for _, h := range spaces {
		x, y := hexUnit(h)
		cx += x / float64(len(spaces))
		cy += y / float64(len(spaces))
	}
	best, bd := spaces[0], 1e9
	for _, h := range spaces {
		x, y := hexUnit(h)
		if d := (x-cx)*(x-cx) + (y-cy)*(y-cy); d < bd {
			best, bd = h, d
		}
	}
	return best
}

// seatCol is the colour of seat p.
func (t *Table) seatCol(p int) color.RGBA { return t.SeatRGB(rules.Seat(p)) }

// Layout places everything inside area.
func (t *Table) Layout(area scenes.Rect) { t.lay.update(area, t.Seats) }

// motionCheck, when set (by a test), is told whether the buildings and
// meeples the events placed since the last view agree with the view that
// follows them.
var motionCheck func(agree bool)

// Sync reads the view.
func (t *Table) Sync(view rules.Game, viewer rules.Seat, continued bool) {
	v := view.(*rv.State)
	if continued && motionCheck != nil && t.view != nil {
		m := &t.motion
		if m.built.on {
			seat, big := v.Building(m.built.space)
			motionCheck(seat == m.built.seat && big == m.built.big)
		}
		if m.meeple.on {
			motionCheck(v.Meeples(m.meeple.space).Has(m.meeple.seat))
		}
	}
	t.tabHeld = false
	// The viewer's own move in its turn keeps the tab it was made on,
	// where its result shows (the eighteenth review saw a card played on
	// the board's tab go back to the map unseen).
	ownMove := continued && t.view != nil && viewer != rules.NoSeat && t.view.ToMove() == viewer
	t.noteChanges(v, viewer, continued)
	if !continued {
		t.notes = [4]turnNote{}
	}
	t.noteTurns(v)
	t.view = v
	t.See(v, viewer)
	// The board shown large is the viewer's while the viewer decides,
	// else the seat's to play, so that a bot's turn is seen large, unless
	// a seat was tapped in the seat list.
	switch {
	case t.Mine:
		t.focus, t.tapped = viewer, false
		t.tabSig = [2]bool{}
		if !ownMove {
			t.tab = tabMap // the turn opens on the map: the game is played there
		}
	case !t.tapped && v.ToMove() >= 0:
		t.focus = v.ToMove()
	case !t.tapped && viewer != rules.NoSeat:
		t.focus = viewer
	}
	for c := 0; c < 4; c++ {
		_, d, arts := v.LargeLocation(c)
		t.large[c] = d
		for k := range t.relics[c] {
			t.relics[c][k] = -1
			if k < len(arts) {
				t.relics[c][k] = arts[k]
			}
		}
	}
	cards, deck := v.Display()
	copy(t.citizen[:], cards)
	t.deck = deck
	mods, pile := v.ModuleDisplay()
	copy(t.modules[:], mods)
	t.modPile = pile
	for c := 0; c < rv.Tracks; c++ {
		toks, pile := v.TokenDisplay(rv.Colour(c))
		copy(t.tokens[c][:], toks)
		t.tokPile[c] = pile
	}
	t.turning, t.turnAs = v.Turning()
	if !continued || t.turning >= 0 || t.explored >= 0 && v.Explored(t.explored) {
		t.explored = -1
	}
	t.motion = motion{}
	t.turnPrompt = t.wordTurn(v)
	t.canEnd = false
	if t.Mine {
		for _, mv := range v.Legal(nil) {
			t.canEnd = t.canEnd || mv.Kind == rv.MoveEnd
		}
	}
}

// SeatTapped shows seat's board large until the seat at the device must
// decide; a tap on the seat shown large already lets the board follow
// the seat to play again.
func (t *Table) SeatTapped(seat rules.Seat) {
	if seat < 0 || int(seat) >= t.Seats {
		return
	}
	if t.tapped && seat == t.focus {
		t.tapped = false
		return
	}
	t.focus, t.tapped = seat, true
}

// SeatLine is the line under a seat's name in the kit's seat list: the
// tribe and the hibernation track, in the short words of the small boards
// (whole, "to play" before it was cut in a small window).
func (t *Table) SeatLine(view rules.Game, seat rules.Seat) string {
	v := view.(*rv.State)
	b := v.BoardOf(seat)
	return rv.TribeOf(b.Tribe).Name + " · hib. " + scenes.Itoa(b.Hibernation) + "/5"
}

// TieBreaks is the rules' tie-breaker: the resources left.
func (t *Table) TieBreaks(view rules.Game, seat rules.Seat) []rules.ScoreLine {
	b := view.(*rv.State).BoardOf(seat)
	n := 0
	for _, r := range b.Resources {
		n += r
	}
	return []rules.ScoreLine{{Label: "Resources left", Points: n}}
}

// Headline words the results of a solo game against the target.
func (t *Table) Headline(view rules.Game) string {
	v := view.(*rv.State)
	if v.Seats() != 1 {
		names := ""
		for p := 0; p < v.Seats(); p++ {
			if v.Winners().Has(rules.Seat(p)) {
				if names != "" {
					names += " and "
				}
				names += t.Names[p]
			}
		}
		return names + " woke the land first"
	}
	s := v.Score(0)
	if s >= rv.SoloTarget {
		return "The tribe is awake: " + scenes.Itoa(s) + " points, target " + scenes.Itoa(rv.SoloTarget) + " reached"
	}
	return "Still asleep: " + scenes.Itoa(s) + " points, " + scenes.Itoa(rv.SoloTarget) + " needed"
}

// PeekAside puts the final board's line in the panel: under the board it
// covered the technologies (the thirteenth review).
func (t *Table) PeekAside() bool { return true }
