package desolated

import (
	"image/color"
	"runtime"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/sprites"
	art "starboard/sprites/desolated"
)

// Kinds of card face.
const (
	faceMaterial uint8 = iota
	faceInfluence
	faceLandmark
)

// faceKey names a card face rendered at a size in device pixels.
type faceKey struct {
	kind uint8
	id   int16
	w, h int16
}

// faces renders card faces once, from the sprites art with the text of
// each card, and keeps them.
type faces struct {
	art   *art.Cache
	text  scenes.TextDrawer
	imgs  map[faceKey]*ebiten.Image
	order []faceKey
	// left is how many more faces this frame may render when budgeted:
	// a table opening renders its faces over a few frames, so that no
	// frame stalls (a browser page) or queues a mountain of drawing.
	left     int
	budgeted bool
	// dry is set while a frame's faces are made but not shown (the
	// table's opening: see Board.Draw); missed says a face waited then.
	// plains counts the plain faces shown.
	dry, missed bool
	plains      int
}

// facesPerFrame is how many faces a frame of the table renders at most
// (a screenshot, one frame at a new size, lifts it). A face's vector art
// fills Ebitengine's command queue with 10–20 MB of vertices, and the
// queue keeps the room of its largest frame for good: at 8 a frame a
// kiosk held 100 MB more.
var facesPerFrame = func() int {
	if runtime.GOOS == "js" {
		return 1 // 3–5 frames a second with software GL: one face a frame
	}
	return 3
}()

// budget starts a frame of the table: at most facesPerFrame new faces.
func (f *faces) budget() { f.budgeted, f.left = true, facesPerFrame }

const maxFaces = 160

func newFaces() *faces {
	return &faces{art: art.NewCache(400), imgs: map[faceKey]*ebiten.Image{}}
}

var (
	colInk     = color.RGBA{0xe9, 0xe4, 0xd8, 0xff}
	colInkDim  = color.RGBA{0xae, 0xb6, 0xbf, 0xff}
	colInkGold = color.RGBA{0xfb, 0xe9, 0xb7, 0xff}
	colPending = color.RGBA{0x2a, 0x30, 0x40, 0xff} // a face not rendered yet
)

// draw paints the face of card id of a kind (or its back, id < 0) over r.
func (f *faces) draw(c *scenes.Canvas, kind uint8, id int, r scenes.Rect) {
	w, h := c.Px(r.W), c.Px(r.H)
	if w < 4 || h < 4 {
		return
	}
	k := faceKey{kind: kind, id: int16(id), w: int16(w), h: int16(h)}
	img, ok := f.imgs[k]
	if !ok && f.budgeted && f.left <= 0 && c.App.Audit == nil {
		f.missed = true
		if f.dry {
			return
		}
		if img = f.otherSize(kind, id); img == nil {
			f.plains++
			f.plain(c, kind, id, r)
			return
		}
		c.ImageIn(img, r, 1) // the face made at another size, until this one is
		return
	}
	if !ok {
		f.left--
		if f.text == nil {
			f.text = c.App.Text
		}
		img = f.render(kind, id, float64(w), float64(h))
		sprites.Settle(img)
		if len(f.order) >= maxFaces {
			old := f.order[0]
			f.order = f.order[1:]
			f.imgs[old].Deallocate()
			delete(f.imgs, old)
		}
		f.imgs[k] = img
		f.order = append(f.order, k)
	}
	if f.dry {
		return
	}
	c.ImageIn(img, r, 1)
	if c.App.Audit != nil && id >= 0 {
		f.audit(c, kind, id, r, float64(w), float64(h))
	}
}

// otherSize returns the face of card id of a kind made at another size,
// or nil.
func (f *faces) otherSize(kind uint8, id int) *ebiten.Image {
	for i := len(f.order) - 1; i >= 0; i-- {
		if k := f.order[i]; k.kind == kind && int(k.id) == id {
			return f.imgs[k]
		}
	}
	return nil
}

