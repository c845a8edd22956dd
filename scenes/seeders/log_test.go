package seeders

import (
	"strings"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// When the viewer is to place a Negotiator, the log shows every placement
// made so far this turn, at every size.
func TestLogKeepsTheTurnsPlacements(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 6, nil, "human", "human", "human", "human")
	rng := rules.NewRNG(6)
	placed := func() int {
		v := m.View(0).(*rs.State)
		n := 0
		for i := 0; i < v.SpotCount(); i++ {
			if s, _ := v.SpotHolder(i); s != rules.NoSeat {
				n++
			}
		}
		return n
	}
	for guard := 0; m.Prompt().Kind != "place" || m.ToMove() != 0 || placed() < 3; guard++ {
		if guard > 5000 || m.Prompt().Kind == "over" {
			t.Fatal("seat 1 never placed third or later")
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
	r.Step(120)
	want := placed()
	for _, sz := range scenetest.Sizes {
		n := 0
		var seen []string
		for _, mk := range r.Audit(sz[0], sz[1]) {
			if strings.Contains(mk.Where, "table/log.go") {
				seen = append(seen, mk.Label)
				if strings.Contains(mk.Label, " on Spot ") {
					n++
				}
			}
		}
		if n < want {
			t.Errorf("%dx%d: the log shows %d of the turn's %d placements: %q", sz[0], sz[1], n, want, seen)
		}
	}
}
