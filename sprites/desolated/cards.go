package desolated

import (
	"image/color"
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	rules "starboard/rules/desolated"
	"starboard/sprites"
)

// CardKind is one of the three decks of Desolated.
type CardKind int

// The kinds of card: Racloir Material (salvaged steel), Arkhein Influence
// (violet and bronze, alien) and Insula Landmark (gold and stone).
const (
	MaterialCard CardKind = iota
	InfluenceCard
	LandmarkCard
	NumCardKinds
)

// Box is a rectangle on a card, in pixels from the card's top
// left corner.
type Box struct{ X, Y, W, H float64 }

// Center returns the middle of the box.
func (b Box) Center() (x, y float64) { return b.X + b.W/2, b.Y + b.H/2 }

// CardPlaces tells the screen where a card body leaves room for
// what the screen draws over it: text (with etxt) and icons. Boxes the
// kind does not use are zero.
type CardPlaces struct {
	// Header is the place of the card's name, tall enough for two or
	// three lines.
	Header Box
	// Corner is the top-left medallion of a Material card, which the body
	// fills with the card's material icon; Value is the small dark chip
	// at its lower right, for the count of its material value.
	Corner, Value Box
	// Cost is the top row: the material cost of an Influence card, the
	// influence cost of a Landmark.
	Cost Box
	// Badge is the place of the VP medallion (VPBadge) of Influence cards
	// and Landmarks, over the art window's top right corner.
	Badge Box
	// Art is the picture window.
	Art Box
	// Band is the main line of the card: a Material card's conversion
	// (keep icons within Inner, clear of the link sockets), the influence
	// an Influence card gives, a Landmark's bonus multiplier and condition.
	Band Box
	// Inner is the part of Band clear of the link sockets.
	Inner Box
	// Footer holds flavour text or the bonus condition in words; it is
	// zero on a card narrower than CompactWidth.
	Footer Box
	// Storage is the place of a Landmark's storage icon, when it has one.
	Storage Box
	// LinkY is the height of a Material card's link line and LinkH the
	// height of its sockets: draw LinkTab images there, on the
	// card's edges.
	LinkY, LinkH float64
}

// CompactWidth is the width in pixels below which a card is laid out
// compact: no footer, and the main line takes its room, so that names and
// rule symbols stay large on the small cards of a table. Flavour and the
// bonus in words show on larger cards (a zoomed card). At 200 the cards
// of a 1920x1080 table (150-170 pixels) keep their large rule symbols.
const CompactWidth = 200

// CardLayout returns the places on a w×h card of this kind. Cards are
// meant to be about 5:7; other shapes work but crowd. Cards narrower than
// CompactWidth have no Footer.
func CardLayout(kind CardKind, w, h float64) CardPlaces {
	f := cardFrame(w)
	compact := w < CompactWidth
	var pl CardPlaces
	switch kind {
	case MaterialCard:
		cs := w * 0.26
		pl.Corner = Box{f * 0.6, f * 0.6, cs, cs}
		vs := max(cs*0.66, min(cs*0.8, 17.5)) // its digit 17 px and more from a 90 px card
		pl.Value = Box{pl.Corner.X + cs - vs*0.75, pl.Corner.Y + cs - vs*0.75, vs, vs}
		hx := pl.Corner.X + cs + w*0.03
		pl.Header = Box{hx, f + w*0.01, w - f - w*0.01 - hx, cs * 0.95}
		top := f + cs + h*0.012
		if compact {
			// Room for a name of two lines at a size a table can read.
			pl.Header.H = cs * 1.2
			top = max(top, pl.Header.Y+pl.Header.H+h*0.012)
		}
		// A compact card's band runs to its foot: its conversion, on two
		// lines, reads large at a table's sizes.
		artEnd, bandY := h*0.54, h*0.565
		pl.Art = Box{f + w*0.04, top, w - 2*f - w*0.08, artEnd - top}
		pl.LinkH = w * 0.26
		if !compact {
			pl.LinkH = w * 0.2
		}
		pl.LinkY = pl.Art.Y + pl.Art.H/2
		bandEnd := h * 0.77
		if compact {
			bandEnd = h - f*1.4
		}
		pl.Band = Box{f, bandY, w - 2*f, bandEnd - bandY}
		pl.Inner = Box{f + w*0.02, pl.Band.Y, w - 2*f - w*0.04, pl.Band.H}
		if !compact {
			fy := pl.Band.Y + pl.Band.H + h*0.02
			pl.Footer = Box{f + w*0.04, fy, w - 2*f - w*0.08, h - f - fy - h*0.01}
		}
	default:
		pl.Cost = Box{f + w*0.02, f + w*0.01, w - 2*f - w*0.04, w * 0.22}
		hy := pl.Cost.Y + pl.Cost.H + h*0.004
		pl.Header = Box{f + w*0.03, hy, w - 2*f - w*0.06, h * 0.165}
		if compact {
			pl.Header.H = h * 0.2 // two lines at a size a table can read
		}
		ay := hy + pl.Header.H + h*0.01
		artEnd, bandY := h*0.64, h*0.655
		if compact {
			artEnd, bandY = h*0.7, h*0.715
		}
		pl.Art = Box{f + w*0.04, ay, w - 2*f - w*0.08, artEnd - ay}
		bs := min(w*0.27, pl.Art.H*0.7)
		pl.Badge = Box{w - f*0.4 - bs, pl.Art.Y, bs, bs}
		bandEnd := h * 0.8
		if compact {
			bandEnd = h - f*1.4
		}
		pl.Band = Box{f + w*0.02, bandY, w - 2*f - w*0.04, bandEnd - bandY}
		pl.Inner = pl.Band
		if !compact {
			fy := pl.Band.Y + pl.Band.H + h*0.015
			pl.Footer = Box{f + w*0.04, fy, w - 2*f - w*0.08, h - f - fy - h*0.01}
		}
		if kind == LandmarkCard {
			ss := w * 0.2
			pl.Storage = Box{pl.Art.X + w*0.02, pl.Art.Y + pl.Art.H - ss - w*0.02, ss, ss}
		}
	}
	return pl
}

