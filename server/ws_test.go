package server

import (
	"context"
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/wire"
)

// testClient is a player's connection in a test.
type testClient struct {
	t  *testing.T
	ws *websocket.Conn
}

func dial(t *testing.T, url string) *testClient {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(url, "http"), nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(wire.MaxServerFrame)
	t.Cleanup(func() { ws.CloseNow() })
	c := &testClient{t: t, ws: ws}
	if f := c.read(); f.Kind != wire.KindWelcome || f.Welcome.Protocol != wire.Protocol {
		t.Fatalf("the first frame is %+v", f)
	}
	return c
}

// send sends f; only the test's own goroutine may call it.
func (c *testClient) send(f wire.Frame) {
	c.t.Helper()
	if err := c.write(f); err != nil {
		c.t.Fatal(err)
	}
}

// write sends f, from any goroutine.
func (c *testClient) write(f wire.Frame) error {
	b, err := wire.Encode(f)
	if err != nil {
		return err
	}
	return c.ws.Write(context.Background(), websocket.MessageText, b)
}

// read waits for the next frame; only the test's own goroutine may call
// it.
func (c *testClient) read() wire.Frame {
	c.t.Helper()
	f, err := c.next()
	if err != nil {
		c.t.Fatal(err)
	}
	return f
}

// next waits up to two minutes for the next frame, from any goroutine.
func (c *testClient) next() (wire.Frame, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	_, b, err := c.ws.Read(ctx)
	if err != nil {
		return wire.Frame{}, err
	}
	return wire.DecodeServer(b)
}

// TestAGameOverWebSocket: two people and a bot play a whole game of Gods
// through the server: each person's client reads only its views, chooses
// from the legal moves its decoded view gives and sends them; every move
// reaches both clients, in order, and the game ends.
func TestAGameOverWebSocket(t *testing.T) {
	a, _ := twoProcesses(t)
	srv := httptest.NewServer(NewServer(a, Options{}))
	t.Cleanup(srv.Close)

	host := dial(t, srv.URL)
	host.send(wire.Frame{Kind: wire.KindCreate, Create: &wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "Ada"}, {Name: "Bot", Bot: "random"}, {Name: "Cy"}}}})
	made := host.read()
	if made.Kind != wire.KindCreated || len(made.Created.Invites) != 2 {
		t.Fatalf("create answered %+v", made)
	}
	title, _ := catalog.Find("gods")
	done := make(chan error, 2)
	for _, inv := range made.Created.Invites {
		c := dial(t, srv.URL)
		go func() {
			_, err := c.play(title, made.Created.Code, inv, 3)
			done <- err
		}()
	}
	for range 2 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
}

// play joins with inv at a table of seats seats and plays random legal
// moves until the game is over. It returns every State it was sent.
func (c *testClient) play(title rules.Title, code string, inv wire.Invite, seats int) ([]wire.State, error) {
	if err := c.write(wire.Frame{Kind: wire.KindJoin, Join: &wire.Join{Code: code, Token: inv.Token}}); err != nil {
		return nil, err
	}
	if f, err := c.next(); err != nil || f.Kind != wire.KindSeated || f.Seated.Seat != inv.Seat {
		return nil, errf("join answered %+v (%v)", f, err)
	}
	var states []wire.State
	rng := rules.NewRNG(uint64(inv.Seat) + 7)
	last := -1
	for {
		f, err := c.next()
		if err != nil {
			return states, errf("seat %d, after revision %d: %w", inv.Seat, last, err)
		}
		switch f.Kind {
		case wire.KindRefused:
			return states, errf("seat %d: refused: %s", inv.Seat, f.Refused.Reason)
		case wire.KindState:
		default:
			return states, errf("unexpected %s", f.Kind)
		}
		st := f.State
		states = append(states, *st)
		if st.Entry != nil && st.Revision != last+1 || st.Revision < last {
			return states, errf("seat %d: revision %d after %d", inv.Seat, st.Revision, last)
		}
		last = st.Revision
		view, err := title.New(rules.Setup{Seats: seats, Seed: 99})
		if err != nil {
			return states, err
		}
		if err := wire.DecodeState(view, st.View); err != nil {
			return states, err
		}
		if view.Over() {
			if last < 20 {
				return states, errf("seat %d: the game ended at move %d", inv.Seat, last)
			}
			return states, nil
		}
		if !st.Started || view.ToMove() != rules.Seat(inv.Seat) {
			continue
		}
		legal := view.Legal(nil)
		mv := legal[rng.IntN(len(legal))]
		if err := c.write(wire.Frame{Kind: wire.KindMove, Move: &wire.Move{ID: uint64(st.Revision + 1), Text: view.MoveText(mv), Revision: st.Revision}}); err != nil {
			return states, err
		}
	}
}

