package seeders

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/table"
)

// hoverTicks is how long a mouse rests on a hand card before the card
// shows large over the board.
const hoverTicks = 30

// hoverTip is the hand card shown large over the board: the one a tap
// showed (tapped), the one picked, or the one a mouse rests on (the
// kit's Frame.Hover) since a moment; where it shows.
type hoverTip struct {
	id     int // the card a mouse rests on, -1 for none
	since  int64
	tapped int // the card a tap on the hand showed, -1 for none
	shown  int // the card drawn this frame, -1 for none
	on     bool
	r      scenes.Rect
}

// drawHandTip shows the whole face of a hand card large, ability in words
// included: the hand's own cards have no room for the ability at a
// legible size. It shows the card a tap on the hand showed or picked, or
// else the one a mouse has rested on for a moment; beside the card, off
// the places lit for the player's choice (scenes.Beside).
func (t *Table) drawHandTip(c *scenes.Canvas, f *table.Frame[obj]) {
	id := -1
	if f.Hover && t.Viewer != rules.NoSeat && !t.hand.Busy() && t.hand.Dragging() < 0 {
		if i := t.hand.Lifted(); i >= 0 && i < t.hand.Len() {
			id = t.hand.Card(i).ID
		}
	}
	if id != t.tip.id {
		t.tip.id, t.tip.since = id, t.Now
	}
	t.tip.on, t.tip.shown = false, -1
	at := -1 // the card's place in the hand
	for i := 0; i < t.hand.Len(); i++ {
		if cid := t.hand.Card(i).ID; cid == t.tip.tapped || f.Light(t.HandPlace(i)) == table.Selected {
			id, at = cid, i
		}
	}
	if at < 0 {
		t.tip.tapped = -1 // the card left the hand
		if id < 0 || t.Now-t.tip.since < hoverTicks {
			return
		}
		at = t.hand.Lifted()
	}
	if t.hand.Dragging() >= 0 || at < 0 {
		return
	}
	r, ok := t.tipRect(c, id, at, f.Lit())
	if !ok {
		return
	}
	t.tip.on, t.tip.shown, t.tip.r = true, id, r
	c.RoundRect(r.Inset(-4), 12, scenes.ColPanelHi)
	c.RoundRectStroke(r.Inset(-4), 12, 1.5, colBorder)
	t.drawCard(c, id, r, true)
}

// chamberLookHint is what the large view of a Chamber's card, shown by a
// tap that makes no move, adds while the viewer is to place a Negotiator.
const chamberLookHint = "Negotiators go on the Spots between the Chambers: pick one of yours, then tap a lit half of a Spot beside this card."

// drawChamberLook shows the Chamber card a tap showed (looking, a tap on
// it that made no move: a long press the machine read as a tap does the
// same) large beside its place, ability in words included, and while the
// viewer is to place, where Negotiators go.
func (t *Table) drawChamberLook(c *scenes.Canvas, f *table.Frame[obj]) {
	t.look.on = false
	ch := t.look.chamber
	if ch < 0 || ch >= len(t.lay.cards) || t.tip.on {
		return
	}
	id := t.shown[ch]
	if id < 0 {
		t.look.chamber = -1
		return
	}
	a := t.lay.area
	d := rs.CardOf(id)
	w := min(max(180, c.AtLeast(13)/0.08), a.W-16)
	h := w * 1.4
	ns := max(7, min(h*0.22, w*0.2))
	p := partsOf(d, scenes.Rect{W: w, H: h}, ns)
	if d.Text != "" {
		h = max(h, p.textY+float64(c.WrappedLines(d.Text, p.textSize, w*0.86))*p.textSize*1.3+w*0.05)
	}
	hint := ""
	hs := c.AtLeast(sizeSmall * t.lay.k)
	hh := 0.0
	if t.Mine && t.Prompt.Kind == "place" {
		hint = chamberLookHint
		hh = c.ParagraphHeight(hint, hs, w) + 8
	}
	room := a.Inset(4)
	if h+hh+8 > room.H {
		return
	}
	t.keep = t.KeepClear(t.keep[:0])
	r := scenes.BesideKeeping(t.lay.cards[ch], w+8, h+hh+8, room, f.Lit(), t.keep).Inset(4)
	t.look.on, t.look.r = true, r
	c.RoundRect(r.Inset(-4), 12, scenes.ColPanelHi)
	c.RoundRectStroke(r.Inset(-4), 12, 1.5, colBorder)
	t.drawCard(c, id, scenes.Rect{X: r.X, Y: r.Y, W: w, H: h}, true)
	if hint != "" {
		c.Paragraph(hint, r.X, r.Y+h+6, hs, w, scenes.ColText)
	}
}

