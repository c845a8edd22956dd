package revive

import (
	"strings"
	"testing"

	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestCitizensHaveAHeading: at every size the citizens on offer lie in a
// frame of their own under the heading "Citizens to recruit", apart from
// the board shown large (the player's own cards), and the pointer resting
// on one of them names it and says it is in the shared display, not the
// player's hand (the fifth review read the row as a hand).
func TestCitizensHaveAHeading(t *testing.T) {
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random"}}, 20)
	b := r.Table.(*Shell).Board().(*Table)
	for _, sz := range scenetest.Sizes {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		b.tab = tabMap
		r.Step(2)
		l := &b.lay
		marks := r.Audit(sz[0], sz[1])
		if l.tabbed {
			// A small window shows the map or a board: measure both.
			open := b.tab
			b.tab = 1 - open
			marks = append(marks, r.Audit(sz[0], sz[1])...)
			b.tab = open
		}
		// The citizens, the modules and the machine tokens each named,
		// the rows under the citizens at 14 px and more (the fourteenth
		// review could not tell them apart without hovering).
		for _, name := range []string{citizenHeading, modTitle, tokTitle} {
			said := false
			for _, mk := range marks {
				if mk.Label == name {
					said = true
					if name != citizenHeading && mk.Px < 14 {
						t.Errorf("%dx%d: %q is %.1f px", sz[0], sz[1], name, mk.Px)
					}
				}
			}
			if !said {
				t.Errorf("%dx%d: no label %q on the offer", sz[0], sz[1], name)
			}
		}
		for i, c := range l.cards {
			if !in(c, l.citFrame) {
				t.Errorf("%dx%d: citizen %d at %v outside its frame %v", sz[0], sz[1], i, c, l.citFrame)
			}
		}
		if !l.tabbed && l.citFrame.Overlaps(l.big.r) {
			t.Errorf("%dx%d: the citizens' frame %v overlaps the board shown large %v", sz[0], sz[1], l.citFrame, l.big.r)
		}
		b.tab = tabMap
		x, y := l.cards[0].Center()
		title, body := b.describe(b.tipAt(x, y))
		if !strings.Contains(title, rv.CardOf(b.citizen[0]).Name) || !strings.Contains(body, "shared display, not your hand") {
			t.Errorf("%dx%d: the tooltip of a citizen on offer reads %q: %q", sz[0], sz[1], title, body)
		}
	}
	b.tab = tabBoard
}

// in reports whether a lies inside b.
func in(a, b scenes.Rect) bool {
	return a.X >= b.X-0.01 && a.Y >= b.Y-0.01 && a.X+a.W <= b.X+b.W+0.01 && a.Y+a.H <= b.Y+b.H+0.01
}

// TestOfferSaysWhatItIs: the pointer resting on a module or a machine
// token on offer names it and says how one is taken (the newcomer's pass
// found the two rows under the citizens without a word).
func TestOfferSaysWhatItIs(t *testing.T) {
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random"}}, 10)
	b := r.Table.(*Shell).Board().(*Table)
	r.W, r.H = 1280, 720
	r.Step(2)
	l := &b.lay
	for i := 0; i < rv.ModuleDisplay; i++ {
		if b.modules[i] < 0 {
			continue
		}
		x, y := l.mods[i].Center()
		if title, body := b.describe(b.tipAt(x, y)); !strings.HasPrefix(title, "Module on offer: ") || !strings.Contains(body, "module gain takes one") {
			t.Errorf("module %d on offer: tooltip %q: %q", i, title, body)
		}
	}
	for col := 0; col < rv.Tracks; col++ {
		for i := 0; i < rv.TokenDisplay; i++ {
			if b.tokens[col][i] < 0 {
				continue
			}
			x, y := l.tokens[col][i].Center()
			if title, body := b.describe(b.tipAt(x, y)); !strings.HasPrefix(title, "Machine token on offer: ") || !strings.Contains(body, "machine of the") {
				t.Errorf("token %d/%d on offer: tooltip %q: %q", col, i, title, body)
			}
		}
	}
}

// TestHexTipSaysTheRange: the tooltip of a space some steps from the
// pieces of the seat shown large says the range in food, the figure the
// map writes on red on a lit target.
func TestHexTipSaysTheRange(t *testing.T) {
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random"}}, 10)
	b := r.Table.(*Shell).Board().(*Table)
	r.Step(2)
	n := 0
	for h := 0; h < rv.Spaces(); h++ {
		d := b.view.Distance(int(b.focus), h)
		if _, _, fp := rv.SpaceAt(h); d < 2 || fp >= 0 && !b.view.Explored(fp) {
			continue
		}
		n++
		want := "nearest piece: " + scenes.Itoa(d-1) + " food"
		if _, body := b.describe(tipHex*tipKind + h); !strings.Contains(body, want) {
			t.Errorf("space %d, %d steps away: tooltip %q, want %q", h, d, body, want)
		}
	}
	if n == 0 {
		t.Fatal("no face-up space two steps or more away")
	}
}

// TestArtifactTipNamesTheCard: the artifacts' tooltip names the four
// categories of the viewer's scoring card whole, which the board may cut
// at 1280x720.
func TestArtifactTipNamesTheCard(t *testing.T) {
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random"}}, 10)
	b := r.Table.(*Shell).Board().(*Table)
	r.Step(2)
	b.focus = b.Viewer
	bd := &b.boards[b.Viewer]
	if bd.Scoring < 0 {
		t.Fatal("the viewer's scoring card is not seen")
	}
	_, body := b.describe(tipRelics * tipKind)
	for _, cat := range rv.ScoringCard(bd.Scoring) {
		if !strings.Contains(body, cat.String()) {
			t.Errorf("the artifacts' tooltip %q does not name %q", body, cat.String())
		}
	}
}

// TestTechMeeplesLeaveTheFiguresBare: at every size a meeple taken from a
// technology stands in a free stretch of its cell, off its cost, its
// points and its effect (the fourteenth review read them through it).
func TestTechMeeplesLeaveTheFiguresBare(t *testing.T) {
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random"}}, 4)
	b := r.Table.(*Shell).Board().(*Table)
	n := 0
	techMeeple = func(at scenes.Rect, free [2]scenes.Rect) {
		n++
		if !in(at, free[0]) && !in(at, free[1]) {
			t.Errorf("%.0fx%.0f: a technology's meeple %v lies outside its cell's free stretches %v", r.W, r.H, at, free)
		}
	}
	defer func() { techMeeple = nil }()
	for _, sz := range scenetest.Sizes {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		b.tab = tabBoard + int(b.focus)
		for ti := range b.boards[b.focus].Techs {
			b.boards[b.focus].Techs[ti] = true
		}
		r.Step(2)
	}
	r.ShootSizes("revive-techs") // with $STARBOARD_SHOTS
	b.tab = tabMap
	if n == 0 {
		t.Fatal("no meeple drawn on a technology")
	}
}
