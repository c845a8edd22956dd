package seeders

import (
	"slices"
	"testing"

	"starboard/rules"
	"starboard/rules/rulestest"
)

var _ rules.PublicMover = (*State)(nil)

// TestPublicMoveRulings checks the ruling of PublicMove clause by clause,
// on a move legal in a position reached by play.
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
		{"a slot of the turn order", kind(mvOrder), true},
		{"a Negotiator placed face up", func(s *State, m rules.Move) bool {
			return m.Kind == mvPlace && m.D != 1 && s.hidSpot[s.acting()] < 0
		}, true},
		{"the Negotiator a winner sends home", kind(mvReturn), true},
		{"the upgrade of a [2]-[1]", kind(mvPath), true},
		{"an ability of the Ark", kind(mvActivate), true},
		{"a Resource into a Safe", kind(mvSafeIn), true},
		{"a Resource out of a Safe", kind(mvSafeOut), true},
		{"a Crew jailed", kind(mvJail), true},
		{"a Crew moved in the Integration phase", inPhase(mvMoveCrew, phIntegrate), true},
		{"ending the turn after placing", inPhase(mvPass, phAfterPlace), true},
		{"ending the Integration phase", inPhase(mvPass, phIntegrate), true},
		{"the Foundation discard, committed secretly", kind(mvDiscard), false},
		{"the draft pick, committed secretly", kind(mvPick), false},
		{"a card of the hand recycled", kind(mvRecycle), false},
		{"a card of the hand integrated", kind(mvIntegrate), false},
		{"a Crew moved in the secret Prestige rearranging", inPhase(mvMoveCrew, phReorder), false},
		{"the end of the secret Prestige rearranging", inPhase(mvPass, phReorder), false},
	}
	for _, c := range cases {
		g, m := positionWith(t, c.move)
		if got := g.PublicMove(m); got != c.want {
			t.Errorf("%s: PublicMove(%s) = %v, want %v", c.name, g.MoveText(m), got, c.want)
		}
	}
}

// TestPublicMoveFaceDown checks that with a face-down Negotiator on the
// board no placement of its seat is public, and a face-down placement
// never is.
func TestPublicMoveFaceDown(t *testing.T) {
	g, m := positionWith(t, func(s *State, m rules.Move) bool { return m.Kind == mvPlace && m.D == 1 })
	if g.PublicMove(m) {
		t.Errorf("PublicMove(%s) = true for a face-down placement", g.MoveText(m))
	}
	g, m = positionWith(t, func(s *State, m rules.Move) bool { return m.Kind == mvPlace && s.hidSpot[s.acting()] >= 0 })
	if g.PublicMove(m) {
		t.Errorf("PublicMove(%s) = true with a face-down Negotiator of the seat on the board", g.MoveText(m))
	}
}

// positionWith plays random games, the draft variant in every other one,
// until a legal move satisfies want, and returns that position and move.
func positionWith(t *testing.T, want func(*State, rules.Move) bool) (*State, rules.Move) {
	t.Helper()
	g, m := rulestest.FindMove(t, Title, 200, func(n uint64) rules.Setup {
		opts := rules.Options{"draft": map[bool]string{false: "off", true: "on"}[n%2 == 0]}
		return rules.Setup{Seats: 2 + int(n%3), Seed: n, Options: opts}
	}, func(g rules.Game, m rules.Move) bool { return want(g.(*State), m) })
	return g.(*State), m
}

// TestTheWatcherSeesWhatEverySeatSees checks that a card every seat saw
// go into a hand (a prisoner freed from the Jailer) reads in the view of
// a watcher, as in another seat's, while the cards of that hand not shown
// to everyone stay hidden from the watcher.
func TestTheWatcherSeesWhatEverySeatSees(t *testing.T) {
	g, m := positionWith(t, func(s *State, m rules.Move) bool { return m.Kind == mvFree })
	seat := g.ToMove()
	if _, err := g.Apply(m); err != nil {
		t.Fatal(err)
	}
	public := 0
	for _, h := range g.hands[seat][:g.handN[seat]] {
		if h.known == rules.Everyone {
			public++
		}
	}
	for _, viewer := range []rules.Seat{rules.NoSeat, (seat + 1) % rules.Seat(g.Seats())} {
		hand := g.View(viewer).(*State).Hand(seat)
		if !slices.Contains(hand, int(m.B)) {
			t.Errorf("the view of %v shows %v's hand as %v, without the freed card %d", viewer, seat, hand, m.B)
		}
		if viewer == rules.NoSeat && len(hand)-count(hand, -1) != public {
			t.Errorf("the watcher sees %d cards of %v's hand %v; %d were shown to everyone", len(hand)-count(hand, -1), seat, hand, public)
		}
	}
}

// count returns how many times v is in a.
func count(a []int, v int) int {
	n := 0
	for _, x := range a {
		if x == v {
			n++
		}
	}
	return n
}
