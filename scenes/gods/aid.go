package gods

import (
	"image/color"
	"math"

	"starboard/rules/gods"
	"starboard/scenes"
)

// The player aid: the card the rulebook gives every player, listing what
// each kind of pawn may need. Here it is the board's sheet
// (table.Sheeted): the kit's button opens it over the table, and it is
// drawn with the pawns' need sides. Its content is read from the rules'
// pawns, so it lists exactly the needs the game holds.

// aidKinds is the order of the aid's rows: the Elements, then Oxygen and
// Bacteria.
var aidKinds = [...]gods.Kind{gods.Water, gods.Mineral, gods.Plant, gods.Insect, gods.Animal, gods.Oxygen, gods.Bacteria}

// aidRow is one kind of pawn and every need its pawns have.
type aidRow struct {
	kind  gods.Kind
	name  string
	count string // how many pawns of the kind there are
	needs []aidNeed
}

// aidNeed is one need, shown by a pawn that has it, and its caption.
type aidNeed struct {
	pawn  gods.Pawn
	text  string
	lines []string // text wrapped to the cell
}

// aidRows reads the rows from the rules' pawns: one need per distinct
// need side, in the order of the pawns.
func aidRows() []aidRow {
	var rows []aidRow
	for _, k := range aidKinds {
		row := aidRow{kind: k, name: k.String()}
		n := 0
		var seen []gods.Need
	pawns:
		for p := gods.Pawn(0); p.Known(); p++ {
			need := gods.NeedOf(p)
			if need.Kind != k {
				continue
			}
			n++
			for _, s := range seen {
				if s == need {
					continue pawns
				}
			}
			seen = append(seen, need)
			row.needs = append(row.needs, aidNeed{pawn: p, text: aidCaption(need)})
		}
		row.count = scenes.Itoa(n) + " pawns"
		rows = append(rows, row)
	}
	return rows
}

// aidCaption says a need in a few words, for the aid.
func aidCaption(n gods.Need) string {
	switch n.Kind {
	case gods.Water:
		return "The only Water on its continent"
	case gods.Mineral:
		return "On " + n.Soil.String() + " soil"
	case gods.Plant:
		return "Not linked to " + kindNoun(n.Avoid)
	case gods.Insect:
		return "Linked to " + kindNoun(n.Target)
	case gods.Animal:
		return "Linked to " + kindNoun(n.Target) + ", not to " + kindNoun(n.Avoid)
	case gods.Oxygen:
		return aidActions[n.Action]
	case gods.Bacteria:
		return aidEffects[n.Effect]
	}
	return ""
}

var aidActions = [...]string{
	gods.Flip:     "Flip: turn a face-down pawn of its continent face up",
	gods.Exchange: "Exchange: swap two pawns, one on its continent",
	gods.LookMove: "Look and move: look at a pawn of its continent, move it",
}

var aidEffects = [...]string{
	gods.Share: "Share: every god passes a pawn to the left",
	gods.Shift: "Move: move a placed pawn to another continent",
}

// kindNoun names a kind as a neighbour: "Water", "a Plant", "an Insect".
func kindNoun(k gods.Kind) string {
	if k == gods.Water {
		return "Water"
	}
	return aKind(k)[:len(aKind(k))-len(" pawn")]
}

// aidNote is the line under the rows.
const aidNote = "Linked: joined by a line on the continent. A red cross on a kind means \"not linked to\" it. A continent scores only with exactly one Water and every need met. On a pawn whose need you know, a green check: met as the board stands; an amber !: not met (at the end: left unmet)."

// The aid's size at scale 1, in logical units: the margins, the column
// of kind names, a need's cell and a line of cells.
const (
	aidPad    = 24.0
	aidTitleH = 64.0
	aidNameW  = 170.0
	aidCellW  = 236.0
	aidLineH  = 78.0
	aidRowGap = 8.0
	aidNoteH  = 25.0 // a line of the note, and the gap above it
	aidText   = 16.0
)

// aidView is the player aid's panel.
type aidView struct {
	w, h  float64 // the canvas it was laid out for
	panel scenes.Rect
	k     float64 // the panel's scale
	cols  int     // need cells per line
	rows  []aidRow
	note  []string
}

