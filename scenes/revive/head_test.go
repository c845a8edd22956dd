package revive

import (
	"strconv"
	"strings"
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes/scenetest"
)

// TestScoreHeadAgreesWithSeatList: the head of a board gives one figure,
// "N points", the score the seat list shows (the final scoring counted
// now), and no second figure; the head's tooltip breaks it down into
// named lines that add up to it, for every seat some moves into a game.
func TestScoreHeadAgreesWithSeatList(t *testing.T) {
	r := scenetest.BusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 40)
	m := r.M
	r.Step(400)
	b := r.Table.(*Shell).Board().(*Table)
	v := m.View(0).(*rv.State)
	differ := false
	for p := 0; p < 4; p++ {
		score, track := v.Score(rules.Seat(p)), v.BoardOf(rules.Seat(p)).Points
		want := strconv.Itoa(score) + " points"
		if got := b.scoreHead(p); got != want {
			t.Errorf("seat %d's head reads %q, want %q (the seat list's figure)", p, got, want)
		}
		if strings.Contains(b.scoreHead(p), "track") {
			t.Errorf("seat %d's head still names the points track: %q", p, b.scoreHead(p))
		}
		differ = differ || score != track
		focus := b.focus
		b.focus = rules.Seat(p)
		title, body := b.describe(tipPoints * tipKind)
		b.focus = focus
		if !strings.Contains(title, want) {
			t.Errorf("seat %d's head tooltip %q does not give the score %q", p, title, want)
		}
		sum := 0
		for _, part := range strings.Split(body, " · ") {
			f := strings.Fields(part)
			n, err := strconv.Atoi(f[len(f)-1])
			if err != nil {
				t.Fatalf("seat %d's breakdown %q: a part without its points: %q", p, body, part)
			}
			sum += n
		}
		if sum != score {
			t.Errorf("seat %d's breakdown %q adds up to %d, not %d", p, body, sum, score)
		}
	}
	if !differ {
		t.Errorf("no seat's score differs from its points track 40 moves in: the test shows nothing")
	}
}
