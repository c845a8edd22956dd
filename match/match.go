package match

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"starboard/ai"
	"starboard/internal/version"
	"starboard/rules"
)

// Config is everything a match is started with.
type Config struct {
	// Title is the title to play.
	Title rules.Title
	// Setup holds the seed and options. Its Seats may be left 0: the number
	// of Seats below is used. Resume ignores Setup and takes the save's.
	Setup rules.Setup
	// Seats names the seats and says who plays each. Resume may leave it
	// empty to take the seats recorded in the save.
	Seats []SeatConfig
	// Store receives the autosave after every move and undo; nil means no
	// autosave.
	Store Store
	// Pace is how long a bot's move is held back after the bot has decided,
	// so a person can follow the game; 0 applies it at once.
	Pace time.Duration
	// BotTimeLimit caps the thinking time of one bot decision; 0 leaves
	// each level its own budget, counted in iterations, so that bots repeat
	// themselves for a seed.
	BotTimeLimit time.Duration
	// BotSeed seeds the bots: the bot of each seat gets its own seed made
	// from it. 0 means the seed of the game's setup.
	BotSeed uint64
	// Yield is called by the bot goroutine between slices of a search, and
	// may block briefly (in the browser, until the page has drawn). nil
	// means no call. It must not call Close, which waits for the goroutine.
	Yield func()
	// HoldBots keeps bots from moving on their own: a bot seat to move waits
	// until RunBots is called. The command line uses it; screens leave it
	// false.
	HoldBots bool
	// Review opens the match to be looked at, not played: no bot moves and
	// no seat may submit a move. A screen shows it through a Replay.
	Review bool
}

// Match is one running game. Its methods are safe for concurrent use, and
// none of them waits for a bot except WaitIdle and Close.
type Match struct {
	title    rules.Title
	setup    rules.Setup // with every option filled in
	seats    []SeatConfig
	store    Store
	pace     time.Duration
	botLimit time.Duration
	botSeed  uint64
	yield    func()
	hold     bool
	review   bool

	mu       sync.Mutex
	idle     *sync.Cond // signalled when the bot goroutine stops
	game     rules.Game
	history  []step
	floor    int    // moves before this index can never be taken back
	floorWhy string // why, in words, once floor > 0
	queue    []Entry
	bots     []*ai.Bot // per seat, made when first needed
	running  bool      // a bot goroutine is running
	release  bool      // with hold: RunBots was called and bots may play
	closed   bool
	botErr   error  // the last failure of a bot, for Err
	botStuck bool   // a bot failed and no move could be played for it
	saveSeq  uint64 // number of the latest save built

	version atomic.Uint64 // counts moves and undos; read by the thinking bot
	stop    chan struct{} // closed by Close
	wg      sync.WaitGroup

	remote *remoteState // a table a server holds (NewRemote); nil for a local match

	saveMu   sync.Mutex // orders writes to the store
	savedSeq uint64     // number of the latest save written
	saveErr  error
}

// step is one move of the log.
type step struct {
	seat   rules.Seat
	move   rules.Move
	text   string
	before rules.Game // the state before the move, kept while it may be undone
}

// New starts a match from its setup.
func New(cfg Config) (*Match, error) {
	if cfg.Title.Build == nil {
		return nil, fmt.Errorf("%s cannot be played yet", titleName(cfg.Title))
	}
	setup := cfg.Setup
	if setup.Seats == 0 {
		setup.Seats = len(cfg.Seats)
	}
	if len(cfg.Seats) != 0 && len(cfg.Seats) != setup.Seats {
		return nil, fmt.Errorf("the setup has %d seats but %d are described", setup.Seats, len(cfg.Seats))
	}
	if err := checkNames(cfg.Seats); err != nil {
		return nil, err
	}
	full, err := cfg.Title.Check(setup)
	if err != nil {
		return nil, err
	}
	g, err := cfg.Title.Build(full)
	if err != nil {
		return nil, err
	}
	m := newMatch(cfg, full, g)
	m.mu.Lock()
	m.startBotsLocked()
	m.mu.Unlock()
	return m, nil
}

