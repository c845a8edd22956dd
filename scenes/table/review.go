package table

import (
	"strconv"
	"strings"

	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/input"
)

// review is the table replaying a game that was played, move by move, on
// the board: forward plays a move's events with their animations, back
// and the ends jump. It is shown as a spectator sees the game: no hand and
// no seat's secrets, whoever reads it.
type review struct {
	r    *match.Replay
	what string     // the move that led to the position shown, in words
	was  rules.Seat // the seat at the device before the review
	// shown is what is drawn of what, at shownSize, fitted to a box
	// shownW wide and shownRoom high (see fitWhat).
	shown, shownFor              string
	shownSize, shownW, shownRoom float64

	first, back, next, last, done *scenes.Button
}

func newReview(r *match.Replay, doneLabel string) *review {
	return &review{r: r,
		first: scenes.NewButton("Start", scenes.Rect{}),
		back:  scenes.NewButton("Back", scenes.Rect{}),
		next:  scenes.NewButton("Next", scenes.Rect{}),
		last:  scenes.NewButton("End", scenes.Rect{}),
		done:  scenes.NewButton(doneLabel, scenes.Rect{}),
	}
}

// Reviewing reports whether the table is replaying the game.
func (s *Shell[P]) Reviewing() bool { return s.rv != nil }

// ReviewAt returns the number of moves played in the position the review
// shows, and the game's length.
func (s *Shell[P]) ReviewAt() (pos, moves int) {
	if s.rv == nil {
		return 0, 0
	}
	return s.rv.r.Pos(), s.rv.r.Len()
}

// ReviewWords returns what the review says of the move that led to the
// position shown, or "" when the table is not replaying the game.
func (s *Shell[P]) ReviewWords() string {
	if s.rv == nil {
		return ""
	}
	return s.rv.what
}

// startReview opens the review of the game at its end, from the results.
func (s *Shell[P]) startReview(ctx *scenes.Context) {
	r, err := s.m.Replay()
	if err != nil {
		s.refuse(ctx, "This game cannot be replayed: "+err.Error())
		return
	}
	s.rv = newReview(r, "Results")
	s.rv.was, s.viewer = s.viewer, rules.NoSeat
	s.bind.clear()
	s.seek(r.Len())
}

// endReview leaves the review for the results over the final board.
func (s *Shell[P]) endReview() {
	s.seek(s.rv.r.Len())
	s.viewer = s.rv.was
	s.rv = nil
	s.board.Sync(s.m.View(s.seatShown()), s.viewer, false)
	s.relog()
}

// openReview opens a match made for review (a save opened with -replay)
// at the game's start; leaving the review leaves the table.
func (s *Shell[P]) openReview() {
	r, err := s.m.Replay()
	if err != nil {
		s.toast, s.toastEnd = "This game cannot be replayed: "+err.Error(), s.now+600
		return
	}
	s.rv = newReview(r, "Menu")
	s.rv.was, s.viewer = s.viewer, rules.NoSeat
	s.dirty = false
	s.seek(0)
	if len(s.log.opening) == 0 {
		// A match opened for review never settles a first view: its log
		// opens as a live game's does (LogOpener).
		s.openLog(s.view)
	}
}

// seek shows the position after n moves at once.
func (s *Shell[P]) seek(n int) {
	s.anim, s.landing = Anim{}, false
	s.queue, s.head = s.queue[:0], 0
	s.rv.r.Seek(n)
	view := s.rv.r.View(s.seatShown())
	s.board.Sync(view, s.viewer, false)
	s.synced, s.broken = true, false
	s.view, s.acting = view, view.ToMove()
	s.log.entries = append(s.log.entries[:0], s.rv.r.History(n)...)
	s.log.scroll = 0
	s.relog()
	s.rv.what = "The game as it was set up."
	if n > 0 {
		s.rv.what = s.moveWords(s.log.entries[n-1])
	}
}

// moveWords says in the log's words what the move of e did: those of the
// board's own log lines when it writes them (a LogFolder), so the review
// reads as the log does.
func (s *Shell[P]) moveWords(e match.Entry) string {
	var lines []string
	events := e.For(s.viewer)
	if f, ok := s.board.(LogFolder); ok {
		name := s.seatName(e.Seat)
		for _, l := range f.LogLines(e, events, s.m.EventText) {
			line := strings.TrimSpace(s.named(l.Text))
			if l.Named {
				line = strings.TrimPrefix(line, name+": ")
			}
			switch {
			case line == "":
			case l.Join && len(lines) > 0:
				lines[len(lines)-1] += ", " + line
			default:
				lines = append(lines, line)
			}
		}
	} else {
		for _, ev := range events {
			if line := strings.TrimSpace(s.named(s.m.EventText(ev))); line != "" {
				lines = append(lines, line)
			}
		}
	}
	if len(lines) == 0 {
		lines = append(lines, e.Text)
	}
	return moveLine(s.seatName(e.Seat), lines)
}

