// Package remote is the client side of online tables (issue 29): it dials
// a Starboard server over WebSocket, creates, joins or watches a table and
// returns a match (match.NewRemote) that the screens and the command line
// use as they use a local one. It links no NATS code, and builds for the
// browser too.
package remote

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"sync"

	"github.com/coder/websocket"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/wire"
)

// Conn is a connection to a server.
type Conn struct {
	ws      *websocket.Conn
	welcome wire.Welcome

	wmu sync.Mutex // orders writes
}

// Dial connects to the server at address (http://, https://, ws:// or
// wss://; the protocol's path /play is added when it has none) and reads its
// welcome: a server of another protocol or other rules is refused here.
func Dial(ctx context.Context, address string) (*Conn, error) {
	u, err := url.Parse(address)
	if err != nil {
		return nil, err
	}
	switch u.Scheme {
	case "http":
		u.Scheme = "ws"
	case "https":
		u.Scheme = "wss"
	}
	if u.Path == "" || u.Path == "/" {
		u.Path = "/play"
	}
	ws, _, err := websocket.Dial(ctx, u.String(), nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(wire.MaxServerFrame)
	c := &Conn{ws: ws}
	f, err := c.read(ctx)
	if err != nil {
		ws.CloseNow()
		return nil, err
	}
	if f.Kind != wire.KindWelcome || f.Welcome == nil {
		ws.CloseNow()
		return nil, fmt.Errorf("the server opened with %q, not a welcome", f.Kind)
	}
	if err := compatible(*f.Welcome); err != nil {
		ws.CloseNow()
		return nil, err
	}
	c.welcome = *f.Welcome
	return c, nil
}

// compatible reports why a server that sent w cannot be played with this
// build, or nil.
func compatible(w wire.Welcome) error {
	if w.Protocol != wire.Protocol {
		return fmt.Errorf("the server speaks protocol %d, this build %d: update the one that is older", w.Protocol, wire.Protocol)
	}
	for _, t := range catalog.All() {
		if r, ok := w.Rulesets[t.Slug]; ok && r != t.Ruleset {
			return fmt.Errorf("the server plays %s under ruleset %s, this build %s: update the one that is older", t.Name, r, t.Ruleset)
		}
		g, err := t.New(rules.Setup{Seats: t.MinSeats, Seed: 1})
		if l, ok := w.Layouts[t.Slug]; ok && err == nil && l != wire.Layout(g) {
			return fmt.Errorf("the server's build of %s differs from this one: update the one that is older", t.Name)
		}
	}
	return nil
}

// Close closes the connection.
func (c *Conn) Close() error { return c.ws.Close(websocket.StatusNormalClosure, "") }

func (c *Conn) read(ctx context.Context) (wire.Frame, error) {
	_, b, err := c.ws.Read(ctx)
	if err != nil {
		return wire.Frame{}, err
	}
	return wire.DecodeServer(b)
}

func (c *Conn) write(ctx context.Context, f wire.Frame) error {
	b, err := wire.Encode(f)
	if err != nil {
		return err
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	return c.ws.Write(ctx, websocket.MessageText, b)
}

// answer reads frames until one of kind comes, or a refusal.
func (c *Conn) answer(ctx context.Context, kind string) (wire.Frame, error) {
	for {
		f, err := c.read(ctx)
		if err != nil {
			return f, err
		}
		switch f.Kind {
		case kind:
			return f, nil
		case wire.KindRefused:
			return f, errors.New(f.Refused.Reason)
		}
	}
}

// Create asks the server for a new table.
func (c *Conn) Create(ctx context.Context, req wire.Create) (wire.Created, error) {
	if err := c.write(ctx, wire.Frame{Kind: wire.KindCreate, Create: &req}); err != nil {
		return wire.Created{}, err
	}
	f, err := c.answer(ctx, wire.KindCreated)
	if err != nil {
		return wire.Created{}, err
	}
	return *f.Created, nil
}

// Join takes the seat token opens at table code and returns the match that
// mirrors the table; it follows the table until ctx ends or the connection
// closes. Watch does the same without a seat.
func (c *Conn) Join(ctx context.Context, code, token string) (*match.Match, error) {
	return c.enter(ctx, wire.Frame{Kind: wire.KindJoin, Join: &wire.Join{Code: code, Token: token}})
}

// Watch looks on at table code: the public view, no seat.
func (c *Conn) Watch(ctx context.Context, code string) (*match.Match, error) {
	return c.enter(ctx, wire.Frame{Kind: wire.KindWatch, Watch: &wire.Watch{Code: code}})
}

func (c *Conn) enter(ctx context.Context, f wire.Frame) (*match.Match, error) {
	if err := c.write(ctx, f); err != nil {
		return nil, err
	}
	ans, err := c.answer(ctx, wire.KindSeated)
	if err != nil {
		return nil, err
	}
	title, err := catalog.Find(ans.Seated.Title)
	if err != nil {
		return nil, err
	}
	var link match.Link
	if ans.Seated.Seat >= 0 {
		link = linkFunc(func(m wire.Move) error { return c.write(ctx, wire.Frame{Kind: wire.KindMove, Move: &m}) })
	}
	m, err := match.NewRemote(match.RemoteConfig{Title: title, Seated: *ans.Seated, Link: link})
	if err != nil {
		return nil, err
	}
	go c.follow(ctx, m)
	return m, nil
}

// follow hands the server's frames to m until the connection ends.
func (c *Conn) follow(ctx context.Context, m *match.Match) {
	for {
		f, err := c.read(ctx)
		if err != nil {
			return
		}
		switch f.Kind {
		case wire.KindState:
			if err := m.Deliver(*f.State); err != nil {
				c.ws.Close(websocket.StatusProtocolError, "a state this build cannot read")
				return
			}
		case wire.KindRefused:
			m.Refused(*f.Refused)
		}
	}
}

// linkFunc makes a function a match.Link.
type linkFunc func(wire.Move) error

func (f linkFunc) Send(m wire.Move) error { return f(m) }
