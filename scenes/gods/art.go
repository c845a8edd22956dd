package gods

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/sprites"
	godsart "starboard/sprites/gods"
)

// What an image of the cache shows.
const (
	imgBack      uint8 = iota // a pawn, element side up: colour and kind icon
	imgNeed                   // a pawn, need side up
	imgBadge                  // the small need badge of a face-down pawn
	imgPanel                  // a rounded panel
	imgRing                   // a circle outline
	imgDisc                   // a filled circle
	imgGlow                   // a soft halo
	imgSeat                   // a seat's colour and shape
	imgCross                  // the strike badge of an unmet need
	imgTick                   // the badge of a need met as the board stands
	imgContinent              // a continent: backdrop, links and spaces
	imgSky                    // the table's background
	imgSpace                  // an empty space of a continent
)

// imgKey names one cached image: what it shows, its arguments and its
// size in device pixels, so the map lookup never allocates.
type imgKey struct {
	what       uint8
	a, b       int16
	w, h, r    int32
	fill, edge color.RGBA
}

// art renders images once at the canvas scale and keeps them.
type art struct {
	scale float64
	imgs  map[imgKey]*ebiten.Image
	// left is how many more images this frame may build, and depth how
	// deep builds are nested (an image built for another counts once): a
	// table opening builds its art over a few frames, so that no frame
	// stalls a browser page.
	left, depth int
	budgeted    bool
	big         map[imgKey]*ebiten.Image // rendered for a tile shown large
	white       *ebiten.Image
	conts       [gods.Continents]*contArt
	// seatColors are the seats' indexes in the seat palette.
	seatColors [4]int
}

// contArt is what a continent image is built from.
type contArt struct {
	face  gods.Face
	order [gods.Spaces]int // the ring position of each space
}

func newArt() *art {
	a := &art{imgs: map[imgKey]*ebiten.Image{}, big: map[imgKey]*ebiten.Image{}, white: ebiten.NewImage(3, 3)}
	a.white.Fill(color.White)
	a.white = a.white.SubImage(a.white.Bounds().Inset(1)).(*ebiten.Image)
	return a
}

// ensure drops every image when the canvas scale changes.
func (a *art) ensure(scale float64) {
	if scale == a.scale {
		return
	}
	a.scale = scale
	a.dispose()
}

// dispose lets every image go: the table has left for good.
func (a *art) dispose() {
	for k, img := range a.imgs {
		img.Deallocate()
		delete(a.imgs, k)
	}
	a.dropBig()
}

func (a *art) dropBig() {
	for k, img := range a.big {
		img.Deallocate()
		delete(a.big, k)
	}
}

// imagesPerFrame is how many large images a frame of the table builds at
// most; a small one (an icon, a pawn of the aid) counts a quarter. Its
// large images are larger than the kit's, so it takes a fifth of the kit's
// budget (sprites.ImagesPerFrame, counted in small images): three native,
// one in a browser, where software GL draws 3–5 frames a second and each
// large image more is a visible pause as the table opens. A test that
// shoots a frame at a new size lifts the kit's budget, and so this one.
func imagesPerFrame() int { return max(1, sprites.ImagesPerFrame/5) }

// smallImage is the most device pixels of an image that counts a quarter.
const smallImage = 64 * 64

// cost is what building the image under k takes from a frame's budget, in
// quarters of a large image.
func (k imgKey) cost() int {
	w, h := k.w, k.h
	if w == 0 && h == 0 {
		w, h = 2*k.r, 2*k.r
	}
	if int(w)*int(h) <= smallImage {
		return 1
	}
	return 4
}

// budget starts a frame: at most imagesPerFrame new large images, or every
// one while the legibility audit measures the frame.
func (a *art) budget(c *scenes.Canvas) {
	a.budgeted, a.left = true, 4*imagesPerFrame()
	if c.App.Audit != nil {
		a.left = 1 << 30
	}
}

// maxImgs bounds the images kept at the table's sizes: a table draws a
// few hundred; more means sizes went by in an animation, and all are let
// go (their memory is outside Go's heap, so it must be given back here).
const maxImgs = 600

// quant rounds a radius that changes from frame to frame (a pawn flying)
// to steps of 3 device pixels, so an animation makes a few images, not one
// a frame.
func (a *art) quant(r float64) float64 { return math.Round(r*a.scale/3) * 3 / a.scale }

// maxBig is how many large images are kept for tiles shown large; they
// are big, so a few at a time.
const maxBig = 12

// sized is get, keeping an image rendered for a large view apart from the
// rest when big is true.
func (a *art) sized(k imgKey, big bool, build func() *ebiten.Image) *ebiten.Image {
	if !big {
		return a.get(k, build)
	}
	if img, ok := a.big[k]; ok {
		return img
	}
	if len(a.big) >= maxBig {
		a.dropBig()
	}
	img := build()
	a.big[k] = img
	return img
}

func (a *art) px(v float64) int32 { return int32(math.Ceil(v * a.scale)) }

