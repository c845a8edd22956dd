package revive

import (
	"fmt"
	"strings"
	"testing"

	"starboard/rules"
)

// showPolicy picks a move for the show tests: a card played, a module
// placed rather than dropped, a building or an exploration when there is
// one, else a move drawn at random; so that the table fills up.
func showPolicy(g *State, rng *rules.RNG) rules.Move {
	legal := g.Legal(nil)
	for _, kind := range []uint8{mvPlaceModule, mvPlay, mvBuild, mvExplore, mvPopulate} {
		var of []rules.Move
		for _, m := range legal {
			if m.Kind == kind {
				of = append(of, m)
			}
		}
		if len(of) > 0 && (kind == mvPlaceModule || rng.IntN(3) > 0) {
			return of[rng.IntN(len(of))]
		}
	}
	return legal[rng.IntN(len(legal))]
}

// section returns the lines of text from the line starting with from up
// to the first line starting with one of to.
func section(t *testing.T, text, from string, to ...string) string {
	t.Helper()
	i := strings.Index("\n"+text, "\n"+from)
	if i < 0 {
		t.Fatalf("no section %q in\n%s", from, text)
	}
	rest := text[i:]
	end := len(rest)
	for _, x := range to {
		if j := strings.Index(rest[1:], "\n"+x); j >= 0 {
			end = min(end, j+1)
		}
	}
	return rest[:end]
}

// mapCells reads the drawn map: the text printed under each coordinate.
func mapCells(mapText string) map[string]string {
	cells := map[string]string{}
	lines := strings.Split(mapText, "\n")
	for i := 0; i+1 < len(lines); i++ {
		top, low := lines[i], lines[i+1]
		if !strings.HasPrefix(strings.TrimSpace(top), "h") {
			continue
		}
		for at := 0; at < len(top); at++ {
			if top[at] != 'h' || at > 0 && top[at-1] != ' ' {
				continue
			}
			end := at
			for end < len(top) && top[end] != ' ' {
				end++
			}
			text := ""
			if at < len(low) {
				text = strings.TrimSpace(low[at:min(len(low), at+mapCell-1)])
			}
			cells[top[at:end]] = text
		}
		i++
	}
	return cells
}

