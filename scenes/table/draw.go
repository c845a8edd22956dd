package table

import (
	"errors"
	"image/color"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
	"starboard/sprites"
)

var (
	colLit    = color.RGBA{0x6f, 0xe8, 0xff, 0xff}
	colTarget = color.RGBA{0x7c, 0xff, 0x9e, 0xff}
	colWhite  = color.RGBA{0xff, 0xff, 0xff, 0xff}
	colVeil   = color.RGBA{0x06, 0x07, 0x0c, 0xf8}
	colDim    = color.RGBA{0x05, 0x07, 0x10, 0x90}
	// colSolidPanel is the panel's colour with nothing showing through,
	// for the results over the seat list and the log.
	colSolidPanel = color.RGBA{0x17, 0x1d, 0x2e, 0xff}
)

// DrawLight draws the kit's highlight of a place at r: a glow that pulses
// for a first step, a green frame for a target, a white frame for
// the selection. It never fills what it lights, so names and numbers stay
// readable. Boards call it through Frame.Mark.
func DrawLight(c *scenes.Canvas, r scenes.Rect, l Light, now int64) {
	pulse := 0.5 + 0.5*math.Sin(float64(now)*0.1)
	switch l {
	case Start:
		a := uint8(0x50 + 0x60*pulse)
		c.RoundRectStroke(r.Inset(-6), 12, 6, color.RGBA{0x6f, 0xe8, 0xff, a / 2})
		c.RoundRectStroke(r.Inset(-3), 10, 3.5, colLit)
	case Target:
		c.RoundRectStroke(r.Inset(-6), 12, 6, color.RGBA{0x7c, 0xff, 0x9e, uint8(0x50 + 0x50*pulse)})
		c.RoundRectStroke(r.Inset(-3), 10, 4, colTarget)
	case Selected:
		c.RoundRectStroke(r.Inset(-7), 13, 5, color.RGBA{0xff, 0xff, 0xff, 0x60})
		c.RoundRectStroke(r.Inset(-3), 10, 4.5, colWhite)
	}
}

// LightColor returns the colour of the kit's line for light l at tick
// now: a start's pulses, a target's is green, the selection's white. A
// board that outlines its own shapes (not boxes or hexes) uses it so its
// lights match the kit's.
func LightColor(l Light, now int64) color.RGBA {
	switch l {
	case Target:
		return colTarget
	case Selected:
		return colWhite
	}
	c := colLit
	c.A = uint8(0xa0 + 0x5f*(0.5+0.5*math.Sin(float64(now)*0.1)))
	return c
}

// DrawHexLight draws the kit's highlight of a pointy-topped hex of radius
// r centred on x, y: its outline, in the colours of DrawLight.
func DrawHexLight(c *scenes.Canvas, x, y, r float64, l Light, now int64) {
	pulse := uint8(0x90 + 0x6f*(0.5+0.5*math.Sin(float64(now)*0.1)))
	hex := func(rr, width float64, col color.RGBA) {
		for i := range 6 {
			a0 := math.Pi/6 + float64(i)*math.Pi/3
			a1 := a0 + math.Pi/3
			c.Line(x+rr*math.Cos(a0), y+rr*math.Sin(a0), x+rr*math.Cos(a1), y+rr*math.Sin(a1), width, col)
		}
	}
	switch l {
	case Start:
		hex(r*0.92, max(2.5, r*0.11), color.RGBA{colLit.R, colLit.G, colLit.B, pulse})
	case Target:
		hex(r*0.92, max(2.5, r*0.11), colTarget)
	case Selected:
		hex(r*0.92, max(3, r*0.14), colWhite)
	}
}

// DrawHexEdgeLight draws one edge, x0, y0 to x1, y1, of the kit's
// highlight of a group of pointy-topped hexes of radius r lit as one place
// (a tile of several spaces), in the colours of DrawHexLight: a board
// draws the group's outer edges only, so that the group is outlined as
// one shape.
func DrawHexEdgeLight(c *scenes.Canvas, x0, y0, x1, y1, r float64, l Light, now int64) {
	pulse := uint8(0x90 + 0x6f*(0.5+0.5*math.Sin(float64(now)*0.1)))
	switch l {
	case Start:
		c.Line(x0, y0, x1, y1, max(2.5, r*0.11), color.RGBA{colLit.R, colLit.G, colLit.B, pulse})
	case Target:
		c.Line(x0, y0, x1, y1, max(2.5, r*0.11), colTarget)
	case Selected:
		c.Line(x0, y0, x1, y1, max(3, r*0.14), colWhite)
	}
}

