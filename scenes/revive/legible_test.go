package revive

import (
	"strings"
	"testing"
	"unicode/utf8"

	rv "starboard/rules/revive"
	"starboard/scenes/scenetest"
)

// TestLegible plays a four-seat game some moves in, as the legibility
// report does, and measures the board's texts and symbols at each size
// and on the phones, both tabs of a small window: none may be under scenetest.LegibleBar. The map's
// faces (the tiles' backs, the large locations) and the machine tokens
// on offer are not miniatures at any size, so they are counted too. With
// $STARBOARD_LEGIBLE_DUMP set it lists the small ones of every size,
// miniatures too, and fails on none.
func TestLegible(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 30)
	b := r.Table.(*Shell).Board().(*Table)
	sizes := append([][2]int{}, scenetest.Sizes...)
	sizes = append(sizes, scenetest.Phones...)
	for i, sz := range sizes {
		ratio := 1.0
		if i >= len(scenetest.Sizes) {
			ratio = scenetest.PhoneRatio // a phone, in CSS pixels
		}
		w, h := r.W, r.H
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(2)
		tabbed := b.lay.tabbed // a small window, laid out in tabs
		// The map's faces as laid out at this size (the audit lays out
		// again, and leaves the rig's size as it was).
		largeMini, hexR, lu := b.lay.largeMini, b.lay.hexR, b.lay.lu
		r.W, r.H = w, h
		marks := r.AuditAt(sz[0], sz[1], ratio)
		if tabbed {
			// A small window shows the map or a board: measure both.
			open := b.tab
			b.tab = 1 - open
			marks = append(marks, r.AuditAt(sz[0], sz[1], ratio)...)
			b.tab = open
		}
		// On a window with room for the whole board the map's faces are
		// read in place, each hex wider than the least legible size. A
		// small window's map tab (800x600) fits its faces to the least
		// size, which the audit above holds to 12 px; a phone's are
		// miniatures that zoom whole on a long press.
		if phone := ratio != 1; !phone && !tabbed && (largeMini || hexR*0.78 < lu) {
			t.Errorf("%dx%d: the map's faces are miniatures (hex radius %.1f, least legible size %.1f, large locations small %v)", sz[0], sz[1], hexR, lu, largeMini)
		}
		r.CheckLegible(marks, sz[0], sz[1], "revive/")
		// An icon is a disc a pixel narrower than its box: its box is
		// iconLeast or more, so that the disc is 12 px (the eighth review
		// measured 10 to 12 px discs), miniatures aside.
		seen := map[string]bool{}
		for _, mk := range marks {
			if mk.Symbol && !mk.Mini && mk.Px < iconLeast-0.05 && strings.Contains(mk.Where, "revive/") && !seen[mk.Where] {
				seen[mk.Where] = true
				t.Errorf("%dx%d: a %.1f px icon %q, its disc under 12 px (%s)", sz[0], sz[1], mk.Px, mk.Label, mk.Where)
			}
		}
		// No word of the board is cut (the eighth review read
		// "resourc…" on the scoring card): the audit keeps 30 runes of
		// a longer text, with an ellipsis of its own.
		for _, mk := range marks {
			if !mk.Symbol && strings.HasSuffix(mk.Label, "…") && utf8.RuneCountInString(mk.Label) <= 30 && strings.Contains(mk.Where, "revive/board.go") && !seen[mk.Where] {
				seen[mk.Where] = true
				t.Errorf("%dx%d: a cut word %q (%s)", sz[0], sz[1], mk.Label, mk.Where)
			}
		}
		// The board shown large is read in place, its cards too (the
		// third review saw 10 px icons on them).
		for _, mk := range marks {
			if mk.Mini && mk.Px < scenetest.LegibleBar && strings.Contains(mk.Where, "revive/board.go") {
				t.Errorf("%dx%d: %.1f px %q on the board shown large, a miniature (%s)", sz[0], sz[1], mk.Px, mk.Label, mk.Where)
			}
		}
	}
}

// TestFiguresLargeAt1280: at 1280x720 the board's resource counts are 16
// px or more, and the map's icons stacked two in a hex 15 px or more (the
// eleventh review read a dense table of 10 to 12 px figures).
func TestFiguresLargeAt1280(t *testing.T) {
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 30)
	counts, tags, words, small := 0, 0, 0, 0
	for _, mk := range r.Audit(1280, 720) {
		if !strings.Contains(mk.Where, "revive/") {
			continue
		}
		// The words under the counts read clearly too (the twelfth
		// review read them at 10 px).
		switch mk.Label {
		case "gear", "book", "food", "crystal", "energy":
			words++
			if mk.Px < 14 {
				t.Errorf("the resource word %q is %.1f px", mk.Label, mk.Px)
			}
		}
		if i := strings.IndexByte(mk.Label, '/'); !mk.Symbol && i > 0 && i < len(mk.Label)-1 && strings.Trim(mk.Label, "0123456789/") == "" {
			counts++
			if mk.Px < 16 {
				t.Errorf("the resource count %q is %.1f px", mk.Label, mk.Px)
			}
		}
		if mk.Symbol && mk.Label == "hex tag icon" {
			tags++
			if mk.Px < 15 && small == 0 {
				t.Errorf("a map icon stacked in a hex is %.1f px", mk.Px)
			}
			if mk.Px < 15 {
				small++
			}
		}
	}
	if counts == 0 || words == 0 {
		t.Errorf("no resource count or word measured: %d, %d", counts, words)
	}
	// The technologies' costs and effects: icons of 20 px or more (the
	// twelfth review read them at 12 px).
	b := r.Table.(*Shell).Board().(*Table)
	if s := techIconSize(b.lay.big.techs[0], b.lay.lu); s < 20 {
		t.Errorf("a technology's icons are %.1f px", s)
	}
}

// TestSmallWindowTextLarger: at 800x600 the map tab's words are 14 px or
// more, not the least legible 12.5 (the twelfth review read them at 9 to
// 10 px).
func TestSmallWindowTextLarger(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 4, nil, "human", "bot:random", "bot:random")
	r := scenetest.ReadyRig(t, m, New(m))
	b := r.Table.(*Shell).Board().(*Table)
	w, h := r.W, r.H
	r.W, r.H = 800, 600
	r.Step(2)
	r.W, r.H = w, h
	b.tab = tabMap
	seen := map[string]bool{}
	words := 0
	for _, mk := range r.Audit(800, 600) {
		if mk.Symbol || mk.Mini || !strings.Contains(mk.Where, "revive/") || strings.Trim(mk.Label, "0123456789") == "" {
			continue // a figure in a gain is as tall as its box: legible
		}
		words++
		if mk.Px < smallWindowText-0.05 && !seen[mk.Where] {
			seen[mk.Where] = true
			t.Errorf("800x600: %q is %.1f px (%s)", mk.Label, mk.Px, mk.Where)
		}
	}
	if words == 0 {
		t.Errorf("no word of the map tab measured")
	}
}
