package gods

import (
	"strings"
	"testing"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes/scenetest"
)

// TestPlacedPawnSaysItsNeedIsMet plays until the viewer knows the needs
// of placed element pawns, at least one met and one not as the board
// stands, and rests the mouse on each: the tooltip says met or not met,
// as the rules judge it (the sixteenth review saw no sign of either).
func TestPlacedPawnSaysItsNeedIsMet(t *testing.T) {
	m := scenetest.NewMatch(t, gods.Title, 7, nil, "human", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	s := shell(r)
	b := board(s)
	seen := [2]bool{}
	rng := rules.NewRNG(7)
	if !r.PlayUntil(&rng, nil, func([]rules.Move) bool {
		seen = [2]bool{}
		for c := 0; c < gods.Continents; c++ {
			for sp := 0; sp < gods.ElementSpaces; sp++ {
				if met, known := b.view.NeedMet(c, sp); known && met {
					seen[1] = true
				} else if known {
					seen[0] = true
				}
			}
		}
		return seen[0] && seen[1] && s.Prompt().Kind == "place"
	}) {
		t.Fatal("the game never showed the viewer a met and an unmet need at once")
	}
	r.Step(30)
	for c := 0; c < gods.Continents; c++ {
		for sp := 0; sp < gods.ElementSpaces; sp++ {
			met, known := b.view.NeedMet(c, sp)
			if !known {
				continue
			}
			p := b.pieceAt(c, sp)
			want := 1
			if !met {
				want = -1
			}
			if got := b.needNow(c, sp, p); got != want {
				t.Errorf("%s%d: needNow = %d, want %d", contLetters[c], sp+1, got, want)
			}
			x, y := b.SpaceRect(c, sp).Center()
			r.HoverUntil(x, y, tipDelay, func() bool { _, _, on := b.Tooltip(); return on })
			_, text, on := b.Tooltip()
			says := "not met as the board stands"
			if met {
				says = " met as the board stands"
			}
			if !on || !strings.Contains(text, says) {
				t.Errorf("%s%d: the tooltip reads %q (shown %v), want it to say %q", contLetters[c], sp+1, text, on, says)
			}
		}
	}
}