func errf(format string, args ...any) error { return fmt.Errorf(format, args...) }

// TestBadFramesAreClosedOn: a frame over the size limit, one that is not
// JSON, one of a kind a client does not send, and a flood of pings each
// close the connection with a policy violation; a move before taking a
// seat is refused with a reason and the connection kept. The server goes
// on serving new connections.
func TestBadFramesAreClosedOn(t *testing.T) {
	a, _ := twoProcesses(t)
	srv := httptest.NewServer(NewServer(a, Options{}))
	t.Cleanup(srv.Close)
	closedFor := func(c *testClient) string {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		for {
			if _, _, err := c.ws.Read(ctx); err != nil {
				switch websocket.CloseStatus(err) {
				case websocket.StatusPolicyViolation:
					return "policy"
				case websocket.StatusMessageTooBig:
					return "too big"
				}
				return err.Error()
			}
		}
	}
	raw := func(c *testClient, b []byte) {
		if err := c.ws.Write(context.Background(), websocket.MessageText, b); err != nil {
			t.Fatal(err)
		}
	}
	c := dial(t, srv.URL)
	raw(c, []byte(`{"kind":"ping","pad":"`+strings.Repeat("x", wire.MaxClientFrame)+`"}`))
	if got := closedFor(c); got != "too big" {
		t.Errorf("an oversized frame: the connection ended with %s, not as too big", got)
	}
	for name, frame := range map[string]string{
		"not JSON":      `kind: move`,
		"unknown kind":  `{"kind":"welcome"}`,
		"unknown field": `{"kind":"ping","admin":true}`,
		"no body":       `{"kind":"move"}`,
	} {
		c := dial(t, srv.URL)
		raw(c, []byte(frame))
		if got := closedFor(c); got != "policy" {
			t.Errorf("%s: the connection ended with %s, not a policy violation", name, got)
		}
	}
	c = dial(t, srv.URL)
	c.send(wire.Frame{Kind: wire.KindMove, Move: &wire.Move{ID: 1, Text: "x"}})
	if f := c.read(); f.Kind != wire.KindRefused || f.Refused.ID != 1 || f.Refused.Reason == "" {
		t.Errorf("a move before taking a seat was answered %+v", f)
	}
	for range 200 {
		if err := c.ws.Write(context.Background(), websocket.MessageText, []byte(`{"kind":"ping"}`)); err != nil {
			break
		}
	}
	if got := closedFor(c); got != "policy" {
		t.Errorf("a flood of pings: the connection ended with %s, not a policy violation", got)
	}
	c = dial(t, srv.URL)
	c.send(wire.Frame{Kind: wire.KindPing})
	if f := c.read(); f.Kind != wire.KindPong {
		t.Errorf("after it all, a ping was answered %+v", f)
	}
}

// TestASeatsKeyTakesIt: a seat's short key, typed in either case, takes
// the seat as its token does; a wrong key is refused, and a connection
// whose joins are refused three times is closed.
func TestASeatsKeyTakesIt(t *testing.T) {
	a, _ := twoProcesses(t)
	srv := httptest.NewServer(NewServer(a, Options{}))
	t.Cleanup(srv.Close)
	made, err := a.Create(context.Background(), wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "Ada"}, {Name: "Bot", Bot: "easy"}, {Name: "Cy"}}})
	if err != nil {
		t.Fatal(err)
	}
	cy := made.Invites[1]
	if len(cy.Key) != 6 || cy.Key == made.Invites[0].Key {
		t.Fatalf("the seats' keys are %q and %q", made.Invites[0].Key, cy.Key)
	}
	c := dial(t, srv.URL)
	c.send(wire.Frame{Kind: wire.KindJoin, Join: &wire.Join{Code: made.Code, Token: strings.ToLower(cy.Key)}})
	if f := c.read(); f.Kind != wire.KindSeated || f.Seated.Seat != cy.Seat {
		t.Fatalf("joining with Cy's key answered %+v", f)
	}
	wrong := "AAAAAA"
	if wrong == cy.Key || wrong == made.Invites[0].Key {
		wrong = "BBBBBB"
	}
	c = dial(t, srv.URL)
	for i := range 2 {
		c.send(wire.Frame{Kind: wire.KindJoin, Join: &wire.Join{Code: made.Code, Token: wrong}})
		if f := c.read(); f.Kind != wire.KindRefused {
			t.Fatalf("wrong key %d answered %+v", i+1, f)
		}
	}
	c.send(wire.Frame{Kind: wire.KindJoin, Join: &wire.Join{Code: made.Code, Token: wrong}})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for {
		if _, _, err := c.ws.Read(ctx); err != nil {
			if websocket.CloseStatus(err) != websocket.StatusPolicyViolation {
				t.Fatalf("after a third wrong key the connection ended with %v, not a policy violation", err)
			}
			break
		}
	}
}

