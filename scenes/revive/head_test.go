package revive

import (
	"strconv"
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes/scenetest"
)

// TestScoreHeadAgreesWithSeatList: the head of a board gives the score
// the seat list shows (the final scoring counted now) under the word
// "score", and the points track's part under its own name, for every
// seat some moves into a game.
func TestScoreHeadAgreesWithSeatList(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 11, nil, "human", "bot:random", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8
	r.PlayRandom(11, 40)
	r.Step(400)
	b := r.Table.(*Shell).Board().(*Table)
	v := m.View(0).(*rv.State)
	differ := false
	for p := 0; p < 4; p++ {
		score, track := v.Score(rules.Seat(p)), v.BoardOf(rules.Seat(p)).Points
		want := "score " + strconv.Itoa(score) + " · points track " + strconv.Itoa(track)
		if got := b.scoreHead(p); got != want {
			t.Errorf("seat %d's head reads %q, want %q", p, got, want)
		}
		differ = differ || score != track
	}
	if !differ {
		t.Errorf("no seat's score differs from its points track 40 moves in: the test shows nothing")
	}
}
