package sprites

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// NeedSpec is the need side of a pawn of Gods Don't Play Dice, mirroring
// rules/gods.Need field by field with plain ints (Kind* for Kind, Target
// and Avoid, Soil* for Soil, Action* and Effect* constants), so that this
// package does not depend on the rules. Fields the kind does not use are
// ignored.
type NeedSpec struct {
	Kind, Soil, Target, Avoid, Action, Effect int
}

// key packs the fields the need's picture depends on into one int.
func (n NeedSpec) key() int {
	v := n.Kind & 7
	switch n.Kind {
	case KindMineral:
		v |= (n.Soil & 7) << 3
	case KindPlant:
		v |= (n.Avoid & 7) << 9
	case KindInsect:
		v |= (n.Target & 7) << 6
	case KindAnimal:
		v |= (n.Target&7)<<6 | (n.Avoid&7)<<9
	case KindOxygen:
		v |= (n.Action & 7) << 12
	case KindBacteria:
		v |= (n.Effect & 7) << 15
	}
	return v
}

var (
	ink       = rgb(0x1C2029)
	plateHi   = rgb(0xFBF8F0)
	plateLo   = rgb(0xE2D9C5)
	shadowCol = color.RGBA{0, 0, 0, 150}
)

// pawnGeometry returns the centre and the radius of the coin of a pawn
// image of size pixels; the rest of the image holds its shadow.
func pawnGeometry(size float64) (c, r float64) {
	return size / 2, size/2 - max(1.5, size*0.07)
}

// drawCoin draws the body of a pawn: shadow, bevelled rim and, face down,
// the coloured field; face up, the light plate of the need side. It
// returns the radius of the field or plate.
func drawCoin(dst *ebiten.Image, kind int, cx, cy, r float64, faceUp bool) float64 {
	k := KindColor(kind)
	shadow := CirclePath(cx, cy+r*0.07, r)
	SoftShadow(dst, shadow, r*0.12, shadowCol)

	rim := CirclePath(cx, cy, r)
	FillShapeRadial(dst, rim, cx-r*0.35, cy-r*0.45, r*1.6,
		ColorStop{0, shade(k, 0.4)}, ColorStop{0.45, k}, ColorStop{1, shade(k, -0.45)})

	inner := r * 0.8
	field := CirclePath(cx, cy, inner)
	// A dark groove between rim and field.
	StrokeShape(dst, field, max(1, r*0.07), withAlpha(shade(k, -0.6), 150))
	if faceUp {
		FillShapeRadial(dst, field, cx-inner*0.25, cy-inner*0.3, inner*1.5,
			ColorStop{0, plateHi}, ColorStop{0.6, rgb(0xF2ECDF)}, ColorStop{1, plateLo})
		// The plate sits below the rim: a shade along its upper edge.
		lip := ArcPath(cx, cy, inner-max(0.75, r*0.035), math.Pi*1.05, math.Pi*1.95)
		StrokeShape(dst, lip, max(1, r*0.06), color.RGBA{0, 0, 0, 40})
	} else {
		FillShapeLinear(dst, field, cx, cy-inner, cx, cy+inner,
			ColorStop{0, shade(k, -0.16)}, ColorStop{1, shade(k, 0.14)})
	}
	// A gleam on the rim, upper left.
	gleam := ArcPath(cx, cy, r*0.9, math.Pi*1.1, math.Pi*1.42)
	StrokeShape(dst, gleam, max(1, r*0.07), color.RGBA{255, 255, 255, 70})
	StrokeShape(dst, rim, max(1, r*0.055), KindOutline(kind))
	return inner
}

// GodsPawn returns a new size×size image of a pawn of this kind. Face down
// (faceUp false) it shows its element side: the kind's colour with its
// icon embossed, which is all anyone but its owner knows. Face up it shows
// the plate of the need side with the kind's icon and nothing else; use
// GodsNeed for a need side with its need.
func GodsPawn(kind int, faceUp bool, size float64) *ebiten.Image {
	img := newImage(size, size)
	c, r := pawnGeometry(size)
	field := drawCoin(img, kind, c, c, r, faceUp)
	if faceUp {
		drawPlateIcon(img, kind, c, c, field*1.15, field)
		return img
	}
	k := KindColor(kind)
	iconSize := field * 1.22
	g := kindGlyph(kind, c, c, iconSize/2)
	// Emboss: a shadow below the icon, then the icon.
	gs := kindGlyph(kind, c, c+max(0.75, r*0.05), iconSize/2)
	gs.draw(img, withAlpha(shade(k, -0.6), 160), color.Transparent, nil, 0)
	g.draw(img, KindInk(kind), k, nil, 0)
	return img
}

