package revenant

import (
	"image/color"
	"math"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/table"
	"starboard/sprites"
	sr "starboard/sprites/revenant"
)

var (
	colInk    = color.RGBA{0x12, 0x10, 0x1c, 0xff}
	colPaper  = color.RGBA{0xec, 0xe8, 0xf2, 0xff}
	colPanel  = color.RGBA{0x18, 0x14, 0x2a, 0xe8}
	colCell   = color.RGBA{0x20, 0x1a, 0x36, 0xf0}
	colCore   = color.RGBA{0x16, 0x24, 0x34, 0xf0}
	colBorder = color.RGBA{0x44, 0x3a, 0x6a, 0xff}
	colGold   = color.RGBA{0xff, 0xd4, 0x5c, 0xff}
	colRift   = color.RGBA{0xc0, 0x60, 0xff, 0xff}
	colHot    = color.RGBA{0xff, 0xf0, 0xa0, 0xff}
	colTab    = color.RGBA{0x10, 0x0d, 0x1e, 0xe0}
	colLitDot = color.RGBA{0x6f, 0xe8, 0xff, 0xff}
	colLocked = color.RGBA{0xd8, 0xc8, 0xf0, 0xff} // tokens locked away: light, to read on every Resource's shade
)

// figLetters mark the Crew figures: the Captain and the two Cadets.
var figLetters = [3]string{"C", "1", "2"}

// Draw paints the board; the kit draws the backdrop, the hand, its panel
// and the overlays.
func (t *Table) Draw(c *scenes.Canvas, f *table.Frame[obj]) {
	t.Frame, t.Now, t.measure = f, f.Now, c.App.Text
	if t.art != nil {
		t.art.StartFrame(c.App.Audit != nil)
	}
	if px := c.ScreenPx(1); px != t.lay.px && px > 0 {
		// Whether the window is small follows the screen's pixels.
		t.lay.px = px
		t.Layout(t.lay.area)
		t.hand.Snap() // a new size: the cards lie at once where it puts them
	}
	if t.view == nil {
		return
	}
	if t.Viewer == rules.NoSeat && f.Acting != t.acting {
		// A spectator's board follows the seat the table names.
		t.acting = f.Acting
		if f.Acting >= 0 && int(f.Acting) < t.view.Seats() {
			t.focus = f.Acting
		}
	}
	lit := t.followLights(f)
	if t.onTab(tabMap) {
		t.drawMap(c, f)
	}
	if t.onTab(tabShared) {
		t.drawInfluence(c, f)
		t.drawTactics(c)
		t.drawCards(c, f)
		if t.lay.solo {
			t.drawAutoma(c)
		}
	}
	t.drawTabs(c, lit)
	if t.onTab(tabCrew) {
		t.drawBoard(c, f)
	}
	t.drawHot(c, f)
	if t.onTab(tabMap) {
		t.drawFlight(c, f)
	}
	t.drawNews(c, f)
}

// DrawOver paints the tooltip over the hand, which the kit draws after
// the board: under it, a tooltip near the hand was cut.
func (t *Table) DrawOver(c *scenes.Canvas, f *table.Frame[obj]) {
	t.drawHandPeek(c, f)
	t.drawTooltip(c, f)
}

// drawHandPeek draws the hand card the mouse rests on large, just above
// the hand, when the hand is too full for its cards' texts to read: as
// its long press shows it, but at a glance. A card dragged or selected
// shows none: the places it goes to stay in sight.
func (t *Table) drawHandPeek(c *scenes.Canvas, f *table.Frame[obj]) {
	t.peek = scenes.Rect{}
	i := t.hand.Lifted()
	if i < 0 && f.Hover {
		// While others play the hand takes no input, but it is read.
		i = t.hand.CardAt(f.X, f.Y)
	}
	if t.Viewer == rules.NoSeat || i < 0 || i >= len(t.handIDs) || t.hand.Dragging() >= 0 || t.hand.Selected() >= 0 {
		return
	}
	px := t.lay.pixels()
	if 12.5*t.hand.Node.ScaleX*px >= scenes.MinTextPx {
		return // the card in the hand reads already
	}
	// The portrait card's text is 12 in a hundredth of its width.
	w := max(150, (scenes.MinTextPx+2)*100/(12*px))
	h := w * 1.4
	at := t.hand.TapSpot(i)
	a := t.lay.area
	x := min(max(at.X+at.W/2-w/2, a.X+4), a.X+a.W-w-4)
	y := max(min(t.lay.handTop, at.Y)-h-6, a.Y+4)
	t.peek = scenes.Rect{X: x, Y: y, W: w, H: h}
	c.RoundRect(t.peek.Inset(-3), 10, scenes.ColAccent)
	t.drawCard(c, t.handIDs[i], t.peek)
}

func (t *Table) drawMap(c *scenes.Canvas, f *table.Frame[obj]) {
	t.nameSize = t.shipNames(c)
	for x := 0; x < rr.NumSectors; x++ {
		c.Miniature(true) // a long press shows it large
		t.drawSector(c, x, t.lay.sectors[x])
		c.Miniature(false)
		f.Mark(c, obj{kind: objSector, a: int16(x)}, t.lay.sectors[x])
	}
	t.drawRevenant(c, f)
	if id := t.mover(); id >= 0 {
		// The ship the prompt moves, as a selection: the lit Sectors
		// are where it goes.
		if r, ok := t.shipRect(id); ok {
			table.DrawLight(c, r.Inset(2), table.Selected, t.Now)
		}
	}
	for id := 0; id < rr.NumShips; id++ {
		o := obj{kind: objShip, a: int16(id)}
		if f.Light(o) != table.Unlit {
			if r, ok := t.shipRect(id); ok {
				f.Mark(c, o, r.Inset(3))
			}
		}
	}
	for p := 0; p < t.view.Seats(); p++ {
		o := obj{kind: objFrigate, a: int16(p)}
		if f.Light(o) != table.Unlit {
			if r, ok := t.frigateRect(rules.Seat(p)); ok {
				// A thin outline: the glow would cover the name of the
				// Sector over it.
				markRow(c, f, o, r.Inset(-2))
			}
		}
	}
}

// sectorParts splits the cell of Sector x: its top bar, the row of ships,
// the row of Frigates and the Planet strip (empty for a Core). The bar
// and the strip keep room for legible texts (layout.least).
func (l *layout) sectorParts(x int, r scenes.Rect) (bar, ships, frigates, planet scenes.Rect) {
	lg := l.least()
	if x >= rr.NumRing {
		// A Core: Frigates stop here, a small ship only passes through.
		// The Frigates take the whole rest, but for the ship passing
		// (frigateRect).
		bar = scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: min(max(l.mapPx(18, 20), lg*1.1), r.H*0.36)}
		frigates = scenes.Rect{X: r.X + 3, Y: bar.Y + bar.H + 2, W: r.W - 6, H: r.Y + r.H - bar.Y - bar.H - 3}
		ships = scenes.Rect{X: frigates.X, Y: frigates.Y, W: frigates.W * 0.3, H: frigates.H}
		return
	}
	bh := min(max(l.mapPx(26, 24), lg*1.2), r.H*0.15)
	bar = scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: bh}
	ph := min(max(l.mapPx(34, 36), lg*2.4), r.H*l.planetShare())
	planet = scenes.Rect{X: r.X + 3, Y: r.Y + r.H - ph - 3, W: r.W - 6, H: ph}
	rest := planet.Y - bar.Y - bh - 4
	ships = scenes.Rect{X: r.X + 4, Y: bar.Y + bh + 2, W: r.W - 8, H: rest * 0.64}
	frigates = scenes.Rect{X: r.X + 4, Y: ships.Y + ships.H + 2, W: r.W - 8, H: rest*0.36 - 2}
	return
}

