// Command sheet renders a contact sheet of every sprite of package sprites
// to a PNG, so the art can be looked at without running the game; with
// -page, the sheet of a title on the shelf that draws one (its
// scenes.Title.Sheet):
//
//	xvfb-run -a go run ./tools/sheet -o /tmp/sheet.png
//	xvfb-run -a go run ./tools/sheet -page desolated -o /tmp/desolated.png
package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules/gods"
	"starboard/scenes/shelf"
	"starboard/sprites"
	godsart "starboard/sprites/gods"
)

const (
	logicalW = 1280
	logicalH = 720
)

type sheet struct {
	out   string
	scale float64
	tick  int
	page  string
	err   error
	done  bool
}

func (s *sheet) Update() error {
	if s.done {
		return ebiten.Termination
	}
	s.done = true
	w, h := int(logicalW*s.scale), int(logicalH*s.scale)
	img := ebiten.NewImage(w, h)
	drawPage := draw
	if s.page != "sprites" {
		drawPage = nil
		var named []string
		for _, t := range shelf.Titles() {
			if t.Sheet != nil {
				named = append(named, t.Slug())
				if t.Slug() == s.page {
					drawPage = t.Sheet
				}
			}
		}
		if drawPage == nil {
			s.err = fmt.Errorf("no page %q: sprites, or a title's: %s", s.page, strings.Join(named, ", "))
			return ebiten.Termination
		}
	}
	if err := drawPage(img, s.scale, s.tick); err != nil {
		s.err = err
		return ebiten.Termination
	}
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(s.out)
	if err != nil {
		s.err = err
		return ebiten.Termination
	}
	if err := png.Encode(f, rgba); err != nil {
		f.Close()
		s.err = err
		return ebiten.Termination
	}
	s.err = f.Close()
	return ebiten.Termination
}

func (s *sheet) Draw(*ebiten.Image) {}

func (s *sheet) Layout(int, int) (int, int) { return 320, 180 }

func main() {
	out := flag.String("o", "sheet.png", "PNG file to write")
	scale := flag.Float64("scale", 1, "device pixels per logical pixel")
	tick := flag.Int("tick", 90, "tick of the starfield")
	page := flag.String("page", "sprites", "page to render: sprites (package sprites), or the slug of a title on the shelf")
	flag.Parse()
	ebiten.SetWindowSize(320, 180)
	ebiten.SetWindowTitle("sprites sheet")
	s := &sheet{out: *out, scale: *scale, tick: *tick, page: *page}
	if err := ebiten.RunGame(s); err != nil && !errors.Is(err, ebiten.Termination) {
		log.Fatal(err)
	}
	if s.err != nil {
		log.Fatal(s.err)
	}
	fmt.Println("wrote", *out)
}

