package revenant

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	rr "starboard/rules/revenant"
	"starboard/sprites"
)

// ShipAspect is the width of a ship drawing over its height.
const ShipAspect = 2.0

// hulls are the ships' outlines in a box of 1 by 1 (stretched to
// ShipAspect by 1), bow to the right: the long Arkship with its bridge,
// the swept Fighter, the boxy Dropship on its legs, the round liner.
var hulls = [4][]float64{
	rr.Arkship:  {0.04, 0.3, 0.12, 0.22, 0.5, 0.22, 0.56, 0.08, 0.7, 0.08, 0.74, 0.22, 0.84, 0.26, 0.97, 0.5, 0.84, 0.74, 0.12, 0.78, 0.04, 0.7},
	rr.Fighter:  {0.96, 0.5, 0.62, 0.36, 0.42, 0.06, 0.3, 0.06, 0.36, 0.36, 0.1, 0.32, 0.04, 0.4, 0.04, 0.6, 0.1, 0.68, 0.36, 0.64, 0.3, 0.94, 0.42, 0.94, 0.62, 0.64},
	rr.Dropship: {0.12, 0.16, 0.72, 0.16, 0.95, 0.44, 0.95, 0.62, 0.76, 0.7, 0.84, 0.94, 0.74, 0.94, 0.66, 0.7, 0.3, 0.7, 0.22, 0.94, 0.12, 0.94, 0.2, 0.7, 0.08, 0.66, 0.05, 0.3},
	rr.Civilian: {0.06, 0.42, 0.16, 0.26, 0.4, 0.2, 0.72, 0.22, 0.9, 0.34, 0.97, 0.5, 0.9, 0.66, 0.72, 0.78, 0.4, 0.8, 0.16, 0.74, 0.06, 0.58},
}

// ShipMarks says where the marks go on a ship of kind k drawn over a box
// of 1 by 1: the emblem's centre and radius, and the band of the Damage
// spaces, from x0 to x1 at height y. The bow, from ShipDeck on, is left
// for the Crew figure standing on the ship.
func ShipMarks(k int) (ex, ey, er, x0, x1, y float64) {
	switch k {
	case rr.Arkship:
		return 0.63, 0.5, 0.16, 0.1, 0.52, 0.5
	case rr.Fighter:
		return 0.47, 0.5, 0.12, 0.12, 0.3, 0.5
	case rr.Dropship:
		return 0.52, 0.43, 0.16, 0.14, 0.36, 0.43
	}
	return 0.42, 0.46, 0.16, 0, 0, 0.5
}

// ShipDeck is where, across a ship's drawing, the bow begins.
const ShipDeck = 0.72

// Ship draws a ship of kind k of House h, h pixels high and ShipAspect
// times as wide: its hull in the House's colour with the House's emblem,
// ringed in violet when corrupt.
func Ship(k, house int, corrupt bool, h float64) *ebiten.Image {
	w := h * ShipAspect
	img := sprites.NewImage(w, h)
	// The drawing keeps a margin for the Corruption's ring.
	m := h * 0.08
	at := func(p sprites.Point) sprites.Point { return sprites.Point{X: m + p.X*(w-2*m), Y: m + p.Y*(h-2*m)} }
	pts := make([]sprites.Point, len(hulls[k])/2)
	for i := range pts {
		pts[i] = at(pt(hulls[k][2*i], hulls[k][2*i+1]))
	}
	col := HouseColor(house)
	ink := sprites.RGB(0x12101c)
	if corrupt {
		sprites.StrokePolygon(img, pts, m*1.6, Corruption)
	}
	hull := sprites.PolygonPath(pts)
	sprites.FillShapeLinear(img, hull, 0, m, 0, h-m, sprites.EvenStops(sprites.Shade(col, 0.3), col, sprites.Shade(col, -0.35))...)
	sprites.StrokePolygon(img, pts, max(1, h*0.04), ink)
	detail := sprites.Shade(col, -0.45)
	switch k {
	case rr.Arkship:
		// Engines at the stern, a seam along the hull.
		for _, y := range []float64{0.36, 0.64} {
			p := at(pt(0.0, y))
			sprites.FillCircle(img, p.X+h*0.02, p.Y, h*0.07, sprites.RGB(0x8fe8ff))
		}
		a, b := at(pt(0.14, 0.68)), at(pt(0.8, 0.68))
		sprites.Line(img, a.X, a.Y, b.X, b.Y, max(1, h*0.03), detail)
	case rr.Fighter:
		p := at(pt(0.72, 0.5))
		sprites.FillCircle(img, p.X, p.Y, h*0.06, sprites.RGB(0x8fe8ff))
	case rr.Dropship:
		a, b := at(pt(0.1, 0.58)), at(pt(0.9, 0.58))
		sprites.Line(img, a.X, a.Y, b.X, b.Y, max(1, h*0.03), detail)
	case rr.Civilian:
		// A row of windows.
		for i := 0; i < 4; i++ {
			p := at(pt(0.16+float64(i)*0.13, 0.68))
			sprites.FillCircle(img, p.X, p.Y, h*0.045, sprites.RGB(0xfff2b0))
		}
	}
	if corrupt {
		// Void cracks across the stern.
		a, b, c := at(pt(0.16, 0.3)), at(pt(0.26, 0.5)), at(pt(0.2, 0.7))
		sprites.StrokeShape(img, sprites.PolygonPath([]sprites.Point{a, b, c, b}), max(1, h*0.05), Corruption)
	}
	ex, ey, er, _, _, _ := ShipMarks(k)
	e := at(pt(ex, ey))
	Emblem(img, house, e.X, e.Y, er*(h-2*m), ink)
	return img
}

