package gods

import (
	"image"
	"image/color"
	"math"
	"starboard/sprites"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/vector"

	"starboard/scenes"
)

// pen draws anti-aliased shapes into a CPU image in logical units: s
// device pixels per unit, with the logical origin at ox, oy. Images are
// drawn with it once and uploaded; the GPU's vector paths cost far more
// memory when many images are made in one frame.
type pen struct {
	img    *image.RGBA
	s      float32
	ox, oy float64
	z      *vector.Rasterizer
}

func newPen(w, h int, s, ox, oy float64) pen {
	return pen{img: image.NewRGBA(image.Rect(0, 0, w, h)), s: float32(s), ox: ox, oy: oy, z: vector.NewRasterizer(1, 1)}
}

// upload turns the drawing into an image on the GPU.
func (p pen) upload() *ebiten.Image { return sprites.NewImageFrom(p.img) }

func (p pen) x(v float64) float32 { return float32((v + p.ox) * float64(p.s)) }
func (p pen) y(v float64) float32 { return float32((v + p.oy) * float64(p.s)) }

type pt struct{ x, y float32 }

// shape is a path in device pixels, flattened into polygons as it is
// built.
type shape struct {
	subs   [][]pt
	closed []bool
}

// Directions of an arc.
const (
	clockwise        = 1
	counterClockwise = -1
)

func (s *shape) MoveTo(x, y float32) {
	s.subs = append(s.subs, []pt{{x, y}})
	s.closed = append(s.closed, false)
}

func (s *shape) last() pt {
	sub := s.subs[len(s.subs)-1]
	return sub[len(sub)-1]
}

func (s *shape) LineTo(x, y float32) {
	if len(s.subs) == 0 {
		s.MoveTo(x, y)
		return
	}
	i := len(s.subs) - 1
	s.subs[i] = append(s.subs[i], pt{x, y})
}

func (s *shape) QuadTo(x1, y1, x2, y2 float32) {
	p0 := s.last()
	const n = 14
	for i := 1; i <= n; i++ {
		t := float32(i) / n
		u := 1 - t
		s.LineTo(u*u*p0.x+2*u*t*x1+t*t*x2, u*u*p0.y+2*u*t*y1+t*t*y2)
	}
}

func (s *shape) CubicTo(x1, y1, x2, y2, x3, y3 float32) {
	p0 := s.last()
	const n = 18
	for i := 1; i <= n; i++ {
		t := float32(i) / n
		u := 1 - t
		s.LineTo(u*u*u*p0.x+3*u*u*t*x1+3*u*t*t*x2+t*t*t*x3, u*u*u*p0.y+3*u*u*t*y1+3*u*t*t*y2+t*t*t*y3)
	}
}

// Arc adds an arc of the circle at x, y of radius r from angle a0 to a1,
// going in direction dir, joined to the path with a line.
func (s *shape) Arc(x, y, r, a0, a1 float32, dir int) {
	sweep := float64(a1 - a0)
	if dir == clockwise {
		for sweep < 0 {
			sweep += 2 * math.Pi
		}
	} else {
		for sweep > 0 {
			sweep -= 2 * math.Pi
		}
	}
	n := max(8, int(math.Abs(sweep)*float64(r)/2.5))
	n = min(n, 720)
	for i := 0; i <= n; i++ {
		a := float64(a0) + sweep*float64(i)/float64(n)
		px, py := x+r*float32(math.Cos(a)), y+r*float32(math.Sin(a))
		if i == 0 && (len(s.subs) == 0 || s.closed[len(s.subs)-1]) {
			s.MoveTo(px, py)
			continue
		}
		s.LineTo(px, py)
	}
}

func (s *shape) Close() {
	if len(s.closed) > 0 {
		s.closed[len(s.closed)-1] = true
	}
}

// addCircle adds a full circle as a closed polygon, counter-clockwise when
// ccw is true.
func (s *shape) addCircle(x, y, r float32, ccw bool) {
	n := max(12, min(720, int(2*math.Pi*float64(r)/2.5)))
	s.MoveTo(x+r, y)
	for i := 1; i < n; i++ {
		a := 2 * math.Pi * float64(i) / float64(n)
		if ccw {
			a = -a
		}
		s.LineTo(x+r*float32(math.Cos(a)), y+r*float32(math.Sin(a)))
	}
	s.Close()
}

