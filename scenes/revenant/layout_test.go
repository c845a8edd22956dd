package revenant

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestLayoutFits lays the table out at each window size, solo and for
// four seats, and checks that everything the board places lies inside its
// area and off the hand's band, and that the map's Sectors and the boards do
// not overlap one another.
func TestLayoutFits(t *testing.T) {
	g := scenetest.Game{Title: rr.Title, Table: New, Seed: 5, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}
	scenetest.EverySize(t, g, []int{1, 4}, func(t *testing.T, r *scenetest.Rig) {
		l := &r.Table.(*Shell).Board().(*Table).lay
		a := l.area
		if a.W <= 0 || a.H <= 0 {
			t.Fatalf("the board has no area: %+v", a)
		}
		named := map[string]scenes.Rect{"influence": l.influence, "tactics": l.tactics, "board": l.board, "revenant": l.revenant}
		if len(r.M.Seats()) == 1 {
			named["automa"] = l.automa
			if l.automa.H < 60 {
				t.Errorf("the Corrupted Crew's panel is %.0f tall", l.automa.H)
			}
		}
		for x, s := range l.sectors {
			named[rr.SectorNames[x]] = s
		}
		for i, c := range l.cards {
			named[fmt.Sprint("card ", i)] = c
		}
		for k, d := range l.decks {
			named[rr.CardKindNames[k]+" deck"] = d
		}
		hand := scenes.Rect{X: l.handX - l.handWidth/2, Y: l.handTop, W: l.handWidth, H: l.handBand}
		for name, rc := range named {
			if rc.W <= 0 || rc.H <= 0 {
				t.Errorf("%s has no size: %+v", name, rc)
			}
			if rc.X < a.X-0.5 || rc.Y < a.Y-0.5 || rc.X+rc.W > a.X+a.W+0.5 || rc.Y+rc.H > a.Y+a.H+0.5 || overlap(rc, hand) {
				t.Errorf("%s %+v lies outside the board %+v or under the hand %+v", name, rc, a, hand)
			}
		}
		// In a small window the map, the Crew board and the shared
		// boards are tabs of one panel.
		tabOf := func(name string) int {
			switch {
			case name == "board":
				return tabCrew
			case name == "revenant" || strings.HasPrefix(name, "Sector") || strings.HasPrefix(name, "Core"):
				return tabMap
			}
			return tabShared
		}
		for n1, r1 := range named {
			for n2, r2 := range named {
				tabs := l.compact && tabOf(n1) != tabOf(n2)
				if n1 < n2 && overlap(r1, r2) && !(n1 == "revenant" || n2 == "revenant") && !tabs {
					t.Errorf("%s %+v overlaps %s %+v", n1, r1, n2, r2)
				}
			}
		}
		// The parts of the Crew and Frigate board lie in it.
		for i, f := range append(append(append(l.figs[:], l.comps[:]...), l.res[:]...), l.equip[:]...) {
			if !inside(f, l.board) {
				t.Errorf("part %d of the Crew and Frigate board %+v lies outside it %+v", i, f, l.board)
			}
		}
	})
}

func overlap(a, b scenes.Rect) bool {
	return a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5
}

func inside(in, out scenes.Rect) bool {
	return in.X >= out.X-0.5 && in.Y >= out.Y-0.5 && in.X+in.W <= out.X+out.W+0.5 && in.Y+in.H <= out.Y+out.H+0.5
}

