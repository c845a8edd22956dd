package sprites

import (
	"fmt"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

var desolatedIcons = []int{DesolatedIndicyl, DesolatedHesson, DesolatedRubel, DesolatedKyan, DesolatedSpessart, DesolatedSpectrol, DesolatedWild}

func TestDesolatedMaterialsDifferInShape(t *testing.T) {
	for _, size := range []int{18, 32, 64} {
		bufs := make([][]byte, len(desolatedIcons))
		for k, m := range desolatedIcons {
			name := fmt.Sprintf("DesolatedMaterial(%s, %d)", DesolatedMaterialName(m), size)
			img, buf := render(func() *ebiten.Image { return DesolatedMaterial(m, float64(size)) })
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
						DesolatedMaterialName(desolatedIcons[a]), DesolatedMaterialName(desolatedIcons[b]), d)
				}
			}
		}
	}
}

func TestDesolatedColorsDistinct(t *testing.T) {
	dist := func(a, b color.RGBA) int {
		return absInt(int(a.R)-int(b.R)) + absInt(int(a.G)-int(b.G)) + absInt(int(a.B)-int(b.B))
	}
	for a := range NumDesolatedMaterials {
		for b := a + 1; b < NumDesolatedMaterials; b++ {
			if d := dist(DesolatedMaterialColor(a), DesolatedMaterialColor(b)); d < 120 {
				t.Errorf("colours of %s and %s are %d apart, want >= 120", DesolatedMaterialName(a), DesolatedMaterialName(b), d)
			}
		}
	}
	for a := range NumDesolatedInfluences {
		for b := a + 1; b < NumDesolatedInfluences; b++ {
			if d := dist(DesolatedInfluenceColor(a), DesolatedInfluenceColor(b)); d < 120 {
				t.Errorf("colours of %s and %s are %d apart, want >= 120", DesolatedInfluenceName(a), DesolatedInfluenceName(b), d)
			}
		}
	}
	if got := DesolatedMaterialName(DesolatedWild); got != "wild" {
		t.Errorf("DesolatedMaterialName(DesolatedWild) = %q, want %q", got, "wild")
	}
	if got := DesolatedMaterialName(9); got != "?" {
		t.Errorf("DesolatedMaterialName(9) = %q, want %q", got, "?")
	}
}

func TestDesolatedInfluenceSignsDiffer(t *testing.T) {
	for _, size := range []int{18, 32, 64} {
		var bufs [NumDesolatedInfluences][]byte
		for i := range NumDesolatedInfluences {
			name := fmt.Sprintf("DesolatedInfluence(%s, %d)", DesolatedInfluenceName(i), size)
			img, buf := render(func() *ebiten.Image { return DesolatedInfluence(i, float64(size)) })
			checkSize(t, name, img, size, size)
			checkDrawn(t, name, buf, 0.6)
			bufs[i] = buf
		}
		// The seals are alike; the signs on them must differ in their
		// pattern of light, not only in hue.
		for a := range NumDesolatedInfluences {
			for b := a + 1; b < NumDesolatedInfluences; b++ {
				if d := patternDistance(bufs[a], bufs[b]); d < 12 {
					t.Errorf("at %d px %s and %s differ by %.1f in luminance pattern, want >= 12", size,
						DesolatedInfluenceName(a), DesolatedInfluenceName(b), d)
				}
			}
		}
	}
}

func TestDesolatedLinkHalvesMeet(t *testing.T) {
	const h = 40
	whole := make([][]byte, NumDesolatedLinks)
	for l := range NumDesolatedLinks {
		left, lbuf := render(func() *ebiten.Image { return DesolatedLinkTab(l, EdgeLeft, h) })
		right, rbuf := render(func() *ebiten.Image { return DesolatedLinkTab(l, EdgeRight, h) })
		checkSize(t, fmt.Sprintf("DesolatedLinkTab(%s, left)", DesolatedLinkName(l)), left, h/2, h)
		checkSize(t, fmt.Sprintf("DesolatedLinkTab(%s, right)", DesolatedLinkName(l)), right, h/2, h)
		checkDrawn(t, "DesolatedLinkTab("+DesolatedLinkName(l)+")", lbuf, 0.5)
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
			t.Errorf("link %s: halves mirror each other except over %.3f of pixels, want <= 0.02", DesolatedLinkName(l), share)
		}
		// The whole socket, as two touching edges show it.
		w := make([]byte, 4*h*h)
		for y := range h {
			copy(w[4*y*h:], rbuf[4*y*h/2:4*(y+1)*h/2])
			copy(w[4*y*h+2*h:], lbuf[4*y*h/2:4*(y+1)*h/2])
		}
		whole[l] = w
	}
	for a := DesolatedRing; a < NumDesolatedLinks; a++ {
		for b := a + 1; b < NumDesolatedLinks; b++ {
			if d := patternDistance(whole[a], whole[b]); d < 10 {
				t.Errorf("links %s and %s differ by %.1f in luminance pattern, want >= 10", DesolatedLinkName(a), DesolatedLinkName(b), d)
			}
		}
	}
}

