package seeders

import (
	"fmt"
	"strings"
	"testing"

	"starboard/match"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// Once a Negotiator is picked, every lit Spot half says what placing
// there brings: a number and one of the viewer's cubes, the cube at least
// 12 pixels high at every size; the Spot's tooltip and the player aid
// say what the number and cube mean.
func TestSpotPreviewSaysCubes(t *testing.T) {
	r, m, board := placing(t)
	var caste int16 = -1
	for _, mv := range m.Legal(0) {
		if mv.Kind == rs.MovePlace && mv.D != 1 {
			caste = mv.A
			break
		}
	}
	if caste < 0 {
		t.Fatal("no Negotiator to place")
	}
	where, _ := board.Where(obj{kind: objNeg, a: caste})
	r.Tap(where)
	// The legend's numbers are the picked Negotiator's, as its disc shows them.
	hi, lo, _ := m.View(0).(*rs.State).Negotiator(0, rs.Caste(caste))
	if got, want := board.legendSample(board.Frame), fmt.Sprintf("%d-%d", hi, lo); got != want {
		t.Errorf("the legend explains %q, the picked Negotiator is %s", got, want)
	}
	for _, sz := range scenetest.Sizes {
		a := &scenes.Legibility{}
		scenetest.Do(func() {
			scr := scenetest.NewScreen(r.Screen.Root, sz[0], sz[1])
			defer scr.Image.Deallocate()
			_ = scr.Step(2)
			r.App.Audit = a
			_ = scr.Step(1)
			r.App.Audit = nil
		})
		cubes := 0
		for _, mk := range a.Marks {
			if mk.Label != "preview cube" || strings.Contains(mk.Where, "aid.go") {
				continue
			}
			cubes++
			if mk.Px < 12 {
				t.Errorf("%dx%d: a preview's cube is %.1f px high", sz[0], sz[1], mk.Px)
			}
		}
		// The number reads at a glance: drawn at 16 pixels or more, its
		// ink about 11 pixels tall (at 800x600, whose Spots are narrow,
		// the legible floor).
		want := 16.0
		if sz[0] == 800 {
			want = 12.5
		}
		for _, mk := range a.Marks {
			if mk.Label == "preview number" && !strings.Contains(mk.Where, "aid.go") && mk.Px < want-0.05 {
				t.Errorf("%dx%d: a preview's number is drawn %.1f px high", sz[0], sz[1], mk.Px)
			}
		}
		if cubes == 0 {
			t.Errorf("%dx%d: no lit Spot half shows a cube", sz[0], sz[1])
		}
	}
	r.Step(1)
	// The tooltip of a lit half names the cubes, and the aid the preview.
	spot := -1
	for i := range board.lay.spots {
		for side := int16(0); side < 3 && spot < 0; side++ {
			if board.Frame.Light(obj{kind: objSpot, a: int16(i), b: side}) != 0 {
				spot = i
			}
		}
	}
	if spot < 0 {
		t.Fatal("no Spot half lights")
	}
	tip := board.describeSpot(spot, 0, rs.Caste(caste))
	if !strings.Contains(tip, "cube") || !strings.Contains(tip, "number on each half") {
		t.Errorf("the lit Spot's tooltip does not explain the preview: %q", tip)
	}
	if !strings.Contains(aidKeys[5], "number of your cubes") {
		t.Errorf("the aid does not explain the preview: %q", aidKeys[5])
	}
}

// The Discard Pile's strip shows the cards' names whole, the latest
// first, each on its row (two lines when need be), at least 12 pixels
// high at every size: no miniature whose texts do not read.
func TestDiscardStripNamesWhole(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 3, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool { return len(m.View(0).(*rs.State).Discards()) >= 12 })
	board := r.Table.(*Shell).Board().(*Table)
	for _, sz := range scenetest.Sizes {
		a := &scenes.Legibility{}
		scenetest.Do(func() {
			scr := scenetest.NewScreen(r.Screen.Root, sz[0], sz[1])
			defer scr.Image.Deallocate()
			_ = scr.Step(2)
			r.App.Audit = a
			_ = scr.Step(1)
			r.App.Audit = nil
		})
		v := board.view
		n := v.DiscardCount()
		rows := len(board.discardAt)
		if rows < 3 {
			t.Errorf("%dx%d: the strip shows %d names", sz[0], sz[1], rows)
			continue
		}
		var shown strings.Builder
		for _, mk := range a.Marks {
			if !strings.HasPrefix(mk.Where, "seeders/table.go") && !strings.HasPrefix(mk.Where, "scenes/seeders/table.go") {
				continue
			}
			if mk.Px < 12 || mk.Mini {
				t.Errorf("%dx%d: the strip's %q is %.1f px high (miniature %v)", sz[0], sz[1], mk.Label, mk.Px, mk.Mini)
			}
			shown.WriteString(mk.Label)
			shown.WriteString(" ")
		}
		for i := 0; i < rows; i++ {
			name := rs.CardOf(v.Discard(n - 1 - i)).Name
			if !strings.Contains(" "+shown.String(), " "+name+" ") {
				t.Errorf("%dx%d: the strip does not show %q whole: %q", sz[0], sz[1], name, shown.String())
			}
		}
	}
}
