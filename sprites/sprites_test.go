package sprites

import (
	"fmt"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// pixels returns the premultiplied RGBA bytes of img, read inside the
// game loop.
func pixels(img *ebiten.Image) []byte {
	b := img.Bounds()
	buf := make([]byte, 4*b.Dx()*b.Dy())
	inLoop(func() { img.ReadPixels(buf) })
	return buf
}

// render makes an image inside the game loop, where drawing is cheapest,
// and returns it with its pixels.
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

func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// lumaPattern returns the luminance of each pixel minus the image's mean
// luminance: what is left of an image once its overall colour is gone.
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

func TestSeatPalette(t *testing.T) {
	colors := map[color.RGBA]int{}
	shapes := map[Shape]int{}
	for i := range NumSeatColors {
		colors[SeatColor(i)]++
		shapes[SeatShape(i)]++
	}
	if len(colors) != NumSeatColors || len(shapes) != NumSeatColors {
		t.Errorf("seats have %d colours and %d shapes, want %d of each", len(colors), len(shapes), NumSeatColors)
	}
	if SeatColor(NumSeatColors+1) != SeatColor(1) || SeatShape(-1) != SeatShape(NumSeatColors-1) {
		t.Errorf("seat colours and shapes do not wrap around")
	}
	var bufs [NumSeatColors][]byte
	for i := range NumSeatColors {
		img, buf := render(func() *ebiten.Image { return SeatBadge(i, 40) })
		checkSize(t, "SeatBadge", img, 40, 40)
		checkDrawn(t, fmt.Sprintf("SeatBadge(%d)", i), buf, 0.3)
		bufs[i] = buf
	}
	// The shapes alone (alpha) tell every seat apart.
	for a := range NumSeatColors {
		for b := a + 1; b < NumSeatColors; b++ {
			if d := alphaDifference(bufs[a], bufs[b]); d < 0.04 {
				t.Errorf("badges %s and %s differ in shape over %.3f of pixels, want >= 0.04", SeatShape(a), SeatShape(b), d)
			}
		}
	}
}

func alphaDifference(a, b []byte) float64 {
	n := 0
	for i := 3; i < len(a); i += 4 {
		if absInt(int(a[i])-int(b[i])) > 96 {
			n++
		}
	}
	return float64(n) / float64(len(a)/4)
}

func TestTextMeasureGrows(t *testing.T) {
	tx := NewText()
	prev := 0.0
	for _, s := range []string{"W", "Wa", "Water", "Water alone on its continent"} {
		w, h := tx.Measure(s, 16)
		if w <= prev {
			t.Errorf("Measure(%q) width = %.1f, want more than %.1f", s, w, prev)
		}
		if h <= 0 {
			t.Errorf("Measure(%q) height = %.1f, want > 0", s, h)
		}
		prev = w
	}
	w16, _ := tx.Measure("Gods", 16)
	w32, _ := tx.Measure("Gods", 32)
	if w32 < 1.8*w16 || w32 > 2.2*w16 {
		t.Errorf("Measure at size 32 = %.1f, want about twice %.1f", w32, w16)
	}
	regular, _ := tx.Measure("Gods Don't Play Dice", 16)
	bold, _ := tx.MeasureBold("Gods Don't Play Dice", 16)
	if bold <= regular {
		t.Errorf("MeasureBold = %.1f, want more than Measure = %.1f", bold, regular)
	}
	para := "The active seat points at one of its pawns, the previous seat designates a continent, and the pawn goes there face down."
	_, tall := tx.MeasureWrapped(para, 14, 120)
	_, short := tx.MeasureWrapped(para, 14, 600)
	if lh := tx.LineHeight(14); short < lh || tall < 3*short {
		t.Errorf("MeasureWrapped heights = %.1f (width 120) and %.1f (width 600), line height %.1f: want several lines more when narrower", tall, short, lh)
	}
}

func TestTextDrawsAtScale(t *testing.T) {
	tx := NewText()
	var one, two []byte
	inLoop(func() {
		a := ebiten.NewImage(200, 60)
		tx.Draw(a, "Starboard", 10, 30, 20, 1, color.White, AlignLeft)
		one = allocPixels(200, 60)
		a.ReadPixels(one)
		b := ebiten.NewImage(400, 120)
		tx.DrawBold(b, "Starboard", 10, 30, 20, 2, color.White, AlignLeft)
		two = allocPixels(400, 120)
		b.ReadPixels(two)
	})
	c1, c2 := coverage(one), coverage(two)
	if c1 < 0.03 {
		t.Errorf("text at scale 1 covers %.3f of its image, want some ink", c1)
	}
	// The same logical text at scale 2 covers about the same share of a
	// canvas twice as large each way (bold a little more).
	if c2 < c1*0.8 || c2 > c1*2 {
		t.Errorf("text at scale 2 covers %.3f, at scale 1 %.3f: want about the same share", c2, c1)
	}
}

func TestTextDrawWrapped(t *testing.T) {
	tx := NewText()
	para := "Every Element pawn is turned need side up; each whose need is not met is taken off."
	inkRows := func(width float64) int {
		var buf []byte
		inLoop(func() {
			dst := ebiten.NewImage(400, 300)
			tx.DrawWrapped(dst, para, 4, 4, 14, 1, color.White, AlignTopLeft, width)
			buf = allocPixels(400, 300)
			dst.ReadPixels(buf)
		})
		rows := 0
		for y := range 300 {
			for x := range 400 {
				if buf[4*(y*400+x)+3] != 0 {
					rows++
					break
				}
			}
		}
		return rows
	}
	narrow, wide := inkRows(120), inkRows(390)
	if narrow < 2*wide {
		t.Errorf("DrawWrapped inks %d rows at width 120 and %d at width 390, want at least twice as many when narrow", narrow, wide)
	}
}

func TestTextDrawAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts are meaningless under -race")
	}
	tx := NewText()
	var allocs float64
	inLoop(func() {
		dst := ebiten.NewImage(300, 40)
		// A colour already held in an interface: converting a color.RGBA
		// at the call would box it, the one allocation etxt leaves us.
		var ink color.Color = UI.Text
		draw := func() {
			tx.Draw(dst, "Score 17", 4, 20, 16, 1.5, ink, AlignLeft)
			tx.DrawBold(dst, "Gods", 100, 20, 16, 1.5, ink, AlignCenter)
		}
		draw() // fill the glyph cache
		allocs = testing.AllocsPerRun(50, draw)
	})
	if allocs != 0 {
		t.Errorf("Text.Draw and DrawBold allocate %.1f times per call in steady state, want 0", allocs)
	}
}

