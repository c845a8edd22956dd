package scenes

import (
	"image/color"

	"starboard/scenes/input"
)

// Button is a tappable labelled rectangle.
type Button struct {
	Rect     Rect
	Label    string
	Enabled  bool
	Primary  bool   // drawn in the accent colour
	Selected bool   // drawn as chosen, for toggles
	Sub      string // a second, smaller line under the label; none when empty
	pressed  bool
	// fitted is the label size that fits a button of fittedW by fittedH,
	// for fittedLabel, on a screen where 12 px is fittedLeast units.
	fittedLabel                           string
	fittedW, fittedH, fittedLeast, fitted float64
}

// NewButton returns an enabled button.
func NewButton(label string, r Rect) *Button { return &Button{Label: label, Rect: r, Enabled: true} }

// Update reads the pointer and reports whether the button was tapped.
func (b *Button) Update(in input.Frame) bool {
	r := b.Rect
	b.pressed = b.Enabled && in.Down && !in.Dragging && r.Contains(in.PressX, in.PressY) && r.Contains(in.X, in.Y)
	return b.Enabled && in.Tap && r.Contains(in.X, in.Y) && r.Contains(in.PressX, in.PressY)
}

// Hover reports whether the pointer is over the button.
func (b *Button) Hover(in input.Frame) bool {
	return in.Present && !in.Touch && b.Rect.Contains(in.X, in.Y)
}

// Draw paints the button.
func (b *Button) Draw(c *Canvas) {
	fill, text, border := ColPanelHi, ColText, ColBorder
	switch {
	case !b.Enabled:
		// Greyed well below the dim of secondary words, so a button that
		// cannot act now never reads as one that can.
		fill, text = ColPanel, colGreyed
	case b.Primary || b.Selected:
		fill, text, border = ColAccent, ColBackground, ColAccent
	}
	r := b.Rect
	if b.pressed {
		r = r.Inset(2)
	}
	if b.Enabled {
		// A button that can be pressed stands up from the page; one that
		// cannot lies flat.
		c.RoundRect(Rect{r.X, r.Y + 3, r.W, r.H}, 12, ColShade)
	} else {
		border = ColPanelHi
	}
	c.RoundRect(r, 12, fill)
	c.RoundRectStroke(r, 12, 1.5, border)
	size := b.labelSize(c)
	if least := c.AtLeast(12); size < least {
		// Squeezed under legible on one line (a narrow column of a small
		// window's buttons): the label on two, its reason left to a tap.
		if first, rest, s := b.twoLines(c, r, least); s > size {
			c.Bold(first, r.X+r.W/2, r.Y+r.H/2-s*1.12, s, text, Center)
			c.Bold(rest, r.X+r.W/2, r.Y+r.H/2+s*0.02, s, text, Center)
			return
		}
	}
	if b.Sub != "" {
		// Two lines, the label over its sub line, centred together.
		ss := max(size*0.85, c.AtLeast(12))
		top := r.Y + (r.H-size*1.1-ss*1.2)/2
		c.Bold(b.Label, r.X+r.W/2, top, size, text, Center)
		c.Bold(b.Sub, r.X+r.W/2, top+size*1.1, ss, text, Center)
		return
	}
	c.Bold(b.Label, r.X+r.W/2, r.Y+r.H/2-size*0.62, size, text, Center)
}

// twoLines splits the label at the space that lets both halves be
// largest in r, and returns the halves and their size: 0 when no split
// comes out least high or more, or two lines do not fit r's height.
func (b *Button) twoLines(c *Canvas, r Rect, least float64) (first, rest string, size float64) {
	top := min(19, (r.H-4)/2.3)
	for i := 0; i < len(b.Label); i++ {
		if b.Label[i] != ' ' {
			continue
		}
		s := top
		for _, half := range [2]string{b.Label[:i], b.Label[i+1:]} {
			if w, _ := c.App.Text.Measure(half, s, true); w > r.W-16 && w > 0 {
				s *= (r.W - 16) / w
			}
		}
		if s >= least && s > size {
			first, rest, size = b.Label[:i], b.Label[i+1:], s
		}
	}
	return first, rest, size
}