// chamberLook is the Chamber card a tap showed large.
type chamberLook struct {
	chamber int // -1 for none
	on      bool
	r       scenes.Rect
}

// tipRect is where hand card id, at place at of the hand, shows large:
// inside the board above the raised card, beside the card and off the
// lit places, wide enough that its ability reads at 13 pixels or more,
// and tall enough for all of it.
func (t *Table) tipRect(c *scenes.Canvas, id, at int, lit []scenes.Rect) (scenes.Rect, bool) {
	l := &t.lay
	d := rs.CardOf(id)
	w := max(180, c.AtLeast(13)/0.08) // partsOf: the ability is 0.08 of the width
	if l.portrait {
		w = max(w, min(320, l.area.W*0.4)) // a tall screen has the room to show it large
	}
	h := w * 1.4
	ns := max(7, min(h*0.22, w*0.2))
	p := partsOf(d, scenes.Rect{W: w, H: h}, ns)
	if d.Text != "" {
		h = max(h, p.textY+float64(c.WrappedLines(d.Text, p.textSize, w*0.86))*p.textSize*1.3+w*0.05)
	}
	bottom := l.handTop - (0.3+0.08)*handH*l.handScale - 6 // over the raised card
	a := l.area
	if bottom-h < a.Y+4 || w > a.W-8 {
		return scenes.Rect{}, false
	}
	room := scenes.Rect{X: a.X + 4, Y: a.Y + 4, W: a.W - 8, H: bottom - a.Y - 4}
	x, y := t.hand.SlotCenter(at)
	cw, ch := handW*l.handScale, handH*l.handScale
	card := scenes.Rect{X: x - cw/2, Y: y - ch/2, W: cw, H: ch}
	t.keep = t.KeepClear(t.keep[:0])
	return scenes.BesideKeeping(card, w+8, h+8, room, lit, t.keep).Inset(4), true
}

// spotTip is the tooltip of the Spot or Chamber a mouse rests on (or a
// long press landed on): which Spot and half, or Chamber, the Negotiator picked and the view it
// was worded for, since when, and its words, made only when one of those
// changes.
type spotTip struct {
	spot, side int // spot -1 for none, -2 - ch for Chamber ch; side 0 or 1 the half, 2 the whole Spot
	sel        rs.Caste
	view       *rs.State
	since      int64
	text       string
	on         bool
	r          scenes.Rect // where it was drawn
}

// spotTipTicks is how long a mouse rests on a Spot before it is worded.
const spotTipTicks = 20

