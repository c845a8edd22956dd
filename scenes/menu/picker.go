package menu

import (
	"math"

	"starboard/scenes"
)

// picker lists the five titles; the playable ones lead to seat setup.
type picker struct {
	chrome
	rows     []pickRow
	shakeAt  int64
	shakeRow int
}

type pickRow struct {
	title    *titleInfo
	area     tapArea
	playable bool
	nameW    float64 // the width of the name, measured at first draw
}

func newPicker(sh *shell) *picker {
	p := &picker{chrome: newChrome(sh, "Choose a game"), shakeRow: -1}
	for i := range sh.titles {
		t := &sh.titles[i]
		p.rows = append(p.rows, pickRow{title: t, playable: sh.playable(t), area: tapArea{Enabled: true}})
	}
	return p
}

const pickRowH, pickGap = 100.0, 12.0

func (p *picker) layout(w, h float64) {
	p.chrome.layout(w, h)
	x, width := column(w, 1040, 48)
	n := float64(len(p.rows))
	y := top(h, n*pickRowH+(n-1)*pickGap)
	for i := range p.rows {
		p.rows[i].area.Rect = scenes.Rect{X: x, Y: y, W: width, H: pickRowH}
		y += pickRowH + pickGap
	}
}

func (p *picker) Update(ctx *scenes.Context) scenes.Change {
	if idleHome(p.sh.app) {
		return scenes.Home(nil)
	}
	if p.chrome.update(ctx) {
		return scenes.Pop()
	}
	p.layout(ctx.W, ctx.H)
	for i := range p.rows {
		r := &p.rows[i]
		if !r.area.update(ctx.In) {
			continue
		}
		if !r.playable {
			p.shakeAt, p.shakeRow = ctx.Tick, i
			p.sh.app.Play(sfxError)
			continue
		}
		p.sh.app.Play(sfxPick)
		return scenes.Push(newSetup(p.sh, r.title))
	}
	return scenes.Stay
}

func (p *picker) Draw(c *scenes.Canvas) {
	p.chrome.draw(c)
	p.layout(c.W, c.H)
	tick := c.App.Tick()
	for i := range p.rows {
		r := &p.rows[i]
		rect := r.area.Rect
		if i == p.shakeRow && tick-p.shakeAt < 24 {
			t := float64(tick-p.shakeAt) / 24
			rect.X += 10 * math.Sin(t*math.Pi*6) * (1 - t)
		}
		if r.area.pressed {
			rect = rect.Inset(2)
		}
		if r.nameW == 0 {
			r.nameW, _ = c.App.Text.Measure(r.title.name, 27, true)
		}
		drawTitleRow(c, p.sh, r.title, rect, r.playable, r.nameW)
	}
}

// drawTitleRow paints one title as a card: emblem, name, pitch, players
// and whether it can be played.
func drawTitleRow(c *scenes.Canvas, sh *shell, t *titleInfo, r scenes.Rect, playable bool, nameW float64) {
	fill, border, name, text := scenes.ColPanel, scenes.ColBorder, scenes.ColText, dimColor(c)
	alpha := 1.0
	if !playable {
		fill, border, name, alpha = rgba(0x10141f, 0xe8), rgba(0x262e44, 0xff), dimColor(c), 0.55
	}
	c.RoundRect(scenes.Rect{X: r.X + 3, Y: r.Y + 5, W: r.W, H: r.H}, 16, scenes.ColShade)
	c.RoundRect(r, 16, fill)
	c.RoundRectStroke(r, 16, 1.5, border)
	drawEmblem(c, sh, t.slug, r.X+56, r.Y+r.H/2, 76, alpha)
	c.Bold(t.name, r.X+112, r.Y+17, 27, name, scenes.Left)
	c.Text(t.players, r.X+112+nameW+20, r.Y+24, 18, text, scenes.Left)
	c.Text(t.pitch, r.X+112, r.Y+58, 19, text, scenes.Left)
	right := r.X + r.W - 24
	pill := scenes.Rect{X: right - 150, Y: r.Y + r.H/2 - 20, W: 150, H: 40}
	if playable {
		c.RoundRect(pill, 18, scenes.ColAccent)
		c.Bold("Play  ›", pill.X+pill.W/2, pill.Y+9, 19, scenes.ColBackground, scenes.Center)
	} else {
		c.RoundRectStroke(pill, 18, 1.5, border)
		c.Bold("Coming soon", pill.X+pill.W/2, pill.Y+10, 17, dimColor(c), scenes.Center)
	}
}

// Targets lists Back and a row per title, "title/gods".
func (p *picker) Targets(dst []scenes.Target) []scenes.Target {
	dst = p.chrome.targets(dst)
	for i := range p.rows {
		dst = append(dst, scenes.Target{Name: "title/" + p.rows[i].title.slug, Rect: p.rows[i].area.Rect})
	}
	return dst
}
