package table

import (
	"testing"

	"starboard/scenes"
)

// shutList is a KindShutter of fixed kinds.
type shutList []ShutKind

func (s shutList) ShutKinds(dst []ShutKind) []ShutKind { return append(dst, s...) }

// TestShutKindsKeepTheirButtons: the kinds a KindShutter lists come in
// its order, a shut one with a reason as a disabled button saying why, a
// shut one with none left out, the open ones it does not list last, and
// no more shut ones than the panel has room for.
func TestShutKindsKeepTheirButtons(t *testing.T) {
	open := func(kinds ...string) []moveButton {
		var out []moveButton
		for _, k := range kinds {
			out = append(out, moveButton{b: scenes.NewButton(k+"…", scenes.Rect{}), kind: k})
		}
		return out
	}
	ks := shutList{{Kind: "Play"}, {Kind: "Explore", Short: "can't pay", Why: "Explore: no food."}, {Kind: "Build"}, {Kind: "Dig", Short: "no", Why: "Dig: no."}}
	var b binding[int]
	got := b.shutKinds(ks, open("Free", "Play"), 9)
	want := []struct {
		label   string
		enabled bool
		why     string
	}{{"Play…", true, ""}, {"Explore · can't pay", false, "Explore: no food."}, {"Dig · no", false, "Dig: no."}, {"Free…", true, ""}}
	if len(got) != len(want) {
		t.Fatalf("%d buttons, want %d", len(got), len(want))
	}
	for i, w := range want {
		if g := got[i]; g.b.Label != w.label || g.b.Enabled != w.enabled || g.why != w.why {
			t.Errorf("button %d: %q enabled %v why %q, want %q %v %q", i, g.b.Label, g.b.Enabled, g.why, w.label, w.enabled, w.why)
		}
	}
	if got := b.shutKinds(ks, open("Free", "Play"), 1); len(got) != 3 || got[1].kind != "Explore" {
		t.Errorf("with room for one shut kind: %d buttons, the second %q; want Explore's alone", len(got), got[1].kind)
	}
}
