package rulestest

import (
	"testing"

	"starboard/rules"
)

// Fuzz registers a fuzz target that plays title as FuzzMoves does, with a
// small seed corpus. A title calls it from its own target:
//
//	func FuzzToy(f *testing.F) { rulestest.Fuzz(f, toy.Title) }
//
// Without setups, it uses DefaultSetups. Under plain `go test` the seed
// corpus runs as an ordinary test.
func Fuzz(f *testing.F, title rules.Title, setups ...rules.Setup) {
	f.Helper()
	f.Add([]byte{})
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{1, 7, 0, 0, 0, 0, 0, 0, 0, 250, 0, 1, 2, 3, 4, 5, 6, 7, 8, 200, 1, 2, 3, 4, 5, 230, 4, 'd', 'r', 'a', 'w'})
	rng := rules.NewRNG(0xf022)
	for n := 64; n <= 512; n *= 2 {
		data := make([]byte, n)
		for i := range data {
			data[i] = byte(rng.Uint64())
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) { FuzzMoves(t, title, setups, data) })
}

// FuzzMoves plays one game of title steered by data and checks that the
// contract holds and nothing panics. The first byte picks one of setups
// (DefaultSetups when empty) and the next eight the seed. Then each byte
// chooses what to do: mostly a legal move (applied, its text read back,
// its events checked), sometimes a made-up Move value or a made-up text
// (refused without a change unless legal), junk texts (refused), or a
// look through a seat's eyes (View and Determinize must agree). At the end of the data the game
// is saved and loaded, and a finished game's scores are checked.
func FuzzMoves(t testing.TB, title rules.Title, setups []rules.Setup, data []byte) {
	t.Helper()
	fuzzMoves(t, title, setups, data)
}

// fuzzPlayout bounds the random playout of a determinized view in a fuzz
// run. The conformance suite plays such views to the end; a fuzz input may
// ask for many, and random play runs Desolated to states no game reaches
// (hundreds of moves, hands whose payments take tens of milliseconds to
// weigh), which made one input take seconds, and Go's fuzzer report a
// loaded machine's slow run as a hung worker.
const fuzzPlayout = 200

// fuzzInput hands out fuzz data, then zeros.
type fuzzInput struct{ data []byte }

func (b *fuzzInput) empty() bool { return len(b.data) == 0 }

func (b *fuzzInput) next() byte {
	if len(b.data) == 0 {
		return 0
	}
	c := b.data[0]
	b.data = b.data[1:]
	return c
}

func (b *fuzzInput) uint64() uint64 {
	var n uint64
	for i := range 8 {
		n |= uint64(b.next()) << (8 * i)
	}
	return n
}

func fuzzMoves(r reporter, title rules.Title, setups []rules.Setup, data []byte) {
	r.Helper()
	if len(setups) == 0 {
		setups = DefaultSetups(title)
	}
	in := &fuzzInput{data}
	setup := setups[int(in.next())%len(setups)]
	setup.Seed = in.uint64()
	s := newSuite(title, Config{Setups: []rules.Setup{setup}, Games: 1, Seed: setup.Seed})
	spec := gameSpec{index: 0, of: 1, setup: setup, choose: mix(setup.Seed, 1)}
	s.guard(r, spec, func(w *walker) bool {
		w.sample = []int{-1} // no sampled steps: the fuzz data decides
		for !in.empty() {
			w.legal = w.g.Legal(w.legal[:0])
			if !w.basic() {
				return false
			}
			if w.step >= s.cfg.MaxMoves {
				w.fail("the game did not end within %d moves", s.cfg.MaxMoves)
				return false
			}
			switch b := in.next(); {
			case b < 192:
				if w.g.Over() {
					continue
				}
				if !w.textsRoundTrip() || !w.apply(w.legal[int(b)%len(w.legal)]) || !w.eventsHold(nil) {
					return false
				}
			case b < 216:
				m := rules.Move{Kind: in.next(), A: int16(int8(in.next())), B: int16(int8(in.next())),
					C: int16(int8(in.next())), D: int16(int8(in.next()))}
				if !w.offer(m) {
					return false
				}
			case b < 240:
				text := make([]byte, int(in.next())%24)
				for i := range text {
					text[i] = in.next()
				}
				m, err := w.parse(string(text))
				if err != nil {
					continue
				}
				if again := w.g.MoveText(m); again == "" {
					w.fail("ParseMove(%q) = %+v, whose MoveText is empty", text, m)
					return false
				} else if back, err := w.parse(again); err != nil || back != m {
					w.fail("ParseMove(%q) = %+v, whose text %q reads back as %+v (error %v)", text, m, again, back, err)
					return false
				}
				if !w.offer(m) {
					return false
				}
			case b < 248:
				if !w.junkRefused() {
					return false
				}
			default:
				seat := rules.Seat(int(in.next()) % w.g.Seats())
				w.aux = rules.NewRNG(in.uint64())
				if !w.viewsHold(seat, 2, fuzzPlayout) {
					return false
				}
			}
		}
		full, err := title.Check(setup)
		if err != nil {
			w.fail("Check: %v", err)
			return false
		}
		save := &rules.Save{Format: rules.SaveFormat, Title: title.Slug, Ruleset: title.Ruleset, Seed: full.Seed,
			Options: full.Options, Seats: make([]rules.SeatRecord, full.Seats), Moves: w.texts}
		loaded, err := roundTrip(save, title)
		if err != nil {
			w.fail("the save of the game does not load: %v", err)
			return false
		}
		if d := diff(loaded.Clone(), w.g.Clone()); d != "" {
			w.fail("the game loaded from its save differs: %s", d)
			return false
		}
		if w.g.Over() {
			return w.finalScores()
		}
		return true
	})
}

// offer applies m if it is legal, and otherwise checks that it is refused
// without a change.
func (w *walker) offer(m rules.Move) bool {
	w.r.Helper()
	if contains(w.legal, m) {
		return w.apply(m) && w.eventsHold(nil)
	}
	return w.refused(m)
}
