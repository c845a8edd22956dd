package sprites

import (
	_ "embed"
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

//go:embed starsky.kage
var starskyKage []byte

//go:embed stars.kage
var starsKage []byte

// Ticks in which every star twinkles a whole number of times; the shader
// is given the tick count modulo this.
const twinklePeriod = 1200

// Star layers: cell size (logical pixels), drift speed (logical pixels per
// tick), the share of cells with a star, the stars' brightness and the
// salt of the cells' hashes (see stars.kage). A layer repeats every 64
// cells across, so its drift wraps there.
var starLayers = [3]struct{ cell, speed, density, bright, salt float64 }{
	{28, 0.02, 0.32, 0.55, 1}, {52, 0.045, 0.45, 0.8, 17}, {96, 0.09, 0.5, 1, 41},
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
	// Veil is a colour laid over the whole starfield, sky and stars, as
	// a table dims its backdrop: drawn into the starfield's own passes,
	// which costs less than a pass of its own over the screen. The
	// fallback ignores it.
	Veil color.RGBA

	skyShader *ebiten.Shader
	shader    *ebiten.Shader // the stars'
	time      []float32
	drift     [3]float64
	nebula    []float32
	viewH     []float32
	veil      []float32
	light     []float32
	veilAt    color.RGBA // the veil the sky was drawn with
	rectOp    ebiten.DrawRectShaderOptions
	quadOp    ebiten.DrawTrianglesShaderOptions
	quads     []ebiten.Vertex
	quadIdx   []uint32
	sky       *ebiten.Image
	skyTick   int // tick/skyTicks the sky was drawn for, -1 for none
	skyOp     ebiten.DrawTrianglesOptions
	skyVerts  [4]ebiten.Vertex

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

// starfieldShaders compile the starfield's shaders, the sky's and the
// stars', the first time and return them every time after: every menu and
// table draws a starfield, and compiling them costs tens of milliseconds
// (more in a browser), which a table's opening frame would pay.
func starfieldShaders() (sky, stars *ebiten.Shader, err error) {
	starShaderOnce.Do(func() {
		if starSkyShader, starShaderErr = ebiten.NewShader(starskyKage); starShaderErr != nil {
			return
		}
		if starShader, starShaderErr = ebiten.NewShader(starsKage); starShaderErr != nil {
			starSkyShader.Deallocate()
			starSkyShader = nil
		}
	})
	return starSkyShader, starShader, starShaderErr
}

var (
	starShaderOnce sync.Once
	starSkyShader  *ebiten.Shader
	starShader     *ebiten.Shader
	starShaderErr  error
)

func newStarfield(useShader bool) (*Starfield, error) {
	s := &Starfield{
		time:   make([]float32, 1),
		nebula: make([]float32, 2),
		viewH:  make([]float32, 1),
		veil:   make([]float32, 4),
		light:  make([]float32, 1),
	}
	var err error
	if useShader {
		s.skyShader, s.shader, err = starfieldShaders()
	}
	if s.shader != nil {
		s.rectOp.Uniforms = map[string]any{"Nebula": s.nebula, "Veil": s.veil}
		s.quadOp.Uniforms = map[string]any{"Time": s.time, "ViewHeight": s.viewH, "Light": s.light}
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
	if tick/skyTicks != s.skyTick || s.Veil != s.veilAt {
		s.skyTick, s.veilAt = tick/skyTicks, s.Veil
		for i, v := range [4]uint8{s.Veil.R, s.Veil.G, s.Veil.B, s.Veil.A} {
			s.veil[i] = float32(v) / 255
		}
		a := 2 * math.Pi * float64(tick%nebulaPeriod) / nebulaPeriod
		s.nebula[0] = float32(0.6 * math.Cos(a))
		s.nebula[1] = float32(0.4 * math.Sin(a))
		s.rectOp.GeoM.Reset()
		s.rectOp.Blend = ebiten.BlendCopy
		s.sky.DrawRectShader(sw, sh, s.skyShader, &s.rectOp)
	}
	// Scaled up from the centres of its edge pixels, so that the linear
	// filter never reads past its edges, which would leave the screen's
	// edges see-through.
	for i := range s.skyVerts {
		x, y := i%2, i/2
		s.skyVerts[i] = ebiten.Vertex{
			DstX: float32(b.Min.X + x*b.Dx()), DstY: float32(b.Min.Y + y*b.Dy()),
			SrcX: 0.5 + float32(x*(sw-1)), SrcY: 0.5 + float32(y*(sh-1)),
			ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1,
		}
	}
	s.skyOp.Filter = ebiten.FilterLinear
	s.skyOp.Blend = ebiten.BlendCopy
	dst.DrawTriangles(s.skyVerts[:], quadIndices[:], s.sky, &s.skyOp)

	// The stars, at full resolution, every tick: only around each star,
	// as most of the view is dark between them.
	s.setStarUniforms(tick)
	s.viewH[0] = float32(b.Dy())
	s.starQuads(b)
	if len(s.quadIdx) > 0 {
		s.quadOp.Blend = ebiten.BlendLighter
		dst.DrawTrianglesShader32(s.quads, s.quadIdx, s.shader, &s.quadOp)
	}
}

// setStarUniforms sets the twinkle clock and the layers' drift for tick,
// and the stars' light under the veil.
func (s *Starfield) setStarUniforms(tick int) {
	s.light[0] = 1 - float32(s.Veil.A)/255
	t := float64(tick)
	s.time[0] = float32(tick % twinklePeriod)
	for i, l := range starLayers {
		s.drift[i] = float64(float32(math.Mod(t*l.speed, 64*l.cell)))
	}
}

// starQuads lists the quads the stars of the view b light, layer by
// layer, with the shader's hashes of their cells: a quad covers a star's
// light (its core and halo reach four times its size), clipped to its
// cell as the shader's light is; a star's cross of light fades under a
// step of colour crossReach logical pixels from it. A margin covers the difference between this float
// arithmetic and the GPU's: a quad too many is dark, one too few a star
// missed.
func (s *Starfield) starQuads(b image.Rectangle) {
	const crossReach = 22
	s.quads, s.quadIdx = s.quads[:0], s.quadIdx[:0]
	const margin = 0.004
	toPx := float64(b.Dy()) / 720 // device pixels a logical pixel
	width := float64(b.Dx()) / toPx
	for li, l := range starLayers {
		drift := s.drift[li]
		salt := float32(l.salt)
		for gy := 0; float64(gy)*l.cell < 720; gy++ {
			for gx := int(math.Floor(drift / l.cell)); float64(gx)*l.cell < width+drift; gx++ {
				ix, iy := float32(((gx%64)+64)%64), float32(gy)
				if starHash(ix+salt, iy+salt) > float32(l.density)+margin {
					continue
				}
				x0, y0 := float64(gx)*l.cell-drift, float64(gy)*l.cell
				x1, y1 := x0+l.cell, y0+l.cell
				big := starHash(ix+salt+5.3, iy+salt+5.3)
				px := float64(starHash(ix+salt+3.7, iy+salt+3.7))*0.7 + 0.15
				py := float64(starHash(ix+salt+9.1, iy+salt+9.1))*0.7 + 0.15
				size := 0.5 + 1.3*float64(big*big*big)
				reach := size*4 + 1
				if big > 0.93-margin {
					reach = max(reach, crossReach)
				}
				cx, cy := x0+px*l.cell, y0+py*l.cell
				x0, y0 = max(x0, cx-reach), max(y0, cy-reach)
				x1, y1 = min(x1, cx+reach), min(y1, cy+reach)
				s.starQuad(b, x0*toPx, y0*toPx, x1*toPx, y1*toPx, li)
			}
		}
	}
}

// starQuad adds the quad x0, y0 to x1, y1 (device pixels in the view b)
// of a star of layer li.
func (s *Starfield) starQuad(b image.Rectangle, x0, y0, x1, y1 float64, li int) {
	x0, y0 = max(x0, 0), max(y0, 0)
	x1, y1 = min(x1, float64(b.Dx())), min(y1, float64(b.Dy()))
	if x1 <= x0 || y1 <= y0 {
		return
	}
	n := uint32(len(s.quads))
	l := starLayers[li]
	for _, c := range [4][2]float64{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
		s.quads = append(s.quads, ebiten.Vertex{
			DstX: float32(float64(b.Min.X) + c[0]), DstY: float32(float64(b.Min.Y) + c[1]),
			SrcX: float32(c[0]), SrcY: float32(c[1]),
			ColorR: float32(l.cell), ColorG: float32(l.density), ColorB: float32(l.bright), ColorA: float32(l.salt),
			Custom0: float32(s.drift[li]),
		})
	}
	s.quadIdx = append(s.quadIdx, n, n+1, n+2, n+1, n+3, n+2)
}

var quadIndices = [6]uint16{0, 1, 2, 1, 3, 2}

// starHash is the shader's hash of the point x, y, in the same float32
// steps.
func starHash(x, y float32) float32 {
	px, py := fract32(x*0.1031), fract32(y*0.1030)
	d := float32(px*(py+33.33)) + float32(py*(px+33.33))
	px, py = px+d, py+d
	return fract32(float32((px + py) * px))
}

func fract32(v float32) float32 { return v - float32(math.Floor(float64(v))) }

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
