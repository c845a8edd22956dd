package rules

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Seat identifies a position at the table, counted from 0 in turn order.
type Seat int8

// NoSeat is the seat to move when nobody is to move: the game is over.
const NoSeat Seat = -1

// String returns the seat as players count it, from 1.
func (s Seat) String() string {
	if s == NoSeat {
		return "nobody"
	}
	return "seat " + strconv.Itoa(int(s)+1)
}

// SeatSet is a set of seats kept as a bit mask.
type SeatSet uint8

// Everyone is the set of all seats.
const Everyone SeatSet = 0xFF

// SeatsOf returns the set holding exactly the given seats.
func SeatsOf(seats ...Seat) SeatSet {
	var s SeatSet
	for _, seat := range seats {
		s |= 1 << uint(seat)
	}
	return s
}

// Has reports whether seat is in the set. NoSeat, the view of a watcher
// (the big screen of a table with phones), is in Everyone and in no other
// set: what the game shows every seat at once, a watcher sees; what it
// shows a few seats in turn, it does not.
func (s SeatSet) Has(seat Seat) bool {
	if seat < 0 {
		return seat == NoSeat && s == Everyone
	}
	return s&(1<<uint(seat)) != 0
}

// With returns the set with seat added.
func (s SeatSet) With(seat Seat) SeatSet { return s | 1<<uint(seat) }

// Move is one atomic decision. Its meaning belongs to the title: Kind says
// what sort of decision it is and A to D are its arguments. A Move holds no
// pointers, so it can be compared with == and stored without allocation.
type Move struct {
	Kind       uint8
	A, B, C, D int16
}

// Prompt is the question the game is asking: who must answer, what sort of
// decision it is, and a sentence that says it to a player.
type Prompt struct {
	Seat Seat   // the seat that must answer; NoSeat when the game is over
	Kind string // a short stable name for the decision, such as "designate"
	Text string // the question in words a player understands
}

// ScoreLine is one line of a score breakdown.
type ScoreLine struct {
	Label  string
	Points int
}

// Game is a running game of one title. Its methods never block and never
// read anything but the state itself.
//
// Implementations are pointers to value-like structs: Clone copies
// everything, and no two states share memory that either may change.
type Game interface {
	// Title returns the slug of the title, such as "gods".
	Title() string
	// Seats returns the number of seats at the table.
	Seats() int
	// ToMove returns the seat that must decide next, or NoSeat once the game is over.
	ToMove() Seat
	// Over reports whether the game has ended.
	Over() bool
	// Legal appends the legal moves of the seat to move to dst and returns
	// the extended slice. It does not allocate when dst has room.
	Legal(dst []Move) []Move
	// Apply plays m for the seat to move. A legal move changes the state and
	// returns what happened, in order; the slice is reused by the next call to
	// Apply. An illegal move returns an error that says why, in words a
	// player understands, and leaves the state exactly as it was.
	Apply(m Move) ([]Event, error)
	// Clone returns an independent copy.
	Clone() Game
	// View returns a copy that holds only what seat may know. Hidden things
	// are replaced by placeholders that Determinize can fill in again.
	View(seat Seat) Game
	// Determinize resamples, in place, everything viewer cannot know,
	// consistently with everything viewer has seen, drawing from rng. It
	// works on full states and on views alike.
	Determinize(viewer Seat, rng *RNG)
	// Prompt returns the current question.
	Prompt() Prompt
	// Score returns the points of seat so far; final once the game is over.
	Score(seat Seat) int
	// Breakdown returns the lines that add up to Score(seat), for results screens.
	Breakdown(seat Seat) []ScoreLine
	// Winners returns the seats that won; empty until the game is over.
	Winners() SeatSet
	// Utility returns the final outcome for seat in [0, 1], for bots.
	Utility(seat Seat) float64
	// Evaluate estimates Utility(seat) of the eventual end, in [0, 1], from
	// the state as it stands. Greedy bots and search leaves use it.
	Evaluate(seat Seat) float64
	// MoveText returns the canonical text of m.
	MoveText(m Move) string
	// ParseMove reads the canonical text of a move back.
	ParseMove(s string) (Move, error)
	// EventText describes e in words, as the seat it is shown to sees it.
	EventText(e Event) string
	// String renders the state as text. Called on a view, it shows a seat
	// what that seat may see.
	String() string
}