// moveLine joins the lines of a move made by the seat called name into
// one, which names the seat once: "Ada: Draws a card" when no line names
// her, "Ada takes a card; pays in a card" when the lines do (not "Ada: Ada
// takes a card; Ada pays in a card"). A line's full stop goes before the
// next ("takes a card; pays", not "takes a card.; pays").
func moveLine(name string, lines []string) string {
	text := ""
	own := name != "" && len(lines) > 0 && strings.HasPrefix(lines[0], name+" ")
	for i, line := range lines {
		if own && i > 0 {
			line = strings.TrimPrefix(line, name+" ")
		}
		if text != "" {
			text = strings.TrimSuffix(text, ".") + "; "
		}
		text += line
	}
	if own {
		return text
	}
	return name + ": " + capitalize(text)
}

// stepReview plays the next move of the review through the queue, with
// its animations.
func (s *Shell[P]) stepReview() {
	e, err := s.rv.r.Step()
	if err != nil {
		return
	}
	s.entries = append(s.entries[:0], e)
	s.queue, s.head, s.landing = s.queue[:0], 0, false
	for _, ev := range e.For(s.viewer) {
		s.queue = append(s.queue, item{entry: 0, ev: ev})
	}
	s.queue = append(s.queue, item{entry: 0, done: true})
	s.rv.what = s.moveWords(e)
}

// updateReview runs the review's buttons and keys.
func (s *Shell[P]) updateReview(ctx *scenes.Context) scenes.Change {
	rv := s.rv
	s.layoutReview()
	in := ctx.In
	if s.sheetUp {
		if in.Tap || in.Has(input.Back) || in.Has(input.Confirm) {
			s.sheetUp = false
		}
		return scenes.Stay
	}
	if s.sheet != nil && s.sheetBtn.Update(in) {
		s.sheetUp = true
		return scenes.Stay
	}
	if rv.done.Update(in) || in.Has(input.Back) {
		if s.m.ForReview() {
			return s.exit()
		}
		s.endReview()
		return scenes.Stay
	}
	s.log.update(in, s.reviewLog())
	if z, ok := s.board.(Zoomer); ok && in.LongPress {
		if cv := z.Zoom(in.X, in.Y); cv != nil {
			cv.OpenZoom(s.now)
			s.zoom = cv
			return scenes.Stay
		}
	}
	pos, n := rv.r.Pos(), rv.r.Len()
	rv.first.Enabled, rv.back.Enabled = pos > 0, pos > 0
	rv.next.Enabled, rv.last.Enabled = pos < n, pos < n
	playing := s.anim.On || s.head < len(s.queue)
	switch {
	case rv.first.Update(in):
		s.seek(0)
	case rv.last.Update(in):
		s.seek(n)
	case rv.back.Update(in) || in.Has(input.Previous):
		if pos > 0 {
			s.seek(pos - 1)
		}
	case (rv.next.Update(in) || in.Has(input.Next) || in.Has(input.Confirm)) && pos < n:
		if playing {
			s.seek(pos) // the move playing ends at once
		}
		s.stepReview()
	}
	return scenes.Stay
}

// layoutReview places the review's buttons at the bottom of the panel:
// a row to step, and under it the way back.
func (s *Shell[P]) layoutReview() {
	rv := s.rv
	l := &s.lay
	p := l.panel
	under := l.portrait && l.rows == 0 // the seats fill the left column: the buttons go under the log
	switch {
	case under:
		p = l.log
	case l.portrait:
		p = scenes.Rect{X: l.prompt.X, Y: l.prompt.Y, W: l.prompt.W, H: l.undo.Y + l.undo.H - l.prompt.Y}
	}
	controlH := controlH * max(1, l.k)
	y := p.Y + p.H - controlH
	rv.done.Rect = scenes.Rect{X: p.X, Y: y, W: p.W, H: controlH}
	y -= controlH + 8
	w := (p.W - 3*6) / 4
	for i, b := range []*scenes.Button{rv.first, rv.back, rv.next, rv.last} {
		b.Rect = scenes.Rect{X: p.X + float64(i)*(w+6), Y: y, W: w, H: controlH}
	}
	rv.next.Primary = true
	if s.sheet != nil && under {
		s.sheetBtn.Rect = l.sheetBtn
	} else if s.sheet != nil {
		s.sheetBtn.Rect = scenes.Rect{X: p.X, Y: y - controlH - 8, W: p.W, H: controlH}
	}
}

// reviewLog is where the log goes while the review's buttons take the
// bottom of the panel.
func (s *Shell[P]) reviewLog() scenes.Rect {
	r := s.lay.log
	if s.lay.portrait && s.lay.rows != 0 {
		return r
	}
	top := s.rv.first.Rect.Y - 8
	if s.sheet != nil && !s.lay.portrait {
		top = s.sheetBtn.Rect.Y - 8
	}
	r.H = min(r.H, top-r.Y)
	return r
}

