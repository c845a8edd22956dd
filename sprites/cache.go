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

// Dispose lets every image go at once, their GPU memory too: for a cache
// whose screen is gone. Images already handed out are cleared.
func (c *Cache) Dispose() {
	for k, img := range c.images {
		img.Deallocate()
		delete(c.images, k)
	}
}

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
	Settle(img)
	c.images[key] = img
	c.misses++
	return img
}

// px rounds a size in device pixels to the whole pixels images are made at.
func px(size float64) int { return max(1, int(math.Round(size))) }

// SeatBadge is the cached SeatBadge.
func (c *Cache) SeatBadge(seat int, size float64) *ebiten.Image {
	s := px(size)
	return c.Image(CacheKey{"seat.badge", seatIndex(seat), s, s}, func() *ebiten.Image { return SeatBadge(seat, float64(s)) })
}
