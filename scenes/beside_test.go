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
	lit := []Rect{{185, 0, 115, 300}, {0, 0, 115, 300}, {115, 0, 70, 115}, {115, 185, 70, 20}}
	r := Beside(thing, 60, 30, area, lit)
	below := Rect{120, 185, 60, 30}
	if r != below {
		t.Fatalf("tip at %v, want under the thing at %v (it covers the least there)", r, below)
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
