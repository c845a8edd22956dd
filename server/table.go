package server

import (
	"crypto/sha256"
	"crypto/subtle"
	"fmt"
	"slices"
	"strings"

	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/wire"
)

// table is one table rebuilt in a process's memory from its log: the whole
// game, which only the server ever holds, and what the log says about
// moves already applied.
type table struct {
	code    string
	setup   SetupRecord
	title   rules.Title
	game    rules.Game
	seq     uint64 // the stream sequence of the last record applied
	moves   int    // moves applied; the table's revision
	entries []wire.Entry
	after   []rules.Game    // the game after each of the last keptStates moves, oldest first
	initial rules.Game      // the game before the first move, while every move's state is kept
	applied map[moveKey]int // a client's move ID, per seat, to the move number it made
	seated  []bool          // per seat: a bot, or a person who has taken it
	ended   bool            // ended for good (Service.End)
}

// started reports whether every seat has been taken: play begins then.
// bot gives seat to a bot of level, after record seq.
func (t *table) bot(seat int, level string, seq uint64) {
	t.setup.Seats[seat].Bot = level
	t.seated[seat], t.seq = true, seq
}

// taken returns which seats are taken (a bot's always are).
func (t *table) taken() []bool { return slices.Clone(t.seated) }

// takenCount returns how many seats are taken.
func (t *table) takenCount() int { return wire.CountTaken(t.seated) }

func (t *table) started() bool {
	for _, ok := range t.seated {
		if !ok {
			return false
		}
	}
	return true
}

// keptStates is how many of its last states a table keeps, so that a
// client a few moves behind sees each move on the board it made; one
// further behind gets the table as it is now.
const keptStates = 32

// afterMove returns the game just after move n, if it is still kept.
func (t *table) afterMove(n int) (rules.Game, bool) {
	i := len(t.after) - (t.moves - n) - 1
	if n < 1 || n > t.moves || i < 0 {
		return nil, false
	}
	return t.after[i], true
}

// moveKey names one move a client sent: its seat and the client's ID.
type moveKey struct {
	seat int
	id   uint64
}

// newTable builds a table from its setup record.
func newTable(code string, seq uint64, setup SetupRecord) (*table, error) {
	title, err := catalog.Find(setup.Title)
	if err != nil {
		return nil, err
	}
	if title.Ruleset != setup.Ruleset {
		return nil, fmt.Errorf("table %s was made under ruleset %s; this server plays %s", code, setup.Ruleset, title.Ruleset)
	}
	game, err := title.New(rules.Setup{Seats: len(setup.Seats), Seed: setup.Seed, Options: setup.Options})
	if err != nil {
		return nil, err
	}
	t := &table{code: code, setup: setup, title: title, game: game, initial: game.Clone(), seq: seq, applied: map[moveKey]int{}, seated: make([]bool, len(setup.Seats))}
	for i, s := range setup.Seats {
		t.seated[i] = s.Bot != ""
	}
	return t, nil
}

// check returns the move text says for seat if it is seat's to make now,
// or the rules' reason it is not.
func (t *table) check(seat int, text string) (rules.Move, error) {
	if t.game.Over() {
		return rules.Move{}, fmt.Errorf("the game is over")
	}
	if t.game.ToMove() != rules.Seat(seat) {
		return rules.Move{}, fmt.Errorf("it is not your turn")
	}
	mv, err := t.game.ParseMove(text)
	if err != nil {
		return rules.Move{}, err
	}
	if _, err := t.game.Clone().Apply(mv); err != nil {
		return rules.Move{}, err
	}
	return mv, nil
}

// apply plays a move record read from the log, as the next move.
func (t *table) apply(seq uint64, rec MoveRecord) error {
	if rec.Number != t.moves+1 {
		return fmt.Errorf("table %s: record %d is move %d, expected %d", t.code, seq, rec.Number, t.moves+1)
	}
	mv, err := t.game.ParseMove(rec.Text)
	if err != nil {
		return fmt.Errorf("table %s, move %d: %w", t.code, rec.Number, err)
	}
	events, err := t.game.Apply(mv)
	if err != nil {
		return fmt.Errorf("table %s, move %d: %w", t.code, rec.Number, err)
	}
	t.seq, t.moves = seq, rec.Number
	if rec.ID != 0 {
		t.applied[moveKey{rec.Seat, rec.ID}] = rec.Number
	}
	if len(t.after) == keptStates {
		t.after = append(t.after[:0], t.after[1:]...)
		t.initial = nil
	}
	t.after = append(t.after, t.game.Clone())
	// Apply reuses its slice of events at the next move: the entry keeps
	// a copy.
	t.entries = append(t.entries, wire.Entry{Number: rec.Number, Seat: rec.Seat, Bot: rec.Bot, Text: rec.Text, MoveID: rec.ID, Events: slices.Clone(events)})
	return nil
}

// seatOf returns the seat token opens, or -1.
func (t *table) seatOf(token string) int {
	sum := sha256.Sum256([]byte(token))
	keySum := sha256.Sum256([]byte(strings.ToUpper(token)))
	seat := -1
	for i, s := range t.setup.Seats {
		// Every seat is compared, in constant time, whatever matched.
		if len(s.Token) == len(sum) && subtle.ConstantTimeCompare(s.Token, sum[:]) == 1 {
			seat = i
		}
		if len(s.Key) == len(keySum) && subtle.ConstantTimeCompare(s.Key, keySum[:]) == 1 {
			seat = i
		}
	}
	return seat
}

// entryFor returns entry as seat may see it: its events redacted, and the
// move's text left out when it is the mover's secret.
func entryFor(e wire.Entry, seat rules.Seat) wire.Entry {
	out := e
	out.Events = make([]rules.Event, len(e.Events))
	secret := false
	for i, ev := range e.Events {
		out.Events[i] = ev.For(seat)
		if !ev.Sealed && ev.Redacted(seat) {
			secret = true
		}
	}
	if secret {
		out.Text = ""
	}
	if rules.Seat(e.Seat) != seat {
		out.MoveID = 0
	}
	return out
}
