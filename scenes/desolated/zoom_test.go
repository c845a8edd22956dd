package desolated

import (
	"strings"
	"testing"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes/input"
	"starboard/scenes/table"
)

// TestTapRightAfterZoomClosesCounts opens the large view of a row card
// with a long press, closes it with Esc, and at once taps a move (a card to Trade for, or Pass): the tap is
// not lost to the closing view, the move is made. The same for a hand
// card's large view.
func TestTapRightAfterZoomClosesCounts(t *testing.T) {
	r, b, slot := actionRig(t, 1280, 720)
	r.App.Settings.AnimationSpeed = 3 // the bots' turns between the two go at once
	rng := rules.NewRNG(1)
	for _, hand := range []bool{false, true} {
		for guard := 0; guard < 2000 && (len(r.Table.Legal()) == 0 || r.M.Prompt().Kind != "action"); guard++ {
			if legal := r.Table.Legal(); len(legal) > 0 {
				r.Perform(greedyish(&rng, legal), false)
				continue
			}
			r.Step(4)
		}
		// A move made by one tap, on the board where there is one.
		var gs []table.Gesture
		for _, k := range []uint8{dr.MoveTrade, dr.MoveEarn, dr.MoveHarvest, dr.MovePass} {
			for _, mv := range r.Table.Legal() {
				if g, ok := r.Table.Gestures(mv, false); mv.Kind == k && gs == nil && ok && len(g) == 1 && !g[0].Drag {
					gs = g
				}
			}
		}
		if gs == nil {
			t.Fatal("no move of one tap at the choice of an action")
		}
		x, y := b.lay.infRow[slot].Center()
		if hand {
			x, y = b.HandSlot(0).Center()
		}
		r.Script.LongPress(x, y)
		r.Play()
		if hand && b.hand.Zoomed() == nil || !hand && !strings.Contains(r.Table.Status(), "zoom true") {
			t.Fatalf("hand %v: a long press opened no large view", hand)
		}
		before := r.M.Moves()
		r.Script.Key(input.Back)
		px, py := gs[0].From.Center()
		r.Script.Tap(px, py)
		r.Play()
		if r.M.Moves() == before {
			t.Errorf("hand %v: the tap just after Esc closed the large view made no move", hand)
		}
	}
}

// TestZoomedCardsExplainTheirSymbols checks that every card's key says in
// words what the symbols of its face do. TestLegible checks that a card
// shown large comes with its key, legible.
func TestZoomedCardsExplainTheirSymbols(t *testing.T) {
	everyFace(func(kind uint8, id int) {
		k := keyOf(kind, id)
		var all strings.Builder
		for _, row := range k.rows {
			all.WriteString(row.text + " ")
		}
		s := all.String()
		var want []string
		switch kind {
		case faceMaterial:
			c := dr.Materials[id]
			if c.Left != (dr.Bundle{}) {
				want = append(want, "Conversion", "pay ")
			}
			if c.Linkable() {
				want = append(want, "Upgrade")
			}
			if c.Kind == dr.BaseCard {
				want = append(want, "Value", "harvested")
			}
		case faceInfluence:
			c := dr.Influences[id]
			want = append(want, "Trade", c.Sway.String())
			if c.VP > 0 {
				want = append(want, "victory point")
			}
		case faceLandmark:
			c := dr.Landmarks[id]
			if !c.Advanced {
				want = append(want, "Earn", c.Cost.String())
			}
			if c.Storage {
				want = append(want, "Storage")
			}
		}
		if k.title == "" || len(k.rows) == 0 {
			t.Errorf("card %d of kind %d has no key", id, kind)
		}
		for _, w := range want {
			if !strings.Contains(s, w) {
				t.Errorf("the key of card %d of kind %d says %q: nothing of %q", id, kind, s, w)
			}
		}
	})
}
