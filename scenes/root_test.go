package scenes_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

type noText struct{}

func (noText) Draw(*ebiten.Image, string, float64, float64, float64, float64, color.Color, scenes.Align, bool) {
}
func (noText) DrawWrapped(*ebiten.Image, string, float64, float64, float64, float64, float64, color.Color, bool) float64 {
	return 0
}
func (noText) Measure(s string, size float64, _ bool) (float64, float64) {
	return float64(len(s)) * size / 2, size
}
func (noText) MeasureWrapped(string, float64, float64) float64 { return 0 }

// fill is a scene that paints one colour and goes where its taps say.
type fill struct {
	col    color.RGBA
	onTap  func() scenes.Change
	ticks  int
	enters int
}

func (f *fill) Update(ctx *scenes.Context) scenes.Change {
	f.ticks++
	if ctx.In.Tap && f.onTap != nil {
		return f.onTap()
	}
	return scenes.Stay
}
func (f *fill) Draw(c *scenes.Canvas)      { c.Fill(f.col) }
func (f *fill) Enter(ctx *scenes.Context)  { f.enters++ }
func pixel(s *scenetest.Screen) color.RGBA { return s.Frame().RGBAAt(10, 10) }

func TestPushPopCrossFade(t *testing.T) {
	red := &fill{col: color.RGBA{255, 0, 0, 255}}
	blue := &fill{col: color.RGBA{0, 0, 255, 255}}
	red.onTap = func() scenes.Change { return scenes.Push(blue) }
	blue.onTap = func() scenes.Change { return scenes.Pop() }
	script := new(input.Script)
	app := &scenes.App{Text: noText{}}
	root := scenes.NewRoot(app, red, script)
	scenetest.Do(func() {
		s := scenetest.NewScreen(root, 1280, 720)
		s.Step(2)
		if got := pixel(s); got.R != 255 || got.B != 0 {
			t.Fatalf("first frame %v, want red", got)
		}
		script.Tap(100, 100)
		s.Step(script.Len())
		if root.Top() != blue || root.Depth() != 2 {
			t.Fatalf("after a tap the top is not the pushed scene (depth %d)", root.Depth())
		}
		s.Step(scenes.FadeTicks / 2)
		mid := pixel(s)
		if mid.R == 0 || mid.B == 0 {
			t.Errorf("mid-fade pixel %v, want a mix of red and blue", mid)
		}
		s.Step(scenes.FadeTicks)
		if got := pixel(s); got.B != 255 || got.R != 0 {
			t.Errorf("after the fade %v, want blue", got)
		}
		if blue.enters != 1 {
			t.Errorf("blue entered %d times, want 1", blue.enters)
		}
		script.Tap(100, 100)
		s.Step(script.Len() + scenes.FadeTicks + 1)
		if root.Top() != red || red.enters != 2 {
			t.Errorf("pop: top red=%v, red entered %d times (want 2)", root.Top() == red, red.enters)
		}
	})
}

func TestInputIgnoredDuringFade(t *testing.T) {
	taps := 0
	var a, b *fill
	a = &fill{onTap: func() scenes.Change { taps++; return scenes.Replace(b) }}
	b = &fill{onTap: func() scenes.Change { taps++; return scenes.Stay }}
	script := new(input.Script)
	root := scenes.NewRoot(&scenes.App{Text: noText{}}, a, script)
	scenetest.Do(func() {
		s := scenetest.NewScreen(root, 1280, 720)
		script.Tap(10, 10).Tap(10, 10) // the second tap lands inside the fade
		s.Step(script.Len())
		if taps != 1 {
			t.Errorf("taps handled = %d, want 1: a tap during a fade must not reach the new scene", taps)
		}
	})
}

func TestLogicalCanvasKeepsBaseSize(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {1920, 1080}, {2560, 1440}, {1024, 768}, {720, 1280}} {
		root := scenes.NewRoot(&scenes.App{Text: noText{}}, &fill{}, new(input.Script))
		scenetest.Do(func() {
			scenetest.NewScreen(root, sz[0], sz[1])
		})
		w, h, scale := root.Size()
		if w < scenes.BaseW-0.5 || h < scenes.BaseH-0.5 {
			t.Errorf("%dx%d window: canvas %.0fx%.0f, want at least %dx%d", sz[0], sz[1], w, h, scenes.BaseW, scenes.BaseH)
		}
		if w*scale < float64(sz[0])-1 || h*scale < float64(sz[1])-1 {
			t.Errorf("%dx%d window: canvas %.0fx%.0f at scale %.2f does not cover it", sz[0], sz[1], w, h, scale)
		}
	}
}