// Resume rebuilds a match from a save, replaying and checking every move
// under cfg.Title. A bad or tampered save is refused with an error that
// names the move and the reason (a *rules.MoveError). When cfg.Seats is
// empty the seats recorded in the save are used. The moves of the save
// cannot be taken back.
func Resume(save *rules.Save, cfg Config) (*Match, error) {
	t := cfg.Title
	if save.Title != t.Slug {
		return nil, &rules.TitleError{Slug: save.Title, Want: t}
	}
	if other, _, ok := strings.Cut(save.Ruleset, "-"); ok && other != t.Slug {
		return nil, &rules.TitleError{Slug: other, Want: t}
	}
	if save.Format != rules.SaveFormat {
		return nil, fmt.Errorf("save format %d is not supported (this build reads format %d)", save.Format, rules.SaveFormat)
	}
	if save.Ruleset != t.Ruleset {
		return nil, fmt.Errorf("the save was made under the ruleset %s of %s; this build plays %q", rules.QuoteInput(save.Ruleset), t.Name, t.Ruleset)
	}
	if t.Build == nil {
		return nil, fmt.Errorf("%s cannot be played yet", titleName(t))
	}
	seats, err := SaveSeats(save)
	if err != nil {
		return nil, err
	}
	if len(cfg.Seats) == 0 {
		cfg.Seats = seats
	} else if len(cfg.Seats) != len(save.Seats) {
		return nil, fmt.Errorf("the save has %d seats but %d are described", len(save.Seats), len(cfg.Seats))
	} else if err := checkNames(cfg.Seats); err != nil {
		return nil, err
	}
	full, err := t.Check(save.Setup())
	if err != nil {
		return nil, err
	}
	g, err := t.Build(full)
	if err != nil {
		return nil, err
	}
	m := newMatch(cfg, full, g)
	for i, text := range save.Moves {
		if g.Over() {
			return nil, &rules.MoveError{Index: i + 1, Text: text, Err: errors.New("the game was already over")}
		}
		seat := g.ToMove()
		if len(text) > rules.MaxMoveText {
			return nil, &rules.MoveError{Index: i + 1, Text: text, Err: fmt.Errorf("%d characters is longer than any move", len(text))}
		}
		mv, err := g.ParseMove(text)
		if err != nil {
			return nil, &rules.MoveError{Index: i + 1, Text: text, Err: err}
		}
		if _, err := g.Apply(mv); err != nil {
			return nil, &rules.MoveError{Index: i + 1, Text: text, Err: err}
		}
		m.history = append(m.history, step{seat: seat, move: mv, text: text})
	}
	if len(m.history) > 0 {
		m.floor = len(m.history)
		m.floorWhy = "it was made before the game was loaded"
	}
	m.version.Store(uint64(len(m.history)))
	m.mu.Lock()
	m.startBotsLocked()
	m.mu.Unlock()
	return m, nil
}

// SaveSeats returns the seats a save records, checked as Resume checks
// them: each seat's player must read as one (human, bot:LEVEL) and its name
// must pass rules.CheckName.
func SaveSeats(save *rules.Save) ([]SeatConfig, error) {
	seats := make([]SeatConfig, len(save.Seats))
	for i, rec := range save.Seats {
		p, err := ParsePlayer(rec.Player)
		if err != nil {
			return nil, fmt.Errorf("seat %d of the save: %v", i+1, err)
		}
		if err := rules.CheckName(rec.Name); err != nil {
			return nil, fmt.Errorf("seat %d of the save: %v", i+1, err)
		}
		seats[i] = SeatConfig{Name: rec.Name, Player: p, Color: rec.Color}
	}
	return seats, nil
}

// checkNames returns an error naming the first seat whose name
// rules.CheckName refuses.
func checkNames(seats []SeatConfig) error {
	for i, seat := range seats {
		if err := rules.CheckName(seat.Name); err != nil {
			return fmt.Errorf("the name of seat %d: %v", i+1, err)
		}
	}
	return nil
}

func newMatch(cfg Config, full rules.Setup, g rules.Game) *Match {
	seats := make([]SeatConfig, full.Seats)
	copy(seats, cfg.Seats)
	for i := range seats {
		if seats[i].Name == "" {
			seats[i].Name = fmt.Sprintf("Seat %d", i+1)
		}
	}
	seed := cfg.BotSeed
	if seed == 0 {
		seed = full.Seed
	}
	m := &Match{
		title:    cfg.Title,
		setup:    full,
		seats:    seats,
		store:    cfg.Store,
		pace:     cfg.Pace,
		botLimit: cfg.BotTimeLimit,
		botSeed:  seed,
		yield:    cfg.Yield,
		hold:     cfg.HoldBots || cfg.Review,
		review:   cfg.Review,
		game:     g,
		bots:     make([]*ai.Bot, full.Seats),
		stop:     make(chan struct{}),
	}
	m.idle = sync.NewCond(&m.mu)
	return m
}

func titleName(t rules.Title) string {
	if t.Name != "" {
		return t.Name
	}
	if t.Slug != "" {
		return t.Slug
	}
	return "this title"
}

