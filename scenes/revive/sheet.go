package revive

import (
	"image/color"
	"math"
	"strconv"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	sr "starboard/sprites/revive"
)

// SheetLabel names the button that opens the player aid.
func (t *Table) SheetLabel() string { return "Player aid: turn, scoring, key" }

// colSheet is the player aid's panel: opaque, so that nothing of the
// table shows through its text (the fourth review read the board through
// it); colSheetShade darkens the table round it.
var (
	colSheet      = color.RGBA{0x1a, 0x14, 0x0e, 0xff}
	colSheetShade = color.RGBA{0x00, 0x00, 0x00, 0xa0}
)

// turnAid is what a turn is made of, in order.
var turnAid = []string{
	"1. Take up to two actions (the same one twice if you like), or hibernate instead.",
	"2. The actions: play a card into an empty slot · build on sand · explore a face-down tile · populate a space with a meeple from your tree · slide the switch down for a resource.",
	"3. Hibernating: your energy comes back, resting cards wake, the cards in your slots go to rest, the switch goes up, and your marker moves on for a reward at or below it.",
	"4. Free, any time in your turn: run an unlocked machine for 1 energy, open a crate, trade a crystal, use your tribe ability.",
	"5. End the turn: the next player plays.",
}

// scoringAid is what the end of the game scores, in the rules' order.
var scoringAid = []string{
	"• The points track, and the points of the progress track's filled spaces.",
	"• 2 points per citizen card (starting cards aside) of the colour of each machine track whose last space is unlocked.",
	"• Your secret artifact scoring card: each major artifact scores its colour's category once (at most " + strconv.Itoa(rv.CategoryCap) + ").",
	"• The points of your unlocked technologies, and of each large location with your meeple.",
	"• Small artifacts, 1 point per 5 resources left (not energy), and the end-game tile (3).",
	"• The game ends when the last major artifact is taken or removed (a fifth hibernation removes one): every other player has one last turn.",
}

// keyEntry is one line of the sheet's key: how a symbol of the board is
// drawn, and what it means.
type keyEntry struct {
	draw func(t *Table, c *scenes.Canvas, r scenes.Rect)
	text string
}

// iconKey draws icon k of the board's art.
func iconKey(k int) func(t *Table, c *scenes.Canvas, r scenes.Rect) {
	return func(t *Table, c *scenes.Canvas, r scenes.Rect) {
		c.ImageIn(t.cache.Icon(k, float64(c.Px(r.H))), scenes.Rect{X: r.X, Y: r.Y, W: r.H, H: r.H}, 1)
		c.Symbol("key icon", r.H)
	}
}

