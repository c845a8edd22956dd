package rules_test

import (
	"errors"
	"strings"
	"testing"

	"starboard/rules"
	"starboard/rules/toy"
)

func TestRNGSameSeedSameNumbers(t *testing.T) {
	a, b := rules.NewRNG(42), rules.NewRNG(42)
	for i := 0; i < 100; i++ {
		if x, y := a.Uint64(), b.Uint64(); x != y {
			t.Fatalf("draw %d: %d != %d", i, x, y)
		}
	}
	c, d := rules.NewRNG(43), rules.NewRNG(42)
	if d.Uint64() == c.Uint64() {
		t.Error("seeds 42 and 43 give the same first number")
	}
}

func TestRNGCopyIsIndependent(t *testing.T) {
	a := rules.NewRNG(7)
	b := a // a state copy copies its generator
	x := a.Uint64()
	if y := b.Uint64(); x != y {
		t.Fatalf("copy draws %d, original %d", y, x)
	}
	a.Uint64()
	if a.Uint64() == b.Uint64() {
		t.Error("drawing from the original moved the copy")
	}
}

func TestRNGIntNRangeAndSpread(t *testing.T) {
	r := rules.NewRNG(1)
	var counts [6]int
	for i := 0; i < 60000; i++ {
		n := r.IntN(6)
		if n < 0 || n >= 6 {
			t.Fatalf("IntN(6) = %d", n)
		}
		counts[n]++
	}
	for i, c := range counts {
		if c < 9000 || c > 11000 {
			t.Errorf("IntN(6) gave %d %d times in 60000, want about 10000", i, c)
		}
	}
	for i := 0; i < 1000; i++ {
		if f := r.Float64(); f < 0 || f >= 1 {
			t.Fatalf("Float64() = %v", f)
		}
	}
}

func TestRNGShuffleIsPermutation(t *testing.T) {
	r := rules.NewRNG(3)
	xs := []int{0, 1, 2, 3, 4, 5, 6, 7}
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	seen := map[int]bool{}
	for _, x := range xs {
		seen[x] = true
	}
	if len(seen) != 8 {
		t.Errorf("Shuffle lost elements: %v", xs)
	}
}

func TestSeatSet(t *testing.T) {
	s := rules.SeatsOf(0, 2)
	for seat, want := range []bool{true, false, true, false} {
		if got := s.Has(rules.Seat(seat)); got != want {
			t.Errorf("SeatsOf(0,2).Has(%d) = %v, want %v", seat, got, want)
		}
	}
	if s.Has(rules.NoSeat) {
		t.Error("a set of seats holds NoSeat")
	}
	if !rules.Everyone.Has(rules.NoSeat) {
		t.Error("Everyone does not hold NoSeat, the watcher")
	}
	if !s.With(1).Has(1) || !rules.Everyone.Has(3) {
		t.Error("With or Everyone is wrong")
	}
	if got := rules.Seat(2).String(); got != "seat 3" {
		t.Errorf("Seat(2).String() = %q, want %q", got, "seat 3")
	}
}

func TestEventFor(t *testing.T) {
	e := rules.Event{Kind: 1, Seat: 0, A: 5, B: 6, C: 7, D: 8, To: rules.SeatsOf(0), Secret: rules.SecretB | rules.SecretD}
	if got := e.For(0); got != e {
		t.Errorf("For(owner) = %+v, want the event whole", got)
	}
	got := e.For(1)
	if got.A != 5 || got.B != rules.Unknown || got.C != 7 || got.D != rules.Unknown {
		t.Errorf("For(other) = %+v, want B and D Unknown, A and C kept", got)
	}
	if !e.Redacted(1) || e.Redacted(0) {
		t.Error("Redacted is wrong")
	}
	public := rules.Event{A: 1, To: rules.SeatsOf(0)}
	if public.For(2) != public {
		t.Error("an event without secrets changed for another seat")
	}
}

func TestTitleCheck(t *testing.T) {
	title := toy.Title
	if _, err := title.Check(rules.Setup{Seats: 1}); err == nil {
		t.Error("1 seat accepted")
	}
	if _, err := title.Check(rules.Setup{Seats: 2, Options: rules.Options{"nope": "1"}}); err == nil {
		t.Error("unknown option accepted")
	}
	if _, err := title.Check(rules.Setup{Seats: 2, Options: rules.Options{"deck": "13"}}); err == nil {
		t.Error("bad option value accepted")
	}
	full, err := title.Check(rules.Setup{Seats: 2})
	if err != nil {
		t.Fatal(err)
	}
	if full.Options["deck"] != "12" {
		t.Errorf("default deck option = %q, want 12", full.Options["deck"])
	}
	num := rules.OptionSpec{Key: "n", Min: 0, Max: 4}
	for v, ok := range map[string]bool{"0": true, "4": true, "5": false, "-1": false, "x": false} {
		if err := num.Check(v); (err == nil) != ok {
			t.Errorf("Check(%q) error = %v, want ok=%v", v, err, ok)
		}
	}
	if got := (rules.Options{"b": "2", "a": "1"}).String(); got != "a=1 b=2" {
		t.Errorf("Options.String() = %q", got)
	}
}

func TestSaveReplayRefusals(t *testing.T) {
	g, err := toy.Title.New(rules.Setup{Seats: 2, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	save := &rules.Save{Format: rules.SaveFormat, Title: "toy", Ruleset: toy.Title.Ruleset, Seed: 9,
		Seats: []rules.SeatRecord{{Name: "a", Player: "human"}, {Name: "b", Player: "human"}}}
	var buf [64]rules.Move
	for i := 0; i < 3; i++ {
		m := g.Legal(buf[:0])[0]
		save.Moves = append(save.Moves, g.MoveText(m))
		g.Apply(m)
	}
	data, err := save.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := rules.ParseSave(data)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := back.Replay(toy.Title); err != nil {
		t.Fatalf("a good save is refused: %v", err)
	}
	bad := *back
	bad.Moves = append([]string(nil), back.Moves...)
	bad.Moves[1] = "fly away"
	_, err = bad.Replay(toy.Title)
	var me *rules.MoveError
	if !errors.As(err, &me) || me.Index != 2 || !strings.Contains(err.Error(), "fly away") {
		t.Errorf("tampered move: error %v, want a MoveError naming move 2", err)
	}
	for name, mut := range map[string]func(*rules.Save){
		"format":  func(s *rules.Save) { s.Format = 99 },
		"title":   func(s *rules.Save) { s.Title = "chess" },
		"ruleset": func(s *rules.Save) { s.Ruleset = "old" },
	} {
		s := *back
		mut(&s)
		if _, err := s.Replay(toy.Title); err == nil {
			t.Errorf("a save with a wrong %s is accepted", name)
		}
	}
	if _, err := rules.ParseSave([]byte("{not json")); err == nil {
		t.Error("junk parsed as a save")
	}
}