// drawPlateIcon draws a kind's icon in its colour, outlined in ink, as it
// appears on the light plate of a need side.
func drawPlateIcon(dst *ebiten.Image, kind int, cx, cy, size, plate float64) {
	ow := max(0.9, plate*0.07)
	if kind == KindInsect {
		// Charcoal on the light plate needs no edge, and an ink edge would
		// merge the legs into one blot.
		ow = 0
	}
	DrawGodsIcon(dst, kind, cx, cy, size, KindColor(kind), plateHi, ink, ow)
}

// GodsNeed returns a new size×size image of the need side of a pawn: the
// plate of its kind with the need drawn in small icons.
//   - Water, alone: a drop inside a ring.
//   - Mineral on a soil: a crystal standing on a swatch of that soil.
//   - Plant not linked to X: leaf, a link, X under a "no" sign.
//   - Insect linked to X: beetle, a link, X.
//   - Animal linked to X, not to Y: a paw linked down to X and to Y, Y
//     under a "no" sign.
//   - Oxygen: the O2 bubbles over its action (flip arrows around a
//     two-sided pawn, exchange arrows, an eye and an arrow).
//   - Bacteria: the microbe over its effect (arrows passing around the
//     table, or a pawn moved to another place).
func GodsNeed(need NeedSpec, size float64) *ebiten.Image {
	img := newImage(size, size)
	c, r := pawnGeometry(size)
	p := drawCoin(img, need.Kind, c, c, r, true)
	drawNeed(img, need, c, c, p)
	return img
}

// drawNeed draws the need on a plate of radius p centred on (cx, cy).
func drawNeed(dst *ebiten.Image, need NeedSpec, cx, cy, p float64) {
	lineW := max(1.2, p*0.1)
	switch need.Kind {
	case KindWater:
		StrokeCircle(dst, cx, cy, p*0.66, max(1.2, p*0.09), ink)
		drawPlateIcon(dst, KindWater, cx, cy+p*0.02, p*0.88, p)
	case KindMineral:
		// The soil fills the lower part of the plate; the crystal stands on it.
		ground := p * 0.18
		var lower curve
		a := math.Asin(ground / p)
		addArc(&lower, cx, cy, p, a, math.Pi-a)
		lower.Close()
		drawSoil(dst, need.Soil, lower.Path(), cx, cy+p*0.55, p*0.9, 1)
		Line(dst, cx-math.Cos(a)*p, cy+ground, cx+math.Cos(a)*p, cy+ground, max(0.8, p*0.05), withAlpha(ink, 160))
		drawPlateIcon(dst, KindMineral, cx, cy-p*0.3, p*0.95, p)
	case KindPlant:
		drawLinkPair(dst, KindPlant, need.Avoid, true, cx, cy, p, lineW)
	case KindInsect:
		drawLinkPair(dst, KindInsect, need.Target, false, cx, cy, p, lineW)
	case KindAnimal:
		top := Point{cx, cy - p*0.52}
		left := Point{cx - p*0.44, cy + p*0.3}
		right := Point{cx + p*0.4, cy + p*0.3}
		drawLink(dst, top.X, top.Y, p*0.2, left.X, left.Y, p*0.25, lineW)
		drawLink(dst, top.X, top.Y, p*0.2, right.X, right.Y, p*0.25, lineW)
		drawPlateIcon(dst, KindAnimal, top.X, top.Y, p*0.6, p)
		drawPlateIcon(dst, need.Target, left.X, left.Y, p*0.72, p)
		drawPlateIcon(dst, need.Avoid, right.X, right.Y, p*0.72, p)
		notBadge(dst, right.X+p*0.28, right.Y+p*0.26, p*0.22)
	case KindOxygen:
		drawPlateIcon(dst, KindOxygen, cx, cy-p*0.55, p*0.5, p)
		drawAction(dst, need.Action, cx, cy+p*0.16, p*0.68, lineW)
	case KindBacteria:
		drawPlateIcon(dst, KindBacteria, cx, cy-p*0.55, p*0.52, p)
		drawEffect(dst, need.Effect, cx, cy+p*0.16, p*0.66, lineW)
	}
}