func TestQuitEndsTheLoop(t *testing.T) {
	app := &scenes.App{Text: noText{}}
	q := &fill{}
	q.onTap = func() scenes.Change { app.Quit(); return scenes.Stay }
	script := new(input.Script)
	root := scenes.NewRoot(app, q, script)
	scenetest.Do(func() {
		s := scenetest.NewScreen(root, 640, 360)
		script.Tap(5, 5)
		if err := s.Step(script.Len()); err != ebiten.Termination {
			t.Errorf("Step after Quit = %v, want ebiten.Termination", err)
		}
	})
	kiosk := &scenes.App{Text: noText{}, Kiosk: true}
	kiosk.Quit()
	root = scenes.NewRoot(kiosk, &fill{}, new(input.Script))
	scenetest.Do(func() {
		if err := scenetest.NewScreen(root, 640, 360).Step(2); err != nil {
			t.Errorf("kiosk mode quit: %v", err)
		}
	})
}

// emptyScene draws nothing: a frame of it is the root's own cost.
type emptyScene struct{}

func (emptyScene) Update(*scenes.Context) scenes.Change { return scenes.Stay }
func (emptyScene) Draw(*scenes.Canvas)                  {}

// BenchmarkEmptyRootFrame measures a frame of a scene that draws nothing,
// the way scenetest.BenchFrames measures a table's: what it reports is
// the root's and the harness's share of every table's figures.
func BenchmarkEmptyRootFrame(b *testing.B) {
	app := &scenes.App{Text: scenes.NewSpriteText(), Settings: scenes.DefaultSettings()}
	var screen *scenetest.Screen
	scenetest.Do(func() { screen = scenetest.NewScreen(scenes.NewRoot(app, emptyScene{}, new(input.Script)), 1280, 720) })
	b.ReportAllocs()
	scenetest.Do(func() {
		for b.Loop() {
			screen.Root.LayoutF(1280, 720)
			if err := screen.Root.Update(); err != nil {
				b.Fatal(err)
			}
			screen.Root.Draw(screen.Image)
			b.StopTimer()
			screen.Image.At(0, 0)
			b.StartTimer()
		}
	})
}

// disposable is a fill that counts its Dispose calls and the frames drawn
// after one.
type disposable struct {
	fill
	disposed, drawnAfter int
}

func (d *disposable) Dispose() { d.disposed++ }
func (d *disposable) Draw(c *scenes.Canvas) {
	if d.disposed > 0 {
		d.drawnAfter++
	}
	d.fill.Draw(c)
}

// A scene dropped for good is disposed once its fade is over, and never
// drawn after; a scene only covered by a pushed one is not disposed.
func TestADroppedSceneIsDisposed(t *testing.T) {
	first := &disposable{fill: fill{col: color.RGBA{255, 0, 0, 255}}}
	second := &disposable{fill: fill{col: color.RGBA{0, 0, 255, 255}}}
	third := &fill{col: color.RGBA{0, 255, 0, 255}}
	first.onTap = func() scenes.Change { return scenes.Push(second) }
	second.onTap = func() scenes.Change { return scenes.Replace(third) }
	script := new(input.Script)
	root := scenes.NewRoot(&scenes.App{Text: noText{}}, first, script)
	scenetest.Do(func() {
		s := scenetest.NewScreen(root, 640, 360)
		s.Step(2)
		script.Tap(100, 100)
		s.Step(script.Len() + scenes.FadeTicks + 2)
		if first.disposed != 0 {
			t.Fatal("a scene covered by a pushed one was disposed")
		}
		script.Tap(100, 100)
		s.Step(script.Len() + scenes.FadeTicks + 2)
		if second.disposed != 1 || second.drawnAfter != 0 {
			t.Fatalf("the replaced scene: disposed %d times, drawn %d times after", second.disposed, second.drawnAfter)
		}
	})
}

// Home disposes every scene it drops: the top once its fade is over, and
// those under it at once (a table under its pushed guide).
func TestHomeDisposesTheScenesItDrops(t *testing.T) {
	title := &disposable{fill: fill{col: color.RGBA{255, 0, 0, 255}}}
	tbl := &disposable{fill: fill{col: color.RGBA{0, 0, 255, 255}}}
	guide := &disposable{fill: fill{col: color.RGBA{0, 255, 0, 255}}}
	title.onTap = func() scenes.Change { return scenes.Push(tbl) }
	tbl.onTap = func() scenes.Change { return scenes.Push(guide) }
	guide.onTap = func() scenes.Change { return scenes.Home(nil) }
	script := new(input.Script)
	root := scenes.NewRoot(&scenes.App{Text: noText{}}, title, script)
	scenetest.Do(func() {
		s := scenetest.NewScreen(root, 640, 360)
		s.Step(2)
		for range 3 {
			script.Tap(100, 100)
			s.Step(script.Len() + scenes.FadeTicks + 2)
		}
		if root.Top() != scenes.Scene(title) {
			t.Fatalf("after Home the top is %T, want the title", root.Top())
		}
		if tbl.disposed != 1 || guide.disposed != 1 || title.disposed != 0 {
			t.Fatalf("disposed: table %d, guide %d, title %d; want 1, 1, 0", tbl.disposed, guide.disposed, title.disposed)
		}
	})
}