// drawSpotTip words the Spot under the mouse: between which Chambers it
// lies, who holds it, and, free, what placing there puts on each Chamber
// now (with the Negotiator picked), in words; or the Chamber under it:
// when it is settled, its card and the cubes on it.
func (t *Table) drawSpotTip(c *scenes.Canvas, f *table.Frame[obj]) {
	spot, side := -1, -1
	if f.Hover && !t.fly.on && !t.tip.on {
		if !t.lay.arkFocus {
			spot, side = t.spotAt(f.X, f.Y)
		}
		if spot < 0 && !t.lay.arkFocus {
			// A Chamber: its card or its cubes, as spot -2 - the Chamber.
			for ch := range t.lay.cells {
				if t.lay.cells[ch].Contains(f.X, f.Y) {
					spot = -2 - ch
				}
			}
		}
		if spot < 0 {
			// A card of an Ark, as arkTip - its id, or the head of an
			// Ark's row (its name, Resources and Prestige), as rowTip -
			// its seat: the row's empty room says nothing.
			for p, head := range t.lay.rowHead {
				if head.Contains(f.X, f.Y) && t.lay.rows[p].Contains(f.X, f.Y) {
					spot = rowTip - p
				}
			}
			for _, b := range t.ark.order {
				if b.r.Contains(f.X, f.Y) {
					spot = arkTip - b.id
				}
			}
		}
		if spot < 0 {
			// One of the viewer's Negotiators, as negTip - its Caste,
			// in sight in every phase.
			for k := range t.lay.negs {
				if t.Viewer != rules.NoSeat && t.lay.negs[k].Contains(f.X, f.Y) {
					spot = negTip - k
				}
			}
		}
	}
	sel, _ := t.selectedNeg(f)
	st := &t.spotTip
	if spot != st.spot || side != st.side || sel != st.sel || t.view != st.view {
		*st = spotTip{spot: spot, side: side, sel: sel, view: t.view, since: t.Now}
		switch {
		case spot >= 0:
			st.text = t.describeSpot(spot, side, sel)
		case spot <= arkTip:
			st.text = t.describeArkCard(arkTip - spot)
		case spot <= rowTip:
			st.text = t.describeArk(rowTip - spot)
		case spot <= negTip:
			st.text = t.describeNegotiator(rs.Caste(negTip - spot))
		case spot <= -2:
			st.text = t.describeChamber(-2 - spot)
		}
	}
	st.on = spot != -1 && st.text != "" && t.Now-st.since >= spotTipTicks
	if st.on {
		thing := scenes.Rect{X: f.X - 14, Y: f.Y - 14, W: 28, H: 28}
		t.keep = t.KeepClear(t.keep[:0])
		loose := len(t.keep)
		t.keep, thing = t.tipKeeps(t.keep, spot, thing)
		if spot <= negTip {
			loose = len(t.keep) // a Negotiator's or an Ark's tip stays off the Wing
		}
		st.r = drawTip(c, st.text, thing, t.lay.area, f.Lit(), t.keep, t.keep[:loose])
	}
}

// tipKeeps adds to keep what the tooltip of spot (as spotTip.spot has
// it) must not cover, and returns the place it explains, which it goes
// beside: a Spot's tip keeps off the Chambers it does not touch, a
// Chamber's off the others, the tip of a Negotiator or an Ark off the
// whole Wing; a Negotiator's goes beside it, not the pointer.
func (t *Table) tipKeeps(keep []scenes.Rect, spot int, thing scenes.Rect) ([]scenes.Rect, scenes.Rect) {
	l := &t.lay
	switch {
	case spot >= 0 && spot < len(l.spots):
		sp := t.view.Spot(spot)
		for ch, r := range l.cells {
			if ch != sp[0] && ch != sp[1] {
				keep = append(keep, r)
			}
		}
		return keep, l.spots[spot].r
	case spot <= -2 && spot > negTip:
		for ch, r := range l.cells {
			if ch != -2-spot {
				keep = append(keep, r)
			}
		}
		return keep, l.cells[-2-spot]
	}
	if !l.arkFocus {
		keep = append(keep, l.wing)
	}
	if spot <= negTip && spot > rowTip {
		k := negTip - spot
		thing = l.negs[k]
		thing.H = l.hidden[k].Y - thing.Y // with its numbers under it
	}
	return keep, thing
}

// negTip is the spotTip.spot of the viewer's Negotiator of Caste 0; the
// next Castes count down from it. rowTip is seat 0's Ark row, arkTip the
// card of id 0 in an Ark, the next counting down the same way.
const (
	negTip = -100
	rowTip = -200
	arkTip = -1000
)

// arkOwner words whose Ark seat p's is: "your Ark" or "Bruno's Ark".
func (t *Table) arkOwner(p int) string {
	if t.Viewer != rules.NoSeat && p == int(t.Viewer) {
		return "your Ark"
	}
	return t.Names[p] + "'s Ark"
}

