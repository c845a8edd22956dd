package menu

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync/atomic"
	"time"

	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
	"starboard/wire"
)

// defaultServer is the server "Play online" offers when the App names
// none: one started on this machine with make server.
const defaultServer = "http://127.0.0.1:8080"

// hosting says where a table set up in the menus is created: on the
// server at address (none: the game is played here), its people at this
// screen and others, or with phones, every person on their own phone
// while this screen shows the table to all (issue 30).
type hosting struct {
	address string
	phones  bool
}

// onlineTimeout bounds creating a table from the menus.
const onlineTimeout = 30 * time.Second

// reached is what a trip to a server brought back: the match of the
// table reached, and for a table just created, its invitations.
type reached struct {
	m    *match.Match
	made *wire.Created
	err  error
	// started is the address of the server just started on this machine
	// for the picker of a table to create (phones: for Table and phones).
	started string
	phones  bool
}

// onlineScreen reaches tables a Starboard server holds: a seat's code
// takes that seat, a table's code watches it, and Create sets up a new
// table through the picker, the seats and the options.
type onlineScreen struct {
	chrome
	server, table       *nameField
	editing             *nameField
	join, watch, create *scenes.Button
	phones              *scenes.Button // Table and phones
	status              string
	failed              bool
	busy                chan reached // the trip under way, nil when none
	labels              [2]float64   // the top of each field's label
}

func newOnline(sh *shell) *onlineScreen {
	address := sh.app.Server
	if _, local := sh.app.Online.(scenes.LocalServer); address == "" && !local {
		address = defaultServer
	}
	if sh.online.server != "" {
		address = sh.online.server
	}
	o := &onlineScreen{
		chrome: newChrome(sh, "Play online"),
		server: newTextField(address, 60),
		table:  newTextField(sh.online.code, 20),
		join:   scenes.NewButton("Take my seat", scenes.Rect{}),
		watch:  scenes.NewButton("Watch", scenes.Rect{}),
		create: scenes.NewButton("Create a table", scenes.Rect{}),
		phones: scenes.NewButton("Table and phones", scenes.Rect{}),
	}
	// What sets the two ways of making a table apart, at a glance.
	o.create.Sub = "each player on their own device"
	o.phones.Sub = "the table here, each hand on a phone"
	return o
}

const onlineFieldH, onlineLabelH, onlineGap = 64.0, 40.0, 26.0

func (o *onlineScreen) layout(w, h float64) {
	o.chrome.layout(w, h)
	x, width := column(w, 760, 32)
	y := top(h, o.need(w, h)[1]-160)
	for i, f := range []*nameField{o.server, o.table} {
		o.labels[i] = y
		f.area.Rect = scenes.Rect{X: x, Y: y + onlineLabelH, W: width, H: onlineFieldH}
		y += onlineLabelH + onlineFieldH + onlineGap
	}
	y += 30 // the hint under the code
	half := (width - 16) / 2
	o.join.Rect = scenes.Rect{X: x, Y: y, W: half, H: 66}
	o.watch.Rect = scenes.Rect{X: x + half + 16, Y: y, W: half, H: 66}
	o.create.Rect = scenes.Rect{X: x, Y: y + 66 + onlineGap, W: half, H: 66}
	o.phones.Rect = scenes.Rect{X: x + half + 16, Y: y + 66 + onlineGap, W: half, H: 66}
}

func (o *onlineScreen) Update(ctx *scenes.Context) scenes.Change {
	ctx = o.fit.in(ctx, o.need(ctx.W, ctx.H))
	o.layout(ctx.W, ctx.H)
	if o.busy != nil {
		select {
		case r := <-o.busy:
			o.busy = nil
			if r.err != nil {
				o.fail(r.err.Error())
				return scenes.Stay
			}
			o.status, o.failed = "", false
			if r.started != "" {
				o.server.text = r.started
				return o.pick(r.phones)
			}
			table, err := o.sh.openOnline(r.m)
			if err != nil {
				r.m.Close()
				o.fail(err.Error())
				return scenes.Stay
			}
			o.sh.app.Play(sfxChime)
			return scenes.Push(table)
		default:
			return scenes.Stay
		}
	}
	if o.editing != nil {
		if o.editing.edit(o.sh.keys) || (ctx.In.Press && !o.editing.area.Rect.Contains(ctx.In.X, ctx.In.Y)) {
			o.stopEditing()
		}
		if ctx.In.Press {
			return scenes.Stay
		}
	}
	if o.chrome.update(ctx) {
		o.stopEditing()
		return scenes.Pop()
	}
	for _, f := range []*nameField{o.server, o.table} {
		if f.tapped(ctx.In) {
			o.stopEditing()
			o.editing = f
			f.begin()
			o.sh.cfg.Focus.set(true)
		}
	}
	switch {
	case o.join.Update(ctx.In):
		o.reach(true)
	case o.watch.Update(ctx.In):
		o.reach(false)
	case o.create.Update(ctx.In):
		return o.pick(false)
	case o.phones.Update(ctx.In):
		return o.pick(true)
	}
	return scenes.Stay
}