// seatSection returns the part of text about seat p.
func seatSection(t *testing.T, text string, p int) string {
	t.Helper()
	head := fmt.Sprintf("== %s: ", rules.Seat(p))
	i := strings.Index(text, head)
	if i < 0 {
		t.Fatalf("no %q in\n%s", head, text)
	}
	rest := text[i+len(head):]
	if j := strings.Index(rest, "\n== "); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

// lineWith reports whether some line of text holds every one of parts.
func lineWith(text string, parts ...string) bool {
	for line := range strings.SplitSeq(text, "\n") {
		all := true
		for _, p := range parts {
			if !strings.Contains(line, p) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// cardParts are what a line about card c must hold: the id play names,
// the name, the colour and both halves' effects.
func cardParts(c int) []string {
	return []string{fmt.Sprintf("#%d %s", c, cards[c].Name), cards[c].Colour.String(),
		"top " + gainText(cards[c].Top), "bottom " + gainText(cards[c].Bottom)}
}

// checkShow checks the text of g's view for seat viewer against the
// state: see TestShowListsTheWholePublicTable.
func checkShow(t *testing.T, g *State, viewer rules.Seat, seen map[string]bool) {
	t.Helper()
	v := g.View(viewer).(*State)
	text := v.String()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("step %d, view of %s: "+format+"\n%s", append([]any{g.steps, viewer}, append(args, text)...)...)
	}
	// Nothing the view hides: the text of a game dealt again for the
	// viewer reads the same.
	rng := rules.NewRNG(uint64(g.steps) + 1)
	d := g.Clone().(*State)
	d.Determinize(viewer, &rng)
	if other := d.View(viewer).String(); other != text {
		fail("a game dealt again for the viewer prints differently:\n%s\n---", other)
	}
	for _, line := range strings.Split(text, "\n") {
		if len(line) > 100 {
			fail("a line of %d characters: %q", len(line), line)
		}
	}
	// The map: every space with its terrain and pieces, and every
	// coordinate a legal move names.
	mapText := section(t, text, "Map (", "Face-down tiles")
	cells := mapCells(mapText)
	onMap := map[string]bool{}
	for h := range NumHexes {
		cell, ok := cells[fmt.Sprintf("h%d", h)]
		if !ok {
			fail("space h%d is not on the map", h)
		}
		onMap[fmt.Sprintf("h%d", h)] = true
		tr := v.terrain[h]
		if tr == Unknown {
			if want := fmt.Sprintf("?f%d", hexes[h].Tile); cell != want {
				fail("the face-down space h%d reads %q, want %q", h, cell, want)
			}
			onMap[cell[1:]] = true
			continue
		}
		if cell == "" || cell[0] != terrainLetters[tr] {
			fail("space h%d reads %q, not its terrain %s", h, cell, tr)
		}
		if b := v.building[h]; b != 0 && !strings.Contains(cell, fmt.Sprintf("%c%d", "bB"[(b-1)%2], (b-1)/2+1)) {
			fail("space h%d reads %q: the building is missing", h, cell)
		}
		for p := range int(v.seats) {
			if v.meeples[h]&(1<<uint(p)) != 0 && !strings.Contains(cell[1:], fmt.Sprint(p+1)) {
				fail("space h%d reads %q: the meeple of %s is missing", h, cell, rules.Seat(p))
			}
		}
	}
	if g.ToMove() == viewer {
		for _, m := range g.Legal(nil) {
			coord := ""
			switch m.Kind {
			case mvExplore:
				coord = fmt.Sprintf("f%d", m.A)
				seen["explore"] = true
			case mvBuild:
				coord = fmt.Sprintf("h%d", m.A)
				seen["build"] = true
			case mvPopulate:
				coord = fmt.Sprintf("h%d", m.B)
				seen["populate"] = true
			case mvRotate:
				seen["rotate"] = true
				if !lineWith(text, fmt.Sprintf("  rotate %d: h", m.A)) {
					fail("the legal move %q is not described under the tile to turn", g.MoveText(m))
				}
			}
			if coord != "" && !onMap[coord] {
				fail("the legal move %q names %s, which the map does not show", g.MoveText(m), coord)
			}
		}
	}
	// Face-down tiles by their backs.
	tiles := section(t, text, "Face-down tiles", "Large locations")
	for f := NumStartTiles; f < len(footprints); f++ {
		if !v.known(int8(f)) {
			back := tileBacks[v.back[f]]
			if !lineWith(tiles, fmt.Sprintf("f%-2d ", f), "costs "+gainText(back.Cost), "gives "+gainText(back.Bonus)) {
				fail("the face-down tile f%d is not listed with its cost %s and bonus %s", f, back.Cost, back.Bonus)
			}
		}
	}
	// The citizen display.
	display := section(t, text, "Citizen display", "Module display")
	for i, c := range v.display {
		if c >= 0 && !lineWith(display, append(cardParts(int(c)), fmt.Sprintf("%d. ", i+1))...) {
			fail("display place %d, %s, is not listed with its effects", i+1, cards[c].Name)
		}
	}
	modDisplay := section(t, text, "Module display", "Machine tokens")
	for i, m := range v.modShow {
		if m >= 0 && !lineWith(modDisplay, fmt.Sprintf("%d. %s: %s", i+1, moduleColours(int16(m)), gainText(modules[m].Effect))) {
			fail("module display place %d is not listed", i+1)
		}
	}
	if v.seats == 1 && !strings.Contains(text, fmt.Sprintf("target score is %d points", SoloTarget)) {
		fail("the solo target is not shown")
	}
	for p := range int(v.seats) {
		ps := &v.seat[p]
		st := seatSection(t, text, p)
		// Hand (active area), resting area, and the cards in the slots.
		for c := range NumCards {
			if v.cardOwner[c] != int8(p) {
				continue
			}
			var where string
			switch v.cardLoc[c] {
			case inActive:
				where = "active area"
				seen["active"] = true
			case inResting:
				where = "resting area"
				seen["resting"] = true
			default:
				continue
			}
			part := section(t, st, "  "+where, "  resting area", "  technologies")
			if !lineWith(part, cardParts(c)...) {
				fail("%s's %s does not list %s with its effects", rules.Seat(p), where, cards[c].Name)
			}
		}
		for sl := range NumSlots {
			part := section(t, st, fmt.Sprintf("    s%d (", sl+1), "    s", "  active area")
			for _, c := range ps.slot[sl][:ps.slotN[sl]] {
				seen["slot"] = true
				if !lineWith(part, cardParts(int(c))...) {
					fail("%s's slot s%d does not list %s", rules.Seat(p), sl+1, cards[c].Name)
				}
			}
			for k, m := range ps.module[sl] {
				if m < 0 {
					continue
				}
				seen["module"] = true
				want := fmt.Sprintf("%d", k+1)
				if slots[sl].Modules[k] {
					want += "*"
				}
				want += " " + moduleColours(int16(m)) + ": " + gainText(modules[m].Effect)
				if !lineWith(part, fmt.Sprintf("s%d (", sl+1), want) {
					fail("%s's slot s%d does not show the module %q", rules.Seat(p), sl+1, want)
				}
			}
		}
		// Technologies by name, bottom row first, the unlocked named.
		last := -1
		for tc := range numTechs {
			name := fmt.Sprintf("t%d.%d costs ", tc/techCols+1, tc%techCols+1)
			i := strings.Index(st, name)
			if i < last {
				fail("%s's technology %s is missing or out of order", rules.Seat(p), name)
			}
			last = i
			if ps.techs&(1<<uint(tc)) != 0 {
				seen["tech"] = true
				if !lineWith(st, name, "[unlocked]") {
					fail("%s's technology %s is not marked unlocked", rules.Seat(p), name)
				}
			}
		}
		// Crates: the viewer's own by their effects, the others' closed.
		for _, c := range ps.crates[:ps.crateN] {
			if rules.Seat(p) == viewer && !strings.Contains(st, fmt.Sprintf("#%d %s", c, gainText(crates[c]))) {
				fail("the viewer's crate #%d is not listed", c)
			}
		}
	}
}

// TestShowListsTheWholePublicTable checks issue 25: the text of a view,
// which the command line's show prints, lets a person play from it. In a
// seeded two-seat game and a solo game played by showPolicy, at every
// step, for every seat: the map shows the coordinate of every legal
// explore, build and populate, and every space's terrain, buildings and
// meeples; every legal rotate is described under the tile to turn;
// the face-down tiles are listed with their cost and bonus; the citizen
// display, the module display, each seat's hand (active area), resting
// area and slots list every card with its id, colour and both halves;
// every module in a slot is listed in its space; technologies are named
// t1.1 to t3.3 in order, the unlocked marked; solo, the target score is
// printed; no line is wider than 100 columns; and the text of a game
// dealt again for the viewer (Determinize) reads the same, so nothing
// hidden shows.
func TestShowListsTheWholePublicTable(t *testing.T) {
	for _, c := range []struct {
		seats int
		seed  uint64
		steps int
	}{{2, 7, 500}, {1, 3, 400}} {
		g := New(rules.Setup{Seats: c.seats, Seed: c.seed})
		rng := rules.NewRNG(c.seed * 31)
		seen := map[string]bool{}
		for step := 0; step < c.steps && !g.Over(); step++ {
			for p := range c.seats {
				checkShow(t, g, rules.Seat(p), seen)
			}
			if _, err := g.Apply(showPolicy(g, &rng)); err != nil {
				t.Fatal(err)
			}
		}
		for _, what := range []string{"explore", "build", "populate", "rotate", "active", "resting", "slot", "module", "tech"} {
			if !seen[what] {
				t.Errorf("%d seats, seed %d: the game never showed a %s to check; %v", c.seats, c.seed, what, seen)
			}
		}
	}
}

// TestEveryCardAndTechnologyFitsALine checks that show's line for every
// card and every technology of every tribe, at the deepest indent it is
// printed with, fits in 100 columns.
func TestEveryCardAndTechnologyFitsALine(t *testing.T) {
	for c := range NumCards {
		if line := "      " + cardText(c); len(line) > 100 {
			t.Errorf("card %d takes %d columns: %q", c, len(line), line)
		}
	}
	for _, tr := range tribes {
		for tc := range numTechs {
			if line := "    " + techText(&tr.Tree[tc/techCols][tc%techCols], tc, "unlocked"); len(line) > 100 {
				t.Errorf("%s's technology takes %d columns: %q", tr.Name, len(line), line)
			}
		}
	}
}
