package gods

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	rules "starboard/rules/gods"
	"starboard/sprites"
)

// crystal returns the corners of a crystal in glyph units: a prism of
// width w and height h with a pointed top, standing on (bx, by) and
// leaning by angle radians (positive leans right).
func crystal(p sprites.Pen, bx, by, w, h, angle float64) []sprites.Point {
	local := [][2]float64{{0, -h}, {w / 2, -h + w*0.7}, {w / 2, 0}, {-w / 2, 0}, {-w / 2, -h + w*0.7}}
	sin, cos := math.Sincos(angle)
	pts := make([]sprites.Point, len(local))
	for i, l := range local {
		x, y := l[0]*cos-l[1]*sin, l[0]*sin+l[1]*cos
		pts[i] = p.At(bx+x, by+y)
	}
	return pts
}

// kindGlyph returns the icon of a kind in a box of half-size half around
// (cx, cy).
func kindGlyph(kind rules.Kind, cx, cy, half float64) *sprites.Glyph {
	p := sprites.Pen{CX: cx, CY: cy, Half: half}
	g := &sprites.Glyph{}
	switch kind {
	case rules.Water:
		// A drop: a round belly and a point, with a shine cut in.
		const bx, by, br = 0.0, 0.3, 0.6
		tipY := -0.98
		d := by - tipY
		spread := math.Acos(br / d)
		aR, aL := -math.Pi/2+spread, -math.Pi/2-spread+2*math.Pi
		tx, ty := bx+br*math.Cos(aR), by+br*math.Sin(aR)
		mx, my := tx/2+0.07, (tipY+ty)/2
		var path sprites.Curve
		path.MoveTo(p.X(0), p.Y(tipY))
		path.QuadTo(p.X(mx), p.Y(my), p.X(tx), p.Y(ty))
		path.Arc(p.CX+bx*half, p.CY+by*half, br*half, aR, aL)
		path.QuadTo(p.X(-mx), p.Y(my), p.X(0), p.Y(tipY))
		path.Close()
		g.Fill(path.Path())
		g.CutLine(p.Arc(bx, by, br*0.62, math.Pi*0.62, math.Pi*0.98), p.W(0.13))
	case rules.Mineral:
		// A cluster of three crystals fanning out from one base.
		left := crystal(p, -0.26, 0.92, 0.38, 1.15, -0.5)
		right := crystal(p, 0.26, 0.92, 0.38, 1.3, 0.42)
		main := crystal(p, 0, 0.92, 0.56, 1.9, 0)
		g.Fill(sprites.PolygonPath(left))
		g.Fill(sprites.PolygonPath(right))
		g.CutLine(sprites.PolygonPath(main), p.W(0.16))
		g.Fill(sprites.PolygonPath(main))
		// Facets: a ridge down the middle and the shoulders of the point.
		top, sl, sr := main[0], main[4], main[1]
		ridge := p.At(0, 0.92)
		var facets sprites.Curve
		facets.MoveTo(float32(sl.X), float32(sl.Y))
		facets.LineTo(float32(p.CX), float32(p.CY+p.W(-0.42)))
		facets.LineTo(float32(sr.X), float32(sr.Y))
		facets.MoveTo(float32(top.X), float32(top.Y))
		facets.LineTo(float32(p.CX), float32(p.CY+p.W(-0.42)))
		facets.LineTo(float32(ridge.X), float32(ridge.Y))
		g.CutLine(facets.Path(), p.W(0.08))
	case rules.Plant:
		// A leaf on its stem, with veins.
		var leaf sprites.Curve
		leaf.MoveTo(p.X(-0.62), p.Y(0.62))
		leaf.CubicTo(p.X(-0.95), p.Y(-0.2), p.X(-0.1), p.Y(-0.85), p.X(0.86), p.Y(-0.86))
		leaf.CubicTo(p.X(0.85), p.Y(0.1), p.X(0.2), p.Y(0.95), p.X(-0.62), p.Y(0.62))
		leaf.Close()
		g.Line(p.Polyline(-0.56, 0.56, -0.92, 0.92), p.W(0.16))
		g.Fill(leaf.Path())
		g.CutLine(p.Polyline(-0.5, 0.5, 0.62, -0.62), p.W(0.1))
		g.CutLine(p.Polyline(-0.12, 0.12, -0.38, -0.22), p.W(0.08))
		g.CutLine(p.Polyline(-0.12, 0.12, 0.2, 0.4), p.W(0.08))
		g.CutLine(p.Polyline(0.22, -0.22, 0.0, -0.5), p.W(0.08))
		g.CutLine(p.Polyline(0.22, -0.22, 0.5, -0.02), p.W(0.08))
	case rules.Insect:
		// A beetle seen from above.
		lw := p.W(0.12)
		for _, s := range []float64{-1, 1} {
			g.Line(p.Polyline(s*0.3, -0.12, s*0.66, -0.3, s*0.8, -0.6), lw)
			g.Line(p.Polyline(s*0.36, 0.16, s*0.76, 0.2, s*0.92, 0.42), lw)
			g.Line(p.Polyline(s*0.3, 0.46, s*0.62, 0.7, s*0.66, 0.98), lw)
			g.Line(p.Polyline(s*0.1, -0.76, s*0.26, -0.96, s*0.44, -0.98), p.W(0.09))
		}
		g.Fill(p.Circle(0, -0.6, 0.24))
		g.Fill(p.Ellipse(0, 0.2, 0.5, 0.7, 0))
		g.CutLine(p.Polyline(0, -0.22, 0, 0.86), p.W(0.08))
		var bar sprites.Curve
		bar.MoveTo(p.X(-0.46), p.Y(-0.16))
		bar.QuadTo(p.X(0), p.Y(-0.34), p.X(0.46), p.Y(-0.16))
		g.CutLine(bar.Path(), p.W(0.08))
	case rules.Animal:
		// A paw print.
		var pad sprites.Curve
		pad.MoveTo(p.X(0), p.Y(0.06))
		pad.CubicTo(p.X(0.38), p.Y(0.06), p.X(0.66), p.Y(0.5), p.X(0.56), p.Y(0.74))
		pad.CubicTo(p.X(0.46), p.Y(0.98), p.X(0.16), p.Y(0.86), p.X(0), p.Y(0.86))
		pad.CubicTo(p.X(-0.16), p.Y(0.86), p.X(-0.46), p.Y(0.98), p.X(-0.56), p.Y(0.74))
		pad.CubicTo(p.X(-0.66), p.Y(0.5), p.X(-0.38), p.Y(0.06), p.X(0), p.Y(0.06))
		pad.Close()
		g.Fill(pad.Path())
		g.Fill(p.Ellipse(-0.7, -0.16, 0.2, 0.27, -0.45))
		g.Fill(p.Ellipse(-0.27, -0.62, 0.21, 0.29, -0.15))
		g.Fill(p.Ellipse(0.27, -0.62, 0.21, 0.29, 0.15))
		g.Fill(p.Ellipse(0.7, -0.16, 0.2, 0.27, 0.45))
	case rules.Oxygen:
		// Bubbles: a big ring, a small ring and a droplet.
		g.Line(p.Circle(-0.16, 0.2, 0.58), p.W(0.24))
		g.Line(p.Circle(0.56, -0.58, 0.24), p.W(0.16))
		g.Fill(p.Circle(0.74, 0.16, 0.13))
	case rules.Bacteria:
		// A microbe: a wobbly cell with cilia and a nucleus.
		var cilia sprites.Curve
		const n = 10
		for i := range n {
			a := 2*math.Pi*float64(i)/n + 0.2
			r0, r1 := 0.55, 0.9
			bend := 0.25
			cilia.MoveTo(p.X(r0*math.Cos(a)), p.Y(r0*math.Sin(a)))
			cilia.QuadTo(p.X((r0+r1)/2*math.Cos(a+bend)), p.Y((r0+r1)/2*math.Sin(a+bend)), p.X(r1*math.Cos(a)), p.Y(r1*math.Sin(a)))
		}
		g.Line(cilia.Path(), p.W(0.09))
		blob := make([]sprites.Point, 12)
		for i := range blob {
			a := 2 * math.Pi * float64(i) / float64(len(blob))
			r := 0.68 * (1 + 0.1*math.Sin(3*a+1) + 0.05*math.Cos(5*a))
			blob[i] = p.At(r*math.Cos(a), r*math.Sin(a))
		}
		g.Fill(sprites.SmoothPath(blob))
		g.CutFill(p.Circle(-0.1, -0.04, 0.2))
		g.CutFill(p.Circle(0.26, 0.24, 0.08))
		g.CutFill(p.Circle(0.18, -0.3, 0.065))
		g.CutFill(p.Circle(-0.28, 0.32, 0.06))
	}
	return g
}

