package menu

import (
	"context"
	"errors"
	"image"
	"strings"
	"testing"
	"time"

	qr "github.com/piglig/go-qr"

	"starboard/match"
	"starboard/remote"
	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/server"
	"starboard/server/servertest"
	"starboard/wire"
)

// onlineHarness opens the menus with Play online reaching the server at
// url, and taps Play online.
func onlineHarness(t *testing.T, url string) *harness {
	h := newHarness(t, false)
	h.app.Server, h.app.Online = url, remote.Tables{}
	h.open("title", 1280, 720)
	h.tap(h.root.Top().(*titleScreen).online.Rect)
	return h
}

// waitFor steps the menus until done holds, a tick at a time with a short
// sleep between (the server answers on its own goroutines), for at most
// ticks ticks.
func (h *harness) waitFor(what string, ticks int, done func() bool) {
	h.t.Helper()
	for range ticks {
		if done() {
			h.step(scenes.FadeTicks + 2) // a screen just opened ignores taps while it fades in
			return
		}
		h.step(1)
		time.Sleep(5 * time.Millisecond)
	}
	h.t.Fatalf("%s: not after %d ticks (the top is %s)", what, ticks, h.top())
}

// TestPlayOnlineCreatesAndJoins: from the title, Play online creates a
// table of Gods on a server (the picker, the seats and the options as for
// a game here, Start creating it) and shows each person's seat code; the
// creator opens the table on the first seat. At another screen a person
// types the second seat's code and takes that seat; a table's code alone
// is refused for a seat and offered to watch. The server sends no browser
// game, and the invitations say that their links open nothing.
func TestPlayOnlineCreatesAndJoins(t *testing.T) {
	srv := servertest.Start(t, server.Options{})
	h := onlineHarness(t, srv.URL)
	o, ok := h.root.Top().(*onlineScreen)
	if !ok {
		t.Fatalf("Play online opened %s", h.top())
	}
	h.shot("online")
	h.tap(o.create.Rect)
	h.tap(h.root.Top().(*picker).rows[0].area.Rect)
	s := h.root.Top().(*setup)
	h.tap(s.counts.buttons[1].Rect)      // 3 seats
	h.tap(s.rows[1].who.buttons[0].Rect) // seat 2 is a person
	h.tap(s.next.Rect)
	opts := h.root.Top().(*options)
	if opts.start.Label != "Create the table" {
		t.Errorf("the options' Start reads %q for an online table", opts.start.Label)
	}
	h.tap(opts.start.Rect)
	h.waitFor("the invitations", 4000, func() bool { _, ok := h.root.Top().(*invitesScreen); return ok })
	inv := h.root.Top().(*invitesScreen)
	h.shot("invites")
	if len(inv.made.Invites) != 2 {
		t.Fatalf("%d invitations for two people", len(inv.made.Invites))
	}
	// This server sends no browser game: the links would open nothing.
	h.waitFor("the invitations to say the links open nothing", 4000, func() bool { return inv.noBrowser.Load() })
	h.shot("invites-no-browser")
	if again := newOnline(inv.sh); again.server.text != srv.URL || again.table.text != wire.SeatCode(inv.made.Code, inv.made.Invites[0].Key) {
		t.Errorf("Play online opened again offers %q and %q, not the way back to the creator's seat", again.server.text, again.table.text)
	}
	h.tap(inv.open.Rect)
	first, ok := h.root.Top().(*stubTable)
	if !ok {
		t.Fatalf("Open the table opened %s", h.top())
	}
	if seat, ok := first.m.Remote(); !ok || seat != 0 {
		t.Errorf("the creator plays seat %d (remote %v), want 0", seat, ok)
	}
	invited := inv.made.Invites[1]
	if got := first.m.SeatCode(rules.Seat(invited.Seat)); got != wire.SeatCode(inv.made.Code, invited.Key) {
		t.Errorf("the table opened knows seat %d's code as %q, want the one the invitations showed", invited.Seat, got)
	}

	other := onlineHarness(t, srv.URL)
	o2 := other.root.Top().(*onlineScreen)
	other.tap(o2.table.area.Rect)
	other.keys.chars = []rune(inv.made.Code)
	other.keys.finished = true
	other.step(2)
	other.tap(o2.join.Rect)
	if !o2.failed || !strings.Contains(o2.status, "table's code") {
		t.Errorf("a table's code alone to take a seat: status %q (failed %v)", o2.status, o2.failed)
	}
	other.shot("online-refused")
	other.tap(o2.table.area.Rect)
	other.keys.chars = []rune(strings.ToLower(inv.made.Code + " " + inv.made.Invites[1].Key))
	other.keys.finished = true
	other.step(2)
	other.tap(o2.join.Rect)
	other.waitFor("the second seat's table", 4000, func() bool { _, ok := other.root.Top().(*stubTable); return ok })
	second := other.root.Top().(*stubTable)
	if seat, ok := second.m.Remote(); !ok || int(seat) != inv.made.Invites[1].Seat {
		t.Errorf("the seat code took seat %d (remote %v), want %d", seat, ok, inv.made.Invites[1].Seat)
	}
	h.waitFor("the game to begin once both seats are taken", 4000, func() bool { return !first.m.Waiting() })
	if s, _ := second.m.Link(); s != match.LinkUp {
		t.Errorf("the second seat's link reads %v", s)
	}
}

