package revenant

import (
	"fmt"
	"strings"
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestPaymentDialog plays until a card can be paid for in more than one
// way, makes the gesture that asks how, and checks at every size that
// each answer's button is a touch target (at least scenes.MinTarget
// device pixels high) and its label at least scenetest.LegibleBar high.
func TestPaymentDialog(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 11, nil, "human", "bot:easy")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8
	sh := r.Table.(*Shell)
	b := sh.Board().(*Table)
	rng := rules.NewRNG(11)
	var pay rules.Move
	found := playUntil(r, &rng, func(legal []rules.Move) bool {
		for i, mv := range legal {
			if mv.Kind != mvPlay {
				continue
			}
			a1, b1 := b.Path(mv)
			for _, o := range legal[i+1:] {
				if a2, b2 := b.Path(o); o.Kind == mvPlay && a1 == a2 && b1 == b2 {
					pay = mv
					return true
				}
			}
		}
		return false
	})
	if !found {
		t.Fatal("no card could be paid for in two ways")
	}
	gs, ok := sh.Gestures(pay, false)
	if !ok || len(gs) < 2 {
		t.Fatalf("playing %s asks nothing (gestures %+v)", m.MoveText(pay), gs)
	}
	for _, g := range gs[:len(gs)-1] {
		if g.Wait > 0 {
			r.Step(g.Wait + 1)
		}
		r.Tap(g.From)
	}
	if len(sh.Asking()) < 2 {
		t.Fatal("the dialog asking how to pay is not shown")
	}
	for _, sz := range scenetest.Sizes {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(2)
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		labels := map[string]bool{}
		for _, tg := range sh.Targets(nil) {
			if !strings.HasPrefix(tg.Name, "ask/") {
				continue
			}
			if px := tg.Rect.H * r.App.Scale(); px < scenes.MinTarget-0.5 {
				t.Errorf("%s: the button %s is %.0f px high, want %d", name, tg.Name, px, scenes.MinTarget)
			}
		}
		for _, bt := range askButtons(sh) {
			labels[bt] = false
		}
		for _, mk := range r.Audit(sz[0], sz[1]) {
			if _, ok := labels[mk.Label]; ok {
				labels[mk.Label] = true
				if mk.Px < scenetest.LegibleBar {
					t.Errorf("%s: the answer %q is %.1f px high, want %d", name, mk.Label, mk.Px, scenetest.LegibleBar)
				}
			}
		}
		for l, seen := range labels {
			if !seen {
				t.Errorf("%s: the answer %q is not drawn", name, l)
			}
		}
		r.Shoot("revenant-pay-"+name, sz[0], sz[1])
	}
}

// askButtons returns the labels of the answers the shell asks among.
func askButtons(sh *Shell) []string {
	var out []string
	for _, mv := range sh.Asking() {
		out = append(out, sh.Board().Label(mv))
	}
	return append(out, "Cancel")
}
