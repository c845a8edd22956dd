package menu

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"starboard/scenes"
	"starboard/sprites"
)

// emblemSlugs numbers the titles for the image cache.
var emblemSlugs = []string{"gods", "desolated", "seeders", "revive", "revenant"}

// drawEmblem draws the small emblem of a title centred on cx, cy.
func drawEmblem(c *scenes.Canvas, sh *shell, slug string, cx, cy, size, alpha float64) {
	sh.art.prepare(c)
	v := 0
	for i, s := range emblemSlugs {
		if s == slug {
			v = i
		}
	}
	s := c.Px(size)
	img := sh.art.cache.Image(sprites.CacheKey{Name: "menu.emblem", Variant: v, W: s, H: s}, func() *ebiten.Image {
		return renderEmblem(emblemSlugs[v], float64(s))
	})
	c.Image(img, cx, cy, alpha)
}

// drawSeatBadge draws the colour and shape of seat i.
func drawSeatBadge(c *scenes.Canvas, sh *shell, i int, cx, cy, size float64) {
	sh.art.prepare(c)
	c.Image(sh.art.cache.SeatBadge(i, size*c.Scale), cx, cy, 1)
}

func hex(v uint32) color.RGBA { return rgba(v, 0xff) }

func stops(cs ...color.RGBA) []sprites.ColorStop {
	out := make([]sprites.ColorStop, len(cs))
	for i, c := range cs {
		out[i] = sprites.ColorStop{At: float64(i) / float64(max(1, len(cs)-1)), Color: c}
	}
	return out
}

// renderEmblem draws the emblem of a title on a round badge of size px.
func renderEmblem(slug string, size float64) *ebiten.Image {
	img := ebiten.NewImage(int(size), int(size))
	c := size / 2
	r := size/2 - max(2, size*0.04)
	accent := sprites.PaletteFor(slug).Accent
	tints := map[string]color.RGBA{"desolated": hex(0xd9823b), "seeders": hex(0x52d69e), "revive": hex(0xf0a040), "revenant": hex(0xa070e8)}
	if t, ok := tints[slug]; ok {
		accent = t
	}
	disc := sprites.CirclePath(c, c, r)
	sprites.SoftShadow(img, sprites.CirclePath(c, c+r*0.06, r), r*0.08, color.RGBA{0, 0, 0, 140})
	sprites.FillShapeRadial(img, disc, c, c-r*0.3, r*1.4, stops(hex(0x1b2440), hex(0x0a0e1a))...)
	switch slug {
	case "gods":
		emblemGods(img, c, r)
	case "desolated":
		emblemDesolated(img, c, r, accent)
	case "seeders":
		emblemSeeders(img, c, r, accent)
	case "revive":
		emblemRevive(img, c, r, accent)
	case "revenant":
		emblemRevenant(img, c, r, accent)
	}
	sprites.StrokeShape(img, disc, max(1.5, r*0.06), accent)
	return img
}

// blob returns a closed smooth shape around cx, cy with the given radii.
func blob(cx, cy float64, radii []float64, turn float64) *vector.Path {
	pts := make([]sprites.Point, len(radii))
	for i, rr := range radii {
		a := turn + 2*math.Pi*float64(i)/float64(len(radii))
		pts[i] = sprites.Point{X: cx + rr*math.Cos(a), Y: cy + rr*math.Sin(a)}
	}
	return sprites.SmoothPath(pts)
}

func emblemGods(img *ebiten.Image, c, r float64) {
	pr := r * 0.56
	planet := sprites.CirclePath(c, c, pr)
	sprites.Glow(img, planet, r*0.16, color.RGBA{0x40, 0x90, 0xe0, 0x90})
	sprites.FillShapeRadial(img, planet, c-pr*0.35, c-pr*0.4, pr*1.7, stops(hex(0x5fb4f0), hex(0x2560b0), hex(0x0c2450))...)
	land := blob(c-pr*0.25, c-pr*0.1, []float64{pr * 0.42, pr * 0.3, pr * 0.38, pr * 0.25, pr * 0.35, pr * 0.3}, 0.3)
	sprites.FillShape(img, land, hex(0x4fa352))
	land2 := blob(c+pr*0.38, c+pr*0.32, []float64{pr * 0.22, pr * 0.16, pr * 0.2, pr * 0.14, pr * 0.18}, 1)
	sprites.FillShape(img, land2, hex(0xb07a40))
	sprites.StrokeShape(img, sprites.EllipsePath(c, c, r*0.82, r*0.26, -0.35), max(1, r*0.035), color.RGBA{0xf2, 0xb9, 0x50, 0xc0})
	for i, k := range []int{sprites.KindWater, sprites.KindPlant, sprites.KindAnimal, sprites.KindOxygen} {
		a := -0.35 + float64(i)*math.Pi/2 + 0.5
		ex, ey := r*0.82*math.Cos(a), r*0.26*math.Sin(a)
		sn, cs := math.Sincos(-0.35)
		x, y := c+ex*cs-ey*sn, c+ex*sn+ey*cs
		sprites.FillCircle(img, x, y, r*0.09, sprites.KindColor(k))
		sprites.StrokeCircle(img, x, y, r*0.09, max(1, r*0.025), sprites.KindOutline(k))
	}
}