// TestANewDeviceTakesTheSeat: a seat taken through one process is taken
// again through the other with the seat's key, as a new phone would: the
// first connection is told and closed; then a third connection takes the
// seat at that same process and the second is told in turn. A late notice
// of an earlier taking leaves the third alone.
func TestANewDeviceTakesTheSeat(t *testing.T) {
	a, b := twoProcesses(t)
	srvA := httptest.NewServer(NewServer(a, Options{}))
	t.Cleanup(srvA.Close)
	serverB := NewServer(b, Options{})
	srvB := httptest.NewServer(serverB)
	t.Cleanup(srvB.Close)
	made, err := a.Create(context.Background(), wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "Ada"}, {Name: "Bot", Bot: "easy"}, {Name: "Cy"}}})
	if err != nil {
		t.Fatal(err)
	}
	ada := made.Invites[0]
	take := func(url, token string) *testClient {
		t.Helper()
		c := dial(t, url)
		c.send(wire.Frame{Kind: wire.KindJoin, Join: &wire.Join{Code: made.Code, Token: token}})
		if f := c.read(); f.Kind != wire.KindSeated || f.Seated.Seat != ada.Seat {
			t.Fatalf("joining Ada's seat answered %+v", f)
		}
		if f := c.read(); f.Kind != wire.KindState {
			t.Fatalf("after the seat came %+v, not the table", f)
		}
		return c
	}
	toldAndClosed := func(c *testClient, who string) {
		t.Helper()
		for {
			f, err := c.next()
			if err != nil {
				t.Fatalf("%s's connection ended with %v before it was told its seat was taken", who, err)
			}
			if f.Kind == wire.KindTaken {
				break
			}
		}
		if _, err := c.next(); websocket.CloseStatus(err) != websocket.StatusNormalClosure {
			t.Fatalf("after being told, %s's connection ended with %v, not a normal close", who, err)
		}
	}
	first := take(srvA.URL, ada.Token)
	phone := take(srvB.URL, ada.Key)
	toldAndClosed(first, "the first device")
	third := take(srvB.URL, ada.Token)
	toldAndClosed(phone, "the phone")
	// A notice that comes late, of a connection that took the seat before
	// the third did, ousts nobody.
	serverB.oust(made.Code, rules.Seat(ada.Seat), "late", time.Now().Add(-time.Minute))
	third.send(wire.Frame{Kind: wire.KindPing})
	for {
		f := third.read()
		if f.Kind == wire.KindTaken {
			t.Fatal("the newest connection was told its seat was taken")
		}
		if f.Kind == wire.KindPong {
			break
		}
	}
}

