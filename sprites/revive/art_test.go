package revive

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/internal/ebitentest"
	rv "starboard/rules/revive"
	"starboard/sprites"
	"starboard/sprites/internal/spritetest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

// Every terrain has its hex, and the terrains a player tells apart differ
// by more than a few pixels.
func TestHexEveryTerrain(t *testing.T) {
	var bufs [][]byte
	for tr := rv.Unknown; tr <= rv.Large; tr++ {
		name := fmt.Sprintf("Hex(%s)", tr)
		_, buf := spritetest.Render(func() *ebiten.Image { return Hex(tr, 60) })
		spritetest.CheckDrawn(t, name, buf, 0.6)
		for i, other := range bufs {
			if d := spritetest.Difference(buf, other); d < 0.2 {
				t.Errorf("%s and Hex(%s) differ in only %.0f%% of their pixels", name, rv.Terrain(i), d*100)
			}
		}
		bufs = append(bufs, buf)
	}
}

// Every icon draws, and no two are alike.
func TestIconEveryKind(t *testing.T) {
	var bufs [][]byte
	for k := 0; k < NumIcons; k++ {
		name := fmt.Sprintf("Icon(%d)", k)
		img, buf := spritetest.Render(func() *ebiten.Image { return Icon(k, 40) })
		spritetest.CheckSize(t, name, img, 40, 40)
		spritetest.CheckDrawn(t, name, buf, 0.6)
		for i, other := range bufs {
			if d := spritetest.Difference(buf, other); d < 0.05 {
				t.Errorf("%s and Icon(%d) differ in only %.0f%% of their pixels", name, i, d*100)
			}
		}
		bufs = append(bufs, buf)
	}
}

// Pieces draw in their seat's colour, a big building larger than a small.
func TestPieces(t *testing.T) {
	col := sprites.SeatColor(1)
	_, meeple := spritetest.Render(func() *ebiten.Image { return Meeple(col, 40) })
	spritetest.CheckDrawn(t, "Meeple", meeple, 0.25)
	_, small := spritetest.Render(func() *ebiten.Image { return Building(col, false, 40) })
	_, big := spritetest.Render(func() *ebiten.Image { return Building(col, true, 40) })
	if spritetest.Coverage(big) <= spritetest.Coverage(small) {
		t.Errorf("a big building covers %.2f, a small one %.2f", spritetest.Coverage(big), spritetest.Coverage(small))
	}
}
