package revive

import (
	"strings"

	rv "starboard/rules/revive"
	"starboard/scenes"
	sr "starboard/sprites/revive"
)

// zoomKind is what a long press shows large.
type zoomKind uint8

const (
	zoomCard zoomKind = iota
	zoomModule
	zoomToken
	zoomBack  // a face-down tile, by its footprint
	zoomTech  // a technology of the board shown large
	zoomLarge // a large location, by its corner
	zoomBoard // another seat's board, by its seat
	zoomTip   // any other part with a tooltip, by its key: its words
)

// Zoom returns the large view of the card, module or machine token at x,
// y, or nil.
func (t *Table) Zoom(x, y float64) *scenes.CardView {
	kind, id, r, ok := t.zoomAt(x, y)
	if !ok {
		return nil
	}
	w, h := 200.0, 260.0
	var words []string
	switch kind {
	case zoomCard:
		// The card, then what it does in words.
		words = cardWords(id)
		w, h = 260, 420
	case zoomModule, zoomToken:
		// The piece, then what its tooltip says (the twelfth review
		// held a token and read nothing).
		w, h = 320, 160
		if key := t.tipAt(x, y); key >= 0 {
			if title, body := t.describe(key); title != "" {
				words = []string{upFirst(title), body}
				h = 160 + 8 + 130
			}
		}
	case zoomBack, zoomTech:
		w, h = 240, 150
	case zoomLarge:
		w, h = 260, 170
	case zoomBoard:
		w, h = 470, 540
		t.zoomLay.lu = 0
		t.zoomLay.update(scenes.Rect{W: w, H: h})
	case zoomTip:
		// What a hover's tooltip says, for a finger: the title, then
		// the line.
		title, body := t.describe(id)
		if title == "" {
			return nil
		}
		words = []string{upFirst(title), body}
		w, h = 360, 220
	}
	cv := scenes.NewCardView(id, w, h, func(c *scenes.Canvas, w, h float64, _ bool) {
		full := scenes.Rect{W: w, H: h}
		switch kind {
		case zoomCard:
			t.drawCard(c, id, scenes.Rect{X: (w - 200) / 2, W: 200, H: 240}, -1)
			drawWords(c, scenes.Rect{Y: 248, W: w, H: h - 248}, words)
		case zoomModule, zoomToken:
			piece := scenes.Rect{X: (w - 160) / 2, W: 160, H: 160}
			if kind == zoomModule {
				t.drawModule(c, id, piece)
			} else {
				t.drawToken(c, id, piece, 0)
			}
			if len(words) > 0 {
				drawTipWords(c, scenes.Rect{Y: 168, W: w, H: h - 168}, words)
			}
		case zoomBack:
			b := t.view.Back(id)
			t.drawAid(c, full, "A face-down tile", "explore it for", b.Cost, "and take", b.Bonus, "")
		case zoomTech:
			tech := rv.TribeOf(t.boards[t.focus].Tribe).Tree[id/rv.TechColumns][id%rv.TechColumns]
			note := ""
			switch {
			case tech.FifthSlot:
				note = "opens the fifth card slot"
			case tech.BuildSaver:
				note = "buildings cost one gear less"
			}
			title := t.texts.Cat("Technology ", scenes.Itoa(id/rv.TechColumns+1), t.texts.Cat(".", scenes.Itoa(id%rv.TechColumns+1), t.texts.Cat(" · ", scenes.Itoa(int(tech.VP)), plural(int(tech.VP), " point", " points"))))
			t.drawAid(c, full, title, "its meeple costs", tech.Cost, "and gives", tech.Effect, note)
		case zoomLarge:
			t.drawLargeAid(c, full, id)
		case zoomBoard:
			t.drawBoard(c, &t.noLights, &t.zoomLay, id)
		case zoomTip:
			drawTipWords(c, full, words)
		}
	})
	cv.Node.X, cv.Node.Y = r.X+r.W/2, r.Y+r.H/2
	return cv
}