// drawLinkPair draws "own, linked to other" side by side, other larger,
// with a "not" badge on other when not.
func drawLinkPair(dst *ebiten.Image, own, other int, not bool, cx, cy, p, lineW float64) {
	ox, tx := cx-p*0.6, cx+p*0.3
	drawLink(dst, ox, cy, p*0.2, tx, cy, p*0.3, lineW)
	drawPlateIcon(dst, own, ox, cy, p*0.56, p)
	drawPlateIcon(dst, other, tx, cy, p*0.84, p)
	if not {
		notBadge(dst, tx+p*0.33, cy+p*0.33, p*0.24)
	}
}

// drawLink draws a link, as on the board, from the icon of radius r0 at
// (x0, y0) to the icon of radius r1 at (x1, y1), between their edges.
func drawLink(dst *ebiten.Image, x0, y0, r0, x1, y1, r1, width float64) {
	d := math.Hypot(x1-x0, y1-y0)
	if d <= r0+r1 {
		return
	}
	ux, uy := (x1-x0)/d, (y1-y0)/d
	Line(dst, x0+ux*r0, y0+uy*r0, x1-ux*r1, y1-uy*r1, width, ink)
}

// drawAction draws an Oxygen action in a box of radius r.
func drawAction(dst *ebiten.Image, action int, cx, cy, r, lineW float64) {
	switch action {
	case ActionFlip:
		// A pawn, half dark and half light, with arrows turning it over.
		pr := r * 0.42
		var left curve
		addArc(&left, cx, cy, pr, math.Pi/2, 3*math.Pi/2)
		left.Close()
		FillCircle(dst, cx, cy, pr, plateHi)
		FillShape(dst, left.Path(), ink)
		StrokeCircle(dst, cx, cy, pr, max(0.8, lineW*0.6), ink)
		arcArrow(dst, cx, cy, r*0.86, math.Pi*1.15, math.Pi*1.85, lineW*0.8, ink)
		arcArrow(dst, cx, cy, r*0.86, math.Pi*0.15, math.Pi*0.85, lineW*0.8, ink)
	case ActionExchange:
		straightArrow(dst, cx-r*0.85, cy-r*0.32, cx+r*0.9, cy-r*0.32, lineW, ink)
		straightArrow(dst, cx+r*0.85, cy+r*0.32, cx-r*0.9, cy+r*0.32, lineW, ink)
	case ActionLookMove:
		drawEye(dst, cx-r*0.38, cy, r*0.52, lineW)
		straightArrow(dst, cx+r*0.2, cy, cx+r*1.0, cy, lineW, ink)
	}
}

// drawEye draws an open eye of half-width r.
func drawEye(dst *ebiten.Image, cx, cy, r, lineW float64) {
	var lid curve
	lid.MoveTo(float32(cx-r), float32(cy))
	lid.QuadTo(float32(cx), float32(cy-r*1.15), float32(cx+r), float32(cy))
	lid.QuadTo(float32(cx), float32(cy+r*1.15), float32(cx-r), float32(cy))
	lid.Close()
	FillShape(dst, lid.Path(), rgb(0xFFFFFF))
	StrokeShape(dst, lid.Path(), max(0.8, lineW*0.7), ink)
	FillCircle(dst, cx, cy, r*0.4, rgb(0x2F86E0))
	FillCircle(dst, cx, cy, r*0.2, ink)
}

// drawEffect draws a Bacteria effect in a box of radius r.
func drawEffect(dst *ebiten.Image, effect int, cx, cy, r, lineW float64) {
	switch effect {
	case EffectShare:
		// Pawns passed around the table: a pawn in a ring of arrows.
		FillCircle(dst, cx, cy, r*0.28, ink)
		arcArrow(dst, cx, cy, r*0.78, -math.Pi*0.08, -math.Pi*0.92, lineW*0.8, ink)
		arcArrow(dst, cx, cy, r*0.78, math.Pi*0.92, math.Pi*0.08, lineW*0.8, ink)
	case EffectShift:
		// A pawn jumps from one place to another.
		x0, x1 := cx-r*0.72, cx+r*0.72
		FillCircle(dst, x0, cy+r*0.3, r*0.26, ink)
		DashedCircle(dst, x1, cy+r*0.3, r*0.26, max(0.8, lineW*0.55), 6, 0.55, 0, ink)
		arcArrow(dst, cx, cy+r*0.5, r*0.72, math.Pi*1.12, math.Pi*1.88, lineW*0.8, ink)
	}
}

