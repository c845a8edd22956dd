package desolated

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	rules "starboard/rules/desolated"
	"starboard/sprites"
)

// The contact sheet's page, in logical units.
const sheetW, sheetH = 1280, 720

// Sheet draws the contact sheet of Desolated's art, the page the sprites
// tool renders for it (go run ./tools/sheet -page desolated): in
// logical units of a 1280 by 720 page, at scale device pixels each, icons
// at three sizes, tokens, link sockets, card bodies and backs, and mock
// cards composed from the parts.
func Sheet(dst *ebiten.Image, scale float64, _ int) error {
	pal := Palette
	W, H := float64(sheetW)*scale, float64(sheetH)*scale
	bg := sprites.RadialGradient(int(W), int(H), W*0.4, H*0.4, W*0.75,
		sprites.ColorStop{At: 0, Color: pal.Surface}, sprites.ColorStop{At: 0.55, Color: pal.Table}, sprites.ColorStop{At: 1, Color: pal.TableEdge})
	dst.DrawImage(bg, nil)

	pen := sprites.NewSheetPen(dst, scale)
	text, ui := pen.Text, sprites.UI
	at, label, heading := pen.At, pen.Label, pen.Heading

	text.DrawBold(dst, "Desolated", 20, 34, 26, scale, ui.Text, sprites.AlignBaselineLeft)
	text.Draw(dst, "salvage, influence, landmarks", 152, 34, 14, scale, pal.Accent, sprites.AlignBaselineLeft)

	// Materials (and the wild icon) at 64, 32 and 18 px, and tokens.
	heading("Materials at 64, 32, 18 px · tokens", 20, 64)
	mats := []rules.Material{0, 1, 2, 3, 4, 5, WildMaterial}
	for k, m := range mats {
		x := 56 + float64(k)*78
		at(Material(m, 64*scale), x, 106)
		at(Material(m, 32*scale), x-14, 160)
		at(Material(m, 18*scale), x+20, 160)
		at(Token(m, 40*scale), x, 204)
		label(materialName(m), x, 228)
	}

	// Influence.
	heading("Influence at 64, 32, 18 px", 20, 266)
	for i := range rules.Influence(rules.NumInfluences) {
		x := 56 + float64(i)*78
		at(Influence(i, 64*scale), x, 308)
		at(Influence(i, 32*scale), x-14, 362)
		at(Influence(i, 18*scale), x+20, 362)
		label(i.String(), x, 382)
	}
	at(VPBadge(64*scale), 380, 308)
	text.DrawBold(dst, "7", 380, 308-64*0.02, 20, scale, rgbA(0xFBE9B7), sprites.AlignCenter)
	at(VPBadge(32*scale), 366, 362)
	text.DrawBold(dst, "3", 366, 362-32*0.02, 10, scale, rgbA(0xFBE9B7), sprites.AlignCenter)
	label("VP", 380, 382)
	at(Storage(56*scale), 456, 308)
	at(Storage(24*scale), 456, 362)
	label("storage", 456, 382)
	drawArrowDemo(dst, scale, 500, 308)

	// Link sockets: whole where two edges meet, and the halves ap
	heading("Links: edges meeting, and apart", 20, 420)
	for l := rules.Ring; l < rules.NumLinks; l++ {
		x := 52 + float64(l-1)*80
		edgeX := x * scale
		strip(dst, edgeX-22*scale, 434*scale, 44*scale, 64*scale)
		DrawLink(dst, l, EdgeRight, edgeX, 466*scale, 40*scale)
		DrawLink(dst, l, EdgeLeft, edgeX, 466*scale, 40*scale)
		DrawLink(dst, l, EdgeRight, edgeX-6*scale, 520*scale, 26*scale)
		DrawLink(dst, l, EdgeLeft, edgeX+6*scale, 520*scale, 26*scale)
		label(l.String(), x, 538)
	}

	// A chain of small cards, as in an opponent's inventory.
	heading("A chain at 70×98 (opponent's inventory); a broken link", 20, 576)
	chain := []mockMaterial{
		{m: 0, value: 1, left: []rules.Material{0, 0}, right: []rules.Material{1, 1}, ll: 0, rl: rules.Ring},
		{m: 2, value: 1, left: []rules.Material{1, 1}, right: []rules.Material{2}, ll: rules.Ring, rl: rules.Gate},
		{m: 3, value: 1, left: []rules.Material{2}, right: []rules.Material{3}, ll: rules.Gate, rl: rules.Helix},
		{m: 5, value: 1, left: []rules.Material{4}, right: []rules.Material{5}, ll: rules.Wild, rl: rules.Crown},
	}
	for k, c := range chain {
		drawMockMaterial(dst, text, scale, 20+float64(k)*70, 590, 70, 98, c)
	}
	drawMockMaterial(dst, text, scale, 330, 590, 70, 98, mockMaterial{m: 1, value: 2, left: []rules.Material{1, 1}, right: []rules.Material{0, 0}, ll: rules.Arc, rl: rules.Spire})
	drawMockMaterial(dst, text, scale, 404, 590, 70, 98, mockMaterial{m: 4, value: 1, left: []rules.Material{3, 3}, right: []rules.Material{4}, ll: rules.Crown, rl: 0})
	label("spire | crown: no link", 438, 694)

	// Mock cards at full size: two linked Material cards, an Influence
	// card and a Landmark.
	heading("Cards at 150×210", 640, 30)
	a := mockMaterial{m: 0, value: 2, left: []rules.Material{0, 0}, right: []rules.Material{2}, ll: rules.Spire, rl: rules.Gate, name: "Moon grit"}
	b := mockMaterial{m: 2, value: 1, left: []rules.Material{2}, right: []rules.Material{1, 1}, ll: rules.Gate, rl: rules.Arc, name: "Red glass"}
	drawMockMaterial(dst, text, scale, 640, 42, 150, 210, a)
	drawMockMaterial(dst, text, scale, 790, 42, 150, 210, b)
	label("2 indicyl <-> 1 rubel, linked by a gate", 790, 258)
	drawMockInfluence(dst, text, scale, 960, 42, 150, 210)
	drawMockLandmark(dst, text, scale, 1118, 42, 150, 210)
	pad := HighlightPad(150 * scale)
	hop := &ebiten.DrawImageOptions{}
	hop.GeoM.Translate(960*scale-pad, 42*scale-pad)
	dst.DrawImage(CardHighlight(150*scale, 210*scale, false), hop)
	hop.GeoM.Translate(158*scale, 0)
	dst.DrawImage(CardHighlight(150*scale, 210*scale, true), hop)
	label("legal target · selected", 1114, 258)

	// Bodies of every material, and the three backs.
	heading("Bodies and backs at 96×134", 640, 298)
	for m := range rules.NumMaterials {
		x := 640 + float64(m)*104
		img := Card(MaterialCard, m, 96*scale, 134*scale)
		at(img, x+48, 378)
	}
	for k := range NumCardKinds {
		x := 640 + float64(k)*104
		at(CardBack(k, 96*scale, 134*scale), x+48, 530)
	}
	at(Card(InfluenceCard, -1, 96*scale, 134*scale), 640+3*104+48, 530)
	at(Card(LandmarkCard, 3, 96*scale, 134*scale), 640+4*104+48, 530)
	at(Card(MaterialCard, int(WildMaterial), 96*scale, 134*scale), 640+5*104+48, 530)
	label("backs: material · influence · landmark; Arkhein seal · skyline 3 · rare (wild)", 952, 600)
	text.Draw(dst, fmt.Sprintf("scale %.1f", scale), 1260, 706, 11, scale, ui.TextDim, sprites.AlignBaselineRight)
	return nil
}