// zoomAt finds the card, module or token shown at x, y: in a small
// window, only on the tab open, or a seat's board on its tab.
func (t *Table) zoomAt(x, y float64) (zoomKind, int, scenes.Rect, bool) {
	if t.view == nil {
		return 0, 0, scenes.Rect{}, false
	}
	l := &t.lay
	b := &l.big
	bd := &t.boards[t.focus]
	onMap, onBoard := t.mapShown(), t.boardShown()
	for k, r := range l.tabs {
		if k > 0 && r.Contains(x, y) {
			return zoomBoard, k - 1, r, true
		}
	}
	if onMap && t.turning < 0 {
		for i, id := range t.citizen {
			if id >= 0 && l.cards[i].Contains(x, y) {
				return zoomCard, id, l.cards[i], true
			}
		}
		for i, id := range t.modules {
			if id >= 0 && l.mods[i].Contains(x, y) {
				return zoomModule, id, l.mods[i], true
			}
		}
		for c := range t.tokens {
			for i, id := range t.tokens[c] {
				if id >= 0 && l.tokens[c][i].Contains(x, y) {
					return zoomToken, id, l.tokens[c][i], true
				}
			}
		}
	}
	if onBoard {
		for i, id := range bd.Active {
			if r := b.activeCell(i, len(bd.Active)); r.Contains(x, y) {
				return zoomCard, id, r, true
			}
		}
		for sl, cards := range bd.Slots {
			if len(cards) > 0 && b.slots[sl].Contains(x, y) {
				return zoomCard, cards[len(cards)-1], b.slots[sl], true
			}
			for s, r := range b.modSpaces[sl] {
				if id := bd.Modules[sl][s]; id >= 0 && r.Contains(x, y) {
					return zoomModule, id, r, true
				}
			}
		}
		for ti, r := range b.techs {
			if r.Contains(x, y) {
				return zoomTech, ti, r, true
			}
		}
	}
	if onMap {
		for k, r := range l.large {
			if r.Contains(x, y) {
				return zoomLarge, k, r, true
			}
		}
	}
	k := 0
	for p := 0; p < t.Seats; p++ {
		if p != int(t.focus) && k < len(l.minis) {
			if l.minis[k].Contains(x, y) {
				return zoomBoard, p, l.minis[k], true
			}
			k++
		}
	}
	if onMap {
		for fp := 0; fp < rv.Footprints(); fp++ {
			if t.view.Explored(fp) {
				continue
			}
			for _, h := range [3]int{t.tileAt[fp], bonusHex[fp], costHex2[fp]} {
				if h >= 0 && l.hexRect(h).Contains(x, y) {
					return zoomBack, fp, l.hexRect(h), true
				}
			}
		}
	}
	if onBoard {
		for r := range b.machines {
			if id := bd.Tokens[r]; id >= 0 && b.machines[r].Contains(x, y) {
				return zoomToken, id, b.machines[r], true
			}
		}
	}
	// Any other part with a tooltip: a long press reads it, as a hover
	// does with a mouse.
	if key := t.tipAt(x, y); key >= 0 {
		return zoomTip, key, scenes.Rect{X: x - 1, Y: y - 1, W: 2, H: 2}, true
	}
	return 0, 0, scenes.Rect{}, false
}

// drawAid draws a panel that reads a thing large: a title, then what it
// costs and what it gives, in symbols, and a note.
func (t *Table) drawAid(c *scenes.Canvas, r scenes.Rect, title, costWord string, cost rv.Gain, gainWord string, gain rv.Gain, note string) {
	c.RoundRect(r, 10, colPanel)
	c.RoundRectStroke(r, 10, 2, colGold)
	c.Bold(fit(c, title, 15, r.W-16), r.X+8, r.Y+8, 15, scenes.ColText, scenes.Left)
	c.Text(costWord, r.X+8, r.Y+40, 14, scenes.ColDim, scenes.Left)
	t.drawGain(c, cost, r.X+r.W-8, r.Y+36, 24, r.W*0.5, scenes.Right, scenes.ColText)
	c.Text(gainWord, r.X+8, r.Y+78, 14, scenes.ColDim, scenes.Left)
	t.drawGain(c, gain, r.X+r.W-8, r.Y+74, 24, r.W*0.5, scenes.Right, scenes.ColText)
	if note != "" {
		c.Text(note, r.X+8, r.Y+r.H-24, 13, colGold, scenes.Left)
	}
}