// newCentred returns a pen on a new image of w by h logical units whose
// origin is the image's centre.
func (a *art) newCentred(w, h float64) pen {
	pw, ph := int(a.px(w)), int(a.px(h))
	return newPen(pw, ph, a.scale, float64(pw)/2/a.scale, float64(ph)/2/a.scale)
}

func (a *art) get(k imgKey, build func() *ebiten.Image) *ebiten.Image {
	if img, ok := a.imgs[k]; ok {
		return img
	}
	if a.budgeted && a.depth == 0 {
		if a.left <= 0 {
			return nil // built in a later frame: blit and put skip nil
		}
		a.left -= k.cost()
	}
	a.depth++
	defer func() { a.depth-- }()
	if len(a.imgs) >= maxImgs {
		for k, img := range a.imgs {
			img.Deallocate()
			delete(a.imgs, k)
		}
	}
	img := build()
	if a.depth == 1 {
		sprites.Settle(img)
	}
	a.imgs[k] = img
	return img
}

// pawnBack is a pawn of kind k with its element side up, radius r.
func (a *art) pawnBack(k gods.Kind, r float64) *ebiten.Image { return a.pawnBackAt(k, r, false) }

func (a *art) pawnBackAt(k gods.Kind, r float64, big bool) *ebiten.Image {
	return a.sized(imgKey{what: imgBack, a: int16(k), r: a.px(r)}, big, func() *ebiten.Image {
		return godsart.Pawn(k, false, float64(a.px(pawnBox(r))))
	})
}

// pawnNeed is pawn with its need side up: the plate of its kind showing
// what it needs (or its action).
func (a *art) pawnNeed(pawn gods.Pawn, r float64) *ebiten.Image { return a.pawnNeedAt(pawn, r, false) }

func (a *art) pawnNeedAt(pawn gods.Pawn, r float64, big bool) *ebiten.Image {
	return a.sized(imgKey{what: imgNeed, a: int16(pawn), r: a.px(r)}, big, func() *ebiten.Image {
		return godsart.Need(gods.NeedOf(pawn), float64(a.px(pawnBox(r))))
	})
}

// badge is the small round label that tells a face-down pawn's need to
// those who know it.
func (a *art) badge(pawn gods.Pawn, r float64) *ebiten.Image {
	return a.get(imgKey{what: imgBadge, a: int16(pawn), r: a.px(r)}, func() *ebiten.Image {
		return godsart.Need(gods.NeedOf(pawn), float64(a.px(pawnBox(r))))
	})
}

// space is an empty space of a continent, radius r: a hexagon of its soil,
// or the round white space.
func (a *art) space(soil gods.Soil, white bool, r float64) *ebiten.Image {
	w := int16(0)
	if white {
		w = 1
	}
	return a.get(imgKey{what: imgSpace, a: int16(soil), b: w, r: a.px(r)}, func() *ebiten.Image {
		return godsart.Space(soil, white, float64(a.px(2*r/0.96)))
	})
}

// pawnBox is the size of the sprites image whose pawn has radius r: the
// pawn fills all but a thin margin of it.
func pawnBox(r float64) float64 { return r / 0.43 }

// panel is a rounded rectangle of w by h with a border.
func (a *art) panel(w, h, rad float64, fill, edge color.RGBA) *ebiten.Image {
	return a.panelAt(w, h, rad, fill, edge, false)
}

func (a *art) panelAt(w, h, rad float64, fill, edge color.RGBA, big bool) *ebiten.Image {
	k := imgKey{what: imgPanel, w: a.px(w), h: a.px(h), r: int32(rad), fill: fill, edge: edge}
	return a.sized(k, big, func() *ebiten.Image {
		p := a.newCentred(w+4, h+4)
		r := scenes.Rect{X: -w / 2, Y: -h / 2, W: w, H: h}
		p.roundRect(r, rad, fill)
		if edge.A != 0 {
			p.roundStroke(r.Inset(0.75), rad, 1.5, edge)
		}
		return p.upload()
	})
}

// ring is a circle outline of radius r and width w.
func (a *art) ring(r, w float64, col color.RGBA) *ebiten.Image {
	return a.get(imgKey{what: imgRing, r: a.px(r), w: a.px(w), fill: col}, func() *ebiten.Image {
		p := a.newCentred(2*r+w+4, 2*r+w+4)
		p.ring(0, 0, r, w, col)
		return p.upload()
	})
}

// disc is a filled circle of radius r.
func (a *art) disc(r float64, col color.RGBA) *ebiten.Image {
	return a.get(imgKey{what: imgDisc, r: a.px(r), fill: col}, func() *ebiten.Image {
		p := a.newCentred(2*r+4, 2*r+4)
		p.circle(0, 0, r, col)
		return p.upload()
	})
}

// glow is a soft halo of radius r, brightest at its rim.
func (a *art) glow(r float64, col color.RGBA) *ebiten.Image {
	return a.get(imgKey{what: imgGlow, r: a.px(r), fill: col}, func() *ebiten.Image {
		p := a.newCentred(2*r+24, 2*r+24)
		for i := 0; i < 8; i++ {
			p.ring(0, 0, r+float64(i)*1.4, 2, fade(col, 0.5*(1-float64(i)/8)))
		}
		p.ring(0, 0, r, 3, col)
		return p.upload()
	})
}

