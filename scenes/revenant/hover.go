package revenant

import (
	"strconv"
	"strings"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/table"
)

// tip is the tooltip of what the mouse rests on: the thing's key, since
// when it rests there, and its words, made when the key changes.
type tip struct {
	key    int
	since  int64
	text   string
	on     bool
	rect   scenes.Rect // where it was drawn
	thing  scenes.Rect // where the thing it words is
	wrap   float64     // the width its text wraps within
	lit    int         // how many places were lit when it was placed
	placed bool
}

// Keys of the things a tooltip names, apart from ships (their ids).
const (
	tipNone     = -1
	tipFrigate  = 100
	tipSector   = 200
	tipPlanet   = 300
	tipSpace    = 400
	tipRevenant = 500
	tipHouse    = 600
	tipComp     = 700
	tipTactics  = 800
	tipRes      = 900
	tipSpec     = 1000
	tipEquip    = 1100
	tipVoid     = 1200 // a Sector's Voidborn
	tipRift     = 1300
	tipAbsorb   = 1400
	tipMore     = 1500 // the count of a crowded Sector's ships not shown
)

// tipDelay is how many ticks the mouse rests on a thing before its
// tooltip shows.
const tipDelay = 20

// drawTooltip words what the mouse rests on, after a moment.
func (t *Table) drawTooltip(c *scenes.Canvas, f *table.Frame[obj]) {
	key := tipNone
	if f.Hover && !t.fly.on {
		key = t.tipAt(f.X, f.Y)
	}
	if key != t.tip.key {
		t.tip = tip{key: key, since: t.Now}
		if key != tipNone {
			t.tip.text = t.describe(key)
		}
	}
	t.tip.on = key != tipNone && t.tip.text != "" && t.Now-t.tip.since >= tipDelay
	if t.tip.on {
		thing, ok := t.tipThing(key)
		if !ok || !thing.Contains(f.X, f.Y) {
			thing = scenes.Rect{X: f.X - 14, Y: f.Y - 14, W: 28, H: 28}
		}
		lit := f.Lit()
		if !t.tip.placed || thing != t.tip.thing || len(lit) != t.tip.lit {
			// Placed once while the thing and its lit places stay.
			t.tip.rect, t.tip.wrap = placeTip(c, t.tip.text, thing, t.lay.area, lit)
			_, supplied := t.supplyRect(key)
			if key >= tipHouse && key < tipComp || supplied {
				// Under or over the Influence board's row, at the pointer.
				t.tip.rect, t.tip.wrap = placeRowTip(c, t.tip.text, thing, f.X, t.lay.area, lit, t.tip.rect, t.tip.wrap)
			}
			t.tip.thing, t.tip.lit, t.tip.placed = thing, len(lit), true
		}
		drawTip(c, t.tip.text, t.tip.rect, t.tip.wrap)
	}
}

// tipThing returns where the thing of key is drawn, for its tooltip to go
// beside it.
func (t *Table) tipThing(key int) (scenes.Rect, bool) {
	l := &t.lay
	void, rift, absorb := t.sectorMarks(key % 100)
	switch {
	case key >= tipMore:
		t.line = t.view.Line(key-tipMore, t.line[:0])
		r, _, ok := t.moreCell(key-tipMore, len(t.line))
		return r, ok
	case key >= tipAbsorb:
		return absorb, true
	case key >= tipRift:
		return rift, true
	case key >= tipVoid:
		return void, true
	case key >= tipEquip:
		return l.equip[key-tipEquip], true
	case key >= tipSpec:
		return t.specRect(key - tipSpec), true
	case key >= 0 && key < rr.NumShips:
		if r, ok := t.supplyRect(key); ok {
			return r, true
		}
		return t.shipRect(key)
	case key >= tipRes:
		return l.res[key-tipRes], true
	case key >= tipTactics:
		return l.tactics, true
	case key >= tipComp:
		return l.comps[key-tipComp], true
	case key >= tipHouse:
		return l.houses[key-tipHouse], true
	case key >= tipRevenant:
		return l.revenant, true
	case key == tipSpace+rr.SpaceHyperjump:
		return l.jump, true
	case key >= tipSpace:
		return l.deploy, true
	case key >= tipPlanet:
		x := key - tipPlanet
		_, _, _, planet := l.sectorParts(x, l.sectors[x])
		return planet, true
	case key >= tipSector:
		return l.sectors[key-tipSector], true
	case key >= tipFrigate:
		return t.frigateRect(rules.Seat(key - tipFrigate))
	}
	return scenes.Rect{}, false
}

