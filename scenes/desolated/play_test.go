package desolated

import (
	"fmt"
	"strings"
	"testing"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
)

// rectOf returns where object o is on screen.
func (r *rig) rectOf(o obj, mv rules.Move) scenes.Rect {
	r.t.Helper()
	tb := r.tbl
	switch o.kind {
	case objHand:
		return tb.HandSlot(int(o.a))
	case objButton:
		for _, b := range tb.buttons {
			if b.mv.Kind == uint8(o.a) {
				return b.b.Rect
			}
		}
	case objChoice:
		for _, b := range tb.choices {
			if b.mv == mv {
				return b.b.Rect
			}
		}
	default:
		for i := len(tb.spots) - 1; i >= 0; i-- {
			if tb.spots[i].o == o {
				return tb.spots[i].r
			}
		}
	}
	r.t.Fatalf("%s: no place on screen for %+v (prompt %q)", r.m.MoveText(mv), o, tb.prompt.Text)
	return scenes.Rect{}
}

// perform makes move mv through taps and drags on what the table shows.
func (r *rig) perform(mv rules.Move, n int) {
	a, b := r.tbl.path(mv)
	if mv.Kind == dr.MoveUpgrade && n%2 == 0 {
		r.drag(r.rectOf(a, mv), r.rectOf(b, mv))
		return
	}
	r.tap(r.rectOf(a, mv))
	if b.kind != objNone {
		r.tap(r.rectOf(b, mv))
	}
}

// playToEnd plays the game through the screen, choosing the moves of the
// people with choose, until the results show.
func (r *rig) playToEnd(choose func([]rules.Move) rules.Move) (moves, passes int) {
	r.kinds = map[string]int{}
	for guard := 0; guard < 20000; guard++ {
		if r.tbl.ResultsShown() {
			return moves, passes
		}
		if r.tbl.passTo != rules.NoSeat {
			r.tap(r.tbl.cont.Rect)
			passes++
			continue
		}
		if !r.tbl.mine {
			r.step(4)
			continue
		}
		legal := r.m.Legal(r.tbl.viewer)
		mv := choose(legal)
		r.kinds[strings.Fields(r.m.MoveText(mv))[0]]++
		before := r.m.Moves()
		r.perform(mv, moves)
		if r.m.Moves() <= before {
			r.t.Fatalf("move %d: %s through the screen was not played (prompt %q, selection %+v)",
				moves+1, r.m.MoveText(mv), r.tbl.prompt.Text, r.tbl.sel)
		}
		if got := r.m.Log()[before]; got != r.m.MoveText(mv) {
			r.t.Fatalf("move %d: the screen played %q, want %q", moves+1, got, r.m.MoveText(mv))
		}
		moves++
	}
	r.t.Fatal("the game did not reach the results")
	return
}

func TestFullGameThroughTheScreen(t *testing.T) {
	for _, tc := range []struct {
		players []string
		seed    uint64
		opts    rules.Options
	}{
		{[]string{"human", "bot:random"}, 3, nil},
		{[]string{"human", "human", "bot:random"}, 8, nil},
		{[]string{"human"}, 5, nil},
		{[]string{"human", "bot:random"}, 4, allOptions()},
	} {
		t.Run(fmt.Sprint(len(tc.players), "seats-seed", tc.seed, "-options", len(tc.opts)), func(t *testing.T) {
			m := newMatch(t, tc.seed, tc.opts, tc.players...)
			r := newRig(t, m, 640, 360)
			r.drawEvery = 8
			rng := rules.NewRNG(tc.seed)
			moves, passes := r.playToEnd(greedyish(&rng))
			if !m.Over() {
				t.Fatal("the results show but the match is not over")
			}
			humans := 0
			for _, p := range tc.players {
				if p == "human" {
					humans++
				}
			}
			if humans > 1 && passes == 0 {
				t.Error("several people played but the device was never passed")
			}
			t.Logf("%d moves through the screen %v, %d hand-overs", moves, r.kinds, passes)
		})
	}
}

// allOptions turns on every expansion and module.
func allOptions() rules.Options {
	o := rules.Options{}
	for _, k := range dr.OptionKeys {
		o[k] = "on"
	}
	return o
}
