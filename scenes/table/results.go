package table

import (
	"image/color"
	"math"
	"sort"
	"strconv"
	"strings"

	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/input"
)

// updateResults runs the buttons of the results.
func (s *Shell[P]) updateResults(ctx *scenes.Context) scenes.Change {
	s.layoutResults(ctx.W, ctx.H)
	in := ctx.In
	if s.peek {
		if in.Tap || in.Has(input.Confirm) || in.Has(input.Back) {
			s.peek = false // any tap or key brings the results back
		}
		return scenes.Stay
	}
	if !s.together() && s.peekBtn.Update(in) {
		s.peek = true
		return scenes.Stay
	}
	if s.leave.Update(in) || in.Has(input.Confirm) || in.Has(input.Back) {
		return s.exit()
	}
	if s.reviewBtn.Update(in) {
		s.startReview(ctx)
		return scenes.Stay
	}
	if s.again.Update(in) {
		if next := s.playAgain(ctx); next != nil {
			return scenes.Replace(next)
		}
	}
	return scenes.Stay
}

func (s *Shell[P]) layoutResults(w, h float64) {
	if s.view != nil && s.together() {
		// In the panel's place, under the score.
		p := s.lay.panel.Inset(14)
		bw := (p.W - 8) / 2
		s.again.Rect = scenes.Rect{X: p.X, Y: p.Y + p.H - 60, W: bw, H: 60}
		s.leave.Rect = scenes.Rect{X: p.X + bw + 8, Y: p.Y + p.H - 60, W: bw, H: 60}
		s.reviewBtn.Rect = scenes.Rect{X: p.X, Y: s.again.Rect.Y - 60, W: p.W, H: 52}
		return
	}
	const bw, gap = 200.0, 12.0
	x := w/2 - 2*bw - 1.5*gap
	y := h - 92
	if s.resultsEnd > 0 {
		y = min(y, s.resultsEnd+20)
	}
	for _, b := range []*scenes.Button{s.reviewBtn, s.peekBtn, s.again, s.leave} {
		b.Rect = scenes.Rect{X: x, Y: y, W: bw, H: 64}
		x += bw + gap
	}
}

// standings returns the seats best first: by score, then by the
// tie-breakers in order.
func (s *Shell[P]) standings() []rules.Seat {
	order := make([]rules.Seat, len(s.seats))
	keys := make([][]int, len(s.seats))
	tb, _ := s.board.(TieBreaker)
	for i := range order {
		seat := rules.Seat(i)
		order[i] = seat
		keys[i] = []int{s.view.Score(seat)}
		if tb != nil {
			for _, l := range tb.TieBreaks(s.view, seat) {
				keys[i] = append(keys[i], l.Points)
			}
		}
	}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := keys[order[i]], keys[order[j]]
		for k := range min(len(a), len(b)) {
			if a[k] != b[k] {
				return a[k] > b[k]
			}
		}
		return false
	})
	return order
}

// headline names the winners, or says what the board's Headliner says.
func (s *Shell[P]) headline() string {
	if h, ok := s.board.(Headliner); ok {
		if line := h.Headline(s.view); line != "" {
			return line
		}
	}
	winners := s.view.Winners()
	if len(s.seats) == 1 {
		return "Final score: " + strconv.Itoa(s.view.Score(0)) + " points"
	}
	names := ""
	n := 0
	for i := range s.seats {
		if winners.Has(rules.Seat(i)) {
			if n > 0 {
				names += " and "
			}
			names += s.seats[i].Name
			n++
		}
	}
	switch n {
	case 0:
		return "The game is over"
	case 1:
		return names + " wins"
	}
	return names + " share the win"
}

// together reports whether the seats share one score and one breakdown:
// a cooperative title (rules.Title.Cooperative), whose results are one
// column.
func (s *Shell[P]) together() bool {
	if len(s.seats) < 2 || !s.m.Title().Cooperative {
		return false
	}
	first := s.view.Breakdown(0)
	for i := 1; i < len(s.seats); i++ {
		seat := rules.Seat(i)
		other := s.view.Breakdown(seat)
		if s.view.Score(seat) != s.view.Score(0) || len(other) != len(first) {
			return false
		}
		for k := range other {
			if other[k] != first[k] {
				return false
			}
		}
	}
	return true
}

