package revenant

import (
	"image/color"

	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/table"
)

// newsTicks is how long a headline stays in the news strip.
const newsTicks = 110

// news is the headline of the last event worth one ("Round 2", "Breach:
// Sector 6 attacked"): the board writes it in a slim strip of its own,
// over the room kept free above the hand, rather than in the kit's
// banner, which would cross the map and the House track it announces.
type news struct {
	text  string
	start int64 // the frame it was first drawn at; -1 before
}

// announce puts text in the news strip once the move playing has played
// (Sync): the board shows what it says then.
func (t *Table) announce(text string) { t.newsNext = text }

// newsRect is where the news strip lies: the room kept free for a raised
// hand card, between the boards and the hand (the strip kept along the
// bottom of a table with no hand), as wide as the map over it (the whole
// board's width when the map lies across it).
func (l *layout) newsRect() scenes.Rect {
	h := l.raise * l.handScale
	if l.handless {
		h = l.handBand
	}
	w := l.area.W
	if !l.stacked {
		w = l.mapArea.W
	}
	return scenes.Rect{X: l.area.X, Y: l.handTop, W: w, H: h - 2}
}

var (
	colNewsBack = color.RGBA{0x08, 0x0a, 0x12, 0xf0}
	colNewsLine = color.RGBA{0xf2, 0xb8, 0x4b, 0xff}
	colNewsText = color.RGBA{0xec, 0xe8, 0xdc, 0xff}
)

// drawNews draws the headline in the news strip while it lasts, fading
// in and out.
func (t *Table) drawNews(c *scenes.Canvas, f *table.Frame[obj]) {
	n := &t.news
	if n.text == "" {
		t.drawRoundLine(c)
		return
	}
	if n.start < 0 {
		n.start = f.Now
	}
	k := float64(f.Now-n.start) / newsTicks
	if k >= 1 || k < 0 {
		n.text = ""
		t.drawRoundLine(c)
		return
	}
	alpha := 1.0
	if k < 0.1 {
		alpha = k / 0.1
	} else if k > 0.8 {
		alpha = (1 - k) / 0.2
	}
	r := t.lay.newsRect()
	fade := func(col color.RGBA) color.RGBA {
		return color.RGBA{uint8(float64(col.R) * alpha), uint8(float64(col.G) * alpha), uint8(float64(col.B) * alpha), uint8(float64(col.A) * alpha)}
	}
	c.RoundRect(r, 6, fade(colNewsBack))
	c.RoundRectStroke(r, 6, 2, fade(colNewsLine))
	ts, y := t.clearOfRaised(c, r, fitLine(c, n.text, grow(c, min(r.H*0.62, 30), r.H*0.7), r.W-24))
	c.Bold(n.text, r.X+r.W/2, y, ts, fade(colNewsText), scenes.Center)
}

// clearOfRaised returns the size, up to ts, and the top of a line of the
// news strip r: in its middle, or at its top, smaller where need be,
// while a hand card raised and its highlight take the strip's foot (the
// nineteenth review saw a lifted card cover the round's line).
func (t *Table) clearOfRaised(c *scenes.Canvas, r scenes.Rect, ts float64) (float64, float64) {
	if t.hand == nil || t.hand.Selected() < 0 && t.hand.Lifted() < 0 {
		return ts, r.Y + (r.H-ts)/2 - ts*0.08
	}
	room := r.H - 0.06*t.hand.CardH*t.lay.handScale - 7
	return max(min(ts, room), c.AtLeast(ts*0.8)), r.Y
}

// drawRoundLine writes, quietly, in the news strip between headlines,
// where the round stands: "Round 2 of 4 · 5 of 12 Crew figures placed ·
// then Recall, Breach, Hyperjump" (the thirteenth review saw the strip
// as an empty band).
func (t *Table) drawRoundLine(c *scenes.Canvas) {
	if t.view == nil || t.Prompt.Kind == "over" || t.lay.handless {
		return
	}
	v := t.view
	var line string
	if setupStep(t.Prompt.Kind) > 0 {
		line = "Setup, then round 1 of 4"
	} else {
		placed := t.placed()
		next := "then Recall, Breach, Hyperjump"
		if v.Round() == 4 {
			next = "then Recall, Breach, final scoring"
		}
		line = t.texts.Cat(t.texts.Cat("Round ", scenes.Itoa(v.Round()), " of 4 · "), t.texts.Cat(scenes.Itoa(placed), " of ", scenes.Itoa(3*v.Seats())), t.texts.Cat(" Crew figures placed · ", next, ""))
	}
	r := t.lay.newsRect()
	size := grow(c, min(r.H*0.5, 17), r.H*0.7)
	if !legible(c, fitLine(c, line, size, r.W-24)) && setupStep(t.Prompt.Kind) == 0 {
		// A phone's narrow strip: the round and the figures placed.
		line = t.texts.Cat(t.texts.Cat("Round ", scenes.Itoa(v.Round()), " of 4 · "), t.texts.Cat(scenes.Itoa(t.placed()), " of ", scenes.Itoa(3*v.Seats())), " Crew placed")
	}
	ts, y := t.clearOfRaised(c, r, fitLine(c, line, size, r.W-24))
	c.Text(line, r.X+r.W/2, y, ts, scenes.ColDim, scenes.Center)
}

// placed counts the Crew figures placed this round.
func (t *Table) placed() int {
	n := 0
	for p := rules.Seat(0); int(p) < t.view.Seats(); p++ {
		for k := 0; k < 3; k++ {
			if t.view.FigureUsed(p, k) {
				n++
			}
		}
	}
	return n
}
