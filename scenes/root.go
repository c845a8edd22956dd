package scenes

import (
	"image/color"
	"math"
	"runtime"
	"runtime/debug"
	"starboard/sprites"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/internal/memtrim"
	"starboard/scenes/input"
)

// FadeTicks is the length of a cross-fade between two scenes.
const FadeTicks = 14

// Context is what a scene sees during Update.
type Context struct {
	Tick int64
	W, H float64 // the logical canvas
	In   input.Frame
	App  *App
}

// Root is the ebiten.Game: a stack of scenes on a logical canvas.
type Root struct {
	// PixelRatio, when positive, stands for the monitor's device scale
	// factor: device pixels per screen (CSS) pixel. Tests set 3 to lay a
	// phone out; zero asks the monitor.
	PixelRatio float64

	app     *App
	stack   []Scene
	source  input.Source
	tracker input.Tracker
	tick    int64

	scale float64
	w, h  float64
	devW  int
	devH  int
	prev  Scene // the scene fading out
	fade  int   // ticks left in the fade
	// prevDrawn is whether prev is in offOld: drawn on the fade's first
	// frame only.
	prevDrawn bool
	// dropped is true when the scene fading out has left the stack (not
	// merely been covered), so its memory can be given back once the
	// fade ends.
	dropped bool
	// trimAt is the tick of the next trim of the C heap (see trimAfterTicks).
	trimAt int64
	offOld *ebiten.Image
	offNew *ebiten.Image
	canvas Canvas

	// Kept between ticks so that a steady frame allocates nothing.
	ctx       Context
	toLogical func(x, y float64) (float64, float64)
	dsf       float64 // the device scale factor, asked again now and then
	dsfAge    int
	outside   [2]float64

	staffSince time.Time // when a press began in the staff corner; zero when none
	staffFired bool      // the staff screen was opened by this press

	// In the browser: when the last frame was drawn, and the frames'
	// average spacing (see slow).
	drawnAt  time.Time
	frameGap time.Duration
}

// slowFrame is the frame spacing above which, in the browser, a change of
// scene cuts instead of cross-fading.
const slowFrame = 60 * time.Millisecond

// slow reports whether the browser draws frames more than slowFrame
// apart: software GL, where the fade's frames, which draw two scenes and
// blend them, come three or four a second and show as a pause in a
// table's opening, not as a fade. The desktop always fades, so its runs
// and tests do not depend on the clock.
func (r *Root) slow() bool { return runtime.GOOS == "js" && r.frameGap > slowFrame }

// timeFrame follows the spacing of frames, in the browser only.
func (r *Root) timeFrame() {
	if runtime.GOOS != "js" {
		return
	}
	now := time.Now()
	if !r.drawnAt.IsZero() {
		r.frameGap = (3*r.frameGap + now.Sub(r.drawnAt)) / 4
	}
	r.drawnAt = now
}

var _ ebiten.Game = (*Root)(nil)
var _ ebiten.LayoutFer = (*Root)(nil)

// NewRoot returns a game that starts on first and reads input from src.
func NewRoot(app *App, first Scene, src input.Source) *Root {
	r := &Root{app: app, source: src, scale: 1, w: BaseW, h: BaseH}
	r.stack = []Scene{first}
	r.toLogical = func(x, y float64) (float64, float64) { return x / r.scale, y / r.scale }
	return r
}

// Top returns the scene on top of the stack.
func (r *Root) Top() Scene { return r.stack[len(r.stack)-1] }

// Depth returns the number of scenes on the stack.
func (r *Root) Depth() int { return len(r.stack) }

// Size returns the logical canvas size and the device pixels per unit.
func (r *Root) Size() (w, h, scale float64) { return r.w, r.h, r.scale }

// SetSource changes where input comes from (a test's script, say).
func (r *Root) SetSource(src input.Source) { r.source = src }