// TestZoom opens every Sector large, and the agenda once it is kept.
func TestZoom(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 5, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	for i := 0; i < 50 && m.Prompt().Kind != "assign"; i++ {
		if legal := r.Table.Legal(); len(legal) > 0 {
			r.Perform(legal[0], false)
		} else {
			r.Step(4)
		}
	}
	r.Step(60)
	b := r.Table.(*Shell).Board().(*Table)
	for x, s := range b.lay.sectors {
		if b.Zoom(s.Center()) == nil {
			t.Errorf("%s does not open large", rr.SectorNames[x])
		}
	}
	if b.Zoom(b.lay.info.Center()) == nil {
		t.Error("the kept agenda does not open large")
	}
	// The ships in a House's supply are miniatures: a long press shows
	// them large, each named.
	opened := 0
	for h := range b.lay.houses {
		var at scenes.Rect
		ok := false
		for k := 0; !ok && k < 4; k++ {
			at, ok = b.supplyRect(rr.ShipID(h, k))
		}
		if !ok {
			continue
		}
		r.Script.TouchLongPress(at.Center())
		r.Step(40)
		if !r.Table.(*Shell).Zooming() {
			t.Errorf("%s: a long press on its supply did not show it large", rr.HouseNames[h])
		}
		if opened == 0 {
			r.Shoot("revenant-supply-1280x720", 1280, 720)
		}
		opened++
		r.Tap(b.lay.influence)
		r.Step(30)
	}
	if opened == 0 {
		t.Error("no House has a ship in its supply")
	}
}

// TestCompactTabs opens the tabs of a small window (the shared boards,
// the Crew board, the map) with a tap, and checks that only the open
// tab's places can be tapped.
func TestCompactTabs(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 5, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 800, 600)
	r.Step(4)
	b := r.Table.(*Shell).Board().(*Table)
	if !b.lay.compact {
		t.Fatal("the table at 800x600 is not laid out for a small window")
	}
	house := obj{kind: objHouse, a: 0}
	b.tab = tabCrew
	if _, ok := b.Where(house); ok {
		t.Error("a house can be tapped while the Crew board's tab is open")
	}
	r.Tap(b.lay.tabs[tabShared])
	if b.tab != tabShared {
		t.Fatal("a tap on the shared boards' tab did not open it")
	}
	if _, ok := b.Where(house); !ok {
		t.Error("a house cannot be tapped on the shared boards' tab")
	}
	if _, ok := b.Where(obj{kind: objRes, a: 0}); ok {
		t.Error("a Resource of the Crew board can be tapped while the shared boards' tab is open")
	}
	r.Tap(b.lay.tabs[tabCrew])
	if b.tab != tabCrew {
		t.Error("a tap on the Crew board's tab did not open it")
	}
	sector := obj{kind: objSector, a: 0}
	if _, ok := b.Where(sector); ok {
		t.Error("a Sector can be tapped while the Crew board's tab is open")
	}
	r.Tap(b.lay.tabs[tabMap])
	if b.tab != tabMap {
		t.Fatal("a tap on the map's tab did not open it")
	}
	if _, ok := b.Where(sector); !ok {
		t.Error("a Sector cannot be tapped on the map's tab")
	}
	if _, ok := b.Where(house); ok {
		t.Error("a house can be tapped while the map's tab is open")
	}
}

// frigateBar is the least height on screen, in device pixels, of a
// Frigate's drawing: the seat's badge on it is then 12 px.
const frigateBar = 16

// coreFrigates is the least height on screen, in device pixels, of two
// Frigates in a Core with no Crew figure on them: the eleventh review
// read them 14 to 16 px high, one alone 24.
const coreFrigates = 19

// TestFrigatesReadable packs all four Frigates in one Sector, a ring
// Sector and a Core (and two in a Core a ship passes through), and checks
// that each is drawn at least frigateBar pixels high at every size (in a
// small window, on the map's tab), and two in a Core with no Crew on
// them coreFrigates high.
func TestFrigatesReadable(t *testing.T) {
	g := scenetest.Game{Title: rr.Title, Table: New, Seed: 5, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}
	scenetest.EverySize(t, g, []int{4}, func(t *testing.T, r *scenetest.Rig) {
		l := &r.Table.(*Shell).Board().(*Table).lay
		for x := range l.sectors {
			_, ships, row, _ := l.sectorParts(x, l.sectors[x])
			_, s := frigateGrid(row, 4, frigateWide)
			if s*l.px < frigateBar {
				t.Errorf("four Frigates in %s are %.1f px high, want %d", rr.SectorNames[x], s*l.px, frigateBar)
			}
			if x >= rr.NumRing {
				if _, s := frigateGrid(row, 2, frigateBare); s*l.px < coreFrigates {
					t.Errorf("two Frigates in %s are %.1f px high, want %d", rr.SectorNames[x], s*l.px, coreFrigates)
				}
				row.W -= ships.W + 2
				if _, s := frigateGrid(row, 2, frigateWide); s*l.px < frigateBar {
					t.Errorf("two Frigates in %s beside a ship are %.1f px high, want %d", rr.SectorNames[x], s*l.px, frigateBar)
				}
			}
		}
	})
}

