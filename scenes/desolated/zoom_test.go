package desolated

import (
	"strings"
	"testing"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// TestTapRightAfterZoomClosesCounts opens the large view of a row card
// with a long press, closes it with Esc, and at once taps a move (a card to Trade for, or Pass): the tap is
// not lost to the closing view, the move is made. The same for a hand
// card's large view. Then a slow press while the bots play
// (slowPressZoomsAndTapCloses).
func TestTapRightAfterZoomClosesCounts(t *testing.T) {
	r, b, slot := actionRig(t, 1280, 720)
	r.App.Settings.AnimationSpeed = 3 // the bots' turns between the two go at once
	rng := rules.NewRNG(1)
	for _, hand := range []bool{false, true} {
		if !r.PlayUntil(&rng, greedyish, func([]rules.Move) bool { return r.M.Prompt().Kind == "action" }) {
			t.Fatalf("hand %v: the game ended before an action: %s", hand, r.Table.Status())
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
		r.PlayEvery(8)
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
	slowPressZoomsAndTapCloses(t, r, b)
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

// slowPressZoomsAndTapCloses holds the pointer still on a card for 0.8
// s, as the seventh review did, on a row card and on a hand card while
// the bots play their turns: each time the card shows large, and the
// first tap anywhere closes it. Before that, the mouse resting on a hand
// card shows it large, clear of the hand.
func slowPressZoomsAndTapCloses(t *testing.T, r *scenetest.Rig, b *Board) {
	s := r.Table.(*Shell)
	r.App.Settings.AnimationSpeed = 1
	awaitTurn(r)
	x, y := b.HandSlot(0).Center()
	r.Script.Rest(x, y, tipDelay+5)
	r.PlayEvery(8)
	if !b.tip.shown || b.tip.id != b.handIDs[0] || b.tip.r.W <= b.lay.rowW {
		t.Errorf("the mouse resting on hand card 1 shows %+v, want card %d large", b.tip, b.handIDs[0])
	}
	if hb := b.handBox(); b.tip.r.Y+b.tip.r.H > hb.Y+1 {
		t.Errorf("the tip of hand card 1 at %v reaches into the hand %v", b.tip.r, hb)
	}
	r.Shoot("desolated-hand-tip-1280x720", 1280, 720)
	// Into the bots' turns.
	for guard := 0; guard < 40 && !s.Playing(); guard++ {
		if legal := r.Table.Legal(); len(legal) > 0 {
			mv := legal[0]
			for _, l := range legal {
				if l.Kind == dr.MoveDone || l.Kind == dr.MovePass {
					mv = l
				}
			}
			r.Perform(mv, false)
			continue
		}
		r.Step(1)
	}
	if !s.Playing() {
		t.Fatalf("the bots' moves never played: %s", r.Table.Status())
	}
	zoomed := func() bool {
		z := b.hand.Zoomed()
		return s.Zooming() || z != nil && z.Zoomed()
	}
	for k, at := range []scenes.Rect{b.lay.lmRow[0], b.HandSlot(0)} {
		what := [2]string{"a row card", "a hand card"}[k]
		x, y := at.Center()
		r.Script.Drag(x, y, x, y, 48) // 0.8 s still, then let go
		r.PlayEvery(8)
		if !zoomed() {
			t.Errorf("while the bots play, a press of 0.8 s on %s showed nothing large (%s)", what, r.Table.Status())
			continue
		}
		mx, my := b.lay.stage.Center()
		r.Script.Tap(mx, my)
		r.Play()
		if zoomed() {
			t.Errorf("the first tap after the large view of %s left it open", what)
		}
		r.Step(30)
	}
}

// TestLandmarkKeySaysItPlainly checks that a Landmark's key says in plain
// words how to get it and what it scores when: the tenth review could not
// parse "Earn takes it for Influence cards showing ..." or "+1 per
// chained rubel card".
func TestLandmarkKeySaysItPlainly(t *testing.T) {
	for id, c := range dr.Landmarks {
		k := keyOf(faceLandmark, id)
		var all strings.Builder
		for _, row := range k.rows {
			all.WriteString(row.text + " ")
		}
		s := all.String()
		want := []string{"To get it: on your turn choose "}
		if c.VP > 0 {
			want = append(want, "at the end of the game")
		}
		if c.Bonus != dr.BonusNone && c.Mult != 0 {
			want = append(want, "for e")
		}
		for _, w := range want {
			if !strings.Contains(s, w) {
				t.Errorf("the key of %s says %q: nothing of %q", c.Name, s, w)
			}
		}
		for _, jargon := range []string{"takes it for", "per chained", "Bonus at the end"} {
			if strings.Contains(s, jargon) {
				t.Errorf("the key of %s says %q: %q is jargon", c.Name, s, jargon)
			}
		}
	}
}