// Draw paints the table in the kit's fixed order (see the package
// documentation).
func (s *Shell[P]) Draw(c *scenes.Canvas) {
	if s.lay.update(c.W, c.H, len(s.seats), panelScale(c.App)) {
		s.board.Layout(s.lay.board)
	}
	s.drawBackdrop(c)
	if !s.drawnOnce {
		// The first frame, still nearly hidden by the cross-fade, draws
		// the panel only: the board's first frame builds its art, and the
		// two together froze a browser page for a second.
		s.drawnOnce = true
		s.drawPanel(c)
		s.drawTurn(c)
		return
	}
	f := &s.bind.frame
	f.Now, f.Viewer, f.Anim = s.now, s.viewer, s.anim
	f.lights = s.bind.none
	if s.ready() || s.lookingOnly() {
		f.lights = s.bind.lights
	}
	f.Dragging = s.bind.dragLit >= 0
	f.Hover, f.X, f.Y = s.hover, s.hoverX, s.hoverY
	f.Acting, f.Final = s.acting, s.results
	f.Scores = f.Scores[:0]
	for _, x := range s.shown {
		f.Scores = append(f.Scores, shownScore(x))
	}
	f.lit = f.lit[:0]
	s.board.Draw(c, f)
	if s.bind.hand != nil && (s.viewer != rules.NoSeat || s.handsWatching()) && !s.opening {
		// Before the first hand-over nobody's hand is shown: the bots'
		// opening moves play in the open.
		s.bind.hand.Hand().Draw(c)
	}
	if o, ok := s.board.(Overlayer[P]); ok {
		o.DrawOver(c, f)
	}
	if s.rv != nil {
		s.drawReview(c)
	} else {
		s.drawPanel(c)
	}
	s.drawTurn(c)
	if s.ask == nil && !s.sheetUp && s.zoom == nil && s.rv == nil {
		// Over the board only, never under a dialog, nor in a review,
		// where the player steps through the moves to look at the board:
		// the panel keeps saying whose turn it is.
		area := s.lay.board
		if bp, ok := s.board.(BannerPlacer); ok {
			area = bp.BannerArea()
		}
		s.banner.DrawIn(c, s.now, area)
	}
	s.drawToast(c)
	if s.bind.hand != nil {
		if z := s.bind.hand.Hand().Zoomed(); z != nil {
			z.DrawZoom(c)
		}
	}
	if s.zoom != nil {
		s.zoom.DrawZoom(c)
	}
	if s.ask != nil && !s.results {
		s.ask.Draw(c)
	}
	if s.sheetUp {
		c.Rect(scenes.Rect{W: c.W, H: c.H}, colDim)
		s.sheet.DrawSheet(c, scenes.Rect{W: c.W, H: c.H})
	}
	if s.still {
		s.drawStill(c)
	}
	if s.passTo != rules.NoSeat {
		s.drawPass(c)
	}
	if s.pause != nil {
		s.pause.Draw(c)
	}
	if s.results && s.rv == nil {
		s.drawResults(c)
	}
}

// backdropTicks is how often the table's dimmed starfield is redrawn:
// the stars drift a fraction of a pixel a tick, and a full-screen shader
// every frame is a large part of a frame with software GL.
const backdropTicks = 4

func (s *Shell[P]) drawBackdrop(c *scenes.Canvas) {
	b := c.Dst.Bounds()
	if s.backdrop == nil || s.backdrop.Bounds().Size() != b.Size() {
		if s.backdrop != nil {
			s.backdrop.Deallocate()
		}
		s.backdrop = sprites.NewImage(float64(b.Dx()), float64(b.Dy()))
		s.backdropAt = -1
	}
	if at := s.now / backdropTicks; at != s.backdropAt {
		s.backdropAt = at
		if s.stars != nil && s.stars.UsesShader() {
			s.stars.Draw(s.backdrop, int(s.now))
		} else {
			s.backdrop.Fill(scenes.ColBackground)
			if s.stars != nil {
				s.stars.Draw(s.backdrop, int(s.now))
			}
			screen := c.Dst
			c.Dst = s.backdrop
			c.Rect(scenes.Rect{W: c.W, H: c.H}, colDim)
			c.Dst = screen
		}
	}
	s.backdropOp.GeoM.Reset()
	s.backdropOp.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	s.backdropOp.Blend = ebiten.BlendCopy
	c.Dst.DrawImage(s.backdrop, &s.backdropOp)
}