// colGreyed is the label of a disabled button.
var colGreyed = color.RGBA{0x6c, 0x74, 0x8a, 0xff}

// labelSize returns the size of the label: 22, or 19 on a low button,
// larger on a small screen where the button has the height for it (a
// phone's), smaller when the label would not fit the width, down to 12.
func (b *Button) labelSize(c *Canvas) float64 {
	least := c.AtLeast(12)
	if b.Label == b.fittedLabel && b.Rect.W == b.fittedW && b.Rect.H == b.fittedH && b.fittedLeast == least && b.fitted > 0 {
		return b.fitted
	}
	size := 22.0
	if b.Rect.H < 56 {
		size = 19
	}
	size = max(size, min(c.AtLeast(size), b.Rect.H*0.4))
	if w, _ := c.App.Text.Measure(b.Label, size, true); w > b.Rect.W-20 && w > 0 {
		size = max(12, size*(b.Rect.W-20)/w)
	}
	b.fittedLabel, b.fittedW, b.fittedH, b.fittedLeast, b.fitted = b.Label, b.Rect.W, b.Rect.H, least, size
	return size
}

// Panel draws a framed panel with an optional title.
func Panel(c *Canvas, r Rect, title string) {
	c.RoundRect(Rect{r.X + 4, r.Y + 6, r.W, r.H}, 16, ColShade)
	c.RoundRect(r, 16, ColPanel)
	c.RoundRectStroke(r, 16, 1.5, ColBorder)
	if title != "" {
		c.Bold(title, r.X+20, r.Y+14, 22, ColAccent, Left)
	}
}

// Dialog is a modal question with buttons.
type Dialog struct {
	Title   string
	Text    string
	Buttons []*Button
	// Stack lays the buttons out one under another, each across the
	// dialog, which grows to hold them: for answers too long to share a
	// row (which of several moves to make).
	Stack bool
	// Cancel is the index of the button Back picks; NewDialog makes it
	// the last button.
	Cancel int
	// textW and textH are the width the text was last measured for and
	// its height there: measured once, not every frame.
	textW, textH float64
}

// NewDialog returns a dialog with one button per label.
func NewDialog(title, text string, labels ...string) *Dialog {
	d := &Dialog{Title: title, Text: text}
	for i, l := range labels {
		b := NewButton(l, Rect{})
		b.Primary = i == 0
		d.Buttons = append(d.Buttons, b)
	}
	d.Cancel = len(labels) - 1
	return d
}

// dialogText is the size of a dialog's text.
const dialogText = 22.0

// layout places the dialog and its buttons on a w by h canvas of app (nil
// before there is one): each button at least MinTarget device pixels
// high.
func (d *Dialog) layout(app *App, w, h float64) Rect {
	bh := 64.0
	if app != nil {
		bh = max(bh, MinTarget/app.Scale())
	}
	if !d.Stack {
		r := Rect{w/2 - 300, h/2 - 150, 600, 300}
		bw := (r.W - 40 - 20*float64(len(d.Buttons)-1)) / float64(len(d.Buttons))
		for i, b := range d.Buttons {
			b.Rect = Rect{r.X + 20 + float64(i)*(bw+20), r.Y + r.H - 20 - bh, bw, bh}
		}
		return r
	}
	const pad, step = 20.0, 12.0
	dw := min(w-40, 760)
	text := 0.0
	if app != nil && app.Text != nil && d.Text != "" {
		if d.textW != dw {
			d.textW, d.textH = dw, app.Text.MeasureWrapped(d.Text, dialogText, dw-48)
		}
		text = d.textH + 26 // the words stand apart from the first button
	}
	n := float64(len(d.Buttons))
	dh := 60 + text + n*(bh+step) - step + pad
	if dh > h-20 {
		bh = max(MinTarget*0.6, bh-(dh-h+20)/n)
		dh = 60 + text + n*(bh+step) - step + pad
	}
	r := Rect{w/2 - dw/2, max(10, h/2-dh/2), dw, dh}
	y := r.Y + 60 + text
	for _, b := range d.Buttons {
		b.Rect = Rect{r.X + pad, y, r.W - 2*pad, bh}
		y += bh + step
	}
	return r
}

