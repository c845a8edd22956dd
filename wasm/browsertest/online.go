package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"log/slog"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/nats-io/nats.go"

	"starboard/internal/webserve"
	"starboard/remote"
	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/server"
	"starboard/wire"
)

// onlineScenario starts an online server in this process (an embedded
// NATS under work, loopback only) that serves the browser build in dir,
// creates a table of Gods Don't Play Dice (each god's needs are their
// secret) for two people and a bot, and plays it as Table and phones
// does: the first page, the big screen, watches the table at 1280x720,
// and each person's invitation link opens in a phone-size page of its
// own. The phones play random legal moves through window.starboard.play,
// the door a tap on the table also goes through, until the game is over.
// Midway the second phone's page is closed and its link opened again in a
// new page, which takes the seat again and plays on. Every page ends with
// the server's moves, and every state the big screen was sent is checked
// against the game replayed (server.CheckStates): the public view, no
// secret.
func onlineScenario(b *browser, dir, work string) error {
	ctx, cancel := context.WithCancel(b.tab)
	defer cancel()
	big := &bigScreen{states: map[string][]wire.State{}}
	address, svc, stop, err := startOnline(ctx, dir, work, big.sent)
	if err != nil {
		return err
	}
	defer stop()
	c, err := remote.Dial(ctx, address)
	if err != nil {
		return err
	}
	made, err := c.Create(ctx, wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "Ada"}, {Name: "Bot", Bot: "easy"}, {Name: "Cy"}}})
	c.Close()
	if err != nil {
		return err
	}
	// The first page (the game of the earlier scenarios, left offline)
	// goes blank: on two cores its frames would slow the online pages. The
	// big screen is a page of its own, at the first page's size: it
	// watches the table.
	if err := b.do(time.Minute, chromedp.Navigate("about:blank")); err != nil {
		return fmt.Errorf("emptying the first page: %w", err)
	}
	if err := instantTables(b, address); err != nil {
		return err
	}
	big.code = made.Code
	screen, err := b.openTab(wire.InviteLink(address, made.Code, ""), "online-big", viewportW, viewportH)
	if err != nil {
		return err
	}
	defer screen.Close()
	if s, err := screen.waitFor("the big screen to watch the table", 5*time.Minute, func(s status) bool { return s.Game == "gods" && s.Link == "up" }); err != nil {
		screen.screenshot("online-big-failed")
		return err
	} else if s.Seat != -1 {
		return fmt.Errorf("the big screen holds seat %d, want none", s.Seat)
	}
	links := make([]string, len(made.Invites))
	pages := make([]*browser, len(made.Invites))
	defer func() {
		for _, p := range pages {
			if p != nil {
				p.Close()
			}
		}
	}()
	opened := make([]time.Time, len(made.Invites))
	for i, inv := range made.Invites {
		links[i] = wire.InviteLink(address, made.Code, inv.Token)
		opened[i] = time.Now()
		if pages[i], err = b.openTab(links[i], fmt.Sprintf("online-%d", i), onlineW, onlineH); err != nil {
			return err
		}
	}
	for i, p := range pages {
		s, err := p.waitFor("the online table to open", 5*time.Minute, func(s status) bool { return s.Game == "gods" && s.Link == "up" })
		if err != nil {
			p.screenshot(fmt.Sprintf("online-%d-failed", i))
			return err
		}
		if s.Seat != made.Invites[i].Seat {
			return fmt.Errorf("page %d holds seat %d, its invitation is for seat %d", i, s.Seat, made.Invites[i].Seat)
		}
		// What a person waits from opening the link (scanning its QR
		// code) to the table with their own seat's view on screen; the
		// pages load one after another, so the later ones waited for the
		// earlier too.
		log.Printf("online: page %d held its seat %.1f s after its link was opened", i, time.Since(opened[i]).Seconds())
	}
	log.Printf("online: table %s open in %d pages", made.Code, len(pages))

	rng := rand.New(rand.NewPCG(1, 2))
	played, reopened := 0, false
	lastMoves, progressed := -1, time.Now()
	for {
		over := true
		for i, p := range pages {
			s, err := p.waitFor("the page to answer", tickWait, func(status) bool { return true })
			if err != nil {
				return err
			}
			if s.Error != "" {
				return fmt.Errorf("page %d: %s", i, s.Error)
			}
			over = over && s.Over
			if s.Moves != lastMoves {
				lastMoves, progressed = s.Moves, time.Now()
			}
			if len(s.Legal) == 0 {
				continue
			}
			text := s.Legal[rng.IntN(len(s.Legal))]
			quoted, _ := json.Marshal(text)
			why, err := evaluate[string](p, "window.starboard.play("+string(quoted)+")")
			if err != nil {
				return fmt.Errorf("page %d playing %s: %w", i, text, err)
			}
			if why != "" {
				// The table may have moved on between the read and the
				// move (a bot's move, the other page's, the game's end):
				// only a move refused while the seat still has it is wrong.
				now, err := p.waitFor("the page to answer", tickWait, func(status) bool { return true })
				if err != nil {
					return err
				}
				if !now.Over && slices.Contains(now.Legal, text) && now.Moves == s.Moves {
					return fmt.Errorf("page %d could not play %s, a legal move it lists: %s", i, text, why)
				}
				continue
			}
			played++
		}
		if over {
			break
		}
		if time.Since(progressed) > 2*time.Minute {
			return stalled(ctx, svc, made.Code, lastMoves, screen, pages)
		}
		if !reopened && lastMoves >= 20 {
			reopened = true
			pages[0].screenshot("online-0-midgame")
			screen.screenshot("online-big-midgame")
			pages[1].Close()
			pages[1] = nil
			log.Printf("online: the second page closed at move %d; its link opens again", lastMoves)
			if pages[1], err = b.openTab(links[1], "online-1-again", onlineW, onlineH); err != nil {
				return err
			}
			if _, err := pages[1].waitFor("the reopened page to take its seat again", 5*time.Minute, func(s status) bool { return s.Game == "gods" && s.Link == "up" && s.Moves >= lastMoves }); err != nil {
				return err
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	save, err := svc.Save(ctx, made.Code)
	if err != nil {
		return fmt.Errorf("the finished table's save: %w", err)
	}
	for i, p := range pages {
		s, err := p.waitFor("the page to answer", tickWait, func(status) bool { return true })
		if err != nil {
			return err
		}
		if s.Moves != len(save.Moves) {
			return fmt.Errorf("page %d ended at %d moves, the server's save holds %d", i, s.Moves, len(save.Moves))
		}
		if s.Buzzes == 0 {
			return fmt.Errorf("page %d never buzzed: no turn of its seat was announced", i)
		}
		p.screenshot(fmt.Sprintf("online-%d-over", i))
	}
	if !reopened {
		return fmt.Errorf("the game ended at move %d, before the second page was reopened", lastMoves)
	}
	if _, err := screen.waitFor("the big screen to show the end", 5*time.Minute, func(s status) bool { return s.Over && s.Moves == len(save.Moves) }); err != nil {
		return err
	}
	screen.screenshot("online-big-over")
	if s, err := screen.status(); err != nil {
		return err
	} else if s.Buzzes != 0 {
		return fmt.Errorf("the big screen buzzed %d times: it has no turn", s.Buzzes)
	}
	checked, err := big.check(save)
	if err != nil {
		return fmt.Errorf("the big screen: %w", err)
	}
	log.Printf("online: the big screen was sent %d states over %d connection(s), each the public view with no secret", checked, big.conns())
	log.Printf("online: a game of %d moves (%d from the pages) over the server; the second page reopened and took its seat again", len(save.Moves), played)
	return nil
}

// instantTables sets the settings every page of the server at address
// starts with: animations instant, sound muted. The online game tests the
// protocol, the seats and what each page is sent, and a page plays a move
// only once its table is ready, as a person would: at the normal speed the
// game took three minutes instead of one. The setting is written from a
// page of the same origin (a path the server does not have).
func instantTables(b *browser, address string) error {
	p, err := b.openTab(address+"starboard-browsertest", "online-settings", onlineW, onlineH)
	if err != nil {
		return err
	}
	defer p.Close()
	_, err = evaluate[bool](p, `localStorage.setItem("starboard/settings", JSON.stringify({animationSpeed: 3, muted: true})), true`)
	if err != nil {
		return fmt.Errorf("setting the online pages' settings: %w", err)
	}
	return nil
}

// bigScreen records the states the server sends the connections that
// watch table code: the big screen's.
type bigScreen struct {
	mu     sync.Mutex
	code   string
	states map[string][]wire.State // by connection
}

func (b *bigScreen) sent(conn, code string, seat rules.Seat, st wire.State) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if seat == rules.NoSeat && code == b.code {
		b.states[conn] = append(b.states[conn], st)
	}
}

func (b *bigScreen) conns() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.states)
}

