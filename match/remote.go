package match

import (
	"errors"
	"fmt"
	"slices"

	"starboard/ai"
	"starboard/rules"
	"starboard/wire"
)

// Link carries the moves of a remote match's seat to the server that holds
// the table. Package remote dials one over WebSocket; tests fake it.
type Link interface {
	// Send sends a move. It must not block for long: the answer comes
	// back as a State (or a refusal) through Deliver or Refused.
	Send(m wire.Move) error
}

// RemoteConfig describes a table held by a server, as a client joined it.
type RemoteConfig struct {
	Title  rules.Title
	Seated wire.Seated // the server's answer to the join or watch
	Link   Link        // nil when watching
	// Address is the server's, as the connection dialled it (Server).
	Address string
	// Disconnect, when set, ends the connection to the server; the
	// match's Close calls it, once.
	Disconnect func()
}

// NewRemote returns a match that mirrors a table a server holds (issue
// 29). Its game is the view of the seat the connection plays (the public
// view when watching), replaced by each State the server sends (Deliver);
// Submit sends that seat's moves over the link instead of applying them.
// Everything else reads as a local match's: the view, the prompt, the
// legal moves, the queue of entries with the board after each. No bot
// runs here (the server plays the bots), nothing is autosaved and no
// move can be taken back.
func NewRemote(cfg RemoteConfig) (*Match, error) {
	st := cfg.Seated
	if st.Title != cfg.Title.Slug || st.Ruleset != cfg.Title.Ruleset {
		return nil, fmt.Errorf("the table plays %s under ruleset %s; this build plays %s under %s", st.Title, st.Ruleset, cfg.Title.Slug, cfg.Title.Ruleset)
	}
	seats := make([]SeatConfig, len(st.Seats))
	for i, s := range st.Seats {
		seats[i] = SeatConfig{Name: s.Name, Color: s.Color}
		if s.Bot != "" {
			level, err := ai.ParseLevel(s.Bot)
			if err != nil {
				return nil, err
			}
			seats[i].Player = BotPlayer(level)
		}
	}
	g, err := remoteGame(cfg.Title, len(seats), st.Options)
	if err != nil {
		return nil, err
	}
	full, _ := cfg.Title.Check(rules.Setup{Seats: len(seats), Options: st.Options})
	m := newMatch(Config{Title: cfg.Title, Seats: seats, HoldBots: true}, full, g)
	m.remote = &remoteState{link: cfg.Link, seat: rules.Seat(st.Seat), disconnect: cfg.Disconnect, started: true, address: cfg.Address}
	for _, s := range st.Seats {
		// Until the first State, the seats as the server answered the join.
		taken := s.Present || s.Bot != ""
		m.remote.started = m.remote.started && taken
		m.remote.taken = append(m.remote.taken, taken)
	}
	m.floorWhy = "moves at an online table cannot be taken back"
	return m, nil
}

// remoteState is what a remote match adds to a match.
type remoteState struct {
	link       Link
	disconnect func()     // ends the connection; nil when there is nothing to end
	address    string     // the server's
	seat       rules.Seat // the seat this connection plays; NoSeat when watching
	revision   int        // the table's revision the game shows
	started    bool       // every seat is taken and play has begun
	taken      []bool     // which seats are taken
	synced     bool       // a State has come: the game is no longer a placeholder
	delivered  int        // how many States have come
	nextID     uint64     // the last move ID sent: the revision it was chosen on, plus one
	pending    bool       // a move was sent and its answer has not come
	sent       wire.Move  // the move sent last, sent again after a reconnection while pending
	refused    error      // the last refusal, for Err
	status     LinkStatus
	lost       error    // why the link was lost, when it was
	tokens     []string // by seat, for a match that looks on: the seats whose public moves it may make (Entrust)
	codes      []string // by seat, the seats' codes its creator was given (Invite)
}

// ErrSeatTaken is why the link of a remote match was lost when another
// connection took its seat, with the seat's link or code from another
// device.
var ErrSeatTaken = errors.New("another device took this seat")

// ErrTableEnded is why the link of a remote match was lost when the
// table was ended for good (wire.End: the big screen that made it let it
// go, as a kiosk does when its table stands idle).
var ErrTableEnded = errors.New("the table has ended")

// LinkStatus is how a remote match's connection to its server stands.
type LinkStatus int

// The link's states.
const (
	LinkUp           LinkStatus = iota // connected: moves go and come
	LinkReconnecting                   // the connection dropped; a new one is being tried
	LinkLost                           // given up: the server refused the seat, or the player left
)