// figureLeast is the least height on screen, in device pixels, of a Crew
// figure on a ship of a Sector of one or two, head to base: the tenth
// review read the figures 10 px high, the eleventh 8.
const figureLeast = 19

// TestCrewOffMarks lays out ship chips for lines of one to six ships in
// every Sector, the Frigates and the Revenant's spaces at each size, and
// checks that the place of a Crew figure standing there lies inside its
// chip and off the drawing (the Damage spaces, the emblem, the
// Corruption's ring) and off the name.
func TestCrewOffMarks(t *testing.T) {
	g := scenetest.Game{Title: rr.Title, Table: New, Seed: 5, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}
	scenetest.EverySize(t, g, []int{1, 4}, func(t *testing.T, r *scenetest.Rig) {
		b := r.Table.(*Shell).Board().(*Table)
		l := &b.lay
		for x := range l.sectors {
			for n := 1; n <= 6; n++ {
				for i := 0; i < n; i++ {
					chip := b.chipAt(x, i, n)
					// The figure under the name (a name that needs its
					// line), and beside it (a short one).
					// Words of one line and of two, at the least size and
					// at the size the chip gives them.
					for _, lines := range []int{1, 2} {
						for _, lg := range []float64{l.least(), l.chipWordSize(chip)} {
							for _, nameW := range []float64{0, 1} {
								art, label, act, slot := shipParts(chip, true, l.nameTop(), nameW, lg, lines)
								for k := 0; k < lines; k++ {
									words := scenes.Rect{X: act.X, Y: act.Y + float64(k)*act.H/float64(lines), W: wordsWidth(act, slot, k), H: act.H / float64(lines)}
									if overlap(slot, art) || overlap(slot, label) || overlap(slot, words) || !inside(slot, chip) {
										t.Errorf("%s, ship %d of %d, %d lines of words %.1f high: the figure's place %+v covers the drawing %+v, the name and its Damage %+v or the words' line %d %+v, or leaves the chip %+v", rr.SectorNames[x], i, n, lines, lg, slot, art, label, k, words, chip)
									}
								}
							}
						}
					}
					for _, nameW := range []float64{0, 1} {
						_, label, _, slot := shipParts(chip, true, l.nameTop(), nameW, l.least(), 1)
						if h := shipFigRadius(slot) * 2.24 * l.px; n <= 2 && x < rr.NumRing && h < figureLeast {
							t.Errorf("%s, ship %d of %d: a Crew figure on it is %.1f px high, want %d", rr.SectorNames[x], i, n, h, figureLeast)
						}
						if label.W < chip.W*0.4 && chip.W <= chip.H*3 && x < rr.NumRing {
							t.Errorf("%s, ship %d of %d: the name has %.0f of the chip's %.0f", rr.SectorNames[x], i, n, label.W, chip.W)
						}
						if nameW == 0 && chip.W <= chip.H*3 && label.W < chip.W-8 {
							t.Errorf("%s, ship %d of %d: a long name has %.0f of the chip's %.0f, beside the figure", rr.SectorNames[x], i, n, label.W, chip.W)
						}
					}
				}
			}
			_, _, row, _ := l.sectorParts(x, l.sectors[x])
			_, s := frigateGrid(row, 4, frigateWide)
			fr := scenes.Rect{X: row.X, Y: row.Y, W: s * frigateWide, H: s}
			art, slot := frigateParts(fr)
			badge := scenes.Rect{X: art.X + art.W*0.42 - art.H*0.48, Y: art.Y, W: art.H * 0.96, H: art.H}
			if overlap(badge, slot) || !inside(slot, fr) || slot.X < art.X+art.W*0.6 {
				t.Errorf("%s: a Frigate's figure %+v covers its badge %+v or its bow, or leaves its place %+v", rr.SectorNames[x], slot, badge, fr)
			}
		}
		for _, sp := range []scenes.Rect{l.jump, l.deploy} {
			if label, slot := spaceParts(sp); overlap(label, slot) || !inside(slot, sp) || label.W <= 0 {
				t.Errorf("the Revenant's space %+v: the figure's place %+v covers the name's %+v", sp, slot, label)
			}
		}
	})
}

