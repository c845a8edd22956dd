package desolated

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	rules "starboard/rules/desolated"
	"starboard/sprites"
)

// This file draws the pieces of Desolated: the six materials and the wild
// icon, the four kinds of Arkhein influence, the link symbols on the edges
// of Material cards, tokens, the storage icon, the VP medallion and the
// conversion arrow. The cards themselves are in cards.go.

// Palette is the table palette of Desolated: rusted salvage on a
// slate deck under an ochre lamp.
var Palette = sprites.TitlePalette{
	Table:     sprites.RGB(0x24282D),
	TableEdge: sprites.RGB(0x0E1012),
	Surface:   sprites.RGB(0x3B342B),
	Accent:    sprites.RGB(0xE0873A),
	Highlight: sprites.RGB(0xFFD166),
	Selection: sprites.RGB(0xFFFFFF),
	Link:      sprites.RGB(0xE9C891),
}

// WildMaterial stands for the Rare Material's wild icon, any material,
// where a material of rules/desolated is asked for.
const WildMaterial rules.Material = -1

// Edge names the left or the right edge of a card.
type Edge int

// The edges of a card.
const (
	EdgeLeft Edge = iota
	EdgeRight
)

// Six hues far apart (grey, green, red, blue, purple, gold), each also
// drawn as its own silhouette, so neither colour nor shape alone is needed.
var materialColors = [rules.NumMaterials]color.RGBA{
	sprites.RGB(0xA7ADB4), // indicyl: grey grit of dead moons
	sprites.RGB(0x3DBB8E), // hesson: verdigris of a soft metal
	sprites.RGB(0xE5483B), // rubel: red glass
	sprites.RGB(0x4FB2F2), // kyan: blue comet ice
	sprites.RGB(0xB457D8), // spessart: a violet garnet that pulses
	sprites.RGB(0xFFD84A), // spectrol: light caught in a stone
}

// MaterialColor returns the colour of material m; the wild icon
// (WildMaterial) and unknown materials are white.
func MaterialColor(m rules.Material) color.RGBA {
	if m < 0 || m >= rules.NumMaterials {
		return sprites.RGB(0xF4F1EA)
	}
	return materialColors[m]
}

var influenceColors = [rules.NumInfluences]color.RGBA{
	sprites.RGB(0xFF5F6D), // dominion
	sprites.RGB(0x4DDBA8), // accord
	sprites.RGB(0x6FCBFF), // insight
	sprites.RGB(0xFFC94A), // vigil
}

// InfluenceColor returns the colour of influence i.
func InfluenceColor(i rules.Influence) color.RGBA {
	if i < 0 || i >= rules.NumInfluences {
		return sprites.RGB(0xF4F1EA)
	}
	return influenceColors[i]
}

var linkColors = [rules.NumLinks]color.RGBA{
	sprites.RGB(0x808890), // none
	sprites.RGB(0x7FD0FF), // ring
	sprites.RGB(0xFF9A4D), // spire
	sprites.RGB(0x6FE0A0), // gate
	sprites.RGB(0xFF7FB6), // arc
	sprites.RGB(0xFFD54F), // crown
	sprites.RGB(0xC39BFF), // helix
	sprites.RGB(0xFFFFFF), // wild
}

// LinkColor returns the colour of the glyph of link symbol l.
// Every symbol also has its own shape.
func LinkColor(l rules.Link) color.RGBA {
	if l < 0 || l >= rules.NumLinks {
		return linkColors[0]
	}
	return linkColors[l]
}

// gem is a material drawn in parts: bodies filled with a lit gradient of
// the material's colour, lighter and darker facets laid over them, lines
// cut into them and sparkles on top.
type gem struct {
	bodies      []*vector.Path
	light, dark []*vector.Path
	cuts        []*vector.Path
	cutW        float64
	sparkles    []sprites.Point // x, y in pixels; the size of each is spark
	spark       float64
	glow        bool
	core        float64 // the radius of a glowing heart at the centre, or 0
}