func TestDesolatedCardBodies(t *testing.T) {
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
	for m := range NumDesolatedMaterials {
		add(fmt.Sprintf("DesolatedCard(material, %s)", DesolatedMaterialName(m)), func() *ebiten.Image {
			return DesolatedCard(DesolatedMaterialCard, m, w, h)
		})
	}
	add("DesolatedCard(material, wild)", func() *ebiten.Image { return DesolatedCard(DesolatedMaterialCard, DesolatedWild, w, h) })
	add("DesolatedCard(material, plain)", func() *ebiten.Image { return DesolatedCard(DesolatedMaterialCard, DesolatedPlain, w, h) })
	add("DesolatedCard(influence, seal)", func() *ebiten.Image { return DesolatedCard(DesolatedInfluenceCard, -1, w, h) })
	for i := range NumDesolatedInfluences {
		add("DesolatedCard(influence, "+DesolatedInfluenceName(i)+")", func() *ebiten.Image { return DesolatedCard(DesolatedInfluenceCard, i, w, h) })
	}
	add("DesolatedCard(landmark, 0)", func() *ebiten.Image { return DesolatedCard(DesolatedLandmarkCard, 0, w, h) })
	add("DesolatedCard(landmark, 1)", func() *ebiten.Image { return DesolatedCard(DesolatedLandmarkCard, 1, w, h) })
	for k := range NumDesolatedCardKinds {
		add(fmt.Sprintf("DesolatedCardBack(%d)", k), func() *ebiten.Image { return DesolatedCardBack(k, w, h) })
	}
	for a := range bodies {
		for b := a + 1; b < len(bodies); b++ {
			if d := difference(bodies[a].buf, bodies[b].buf); d < 0.02 {
				t.Errorf("%s and %s differ in %.3f of pixels, want >= 0.02", bodies[a].name, bodies[b].name, d)
			}
		}
	}
	_, again := render(func() *ebiten.Image { return DesolatedCard(DesolatedLandmarkCard, 1, w, h) })
	if d := difference(bodies[len(bodies)-4].buf, again); d != 0 {
		t.Errorf("DesolatedCard(landmark, 1) twice differs in %.3f of pixels, want 0", d)
	}
}

func inside(b DesolatedBox, w, h float64) bool {
	return b.X >= 0 && b.Y >= 0 && b.X+b.W <= w+1e-9 && b.Y+b.H <= h+1e-9 && b.W > 0 && b.H > 0
}

func below(a, b DesolatedBox) bool { return a.Y+a.H <= b.Y+1e-9 }

func TestDesolatedCardLayout(t *testing.T) {
	for _, size := range [][2]float64{{70, 98}, {150, 210}, {300, 420}} {
		w, h := size[0], size[1]
		for k := range NumDesolatedCardKinds {
			pl := DesolatedCardLayout(k, w, h)
			name := fmt.Sprintf("DesolatedCardLayout(%d, %vx%v)", k, w, h)
			boxes := map[string]DesolatedBox{"Header": pl.Header, "Art": pl.Art, "Band": pl.Band, "Inner": pl.Inner, "Footer": pl.Footer}
			if k == DesolatedMaterialCard {
				boxes["Corner"], boxes["Value"] = pl.Corner, pl.Value
			} else {
				boxes["Cost"], boxes["Badge"] = pl.Cost, pl.Badge
			}
			if k == DesolatedLandmarkCard {
				boxes["Storage"] = pl.Storage
			}
			for n, b := range boxes {
				if !inside(b, w, h) {
					t.Errorf("%s: %s = %+v, want a box inside the card", name, n, b)
				}
			}
			if !below(pl.Header, pl.Art) || !below(pl.Art, pl.Band) || !below(pl.Band, pl.Footer) {
				t.Errorf("%s: Header, Art, Band and Footer overlap: %+v", name, pl)
			}
			if k == DesolatedMaterialCard {
				if pl.LinkY <= pl.Band.Y || pl.LinkY >= pl.Band.Y+pl.Band.H || pl.LinkH <= 0 || pl.LinkH > pl.Band.H {
					t.Errorf("%s: link line %.1f (height %.1f) is not within the band %+v", name, pl.LinkY, pl.LinkH, pl.Band)
				}
				if pl.Inner.X < pl.LinkH/2-1e-9 || pl.Inner.X+pl.Inner.W > w-pl.LinkH/2+1e-9 {
					t.Errorf("%s: Inner %+v reaches under the link sockets (%.1f tall)", name, pl.Inner, pl.LinkH)
				}
			} else if !below(pl.Cost, pl.Art) {
				t.Errorf("%s: Cost %+v overlaps Art %+v", name, pl.Cost, pl.Art)
			}
		}
	}
}