// drawSoil fills the shape with a soil's colour and pattern. (cx, cy, r)
// is the disc the pattern is scaled to; seed varies its details.
func drawSoil(dst *ebiten.Image, soil int, shape *vector.Path, cx, cy, r float64, seed uint64) {
	base := SoilColor(soil)
	b := shape.Bounds()
	FillShapeLinear(dst, shape, cx, float64(b.Min.Y), cx, float64(b.Max.Y),
		ColorStop{0, shade(base, 0.18)}, ColorStop{1, shade(base, -0.12)})
	bounds := b.Inset(-2).Intersect(dst.Bounds())
	if bounds.Empty() {
		return
	}
	layer := ebiten.NewImage(bounds.Dx(), bounds.Dy())
	ox, oy := float64(bounds.Min.X), float64(bounds.Min.Y)
	drawSoilPattern(layer, soil, cx-ox, cy-oy, r, seed)
	paintClipped(dst, shape, bounds, layer)
}

// drawSoilPattern draws the texture of a soil around (cx, cy) out to r:
// dots for sand, cracks for rock, stripes for clay, crystal lines for ice.
func drawSoilPattern(dst *ebiten.Image, soil int, cx, cy, r float64, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, uint64(soil)+0x50115))
	base := SoilColor(soil)
	switch soil {
	case SoilSand:
		step := max(3, r*0.2)
		dark, light := withAlpha(shade(base, -0.45), 210), withAlpha(shade(base, 0.55), 200)
		for y := cy - r - step; y < cy+r+step; y += step * 0.87 {
			row := int(math.Round((y - cy) / step))
			for x := cx - r - step; x < cx+r+step; x += step {
				off := 0.0
				if row%2 != 0 {
					off = step / 2
				}
				jx, jy := (rng.Float64()-0.5)*step*0.5, (rng.Float64()-0.5)*step*0.5
				c := dark
				if rng.IntN(3) == 0 {
					c = light
				}
				FillCircle(dst, x+off+jx, y+jy, max(0.7, step*(0.13+0.07*rng.Float64())), c)
			}
		}
	case SoilRock:
		dark := withAlpha(shade(base, -0.6), 230)
		light := withAlpha(shade(base, 0.45), 150)
		w := max(0.9, r*0.055)
		for i := range 6 {
			a := 2*math.Pi*float64(i)/6 + rng.Float64()*0.6
			d := r * (0.15 + 0.6*rng.Float64())
			x, y := cx+d*math.Cos(a), cy+d*math.Sin(a)
			dir := rng.Float64() * 2 * math.Pi
			var crack, gleam curve
			crack.MoveTo(float32(x), float32(y))
			gleam.MoveTo(float32(x+w*0.8), float32(y+w*0.8))
			for range 4 {
				dir += (rng.Float64() - 0.5) * 1.4
				step := r * (0.18 + 0.14*rng.Float64())
				x += step * math.Cos(dir)
				y += step * math.Sin(dir)
				crack.LineTo(float32(x), float32(y))
				gleam.LineTo(float32(x+w*0.8), float32(y+w*0.8))
			}
			StrokeShape(dst, gleam.Path(), w, light)
			StrokeShape(dst, crack.Path(), w, dark)
		}
	case SoilClay:
		dark := withAlpha(shade(base, -0.35), 220)
		light := withAlpha(shade(base, 0.3), 140)
		step := max(3.5, r*0.26)
		w := step * 0.34
		for k := -6; k <= 6; k++ {
			off := float64(k) * step
			var band, hi curve
			x0, y0 := cx-r*1.3, cy+off+r*0.5
			x1, y1 := cx+r*1.3, cy+off-r*0.5
			mx, my := (x0+x1)/2, (y0+y1)/2+step*0.35
			band.MoveTo(float32(x0), float32(y0))
			band.QuadTo(float32(mx), float32(my), float32(x1), float32(y1))
			hi.MoveTo(float32(x0), float32(y0-w*0.9))
			hi.QuadTo(float32(mx), float32(my-w*0.9), float32(x1), float32(y1-w*0.9))
			StrokeShape(dst, hi.Path(), w*0.45, light)
			StrokeShape(dst, band.Path(), w, dark)
		}
	case SoilIce:
		white := color.RGBA{255, 255, 255, 230}
		blue := withAlpha(shade(base, -0.35), 200)
		w := max(0.8, r*0.04)
		for range 5 {
			a := math.Pi/6 + math.Pi/3*float64(rng.IntN(3))
			d := (rng.Float64() - 0.5) * r * 1.4
			nx, ny := -math.Sin(a), math.Cos(a)
			x, y := cx+nx*d, cy+ny*d
			Line(dst, x-math.Cos(a)*r*1.3, y-math.Sin(a)*r*1.3, x+math.Cos(a)*r*1.3, y+math.Sin(a)*r*1.3, w, blue)
		}
		for i := range 3 {
			a := 2*math.Pi*float64(i)/3 + rng.Float64()
			d := r * (0.3 + 0.4*rng.Float64())
			sx, sy := cx+d*math.Cos(a), cy+d*math.Sin(a)
			sr := r * (0.16 + 0.08*rng.Float64())
			for j := range 3 {
				b := math.Pi * float64(j) / 3
				Line(dst, sx-sr*math.Cos(b), sy-sr*math.Sin(b), sx+sr*math.Cos(b), sy+sr*math.Sin(b), w*1.2, white)
			}
		}
		// Sparkles.
		for range 5 {
			a := rng.Float64() * 2 * math.Pi
			d := r * rng.Float64()
			FillCircle(dst, cx+d*math.Cos(a), cy+d*math.Sin(a), max(0.6, r*0.035), white)
		}
	}
}