// materialGem returns the parts of material m in a box of half-size half
// around (cx, cy).
func materialGem(m rules.Material, cx, cy, half float64) *gem {
	p := sprites.Pen{CX: cx, CY: cy, Half: half}
	g := &gem{cutW: p.W(0.07)}
	switch m {
	case rules.Indicyl:
		// Grit: three rough pebbles heaped up, pitted like moon rock.
		stones := []struct{ x, y, rx, ry, seed float64 }{
			{-0.42, 0.42, 0.5, 0.4, 1}, {0.44, 0.44, 0.48, 0.38, 2}, {0.0, -0.22, 0.52, 0.44, 3},
		}
		for _, s := range stones {
			pts := make([]sprites.Point, 9)
			for i := range pts {
				a := 2*math.Pi*float64(i)/float64(len(pts)) + s.seed
				k := 1 + 0.13*math.Sin(3*a+s.seed*2) + 0.07*math.Cos(5*a+s.seed)
				pts[i] = p.At(s.x+s.rx*k*math.Cos(a), s.y+s.ry*k*math.Sin(a))
			}
			g.bodies = append(g.bodies, sprites.SmoothPath(pts))
		}
		g.dark = append(g.dark, p.Circle(-0.12, -0.2, 0.12), p.Circle(0.2, -0.34, 0.07),
			p.Circle(-0.5, 0.5, 0.1), p.Circle(0.52, 0.5, 0.11))
		g.light = append(g.light, p.Ellipse(-0.12, -0.42, 0.26, 0.1, -0.3))
	case rules.Hesson:
		// A cast ingot seen from above the front, its top face catching the light.
		body := p.Polygon(-0.96, 0.62, 0.96, 0.62, 0.66, -0.52, -0.66, -0.52)
		g.bodies = append(g.bodies, body)
		g.light = append(g.light, p.Polygon(-0.66, -0.52, 0.66, -0.52, 0.76, -0.14, -0.76, -0.14))
		g.dark = append(g.dark, p.Polygon(0.76, -0.14, 0.96, 0.62, 0.62, 0.62, 0.52, -0.14))
		g.cuts = append(g.cuts, p.Polyline(-0.3, 0.22, 0.3, 0.22))
		g.cutW = p.W(0.1)
	case rules.Rubel:
		// A shard of red glass, broken at its foot.
		g.bodies = append(g.bodies, p.Polygon(-0.08, -0.98, 0.82, 0.74, 0.12, 0.74, -0.04, 0.52, -0.2, 0.74, -0.82, 0.74))
		g.light = append(g.light, p.Polygon(-0.08, -0.98, -0.82, 0.74, -0.2, 0.74, -0.16, 0.1))
		g.dark = append(g.dark, p.Polygon(-0.08, -0.98, 0.82, 0.74, 0.12, 0.74, 0.1, 0.1))
		g.cuts = append(g.cuts, p.Polyline(-0.36, 0.3, -0.26, -0.1))
		g.cutW = p.W(0.06)
	case rules.Kyan:
		// A tall crystal of ice, pointed at both ends.
		g.bodies = append(g.bodies, p.Polygon(0, -1, 0.5, -0.52, 0.5, 0.52, 0, 1, -0.5, 0.52, -0.5, -0.52))
		g.light = append(g.light, p.Polygon(0, -1, -0.5, -0.52, -0.5, 0.52, 0, 1, -0.08, 0.52, -0.08, -0.52))
		g.dark = append(g.dark, p.Polygon(0, -1, 0.5, -0.52, 0.5, 0.52, 0, 1, 0.12, 0.52, 0.12, -0.52))
		g.light = append(g.light, p.Polygon(-0.08, -0.52, 0.12, -0.52, 0, -1))
		g.sparkles = append(g.sparkles, p.At(-0.3, -0.2))
		g.spark = p.W(0.22)
	case rules.Spessart:
		// A garnet of many faces with a pulse of light at its heart.
		outer := sprites.RegularPolygon(cx, cy, half*0.96, 8, math.Pi/8)
		table := sprites.RegularPolygon(cx, cy, half*0.5, 8, math.Pi/8)
		g.bodies = append(g.bodies, sprites.PolygonPath(outer))
		for i := range outer {
			j := (i + 1) % len(outer)
			f := sprites.PolygonPath([]sprites.Point{outer[i], outer[j], table[j], table[i]})
			switch {
			case i >= 4 && i <= 6: // upper left
				g.light = append(g.light, f)
			case i <= 2: // lower right
				g.dark = append(g.dark, f)
			}
		}
		var facets sprites.Curve
		for i := range outer {
			facets.MoveTo(float32(outer[i].X), float32(outer[i].Y))
			facets.LineTo(float32(table[i].X), float32(table[i].Y))
		}
		g.cuts = append(g.cuts, facets.Path(), sprites.PolygonPath(table))
		g.cutW = p.W(0.05)
		g.core = p.W(0.62)
		g.glow = true
		g.sparkles = append(g.sparkles, p.At(0.46, -0.5))
		g.spark = p.W(0.3)
	case rules.Spectrol:
		// A brilliant-cut stone, wide crown and pointed pavilion, radiant.
		g.bodies = append(g.bodies, p.Polygon(-0.98, -0.3, -0.56, -0.78, 0.56, -0.78, 0.98, -0.3, 0, 0.98))
		g.light = append(g.light, p.Polygon(-0.56, -0.78, 0.56, -0.78, 0.3, -0.3, -0.3, -0.3))
		g.light = append(g.light, p.Polygon(-0.98, -0.3, -0.3, -0.3, 0, 0.98))
		g.dark = append(g.dark, p.Polygon(0.98, -0.3, 0.3, -0.3, 0, 0.98))
		g.cuts = append(g.cuts, p.Polyline(-0.98, -0.3, 0.98, -0.3), p.Polyline(-0.3, -0.3, 0, 0.98, 0.3, -0.3))
		g.cutW = p.W(0.05)
		g.glow = true
		g.sparkles = append(g.sparkles, p.At(0.62, -0.78), p.At(-0.5, 0.2))
		g.spark = p.W(0.34)
	}
	return g
}

