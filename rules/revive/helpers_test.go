package revive

import (
	"strings"
	"testing"

	"starboard/rules"
)

// scene is a game put into a chosen position for a scenario test.
type scene struct {
	t *testing.T
	s *State
}

func newScene(t *testing.T, seats int, seed uint64) *scene {
	t.Helper()
	return &scene{t: t, s: New(rules.Setup{Seats: seats, Seed: seed})}
}

// do plays the move with the given text, failing the test if it is refused.
func (sc *scene) do(text string) []rules.Event {
	sc.t.Helper()
	m, err := sc.s.ParseMove(text)
	if err != nil {
		sc.t.Fatalf("ParseMove(%q): %v", text, err)
	}
	evs, err := sc.s.Apply(m)
	if err != nil {
		sc.t.Fatalf("Apply(%q): %v\nlegal: %v", text, err, sc.legalTexts())
	}
	return append([]rules.Event(nil), evs...)
}

// refused checks that the move is refused.
func (sc *scene) refused(text string) {
	sc.t.Helper()
	m, err := sc.s.ParseMove(text)
	if err != nil {
		return
	}
	if _, err := sc.s.Apply(m); err == nil {
		sc.t.Fatalf("Apply(%q) was accepted", text)
	}
}

func (sc *scene) legalTexts() []string {
	var out []string
	for _, m := range sc.s.Legal(nil) {
		out = append(out, sc.s.MoveText(m))
	}
	return out
}

// legal reports whether a move with the given text is legal.
func (sc *scene) legal(text string) bool {
	for _, l := range sc.legalTexts() {
		if l == text {
			return true
		}
	}
	return false
}

// hasPrefix reports whether some legal move starts with prefix.
func (sc *scene) hasPrefix(prefix string) bool {
	for _, l := range sc.legalTexts() {
		if strings.HasPrefix(l, prefix) {
			return true
		}
	}
	return false
}

// give puts card c in p's active area.
func (sc *scene) give(p int8, c int) {
	sc.s.own(p, int8(c))
	sc.s.cardLoc[c] = inActive
}

// cardID returns the id of the named card (seat p's copy for starting cards).
func cardID(t *testing.T, name string, p int) int {
	t.Helper()
	for id := range NumCitizens {
		if cards[id].Name == name {
			return id
		}
	}
	for k := range NumStartCards {
		if startCards[k].Name == name {
			return NumCitizens + p*NumStartCards + k
		}
	}
	t.Fatalf("no card %s", name)
	return -1
}

// rich gives p plenty of everything.
func (sc *scene) rich(p int8) {
	sc.s.seat[p].res = resCap
	sc.s.seat[p].energy = 5
}

// hexAt returns the space at axial q, r.
func hexAt(t *testing.T, q, r int8) int16 {
	t.Helper()
	for h := range hexes {
		if hexes[h].Q == q && hexes[h].R == r {
			return int16(h)
		}
	}
	t.Fatalf("no space %d,%d", q, r)
	return -1
}

// findHex returns a space of terrain tr whose neighbours satisfy ok.
func (sc *scene) findHex(tr Terrain, ok func(h int16) bool) int16 {
	sc.t.Helper()
	for h := range int16(NumHexes) {
		if sc.s.terrain[h] == tr && ok(h) {
			return h
		}
	}
	sc.t.Fatalf("no %s space fits", tr)
	return -1
}

// setTerrain overwrites the terrain of space h, for a position.
func (sc *scene) setTerrain(h int16, tr Terrain) {
	sc.s.terrain[h] = tr
	sc.s.mapChanged()
}

// neighbours returns the spaces next to h.
func neighbours(h int16) []int16 {
	var out []int16
	for _, n := range hexes[h].Nb {
		if n >= 0 {
			out = append(out, n)
		}
	}
	return out
}

// kinds returns the events of kind k.
func kinds(evs []rules.Event, k uint8) []rules.Event {
	var out []rules.Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}
