// Package scenetest runs screen tests inside a real ebiten game loop, as
// rendering needs one: TestMain calls Main, which starts the loop once and
// runs the tests (package ebitentest holds that machinery); a test hands
// work to the loop's goroutine with Do and steps a scene root tick by tick
// with Step, reading frames back.
//
// Run such tests under a display: xvfb-run -a go test ./scenes/...
package scenetest

import (
	"flag"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/internal/ebitentest"
	"starboard/scenes"
	"starboard/sprites"
)

// Main starts the game loop and runs the tests in it; call it from
// TestMain. See ebitentest.Main. Tests draw paths without antialiasing
// (see sprites.AntiAlias); screenshots ($STARBOARD_SHOTS) and benchmarks,
// which time the frames the game draws, keep it.
func Main(m *testing.M) {
	flag.Parse()
	bench := flag.Lookup("test.bench")
	sprites.AntiAlias = os.Getenv("STARBOARD_SHOTS") != "" || bench != nil && bench.Value.String() != ""
	ebitentest.Main(m)
}

// Smooth has paths drawn antialiased, as the game draws them, until t
// ends: for a test of the pixels themselves (see Main).
func Smooth(t testing.TB) {
	was := sprites.AntiAlias
	sprites.AntiAlias = true
	t.Cleanup(func() { sprites.AntiAlias = was })
}

// QuietMain is Main with the sound off ($STARBOARD_AUDIO=off), as the
// tables' tests run.
func QuietMain(m *testing.M) {
	os.Setenv("STARBOARD_AUDIO", "off")
	Main(m)
}

// Do runs f on the game loop's goroutine and waits for it.
func Do(f func()) { ebitentest.Do(f) }

// Flush waits until img is drawn, reading back one pixel drawn from it
// into an image of its own: reading img itself would read all of it, as
// Ebitengine caches a screen-sized image's pixels whole (3.7 MB a frame
// at 1280x720, most of a test frame's copying). Call it inside Do.
func Flush(img *ebiten.Image) {
	if flushDot == nil {
		flushDot = ebiten.NewImageWithOptions(image.Rect(0, 0, 1, 1), &ebiten.NewImageOptions{Unmanaged: true})
	}
	flushOp.Blend = ebiten.BlendCopy
	flushDot.DrawImage(img.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image), &flushOp)
	flushDot.ReadPixels(flushPix[:])
}

var (
	flushDot *ebiten.Image
	flushOp  ebiten.DrawImageOptions
	flushPix [4]byte
)

// Screen drives a root as the game loop would, at a chosen window size.
type Screen struct {
	Root  *scenes.Root
	Image *ebiten.Image
	w, h  float64
}

// NewScreen lays root out for a window of w by h and makes its screen.
// Call it inside Do.
func NewScreen(root *scenes.Root, w, h int) *Screen {
	s := &Screen{Root: root, w: float64(w), h: float64(h)}
	dw, dh := root.LayoutF(s.w, s.h)
	s.Image = ebiten.NewImage(int(dw), int(dh))
	return s
}

// Step runs n ticks, drawing each; it stops early and returns the error
// if Update fails (ebiten.Termination when the game asks to quit). Call
// it inside Do. Each frame is flushed by reading a pixel back: steps run
// inside one frame of the real loop, and unflushed drawing piles up.
func (s *Screen) Step(n int) error {
	for i := 0; i < n; i++ {
		s.Root.LayoutF(s.w, s.h)
		if err := s.Root.Update(); err != nil {
			return err
		}
		s.Root.Draw(s.Image)
		Frames++
		Flush(s.Image)
	}
	return nil
}

// Settle runs n ticks and draws only the last: what animations and
// timers do, at the cost of one frame drawn. Call it inside Do.
func (s *Screen) Settle(n int) error {
	for i := 0; i < n-1; i++ {
		s.Root.LayoutF(s.w, s.h)
		if err := s.Root.Update(); err != nil {
			return err
		}
	}
	return s.Step(1)
}

// Frames counts the frames the screens and rigs of this test binary drew:
// drawing is most of a screen test's time on software GL.
var Frames int

// Frame returns the last drawn frame. Call it inside Do.
func (s *Screen) Frame() *image.RGBA {
	b := s.Image.Bounds()
	img := image.NewRGBA(b)
	s.Image.ReadPixels(img.Pix)
	return img
}

// Shoot renders root on a new w by h screen and writes the frame as a PNG
// to dir/name.png; afterwards root is laid out again at backW by backH.
// Call it from a test, not from inside Do.
func Shoot(root *scenes.Root, dir, name string, w, h int, backW, backH float64) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	// A shot is one frame at a new size: all its art, at once.
	defer func(n int) { sprites.ImagesPerFrame = n }(sprites.ImagesPerFrame)
	sprites.ImagesPerFrame = math.MaxInt32
	var err error
	Do(func() {
		scr := NewScreen(root, w, h)
		if err = scr.Step(1); err != nil {
			return
		}
		img := scr.Frame()
		scr.Image.Deallocate()
		root.LayoutF(backW, backH)
		var f *os.File
		if f, err = os.Create(filepath.Join(dir, name+".png")); err != nil {
			return
		}
		defer f.Close()
		err = png.Encode(f, img)
	})
	return err
}
