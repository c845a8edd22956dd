package scenes

import (
	"runtime"
	"strconv"
	"strings"
)

// Legibility records how tall each text and rule-carrying symbol drawn on
// a canvas is on screen, for the legibility audit (make legibility). Set
// App.Audit to one and every canvas drawing for that App records into
// it; nil, the default, records nothing and costs nothing.
type Legibility struct {
	Marks []Mark
}

// Mark is one text or symbol drawn, as the audit saw it.
type Mark struct {
	Symbol bool    // a symbol (Canvas.Symbol), else text
	Px     float64 // its height on screen, in device pixels
	Label  string  // the text's first 30 characters, or the symbol's name
	Mini   bool    // drawn inside a miniature whose whole face zooms on tap
	Where  string  // file:line of the drawing call, then of two callers
}

// Reset forgets every mark, for a new frame.
func (l *Legibility) Reset() { l.Marks = l.Marks[:0] }

// labelRunes is how much of a text a mark keeps.
const labelRunes = 30

func (l *Legibility) add(c *Canvas, symbol bool, label string, px float64) {
	if i := runeOffset(label, labelRunes); i < len(label) {
		label = label[:i] + "…"
	}
	l.Marks = append(l.Marks, Mark{Symbol: symbol, Px: px, Label: label, Mini: c.mini > 0, Where: caller()})
}

// runeOffset returns the byte offset of rune n of s, or len(s).
func runeOffset(s string, n int) int {
	for i := range s {
		if n == 0 {
			return i
		}
		n--
	}
	return len(s)
}

// caller names the first three frames outside the Canvas's methods:
// where the text or symbol was drawn, and what called that.
func caller() string {
	var pcs [16]uintptr
	frames := runtime.CallersFrames(pcs[:runtime.Callers(3, pcs[:])])
	var where []string
	for len(where) < 3 {
		f, more := frames.Next()
		if !strings.HasPrefix(f.Function, "starboard/scenes.(*Canvas).") {
			file := f.File
			if i := strings.LastIndex(file, "/scenes/"); i >= 0 {
				file = file[i+1:]
			}
			where = append(where, file+":"+strconv.Itoa(f.Line))
		}
		if !more {
			break
		}
	}
	return strings.Join(where, " < ")
}

func (c *Canvas) audit() *Legibility {
	if c.App == nil {
		return nil
	}
	return c.App.Audit
}

// ScreenPx returns how many screen (CSS) pixels a local length covers,
// along the axis the transform stretches most: device pixels over the
// app's pixel ratio (see MinTextPx).
func (c *Canvas) ScreenPx(logical float64) float64 {
	px := logical * c.Scale * c.cur.zoom()
	if c.App != nil {
		px /= c.App.PixelRatio()
	}
	return px
}

// AtLeast returns size, or the size in local units that comes out
// MinTextPx high on screen when size would be smaller: for texts that
// carry a rule and may grow into the room around them.
func (c *Canvas) AtLeast(size float64) float64 {
	if px := c.ScreenPx(size); px > 0 && px < MinTextPx {
		return size * MinTextPx / px
	}
	return size
}

// Symbol tells the audit that a symbol carrying a rule (a cost, a pip, a
// need) is drawn size local units tall; label, a constant, names it.
// Without an audit it does nothing.
func (c *Canvas) Symbol(label string, size float64) {
	if a := c.audit(); a != nil {
		a.add(c, true, label, c.ScreenPx(size))
	}
}

// TextDrawn tells the audit that text s was drawn size local units tall
// some other way than through the canvas: into an image drawn next, at
// the size it has on screen. Without an audit it does nothing.
func (c *Canvas) TextDrawn(s string, size float64) {
	if a := c.audit(); a != nil {
		a.add(c, false, s, c.ScreenPx(size))
	}
}

// Miniature starts (on) or ends (off) drawing a miniature whose whole
// face zooms on tap: text and symbols drawn meanwhile count apart in the
// audit. Calls pair up and may nest.
func (c *Canvas) Miniature(on bool) {
	if on {
		c.mini++
	} else if c.mini > 0 {
		c.mini--
	}
}
