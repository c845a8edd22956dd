package revive

import (
	"image"
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestHeadingsOverTheGlow plays to a turn, chooses Play a card on the
// panel and taps a card, so the card slots glow, and reads the frame: no
// glow runs across the words "Card slots" (the newcomer's pass read them
// through it).
func TestHeadingsOverTheGlow(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 11, nil, "human", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	rng := rules.NewRNG(5)
	sh := r.Table.(*Shell)
	b := sh.Board().(*Table)
	clear := func(what string, rc scenes.Rect) {
		var frame *image.RGBA
		scenetest.Do(func() { frame = r.Screen.Frame() })
		for y := int(rc.Y) + 1; y < int(rc.Y+rc.H)-1; y++ {
			for x := int(rc.X) + 1; x < int(rc.X+rc.W)-1; x++ {
				if litNear(frame, float64(x), float64(y), 0) {
					t.Errorf("%s: the glow runs across its words at %d,%d", what, x, y)
					return
				}
			}
		}
	}
	var play rules.Move
	if !r.PlayUntil(&rng, busy, func(legal []rules.Move) bool {
		found := false
		for _, mv := range legal {
			if mv.Kind == rv.MovePlay {
				play, found = mv, true
			}
		}
		return m.Prompt().Kind == "turn" && found
	}) {
		t.Fatal("no card to play came")
	}
	pickCard(t, r, sh, b, play)
	h := b.lay.big.heads[headSlots]
	clear("Card slots", scenes.Rect{X: h.X, Y: h.Y, W: 80, H: h.H})
}