// TestTableAndPhones: Play online's Table and phones creates a table
// whose people all play on their phones: this screen watches it (no seat,
// so no secret), and until every seat is taken shows each person's QR
// code, which a reader decodes from the drawn frame to that seat's link,
// and seat code. Once both phones have taken their seats the panel goes
// and the table shows.
func TestTableAndPhones(t *testing.T) {
	h, p, srv := openPhones(t)
	if seat, ok := p.m.Remote(); !ok || seat != rules.NoSeat {
		t.Fatalf("the big screen holds seat %d (remote %v), want none", seat, ok)
	}
	if len(p.made.Invites) != 2 || !p.showing() {
		t.Fatalf("%d invitations, panel showing %v", len(p.made.Invites), p.showing())
	}
	h.draw(1)
	h.shot("phones")
	var frame *image.RGBA
	scenetest.Do(func() { frame = h.screen.Frame() })
	for i, inv := range p.made.Invites {
		q := p.qrs[i]
		// The quiet margin is inside the drawn square; a reader gets the
		// square and a little of the card around it.
		crop := frame.SubImage(image.Rect(int(q.X)-6, int(q.Y)-6, int(q.X+q.W)+6, int(q.Y+q.H)+6))
		got, err := qr.Decode(crop)
		if want := wire.InviteLink(srv.URL, p.made.Code, inv.Token); err != nil || got != want {
			t.Errorf("seat %d's QR code reads %q (%v), want %q", inv.Seat, got, err, want)
		}
	}
	for i, inv := range p.made.Invites {
		m, err := remote.Join(context.Background(), srv.URL, p.made.Code, inv.Token, remote.DefaultBackoff)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(m.Close)
		if i == 0 {
			h.waitFor("the panel to mark the first seat taken", 4000, func() bool { return p.m.Taken()[inv.Seat] && p.showing() })
			h.draw(1)
			h.shot("phones-one-taken")
		}
	}
	h.waitFor("the panel to go once every seat is taken", 4000, func() bool { return !p.showing() })
	if _, ok := p.table.(*stubTable); !ok {
		t.Errorf("the big screen shows %T, want the title's table", p.table)
	}
	// Once play has begun the codes come back on demand, for a phone that
	// died or a new phone taking a seat over, and go again.
	h.step(2)
	h.tap(p.again.Rect)
	if !p.showing() {
		t.Fatal("Seat codes did not bring the panel back")
	}
	h.draw(1)
	h.shot("phones-again")
	h.tap(p.hide.Rect)
	if p.showing() {
		t.Fatal("Show the table did not put the panel away")
	}
	// The big screen makes the public moves of a person's seat on its
	// turn, through the server.
	var seat rules.Seat
	var moves []rules.Move
	h.waitFor("a person's turn with public moves", 4000, func() bool {
		seat = p.m.ToMove()
		moves = p.m.PublicMoves(seat)
		return len(moves) > 0
	})
	before := p.m.Revision()
	if err := p.m.Submit(seat, moves[0]); err != nil {
		t.Fatalf("the big screen making %s for seat %d: %v", p.m.MoveText(moves[0]), seat, err)
	}
	h.waitFor("the server to take the big screen's move", 4000, func() bool { return p.m.Revision() > before })
	if err := p.m.Err(); err != nil {
		t.Errorf("the big screen's move: %v", err)
	}
}

