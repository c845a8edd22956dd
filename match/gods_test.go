package match_test

import (
	"slices"
	"testing"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/gods"
)

// TestGodsBotsToTheEnd plays the first real title with bots only, then
// resumes the autosave and checks it reaches the same state.
func TestGodsBotsToTheEnd(t *testing.T) {
	store := &recordingStore{}
	m, err := match.New(match.Config{
		Title: gods.Title,
		Setup: rules.Setup{Seed: 12},
		Seats: seatsOf(t, "bot:random", "bot:easy", "bot:random"),
		Store: store,
	})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	m.WaitIdle()
	if !m.Over() {
		t.Fatalf("Over() = false after WaitIdle with bots only")
	}
	if err := m.Err(); err != nil {
		t.Fatalf("Err() = %v", err)
	}
	entries := m.Poll(nil)
	if len(entries) != m.Moves() || store.count() != m.Moves() {
		t.Errorf("%d entries and %d autosaves for %d moves, want one each", len(entries), store.count(), m.Moves())
	}
	resumed, err := match.Resume(store.last(t), match.Config{Title: gods.Title})
	if err != nil {
		t.Fatalf("Resume of the autosave = %v", err)
	}
	defer resumed.Close()
	if got, want := states(resumed), states(m); !slices.Equal(got, want) {
		t.Errorf("resumed state\n%q\nwant\n%q", got, want)
	}
}

// TestGodsHumanMove submits a person's first legal move and takes it back
// when the rules allow it.
func TestGodsHumanMove(t *testing.T) {
	m, err := match.New(match.Config{Title: gods.Title, Setup: rules.Setup{Seed: 3}, Seats: seatsOf(t, "human", "human")})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	before := states(m)
	seat := m.ToMove()
	legal := m.Legal(seat)
	if len(legal) == 0 {
		t.Fatalf("Legal(%v) is empty at the start", seat)
	}
	if err := m.Submit(seat, legal[0]); err != nil {
		t.Fatalf("Submit(%v, %q) = %v", seat, m.MoveText(legal[0]), err)
	}
	entry, _ := m.Next()
	sealed := slices.ContainsFunc(entry.Events, func(e rules.Event) bool { return e.Sealed })
	if got := m.CanUndo(seat); got == sealed {
		t.Fatalf("CanUndo(%v) = %v after a move whose events are sealed=%v", seat, got, sealed)
	}
	if sealed {
		return
	}
	if err := m.Undo(seat); err != nil {
		t.Fatal(err)
	}
	if got := states(m); !slices.Equal(got, before) {
		t.Errorf("state after undo\n%q\nwant\n%q", got, before)
	}
}