// planetShare is the most of a ring Sector's height its Planet strip
// takes: more on a phone, whose Sectors are short.
func (l *layout) planetShare() float64 {
	if l.phone() {
		return 0.25
	}
	return 0.21
}

// chipGap parts the ship chips: room for the kit's highlight of each
// (Frame.Mark is given the chip inset by 3) without cutting a neighbour.
const chipGap = 7

// chipGrid is how Sector x lays out a line of n ships in its row of
// ships: the columns and a chip's size. Two ships get two wide chips,
// more go three to a line.
func chipGrid(x, n int, row scenes.Rect) (cols int, w, h float64) {
	if x >= rr.NumRing {
		w = min(row.W, row.H*1.4) // a Core: one ship passing
		return 1, w, min(row.H, w*0.8)
	}
	cols = 3
	if n <= 2 {
		cols = 2
	}
	lines := max(1, (n+cols-1)/cols)
	w = (row.W - float64(cols-1)*chipGap) / float64(cols)
	return cols, w, min(row.H/float64(lines)-chipGap, w*0.8)
}

// shipRect returns where ship id stands on the map.
func (t *Table) shipRect(id int) (scenes.Rect, bool) {
	sh := t.view.Ship(id)
	if sh.Sector < 0 {
		return scenes.Rect{}, false
	}
	t.line = t.view.Line(sh.Sector, t.line[:0])
	for i, s := range t.line {
		if s == id {
			return t.chipAt(sh.Sector, i, len(t.line)), true
		}
	}
	return scenes.Rect{}, false
}

// chipAt is the i-th ship chip of Sector x's line of n, from the
// Revenant's side (top left) to the Voidborn's (bottom right).
func (t *Table) chipAt(x, i, n int) scenes.Rect {
	shown, cells := t.overflow(x, n)
	if shown == n {
		return t.cellAt(x, i, n)
	}
	if j, ok := t.onPage(x, i, n); ok {
		return t.cellAt(x, j, cells)
	}
	return t.cellAt(x, cells-1, cells) // the count of the ships not shown
}

// overflow is how many of the n ships of Sector x its row shows, each
// chip with room for its name and a line of words at the legible least,
// and how many cells it lays out: one more for the count of those not
// shown, when there are some (the twenty-third review read a crowded
// Sector's names at 3 px).
func (t *Table) overflow(x, n int) (shown, cells int) {
	if x < 0 || x >= rr.NumRing || n <= 4 {
		return n, n
	}
	_, row, _, _ := t.lay.sectorParts(x, t.lay.sectors[x])
	least := t.lay.least() * 1.02
	need := least*(nameRow+1.1) + chipEdge + 6
	for cells = n; cells > 4; cells-- {
		if _, _, h := chipGrid(x, cells, row); h >= need {
			break
		}
	}
	if cells >= n {
		return n, n
	}
	return cells - 1, cells
}

// onPage reports whether ship i of Sector x's line of n is on the page
// of them shown (a tap on the count turns it), and its cell there.
func (t *Table) onPage(x, i, n int) (int, bool) {
	shown, _ := t.overflow(x, n)
	if shown == n {
		return i, true
	}
	pages := (n + shown - 1) / shown
	first := t.pages[x] % pages * shown
	return i - first, i >= first && i < first+shown
}

// moreCell returns, for a Sector whose row cannot show all its ships,
// the cell that counts those not shown, and how many they are.
func (t *Table) moreCell(x, n int) (scenes.Rect, int, bool) {
	shown, cells := t.overflow(x, n)
	if shown == n {
		return scenes.Rect{}, 0, false
	}
	first := t.pages[x] % ((n + shown - 1) / shown) * shown
	return t.cellAt(x, cells-1, cells), n - min(shown, n-first), true
}

// cellAt is the i-th of n chips laid out in Sector x's row.
func (t *Table) cellAt(x, i, n int) scenes.Rect {
	if t.crowded(x, n) {
		if n == 3 {
			return t.splitCell(x, i)
		}
		return t.crowdCell(x, i)
	}
	_, row, frigates, _ := t.lay.sectorParts(x, t.lay.sectors[x])
	if t.lay.phone() && x < rr.NumRing && t.view != nil && t.frigatesIn(x) == 0 {
		// A phone's short Sector with no Frigate: its ships take the
		// Frigates' row too, tall enough for two lines of words (a
		// review read "Analyz…" cut on one).
		row.H = frigates.Y + frigates.H - row.Y
	}
	cols, w, h := chipGrid(x, n, row)
	col, line := i%cols, i/cols
	if x < rr.NumRing && n == 1 && t.crowdNeed(x, 0, row.W, false) > w {
		w = row.W // a lone ship's chip as wide as it needs, up to the row's
	}
	if x < rr.NumRing && n == 2 {
		// Two chips share the row by what they need (crowdCell).
		room := row.W - chipGap
		n0, n1 := t.crowdNeed(x, 0, room, false), t.crowdNeed(x, 1, room, false)
		if n0+n1 <= room {
			w0 := n0 + (room-n0-n1)/2
			if i == 1 {
				return scenes.Rect{X: row.X + w0 + chipGap, Y: row.Y, W: room - w0, H: h}
			}
			return scenes.Rect{X: row.X, Y: row.Y, W: w0, H: h}
		}
		if fh := (row.H - chipGap) / 2; fh >= t.flatLeast() {
			// Too narrow side by side (a phone's): one over the other,
			// flat chips the row's width, their names and words whole
			// (the nineteenth review read "Fen…", "Con… Res…").
			return scenes.Rect{X: row.X, Y: row.Y + float64(i)*(fh+chipGap), W: row.W, H: fh}
		}
	}
	return scenes.Rect{X: row.X + float64(col)*(w+chipGap), Y: row.Y + float64(line)*(h+chipGap), W: w, H: h}
}

// flatLeast is the least height of a flat chip: its line of the name
// and its line of words at the legible least.
func (t *Table) flatLeast() float64 {
	return t.lay.least()*1.02*(1+1.1) + chipEdge + 4
}

// crowded reports whether ring Sector x lays its line of n ships over
// the rows of ships and Frigates: three ships (splitCell), or four with
// no Frigate there, two by two (crowdCell). Three to a line drew each
// chip's words under legible, cut short ("Reorg. +2 Neutr.").
func (t *Table) crowded(x, n int) bool {
	if x < 0 || x >= rr.NumRing || n < 3 || n > 4 {
		return false
	}
	return n == 3 || t.view != nil && t.frigatesIn(x) == 0
}

// shipsIn counts the ships in Sector x.
func (t *Table) shipsIn(x int) int {
	n := 0
	for id := 0; id < rr.NumShips; id++ {
		if t.view.Ship(id).Sector == x {
			n++
		}
	}
	return n
}

