package gods

import (
	"strings"
	"testing"

	"starboard/rules"
)

// TestEventTextInWords checks that events read as a person would write
// them: the pawn's need in words, never the internal notation.
func TestEventTextInWords(t *testing.T) {
	var s State
	b3 := int16(1*spaces + 2)
	bw := int16(1*spaces + whiteSpace)
	secret := rules.SecretD
	cases := []struct {
		name string
		e    rules.Event
		want string
	}{
		{"place face down, seen by the placer",
			rules.Event{Kind: EvPlace, Seat: 0, B: b3, C: int16(Mineral), D: int16(mineral(Clay)), Secret: secret},
			"seat 1 places a Mineral pawn need side down on B3 (it needs Clay)"},
		{"place face down, seen by the others",
			rules.Event{Kind: EvPlace, Seat: 0, B: b3, C: int16(Mineral), D: rules.Unknown, Secret: secret},
			"seat 1 places a Mineral pawn need side down on B3"},
		{"place an Oxygen need side up",
			rules.Event{Kind: EvPlace, Seat: 1, B: bw, C: int16(Oxygen), D: 20},
			"seat 2 places an Oxygen pawn need side up on Bw (it carries the Flip action)"},
		{"draw",
			rules.Event{Kind: EvDraw, Seat: 0, A: 1, B: 0, C: int16(Water)},
			"seat 1 draws a Water pawn into slot 2 (it must be the only Water on its continent)"},
		{"draw unseen",
			rules.Event{Kind: EvDraw, Seat: 0, A: 1, B: rules.Unknown, C: int16(Water)},
			"seat 1 draws a Water pawn"},
		{"flip",
			rules.Event{Kind: EvFlip, Seat: 2, A: 1, B: 2, C: 8},
			"seat 3 flips the pawn on B3: a Plant pawn that must not be linked to an Animal"},
		{"look",
			rules.Event{Kind: EvLook, Seat: 0, A: 1, B: 2, C: 14},
			"seat 1 looks at the pawn on B3: an Insect pawn that needs a link to Water"},
		{"pass",
			rules.Event{Kind: EvPass, Seat: 0, A: 1, C: int16(Animal), D: 16},
			"seat 1 passes an Animal pawn to seat 2 (it needs a link to a Plant and none to an Insect)"},
		{"reveal",
			rules.Event{Kind: EvReveal, Seat: rules.NoSeat, A: b3, B: int16(mineral(Clay)), C: 0},
			"on B3, the Mineral pawn needs Clay: not met"},
		{"bacteria",
			rules.Event{Kind: EvBacteria, Seat: 0, A: 25, B: int16(Shift)},
			"seat 1 draws a Bacteria pawn and must move a placed pawn to another continent"},
	}
	for _, c := range cases {
		if got := s.EventText(c.e); got != c.want {
			t.Errorf("%s: EventText = %q, want %q", c.name, got, c.want)
		}
	}
}

// TestEventTextNoNotation plays the golden games and checks that no event
// text shows brackets or a need in its short form, "Mineral: on Clay".
func TestEventTextNoNotation(t *testing.T) {
	for _, gg := range goldenGames {
		g := New(rules.Setup{Seats: gg.Seats, Seed: gg.Seed, Options: gg.Options})
		rng := rules.NewRNG(gg.Seed)
		var buf [256]rules.Move
		for moves := 0; !g.Over() && moves < 1000; moves++ {
			legal := g.Legal(buf[:0])
			evs, err := g.Apply(legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				for v := rules.Seat(0); v < rules.Seat(gg.Seats); v++ {
					text := g.EventText(e.For(v))
					if strings.ContainsAny(text, "[]") {
						t.Fatalf("%s: event text %q shows brackets", gg.Name, text)
					}
					for _, n := range pawns {
						if strings.Contains(text, n.String()) {
							t.Fatalf("%s: event text %q shows the notation %q", gg.Name, text, n.String())
						}
					}
				}
			}
		}
	}
}
