package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Base size of the logical canvas. The canvas keeps at least this much
// room and grows on one axis to fill the window's shape.
const (
	BaseW = 1280
	BaseH = 720
)

// Canvas is the screen image seen in logical units. Scale converts logical
// units to device pixels; everything drawn through it is sharp at any
// window size and device scale factor.
//
// A stack of transforms (Push, PushFaded, Pop) lets a node of a scene
// graph draw in its own units: every primitive follows the transform, text
// follows its translation and scale but stays upright, and nothing changes
// while no transform is pushed.
type Canvas struct {
	Dst   *ebiten.Image
	Scale float64
	W, H  float64
	App   *App

	imageOp  ebiten.DrawImageOptions
	inkVerts []ebiten.Vertex
	inkOp    ebiten.DrawTrianglesOptions

	// The transform stack: cur is in force, stack holds what Pop restores.
	cur   canvasState
	stack []canvasState
	tint  color.RGBA // the colour of the text being drawn, passed by pointer
	mini  int        // the depth of Miniature scopes, for the audit
}

// Rect is a rectangle in logical units.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether x, y lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Overlaps reports whether r and o share some area (touching edges do
// not).
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Center returns the middle of r.
func (r Rect) Center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Gap returns the distance between r and o: 0 when they touch or overlap.
func (r Rect) Gap(o Rect) float64 {
	dx := max(o.X-(r.X+r.W), r.X-(o.X+o.W), 0)
	dy := max(o.Y-(r.Y+r.H), r.Y-(o.Y+o.H), 0)
	return math.Hypot(dx, dy)
}

// Inset returns r shrunk by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Fill paints the whole canvas, whatever the transform.
func (c *Canvas) Fill(col color.Color) { c.Dst.Fill(col) }

// Rect fills r.
func (c *Canvas) Rect(r Rect, col color.RGBA) {
	c.inkRect(maskFor(maskKey{}), c.inkUnits(r), col)
}

// RoundRect fills r with rounded corners of radius rad.
func (c *Canvas) RoundRect(r Rect, rad float64, col color.RGBA) {
	ir := c.inkUnits(r)
	u := c.perPx()
	k := math.Min(rad*c.Scale*c.cur.zoom(), math.Min(ir.W, ir.H)*u/2)
	c.inkRect(maskFor(maskKey{radius: quarter(k)}), ir, col)
}

// RoundRectStroke outlines r with rounded corners: the outline's centre
// runs along r.
func (c *Canvas) RoundRectStroke(r Rect, rad, width float64, col color.RGBA) {
	ir := c.inkUnits(r)
	u := c.perPx()
	k := math.Min(rad*c.Scale*c.cur.zoom(), math.Min(ir.W, ir.H)*u/2)
	w := quarter(width * c.Scale * c.cur.zoom())
	if w <= 0 {
		return
	}
	half := float64(w) / 8 / u
	c.inkRect(maskFor(maskKey{radius: quarter(k), width: w}), ir.Inset(-half), col)
}

// inkUnits returns r in the units the ink functions take: local units
// under a transform, device pixels without one.
func (c *Canvas) inkUnits(r Rect) Rect {
	if c.cur.on {
		return r
	}
	s := c.Scale
	return Rect{r.X * s, r.Y * s, r.W * s, r.H * s}
}

// Curves are built from straight segments: Ebitengine's stroker can
// subdivide arcs and Bézier curves almost without end.
const cornerSteps = 6

func roundRectPath(p *vector.Path, r Rect, rad, s float64) {
	x, y, w, h := r.X*s, r.Y*s, r.W*s, r.H*s
	k := math.Min(rad*s, math.Min(w/2, h/2))
	corners := [4][3]float64{
		{x + w - k, y + k, -math.Pi / 2},
		{x + w - k, y + h - k, 0},
		{x + k, y + h - k, math.Pi / 2},
		{x + k, y + k, math.Pi},
	}
	for i, cr := range corners {
		for j := 0; j <= cornerSteps; j++ {
			a := cr[2] + math.Pi/2*float64(j)/cornerSteps
			px, py := float32(cr[0]+k*math.Cos(a)), float32(cr[1]+k*math.Sin(a))
			if i == 0 && j == 0 {
				p.MoveTo(px, py)
			} else {
				p.LineTo(px, py)
			}
		}
	}
	p.Close()
}