// drawSparkle draws a four-pointed star of radius r.
func drawSparkle(dst *ebiten.Image, x, y, r float64, c color.Color) {
	sprites.FillPolygon(dst, sprites.StarPolygon(x, y, r, r*0.22, 4, -math.Pi/2), c)
}

// DrawMaterial draws the icon of material m (or WildMaterial)
// centred on (cx, cy) in a box of size device pixels: a silhouette of its
// own in its colour, outlined in dark ink so it reads on any card. The
// rarer the material, the more it shines: the two rarest glow.
func DrawMaterial(dst *ebiten.Image, m rules.Material, cx, cy, size float64) {
	if m < 0 || m >= rules.NumMaterials {
		drawWildIcon(dst, cx, cy, size)
		return
	}
	c := MaterialColor(m)
	ow := max(1, size*0.045)
	half := size/2 - ow - max(0.5, size*0.02)
	g := materialGem(m, cx, cy, half)
	small := size < 28
	if g.glow && !small {
		for _, b := range g.bodies {
			sprites.Glow(dst, b, size*0.1, sprites.WithAlpha(sprites.Shade(c, 0.3), 150))
		}
	}
	outline := sprites.Shade(c, -0.78)
	for _, b := range g.bodies {
		sprites.StrokeShape(dst, b, 2*ow, outline)
	}
	for _, b := range g.bodies {
		if small {
			sprites.FillShape(dst, b, c)
			continue
		}
		r := b.Bounds()
		sprites.FillShapeLinear(dst, b, float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y),
			sprites.ColorStop{At: 0, Color: sprites.Shade(c, 0.22)}, sprites.ColorStop{At: 0.5, Color: c}, sprites.ColorStop{At: 1, Color: sprites.Shade(c, -0.3)})
	}
	for _, f := range g.light {
		sprites.FillShape(dst, f, sprites.WithAlpha(sprites.RGB(0xFFFFFF), 72))
	}
	for _, f := range g.dark {
		sprites.FillShape(dst, f, color.RGBA{0, 0, 0, 64})
	}
	for _, l := range g.cuts {
		sprites.StrokeShape(dst, l, max(0.8, g.cutW), sprites.WithAlpha(outline, 170))
	}
	if g.core > 0 {
		hot := sprites.Shade(c, 0.75)
		if small {
			sprites.FillCircle(dst, cx, cy, g.core*0.45, sprites.WithAlpha(hot, 200))
		} else {
			sprites.FillShapeRadial(dst, sprites.CirclePath(cx, cy, g.core), cx, cy, g.core,
				sprites.ColorStop{At: 0, Color: sprites.WithAlpha(sprites.RGB(0xFFFFFF), 240)}, sprites.ColorStop{At: 0.3, Color: sprites.WithAlpha(hot, 200)}, sprites.ColorStop{At: 1, Color: sprites.WithAlpha(hot, 0)})
		}
	}
	for _, b := range g.bodies {
		sprites.StrokeShape(dst, b, max(0.6, ow*0.5), sprites.WithAlpha(outline, 220))
	}
	if g.spark > 0 && size >= 16 {
		for _, s := range g.sparkles {
			drawSparkle(dst, s.X, s.Y, max(1.5, g.spark), sprites.WithAlpha(sprites.RGB(0xFFFFFF), 235))
		}
	}
}

