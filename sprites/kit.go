package sprites

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// This file lends a title's own art package (sprites/<slug>) the tools the
// shared art is drawn with: colours, glyphs in unit coordinates, flattened
// curves, noise fields and clipped painting.

// RGB returns the opaque colour 0xRRGGBB.
func RGB(v uint32) color.RGBA { return rgb(v) }

// Shade lightens (amount > 0) or darkens (amount < 0) an opaque colour:
// amount 1 is white, -1 black.
func Shade(c color.RGBA, amount float64) color.RGBA { return shade(c, amount) }

// WithAlpha returns the opaque colour c at alpha a (0–255), premultiplied.
func WithAlpha(c color.RGBA, a uint8) color.RGBA { return withAlpha(c, a) }

// NewImage returns a new transparent image of w×h pixels, rounded to whole
// pixels and at least one pixel each way; a large one has a texture of its
// own (see ownTexture).
func NewImage(w, h float64) *ebiten.Image { return newImage(w, h) }

// PixelSize rounds a size in pixels to a whole number, at least 1: the
// size a Cache keys an image by.
func PixelSize(size float64) int { return px(size) }

// Curve builds a vector.Path out of straight segments only, flattening
// curves and arcs itself: Ebitengine's stroker can take seconds on short
// curves stroked thin, polylines stroke cheaply and exactly.
type Curve = curve

// Arc adds an arc of the circle (cx, cy, r) from angle a0 to a1, clockwise
// on screen when a1 > a0, joined by a line to the current point (or
// starting the path).
func (c *curve) Arc(cx, cy, r, a0, a1 float64) { addArc(c, cx, cy, r, a0, a1) }

// Pen maps glyph units, -1 to 1 across a box of half-size Half around
// (CX, CY), to pixels.
type Pen struct{ CX, CY, Half float64 }

func (p Pen) pen() pen { return pen{p.CX, p.CY, p.Half} }

// X returns the pixel x of unit u.
func (p Pen) X(u float64) float32 { return p.pen().x(u) }

// Y returns the pixel y of unit v.
func (p Pen) Y(v float64) float32 { return p.pen().y(v) }

// At returns the pixel point of units (u, v).
func (p Pen) At(u, v float64) Point { return p.pen().at(u, v) }

// W returns the length in pixels of u units.
func (p Pen) W(u float64) float64 { return p.pen().w(u) }

// Polyline returns the open path through the points (u0, v0, u1, v1, …).
func (p Pen) Polyline(pts ...float64) *vector.Path { return p.pen().polyline(pts...) }

// Polygon returns the closed path through the points (u0, v0, u1, v1, …).
func (p Pen) Polygon(pts ...float64) *vector.Path { return p.pen().polygon(pts...) }

// Circle returns the circle of radius r units around (u, v).
func (p Pen) Circle(u, v, r float64) *vector.Path { return p.pen().circle(u, v, r) }

// Ellipse returns the ellipse of radii rx, ry units around (u, v), turned
// by rot radians.
func (p Pen) Ellipse(u, v, rx, ry, rot float64) *vector.Path {
	return p.pen().ellipse(u, v, rx, ry, rot)
}

// Arc returns the open arc of radius r units around (u, v) from angle a0
// to a1.
func (p Pen) Arc(u, v, r, a0, a1 float64) *vector.Path { return p.pen().arc(u, v, r, a0, a1) }

// Glyph is a small vector drawing in layers: parts of the silhouette
// (filled, or stroked in the glyph's colour) and details cut into it in
// the colour of whatever is behind it.
type Glyph struct{ g glyph }

// Fill adds a filled part of the silhouette.
func (g *Glyph) Fill(path *vector.Path) { g.g.fill(path) }

// Line adds a part of the silhouette stroked width pixels wide.
func (g *Glyph) Line(path *vector.Path, width float64) { g.g.line(path, width) }

// CutFill adds a filled detail cut into the silhouette.
func (g *Glyph) CutFill(path *vector.Path) { g.g.cutFill(path) }

// CutLine adds a detail cut into the silhouette, stroked width pixels wide.
func (g *Glyph) CutLine(path *vector.Path, width float64) { g.g.cutLine(path, width) }

// Draw paints the glyph: an outline of outlineW pixels around the
// silhouette first (when outlineW > 0), then the layers in order.
func (g *Glyph) Draw(dst *ebiten.Image, fill, cut, outline color.Color, outlineW float64) {
	g.g.draw(dst, fill, cut, outline, outlineW)
}

// ArrowHead fills a triangle pointing along angle a with its tip at (x, y).
func ArrowHead(dst *ebiten.Image, x, y, a, length float64, c color.Color) {
	arrowHead(dst, x, y, a, length, c)
}

// PaintField renders the colour field f, evaluated at pixel centres in
// bounds' coordinates, into a new image covering bounds.
func PaintField(bounds image.Rectangle, f func(x, y float64) color.RGBA) *ebiten.Image {
	return paintField(bounds, f)
}

// PaintClipped draws src, which covers bounds of dst, through the shape p.
func PaintClipped(dst *ebiten.Image, p *vector.Path, bounds image.Rectangle, src *ebiten.Image) {
	paintClipped(dst, p, bounds, src)
}

// GradientTable returns 256 colours running through the stops.
func GradientTable(stops []ColorStop) *[256]color.RGBA { return gradientTable(stops) }

// Clamp8 rounds v into a colour channel, 0 to 255.
func Clamp8(v float64) uint8 { return clamp8(v) }

// Noise is a seeded 2D value noise on a 64×64 lattice that wraps.
type Noise struct{ n *valueNoise }

// NewNoise returns the noise of this seed.
func NewNoise(seed uint64) Noise { return Noise{newValueNoise(seed)} }

// FBM sums four octaves of the noise at (x, y): a value from 0 to 1.
func (n Noise) FBM(x, y float64) float64 { return n.n.fbm(x, y) }
