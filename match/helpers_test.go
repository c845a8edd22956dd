package match_test

import (
	"io/fs"
	"strings"
	"sync"
	"testing"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/toy"
)

// recordingStore keeps every save it is given, in order.
type recordingStore struct {
	mu    sync.Mutex
	saves [][]byte
	fail  error // returned by Save when set
}

func (s *recordingStore) Save(data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.fail != nil {
		return s.fail
	}
	s.saves = append(s.saves, append([]byte(nil), data...))
	return nil
}

func (s *recordingStore) Load() ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.saves) == 0 {
		return nil, fs.ErrNotExist
	}
	return s.saves[len(s.saves)-1], nil
}

func (s *recordingStore) count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.saves)
}

// last returns the last save, parsed.
func (s *recordingStore) last(t *testing.T) *rules.Save {
	t.Helper()
	data, err := s.Load()
	if err != nil {
		t.Fatalf("no autosave: %v", err)
	}
	save, err := rules.ParseSave(data)
	if err != nil {
		t.Fatalf("autosave does not parse: %v", err)
	}
	return save
}

// seatsOf turns player texts ("human", "bot:easy") into seat configs.
func seatsOf(t *testing.T, players ...string) []match.SeatConfig {
	t.Helper()
	seats := make([]match.SeatConfig, len(players))
	for i, text := range players {
		p, err := match.ParsePlayer(text)
		if err != nil {
			t.Fatal(err)
		}
		seats[i].Player = p
	}
	return seats
}

// newToy starts a toy match with the given players and seed 7. The match is
// closed when the test ends.
func newToy(t *testing.T, cfg match.Config, players ...string) *match.Match {
	t.Helper()
	cfg.Title = toy.Title
	if cfg.Setup.Seed == 0 {
		cfg.Setup.Seed = 7
	}
	cfg.Seats = seatsOf(t, players...)
	m, err := match.New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(m.Close)
	return m
}

// submit plays a move by its text and fails the test if it is refused.
func submit(t *testing.T, m *match.Match, seat rules.Seat, text string) {
	t.Helper()
	if err := m.SubmitText(seat, text); err != nil {
		t.Fatalf("SubmitText(%v, %q) = %v, want nil", seat, text, err)
	}
}

// wantError fails the test unless err is an error whose text holds want.
func wantError(t *testing.T, what string, err error, want string) {
	t.Helper()
	if err == nil {
		t.Fatalf("%s = nil, want an error containing %q", what, want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%s = %q, want an error containing %q", what, err, want)
	}
}

// states returns the views of every seat as text, to compare two games.
func states(m *match.Match) []string {
	var out []string
	for i := range m.Seats() {
		out = append(out, m.View(rules.Seat(i)).String())
	}
	return out
}
