package gods

import (
	"image/color"
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	rules "starboard/rules/gods"
	"starboard/sprites"
)

// needKey packs the fields a need's picture depends on into one int,
// for the cache.
func needKey(n rules.Need) int {
	v := int(n.Kind & 7)
	switch n.Kind {
	case rules.Mineral:
		v |= int(n.Soil&7) << 3
	case rules.Plant:
		v |= int(n.Avoid&7) << 9
	case rules.Insect:
		v |= int(n.Target&7) << 6
	case rules.Animal:
		v |= int(n.Target&7)<<6 | int(n.Avoid&7)<<9
	case rules.Oxygen:
		v |= int(n.Action&7) << 12
	case rules.Bacteria:
		v |= int(n.Effect&7) << 15
	}
	return v
}

var (
	ink       = sprites.RGB(0x1C2029)
	plateHi   = sprites.RGB(0xFBF8F0)
	plateLo   = sprites.RGB(0xE2D9C5)
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
func drawCoin(dst *ebiten.Image, kind rules.Kind, cx, cy, r float64, faceUp bool) float64 {
	k := KindColor(kind)
	shadow := sprites.CirclePath(cx, cy+r*0.07, r)
	sprites.SoftShadow(dst, shadow, r*0.12, shadowCol)

	rim := sprites.CirclePath(cx, cy, r)
	sprites.FillShapeRadial(dst, rim, cx-r*0.35, cy-r*0.45, r*1.6,
		sprites.ColorStop{At: 0, Color: sprites.Shade(k, 0.4)}, sprites.ColorStop{At: 0.45, Color: k}, sprites.ColorStop{At: 1, Color: sprites.Shade(k, -0.45)})

	inner := r * 0.8
	field := sprites.CirclePath(cx, cy, inner)
	// A dark groove between rim and field.
	sprites.StrokeShape(dst, field, max(1, r*0.07), sprites.WithAlpha(sprites.Shade(k, -0.6), 150))
	if faceUp {
		sprites.FillShapeRadial(dst, field, cx-inner*0.25, cy-inner*0.3, inner*1.5,
			sprites.ColorStop{At: 0, Color: plateHi}, sprites.ColorStop{At: 0.6, Color: sprites.RGB(0xF2ECDF)}, sprites.ColorStop{At: 1, Color: plateLo})
		// The plate sits below the rim: a shade along its upper edge.
		lip := sprites.ArcPath(cx, cy, inner-max(0.75, r*0.035), math.Pi*1.05, math.Pi*1.95)
		sprites.StrokeShape(dst, lip, max(1, r*0.06), color.RGBA{0, 0, 0, 40})
	} else {
		sprites.FillShapeLinear(dst, field, cx, cy-inner, cx, cy+inner,
			sprites.ColorStop{At: 0, Color: sprites.Shade(k, -0.16)}, sprites.ColorStop{At: 1, Color: sprites.Shade(k, 0.14)})
	}
	// A gleam on the rim, upper left.
	gleam := sprites.ArcPath(cx, cy, r*0.9, math.Pi*1.1, math.Pi*1.42)
	sprites.StrokeShape(dst, gleam, max(1, r*0.07), color.RGBA{255, 255, 255, 70})
	sprites.StrokeShape(dst, rim, max(1, r*0.055), KindOutline(kind))
	return inner
}

// Pawn returns a new size×size image of a pawn of this kind. Face down
// (faceUp false) it shows its element side: the kind's colour with its
// icon embossed, which is all anyone but its owner knows. Face up it shows
// the plate of the need side with the kind's icon and nothing else; use
// Need for a need side with its need.
func Pawn(kind rules.Kind, faceUp bool, size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
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
	gs.Draw(img, sprites.WithAlpha(sprites.Shade(k, -0.6), 160), color.Transparent, nil, 0)
	g.Draw(img, KindInk(kind), k, nil, 0)
	return img
}

// drawPlateIcon draws a kind's icon in its colour, outlined in ink, as it
// appears on the light plate of a need side.
func drawPlateIcon(dst *ebiten.Image, kind rules.Kind, cx, cy, size, plate float64) {
	ow := max(0.9, plate*0.07)
	if kind == rules.Insect {
		// Charcoal on the light plate needs no edge, and an ink edge would
		// merge the legs into one blot.
		ow = 0
	}
	DrawIcon(dst, kind, cx, cy, size, KindColor(kind), plateHi, ink, ow)
}

// Need returns a new size×size image of the need side of a pawn: the
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
func Need(need rules.Need, size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	c, r := pawnGeometry(size)
	p := drawCoin(img, need.Kind, c, c, r, true)
	drawNeed(img, need, c, c, p)
	return img
}

// drawNeed draws the need on a plate of radius p centred on (cx, cy).
func drawNeed(dst *ebiten.Image, need rules.Need, cx, cy, p float64) {
	lineW := max(1.2, p*0.1)
	switch need.Kind {
	case rules.Water:
		sprites.StrokeCircle(dst, cx, cy, p*0.66, max(1.2, p*0.09), ink)
		drawPlateIcon(dst, rules.Water, cx, cy+p*0.02, p*0.88, p)
	case rules.Mineral:
		// The soil fills the lower part of the plate; the crystal stands on it.
		ground := p * 0.18
		var lower sprites.Curve
		a := math.Asin(ground / p)
		lower.Arc(cx, cy, p, a, math.Pi-a)
		lower.Close()
		drawSoil(dst, need.Soil, lower.Path(), cx, cy+p*0.55, p*0.9, 1)
		sprites.Line(dst, cx-math.Cos(a)*p, cy+ground, cx+math.Cos(a)*p, cy+ground, max(0.8, p*0.05), sprites.WithAlpha(ink, 160))
		drawPlateIcon(dst, rules.Mineral, cx, cy-p*0.3, p*0.95, p)
	case rules.Plant:
		drawLinkPair(dst, rules.Plant, need.Avoid, true, cx, cy, p, lineW)
	case rules.Insect:
		drawLinkPair(dst, rules.Insect, need.Target, false, cx, cy, p, lineW)
	case rules.Animal:
		top := sprites.Point{X: cx, Y: cy - p*0.52}
		left := sprites.Point{X: cx - p*0.44, Y: cy + p*0.3}
		right := sprites.Point{X: cx + p*0.4, Y: cy + p*0.3}
		drawLink(dst, top.X, top.Y, p*0.2, left.X, left.Y, p*0.25, lineW)
		drawLink(dst, top.X, top.Y, p*0.2, right.X, right.Y, p*0.25, lineW)
		drawPlateIcon(dst, rules.Animal, top.X, top.Y, p*0.6, p)
		drawPlateIcon(dst, need.Target, left.X, left.Y, p*0.72, p)
		drawPlateIcon(dst, need.Avoid, right.X, right.Y, p*0.72, p)
		notBadge(dst, right.X+p*0.28, right.Y+p*0.26, p*0.22)
	case rules.Oxygen:
		drawPlateIcon(dst, rules.Oxygen, cx, cy-p*0.55, p*0.5, p)
		drawAction(dst, need.Action, cx, cy+p*0.16, p*0.68, lineW)
	case rules.Bacteria:
		drawPlateIcon(dst, rules.Bacteria, cx, cy-p*0.55, p*0.52, p)
		drawEffect(dst, need.Effect, cx, cy+p*0.16, p*0.66, lineW)
	}
}

// drawLinkPair draws "own, linked to other" side by side, other larger,
// with a "not" badge on other when not.
func drawLinkPair(dst *ebiten.Image, own, other rules.Kind, not bool, cx, cy, p, lineW float64) {
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
	sprites.Line(dst, x0+ux*r0, y0+uy*r0, x1-ux*r1, y1-uy*r1, width, ink)
}

// drawAction draws an Oxygen action in a box of radius r.
func drawAction(dst *ebiten.Image, action rules.Action, cx, cy, r, lineW float64) {
	switch action {
	case rules.Flip:
		// A pawn, half dark and half light, with arrows turning it over.
		pr := r * 0.42
		var left sprites.Curve
		left.Arc(cx, cy, pr, math.Pi/2, 3*math.Pi/2)
		left.Close()
		sprites.FillCircle(dst, cx, cy, pr, plateHi)
		sprites.FillShape(dst, left.Path(), ink)
		sprites.StrokeCircle(dst, cx, cy, pr, max(0.8, lineW*0.6), ink)
		arcArrow(dst, cx, cy, r*0.86, math.Pi*1.15, math.Pi*1.85, lineW*0.8, ink)
		arcArrow(dst, cx, cy, r*0.86, math.Pi*0.15, math.Pi*0.85, lineW*0.8, ink)
	case rules.Exchange:
		straightArrow(dst, cx-r*0.85, cy-r*0.32, cx+r*0.9, cy-r*0.32, lineW, ink)
		straightArrow(dst, cx+r*0.85, cy+r*0.32, cx-r*0.9, cy+r*0.32, lineW, ink)
	case rules.LookMove:
		drawEye(dst, cx-r*0.38, cy, r*0.52, lineW)
		straightArrow(dst, cx+r*0.2, cy, cx+r*1.0, cy, lineW, ink)
	}
}

// drawEye draws an open eye of half-width r.
func drawEye(dst *ebiten.Image, cx, cy, r, lineW float64) {
	var lid sprites.Curve
	lid.MoveTo(float32(cx-r), float32(cy))
	lid.QuadTo(float32(cx), float32(cy-r*1.15), float32(cx+r), float32(cy))
	lid.QuadTo(float32(cx), float32(cy+r*1.15), float32(cx-r), float32(cy))
	lid.Close()
	sprites.FillShape(dst, lid.Path(), sprites.RGB(0xFFFFFF))
	sprites.StrokeShape(dst, lid.Path(), max(0.8, lineW*0.7), ink)
	sprites.FillCircle(dst, cx, cy, r*0.4, sprites.RGB(0x2F86E0))
	sprites.FillCircle(dst, cx, cy, r*0.2, ink)
}

// drawEffect draws a Bacteria effect in a box of radius r.
func drawEffect(dst *ebiten.Image, effect rules.Effect, cx, cy, r, lineW float64) {
	switch effect {
	case rules.Share:
		// Pawns passed around the table: a pawn in a ring of arrows.
		sprites.FillCircle(dst, cx, cy, r*0.28, ink)
		arcArrow(dst, cx, cy, r*0.78, -math.Pi*0.08, -math.Pi*0.92, lineW*0.8, ink)
		arcArrow(dst, cx, cy, r*0.78, math.Pi*0.92, math.Pi*0.08, lineW*0.8, ink)
	case rules.Shift:
		// A pawn jumps from one place to another.
		x0, x1 := cx-r*0.72, cx+r*0.72
		sprites.FillCircle(dst, x0, cy+r*0.3, r*0.26, ink)
		sprites.DashedCircle(dst, x1, cy+r*0.3, r*0.26, max(0.8, lineW*0.55), 6, 0.55, 0, ink)
		arcArrow(dst, cx, cy+r*0.5, r*0.72, math.Pi*1.12, math.Pi*1.88, lineW*0.8, ink)
	}
}

// drawSoil fills the shape with a soil's colour and pattern. (cx, cy, r)
// is the disc the pattern is scaled to; seed varies its details.
func drawSoil(dst *ebiten.Image, soil rules.Soil, shape *vector.Path, cx, cy, r float64, seed uint64) {
	base := SoilColor(soil)
	b := shape.Bounds()
	sprites.FillShapeLinear(dst, shape, cx, float64(b.Min.Y), cx, float64(b.Max.Y),
		sprites.ColorStop{At: 0, Color: sprites.Shade(base, 0.18)}, sprites.ColorStop{At: 1, Color: sprites.Shade(base, -0.12)})
	bounds := b.Inset(-2).Intersect(dst.Bounds())
	if bounds.Empty() {
		return
	}
	layer := ebiten.NewImage(bounds.Dx(), bounds.Dy())
	ox, oy := float64(bounds.Min.X), float64(bounds.Min.Y)
	drawSoilPattern(layer, soil, cx-ox, cy-oy, r, seed)
	sprites.PaintClipped(dst, shape, bounds, layer)
}

// drawSoilPattern draws the texture of a soil around (cx, cy) out to r:
// dots for sand, cracks for rock, stripes for clay, crystal lines for ice.
func drawSoilPattern(dst *ebiten.Image, soil rules.Soil, cx, cy, r float64, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, uint64(soil)+0x50115))
	base := SoilColor(soil)
	switch soil {
	case rules.Sand:
		step := max(3, r*0.2)
		dark, light := sprites.WithAlpha(sprites.Shade(base, -0.45), 210), sprites.WithAlpha(sprites.Shade(base, 0.55), 200)
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
				sprites.FillCircle(dst, x+off+jx, y+jy, max(0.7, step*(0.13+0.07*rng.Float64())), c)
			}
		}
	case rules.Rock:
		dark := sprites.WithAlpha(sprites.Shade(base, -0.6), 230)
		light := sprites.WithAlpha(sprites.Shade(base, 0.45), 150)
		w := max(0.9, r*0.055)
		for i := range 6 {
			a := 2*math.Pi*float64(i)/6 + rng.Float64()*0.6
			d := r * (0.15 + 0.6*rng.Float64())
			x, y := cx+d*math.Cos(a), cy+d*math.Sin(a)
			dir := rng.Float64() * 2 * math.Pi
			var crack, gleam sprites.Curve
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
			sprites.StrokeShape(dst, gleam.Path(), w, light)
			sprites.StrokeShape(dst, crack.Path(), w, dark)
		}
	case rules.Clay:
		dark := sprites.WithAlpha(sprites.Shade(base, -0.35), 220)
		light := sprites.WithAlpha(sprites.Shade(base, 0.3), 140)
		step := max(3.5, r*0.26)
		w := step * 0.34
		for k := -6; k <= 6; k++ {
			off := float64(k) * step
			var band, hi sprites.Curve
			x0, y0 := cx-r*1.3, cy+off+r*0.5
			x1, y1 := cx+r*1.3, cy+off-r*0.5
			mx, my := (x0+x1)/2, (y0+y1)/2+step*0.35
			band.MoveTo(float32(x0), float32(y0))
			band.QuadTo(float32(mx), float32(my), float32(x1), float32(y1))
			hi.MoveTo(float32(x0), float32(y0-w*0.9))
			hi.QuadTo(float32(mx), float32(my-w*0.9), float32(x1), float32(y1-w*0.9))
			sprites.StrokeShape(dst, hi.Path(), w*0.45, light)
			sprites.StrokeShape(dst, band.Path(), w, dark)
		}
	case rules.Ice:
		white := color.RGBA{255, 255, 255, 230}
		blue := sprites.WithAlpha(sprites.Shade(base, -0.35), 200)
		w := max(0.8, r*0.04)
		for range 5 {
			a := math.Pi/6 + math.Pi/3*float64(rng.IntN(3))
			d := (rng.Float64() - 0.5) * r * 1.4
			nx, ny := -math.Sin(a), math.Cos(a)
			x, y := cx+nx*d, cy+ny*d
			sprites.Line(dst, x-math.Cos(a)*r*1.3, y-math.Sin(a)*r*1.3, x+math.Cos(a)*r*1.3, y+math.Sin(a)*r*1.3, w, blue)
		}
		for i := range 3 {
			a := 2*math.Pi*float64(i)/3 + rng.Float64()
			d := r * (0.3 + 0.4*rng.Float64())
			sx, sy := cx+d*math.Cos(a), cy+d*math.Sin(a)
			sr := r * (0.16 + 0.08*rng.Float64())
			for j := range 3 {
				b := math.Pi * float64(j) / 3
				sprites.Line(dst, sx-sr*math.Cos(b), sy-sr*math.Sin(b), sx+sr*math.Cos(b), sy+sr*math.Sin(b), w*1.2, white)
			}
		}
		// Sparkles.
		for range 5 {
			a := rng.Float64() * 2 * math.Pi
			d := r * rng.Float64()
			sprites.FillCircle(dst, cx+d*math.Cos(a), cy+d*math.Sin(a), max(0.6, r*0.035), white)
		}
	}
}

