package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Point is a position in device pixels.
type Point struct{ X, Y float64 }

// ColorStop is one colour of a gradient, at a position from 0 to 1.
type ColorStop struct {
	At    float64
	Color color.Color
}

// newImage returns a transparent image of at least 1×1 pixels.
func newImage(w, h float64) *ebiten.Image {
	return newSizedImage(int(math.Ceil(w)), int(math.Ceil(h)))
}

func pathOptions(c color.Color) *vector.DrawPathOptions {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	return op
}

// FillShape fills the path p with the colour c, antialiased.
func FillShape(dst *ebiten.Image, p *vector.Path, c color.Color) {
	FillPath(dst, p, nil, pathOptions(c))
}

// StrokeShape strokes the path p with round caps and mitred joins (bevelled
// where sharper than the miter limit). Round joins cost far more in
// Ebitengine's stroker on long polylines.
func StrokeShape(dst *ebiten.Image, p *vector.Path, width float64, c color.Color) {
	op := &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinMiter, MiterLimit: 3, LineCap: vector.LineCapRound}
	StrokePath(dst, p, op, pathOptions(c))
}

// ArcPath returns an open arc of the circle (cx, cy, r) from angle a0 to
// a1 (radians; clockwise on screen when a1 > a0).
func ArcPath(cx, cy, r, a0, a1 float64) *vector.Path {
	var p curve
	addArc(&p, cx, cy, r, a0, a1)
	return p.Path()
}

// CirclePath returns a closed circle.
func CirclePath(cx, cy, r float64) *vector.Path {
	var p curve
	addArc(&p, cx, cy, r, 0, 2*math.Pi*(1-1e-9))
	p.Close()
	return p.Path()
}

// EllipsePath returns a closed ellipse with radii rx, ry, turned by
// rotation radians.
func EllipsePath(cx, cy, rx, ry, rotation float64) *vector.Path {
	const n = 48
	pts := make([]Point, n)
	s, c := math.Sincos(rotation)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / n
		x, y := rx*math.Cos(a), ry*math.Sin(a)
		pts[i] = Point{cx + x*c - y*s, cy + x*s + y*c}
	}
	return PolygonPath(pts)
}

// RoundRectPath returns a closed rectangle with corners of radius r.
func RoundRectPath(x, y, w, h, r float64) *vector.Path {
	r = max(0, min(r, w/2, h/2))
	var p curve
	x0, y0, x1, y1 := x, y, x+w, y+h
	p.MoveTo(float32(x0+r), float32(y0))
	if r > 0 {
		addArc(&p, x1-r, y0+r, r, -math.Pi/2, 0)
		addArc(&p, x1-r, y1-r, r, 0, math.Pi/2)
		addArc(&p, x0+r, y1-r, r, math.Pi/2, math.Pi)
		addArc(&p, x0+r, y0+r, r, math.Pi, 3*math.Pi/2)
	} else {
		p.LineTo(float32(x1), float32(y0))
		p.LineTo(float32(x1), float32(y1))
		p.LineTo(float32(x0), float32(y1))
	}
	p.Close()
	return p.Path()
}

// PolygonPath returns the closed polygon through pts.
func PolygonPath(pts []Point) *vector.Path {
	var p vector.Path
	for i, pt := range pts {
		if i == 0 {
			p.MoveTo(float32(pt.X), float32(pt.Y))
		} else {
			p.LineTo(float32(pt.X), float32(pt.Y))
		}
	}
	p.Close()
	return &p
}

// SmoothPath returns a closed curve that passes through the midpoints of
// the polygon pts and bends towards its corners: a blob.
func SmoothPath(pts []Point) *vector.Path {
	var p curve
	n := len(pts)
	if n < 3 {
		return PolygonPath(pts)
	}
	mid := func(a, b Point) Point { return Point{(a.X + b.X) / 2, (a.Y + b.Y) / 2} }
	start := mid(pts[n-1], pts[0])
	p.MoveTo(float32(start.X), float32(start.Y))
	for i := range n {
		m := mid(pts[i], pts[(i+1)%n])
		p.QuadTo(float32(pts[i].X), float32(pts[i].Y), float32(m.X), float32(m.Y))
	}
	p.Close()
	return p.Path()
}

