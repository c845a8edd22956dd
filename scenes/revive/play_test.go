package revive

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes/scenetest"
)

// TestFullGameThroughTheScreen plays games to their results by taps and
// drags: a solo game whole, and games of two and of four seats (two
// people passing the device) from some moves in, the opening played off
// the screen; the events' pieces are checked against the views all the way.
func TestFullGameThroughTheScreen(t *testing.T) {
	for _, tc := range []struct {
		players []string
		seed    uint64
		from    int // the moves played off the screen first
	}{
		{[]string{"human"}, 3, 0},
		{[]string{"human", "bot:random"}, 5, 200},
		{[]string{"human", "human", "bot:random", "bot:random"}, 8, 300},
	} {
		t.Run(fmt.Sprint(len(tc.players), "seats-seed", tc.seed), func(t *testing.T) {
			checks, wrong := 0, 0
			motionCheck = func(agree bool) {
				checks++
				if !agree {
					wrong++
				}
			}
			defer func() { motionCheck = nil }()
			r := scenetest.PlayThrough(t, scenetest.Game{Title: rv.Title, Table: New, Players: tc.players,
				Seed: tc.seed, Choose: busy, Speed: 3, OffScreen: tc.from})
			if checks == 0 || wrong > 0 {
				t.Errorf("the buildings and meeples the events placed were checked %d times against the views, %d disagreed", checks, wrong)
			}
			t.Logf("%d moves through the screen, %d passes of the device; pieces checked %d times", r.Moves, r.Passes, checks)
		})
	}
}

// busy picks a move at random, but an action rather than ending the turn
// or hibernating while one is possible, and seldom a free action, so that
// a game moves on to its end.
func busy(rng *rules.RNG, legal []rules.Move) rules.Move {
	var acts, other []rules.Move
	for _, m := range legal {
		switch m.Kind {
		case rv.MovePlay, rv.MoveBuild, rv.MoveExplore, rv.MovePopulate:
			acts = append(acts, m)
		case rv.MoveMachine, rv.MoveCrate, rv.MoveTrade, rv.MoveAbility, rv.MoveSwitch:
			if rng.IntN(4) == 0 {
				other = append(other, m)
			}
		default:
			other = append(other, m)
		}
	}
	if len(acts) > 0 && rng.IntN(5) > 0 {
		return acts[rng.IntN(len(acts))]
	}
	if len(other) > 0 {
		return other[rng.IntN(len(other))]
	}
	return legal[rng.IntN(len(legal))]
}

// TestShutActionSaysWhy plays a solo game through the screen until the
// player's turn, an action left, offers no exploration: the panel keeps
// the Explore button, disabled with its reason, and a tap on it says why
// and makes no move.
func TestShutActionSaysWhy(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 5, nil, "human")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8
	sh := r.Table.(*Shell)
	rng := rules.NewRNG(5)
	if !r.PlayUntil(&rng, busy, func(legal []rules.Move) bool {
		return m.Prompt().Kind == "turn" && acted(m.View(0).(*rv.State)) < 2 && !slices.ContainsFunc(legal, isExplore)
	}) {
		t.Fatal("exploring was never shut in the player's turn")
	}
	r.Step(30)
	at, ok := sh.KindButton("Explore")
	if !ok {
		t.Fatalf("no Explore button on the panel while exploring is shut")
	}
	moves := m.Moves()
	r.DrawEvery = 1 // the reason's place is where it was drawn
	r.Tap(at)
	r.Step(2)
	why, shown := sh.Toast()
	if !shown || !strings.Contains(why, "Explore: ") {
		t.Errorf("a tap on the shut Explore button says %q (shown %v), not why", why, shown)
	}
	if m.Moves() != moves {
		t.Errorf("a tap on the shut Explore button made a move")
	}
	// The reason shows beside the button, at the board's edge, not at
	// the far side of the board (the thirteenth review read it 600 px away).
	if where, near := sh.ToastPlace(); !near || where.Gap(at) > 200 {
		t.Errorf("the reason %v (beside the pointer %v) is %.0f from the button %v", where, near, where.Gap(at), at)
	}
	r.Shoot("revive-shut-1280x720", 1280, 720)
	r.Shoot("revive-shut-800x600", 800, 600)
}