// Space returns a new size×size image of a space of a continent. An
// element space is a hexagon of its soil, with the soil's pattern and a
// shallow well where a pawn sits; the white space (white true, soil
// ignored) is a round pale slot marked with the Oxygen bubbles, as only
// Oxygen goes there. Make spaces about 1.3 times the size of the pawns so
// the soil shows around a pawn.
func Space(soil rules.Soil, white bool, size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	c := size / 2
	if white {
		// A pale hex like the soil spaces, so that an empty space is a hex
		// and a pawn (the white Oxygen too) is a disc standing on it.
		r := size * 0.48
		hex := sprites.RegularPolygon(c, c, r, 6, -math.Pi/2)
		sprites.SoftShadow(img, sprites.PolygonPath(shifted(hex, 0, size*0.02)), size*0.04, shadowCol)
		body := sprites.PolygonPath(hex)
		sprites.FillShapeRadial(img, body, c-r*0.3, c-r*0.35, r*1.6,
			sprites.ColorStop{At: 0, Color: sprites.RGB(0xC9D3E0)}, sprites.ColorStop{At: 1, Color: sprites.RGB(0x8C99AD)})
		sprites.StrokeShape(img, body, max(1, size*0.025), sprites.RGB(0x4A566B))
		// An empty slot reads as a dark hollow in the pale hex, so that it
		// never looks like the bright Oxygen pawn that fills it.
		well := sprites.CirclePath(c, c, size*0.35)
		sprites.FillShapeRadial(img, well, c, c-size*0.08, size*0.4,
			sprites.ColorStop{At: 0, Color: sprites.RGB(0x2E3748)}, sprites.ColorStop{At: 1, Color: sprites.RGB(0x1B2230)})
		lip := sprites.ArcPath(c, c, size*0.35, math.Pi*1.1, math.Pi*1.9)
		sprites.StrokeShape(img, lip, max(1, size*0.035), color.RGBA{0, 0, 0, 120})
		sprites.DashedCircle(img, c, c, size*0.29, max(1, size*0.022), 16, 0.55, 0, sprites.RGB(0xB7C2D3))
		g := kindGlyph(rules.Oxygen, c, c, size*0.15)
		g.Draw(img, sprites.RGB(0x8C99AD), sprites.RGB(0x1B2230), nil, 0)
		return img
	}
	r := size * 0.48
	hex := sprites.RegularPolygon(c, c, r, 6, -math.Pi/2)
	sprites.SoftShadow(img, sprites.PolygonPath(shifted(hex, 0, size*0.02)), size*0.04, shadowCol)
	body := sprites.PolygonPath(hex)
	drawSoil(img, soil, body, c, c, r, uint64(soil)*7+3)
	// A bevel: light on the upper edges, dark on the lower ones.
	inset := sprites.RegularPolygon(c, c, r-max(1, size*0.025), 6, -math.Pi/2)
	for i := range inset {
		a, b := inset[i], inset[(i+1)%len(inset)]
		col := color.RGBA{255, 255, 255, 80}
		if (a.Y+b.Y)/2 > c {
			col = color.RGBA{0, 0, 0, 90}
		}
		sprites.Line(img, a.X, a.Y, b.X, b.Y, max(1, size*0.03), col)
	}
	sprites.StrokeShape(img, body, max(1, size*0.025), sprites.WithAlpha(sprites.Shade(SoilColor(soil), -0.6), 255))
	// The well where a pawn stands.
	well := sprites.CirclePath(c, c, size*0.34)
	sprites.FillShape(img, well, color.RGBA{0, 0, 0, 40})
	lip := sprites.ArcPath(c, c, size*0.34, math.Pi*1.1, math.Pi*1.9)
	sprites.StrokeShape(img, lip, max(1, size*0.03), color.RGBA{0, 0, 0, 60})
	rim := sprites.ArcPath(c, c, size*0.34, math.Pi*0.15, math.Pi*0.85)
	sprites.StrokeShape(img, rim, max(1, size*0.02), color.RGBA{255, 255, 255, 40})
	return img
}

