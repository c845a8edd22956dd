package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/match"
	"starboard/rules"
	"starboard/sprites"
)

// TableFunc builds the screen of a running match.
type TableFunc func(m *match.Match) Scene

// Title is one title on the shelf: what the menus, the kiosk and the tests
// need to show a title, start it and teach it. Each title defines its own
// in its package scenes/<slug> (gods.Entry, desolated.Entry); package
// scenes/shelf lists them, and main puts that list in App.Shelf. The menus
// read titles from there and import no title's package.
type Title struct {
	// Rules is the title's rules, the value the catalog lists. A planned
	// title (App.Planned) fills in only Slug, Name and the seat range.
	Rules rules.Title
	// Pitch is the one line the game picker shows under the name.
	Pitch string
	// Players, when set, replaces the seat range the picker derives from
	// Rules ("1–4 players · solo mode").
	Players string
	// Table is the screen of a match of the title.
	Table TableFunc
	// Attract is the screen of an all-bot demo match in the kiosk's attract
	// loop. It shows no seat's secrets. The loop gives it no input (a touch
	// leaves the loop) and, once the match is over and its results have
	// been up for AttractResults, closes the match and starts the demo of
	// the next title on the shelf: the screen never starts a game itself.
	Attract TableFunc
	// Guide is the title's How to play, page by page.
	Guide []GuidePage
	// Emblem draws the title's picture inside its round badge, centred on
	// (c, c) with radius r in device pixels; the menus draw the badge and
	// ring it in the palette's accent.
	Emblem func(dst *ebiten.Image, c, r float64)
	// Palette is the title's colours.
	Palette sprites.TitlePalette
	// Sheet, when set, draws the contact sheet of the title's art on a
	// 1280 by 720 page, at scale device pixels per unit (the sprites tool's
	// page for the title: go run ./tools/sheet -page <slug>).
	Sheet func(dst *ebiten.Image, scale float64, tick int) error
}

// Slug returns the title's short name, such as "gods".
func (t *Title) Slug() string { return t.Rules.Slug }

// Playable reports whether the title can be started: its rules and its
// table are there.
func (t *Title) Playable() bool { return t.Rules.Build != nil && t.Table != nil }

// GuidePage is one page of a title's How to play: a heading, a short text
// and a picture drawn with the title's own art.
type GuidePage struct {
	Title   string
	Text    string
	Picture func(p *Picture)
}

// The size of a guide page's picture, in logical units.
const PictureW, PictureH = 600.0, 430.0

// Picture is where a guide page draws its picture: PictureW by PictureH
// logical units, drawn into Dst at S device pixels per unit. Audit, when
// set, records every text drawn, as a miniature's when Mini is set; a
// picture that draws through a Canvas of its own passes both on to it
// (see Picture.Canvas).
type Picture struct {
	Dst   *ebiten.Image
	S     float64
	Text  TextDrawer
	Audit *Legibility
	Mini  bool
}

// Canvas returns a canvas over the picture, in its logical units, that
// draws with its text drawer and records into its audit.
func (p *Picture) Canvas() *Canvas {
	c := &Canvas{Dst: p.Dst, Scale: p.S, W: PictureW, H: PictureH, App: &App{Text: p.Text, Audit: p.Audit}}
	c.Miniature(p.Mini)
	return c
}

// RenderPicture draws a guide page's picture into a new image at scale
// device pixels per unit.
func RenderPicture(draw func(*Picture), scale float64, text TextDrawer) *ebiten.Image {
	p := &Picture{Dst: sprites.NewImage(math.Round(PictureW*scale), math.Round(PictureH*scale)), S: scale, Text: text}
	if draw != nil {
		draw(p)
	}
	return p.Dst
}

// RenderPicture draws a guide page's picture into a new image at scale
// device pixels per unit, with c's text drawer and audit: its texts count
// as a miniature's when c is drawing one.
func (c *Canvas) RenderPicture(draw func(*Picture), scale float64) *ebiten.Image {
	p := &Picture{Dst: sprites.NewImage(math.Round(PictureW*scale), math.Round(PictureH*scale)), S: scale, Text: c.App.Text, Audit: c.App.Audit, Mini: c.mini > 0}
	if draw != nil {
		draw(p)
	}
	return p.Dst
}

// Put draws img centred on x, y and lets it go: pictures are drawn once
// and cached, so the pieces they are made of are not kept.
func (p *Picture) Put(img *ebiten.Image, x, y float64) {
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(x*p.S-float64(b.Dx())/2, y*p.S-float64(b.Dy())/2)
	p.Dst.DrawImage(img, op)
	img.Deallocate()
}

// Label writes s centred on x, with its top at y.
func (p *Picture) Label(s string, x, y, size float64, c color.Color) {
	p.audit(s, size)
	p.Text.Draw(p.Dst, s, x, y, size, p.S, c, Center, false)
}

// Heading writes s in bold accent, centred on x, with its top at y.
func (p *Picture) Heading(s string, x, y float64) {
	p.audit(s, 20)
	p.Text.Draw(p.Dst, s, x, y, 20, p.S, ColAccent, Center, true)
}

// audit records text s drawn size units tall, when the picture is audited.
func (p *Picture) audit(s string, size float64) {
	if p.Audit != nil {
		p.Canvas().TextDrawn(s, size)
	}
}

// Arrow draws an arrow from x0, y0 to x1, y1.
func (p *Picture) Arrow(x0, y0, x1, y1 float64, c color.Color) {
	s := p.S
	sprites.Line(p.Dst, x0*s, y0*s, x1*s, y1*s, 4*s, c)
	a := math.Atan2(y1-y0, x1-x0)
	l := 18.0
	pts := []sprites.Point{
		{X: (x1 + 4*math.Cos(a)) * s, Y: (y1 + 4*math.Sin(a)) * s},
		{X: (x1 - l*math.Cos(a-0.5)) * s, Y: (y1 - l*math.Sin(a-0.5)) * s},
		{X: (x1 - l*math.Cos(a+0.5)) * s, Y: (y1 - l*math.Sin(a+0.5)) * s},
	}
	sprites.FillPolygon(p.Dst, pts, c)
}
