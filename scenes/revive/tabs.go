package revive

import (
	"image/color"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/table"
	"starboard/sprites"
)

var (
	colTab     = color.RGBA{0x1c, 0x17, 0x12, 0xe8}
	colTabOpen = color.RGBA{0x4a, 0x3c, 0x2c, 0xff} // the open tab's face
	colTabBar  = color.RGBA{0xf2, 0xea, 0xdc, 0xff} // the bar under the open tab's name
	colLitDot  = color.RGBA{0x6f, 0xe8, 0xff, 0xff}
)

// mapShown reports whether the map and the offer are in view: always,
// unless the window is small and a board's tab is open (layout.tabbed).
func (t *Table) mapShown() bool { return !t.lay.tabbed || t.tab == tabMap }

// boardShown reports whether the board of the seat shown large is in view.
func (t *Table) boardShown() bool { return !t.lay.tabbed || t.tab == tabBoard }

// BoardTapped opens the tab tapped in a small window: the map's, or a
// seat's, which shows that seat's board; elsewhere a tap on another
// seat's chip shows its board large, as a tap in the seat list does.
func (t *Table) BoardTapped(x, y float64) bool {
	if !t.lay.tabbed {
		// Another seat's chip: its board shown large.
		k := 0
		for p := 0; p < t.Seats; p++ {
			if p == int(t.focus) || k >= len(t.lay.minis) {
				continue
			}
			if t.lay.minis[k].Contains(x, y) {
				t.focus, t.tapped = rules.Seat(p), rules.Seat(p) != t.Viewer
				return true
			}
			k++
		}
		return false
	}
	for k, r := range t.lay.tabs {
		if !r.Contains(x, y) {
			continue
		}
		// The tab chosen stays open until the next move, whatever lights
		// come (a tap on the map's tab as a step's lights came was undone
		// at once).
		t.tabHeld, t.heldKind = true, t.kindSeen
		if k == tabMap {
			t.tab = tabMap
			return true
		}
		p := rules.Seat(k - 1)
		t.tab = tabBoard
		if p != t.focus {
			t.focus, t.tapped = p, p != t.Viewer
		}
		return true
	}
	return false
}

// onMap reports whether place kind k is on the map's tab (the map and
// the offer) rather than on a board.
func onMap(k objKind) bool { return k < objCard }

// tabLit counts the places lit on the map's tab and on the board shown:
// the targets of the selection when there are some (targets is true),
// else the first steps.
func (t *Table) tabLit(f *table.Frame[obj]) (lit [2]int, targets bool) {
	var starts, to [2]int
	for k := objSpace; k <= objEnd; k++ {
		n := placeCounts[k]
		side := tabBoard
		if onMap(k) {
			side = tabMap
		}
		for a := int16(0); a < n[0]; a++ {
			for b := int16(0); b < n[1]; b++ {
				switch f.Light(obj{kind: k, a: a, b: b}) {
				case table.Start:
					starts[side]++
				case table.Target:
					to[side]++
				}
			}
		}
	}
	if to[0]+to[1] > 0 {
		return to, true
	}
	return starts, false
}

// PlaceTab returns, in a small window, the tab that shows place p (the
// map's, or the viewer's board's) and where p is once it is open.
func (t *Table) PlaceTab(p obj) (tab, at scenes.Rect, ok bool) {
	if !t.lay.tabbed {
		return scenes.Rect{}, scenes.Rect{}, false
	}
	k := tabMap
	if !onMap(p.kind) {
		if t.Viewer == rules.NoSeat {
			return scenes.Rect{}, scenes.Rect{}, false
		}
		k = 1 + int(t.Viewer)
	}
	at, ok = t.placeRect(p)
	return t.lay.tabs[k], at, ok
}

// placeCounts bounds the a and b of each kind of place (b from 0 to
// under the second).
var placeCounts = func() (n [objEnd + 1][2]int16) {
	set := func(k objKind, a, b int) { n[k] = [2]int16{int16(a), int16(b)} }
	set(objSpace, rv.Spaces(), 1)
	set(objTile, rv.Footprints(), 1)
	set(objRelic, 4, 4)
	set(objTurn, 6, 1)
	set(objCitizen, rv.CitizenDisplay+1, 1)
	set(objModule, rv.ModuleDisplay+1, 1)
	set(objToken, rv.Tracks, rv.TokenDisplay)
	set(objCard, rv.NumCards, 1)
	set(objSlot, rv.NumSlots, 3)
	set(objModSpace, rv.NumSlots, 3)
	set(objResource, rv.Resources, 1)
	set(objSwitch, 1, 1)
	set(objAbility, 1, 1)
	set(objMachine, rv.NumRewards, 1)
	set(objTrack, rv.Tracks, 1)
	set(objCrate, rv.NumCrates, 1)
	set(objTech, rv.TechRows*rv.TechColumns, 1)
	set(objBuilding, 2, 1)
	set(objHibernate, 1, 1)
	set(objHibSpace, rv.HibernationSpaces, 1)
	set(objEnd, 1, 1)
	return n
}()