// RegularPolygon returns the n corners of a regular polygon of radius r
// around (cx, cy), the first corner at angle rotation (radians, clockwise
// from the positive x axis, as y grows downwards).
func RegularPolygon(cx, cy, r float64, n int, rotation float64) []Point {
	pts := make([]Point, n)
	for i := range pts {
		a := rotation + 2*math.Pi*float64(i)/float64(n)
		pts[i] = Point{cx + r*math.Cos(a), cy + r*math.Sin(a)}
	}
	return pts
}

// StarPolygon returns the 2n corners of a star with n points, outer
// radius outer and inner radius inner.
func StarPolygon(cx, cy, outer, inner float64, n int, rotation float64) []Point {
	pts := make([]Point, 2*n)
	for i := range pts {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := rotation + math.Pi*float64(i)/float64(n)
		pts[i] = Point{cx + r*math.Cos(a), cy + r*math.Sin(a)}
	}
	return pts
}

func translatePoints(pts []Point, dx, dy float64) []Point {
	out := make([]Point, len(pts))
	for i, p := range pts {
		out[i] = Point{p.X + dx, p.Y + dy}
	}
	return out
}

// FillRoundRect fills a rectangle with rounded corners.
func FillRoundRect(dst *ebiten.Image, x, y, w, h, r float64, c color.Color) {
	FillShape(dst, RoundRectPath(x, y, w, h, r), c)
}

// StrokeRoundRect strokes a rectangle with rounded corners; the stroke is
// centred on the edge.
func StrokeRoundRect(dst *ebiten.Image, x, y, w, h, r, width float64, c color.Color) {
	StrokeShape(dst, RoundRectPath(x, y, w, h, r), width, c)
}

// FillCircle fills a circle.
func FillCircle(dst *ebiten.Image, cx, cy, r float64, c color.Color) {
	FillShape(dst, CirclePath(cx, cy, r), c)
}

// StrokeCircle strokes a circle.
func StrokeCircle(dst *ebiten.Image, cx, cy, r, width float64, c color.Color) {
	StrokeShape(dst, CirclePath(cx, cy, r), width, c)
}

// FillPolygon fills the polygon through pts.
func FillPolygon(dst *ebiten.Image, pts []Point, c color.Color) {
	FillShape(dst, PolygonPath(pts), c)
}

// StrokePolygon strokes the closed polygon through pts.
func StrokePolygon(dst *ebiten.Image, pts []Point, width float64, c color.Color) {
	StrokeShape(dst, PolygonPath(pts), width, c)
}

// FillStar fills a star with n points.
func FillStar(dst *ebiten.Image, cx, cy, outer, inner float64, n int, rotation float64, c color.Color) {
	FillPolygon(dst, StarPolygon(cx, cy, outer, inner, n, rotation), c)
}

// Line draws a segment of the given width with round ends.
func Line(dst *ebiten.Image, x0, y0, x1, y1, width float64, c color.Color) {
	var p vector.Path
	p.MoveTo(float32(x0), float32(y0))
	p.LineTo(float32(x1), float32(y1))
	StrokeShape(dst, &p, width, c)
}

// DashedCircle strokes a circle as n dashes; fill is the share of each
// dash period that is drawn (0 to 1), rotation turns the pattern.
func DashedCircle(dst *ebiten.Image, cx, cy, r, width float64, n int, fill, rotation float64, c color.Color) {
	var p curve
	step := 2 * math.Pi / float64(n)
	for i := range n {
		a0 := rotation + float64(i)*step
		a1 := a0 + step*fill
		p.MoveTo(float32(cx+r*math.Cos(a0)), float32(cy+r*math.Sin(a0)))
		addArc(&p, cx, cy, r, a0, a1)
	}
	StrokeShape(dst, p.Path(), width, c)
}

// SoftShadow draws the shape p blurred over blur pixels in the colour c
// (usually translucent black). Offset the path first for a drop shadow.
// The blur is made of translucent copies of the shape spread around it,
// added up along each axis in turn with Gaussian weights.
func SoftShadow(dst *ebiten.Image, p *vector.Path, blur float64, c color.Color) {
	drawBlurred(dst, p, 0, blur, c, ebiten.BlendSourceOver)
}