func rgbA(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xFF}
}

// strip draws two card edges meeting at the middle of the box.
func strip(dst *ebiten.Image, x, y, w, h float64) {
	sprites.FillRoundRect(dst, x, y, w/2, h, 4, rgbA(0x3C444C))
	sprites.FillRoundRect(dst, x+w/2, y, w/2, h, 4, rgbA(0x454E57))
}

// drawArrowDemo shows the conversion arrows.
func drawArrowDemo(dst *ebiten.Image, scale, x, y float64) {
	DrawArrow(dst, x*scale, (x+60)*scale, (y-10)*scale, 3*scale, false, rgbA(0xE9E4D8))
	DrawArrow(dst, x*scale, (x+60)*scale, (y+14)*scale, 3*scale, true, rgbA(0xE9E4D8))
}

type mockMaterial struct {
	m           rules.Material
	value       int
	left, right []rules.Material
	ll, rl      rules.Link
	name        string
}

// drawMockMaterial composes a Material card from the parts at (x, y),
// w×h logical units.
func drawMockMaterial(dst *ebiten.Image, text *sprites.Text, scale, x, y, w, h float64, c mockMaterial) {
	W, H := w*scale, h*scale
	X, Y := x*scale, y*scale
	body := Card(MaterialCard, int(c.m), W, H)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(X, Y)
	dst.DrawImage(body, op)
	pl := CardLayout(MaterialCard, W, H)
	if c.ll != rules.NoLink {
		DrawLink(dst, c.ll, EdgeLeft, X, Y+pl.LinkY, pl.LinkH)
	}
	if c.rl != rules.NoLink {
		DrawLink(dst, c.rl, EdgeRight, X+W, Y+pl.LinkY, pl.LinkH)
	}
	// The material value: the body shows the icon; the count goes in its chip.
	vx, vy := pl.Value.Center()
	text.DrawBold(dst, fmt.Sprint(c.value), (X+vx)/scale, (Y+vy)/scale, max(6, pl.Value.H/scale*0.8), scale, rgbA(0xFFFFFF), sprites.AlignCenter)
	if c.name != "" && w >= 120 {
		hx, hy := pl.Header.Center()
		text.DrawBold(dst, c.name, (X+pl.Header.X+w*0.02*scale)/scale, (Y+hy)/scale, w*0.085, scale, rgbA(0xE9E4D8), sprites.AlignLeft)
		_ = hx
		text.Draw(dst, "Soft grit from dead moons.", (X+pl.Footer.X)/scale, (Y+pl.Footer.Y)/scale, w*0.065, scale, rgbA(0xAEB6BF), sprites.AlignTopLeft)
	}
	// The conversion: left icons, a two-way arrow, right icons.
	in := pl.Inner
	icon := min(in.H*0.62, in.W/5.2)
	ly := Y + pl.Inner.Y + pl.Inner.H/2
	n := len(c.left) + len(c.right)
	gap := icon * 0.04
	arrowW := icon * 1.1
	total := float64(n)*icon + float64(n-2)*gap + arrowW + 2*icon*0.2
	px := X + in.X + (in.W-total)/2 + icon/2
	for _, m := range c.left {
		DrawMaterial(dst, m, px, ly, icon)
		px += icon + gap
	}
	px += icon * 0.2
	DrawArrow(dst, px-icon/2, px-icon/2+arrowW, ly, max(1, icon*0.1), true, rgbA(0xE9E4D8))
	px += arrowW + icon*0.2
	for _, m := range c.right {
		DrawMaterial(dst, m, px, ly, icon)
		px += icon + gap
	}
}