// openPhones creates, through the menus' Table and phones, a table of the
// first title for three seats (two people and a bot) on a server the test
// starts, and returns its big screen.
func openPhones(t *testing.T) (*harness, *phonesScreen, *servertest.Server) {
	srv := servertest.Start(t, server.Options{})
	h := onlineHarness(t, srv.URL)
	h.tap(h.root.Top().(*onlineScreen).phones.Rect)
	h.tap(h.root.Top().(*picker).rows[0].area.Rect)
	s := h.root.Top().(*setup)
	h.tap(s.counts.buttons[1].Rect)      // 3 seats
	h.tap(s.rows[1].who.buttons[0].Rect) // seat 2 is a person
	h.tap(s.next.Rect)
	h.tap(h.root.Top().(*options).start.Rect)
	h.waitFor("the big screen", 4000, func() bool { _, ok := h.root.Top().(*phonesScreen); return ok })
	return h, h.root.Top().(*phonesScreen), srv
}

// TestBotsTakeTheEmptySeatsOnTheBigScreen: once a phone has taken a seat,
// the big screen offers bots for the seats still empty; a tap gives them
// to bots and the game begins.
func TestBotsTakeTheEmptySeatsOnTheBigScreen(t *testing.T) {
	h, p, srv := openPhones(t)
	if p.fillable() {
		t.Fatal("bots are offered before any phone took a seat")
	}
	inv := p.made.Invites[0]
	m, err := remote.Join(context.Background(), srv.URL, p.made.Code, inv.Token, remote.DefaultBackoff)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
	h.waitFor("bots to be offered", 4000, func() bool { return p.fillable() })
	h.draw(1)
	h.shot("phones-fill")
	h.tap(p.fill.Rect)
	h.waitFor("the game to begin", 4000, func() bool { return !p.m.Waiting() })
	if p.failed != "" {
		t.Errorf("the fill says %q", p.failed)
	}
}

// localServer stands in for the desktop's server started on this machine:
// it answers with the address of a server the test started.
type localServer struct {
	remote.Tables
	url    string
	phones []bool // what each call asked
}

func (l *localServer) Local(_ context.Context, phones bool) (string, error) {
	l.phones = append(l.phones, phones)
	return l.url, nil
}

func (l *localServer) Here() string {
	if len(l.phones) == 0 {
		return ""
	}
	return l.url
}

// localHarness opens the title (of a kiosk, with kiosk) of a game that
// can start a server on this machine: a server the test started stands in
// for it.
func localHarness(t *testing.T, kiosk bool) (*harness, *localServer, *servertest.Server) {
	srv := servertest.Start(t, server.Options{})
	h := newHarness(t, kiosk)
	local := &localServer{url: srv.URL}
	h.app.Online = local
	h.open("title", 1280, 720)
	return h, local, srv
}

// TestTableAndPhonesStartsAServerHere: where the game can start a server
// itself (the desktop, the kiosk), Play online leaves the server empty and
// says so; Table and phones then starts that server, asking it for pages
// for the phones, and goes on to the picker with its address, which the
// big screen shows the phones.
func TestTableAndPhonesStartsAServerHere(t *testing.T) {
	h, local, srv := localHarness(t, false)
	h.tap(h.root.Top().(*titleScreen).online.Rect)
	o := h.root.Top().(*onlineScreen)
	if o.server.text != "" {
		t.Fatalf("the server field offers %q, want empty (this machine)", o.server.text)
	}
	h.tap(o.phones.Rect)
	h.waitFor("the picker", 400, func() bool { _, ok := h.root.Top().(*picker); return ok })
	if len(local.phones) != 1 || !local.phones[0] {
		t.Fatalf("the local server was asked %v, want once, for phones", local.phones)
	}
	if o.server.text != srv.URL {
		t.Errorf("after starting it the server field reads %q, want %q", o.server.text, srv.URL)
	}
	h.tap(h.root.Top().(*picker).rows[0].area.Rect)
	h.tap(h.root.Top().(*setup).next.Rect)
	h.tap(h.root.Top().(*options).start.Rect)
	h.waitFor("the big screen", 4000, func() bool { _, ok := h.root.Top().(*phonesScreen); return ok })
	if p := h.root.Top().(*phonesScreen); p.address != srv.URL {
		t.Errorf("the big screen tells the phones %q, want %q", p.address, srv.URL)
	}
}

