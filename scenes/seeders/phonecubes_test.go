package seeders

import (
	"fmt"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// On a phone the Chamber's number tab stands under the card's name, never
// over its last line ("Vault", "Ring"), and the seats' counts of cubes on
// a Chamber stand apart, never drawn over one another ("•23★").
func TestPhoneChambersKeepNamesAndCountsApart(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 5, nil, "human", "human", "human")
	rng := rules.NewRNG(5)
	shared := func() int {
		v := m.View(0).(*rs.State)
		n := 0
		for ch := 0; ch < rs.Chambers; ch++ {
			seats := 0
			for p := 0; p < v.Seats(); p++ {
				if v.Cubes(ch, rules.Seat(p)) > 0 {
					seats++
				}
			}
			if seats >= 2 {
				n++
			}
		}
		return n
	}
	playOffScreen(t, m, &rng, "no two seats ever shared a Chamber", func() bool {
		return m.Prompt().Kind == "place" && m.ToMove() == 0 && shared() >= 2
	})
	for _, sz := range scenetest.Phones {
		r := scenetest.NewRig(t, m, New(m), sz[0], sz[1])
		scenetest.Do(func() { r.Screen.Root.PixelRatio = scenetest.PhoneRatio })
		sh := r.Table.(*Shell)
		for i := 0; i < 50 && sh.Passing(); i++ {
			r.Tap(sh.PassButton())
		}
		r.Step(120)
		board := sh.Board().(*Table)
		if !board.lay.phone {
			t.Fatalf("%dx%d: not the phone's layout", sz[0], sz[1])
		}
		pairs := 0
		for ch, fc := range board.faces {
			if board.shown[ch] >= 0 && fc.tab.Y < fc.bandY-0.5 {
				t.Errorf("%dx%d: Chamber %d's number tab (top %.1f) covers its name, which ends at %.1f", sz[0], sz[1], ch+1, fc.tab.Y, fc.bandY)
			}
			seats := 0
			for _, cell := range fc.cells {
				if cell.W > 0 {
					seats++
				}
			}
			if seats >= 2 {
				pairs++
			}
			for p, a := range fc.cells {
				for q := p + 1; q < len(fc.cells); q++ {
					if b := fc.cells[q]; a.W > 0 && b.W > 0 && a.Overlaps(b) {
						t.Errorf("%dx%d: Chamber %d: the counts of seats %d and %d overlap: %v %v", sz[0], sz[1], ch+1, p+1, q+1, a, b)
					}
				}
				if fc.ink[p] > a.W+0.5 {
					t.Errorf("%dx%d: Chamber %d: seat %d's cube and count take %.1f of a cell %.1f wide: they run into the next", sz[0], sz[1], ch+1, p+1, fc.ink[p], a.W)
				}
				if fc.mark.W > 0 && a.W > 0 && a.Overlaps(fc.mark) {
					t.Errorf("%dx%d: Chamber %d: seat %d's count %v lies under the leader's star %v", sz[0], sz[1], ch+1, p+1, a, fc.mark)
				}
			}
		}
		if pairs < 2 {
			t.Fatalf("%dx%d: %d Chambers show two seats' counts, want 2 or more", sz[0], sz[1], pairs)
		}
		r.Shoot(fmt.Sprintf("seeders-phone-cubes-%dx%d", sz[0], sz[1]), sz[0], sz[1])
	}
}