// paint rasterizes the polygons of s with src (a colour or an image).
func (p pen) paint(s *shape, src image.Image) {
	b := p.img.Bounds()
	minX, minY := float32(math.Inf(1)), float32(math.Inf(1))
	maxX, maxY := float32(math.Inf(-1)), float32(math.Inf(-1))
	for _, sub := range s.subs {
		for _, q := range sub {
			minX, minY = min(minX, q.x), min(minY, q.y)
			maxX, maxY = max(maxX, q.x), max(maxY, q.y)
		}
	}
	r := image.Rect(int(math.Floor(float64(minX))), int(math.Floor(float64(minY))), int(math.Ceil(float64(maxX)))+1, int(math.Ceil(float64(maxY)))+1).Intersect(b)
	if r.Empty() {
		return
	}
	z := p.z
	z.Reset(r.Dx(), r.Dy())
	ox, oy := float32(r.Min.X), float32(r.Min.Y)
	for _, sub := range s.subs {
		if len(sub) < 2 {
			continue
		}
		z.MoveTo(sub[0].x-ox, sub[0].y-oy)
		for _, q := range sub[1:] {
			z.LineTo(q.x-ox, q.y-oy)
		}
		z.ClosePath()
	}
	z.Draw(p.img, r, src, r.Min)
}

func (p pen) fill(s *shape, col color.Color) { p.paint(s, image.NewUniform(col)) }

// stroke outlines s with round caps and joins: every segment becomes a
// quad and every point a disc, all wound the same way so they add up.
func (p pen) stroke(s *shape, width float64, col color.Color) {
	var out shape
	h := float32(width) * p.s / 2
	for i, sub := range s.subs {
		n := len(sub)
		if s.closed[i] && n > 1 {
			sub = append(sub[:n:n], sub[0])
		}
		for k := 0; k+1 < len(sub); k++ {
			a, b := sub[k], sub[k+1]
			dx, dy := b.x-a.x, b.y-a.y
			l := float32(math.Hypot(float64(dx), float64(dy)))
			if l == 0 {
				continue
			}
			nx, ny := -dy/l*h, dx/l*h
			out.MoveTo(a.x+nx, a.y+ny)
			out.LineTo(a.x-nx, a.y-ny)
			out.LineTo(b.x-nx, b.y-ny)
			out.LineTo(b.x+nx, b.y+ny)
			out.Close()
		}
		for _, q := range sub {
			out.addCircle(q.x, q.y, h, false)
		}
	}
	p.paintOriented(&out, col)
}

// paintOriented fills shapes after turning every polygon the same way, so
// overlapping pieces do not cancel out.
func (p pen) paintOriented(s *shape, col color.Color) {
	for _, sub := range s.subs {
		area := float32(0)
		for k := range sub {
			a, b := sub[k], sub[(k+1)%len(sub)]
			area += a.x*b.y - b.x*a.y
		}
		if area < 0 {
			for i, j := 0, len(sub)-1; i < j; i, j = i+1, j-1 {
				sub[i], sub[j] = sub[j], sub[i]
			}
		}
	}
	p.fill(s, col)
}

func (p pen) circle(x, y, r float64, col color.Color) {
	var s shape
	s.addCircle(p.x(x), p.y(y), float32(r)*p.s, false)
	p.fill(&s, col)
}

// ring fills the band of width w centred on the circle of radius r.
func (p pen) ring(x, y, r, w float64, col color.Color) {
	var s shape
	s.addCircle(p.x(x), p.y(y), float32(r+w/2)*p.s, false)
	s.addCircle(p.x(x), p.y(y), float32(max(r-w/2, 0))*p.s, true)
	p.fill(&s, col)
}

