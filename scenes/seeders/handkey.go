package seeders

import (
	"strings"

	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/sprites"
)

// handKey returns the CardView.Key of hand card id: a long press on the
// hand shows the card large and, beside it, all a hover says (drawCard's
// full face): its name, kind and suit, cost and Prestige, what recycling
// it gives, and its ability in words.
func (t *Table) handKey(id int) func(c *scenes.Canvas, area scenes.Rect) {
	return func(c *scenes.Canvas, area scenes.Rect) { t.drawHandKey(c, id, area) }
}

// drawHandKey draws the words of hand card id in a panel at the top of
// area, as tall as they need.
func (t *Table) drawHandKey(c *scenes.Canvas, id int, area scenes.Rect) {
	d := rs.CardOf(id)
	size := c.AtLeast(17)
	head := c.AtLeast(24)
	pad := 14.0
	inner := area.W - 2*pad
	gs := size * 1.5
	lines := []string{
		t.texts.Cat(kindOf(d), " · ", d.Caste.String()),
		t.texts.Cat("Costs ", scenes.Itoa(d.Cost), " Resources"),
		t.recycleWords(d),
	}
	if d.PP > 0 {
		lines[1] = t.texts.Cat(lines[1], " · ", scenes.Itoa(d.PP)+" PP")
	}
	ability := t.cardWords(id)
	if ability == "" {
		ability = "No ability."
	}
	h := pad + head*1.3 + 4 + gs + 6
	for _, s := range lines[1:] {
		h += c.ParagraphHeight(s, size, inner) + 4
	}
	h += 10 + c.ParagraphHeight(ability, size, inner) + pad
	box := scenes.Rect{X: area.X, Y: area.Y, W: area.W, H: min(h, area.H)}
	c.RoundRect(box, 10, scenes.ColPanelHi)
	c.RoundRectStroke(box, 10, 1, scenes.ColBorder)
	x, y := area.X+pad, area.Y+pad
	c.Bold(scenes.Clip(c, d.Name, head, inner), x, y, head, scenes.ColAccent, scenes.Left)
	y += head*1.3 + 4
	c.ImageIn(t.cache.Glyph(d.Caste, float64(c.Px(gs))), scenes.Rect{X: x, Y: y, W: gs, H: gs}, 1)
	c.Symbol("caste glyph", gs)
	c.Text(scenes.Clip(c, lines[0], size, inner-gs-8), x+gs+8, y+(gs-size)/2, size, scenes.ColText, scenes.Left)
	y += gs + 6
	for i, s := range lines[1:] {
		col := scenes.ColText
		if i == 1 {
			col = sprites.Shade(colGem, 0.1)
		}
		y += c.Paragraph(s, x, y, size, inner, col) + 4
	}
	c.Line(x, y+4, x+inner, y+4, 1, scenes.ColBorder)
	y += 10
	c.Paragraph(ability, x, y, size, inner, scenes.ColText)
}

// casteWords glosses the Caste abilities a card's text names by their
// keyword alone, in the rules' words.
var casteWords = strings.NewReplacer(
	"Mutagen.", "Mutagen: integrated, it gets a Mutagen token; on your turn, flip it to Mutant onto any Crew in play.",
	"Recruitment: Convert.", "Recruitment: integrated, draw a Convert (Secondary Crew) from its pile.",
	"Recruitment: Worker.", "Recruitment: integrated, draw a Worker (Secondary Crew) from its pile.",
	"Jailer.", "Jailer: integrated, it gets a Jailer token; on your turn, spend it and 1 Resource to jail a Crew in play or bring one out of your Jail.",
	"Safe.", "Safe: Resources kept on it pay any cost; in the Prestige Phase, 1 Prestige point for each.",
	"Hospital.", "Hospital: in the Prestige Phase, 2 Prestige points for each Mutant Primary Crew it hosts.",
)

// cardWords is card id's text with its Caste abilities said in full.
func (t *Table) cardWords(id int) string {
	if s, ok := t.words[id]; ok {
		return s
	}
	if t.words == nil {
		t.words = map[int]string{}
	}
	s := casteWords.Replace(rs.CardOf(id).Text)
	t.words[id] = s
	return s
}

// recycleWords says in words what recycling card d gives now.
func (t *Table) recycleWords(d *rs.Card) string {
	if d.Recycle == 0 {
		n := 0
		if t.view != nil {
			n = t.view.Turn()
		}
		if n == 1 {
			return "Recycles for the turn's number: 1 Resource now"
		}
		return t.texts.Cat("Recycles for the turn's number: ", scenes.Itoa(n), " Resources now")
	}
	if d.Recycle == 1 {
		return "Recycles for 1 Resource"
	}
	return t.texts.Cat("Recycles for ", scenes.Itoa(d.Recycle), " Resources")
}
