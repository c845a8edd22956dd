package seeders

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	rs "starboard/rules/seeders"
	"starboard/sprites"
)

// Cache keeps the images of Seeders' art, keyed by their size in device
// pixels, in a shared sprites.Cache.
type Cache struct{ *sprites.Cache }

// NewCache returns a cache that holds at most limit images (0: the
// default limit).
func NewCache(limit int) *Cache { return &Cache{sprites.NewCache(limit)} }

func key(name string, variant int, size float64) (sprites.CacheKey, float64) {
	s := sprites.PixelSize(size)
	return sprites.CacheKey{Name: name, Variant: variant, W: s, H: s}, float64(s)
}

// Glyph is the cached Glyph.
func (c *Cache) Glyph(k rs.Caste, size float64) *ebiten.Image {
	kk, s := key("seeders.glyph", int(k), size)
	return c.Image(kk, func() *ebiten.Image { return Glyph(k, s) })
}

// Disc is the cached Disc.
func (c *Cache) Disc(k rs.Caste, owner color.RGBA, size float64) *ebiten.Image {
	v := int(k+1)<<24 | int(owner.R)<<16 | int(owner.G)<<8 | int(owner.B)
	kk, s := key("seeders.disc", v, size)
	return c.Image(kk, func() *ebiten.Image { return Disc(k, owner, s) })
}

// Cube is the cached Cube.
func (c *Cache) Cube(col color.RGBA, size float64) *ebiten.Image {
	kk, s := key("seeders.cube", int(col.R)<<16|int(col.G)<<8|int(col.B), size)
	return c.Image(kk, func() *ebiten.Image { return Cube(col, s) })
}

// Gem is the cached Gem.
func (c *Cache) Gem(size float64) *ebiten.Image {
	kk, s := key("seeders.gem", 0, size)
	return c.Image(kk, func() *ebiten.Image { return Gem(s) })
}

// Token is the cached Token.
func (c *Cache) Token(jailer bool, size float64) *ebiten.Image {
	v := 0
	if jailer {
		v = 1
	}
	kk, s := key("seeders.token", v, size)
	return c.Image(kk, func() *ebiten.Image { return Token(jailer, s) })
}

// Trophy is the cached Trophy.
func (c *Cache) Trophy(size float64) *ebiten.Image {
	kk, s := key("seeders.trophy", 0, size)
	return c.Image(kk, func() *ebiten.Image { return Trophy(s) })
}