// frigatesIn counts the Frigates in Sector x.
func (t *Table) frigatesIn(x int) int {
	n := 0
	for q := rules.Seat(0); int(q) < t.view.Seats(); q++ {
		if y, _ := t.view.Frigate(q); y == x {
			n++
		}
	}
	return n
}

// splitCell is the chip of ship i of ring Sector x's line of three: the
// first two in the row of ships, as large as a line of two draws them
// (the thirteenth review read the names of three two by two about 11 px
// high), the third across the row of Frigates, a flat chip with its
// drawing beside its name, the Frigates after it.
func (t *Table) splitCell(x, i int) scenes.Rect {
	_, ships, frigates, _ := t.lay.sectorParts(x, t.lay.sectors[x])
	// The flat chip a little taller than the row of Frigates: its name
	// over its words.
	ships.H -= (frigates.Y + frigates.H - ships.Y) * 0.06
	if i < 2 {
		_, w, h := chipGrid(x, 2, ships)
		room := ships.W - chipGap
		w0 := w
		if n0, n1 := t.crowdNeed(x, 0, room, false), t.crowdNeed(x, 1, room, false); n0+n1 <= room {
			w0 = n0 + (room-n0-n1)/2
		}
		if i == 1 {
			return scenes.Rect{X: ships.X + w0 + chipGap, Y: ships.Y, W: room - w0, H: h}
		}
		return scenes.Rect{X: ships.X, Y: ships.Y, W: w0, H: h}
	}
	y := ships.Y + ships.H
	r := scenes.Rect{X: ships.X, Y: y, W: ships.W, H: frigates.Y + frigates.H - y}
	if t.view != nil && t.frigatesIn(x) > 0 {
		r.W = min(max(t.flatNeed(x, r.H), r.H*3+2), ships.W*0.68)
	}
	return r
}

// flatNeed is the width the flat chip h high of the third ship of Sector
// x's line needs: its drawing, its name or its words, whichever is the
// wider, and its Crew figure's place.
func (t *Table) flatNeed(x int, h float64) float64 {
	if t.measure == nil {
		return h * 4
	}
	t.crowdLine = t.view.Line(x, t.crowdLine[:0])
	if len(t.crowdLine) < 3 {
		return h * 4
	}
	id := t.crowdLine[2]
	lg := t.lay.chipWordSize(scenes.Rect{W: h * 4, H: h})
	lh := h - lg*1.1 - chipEdge - 2 // the line of the drawing and the name
	need := t.nameNeed(id, min(t.lay.nameTop(), lh))
	need += lh*0.95*sr.ShipAspect + 4
	if _, _, crewed := t.view.Occupant(id); crewed {
		need += lh*0.9 + 5
	}
	one, two := shipWords(id)
	if two != "" {
		one = t.texts.Cat(one, " · ", two)
	}
	ww, _ := t.measure.Measure(one, lg, false)
	return max(need, ww) + 12
}

// nameNeed is the width ship id's House name needs at size s, with its
// Damage's box.
func (t *Table) nameNeed(id int, s float64) float64 {
	w, _ := t.measure.Measure(rr.HouseNames[rr.ShipHouse(id)], s, true)
	w *= 1.04
	if d := t.view.Ship(id).Damage; d > 0 {
		dw, _ := t.measure.Measure(scenes.Itoa(d), max(s, t.lay.least())*0.86, true)
		w += dw + s*0.43 + 3
	}
	return w
}

// crowdCell is cell i, left to right and top to bottom, of a crowded
// Sector x's two by two grid.
// A row's two cells share its width by what their chips need: an
// Arkship's whole words ("+2 Neutronium") take room from a Fighter's
// "Attack" (a small window drew them short, "+2 Neutr.").
func (t *Table) crowdCell(x, i int) scenes.Rect {
	_, ships, frigates, _ := t.lay.sectorParts(x, t.lay.sectors[x])
	room := ships.W - chipGap
	w := room / 2
	if n0, n1 := t.crowdNeed(x, i/2*2, room, true), t.crowdNeed(x, i/2*2+1, room, true); n0+n1 <= room {
		w = n0 + (room-n0-n1)/2
	}
	h := (frigates.Y + frigates.H - ships.Y - chipGap) / 2
	if i%2 == 1 {
		return scenes.Rect{X: ships.X + w + chipGap, Y: ships.Y + float64(i/2)*(h+chipGap), W: room - w, H: h}
	}
	return scenes.Rect{X: ships.X, Y: ships.Y + float64(i/2)*(h+chipGap), W: w, H: h}
}

// crowdNeed is the width the chip of ship i of crowded Sector x's line
// needs for its words and name whole at the least legible size, or a
// share of room for the Frigates' cell (past the line's end); low says
// the chip is too low for a Crew figure and two lines of words.
func (t *Table) crowdNeed(x, i int, room float64, low bool) float64 {
	if t.measure == nil || t.view == nil {
		return room / 2
	}
	t.crowdLine = t.view.Line(x, t.crowdLine[:0])
	if i >= len(t.crowdLine) {
		return room * 0.3
	}
	lg := t.lay.least()
	id := t.crowdLine[i]
	// The name has the chip's top line to itself, the Crew figure
	// standing under it at the end of the words' first line.
	need := t.nameNeed(id, t.lay.nameTop())
	_, _, crewed := t.view.Occupant(id)
	one, two := shipWords(id)
	words := []string{one, two}
	if crewed && two != "" && low {
		// Its figure takes the room of a second line: the words on one.
		words = append(words, t.texts.Cat(one, " ", two))
	}
	for k, w := range words {
		ww, _ := t.measure.Measure(w, lg, false)
		if crewed && k != 1 {
			ww += lg * 1.6 // the figure at the first line's end
		}
		need = max(need, ww)
	}
	return need + 8
}

// frigateWide is a Frigate's place across, in its heights: the drawing
// (sr.ShipAspect) and the Crew figure standing on its stern, most of it over
// the drawing (off the seat's badge): the Frigates are drawn larger than
// beside a column of their own (the tenth review read them 10 px high;
// the eleventh two in a Core 14 px: the figure stands further over the
// stern, still clear of the badge).
const frigateWide = sr.ShipAspect + frigateFig*0.3

// frigateBare is a Frigate's place across, in its heights, where no Crew
// figure stands on one: the drawing alone.
const frigateBare = sr.ShipAspect

// frigateFig is the width of the figure's column on a Frigate, in its
// heights: the seat's badge drawn for the figure reaches 1.2 times its
// radius.
const frigateFig = 0.9

