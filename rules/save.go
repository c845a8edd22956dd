package rules

import (
	"encoding/json"
	"errors"
	"fmt"
)

// SaveFormat is the version of the save format written by this build.
const SaveFormat = 1

// Save is the saved form of a game: enough to rebuild it by replaying every
// move from the setup. It is written as JSON.
type Save struct {
	Format  int          `json:"format"`
	Title   string       `json:"title"`
	Ruleset string       `json:"ruleset"`
	Seed    uint64       `json:"seed"`
	Options Options      `json:"options,omitempty"`
	Seats   []SeatRecord `json:"seats"`
	Moves   []string     `json:"moves"`
}

// SeatRecord names who sits at a seat: a name, and who plays it ("human",
// "bot:hard"). The rules ignore both; the match layer reads them.
type SeatRecord struct {
	Name   string `json:"name"`
	Player string `json:"player"`
	Color  int    `json:"color,omitempty"` // the seat's colour, counting from 1; 0 for the seat's own
}

// Setup returns the setup the save starts from.
func (s *Save) Setup() Setup {
	return Setup{Seats: len(s.Seats), Seed: s.Seed, Options: s.Options}
}

// MoveError is returned when a move of a save cannot be replayed.
type MoveError struct {
	Index int    // the move's position in the log, from 1
	Text  string // the move as written
	Err   error  // why it was refused
}

func (e *MoveError) Error() string {
	return fmt.Sprintf("move %d %q: %v", e.Index, e.Text, e.Err)
}

func (e *MoveError) Unwrap() error { return e.Err }

// Replay rebuilds the game of the save under title t, checking every move.
// A bad or tampered save is refused with an error naming the move and why.
func (s *Save) Replay(t Title) (Game, error) {
	if s.Format != SaveFormat {
		return nil, fmt.Errorf("save format %d is not supported (this build reads format %d)", s.Format, SaveFormat)
	}
	if s.Title != t.Slug {
		return nil, fmt.Errorf("save is of title %q, not %q", s.Title, t.Slug)
	}
	if s.Ruleset != t.Ruleset {
		return nil, fmt.Errorf("save was made under ruleset %q; this build plays %q", s.Ruleset, t.Ruleset)
	}
	g, err := t.New(s.Setup())
	if err != nil {
		return nil, err
	}
	for i, text := range s.Moves {
		if g.Over() {
			return nil, &MoveError{i + 1, text, errors.New("the game was already over")}
		}
		m, err := g.ParseMove(text)
		if err != nil {
			return nil, &MoveError{i + 1, text, err}
		}
		if _, err := g.Apply(m); err != nil {
			return nil, &MoveError{i + 1, text, err}
		}
	}
	return g, nil
}

// Marshal returns the save as indented JSON.
func (s *Save) Marshal() ([]byte, error) { return json.MarshalIndent(s, "", "  ") }

// ParseSave reads a save from JSON. It checks the shape only; Replay checks
// the moves.
func ParseSave(data []byte) (*Save, error) {
	var s Save
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("not a Starboard save: %v", err)
	}
	if s.Title == "" || len(s.Seats) == 0 {
		return nil, errors.New("not a Starboard save: title or seats missing")
	}
	return &s, nil
}
