package scenes_test

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/sprites"
	godsart "starboard/sprites/gods"
)

// demoDeck draws the cards of the widget tests and screenshot: one card
// per kind of Gods pawn, rendered once per size into cached images.
type demoDeck struct {
	icons  *sprites.Cache
	images map[deckKey]*ebiten.Image
}

type deckKey struct {
	kind   int
	faceUp bool
	w      int
}

func newDemoDeck() *demoDeck {
	return &demoDeck{icons: sprites.NewCache(0), images: map[deckKey]*ebiten.Image{}}
}

var kindLines = [...]string{
	"Seas and rain",
	"Rock and ore",
	"Green cover",
	"Small, many",
	"Fur, feather",
	"Air to breathe",
	"First life",
}

// card returns a card view of a kind, face up.
func (d *demoDeck) card(id, kind int) *scenes.CardView {
	return scenes.NewCardView(id, cardW, cardH, func(c *scenes.Canvas, w, h float64, faceUp bool) {
		c.ImageIn(d.image(c, kind, faceUp, w, h), scenes.Rect{W: w, H: h}, 1)
	})
}

// image returns a side of a card rendered at least as large as it is
// drawn now, in steps of 32 pixels so that a card growing under the
// pointer or zooming renders a handful of images, not one a frame.
func (d *demoDeck) image(c *scenes.Canvas, kind int, faceUp bool, w, h float64) *ebiten.Image {
	pw := (c.Px(w) + 31) / 32 * 32
	k := deckKey{kind: kind, faceUp: faceUp, w: pw}
	if img := d.images[k]; img != nil {
		return img
	}
	scale := float64(pw) / w
	img := ebiten.NewImage(pw, int(h*scale+0.5))
	off := &scenes.Canvas{Dst: img, Scale: scale, W: w, H: h, App: c.App}
	if faceUp {
		d.face(off, kind, w, h)
	} else {
		d.back(off, w, h)
	}
	d.images[k] = img
	return img
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), 0xff}
}

func (d *demoDeck) face(c *scenes.Canvas, kind int, w, h float64) {
	pal := godsart.Palette
	col := godsart.KindColor(gods.Kind(kind))
	rad := w * 0.08
	c.RoundRect(scenes.Rect{W: w, H: h}, rad, pal.Surface)
	// A sky from the kind's colour down to the card's surface.
	art := scenes.Rect{X: 7, Y: 7, W: w - 14, H: h * 0.55}
	const bands = 14
	for i := 0; i < bands; i++ {
		t := float64(i) / bands
		c.Rect(scenes.Rect{X: art.X, Y: art.Y + art.H*t, W: art.W, H: art.H/bands + 0.6}, mix(mix(col, pal.Table, 0.35), pal.Surface, t))
	}
	c.RoundRectStroke(art, 1, 1.2, mix(col, pal.Surface, 0.4))
	cx, cy := w/2, art.Y+art.H*0.48
	c.Circle(cx, cy, w*0.27, mix(col, pal.TableEdge, 0.7))
	c.Ring(cx, cy, w*0.27, 2.5, col)
	c.Image(godsart.Cache{Cache: d.icons}.Icon(gods.Kind(kind), float64(c.Px(w*0.36))), cx, cy, 1)
	// The name plate and a line of text.
	plate := scenes.Rect{X: 10, Y: art.Y + art.H + 6, W: w - 20, H: 27}
	c.RoundRect(plate, 8, mix(pal.Surface, pal.TableEdge, 0.5))
	c.RoundRectStroke(plate, 8, 1, mix(col, pal.Surface, 0.3))
	c.Bold(gods.Kind(kind).String(), w/2, plate.Y+5, 16, scenes.ColText, scenes.Center)
	c.Text(kindLines[kind], w/2, plate.Y+plate.H+9, 12.5, scenes.ColDim, scenes.Center)
	// A number in the corner, as cards have.
	c.Circle(19, 19, 12, mix(col, pal.TableEdge, 0.2))
	c.Ring(19, 19, 12, 1.5, pal.Link)
	c.Bold(string(rune('1'+kind)), 19, 11, 15, godsart.KindInk(gods.Kind(kind)), scenes.Center)
	c.RoundRectStroke(scenes.Rect{X: 1.5, Y: 1.5, W: w - 3, H: h - 3}, rad, 2.5, mix(col, pal.Link, 0.25))
}

func (d *demoDeck) back(c *scenes.Canvas, w, h float64) {
	pal := godsart.Palette
	rad := w * 0.08
	c.RoundRect(scenes.Rect{W: w, H: h}, rad, mix(pal.Surface, pal.TableEdge, 0.45))
	c.RoundRectStroke(scenes.Rect{X: 7, Y: 7, W: w - 14, H: h - 14}, rad*0.7, 2, pal.Accent)
	cx, cy := w/2, h/2
	for i, r := range []float64{w * 0.34, w * 0.26, w * 0.18} {
		c.Ring(cx, cy, r, 1.5, mix(pal.Accent, pal.Surface, 0.25*float64(i)+0.2))
	}
	c.Circle(cx, cy, w*0.1, pal.Accent)
	for i := 0; i < 12; i++ {
		x := 16 + float64((i*37)%int(w-32))
		y := 18 + float64((i*53)%int(h-36))
		c.Circle(x, y, 1.2+float64(i%3)*0.5, mix(pal.Link, pal.Surface, 0.3))
	}
	c.Bold("STARBOARD", cx, h-30, 11, pal.Accent, scenes.Center)
	c.RoundRectStroke(scenes.Rect{X: 1.5, Y: 1.5, W: w - 3, H: h - 3}, rad, 2.5, pal.Link)
}
