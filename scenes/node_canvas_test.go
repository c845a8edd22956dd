package scenes_test

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/scenes"
	"starboard/scenes/scenetest"
)

var spriteText = scenes.NewSpriteText()

// render draws with draw on a fresh w by h canvas at scale and returns
// the pixels.
func render(w, h int, scale float64, draw func(c *scenes.Canvas)) *image.RGBA {
	var img *image.RGBA
	scenetest.Do(func() {
		dst := ebiten.NewImage(w, h)
		defer dst.Deallocate()
		dst.Fill(color.RGBA{0, 0, 0, 255})
		c := &scenes.Canvas{Dst: dst, Scale: scale, W: float64(w) / scale, H: float64(h) / scale, App: &scenes.App{Text: spriteText}}
		draw(c)
		img = image.NewRGBA(dst.Bounds())
		dst.ReadPixels(img.Pix)
	})
	return img
}

var (
	red   = color.RGBA{0xe0, 0x30, 0x30, 0xff}
	green = color.RGBA{0x30, 0xe0, 0x60, 0xff}
	blue  = color.RGBA{0x40, 0x60, 0xf0, 0xff}
)

var dot = func() *ebiten.Image {
	img := ebiten.NewImage(24, 24)
	img.Fill(color.White)
	return img
}()

// primitives draws one of everything the canvas draws.
func primitives(c *scenes.Canvas) {
	c.Rect(scenes.Rect{X: 10, Y: 10, W: 60, H: 30}, red)
	c.RoundRect(scenes.Rect{X: 80, Y: 12, W: 70, H: 44}, 9, green)
	c.RoundRectStroke(scenes.Rect{X: 80, Y: 60, W: 70, H: 44}, 9, 2.5, blue)
	c.Circle(40, 80, 18, blue)
	c.Ring(40, 80, 24, 2, red)
	c.Line(170, 10, 230, 90, 3, green)
	c.Image(dot, 200, 110, 0.8)
	c.Bold("Starboard", 20, 112, 18, scenes.ColText, scenes.Left)
}

func diff(a, b *image.RGBA) (worst int, at image.Point) {
	for i := range a.Pix {
		d := int(a.Pix[i]) - int(b.Pix[i])
		if d < 0 {
			d = -d
		}
		if d > worst {
			worst, at = d, image.Pt(i/4%a.Rect.Dx(), i/4/a.Rect.Dx())
		}
	}
	return worst, at
}

func TestIdentityTransformDrawsTheSamePixels(t *testing.T) {
	for _, scale := range []float64{1, 1.5, 4.0 / 3} {
		plain := render(360, 200, scale, primitives)
		pushed := render(360, 200, scale, func(c *scenes.Canvas) {
			c.Push(ebiten.GeoM{})
			c.PushFaded(ebiten.GeoM{}, 1)
			primitives(c)
			c.Pop()
			c.Pop()
		})
		// Same code path, same pixels, except that Ebitengine may move a
		// cached mask to another place in its texture atlas between the
		// two renders, and linear filtering at the new texture coordinates
		// can round an edge pixel one shade differently (seen once in CI).
		if d, at := diff(plain, pushed); d > 2 {
			t.Errorf("scale %v: an identity push changed pixel %v by %d", scale, at, d)
		}
	}
}

func TestTranslationMovesEverything(t *testing.T) {
	const dx, dy = 40, 30
	moved := render(360, 240, 1, func(c *scenes.Canvas) {
		var g ebiten.GeoM
		g.Translate(dx, dy)
		c.Push(g)
		primitives(c)
		c.Pop()
	})
	ref := render(360, 240, 1, primitives)
	worst := 0
	for y := 0; y < 240-dy; y++ {
		for x := 0; x < 360-dx; x++ {
			a, b := ref.RGBAAt(x, y), moved.RGBAAt(x+dx, y+dy)
			for _, d := range []int{int(a.R) - int(b.R), int(a.G) - int(b.G), int(a.B) - int(b.B)} {
				worst = max(worst, d, -d)
			}
		}
	}
	// Paths go through a second mapping; edges may differ by a shade.
	if worst > 8 {
		t.Errorf("drawing translated by %d,%d differs from drawing at the offset by up to %d", dx, dy, worst)
	}
}

func TestRotatedRectBecomesAPath(t *testing.T) {
	img := render(200, 200, 2, func(c *scenes.Canvas) {
		n := scenes.NewNode(60, 10).Centered()
		n.X, n.Y, n.Rotation = 50, 50, math.Pi/2
		n.Paint = func(c *scenes.Canvas, n *scenes.Node) {
			c.Rect(scenes.Rect{W: n.W, H: n.H}, red)
		}
		n.Draw(c)
	})
	// Stood on end about (50, 50): 10 wide and 60 tall, at scale 2.
	if got := img.RGBAAt(100, 100+50); got.R < 0xd0 {
		t.Errorf("inside the turned rect: %v, want red", got)
	}
	if got := img.RGBAAt(100+50, 100); got.R > 0x10 {
		t.Errorf("where the rect lay before turning: %v, want black", got)
	}
}

