package desolated

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/scenes/scenetest"
)

// Rendering needs a running game loop (ReadPixels panics before it
// starts); scenetest.Main runs the tests inside one and scenetest.Do runs
// a function on the loop.
func TestMain(m *testing.M) { scenetest.Main(m) }

// inLoop runs f inside the game loop and waits for it.
func inLoop(f func()) { scenetest.Do(f) }

// render makes an image inside the game loop and reads its pixels.
func render(make func() *ebiten.Image) (*ebiten.Image, []byte) {
	var img *ebiten.Image
	var buf []byte
	inLoop(func() {
		img = make()
		b := img.Bounds()
		buf = allocPixels(b.Dx(), b.Dy())
		img.ReadPixels(buf)
	})
	return img, buf
}

func allocPixels(w, h int) []byte { return make([]byte, 4*w*h) }

// coverage returns the share of pixels that are not fully transparent.
func coverage(buf []byte) float64 {
	n := 0
	for i := 3; i < len(buf); i += 4 {
		if buf[i] != 0 {
			n++
		}
	}
	return float64(n) / float64(len(buf)/4)
}

// difference returns the share of pixels whose colour differs by more
// than a small tolerance between two images of one size.
func difference(a, b []byte) float64 {
	n := 0
	for i := 0; i+3 < len(a); i += 4 {
		d := 0
		for j := range 4 {
			d = max(d, absInt(int(a[i+j])-int(b[i+j])))
		}
		if d > 24 {
			n++
		}
	}
	return float64(n) / float64(len(a)/4)
}

// alphaDifference returns the share of pixels whose coverage differs a
// lot: how far two images differ in shape alone.
func alphaDifference(a, b []byte) float64 {
	n := 0
	for i := 3; i < len(a); i += 4 {
		if absInt(int(a[i])-int(b[i])) > 96 {
			n++
		}
	}
	return float64(n) / float64(len(a)/4)
}

func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// patternDistance returns the root mean square difference of two images'
// luminance once each image's mean is taken away.
func patternDistance(a, b []byte) float64 {
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

func checkSize(t *testing.T, name string, img *ebiten.Image, w, h int) {
	t.Helper()
	if got := img.Bounds().Size(); got.X != w || got.Y != h {
		t.Errorf("%s size = %dx%d, want %dx%d", name, got.X, got.Y, w, h)
	}
}

func checkDrawn(t *testing.T, name string, buf []byte, least float64) {
	t.Helper()
	if got := coverage(buf); got < least {
		t.Errorf("%s covers %.2f of its image, want at least %.2f", name, got, least)
	}
}

// benchImages measures making images with make, read back each time.
func benchImages(b *testing.B, make func(i int) *ebiten.Image) {
	buf := allocPixels(1024, 1024)
	inLoop(func() {
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			img := make(i)
			r := img.Bounds()
			img.ReadPixels(buf[:4*r.Dx()*r.Dy()])
			img.Deallocate()
		}
	})
}
