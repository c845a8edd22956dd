package shelf

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"starboard/rules"
	"starboard/scenes"
	"starboard/sprites"
)

// Planned returns the titles still to come, in menu order: the picker
// shows them as "coming soon". Each has its name, seat range, pitch and
// emblem, and nothing to play.
func Planned() []scenes.Title {
	return []scenes.Title{
		{Rules: rules.Title{Slug: "revenant", Name: "Revenant", MinSeats: 1, MaxSeats: 4},
			Players: "1–4 players · solo mode",
			Pitch:   "Place your crew to defend a fleeing fleet, and back the Houses that survive.",
			Emblem:  emblemRevenant,
			Palette: accented(revenantAccent)},
	}
}

// revenantAccent is the signature colour of Revenant.
var revenantAccent = hex(0xa070e8)

// accented returns the default palette with the given accent.
func accented(c color.RGBA) sprites.TitlePalette {
	p := sprites.DefaultPalette
	p.Accent = c
	return p
}

func hex(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff} }

func emblemRevenant(img *ebiten.Image, c, r float64) {
	accent := revenantAccent
	for i := 0; i < 3; i++ {
		var p vector.Path
		rr := r * (0.3 + 0.18*float64(i))
		a0 := float32(0.6 + float64(i)*1.1)
		p.Arc(float32(c-r*0.25), float32(c+r*0.2), float32(rr), a0, a0+2.2, vector.Clockwise)
		sprites.StrokeShape(img, &p, max(1, r*0.05), color.RGBA{accent.R / 2, accent.G / 3, accent.B / 2, 0xa0})
	}
	ship := []sprites.Point{{X: c + r*0.62, Y: c - r*0.42}, {X: c - r*0.2, Y: c - r*0.05}, {X: c - r*0.02, Y: c + r*0.02}, {X: c + r*0.1, Y: c + r*0.2}}
	sprites.FillShapeLinear(img, sprites.PolygonPath(ship), c, c-r*0.4, c, c+r*0.2, sprites.EvenStops(hex(0xf0f2f8), hex(0x8890a8))...)
	sprites.StrokePolygon(img, ship, max(1, r*0.03), hex(0x1a1e2c))
	for _, e := range [][2]float64{{0.15, -0.55}, {0.45, 0.05}} {
		sprites.FillCircle(img, c+r*e[0], c+r*e[1], r*0.06, hex(0xd8dcea))
	}
}
