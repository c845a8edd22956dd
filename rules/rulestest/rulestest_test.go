package rulestest

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"starboard/rules"
	"starboard/rules/toy"
)

func TestToyConforms(t *testing.T) {
	Run(t, toy.Title, Config{Games: 12, Seed: 3})
}

// recorder collects failures instead of failing the test.
type recorder struct{ msgs []string }

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
}

// flawed wraps a toy game and breaks one part of the contract.
type flawed struct {
	rules.Game
	flaw     string
	refusals int    // mutate-on-refusal: counts refused moves
	shared   *[]int // shared-clone: a log every clone shares
	stamp    int    // global-counter: a number taken from outside the state
}

var counter int // global-counter reads and bumps this

func flawedTitle(flaw string) rules.Title {
	t := toy.Title
	t.Build = func(s rules.Setup) (rules.Game, error) {
		g, err := toy.Title.Build(s)
		if err != nil {
			return nil, err
		}
		f := &flawed{Game: g, flaw: flaw}
		if flaw == "shared-clone" {
			f.shared = new([]int)
		}
		return f, nil
	}
	return t
}

func (f *flawed) wrap(g rules.Game) *flawed {
	c := *f
	c.Game = g
	return &c
}

func (f *flawed) Clone() rules.Game { return f.wrap(f.Game.Clone()) }

func (f *flawed) View(seat rules.Seat) rules.Game {
	if f.flaw == "leaky-view" {
		return f.wrap(f.Game.Clone())
	}
	return f.wrap(f.Game.View(seat))
}

func (f *flawed) Apply(m rules.Move) ([]rules.Event, error) {
	if f.flaw == "accepts-anything" && !rules.LegalMove(f.Game, m) {
		return nil, nil
	}
	evs, err := f.Game.Apply(m)
	switch {
	case err != nil && f.flaw == "mutate-on-refusal":
		f.refusals++
	case err == nil && f.flaw == "shared-clone":
		*f.shared = append(*f.shared, int(m.Kind))
	case err == nil && f.flaw == "global-counter":
		counter++
		f.stamp = counter
	}
	return evs, err
}

func (f *flawed) Over() bool {
	if f.flaw == "never-ends" {
		return false
	}
	return f.Game.Over()
}

var sink []rules.Move

func (f *flawed) Legal(dst []rules.Move) []rules.Move {
	if f.flaw == "allocating-legal" {
		sink = f.Game.Legal(nil)
		return append(dst, sink...)
	}
	return f.Game.Legal(dst)
}

func (f *flawed) MoveText(m rules.Move) string {
	if f.flaw == "spaced-text" {
		return f.Game.MoveText(m) + " "
	}
	return f.Game.MoveText(m)
}

func (f *flawed) ParseMove(s string) (rules.Move, error) {
	m, err := f.Game.ParseMove(s)
	if err != nil && f.flaw == "lenient-parse" {
		if i := strings.LastIndexByte(s, ' '); i > 0 {
			return f.Game.ParseMove(s[:i])
		}
	}
	return m, err
}

func (f *flawed) Determinize(viewer rules.Seat, rng *rules.RNG) {
	if f.flaw != "forgetful-determinize" {
		f.Game.Determinize(viewer, rng)
	}
}

func (f *flawed) Breakdown(seat rules.Seat) []rules.ScoreLine {
	lines := f.Game.Breakdown(seat)
	if f.flaw == "bad-breakdown" {
		lines = append(lines, rules.ScoreLine{Label: "Bonus", Points: 1})
	}
	return lines
}

func (f *flawed) EventText(e rules.Event) string {
	switch {
	case f.flaw == "unstable-event-text":
		counter++
		return f.Game.EventText(e) + " #" + strconv.Itoa(counter)
	case f.flaw == "blank-redacted" && e.A == rules.Unknown:
		return ""
	}
	return f.Game.EventText(e)
}

// findCheck returns the check with the given name.
func findCheck(t *testing.T, name string) check {
	t.Helper()
	for _, c := range checks {
		if c.name == name {
			return c
		}
	}
	t.Fatalf("no check %q", name)
	return check{}
}

// TestChecksCatchFlaws runs each check on a toy broken in the way the check
// is meant to notice, and expects it to report that.
func TestChecksCatchFlaws(t *testing.T) {
	for _, tc := range []struct {
		flaw, check, want string
	}{
		{"leaky-view", "views", "either the view keeps something"},
		{"mutate-on-refusal", "illegal-moves", "but changed the state"},
		{"accepts-anything", "illegal-moves", "accepted a move that is not in Legal"},
		{"allocating-legal", "legal-allocs", "Legal allocates"},
		{"spaced-text", "move-text", "no space at either end"},
		{"lenient-parse", "move-text", "want an error"},
		{"shared-clone", "clone-independence", "changed"},
		{"global-counter", "save-load", "gives another state"},
		{"global-counter", "determinism", "other states"},
		{"forgetful-determinize", "determinize-resamples", "no two determinizations"},
		{"bad-breakdown", "scores", "adds up to"},
		{"unstable-event-text", "determinism", "other events"},
		{"blank-redacted", "events", "EventText of the form"},
		{"never-ends", "random-games", "not over"},
	} {
		t.Run(tc.flaw+"/"+tc.check, func(t *testing.T) {
			if tc.check == "legal-allocs" && raceEnabled {
				t.Skip("allocations are not counted under the race detector")
			}
			var r recorder
			findCheck(t, tc.check).run(&r, newSuite(flawedTitle(tc.flaw), Config{Games: 6, Seed: 1}))
			if len(r.msgs) == 0 {
				t.Fatalf("check %s passed on a toy with the flaw %s", tc.check, tc.flaw)
			}
			t.Logf("%s", r.msgs[0])
			if !strings.Contains(r.msgs[0], tc.want) {
				t.Errorf("check %s reported %q, want a message containing %q", tc.check, r.msgs[0], tc.want)
			}
			if !strings.Contains(r.msgs[0], "game 1 of 6") {
				t.Errorf("check %s reported %q, want it to name the game", tc.check, r.msgs[0])
			}
		})
	}
}

