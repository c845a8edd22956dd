package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// DefaultCacheLimit is the number of images a Cache made by NewCache(0)
// holds before it starts over.
const DefaultCacheLimit = 1024

// CacheKey names one cached image: what it is (Name, a constant string),
// which variant (Variant, numbers the maker understands) and its size in
// whole device pixels.
type CacheKey struct {
	Name    string
	Variant int
	W, H    int
}

// Cache keeps rendered images so a screen can ask for the same sprite
// every frame and get the image drawn the first time. It is bounded: when
// it holds Limit images it drops them all, and it drops them all when the
// device scale changes, since every size changes with it. Looking up an
// image already made does not allocate. A Cache is not safe for
// concurrent use; use it from Update and Draw.
type Cache struct {
	images map[CacheKey]*ebiten.Image
	scale  float64
	limit  int
	misses int
}

// NewCache returns an empty cache of at most limit images
// (DefaultCacheLimit when limit <= 0).
func NewCache(limit int) *Cache {
	if limit <= 0 {
		limit = DefaultCacheLimit
	}
	return &Cache{images: make(map[CacheKey]*ebiten.Image), scale: 1, limit: limit}
}

// SetScale records the device scale factor; when it differs from the one
// before, every image is dropped.
func (c *Cache) SetScale(scale float64) {
	if scale != c.scale {
		c.Clear()
		c.scale = scale
	}
}

// Scale returns the device scale factor last set.
func (c *Cache) Scale() float64 { return c.scale }

// Clear drops every image. Images already handed out stay valid; the
// cache only forgets them.
func (c *Cache) Clear() { clear(c.images) }

// Len returns the number of images held.
func (c *Cache) Len() int { return len(c.images) }

// Misses returns how many images the cache has had to make.
func (c *Cache) Misses() int { return c.misses }

// Image returns the image under key, calling draw to make it the first
// time.
func (c *Cache) Image(key CacheKey, draw func() *ebiten.Image) *ebiten.Image {
	if img, ok := c.images[key]; ok {
		return img
	}
	if len(c.images) >= c.limit {
		c.Clear()
	}
	img := draw()
	c.images[key] = img
	c.misses++
	return img
}

// px rounds a size in device pixels to the whole pixels images are made at.
func px(size float64) int { return max(1, int(math.Round(size))) }

// GodsPawn is the cached GodsPawn; size is in device pixels.
func (c *Cache) GodsPawn(kind int, faceUp bool, size float64) *ebiten.Image {
	v := kind
	if faceUp {
		v |= 1 << 8
	}
	s := px(size)
	return c.Image(CacheKey{"gods.pawn", v, s, s}, func() *ebiten.Image { return GodsPawn(kind, faceUp, float64(s)) })
}

// GodsNeed is the cached GodsNeed.
func (c *Cache) GodsNeed(need NeedSpec, size float64) *ebiten.Image {
	s := px(size)
	return c.Image(CacheKey{"gods.need", need.key(), s, s}, func() *ebiten.Image { return GodsNeed(need, float64(s)) })
}

// GodsSpace is the cached GodsSpace.
func (c *Cache) GodsSpace(soil int, white bool, size float64) *ebiten.Image {
	v := soil
	if white {
		v = -1
	}
	s := px(size)
	return c.Image(CacheKey{"gods.space", v, s, s}, func() *ebiten.Image { return GodsSpace(soil, white, float64(s)) })
}

// GodsContinentBackdrop is the cached GodsContinentBackdrop.
func (c *Cache) GodsContinentBackdrop(w, h float64, seed int) *ebiten.Image {
	iw, ih := px(w), px(h)
	return c.Image(CacheKey{"gods.continent", seed, iw, ih}, func() *ebiten.Image {
		return GodsContinentBackdrop(float64(iw), float64(ih), seed)
	})
}

// GodsIcon is the cached GodsIcon.
func (c *Cache) GodsIcon(kind int, size float64) *ebiten.Image {
	s := px(size)
	return c.Image(CacheKey{"gods.icon", kind, s, s}, func() *ebiten.Image { return GodsIcon(kind, float64(s)) })
}

// GodsBag is the cached GodsBag.
func (c *Cache) GodsBag(size float64) *ebiten.Image {
	s := px(size)
	return c.Image(CacheKey{"gods.bag", 0, s, s}, func() *ebiten.Image { return GodsBag(float64(s)) })
}

// GodsHighlightRing is the cached GodsHighlightRing.
func (c *Cache) GodsHighlightRing(size float64) *ebiten.Image {
	s := px(size)
	return c.Image(CacheKey{"gods.highlight", 0, s, s}, func() *ebiten.Image { return GodsHighlightRing(float64(s)) })
}

// GodsSelectionGlow is the cached GodsSelectionGlow.
func (c *Cache) GodsSelectionGlow(size float64) *ebiten.Image {
	s := px(size)
	return c.Image(CacheKey{"gods.selection", 0, s, s}, func() *ebiten.Image { return GodsSelectionGlow(float64(s)) })
}

// SeatBadge is the cached SeatBadge.
func (c *Cache) SeatBadge(seat int, size float64) *ebiten.Image {
	s := px(size)
	return c.Image(CacheKey{"seat.badge", seatIndex(seat), s, s}, func() *ebiten.Image { return SeatBadge(seat, float64(s)) })
}
