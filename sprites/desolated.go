package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// This file draws the pieces of Desolated: the six materials and the wild
// icon, the four kinds of Arkhein influence, the link symbols on the edges
// of Material cards, tokens, the storage icon, the VP medallion and the
// conversion arrow. The cards themselves are in desolated_cards.go.

// DesolatedPalette is the table palette of Desolated: rusted salvage on a
// slate deck under an ochre lamp.
var DesolatedPalette = TitlePalette{
	Table:     rgb(0x24282D),
	TableEdge: rgb(0x0E1012),
	Surface:   rgb(0x3B342B),
	Accent:    rgb(0xE0873A),
	Highlight: rgb(0xFFD166),
	Selection: rgb(0xFFFFFF),
	Link:      rgb(0xE9C891),
}

// The materials of Desolated, from the commonest to the rarest, in the
// order of rules/desolated. DesolatedWild stands for the Rare Material's
// wild icon: any material.
const (
	DesolatedIndicyl = iota
	DesolatedHesson
	DesolatedRubel
	DesolatedKyan
	DesolatedSpessart
	DesolatedSpectrol
	NumDesolatedMaterials

	DesolatedWild = -1
)

// The kinds of Arkhein influence, in the order of rules/desolated.
const (
	DesolatedDominion = iota
	DesolatedAccord
	DesolatedInsight
	DesolatedVigil
	NumDesolatedInfluences
)

// The link symbols on the edges of Material cards, in the order of
// rules/desolated: DesolatedNoLink is an edge without a symbol.
const (
	DesolatedNoLink = iota
	DesolatedRing
	DesolatedSpire
	DesolatedGate
	DesolatedArc
	DesolatedCrown
	DesolatedHelix
	DesolatedWildLink
	NumDesolatedLinks
)

// Edge names the left or the right edge of a card.
type Edge int

// The edges of a card.
const (
	EdgeLeft Edge = iota
	EdgeRight
)

var desolatedMaterialNames = [NumDesolatedMaterials]string{"indicyl", "hesson", "rubel", "kyan", "spessart", "spectrol"}

var desolatedInfluenceNames = [NumDesolatedInfluences]string{"dominion", "accord", "insight", "vigil"}

var desolatedLinkNames = [NumDesolatedLinks]string{"-", "ring", "spire", "gate", "arc", "crown", "helix", "wild"}

// DesolatedMaterialName returns the name of material m in lower case, as
// rules/desolated spells it: "wild" for DesolatedWild, "?" when unknown.
func DesolatedMaterialName(m int) string {
	if m == DesolatedWild {
		return "wild"
	}
	if m < 0 || m >= NumDesolatedMaterials {
		return "?"
	}
	return desolatedMaterialNames[m]
}

// DesolatedInfluenceName returns the name of influence i, or "?".
func DesolatedInfluenceName(i int) string {
	if i < 0 || i >= NumDesolatedInfluences {
		return "?"
	}
	return desolatedInfluenceNames[i]
}

// DesolatedLinkName returns the name of link symbol l, or "?".
func DesolatedLinkName(l int) string {
	if l < 0 || l >= NumDesolatedLinks {
		return "?"
	}
	return desolatedLinkNames[l]
}

// Six hues far apart (grey, green, red, blue, purple, gold), each also
// drawn as its own silhouette, so neither colour nor shape alone is needed.
var desolatedMaterialColors = [NumDesolatedMaterials]color.RGBA{
	rgb(0xA7ADB4), // indicyl: grey grit of dead moons
	rgb(0x3DBB8E), // hesson: verdigris of a soft metal
	rgb(0xE5483B), // rubel: red glass
	rgb(0x4FB2F2), // kyan: blue comet ice
	rgb(0xB457D8), // spessart: a violet garnet that pulses
	rgb(0xFFD84A), // spectrol: light caught in a stone
}

// DesolatedMaterialColor returns the colour of material m; the wild icon
// (DesolatedWild) and unknown materials are white.
func DesolatedMaterialColor(m int) color.RGBA {
	if m < 0 || m >= NumDesolatedMaterials {
		return rgb(0xF4F1EA)
	}
	return desolatedMaterialColors[m]
}

