package sprites

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"starboard/internal/ebitentest"
)

// TestTiledFillMatchesOneFill fills a large disc and strokes a large ring
// tile by tile (FillPath, StrokePath) and in one go (Ebitengine's own): the
// pixels agree, seams between tiles and all, but for a pixel or two of an
// antialiased edge.
func TestTiledFillMatchesOneFill(t *testing.T) {
	const size = 3*fillTile + 77
	var worst, n int
	ebitentest.Do(func() {
		var p vector.Path
		p.Arc(size/2, size/2, size/2-3, 0, 2*math.Pi, vector.Clockwise)
		p.Close()
		op := &vector.DrawPathOptions{AntiAlias: true}
		op.ColorScale.ScaleWithColor(color.RGBA{200, 120, 40, 255})
		so := &vector.StrokeOptions{Width: 9, LineJoin: vector.LineJoinMiter, MiterLimit: 3}
		tiled, whole := ebiten.NewImage(size, size), ebiten.NewImage(size, size)
		defer tiled.Deallocate()
		defer whole.Deallocate()
		FillPath(tiled, &p, nil, op)
		StrokePath(tiled, &p, so, op)
		vector.FillPath(whole, &p, nil, op)
		vector.StrokePath(whole, &p, so, op)
		a, b := make([]byte, 4*size*size), make([]byte, 4*size*size)
		tiled.ReadPixels(a)
		whole.ReadPixels(b)
		n = 0
		for i := range a {
			d := max(int(a[i])-int(b[i]), int(b[i])-int(a[i]))
			worst = max(worst, d)
			if d > 2 && i%4 == 3 {
				n++
			}
		}
	})
	// A pixel or two on an antialiased edge may round the other way.
	if n > 8 || worst > 64 {
		t.Errorf("%d pixels of the tiled fill differ from the whole one by more than 2, up to %d; want a few at most, by less than a quarter", n, worst)
	}
}
