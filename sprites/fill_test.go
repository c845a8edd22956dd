package sprites

import (
	"image"
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

// BenchmarkSmallFillAfterALargeOne fills a 40 px disc and flushes it, once
// a 1500 px square was filled: tile by tile (FillPath), then, last as it
// slows every fill after it in the process, in one go (vector.FillPath).
func BenchmarkSmallFillAfterALargeOne(b *testing.B) {
	for _, tc := range []struct {
		name string
		fill func(dst *ebiten.Image, p *vector.Path, fo *vector.FillOptions, do *vector.DrawPathOptions)
	}{{"tiled", FillPath}, {"whole", vector.FillPath}} {
		b.Run(tc.name, func(b *testing.B) {
			ebitentest.Do(func() {
				big := ebiten.NewImage(1500, 1500)
				defer big.Deallocate()
				var sq vector.Path
				sq.MoveTo(0, 0)
				sq.LineTo(1500, 0)
				sq.LineTo(1500, 1500)
				sq.LineTo(0, 1500)
				sq.Close()
				op := &vector.DrawPathOptions{AntiAlias: true}
				tc.fill(big, &sq, nil, op)
				small := ebiten.NewImage(48, 48)
				defer small.Deallocate()
				var disc vector.Path
				disc.Arc(24, 24, 20, 0, 2*math.Pi, vector.Clockwise)
				var px [4]byte
				corner := small.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
				b.ResetTimer()
				for range b.N {
					FillPath(small, &disc, nil, op)
					corner.ReadPixels(px[:]) // the fill is done, not queued
				}
			})
		})
	}
}
