package revive

import (
	"strings"
	"testing"

	rv "starboard/rules/revive"
	"starboard/scenes/scenetest"
)

// TestIconsSixteenPx plays a three-seat game some moves in and measures
// the rule-carrying icons of the map and the board shown large at
// 1280x720: each is iconPx (16 px) or more, miniatures aside (the fifth
// review read them too small; TestLegible holds every size to 12 px),
// and the map's tags of two icons, which keep inside their hex (the sixth
// review saw them across its borders) at the least legible size.
func TestIconsSixteenPx(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random"}}, 30)
	r.W, r.H = 1280, 720
	r.Step(2)
	n := 0
	for _, mk := range r.Audit(1280, 720) {
		if !mk.Symbol || mk.Mini || !strings.Contains(mk.Where, "revive/") || strings.HasPrefix(mk.Label, "offered") || mk.Label == "hex tag icon" {
			continue
		}
		n++
		if mk.Px < iconPx-0.05 {
			t.Errorf("%.1f px %q at 1280x720, under %v px (%s)", mk.Px, mk.Label, iconPx, mk.Where)
		}
	}
	if n < 50 {
		t.Errorf("only %d icons measured", n)
	}
}