// drawPeekAside writes the final board's line in two where the move
// buttons go, as large as their room holds it.
func (s *Shell[P]) drawPeekAside(c *scenes.Canvas, size float64) {
	r := s.lay.buttons
	top, rest := "The final board", "tap to see the results again"
	if tw, _ := c.Measure(rest, size); tw > r.W-24 {
		size = max(size*(r.W-24)/tw, c.AtLeast(scenes.MinTextPx))
	}
	box := scenes.Rect{X: r.X, Y: r.Y + 4, W: r.W, H: size*2.5 + 20}
	s.peekAt = box
	c.RoundRect(box, 12, scenes.ColPanelHi)
	c.Bold(top, box.X+box.W/2, box.Y+10, size, scenes.ColText, scenes.Center)
	c.Text(rest, box.X+box.W/2, box.Y+10+size*1.3, size, scenes.ColText, scenes.Center)
}

// drawResults paints the winners, a chart of the scores, and each seat's
// breakdown and tie-breakers; for seats that share one score, the score
// and its breakdown once.
func (s *Shell[P]) drawResults(c *scenes.Canvas) {
	s.layoutResults(c.W, c.H)
	if s.together() {
		s.drawTogether(c)
		return
	}
	if s.peek {
		const back = "The final board · tap to see the results again"
		size := c.AtLeast(18)
		if pa, ok := any(s.board).(PeekAside); ok && pa.PeekAside() {
			s.drawPeekAside(c, size)
			return
		}
		tw, _ := c.Measure(back, size)
		b := s.lay.board
		mid := b.X + b.W/2 // under the final board, not the panel beside it
		s.peekAt = scenes.Rect{X: mid - tw/2 - 18, Y: c.H - 54, W: tw + 36, H: size + 22}
		c.RoundRect(s.peekAt, 12, scenes.ColPanelHi)
		c.Text(back, mid, c.H-44, size, scenes.ColText, scenes.Center)
		return
	}
	c.Rect(scenes.Rect{W: c.W, H: c.H}, colVeil)
	box := scenes.Rect{X: 24, Y: 20, W: c.W - 48, H: c.H - 128}
	headline := s.headline()
	order := s.standings()
	// The chart: a bar per seat (and the rival of a solo game), best first.
	type bar struct {
		name  string
		score int
		col   color.RGBA
	}
	var bars []bar
	for _, seat := range order {
		bars = append(bars, bar{s.seats[seat].Name, s.view.Score(seat), s.colorOf(seat)})
	}
	rivalLine, place := "", 0
	if rv, ok := s.board.(Rival); ok && len(s.seats) == 1 {
		name, score, line := rv.Rival(s.view)
		rivalLine = line
		b := bar{name, score, scenes.ColBad}
		if score >= bars[0].score {
			bars, place = append([]bar{b}, bars...), 1
		} else {
			bars = append(bars, b)
		}
	}
	best := 1
	for _, b := range bars {
		best = max(best, b.score)
	}
	nameSize := c.AtLeast(17)
	chart := scenes.Rect{X: box.X + 24, Y: box.Y + 64, W: box.W - 48, H: min(max(30, nameSize*1.6)*float64(len(bars)), box.H*0.3)}
	// The columns: breakdown and tie-breakers, a column per seat, or a row
	// per seat on a tall screen.
	tb, _ := s.board.(TieBreaker)
	top := chart.Y + chart.H + 16
	rows := box.H-top > 1.3*box.W && len(order) > 1
	if len(s.seats) == 1 {
		tb = nil // a single seat has no one to tie with
	}
	colW, rowH := min((box.W-32)/float64(len(order)), 560), box.Y+box.H-top-12
	left := box.X + 16 + (box.W-32-colW*float64(len(order)))/2
	if rows {
		colW, rowH = box.W-32, (box.Y+box.H-top-12)/float64(len(order))
	}
	// The texts grow into the room the lines leave, as their wrapped
	// lines measure; tie-breakers read at the breakdown's size, only
	// dimmer.
	card := seatCard[P]{s: s, headline: headline, rivalLine: rivalLine, tb: tb}
	cardH := rowH
	if rows {
		cardH = rowH - 8
	}
	tallest := card.fit(c, order, colW-8, cardH)
	if !rows {
		// The panel ends under the longest seat's lines, with the buttons
		// under it, rather than leave half of it empty.
		rowH = min(rowH, tallest+14)
		box.H = top + rowH + 12 - box.Y
		// The panel and the buttons under it, in the middle of the screen.
		dy := max(0, (c.H-(box.H+20+64))/2-box.Y)
		box.Y, chart.Y, top = box.Y+dy, chart.Y+dy, top+dy
	}
	scenes.Panel(c, box, "")
	s.resultsEnd = box.Y + box.H
	s.layoutResults(c.W, c.H)
	c.Bold(headline, box.X+box.W/2, box.Y+14, 32, scenes.ColAccent, scenes.Center)
	bh := chart.H / float64(len(bars))
	nameW := min(chart.W*0.3, 150*nameSize/17)
	for k, b := range bars {
		y := chart.Y + float64(k)*bh
		size := min(nameSize, c.AtLeast(bh*0.7))
		c.Text(scenes.Clip(c, b.name, size, nameW), chart.X, y+2, size, scenes.ColText, scenes.Left)
		full := chart.W - nameW - 70*nameSize/17
		w := full * float64(max(0, b.score)) / float64(best)
		c.RoundRect(scenes.Rect{X: chart.X + nameW + 10, Y: y + 3, W: max(4, w), H: bh - 6}, 5, b.col)
		c.Bold(strconv.Itoa(b.score), chart.X+nameW+18+w, y+2, size, scenes.ColText, scenes.Left)
	}
	for k, seat := range order {
		r := scenes.Rect{X: left + float64(k)*colW + 4, Y: top, W: colW - 8, H: rowH}
		if rows {
			r = scenes.Rect{X: box.X + 20, Y: top + float64(k)*rowH, W: colW - 8, H: rowH - 8}
		}
		card.draw(c, true, r, seat, k+1+place)
	}
	if !s.opt.Attract {
		s.reviewBtn.Draw(c)
		s.peekBtn.Draw(c)
		s.again.Draw(c)
		s.leave.Draw(c)
	}
}