// colCross is the amber of the warning badge of an unmet need. It is not
// the red of the crossed-out kinds on the need faces ("not linked to"), so
// the two read apart.
var colCross = color.RGBA{0xff, 0xb0, 0x20, 0xff}

// strike is the small badge of a pawn whose need is unmet, for a pawn of
// radius r: an amber warning triangle with a dark "!", ringed dark so it
// stands out on any pawn. It sits on the pawn's rim and leaves the need in
// view.
func (a *art) strike(r float64) *ebiten.Image {
	return a.get(imgKey{what: imgCross, r: a.px(r)}, func() *ebiten.Image {
		br := strikeR(r)
		p := a.newCentred(2*br+10, 2*br+10)
		dark := color.RGBA{0x1a, 0x10, 0x02, 0xff}
		tri := func(s float64, col color.Color) {
			p.poly(col, 0, -s, s*0.94, s*0.72, -s*0.94, s*0.72)
		}
		tri(br+3, dark)
		tri(br, colCross)
		w := math.Max(2, br*0.22)
		p.line(0, -br*0.42, 0, br*0.2, w, dark)
		p.circle(0, br*0.44, w*0.6, dark)
		return p.upload()
	})
}

// tick is the small badge of a pawn whose need the board meets as it
// stands, for a pawn of radius r: a green disc with a dark check, ringed
// dark, the size of the strike badge and in its place.
func (a *art) tick(r float64) *ebiten.Image {
	return a.get(imgKey{what: imgTick, r: a.px(r)}, func() *ebiten.Image {
		br := strikeR(r)
		p := a.newCentred(2*br+10, 2*br+10)
		dark := color.RGBA{0x06, 0x1a, 0x0c, 0xff}
		p.circle(0, 0, br+2.5, dark)
		p.circle(0, 0, br, colGood)
		p.polyline(math.Max(2, br*0.26), dark, -br*0.48, br*0.02, -br*0.12, br*0.4, br*0.52, -br*0.38)
		return p.upload()
	})
}

// strikeR is the radius of the strike badge of a pawn of radius r.
func strikeR(r float64) float64 { return math.Max(r*0.36, 9) }

// put draws img centred on x, y through the canvas transform, for an image
// rendered q times larger than it is to look in local units.
func (a *art) put(c *scenes.Canvas, img *ebiten.Image, x, y, q, alpha float64) {
	if alpha <= 0 || img == nil {
		return
	}
	b := img.Bounds()
	w, h := float64(b.Dx())/(a.scale*q), float64(b.Dy())/(a.scale*q)
	c.ImageIn(img, scenes.Rect{X: x - w/2, Y: y - h/2, W: w, H: h}, alpha)
}

// blit draws img centred on x, y, scaled by sx, sy, with alpha.
func (a *art) blit(c *scenes.Canvas, img *ebiten.Image, x, y, sx, sy, alpha float64) {
	if alpha <= 0 || img == nil {
		return
	}
	b := img.Bounds()
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(sx*c.Scale/a.scale, sy*c.Scale/a.scale)
	op.GeoM.Translate(x*c.Scale, y*c.Scale)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	c.Dst.DrawImage(img, &op)
}

// rect fills r with col times alpha.
func (a *art) rect(c *scenes.Canvas, r scenes.Rect, col color.RGBA, alpha float64) {
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(r.W*c.Scale, r.H*c.Scale)
	op.GeoM.Translate(r.X*c.Scale, r.Y*c.Scale)
	al := float32(alpha)
	op.ColorScale.Scale(float32(col.R)/255*al, float32(col.G)/255*al, float32(col.B)/255*al, float32(col.A)/255*al)
	c.Dst.DrawImage(a.white, &op)
}

// box draws a panel image over r.
func (a *art) box(c *scenes.Canvas, r scenes.Rect, rad float64, fill, edge color.RGBA, alpha float64) {
	x, y := r.Center()
	a.blit(c, a.panel(r.W, r.H, rad, fill, edge), x, y, 1, 1, alpha)
}

// frame is the glowing outline of a rounded rectangle of w by h.
func (a *art) frame(w, h, rad float64, col color.RGBA) *ebiten.Image {
	k := imgKey{what: imgGlow, a: 1, w: a.px(w), h: a.px(h), r: int32(rad), fill: col}
	return a.get(k, func() *ebiten.Image {
		p := a.newCentred(w+28, h+28)
		r := scenes.Rect{X: -w / 2, Y: -h / 2, W: w, H: h}
		for i := 6; i >= 1; i-- {
			d := float64(i) * 1.6
			p.roundStroke(scenes.Rect{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d}, rad+d, 2, fade(col, 0.45*(1-float64(i)/7)))
		}
		p.roundStroke(r, rad, 3.5, col)
		return p.upload()
	})
}
