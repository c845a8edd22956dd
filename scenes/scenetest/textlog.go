package scenetest

import (
	"image/color"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/scenes"
)

// TextLog is a scenes.TextDrawer that draws through another and notes
// every text drawn, with its height in device pixels, for a test that
// reads what a screen wrote. Set it as an App's Text.
type TextLog struct {
	scenes.TextDrawer
	mu    sync.Mutex
	lines []string
	px    []float64
}

// Draw notes s and draws it.
func (l *TextLog) Draw(dst *ebiten.Image, s string, x, y, size, scale float64, c color.Color, align scenes.Align, bold bool) {
	l.mu.Lock()
	l.lines = append(l.lines, s)
	l.px = append(l.px, size*scale)
	l.mu.Unlock()
	l.TextDrawer.Draw(dst, s, x, y, size, scale, c, align, bold)
}

// Lines returns the texts drawn since the last Reset, and their heights
// in device pixels.
func (l *TextLog) Lines() ([]string, []float64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.lines...), append([]float64(nil), l.px...)
}

// Reset forgets the texts drawn so far.
func (l *TextLog) Reset() {
	l.mu.Lock()
	l.lines, l.px = l.lines[:0], l.px[:0]
	l.mu.Unlock()
}