// draw lays the sheet out in logical units, at scale device pixels each.
func draw(dst *ebiten.Image, scale float64, tick int) error {
	sf, err := sprites.NewStarfield()
	if err != nil {
		log.Printf("starfield shader: %v (using the fallback)", err)
	}
	sf.Draw(dst, tick)
	// Darken the table under the board half so the pieces read as they will in a game.
	pal := godsart.Palette
	sprites.FillRoundRect(dst, 8*scale, 8*scale, 720*scale, 704*scale, 18*scale, withA(pal.Table, 230))
	sprites.StrokeRoundRect(dst, 8*scale, 8*scale, 720*scale, 704*scale, 18*scale, 1.5*scale, sprites.UI.PanelBorder)

	pen := sprites.NewSheetPen(dst, scale)
	text, ui := pen.Text, sprites.UI
	at, label, heading := pen.At, pen.Label, pen.Heading

	// A board: one continent with its spaces, links and pawns.
	board(dst, scale, at)

	// Pawns, face down and blank face up.
	const pawn = 50
	heading("Pawns: element side, need side", 24, 416)
	for _, k := range gods.Kinds() {
		x := 52 + float64(k)*58
		at(godsart.Pawn(k, false, pawn*scale), x, 450)
		at(godsart.Pawn(k, true, pawn*scale), x, 508)
		label(k.String(), x, 536)
	}
	// Spaces.
	heading("Spaces", 446, 416)
	for _, soil := range gods.Soils() {
		x := 480 + float64(soil)*64
		at(godsart.Space(soil, false, 60*scale), x, 458)
		label(soil.String(), x, 490)
	}
	at(godsart.Space(gods.Sand, true, 60*scale), 480, 530)
	label("White", 480, 562)
	at(godsart.Bag(72*scale), 580, 532)
	label("Bag", 580, 570)
	at(godsart.SelectionGlow(64*scale), 666, 530)
	at(godsart.Pawn(gods.Animal, false, pawn*scale), 666, 530)
	label("Selected", 666, 562)

	// Every need side of the game's 26 pawns.
	heading("Need sides", 24, 574)
	for i, n := range allNeeds() {
		row, col := i/13, i%13
		x := 44 + float64(col)*52
		y := 606 + float64(row)*54
		at(godsart.Need(n, pawn*scale), x, y)
	}

	// Right column: the UI pieces.
	x0 := 748.0
	text.DrawBold(dst, "Starboard", x0, 44, 30, scale, ui.Text, sprites.AlignBaselineLeft)
	text.Draw(dst, "Gods Don't Play Dice", x0+164, 44, 16, scale, pal.Accent, sprites.AlignBaselineLeft)
	heading("Seats", x0, 80)
	for i := range sprites.NumSeatColors {
		x := x0 + 22 + float64(i)*52
		at(sprites.SeatBadge(i, 36*scale), x, 104)
		label(sprites.SeatColorName(i), x, 124)
	}
	heading("Icons", x0, 162)
	for _, k := range gods.Kinds() {
		at(godsart.Icon(k, 30*scale), x0+18+float64(k)*44, 184)
	}
	heading("Palette", x0, 226)
	swatches := []struct {
		name string
		c    color.Color
	}{
		{"Panel", ui.Panel}, {"Border", ui.PanelBorder}, {"Text", ui.Text}, {"Dim", ui.TextDim},
		{"Accent", ui.Accent}, {"Danger", ui.Danger}, {"Success", ui.Success},
	}
	for i, s := range swatches {
		x := x0 + float64(i)*70
		sprites.FillRoundRect(dst, x*scale, 236*scale, 60*scale, 26*scale, 6*scale, s.c)
		sprites.StrokeRoundRect(dst, x*scale, 236*scale, 60*scale, 26*scale, 6*scale, 1*scale, ui.PanelBorder)
		label(s.name, x+30, 266)
	}

	// A panel with wrapped text and buttons.
	px, py, pw, ph := x0, 300.0, 500.0, 196.0
	shadow := sprites.RoundRectPath(px*scale, (py+4)*scale, pw*scale, ph*scale, 14*scale)
	sprites.SoftShadow(dst, shadow, 10*scale, withA(ui.Background, 200))
	sprites.FillRoundRect(dst, px*scale, py*scale, pw*scale, ph*scale, 14*scale, ui.Panel)
	sprites.StrokeRoundRect(dst, px*scale, py*scale, pw*scale, ph*scale, 14*scale, 1.5*scale, ui.PanelBorder)
	text.DrawBold(dst, "How to play", px+20, py+34, 20, scale, ui.Text, sprites.AlignBaselineLeft)
	para := "Build a planet together without saying what your pawns need. Point at a pawn; the god on your right picks the continent; place it face down, then draw. At the end every need is revealed: a continent with one Water and every need met scores."
	text.DrawWrapped(dst, para, px+20, py+50, 14, scale, ui.TextDim, sprites.AlignTopLeft, pw-40)
	button(dst, text, scale, px+20, py+ph-56, 140, 40, "Play", true)
	button(dst, text, scale, px+176, py+ph-56, 140, 40, "Back", false)
	w, _ := text.Measure(para[:40], 14)
	text.Draw(dst, fmt.Sprintf("measure(40 chars @14) = %.0f", w), px+pw-20, py+ph-36, 11, scale, ui.TextDim, sprites.AlignBaselineRight)

	heading("Continents", x0, 524)
	for seed := range 4 {
		img := godsart.ContinentBackdrop(120*scale, 84*scale, seed+1)
		at(img, x0+60+float64(seed)*126, 578)
	}
	label("four looks, seeded shapes", x0+250, 624)
	text.Draw(dst, fmt.Sprintf("starfield shader: %v · scale %.1f", sf.UsesShader(), scale), x0, 700, 11, scale, ui.TextDim, sprites.AlignBaselineLeft)
	return nil
}