// drawWildIcon draws the Rare Material's wild icon: a white asterisk of
// eight arms over a ring of the six materials' colours.
func drawWildIcon(dst *ebiten.Image, cx, cy, size float64) {
	ow := max(1, size*0.045)
	r := size/2 - ow - max(0.5, size*0.02)
	ring := r * 0.78
	w := max(1.5, r*0.3)
	sprites.StrokeCircle(dst, cx, cy, ring, w+2*ow, sprites.RGB(0x15171B))
	step := 2 * math.Pi / rules.NumMaterials
	for m := range rules.Material(rules.NumMaterials) {
		a0 := -math.Pi/2 + float64(m)*step
		sprites.StrokeShape(dst, sprites.ArcPath(cx, cy, ring, a0, a0+step), w, MaterialColor(m))
	}
	arm := r * 0.98
	var star sprites.Curve
	for i := range 4 {
		a := math.Pi / 4 * float64(i)
		dx, dy := arm*math.Cos(a), arm*math.Sin(a)
		star.MoveTo(float32(cx-dx), float32(cy-dy))
		star.LineTo(float32(cx+dx), float32(cy+dy))
	}
	aw := max(1.2, r*0.22)
	sprites.StrokeShape(dst, star.Path(), aw+2*ow, sprites.RGB(0x15171B))
	sprites.StrokeShape(dst, star.Path(), aw, sprites.RGB(0xFFFFFF))
	sprites.FillCircle(dst, cx, cy, aw*0.9, sprites.RGB(0xFFFFFF))
}

// Material returns a new size×size image of the icon of material
// m (or WildMaterial).
func Material(m rules.Material, size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	DrawMaterial(img, m, size/2, size/2, size)
	return img
}

// influenceGlyph returns the sign of influence i in a box of half-size
// half around (cx, cy).
func influenceGlyph(i rules.Influence, cx, cy, half float64) *sprites.Glyph {
	p := sprites.Pen{CX: cx, CY: cy, Half: half}
	g := &sprites.Glyph{}
	switch i {
	case rules.Dominion:
		// A crown of three spires tipped with orbs.
		g.Fill(p.Polygon(-0.8, 0.62, -0.84, -0.4, -0.4, 0.02, 0, -0.72, 0.4, 0.02, 0.84, -0.4, 0.8, 0.62))
		g.Fill(p.Circle(-0.84, -0.5, 0.16))
		g.Fill(p.Circle(0, -0.82, 0.16))
		g.Fill(p.Circle(0.84, -0.5, 0.16))
		g.CutLine(p.Polyline(-0.72, 0.34, 0.72, 0.34), p.W(0.1))
	case rules.Accord:
		// Two rings interlocked, each passing over the other once: a pact.
		w := p.W(0.22)
		g.Line(p.Circle(-0.36, 0, 0.5), w)
		g.Line(p.Circle(0.36, 0, 0.5), w)
		g.CutLine(p.Arc(0.36, 0, 0.5, -math.Pi*0.87, -math.Pi*0.64), w*1.9)
		g.Line(p.Arc(-0.36, 0, 0.5, -math.Pi*0.42, -math.Pi*0.07), w)
		g.CutLine(p.Arc(-0.36, 0, 0.5, math.Pi*0.13, math.Pi*0.36), w*1.9)
		g.Line(p.Arc(0.36, 0, 0.5, math.Pi*0.58, math.Pi*0.93), w)
	case rules.Insight:
		// An open eye with a diamond pupil.
		var lid sprites.Curve
		lid.MoveTo(p.X(-0.96), p.Y(0))
		lid.QuadTo(p.X(0), p.Y(-0.92), p.X(0.96), p.Y(0))
		lid.QuadTo(p.X(0), p.Y(0.92), p.X(-0.96), p.Y(0))
		lid.Close()
		g.Fill(lid.Path())
		g.CutFill(p.Circle(0, 0, 0.38))
		g.Fill(p.Polygon(0, -0.3, 0.17, 0, 0, 0.3, -0.17, 0))
	case rules.Vigil:
		// A shield with a watchtower's slit.
		var shield sprites.Curve
		shield.MoveTo(p.X(-0.72), p.Y(-0.8))
		shield.LineTo(p.X(0.72), p.Y(-0.8))
		shield.LineTo(p.X(0.72), p.Y(-0.05))
		shield.QuadTo(p.X(0.66), p.Y(0.6), p.X(0), p.Y(0.96))
		shield.QuadTo(p.X(-0.66), p.Y(0.6), p.X(-0.72), p.Y(-0.05))
		shield.Close()
		g.Fill(shield.Path())
		g.CutLine(p.Polyline(0, -0.48, 0, 0.46), p.W(0.16))
		g.CutLine(p.Polyline(-0.3, -0.18, 0.3, -0.18), p.W(0.12))
	}
	return g
}

