// Package spritetest holds what the tests of a title's art share: making
// an image inside the game loop and reading its pixels, and measures of
// how much of an image is drawn and how two images differ.
package spritetest

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/internal/ebitentest"
)

// Render makes an image inside the game loop (ebitentest.Main must run
// the tests) and returns it with its premultiplied RGBA pixels.
func Render(make func() *ebiten.Image) (*ebiten.Image, []byte) {
	var img *ebiten.Image
	var buf []byte
	ebitentest.Do(func() {
		img = make()
		b := img.Bounds()
		buf = make4(b.Dx(), b.Dy())
		img.ReadPixels(buf)
	})
	return img, buf
}

func make4(w, h int) []byte { return make([]byte, 4*w*h) }

// Coverage returns the share of pixels that are not fully transparent.
func Coverage(buf []byte) float64 {
	n := 0
	for i := 3; i < len(buf); i += 4 {
		if buf[i] != 0 {
			n++
		}
	}
	return float64(n) / float64(len(buf)/4)
}

// Difference returns the share of pixels whose colour differs by more than
// a small tolerance between two images of one size.
func Difference(a, b []byte) float64 {
	n := 0
	for i := 0; i+3 < len(a); i += 4 {
		d := 0
		for j := range 4 {
			d = max(d, abs(int(a[i+j])-int(b[i+j])))
		}
		if d > 24 {
			n++
		}
	}
	return float64(n) / float64(len(a)/4)
}

func abs(v int) int { return max(v, -v) }

// PatternDistance is the root mean square difference of two images'
// luminance patterns, each relative to its own mean: how far they differ
// once their overall colour is gone.
func PatternDistance(a, b []byte) float64 {
	pa, pb := lumaPattern(a), lumaPattern(b)
	sum := 0.0
	for i := range pa {
		d := pa[i] - pb[i]
		sum += d * d
	}
	return math.Sqrt(sum / float64(len(pa)))
}

func lumaPattern(buf []byte) []float64 {
	out := make([]float64, len(buf)/4)
	mean := 0.0
	for i := range out {
		r, g, b := float64(buf[4*i]), float64(buf[4*i+1]), float64(buf[4*i+2])
		out[i] = 0.299*r + 0.587*g + 0.114*b
		mean += out[i]
	}
	mean /= float64(len(out))
	for i := range out {
		out[i] -= mean
	}
	return out
}

// CheckSize fails the test when img is not w by h pixels.
func CheckSize(t *testing.T, name string, img *ebiten.Image, w, h int) {
	t.Helper()
	if got := img.Bounds().Size(); got.X != w || got.Y != h {
		t.Errorf("%s size = %dx%d, want %dx%d", name, got.X, got.Y, w, h)
	}
}

// CheckDrawn fails the test when less than least of the image is drawn.
func CheckDrawn(t *testing.T, name string, buf []byte, least float64) {
	t.Helper()
	if got := Coverage(buf); got < least {
		t.Errorf("%s covers %.2f of its image, want at least %.2f", name, got, least)
	}
}

// AlphaDifference returns the share of pixels whose coverage differs a
// lot: how far two images differ in shape alone.
func AlphaDifference(a, b []byte) float64 {
	n := 0
	for i := 3; i < len(a); i += 4 {
		if abs(int(a[i])-int(b[i])) > 96 {
			n++
		}
	}
	return float64(n) / float64(len(a)/4)
}

// BenchImages measures making an image per iteration with make, inside
// the game loop, reading each back so the GPU's work is counted.
func BenchImages(b *testing.B, make func(i int) *ebiten.Image) {
	buf := make4(1024, 1024)
	ebitentest.Do(func() {
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			img := make(i)
			r := img.Bounds()
			img.ReadPixels(buf[:4*r.Dx()*r.Dy()])
			img.Deallocate()
		}
	})
}