// check checks every connection's states against the finished game save
// and returns how many it checked.
func (b *bigScreen) check(save *rules.Save) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	title, err := catalog.Find(save.Title)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, states := range b.states {
		if err := server.CheckStates(title, save, rules.NoSeat, states); err != nil {
			return n, err
		}
		n += len(states)
	}
	if n == 0 {
		return 0, fmt.Errorf("it was sent nothing")
	}
	return n, nil
}

// startOnline serves the browser build in dir and the game protocol on a
// free port of 127.0.0.1, over an embedded NATS whose store is under work.
// It returns the server's address and a function that stops it all.
func startOnline(ctx context.Context, dir, work string, sent func(conn, code string, seat rules.Seat, st wire.State)) (address string, svc *server.Service, stop func(), err error) {
	ns, err := server.EmbeddedNATS(filepath.Join(work, "nats"), 0)
	if err != nil {
		return "", nil, nil, err
	}
	nc, err := nats.Connect(ns.ClientURL())
	if err != nil {
		ns.Shutdown()
		return "", nil, nil, err
	}
	stopNATS := func() { nc.Close(); ns.Shutdown(); ns.WaitForShutdown() }
	tables, err := server.OpenLog(ctx, nc, 1)
	if err != nil {
		stopNATS()
		return "", nil, nil, err
	}
	svc = server.NewService(tables)
	mux := http.NewServeMux()
	server.NewServer(svc, server.Options{Sent: sent, Logger: slog.New(slog.NewTextHandler(os.Stderr, nil))}).Routes(mux)
	mux.Handle("/", webserve.Handler(dir))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		stopNATS()
		return "", nil, nil, err
	}
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go hs.Serve(ln)
	return "http://" + ln.Addr().String() + "/", svc, func() { hs.Close(); stopNATS() }, nil
}