// TestAWatcherSeesSeatsTaken: a connection looking on at a table (the big
// screen of Table and phones) is told which seats are taken as people open
// their links, before play begins, so it can mark them.
func TestAWatcherSeesSeatsTaken(t *testing.T) {
	a, _ := twoProcesses(t)
	srv := httptest.NewServer(NewServer(a, Options{}))
	t.Cleanup(srv.Close)

	host := dial(t, srv.URL)
	host.send(wire.Frame{Kind: wire.KindCreate, Create: &wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "Ada"}, {Name: "Bot", Bot: "random"}, {Name: "Cy"}}}})
	made := host.read().Created
	watcher := dial(t, srv.URL)
	watcher.send(wire.Frame{Kind: wire.KindWatch, Watch: &wire.Watch{Code: made.Code}})
	if f := watcher.read(); f.Kind != wire.KindSeated {
		t.Fatalf("watch answered %+v", f)
	}
	taken := func(want ...bool) {
		t.Helper()
		f := watcher.read()
		if f.Kind != wire.KindState || !slices.Equal(f.State.Taken, want) || f.State.Started != !slices.Contains(want, false) {
			t.Fatalf("the watcher was sent %s %+v, want seats taken %v", f.Kind, f.State, want)
		}
	}
	taken(false, true, false)
	for i, inv := range made.Invites {
		c := dial(t, srv.URL)
		c.send(wire.Frame{Kind: wire.KindJoin, Join: &wire.Join{Code: made.Code, Token: inv.Token}})
		if f := c.read(); f.Kind != wire.KindSeated {
			t.Fatalf("join answered %+v", f)
		}
		if i == 0 {
			taken(true, true, false)
		} else {
			taken(true, true, true)
		}
	}
}

// TestBotsTakeTheEmptySeats: before play begins, whoever holds a seat's
// invitation may give it to a bot (the big screen's "bots take the empty
// seats"): the watcher sees every seat taken and play begin, the bot plays
// that seat, and another process rebuilt from the log has it a bot's too.
// A seat a person took, or any seat once play began, is refused.
func TestBotsTakeTheEmptySeats(t *testing.T) {
	a, b := twoProcesses(t)
	srv := httptest.NewServer(NewServer(a, Options{}))
	t.Cleanup(srv.Close)

	host := dial(t, srv.URL)
	host.send(wire.Frame{Kind: wire.KindCreate, Create: &wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "Ada"}, {Name: "Bo"}, {Name: "Cy"}}}})
	made := host.read().Created
	watcher := dial(t, srv.URL)
	watcher.send(wire.Frame{Kind: wire.KindWatch, Watch: &wire.Watch{Code: made.Code}})
	watcher.read() // seated
	watcher.read() // the first state
	ada := dial(t, srv.URL)
	ada.send(wire.Frame{Kind: wire.KindJoin, Join: &wire.Join{Code: made.Code, Token: made.Invites[0].Token}})
	ada.read()
	fill := func(inv wire.Invite) wire.Frame {
		host.send(wire.Frame{Kind: wire.KindFill, Fill: &wire.Fill{Code: made.Code, Token: inv.Token, Bot: "easy"}})
		return host.read()
	}
	if f := fill(made.Invites[0]); f.Kind != wire.KindRefused || !strings.Contains(f.Refused.Reason, "taken") {
		t.Fatalf("giving Ada's seat, taken, to a bot answered %+v", f)
	}
	for _, inv := range made.Invites[1:] {
		if f := fill(inv); f.Kind != wire.KindFilled {
			t.Fatalf("giving seat %d to a bot answered %+v", inv.Seat, f)
		}
	}
	for {
		f := watcher.read()
		if f.Kind == wire.KindState && f.State.Started {
			if !slices.Equal(f.State.Taken, []bool{true, true, true}) {
				t.Errorf("play began with seats taken %v", f.State.Taken)
			}
			break
		}
	}
	if f := fill(made.Invites[1]); f.Kind != wire.KindRefused {
		t.Errorf("a fill once play began answered %+v", f)
	}
	seated, err := b.Seated(context.Background(), made.Code, rules.NoSeat)
	if err != nil {
		t.Fatal(err)
	}
	if seated.Seats[0].Bot != "" || seated.Seats[1].Bot != "easy" || seated.Seats[2].Bot != "easy" {
		t.Errorf("another process has the seats as %+v, want Bo and Cy bots", seated.Seats)
	}
	// The bots play their seats: moves come that Ada did not make (Ada
	// plays hers, in case she moves first).
	title, _ := catalog.Find("gods")
	again := dial(t, srv.URL) // her seat, on a connection that plays it
	go again.play(title, made.Code, made.Invites[0], 3)
	for {
		f := watcher.read()
		if f.Kind == wire.KindState && f.State.Entry != nil && f.State.Entry.Seat != 0 {
			if !f.State.Entry.Bot {
				t.Errorf("seat %d's move was not a bot's: %+v", f.State.Entry.Seat, f.State.Entry)
			}
			break
		}
	}
}