// GodsSpace returns a new size×size image of a space of a continent. An
// element space is a hexagon of its soil, with the soil's pattern and a
// shallow well where a pawn sits; the white space (white true, soil
// ignored) is a round pale slot marked with the Oxygen bubbles, as only
// Oxygen goes there. Make spaces about 1.3 times the size of the pawns so
// the soil shows around a pawn.
func GodsSpace(soil int, white bool, size float64) *ebiten.Image {
	img := newImage(size, size)
	c := size / 2
	if white {
		r := size * 0.4
		SoftShadow(img, CirclePath(c, c+size*0.02, r), size*0.05, shadowCol)
		body := CirclePath(c, c, r)
		FillShapeRadial(img, body, c-r*0.3, c-r*0.35, r*1.6,
			ColorStop{0, rgb(0xFFFFFF)}, ColorStop{0.6, rgb(0xDCE4EE)}, ColorStop{1, rgb(0xA9B6C8)})
		StrokeShape(img, body, max(1, size*0.02), rgb(0x5B6A82))
		DashedCircle(img, c, c, r*0.8, max(1, size*0.025), 16, 0.55, 0, rgb(0x8795AD))
		g := kindGlyph(KindOxygen, c, c, r*0.45)
		g.draw(img, rgb(0xA3B0C4), rgb(0xFFFFFF), nil, 0)
		return img
	}
	r := size * 0.48
	hex := RegularPolygon(c, c, r, 6, -math.Pi/2)
	SoftShadow(img, PolygonPath(translatePoints(hex, 0, size*0.02)), size*0.04, shadowCol)
	body := PolygonPath(hex)
	drawSoil(img, soil, body, c, c, r, uint64(soil)*7+3)
	// A bevel: light on the upper edges, dark on the lower ones.
	inset := RegularPolygon(c, c, r-max(1, size*0.025), 6, -math.Pi/2)
	for i := range inset {
		a, b := inset[i], inset[(i+1)%len(inset)]
		col := color.RGBA{255, 255, 255, 80}
		if (a.Y+b.Y)/2 > c {
			col = color.RGBA{0, 0, 0, 90}
		}
		Line(img, a.X, a.Y, b.X, b.Y, max(1, size*0.03), col)
	}
	StrokeShape(img, body, max(1, size*0.025), withAlpha(shade(SoilColor(soil), -0.6), 255))
	// The well where a pawn stands.
	well := CirclePath(c, c, size*0.34)
	FillShape(img, well, color.RGBA{0, 0, 0, 40})
	lip := ArcPath(c, c, size*0.34, math.Pi*1.1, math.Pi*1.9)
	StrokeShape(img, lip, max(1, size*0.03), color.RGBA{0, 0, 0, 60})
	rim := ArcPath(c, c, size*0.34, math.Pi*0.15, math.Pi*0.85)
	StrokeShape(img, rim, max(1, size*0.02), color.RGBA{255, 255, 255, 40})
	return img
}

// continentLook is the colouring of one continent backdrop.
type continentLook struct {
	centre, edge, shallow, coast color.RGBA
}

var continentLooks = [4]continentLook{
	{rgb(0x2C5A5A), rgb(0x14302F), rgb(0x2A7F96), rgb(0xA8DCD3)}, // teal shelf
	{rgb(0x63412F), rgb(0x2E1C16), rgb(0x2A6F8C), rgb(0xE8C39A)}, // rust highlands
	{rgb(0x3A5E33), rgb(0x1A2E1A), rgb(0x2A7A86), rgb(0xC4E2A4)}, // green rift
	{rgb(0x4D6680), rgb(0x23324A), rgb(0x3583A8), rgb(0xD8ECFF)}, // glacier
}