func (s *Shell[P]) colorOf(seat rules.Seat) color.RGBA {
	if seat < 0 || int(seat) >= len(s.seats) {
		return scenes.ColDim
	}
	return sprites.SeatColor(s.seats[seat].ColorIndex(int(seat)))
}

// drawPanel paints the prompt, the move buttons, the seats, the log and
// the controls.
func (s *Shell[P]) drawPanel(c *scenes.Canvas) {
	l := &s.lay
	s.promptLong = false
	if !l.portrait {
		// A landscape prompt too long for its box takes the room of the
		// move buttons when there are none, rather than be cut (the
		// nineteenth review read Revenant's bonus prompt end in "…").
		_, text := s.promptText()
		k := s.promptScale()
		r := l.prompt
		shown, _ := s.fitPrompt(c, text, r.W-28, r.Y+r.H-6-(r.Y+10+30*k))
		s.promptLong = shown != text
	}
	s.drawPrompt(c, s.promptRect())
	if s.ready() {
		l.placeButtons(s.bind.buttons)
		for _, b := range s.bind.buttons {
			if b.full != "" {
				// A shut kind: its short reason when the button holds it
				// legibly, else its name alone (a tap says why).
				// A button tall enough holds the reason on a second line.
				b.b.Label, b.b.Sub = b.full, ""
				if w, _ := c.App.Text.Measure(b.full, c.AtLeast(12), true); w > b.b.Rect.W-20 {
					b.b.Label = b.bare
					if rest, ok := strings.CutPrefix(b.full, b.bare); ok && b.b.Rect.H >= c.AtLeast(12)*2.6 {
						if short, ok := strings.CutPrefix(rest, " · "); ok { // sliced, not joined: every frame
							b.b.Sub = short
						}
					}
				}
			}
			b.b.Draw(c)
		}
		s.shutTip = ""
		for _, b := range s.bind.buttons {
			if b.why != "" && s.mouse && !s.clicked && b.b.Rect.Contains(s.hoverX, s.hoverY) {
				s.shutTip = capitalize(s.named(b.why)) // a shut kind says why to a mouse resting on it
				scenes.Tooltip(c, s.shutTip, s.hoverX, s.hoverY)
			}
		}
	}
	for i := range s.seats {
		s.drawSeat(c, rules.Seat(i), l.seats[i])
	}
	s.log.k = l.k
	s.log.draw(c, l.log, s.colorOf)
	s.undo.Rect, s.menu.Rect = l.undo, l.menu
	s.undo.Enabled = s.canUndo && s.ready()
	if !s.watching() {
		s.undo.Draw(c)
	}
	s.menu.Draw(c)
	if s.sheet != nil {
		s.sheetBtn.Rect = l.sheetBtn
		s.sheetBtn.Draw(c)
	}
}

// promptRect is where the prompt is drawn: its place in the layout, and
// in portrait, with no move buttons under it, their room too, as a long
// prompt (a phone's large text) may need it.
func (s *Shell[P]) promptRect() scenes.Rect {
	l := &s.lay
	prompt := l.prompt
	if (!s.ready() || len(s.bind.buttons) == 0) && l.buttons.H > 0 && (l.portrait || s.promptLong) {
		prompt.H = l.buttons.Y + l.buttons.H - prompt.Y
	}
	return prompt
}

// drawTurn marks the start of a person's turn on the panel's prompt with
// a glowing frame that fades out: the prompt it announces stays readable,
// and nothing of the board is covered.
func (s *Shell[P]) drawTurn(c *scenes.Canvas) {
	b := &s.turn
	if !b.Active(s.now) {
		return
	}
	k := float64(s.now-b.Start) / float64(b.Ticks)
	alpha := 1.0
	if k > 0.5 {
		alpha = (1 - k) / 0.5
	}
	r := s.promptRect()
	glow := 0.6 + 0.4*math.Sin(float64(s.now-b.Start)*0.25)
	c.RoundRectStroke(r.Inset(-5), 18, 8, color.RGBA{0xf2, 0xb8, 0x4b, uint8(0x70 * alpha * glow)})
	c.RoundRectStroke(r.Inset(-1), 14, 3, color.RGBA{0xf2, 0xb8, 0x4b, uint8(0xff * alpha)})
}

// Announcement returns the turn announcement on screen, if one is, and
// where it is.
func (s *Shell[P]) Announcement() (string, scenes.Rect, bool) {
	return s.turn.Text, s.promptRect(), s.turn.Active(s.now)
}

