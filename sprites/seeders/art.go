package seeders

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	rs "starboard/rules/seeders"
	"starboard/sprites"
)

// Palette is the table palette of Seeders: a pale green seed light on the
// dark hull of an ark leaving its world.
var Palette = sprites.TitlePalette{
	Table:     sprites.RGB(0x0A1418),
	TableEdge: sprites.RGB(0x030709),
	Surface:   sprites.RGB(0x14262B),
	Accent:    sprites.RGB(0x52D69E),
	Highlight: sprites.RGB(0xFFE066),
	Selection: sprites.RGB(0xFFFFFF),
	Link:      sprites.RGB(0xBFEBD8),
}

// casteColors are the colours of the Castes, in rules/seeders' order.
var casteColors = [rs.NumCastes]color.RGBA{
	rs.Originals:     sprites.RGB(0xD9B24C), // gold of the old council
	rs.Theocrats:     sprites.RGB(0xB58CE6), // violet of the choirs
	rs.BioConsortium: sprites.RGB(0x5FCB6E), // green of the gene vaults
	rs.Architeks:     sprites.RGB(0x5AA8E8), // blue of the drafting halls
	rs.Core:          sprites.RGB(0xE07B45), // orange of the foundries
	rs.Deviants:      sprites.RGB(0xD2506E), // crimson of the undercity
}

// CasteColor returns the colour of Caste k.
func CasteColor(k rs.Caste) color.RGBA {
	if k < 0 || int(k) >= rs.NumCastes {
		return sprites.RGB(0x8090A0)
	}
	return casteColors[k]
}

// CasteGlyph draws the emblem of Caste k, size pixels across, centred on
// (cx, cy), in colour col.
func CasteGlyph(dst *ebiten.Image, k rs.Caste, cx, cy, size float64, col color.Color) {
	p := sprites.Pen{CX: cx, CY: cy, Half: size / 2}
	var g sprites.Glyph
	lw := max(1, size*0.08)
	switch k {
	case rs.Originals: // a crown of three points
		g.Fill(p.Polygon(-0.8, 0.55, -0.8, -0.35, -0.4, 0.05, 0, -0.7, 0.4, 0.05, 0.8, -0.35, 0.8, 0.55))
	case rs.Theocrats: // a radiant eye of faith: a ring and rays
		g.Line(p.Circle(0, 0, 0.42), lw)
		g.Fill(p.Circle(0, 0, 0.18))
		for i := 0; i < 8; i++ {
			a := float64(i) * math.Pi / 4
			g.Line(p.Polyline(0.6*math.Cos(a), 0.6*math.Sin(a), 0.85*math.Cos(a), 0.85*math.Sin(a)), lw)
		}
	case rs.BioConsortium: // a double helix
		for i := 0; i < 2; i++ {
			ph := float64(i) * math.Pi
			var pts []float64
			for t := -0.85; t <= 0.851; t += 0.1 {
				pts = append(pts, 0.45*math.Sin(t*math.Pi*1.2+ph), t)
			}
			g.Line(p.Polyline(pts...), lw)
		}
		for _, t := range []float64{-0.55, -0.15, 0.25, 0.65} {
			x := 0.45 * math.Sin(t*math.Pi*1.2)
			g.Line(p.Polyline(-x, t, x, t), lw*0.7)
		}
	case rs.Architeks: // a set square over a compass arc
		g.Fill(p.Polygon(-0.8, 0.7, -0.8, -0.7, 0.7, 0.7))
		g.CutFill(p.Polygon(-0.55, 0.45, -0.55, -0.1, -0.05, 0.45))
	case rs.Core: // a cog
		g.Fill(p.Circle(0, 0, 0.55))
		for i := 0; i < 8; i++ {
			a := float64(i) * math.Pi / 4
			c, s := math.Cos(a), math.Sin(a)
			g.Fill(p.Polygon(0.5*c-0.14*s, 0.5*s+0.14*c, 0.85*c-0.12*s, 0.85*s+0.12*c, 0.85*c+0.12*s, 0.85*s-0.12*c, 0.5*c+0.14*s, 0.5*s-0.14*c))
		}
		g.CutFill(p.Circle(0, 0, 0.22))
	case rs.Deviants: // a mask with slanted eyes
		g.Fill(p.Polygon(-0.85, -0.45, 0, -0.25, 0.85, -0.45, 0.7, 0.2, 0, 0.75, -0.7, 0.2))
		g.CutFill(p.Polygon(-0.6, -0.2, -0.15, -0.05, -0.45, 0.12))
		g.CutFill(p.Polygon(0.6, -0.2, 0.15, -0.05, 0.45, 0.12))
	default: // a Secondary Crew's plain badge
		g.Fill(p.Circle(0, 0, 0.5))
	}
	g.Draw(dst, col, color.RGBA{0x10, 0x14, 0x1c, 0xff}, nil, 0)
}