func emblemDesolated(img *ebiten.Image, c, r float64, accent color.RGBA) {
	pr := r * 0.6
	planet := sprites.CirclePath(c, c, pr)
	sprites.FillShapeRadial(img, planet, c-pr*0.3, c-pr*0.4, pr*1.6, stops(hex(0xb0603a), hex(0x5a2a1c), hex(0x200c0a))...)
	crack := []sprites.Point{{X: c - pr*0.7, Y: c - pr*0.5}, {X: c - pr*0.2, Y: c - pr*0.15}, {X: c - pr*0.3, Y: c + pr*0.15}, {X: c + pr*0.2, Y: c + pr*0.3}, {X: c + pr*0.6, Y: c + pr*0.7}}
	for i := 1; i < len(crack); i++ {
		sprites.Line(img, crack[i-1].X, crack[i-1].Y, crack[i].X, crack[i].Y, max(1, r*0.05), hex(0x140606))
	}
	lw, lh := r*0.5, r*0.28
	sprites.StrokeRoundRect(img, c-lw*0.95, c+r*0.25, lw, lh, lh/2, max(1.5, r*0.07), accent)
	sprites.StrokeRoundRect(img, c-lw*0.25, c+r*0.25+lh*0.05, lw, lh, lh/2, max(1.5, r*0.07), hex(0xf3c38a))
}

func emblemSeeders(img *ebiten.Image, c, r float64, accent color.RGBA) {
	for i := 0; i < 3; i++ {
		y := c + r*0.25 + float64(i)*r*0.12
		sprites.Line(img, c-r*0.75, y+r*0.3, c-r*0.15, y-r*0.05, max(1, r*0.03), color.RGBA{0x40, 0xa0, 0x80, 0x70})
	}
	hull := sprites.EllipsePath(c+r*0.05, c-r*0.05, r*0.62, r*0.24, -0.5)
	sprites.FillShapeLinear(img, hull, c, c-r*0.4, c, c+r*0.3, stops(hex(0xdfe8f0), hex(0x7e8ea6), hex(0x3a4660))...)
	sprites.StrokeShape(img, hull, max(1, r*0.035), hex(0x1a2030))
	seed := sprites.CirclePath(c+r*0.08, c-r*0.08, r*0.14)
	sprites.Glow(img, seed, r*0.22, accent)
	sprites.FillShape(img, seed, hex(0xb8ffd8))
}

func emblemRevive(img *ebiten.Image, c, r float64, accent color.RGBA) {
	sy := c + r*0.15
	for i := 0; i < 7; i++ {
		a := math.Pi + float64(i)*math.Pi/6
		sprites.Line(img, c+r*0.4*math.Cos(a), sy+r*0.4*math.Sin(a), c+r*0.62*math.Cos(a), sy+r*0.62*math.Sin(a), max(1, r*0.05), accent)
	}
	sun := sprites.CirclePath(c, sy, r*0.3)
	sprites.FillShapeRadial(img, sun, c, sy-r*0.1, r*0.35, stops(hex(0xfff0b0), accent)...)
	hill := []sprites.Point{{X: c - r, Y: c + r}, {X: c - r, Y: c + r*0.3}, {X: c - r*0.45, Y: c + r*0.12}, {X: c + r*0.1, Y: c + r*0.32}, {X: c + r*0.6, Y: c + r*0.18}, {X: c + r, Y: c + r*0.3}, {X: c + r, Y: c + r}}
	clip := ebiten.NewImage(img.Bounds().Dx(), img.Bounds().Dy())
	sprites.FillShape(clip, sprites.PolygonPath(hill), hex(0x2f7a46))
	mask := ebiten.NewImage(img.Bounds().Dx(), img.Bounds().Dy())
	sprites.FillShape(mask, sprites.CirclePath(c, c, r*0.97), color.White)
	mask.DrawImage(clip, &ebiten.DrawImageOptions{Blend: ebiten.BlendSourceIn})
	img.DrawImage(mask, nil)
	clip.Deallocate()
	mask.Deallocate()
}

func emblemRevenant(img *ebiten.Image, c, r float64, accent color.RGBA) {
	for i := 0; i < 3; i++ {
		var p vector.Path
		rr := r * (0.3 + 0.18*float64(i))
		a0 := float32(0.6 + float64(i)*1.1)
		p.Arc(float32(c-r*0.25), float32(c+r*0.2), float32(rr), a0, a0+2.2, vector.Clockwise)
		sprites.StrokeShape(img, &p, max(1, r*0.05), color.RGBA{accent.R / 2, accent.G / 3, accent.B / 2, 0xa0})
	}
	ship := []sprites.Point{{X: c + r*0.62, Y: c - r*0.42}, {X: c - r*0.2, Y: c - r*0.05}, {X: c - r*0.02, Y: c + r*0.02}, {X: c + r*0.1, Y: c + r*0.2}}
	sprites.FillShapeLinear(img, sprites.PolygonPath(ship), c, c-r*0.4, c, c+r*0.2, stops(hex(0xf0f2f8), hex(0x8890a8))...)
	sprites.StrokePolygon(img, ship, max(1, r*0.03), hex(0x1a1e2c))
	for _, e := range [][2]float64{{0.15, -0.55}, {0.45, 0.05}} {
		sprites.FillCircle(img, c+r*e[0], c+r*e[1], r*0.06, hex(0xd8dcea))
	}
}
