package desolated

import (
	"testing"

	"starboard/rules"
)

// TestCountsOfOneAreSingular reads the event texts that count things with
// a count of one and of two: one reads in the singular.
func TestCountsOfOneAreSingular(t *testing.T) {
	s := New(rules.Setup{Seats: 2, Seed: 1})
	for _, c := range []struct {
		e    rules.Event
		want string
	}{
		{rules.Event{Kind: EvAuto, A: 1}, "seat 1 pays automatically in 1 step"},
		{rules.Event{Kind: EvAuto, A: 2}, "seat 1 pays automatically in 2 steps"},
		{rules.Event{Kind: EvLost, A: 1}, "1 leftover unit goes back to the supply"},
		{rules.Event{Kind: EvLost, A: 3}, "3 leftover units go back to the supply"},
		{rules.Event{Kind: EvEnd, A: 1}, "seat 1 ends with 1 point"},
	} {
		if got := s.EventText(c.e); got != c.want {
			t.Errorf("EventText(%+v) = %q, want %q", c.e, got, c.want)
		}
	}
	if got := plural(1, "time"); got != "1 time" {
		t.Errorf("plural(1, time) = %q", got)
	}
}
