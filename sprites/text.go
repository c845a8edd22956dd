package sprites

import (
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
	"github.com/tinne26/etxt/cache"
	"github.com/tinne26/etxt/fract"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// Align says which point of a text box the coordinates given to Text name.
type Align uint8

// The alignments: vertical position (top, middle of the line, baseline)
// then horizontal.
const (
	AlignTopLeft Align = iota
	AlignTopCenter
	AlignTopRight
	AlignLeft // vertically centred
	AlignCenter
	AlignRight
	AlignBaselineLeft
	AlignBaselineCenter
	AlignBaselineRight
)

var etxtAligns = [...]etxt.Align{
	AlignTopLeft:        etxt.Top | etxt.Left,
	AlignTopCenter:      etxt.Top | etxt.HorzCenter,
	AlignTopRight:       etxt.Top | etxt.Right,
	AlignLeft:           etxt.VertCenter | etxt.Left,
	AlignCenter:         etxt.VertCenter | etxt.HorzCenter,
	AlignRight:          etxt.VertCenter | etxt.Right,
	AlignBaselineLeft:   etxt.Baseline | etxt.Left,
	AlignBaselineCenter: etxt.Baseline | etxt.HorzCenter,
	AlignBaselineRight:  etxt.Baseline | etxt.Right,
}

func (a Align) etxt() etxt.Align {
	if int(a) < len(etxtAligns) {
		return etxtAligns[a]
	}
	return etxt.Top | etxt.Left
}

var (
	fontsOnce   sync.Once
	fontRegular *sfnt.Font
	fontBold    *sfnt.Font
)

func loadFonts() {
	fontsOnce.Do(func() {
		var err error
		if fontRegular, err = sfnt.Parse(goregular.TTF); err != nil {
			panic("sprites: parsing Go Regular: " + err.Error())
		}
		if fontBold, err = sfnt.Parse(gobold.TTF); err != nil {
			panic("sprites: parsing Go Bold: " + err.Error())
		}
	})
}

// textColor is a colour the renderer keeps by pointer, so that changing
// the colour of the text never boxes a new value into an interface.
type textColor struct{ c color.RGBA64 }

// RGBA implements color.Color.
func (t *textColor) RGBA() (r, g, b, a uint32) { return t.c.RGBA() }

// Text draws and measures strings in the Go fonts. Positions and sizes are
// logical units; a scale (device pixels per logical unit) turns them into
// device pixels, so text is rasterized at full resolution. One Text holds
// one etxt renderer and one glyph cache; it is not safe for concurrent use.
type Text struct {
	r     *etxt.Renderer
	color textColor
	scale float64 // last scale drawn at, used by the Measure methods
}

// NewText returns a Text with the Go Regular and Go Bold fonts and a
// 16 MiB glyph cache.
func NewText() *Text {
	loadFonts()
	t := &Text{r: etxt.NewRenderer(), scale: 1}
	t.r.SetCacheHandler(cache.NewDefaultCache(16 << 20).NewHandler())
	t.r.SetFont(fontRegular)
	t.r.SetColor(&t.color)
	t.r.Glyph().SetMissHandler(etxt.OnMissNotdef)
	return t
}

func (t *Text) prepare(font *sfnt.Font, size, scale float64, c color.Color, align Align) {
	if scale <= 0 || math.IsNaN(scale) {
		scale = 1
	}
	t.scale = scale
	t.r.SetFont(font)
	t.r.SetScale(scale)
	t.r.SetSize(max(size, 0.5))
	t.r.SetAlign(align.etxt())
	if c != nil {
		r, g, b, a := c.RGBA()
		t.color.c = color.RGBA64{uint16(r), uint16(g), uint16(b), uint16(a)}
	}
}

// Draw draws s in Go Regular with the point (x, y) of its box placed as
// align says. x, y and size are logical units; scale is the number of
// device pixels per logical unit of dst's transform. Once its glyphs are
// cached, drawing allocates nothing, provided c is already an interface
// value: converting a color.RGBA to color.Color at the call boxes it.
func (t *Text) Draw(dst *ebiten.Image, s string, x, y, size, scale float64, c color.Color, align Align) {
	t.prepare(fontRegular, size, scale, c, align)
	t.r.Fract().Draw(dst, s, fract.FromFloat64(x*t.scale), fract.FromFloat64(y*t.scale))
}

// DrawBold is Draw in Go Bold.
func (t *Text) DrawBold(dst *ebiten.Image, s string, x, y, size, scale float64, c color.Color, align Align) {
	t.prepare(fontBold, size, scale, c, align)
	t.r.Fract().Draw(dst, s, fract.FromFloat64(x*t.scale), fract.FromFloat64(y*t.scale))
}

// DrawWrapped draws s in Go Regular broken into lines no wider than width
// (logical units) at spaces and line breaks. The horizontal part of align
// applies to each line; with a centred align, x is the centre of the lines.
func (t *Text) DrawWrapped(dst *ebiten.Image, s string, x, y, size, scale float64, c color.Color, align Align, width float64) {
	t.prepare(fontRegular, size, scale, c, align)
	limit := int(math.Floor(width * t.scale))
	t.r.Fract().DrawWithWrap(dst, s, fract.FromFloat64(x*t.scale), fract.FromFloat64(y*t.scale), max(limit, 1))
}

// Measure returns the width and height of s drawn in Go Regular at size,
// in logical units. The height counts whole lines.
func (t *Text) Measure(s string, size float64) (w, h float64) {
	return t.measure(fontRegular, s, size)
}

// MeasureBold is Measure in Go Bold.
func (t *Text) MeasureBold(s string, size float64) (w, h float64) {
	return t.measure(fontBold, s, size)
}

// MeasureWrapped returns the size, in logical units, of s as DrawWrapped
// draws it within width.
func (t *Text) MeasureWrapped(s string, size, width float64) (w, h float64) {
	t.r.SetFont(fontRegular)
	t.r.SetScale(t.scale)
	t.r.SetSize(max(size, 0.5))
	limit := int(math.Floor(width * t.scale))
	rect := t.r.MeasureWithWrap(s, max(limit, 1))
	return rect.Width().ToFloat64() / t.scale, rect.Height().ToFloat64() / t.scale
}

// MeasureWrappedAt is MeasureWrapped at scale device pixels a unit, the
// scale DrawWrapped will draw at: MeasureWrapped measures at the scale of
// the last text drawn, and a line that fits at one scale may wrap at
// another.
func (t *Text) MeasureWrappedAt(s string, size, scale, width float64) (w, h float64) {
	if scale <= 0 || math.IsNaN(scale) {
		scale = 1
	}
	t.scale = scale
	return t.MeasureWrapped(s, size, width)
}

// LineHeight returns the distance between two baselines at size, in
// logical units.
func (t *Text) LineHeight(size float64) float64 {
	t.r.SetFont(fontRegular)
	t.r.SetScale(t.scale)
	t.r.SetSize(max(size, 0.5))
	return t.r.Metrics().LineHeight().ToFloat64() / t.scale
}

func (t *Text) measure(font *sfnt.Font, s string, size float64) (w, h float64) {
	t.r.SetFont(font)
	t.r.SetScale(t.scale)
	t.r.SetSize(max(size, 0.5))
	rect := t.r.Measure(s)
	return rect.Width().ToFloat64() / t.scale, rect.Height().ToFloat64() / t.scale
}