func TestDesolatedPieces(t *testing.T) {
	for _, c := range []struct {
		name  string
		make  func() *ebiten.Image
		least float64
	}{
		{"DesolatedToken(indicyl)", func() *ebiten.Image { return DesolatedToken(DesolatedIndicyl, 40) }, 0.6},
		{"DesolatedToken(spectrol)", func() *ebiten.Image { return DesolatedToken(DesolatedSpectrol, 40) }, 0.6},
		{"DesolatedToken(wild)", func() *ebiten.Image { return DesolatedToken(DesolatedWild, 40) }, 0.6},
		{"DesolatedStorage", func() *ebiten.Image { return DesolatedStorage(40) }, 0.3},
		{"DesolatedVPBadge", func() *ebiten.Image { return DesolatedVPBadge(40) }, 0.5},
	} {
		img, buf := render(c.make)
		checkSize(t, c.name, img, 40, 40)
		checkDrawn(t, c.name, buf, c.least)
	}
	var buf []byte
	inLoop(func() {
		img := ebiten.NewImage(80, 20)
		DrawDesolatedArrow(img, 4, 76, 10, 3, true, color.White)
		buf = allocPixels(80, 20)
		img.ReadPixels(buf)
	})
	checkDrawn(t, "DrawDesolatedArrow", buf, 0.1)
	pad := int(DesolatedHighlightPad(100))
	var marks [2][]byte
	for k, selected := range []bool{false, true} {
		name := fmt.Sprintf("DesolatedCardHighlight(selected=%v)", selected)
		img, buf := render(func() *ebiten.Image { return DesolatedCardHighlight(100, 140, selected) })
		checkSize(t, name, img, 100+2*pad, 140+2*pad)
		checkDrawn(t, name, buf, 0.1)
		marks[k] = buf
	}
	if d := alphaDifference(marks[0], marks[1]); d < 0.01 {
		t.Errorf("highlight and selection marks differ in shape over %.3f of pixels, want >= 0.01", d)
	}
	if got := PaletteFor("desolated"); got != DesolatedPalette {
		t.Errorf("PaletteFor(%q) = %+v, want DesolatedPalette", "desolated", got)
	}
}

func TestDesolatedCache(t *testing.T) {
	c := NewCache(0)
	inLoop(func() {
		a := c.DesolatedCard(DesolatedMaterialCard, DesolatedRubel, 150, 210)
		if c.DesolatedCard(DesolatedMaterialCard, DesolatedRubel, 150.2, 210) != a {
			t.Errorf("DesolatedCard at 150.2 px made a new image, want the cached one")
		}
		if c.DesolatedCard(DesolatedMaterialCard, DesolatedKyan, 150, 210) == a {
			t.Errorf("DesolatedCard of kyan = the rubel card's image, want its own")
		}
		if c.DesolatedCard(DesolatedInfluenceCard, DesolatedRubel, 150, 210) == a {
			t.Errorf("an Influence card shares the Material card's image")
		}
		if c.DesolatedLinkTab(DesolatedGate, EdgeLeft, 30) == c.DesolatedLinkTab(DesolatedGate, EdgeRight, 30) {
			t.Errorf("DesolatedLinkTab left and right edges share one image")
		}
		if c.DesolatedMaterial(DesolatedWild, 32) == c.DesolatedMaterial(DesolatedIndicyl, 32) {
			t.Errorf("wild and indicyl share one cached icon")
		}
		c.DesolatedCardBack(DesolatedLandmarkCard, 150, 210)
		c.DesolatedInfluence(DesolatedVigil, 32)
		c.DesolatedToken(DesolatedHesson, 32)
		c.DesolatedStorage(32)
		c.DesolatedVPBadge(32)
		dst := ebiten.NewImage(100, 60)
		c.DrawDesolatedLink(dst, DesolatedHelix, EdgeRight, 50, 30, 30)
	})
	if got, want := c.Misses(), 13; got != want {
		t.Errorf("Misses() = %d, want %d", got, want)
	}
}

func BenchmarkDesolatedCard150x210(b *testing.B) {
	benchImages(b, func(i int) *ebiten.Image {
		return DesolatedCard(DesolatedCardKind(i%int(NumDesolatedCardKinds)), i%NumDesolatedMaterials, 150, 210)
	})
}

func BenchmarkDesolatedMaterial32(b *testing.B) {
	benchImages(b, func(i int) *ebiten.Image { return DesolatedMaterial(i%NumDesolatedMaterials, 32) })
}

func BenchmarkDesolatedLinkTab30(b *testing.B) {
	benchImages(b, func(i int) *ebiten.Image { return DesolatedLinkTab(1+i%(NumDesolatedLinks-1), Edge(i%2), 30) })
}