func button(dst *ebiten.Image, text *sprites.Text, scale, x, y, w, h float64, label string, primary bool) {
	ui := sprites.UI
	fill, fg := ui.PanelRaised, ui.Text
	if primary {
		fill, fg = ui.Accent, ui.Background
	}
	sprites.FillRoundRect(dst, x*scale, y*scale, w*scale, h*scale, h/2*scale, fill)
	if !primary {
		sprites.StrokeRoundRect(dst, x*scale, y*scale, w*scale, h*scale, h/2*scale, 1.5*scale, ui.PanelBorder)
	}
	text.DrawBold(dst, label, x+w/2, y+h/2, 16, scale, fg, sprites.AlignCenter)
}

// board draws one continent (the Thalassa Shelf face) with pawns on it.
func board(dst *ebiten.Image, scale float64, at func(*ebiten.Image, float64, float64)) {
	const cx, cy = 360.0, 200.0
	bw, bh := 560.0, 360.0
	at(godsart.ContinentBackdrop(bw*scale, bh*scale, 0), cx, cy)
	soils := []gods.Soil{gods.Sand, gods.Sand, gods.Clay, gods.Rock, gods.Ice}
	links := [][2]int{{0, 1}, {0, 4}, {0, 5}, {1, 2}, {1, 5}, {2, 5}, {3, 4}, {3, 5}}
	var pos [6]sprites.Point
	for i := range 5 {
		a := -math.Pi/2 + 2*math.Pi*float64(i)/5
		pos[i] = sprites.Point{X: cx + 150*math.Cos(a), Y: cy + 112*math.Sin(a)}
	}
	pos[5] = sprites.Point{X: cx, Y: cy + 8}
	for _, l := range links {
		a, b := pos[l[0]], pos[l[1]]
		godsart.DrawLink(dst, a.X*scale, a.Y*scale, b.X*scale, b.Y*scale, 4*scale)
	}
	const space, pawn = 66.0, 50.0
	for i := range 5 {
		at(godsart.Space(soils[i], false, space*scale), pos[i].X, pos[i].Y)
	}
	at(godsart.Space(gods.Sand, true, space*scale), pos[5].X, pos[5].Y)
	at(godsart.Pawn(gods.Water, false, pawn*scale), pos[0].X, pos[0].Y)
	at(godsart.Need(gods.Need{Kind: gods.Plant, Avoid: gods.Insect}, pawn*scale), pos[1].X, pos[1].Y)
	at(godsart.HighlightRing(space*scale), pos[2].X, pos[2].Y)
	at(godsart.SelectionGlow(64*scale), pos[3].X, pos[3].Y)
	at(godsart.Pawn(gods.Insect, false, pawn*scale), pos[3].X, pos[3].Y)
	at(godsart.HighlightRing(space*scale), pos[4].X, pos[4].Y)
	at(godsart.Need(gods.Need{Kind: gods.Oxygen, Action: gods.Exchange}, pawn*scale), pos[5].X, pos[5].Y)

	// A hand below the continent.
	hand := []gods.Need{
		{Kind: gods.Animal, Target: gods.Plant, Avoid: gods.Insect},
		{Kind: gods.Mineral, Soil: gods.Clay},
		{Kind: gods.Insect, Target: gods.Water},
	}
	for i, n := range hand {
		at(godsart.Need(n, 64*scale), 250+float64(i)*76, 372)
	}
	at(godsart.Bag(64*scale), 600, 366)
}

// allNeeds lists the need side of each of the game's pawns.
func allNeeds() []gods.Need {
	var ns []gods.Need
	for p := gods.Pawn(0); p.Known(); p++ {
		ns = append(ns, gods.NeedOf(p))
	}
	return ns
}

func withA(c color.Color, a uint8) color.RGBA {
	r, g, b, _ := c.RGBA()
	f := float64(a) / 255
	return color.RGBA{R: uint8(float64(r>>8) * f), G: uint8(float64(g>>8) * f), B: uint8(float64(b>>8) * f), A: a}
}
