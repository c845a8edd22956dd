package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"sync"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/vector"
)

// Colours of the icon, from the game's palette: the night blue of the
// title's backdrop and the accent gold of its buttons.
var (
	iconNightTop    = color.RGBA{0x1c, 0x23, 0x36, 0xff}
	iconNightBottom = color.RGBA{0x0b, 0x0e, 0x18, 0xff}
	iconGold        = color.RGBA{0xf2, 0xb8, 0x4b, 0xff}
	iconPale        = color.RGBA{0xe8, 0xe4, 0xd8, 0xff}
)

// masterIcon draws the program's icon at size×size: a rounded square of
// night sky with a four-pointed gold star and a few small stars. It is
// drawn, not stored, so every size comes from one description.
func masterIcon(size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float32(size)
	// The rounded square, with a vertical gradient.
	square := vector.NewRasterizer(size, size)
	roundedRect(square, s*0.04, s*0.04, s*0.96, s*0.96, s*0.2)
	grad := image.NewRGBA(img.Rect)
	for y := range size {
		t := float64(y) / float64(size-1)
		c := color.RGBA{
			lerp8(iconNightTop.R, iconNightBottom.R, t),
			lerp8(iconNightTop.G, iconNightBottom.G, t),
			lerp8(iconNightTop.B, iconNightBottom.B, t), 0xff,
		}
		for x := range size {
			grad.SetRGBA(x, y, c)
		}
	}
	square.Draw(img, img.Rect, grad, image.Point{})

	// The star.
	star := vector.NewRasterizer(size, size)
	starPath(star, s*0.5, s*0.5, s*0.36, s*0.09, 4)
	star.Draw(img, img.Rect, image.NewUniform(iconGold), image.Point{})

	// Small stars.
	for _, p := range [][3]float32{{0.24, 0.26, 0.045}, {0.77, 0.3, 0.035}, {0.72, 0.78, 0.05}, {0.27, 0.74, 0.03}} {
		dot := vector.NewRasterizer(size, size)
		starPath(dot, s*p[0], s*p[1], s*p[2], s*p[2]*0.3, 4)
		dot.Draw(img, img.Rect, image.NewUniform(iconPale), image.Point{})
	}
	return img
}

func lerp8(a, b uint8, t float64) uint8 {
	return uint8(math.Round(float64(a) + (float64(b)-float64(a))*t))
}

// roundedRect adds a rectangle with rounded corners of radius r.
func roundedRect(z *vector.Rasterizer, x0, y0, x1, y1, r float32) {
	const k = 0.5523 // the control distance of a quarter circle
	z.MoveTo(x0+r, y0)
	z.LineTo(x1-r, y0)
	z.CubeTo(x1-r+r*k, y0, x1, y0+r-r*k, x1, y0+r)
	z.LineTo(x1, y1-r)
	z.CubeTo(x1, y1-r+r*k, x1-r+r*k, y1, x1-r, y1)
	z.LineTo(x0+r, y1)
	z.CubeTo(x0+r-r*k, y1, x0, y1-r+r*k, x0, y1-r)
	z.LineTo(x0, y0+r)
	z.CubeTo(x0, y0+r-r*k, x0+r-r*k, y0, x0+r, y0)
	z.ClosePath()
}

// starPath adds a star of n points around cx, cy: points at radius outer,
// the notches between them at radius inner.
func starPath(z *vector.Rasterizer, cx, cy, outer, inner float32, n int) {
	for i := range 2 * n {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := math.Pi*float64(i)/float64(n) - math.Pi/2
		x, y := cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a))
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
}

var (
	iconMu    sync.Mutex
	iconCache = map[int][]byte{}
)

// iconPNG returns the icon at size×size as PNG, scaled down from a large
// drawing so small sizes stay smooth. Each size is drawn once.
func iconPNG(size int) ([]byte, error) {
	iconMu.Lock()
	defer iconMu.Unlock()
	if data, ok := iconCache[size]; ok {
		return data, nil
	}
	data, err := drawIconPNG(size)
	if err == nil {
		iconCache[size] = data
	}
	return data, err
}

func drawIconPNG(size int) ([]byte, error) {
	master := masterIcon(max(size, 512))
	img := master
	if size != master.Rect.Dx() {
		img = image.NewRGBA(image.Rect(0, 0, size, size))
		xdraw.CatmullRom.Scale(img, img.Rect, master, master.Rect, xdraw.Src, nil)
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