// placeTip returns where the tooltip text goes beside thing (what it
// words), kept inside area (the board's: the panel draws over anything
// past it) and off the lit places (scenes.Beside), and the width its
// text wraps within: a long text wraps rather than running off, and
// narrower when the wider finds no room near the thing.
func placeTip(c *scenes.Canvas, text string, thing, area scenes.Rect, lit []scenes.Rect) (r scenes.Rect, w float64) {
	s := tipSize(c)
	full, _ := c.Measure(text, s)
	d := -1.0
	for _, most := range tipWidths {
		ww := min(full, most*s/18, area.W-40)
		h := c.ParagraphHeight(text, s, ww)
		at := scenes.Beside(thing, ww+24, h+18, area.Inset(8), lit)
		if dd := at.Gap(thing); d < 0 || dd < d {
			r, w, d = at, ww, dd
		}
		if d <= tipNear {
			break
		}
		if n, ok := nearClear(thing, ww+24, h+18, area.Inset(8), lit); ok {
			// A gap between lit places that Beside's coarse search missed.
			return n, ww
		}
		if ww >= full {
			break
		}
	}
	return r, w
}

// placeRowTip returns where the tooltip of a row (a House's, a line
// across the Influence board) goes: under the row or over it, at the
// pointer's x, inside area and off the lit places; beside a row it lay
// far from the pointer, over the map. Without such room it keeps r, w.
func placeRowTip(c *scenes.Canvas, text string, row scenes.Rect, x float64, area scenes.Rect, lit []scenes.Rect, r scenes.Rect, w float64) (scenes.Rect, float64) {
	s := tipSize(c)
	full, _ := c.Measure(text, s)
	in := area.Inset(8)
	for _, most := range tipWidths {
		ww := min(full, most*s/18, in.W-24)
		h := c.ParagraphHeight(text, s, ww) + 18
		tw := ww + 24
		left := max(in.X, min(x-tw/2, in.X+in.W-tw))
		for _, y := range [2]float64{row.Y + row.H + 6, row.Y - 6 - h} {
			at := scenes.Rect{X: left, Y: y, W: tw, H: h}
			if at.Y < in.Y || at.Y+at.H > in.Y+in.H {
				continue
			}
			clear := true
			for _, l := range lit {
				clear = clear && !at.Overlaps(l)
			}
			if clear {
				return at, ww
			}
		}
	}
	return r, w
}

// drawTip draws text framed in r, wrapped within w, as scenes.Tooltip
// does, in a size that stays legible in a small window.
func drawTip(c *scenes.Canvas, text string, r scenes.Rect, w float64) {
	c.RoundRect(r, 8, scenes.ColPanelHi)
	c.RoundRectStroke(r, 8, 1, scenes.ColAccent)
	c.Paragraph(text, r.X+12, r.Y+9, tipSize(c), w, scenes.ColText)
}

// tipSize is the size of a tooltip's text.
func tipSize(c *scenes.Canvas) float64 { return max(18, c.AtLeast(18)) }

// tipWidths are the widths a tooltip's text wraps within, for 18-unit
// text, widest first.
var tipWidths = [...]float64{320, 240, 180}

// tipNear is how far from what it words a tooltip goes at most, when
// the lit places leave it room.
const tipNear = 24.0

