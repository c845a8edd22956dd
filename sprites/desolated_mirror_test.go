package sprites

import (
	"testing"

	"starboard/rules/desolated"
)

// The Desolated* constants mirror rules/desolated; this test catches the
// two drifting apart.

func TestDesolatedMirrorsRules(t *testing.T) {
	if NumDesolatedMaterials != desolated.NumMaterials {
		t.Errorf("NumDesolatedMaterials = %d, want %d as in rules/desolated", NumDesolatedMaterials, desolated.NumMaterials)
	}
	for m := range NumDesolatedMaterials {
		if got, want := DesolatedMaterialName(m), desolated.Material(m).String(); got != want {
			t.Errorf("DesolatedMaterialName(%d) = %q, want %q", m, got, want)
		}
	}
	if NumDesolatedInfluences != desolated.NumInfluences {
		t.Errorf("NumDesolatedInfluences = %d, want %d", NumDesolatedInfluences, desolated.NumInfluences)
	}
	for i := range NumDesolatedInfluences {
		if got, want := DesolatedInfluenceName(i), desolated.Influence(i).String(); got != want {
			t.Errorf("DesolatedInfluenceName(%d) = %q, want %q", i, got, want)
		}
	}
	if NumDesolatedLinks != desolated.NumLinks {
		t.Errorf("NumDesolatedLinks = %d, want %d", NumDesolatedLinks, desolated.NumLinks)
	}
	for l := range NumDesolatedLinks {
		if got, want := DesolatedLinkName(l), desolated.Link(l).String(); got != want {
			t.Errorf("DesolatedLinkName(%d) = %q, want %q", l, got, want)
		}
	}
	if DesolatedNoLink != int(desolated.NoLink) || DesolatedWildLink != int(desolated.Wild) {
		t.Errorf("DesolatedNoLink, DesolatedWildLink = %d, %d, want %d, %d", DesolatedNoLink, DesolatedWildLink, desolated.NoLink, desolated.Wild)
	}
}

func TestDesolatedEveryCardHasItsPictures(t *testing.T) {
	for n, c := range desolated.Materials {
		for _, l := range []desolated.Link{c.LeftLink, c.RightLink} {
			if l < 0 || int(l) >= NumDesolatedLinks {
				t.Errorf("material card %d has link %d, which has no socket", n, l)
			}
		}
		if int(c.Type) < 0 || int(c.Type) >= NumDesolatedMaterials {
			t.Errorf("material card %d has material %d, which has no icon", n, c.Type)
		}
	}
	for n, c := range desolated.Landmarks {
		if c.Bonus == desolated.BonusInfluence && (c.Arg < 0 || int(c.Arg) >= NumDesolatedInfluences) {
			t.Errorf("landmark %d counts influence %d, which has no icon", n, c.Arg)
		}
		if c.Bonus == desolated.BonusMaterial && (c.Arg < 0 || int(c.Arg) >= NumDesolatedMaterials) {
			t.Errorf("landmark %d counts material %d, which has no icon", n, c.Arg)
		}
	}
}
