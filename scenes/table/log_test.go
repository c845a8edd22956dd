package table

import (
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/input"
)

// TestWheelScrollsTheLog turns the mouse wheel over the log: away from the
// user goes back to older lines, towards the user comes back to the
// newest, never past either end; a wheel turned elsewhere leaves the log
// alone.
func TestWheelScrollsTheLog(t *testing.T) {
	l := logView{lines: make([]logLine, 40)}
	r := scenes.Rect{X: 100, Y: 100, W: 300, H: 200}
	wheel := func(x, y, notches float64) {
		var sc input.Script
		sc.Wheel(x, y, notches)
		var tr input.Tracker
		for sc.Len() > 0 {
			l.update(tr.Update(sc.Raw(nil)), r)
		}
	}
	wheel(200, 200, 1)
	if l.scroll != wheelLines {
		t.Fatalf("a notch away over the log scrolls back %v lines, want %v", l.scroll, float64(wheelLines))
	}
	wheel(50, 50, 1)
	if l.scroll != wheelLines {
		t.Errorf("a notch away off the log moved it to %v", l.scroll)
	}
	wheel(200, 200, -5)
	if l.scroll != 0 {
		t.Errorf("five notches towards the user leave the log %v lines back, want the newest", l.scroll)
	}
	wheel(200, 200, 100)
	if want := float64(len(l.lines) - 3); l.scroll != want {
		t.Errorf("a long turn away scrolls back %v lines, want the oldest, %v", l.scroll, want)
	}
}

// TestButtonsTakeAThirdColumnBeforeSquashing places five buttons in two
// rows: they take three columns at full height rather than three rows
// too low for a finger.
func TestButtonsTakeAThirdColumnBeforeSquashing(t *testing.T) {
	// 1280x720, and 800x600, whose canvas is 1280x960 with the panel's
	// texts 1.43 times as large.
	for _, sz := range [][3]float64{{1280, 720, 1}, {1280, 960, 1.43}} {
		var l layout
		l.rows = 2
		l.update(sz[0], sz[1], 3, sz[2])
		bs := make([]moveButton, 5)
		for i := range bs {
			bs[i].b = &scenes.Button{}
		}
		l.placeButtons(bs)
		for i, b := range bs {
			if r := b.b.Rect; r.H < buttonH*sz[2]-0.01 || r.Y+r.H > l.buttons.Y+l.buttons.H+0.5 {
				t.Errorf("%v: button %d is at %v, want %v tall inside %v", sz, i, r, buttonH*sz[2], l.buttons)
			}
		}
	}
}

// TestMoveLineNamesTheSeatOnce: the review's line for a move names its
// seat once, whether the events' texts name it or not.
func TestMoveLineNamesTheSeatOnce(t *testing.T) {
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"plays the 3"}, "Ada: Plays the 3"},
		{[]string{"Ada takes a card"}, "Ada takes a card"},
		{[]string{"Ada begins a Trade", "Ada pays in a card", "Bruno loses a token"}, "Ada begins a Trade; pays in a card; Bruno loses a token"},
		{[]string{"the pile is shuffled", "Ada draws"}, "Ada: The pile is shuffled; Ada draws"},
		{[]string{"Ada uses a Cache.", "Ada gains 1 Resource."}, "Ada uses a Cache; gains 1 Resource."},
	} {
		if got := moveLine("Ada", c.lines); got != c.want {
			t.Errorf("moveLine(%q) = %q, want %q", c.lines, got, c.want)
		}
	}
}

// logText is a text drawer that measures a rune as half its size and
// keeps what is drawn.
type logText struct{ drawn *[]string }

func (d logText) Draw(_ *ebiten.Image, s string, _, _, _, _ float64, _ color.Color, _ scenes.Align, _ bool) {
	*d.drawn = append(*d.drawn, s)
}
func (logText) DrawWrapped(*ebiten.Image, string, float64, float64, float64, float64, float64, color.Color, bool) float64 {
	return 0
}
func (logText) Measure(s string, size float64, _ bool) (float64, float64) {
	return float64(len([]rune(s))) * size / 2, size
}
func (logText) MeasureWrapped(string, float64, float64) float64 { return 0 }