// nearClear returns a place for a tip w by h within tipNear of thing,
// inside area and off the glow of every lit place but a region holding
// thing, if there is one.
func nearClear(thing scenes.Rect, w, h float64, area scenes.Rect, lit []scenes.Rect) (scenes.Rect, bool) {
	const step, glow = 4.0, 8.0
	for dy := -h - tipNear; dy <= thing.H+tipNear; dy += step {
		for dx := -w - tipNear; dx <= thing.W+tipNear; dx += step {
			r := scenes.Rect{X: thing.X + dx, Y: thing.Y + dy, W: w, H: h}
			if r.Overlaps(thing) || r.X < area.X || r.Y < area.Y || r.X+r.W > area.X+area.W || r.Y+r.H > area.Y+area.H {
				continue
			}
			clear := true
			for _, l := range lit {
				if r.Overlaps(l.Inset(-glow)) && !holds(l, thing) {
					clear = false
					break
				}
			}
			if clear {
				return r, true
			}
		}
	}
	return scenes.Rect{}, false
}

// holds reports whether a holds b.
func holds(a, b scenes.Rect) bool {
	return a.X <= b.X && a.Y <= b.Y && a.X+a.W >= b.X+b.W && a.Y+a.H >= b.Y+b.H
}

// Tooltip returns the tooltip drawn in the last frame, if one was.
func (t *Table) Tooltip() (string, bool) { return t.tip.text, t.tip.on }

// tipAt returns the key of the thing at x, y, or tipNone.
func (t *Table) tipAt(x, y float64) int {
	l := &t.lay
	v := t.view
	onMap := t.onTab(tabMap)
	if t.choosingSpec() {
		for k := range specTexts {
			if t.specRect(k).Contains(x, y) {
				return tipSpec + k
			}
		}
	}
	switch {
	case l.jump.Contains(x, y) && onMap:
		return tipSpace + rr.SpaceHyperjump
	case l.deploy.Contains(x, y) && onMap:
		return tipSpace + rr.SpaceDeploy
	case l.revenant.Contains(x, y) && onMap:
		return tipRevenant
	case l.tactics.Contains(x, y) && t.onTab(tabShared):
		return tipTactics
	}
	for s, r := range l.sectors {
		if !r.Contains(x, y) || !onMap {
			continue
		}
		t.line = v.Line(s, t.line[:0])
		for i, id := range t.line {
			if _, ok := t.onPage(s, i, len(t.line)); ok && t.chipAt(s, i, len(t.line)).Contains(x, y) {
				return id
			}
		}
		if r, _, ok := t.moreCell(s, len(t.line)); ok && r.Contains(x, y) {
			return tipMore + s
		}
		for p := 0; p < v.Seats(); p++ {
			if fr, ok := t.frigateRect(rules.Seat(p)); ok && fr.Contains(x, y) {
				return tipFrigate + p
			}
		}
		void, rift, absorb := t.sectorMarks(s)
		switch {
		case void.Contains(x, y):
			return tipVoid + s
		case rift.Contains(x, y):
			return tipRift + s
		case absorb.Contains(x, y):
			return tipAbsorb + s
		}
		if _, _, _, planet := l.sectorParts(s, r); planet.Contains(x, y) {
			if card, _, _ := v.PlanetAt(s); card >= 0 {
				return tipPlanet + s
			}
		}
		return tipSector + s
	}
	for h, r := range l.houses {
		if !r.Contains(x, y) || !t.onTab(tabShared) {
			continue
		}
		for k := 0; k < 4; k++ {
			if at, ok := t.supplyRect(rr.ShipID(h, k)); ok && at.Contains(x, y) {
				return rr.ShipID(h, k)
			}
		}
		return tipHouse + h
	}
	if t.Prompt.Kind != "agenda" && t.Prompt.Kind != "specialization" && t.onTab(tabCrew) {
		for k, r := range l.comps {
			if r.Contains(x, y) {
				return tipComp + k
			}
		}
		for k, r := range l.res {
			if r.Contains(x, y) {
				return tipRes + k
			}
		}
		for k, r := range l.equip {
			if r.Contains(x, y) {
				return tipEquip + k
			}
		}
	}
	return tipNone
}