// Emblem draws the emblem of House h in a circle of radius r around
// (cx, cy): Fenrax's cog, Shiveus's cross, Yarvek's chevron, Belitan's
// compass star, Zenor's drop, Novaris's crown and Dunlork's eye.
func Emblem(dst *ebiten.Image, h int, cx, cy, r float64, col color.RGBA) {
	switch h {
	case rr.Fenrax:
		sprites.FillStar(dst, cx, cy, r, r*0.72, 8, 0, col)
		sprites.FillCircle(dst, cx, cy, r*0.32, HouseColor(h))
	case rr.Shiveus:
		sprites.FillPolygon(dst, poly(cx, cy, r, -0.28, -1, 0.28, -1, 0.28, -0.28, 1, -0.28, 1, 0.28, 0.28, 0.28, 0.28, 1, -0.28, 1, -0.28, 0.28, -1, 0.28, -1, -0.28, -0.28, -0.28), col)
	case rr.Yarvek:
		sprites.FillPolygon(dst, poly(cx, cy, r, -1, 0.2, 0, -1, 1, 0.2, 1, 0.85, 0, -0.2, -1, 0.85), col)
	case rr.Belitan:
		sprites.FillStar(dst, cx, cy, r, r*0.32, 4, -math.Pi/2, col)
	case rr.Zenor:
		sprites.FillCircle(dst, cx, cy+r*0.3, r*0.62, col)
		sprites.FillPolygon(dst, poly(cx, cy, r, 0, -1, 0.6, 0.2, -0.6, 0.2), col)
	case rr.Novaris:
		sprites.FillPolygon(dst, poly(cx, cy, r, -1, 0.7, -1, -0.6, -0.45, 0, 0, -1, 0.45, 0, 1, -0.6, 1, 0.7), col)
	default:
		sprites.FillShape(dst, sprites.EllipsePath(cx, cy, r, r*0.6, 0), col)
		sprites.FillCircle(dst, cx, cy, r*0.35, HouseColor(h))
	}
}

func pt(x, y float64) sprites.Point { return sprites.Point{X: x, Y: y} }

// poly returns the polygon of the points (x, y) of a box of radius r
// around (cx, cy), given as x, y pairs from -1 to 1.
func poly(cx, cy, r float64, xy ...float64) []sprites.Point {
	pts := make([]sprites.Point, len(xy)/2)
	for i := range pts {
		pts[i] = pt(cx+xy[2*i]*r, cy+xy[2*i+1]*r)
	}
	return pts
}

// frigateHull is a Frigate's outline, like hulls.
var frigateHull = []float64{0.04, 0.26, 0.3, 0.1, 0.62, 0.18, 0.96, 0.5, 0.62, 0.82, 0.3, 0.9, 0.04, 0.74, 0.14, 0.5}

// Frigate draws a seat's Frigate in its colour col, h pixels high and
// ShipAspect times as wide.
func Frigate(col color.RGBA, h float64) *ebiten.Image {
	w := h * ShipAspect
	img := sprites.NewImage(w, h)
	m := h * 0.08
	pts := make([]sprites.Point, len(frigateHull)/2)
	for i := range pts {
		pts[i] = pt(m+frigateHull[2*i]*(w-2*m), m+frigateHull[2*i+1]*(h-2*m))
	}
	sprites.FillShapeLinear(img, sprites.PolygonPath(pts), 0, m, 0, h-m, sprites.EvenStops(sprites.Shade(col, 0.35), col, sprites.Shade(col, -0.3))...)
	sprites.StrokePolygon(img, pts, max(1, h*0.05), sprites.RGB(0x12101c))
	sprites.FillCircle(img, m+0.06*(w-2*m), h/2, h*0.08, sprites.RGB(0x8fe8ff))
	return img
}
