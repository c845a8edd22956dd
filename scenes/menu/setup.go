package menu

import (
	"strconv"

	"starboard/ai"
	"starboard/match"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/sprites"
)

// levels are the bot levels a seat may choose, in button order.
var levels = []ai.Level{ai.Easy, ai.Normal, ai.Hard}

// setup chooses the seats of a game: how many, who plays each (a person
// or a bot of some level), their names and their colours. A tap on a
// seat's badge gives it the next colour and shape no other seat has.
type setup struct {
	chrome
	host    hosting // where the table is created; none plays here
	title   *titleInfo
	saved   bool   // a saved game of the title would be replaced by a new one
	replace string // the warning of it, said beside Start
	counts  *segmented
	rows    []*seatRow
	next    *scenes.Button
	howto   *scenes.Button // the title's How to play
	editing int            // the row whose name has the keyboard, or -1
	diceTip int            // the row whose die the mouse rests on, or -1
	tip     string         // the tooltip where the mouse rests, or ""
	tipX    float64
	tipY    float64
	countY  float64
	tall    bool // rows in two lines
}

type seatRow struct {
	panel scenes.Rect
	badge tapArea // the seat's colour and shape: tap for the next free one
	color int     // the seat's index in the seat palette
	name  *nameField
	dice  *scenes.Button
	who   *segmented // Human, Bot
	level *segmented // Easy, Normal, Hard
}

func newSetup(sh *shell, t *titleInfo) *setup {
	s := &setup{chrome: newChrome(sh, t.name), title: t, editing: -1, diceTip: -1}
	var labels []string
	for n := t.rules.MinSeats; n <= t.rules.MaxSeats; n++ {
		labels = append(labels, strconv.Itoa(n))
	}
	def := max(t.rules.MinSeats, min(3, t.rules.MaxSeats))
	s.counts = newSegmented("seats", def-t.rules.MinSeats, labels...)
	for i := 0; i < t.rules.MaxSeats; i++ {
		who := 1
		if i == 0 {
			who = 0
		}
		r := &seatRow{
			name:  newNameField(presetNames[i%len(presetNames)]),
			dice:  scenes.NewButton("", scenes.Rect{}),
			who:   newSegmented(seatName(i), who, "Human", "Bot"),
			level: newSegmented(seatName(i), 1, "Easy", "Normal", "Hard"),
			badge: tapArea{Enabled: true},
			color: i,
		}
		s.rows = append(s.rows, r)
	}
	s.next = scenes.NewButton("Options  ›", scenes.Rect{})
	s.howto = scenes.NewButton("How to play", scenes.Rect{})
	s.saved = len(sh.savedGamesOf(t)) > 0
	s.replace = "Starting replaces your saved game of " + t.name + "."
	s.nameNext()
	s.next.Primary = true
	return s
}

// direct reports whether the setup starts the game itself: the title has
// no options for these seats, so the options screen would have nothing to
// ask (a save that starting replaces is said beside Start).
// setHost makes the setup one of a table created on a server, as host
// says (none when it names no server).
func (s *setup) setHost(host hosting) {
	s.host = host
	if host.address != "" {
		s.heading = "Online: " + s.title.name
		s.saved, s.replace = false, ""
	}
}

func (s *setup) direct() bool {
	for _, spec := range s.title.rules.Options {
		if spec.Applies(s.seats()) {
			return false
		}
	}
	return true
}

// levelTips say how strong each bot level plays, in a player's words, in
// levels' order.
var levelTips = []string{
	"Easy: takes the best-looking move now; good for learning the rules",
	"Normal: plans a few turns ahead; a fair game for most players",
	"Hard: plans further and plays to win; the strongest",
}

// nameNext labels the button that goes on: Start when the setup starts
// the game itself.
func (s *setup) nameNext() {
	s.next.Label = "Options  ›"
	if s.direct() {
		s.next.Label = "Start the game"
	}
}

// seatName is the prefix of the targets of seat row i: "seat1" for the first.
func seatName(i int) string { return "seat" + strconv.Itoa(i+1) }

func (s *setup) seats() int { return s.title.rules.MinSeats + s.counts.selected }

// seatConfigs returns the seats as chosen.
func (s *setup) seatConfigs() []match.SeatConfig {
	seats := make([]match.SeatConfig, s.seats())
	for i := range seats {
		r := s.rows[i]
		seats[i].Name = r.name.text
		seats[i].Color = r.color + 1
		if r.who.selected == 1 {
			seats[i].Player = match.BotPlayer(levels[r.level.selected])
		}
	}
	return seats
}