// drawNow paints a face as draw does, rendering it now whatever the
// frame's budget: the hand, a few cards the player reads first, shows
// their faces from its first frame, never plain boxes.
func (f *faces) drawNow(c *scenes.Canvas, kind uint8, id int, r scenes.Rect) {
	was := f.budgeted
	f.budgeted = false
	f.draw(c, kind, id, r)
	f.budgeted = was
}

// plain paints a plain face of card id over r while its art waits for
// a later frame: the card's name and what it does, in words, never a
// blank card.
func (f *faces) plain(c *scenes.Canvas, kind uint8, id int, r scenes.Rect) {
	c.RoundRect(r, r.W*0.06, colPending)
	c.RoundRectStroke(r, r.W*0.06, 1, colInkDim)
	if id < 0 {
		return
	}
	if f.text == nil {
		f.text = c.App.Text
	}
	var name, words string
	switch kind {
	case faceMaterial:
		card := &dr.Materials[id]
		name, words = card.Name, "Value "+strconv.Itoa(int(card.Value))+". Converts "+card.Left.String()+" into "+card.Right.String()+", or back."
	case faceInfluence:
		card := &dr.Influences[id]
		name, words = card.Name, card.Sway.String()+" · costs "+card.Cost.String()
	default:
		card := &dr.Landmarks[id]
		name, words = card.Name, strconv.Itoa(card.VP)+" points · costs "+card.Cost.String()
	}
	pad := r.W * 0.08
	w := r.W - 2*pad
	y := r.Y + pad
	for i, s := range [2]string{name, words} {
		big, bold, col := r.W*0.14, i == 0, colInk
		if i == 1 {
			big, col = r.W*0.11, colInkDim
		}
		lines, size := fitText(f.measure, s, w, r.Y+r.H-pad-y, big, big*0.6, 6, bold)
		for _, ln := range lines {
			if bold {
				c.Bold(ln, r.X+pad, y, size, col, scenes.Left)
			} else {
				c.Text(ln, r.X+pad, y, size, col, scenes.Left)
			}
			y += size * lineGap
		}
		y += pad
	}
}

// audit tells the canvas's audit the text and symbols of a face rendered
// at w×h pixels and drawn over r, at the size they show on screen.
func (f *faces) audit(c *scenes.Canvas, kind uint8, id int, r scenes.Rect, w, h float64) {
	plan := planFace(f.measure, kind, id, w, h)
	k := r.H / h // local units per pixel of the face
	for _, tb := range plan.texts {
		for _, s := range tb.lines {
			c.TextDrawn(s, tb.size*k)
		}
	}
	for _, l := range plan.lines {
		for _, it := range l.items {
			switch {
			case it.kind == itemText:
				c.TextDrawn(it.text, l.size*l.count*k)
			case it.kind == itemArrow:
			default:
				if it.n > 1 {
					c.TextDrawn(strconv.Itoa(int(it.n)), l.size*l.count*k)
				}
				c.Symbol("card icon", l.size*k)
			}
		}
	}
	if plan.badge != 0 {
		c.TextDrawn(strconv.Itoa(plan.badge), plan.pl.Badge.W*badgeDigit*k)
	}
}

func (f *faces) render(kind uint8, id int, W, H float64) *ebiten.Image {
	dst := sprites.NewImage(float64(int(W)), float64(int(H))) // whole pixels, as before
	sk := art.CardKind(kind)
	if id < 0 {
		dst.DrawImage(f.art.CardBack(sk, W, H), nil)
		return dst
	}
	plan := planFace(f.measure, kind, id, W, H)
	variant := plan.variant
	dst.DrawImage(f.art.Card(sk, variant, W, H), nil)
	if kind == faceMaterial {
		card := &dr.Materials[id]
		if card.LeftLink != dr.NoLink {
			f.art.DrawLink(dst, card.LeftLink, art.EdgeLeft, 0, plan.pl.LinkY, plan.pl.LinkH)
		}
		if card.RightLink != dr.NoLink {
			f.art.DrawLink(dst, card.RightLink, art.EdgeRight, W, plan.pl.LinkY, plan.pl.LinkH)
		}
	}
	f.paint(dst, &plan)
	return dst
}

// measure returns the width of s at size in the faces' text.
func (f *faces) measure(s string, size float64, bold bool) float64 {
	w, _ := f.text.Measure(s, size, bold)
	return w
}

