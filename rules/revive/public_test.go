package revive

import (
	"testing"

	"starboard/rules"
	"starboard/rules/rulestest"
)

var _ rules.PublicMover = (*State)(nil)

// TestPublicMoveRulings checks the ruling of PublicMove kind by kind, on a
// move of that kind legal in a position reached by play.
func TestPublicMoveRulings(t *testing.T) {
	cases := []struct {
		name string
		kind uint8
		want bool
	}{
		{"a card of the active area played", mvPlay, true},
		{"a building built", mvBuild, true},
		{"a footprint explored", mvExplore, true},
		{"a technology populated", mvPopulate, true},
		{"the switch", mvSwitch, true},
		{"hibernating", mvHibernate, true},
		{"ending the turn", mvEnd, true},
		{"a machine used", mvMachine, true},
		{"a crystal traded", mvTrade, true},
		{"the tribe ability", mvAbility, true},
		{"a resource chosen", mvRes, true},
		{"a track chosen", mvTrack, true},
		{"a face-up machine token", mvToken, true},
		{"a module taken", mvTakeModule, true},
		{"a module placed", mvPlaceModule, true},
		{"a citizen card taken", mvCitizen, true},
		{"a major artifact", mvMajor, true},
		{"a hibernation reward", mvHibReward, true},
		{"a closed crate opened", mvCrate, false},
	}
	for _, c := range cases {
		g, m := positionWith(t, c.kind)
		if got := g.PublicMove(m); got != c.want {
			t.Errorf("%s: PublicMove(%s) = %v, want %v", c.name, g.MoveText(m), got, c.want)
		}
	}
}

// positionWith plays random games until a move of kind is legal, and
// returns that position and move.
func positionWith(t *testing.T, kind uint8) (*State, rules.Move) {
	t.Helper()
	g, m := rulestest.FindMove(t, Title, 100, func(n uint64) rules.Setup { return rules.Setup{Seats: 1 + int(n%4), Seed: n} },
		func(_ rules.Game, m rules.Move) bool { return m.Kind == kind })
	return g.(*State), m
}
