package godsview

import (
	"image/color"
	"math"

	"starboard/rules/gods"
)

// The colours of the pawns, as the rulebook names them, and of the icon
// drawn on each so the kinds differ by shape as well as colour.
var (
	kindColor = [...]color.RGBA{
		gods.Water:    {0x2f, 0x7d, 0xd6, 0xff},
		gods.Mineral:  {0x8d, 0x5b, 0x35, 0xff},
		gods.Plant:    {0x3c, 0xa4, 0x4c, 0xff},
		gods.Insect:   {0x2a, 0x2a, 0x2e, 0xff},
		gods.Animal:   {0xef, 0x8b, 0x22, 0xff},
		gods.Oxygen:   {0xf2, 0xf1, 0xea, 0xff},
		gods.Bacteria: {0x93, 0x4f, 0xc4, 0xff},
	}
	kindInk = [...]color.RGBA{
		gods.Water:    {0xf4, 0xfa, 0xff, 0xff},
		gods.Mineral:  {0xff, 0xe9, 0xcf, 0xff},
		gods.Plant:    {0xef, 0xff, 0xe6, 0xff},
		gods.Insect:   {0xe8, 0xe6, 0xdc, 0xff},
		gods.Animal:   {0x3b, 0x1e, 0x05, 0xff},
		gods.Oxygen:   {0x4c, 0x6f, 0x8c, 0xff},
		gods.Bacteria: {0xfa, 0xee, 0xff, 0xff},
	}
	soilColor = [...]color.RGBA{
		gods.Sand: {0xe4, 0xc9, 0x82, 0xff},
		gods.Rock: {0x8e, 0x93, 0x9c, 0xff},
		gods.Clay: {0xc4, 0x6a, 0x44, 0xff},
		gods.Ice:  {0xc4, 0xea, 0xf5, 0xff},
	}
	colCross = color.RGBA{0xe8, 0x3a, 0x2e, 0xff}
	colOK    = color.RGBA{0x4c, 0xc7, 0x6a, 0xff}
)

// kindIcon draws the symbol of kind k in a circle of radius r around x, y.
func kindIcon(p pen, k gods.Kind, x, y, r float64, col color.Color) {
	switch k {
	case gods.Water: // a drop
		var path shape
		path.MoveTo(p.x(x), p.y(y-r*0.95))
		path.CubicTo(p.x(x+r*0.25), p.y(y-r*0.55), p.x(x+r*0.72), p.y(y-r*0.05), p.x(x+r*0.72), p.y(y+r*0.3))
		path.CubicTo(p.x(x+r*0.72), p.y(y+r*0.75), p.x(x+r*0.38), p.y(y+r*0.98), p.x(x), p.y(y+r*0.98))
		path.CubicTo(p.x(x-r*0.38), p.y(y+r*0.98), p.x(x-r*0.72), p.y(y+r*0.75), p.x(x-r*0.72), p.y(y+r*0.3))
		path.CubicTo(p.x(x-r*0.72), p.y(y-r*0.05), p.x(x-r*0.25), p.y(y-r*0.55), p.x(x), p.y(y-r*0.95))
		path.Close()
		p.fill(&path, col)
	case gods.Mineral: // a cut gem
		p.poly(col, x-r*0.55, y-r*0.55, x+r*0.55, y-r*0.55, x+r*0.92, y-r*0.1, x, y+r*0.9, x-r*0.92, y-r*0.1)
		facet := color.RGBA{0, 0, 0, 0x50}
		p.polyline(r*0.09, facet, x-r*0.92, y-r*0.1, x+r*0.92, y-r*0.1)
		p.polyline(r*0.09, facet, x-r*0.3, y-r*0.55, x-r*0.35, y-r*0.1, x, y+r*0.9, x+r*0.35, y-r*0.1, x+r*0.3, y-r*0.55)
	case gods.Plant: // a leaf with its vein
		var path shape
		path.MoveTo(p.x(x-r*0.8), p.y(y+r*0.8))
		path.CubicTo(p.x(x-r*0.9), p.y(y-r*0.3), p.x(x-r*0.1), p.y(y-r*0.9), p.x(x+r*0.85), p.y(y-r*0.85))
		path.CubicTo(p.x(x+r*0.9), p.y(y+r*0.1), p.x(x+r*0.3), p.y(y+r*0.9), p.x(x-r*0.8), p.y(y+r*0.8))
		path.Close()
		p.fill(&path, col)
		p.line(x-r*0.8, y+r*0.8, x+r*0.45, y-r*0.45, r*0.1, color.RGBA{0, 0, 0, 0x48})
	case gods.Insect: // a beetle
		for _, s := range [...]float64{-1, 1} {
			p.polyline(r*0.1, col, x+s*r*0.25, y-r*0.1, x+s*r*0.8, y-r*0.45)
			p.polyline(r*0.1, col, x+s*r*0.3, y+r*0.15, x+s*r*0.85, y+r*0.15)
			p.polyline(r*0.1, col, x+s*r*0.25, y+r*0.4, x+s*r*0.75, y+r*0.8)
			p.polyline(r*0.08, col, x+s*r*0.1, y-r*0.65, x+s*r*0.35, y-r*0.95)
		}
		var body shape
		ellipse(&body, p, x, y+r*0.15, r*0.42, r*0.62)
		p.fill(&body, col)
		p.circle(x, y-r*0.55, r*0.24, col)
		p.line(x, y-r*0.3, x, y+r*0.7, r*0.06, color.RGBA{0, 0, 0, 0x40})
	case gods.Animal: // a paw print
		var pad shape
		ellipse(&pad, p, x, y+r*0.35, r*0.45, r*0.38)
		p.fill(&pad, col)
		p.circle(x-r*0.62, y-r*0.12, r*0.2, col)
		p.circle(x-r*0.25, y-r*0.55, r*0.21, col)
		p.circle(x+r*0.25, y-r*0.55, r*0.21, col)
		p.circle(x+r*0.62, y-r*0.12, r*0.2, col)
	case gods.Oxygen: // bubbles
		p.ring(x-r*0.3, y+r*0.25, r*0.45, r*0.16, col)
		p.ring(x+r*0.45, y-r*0.2, r*0.3, r*0.14, col)
		p.ring(x+r*0.05, y-r*0.7, r*0.18, r*0.12, col)
	case gods.Bacteria: // a microbe with flagella
		for i := 0; i < 8; i++ {
			a := float64(i) * math.Pi / 4
			p.line(x+math.Cos(a)*r*0.45, y+math.Sin(a)*r*0.45, x+math.Cos(a+0.2)*r*0.92, y+math.Sin(a+0.2)*r*0.92, r*0.1, col)
		}
		p.circle(x, y, r*0.55, col)
		p.circle(x-r*0.15, y-r*0.1, r*0.13, color.RGBA{0, 0, 0, 0x50})
		p.circle(x+r*0.2, y+r*0.15, r*0.09, color.RGBA{0, 0, 0, 0x50})
	}
}