func TestCacheReturnsSameImage(t *testing.T) {
	c := NewCache(0)
	made := 0
	get := func(size float64) *ebiten.Image {
		s := PixelSize(size)
		return c.Image(CacheKey{Name: "test.disc", W: s, H: s}, func() *ebiten.Image {
			made++
			img := NewImage(float64(s), float64(s))
			FillCircle(img, float64(s)/2, float64(s)/2, float64(s)/3, color.White)
			return img
		})
	}
	var first, second, other, afterScale *ebiten.Image
	inLoop(func() {
		first = get(48)
		second = get(48.2) // rounds to the same pixels
		other = get(56)
	})
	if first != second {
		t.Errorf("Cache.Image twice returned two images, want the same")
	}
	if first == other {
		t.Errorf("Cache.Image at two sizes returned the same image")
	}
	if got := c.Len(); got != 2 || made != 2 {
		t.Errorf("Len() = %d after %d images made, want 2 and 2", got, made)
	}
	var allocs float64
	inLoop(func() {
		if raceEnabled {
			return
		}
		allocs = testing.AllocsPerRun(100, func() { get(48) })
	})
	if allocs != 0 {
		t.Errorf("cached lookups allocate %.1f times, want 0", allocs)
	}
	c.SetScale(2)
	if got := c.Len(); got != 0 {
		t.Errorf("Len() after a scale change = %d, want 0", got)
	}
	inLoop(func() { afterScale = get(48) })
	if afterScale == first {
		t.Errorf("after a scale change the cache returned the old image")
	}

	small := NewCache(3)
	inLoop(func() {
		for i := range 7 {
			small.Image(CacheKey{Name: "test.small", Variant: i, W: 4, H: 4}, func() *ebiten.Image { return NewImage(4, 4) })
			if small.Len() > 3 {
				t.Errorf("Len() = %d, want at most 3", small.Len())
			}
		}
	})
	if got := small.Misses(); got != 7 {
		t.Errorf("Misses() = %d, want 7", got)
	}
}