// Seat rows are seatRowH tall, or shorter down to minSeatRowH when many
// seats must fit; seatGap apart.
const seatRowH, minSeatRowH, seatGap = 80.0, 62.0, 12.0

// buttonsGap is the room between the last seat's row and the buttons
// under it: the tooltip of a bot level under its button fits there, clear
// of "Start the game" (the fourteenth review saw it touch).
const buttonsGap = 56.0

func (s *setup) layout(w, h float64) {
	s.chrome.layout(w, h)
	s.tall = tall(w, h)
	if s.tall {
		s.layoutTall(w, h)
		return
	}
	x, width := column(w, 1120, 40)
	n := float64(s.seats())
	gap := seatGap
	rowH := seatRowH
	below := buttonsGap
	if room := h - 112 - (56 + 28) - (below + 66) - 16; n*rowH+(n-1)*gap > room {
		below = 32 // many seats: the rows keep their room first
		room += buttonsGap - below
		if n*rowH+(n-1)*gap > room {
			gap = 8
			rowH = max(minSeatRowH, (room-(n-1)*gap)/n)
		}
	}
	block := 56 + 28 + n*rowH + (n-1)*gap + below + 66
	y := top(h, block)
	s.countY = y
	s.counts.layout(x+width-s.counts.width(96, 8), y, 96, 56, 8)
	y += 56 + 28
	for _, r := range s.rows[:s.seats()] {
		r.panel = scenes.Rect{X: x, Y: y, W: width, H: rowH}
		cy := y + rowH/2
		r.badge.Rect = scenes.Rect{X: x + 10, Y: cy - 28, W: 64, H: 56}
		bx := x + 84
		r.name.area.Rect = scenes.Rect{X: bx, Y: cy - 28, W: 300, H: 56}
		r.dice.Rect = scenes.Rect{X: bx + 308, Y: cy - 28, W: 56, H: 56}
		right := x + width - 12
		lw := r.level.width(112, 6)
		r.level.layout(right-lw, cy-28, 112, 56, 6)
		r.who.layout(right-lw-24-r.who.width(112, 6), cy-28, 112, 56, 6)
		y += rowH + gap
	}
	y += below - gap
	s.next.Rect = scenes.Rect{X: x + width - 300, Y: y, W: 300, H: 66}
	s.howto.Rect = scenes.Rect{X: x, Y: y, W: 220, H: 66}
}

// layoutTall stacks each seat's row in two lines, the badge and the name
// over the kind of player, and the seat counts under the heading.
func (s *setup) layoutTall(w, h float64) {
	x, width := column(w, 640, 28)
	n := float64(s.seats())
	y := top(h, setupTallBlock(n))
	s.countY = y
	y += 48
	s.counts.layout(x, y, 96, 56, 8)
	y += 56 + 24
	for _, r := range s.rows[:s.seats()] {
		r.panel = scenes.Rect{X: x, Y: y, W: width, H: seatTallH}
		cy := y + 10 + 28
		r.badge.Rect = scenes.Rect{X: x + 10, Y: cy - 28, W: 64, H: 56}
		r.dice.Rect = scenes.Rect{X: x + width - 12 - 56, Y: cy - 28, W: 56, H: 56}
		r.name.area.Rect = scenes.Rect{X: x + 84, Y: cy - 28, W: r.dice.Rect.X - 8 - x - 84, H: 56}
		cy += 56 + 8
		right := x + width - 12
		lw := r.level.width(112, 6)
		r.level.layout(right-lw, cy-28, 112, 56, 6)
		r.who.layout(x+10, cy-28, 112, 56, 6)
		y += seatTallH + seatGap
	}
	y += buttonsGap - seatGap
	s.next.Rect = scenes.Rect{X: x + width - 300, Y: y, W: 300, H: 66}
	s.howto.Rect = scenes.Rect{X: x, Y: y, W: 220, H: 66}
}

// seatTallH is the height of a seat's row in two lines.
const seatTallH = 10 + 56 + 8 + 56 + 10

// setupTallBlock is the height of the tall setup with n rows.
func setupTallBlock(n float64) float64 {
	return 48 + 56 + 24 + n*seatTallH + (n-1)*seatGap + buttonsGap + 66
}

