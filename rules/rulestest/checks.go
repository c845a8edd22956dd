package rulestest

import (
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"starboard/rules"
)

// checkRandomGames plays random games to the end and checks, at every
// step, that the game says consistently whether it is over and who is to
// move, and that every legal move applies.
func checkRandomGames(r reporter, s *suite) {
	r.Helper()
	s.eachGame(r, func(w *walker) bool {
		if got := w.g.Title(); got != s.title.Slug {
			w.fail("Title() = %q, want %q", got, s.title.Slug)
			return false
		}
		if got := w.g.Seats(); got != w.spec.setup.Seats {
			w.fail("Seats() = %d, want %d", got, w.spec.setup.Seats)
			return false
		}
		return w.run(func() bool {
			if !w.basic() || !w.everyLegalApplies() {
				return false
			}
			if w.sampled() && w.g.String() == "" {
				w.fail("String() is empty")
				return false
			}
			return true
		})
	})
}

// basic checks that ToMove, Over, Legal (already in w.legal), Prompt and
// Winners agree with each other.
func (w *walker) basic() bool {
	w.r.Helper()
	g := w.g
	over, seat, prompt := g.Over(), g.ToMove(), g.Prompt()
	if over {
		switch {
		case seat != rules.NoSeat:
			w.fail("the game is over, yet ToMove() = %d, want rules.NoSeat", seat)
		case len(w.legal) != 0:
			w.fail("the game is over, yet Legal returns %d moves", len(w.legal))
		case prompt.Seat != rules.NoSeat:
			w.fail("the game is over, yet Prompt().Seat = %d, want rules.NoSeat", prompt.Seat)
		default:
			return true
		}
		return false
	}
	switch {
	case seat < 0 || int(seat) >= g.Seats():
		w.fail("the game is not over, yet ToMove() = %d, not one of its %d seats", seat, g.Seats())
	case len(w.legal) == 0:
		w.fail("the game is not over, yet Legal returns no move")
	case prompt.Seat != seat:
		w.fail("Prompt().Seat = %v, want ToMove() = %v", prompt.Seat, seat)
	case prompt.Kind == "" || prompt.Text == "":
		w.fail("Prompt() = %+v: Kind and Text must not be empty", prompt)
	case g.Winners() != 0:
		w.fail("Winners() = %s before the end, want none", seatList(g.Winners()))
	default:
		again := g.Legal(make([]rules.Move, 0, len(w.legal)))
		if !sameMoves(again, w.legal) {
			w.fail("a second call to Legal returns other moves: %s, then %s", moveTexts(g, w.legal), moveTexts(g, again))
			return false
		}
		return true
	}
	return false
}

// everyLegalApplies applies each legal move (at most 32 of them, picked at
// random) to a clone.
func (w *walker) everyLegalApplies() bool {
	w.r.Helper()
	try := func(m rules.Move) bool {
		if _, err := w.g.Clone().Apply(m); err != nil {
			w.fail("Apply(%q) on a clone refused a legal move: %v", w.g.MoveText(m), err)
			return false
		}
		return true
	}
	if len(w.legal) <= 32 {
		for _, m := range w.legal {
			if !try(m) {
				return false
			}
		}
		return true
	}
	for range 32 {
		if !try(w.legal[w.aux.IntN(len(w.legal))]) {
			return false
		}
	}
	return true
}

// checkMoveText checks that every legal move has one text that reads back
// to it, and that ParseMove refuses junk.
func checkMoveText(r reporter, s *suite) {
	r.Helper()
	s.eachGame(r, func(w *walker) bool {
		return w.run(func() bool {
			if !w.textsRoundTrip() {
				return false
			}
			if w.step == 0 || w.sampled() {
				return w.junkRefused()
			}
			return true
		})
	})
}

// textsRoundTrip checks MoveText and ParseMove on every legal move.
func (w *walker) textsRoundTrip() bool {
	w.r.Helper()
	seen := make(map[string]rules.Move, len(w.legal))
	for _, m := range w.legal {
		text := w.g.MoveText(m)
		if text == "" || strings.TrimSpace(text) != text {
			w.fail("MoveText(%+v) = %q: a move's text must be non-empty with no space at either end", m, text)
			return false
		}
		if other, dup := seen[text]; dup {
			w.fail("MoveText gives %q to two legal moves, %+v and %+v", text, other, m)
			return false
		}
		seen[text] = m
		back, err := w.parse(text)
		if err != nil {
			w.fail("ParseMove(%q) of a legal move: %v", text, err)
			return false
		}
		if back != m {
			w.fail("ParseMove(%q) = %+v, want %+v", text, back, m)
			return false
		}
	}
	return true
}

