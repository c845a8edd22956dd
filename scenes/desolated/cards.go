package desolated

import (
	"image/color"
	"strconv"

	dr "starboard/rules/desolated"
	"starboard/scenes"
)

// Colours of the table.
var (
	colUsed = color.RGBA{0x0b, 0x0e, 0x18, 0x90}
)

// materialChip draws the icon of material m in a circle of radius r.
func (f *faces) materialChip(c *scenes.Canvas, m dr.Material, x, y, r float64) {
	c.Symbol("material", 2*r)
	c.ImageIn(f.art.Material(m, float64(c.Px(2*r))), scenes.Rect{X: x - r, Y: y - r, W: 2 * r, H: 2 * r}, 1)
}

// tokenChip draws a token of material m in a circle of radius r.
func (f *faces) tokenChip(c *scenes.Canvas, m dr.Material, x, y, r float64) {
	c.Symbol("token", 2*r)
	c.ImageIn(f.art.Token(m, float64(c.Px(2*r))), scenes.Rect{X: x - r, Y: y - r, W: 2 * r, H: 2 * r}, 1)
}

// influenceChip draws the sign of influence i in a circle of radius r.
func (f *faces) influenceChip(c *scenes.Canvas, i dr.Influence, x, y, r float64) {
	c.Symbol("influence", 2*r)
	c.ImageIn(f.art.Influence(i, float64(c.Px(2*r))), scenes.Rect{X: x - r, Y: y - r, W: 2 * r, H: 2 * r}, 1)
}

// tokenPile draws the tokens b, centred on x, y, as the inventory shows
// a seat's: a token's round chip and its count ("×2") per material, and
// returns where it drew them. The tokens left on an Influence card read
// as tokens, not as a cost.
func (f *faces) tokenPile(c *scenes.Canvas, b dr.Bundle, x, y, r float64) scenes.Rect {
	size := c.AtLeast(r * 1.75)
	w := 0.0
	for m := range dr.NumMaterials {
		if b[m] > 0 {
			tw, _ := c.Measure(times(int(b[m])), size)
			w += 2*r + 2 + tw + r*0.8
		}
	}
	w -= r * 0.8
	x -= w / 2
	pile := scenes.Rect{X: x - 4, Y: y - r - 2, W: w + 10, H: 2*r + 4}
	c.RoundRect(pile, r+2, colAside)
	for m := range dr.NumMaterials {
		if b[m] == 0 {
			continue
		}
		f.tokenChip(c, dr.Material(m), x+r, y, r)
		s := times(int(b[m]))
		c.Bold(s, x+2*r+2, y-size*0.56, size, scenes.ColText, scenes.Left)
		tw, _ := c.Measure(s, size)
		x += 2*r + 2 + tw + r*0.8
	}
	return pile
}

// timesTexts are the counts of a token pile, written out once.
var timesTexts = func() (out [32]string) {
	for i := range out {
		out[i] = "×" + strconv.Itoa(i)
	}
	return out
}()

// times writes a count of tokens: "×2".
func times(n int) string {
	if n >= 0 && n < len(timesTexts) {
		return timesTexts[n]
	}
	return "×" + strconv.Itoa(n)
}

// bundle draws the units of b from x, centred on y, as "2" and a chip per
// material, and returns the width used. A lone unit is its chip; in a
// bundle of several units every material has its count ("5 ▲ 1 ■").
func (f *faces) bundle(c *scenes.Canvas, b dr.Bundle, x, y, r float64, align scenes.Align) float64 {
	w := bundleWidth(c, b, r)
	switch align {
	case scenes.Center:
		x -= w / 2
	case scenes.Right:
		x -= w
	}
	start := x
	counted := b.Units() > 1
	for m := range dr.NumMaterials {
		n := b[m]
		if n == 0 {
			continue
		}
		if counted {
			s := strconv.Itoa(int(n))
			size := c.AtLeast(r * 1.5)
			c.Bold(s, x, y-size*0.55, size, scenes.ColText, scenes.Left)
			tw, _ := c.Measure(s, size)
			x += tw + 1
		}
		f.materialChip(c, dr.Material(m), x+r, y, r)
		x += 2*r + r*0.5
	}
	return x - start
}

func bundleWidth(c *scenes.Canvas, b dr.Bundle, r float64) float64 {
	w := 0.0
	counted := b.Units() > 1
	for m := range dr.NumMaterials {
		n := b[m]
		if n == 0 {
			continue
		}
		if counted {
			tw, _ := c.Measure(strconv.Itoa(int(n)), c.AtLeast(r*1.5))
			w += tw + 1
		}
		w += 2*r + r*0.5
	}
	return w
}

// sway draws the influence of s centred on x, y.
func (f *faces) sway(c *scenes.Canvas, s dr.Sway, x, y, r float64) {
	n := s.Total()
	w := float64(n)*2*r + float64(max(n-1, 0))*r*0.4
	px := x - w/2 + r
	for i := range dr.NumInfluences {
		for range s[i] {
			f.influenceChip(c, dr.Influence(i), px, y, r)
			px += 2*r + r*0.4
		}
	}
}
