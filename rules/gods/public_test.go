package gods

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
		{"pointing at a pawn is a sign to the whole table", MoveIndicate, true},
		{"the continent named is in plain sight", MoveDesignate, true},
		{"placing a pawn shows its colour and space to all", MovePlace, true},
		{"flipping a pawn of the board", MoveFlip, true},
		{"exchanging two pawns of the board", MoveExchange, true},
		{"choosing the pawn to look at", MoveLook, true},
		{"moving a pawn to a free space", MoveMove, true},
		{"the pawn passed in a Share is a secret until all have chosen", MovePass, false},
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
	g, m := rulestest.FindMove(t, Title, 500, func(n uint64) rules.Setup { return rules.Setup{Seats: 2 + int(n%3), Seed: n} },
		func(_ rules.Game, m rules.Move) bool { return m.Kind == kind })
	return g.(*State), m
}