// TestChecksPassSoundToy runs every check on the unbroken wrapper, so a
// flaw test cannot pass because the wrapper itself is broken.
func TestChecksPassSoundToy(t *testing.T) {
	s := newSuite(flawedTitle("none"), Config{Games: 6, Seed: 1})
	for _, c := range checks {
		var r recorder
		c.run(&r, s)
		if len(r.msgs) > 0 {
			t.Errorf("check %s failed on the sound toy: %s", c.name, r.msgs[0])
		}
	}
}

func TestFailuresStopAfterAFewGames(t *testing.T) {
	var r recorder
	checkScores(&r, newSuite(flawedTitle("bad-breakdown"), Config{Games: 20}))
	if got, want := len(r.msgs), maxFailingGames+1; got != want {
		t.Fatalf("%d messages, want %d (one per failing game, then a stop): %q", got, want, r.msgs)
	}
	if !strings.Contains(r.msgs[maxFailingGames], "stopping") {
		t.Errorf("last message = %q, want it to say the check stopped", r.msgs[maxFailingGames])
	}
}

func TestPanicIsReported(t *testing.T) {
	title := toy.Title
	title.Build = func(s rules.Setup) (rules.Game, error) {
		g, err := toy.Title.Build(s)
		return &panicky{Game: g}, err
	}
	var r recorder
	checkRandomGames(&r, newSuite(title, Config{Games: 1}))
	if len(r.msgs) != 1 || !strings.Contains(r.msgs[0], "panic: boom") || !strings.Contains(r.msgs[0], "step 3") {
		t.Errorf("messages = %q, want one reporting the panic at step 3", r.msgs)
	}
}

// panicky panics on its fourth move.
type panicky struct {
	rules.Game
	moves int
}

func (p *panicky) Clone() rules.Game { return &panicky{p.Game.Clone(), p.moves} }

func (p *panicky) Apply(m rules.Move) ([]rules.Event, error) {
	if p.moves == 3 {
		panic("boom")
	}
	evs, err := p.Game.Apply(m)
	if err == nil {
		p.moves++
	}
	return evs, err
}

func TestFuzzMovesCatchesFlaws(t *testing.T) {
	rng := rules.NewRNG(9)
	data := make([]byte, 400)
	for i := range data {
		data[i] = byte(rng.Uint64())
	}
	for _, flaw := range []string{"accepts-anything", "mutate-on-refusal", "leaky-view", "lenient-parse"} {
		var r recorder
		fuzzMoves(&r, flawedTitle(flaw), nil, data)
		if len(r.msgs) == 0 {
			t.Errorf("FuzzMoves found nothing wrong with the flaw %s", flaw)
		}
	}
	var r recorder
	fuzzMoves(&r, toy.Title, nil, data)
	if len(r.msgs) > 0 {
		t.Errorf("FuzzMoves failed on the sound toy: %s", r.msgs[0])
	}
}

func TestDiffNamesThePath(t *testing.T) {
	type inner struct{ Cards [3]int8 }
	type state struct {
		hand  []inner
		score map[string]int
		rng   rules.RNG
	}
	a := &state{hand: []inner{{}, {Cards: [3]int8{1, 2, 3}}}, score: map[string]int{"x": 1}, rng: rules.NewRNG(1)}
	b := &state{hand: []inner{{}, {Cards: [3]int8{1, 9, 3}}}, score: map[string]int{"x": 1}, rng: rules.NewRNG(1)}
	if got, want := diff(a, b), "(*rulestest.state).hand[1].Cards[1]: 2 against 9"; got != want {
		t.Errorf("diff = %q, want %q", got, want)
	}
	b.hand[1].Cards[1] = 2
	b.score["x"] = 2
	if got, want := diff(a, b), `(*rulestest.state).score["x"]: 1 against 2`; got != want {
		t.Errorf("diff = %q, want %q", got, want)
	}
	b.score["x"] = 1
	b.rng = rules.NewRNG(2)
	if diff(a, b) == "" {
		t.Errorf("diff of states with other generators is empty")
	}
	if got := diffSkippingRNG(a, b); got != "" {
		t.Errorf("diffSkippingRNG = %q, want none", got)
	}
}

func TestDefaultSetups(t *testing.T) {
	got := DefaultSetups(toy.Title)
	var texts []string
	for _, s := range got {
		texts = append(texts, fmt.Sprintf("%d %s", s.Seats, s.Options))
	}
	if want := "2 |3 |4 |4 deck=16"; strings.Join(texts, "|") != want {
		t.Errorf("DefaultSetups(toy) = %q, want %q", strings.Join(texts, "|"), want)
	}
}

func BenchmarkToyRandomGames(b *testing.B) {
	RandomGames(b, toy.Title, rules.Setup{Seats: 3})
}
