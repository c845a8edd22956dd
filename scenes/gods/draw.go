package gods

import (
	"image/color"
	"math"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/sprites"
)

var (
	colPanel    = color.RGBA{0x15, 0x1b, 0x2b, 0xf2}
	colPanelHi  = color.RGBA{0x22, 0x2b, 0x44, 0xff}
	colBorder   = scenes.ColBorder
	colAccent   = scenes.ColAccent
	colGood     = scenes.ColGood
	colShade    = color.RGBA{0x04, 0x06, 0x0c, 0xd0}
	colNone     = color.RGBA{}
	colSlot     = color.RGBA{0x0e, 0x13, 0x20, 0xff}
	colSlotEdge = color.RGBA{0x33, 0x3e, 0x5c, 0xff}
)

// Draw paints the table.
func (t *Table) Draw(c *scenes.Canvas) {
	if t.lay.w == 0 {
		return
	}
	t.art.ensure(c.Scale)
	t.art.blit(c, t.art.sky(c.W, c.H), c.W/2, c.H/2, 1, 1, 1)
	if t.passTo != rules.NoSeat {
		t.drawPass(c)
		if t.pause {
			t.drawPause(c)
		}
		return
	}
	t.drawBoard(c)
	t.drawBar(c)
	if t.results.on {
		t.drawResults(c)
	} else {
		t.drawSide(c)
	}
	t.drawHand(c)
	t.drawDropTargets(c)
	t.drawAnim(c)
	t.drawBanner(c)
	t.drawToast(c)
	if t.opt.Attract {
		t.drawAttract(c)
	}
	if t.oxy.open {
		t.drawOxygen(c)
	}
	if t.hover.shown && !t.pause && !t.oxy.open && !t.hv.hand.Busy() {
		t.drawTooltip(c)
	}
	t.drawAid(c)
	t.drawHandZoom(c)
	if t.pause {
		t.drawPause(c)
	}
	if t.still {
		t.drawStill(c)
	}
}

// pulse is a slow glow in [0.55, 1] for legal targets.
func (t *Table) pulse() float64 { return 0.775 + 0.225*math.Sin(float64(t.now)*0.12) }

func (t *Table) drawBoard(c *scenes.Canvas) {
	a := t.art
	for ci := 0; ci < gods.Continents; ci++ {
		r := t.lay.cont[ci]
		cx, cy := r.Center()
		alpha, scale := 1.0, 1.0
		aside := t.mod.setAside == ci
		if aside {
			alpha = 0.38
		}
		if t.anim.on && t.anim.kind == anOpen && t.anim.cont == ci {
			p := scenes.EaseOut(t.anim.progress(t.now))
			alpha, scale = 0.38+0.62*p, 0.94+0.06*scenes.Back(p)
		}
		a.blit(c, a.continent(ci, &t.lay), cx, cy, scale, scale, alpha)
		t.drawHeader(c, ci, alpha)
		if aside {
			t.drawAside(c, ci)
		}
		if v := t.mod.validated[ci]; v != 0 && !(t.anim.on && t.anim.kind == anCont && t.anim.cont == ci && t.anim.progress(t.now) < 0.3) {
			if v > 0 {
				a.blit(c, a.frame(r.W, r.H, 18, colGood), cx, cy, 1, 1, t.pulse())
			} else {
				a.box(c, r, 18, color.RGBA{0, 0, 0, 0x60}, colNone, 1)
			}
		}
		switch {
		case t.hi.cont[ci]:
			a.blit(c, a.frame(r.W, r.H, 18, colAccent), cx, cy, 1, 1, t.pulse())
		case t.mod.designated == ci && !t.mod.over && !t.revealing:
			a.blit(c, a.frame(r.W, r.H, 18, colAccent), cx, cy, 1, 1, 0.9)
		}
		if t.anim.on && t.anim.kind == anCont && t.anim.cont == ci {
			col := colAccent
			if t.mod.over {
				col = colGood
				if t.mod.validated[ci] < 0 {
					col = scenes.ColBad
				}
			}
			a.blit(c, a.frame(r.W, r.H, 18, col), cx, cy, 1, 1, scenes.Pulse(t.anim.progress(t.now)))
		}
		t.drawSpaces(c, ci, alpha)
		if t.anim.on && t.anim.kind == anOpen && t.anim.cont == ci {
			t.drawOpening(c, ci)
		}
	}
}

