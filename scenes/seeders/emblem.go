package seeders

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/sprites"
	ss "starboard/sprites/seeders"
)

// drawEmblem draws an ark leaving its world with a seed of light aboard,
// the emblem of Seeders, inside a badge of radius r centred on (c, c).
func drawEmblem(img *ebiten.Image, c, r float64) {
	accent := ss.Palette.Accent
	for i := 0; i < 3; i++ {
		y := c + r*0.25 + float64(i)*r*0.12
		sprites.Line(img, c-r*0.75, y+r*0.3, c-r*0.15, y-r*0.05, max(1, r*0.03), color.RGBA{0x40, 0xa0, 0x80, 0x70})
	}
	hull := sprites.EllipsePath(c+r*0.05, c-r*0.05, r*0.62, r*0.24, -0.5)
	sprites.FillShapeLinear(img, hull, c, c-r*0.4, c, c+r*0.3, sprites.EvenStops(sprites.RGB(0xdfe8f0), sprites.RGB(0x7e8ea6), sprites.RGB(0x3a4660))...)
	sprites.StrokeShape(img, hull, max(1, r*0.035), sprites.RGB(0x1a2030))
	seed := sprites.CirclePath(c+r*0.08, c-r*0.08, r*0.14)
	sprites.Glow(img, seed, r*0.22, accent)
	sprites.FillShape(img, seed, sprites.RGB(0xb8ffd8))
}