// drawReview paints the review's prompt, the seats, the log and its
// buttons.
func (s *Shell[P]) drawReview(c *scenes.Canvas) {
	rv := s.rv
	s.layoutReview()
	l := &s.lay
	r := l.prompt
	text, size := s.fitWhat(c, r.W-28, r.H-46)
	if text != rv.what {
		// Words too long for the prompt's box: it grows down over the
		// room the move buttons leave empty in a review.
		if room := s.reviewRoom(r) - 46; room > r.H-46 {
			text, size = s.fitWhat(c, r.W-28, room)
			r.H = max(r.H, min(room, c.ParagraphHeight(text, size, r.W-28))+46)
		}
	}
	scenes.Panel(c, r, "")
	pos, n := rv.r.Pos(), rv.r.Len()
	head := s.texts.Cat("Review · move ", strconv.Itoa(pos), " of "+strconv.Itoa(n))
	hs := 20.0
	if hw, _ := c.Measure(head, hs); hw > r.W-28 {
		hs = max(hs*(r.W-28)/hw, c.AtLeast(hs*0.7))
	}
	c.Bold(scenes.Clip(c, head, hs, r.W-28), r.X+14, r.Y+10+(20-hs)/2, hs, scenes.ColAccent, scenes.Left)
	c.Paragraph(text, r.X+14, r.Y+40, size, r.W-28, scenes.ColText)
	for i := range s.seats {
		s.drawSeat(c, rules.Seat(i), l.seats[i])
	}
	s.log.k = l.k
	s.log.draw(c, s.reviewLog(), s.colorOf)
	for _, b := range []*scenes.Button{rv.first, rv.back, rv.next, rv.last, rv.done} {
		b.Draw(c)
	}
	if s.sheet != nil {
		s.sheetBtn.Draw(c)
	}
}

// reviewRoom returns how tall the review's prompt box r may grow: down
// to what lies under it in its column (the seats, the log, the review's
// buttons), less a margin.
func (s *Shell[P]) reviewRoom(r scenes.Rect) float64 {
	bottom := s.lay.panel.Y + s.lay.panel.H
	under := func(o scenes.Rect) {
		if o.W > 0 && o.X < r.X+r.W && r.X < o.X+o.W && o.Y >= r.Y+r.H-1 {
			bottom = min(bottom, o.Y-8)
		}
	}
	for _, o := range s.lay.seats {
		under(o)
	}
	under(s.reviewLog())
	for _, b := range []*scenes.Button{s.rv.first, s.rv.back, s.rv.next, s.rv.last, s.rv.done} {
		under(b.Rect)
	}
	if s.sheet != nil {
		under(s.sheetBtn.Rect)
	}
	return bottom - r.Y
}

// ReviewCaption returns the review's words for the move shown as last
// drawn: cut short, ending in "…", when even the grown box could not hold
// them.
func (s *Shell[P]) ReviewCaption() string {
	if s.rv == nil {
		return ""
	}
	return s.rv.shown
}

// fitWhat returns the review's words for the move shown and their size,
// fitted to a box w wide and room high: as a long prompt, smaller down to
// the legible minimum, then as many whole clauses as fit with how many
// more the log holds, and then cut, the end marked. It works them out
// again only when the words or the box change.
func (s *Shell[P]) fitWhat(c *scenes.Canvas, w, room float64) (string, float64) {
	rv := s.rv
	if rv.shownFor == rv.what && rv.shownW == w && rv.shownRoom == room && rv.shown != "" {
		return rv.shown, rv.shownSize
	}
	size := s.promptSize(c, rv.what, w, room)
	if px := c.ScreenPx(size); px > 0 && px < reviewWordsPx {
		size *= reviewWordsPx / px // fewer clauses, rather than words too small to read
	}
	text := rv.what
	// Whole clauses first, the rest left to the log, which lists them.
	if parts := strings.Split(text, "; "); len(parts) > 1 && c.ParagraphHeight(text, size, w) > room {
		for k := len(parts) - 1; k >= 1; k-- {
			text = strings.TrimSuffix(strings.Join(parts[:k], "; "), ".") + "; " + moreInLog(len(parts)-k)
			if c.ParagraphHeight(text, size, w) <= room {
				break
			}
		}
	}
	for runes := []rune(text); c.ParagraphHeight(text, size, w) > room && len(runes) > 8; {
		runes = runes[:len(runes)*9/10]
		text = strings.TrimSpace(string(runes)) + "…"
	}
	rv.shown, rv.shownFor, rv.shownSize, rv.shownW, rv.shownRoom = text, rv.what, size, w, room
	return text, size
}

// reviewWordsPx is the least screen size of the review's words: a
// long move (the final count) keeps its first clauses at a size read at a
// glance and leaves the rest to the log beside it.
const reviewWordsPx = 15

// moreInLog words n clauses of a move left out of the review's box.
func moreInLog(n int) string {
	if n == 1 {
		return "…1 more in the log"
	}
	return "…" + strconv.Itoa(n) + " more in the log"
}