// String names the status: up, reconnecting or lost.
func (s LinkStatus) String() string {
	switch s {
	case LinkUp:
		return "up"
	case LinkReconnecting:
		return "reconnecting"
	case LinkLost:
		return "lost"
	}
	return fmt.Sprintf("LinkStatus(%d)", int(s))
}

// Link reports how the connection of a remote match stands, and why it
// was lost when it was. A local match is always LinkUp.
func (m *Match) Link() (LinkStatus, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.remote == nil {
		return LinkUp, nil
	}
	return m.remote.status, m.remote.lost
}

// SetLink records how the connection stands (package remote calls it).
func (m *Match) SetLink(s LinkStatus, err error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.remote == nil || m.remote.status == s && m.remote.lost == err {
		return
	}
	m.remote.status, m.remote.lost = s, err
}

// Revision returns the table's revision a remote match shows: how many
// moves it has seen.
func (m *Match) Revision() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.remote == nil {
		return len(m.history)
	}
	return m.remote.revision
}

// Synced reports whether a remote match has had its first State from the
// server: before it, its game is a placeholder of the title's layout. A
// local match always has.
func (m *Match) Synced() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.remote == nil || m.remote.synced
}

// Delivered returns how many States a remote match has taken (Deliver),
// 0 for a local match. A State may change the game without an entry to
// play (the first one, which replaces the placeholder; one that catches a
// connection up), so a screen reads the match again whenever it grows.
func (m *Match) Delivered() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.remote == nil {
		return 0
	}
	return m.remote.delivered
}

// Waiting reports whether a remote match's table waits for every seat to
// be taken before play begins.
func (m *Match) Waiting() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.remote != nil && !m.remote.started
}

// Pending returns the move a remote match sent and has had no answer
// for, to be sent again over a new connection.
func (m *Match) Pending() (wire.Move, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.remote == nil || !m.remote.pending {
		return wire.Move{}, false
	}
	return m.remote.sent, true
}

// remoteGame returns a game of title to decode views into. Its seed is
// not the table's (that never leaves the server) and it never plays.
func remoteGame(title rules.Title, seats int, options rules.Options) (rules.Game, error) {
	return title.New(rules.Setup{Seats: seats, Seed: 1, Options: options})
}

// Remote reports whether the match mirrors a table on a server, and the
// seat it plays there (NoSeat when watching).
func (m *Match) Remote() (rules.Seat, bool) {
	if m.remote == nil {
		return rules.NoSeat, false
	}
	return m.remote.seat, true
}

// Taken reports which seats of a remote match's table are taken (a bot's,
// and a person's once their link or code has been opened), as the server
// last said; nil for a local match.
func (m *Match) Taken() []bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.remote == nil {
		return nil
	}
	return slices.Clone(m.remote.taken)
}

// SeatTaken reports whether seat of a remote match's table is taken, as
// Taken does, without copying the list (screens ask every frame).
func (m *Match) SeatTaken(seat int) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.remote != nil && seat >= 0 && seat < len(m.remote.taken) && m.remote.taken[seat]
}

// Entrust gives a remote match that looks on (the big screen of Table and
// phones) the invitation tokens of the table's seats, by seat ("" where
// none is given): it may then make the public moves of those seats
// (PublicFor, PublicMoves) though it holds none of them.
func (m *Match) Entrust(tokens []string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.remote != nil && m.remote.seat == rules.NoSeat {
		m.remote.tokens = slices.Clone(tokens)
	}
}

// Invite keeps, by seat ("" where none), the codes the seats of a remote
// match's table were given when it was created, for the table to show
// again while it waits for them (SeatCode).
func (m *Match) Invite(codes []string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.remote != nil {
		m.remote.codes = slices.Clone(codes)
	}
}

// SeatCode returns the code seat of a remote match's table was given at
// its creation (Invite), "" when the match was not told it.
func (m *Match) SeatCode(seat rules.Seat) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.remote == nil || seat < 0 || int(seat) >= len(m.remote.codes) {
		return ""
	}
	return m.remote.codes[seat]
}

// PublicFor reports whether a remote match that looks on may make moves
// for seat: it was entrusted with seat's token and the title has public
// moves (rules.PublicMover).
func (m *Match) PublicFor(seat rules.Seat) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.publicForLocked(seat)
}

