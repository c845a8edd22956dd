package scenes_test

import (
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/scenes"
)

func TestLegibilityRecordsScreenPixels(t *testing.T) {
	audit := &scenes.Legibility{}
	c := &scenes.Canvas{Scale: 0.5, W: 1280, H: 720, App: &scenes.App{Text: noText{}, Audit: audit}}
	c.Text("Sixteen units", 10, 10, 16, scenes.ColText, scenes.Left)
	var g ebiten.GeoM
	g.Scale(3, 3)
	c.Push(g)
	c.Miniature(true)
	c.Bold("on a card", 0, 0, 10, scenes.ColText, scenes.Left)
	c.Symbol("cost", 8)
	c.Miniature(false)
	c.Pop()
	c.Paragraph(strings.Repeat("long ", 20), 0, 0, 20, 300, scenes.ColText)
	c.TextDrawn("in an image", 12)

	want := []scenes.Mark{
		{Px: 8, Label: "Sixteen units"},
		{Px: 15, Label: "on a card", Mini: true},
		{Symbol: true, Px: 12, Label: "cost", Mini: true},
		{Px: 10, Label: strings.Repeat("long ", 6) + "…"},
		{Px: 6, Label: "in an image"},
	}
	if len(audit.Marks) != len(want) {
		t.Fatalf("%d marks, want %d: %+v", len(audit.Marks), len(want), audit.Marks)
	}
	for i, m := range audit.Marks {
		w := want[i]
		if m.Symbol != w.Symbol || math.Abs(m.Px-w.Px) > 1e-9 || m.Label != w.Label || m.Mini != w.Mini {
			t.Errorf("mark %d = %+v, want %+v", i, m, w)
		}
		if !strings.HasPrefix(m.Where, "scenes/legibility_test.go:") {
			t.Errorf("mark %d drawn at %q, want this file", i, m.Where)
		}
	}
	audit.Reset()
	if len(audit.Marks) != 0 {
		t.Errorf("Reset left %d marks", len(audit.Marks))
	}
}

func TestLegibilityNilRecordsNothing(t *testing.T) {
	c := &scenes.Canvas{Scale: 1, W: 1280, H: 720, App: &scenes.App{Text: noText{}}}
	n := testing.AllocsPerRun(100, func() {
		c.Text("no audit", 0, 0, 16, scenes.ColText, scenes.Left)
		c.Miniature(true)
		c.Symbol("pip", 4)
		c.Miniature(false)
	})
	if n != 0 {
		t.Errorf("drawing without an audit allocates %.0f times, want 0", n)
	}
	c.App.Audit = &scenes.Legibility{}
	c.Miniature(true)
	c.ResetTransform() // a new frame ends an unpaired Miniature
	c.Symbol("pip", 4)
	if m := c.App.Audit.Marks; len(m) != 1 || m[0].Mini {
		t.Errorf("after ResetTransform the marks are %+v, want one not in a miniature", m)
	}
}
