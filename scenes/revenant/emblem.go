package revenant

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"starboard/sprites"
	sr "starboard/sprites/revenant"
)

// drawEmblem draws a lone ship fleeing arcs of void light, the emblem of
// Revenant, inside a badge of radius r centred on (c, c).
func drawEmblem(img *ebiten.Image, c, r float64) {
	accent := sr.Palette.Accent
	for i := 0; i < 3; i++ {
		var p vector.Path
		rr := r * (0.3 + 0.18*float64(i))
		a0 := float32(0.6 + float64(i)*1.1)
		p.Arc(float32(c-r*0.25), float32(c+r*0.2), float32(rr), a0, a0+2.2, vector.Clockwise)
		sprites.StrokeShape(img, &p, max(1, r*0.05), sprites.Shade(accent, -0.4))
	}
	ship := []sprites.Point{{X: c + r*0.62, Y: c - r*0.42}, {X: c - r*0.2, Y: c - r*0.05}, {X: c - r*0.02, Y: c + r*0.02}, {X: c + r*0.1, Y: c + r*0.2}}
	sprites.FillShapeLinear(img, sprites.PolygonPath(ship), c, c-r*0.4, c, c+r*0.2, sprites.EvenStops(sprites.RGB(0xf0f2f8), sprites.RGB(0x8890a8))...)
	sprites.StrokePolygon(img, ship, max(1, r*0.03), sprites.RGB(0x1a1e2c))
	for _, e := range [][2]float64{{0.15, -0.55}, {0.45, 0.05}} {
		sprites.FillCircle(img, c+r*e[0], c+r*e[1], r*0.06, sprites.RGB(0xd8dcea))
	}
}