// drawLargeAid reads large location k large: its name, the points of
// each meeple there, and the major artifacts left.
func (t *Table) drawLargeAid(c *scenes.Canvas, r scenes.Rect, k int) {
	c.RoundRect(r, 10, colPanel)
	c.RoundRectStroke(r, 10, 2, sr.TerrainColour(rv.Large))
	c.Bold(fit(c, t.large[k].Name, 17, r.W-16), r.X+10, r.Y+10, 17, scenes.ColText, scenes.Left)
	c.Text("each meeple here scores", r.X+10, r.Y+46, 14, scenes.ColDim, scenes.Left)
	t.drawGain(c, rv.Gain{VP: t.large[k].VP}, r.X+r.W-10, r.Y+42, 24, r.W*0.3, scenes.Right, colGold)
	c.Text("major artifacts left", r.X+10, r.Y+86, 14, scenes.ColDim, scenes.Left)
	for i, col := range t.relics[k] {
		rr := scenes.Rect{X: r.X + r.W - 10 - float64(3-i)*30, Y: r.Y + 80, W: 26, H: 26}
		if col < 0 {
			c.RoundRectStroke(rr, 4, 1, colBorder)
			continue
		}
		drawRelic(c, col, rr)
	}
	c.Text("the first meeple here takes one", r.X+10, r.Y+r.H-26, 13, colGold, scenes.Left)
}

// cardWords says what citizen card id does, in lines: where it is
// played, what each half gives, and its ring.
func cardWords(id int) []string {
	cd := rv.CardOf(id)
	out := []string{
		"Play it into a card slot: you gain the half that slot shows.",
		"Top: " + gainWords(cd.Top) + ".",
		"Bottom: " + gainWords(cd.Bottom) + ".",
	}
	if cd.Slot {
		out = append(out, "Its ring: another card may be played over it in its slot.")
	}
	return out
}

// gainWords words gain g as the rules do ("1 crystal, 2 step on any
// track"), with the plural of the things counted more than once.
func gainWords(g rv.Gain) string {
	parts := strings.Split(g.String(), ", ")
	for i, p := range parts {
		if strings.HasPrefix(p, "1 ") {
			continue
		}
		for _, noun := range [...]string{"step", "module", "crate", "citizen card", "resource"} {
			if k := strings.Index(p, noun); k >= 0 && (k+len(noun) == len(p) || p[k+len(noun)] == ' ') {
				parts[i] = p[:k+len(noun)] + "s" + p[k+len(noun):]
				break
			}
		}
	}
	return strings.Join(parts, ", ")
}

// drawWords draws lines of words in a panel r, each wrapped to its width.
func drawWords(c *scenes.Canvas, r scenes.Rect, lines []string) {
	c.RoundRect(r, 10, colPanel)
	c.RoundRectStroke(r, 10, 2, colGold)
	y := r.Y + 10
	for i, s := range lines {
		col := scenes.ColText
		if i == 0 {
			col = scenes.ColDim
		}
		y += c.Paragraph(s, r.X+12, y, 15, r.W-24, col) + 6
	}
}

// drawTipWords draws a tooltip's title and line, read large, in a panel r.
func drawTipWords(c *scenes.Canvas, r scenes.Rect, words []string) {
	c.RoundRect(r, 10, colPanel)
	c.RoundRectStroke(r, 10, 2, colGold)
	y := r.Y + 10 + c.Paragraph(words[0], r.X+12, r.Y+10, 16, r.W-24, scenes.ColText) + 6
	c.Paragraph(words[1], r.X+12, y, 15, r.W-24, scenes.ColDim)
}

// upFirst is s with its first letter a capital.
func upFirst(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}
