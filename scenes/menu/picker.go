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
	tall     bool
	host     hosting // where a new table is created; none plays here
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

// A title's card is pickRowH tall, or pickTallH in a tall window, where
// its pitch and button go under its name.
const pickRowH, pickTallH, pickGap = 100.0, 176.0, 12.0

func (p *picker) layout(w, h float64) {
	p.chrome.layout(w, h)
	p.tall = tall(w, h)
	x, width := column(w, 1040, 48)
	rowH := pickRowH
	if p.tall {
		x, width = column(w, 680, 28)
		rowH = pickTallH
	}
	n := float64(len(p.rows))
	y := top(h, n*rowH+(n-1)*pickGap)
	for i := range p.rows {
		p.rows[i].area.Rect = scenes.Rect{X: x, Y: y, W: width, H: rowH}
		y += rowH + pickGap
	}
}

func (p *picker) Update(ctx *scenes.Context) scenes.Change {
	ctx = p.fit.in(ctx, p.need(ctx.W, ctx.H))
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
		s := newSetup(p.sh, r.title)
		s.setHost(p.host)
		return scenes.Push(s)
	}
	return scenes.Stay
}

func (p *picker) Draw(c *scenes.Canvas) {
	p.fit.begin(c, p.sh, p.need(c.W, c.H))
	defer p.fit.end(c)
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
		drawTitleRow(c, p.sh, r.title, rect, r.playable, r.nameW, p.tall)
	}
}

// drawTitleRow paints one title as a card: emblem, name, pitch, players
// and whether it can be played. A tall card puts the players, the pitch
// and the button under the name.
func drawTitleRow(c *scenes.Canvas, sh *shell, t *titleInfo, r scenes.Rect, playable bool, nameW float64, tall bool) {
	fill, border, name, text := scenes.ColPanel, scenes.ColBorder, scenes.ColText, dimColor(c)
	alpha := 1.0
	if !playable {
		fill, border, name, alpha = rgba(0x10141f, 0xe8), rgba(0x262e44, 0xff), dimColor(c), 0.55
	}
	c.RoundRect(scenes.Rect{X: r.X + 3, Y: r.Y + 5, W: r.W, H: r.H}, 16, scenes.ColShade)
	c.RoundRect(r, 16, fill)
	c.RoundRectStroke(r, 16, 1.5, border)
	right := r.X + r.W - 24
	pill := scenes.Rect{X: right - 150, Y: r.Y + r.H/2 - 20, W: 150, H: 40}
	if tall {
		drawEmblem(c, sh, t.slug, r.X+56, r.Y+56, 76, alpha)
		c.Bold(t.name, r.X+112, r.Y+17, 27, name, scenes.Left)
		c.Text(t.players, r.X+112, r.Y+56, 18, text, scenes.Left)
		c.Paragraph(t.pitch, r.X+24, r.Y+100, 19, r.W-48-170, text)
		pill.Y = r.Y + r.H - 24 - pill.H
	} else {
		drawEmblem(c, sh, t.slug, r.X+56, r.Y+r.H/2, 76, alpha)
		c.Bold(t.name, r.X+112, r.Y+17, 27, name, scenes.Left)
		c.Text(t.players, r.X+112+nameW+20, r.Y+24, 18, text, scenes.Left)
		c.Text(t.pitch, r.X+112, r.Y+58, 19, text, scenes.Left)
	}
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
	return p.fit.out(p.ownTargets(dst), len(dst))
}

// ownTargets lists the targets in the screen's own units.
func (p *picker) ownTargets(dst []scenes.Target) []scenes.Target {
	dst = p.chrome.targets(dst)
	for i := range p.rows {
		dst = append(dst, scenes.Target{Name: "title/" + p.rows[i].title.slug, Rect: p.rows[i].area.Rect})
	}
	return dst
}

// need is the room the picker's content takes.
func (p *picker) need(w, h float64) [2]float64 {
	n := float64(len(p.rows))
	if tall(w, h) {
		return [2]float64{736, 112 + n*pickTallH + (n-1)*pickGap + 40}
	}
	return [2]float64{1136, 112 + n*pickRowH + (n-1)*pickGap + 40}
}
