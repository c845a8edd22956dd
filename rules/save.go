package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"unicode"
	"unicode/utf8"
)

// SaveFormat is the version of the save format written by this build.
const SaveFormat = 1

// Save is the saved form of a game: enough to rebuild it by replaying every
// move from the setup. It is written as JSON.
//
// Version names the build of the program that wrote the save, for bug
// reports; it is informational only (Replay ignores it, and saves written
// before it existed have none).
type Save struct {
	Format  int          `json:"format"`
	Version string       `json:"version,omitempty"`
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

// MaxSaveSize is the largest save, in bytes, that ParseSave reads: far
// above the longest game, far below what would strain memory.
const MaxSaveSize = 4 << 20

// MaxNameRunes is the most characters a seat's name may have.
const MaxNameRunes = 32

// CheckName returns an error when name cannot be a seat's name: longer than
// MaxNameRunes characters, not valid UTF-8, or holding anything that is not
// printable (control characters and terminal escapes, line breaks, tabs,
// invisible format characters). The empty name is allowed: it stands for
// the seat's own name.
func CheckName(name string) error {
	if !utf8.ValidString(name) {
		return errors.New("a name must be valid UTF-8")
	}
	if n := utf8.RuneCountInString(name); n > MaxNameRunes {
		return fmt.Errorf("a name has at most %d characters, not %d", MaxNameRunes, n)
	}
	for _, r := range name {
		if !unicode.IsPrint(r) {
			return fmt.Errorf("a name holds only printable characters, not %U", r)
		}
	}
	return nil
}

// utf8BOM is the byte order mark some editors put at the start of a file.
var utf8BOM = []byte("\xef\xbb\xbf")

// ParseSave reads a save from JSON, with or without a leading UTF-8 byte
// order mark. It checks the shape and the seats' names; Replay checks the
// moves. A save larger than MaxSaveSize is refused unread.
func ParseSave(data []byte) (*Save, error) {
	if len(data) > MaxSaveSize {
		return nil, fmt.Errorf("not a Starboard save: %d bytes is too large (a save has at most %d)", len(data), MaxSaveSize)
	}
	data = bytes.TrimPrefix(data, utf8BOM)
	var s Save
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("not a Starboard save: %v", err)
	}
	if s.Title == "" || len(s.Seats) == 0 {
		return nil, errors.New("not a Starboard save: title or seats missing")
	}
	for i, seat := range s.Seats {
		if err := CheckName(seat.Name); err != nil {
			return nil, fmt.Errorf("seat %d of the save: %v", i+1, err)
		}
	}
	return &s, nil
}