// drawPrompt paints whose turn it is and the question: the seat acting
// now (see Acting), so the prompt always names the seat the seat list
// frames and any banner names.
func (s *Shell[P]) drawPrompt(c *scenes.Canvas, r scenes.Rect) {
	scenes.Panel(c, r, "")
	k := s.promptScale()
	x, y, w := r.X+14, r.Y+10, r.W-28
	head, text := s.promptText()
	if s.acting == rules.NoSeat {
		c.Bold(head, x, y, 20*k, scenes.ColAccent, scenes.Left)
		if text != "" {
			shown, size := s.fitPrompt(c, text, r.W-28, r.Y+r.H-6-(y+30*k))
			c.Paragraph(shown, x, y+30*k, size, r.W-28, scenes.ColText)
		}
		return
	}
	col := s.colorOf(s.acting)
	c.Circle(x+8*k, y+12*k, 8*k, col)
	c.Bold(scenes.Clip(c, head, 20*k, w-24*k), x+24*k, y, 20*k, col, scenes.Left)
	shown, size := s.fitPrompt(c, text, w, r.Y+r.H-6-(y+30*k))
	c.Paragraph(shown, x, y+30*k, size, w, scenes.ColText)
}

// promptScale is how much the prompt's texts grow: the panel's scale, or
// more for a PromptSizer whose own words are larger.
func (s *Shell[P]) promptScale() float64 {
	k := s.lay.k
	if ps, ok := s.board.(PromptSizer); ok {
		k = max(k, ps.PromptSize()/16)
	}
	return k
}

// promptSize returns the size of the prompt's text: 16 units (as the
// panel is scaled), or smaller so that a long explanation fits the room
// left, never under scenes.MinTextPx on screen. It measures only when the
// text or the room changes.
func (s *Shell[P]) promptSize(c *scenes.Canvas, text string, w, room float64) float64 {
	_, size := s.fitPrompt(c, text, w, room)
	return size
}

// fitPrompt returns the prompt's text as it fits a box w wide and room
// high, and its size (promptSize): a text still too long at the legible
// minimum is cut at a word, its end marked, rather than run over what lies
// below the box (a phone's narrow panel).
func (s *Shell[P]) fitPrompt(c *scenes.Canvas, text string, w, room float64) (string, float64) {
	for i := range s.promptFit {
		if f := &s.promptFit[i]; f.text == text && f.w == w && f.room == room && f.scale == c.Scale {
			return f.shown, f.size
		}
	}
	// Two fits kept: a long prompt is measured in its box and in the
	// taller one it takes (promptLong).
	s.promptFit[1] = s.promptFit[0]
	f := &s.promptFit[0]
	size := 16 * s.promptScale()
	for c.ParagraphHeight(text, size, w) > room && c.ScreenPx(size*0.94) >= scenes.MinTextPx {
		size *= 0.94
	}
	shown := text
	for words := strings.Fields(text); c.ParagraphHeight(shown, size, w) > room && len(words) > 3; {
		words = words[:len(words)-1]
		shown = strings.TrimRight(strings.Join(words, " "), ",.;:") + "…"
	}
	*f = promptFit{text: text, w: w, room: room, scale: c.Scale, size: size, shown: shown}
	return shown, size
}

// promptFit is the last fit fitPrompt found, and what it was for.
type promptFit struct {
	text           string
	w, room, scale float64
	size           float64
	shown          string // text, or its beginning when it is cut
}

// missingCodes names the code of each seat not taken yet, as the table's
// creator was given them ("Altair ABC234-KEY567, Lyra …"), "" when the
// match knows none.
func (s *Shell[P]) missingCodes() string {
	var b strings.Builder
	for i := range s.seats {
		code := s.m.SeatCode(rules.Seat(i))
		if code == "" || s.m.SeatTaken(i) {
			continue
		}
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString(s.seats[i].Name + " " + code)
	}
	return b.String()
}