// continentLook is the colouring of one continent backdrop.
type continentLook struct {
	centre, edge, shallow, coast color.RGBA
}

var continentLooks = [4]continentLook{
	{sprites.RGB(0x2C5A5A), sprites.RGB(0x14302F), sprites.RGB(0x2A7F96), sprites.RGB(0xA8DCD3)}, // teal shelf
	{sprites.RGB(0x63412F), sprites.RGB(0x2E1C16), sprites.RGB(0x2A6F8C), sprites.RGB(0xE8C39A)}, // rust highlands
	{sprites.RGB(0x3A5E33), sprites.RGB(0x1A2E1A), sprites.RGB(0x2A7A86), sprites.RGB(0xC4E2A4)}, // green rift
	{sprites.RGB(0x4D6680), sprites.RGB(0x23324A), sprites.RGB(0x3583A8), sprites.RGB(0xD8ECFF)}, // glacier
}

// ContinentBackdrop returns a new w×h image of a landmass: an organic
// shape from a seeded noise, a lit gradient with a mottled texture,
// contour lines, a bright coast and a halo of shallow water. seed picks
// the shape; seed modulo 4 picks one of four colourings.
func ContinentBackdrop(w, h float64, seed int) *ebiten.Image {
	img := sprites.NewImage(w, h)
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
	outline := func(scale float64) []sprites.Point {
		const n = 180
		pts := make([]sprites.Point, n)
		for i := range pts {
			a := 2 * math.Pi * float64(i) / n
			r := radius(a) * scale
			pts[i] = sprites.Point{X: cx + rx*r*math.Cos(a), Y: cy + ry*r*math.Sin(a)}
		}
		return pts
	}
	land := sprites.SmoothPath(outline(1))
	unit := min(w, h)

	// Shallow water around the coast, then the land's shadow.
	sprites.SoftShadow(img, land, unit*0.06, sprites.WithAlpha(look.shallow, 150))
	var lowered vector.Path
	op := &vector.AddPathOptions{}
	op.GeoM.Translate(0, unit*0.012)
	lowered.AddPath(land, op)
	sprites.SoftShadow(img, &lowered, unit*0.02, color.RGBA{0, 0, 0, 120})

	// The land: lit from the upper left, mottled by value noise, with
	// contour lines like a relief map and a bright rim along the coast.
	bounds := land.Bounds().Inset(-2).Intersect(img.Bounds())
	noise := sprites.NewNoise(uint64(int64(seed)) + 17)
	lx, ly := cx-rx*0.3, cy-ry*0.35
	reach := math.Hypot(rx, ry) * 1.25
	table := sprites.GradientTable([]sprites.ColorStop{{At: 0, Color: sprites.Shade(look.centre, 0.12)}, {At: 0.55, Color: look.centre}, {At: 1, Color: look.edge}})
	pixel := 1 / min(rx, ry) // one device pixel in units of the radius
	coast := look.coast
	field := sprites.PaintField(bounds, func(x, y float64) color.RGBA {
		t := math.Hypot(x-lx, y-ly) / reach
		c := table[int(math.Round(min(max(t, 0), 1)*255))]
		n := noise.FBM(x/unit*6, y/unit*6)
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
		return color.RGBA{sprites.Clamp8(r), sprites.Clamp8(g), sprites.Clamp8(b), 255}
	})
	sprites.PaintClipped(img, land, bounds, field)
	return img
}

