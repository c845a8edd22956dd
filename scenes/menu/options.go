package menu

import (
	"math"
	"strconv"
	"strings"
	"time"

	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/wire"
)

// DefaultPace holds each bot move back in a game so people can follow it.
const DefaultPace = 600 * time.Millisecond

// options sets the title's options, then starts the game.
type options struct {
	chrome
	title   *titleInfo
	seats   []match.SeatConfig
	rows    []*optionRow
	start   *scenes.Button
	labels  []string // each seat: its name, and its bot level
	replace string   // a warning that an autosave will be replaced
	err     *scenes.Dialog
	y0      float64
	panel   scenes.Rect // the frame around the option rows
	compact bool        // the rows are in two columns, to fit many options
	tall    bool        // each row's controls go under its explanation
	// backToSetup makes Back open the setup of the title's seats in the
	// options' place (they were opened from a demo, above the title).
	backToSetup bool
	host        hosting      // where the table is created; none plays here
	creating    chan reached // the table being created there, nil when none
}

// setHost makes Start create the table on a server as host says (none
// when it names no server) instead of starting a game here.
func (o *options) setHost(host hosting) {
	o.host = host
	if host.address != "" {
		o.heading = "Online: " + o.title.name
		o.replace = ""
		o.start.Label = "Create the table"
	}
}

type optionRow struct {
	spec  rules.OptionSpec
	label string
	doc   string
	seg   *segmented // an option with a list of values
	step  *stepper   // an option with a range of whole numbers
	area  scenes.Rect
	first bool // the first row of its column
}

func newOptions(sh *shell, t *titleInfo, seats []match.SeatConfig) *options {
	o := &options{chrome: newChrome(sh, t.name), title: t, seats: seats}
	for _, spec := range t.rules.Options {
		if !spec.Applies(len(seats)) {
			continue // values gives it its default
		}
		r := &optionRow{spec: spec, label: capitalize(spec.Key), doc: capitalize(spec.Doc) + "."}
		if len(spec.Values) > 0 {
			sel := 0
			var labels []string
			for i, v := range spec.Values {
				labels = append(labels, capitalize(v))
				if v == spec.Default {
					sel = i
				}
			}
			r.seg = newSegmented(spec.Key, sel, labels...)
		} else {
			def, _ := strconv.Atoi(spec.Default)
			r.step = newStepper(def, spec.Min, spec.Max)
		}
		o.rows = append(o.rows, r)
	}
	o.start = scenes.NewButton("Start the game", scenes.Rect{})
	o.start.Primary = true
	for _, s := range seats {
		l := s.Name
		if s.Player.Bot {
			l += "  (bot, " + s.Player.Level.String() + ")"
		} else {
			l += "  (person)"
		}
		o.labels = append(o.labels, l)
	}
	if len(sh.savedGamesOf(t)) > 0 {
		o.replace = "Starting replaces your saved game of " + t.name + "."
	}
	return o
}

// newQuickOptions returns the options of t with the setup's default seats
// (the visitor, then bots) and the default options: what a touch on t's
// demo opens, so that one more tap, Start, begins a game. Its Back,
// "Players", opens the setup of the seats, whose Back, "Menu", leads to
// the title.
func newQuickOptions(sh *shell, t *titleInfo) *options {
	o := newOptions(sh, t, newSetup(sh, t).seatConfigs())
	o.back.Label = "‹  Players"
	o.backToSetup = true
	return o
}

