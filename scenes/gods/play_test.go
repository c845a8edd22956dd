package gods

import (
	"fmt"
	"strings"
	"testing"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes/scenetest"
)

func TestFullGameThroughTheScreen(t *testing.T) {
	for _, tc := range []struct {
		players []string
		seed    uint64
	}{
		{[]string{"human", "bot:random", "bot:random"}, 7},
		{[]string{"bot:random", "human", "bot:random", "human"}, 23},
	} {
		t.Run(fmt.Sprint(len(tc.players), "seats-seed", tc.seed), func(t *testing.T) {
			r := scenetest.PlayThrough(t, scenetest.Game{Title: gods.Title, Table: New, Players: tc.players, Seed: tc.seed, Speed: 3})
			checkEvents(t, shell(r))
			if tc.seed == 7 {
				finalBoardExplains(t, r)
			}
		})
	}
}

// finalBoardExplains checks that on the final board, beside the results
// of the gods together, a mouse resting on a placed pawn tells its need
// and whether it was met (the eighth review: the warning badge of an
// unmet need said nothing).
func finalBoardExplains(t *testing.T, r *scenetest.Rig) {
	t.Helper()
	r.DrawEvery = 1 // the tooltip is drawn
	b := shell(r).Board().(*Table)
	tried := 0
	for ci := 0; ci < gods.Continents && tried < 3; ci++ {
		for sp := 0; sp < gods.ElementSpaces && tried < 3; sp++ {
			if !b.pieceAt(ci, sp).on {
				continue
			}
			tried++
			x, y := b.SpaceRect(ci, sp).Center()
			r.Script.Rest(x, y, 40)
			r.Play()
			r.Step(8)
			_, text, on := b.Tooltip()
			if !on || !strings.HasSuffix(text, " met)") {
				t.Errorf("the final board's pawn on continent %d space %d says %q (shown %v), want its need and whether it was met", ci+1, sp+1, text, on)
			}
			if tried == 1 {
				r.Shoot("gods-final-board-tip", 1280, 720)
			}
		}
	}
	if tried == 0 {
		t.Error("the final board has no pawn to hover")
	}
}

// TestAnimatedGameFollowsTheView plays a game at the fast animation speed,
// where every event is animated, and checks that the pieces the events
// built agree with each view that follows.
func TestAnimatedGameFollowsTheView(t *testing.T) {
	r := scenetest.PlayThrough(t, scenetest.Game{Title: gods.Title, Table: New, Players: []string{"human", "bot:random", "bot:random"}, Seed: 13, Speed: 2})
	checkEvents(t, shell(r))
	for _, line := range shell(r).LogText() {
		if strings.ContainsAny(line, "[]()") {
			t.Errorf("the log reads %q: want words, no brackets", line)
		}
	}
}

// TestEveryActionThroughTheScreen plays a game of two people who always
// turn their Oxygen action side up, so that every kind of move, the Oxygen
// actions (asked which side up) and the Bacteria effects included, goes
// through taps and drags.
func TestEveryActionThroughTheScreen(t *testing.T) {
	r := scenetest.PlayThrough(t, scenetest.Game{Title: gods.Title, Table: New, Players: []string{"human", "human"}, Seed: 2, Speed: 3,
		Choose: func(rng *rules.RNG, legal []rules.Move) rules.Move {
			pick := legal[rng.IntN(len(legal))]
			for _, mv := range legal {
				if mv.Kind == gods.MovePlace && mv.D == 1 {
					return mv
				}
			}
			return pick
		}})
	for _, kind := range []string{"indicate", "designate", "place", "flip", "exchange", "look", "move", "pass"} {
		if r.Kinds[kind] == 0 {
			t.Errorf("no %s move went through the screen (moves made: %v)", kind, r.Kinds)
		}
	}
	checkEvents(t, shell(r))
}
