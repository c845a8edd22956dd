// Command starboard is the desktop and browser entry of Starboard.
//
// For now it opens a placeholder window titled "Starboard" that says the
// table is being built; the scenes come in a later issue. Flags:
//
//	-screenshot FILE   render a few frames, write the last one as PNG to FILE, then exit
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// The logical canvas: everything is laid out in these units and scaled to
// the device pixels of the window, so text is drawn at full resolution.
const (
	canvasWidth  = 1280
	canvasHeight = 720
)

// screenshotFrame is the frame captured by -screenshot; a few frames give
// the window time to settle to its final size.
const screenshotFrame = 10

var (
	backgroundColor = color.RGBA{R: 0x0e, G: 0x12, B: 0x1c, A: 0xff}
	tableColor      = color.RGBA{R: 0x16, G: 0x1d, B: 0x2b, A: 0xff}
	titleColor      = color.RGBA{R: 0xe8, G: 0xe4, B: 0xd8, A: 0xff}
)

const message = "Starboard — the table is being built"

// placeholder is the game shown until the scenes exist.
type placeholder struct {
	text *etxt.Renderer

	screenshotPath string
	frames         int
	captured       *image.RGBA
	err            error
}

var _ ebiten.Game = (*placeholder)(nil)
var _ ebiten.LayoutFer = (*placeholder)(nil)

func newPlaceholder(screenshotPath string) (*placeholder, error) {
	font, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		return nil, fmt.Errorf("parse Go Regular font: %w", err)
	}
	text := etxt.NewRenderer()
	text.SetFont(font)
	text.Utils().SetCache8MiB()
	text.SetColor(titleColor)
	text.SetAlign(etxt.Center)
	text.SetSize(48)
	return &placeholder{text: text, screenshotPath: screenshotPath}, nil
}

// Update ends the game once a requested screenshot has been written.
func (p *placeholder) Update() error {
	if p.err != nil {
		return p.err
	}
	if p.captured == nil {
		return nil
	}
	p.err = writePNG(p.screenshotPath, p.captured)
	if p.err != nil {
		return p.err
	}
	return ebiten.Termination
}

// Draw paints the logical canvas, letterboxed and scaled into the screen.
func (p *placeholder) Draw(screen *ebiten.Image) {
	screen.Fill(backgroundColor)
	bounds := screen.Bounds()
	width, height := float64(bounds.Dx()), float64(bounds.Dy())
	scale := math.Min(width/canvasWidth, height/canvasHeight)
	offsetX := (width - canvasWidth*scale) / 2
	offsetY := (height - canvasHeight*scale) / 2

	table := image.Rect(
		int(offsetX+40*scale), int(offsetY+40*scale),
		int(offsetX+(canvasWidth-40)*scale), int(offsetY+(canvasHeight-40)*scale),
	)
	screen.SubImage(table).(*ebiten.Image).Fill(tableColor)

	p.text.SetScale(scale)
	p.text.Draw(screen, message, int(offsetX+canvasWidth/2*scale), int(offsetY+canvasHeight/2*scale))

	if p.screenshotPath != "" && p.captured == nil {
		p.frames++
		if p.frames >= screenshotFrame {
			p.captured = capture(screen)
		}
	}
}

// LayoutF makes the screen as large as the window in device pixels.
func (p *placeholder) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	factor := ebiten.Monitor().DeviceScaleFactor()
	return outsideWidth * factor, outsideHeight * factor
}

// Layout is never called, since placeholder implements LayoutFer.
func (p *placeholder) Layout(outsideWidth, outsideHeight int) (int, int) {
	return canvasWidth, canvasHeight
}

// capture copies the pixels of screen into memory.
func capture(screen *ebiten.Image) *image.RGBA {
	shot := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(shot.Pix)
	return shot
}

func writePNG(path string, img image.Image) error {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return fmt.Errorf("encode screenshot: %w", err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("write screenshot: %w", err)
	}
	return nil
}

func main() {
	screenshot := flag.String("screenshot", "", "render a few frames, write the last one as PNG to `FILE`, then exit")
	flag.Parse()

	game, err := newPlaceholder(*screenshot)
	if err != nil {
		log.Fatal(err)
	}
	ebiten.SetWindowTitle("Starboard")
	ebiten.SetWindowSize(canvasWidth, canvasHeight)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(game); err != nil && !errors.Is(err, ebiten.Termination) {
		log.Fatal(err)
	}
	if *screenshot != "" {
		fmt.Println("wrote", *screenshot)
	}
}