// TestCompactAgenda starts a game in a small window and checks that the
// Crew board's tab, where the Hidden Agendas dealt are shown, is open
// while one is to be kept.
func TestCompactAgenda(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 5, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 800, 600)
	for i := 0; i < 20 && m.Prompt().Kind != "agenda"; i++ {
		if legal := r.Table.Legal(); len(legal) > 0 && m.Prompt().Seat == 0 {
			r.Perform(legal[0], false)
		} else {
			r.Step(4)
		}
	}
	if m.Prompt().Kind != "agenda" {
		t.Skipf("no agenda to keep: the prompt is %q", m.Prompt().Kind)
	}
	r.Step(4)
	b := r.Table.(*Shell).Board().(*Table)
	if !b.lay.compact || b.tab != tabCrew {
		t.Errorf("an agenda is to be kept with tab %d open (compact %v), want the Crew board's", b.tab, b.lay.compact)
	}
}

// TestSpecChoiceFits brings the last seat of four to its Captain's
// specialization, three of them taken, and checks at every size that the
// introducing sentence stays within the Crew board and that no
// specialization's name, "taken by" line and text overlap or leave its
// place.
func TestSpecChoiceFits(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 7, nil, "bot:easy", "bot:easy", "bot:easy", "human")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	b := r.Table.(*Shell).Board().(*Table)
	rng := rules.NewRNG(7)
	if !playUntil(r, &rng, func([]rules.Move) bool { return m.Prompt().Seat == 3 && m.Prompt().Kind == "specialization" }) {
		t.Fatal("the human seat chooses no specialization")
	}
	specFits(t, r, b, 3)
	for _, sz := range scenetest.Sizes {
		for _, mk := range r.Audit(sz[0], sz[1]) {
			if mk.Px < scenetest.LegibleBar && strings.Contains(mk.Where, "revenant/") && strings.TrimSpace(mk.Label) != "" && !mk.Mini {
				t.Errorf("%dx%d: %.1f px %q at %s", sz[0], sz[1], mk.Px, mk.Label, mk.Where)
			}
			// A portrait screen's large cards hold their texts large (the
			// nineteenth review read them about 11 px).
			if sz[0] == 1080 && !mk.Symbol && mk.Px < 14 && slices.ContainsFunc(specTexts[:], func(s string) bool { return strings.HasPrefix(s, mk.Label) || strings.HasPrefix(mk.Label, s[:10]) }) {
				t.Errorf("%dx%d: a specialization's text %.1f px high: %q", sz[0], sz[1], mk.Px, mk.Label)
			}
		}
	}
	r.ShootSizes("spec-choice")
}

// TestCompactSideTab opens a game in a small window and plays to the
// viewer's choice of the side of the Crew board, made on the panel's
// buttons: the map's tab stays open (the tenth review's game opened on
// the Crew tab, the map out of sight).
func TestCompactSideTab(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 11, nil, "human", "bot:easy")
	r := scenetest.NewRig(t, m, New(m), 800, 600)
	r.Step(4)       // drawn once: the layout knows the screen's scale
	r.DrawEvery = 8 // the waits for the bot
	b := r.Table.(*Shell).Board().(*Table)
	for i := 0; i < 100 && !(m.Prompt().Kind == "side" && m.Prompt().Seat == 0 && len(r.Table.Legal()) > 0); i++ {
		r.Step(4)
	}
	if m.Prompt().Kind != "side" || m.Prompt().Seat != 0 {
		t.Fatalf("the viewer is not asked the side of the Crew board (%q)", m.Prompt().Kind)
	}
	if !b.lay.compact {
		t.Fatal("the table at 800x600 is not laid out for a small window")
	}
	if b.tab != tabMap {
		t.Errorf("the side of the Crew board is asked with tab %d open, not the map's", b.tab)
	}
}