// GodsContinentBackdrop returns a new w×h image of a landmass: an organic
// shape from a seeded noise, a lit gradient with a mottled texture,
// contour lines, a bright coast and a halo of shallow water. seed picks
// the shape; seed modulo 4 picks one of four colourings.
func GodsContinentBackdrop(w, h float64, seed int) *ebiten.Image {
	img := newImage(w, h)
	look := continentLooks[((seed%4)+4)%4]
	rng := rand.New(rand.NewPCG(uint64(int64(seed)), 0xC0A571))
	cx, cy := w/2, h/2
	rx, ry := w/2*0.84, h/2*0.82

	// The coast: a circle bent by a few broad waves and many small ones.
	type harmonic struct{ amp, phase float64 }
	var hs [14]harmonic
	for i := range hs {
		k := float64(i + 2)
		hs[i] = harmonic{amp: (0.3 + 0.7*rng.Float64()) * 0.13 / math.Pow(k, 1.15), phase: rng.Float64() * 2 * math.Pi}
	}
	radius := func(a float64) float64 {
		v := 1.0
		for i, hm := range hs {
			v += hm.amp * math.Cos(float64(i+2)*a+hm.phase)
		}
		return min(max(v, 0.7), 1.12)
	}
	outline := func(scale float64) []Point {
		const n = 180
		pts := make([]Point, n)
		for i := range pts {
			a := 2 * math.Pi * float64(i) / n
			r := radius(a) * scale
			pts[i] = Point{cx + rx*r*math.Cos(a), cy + ry*r*math.Sin(a)}
		}
		return pts
	}
	land := SmoothPath(outline(1))
	unit := min(w, h)

	// Shallow water around the coast, then the land's shadow.
	SoftShadow(img, land, unit*0.06, withAlpha(look.shallow, 150))
	var lowered vector.Path
	op := &vector.AddPathOptions{}
	op.GeoM.Translate(0, unit*0.012)
	lowered.AddPath(land, op)
	SoftShadow(img, &lowered, unit*0.02, color.RGBA{0, 0, 0, 120})

	// The land: lit from the upper left, mottled by value noise, with
	// contour lines like a relief map and a bright rim along the coast.
	bounds := land.Bounds().Inset(-2).Intersect(img.Bounds())
	noise := newValueNoise(uint64(int64(seed)) + 17)
	lx, ly := cx-rx*0.3, cy-ry*0.35
	reach := math.Hypot(rx, ry) * 1.25
	table := gradientTable([]ColorStop{{0, shade(look.centre, 0.12)}, {0.55, look.centre}, {1, look.edge}})
	pixel := 1 / min(rx, ry) // one device pixel in units of the radius
	coast := look.coast
	field := paintField(bounds, func(x, y float64) color.RGBA {
		t := math.Hypot(x-lx, y-ly) / reach
		c := table[int(math.Round(min(max(t, 0), 1)*255))]
		n := noise.fbm(x/unit*6, y/unit*6)
		f := 0.86 + 0.28*n
		r, g, b := float64(c.R)*f, float64(c.G)*f, float64(c.B)*f
		// Where this pixel lies between the centre (0) and the coast (1).
		ex, ey := (x-cx)/rx, (y-cy)/ry
		s := math.Hypot(ex, ey) / radius(math.Atan2(ey, ex))
		line := 0.0
		for _, level := range [...]float64{0.28, 0.46, 0.64, 0.82} {
			line = max(line, 1-math.Abs(s-level)/(pixel*1.2))
		}
		light := 0.1 * max(line, 0)
		rim := max(0, 1-(1-s)/(pixel*max(2, unit*0.01)))
		light += 0.55 * rim
		r += (float64(coast.R) - r) * light
		g += (float64(coast.G) - g) * light
		b += (float64(coast.B) - b) * light
		return color.RGBA{clamp8(r), clamp8(g), clamp8(b), 255}
	})
	paintClipped(img, land, bounds, field)
	return img
}