func (s *setup) Update(ctx *scenes.Context) scenes.Change {
	ctx = s.fit.in(ctx, s.need(ctx.W, ctx.H))
	if idleHome(s.sh.app) {
		s.stopEditing()
		return scenes.Home(nil)
	}
	s.layout(ctx.W, ctx.H)
	app := s.sh.app
	if s.editing >= 0 {
		r := s.rows[s.editing]
		if r.name.edit(s.sh.keys) || (ctx.In.Press && !r.name.area.Rect.Contains(ctx.In.X, ctx.In.Y)) {
			s.stopEditing()
		}
		if s.editing >= 0 {
			r.name.tapped(ctx.In)
			return scenes.Stay
		}
	}
	if s.chrome.update(ctx) {
		return scenes.Pop()
	}
	if s.counts.update(ctx.In) {
		app.Play(sfxPick)
	}
	s.diceTip, s.tip = -1, ""
	for i, r := range s.rows[:s.seats()] {
		in := ctx.In
		if !in.Present || in.Touch {
			break
		}
		// A tip goes under the button it words, not over the choices
		// beside it (scenes.Tooltip draws 48 units over y, 16 right of x).
		if b := r.dice.Rect; b.Contains(in.X, in.Y) {
			s.diceTip, s.tip, s.tipX, s.tipY = i, "Another name", b.X-16, b.Y+b.H+54
		}
		for k, b := range r.level.buttons {
			if r.who.selected == 1 && b.Rect.Contains(in.X, in.Y) {
				s.tip, s.tipX, s.tipY = levelTips[k], b.Rect.X-16, b.Rect.Y+b.Rect.H+54
			}
		}
	}
	if s.howto.Update(ctx.In) {
		app.Play(sfxPick)
		return scenes.Push(newGuideOf(s.sh, s.title.slug))
	}
	for i, r := range s.rows[:s.seats()] {
		switch {
		case r.name.tapped(ctx.In):
			if app.Kiosk {
				s.cycleName(i)
			} else {
				s.editing = i
				r.name.begin()
				s.sh.cfg.Focus.set(true)
			}
		case r.dice.Update(ctx.In):
			s.cycleName(i)
		case r.badge.update(ctx.In):
			s.cycleColor(i)
		case r.who.update(ctx.In):
			app.Play(sfxPick)
		case r.who.selected == 1 && r.level.update(ctx.In):
			app.Play(sfxPick)
		}
	}
	s.nameNext()
	if s.next.Update(ctx.In) || ctx.In.Has(input.Confirm) {
		if s.direct() && s.host.address == "" {
			seats := s.seatConfigs()
			if table, err := s.sh.start(s.title, seats, newOptions(s.sh, s.title, seats).values()); err == nil {
				app.Play(sfxChime)
				return scenes.Replace(table)
			}
			// The options screen says why the game could not start.
		}
		app.Play(sfxPick)
		o := newOptions(s.sh, s.title, s.seatConfigs())
		o.setHost(s.host)
		return scenes.Push(o)
	}
	return scenes.Stay
}

func (s *setup) stopEditing() {
	if s.editing < 0 {
		return
	}
	s.rows[s.editing].name.end()
	s.editing = -1
	s.sh.cfg.Focus.set(false)
}

// cycleName gives seat i the next preset name no other seat has.
func (s *setup) cycleName(i int) {
	cur := s.rows[i].name.text
	start := 0
	for k, n := range presetNames {
		if n == cur {
			start = k + 1
		}
	}
	for k := 0; k < len(presetNames); k++ {
		cand := presetNames[(start+k)%len(presetNames)]
		if !s.nameTaken(cand, i) {
			s.rows[i].name.setText(cand)
			s.sh.app.Play(sfxFlip)
			return
		}
	}
}

// cycleColor gives seat i the next colour of the palette no other seat in
// the game has.
func (s *setup) cycleColor(i int) {
	for k := 1; k < sprites.NumSeatColors; k++ {
		cand := (s.rows[i].color + k) % sprites.NumSeatColors
		if !s.colorTaken(cand, i) {
			s.rows[i].color = cand
			s.sh.app.Play(sfxFlip)
			return
		}
	}
}

func (s *setup) colorTaken(color, except int) bool {
	for j, r := range s.rows[:s.seats()] {
		if j != except && r.color == color {
			return true
		}
	}
	return false
}

func (s *setup) nameTaken(name string, except int) bool {
	for j, r := range s.rows[:s.seats()] {
		if j != except && r.name.text == name {
			return true
		}
	}
	return false
}