func (m *Match) publicForLocked(seat rules.Seat) bool {
	if m.remote == nil || m.remote.seat != rules.NoSeat || seat < 0 || int(seat) >= len(m.remote.tokens) || m.remote.tokens[seat] == "" {
		return false
	}
	_, ok := m.game.(rules.PublicMover)
	return ok
}

// PublicMoves returns the public moves of seat that a match looking on
// may make for it (PublicFor) while seat is to move and play has begun,
// listed from the public view the match holds; nil otherwise.
func (m *Match) PublicMoves(seat rules.Seat) []rules.Move {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.publicForLocked(seat) || !m.remote.started || m.game.Over() || m.game.ToMove() != seat {
		return nil
	}
	pm := m.game.(rules.PublicMover)
	var out []rules.Move
	for _, mv := range m.game.Legal(nil) {
		if pm.PublicMove(mv) {
			out = append(out, mv)
		}
	}
	return out
}

// Server returns the address of the server a remote match mirrors a table
// of, empty for a local match.
func (m *Match) Server() string {
	if m.remote == nil {
		return ""
	}
	return m.remote.address
}

// Deliver takes a State the server sent: the game becomes the view it
// carries, and its entry, if any, is queued with that view as the board
// after it.
func (m *Match) Deliver(st wire.State) error {
	if m.remote == nil {
		return errors.New("match: Deliver on a local match")
	}
	// The view overwrites a copy of the game it replaces: every field of
	// the state is written, and a copy is cheaper than a new game.
	m.mu.Lock()
	g := m.game.Clone()
	m.mu.Unlock()
	if err := wire.DecodeState(g, st.View); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	r := m.remote
	if st.Revision < r.revision {
		return nil // an old frame, overtaken
	}
	if e := st.Entry; e != nil {
		seat := rules.Seat(e.Seat)
		if !m.validSeat(seat) {
			return fmt.Errorf("match: an entry for seat %d of %d", e.Seat, len(m.seats))
		}
		var mv rules.Move
		if e.Text != "" {
			mv, _ = m.game.ParseMove(e.Text)
		}
		m.history = append(m.history, step{seat: seat, move: mv, text: e.Text})
		m.queue = append(m.queue, Entry{Number: e.Number, Seat: seat, Bot: e.Bot, Move: mv, Text: e.Text, Events: e.Events, after: g.Clone()})
		if e.MoveID != 0 && e.MoveID == r.nextID {
			r.pending = false
		}
	} else {
		r.pending = false
	}
	m.floor = len(m.history)
	m.game = g
	r.revision, r.started, r.synced = st.Revision, st.Started, true
	r.delivered++
	if len(st.Taken) == len(r.taken) {
		copy(r.taken, st.Taken)
	}
	m.version.Add(1)
	return nil
}

// Refused takes the server's refusal of a move this match sent: the move
// is not pending any more and Err says why.
func (m *Match) Refused(rf wire.Refused) {
	if m.remote == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if rf.ID == 0 || rf.ID == m.remote.nextID {
		m.remote.pending = false
	}
	m.remote.refused = errors.New(rf.Reason)
}

// submitRemoteLocked sends mv for seat over the link; the lock is held and
// canSubmitLocked has passed.
func (m *Match) submitRemoteLocked(seat rules.Seat, mv rules.Move) error {
	r := m.remote
	switch {
	case r.link == nil || seat != r.seat && !m.publicForLocked(seat):
		return fmt.Errorf("%s is not your seat at this table", m.seats[seat].Name)
	case !r.started:
		return errors.New("the table waits for every seat to be taken")
	case r.pending:
		return errors.New("your last move is on its way to the server")
	}
	// The game here is the seat's view, with what the seat may not see
	// left out: a move is checked against the legal moves, not applied
	// (applying one that draws a hidden card could not be done on a
	// view). The server judges it on the whole game.
	if !slices.Contains(m.game.Legal(nil), mv) {
		return errors.New("that move is not one of your legal moves now")
	}
	var token string
	if seat != r.seat {
		if !m.game.(rules.PublicMover).PublicMove(mv) {
			return fmt.Errorf("%s makes that move on their own device", m.seats[seat].Name)
		}
		token = r.tokens[seat]
	}
	// A seat makes one move a revision, so the revision names the move:
	// a retry, even from a new connection, carries the same ID (and a
	// move made for the seat on a shared screen the same as its own).
	r.nextID = uint64(r.revision + 1)
	r.sent = wire.Move{ID: r.nextID, Text: m.game.MoveText(mv), Revision: r.revision, For: token}
	r.pending, r.refused = true, nil
	return r.link.Send(r.sent)
}