// frigateRect returns where seat p's Frigate stands on the map.
func (t *Table) frigateRect(p rules.Seat) (scenes.Rect, bool) {
	x, _ := t.view.Frigate(p)
	if x < 0 {
		return scenes.Rect{}, false
	}
	_, ships, row, _ := t.lay.sectorParts(x, t.lay.sectors[x])
	k, n := 0, 0
	for q := rules.Seat(0); int(q) < t.view.Seats(); q++ {
		if y, _ := t.view.Frigate(q); y == x {
			if q < p {
				k++
			}
			n++
		}
	}
	wide := frigateWide
	if x >= rr.NumRing {
		// A Core: the Frigates take the whole cell under its name but
		// for a ship passing through; with no Crew figure on one, none
		// keeps the figure's room at its stern: two side by side are
		// drawn larger (the eleventh review read them 14 px high).
		if !t.frigateCrewed(x) {
			wide = frigateBare
		}
		for id := 0; id < rr.NumShips; id++ {
			if t.view.Ship(id).Sector == x {
				row.W -= ships.W + 2
				row.X += ships.W + 2
				break
			}
		}
	} else if n3 := t.shipsIn(x); n3 == 3 {
		// Three ships: the Frigates after the third, in their row.
		third := t.splitCell(x, 2)
		end := row.X + row.W
		row.X = third.X + third.W + chipGap - 2
		row.W = end - row.X
		row.Y, row.H = third.Y+2, third.H-4
	} else if t.crowded(x, n3) {
		// Four ships two by two: the Frigates in the fourth cell.
		row = t.crowdCell(x, 3).Inset(2)
	} else {
		n = max(n, 2) // a lone Frigate no larger than one of two
	}
	cols, s := frigateGrid(row, n, wide)
	return scenes.Rect{X: row.X + float64(k%cols)*(s*wide+3), Y: row.Y + float64(k/cols)*(s+2), W: s * wide, H: s}, true
}

// frigateCrewed reports whether a Crew figure stands on a Frigate in
// Sector x.
func (t *Table) frigateCrewed(x int) bool {
	for q := rules.Seat(0); int(q) < t.view.Seats(); q++ {
		if y, _ := t.view.Frigate(q); y == x {
			if _, _, ok := t.view.Occupant(rr.SpaceFrigate + int(q)); ok {
				return true
			}
		}
	}
	return false
}

// frigateGrid packs n Frigates, each wide heights across, in row, on one
// line or two, whichever draws them larger: the Frigates to a line and a
// Frigate's height.
func frigateGrid(row scenes.Rect, n int, wide float64) (cols int, s float64) {
	for lines := 1; lines <= 2; lines++ {
		c := (n + lines - 1) / lines
		h := min((row.H-float64(lines-1)*2)/float64(lines), (row.W/float64(c)-3)/wide)
		if h > s {
			cols, s = c, h
		}
	}
	return cols, s
}

func (t *Table) drawSector(c *scenes.Canvas, x int, r scenes.Rect) {
	v := t.view
	bar, _, _, planet := t.lay.sectorParts(x, r)
	core := x >= rr.NumRing
	bg := colCell
	if core {
		bg = colCore
	}
	c.RoundRect(r, 8, bg)
	edge := colBorder
	if x == t.breach {
		edge = sr.Voidborn
	}
	c.RoundRectStroke(r, 8, 1.5, edge)
	ts := grow(c, min(t.lay.mapPx(15, 17), bar.H*0.8), bar.H*0.92)
	name := rr.SectorNames[x]
	if !core {
		name = scenes.Itoa(x + 1)
	}
	c.Bold(name, bar.X+6, bar.Y+(bar.H-ts)/2-1, ts, scenes.ColDim, scenes.Left)
	if !core {
		// The Voidborn at the right end, their count before a token; a
		// Rift and Absorbers after the number. Each words itself under
		// the mouse.
		void, rift, absorb := t.sectorMarks(x)
		if n := v.Voidborn(x); n > 0 {
			vs := void.H * 0.72
			cx := void.X + void.W - vs/2
			c.Circle(cx, bar.Y+bar.H/2, vs/2, sr.Voidborn)
			c.Circle(cx, bar.Y+bar.H/2, vs/5, colInk)
			c.Bold(scenes.Itoa(n), void.X, bar.Y+(bar.H-ts)/2-1, ts, sr.Voidborn, scenes.Left)
		}
		ix := bar.X + 26
		if rift.W > 0 {
			ix = rift.X
			c.Ring(ix+ts*0.5, bar.Y+bar.H/2, ts*0.45, 2.5, colRift)
			c.Circle(ix+ts*0.5, bar.Y+bar.H/2, ts*0.15, colRift)
			ix += ts * 1.2
		}
		if a := v.Absorbers(x); a > 0 {
			ix = absorb.X
			c.RoundRect(scenes.Rect{X: ix, Y: bar.Y + bar.H*0.2, W: ts * 1.6, H: bar.H * 0.6}, 3, sr.Absorber)
			as := grow(c, bar.H*0.55, bar.H*0.7)
			c.Bold(scenes.Itoa(a), ix+ts*0.8, bar.Y+(bar.H-as)/2-1, as, colInk, scenes.Center)
			ix += ts * 1.9
		}
		if x == t.breach && v.Breaching() == x {
			c.Bold(t.texts.Cat(scenes.Itoa(v.BreachLeft()), " Dmg", ""), ix, bar.Y+(bar.H-ts)/2-1, ts, sr.Voidborn, scenes.Left)
		}
		t.line = v.Line(x, t.line[:0])
		for i, id := range t.line {
			if _, ok := t.onPage(x, i, len(t.line)); ok {
				t.drawShip(c, id, t.chipAt(x, i, len(t.line)))
			}
		}
		if r, more, ok := t.moreCell(x, len(t.line)); ok {
			t.drawMore(c, r, more)
		}
		t.drawPlanet(c, x, planet)
	} else {
		if a := v.Absorbers(x); a > 0 {
			c.Bold(t.texts.Cat(scenes.Itoa(a), " Abs", ""), r.X+r.W-4, bar.Y+2, grow(c, ts*0.8, ts), sr.Absorber, scenes.Right)
		}
		t.line = v.Line(x, t.line[:0])
		for i, id := range t.line {
			t.drawShip(c, id, t.chipAt(x, i, len(t.line)))
		}
	}
	for p := 0; p < v.Seats(); p++ {
		if fr, ok := t.frigateRect(rules.Seat(p)); ok {
			if y, _ := v.Frigate(rules.Seat(p)); y == x {
				t.drawFrigate(c, rules.Seat(p), fr)
			}
		}
	}
}

// barText is the size of the texts of a Sector's top bar.
func (l *layout) barText(bar scenes.Rect) float64 {
	return max(min(l.mapPx(15, 17), bar.H*0.8), min(l.least(), bar.H*0.92))
}

// sectorMarks returns where ring Sector x's top bar shows its Voidborn
// (their count and a token, at its right end), its Rift and its
// Absorbers (after its number); a mark not there is empty.
func (t *Table) sectorMarks(x int) (void, rift, absorb scenes.Rect) {
	v := t.view
	if x < 0 || x >= rr.NumRing || v == nil {
		return
	}
	bar, _, _, _ := t.lay.sectorParts(x, t.lay.sectors[x])
	ts := t.lay.barText(bar)
	if n := v.Voidborn(x); n > 0 {
		tw := ts * 0.6
		if t.measure != nil {
			tw, _ = t.measure.Measure(scenes.Itoa(n), ts, true)
		}
		w := tw + 3 + bar.H*0.72
		void = scenes.Rect{X: bar.X + bar.W - 8 - w, Y: bar.Y, W: w, H: bar.H}
	}
	ix := bar.X + 26
	if v.Rift(x) {
		rift = scenes.Rect{X: ix, Y: bar.Y, W: ts * 1.1, H: bar.H}
		ix += ts * 1.2
	}
	if v.Absorbers(x) > 0 {
		absorb = scenes.Rect{X: ix, Y: bar.Y, W: ts * 1.7, H: bar.H}
	}
	return
}

