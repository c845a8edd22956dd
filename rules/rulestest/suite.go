package rulestest

import (
	"fmt"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"

	"starboard/rules"
)

// Config says what the suite plays and how hard it looks. The zero value
// is a sensible default.
type Config struct {
	// Setups are the setups the games cycle through. Their Seed is ignored:
	// every game gets its own seed, derived from Seed. When empty, the suite
	// uses one setup per seat count from MinSeats to MaxSeats with default
	// options, plus one setup at MaxSeats for each non-default value of each
	// option (its Min and Max for a numeric option).
	Setups []rules.Setup
	// Games is the number of random games each check plays; 0 means 30.
	Games int
	// MaxMoves is the number of moves within which every game must end;
	// 0 means 5000.
	MaxMoves int
	// Seed seeds the games and the suite's own random choices; the same
	// seed replays the same games.
	Seed uint64
	// Samples is the number of steps of each game, spread evenly from the
	// first to the last, at which the costly checks run (views, clone
	// independence, illegal moves, allocations); 0 means 8.
	Samples int
	// Determinizations is the number of generator seeds tried per seat and
	// sampled step by the view checks; 0 means 4.
	Determinizations int
	// NoHiddenInformation skips the check that Determinize resamples
	// something, for a title where no seat ever lacks information.
	NoHiddenInformation bool
}

// reporter is the part of testing.TB the checks use, so tests of the suite
// can record failures instead of failing.
type reporter interface {
	Helper()
	Errorf(format string, args ...any)
}

// check is one part of the suite.
type check struct {
	name string
	run  func(r reporter, s *suite)
}

// checks lists the suite's parts in the order Run runs them.
var checks = []check{
	{"random-games", checkRandomGames},
	{"move-text", checkMoveText},
	{"illegal-moves", checkIllegalMoves},
	{"clone-independence", checkCloneIndependence},
	{"determinism", checkDeterminism},
	{"save-load", checkSaveLoad},
	{"views", checkViews},
	{"determinize-resamples", checkResampling},
	{"events", checkEvents},
	{"legal-allocs", checkLegalAllocs},
	{"scores", checkScores},
}

// Run runs the conformance suite on title, one subtest per check. Failure
// messages name the game (its number, setup and seed), the step and the
// last moves played, so a failure can be replayed.
func Run(t *testing.T, title rules.Title, cfg Config) {
	t.Helper()
	s := newSuite(title, cfg)
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			switch {
			case c.name == "determinize-resamples" && cfg.NoHiddenInformation:
				t.Skip("Config.NoHiddenInformation is set")
			case c.name == "legal-allocs" && raceEnabled:
				t.Skip("allocations are not counted under the race detector")
			}
			c.run(t, s)
		})
	}
}

// maxFailingGames is how many games a check lets fail before it stops.
const maxFailingGames = 3

// suite is one run of the checks on a title.
type suite struct {
	title   rules.Title
	cfg     Config
	specs   []gameSpec
	lengths map[int]int // game index -> number of moves, found by a first playout
}

// gameSpec is one random game: a setup with its seed, and the seed of the
// generator that picks the moves.
type gameSpec struct {
	index, of int
	setup     rules.Setup
	choose    uint64
}

func (g gameSpec) String() string {
	opts := ""
	if len(g.setup.Options) > 0 {
		opts = ", options " + g.setup.Options.String()
	}
	return fmt.Sprintf("game %d of %d (%d seats, seed %d%s)", g.index+1, g.of, g.setup.Seats, g.setup.Seed, opts)
}

func newSuite(title rules.Title, cfg Config) *suite {
	if cfg.Games <= 0 {
		cfg.Games = 30
	}
	if cfg.MaxMoves <= 0 {
		cfg.MaxMoves = 5000
	}
	if cfg.Samples <= 0 {
		cfg.Samples = 8
	}
	if cfg.Determinizations <= 0 {
		cfg.Determinizations = 4
	}
	if len(cfg.Setups) == 0 {
		cfg.Setups = DefaultSetups(title)
	}
	s := &suite{title: title, cfg: cfg, lengths: map[int]int{}}
	for i := range cfg.Games {
		setup := cfg.Setups[i%len(cfg.Setups)]
		setup.Seed = mix(cfg.Seed, uint64(i))
		s.specs = append(s.specs, gameSpec{index: i, of: cfg.Games, setup: setup, choose: mix(setup.Seed, 0xc4005e)})
	}
	return s
}

