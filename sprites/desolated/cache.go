package desolated

import (
	"github.com/hajimehoshi/ebiten/v2"

	rules "starboard/rules/desolated"
	"starboard/sprites"
)

// Cache keeps the images of Desolated's art, keyed by their size in
// device pixels, in a shared sprites.Cache.
type Cache struct{ *sprites.Cache }

// NewCache returns a cache that holds at most limit images (0: the
// default limit).
func NewCache(limit int) *Cache { return &Cache{sprites.NewCache(limit)} }

// Material is the cached Material.
func (c *Cache) Material(m rules.Material, size float64) *ebiten.Image {
	s := sprites.PixelSize(size)
	return c.Image(sprites.CacheKey{Name: "desolated.material", Variant: int(m), W: s, H: s}, func() *ebiten.Image { return Material(m, float64(s)) })
}

// Influence is the cached Influence.
func (c *Cache) Influence(i rules.Influence, size float64) *ebiten.Image {
	s := sprites.PixelSize(size)
	return c.Image(sprites.CacheKey{Name: "desolated.influence", Variant: int(i), W: s, H: s}, func() *ebiten.Image { return Influence(i, float64(s)) })
}

// LinkTab is the cached LinkTab.
func (c *Cache) LinkTab(l rules.Link, edge Edge, h float64) *ebiten.Image {
	s := linkTabSize(h)
	return c.Image(sprites.CacheKey{Name: "desolated.link", Variant: int(l)<<1 | int(edge&1), W: s / 2, H: s}, func() *ebiten.Image {
		return LinkTab(l, edge, float64(s))
	})
}

// DrawLink draws the cached half of link symbol l on a card's
// edge at x, centred on cy, as the package's DrawLink does.
func (c *Cache) DrawLink(dst *ebiten.Image, l rules.Link, edge Edge, x, cy, h float64) {
	drawTabAt(dst, c.LinkTab(l, edge, h), edge, x, cy)
}

// Card is the cached Card.
func (c *Cache) Card(kind CardKind, variant int, w, h float64) *ebiten.Image {
	iw, ih := sprites.PixelSize(w), sprites.PixelSize(h)
	return c.Image(sprites.CacheKey{Name: "desolated.card", Variant: int(kind)<<16 | variant&0xFFFF, W: iw, H: ih}, func() *ebiten.Image {
		return Card(kind, variant, float64(iw), float64(ih))
	})
}

// CardBack is the cached CardBack.
func (c *Cache) CardBack(kind CardKind, w, h float64) *ebiten.Image {
	iw, ih := sprites.PixelSize(w), sprites.PixelSize(h)
	return c.Image(sprites.CacheKey{Name: "desolated.back", Variant: int(kind), W: iw, H: ih}, func() *ebiten.Image {
		return CardBack(kind, float64(iw), float64(ih))
	})
}

// Token is the cached Token.
func (c *Cache) Token(m rules.Material, size float64) *ebiten.Image {
	s := sprites.PixelSize(size)
	return c.Image(sprites.CacheKey{Name: "desolated.token", Variant: int(m), W: s, H: s}, func() *ebiten.Image { return Token(m, float64(s)) })
}

// Storage is the cached Storage.
func (c *Cache) Storage(size float64) *ebiten.Image {
	s := sprites.PixelSize(size)
	return c.Image(sprites.CacheKey{Name: "desolated.storage", Variant: 0, W: s, H: s}, func() *ebiten.Image { return Storage(float64(s)) })
}

// VPBadge is the cached VPBadge.
func (c *Cache) VPBadge(size float64) *ebiten.Image {
	s := sprites.PixelSize(size)
	return c.Image(sprites.CacheKey{Name: "desolated.vp", Variant: 0, W: s, H: s}, func() *ebiten.Image { return VPBadge(float64(s)) })
}

// CardHighlight is the cached CardHighlight.
func (c *Cache) CardHighlight(w, h float64, selected bool) *ebiten.Image {
	iw, ih := sprites.PixelSize(w), sprites.PixelSize(h)
	v := 0
	if selected {
		v = 1
	}
	return c.Image(sprites.CacheKey{Name: "desolated.highlight", Variant: v, W: iw, H: ih}, func() *ebiten.Image {
		return CardHighlight(float64(iw), float64(ih), selected)
	})
}
