package revenant

import (
	"testing"

	"starboard/rules"
	"starboard/rules/rulestest"
)

var _ rules.PublicMover = (*State)(nil)

// TestPublicMoveRulings checks the ruling of PublicMove kind by kind (and,
// for done, step by step), on a move legal in a position reached by play.
func TestPublicMoveRulings(t *testing.T) {
	const anyAsk = -1
	cases := []struct {
		name string
		kind uint8
		ask  int8
		want bool
	}{
		{"the Crew board side", mvSide, anyAsk, true},
		{"the Captain's specialization", mvSpec, anyAsk, true},
		{"the Frigate's first Sector", mvStart, anyAsk, true},
		{"the House card of the opening draft", mvDraft, anyAsk, true},
		{"the deck a card is drawn from", mvDeck, anyAsk, true},
		{"a Crew figure to an action space", mvAssign, anyAsk, true},
		{"a step of a ship", mvStep, anyAsk, true},
		{"ending a ship's movement", mvStay, anyAsk, true},
		{"the action of a space", mvAction, anyAsk, true},
		{"a Sonar card to discard", mvSonar, askSonar, true},
		{"a ship to take a Breach's Damage", mvShip, askDamage, true},
		{"a Sector for an Absorber", mvSector, askAbsorb, true},
		{"the next first player", mvFirst, anyAsk, true},
		{"an Influence track", mvInfluence, anyAsk, true},
		{"a Resource gained", mvGain, anyAsk, true},
		{"a Bonus action", mvBonus, anyAsk, true},
		{"Resource tokens locked away", mvLock, anyAsk, true},
		{"the Compartment a Corruption takes", mvCorrupt, anyAsk, true},
		{"done with the Frigate's move", mvDone, askFrigate, true},
		{"done with a Repair", mvDone, askRepair, true},
		{"the Hidden Agenda kept", mvAgenda, anyAsk, false},
		{"the Hidden Influence card kept", mvKeep, anyAsk, false},
		{"a card of the hand discarded", mvDiscard, askDiscard, false},
		{"a card of the hand played", mvPlay, anyAsk, false},
		{"a Corruption removed, paid with a card of the hand", mvRemove, anyAsk, false},
		{"whether to reveal the Hidden Agenda", mvReveal, anyAsk, false},
		{"done with the Bonus action, when no card can be played", mvDone, askBonus, false},
		{"done with the second removal, which pays with cards", mvDone, askRemove2, false},
	}
	for _, c := range cases {
		g, m := positionWith(t, c.kind, c.ask)
		if got := g.PublicMove(m); got != c.want {
			t.Errorf("%s: PublicMove(%s) = %v, want %v", c.name, g.MoveText(m), got, c.want)
		}
	}
}

// positionWith plays random games until a move of kind is legal while the
// game asks ask (any ask when ask is negative), and returns that position
// and move.
func positionWith(t *testing.T, kind uint8, ask int8) (*State, rules.Move) {
	t.Helper()
	g, m := rulestest.FindMove(t, Title, 100, func(n uint64) rules.Setup { return rules.Setup{Seats: 1 + int(n%4), Seed: n} },
		func(g rules.Game, m rules.Move) bool { return m.Kind == kind && (ask < 0 || g.(*State).ask == ask) })
	return g.(*State), m
}
