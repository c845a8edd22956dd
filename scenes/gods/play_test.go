package gods

import (
	"fmt"
	"strings"
	"testing"

	"starboard/rules"
	"starboard/rules/gods"
)

// perform makes move mv for the seat the screen waits for, through taps
// and drags on the places the screen shows.
func (r *rig) perform(mv rules.Move, n int) {
	tb := r.tbl
	switch mv.Kind {
	case gods.MoveIndicate, gods.MovePass:
		r.tap(tb.HandSlot(int(mv.A)))
	case gods.MoveDesignate:
		if n%2 == 0 {
			r.tap(tb.ContinentRect(int(mv.A)))
		} else {
			x, y := tb.lay.ringPoint(int(mv.A), 0)
			r.script.Tap(x-tb.lay.spaceR-12, y)
			r.play()
		}
	case gods.MovePlace:
		space := tb.SpaceRect(int(mv.B), int(mv.C))
		if n%3 == 0 {
			if tb.SelectedSlot() != int(mv.A) {
				r.tap(tb.HandSlot(int(mv.A)))
			}
			r.tap(space)
		} else {
			r.drag(tb.HandSlot(int(mv.A)), space)
		}
		if mv.C == gods.WhiteSpace {
			if !tb.OxygenAsked() {
				r.t.Fatalf("placing Oxygen on %v: the screen did not ask which side up", mv)
			}
			if mv.D == 1 {
				r.tap(tb.ButtonRect(ButtonActionSide))
			} else {
				r.tap(tb.ButtonRect(ButtonElementSide))
			}
		}
	case gods.MoveFlip, gods.MoveLook:
		r.tap(tb.SpaceRect(int(mv.A), int(mv.B)))
	case gods.MoveExchange:
		r.tap(tb.SpaceRect(int(mv.A), int(mv.B)))
		r.tap(tb.SpaceRect(int(mv.C), int(mv.D)))
	case gods.MoveMove:
		if tb.prompt.Kind == "shift" {
			r.tap(tb.SpaceRect(int(mv.A), int(mv.B)))
		}
		r.tap(tb.SpaceRect(int(mv.C), int(mv.D)))
	}
}

// playToEnd plays the game through the screen, choosing a random legal
// move whenever a person must decide, until the results show.
func (r *rig) playToEnd(seed uint64) (moves, passes int) {
	rng := rules.NewRNG(seed)
	return r.playToEndWith(func(legal []rules.Move) rules.Move { return legal[rng.IntN(len(legal))] })
}

// playToEndWith is playToEnd with the moves chosen by choose.
func (r *rig) playToEndWith(choose func([]rules.Move) rules.Move) (moves, passes int) {
	r.kinds = map[string]int{}
	for guard := 0; guard < 40000; guard++ {
		if r.tbl.ResultsShown() {
			return moves, passes
		}
		if r.tbl.Passing() != rules.NoSeat {
			r.tap(r.tbl.ButtonRect(ButtonContinue))
			passes++
			continue
		}
		seat, ready := r.tbl.Waiting()
		if !ready {
			r.step(4)
			continue
		}
		legal := r.m.Legal(seat)
		if len(legal) == 0 {
			r.t.Fatalf("the screen waits for %v, who has no legal move", seat)
		}
		mv := choose(legal)
		r.kinds[strings.Fields(r.m.MoveText(mv))[0]]++
		before := r.m.Moves()
		r.perform(mv, moves)
		if r.m.Moves() <= before {
			r.t.Fatalf("move %d: %s for %v through the screen was not played (prompt %q)",
				moves+1, r.m.MoveText(mv), seat, r.tbl.prompt.Text)
		}
		if got := r.m.Log()[before]; got != r.m.MoveText(mv) {
			r.t.Fatalf("move %d: the screen played %q, want %q", moves+1, got, r.m.MoveText(mv))
		}
		moves++
	}
	r.t.Fatal("the game did not reach the results")
	return
}

func checkModels(t *testing.T) {
	modelCheck = func(shown, view *model) {
		t.Helper()
		if shown.board != view.board {
			t.Errorf("the board built from events differs from the view:\n%v\n%v", shown.board, view.board)
		}
		for i := 0; i < view.seats; i++ {
			if shown.hands[i] != view.hands[i] {
				t.Errorf("hand of seat %d built from events = %v, view has %v", i+1, shown.hands[i], view.hands[i])
			}
		}
		if shown.bag != view.bag || shown.setAside != view.setAside {
			t.Errorf("bag %v, set aside %d from events; view has %v, %d", shown.bag, shown.setAside, view.bag, view.setAside)
		}
	}
	t.Cleanup(func() { modelCheck = nil })
}

func TestFullGameThroughTheScreen(t *testing.T) {
	for _, tc := range []struct {
		players []string
		seed    uint64
	}{
		{[]string{"human", "bot:random", "bot:random"}, 7},
		{[]string{"bot:random", "human", "bot:random", "human"}, 23},
	} {
		t.Run(fmt.Sprint(len(tc.players), "seats-seed", tc.seed), func(t *testing.T) {
			checkModels(t)
			m := newMatch(t, tc.seed, tc.players...)
			r := newRig(t, m, 640, 360, 3)
			moves, passes := r.playToEnd(tc.seed)
			if !m.Over() {
				t.Fatal("the results show but the match is not over")
			}
			want := m.View(0).Score(0)
			if got := r.tbl.ShownScore(); got != want {
				t.Errorf("score shown = %d, want %d", got, want)
			}
			if got := r.tbl.results.total; got != want {
				t.Errorf("results total = %d, want %d", got, want)
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
			if humans == 1 && passes != 0 {
				t.Errorf("one person played but the device was passed %d times", passes)
			}
			t.Logf("%d moves through the screen %v, %d hand-overs, score %d", moves, r.kinds, passes, want)
		})
	}
}

// TestEveryActionThroughTheScreen plays a game of two people who always
// turn their Oxygen action side up, so that every kind of move, the Oxygen
// actions and the Bacteria effects included, goes through taps and drags.
func TestEveryActionThroughTheScreen(t *testing.T) {
	checkModels(t)
	m := newMatch(t, 2, "human", "human")
	r := newRig(t, m, 640, 360, 3)
	rng := rules.NewRNG(2)
	r.playToEndWith(func(legal []rules.Move) rules.Move {
		pick := legal[rng.IntN(len(legal))]
		for _, mv := range legal {
			if mv.Kind == gods.MovePlace && mv.D == 1 {
				return mv
			}
		}
		return pick
	})
	for _, kind := range []string{"indicate", "designate", "place", "flip", "exchange", "look", "move", "pass"} {
		if r.kinds[kind] == 0 {
			t.Errorf("no %s move went through the screen (moves made: %v)", kind, r.kinds)
		}
	}
	if got, want := r.tbl.ShownScore(), m.View(0).Score(0); got != want {
		t.Errorf("score shown = %d, want %d", got, want)
	}
}
