package table

import (
	"image/color"

	"strings"

	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/input"
)

// logLine is one line of the log: a turn's heading (a seat's name in its
// colour) or a line of what happened.
type logLine struct {
	seat  rules.Seat
	text  string
	head  bool
	wrap  []string // text broken to fit wrapW at wrapS
	cut   string   // wrap[cutN] ending in "…", for a line the box cannot hold whole
	cutN  int
	wrapW float64
	wrapS float64
}

// logView is the log: every entry played, written for the seat at the
// device (so hot-seat players never read each other's secrets), grouped by
// turn, scrollable by dragging.
type logView struct {
	entries []match.Entry
	opening []logLine // a LogOpener's lines, with their heading, first
	lines   []logLine
	viewer  rules.Seat
	last    rules.Seat // the seat of the last heading
	k       float64    // how much the texts grow on a small screen
	// marked is true while the lines of the move playing are written
	// event by event: they begin at mark; markLast is the heading's seat
	// before them, and markText the line before them, which a Join grows.
	marked   bool
	mark     int
	markLast rules.Seat
	markText string
	scroll   float64 // lines scrolled back from the newest
	grab     float64
	drag     bool
	// cutRect is where the line cut with "…" was drawn, cutLine its index
	// (-1: none); a mouse resting on it, or a tap on it, shows it whole
	// (the nineteenth review could not read a cut line's end).
	cutRect  scenes.Rect
	cutLine  int
	pointX   float64
	pointY   float64
	pointing bool // a mouse rests over the log
	tapped   int  // the line cut when the last tap landed on it, plus one (0: none)
}

const (
	logSize = 15.0
	logLead = 21.0
	// logLinePx is the least height on screen, in device pixels, of a
	// log line: at the panel's 12.5 a portrait screen's log read about
	// 11 px (the sixteenth review).
	logLinePx = 14.0
)

// grow is how much the log's texts and rows grow: the panel's scale, or
// more where a line would come out under logLinePx on screen.
func (l *logView) grow(c *scenes.Canvas) float64 {
	k := max(1, l.k)
	if px := c.ScreenPx((logSize - 1) * k); px > 0 && px < logLinePx {
		k *= logLinePx / px
	}
	return k
}

// logEntry adds an entry to the log.
func (s *Shell[P]) logEntry(e match.Entry) {
	s.log.entries = append(s.log.entries, e)
	if s.log.viewer != s.viewer {
		s.relog()
		return
	}
	s.writeEntry(e)
}

// logSoFar writes the lines of entry e's events up to event n, in place
// of those written for its earlier events: a move's line appears when its
// event plays, not once its last event (a final count, say) has played.
func (s *Shell[P]) logSoFar(e match.Entry, n int) {
	l := &s.log
	if e.Undo {
		return
	}
	if l.viewer != s.viewer {
		s.relog()
	}
	l.unwind()
	l.marked, l.mark, l.markLast, l.markText = true, len(l.lines), l.last, ""
	if l.mark > 0 {
		l.markText = l.lines[l.mark-1].text
	}
	events := e.For(s.viewer)
	s.writeEvents(e, events[:min(n+1, len(events))])
}

// unwind takes back the lines logSoFar wrote for the move playing.
func (l *logView) unwind() {
	if !l.marked {
		return
	}
	l.marked = false
	if l.mark > len(l.lines) {
		return // the log was written again meanwhile
	}
	if n := l.mark; n > 0 && l.lines[n-1].text != l.markText {
		l.lines[n-1].text, l.lines[n-1].wrap = l.markText, nil // a Join grew it
	}
	l.lines = l.lines[:l.mark]
	l.last = l.markLast
}

// relog writes the whole log again for the seat at the device.
func (s *Shell[P]) relog() {
	l := &s.log
	l.viewer = s.viewer
	l.marked = false
	l.lines = append(l.lines[:0], l.opening...)
	l.last = rules.NoSeat
	for _, e := range l.entries {
		s.writeEntry(e)
	}
}