// junk are texts no title should read as a move.
var junk = []string{"", " ", "\n", "\x00", "\xff\xfe\xfd", "zzz zzz zzz", "🂡🂡", strings.Repeat("z", 1000)}

var digits = regexp.MustCompile(`[0-9]+`)

// junkRefused checks that ParseMove refuses junk, and that texts near a
// legal one (cut short, with numbers changed) either are refused or read
// as a move whose own text reads back to it.
func (w *walker) junkRefused() bool {
	w.r.Helper()
	bad := slices.Clone(junk)
	var near []string
	for _, m := range w.legal {
		text := w.g.MoveText(m)
		bad = append(bad, text+" zzz", "zzz "+text, text+"\x00")
		for i := range len(text) {
			near = append(near, text[:i])
		}
		for _, n := range []string{"0", "-1", "99999", "99999999999999999999999"} {
			near = append(near, digits.ReplaceAllString(text, n))
		}
		near = append(near, strings.ToUpper(text))
		if len(bad) > 64 {
			break
		}
	}
	for _, text := range bad {
		m, err := w.parse(text)
		if err == nil {
			w.fail("ParseMove(%q) = %+v, want an error", text, m)
			return false
		}
		if err.Error() == "" {
			w.fail("ParseMove(%q) returned an empty error message", text)
			return false
		}
	}
	for _, text := range near {
		m, err := w.parse(text)
		if err != nil {
			continue
		}
		again := w.g.MoveText(m)
		if back, err := w.parse(again); err != nil || back != m {
			w.fail("ParseMove(%q) = %+v, whose text %q reads back as %+v (error %v)", text, m, again, back, err)
			return false
		}
	}
	return true
}

// parse calls ParseMove, turning a panic into an error.
func (w *walker) parse(text string) (m rules.Move, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("ParseMove(%q) panicked: %v", text, p)
			w.fail("%v", err)
		}
	}()
	return w.g.ParseMove(text)
}

// checkIllegalMoves offers moves that are not legal (made up, or legal
// elsewhere) and checks that they are refused with a message and leave the
// state as it was.
func checkIllegalMoves(r reporter, s *suite) {
	r.Helper()
	pool := &movePool{seen: map[rules.Move]bool{}}
	s.eachGame(r, func(w *walker) bool {
		return w.run(func() bool {
			pool.add(w.legal)
			if !w.sampled() {
				return true
			}
			for range 16 {
				if !w.refused(w.illegalMove(pool)) {
					return false
				}
			}
			return true
		})
	})
}

// movePool keeps moves met in earlier states, to offer them elsewhere.
type movePool struct {
	moves []rules.Move
	seen  map[rules.Move]bool
}

func (p *movePool) add(moves []rules.Move) {
	for _, m := range moves {
		if len(p.moves) < 512 && !p.seen[m] {
			p.seen[m] = true
			p.moves = append(p.moves, m)
		}
	}
}

// illegalMove makes up a move that is not legal now: a legal move with a
// field changed, a move from another state, or random values.
func (w *walker) illegalMove(pool *movePool) rules.Move {
	for {
		var m rules.Move
		switch w.aux.IntN(3) {
		case 0:
			if len(w.legal) == 0 {
				continue
			}
			m = w.legal[w.aux.IntN(len(w.legal))]
			delta := []int16{-1, 1, 2, 100, -32768}[w.aux.IntN(5)]
			switch w.aux.IntN(5) {
			case 0:
				m.Kind += uint8(delta)
			case 1:
				m.A += delta
			case 2:
				m.B += delta
			case 3:
				m.C += delta
			default:
				m.D += delta
			}
		case 1:
			if len(pool.moves) == 0 {
				continue
			}
			m = pool.moves[w.aux.IntN(len(pool.moves))]
		default:
			m = rules.Move{Kind: uint8(w.aux.IntN(256)), A: int16(w.aux.IntN(24) - 4), B: int16(w.aux.IntN(24) - 4),
				C: int16(w.aux.IntN(8) - 2), D: int16(w.aux.IntN(8) - 2)}
		}
		if !contains(w.legal, m) {
			return m
		}
	}
}

