package menu

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/sprites"
)

// howTo teaches Gods Don't Play Dice in a few pages, each a short text
// and a picture drawn with the game's own pieces.
type howTo struct {
	chrome
	page       int
	turnedAt   int64
	prev, next *scenes.Button
	counter    []string // "1 / 7" for each page
	text, pic  scenes.Rect
	zoom       float64 // the picture's size, 1 but in a portrait window
	textSize   float64
}

func newHowTo(sh *shell) *howTo {
	h := &howTo{chrome: newChrome(sh, "How to play: Gods Don't Play Dice"), prev: scenes.NewButton("‹  Previous", scenes.Rect{}), next: scenes.NewButton("Next  ›", scenes.Rect{})}
	h.next.Primary = true
	for i := range howPages {
		h.counter = append(h.counter, strconv.Itoa(i+1)+" / "+strconv.Itoa(len(howPages)))
	}
	h.turn(0, 0)
	return h
}

func (h *howTo) turn(page int, tick int64) {
	h.page, h.turnedAt = page, tick
	h.prev.Enabled = page > 0
	h.next.Label = "Next  ›"
	if page == len(howPages)-1 {
		h.next.Label = "Done"
	}
}

const picW, picH = 600.0, 430.0

func (h *howTo) layout(w, hh float64) {
	h.chrome.layout(w, hh)
	x, width := column(w, 1180, 48)
	h.zoom, h.textSize = 1, 23
	if hh > w {
		h.zoom, h.textSize = min(1.8, width/picW), 30
		pw, ph := picW*h.zoom, picH*h.zoom
		y := top(hh, 480+ph+48+66)
		h.text = scenes.Rect{X: x, Y: y, W: width, H: 460}
		h.pic = scenes.Rect{X: w/2 - pw/2, Y: y + 480, W: pw, H: ph}
		h.prev.Rect = scenes.Rect{X: x, Y: h.pic.Y + ph + 48, W: 240, H: 66}
	} else {
		y := top(hh, picH+36+66)
		h.pic = scenes.Rect{X: x + width - picW, Y: y, W: picW, H: picH}
		h.text = scenes.Rect{X: x, Y: y, W: width - picW - 48, H: picH}
		h.prev.Rect = scenes.Rect{X: x, Y: y + picH + 36, W: 240, H: 66}
	}
	h.next.Rect = scenes.Rect{X: x + width - 240, Y: h.prev.Rect.Y, W: 240, H: 66}
}

func (h *howTo) Update(ctx *scenes.Context) scenes.Change {
	if idleHome(h.sh.app) {
		return scenes.Home(nil)
	}
	if h.chrome.update(ctx) {
		return scenes.Pop()
	}
	h.layout(ctx.W, ctx.H)
	in := ctx.In
	swipe := 0.0
	if in.Drop {
		swipe = in.X - in.PressX
	}
	switch {
	case h.prev.Update(in), swipe > 120 && h.page > 0:
		h.turn(h.page-1, ctx.Tick)
		h.sh.app.Play(sfxFlip)
	case h.next.Update(in), in.Has(input.Confirm), swipe < -120:
		if h.page == len(howPages)-1 {
			if swipe < 0 {
				return scenes.Stay
			}
			return scenes.Pop()
		}
		h.turn(h.page+1, ctx.Tick)
		h.sh.app.Play(sfxFlip)
	}
	return scenes.Stay
}

func (h *howTo) Draw(c *scenes.Canvas) {
	h.chrome.draw(c)
	h.layout(c.W, c.H)
	p := &howPages[h.page]
	t := min(1, float64(c.App.Tick()-h.turnedAt)/12)
	alpha := scenes.EaseOut(t)
	slide := 24 * (1 - alpha)

	c.Bold(p.title, h.text.X+slide, h.text.Y, h.textSize*1.5, fade(scenes.ColAccent, alpha), scenes.Left)
	c.Paragraph(p.text, h.text.X+slide, h.text.Y+h.textSize*2.7, h.textSize, h.text.W, fade(scenes.ColText, alpha))

	frame := h.pic.Inset(-10)
	c.RoundRect(frame, 20, rgba(0x0d1222, 0xf0))
	c.RoundRectStroke(frame, 20, 1.5, scenes.ColBorder)
	sh := h.sh
	sh.art.prepare(c)
	pw, ph := c.Px(picW*h.zoom), c.Px(picH*h.zoom)
	page, scale := h.page, c.Scale*h.zoom
	img := sh.art.cache.Image(sprites.CacheKey{Name: "menu.howto", Variant: page, W: pw, H: ph}, func() *ebiten.Image {
		return renderPicture(page, scale, c.App.Text)
	})
	cx, cy := h.pic.Center()
	c.Image(img, cx+slide, cy, alpha)

	h.prev.Draw(c)
	h.next.Draw(c)
	mid := (h.prev.Rect.X + h.prev.Rect.W + h.next.Rect.X) / 2
	dy := h.prev.Rect.Y + 33
	n := float64(len(howPages))
	for i := range howPages {
		x := mid + (float64(i)-(n-1)/2)*26
		if i == h.page {
			c.Circle(x, dy-8, 7, scenes.ColAccent)
		} else {
			c.Circle(x, dy-8, 5, scenes.ColBorder)
		}
	}
	c.Text(h.counter[h.page], mid, dy+8, 18, dimColor(c), scenes.Center)
}

// Targets lists Back, the previous and the next page.
func (h *howTo) Targets(dst []scenes.Target) []scenes.Target {
	dst = h.chrome.targets(dst)
	if h.prev.Enabled {
		dst = append(dst, scenes.Target{Name: "prev", Rect: h.prev.Rect})
	}
	return append(dst, scenes.Target{Name: "next", Rect: h.next.Rect})
}