// Bag returns a new size×size image of the draw bag: a cloth pouch
// tied with a golden cord, dotted with the colours of the pawns.
func Bag(size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	s := size
	p := sprites.Pen{CX: s / 2, CY: s / 2, Half: s / 2}
	cloth, clothDark := sprites.RGB(0x5A3F9E), sprites.RGB(0x2C1E58)
	gold := sprites.RGB(0xE9B949)

	var body sprites.Curve
	body.MoveTo(p.X(-0.22), p.Y(-0.36))
	body.CubicTo(p.X(-0.5), p.Y(-0.2), p.X(-0.86), p.Y(0.2), p.X(-0.8), p.Y(0.55))
	body.CubicTo(p.X(-0.74), p.Y(0.92), p.X(-0.3), p.Y(0.94), p.X(0), p.Y(0.94))
	body.CubicTo(p.X(0.3), p.Y(0.94), p.X(0.74), p.Y(0.92), p.X(0.8), p.Y(0.55))
	body.CubicTo(p.X(0.86), p.Y(0.2), p.X(0.5), p.Y(-0.2), p.X(0.22), p.Y(-0.36))
	body.Close()
	var frill sprites.Curve
	frill.MoveTo(p.X(-0.2), p.Y(-0.38))
	frill.CubicTo(p.X(-0.34), p.Y(-0.56), p.X(-0.48), p.Y(-0.7), p.X(-0.4), p.Y(-0.84))
	frill.QuadTo(p.X(-0.2), p.Y(-0.72), p.X(0), p.Y(-0.86))
	frill.QuadTo(p.X(0.2), p.Y(-0.72), p.X(0.4), p.Y(-0.84))
	frill.CubicTo(p.X(0.48), p.Y(-0.7), p.X(0.34), p.Y(-0.56), p.X(0.2), p.Y(-0.38))
	frill.Close()

	var shadow vector.Path
	op := &vector.AddPathOptions{}
	op.GeoM.Translate(0, s*0.02)
	shadow.AddPath(body.Path(), op)
	sprites.SoftShadow(img, &shadow, s*0.04, shadowCol)

	sprites.FillShapeRadial(img, frill.Path(), p.CX-s*0.1, p.CY-s*0.5, s*0.45,
		sprites.ColorStop{At: 0, Color: sprites.Shade(cloth, 0.3)}, sprites.ColorStop{At: 1, Color: clothDark})
	sprites.StrokeShape(img, frill.Path(), max(1, s*0.012), sprites.Shade(clothDark, -0.4))
	sprites.FillShapeRadial(img, body.Path(), p.CX-s*0.18, p.CY+s*0.05, s*0.62,
		sprites.ColorStop{At: 0, Color: sprites.Shade(cloth, 0.25)}, sprites.ColorStop{At: 0.6, Color: cloth}, sprites.ColorStop{At: 1, Color: clothDark})
	// Folds of the cloth from the neck.
	for _, u := range []float64{-0.35, 0, 0.35} {
		var fold sprites.Curve
		fold.MoveTo(p.X(u*0.4), p.Y(-0.3))
		fold.QuadTo(p.X(u*1.1), p.Y(0.1), p.X(u*1.3), p.Y(0.5))
		sprites.StrokeShape(img, fold.Path(), max(1, s*0.012), color.RGBA{0, 0, 0, 50})
	}
	// A stitched hem.
	var hem sprites.Curve
	hem.MoveTo(p.X(-0.7), p.Y(0.56))
	hem.CubicTo(p.X(-0.64), p.Y(0.84), p.X(-0.28), p.Y(0.85), p.X(0), p.Y(0.85))
	hem.CubicTo(p.X(0.28), p.Y(0.85), p.X(0.64), p.Y(0.84), p.X(0.7), p.Y(0.56))
	sprites.StrokeShape(img, hem.Path(), max(1, s*0.01), sprites.WithAlpha(gold, 120))
	sprites.StrokeShape(img, body.Path(), max(1, s*0.014), sprites.Shade(clothDark, -0.4))

	// The seven colours of the pawns in an arc across the bag.
	kinds := rules.Kinds()
	for i, k := range kinds {
		a := math.Pi*0.78 - math.Pi*0.56*float64(i)/float64(len(kinds)-1)
		x, y := p.CX+s*0.36*math.Cos(a), p.CY+s*0.05+s*0.24*math.Sin(a)
		sprites.FillCircle(img, x, y, s*0.045, KindColor(k))
		sprites.StrokeCircle(img, x, y, s*0.045, max(0.8, s*0.008), KindOutline(k))
	}
	// A star emblem.
	sprites.FillStar(img, p.CX, p.CY+s*0.3, s*0.07, s*0.03, 5, -math.Pi/2, gold)

	// The cord around the neck, knotted, with tassels.
	var cord sprites.Curve
	cord.MoveTo(p.X(-0.26), p.Y(-0.37))
	cord.QuadTo(p.X(0), p.Y(-0.28), p.X(0.26), p.Y(-0.37))
	sprites.StrokeShape(img, cord.Path(), max(1.5, s*0.04), sprites.Shade(gold, -0.45))
	sprites.StrokeShape(img, cord.Path(), max(1, s*0.026), gold)
	kx, ky := p.CX+s*0.05, p.CY-s*0.165
	for _, end := range [][2]float64{{0.12, 0.06}, {0.2, 0.0}} {
		ex, ey := kx+end[0]*s, ky+s*0.1+end[1]*s
		var tail sprites.Curve
		tail.MoveTo(float32(kx), float32(ky))
		tail.QuadTo(float32(kx+end[0]*s*0.3), float32(ky+s*0.08), float32(ex), float32(ey))
		sprites.StrokeShape(img, tail.Path(), max(1, s*0.018), gold)
		sprites.FillCircle(img, ex, ey, s*0.022, sprites.Shade(gold, 0.2))
	}
	sprites.FillCircle(img, kx, ky, s*0.035, gold)
	return img
}

