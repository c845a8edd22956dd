// Command loadtest measures the online server (cmd/starboard-server) under
// many tables at once, on loopback. It builds the server and starts it as
// a process of its own with the embedded NATS (so that its memory and CPU
// are its own), creates the tables, and connects four clients to each:
// three people who choose a random legal move from their seat's view after
// a think time, and one watcher; the fourth seat is a bot the server plays
// at its pace. After every client is in, it measures for a while and
// prints moves a second, the round trip of the people's moves (from
// sending a move to receiving the state it made), the server's memory and
// CPU, and whether the goals are met (p95 round trip at most 50 ms, the
// server at most 1 GB).
//
// Usage (make loadtest runs it with the defaults):
//
//	go run ./tools/loadtest [-tables 1000] [-measure 60s] [-think 1s] [-pace 600ms] [-title gods]
//
// It exits non-zero when a client fails (a connection lost, a refused
// move, a frame it cannot read), not when a goal is missed: the figures
// are for docs/performance.md.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/wire"
)

func main() {
	tables := flag.Int("tables", 1000, "how many tables play at once")
	measure := flag.Duration("measure", 60*time.Second, "how long to measure once every client is in")
	think := flag.Duration("think", time.Second, "a person's think time before a move (drawn between half and one and a half of it)")
	pace := flag.Duration("pace", 600*time.Millisecond, "the server's pace for bot moves")
	slug := flag.String("title", "gods", "the title every table plays (four seats)")
	limit := flag.Duration("timeout", 15*time.Minute, "give up after this long")
	profile := flag.String("profile", "", "write a CPU profile of the server while measuring to `FILE` (go tool pprof FILE)")
	flag.Parse()
	log.SetFlags(log.Lmicroseconds)
	log.SetPrefix("loadtest: ")
	ctx, cancel := context.WithTimeout(context.Background(), *limit)
	defer cancel()
	if err := run(ctx, *tables, *measure, *think, *pace, *slug, *profile); err != nil {
		fmt.Println("FAIL:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, tables int, measure, think, pace time.Duration, slug, profile string) error {
	title, err := catalog.Find(slug)
	if err != nil {
		return err
	}
	if title.MaxSeats < 4 {
		return fmt.Errorf("%s seats at most %d; the load test needs four", slug, title.MaxSeats)
	}
	work, err := os.MkdirTemp("", "starboard-loadtest-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	srv, err := startServer(ctx, work, pace, profile != "")
	if err != nil {
		return err
	}
	defer srv.stop()
	base := srv.sample()
	log.Printf("server up at %s (pid %d, %.0f MB)", srv.url, srv.cmd.Process.Pid, base.rssMB)

	started := time.Now()
	made, err := createTables(ctx, srv.url, slug, tables)
	if err != nil {
		return err
	}
	log.Printf("%d tables created in %.1f s", len(made), time.Since(started).Seconds())

	st := &stats{}
	var clients []*client
	for _, m := range made {
		for _, inv := range m.Invites {
			clients = append(clients, &client{title: title, code: m.Code, token: inv.Token, seat: inv.Seat, think: think, st: st})
		}
		clients = append(clients, &client{title: title, code: m.Code, seat: -1, st: st})
	}
	runCtx, stopClients := context.WithCancel(ctx)
	defer stopClients()
	var wg sync.WaitGroup
	var failed atomic.Value
	dialing := make(chan struct{}, 64) // dials at once
	var in sync.WaitGroup
	in.Add(len(clients))
	for _, c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			dialing <- struct{}{}
			err := c.connect(runCtx, srv.url)
			<-dialing
			in.Done()
			if err == nil {
				err = c.play(runCtx)
			}
			if err != nil && runCtx.Err() == nil {
				failed.CompareAndSwap(nil, fmt.Errorf("table %s seat %d: %w", c.code, c.seat, err))
				stopClients()
			}
		}()
	}
	in.Wait()
	if err, _ := failed.Load().(error); err != nil {
		return err
	}
	log.Printf("%d clients in after %.1f s; measuring for %v", len(clients), time.Since(started).Seconds(), measure)

	st.reset()
	from := srv.sample()
	self0 := selfCPU()
	t0 := time.Now()
	peak := from
	profiled := make(chan error, 1)
	if profile != "" {
		go func() { profiled <- srv.profile(ctx, profile, min(measure, 30*time.Second)) }()
	} else {
		profiled <- nil
	}
	tick := time.NewTicker(time.Second)
	for time.Since(t0) < measure && runCtx.Err() == nil {
		select {
		case <-tick.C:
			if s := srv.sample(); s.rssMB > peak.rssMB {
				peak = s
			}
		case <-runCtx.Done():
		}
	}
	tick.Stop()
	window := time.Since(t0)
	to := srv.sample()
	self1 := selfCPU()
	rtts, moves, refused := st.take()
	stopClients()
	wg.Wait()
	if err, _ := failed.Load().(error); err != nil {
		return err
	}
	if err := <-profiled; err != nil {
		return fmt.Errorf("profiling the server: %w", err)
	}

	slices.Sort(rtts)
	pct := func(p float64) time.Duration {
		if len(rtts) == 0 {
			return 0
		}
		return rtts[min(len(rtts)-1, int(p*float64(len(rtts))))]
	}
	serverCores := (to.cpu - from.cpu).Seconds() / window.Seconds()
	fmt.Printf("tables %d (%s, 3 people + 1 bot at %v pace, 1 watcher), clients %d, think %v, measured %.0f s on %d cores\n",
		tables, slug, pace, len(clients), think, window.Seconds(), runtime.NumCPU())
	fmt.Printf("moves applied %d (%.0f/s, people and bots); people's moves answered %d (%.0f/s), refused %d\n",
		to.moves-from.moves, float64(to.moves-from.moves)/window.Seconds(), moves, float64(moves)/window.Seconds(), refused)
	fmt.Printf("round trip p50 %v, p95 %v, p99 %v, max %v\n", pct(0.50).Round(100*time.Microsecond), pct(0.95).Round(100*time.Microsecond), pct(0.99).Round(100*time.Microsecond), pct(1).Round(100*time.Microsecond))
	fmt.Printf("server memory %.0f MB (%.0f MB before the tables, peak %.0f MB): %.2f MB a table\n", to.rssMB, base.rssMB, peak.rssMB, (peak.rssMB-base.rssMB)/float64(tables))
	fmt.Printf("server CPU %.2f cores; this load generator %.2f cores\n", serverCores, (self1-self0).Seconds()/window.Seconds())
	goal := func(ok bool) string {
		if ok {
			return "met"
		}
		return "MISSED"
	}
	fmt.Printf("goals: p95 <= 50 ms %s; server <= 1 GB %s\n", goal(pct(0.95) <= 50*time.Millisecond), goal(peak.rssMB <= 1024))
	if moves == 0 {
		return errors.New("no move was answered while measuring")
	}
	return nil
}

// server is the starboard-server process under test.
type server struct {
	cmd   *exec.Cmd
	url   string
	debug string // the address of its profiles; "" when not served
}

// startServer builds cmd/starboard-server into work and starts it on a
// free port of 127.0.0.1 with its data under work.
func startServer(ctx context.Context, work string, pace time.Duration, profiles bool) (*server, error) {
	bin := filepath.Join(work, "starboard-server")
	build := exec.CommandContext(ctx, "go", "build", "-o", bin, "./cmd/starboard-server")
	if out, err := build.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("building the server: %v\n%s", err, out)
	}
	addr, err := freeAddress()
	if err != nil {
		return nil, err
	}
	args := []string{"--listen", addr, "--data", filepath.Join(work, "data"), "--pace", pace.String(), "--web", filepath.Join(work, "no-web")}
	debug := ""
	if profiles {
		if debug, err = freeAddress(); err != nil {
			return nil, err
		}
		args = append(args, "--debug", debug)
	}
	cmd := exec.CommandContext(ctx, bin, args...)
	logFile, err := os.Create(filepath.Join(work, "server.log"))
	if err != nil {
		return nil, err
	}
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, url: "http://" + addr, debug: debug}
	for i := 0; ; i++ {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err == nil {
			c.Close()
			break
		}
		if i > 300 || ctx.Err() != nil {
			s.stop()
			return nil, fmt.Errorf("the server did not listen at %s", addr)
		}
		time.Sleep(100 * time.Millisecond)
	}
	return s, nil
}

