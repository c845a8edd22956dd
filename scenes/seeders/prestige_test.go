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

// The new Unit's place, lit, leaves the row's head (the Resources and the
// Prestige) and the line under the row clear of its light.
func TestNewUnitPlaceLeavesTheHeadClear(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 11, nil, "human", "human", "human", "human")
	rng := rules.NewRNG(11)
	for guard := 0; m.Prompt().Kind != "integrate" || m.ToMove() != 0 || newUnit(m.Legal(0)) == nil; guard++ {
		if guard > 5000 || m.Prompt().Kind == "over" {
			t.Fatal("seat 1 never could integrate a new Unit")
		}
		seat := m.ToMove()
		if err := m.Submit(seat, lively(&rng, m.Legal(seat))); err != nil {
			t.Fatal(err)
		}
	}
	for _, sz := range scenetest.Sizes {
		r := scenetest.NewRig(t, m, New(m), sz[0], sz[1])
		sh := r.Table.(*Shell)
		for i := 0; i < 50 && sh.Passing(); i++ {
			r.Tap(sh.PassButton())
		}
		r.Step(120)
		board := sh.Board().(*Table)
		nu, _ := board.Where(obj{kind: objNewUnit})
		glow := nu.Inset(-9)
		if head := board.lay.rowHead[0]; overlap(glow, head) {
			t.Errorf("%dx%d: the new Unit's light %v covers the Ark's head %v", sz[0], sz[1], glow, head)
		}
		if note := board.ark.note; note.W > 0 && overlap(glow, note) {
			t.Errorf("%dx%d: the new Unit's light %v covers the line under the Ark %v", sz[0], sz[1], glow, note)
		}
	}
}
