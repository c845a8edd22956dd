package menu

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/sprites"
)

// howTo teaches the titles in a few pages each, a short text and a
// picture drawn with the game's own pieces. Tabs choose the title when
// more than one can be played.
type howTo struct {
	chrome
	guides     []*titleInfo // the titles whose guides are shown
	tabs       *segmented
	guide      *titleInfo
	pages      []scenes.GuidePage
	page       int
	turnedAt   int64
	prev, next *scenes.Button
	counter    []string // "1 / 7" for each page
	text, pic  scenes.Rect
	zoom       float64 // the picture's size, 1 but in a portrait window
	textSize   float64
	large      bool // the picture is shown as large as the window, after a tap on it
}

func newHowTo(sh *shell) *howTo {
	h := &howTo{chrome: newChrome(sh, "How to play"), prev: scenes.NewButton("‹  Previous", scenes.Rect{}), next: scenes.NewButton("Next  ›", scenes.Rect{})}
	h.next.Primary = true
	var names []string
	for i := range sh.titles {
		if t := &sh.titles[i]; t.ruled && len(t.entry.Guide) > 0 {
			h.guides = append(h.guides, t)
			short, _, _ := strings.Cut(t.name, ":")
			names = append(names, short)
		}
	}
	if len(h.guides) == 0 {
		h.guides, names = []*titleInfo{{name: "Starboard"}}, []string{"Starboard"}
	}
	h.tabs = newSegmented("guide", 0, names...)
	h.open(0, 0)
	return h
}

// newGuideOf returns the How to play of one title alone, without tabs:
// what a table's pause menu opens.
func newGuideOf(sh *shell, slug string) *howTo {
	h := newHowTo(sh)
	for i, t := range h.guides {
		if t.slug == slug {
			h.guides = h.guides[i : i+1]
			short, _, _ := strings.Cut(t.name, ":")
			h.heading = "How to play " + short
			h.open(0, 0)
			break
		}
	}
	return h
}

// open shows the first page of the guide of tab i.
func (h *howTo) open(i int, tick int64) {
	h.tabs.selected = i
	h.tabs.mark()
	h.guide = h.guides[i]
	h.pages = noGuide
	if h.guide.entry != nil && len(h.guide.entry.Guide) > 0 {
		h.pages = h.guide.entry.Guide
	}
	h.counter = h.counter[:0]
	for p := range h.pages {
		h.counter = append(h.counter, strconv.Itoa(p+1)+" / "+strconv.Itoa(len(h.pages)))
	}
	h.turn(0, tick)
}

func (h *howTo) turn(page int, tick int64) {
	h.page, h.turnedAt = page, tick
	h.prev.Enabled = page > 0
	h.next.Label = "Next  ›"
	if page == len(h.pages)-1 {
		h.next.Label = "Done"
	}
}

// tabbed reports whether there are tabs to show.
func (h *howTo) tabbed() bool { return len(h.guides) > 1 }

// noGuide is the page shown when no title on the shelf has a guide.
var noGuide = []scenes.GuidePage{{Title: "No guide yet", Text: "None of the titles of this build has a guide."}}

const picW, picH = scenes.PictureW, scenes.PictureH

func (h *howTo) layout(w, hh float64) {
	h.chrome.layout(w, hh)
	x, width := column(w, 1180, 48)
	h.zoom, h.textSize = 1, 23
	tabsH := h.tabsHeight(w, hh)
	if h.tabbed() {
		h.tabs.layoutRows(w/2, 104, min(320, width), 52, 8, h.tabRows(w, hh), width)
	}
	if hh > w {
		// The screen is drawn larger (fit), so the text keeps its size.
		h.zoom, h.textSize = min(1.8, width/picW), 24
		pw, ph := picW*h.zoom, picH*h.zoom
		y := top(hh, tabsH+480+ph+48+66) + tabsH
		h.text = scenes.Rect{X: x, Y: y, W: width, H: 460}
		h.pic = scenes.Rect{X: w/2 - pw/2, Y: y + 480, W: pw, H: ph}
		h.prev.Rect = scenes.Rect{X: x, Y: h.pic.Y + ph + 48, W: 240, H: 66}
	} else {
		y := min(top(hh, picH+36+66)+tabsH, hh-picH-36-66-12)
		h.pic = scenes.Rect{X: x + width - picW, Y: y, W: picW, H: picH}
		h.text = scenes.Rect{X: x, Y: y, W: width - picW - 48, H: picH}
		h.prev.Rect = scenes.Rect{X: x, Y: y + picH + 36, W: 240, H: 66}
	}
	// The page dots sit between the buttons: about 200 units.
	bw := min(240, (width-200)/2)
	h.prev.Rect.W = bw
	h.next.Rect = scenes.Rect{X: x + width - bw, Y: h.prev.Rect.Y, W: bw, H: 66}
}