// freeAddress returns a port of 127.0.0.1 free a moment ago.
func freeAddress() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

// profile writes a CPU profile of the server over d to path.
func (s *server) profile(ctx context.Context, path string, d time.Duration) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("http://%s/debug/pprof/profile?seconds=%d", s.debug, int(d.Seconds())), nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s", resp.Status)
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, resp.Body); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func (s *server) stop() {
	s.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		s.cmd.Process.Kill()
		<-done
	}
}

// reading is the server's memory and CPU at one moment, and the moves
// its tables hold.
type reading struct {
	rssMB float64
	cpu   time.Duration
	moves int64
}

// ticksPerSecond is the unit of /proc's CPU times on Linux.
const ticksPerSecond = 100

func (s *server) sample() reading {
	var r reading
	pid := s.cmd.Process.Pid
	if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid)); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
				kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 64)
				r.rssMB = kb / 1024
			}
		}
	}
	if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid)); err == nil {
		// The fields after the command's name, which is in parentheses.
		if i := strings.LastIndexByte(string(b), ')'); i > 0 {
			f := strings.Fields(string(b)[i+1:])
			if len(f) > 13 {
				ut, _ := strconv.ParseInt(f[11], 10, 64)
				st, _ := strconv.ParseInt(f[12], 10, 64)
				r.cpu = time.Duration(ut+st) * time.Second / ticksPerSecond
			}
		}
	}
	r.moves = movesSeen.Load()
	return r
}

