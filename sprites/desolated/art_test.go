package desolated

import (
	"fmt"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	rules "starboard/rules/desolated"
)

var desolatedIcons = []rules.Material{rules.Indicyl, rules.Hesson, rules.Rubel, rules.Kyan, rules.Spessart, rules.Spectrol, WildMaterial}

func TestMaterialsDifferInShape(t *testing.T) {
	for _, size := range []int{18, 32, 64} {
		bufs := make([][]byte, len(desolatedIcons))
		for k, m := range desolatedIcons {
			name := fmt.Sprintf("Material(%s, %d)", materialName(m), size)
			img, buf := render(func() *ebiten.Image { return Material(m, float64(size)) })
			checkSize(t, name, img, size, size)
			checkDrawn(t, name, buf, 0.2)
			bufs[k] = buf
		}
		// Shape alone (alpha) tells every material apart, at every size:
		// colour is a second cue, never the only one.
		for a := range desolatedIcons {
			for b := a + 1; b < len(desolatedIcons); b++ {
				if d := alphaDifference(bufs[a], bufs[b]); d < 0.08 {
					t.Errorf("at %d px %s and %s differ in shape over %.3f of pixels, want >= 0.08", size,
						materialName(desolatedIcons[a]), materialName(desolatedIcons[b]), d)
				}
			}
		}
	}
}

func TestColorsDistinct(t *testing.T) {
	dist := func(a, b color.RGBA) int {
		return absInt(int(a.R)-int(b.R)) + absInt(int(a.G)-int(b.G)) + absInt(int(a.B)-int(b.B))
	}
	for a := range rules.Material(rules.NumMaterials) {
		for b := a + 1; b < rules.NumMaterials; b++ {
			if d := dist(MaterialColor(a), MaterialColor(b)); d < 120 {
				t.Errorf("colours of %s and %s are %d apart, want >= 120", materialName(a), materialName(b), d)
			}
		}
	}
	for a := range rules.Influence(rules.NumInfluences) {
		for b := a + 1; b < rules.NumInfluences; b++ {
			if d := dist(InfluenceColor(a), InfluenceColor(b)); d < 120 {
				t.Errorf("colours of %s and %s are %d apart, want >= 120", a.String(), b.String(), d)
			}
		}
	}
}

func TestInfluenceSignsDiffer(t *testing.T) {
	for _, size := range []int{18, 32, 64} {
		var bufs [rules.NumInfluences][]byte
		for i := range rules.Influence(rules.NumInfluences) {
			name := fmt.Sprintf("Influence(%s, %d)", i.String(), size)
			img, buf := render(func() *ebiten.Image { return Influence(i, float64(size)) })
			checkSize(t, name, img, size, size)
			checkDrawn(t, name, buf, 0.6)
			bufs[i] = buf
		}
		// The seals are alike; the signs on them must differ in their
		// pattern of light, not only in hue.
		for a := range rules.Influence(rules.NumInfluences) {
			for b := a + 1; b < rules.NumInfluences; b++ {
				if d := patternDistance(bufs[a], bufs[b]); d < 12 {
					t.Errorf("at %d px %s and %s differ by %.1f in luminance pattern, want >= 12", size,
						a.String(), b.String(), d)
				}
			}
		}
	}
}

func TestLinkHalvesMeet(t *testing.T) {
	const h = 40
	whole := make([][]byte, rules.NumLinks)
	for l := range rules.Link(rules.NumLinks) {
		left, lbuf := render(func() *ebiten.Image { return LinkTab(l, EdgeLeft, h) })
		right, rbuf := render(func() *ebiten.Image { return LinkTab(l, EdgeRight, h) })
		checkSize(t, fmt.Sprintf("LinkTab(%s, left)", l.String()), left, h/2, h)
		checkSize(t, fmt.Sprintf("LinkTab(%s, right)", l.String()), right, h/2, h)
		checkDrawn(t, "LinkTab("+l.String()+")", lbuf, 0.5)
		// The symbols are mirror-symmetric: the half on a right edge is
		// the mirror image of the half on a left edge, so the two join.
		mismatch := 0
		for y := range h {
			for x := range h / 2 {
				a := lbuf[4*(y*h/2+x)+3]
				b := rbuf[4*(y*h/2+(h/2-1-x))+3]
				if absInt(int(a)-int(b)) > 64 {
					mismatch++
				}
			}
		}
		if share := float64(mismatch) / float64(h*h/2); share > 0.02 {
			t.Errorf("link %s: halves mirror each other except over %.3f of pixels, want <= 0.02", l.String(), share)
		}
		// The whole socket, as two touching edges show it.
		w := make([]byte, 4*h*h)
		for y := range h {
			copy(w[4*y*h:], rbuf[4*y*h/2:4*(y+1)*h/2])
			copy(w[4*y*h+2*h:], lbuf[4*y*h/2:4*(y+1)*h/2])
		}
		whole[l] = w
	}
	for a := rules.Ring; a < rules.NumLinks; a++ {
		for b := a + 1; b < rules.NumLinks; b++ {
			if d := patternDistance(whole[a], whole[b]); d < 10 {
				t.Errorf("links %s and %s differ by %.1f in luminance pattern, want >= 10", a.String(), b.String(), d)
			}
		}
	}
}

