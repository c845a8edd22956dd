package seeders

import (
	"strings"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// A tap on a taken Spot, or on a free one before a Negotiator is picked,
// says why nothing happens, and a tap on a lit half still places.
func TestSpotRefusalsSayWhy(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 4, nil, "human", "human", "human")
	rng := rules.NewRNG(4)
	taken := func() int {
		v := m.View(0).(*rs.State)
		for i := 0; i < v.SpotCount(); i++ {
			if s, _ := v.SpotHolder(i); s != rules.NoSeat {
				return i
			}
		}
		return -1
	}
	for m.Prompt().Kind != "place" || m.ToMove() != 0 || taken() < 0 {
		seat := m.ToMove()
		if err := m.Submit(seat, lively(&rng, m.Legal(seat))); err != nil {
			t.Fatal(err)
		}
	}
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	sh := r.Table.(*Shell)
	for i := 0; i < 50 && sh.Passing(); i++ {
		r.Tap(sh.PassButton())
	}
	r.Step(120)
	board := sh.Board().(*Table)
	v := m.View(0).(*rs.State)
	toast := func(what string, want string) {
		t.Helper()
		msg, shown := sh.Toast()
		if !shown || !strings.Contains(msg, want) {
			t.Errorf("%s: the table says %q (shown %v), want %q", what, msg, shown, want)
		}
	}
	busy := taken()
	where, _ := board.Where(obj{kind: objOnSpot, a: int16(busy)})
	r.Tap(where)
	toast("a tap on a taken Spot", "That Spot is taken")
	r.Shoot("seeders-refused-1280x720", 1280, 720)
	free := -1
	for i := 0; i < v.SpotCount() && free < 0; i++ {
		if s, _ := v.SpotHolder(i); s == rules.NoSeat {
			free = i
		}
	}
	r.Step(300) // the reason goes
	where, _ = board.Where(obj{kind: objOnSpot, a: int16(free)})
	r.Tap(where)
	toast("a tap on a free Spot with no Negotiator picked", "Pick one of your Negotiators first")
	r.Step(300)
	var pick rules.Move
	for _, mv := range m.Legal(0) {
		if mv.Kind == rs.MovePlace && mv.D != 1 && mv.B == int16(busy) {
			t.Fatalf("placing on the taken Spot %d is legal", busy)
		}
		if mv.Kind == rs.MovePlace && mv.D != 1 && pick.Kind != rs.MovePlace {
			pick = mv
		}
	}
	first, spot := board.Path(pick)
	where, _ = board.Where(first)
	r.Tap(where)
	where, _ = board.Where(spot)
	r.Tap(where)
	r.Step(60)
	if _, _, sp := m.View(0).(*rs.State).Negotiator(0, rs.Caste(pick.A)); sp < 0 {
		t.Errorf("a tap on a lit half after picking a Negotiator did not place it")
	}
}