// Options are a title's option values by key, as text.
type Options map[string]string

// Setup is everything needed to start a game: seats, seed and options.
type Setup struct {
	Seats   int
	Seed    uint64
	Options Options
}

// OptionSpec describes one option of a title.
type OptionSpec struct {
	Key     string
	Doc     string
	Default string
	// Values lists the accepted values. When empty, the option takes an
	// integer from Min to Max.
	Values   []string
	Min, Max int
	// MaxSeats is the most seats the option means anything for (1: a
	// solo game's only); 0 for any number. A setup screen need not offer
	// it to more seats, whose games take its Default and ignore it.
	MaxSeats int
}

// Applies reports whether the option means anything in a game of seats.
func (o OptionSpec) Applies(seats int) bool { return o.MaxSeats == 0 || seats <= o.MaxSeats }

// Check returns an error if v is not a value the option accepts.
func (o OptionSpec) Check(v string) error {
	if len(o.Values) > 0 {
		for _, ok := range o.Values {
			if v == ok {
				return nil
			}
		}
		return fmt.Errorf("option %s: %s is not one of %s", o.Key, QuoteInput(v), strings.Join(o.Values, ", "))
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < o.Min || n > o.Max {
		return fmt.Errorf("option %s: %s is not a whole number from %d to %d", o.Key, QuoteInput(v), o.Min, o.Max)
	}
	return nil
}

// Title describes one game title and builds games of it.
type Title struct {
	Slug        string
	Name        string
	MinSeats    int
	MaxSeats    int
	Cooperative bool
	// Ruleset names the version of the rules and content; a save made under
	// another ruleset is refused.
	Ruleset string
	Options []OptionSpec
	// Build creates a game from a setup that Check accepted, with every
	// option present.
	Build func(Setup) (Game, error)
	// Search tunes the bots' tree search to the title; the zero value
	// keeps the bots' own settings. A game of the title returns the same
	// value from its Search method (see Searcher), so that a bot finds it
	// in the views it is handed.
	Search Search
}

// Search tunes the searching bots (package ai's normal and hard levels) to
// a title. The zero value keeps the bots' own settings.
type Search struct {
	// Guided makes the search grow its tree along the moves that look best
	// one ply ahead and play each iteration out as the greedy bot would,
	// for titles where random play says little about a position.
	Guided bool
	// Turn makes a guided search plan only the rest of the deciding seat's
	// turn, for titles whose turn is a long chain of small moves, where a
	// plain search spends its budget on the orders of the steps of one
	// action. It implies Guided.
	Turn bool
	// HardIterations is the hard level's budget; normal has
	// NormalIterations, or a quarter of it when that is 0.
	HardIterations   int
	NormalIterations int
	// RolloutDepth is the number of moves an iteration plays past the new
	// leaf; Exploration is the search's UCB1 constant, when not zero.
	RolloutDepth int
	Exploration  float64
	// TreeDepth caps the depth of the search tree; 0 means no cap.
	TreeDepth int
	// HardExtraTurns, with Turn, makes the hard level play each iteration
	// on, greedily, through the other seats' turns and this many more
	// turns of the deciding seat before judging it (HardRolloutDepth or,
	// when that is 0, RolloutDepth bounds the moves).
	HardExtraTurns int
	// HardRolloutDepth, when not 0, is the hard level's RolloutDepth: a
	// search with extra turns plays several turns' worth of moves.
	HardRolloutDepth int
	// HardPlayoutJudge makes the hard level's greedy playouts rank moves by
	// the title's JudgePlayout (see PlayoutJudge) instead of Evaluate.
	HardPlayoutJudge bool
	// HardScaledPriors makes the hard level keep each move's score one ply
	// ahead apart from its iterations' rewards and put it on their scale
	// (ai's ScaledPriors), for titles whose hard iterations judge positions
	// later than one ply ahead (HardExtraTurns).
	HardScaledPriors bool
}

// Searcher is a game that tunes the bots' search to its title: it returns
// its Title's Search.
type Searcher interface {
	Search() Search
}

// PlayoutJudge is a game that can rank positions for the moves of a
// greedy playout otherwise than its Evaluate does: JudgePlayout orders
// positions for seat, larger being better.
type PlayoutJudge interface {
	JudgePlayout(seat Seat) float64
}

// Planner is a game whose Evaluate, in some positions, already plays out
// the chain of moves under way by a plan of its own, such as the steps of
// a payment. Plan reports whether the seat to move is in such a position,
// and the legal move that plays the plan out: one move ahead then sees as
// far as a search of the chain would, so the searching bots decide there as
// the greedy bot does, and follow the plan in the positions they imagine.
type Planner interface {
	Plan() (Move, bool)
}

// Copier is a game that can become a copy of another game of its title
// without allocating, for the bots, which try a move on a copy and throw
// it away many times a decision. CopyFrom makes the game an independent
// copy of src, as src.Clone() would be, and reports false, changing
// nothing, when src is not of the game's own type.
type Copier interface {
	CopyFrom(src Game) bool
}

// MoveNoter is a game whose move texts hold words a person cannot read
// at a glance, such as card numbers. MoveNote says what move m, legal in
// the state it is called on, does: "Purge Lance (Equipment, Shiveus),
// paying 1 Material", or "" when the text says enough. Front ends that
// list moves print it beside MoveText; ParseMove never reads it.
type MoveNoter interface {
	MoveNote(m Move) string
}

// PublicMover is a game some of whose moves are public: every choice the
// move makes is on the table for all to see, and making it gives away
// nothing only its seat knows. A shared screen that shows the table to
// everyone (the big screen of Table and phones) may make such a move for
// the seat to move; every other move is made on that seat's own device. A
// move that picks among secrets (a card of a hidden hand, a draft, a
// hidden bid) or whose choice would tell what only the seat knows is never
// public. A game without the interface has no public moves.
//
// PublicMove reports whether m, a legal move of the seat to move, is
// public. The public moves of a position are the same whether listed from
// the game or from its public view (View(NoSeat)): a shared screen lists
// them from the view it has.
type PublicMover interface {
	PublicMove(m Move) bool
}

// New checks setup, fills in default options and builds the game.
func (t Title) New(setup Setup) (Game, error) {
	full, err := t.Check(setup)
	if err != nil {
		return nil, err
	}
	return t.Build(full)
}

// Check returns setup with every option filled in, or an error that says
// what is wrong with it.
func (t Title) Check(setup Setup) (Setup, error) {
	if setup.Seats < t.MinSeats || setup.Seats > t.MaxSeats {
		return setup, fmt.Errorf("%s is played by %d to %d seats, not %d", t.Name, t.MinSeats, t.MaxSeats, setup.Seats)
	}
	full := Options{}
	for k, v := range setup.Options {
		spec, ok := t.Option(k)
		if !ok {
			return setup, fmt.Errorf("%s has no option %s", t.Name, QuoteInput(k))
		}
		if err := spec.Check(v); err != nil {
			return setup, err
		}
		full[k] = v
	}
	for _, spec := range t.Options {
		if _, ok := full[spec.Key]; !ok {
			full[spec.Key] = spec.Default
		}
	}
	setup.Options = full
	return setup, nil
}

// Option returns the option with the given key.
func (t Title) Option(key string) (OptionSpec, bool) {
	for _, o := range t.Options {
		if o.Key == key {
			return o, true
		}
	}
	return OptionSpec{}, false
}

// String returns the options as sorted key=value pairs.
func (o Options) String() string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for i, k := range keys {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(k + "=" + o[k])
	}
	return b.String()
}

// Int returns the option as an integer, or 0 when it is not one.
func (o Options) Int(key string) int {
	n, _ := strconv.Atoi(o[key])
	return n
}

// LegalMove reports whether m is among the legal moves of g. It allocates;
// use it outside hot loops.
func LegalMove(g Game, m Move) bool {
	var buf [64]Move
	for _, l := range g.Legal(buf[:0]) {
		if l == m {
			return true
		}
	}
	return false
}
