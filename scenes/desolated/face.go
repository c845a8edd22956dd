package desolated

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	dr "starboard/rules/desolated"
	"starboard/scenes"
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
}

const maxFaces = 160

func newFaces() *faces {
	return &faces{art: art.NewCache(400), imgs: map[faceKey]*ebiten.Image{}}
}

var (
	colInk     = color.RGBA{0xe9, 0xe4, 0xd8, 0xff}
	colInkDim  = color.RGBA{0xae, 0xb6, 0xbf, 0xff}
	colInkGold = color.RGBA{0xfb, 0xe9, 0xb7, 0xff}
)

// draw paints the face of card id of a kind (or its back, id < 0) over r.
func (f *faces) draw(c *scenes.Canvas, kind uint8, id int, r scenes.Rect) {
	w, h := c.Px(r.W), c.Px(r.H)
	if w < 4 || h < 4 {
		return
	}
	k := faceKey{kind: kind, id: int16(id), w: int16(w), h: int16(h)}
	img, ok := f.imgs[k]
	if !ok {
		if f.text == nil {
			f.text = c.App.Text
		}
		img = f.render(kind, id, float64(w), float64(h))
		if len(f.order) >= maxFaces {
			old := f.order[0]
			f.order = f.order[1:]
			f.imgs[old].Deallocate()
			delete(f.imgs, old)
		}
		f.imgs[k] = img
		f.order = append(f.order, k)
	}
	c.ImageIn(img, r, 1)
}

func (f *faces) render(kind uint8, id int, W, H float64) *ebiten.Image {
	dst := ebiten.NewImage(int(W), int(H))
	sk := art.CardKind(kind)
	if id < 0 {
		dst.DrawImage(f.art.CardBack(sk, W, H), nil)
		return dst
	}
	// Text is laid out as if the card were 100 units wide.
	scale := W / 100
	switch kind {
	case faceMaterial:
		f.material(dst, id, W, H, scale)
	case faceInfluence:
		f.influence(dst, id, W, H, scale)
	default:
		f.landmark(dst, id, W, H, scale)
	}
	return dst
}

func (f *faces) put(dst, img *ebiten.Image, x, y float64) {
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(x-float64(b.Dx())/2, y-float64(b.Dy())/2)
	dst.DrawImage(img, op)
}

func (f *faces) label(dst *ebiten.Image, s string, x, y, size, scale float64, col color.Color, align scenes.Align, bold bool) {
	f.text.Draw(dst, s, x/scale, y/scale, size, scale, col, align, bold)
}

func (f *faces) material(dst *ebiten.Image, id int, W, H, scale float64) {
	card := &dr.Materials[id]
	variant := int(card.Type)
	if card.Kind == dr.RareCard {
		variant = int(art.WildMaterial)
	}
	dst.DrawImage(f.art.Card(art.MaterialCard, variant, W, H), nil)
	pl := art.CardLayout(art.MaterialCard, W, H)
	if card.LeftLink != dr.NoLink {
		f.link(dst, card.LeftLink, art.EdgeLeft, 0, pl.LinkY, pl.LinkH)
	}
	if card.RightLink != dr.NoLink {
		f.link(dst, card.RightLink, art.EdgeRight, W, pl.LinkY, pl.LinkH)
	}
	if card.Kind != dr.RareCard {
		vx, vy := pl.Value.Center()
		f.label(dst, strconv.Itoa(int(card.Value)), vx, vy-pl.Value.H*0.5, pl.Value.H/scale*0.85, scale, colInk, scenes.Center, true)
	}
	hx := pl.Header.X + pl.Header.W*0.04
	f.label(dst, card.Name, hx, pl.Header.Y+pl.Header.H*0.12, 10.5, scale, colInk, scenes.Left, true)
	// The conversion: left icons, a two-way arrow, right icons.
	in := pl.Inner
	left, right := units(card.Left), units(card.Right)
	n := len(left) + len(right)
	if n == 0 {
		return
	}
	icon := min(in.H*0.62, in.W/(float64(n)+1.6))
	arrowW := icon * 1.1
	total := float64(n)*icon + arrowW + icon*0.4
	px := in.X + (in.W-total)/2 + icon/2
	for _, m := range left {
		f.put(dst, f.art.Material(m, icon), px, pl.LinkY)
		px += icon
	}
	px += icon * 0.2
	art.DrawArrow(dst, px-icon/2, px-icon/2+arrowW, pl.LinkY, max(1, icon*0.1), true, colInk)
	px += arrowW + icon*0.2
	for _, m := range right {
		f.put(dst, f.art.Material(m, icon), px, pl.LinkY)
		px += icon
	}
	if pl.Footer.H > 0 && W >= 90 {
		f.label(dst, dr.Flavor(card.Type), pl.Footer.X+pl.Footer.W/2, pl.Footer.Y, 8.5, scale, colInkDim, scenes.Center, false)
	}
}