// pick opens the picker of the title of a table to create on the server,
// played with phones or not.
func (o *onlineScreen) pick(phones bool) scenes.Change {
	o.stopEditing()
	address := strings.TrimSpace(o.server.text)
	if address == "" {
		local, ok := o.sh.app.Online.(scenes.LocalServer)
		if !ok {
			o.fail("Type the server's address first.")
			return scenes.Stay
		}
		o.sh.app.Play(sfxPick)
		o.status, o.failed = "Starting a server on this machine …", false
		o.busy = startLocal(local, phones)
		return scenes.Stay
	}
	o.sh.app.Play(sfxPick)
	if phones {
		return scenes.Push(phonesPicker(o.sh, address))
	}
	p := newPicker(o.sh)
	p.host = hosting{address: address}
	p.heading = "Choose a game to play online"
	return scenes.Push(p)
}

// startLocal starts the server on this machine (for the phones, with
// phones) and returns where its address or its failure will come.
func startLocal(local scenes.LocalServer, phones bool) chan reached {
	done := make(chan reached, 1)
	go func() {
		r := reached{phones: phones}
		r.started, r.err = local.Local(context.Background(), phones)
		done <- r
	}()
	return done
}

// phonesPicker is the picker of the title of a table to create on the
// server at address for Table and phones.
func phonesPicker(sh *shell, address string) *picker {
	p := newPicker(sh)
	p.host = hosting{address: address, phones: true}
	p.heading = "Choose a game for the phones"
	return p
}

func (o *onlineScreen) stopEditing() {
	if o.editing != nil {
		o.editing.end()
		o.editing = nil
		o.sh.cfg.Focus.set(false)
	}
	o.sh.online.server, o.sh.online.code = strings.TrimSpace(o.server.text), strings.TrimSpace(o.table.text)
}

func (o *onlineScreen) fail(why string) {
	o.status, o.failed = why, true
	o.sh.app.Play(sfxError)
}

// reach goes to the table the typed code names: it takes the seat a
// seat's code opens, or with seat false watches the table.
func (o *onlineScreen) reach(seat bool) {
	o.stopEditing()
	linked, code, token, err := wire.ParseTable(o.table.text)
	if err != nil {
		o.fail("Type a seat's code (ABC234-KEY567) to take your seat, or a table's code to watch it.")
		return
	}
	address := strings.TrimSpace(o.server.text)
	if linked != "" {
		address = linked
	}
	if address == "" {
		o.fail("Type the address of the server that holds the table.")
		return
	}
	if seat && token == "" {
		o.fail("That is a table's code: a seat's code has two parts, ABC234-KEY567. Watch shows the table without a seat.")
		return
	}
	if !seat {
		token = ""
	}
	o.sh.app.Play(sfxPick)
	o.status, o.failed = "Reaching "+address+" …", false
	o.busy = make(chan reached, 1)
	go func() {
		var r reached
		if token != "" {
			r.m, r.err = o.sh.app.Online.Join(context.Background(), address, code, token)
		} else {
			r.m, r.err = o.sh.app.Online.Watch(context.Background(), address, code)
		}
		if r.err != nil {
			r.err = explainOnline(address, r.err)
		}
		o.busy <- r
	}()
}

// explainOnline words err, met reaching the server at address, for a
// person.
func explainOnline(address string, err error) error {
	if errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("%s did not answer. Is the address right, and the server running?", address)
	}
	msg := err.Error()
	if strings.Contains(msg, "connection refused") || strings.Contains(msg, "no such host") || strings.Contains(msg, "failed to WebSocket dial") {
		return fmt.Errorf("No Starboard server answers at %s. Is the address right, and the server running?", address)
	}
	return fmt.Errorf("%s: %s", address, capitalize(msg))
}

// openOnline returns the table of a match a server holds.
func (sh *shell) openOnline(m *match.Match) (scenes.Scene, error) {
	t, ok := sh.title(m.Title().Slug)
	if !ok || !sh.playable(t) {
		return nil, fmt.Errorf("the table plays %s, which this build does not play", m.Title().Name)
	}
	return t.entry.Table(m), nil
}