func (s *setup) Draw(c *scenes.Canvas) {
	s.fit.begin(c, s.sh, s.need(c.W, c.H))
	defer s.fit.end(c)
	s.chrome.draw(c)
	s.layout(c.W, c.H)
	x, _ := column(c.W, 1120, 40)
	if s.tall {
		x, _ = column(c.W, 640, 28)
	}
	c.Bold("Players", x, s.countY+14, 26, scenes.ColText, scenes.Left)
	c.Text("Tap a badge for another colour and shape.", x+130, s.countY+19, 19, dimColor(c), scenes.Left)
	s.counts.draw(c)
	tick := c.App.Tick()
	for i, r := range s.rows[:s.seats()] {
		c.RoundRect(r.panel, 14, scenes.ColPanel)
		c.RoundRectStroke(r.panel, 14, 1.5, scenes.ColBorder)
		c.RoundRect(r.badge.Rect, 12, scenes.ColPanelHi)
		c.RoundRectStroke(r.badge.Rect, 12, 1.5, scenes.ColBorder)
		bcx, bcy := r.badge.Rect.Center()
		if r.badge.pressed {
			drawSeatBadge(c, s.sh, r.color, bcx, bcy, 46)
		} else {
			drawSeatBadge(c, s.sh, r.color, bcx, bcy, 52)
		}
		r.name.draw(c, tick)
		r.dice.Draw(c)
		drawDie(c, r.dice.Rect)
		r.who.draw(c)
		if r.who.selected == 1 {
			r.level.draw(c)
		} else {
			lr := r.level.buttons[0].Rect
			last := r.level.buttons[len(r.level.buttons)-1].Rect
			where := "plays on this screen"
			switch {
			case s.host.phones:
				where = "plays on their phone"
			case s.host.address != "" && i == 0:
				where = "you, at this screen"
			case s.host.address != "":
				where = "joins with a seat code"
			}
			c.Text(where, (lr.X+last.X+last.W)/2, lr.Y+16, 19, dimColor(c), scenes.Center)
		}
	}
	s.next.Draw(c)
	s.howto.Draw(c)
	if s.saved && s.direct() {
		// Beside Start, in the room between the buttons, or over them.
		x := s.howto.Rect.X + s.howto.Rect.W + 20
		room := s.next.Rect.X - 20 - x
		y := s.next.Rect.Y
		if room < 220 {
			x, room, y = s.howto.Rect.X, s.next.Rect.X+s.next.Rect.W-s.howto.Rect.X, y+66+12
		}
		hh := c.ParagraphHeight(s.replace, 18, room)
		c.Paragraph(s.replace, x, y+max(0, (66-hh)/2), 18, room, scenes.ColAccent)
	}
	if s.tip != "" {
		scenes.Tooltip(c, s.tip, s.tipX, s.tipY)
	}
}

// drawDie draws a die face on the name button: "roll another name".
func drawDie(c *scenes.Canvas, r scenes.Rect) {
	cx, cy := r.Center()
	d := scenes.Rect{X: cx - 14, Y: cy - 14, W: 28, H: 28}
	c.RoundRectStroke(d, 6, 2.5, scenes.ColText)
	for _, p := range [][2]float64{{-7, -7}, {7, 7}, {0, 0}, {7, -7}, {-7, 7}} {
		c.Circle(cx+p[0], cy+p[1], 2.6, scenes.ColText)
	}
}

// Targets lists Back, the seat counts ("seats/3"), each seat's controls
// ("seat2/color", "seat2/name", "seat2/dice", "seat2/bot", "seat2/hard") and
// "next".
func (s *setup) Targets(dst []scenes.Target) []scenes.Target {
	return s.fit.out(s.ownTargets(dst), len(dst))
}

// ownTargets lists the targets in the screen's own units.
func (s *setup) ownTargets(dst []scenes.Target) []scenes.Target {
	dst = s.chrome.targets(dst)
	dst = s.counts.targets(dst)
	for _, r := range s.rows[:s.seats()] {
		dst = append(dst, scenes.Target{Name: r.who.name + "/color", Rect: r.badge.Rect},
			scenes.Target{Name: r.who.name + "/name", Rect: r.name.area.Rect},
			scenes.Target{Name: r.who.name + "/dice", Rect: r.dice.Rect})
		dst = r.who.targets(dst)
		if r.who.selected == 1 {
			dst = r.level.targets(dst)
		}
	}
	return append(dst, scenes.Target{Name: "next", Rect: s.next.Rect}, scenes.Target{Name: "howto", Rect: s.howto.Rect})
}

// need is the room the setup's content takes with rows of full height.
func (s *setup) need(w, h float64) [2]float64 {
	n := float64(len(s.rows))
	if tall(w, h) {
		return [2]float64{696, 112 + setupTallBlock(n) + 28}
	}
	return [2]float64{1200, 112 + 56 + 28 + n*seatRowH + (n-1)*seatGap + 32 + 66 + 28}
}