// drawOpening announces the continent that comes into play, and shows the
// Bacteria leaving it for the bag.
func (t *Table) drawOpening(c *scenes.Canvas, ci int) {
	a := t.art
	pr := t.anim.progress(t.now)
	r := t.lay.cont[ci]
	cx, cy := r.X+r.W/2, r.Y+t.lay.tabH+(r.H-t.lay.tabH)/2
	alpha := math.Min(1, math.Min(pr*5, (1-pr)*4))
	tag := scenes.Rect{X: cx - 170, Y: cy - 30, W: 340, H: 60}
	a.box(c, tag, 14, color.RGBA{0x0a, 0x0c, 0x14, 0xe8}, colAccent, alpha)
	if alpha > 0.5 {
		c.Bold(t.openTxt, cx, tag.Y+8, 22, inkAccent, scenes.Center)
		c.Text("The Bacteria go into the bag", cx, tag.Y+36, 15, inkDim, scenes.Center)
	}
	bx, by := t.lay.bagPoint()
	e := scenes.EaseInOut(pr)
	br := t.lay.pawnR * 0.7
	for k := -1.0; k <= 1; k += 2 {
		sx := tag.X + tag.W/2 + k*(tag.W/2+br+6)
		x := sx + (bx-sx)*e
		y := cy + (by-cy)*e - 60*scenes.Pulse(pr)
		a.blit(c, a.pawnBack(gods.Bacteria, br), x, y, 1, 1, 1)
	}
}

func (t *Table) drawHeader(c *scenes.Canvas, ci int, alpha float64) {
	r := t.lay.cont[ci]
	a := t.art
	k := t.lay.tabH / 50
	mid := r.Y + t.lay.tabH/2
	a.blit(c, a.disc(17*k, color.RGBA{0xf5, 0xed, 0xd6, 0xff}), r.X+13+17*k, mid, 1, 1, alpha)
	c.Bold(contLetters[ci], r.X+13+17*k, mid-12*k, 22*k, inkDark, scenes.Center)
	f := &t.art.conts[ci].face
	c.Bold(f.Name, r.X+22+34*k, mid-11*k, 18*k, inkText, scenes.Left)
	diff := "easy face"
	if f.Difficult {
		diff = "difficult face"
	}
	c.Text(diff, r.X+r.W-16, mid-9*k, 14*k, inkDim, scenes.Right)
}

// drawAside marks the continent set aside, with the Bacteria waiting on it.
func (t *Table) drawAside(c *scenes.Canvas, ci int) {
	r := t.lay.cont[ci]
	a := t.art
	cx, cy := r.X+r.W/2, r.Y+t.lay.tabH+(r.H-t.lay.tabH)/2
	tag := scenes.Rect{X: cx - 150, Y: cy - 34, W: 300, H: 68}
	a.box(c, tag, 14, color.RGBA{0x0a, 0x0c, 0x14, 0xe0}, colBorder, 1)
	c.Bold("SET ASIDE", cx, tag.Y+8, 20, inkAccent, scenes.Center)
	c.Text("opens when a continent is full", cx, tag.Y+38, 14, inkDim, scenes.Center)
	br := t.lay.pawnR * 0.7
	a.blit(c, a.pawnBack(gods.Bacteria, br), tag.X-br-6, cy, 1, 1, 1)
	a.blit(c, a.pawnBack(gods.Bacteria, br), tag.X+tag.W+br+6, cy, 1, 1, 1)
}

func (t *Table) drawSpaces(c *scenes.Canvas, ci int, alpha float64) {
	a := t.art
	lookC, lookS := -1, -1
	if t.prompt.Kind == "lookmove" && t.synced {
		lookC, lookS = t.lookedSpace()
	}
	for sp := 0; sp < gods.Spaces; sp++ {
		i := int16(ci*gods.Spaces + sp)
		x, y := t.spacePos(i)
		ring := t.lay.spaceR + 5
		switch {
		case t.sel.space == i:
			a.blit(c, a.ring(ring, 5, colAccent), x, y, 1, 1, 1)
		case t.hi.space[i]:
			a.blit(c, a.glow(ring, colAccent), x, y, 1, 1, t.pulse())
		case t.hi.src[i]:
			a.blit(c, a.ring(ring, 2, colAccent), x, y, 1, 1, 0.5)
		}
		if ci == lookC && sp == lookS {
			a.blit(c, a.ring(ring, 4, colGood), x, y, 1, 1, 1)
		}
		p := t.mod.board[ci][sp]
		if !p.on || t.anim.hidesSpace(i) {
			continue
		}
		pa := alpha
		unmet := sp < gods.ElementSpaces && t.mod.revealed[ci][sp] < 0
		if unmet {
			pa *= 0.45
		}
		t.drawPiece(c, p, x, y, t.lay.pawnR, 1, pa)
		if unmet {
			a.blit(c, a.cross(t.lay.pawnR), x, y, 1, 1, 1)
		}
		if t.mod.over && sp == gods.WhiteSpace && !p.up {
			chip := scenes.Rect{X: x + t.lay.pawnR*0.35, Y: y - t.lay.pawnR - 6, W: 34, H: 22}
			a.box(c, chip, 11, colGood, colNone, 1)
			c.Bold("+1", chip.X+17, chip.Y+3, 15, inkDark, scenes.Center)
		}
	}
}

