package desolated

import (
	"fmt"
	"reflect"
	"testing"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

func TestFullGameThroughTheScreen(t *testing.T) {
	for _, tc := range []struct {
		players []string
		seed    uint64
		opts    rules.Options
		speed   int // animation speed: one game plays them, the others go instantly
		// onScreen is how many moves go through the screen, 0 for all:
		// the animated game's first 45 (about half), the hot-seat game's
		// first 40 (hand-overs among them) and the solo game's first 20
		// (its turn ends, the row's shift), the rest off the screen to the
		// results, their rows still checked. The game with every option
		// goes through the screen whole.
		onScreen int
	}{
		{[]string{"human", "bot:random"}, 3, nil, 2, 45},
		{[]string{"human", "human", "bot:random"}, 8, nil, 3, 40},
		{[]string{"human"}, 5, nil, 3, 20},
		{[]string{"human", "bot:random"}, 4, allOptions(), 3, 0},
	} {
		t.Run(fmt.Sprint(len(tc.players), "seats-seed", tc.seed, "-options", len(tc.opts)), func(t *testing.T) {
			checks, wrong := 0, 0
			rowCheck = func(shown, view rows) {
				checks++
				if len(tc.players) == 1 {
					// The solo game shifts the Landmark row one slot at
					// each turn's end [S3.shift] with no event that says
					// so; only its rightmost card's loss is reported.
					shown[2], view[2] = nil, nil
				}
				if !reflect.DeepEqual(shown, view) && wrong < 3 {
					wrong++
					t.Errorf("the rows built from the events %v differ from the view's %v", shown, view)
				}
			}
			defer func() { rowCheck = nil }()
			r := scenetest.PlayThrough(t, scenetest.Game{Title: dr.Title, Table: New, Players: tc.players,
				Seed: tc.seed, Options: tc.opts, Choose: greedyish, Speed: tc.speed, OnScreen: tc.onScreen})
			if checks == 0 {
				t.Error("the rows built from the events were never checked against a view")
			}
			t.Logf("rows checked against the view %d times", checks)
			if tc.seed == 3 {
				checkFinalBoardLine(t, r)
			}
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

// checkFinalBoardLine shows the final board of a game that r played
// through at each size: the line that brings the results back covers
// nothing of the board nor the Player aid button (a review saw it over the
// hand and the Menu button). TestFullGameThroughTheScreen runs it on its
// first game.
func checkFinalBoardLine(t *testing.T, r *scenetest.Rig) {
	t.Helper()
	s := r.Table.(*Shell)
	at, ok := scenes.FindTarget(r.Table, "results/board")
	if !ok {
		t.Fatalf("the results have no See the board: %s", s.Status())
	}
	r.Tap(at)
	r.DrawEvery = 1
	b := s.Board().(*Board)
	for _, sz := range scenetest.Sizes {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(2)
		line := s.PeekLine()
		if line.W == 0 {
			t.Fatalf("%v: no line brings the results back", sz)
		}
		if line.Overlaps(b.lay.main) || line.Overlaps(s.SheetButton()) {
			t.Errorf("%v: the final board's line %+v covers the board %+v or the Player aid %+v", sz, line, b.lay.main, s.SheetButton())
		}
	}
}
