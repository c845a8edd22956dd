package desolated

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	dr "starboard/rules/desolated"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// newBoardRig puts the table of a three-seat game on a small screen and
// returns its board.
func newBoardRig(t *testing.T) (*Board, *scenetest.Rig) {
	t.Helper()
	m := scenetest.NewMatch(t, dr.Title, 11, nil, "human", "bot:easy", "bot:easy")
	tbl := table.Open[obj](m, table.Options{}, newBoard)
	r := scenetest.NewRig(t, m, tbl, 640, 360)
	return tbl.Board().(*Board), r
}

// layOut draws the table once on a w by h screen, which lays it out there.
func layOut(r *scenetest.Rig, w, h int) {
	scenetest.Do(func() {
		dw, dh := r.Screen.Root.LayoutF(float64(w), float64(h))
		img := ebiten.NewImage(int(dw), int(dh))
		r.Screen.Root.Draw(img)
		img.At(0, 0)
		img.Deallocate()
	})
}

// TestHandStaysOnTheBoard fills the hand with up to twelve cards at every
// layout size and checks that each card lies wholly inside the board's
// area: on the screen, and clear of the kit's panel (beside the board, or
// under it on a tall screen).
func TestHandStaysOnTheBoard(t *testing.T) {
	b, r := newBoardRig(t)
	for _, sz := range scenetest.Sizes {
		t.Run(fmt.Sprint(sz[0], "x", sz[1]), func(t *testing.T) {
			layOut(r, sz[0], sz[1])
			for _, n := range []int{1, 5, 9, 12} {
				var ids []int
				for id := range n {
					ids = append(ids, 40+id)
				}
				scenetest.Do(func() { b.setHand(ids) })
				area := b.lay.main
				for i := range n {
					g := b.hand.Slot(i).World()
					g.Concat(b.hand.Node.World())
					for _, p := range [][2]float64{{0, 0}, {handW, 0}, {0, handH}, {handW, handH}} {
						x, y := g.Apply(p[0], p[1])
						if x < area.X-0.5 || x > area.X+area.W+0.5 || y < area.Y-0.5 || y > area.Y+area.H+0.5 {
							t.Errorf("%d cards: a corner of card %d is at %.0f,%.0f, outside the board %v on a %dx%d screen",
								n, i, x, y, area, sz[0], sz[1])
							break
						}
					}
				}
			}
		})
	}
}
