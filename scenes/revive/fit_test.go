package revive

import (
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes/scenetest"
)

// TestLabelsFit plays a four-seat game and draws the table at 1280x720
// and 800x600 (both tabs of the small window) at each kind of prompt the
// seat at the device meets: no label is cut to fit its box (the sixth
// review read "resour…").
func TestLabelsFit(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	m := scenetest.NewMatch(t, rv.Title, 11, nil, "human", "bot:random", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8 // the audits draw the prompts looked at
	b := r.Table.(*Shell).Board().(*Table)
	cut := map[string]float64{}
	clipped = func(s string, w float64) { cut[s] = w }
	defer func() { clipped = nil }()
	rng := rules.NewRNG(11)
	seen := map[string]bool{}
	// The moves off the screen; at the first prompt of each kind met, the
	// audits draw it.
	kind := func() string {
		k := m.Prompt().Kind
		if k == "turn" {
			k += string(rune('0' + acted(m.View(0).(*rv.State))))
		}
		return k
	}
	for len(seen) < 8 && r.PlayUntil(&rng, busy, func([]rules.Move) bool { return !seen[kind()] && m.Moves() > 20 }) {
		seen[kind()] = true
		r.Audit(1280, 720) // the map and the boards side by side
		open := b.tab
		r.Audit(800, 600)
		b.tab = 1 - open // the small window's other tab
		r.Audit(800, 600)
		b.tab = open
	}
	if len(seen) < 3 {
		t.Fatalf("only %v seen", seen)
	}
	for s, w := range cut {
		t.Errorf("%q is cut to fit %.0f wide", s, w)
	}
}