// refused applies m, which is not legal, and checks that it is refused
// with a message and that nothing changed.
func (w *walker) refused(m rules.Move) bool {
	w.r.Helper()
	before := w.g.Clone()
	_, err := w.g.Apply(m)
	if err == nil {
		w.fail("Apply(%s) accepted a move that is not in Legal", w.describe(m))
		return false
	}
	if err.Error() == "" {
		w.fail("Apply(%s) refused the move with an empty error message", w.describe(m))
		return false
	}
	if d := diff(before, w.g.Clone()); d != "" {
		w.fail("Apply(%s) refused the move (%v) but changed the state: %s", w.describe(m), err, d)
		return false
	}
	if again := w.g.Legal(nil); !sameMoves(again, w.legal) {
		w.fail("after Apply(%s) was refused, Legal changed from %s to %s", w.describe(m), moveTexts(w.g, w.legal), moveTexts(w.g, again))
		return false
	}
	return true
}

// describe shows a move as its value and its text.
func (w *walker) describe(m rules.Move) (s string) {
	defer func() {
		if p := recover(); p != nil {
			s = fmt.Sprintf("%+v (MoveText panicked: %v)", m, p)
		}
	}()
	return fmt.Sprintf("%+v %q", m, w.g.MoveText(m))
}

// checkCloneIndependence plays clones to the end and checks that the
// original did not change, then plays the original on and checks that the
// clones and views taken on the way did not change. The reference states
// are fresh replays, which share nothing with either.
func checkCloneIndependence(r reporter, s *suite) {
	r.Helper()
	s.eachGame(r, func(w *walker) bool {
		type taken struct {
			step  int
			clone rules.Game
			views []rules.Game
		}
		var kept []taken
		ok := w.run(func() bool {
			if !w.sampled() {
				return true
			}
			if msg := playout(w.g.Clone(), &w.aux, s.cfg.MaxMoves, true); msg != "" {
				w.fail("a random playout of a clone: %s", msg)
				return false
			}
			if !slices.Equal(w.live, w.events) {
				w.fail("playing on a clone changed the events the original's last Apply returned: the clone shares the event buffer")
				return false
			}
			ref, err := w.replay(w.step)
			if err != nil {
				w.fail("%v", err)
				return false
			}
			if d := diff(w.g.Clone(), ref.Clone()); d != "" {
				w.fail("playing on a clone changed the original (compared with a fresh replay): %s", d)
				return false
			}
			t := taken{step: w.step, clone: w.g.Clone()}
			for seat := range rules.Seat(w.g.Seats()) {
				t.views = append(t.views, w.g.View(seat))
			}
			kept = append(kept, t)
			return true
		})
		if !ok {
			return false
		}
		for _, t := range kept {
			ref, err := w.replay(t.step)
			if err != nil {
				w.fail("%v", err)
				return false
			}
			if d := diff(t.clone.Clone(), ref.Clone()); d != "" {
				w.fail("a clone taken at step %d changed as the original played on: %s", t.step, d)
				return false
			}
			for seat, v := range t.views {
				if d := diff(v.Clone(), ref.View(rules.Seat(seat)).Clone()); d != "" {
					w.fail("View(%v) taken at step %d changed as the original played on: %s", rules.Seat(seat), t.step, d)
					return false
				}
			}
		}
		return true
	})
}

