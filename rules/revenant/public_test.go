package revenant

import (
	"slices"
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

// TestV11CaptainCommanderAskedWhateverItsCards checks [V11.captain]'s ruling on
// the Commander's build: at the end of its turn a Commander of level 3 or
// more that holds a Hidden Influence card is always asked, so that the
// question tells no one whether its cards allow a build. Random play
// reaches no such Commander, so each seat to move in random games is made
// one, holding a single card of one House, before its move; the question
// must come as often with only "done" to answer as with builds.
func TestV11CaptainCommanderAskedWhateverItsCards(t *testing.T) {
	asked := map[bool]int{}
	for n := uint64(1); n <= 20; n++ {
		g := New(rules.Setup{Seats: 2, Seed: n})
		rng := rules.NewRNG(n)
		for k := 0; !g.Over() && k < 400; k++ {
			legal := g.Legal(nil)
			for variant := range 2 * NumHouses {
				house, shipsOut := variant/2, variant%2 == 1
				c := g.Clone().(*State)
				pl := &c.players[c.who]
				pl.spec, pl.captain, pl.hi, pl.hiN = Commander, 2, [NumHouses]int8{}, 1
				pl.hi[house] = 1
				if shipsOut { // every ship of the House is on the board: none to build
					for id := range NumShips {
						if ShipHouse(id) == house && c.ships[id].sector < 0 {
							c.ships[id].sector = 0
						}
					}
				}
				for _, m := range legal {
					d := c.Clone().(*State)
					if _, err := d.Apply(m); err != nil || d.ask != askBuild {
						continue
					}
					asked[len(d.buildMoves(nil, d.who)) > 0]++
					if !slices.Contains(d.Legal(nil), mv(mvDone)) {
						t.Fatalf("%s: the Commander cannot decline to build", d.MoveText(m))
					}
				}
			}
			if _, err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if asked[true] == 0 || asked[false] == 0 {
		t.Errorf("the Commander was asked %d times with builds to choose and %d times with none; want both", asked[true], asked[false])
	}
}