// drawFigure draws a Crew figure of seat (the Corrupted Crew's for
// NoSeat) as a pawn in its colour, within about 1.2 rad of x, y: a head,
// round shoulders and a base, outlined in ink. The Captain wears a gold
// collar; the figure's letter ("C", "1", "2") is written on its body
// where it comes out legible.
func (t *Table) drawFigure(c *scenes.Canvas, seat rules.Seat, fig int, x, y, rad float64) {
	col := sr.Corruption
	if seat >= 0 && int(seat) < len(t.SeatColor) {
		col = t.seatCol(seat)
	}
	// Never under legible: head to base 12 px and more (the
	// twenty-third review read 8 px figures on crowded ships).
	rad = max(rad, t.lay.least()*0.46)
	head := [3]float64{x, y - rad*0.68, rad * 0.42}
	body := scenes.Rect{X: x - rad*0.66, Y: y - rad*0.28, W: rad * 1.32, H: rad * 1.12}
	base := scenes.Rect{X: x - rad*0.95, Y: y + rad*0.68, W: rad * 1.9, H: rad * 0.46}
	o := max(1, rad*0.13)
	c.Circle(head[0], head[1], head[2]+o, colInk)
	c.RoundRect(body.Inset(-o), rad*0.66+o, colInk)
	c.RoundRect(base.Inset(-o), rad*0.2+o, colInk)
	c.RoundRect(body, rad*0.66, col)
	c.RoundRect(base, rad*0.2, col)
	c.Circle(head[0], head[1], head[2], col)
	if fig%3 == 0 {
		c.Rect(scenes.Rect{X: body.X + rad*0.1, Y: body.Y + rad*0.22, W: body.W - rad*0.2, H: rad * 0.16}, colGold)
	}
	if ls := rad * 0.85; c.ScreenPx(ls) >= scenes.MinTextPx {
		c.Bold(figLetters[fig%3], x, y+rad*0.05, ls, colInk, scenes.Center)
	}
}

// drawPlanet draws the Planet card beside ring Sector x, with its Data
// cube and whoever stands on it.
func (t *Table) drawPlanet(c *scenes.Canvas, x int, r scenes.Rect) {
	card, cube, by := t.view.PlanetAt(x)
	if card < 0 {
		c.RoundRectStroke(r, 5, 1, colBorder)
		return
	}
	c.RoundRect(r, 5, color.RGBA{0x2c, 0x46, 0x3c, 0xff})
	ts := grow(c, min(t.lay.mapPx(14, 16), r.H*0.45), r.H*0.47)
	c.Bold(rr.Planets[card].Name, r.X+6, r.Y+2, ts, scenes.ColText, scenes.Left)
	mine, _ := planetText(card)
	c.Text(mine, r.X+6, r.Y+ts+2, grow(c, t.lay.mapPx(ts*0.8, 14), r.H-ts-3), scenes.ColDim, scenes.Left)
	right := r.X + r.W - 4
	if cube {
		cs := ts * 0.9
		c.Rect(scenes.Rect{X: right - cs, Y: r.Y + 3, W: cs, H: cs}, sr.DataCube)
		right -= cs + 4
	}
	switch {
	case by >= rr.SpaceFrigate:
		c.Circle(right-ts*0.5, r.Y+r.H/2, ts*0.5, t.seatCol(rules.Seat(by-rr.SpaceFrigate)))
	case by >= 0:
		c.Circle(right-ts*0.5, r.Y+r.H/2, ts*0.5, sr.HouseColor(rr.ShipHouse(by)))
	}
}

func (t *Table) drawRevenant(c *scenes.Canvas, f *table.Frame[obj]) {
	l := &t.lay
	r := l.revenant
	c.RoundRect(r, 10, color.RGBA{0x3a, 0x30, 0x58, 0xff})
	c.RoundRectStroke(r, 10, 2, sr.Palette.Accent)
	dmg, cubes, jump := t.view.Revenant()
	ts := grow(c, min(l.mapPx(15, 17), r.H*0.2), r.H*0.38)
	c.Bold("Revenant", r.X+6, r.Y+3, ts, scenes.ColText, scenes.Left)
	nw, _ := c.App.Text.Measure("Revenant", ts, true)
	ds := min(ts, (r.W*0.45)/float64(rr.RevenantSpaces)-2)
	data := t.texts.Cat(scenes.Itoa(cubes), " Data", "")
	line := data
	if jump {
		line = t.texts.Cat(scenes.Itoa(cubes), " Data · Jump ready", "")
	}
	jumpOnSpace := false // "ready" written on the Hyperjump space instead
	x, y, w := r.X+6, r.Y+ts+6, r.W-12
	ls := grow(c, l.mapPx(ts*0.8, 15), ts)
	if l.jump.Y-y-1 < ls {
		// No room under the name: the line goes beside it, clear of the
		// Damage spaces (the tenth review saw them collide), which grow
		// smaller to leave it room.
		x, y = r.X+6+nw+8, r.Y+3+(ts-ls)*0.75
		room := func() float64 { return r.X + r.W - 6 - float64(rr.RevenantSpaces)*(ds+2) - 6 - x }
		lw, _ := c.Measure(line, ls)
		if jump && lw > room() {
			line, jumpOnSpace = data, true
			lw, _ = c.Measure(line, ls)
		}
		if lw > room() {
			ds = max(ts*0.55, (r.X+r.W-6-6-x-lw)/float64(rr.RevenantSpaces)-2)
		}
		w = room()
	} else {
		ls = min(ls, l.jump.Y-y-1)
	}
	// Damage spaces, at the right end of the name's line.
	for i := 0; i < rr.RevenantSpaces; i++ {
		b := scenes.Rect{X: r.X + r.W - 6 - float64(rr.RevenantSpaces-i)*(ds+2), Y: r.Y + 3 + (ts-ds)/2, W: ds, H: ds}
		if i < dmg {
			c.Rect(b, sr.Voidborn)
		} else {
			c.RoundRectStroke(b, 2, 1, scenes.ColDim)
		}
	}
	c.Text(line, x, y, fitLine(c, line, ls, w), scenes.ColDim, scenes.Left)
	for i, sp := range [2]int{rr.SpaceHyperjump, rr.SpaceDeploy} {
		b := l.jump
		if i == 1 {
			b = l.deploy
		}
		c.RoundRect(b, 6, colPanel)
		c.RoundRectStroke(b, 6, 1, colBorder)
		name := [2]string{"Hyperjump", "Deploy"}[i]
		if i == 0 && jumpOnSpace {
			name = "Hyperjump · ready"
		}
		label, slot := spaceParts(b)
		ns := fitLine(c, name, grow(c, l.mapPx(ts*0.85, 16), b.H*0.9), label.W)
		c.Text(name, label.X, b.Y+(b.H-ns)/2-1, ns, scenes.ColText, scenes.Left)
		if seat, fig, ok := t.view.Occupant(sp); ok {
			x, y := slot.Center()
			t.drawFigure(c, seat, fig, x, y, figRadius(slot))
		}
		markRow(c, f, obj{kind: objSpace, a: int16(sp)}, b) // the glow would cover the Cores' names
	}
	f.Mark(c, obj{kind: objShip, a: revenantShip}, r)
}

