package seeders

import (
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// While Crews are rearranged, the Prestige table shows beside the
// viewer's own Ark, never over it.
func TestPrestigeTableLeavesMyArkFree(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {1080, 1920}} {
		for _, seats := range []int{2, 3, 4} {
			players := []string{"human", "human", "human", "human"}[:seats]
			m := scenetest.NewMatch(t, rs.Title, 7, nil, players...)
			rng := rules.NewRNG(7)
			for guard := 0; m.Prompt().Kind != "reorder" || m.ToMove() != 0; guard++ {
				if guard > 5000 || m.Prompt().Kind == "over" {
					t.Fatalf("%d seats: seat 1 never rearranged its Crews", seats)
				}
				seat := m.ToMove()
				if err := m.Submit(seat, lively(&rng, m.Legal(seat))); err != nil {
					t.Fatal(err)
				}
			}
			r := scenetest.NewRig(t, m, New(m), sz[0], sz[1])
			sh := r.Table.(*Shell)
			for i := 0; i < 50 && sh.Passing(); i++ {
				r.Tap(sh.PassButton())
			}
			r.Step(120)
			board := sh.Board().(*Table)
			if !board.lay.arkFocus {
				t.Fatalf("%d seats: the Arks do not take the Wing's room while Crews are rearranged", seats)
			}
			room, mine := board.prestigeRoom(), board.lay.rows[0]
			if overlap(room, mine) {
				t.Errorf("%dx%d, %d seats: the Prestige table %v covers the viewer's Ark %v", sz[0], sz[1], seats, room, mine)
			}
			if room.H < 100 {
				t.Errorf("%dx%d, %d seats: the Prestige table has %.0f of height", sz[0], sz[1], seats, room.H)
			}
		}
	}
}
