package revive

import (
	"strings"
	"testing"

	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestBoardNumbersNamed: at every size, the board shown large writes a
// word beside each count (the resources, the energy, the ability, the
// buildings left) and a heading over each section with no word of its
// own, legible, and no bare "×3"; and every part of it with a figure
// has a tooltip in words, which a long press shows too.
func TestBoardNumbersNamed(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 30)
	b := r.Table.(*Shell).Board().(*Table)
	words := []string{"gear", "book", "food", "crystal", "energy", "ability", "Card slots", "Machine tracks", "Progress", "Technologies", "Buildings", " left", "cost ", "Active cards", "Hibernate", "points"}
	for _, sz := range scenetest.Sizes {
		w, h := r.W, r.H
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(2)
		r.W, r.H = w, h
		open := b.tab
		if b.lay.tabbed {
			b.tab = tabBoard + int(b.focus)
		}
		marks := r.Audit(sz[0], sz[1])
		b.tab = open
		for _, word := range words {
			found := false
			for _, mk := range marks {
				if !mk.Symbol && strings.Contains(mk.Where, "revive/board.go") && strings.Contains(mk.Label, word) {
					found = true
					if mk.Px < scenetest.LegibleBar {
						t.Errorf("%dx%d: %q is %.1f px", sz[0], sz[1], mk.Label, mk.Px)
					}
				}
			}
			if !found {
				t.Errorf("%dx%d: the board shown large writes no %q", sz[0], sz[1], word)
			}
		}
		for _, mk := range marks {
			if !mk.Symbol && strings.Contains(mk.Where, "revive/board.go") && strings.HasPrefix(mk.Label, "×") {
				t.Errorf("%dx%d: a bare count %q on the board shown large", sz[0], sz[1], mk.Label)
			}
		}
	}
	// The tooltips, at the size the rig lays out.
	r.Step(2)
	bl := &b.lay.big
	parts := map[string]scenes.Rect{"head": bl.head, "hibernate": bl.hibernate, "energy": bl.energy, "switch": bl.switcher, "ability": bl.ability,
		"crates": bl.crates, "artifacts": bl.relics, "progress label": bl.progLabel}
	for i, rr := range bl.res {
		parts["resource "+scenes.Itoa(i)] = rr
	}
	for i, rr := range bl.hib {
		parts["hibernation space "+scenes.Itoa(i)] = rr
	}
	for i, rr := range bl.slots {
		parts["slot "+scenes.Itoa(i)] = rr
	}
	for i, rr := range bl.progress {
		parts["progress space "+scenes.Itoa(i)] = rr
	}
	for i, rr := range bl.techs {
		parts["technology "+scenes.Itoa(i)] = rr
	}
	for i, rr := range bl.builds {
		parts["building "+scenes.Itoa(i)] = rr
	}
	for i, rr := range bl.machines {
		parts["machine "+scenes.Itoa(i)] = rr
	}
	for i, rr := range bl.heads {
		if rr.W > 0 && i != headProgress {
			parts["heading "+scenes.Itoa(i)] = rr
		}
	}
	for tr := 0; tr < rv.Tracks; tr++ {
		parts["track "+scenes.Itoa(tr)] = bl.cells[tr][0]
	}
	measure := &scenes.Canvas{Scale: 1, W: 1280, H: 720, App: &scenes.App{Text: scenes.NewSpriteText()}}
	for name, rr := range parts {
		x, y := rr.Center()
		key := b.tipAt(x, y)
		if key < 0 {
			t.Errorf("the %s has no tooltip", name)
			continue
		}
		title, body := b.describe(key)
		if title == "" || body == "" {
			t.Errorf("the %s's tooltip is %q, %q", name, title, body)
		}
		// The box as wide as its bold title (the eleventh review saw
		// "food" cross its border).
		ts, _ := b.tipSizes()
		w, _ := b.tipSize(measure, title, body)
		if tw, _ := measure.App.Text.Measure(title, ts, true); w < tw+24 && w < b.lay.area.W {
			t.Errorf("the %s's tooltip is %.0f wide, its title %q %.0f", name, w, title, tw)
		}
		if b.Zoom(x, y) == nil {
			t.Errorf("a long press on the %s shows nothing", name)
		}
	}
}

// TestChipTapShowsBoard: another seat's chip names its score in points
// ("pts" where narrow) and its artifacts and hibernations in words, once
// its last turn's note is read, and a tap on it shows that seat's board
// large.
func TestChipTapShowsBoard(t *testing.T) {
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 20)
	b := r.Table.(*Shell).Board().(*Table)
	r.Step(2)
	if b.lay.tabbed || len(b.lay.minis) == 0 {
		t.Fatalf("no chips at 1280x720")
	}
	for p := range b.notes {
		b.notes[p].on = false // the chips' usual words, the last turns' notes read
	}
	var chip []string
	for _, mk := range r.Audit(1280, 720) {
		if !mk.Symbol && strings.Contains(mk.Where, "revive/board.go") {
			chip = append(chip, mk.Label)
		}
	}
	for _, word := range []string{" points", " artifact", "hib"} {
		found := false
		for _, s := range chip {
			found = found || strings.Contains(s, word) || word == " points" && strings.HasSuffix(s, " pts")
		}
		if !found {
			t.Errorf("no chip writes %q: %q", word, chip)
		}
	}
	first := -1
	for p := 0; p < b.Seats; p++ {
		if p != int(b.focus) {
			first = p
			break
		}
	}
	r.Tap(b.lay.minis[0])
	r.Step(2)
	if int(b.focus) != first {
		t.Errorf("a tap on seat %d's chip shows seat %d's board large", first, b.focus)
	}
}