// openLog writes a LogOpener's lines first in the log, from the first
// view.
func (s *Shell[P]) openLog(view rules.Game) {
	o, ok := s.board.(LogOpener)
	if !ok {
		return
	}
	head, lines := o.OpeningLines(view)
	if len(lines) == 0 {
		return
	}
	s.log.opening = append(s.log.opening[:0], logLine{seat: rules.NoSeat, text: head, head: true})
	for _, ln := range lines {
		s.log.opening = append(s.log.opening, logLine{seat: rules.NoSeat, text: capitalize(s.named(ln))})
	}
	s.relog()
}

// writeEntry adds the lines of one entry.
func (s *Shell[P]) writeEntry(e match.Entry) {
	var events []rules.Event
	if !e.Undo {
		events = e.For(s.viewer)
	}
	s.writeEvents(e, events)
}

// writeEvents adds the lines of events, of entry e.
func (s *Shell[P]) writeEvents(e match.Entry, events []rules.Event) {
	l := &s.log
	var lines []LogLine
	if !e.Undo {
		if f, ok := s.board.(LogFolder); ok {
			lines = f.LogLines(e, events, s.m.EventText)
		} else {
			for _, ev := range events {
				lines = append(lines, LogLine{Text: s.m.EventText(ev)})
			}
		}
	}
	said := e.Undo
	for _, line := range lines {
		said = said || strings.TrimSpace(line.Text) != ""
	}
	if !said {
		return // no line for the viewer: no heading either
	}
	named := len(lines) > 0
	for _, line := range lines {
		named = named && line.Named
	}
	switch {
	case named:
		l.last = rules.NoSeat // the next entry that is not Named gets a heading
	case e.Seat != l.last:
		l.last = e.Seat
		l.lines = append(l.lines, logLine{seat: e.Seat, text: s.seatName(e.Seat), head: true})
	}
	if e.Undo {
		l.lines = append(l.lines, logLine{seat: e.Seat, text: s.seatName(e.Seat) + "'s move was taken back"})
		return
	}
	for _, line := range lines {
		text := strings.TrimSpace(s.named(line.Text))
		if text == "" {
			continue
		}
		if n := len(l.lines); line.Join && n > 0 && !l.lines[n-1].head {
			l.lines[n-1].text += ", " + text
			l.lines[n-1].wrap = nil
			continue
		}
		l.lines = append(l.lines, logLine{seat: e.Seat, text: capitalize(text)})
	}
}

func (s *Shell[P]) seatName(seat rules.Seat) string {
	if seat < 0 || int(seat) >= len(s.seats) {
		return "The game"
	}
	return s.seats[seat].Name
}

// named replaces "seat N" with the seat's name.
func (s *Shell[P]) named(text string) string { return s.m.Named(text) }

// since appends to dst the lines of the moves made since seat last
// moved, as a spectator reads them (the hand-over screen is seen by both
// people): at most sinceLines, the newest last, with how many came before
// them. It reports whether seat had moved before.
func (s *Shell[P]) since(seat rules.Seat, dst []string) (lines []string, earlier int, moved bool) {
	entries := s.log.entries
	from := len(entries)
	for from > 0 && (entries[from-1].Seat != seat || entries[from-1].Undo) {
		from--
	}
	lines = dst
	for _, e := range entries[from:] {
		if e.Undo {
			continue
		}
		events := e.For(rules.NoSeat)
		var said []LogLine
		if f, ok := s.board.(LogFolder); ok {
			said = f.LogLines(e, events, s.m.EventText)
		} else {
			for _, ev := range events {
				said = append(said, LogLine{Text: s.m.EventText(ev)})
			}
		}
		name := s.seatName(e.Seat)
		for _, l := range said {
			text := capitalize(strings.TrimSpace(s.named(l.Text)))
			if text == "" {
				continue
			}
			if !l.Named && e.Seat != rules.NoSeat && !s.namesASeat(text) {
				text = name + ": " + text // a line under its seat's heading in the log
			}
			lines = append(lines, text)
		}
	}
	if n := len(lines); n > sinceLines {
		earlier = n - sinceLines
		lines = append(lines[:0], lines[earlier:]...)
	}
	return lines, earlier, from > 0
}

