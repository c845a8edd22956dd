package gods

import (
	"image/color"
	"math"

	"starboard/rules/gods"
	"starboard/scenes"
)

// drawPass covers the table until the next person holds the device.
func (t *Table) drawPass(c *scenes.Canvas) {
	a := t.art
	cx, cy := c.W/2, c.H/2
	seat := int(t.passTo)
	a.blit(c, a.seatMarker(seat, 44), cx, cy-150, 1, 1, 1)
	c.Text("Pass the device to", cx, cy-82, 28, inkDim, scenes.Center)
	c.Bold(t.name.name(t.passTo), cx, cy-40, 52, inkText, scenes.Center)
	c.Text(t.passTxt, cx, cy+34, 20, inkDim, scenes.Center)
	t.drawButton(c, &t.buttons[ButtonContinue])
}

func (t *Table) drawDialog(c *scenes.Canvas, r scenes.Rect, title string) {
	a := t.art
	a.rect(c, scenes.Rect{W: c.W, H: c.H}, colShade, 0.8)
	a.box(c, scenes.Rect{X: r.X + 4, Y: r.Y + 6, W: r.W, H: r.H}, 18, color.RGBA{0, 0, 0, 0xa0}, colNone, 1)
	a.box(c, r, 18, colPanel, colBorder, 1)
	c.Bold(title, r.X+24, r.Y+18, 26, inkAccent, scenes.Left)
}

func (t *Table) drawPause(c *scenes.Canvas) {
	r := t.dialogRect(520, 260)
	t.drawDialog(c, r, "Paused")
	if t.saves.Failing() {
		c.Text("The last move could not be saved.", r.X+24, r.Y+74, 20, inkText, scenes.Left)
		c.Text("Play goes on; the next move tries again.", r.X+24, r.Y+102, 20, inkDim, scenes.Left)
	} else {
		c.Text("The game is saved after every move.", r.X+24, r.Y+74, 20, inkText, scenes.Left)
		c.Text("You can resume it later from the menu.", r.X+24, r.Y+102, 20, inkDim, scenes.Left)
	}
	t.drawButton(c, &t.buttons[ButtonResume])
	t.drawButton(c, &t.buttons[ButtonQuit])
}

func (t *Table) drawStill(c *scenes.Canvas) {
	r := t.dialogRect(520, 260)
	t.drawDialog(c, r, "Still playing?")
	c.Text("Tap to keep playing, or the table", r.X+24, r.Y+74, 20, inkText, scenes.Left)
	c.Text("returns to the title in a moment.", r.X+24, r.Y+102, 20, inkDim, scenes.Left)
	t.drawButton(c, &t.buttons[ButtonStillHere])
}

func (t *Table) drawOxygen(c *scenes.Canvas) {
	r := t.dialogRect(680, 330)
	t.drawDialog(c, r, "Which side up?")
	if t.oxy.pawn != gods.NoPawn {
		t.art.blit(c, t.art.pawnNeed(t.oxy.pawn, 26), r.X+r.W-50, r.Y+36, 1, 1, 1)
		c.Text(t.oxyText, r.X+24, r.Y+70, 18, inkText, scenes.Left)
	}
	c.Text("Action now, or keep it secret for 1 point at the end.", r.X+24, r.Y+98, 17, inkDim, scenes.Left)
	t.drawButton(c, &t.buttons[ButtonActionSide])
	t.drawButton(c, &t.buttons[ButtonElementSide])
	e := t.buttons[ButtonElementSide].rect
	c.Text("+1 point at the end", e.X+e.W/2, e.Y+e.H-24, 15, inkAccent, scenes.Center)
	t.drawButton(c, &t.buttons[ButtonCancel])
}

// drawResults shows the score, its breakdown and the level reached where
// the table panel was, leaving the final board in view.
func (t *Table) drawResults(c *scenes.Canvas) {
	res := &t.results
	pr := math.Min(1, float64(t.now-res.start)/30)
	r := t.lay.side
	a := t.art
	a.box(c, r, 16, color.RGBA{0x15, 0x1b, 0x2b, 0xff}, colAccent, 1)
	if pr < 0.3 {
		return
	}
	cx := r.X + r.W/2
	y := r.Y + 16
	c.Bold(res.title, cx, y, 22, inkAccent, scenes.Center)
	y += 38
	shown := int(math.Floor(t.scoreNow + 1e-9))
	c.Bold(num(shown), cx-14, y, 56, inkText, scenes.Right)
	c.Bold("/ 24 points", cx-2, y+26, 22, inkDim, scenes.Left)
	y += 76
	for _, g := range res.ladder {
		ink, fill := inkDim, color.RGBA{}
		if g.reached {
			ink, fill = inkDark, colGood
		}
		row := scenes.Rect{X: r.X + 16, Y: y, W: r.W - 32, H: 28}
		if g.reached {
			a.box(c, row, 8, fill, colNone, 1)
		}
		c.Bold(g.name, row.X+12, row.Y+5, 16, ink, scenes.Left)
		c.Text(g.scores, row.X+row.W-12, row.Y+5, 16, ink, scenes.Right)
		y += 30
	}
	y += 12
	a.rect(c, scenes.Rect{X: r.X + 16, Y: y, W: r.W - 32, H: 1.5}, colBorder, 1)
	y += 12
	for i := range res.lines {
		l := &res.lines[i]
		ink := inkDim
		if l.good {
			ink = inkText
		}
		for k, s := range l.text {
			c.Text(s, r.X+20, y, 16, ink, scenes.Left)
			if k == 0 {
				c.Bold(num(l.points), r.X+r.W-24, y, 17, ink, scenes.Right)
			}
			y += 20
		}
		y += 6
	}
	a.rect(c, scenes.Rect{X: r.X + 16, Y: y, W: r.W - 32, H: 1.5}, colBorder, 1)
	c.Bold("Total", r.X+20, y+10, 20, inkAccent, scenes.Left)
	c.Bold(num(res.total), r.X+r.W-24, y+10, 20, inkAccent, scenes.Right)
}

// drawResultsBar puts the level and the buttons in the action bar.
func (t *Table) drawResultsBar(c *scenes.Canvas) {
	b := t.lay.bar
	c.Bold("Your planet scores", b.X+24, b.Y+26, 20, inkDim, scenes.Left)
	c.Bold(t.results.level, b.X+24, b.Y+58, 34, inkGood, scenes.Left)
	if t.opt.Attract {
		return
	}
	t.drawButton(c, &t.buttons[ButtonPlayAgain])
	t.drawButton(c, &t.buttons[ButtonResultsMenu])
}