func TestCardBodies(t *testing.T) {
	const w, h = 150, 210
	type body struct {
		name string
		buf  []byte
	}
	var bodies []body
	add := func(name string, make func() *ebiten.Image) {
		img, buf := render(make)
		checkSize(t, name, img, w, h)
		checkDrawn(t, name, buf, 0.97)
		bodies = append(bodies, body{name, buf})
	}
	for m := range rules.Material(rules.NumMaterials) {
		add(fmt.Sprintf("Card(material, %s)", materialName(m)), func() *ebiten.Image {
			return Card(MaterialCard, int(m), w, h)
		})
	}
	add("Card(material, wild)", func() *ebiten.Image { return Card(MaterialCard, int(WildMaterial), w, h) })
	add("Card(material, plain)", func() *ebiten.Image { return Card(MaterialCard, Plain, w, h) })
	add("Card(influence, seal)", func() *ebiten.Image { return Card(InfluenceCard, -1, w, h) })
	for i := range rules.Influence(rules.NumInfluences) {
		add("Card(influence, "+i.String()+")", func() *ebiten.Image { return Card(InfluenceCard, int(i), w, h) })
	}
	add("Card(landmark, 0)", func() *ebiten.Image { return Card(LandmarkCard, 0, w, h) })
	add("Card(landmark, 1)", func() *ebiten.Image { return Card(LandmarkCard, 1, w, h) })
	for k := range NumCardKinds {
		add(fmt.Sprintf("CardBack(%d)", k), func() *ebiten.Image { return CardBack(k, w, h) })
	}
	for a := range bodies {
		for b := a + 1; b < len(bodies); b++ {
			if d := difference(bodies[a].buf, bodies[b].buf); d < 0.02 {
				t.Errorf("%s and %s differ in %.3f of pixels, want >= 0.02", bodies[a].name, bodies[b].name, d)
			}
		}
	}
	_, again := render(func() *ebiten.Image { return Card(LandmarkCard, 1, w, h) })
	if d := difference(bodies[len(bodies)-4].buf, again); d != 0 {
		t.Errorf("Card(landmark, 1) twice differs in %.3f of pixels, want 0", d)
	}
}

func inside(b Box, w, h float64) bool {
	return b.X >= 0 && b.Y >= 0 && b.X+b.W <= w+1e-9 && b.Y+b.H <= h+1e-9 && b.W > 0 && b.H > 0
}

func below(a, b Box) bool { return a.Y+a.H <= b.Y+1e-9 }

func TestCardLayout(t *testing.T) {
	for _, size := range [][2]float64{{70, 98}, {150, 210}, {300, 420}} {
		w, h := size[0], size[1]
		for k := range NumCardKinds {
			pl := CardLayout(k, w, h)
			name := fmt.Sprintf("CardLayout(%d, %vx%v)", k, w, h)
			boxes := map[string]Box{"Header": pl.Header, "Art": pl.Art, "Band": pl.Band, "Inner": pl.Inner}
			compact := w < CompactWidth
			if !compact {
				boxes["Footer"] = pl.Footer
			} else if pl.Footer != (Box{}) {
				t.Errorf("%s: Footer = %+v on a compact card, want none", name, pl.Footer)
			}
			if k == MaterialCard {
				boxes["Corner"], boxes["Value"] = pl.Corner, pl.Value
			} else {
				boxes["Cost"], boxes["Badge"] = pl.Cost, pl.Badge
			}
			if k == LandmarkCard {
				boxes["Storage"] = pl.Storage
			}
			for n, b := range boxes {
				if !inside(b, w, h) {
					t.Errorf("%s: %s = %+v, want a box inside the card", name, n, b)
				}
			}
			if !below(pl.Header, pl.Art) || !below(pl.Art, pl.Band) || (!compact && !below(pl.Band, pl.Footer)) {
				t.Errorf("%s: Header, Art, Band and Footer overlap: %+v", name, pl)
			}
			if k == MaterialCard {
				if pl.LinkY-pl.LinkH/2 < pl.Art.Y || pl.LinkY+pl.LinkH/2 > pl.Art.Y+pl.Art.H || pl.LinkH <= 0 {
					t.Errorf("%s: link line %.1f (height %.1f) is not beside the art window %+v", name, pl.LinkY, pl.LinkH, pl.Art)
				}
			} else {
				if !below(pl.Cost, pl.Header) || !below(pl.Header, pl.Badge) {
					t.Errorf("%s: the name %+v overlaps Cost %+v or Badge %+v", name, pl.Header, pl.Cost, pl.Badge)
				}
			}
		}
	}
}