var (
	arkheinDeep   = sprites.RGB(0x1E1030)
	arkheinViolet = sprites.RGB(0x4A2A78)
	bronze        = sprites.RGB(0xC8924E)
	bronzeDark    = sprites.RGB(0x6B4520)
)

// DrawInfluence draws the icon of influence i centred on (cx, cy)
// in a box of size pixels: its sign in its colour on a violet seal ringed
// in bronze, so influence never reads as a material.
func DrawInfluence(dst *ebiten.Image, i rules.Influence, cx, cy, size float64) {
	r := size/2 - max(0.5, size*0.02)
	rim := max(1, size*0.07)
	disc := sprites.CirclePath(cx, cy, r)
	if size >= 28 {
		sprites.FillShapeRadial(dst, disc, cx-r*0.3, cy-r*0.4, r*1.5, sprites.ColorStop{At: 0, Color: sprites.Shade(bronze, 0.35)}, sprites.ColorStop{At: 1, Color: bronzeDark})
		sprites.FillShapeRadial(dst, sprites.CirclePath(cx, cy, r-rim), cx, cy-r*0.3, r*1.2,
			sprites.ColorStop{At: 0, Color: arkheinViolet}, sprites.ColorStop{At: 1, Color: arkheinDeep})
	} else {
		sprites.FillShape(dst, disc, bronze)
		sprites.FillCircle(dst, cx, cy, r-rim, arkheinDeep)
	}
	c := InfluenceColor(i)
	g := influenceGlyph(i, cx, cy, (r-rim)*0.78)
	g.Draw(dst, c, arkheinDeep, nil, 0)
}

// Influence returns a new size×size image of the icon of
// influence i.
func Influence(i rules.Influence, size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	DrawInfluence(img, i, size/2, size/2, size)
	return img
}