// promptText is the prompt's heading and text.
func (s *Shell[P]) promptText() (head, text string) {
	switch {
	case s.anim.On && s.playingHead != "":
		return s.playingHead, s.playing // a stage that is no seat's turn
	case s.acting == rules.NoSeat && s.view == nil:
		return s.title, ""
	case s.acting == rules.NoSeat:
		return "The game is over", ""
	}
	switch link, err := s.m.Link(); link {
	case match.LinkReconnecting:
		return "Reconnecting…", "The connection to the table dropped: Starboard is trying again. Nothing is lost."
	case match.LinkLost:
		if errors.Is(err, match.ErrSeatTaken) {
			return "Your seat moved to another device", "Someone opened this seat's link or typed its code elsewhere. Open it here again to take the seat back."
		}
		if errors.Is(err, match.ErrTableEnded) {
			return "The table has ended", "Its big screen let the table go: the game stops here. Scan a new code to play again."
		}
		return "The table is out of reach", capitalize(err.Error()) + "."
	}
	if s.waiting {
		if codes := s.missingCodes(); codes != "" {
			return "Waiting for the players", "Codes to type in Play online: " + codes + "."
		}
		return "Waiting for the players", "The game begins when every seat is taken: each player types their seat's code in Play online, or opens its link."
	}
	name := s.seats[s.acting].Name
	head = s.texts.Cat(name, " to play", "")
	switch {
	case s.anim.On && s.playing != "":
		text = s.playing // what is happening, as the log will say it
	case s.anim.On || s.head < len(s.queue):
		text = s.texts.Cat(name, " plays.", "")
	case s.mine && !s.busy():
		head = "Your turn"
		if s.public {
			head = s.texts.Cat(name, "'s turn", "") // the big screen's: the seat's own, made here or on its phone
		} else if s.humans > 1 {
			head = s.texts.Cat(name, ", your turn", "") // hot seat: which of you
		}
		text = s.named(s.prompt.Text)
		how := s.bind.explained()
		if how != "" {
			text = how
		}
		if pr, ok := s.board.(Prompter[P]); ok && (s.bind.hasSel || how == "") {
			if t := pr.PromptText(s.bind.sel, s.bind.hasSel); t != "" {
				text = t
			}
		}
		if s.public {
			text = s.texts.Cat("Here or on your phone. ", text, "")
		}
	case s.awaits() != "":
		text = s.awaits()
	case s.m.IsBot(s.acting):
		text = s.texts.Cat(name, " is thinking…", "")
	default:
		text = s.texts.Cat("Waiting for ", name, ".")
	}
	return head, text
}

// awaits is what an Awaiter says the seat to play must do, or "".
func (s *Shell[P]) awaits() string {
	if aw, ok := s.board.(Awaiter); ok {
		return aw.Awaits(s.view, s.acting)
	}
	return ""
}

// shownScore is the whole score a seat list shows for a score counting
// up at x: the nearest, below zero too (int(x+0.5) showed -1 as 0, and -3
// as -2, against the log's figures).
func shownScore(x float64) int { return int(math.Floor(x + 0.5)) }

// drawSeat paints one seat of the list: its colour, name, score (counting
// up), who plays it, and whether it is to play.
func (s *Shell[P]) drawSeat(c *scenes.Canvas, seat rules.Seat, r scenes.Rect) {
	turn := seat == s.acting && !s.results
	bg := scenes.ColPanel
	if turn {
		bg = scenes.ColPanelHi
	}
	c.RoundRect(r, 10, bg)
	col := s.colorOf(seat)
	if turn {
		c.RoundRectStroke(r, 10, 3, col)
		c.Rect(scenes.Rect{X: r.X, Y: r.Y + 6, W: 6, H: r.H - 12}, col)
	}
	grow := min(max(1, r.H/(seatH*s.lay.k)), tallSeats) // a tall screen's higher rows
	c.Image(s.cache.SeatBadge(s.seats[seat].ColorIndex(int(seat)), float64(c.Px(24*grow))), r.X+22*grow, r.Y+r.H/2, 1)
	size := min(17*s.lay.k*grow, r.H*0.36)
	tx := r.X + 40*grow // the words, right of the badge
	nameW := r.X + r.W - 70 - tx
	lineW := r.X + r.W - 12 - tx
	if sp, ok := s.board.(SeatPainter); ok {
		// The painted things sit at the right end; a cooperative game has
		// no seat score there, so they move right and leave the words room.
		right := 48.0
		if s.m.Title().Cooperative {
			right = 12
		}
		pa := scenes.Rect{X: r.X + r.W*0.5 + 48 - right, Y: r.Y, W: r.W*0.5 - 48, H: r.H}
		nameW = pa.X - tx - 4
		lineW = nameW
		sp.PaintSeat(c, seat, pa)
	}
	name := s.seats[seat].Name
	if seat == s.viewer && s.humans > 1 {
		name = s.atDevice(c, name, size, nameW)
	}
	c.Bold(scenes.Clip(c, name, size, nameW), tx, r.Y+5, size, scenes.ColText, scenes.Left)
	if int(seat) < len(s.shown) && !s.m.Title().Cooperative {
		// A cooperative game's one score is the results' to tell.
		c.Bold(scenes.Itoa(shownScore(s.shown[seat])), r.X+r.W-12, r.Y+5, size+3, scenes.ColAccent, scenes.Right)
	}
	ls := c.AtLeast(size - 3) // legible in a row the log took room from
	c.Text(s.seatLine(c, seat, turn, ls, lineW), tx, r.Y+r.H*0.55, ls, scenes.ColDim, scenes.Left)
}

