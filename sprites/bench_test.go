package sprites

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The benchmarks run their loop inside the game loop's Update, where
// drawing is direct; each image is read back so the GPU work is counted.

func benchImages(b *testing.B, make func(i int) *ebiten.Image) {
	buf := make0(4 * 1024 * 1024)
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

func make0(n int) []byte { return make([]byte, n) }

func BenchmarkStarfieldDraw1280x720(b *testing.B) {
	sf, err := NewStarfield()
	if err != nil {
		b.Fatal(err)
	}
	dst := ebiten.NewImage(1280, 720)
	px := make0(4)
	inLoop(func() {
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			sf.Draw(dst, i)
		}
		// Wait for the GPU to finish.
		dst.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(px)
	})
}

func BenchmarkTextDraw(b *testing.B) {
	tx := NewText()
	dst := ebiten.NewImage(400, 60)
	var ink color.Color = UI.Text
	inLoop(func() {
		tx.Draw(dst, "Divine college: 21 points", 4, 30, 18, 1.5, ink, AlignLeft)
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			tx.Draw(dst, "Divine college: 21 points", 4, 30, 18, 1.5, ink, AlignLeft)
		}
	})
}

func BenchmarkCacheHit(b *testing.B) {
	c := NewCache(0)
	inLoop(func() {
		key := CacheKey{Name: "bench.image", W: 52, H: 52}
		draw := func() *ebiten.Image { return NewImage(52, 52) }
		c.Image(key, draw)
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			c.Image(key, draw)
		}
	})
}