// Update advances the top scene one tick and applies its change.
func (r *Root) Update() error {
	if r.app.quit {
		return ebiten.Termination
	}
	r.tick++
	r.app.beginTick(r.tick)
	if r.tick == 1 {
		r.app.Touch()
		r.enter()
	}
	raw := r.source.Raw(r.toLogical)
	frame := r.tracker.Update(raw)
	if frame.Press || frame.Down || frame.Intents != 0 {
		r.app.Touch()
	}
	if r.staffHeld(frame) {
		r.apply(Push(r.app.Staff()))
		return nil
	}
	if frame.Has(input.Fullscreen) && !r.app.Kiosk {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	if every := int64(gcTicks); r.tick%every == 0 || r.app.Kiosk && r.tick%(every/4) == 0 {
		// Images dropped from the caches hold memory outside Go's heap,
		// which a collection alone gives back; Go's heap alone may not
		// grow enough to ask for one.
		runtime.GC()
	}
	if r.fade > 0 {
		r.fade--
		frame = input.Frame{X: frame.X, Y: frame.Y, Present: frame.Present}
		if r.fade == 0 && r.dropped {
			// The images of a scene left for good (a table's art) hold
			// memory outside Go's heap that only a collection gives back:
			// without it a kiosk cycling demo tables grows for long. The
			// heap it frees goes back to the system at once, not minutes
			// later: a table's opening grows the heap by a hundred MB.
			if d, ok := r.prev.(Disposer); ok {
				d.Dispose()
			}
			r.prev, r.dropped = nil, false
			debug.FreeOSMemory()
			memtrim.Trim() // the C heap too, where software GL keeps textures
			r.trimAt = r.tick + trimAfterTicks
		}
	}
	if r.trimAt > 0 && r.tick == r.trimAt {
		// Once more when the new scene has built its art, whose scratch
		// images (masks, gradients) were freed into the C heap.
		memtrim.Trim()
	}
	r.ctx = Context{Tick: r.tick, W: r.w, H: r.h, In: frame, App: r.app}
	r.apply(r.Top().Update(&r.ctx))
	if r.app.quit {
		return ebiten.Termination
	}
	return nil
}

func (r *Root) apply(c Change) {
	if c.IsStay() {
		return
	}
	old := r.Top()
	switch c.op {
	case opPush:
		r.stack = append(r.stack, c.next)
	case opPop:
		if len(r.stack) > 1 {
			r.stack = r.stack[:len(r.stack)-1]
		}
	case opReplace:
		r.stack[len(r.stack)-1] = c.next
	case opHome:
		// The scenes under the top leave at once; the top fades out.
		for _, s := range r.stack[1 : len(r.stack)-1] {
			if d, ok := s.(Disposer); ok {
				d.Dispose()
			}
		}
		r.stack = r.stack[:1]
		if c.next != nil {
			r.stack[0] = c.next
		}
	}
	if r.Top() == old {
		return
	}
	r.dropped = c.op != opPush
	r.prev, r.fade, r.prevDrawn = old, FadeTicks, false
	if r.app.Settings.AnimationSpeed >= 3 || r.slow() {
		r.fade = 1 // a cut: the old scene is let go at the next tick
	}
	r.tracker.Reset()
	r.enter()
}

func (r *Root) enter() {
	if e, ok := r.Top().(Entered); ok {
		e.Enter(&Context{Tick: r.tick, W: r.w, H: r.h, App: r.app})
	}
}

// background is an interface value made once: Fill would box a color.RGBA anew on every frame.
var background color.Color = color.RGBA{0x0b, 0x0e, 0x18, 0xff}

// trimAfterTicks is how long after a scene has left for good the C heap
// is trimmed again: by then the scene that replaced it has built its art.
const trimAfterTicks = 120

// gcTicks is how often, in ticks, the root asks for a collection: every
// two minutes at 60 ticks a second, and four times as often in a kiosk,
// which runs for days.
const gcTicks = 7200

// Draw paints the top scene, cross-fading from the previous one.
func (r *Root) Draw(screen *ebiten.Image) {
	r.timeFrame()
	if r.fade <= 1 || r.prev == nil {
		if r.fade <= 0 {
			r.prev = nil
		}
		r.drawScene(r.Top(), screen)
		return
	}
	if r.ensureOffscreen(screen) || !r.prevDrawn {
		// The scene left behind takes no input: drawn once, it stays as
		// it was while the new one fades in, which halves the fade's cost.
		r.drawScene(r.prev, r.offOld)
		r.prevDrawn = true
	}
	r.drawScene(r.Top(), r.offNew)
	t := 1 - float64(r.fade)/FadeTicks
	t = t * t * (3 - 2*t)
	screen.DrawImage(r.offOld, nil)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(float32(t))
	screen.DrawImage(r.offNew, op)
}

func (r *Root) drawScene(s Scene, dst *ebiten.Image) {
	dst.Fill(background)
	c := &r.canvas
	c.Dst, c.Scale, c.W, c.H, c.App = dst, r.scale, r.w, r.h, r.app
	c.ResetTransform() // a scene that forgot a Pop does not shift the next frame
	s.Draw(c)
}

// ensureOffscreen makes the fade's two images the size of the screen and
// reports whether it made them anew.
func (r *Root) ensureOffscreen(screen *ebiten.Image) bool {
	b := screen.Bounds()
	if r.offOld != nil && r.offOld.Bounds().Eq(b) {
		return false
	}
	if r.offOld != nil {
		r.offOld.Deallocate()
		r.offNew.Deallocate()
	}
	r.offOld = sprites.NewImage(float64(b.Dx()), float64(b.Dy()))
	r.offNew = sprites.NewImage(float64(b.Dx()), float64(b.Dy()))
	return true
}

// Layout is required by ebiten.Game; LayoutF is used instead.
func (r *Root) Layout(w, h int) (int, int) {
	fw, fh := r.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}

// LayoutF sizes the screen in device pixels and the logical canvas to
// match: the canvas keeps at least BaseW by BaseH units.
func (r *Root) LayoutF(outsideW, outsideH float64) (float64, float64) {
	dsf := r.deviceScale(outsideW, outsideH)
	devW, devH := math.Ceil(outsideW*dsf), math.Ceil(outsideH*dsf)
	if devW < 1 || devH < 1 {
		devW, devH = BaseW, BaseH
	}
	r.scale = math.Min(devW/BaseW, devH/BaseH)
	r.w, r.h = devW/r.scale, devH/r.scale
	if int(devW) != r.devW || int(devH) != r.devH || dsf != r.app.ratio {
		r.devW, r.devH = int(devW), int(devH)
		r.app.resized(r.scale, dsf)
	}
	return devW, devH
}

// deviceScale returns the monitor's device scale factor. Asking ebiten
// allocates, so the answer is kept until the window changes size or a
// second of frames has passed (the window may move to another monitor).
func (r *Root) deviceScale(outsideW, outsideH float64) float64 {
	r.dsfAge--
	if r.dsf == 0 || r.dsfAge <= 0 || r.outside != [2]float64{outsideW, outsideH} {
		r.dsf = r.PixelRatio
		if r.dsf <= 0 {
			r.dsf = ebiten.Monitor().DeviceScaleFactor()
		}
		if r.dsf <= 0 {
			r.dsf = 1
		}
		r.dsfAge, r.outside = 60, [2]float64{outsideW, outsideH}
	}
	return r.dsf
}

// staffHeld reports, once per press, whether a kiosk's press has been held
// StaffHold (on the App's clock) in the top-left corner: the staff's way
// to the staff screen (App.Staff).
func (r *Root) staffHeld(f input.Frame) bool {
	if !r.app.Kiosk || r.app.Staff == nil || !f.Down || f.X > StaffCorner || f.Y > StaffCorner ||
		f.PressX > StaffCorner || f.PressY > StaffCorner {
		r.staffSince, r.staffFired = time.Time{}, false
		return false
	}
	now := r.app.Now()
	if r.staffSince.IsZero() {
		r.staffSince = now
	}
	if !r.staffFired && now.Sub(r.staffSince) >= StaffHold {
		r.staffFired = true
		return true
	}
	return false
}
