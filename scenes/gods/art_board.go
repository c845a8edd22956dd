package gods

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/sprites"
)

// The backdrop of each continent tray, top and bottom of its gradient.
var contTheme = [gods.Continents][2]color.RGBA{
	{{0x2f, 0x82, 0x93, 0xff}, {0x12, 0x35, 0x45, 0xff}}, // a sea shelf
	{{0x93, 0x51, 0x30, 0xff}, {0x3b, 0x1d, 0x13, 0xff}}, // iron highlands
	{{0x50, 0x86, 0x3a, 0xff}, {0x1c, 0x37, 0x19, 0xff}}, // a green rift
	{{0x74, 0x96, 0xb8, 0xff}, {0x26, 0x38, 0x52, 0xff}}, // a glacier
}

var (
	colLink     = color.RGBA{0xf3, 0xe9, 0xc9, 0xff}
	colLinkEdge = color.RGBA{0x10, 0x0c, 0x08, 0xb0}
	colWhite    = color.RGBA{0xf8, 0xf8, 0xf4, 0xff}
)

// continent renders continent c of layout l: its backdrop, the links
// between its spaces and the spaces with their soil.
func (a *art) continent(c int, l *layout) *ebiten.Image {
	r := l.cont[c]
	k := imgKey{what: imgContinent, a: int16(c), w: a.px(r.W), h: a.px(r.H), r: a.px(l.spaceR)}
	return a.get(k, func() *ebiten.Image {
		p := a.newCentred(r.W+8, r.H+10)
		// The pen's origin is the continent's centre; move to its corner.
		p.ox += -r.X - r.W/2
		p.oy += -r.Y - r.H/2
		box := r
		p.roundRect(scenes.Rect{X: box.X + 3, Y: box.Y + 5, W: box.W, H: box.H}, 18, color.RGBA{0, 0, 0, 0x90})
		th := contTheme[c]
		p.gradient(box, 18, th[0], th[1])
		a.terrain(p, c, box, l.tabH)
		p.roundRect(scenes.Rect{X: box.X, Y: box.Y, W: box.W, H: l.tabH}, 18, color.RGBA{0, 0, 0, 0x40})
		p.roundStroke(box.Inset(1), 18, 2, lighten(th[0], 0.35))
		ca := a.conts[c]
		pos := func(sp int) (float64, float64) { return l.ringPoint(c, ca.order[sp]) }
		for _, e := range ca.face.Links {
			x0, y0 := pos(int(e[0]))
			x1, y1 := pos(int(e[1]))
			p.line(x0, y0, x1, y1, 11, colLinkEdge)
			p.line(x0, y0, x1, y1, 6, colLink)
		}
		img := p.upload()
		for sp := 0; sp < gods.Spaces; sp++ {
			x, y := pos(sp)
			var sprite *ebiten.Image
			if sp == gods.WhiteSpace {
				sprite = a.space(0, true, l.spaceR)
			} else {
				sprite = a.space(ca.face.Soils[sp], false, l.spaceR)
			}
			b := sprite.Bounds()
			var op ebiten.DrawImageOptions
			op.GeoM.Translate(float64(p.x(x))-float64(b.Dx())/2, float64(p.y(y))-float64(b.Dy())/2)
			op.Filter = ebiten.FilterLinear
			img.DrawImage(sprite, &op)
		}
		return img
	})
}

// terrain scatters soft shapes over a backdrop so each tray looks like
// land, the same every time.
func (a *art) terrain(p pen, c int, box scenes.Rect, tabH float64) {
	seed := uint32(c*7919 + 17)
	next := func() float64 {
		seed = seed*1664525 + 1013904223
		return float64(seed>>8) / float64(1<<24)
	}
	th := contTheme[c]
	for i := 0; i < 26; i++ {
		x := box.X + 20 + next()*(box.W-40)
		y := box.Y + tabH + 10 + next()*(box.H-tabH-20)
		rad := 10 + next()*math.Min(box.W, box.H)*0.16
		col := fade(lighten(th[0], 0.2), 0.10)
		if i%3 == 0 {
			col = fade(darken(th[1], 0.3), 0.16)
		}
		p.circle(x, y, rad, col)
	}
}

// sky is the table's background: a deep gradient with faint stars,
// written pixel by pixel.
func (a *art) sky(w, h float64) *ebiten.Image {
	return a.get(imgKey{what: imgSky, w: a.px(w), h: a.px(h)}, func() *ebiten.Image {
		pw, ph := int(a.px(w)), int(a.px(h))
		img := ebiten.NewImage(pw, ph)
		pix := make([]byte, 4*pw*ph)
		top, bottom := color.RGBA{0x14, 0x1a, 0x30, 0xff}, color.RGBA{0x06, 0x08, 0x10, 0xff}
		for y := 0; y < ph; y++ {
			c := mix(top, bottom, float64(y)/float64(max(ph-1, 1)))
			for x := 0; x < pw; x++ {
				o := 4 * (y*pw + x)
				pix[o], pix[o+1], pix[o+2], pix[o+3] = c.R, c.G, c.B, 0xff
			}
		}
		seed := uint32(99)
		next := func() float64 {
			seed = seed*1664525 + 1013904223
			return float64(seed>>8) / float64(1<<24)
		}
		for i := 0; i < 220; i++ {
			x, y := int(next()*float64(pw)), int(next()*float64(ph))
			b := 0.2 + 0.6*next()*next()
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					xx, yy := x+dx, y+dy
					if xx < 0 || yy < 0 || xx >= pw || yy >= ph {
						continue
					}
					f := b
					if dx != 0 || dy != 0 {
						f *= 0.25
					}
					o := 4 * (yy*pw + xx)
					for k, v := range [3]float64{0xdd, 0xe6, 0xff} {
						pix[o+k] = uint8(math.Min(255, float64(pix[o+k])+v*f))
					}
				}
			}
		}
		img.WritePixels(pix)
		return img
	})
}

// seatMarker is a seat's badge: the colour and shape chosen for it from
// the seat palette, so seats differ for colour-blind eyes too.
func (a *art) seatMarker(seat int, r float64) *ebiten.Image {
	idx := a.seatColors[seat]
	return a.get(imgKey{what: imgSeat, a: int16(idx), r: a.px(r)}, func() *ebiten.Image {
		return sprites.SeatBadge(idx, float64(a.px(r/0.4)))
	})
}

// seatColor returns the colour chosen for seat.
func (a *art) seatColor(seat int) color.RGBA { return sprites.SeatColor(a.seatColors[seat]) }
