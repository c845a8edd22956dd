package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"starboard/sprites"
)

// The canvas draws its shapes (rectangles, rounded rectangles, outlines,
// circles, rings, lines) from small white masks rendered once and
// stretched as nine-slices, rather than with Ebitengine's vector package
// every frame. A vector fill on the screen is rendered through a shared
// stencil atlas that is cleared, whole, each time the screen's batch of
// paths is flushed, which happens whenever text or an image is drawn
// between two fills: with software GL (llvmpipe in the browser test, and
// machines without a GPU) those clears cost a table frame about 100 ms.
// A mask is an ordinary image, so shapes batch with text and art.

// maskKey names a mask: the shape's corner radius and outline width in
// quarter device pixels, so a few masks serve every size.
type maskKey struct {
	radius int  // corner radius, or the disc's radius
	width  int  // outline width; 0 fills
	disc   bool // a whole circle, drawn as one quad at its own size
}

// quarter returns a length in pixels as whole quarter pixels.
func quarter(px float64) int { return int(math.Round(px * 4)) }

// maskPad is the transparent border around every mask, so linear
// filtering fades edges instead of clamping them.
const maskPad = 1

// masks holds every mask made, up to maxMasks: beyond that (a shape whose
// size is animated through many sizes) the cache starts again.
var masks = map[maskKey]*mask{}

const maxMasks = 2048

// mask is a white shape inside a transparent border of maskPad texels.
// A rectangle's mask has rounded corners of edge texels at most, and every
// row and column between its corners is the same, so its middle stretches
// to any length; a disc's mask is drawn at its own size.
type mask struct {
	img  *ebiten.Image
	edge float32 // texels from the shape's border to the stretchable middle
	size float32
}

// maskFor returns the mask named by k, rendering it with the vector
// package the first time.
func maskFor(k maskKey) *mask {
	if m := masks[k]; m != nil {
		return m
	}
	r := float64(k.radius) / 4
	half := float64(k.width) / 8
	outer := r + half
	// One texel more than the corner needs, so the columns beside the
	// middle one are straight too and linear filtering blends equals.
	edge := math.Ceil(outer) + 1
	size := 2*(edge+maskPad) + 1
	if k.disc {
		size = 2 * (math.Ceil(outer) + maskPad)
	}
	if len(masks) >= maxMasks {
		for k, m := range masks {
			m.img.Deallocate()
			delete(masks, k)
		}
	}
	img := ebiten.NewImage(int(size), int(size))
	p := new(vector.Path)
	in := size - 2*maskPad
	op := &vector.DrawPathOptions{AntiAlias: true}
	stroke := &vector.StrokeOptions{Width: float32(2 * half), LineJoin: vector.LineJoinMiter, MiterLimit: 4}
	switch {
	case k.disc:
		circlePath(p, size/2, size/2, r)
	case k.width > 0:
		// The outline's centre line runs half a width inside the shape.
		roundRectPath(p, Rect{maskPad + half, maskPad + half, in - 2*half, in - 2*half}, r, 1)
	default:
		roundRectPath(p, Rect{maskPad, maskPad, in, in}, r, 1)
	}
	if k.width > 0 {
		sprites.StrokePath(img, p, stroke, op)
	} else {
		sprites.FillPath(img, p, nil, op)
	}
	m := &mask{img: img, edge: float32(edge), size: float32(size)}
	masks[k] = m
	return m
}

// inkRect draws a rectangle's mask as a nine-slice whose shape covers r,
// given in the units the canvas primitives receive (see perPx). The
// corners keep their size in pixels while the middle stretches; a
// rectangle too small for its corners squeezes them.
func (c *Canvas) inkRect(m *mask, r Rect, col color.RGBA) {
	c.inkSlices(m, r, false, 0, 0, col)
}

