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
	key   int
	since int64
	text  string
	on    bool
	rect  scenes.Rect // where it was drawn
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
)

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
	t.tip.on = key != tipNone && t.tip.text != "" && t.Now-t.tip.since >= 20
	if t.tip.on {
		t.tip.rect = drawTip(c, t.tip.text, f.X, f.Y, t.lay.area, t.litRects(f))
	}
}

// litRects returns where the places lit for the player's choice are
// drawn on the board (the hand's cards are drawn over any tooltip), in a
// buffer the table keeps.
func (t *Table) litRects(f *table.Frame[obj]) []scenes.Rect {
	t.lit = t.lit[:0]
	add := func(k objKind, from, n int) {
		for a := from; a < n; a++ {
			p := obj{kind: k, a: int16(a)}
			if f.Light(p) == table.Unlit {
				continue
			}
			if r, ok := t.Where(p); ok {
				t.lit = append(t.lit, r)
			}
		}
	}
	add(objShip, 0, rr.NumShips)
	add(objShip, revenantShip, revenantShip+1)
	add(objSector, 0, rr.NumSectors)
	add(objSpace, rr.SpaceHyperjump, rr.SpaceDeploy+1)
	add(objFrigate, 0, rr.MaxSeats)
	add(objFig, 0, 3)
	add(objHouse, 0, rr.NumHouses)
	add(objComp, 0, rr.NumCompartments)
	add(objRes, 0, rr.NumResources)
	add(objEquip, 0, 1)
	add(objSupport, 0, 1)
	add(objCard, 0, 2)
	add(objDeck, 0, 3)
	add(objSpec, 0, rr.NumSpecs)
	return t.lit
}

// drawTip draws text framed near x, y and kept inside area (the board's:
// the panel draws over anything past it), as scenes.Tooltip does, in a
// size that stays legible in a small window; a long text wraps within
// tipWidth rather than running off. It goes beside the pointer, off the
// lit places (scenes.Beside), and returns where it went.
func drawTip(c *scenes.Canvas, text string, x, y float64, area scenes.Rect, lit []scenes.Rect) scenes.Rect {
	s := max(18, c.AtLeast(18))
	w, _ := c.Measure(text, s)
	w = min(w, tipWidth*s/18, area.W-40)
	h := c.ParagraphHeight(text, s, w)
	r := scenes.Beside(scenes.Rect{X: x - 14, Y: y - 14, W: 28, H: 28}, w+24, h+18, area.Inset(8), lit)
	c.RoundRect(r, 8, scenes.ColPanelHi)
	c.RoundRectStroke(r, 8, 1, scenes.ColAccent)
	c.Paragraph(text, r.X+12, r.Y+9, s, w, scenes.ColText)
	return r
}

// tipWidth is the widest a tooltip's text runs, for 18-unit text.
const tipWidth = 460.0

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
			if t.chipAt(s, i, len(t.line)).Contains(x, y) {
				return id
			}
		}
		for p := 0; p < v.Seats(); p++ {
			if fr, ok := t.frigateRect(rules.Seat(p)); ok && fr.Contains(x, y) {
				return tipFrigate + p
			}
		}
		if _, _, _, planet := l.sectorParts(s, r); planet.Contains(x, y) {
			if card, _, _ := v.PlanetAt(s); card >= 0 {
				return tipPlanet + s
			}
		}
		return tipSector + s
	}
	for h, r := range l.houses {
		if r.Contains(x, y) && t.onTab(tabShared) {
			return tipHouse + h
		}
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
	}
	return tipNone
}

// describe words the thing of key.
func (t *Table) describe(key int) string {
	v := t.view
	var b strings.Builder
	switch {
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
			b.WriteString(" · corrupted: a Crew here gains a Corruption")
		}
		if sh.Landed {
			b.WriteString(" · landed on the Planet")
		}
		if seat, fig, ok := v.Occupant(key); ok {
			b.WriteString(" · " + t.figureName(seat, fig) + " aboard")
		}
	case key >= tipRes:
		k := key - tipRes
		stored, locked := t.resourcesOf(t.shown())
		b.WriteString(rr.ResourceNames[k] + ": " + strconv.Itoa(stored[k]) + " to spend")
		if locked[k] > 0 {
			b.WriteString(" · +" + strconv.Itoa(locked[k]) + " locked away: a Corruption took their slots; they come back when one is removed")
		}
	case key >= tipTactics:
		return "Tactics track: who plays first; 8 and 11 give rewards at a Hyperjump"
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
			b.WriteString(" · " + t.figureName(seat, fig) + " aboard")
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
