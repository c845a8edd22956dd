package revenant

import (
	"strings"
	"testing"

	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestSpecializationsWordedWhole rests the mouse on each Captain's
// specialization while one is chosen: the tooltip gives its whole text,
// which a small card may shorten, and stays on the canvas. The solo
// table, the Crew board shortest under the Corrupted Crew's panel, keeps
// each card's words whole at every size.
func TestSpecializationsWordedWhole(t *testing.T) {
	r, _, b := atPrompt(t, 0, "specialization", "human")
	specFits(t, r, b, 0)
	r.ShootSizes("revenant-spec-solo")
	r.W, r.H = 1280, 720
	r.Step(30)
	for k := range specTexts {
		x, y := b.specRect(k).Center()
		r.Hover(x, y, tipDelay)
		if k == 1 {
			r.Shoot("revenant-spec-tooltip", 1280, 720)
		}
		text, on := b.Tooltip()
		if !on || !strings.Contains(text, specTexts[k]) || !strings.HasPrefix(text, rr.SpecNames[k]) {
			t.Errorf("the mouse on %s shows the tooltip %q (shown %v), want its whole text", rr.SpecNames[k], text, on)
		}
	}
}

// TestCorruptionOrderLegible reaches a Corruption to place on the viewer's
// Crew board: the order to tap a Compartment reads at 12 px or more at
// every size, in full when it fits and as the bare order when not (0 px
// when it is not drawn at all).
func TestCorruptionOrderLegible(t *testing.T) {
	r, _, b := atPrompt(t, 0, "place-corruption", "human", "bot:easy")
	for _, sz := range scenetest.Sizes {
		b.corrPx = 0
		r.Audit(sz[0], sz[1])
		if b.corrPx < scenes.MinTextPx {
			t.Errorf("%dx%d: the order to tap a Compartment is %.1f px", sz[0], sz[1], b.corrPx)
		}
	}
}