// createOnline creates a table of t for seats with opts on the server
// host names, takes the first seat a person plays (or watches, when bots
// play them all or the people play on phones), and sends what it reached
// to done.
func createOnline(online scenes.Online, host hosting, t *titleInfo, seats []match.SeatConfig, opts rules.Options, done chan<- reached) {
	address := host.address
	req := wire.Create{Title: t.slug, Options: opts}
	for _, s := range seats {
		spec := wire.SeatSpec{Name: s.Name}
		if s.Player.Bot {
			spec.Bot = s.Player.Level.String()
		}
		req.Seats = append(req.Seats, spec)
	}
	var r reached
	defer func() {
		if r.err != nil {
			r.err = explainOnline(address, r.err)
		}
		done <- r
	}()
	ctx, cancel := context.WithTimeout(context.Background(), onlineTimeout)
	defer cancel()
	made, err := online.Create(ctx, address, req)
	if err != nil {
		r.err = err
		return
	}
	r.made = &made
	if len(made.Invites) == 0 || host.phones {
		r.m, r.err = online.Watch(context.Background(), address, made.Code)
		return
	}
	r.m, r.err = online.Join(context.Background(), address, made.Code, made.Invites[0].Token)
}

func (o *onlineScreen) Draw(c *scenes.Canvas) {
	o.fit.begin(c, o.sh, o.need(c.W, c.H))
	defer o.fit.end(c)
	o.chrome.draw(c)
	o.layout(c.W, c.H)
	x := o.server.area.Rect.X
	label := "Server"
	if _, local := o.sh.app.Online.(scenes.LocalServer); local {
		label = "Server (leave it empty to start one on this machine)"
	}
	c.Bold(label, x, o.labels[0], 24, scenes.ColText, scenes.Left)
	o.server.draw(c, c.App.Tick())
	c.Bold("Seat or table code", x, o.labels[1], 24, scenes.ColText, scenes.Left)
	o.table.draw(c, c.App.Tick())
	hint := o.table.area.Rect
	c.Text("A seat's code (ABC234-KEY567) takes your seat; a table's code alone lets you watch.", x, hint.Y+hint.H+8, 18, dimColor(c), scenes.Left)
	// The likely next step stands out: with a code typed, taking the
	// seat; without, creating a table.
	coded := strings.TrimSpace(o.table.text) != ""
	o.join.Primary, o.create.Primary = coded, !coded
	for _, b := range []*scenes.Button{o.join, o.watch, o.create, o.phones} {
		b.Enabled = o.busy == nil
		b.Draw(c)
	}
	if o.status != "" {
		col := dimColor(c)
		if o.failed {
			col = scenes.ColBad
		}
		r := o.create.Rect
		c.Paragraph(o.status, r.X, r.Y+r.H+20, 20, o.phones.Rect.X+o.phones.Rect.W-r.X, col)
	}
}

// Targets lists Back, the fields ("server", "code") and the buttons.
func (o *onlineScreen) Targets(dst []scenes.Target) []scenes.Target {
	from := len(dst)
	dst = o.chrome.targets(dst)
	dst = append(dst, scenes.Target{Name: "server", Rect: o.server.area.Rect}, scenes.Target{Name: "code", Rect: o.table.area.Rect})
	for _, b := range []*scenes.Button{o.join, o.watch, o.create, o.phones} {
		dst = button(dst, b)
	}
	return o.fit.out(dst, from)
}

// need is the room the screen takes.
func (o *onlineScreen) need(w, h float64) [2]float64 {
	return [2]float64{824, 112 + 2*(onlineLabelH+onlineFieldH+onlineGap) + 30 + 2*66 + onlineGap + 160}
}

// invitesScreen shows the seats' codes and links of a table just created
// online, until the person who made it opens the table.
type invitesScreen struct {
	chrome
	m       *match.Match
	address string
	made    wire.Created
	names   []string
	open    *scenes.Button
	left    bool // the table was opened: the match is the table's now
	// noBrowser is set once the server is found to send no browser game:
	// its links then open nothing on a phone.
	noBrowser atomic.Bool
}

