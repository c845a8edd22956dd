package revive

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	rv "starboard/rules/revive"
	"starboard/sprites"
)

// Cache keeps the images of Revive's art, keyed by their size in device
// pixels, in a shared sprites.Cache.
type Cache struct{ *sprites.Cache }

// NewCache returns a cache that holds at most limit images (0: the
// default limit).
func NewCache(limit int) *Cache { return &Cache{sprites.NewCache(limit)} }

func key(name string, variant int, w, h float64) (sprites.CacheKey, float64) {
	pw, ph := sprites.PixelSize(w), sprites.PixelSize(h)
	return sprites.CacheKey{Name: name, Variant: variant, W: pw, H: ph}, float64(ph)
}

// Hex is the cached Hex.
func (c *Cache) Hex(t rv.Terrain, size float64) *ebiten.Image {
	kk, s := key("revive.hex", int(t), size*math.Sqrt(3)/2, size)
	return c.Image(kk, func() *ebiten.Image { return Hex(t, s) })
}

// Icon is the cached Icon.
func (c *Cache) Icon(k int, size float64) *ebiten.Image {
	kk, s := key("revive.icon", k, size, size)
	return c.Image(kk, func() *ebiten.Image { return Icon(k, s) })
}

// Meeple is the cached Meeple.
func (c *Cache) Meeple(col color.RGBA, size float64) *ebiten.Image {
	kk, s := key("revive.meeple", rgbKey(col), size, size)
	return c.Image(kk, func() *ebiten.Image { return Meeple(col, s) })
}

// Building is the cached Building.
func (c *Cache) Building(col color.RGBA, big bool, size float64) *ebiten.Image {
	v := rgbKey(col) << 1
	if big {
		v |= 1
	}
	kk, s := key("revive.building", v, size, size)
	return c.Image(kk, func() *ebiten.Image { return Building(col, big, s) })
}

func rgbKey(c color.RGBA) int { return int(c.R)<<16 | int(c.G)<<8 | int(c.B) }