// Items of a line of symbols on a card.
const (
	itemText uint8 = iota
	itemMaterial
	itemInfluence
	itemToken
	itemStorage
	itemArrow
)

// item is one thing in a line of symbols: an icon with a count before it
// when the count is more than one, a two-way arrow, or a word.
type item struct {
	kind uint8
	id   int8
	n    int16
	text string
}

// symbolLine is a line of items laid out in a box: the size of its icons
// in device pixels and where it starts.
type symbolLine struct {
	items []item
	x, y  float64 // the left end and the middle, device pixels
	size  float64
	count float64 // the size of its counts and words, in icon sizes
	col   color.Color
}

// textBlock is text fitted into a box: its lines, its size in device
// pixels, and its top left (or top centre).
type textBlock struct {
	lines  []string
	x, y   float64
	size   float64
	bold   bool
	center bool
	col    color.Color
}

// facePlan is everything written on a card face, laid out for w×h device
// pixels: the text and icons over the sprites art.
type facePlan struct {
	pl      art.CardPlaces
	variant int
	texts   []textBlock
	lines   []symbolLine
	badge   int  // VP on the badge, or 0
	storage bool // a Landmark's storage icon shows
}

// measureFunc returns the width in logical units of s at size.
type measureFunc func(s string, size float64, bold bool) float64

// lineGap is the distance between two lines of card text, as a share of
// the text's size.
const lineGap = 1.18

// fewerLines is the least share of its size a text gives up to take a
// line fewer.
const fewerLines = 0.9

// fitText breaks s into at most maxLines lines no wider than w at the
// largest size, from big down to small, whose lines fit h, all in device
// pixels; a line fewer wins if it costs less than fewerLines of the size
// (a name reads better whole). Words are never broken. When nothing fits,
// it returns the lines at small.
func fitText(measure measureFunc, s string, w, h, big, small float64, maxLines int, bold bool) ([]string, float64) {
	words := strings.Fields(s)
	var lines []string
	fits := func(size float64) bool {
		lines = wrapWords(measure, words, w, size, bold, lines[:0])
		return lines != nil && len(lines) <= maxLines && float64(len(lines))*size*lineGap <= h+size*(lineGap-1)
	}
	for size := big; size >= small-1e-9; size -= 0.25 {
		if !fits(size) {
			continue
		}
		n := len(lines)
		for fewer := size - 0.25; n > 1 && fewer >= max(small, size*fewerLines)-1e-9; fewer -= 0.25 {
			if fits(fewer) && len(lines) < n {
				return lines, fewer
			}
		}
		fits(size)
		return lines, size
	}
	lines = wrapWords(measure, words, w, small, bold, lines[:0])
	if lines == nil {
		lines = []string{s}
	}
	return lines, small
}

