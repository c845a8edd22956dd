package desolated

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"starboard/rules"
)

// game starts a game of seats with seed 1.
func game(seats int) *State { return New(rules.Setup{Seats: seats, Seed: 1}) }

// play applies the moves given by text, failing the test on a refusal,
// and returns the events of the last one.
func play(t *testing.T, s *State, texts ...string) []rules.Event {
	t.Helper()
	var evs []rules.Event
	for _, text := range texts {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("ParseMove(%q): %v", text, err)
		}
		e, err := s.Apply(m)
		if err != nil {
			t.Fatalf("Apply(%q): %v\n%s", text, err, s)
		}
		evs = append(evs[:0], e...)
	}
	return evs
}

// refused checks that the move given by text is refused.
func refused(t *testing.T, s *State, text string) {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		return
	}
	if _, err := s.Apply(m); err == nil {
		t.Fatalf("Apply(%q) was accepted, want a refusal", text)
	}
}

// setHand gives seat exactly the cards ids, known to itself.
func setHand(s *State, seat rules.Seat, ids ...int16) {
	ss := &s.seat[seat]
	ss.handN = 0
	for _, id := range ids {
		ss.hand[ss.handN] = card{ID: id, Known: rules.SeatsOf(seat)}
		ss.handN++
	}
}

// setInv lays out the inventory of seat as the given groups.
func setInv(s *State, seat rules.Seat, groups ...[]int16) {
	ss := &s.seat[seat]
	ss.invN = 0
	for _, g := range groups {
		for i, id := range g {
			ss.inv[ss.invN], ss.start[ss.invN] = id, i == 0
			ss.invN++
		}
	}
}

// findMaterial returns the first Material card for which ok holds.
func findMaterial(t *testing.T, ok func(int16, MaterialCard) bool) int16 {
	t.Helper()
	for id, c := range Materials[:NumMaterialCards] {
		if ok(int16(id), c) {
			return int16(id)
		}
	}
	t.Fatal("no Material card fits")
	return -1
}

// ofType returns n distinct Material cards of material m and value v.
func ofType(t *testing.T, m Material, v int16, n int) []int16 {
	t.Helper()
	var out []int16
	for id, c := range Materials[:NumMaterialCards] {
		if c.Type == m && c.Value == v {
			out = append(out, int16(id))
			if len(out) == n {
				return out
			}
		}
	}
	t.Fatalf("fewer than %d cards of %s value %d", n, m, v)
	return nil
}

// findInfluence returns the first Influence card for which ok holds.
func findInfluence(t *testing.T, ok func(InfluenceCard) bool) int16 {
	t.Helper()
	for id, c := range Influences[:NumInfluenceCards] {
		if ok(c) {
			return int16(id)
		}
	}
	t.Fatal("no Influence card fits")
	return -1
}

// toAction skips the Draw phase of the active seat.
func toAction(t *testing.T, s *State) {
	t.Helper()
	play(t, s, "done")
}

// hasEvent reports whether evs hold an event of kind.
func hasEvent(evs []rules.Event, kind uint8) bool {
	for _, e := range evs {
		if e.Kind == kind {
			return true
		}
	}
	return false
}

// legalTexts returns the texts of the legal moves.
func legalTexts(s *State) map[string]bool {
	out := map[string]bool{}
	for _, m := range s.Legal(nil) {
		out[s.MoveText(m)] = true
	}
	return out
}

// TestEveryClauseTested checks that every clause tag of doc.go has a
// scenario test named after it: [D4.convert] needs TestD4Convert.
func TestEveryClauseTested(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var src []byte
	files, _ := filepath.Glob("*_test.go")
	for _, f := range files {
		b, _ := os.ReadFile(f)
		src = append(src, b...)
	}
	tags := regexp.MustCompile(`\[([DSHXM][0-9])\.([a-z-]+)\]`).FindAllStringSubmatch(string(doc), -1)
	if len(tags) < 20 {
		t.Fatalf("found %d clause tags in doc.go, want many more", len(tags))
	}
	for _, m := range tags {
		name := "Test" + m[1] + strings.ToUpper(m[2][:1]) + m[2][1:]
		if !strings.Contains(string(src), "func "+name+"(") {
			t.Errorf("clause [%s.%s] has no test %s", m[1], m[2], name)
		}
	}
}