var desolatedInfluenceColors = [NumDesolatedInfluences]color.RGBA{
	rgb(0xFF5F6D), // dominion
	rgb(0x4DDBA8), // accord
	rgb(0x6FCBFF), // insight
	rgb(0xFFC94A), // vigil
}

// DesolatedInfluenceColor returns the colour of influence i.
func DesolatedInfluenceColor(i int) color.RGBA {
	if i < 0 || i >= NumDesolatedInfluences {
		return rgb(0xF4F1EA)
	}
	return desolatedInfluenceColors[i]
}

var desolatedLinkColors = [NumDesolatedLinks]color.RGBA{
	rgb(0x808890), // none
	rgb(0x7FD0FF), // ring
	rgb(0xFF9A4D), // spire
	rgb(0x6FE0A0), // gate
	rgb(0xFF7FB6), // arc
	rgb(0xFFD54F), // crown
	rgb(0xC39BFF), // helix
	rgb(0xFFFFFF), // wild
}

// DesolatedLinkColor returns the colour of the glyph of link symbol l.
// Every symbol also has its own shape.
func DesolatedLinkColor(l int) color.RGBA {
	if l < 0 || l >= NumDesolatedLinks {
		return desolatedLinkColors[0]
	}
	return desolatedLinkColors[l]
}

// gem is a material drawn in parts: bodies filled with a lit gradient of
// the material's colour, lighter and darker facets laid over them, lines
// cut into them and sparkles on top.
type gem struct {
	bodies      []*vector.Path
	light, dark []*vector.Path
	cuts        []*vector.Path
	cutW        float64
	sparkles    []Point // x, y in pixels; the size of each is spark
	spark       float64
	glow        bool
	core        float64 // the radius of a glowing heart at the centre, or 0
}