// describe words the thing of key.
func (t *Table) describe(key int) string {
	v := t.view
	var b strings.Builder
	switch {
	case key >= tipMore:
		return t.moreWords(key - tipMore)
	case key >= tipAbsorb:
		return t.texts.Cat(plural(v.Absorbers(key-tipAbsorb), "Absorber"), " in Sector ", scenes.Itoa(key-tipAbsorb+1)) + ": each takes one Damage off a Breach here"
	case key >= tipRift:
		return "A Rift in Sector " + scenes.Itoa(key-tipRift+1) + ": it spawns Voidborn here; where Voidborn remain after a Breach, it corrupts a ship here"
	case key >= tipVoid:
		x := key - tipVoid
		return plural(v.Voidborn(x), "Voidborn") + " in Sector " + scenes.Itoa(x+1) + ": at a Breach each deals a Damage to a ship here (one less per Absorber); a Fighter's Attack destroys one"
	case key >= tipEquip:
		return t.slotWords(key - tipEquip)
	case key >= tipSpec:
		return rr.SpecNames[key-tipSpec] + ": " + specTexts[key-tipSpec]
	case key < rr.NumShips:
		h, k := rr.ShipHouse(key), rr.ShipKind(key)
		sh := v.Ship(key)
		b.WriteString(rr.HouseNames[h] + " " + rr.KindNames[k])
		b.WriteString(shipActions(key))
		if n := rr.DamageSpaces(k); n > 0 {
			b.WriteString(" · Damage " + strconv.Itoa(sh.Damage) + " of " + strconv.Itoa(n))
		} else {
			b.WriteString(" · the first Damage destroys it")
		}
		if sh.Corrupt {
			b.WriteString(" · corrupted (the violet 1 after its words): a Crew placed here gains a Corruption, −2 VP at the end; a Remove Corruption can clear the ship")
		}
		if sh.Sector < 0 {
			b.WriteString(" · in its House's supply: Deploy brings it onto the map")
		}
		if sh.Landed {
			b.WriteString(" · landed on the Planet")
		}
		if seat, fig, ok := v.Occupant(key); ok {
			b.WriteString(" · a Crew figure aboard: " + t.figureName(seat, fig))
		}
	case key >= tipRes:
		k := key - tipRes
		stored, locked := t.resourcesOf(t.shown())
		b.WriteString(rr.ResourceNames[k] + ": " + strconv.Itoa(stored[k]) + " to spend")
		if locked[k] > 0 {
			b.WriteString(" · +" + strconv.Itoa(locked[k]) + " locked away: a Corruption took their slots; they come back when one is removed")
		}
	case key >= tipTactics:
		return "Tactics track: who plays first (on one space, the one there first, on the right, is ahead); 8 and 11 give rewards at a Hyperjump"
	case key >= tipComp:
		k := key - tipComp
		b.WriteString("Compartment: " + compNames[k])
		if v.Corrupted(t.shown(), k) {
			b.WriteString(" · corrupted: its bonus and its 2 Resource slots are blocked")
		} else {
			b.WriteString(" · a bonus action, and 2 Resource slots")
		}
	case key >= tipHouse:
		h := key - tipHouse
		b.WriteString("House " + rr.HouseNames[h] + " · Power " + strconv.Itoa(v.Power(h)) + ": its ships on the map · reward at 2, 5, 8: " + rr.RewardNames[rr.HouseReward(h)])
		// Where each seat stands on its track: the markers of seats on
		// one step overlap.
		b.WriteString(" · Influence:")
		for p := 0; p < v.Seats(); p++ {
			if p > 0 {
				b.WriteString(",")
			}
			b.WriteString(" " + t.seatName(rules.Seat(p)) + " " + strconv.Itoa(v.Influence(rules.Seat(p), h)))
		}
	case key >= tipRevenant:
		dmg, cubes, jump := v.Revenant()
		b.WriteString("The Revenant · Damage " + strconv.Itoa(dmg) + " of " + strconv.Itoa(rr.RevenantSpaces) + " (full: a Damage tile) · " + strconv.Itoa(cubes) + " Data")
		if jump {
			b.WriteString(" · Hyperjump enabled")
		}
	case key >= tipSpace:
		a := rr.ActHyperjump
		if key-tipSpace == rr.SpaceDeploy {
			a = rr.ActDeploy
		}
		b.WriteString("Revenant space: " + actionLabels[a])
	case key >= tipPlanet:
		card, cube, _ := v.PlanetAt(key - tipPlanet)
		mine, bad := planetText(card)
		b.WriteString("Planet " + rr.Planets[card].Name + " · Mining: " + mine + " · corrupted: " + bad + " and a Corruption")
		if cube {
			b.WriteString(" · a Data cube")
		}
	case key >= tipSector:
		x := key - tipSector
		b.WriteString(rr.SectorNames[x])
		if x < rr.NumRing {
			b.WriteString(" · " + strconv.Itoa(v.Voidborn(x)) + " Voidborn")
			if v.Rift(x) {
				b.WriteString(" · a Rift")
			}
			if a := v.Absorbers(x); a > 0 {
				b.WriteString(" · " + strconv.Itoa(a) + " Absorber (one Damage less each)")
			}
		} else {
			b.WriteString(" · a Core: Frigates stop here, ships pass through")
		}
	case key >= tipFrigate:
		b.WriteString(t.seatName(rules.Seat(key-tipFrigate)) + "'s Frigate · a Crew here: " + actionLabels[rr.ActAttack] + ", " + actionLabels[rr.ActLand] + " or " + actionLabels[rr.ActAbsorbOne])
		if seat, fig, ok := v.Occupant(rr.SpaceFrigate + key - tipFrigate); ok {
			b.WriteString(" · a Crew figure aboard: " + t.figureName(seat, fig))
		}
	}
	return b.String()
}

