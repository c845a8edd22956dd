package revenant

import (
	"slices"
	"strings"
	"testing"

	"starboard/rules"
)

// newGame starts a game with the given seats and automa level.
func newGame(t *testing.T, seats int, seed uint64, level string) *State {
	t.Helper()
	full, err := Title.Check(rules.Setup{Seats: seats, Seed: seed, Options: rules.Options{"automa": level}})
	if err != nil {
		t.Fatal(err)
	}
	return New(full)
}

// setupDone plays the setup with the first legal move of every prompt,
// until the first Main action is asked.
func setupDone(t *testing.T, g *State) *State {
	t.Helper()
	for g.ask != askAssign {
		play(t, g, g.MoveText(g.Legal(nil)[0]))
	}
	return g
}

// play applies the move with text m, failing the test if it is refused.
func play(t *testing.T, g *State, m string) []rules.Event {
	t.Helper()
	mv, err := g.ParseMove(m)
	if err != nil {
		t.Fatalf("ParseMove(%q): %v", m, err)
	}
	evs, err := g.Apply(mv)
	if err != nil {
		t.Fatalf("Apply(%q) at %s: %v; legal %v", m, askNames[g.ask], err, legal(g))
	}
	return slices.Clone(evs)
}

// legal returns the texts of the legal moves.
func legal(g *State) []string {
	var out []string
	for _, m := range g.Legal(nil) {
		out = append(out, g.MoveText(m))
	}
	return out
}

func hasMove(g *State, m string) bool { return slices.Contains(legal(g), m) }

// expectAsk fails unless the game asks kind of seat.
func expectAsk(t *testing.T, g *State, kind int8, seat int8) {
	t.Helper()
	if g.ask != kind || g.who != seat {
		t.Fatalf("asks %s of seat %d, want %s of seat %d", askNames[g.ask], g.who, askNames[kind], seat)
	}
}

// clearMap removes every ship, Voidborn, Rift, Planet and Absorber.
func clearMap(g *State) {
	for i := range g.ships {
		g.ships[i] = ship{sector: -1}
	}
	g.void = [NumRing]int8{}
	g.rift = [NumRing]bool{}
	g.absorb = [NumSectors]int8{}
	for i := range g.planet {
		g.planet[i] = -1
		g.cube[i] = false
		g.landedBy[i] = -1
	}
}

// texts returns the texts of events.
func texts(g *State, evs []rules.Event) string {
	var b strings.Builder
	for _, e := range evs {
		b.WriteString(g.EventText(e))
		b.WriteByte('\n')
	}
	return b.String()
}

// give sets a seat's stored Resources.
func give(g *State, p int, e, m, s, n int8) {
	g.players[p].res = [NumResources]int8{e, m, s, n}
}

// txt returns the text of the move of kind k with the given arguments.
func txt(g *State, k uint8, args ...int) string {
	a := make([]int16, len(args))
	for i, v := range args {
		a[i] = int16(v)
	}
	return g.MoveText(mv(k, a...))
}