// checkDeterminism plays each game twice side by side, with the same
// choices, and checks that legal moves, events (and their texts for every
// seat), states, views and determinizations agree.
func checkDeterminism(r reporter, s *suite) {
	r.Helper()
	s.eachGame(r, func(w *walker) bool {
		twin, err := s.title.New(w.spec.setup)
		if err != nil {
			w.fail("New: %v", err)
			return false
		}
		if d := diff(w.g.Clone(), twin.Clone()); d != "" {
			w.fail("two games built from the same setup differ: %s", d)
			return false
		}
		var legal []rules.Move
		return w.run(func() bool {
			if w.step > 0 {
				evs, err := twin.Apply(w.moves[w.step-1])
				if err != nil {
					w.fail("the twin game refused the same move: %v", err)
					return false
				}
				a, b := eventTexts(w.g, w.events), eventTexts(twin, evs)
				if !slices.Equal(a, b) || !slices.Equal(w.events, evs) {
					w.fail("the same move in the same state gave other events:\n%s\nthen\n%s",
						strings.Join(a, "\n"), strings.Join(b, "\n"))
					return false
				}
			}
			legal = twin.Legal(legal[:0])
			if !sameMoves(legal, w.legal) {
				w.fail("the same state has other legal moves: %s, then %s", moveTexts(w.g, w.legal), moveTexts(twin, legal))
				return false
			}
			if !w.sampled() {
				return true
			}
			if d := diff(w.g.Clone(), twin.Clone()); d != "" {
				w.fail("the same moves from the same setup gave other states: %s", d)
				return false
			}
			for seat := range rules.Seat(w.g.Seats()) {
				if d := diff(w.g.View(seat), twin.View(seat)); d != "" {
					w.fail("the same state gave other views for %v: %s", seat, d)
					return false
				}
				seed := w.aux.Uint64()
				a, b := w.g.Clone(), twin.Clone()
				ra, rb := rules.NewRNG(seed), rules.NewRNG(seed)
				a.Determinize(seat, &ra)
				b.Determinize(seat, &rb)
				if d := diff(a.Clone(), b.Clone()); d != "" {
					w.fail("Determinize(%v) with the same generator gave other states: %s", seat, d)
					return false
				}
			}
			return true
		})
	})
}

// eventTexts describes events as g shows them to everyone: whole, then as
// each seat sees it.
func eventTexts(g rules.Game, evs []rules.Event) []string {
	var out []string
	for _, e := range evs {
		line := g.EventText(e)
		for seat := range rules.Seat(g.Seats()) {
			line += " | " + g.EventText(e.For(seat))
		}
		out = append(out, line)
	}
	return out
}

// wholeSaveEveryStep is the length of game up to which checkSaveLoad loads
// the whole save at every step; longer games load it at sampled steps, to
// keep the cost linear.
const wholeSaveEveryStep = 200

// checkSaveLoad replays the move texts on a game loaded from a save of the
// setup and compares it with the original at every step; at every step of
// a short game, at sampled steps of a long one and at the end, it writes
// the whole save to JSON and loads it. At the end it checks that tampered
// saves are refused, bad moves by number.
func checkSaveLoad(r reporter, s *suite) {
	r.Helper()
	s.eachGame(r, func(w *walker) bool {
		full, err := s.title.Check(w.spec.setup)
		if err != nil {
			w.fail("Check: %v", err)
			return false
		}
		save := &rules.Save{Format: rules.SaveFormat, Title: s.title.Slug, Ruleset: s.title.Ruleset,
			Seed: full.Seed, Options: full.Options, Seats: make([]rules.SeatRecord, full.Seats), Moves: []string{}}
		for i := range save.Seats {
			save.Seats[i] = rules.SeatRecord{Name: fmt.Sprintf("Player %d", i+1), Player: "human"}
		}
		replica, err := roundTrip(save, s.title)
		if err != nil {
			w.fail("a save with no moves does not load: %v", err)
			return false
		}
		var marks []mark
		texts := &textPool{seen: map[string]bool{}}
		ok := w.run(func() bool {
			if w.step > 0 {
				text := w.texts[w.step-1]
				m, err := replica.ParseMove(text)
				if err != nil {
					w.fail("the game loaded from the save cannot read move %q: %v", text, err)
					return false
				}
				if _, err := replica.Apply(m); err != nil {
					w.fail("the game loaded from the save refuses move %q: %v", text, err)
					return false
				}
			}
			if d := diff(replica.Clone(), w.g.Clone()); d != "" {
				w.fail("replaying the move texts on a loaded save gives another state: %s", d)
				return false
			}
			for _, m := range w.legal {
				texts.add(w.g.MoveText(m))
			}
			if w.sampled() || w.g.Over() || s.length(w.spec) <= wholeSaveEveryStep {
				save.Moves = w.texts[:w.step:w.step]
				loaded, err := roundTrip(save, s.title)
				if err != nil {
					w.fail("the save of the game so far does not load: %v", err)
					return false
				}
				if d := diff(loaded.Clone(), w.g.Clone()); d != "" {
					w.fail("the game loaded from the save of the game so far differs: %s", d)
					return false
				}
				marks = append(marks, mark{w.step, w.g.Clone(), slices.Clone(w.legal)})
			}
			return true
		})
		if !ok {
			return false
		}
		save.Moves = w.texts
		return w.tamper(save, marks, texts.texts)
	})
}