// ForReview reports whether the match was opened for review only
// (Config.Review).
func (m *Match) ForReview() bool { return m.review }

// Title returns the title being played.
func (m *Match) Title() rules.Title { return m.title }

// Setup returns the setup the game started from, with every option filled in.
func (m *Match) Setup() rules.Setup {
	s := m.setup
	s.Options = rules.Options{}
	for k, v := range m.setup.Options {
		s.Options[k] = v
	}
	return s
}

// Seats returns the seats, in order.
func (m *Match) Seats() []SeatConfig { return append([]SeatConfig(nil), m.seats...) }

// Seat returns one seat. It panics if seat is not a seat of the match.
func (m *Match) Seat(seat rules.Seat) SeatConfig {
	m.checkSeat(seat)
	return m.seats[seat]
}

// IsBot reports whether a bot plays seat.
func (m *Match) IsBot(seat rules.Seat) bool { return m.validSeat(seat) && m.seats[seat].Player.Bot }

func (m *Match) validSeat(seat rules.Seat) bool { return seat >= 0 && int(seat) < len(m.seats) }

func (m *Match) checkSeat(seat rules.Seat) {
	if !m.validSeat(seat) {
		panic(fmt.Sprintf("match: %v is not a seat of this %d-seat game", seat, len(m.seats)))
	}
}

// View returns what seat may see of the game, as a copy the caller owns. It
// panics if seat is not a seat of the match.
func (m *Match) View(seat rules.Seat) rules.Game {
	m.checkSeat(seat)
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.game.View(seat)
}

// ToMove returns the seat that must decide next, or rules.NoSeat once the
// game is over.
func (m *Match) ToMove() rules.Seat {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.game.ToMove()
}

// Over reports whether the game has ended.
func (m *Match) Over() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.game.Over()
}

// Prompt returns the question the game is asking now.
func (m *Match) Prompt() rules.Prompt {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.game.Prompt()
}

// Legal returns the legal moves of seat: empty unless seat must decide now.
func (m *Match) Legal(seat rules.Seat) []rules.Move {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.game.Over() || m.game.ToMove() != seat {
		return nil
	}
	return m.game.Legal(nil)
}

// MoveText returns the canonical text of a move.
func (m *Match) MoveText(mv rules.Move) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.game.MoveText(mv)
}

// ParseMove reads the canonical text of a move. It does not check that the
// move is legal.
func (m *Match) ParseMove(text string) (rules.Move, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.game.ParseMove(text)
}

// EventText describes an event in words. Pass the event as the reader may
// see it (Event.For); the description shows whatever the event holds.
func (m *Match) EventText(e rules.Event) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.game.EventText(e)
}

// Log returns the text of every move played so far, in order.
func (m *Match) Log() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	texts := make([]string, len(m.history))
	for i, s := range m.history {
		texts[i] = s.text
	}
	return texts
}

// Moves returns the number of moves played so far.
func (m *Match) Moves() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.history)
}

// Save returns the game as a save: setup, seats and the move log.
func (m *Match) Save() *rules.Save {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.saveLocked()
}

func (m *Match) saveLocked() *rules.Save {
	s := &rules.Save{
		Format:  rules.SaveFormat,
		Version: version.String(),
		Title:   m.title.Slug,
		Ruleset: m.title.Ruleset,
		Seed:    m.setup.Seed,
		Options: rules.Options{},
		Seats:   make([]rules.SeatRecord, len(m.seats)),
		Moves:   make([]string, len(m.history)),
	}
	for k, v := range m.setup.Options {
		s.Options[k] = v
	}
	for i, seat := range m.seats {
		s.Seats[i] = rules.SeatRecord{Name: seat.Name, Player: seat.Player.String(), Color: seat.Color}
	}
	for i, st := range m.history {
		s.Moves[i] = st.text
	}
	return s
}

// Err returns what last went wrong behind the players' backs: the last
// autosave that failed (cleared by the next one that succeeds), or a bot
// whose chosen move the rules refused. It is nil when all is well.
func (m *Match) Err() error {
	m.mu.Lock()
	botErr := m.botErr
	if m.remote != nil && m.remote.refused != nil {
		botErr = errors.Join(botErr, m.remote.refused)
	}
	m.mu.Unlock()
	m.saveMu.Lock()
	saveErr := m.saveErr
	m.saveMu.Unlock()
	return errors.Join(saveErr, botErr)
}

// BotErr returns why the last bot move failed: a move the rules refused,
// or none found. It is nil when all is well.
func (m *Match) BotErr() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.botErr
}