// TestPortraitRoom lays the table out on a tall screen (1080x1920) and
// checks that the board takes the room the kit's panel leaves (Snug: no
// empty band under the prompt), and that the Influence board's column
// is filled rather than ending far above the hand.
func TestPortraitRoom(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 5, nil, "human", "bot:random", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1080, 1920)
	r.Step(10)
	l := &r.Table.(*Shell).Board().(*Table).lay
	canvasH := 1920 / (1080 / 1280.0)
	if l.area.H < canvasH*0.78 {
		t.Errorf("the board's area is %.0f of the canvas's %.0f: the panel keeps room it does not use", l.area.H, canvasH)
	}
	end := l.decks[0].Y + l.decks[0].H
	if gap := l.handTop - end; gap > 80 {
		t.Errorf("the Influence board's column ends %.0f above the hand's band", gap)
	}
	// The map at the foot of the area, next to the kit's panel with the
	// prompt and the move buttons (the fourteenth review found them far
	// from the map across the top), the hand above it.
	if foot := l.mapArea.Y + l.mapArea.H; foot < l.area.Y+l.area.H-1 {
		t.Errorf("the map ends %.0f above the board's foot, where the prompt is", l.area.Y+l.area.H-foot)
	}
	if l.handTop+l.handBand > l.mapArea.Y {
		t.Errorf("the hand's band %.0f+%.0f runs into the map at %.0f", l.handTop, l.handBand, l.mapArea.Y)
	}
}

// specFits checks at every size that the sentence over the
// specializations stays within the Crew board, that no specialization's
// name, "taken by" line and text overlap or leave its place (every word
// whole), and that wantTaken of them say they are taken.
func specFits(t *testing.T, r *scenetest.Rig, b *Table, wantTaken int) {
	t.Helper()
	for _, sz := range scenetest.Sizes {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(30)
		if !b.choosingSpec() {
			t.Fatalf("%dx%d: the specializations are not offered", sz[0], sz[1])
		}
		sl := b.specLaid
		// Clear of the specializations' highlights too, which reach 7
		// units out (the ninth review saw them cover the sentence).
		if !inside(sl.intro, b.lay.board) || sl.intro.Y+sl.intro.H+7 > b.specRect(0).Y+0.5 {
			t.Errorf("%dx%d: the sentence %+v leaves the Crew board %+v or runs into the specializations' highlights %+v", sz[0], sz[1], sl.intro, b.lay.board, b.specRect(0))
		}
		for k := 1; k < rr.NumSpecs; k++ {
			if sl.sizes[k] != sl.sizes[0] {
				t.Errorf("%dx%d: the specializations say what they do in sizes %v, not one", sz[0], sz[1], sl.sizes)
				break
			}
		}
		taken := 0
		for k := 0; k < rr.NumSpecs; k++ {
			r0 := b.specRect(k)
			texts := []scenes.Rect{sl.name[k], sl.does[k]}
			if sl.taken[k].W > 0 {
				taken++
				texts = append(texts, sl.taken[k])
			}
			for i, a := range texts {
				if !inside(a, r0) {
					t.Errorf("%dx%d: %s's text %d %+v leaves its place %+v", sz[0], sz[1], rr.SpecNames[k], i, a, r0)
				}
				for _, c := range texts[i+1:] {
					if overlap(a, c) {
						t.Errorf("%dx%d: %s's texts %+v and %+v overlap", sz[0], sz[1], rr.SpecNames[k], a, c)
					}
				}
			}
		}
		if taken != wantTaken {
			t.Errorf("%dx%d: %d specializations say they are taken, want %d", sz[0], sz[1], taken, wantTaken)
		}
	}
}