// mark is a state kept at a sampled step, to tamper with the move there.
type mark struct {
	step  int
	state rules.Game
	legal []rules.Move
}

// textPool keeps move texts met during a game.
type textPool struct {
	texts []string
	seen  map[string]bool
}

func (p *textPool) add(t string) {
	if len(p.texts) < 512 && !p.seen[t] {
		p.seen[t] = true
		p.texts = append(p.texts, t)
	}
}

// roundTrip writes save as JSON, reads it back and replays it.
func roundTrip(save *rules.Save, title rules.Title) (rules.Game, error) {
	data, err := save.Marshal()
	if err != nil {
		return nil, fmt.Errorf("Marshal: %v", err)
	}
	parsed, err := rules.ParseSave(data)
	if err != nil {
		return nil, err
	}
	return parsed.Replay(title)
}

// tamper checks that broken copies of save, the save of a whole game, are
// refused, and that a bad move is named by its number.
func (w *walker) tamper(save *rules.Save, marks []mark, texts []string) bool {
	w.r.Helper()
	refused := func(what string, edit func(c *rules.Save)) error {
		c := *save
		c.Moves = slices.Clone(save.Moves)
		c.Options = maps.Clone(save.Options)
		edit(&c)
		_, err := roundTrip(&c, w.s.title)
		if err == nil {
			w.fail("a save with %s loads without error", what)
		}
		return err
	}
	isMoveError := func(err error, index int, text string) bool {
		var me *rules.MoveError
		switch {
		case !errors.As(err, &me):
			w.fail("loading a save with a bad move %d failed with %q, want a *rules.MoveError", index, err)
		case me.Index != index || me.Text != text:
			w.fail("loading a save with a bad move %d %q: MoveError names move %d %q", index, text, me.Index, me.Text)
		case me.Err == nil || me.Err.Error() == "":
			w.fail("loading a save with a bad move %d %q: the MoveError gives no reason", index, text)
		default:
			return true
		}
		return false
	}
	for _, t := range []struct {
		what string
		edit func(c *rules.Save)
	}{
		{"another title", func(c *rules.Save) { c.Title += "-other" }},
		{"another ruleset", func(c *rules.Save) { c.Ruleset += "-other" }},
		{"format 0", func(c *rules.Save) { c.Format = 0 }},
		{"a format from the future", func(c *rules.Save) { c.Format = rules.SaveFormat + 1 }},
	} {
		if refused(t.what, t.edit) == nil {
			return false
		}
	}
	for _, data := range []string{"", "{", "[]", "{}", `{"format": 1, "title": "x"}`} {
		if _, err := rules.ParseSave([]byte(data)); err == nil {
			w.fail("ParseSave(%q) accepted it, want an error", data)
			return false
		}
	}
	n := len(save.Moves)
	if n == 0 {
		return true
	}
	i := w.aux.IntN(n)
	const gibberish = "zzz not a move"
	err := refused(fmt.Sprintf("move %d replaced by %q", i+1, gibberish), func(c *rules.Save) { c.Moves[i] = gibberish })
	if err == nil || !isMoveError(err, i+1, gibberish) {
		return false
	}
	if !w.illegalSavedMoveRefused(n, marks, texts, refused, isMoveError) {
		return false
	}
	if w.g.Over() {
		err := refused("a move after the end", func(c *rules.Save) { c.Moves = append(c.Moves, texts[0]) })
		return err != nil && isMoveError(err, n+1, texts[0])
	}
	return true
}