// GodsBag returns a new size×size image of the draw bag: a cloth pouch
// tied with a golden cord, dotted with the colours of the pawns.
func GodsBag(size float64) *ebiten.Image {
	img := newImage(size, size)
	s := size
	p := pen{s / 2, s / 2, s / 2}
	cloth, clothDark := rgb(0x5A3F9E), rgb(0x2C1E58)
	gold := rgb(0xE9B949)

	var body curve
	body.MoveTo(p.x(-0.22), p.y(-0.36))
	body.CubicTo(p.x(-0.5), p.y(-0.2), p.x(-0.86), p.y(0.2), p.x(-0.8), p.y(0.55))
	body.CubicTo(p.x(-0.74), p.y(0.92), p.x(-0.3), p.y(0.94), p.x(0), p.y(0.94))
	body.CubicTo(p.x(0.3), p.y(0.94), p.x(0.74), p.y(0.92), p.x(0.8), p.y(0.55))
	body.CubicTo(p.x(0.86), p.y(0.2), p.x(0.5), p.y(-0.2), p.x(0.22), p.y(-0.36))
	body.Close()
	var frill curve
	frill.MoveTo(p.x(-0.2), p.y(-0.38))
	frill.CubicTo(p.x(-0.34), p.y(-0.56), p.x(-0.48), p.y(-0.7), p.x(-0.4), p.y(-0.84))
	frill.QuadTo(p.x(-0.2), p.y(-0.72), p.x(0), p.y(-0.86))
	frill.QuadTo(p.x(0.2), p.y(-0.72), p.x(0.4), p.y(-0.84))
	frill.CubicTo(p.x(0.48), p.y(-0.7), p.x(0.34), p.y(-0.56), p.x(0.2), p.y(-0.38))
	frill.Close()

	var shadow vector.Path
	op := &vector.AddPathOptions{}
	op.GeoM.Translate(0, s*0.02)
	shadow.AddPath(body.Path(), op)
	SoftShadow(img, &shadow, s*0.04, shadowCol)

	FillShapeRadial(img, frill.Path(), p.cx-s*0.1, p.cy-s*0.5, s*0.45,
		ColorStop{0, shade(cloth, 0.3)}, ColorStop{1, clothDark})
	StrokeShape(img, frill.Path(), max(1, s*0.012), shade(clothDark, -0.4))
	FillShapeRadial(img, body.Path(), p.cx-s*0.18, p.cy+s*0.05, s*0.62,
		ColorStop{0, shade(cloth, 0.25)}, ColorStop{0.6, cloth}, ColorStop{1, clothDark})
	// Folds of the cloth from the neck.
	for _, u := range []float64{-0.35, 0, 0.35} {
		var fold curve
		fold.MoveTo(p.x(u*0.4), p.y(-0.3))
		fold.QuadTo(p.x(u*1.1), p.y(0.1), p.x(u*1.3), p.y(0.5))
		StrokeShape(img, fold.Path(), max(1, s*0.012), color.RGBA{0, 0, 0, 50})
	}
	// A stitched hem.
	var hem curve
	hem.MoveTo(p.x(-0.7), p.y(0.56))
	hem.CubicTo(p.x(-0.64), p.y(0.84), p.x(-0.28), p.y(0.85), p.x(0), p.y(0.85))
	hem.CubicTo(p.x(0.28), p.y(0.85), p.x(0.64), p.y(0.84), p.x(0.7), p.y(0.56))
	StrokeShape(img, hem.Path(), max(1, s*0.01), withAlpha(gold, 120))
	StrokeShape(img, body.Path(), max(1, s*0.014), shade(clothDark, -0.4))

	// The seven colours of the pawns in an arc across the bag.
	for k := range NumKinds {
		a := math.Pi*0.78 - math.Pi*0.56*float64(k)/float64(NumKinds-1)
		x, y := p.cx+s*0.36*math.Cos(a), p.cy+s*0.05+s*0.24*math.Sin(a)
		FillCircle(img, x, y, s*0.045, KindColor(k))
		StrokeCircle(img, x, y, s*0.045, max(0.8, s*0.008), KindOutline(k))
	}
	// A star emblem.
	FillStar(img, p.cx, p.cy+s*0.3, s*0.07, s*0.03, 5, -math.Pi/2, gold)

	// The cord around the neck, knotted, with tassels.
	var cord curve
	cord.MoveTo(p.x(-0.26), p.y(-0.37))
	cord.QuadTo(p.x(0), p.y(-0.28), p.x(0.26), p.y(-0.37))
	StrokeShape(img, cord.Path(), max(1.5, s*0.04), shade(gold, -0.45))
	StrokeShape(img, cord.Path(), max(1, s*0.026), gold)
	kx, ky := p.cx+s*0.05, p.cy-s*0.165
	for _, end := range [][2]float64{{0.12, 0.06}, {0.2, 0.0}} {
		ex, ey := kx+end[0]*s, ky+s*0.1+end[1]*s
		var tail curve
		tail.MoveTo(float32(kx), float32(ky))
		tail.QuadTo(float32(kx+end[0]*s*0.3), float32(ky+s*0.08), float32(ex), float32(ey))
		StrokeShape(img, tail.Path(), max(1, s*0.018), gold)
		FillCircle(img, ex, ey, s*0.022, shade(gold, 0.2))
	}
	FillCircle(img, kx, ky, s*0.035, gold)
	return img
}

