package revenant

import (
	"fmt"
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestFullGameThroughTheScreen plays games to their results by taps and
// drags: solo against each level of the Corrupted Crew, two and three
// seats, and four with two people passing the device; the hard solo game
// and the four seats' whole, the others from some moves in, the opening
// played off the screen.
func TestFullGameThroughTheScreen(t *testing.T) {
	for _, tc := range []struct {
		players []string
		seed    uint64
		opts    rules.Options
		from    int // the moves played off the screen first
	}{
		{[]string{"human"}, 3, rules.Options{"automa": "hard"}, 0},
		{[]string{"human"}, 4, rules.Options{"automa": "easy"}, 40},
		{[]string{"human", "bot:random", "bot:random"}, 6, nil, 150},
		{[]string{"human", "bot:random"}, 5, nil, 110},
		{[]string{"human", "human", "bot:random", "bot:random"}, 8, nil, 0},
	} {
		t.Run(fmt.Sprint(len(tc.players), "seats-seed", tc.seed), func(t *testing.T) {
			r := scenetest.PlayThrough(t, scenetest.Game{Title: rr.Title, Table: New, Players: tc.players,
				Seed: tc.seed, Options: tc.opts, Speed: 3, OffScreen: tc.from})
			for _, verb := range []string{"assign", "action"} {
				if r.Kinds[verb] == 0 {
					t.Errorf("no %q move was made through the screen: %v", verb, r.Kinds)
				}
			}
			if r.Kinds["bonus"]+r.Kinds["gain"]+r.Kinds["play"]+r.Kinds["remove"] == 0 {
				t.Errorf("no bonus action was taken through the screen: %v", r.Kinds)
			}
			if len(tc.players) == 4 {
				reviewCaptionsFit(t, r)
			}
		})
	}
}

// reviewCaptionsFit opens the review of the game on the results and steps
// back through its last moves (the Breaches, whose words are long),
// checking at every size that the review's box shows the words of the
// move whole, not cut short.
func reviewCaptionsFit(t *testing.T, r *scenetest.Rig) {
	t.Helper()
	sh := r.Table.(*Shell)
	tap := func(name string) {
		t.Helper()
		rc, ok := scenes.FindTarget(r.Table, name)
		if !ok {
			t.Fatalf("no %s target", name)
		}
		r.Tap(rc)
	}
	tap("review")
	if !sh.Reviewing() {
		t.Fatal("Review did not open the review")
	}
	r.DrawEvery = 1 // every step draws: the words are fitted as they are drawn
	r.Step(10)
	w, h := r.W, r.H
	longest := 0
	for i := 0; i < 40; i++ {
		words := sh.ReviewWords()
		longest = max(longest, len(words))
		for _, sz := range scenetest.Sizes {
			r.W, r.H = float64(sz[0]), float64(sz[1])
			r.Step(2)
			if got := sh.ReviewCaption(); got != words {
				pos, _ := sh.ReviewAt()
				t.Errorf("%dx%d, move %d: the review shows %q of %q", sz[0], sz[1], pos, got, words)
			}
		}
		r.W, r.H = w, h
		tap("review/back")
	}
	t.Logf("the longest words of the last 40 moves: %d characters", longest)
	if longest < 150 {
		t.Errorf("the longest words of the last 40 moves are %d characters: none long enough to need the room", longest)
	}
}
