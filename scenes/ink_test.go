package scenes_test

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/sprites"
)

// reference draws with Ebitengine's vector package, in device pixels, on
// a black w by h image.
func reference(w, h int, draw func(dst *ebiten.Image)) *image.RGBA {
	return render(w, h, 1, func(c *scenes.Canvas) { draw(c.Dst) })
}

func fillOp(col color.Color) *vector.DrawPathOptions {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(col)
	return op
}

// meanDiff returns the mean difference of the colour channels of a and b,
// over the pixels where either is lit, and the largest single difference.
func meanDiff(a, b *image.RGBA) (mean float64, worst int) {
	sum, n := 0, 0
	for i := 0; i < len(a.Pix); i += 4 {
		lit := false
		for k := 0; k < 3; k++ {
			if a.Pix[i+k] > 0 || b.Pix[i+k] > 0 {
				lit = true
			}
		}
		if !lit {
			continue
		}
		for k := 0; k < 3; k++ {
			d := int(a.Pix[i+k]) - int(b.Pix[i+k])
			d = max(d, -d)
			sum += d
			worst = max(worst, d)
		}
		n += 3
	}
	if n == 0 {
		return 0, 0
	}
	return float64(sum) / float64(n), worst
}

// The canvas draws its shapes from cached masks; each must look like the
// same shape filled or stroked by the vector package: the same pixels
// inside, edges within a shade or two on average, at a fractional scale.
func TestShapesMatchVectorPaths(t *testing.T) {
	scenetest.Smooth(t)
	const s = 1.5
	cases := []struct {
		name string
		ink  func(c *scenes.Canvas)
		ref  func(dst *ebiten.Image)
	}{
		{"rect", func(c *scenes.Canvas) { c.Rect(scenes.Rect{X: 10.3, Y: 8, W: 61, H: 31.5}, red) },
			func(dst *ebiten.Image) { vector.FillRect(dst, 10.3*s, 8*s, 61*s, 31.5*s, red, true) }},
		{"round rect", func(c *scenes.Canvas) { c.RoundRect(scenes.Rect{X: 12, Y: 12, W: 70, H: 44}, 9, green) },
			func(dst *ebiten.Image) {
				vector.FillPath(dst, sprites.RoundRectPath(12*s, 12*s, 70*s, 44*s, 9*s), nil, fillOp(green))
			}},
		{"pill", func(c *scenes.Canvas) { c.RoundRect(scenes.Rect{X: 12, Y: 12, W: 70, H: 20}, 40, green) },
			func(dst *ebiten.Image) {
				vector.FillPath(dst, sprites.RoundRectPath(12*s, 12*s, 70*s, 20*s, 10*s), nil, fillOp(green))
			}},
		{"outline", func(c *scenes.Canvas) { c.RoundRectStroke(scenes.Rect{X: 12, Y: 12, W: 70, H: 44}, 9, 2.5, blue) },
			func(dst *ebiten.Image) {
				vector.StrokePath(dst, sprites.RoundRectPath(12*s, 12*s, 70*s, 44*s, 9*s), &vector.StrokeOptions{Width: 2.5 * s, LineJoin: vector.LineJoinMiter, MiterLimit: 4}, fillOp(blue))
			}},
		{"circle", func(c *scenes.Canvas) { c.Circle(40, 40, 18, blue) },
			func(dst *ebiten.Image) { vector.FillCircle(dst, 40*s, 40*s, 18*s, blue, true) }},
		{"ring", func(c *scenes.Canvas) { c.Ring(40, 40, 24, 2, red) },
			func(dst *ebiten.Image) { vector.StrokeCircle(dst, 40*s, 40*s, 24*s, 2*s, red, true) }},
		{"line", func(c *scenes.Canvas) { c.Line(10, 10, 70, 60, 3, green) },
			func(dst *ebiten.Image) { vector.StrokeLine(dst, 10*s, 10*s, 70*s, 60*s, 3*s, green, true) }},
	}
	for _, tc := range cases {
		got := render(150, 110, s, tc.ink)
		want := reference(150, 110, tc.ref)
		mean, worst := meanDiff(got, want)
		if mean > 6 || worst > 100 {
			t.Errorf("%s: differs from the vector path by %.1f on average, %d at worst", tc.name, mean, worst)
			if dir := os.Getenv("STARBOARD_SHOTS"); dir != "" {
				savePNG(t, filepath.Join(dir, "ink-"+tc.name+"-got.png"), got)
				savePNG(t, filepath.Join(dir, "ink-"+tc.name+"-want.png"), want)
			}
		}
		if mean, _ := meanDiff(got, render(150, 110, s, func(*scenes.Canvas) {})); mean < 20 {
			t.Errorf("%s: nothing drawn", tc.name)
		}
	}
}

// Under a turn and a fade the masks follow the transform like paths did.
func TestShapesFollowTheTransform(t *testing.T) {
	img := render(200, 200, 2, func(c *scenes.Canvas) {
		n := scenes.NewNode(60, 20).Centered()
		n.X, n.Y, n.Rotation = 50, 50, 0.5
		n.Paint = func(c *scenes.Canvas, n *scenes.Node) {
			c.RoundRect(scenes.Rect{W: n.W, H: n.H}, 6, red)
		}
		n.Draw(c)
	})
	if got := img.RGBAAt(100, 100); got != red {
		t.Errorf("at the turned rect's centre: %v, want %v", got, red)
	}
	// The far corner of the unturned rect lies outside the turned one.
	if got := img.RGBAAt(100+58, 100-18); got.R > 0x10 {
		t.Errorf("outside the turned rect: %v, want black", got)
	}
}

func savePNG(t *testing.T, path string, img image.Image) {
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