// keyEntries are the symbols the board draws, each as the board draws it.
var keyEntries = []keyEntry{
	{iconKey(sr.IconGear), "Gear: pays costs; buildings cost 3 or 5"},
	{iconKey(sr.IconBook), "Book: pays costs"},
	{iconKey(sr.IconFood), "Food: pays costs and the range"},
	{iconKey(sr.IconCrystal), "Crystal: trade 1 for 1 other resource"},
	{iconKey(sr.IconAnyResource), "A basic resource of your choice"},
	{iconKey(sr.IconEnergy), "Energy: runs a machine once, back on hibernating"},
	{iconKey(sr.IconPoints), "Points, now or at the end"},
	{func(t *Table, c *scenes.Canvas, r scenes.Rect) {
		for i, k := range []int{sr.IconTrackGreen, sr.IconTrackRed, sr.IconTrackYellow} {
			c.ImageIn(t.cache.Icon(k, float64(c.Px(r.H))), scenes.Rect{X: r.X + float64(i)*r.H*0.9, Y: r.Y, W: r.H, H: r.H}, 1)
			c.Symbol("key icon", r.H)
		}
	}, "A step on that track: forest, mountain, field"},
	{iconKey(sr.IconAnyTrack), "A step on a track of your choice"},
	{iconKey(sr.IconModule), "A module (display or pile)"},
	{iconKey(sr.IconCrate), "A crate: open it later (free action)"},
	{iconKey(sr.IconCitizen), "A citizen card (display or deck)"},
	{func(t *Table, c *scenes.Canvas, r scenes.Rect) {
		w := t.gainWidth(rv.Gain{Res: [rv.Resources]int8{rv.Gear: 2}}, r.H, r.W)
		c.RoundRect(scenes.Rect{X: r.X, Y: r.Y - 1, W: w + 4, H: r.H + 2}, 4, colCost)
		t.drawGain(c, rv.Gain{Res: [rv.Resources]int8{rv.Gear: 2}}, r.X+2, r.Y, r.H, r.W, scenes.Left, scenes.ColText)
	}, "On red: a cost (a tile's, the range)"},
	{func(t *Table, c *scenes.Canvas, r scenes.Rect) {
		R := r.H * 0.5
		for i, col := range colBacks[:2] {
			x, y := r.X+R*0.87+float64(i)*R*1.5, r.Y+r.H/2
			drawHexFill(c, x, y, R, colCell)
			for j := range 6 {
				a, b := math.Pi/6+float64(j)*math.Pi/3, math.Pi/6+float64(j+1)*math.Pi/3
				c.Line(x+R*0.8*math.Cos(a), y+R*0.8*math.Sin(a), x+R*0.8*math.Cos(b), y+R*0.8*math.Sin(b), max(1.5, R*0.2), col)
			}
		}
	}, "Face-down tile: its outline colour is its back"},
	{func(t *Table, c *scenes.Canvas, r scenes.Rect) {
		for i := 0; i < 4; i++ {
			drawRelic(c, rv.Colour(i), scenes.Rect{X: r.X + float64(i)*r.H*0.8, Y: r.Y, W: r.H * 0.8, H: r.H * 0.8})
		}
	}, "Major artifacts: your scoring card counts them"},
	{func(t *Table, c *scenes.Canvas, r scenes.Rect) {
		R := r.H * 0.62
		t.hexImage(c, rv.Large, r.X+R*0.87, r.Y+r.H/2, R)
	}, "Large location: arrive first time (a meeple on it, or explore, build or a meeple on the tile beside it): take an artifact"},
	{func(t *Table, c *scenes.Canvas, r scenes.Rect) {
		drawMinor(c, scenes.Rect{X: r.X, Y: r.Y, W: r.H * 0.8, H: r.H * 0.8})
	}, "Grey gem: small artifacts, from ruins"},
	{func(t *Table, c *scenes.Canvas, r scenes.Rect) {
		drawMine(c, r.X+r.H/2, r.Y+r.H/2, r.H*0.5, t.seatCol(0))
		c.ImageIn(t.cache.Meeple(t.seatCol(0), float64(c.Px(r.H))), scenes.Rect{X: r.X, Y: r.Y, W: r.H, H: r.H}, 1)
		c.ImageIn(t.cache.Building(t.seatCol(0), false, float64(c.Px(r.H))), scenes.Rect{X: r.X + r.H + 2, Y: r.Y, W: r.H, H: r.H}, 1)
		c.ImageIn(t.cache.Building(t.seatCol(0), true, float64(c.Px(r.H))), scenes.Rect{X: r.X + 2*r.H + 4, Y: r.Y, W: r.H, H: r.H}, 1)
	}, "A meeple, a small and a big building; ringed: yours"},
	{func(t *Table, c *scenes.Canvas, r scenes.Rect) {
		s := r.H * 0.5
		c.Circle(r.X+s, r.Y+s, s*0.6, colPanel)
		c.Ring(r.X+s, r.Y+s, s*0.5, 2, colGold)
	}, "Gold ring: a card may slide under this one"},
	{func(t *Table, c *scenes.Canvas, r scenes.Rect) {
		c.RoundRect(scenes.Rect{X: r.X, Y: r.Y, W: r.H, H: r.H}, 3, colCell)
		c.RoundRectStroke(scenes.Rect{X: r.X, Y: r.Y, W: r.H, H: r.H}, 3, 1, colBorder)
		ls := r.H * 0.55
		c.ImageIn(t.cache.Icon(sr.IconEnergy, float64(c.Px(ls))), scenes.Rect{X: r.X + r.H - ls*0.8, Y: r.Y - ls*0.3, W: ls, H: ls}, 1)
	}, "Energy space: a module put here fires"},
	{func(t *Table, c *scenes.Canvas, r scenes.Rect) {
		c.RoundRect(scenes.Rect{X: r.X, Y: r.Y, W: r.H * 1.6, H: r.H}, 3, colCell)
		c.Bold("?", r.X+r.H*0.8, r.Y, r.H, scenes.ColDim, scenes.Center)
		c.RoundRect(scenes.Rect{X: r.X, Y: r.Y, W: r.H * 1.6, H: r.H}, 3, colDim)
	}, "Machine \"?\": takes a token; dark: locked"},
	{func(t *Table, c *scenes.Canvas, r scenes.Rect) {
		c.RoundRect(scenes.Rect{X: r.X, Y: r.Y, W: r.H * 1.6, H: r.H}, 3, colCell)
		t.drawGain(c, rv.Gain{Res: [rv.Resources]int8{rv.Food: 1}}, r.X+r.H*0.9, r.Y, r.H, r.H*1.6, scenes.Center, scenes.ColText)
		es := r.H * 0.5
		c.ImageIn(t.cache.Icon(sr.IconEnergy, float64(c.Px(es))), scenes.Rect{X: r.X, Y: r.Y, W: es, H: es}, 1)
	}, "Energy on a machine: used till hibernating"},
	{func(t *Table, c *scenes.Canvas, r scenes.Rect) {
		for i := 0; i < 2; i++ {
			c.Circle(r.X+r.H*0.5+float64(i)*r.H, r.Y+r.H/2, r.H*0.35, colGold)
		}
	}, "Actions left this turn"},
}