func circlePath(p *vector.Path, x, y, r float64) {
	const steps = 40
	for j := 0; j < steps; j++ {
		a := 2 * math.Pi * float64(j) / steps
		px, py := float32(x+r*math.Cos(a)), float32(y+r*math.Sin(a))
		if j == 0 {
			p.MoveTo(px, py)
		} else {
			p.LineTo(px, py)
		}
	}
	p.Close()
}

// Circle fills a circle.
func (c *Canvas) Circle(x, y, r float64, col color.RGBA) {
	k := quarter(r * c.Scale * c.cur.zoom())
	if k <= 0 {
		return
	}
	x, y = c.inkPoint(x, y)
	c.inkDisc(maskFor(maskKey{radius: k, disc: true}), x, y, col)
}

// Ring outlines a circle: the outline's centre runs along the circle.
func (c *Canvas) Ring(x, y, r, width float64, col color.RGBA) {
	k, w := quarter(r*c.Scale*c.cur.zoom()), quarter(width*c.Scale*c.cur.zoom())
	if k <= 0 || w <= 0 {
		return
	}
	x, y = c.inkPoint(x, y)
	c.inkDisc(maskFor(maskKey{radius: k, width: w, disc: true}), x, y, col)
}

// Line draws a line with square ends.
func (c *Canvas) Line(x0, y0, x1, y1, width float64, col color.RGBA) {
	x0, y0 = c.inkPoint(x0, y0)
	x1, y1 = c.inkPoint(x1, y1)
	if !c.cur.on {
		width *= c.Scale
	}
	c.inkLine(x0, y0, x1, y1, width, col)
}

// inkPoint returns a point in the units the ink functions take.
func (c *Canvas) inkPoint(x, y float64) (float64, float64) {
	if c.cur.on {
		return x, y
	}
	return x * c.Scale, y * c.Scale
}

// Image draws img, whose size is in device pixels, centred on x, y, with
// alpha. Under a transform the image turns with it and is scaled by it: an
// image rendered at Px(size) covers size local units.
func (c *Canvas) Image(img *ebiten.Image, x, y, alpha float64) {
	b := img.Bounds()
	c.imageOp = ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	if c.cur.on {
		if c.cur.scale == 0 {
			return
		}
		c.imageOp.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
		k := 1 / (c.Scale * c.cur.zoom())
		c.imageOp.GeoM.Scale(k, k)
		c.imageOp.GeoM.Translate(x, y)
		c.imageOp.GeoM.Concat(c.cur.geo)
		c.imageOp.GeoM.Scale(c.Scale, c.Scale)
		c.imageOp.ColorScale.ScaleAlpha(float32(alpha * c.cur.alpha))
		c.Dst.DrawImage(img, &c.imageOp)
		return
	}
	c.imageOp.GeoM.Translate(x*c.Scale-float64(b.Dx())/2, y*c.Scale-float64(b.Dy())/2)
	c.imageOp.ColorScale.ScaleAlpha(float32(alpha))
	c.Dst.DrawImage(img, &c.imageOp)
}

// ImageIn draws img stretched over r, whatever its size in pixels: for an
// image rendered at a rounded size, or once for several sizes.
func (c *Canvas) ImageIn(img *ebiten.Image, r Rect, alpha float64) {
	b := img.Bounds()
	if b.Dx() == 0 || b.Dy() == 0 {
		return
	}
	c.imageOp = ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	c.imageOp.GeoM.Scale(r.W/float64(b.Dx()), r.H/float64(b.Dy()))
	c.imageOp.GeoM.Translate(r.X, r.Y)
	if c.cur.on {
		c.imageOp.GeoM.Concat(c.cur.geo)
		alpha *= c.cur.alpha
	}
	c.imageOp.GeoM.Scale(c.Scale, c.Scale)
	c.imageOp.ColorScale.ScaleAlpha(float32(alpha))
	c.Dst.DrawImage(img, &c.imageOp)
}

