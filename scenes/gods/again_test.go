package gods

import (
	"reflect"
	"testing"
	"time"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// TestPlayAgainDrawsTheNewGamesContinents: Play again starts a match of
// another seed, whose continents, with random faces, may show other faces;
// the new table's board draws the new match's continents, not the old
// one's.
func TestPlayAgainDrawsTheNewGamesContinents(t *testing.T) {
	seats := pacedMatch(t, 8, time.Millisecond, "human", "bot:random").Seats()
	m, err := match.New(match.Config{Title: gods.Title, Setup: rules.Setup{Seed: 8, Options: rules.Options{"faces": "random"}}, Seats: seats, Pace: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	tbl := NewTable(m, table.Options{Pace: time.Millisecond})
	r := scenetest.NewRig(t, m, tbl, 640, 360)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 10
	rng := rules.NewRNG(3)
	r.PlayToEnd(&rng, nil)
	rc, ok := scenes.FindTarget(tbl, "play-again")
	if !ok {
		t.Fatal("the results have no Play again")
	}
	r.Tap(rc)
	r.Step(20)
	again, ok := r.Screen.Root.Top().(*Shell)
	if !ok || again == tbl {
		t.Fatalf("after Play again the screen shows %T, want a new gods table", r.Screen.Root.Top())
	}
	defer again.Match().Close()
	old, fresh := m.View(0).(*gods.State), again.Match().View(0).(*gods.State)
	board := again.Board().(*Table)
	differ := false
	for c := 0; c < gods.Continents; c++ {
		if !reflect.DeepEqual(board.art.conts[c].face, fresh.FaceOf(c)) {
			t.Errorf("continent %d: the new table draws the face %+v, the new game has %+v", c, board.art.conts[c].face, fresh.FaceOf(c))
		}
		differ = differ || !reflect.DeepEqual(old.FaceOf(c), fresh.FaceOf(c))
	}
	if !differ {
		t.Fatal("the new game has the old one's faces: the test shows nothing (choose another seed)")
	}
}
