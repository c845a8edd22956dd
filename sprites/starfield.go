package sprites

import (
	_ "embed"
	"image/color"
	"math"
	"math/rand/v2"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

//go:embed starfield.kage
var starfieldKage []byte

// Ticks in which every star twinkles a whole number of times; the shader
// is given the tick count modulo this.
const twinklePeriod = 1200

// Star layers: cell size (logical pixels), drift speed (logical pixels per
// tick). A layer repeats every 64 cells across, so its drift wraps there.
var starLayers = [3]struct{ cell, speed float64 }{
	{28, 0.02}, {52, 0.045}, {96, 0.09},
}

// nebulaPeriod is the number of ticks of one sway of the nebula.
const nebulaPeriod = 7200

// The sky (background and nebula) is rendered at 1/skyScale of the
// device resolution, every skyTicks ticks: it is soft and slow.
const (
	skyScale = 4
	skyTicks = 8
)

// Starfield draws a slowly drifting field of twinkling stars over a faint
// nebula, for the backdrop of the menus. It runs a Kage shader; when the
// shader does not compile it falls back to stars rendered once on the CPU,
// a few of which twinkle.
type Starfield struct {
	shader   *ebiten.Shader
	uniforms map[string]any
	time     []float32
	drift    []float32
	nebula   []float32
	mode     []float32
	rectOp   ebiten.DrawRectShaderOptions
	sky      *ebiten.Image
	skyTick  int // tick/skyTicks the sky was drawn for, -1 for none
	skyOp    ebiten.DrawImageOptions

	// The fallback.
	still   *ebiten.Image
	dot     *ebiten.Image
	twinkle []fallbackStar
	imageOp ebiten.DrawImageOptions
}

type fallbackStar struct {
	x, y, size float64 // relative to the height of the view
	speed      int     // whole cycles per twinkle period
	phase      float64
}

// NewStarfield compiles the starfield shader. The error reports a shader
// that failed to compile; the Starfield returned with it still works, with
// the fallback.
func NewStarfield() (*Starfield, error) {
	return newStarfield(true)
}

// starfieldShader compiles the starfield's shader the first time and
// returns it every time after: every menu and table draws a starfield, and
// compiling it costs tens of milliseconds (more in a browser), which a
// table's opening frame would pay.
func starfieldShader() (*ebiten.Shader, error) {
	starShaderOnce.Do(func() { starShader, starShaderErr = ebiten.NewShader(starfieldKage) })
	return starShader, starShaderErr
}

var (
	starShaderOnce sync.Once
	starShader     *ebiten.Shader
	starShaderErr  error
)

func newStarfield(useShader bool) (*Starfield, error) {
	s := &Starfield{
		time:   make([]float32, 1),
		drift:  make([]float32, 3),
		nebula: make([]float32, 2),
		mode:   make([]float32, 1),
	}
	var err error
	if useShader {
		s.shader, err = starfieldShader()
	}
	if s.shader != nil {
		s.uniforms = map[string]any{"Time": s.time, "Drift": s.drift, "Nebula": s.nebula, "Mode": s.mode}
		s.rectOp.Uniforms = s.uniforms
		return s, nil
	}
	s.initFallback()
	return s, err
}

// UsesShader reports whether the starfield is drawn by its shader rather
// than by the fallback.
func (s *Starfield) UsesShader() bool { return s.shader != nil }

// Draw fills dst with the starfield as it is at tick.
func (s *Starfield) Draw(dst *ebiten.Image, tick int) {
	if s.shader == nil {
		s.drawFallback(dst, tick)
		return
	}
	b := dst.Bounds()
	if b.Empty() {
		return
	}
	// The sky, at a low resolution, redrawn every few ticks.
	sw, sh := (b.Dx()+skyScale-1)/skyScale, (b.Dy()+skyScale-1)/skyScale
	if s.sky == nil || s.sky.Bounds().Dx() != sw || s.sky.Bounds().Dy() != sh {
		if s.sky != nil {
			s.sky.Deallocate()
		}
		s.sky = newSizedImage(sw, sh)
		s.skyTick = -1
	}
	if tick/skyTicks != s.skyTick {
		s.skyTick = tick / skyTicks
		a := 2 * math.Pi * float64(tick%nebulaPeriod) / nebulaPeriod
		s.nebula[0] = float32(0.6 * math.Cos(a))
		s.nebula[1] = float32(0.4 * math.Sin(a))
		s.mode[0] = 0
		s.rectOp.GeoM.Reset()
		s.rectOp.Blend = ebiten.BlendCopy
		s.sky.DrawRectShader(sw, sh, s.shader, &s.rectOp)
	}
	s.skyOp.GeoM.Reset()
	s.skyOp.GeoM.Scale(float64(b.Dx())/float64(sw), float64(b.Dy())/float64(sh))
	s.skyOp.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	s.skyOp.Filter = ebiten.FilterLinear
	s.skyOp.Blend = ebiten.BlendCopy
	dst.DrawImage(s.sky, &s.skyOp)

	// The stars, at full resolution, every tick.
	t := float64(tick)
	s.time[0] = float32(tick % twinklePeriod)
	for i, l := range starLayers {
		s.drift[i] = float32(math.Mod(t*l.speed, 64*l.cell))
	}
	s.mode[0] = 1
	s.rectOp.GeoM.Reset()
	s.rectOp.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	s.rectOp.Blend = ebiten.BlendLighter
	dst.DrawRectShader(b.Dx(), b.Dy(), s.shader, &s.rectOp)
}

func (s *Starfield) initFallback() {
	rng := rand.New(rand.NewPCG(0x57A25, 0xF1E1D))
	s.twinkle = make([]fallbackStar, 60)
	for i := range s.twinkle {
		s.twinkle[i] = fallbackStar{
			x: rng.Float64() * 2.4, y: rng.Float64(),
			size:  0.0015 + 0.002*rng.Float64(),
			speed: 2 + rng.IntN(7), phase: rng.Float64() * 2 * math.Pi,
		}
	}
	const d = 16
	s.dot = RadialGradient(d, d, d/2, d/2, d/2,
		ColorStop{0, color.White}, ColorStop{0.35, color.RGBA{200, 215, 255, 200}}, ColorStop{1, color.Transparent})
}

// renderStill draws the parts of the fallback that do not move, at the
// size of dst.
func (s *Starfield) renderStill(w, h int) {
	if s.still != nil {
		s.still.Deallocate()
	}
	s.still = newSizedImage(w, h)
	bg := LinearGradient(w, h, 0, 0, 0, float64(h),
		ColorStop{0, color.RGBA{9, 13, 28, 255}}, ColorStop{1, color.RGBA{3, 4, 10, 255}})
	s.still.DrawImage(bg, nil)
	bg.Deallocate()
	rng := rand.New(rand.NewPCG(0xD0775, 0x5EED))
	unit := float64(h) / 720
	n := w * h / 2500
	for range n {
		x, y := rng.Float64()*float64(w), rng.Float64()*float64(h)
		big := rng.Float64()
		r := unit * (0.4 + 1.1*big*big*big)
		a := uint8(80 + rng.IntN(150))
		FillCircle(s.still, x, y, r, color.RGBA{a, a, a, a})
	}
}

func (s *Starfield) drawFallback(dst *ebiten.Image, tick int) {
	b := dst.Bounds()
	if s.still == nil || s.still.Bounds().Dx() != b.Dx() || s.still.Bounds().Dy() != b.Dy() {
		s.renderStill(b.Dx(), b.Dy())
	}
	op := &s.imageOp
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	dst.DrawImage(s.still, op)
	h := float64(b.Dy())
	ds := float64(s.dot.Bounds().Dx())
	for _, st := range s.twinkle {
		x := st.x * h
		if x > float64(b.Dx()) {
			continue
		}
		tw := 0.5 + 0.5*math.Sin(2*math.Pi*float64(st.speed)*float64(tick%twinklePeriod)/twinklePeriod+st.phase)
		scale := st.size * h * 2 / ds * 2
		op.GeoM.Reset()
		op.GeoM.Translate(-ds/2, -ds/2)
		op.GeoM.Scale(scale, scale)
		op.GeoM.Translate(float64(b.Min.X)+x, float64(b.Min.Y)+st.y*h)
		op.ColorScale.Reset()
		op.ColorScale.ScaleAlpha(float32(tw))
		op.Filter = ebiten.FilterLinear
		dst.DrawImage(s.dot, op)
	}
	op.Filter = ebiten.FilterNearest
}