func TestFadedPushScalesOpacity(t *testing.T) {
	img := render(100, 100, 1, func(c *scenes.Canvas) {
		c.PushFaded(ebiten.GeoM{}, 0.5)
		c.PushFaded(ebiten.GeoM{}, 0.5)
		c.Rect(scenes.Rect{W: 50, H: 50}, color.RGBA{0xff, 0xff, 0xff, 0xff})
		c.Image(dot, 75, 75, 1)
		c.Pop()
		c.Rect(scenes.Rect{X: 50, W: 50, H: 50}, color.RGBA{0xff, 0xff, 0xff, 0xff})
		c.Pop()
	})
	for _, p := range []struct {
		x, y int
		want uint8
	}{{25, 25, 0x40}, {75, 75, 0x40}, {75, 25, 0x80}} {
		if got := img.RGBAAt(p.x, p.y).G; int(got)-int(p.want) > 2 || int(p.want)-int(got) > 2 {
			t.Errorf("pixel %d,%d = %#x, want about %#x", p.x, p.y, got, p.want)
		}
	}
}

// inked returns the bounds of the pixels brighter than the background.
func inked(img *image.RGBA) image.Rectangle {
	var r image.Rectangle
	for y := 0; y < img.Rect.Dy(); y++ {
		for x := 0; x < img.Rect.Dx(); x++ {
			if img.RGBAAt(x, y).R > 0x60 {
				r = r.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return r
}

func TestTextFollowsTranslationAndScale(t *testing.T) {
	word := func(c *scenes.Canvas) { c.Bold("Hand", 10, 10, 20, scenes.ColText, scenes.Left) }
	plain := inked(render(400, 200, 1, word))
	big := inked(render(400, 200, 1, func(c *scenes.Canvas) {
		var g ebiten.GeoM
		g.Scale(2, 2)
		g.Translate(100, 50)
		c.Push(g)
		word(c)
		c.Pop()
	}))
	if plain.Empty() || big.Empty() {
		t.Fatalf("no text drawn: %v, %v", plain, big)
	}
	if w0, w1 := plain.Dx(), big.Dx(); math.Abs(float64(w1)/float64(w0)-2) > 0.15 {
		t.Errorf("text under a double scale is %d wide, plain %d: want twice", w1, w0)
	}
	if x := big.Min.X; x < 100+2*plain.Min.X-4 || x > 100+2*plain.Min.X+4 {
		t.Errorf("scaled text starts at x=%d, want about %d", x, 100+2*plain.Min.X)
	}
}

func TestPxCountsTheTransformScale(t *testing.T) {
	render(10, 10, 1.5, func(c *scenes.Canvas) {
		if got := c.Px(40); got != 60 {
			t.Errorf("Px(40) at scale 1.5 = %d, want 60", got)
		}
		var g ebiten.GeoM
		g.Scale(3, 3)
		g.Rotate(0.3)
		c.Push(g)
		if got := c.Px(40); got != 180 {
			t.Errorf("Px(40) under a triple scale = %d, want 180", got)
		}
		c.Pop()
		if got := c.Transform(); got != (ebiten.GeoM{}) {
			t.Errorf("after Pop the transform is %v, want the identity", got.String())
		}
	})
}

// benchTree draws a tree of 60 nodes, turned and scaled, each painted by
// paint, frame after frame, and reports the allocations of a frame.
func benchTree(b *testing.B, scale float64, paint func(c *scenes.Canvas, n *scenes.Node)) {
	root := tree(60)
	for _, g := range root.Children() {
		for _, k := range g.Children() {
			k.Paint = paint
		}
	}
	app := &scenes.App{Text: spriteText}
	scenetest.Do(func() {
		dst := ebiten.NewImage(int(1280*scale), int(720*scale))
		defer dst.Deallocate()
		c := &scenes.Canvas{Dst: dst, Scale: scale, W: 1280, H: 720, App: app}
		tick := int64(0)
		frame := func() {
			tick++
			root.Update(tick)
			dst.Fill(scenes.ColBackground)
			root.Draw(c)
		}
		for i := 0; i < 10; i++ {
			frame()
			dst.At(0, 0)
		}
		b.ReportAllocs()
		b.ResetTimer()
		for b.Loop() {
			frame()
			b.StopTimer()
			dst.At(0, 0) // flush, as the end of a real frame does
			b.StartTimer()
		}
	})
}

// BenchmarkNodeTreeDrawShapes draws 60 turned cards of vector shapes:
// rounded rectangles, a stroke, a circle and a line each. The canvas is
// at half scale: without a GPU, filling the paths at the end of each frame
// takes most of a second at full size, and the benchmark minutes.
func BenchmarkNodeTreeDrawShapes(b *testing.B) {
	benchTree(b, 0.5, func(c *scenes.Canvas, n *scenes.Node) {
		c.RoundRect(scenes.Rect{X: 3, Y: 5, W: n.W, H: n.H}, 8, scenes.ColShade)
		c.RoundRect(scenes.Rect{W: n.W, H: n.H}, 8, scenes.ColPanelHi)
		c.RoundRectStroke(scenes.Rect{W: n.W, H: n.H}, 8, 2, scenes.ColAccent)
		c.Circle(n.W/2, n.H/2, 20, scenes.ColBorder)
		c.Line(10, n.H-12, n.W-10, n.H-12, 2, scenes.ColAccent)
	})
}

// BenchmarkNodeTreeDraw draws 60 turned cards, each an image rendered
// once (the way card art is best drawn) and a word.
func BenchmarkNodeTreeDraw(b *testing.B) {
	var face *ebiten.Image
	scenetest.Do(func() {
		face = ebiten.NewImage(80, 110)
		face.Fill(scenes.ColPanelHi)
	})
	benchTree(b, 1, func(c *scenes.Canvas, n *scenes.Node) {
		c.Image(face, n.W/2, n.H/2, 1)
		c.Bold("Card", n.W/2, 8, 16, scenes.ColText, scenes.Center)
	})
}