// illegalSavedMoveRefused replaces the move at a sampled step with the
// text of a move that reads well there but is not legal, and checks that
// loading refuses it by number.
func (w *walker) illegalSavedMoveRefused(n int, marks []mark, texts []string,
	refused func(string, func(*rules.Save)) error, isMoveError func(error, int, string) bool) bool {
	w.r.Helper()
	for _, k := range perm(&w.aux, len(marks)) {
		mk := marks[k]
		if mk.step >= n {
			continue
		}
		for _, j := range perm(&w.aux, len(texts)) {
			text := texts[j]
			m, err := mk.state.ParseMove(text)
			if err != nil || contains(mk.legal, m) {
				continue
			}
			err = refused(fmt.Sprintf("move %d replaced by %q, not legal there", mk.step+1, text),
				func(c *rules.Save) { c.Moves[mk.step] = text })
			return err != nil && isMoveError(err, mk.step+1, text)
		}
	}
	return true
}

// perm returns the numbers from 0 to n-1 in random order.
func perm(rng *rules.RNG, n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	rng.Shuffle(n, func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}

// checkViews checks, at sampled steps and for every seat, that a view
// holds nothing a determinization would change and that determinizing
// keeps everything the seat saw, from the full state and from the view;
// and that a determinized view can be played to the end.
func checkViews(r reporter, s *suite) {
	r.Helper()
	s.eachGame(r, func(w *walker) bool {
		return w.run(func() bool {
			if !w.sampled() {
				return true
			}
			before := w.g.Clone()
			for seat := range rules.Seat(w.g.Seats()) {
				if !w.viewsHold(seat, s.cfg.Determinizations, -1) {
					return false
				}
			}
			if d := diff(before, w.g.Clone()); d != "" {
				w.fail("View and Determinize of copies changed the game itself: %s", d)
				return false
			}
			return true
		})
	})
}

// viewsHold checks View(seat) against tries determinizations, from the
// full state and from the view, and plays the first determinized view at
// random: to the end when playMoves is negative, for at most playMoves
// moves when it is positive, not at all when it is 0.
func (w *walker) viewsHold(seat rules.Seat, tries int, playMoves int) bool {
	w.r.Helper()
	g := w.g
	v := g.View(seat)
	if v == nil {
		w.fail("View(%v) = nil", seat)
		return false
	}
	if v.Seats() != g.Seats() || v.ToMove() != g.ToMove() || v.Over() != g.Over() {
		w.fail("View(%v) has Seats, ToMove, Over = %d, %v, %v; the game has %d, %v, %v",
			seat, v.Seats(), v.ToMove(), v.Over(), g.Seats(), g.ToMove(), g.Over())
		return false
	}
	if p, q := v.Prompt(), g.Prompt(); p.Seat != q.Seat || p.Kind != q.Kind {
		w.fail("View(%v).Prompt() = %+v, the game's is %+v", seat, p, q)
		return false
	}
	if g.ToMove() == seat {
		if got := v.Legal(nil); !sameMoves(got, w.legal) {
			w.fail("View(%v) has legal moves %s, the game %s: the seat to move must know its own moves",
				seat, moveTexts(v, got), moveTexts(g, w.legal))
			return false
		}
	}
	if d := diff(v.View(seat).Clone(), v.Clone()); d != "" {
		w.fail("View(%v) of View(%v) differs from it: %s", seat, seat, d)
		return false
	}
	if v.String() == "" {
		w.fail("View(%v).String() is empty", seat)
		return false
	}
	for j := range tries {
		seed := w.aux.Uint64()
		rng := rules.NewRNG(seed)
		d := g.Clone()
		d.Determinize(seat, &rng)
		if x := diff(d.View(seat).Clone(), v.Clone()); x != "" {
			w.fail("View(%v) of a copy determinized for %v (generator seed %d) differs from View(%v): %s; "+
				"either the view keeps something %v cannot know, or Determinize changed something %v saw",
				seat, seat, seed, seat, x, seat, seat)
			return false
		}
		if g.ToMove() == seat {
			if got := d.Legal(nil); !sameMoves(got, w.legal) {
				w.fail("after Determinize(%v), the legal moves of %v are %s, want %s", seat, seat, moveTexts(d, got), moveTexts(g, w.legal))
				return false
			}
		}
		rng = rules.NewRNG(seed)
		v2 := v.Clone()
		v2.Determinize(seat, &rng)
		if x := diff(v2.View(seat).Clone(), v.Clone()); x != "" {
			w.fail("View(%v) of a determinized View(%v) (generator seed %d) differs from View(%v): %s", seat, seat, seed, seat, x)
			return false
		}
		if v2.Over() != g.Over() || v2.ToMove() != g.ToMove() {
			w.fail("a determinized View(%v) has ToMove, Over = %v, %v; the game has %v, %v", seat, v2.ToMove(), v2.Over(), g.ToMove(), g.Over())
			return false
		}
		if j == 0 && playMoves != 0 {
			limit, toEnd := playMoves, false
			if playMoves < 0 {
				limit, toEnd = w.s.cfg.MaxMoves, true
			}
			if msg := playout(v2, &w.aux, limit, toEnd); msg != "" {
				w.fail("a random playout of a determinized View(%v) (generator seed %d): %s", seat, seed, msg)
				return false
			}
		}
	}
	return true
}

// checkResampling checks that, in every game, some determinization of
// some view differs from another one (their generators aside).
func checkResampling(r reporter, s *suite) {
	r.Helper()
	if s.cfg.NoHiddenInformation {
		return
	}
	s.eachGame(r, func(w *walker) bool {
		found := false
		ok := w.run(func() bool {
			for seat := range rules.Seat(w.g.Seats()) {
				if found {
					return true
				}
				v := w.g.View(seat)
				var first rules.Game
				for range 8 {
					rng := rules.NewRNG(w.aux.Uint64())
					d := v.Clone()
					d.Determinize(seat, &rng)
					d = d.Clone()
					if first == nil {
						first = d
					} else if diffSkippingRNG(first, d) != "" {
						found = true
						break
					}
				}
			}
			return true
		})
		if ok && !found {
			w.r.Errorf("%s: over the whole game, no two determinizations of a view ever differed (their generators aside): "+
				"Determinize does not seem to resample what a seat cannot see (set Config.NoHiddenInformation if the title hides nothing)", w.spec)
			return false
		}
		return ok
	})
}

// checkEvents checks every event of every move: a valid seat, a text for
// everyone, and redacted forms that hide the secret arguments.
func checkEvents(r reporter, s *suite) {
	r.Helper()
	s.eachGame(r, func(w *walker) bool {
		return w.run(func() bool {
			if w.step == 0 {
				return true
			}
			var views []rules.Game
			if w.sampled() {
				for seat := range rules.Seat(w.g.Seats()) {
					views = append(views, w.g.View(seat))
				}
			}
			return w.eventsHold(views)
		})
	})
}

// eventsHold checks the events of the last move; views, when given, are
// the seats' views after it and must describe the redacted events too.
func (w *walker) eventsHold(views []rules.Game) bool {
	w.r.Helper()
	g := w.g
	n := rules.Seat(g.Seats())
	for i, e := range w.events {
		switch {
		case e.Seat != rules.NoSeat && (e.Seat < 0 || e.Seat >= n):
			w.fail("event %d %+v: Seat %d is not a seat", i+1, e, e.Seat)
		case e.Secret&^(rules.SecretA|rules.SecretB|rules.SecretC|rules.SecretD) != 0:
			w.fail("event %d %+v: Secret has bits beyond the four arguments", i+1, e)
		case g.EventText(e) == "":
			w.fail("event %d %+v: EventText is empty", i+1, e)
		default:
			for seat := range n {
				re := e.For(seat)
				if e.Redacted(seat) {
					for bit, arg := range []int16{re.A, re.B, re.C, re.D} {
						if e.Secret&(1<<bit) != 0 && arg != rules.Unknown {
							w.fail("event %d %+v as %v sees it keeps secret argument %c = %d", i+1, e, seat, "ABCD"[bit], arg)
							return false
						}
					}
				}
				if g.EventText(re) == "" {
					w.fail("event %d %+v: EventText of the form %v sees is empty", i+1, e, seat)
					return false
				}
				if views != nil && views[seat].EventText(re) == "" {
					w.fail("event %d %+v: EventText on View(%v) of the form it sees is empty", i+1, e, seat)
					return false
				}
			}
			continue
		}
		return false
	}
	return true
}

// checkLegalAllocs checks, at sampled steps, that Legal does not allocate
// when the buffer has room, on the game and on a determinized view of the
// seat to move (what bots search).
func checkLegalAllocs(r reporter, s *suite) {
	r.Helper()
	if raceEnabled {
		return
	}
	s.eachGame(r, func(w *walker) bool {
		return w.run(func() bool {
			if !w.sampled() {
				return true
			}
			buf := make([]rules.Move, 0, 2*len(w.legal)+64)
			g := w.g
			if allocs := testing.AllocsPerRun(20, func() { buf = g.Legal(buf[:0]) }); allocs != 0 {
				w.fail("Legal allocates %.1f times per call with room for %d moves in the buffer (it returned %d)",
					allocs, cap(buf), len(w.legal))
				return false
			}
			if seat := w.g.ToMove(); seat != rules.NoSeat {
				rng := rules.NewRNG(w.aux.Uint64())
				d := w.g.View(seat)
				d.Determinize(seat, &rng)
				if allocs := testing.AllocsPerRun(20, func() { buf = d.Legal(buf[:0]) }); allocs != 0 {
					w.fail("Legal on a determinized View(%v) allocates %.1f times per call with room for %d moves in the buffer",
						seat, allocs, cap(buf))
					return false
				}
			}
			return true
		})
	})
}

// checkScores checks that nobody wins before the end, that Evaluate and
// Utility stay in [0, 1], and that at the end each breakdown adds up to
// the score and winners have at least the utility of the others.
func checkScores(r reporter, s *suite) {
	r.Helper()
	s.eachGame(r, func(w *walker) bool {
		return w.run(func() bool {
			if !w.g.Over() {
				if win := w.g.Winners(); win != 0 {
					w.fail("Winners() = %s before the end, want none", seatList(win))
					return false
				}
				if w.sampled() {
					for seat := range rules.Seat(w.g.Seats()) {
						if e := w.g.Evaluate(seat); !(e >= 0 && e <= 1) {
							w.fail("Evaluate(%v) = %v, want a number from 0 to 1", seat, e)
							return false
						}
					}
				}
				return true
			}
			return w.finalScores()
		})
	})
}

// finalScores checks the scores of a finished game.
func (w *walker) finalScores() bool {
	w.r.Helper()
	g := w.g
	n := rules.Seat(g.Seats())
	win := g.Winners()
	if win&^(rules.SeatSet(1)<<n-1) != 0 {
		w.fail("Winners() = %s holds seats the table does not have", seatList(win))
		return false
	}
	for seat := range n {
		lines := g.Breakdown(seat)
		sum := 0
		for _, l := range lines {
			if l.Label == "" {
				w.fail("Breakdown(%v) has a line with no label: %+v", seat, lines)
				return false
			}
			sum += l.Points
		}
		if score := g.Score(seat); sum != score {
			w.fail("Breakdown(%v) adds up to %d, want Score() = %d: %+v", seat, sum, score, lines)
			return false
		}
		for _, f := range []struct {
			name string
			f    func(rules.Seat) float64
		}{{"Utility", g.Utility}, {"Evaluate", g.Evaluate}} {
			if u := f.f(seat); !(u >= 0 && u <= 1) {
				w.fail("%s(%v) = %v at the end, want a number from 0 to 1", f.name, seat, u)
				return false
			}
		}
	}
	for a := range n {
		for b := range n {
			if win.Has(a) && !win.Has(b) && g.Utility(a) < g.Utility(b) {
				w.fail("%v won with Utility %v, below the %v of %v, who did not win", a, g.Utility(a), g.Utility(b), b)
				return false
			}
		}
	}
	return true
}

// seatList shows a set of seats.
func seatList(s rules.SeatSet) string {
	var parts []string
	for seat := range rules.Seat(8) {
		if s.Has(seat) {
			parts = append(parts, seat.String())
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// moveTexts shows moves as their texts.
func moveTexts(g rules.Game, moves []rules.Move) string {
	parts := make([]string, len(moves))
	for i, m := range moves {
		parts[i] = fmt.Sprintf("%q", g.MoveText(m))
	}
	return "[" + strings.Join(parts, " ") + "]"
}