// plural is n things in words: "1 Crew", "2 Crews".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// describeArk words seat p's Ark: how many Units, Crews, Vacant Crews
// and prisoners it holds, its Resources and Prestige.
func (t *Table) describeArk(p int) string {
	v := t.view
	if v == nil || p < 0 || p >= v.Seats() {
		return ""
	}
	units, crews, vacant, jail := t.arkCounts(p)
	owner := t.arkOwner(p)
	s := fmt.Sprintf("%s%s: %s, %s", strings.ToUpper(owner[:1]), owner[1:], plural(units, "Unit", "Units"), plural(crews, "Crew", "Crews"))
	if vacant > 0 {
		s += ", " + plural(vacant, "Vacant Crew", "Vacant Crews")
	}
	if jail > 0 {
		s += ", " + plural(jail, "prisoner", "prisoners")
	}
	end := "Hold a card to see it whole."
	if t.lay.chips() {
		end = "Tap to open the Arks."
	}
	return s + fmt.Sprintf("; %s, %d PP. %s", plural(v.Resources(rules.Seat(p)), "Resource", "Resources"), v.Score(rules.Seat(p)), end)
}

// arkCounts counts seat p's Units, Crews, Vacant Crews and prisoners: as
// drawn, or from the view while the Arks are chips that draw no card.
func (t *Table) arkCounts(p int) (units, crews, vacant, jail int) {
	v := t.view
	if t.lay.chips() {
		for _, id := range v.Ark(rules.Seat(p)) {
			if rs.CardOf(id).Unit {
				units++
			} else if v.Card(id).Host >= 0 {
				crews++
			}
		}
		for id := 0; id < rs.NumCards; id++ {
			if c := v.Card(id); int(c.Owner) == p {
				switch c.Place {
				case rs.PlaceVacant:
					vacant++
				case rs.PlaceJail:
					jail++
				}
			}
		}
		return
	}
	for _, b := range t.ark.order {
		if b.seat != p {
			continue
		}
		switch {
		case b.state == "vacant":
			vacant++
		case b.state == "jail":
			jail++
		case b.unit:
			units++
		default:
			crews++
		}
	}
	return
}

// describeArkCard words card id of an Ark: its name, kind and Caste,
// cost and Prestige, and, a Unit, how many Crews it hosts and which.
func (t *Table) describeArkCard(id int) string {
	b := t.ark.boxes[int16(id)]
	if b == nil || t.view == nil {
		return ""
	}
	d := rs.CardOf(id)
	var s strings.Builder
	fmt.Fprintf(&s, "%s, a %s %s in %s", d.Name, d.Caste, kindOf(d), t.arkOwner(b.seat))
	switch b.state {
	case "vacant":
		s.WriteString(", Vacant (no Unit hosts it)")
	case "jail":
		s.WriteString(", a prisoner")
	}
	fmt.Fprintf(&s, ": costs %d", d.Cost)
	if d.PP > 0 {
		fmt.Fprintf(&s, ", %d PP", d.PP)
	}
	if d.Unit {
		var names []string
		for _, o := range t.ark.order {
			if !o.unit && o.state == "" && t.view.Card(o.id).Host == id {
				names = append(names, rs.CardOf(o.id).Name)
			}
		}
		fmt.Fprintf(&s, "; %s", plural(len(names), "Crew", "Crews"))
		if len(names) > 0 {
			fmt.Fprintf(&s, " (%s)", strings.Join(names, ", "))
		}
	} else if h := t.view.Card(id).Host; h >= 0 && b.state == "" {
		fmt.Fprintf(&s, "; Crew of %s", rs.CardOf(h).Name)
	}
	s.WriteString(". Hold to see it whole.")
	return s.String()
}

// describeNegotiator words the viewer's Negotiator of Caste k: what its
// two numbers mean, the bonus of its Caste, and where it is or how it is
// placed.
func (t *Table) describeNegotiator(k rs.Caste) string {
	v := t.view
	if v == nil || t.Viewer == rules.NoSeat || k < 0 || int(k) >= rs.NumCastes {
		return ""
	}
	hi, lo, sp := v.Negotiator(t.Viewer, k)
	var b strings.Builder
	fmt.Fprintf(&b, "Your %s Negotiator (%d-%d): ", k, hi, lo)
	if hi == lo {
		fmt.Fprintf(&b, "on a Spot it puts %s on each of the two Chambers beside it", cubesWord(hi))
	} else {
		fmt.Fprintf(&b, "on a Spot it puts %s on the Chamber of the half you tap and %s on the other", cubesWord(hi), cubesWord(lo))
	}
	fmt.Fprintf(&b, ", one more on a Chamber whose card is %s.", k)
	switch {
	case sp >= 0 && sp < v.SpotCount():
		ch := v.Spot(sp)
		fmt.Fprintf(&b, " It is between Chambers %d and %d; dark here until it comes home.", ch[0]+1, ch[1]+1)
	case t.Mine && t.Prompt.Kind == "place":
		b.WriteString(" Tap it, then a lit half of a free Spot.")
	}
	return b.String()
}

