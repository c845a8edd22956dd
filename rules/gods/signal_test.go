package gods

import (
	"testing"

	"starboard/rules"
)

// sandOnly returns a three-seat scene in which the only free element spaces
// are A1 and A2, both Sand, on a continent that can still be validated (B
// and C are full), and seat 0, to point, holds the Rock Mineral in slot 1
// and the Sand Mineral in slot 2: only the second has a good place. Every
// seat knows the needs on the board.
func sandOnly(t *testing.T) *scene {
	sc := blank(t, 3).hand(0, mineral(Rock), mineral(Sand)).hand(1, insect(Plant)).hand(2, insect(Water)).
		put("A3", water(0), 0, 1, 2).put("A4", plant(Insect), 0, 1, 2).put("A5", plant(Animal), 0, 1, 2)
	rest := []Pawn{water(1), water(2), water(3), plant(Plant), plant(Mineral), animal(Plant, Insect),
		animal(Water, Animal), animal(Insect, Mineral), insect(Animal), insect(Mineral)}
	for i, name := range []string{"B1", "B2", "B3", "B4", "B5", "C1", "C2", "C3", "C4", "C5"} {
		sc.put(name, rest[i], 0, 1, 2)
	}
	for _, name := range []string{"A1", "A2"} {
		if sc.soilOf(name) != Sand {
			t.Fatalf("the test expects %s to be Sand", name)
		}
	}
	return sc
}

// TestPlanPointsAtTheFavourite shows the bots' way of pointing: at the pawn
// with the best place on the board, here the Sand Mineral.
func TestPlanPointsAtTheFavourite(t *testing.T) {
	sc := sandOnly(t)
	m, ok := sc.s.Plan()
	if !ok || m.Kind != mIndicate || m.A != 1 {
		t.Fatalf("Plan() = %v, %v; want to point at slot 2, the Sand Mineral", m, ok)
	}
	sc.play("indicate 2")
	if _, ok := sc.s.Plan(); ok {
		t.Error("Plan() offers a move once the pointing is done")
	}
}

// TestPlanInASampleSkipsTheFavourite shows Plan in a game a bot imagines:
// no one reads the pointing there, so it points at the first pawn, and a
// seat's view of the sample is again a place where pointing counts.
func TestPlanInASampleSkipsTheFavourite(t *testing.T) {
	sc := sandOnly(t)
	rng := rules.NewRNG(1)
	sample := sc.s.Clone().(*State)
	sample.Determinize(0, &rng)
	if m, ok := sample.Plan(); !ok || m.Kind != mIndicate || m.A != 0 {
		t.Errorf("Plan() in a sample = %v, %v; want to point at slot 1", m, ok)
	}
	view := sample.View(0).(*State)
	if m, ok := view.Plan(); !ok || m.Kind != mIndicate || m.A != 1 {
		t.Errorf("Plan() in a view of a sample = %v, %v; want to point at slot 2, the favourite", m, ok)
	}
}

// TestDeterminizeReadsPointing shows a designating seat reading the
// pointing as the bots point: seat 0 points at its second Mineral, and seat
// 2, which has seen neither need, mostly deals that slot the Sand Mineral,
// the one Mineral with a place on the board, where a colour-blind deal
// would one time in four.
func TestDeterminizeReadsPointing(t *testing.T) {
	sc := sandOnly(t)
	sc.play("indicate 2")
	view := sc.view(2)
	if view.hands[0][1].P.Known() {
		t.Fatal("seat 2 sees the need of seat 0's pawn")
	}
	const samples = 400
	sand := 0
	rng := rules.NewRNG(5)
	for range samples {
		d := view.Clone().(*State)
		d.Determinize(2, &rng)
		if d.hands[0][1].P == mineral(Sand) {
			sand++
		}
		if d.hands[0][0].P == d.hands[0][1].P || KindOf(d.hands[0][0].P) != Mineral {
			t.Fatalf("a sample deals seat 0 %v and %v", d.hands[0][0].P, d.hands[0][1].P)
		}
	}
	if sand < samples*3/5 {
		t.Errorf("seat 2 dealt the pointed slot the Sand Mineral in %d samples of %d, want most", sand, samples)
	}
}
