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
	r := scenetest.BusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 40)
	m := r.M
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