func newInvites(sh *shell, address string, m *match.Match, made wire.Created) *invitesScreen {
	s := &invitesScreen{chrome: newChrome(sh, "Invite the players"), m: m, address: address, made: made}
	seats := m.Seats()
	for _, inv := range made.Invites {
		s.names = append(s.names, seats[inv.Seat].Name)
	}
	s.open = scenes.NewButton("Open the table", scenes.Rect{})
	s.open.Primary = true
	if online := sh.app.Online; online != nil && runtime.GOOS != "js" {
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			if ok, err := online.ServesBrowser(ctx, address); err == nil && !ok {
				s.noBrowser.Store(true)
			}
		}()
	}
	return s
}

// noBrowserLine replaces the links of a server that sends no browser game.
const noBrowserLine = "This server has no browser game: the link opens nothing. Type the code in Play online."

const inviteRowH = 92.0

func (s *invitesScreen) layout(w, h float64) {
	s.chrome.layout(w, h)
	x, width := column(w, 1000, 32)
	y := top(h, s.need(w, h)[1]-112) + 60 + float64(len(s.made.Invites))*inviteRowH + 24
	s.open.Rect = scenes.Rect{X: x + width - 320, Y: y, W: 320, H: 66}
}

func (s *invitesScreen) Update(ctx *scenes.Context) scenes.Change {
	ctx = s.fit.in(ctx, s.need(ctx.W, ctx.H))
	s.layout(ctx.W, ctx.H)
	if s.chrome.update(ctx) {
		s.m.Close() // leaving before the table opens gives the seat up here
		return scenes.Pop()
	}
	if s.open.Update(ctx.In) {
		s.m.Invite(s.codes())
		table, err := s.sh.openOnline(s.m)
		if err != nil {
			return scenes.Stay
		}
		s.sh.app.Play(sfxChime)
		return scenes.Replace(table)
	}
	return scenes.Stay
}

func (s *invitesScreen) Draw(c *scenes.Canvas) {
	s.fit.begin(c, s.sh, s.need(c.W, c.H))
	defer s.fit.end(c)
	s.chrome.draw(c)
	s.layout(c.W, c.H)
	x, width := column(c.W, 1000, 32)
	y := top(c.H, s.need(c.W, c.H)[1]-112)
	state := "Everyone is here: the game has begun."
	if s.m.Waiting() {
		state = "The game begins when every seat is taken."
	}
	c.Bold("Table "+s.made.Code, x, y, 28, scenes.ColAccent, scenes.Left)
	c.Text(state, x+width, y+6, 20, dimColor(c), scenes.Right)
	y += 60
	for i, inv := range s.made.Invites {
		r := scenes.Rect{X: x, Y: y, W: width, H: inviteRowH - 12}
		c.RoundRect(r, 14, scenes.ColPanel)
		c.RoundRectStroke(r, 14, 1.5, scenes.ColBorder)
		who := s.names[i]
		if i == 0 {
			who += " (you, at this screen)"
		}
		c.Bold(who, r.X+20, r.Y+12, 24, scenes.ColText, scenes.Left)
		c.Bold(wire.SeatCode(s.made.Code, inv.Key), r.X+r.W-20, r.Y+10, 30, scenes.ColText, scenes.Right)
		if s.noBrowser.Load() {
			c.Text(noBrowserLine, r.X+20, r.Y+48, 17, scenes.ColBad, scenes.Left)
		} else {
			c.Text(wire.InviteLink(s.address, s.made.Code, inv.Token), r.X+20, r.Y+48, 17, dimColor(c), scenes.Left)
		}
		y += inviteRowH
	}
	how := "Each player types their seat's code in Play online, or opens the link. Anyone may watch with the table's code."
	if s.noBrowser.Load() {
		how = "Each player types their seat's code in Play online. Anyone may watch with the table's code."
	}
	c.Paragraph(how, x, s.open.Rect.Y+8, 19, width-360, dimColor(c))
	s.open.Draw(c)
}

// codes returns the seats' codes by seat, "" where none was given.
func (s *invitesScreen) codes() []string {
	codes := make([]string, len(s.m.Seats()))
	for _, inv := range s.made.Invites {
		if inv.Seat >= 0 && inv.Seat < len(codes) {
			codes[inv.Seat] = wire.SeatCode(s.made.Code, inv.Key)
		}
	}
	return codes
}

// Targets lists Back and Open the table.
func (s *invitesScreen) Targets(dst []scenes.Target) []scenes.Target {
	from := len(dst)
	dst = s.chrome.targets(dst)
	return s.fit.out(button(dst, s.open), from)
}

func (s *invitesScreen) need(w, h float64) [2]float64 {
	return [2]float64{1064, 112 + 60 + float64(len(s.made.Invites))*inviteRowH + 24 + 66 + 48}
}
