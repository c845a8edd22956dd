package revive

import (
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes/scenetest"
)

// TestScoresAreLogged plays a four-seat game some moves in through the
// screen: the log says the later seats' head starts, and says every
// change of a seat's score with its action, never another seat's secret
// artifact scoring card.
func TestScoresAreLogged(t *testing.T) {
	r := scenetest.BusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 40)
	r.Step(400)
	log := strings.Join(r.Table.(*Shell).LogText(), "\n")
	for _, want := range []string{"Bruno starts with 4 points on the points track", "Chandra starts with 8 points", "Dara starts with 12 points"} {
		if !strings.Contains(log, want) {
			t.Errorf("the log does not say %q:\n%s", want, log)
		}
	}
	if !strings.Contains(log, "scores ") {
		t.Errorf("no score change in the log of 40 moves:\n%s", log)
	}
	if strings.Contains(log, "score changes") {
		t.Errorf("the log words a secret score line:\n%s", log)
	}
}

// TestScoreLinesJoinTheirAction: a point scored is joined to the action
// that brought it, a head start is a line of its own before the move's,
// and another seat's secret line is left out.
func TestScoreLinesJoinTheirAction(t *testing.T) {
	s := rv.New(rules.Setup{Seats: 2, Seed: 1})
	b := newBoard(nil)
	evs := []rules.Event{
		{Kind: rv.EvScore, Seat: 1, A: 0, B: 4, C: 1},
		{Kind: rv.EvTrade, Seat: 0, A: 0},
		{Kind: rv.EvScore, Seat: 0, A: 7, B: 1},
		{Kind: rv.EvScore, Seat: 0, A: rules.Unknown, B: rules.Unknown},
	}
	lines := b.LogLines(match.Entry{Number: 1, Seat: 0}, evs, s.EventText)
	var got []string
	for _, l := range lines {
		text := l.Text
		if l.Join {
			text = "+ " + text
		}
		got = append(got, text)
	}
	want := []string{"seat 2 starts with 4 points on the points track", "seat 1 trades a crystal for 1 gear", "+ scores 1 point (remaining resources)"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("LogLines = %q, want %q", got, want)
	}
}