// atDevice returns name marked as the seat at the device, in the longest
// words that fit width at size ("Vega (at the device)", "Vega (here)"),
// or name alone: a cut mark says less than none.
func (s *Shell[P]) atDevice(c *scenes.Canvas, name string, size, width float64) string {
	for _, mark := range []string{" (at the device)", " (here)"} {
		marked := s.texts.Cat(name, mark, "")
		if w, _ := c.Measure(marked, size); w <= width {
			return marked
		}
	}
	return name
}

// seatText is the line under a seat's name as last written, kept while the
// view, the turn and the room it was written for hold, so that a steady
// frame writes nothing anew.
type seatText struct {
	view        rules.Game
	turn        bool
	size, width float64
	text        string
}

// seatLine returns the line under seat's name: whether it is to play, the
// board's line, who plays it; clipped to width at size.
func (s *Shell[P]) seatLine(c *scenes.Canvas, seat rules.Seat, turn bool, size, width float64) string {
	if len(s.seatTexts) != len(s.seats) {
		s.seatTexts = make([]seatText, len(s.seats))
	}
	st := &s.seatTexts[seat]
	if st.text != "" && st.view == s.view && st.turn == turn && st.size == size && st.width == width {
		return st.text
	}
	who := "person"
	if p := s.seats[seat].Player; p.Bot {
		who = "bot, " + p.Level.String()
	}
	lead := ""
	if turn {
		lead = "to play · "
	}
	line := lead + who
	if sl, ok := s.board.(SeatLiner); ok && s.view != nil {
		if own := sl.SeatLine(s.view, seat); own != "" {
			line = lead + own + " · " + who
			keep := false
			if wk, ok := s.board.(WhoKeeper); ok {
				keep = wk.KeepsWho()
			}
			if w, _ := c.Measure(line, size); w > width && !keep {
				line = lead + own // the board's part says more than who plays the seat
			}
			for w, _ := c.Measure(line, size); w > width; w, _ = c.Measure(line, size) {
				i := strings.LastIndex(own, " · ")
				if i < 0 {
					if keep {
						line = lead + who
					}
					break
				}
				own = own[:i] // whole parts, the last first, rather than a cut word
				line = lead + own
				if keep {
					line += " · " + who
				}
			}
		}
	}
	*st = seatText{view: s.view, turn: turn, size: size, width: width, text: scenes.Clip(c, line, size, width)}
	return st.text
}

func (s *Shell[P]) drawToast(c *scenes.Canvas) {
	if s.now >= s.toastEnd || s.toast == "" {
		return
	}
	b := s.lay.board
	k := s.lay.k
	w := min(b.W-40, 720)
	size := 18 * k
	// As tall as its words: a long reason in a narrow board (Revive's
	// at 1280x720) ran past the box's foot (the nineteenth review).
	h := max(84*k, c.ParagraphHeight(s.toast, size, w-36)+24*k)
	r := scenes.Rect{X: b.X + (b.W-w)/2, Y: b.Y + b.H - 36*k - h, W: w, H: h}
	if s.toastNear {
		r = s.toastBeside(c, b, size)
		// A box placed narrower than it was measured grows to hold its
		// words.
		if need := c.ParagraphHeight(s.toast, size, r.W-36) + 24*k; need > r.H {
			r.H = need
			r.Y = max(b.Y+4, min(r.Y, b.Y+b.H-4-r.H))
		}
		s.toastAt = r
	}
	// It fades out over its last ticks rather than vanish.
	c.PushFaded(ebiten.GeoM{}, min(1, float64(s.toastEnd-s.now)/toastFade))
	defer c.Pop()
	c.RoundRect(r, 12, color.RGBA{0x3a, 0x12, 0x14, 0xf0})
	c.RoundRectStroke(r, 12, 2, scenes.ColBad)
	c.Paragraph(s.toast, r.X+18, r.Y+12*k, size, r.W-36, scenes.ColText)
}

