package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// A glyph is a small vector drawing in layers: parts of the silhouette
// (filled, or stroked with the silhouette's colour) and details cut into it
// with the colour of whatever is behind the glyph.
type glyph struct {
	layers []glyphLayer
}

type glyphLayer struct {
	path   *vector.Path
	stroke float64 // 0 fills the path; otherwise the stroke width in pixels
	cut    bool    // drawn in the cut colour instead of the glyph colour
}

// pen maps glyph units, -1 to 1 across the glyph's box, to pixels.
type pen struct{ cx, cy, half float64 }

func (p pen) x(u float64) float32 { return float32(p.cx + u*p.half) }
func (p pen) y(v float64) float32 { return float32(p.cy + v*p.half) }
func (p pen) at(u, v float64) Point {
	return Point{p.cx + u*p.half, p.cy + v*p.half}
}
func (p pen) w(u float64) float64 { return u * p.half }

func (g *glyph) fill(path *vector.Path) { g.layers = append(g.layers, glyphLayer{path: path}) }
func (g *glyph) line(path *vector.Path, width float64) {
	g.layers = append(g.layers, glyphLayer{path: path, stroke: width})
}
func (g *glyph) cutFill(path *vector.Path) {
	g.layers = append(g.layers, glyphLayer{path: path, cut: true})
}
func (g *glyph) cutLine(path *vector.Path, width float64) {
	g.layers = append(g.layers, glyphLayer{path: path, stroke: width, cut: true})
}

// draw paints the glyph: first an outline of outlineW pixels around the
// silhouette (when outlineW > 0), then the layers in order.
func (g *glyph) draw(dst *ebiten.Image, fill, cut, outline color.Color, outlineW float64) {
	if outlineW > 0 {
		for _, l := range g.layers {
			if l.cut {
				continue
			}
			StrokeShape(dst, l.path, l.stroke+2*outlineW, outline)
		}
	}
	for _, l := range g.layers {
		c := fill
		if l.cut {
			c = cut
		}
		if l.stroke > 0 {
			StrokeShape(dst, l.path, l.stroke, c)
		} else {
			FillShape(dst, l.path, c)
		}
	}
}

func (p pen) polyline(pts ...float64) *vector.Path {
	var path curve
	for i := 0; i+1 < len(pts); i += 2 {
		if i == 0 {
			path.MoveTo(p.x(pts[i]), p.y(pts[i+1]))
		} else {
			path.LineTo(p.x(pts[i]), p.y(pts[i+1]))
		}
	}
	return path.Path()
}

func (p pen) polygon(pts ...float64) *vector.Path {
	path := p.polyline(pts...)
	path.Close()
	return path
}

func (p pen) circle(u, v, r float64) *vector.Path {
	return CirclePath(p.cx+u*p.half, p.cy+v*p.half, r*p.half)
}

func (p pen) ellipse(u, v, rx, ry, rot float64) *vector.Path {
	return EllipsePath(p.cx+u*p.half, p.cy+v*p.half, rx*p.half, ry*p.half, rot)
}

func (p pen) arc(u, v, r, a0, a1 float64) *vector.Path {
	return ArcPath(p.cx+u*p.half, p.cy+v*p.half, r*p.half, a0, a1)
}

// crystal returns the corners of a crystal in glyph units: a prism of
// width w and height h with a pointed top, standing on (bx, by) and
// leaning by angle radians (positive leans right).
func (p pen) crystal(bx, by, w, h, angle float64) []Point {
	local := [][2]float64{{0, -h}, {w / 2, -h + w*0.7}, {w / 2, 0}, {-w / 2, 0}, {-w / 2, -h + w*0.7}}
	sin, cos := math.Sincos(angle)
	pts := make([]Point, len(local))
	for i, l := range local {
		x, y := l[0]*cos-l[1]*sin, l[0]*sin+l[1]*cos
		pts[i] = p.at(bx+x, by+y)
	}
	return pts
}