// seatCard draws a seat's card of the results: its place, name and
// score, its breakdown and the tie-breakers.
type seatCard[P comparable] struct {
	s                        *Shell[P]
	headline, rivalLine      string
	tb                       TieBreaker
	label, tie, head, points float64
}

// fit sizes the cards' texts for cards w wide and at most h high: from
// the least legible sizes, grown by up to 1.4 while every seat's lines,
// wrapped, still fit, or shrunk towards MinTextPx where even the least
// would not. It returns how far down the tallest card's lines reach.
func (d *seatCard[P]) fit(c *scenes.Canvas, order []rules.Seat, w, h float64) float64 {
	label, head, points := c.AtLeast(15), c.AtLeast(19), c.AtLeast(22)
	least := min(1, scenes.MinTextPx/c.ScreenPx(label))
	tallest := func(grow float64) float64 {
		d.label, d.tie, d.head, d.points = label*grow, label*grow, head*grow, points*grow
		most := 0.0
		for _, seat := range order {
			most = max(most, d.draw(c, false, scenes.Rect{W: w, H: math.Inf(1)}, seat, 0))
		}
		return most
	}
	grow := 1.4
	reach := tallest(grow)
	for reach > h && grow > least {
		grow = max(least, grow-0.05)
		reach = tallest(grow)
	}
	return reach
}

// draw draws seat's card at r, in place; when paint is false it only
// measures. It returns how far down from r's top the card's lines reach.
func (d *seatCard[P]) draw(c *scenes.Canvas, paint bool, r scenes.Rect, seat rules.Seat, place int) float64 {
	s := d.s
	label, tie, head, points := d.label, d.tie, d.head, d.points
	if paint {
		c.RoundRect(r, 12, scenes.ColPanelHi)
		if s.view.Winners().Has(seat) {
			c.RoundRectStroke(r, 12, 3, scenes.ColAccent)
		}
		c.Image(s.cache.SeatBadge(s.seats[seat].ColorIndex(int(seat)), float64(c.Px(26*head/19))), r.X+22*head/19, r.Y+10+head/2+1, 1)
		c.Bold(scenes.Clip(c, strconv.Itoa(place)+". "+s.seats[seat].Name, head, r.W-50*head/19), r.X+40*head/19, r.Y+10, head, scenes.ColText, scenes.Left)
		c.Bold(strconv.Itoa(s.view.Score(seat))+" points", r.X+12, r.Y+16+head, points, scenes.ColAccent, scenes.Left)
	}
	y := r.Y + 30 + head + points
	numW, _ := c.Measure("000", label)
	for _, line := range s.view.Breakdown(seat) {
		if d.rivalLine != "" && line.Label == d.rivalLine || headlineSays(d.headline, line) {
			continue // the chart shows the rival's score, the headline the level
		}
		h := c.ParagraphHeight(line.Label, label, r.W-24-numW-8)
		if y+max(h, label) > r.Y+r.H {
			break
		}
		if paint {
			c.Paragraph(line.Label, r.X+12, y, label, r.W-24-numW-8, scenes.ColText)
			c.Text(strconv.Itoa(line.Points), r.X+r.W-12, y, label, scenes.ColText, scenes.Right)
		}
		y += max(h, label) + label*0.33
	}
	if d.tb == nil {
		return y - r.Y
	}
	y += tie * 0.6
	if paint {
		c.Text("ties broken by", r.X+12, y, tie, scenes.ColDim, scenes.Left)
	}
	y += tie * 1.3
	for _, line := range d.tb.TieBreaks(s.view, seat) {
		h := c.ParagraphHeight(line.Label, tie, r.W-24-numW-8)
		if y+max(h, tie) > r.Y+r.H {
			break
		}
		if paint {
			c.Paragraph(line.Label, r.X+12, y, tie, r.W-24-numW-8, scenes.ColDim)
			c.Text(strconv.Itoa(line.Points), r.X+r.W-12, y, tie, scenes.ColDim, scenes.Right)
		}
		y += max(h, tie) + tie*0.23
	}
	return y - r.Y
}