// selfCPU is the CPU this process has used.
func selfCPU() time.Duration {
	b, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return 0
	}
	i := strings.LastIndexByte(string(b), ')')
	f := strings.Fields(string(b)[i+1:])
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(ut+st) * time.Second / ticksPerSecond
}

// movesSeen counts the moves the watchers saw made: every move of every
// table, people's and bots'.
var movesSeen atomic.Int64

// createTables creates n tables of slug, three people and an easy bot
// each, over a few connections (the server bounds each connection's
// frames a second).
func createTables(ctx context.Context, url, slug string, n int) ([]wire.Created, error) {
	const workers = 25
	made := make([]wire.Created, n)
	errs := make(chan error, workers)
	for w := range workers {
		go func() {
			c, err := dial(ctx, url)
			if err != nil {
				errs <- err
				return
			}
			defer c.CloseNow()
			for i := w; i < n; i += workers {
				req := wire.Create{Title: slug, Seats: []wire.SeatSpec{{Name: "Ada"}, {Name: "Bo"}, {Name: "Cy"}, {Name: "Bot", Bot: "easy"}}}
				if err := write(ctx, c, wire.Frame{Kind: wire.KindCreate, Create: &req}); err != nil {
					errs <- err
					return
				}
				for {
					f, err := read(ctx, c)
					if err != nil {
						errs <- err
						return
					}
					if f.Kind == wire.KindRefused {
						errs <- fmt.Errorf("create refused: %s", f.Refused.Reason)
						return
					}
					if f.Kind == wire.KindCreated {
						made[i] = *f.Created
						break
					}
				}
			}
			errs <- nil
		}()
	}
	for range workers {
		if err := <-errs; err != nil {
			return nil, err
		}
	}
	return made, nil
}

func dial(ctx context.Context, url string) (*websocket.Conn, error) {
	dctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	c, _, err := websocket.Dial(dctx, "ws"+strings.TrimPrefix(url, "http")+"/play", nil)
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(wire.MaxServerFrame)
	if f, err := read(ctx, c); err != nil || f.Kind != wire.KindWelcome {
		c.CloseNow()
		return nil, fmt.Errorf("no welcome: %v", err)
	}
	return c, nil
}

func write(ctx context.Context, c *websocket.Conn, f wire.Frame) error {
	b, err := wire.Encode(f)
	if err != nil {
		return err
	}
	return c.Write(ctx, websocket.MessageText, b)
}

