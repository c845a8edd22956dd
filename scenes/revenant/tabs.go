package revenant

import (
	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/table"
)

// onTab reports whether the panel of tab k is in view: always, unless the
// window is small and another tab is open (layout.compact).
func (t *Table) onTab(k int) bool { return !t.lay.compact || t.tab == k }

// BoardTapped opens the tab tapped in a small window. A tap on the Crew
// board's tab while another seat's board is shown goes back to the
// viewer's.
func (t *Table) BoardTapped(x, y float64) bool {
	if t.view != nil && t.onTab(tabMap) {
		// A crowded Sector's count of the ships not shown: the next of
		// them.
		for s := 0; s < rr.NumRing; s++ {
			t.line = t.view.Line(s, t.line[:0])
			if r, _, ok := t.moreCell(s, len(t.line)); ok && r.Contains(x, y) {
				t.pages[s]++
				return true
			}
		}
	}
	if !t.lay.compact {
		return false
	}
	for k, r := range t.lay.tabs {
		if r.Contains(x, y) {
			if k == tabCrew && t.tab == tabCrew && t.Viewer != rules.NoSeat {
				t.focus = t.Viewer
			}
			t.tab = k
			return true
		}
	}
	return false
}

// SeatTapped shows the tapped seat's Crew and Frigate board.
func (t *Table) SeatTapped(seat rules.Seat) {
	if t.view != nil && seat >= 0 && int(seat) < t.view.Seats() {
		t.focus = seat
		t.tab = tabCrew
	}
}

// tabLit counts the places lit on each tab's panel.
func (t *Table) tabLit(f *table.Frame[obj]) (lit [numTabs]int) {
	on := func(k int, p obj) {
		if f.Light(p) != table.Unlit {
			lit[k]++
		}
	}
	for h := 0; h < rr.NumHouses; h++ {
		on(tabShared, obj{kind: objHouse, a: int16(h)})
	}
	for i := 0; i < 3; i++ {
		on(tabShared, obj{kind: objDeck, a: int16(i)})
		on(tabCrew, obj{kind: objFig, a: int16(i)})
	}
	for i := 0; i < 2; i++ {
		on(tabShared, obj{kind: objCard, a: int16(i)})
	}
	for k := 0; k < rr.NumCompartments; k++ {
		on(tabCrew, obj{kind: objComp, a: int16(k)})
	}
	for k := 0; k < rr.NumResources; k++ {
		on(tabCrew, obj{kind: objRes, a: int16(k)})
	}
	for k := 0; k < rr.NumSpecs; k++ {
		on(tabCrew, obj{kind: objSpec, a: int16(k)})
	}
	on(tabCrew, obj{kind: objEquip})
	on(tabCrew, obj{kind: objSupport})
	for x := 0; x < rr.NumSectors; x++ {
		on(tabMap, obj{kind: objSector, a: int16(x)})
	}
	for id := 0; id < rr.NumShips; id++ {
		on(tabMap, obj{kind: objShip, a: int16(id)})
	}
	on(tabMap, obj{kind: objShip, a: revenantShip})
	for p := 0; t.view != nil && p < t.view.Seats(); p++ {
		on(tabMap, obj{kind: objFrigate, a: int16(p)})
	}
	on(tabMap, obj{kind: objSpace, a: rr.SpaceHyperjump})
	on(tabMap, obj{kind: objSpace, a: rr.SpaceDeploy})
	return lit
}

// followLights opens, in a small window, a tab whose panel holds places
// lit when the lights change and none is lit on the tab open (the map
// first, then the Crew board); the player's own choice of tab stands
// until then.
func (t *Table) followLights(f *table.Frame[obj]) [numTabs]int {
	lit := t.tabLit(f)
	if !t.lay.compact {
		return lit
	}
	var sig [numTabs]bool
	for k, n := range lit {
		sig[k] = n > 0
	}
	if sig != t.tabSig {
		t.tabSig = sig
		for other := range lit {
			if lit[t.tab] > 0 {
				break
			}
			if lit[other] > 0 {
				t.tab = other
				if other == tabCrew && t.Viewer != rules.NoSeat {
					t.focus = t.Viewer
				}
			}
		}
	}
	return lit
}

// drawTabs draws the tabs of a small window: the one open joins its
// panel; the others say what they hold, with a dot when places are lit
// there.
func (t *Table) drawTabs(c *scenes.Canvas, lit [numTabs]int) {
	if !t.lay.compact {
		return
	}
	p := t.shown()
	for k, r := range t.lay.tabs {
		open := t.tab == k
		col := t.seatCol(p)
		if k != tabCrew {
			col = colBorder
		}
		if open {
			c.RoundRect(r, 6, colPanel)
			c.RoundRectStroke(r, 6, 1.5, col)
			if k == tabCrew {
				continue // drawBoard writes the title there
			}
		} else {
			c.RoundRect(r, 6, colTab)
			c.RoundRectStroke(r, 6, 1, colBorder)
		}
		label, short := "Influence · Tactics · cards", "Influence · cards"
		if t.lay.solo {
			label, short = "Influence · cards · Corrupted Crew", "Influence · Crew"
		}
		switch k {
		case tabCrew:
			label, short = t.texts.Cat(t.seatName(p), "'s Crew and Frigate board", ""), t.texts.Cat(t.seatName(p), "'s board", "")
		case tabMap:
			label, short = "Map", "Map"
		}
		ts := grow(c, min(15, r.H*0.55), r.H*0.62)
		x := r.X + 8
		if lit[k] > 0 && !open {
			c.Circle(x+4, r.Y+r.H/2, 4, colLitDot)
			x += 14
		}
		w := r.X + r.W - 8 - x
		if !legible(c, fitLine(c, label, ts, w)) {
			label = short // a phone's narrow tab
		}
		if open {
			c.Bold(label, x, r.Y+(r.H-ts)/2-1, fitLine(c, label, ts, w), scenes.ColText, scenes.Left)
		} else {
			c.Text(label, x, r.Y+(r.H-ts)/2-1, fitLine(c, label, ts, w), scenes.ColText, scenes.Left)
		}
	}
}
