package desolated

import (
	"slices"
	"testing"

	"starboard/rules"
	"starboard/rules/rulestest"
)

var _ rules.PublicMover = (*State)(nil)

// TestPublicMoveRulings checks the ruling of PublicMove clause by clause,
// on a move legal in a position reached by play: whether the move is
// public in itself, and that it is public whatever the hand holds when it
// needs no hand (the draw's takes and done, harvests, releases, passing),
// else only while the seat to move holds no card.
func TestPublicMoveRulings(t *testing.T) {
	kind := func(k uint8) func(*State, rules.Move) bool {
		return func(_ *State, m rules.Move) bool { return m.Kind == k }
	}
	inPhase := func(k uint8, ph phase) func(*State, rules.Move) bool {
		return func(s *State, m rules.Move) bool { return m.Kind == k && s.phase == ph }
	}
	cases := []struct {
		name string
		move func(*State, rules.Move) bool
		want bool
	}{
		{"a card of the Material row or the pile", kind(MoveTake), true},
		{"stopping the draw early", kind(MoveDone), true},
		{"a chained card harvested", kind(MoveHarvest), true},
		{"no action", kind(MovePass), true},
		{"a leftover unit on an Influence card", kind(MovePlace), true},
		{"an Influence card given towards a Landmark", kind(MoveGive), true},
		{"calling off an Earn", inPhase(MoveCancel, phEarn), true},
		{"a card of the hand upgraded", kind(MoveUpgrade), false},
		{"a Trade, offered when the hand can pay", kind(MoveTrade), false},
		{"a card of the hand paid", kind(MovePay), false},
		{"a token paid, offered while the cost stays payable", kind(MoveSpend), false},
		{"calling off a Trade, a step of the payment", inPhase(MoveCancel, phPay), false},
		{"a card of the hand discarded", kind(MoveDiscard), false},
		{"a card of the hand stored", func(_ *State, m rules.Move) bool { return m.Kind == MoveStore && m.A == storeHand }, false},
		{"storing nothing", kind(MoveKeep), false},
	}
	for _, c := range cases {
		g, m := positionWith(t, c.move)
		if got := g.publicInItself(m); got != c.want {
			t.Errorf("%s: publicInItself(%s) = %v, want %v", c.name, g.MoveText(m), got, c.want)
		}
		if want := c.want && (g.me().handN == 0 || g.handFree(m)); g.PublicMove(m) != want {
			t.Errorf("%s: PublicMove(%s) with %d cards in hand = %v, want %v", c.name, g.MoveText(m), g.me().handN, !want, want)
		}
	}
}

// TestPublicMoveWantsAnEmptyHand checks that a move public in itself that
// the public view cannot list while the hand is unknown (giving an
// Influence card) is public while the seat to move holds no card, and not
// while it holds one; a take is public either way.
func TestPublicMoveWantsAnEmptyHand(t *testing.T) {
	g, m := positionWith(t, func(s *State, m rules.Move) bool { return m.Kind == MoveGive && s.me().handN == 0 })
	if !g.PublicMove(m) {
		t.Errorf("PublicMove(%s) = false with an empty hand", g.MoveText(m))
	}
	g, m = positionWith(t, func(s *State, m rules.Move) bool { return m.Kind == MoveGive && s.me().handN > 0 })
	if g.PublicMove(m) {
		t.Errorf("PublicMove(%s) = true with %d cards in hand", g.MoveText(m), g.me().handN)
	}
	g, m = positionWith(t, func(s *State, m rules.Move) bool { return m.Kind == MoveTake && s.me().handN > 0 })
	if !g.PublicMove(m) {
		t.Errorf("PublicMove(%s) = false with %d cards in hand: a take needs no hand", g.MoveText(m), g.me().handN)
	}
}

// positionWith plays random games, every module on in every other one,
// until a legal move satisfies want, and returns that position and move.
func positionWith(t *testing.T, want func(*State, rules.Move) bool) (*State, rules.Move) {
	t.Helper()
	g, m := rulestest.FindMove(t, Title, 200, func(n uint64) rules.Setup {
		opts := rules.Options{}
		if n%2 == 0 {
			for _, k := range OptionKeys {
				opts[k] = "on"
			}
		}
		return rules.Setup{Seats: 1 + int(n%4), Seed: n, Options: opts}
	}, func(g rules.Game, m rules.Move) bool { return want(g.(*State), m) })
	return g.(*State), m
}

// TestTheWatcherSeesWhatEverySeatSees checks that a card taken from the
// face-up Material row reads in a watcher's view of the hand, as in
// another seat's, and that the watcher sees a hand card exactly when every
// seat was shown it (a card drawn from the pile stays hidden).
func TestTheWatcherSeesWhatEverySeatSees(t *testing.T) {
	for _, fromRow := range []bool{true, false} {
		g, m := positionWith(t, func(s *State, m rules.Move) bool {
			return m.Kind == MoveTake && (m.A >= 0) == fromRow && (m.A < 0 || Materials[s.matRow[m.A]].Kind != TechCard)
		})
		seat := g.ToMove()
		var taken int16 = -1
		if fromRow {
			taken = g.matRow[m.A]
		}
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
		if fromRow && !slices.Contains(g.View(rules.NoSeat).(*State).Hand(seat), int(taken)) {
			t.Errorf("the watcher does not see the card %d taken from the row in %v", taken, g.View(rules.NoSeat).(*State).Hand(seat))
		}
		watched := g.View(rules.NoSeat).(*State).Hand(seat)
		for i, c := range g.seat[seat].hand[:g.seat[seat].handN] {
			if shown := watched[i] >= 0; shown != (c.Known == rules.Everyone) {
				t.Errorf("hand card %d (known to %08b) reads %v to the watcher", c.ID, c.Known, shown)
			}
		}
	}
}