// TestLogFillsItsBox draws a log whose older line is too long to fit
// whole over the newest: its start shows, cut with "…" (who did what,
// never a tail without its subject), and the box's top is not left blank.
func TestLogFillsItsBox(t *testing.T) {
	var drawn []string
	long := "Bruno " + strings.Repeat("pays one kyan, ", 40)
	l := logView{lines: []logLine{{text: long}, {text: "Ada takes a card"}}}
	dst := ebiten.NewImage(400, 400)
	defer dst.Deallocate()
	c := &scenes.Canvas{Dst: dst, Scale: 1, W: 400, H: 400, App: &scenes.App{Text: logText{&drawn}}}
	r := scenes.Rect{X: 0, Y: 0, W: 300, H: 200}
	l.draw(c, r, func(rules.Seat) color.RGBA { return scenes.ColText })
	lines := 0
	cut, subject := false, false
	for _, s := range drawn {
		if strings.Contains(s, "kyan") {
			lines++
			cut = cut || strings.HasSuffix(s, "…")
			subject = subject || strings.HasPrefix(s, "Bruno ")
		}
	}
	if lines < 4 || !cut || !subject {
		t.Errorf("the older long line shows %d pieces (cut: %v, its start: %v) in a box of room for 7: %q", lines, cut, subject, drawn)
	}
}

// TestAnOlderLineIsNeverCut draws a full log whose oldest line, two
// pieces long, has room for one: it waits for a drag back, whole, rather
// than showing its start cut with "…".
func TestAnOlderLineIsNeverCut(t *testing.T) {
	var drawn []string
	lines := []logLine{{text: "Altair wins Geneticist in Chamber 4 with 3 cubes."}}
	for range 6 {
		lines = append(lines, logLine{text: "Ada takes a card"})
	}
	l := logView{lines: lines}
	dst := ebiten.NewImage(400, 400)
	defer dst.Deallocate()
	c := &scenes.Canvas{Dst: dst, Scale: 1, W: 400, H: 400, App: &scenes.App{Text: logText{&drawn}}}
	l.draw(c, scenes.Rect{X: 0, Y: 0, W: 300, H: 200}, func(rules.Seat) color.RGBA { return scenes.ColText })
	for _, s := range drawn {
		if strings.HasSuffix(s, "…") {
			t.Errorf("a log line is cut: %q in %q", s, drawn)
		}
	}
}

// TestAFewLinesStartAtTheTop draws a log of three short lines in a tall
// box: they start under its title, not at its bottom under a blank half
// (the fourteenth review).
func TestAFewLinesStartAtTheTop(t *testing.T) {
	var drawn []string
	l := logView{lines: []logLine{{text: "Ada takes a card"}, {text: "Bruno takes a card"}, {text: "Ada passes"}}}
	dst := ebiten.NewImage(400, 600)
	defer dst.Deallocate()
	at := map[string]float64{}
	c := &scenes.Canvas{Dst: dst, Scale: 1, W: 400, H: 600, App: &scenes.App{Text: logAt{&drawn, at}}}
	l.draw(c, scenes.Rect{X: 0, Y: 0, W: 300, H: 500}, func(rules.Seat) color.RGBA { return scenes.ColText })
	if y, ok := at["Ada takes a card"]; !ok || y > 80 {
		t.Errorf("the oldest of three lines is drawn at y %.0f (drawn %v) in a box 500 tall: want it under the title", y, ok)
	}
}

// TestAnOlderLineFillsARoomyBox draws a log whose older line, ten pieces
// long, has room for five above the newest: its start shows, cut with
// "…", rather than five lines of the box left blank.
func TestAnOlderLineFillsARoomyBox(t *testing.T) {
	var drawn []string
	long := "Bruno " + strings.Repeat("pays one kyan, ", 12)
	lines := []logLine{{text: long}}
	for range 3 {
		lines = append(lines, logLine{text: "Ada takes a card"})
	}
	l := logView{lines: lines}
	dst := ebiten.NewImage(400, 400)
	defer dst.Deallocate()
	c := &scenes.Canvas{Dst: dst, Scale: 1, W: 400, H: 400, App: &scenes.App{Text: logText{&drawn}}}
	l.draw(c, scenes.Rect{X: 0, Y: 0, W: 200, H: 220}, func(rules.Seat) color.RGBA { return scenes.ColText })
	subject := false
	for _, s := range drawn {
		subject = subject || strings.HasPrefix(s, "Bruno ")
	}
	if !subject {
		t.Errorf("the older long line waits while the box has room for its start: %q", drawn)
	}
}