// Glyph returns a new image of Caste k's emblem, size pixels square.
func Glyph(k rs.Caste, size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	CasteGlyph(img, k, size/2, size/2, size*0.9, CasteColor(k))
	return img
}

// Disc returns a Negotiator of Caste k, size pixels across: a disc in the
// Caste's colour ringed in its owner's colour, its emblem in the middle.
// A face-down Negotiator (k < 0) is a dark disc with a question of light.
func Disc(k rs.Caste, owner color.RGBA, size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	c, r := size/2, size/2-1
	sprites.SoftShadow(img, sprites.CirclePath(c, c+r*0.08, r*0.92), r*0.12, color.RGBA{0, 0, 0, 0x90})
	sprites.FillCircle(img, c, c, r, owner)
	if k < 0 {
		sprites.FillShapeRadial(img, sprites.CirclePath(c, c, r*0.78), c-r*0.2, c-r*0.3, r, sprites.EvenStops(sprites.RGB(0x34404C), sprites.RGB(0x10161C))...)
		sprites.StrokeCircle(img, c, c, r*0.35, max(1, r*0.1), sprites.RGB(0x8FA6B8))
		return img
	}
	base := CasteColor(k)
	sprites.FillShapeRadial(img, sprites.CirclePath(c, c, r*0.78), c-r*0.25, c-r*0.3, r*1.1, sprites.EvenStops(sprites.Shade(base, 0.35), base, sprites.Shade(base, -0.45))...)
	CasteGlyph(img, k, c, c, r*1.05, color.RGBA{0x10, 0x14, 0x1c, 0xe0})
	return img
}

// Cube returns an Influence cube of colour col, size pixels square, seen
// slightly from above.
func Cube(col color.RGBA, size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	s := size
	top := []sprites.Point{{X: s * 0.5, Y: s * 0.05}, {X: s * 0.95, Y: s * 0.28}, {X: s * 0.5, Y: s * 0.5}, {X: s * 0.05, Y: s * 0.28}}
	left := []sprites.Point{{X: s * 0.05, Y: s * 0.28}, {X: s * 0.5, Y: s * 0.5}, {X: s * 0.5, Y: s * 0.95}, {X: s * 0.05, Y: s * 0.72}}
	right := []sprites.Point{{X: s * 0.5, Y: s * 0.5}, {X: s * 0.95, Y: s * 0.28}, {X: s * 0.95, Y: s * 0.72}, {X: s * 0.5, Y: s * 0.95}}
	sprites.FillPolygon(img, top, sprites.Shade(col, 0.3))
	sprites.FillPolygon(img, left, col)
	sprites.FillPolygon(img, right, sprites.Shade(col, -0.35))
	return img
}

// Gem returns a Resource gem, size pixels square: a cut hexagon of seed
// green.
func Gem(size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	c := size / 2
	hex := sprites.RegularPolygon(c, c, size*0.46, 6, math.Pi/6)
	sprites.FillShapeLinear(img, sprites.PolygonPath(hex), c, 0, c, size, sprites.EvenStops(sprites.RGB(0xC8FFE4), sprites.RGB(0x52D69E), sprites.RGB(0x1E6A4C))...)
	return img
}

// Token returns a round token, size pixels across: Mutagen (jailer false)
// is a green helix seal, Jailer a red barred seal.
func Token(jailer bool, size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	c, r := size/2, size/2-0.5
	if jailer {
		sprites.FillCircle(img, c, c, r, sprites.RGB(0xB8343C))
		for i := -1; i <= 1; i++ {
			x := c + float64(i)*r*0.4
			sprites.Line(img, x, c-r*0.6, x, c+r*0.6, max(1, r*0.16), sprites.RGB(0xFBE3E3))
		}
		return img
	}
	sprites.FillCircle(img, c, c, r, sprites.RGB(0x2E9E5B))
	CasteGlyph(img, rs.BioConsortium, c, c, r*1.5, sprites.RGB(0xE5FFE9))
	return img
}

// Trophy returns the majority marker, size pixels across: a small gold
// star on a dark disc.
func Trophy(size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	c := size / 2
	sprites.FillCircle(img, c, c, c-0.5, sprites.RGB(0x1A2024))
	sprites.FillStar(img, c, c, c*0.85, c*0.38, 5, -math.Pi/2, sprites.RGB(0xFFD45C))
	return img
}
