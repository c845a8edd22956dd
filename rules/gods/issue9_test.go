package gods

import (
	"strings"
	"testing"

	"starboard/rules"
)

// An Oxygen pawn in a hand is a pawn like any other: its holder sees its
// action side, not "element side up", which only a placed Oxygen can be.
func TestIssue9Item27OxygenInHandIsNotElementSideUp(t *testing.T) {
	found := 0
	rng := rules.NewRNG(9)
	var buf []rules.Move
	for seed := uint64(1); seed <= 20 && found < 3; seed++ {
		g, err := Title.New(rules.Setup{Seats: 2, Seed: seed, Options: rules.Options{"oxygen": "2"}})
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() && found < 3 {
			s := g.(*State)
			for seat := range rules.Seat(2) {
				for j, tok := range s.hands[seat] {
					if tok.P == NoPawn || KindOf(tok.P) != Oxygen {
						continue
					}
					found++
					line := handLine(g.View(seat).String(), seat)
					if strings.Contains(line, "element side up") {
						t.Errorf("seed %d: %s holds an Oxygen in slot %d and reads %q", seed, seat, j+1, line)
					}
					if want := pawns[tok.P].String(); !strings.Contains(line, want) {
						t.Errorf("seed %d: %s's hand reads %q, want its Oxygen shown as %q", seed, seat, line, want)
					}
				}
			}
			buf = g.Legal(buf[:0])
			if _, err := g.Apply(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if found == 0 {
		t.Fatal("no game puts an Oxygen in a hand")
	}
}

func handLine(view string, seat rules.Seat) string {
	for _, line := range strings.Split(view, "\n") {
		if strings.HasPrefix(line, seat.String()+" hand:") {
			return line
		}
	}
	return ""
}

// One point is "1 point", never "1 points".
func TestIssue9Item27OnePointIsSingular(t *testing.T) {
	g, err := Title.New(rules.Setup{Seats: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range []rules.Event{
		{Kind: EvOxygenBonus, Seat: rules.NoSeat, A: 1},
		{Kind: EvEnd, Seat: rules.NoSeat, A: 1, B: 0},
		{Kind: EvContinent, Seat: rules.NoSeat, A: 0, B: 1},
	} {
		if text := g.EventText(e); strings.Contains(text, "1 points") {
			t.Errorf("EventText(%+v) = %q, want \"1 point\"", e, text)
		}
	}
	s := g.(*State)
	s.phase, s.final = phOver, &finalResult{score: 1}
	if text := s.Prompt().Text; strings.Contains(text, "1 points") {
		t.Errorf("Prompt() = %q, want \"1 point\"", text)
	}
}