// TestSideButtonsWhole plays to the viewer's choice of the Crew board's
// side and, at each size, checks that every move button's label fits its
// button on one line at a legible size: the kit shrinks a long label down
// to 12 units and cuts it there, and a label shrunk under its own size
// reads small in a small window (the ninth review read "Side A: +1 Energy
// on Activa" at 1280x720, 7 px high at 800x600).
func TestSideButtonsWhole(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 11, nil, "human", "bot:easy", "bot:easy")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	sh := r.Table.(*Shell)
	b := sh.Board().(*Table)
	r.DrawEvery = 8 // the waits for the bots
	for i := 0; i < 100 && !(m.Prompt().Kind == "side" && m.Prompt().Seat == 0 && len(r.Table.Legal()) > 0); i++ {
		r.Step(4)
	}
	if m.Prompt().Kind != "side" || m.Prompt().Seat != 0 {
		t.Fatalf("the viewer is not asked the side of the Crew board (%q)", m.Prompt().Kind)
	}
	r.DrawEvery = 1 // the buttons are read from drawn frames
	for _, sz := range scenetest.Sizes {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(4)
		// Legible, or the kit's own size for a button's label (19 on a
		// low button), whichever is less.
		least := min(19, max(12, scenes.MinTextPx/b.lay.pixels()))
		found := 0
		for _, mv := range r.Table.Legal() {
			if first, _ := b.Path(mv); first != (obj{}) {
				continue
			}
			label := b.Label(mv)
			for _, tg := range sh.Targets(nil) {
				if tg.Name != scenes.TargetName(label) {
					continue
				}
				found++
				if w, _ := r.App.Text.Measure(label, least, true); w > tg.Rect.W-20 {
					t.Errorf("at %dx%d the button %q is %.0f wide, its label %.0f at the legible %.1f", sz[0], sz[1], label, tg.Rect.W, w, least)
				}
			}
		}
		if found < 2 {
			t.Errorf("at %dx%d %d side buttons found", sz[0], sz[1], found)
		}
		r.Shoot(fmt.Sprintf("revenant-side-%dx%d", sz[0], sz[1]), sz[0], sz[1])
	}
}

// TestMarkersApart lays one to four markers on one Influence track space,
// in cells of the sizes the board draws, with the room of an empty
// neighbour's half on each side, and checks that no two shapes overlap
// (the tenth review saw three at 0 as one), that at 1280x720 (a cell
// 16.7 by 26) a marker alone or with one other shows 16 px or more (the
// eleventh read them about 10 px), and that two sit side by side in one
// line (the twenty-sixth saw a circle and a triangle on one another).
func TestMarkersApart(t *testing.T) {
	for _, cell := range [][2]float64{{16.7, 26}, {12, 18}, {25, 39}, {30, 60}} {
		for m := 1; m <= 4; m++ {
			cw := cell[0]
			for i := 0; i < m; i++ {
				xi, yi, ri := markerSpot(100, 50, cw, cell[1], 100-cw/2, 100+cw*1.5, i, m)
				shape := ri * 2.64 * 0.8 // the badge's shape in its box
				if cell == [2]float64{16.7, 26} && m <= 2 && shape < 16 {
					t.Errorf("cell %v, %d markers: marker %d shows %.1f px, want 16 or more", cell, m, i, shape)
				}
				for j := 0; j < i; j++ {
					xj, yj, _ := markerSpot(100, 50, cw, cell[1], 100-cw/2, 100+cw*1.5, j, m)
					if m == 2 && yi != yj {
						t.Errorf("cell %v, 2 markers: at heights %.1f and %.1f, want side by side", cell, yj, yi)
					}
					if d := math.Hypot(xi-xj, yi-yj); d < 0.98*shape {
						t.Errorf("cell %v, %d markers: markers %d and %d lie %.1f apart, each %.1f wide", cell, m, j, i, d, shape)
					}
				}
			}
		}
	}
}