// linkGlyph returns the symbol l in a box of half-size half around
// (cx, cy). Every symbol is mirror-symmetric about its vertical axis, so
// the halves on two touching edges join into one whole symbol.
func linkGlyph(l rules.Link, cx, cy, half float64) *sprites.Glyph {
	p := sprites.Pen{CX: cx, CY: cy, Half: half}
	g := &sprites.Glyph{}
	switch l {
	case rules.Ring:
		g.Line(p.Circle(0, 0, 0.6), p.W(0.26))
	case rules.Spire:
		g.Fill(p.Polygon(0, -0.95, 0.26, 0.42, 0.62, 0.42, 0.62, 0.76, -0.62, 0.76, -0.62, 0.42, -0.26, 0.42))
	case rules.Gate:
		g.Fill(p.Polygon(-0.66, 0.8, -0.66, -0.5, 0.66, -0.5, 0.66, 0.8, 0.3, 0.8, 0.3, -0.16, -0.3, -0.16, -0.3, 0.8))
		g.Fill(p.Polygon(-0.88, -0.84, 0.88, -0.84, 0.88, -0.5, -0.88, -0.5))
	case rules.Arc:
		// A bowl: a crescent open to the top.
		var bowl sprites.Curve
		bowl.Arc(p.CX, p.CY+p.W(-0.3), p.W(0.86), 0, math.Pi)
		bowl.Arc(p.CX, p.CY+p.W(-0.52), p.W(0.6), math.Pi, 0)
		bowl.Close()
		g.Fill(bowl.Path())
	case rules.Crown:
		g.Fill(p.Polygon(-0.8, 0.66, -0.86, -0.62, -0.4, -0.1, 0, -0.86, 0.4, -0.1, 0.86, -0.62, 0.8, 0.66))
		g.CutLine(p.Polyline(-0.7, 0.38, 0.7, 0.38), p.W(0.1))
	case rules.Helix:
		// Two strands twisting about each other, with rungs between.
		var a, b sprites.Curve
		const n = 24
		for k := 0; k <= n; k++ {
			v := -0.9 + 1.8*float64(k)/n
			u := 0.5 * math.Sin(math.Pi*(v+0.9)/0.9)
			if k == 0 {
				a.MoveTo(p.X(u), p.Y(v))
				b.MoveTo(p.X(-u), p.Y(v))
			} else {
				a.LineTo(p.X(u), p.Y(v))
				b.LineTo(p.X(-u), p.Y(v))
			}
		}
		g.Line(p.Polyline(-0.42, -0.45, 0.42, -0.45), p.W(0.12))
		g.Line(p.Polyline(-0.42, 0.45, 0.42, 0.45), p.W(0.12))
		g.Line(a.Path(), p.W(0.2))
		g.Line(b.Path(), p.W(0.2))
	case rules.Wild:
		var star sprites.Curve
		for k := range 4 {
			an := math.Pi / 4 * float64(k)
			dx, dy := 0.86*math.Cos(an), 0.86*math.Sin(an)
			star.MoveTo(p.X(-dx), p.Y(-dy))
			star.LineTo(p.X(dx), p.Y(dy))
		}
		g.Line(star.Path(), p.W(0.24))
		g.Fill(p.Circle(0, 0, 0.22))
	}
	return g
}

// drawLinkDisc draws the whole socket of link symbol l, a recessed disc of
// radius r with the symbol in it, centred on (cx, cy).
func drawLinkDisc(dst *ebiten.Image, l rules.Link, cx, cy, r float64) {
	c := LinkColor(l)
	disc := sprites.CirclePath(cx, cy, r)
	sprites.FillShapeRadial(dst, disc, cx, cy+r*0.3, r*1.2, sprites.ColorStop{At: 0, Color: sprites.RGB(0x2B3036)}, sprites.ColorStop{At: 1, Color: sprites.RGB(0x121417)})
	// The socket is sunk into the card: shade inside its upper rim.
	sprites.StrokeShape(dst, sprites.ArcPath(cx, cy, r-max(1, r*0.1), math.Pi*1.05, math.Pi*1.95), max(1, r*0.12), color.RGBA{0, 0, 0, 110})
	rimW := max(1, r*0.1)
	sprites.StrokeCircle(dst, cx, cy, r-rimW/2, rimW, sprites.Shade(c, -0.35))
	if l == rules.Wild {
		// The wild socket is ringed with every material's colour.
		step := 2 * math.Pi / rules.NumMaterials
		for m := range rules.Material(rules.NumMaterials) {
			// Start at the top so each half shows three colours.
			a0 := -math.Pi/2 + float64(m)*step
			sprites.StrokeShape(dst, sprites.ArcPath(cx, cy, r-rimW/2, a0, a0+step), rimW, MaterialColor(m))
		}
	}
	if l <= rules.NoLink || l >= rules.NumLinks {
		return
	}
	half := r * 0.6
	ow := max(0.8, r*0.07)
	g := linkGlyph(l, cx, cy, half)
	g.Draw(dst, c, sprites.RGB(0x1A1D21), sprites.RGB(0x0B0C0E), ow)
}

// LinkTab returns a new image of the half of link symbol l that
// sits on the given edge of a card whose sockets are h pixels tall: a
// half-disc ceil(h/2) wide and h tall (h rounded up to an even number).
// Draw a left-edge tab with its left side on the card's left edge and a
// right-edge tab with its right side on the card's right edge, centred on
// the card's link line; two cards side by side whose touching symbols
// match then show one whole symbol.
func LinkTab(l rules.Link, edge Edge, h float64) *ebiten.Image {
	s := linkTabSize(h)
	whole := ebiten.NewImage(s, s)
	drawLinkDisc(whole, l, float64(s)/2, float64(s)/2, float64(s)/2)
	half := image.Rect(s/2, 0, s, s) // what shows inside a left edge
	if edge == EdgeRight {
		half = image.Rect(0, 0, s/2, s)
	}
	tab := ebiten.NewImage(s/2, s)
	// A sub-image is drawn with its own top-left corner at the origin.
	tab.DrawImage(whole.SubImage(half).(*ebiten.Image), nil)
	whole.Deallocate()
	return tab
}