// DefaultSetups returns the setups the suite tries when Config.Setups is
// empty: every seat count with default options, then each non-default
// option value at the largest seat count.
func DefaultSetups(title rules.Title) []rules.Setup {
	var setups []rules.Setup
	for n := title.MinSeats; n <= title.MaxSeats; n++ {
		setups = append(setups, rules.Setup{Seats: n})
	}
	for _, o := range title.Options {
		values := o.Values
		if len(values) == 0 {
			values = []string{strconv.Itoa(o.Min), strconv.Itoa(o.Max)}
		}
		for _, v := range values {
			if v != o.Default {
				setups = append(setups, rules.Setup{Seats: title.MaxSeats, Options: rules.Options{o.Key: v}})
			}
		}
	}
	return setups
}

// mix derives a well-spread seed from two numbers (SplitMix64).
func mix(a, b uint64) uint64 {
	z := a + (b+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// eachGame calls play with a fresh walker for every game, turning a panic
// into a failure that says where it happened, and stops after a few
// failing games.
func (s *suite) eachGame(r reporter, play func(w *walker) bool) {
	r.Helper()
	failed := 0
	for _, spec := range s.specs {
		if !s.guard(r, spec, play) {
			failed++
			if failed == maxFailingGames {
				r.Errorf("stopping after %d failing games", failed)
				return
			}
		}
	}
}

func (s *suite) guard(r reporter, spec gameSpec, play func(w *walker) bool) (ok bool) {
	r.Helper()
	w := &walker{r: r, s: s, spec: spec, choose: rules.NewRNG(spec.choose), aux: rules.NewRNG(mix(spec.choose, 1))}
	defer func() {
		if p := recover(); p != nil {
			r.Errorf("%s: panic: %v\n%s", w.where(), p, debug.Stack())
			ok = false
		}
	}()
	g, err := s.title.New(spec.setup)
	if err != nil {
		r.Errorf("%s: New: %v", spec, err)
		return false
	}
	w.g = g
	return play(w)
}

// length returns how many moves the game of spec takes, playing it once
// if needed. A game that breaks counts the moves made before it broke.
func (s *suite) length(spec gameSpec) int {
	if n, ok := s.lengths[spec.index]; ok {
		return n
	}
	n := 0
	func() {
		defer func() { _ = recover() }()
		g, err := s.title.New(spec.setup)
		if err != nil {
			return
		}
		rng := rules.NewRNG(spec.choose)
		var legal []rules.Move
		for !g.Over() && n < s.cfg.MaxMoves {
			legal = g.Legal(legal[:0])
			if len(legal) == 0 {
				return
			}
			if _, err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
				return
			}
			n++
		}
	}()
	s.lengths[spec.index] = n
	return n
}

// walker plays one game by picking uniformly among the legal moves, and
// knows where it is for failure messages.
type walker struct {
	r      reporter
	s      *suite
	spec   gameSpec
	g      rules.Game
	step   int           // moves applied so far
	legal  []rules.Move  // the legal moves at this step
	moves  []rules.Move  // the moves applied so far
	texts  []string      // their texts
	live   []rules.Event // the slice the last Apply returned
	events []rules.Event // a copy of it
	choose rules.RNG     // picks the moves: the same for every check
	aux    rules.RNG     // the checks' own random choices
	sample []int         // the sampled steps, once known
}

// where says which game and step the walker is at, and the last moves.
func (w *walker) where() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, step %d", w.spec, w.step)
	if n := len(w.texts); n > 0 {
		from := max(0, n-4)
		b.WriteString(" (after ")
		if from > 0 {
			b.WriteString("…, ")
		}
		for i, t := range w.texts[from:] {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.Quote(t))
		}
		b.WriteString(")")
	}
	return b.String()
}

