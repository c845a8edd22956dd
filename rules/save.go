package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
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
	return fmt.Sprintf("move %d %s: %v", e.Index, QuoteInput(e.Text), e.Err)
}

// MaxMoveText is the length beyond which a text is not read as a move:
// every title's moves are far shorter (the longest, in Revenant, has 41
// characters), and a title's refusal, which may quote the text, is not
// asked to read it.
const MaxMoveText = 100

// MaxEcho is the most characters of a person's input that an error message
// repeats.
const MaxEcho = 120

// QuoteInput returns s quoted, as an error message repeats a person's
// input: at most MaxEcho characters of it, with "…" when it was longer.
func QuoteInput(s string) string {
	q := strconv.Quote(s)
	if utf8.RuneCountInString(q) <= MaxEcho+2 {
		return q
	}
	// Escapes make a quoted text longer than the text: keep as many runes
	// as fit in MaxEcho characters once quoted.
	runes := []rune(s)
	n := min(len(runes), MaxEcho)
	for n > 0 && utf8.RuneCountInString(strconv.Quote(string(runes[:n]))) > MaxEcho+2 {
		n -= max(1, n/8)
	}
	return strconv.Quote(string(runes[:n])) + "…"
}

// TitleError is returned when a save is replayed under another title than
// its own.
type TitleError struct {
	Slug string // the title the save is of
	Want Title  // the title it was replayed under
}

func (e *TitleError) Error() string {
	return fmt.Sprintf("this is a save of %s, not of %s", QuoteInput(e.Slug), e.Want.Name)
}

func (e *MoveError) Unwrap() error { return e.Err }

// Replay rebuilds the game of the save under title t, checking every move.
// A bad or tampered save is refused with an error naming the move and why.
func (s *Save) Replay(t Title) (Game, error) {
	if s.Title != t.Slug {
		return nil, &TitleError{Slug: s.Title, Want: t}
	}
	// A ruleset is named after its title ("gods-1"): one of another title
	// means the save is of that title, whatever its title field says.
	if other, _, ok := strings.Cut(s.Ruleset, "-"); ok && other != t.Slug {
		return nil, &TitleError{Slug: other, Want: t}
	}
	if s.Format != SaveFormat {
		return nil, fmt.Errorf("save format %d is not supported (this build reads format %d)", s.Format, SaveFormat)
	}
	if s.Ruleset != t.Ruleset {
		return nil, fmt.Errorf("the save was made under the ruleset %s of %s; this build plays %s", QuoteInput(s.Ruleset), t.Name, strconv.Quote(t.Ruleset))
	}
	g, err := t.New(s.Setup())
	if err != nil {
		return nil, err
	}
	for i, text := range s.Moves {
		if g.Over() {
			return nil, &MoveError{i + 1, text, errors.New("the game was already over")}
		}
		if len(text) > MaxMoveText {
			return nil, &MoveError{i + 1, text, fmt.Errorf("%d characters is longer than any move", len(text))}
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

// Marshal returns the save as indented JSON. A game of no moves is written
// with an empty list of moves, never null: ParseSave refuses a save whose
// moves are missing.
func (s *Save) Marshal() ([]byte, error) {
	c := *s
	if c.Moves == nil {
		c.Moves = []string{}
	}
	if c.Seats == nil {
		c.Seats = []SeatRecord{}
	}
	return json.MarshalIndent(&c, "", "  ")
}

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
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return nil, fmt.Errorf("not a Starboard save: %s", jsonProblem(data, err))
	}
	for key := range fields {
		if !saveFields[key] {
			return nil, fmt.Errorf("not a Starboard save: it has a field %s that saves do not have (a save has %s)", QuoteInput(key), saveFieldList)
		}
	}
	for _, key := range requiredSaveFields {
		if raw, ok := fields[key]; !ok || string(bytes.TrimSpace(raw)) == "null" {
			return nil, fmt.Errorf("not a Starboard save: the field %q is missing", key)
		}
	}
	var s Save
	for key, raw := range fields {
		if err := s.decodeField(key, raw); err != nil {
			return nil, fmt.Errorf("not a Starboard save: %v", err)
		}
	}
	if s.Title == "" || len(s.Seats) == 0 {
		return nil, errors.New("not a Starboard save: title or seats missing")
	}
	for i, seat := range s.Seats {
		if err := CheckName(seat.Name); err != nil {
			return nil, fmt.Errorf("seat %d of the save: %v", i+1, err)
		}
	}
	for i, m := range s.Moves {
		if m == "" {
			return nil, fmt.Errorf("not a Starboard save: move %d is empty", i+1)
		}
	}
	return &s, nil
}

// saveFields are the fields of a save's JSON; requiredSaveFields must be
// there and not null (a save whose moves are missing is not a game of no
// moves).
var (
	saveFields         = map[string]bool{"format": true, "version": true, "title": true, "ruleset": true, "seed": true, "options": true, "seats": true, "moves": true}
	requiredSaveFields = []string{"format", "title", "ruleset", "seed", "seats", "moves"}
	saveFieldList      = "format, version, title, ruleset, seed, options, seats and moves"
)

// decodeField reads one field of a save's JSON into s, with an error in
// words a person understands.
func (s *Save) decodeField(key string, raw json.RawMessage) error {
	var target any
	var want string
	switch key {
	case "format":
		target, want = &s.Format, "the format must be a whole number"
	case "version":
		target, want = &s.Version, "the version must be a text"
	case "title":
		target, want = &s.Title, "the title must be a text, such as \"gods\""
	case "ruleset":
		target, want = &s.Ruleset, "the ruleset must be a text, such as \"gods-1\""
	case "seed":
		target, want = &s.Seed, "the seed must be a whole number ≥ 0"
	case "options":
		target, want = &s.Options, "the options must be an object of texts, such as {\"faces\": \"easy\"}"
	case "seats":
		target, want = &s.Seats, "the seats must be a list of {\"name\": text, \"player\": text}"
	case "moves":
		target, want = &s.Moves, "the moves must be a list of texts"
	}
	if err := json.Unmarshal(raw, target); err != nil {
		return errors.New(want)
	}
	return nil
}

// jsonProblem words why data is not JSON for a person: where it breaks.
func jsonProblem(data []byte, err error) string {
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) {
		line := 1 + bytes.Count(data[:min(int(syntax.Offset), len(data))], []byte("\n"))
		return fmt.Sprintf("the file is not valid JSON (it breaks on line %d)", line)
	}
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) {
		return "a save is a JSON object, {...}, and this file holds something else"
	}
	return "the file is not valid JSON"
}
