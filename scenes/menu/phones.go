package menu

import (
	"context"
	"image"
	"image/color"
	"net/netip"
	"net/url"

	"github.com/hajimehoshi/ebiten/v2"
	qr "github.com/piglig/go-qr"

	"starboard/ai"
	"starboard/match"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/wire"
)

// phonesScreen is the big screen of a table whose people play on their
// phones (issue 30): the table as anyone may see it, through a watcher's
// match, so no secret is ever on it; until every seat is taken, a panel
// over it gives each person's seat a QR code of its link and its code.
type phonesScreen struct {
	sh      *shell
	table   scenes.Scene
	m       *match.Match
	address string
	made    wire.Created
	names   []string
	codes   []*ebiten.Image // each invitation's QR code, made at its drawn size
	cards   []scenes.Rect   // where each seat's card is, as last laid out
	qrs     []scenes.Rect   // where each QR code is in its card
	hide    *scenes.Button
	hidden  bool           // the panel was put away
	again   *scenes.Button // brings the panel back once play has begun
	shown   bool           // the panel was brought back
	fill    *scenes.Button // bots take the seats no phone has taken
	filling chan error     // the fill under way, nil when none
	failed  string         // why the last fill failed
	ended   chan error     // the end of the table, once a kiosk let it go; nil before
}

func newPhones(sh *shell, address string, table scenes.Scene, m *match.Match, made wire.Created) *phonesScreen {
	p := &phonesScreen{sh: sh, table: table, m: m, address: address, made: made}
	seats := m.Seats()
	tokens := make([]string, len(seats))
	for _, inv := range made.Invites {
		p.names = append(p.names, seats[inv.Seat].Name)
		if inv.Seat >= 0 && inv.Seat < len(tokens) {
			tokens[inv.Seat] = inv.Token
		}
	}
	m.Entrust(tokens) // the big screen makes the public moves of the seat to play
	p.codes = make([]*ebiten.Image, len(made.Invites))
	p.hide = scenes.NewButton("Show the table", scenes.Rect{})
	p.again = scenes.NewButton("Seat codes", scenes.Rect{})
	p.fill = scenes.NewButton("Bots take the empty seats", scenes.Rect{})
	return p
}

// showing reports whether the codes' panel is up: until the game begins,
// unless put away, and when brought back (a phone that died, a new phone
// taking a seat over).
func (p *phonesScreen) showing() bool { return !p.hidden && (p.m.Waiting() || p.shown) }

// spare returns where the button that brings the panel back goes: the
// table lends a spot, as it only looks on.
func (p *phonesScreen) spare() (scenes.Rect, bool) {
	if s, ok := p.table.(scenes.Spared); ok {
		return s.Spare()
	}
	return scenes.Rect{}, false
}

func (p *phonesScreen) Enter(ctx *scenes.Context) {
	if e, ok := p.table.(scenes.Entered); ok {
		e.Enter(ctx)
	}
}

func (p *phonesScreen) layout(w, h float64) {
	n := float64(max(1, len(p.made.Invites)))
	x, width := column(w, 1200, 24)
	gap := 16.0
	cardW := (width - (n-1)*gap) / n
	side := min(cardW-24, h-300, 300)
	cardH := side + 110
	y := (h - cardH - 130) / 2
	p.cards, p.qrs = p.cards[:0], p.qrs[:0]
	for i := range p.made.Invites {
		r := scenes.Rect{X: x + float64(i)*(cardW+gap), Y: y + 50, W: cardW, H: cardH}
		p.cards = append(p.cards, r)
		p.qrs = append(p.qrs, scenes.Rect{X: r.X + (r.W-side)/2, Y: r.Y + 48, W: side, H: side})
	}
	p.hide.Rect = scenes.Rect{X: w/2 - 150, Y: y + 50 + cardH + 20, W: 300, H: 60}
	if p.fillable() {
		p.hide.Rect.X = w/2 - 8 - 300
		p.fill.Rect = scenes.Rect{X: w/2 + 8, Y: p.hide.Rect.Y, W: 380, H: 60}
	}
}

