package revive

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestARefusalHoldsItsWords taps the shut Explore button at the start:
// its reason, placed beside the pointer in a box narrower than it was
// first measured for, is as tall as its words (the nineteenth review read
// its last line under the box).
func TestARefusalHoldsItsWords(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 3, nil, "human", "bot:random")
	r := scenetest.ReadyRig(t, m, New(m))
	sh := r.Table.(*Shell)
	at, ok := sh.KindButton("Explore")
	if !ok {
		t.Fatal("no Explore button at the start")
	}
	r.Tap(at)
	r.Step(5)
	text, on := sh.Toast()
	place, near := sh.ToastPlace()
	if !on || !near {
		t.Fatalf("the shut Explore button tapped: no refusal beside it (%q, on %v, near %v)", text, on, near)
	}
	var need float64
	scenetest.Do(func() {
		img := ebiten.NewImage(int(r.W), int(r.H))
		defer img.Deallocate()
		c := &scenes.Canvas{Dst: img, Scale: 1, W: r.W, H: r.H, App: r.App}
		need = c.ParagraphHeight(text, 18, place.W-36) + 24
	})
	if place.H < need-0.5 {
		t.Errorf("the refusal %q is in a box %.0f tall; its words need %.0f", text, place.H, need)
	}
}