// kindGlyph returns the icon of a kind in a box of half-size half around
// (cx, cy).
func kindGlyph(kind int, cx, cy, half float64) *glyph {
	p := pen{cx, cy, half}
	g := &glyph{}
	switch kind {
	case KindWater:
		// A drop: a round belly and a point, with a shine cut in.
		const bx, by, br = 0.0, 0.3, 0.6
		tipY := -0.98
		d := by - tipY
		spread := math.Acos(br / d)
		aR, aL := -math.Pi/2+spread, -math.Pi/2-spread+2*math.Pi
		tx, ty := bx+br*math.Cos(aR), by+br*math.Sin(aR)
		mx, my := tx/2+0.07, (tipY+ty)/2
		var path curve
		path.MoveTo(p.x(0), p.y(tipY))
		path.QuadTo(p.x(mx), p.y(my), p.x(tx), p.y(ty))
		addArc(&path, p.cx+bx*half, p.cy+by*half, br*half, aR, aL)
		path.QuadTo(p.x(-mx), p.y(my), p.x(0), p.y(tipY))
		path.Close()
		g.fill(path.Path())
		g.cutLine(p.arc(bx, by, br*0.62, math.Pi*0.62, math.Pi*0.98), p.w(0.13))
	case KindMineral:
		// A cluster of three crystals fanning out from one base.
		left := p.crystal(-0.26, 0.92, 0.38, 1.15, -0.5)
		right := p.crystal(0.26, 0.92, 0.38, 1.3, 0.42)
		main := p.crystal(0, 0.92, 0.56, 1.9, 0)
		g.fill(PolygonPath(left))
		g.fill(PolygonPath(right))
		g.cutLine(PolygonPath(main), p.w(0.16))
		g.fill(PolygonPath(main))
		// Facets: a ridge down the middle and the shoulders of the point.
		top, sl, sr := main[0], main[4], main[1]
		ridge := p.at(0, 0.92)
		var facets curve
		facets.MoveTo(float32(sl.X), float32(sl.Y))
		facets.LineTo(float32(p.cx), float32(p.cy+p.w(-0.42)))
		facets.LineTo(float32(sr.X), float32(sr.Y))
		facets.MoveTo(float32(top.X), float32(top.Y))
		facets.LineTo(float32(p.cx), float32(p.cy+p.w(-0.42)))
		facets.LineTo(float32(ridge.X), float32(ridge.Y))
		g.cutLine(facets.Path(), p.w(0.08))
	case KindPlant:
		// A leaf on its stem, with veins.
		var leaf curve
		leaf.MoveTo(p.x(-0.62), p.y(0.62))
		leaf.CubicTo(p.x(-0.95), p.y(-0.2), p.x(-0.1), p.y(-0.85), p.x(0.86), p.y(-0.86))
		leaf.CubicTo(p.x(0.85), p.y(0.1), p.x(0.2), p.y(0.95), p.x(-0.62), p.y(0.62))
		leaf.Close()
		g.line(p.polyline(-0.56, 0.56, -0.92, 0.92), p.w(0.16))
		g.fill(leaf.Path())
		g.cutLine(p.polyline(-0.5, 0.5, 0.62, -0.62), p.w(0.1))
		g.cutLine(p.polyline(-0.12, 0.12, -0.38, -0.22), p.w(0.08))
		g.cutLine(p.polyline(-0.12, 0.12, 0.2, 0.4), p.w(0.08))
		g.cutLine(p.polyline(0.22, -0.22, 0.0, -0.5), p.w(0.08))
		g.cutLine(p.polyline(0.22, -0.22, 0.5, -0.02), p.w(0.08))
	case KindInsect:
		// A beetle seen from above.
		lw := p.w(0.12)
		for _, s := range []float64{-1, 1} {
			g.line(p.polyline(s*0.3, -0.12, s*0.66, -0.3, s*0.8, -0.6), lw)
			g.line(p.polyline(s*0.36, 0.16, s*0.76, 0.2, s*0.92, 0.42), lw)
			g.line(p.polyline(s*0.3, 0.46, s*0.62, 0.7, s*0.66, 0.98), lw)
			g.line(p.polyline(s*0.1, -0.76, s*0.26, -0.96, s*0.44, -0.98), p.w(0.09))
		}
		g.fill(p.circle(0, -0.6, 0.24))
		g.fill(p.ellipse(0, 0.2, 0.5, 0.7, 0))
		g.cutLine(p.polyline(0, -0.22, 0, 0.86), p.w(0.08))
		var bar curve
		bar.MoveTo(p.x(-0.46), p.y(-0.16))
		bar.QuadTo(p.x(0), p.y(-0.34), p.x(0.46), p.y(-0.16))
		g.cutLine(bar.Path(), p.w(0.08))
	case KindAnimal:
		// A paw print.
		var pad curve
		pad.MoveTo(p.x(0), p.y(0.06))
		pad.CubicTo(p.x(0.38), p.y(0.06), p.x(0.66), p.y(0.5), p.x(0.56), p.y(0.74))
		pad.CubicTo(p.x(0.46), p.y(0.98), p.x(0.16), p.y(0.86), p.x(0), p.y(0.86))
		pad.CubicTo(p.x(-0.16), p.y(0.86), p.x(-0.46), p.y(0.98), p.x(-0.56), p.y(0.74))
		pad.CubicTo(p.x(-0.66), p.y(0.5), p.x(-0.38), p.y(0.06), p.x(0), p.y(0.06))
		pad.Close()
		g.fill(pad.Path())
		g.fill(p.ellipse(-0.7, -0.16, 0.2, 0.27, -0.45))
		g.fill(p.ellipse(-0.27, -0.62, 0.21, 0.29, -0.15))
		g.fill(p.ellipse(0.27, -0.62, 0.21, 0.29, 0.15))
		g.fill(p.ellipse(0.7, -0.16, 0.2, 0.27, 0.45))
	case KindOxygen:
		// Bubbles: a big ring, a small ring and a droplet.
		g.line(p.circle(-0.16, 0.2, 0.58), p.w(0.24))
		g.line(p.circle(0.56, -0.58, 0.24), p.w(0.16))
		g.fill(p.circle(0.74, 0.16, 0.13))
	case KindBacteria:
		// A microbe: a wobbly cell with cilia and a nucleus.
		var cilia curve
		const n = 10
		for i := range n {
			a := 2*math.Pi*float64(i)/n + 0.2
			r0, r1 := 0.55, 0.9
			bend := 0.25
			cilia.MoveTo(p.x(r0*math.Cos(a)), p.y(r0*math.Sin(a)))
			cilia.QuadTo(p.x((r0+r1)/2*math.Cos(a+bend)), p.y((r0+r1)/2*math.Sin(a+bend)), p.x(r1*math.Cos(a)), p.y(r1*math.Sin(a)))
		}
		g.line(cilia.Path(), p.w(0.09))
		blob := make([]Point, 12)
		for i := range blob {
			a := 2 * math.Pi * float64(i) / float64(len(blob))
			r := 0.68 * (1 + 0.1*math.Sin(3*a+1) + 0.05*math.Cos(5*a))
			blob[i] = p.at(r*math.Cos(a), r*math.Sin(a))
		}
		g.fill(SmoothPath(blob))
		g.cutFill(p.circle(-0.1, -0.04, 0.2))
		g.cutFill(p.circle(0.26, 0.24, 0.08))
		g.cutFill(p.circle(0.18, -0.3, 0.065))
		g.cutFill(p.circle(-0.28, 0.32, 0.06))
	}
	return g
}

