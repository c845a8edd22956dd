package revive

import (
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestTipsKeepClearOfLitPlaces plays to a turn, chooses a kind of action
// on the panel (Explore, then Play a card), and rests the pointer on each
// lit place: the tooltip lies beside the place it words (the sixth
// review saw tooltips away over the map), over none of the places lit
// for the player's choice (the fifth review had tooltips over them).
func TestTipsKeepClearOfLitPlaces(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 11, nil, "human", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	rng := rules.NewRNG(5)
	sh := r.Table.(*Shell)
	b := sh.Board().(*Table)
	done := map[string]bool{}
	for tries := 0; tries < 20 && len(done) < 2; tries++ {
		kind := ""
		if !r.PlayUntil(&rng, busy, func(legal []rules.Move) bool {
			kinds := map[string]bool{}
			for _, mv := range legal {
				kinds[b.MoveKind(mv)] = true
			}
			kind = ""
			for _, k := range []string{"Explore", "Play a card"} {
				if kinds[k] && !done[k] {
					kind = k
				}
			}
			return m.Prompt().Kind == "turn" && kind != ""
		}) {
			break
		}
		at, _ := sh.KindButton(kind)
		r.Tap(at)
		r.Step(3)
		if len(b.Frame.Lit()) < 2 {
			t.Fatalf("%s: %d places lit", kind, len(b.Frame.Lit()))
		}
		lit := append([]scenes.Rect(nil), b.Frame.Lit()...)
		for _, l := range lit {
			x, y := l.Center()
			key := b.tipAt(x, y)
			thing := scenes.Rect{X: x - 14, Y: y - 14, W: 28, H: 28}
			if key >= 0 {
				thing = b.tipThing(key, x, y)
			}
			tip := b.tipRect(thing, 320, 64, lit)
			if tip.Contains(x, y) {
				t.Errorf("%s: the tooltip %v lies under the pointer at %.0f,%.0f", kind, tip, x, y)
			}
			if key/tipKind == tipHex && thing.W < l.W*0.8 {
				t.Errorf("%s: the tooltip of the hex %v goes beside %v, not the hex", kind, l, thing)
			}
			for _, o := range lit {
				if tip.Overlaps(o) {
					t.Errorf("%s: the tooltip %v for the pointer on %v covers the lit place %v", kind, tip, l, o)
					break
				}
			}
		}
		done[kind] = true
		r.Tap(at) // the kind chosen no more
		r.Step(3)
		r.Perform(busy(&rng, r.Table.Legal()), false)
	}
	if len(done) < 2 {
		t.Fatalf("only %v tried", done)
	}
}
