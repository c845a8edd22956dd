package scenes

import "testing"

func TestBesideGoesRightWhenNothingIsThere(t *testing.T) {
	area := Rect{0, 0, 1000, 600}
	thing := Rect{100, 100, 50, 50}
	r := Beside(thing, 200, 40, area, nil)
	if r.X < thing.X+thing.W || r.Overlaps(thing) {
		t.Fatalf("tip %v is not right of %v", r, thing)
	}
}

func TestBesideKeepsOffLitPlaces(t *testing.T) {
	area := Rect{0, 0, 1000, 600}
	thing := Rect{400, 300, 50, 50}
	lit := []Rect{{470, 300, 60, 50}, {200, 290, 150, 80}}
	r := Beside(thing, 200, 40, area, lit)
	for _, l := range lit {
		if r.Overlaps(l) {
			t.Fatalf("tip %v covers the lit place %v", r, l)
		}
	}
	if r.Overlaps(thing) {
		t.Fatalf("tip %v covers the thing it words", r)
	}
	if !(r.X >= area.X && r.Y >= area.Y && r.X+r.W <= area.W && r.Y+r.H <= area.H) {
		t.Fatalf("tip %v is outside the area", r)
	}
}

func TestBesideAtTheEdgeStaysInside(t *testing.T) {
	area := Rect{0, 0, 400, 300}
	thing := Rect{360, 5, 30, 30}
	r := Beside(thing, 180, 40, area, nil)
	if r.X < 0 || r.Y < 0 || r.X+r.W > 400 || r.Y+r.H > 300 {
		t.Fatalf("tip %v is outside the area", r)
	}
	if r.Overlaps(thing) {
		t.Fatalf("tip %v covers the thing it words", r)
	}
}

func TestBesideCoversTheLeastWhenItMust(t *testing.T) {
	area := Rect{0, 0, 300, 300}
	thing := Rect{125, 125, 50, 50}
	// Lit everywhere around, most on the right.
	lit := []Rect{{185, 0, 115, 300}, {0, 0, 115, 300}, {115, 0, 70, 115}, {115, 185, 70, 115}}
	r := Beside(thing, 60, 30, area, lit)
	if r.Overlaps(thing) {
		t.Fatalf("tip at %v covers the thing %v", r, thing)
	}
	covered := 0.0
	for _, l := range lit {
		covered += r.OverlapArea(l)
	}
	if covered > 70*30 {
		t.Fatalf("tip at %v covers %.0f of lit area, want at most %d (under or over the thing)", r, covered, 70*30)
	}
}

func TestBesideFindsTheGapBetweenLitPlaces(t *testing.T) {
	area := Rect{0, 0, 600, 400}
	thing := Rect{280, 180, 40, 40}
	// A ring of lit places round the thing, with one gap far off at the
	// bottom right.
	lit := []Rect{{0, 0, 600, 170}, {0, 170, 270, 230}, {330, 170, 270, 130}, {270, 230, 60, 170}, {330, 300, 100, 100}}
	r := Beside(thing, 120, 60, area, lit)
	for _, l := range lit {
		if r.Overlaps(l) {
			t.Fatalf("tip at %v covers the lit place %v; the gap at the bottom right is free", r, l)
		}
	}
}

func TestBesideMayCoverTheLitPlaceThatHoldsTheThing(t *testing.T) {
	area := Rect{0, 0, 1000, 600}
	host := Rect{300, 200, 300, 200}
	thing := Rect{400, 280, 40, 40}
	r := Beside(thing, 100, 40, area, []Rect{host})
	if r.X < thing.X+thing.W {
		t.Fatalf("tip %v: the lit continent holding the thing moved it off the right", r)
	}
}

func TestBesideKeepsOffTheLitCardUnderThePointer(t *testing.T) {
	area := Rect{0, 0, 1000, 600}
	card := Rect{400, 250, 80, 110}
	pointer := Rect{426, 291, 28, 28}
	r := Beside(pointer, 200, 50, area, []Rect{card})
	if r.Overlaps(card) {
		t.Fatalf("tip %v covers the lit card %v the pointer rests on", r, card)
	}
}

func TestBesideKeepingStaysOffTheHandThePointerIsOn(t *testing.T) {
	area := Rect{0, 0, 1000, 600}
	hand := Rect{100, 450, 800, 150}
	thing := Rect{480, 500, 32, 32}
	if r := Beside(thing, 200, 60, area, []Rect{hand}); !r.Overlaps(hand) {
		t.Fatalf("Beside keeps off a large lit region holding the pointer (%v); the test needs it not to", r)
	}
	r := BesideKeeping(thing, 200, 60, area, nil, []Rect{hand})
	if r.Overlaps(hand) {
		t.Fatalf("tip %v covers the hand %v it was told to keep off", r, hand)
	}
	if r.Y+r.H > hand.Y || r.Y+r.H < hand.Y-40 {
		t.Fatalf("tip %v is not just above the hand %v", r, hand)
	}
}

// With lit places on every side of the thing, a free place a little way
// off comes before a corner of the area, far from the pointer.
func TestBesideTakesAFreePlaceNearBeforeACorner(t *testing.T) {
	area := Rect{W: 1280, H: 720}
	thing := Rect{X: 290, Y: 280, W: 30, H: 30}
	var lit []Rect
	for y := 20.0; y < 380; y += 60 {
		for x := 10.0; x < 640; x += 90 {
			lit = append(lit, Rect{X: x, Y: y, W: 60, H: 36})
		}
	}
	r := Beside(thing, 420, 84, area, lit)
	if r.Y < 356+litGlow || r.Y > thing.Y+thing.H+nearby {
		t.Errorf("the tip went to %+v, want the free room under the lit places, near the thing", r)
	}
}
