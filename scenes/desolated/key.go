package desolated

import (
	"strconv"

	dr "starboard/rules/desolated"
	"starboard/scenes"
	art "starboard/sprites/desolated"
)

// A card shown large (a long press, or the mouse resting on it) comes with
// a key: each symbol of its face drawn again at a legible size, and what
// it does in words. The icons on a face are small; the key is where they
// are explained.

// Kinds of symbol a row of the key shows.
const (
	symNone    uint8 = iota
	symValue         // a material chip and the card's value
	symConvert       // one side, a two-way arrow, the other side
	symLinks         // the left and right link tabs
	symBundle        // materials (a cost, an upkeep)
	symSway          // influence signs
	symBadge         // the victory-point badge
	symStorage       // the storage mark
)

// keyRow is a line of the key: a symbol as the card shows it, and in
// words what it means.
type keyRow struct {
	sym   uint8
	mat   dr.Bundle // symValue (the card's material, its value), symBundle, symConvert (the left side)
	other dr.Bundle // symConvert: the right side
	sway  dr.Sway
	l, r  dr.Link
	n     int // symBadge: the points
	text  string
}

// cardKey is the key of one card, made once when first drawn, and its
// height as last laid out (for a width and a scale).
type cardKey struct {
	title string
	rows  []keyRow

	fitW, fitScale, fitH float64
}

// materialWords writes the units of b in words: "2 hesson + 1 rubel".
func materialWords(b dr.Bundle) string {
	out := ""
	for m, n := range b {
		if n == 0 {
			continue
		}
		if out != "" {
			out += " + "
		}
		out += strconv.Itoa(int(n)) + " " + dr.Material(m).String()
	}
	if out == "" {
		return "nothing"
	}
	return out
}

// keyOf writes the key of card id of a kind.
func keyOf(kind uint8, id int) cardKey {
	switch kind {
	case faceInfluence:
		return influenceKey(id)
	case faceLandmark:
		return landmarkKey(id)
	}
	return materialKey(id)
}

func materialKey(id int) cardKey {
	c := &dr.Materials[id]
	k := cardKey{title: c.Name}
	switch c.Kind {
	case dr.RareCard:
		k.rows = append(k.rows, keyRow{text: "Rare: pays one unit of any material you name, from your hand or your inventory."})
	case dr.TechCard:
		k.rows = append(k.rows, keyRow{text: "Technology: it turns in your inventory; each face gives tokens, the last one discards it."})
	default:
		var v dr.Bundle
		v[c.Type] = c.Value
		k.rows = append(k.rows, keyRow{sym: symValue, mat: v,
			text: "Value " + strconv.Itoa(int(c.Value)) + ": paid from your hand it gives " + materialWords(v) + "; harvested from a chain, " + count(int(c.Value), c.Type.String()+" token") + "."})
	}
	if c.Left != (dr.Bundle{}) || c.Right != (dr.Bundle{}) {
		k.rows = append(k.rows, keyRow{sym: symConvert, mat: c.Left, other: c.Right,
			text: "Conversion, once it is in your inventory: pay " + materialWords(c.Left) + " to gain " + materialWords(c.Right) + ", or the other way, as often as you can pay. Along a chain, you gain the far side of the card you stop at."})
	}
	if c.LeftLink != dr.NoLink || c.RightLink != dr.NoLink {
		k.rows = append(k.rows, keyRow{sym: symLinks, l: c.LeftLink, r: c.RightLink,
			text: "Upgrade puts it in your inventory: alone, or at the end of a chain whose open edge shows the same link (" + linkWords(c.LeftLink, c.RightLink) + ")."})
	}
	return k
}

// linkWords names a card's two link symbols.
func linkWords(l, r dr.Link) string {
	side := func(x dr.Link) string {
		if x == dr.NoLink {
			return "none"
		}
		return x.String()
	}
	return "left " + side(l) + ", right " + side(r)
}

func influenceKey(id int) cardKey {
	c := &dr.Influences[id]
	k := cardKey{title: c.Name}
	if c.Advanced {
		k.rows = append(k.rows, keyRow{sym: symBundle, mat: c.Upkeep,
			text: "Upkeep: free to take with Trade, then pay " + materialWords(c.Upkeep) + " every round or lose it."})
	} else {
		k.rows = append(k.rows, keyRow{sym: symBundle, mat: c.Cost,
			text: "Cost: Trade pays " + materialWords(c.Cost) + " for it, with hand cards, tokens and conversions."})
	}
	k.rows = append(k.rows, keyRow{sym: symSway, sway: c.Sway,
		text: "Influence: gives " + c.Sway.String() + " towards a Landmark; Earn discards it to pay."})
	if c.VP != 0 {
		k.rows = append(k.rows, keyRow{sym: symBadge, n: c.VP,
			text: count(c.VP, "victory point") + " at the end, while you keep it."})
	}
	return k
}

