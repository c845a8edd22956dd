package server

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	"github.com/nats-io/nats.go"

	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/wire"
)

// Options tune a Server.
type Options struct {
	// Origins are the host patterns (as coder/websocket reads them) of the
	// pages allowed to open a connection besides the server's own.
	Origins []string
	// Pace holds each bot move back so people can follow; 0 plays at once.
	Pace time.Duration
	// FramesPerSecond caps what one connection may send, with bursts of
	// twice as many; over it the connection is closed. 0 means 20.
	FramesPerSecond int
	// Idle is how long a table without connections here stays in memory
	// after its last use; 0 means 10 minutes. It is rebuilt from its log
	// when needed again.
	Idle time.Duration
	// Resync is how often the tables with connections here are read
	// again, in case a notice of a move was lost; 0 means 5 seconds.
	Resync time.Duration
	// Expire is how long a table's log is kept after its last record: an
	// abandoned table, or a finished one whose save may still be taken.
	// 0 means 7 days.
	Expire time.Duration
	// Logger receives what the server does; nil discards it. No secret
	// (token, seed) is ever in a record.
	Logger *slog.Logger
	// Sent, when set, is told of every State frame sent to a connection
	// at a table: the connection's id, the table, the seat it holds
	// (NoSeat when watching) and the state. It must return quickly. Audits
	// use it: the browser test checks with CheckStates that the big
	// screen of Table and phones was sent nothing a watcher may not see.
	Sent func(conn, code string, seat rules.Seat, st wire.State)
}

// Server serves the game protocol (package wire) over WebSocket for a
// Service: it answers each connection's frames and sends each seat the
// table as it may see it, whichever process a move came through.
type Server struct {
	svc     *Service
	opts    Options
	log     *slog.Logger
	welcome wire.Frame // the same for every connection: made once

	mu      sync.Mutex
	watched map[string]*watched // tables this process has connections at
}

// watched is a table this process has connections at: its subscription
// to the table's log and those connections.
type watched struct {
	sub     *nats.Subscription
	taken   *nats.Subscription // the notices of seats taken
	clients map[*client]bool
	bots    bool // a goroutine lets the table's bots play
	again   bool // the table was pushed while it did: it is to look again
	retry   bool // a push is to be tried again after a failure
}

// maxRefusedJoins is how many joins a connection may have refused before
// it is closed: a person mistyping a key needs one or two, a program
// guessing keys would need millions, each on a new connection.
const maxRefusedJoins = 3

// retryDelay is how long a push or the bots wait after the log failed
// them (a NATS node down, a JetStream leader being chosen) before trying
// again.
const retryDelay = 250 * time.Millisecond

// client is one connection.
type client struct {
	ws      *websocket.Conn
	out     chan []byte
	code    string     // the table joined or watched; "" before
	seat    rules.Seat // the seat played, NoSeat when watching
	sent    int        // the last revision sent
	taken   int        // how many seats the last frame sent said were taken
	greeted bool       // a first State was sent
	refused int        // joins refused: guesses at a seat's key
	mu      sync.Mutex // orders pushes to this client
	// id names the connection in the notices of seats taken, joined is
	// when it took its seat; ousted is set once a later connection took
	// the seat: it gets no more of the table, may not move, and is closed
	// after the frame that says so.
	id     string
	joined time.Time
	ousted atomic.Bool
}

// takenFrame is the frame that tells a connection another took its seat.
var takenFrame, _ = wire.Encode(wire.Frame{Kind: wire.KindTaken})

// endedFrame is the frame that tells a connection its table has ended.
var endedFrame, _ = wire.Encode(wire.Frame{Kind: wire.KindEnded})