// Glow adds a soft halo in the colour c around the outline of the shape p,
// reaching about blur pixels on each side; it brightens what is below.
func Glow(dst *ebiten.Image, p *vector.Path, blur float64, c color.Color) {
	drawBlurred(dst, p, max(1, blur*0.35), blur, c, ebiten.BlendLighter)
}

// drawBlurred draws p (filled, or stroked when stroke > 0) blurred by
// blur pixels onto dst, tinted by c. A wide blur is computed at a lower
// resolution and scaled up: the result is as smooth and far cheaper.
func drawBlurred(dst *ebiten.Image, p *vector.Path, stroke, blur float64, c color.Color, blend ebiten.Blend) {
	margin := int(math.Ceil(blur*1.6+stroke)) + 2
	bounds := p.Bounds().Inset(-margin)
	if bounds.Empty() {
		return
	}
	f := max(1, blur/3) // device pixels per pixel of the blurred mask
	w, h := int(math.Ceil(float64(bounds.Dx())/f)), int(math.Ceil(float64(bounds.Dy())/f))
	mask := ebiten.NewImage(w, h)
	var moved vector.Path
	op := &vector.AddPathOptions{}
	op.GeoM.Translate(float64(-bounds.Min.X), float64(-bounds.Min.Y))
	op.GeoM.Scale(1/f, 1/f)
	moved.AddPath(p, op)
	if stroke > 0 {
		StrokeShape(mask, &moved, max(1, stroke/f), color.White)
	} else {
		FillShape(mask, &moved, color.White)
	}
	blurred := mask
	var tmp *ebiten.Image
	if blur >= 0.5 {
		tmp = ebiten.NewImage(w, h)
		blurred = ebiten.NewImage(w, h)
		blurPass(tmp, mask, blur/f, 1, 0)
		blurPass(blurred, tmp, blur/f, 0, 1)
	}
	out := &ebiten.DrawImageOptions{Blend: blend, Filter: ebiten.FilterLinear}
	out.GeoM.Scale(f, f)
	out.GeoM.Translate(float64(bounds.Min.X), float64(bounds.Min.Y))
	out.ColorScale.ScaleWithColor(c)
	dst.DrawImage(blurred, out)
	mask.Deallocate()
	if tmp != nil {
		tmp.Deallocate()
		blurred.Deallocate()
	}
}

// blurPass adds into dst copies of src shifted along (dx, dy) with
// Gaussian weights of standard deviation blur/2.
func blurPass(dst, src *ebiten.Image, blur, dx, dy float64) {
	const taps = 6 // on each side
	sigma := blur / 2
	var weights [2*taps + 1]float64
	total := 0.0
	for i := -taps; i <= taps; i++ {
		d := blur * float64(i) / taps
		w := math.Exp(-d * d / (2 * sigma * sigma))
		weights[i+taps] = w
		total += w
	}
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendLighter, Filter: ebiten.FilterLinear}
	for i := -taps; i <= taps; i++ {
		d := blur * float64(i) / taps
		w := float32(weights[i+taps] / total)
		op.GeoM.Reset()
		op.GeoM.Translate(d*dx, d*dy)
		op.ColorScale.Reset()
		op.ColorScale.Scale(w, w, w, w)
		dst.DrawImage(src, op)
	}
}

// LinearGradient returns a new w×h image filled with a gradient that runs
// from (x0, y0) to (x1, y1) through the stops.
func LinearGradient(w, h int, x0, y0, x1, y1 float64, stops ...ColorStop) *ebiten.Image {
	return gradientImage(image.Rect(0, 0, w, h), linearAt(x0, y0, x1, y1), stops)
}

// RadialGradient returns a new w×h image filled with a gradient from the
// centre (cx, cy) out to radius r through the stops.
func RadialGradient(w, h int, cx, cy, r float64, stops ...ColorStop) *ebiten.Image {
	return gradientImage(image.Rect(0, 0, w, h), radialAt(cx, cy, r), stops)
}

