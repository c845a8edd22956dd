package gods

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"starboard/rules/gods"
	"starboard/sprites"
	godsart "starboard/sprites/gods"
)

// drawEmblem draws a young planet in its ring of pawns, the emblem of
// Gods Don't Play Dice, inside a badge of radius r centred on (c, c).
func drawEmblem(img *ebiten.Image, c, r float64) {
	pr := r * 0.56
	planet := sprites.CirclePath(c, c, pr)
	sprites.Glow(img, planet, r*0.16, color.RGBA{0x40, 0x90, 0xe0, 0x90})
	sprites.FillShapeRadial(img, planet, c-pr*0.35, c-pr*0.4, pr*1.7, sprites.EvenStops(hex(0x5fb4f0), hex(0x2560b0), hex(0x0c2450))...)
	land := blob(c-pr*0.25, c-pr*0.1, []float64{pr * 0.42, pr * 0.3, pr * 0.38, pr * 0.25, pr * 0.35, pr * 0.3}, 0.3)
	sprites.FillShape(img, land, hex(0x4fa352))
	land2 := blob(c+pr*0.38, c+pr*0.32, []float64{pr * 0.22, pr * 0.16, pr * 0.2, pr * 0.14, pr * 0.18}, 1)
	sprites.FillShape(img, land2, hex(0xb07a40))
	sprites.StrokeShape(img, sprites.EllipsePath(c, c, r*0.82, r*0.26, -0.35), max(1, r*0.035), color.RGBA{0xf2, 0xb9, 0x50, 0xc0})
	for i, k := range []gods.Kind{gods.Water, gods.Plant, gods.Animal, gods.Oxygen} {
		a := -0.35 + float64(i)*math.Pi/2 + 0.5
		ex, ey := r*0.82*math.Cos(a), r*0.26*math.Sin(a)
		sn, cs := math.Sincos(-0.35)
		x, y := c+ex*cs-ey*sn, c+ex*sn+ey*cs
		sprites.FillCircle(img, x, y, r*0.09, godsart.KindColor(k))
		sprites.StrokeCircle(img, x, y, r*0.09, max(1, r*0.025), godsart.KindOutline(k))
	}
}

// blob returns a closed smooth shape around cx, cy with the given radii.
func blob(cx, cy float64, radii []float64, turn float64) *vector.Path {
	pts := make([]sprites.Point, len(radii))
	for i, rr := range radii {
		a := turn + 2*math.Pi*float64(i)/float64(len(radii))
		pts[i] = sprites.Point{X: cx + rr*math.Cos(a), Y: cy + rr*math.Sin(a)}
	}
	return sprites.SmoothPath(pts)
}

func hex(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff} }
