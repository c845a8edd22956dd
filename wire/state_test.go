package wire

import (
	"bytes"
	"fmt"
	"reflect"
	"testing"

	"starboard/rules"
	"starboard/rules/catalog"
)

// fresh returns a new game of title t for seats, built from a seed the
// client never knows: what a client decodes a view into.
func fresh(t *testing.T, title rules.Title, seats int) rules.Game {
	t.Helper()
	g, err := title.New(rules.Setup{Seats: seats, Seed: 1 << 40})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// sameGame checks that b, decoded from viewer's view a, reads as a does:
// the seat to move, the prompt, the legal moves when the viewer is to move
// (another seat's moves may rest on what the view hides), the scores and
// their lines, the winners.
func sameGame(a, b rules.Game, viewer rules.Seat, seats int) error {
	if a.ToMove() != b.ToMove() || a.Over() != b.Over() || a.Prompt() != b.Prompt() {
		return fmt.Errorf("to move %d/%d, over %v/%v, prompt %+v/%+v", a.ToMove(), b.ToMove(), a.Over(), b.Over(), a.Prompt(), b.Prompt())
	}
	if a.ToMove() == viewer {
		if la, lb := a.Legal(nil), b.Legal(nil); !reflect.DeepEqual(la, lb) {
			return fmt.Errorf("legal moves differ: %d and %d", len(la), len(lb))
		}
	}
	for s := range seats {
		seat := rules.Seat(s)
		if a.Score(seat) != b.Score(seat) || !reflect.DeepEqual(a.Breakdown(seat), b.Breakdown(seat)) {
			return fmt.Errorf("seat %d scores %d and %d", s, a.Score(seat), b.Score(seat))
		}
	}
	if a.Winners() != b.Winners() {
		return fmt.Errorf("winners %v and %v", a.Winners(), b.Winners())
	}
	return nil
}

// TestViewsTravelWhole plays games of every title at every seat count and,
// at each step, sends every seat's view through the codec: the decoded
// game reads as the view did, and encodes to the same bytes again.
func TestViewsTravelWhole(t *testing.T) {
	for _, title := range catalog.All() {
		for seats := title.MinSeats; seats <= title.MaxSeats; seats++ {
			t.Run(fmt.Sprintf("%s/%d", title.Slug, seats), func(t *testing.T) {
				g, err := title.New(rules.Setup{Seats: seats, Seed: uint64(seats)})
				if err != nil {
					t.Fatal(err)
				}
				rng := rules.NewRNG(uint64(seats))
				var legal []rules.Move
				var buf, again []byte
				for step := 0; !g.Over() && step < 4000; step++ {
					if step%7 == 0 {
						for s := range seats {
							view := g.View(rules.Seat(s))
							buf, err = EncodeState(buf[:0], view)
							if err != nil {
								t.Fatal(err)
							}
							got := fresh(t, title, seats)
							if err := DecodeState(got, buf); err != nil {
								t.Fatalf("step %d seat %d: %v", step, s, err)
							}
							if err := sameGame(view, got, rules.Seat(s), seats); err != nil {
								t.Fatalf("step %d seat %d: the decoded view differs: %v", step, s, err)
							}
							if again, _ = EncodeState(again[:0], got); !bytes.Equal(buf, again) {
								t.Fatalf("step %d seat %d: the decoded view encodes to other bytes", step, s)
							}
						}
					}
					legal = g.Legal(legal[:0])
					if _, err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
			})
		}
	}
}

// TestLayoutTellsTitlesApart: each title's state has its own fingerprint,
// the same from game to game.
func TestLayoutTellsTitlesApart(t *testing.T) {
	seen := map[uint64]string{}
	for _, title := range catalog.All() {
		a, b := Layout(fresh(t, title, title.MinSeats)), Layout(fresh(t, title, title.MaxSeats))
		if a != b {
			t.Errorf("%s: two games give two fingerprints", title.Slug)
		}
		if other, ok := seen[a]; ok {
			t.Errorf("%s and %s share a fingerprint", title.Slug, other)
		}
		seen[a] = title.Slug
	}
}

// FuzzDecodeState: no input makes the decoder panic or allocate without
// bound; what it accepts makes a state that travels whole from then on.
func FuzzDecodeState(f *testing.F) {
	for _, title := range catalog.All() {
		g, err := title.New(rules.Setup{Seats: title.MinSeats, Seed: 3})
		if err != nil {
			f.Fatal(err)
		}
		buf, err := EncodeState(nil, g.View(0))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(title.Slug, buf)
	}
	f.Fuzz(func(t *testing.T, slug string, src []byte) {
		title, err := catalog.Find(slug)
		if err != nil {
			return
		}
		g := fresh(t, title, title.MinSeats)
		if DecodeState(g, src) != nil {
			return
		}
		back, err := EncodeState(nil, g)
		if err != nil {
			t.Fatalf("accepted %d bytes that do not encode again: %v", len(src), err)
		}
		g = fresh(t, title, title.MinSeats)
		if err := DecodeState(g, back); err != nil {
			t.Fatalf("its own encoding is refused: %v", err)
		}
		if again, _ := EncodeState(nil, g); !bytes.Equal(again, back) {
			t.Fatal("a decoded state does not encode to the same bytes twice")
		}
	})
}