// linkTabSize returns the even whole height of a socket of h pixels.
func linkTabSize(h float64) int {
	s := max(2, sprites.PixelSize(h))
	return s + s%2
}

// DrawLink draws the half of link symbol l that sits on a card's
// edge: x is the edge's position, cy the height of the card's link line
// and h the socket's height. Card bodies are cached; the screen draws
// links over them (a sprites.Cache keeps the tabs).
func DrawLink(dst *ebiten.Image, l rules.Link, edge Edge, x, cy, h float64) {
	tab := LinkTab(l, edge, h)
	drawTabAt(dst, tab, edge, x, cy)
	tab.Deallocate()
}

// drawTabAt draws a tab made by LinkTab against the edge at x.
func drawTabAt(dst, tab *ebiten.Image, edge Edge, x, cy float64) {
	b := tab.Bounds()
	op := &ebiten.DrawImageOptions{}
	left := x
	if edge == EdgeRight {
		left = x - float64(b.Dx())
	}
	op.GeoM.Translate(math.Round(left), math.Round(cy-float64(b.Dy())/2))
	dst.DrawImage(tab, op)
}

// DrawToken draws a token of material m centred on (cx, cy) in a
// box of size pixels: a milled chip in the material's colour with its icon
// on a dark face.
func DrawToken(dst *ebiten.Image, m rules.Material, cx, cy, size float64) {
	c := MaterialColor(m)
	r := size/2 - max(1, size*0.05)
	if size >= 24 {
		sprites.SoftShadow(dst, sprites.CirclePath(cx, cy+size*0.04, r), size*0.05, color.RGBA{0, 0, 0, 140})
	}
	rim := sprites.PolygonPath(sprites.RegularPolygon(cx, cy, r, 12, 0))
	sprites.FillShapeLinear(dst, rim, cx, cy-r, cx, cy+r, sprites.ColorStop{At: 0, Color: sprites.Shade(c, 0.3)}, sprites.ColorStop{At: 1, Color: sprites.Shade(c, -0.4)})
	sprites.StrokeShape(dst, rim, max(1, size*0.04), sprites.Shade(c, -0.75))
	// Notches milled into the rim.
	for k := range 6 {
		a := math.Pi/6 + math.Pi/3*float64(k)
		x0, y0 := cx+r*0.82*math.Cos(a), cy+r*0.82*math.Sin(a)
		x1, y1 := cx+r*0.98*math.Cos(a), cy+r*0.98*math.Sin(a)
		sprites.Line(dst, x0, y0, x1, y1, max(0.8, size*0.05), sprites.WithAlpha(sprites.Shade(c, -0.6), 200))
	}
	face := r * 0.72
	sprites.FillShapeRadial(dst, sprites.CirclePath(cx, cy, face), cx, cy-face*0.4, face*1.4, sprites.ColorStop{At: 0, Color: sprites.RGB(0x3A3F46)}, sprites.ColorStop{At: 1, Color: sprites.RGB(0x17191D)})
	sprites.StrokeCircle(dst, cx, cy, face, max(0.8, size*0.025), sprites.WithAlpha(sprites.Shade(c, 0.3), 200))
	DrawMaterial(dst, m, cx, cy, face*1.6)
}

// Token returns a new size×size image of a token of material m.
func Token(m rules.Material, size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	DrawToken(img, m, size/2, size/2, size)
	return img
}