// namesASeat reports whether text names one of the seats.
func (s *Shell[P]) namesASeat(text string) bool {
	for i := range s.seats {
		if strings.Contains(text, s.seats[i].Name) {
			return true
		}
	}
	return false
}

// sinceLines is the most lines the hand-over screen keeps; it says as
// many of the newest as its room holds.
const sinceLines = 12

func capitalize(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return strings.ToUpper(s[:1]) + s[1:]
	}
	return s
}

// wheelLines is how many lines of the log a notch of the mouse wheel
// scrolls.
const wheelLines = 3

// update scrolls the log with a drag that starts on it, or with the mouse
// wheel turned over it: away from the user goes back to older lines.
func (l *logView) update(in input.Frame, r scenes.Rect) {
	if in.Press {
		l.drag = r.Contains(in.PressX, in.PressY)
		l.grab = in.Y
	}
	if l.drag && in.Down {
		l.scroll += (in.Y - l.grab) / logLead
		l.grab = in.Y
		l.scroll = max(0, min(l.scroll, float64(len(l.lines))-3))
	}
	if in.Wheel != 0 && in.Present && r.Contains(in.X, in.Y) {
		l.scroll = max(0, min(l.scroll+in.Wheel*wheelLines, float64(len(l.lines))-3))
	}
	if !in.Down {
		l.drag = false
	}
	l.pointing = in.Present && !in.Touch && !in.Down && r.Contains(in.X, in.Y)
	l.pointX, l.pointY = in.X, in.Y
	if in.Tap {
		l.tapped = 0
		if l.cutLine >= 0 && l.cutRect.Contains(in.X, in.Y) {
			l.tapped = l.cutLine + 1
		}
	}
	if l.drag || l.scroll > 0 {
		l.tapped = 0
	}
}

// draw paints the newest lines that fit in r, or older ones when
// scrolled back.
func (l *logView) draw(c *scenes.Canvas, r scenes.Rect, colorOf func(rules.Seat) color.RGBA) {
	k := l.grow(c)
	lead := logLead * k
	scenes.Panel(c, r, "")
	c.Bold("Log", r.X+14, r.Y+8, 17*k, scenes.ColAccent, scenes.Left)
	top := r.Y + 14 + 20*k
	bottom := r.Y + r.H - 10 - lead
	// Measured first, then drawn: lines that all fit start at the top of
	// the box, not at its bottom under a blank half.
	y, rise, i, older := l.layLines(c, r, top, bottom, false, colorOf)
	if i < 0 && !older && l.scroll == 0 {
		bottom -= y + rise - top
	}
	l.cutLine = -1
	_, _, i, older = l.layLines(c, r, top, bottom, true, colorOf)
	defer l.drawWhole(c, r)
	hint := c.AtLeast(13 * k)
	switch {
	case l.scroll > 0:
		c.Text("▼ newer", r.X+r.W-14, r.Y+10, hint, scenes.ColDim, scenes.Right)
	case older || i >= 0:
		c.Text("▲ drag for older", r.X+r.W-14, r.Y+10, hint, scenes.ColDim, scenes.Right)
	}
}