// materialGem returns the parts of material m in a box of half-size half
// around (cx, cy).
func materialGem(m int, cx, cy, half float64) *gem {
	p := pen{cx, cy, half}
	g := &gem{cutW: p.w(0.07)}
	switch m {
	case DesolatedIndicyl:
		// Grit: three rough pebbles heaped up, pitted like moon rock.
		stones := []struct{ x, y, rx, ry, seed float64 }{
			{-0.42, 0.42, 0.5, 0.4, 1}, {0.44, 0.44, 0.48, 0.38, 2}, {0.0, -0.22, 0.52, 0.44, 3},
		}
		for _, s := range stones {
			pts := make([]Point, 9)
			for i := range pts {
				a := 2*math.Pi*float64(i)/float64(len(pts)) + s.seed
				k := 1 + 0.13*math.Sin(3*a+s.seed*2) + 0.07*math.Cos(5*a+s.seed)
				pts[i] = p.at(s.x+s.rx*k*math.Cos(a), s.y+s.ry*k*math.Sin(a))
			}
			g.bodies = append(g.bodies, SmoothPath(pts))
		}
		g.dark = append(g.dark, p.circle(-0.12, -0.2, 0.12), p.circle(0.2, -0.34, 0.07),
			p.circle(-0.5, 0.5, 0.1), p.circle(0.52, 0.5, 0.11))
		g.light = append(g.light, p.ellipse(-0.12, -0.42, 0.26, 0.1, -0.3))
	case DesolatedHesson:
		// A cast ingot seen from above the front, its top face catching the light.
		body := p.polygon(-0.96, 0.62, 0.96, 0.62, 0.66, -0.52, -0.66, -0.52)
		g.bodies = append(g.bodies, body)
		g.light = append(g.light, p.polygon(-0.66, -0.52, 0.66, -0.52, 0.76, -0.14, -0.76, -0.14))
		g.dark = append(g.dark, p.polygon(0.76, -0.14, 0.96, 0.62, 0.62, 0.62, 0.52, -0.14))
		g.cuts = append(g.cuts, p.polyline(-0.3, 0.22, 0.3, 0.22))
		g.cutW = p.w(0.1)
	case DesolatedRubel:
		// A shard of red glass, broken at its foot.
		g.bodies = append(g.bodies, p.polygon(-0.08, -0.98, 0.82, 0.74, 0.12, 0.74, -0.04, 0.52, -0.2, 0.74, -0.82, 0.74))
		g.light = append(g.light, p.polygon(-0.08, -0.98, -0.82, 0.74, -0.2, 0.74, -0.16, 0.1))
		g.dark = append(g.dark, p.polygon(-0.08, -0.98, 0.82, 0.74, 0.12, 0.74, 0.1, 0.1))
		g.cuts = append(g.cuts, p.polyline(-0.36, 0.3, -0.26, -0.1))
		g.cutW = p.w(0.06)
	case DesolatedKyan:
		// A tall crystal of ice, pointed at both ends.
		g.bodies = append(g.bodies, p.polygon(0, -1, 0.5, -0.52, 0.5, 0.52, 0, 1, -0.5, 0.52, -0.5, -0.52))
		g.light = append(g.light, p.polygon(0, -1, -0.5, -0.52, -0.5, 0.52, 0, 1, -0.08, 0.52, -0.08, -0.52))
		g.dark = append(g.dark, p.polygon(0, -1, 0.5, -0.52, 0.5, 0.52, 0, 1, 0.12, 0.52, 0.12, -0.52))
		g.light = append(g.light, p.polygon(-0.08, -0.52, 0.12, -0.52, 0, -1))
		g.sparkles = append(g.sparkles, p.at(-0.3, -0.2))
		g.spark = p.w(0.22)
	case DesolatedSpessart:
		// A garnet of many faces with a pulse of light at its heart.
		outer := RegularPolygon(cx, cy, half*0.96, 8, math.Pi/8)
		table := RegularPolygon(cx, cy, half*0.5, 8, math.Pi/8)
		g.bodies = append(g.bodies, PolygonPath(outer))
		for i := range outer {
			j := (i + 1) % len(outer)
			f := PolygonPath([]Point{outer[i], outer[j], table[j], table[i]})
			switch {
			case i >= 4 && i <= 6: // upper left
				g.light = append(g.light, f)
			case i <= 2: // lower right
				g.dark = append(g.dark, f)
			}
		}
		var facets curve
		for i := range outer {
			facets.MoveTo(float32(outer[i].X), float32(outer[i].Y))
			facets.LineTo(float32(table[i].X), float32(table[i].Y))
		}
		g.cuts = append(g.cuts, facets.Path(), PolygonPath(table))
		g.cutW = p.w(0.05)
		g.core = p.w(0.62)
		g.glow = true
		g.sparkles = append(g.sparkles, p.at(0.46, -0.5))
		g.spark = p.w(0.3)
	case DesolatedSpectrol:
		// A brilliant-cut stone, wide crown and pointed pavilion, radiant.
		g.bodies = append(g.bodies, p.polygon(-0.98, -0.3, -0.56, -0.78, 0.56, -0.78, 0.98, -0.3, 0, 0.98))
		g.light = append(g.light, p.polygon(-0.56, -0.78, 0.56, -0.78, 0.3, -0.3, -0.3, -0.3))
		g.light = append(g.light, p.polygon(-0.98, -0.3, -0.3, -0.3, 0, 0.98))
		g.dark = append(g.dark, p.polygon(0.98, -0.3, 0.3, -0.3, 0, 0.98))
		g.cuts = append(g.cuts, p.polyline(-0.98, -0.3, 0.98, -0.3), p.polyline(-0.3, -0.3, 0, 0.98, 0.3, -0.3))
		g.cutW = p.w(0.05)
		g.glow = true
		g.sparkles = append(g.sparkles, p.at(0.62, -0.78), p.at(-0.5, 0.2))
		g.spark = p.w(0.34)
	}
	return g
}

// drawSparkle draws a four-pointed star of radius r.
func drawSparkle(dst *ebiten.Image, x, y, r float64, c color.Color) {
	FillPolygon(dst, StarPolygon(x, y, r, r*0.22, 4, -math.Pi/2), c)
}