// Update returns the index of the tapped button, or -1. Confirm picks the
// first button and Back the Cancel one.
func (d *Dialog) Update(ctx *Context) int {
	d.layout(ctx.App, ctx.W, ctx.H)
	for i, b := range d.Buttons {
		if b.Update(ctx.In) {
			return i
		}
	}
	if ctx.In.Has(input.Confirm) {
		return 0
	}
	if ctx.In.Has(input.Back) {
		if d.Cancel < 0 || d.Cancel >= len(d.Buttons) {
			return len(d.Buttons) - 1
		}
		return d.Cancel
	}
	return -1
}

// Draw shades the screen and paints the dialog.
func (d *Dialog) Draw(c *Canvas) {
	r := d.layout(c.App, c.W, c.H)
	c.Rect(Rect{0, 0, c.W, c.H}, ColShade)
	Panel(c, r, d.Title)
	c.Paragraph(d.Text, r.X+24, r.Y+60, dialogText, r.W-48, ColText)
	for _, b := range d.Buttons {
		b.Draw(c)
	}
}

// Banner shows a short message across the screen for a while: the phase,
// whose turn it is.
type Banner struct {
	Text  string
	Sub   string
	Start int64
	Ticks int64
}

// Show starts the banner at now.
func (b *Banner) Show(text, sub string, now, ticks int64) {
	b.Text, b.Sub, b.Start, b.Ticks = text, sub, now, ticks
}

// Active reports whether the banner is showing at now.
func (b *Banner) Active(now int64) bool { return b.Text != "" && now < b.Start+b.Ticks }

// Draw paints the banner across the canvas, sliding in and fading out.
func (b *Banner) Draw(c *Canvas, now int64) { b.DrawIn(c, now, Rect{W: c.W, H: c.H}) }

// DrawIn paints the banner across area, a little above its middle,
// sliding in and fading out.
func (b *Banner) DrawIn(c *Canvas, now int64, area Rect) {
	if !b.Active(now) {
		return
	}
	t := float64(now-b.Start) / float64(b.Ticks)
	alpha := 1.0
	if t < 0.15 {
		alpha = t / 0.15
	} else if t > 0.8 {
		alpha = (1 - t) / 0.2
	}
	y := BannerBand(area).Y - 20*(1-EaseOut(minf(1, t/0.15)))
	a := uint8(alpha * 0xf0)
	c.Rect(Rect{area.X, y, area.W, BannerHeight}, color.RGBA{0x08, 0x0a, 0x12, a})
	gold := Faded(color.RGBA{0xf2, 0xb8, 0x4b, 0xff}, alpha)
	c.Rect(Rect{area.X, y, area.W, 2}, gold)
	c.Rect(Rect{area.X, y + 108, area.W, 2}, gold)
	size := 40.0
	if w, _ := c.Measure(b.Text, size); w > area.W-40 {
		size *= (area.W - 40) / w
	}
	c.Bold(b.Text, area.X+area.W/2, y+18, size, Faded(color.RGBA{0xec, 0xe8, 0xdc, 0xff}, alpha), Center)
	if b.Sub != "" {
		c.Text(b.Sub, area.X+area.W/2, y+70, 22, Faded(color.RGBA{0x9a, 0xa3, 0xb8, 0xff}, alpha), Center)
	}
}

// Faded returns col at alpha a, premultiplied as color.RGBA must be: a
// colour whose red, green or blue exceeds its alpha draws too bright (the
// banner's words showed whole over a band still fading in).
func Faded(col color.RGBA, a float64) color.RGBA {
	a = max(0, min(1, a))
	return color.RGBA{uint8(float64(col.R) * a), uint8(float64(col.G) * a), uint8(float64(col.B) * a), uint8(float64(col.A) * a)}
}

// BannerHeight is the height of a banner's band.
const BannerHeight = 110.0