// DrawGodsIcon draws the icon of a kind of pawn centred on (cx, cy) in a
// box of size pixels: fill is its colour, cut the colour behind it (seen
// through its details), and an outline of outlineW pixels is drawn in
// outline when outlineW > 0.
func DrawGodsIcon(dst *ebiten.Image, kind int, cx, cy, size float64, fill, cut, outline color.Color, outlineW float64) {
	kindGlyph(kind, cx, cy, size/2).draw(dst, fill, cut, outline, outlineW)
}

// GodsIcon returns a new size×size image of the icon of a kind in its
// colour, outlined in dark ink, for legends and buttons.
func GodsIcon(kind int, size float64) *ebiten.Image {
	img := newImage(size, size)
	ow := max(1, size*0.05)
	outline, cut := rgb(0x11141B), shade(KindColor(kind), 0.55)
	if kind == KindInsect {
		// Charcoal on a dark table: a light edge and light details.
		outline, cut = KindOutline(kind), KindOutline(kind)
	}
	DrawGodsIcon(img, kind, size/2, size/2, size-2*ow-2, KindColor(kind), cut, outline, ow)
	return img
}

// arrowHead fills a triangle pointing along angle a with its tip at (x, y).
func arrowHead(dst *ebiten.Image, x, y, a, length float64, c color.Color) {
	back := a + math.Pi
	pts := []Point{
		{x, y},
		{x + length*math.Cos(back-0.5), y + length*math.Sin(back-0.5)},
		{x + length*0.55*math.Cos(back), y + length*0.55*math.Sin(back)},
		{x + length*math.Cos(back+0.5), y + length*math.Sin(back+0.5)},
	}
	FillPolygon(dst, pts, c)
}

// arcArrow strokes an arc from a0 to a1 (clockwise when a1 > a0) with an
// arrow head at a1.
func arcArrow(dst *ebiten.Image, cx, cy, r, a0, a1, width float64, c color.Color) {
	tangent := a1 + math.Pi/2
	ccw := a1 < a0
	if ccw {
		tangent = a1 - math.Pi/2
	}
	head := width * 3.2
	// Stop the shaft short of the tip so the head covers its end.
	trim := head * 0.5 / r
	end := a1 - trim
	if ccw {
		end = a1 + trim
	}
	StrokeShape(dst, ArcPath(cx, cy, r, a0, end), width, c)
	arrowHead(dst, cx+r*math.Cos(a1), cy+r*math.Sin(a1), tangent, head, c)
}

// straightArrow draws a shaft from (x0, y0) to (x1, y1) with a head at
// the end.
func straightArrow(dst *ebiten.Image, x0, y0, x1, y1, width float64, c color.Color) {
	a := math.Atan2(y1-y0, x1-x0)
	head := width * 3.2
	Line(dst, x0, y0, x1-math.Cos(a)*head*0.5, y1-math.Sin(a)*head*0.5, width, c)
	arrowHead(dst, x1, y1, a, head, c)
}

// notBadge draws a small red disc with a white cross at (cx, cy): "not".
func notBadge(dst *ebiten.Image, cx, cy, r float64) {
	FillCircle(dst, cx, cy, r+max(0.8, r*0.2), rgb(0xFFFFFF))
	FillCircle(dst, cx, cy, r, rgb(0xE23B2E))
	d := r * 0.45
	w := max(1, r*0.32)
	Line(dst, cx-d, cy-d, cx+d, cy+d, w, rgb(0xFFFFFF))
	Line(dst, cx-d, cy+d, cx+d, cy-d, w, rgb(0xFFFFFF))
}
