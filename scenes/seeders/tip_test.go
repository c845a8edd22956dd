package seeders

import (
	"fmt"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// With a Negotiator picked, the Spots' halves it may go to are lit: the
// tooltip of the Spot a mouse rests on stands beside them, over none of
// them, at every size; that of a Negotiator at home, over no Chamber.
func TestTipLeavesLitPlacesClear(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 3, nil, "human", "human", "human")
	rng := rules.NewRNG(3)
	playOffScreen(t, m, &rng, "seat 1 never placed a Negotiator in turn 2", func() bool {
		return m.Prompt().Kind == "place" && m.ToMove() == 0 && m.View(0).(*rs.State).Turn() >= 2
	})
	var pick rules.Move
	for _, mv := range m.Legal(0) {
		if mv.Kind == rs.MovePlace && mv.D != 1 {
			pick = mv
			break
		}
	}
	if pick.Kind != rs.MovePlace {
		t.Fatal("no Negotiator to place")
	}
	r, sh := passedRig(t, m, 1280, 720, 300)
	board := sh.Board().(*Table)
	for _, sz := range [][2]int{{1280, 720}, {800, 600}, {1080, 1920}} {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(2)
		where, _ := board.Where(obj{kind: objNeg, a: pick.A})
		r.Tap(where)
		tried := 0
		for _, mv := range m.Legal(0) {
			if mv.Kind != rs.MovePlace || mv.A != pick.A || mv.D == 1 || tried == 6 {
				continue
			}
			tried++
			x, y := board.lay.spots[mv.B].half(0).Center()
			r.Script.Rest(x, y, 25)
			r.PlayEvery(8)
			if _, on := board.SpotTip(); !on {
				t.Fatalf("%dx%d: no tooltip on the Spot under the mouse", sz[0], sz[1])
			}
			if len(board.Frame.Lit()) < 2 {
				t.Fatalf("%dx%d: %d places lit with a Negotiator picked", sz[0], sz[1], len(board.Frame.Lit()))
			}
			tip := board.spotTip.r
			for _, l := range board.Frame.Lit() {
				if tip.Overlaps(l) {
					t.Errorf("%dx%d: the tooltip %v of Spot %d covers the lit place %v", sz[0], sz[1], tip, mv.B, l)
				}
			}
		}
		// The tooltip of one of the viewer's Negotiators stands beside
		// them, over no Chamber.
		x, y := board.lay.negs[(pick.A+1)%rs.NumCastes].Center()
		r.Script.Rest(x, y, 25)
		r.PlayEvery(8)
		if _, on := board.SpotTip(); !on {
			t.Fatalf("%dx%d: no tooltip on the Negotiator under the mouse", sz[0], sz[1])
		}
		if tip := board.spotTip.r; tip.Overlaps(board.lay.wing) {
			t.Errorf("%dx%d: the Negotiator's tooltip %v covers the Wing %v", sz[0], sz[1], tip, board.lay.wing)
		}
		r.Tap(board.lay.info) // drop the selection
	}
}

// The tooltip of every Chamber and of a free Spot stands next to it, at
// every size, never across the table (the nineteenth review: Chamber 1's
// 600 pixels away, a Spot's under the hand); the board draws its
// explanations over the hand.
func TestTipStandsNextToItsPiece(t *testing.T) {
	var _ table.Overlayer[obj] = (*Table)(nil)
	m := scenetest.NewMatch(t, rs.Title, 3, nil, "human", "human", "human")
	rng := rules.NewRNG(3)
	playOffScreen(t, m, &rng, "seat 1 never placed a Negotiator in turn 2", func() bool {
		return m.Prompt().Kind == "place" && m.ToMove() == 0 && m.View(0).(*rs.State).Turn() >= 2
	})
	r, sh := passedRig(t, m, 1280, 720, 300)
	board := sh.Board().(*Table)
	for _, sz := range [][2]int{{1280, 720}, {800, 600}, {1920, 1080}} {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(2)
		if board.lay.arkFocus {
			continue
		}
		things := []scenes.Rect{}
		for ch := range board.lay.cells {
			things = append(things, board.lay.cells[ch])
		}
		for sp := range board.lay.spots {
			if s, _ := board.view.SpotHolder(sp); s == rules.NoSeat && len(things) < rs.Chambers+4 {
				things = append(things, board.lay.spots[sp].r)
			}
		}
		for i, thing := range things {
			x, y := thing.Center()
			r.Script.Rest(x, y, 25)
			r.PlayEvery(8)
			if _, on := board.SpotTip(); !on {
				t.Fatalf("%dx%d: no tooltip on %v under the mouse", sz[0], sz[1], thing)
			}
			if gap := gapBetween(board.spotTip.r, thing); gap > tipReach {
				t.Errorf("%dx%d: the tooltip %v stands %.0f from the piece %v it words", sz[0], sz[1], board.spotTip.r, gap, thing)
			}
			if i == 0 || i == rs.Chambers {
				r.Shoot(fmt.Sprintf("seeders-tip%d-%dx%d", i, sz[0], sz[1]), sz[0], sz[1])
			}
		}
	}
}