// toastFade is how many ticks a refusal takes to fade out at the end of
// its time.
const toastFade = 30

// toastBeside places a refusal beside the pointer, as wide as its words,
// off the lit places and what the board keeps clear. Where that lands
// far from the pointer (a tap on the one unlit continent among lit ones)
// it tries narrower, taller boxes that fit near it, and then the room
// around the tap, over the fewest lit places.
func (s *Shell[P]) toastBeside(c *scenes.Canvas, b scenes.Rect, size float64) scenes.Rect {
	pointer := scenes.Rect{X: s.toastX - 16, Y: s.toastY - 16, W: 32, H: 32}
	s.clear = s.clear[:0]
	if kp, ok := any(s.board).(Keeper); ok {
		s.clear = kp.KeepClear(s.clear)
	}
	tw, _ := c.Measure(s.toast, size)
	w := min(b.W-40, 560*s.lay.k, tw+36)
	if mk, ok := any(s.board).(Marker); ok {
		if at, ok := mk.RefusalOver(s.toastX, s.toastY); ok {
			return s.toastOver(c, at, b.Inset(8), size)
		}
	}
	reach := float64(toastReach)
	if n, ok := any(s.board).(Nearer); ok {
		reach = n.RefusalReach()
	}
	if sh, ok := any(s.board).(Shunner); ok {
		if r, ok := s.toastShunning(c, b, size, pointer, w, reach, sh); ok {
			return r
		}
	}
	var first, near scenes.Rect
	nearCover := -1.0
	for try := 0; try < 3; try++ {
		h := c.ParagraphHeight(s.toast, size, w-36) + 24*s.lay.k
		r := scenes.BesideKeeping(pointer, w, h, b.Inset(8), s.bind.frame.Lit(), s.clear)
		if try == 0 {
			first = r
		}
		if r.Gap(pointer) <= reach {
			// Near the tap: taken at once when it covers nothing lit or
			// kept, else the narrower boxes may fit between them.
			cover := s.toastCover(r)
			if cover == 0 {
				return r
			}
			if nearCover < 0 || cover < nearCover {
				near, nearCover = r, cover
			}
		}
		w = max(w*0.7, 240*s.lay.k)
	}
	if nearCover >= 0 {
		return near
	}
	// Lit places all round and no room among them (Seeders' Wing with a
	// Negotiator picked): the reason stays beside the tap, over the fewest
	// of them, rather than in a far corner.
	w, h := first.W, first.H
	area := b.Inset(8)
	x0, y0 := max(area.X, s.toastX-w-40), max(area.Y, s.toastY-h-40)
	x1, y1 := min(area.X+area.W, s.toastX+w+40), min(area.Y+area.H, s.toastY+h+40)
	return scenes.BesideKeeping(pointer, w, h, scenes.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}, s.bind.frame.Lit(), s.clear)
}

// shunKey is what a refusal placed under a Shunner depends on: the
// refusal (its end) and the canvas.
type shunKey struct {
	end  int64
	w, h float64
}

// toastShunning places a refusal beside the pointer over none of what
// the board shuns nor what it keeps clear: off the lit places near the
// pointer, else a little farther, else over a lit place near it, else
// anywhere free; at each of these, over none of the board's names and
// numbers, else over none it must leave clear. It is placed once for
// each refusal.
func (s *Shell[P]) toastShunning(c *scenes.Canvas, b scenes.Rect, size float64, pointer scenes.Rect, w, reach float64, sh Shunner) (scenes.Rect, bool) {
	key := shunKey{end: s.toastEnd, w: c.W, h: c.H}
	if s.shunFor == key && s.toastAt.W > 0 {
		return s.toastAt, true
	}
	area := b.Inset(8)
	lit := s.bind.frame.Lit()
	var widths []float64
	for ; ; w = max(w*0.7, 240*s.lay.k) {
		widths = append(widths, w)
		if w <= 240*s.lay.k || len(widths) == 3 {
			break
		}
	}
	for _, try := range []struct {
		avoid []scenes.Rect
		limit float64
	}{{lit, reach}, {lit, 2 * reach}, {nil, reach}, {lit, -1}, {nil, -1}} {
		for _, all := range []bool{true, false} {
			s.shun = sh.Shun(append(s.shun[:0], s.clear...), all)
			for _, w := range widths {
				h := c.ParagraphHeight(s.toast, size, w-36) + 24*s.lay.k
				if r, ok := scenes.NearestFree(pointer, w, h, area, try.avoid, s.shun, try.limit); ok {
					s.shunFor = key
					return r, true
				}
			}
		}
	}
	return scenes.Rect{}, false
}

