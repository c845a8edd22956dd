package revenant

import (
	"fmt"
	"strings"
	"testing"

	"starboard/internal/ebitentest"
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
			r := playLate(t, scenetest.Game{Title: rr.Title, Table: New, Players: tc.players,
				Seed: tc.seed, Options: tc.opts, Speed: 3}, tc.from)
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

// playLate plays a game of g as scenetest.PlayThrough does, its first
// from moves off the screen (see scenetest.Rig.PlayUntil): the rest of
// the game, the hand-overs and the results by gestures, at a part of the
// frames. With from 0 it is PlayThrough.
func playLate(t *testing.T, g scenetest.Game, from int) *scenetest.Rig {
	t.Helper()
	if from == 0 {
		return scenetest.PlayThrough(t, g)
	}
	m := scenetest.NewMatch(t, g.Title, g.Seed, g.Options, g.Players...)
	r := scenetest.NewRig(t, m, g.Table(m), 640, 360)
	r.App.Settings.AnimationSpeed = g.Speed
	r.DrawEvery = 8
	rng := rules.NewRNG(g.Seed)
	if !r.PlayUntil(&rng, g.Choose, func([]rules.Move) bool { return m.Moves() >= from }) {
		t.Fatalf("the game ended before move %d", from)
	}
	stop := ebitentest.Hurry() // the game waits for the table to be ready, never for ticks
	r.PlayToEnd(&rng, g.Choose)
	stop()
	if !m.Over() {
		t.Fatal("the results show but the match is not over")
	}
	if humans := strings.Count(strings.Join(g.Players, " "), "human"); humans > 1 && r.Passes == 0 {
		t.Error("several people played but the device was never passed")
	}
	t.Logf("from move %d, %d moves through the screen %v, %d hand-overs", from, r.Moves, r.Kinds, r.Passes)
	return r
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