// inkSlices is inkRect, with r in a frame turned to the unit vector ux,
// uy when along is set.
func (c *Canvas) inkSlices(m *mask, r Rect, along bool, ux, uy float64, col color.RGBA) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	u := c.perPx()
	e, pad := float64(m.edge)/u, maskPad/u
	xs := [4]float64{r.X - pad, r.X + e, r.X + r.W - e, r.X + r.W + pad}
	ys := [4]float64{r.Y - pad, r.Y + e, r.Y + r.H - e, r.Y + r.H + pad}
	if 2*e > r.W {
		xs[1], xs[2] = r.X+r.W/2, r.X+r.W/2
	}
	if 2*e > r.H {
		ys[1], ys[2] = r.Y+r.H/2, r.Y+r.H/2
	}
	ts := [4]float32{0, maskPad + m.edge, m.size - maskPad - m.edge, m.size}
	c.inkGrid(m, &xs, &ys, &ts, along, ux, uy, col)
}

// inkGrid draws the 4×4 grid of vertices at xs × ys (or, when along,
// along the unit vector ux, uy from xs and across it by ys) with the
// texels ts on both axes.
func (c *Canvas) inkGrid(m *mask, xs, ys *[4]float64, ts *[4]float32, along bool, ux, uy float64, col color.RGBA) {
	cr, cg, cb, ca := c.inkColor(col)
	vs := c.inkVerts[:0]
	for j := 0; j < 4; j++ {
		for i := 0; i < 4; i++ {
			x, y := xs[i], ys[j]
			if along {
				x, y = xs[i]*ux-ys[j]*uy, xs[i]*uy+ys[j]*ux
			}
			dx, dy := c.inkMap(x, y)
			vs = append(vs, ebiten.Vertex{DstX: dx, DstY: dy, SrcX: ts[i], SrcY: ts[j], ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca})
		}
	}
	c.inkVerts = vs
	c.inkOp.Filter = ebiten.FilterLinear
	c.inkOp.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	c.Dst.DrawTriangles32(vs, nineIndices[:], m.img, &c.inkOp)
}

// inkDisc draws a disc's mask centred on x, y at its own size.
func (c *Canvas) inkDisc(m *mask, x, y float64, col color.RGBA) {
	h := float64(m.size) / 2 / c.perPx()
	xs := [4]float64{x - h, x - h/3, x + h/3, x + h}
	ys := [4]float64{y - h, y - h/3, y + h/3, y + h}
	t := m.size / 3
	ts := [4]float32{0, t, 2 * t, m.size}
	c.inkGrid(m, &xs, &ys, &ts, false, 0, 0, col)
}

// inkLine draws a straight band of the given width from x0, y0 to x1, y1
// with square ends.
func (c *Canvas) inkLine(x0, y0, x1, y1, width float64, col color.RGBA) {
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n == 0 || width <= 0 {
		return
	}
	ux, uy := dx/n, dy/n
	// In the line's own frame: along it from its start, across it from
	// its centre line.
	o := x0*ux + y0*uy
	a := -x0*uy + y0*ux
	c.inkSlices(maskFor(maskKey{}), Rect{o, a - width/2, n, width}, true, ux, uy, col)
}

// inkMap maps a point of the local units to device pixels.
func (c *Canvas) inkMap(x, y float64) (float32, float32) {
	if c.cur.on {
		x, y = c.cur.geo.Apply(x, y)
		return float32(x * c.Scale), float32(y * c.Scale)
	}
	return float32(x), float32(y)
}

// inkColor returns col (premultiplied, as color.RGBA is) faded by the
// pushed opacity.
func (c *Canvas) inkColor(col color.RGBA) (r, g, b, a float32) {
	k := float32(1) / 0xff
	if c.cur.on {
		k *= float32(c.cur.alpha)
	}
	return float32(col.R) * k, float32(col.G) * k, float32(col.B) * k, float32(col.A) * k
}

// perPx returns device pixels per unit of the coordinates the ink
// functions receive: local units under a transform, pixels without.
func (c *Canvas) perPx() float64 {
	if c.cur.on {
		return c.Scale * c.cur.scale
	}
	return 1
}

var nineIndices = func() [54]uint32 {
	var is [54]uint32
	n := 0
	for j := uint32(0); j < 3; j++ {
		for i := uint32(0); i < 3; i++ {
			a := j*4 + i
			copy(is[n:], []uint32{a, a + 1, a + 4, a + 1, a + 5, a + 4})
			n += 6
		}
	}
	return is
}()

var quadIndices = [6]uint32{0, 1, 2, 1, 3, 2}