// followLights opens, in a small window, the tab whose places are lit
// when the lights change and none is lit on the tab open; the player's
// own choice of tab stands until then. The map's tab is the home: each
// move of the viewer's brings it back (Sync), and it stays while only the
// turn's first steps are lit. While the viewer decides, the board tab
// shows the viewer's board.
func (t *Table) followLights(f *table.Frame[obj]) [2]int {
	if !t.lay.tabbed {
		return [2]int{}
	}
	prev := t.kindSeen
	t.kindSeen, t.kindNow = t.kindNow, ""
	if t.kindSeen != prev {
		// A kind chosen on the panel whose places lie on the tab closed:
		// the lights lead even when the tabs lit are as before (Play a
		// card lights only the board, as Hibernate did before it).
		t.tabSig = [2]bool{}
	}
	if t.tabHeld && t.kindSeen != t.heldKind {
		// A kind chosen (or let go) on the panel: its lights lead, as
		// they stand now.
		t.tabHeld, t.tabSig = false, [2]bool{}
	}
	lit, targets := t.tabLit(f)
	sig := [2]bool{lit[0] > 0, lit[1] > 0}
	if sig != t.tabSig {
		t.tabSig = sig
		// The map is the game: at the turn's prompt, before a kind of
		// action or a first step is chosen, it stays in view even when
		// only the board's places (Hibernate, the switch) are lit.
		home := t.tab == tabMap && t.Prompt.Kind == "turn" && t.kindSeen == "" && !targets
		if other := 1 - t.tab; !t.tabHeld && !home && lit[t.tab] == 0 && lit[other] > 0 {
			t.tab = other
		}
	}
	return lit
}

// drawTabs draws the tabs of a small window: the map's, and one per seat
// with its name and points. The open one stands out, lighter with a
// light frame and a bar under its name, the others dark with their
// names dimmed (the fourth review could not tell which was open); a
// cyan dot marks a closed tab whose places are lit, and a gold ring the
// seat to play.
func (t *Table) drawTabs(c *scenes.Canvas, lit [2]int) {
	if !t.lay.tabbed {
		return
	}
	u := t.lay.lu
	for k, r := range t.lay.tabs {
		open := t.tabOpen(k)
		col := colBorder
		if k > 0 {
			col = t.seatCol(k - 1)
		}
		text := scenes.ColText
		if open {
			c.RoundRect(r, 6, colTabOpen)
			c.RoundRectStroke(r, 6, 2.5, colTabBar)
			c.Rect(tabBar(r), colTabBar)
		} else {
			c.RoundRect(r, 6, colTab)
			c.RoundRectStroke(r, 6, 1, sprites.Shade(col, -0.4))
			text = scenes.ColDim
		}
		ty := r.Y + r.H/2 - u*0.6
		x := r.X + 8
		dot := k == tabMap && lit[tabMap] > 0 && !open ||
			k > 0 && k-1 == int(t.Viewer) && lit[tabBoard] > 0 && !open
		if dot {
			// A closed tab whose places glow is outlined in their light,
			// so that a prompt naming them leads there (the tenth review
			// at 800x600 missed the dot alone).
			c.RoundRectStroke(r.Inset(1), 6, 3, t.lightColour(table.Start))
			c.Circle(x+5, r.Y+r.H/2, 6, colLitDot)
			x += 16
		}
		if k == tabMap {
			c.Bold(fit(c, "Map · offer", u, r.X+r.W-6-x), x, ty, u, text, scenes.Left)
			continue
		}
		p := k - 1
		if seat, _, _ := t.view.Turn(); int(seat) == p && t.view.ToMove() != rules.NoSeat {
			c.Ring(x+4, r.Y+r.H/2, 5, 2, colGold)
			x += 14
		}
		score := scenes.Itoa(t.shownScore(p))
		sw, _ := c.Measure(score, u)
		name := col
		if !open {
			name = sprites.Shade(col, -0.25)
		}
		c.Bold(fit(c, t.Names[p], u, r.X+r.W-x-sw-14), x, ty, u, name, scenes.Left)
		c.Bold(score, r.X+r.W-6, ty, u, colGold, scenes.Right)
	}
}

// tabOpen reports whether tab k of a small window is open: the map's,
// or a seat's whose board is shown.
func (t *Table) tabOpen(k int) bool {
	return k == tabMap && t.tab == tabMap || k > 0 && t.tab == tabBoard && k-1 == int(t.focus)
}

// tabBar is the bar along the foot of tab r that marks it open.
func tabBar(r scenes.Rect) scenes.Rect {
	return scenes.Rect{X: r.X + 8, Y: r.Y + r.H - 5, W: r.W - 16, H: 3}
}
