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
	"math/rand/v2"
	"net/url"
	"sync"
	"time"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/wire"
)

// socket is one WebSocket connection: whole text messages in and out. The
// desktop's is coder/websocket's client (socket.go), the browser's the
// page's own WebSocket (socket_js.go).
type socket interface {
	Read(ctx context.Context) ([]byte, error)
	Write(ctx context.Context, msg []byte) error
	// Close ends the connection with a normal closure and reason.
	Close(reason string) error
	// CloseNow ends it without waiting for the server.
	CloseNow()
}

// Conn is a connection to a server.
type Conn struct {
	ws      socket
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
	ws, err := dialSocket(ctx, u.String())
	if err != nil {
		return nil, err
	}
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
func (c *Conn) Close() error { return c.ws.Close("") }

func (c *Conn) read(ctx context.Context) (wire.Frame, error) {
	b, err := c.ws.Read(ctx)
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
	return c.ws.Write(ctx, b)
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
			return f, refusal(f.Refused.Reason)
		case wire.KindEnded:
			return f, match.ErrTableEnded
		}
	}
}

// refusal is the server's answer that it will not do what a frame asked.
type refusal string

func (r refusal) Error() string { return string(r) }

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

// Fill gives the seat token opens at table code to a bot of level (see
// wire.Fill).
func (c *Conn) Fill(ctx context.Context, code, token, level string) error {
	if err := c.write(ctx, wire.Frame{Kind: wire.KindFill, Fill: &wire.Fill{Code: code, Token: token, Bot: level}}); err != nil {
		return err
	}
	_, err := c.answer(ctx, wire.KindFilled)
	return err
}

// End ends table code for good with the tokens of every person's seat
// (see wire.End).
func (c *Conn) End(ctx context.Context, code string, tokens []string) error {
	if err := c.write(ctx, wire.Frame{Kind: wire.KindEnd, End: &wire.End{Code: code, Tokens: tokens}}); err != nil {
		return err
	}
	_, err := c.answer(ctx, wire.KindEnded)
	return err
}

// Backoff is how a seat's connection is tried again after it drops: the
// first wait is First, each next one twice as long up to Max, each drawn
// between half and all of it so that clients of a fallen server do not
// all come back at once.
type Backoff struct {
	First, Max time.Duration
}

// DefaultBackoff waits 250 ms, then longer, up to 8 s.
var DefaultBackoff = Backoff{First: 250 * time.Millisecond, Max: 8 * time.Second}

// Join dials the server at address, takes the seat token opens at table
// code, and returns the match that mirrors the table. The match keeps its
// seat until ctx ends or the match is closed: when the connection drops it reads
// LinkReconnecting, connections are tried again as b says, each taking the
// seat again from the revision the match has seen, and the move that was
// on its way is sent again (its ID makes the server apply it once). A
// server that refuses the seat (the table is gone) leaves it LinkLost.
func Join(ctx context.Context, address, code, token string, b Backoff) (*match.Match, error) {
	return open(ctx, address, b, func(since int) wire.Frame {
		return wire.Frame{Kind: wire.KindJoin, Join: &wire.Join{Code: code, Token: token, Since: since}}
	})
}

// Watch looks on at table code: the public view, no seat, kept across
// dropped connections as Join keeps a seat.
func Watch(ctx context.Context, address, code string, b Backoff) (*match.Match, error) {
	return open(ctx, address, b, func(since int) wire.Frame {
		return wire.Frame{Kind: wire.KindWatch, Watch: &wire.Watch{Code: code, Since: since}}
	})
}

// attachTimeout bounds each attempt to reach a table and take the seat.
const attachTimeout = 30 * time.Second

// seat is one seat (or one spectator) at a table across connections.
type seat struct {
	address string
	backoff Backoff
	enter   func(since int) wire.Frame // the join or watch frame
	m       *match.Match

	mu   sync.Mutex
	conn *Conn // nil while reconnecting
}

func open(ctx context.Context, address string, b Backoff, enter func(since int) wire.Frame) (*match.Match, error) {
	ctx, disconnect := context.WithCancel(ctx)
	c, seated, err := attach(ctx, address, enter(0))
	if err != nil {
		disconnect()
		return nil, err
	}
	title, err := catalog.Find(seated.Title)
	if err != nil {
		c.ws.CloseNow()
		disconnect()
		return nil, err
	}
	s := &seat{address: address, backoff: b, enter: enter, conn: c}
	// A watcher sends moves too: the public moves of a seat whose token
	// it was entrusted with (Match.Entrust, the big screen).
	link := linkFunc(func(mv wire.Move) error { return s.send(ctx, mv) })
	s.m, err = match.NewRemote(match.RemoteConfig{Title: title, Seated: seated, Link: link, Disconnect: disconnect, Address: address})
	if err != nil {
		c.ws.CloseNow()
		disconnect()
		return nil, err
	}
	go s.keep(ctx, c)
	return s.m, nil
}

// attach dials address and sends f, a join or watch, within
// attachTimeout: a server that does not answer in time is tried again
// like one that cannot be reached. The connection then follows ctx.
func attach(ctx context.Context, address string, f wire.Frame) (*Conn, wire.Seated, error) {
	actx, cancel := context.WithTimeout(ctx, attachTimeout)
	defer cancel()
	c, err := Dial(actx, address)
	if err != nil {
		return nil, wire.Seated{}, err
	}
	seated, err := c.enter(actx, f)
	if err != nil {
		c.ws.CloseNow()
		return nil, wire.Seated{}, err
	}
	return c, seated, nil
}

