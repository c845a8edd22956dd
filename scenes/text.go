package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/sprites"
)

// SpriteText draws the scenes' text with sprites.Text: the Go fonts
// through etxt, rasterized at full resolution.
type SpriteText struct {
	t *sprites.Text
}

var _ TextDrawer = (*SpriteText)(nil)

// NewSpriteText returns a TextDrawer over a new sprites.Text.
func NewSpriteText() *SpriteText { return &SpriteText{t: sprites.NewText()} }

var topAligns = [...]sprites.Align{Left: sprites.AlignTopLeft, Center: sprites.AlignTopCenter, Right: sprites.AlignTopRight}

func (a Align) sprites() sprites.Align {
	if int(a) < len(topAligns) {
		return topAligns[a]
	}
	return sprites.AlignTopLeft
}

// Draw draws s with the top of its line at y and x placed as align says.
func (s *SpriteText) Draw(dst *ebiten.Image, str string, x, y, size, scale float64, c color.Color, align Align, bold bool) {
	if bold {
		s.t.DrawBold(dst, str, x, y, size, scale, c, align.sprites())
		return
	}
	s.t.Draw(dst, str, x, y, size, scale, c, align.sprites())
}

// DrawWrapped draws s in the regular face within width and returns the
// height it took. Wrapped text has no bold face.
func (s *SpriteText) DrawWrapped(dst *ebiten.Image, str string, x, y, size, width, scale float64, c color.Color, _ bool) float64 {
	s.t.DrawWrapped(dst, str, x, y, size, scale, c, sprites.AlignTopLeft, width)
	_, h := s.t.MeasureWrapped(str, size, width)
	return h
}

// MeasureWrapped returns the height str takes drawn wrapped to width.
func (s *SpriteText) MeasureWrapped(str string, size, width float64) float64 {
	_, h := s.t.MeasureWrapped(str, size, width)
	return h
}

// MeasureWrappedAt returns the height str takes drawn wrapped to width at
// scale device pixels a unit, as DrawWrapped draws it.
func (s *SpriteText) MeasureWrappedAt(str string, size, width, scale float64) float64 {
	_, h := s.t.MeasureWrappedAt(str, size, scale, width)
	return h
}

// Measure returns the logical size of s.
func (s *SpriteText) Measure(str string, size float64, bold bool) (w, h float64) {
	if bold {
		return s.t.MeasureBold(str, size)
	}
	return s.t.Measure(str, size)
}
