package match_test

import (
	"errors"
	"reflect"
	"testing"

	"starboard/match"
	"starboard/rules/toy"
)

func TestReplayStepsThroughTheGame(t *testing.T) {
	m := newToy(t, match.Config{}, "bot:random", "bot:random")
	m.WaitIdle()
	if !m.Over() {
		t.Fatal("the bots did not finish the game")
	}
	r, err := m.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if r.Len() != m.Moves() || r.Pos() != 0 {
		t.Fatalf("replay of %d moves at %d, want %d at 0", r.Len(), r.Pos(), m.Moves())
	}
	log := m.Log()
	for i := range r.Len() {
		e, err := r.Step()
		if err != nil {
			t.Fatal(err)
		}
		if e.Number != i+1 || e.Text != log[i] || len(e.Events) == 0 {
			t.Fatalf("step %d: entry %d %q with %d events, want %d %q", i, e.Number, e.Text, len(e.Events), i+1, log[i])
		}
		if !reflect.DeepEqual(e.View(0), r.View(0)) {
			t.Fatalf("step %d: the entry's view differs from the replay's", i)
		}
	}
	if _, err := r.Step(); !errors.Is(err, match.ErrReplayEnd) {
		t.Fatalf("a step past the end: %v, want ErrReplayEnd", err)
	}
	if !reflect.DeepEqual(r.View(1), m.View(1)) {
		t.Fatal("the replay's last position is not the match's")
	}
	final := r.View(0)
	r.Seek(3)
	mid := r.View(0)
	r.Seek(r.Len())
	if !reflect.DeepEqual(r.View(0), final) {
		t.Fatal("seeking back and forth does not come back to the same position")
	}
	r.Seek(3)
	if r.Pos() != 3 || !reflect.DeepEqual(r.View(0), mid) {
		t.Fatal("seeking back to move 3 does not give the same position twice")
	}
}

func TestReplayRefusesABadSave(t *testing.T) {
	m := newToy(t, match.Config{}, "bot:random", "bot:random")
	m.WaitIdle()
	save := m.Save()
	save.Moves[1] = "nonsense"
	if _, err := match.NewReplay(save, toy.Title); err == nil {
		t.Fatal("a save with a move the rules refuse was replayed")
	}
}
