package revive

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	rv "starboard/rules/revive"
	"starboard/sprites"
)

// Palette is the table palette of Revive: the amber of a low sun over a
// land waking from its long sleep.
var Palette = sprites.TitlePalette{
	Table:     sprites.RGB(0x16120E),
	TableEdge: sprites.RGB(0x070504),
	Surface:   sprites.RGB(0x2A2219),
	Accent:    sprites.RGB(0xF0A040),
	Highlight: sprites.RGB(0xFFE066),
	Selection: sprites.RGB(0xFFFFFF),
	Link:      sprites.RGB(0xF6D6A8),
}

// colours are the four colours of cards, modules, tracks and artifacts.
var colours = [4]color.RGBA{
	rv.Green:  sprites.RGB(0x4FAF5A),
	rv.Red:    sprites.RGB(0xD8583E),
	rv.Yellow: sprites.RGB(0xE8C040),
	rv.Blue:   sprites.RGB(0x4C9AE0),
}

// Colour returns the colour of cards, modules and tracks of colour k.
func Colour(k rv.Colour) color.RGBA {
	if k < 0 || int(k) >= len(colours) {
		return sprites.RGB(0x8090A0)
	}
	return colours[k]
}

// terrainColours are the grounds of the terrains, by rv.Terrain.
var terrainColours = [...]color.RGBA{
	rv.Unknown:     sprites.RGB(0x4A3F35),
	rv.Forest:      sprites.RGB(0x2F7A3E),
	rv.Mountain:    sprites.RGB(0x9A4A36),
	rv.Field:       sprites.RGB(0xC9A63A),
	rv.Sand:        sprites.RGB(0xD9C9A0),
	rv.Water:       sprites.RGB(0x3C7FC0),
	rv.CrystalSite: sprites.RGB(0x7FD0E0),
	rv.City:        sprites.RGB(0x8C8C98),
	rv.Ruin:        sprites.RGB(0x6E6258),
	rv.Chasm:       sprites.RGB(0x141018),
	rv.Large:       sprites.RGB(0xB07CC8),
}

// TerrainColour returns the ground colour of terrain t.
func TerrainColour(t rv.Terrain) color.RGBA {
	if t < 0 || int(t) >= len(terrainColours) {
		return terrainColours[rv.Unknown]
	}
	return terrainColours[t]
}

// Hex returns a pointy-top hex of terrain t, size pixels tall, with the
// terrain's motif.
func Hex(t rv.Terrain, size float64) *ebiten.Image {
	w := size * math.Sqrt(3) / 2
	img := sprites.NewImage(w, size)
	cx, cy, r := w/2, size/2, size/2-0.5
	pts := sprites.RegularPolygon(cx, cy, r, 6, -math.Pi/2)
	base := TerrainColour(t)
	sprites.FillShapeRadial(img, sprites.PolygonPath(pts), cx, cy-r*0.3, r*1.2, sprites.EvenStops(sprites.Shade(base, 0.18), base, sprites.Shade(base, -0.25))...)
	sprites.StrokePolygon(img, pts, max(1, size*0.03), sprites.Shade(base, -0.5))
	ink := sprites.Shade(base, -0.45)
	p := sprites.Pen{CX: cx, CY: cy, Half: r * 0.55}
	var g sprites.Glyph
	lw := max(1, size*0.04)
	switch t {
	case rv.Unknown:
		for _, d := range [][2]float64{{-0.5, -0.45}, {0.45, -0.3}, {-0.1, 0.2}, {0.5, 0.55}, {-0.55, 0.5}} {
			g.Fill(p.Circle(d[0], d[1], 0.06))
		}
		ink = sprites.Shade(base, 0.12)
	case rv.Forest:
		g.Fill(p.Polygon(-0.55, 0.3, 0, -0.7, 0.55, 0.3))
		g.Fill(p.Polygon(-0.1, 0.3, 0.1, 0.3, 0.1, 0.7, -0.1, 0.7))
	case rv.Mountain:
		g.Fill(p.Polygon(-0.8, 0.6, -0.2, -0.5, 0.1, 0.05, 0.35, -0.25, 0.85, 0.6))
	case rv.Field:
		for _, x := range []float64{-0.45, 0, 0.45} {
			g.Line(p.Polyline(x, 0.7, x, -0.3), lw)
			g.Fill(p.Ellipse(x, -0.45, 0.12, 0.25, 0))
		}
	case rv.Sand:
		for _, d := range [][2]float64{{-0.5, -0.3}, {0.3, -0.5}, {0, 0.1}, {-0.4, 0.5}, {0.5, 0.35}} {
			g.Fill(p.Circle(d[0], d[1], 0.08))
		}
	case rv.Water:
		for _, y := range []float64{-0.35, 0.05, 0.45} {
			g.Line(p.Polyline(-0.7, y, -0.35, y-0.15, 0, y, 0.35, y-0.15, 0.7, y), lw)
		}
		ink = sprites.Shade(base, 0.45)
	case rv.CrystalSite:
		g.Fill(p.Polygon(0, -0.8, 0.45, -0.2, 0, 0.8, -0.45, -0.2))
		ink = sprites.RGB(0x1C5C78)
	case rv.City:
		g.Fill(p.Polygon(-0.7, 0.6, -0.7, -0.1, -0.35, -0.4, 0, -0.1, 0, 0.6))
		g.Fill(p.Polygon(0.1, 0.6, 0.1, -0.5, 0.7, -0.5, 0.7, 0.6))
		ink = sprites.RGB(0x303038)
	case rv.Ruin:
		g.Fill(p.Polygon(-0.6, 0.6, -0.6, -0.3, -0.35, -0.5, -0.35, 0.6))
		g.Fill(p.Polygon(0.05, 0.6, 0.05, -0.1, 0.3, 0.05, 0.3, 0.6))
		g.Fill(p.Polygon(-0.8, 0.75, 0.8, 0.75, 0.8, 0.6, -0.8, 0.6))
		ink = sprites.RGB(0x2A2420)
	case rv.Chasm:
		g.Fill(p.Ellipse(0, 0, 0.8, 0.45, 0))
		ink = sprites.RGB(0x000000)
	case rv.Large:
		g.Fill(p.Polygon(-0.7, 0.6, -0.7, -0.2, 0, -0.75, 0.7, -0.2, 0.7, 0.6))
		g.CutFill(p.Polygon(-0.2, 0.6, -0.2, 0.05, 0.2, 0.05, 0.2, 0.6))
		ink = sprites.RGB(0x3C1E50)
	}
	g.Draw(img, ink, base, nil, 0)
	return img
}