// GodsHighlightRing returns a new size×size image of the ring that marks
// a legal target: a dashed golden ring with a soft glow. Its dashes make it
// a shape, not only a colour; rotate it to animate it.
func GodsHighlightRing(size float64) *ebiten.Image {
	img := newImage(size, size)
	c := size / 2
	r := size * 0.42
	col := GodsPalette.Highlight
	Glow(img, CirclePath(c, c, r), size*0.05, withAlpha(col, 170))
	DashedCircle(img, c, c, r, max(2, size*0.07), 12, 0.6, 0, shade(col, -0.55))
	DashedCircle(img, c, c, r, max(1.5, size*0.045), 12, 0.6, 0, col)
	return img
}

// GodsSelectionGlow returns a new size×size image of the glow around the
// chosen pawn or space: a solid white ring in a wide halo.
func GodsSelectionGlow(size float64) *ebiten.Image {
	img := newImage(size, size)
	c := size / 2
	r := size * 0.4
	Glow(img, CirclePath(c, c, r), size*0.09, color.RGBA{150, 220, 255, 230})
	StrokeCircle(img, c, c, r, max(2, size*0.05), color.RGBA{255, 255, 255, 255})
	return img
}

// DrawGodsLink draws the link between two spaces of a continent from
// (x0, y0) to (x1, y1): a light cord on a dark bed. Draw links into the
// board's cached layer, not every frame.
func DrawGodsLink(dst *ebiten.Image, x0, y0, x1, y1, width float64) {
	Line(dst, x0, y0, x1, y1, width*2, color.RGBA{0, 0, 0, 110})
	Line(dst, x0, y0, x1, y1, width, GodsPalette.Link)
	Line(dst, x0, y0, x1, y1, max(0.75, width*0.3), color.RGBA{255, 255, 255, 160})
}

// paintField renders the colour field f, evaluated at pixel centres in
// bounds' coordinates, into a new image covering bounds.
func paintField(bounds image.Rectangle, f func(x, y float64) color.RGBA) *ebiten.Image {
	pix := image.NewRGBA(image.Rect(0, 0, max(1, bounds.Dx()), max(1, bounds.Dy())))
	i := 0
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			c := f(float64(x)+0.5, float64(y)+0.5)
			pix.Pix[i], pix.Pix[i+1], pix.Pix[i+2], pix.Pix[i+3] = c.R, c.G, c.B, c.A
			i += 4
		}
	}
	return ebiten.NewImageFromImage(pix)
}

func clamp8(v float64) uint8 { return uint8(min(max(math.Round(v), 0), 255)) }

// valueNoise is a seeded 2D value noise on a 64×64 lattice that wraps.
type valueNoise struct{ lattice [64 * 64]float64 }

func newValueNoise(seed uint64) *valueNoise {
	rng := rand.New(rand.NewPCG(seed, 0x401CE))
	n := &valueNoise{}
	for i := range n.lattice {
		n.lattice[i] = rng.Float64()
	}
	return n
}

func (n *valueNoise) at(x, y float64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	fx, fy = fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	ix, iy := int(x0)&63, int(y0)&63
	jx, jy := (ix+1)&63, (iy+1)&63
	a, b := n.lattice[iy*64+ix], n.lattice[iy*64+jx]
	c, d := n.lattice[jy*64+ix], n.lattice[jy*64+jx]
	return a + (b-a)*fx + (c-a)*fy + (a-b-c+d)*fx*fy
}

// fbm sums four octaves of the noise, from 0 to 1.
func (n *valueNoise) fbm(x, y float64) float64 {
	v, amp, total := 0.0, 0.5, 0.0
	for range 4 {
		v += amp * n.at(x, y)
		total += amp
		x, y = x*2.03+17.1, y*2.03+5.3
		amp *= 0.5
	}
	return v / total
}