// DrawSheet shows what a turn is made of, how the game scores, the
// viewer's artifact scoring card, the large locations, and a key to every
// symbol of the board: in two columns on a wide screen, else one.
func (t *Table) DrawSheet(c *scenes.Canvas, area scenes.Rect) {
	lu := scenes.MinTextPx / max(c.ScreenPx(1), 0.01)
	r := area.Inset(max(8, min(area.W*0.04, 40)))
	c.Rect(area, colSheetShade)
	c.RoundRect(r, 14, colSheet)
	wide := r.W > r.H
	size := t.sheetSize(c, r, max(15, lu), wide)
	bottom := r.Y + r.H - size*1.9 // above the closing line
	left := scenes.Rect{X: r.X + 20, Y: r.Y + 16, W: r.W - 40, H: bottom - r.Y - 16}
	key := left
	if wide {
		left.W = r.W*0.42 - 30
		key = scenes.Rect{X: r.X + r.W*0.42 + 10, Y: r.Y + 16, W: r.W*0.58 - 30, H: left.H}
	}
	x, w := left.X, left.W
	y := t.drawParagraphs(c, "Your turn", turnAid, x, left.Y, size, w)
	y = t.drawParagraphs(c, "How Revive scores", scoringAid, x, y+size*0.4, size, w)
	// The scoring card and the large locations: under the scoring when
	// the card fits there, else under the key.
	x2, y2 := x, y+size*0.4
	if !wide {
		key.Y = y2
		y2 = t.drawKey(c, key, size) + size*0.4
	} else if ky := key.Y + keyHeight(c, key, size) + size*0.4; y2+size*4.6 > bottom && ky < y2 {
		x2, y2, w = key.X, ky, key.W
	}
	if t.view != nil && t.Viewer != rules.NoSeat && y2+size*4.6 <= bottom {
		if sc := t.boards[t.Viewer].Scoring; sc >= 0 {
			c.Bold("Your artifact scoring card", x2, y2, size*1.1, colGold, scenes.Left)
			y2 += size * 1.6
			// The colours two by two.
			for col, cat := range rv.ScoringCard(sc) {
				cx, cy := x2+float64(col%2)*w/2, y2+float64(col/2)*size*1.4
				drawRelic(c, rv.Colour(col), scenes.Rect{X: cx, Y: cy, W: size, H: size})
				c.Text(fit(c, cat.String(), size, w/2-size*1.8), cx+size*1.5, cy, size, scenes.ColText, scenes.Left)
			}
			y2 += size*2.8 + size*0.4
		}
	}
	if t.view != nil && y2+size*1.35*4 <= bottom {
		for k := 0; k < 4; k++ {
			c.Text(fit(c, t.texts.Cat(t.large[k].Name, ": ", t.texts.Cat(scenes.Itoa(int(t.large[k].VP)), " points per meeple there", "")), size, w), x2, y2, size, scenes.ColDim, scenes.Left)
			y2 += size * 1.35
		}
	}
	if wide {
		t.drawKey(c, key, size)
	}
	c.Text("Hover a part of the board to read it; hold a card to see it large. Tap to go back.", r.X+r.W/2, r.Y+r.H-size*1.45, size, scenes.ColDim, scenes.Center)
}