func seatSummary(seats []match.SeatConfig) string {
	var b strings.Builder
	for i, s := range seats {
		if i > 0 {
			b.WriteString("   ·   ")
		}
		b.WriteString(s.Name)
		if s.Player.Bot {
			b.WriteString(" (bot, " + s.Player.Level.String() + ")")
		} else {
			b.WriteString(" (person)")
		}
	}
	return b.String()
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// values returns the options as chosen.
func (o *options) values() rules.Options {
	opts := rules.Options{}
	for _, spec := range o.title.rules.Options {
		opts[spec.Key] = spec.Default // an option the seats' game ignores
	}
	for _, r := range o.rows {
		if r.seg != nil {
			opts[r.spec.Key] = r.spec.Values[r.seg.selected]
		} else {
			opts[r.spec.Key] = strconv.Itoa(r.step.value)
		}
	}
	return opts
}

// Option rows are optionRowH tall in one column; when they do not fit,
// compactRowH tall in two columns; in a tall window optionTallH, the
// controls under the explanation.
const optionRowH, compactRowH, optionTallH = 112.0, 96.0, 164.0

func (o *options) layout(w, h float64) {
	o.chrome.layout(w, h)
	n := float64(len(o.rows))
	room := h - 112 - 90 - 24 - (40 + 70) - 16
	o.tall = tall(w, h)
	o.compact = n*optionRowH > room && !o.tall
	x, width := column(w, 1040, 48)
	rowH, perCol := optionRowH, max(n, 1)
	if o.tall {
		rowH = optionTallH
	}
	if o.compact {
		x, width = column(w, 1180, 40)
		rowH, perCol = compactRowH, math.Ceil(n/2)
	}
	block := 90 + perCol*rowH + 24 + 40 + 70
	o.y0 = top(h, block)
	o.panel = scenes.Rect{X: x - 24, Y: o.y0 + 78, W: width + 48, H: perCol*rowH + 24} // as much room under the last row as over the first
	colW, gap := width, 0.0
	if o.compact {
		gap = 48
		colW = (width - gap) / 2
	}
	for i, r := range o.rows {
		col, row := 0.0, float64(i)
		if o.compact && float64(i) >= perCol {
			col, row = 1, float64(i)-perCol
		}
		r.area = scenes.Rect{X: x + col*(colW+gap), Y: o.y0 + 90 + row*rowH, W: colW, H: rowH}
		r.first = row == 0
		cy := r.area.Y + rowH/2 - 6
		if o.tall {
			cy = r.area.Y + rowH - 12 - 29
		}
		right := r.area.X + r.area.W - 24
		if o.compact {
			right = r.area.X + r.area.W
		}
		if r.seg != nil {
			bw := 150.0
			if o.compact {
				bw = min(150, (colW*0.42)/float64(len(r.seg.buttons)))
			}
			sw := r.seg.width(bw, 8)
			r.seg.layout(right-sw, cy-29, bw, 58, 8)
		} else {
			r.step.layout(right-stepperWidth, cy-29, 58)
		}
	}
	o.start.Rect = scenes.Rect{X: x + width - 340, Y: o.panel.Y + o.panel.H + 40, W: 340, H: 70}
}

// docWidth is the room for the explanation of row r, left of its controls.
func (o *options) docWidth(r *optionRow) float64 {
	if o.tall {
		return r.area.W - 24
	}
	left := r.area.X + r.area.W - stepperWidth
	if r.seg != nil {
		left = r.seg.buttons[0].Rect.X
	}
	return left - r.area.X - 24
}

func (o *options) Update(ctx *scenes.Context) scenes.Change {
	ctx = o.fit.in(ctx, o.need(ctx.W, ctx.H))
	if idleHome(o.sh.app) {
		return scenes.Home(nil)
	}
	o.layout(ctx.W, ctx.H)
	if o.err != nil {
		if o.err.Update(ctx) >= 0 {
			o.err = nil
		}
		return scenes.Stay
	}
	if o.creating != nil {
		select {
		case r := <-o.creating:
			o.creating = nil
			if r.err != nil {
				o.start.Label = "Create the table"
				o.sh.app.Play(sfxError)
				o.err = scenes.NewDialog("The table could not be created", r.err.Error(), "OK")
				return scenes.Stay
			}
			o.sh.app.Play(sfxChime)
			// Play online offers the way back to this table.
			o.sh.online.server, o.sh.online.code = o.host.address, r.made.Code
			if len(r.made.Invites) > 0 && !o.host.phones {
				o.sh.online.code = wire.SeatCode(r.made.Code, r.made.Invites[0].Key)
			}
			if o.host.phones {
				table, err := o.sh.openOnline(r.m)
				if err != nil {
					r.m.Close()
					o.err = scenes.NewDialog("The table could not be shown", err.Error(), "OK")
					return scenes.Stay
				}
				return scenes.Replace(newPhones(o.sh, o.host.address, table, r.m, *r.made))
			}
			return scenes.Replace(newInvites(o.sh, o.host.address, r.m, *r.made))
		default:
			return scenes.Stay
		}
	}
	if o.chrome.update(ctx) {
		if o.backToSetup {
			s := newSetup(o.sh, o.title)
			s.back.Label = "‹  Menu"
			return scenes.Replace(s)
		}
		return scenes.Pop()
	}
	for _, r := range o.rows {
		changed := false
		if r.seg != nil {
			changed = r.seg.update(ctx.In)
		} else {
			changed = r.step.update(ctx.In)
		}
		if changed {
			o.sh.app.Play(sfxPick)
		}
	}
	if o.host.address != "" && (o.start.Update(ctx.In) || ctx.In.Has(input.Confirm)) {
		o.sh.app.Play(sfxPick)
		o.start.Label = "Creating…"
		o.creating = make(chan reached, 1)
		go createOnline(o.sh.app.Online, o.host, o.title, o.seats, o.values(), o.creating)
		return scenes.Stay
	}
	if o.start.Update(ctx.In) || ctx.In.Has(input.Confirm) {
		table, err := o.sh.start(o.title, o.seats, o.values())
		if err != nil {
			o.sh.app.Play(sfxError)
			o.err = scenes.NewDialog("The game could not start", err.Error(), "OK")
			return scenes.Stay
		}
		o.sh.app.Play(sfxChime)
		return scenes.Replace(table)
	}
	return scenes.Stay
}

// start begins a game of t and returns its table screen.
func (sh *shell) start(t *titleInfo, seats []match.SeatConfig, opts rules.Options) (scenes.Scene, error) {
	if !sh.playable(t) {
		return nil, errComingSoon(t)
	}
	var store match.Store
	if sh.app.Store != nil && !sh.stuck[t.slug] {
		store = sh.app.Store(t.slug)
	}
	m, err := match.New(match.Config{
		Title:        t.rules,
		Setup:        rules.Setup{Seats: len(seats), Seed: sh.nextSeed(), Options: opts},
		Seats:        seats,
		Store:        store,
		Pace:         sh.pace(),
		Yield:        sh.app.Yield,
		BotTimeLimit: sh.app.BotTimeLimit,
	})
	if err != nil {
		return nil, err
	}
	return t.entry.Table(m), nil
}

type comingSoonError struct{ name string }

func (e comingSoonError) Error() string { return e.name + " is coming soon: it cannot be played yet." }

func errComingSoon(t *titleInfo) error { return comingSoonError{t.name} }

func (o *options) Draw(c *scenes.Canvas) {
	o.fit.begin(c, o.sh, o.need(c.W, c.H))
	defer o.fit.end(c)
	o.chrome.draw(c)
	o.layout(c.W, c.H)
	x := o.panel.X + 24
	c.Bold("Seats", x, o.y0, 22, scenes.ColAccent, scenes.Left)
	// Five or six seats shrink the line to fit the panel's width.
	size, total := 22.0, 0.0
	for _, l := range o.labels {
		w, _ := c.Measure(l, size)
		total += 72 + w
	}
	if room := o.panel.W - 24; total > room {
		size = max(c.AtLeast(15), size*room/total)
	}
	k := size / 22
	sx := x
	for i, l := range o.labels {
		drawSeatBadge(c, o.sh, o.seats[i].ColorIndex(i), sx+14*k, o.y0+48, 30*k)
		c.Text(l, sx+36*k, o.y0+35+(22-size)/2, size, scenes.ColText, scenes.Left)
		w, _ := c.Measure(l, size)
		sx += (36+36)*k + w
	}
	c.RoundRect(o.panel, 16, scenes.ColPanel)
	c.RoundRectStroke(o.panel, 16, 1.5, scenes.ColBorder)
	labelSize, docSize, docY := 26.0, 19.0, 58.0
	if o.compact {
		labelSize, docSize, docY = 23, 17, 50
	}
	for _, r := range o.rows {
		a := r.area
		if !r.first {
			c.Rect(scenes.Rect{X: a.X, Y: a.Y - 2, W: a.W, H: 1}, scenes.ColBorder)
		}
		c.Bold(r.label, a.X, a.Y+18, labelSize, scenes.ColText, scenes.Left)
		c.Paragraph(r.doc, a.X, a.Y+docY, docSize, o.docWidth(r), dimColor(c))
		if r.seg != nil {
			r.seg.draw(c)
		} else {
			r.step.draw(c)
		}
	}
	if len(o.rows) == 0 {
		// The page is up only to say that starting replaces a save.
		msg := o.title.name + " has no variants to choose: every game is set up and played by the full rules, for the seats above."
		c.Paragraph(msg, x, o.y0+110, 22, o.panel.W-48, dimColor(c))
	}
	if o.replace != "" {
		// Beside Start, wrapped in the room left of it (a portrait window's
		// column is too narrow for one line).
		room := o.start.Rect.X - x - 16
		hh := c.ParagraphHeight(o.replace, 19, room)
		c.Paragraph(o.replace, x, o.start.Rect.Y+max(0, (o.start.Rect.H-hh)/2), 19, room, scenes.ColAccent)
	}
	o.start.Draw(c)
	if o.err != nil {
		o.err.Draw(c)
	}
}

// Targets lists Back, each option's values by key ("faces/difficult",
// "oxygen/plus") and "start".
func (o *options) Targets(dst []scenes.Target) []scenes.Target {
	return o.fit.out(o.ownTargets(dst), len(dst))
}

// ownTargets lists the targets in the screen's own units.
func (o *options) ownTargets(dst []scenes.Target) []scenes.Target {
	dst = o.chrome.targets(dst)
	for _, r := range o.rows {
		if r.seg != nil {
			dst = r.seg.targets(dst)
		} else {
			dst = r.step.targets(dst, r.spec.Key)
		}
	}
	return append(dst, scenes.Target{Name: "start", Rect: o.start.Rect})
}

// savedGamesOf lists the readable autosave of t, if any.
func (sh *shell) savedGamesOf(t *titleInfo) []savedGame {
	var list []savedGame
	for _, g := range sh.savedGames(false) {
		if g.title == t {
			list = append(list, g)
		}
	}
	return list
}

// need is the room the options take in one column.
func (o *options) need(w, h float64) [2]float64 {
	n := float64(len(o.rows))
	if tall(w, h) {
		return [2]float64{760, 112 + 90 + n*optionTallH + 12 + 40 + 70 + 28}
	}
	return [2]float64{1136, 112 + 90 + n*optionRowH + 12 + 40 + 70 + 28}
}