func (h *howTo) Update(ctx *scenes.Context) scenes.Change {
	ctx = h.fit.in(ctx, h.need(ctx.W, ctx.H))
	if idleHome(h.sh.app) {
		return scenes.Home(nil)
	}
	in := ctx.In
	if h.large {
		// The picture as large as the window: a tap or Back closes it.
		if in.Tap || in.Has(input.Back) || in.Has(input.Confirm) {
			h.large = false
		}
		return scenes.Stay
	}
	if h.chrome.update(ctx) {
		return scenes.Pop()
	}
	h.layout(ctx.W, ctx.H)
	if in.Tap && h.pic.Contains(in.X, in.Y) && h.pic.Contains(in.PressX, in.PressY) && h.pages[h.page].Picture != nil {
		h.large = true
		h.sh.app.Play(sfxPick)
		return scenes.Stay
	}
	if h.tabbed() && h.tabs.update(in) {
		h.open(h.tabs.selected, ctx.Tick)
		h.sh.app.Play(sfxFlip)
		return scenes.Stay
	}
	swipe := 0.0
	if in.Drop {
		swipe = in.X - in.PressX
	}
	switch {
	case h.prev.Update(in), swipe > 120 && h.page > 0:
		h.turn(h.page-1, ctx.Tick)
		h.sh.app.Play(sfxFlip)
	case h.next.Update(in), in.Has(input.Confirm), swipe < -120:
		if h.page == len(h.pages)-1 {
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
	h.fit.begin(c, h.sh, h.need(c.W, c.H))
	defer h.fit.end(c)
	h.chrome.draw(c)
	h.layout(c.W, c.H)
	p := &h.pages[h.page]
	if h.tabbed() {
		h.tabs.draw(c)
	}
	t := min(1, float64(c.App.Tick()-h.turnedAt)/12)
	alpha := scenes.EaseOut(t)
	slide := 24 * (1 - alpha)

	size := h.fitText(c, p.Text)
	c.Bold(p.Title, h.text.X+slide, h.text.Y, size*1.5, fade(scenes.ColAccent, alpha), scenes.Left)
	c.Paragraph(p.Text, h.text.X+slide, h.text.Y+size*2.7, size, h.text.W, fade(scenes.ColText, alpha))

	frame := h.pic.Inset(-10)
	c.RoundRect(frame, 20, rgba(0x0d1222, 0xf0))
	c.RoundRectStroke(frame, 20, 1.5, scenes.ColBorder)
	sh := h.sh
	sh.art.prepare(c)
	pw, ph := c.Px(picW*h.zoom), c.Px(picH*h.zoom)
	pic, scale := p.Picture, c.Scale*h.zoom
	c.Miniature(true) // its whole face shows large on a tap
	img := sh.art.cache.Image(sprites.CacheKey{Name: "menu.howto." + h.guide.slug, Variant: h.page, W: pw, H: ph}, func() *ebiten.Image {
		return c.RenderPicture(pic, scale)
	})
	c.Miniature(false)
	cx, cy := h.pic.Center()
	c.Image(img, cx+slide, cy, alpha)
	if pic != nil {
		size := c.AtLeast(15)
		c.Text("Tap the picture to see it larger", h.pic.X+h.pic.W, h.pic.Y+h.pic.H+12, size, dimColor(c), scenes.Right)
	}

	h.prev.Draw(c)
	h.next.Draw(c)
	mid := (h.prev.Rect.X + h.prev.Rect.W + h.next.Rect.X) / 2
	dy := h.prev.Rect.Y + 33
	n := float64(len(h.pages))
	for i := range h.pages {
		x := mid + (float64(i)-(n-1)/2)*26
		if i == h.page {
			c.Circle(x, dy-8, 7, scenes.ColAccent)
		} else {
			c.Circle(x, dy-8, 5, scenes.ColBorder)
		}
	}
	c.Text(h.counter[h.page], mid, dy+8, 18, dimColor(c), scenes.Center)
	if h.large {
		h.drawLarge(c, pic)
	}
}

// fitText returns the size of a page's text: the usual one, or smaller
// where a long page would run down to the buttons or the picture under it
// (the fourteenth review saw Revive's page 3 touch "Previous").
func (h *howTo) fitText(c *scenes.Canvas, text string) float64 {
	limit := h.prev.Rect.Y - textClear
	if h.pic.Y > h.text.Y {
		limit = min(limit, h.pic.Y-10-textClear) // the picture's frame, under the text
	}
	size := h.textSize
	for size > 17 && h.text.Y+size*2.7+c.ParagraphHeight(text, size, h.text.W) > limit {
		size--
	}
	return size
}

// textClear is the least room between a page's text and what lies under it.
const textClear = 16

// drawLarge draws the page's picture as large as the window, over the
// page: its small words, a miniature on the page, read at full size.
func (h *howTo) drawLarge(c *scenes.Canvas, pic func(*scenes.Picture)) {
	c.Rect(scenes.Rect{W: c.W, H: c.H}, rgba(0x05070d, 0xfa))
	k := min((c.W-32)/picW, (c.H-72)/picH)
	pw, ph := c.Px(picW*k), c.Px(picH*k)
	img := h.sh.art.cache.Image(sprites.CacheKey{Name: "menu.howto.large." + h.guide.slug, Variant: h.page, W: pw, H: ph}, func() *ebiten.Image {
		return c.RenderPicture(pic, c.Scale*k)
	})
	c.Image(img, c.W/2, 16+picH*k/2, 1)
	c.Text("Tap anywhere to close", c.W/2, c.H-44, c.AtLeast(18), dimColor(c), scenes.Center)
}

// Targets lists Back, the tabs ("guide/desolated"), the previous page,
// the picture (a tap shows it large) and the next page.
func (h *howTo) Targets(dst []scenes.Target) []scenes.Target {
	return h.fit.out(h.ownTargets(dst), len(dst))
}

// ownTargets lists the targets in the screen's own units.
func (h *howTo) ownTargets(dst []scenes.Target) []scenes.Target {
	dst = h.chrome.targets(dst)
	if h.tabbed() {
		for i, b := range h.tabs.buttons {
			dst = append(dst, scenes.Target{Name: "guide/" + h.guides[i].slug, Rect: b.Rect})
		}
	}
	if h.prev.Enabled {
		dst = append(dst, scenes.Target{Name: "prev", Rect: h.prev.Rect})
	}
	if h.pages[h.page].Picture != nil {
		dst = append(dst, scenes.Target{Name: "picture", Rect: h.pic})
	}
	return append(dst, scenes.Target{Name: "next", Rect: h.next.Rect})
}

// need is the room a page takes: text beside the picture, or above it in
// a portrait window.
func (h *howTo) need(w, hh float64) [2]float64 {
	tabs := h.tabsHeight(w, hh)
	if hh > w {
		return [2]float64{picW + 96, 112 + tabs + 480 + picH + 48 + 66 + 28}
	}
	return [2]float64{1276, 112 + tabs + picH + 36 + 66 + 28}
}

// tabRows is 2 in a portrait window with more than three guides, where
// one row leaves the titles no room, and 1 otherwise.
func (h *howTo) tabRows(w, hh float64) int {
	if hh > w && len(h.guides) > 3 {
		return 2
	}
	return 1
}

// tabsHeight is the room the tabs take above the page, 0 without tabs.
func (h *howTo) tabsHeight(w, hh float64) float64 {
	if !h.tabbed() {
		return 0
	}
	return float64(h.tabRows(w, hh))*60 + 4
}
