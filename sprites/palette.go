package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// UIPalette holds the colours of the screens around the games: menus,
// panels and dialogs.
type UIPalette struct {
	Background  color.RGBA // deep space behind everything
	Panel       color.RGBA // panels, dialogs, buttons at rest
	PanelRaised color.RGBA // a hovered or pressed panel
	PanelBorder color.RGBA
	Text        color.RGBA
	TextDim     color.RGBA // secondary text, disabled buttons
	Accent      color.RGBA // focus, the main button, links
	Danger      color.RGBA // errors, destructive choices
	Success     color.RGBA // goals met, confirmations
}

// UI is the palette of the menus and widgets.
var UI = UIPalette{
	Background:  rgb(0x070B18),
	Panel:       rgb(0x141B2E),
	PanelRaised: rgb(0x1D2640),
	PanelBorder: rgb(0x34416A),
	Text:        rgb(0xEDF1F8),
	TextDim:     rgb(0x8E99B5),
	Accent:      rgb(0x62C6FF),
	Danger:      rgb(0xFF6A57),
	Success:     rgb(0x52D69E),
}

// TitlePalette holds the colours of one title's table. Each title gets
// its own mood; titles without one yet share DefaultPalette.
type TitlePalette struct {
	Table     color.RGBA // the table behind the board
	TableEdge color.RGBA // a darker edge for vignettes
	Surface   color.RGBA // trays, boards
	Accent    color.RGBA // the title's signature colour (banners, its logo)
	Highlight color.RGBA // legal targets
	Selection color.RGBA // the chosen piece
	Link      color.RGBA // connections drawn on the board
}

// DefaultPalette is the table palette of titles that have none of their own.
var DefaultPalette = TitlePalette{
	Table:     rgb(0x0B1222),
	TableEdge: rgb(0x04070F),
	Surface:   rgb(0x18223A),
	Accent:    UI.Accent,
	Highlight: rgb(0xFFE066),
	Selection: rgb(0xFFFFFF),
	Link:      rgb(0xD9E2F2),
}

// Shape is the outline of a seat's badge.
type Shape int

// The seat shapes.
const (
	ShapeCircle Shape = iota
	ShapeSquare
	ShapeTriangle
	ShapeDiamond
	ShapeHexagon
	ShapeStar
)

var shapeNames = [...]string{"circle", "square", "triangle", "diamond", "hexagon", "star"}

// String returns the name of the shape.
func (s Shape) String() string {
	if s < 0 || int(s) >= len(shapeNames) {
		return "?"
	}
	return shapeNames[s]
}

// NumSeatColors is the number of distinct seat colours and shapes.
const NumSeatColors = 6

// seatColors are Okabe and Ito's colour-blind-safe colours, without their
// dark blue and black, which vanish on a dark table.
var seatColors = [NumSeatColors]color.RGBA{
	rgb(0xE69F00), // orange
	rgb(0x56B4E9), // sky blue
	rgb(0x009E73), // bluish green
	rgb(0xF0E442), // yellow
	rgb(0xD55E00), // vermillion
	rgb(0xCC79A7), // reddish purple
}

var seatColorNames = [NumSeatColors]string{"Orange", "Sky", "Green", "Yellow", "Vermillion", "Purple"}

// SeatColor returns the colour of seat i (taken modulo NumSeatColors).
func SeatColor(i int) color.RGBA { return seatColors[seatIndex(i)] }

// SeatColorName returns a short name of the colour of seat i.
func SeatColorName(i int) string { return seatColorNames[seatIndex(i)] }

// SeatShape returns the badge shape of seat i (taken modulo NumSeatColors).
// Every seat has its own shape as well as its own colour.
func SeatShape(i int) Shape { return Shape(seatIndex(i)) }

func seatIndex(i int) int {
	i %= NumSeatColors
	if i < 0 {
		i += NumSeatColors
	}
	return i
}

// SeatBadge returns a new size×size image of seat i's badge: its shape
// filled with its colour, outlined, on a soft shadow.
func SeatBadge(i int, size float64) *ebiten.Image {
	img := newImage(size, size)
	DrawSeatBadge(img, i, size/2, size/2, size)
	return img
}

// DrawSeatBadge draws seat i's badge centred on (cx, cy) within a box of
// size device pixels.
func DrawSeatBadge(dst *ebiten.Image, i int, cx, cy, size float64) {
	r := size * 0.40
	c := SeatColor(i)
	drop := size * 0.03
	SoftShadow(dst, seatShapePath(SeatShape(i), cx, cy+drop, r), size*0.05, color.RGBA{0, 0, 0, 150})
	body := seatShapePath(SeatShape(i), cx, cy, r)
	StrokeShape(dst, body, max(2, size*0.12), rgb(0x0B0F1A))
	FillShapeLinear(dst, body, cx, cy-r, cx, cy+r, ColorStop{0, shade(c, 0.3)}, ColorStop{1, shade(c, -0.15)})
	StrokeShape(dst, body, max(0.75, size*0.02), color.RGBA{255, 255, 255, 90})
}

// seatShapePath returns the outline of a seat shape of radius about r.
func seatShapePath(s Shape, cx, cy, r float64) *vector.Path {
	if s == ShapeCircle {
		return CirclePath(cx, cy, r)
	}
	return PolygonPath(seatShapePoints(s, cx, cy, r))
}

func seatShapePoints(s Shape, cx, cy, r float64) []Point {
	switch s {
	case ShapeSquare:
		return RegularPolygon(cx, cy, r*1.12, 4, math.Pi/4)
	case ShapeTriangle:
		return RegularPolygon(cx, cy+r*0.14, r*1.18, 3, -math.Pi/2)
	case ShapeDiamond:
		return RegularPolygon(cx, cy, r*1.12, 4, 0)
	case ShapeHexagon:
		return RegularPolygon(cx, cy, r*1.05, 6, 0)
	case ShapeStar:
		return StarPolygon(cx, cy+r*0.05, r*1.18, r*0.55, 5, -math.Pi/2)
	}
	return RegularPolygon(cx, cy, r, 48, 0) // a circle
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xFF}
}

// shade lightens (amount > 0) or darkens (amount < 0) an opaque colour:
// amount 1 is white, -1 black.
func shade(c color.RGBA, amount float64) color.RGBA {
	mix := func(v uint8) uint8 {
		f := float64(v)
		if amount > 0 {
			f += (255 - f) * amount
		} else {
			f *= 1 + amount
		}
		return uint8(math.Round(min(max(f, 0), 255)))
	}
	return color.RGBA{mix(c.R), mix(c.G), mix(c.B), c.A}
}

// withAlpha returns c, opaque, at alpha a (0–255), premultiplied.
func withAlpha(c color.RGBA, a uint8) color.RGBA {
	f := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), a}
}
