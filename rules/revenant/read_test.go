package revenant

import (
	"testing"

	"starboard/rules"
)

// TestRead checks the read-only face of a State against its fields along
// random games, and that a view reads only what its seat may know.
func TestRead(t *testing.T) {
	for _, seats := range []int{1, 3} {
		g := New(rules.Setup{Seats: seats, Seed: 21})
		rng := rules.NewRNG(21)
		for step := 0; !g.Over(); step++ {
			for x := 0; x < NumSectors; x++ {
				line := g.Line(x, nil)
				for i, id := range line {
					if g.Ship(id).Sector != x {
						t.Fatalf("Line(%d) holds %s, which is in %d", x, shipName(int16(id)), g.Ship(id).Sector)
					}
					if i > 0 && g.ships[line[i-1]].rank > g.ships[id].rank {
						t.Fatalf("Line(%d) is not ordered from the Revenant to the Voidborn", x)
					}
				}
			}
			seat := g.ToMove()
			if seat >= 0 && step%11 == 0 {
				v := g.View(seat).(*State)
				for p := rules.Seat(0); int(p) < seats; p++ {
					hand := v.Hand(p, nil)
					for i, c := range hand {
						if p == seat && c != int(g.players[p].hand[i]) {
							t.Fatalf("the view hides %s's own card %d", p, i)
						}
						if p != seat && c >= 0 {
							t.Fatalf("the view of %s shows %s's card %d", seat, p, c)
						}
					}
					if byHouse, n := v.HiddenInfluence(p); p != seat && byHouse != [NumHouses]int{} || n != int(g.players[p].hiN) {
						t.Fatalf("the view of %s reads %s's Hidden Influence as %v (%d)", seat, p, byHouse, n)
					}
				}
			}
			legal := g.Legal(nil)
			if _, err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for k := 1; k < numMoveKinds; k++ {
		if MoveKind(moveNames[k]) != uint8(k) {
			t.Errorf("MoveKind(%q) = %d, want %d", moveNames[k], MoveKind(moveNames[k]), k)
		}
	}
	for id := 0; id < NumCards; id++ {
		if CardText(id) == "" {
			t.Errorf("card %s has no text", Cards[id].Name)
		}
	}
	for id := range Planets {
		if a, b := PlanetText(id); a == "" || b == "" {
			t.Errorf("Planet %s has no text", Planets[id].Name)
		}
	}
	for id := range Tiles {
		if TileText(id) == "" {
			t.Errorf("tile %s has no text", Tiles[id].Name)
		}
	}
	for a := range Agendas {
		for o := 0; o < 3; o++ {
			if ObjectiveText(a, o) == "" {
				t.Errorf("agenda %s objective %d has no text", Agendas[a].Name, o)
			}
		}
	}
}