// NewServer returns a server for svc.
func NewServer(svc *Service, opts Options) *Server {
	if opts.FramesPerSecond == 0 {
		opts.FramesPerSecond = 20
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if opts.Idle == 0 {
		opts.Idle = 10 * time.Minute
	}
	if opts.Resync == 0 {
		opts.Resync = 5 * time.Second
	}
	if opts.Expire == 0 {
		opts.Expire = 7 * 24 * time.Hour
	}
	s := &Server{svc: svc, opts: opts, log: log, welcome: welcome(), watched: map[string]*watched{}}
	// Records appended while this process's NATS connection was down
	// were never fanned out to it: every table with connections here is
	// caught up once it is back.
	svc.log.onReconnect(s.resync)
	return s
}

// resync sends every connection here what it has not seen yet.
func (s *Server) resync() {
	s.mu.Lock()
	codes := make([]string, 0, len(s.watched))
	for code := range s.watched {
		codes = append(codes, code)
	}
	s.mu.Unlock()
	for _, code := range codes {
		s.svc.Stale(code)
		go s.push(context.Background(), code)
	}
}

// later runs fn after retryDelay, once for table code however often it
// is asked before then, while the table has connections here.
func (s *Server) later(code string, fn func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	w := s.watched[code]
	if w == nil || w.retry {
		return
	}
	w.retry = true
	time.AfterFunc(retryDelay, func() {
		s.mu.Lock()
		if w := s.watched[code]; w != nil {
			w.retry = false
		}
		s.mu.Unlock()
		fn()
	})
}

// Sweep drops the tables idle longer than Options.Idle with no connection
// here; run it from time to time (Run does, every minute).
func (s *Server) Sweep() int {
	return s.svc.Forget(s.opts.Idle, func(code string) bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		return s.watched[code] != nil
	})
}

// Run reads the log again for every table with connections here every
// few seconds (Options.Resync), sweeps idle tables from memory every
// minute, and removes expired tables (Options.Expire) every ten, until ctx
// ends.
func (s *Server) Run(ctx context.Context) {
	resync := time.NewTicker(s.opts.Resync)
	defer resync.Stop()
	sweep := time.NewTicker(time.Minute)
	defer sweep.Stop()
	for n := 1; ; {
		select {
		case <-ctx.Done():
			return
		case <-resync.C:
			s.resync()
			continue
		case <-sweep.C:
		}
		if dropped := s.Sweep(); dropped > 0 {
			s.log.Info("idle tables dropped from memory", "tables", dropped)
		}
		if n++; n%10 != 0 {
			continue
		}
		removed, err := s.svc.Expire(ctx, s.opts.Expire)
		if err != nil {
			s.log.Error("expiring tables", "err", err)
		}
		if removed > 0 {
			s.log.Info("expired tables removed", "tables", removed)
		}
	}
}

// Routes registers the server's endpoints on mux: the protocol at /play
// and finished tables' saves at /save/{code}.
func (s *Server) Routes(mux *http.ServeMux) {
	mux.Handle("/play", s)
	mux.HandleFunc("GET /save/{code}", s.ServeSave)
}

// ServeSave answers GET /save/{code} with the save of the table's finished
// game, as a file to download: the game opens it to replay and review.
func (s *Server) ServeSave(w http.ResponseWriter, r *http.Request) {
	code := strings.ToUpper(r.PathValue("code"))
	save, err := s.svc.Save(r.Context(), code)
	var rf *Refusal
	switch {
	case errors.Is(err, ErrNoTable):
		http.Error(w, "there is no table with that code", http.StatusNotFound)
		return
	case errors.As(err, &rf):
		http.Error(w, rf.Reason, http.StatusConflict)
		return
	case err != nil:
		s.log.Error("a table's save", "table", code, "err", err)
		http.Error(w, "the server could not read the table", http.StatusInternalServerError)
		return
	}
	data, err := save.Marshal()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", "starboard-"+save.Title+"-"+code+".json"))
	w.Write(data)
}

// ServeHTTP upgrades a request to a WebSocket connection and serves it
// until it closes.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: s.opts.Origins})
	if err != nil {
		return // Accept has answered the request
	}
	ws.SetReadLimit(wire.MaxClientFrame)
	c := &client{ws: ws, out: make(chan []byte, 64), seat: rules.NoSeat, id: rand.Text()}
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	go s.write(ctx, c, cancel)
	defer s.leave(c)
	s.send(c, s.welcome)

	budget, last := float64(2*s.opts.FramesPerSecond), time.Now()
	for {
		_, data, err := ws.Read(ctx)
		if err != nil {
			return
		}
		now := time.Now()
		budget = min(float64(2*s.opts.FramesPerSecond), budget+now.Sub(last).Seconds()*float64(s.opts.FramesPerSecond))
		last = now
		if budget < 1 {
			ws.Close(websocket.StatusPolicyViolation, "too many frames")
			return
		}
		budget--
		f, err := wire.DecodeClient(data)
		if err != nil {
			ws.Close(websocket.StatusPolicyViolation, "bad frame")
			return
		}
		if s.handle(ctx, c, f) {
			// A move that was played costs nothing of the budget: a
			// program may play as fast as the table answers it, and a
			// game's moves come to an end.
			budget = min(float64(2*s.opts.FramesPerSecond), budget+1)
		}
	}
}