// BannerBand is where a banner drawn in area rests once it has slid in.
func BannerBand(area Rect) Rect {
	return Rect{area.X, area.Y + area.H*0.38, area.W, BannerHeight}
}

// BannerAreaFor returns the area whose banner band rests centred on strip,
// for a board that wants its banners there (the inverse of BannerBand).
func BannerAreaFor(strip Rect) Rect {
	return Rect{strip.X, strip.Y + (strip.H-BannerHeight)/2 - strip.H*0.38, strip.W, strip.H}
}

// Tooltip draws a small framed text near x, y, kept on the canvas.
func Tooltip(c *Canvas, text string, x, y float64) {
	w, _ := c.Measure(text, 18)
	r := Rect{x + 16, y - 48, w + 24, 40}
	if r.X+r.W > c.W-8 {
		r.X = c.W - 8 - r.W
	}
	if r.Y < 8 {
		r.Y = y + 24
	}
	c.RoundRect(r, 8, ColPanelHi)
	c.RoundRectStroke(r, 8, 1, ColAccent)
	c.Text(text, r.X+12, r.Y+9, 18, ColText, Left)
}

// LogPanel keeps the last lines of a game log and draws them, newest last.
type LogPanel struct {
	Lines []string
	Max   int
}

// Add appends a line, dropping the oldest beyond Max.
func (l *LogPanel) Add(line string) {
	if l.Max == 0 {
		l.Max = 60
	}
	l.Lines = append(l.Lines, line)
	if len(l.Lines) > l.Max {
		l.Lines = l.Lines[len(l.Lines)-l.Max:]
	}
}

// Draw paints as many of the newest lines as fit in r.
func (l *LogPanel) Draw(c *Canvas, r Rect, title string) {
	Panel(c, r, title)
	const size, lead = 16.0, 22.0
	y := r.Y + r.H - 14 - lead
	top := r.Y + 48
	for i := len(l.Lines) - 1; i >= 0 && y >= top; i-- {
		col := ColDim
		if i == len(l.Lines)-1 {
			col = ColText
		}
		c.Text(Clip(c, l.Lines[i], size, r.W-32), r.X+16, y, size, col, Left)
		y -= lead
	}
}

// Clip shortens s with an ellipsis to fit width at size.
func Clip(c *Canvas, s string, size, width float64) string {
	if w, _ := c.Measure(s, size); w <= width {
		return s
	}
	k := clipKey{s, size, width}
	if cut, ok := c.App.clips[k]; ok {
		return cut
	}
	cut := s
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		if w, _ := c.Measure(string(r)+"…", size); w <= width {
			cut = string(r) + "…"
			break
		}
	}
	if c.App.clips == nil || len(c.App.clips) >= maxTexts {
		c.App.clips = make(map[clipKey]string)
	}
	c.App.clips[k] = cut
	return cut
}

// clipKey is a text cut by Clip, at a size to a width.
type clipKey struct {
	s           string
	size, width float64
}

// ScoreLine is one row of a scoreboard.
type ScoreLine struct {
	Label  string
	Points int
	Good   bool
}

// Scoreboard draws rows of labels and points, with the total.
func Scoreboard(c *Canvas, r Rect, title string, lines []ScoreLine, shown int) {
	Panel(c, r, title)
	y := r.Y + 56
	total := 0
	for i, l := range lines {
		if i >= shown {
			break
		}
		col := ColText
		if !l.Good {
			col = ColDim
		}
		c.Text(l.Label, r.X+24, y, 20, col, Left)
		c.Bold(itoa(l.Points), r.X+r.W-24, y, 20, col, Right)
		total += l.Points
		y += 34
	}
	c.Rect(Rect{r.X + 20, y + 4, r.W - 40, 1.5}, ColBorder)
	c.Bold("Total", r.X+24, y+14, 24, ColAccent, Left)
	c.Bold(itoa(total), r.X+r.W-24, y+14, 24, ColAccent, Right)
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

func minf(a, b float64) float64 {
	if a < b {
		return a
	}
	return b
}