// fillable reports whether bots may take the empty seats: play has not
// begun, and a phone has taken a seat (a game of bots alone is the
// attract loop's).
func (p *phonesScreen) fillable() bool {
	if !p.m.Waiting() {
		return false
	}
	for _, inv := range p.made.Invites {
		if p.m.SeatTaken(inv.Seat) {
			return true
		}
	}
	return false
}

// fillEmpty gives every seat no phone has taken to an easy bot.
func (p *phonesScreen) fillEmpty() {
	var tokens []string
	for _, inv := range p.made.Invites {
		if !p.m.SeatTaken(inv.Seat) {
			tokens = append(tokens, inv.Token)
		}
	}
	done := make(chan error, 1)
	p.filling, p.failed = done, ""
	online, address, code := p.sh.app.Online, p.address, p.made.Code
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), onlineTimeout)
		defer cancel()
		done <- online.Fill(ctx, address, code, ai.Easy.String(), tokens...)
	}()
}

// end ends the table on its server, once: the phones at it are told and
// their seats freed. A kiosk does so when the table has stood idle and
// goes back to its attract loop.
func (p *phonesScreen) end() {
	if p.ended != nil {
		return
	}
	var tokens []string
	for _, inv := range p.made.Invites {
		tokens = append(tokens, inv.Token)
	}
	done := make(chan error, 1)
	p.ended = done
	online, address, code := p.sh.app.Online, p.address, p.made.Code
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), onlineTimeout)
		defer cancel()
		done <- online.End(ctx, address, code, tokens...)
	}()
}

func (p *phonesScreen) Update(ctx *scenes.Context) scenes.Change {
	if p.sh.app.KioskIdle(scenes.KioskLeaveIdle) {
		p.end() // the table below leaves for the attract loop this tick
	}
	if !p.showing() {
		if r, ok := p.spare(); ok && !p.m.Waiting() {
			p.again.Rect = r
			if p.again.Update(ctx.In) {
				p.hidden, p.shown = false, true
				p.sh.app.Play(sfxPick)
				return scenes.Stay
			}
		}
		return p.table.Update(ctx)
	}
	p.layout(ctx.W, ctx.H)
	if p.filling != nil {
		select {
		case err := <-p.filling:
			p.filling = nil
			if err != nil {
				p.failed = "The bots could not take the seats: " + err.Error()
			}
		default:
		}
	}
	if p.fillable() && p.filling == nil && p.fill.Update(ctx.In) {
		p.sh.app.Play(sfxPick)
		p.fillEmpty()
		return scenes.Stay
	}
	if p.hide.Update(ctx.In) || ctx.In.Has(input.Back) {
		p.hidden, p.shown = true, false
		p.sh.app.Play(sfxPick)
		return scenes.Stay
	}
	// The table goes on underneath, without the input the panel took.
	quiet := *ctx
	quiet.In = input.Frame{}
	return p.table.Update(&quiet)
}

func (p *phonesScreen) Draw(c *scenes.Canvas) {
	p.table.Draw(c)
	if !p.showing() {
		if r, ok := p.spare(); ok && !p.m.Waiting() {
			p.again.Rect = r
			p.again.Draw(c)
		}
		return
	}
	p.layout(c.W, c.H)
	c.Rect(scenes.Rect{W: c.W, H: c.H}, rgba(0x070a12, 0xd8))
	top := p.cards[0].Y - 50
	heading := "Scan to take your seat"
	if !p.m.Waiting() {
		heading = "Scan to take your seat on another phone"
	}
	c.Bold(heading, c.W/2, top, 30, scenes.ColText, scenes.Center)
	for i, inv := range p.made.Invites {
		r := p.cards[i]
		held := p.m.SeatTaken(inv.Seat)
		c.RoundRect(r, 16, scenes.ColPanel)
		border := scenes.ColBorder
		if held {
			border = scenes.ColGood
		}
		c.RoundRectStroke(r, 16, 2, border)
		if held {
			c.Bold(p.names[i]+" — taken", r.X+r.W/2, r.Y+12, 24, scenes.ColGood, scenes.Center)
		} else {
			c.Bold(p.names[i], r.X+r.W/2, r.Y+12, 24, scenes.ColText, scenes.Center)
		}
		q := p.qrs[i]
		if img := p.code(i, c.Px(q.W)); img != nil {
			alpha := 1.0
			if held && p.m.Waiting() {
				alpha = 0.25 // taken: the code still works, for another phone
			}
			c.ImageIn(img, q, alpha)
		}
		c.Bold(wire.SeatCode(p.made.Code, inv.Key), r.X+r.W/2, q.Y+q.H+16, 22, scenes.ColAccent, scenes.Center)
	}
	if p.fillable() {
		p.fill.Enabled = p.filling == nil
		p.fill.Draw(c)
	}
	y := p.hide.Rect.Y + p.hide.Rect.H + 12
	if p.failed != "" {
		c.Text(p.failed, c.W/2, y+52, 18, scenes.ColBad, scenes.Center)
	}
	c.Text("Or open "+p.address+" on the phone, choose Play online and type the seat's code.", c.W/2, y, 18, dimColor(c), scenes.Center)
	last := "The game begins when every seat is taken. This screen shows only what everyone may see."
	if !p.m.Waiting() {
		last = "A phone that opens a seat's code takes the seat over from the phone that held it."
	}
	c.Text(last, c.W/2, y+26, 18, dimColor(c), scenes.Center)
	if loopback(p.address) {
		c.Text(p.unreachable(), c.W/2, top-34, 18, scenes.ColBad, scenes.Center)
	}
	p.hide.Draw(c)
}