// FillShapeLinear fills the path p with a linear gradient from (x0, y0) to
// (x1, y1) in dst's coordinates.
func FillShapeLinear(dst *ebiten.Image, p *vector.Path, x0, y0, x1, y1 float64, stops ...ColorStop) {
	fillShapeWith(dst, p, linearAt(x0, y0, x1, y1), stops)
}

// FillShapeRadial fills the path p with a radial gradient around (cx, cy)
// of radius r in dst's coordinates.
func FillShapeRadial(dst *ebiten.Image, p *vector.Path, cx, cy, r float64, stops ...ColorStop) {
	fillShapeWith(dst, p, radialAt(cx, cy, r), stops)
}

func linearAt(x0, y0, x1, y1 float64) func(x, y float64) float64 {
	dx, dy := x1-x0, y1-y0
	l2 := dx*dx + dy*dy
	if l2 == 0 {
		l2 = 1
	}
	return func(x, y float64) float64 { return ((x-x0)*dx + (y-y0)*dy) / l2 }
}

func radialAt(cx, cy, r float64) func(x, y float64) float64 {
	if r <= 0 {
		r = 1
	}
	return func(x, y float64) float64 { return math.Hypot(x-cx, y-cy) / r }
}

// fillShapeWith paints the colour field at(x, y) through stops, clipped
// by p, rendering the field only over p's bounds.
func fillShapeWith(dst *ebiten.Image, p *vector.Path, at func(x, y float64) float64, stops []ColorStop) {
	bounds := p.Bounds().Inset(-2).Intersect(dst.Bounds())
	if bounds.Empty() {
		return
	}
	paintClipped(dst, p, bounds, gradientImage(bounds, at, stops))
}

// paintClipped draws src, which covers bounds of dst, through the shape p.
func paintClipped(dst *ebiten.Image, p *vector.Path, bounds image.Rectangle, src *ebiten.Image) {
	mask := ebiten.NewImage(bounds.Dx(), bounds.Dy())
	var moved vector.Path
	op := &vector.AddPathOptions{}
	op.GeoM.Translate(float64(-bounds.Min.X), float64(-bounds.Min.Y))
	moved.AddPath(p, op)
	FillShape(mask, &moved, color.White)
	in := &ebiten.DrawImageOptions{Blend: ebiten.BlendSourceIn}
	mask.DrawImage(src, in)
	out := &ebiten.DrawImageOptions{}
	out.GeoM.Translate(float64(bounds.Min.X), float64(bounds.Min.Y))
	dst.DrawImage(mask, out)
	mask.Deallocate()
	src.Deallocate()
}

// gradientImage renders the field at(x, y) (evaluated at pixel centres in
// the coordinates of bounds) through the stops.
func gradientImage(bounds image.Rectangle, at func(x, y float64) float64, stops []ColorStop) *ebiten.Image {
	pix := image.NewRGBA(image.Rect(0, 0, max(1, bounds.Dx()), max(1, bounds.Dy())))
	table := gradientTable(stops)
	i := 0
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			t := at(float64(x)+0.5, float64(y)+0.5)
			c := table[int(math.Round(min(max(t, 0), 1)*255))]
			pix.Pix[i+0] = c.R
			pix.Pix[i+1] = c.G
			pix.Pix[i+2] = c.B
			pix.Pix[i+3] = c.A
			i += 4
		}
	}
	return NewImageFrom(pix)
}