// enter sends a join or watch frame and reads the server's Seated.
func (c *Conn) enter(ctx context.Context, f wire.Frame) (wire.Seated, error) {
	if err := c.write(ctx, f); err != nil {
		return wire.Seated{}, err
	}
	ans, err := c.answer(ctx, wire.KindSeated)
	if err != nil {
		return wire.Seated{}, err
	}
	return *ans.Seated, nil
}

// send sends a move over the connection there is; with none, or when the
// write fails, the move stays pending and goes again once reconnected.
func (s *seat) send(ctx context.Context, mv wire.Move) error {
	s.mu.Lock()
	c := s.conn
	s.mu.Unlock()
	if c != nil {
		_ = c.write(ctx, wire.Frame{Kind: wire.KindMove, Move: &mv})
	}
	return nil
}

// keep follows the table over c, and over new connections after c drops,
// until ctx ends or the server refuses the seat.
func (s *seat) keep(ctx context.Context, c *Conn) {
	for {
		err := c.follow(ctx, s.m)
		c.ws.CloseNow()
		s.mu.Lock()
		s.conn = nil
		s.mu.Unlock()
		if ctx.Err() != nil {
			s.m.SetLink(match.LinkLost, ctx.Err())
			return
		}
		if errors.Is(err, errUnreadable) || errors.Is(err, match.ErrSeatTaken) || errors.Is(err, match.ErrTableEnded) {
			s.m.SetLink(match.LinkLost, err)
			return
		}
		s.m.SetLink(match.LinkReconnecting, err)
		if c, err = s.reconnect(ctx); err != nil {
			s.m.SetLink(match.LinkLost, err)
			return
		}
	}
}

// reconnect dials again until a connection takes the seat, waiting longer
// each time; it gives up when ctx ends or the server refuses the seat.
func (s *seat) reconnect(ctx context.Context) (*Conn, error) {
	wait := s.backoff.First
	for {
		d := wait/2 + rand.N(wait/2+1)
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(d):
		}
		wait = min(2*wait, s.backoff.Max)
		c, _, err := attach(ctx, s.address, s.enter(s.m.Revision()))
		var rf refusal
		if errors.As(err, &rf) || errors.Is(err, match.ErrTableEnded) {
			return nil, err // the server answered: the seat is not to be had
		}
		if err != nil {
			continue
		}
		s.mu.Lock()
		s.conn = c
		s.mu.Unlock()
		s.m.SetLink(match.LinkUp, nil)
		if mv, ok := s.m.Pending(); ok {
			_ = c.write(ctx, wire.Frame{Kind: wire.KindMove, Move: &mv})
		}
		return c, nil
	}
}

// errUnreadable ends a connection whose server sent a state this build
// cannot read: connecting again would not help.
var errUnreadable = errors.New("the server sent a table this build cannot read")

// follow hands the server's frames to m until the connection ends, and
// returns why it ended.
func (c *Conn) follow(ctx context.Context, m *match.Match) error {
	for {
		f, err := c.read(ctx)
		if err != nil {
			return err
		}
		switch f.Kind {
		case wire.KindState:
			if err := m.Deliver(*f.State); err != nil {
				c.ws.Close("a state this build cannot read")
				return fmt.Errorf("%w: %v", errUnreadable, err)
			}
		case wire.KindRefused:
			m.Refused(*f.Refused)
		case wire.KindTaken:
			return match.ErrSeatTaken
		case wire.KindEnded:
			return match.ErrTableEnded
		}
	}
}

// linkFunc makes a function a match.Link.
type linkFunc func(wire.Move) error

func (f linkFunc) Send(m wire.Move) error { return f(m) }

// Tables reaches tables with DefaultBackoff: what the game's Play online
// is given (scenes.Online), and its -join.
type Tables struct{}

// Join takes a seat as Join does.
func (Tables) Join(ctx context.Context, address, code, token string) (*match.Match, error) {
	return Join(ctx, address, code, token, DefaultBackoff)
}

// Watch looks on at a table as Watch does.
func (Tables) Watch(ctx context.Context, address, code string) (*match.Match, error) {
	return Watch(ctx, address, code, DefaultBackoff)
}

// Fill dials the server at address and gives the seats tokens open at
// table code to bots of level, one after another; it stops at the first
// refusal.
func (Tables) Fill(ctx context.Context, address, code, level string, tokens ...string) error {
	c, err := Dial(ctx, address)
	if err != nil {
		return err
	}
	defer c.Close()
	for _, token := range tokens {
		if err := c.Fill(ctx, code, token, level); err != nil {
			return err
		}
	}
	return nil
}

// End dials the server at address and ends table code with the tokens of
// every person's seat.
func (Tables) End(ctx context.Context, address, code string, tokens ...string) error {
	c, err := Dial(ctx, address)
	if err != nil {
		return err
	}
	defer c.Close()
	return c.End(ctx, code, tokens)
}

// Create dials the server at address and creates a table.
func (Tables) Create(ctx context.Context, address string, req wire.Create) (wire.Created, error) {
	c, err := Dial(ctx, address)
	if err != nil {
		return wire.Created{}, err
	}
	defer c.Close()
	return c.Create(ctx, req)
}

// ServesBrowser reports whether the server at address sends the browser
// build, as ServesBrowserGame does.
func (Tables) ServesBrowser(ctx context.Context, address string) (bool, error) {
	return ServesBrowserGame(ctx, address)
}