// Icon kinds: what a Gain gives, one symbol each.
const (
	IconGear = iota
	IconBook
	IconFood
	IconCrystal
	IconEnergy
	IconPoints
	IconAnyTrack
	IconAnyResource
	IconModule
	IconCrate
	IconCitizen
	IconTrackGreen
	IconTrackRed
	IconTrackYellow
	NumIcons
)

// Icon returns the symbol of kind k, size pixels square: a coloured disc
// with its emblem.
func Icon(k int, size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	c, r := size/2, size/2-0.5
	p := sprites.Pen{CX: c, CY: c, Half: r * 0.62}
	var g sprites.Glyph
	lw := max(1, size*0.08)
	var bg color.RGBA
	ink := sprites.RGB(0x1A1410)
	switch k {
	case IconGear:
		bg = sprites.RGB(0xB8B8C4)
		g.Fill(p.Circle(0, 0, 0.62))
		for i := 0; i < 8; i++ {
			a := float64(i) * math.Pi / 4
			cs, sn := math.Cos(a), math.Sin(a)
			g.Fill(p.Polygon(0.55*cs-0.17*sn, 0.55*sn+0.17*cs, 0.95*cs-0.14*sn, 0.95*sn+0.14*cs, 0.95*cs+0.14*sn, 0.95*sn-0.14*cs, 0.55*cs+0.17*sn, 0.55*sn-0.17*cs))
		}
		g.CutFill(p.Circle(0, 0, 0.25))
	case IconBook:
		bg = sprites.RGB(0xC89A6A)
		g.Fill(p.Polygon(-0.9, -0.6, -0.05, -0.4, -0.05, 0.8, -0.9, 0.6))
		g.Fill(p.Polygon(0.9, -0.6, 0.05, -0.4, 0.05, 0.8, 0.9, 0.6))
	case IconFood:
		bg = sprites.RGB(0x9CCB5A)
		g.Fill(p.Circle(0, 0.15, 0.7))
		g.Line(p.Polyline(0, -0.5, 0.15, -0.95), lw)
		g.Fill(p.Ellipse(0.4, -0.7, 0.3, 0.14, -0.5))
	case IconCrystal:
		bg = sprites.RGB(0x8FE0F0)
		g.Fill(p.Polygon(0, -0.95, 0.6, -0.25, 0, 0.95, -0.6, -0.25))
		g.CutLine(p.Polyline(-0.6, -0.25, 0.6, -0.25), lw*0.6)
	case IconEnergy:
		bg = sprites.RGB(0xFFD84A)
		g.Fill(p.Polygon(0.15, -0.95, -0.55, 0.15, -0.05, 0.15, -0.2, 0.95, 0.55, -0.2, 0.05, -0.2))
	case IconPoints:
		bg = sprites.RGB(0xF4E6B8)
		g.Fill(sprites.PolygonPath(sprites.StarPolygon(c, c, r*0.62, r*0.27, 5, -math.Pi/2)))
	case IconAnyTrack, IconTrackGreen, IconTrackRed, IconTrackYellow:
		bg = sprites.RGB(0xE8E8E8)
		if k != IconAnyTrack {
			bg = colours[k-IconTrackGreen]
		}
		g.Fill(p.Polygon(-0.3, 0.85, 0.3, 0.85, 0.3, -0.1, 0.7, -0.1, 0, -0.9, -0.7, -0.1, -0.3, -0.1))
	case IconAnyResource:
		bg = sprites.RGB(0xE0C8F0)
		g.Line(p.Polyline(-0.4, -0.35, -0.2, -0.7, 0.2, -0.8, 0.5, -0.55, 0.45, -0.15, 0, 0.15, 0, 0.4), lw*1.3)
		g.Fill(p.Circle(0, 0.75, 0.14))
	case IconModule:
		bg = sprites.RGB(0xA0B8D8)
		g.Fill(sprites.PolygonPath(sprites.RegularPolygon(c, c, r*0.62, 6, 0)))
		g.CutFill(p.Circle(0, 0, 0.35))
	case IconCrate:
		bg = sprites.RGB(0xC08850)
		g.Fill(p.Polygon(-0.8, -0.6, 0.8, -0.6, 0.8, 0.7, -0.8, 0.7))
		g.CutLine(p.Polyline(-0.8, -0.6, 0.8, 0.7), lw*0.7)
		g.CutLine(p.Polyline(0.8, -0.6, -0.8, 0.7), lw*0.7)
	case IconCitizen:
		bg = sprites.RGB(0xF0B8A0)
		g.Fill(p.Polygon(-0.6, -0.85, 0.6, -0.85, 0.6, 0.85, -0.6, 0.85))
		g.CutFill(p.Circle(0, -0.25, 0.22))
		g.CutFill(p.Polygon(-0.35, 0.5, -0.3, 0.15, 0.3, 0.15, 0.35, 0.5))
	}
	sprites.FillCircle(img, c, c, r, bg)
	sprites.StrokeCircle(img, c, c, r-max(0.5, size*0.03), max(1, size*0.06), sprites.Shade(bg, -0.4))
	g.Draw(img, ink, bg, nil, 0)
	return img
}

