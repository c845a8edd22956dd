package revenant

import (
	"strings"
	"testing"

	rr "starboard/rules/revenant"
	"starboard/scenes"
)

// TestTooltipClearOfLitPlaces chooses a Crew figure, which lights the
// ships it may board, rests the mouse on each lit ship in turn and checks
// that the tooltip says what a Crew figure aboard does and covers none
// of the lit places, the one pointed at included.
func TestTooltipClearOfLitPlaces(t *testing.T) {
	r, _, b := atPrompt(t, 0, "assign", "human", "bot:easy")
	for k := 0; k < 3; k++ {
		if at, ok := b.Where(obj{kind: objFig, a: int16(k)}); ok && b.Frame.Light(obj{kind: objFig, a: int16(k)}) != 0 {
			r.Tap(at)
			r.Step(2)
			break
		}
	}
	var lit []scenes.Rect
	lit = append(lit, b.litRects(b.Frame)...)
	if len(lit) < 2 {
		t.Fatalf("choosing a figure lit %d places", len(lit))
	}
	tried := 0
	for id := 0; id < rr.NumShips; id++ {
		p := obj{kind: objShip, a: int16(id)}
		at, ok := b.Where(p)
		if !ok || b.Frame.Light(p) == 0 {
			continue
		}
		x, y := at.Center()
		r.Script.Rest(x, y, 40)
		for range 40 {
			r.Step(1)
		}
		text, on := b.Tooltip()
		if !on {
			t.Errorf("the mouse on the lit %s shows no tooltip", shipLabel(id))
			continue
		}
		tried++
		if !strings.Contains(text, "a Crew here: ") {
			t.Errorf("the tooltip of the %s does not say what a Crew aboard does: %q", shipLabel(id), text)
		}
		if tried == 1 {
			r.Shoot("revenant-tip-lit", 1280, 720)
		}
		for _, l := range lit {
			if b.tip.rect.Overlaps(l) {
				t.Errorf("the tooltip of the lit %s (%q) at %v covers a lit place at %v", shipLabel(id), text, b.tip.rect, l)
				break
			}
		}
	}
	if tried == 0 {
		t.Error("no lit ship was tried")
	}
}