func (f *faces) link(dst *ebiten.Image, l dr.Link, edge art.Edge, x, y, h float64) {
	f.art.DrawLink(dst, l, edge, x, y, h)
}

func (f *faces) influence(dst *ebiten.Image, id int, W, H, scale float64) {
	card := &dr.Influences[id]
	variant := -1
	for i, n := range card.Sway {
		if n > 0 {
			variant = i
			break
		}
	}
	dst.DrawImage(f.art.Card(art.InfluenceCard, variant, W, H), nil)
	pl := art.CardLayout(art.InfluenceCard, W, H)
	_, hy := pl.Header.Center()
	f.label(dst, card.Name, pl.Header.X+pl.Header.W*0.05, hy-pl.Header.H*0.38, 10, scale, colInk, scenes.Left, true)
	if card.VP != 0 {
		f.badge(dst, pl.Badge, card.VP, scale)
	}
	cost := card.Cost
	if card.Advanced {
		cost = card.Upkeep
	}
	mats := units(cost)
	f.row(dst, pl.Cost, len(mats), func(k int, x, y, s float64) { f.put(dst, f.art.Material(mats[k], s), x, y) })
	var gives []dr.Influence
	for i, n := range card.Sway {
		for range n {
			gives = append(gives, dr.Influence(i))
		}
	}
	f.row(dst, pl.Band, len(gives), func(k int, x, y, s float64) { f.put(dst, f.art.Influence(gives[k], s), x, y) })
	if card.Advanced && pl.Footer.H > 0 {
		f.label(dst, "upkeep each round", pl.Footer.X+pl.Footer.W/2, pl.Footer.Y, 8.5, scale, colInkDim, scenes.Center, false)
	}
}

func (f *faces) landmark(dst *ebiten.Image, id int, W, H, scale float64) {
	card := &dr.Landmarks[id]
	dst.DrawImage(f.art.Card(art.LandmarkCard, id%5, W, H), nil)
	pl := art.CardLayout(art.LandmarkCard, W, H)
	_, hy := pl.Header.Center()
	f.label(dst, card.Name, pl.Header.X+pl.Header.W*0.04, hy-pl.Header.H*0.38, 10, scale, colInkGold, scenes.Left, true)
	if card.VP != 0 {
		f.badge(dst, pl.Badge, card.VP, scale)
	}
	if card.Advanced {
		mats := units(card.MatCost)
		f.row(dst, pl.Cost, len(mats), func(k int, x, y, s float64) { f.put(dst, f.art.Material(mats[k], s), x, y) })
	} else {
		var cost []dr.Influence
		for i, n := range card.Cost {
			for range n {
				cost = append(cost, dr.Influence(i))
			}
		}
		f.row(dst, pl.Cost, len(cost), func(k int, x, y, s float64) { f.put(dst, f.art.Influence(cost[k], s), x, y) })
	}
	if card.Storage {
		sx, sy := pl.Storage.Center()
		f.put(dst, f.art.Storage(pl.Storage.W), sx, sy)
	}
	b := pl.Band
	if card.Mult != 0 {
		f.label(dst, "+"+strconv.Itoa(card.Mult)+" ×", b.X+b.W/2, b.Y+b.H*0.1, 12, scale, colInkGold, scenes.Center, true)
	}
	if pl.Footer.H > 0 {
		f.text.DrawWrapped(dst, card.BonusText(), (pl.Footer.X)/scale, pl.Footer.Y/scale, 8.5, pl.Footer.W/scale, scale, colInkGold, false)
	}
}

func (f *faces) badge(dst *ebiten.Image, b art.Box, vp int, scale float64) {
	bx, by := b.Center()
	f.put(dst, f.art.VPBadge(b.W), bx, by)
	f.label(dst, strconv.Itoa(vp), bx, by-b.W*0.26, b.W/scale*0.42, scale, colInkGold, scenes.Center, true)
}

// row draws n icons evenly in box b.
func (f *faces) row(dst *ebiten.Image, b art.Box, n int, draw func(k int, x, y, s float64)) {
	if n == 0 {
		return
	}
	s := min(b.H*0.8, b.W/float64(n+1))
	step := s * 1.08
	x0 := b.X + b.W/2 - step*float64(n-1)/2
	for k := range n {
		draw(k, x0+float64(k)*step, b.Y+b.H/2, s)
	}
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