// spaceParts splits a space of the Revenant, b: the line of its name and,
// at its right end, the place of the Crew figure standing there.
func spaceParts(b scenes.Rect) (label, slot scenes.Rect) {
	fs := b.H * 0.8
	slot = scenes.Rect{X: b.X + b.W - fs - 3, Y: b.Y + (b.H-fs)/2, W: fs, H: fs}
	label = scenes.Rect{X: b.X + 4, Y: b.Y, W: slot.X - 3 - (b.X + 4), H: b.H}
	return label, slot
}

// influenceHeads are the Influence board's headings, the longest first.
var influenceHeads = [...]string{"House · Power · Influence 1–8 · supply", "Power · Influence 1–8", "Influence 1–8"}

// drawInfluence draws the Influence board: a row per House with its
// Power, the seats' markers on its track 0–8, the rewards still on it,
// the viewer's Hidden Influence of it and its ships in the supply.
func (t *Table) drawInfluence(c *scenes.Canvas, f *table.Frame[obj]) {
	l := &t.lay
	v := t.view
	b := l.influence
	c.RoundRect(b, 8, colPanel)
	// The heading as large as the rows leave room for above the first
	// (the twelfth review read it about 11 px high); on a narrow board
	// the columns everyone can tell apart go, first the House and the
	// supply, then the Power (the sixteenth review read 10 px).
	var head string
	var hs float64
	for _, head = range influenceHeads {
		hs = fitLine(c, head, max(grow(c, 12, max(16, l.least())), min(l.mapPx(15, 15), l.houses[0].Y-b.Y-3)), b.W-12)
		if hs >= c.AtLeast(12)*0.98 {
			break
		}
	}
	c.Text(head, b.X+6, b.Y+3, hs, scenes.ColDim, scenes.Left)
	var hidden [rr.NumHouses]int
	if t.Viewer != rules.NoSeat {
		hidden, _ = v.HiddenInfluence(t.Viewer)
	}
	// The names' column: as wide as the widest name and its +N.
	// In tall rows (a portrait screen) the names grow with them: at 14
	// units they were a sliver of a row 60 high.
	ts := grow(c, min(max(14, l.houses[0].H*0.36), l.houses[0].H*0.62), l.houses[0].H*0.8)
	nameW := 0.0
	for h := range l.houses {
		w, _ := c.Measure(rr.HouseNames[h], ts)
		nameW = max(nameW, w)
	}
	pw, _ := c.Measure("+8", grow(c, ts*0.85, ts))
	if need, room := nameW+pw+10, l.houses[0].W*0.3; need > room {
		// The names smaller rather than their +N over the Power's box
		// ("Dunlork+1", the nineteenth review).
		ts = max(ts*room/need, c.AtLeast(12))
		nameW, pw = nameW*room/need, pw*room/need
	}
	nameW = min(max(78, nameW+pw+6), l.houses[0].W*0.3)
	for h, r := range l.houses {
		col := sr.HouseColor(h)
		c.Rect(scenes.Rect{X: r.X, Y: r.Y + 2, W: 4, H: r.H - 4}, col)
		c.Bold(rr.HouseNames[h], r.X+8, r.Y+(r.H-ts)/2-1, ts, col, scenes.Left)
		if hidden[h] > 0 {
			c.Bold(t.texts.Cat("+", scenes.Itoa(hidden[h]), ""), r.X+nameW+4, r.Y+(r.H-ts)/2-1, grow(c, ts*0.85, ts), t.seatCol(t.Viewer), scenes.Right)
		}
		px := r.X + nameW + 8
		pw := ts * 1.7
		c.RoundRect(scenes.Rect{X: px, Y: r.Y + 2, W: pw, H: r.H - 4}, 4, sprites.Shade(col, -0.55))
		c.Bold(scenes.Itoa(v.Power(h)), px+pw/2, r.Y+(r.H-ts)/2-1, ts, scenes.ColText, scenes.Center)
		// The track: spaces 1–8; a seat at 0 has no marker there, so
		// that the markers take a cell each, large (the eleventh review
		// read three at 0 about 10 px high).
		supW := r.H * 2.1
		tx := px + pw + 6
		cw := (r.X + r.W - supW - 4 - tx) / rr.MaxInfluence
		cellX := func(s int) float64 { return tx + float64(s-1)*cw }
		for s := 1; s <= rr.MaxInfluence; s++ {
			cell := scenes.Rect{X: cellX(s), Y: r.Y + 2, W: cw - 1, H: r.H - 4}
			c.Rect(cell, color.RGBA{0x26, 0x20, 0x3e, 0xff})
			for i, step := range rr.RewardSteps {
				if step == s && !v.RewardTaken(h, i) {
					// The whole space gold-framed: a dot in its corner
					// read about 6 px (the twenty-sixth review).
					c.Rect(cell, sprites.Shade(colGold, -0.6))
					c.RoundRectStroke(cell.Inset(0.75), 2, 1.5, colGold)
				}
			}
		}
		on := t.spaces(rr.MaxInfluence + 1) // the seats on each space; -1 the Corrupted Crew
		for p := 0; p < v.Seats(); p++ {
			s := v.Influence(rules.Seat(p), h)
			on[s] = append(on[s], p)
		}
		if v.Solo() {
			s := v.AutomaInfluence(h)
			on[s] = append(on[s], -1)
		}
		for s := 1; s <= rr.MaxInfluence; s++ {
			lo, hi := markerRoom(on, s, 1, cellX(s), cw)
			for k, p := range on[s] {
				x, y, rad := markerSpot(cellX(s), r.Y, cw, r.H, lo, hi, k, len(on[s]))
				if p < 0 {
					t.marker(c, sr.Corruption, x, y, rad*1.1)
					continue
				}
				t.seatMarker(c, rules.Seat(p), x, y, rad)
			}
		}
		c.Miniature(true) // a long press shows the supply large (supplyZoom)
		for k := 0; k < 4; k++ {
			if at, ok := t.supplyRect(rr.ShipID(h, k)); ok {
				t.drawHull(c, k, h, false, 0, at)
				c.Symbol("supply ship", at.H)
			}
		}
		c.Miniature(false)
		markRow(c, f, obj{kind: objHouse, a: int16(h)}, r)
	}
}

// supplyRect is where ship id is drawn in its House's supply, two by two
// at the right of the House's row of the Influence board, if it is there.
func (t *Table) supplyRect(id int) (scenes.Rect, bool) {
	if id < 0 || id >= rr.NumShips {
		return scenes.Rect{}, false
	}
	h := rr.ShipHouse(id)
	r := t.lay.houses[h]
	mh := (r.H - 2) / 2
	i := 0
	for k := 0; k < 4; k++ {
		s := rr.ShipID(h, k)
		if t.view.Ship(s).Sector >= 0 {
			continue
		}
		if s == id {
			x := r.X + r.W - r.H*2.1 + float64(i%2)*(mh*sr.ShipAspect+1)
			return scenes.Rect{X: x, Y: r.Y + 1 + float64(i/2)*mh, W: mh * sr.ShipAspect, H: mh}, true
		}
		i++
	}
	return scenes.Rect{}, false
}