func drawMockInfluence(dst *ebiten.Image, text *sprites.Text, scale, x, y, w, h float64) {
	W, H := w*scale, h*scale
	X, Y := x*scale, y*scale
	body := Card(InfluenceCard, int(rules.Insight), W, H)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(X, Y)
	dst.DrawImage(body, op)
	pl := CardLayout(InfluenceCard, W, H)
	_, hy := pl.Header.Center()
	text.DrawBold(dst, "Oracle", (X+pl.Header.X+6*scale)/scale, (Y+hy)/scale, 12, scale, rgbA(0xF3E2C0), sprites.AlignLeft)
	bx, by := pl.Badge.Center()
	DrawVPBadge(dst, X+bx, Y+by, pl.Badge.W)
	text.DrawBold(dst, "2", (X+bx)/scale, (Y+by-pl.Badge.W*0.02)/scale, 14, scale, rgbA(0xFBE9B7), sprites.AlignCenter)
	// Cost: 2 hesson, 1 kyan.
	cost := []rules.Material{1, 1, 3}
	drawIconRow(dst, pl.Cost, X, Y, len(cost), func(k int, cx, cy, s float64) { DrawMaterial(dst, cost[k], cx, cy, s) })
	gives := []rules.Influence{rules.Insight, rules.Vigil}
	drawIconRow(dst, pl.Band, X, Y, len(gives), func(k int, cx, cy, s float64) { DrawInfluence(dst, gives[k], cx, cy, s) })
	text.Draw(dst, "Oracle of the Ninth Orbit", (X+pl.Footer.X+pl.Footer.W/2)/scale, (Y+pl.Footer.Y)/scale, 9, scale, rgbA(0xC9B7E0), sprites.AlignTopCenter)
}

