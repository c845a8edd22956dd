package desolated

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/sprites"
)

// drawEmblem draws a cracked planet over two linked cards, the emblem of
// Desolated, inside a badge of radius r centred on (c, c).
func drawEmblem(img *ebiten.Image, c, r float64) {
	var (
		rust   = color.RGBA{0xd9, 0x82, 0x3b, 0xff}
		pale   = color.RGBA{0xf3, 0xc3, 0x8a, 0xff}
		crackC = color.RGBA{0x14, 0x06, 0x06, 0xff}
	)
	pr := r * 0.6
	planet := sprites.CirclePath(c, c, pr)
	sprites.FillShapeRadial(img, planet, c-pr*0.3, c-pr*0.4, pr*1.6, sprites.EvenStops(
		color.RGBA{0xb0, 0x60, 0x3a, 0xff}, color.RGBA{0x5a, 0x2a, 0x1c, 0xff}, color.RGBA{0x20, 0x0c, 0x0a, 0xff})...)
	crack := []sprites.Point{{X: c - pr*0.7, Y: c - pr*0.5}, {X: c - pr*0.2, Y: c - pr*0.15}, {X: c - pr*0.3, Y: c + pr*0.15}, {X: c + pr*0.2, Y: c + pr*0.3}, {X: c + pr*0.6, Y: c + pr*0.7}}
	for i := 1; i < len(crack); i++ {
		sprites.Line(img, crack[i-1].X, crack[i-1].Y, crack[i].X, crack[i].Y, max(1, r*0.05), crackC)
	}
	lw, lh := r*0.5, r*0.28
	sprites.StrokeRoundRect(img, c-lw*0.95, c+r*0.25, lw, lh, lh/2, max(1.5, r*0.07), rust)
	sprites.StrokeRoundRect(img, c-lw*0.25, c+r*0.25+lh*0.05, lw, lh, lh/2, max(1.5, r*0.07), pale)
}