func ellipse(path *shape, p pen, x, y, rx, ry float64) {
	const n = 28
	for i := 0; i <= n; i++ {
		a := float64(i) * 2 * math.Pi / n
		px, py := p.x(x+math.Cos(a)*rx), p.y(y+math.Sin(a)*ry)
		if i == 0 {
			path.MoveTo(px, py)
		} else {
			path.LineTo(px, py)
		}
	}
	path.Close()
}

// soilSwatch fills a disc with the soil's colour and pattern, so soils
// differ by texture as well as colour.
func soilSwatch(p pen, s gods.Soil, x, y, r float64) {
	base := soilColor[s]
	p.circle(x, y, r, base)
	ink := darken(base, 0.28)
	switch s {
	case gods.Sand: // scattered grains
		for i := 0; i < 9; i++ {
			a := float64(i)*2.4 + 0.3
			d := r * (0.25 + 0.5*float64((i*37)%10)/10)
			p.circle(x+math.Cos(a)*d, y+math.Sin(a)*d, r*0.07, ink)
		}
	case gods.Rock: // cracks
		p.polyline(r*0.07, ink, x-r*0.7, y-r*0.2, x-r*0.2, y-r*0.05, x+r*0.1, y-r*0.45, x+r*0.6, y-r*0.35)
		p.polyline(r*0.07, ink, x-r*0.2, y-r*0.05, x-r*0.05, y+r*0.55)
		p.polyline(r*0.07, ink, x+r*0.1, y+r*0.2, x+r*0.65, y+r*0.3)
	case gods.Clay: // layered bands
		for _, dy := range [...]float64{-0.4, 0, 0.4} {
			var path shape
			path.MoveTo(p.x(x-r*0.75), p.y(y+r*dy))
			path.QuadTo(p.x(x-r*0.35), p.y(y+r*(dy-0.18)), p.x(x), p.y(y+r*dy))
			path.QuadTo(p.x(x+r*0.35), p.y(y+r*(dy+0.18)), p.x(x+r*0.75), p.y(y+r*dy))
			p.stroke(&path, r*0.08, ink)
		}
	case gods.Ice: // a frost star
		for i := 0; i < 3; i++ {
			a := float64(i) * math.Pi / 3
			dx, dy := math.Cos(a)*r*0.6, math.Sin(a)*r*0.6
			p.line(x-dx, y-dy, x+dx, y+dy, r*0.08, ink)
		}
	}
}