// Meeple returns a meeple in colour col, size pixels tall.
func Meeple(col color.RGBA, size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	p := sprites.Pen{CX: size / 2, CY: size / 2, Half: size / 2 * 0.92}
	pts := p.Polygon(-0.25, -0.35, -0.85, -0.1, -0.8, 0.15, -0.35, 0.1, -0.7, 0.95, -0.1, 0.95, 0, 0.55, 0.1, 0.95, 0.7, 0.95, 0.35, 0.1, 0.8, 0.15, 0.85, -0.1, 0.25, -0.35)
	sprites.SoftShadow(img, pts, size*0.06, color.RGBA{0, 0, 0, 0x90})
	sprites.FillShape(img, pts, col)
	sprites.FillShape(img, p.Circle(0, -0.6, 0.3), col)
	sprites.StrokeShape(img, pts, max(1, size*0.05), sprites.Shade(col, -0.55))
	sprites.StrokeShape(img, p.Circle(0, -0.6, 0.3), max(1, size*0.05), sprites.Shade(col, -0.55))
	return img
}

// Building returns a building in colour col, size pixels square: a small
// house, or a big one with a tower.
func Building(col color.RGBA, big bool, size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	p := sprites.Pen{CX: size / 2, CY: size / 2, Half: size / 2 * 0.92}
	shape := p.Polygon(-0.6, 0.8, -0.6, -0.1, 0, -0.6, 0.6, -0.1, 0.6, 0.8)
	if big {
		shape = p.Polygon(-0.9, 0.85, -0.9, 0, -0.45, -0.35, 0, 0, 0, -0.6, 0.45, -0.95, 0.9, -0.6, 0.9, 0.85)
	}
	sprites.SoftShadow(img, shape, size*0.06, color.RGBA{0, 0, 0, 0x90})
	sprites.FillShape(img, shape, col)
	sprites.StrokeShape(img, shape, max(1, size*0.06), sprites.Shade(col, -0.6))
	return img
}