// unreachable says why phones cannot reach a loopback address, and what
// to do about it.
func (p *phonesScreen) unreachable() string {
	if local, ok := p.sh.app.Online.(scenes.LocalServer); ok && local.Here() == p.address {
		return "Phones cannot reach this machine: it found no network. Join it to the phones' Wi-Fi, then start Table and phones again."
	}
	return "Phones cannot reach " + p.address + ": in Play online, type the server's network address instead."
}

// code returns the QR code of invitation i drawn px device pixels wide.
func (p *phonesScreen) code(i, px int) *ebiten.Image {
	if img := p.codes[i]; img != nil && img.Bounds().Dx() == px {
		return img
	}
	inv := p.made.Invites[i]
	img := qrImage(wire.InviteLink(p.address, p.made.Code, inv.Token), px)
	if img == nil {
		return nil
	}
	if old := p.codes[i]; old != nil {
		old.Deallocate()
	}
	p.codes[i] = ebiten.NewImageFromImage(img)
	return p.codes[i]
}

// loopback reports whether address names this machine only (localhost,
// 127.0.0.1, ::1), which no phone reaches.
func loopback(address string) bool {
	u, err := url.Parse(address)
	if err != nil {
		return false
	}
	host := u.Hostname()
	ip, err := netip.ParseAddr(host)
	return host == "localhost" || err == nil && ip.IsLoopback()
}

// qrQuiet is the white margin a QR code needs around it, in modules.
const qrQuiet = 4

// qrImage draws text's QR code with its white margin px pixels wide, dark
// on white; nil when text cannot be encoded.
func qrImage(text string, px int) *image.RGBA {
	code, err := qr.EncodeText(text, qr.Medium)
	if err != nil || px <= 0 {
		return nil
	}
	n := code.Size() + 2*qrQuiet
	img := image.NewRGBA(image.Rect(0, 0, px, px))
	white, dark := color.RGBA{255, 255, 255, 255}, color.RGBA{12, 14, 22, 255}
	for y := range px {
		for x := range px {
			col := white
			if code.Module(x*n/px-qrQuiet, y*n/px-qrQuiet) { // false outside the code
				col = dark
			}
			img.SetRGBA(x, y, col)
		}
	}
	return img
}

// Targets lists Show the table while the panel is up, else the table's.
func (p *phonesScreen) Targets(dst []scenes.Target) []scenes.Target {
	if p.showing() {
		dst = button(dst, p.hide)
		if p.fillable() {
			dst = button(dst, p.fill)
		}
		return dst
	}
	if _, ok := p.spare(); ok && !p.m.Waiting() {
		dst = button(dst, p.again)
	}
	if t, ok := p.table.(scenes.Targeter); ok {
		return t.Targets(dst)
	}
	return dst
}

// Dispose lets go of the QR codes and the table's art.
func (p *phonesScreen) Dispose() {
	for _, img := range p.codes {
		if img != nil {
			img.Deallocate()
		}
	}
	if d, ok := p.table.(scenes.Disposer); ok {
		d.Dispose()
	}
}
