package sprites

import (
	"testing"

	"starboard/rules/gods"
)

// NeedSpec and the Kind*, Soil*, Action* and Effect* constants mirror
// rules/gods; these tests catch the two drifting apart.

func TestKindsMirrorRules(t *testing.T) {
	for k := range NumKinds {
		if got, want := KindName(k), gods.Kind(k).String(); got != want {
			t.Errorf("KindName(%d) = %q, want %q as in rules/gods", k, got, want)
		}
	}
	for s := range NumSoils {
		if got, want := SoilName(s), gods.Soil(s).String(); got != want {
			t.Errorf("SoilName(%d) = %q, want %q as in rules/gods", s, got, want)
		}
	}
	if gods.Flip != ActionFlip || gods.Exchange != ActionExchange || gods.LookMove != ActionLookMove {
		t.Errorf("Action constants differ from rules/gods")
	}
	if gods.Share != EffectShare || gods.Shift != EffectShift {
		t.Errorf("Effect constants differ from rules/gods")
	}
}

func TestEveryPawnOfTheGameHasANeedPicture(t *testing.T) {
	listed := map[NeedSpec]bool{}
	for _, n := range allNeeds {
		listed[n] = true
	}
	for p := gods.Pawn(0); p.Known(); p++ {
		n := gods.NeedOf(p)
		spec := NeedSpec{Kind: int(n.Kind), Soil: int(n.Soil), Target: int(n.Target),
			Avoid: int(n.Avoid), Action: int(n.Action), Effect: int(n.Effect)}
		// Normalise the fields the kind does not use, as allNeeds does.
		switch n.Kind {
		case gods.Water:
			spec = NeedSpec{Kind: spec.Kind}
		case gods.Mineral:
			spec = NeedSpec{Kind: spec.Kind, Soil: spec.Soil}
		case gods.Plant:
			spec = NeedSpec{Kind: spec.Kind, Avoid: spec.Avoid}
		case gods.Insect:
			spec = NeedSpec{Kind: spec.Kind, Target: spec.Target}
		case gods.Animal:
			spec = NeedSpec{Kind: spec.Kind, Target: spec.Target, Avoid: spec.Avoid}
		case gods.Oxygen:
			spec = NeedSpec{Kind: spec.Kind, Action: spec.Action}
		case gods.Bacteria:
			spec = NeedSpec{Kind: spec.Kind, Effect: spec.Effect}
		}
		if !listed[spec] {
			t.Errorf("pawn %d (%v) has no entry in allNeeds, so its picture is untested", p, n)
		}
	}
}