// actionIcon draws an Oxygen action or a Bacteria effect.
func actionIcon(p pen, n gods.Need, x, y, r float64, col color.Color) {
	arrow := func(x0, y0, x1, y1 float64) {
		p.line(x0, y0, x1, y1, r*0.13, col)
		a := math.Atan2(y1-y0, x1-x0)
		h := r * 0.32
		p.poly(col, x1+math.Cos(a)*h*0.4, y1+math.Sin(a)*h*0.4,
			x1+math.Cos(a+2.5)*h, y1+math.Sin(a+2.5)*h,
			x1+math.Cos(a-2.5)*h, y1+math.Sin(a-2.5)*h)
	}
	if n.Kind == gods.Bacteria {
		if n.Effect == gods.Share {
			var path shape
			path.Arc(p.x(x), p.y(y), float32(r*0.6)*p.s, -2.6, 1.0, clockwise)
			p.stroke(&path, r*0.13, col)
			arrow(x+math.Cos(0.7)*r*0.6, y+math.Sin(0.7)*r*0.6, x+math.Cos(1.25)*r*0.58, y+math.Sin(1.25)*r*0.58)
			p.circle(x, y, r*0.18, col)
			return
		}
		p.ring(x-r*0.45, y+r*0.1, r*0.22, r*0.1, col)
		arrow(x-r*0.15, y+r*0.1, x+r*0.75, y+r*0.1)
		return
	}
	switch n.Action {
	case gods.Flip: // a half-filled disc and a turning arrow
		var path shape
		path.Arc(p.x(x), p.y(y), float32(r*0.62)*p.s, math.Pi*1.1, math.Pi*1.9, clockwise)
		p.stroke(&path, r*0.13, col)
		arrow(x+math.Cos(math.Pi*1.8)*r*0.62, y+math.Sin(math.Pi*1.8)*r*0.62, x+math.Cos(math.Pi*1.95)*r*0.6, y+math.Sin(math.Pi*1.95)*r*0.6)
		p.circle(x, y+r*0.2, r*0.32, col)
		p.circle(x+r*0.08, y+r*0.2, r*0.2, color.RGBA{0xff, 0xff, 0xff, 0xff})
	case gods.Exchange: // two opposite arrows
		arrow(x-r*0.7, y-r*0.28, x+r*0.65, y-r*0.28)
		arrow(x+r*0.7, y+r*0.3, x-r*0.65, y+r*0.3)
	case gods.LookMove: // an eye and an arrow
		var eye shape
		eye.MoveTo(p.x(x-r*0.85), p.y(y-r*0.1))
		eye.QuadTo(p.x(x), p.y(y-r*0.75), p.x(x+r*0.85), p.y(y-r*0.1))
		eye.QuadTo(p.x(x), p.y(y+r*0.55), p.x(x-r*0.85), p.y(y-r*0.1))
		eye.Close()
		p.stroke(&eye, r*0.11, col)
		p.circle(x, y-r*0.12, r*0.22, col)
		arrow(x-r*0.3, y+r*0.62, x+r*0.6, y+r*0.62)
	}
}

// needIcon draws what a pawn's need side asks, in a disc of radius r.
func needIcon(p pen, pawn gods.Pawn, x, y, r float64) {
	n := gods.NeedOf(pawn)
	dark := color.RGBA{0x2a, 0x25, 0x20, 0xff}
	switch n.Kind {
	case gods.Water: // one drop, alone: a drop with a "1"
		kindIcon(p, gods.Water, x-r*0.22, y, r*0.62, kindColor[gods.Water])
		p.line(x+r*0.42, y-r*0.45, x+r*0.42, y+r*0.45, r*0.13, dark)
		p.line(x+r*0.42, y-r*0.45, x+r*0.28, y-r*0.3, r*0.13, dark)
	case gods.Mineral: // the soil it must stand on
		soilSwatch(p, n.Soil, x, y, r*0.78)
		p.ring(x, y, r*0.78, r*0.06, darken(soilColor[n.Soil], 0.45))
	case gods.Plant: // the kind it must not touch, crossed out
		forbidden(p, n.Avoid, x, y, r*0.78)
	case gods.Insect: // the kind it must touch, linked
		wanted(p, n.Target, x, y, r*0.78)
	case gods.Animal: // touch one, not the other
		wanted(p, n.Target, x-r*0.4, y, r*0.46)
		forbidden(p, n.Avoid, x+r*0.4, y, r*0.46)
	default:
		actionIcon(p, n, x, y, r*0.8, dark)
	}
}

func wanted(p pen, k gods.Kind, x, y, r float64) {
	p.circle(x, y, r, kindColor[k])
	p.ring(x, y, r, r*0.14, colOK)
	kindIcon(p, k, x, y, r*0.62, kindInk[k])
}

func forbidden(p pen, k gods.Kind, x, y, r float64) {
	p.circle(x, y, r, kindColor[k])
	kindIcon(p, k, x, y, r*0.62, kindInk[k])
	p.ring(x, y, r, r*0.16, colCross)
	d := r * 0.7
	p.line(x-d, y-d, x+d, y+d, r*0.16, colCross)
}