// spotAt returns the Spot at x, y and its half there (2 for a Spot whose
// halves bring the same), or -1.
func (t *Table) spotAt(x, y float64) (int, int) {
	for i, g := range t.lay.spots {
		if !g.r.Contains(x, y) {
			continue
		}
		if g.half(0).Contains(x, y) {
			return i, 0
		}
		return i, 1
	}
	return -1, -1
}

// describeSpot words Spot i for a pointer on its half side, with the
// viewer's Negotiator sel picked (-1 for none).
func (t *Table) describeSpot(i, side int, sel rs.Caste) string {
	v := t.view
	if v == nil || i >= v.SpotCount() {
		return ""
	}
	ch := v.Spot(i)
	where := fmt.Sprintf("Spot between Chambers %d and %d", ch[0]+1, ch[1]+1)
	if i < len(t.lay.spots) && t.lay.spots[i].wraps {
		// The rows (or columns) close on themselves: this Spot, at the
		// edge, lies between the Chamber beside it and the one at the
		// far end.
		near, far := ch[0], ch[1]
		if !t.lay.spots[i].firstLow {
			near, far = far, near
		}
		line := "row"
		if !t.lay.spots[i].horizontal {
			line = "column"
		}
		where = fmt.Sprintf("Spot between Chamber %d and Chamber %d at the far end of the %s (the %s wraps round)", near+1, far+1, line, line)
	}
	seat, caste := v.SpotHolder(i)
	if seat != rules.NoSeat {
		who := t.Names[seat] + "'s"
		if seat == t.Viewer {
			who = "Your"
		}
		if caste < 0 {
			return fmt.Sprintf("%s: %s Negotiator lies face down; it turns up before the Chambers are settled.", where, who)
		}
		hi, lo, sp := v.Negotiator(seat, caste)
		if sp != i {
			return fmt.Sprintf("%s: %s %s Negotiator has gone home; the Spot stays taken until the Negotiation ends.", where, who, caste)
		}
		return fmt.Sprintf("%s: %s %s Negotiator (%d-%d) holds it.", where, who, caste, hi, lo)
	}
	if sel < 0 || t.Viewer == rules.NoSeat {
		return where + ", free. A Negotiator placed here puts cubes on both Chambers: its high number on the Chamber of the half you tap, its low number on the other, 1 more where the card is of its Caste. The most cubes on a Chamber take its card. Pick one of your Negotiators first."
	}
	hi, lo, _ := v.Negotiator(t.Viewer, sel)
	near, far := side, 1-side
	if hi == lo || side == 2 {
		near, far = 0, 1
	}
	n := [2]int{hi, lo}
	gets := [2]string{}
	for j, c := range [2]int{ch[near], ch[far]} {
		gets[j] = fmt.Sprintf("%s on Chamber %d", cubesWord(n[j]), c+1)
		if id := t.shown[c]; id >= 0 {
			d := rs.CardOf(id)
			if d.Caste == sel {
				gets[j] = fmt.Sprintf("%s on Chamber %d (%s; 1 more, as its card is %s)", cubesWord(n[j]+1), c+1, d.Name, sel)
			} else {
				gets[j] += " (" + d.Name + ")"
			}
		}
	}
	tap := "Tap this half"
	if hi == lo {
		tap = "Tap it"
	}
	s := fmt.Sprintf("%s, free. %s: your %s Negotiator (%d-%d) goes here and puts %s and %s.", where, tap, sel, hi, lo, gets[0], gets[1])
	if hi != lo {
		s += " The other half swaps them."
	}
	return s + " The number on each half: the cubes its Chamber gets if you tap that half."
}

