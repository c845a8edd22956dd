package scenes

import (
	"image/color"

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
	var p vector.Path
	roundRectPath(&p, r, rad, c.Scale)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(col)
	vector.FillPath(c.Dst, &p, nil, op)
}

// RoundRectStroke outlines r with rounded corners.
func (c *Canvas) RoundRectStroke(r Rect, rad, width float64, col color.Color) {
	var p vector.Path
	roundRectPath(&p, r, rad, c.Scale)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(col)
	vector.StrokePath(c.Dst, &p, &vector.StrokeOptions{Width: float32(width * c.Scale)}, op)
}

func roundRectPath(p *vector.Path, r Rect, rad, s float64) {
	x, y, w, h := float32(r.X*s), float32(r.Y*s), float32(r.W*s), float32(r.H*s)
	k := float32(rad * s)
	if k > w/2 {
		k = w / 2
	}
	if k > h/2 {
		k = h / 2
	}
	p.MoveTo(x+k, y)
	p.LineTo(x+w-k, y)
	p.ArcTo(x+w, y, x+w, y+k, k)
	p.LineTo(x+w, y+h-k)
	p.ArcTo(x+w, y+h, x+w-k, y+h, k)
	p.LineTo(x+k, y+h)
	p.ArcTo(x, y+h, x, y+h-k, k)
	p.LineTo(x, y+k)
	p.ArcTo(x, y, x+k, y, k)
	p.Close()
}

// Circle fills a circle.
func (c *Canvas) Circle(x, y, r float64, col color.Color) {
	s := float32(c.Scale)
	vector.FillCircle(c.Dst, float32(x)*s, float32(y)*s, float32(r)*s, col, true)
}

// Ring outlines a circle.
func (c *Canvas) Ring(x, y, r, width float64, col color.Color) {
	s := float32(c.Scale)
	vector.StrokeCircle(c.Dst, float32(x)*s, float32(y)*s, float32(r)*s, float32(width)*s, col, true)
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
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x*c.Scale-float64(b.Dx())/2, y*c.Scale-float64(b.Dy())/2)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	c.Dst.DrawImage(img, op)
}

// Px returns the number of device pixels of a logical length, for images
// rendered once at the size they are drawn.
func (c *Canvas) Px(logical float64) int { return int(logical*c.Scale + 0.5) }
