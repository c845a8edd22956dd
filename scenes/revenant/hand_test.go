package revenant

import (
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes/scenetest"
)

// TestHand plays a game at 1280x720 and checks that the next card never
// covers a hand card's name in a hand of up to six (a fuller hand closes
// into the kit's fan), and that a long press on a hand card opens
// it large, at the start and when the hand's cards can be played, as the
// other titles' hand cards do.
func TestHand(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 11, nil, "human", "bot:easy")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8
	b := r.Table.(*Shell).Board().(*Table)
	rng := rules.NewRNG(11)
	tried := map[string]bool{}
	most := 0
	playUntil(r, &rng, func(legal []rules.Move) bool {
		if tried["play"] && most >= 6 {
			return true
		}
		if r.M.Prompt().Seat != 0 || b.hand.Len() == 0 {
			return false
		}
		sx := b.hand.Node.ScaleX
		for i := 1; i < b.hand.Len() && b.hand.Len() <= 6; i++ {
			x0, _ := b.hand.SlotCenter(i - 1)
			x1, _ := b.hand.SlotCenter(i)
			if x1-x0 < handStrip*handW*sx {
				t.Errorf("hand cards %d and %d of %d are %.0f px apart: the next card covers the name of the first (%.0f px wide)", i-1, i, b.hand.Len(), x1-x0, handW*sx)
			}
		}
		most = max(most, b.hand.Len())
		playable := false
		for _, mv := range legal {
			first, _ := b.Path(mv)
			playable = playable || first.kind == objHand
		}
		kind := "start"
		if playable {
			kind = "play"
		}
		if tried[kind] {
			return false
		}
		tried[kind] = true
		r.Step(30)
		r.Shoot("revenant-hand-"+kind+"-1280x720", 1280, 720)
		x, y := b.hand.TapSpot(0).Center()
		r.Script.TouchLongPress(x, y)
		r.Step(40)
		if b.hand.Zoomed() == nil {
			t.Errorf("%s: a long press on a hand card did not open it large", kind)
		}
		r.Shoot("revenant-handzoom-"+kind+"-1280x720", 1280, 720)
		r.Tap(b.lay.influence)
		r.Step(30)
		return false
	})
	if !tried["play"] {
		t.Error("no hand card could be played")
	}
	t.Logf("at most %d cards in hand", most)
}