// onlineW and onlineH are the viewport of the online game's pages: a
// phone's, in CSS pixels (issue 30), at a device pixel ratio of 1 (three
// would triple the software GL's work for the same layout).
const onlineW, onlineH = 390, 844

// openTab opens url in a new tab of b's browser, with a viewport of w by
// h CSS pixels, and returns it; its Close closes the tab.
func (b *browser) openTab(url, name string, w, h int64) (*browser, error) {
	tab, cancel := chromedp.NewContext(b.tab)
	p := &browser{tab: tab, close: cancel, shots: b.shots, mouse: b.mouse}
	if err := chromedp.Do(tab); err != nil {
		cancel()
		return nil, fmt.Errorf("opening a tab for %s: %w", name, err)
	}
	if err := p.do(time.Minute, chromedp.EmulateViewport(w, h, chromedp.EmulateScale(1), chromedp.EmulateTouch)); err != nil {
		cancel()
		return nil, err
	}
	go p.readConsole()
	if err := p.do(time.Minute, chromedp.Navigate(url)); err != nil {
		cancel()
		return nil, fmt.Errorf("opening %s: %w", url, err)
	}
	return p, nil
}

// stalled returns the error of an online game that has not moved for too
// long, with what each page and the server say of it and a screenshot of
// each page, so that a stall seen once can be told apart: a bot that did
// not move, a move lost on its way, or a table that offered no move.
func stalled(ctx context.Context, svc *server.Service, code string, moves int, screen *browser, pages []*browser) error {
	for i, p := range append([]*browser{screen}, pages...) {
		name := "big screen"
		if i > 0 {
			name = fmt.Sprintf("page %d", i-1)
		}
		p.screenshot(fmt.Sprintf("online-stalled-%d", i))
		s, err := p.status()
		if err != nil {
			log.Printf("stalled: %s does not answer: %v", name, err)
			continue
		}
		log.Printf("stalled: %s holds seat %d, link %q, %d moves, %q to move, legal %d, pending %q, error %q", name, s.Seat, s.Link, s.Moves, s.ToMove, len(s.Legal), s.Pending, s.Error)
	}
	if seated, err := svc.Seated(ctx, code, rules.NoSeat); err != nil {
		log.Printf("stalled: the server's seats: %v", err)
	} else {
		log.Printf("stalled: the server's seats: %+v", seated.Seats)
	}
	if n, g, err := svc.Snapshot(ctx, code, rules.NoSeat); err != nil {
		log.Printf("stalled: the server's table: %v", err)
	} else {
		log.Printf("stalled: the server's table is at move %d, seat %d to move", n, g.ToMove())
	}
	return fmt.Errorf("the online game stalled at move %d", moves)
}