// cardFrame returns the width of a card's frame.
func cardFrame(w float64) float64 { return max(2, w*0.045) }

func cardRadius(w float64) float64 { return max(3, w*0.07) }

func boxPath(b Box, r float64) *vector.Path { return sprites.RoundRectPath(b.X, b.Y, b.W, b.H, r) }

// Colours of the salvage steel, the Arkhein violet and bronze, and the
// Insula gold and stone.
var (
	steelHi    = sprites.RGB(0x8A939C)
	steelMid   = sprites.RGB(0x4E565F)
	steelLo    = sprites.RGB(0x262B31)
	steelPlate = sprites.RGB(0x1A1E23)
	hazard     = sprites.RGB(0xF0B429)
	goldHi     = sprites.RGB(0xFBE08A)
	goldMid    = sprites.RGB(0xD29E38)
	goldLo     = sprites.RGB(0x6A4A10)
	stone      = sprites.RGB(0x9A8B74)
	stoneDark  = sprites.RGB(0x5E5446)
)

// Card returns a new w×h image of the face of a card of this
// kind, without its text and icons (see CardLayout for where
// they go). variant tints it: for a Material card the card's material
// (its colour on the header, its icon in the corner and its art in the
// window; WildMaterial for a Rare Material; any other value for a plain
// card, such as Plain), for
// an Influence card the influence whose sign fills the window (-1 for
// the Arkhein seal), for a Landmark a seed that picks the skyline.
func Card(kind CardKind, variant int, w, h float64) *ebiten.Image {
	img := sprites.NewImage(w, h)
	w, h = float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	switch kind {
	case MaterialCard:
		drawMaterialFace(img, variant, w, h)
	case InfluenceCard:
		drawInfluenceFace(img, variant, w, h)
	default:
		drawLandmarkFace(img, variant, w, h)
	}
	return img
}

// CardBack returns a new w×h image of the back of a card of this
// kind: hazard-striped steel with a hex nut, a violet Arkhein seal, or a
// stone Insula under a golden arch.
func CardBack(kind CardKind, w, h float64) *ebiten.Image {
	img := sprites.NewImage(w, h)
	w, h = float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	switch kind {
	case MaterialCard:
		drawMaterialBack(img, w, h)
	case InfluenceCard:
		drawInfluenceBack(img, w, h)
	default:
		drawLandmarkBack(img, w, h)
	}
	return img
}

// drawCardShell draws the outer frame of a card with a gradient and
// returns the path of the inner field, inset by the frame.
func drawCardShell(dst *ebiten.Image, w, h float64, stops ...sprites.ColorStop) *vector.Path {
	r := cardRadius(w)
	f := cardFrame(w)
	outer := sprites.RoundRectPath(0, 0, w, h, r)
	sprites.FillShapeLinear(dst, outer, 0, 0, w*0.4, h, stops...)
	// A bright bevel on the frame's upper edge.
	sprites.StrokeShape(dst, sprites.RoundRectPath(0.75, 0.75, w-1.5, h-1.5, r-0.75), max(1, w*0.006), sprites.WithAlpha(sprites.RGB(0xFFFFFF), 60))
	return sprites.RoundRectPath(f, f, w-2*f, h-2*f, max(1, r-f*0.7))
}

// paintBrushedSteel fills the shape with brushed steel: a vertical
// gradient streaked along x by stretched noise, tinted towards tint, with
// patches of rust that gather towards the edges when rust > 0.
func paintBrushedSteel(dst *ebiten.Image, shape *vector.Path, w, h float64, top, bottom color.RGBA, tint color.RGBA, tintAmount, rust float64, seed uint64) {
	bounds := shape.Bounds().Inset(-2).Intersect(dst.Bounds())
	if bounds.Empty() {
		return
	}
	noise := sprites.NewNoise(seed)
	table := sprites.GradientTable([]sprites.ColorStop{{At: 0, Color: top}, {At: 1, Color: bottom}})
	rustLight, rustDark := sprites.RGB(0xA0562A), sprites.RGB(0x4A2410)
	field := sprites.PaintField(bounds, func(x, y float64) color.RGBA {
		c := table[int(math.Round(min(max(y/h, 0), 1)*255))]
		n := noise.FBM(x/w*1.2, y/h*38)
		k := 0.86 + 0.28*n
		r, g, b := float64(c.R)*k, float64(c.G)*k, float64(c.B)*k
		r += (float64(tint.R) - r) * tintAmount
		g += (float64(tint.G) - g) * tintAmount
		b += (float64(tint.B) - b) * tintAmount
		if rust > 0 {
			edge := min(x, w-x, y, h-y) / (w * 0.22)
			q := noise.FBM(x/w*3+40, y/w*3+40) + 0.22*(1-min(edge, 1))
			if a := (q - 0.6) / 0.14; a > 0 {
				a = min(a, 1) * rust
				grain := noise.FBM(x/w*14+7, y/w*14+7)
				rc := rustDark
				if grain > 0.5 {
					rc = rustLight
				}
				r += (float64(rc.R) - r) * a
				g += (float64(rc.G) - g) * a
				b += (float64(rc.B) - b) * a
			}
		}
		return color.RGBA{sprites.Clamp8(r), sprites.Clamp8(g), sprites.Clamp8(b), 255}
	})
	sprites.PaintClipped(dst, shape, bounds, field)
}

