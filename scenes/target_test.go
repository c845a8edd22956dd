package scenes

import "testing"

func TestTargetName(t *testing.T) {
	for label, want := range map[string]string{
		"‹  Back":    "back",
		"Very Hard":  "very-hard",
		"Options  ›": "options",
		"2":          "2",
		"−":          "",
	} {
		if got := TargetName(label); got != want {
			t.Errorf("TargetName(%q) = %q, want %q", label, got, want)
		}
	}
}

type plain struct{}

func (plain) Update(*Context) Change { return Stay }
func (plain) Draw(*Canvas)           {}

type targeted struct{ plain }

func (targeted) Targets(dst []Target) []Target {
	return append(dst, Target{"a", Rect{0, 0, 50, 50}}, Target{"b", Rect{60, 0, 50, 50}})
}

func TestFindTarget(t *testing.T) {
	if r, ok := FindTarget(targeted{}, "b"); !ok || r.X != 60 {
		t.Errorf("FindTarget(b) = %+v, %v, want the rectangle at x 60", r, ok)
	}
	if _, ok := FindTarget(targeted{}, "c"); ok {
		t.Error("FindTarget(c) found a target that is not listed")
	}
	if _, ok := FindTarget(plain{}, "a"); ok {
		t.Error("FindTarget found a target on a scene that lists none")
	}
}
