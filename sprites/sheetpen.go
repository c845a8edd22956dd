package sprites

import "github.com/hajimehoshi/ebiten/v2"

// SheetPen draws on a contact sheet of art (the pages of tools/sheet) at a
// scale, in logical units.
type SheetPen struct {
	Dst   *ebiten.Image
	Scale float64
	Text  *Text
}

// NewSheetPen returns a sheet pen on dst at scale.
func NewSheetPen(dst *ebiten.Image, scale float64) *SheetPen {
	return &SheetPen{Dst: dst, Scale: scale, Text: NewText()}
}

// At draws img centred on the logical point x, y.
func (p *SheetPen) At(img *ebiten.Image, x, y float64) {
	op := &ebiten.DrawImageOptions{}
	b := img.Bounds()
	op.GeoM.Translate(x*p.Scale-float64(b.Dx())/2, y*p.Scale-float64(b.Dy())/2)
	p.Dst.DrawImage(img, op)
}

// Label writes s small and dim, its top centred on x, y.
func (p *SheetPen) Label(s string, x, y float64) {
	p.Text.Draw(p.Dst, s, x, y, 11, p.Scale, UI.TextDim, AlignTopCenter)
}

// Heading writes s in bold from the baseline point x, y.
func (p *SheetPen) Heading(s string, x, y float64) {
	p.Text.DrawBold(p.Dst, s, x, y, 14, p.Scale, UI.Text, AlignBaselineLeft)
}