// markerSpot is where the k-th of m markers on one track space, a cell
// cw wide and h high from x, y, goes, and its radius: the markers as
// large as the cell and the room lo to hi allow (an empty neighbour's
// half), side by side in one line when they share and that leaves them
// three quarters of a lone marker's size, else in two lanes, none over
// another (the tenth review saw three markers at 0 hide each other, the
// twenty-sixth a circle and a triangle on one another in two lanes).
func markerSpot(x, y, cw, h, lo, hi float64, k, m int) (mx, my, rad float64) {
	box := min(h*0.8, cw*1.35) // a badge's box; its shape is 0.8 of it
	if m <= 1 {
		return x + cw/2, y + h/2, box / 2.64
	}
	const gap = 1.0
	if line := min(box, (hi-lo-float64(m-1)*gap)/float64(m)/0.8); line >= box*0.75 {
		pitch := line*0.8 + gap
		span := float64(m-1)*pitch + line*0.8
		left := min(max(x+cw/2-span/2, lo), hi-span) + line*0.4
		return left + float64(k)*pitch, y + h/2, line / 2.64
	}
	var dx, dy, span float64
	for ; ; box -= 0.5 {
		v := box*0.4 + gap
		dy = min(h-2-2*v, 2*v)
		dx = max(v, math.Sqrt(max(0, 4*v*v-dy*dy)))
		span = float64(m-1)*dx + 2*v
		if span <= hi-lo || box <= h*0.3 {
			break
		}
	}
	left := min(max(x+cw/2-span/2, lo), hi-span) + box*0.4 + gap
	my = y + h/2 - dy/2
	if k%2 == 1 {
		my += dy
	}
	return left + float64(k)*dx, my, box / 2.64
}

// markRow draws the kit's highlight of p, a row packed between other
// rows, as a thin outline just inside r: the kit's glow reaches a few
// pixels past its rect and would cover the neighbouring rows' names and
// the column's header.
func markRow(c *scenes.Canvas, f *table.Frame[obj], p obj, r scenes.Rect) {
	l := f.Light(p)
	if l == table.Unlit {
		return
	}
	in := r.Inset(1.5)
	x0, y0, x1, y1 := in.X, in.Y, in.X+in.W, in.Y+in.H
	// Lines about 3.5 units wide: the nineteenth review had to look for
	// a House's row outlined 2.5 wide.
	const w, o = 32.0, 1.75 // the kit's line width of w, half the line: the corners close
	f.Marked(r)
	table.DrawHexEdgeLight(c, x0-o, y0, x1+o, y0, w, l, f.Now)
	table.DrawHexEdgeLight(c, x0-o, y1, x1+o, y1, w, l, f.Now)
	table.DrawHexEdgeLight(c, x0, y0, x0, y1, w, l, f.Now)
	table.DrawHexEdgeLight(c, x1, y0, x1, y1, w, l, f.Now)
}

// badge draws seat's badge, its shape in its colour, about rad in
// radius around x, y.
func (t *Table) badge(c *scenes.Canvas, seat rules.Seat, x, y, rad float64) {
	if t.art == nil {
		t.art = sprites.NewCache(256)
	}
	size := rad * 2.4
	c.ImageIn(t.art.SeatBadge(t.SeatColor[seat], float64(c.Px(size))), scenes.Rect{X: x - size/2, Y: y - size/2, W: size, H: size}, 1)
}

// seatMarker draws seat's marker on a track: its badge.
func (t *Table) seatMarker(c *scenes.Canvas, seat rules.Seat, x, y, rad float64) {
	t.badge(c, seat, x, y, rad*1.1)
}

// marker draws a round marker of colour col.
func (t *Table) marker(c *scenes.Canvas, col color.RGBA, x, y, rad float64) {
	c.Circle(x, y, rad+1.2, colInk)
	c.Circle(x, y, rad, col)
}

// drawTactics draws the Tactics track 0–15 with every seat's marker (and
// the Corrupted Crew's), and who plays first this round.
func (t *Table) drawTactics(c *scenes.Canvas) {
	v := t.view
	b := t.lay.tactics
	c.RoundRect(b, 8, colPanel)
	// On a tall screen 15 px, as its room allows (the sixteenth review
	// read 12.5 small there).
	ts := max(grow(c, min(13, b.H*0.4), b.H*0.45), min(t.lay.mapPx(0, 15), b.H*0.45))
	head := t.texts.Cat("Round ", scenes.Itoa(v.Round()), " of 4 · Tactics")
	c.Text(head, b.X+6, b.Y+2, ts, scenes.ColDim, scenes.Left)
	first := v.FirstPlayer()
	who := t.texts.Cat("first: ", t.seatName(first), "")
	c.Bold(who, b.X+b.W-6, b.Y+2, ts, t.seatCol(first), scenes.Right)
	// Steps 8 and 11 are numbered over their cells in the heading when
	// it leaves room between its two texts, else small in the cells.
	hw, _ := c.Measure(head, ts)
	ww, _ := c.App.Text.Measure(who, ts, true)
	lo, hi := b.X+6+hw+6, b.X+b.W-6-ww-6
	y := b.Y + ts + 5
	h := b.Y + b.H - y - 3
	cw := (b.W - 12) / (rr.MaxTactics + 1)
	for s := 0; s <= rr.MaxTactics; s++ {
		cell := scenes.Rect{X: b.X + 6 + float64(s)*cw, Y: y, W: cw - 1, H: h}
		col := color.RGBA{0x26, 0x20, 0x3e, 0xff}
		if s > 0 && s%3 == 0 {
			col = color.RGBA{0x3a, 0x2c, 0x22, 0xff}
		}
		c.Rect(cell, col)
		if s == 8 || s == 11 {
			n := scenes.Itoa(s)
			if nw, _ := c.Measure(n, ts); cell.X+cell.W/2-nw/2 >= lo && cell.X+cell.W/2+nw/2 <= hi {
				c.Text(n, cell.X+cell.W/2, b.Y+2, ts, scenes.ColDim, scenes.Center)
			} else {
				c.Text(n, cell.X+cell.W/2, cell.Y, grow(c, h*0.5, h*0.8), scenes.ColDim, scenes.Center)
			}
		}
	}
	// The markers side by side where they share a space, each whole (the
	// eleventh review found one hidden under two others), the one there
	// first, ahead, on the right.
	t.order = v.TacticsOrder(t.order[:0])
	on := t.spaces(rr.MaxTactics + 1) // the seats on each space, the last there first; -1 the Corrupted Crew
	for i := len(t.order) - 1; i >= 0; i-- {
		s := t.tacticsOf(v, t.order[i])
		on[s] = append(on[s], int(t.order[i]))
	}
	if v.Solo() {
		s := min(v.AutomaTactics(), rr.MaxTactics)
		on[s] = append(on[s], -1)
	}
	cellX := func(s int) float64 { return b.X + 6 + float64(s)*cw }
	for s := range on {
		lo, hi := markerRoom(on, s, 0, cellX(s), cw)
		for k, p := range on[s] {
			x, my, rad := markerSpot(cellX(s), y, cw, h, lo, hi, k, len(on[s]))
			if p < 0 {
				t.marker(c, sr.Corruption, x, my, rad*1.1)
				continue
			}
			t.seatMarker(c, rules.Seat(p), x, my, rad)
		}
	}
}

