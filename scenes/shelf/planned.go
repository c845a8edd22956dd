package shelf

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules"
	"starboard/scenes"
	"starboard/sprites"
)

// Planned returns the titles still to come, in menu order: the picker
// shows them as "coming soon". Each has its name, seat range, pitch and
// emblem, and nothing to play.
func Planned() []scenes.Title {
	return []scenes.Title{
		{Rules: rules.Title{Slug: "revive", Name: "Revive", MinSeats: 1, MaxSeats: 4},
			Pitch:   "Wake your tribe from hibernation: slot cards, explore the land, build.",
			Emblem:  emblemRevive,
			Palette: accented(reviveAccent)},
	}
}

// The signature colours of the planned titles.
var (
	reviveAccent = hex(0xf0a040)
)

// accented returns the default palette with the given accent.
func accented(c color.RGBA) sprites.TitlePalette {
	p := sprites.DefaultPalette
	p.Accent = c
	return p
}

func hex(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff} }

func emblemRevive(img *ebiten.Image, c, r float64) {
	accent := reviveAccent
	sy := c + r*0.15
	for i := 0; i < 7; i++ {
		a := math.Pi + float64(i)*math.Pi/6
		sprites.Line(img, c+r*0.4*math.Cos(a), sy+r*0.4*math.Sin(a), c+r*0.62*math.Cos(a), sy+r*0.62*math.Sin(a), max(1, r*0.05), accent)
	}
	sun := sprites.CirclePath(c, sy, r*0.3)
	sprites.FillShapeRadial(img, sun, c, sy-r*0.1, r*0.35, sprites.EvenStops(hex(0xfff0b0), accent)...)
	hill := []sprites.Point{{X: c - r, Y: c + r}, {X: c - r, Y: c + r*0.3}, {X: c - r*0.45, Y: c + r*0.12}, {X: c + r*0.1, Y: c + r*0.32}, {X: c + r*0.6, Y: c + r*0.18}, {X: c + r, Y: c + r*0.3}, {X: c + r, Y: c + r}}
	clip := ebiten.NewImage(img.Bounds().Dx(), img.Bounds().Dy())
	sprites.FillShape(clip, sprites.PolygonPath(hill), hex(0x2f7a46))
	mask := ebiten.NewImage(img.Bounds().Dx(), img.Bounds().Dy())
	sprites.FillShape(mask, sprites.CirclePath(c, c, r*0.97), color.White)
	mask.DrawImage(clip, &ebiten.DrawImageOptions{Blend: ebiten.BlendSourceIn})
	img.DrawImage(mask, nil)
	clip.Deallocate()
	mask.Deallocate()
}
