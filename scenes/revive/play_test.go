package revive

import (
	"fmt"
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes/scenetest"
)

func TestFullGameThroughTheScreen(t *testing.T) {
	for _, tc := range []struct {
		players []string
		seed    uint64
	}{
		{[]string{"human"}, 3},
		{[]string{"human", "bot:random"}, 5},
		{[]string{"human", "human", "bot:random", "bot:random"}, 8},
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
				Seed: tc.seed, Choose: busy, Speed: 3})
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
