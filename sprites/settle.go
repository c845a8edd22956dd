//go:build !js

package sprites

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Settle has the drawing of img done now, not with the rest of the frame.
// Ebitengine queues a frame's drawing and keeps the queue's room for good,
// so a frame that draws a table's art at once (vector shapes are many
// vertices) leaves tens of MB behind; settling each image as it is made
// bounds that room by one image instead. It reads one pixel back, which
// waits for the drawing: on a desktop that is work the frame would do
// anyway, but a browser would stall on it, so there it does nothing.
func Settle(img *ebiten.Image) {
	if img == nil {
		return
	}
	b := img.Bounds()
	if b.Empty() {
		return
	}
	var px [4]byte
	img.SubImage(image.Rect(b.Min.X, b.Min.Y, b.Min.X+1, b.Min.Y+1)).(*ebiten.Image).ReadPixels(px[:])
}