func TestStarfield(t *testing.T) {
	for _, useShader := range []bool{true, false} {
		sf, err := newStarfield(useShader)
		if err != nil {
			t.Fatalf("newStarfield(%v): %v", useShader, err)
		}
		if sf.UsesShader() != useShader {
			t.Errorf("UsesShader() = %v, want %v", sf.UsesShader(), useShader)
		}
		frame := func(tick int) []byte {
			var buf []byte
			inLoop(func() {
				dst := ebiten.NewImage(640, 360)
				sf.Draw(dst, tick)
				buf = allocPixels(640, 360)
				dst.ReadPixels(buf)
			})
			return buf
		}
		a, b, again := frame(0), frame(300), frame(0)
		if coverage(a) < 0.99 {
			t.Errorf("starfield (shader %v) covers %.2f of the screen, want all of it", useShader, coverage(a))
		}
		if difference(a, again) != 0 {
			t.Errorf("starfield (shader %v) at the same tick differs", useShader)
		}
		if !bytesDiffer(a, b) {
			t.Errorf("starfield (shader %v) is the same at ticks 0 and 300, want it to move", useShader)
		}
		bright := 0
		for i := 0; i < len(a); i += 4 {
			if int(a[i])+int(a[i+1])+int(a[i+2]) > 3*110 {
				bright++
			}
		}
		if bright < 10 {
			t.Errorf("starfield (shader %v) has %d bright pixels, want stars", useShader, bright)
		}
	}
}

// TestStarQuadsMatchTheWholePass: the stars drawn in quads around each
// star are the stars the shader draws over the whole view, pixel for
// pixel but for rounding, at several sizes and ticks: the quads leave out
// no star and no light of one.
func TestStarQuadsMatchTheWholePass(t *testing.T) {
	sf, err := newStarfield(true)
	if err != nil {
		t.Skipf("no shader: %v", err)
	}
	for _, sz := range [][2]int{{640, 360}, {1280, 720}, {1080, 1920}} {
		for _, tick := range []int{0, 517, 40000} {
			var quads, whole []byte
			inLoop(func() {
				w, h := sz[0], sz[1]
				dst := ebiten.NewImage(w, h)
				b := dst.Bounds()
				sf.setStarUniforms(tick)
				sf.viewH[0] = float32(h)
				sf.starQuads(b)
				sf.quadOp.Blend = ebiten.BlendLighter
				dst.DrawTrianglesShader32(sf.quads, sf.quadIdx, sf.shader, &sf.quadOp)
				quads = allocPixels(w, h)
				dst.ReadPixels(quads)
				dst.Clear()
				// Each layer over the whole view: the shader alone decides
				// where its stars shine.
				sf.quads, sf.quadIdx = sf.quads[:0], sf.quadIdx[:0]
				for li := range starLayers {
					sf.starQuad(b, 0, 0, float64(w), float64(h), li)
				}
				dst.DrawTrianglesShader32(sf.quads, sf.quadIdx, sf.shader, &sf.quadOp)
				whole = allocPixels(w, h)
				dst.ReadPixels(whole)
				dst.Deallocate()
			})
			lit, off := 0, 0
			for i := range whole {
				if whole[i] > 8 {
					lit++
				}
				if d := int(whole[i]) - int(quads[i]); d > 3 || d < -3 {
					off++
				}
			}
			if lit < 100 {
				t.Fatalf("%dx%d, tick %d: the whole pass lit %d channels: no stars to compare", sz[0], sz[1], tick, lit)
			}
			if off > lit/200 {
				t.Errorf("%dx%d, tick %d: %d of %d lit channels differ between the quads and the whole pass", sz[0], sz[1], tick, off, lit)
			}
		}
	}
}

