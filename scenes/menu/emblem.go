package menu

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/scenes"
	"starboard/sprites"
)

// drawEmblem draws the small emblem of a title centred on cx, cy.
func drawEmblem(c *scenes.Canvas, sh *shell, slug string, cx, cy, size, alpha float64) {
	sh.art.prepare(c)
	v := 0
	for i := range sh.titles {
		if sh.titles[i].slug == slug {
			v = i
		}
	}
	s := c.Px(size)
	img := sh.art.cache.Image(sprites.CacheKey{Name: "menu.emblem", Variant: v, W: s, H: s}, func() *ebiten.Image {
		return renderEmblem(sh.titles[v].entry, float64(s))
	})
	c.Image(img, cx, cy, alpha)
}

// drawSeatBadge draws the colour and shape of seat i.
func drawSeatBadge(c *scenes.Canvas, sh *shell, i int, cx, cy, size float64) {
	sh.art.prepare(c)
	c.Image(sh.art.cache.SeatBadge(i, size*c.Scale), cx, cy, 1)
}

func hex(v uint32) color.RGBA { return rgba(v, 0xff) }

// renderEmblem draws the emblem of a title on a round badge of size px:
// the title's picture on a dark disc, ringed in its accent.
func renderEmblem(t *scenes.Title, size float64) *ebiten.Image {
	img := ebiten.NewImage(int(size), int(size))
	c := size / 2
	r := size/2 - max(2, size*0.04)
	disc := sprites.CirclePath(c, c, r)
	sprites.SoftShadow(img, sprites.CirclePath(c, c+r*0.06, r), r*0.08, color.RGBA{0, 0, 0, 140})
	sprites.FillShapeRadial(img, disc, c, c-r*0.3, r*1.4, sprites.EvenStops(hex(0x1b2440), hex(0x0a0e1a))...)
	accent := sprites.DefaultPalette.Accent
	if t != nil {
		if t.Emblem != nil {
			t.Emblem(img, c, r)
		}
		accent = t.Palette.Accent
	}
	sprites.StrokeShape(img, disc, max(1.5, r*0.06), accent)
	return img
}