// gradientTable samples the stops at 256 positions, premultiplied.
func gradientTable(stops []ColorStop) *[256]color.RGBA {
	var table [256]color.RGBA
	if len(stops) == 0 {
		return &table
	}
	type lin struct{ at, r, g, b, a float64 }
	ls := make([]lin, len(stops))
	for i, s := range stops {
		r, g, b, a := s.Color.RGBA()
		ls[i] = lin{s.At, float64(r) / 257, float64(g) / 257, float64(b) / 257, float64(a) / 257}
	}
	for i := range table {
		t := float64(i) / 255
		var c lin
		switch {
		case t <= ls[0].at:
			c = ls[0]
		case t >= ls[len(ls)-1].at:
			c = ls[len(ls)-1]
		default:
			for j := 1; j < len(ls); j++ {
				if t <= ls[j].at {
					a, b := ls[j-1], ls[j]
					f := 0.0
					if b.at > a.at {
						f = (t - a.at) / (b.at - a.at)
					}
					f = f * f * (3 - 2*f) // smooth the joins between stops
					c = lin{t, a.r + (b.r-a.r)*f, a.g + (b.g-a.g)*f, a.b + (b.b-a.b)*f, a.a + (b.a-a.a)*f}
					break
				}
			}
		}
		table[i] = color.RGBA{uint8(c.r + 0.5), uint8(c.g + 0.5), uint8(c.b + 0.5), uint8(c.a + 0.5)}
	}
	return &table
}

// curve builds a vector.Path out of straight segments only: it flattens
// curves and arcs itself. Ebitengine's stroker (v2.10.4) can subdivide
// curves without end when they are short and the stroke thin, which costs
// seconds and gigabytes; polylines stroke cheaply and exactly.
type curve struct {
	p      vector.Path
	x, y   float64 // the current point
	x0, y0 float64 // the start of the current sub-path
	open   bool
}

// MoveTo starts a new sub-path at (x, y).
func (c *curve) MoveTo(x, y float32) {
	c.p.MoveTo(x, y)
	c.x, c.y, c.x0, c.y0, c.open = float64(x), float64(y), float64(x), float64(y), true
}

// LineTo adds a segment to (x, y), or starts the path there.
func (c *curve) LineTo(x, y float32) {
	if !c.open {
		c.MoveTo(x, y)
		return
	}
	c.p.LineTo(x, y)
	c.x, c.y = float64(x), float64(y)
}

func (c *curve) lineTo(x, y float64) { c.LineTo(float32(x), float32(y)) }

// segments returns how many straight pieces a curve whose control polygon
// is length pixels long is cut into.
func segments(length float64) int {
	return min(max(int(math.Ceil(length/4)), 2), 64)
}

// QuadTo adds a quadratic Bézier curve through control (x1, y1) to (x2, y2).
func (c *curve) QuadTo(x1, y1, x2, y2 float32) {
	ax, ay := c.x, c.y
	bx, by, ex, ey := float64(x1), float64(y1), float64(x2), float64(y2)
	n := segments(math.Hypot(bx-ax, by-ay) + math.Hypot(ex-bx, ey-by))
	for i := 1; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		c.lineTo(u*u*ax+2*u*t*bx+t*t*ex, u*u*ay+2*u*t*by+t*t*ey)
	}
}

// CubicTo adds a cubic Bézier curve through controls (x1, y1), (x2, y2)
// to (x3, y3).
func (c *curve) CubicTo(x1, y1, x2, y2, x3, y3 float32) {
	ax, ay := c.x, c.y
	bx, by, cx, cy, ex, ey := float64(x1), float64(y1), float64(x2), float64(y2), float64(x3), float64(y3)
	n := segments(math.Hypot(bx-ax, by-ay) + math.Hypot(cx-bx, cy-by) + math.Hypot(ex-cx, ey-cy))
	for i := 1; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		c.lineTo(u*u*u*ax+3*u*u*t*bx+3*u*t*t*cx+t*t*t*ex, u*u*u*ay+3*u*u*t*by+3*u*t*t*cy+t*t*t*ey)
	}
}

// Close closes the current sub-path.
func (c *curve) Close() {
	c.p.Close()
	c.x, c.y, c.open = c.x0, c.y0, false
}

// Path returns the built path.
func (c *curve) Path() *vector.Path { return &c.p }

// addArc adds to c an arc of the circle (cx, cy, r) from angle a0 to a1,
// clockwise on screen when a1 > a0, joined by a line to the current point
// (or starting the path).
func addArc(c *curve, cx, cy, r, a0, a1 float64) {
	n := segments(math.Abs(a1-a0) * r)
	n = max(n, int(math.Ceil(math.Abs(a1-a0)/(math.Pi/16))))
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		c.lineTo(cx+r*math.Cos(a), cy+r*math.Sin(a))
	}
}