// describeChamber words Chamber ch: when it is settled, its card, and
// the cubes each seat has on it.
func (t *Table) describeChamber(ch int) string {
	v := t.view
	if v == nil {
		return ""
	}
	id := t.shown[ch]
	if id < 0 {
		return fmt.Sprintf("Chamber %d: no card yet.", ch+1)
	}
	d := rs.CardOf(id)
	var b strings.Builder
	caste := d.Caste.String()
	article := "a"
	if strings.ContainsRune("AEIOU", rune(caste[0])) {
		article = "an"
	}
	fmt.Fprintf(&b, "Chamber %d, settled %s: %s, %s %s %s. The most cubes here take it into hand", ch+1, ordinal(ch+1), d.Name, article, caste, strings.ToLower(kindOf(d)))
	sep := ": "
	for p := 0; p < v.Seats(); p++ {
		if n := t.cubes(ch, p); n > 0 {
			fmt.Fprintf(&b, "%s%s %d", sep, t.Names[p], n)
			sep = ", "
		}
	}
	if sep == ": " {
		b.WriteString("; no cubes yet")
	}
	// Who leads, as the star or "tie" on the card says.
	best, bestN, tied := -1, 0, false
	for p := 0; p < v.Seats(); p++ {
		switch n := t.cubes(ch, p); {
		case n > bestN:
			best, bestN, tied = p, n, false
		case n == bestN && n > 0:
			tied = true
		}
	}
	switch {
	case tied:
		b.WriteString(". Tied (\"tie\"): as it stands the card is discarded")
	case best == int(t.Viewer):
		b.WriteString(". You lead (the star)")
	case best >= 0:
		fmt.Fprintf(&b, ". %s leads (the star)", t.Names[best])
	}
	b.WriteString(". Hold to see the whole card.")
	return b.String()
}

// ordinal is n in words of order: 1st, 2nd, 3rd, 4th...
func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}

// cubesWord is n cubes in words.
func cubesWord(n int) string {
	if n == 1 {
		return "1 cube"
	}
	return strconv.Itoa(n) + " cubes"
}

// drawTip draws text framed beside thing (the place it explains, or the
// pointer), inside area, wrapped to a width that keeps it near, at a size
// that reads in a small window, off the places of lit and keep, or of
// lit and loose where that is nearer (tipPlace); it returns where.
func drawTip(c *scenes.Canvas, text string, thing, area scenes.Rect, lit, keep, loose []scenes.Rect) scenes.Rect {
	s := c.AtLeast(sizeSmall + 2)
	w := min(360, area.W-16)
	lines := float64(c.WrappedLines(text, s, w))
	h := lines*s*1.3 + 18
	if lines == 1 {
		tw, _ := c.Measure(text, s)
		w = tw
	}
	best := tipPlace(thing, w+24, h, area.Inset(4), lit, keep, loose)
	c.RoundRect(best, 8, scenes.ColPanelHi)
	c.RoundRectStroke(best, 8, 1, scenes.ColAccent)
	c.Paragraph(text, best.X+12, best.Y+9, s, w, scenes.ColText)
	return best
}

// tipReach is how far from the thing it words, in canvas units, a
// tooltip may stand.
const tipReach = 120.0

// tipPlace is where a tooltip w by h goes in area: beside thing, off lit
// and keep where that leaves it within tipReach of thing; else off lit
// and loose (fewer places than keep) that near; else off lit and keep
// wherever that is (lit places all round).
func tipPlace(thing scenes.Rect, w, h float64, area scenes.Rect, lit, keep, loose []scenes.Rect) scenes.Rect {
	strict := scenes.BesideKeeping(thing, w, h, area, lit, keep)
	if gapBetween(strict, thing) <= tipReach {
		return strict
	}
	if r := scenes.BesideKeeping(thing, w, h, area, lit, loose); gapBetween(r, thing) <= tipReach {
		return r
	}
	return strict
}

// gapBetween is the distance between the nearest edges of a and b, 0
// where they touch or overlap.
func gapBetween(a, b scenes.Rect) float64 {
	dx := max(0, a.X-(b.X+b.W), b.X-(a.X+a.W))
	dy := max(0, a.Y-(b.Y+b.H), b.Y-(a.Y+a.H))
	return math.Hypot(dx, dy)
}

// SpotTip returns the Spot's tooltip drawn in the last frame, if one was.
func (t *Table) SpotTip() (string, bool) { return t.spotTip.text, t.spotTip.on }