// toastOver places a refusal over the mark at, as wide and at least as
// tall, from its top down: a mark in a header (Gods' set-aside tag)
// keeps its reason over what it marks, not over the neighbour above.
func (s *Shell[P]) toastOver(c *scenes.Canvas, at, area scenes.Rect, size float64) scenes.Rect {
	w := at.W + 16
	h := max(at.H+16, c.ParagraphHeight(s.toast, size, w-36)+24*s.lay.k)
	cx, _ := at.Center()
	x := min(max(cx-w/2, area.X), area.X+area.W-w)
	y := min(max(at.Y-8, area.Y), area.Y+area.H-h)
	return scenes.Rect{X: x, Y: y, W: w, H: h}
}

// toastCover is how much of the lit places and those the board keeps
// clear a refusal at r would cover.
func (s *Shell[P]) toastCover(r scenes.Rect) float64 {
	cover := 0.0
	for _, a := range s.bind.frame.Lit() {
		cover += r.OverlapArea(a)
	}
	for _, a := range s.clear {
		cover += r.OverlapArea(a)
	}
	return cover
}

// toastReach is how far from the pointer, in canvas units, a refusal
// beside it may land before a narrower box is tried.
const toastReach = 120

func (s *Shell[P]) drawPass(c *scenes.Canvas) {
	// Opaque: the next person must not glimpse the last one's secrets.
	c.Rect(scenes.Rect{W: c.W, H: c.H}, scenes.ColBackground)
	name := s.seats[s.passTo].Name
	c.Image(s.cache.SeatBadge(s.seats[s.passTo].ColorIndex(int(s.passTo)), float64(c.Px(52))), c.W/2, c.H/2-118, 1) // its shape too
	c.Bold(s.texts.Cat("Pass the device to ", name, ""), c.W/2, c.H/2-60, 36, scenes.ColText, scenes.Center)
	c.Text(s.texts.Cat("Tap when only ", name, " can see the screen."), c.W/2, c.H/2-8, 20, scenes.ColDim, scenes.Center)
	s.cont.Draw(c)
	y := s.cont.Rect.Y + s.cont.Rect.H + 36
	if s.passNext != "" {
		c.Text(scenes.Clip(c, s.passNext, 20, c.W-60), c.W/2, y, 20, scenes.ColText, scenes.Center)
		y += 44
	}
	if len(s.passSince) == 0 {
		return
	}
	heading := "Since the game began"
	if s.passMoved {
		heading = s.texts.Cat("Since ", name, "'s last turn")
	}
	size := c.AtLeast(16)
	c.Bold(heading, c.W/2, y, size+1, scenes.ColAccent, scenes.Center)
	lines, earlier := s.passSince, s.passEarlier
	if room := max(2, int((c.H-y-size)/(size*1.6))); earlier > 0 || len(lines) > room {
		if keep := room - 1; len(lines) > keep { // a line says how many came before
			cut := len(lines) - keep
			lines, earlier = lines[cut:], earlier+cut
		}
	}
	if earlier > 0 {
		y += size * 1.6
		c.Text(s.texts.Cat("… ", scenes.Itoa(earlier), " earlier lines, then:"), c.W/2, y, size, scenes.ColDim, scenes.Center)
	}
	for _, l := range lines {
		y += size * 1.6
		c.Text(scenes.Clip(c, l, size, c.W-60), c.W/2, y, size, scenes.ColText, scenes.Center)
	}
}

// drawStill asks whether anyone is still at a kiosk's table, and counts
// down the seconds left before the table closes (scenes.KioskLeaveIdle
// on the App's clock), rounded up so it never shows 0 s while open.
func (s *Shell[P]) drawStill(c *scenes.Canvas) {
	left := max(0, scenes.KioskLeaveIdle-c.App.IdleFor())
	left = (left + time.Second - 1).Truncate(time.Second)
	c.Rect(scenes.Rect{W: c.W, H: c.H}, colVeil)
	c.Bold("Still playing?", c.W/2, c.H/2-60, 36, scenes.ColText, scenes.Center)
	c.Text(s.texts.Cat("Tap anywhere to go on; otherwise the table closes in ", scenes.ReadableDuration(left), "."),
		c.W/2, c.H/2-8, 20, scenes.ColText, scenes.Center)
	s.here.Draw(c)
}