// TestAnOlderLineLeavesNoBlank draws a log whose older line, four
// pieces long, has room for three above the newest: its start fills
// them, cut with "…", rather than the newest line under a blank (the
// Revive log at 1280x720 read two lines under 70 px of nothing).
func TestAnOlderLineLeavesNoBlank(t *testing.T) {
	var drawn []string
	long := "Bruno " + strings.Repeat("pays one kyan, ", 8)
	l := logView{lines: []logLine{{text: "Ada takes a card"}, {text: long}, {text: "Ada passes"}}}
	dst := ebiten.NewImage(400, 400)
	defer dst.Deallocate()
	c := &scenes.Canvas{Dst: dst, Scale: 1, W: 400, H: 400, App: &scenes.App{Text: logText{&drawn}}}
	l.draw(c, scenes.Rect{X: 0, Y: 0, W: 300, H: 130}, func(rules.Seat) color.RGBA { return scenes.ColText })
	pieces := 0
	for _, s := range drawn {
		if strings.Contains(s, "kyan") {
			pieces++
		}
	}
	if pieces < 3 {
		t.Errorf("the older line shows %d pieces in the room for 3 above the newest: %q", pieces, drawn)
	}
}

// logAt is logText that also keeps where each text is drawn, by y.
type logAt struct {
	drawn *[]string
	at    map[string]float64
}

func (d logAt) Draw(img *ebiten.Image, s string, x, y, size, scale float64, c color.Color, a scenes.Align, bold bool) {
	d.at[s] = y
	logText{d.drawn}.Draw(img, s, x, y, size, scale, c, a, bold)
}
func (d logAt) DrawWrapped(*ebiten.Image, string, float64, float64, float64, float64, float64, color.Color, bool) float64 {
	return 0
}
func (d logAt) Measure(s string, size float64, bold bool) (float64, float64) {
	return logText{}.Measure(s, size, bold)
}
func (logAt) MeasureWrapped(string, float64, float64) float64 { return 0 }

// TestACutLineShowsWhole: an older line cut with "…" shows whole while a
// mouse rests on it, and after a tap on it until the next tap elsewhere
// (the nineteenth review could not read a cut line's end).
func TestACutLineShowsWhole(t *testing.T) {
	long := "Bruno " + strings.Repeat("pays one kyan, ", 12) + "theend"
	lines := []logLine{{text: long}}
	for range 5 {
		lines = append(lines, logLine{text: "Ada takes a card"})
	}
	l := logView{lines: lines}
	dst := ebiten.NewImage(400, 400)
	defer dst.Deallocate()
	r := scenes.Rect{X: 0, Y: 0, W: 300, H: 200}
	draw := func() bool {
		var drawn []string
		c := &scenes.Canvas{Dst: dst, Scale: 1, W: 400, H: 400, App: &scenes.App{Text: logText{&drawn}}}
		l.draw(c, r, func(rules.Seat) color.RGBA { return scenes.ColText })
		for _, s := range drawn {
			if strings.Contains(s, "theend") {
				return true
			}
		}
		return false
	}
	play := func(sc *input.Script) {
		var tr input.Tracker
		for sc.Len() > 0 {
			l.update(tr.Update(sc.Raw(nil)), r)
		}
	}
	if draw() {
		t.Fatal("the long line's end shows before anything points at it")
	}
	if l.cutLine != 0 {
		t.Fatalf("the long line is not the one cut (line %d)", l.cutLine)
	}
	x, y := l.cutRect.Center()
	play(new(input.Script).Rest(x, y, 5))
	if !draw() {
		t.Error("a mouse resting on the cut line does not show its end")
	}
	play(new(input.Script).Rest(x, r.Y+r.H-5, 5))
	if draw() {
		t.Error("the cut line still shows whole with the mouse on another line")
	}
	touch := func(x, y float64) { // a finger's tap: no pointer rests after it
		var tr input.Tracker
		for _, raw := range []input.Raw{{}, {X: x, Y: y, Down: true, Present: true, Touch: true}, {X: x, Y: y, Down: true, Present: true, Touch: true}, {X: x, Y: y, Present: true, Touch: true}, {}} {
			l.update(tr.Update(raw), r)
		}
	}
	touch(x, y)
	if !draw() {
		t.Error("a tap on the cut line does not show its end")
	}
	touch(x, r.Y+r.H-5)
	if draw() {
		t.Error("the cut line still shows whole after a tap elsewhere")
	}
}