// SaveErr returns why the last autosave failed, or nil when it was written
// (or there is no store). A failed autosave does not stop the game: the
// next move tries again.
func (m *Match) SaveErr() error {
	m.saveMu.Lock()
	defer m.saveMu.Unlock()
	return m.saveErr
}

// Submit plays a move for a human seat. It refuses, with the reason in
// words, when the game is over or closed, when it is not that seat's turn,
// when a bot plays that seat, or when the rules refuse the move (their
// reason is passed through). A move that is played is logged, autosaved and
// queued.
func (m *Match) Submit(seat rules.Seat, mv rules.Move) error {
	m.mu.Lock()
	if err := m.canSubmitLocked(seat); err != nil {
		m.mu.Unlock()
		return err
	}
	if m.remote != nil {
		err := m.submitRemoteLocked(seat, mv)
		m.mu.Unlock()
		return err
	}
	if err := m.applyLocked(seat, mv, false); err != nil {
		m.mu.Unlock()
		return err
	}
	save := m.prepareSaveLocked()
	m.startBotsLocked()
	m.mu.Unlock()
	save()
	return nil
}

// SubmitText reads a move in its canonical text and submits it for seat.
func (m *Match) SubmitText(seat rules.Seat, text string) error {
	m.mu.Lock()
	if err := m.canSubmitLocked(seat); err != nil {
		m.mu.Unlock()
		return err
	}
	mv, err := m.game.ParseMove(text)
	m.mu.Unlock()
	if err != nil {
		return err
	}
	return m.Submit(seat, mv)
}

func (m *Match) canSubmitLocked(seat rules.Seat) error {
	switch {
	case m.closed:
		return errors.New("the game has been closed")
	case m.review:
		return errors.New("this game is open for review only")
	case !m.validSeat(seat):
		return fmt.Errorf("there is no %v at this table", seat)
	case m.game.Over():
		return errors.New("the game is over")
	case m.seats[seat].Player.Bot:
		return fmt.Errorf("%s is played by a bot", m.seats[seat].Name)
	case m.game.ToMove() != seat:
		return fmt.Errorf("it is not your turn: %s must decide", m.seats[m.game.ToMove()].Name)
	}
	return nil
}

// applyLocked applies mv for seat, which must be the seat to move, and
// records it in the log, the undo history and the queue.
func (m *Match) applyLocked(seat rules.Seat, mv rules.Move, bot bool) error {
	var before rules.Game
	if !bot {
		before = m.game.Clone()
	}
	text := m.game.MoveText(mv)
	events, err := m.game.Apply(mv)
	if err != nil {
		return err
	}
	sealed := false
	for _, e := range events {
		sealed = sealed || e.Sealed
	}
	// A bot's reply to a person does not keep the person from taking the
	// move back (Undo takes the reply back with it); a move that drew at
	// random or showed hidden information can never be taken back, nor can
	// anything before a person's move that follows another seat's.
	n := len(m.history)
	switch {
	case sealed:
		m.raiseFloorLocked(n+1, "it drew at random or showed hidden information")
	case !bot && n > 0 && m.history[n-1].seat != seat:
		m.raiseFloorLocked(n, "another seat has moved since")
	}
	if n+1 <= m.floor {
		before = nil
	}
	m.history = append(m.history, step{seat: seat, move: mv, text: text, before: before})
	m.version.Add(1)
	m.queue = append(m.queue, Entry{
		Number: n + 1,
		Seat:   seat,
		Bot:    bot,
		Move:   mv,
		Text:   text,
		Events: append([]rules.Event(nil), events...),
		after:  m.game.Clone(),
	})
	return nil
}

// raiseFloorLocked forbids undoing any move before index floor, and forgets
// the snapshots that can no longer be used.
func (m *Match) raiseFloorLocked(floor int, why string) {
	if floor <= m.floor {
		return
	}
	for i := m.floor; i < floor && i < len(m.history); i++ {
		m.history[i].before = nil
	}
	m.floor = floor
	m.floorWhy = why
}

// prepareSaveLocked builds the save of the game as it stands and returns a
// function, to be called without the lock, that writes it to the store.
// Writes land in order: a save older than one already written is dropped.
func (m *Match) prepareSaveLocked() func() {
	if m.store == nil {
		return func() {}
	}
	m.saveSeq++
	seq := m.saveSeq
	save := m.saveLocked()
	return func() {
		m.saveMu.Lock()
		defer m.saveMu.Unlock()
		if seq <= m.savedSeq {
			return
		}
		m.savedSeq = seq
		data, err := save.Marshal()
		if err == nil {
			err = m.store.Save(data)
		}
		m.saveErr = err
	}
}