func landmarkKey(id int) cardKey {
	c := &dr.Landmarks[id]
	k := cardKey{title: c.Name}
	if c.Advanced {
		k.rows = append(k.rows, keyRow{sym: symBundle, mat: c.MatCost,
			text: "To get it: on your turn choose Trade and pay " + materialWords(c.MatCost) + ", as for an Influence card. It scores no points, but each round it gives you " + boonWords(c) + " to spend that turn."})
	} else {
		k.rows = append(k.rows, keyRow{sym: symSway, sway: c.Cost,
			text: "To get it: on your turn choose Earn and discard Influence cards of yours that show " + c.Cost.String() + " between them (any extra is lost)."})
	}
	if c.VP != 0 {
		k.rows = append(k.rows, keyRow{sym: symBadge, n: c.VP,
			text: "Worth " + count(c.VP, "victory point") + " at the end of the game."})
	}
	if c.Bonus != dr.BonusNone && c.Mult != 0 {
		k.rows = append(k.rows, keyRow{text: "And at the end of the game: " + bonusWords(c) + "."})
	}
	if c.Storage {
		k.rows = append(k.rows, keyRow{sym: symStorage,
			text: "Storage: at the end of your turn you may put a hand card beneath it."})
	}
	return k
}

// boonWords names the influence an Advanced Landmark gives each round.
func boonWords(c *dr.LandmarkCard) string {
	s := "1 " + c.Boons[0].String()
	if c.BoonN == 2 {
		s += " or 1 " + c.Boons[1].String()
	}
	return s
}

// bonusWords says in plain words what a Landmark's bonus scores.
func bonusWords(c *dr.LandmarkCard) string {
	pts := "+" + count(c.Mult, "point")
	switch c.Bonus {
	case dr.BonusChains:
		return pts + " for each chain in your inventory"
	case dr.BonusMaterial:
		return pts + " for each " + dr.Material(c.Arg).String() + " card upgraded into your inventory"
	case dr.BonusStored:
		return pts + " for every two Material cards stored beneath it"
	case dr.BonusInfluence:
		return pts + " for each Influence card you keep that shows " + dr.Influence(c.Arg).String()
	case dr.BonusLandmarks:
		return pts + " for each other Insula Landmark you own"
	case dr.BonusTokens:
		return pts + " for every three tokens you hold"
	}
	return c.BonusText()
}

// keyer keeps the key of the card last shown large, so a steady frame
// makes no words.
type keyer struct {
	kind uint8
	id   int
	key  cardKey
	ok   bool
}

// of returns the key of card id of a kind.
func (k *keyer) of(kind uint8, id int) *cardKey {
	if !k.ok || k.kind != kind || k.id != id {
		k.kind, k.id, k.key, k.ok = kind, id, keyOf(kind, id), true
	}
	return &k.key
}

// zoomKey returns the CardView.Key of card id of a kind.
func (t *Board) zoomKey(kind uint8, id int) func(c *scenes.Canvas, area scenes.Rect) {
	return func(c *scenes.Canvas, area scenes.Rect) {
		t.drawKey(c, t.keys.of(kind, id), area)
	}
}

// keyText is the size of the key's words at 1280x720.
const keyText = 16.0

// drawKey draws key k in a panel at the top of area, as tall as it needs.
func (t *Board) drawKey(c *scenes.Canvas, k *cardKey, area scenes.Rect) {
	size := c.AtLeast(keyText)
	head := c.AtLeast(19)
	r := c.AtLeast(12) // an icon's radius
	pad := 14.0
	inner := area.W - 2*pad
	symW := min(inner*0.38, 9*r)
	// The height first, for the panel: measured once for a width.
	if k.fitW != area.W || k.fitScale != c.Scale {
		h := pad + head*1.3 + 6
		for i := range k.rows {
			h += t.keyRowHeight(c, &k.rows[i], size, r, symW, inner) + 10
		}
		k.fitW, k.fitScale, k.fitH = area.W, c.Scale, h+pad-10
	}
	h := k.fitH
	box := scenes.Rect{X: area.X, Y: area.Y, W: area.W, H: min(h, area.H)}
	c.RoundRect(box, 10, scenes.ColPanelHi) // opaque: nothing shows through the words
	c.RoundRectStroke(box, 10, 1, scenes.ColBorder)
	x, y := area.X+pad, area.Y+pad
	c.Bold(scenes.Clip(c, k.title, head, inner), x, y, head, scenes.ColAccent, scenes.Left)
	y += head*1.3 + 6
	for i := range k.rows {
		row := &k.rows[i]
		sw := t.keySymbolWidth(c, row, r)
		tx, tw := x+symW, inner-symW
		if row.sym == symNone {
			tx, tw = x, inner
		}
		top := y
		if sw > symW {
			// A wide symbol has a line of its own, the words under it.
			t.drawKeySymbol(c, row, x, y+r, r)
			y += 2*r + 6
			tx, tw = x, inner
			top = y
		} else if row.sym != symNone {
			t.drawKeySymbol(c, row, x, y+max(r, size*0.6), r)
		}
		th := c.Paragraph(row.text, tx, top, size, tw, scenes.ColText)
		y = max(top+th, y+2*r) + 10
	}
}

