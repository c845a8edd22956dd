package revenant

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestLegible plays a four-seat game some moves in, as the legibility
// report does, and measures the board's texts and symbols at each size:
// none may be under scenetest.LegibleBar. With $STARBOARD_LEGIBLE_DUMP set it lists
// the small ones of every size, miniatures too, and fails on none.
func TestLegible(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rr.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 30)
	for _, sz := range scenetest.Sizes {
		marks := r.Audit(sz[0], sz[1])
		r.CheckLegible(marks, sz[0], sz[1], "revenant/")
		checkLarge(t, marks, sz[0], sz[1])
		if sz[0] != 800 {
			checkShipNames(t, marks, sz[0], sz[1])
		}
	}
	// A small window's map on its tab.
	b := r.Table.(*Shell).Board().(*Table)
	openTab(b, tabMap)
	checkShipNames(t, r.Audit(800, 600), 800, 600)
	// On the phones (CSS pixels, three device pixels to each) the board
	// takes the small window's tabs: each tab's panel legible.
	for _, sz := range scenetest.Phones {
		for k := range numTabs {
			openTab(b, k)
			marks := r.AuditAt(sz[0], sz[1], scenetest.PhoneRatio)
			if b.tab != k || !slices.ContainsFunc(marks, func(mk scenes.Mark) bool { return mk.Label == "Map" }) {
				t.Fatalf("%dx%d: tab %d not open on a phone's board", sz[0], sz[1], k)
			}
			r.CheckLegible(marks, sz[0], sz[1], "revenant/")
			r.Shoot(fmt.Sprintf("revenant-phone-tab%d-%dx%d", k, sz[0], sz[1]), sz[0], sz[1])
		}
	}
}

// openTab opens tab k of the small window's board, as the lights stand
// (they would open another).
func openTab(b *Table, k int) {
	b.tab = k
	for k, n := range b.tabLit(b.Frame) {
		b.tabSig[k] = n > 0
	}
}

// checkShipNames checks that every ship's House name on the map comes
// out one size, 12 px or more: the fourteenth review read a name 11 px
// high beside a Crew figure where the others read 18, and "Yarvek" small
// beside a huge "Fenrax".
func checkShipNames(t *testing.T, marks []scenes.Mark, w, h int) {
	t.Helper()
	lo, hi, n := 1e9, 0.0, 0
	for _, mk := range marks {
		if mk.Symbol || !strings.HasPrefix(mk.Where, "scenes/revenant/ships.go") || !slices.Contains(rr.HouseNames[:], mk.Label) {
			continue
		}
		n++
		lo, hi = min(lo, mk.Px), max(hi, mk.Px)
	}
	if n < 4 {
		t.Fatalf("%dx%d: %d ship names drawn, want a busy map", w, h, n)
	}
	if lo < 12.5 || hi-lo > 0.5 {
		t.Errorf("%dx%d: the %d ships' House names are %.1f to %.1f px high, want one size of 12 px or more", w, h, n, lo, hi)
	}
}

// checkLarge checks that the words the twelfth review read about 11 px
// high come out clearly larger: the empty Equipment slots' and the
// Influence board's heading at 1280x720, and the House names in the tall
// rows of a portrait screen.
func checkLarge(t *testing.T, marks []scenes.Mark, w, h int) {
	t.Helper()
	least := func(label, where string) float64 {
		board := strings.HasPrefix(where, "scenes/revenant/board.go") // the Crew board
		influence := strings.HasPrefix(where, "scenes/revenant/draw.go")
		switch {
		case w == 1280 && h == 720 && board && strings.HasPrefix(label, "Slot ") && len(label) == 6:
			return 17
		case w == 1280 && h == 720 && (board && (strings.HasPrefix(label, "Slot ") || strings.HasPrefix(label, "+2 E +1")) || influence && strings.HasPrefix(label, "House · Power")):
			return 14
		case w == 1080 && h == 1920 && influence && slices.Contains(rr.HouseNames[:], label):
			return 18
		}
		return 0
	}
	seen := 0
	for _, mk := range marks {
		want := least(mk.Label, mk.Where)
		if want > 0 {
			seen++
		}
		if !mk.Symbol && mk.Px < want {
			t.Errorf("%dx%d: %q is %.1f px high, want %.0f or more (%s)", w, h, mk.Label, mk.Px, want, mk.Where)
		}
	}
	if (w == 1280 || w == 1080) && seen == 0 {
		t.Errorf("%dx%d: none of the words checked were drawn", w, h)
	}
}

