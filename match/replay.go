package match

import (
	"errors"

	"starboard/rules"
)

// Replay steps back and forth through a game that was played: the setup
// and the moves of a match or of a save, checked once when it is made. It
// is what a screen's review of a game reads; no bot plays and nothing is
// saved.
type Replay struct {
	title rules.Title
	seats []SeatConfig
	start rules.Game // the game before the first move
	moves []rules.Move
	texts []string
	who   []rules.Seat // the seat that made each move

	game rules.Game // the game after pos moves
	pos  int
}

// NewReplay returns the replay of a save of title t, at its start. A save
// that does not replay (a move the rules refuse) is refused as Resume
// refuses it.
func NewReplay(save *rules.Save, t rules.Title) (*Replay, error) {
	m, err := Resume(save, Config{Title: t, HoldBots: true})
	if err != nil {
		return nil, err
	}
	defer m.Close()
	return m.Replay()
}

// Replay returns the replay of the moves played so far in m, at its start.
// The moves are the match's own, checked when they were played.
func (m *Match) Replay() (*Replay, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	start, err := m.title.Build(m.setup)
	if err != nil {
		return nil, err
	}
	r := &Replay{title: m.title, seats: append([]SeatConfig(nil), m.seats...), start: start, game: start.Clone()}
	for _, st := range m.history {
		r.moves = append(r.moves, st.move)
		r.texts = append(r.texts, st.text)
		r.who = append(r.who, st.seat)
	}
	return r, nil
}

// Title returns the title of the game replayed.
func (r *Replay) Title() rules.Title { return r.title }

// Seats returns the seats of the game, in order.
func (r *Replay) Seats() []SeatConfig { return append([]SeatConfig(nil), r.seats...) }

// Len returns the number of moves of the game.
func (r *Replay) Len() int { return len(r.moves) }

// Pos returns the number of moves played to reach the position shown.
func (r *Replay) Pos() int { return r.pos }

// View returns the position shown, as seat may see it.
func (r *Replay) View(seat rules.Seat) rules.Game { return r.game.View(seat) }

// Seek goes to the position after n moves (clamped to the game's length).
func (r *Replay) Seek(n int) {
	n = max(0, min(n, len(r.moves)))
	if n < r.pos {
		r.game, r.pos = r.start.Clone(), 0
	}
	for r.pos < n {
		r.game.Apply(r.moves[r.pos]) // checked when the replay was made
		r.pos++
	}
}

// Move returns move n of the game (from 1): the seat that made it and its
// text.
func (r *Replay) Move(n int) (rules.Seat, string) {
	if n < 1 || n > len(r.moves) {
		return rules.NoSeat, ""
	}
	return r.who[n-1], r.texts[n-1]
}

// History returns the first n moves of the game as the match's queue
// reports them, with their events, for a log (without the game after
// each: their View is nil).
func (r *Replay) History(n int) []Entry {
	n = max(0, min(n, len(r.moves)))
	out := make([]Entry, 0, n)
	g := r.start.Clone()
	for i := range n {
		events, err := g.Apply(r.moves[i])
		if err != nil {
			break // checked when the replay was made
		}
		out = append(out, r.entry(i, events, nil))
	}
	return out
}

func (r *Replay) entry(i int, events []rules.Event, after rules.Game) Entry {
	seat := r.who[i]
	return Entry{
		Number: i + 1,
		Seat:   seat,
		Bot:    seat >= 0 && int(seat) < len(r.seats) && r.seats[seat].Player.Bot,
		Move:   r.moves[i],
		Text:   r.texts[i],
		Events: append([]rules.Event(nil), events...),
		after:  after,
	}
}

// ErrReplayEnd is returned by Step at the end of the game.
var ErrReplayEnd = errors.New("the game ends here")

// Step plays the next move and returns it as the match's queue would
// report it: numbered from 1, with its events and the game just after it.
func (r *Replay) Step() (Entry, error) {
	if r.pos >= len(r.moves) {
		return Entry{}, ErrReplayEnd
	}
	mv := r.moves[r.pos]
	events, err := r.game.Apply(mv)
	if err != nil {
		return Entry{}, err
	}
	r.pos++
	return r.entry(r.pos-1, events, r.game.Clone()), nil
}