func drawMockLandmark(dst *ebiten.Image, text *sprites.Text, scale, x, y, w, h float64) {
	W, H := w*scale, h*scale
	X, Y := x*scale, y*scale
	body := Card(LandmarkCard, 1, W, H)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(X, Y)
	dst.DrawImage(body, op)
	pl := CardLayout(LandmarkCard, W, H)
	_, hy := pl.Header.Center()
	text.DrawBold(dst, "Hollow Spire", (X+pl.Header.X+4*scale)/scale, (Y+hy)/scale, 12, scale, rgbA(0xFBE9B7), sprites.AlignLeft)
	bx, by := pl.Badge.Center()
	DrawVPBadge(dst, X+bx, Y+by, pl.Badge.W)
	text.DrawBold(dst, "5", (X+bx)/scale, (Y+by-pl.Badge.W*0.02)/scale, 14, scale, rgbA(0xFBE9B7), sprites.AlignCenter)
	cost := []rules.Influence{0, 0, 2, 3}
	drawIconRow(dst, pl.Cost, X, Y, len(cost), func(k int, cx, cy, s float64) { DrawInfluence(dst, cost[k], cx, cy, s) })
	sx, sy := pl.Storage.Center()
	DrawStorage(dst, X+sx, Y+sy, pl.Storage.W)
	// Bonus: "+1" then a material card of hesson per stored pair.
	b := pl.Band
	text.DrawBold(dst, "+1 ×", (X+b.X+b.W*0.3)/scale, (Y+b.Y+b.H/2)/scale, 13, scale, rgbA(0xFBE9B7), sprites.AlignCenter)
	DrawStorage(dst, X+b.X+b.W*0.62, Y+b.Y+b.H/2, b.H*0.8)
	text.Draw(dst, "+1 per two stored cards", (X+pl.Footer.X+pl.Footer.W/2)/scale, (Y+pl.Footer.Y)/scale, 9, scale, rgbA(0xF3E2C0), sprites.AlignTopCenter)
}

// drawIconRow draws n icons evenly in box b (card coordinates) of a card
// at (X, Y).
func drawIconRow(dst *ebiten.Image, b Box, X, Y float64, n int, draw func(k int, cx, cy, s float64)) {
	s := min(b.H*0.8, b.W/float64(n+1))
	step := s * 1.08
	x0 := X + b.X + b.W/2 - step*float64(n-1)/2
	for k := range n {
		draw(k, x0+float64(k)*step, Y+b.Y+b.H/2, s)
	}
}

// materialName names material m as the rules do, and the wild icon "wild".
func materialName(m rules.Material) string {
	if m == WildMaterial {
		return "wild"
	}
	return m.String()
}