func (p pen) line(x0, y0, x1, y1, w float64, col color.Color) {
	var s shape
	s.MoveTo(p.x(x0), p.y(y0))
	s.LineTo(p.x(x1), p.y(y1))
	p.stroke(&s, w, col)
}

// poly fills the polygon through the points x0, y0, x1, y1, ...
func (p pen) poly(col color.Color, pts ...float64) {
	var s shape
	p.polyPath(&s, pts)
	s.Close()
	p.fill(&s, col)
}

// polyline strokes the open line through the points.
func (p pen) polyline(w float64, col color.Color, pts ...float64) {
	var s shape
	p.polyPath(&s, pts)
	p.stroke(&s, w, col)
}

func (p pen) polyPath(s *shape, pts []float64) {
	for i := 0; i+1 < len(pts); i += 2 {
		if i == 0 {
			s.MoveTo(p.x(pts[0]), p.y(pts[1]))
			continue
		}
		s.LineTo(p.x(pts[i]), p.y(pts[i+1]))
	}
}

func (p pen) roundRectPath(s *shape, r scenes.Rect, rad float64) {
	x, y, w, h := p.x(r.X), p.y(r.Y), float32(r.W)*p.s, float32(r.H)*p.s
	k := min(float32(rad)*p.s, w/2, h/2)
	s.Arc(x+w-k, y+k, k, -math.Pi/2, 0, clockwise)
	s.Arc(x+w-k, y+h-k, k, 0, math.Pi/2, clockwise)
	s.Arc(x+k, y+h-k, k, math.Pi/2, math.Pi, clockwise)
	s.Arc(x+k, y+k, k, math.Pi, 3*math.Pi/2, clockwise)
	s.Close()
}

func (p pen) roundRect(r scenes.Rect, rad float64, col color.Color) {
	var s shape
	p.roundRectPath(&s, r, rad)
	p.fill(&s, col)
}

func (p pen) roundStroke(r scenes.Rect, rad, w float64, col color.Color) {
	var s shape
	p.roundRectPath(&s, r, rad)
	p.stroke(&s, w, col)
}

// gradient fills the rounded rectangle r with a vertical gradient: the
// shape is rasterized as a mask, then each pixel is blended by hand, as the
// rasterizer's path for an image source is slow.
func (p pen) gradient(r scenes.Rect, rad float64, top, bottom color.RGBA) {
	b := p.img.Bounds()
	mask := image.NewAlpha(b)
	var s shape
	p.roundRectPath(&s, r, rad)
	z := p.z
	z.Reset(b.Dx(), b.Dy())
	for _, sub := range s.subs {
		z.MoveTo(sub[0].x, sub[0].y)
		for _, q := range sub[1:] {
			z.LineTo(q.x, q.y)
		}
		z.ClosePath()
	}
	z.Draw(mask, b, image.Opaque, image.Point{})
	y0, y1 := float64(p.y(r.Y)), float64(p.y(r.Y+r.H))
	for y := b.Min.Y; y < b.Max.Y; y++ {
		c := mix(top, bottom, clamp((float64(y)-y0)/math.Max(y1-y0, 1), 0, 1))
		for x := b.Min.X; x < b.Max.X; x++ {
			m := uint32(mask.AlphaAt(x, y).A)
			if m == 0 {
				continue
			}
			o := p.img.PixOffset(x, y)
			px := p.img.Pix[o : o+4 : o+4]
			sa := uint32(c.A) * m / 255
			for k, v := range [4]uint8{c.R, c.G, c.B, c.A} {
				sv := uint32(v) * m / 255
				px[k] = uint8(sv + uint32(px[k])*(255-sa)/255)
			}
		}
	}
}

// mix blends a towards b by t in [0, 1].
func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), f(a.A, b.A)}
}

// fade returns c with its alpha multiplied by a (premultiplied colours).
func fade(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// lighten moves c towards white by t.
func lighten(c color.RGBA, t float64) color.RGBA { return mix(c, color.RGBA{255, 255, 255, c.A}, t) }

// darken moves c towards black by t.
func darken(c color.RGBA, t float64) color.RGBA { return mix(c, color.RGBA{0, 0, 0, c.A}, t) }