func read(ctx context.Context, c *websocket.Conn) (wire.Frame, error) {
	_, b, err := c.Read(ctx)
	if err != nil {
		return wire.Frame{}, err
	}
	return wire.DecodeServer(b)
}

// stats gathers the people's round trips.
type stats struct {
	mu      sync.Mutex
	rtts    []time.Duration
	refused int
}

func (s *stats) reset() {
	s.mu.Lock()
	s.rtts, s.refused = s.rtts[:0], 0
	s.mu.Unlock()
}

func (s *stats) add(d time.Duration) {
	s.mu.Lock()
	s.rtts = append(s.rtts, d)
	s.mu.Unlock()
}

func (s *stats) take() ([]time.Duration, int, int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.rtts), len(s.rtts), s.refused
}

// client is one connection: a person at a seat, or a watcher (seat -1).
type client struct {
	title rules.Title
	code  string
	token string
	seat  int
	think time.Duration
	st    *stats
	ws    *websocket.Conn
	view  rules.Game
	seats int
	rng   *rand.Rand
}

func (c *client) connect(ctx context.Context, url string) error {
	ws, err := dial(ctx, url)
	if err != nil {
		return err
	}
	c.ws = ws
	f := wire.Frame{Kind: wire.KindWatch, Watch: &wire.Watch{Code: c.code}}
	if c.seat >= 0 {
		f = wire.Frame{Kind: wire.KindJoin, Join: &wire.Join{Code: c.code, Token: c.token}}
	}
	if err := write(ctx, ws, f); err != nil {
		return err
	}
	got, err := read(ctx, ws)
	if err != nil {
		return err
	}
	if got.Kind != wire.KindSeated {
		return fmt.Errorf("joining answered %s", got.Kind)
	}
	c.seats = len(got.Seated.Seats)
	c.rng = rand.New(rand.NewPCG(uint64(c.seat+2), uint64(len(c.code))))
	return nil
}

// play reads the table's frames until ctx ends; a person answers each
// state where its seat is to move with a move after its think time.
func (c *client) play(ctx context.Context) error {
	defer c.ws.CloseNow()
	moves := make(chan wire.Move, 1)
	var sent time.Time
	var sentID uint64
	asked := -1 // the revision last answered with a move
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case mv := <-moves:
				d := c.think/2 + time.Duration(rand.Int64N(int64(c.think)+1))
				select {
				case <-ctx.Done():
					return
				case <-time.After(d):
				}
				c.st.mu.Lock()
				sent, sentID = time.Now(), mv.ID
				c.st.mu.Unlock()
				if err := write(ctx, c.ws, wire.Frame{Kind: wire.KindMove, Move: &mv}); err != nil {
					return
				}
			}
		}
	}()
	for {
		f, err := read(ctx, c.ws)
		if err != nil {
			return err
		}
		switch f.Kind {
		case wire.KindRefused:
			c.st.mu.Lock()
			c.st.refused++
			c.st.mu.Unlock()
			return fmt.Errorf("a move was refused: %s", f.Refused.Reason)
		case wire.KindState:
		default:
			continue
		}
		st := f.State
		if c.seat < 0 {
			if st.Entry != nil {
				movesSeen.Add(1)
			}
			continue
		}
		c.st.mu.Lock()
		if sentID != 0 && uint64(st.Revision) >= sentID {
			rtt := time.Since(sent)
			sentID = 0
			c.st.mu.Unlock()
			c.st.add(rtt)
		} else {
			c.st.mu.Unlock()
		}
		if !st.Started {
			continue
		}
		if c.view == nil {
			if c.view, err = c.title.New(rules.Setup{Seats: c.seats, Seed: 1}); err != nil {
				return err
			}
		}
		if err := wire.DecodeState(c.view, st.View); err != nil {
			return err
		}
		if c.view.Over() || c.view.ToMove() != rules.Seat(c.seat) || st.Revision <= asked {
			continue
		}
		asked = st.Revision
		legal := c.view.Legal(nil)
		mv := legal[c.rng.IntN(len(legal))]
		moves <- wire.Move{ID: uint64(st.Revision + 1), Text: c.view.MoveText(mv), Revision: st.Revision}
	}
}