// sheetSize is the text size of the sheet in r: least, or on a tall
// screen as much larger as its one column holds (the last review read the
// key small on a portrait screen with half the sheet empty).
func (t *Table) sheetSize(c *scenes.Canvas, r scenes.Rect, least float64, wide bool) float64 {
	if wide {
		return least
	}
	for size := least * 2; size > least; size -= 0.5 {
		w := r.W - 40
		h := 16 + paragraphsHeight(c, turnAid, size, w) + size*0.4 + paragraphsHeight(c, scoringAid, size, w) + size*0.4
		h += keyHeight(c, scenes.Rect{X: r.X + 20, Y: r.Y + h, W: w, H: r.H - h - size*1.9}, size) + size*0.4
		if t.view != nil && t.Viewer != rules.NoSeat {
			h += size * 4.8 // the scoring card
		}
		h += size * 1.35 * 4 // the large locations
		if h <= r.H-size*1.9 {
			return size
		}
	}
	return least
}

// paragraphsHeight is the height drawParagraphs takes for lines at size
// in width w.
func paragraphsHeight(c *scenes.Canvas, lines []string, size, w float64) float64 {
	h := size * 2.2
	for _, line := range lines {
		h += c.ParagraphHeight(line, size, w) + size*0.3
	}
	return h
}

// drawParagraphs draws a title and its paragraphs from x, y in width w,
// and returns the y under them.
func (t *Table) drawParagraphs(c *scenes.Canvas, title string, lines []string, x, y, size, w float64) float64 {
	c.Bold(title, x, y, size*1.4, colGold, scenes.Left)
	y += size * 2.2
	for _, line := range lines {
		y += c.Paragraph(line, x, y, size, w, scenes.ColText) + size*0.3
	}
	return y
}

// keyRows is the number of columns of the key in r, and the height of
// each entry: a line, or more where its words wrap (the thirteenth review
// read "ringed and glowing: y…" cut at 1280x720).
func keyRows(c *scenes.Canvas, r scenes.Rect, size float64) (cols int, rows []float64) {
	y0 := r.Y + size*2.2
	rows = make([]float64, len(keyEntries))
	for cols = 1; cols <= 2; cols++ {
		tw := r.W/float64(cols) - size*keySymbolW - 10
		per := (len(keyEntries) + cols - 1) / cols
		tallest := 0.0
		for col := 0; col < cols; col++ {
			h := 0.0
			for i := col * per; i < min(len(keyEntries), (col+1)*per); i++ {
				rows[i] = max(size*1.3, c.ParagraphHeight(keyEntries[i].text, size, tw)+size*0.2)
				h += rows[i]
			}
			tallest = max(tallest, h)
		}
		if tallest <= r.Y+r.H-y0 {
			break
		}
	}
	return min(cols, 2), rows
}

// keySymbolW is the width of the key's column of symbols, in times its
// text size.
const keySymbolW = 4.3

// keyHeight is the height drawKey takes in r.
func keyHeight(c *scenes.Canvas, r scenes.Rect, size float64) float64 {
	cols, rows := keyRows(c, r, size)
	per := (len(keyEntries) + cols - 1) / cols
	h := 0.0
	for col := 0; col < cols; col++ {
		ch := 0.0
		for _, rh := range rows[col*per : min(len(rows), (col+1)*per)] {
			ch += rh
		}
		h = max(h, ch)
	}
	return size*2.2 + h
}

// drawKey draws the key to the board's symbols in r, one or two columns
// of a symbol and its meaning, its words wrapped where they must be, and
// returns the y under it.
func (t *Table) drawKey(c *scenes.Canvas, r scenes.Rect, size float64) float64 {
	c.Bold("Key to the symbols", r.X, r.Y, size*1.4, colGold, scenes.Left)
	y0 := r.Y + size*2.2
	cols, rows := keyRows(c, r, size)
	per := (len(keyEntries) + cols - 1) / cols
	cw := r.W / float64(cols)
	is := size * 1.3 // as tall as a line: the symbols read as large as the words (at 800x600 they read 10 px)
	sym := size * keySymbolW
	t.gainFloor = 0
	y, bottom := y0, y0
	for i, e := range keyEntries {
		col, k := i/per, i%per
		if k == 0 {
			y = y0
		}
		x := r.X + float64(col)*cw
		e.draw(t, c, scenes.Rect{X: x, Y: y, W: sym - 6, H: is})
		c.Paragraph(e.text, x+sym, y, size, cw-sym-10, scenes.ColText)
		y += rows[i]
		bottom = max(bottom, y)
	}
	return bottom
}
