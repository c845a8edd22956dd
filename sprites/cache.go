package sprites

import (
	"math"
	"runtime"

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
	// left is what the frame's budget has left, in small images, while
	// budgeted (see StartFrame).
	left     int
	budgeted bool
}

// ImagesPerFrame is the budget of new images a frame, for a cache whose
// screen calls StartFrame: counted in small images (at most smallImage
// pixels), a larger one four. A table opening makes its art over a few
// frames, so no frame stalls a browser page or fills Ebitengine's
// queue (which keeps the room of its largest frame for good). A browser
// with software GL draws 3–5 frames a second, so there the budget is
// smaller. A test that shoots one frame at a new size lifts it.
var ImagesPerFrame = func() int {
	if runtime.GOOS == "js" {
		return 8
	}
	return 16
}()

// smallImage is the most pixels of an image that counts one against the
// frame's budget.
const smallImage = 64 * 64

// building counts the images being drawn, across caches: an image made
// for another is part of it and never waits for a later frame.
var building int

// pending is what Image returns for an image left for a later frame: one
// transparent pixel, which draws nothing at any scale.
var pending *ebiten.Image

// StartFrame starts a frame of the cache's screen: from now on the cache
// makes at most ImagesPerFrame new images until the next StartFrame, and
// returns a transparent stand-in for the others, which come in the next
// frames. all lifts the budget for this frame (a legibility audit measures
// every image).
func (c *Cache) StartFrame(all bool) {
	c.budgeted, c.left = true, ImagesPerFrame
	if all {
		c.left = math.MaxInt32
	}
}

// Pending reports whether img is the stand-in of an image left for a later
// frame.
func Pending(img *ebiten.Image) bool { return img != nil && img == pending }

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
	if c.budgeted && building == 0 {
		if c.left <= 0 {
			if pending == nil {
				pending = ebiten.NewImage(1, 1)
			}
			return pending
		}
		c.left--
		if key.W*key.H > smallImage {
			c.left -= 3
		}
	}
	if len(c.images) >= c.limit {
		c.Clear()
	}
	building++
	img := draw()
	building--
	if building == 0 {
		Settle(img)
	}
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