// drawCards draws the face-up Sonar cards (the Colony cards in round 4)
// and the three Improvement decks.
func (t *Table) drawCards(c *scenes.Canvas, f *table.Frame[obj]) {
	v := t.view
	up := v.SonarUp()
	col, reached := v.ColonyUp()
	colony := v.Round() == 4 || reached >= 0
	for i, r := range t.lay.cards {
		c.RoundRect(r, 6, colPanel)
		ts := max(c.AtLeast(min(14, r.H*0.34)), min(t.lay.mapPx(0, 16), r.H*0.34))
		var name, line string
		switch {
		case colony && col[i] >= 0:
			k := rr.Colonies[col[i]]
			name, line = k.Name, t.texts.Cat(rr.HouseNames[k.House], " colony", "")
		case colony && i == 0 && reached >= 0:
			k := rr.Colonies[reached]
			name, line = k.Name, "reached"
		case !colony && up[i] >= 0:
			s := rr.Sonars[up[i]]
			name, line = s.Name, t.texts.Cat("Sonar · ", rr.HouseNames[s.Civilian], "")
		default:
			c.RoundRectStroke(r, 6, 1, colBorder)
			continue
		}
		c.RoundRectStroke(r, 6, 1, sr.Palette.Accent)
		ls := fitLine(c, line, c.AtLeast(ts*0.9), r.W-10)
		ts = fitLine(c, name, min(ts, (r.H-ls-7)/1.05), r.W-10)
		c.Bold(name, r.X+5, r.Y+3, ts, scenes.ColText, scenes.Left)
		c.Text(line, r.X+5, r.Y+ts+5, ls, scenes.ColDim, scenes.Left)
		f.Mark(c, obj{kind: objCard, a: int16(i)}, r)
	}
	for k, r := range t.lay.decks {
		c.RoundRect(r, 6, color.RGBA{0x2a, 0x24, 0x44, 0xff})
		c.RoundRectStroke(r, 6, 1, colBorder)
		// The name on the left, the cards left on the right.
		n := scenes.Itoa(v.DeckLeft(k))
		ts := max(c.AtLeast(min(14, r.H*0.55)), min(t.lay.mapPx(0, 16), r.H*0.55))
		nw, _ := c.Measure(n, ts)
		ts = fitLine(c, rr.CardKindNames[k], ts, r.W-nw-17)
		ty := r.Y + (r.H-ts)/2 - 1
		c.Bold(rr.CardKindNames[k], r.X+5, ty, ts, scenes.ColText, scenes.Left)
		c.Text(n, r.X+r.W-5, ty, ts, scenes.ColDim, scenes.Right)
		f.Mark(c, obj{kind: objDeck, a: int16(k)}, r)
	}
}

// drawAutoma draws the Corrupted Crew's panel: its level and Tactics, the
// card revealed, the Solo Action grid with the marker and the Tactics
// Bonus tile, and its last step in words.
func (t *Table) drawAutoma(c *scenes.Canvas) {
	v := t.view
	b := t.lay.automa
	c.RoundRect(b, 8, color.RGBA{0x2a, 0x12, 0x36, 0xf0})
	c.RoundRectStroke(b, 8, 1.5, sr.Corruption)
	ts := grow(c, min(14, b.H*0.14), b.H*0.15)
	c.Bold(t.texts.Cat("Corrupted Crew · ", rr.DifficultyNames[v.Level()], ""), b.X+6, b.Y+4, ts, scenes.ColText, scenes.Left)
	house, left := v.AutomaCard()
	small := c.AtLeast(ts * 0.85) // legible on a phone too
	c.Text(t.texts.Cat(scenes.Itoa(left), " cards left", ""), b.X+b.W-6, b.Y+4, small, scenes.ColDim, scenes.Right)
	// The card revealed.
	card := scenes.Rect{X: b.X + 6, Y: b.Y + ts + 9, W: b.W * 0.26, H: b.H*0.52 - 4}
	if house >= 0 {
		c.RoundRect(card, 6, sr.HouseColor(house))
		c.Bold(rr.HouseNames[house], card.X+card.W/2, card.Y+card.H/2-ts*0.6, ts, colInk, scenes.Center)
	} else {
		c.RoundRectStroke(card, 6, 1, colBorder)
		c.Text("no card", card.X+card.W/2, card.Y+card.H/2-ts*0.6, small, scenes.ColDim, scenes.Center)
	}
	// The grid, clockwise from the top left.
	grid, marker, bonus := v.SoloGrid()
	gx := card.X + card.W + 8
	gw := (b.X + b.W - 6 - gx) / 2
	gh := card.H / 2
	at := [4][2]float64{{0, 0}, {1, 0}, {1, 1}, {0, 1}}
	for i, g := range grid {
		r := scenes.Rect{X: gx + at[i][0]*gw, Y: card.Y + at[i][1]*gh, W: gw - 3, H: gh - 3}
		c.RoundRect(r, 4, colPanel)
		c.Text(rr.SoloNames[g], r.X+4, r.Y+(r.H-small)/2-1, small, scenes.ColText, scenes.Left)
		if i == marker {
			c.RoundRectStroke(r, 4, 2.5, colGold)
		}
		if i == bonus {
			bs := c.AtLeast(ts * 0.8)
			c.Bold("+1 T", r.X+r.W-4, r.Y+(r.H-bs)/2-1, bs, colGold, scenes.Right)
		}
	}
	if t.automa != "" {
		y := card.Y + card.H + 3
		c.Paragraph(t.automa, b.X+6, y, fitParagraph(c, t.automa, min(max(15, t.lay.least()), ts), b.W-12, b.Y+b.H-y-2), b.W-12, scenes.ColText)
	}
}

// drawHot rings the place the event playing concerns.
func (t *Table) drawHot(c *scenes.Canvas, f *table.Frame[obj]) {
	if !f.Anim.On || !t.hot.on {
		return
	}
	r, ok := t.hot.rect, true
	if !t.onTab(tabMap) && (t.hot.ship >= 0 || r.Overlaps(t.lay.mapArea)) {
		return // the map is not shown
	}
	if t.hot.ship >= 0 {
		r, ok = t.shipRect(t.hot.ship)
	}
	if !ok {
		return
	}
	k := f.Anim.T
	c.RoundRectStroke(r.Inset(-2-4*(1-k)), 7, 3, colHot)
}

// markerRoom is the span the markers on space s of a track may spread
// over: its cell, from x and cw wide, and half of each neighbouring cell
// that holds no marker (on lists the markers of each space, from first).
func markerRoom(on [][]int, s, first int, x, cw float64) (lo, hi float64) {
	lo, hi = x, x+cw
	if s > first && len(on[s-1]) == 0 {
		lo -= cw / 2
	}
	if s < len(on)-1 && len(on[s+1]) == 0 {
		hi += cw / 2
	}
	return lo, hi
}

// spaces returns n empty lists of the markers on a track's spaces, kept
// from frame to frame (a steady frame allocates nothing).
func (t *Table) spaces(n int) [][]int {
	for len(t.onSpace) < n {
		t.onSpace = append(t.onSpace, nil)
	}
	on := t.onSpace[:n]
	for i := range on {
		on[i] = on[i][:0]
	}
	return on
}
