package sprites

import "github.com/hajimehoshi/ebiten/v2"

// The cached images of Desolated. Sizes are in device pixels.

// DesolatedMaterial is the cached DesolatedMaterial.
func (c *Cache) DesolatedMaterial(m int, size float64) *ebiten.Image {
	s := px(size)
	return c.Image(CacheKey{"desolated.material", m, s, s}, func() *ebiten.Image { return DesolatedMaterial(m, float64(s)) })
}

// DesolatedInfluence is the cached DesolatedInfluence.
func (c *Cache) DesolatedInfluence(i int, size float64) *ebiten.Image {
	s := px(size)
	return c.Image(CacheKey{"desolated.influence", i, s, s}, func() *ebiten.Image { return DesolatedInfluence(i, float64(s)) })
}

// DesolatedLinkTab is the cached DesolatedLinkTab.
func (c *Cache) DesolatedLinkTab(l int, edge Edge, h float64) *ebiten.Image {
	s := linkTabSize(h)
	return c.Image(CacheKey{"desolated.link", l<<1 | int(edge&1), s / 2, s}, func() *ebiten.Image {
		return DesolatedLinkTab(l, edge, float64(s))
	})
}

// DrawDesolatedLink draws the cached half of link symbol l on a card's
// edge at x, centred on cy, as the package's DrawDesolatedLink does.
func (c *Cache) DrawDesolatedLink(dst *ebiten.Image, l int, edge Edge, x, cy, h float64) {
	drawTabAt(dst, c.DesolatedLinkTab(l, edge, h), edge, x, cy)
}

// DesolatedCard is the cached DesolatedCard.
func (c *Cache) DesolatedCard(kind DesolatedCardKind, variant int, w, h float64) *ebiten.Image {
	iw, ih := px(w), px(h)
	return c.Image(CacheKey{"desolated.card", int(kind)<<16 | variant&0xFFFF, iw, ih}, func() *ebiten.Image {
		return DesolatedCard(kind, variant, float64(iw), float64(ih))
	})
}

// DesolatedCardBack is the cached DesolatedCardBack.
func (c *Cache) DesolatedCardBack(kind DesolatedCardKind, w, h float64) *ebiten.Image {
	iw, ih := px(w), px(h)
	return c.Image(CacheKey{"desolated.back", int(kind), iw, ih}, func() *ebiten.Image {
		return DesolatedCardBack(kind, float64(iw), float64(ih))
	})
}

// DesolatedToken is the cached DesolatedToken.
func (c *Cache) DesolatedToken(m int, size float64) *ebiten.Image {
	s := px(size)
	return c.Image(CacheKey{"desolated.token", m, s, s}, func() *ebiten.Image { return DesolatedToken(m, float64(s)) })
}

// DesolatedStorage is the cached DesolatedStorage.
func (c *Cache) DesolatedStorage(size float64) *ebiten.Image {
	s := px(size)
	return c.Image(CacheKey{"desolated.storage", 0, s, s}, func() *ebiten.Image { return DesolatedStorage(float64(s)) })
}

// DesolatedVPBadge is the cached DesolatedVPBadge.
func (c *Cache) DesolatedVPBadge(size float64) *ebiten.Image {
	s := px(size)
	return c.Image(CacheKey{"desolated.vp", 0, s, s}, func() *ebiten.Image { return DesolatedVPBadge(float64(s)) })
}

// DesolatedCardHighlight is the cached DesolatedCardHighlight.
func (c *Cache) DesolatedCardHighlight(w, h float64, selected bool) *ebiten.Image {
	iw, ih := px(w), px(h)
	v := 0
	if selected {
		v = 1
	}
	return c.Image(CacheKey{"desolated.highlight", v, iw, ih}, func() *ebiten.Image {
		return DesolatedCardHighlight(float64(iw), float64(ih), selected)
	})
}