// layLines lays the newest lines that fit (or older ones when scrolled
// back) upwards from bottom to top, drawing them when draw is set. It
// returns where the topmost line's step ends, that step (y+rise is the
// topmost line's top), the index of the newest line left out (-1 when
// none) and whether a line, or a line's start, lies above the box.
func (l *logView) layLines(c *scenes.Canvas, r scenes.Rect, top, bottom float64, draw bool, colorOf func(rules.Seat) color.RGBA) (y, rise float64, i int, older bool) {
	k := l.grow(c)
	size, lead := logSize*k, logLead*k
	y = bottom
	end := len(l.lines) - int(l.scroll)
	i = end - 1
	for ; i >= 0 && y >= top; i-- {
		ln := &l.lines[i]
		if ln.head {
			if draw {
				c.Circle(r.X+20, y+size*0.62, 5*k, colorOf(ln.seat))
				c.Bold(scenes.Clip(c, ln.text, size, r.W-48), r.X+20+12*k, y, size, colorOf(ln.seat), scenes.Left)
			}
			y -= lead
			rise = lead
			continue
		}
		col := scenes.ColDim
		if i == len(l.lines)-1 {
			col = scenes.ColText
		}
		ln.fit(c, r.W-40, size-1)
		step := lead - 3*k
		// The box full, an older line with room for one piece only waits
		// for a drag back (the twenty-third review read one cut with
		// "…"); with room for more it shows its start, cut, rather than
		// a blank over the newest lines (the seventeenth review of the
		// kit read two lines under 70 px of nothing).
		n := min(len(ln.wrap), int((y-top)/step)+1)
		if n < 2 && n < len(ln.wrap) && i < end-1 && float64(len(ln.wrap)-1)*step <= bottom-top {
			older = true
			break
		}
		y -= float64(n-1) * step
		for j := 0; j < n; j++ {
			x := r.X + 24
			if j > 0 {
				x += 12
			}
			piece := ln.wrap[j]
			if j == n-1 && n < len(ln.wrap) {
				piece, older = ln.cutAt(j), true
				if draw {
					l.cutLine = i
					l.cutRect = scenes.Rect{X: r.X + 8, Y: y - 2, W: r.W - 16, H: float64(n)*step + 4}
				}
			}
			if draw {
				c.Text(piece, x, y+float64(j)*step, size-1, col, scenes.Left)
			}
		}
		rise = step + 3*k
		y -= rise
	}
	return y, rise, i, older
}

// drawWhole draws the line cut with "…" whole, in a box over the log
// rising from where it was cut, while a mouse rests on it or after a tap
// on it.
func (l *logView) drawWhole(c *scenes.Canvas, r scenes.Rect) {
	if l.cutLine < 0 || l.cutLine >= len(l.lines) {
		return
	}
	if !(l.pointing && l.cutRect.Contains(l.pointX, l.pointY)) && l.tapped != l.cutLine+1 {
		return
	}
	k := l.grow(c)
	size := logSize*k - 1
	step := logLead*k - 3*k
	ln := &l.lines[l.cutLine]
	h := float64(len(ln.wrap))*step + 16
	box := scenes.Rect{X: l.cutRect.X, Y: max(4, l.cutRect.Y+l.cutRect.H-h+6), W: l.cutRect.W, H: h}
	c.RoundRect(box, 8, scenes.ColPanelHi)
	c.RoundRectStroke(box, 8, 1, scenes.ColAccent)
	for j, piece := range ln.wrap {
		x := r.X + 24
		if j > 0 {
			x += 12
		}
		c.Text(piece, x, box.Y+8+float64(j)*step, size, scenes.ColText, scenes.Left)
	}
}

// cutAt returns piece j of the line's wrap ending in "…", once per piece.
func (ln *logLine) cutAt(j int) string {
	if ln.cut == "" || ln.cutN != j {
		ln.cut, ln.cutN = ln.wrap[j]+" …", j
	}
	return ln.cut
}

// fit breaks the line's text into pieces no wider than w at size (the
// pieces after the first are indented by 12), once per width and size.
func (ln *logLine) fit(c *scenes.Canvas, w, size float64) {
	if ln.wrapW == w && ln.wrapS == size && ln.wrap != nil {
		return
	}
	ln.wrapW, ln.wrapS = w, size
	ln.wrap, ln.cut = ln.wrap[:0], ""
	line := ""
	for _, word := range strings.Fields(ln.text) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		limit := w
		if len(ln.wrap) > 0 {
			limit -= 12
		}
		if tw, _ := c.Measure(try, size); tw > limit && line != "" {
			ln.wrap = append(ln.wrap, line)
			line = word
			continue
		}
		line = try
	}
	if line != "" || len(ln.wrap) == 0 {
		ln.wrap = append(ln.wrap, line)
	}
}

// LogText returns the log as it reads now, one string a line, oldest
// first; a turn's heading is the seat's name.
func (s *Shell[P]) LogText() []string {
	out := make([]string, len(s.log.lines))
	for i, ln := range s.log.lines {
		out[i] = ln.text
	}
	return out
}