// write sends c's queued frames in order; a client too slow to take them
// is closed rather than let its queue grow.
func (s *Server) write(ctx context.Context, c *client, cancel func()) {
	defer cancel()
	for {
		select {
		case <-ctx.Done():
			return
		case b := <-c.out:
			wctx, done := context.WithTimeout(ctx, 10*time.Second)
			err := c.ws.Write(wctx, websocket.MessageText, b)
			done()
			if err != nil {
				c.ws.CloseNow()
				return
			}
			if c.ousted.Load() {
				// The last frame of a connection whose seat went to
				// another device, or whose table ended.
				switch {
				case bytes.Equal(b, takenFrame):
					c.ws.Close(websocket.StatusNormalClosure, "another device took this seat")
					return
				case bytes.Equal(b, endedFrame):
					c.ws.Close(websocket.StatusNormalClosure, "the table has ended")
					return
				}
			}
		}
	}
}

// send queues f for c, or closes a client whose queue is full.
func (s *Server) send(c *client, f wire.Frame) {
	if s.opts.Sent != nil && f.State != nil {
		s.opts.Sent(c.id, c.code, c.seat, *f.State)
	}
	b, err := wire.Encode(f)
	if err != nil {
		s.log.Error("encoding a frame", "kind", f.Kind, "err", err)
		return
	}
	select {
	case c.out <- b:
	default:
		c.ws.Close(websocket.StatusTryAgainLater, "too slow")
	}
}

// welcome is the first frame of every connection: the protocol, the
// rulesets and each title's state layout.
func welcome() wire.Frame {
	w := &wire.Welcome{Protocol: wire.Protocol, Rulesets: map[string]string{}, Layouts: map[string]uint64{}}
	for _, t := range catalog.All() {
		w.Rulesets[t.Slug] = t.Ruleset
		if g, err := t.New(rules.Setup{Seats: t.MinSeats, Seed: 1}); err == nil {
			w.Layouts[t.Slug] = wire.Layout(g)
		}
	}
	return wire.Frame{Kind: wire.KindWelcome, Welcome: w}
}

func (s *Server) refuse(c *client, id uint64, err error) {
	var r *Refusal
	reason := "the server could not do that just now: try again"
	switch {
	case errors.As(err, &r):
		reason = r.Reason
	case errors.Is(err, ErrNoTable):
		reason = "there is no table with that code"
	default:
		s.log.Error("a frame failed", "table", c.code, "err", err)
	}
	s.send(c, wire.Frame{Kind: wire.KindRefused, Refused: &wire.Refused{ID: id, Reason: reason}})
}

// refuseSeat answers a join or watch that failed: a refusal when the
// table or the seat is not to be had, else (the log out of reach for a
// moment) a close that tells the client to connect again, so that a client
// taking its seat again never reads a passing failure as the table gone.
func (s *Server) refuseSeat(c *client, err error) {
	if errors.Is(err, ErrEnded) {
		s.send(c, wire.Frame{Kind: wire.KindEnded})
		return
	}
	var r *Refusal
	if errors.As(err, &r) || errors.Is(err, ErrNoTable) {
		s.refuse(c, 0, err)
		return
	}
	s.log.Warn("a seat could not be taken; the client is to connect again", "table", c.code, "err", err)
	c.ws.Close(websocket.StatusTryAgainLater, "the server is busy: connect again")
}

// guessed counts a refused request of c's that may have been a guess at a
// seat's key (a join, a fill, an end, a move made for a seat), and closes
// c once it has made too many; it reports whether it closed c.
func (s *Server) guessed(c *client) bool {
	if c.refused++; c.refused < maxRefusedJoins {
		return false
	}
	c.ws.Close(websocket.StatusPolicyViolation, "too many refused joins")
	return true
}

