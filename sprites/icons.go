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
