package revenant

import (
	"strings"
	"testing"

	rr "starboard/rules/revenant"
)

// TestSpecializationsWordedWhole rests the mouse on each Captain's
// specialization while one is chosen: the tooltip gives its whole text,
// which a small card may cut, and stays on the canvas.
func TestSpecializationsWordedWhole(t *testing.T) {
	r, _, b := atPrompt(t, 0, "specialization", "human", "bot:easy")
	for k := range specTexts {
		x, y := b.specRect(k).Center()
		r.Script.Rest(x, y, 40)
		for range 40 {
			r.Step(1)
		}
		if k == 1 {
			r.Shoot("revenant-spec-tooltip", 1280, 720)
		}
		text, on := b.Tooltip()
		if !on || !strings.Contains(text, specTexts[k]) || !strings.HasPrefix(text, rr.SpecNames[k]) {
			t.Errorf("the mouse on %s shows the tooltip %q (shown %v), want its whole text", rr.SpecNames[k], text, on)
		}
	}
}
