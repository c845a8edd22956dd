package gods

import (
	"image/color"
	"math"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
)

// drawBar paints the action bar: the viewer's hand, the prompt and the
// buttons.
func (t *Table) drawBar(c *scenes.Canvas) {
	a := t.art
	b := t.lay.bar
	a.box(c, b, 16, colPanel, colBorder, 1)
	if t.results.on {
		t.drawResultsBar(c)
		return
	}
	if t.spectator {
		c.Bold("Bots at play", b.X+20, b.Y+14, 18*t.lay.u, inkAccent, scenes.Left)
	} else {
		t.drawHandTitle(c)
	}
	t.drawPrompt(c)
	if !t.opt.Attract {
		t.buttons[ButtonUndo].enabled = t.canUndo && t.ready()
		t.drawButton(c, &t.buttons[ButtonUndo])
		t.drawButton(c, &t.buttons[ButtonMenu])
	}
}

// drawHandTitle names whose hand the fan shows, on a tab across the top
// edge of the bar.
func (t *Table) drawHandTitle(c *scenes.Canvas) {
	a := t.art
	u := t.lay.u
	b := t.lay.bar
	tab := scenes.Rect{X: t.lay.prompt.X - 6, Y: b.Y - math.Min(10*u, 12), W: t.handTitleW + 20 + 14*u, H: 22 * u}
	a.box(c, tab, tab.H/2, colPanel, colBorder, 1)
	a.blit(c, a.seatMarker(int(t.viewer), 6*u), tab.X+8+6*u, tab.Y+tab.H/2, 1, 1, 1)
	c.Bold(t.handTitle, tab.X+14+14*u, tab.Y+3*u, 14*u, inkText, scenes.Left)
}

func (t *Table) drawPrompt(c *scenes.Canvas) {
	r := t.lay.prompt
	u := t.lay.u
	y := r.Y + 4
	for _, l := range t.promptLines {
		c.Bold(l, r.X, y, 21*u, inkText, scenes.Left)
		y += 27 * u
	}
	y += 6
	for _, l := range t.hintLines {
		c.Text(l, r.X, y, 17*u, inkDim, scenes.Left)
		y += 22 * u
	}
	if t.revealing {
		pts := int(t.scoreNow + 1e-9)
		c.Bold("Points", r.X, r.Y+r.H-30*u, 20*u, inkDim, scenes.Left)
		c.Bold(num(pts), r.X+72*u, r.Y+r.H-38*u, 30*u, inkGood, scenes.Left)
		return
	}
	if t.sel.slot >= 0 && !t.spectator {
		if p := t.mod.hands[t.viewer][t.sel.slot]; p.known() && y+22*u < r.Y+r.H {
			c.Text(needText[p.pawn], r.X, y+4, 16*u, inkAccent, scenes.Left)
		}
	}
}

func (t *Table) drawButton(c *scenes.Canvas, b *button) {
	a := t.art
	r := b.rect
	if b.pressed {
		r = r.Inset(2)
	}
	fill, edge, ink := colPanelHi, colBorder, inkText
	switch {
	case !b.enabled:
		fill, ink = color.RGBA{0x17, 0x1d, 0x2e, 0xff}, inkDim
	case b.primary:
		fill, edge, ink = colAccent, colAccent, inkDark
	}
	a.box(c, scenes.Rect{X: r.X, Y: r.Y + 3, W: r.W, H: r.H}, 12, color.RGBA{0, 0, 0, 0xa0}, colNone, 1)
	a.box(c, r, 12, fill, edge, 1)
	size := clamp(r.H*0.37, 19, 30)
	c.Bold(b.label, r.X+r.W/2, r.Y+r.H/2-size*0.62, size, ink, scenes.Center)
}

// drawSide paints the seats, the bag and the log.
func (t *Table) drawSide(c *scenes.Canvas) {
	a := t.art
	s := t.lay.side
	a.box(c, s, 16, colPanel, colBorder, 1)
	c.Bold("Gods at the table", s.X+20, s.Y+14*t.lay.u, 20*t.lay.u, inkAccent, scenes.Left)
	for i := 0; i < t.seats; i++ {
		t.drawSeat(c, i)
	}
	t.drawBag(c)
	t.drawLog(c)
	t.drawAidButton(c)
}