func (t *Table) lookedSpace() (int, int) {
	for _, mv := range t.legal {
		if mv.Kind == gods.MoveMove {
			return int(mv.A), int(mv.B)
		}
	}
	return -1, -1
}

// drawPiece draws a pawn: need side up when it shows, else its colour and
// icon, with a need badge when the viewer knows what it needs.
func (t *Table) drawPiece(c *scenes.Canvas, p piece, x, y, r, sx, alpha float64) {
	a := t.art
	if p.up && p.known() {
		a.blit(c, a.pawnNeed(p.pawn, r), x, y, sx, 1, alpha)
		return
	}
	a.blit(c, a.pawnBack(p.kind, r), x, y, sx, 1, alpha)
	if p.known() && sx > 0.6 {
		br := math.Max(r*0.46, 11)
		a.blit(c, a.badge(p.pawn, br), x+r*0.78, y-r*0.72, 1, 1, alpha)
	}
}

// drawHandPiece draws a pawn of the viewer's hand: need side up, with a
// chip of its colour and icon.
func (t *Table) drawHandPiece(c *scenes.Canvas, p piece, x, y, r, alpha float64) {
	a := t.art
	if !p.known() {
		a.blit(c, a.pawnBack(p.kind, r), x, y, 1, 1, alpha)
		return
	}
	a.blit(c, a.pawnNeed(p.pawn, r), x, y, 1, 1, alpha)
	cr := r * 0.4
	a.blit(c, a.pawnBack(p.kind, cr), x-r*0.82, y+r*0.72, 1, 1, alpha)
}

func (t *Table) drawAnim(c *scenes.Canvas) {
	an := &t.anim
	if !an.on {
		return
	}
	a := t.art
	pr := an.progress(t.now)
	switch an.kind {
	case anFly:
		e := scenes.EaseInOut(pr)
		lift := 1 + 0.25*scenes.Pulse(pr)
		for k := 0; k < an.n; k++ {
			f := &an.flights[k]
			x := f.fx + (f.tx-f.fx)*e
			y := f.fy + (f.ty-f.fy)*e - 40*scenes.Pulse(pr)
			r := (f.fr + (f.tr-f.fr)*e) * lift
			if f.space < 0 && f.seat == int8(t.viewer) && !t.spectator {
				t.drawHandPiece(c, f.p, x, y, r, 1)
			} else {
				t.drawPiece(c, f.p, x, y, r, 1, 1)
			}
		}
	case anFlip:
		x, y := t.spacePos(an.space)
		r := t.lay.pawnR * (1 + 0.2*scenes.Pulse(pr))
		if pr < 0.5 {
			t.drawPiece(c, an.old, x, y, r, 1-2*pr, 1)
		} else {
			t.drawPiece(c, *t.mod.at(an.space), x, y, r, 2*pr-1, 1)
		}
	case anPulse:
		var x, y float64
		switch {
		case an.space >= 0:
			x, y = t.spacePos(an.space)
		case an.slot >= 0:
			x, y, _ = t.slotPos(an.seat, an.slot)
		default:
			return
		}
		r := t.lay.spaceR + 4 + 14*pr
		a.blit(c, a.ring(t.lay.spaceR+4, 4, colAccent), x, y, r/(t.lay.spaceR+4), r/(t.lay.spaceR+4), 1-pr)
	case anBacteria:
		t.drawBacteria(c, pr)
	}
}

