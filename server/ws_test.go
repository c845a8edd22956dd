package server

import (
	"context"
	"fmt"
	"net/http/httptest"
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

func (c *testClient) send(f wire.Frame) {
	c.t.Helper()
	b, err := wire.Encode(f)
	if err != nil {
		c.t.Fatal(err)
	}
	if err := c.ws.Write(context.Background(), websocket.MessageText, b); err != nil {
		c.t.Fatal(err)
	}
}

func (c *testClient) read() wire.Frame {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	_, b, err := c.ws.Read(ctx)
	if err != nil {
		c.t.Fatal(err)
	}
	f, err := wire.DecodeServer(b)
	if err != nil {
		c.t.Fatal(err)
	}
	return f
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
		go func() { done <- c.play(title, made.Created.Code, inv) }()
	}
	for range 2 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
}

// play joins with inv and plays random legal moves until the game is over.
func (c *testClient) play(title rules.Title, code string, inv wire.Invite) error {
	c.send(wire.Frame{Kind: wire.KindJoin, Join: &wire.Join{Code: code, Token: inv.Token}})
	if f := c.read(); f.Kind != wire.KindSeated || f.Seated.Seat != inv.Seat {
		return errf("join answered %+v", f)
	}
	rng := rules.NewRNG(uint64(inv.Seat) + 7)
	last := -1
	for {
		f := c.read()
		switch f.Kind {
		case wire.KindRefused:
			return errf("seat %d: refused: %s", inv.Seat, f.Refused.Reason)
		case wire.KindState:
		default:
			return errf("unexpected %s", f.Kind)
		}
		st := f.State
		if st.Entry != nil && st.Revision != last+1 || st.Revision < last {
			return errf("seat %d: revision %d after %d", inv.Seat, st.Revision, last)
		}
		last = st.Revision
		view, err := title.New(rules.Setup{Seats: 3, Seed: 99})
		if err != nil {
			return err
		}
		if err := wire.DecodeState(view, st.View); err != nil {
			return err
		}
		if view.Over() {
			if last < 20 {
				return errf("seat %d: the game ended at move %d", inv.Seat, last)
			}
			return nil
		}
		if !st.Started || view.ToMove() != rules.Seat(inv.Seat) {
			continue
		}
		legal := view.Legal(nil)
		mv := legal[rng.IntN(len(legal))]
		c.send(wire.Frame{Kind: wire.KindMove, Move: &wire.Move{ID: uint64(st.Revision + 1), Text: view.MoveText(mv), Revision: st.Revision}})
	}
}

func errf(format string, args ...any) error { return fmt.Errorf(format, args...) }