// place lays the panel out as large as it fits in a canvas of w by h.
func (a *aidView) place(td scenes.TextDrawer, w, h float64) {
	if a.rows == nil {
		a.rows = aidRows()
	}
	if a.w == w && a.h == h {
		return
	}
	a.w, a.h = w, h
	// The number of cells per line that lets the panel grow the most.
	best := 0.0
	for cols := 1; cols <= 4; cols++ {
		pw, ph := a.size(cols)
		if k := math.Min((w-24)/pw, (h-24)/ph); k > best+0.01 {
			best, a.cols = k, cols
		}
	}
	a.k = math.Min(best, 2.2)
	pw, ph := a.size(a.cols)
	pw, ph = pw*a.k, ph*a.k
	a.panel = scenes.Rect{X: (w - pw) / 2, Y: (h - ph) / 2, W: pw, H: ph}
	if td == nil {
		return
	}
	k := a.k
	for i := range a.rows {
		for j := range a.rows[i].needs {
			n := &a.rows[i].needs[j]
			n.lines = wrap(td, n.text, aidText*k, (aidCellW-aidLineH+4)*k, false)
		}
	}
	a.note = wrap(td, aidNote, 15*k, a.panel.W-2*aidPad*k, false)
}

// size is the panel's size at scale 1 with cols cells per line.
func (a *aidView) size(cols int) (w, h float64) {
	w = 2*aidPad + aidNameW + float64(cols)*aidCellW
	h = aidTitleH + aidPad + aidNoteH*noteLines(w-2*aidPad)
	for _, r := range a.rows {
		lines := (len(r.needs) + cols - 1) / cols
		h += float64(lines)*aidLineH + aidRowGap
	}
	return w, h
}

// noteLines is about how many lines the note takes in a width w at scale
// 1, from its length: a line of 15-unit text holds about w/7.4 letters.
func noteLines(w float64) float64 {
	return math.Ceil(float64(len(aidNote)) * 7.4 / w)
}

// drawAid draws the aid's panel.
func (t *Table) drawAid(c *scenes.Canvas) {
	a := &t.aid
	art := t.art
	k := a.k
	r := a.panel
	art.rect(c, scenes.Rect{W: c.W, H: c.H}, colShade, 0.8)
	art.box(c, scenes.Rect{X: r.X + 4, Y: r.Y + 6, W: r.W, H: r.H}, 18, color.RGBA{0, 0, 0, 0xa0}, colNone, 1)
	art.box(c, r, 18, colPanel, colBorder, 1)
	x0 := r.X + aidPad*k
	c.Bold("Player aid: what each pawn needs", x0, r.Y+18*k, 26*k, scenes.ColAccent, scenes.Left)
	c.Text("Tap to close", r.X+r.W-aidPad*k, r.Y+24*k, 16*k, scenes.ColDim, scenes.Right)
	y := r.Y + aidTitleH*k
	pr := aidLineH * k * 0.34 // a pawn's radius
	for i := range a.rows {
		row := &a.rows[i]
		lines := (len(row.needs) + a.cols - 1) / a.cols
		rowH := float64(lines) * aidLineH * k
		fill := color.RGBA{0x1c, 0x23, 0x37, 0xff}
		if i%2 == 1 {
			fill = color.RGBA{0x18, 0x1e, 0x30, 0xff}
		}
		art.box(c, scenes.Rect{X: x0 - 8*k, Y: y, W: r.W - 2*(aidPad-8)*k, H: rowH}, 12, fill, colNone, 1)
		cy := y + aidLineH*k/2
		art.blit(c, art.pawnBack(row.kind, pr*0.8), x0+pr, cy, 1, 1, 1)
		c.Bold(row.name, x0+2*pr+10*k, cy-20*k, 20*k, scenes.ColText, scenes.Left)
		c.Text(row.count, x0+2*pr+10*k, cy+4*k, 15*k, scenes.ColDim, scenes.Left)
		for j := range row.needs {
			n := &row.needs[j]
			cx := x0 + aidNameW*k + float64(j%a.cols)*aidCellW*k
			ny := y + float64(j/a.cols)*aidLineH*k + aidLineH*k/2
			art.blit(c, art.pawnNeed(n.pawn, pr), cx+pr, ny, 1, 1, 1)
			ty := ny - float64(len(n.lines))*aidText*k*1.25/2
			for _, l := range n.lines {
				c.Text(l, cx+2*pr+10*k, ty, aidText*k, scenes.ColText, scenes.Left)
				ty += aidText * k * 1.25
			}
		}
		y += rowH + aidRowGap*k
	}
	y += 4 * k
	for _, l := range a.note {
		c.Text(l, x0, y, 15*k, scenes.ColDim, scenes.Left)
		y += 19 * k
	}
}