// TestStarfieldVeil: a starfield drawn under a veil is the starfield with
// the veil laid over it afterwards, but for rounding, and opaque to its
// edges.
func TestStarfieldVeil(t *testing.T) {
	veil := color.RGBA{0x05, 0x07, 0x10, 0x90}
	draw := func(inside bool) []byte {
		sf, err := newStarfield(true)
		if err != nil {
			t.Skipf("no shader: %v", err)
		}
		var buf []byte
		inLoop(func() {
			dst := ebiten.NewImage(640, 360)
			if inside {
				sf.Veil = veil
				sf.Draw(dst, 700)
			} else {
				sf.Draw(dst, 700)
				white := ebiten.NewImage(1, 1)
				white.Fill(color.White)
				op := &ebiten.DrawImageOptions{}
				op.GeoM.Scale(640, 360)
				op.ColorScale.ScaleWithColor(veil)
				dst.DrawImage(white, op)
			}
			buf = allocPixels(640, 360)
			dst.ReadPixels(buf)
		})
		return buf
	}
	inside, after := draw(true), draw(false)
	for i := 3; i < len(inside); i += 4 {
		if inside[i] != 255 {
			t.Fatalf("pixel %d,%d of the veiled starfield has alpha %d, want it opaque", i/4%640, i/4/640, inside[i])
		}
	}
	off, worst := 0, 0
	for i := range inside {
		d := int(inside[i]) - int(after[i])
		if d < 0 {
			d = -d
		}
		worst = max(worst, d)
		if d > 2 {
			off++
		}
	}
	// A star's core brighter than white is clipped before the veil when
	// it goes over afterwards, after it when drawn inside: a few pixels.
	if off > len(inside)/1000 || worst > 40 {
		t.Errorf("the veiled starfield differs from the starfield under a veil in %d channels of %d, by up to %d", off, len(inside), worst)
	}
}

func bytesDiffer(a, b []byte) bool {
	for i := range a {
		if a[i] != b[i] {
			return true
		}
	}
	return false
}

func TestPixelsHelper(t *testing.T) {
	img := ebiten.NewImage(4, 4)
	img.Fill(color.White)
	if got := coverage(pixels(img)); got != 1 {
		t.Errorf("coverage of a filled image = %.2f, want 1", got)
	}
}

// TestCacheBudgetsAFrame: a cache whose screen starts frames makes at
// most ImagesPerFrame small images a frame, a large one counting four,
// and hands out a transparent stand-in for the rest, which it makes in
// the next frames; an image made for another is never left for later.
func TestCacheBudgetsAFrame(t *testing.T) {
	made := func(w, h int) (int, int) {
		c := NewCache(0)
		c.StartFrame(false)
		n, stand := 0, 0
		inLoop(func() {
			for i := range 40 {
				img := c.Image(CacheKey{Name: "t", Variant: i, W: w, H: h}, func() *ebiten.Image { return ebiten.NewImage(w, h) })
				if Pending(img) {
					stand++
				} else {
					n++
				}
			}
		})
		return n, stand
	}
	if n, stand := made(32, 32); n != ImagesPerFrame || stand != 40-ImagesPerFrame {
		t.Errorf("small images: %d made and %d left for later, want %d made", n, stand, ImagesPerFrame)
	}
	if n, _ := made(200, 100); n != ImagesPerFrame/4 {
		t.Errorf("large images: %d made, want %d", n, ImagesPerFrame/4)
	}
	c := NewCache(0)
	c.StartFrame(false)
	c.left = 1
	inLoop(func() {
		outer := c.Image(CacheKey{Name: "outer", W: 8, H: 8}, func() *ebiten.Image {
			for i := range 5 {
				if Pending(c.Image(CacheKey{Name: "inner", Variant: i, W: 8, H: 8}, func() *ebiten.Image { return ebiten.NewImage(8, 8) })) {
					t.Error("an image made for another was left for later")
				}
			}
			return ebiten.NewImage(8, 8)
		})
		if Pending(outer) {
			t.Error("the frame's one image was left for later")
		}
		if !Pending(c.Image(CacheKey{Name: "next", W: 8, H: 8}, func() *ebiten.Image { return ebiten.NewImage(8, 8) })) {
			t.Error("an image past the budget was made")
		}
		c.StartFrame(false)
		if Pending(c.Image(CacheKey{Name: "next", W: 8, H: 8}, func() *ebiten.Image { return ebiten.NewImage(8, 8) })) {
			t.Error("the next frame did not make the image left for it")
		}
	})
}
