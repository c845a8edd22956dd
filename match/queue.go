package match

import (
	"strconv"
	"strings"

	"starboard/rules"
)

// Entry is one thing that happened in a match: a move and the events it
// caused, or the taking back of a move. Entries are queued in the order they
// happened; a screen polls them and animates or redraws.
type Entry struct {
	// Number is the move's place in the log, from 1. For an undo it is the
	// number of the move taken back.
	Number int
	// Seat is the seat that moved, or that took its move back.
	Seat rules.Seat
	// Bot reports that a bot made the move.
	Bot bool
	// Move is the move, and Text its canonical text.
	Move rules.Move
	Text string
	// Events are the events of the move, whole, in order. Show a seat only
	// what For returns. They are nil for an undo.
	Events []rules.Event
	// Undo reports that the move numbered Number was taken back: the game is
	// as it was before that move, and a screen should redraw from the view.
	Undo bool

	after rules.Game // the whole game just after the move; nil for an undo
}

// View returns the game as seat saw it just after the entry's move, or nil
// for an undo. A screen that plays the entries one by one draws the board
// from it once the entry's events have played, so that the board never
// lags behind the log while further moves wait in the queue.
func (e Entry) View(seat rules.Seat) rules.Game {
	if e.after == nil {
		return nil
	}
	return e.after.View(seat)
}

// For returns the events of the entry as viewer may see them, in a new
// slice.
func (e Entry) For(viewer rules.Seat) []rules.Event {
	if e.Events == nil {
		return nil
	}
	out := make([]rules.Event, len(e.Events))
	for i, ev := range e.Events {
		out[i] = ev.For(viewer)
	}
	return out
}

// Poll appends every entry queued since the last Poll or Next to dst, in
// order, removes them from the queue and returns the extended slice. It
// never blocks for longer than a lock held for a state change.
func (m *Match) Poll(dst []Entry) []Entry {
	m.mu.Lock()
	defer m.mu.Unlock()
	dst = append(dst, m.queue...)
	clear(m.queue)
	m.queue = m.queue[:0]
	return dst
}

// Next removes the oldest queued entry and returns it; ok is false when the
// queue is empty.
func (m *Match) Next() (e Entry, ok bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.queue) == 0 {
		return Entry{}, false
	}
	e = m.queue[0]
	m.queue[0] = Entry{}
	m.queue = m.queue[1:]
	return e, true
}

// Describe returns the events of an entry in words, one line each, as
// viewer sees them, each seat called by its name (Named).
func (m *Match) Describe(e Entry, viewer rules.Seat) []string {
	events := e.For(viewer)
	m.mu.Lock()
	defer m.mu.Unlock()
	lines := make([]string, len(events))
	for i, ev := range events {
		lines[i] = m.Named(m.game.EventText(ev))
	}
	return lines
}

// Named returns text, in the rules' words, with each "seat N" and "Seat N"
// replaced by the name of that seat (seat numbers count from 1 there).
func (m *Match) Named(text string) string {
	for i := len(m.seats) - 1; i >= 0; i-- { // seat 12 before seat 1
		n := strconv.Itoa(i + 1)
		text = strings.ReplaceAll(text, "seat "+n, m.seats[i].Name)
		text = strings.ReplaceAll(text, "Seat "+n, m.seats[i].Name)
	}
	return text
}
