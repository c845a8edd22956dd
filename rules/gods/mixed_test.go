package gods

import (
	"testing"

	"starboard/ai"
	"starboard/rules"
)

// TestHardBotKeepsWhatAHumanSetUp plays a concrete moment of a mixed table:
// a human at seat 1 and Hard bots in the three other seats. The human puts
// its Mineral on Ice, where that Mineral belongs, though no other seat can
// read its need. Then the bot at seat 2 draws the Move Bacteria and must
// move a placed pawn to another continent; no Ice space is free anywhere.
// A bot that reads the human's placement as the signal it is does not move
// that Mineral off its Ice, whatever else it moves.
func TestHardBotKeepsWhatAHumanSetUp(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		sc := blank(t, 4).allOpen().discard(bacteria(Share)).
			hand(0, mineral(Ice), oxygen(Flip), insect(Animal)).
			hand(1, plant(Animal), oxygen(Exchange), animal(Plant, Insect)).
			hand(2, pawnsOf(Oxygen)[2], insect(Mineral), plant(Insect)).
			hand(3, pawnsOf(Oxygen)[3], animal(Water, Animal), animal(Insect, Mineral)).
			bag(plant(Plant))
		// What the bots and the human put on the board before, each knowing
		// its own pawns; the human knows nothing of theirs.
		// The pawns came in this order, one a turn.
		putBy := func(name string, p Pawn, seat rules.Seat) {
			c, sp := space(name)
			sc.s.turn++
			sc.s.board[c][sp] = token{P: p, Known: rules.SeatsOf(seat), Since: sc.s.turn, Informed: true}
		}
		putBy("A1", water(0), 2)
		putBy("A3", plant(Mineral), 3)
		putBy("B1", mineral(Sand), 3)
		putBy("B2", mineral(Rock), 2)
		putBy("B5", water(1), 3)
		putBy("B3", animal(Mineral, Water), 3)
		putBy("C5", water(2), 1)
		putBy("C1", insect(Water), 1)
		putBy("D3", water(3), 2)
		putBy("D2", insect(Plant), 2)
		putBy("D5", mineral(Clay), 3)
		for _, name := range []string{"A5", "B5", "C5", "D3"} {
			if sc.soilOf(name) != Ice {
				t.Fatalf("the test expects %s to be Ice", name)
			}
		}

		// The human's turn: it points at its Mineral, seat 4 names A, and
		// the human puts the Mineral on A5, Ice.
		sc.play("indicate 1")
		sc.play("designate A")
		sc.play("place 1 A5")
		// Seat 2's turn: the human names C, the bot puts its Plant on C4
		// and draws the Move Bacteria.
		sc.bag(bacteria(Shift))
		sc.play("indicate 1")
		sc.play("designate C")
		sc.play("place 1 C4")
		if sc.s.phase != phShift || sc.s.drawer != 1 {
			t.Fatalf("prompt %q, want seat 2 to move a pawn for the Bacteria", sc.s.Prompt().Text)
		}

		bot := ai.New(ai.Hard, seed)
		m := bot.Choose(sc.s.View(1))
		text := sc.s.MoveText(m)
		if _, err := sc.s.Apply(m); err != nil {
			t.Fatalf("bot seed %d chose %q: %v", seed, text, err)
		}
		if p := sc.at("A5").P; p != mineral(Ice) {
			t.Errorf("bot seed %d chose %q: it moved the human's Mineral off the Ice it needs", seed, text)
		} else {
			t.Logf("bot seed %d chose %q", seed, text)
		}
	}
}