// Px returns the number of device pixels of a local length, for images
// rendered once at the size they are drawn. Under a transform it counts
// the transform's scale too, along the axis it stretches most.
func (c *Canvas) Px(logical float64) int { return int(logical*c.Scale*c.cur.zoom() + 0.5) }

// canvasState is a transform from local units to logical units and an
// opacity. Its zero value, off, is the identity at full opacity, drawn by
// the plain code paths so untransformed drawing is what it always was.
type canvasState struct {
	geo   ebiten.GeoM
	alpha float64
	scale float64 // how much geo stretches lengths, along its longer axis
	on    bool
}

func (s *canvasState) zoom() float64 {
	if !s.on {
		return 1
	}
	return s.scale
}

// Push makes g, a transform from a new local space to the current one,
// part of the canvas transform until the matching Pop. Everything drawn
// meanwhile is in the new local units.
func (c *Canvas) Push(g ebiten.GeoM) { c.PushFaded(g, 1) }

// PushFaded is Push that also multiplies the opacity of what is drawn
// until the matching Pop by alpha.
func (c *Canvas) PushFaded(g ebiten.GeoM, alpha float64) {
	c.stack = append(c.stack, c.cur)
	next := canvasState{geo: g, alpha: alpha}
	if c.cur.on {
		next.geo.Concat(c.cur.geo)
		next.alpha *= c.cur.alpha
	}
	next.on = next.alpha != 1 || !isIdentity(next.geo)
	a, b, cc, d, _, _ := geoElements(next.geo)
	next.scale = math.Max(math.Hypot(a, cc), math.Hypot(b, d))
	c.cur = next
}

// Pop restores the transform before the last Push.
func (c *Canvas) Pop() {
	if n := len(c.stack); n > 0 {
		c.cur = c.stack[n-1]
		c.stack = c.stack[:n-1]
	}
}

// ResetTransform drops every pushed transform.
func (c *Canvas) ResetTransform() {
	c.cur = canvasState{}
	c.stack = c.stack[:0]
	c.mini = 0
}

// Transform returns the transform from local units to logical units.
func (c *Canvas) Transform() ebiten.GeoM {
	if !c.cur.on {
		return ebiten.GeoM{}
	}
	return c.cur.geo
}

// Alpha returns the opacity pushed onto the canvas, 1 when none.
func (c *Canvas) Alpha() float64 {
	if !c.cur.on {
		return 1
	}
	return c.cur.alpha
}

// ToLogical maps a point of the local units to the logical canvas.
func (c *Canvas) ToLogical(x, y float64) (float64, float64) {
	if !c.cur.on {
		return x, y
	}
	return c.cur.geo.Apply(x, y)
}

// textAt maps a text anchor and size to the logical canvas, and the
// colour to the pushed opacity, returned as a color.Color that points into
// the canvas so that passing it on allocates nothing. Text follows
// translation and scale but not rotation.
func (c *Canvas) textAt(x, y, size float64, col color.RGBA) (float64, float64, float64, color.Color) {
	c.tint = col
	if !c.cur.on {
		return x, y, size, &c.tint
	}
	x, y = c.cur.geo.Apply(x, y)
	if a := c.cur.alpha; a != 1 {
		k := math.Max(0, math.Min(1, a))
		f := func(v uint8) uint8 { return uint8(float64(v)*k + 0.5) }
		c.tint = color.RGBA{f(col.R), f(col.G), f(col.B), f(col.A)}
	}
	return x, y, size * c.cur.scale, &c.tint
}

func geoElements(g ebiten.GeoM) (a, b, c, d, tx, ty float64) {
	return g.Element(0, 0), g.Element(0, 1), g.Element(1, 0), g.Element(1, 1), g.Element(0, 2), g.Element(1, 2)
}

func isIdentity(g ebiten.GeoM) bool {
	a, b, c, d, tx, ty := geoElements(g)
	return a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
}
