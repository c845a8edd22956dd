package gods

import (
	"github.com/hajimehoshi/ebiten/v2"

	rules "starboard/rules/gods"
	"starboard/sprites"
)

// Cache keeps the rendered art of Gods in a shared sprites.Cache.
type Cache struct{ *sprites.Cache }

// Pawn is the cached Pawn; size is in device pixels.
func (c Cache) Pawn(kind rules.Kind, faceUp bool, size float64) *ebiten.Image {
	v := int(kind)
	if faceUp {
		v |= 1 << 8
	}
	s := sprites.PixelSize(size)
	return c.Image(sprites.CacheKey{Name: "gods.pawn", Variant: v, W: s, H: s}, func() *ebiten.Image { return Pawn(kind, faceUp, float64(s)) })
}

// Need is the cached Need.
func (c Cache) Need(need rules.Need, size float64) *ebiten.Image {
	s := sprites.PixelSize(size)
	return c.Image(sprites.CacheKey{Name: "gods.need", Variant: needKey(need), W: s, H: s}, func() *ebiten.Image { return Need(need, float64(s)) })
}

// Space is the cached Space.
func (c Cache) Space(soil rules.Soil, white bool, size float64) *ebiten.Image {
	v := int(soil)
	if white {
		v = -1
	}
	s := sprites.PixelSize(size)
	return c.Image(sprites.CacheKey{Name: "gods.space", Variant: v, W: s, H: s}, func() *ebiten.Image { return Space(soil, white, float64(s)) })
}

// ContinentBackdrop is the cached ContinentBackdrop.
func (c Cache) ContinentBackdrop(w, h float64, seed int) *ebiten.Image {
	iw, ih := sprites.PixelSize(w), sprites.PixelSize(h)
	return c.Image(sprites.CacheKey{Name: "gods.continent", Variant: seed, W: iw, H: ih}, func() *ebiten.Image {
		return ContinentBackdrop(float64(iw), float64(ih), seed)
	})
}

// Icon is the cached Icon.
func (c Cache) Icon(kind rules.Kind, size float64) *ebiten.Image {
	s := sprites.PixelSize(size)
	return c.Image(sprites.CacheKey{Name: "gods.icon", Variant: int(kind), W: s, H: s}, func() *ebiten.Image { return Icon(kind, float64(s)) })
}

// Bag is the cached Bag.
func (c Cache) Bag(size float64) *ebiten.Image {
	s := sprites.PixelSize(size)
	return c.Image(sprites.CacheKey{Name: "gods.bag", Variant: 0, W: s, H: s}, func() *ebiten.Image { return Bag(float64(s)) })
}

// HighlightRing is the cached HighlightRing.
func (c Cache) HighlightRing(size float64) *ebiten.Image {
	s := sprites.PixelSize(size)
	return c.Image(sprites.CacheKey{Name: "gods.highlight", Variant: 0, W: s, H: s}, func() *ebiten.Image { return HighlightRing(float64(s)) })
}

// SelectionGlow is the cached SelectionGlow.
func (c Cache) SelectionGlow(size float64) *ebiten.Image {
	s := sprites.PixelSize(size)
	return c.Image(sprites.CacheKey{Name: "gods.selection", Variant: 0, W: s, H: s}, func() *ebiten.Image { return SelectionGlow(float64(s)) })
}
