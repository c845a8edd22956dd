package match_test

import (
	"errors"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/toy"
)

// SaveErr tells a failed autosave after a person's move, and clears once a
// save works again; the game goes on meanwhile.
func TestIssue9Item21SaveErrIsTold(t *testing.T) {
	store := &recordingStore{fail: errors.New("disk full")}
	m := newToy(t, match.Config{Store: store, Setup: rules.Setup{Seed: 3}}, "human", "human")
	submit(t, m, 0, "play 1")
	if err := m.SaveErr(); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("SaveErr() after a failed autosave = %v, want disk full", err)
	}
	store.mu.Lock()
	store.fail = nil
	store.mu.Unlock()
	submit(t, m, 0, "keep")
	if err := m.SaveErr(); err != nil {
		t.Errorf("SaveErr() after an autosave that worked = %v, want nil", err)
	}
}

// Resume and New refuse seat names a terminal or screen must not show, and
// SaveSeats checks a save's seats exactly as Resume does.
func TestIssue9Item24SeatNamesAreChecked(t *testing.T) {
	save := &rules.Save{Format: rules.SaveFormat, Title: "toy", Ruleset: toy.Title.Ruleset, Seed: 3,
		Seats: []rules.SeatRecord{{Name: "\x1b[2J", Player: "human"}, {Name: "B", Player: "human"}}}
	if _, err := match.Resume(save, match.Config{Title: toy.Title}); err == nil {
		t.Error("Resume of a save with an escape in a name = nil error, want a refusal")
	}
	if _, err := match.SaveSeats(save); err == nil {
		t.Error("SaveSeats of a save with an escape in a name = nil error, want a refusal")
	}
	save.Seats[0] = rules.SeatRecord{Name: "A", Player: "wizard"}
	if _, err := match.SaveSeats(save); err == nil {
		t.Error("SaveSeats of a save with a wizard = nil error, want a refusal")
	}
	_, err := match.New(match.Config{Title: toy.Title, Seats: []match.SeatConfig{{Name: "Ada\x07"}, {Name: "B"}}})
	if err == nil {
		t.Error("New with a bell in a name = nil error, want a refusal")
	}
}

// SaveReport speaks once when the autosave starts failing and once when it
// works again.
func TestIssue9Item21SaveReport(t *testing.T) {
	store := &recordingStore{fail: errors.New("disk full")}
	m := newToy(t, match.Config{Store: store, Setup: rules.Setup{Seed: 3}}, "human", "human")
	var r match.SaveReport
	if got := r.Update(m); got != "" || r.Failing() {
		t.Errorf("before any move: Update() = %q, Failing() = %v; want nothing", got, r.Failing())
	}
	submit(t, m, 0, "play 1")
	if got := r.Update(m); !strings.Contains(got, "could not be saved: disk full.") || !strings.Contains(got, "goes on") || !r.Failing() {
		t.Errorf("after a failed autosave: Update() = %q, Failing() = %v", got, r.Failing())
	}
	if got := r.Update(m); got != "" {
		t.Errorf("told again: %q", got)
	}
	store.mu.Lock()
	store.fail = nil
	store.mu.Unlock()
	submit(t, m, 0, "keep")
	if got := r.Update(m); got != "The game is saved again." || r.Failing() {
		t.Errorf("after an autosave that worked: Update() = %q, Failing() = %v", got, r.Failing())
	}
}