// DrawStorage draws the storage icon centred on (cx, cy) in a box
// of size pixels: a card sliding down into an open tray.
func DrawStorage(dst *ebiten.Image, cx, cy, size float64) {
	p := sprites.Pen{CX: cx, CY: cy, Half: size / 2 * 0.9}
	ink := sprites.RGB(0x1A1410)
	gold := sprites.RGB(0xF0C862)
	ow := max(1, size*0.05)
	card := p.Polygon(-0.34, -0.92, 0.34, -0.92, 0.34, 0.2, -0.34, 0.2)
	tray := p.Polygon(-0.86, -0.04, -0.58, -0.04, -0.58, 0.5, 0.58, 0.5, 0.58, -0.04, 0.86, -0.04, 0.86, 0.86, -0.86, 0.86)
	arrow := p.Polygon(-0.2, -0.5, 0.2, -0.5, 0.2, -0.16, 0.34, -0.16, 0, 0.18, -0.34, -0.16, -0.2, -0.16)
	sprites.StrokeShape(dst, card, 2*ow, ink)
	sprites.StrokeShape(dst, tray, 2*ow, ink)
	sprites.FillShape(dst, card, sprites.RGB(0xE9E1CF))
	sprites.FillShape(dst, arrow, ink)
	sprites.FillShape(dst, tray, gold)
	sprites.StrokeShape(dst, p.Polyline(-0.58, 0.5, 0.58, 0.5), max(0.8, ow*0.6), sprites.Shade(gold, -0.5))
}

// Storage returns a new size×size image of the storage icon.
func Storage(size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	DrawStorage(img, size/2, size/2, size)
	return img
}

// DrawVPBadge draws the victory-point medallion centred on
// (cx, cy) in a box of size pixels: a gold star-rimmed medal between two
// laurel branches, with a dark centre of radius VPInner(size)
// where the caller writes the number.
func DrawVPBadge(dst *ebiten.Image, cx, cy, size float64) {
	r := size / 2 * 0.94
	gold := sprites.RGB(0xE8B84A)
	leaf := sprites.RGB(0x9BC46A)
	ink := sprites.RGB(0x2A1C08)
	lw := max(0.8, size*0.025)
	// Laurel: leaves along two arcs, around the lower part of the medal.
	for _, side := range []float64{-1, 1} {
		for k := range 5 {
			a := math.Pi/2 + side*(0.35+0.36*float64(k))
			x, y := cx+r*0.8*math.Cos(a), cy+r*0.8*math.Sin(a)
			rot := a + side*math.Pi/2 + side*0.5
			sprites.FillShape(dst, sprites.EllipsePath(x, y, r*0.22, r*0.1, rot), sprites.Shade(leaf, -0.6))
			sprites.FillShape(dst, sprites.EllipsePath(x, y, r*0.19, r*0.075, rot), leaf)
		}
	}
	star := sprites.StarPolygon(cx, cy-r*0.04, r*0.8, r*0.64, 12, -math.Pi/2)
	sprites.StrokePolygon(dst, star, max(1, size*0.05), ink)
	sprites.FillShapeRadial(dst, sprites.PolygonPath(star), cx-r*0.3, cy-r*0.4, r*1.3, sprites.ColorStop{At: 0, Color: sprites.Shade(gold, 0.45)}, sprites.ColorStop{At: 1, Color: sprites.Shade(gold, -0.35)})
	inner := VPInner(size)
	sprites.FillShapeRadial(dst, sprites.CirclePath(cx, cy-r*0.04, inner), cx, cy-r*0.04-inner*0.6, inner*1.8,
		sprites.ColorStop{At: 0, Color: sprites.RGB(0x4A3414)}, sprites.ColorStop{At: 1, Color: sprites.RGB(0x1E1406)})
	sprites.StrokeCircle(dst, cx, cy-r*0.04, inner, lw, sprites.Shade(gold, 0.3))
}

// VPInner returns the radius of the dark centre of a VP badge of
// size pixels; the centre sits 2% of size above the badge's middle.
func VPInner(size float64) float64 { return size / 2 * 0.94 * 0.5 }

// VPBadge returns a new size×size image of the VP medallion.
func VPBadge(size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	DrawVPBadge(img, size/2, size/2, size)
	return img
}

// DrawArrow draws the arrow of a conversion from x0 to x1 at the
// height cy, thick pixels thick; twoWay adds a head at x0 too, for a
// conversion that runs in either direction.
func DrawArrow(dst *ebiten.Image, x0, x1, cy, thick float64, twoWay bool, c color.Color) {
	head := thick * 2.6
	a, b := x0, x1
	if twoWay {
		a += head * 0.6
	}
	b -= head * 0.6
	sprites.Line(dst, a, cy, b, cy, thick, c)
	sprites.ArrowHead(dst, x1, cy, 0, head, c)
	if twoWay {
		sprites.ArrowHead(dst, x0, cy, math.Pi, head, c)
	}
}