// shipActions names what a Crew figure aboard ship id does, for its
// tooltip: " · a Crew here: Land on the Planet" (the map shows ships,
// not what they are for).
func shipActions(id int) string {
	switch rr.ShipKind(id) {
	case rr.Arkship:
		a := rr.ArkActions(rr.ShipHouse(id))
		return " · a Crew here: " + actionLabels[a[0]] + " or " + actionLabels[a[1]]
	case rr.Fighter:
		return " · a Crew here: " + actionLabels[rr.ActAttack]
	case rr.Dropship:
		return " · a Crew here: " + actionLabels[rr.ActLand]
	}
	return ""
}

// figureName names a Crew figure: "Ada's Captain".
func (t *Table) figureName(seat rules.Seat, fig int) string {
	name := "Captain"
	if fig%3 > 0 {
		name = "Cadet " + strconv.Itoa(fig%3)
	}
	return t.seatName(seat) + "'s " + name
}

// slotWords words Equipment slot k of the seat shown: the card in it, or
// what a card played there costs and gives.
func (t *Table) slotWords(k int) string {
	t.line = t.view.Equipment(t.shown(), t.line[:0])
	if k < len(t.line) {
		return "Equipment slot " + strconv.Itoa(k+1) + ": " + rr.Cards[t.line[k]].Name + ". " + rr.CardText(t.line[k])
	}
	words := "Equipment slot " + strconv.Itoa(k+1) + ": empty; Equipment fills the slots from the left"
	if k >= rr.EquipmentSlots-2 {
		words += "; a card played here costs 2 Energy more and gives 1 Influence of your choice"
	}
	return words
}

// plural says n of thing: "1 Absorber", "3 Absorbers"; "Voidborn" stays.
func plural(n int, thing string) string {
	if n != 1 && thing != "Voidborn" {
		thing += "s"
	}
	return strconv.Itoa(n) + " " + thing
}

// moreWords names the ships of crowded Sector x that its row does not
// show now, and how to see them.
func (t *Table) moreWords(x int) string {
	var names []string
	t.line = t.view.Line(x, t.line[:0])
	for i, id := range t.line {
		if _, ok := t.onPage(x, i, len(t.line)); !ok {
			names = append(names, rr.HouseNames[rr.ShipHouse(id)]+" "+rr.KindNames[rr.ShipKind(id)])
		}
	}
	return "Also in Sector " + strconv.Itoa(x+1) + ": " + strings.Join(names, ", ") + ". Tap to show them in the row."
}