// HighlightRing returns a new size×size image of the ring that marks
// a legal target: a dashed golden ring with a soft glow. Its dashes make it
// a shape, not only a colour; rotate it to animate it.
func HighlightRing(size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	c := size / 2
	r := size * 0.42
	col := Palette.Highlight
	sprites.Glow(img, sprites.CirclePath(c, c, r), size*0.05, sprites.WithAlpha(col, 170))
	sprites.DashedCircle(img, c, c, r, max(2, size*0.07), 12, 0.6, 0, sprites.Shade(col, -0.55))
	sprites.DashedCircle(img, c, c, r, max(1.5, size*0.045), 12, 0.6, 0, col)
	return img
}

// SelectionGlow returns a new size×size image of the glow around the
// chosen pawn or space: a solid white ring in a wide halo.
func SelectionGlow(size float64) *ebiten.Image {
	img := sprites.NewImage(size, size)
	c := size / 2
	r := size * 0.4
	sprites.Glow(img, sprites.CirclePath(c, c, r), size*0.09, color.RGBA{150, 220, 255, 230})
	sprites.StrokeCircle(img, c, c, r, max(2, size*0.05), color.RGBA{255, 255, 255, 255})
	return img
}

// DrawLink draws the link between two spaces of a continent from
// (x0, y0) to (x1, y1): a light cord on a dark bed. Draw links into the
// board's cached layer, not every frame.
func DrawLink(dst *ebiten.Image, x0, y0, x1, y1, width float64) {
	sprites.Line(dst, x0, y0, x1, y1, width*2, color.RGBA{0, 0, 0, 110})
	sprites.Line(dst, x0, y0, x1, y1, width, Palette.Link)
	sprites.Line(dst, x0, y0, x1, y1, max(0.75, width*0.3), color.RGBA{255, 255, 255, 160})
}

// shifted returns pts moved by dx, dy.
func shifted(pts []sprites.Point, dx, dy float64) []sprites.Point {
	out := make([]sprites.Point, len(pts))
	for i, p := range pts {
		out[i] = sprites.Point{X: p.X + dx, Y: p.Y + dy}
	}
	return out
}
