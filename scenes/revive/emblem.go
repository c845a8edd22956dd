package revive

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/sprites"
	sr "starboard/sprites/revive"
)

// drawEmblem draws a sun rising over green hills, the emblem of Revive,
// inside a badge of radius r centred on (c, c).
func drawEmblem(img *ebiten.Image, c, r float64) {
	accent := sr.Palette.Accent
	sy := c + r*0.15
	for i := 0; i < 7; i++ {
		a := math.Pi + float64(i)*math.Pi/6
		sprites.Line(img, c+r*0.4*math.Cos(a), sy+r*0.4*math.Sin(a), c+r*0.62*math.Cos(a), sy+r*0.62*math.Sin(a), max(1, r*0.05), accent)
	}
	sun := sprites.CirclePath(c, sy, r*0.3)
	sprites.FillShapeRadial(img, sun, c, sy-r*0.1, r*0.35, sprites.EvenStops(sprites.RGB(0xfff0b0), accent)...)
	hill := []sprites.Point{{X: c - r, Y: c + r}, {X: c - r, Y: c + r*0.3}, {X: c - r*0.45, Y: c + r*0.12}, {X: c + r*0.1, Y: c + r*0.32}, {X: c + r*0.6, Y: c + r*0.18}, {X: c + r, Y: c + r*0.3}, {X: c + r, Y: c + r}}
	clip := ebiten.NewImage(img.Bounds().Dx(), img.Bounds().Dy())
	sprites.FillShape(clip, sprites.PolygonPath(hill), sprites.RGB(0x2f7a46))
	mask := ebiten.NewImage(img.Bounds().Dx(), img.Bounds().Dy())
	sprites.FillShape(mask, sprites.CirclePath(c, c, r*0.97), color.White)
	mask.DrawImage(clip, &ebiten.DrawImageOptions{Blend: ebiten.BlendSourceIn})
	img.DrawImage(mask, nil)
	clip.Deallocate()
	mask.Deallocate()
}
