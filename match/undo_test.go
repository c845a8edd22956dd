package match_test

import (
	"slices"
	"testing"
	"time"

	"starboard/match"
	"starboard/rules"
)

func TestUndoOwnMoveWithinTurn(t *testing.T) {
	store := &recordingStore{}
	m := newToy(t, match.Config{Store: store}, "human", "human")
	start := states(m)
	if m.CanUndo(0) {
		t.Errorf("CanUndo(seat 1) = true before any move, want false")
	}
	wantError(t, "Undo before any move", m.Undo(0), "no move to take back")

	submit(t, m, 0, "play 2")
	afterPlay := states(m)
	submit(t, m, 0, "keep")
	m.Poll(nil)

	// Keep ended the turn, but seat 2 has not moved yet: seat 1 may still
	// take back both decisions, one at a time.
	for i, want := range [][]string{afterPlay, start} {
		if !m.CanUndo(0) {
			t.Fatalf("undo %d: CanUndo(seat 1) = false, want true", i+1)
		}
		if err := m.Undo(0); err != nil {
			t.Fatalf("undo %d: Undo(seat 1) = %v", i+1, err)
		}
		if got := states(m); !slices.Equal(got, want) {
			t.Fatalf("undo %d: state\n%q\nwant\n%q", i+1, got, want)
		}
	}
	if got := m.Log(); len(got) != 0 {
		t.Errorf("Log() = %q after undoing everything, want empty", got)
	}
	if got := store.last(t).Moves; len(got) != 0 {
		t.Errorf("autosave holds %q after undoing everything, want no moves", got)
	}
	entries := m.Poll(nil)
	if len(entries) != 2 {
		t.Fatalf("Poll() returned %d entries after two undos, want 2", len(entries))
	}
	for i, want := range []struct {
		number int
		text   string
	}{{2, "keep"}, {1, "play 2"}} {
		if e := entries[i]; !e.Undo || e.Number != want.number || e.Text != want.text || e.Seat != 0 || e.Events != nil {
			t.Errorf("entry %d = %+v, want the undo of move %d %q by seat 1", i, e, want.number, want.text)
		}
	}
	// The game goes on from the restored state.
	submit(t, m, 0, "play 1")
	if got := m.Log(); !slices.Equal(got, []string{"play 1"}) {
		t.Errorf("Log() = %q, want [play 1]", got)
	}
}

func TestUndoRefused(t *testing.T) {
	t.Run("not your move", func(t *testing.T) {
		m := newToy(t, match.Config{}, "human", "human")
		submit(t, m, 0, "play 1")
		if m.CanUndo(1) {
			t.Errorf("CanUndo(seat 2) = true for seat 1's move")
		}
		wantError(t, "Undo(seat 2)", m.Undo(1), "only take back your own moves")
	})
	t.Run("past a sealed event", func(t *testing.T) {
		m := newToy(t, match.Config{}, "human", "human")
		submit(t, m, 0, "draw") // a secret draw: sealed
		if m.CanUndo(0) {
			t.Errorf("CanUndo(seat 1) = true after a draw")
		}
		wantError(t, "Undo of a draw", m.Undo(0), "drew at random")
		// A pass draws too: neither it nor the play before it can be undone.
		m2 := newToy(t, match.Config{}, "human", "human")
		submit(t, m2, 0, "play 1")
		submit(t, m2, 0, "pass")
		wantError(t, "Undo of a pass", m2.Undo(0), "drew at random")
		if got := m2.Moves(); got != 2 {
			t.Errorf("Moves() = %d after a refused undo, want 2", got)
		}
	})
	t.Run("after another seat moved", func(t *testing.T) {
		m := newToy(t, match.Config{}, "human", "human")
		submit(t, m, 0, "play 1")
		submit(t, m, 0, "keep")
		submit(t, m, 1, "play 1")
		wantError(t, "Undo(seat 1) after seat 2 played", m.Undo(0), "only take back your own moves")
		// Seat 2 takes its move back, but seat 1's turn stays closed.
		if err := m.Undo(1); err != nil {
			t.Fatalf("Undo(seat 2) = %v", err)
		}
		if m.CanUndo(0) {
			t.Errorf("CanUndo(seat 1) = true once seat 2 had moved")
		}
		wantError(t, "Undo(seat 1)", m.Undo(0), "another seat has moved since")
	})
	t.Run("a bot's seat", func(t *testing.T) {
		m := newToy(t, match.Config{}, "bot:random", "human")
		m.WaitIdle()
		wantError(t, "Undo(bot seat)", m.Undo(0), "played by a bot")
		wantError(t, "Undo(seat 2) of the bot's move", m.Undo(1), "no move of yours")
	})
	t.Run("game over", func(t *testing.T) {
		m := newToy(t, match.Config{}, "human", "bot:random")
		for !m.Over() {
			if m.ToMove() == 0 {
				legal := m.Legal(0)
				if err := m.Submit(0, legal[0]); err != nil {
					t.Fatal(err)
				}
			}
			m.WaitIdle()
		}
		wantError(t, "Undo after the end", m.Undo(0), "the game is over")
	})
	t.Run("after loading", func(t *testing.T) {
		m := newToy(t, match.Config{}, "human", "human")
		submit(t, m, 0, "play 1")
		resumed, err := match.Resume(m.Save(), match.Config{Title: m.Title()})
		if err != nil {
			t.Fatal(err)
		}
		defer resumed.Close()
		wantError(t, "Undo of a loaded move", resumed.Undo(0), "before the game was loaded")
	})
}

// TestUndoDropsAPendingBotMove takes a move back while the bot of the next
// seat is thinking or waiting out its pace: the bot's move must not land on
// the restored state.
func TestUndoDropsAPendingBotMove(t *testing.T) {
	m := newToy(t, match.Config{Pace: time.Hour}, "human", "bot:easy")
	submit(t, m, 0, "play 1")
	submit(t, m, 0, "keep") // the bot starts on its turn
	if err := m.Undo(0); err != nil {
		t.Fatalf("Undo(seat 1) while the bot waits = %v", err)
	}
	m.WaitIdle() // the bot goroutine sees the change and stops
	if got, want := m.Log(), []string{"play 1"}; !slices.Equal(got, want) {
		t.Errorf("Log() = %q, want %q", got, want)
	}
	if got := m.ToMove(); got != rules.Seat(0) {
		t.Errorf("ToMove() = %v, want seat 1", got)
	}
}
