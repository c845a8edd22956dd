package menu

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/scenes"
	"starboard/sprites"
)

// art holds the menus' images: the starfield, the glowing name and the
// emblems, rendered once at the device size they are drawn at.
type art struct {
	cache     *sprites.Cache
	stars     *sprites.Starfield
	word      *ebiten.Image // the name, in device pixels
	halo      *ebiten.Image // its glow
	wordScale float64
	op        ebiten.DrawImageOptions
	base      float64 // the canvas scale before a screen's zoom (fit)
}

func (a *art) prepare(c *scenes.Canvas) {
	if a.cache == nil {
		a.cache = sprites.NewCache(256)
		a.stars, _ = sprites.NewStarfield() // on error, it falls back to stars drawn once
	}
	// Images are keyed by their size in pixels; the cache is cleared when
	// the window's scale changes, not when a screen zooms.
	scale := c.Scale
	if a.base != 0 {
		scale = a.base
	}
	a.cache.SetScale(scale)
}

// drawBackdrop fills the canvas with the drifting starfield, dimmed by
// 1 - strength so text over it reads well.
func drawBackdrop(c *scenes.Canvas, sh *shell, strength float64) {
	sh.art.prepare(c)
	sh.art.stars.Draw(c.Dst, int(c.App.Tick()))
	dim := 1 - strength
	if c.App.Settings.HighContrast {
		dim = max(dim, 0.6)
	}
	if dim > 0 {
		c.Rect(scenes.Rect{W: c.W, H: c.H}, rgba(0x070b18, uint8(dim*255)))
	}
}

const (
	nameText = "Starboard"
	nameSize = 136.0
	namePad  = 48.0
)

// drawTitleName draws the name centred on cx, cy with a glow that breathes.
func drawTitleName(c *scenes.Canvas, sh *shell, cx, cy float64, tick int64) {
	a := &sh.art
	a.prepare(c)
	if a.word == nil || a.wordScale != c.Scale {
		a.renderName(c)
	}
	t := float64(tick)
	breath := 0.5 + 0.5*math.Sin(t/55)
	orbit := t / 150

	// The orbit behind the name, and its moon when it passes behind.
	rx, ry := 340.0, 62.0
	mx, my := orbitAt(cx, cy+12, rx, ry, orbit)
	behind := math.Sin(orbit) < 0
	drawOrbit(c, a, cx, cy+12, rx, ry)
	if behind {
		drawMoon(c, a, mx, my, 0.55)
	}

	op := &a.op
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.Filter = ebiten.FilterLinear
	b := a.halo.Bounds()
	s := 1.0 + 0.03*breath
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(cx*c.Scale, cy*c.Scale)
	op.ColorScale.ScaleWithColor(scenes.ColAccent)
	op.ColorScale.ScaleAlpha(float32(0.45 + 0.45*breath))
	op.Blend = ebiten.BlendLighter
	c.Dst.DrawImage(a.halo, op)
	op.Blend = ebiten.Blend{}

	op.GeoM.Reset()
	op.ColorScale.Reset()
	b = a.word.Bounds()
	op.GeoM.Translate(cx*c.Scale-float64(b.Dx())/2, cy*c.Scale-float64(b.Dy())/2)
	c.Dst.DrawImage(a.word, op)

	if !behind {
		drawMoon(c, a, mx, my, 1)
	}
}

func (a *art) renderName(c *scenes.Canvas) {
	if a.word != nil {
		a.word.Deallocate()
		a.halo.Deallocate()
	}
	a.wordScale = c.Scale
	w, h := c.App.Text.Measure(nameText, nameSize, true)
	lw, lh := w+2*namePad, h+2*namePad
	iw, ih := c.Px(lw), c.Px(lh)
	a.word = ebiten.NewImage(iw, ih)
	c.App.Text.Draw(a.word, nameText, lw/2, namePad-nameSize*0.1, nameSize, c.Scale, color.RGBA{0xfb, 0xf4, 0xe4, 0xff}, scenes.Center, true)
	a.halo = blur(a.word, 4)
}

// blur returns a soft copy of img, made by halving it levels times and
// growing it back with linear filtering.
func blur(img *ebiten.Image, levels int) *ebiten.Image {
	src := img
	var chain []*ebiten.Image
	for range levels {
		b := src.Bounds()
		dst := ebiten.NewImage(max(1, b.Dx()/2), max(1, b.Dy()/2))
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(float64(dst.Bounds().Dx())/float64(b.Dx()), float64(dst.Bounds().Dy())/float64(b.Dy()))
		dst.DrawImage(src, op)
		chain = append(chain, dst)
		src = dst
	}
	for i := len(chain) - 2; i >= -1; i-- {
		var dst *ebiten.Image
		if i >= 0 {
			dst = ebiten.NewImage(chain[i].Bounds().Dx(), chain[i].Bounds().Dy())
		} else {
			dst = ebiten.NewImage(img.Bounds().Dx(), img.Bounds().Dy())
		}
		b := src.Bounds()
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(float64(dst.Bounds().Dx())/float64(b.Dx()), float64(dst.Bounds().Dy())/float64(b.Dy()))
		dst.DrawImage(src, op)
		if src != img {
			src.Deallocate()
		}
		src = dst
	}
	for _, im := range chain {
		if im != src {
			im.Deallocate()
		}
	}
	return src
}

const orbitTilt = -0.1

// orbitAt returns the point of the tilted orbit at angle t.
func orbitAt(cx, cy, rx, ry, t float64) (x, y float64) {
	ex, ey := rx*math.Cos(t), ry*math.Sin(t)
	sn, cs := math.Sincos(orbitTilt)
	return cx + ex*cs - ey*sn, cy + ex*sn + ey*cs
}

// drawOrbit draws a faint tilted ellipse, cached as an image.
func drawOrbit(c *scenes.Canvas, a *art, cx, cy, rx, ry float64) {
	lw := 2*rx + 16
	lh := 2*(ry+rx*math.Abs(math.Sin(orbitTilt))) + 16
	w, h := c.Px(lw), c.Px(lh)
	img := a.cache.Image(sprites.CacheKey{Name: "menu.orbit", W: w, H: h}, func() *ebiten.Image {
		im := ebiten.NewImage(w, h)
		s := c.Scale
		sprites.StrokeShape(im, sprites.EllipsePath(float64(w)/2, float64(h)/2, rx*s, ry*s, orbitTilt), 1.6*s, rgba(0x8fa8ff, 0x48))
		return im
	})
	c.Image(img, cx, cy, 1)
}

// drawMoon draws the small bright body that travels the orbit.
func drawMoon(c *scenes.Canvas, a *art, x, y, alpha float64) {
	s := c.Px(40)
	img := a.cache.Image(sprites.CacheKey{Name: "menu.moon", W: s, H: s}, func() *ebiten.Image {
		f := float64(s)
		im := sprites.RadialGradient(s, s, f/2, f/2, f/2,
			sprites.ColorStop{At: 0, Color: color.RGBA{0xff, 0xff, 0xff, 0xff}},
			sprites.ColorStop{At: 0.22, Color: color.RGBA{0xf6, 0xd8, 0x9a, 0xff}},
			sprites.ColorStop{At: 0.4, Color: color.RGBA{0x7a, 0x5a, 0x20, 0x60}},
			sprites.ColorStop{At: 1, Color: color.RGBA{}})
		return im
	})
	c.Image(img, x, y, alpha)
}