func (t *Table) drawSeat(c *scenes.Canvas, i int) {
	a := t.art
	r := t.lay.seatRow[i]
	seat := rules.Seat(i)
	acting := seat == t.toMove && !t.mod.over && !t.revealing
	if t.anim.on && t.anim.seat != rules.NoSeat {
		acting = seat == t.anim.seat
	}
	fill := color.RGBA{0x1c, 0x23, 0x37, 0xff}
	edge := colNone
	if acting {
		fill, edge = color.RGBA{0x2c, 0x2a, 0x2a, 0xff}, colAccent
	}
	a.box(c, r, 12, fill, edge, 1)
	if seat == t.mod.active && !t.mod.over && !t.revealing {
		a.rect(c, scenes.Rect{X: r.X, Y: r.Y + 8, W: 4, H: r.H - 16}, a.seatColor(i), 1)
	}
	u := t.lay.u
	a.blit(c, a.seatMarker(i, 12*u), r.X+14+12*u, r.Y+r.H/2, 1, 1, 1)
	tx := r.X + 22 + 26*u
	c.Bold(t.name.name(seat), tx, r.Y+10*u, 18*u, inkText, scenes.Left)
	c.Text(t.seatTag[i], tx, r.Y+36*u, 14*u, inkDim, scenes.Left)
	if role := t.seatRole[i]; role != "" {
		w, _ := c.Measure(t.seatTag[i], 14*u)
		c.Bold(role, tx+8+w, r.Y+36*u, 14*u, inkAccent, scenes.Left)
	}
	for j := 0; j < gods.HandSize; j++ {
		x, y := t.lay.handMini(i, j)
		a.blit(c, a.disc(t.lay.seatMini+2, colSlot), x, y, 1, 1, 1)
		p := t.mod.hands[i][j]
		if !p.on || t.anim.hidesSlot(seat, j) {
			continue
		}
		a.blit(c, a.pawnBack(p.kind, t.lay.seatMini), x, y, 1, 1, 1)
		if t.mod.indicated == j && seat == t.mod.active && !t.mod.over {
			a.blit(c, a.ring(t.lay.seatMini+3, 3, colAccent), x, y, 1, 1, 1)
		}
	}
	if t.mod.committed[i] && t.prompt.Kind == "share" {
		x, y := t.lay.handMini(i, 0)
		a.blit(c, a.disc(6, colGood), x-t.lay.seatMini-12, y, 1, 1, 1)
	}
}

var bagKinds = [...]gods.Kind{gods.Water, gods.Mineral, gods.Plant, gods.Insect, gods.Animal, gods.Oxygen, gods.Bacteria}

func (t *Table) drawBag(c *scenes.Canvas) {
	a := t.art
	r := t.lay.bag
	u := t.lay.u
	a.box(c, r, 12, color.RGBA{0x1c, 0x23, 0x37, 0xff}, colNone, 1)
	c.Bold("Bag", r.X+14, r.Y+8*u, 17*u, inkText, scenes.Left)
	c.Text(t.bagTxt, r.X+20+32*u, r.Y+10*u, 15*u, inkDim, scenes.Left)
	step := (r.W - 24) / float64(len(bagKinds))
	for i, k := range bagKinds {
		x := r.X + 12 + step*(float64(i)+0.5)
		y := r.Y + 50*u
		n := t.mod.bag[k]
		alpha := 1.0
		if n == 0 {
			alpha = 0.25
		}
		a.blit(c, a.pawnBack(k, 15*u), x, y, 1, 1, alpha)
		c.Bold(num(n), x, y+17*u, 15*u, inkText, scenes.Center)
	}
}

func (t *Table) drawLog(c *scenes.Canvas) {
	a := t.art
	r := t.lay.log
	a.box(c, r, 12, color.RGBA{0x10, 0x15, 0x22, 0xff}, colNone, 1)
	lg := &t.log
	c.Bold("Log", r.X+14, r.Y+8*t.lay.u, 17*t.lay.u, inkText, scenes.Left)
	top := r.Y + 34*t.lay.u
	// Start at the first line of an item, so no item shows cut in half.
	fit := int((r.Y + r.H - 10 - top) / lg.lead)
	first := max(0, len(t.log.lines)-fit)
	for first < len(t.log.lines) && first > 0 && !t.log.lines[first].start {
		first++
	}
	y := r.Y + r.H - 10 - lg.lead
	for i := len(t.log.lines) - 1; i >= first && y >= top; i-- {
		l := &t.log.lines[i]
		col := inkDim
		if l.major {
			col = inkAccent
		}
		if i == len(t.log.lines)-1 {
			col = inkText
		}
		if l.seat >= 0 && int(l.seat) < t.seats {
			a.blit(c, a.seatMarker(int(l.seat), lg.size*0.32), r.X+18, y+lg.size*0.56, 1, 1, 1)
		}
		tx := r.X + 20 + lg.size/2
		if l.major {
			c.Bold(l.text, tx, y, lg.size, col, scenes.Left)
		} else {
			c.Text(l.text, tx, y, lg.size, col, scenes.Left)
		}
		y -= lg.lead
	}
}