// drawTogether paints the results of seats that share one score in the
// panel's place, leaving the final board in view: the headline, every
// seat's badge, the score and its breakdown.
func (s *Shell[P]) drawTogether(c *scenes.Canvas) {
	r := s.lay.panel
	c.RoundRect(r, 16, colSolidPanel)
	c.RoundRectStroke(r, 16, 3, scenes.ColAccent)
	x, y, w := r.X+16, r.Y+14, r.W-32
	// A wide, low panel (a portrait screen's) puts the breakdown in a
	// column of its own on the right, beside the score.
	split := w >= 760
	bx0, by0, bw := x, 0.0, w
	if split {
		w = (r.W-32)/2 - 12
		bx0, by0, bw = x+w+24, r.Y+14, w
	}
	y += c.Paragraph(s.headline(), x, y, 22, w, scenes.ColAccent) + 10
	bx := x
	for i := range s.seats {
		c.Image(s.cache.SeatBadge(s.seats[i].ColorIndex(i), float64(c.Px(20))), bx+10, y+10, 1)
		tw, _ := c.Measure(s.seats[i].Name, 15)
		if bx+tw+26 > x+w {
			break
		}
		c.Text(s.seats[i].Name, bx+24, y+2, 15, scenes.ColText, scenes.Left)
		bx += tw + 40
	}
	y += 34
	c.Bold(strconv.Itoa(s.view.Score(0)), x, y, 52, scenes.ColText, scenes.Left)
	sw, _ := c.Measure(strconv.Itoa(s.view.Score(0)), 52)
	c.Bold("points together", x+sw+10, y+24, 20, scenes.ColDim, scenes.Left)
	y += 70
	if sc, ok := s.board.(Scaler); ok {
		y += c.Paragraph(sc.ScoreScale(s.view), x, y, 16, w, scenes.ColDim) + 8
	}
	y += 6
	bottom := s.reviewBtn.Rect.Y - 12
	if s.opt.Attract {
		bottom = r.Y + r.H - 12
	}
	if split {
		y = by0
	}
	head := s.headline()
	var lines []rules.ScoreLine
	if _, shown := s.board.(BreakdownShower); !shown {
		lines = s.view.Breakdown(0)
	}
	for _, line := range lines {
		if y > bottom-20 {
			break
		}
		if headlineSays(head, line) {
			continue
		}
		used := c.Paragraph(line.Label, bx0, y, 15, bw-40, scenes.ColText)
		c.Bold(strconv.Itoa(line.Points), bx0+bw, y, 16, scenes.ColText, scenes.Right)
		y += max(used, 18) + 8
	}
	if !s.opt.Attract {
		s.reviewBtn.Draw(c)
		s.again.Draw(c)
		s.leave.Draw(c)
	}
}

// headlineSays reports whether line is a line of no points whose words
// the headline says already (the level reached): a 0 beside it would read
// like a score missing.
func headlineSays(head string, line rules.ScoreLine) bool {
	_, said, ok := strings.Cut(line.Label, ": ")
	return ok && line.Points == 0 && strings.Contains(head, said)
}