// fail reports a failure at the walker's place.
func (w *walker) fail(format string, args ...any) {
	w.r.Helper()
	w.r.Errorf("%s: %s", w.where(), fmt.Sprintf(format, args...))
}

// run plays the game to the end, calling visit at every step (the final
// one included) with w.legal filled in. It stops and returns false when
// visit does or when the game breaks the basic contract.
func (w *walker) run(visit func() bool) bool {
	w.r.Helper()
	for {
		w.legal = w.g.Legal(w.legal[:0])
		if !visit() {
			return false
		}
		if w.g.Over() {
			return true
		}
		if len(w.legal) == 0 {
			w.fail("the game is not over, yet Legal returns no move")
			return false
		}
		if w.step >= w.s.cfg.MaxMoves {
			w.fail("the game did not end within %d moves", w.s.cfg.MaxMoves)
			return false
		}
		if !w.apply(w.legal[w.choose.IntN(len(w.legal))]) {
			return false
		}
	}
}

// apply plays m, a legal move, and records it.
func (w *walker) apply(m rules.Move) bool {
	w.r.Helper()
	text := w.g.MoveText(m)
	evs, err := w.g.Apply(m)
	if err != nil {
		w.fail("Apply(%q) refused a legal move: %v", text, err)
		return false
	}
	w.live = evs
	w.events = append(w.events[:0], evs...)
	w.moves = append(w.moves, m)
	w.texts = append(w.texts, text)
	w.step++
	return true
}

// sampled reports whether the costly checks run at this step.
func (w *walker) sampled() bool {
	if w.sample == nil {
		n := w.s.length(w.spec)
		k := w.s.cfg.Samples
		for i := range k {
			step := 0
			if k > 1 {
				step = i * n / (k - 1)
			}
			if len(w.sample) == 0 || w.sample[len(w.sample)-1] != step {
				w.sample = append(w.sample, step)
			}
		}
	}
	for _, st := range w.sample {
		if st == w.step {
			return true
		}
	}
	return false
}

// replay builds a fresh game of the walker's setup and applies its first
// n moves, for a reference state that shares nothing with w.g.
func (w *walker) replay(n int) (rules.Game, error) {
	g, err := w.s.title.New(w.spec.setup)
	if err != nil {
		return nil, err
	}
	for i, m := range w.moves[:n] {
		if _, err := g.Apply(m); err != nil {
			return nil, fmt.Errorf("replaying move %d %q: %v", i+1, w.texts[i], err)
		}
	}
	return g, nil
}

// playout plays g at random with rng for at most maxMoves moves, checking
// that every chosen legal move applies and, when toEnd is set, that the
// game ends within them. It returns why it failed, or "".
func playout(g rules.Game, rng *rules.RNG, maxMoves int, toEnd bool) string {
	var legal []rules.Move
	for n := 0; !g.Over(); n++ {
		if n >= maxMoves {
			if !toEnd {
				return ""
			}
			return fmt.Sprintf("did not end within %d moves", maxMoves)
		}
		if seat := g.ToMove(); seat < 0 || int(seat) >= g.Seats() {
			return fmt.Sprintf("after %d moves, the game is not over but ToMove() = %d", n, seat)
		}
		legal = g.Legal(legal[:0])
		if len(legal) == 0 {
			return fmt.Sprintf("after %d moves, the game is not over, yet Legal returns no move", n)
		}
		m := legal[rng.IntN(len(legal))]
		if _, err := g.Apply(m); err != nil {
			return fmt.Sprintf("after %d moves, Apply(%q) refused a legal move: %v", n, g.MoveText(m), err)
		}
	}
	return ""
}

// contains reports whether moves holds m.
func contains(moves []rules.Move, m rules.Move) bool {
	for _, l := range moves {
		if l == m {
			return true
		}
	}
	return false
}

// sameMoves reports whether a and b hold the same moves in the same order.
func sameMoves(a, b []rules.Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