// drawRivet draws a domed rivet of radius r.
func drawRivet(dst *ebiten.Image, x, y, r float64) {
	sprites.FillCircle(dst, x, y+r*0.3, r, color.RGBA{0, 0, 0, 120})
	sprites.FillShapeRadial(dst, sprites.CirclePath(x, y, r), x-r*0.4, y-r*0.4, r*1.8, sprites.ColorStop{At: 0, Color: sprites.RGB(0xD5DCE2)}, sprites.ColorStop{At: 1, Color: sprites.RGB(0x3A4047)})
}

// drawHazard fills the box with diagonal yellow and black stripes.
func drawHazard(dst *ebiten.Image, b Box, stripe float64) {
	sprites.FillShape(dst, boxPath(b, 0), sprites.RGB(0x16181B))
	layer := ebiten.NewImage(max(1, int(math.Ceil(b.W))), max(1, int(math.Ceil(b.H))))
	for x := -b.H; x < b.W+b.H; x += stripe * 2 {
		sprites.FillPolygon(layer, []sprites.Point{{X: x, Y: 0}, {X: x + stripe, Y: 0}, {X: x + stripe - b.H, Y: b.H}, {X: x - b.H, Y: b.H}}, hazard)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(b.X, b.Y)
	op.ColorScale.ScaleAlpha(0.9)
	dst.DrawImage(layer, op)
	layer.Deallocate()
}

// drawInset draws a recessed plate: a dark fill with a shadow along its
// top and a glint along its bottom.
func drawInset(dst *ebiten.Image, b Box, r float64, top, bottom color.RGBA, lw float64) {
	path := boxPath(b, r)
	sprites.FillShapeLinear(dst, path, b.X, b.Y, b.X, b.Y+b.H, sprites.ColorStop{At: 0, Color: top}, sprites.ColorStop{At: 1, Color: bottom})
	sprites.Line(dst, b.X+r, b.Y+lw/2, b.X+b.W-r, b.Y+lw/2, lw, color.RGBA{0, 0, 0, 120})
	sprites.Line(dst, b.X+r, b.Y+b.H-lw/2, b.X+b.W-r, b.Y+b.H-lw/2, lw, sprites.WithAlpha(sprites.RGB(0xFFFFFF), 40))
	sprites.StrokeShape(dst, path, lw, color.RGBA{0, 0, 0, 90})
}

// Plain is a variant of Card for a Material card with
// no material of its own.
const Plain = -2

func drawMaterialFace(dst *ebiten.Image, variant int, w, h float64) {
	m := rules.Material(variant)
	tint := MaterialColor(m)
	known := m == WildMaterial || (m >= 0 && m < rules.NumMaterials)
	if !known {
		tint = steelMid
	}
	pl := CardLayout(MaterialCard, w, h)
	lw := max(1, w*0.008)
	field := drawCardShell(dst, w, h, sprites.ColorStop{At: 0, Color: steelHi}, sprites.ColorStop{At: 0.5, Color: steelMid}, sprites.ColorStop{At: 1, Color: steelLo})
	paintBrushedSteel(dst, field, w, h, sprites.RGB(0x5D656E), sprites.RGB(0x2E343A), tint, 0.07, 0.45, uint64(max(m, 0))+11)
	sprites.StrokeShape(dst, field, lw, color.RGBA{0, 0, 0, 140})

	// The header: a dark band with the material's colour along its foot
	// and hazard stripes at its end.
	hb := pl.Header
	hb.X -= w * 0.02
	hb.W += w * 0.02
	drawInset(dst, hb, max(2, w*0.02), sprites.RGB(0x15181C), sprites.RGB(0x262B31), lw)
	sprites.Line(dst, hb.X+w*0.04, hb.Y+hb.H-lw*1.5, hb.X+hb.W-w*0.02, hb.Y+hb.H-lw*1.5, max(1.5, w*0.012), tint)

	// The art window: a scanner's screen with the material in its beam.
	ab := pl.Art
	drawInset(dst, ab, max(2, w*0.03), sprites.RGB(0x0D1013), sprites.RGB(0x1C2126), lw)
	ax, ay := ab.Center()
	art := ebiten.NewImage(max(1, int(math.Ceil(ab.W))), max(1, int(math.Ceil(ab.H))))
	lx, ly := ab.W/2, ab.H/2
	sprites.FillShapeRadial(art, sprites.RoundRectPath(0, 0, ab.W, ab.H, max(2, w*0.03)), lx, ly, max(ab.W, ab.H)*0.6,
		sprites.ColorStop{At: 0, Color: sprites.WithAlpha(tint, 90)}, sprites.ColorStop{At: 1, Color: sprites.WithAlpha(tint, 0)})
	if w >= 90 {
		grid := w * 0.08
		var lines sprites.Curve // one path, so the grid is one draw
		for x := math.Mod(lx, grid); x < ab.W; x += grid {
			lines.MoveTo(float32(x), 0)
			lines.LineTo(float32(x), float32(ab.H))
		}
		for y := math.Mod(ly, grid); y < ab.H; y += grid {
			lines.MoveTo(0, float32(y))
			lines.LineTo(float32(ab.W), float32(y))
		}
		sprites.StrokeShape(art, lines.Path(), max(0.5, w*0.003), sprites.WithAlpha(sprites.RGB(0x6FB0BA), 40))
	}
	// Brackets in the window's corners, like a viewfinder.
	bl, bi := ab.H*0.14, ab.W*0.06
	for _, c := range [][4]float64{{bi, bi, 1, 1}, {ab.W - bi, bi, -1, 1}, {bi, ab.H - bi, 1, -1}, {ab.W - bi, ab.H - bi, -1, -1}} {
		var br sprites.Curve
		br.MoveTo(float32(c[0]), float32(c[1]+c[3]*bl))
		br.LineTo(float32(c[0]), float32(c[1]))
		br.LineTo(float32(c[0]+c[2]*bl), float32(c[1]))
		sprites.StrokeShape(art, br.Path(), max(1, w*0.01), sprites.WithAlpha(sprites.Shade(tint, 0.3), 170))
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(ab.X, ab.Y)
	dst.DrawImage(art, op)
	art.Deallocate()
	if known {
		is := min(ab.W, ab.H) * 0.78
		sprites.SoftShadow(dst, sprites.CirclePath(ax, ay+is*0.36, is*0.3), is*0.08, color.RGBA{0, 0, 0, 120})
		DrawMaterial(dst, m, ax, ay, is)
	}

	// The value medallion in the top-left corner.
	cx, cy := pl.Corner.Center()
	cr := pl.Corner.W / 2
	sprites.SoftShadow(dst, sprites.CirclePath(cx, cy+cr*0.08, cr), cr*0.15, color.RGBA{0, 0, 0, 150})
	sprites.FillShapeLinear(dst, sprites.CirclePath(cx, cy, cr), cx, cy-cr, cx, cy+cr, sprites.ColorStop{At: 0, Color: steelHi}, sprites.ColorStop{At: 1, Color: steelLo})
	sprites.FillShapeRadial(dst, sprites.CirclePath(cx, cy, cr*0.8), cx, cy-cr*0.4, cr*1.3, sprites.ColorStop{At: 0, Color: sprites.RGB(0x2E343B)}, sprites.ColorStop{At: 1, Color: steelPlate})
	sprites.StrokeCircle(dst, cx, cy, cr*0.8, max(1, w*0.012), tint)
	sprites.StrokeCircle(dst, cx, cy, cr, lw, color.RGBA{0, 0, 0, 160})
	if known {
		DrawMaterial(dst, m, cx-cr*0.08, cy-cr*0.08, cr*1.2)
		vx, vy := pl.Value.Center()
		vr := pl.Value.W / 2
		sprites.FillCircle(dst, vx, vy+vr*0.1, vr, color.RGBA{0, 0, 0, 120})
		sprites.FillShapeRadial(dst, sprites.CirclePath(vx, vy, vr), vx, vy-vr*0.5, vr*1.6, sprites.ColorStop{At: 0, Color: sprites.RGB(0x3A4047)}, sprites.ColorStop{At: 1, Color: sprites.RGB(0x0F1114)})
		sprites.StrokeCircle(dst, vx, vy, vr, max(1, w*0.01), tint)
	}

	// The conversion plate across the card, edge to edge, and rivets.
	bb := pl.Band
	drawInset(dst, bb, 0, sprites.RGB(0x14171A), sprites.RGB(0x23282D), lw)
	sprites.Line(dst, bb.X, bb.Y-lw, bb.X+bb.W, bb.Y-lw, lw, sprites.WithAlpha(tint, 160))
	sprites.Line(dst, bb.X, bb.Y+bb.H+lw, bb.X+bb.W, bb.Y+bb.H+lw, lw, sprites.WithAlpha(tint, 160))
	rr := max(1, w*0.014)
	f := cardFrame(w)
	for _, x := range []float64{f * 0.5, w - f*0.5} {
		drawRivet(dst, x, h*0.2, rr)
		drawRivet(dst, x, h-f*2.2, rr)
	}
	// A smoked plate under the flavour text keeps it legible over the rust.
	if fb := pl.Footer; fb.W > 0 {
		sprites.FillShape(dst, boxPath(fb, max(2, w*0.02)), sprites.WithAlpha(sprites.RGB(0x101316), 170))
		sprites.StrokeShape(dst, boxPath(fb, max(2, w*0.02)), lw, sprites.WithAlpha(sprites.RGB(0x000000), 90))
	}
}

func drawMaterialBack(dst *ebiten.Image, w, h float64) {
	f := cardFrame(w)
	field := drawCardShell(dst, w, h, sprites.ColorStop{At: 0, Color: steelHi}, sprites.ColorStop{At: 0.5, Color: steelMid}, sprites.ColorStop{At: 1, Color: steelLo})
	paintBrushedSteel(dst, field, w, h, sprites.RGB(0x5A626B), sprites.RGB(0x2C3238), steelMid, 0, 0.7, 5)
	lw := max(1, w*0.008)
	sprites.StrokeShape(dst, field, lw, color.RGBA{0, 0, 0, 140})
	band := h * 0.07
	drawHazard(dst, Box{f, f + h*0.05, w - 2*f, band}, max(2, w*0.035))
	drawHazard(dst, Box{f, h - f - h*0.05 - band, w - 2*f, band}, max(2, w*0.035))
	// A hex nut with the six materials around its bore.
	cx, cy := w/2, h/2
	r := w * 0.3
	hex := sprites.PolygonPath(sprites.RegularPolygon(cx, cy, r, 6, 0))
	sprites.SoftShadow(dst, sprites.PolygonPath(sprites.RegularPolygon(cx, cy+r*0.06, r, 6, 0)), r*0.1, color.RGBA{0, 0, 0, 160})
	sprites.FillShapeLinear(dst, hex, cx-r, cy-r, cx+r, cy+r, sprites.ColorStop{At: 0, Color: sprites.RGB(0xC3CAD1)}, sprites.ColorStop{At: 0.5, Color: steelMid}, sprites.ColorStop{At: 1, Color: steelLo})
	sprites.StrokeShape(dst, hex, max(1, w*0.012), sprites.RGB(0x14171A))
	sprites.FillShapeRadial(dst, sprites.CirclePath(cx, cy, r*0.62), cx, cy+r*0.2, r*0.8, sprites.ColorStop{At: 0, Color: sprites.RGB(0x2A3037)}, sprites.ColorStop{At: 1, Color: sprites.RGB(0x0E1013)})
	for m := range rules.Material(rules.NumMaterials) {
		a := -math.Pi/2 + 2*math.Pi*float64(m)/rules.NumMaterials
		DrawMaterial(dst, m, cx+r*0.4*math.Cos(a), cy+r*0.4*math.Sin(a), r*0.3)
	}
	for _, c := range [][2]float64{{f * 2.2, f * 2.2}, {w - f*2.2, f * 2.2}, {f * 2.2, h - f*2.2}, {w - f*2.2, h - f*2.2}} {
		drawRivet(dst, c[0], c[1], max(1, w*0.018))
	}
}

// drawVioletField fills the shape with the Arkhein violet, glowing around
// (gx, gy), and lays bronze filigree over it: rings and rays from there.
func drawVioletField(dst *ebiten.Image, shape *vector.Path, gx, gy, reach, w float64) {
	sprites.FillShapeRadial(dst, shape, gx, gy, reach, sprites.ColorStop{At: 0, Color: sprites.RGB(0x5C3696)}, sprites.ColorStop{At: 0.5, Color: sprites.RGB(0x2E1748)}, sprites.ColorStop{At: 1, Color: sprites.RGB(0x160A24)})
	b := shape.Bounds().Intersect(dst.Bounds())
	if b.Empty() {
		return
	}
	layer := ebiten.NewImage(b.Dx(), b.Dy())
	ox, oy := gx-float64(b.Min.X), gy-float64(b.Min.Y)
	lw := max(0.75, w*0.005)
	for k := 1; k <= 6; k++ {
		r := reach * 0.16 * float64(k)
		sprites.DashedCircle(layer, ox, oy, r, lw, 6+4*k, 0.7-0.05*float64(k), float64(k)*0.3, sprites.WithAlpha(bronze, 70))
	}
	var rays sprites.Curve
	for k := range 24 {
		a := 2 * math.Pi * float64(k) / 24
		r0, r1 := reach*0.2, reach*(0.9+0.2*float64(k%2))
		rays.MoveTo(float32(ox+r0*math.Cos(a)), float32(oy+r0*math.Sin(a)))
		rays.LineTo(float32(ox+r1*math.Cos(a)), float32(oy+r1*math.Sin(a)))
	}
	sprites.StrokeShape(layer, rays.Path(), lw, sprites.WithAlpha(bronze, 28))
	sprites.PaintClipped(dst, shape, b, layer)
}

// drawChevronBand draws a band with pointed ends, Arkhein style.
func drawChevronBand(dst *ebiten.Image, b Box, fill1, fill2, edge color.RGBA, lw float64) {
	d := b.H * 0.45
	pts := []sprites.Point{{X: b.X + d, Y: b.Y}, {X: b.X + b.W - d, Y: b.Y}, {X: b.X + b.W, Y: b.Y + b.H/2}, {X: b.X + b.W - d, Y: b.Y + b.H}, {X: b.X + d, Y: b.Y + b.H}, {X: b.X, Y: b.Y + b.H/2}}
	path := sprites.PolygonPath(pts)
	sprites.FillShapeLinear(dst, path, b.X, b.Y, b.X, b.Y+b.H, sprites.ColorStop{At: 0, Color: fill1}, sprites.ColorStop{At: 1, Color: fill2})
	sprites.StrokeShape(dst, path, lw, edge)
}

func bronzeStops() []sprites.ColorStop {
	return []sprites.ColorStop{{At: 0, Color: sprites.RGB(0xEBC27A)}, {At: 0.45, Color: bronze}, {At: 1, Color: sprites.RGB(0x4A2C10)}}
}

func drawInfluenceFace(dst *ebiten.Image, variant int, w, h float64) {
	i := rules.Influence(variant)
	pl := CardLayout(InfluenceCard, w, h)
	lw := max(1, w*0.01)
	field := drawCardShell(dst, w, h, bronzeStops()...)
	ax, ay := pl.Art.Center()
	drawVioletField(dst, field, ax, ay, h*0.6, w)
	sprites.StrokeShape(dst, field, lw, sprites.RGB(0x2A160A))
	// An inner bronze line that dips around the art.
	f := cardFrame(w)
	sprites.StrokeShape(dst, sprites.RoundRectPath(f*1.9, f*1.9, w-3.8*f, h-3.8*f, cardRadius(w)*0.6), max(0.75, w*0.005), sprites.WithAlpha(bronze, 110))

	hb := pl.Header
	hb.X -= w * 0.02
	hb.W += w * 0.04 // as far past the Header box at either end
	drawChevronBand(dst, hb, sprites.RGB(0x3D2360), sprites.RGB(0x1C0F2E), bronze, lw)
	drawChevronBand(dst, pl.Cost, sprites.WithAlpha(sprites.RGB(0x12081E), 200), sprites.WithAlpha(sprites.RGB(0x24123A), 200), sprites.WithAlpha(bronze, 150), lw*0.8)

	// The window: an oval portal with the influence's sign or the seal.
	ab := pl.Art
	rx, ry := ab.W*0.42, ab.H*0.46
	portal := sprites.EllipsePath(ax, ay, rx, ry, 0)
	sprites.FillShapeRadial(dst, portal, ax, ay, max(rx, ry), sprites.ColorStop{At: 0, Color: sprites.RGB(0x7A4FC0)}, sprites.ColorStop{At: 0.55, Color: sprites.RGB(0x311A52)}, sprites.ColorStop{At: 1, Color: sprites.RGB(0x12081E)})
	sprites.StrokeShape(dst, portal, max(1.5, w*0.018), sprites.RGB(0x2A160A))
	sprites.StrokeShape(dst, portal, max(1, w*0.01), bronze)
	sign := min(rx*0.8, ry*1.3)
	if i >= 0 && i < rules.NumInfluences {
		c := InfluenceColor(i)
		sprites.Glow(dst, sprites.CirclePath(ax, ay, sign*0.45), sign*0.25, sprites.WithAlpha(c, 110))
		influenceGlyph(i, ax, ay, sign/2).Draw(dst, c, sprites.RGB(0x311A52), sprites.RGB(0x12081E), max(1, w*0.008))
	} else {
		drawArkheinSeal(dst, ax, ay, sign*0.55, w)
	}
	// Bronze studs along the portal.
	for k := range 8 {
		a := 2 * math.Pi * float64(k) / 8
		sprites.FillCircle(dst, ax+rx*math.Cos(a), ay+ry*math.Sin(a), max(1, w*0.012), goldHi)
	}
	drawChevronBand(dst, pl.Band, sprites.RGB(0x2B1744), sprites.RGB(0x140A22), bronze, lw)
}

// drawArkheinSeal draws the Arkhein seal: an eye of three rings with
// mechanical teeth, in bronze.
func drawArkheinSeal(dst *ebiten.Image, cx, cy, r, w float64) {
	lw := max(1, w*0.012)
	sprites.StrokeCircle(dst, cx, cy, r, lw*1.6, bronze)
	for k := range 12 {
		a := 2 * math.Pi * float64(k) / 12
		sprites.Line(dst, cx+r*math.Cos(a), cy+r*math.Sin(a), cx+r*1.18*math.Cos(a), cy+r*1.18*math.Sin(a), lw*1.4, bronze)
	}
	var lid sprites.Curve
	lid.MoveTo(float32(cx-r*0.8), float32(cy))
	lid.QuadTo(float32(cx), float32(cy-r*0.85), float32(cx+r*0.8), float32(cy))
	lid.QuadTo(float32(cx), float32(cy+r*0.85), float32(cx-r*0.8), float32(cy))
	lid.Close()
	sprites.FillShape(dst, lid.Path(), goldHi)
	sprites.FillCircle(dst, cx, cy, r*0.3, sprites.RGB(0x2A1444))
	sprites.FillCircle(dst, cx, cy, r*0.12, sprites.RGB(0xFF6AD5))
}

func drawInfluenceBack(dst *ebiten.Image, w, h float64) {
	field := drawCardShell(dst, w, h, bronzeStops()...)
	drawVioletField(dst, field, w/2, h/2, h*0.62, w)
	lw := max(1, w*0.01)
	sprites.StrokeShape(dst, field, lw, sprites.RGB(0x2A160A))
	f := cardFrame(w)
	sprites.StrokeShape(dst, sprites.RoundRectPath(f*2, f*2, w-4*f, h-4*f, cardRadius(w)*0.6), max(0.75, w*0.006), sprites.WithAlpha(bronze, 140))
	cx, cy := w/2, h/2
	r := w * 0.26
	sprites.Glow(dst, sprites.CirclePath(cx, cy, r), r*0.3, sprites.WithAlpha(sprites.RGB(0x8C50DC), 120))
	sprites.FillShapeRadial(dst, sprites.CirclePath(cx, cy, r*1.25), cx, cy, r*1.25, sprites.ColorStop{At: 0, Color: sprites.RGB(0x4B2A78)}, sprites.ColorStop{At: 1, Color: sprites.RGB(0x1A0C2A)})
	drawArkheinSeal(dst, cx, cy, r, w)
	// Four small signs of influence at the points of a diamond.
	for i := range rules.Influence(rules.NumInfluences) {
		a := -math.Pi/2 + math.Pi/2*float64(i)
		d := r * 1.75
		x, y := cx+d*math.Cos(a)*0.85, cy+d*math.Sin(a)*1.15
		DrawInfluence(dst, i, x, y, w*0.16)
	}
}

// paintStone fills the shape with dressed stone: mottled by noise and
// laid in courses of staggered blocks.
func paintStone(dst *ebiten.Image, shape *vector.Path, w, h float64, seed uint64) {
	bounds := shape.Bounds().Inset(-2).Intersect(dst.Bounds())
	if bounds.Empty() {
		return
	}
	noise := sprites.NewNoise(seed)
	table := sprites.GradientTable([]sprites.ColorStop{{At: 0, Color: sprites.Shade(stone, 0.1)}, {At: 1, Color: stoneDark}})
	course := max(6, h*0.075)
	block := course * 2.2
	line := max(0.8, w*0.006)
	field := sprites.PaintField(bounds, func(x, y float64) color.RGBA {
		c := table[int(math.Round(min(max(y/h, 0), 1)*255))]
		n := noise.FBM(x/w*5, y/h*7)
		k := 0.82 + 0.36*n
		row := math.Floor(y / course)
		off := math.Mod(row, 2) * block / 2
		dy := y - row*course
		dx := math.Mod(x+off, block)
		if dy < line || dx < line {
			k *= 0.72
		} else if dy < line*2.2 {
			k *= 1.1 // the lit top of each block
		}
		return color.RGBA{sprites.Clamp8(float64(c.R) * k), sprites.Clamp8(float64(c.G) * k), sprites.Clamp8(float64(c.B) * k), 255}
	})
	sprites.PaintClipped(dst, shape, bounds, field)
}

func goldStops() []sprites.ColorStop {
	return []sprites.ColorStop{{At: 0, Color: goldHi}, {At: 0.4, Color: goldMid}, {At: 1, Color: goldLo}}
}

// drawSkyline draws the window of a Landmark: a dusk sky with a ringed
// planet over the towers of an Insula, picked by seed.
func drawSkyline(dst *ebiten.Image, b Box, r float64, seed int, w float64) {
	path := boxPath(b, r)
	sprites.FillShapeLinear(dst, path, b.X, b.Y, b.X, b.Y+b.H,
		sprites.ColorStop{At: 0, Color: sprites.RGB(0x2A2046)}, sprites.ColorStop{At: 0.55, Color: sprites.RGB(0x8A4A5E)}, sprites.ColorStop{At: 0.85, Color: sprites.RGB(0xF0A35A)}, sprites.ColorStop{At: 1, Color: sprites.RGB(0xFFD08A)})
	layer := ebiten.NewImage(max(1, int(math.Ceil(b.W))), max(1, int(math.Ceil(b.H))))
	rng := rand.New(rand.NewPCG(uint64(int64(seed)), 0x1251A))
	bw, bh := b.W, b.H
	// A ringed planet.
	px0, py0, pr := bw*(0.25+0.5*rng.Float64()), bh*0.3, bh*0.16
	sprites.FillShapeRadial(layer, sprites.CirclePath(px0, py0, pr), px0-pr*0.4, py0-pr*0.4, pr*1.8, sprites.ColorStop{At: 0, Color: sprites.RGB(0xFFE2B0)}, sprites.ColorStop{At: 1, Color: sprites.RGB(0xB0604A)})
	sprites.StrokeShape(layer, sprites.EllipsePath(px0, py0, pr*1.8, pr*0.42, -0.3), max(1, w*0.01), sprites.RGB(0xFFE9C2))
	stars := make([]sprites.Point, 12)
	for k := range stars {
		stars[k] = sprites.Point{X: rng.Float64() * bw, Y: rng.Float64() * bh * 0.5}
	}
	sprites.FillShape(layer, dotsPath(stars, max(0.5, w*0.005)), sprites.WithAlpha(sprites.RGB(0xFFF0DC), 200))
	// Towers, near ones darker, with lit windows.
	var windows []sprites.Point
	for pass := range 2 {
		col := sprites.RGB(0x4A2C44)
		if pass == 1 {
			col = sprites.RGB(0x1C1420)
		}
		x := -bw * 0.05
		for x < bw {
			tw := bw * (0.1 + 0.12*rng.Float64())
			th := bh * (0.25 + 0.35*rng.Float64()) * (1 - 0.25*float64(pass))
			if pass == 0 {
				th += bh * 0.15
			}
			top := bh - th
			sprites.FillPolygon(layer, []sprites.Point{{X: x, Y: bh}, {X: x, Y: top}, {X: x + tw*0.5, Y: top - tw*0.35*float64(rng.IntN(2))}, {X: x + tw, Y: top}, {X: x + tw, Y: bh}}, col)
			if pass == 1 {
				for wy := top + bh*0.08; wy < bh-bh*0.05; wy += bh * 0.1 {
					if rng.IntN(3) > 0 {
						windows = append(windows, sprites.Point{X: x + tw*(0.3+0.4*rng.Float64()), Y: wy})
					}
				}
			}
			x += tw * (0.85 + 0.3*rng.Float64())
		}
	}
	sprites.FillShape(layer, dotsPath(windows, max(0.6, w*0.008)), sprites.RGB(0xFFC45A))
	var moved vector.Path
	op := &vector.AddPathOptions{}
	op.GeoM.Translate(-b.X, -b.Y)
	moved.AddPath(path, op)
	clipped := ebiten.NewImage(layer.Bounds().Dx(), layer.Bounds().Dy())
	sprites.FillShape(clipped, &moved, color.White)
	clipped.DrawImage(layer, &ebiten.DrawImageOptions{Blend: ebiten.BlendSourceIn})
	dop := &ebiten.DrawImageOptions{}
	dop.GeoM.Translate(b.X, b.Y)
	dst.DrawImage(clipped, dop)
	layer.Deallocate()
	clipped.Deallocate()
	sprites.StrokeShape(dst, path, max(1.5, w*0.018), goldLo)
	sprites.StrokeShape(dst, path, max(1, w*0.008), goldHi)
}

func drawLandmarkFace(dst *ebiten.Image, seed int, w, h float64) {
	pl := CardLayout(LandmarkCard, w, h)
	lw := max(1, w*0.01)
	field := drawCardShell(dst, w, h, goldStops()...)
	paintStone(dst, field, w, h, uint64(int64(seed))+77)
	sprites.StrokeShape(dst, field, lw, goldLo)
	r := max(2, w*0.025)
	plate := func(b Box, a uint8) {
		path := boxPath(b, r)
		sprites.FillShapeLinear(dst, path, b.X, b.Y, b.X, b.Y+b.H, sprites.ColorStop{At: 0, Color: sprites.WithAlpha(sprites.RGB(0x2C2418), a)}, sprites.ColorStop{At: 1, Color: sprites.WithAlpha(sprites.RGB(0x15110A), a)})
		sprites.StrokeShape(dst, path, lw, goldMid)
	}
	hb := pl.Header
	hb.X -= w * 0.02
	plate(hb, 235)
	plate(pl.Cost, 190)
	drawSkyline(dst, pl.Art, r, seed, w)
	plate(pl.Band, 225)
	// A gold keystone under the header, like the crown of an arch.
	kx := w * 0.5
	sprites.FillPolygon(dst, []sprites.Point{{X: kx - w*0.05, Y: hb.Y + hb.H}, {X: kx + w*0.05, Y: hb.Y + hb.H}, {X: kx + w*0.03, Y: hb.Y + hb.H + h*0.02}, {X: kx - w*0.03, Y: hb.Y + hb.H + h*0.02}}, goldMid)
}

func drawLandmarkBack(dst *ebiten.Image, w, h float64) {
	field := drawCardShell(dst, w, h, goldStops()...)
	paintStone(dst, field, w, h, 3)
	lw := max(1, w*0.01)
	sprites.StrokeShape(dst, field, lw, goldLo)
	f := cardFrame(w)
	sprites.StrokeShape(dst, sprites.RoundRectPath(f*2, f*2, w-4*f, h-4*f, cardRadius(w)*0.6), max(0.75, w*0.008), sprites.WithAlpha(goldMid, 200))
	// A golden arch framing an Insula: a tower of arcades.
	cx, cy := w/2, h*0.5
	aw, ah := w*0.56, h*0.52
	var arch sprites.Curve
	arch.MoveTo(float32(cx-aw/2), float32(cy+ah/2))
	arch.LineTo(float32(cx-aw/2), float32(cy-ah/2+aw/2))
	arch.Arc(cx, cy-ah/2+aw/2, aw/2, math.Pi, 2*math.Pi)
	arch.LineTo(float32(cx+aw/2), float32(cy+ah/2))
	arch.Close()
	sprites.SoftShadow(dst, arch.Path(), w*0.03, color.RGBA{0, 0, 0, 150})
	sprites.FillShapeLinear(dst, arch.Path(), cx, cy-ah/2, cx, cy+ah/2, sprites.ColorStop{At: 0, Color: sprites.RGB(0x3A2A4E)}, sprites.ColorStop{At: 0.7, Color: sprites.RGB(0xB8604A)}, sprites.ColorStop{At: 1, Color: sprites.RGB(0xF2A65A)})
	// The Insula: three storeys of arcades.
	ink := sprites.RGB(0x1E1620)
	base := cy + ah/2
	for k := range 3 {
		sw := aw * (0.78 - 0.18*float64(k))
		sh := ah * 0.16
		y := base - sh*float64(k+1)
		sprites.FillShape(dst, sprites.RoundRectPath(cx-sw/2, y, sw, sh, 0), ink)
		n := 4 - k
		for j := range n {
			ox := cx - sw/2 + sw*(float64(j)+0.5)/float64(n)
			sprites.FillShape(dst, sprites.RoundRectPath(ox-sw*0.06, y+sh*0.3, sw*0.12, sh*0.7, sw*0.06), sprites.RGB(0xFFC45A))
		}
	}
	sprites.StrokeShape(dst, arch.Path(), max(2, w*0.035), goldLo)
	sprites.StrokeShape(dst, arch.Path(), max(1, w*0.018), goldHi)
	sprites.FillStar(dst, cx, cy-ah/2+aw*0.2, w*0.06, w*0.025, 5, -math.Pi/2, goldHi)
}

// HighlightPad returns how far the image of CardHighlight
// reaches beyond each edge of a card w pixels wide.
func HighlightPad(w float64) float64 { return math.Ceil(max(4, w*0.08)) }

// CardHighlight returns a new image of the mark around a w×h
// card, HighlightPad(w) larger on every side: for a legal target
// (selected false) a cyan glow with bright brackets on the corners, cold
// so it stands out on the gold and violet cards (the table's lights are
// of the same cyan), for
// the chosen card (selected true) a solid white outline in a blue halo.
// The brackets make the two differ in shape as well as colour. Draw it at
// the card's position minus the pad.
func CardHighlight(w, h float64, selected bool) *ebiten.Image {
	pad := HighlightPad(w)
	img := sprites.NewImage(w+2*pad, h+2*pad)
	r := cardRadius(w)
	edge := sprites.RoundRectPath(pad, pad, w, h, r)
	lw := max(1.5, w*0.02)
	if selected {
		sprites.Glow(img, edge, pad*0.8, sprites.WithAlpha(sprites.RGB(0x96DCFF), 230))
		sprites.StrokeShape(img, edge, lw, sprites.RGB(0xFFFFFF))
		return img
	}
	col := sprites.RGB(0x6FE8FF)
	sprites.Glow(img, edge, pad*0.7, sprites.WithAlpha(col, 190))
	sprites.StrokeShape(img, edge, max(1, lw*0.5), sprites.WithAlpha(col, 200))
	arm := min(w, h) * 0.22
	o := pad - lw*1.2
	x0, y0, x1, y1 := o, o, w+2*pad-o, h+2*pad-o
	for _, c := range [][4]float64{{x0, y0, 1, 1}, {x1, y0, -1, 1}, {x0, y1, 1, -1}, {x1, y1, -1, -1}} {
		var br sprites.Curve
		br.MoveTo(float32(c[0]), float32(c[1]+c[3]*arm))
		br.LineTo(float32(c[0]), float32(c[1]))
		br.LineTo(float32(c[0]+c[2]*arm), float32(c[1]))
		sprites.StrokeShape(img, br.Path(), lw*1.8, sprites.Shade(col, -0.55))
		sprites.StrokeShape(img, br.Path(), lw, col)
	}
	return img
}

// dotsPath returns one path of circles of radius r around pts, to fill in
// one draw.
func dotsPath(pts []sprites.Point, r float64) *vector.Path {
	var p sprites.Curve
	for _, pt := range pts {
		p.Arc(pt.X, pt.Y, r, 0, 2*math.Pi*(1-1e-9))
		p.Close()
	}
	return p.Path()
}