// drawBacteria shows the Bacteria drawn, large, with what it does.
func (t *Table) drawBacteria(c *scenes.Canvas, pr float64) {
	a := t.art
	b := t.lay.board
	cx, cy := b.X+b.W/2, b.Y+b.H/2
	in := scenes.EaseOut(math.Min(1, pr*4))
	alpha := math.Min(1, (1-pr)*6)
	card := scenes.Rect{X: cx - 260, Y: cy - 120, W: 520, H: 240}
	a.box(c, card, 22, color.RGBA{0x1d, 0x12, 0x2c, 0xf4}, sprites.KindColor(int(gods.Bacteria)), alpha)
	r := 58 * (0.6 + 0.4*scenes.Back(in))
	a.blit(c, a.pawnNeed(t.anim.pawn, 58), card.X+90, cy, r/58, r/58, alpha)
	c.Bold(t.anim.caption, card.X+170, card.Y+48, 22, inkText, scenes.Left)
	n := gods.NeedOf(t.anim.pawn)
	c.Bold(effectNames[n.Effect], card.X+170, card.Y+90, 34, inkAccent, scenes.Left)
	c.Text(effectLines[n.Effect][0], card.X+170, card.Y+144, 17, inkDim, scenes.Left)
	c.Text(effectLines[n.Effect][1], card.X+170, card.Y+168, 17, inkDim, scenes.Left)
}

var effectNames = [...]string{gods.Share: "Share!", gods.Shift: "Move!"}

var effectLines = [...][2]string{
	gods.Share: {"Every god passes one pawn", "to the god on their left."},
	gods.Shift: {"Move a placed pawn to a free", "space of another continent."},
}

func (t *Table) drawBanner(c *scenes.Canvas) {
	b := &t.banner
	if b.title == "" || t.now >= b.end {
		return
	}
	pr := float64(t.now-b.start) / float64(b.end-b.start)
	alpha := math.Min(1, math.Min(pr*6, (1-pr)*5))
	board := t.lay.board
	w := 440.0
	y := board.Y + 8 - 24*(1-scenes.EaseOut(math.Min(1, pr*5)))
	r := scenes.Rect{X: board.X + board.W/2 - w/2, Y: y, W: w, H: 74}
	t.art.box(c, r, 16, color.RGBA{0x0a, 0x0d, 0x18, 0xf0}, colAccent, alpha)
	if alpha < 0.5 {
		return
	}
	c.Bold(b.title, r.X+r.W/2, r.Y+8, 26, inkAccent, scenes.Center)
	c.Text(b.sub, r.X+r.W/2, r.Y+44, 18, inkText, scenes.Center)
}

func (t *Table) drawToast(c *scenes.Canvas) {
	if t.toast == "" || t.now >= t.toastEnd {
		return
	}
	w, _ := c.Measure(t.toast, 18)
	w = math.Ceil((w+48)/16) * 16
	b := t.lay.board
	r := scenes.Rect{X: b.X + b.W/2 - w/2, Y: b.Y + b.H - 64, W: w, H: 48}
	alpha := math.Min(1, float64(t.toastEnd-t.now)/20)
	t.art.box(c, r, 24, color.RGBA{0x26, 0x14, 0x14, 0xf2}, scenes.ColBad, alpha)
	c.Text(t.toast, r.X+r.W/2, r.Y+13, 18, inkText, scenes.Center)
}

func (t *Table) drawTooltip(c *scenes.Canvas) {
	h := &t.hover
	if h.text == "" {
		return
	}
	w, _ := c.Measure(h.text, 17)
	big := h.pawn != gods.NoPawn
	pad := 16.0
	if big {
		pad = 84
	}
	w = math.Ceil((w+pad+20)/16) * 16
	ht := 44.0
	if big {
		ht = 84
	}
	x := math.Min(h.x+18, t.lay.w-w-8)
	y := h.y - ht - 16
	if j := h.key - 100; j >= 0 && j < gods.HandSize {
		// Over a tile of the hand: above it, clear of the lifted tile.
		y = t.tileTop(j) - ht - 10
	}
	if y < 8 {
		y = h.y + 28
	}
	r := scenes.Rect{X: x, Y: y, W: w, H: ht}
	t.art.box(c, r, 12, colPanelHi, colAccent, 1)
	if big {
		t.art.blit(c, t.art.pawnNeed(h.pawn, 32), r.X+42, r.Y+ht/2, 1, 1, 1)
	}
	c.Text(h.text, r.X+pad, r.Y+ht/2-10, 17, inkText, scenes.Left)
}

func (t *Table) drawAttract(c *scenes.Canvas) {
	alpha := 0.6 + 0.4*math.Sin(float64(t.now)*0.06)
	b := t.lay.board
	r := scenes.Rect{X: b.X + b.W/2 - 190, Y: b.Y + b.H/2 - 36, W: 380, H: 72}
	t.art.box(c, r, 36, color.RGBA{0x0a, 0x0d, 0x18, 0xe8}, colAccent, alpha)
	c.Bold("Tap to play", r.X+r.W/2, r.Y+20, 28, inkAccent, scenes.Center)
}
