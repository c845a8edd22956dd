package seeders

import (
	"strings"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// A Negotiator that has gone home, as the log says, is not shown as still
// holding its Spot: the Spot, taken until the Negotiation ends, says so.
func TestGoneNegotiatorLeavesItsSpot(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 7, nil, "human", "human", "human")
	rng := rules.NewRNG(7)
	gone := func() int {
		v := m.View(0).(*rs.State)
		for i := 0; i < v.SpotCount(); i++ {
			seat, caste := v.SpotHolder(i)
			if seat == rules.NoSeat || caste < 0 {
				continue
			}
			if _, _, sp := v.Negotiator(seat, caste); sp != i {
				return i
			}
		}
		return -1
	}
	for guard := 0; gone() < 0 || m.ToMove() != 0; guard++ {
		if guard > 5000 || m.Prompt().Kind == "over" {
			t.Fatal("no Negotiator went home while its Spot stayed taken")
		}
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
	r.Step(300)
	r.Shoot("seeders-gone-800x600", 800, 600)
	r.Shoot("seeders-gone-1280x720", 1280, 720)
	board := sh.Board().(*Table)
	x, y := board.lay.spots[gone()].r.Center()
	r.Script.Rest(x, y, 40)
	r.Play()
	if text, on := board.SpotTip(); !on || !strings.Contains(text, "gone home") || strings.Contains(text, "holds it") {
		t.Errorf("the Spot left by a Negotiator gone home reads %q (shown %v)", text, on)
	}
}