// TestNoEmptyBand measures, in a wide window, the room between the map's
// foot and the hand's cards: the news strip's, no more, and between
// headlines the strip says where the round stands (the thirteenth review
// saw an empty band there at 1920x1080).
func TestNoEmptyBand(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 5, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1920, 1080)
	r.Step(5)
	b := r.Table.(*Shell).Board().(*Table)
	b.setHand([]int{0, 1, 2, 3})
	r.Step(20)
	l := &b.lay
	top := 1e9
	for i := 0; i < b.hand.Len(); i++ {
		w := b.hand.Card(i).Node.World()
		_, y := w.Apply(0, 0)
		top = min(top, y)
	}
	if band := top - (l.mapArea.Y + l.mapArea.H); band > 48 {
		t.Errorf("%.0f units lie between the map's foot and the hand's cards, want the news strip's 48 at most", band)
	}
	b.news = news{}
	found := false
	for _, mk := range r.Audit(1920, 1080) {
		found = found || strings.HasPrefix(mk.Label, "Setup, then round") || strings.HasPrefix(mk.Label, "Round ")
	}
	if !found {
		t.Error("the news strip says nothing between headlines")
	}
}

// TestCrewBoardRoom lays the table out at 1280x720 and checks that a
// Cadet's box holds its name, "(out)" and three Training cards' names 13
// px high or more (the fourteenth review read them 10 px high), and that
// a narrow board's Equipment slot holds a card's name on a line 15 px
// high (it read "Flak Screen" 10 px high in a slot a sixth of the board
// wide).
func TestCrewBoardRoom(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 5, nil, "human", "bot:random", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.Step(4)
	l := &r.Table.(*Shell).Board().(*Table).lay
	// The name's line (16), "(out)" and three names, each 13 and a
	// line's gap, under the box's margins.
	if need, h := 4+16+6+4*(13+1.5), l.figs[1].H*l.px; h < need {
		t.Errorf("a Cadet's box is %.0f px high, want %.0f for three Training names 13 px high", h, need)
	}
	w, _ := r.App.Text.Measure("Flak Screen", 15/l.px, false)
	if slot := l.equip[0]; slot.W-9 < w {
		t.Errorf("an Equipment slot is %.0f wide, want %.0f for a card's name on a line 15 px high", slot.W, w+9)
	}
}

// TestTieBreakSaysEnd checks that the results' tie-breaker says which
// Tactics counts: the track's step at the end (it starts again each
// round: the fourteenth review took 6 for a mistake, having seen 14).
func TestTieBreakSaysEnd(t *testing.T) {
	g, err := rr.Title.Build(rules.Setup{Seats: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	tb := (&Table{}).TieBreaks(g, 0)
	if len(tb) != 1 || !strings.Contains(tb[0].Label, "at the end") {
		t.Errorf("the tie-breaker reads %+v, want Tactics at the end", tb)
	}
}

// TestZoomHintLegible long-presses a Sector and checks on the phones
// that the hint closing the large view reads 12 px or more: the
// nineteenth review read it about 6 px.
func TestZoomHintLegible(t *testing.T) {
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rr.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random"}}, 20)
	b := r.Table.(*Shell).Board().(*Table)
	r.Script.TouchLongPress(b.lay.sectors[0].Center())
	r.Step(40)
	if !r.Table.(*Shell).Zooming() {
		t.Fatal("a long press on Sector 1 did not show it large")
	}
	for _, sz := range scenetest.Phones {
		seen := false
		for _, mk := range r.AuditAt(sz[0], sz[1], scenetest.PhoneRatio) {
			if strings.HasPrefix(mk.Label, "Tap anywhere or press Esc") {
				seen = true
				if mk.Px < scenetest.LegibleBar {
					t.Errorf("%dx%d: the hint closing the large view is %.1f px high", sz[0], sz[1], mk.Px)
				}
			}
		}
		if !seen {
			t.Errorf("%dx%d: no hint closing the large view", sz[0], sz[1])
		}
		r.Shoot(fmt.Sprintf("revenant-zoom-%dx%d", sz[0], sz[1]), sz[0], sz[1])
	}
}
