package menu

import (
	"context"
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/ai"
	"starboard/match"
	"starboard/scenes"
	"starboard/wire"
)

// standby is a table a kiosk that can start a server holds ready while
// the demo of its title plays: one person's seat and bots. The demo shows
// the seat's QR code ("scan to play"); the phone that opens it takes the
// seat, the game begins, and the kiosk shows that table as the big screen
// of Table and phones (issue 30). A standby waits until it is taken, for
// as many turns of the attract loop as it takes: a title has at most one.
type standby struct {
	done    chan standbyMade // the goroutine that makes it sends once
	made    standbyMade
	arrived bool
	code    *ebiten.Image // the QR code, at its drawn size
}

// standbyMade is what making a standby reached.
type standbyMade struct {
	address string
	created wire.Created
	m       *match.Match // watching the table: the big screen's
	err     error
}

// standbyPlayer is the name of the standby's person.
const standbyPlayer = "Player"

// standbyFor returns the standby of the title t, starting to make one when
// it has none, or nil when this app cannot start a server for phones.
func (sh *shell) standbyFor(t *titleInfo) *standby {
	if !kioskPhones(sh.app) {
		return nil
	}
	if s := sh.standbys[t.slug]; s != nil {
		return s
	}
	if sh.standbys == nil {
		sh.standbys = map[string]*standby{}
	}
	s := &standby{done: make(chan standbyMade, 1)}
	sh.standbys[t.slug] = s
	n := max(t.rules.MinSeats, min(3, t.rules.MaxSeats))
	req := wire.Create{Title: t.slug, Seats: []wire.SeatSpec{{Name: standbyPlayer}}}
	for i := 1; i < n; i++ {
		req.Seats = append(req.Seats, wire.SeatSpec{Name: attractNames[i%len(attractNames)], Bot: ai.Easy.String()})
	}
	local, online := sh.app.Online.(scenes.LocalServer), sh.app.Online
	go func() {
		var r standbyMade
		defer func() { s.done <- r }()
		ctx, cancel := context.WithTimeout(context.Background(), onlineTimeout)
		defer cancel()
		if r.address, r.err = local.Local(ctx, true); r.err != nil {
			return
		}
		if r.created, r.err = online.Create(ctx, r.address, req); r.err != nil {
			return
		}
		r.m, r.err = online.Watch(context.Background(), r.address, r.created.Code)
	}()
	return s
}

// ready reports whether the standby's table is made and watched; a
// standby that failed is dropped, so that the next demo tries again.
func (s *standby) ready(sh *shell, slug string) bool {
	if !s.arrived {
		select {
		case s.made = <-s.done:
			s.arrived = true
		default:
			return false
		}
	}
	if s.made.err != nil {
		delete(sh.standbys, slug)
		return false
	}
	return true
}

// taken reports whether a phone has taken the standby's seat.
func (s *standby) taken() bool {
	return len(s.made.created.Invites) > 0 && s.made.m.SeatTaken(s.made.created.Invites[0].Seat)
}

// link is the seat's invitation link, which its QR code holds.
func (s *standby) link() string {
	inv := s.made.created.Invites[0]
	return wire.InviteLink(s.made.address, s.made.created.Code, inv.Token)
}

// qr returns the seat's QR code drawn px device pixels wide.
func (s *standby) qr(px int) *ebiten.Image {
	if s.code != nil && s.code.Bounds().Dx() == px {
		return s.code
	}
	img := qrImage(s.link(), px)
	if img == nil {
		return nil
	}
	if s.code != nil {
		s.code.Deallocate()
	}
	s.code = ebiten.NewImageFromImage(img)
	return s.code
}

// drawScanCard draws, in r, the standby's QR code under "Scan to play"
// and over what the phone gets: the game, against bots.
func (s *standby) drawScanCard(c *scenes.Canvas, r scenes.Rect, accent color.RGBA, bots int) {
	c.RoundRect(r, 14, rgba(0x0b0e18, 0xff))
	c.RoundRectStroke(r, 14, 2, accent)
	head := c.AtLeast(22)
	c.Bold("Scan to play", r.X+r.W/2, r.Y+10, head, scenes.ColText, scenes.Center)
	small := c.AtLeast(15)
	side := min(r.W-24, r.H-head*1.2-small*2.6-28)
	q := scenes.Rect{X: r.X + (r.W-side)/2, Y: r.Y + 16 + head*1.2, W: side, H: side}
	if img := s.qr(c.Px(side)); img != nil && side > 0 {
		c.ImageIn(img, q, 1)
	}
	line := "Your hand on your phone, against 1 bot"
	if bots != 1 {
		line = "Your hand on your phone, against " + strconv.Itoa(bots) + " bots"
	}
	c.Paragraph(line, r.X+12, q.Y+q.H+8, small, r.W-24, dimColor(c))
}

// release closes the standby's watching match and lets its QR code go.
func (s *standby) release() {
	if s.arrived && s.made.m != nil {
		s.made.m.Close()
	}
	if s.code != nil {
		s.code.Deallocate()
		s.code = nil
	}
}
