package server_test

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"starboard/ai"
	"starboard/match"
	"starboard/remote"
	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/server"
	"starboard/server/servertest"
	"starboard/wire"
)

// TestClusterSurvivesKillsAndRestarts is the online service as a large
// site runs it: three NATS nodes with the tables' stream on each, three
// server processes, a balancer in front. Four clients play a full game of
// every title at once, each seat chosen by an easy bot on the seat's own
// view. Mid-game one server process and one NATS node are killed: the
// clients reconnect through the balancer to the processes left and play
// on. Later every process and node is stopped and started again from its
// data: every unfinished table resumes. Every game ends; each table's log
// holds exactly the moves its clients saw, once each, in order.
func TestClusterSurvivesKillsAndRestarts(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	c := servertest.StartCluster(t, 3, server.Options{})
	backoff := remote.Backoff{First: 50 * time.Millisecond, Max: 500 * time.Millisecond}

	type seat struct {
		m    *match.Match
		seat rules.Seat
		seen map[int]string // move number to its text as the seat saw it
	}
	type table struct {
		code  string
		seats []*seat
	}
	var tables []*table
	host, err := remote.Dial(ctx, c.URL)
	if err != nil {
		t.Fatal(err)
	}
	for _, title := range catalog.All() {
		req := wire.Create{Title: title.Slug}
		for i := range 4 {
			req.Seats = append(req.Seats, wire.SeatSpec{Name: fmt.Sprintf("P%d", i+1)})
		}
		made, err := host.Create(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		tb := &table{code: made.Code}
		for _, inv := range made.Invites {
			m, err := remote.Join(ctx, c.URL, made.Code, inv.Token, backoff)
			if err != nil {
				t.Fatal(err)
			}
			tb.seats = append(tb.seats, &seat{m: m, seat: rules.Seat(inv.Seat), seen: map[int]string{}})
		}
		tables = append(tables, tb)
	}
	host.Close()

	errs := make(chan error, 20)
	var failed atomic.Bool // a seat gave up: stop waiting for moves
	for ti, tb := range tables {
		for _, s := range tb.seats {
			go func() {
				bot := ai.New(ai.Easy, uint64(ti*10+int(s.seat)+1))
				last := 0
				for ctx.Err() == nil {
					for _, e := range s.m.Poll(nil) {
						if e.Number <= last {
							failed.Store(true)
							errs <- fmt.Errorf("table %s: seat %d saw move %d after move %d", tb.code, s.seat, e.Number, last)
							return
						}
						last, s.seen[e.Number] = e.Number, e.Text
					}
					if s.m.Over() {
						errs <- nil
						return
					}
					if link, err := s.m.Link(); link == match.LinkLost {
						failed.Store(true)
						errs <- fmt.Errorf("table %s: seat %d lost the table: %v", tb.code, s.seat, err)
						return
					}
					if _, pending := s.m.Pending(); !pending && len(s.m.Legal(s.seat)) > 0 {
						_ = s.m.Submit(s.seat, bot.Choose(s.m.View(s.seat)))
					}
					time.Sleep(time.Millisecond)
				}
				errs <- ctx.Err()
			}()
		}
	}

	// waitMoves waits until every table has n more moves than in from, or
	// is over.
	revisions := func() []int {
		var out []int
		for _, tb := range tables {
			out = append(out, tb.seats[0].m.Revision())
		}
		return out
	}
	waitMoves := func(from []int, n int) {
		for i, tb := range tables {
			for tb.seats[0].m.Revision() < from[i]+n && !tb.seats[0].m.Over() && !failed.Load() && ctx.Err() == nil {
				time.Sleep(5 * time.Millisecond)
			}
		}
	}
	start := make([]int, len(tables))
	waitMoves(start, 15)
	t.Logf("moves before the kills: %v", revisions())
	c.KillProcess(0)
	c.KillNode(1)
	at := revisions()
	waitMoves(at, 15)
	t.Logf("moves before the restart: %v", revisions())
	c.StopAll()
	c.RestartAll()
	unfinished := 0
	for _, tb := range tables {
		if !tb.seats[0].m.Over() {
			unfinished++
		}
	}
	for range 20 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("moves at the end: %v; %d tables were unfinished at the restart", revisions(), unfinished)
	if unfinished == 0 {
		t.Error("every table had ended before the restart: it tested no resumption")
	}

	for _, tb := range tables {
		recs, err := c.Log().Read(ctx, tb.code, 0)
		if err != nil {
			t.Fatal(err)
		}
		var log []string
		ids := map[[2]uint64]bool{}
		for _, r := range recs {
			if mv := r.Move; mv != nil {
				if mv.Number != len(log)+1 {
					t.Fatalf("table %s: the log's move %d is numbered %d", tb.code, len(log)+1, mv.Number)
				}
				key := [2]uint64{uint64(mv.Seat), mv.ID}
				if ids[key] {
					t.Fatalf("table %s: seat %d's move %d was applied twice", tb.code, mv.Seat, mv.ID)
				}
				ids[key] = true
				log = append(log, mv.Text)
			}
		}
		for _, s := range tb.seats {
			if s.m.Revision() != len(log) {
				t.Fatalf("table %s: seat %d ended at move %d, the log holds %d", tb.code, s.seat, s.m.Revision(), len(log))
			}
			for n, text := range s.seen {
				if text != "" && text != log[n-1] {
					t.Fatalf("table %s: seat %d saw move %d as %q, the log holds %q", tb.code, s.seat, n, text, log[n-1])
				}
			}
		}
	}
}