// DrawDesolatedMaterial draws the icon of material m (or DesolatedWild)
// centred on (cx, cy) in a box of size device pixels: a silhouette of its
// own in its colour, outlined in dark ink so it reads on any card. The
// rarer the material, the more it shines: the two rarest glow.
func DrawDesolatedMaterial(dst *ebiten.Image, m int, cx, cy, size float64) {
	if m < 0 || m >= NumDesolatedMaterials {
		drawWildIcon(dst, cx, cy, size)
		return
	}
	c := DesolatedMaterialColor(m)
	ow := max(1, size*0.045)
	half := size/2 - ow - max(0.5, size*0.02)
	g := materialGem(m, cx, cy, half)
	small := size < 28
	if g.glow && !small {
		for _, b := range g.bodies {
			Glow(dst, b, size*0.1, withAlpha(shade(c, 0.3), 150))
		}
	}
	outline := shade(c, -0.78)
	for _, b := range g.bodies {
		StrokeShape(dst, b, 2*ow, outline)
	}
	for _, b := range g.bodies {
		if small {
			FillShape(dst, b, c)
			continue
		}
		r := b.Bounds()
		FillShapeLinear(dst, b, float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y),
			ColorStop{0, shade(c, 0.22)}, ColorStop{0.5, c}, ColorStop{1, shade(c, -0.3)})
	}
	for _, f := range g.light {
		FillShape(dst, f, withAlpha(rgb(0xFFFFFF), 72))
	}
	for _, f := range g.dark {
		FillShape(dst, f, color.RGBA{0, 0, 0, 64})
	}
	for _, l := range g.cuts {
		StrokeShape(dst, l, max(0.8, g.cutW), withAlpha(outline, 170))
	}
	if g.core > 0 {
		hot := shade(c, 0.75)
		if small {
			FillCircle(dst, cx, cy, g.core*0.45, withAlpha(hot, 200))
		} else {
			FillShapeRadial(dst, CirclePath(cx, cy, g.core), cx, cy, g.core,
				ColorStop{0, withAlpha(rgb(0xFFFFFF), 240)}, ColorStop{0.3, withAlpha(hot, 200)}, ColorStop{1, withAlpha(hot, 0)})
		}
	}
	for _, b := range g.bodies {
		StrokeShape(dst, b, max(0.6, ow*0.5), withAlpha(outline, 220))
	}
	if g.spark > 0 && size >= 16 {
		for _, s := range g.sparkles {
			drawSparkle(dst, s.X, s.Y, max(1.5, g.spark), withAlpha(rgb(0xFFFFFF), 235))
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
	StrokeCircle(dst, cx, cy, ring, w+2*ow, rgb(0x15171B))
	step := 2 * math.Pi / NumDesolatedMaterials
	for m := range NumDesolatedMaterials {
		a0 := -math.Pi/2 + float64(m)*step
		StrokeShape(dst, ArcPath(cx, cy, ring, a0, a0+step), w, DesolatedMaterialColor(m))
	}
	arm := r * 0.98
	var star curve
	for i := range 4 {
		a := math.Pi / 4 * float64(i)
		dx, dy := arm*math.Cos(a), arm*math.Sin(a)
		star.MoveTo(float32(cx-dx), float32(cy-dy))
		star.LineTo(float32(cx+dx), float32(cy+dy))
	}
	aw := max(1.2, r*0.22)
	StrokeShape(dst, star.Path(), aw+2*ow, rgb(0x15171B))
	StrokeShape(dst, star.Path(), aw, rgb(0xFFFFFF))
	FillCircle(dst, cx, cy, aw*0.9, rgb(0xFFFFFF))
}

// DesolatedMaterial returns a new size×size image of the icon of material
// m (or DesolatedWild).
func DesolatedMaterial(m int, size float64) *ebiten.Image {
	img := newImage(size, size)
	DrawDesolatedMaterial(img, m, size/2, size/2, size)
	return img
}

// influenceGlyph returns the sign of influence i in a box of half-size
// half around (cx, cy).
func influenceGlyph(i int, cx, cy, half float64) *glyph {
	p := pen{cx, cy, half}
	g := &glyph{}
	switch i {
	case DesolatedDominion:
		// A crown of three spires tipped with orbs.
		g.fill(p.polygon(-0.8, 0.62, -0.84, -0.4, -0.4, 0.02, 0, -0.72, 0.4, 0.02, 0.84, -0.4, 0.8, 0.62))
		g.fill(p.circle(-0.84, -0.5, 0.16))
		g.fill(p.circle(0, -0.82, 0.16))
		g.fill(p.circle(0.84, -0.5, 0.16))
		g.cutLine(p.polyline(-0.72, 0.34, 0.72, 0.34), p.w(0.1))
	case DesolatedAccord:
		// Two rings interlocked, each passing over the other once: a pact.
		w := p.w(0.22)
		g.line(p.circle(-0.36, 0, 0.5), w)
		g.line(p.circle(0.36, 0, 0.5), w)
		g.cutLine(p.arc(0.36, 0, 0.5, -math.Pi*0.87, -math.Pi*0.64), w*1.9)
		g.line(p.arc(-0.36, 0, 0.5, -math.Pi*0.42, -math.Pi*0.07), w)
		g.cutLine(p.arc(-0.36, 0, 0.5, math.Pi*0.13, math.Pi*0.36), w*1.9)
		g.line(p.arc(0.36, 0, 0.5, math.Pi*0.58, math.Pi*0.93), w)
	case DesolatedInsight:
		// An open eye with a diamond pupil.
		var lid curve
		lid.MoveTo(p.x(-0.96), p.y(0))
		lid.QuadTo(p.x(0), p.y(-0.92), p.x(0.96), p.y(0))
		lid.QuadTo(p.x(0), p.y(0.92), p.x(-0.96), p.y(0))
		lid.Close()
		g.fill(lid.Path())
		g.cutFill(p.circle(0, 0, 0.38))
		g.fill(p.polygon(0, -0.3, 0.17, 0, 0, 0.3, -0.17, 0))
	case DesolatedVigil:
		// A shield with a watchtower's slit.
		var shield curve
		shield.MoveTo(p.x(-0.72), p.y(-0.8))
		shield.LineTo(p.x(0.72), p.y(-0.8))
		shield.LineTo(p.x(0.72), p.y(-0.05))
		shield.QuadTo(p.x(0.66), p.y(0.6), p.x(0), p.y(0.96))
		shield.QuadTo(p.x(-0.66), p.y(0.6), p.x(-0.72), p.y(-0.05))
		shield.Close()
		g.fill(shield.Path())
		g.cutLine(p.polyline(0, -0.48, 0, 0.46), p.w(0.16))
		g.cutLine(p.polyline(-0.3, -0.18, 0.3, -0.18), p.w(0.12))
	}
	return g
}

var (
	arkheinDeep   = rgb(0x1E1030)
	arkheinViolet = rgb(0x4A2A78)
	bronze        = rgb(0xC8924E)
	bronzeDark    = rgb(0x6B4520)
)

// DrawDesolatedInfluence draws the icon of influence i centred on (cx, cy)
// in a box of size pixels: its sign in its colour on a violet seal ringed
// in bronze, so influence never reads as a material.
func DrawDesolatedInfluence(dst *ebiten.Image, i int, cx, cy, size float64) {
	r := size/2 - max(0.5, size*0.02)
	rim := max(1, size*0.07)
	disc := CirclePath(cx, cy, r)
	if size >= 28 {
		FillShapeRadial(dst, disc, cx-r*0.3, cy-r*0.4, r*1.5, ColorStop{0, shade(bronze, 0.35)}, ColorStop{1, bronzeDark})
		FillShapeRadial(dst, CirclePath(cx, cy, r-rim), cx, cy-r*0.3, r*1.2,
			ColorStop{0, arkheinViolet}, ColorStop{1, arkheinDeep})
	} else {
		FillShape(dst, disc, bronze)
		FillCircle(dst, cx, cy, r-rim, arkheinDeep)
	}
	c := DesolatedInfluenceColor(i)
	g := influenceGlyph(i, cx, cy, (r-rim)*0.78)
	g.draw(dst, c, arkheinDeep, nil, 0)
}

// DesolatedInfluence returns a new size×size image of the icon of
// influence i.
func DesolatedInfluence(i int, size float64) *ebiten.Image {
	img := newImage(size, size)
	DrawDesolatedInfluence(img, i, size/2, size/2, size)
	return img
}

// linkGlyph returns the symbol l in a box of half-size half around
// (cx, cy). Every symbol is mirror-symmetric about its vertical axis, so
// the halves on two touching edges join into one whole symbol.
func linkGlyph(l int, cx, cy, half float64) *glyph {
	p := pen{cx, cy, half}
	g := &glyph{}
	switch l {
	case DesolatedRing:
		g.line(p.circle(0, 0, 0.6), p.w(0.26))
	case DesolatedSpire:
		g.fill(p.polygon(0, -0.95, 0.26, 0.42, 0.62, 0.42, 0.62, 0.76, -0.62, 0.76, -0.62, 0.42, -0.26, 0.42))
	case DesolatedGate:
		g.fill(p.polygon(-0.66, 0.8, -0.66, -0.5, 0.66, -0.5, 0.66, 0.8, 0.3, 0.8, 0.3, -0.16, -0.3, -0.16, -0.3, 0.8))
		g.fill(p.polygon(-0.88, -0.84, 0.88, -0.84, 0.88, -0.5, -0.88, -0.5))
	case DesolatedArc:
		// A bowl: a crescent open to the top.
		var bowl curve
		addArc(&bowl, p.cx, p.cy+p.w(-0.3), p.w(0.86), 0, math.Pi)
		addArc(&bowl, p.cx, p.cy+p.w(-0.52), p.w(0.6), math.Pi, 0)
		bowl.Close()
		g.fill(bowl.Path())
	case DesolatedCrown:
		g.fill(p.polygon(-0.8, 0.66, -0.86, -0.62, -0.4, -0.1, 0, -0.86, 0.4, -0.1, 0.86, -0.62, 0.8, 0.66))
		g.cutLine(p.polyline(-0.7, 0.38, 0.7, 0.38), p.w(0.1))
	case DesolatedHelix:
		// Two strands twisting about each other, with rungs between.
		var a, b curve
		const n = 24
		for k := 0; k <= n; k++ {
			v := -0.9 + 1.8*float64(k)/n
			u := 0.5 * math.Sin(math.Pi*(v+0.9)/0.9)
			if k == 0 {
				a.MoveTo(p.x(u), p.y(v))
				b.MoveTo(p.x(-u), p.y(v))
			} else {
				a.LineTo(p.x(u), p.y(v))
				b.LineTo(p.x(-u), p.y(v))
			}
		}
		g.line(p.polyline(-0.42, -0.45, 0.42, -0.45), p.w(0.12))
		g.line(p.polyline(-0.42, 0.45, 0.42, 0.45), p.w(0.12))
		g.line(a.Path(), p.w(0.2))
		g.line(b.Path(), p.w(0.2))
	case DesolatedWildLink:
		var star curve
		for k := range 4 {
			an := math.Pi / 4 * float64(k)
			dx, dy := 0.86*math.Cos(an), 0.86*math.Sin(an)
			star.MoveTo(p.x(-dx), p.y(-dy))
			star.LineTo(p.x(dx), p.y(dy))
		}
		g.line(star.Path(), p.w(0.24))
		g.fill(p.circle(0, 0, 0.22))
	}
	return g
}

// drawLinkDisc draws the whole socket of link symbol l, a recessed disc of
// radius r with the symbol in it, centred on (cx, cy).
func drawLinkDisc(dst *ebiten.Image, l int, cx, cy, r float64) {
	c := DesolatedLinkColor(l)
	disc := CirclePath(cx, cy, r)
	FillShapeRadial(dst, disc, cx, cy+r*0.3, r*1.2, ColorStop{0, rgb(0x2B3036)}, ColorStop{1, rgb(0x121417)})
	// The socket is sunk into the card: shade inside its upper rim.
	StrokeShape(dst, ArcPath(cx, cy, r-max(1, r*0.1), math.Pi*1.05, math.Pi*1.95), max(1, r*0.12), color.RGBA{0, 0, 0, 110})
	rimW := max(1, r*0.1)
	StrokeCircle(dst, cx, cy, r-rimW/2, rimW, shade(c, -0.35))
	if l == DesolatedWildLink {
		// The wild socket is ringed with every material's colour.
		step := 2 * math.Pi / NumDesolatedMaterials
		for m := range NumDesolatedMaterials {
			// Start at the top so each half shows three colours.
			a0 := -math.Pi/2 + float64(m)*step
			StrokeShape(dst, ArcPath(cx, cy, r-rimW/2, a0, a0+step), rimW, DesolatedMaterialColor(m))
		}
	}
	if l <= DesolatedNoLink || l >= NumDesolatedLinks {
		return
	}
	half := r * 0.6
	ow := max(0.8, r*0.07)
	g := linkGlyph(l, cx, cy, half)
	g.draw(dst, c, rgb(0x1A1D21), rgb(0x0B0C0E), ow)
}

// DesolatedLinkTab returns a new image of the half of link symbol l that
// sits on the given edge of a card whose sockets are h pixels tall: a
// half-disc ceil(h/2) wide and h tall (h rounded up to an even number).
// Draw a left-edge tab with its left side on the card's left edge and a
// right-edge tab with its right side on the card's right edge, centred on
// the card's link line; two cards side by side whose touching symbols
// match then show one whole symbol.
func DesolatedLinkTab(l int, edge Edge, h float64) *ebiten.Image {
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
	s := max(2, px(h))
	return s + s%2
}

// DrawDesolatedLink draws the half of link symbol l that sits on a card's
// edge: x is the edge's position, cy the height of the card's link line
// and h the socket's height. Card bodies are cached; the screen draws
// links over them (a Cache keeps the tabs).
func DrawDesolatedLink(dst *ebiten.Image, l int, edge Edge, x, cy, h float64) {
	tab := DesolatedLinkTab(l, edge, h)
	drawTabAt(dst, tab, edge, x, cy)
	tab.Deallocate()
}

// drawTabAt draws a tab made by DesolatedLinkTab against the edge at x.
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

// DrawDesolatedToken draws a token of material m centred on (cx, cy) in a
// box of size pixels: a milled chip in the material's colour with its icon
// on a dark face.
func DrawDesolatedToken(dst *ebiten.Image, m int, cx, cy, size float64) {
	c := DesolatedMaterialColor(m)
	r := size/2 - max(1, size*0.05)
	if size >= 24 {
		SoftShadow(dst, CirclePath(cx, cy+size*0.04, r), size*0.05, color.RGBA{0, 0, 0, 140})
	}
	rim := PolygonPath(RegularPolygon(cx, cy, r, 12, 0))
	FillShapeLinear(dst, rim, cx, cy-r, cx, cy+r, ColorStop{0, shade(c, 0.3)}, ColorStop{1, shade(c, -0.4)})
	StrokeShape(dst, rim, max(1, size*0.04), shade(c, -0.75))
	// Notches milled into the rim.
	for k := range 6 {
		a := math.Pi/6 + math.Pi/3*float64(k)
		x0, y0 := cx+r*0.82*math.Cos(a), cy+r*0.82*math.Sin(a)
		x1, y1 := cx+r*0.98*math.Cos(a), cy+r*0.98*math.Sin(a)
		Line(dst, x0, y0, x1, y1, max(0.8, size*0.05), withAlpha(shade(c, -0.6), 200))
	}
	face := r * 0.72
	FillShapeRadial(dst, CirclePath(cx, cy, face), cx, cy-face*0.4, face*1.4, ColorStop{0, rgb(0x3A3F46)}, ColorStop{1, rgb(0x17191D)})
	StrokeCircle(dst, cx, cy, face, max(0.8, size*0.025), withAlpha(shade(c, 0.3), 200))
	DrawDesolatedMaterial(dst, m, cx, cy, face*1.6)
}

// DesolatedToken returns a new size×size image of a token of material m.
func DesolatedToken(m int, size float64) *ebiten.Image {
	img := newImage(size, size)
	DrawDesolatedToken(img, m, size/2, size/2, size)
	return img
}

// DrawDesolatedStorage draws the storage icon centred on (cx, cy) in a box
// of size pixels: a card sliding down into an open tray.
func DrawDesolatedStorage(dst *ebiten.Image, cx, cy, size float64) {
	p := pen{cx, cy, size / 2 * 0.9}
	ink := rgb(0x1A1410)
	gold := rgb(0xF0C862)
	ow := max(1, size*0.05)
	card := p.polygon(-0.34, -0.92, 0.34, -0.92, 0.34, 0.2, -0.34, 0.2)
	tray := p.polygon(-0.86, -0.04, -0.58, -0.04, -0.58, 0.5, 0.58, 0.5, 0.58, -0.04, 0.86, -0.04, 0.86, 0.86, -0.86, 0.86)
	arrow := p.polygon(-0.2, -0.5, 0.2, -0.5, 0.2, -0.16, 0.34, -0.16, 0, 0.18, -0.34, -0.16, -0.2, -0.16)
	StrokeShape(dst, card, 2*ow, ink)
	StrokeShape(dst, tray, 2*ow, ink)
	FillShape(dst, card, rgb(0xE9E1CF))
	FillShape(dst, arrow, ink)
	FillShape(dst, tray, gold)
	StrokeShape(dst, p.polyline(-0.58, 0.5, 0.58, 0.5), max(0.8, ow*0.6), shade(gold, -0.5))
}

// DesolatedStorage returns a new size×size image of the storage icon.
func DesolatedStorage(size float64) *ebiten.Image {
	img := newImage(size, size)
	DrawDesolatedStorage(img, size/2, size/2, size)
	return img
}

// DrawDesolatedVPBadge draws the victory-point medallion centred on
// (cx, cy) in a box of size pixels: a gold star-rimmed medal between two
// laurel branches, with a dark centre of radius DesolatedVPInner(size)
// where the caller writes the number.
func DrawDesolatedVPBadge(dst *ebiten.Image, cx, cy, size float64) {
	r := size / 2 * 0.94
	gold := rgb(0xE8B84A)
	leaf := rgb(0x9BC46A)
	ink := rgb(0x2A1C08)
	lw := max(0.8, size*0.025)
	// Laurel: leaves along two arcs, around the lower part of the medal.
	for _, side := range []float64{-1, 1} {
		for k := range 5 {
			a := math.Pi/2 + side*(0.35+0.36*float64(k))
			x, y := cx+r*0.8*math.Cos(a), cy+r*0.8*math.Sin(a)
			rot := a + side*math.Pi/2 + side*0.5
			FillShape(dst, EllipsePath(x, y, r*0.22, r*0.1, rot), shade(leaf, -0.6))
			FillShape(dst, EllipsePath(x, y, r*0.19, r*0.075, rot), leaf)
		}
	}
	star := StarPolygon(cx, cy-r*0.04, r*0.8, r*0.64, 12, -math.Pi/2)
	StrokePolygon(dst, star, max(1, size*0.05), ink)
	FillShapeRadial(dst, PolygonPath(star), cx-r*0.3, cy-r*0.4, r*1.3, ColorStop{0, shade(gold, 0.45)}, ColorStop{1, shade(gold, -0.35)})
	inner := DesolatedVPInner(size)
	FillShapeRadial(dst, CirclePath(cx, cy-r*0.04, inner), cx, cy-r*0.04-inner*0.6, inner*1.8,
		ColorStop{0, rgb(0x4A3414)}, ColorStop{1, rgb(0x1E1406)})
	StrokeCircle(dst, cx, cy-r*0.04, inner, lw, shade(gold, 0.3))
}

// DesolatedVPInner returns the radius of the dark centre of a VP badge of
// size pixels; the centre sits 2% of size above the badge's middle.
func DesolatedVPInner(size float64) float64 { return size / 2 * 0.94 * 0.5 }

// DesolatedVPBadge returns a new size×size image of the VP medallion.
func DesolatedVPBadge(size float64) *ebiten.Image {
	img := newImage(size, size)
	DrawDesolatedVPBadge(img, size/2, size/2, size)
	return img
}

// DrawDesolatedArrow draws the arrow of a conversion from x0 to x1 at the
// height cy, thick pixels thick; twoWay adds a head at x0 too, for a
// conversion that runs in either direction.
func DrawDesolatedArrow(dst *ebiten.Image, x0, x1, cy, thick float64, twoWay bool, c color.Color) {
	head := thick * 2.6
	a, b := x0, x1
	if twoWay {
		a += head * 0.6
	}
	b -= head * 0.6
	Line(dst, a, cy, b, cy, thick, c)
	arrowHead(dst, x1, cy, 0, head, c)
	if twoWay {
		arrowHead(dst, x0, cy, math.Pi, head, c)
	}
}