func TestPieces(t *testing.T) {
	for _, c := range []struct {
		name  string
		make  func() *ebiten.Image
		least float64
	}{
		{"Token(indicyl)", func() *ebiten.Image { return Token(rules.Indicyl, 40) }, 0.6},
		{"Token(spectrol)", func() *ebiten.Image { return Token(rules.Spectrol, 40) }, 0.6},
		{"Token(wild)", func() *ebiten.Image { return Token(WildMaterial, 40) }, 0.6},
		{"Storage", func() *ebiten.Image { return Storage(40) }, 0.3},
		{"VPBadge", func() *ebiten.Image { return VPBadge(40) }, 0.5},
	} {
		img, buf := render(c.make)
		checkSize(t, c.name, img, 40, 40)
		checkDrawn(t, c.name, buf, c.least)
	}
	var buf []byte
	inLoop(func() {
		img := ebiten.NewImage(80, 20)
		DrawArrow(img, 4, 76, 10, 3, true, color.White)
		buf = allocPixels(80, 20)
		img.ReadPixels(buf)
	})
	checkDrawn(t, "DrawArrow", buf, 0.1)
	pad := int(HighlightPad(100))
	var marks [2][]byte
	for k, selected := range []bool{false, true} {
		name := fmt.Sprintf("CardHighlight(selected=%v)", selected)
		img, buf := render(func() *ebiten.Image { return CardHighlight(100, 140, selected) })
		checkSize(t, name, img, 100+2*pad, 140+2*pad)
		checkDrawn(t, name, buf, 0.1)
		marks[k] = buf
	}
	if d := alphaDifference(marks[0], marks[1]); d < 0.01 {
		t.Errorf("highlight and selection marks differ in shape over %.3f of pixels, want >= 0.01", d)
	}
}

func TestCache(t *testing.T) {
	c := NewCache(0)
	inLoop(func() {
		a := c.Card(MaterialCard, int(rules.Rubel), 150, 210)
		if c.Card(MaterialCard, int(rules.Rubel), 150.2, 210) != a {
			t.Errorf("Card at 150.2 px made a new image, want the cached one")
		}
		if c.Card(MaterialCard, int(rules.Kyan), 150, 210) == a {
			t.Errorf("Card of kyan = the rubel card's image, want its own")
		}
		if c.Card(InfluenceCard, int(rules.Rubel), 150, 210) == a {
			t.Errorf("an Influence card shares the Material card's image")
		}
		if c.LinkTab(rules.Gate, EdgeLeft, 30) == c.LinkTab(rules.Gate, EdgeRight, 30) {
			t.Errorf("LinkTab left and right edges share one image")
		}
		if c.Material(WildMaterial, 32) == c.Material(rules.Indicyl, 32) {
			t.Errorf("wild and indicyl share one cached icon")
		}
		c.CardBack(LandmarkCard, 150, 210)
		c.Influence(rules.Vigil, 32)
		c.Token(rules.Hesson, 32)
		c.Storage(32)
		c.VPBadge(32)
		dst := ebiten.NewImage(100, 60)
		c.DrawLink(dst, rules.Helix, EdgeRight, 50, 30, 30)
	})
	if got, want := c.Misses(), 13; got != want {
		t.Errorf("Misses() = %d, want %d", got, want)
	}
}

func BenchmarkCard150x210(b *testing.B) {
	benchImages(b, func(i int) *ebiten.Image {
		return Card(CardKind(i%int(NumCardKinds)), i%rules.NumMaterials, 150, 210)
	})
}

func BenchmarkMaterial32(b *testing.B) {
	benchImages(b, func(i int) *ebiten.Image { return Material(rules.Material(i%rules.NumMaterials), 32) })
}

func BenchmarkLinkTab30(b *testing.B) {
	benchImages(b, func(i int) *ebiten.Image { return LinkTab(rules.Link(1+i%(rules.NumLinks-1)), Edge(i%2), 30) })
}

func TestEveryCardHasItsPictures(t *testing.T) {
	for n, c := range rules.Materials {
		for _, l := range []rules.Link{c.LeftLink, c.RightLink} {
			if l < 0 || l >= rules.NumLinks {
				t.Errorf("material card %d has link %d, which has no socket", n, l)
			}
		}
		if c.Type < 0 || c.Type >= rules.NumMaterials {
			t.Errorf("material card %d has material %d, which has no icon", n, c.Type)
		}
	}
	for n, c := range rules.Landmarks {
		if c.Bonus == rules.BonusInfluence && (c.Arg < 0 || int(c.Arg) >= rules.NumInfluences) {
			t.Errorf("landmark %d counts influence %d, which has no icon", n, c.Arg)
		}
		if c.Bonus == rules.BonusMaterial && (c.Arg < 0 || int(c.Arg) >= rules.NumMaterials) {
			t.Errorf("landmark %d counts material %d, which has no icon", n, c.Arg)
		}
	}
}