// TestTheKioskOffersTableAndPhones: a kiosk that can start a server shows
// Table and phones on its title (and never Play online, with its typed
// addresses); a tap starts the server, asking it for the phones' pages,
// and opens the picker of a game for the phones on it.
func TestTheKioskOffersTableAndPhones(t *testing.T) {
	h, local, srv := localHarness(t, true)
	ti := h.root.Top().(*titleScreen)
	if _, ok := scenes.FindTarget(ti, "table-and-phones"); !ok {
		t.Fatalf("the kiosk's title has no Table and phones: %v", ti.Targets(nil))
	}
	if _, ok := scenes.FindTarget(ti, "play-online"); ok {
		t.Error("the kiosk's title offers Play online")
	}
	h.tap(ti.phones.Rect)
	h.waitFor("the picker", 400, func() bool { _, ok := h.root.Top().(*picker); return ok })
	p := h.root.Top().(*picker)
	if !p.host.phones || p.host.address != srv.URL || len(local.phones) != 1 || !local.phones[0] {
		t.Errorf("the picker creates on %+v; the server was asked %v", p.host, local.phones)
	}
}

// TestTheKioskDemoOffersScanToPlay: a kiosk that can start a server keeps
// a table of the demo's title ready (one person and bots) and shows its
// seat's QR code over the demo, on the log, covering no board. The phone
// that opens it takes the seat: the game begins at once and the kiosk
// shows it as the big screen of Table and phones.
func TestTheKioskDemoOffersScanToPlay(t *testing.T) {
	h, _, srv := localHarness(t, true)
	h.openDemo("gods", 1280, 720)
	a := h.root.Top().(*attract)
	if a.stand == nil {
		t.Fatal("the demo keeps no table ready for a phone")
	}
	h.waitFor("the standby table", 4000, func() bool { return a.stand.ready(a.sh, "gods") })
	s := a.stand
	if s.made.address != srv.URL || len(s.made.created.Invites) != 1 {
		t.Fatalf("the standby is at %q with %d invitations, want %q and 1", s.made.address, len(s.made.created.Invites), srv.URL)
	}
	h.draw(1)
	h.shot("demo-scan-to-play")
	w, hh, _ := h.root.Size()
	_, _, scan := demoPlaces(a.table, w, hh)
	if log, ok := scenes.FindTarget(a.table, "log"); !ok || scan != log {
		t.Errorf("the scan card is at %v, want it on the log %v", scan, log)
	}
	var frame *image.RGBA
	scenetest.Do(func() { frame = h.screen.Frame() })
	crop := frame.SubImage(image.Rect(int(scan.X), int(scan.Y), int(scan.X+scan.W), int(scan.Y+scan.H)))
	if got, err := qr.Decode(crop); err != nil || got != s.link() {
		t.Errorf("the scan card's QR code reads %q (%v), want %q", got, err, s.link())
	}
	inv := s.made.created.Invites[0]
	m, err := remote.Join(context.Background(), srv.URL, s.made.created.Code, inv.Token, remote.DefaultBackoff)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
	h.waitFor("the big screen of the phone's game", 4000, func() bool { _, ok := h.root.Top().(*phonesScreen); return ok })
	p := h.root.Top().(*phonesScreen)
	if p.m != s.made.m || p.showing() {
		t.Errorf("the big screen watches %p (the standby's %p), codes shown %v", p.m, s.made.m, p.showing())
	}
	h.waitFor("the game to begin", 4000, func() bool { return !p.m.Waiting() })
	if _, kept := a.sh.standbys["gods"]; kept {
		t.Error("the taken standby is still kept for the next demo")
	}
	// Left to stand idle, the kiosk goes back to its attract loop and
	// ends the table: the phone is told, its seat freed.
	h.waitFor("the phone to be told its table ended", int(scenes.KioskLeaveIdle/tickTime)+4000, func() bool {
		s, why := m.Link()
		return s == match.LinkLost && errors.Is(why, match.ErrTableEnded)
	})
}
