package desolated

import (
	"image/color"

	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/table"
)

var colTab = color.RGBA{0x14, 0x18, 0x24, 0xe0} // a tab not open

var (
	_ table.BoardTapper = (*Board)(nil)
	_ table.Tabber[obj] = (*Board)(nil)
)

// tabNames name the rows on their tabs.
var tabNames = [3]string{"Landmarks", "Influence", "Materials"}

// tabPlaces are the kinds of place on each tab: its row's cards and its
// pile.
func tabOf(k objKind) (int, bool) {
	switch k {
	case objLmRow:
		return tabLandmarks, true
	case objInfRow:
		return tabInfluence, true
	case objMatRow, objMatPile:
		return tabMaterials, true
	}
	return 0, false
}

// openTab shows row tab k.
func (t *Board) openTab(k int) {
	if t.lay.tab == k {
		return
	}
	t.lay.tab = k
	t.lay.openTab()
}

// BoardTapped opens the tab tapped, on a small screen.
func (t *Board) BoardTapped(x, y float64) bool {
	if !t.lay.tabbed {
		return false
	}
	for k, r := range t.lay.tabs {
		if r.Contains(x, y) {
			t.tabHeld = t.tabLights
			t.openTab(k)
			return true
		}
	}
	return false
}

// PlaceTab returns, on a small screen, the tab that shows place p and
// where p is once it is open: a row's card or pile, or a material on the
// stage (under the tab open now); false for the places off the tabs.
func (t *Board) PlaceTab(p obj) (tab, at scenes.Rect, ok bool) {
	if !t.lay.tabbed {
		return scenes.Rect{}, scenes.Rect{}, false
	}
	k, on := tabOf(p.kind)
	if !on {
		if p.kind != objMaterial {
			return scenes.Rect{}, scenes.Rect{}, false
		}
		// The second step after a row card (a material for the tokens
		// placed on it): the stage shows under any tab.
		at, ok = t.Where(p)
		return t.lay.tabs[t.lay.tab], at, ok
	}
	was := t.lay.tab
	t.openTab(k)
	at, ok = t.Where(p)
	t.openTab(was)
	return t.lay.tabs[k], at, ok
}

// rowLights counts the lit places of each tab's row.
func (t *Board) rowLights() (n [3]int) {
	f := t.Frame
	for i := range dr.LandmarkRow {
		if f.Light(obj{kind: objLmRow, a: int16(i)}) != table.Unlit {
			n[tabLandmarks]++
		}
	}
	for i := range dr.InfluenceRow {
		if f.Light(obj{kind: objInfRow, a: int16(i)}) != table.Unlit {
			n[tabInfluence]++
		}
	}
	for i := range dr.MaterialRow {
		if f.Light(obj{kind: objMatRow, a: int16(i)}) != table.Unlit {
			n[tabMaterials]++
		}
	}
	if f.Light(obj{kind: objMatPile}) != table.Unlit {
		n[tabMaterials]++
	}
	return n
}

// followLights opens, on a small screen, the row whose places are lit
// when the lights change and none is lit on the tab open (the card a
// payment is for first); a tab the player opened stays until then.
func (t *Board) followLights() {
	n := t.rowLights()
	t.tabLights = n
	if n == t.tabHeld {
		return
	}
	t.tabHeld = [3]int{-1}
	if slot, _, _, ok := t.view.Paying(); ok && slot >= 0 && !t.settled {
		if t.view.PayingLandmark() {
			t.openTab(tabLandmarks)
		} else {
			t.openTab(tabInfluence)
		}
		return
	}
	if n[t.lay.tab] > 0 {
		return
	}
	for k := range n {
		if n[k] > 0 {
			t.openTab(k)
			return
		}
	}
}

// drawTabs draws the tabs of the rows, the open one joined to its row,
// each with a dot while its row has places lit, and the open row's piles
// beside them while the stage is idle.
func (t *Board) drawTabs(c *scenes.Canvas) {
	l := &t.lay
	size := c.AtLeast(15)
	for k, r := range l.tabs {
		col, ink := colTab, scenes.ColDim
		if k == l.tab {
			col, ink = scenes.ColPanelHi, scenes.ColText
		}
		c.RoundRect(r, 8, col)
		c.RoundRectStroke(r, 8, 1, scenes.ColBorder)
		c.Bold(scenes.Clip(c, tabNames[k], size, r.W-16), r.X+r.W/2, r.Y+r.H/2-size*0.6, size, ink, scenes.Center)
		if t.tabLights[k] > 0 && k != l.tab {
			c.Circle(r.X+r.W-8, r.Y+8, 5, colGlow)
		}
	}
	if !t.stageIdle() {
		return
	}
	mp, ip, lp := t.view.Piles()
	switch l.tab {
	case tabLandmarks:
		t.pileChip(c, l.lmPile, faceLandmark, lp, t.pileCounts[2])
	case tabInfluence:
		t.pileChip(c, l.infPile, faceInfluence, ip, t.pileCounts[1])
	default:
		t.pileChip(c, l.matPile, faceMaterial, mp, t.pileCounts[0])
		t.mark(c, obj{kind: objMatPile}, l.matPile)
		disc := t.matDisc
		r := l.matDisc
		if len(disc) > 0 {
			c.Miniature(true)
			t.faces.draw(c, faceMaterial, disc[len(disc)-1], scenes.Rect{X: r.X, Y: r.Y, W: l.pileW, H: l.pileH})
			c.Miniature(false)
		}
		x, room := r.X+l.pileW+8, r.W-l.pileW-8
		if words := count(len(disc), "discard"); fits(c, words, size, room) {
			c.Text(words, x, r.Y+r.H/2-size*0.6, size, scenes.ColDim, scenes.Left)
		} else {
			// A phone's narrow chip: the count over the word, as a pile's.
			c.Bold(scenes.Itoa(len(disc)), x, r.Y+r.H/2-size*1.1, size, scenes.ColText, scenes.Left)
			c.Text(scenes.Clip(c, "discards", size, room), x, r.Y+r.H/2, size, scenes.ColDim, scenes.Left)
		}
	}
}

// pileChip draws a pile on a small screen: a card back and its count.
func (t *Board) pileChip(c *scenes.Canvas, r scenes.Rect, kind uint8, n int, count string) {
	size := c.AtLeast(15)
	if n > 0 {
		t.faces.draw(c, kind, -1, scenes.Rect{X: r.X, Y: r.Y, W: t.lay.pileW, H: t.lay.pileH})
	} else {
		emptySlot(c, scenes.Rect{X: r.X, Y: r.Y, W: t.lay.pileW, H: t.lay.pileH})
	}
	x := r.X + t.lay.pileW + 8
	c.Bold(count, x, r.Y+r.H/2-size*1.1, size, scenes.ColText, scenes.Left)
	words := "in the pile"
	for _, w := range [...]string{"in pile", "pile"} {
		if fits(c, words, size, r.X+r.W-x) {
			break
		}
		words = w
	}
	c.Text(scenes.Clip(c, words, size, r.X+r.W-x), x, r.Y+r.H/2, size, scenes.ColDim, scenes.Left)
}

// fits reports whether s at size stands whole in width.
func fits(c *scenes.Canvas, s string, size, width float64) bool {
	w, _ := c.Measure(s, size)
	return w <= width
}