// keyRowHeight returns the height row takes in drawKey.
func (t *Board) keyRowHeight(c *scenes.Canvas, row *keyRow, size, r, symW, inner float64) float64 {
	tw := inner - symW
	extra := 0.0
	if row.sym == symNone {
		tw = inner
	} else if t.keySymbolWidth(c, row, r) > symW {
		tw, extra = inner, 2*r+6
	}
	return extra + max(c.ParagraphHeight(row.text, size, tw), 2*r)
}

// keySymbolWidth returns the width of row's symbol at icon radius r.
func (t *Board) keySymbolWidth(c *scenes.Canvas, row *keyRow, r float64) float64 {
	switch row.sym {
	case symValue, symBundle:
		return bundleWidth(c, row.mat, r)
	case symConvert:
		return bundleWidth(c, row.mat, r) + 3*r + bundleWidth(c, row.other, r)
	case symSway:
		n := float64(row.sway.Total())
		return n*2*r + max(n-1, 0)*r*0.4
	case symLinks:
		w := 0.0
		for _, l := range [2]dr.Link{row.l, row.r} {
			if l != dr.NoLink {
				w += t.keyLink(c, l, 0, 0, r, false) + 0.6*r
			}
		}
		return w
	case symBadge, symStorage:
		return 2.4 * r
	}
	return 0
}

// drawKeySymbol draws row's symbol from x, centred on y, icons r in
// radius.
func (t *Board) drawKeySymbol(c *scenes.Canvas, row *keyRow, x, y, r float64) {
	f := t.faces
	switch row.sym {
	case symValue, symBundle:
		f.bundle(c, row.mat, x, y, r, scenes.Left)
	case symConvert:
		x += f.bundle(c, row.mat, x, y, r, scenes.Left)
		c.Symbol("conversion arrow", r)
		lw := max(1.5, r*0.18)
		c.Line(x+0.3*r, y, x+2.2*r, y, lw, scenes.ColText)
		for _, end := range [2][2]float64{{x + 0.3*r, 1}, {x + 2.2*r, -1}} {
			c.Line(end[0], y, end[0]+end[1]*0.5*r, y-0.45*r, lw, scenes.ColText)
			c.Line(end[0], y, end[0]+end[1]*0.5*r, y+0.45*r, lw, scenes.ColText)
		}
		f.bundle(c, row.other, x+3*r, y, r, scenes.Left)
	case symSway:
		n := float64(row.sway.Total())
		f.sway(c, row.sway, x+(n*2*r+max(n-1, 0)*r*0.4)/2, y, r)
	case symLinks:
		// Each link whole, as two touching edges show it.
		for _, l := range [2]dr.Link{row.l, row.r} {
			if l != dr.NoLink {
				x += t.keyLink(c, l, x, y, r, true) + 0.6*r
			}
		}
	case symBadge:
		c.Symbol("points", 2*r)
		c.ImageIn(f.art.VPBadge(float64(c.Px(2.2*r))), scenes.Rect{X: x, Y: y - 1.1*r, W: 2.2 * r, H: 2.2 * r}, 1)
		s := c.AtLeast(r * 1.1)
		c.Bold(strconv.Itoa(row.n), x+1.1*r, y-s*0.6, s, colInkGold, scenes.Center)
	case symStorage:
		c.Symbol("storage", 2*r)
		c.ImageIn(f.art.Storage(float64(c.Px(2.2*r))), scenes.Rect{X: x, Y: y - 1.1*r, W: 2.2 * r, H: 2.2 * r}, 1)
	}
}

// keyLink draws link l whole (the halves two touching edges show) from x,
// centred on y, 2r high, when draw is set, and returns its width.
func (t *Board) keyLink(c *scenes.Canvas, l dr.Link, x, y, r float64, draw bool) float64 {
	h := 2 * r
	right := t.faces.art.LinkTab(l, art.EdgeRight, float64(c.Px(h)))
	b := right.Bounds()
	w := h * float64(b.Dx()) / float64(max(1, b.Dy()))
	if draw {
		c.Symbol("link", h)
		c.ImageIn(right, scenes.Rect{X: x, Y: y - r, W: w, H: h}, 1)
		c.ImageIn(t.faces.art.LinkTab(l, art.EdgeLeft, float64(c.Px(h))), scenes.Rect{X: x + w, Y: y - r, W: w, H: h}, 1)
	}
	return 2 * w
}