// wrapWords lays words into lines no wider than w at size, appending them
// to out; it returns nil when a single word is wider than w.
func wrapWords(measure measureFunc, words []string, w, size float64, bold bool, out []string) []string {
	line := ""
	for _, word := range words {
		if measure(word, size, bold) > w {
			return nil
		}
		next := word
		if line != "" {
			next = line + " " + word
		}
		if measure(next, size, bold) <= w {
			line = next
			continue
		}
		out = append(out, line)
		line = word
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

// bundleItems lists the units of b, one icon per unit when repeat is set,
// else one icon per material with its count.
func bundleItems(b dr.Bundle, repeat bool, out []item) []item {
	for m, n := range b {
		switch {
		case n == 0:
		case repeat:
			for range n {
				out = append(out, item{kind: itemMaterial, id: int8(m), n: 1})
			}
		default:
			out = append(out, item{kind: itemMaterial, id: int8(m), n: n})
		}
	}
	return out
}

// swayItems lists the influence of s, as bundleItems does.
func swayItems(s dr.Sway, repeat bool, out []item) []item {
	for i, n := range s {
		switch {
		case n == 0:
		case repeat:
			for range n {
				out = append(out, item{kind: itemInfluence, id: int8(i), n: 1})
			}
		default:
			out = append(out, item{kind: itemInfluence, id: int8(i), n: n})
		}
	}
	return out
}

// Shares of an icon's size taken by the parts of a line of symbols.
const (
	countShare = 0.62 // the size of a count's digits, at the least
	countMost  = 0.86 // and at the most, when the line has room
	gapShare   = 0.14 // the gap after each item
	arrowShare = 0.95 // the width of the two-way arrow
	iconFill   = 0.95 // how much of the box's height an icon takes
	badgeDigit = 0.5  // the size of the points on a badge, in its widths
	// symbolShare is the least size of a cost's or an influence's icons
	// repeated, in card widths, before the counted form is preferred;
	// conversionShare the same for a conversion, which reads larger
	// (eleventh review: conversions' icons of about 10 px at 1280x720).
	symbolShare     = 0.15
	conversionShare = 0.22
)

// lineWidth returns the width of items drawn with icons of size 1.
func lineWidth(measure measureFunc, items []item, count float64) float64 {
	w := 0.0
	for k, it := range items {
		switch it.kind {
		case itemText:
			w += measure(it.text, 10*count, true) / 10
		case itemArrow:
			w += arrowShare
		default:
			w++
			if it.n > 1 {
				w += measure(strconv.Itoa(int(it.n)), 10*count, true)/10 + 0.04
			}
		}
		if k < len(items)-1 {
			w += gapShare
		}
	}
	return w
}

// layLine fits items into box b, centred, with icons as large as the box
// allows; counts and words grow from countShare towards countMost of the
// icons' size as far as the box has room to spare in width.
func layLine(measure measureFunc, items []item, b art.Box, col color.Color) symbolLine {
	if len(items) == 0 {
		return symbolLine{}
	}
	count := countShare
	w := lineWidth(measure, items, count)
	size := min(b.H*iconFill, b.W/w)
	for share := countMost; share > countShare; share -= 0.04 {
		if sw := lineWidth(measure, items, share); b.W/sw >= size {
			count, w = share, sw
			break
		}
	}
	cx, cy := b.Center()
	return symbolLine{items: items, x: cx - w*size/2, y: cy, size: size, count: count, col: col}
}

// layBest fits the repeated and the counted form of a line into b and keeps
// the repeated one unless the counted one is clearly larger, or the
// repeated icons would be under least pixels.
func layBest(measure measureFunc, repeated, counted []item, b art.Box, least float64, col color.Color) symbolLine {
	r := layLine(measure, repeated, b, col)
	c := layLine(measure, counted, b, col)
	if r.size >= max(0.85*c.size, min(c.size, least)) {
		return r
	}
	return c
}

// leastSize returns the size of the smallest icons of lines.
func leastSize(lines []symbolLine) float64 {
	least := 1e9
	for _, l := range lines {
		least = min(least, l.size)
	}
	return least
}

// lineDigits returns the size of the smallest count of lines, or of their
// icons when they have no count.
func lineDigits(lines ...symbolLine) float64 {
	least := 1e9
	for _, l := range lines {
		least = min(least, l.size)
		for _, it := range l.items {
			if it.n > 1 {
				least = min(least, l.size*l.count)
			}
		}
	}
	return least
}

// planFace lays out the text and symbols of card id of a kind at w×h.
func planFace(measure measureFunc, kind uint8, id int, w, h float64) facePlan {
	var p facePlan
	switch kind {
	case faceMaterial:
		planMaterial(measure, &p, id, w, h)
	case faceInfluence:
		planInfluence(measure, &p, id, w, h)
	default:
		planLandmark(measure, &p, id, w, h)
	}
	return p
}

// name fits a card's name into the header box.
func (p *facePlan) name(measure measureFunc, s string, b art.Box, w float64, col color.Color) {
	// A margin inside the box: the name never touches the bars and the
	// plate's edges round it (the last review saw them touch), unless a
	// long name would shrink under its least for it.
	mx, my := w*0.012, b.H*0.09
	in := art.Box{X: b.X + mx, Y: b.Y + my, W: b.W - 2*mx, H: b.H - 2*my}
	lines, size := fitText(measure, s, in.W, in.H, min(w*0.13, 15+w*0.05), w*0.075, 3, true)
	if size < w*0.09 {
		lines, size = fitText(measure, s, b.W, b.H, min(w*0.13, 15+w*0.05), w*0.075, 3, true)
	} else {
		b = in
	}
	top := b.Y + (b.H-float64(len(lines))*size*lineGap)/2
	p.texts = append(p.texts, textBlock{lines: lines, x: b.X, y: top, size: size, bold: true, col: col})
}

// footer fits words into the footer box, when the card has one.
func (p *facePlan) footer(measure measureFunc, s string, b art.Box, w float64, col color.Color) {
	if b.W <= 0 || s == "" {
		return
	}
	lines, size := fitText(measure, s, b.W, b.H, w*0.085, w*0.05, 4, false)
	p.footerText(lines, size, b, col)
}

// ruleFooter fits a rule in words into the footer box only when it reads
// at ruleFootSize at least: smaller, the words are dropped from the face
// and the card's tooltip says them.
func (p *facePlan) ruleFooter(measure measureFunc, s string, b art.Box, w float64, col color.Color) {
	if b.W <= 0 || s == "" {
		return
	}
	lines, size := fitText(measure, s, b.W, b.H, max(w*0.1, ruleFootSize), ruleFootSize, 3, false)
	if !textFits(measure, lines, size, b) {
		return
	}
	p.footerText(lines, size, b, col)
}

// ruleFootSize is the least size in device pixels of a rule written at a
// card's foot: capitals about 11 pixels tall.
const ruleFootSize = 16

// textFits reports whether lines at size fit box b.
func textFits(measure measureFunc, lines []string, size float64, b art.Box) bool {
	if len(lines) == 0 || float64(len(lines))*size*lineGap > b.H+size*(lineGap-1) {
		return false
	}
	for _, ln := range lines {
		if measure(ln, size, false) > b.W {
			return false
		}
	}
	return true
}

func (p *facePlan) footerText(lines []string, size float64, b art.Box, col color.Color) {
	cx := b.X + b.W/2
	top := b.Y + max(0, (b.H-float64(len(lines))*size*lineGap)/2)
	p.texts = append(p.texts, textBlock{lines: lines, x: cx, y: top, size: size, center: true, col: col})
}

func planMaterial(measure measureFunc, p *facePlan, id int, w, h float64) {
	card := &dr.Materials[id]
	p.pl = art.CardLayout(art.MaterialCard, w, h)
	p.variant = int(card.Type)
	if card.Kind == dr.RareCard {
		p.variant = int(art.WildMaterial)
	}
	if card.Kind != dr.RareCard {
		v := p.pl.Value
		vs := v.H // the chip filled: a digit the table reads at a glance
		p.texts = append(p.texts, textBlock{lines: []string{strconv.Itoa(int(card.Value))}, x: v.X + v.W/2, y: v.Y + v.H/2 - vs*0.56, size: vs, bold: true, center: true, col: colInk})
	}
	// The name clears the value's badge, which juts out of the corner,
	// by a gap a phone sees (a review read the digit as touching it).
	hb := p.pl.Header
	if x := p.pl.Value.X + p.pl.Value.W + w*0.045; x > hb.X {
		hb.W -= x - hb.X
		hb.X = x
	}
	p.name(measure, card.Name, hb, w, colInk)
	// The conversion: the left side, a two-way arrow, the right side.
	arrow := item{kind: itemArrow}
	rep := append(append(bundleItems(card.Left, true, nil), arrow), bundleItems(card.Right, true, nil)...)
	cnt := append(append(bundleItems(card.Left, false, nil), arrow), bundleItems(card.Right, false, nil)...)
	if len(rep) > 1 {
		best := []symbolLine{layBest(measure, rep, cnt, p.pl.Inner, conversionShare*w, colInk)}
		// On two lines, when its symbols and counts grow so: the left side
		// over the arrow and the right side, or the left side and the
		// arrow over the right side, whichever reads larger.
		top, low := p.pl.Inner, p.pl.Inner
		top.H /= 2
		low.Y, low.H = low.Y+top.H, top.H
		n := len(bundleItems(card.Left, true, nil))
		k := len(bundleItems(card.Left, false, nil))
		for _, cut := range [2][2]int{{n, k}, {n + 1, k + 1}} {
			if n == 0 || cut[0] >= len(rep) {
				continue
			}
			l1 := layBest(measure, rep[:cut[0]], cnt[:cut[1]], top, conversionShare*w, colInk)
			l2 := layBest(measure, rep[cut[0]:], cnt[cut[1]:], low, conversionShare*w, colInk)
			if least := min(l1.size, l2.size); least > leastSize(best) && lineDigits(l1, l2) >= lineDigits(best...) {
				best = []symbolLine{l1, l2}
			}
		}
		p.lines = append(p.lines, best...)
	}
	p.footer(measure, dr.Flavor(card.Type), p.pl.Footer, w, colInkDim)
}

func planInfluence(measure measureFunc, p *facePlan, id int, w, h float64) {
	card := &dr.Influences[id]
	p.pl = art.CardLayout(art.InfluenceCard, w, h)
	p.variant = -1
	for i, n := range card.Sway {
		if n > 0 {
			p.variant = i
			break
		}
	}
	// The name keeps inside the chevrons of its band (the art draws the
	// band 0.02w past the Header box at either end, its points 0.45 of its
	// height deep).
	hb := p.pl.Header
	d := hb.H * 0.45 * 0.3
	hb.X, hb.W = hb.X-w*0.02+d, hb.W+w*0.04-2*d
	p.name(measure, card.Name, hb, w, colInk)
	p.badge = card.VP
	cost := card.Cost
	if card.Advanced {
		cost = card.Upkeep
	}
	p.lines = append(p.lines, layBest(measure, bundleItems(cost, true, nil), bundleItems(cost, false, nil), p.pl.Cost, symbolShare*w, colInk))
	p.lines = append(p.lines, layBest(measure, swayItems(card.Sway, true, nil), swayItems(card.Sway, false, nil), p.pl.Band, symbolShare*w, colInk))
	if card.Advanced {
		p.ruleFooter(measure, "Upkeep: pay its cost each round or lose it.", p.pl.Footer, w, colInkDim)
	}
}

func planLandmark(measure measureFunc, p *facePlan, id int, w, h float64) {
	card := &dr.Landmarks[id]
	p.pl = art.CardLayout(art.LandmarkCard, w, h)
	p.variant = id % 5
	// The name keeps inside its plate, which the art draws 0.02w left of
	// the Header box, 0.015w from either end.
	hb := p.pl.Header
	hb.X, hb.W = hb.X-w*0.005, hb.W-w*0.03
	p.name(measure, card.Name, hb, w, colInkGold)
	p.badge = card.VP
	p.storage = card.Storage
	if card.Advanced {
		p.lines = append(p.lines, layBest(measure, bundleItems(card.MatCost, true, nil), bundleItems(card.MatCost, false, nil), p.pl.Cost, symbolShare*w, colInk))
	} else {
		p.lines = append(p.lines, layBest(measure, swayItems(card.Cost, true, nil), swayItems(card.Cost, false, nil), p.pl.Cost, symbolShare*w, colInk))
	}
	switch {
	case card.Bonus == dr.BonusNone || card.Mult == 0:
	case card.Bonus == dr.BonusChains || card.Bonus == dr.BonusLandmarks:
		// Words only: on two lines, as large as the band allows.
		b := p.pl.Band
		s := "+" + strconv.Itoa(card.Mult) + " per chain"
		if card.Bonus == dr.BonusLandmarks {
			s = "+" + strconv.Itoa(card.Mult) + " per Landmark"
		}
		lines, size := fitText(measure, s, b.W*0.94, b.H*0.96, b.H*0.5, w*0.07, 2, true)
		top := b.Y + max(0, (b.H-float64(len(lines))*size*lineGap)/2)
		p.texts = append(p.texts, textBlock{lines: lines, x: b.X + b.W/2, y: top, size: size, bold: true, center: true, col: colInkGold})
	default:
		p.lines = append(p.lines, layLine(measure, bonusItems(card), p.pl.Band, colInkGold))
	}
	p.ruleFooter(measure, card.BonusText(), p.pl.Footer, w, colInkGold)
}

// bonusItems writes a Landmark's bonus in symbols: "+1 per" and what it
// counts.
func bonusItems(card *dr.LandmarkCard) []item {
	items := []item{{kind: itemText, text: "+" + strconv.Itoa(card.Mult) + " per"}}
	switch card.Bonus {
	case dr.BonusChains:
		items = append(items, item{kind: itemText, text: "chain"})
	case dr.BonusMaterial:
		items = append(items, item{kind: itemMaterial, id: card.Arg, n: 1})
	case dr.BonusStored:
		items = append(items, item{kind: itemStorage, n: 2})
	case dr.BonusInfluence:
		items = append(items, item{kind: itemInfluence, id: card.Arg, n: 1})
	case dr.BonusLandmarks:
		items = append(items, item{kind: itemText, text: "Landmark"})
	case dr.BonusTokens:
		items = append(items, item{kind: itemToken, id: int8(art.WildMaterial), n: 3})
	}
	return items
}

// smallestSymbol returns the size in device pixels of the smallest icon
// on the face, and 0 when it has none.
func (p *facePlan) smallestSymbol() float64 {
	least := 0.0
	for _, l := range p.lines {
		if len(l.items) > 0 && (least == 0 || l.size < least) {
			least = l.size
		}
	}
	return least
}

// paint draws the plan over a card body.
func (f *faces) paint(dst *ebiten.Image, p *facePlan) {
	for _, tb := range p.texts {
		align := scenes.Left
		if tb.center {
			align = scenes.Center
		}
		for k, s := range tb.lines {
			f.text.Draw(dst, s, tb.x, tb.y+float64(k)*tb.size*lineGap, tb.size, 1, tb.col, align, tb.bold)
		}
	}
	for _, l := range p.lines {
		f.symbols(dst, &l)
	}
	if p.badge != 0 {
		b := p.pl.Badge
		bx, by := b.Center()
		f.put(dst, f.art.VPBadge(b.W), bx, by)
		s := b.W * badgeDigit
		f.text.Draw(dst, strconv.Itoa(p.badge), bx, by-b.W*0.02-s*0.56, s, 1, colInkGold, scenes.Center, true)
	}
	if p.storage {
		sx, sy := p.pl.Storage.Center()
		f.put(dst, f.art.Storage(p.pl.Storage.W), sx, sy)
	}
}

// symbols draws a line of items.
func (f *faces) symbols(dst *ebiten.Image, l *symbolLine) {
	s := l.size
	x := l.x
	for _, it := range l.items {
		switch it.kind {
		case itemText:
			ts := s * l.count
			tw := f.measure(it.text, ts, true)
			f.text.Draw(dst, it.text, x, l.y-ts*0.56, ts, 1, l.col, scenes.Left, true)
			x += tw
		case itemArrow:
			art.DrawArrow(dst, x, x+s*arrowShare, l.y, max(1, s*0.1), true, l.col)
			x += s * arrowShare
		default:
			if it.n > 1 {
				ts := s * l.count
				num := strconv.Itoa(int(it.n))
				f.text.Draw(dst, num, x, l.y-ts*0.56, ts, 1, l.col, scenes.Left, true)
				x += f.measure(num, ts, true) + s*0.04
			}
			var img *ebiten.Image
			switch it.kind {
			case itemMaterial:
				img = f.art.Material(dr.Material(it.id), s)
			case itemInfluence:
				img = f.art.Influence(dr.Influence(it.id), s)
			case itemToken:
				img = f.art.Token(dr.Material(it.id), s)
			case itemStorage:
				img = f.art.Storage(s)
			}
			f.put(dst, img, x+s/2, l.y)
			x += s
		}
		x += s * gapShare
	}
}

func (f *faces) put(dst, img *ebiten.Image, x, y float64) {
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(x-float64(b.Dx())/2, y-float64(b.Dy())/2)
	dst.DrawImage(img, op)
}

// units lists the materials of b, one entry per unit.
func units(b dr.Bundle) []dr.Material {
	var out []dr.Material
	for m, n := range b {
		for range n {
			out = append(out, dr.Material(m))
		}
	}
	return out
}