// handle acts on one frame of c's, and reports whether it was a move the
// table took.
func (s *Server) handle(ctx context.Context, c *client, f wire.Frame) bool {
	switch f.Kind {
	case wire.KindPing:
		s.send(c, wire.Frame{Kind: wire.KindPong})
	case wire.KindCreate:
		made, err := s.svc.Create(ctx, *f.Create)
		if err != nil {
			s.refuse(c, 0, err)
			return false
		}
		s.log.Info("table created", "table", made.Code, "title", f.Create.Title, "seats", len(f.Create.Seats))
		s.send(c, wire.Frame{Kind: wire.KindCreated, Created: &made})
	case wire.KindJoin, wire.KindWatch:
		if c.code != "" {
			s.refuse(c, 0, refuse("this connection is at a table already"))
			return false
		}
		code, seat, since := "", rules.NoSeat, 0
		if f.Join != nil {
			code, since = f.Join.Code, f.Join.Since
			n, err := s.svc.Seat(ctx, code, f.Join.Token)
			var r *Refusal
			if errors.As(err, &r) || errors.Is(err, ErrNoTable) {
				if s.guessed(c) {
					return false
				}
			}
			if err != nil {
				s.refuseSeat(c, err)
				return false
			}
			seat = rules.Seat(n)
		} else {
			code, since = f.Watch.Code, f.Watch.Since
		}
		seated, err := s.svc.Seated(ctx, code, seat)
		if err != nil {
			s.refuseSeat(c, err)
			return false
		}
		c.mu.Lock()
		c.code, c.seat, c.joined = code, seat, time.Now()
		if since > 0 {
			// A client taking its seat again has seen the table up to
			// since, when play had begun (every seat taken): only what
			// follows is sent.
			c.sent, c.taken, c.greeted = since, len(seated.Seats), true
		}
		c.mu.Unlock()
		s.send(c, wire.Frame{Kind: wire.KindSeated, Seated: &seated})
		s.enter(c)
		if seat != rules.NoSeat {
			// Any other connection on this seat, here or at another
			// process, is told and closed: one device holds a seat.
			if err := s.svc.log.Taken(code, int(seat), c.id, c.joined); err != nil {
				s.log.Warn("telling that a seat was taken", "table", code, "err", err)
			}
		}
		s.push(ctx, code)
	case wire.KindEnd:
		if err := s.svc.End(ctx, f.End.Code, f.End.Tokens); err != nil {
			s.refuse(c, 0, err)
			var r *Refusal
			if errors.As(err, &r) && r.guess || errors.Is(err, ErrNoTable) {
				s.guessed(c)
			}
			return false
		}
		s.log.Info("table ended", "table", f.End.Code)
		s.send(c, wire.Frame{Kind: wire.KindEnded})
		s.push(ctx, f.End.Code)
	case wire.KindFill:
		if err := s.svc.Fill(ctx, f.Fill.Code, f.Fill.Token, f.Fill.Bot); err != nil {
			var r *Refusal
			if errors.As(err, &r) {
				// A refused fill may be a guess at a seat's key, as a
				// refused join is.
				if s.guessed(c) {
					return false
				}
			}
			s.refuseSeat(c, err)
			return false
		}
		s.send(c, wire.Frame{Kind: wire.KindFilled})
		s.push(ctx, f.Fill.Code)
	case wire.KindMove:
		watching := c.seat == rules.NoSeat && f.Move.For != ""
		if c.code == "" || c.seat == rules.NoSeat && !watching {
			s.refuse(c, f.Move.ID, refuse("take a seat before playing"))
			return false
		}
		if c.ousted.Load() {
			s.refuse(c, f.Move.ID, refuse("another device took this seat"))
			return false
		}
		c.mu.Lock()
		seen := c.sent
		c.mu.Unlock()
		var n int
		var err error
		if watching {
			// A screen that looks on makes a public move for the seat
			// whose token it holds (the big screen of Table and phones).
			n, err = s.svc.MoveFor(ctx, c.code, f.Move.For, *f.Move)
		} else {
			n, err = s.svc.Move(ctx, c.code, int(c.seat), *f.Move)
		}
		if err != nil {
			s.refuse(c, f.Move.ID, err)
			if r := (*Refusal)(nil); errors.As(err, &r) && r.guess {
				// A refused token may be a guess at a seat's key, as a
				// refused join is.
				s.guessed(c)
			}
			return false
		}
		s.push(ctx, c.code)
		return n > seen // not a retry of a move this connection had seen made
	}
	return false
}

