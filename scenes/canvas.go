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
type Canvas struct {
	Dst   *ebiten.Image
	Scale float64
	W, H  float64
	App   *App

	path     *vector.Path
	fillOp   vector.DrawPathOptions
	strokeOp vector.StrokeOptions
	imageOp  ebiten.DrawImageOptions
}

// Rect is a rectangle in logical units.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether x, y lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Center returns the middle of r.
func (r Rect) Center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Inset returns r shrunk by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Fill paints the whole canvas.
func (c *Canvas) Fill(col color.Color) { c.Dst.Fill(col) }

// Rect fills r.
func (c *Canvas) Rect(r Rect, col color.Color) {
	s := float32(c.Scale)
	vector.FillRect(c.Dst, float32(r.X)*s, float32(r.Y)*s, float32(r.W)*s, float32(r.H)*s, col, true)
}

// RoundRect fills r with rounded corners of radius rad.
func (c *Canvas) RoundRect(r Rect, rad float64, col color.Color) {
	p := c.scratchPath()
	roundRectPath(p, r, rad, c.Scale)
	c.fill(p, col)
}

// RoundRectStroke outlines r with rounded corners.
func (c *Canvas) RoundRectStroke(r Rect, rad, width float64, col color.Color) {
	p := c.scratchPath()
	roundRectPath(p, r, rad, c.Scale)
	c.stroke(p, width, col)
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

func (c *Canvas) scratchPath() *vector.Path {
	if c.path == nil {
		c.path = new(vector.Path)
	}
	c.path.Reset()
	return c.path
}

func (c *Canvas) fill(p *vector.Path, col color.Color) {
	c.fillOp = vector.DrawPathOptions{AntiAlias: true}
	c.fillOp.ColorScale.ScaleWithColor(col)
	vector.FillPath(c.Dst, p, nil, &c.fillOp)
}

func (c *Canvas) stroke(p *vector.Path, width float64, col color.Color) {
	c.fillOp = vector.DrawPathOptions{AntiAlias: true}
	c.fillOp.ColorScale.ScaleWithColor(col)
	c.strokeOp = vector.StrokeOptions{Width: float32(width * c.Scale), LineJoin: vector.LineJoinMiter, MiterLimit: 4}
	vector.StrokePath(c.Dst, p, &c.strokeOp, &c.fillOp)
}

// Circle fills a circle.
func (c *Canvas) Circle(x, y, r float64, col color.Color) {
	p := c.scratchPath()
	circlePath(p, x*c.Scale, y*c.Scale, r*c.Scale)
	c.fill(p, col)
}

// Ring outlines a circle.
func (c *Canvas) Ring(x, y, r, width float64, col color.Color) {
	p := c.scratchPath()
	circlePath(p, x*c.Scale, y*c.Scale, r*c.Scale)
	c.stroke(p, width, col)
}

// Line draws a line.
func (c *Canvas) Line(x0, y0, x1, y1, width float64, col color.Color) {
	s := float32(c.Scale)
	vector.StrokeLine(c.Dst, float32(x0)*s, float32(y0)*s, float32(x1)*s, float32(y1)*s, float32(width)*s, col, true)
}

// Image draws img, whose size is in device pixels, centred on x, y, with
// alpha.
func (c *Canvas) Image(img *ebiten.Image, x, y, alpha float64) {
	b := img.Bounds()
	c.imageOp = ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	c.imageOp.GeoM.Translate(x*c.Scale-float64(b.Dx())/2, y*c.Scale-float64(b.Dy())/2)
	c.imageOp.ColorScale.ScaleAlpha(float32(alpha))
	c.Dst.DrawImage(img, &c.imageOp)
}

// Px returns the number of device pixels of a logical length, for images
// rendered once at the size they are drawn.
func (c *Canvas) Px(logical float64) int { return int(logical*c.Scale + 0.5) }
