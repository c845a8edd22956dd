package sprites

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// ownTexture is the area, in pixels, from which an image gets a texture of
// its own instead of a place on Ebitengine's shared atlas.
//
// An atlas page grows (doubling, up to the driver's largest texture) to
// fit what is put on it, and goes back only when nothing is left on it. A
// table's large art shared pages with images that outlive the table (the
// font's glyphs, the menus' art), so the pages it grew stayed grown after
// it left: a kiosk's attract loop held one 200 MB block of textures. A
// large image on its own texture is given back when it is deallocated;
// small ones stay on the atlas, where they are drawn in one batch.
const ownTexture = 256 * 256

// newSizedImage returns a transparent image of w by h pixels (at least 1
// by 1), a large one on a texture of its own (see ownTexture).
func newSizedImage(w, h int) *ebiten.Image {
	w, h = max(1, w), max(1, h)
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: w*h >= ownTexture})
}

// NewImageFrom returns an image holding the pixels of src, a large one on
// a texture of its own (see ownTexture).
func NewImageFrom(src image.Image) *ebiten.Image {
	b := src.Bounds()
	return ebiten.NewImageFromImageWithOptions(src, &ebiten.NewImageFromImageOptions{Unmanaged: b.Dx()*b.Dy() >= ownTexture})
}