// enter adds c to its table's connections, watching the table's log for
// moves any process appends.
func (s *Server) enter(c *client) {
	s.mu.Lock()
	defer s.mu.Unlock()
	w := s.watched[c.code]
	if w == nil {
		w = &watched{clients: map[*client]bool{}}
		code := c.code
		sub, err := s.svc.log.Watch(code, func(seq uint64) {
			s.svc.Heard(code, seq)
			s.push(context.Background(), code)
		})
		if err != nil {
			s.log.Error("watching a table", "table", code, "err", err)
		} else {
			s.svc.Listen(code)
		}
		w.sub = sub
		w.taken, err = s.svc.log.WatchTaken(code, func(seat int, id string, at time.Time) { s.oust(code, rules.Seat(seat), id, at) })
		if err != nil {
			s.log.Error("watching a table's seats", "table", code, "err", err)
		}
		s.watched[code] = w
	}
	w.clients[c] = true
}

// oust tells the connections here that took seat of table code before
// connection id took it at time at that another took the seat, and closes
// them. A notice that comes late (a connection that took the seat and was
// itself replaced at once) ousts none of the connections that came after.
func (s *Server) oust(code string, seat rules.Seat, id string, at time.Time) {
	s.mu.Lock()
	var old []*client
	if w := s.watched[code]; w != nil {
		for c := range w.clients {
			if c.seat == seat && c.id != id && c.joined.Before(at) && !c.ousted.Load() {
				old = append(old, c)
			}
		}
	}
	s.mu.Unlock()
	for _, c := range old {
		c.mu.Lock() // after any push under way
		c.ousted.Store(true)
		s.send(c, wire.Frame{Kind: wire.KindTaken})
		c.mu.Unlock()
		s.log.Info("a seat moved to another connection", "table", code, "seat", int(seat))
	}
}

// leave removes a closed connection.
func (s *Server) leave(c *client) {
	c.ws.CloseNow()
	if c.code == "" {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	w := s.watched[c.code]
	if w == nil {
		return
	}
	delete(w.clients, c)
	if len(w.clients) == 0 {
		if w.sub != nil {
			w.sub.Unsubscribe()
		}
		if w.taken != nil {
			w.taken.Unsubscribe()
		}
		s.svc.Unlisten(c.code)
		delete(s.watched, c.code)
	}
}

// push sends every connection at table code what it has not seen yet, and
// lets the table's bots play if one is to move.
func (s *Server) push(ctx context.Context, code string) {
	s.mu.Lock()
	w := s.watched[code]
	var clients []*client
	if w != nil {
		for c := range w.clients {
			clients = append(clients, c)
		}
	}
	s.mu.Unlock()
	for _, c := range clients {
		c.mu.Lock()
		if c.ousted.Load() {
			c.mu.Unlock()
			continue
		}
		frames, err := s.svc.Catch(ctx, code, c.seat, c.sent, c.taken, !c.greeted)
		if err != nil {
			c.mu.Unlock()
			s.log.Warn("catching a client up; trying again", "table", code, "err", err)
			s.later(code, func() { s.push(context.Background(), code) })
			continue
		}
		for _, f := range frames {
			if f.Kind == wire.KindEnded {
				// The table ended: this frame is the connection's last.
				c.ousted.Store(true)
				s.send(c, f)
				break
			}
			c.sent, c.taken, c.greeted = f.State.Revision, f.State.TakenCount(), true
			s.send(c, f)
		}
		c.mu.Unlock()
	}
	s.runBots(code)
}

// runBots starts the goroutine that lets table code's bots play, unless
// one runs; then that one looks again once it is done, since the table
// may have moved to a bot after it looked.
func (s *Server) runBots(code string) {
	s.mu.Lock()
	w := s.watched[code]
	if w == nil {
		s.mu.Unlock()
		return
	}
	if w.bots {
		w.again = true
		s.mu.Unlock()
		return
	}
	w.bots = true
	s.mu.Unlock()
	go func() {
		for {
			made, err := s.svc.PlayBots(context.Background(), code, s.opts.Pace)
			if made > 0 {
				s.push(context.Background(), code) // a person may be to move now
			}
			s.mu.Lock()
			again := w.again && err == nil && s.watched[code] == w
			w.again = false
			if !again {
				w.bots = false
			}
			s.mu.Unlock()
			if again {
				continue
			}
			if err != nil && !errors.Is(err, ErrNoTable) {
				s.log.Warn("bots; trying again", "table", code, "err", err)
				s.later(code, func() { s.runBots(code) })
			}
			return
		}
	}()
}