// DrawIcon draws the icon of a kind of pawn centred on (cx, cy) in a
// box of size pixels: fill is its colour, cut the colour behind it (seen
// through its details), and an outline of outlineW pixels is drawn in
// outline when outlineW > 0.
func DrawIcon(dst *ebiten.Image, kind rules.Kind, cx, cy, size float64, fill, cut, outline color.Color, outlineW float64) {
	kindGlyph(kind, cx, cy, size/2).Draw(dst, fill, cut, outline, outlineW)
}

// Icon returns a new size×size image of the icon of a kind in its
// colour, outlined in dark ink, for legends and buttons.
func Icon(kind rules.Kind, size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	ow := max(1, size*0.05)
	outline, cut := sprites.RGB(0x11141B), sprites.Shade(KindColor(kind), 0.55)
	if kind == rules.Insect {
		// Charcoal on a dark table: a light edge and light details.
		outline, cut = KindOutline(kind), KindOutline(kind)
	}
	DrawIcon(img, kind, size/2, size/2, size-2*ow-2, KindColor(kind), cut, outline, ow)
	return img
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
	sprites.StrokeShape(dst, sprites.ArcPath(cx, cy, r, a0, end), width, c)
	sprites.ArrowHead(dst, cx+r*math.Cos(a1), cy+r*math.Sin(a1), tangent, head, c)
}

// straightArrow draws a shaft from (x0, y0) to (x1, y1) with a head at
// the end.
func straightArrow(dst *ebiten.Image, x0, y0, x1, y1, width float64, c color.Color) {
	a := math.Atan2(y1-y0, x1-x0)
	head := width * 3.2
	sprites.Line(dst, x0, y0, x1-math.Cos(a)*head*0.5, y1-math.Sin(a)*head*0.5, width, c)
	sprites.ArrowHead(dst, x1, y1, a, head, c)
}

// notBadge draws a small red disc with a white cross at (cx, cy): "not".
func notBadge(dst *ebiten.Image, cx, cy, r float64) {
	sprites.FillCircle(dst, cx, cy, r+max(0.8, r*0.2), sprites.RGB(0xFFFFFF))
	sprites.FillCircle(dst, cx, cy, r, sprites.RGB(0xE23B2E))
	d := r * 0.45
	w := max(1, r*0.32)
	sprites.Line(dst, cx-d, cy-d, cx+d, cy+d, w, sprites.RGB(0xFFFFFF))
	sprites.Line(dst, cx-d, cy+d, cx+d, cy-d, w, sprites.RGB(0xFFFFFF))
}
