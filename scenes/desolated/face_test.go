package desolated

import (
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// everyFace calls f with each card of the game: its kind and id.
func everyFace(f func(kind uint8, id int)) {
	for id := range dr.Materials {
		f(faceMaterial, id)
	}
	for id := range dr.Influences {
		f(faceInfluence, id)
	}
	for id := range dr.Landmarks {
		f(faceLandmark, id)
	}
}

// tableCardSizes returns the sizes a table on a 1280x720 screen (one
// logical unit a pixel) shows cards at, as the kit lays its board out:
// the rows, the hand and the inventory before it shrinks.
func tableCardSizes(t *testing.T) map[string][2]float64 {
	m := scenetest.NewMatch(t, dr.Title, 5, nil, "human", "bot:easy", "bot:easy")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	l := r.Table.(*Shell).Board().(*Board).lay
	return map[string][2]float64{"row": {l.rowW, l.rowH}, "hand": {handW * l.handScale, handH * l.handScale}, "inventory": {l.invW, l.invH}}
}

// Least sizes, in pixels at 1280x720, of what a card face says.
const (
	leastSymbol = 14.0 // materials, influence, conversions, costs, link sockets
	leastName   = 8.5  // a card's name, whole
	leastCount  = 12.0 // the counts of a line of symbols ("2" of two crystals)
	// leastValue is the size of a Material card's value digit in its
	// corner: capitals about 12 px tall (the thirteenth review read 10 px
	// digits on the hand's and the rows' cards).
	leastValue = 17.0
)

func TestFacesLegibleAt1280x720(t *testing.T) {
	text := scenes.NewSpriteText()
	measure := func(s string, size float64, bold bool) float64 {
		w, _ := text.Measure(s, size, bold)
		return w
	}
	for where, sz := range tableCardSizes(t) {
		w, h := sz[0], sz[1]
		smallestSym, smallestName := 1e9, 1e9
		worstSym, worstName := "", ""
		everyFace(func(kind uint8, id int) {
			if where != "row" && kind != faceMaterial {
				return // only Material cards go to hands and inventories
			}
			p := planFace(measure, kind, id, w, h)
			if s := p.smallestSymbol(); s > 0 && s < smallestSym {
				smallestSym, worstSym = s, faceName(kind, id)
			}
			if d := lineDigits(p.lines...); d < leastCount {
				t.Errorf("%s card %q at %vx%v: a count on it is %.1f px, want >= %v (seventh review: trade lines of 8 px)", where, faceName(kind, id), w, h, d, leastCount)
			}
			name := p.texts[0]
			if kind == faceMaterial && dr.Materials[id].Kind != dr.RareCard {
				name = p.texts[1] // after the value
				if v := p.texts[0].size; v < leastValue {
					t.Errorf("%s card %q at %vx%v: its value digit is %.1f px, want >= %v", where, faceName(kind, id), w, h, v, leastValue)
				}
			}
			if name.size < smallestName {
				smallestName, worstName = name.size, faceName(kind, id)
			}
			hb := p.pl.Header
			for _, line := range name.lines {
				if lw := measure(line, name.size, true); lw > hb.W+0.5 {
					t.Errorf("%s card %q at %vx%v: name line %q is %.1f px wide, its place %.1f", where, faceName(kind, id), w, h, line, lw, hb.W)
				}
			}
			if got := float64(len(name.lines)) * name.size * lineGap; got > hb.H+name.size*(lineGap-1)+0.5 {
				t.Errorf("%s card %q at %vx%v: name takes %.1f px in height, its place %.1f", where, faceName(kind, id), w, h, got, hb.H)
			}
			if kind == faceMaterial {
				if glyph := p.pl.LinkH * 0.6; glyph < leastSymbol {
					t.Errorf("%s cards at %vx%v: link symbols %.1f px tall, want >= %v", where, w, h, glyph, leastSymbol)
				}
			}
		})
		if smallestSym < leastSymbol {
			t.Errorf("%s cards at %vx%v: smallest rule symbol %.1f px (on %q), want >= %v", where, w, h, smallestSym, worstSym, leastSymbol)
		}
		if smallestName < leastName {
			t.Errorf("%s cards at %vx%v: smallest name %.1f px (%q), want >= %v", where, w, h, smallestName, worstName, leastName)
		}
		t.Logf("%s cards %vx%v: smallest symbol %.1f px, smallest name %.1f px", where, w, h, smallestSym, smallestName)
	}
}

// TestFacesFlavourStaysOnItsCard checks that footer text, when a card has
// a footer, fits it.
func TestFacesFlavourStaysOnItsCard(t *testing.T) {
	text := scenes.NewSpriteText()
	measure := func(s string, size float64, bold bool) float64 {
		w, _ := text.Measure(s, size, bold)
		return w
	}
	for _, w := range []float64{100, 150, 300} {
		h := w * 1.4
		everyFace(func(kind uint8, id int) {
			p := planFace(measure, kind, id, w, h)
			fb := p.pl.Footer
			for _, tb := range p.texts {
				if !tb.center || tb.bold {
					continue
				}
				if fb.W == 0 {
					t.Errorf("card %q at %vx%v writes %q without a footer", faceName(kind, id), w, h, tb.lines)
				}
				for _, line := range tb.lines {
					if lw := measure(line, tb.size, false); lw > fb.W+0.5 {
						t.Errorf("card %q at %vx%v: footer line %q is %.1f px wide, the footer %.1f", faceName(kind, id), w, h, line, lw, fb.W)
					}
				}
				if bottom := tb.y + float64(len(tb.lines))*tb.size*lineGap; bottom > fb.Y+fb.H+tb.size*(lineGap-1)+0.5 {
					t.Errorf("card %q at %vx%v: footer text ends at %.1f, below the footer's end %.1f", faceName(kind, id), w, h, bottom, fb.Y+fb.H)
				}
			}
		})
	}
}

func faceName(kind uint8, id int) string {
	switch kind {
	case faceMaterial:
		return dr.Materials[id].Name
	case faceInfluence:
		return dr.Influences[id].Name
	}
	return dr.Landmarks[id].Name
}

// TestFaceSheet writes a sheet of sample faces to $STARBOARD_SHOTS, at the
// table's sizes and larger, to look at.
func TestFaceSheet(t *testing.T) {
	dir := os.Getenv("STARBOARD_SHOTS")
	if dir == "" {
		t.Skip("STARBOARD_SHOTS is not set")
	}
	f := newFaces()
	f.text = scenes.NewSpriteText()
	longest := func(names func(int) string, n int) int {
		best := 0
		for i := range n {
			if len(names(i)) > len(names(best)) {
				best = i
			}
		}
		return best
	}
	inf := longest(func(i int) string { return dr.Influences[i].Name }, len(dr.Influences))
	lm := longest(func(i int) string { return dr.Landmarks[i].Name }, len(dr.Landmarks))
	samples := [][2]int{{int(faceMaterial), 0}, {int(faceMaterial), 150}, {int(faceMaterial), 297}, {int(faceInfluence), inf}, {int(faceInfluence), 3}, {int(faceLandmark), lm}, {int(faceLandmark), 2}, {int(faceLandmark), 7}}
	sz := tableCardSizes(t)
	var err error
	scenetest.Do(func() {
		img := ebiten.NewImage(1280, 720)
		img.Fill(colTable)
		x, y := 8.0, 8.0
		for _, w := range []float64{sz["row"][0], 300} {
			h := w * 1.4
			for _, s := range samples {
				face := f.render(uint8(s[0]), s[1], w, h)
				op := &ebiten.DrawImageOptions{}
				op.GeoM.Translate(x, y)
				img.DrawImage(face, op)
				x += w + 8
				if x+w > 1280 {
					x, y = 8, y+h+8
				}
			}
			x, y = 8, y+h+8
		}
		if err = os.MkdirAll(dir, 0o755); err != nil {
			return
		}
		var out *os.File
		if out, err = os.Create(filepath.Join(dir, "desolated-faces.png")); err != nil {
			return
		}
		defer out.Close()
		err = png.Encode(out, img)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestWaitingFaceIsReadable draws a hand card in a frame whose budget of
// faces is spent: it shows the card's name and its conversion in words,
// never a blank card.
func TestWaitingFaceIsReadable(t *testing.T) {
	text := &scenetest.TextLog{TextDrawer: scenes.NewSpriteText()}
	var dst *ebiten.Image
	scenetest.Do(func() { dst = ebiten.NewImage(300, 300) })
	defer scenetest.Do(func() { dst.Deallocate() })
	c := &scenes.Canvas{Dst: dst, Scale: 1.5, W: 200, H: 200, App: &scenes.App{Text: text}}
	f := newFaces()
	f.budget()
	f.left = 0
	id := 40
	scenetest.Do(func() { f.draw(c, faceMaterial, id, scenes.Rect{X: 10, Y: 10, W: 105, H: 147}) })
	drawn, _ := text.Lines()
	all := strings.Join(drawn, " ")
	card := &dr.Materials[id]
	if !strings.Contains(all, strings.Fields(card.Name)[0]) || !strings.Contains(all, "into") {
		t.Errorf("a face waiting for its art shows %q; want %q and its conversion", all, card.Name)
	}
	if len(f.imgs) != 0 {
		t.Errorf("a frame with its budget spent rendered %d faces", len(f.imgs))
	}
	if dir := os.Getenv("STARBOARD_SHOTS"); dir != "" {
		scenetest.Do(func() {
			out, err := os.Create(filepath.Join(dir, "desolated-waiting-face.png"))
			if err == nil {
				defer out.Close()
				err = png.Encode(out, dst)
			}
			if err != nil {
				t.Error(err)
			}
		})
	}
}

// TestRuleFootersReadLarge checks the rules written at a card's foot (a
// Landmark's bonus, an advanced Influence card's upkeep): at any size they
// read at ruleFootSize or are left to the tooltip, never the 9 px words
// the tenth review squinted at; a zoomed card still shows them.
func TestRuleFootersReadLarge(t *testing.T) {
	text := scenes.NewSpriteText()
	measure := func(s string, size float64, bold bool) float64 {
		w, _ := text.Measure(s, size, bold)
		return w
	}
	for _, w := range []float64{150, 160, 180, 200, 240, 300} {
		h := w * 1.4
		shown := 0
		everyFace(func(kind uint8, id int) {
			if kind == faceMaterial {
				return
			}
			p := planFace(measure, kind, id, w, h)
			for _, tb := range p.texts {
				if !tb.center || tb.bold {
					continue
				}
				shown++
				if tb.size < ruleFootSize {
					t.Errorf("card %q at %vx%v: its foot %q at %.1f px, want >= %v", faceName(kind, id), w, h, tb.lines, tb.size, ruleFootSize)
				}
			}
		})
		if w >= 240 && shown == 0 {
			t.Errorf("no Landmark or Influence card at %vx%v writes its rule at its foot", w, h)
		}
	}
}

// TestHandShowsItsFacesAtOnce opens a table and checks that the first
// frame that shows the hand draws every hand card's face, whatever the
// budget of faces the rows took (eleventh review: plain boxes first),
// and that no frame shows a card as a plain box.
func TestHandShowsItsFacesAtOnce(t *testing.T) {
	m := scenetest.NewMatch(t, dr.Title, 11, nil, "human", "bot:easy", "bot:easy")
	tbl := table.Open[obj](m, table.Options{}, newBoard)
	r := scenetest.NewRig(t, m, tbl, 1280, 720)
	b := tbl.Board().(*Board)
	drawn := func(id int) bool {
		for k := range b.faces.imgs {
			if k.kind == faceMaterial && int(k.id) == id {
				return true
			}
		}
		return false
	}
	// The first frame that drew a hand card's face.
	for guard := 0; !slices.ContainsFunc(b.handIDs, drawn); guard++ {
		if guard > 200 {
			t.Fatal("the hand never showed")
		}
		r.Step(1)
	}
	for _, id := range b.handIDs {
		if !drawn(id) {
			t.Errorf("the first frame of the hand drew card %d (%s) without its face", id, dr.Materials[id].Name)
		}
	}
	// No frame of the opening shows a card as a plain box waiting for
	// its face (twelfth review: the rows' cards did, at the first turn).
	for i := 0; i < 30 && !b.opened; i++ {
		r.Step(1)
	}
	r.Step(1)
	if !b.opened {
		t.Error("the board never showed")
	}
	if b.faces.plains > 0 {
		t.Errorf("the opening showed %d plain faces", b.faces.plains)
	}
}

// leastConversion is the least size in screen pixels of a conversion's
// icon on a card in the rows or the hand: its picture then reads about
// 16 px and more (eleventh review: about 10 px at 1280x720).
const leastConversion = 22.0

// TestConversionIconsLarge lays the table out at every size and checks
// the conversion of every Material card at the sizes of the rows and the
// hand.
func TestConversionIconsLarge(t *testing.T) {
	text := scenes.NewSpriteText()
	measure := func(s string, size float64, bold bool) float64 {
		w, _ := text.Measure(s, size, bold)
		return w
	}
	b, r := newBoardRig(t)
	for _, sz := range scenetest.Sizes {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(2)
		r.Step(2) // a new scale lays the board out again as it draws
		l := &b.lay
		for where, w := range map[string]float64{"row": l.rowW, "hand": handW * l.handScale} {
			if where == "row" && l.tabbed {
				w = l.rowW
			}
			w = float64(int(w * l.px))
			h := float64(int(w * cardRatio))
			least, worst := 1e9, ""
			for id := range dr.Materials {
				p := planFace(measure, faceMaterial, id, w, h)
				if s := p.smallestSymbol(); s > 0 && s < least {
					least, worst = s, dr.Materials[id].Name
				}
			}
			t.Logf("%dx%d %s cards %vx%v (px %v): conversions' icons %.1f px at the least (%s)", sz[0], sz[1], where, w, h, l.px, least, worst)
			if least < leastConversion {
				t.Errorf("%dx%d: %s cards %vx%v show a conversion's icons at %.1f px (%s): want >= %v", sz[0], sz[1], where, w, h, least, worst, leastConversion)
			}
		}
	}
}