// TestSmallMap opens the map's tab of a small window (800x600) some
// moves into a four-seat game and checks that the Sectors' names and
// numbers and the Planets' names come out at least scenetest.LegibleBar high,
// though the Sectors open large on a long press.
func TestSmallMap(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rr.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 30)
	b := r.Table.(*Shell).Board().(*Table)
	// The map's tab open, as the lights stand (they would open another).
	b.tab = tabMap
	for k, n := range b.tabLit(b.Frame) {
		b.tabSig[k] = n > 0
	}
	names := map[string]bool{}
	for x := 0; x < rr.NumSectors; x++ {
		if x < rr.NumRing {
			names[fmt.Sprint(x+1)] = true
		} else {
			names[rr.SectorNames[x]] = true
		}
	}
	for _, p := range rr.Planets {
		names[p.Name] = true
	}
	seen := 0
	marks := r.Audit(800, 600)
	if b.tab != tabMap {
		t.Fatal("the map's tab closed")
	}
	for _, mk := range marks {
		if !names[mk.Label] || mk.Symbol {
			continue
		}
		seen++
		if mk.Px < scenetest.LegibleBar {
			t.Errorf("%q on the map is %.1f px high at 800x600, want %d (%s)", mk.Label, mk.Px, scenetest.LegibleBar, mk.Where)
		}
	}
	if seen < rr.NumSectors {
		t.Errorf("%d Sector and Planet names were drawn on the map's tab, want at least %d", seen, rr.NumSectors)
	}
}

// TestShipWords measures a four-seat game some moves in at 1280x720 and
// at 800x600 (the map's tab) and checks that every ship on the map shows
// on its chip its House's name and what a Crew placed there does, in
// whole words at least scenetest.LegibleBar high, at both sizes.
func TestShipWords(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rr.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 30)
	b := r.Table.(*Shell).Board().(*Table)
	for _, sz := range [][2]int{{1280, 720}, {800, 600}} {
		if sz[0] == 800 {
			// The map's tab open, as the lights stand (they would open
			// another).
			b.tab = tabMap
			for k, n := range b.tabLit(b.Frame) {
				b.tabSig[k] = n > 0
			}
		}
		shipWordsAt(t, r, b, sz[0], sz[1], true)
	}
	r.Shoot("revenant-ship-words", 1280, 720)
}

// shipWordsAt checks TestShipWords's ships at w by h, in whole words or,
// unless whole, in the short words of actionShort.
func shipWordsAt(t *testing.T, r *scenetest.Rig, b *Table, w, h int, whole bool) {
	t.Helper()
	marks := r.Audit(w, h)
	words := map[string]int{}
	for _, mk := range marks {
		if mk.Symbol {
			continue
		}
		if mk.Px < scenetest.LegibleBar {
			words[mk.Label] = -1
		} else if words[mk.Label] >= 0 {
			words[mk.Label]++
		}
	}
	onMap := 0
	for id := 0; id < rr.NumShips; id++ {
		if b.view.Ship(id).Sector < 0 {
			continue
		}
		onMap++
		// The words keep off the chip's edge, where its highlight runs.
		chip, _ := b.shipRect(id)
		for lines := 1; lines <= 2; lines++ {
			if _, _, act, _ := shipParts(chip, true, b.nameSize, 0, b.lay.least(), lines); act.Y+act.H > chip.Y+chip.H-2.5 || act.X < chip.X+2.5 {
				t.Errorf("the %s's words %+v run into its highlight's line on the chip %+v", shipLabel(id), act, chip)
			}
		}
		// The Crew figure aboard stands clear of the ship's drawing
		// (its kind, its Damage spaces) and its name (the thirteenth
		// review saw the Captain hide a Fighter).
		if _, _, crewed := b.view.Occupant(id); crewed {
			lg := max(b.lay.least(), min(14, chip.H*chipWords(chip)))
			for lines := 1; lines <= 2; lines++ {
				art, label, _, slot := shipParts(chip, true, b.nameSize, 0, lg, lines)
				if slot.Overlaps(art) || slot.Overlaps(label) {
					t.Errorf("%dx%d: the figure's place %+v on the %s covers its drawing %+v or name %+v", w, h, slot, shipLabel(id), art, label)
				}
			}
		}
		one, two := shipWords(id)
		long := one
		if two != "" {
			long = one + " · " + two
		}
		// In whole words, a crowded Sector's too (the ninth review read
		// "Reorg. +2 Neutr." 9 px high).
		n := words[long]
		if two != "" && n <= 0 {
			n = min(words[one], words[two])
		}
		if two != "" && n <= 0 && !whole {
			// A small window's chip narrower than an action's whole word
			// at a legible size: its short word (the tooltip gives it
			// whole).
			a := rr.ArkActions(rr.ShipHouse(id))
			n = min(max(words[one], words[actionShort[a[0]]]), max(words[two], words[actionShort[a[1]]]))
		}
		if n <= 0 {
			t.Errorf("%dx%d: the %s on the map does not show %q at %d px or more", w, h, shipLabel(id), long, scenetest.LegibleBar)
		}
		if name := rr.HouseNames[rr.ShipHouse(id)]; words[name] <= 0 {
			t.Errorf("%dx%d: the %s's House name is drawn under %d px", w, h, shipLabel(id), scenetest.LegibleBar)
		}
	}
	crowded := 0
	for x := 0; x < rr.NumRing; x++ {
		if b.crowded(x, b.shipsIn(x)) {
			crowded++
		}
	}
	t.Logf("%dx%d: %d crowded Sectors", w, h, crowded)
	if onMap == 0 {
		t.Fatal("no ship on the map")
	}
}
