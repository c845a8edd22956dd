package gods

import (
	"testing"
	"time"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.QuietMain(m) }

// board returns the Gods board of a shell.
func board(s *Shell) *Table { return s.Board().(*Table) }

// shell returns the rig's table as a Gods shell.
func shell(r *scenetest.Rig) *Shell { return r.Table.(*Shell) }

// pacedMatch starts a match of Gods whose bots wait pace between moves.
func pacedMatch(t testing.TB, seed uint64, pace time.Duration, players ...string) *match.Match {
	t.Helper()
	var seats []match.SeatConfig
	for i, p := range players {
		pl, err := match.ParsePlayer(p)
		if err != nil {
			t.Fatal(err)
		}
		seats = append(seats, match.SeatConfig{Name: scenetest.SeatNames[i], Player: pl})
	}
	m, err := match.New(match.Config{Title: gods.Title, Setup: rules.Setup{Seed: seed}, Seats: seats, Pace: pace})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
	return m
}

// checkEvents fails the test when the pieces the events built ever
// disagreed with the view that followed them.
func checkEvents(t *testing.T, s *Shell) {
	t.Helper()
	problems, checked := board(s).Problems()
	for _, p := range problems {
		t.Error(p)
	}
	if checked == 0 {
		t.Error("no view was ever checked against the events before it")
	}
	t.Logf("%d views checked against the events that led to them", checked)
}

// placing returns a rig of a game of two people and two bots, waiting for
// a person to place a pawn from a full hand.
func placing(t *testing.T) (*scenetest.Rig, *Shell) {
	t.Helper()
	return waitingTo(t, "place")
}

// waitingTo returns a rig on a four-seat game (two people, two bots) where
// a person with a full hand is to answer a prompt of the kind given.
func waitingTo(t *testing.T, kind string) (*scenetest.Rig, *Shell) {
	t.Helper()
	m := scenetest.NewMatch(t, gods.Title, 23, nil, "bot:random", "human", "bot:random", "human")
	r := scenetest.NewRig(t, m, New(m), 640, 360)
	r.App.Settings.AnimationSpeed = 3
	s := shell(r)
	rng := rules.NewRNG(23)
	if !r.PlayUntil(&rng, nil, func([]rules.Move) bool {
		return s.Prompt().Kind == kind && board(s).hv.hand.Len() == gods.HandSize
	}) {
		t.Fatalf("the game never waited for a person with a full hand to %s", kind)
	}
	return r, s
}
