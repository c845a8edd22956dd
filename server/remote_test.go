package server_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"starboard/match"
	"starboard/remote"
	"starboard/rules"
	"starboard/server"
	"starboard/wire"
)

// TestRemoteMatchesPlayATable: each person plays through a match.Match
// that mirrors the server's table (package remote), as the screens and
// the command line do: Legal, Submit, Poll. Every entry reaches every
// seat, in order, each with its events redacted for that seat, and the
// game ends with the same moves everywhere.
func TestRemoteMatchesPlayATable(t *testing.T) {
	ns, err := server.EmbeddedNATS(t.TempDir(), 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ns.Shutdown(); ns.WaitForShutdown() })
	nc, err := nats.Connect(ns.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	log, err := server.OpenLog(context.Background(), nc, 1)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(server.NewServer(server.NewService(log), server.Options{}))
	t.Cleanup(srv.Close)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()

	host, err := remote.Dial(ctx, srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	made, err := host.Create(ctx, wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "Ada"}, {Name: "Bot", Bot: "easy"}, {Name: "Cy"}}})
	if err != nil {
		t.Fatal(err)
	}
	type result struct {
		log []string
		err error
	}
	done := make(chan result, len(made.Invites))
	for _, inv := range made.Invites {
		c, err := remote.Dial(ctx, srv.URL)
		if err != nil {
			t.Fatal(err)
		}
		m, err := c.Join(ctx, made.Code, inv.Token)
		if err != nil {
			t.Fatal(err)
		}
		go func() {
			l, err := playRemote(ctx, m, rules.Seat(inv.Seat))
			done <- result{l, err}
		}()
	}
	var logs [][]string
	for range made.Invites {
		r := <-done
		if r.err != nil {
			t.Fatal(r.err)
		}
		logs = append(logs, r.log)
	}
	if len(logs[0]) < 20 || len(logs[0]) != len(logs[1]) {
		t.Fatalf("the seats saw %d and %d moves", len(logs[0]), len(logs[1]))
	}
}

// playRemote plays seat's random legal moves on m until the game is over,
// and returns the numbers and seats of the entries it polled.
func playRemote(ctx context.Context, m *match.Match, seat rules.Seat) ([]string, error) {
	rng := rules.NewRNG(uint64(seat) + 3)
	var seen []string
	var entries []match.Entry
	next := 1
	for ctx.Err() == nil {
		for _, e := range m.Poll(entries[:0]) {
			if e.Number != next {
				return seen, fmt.Errorf("seat %d polled move %d, expected %d", seat, e.Number, next)
			}
			for i, ev := range e.Events {
				if ev.Redacted(seat) && e.Events[i] != ev.For(seat) {
					return seen, fmt.Errorf("seat %d got a secret of move %d", seat, e.Number)
				}
			}
			next++
			seen = append(seen, e.Text)
		}
		if m.Over() {
			return seen, nil
		}
		if legal := m.Legal(seat); len(legal) > 0 {
			// Submit refuses while the last move is on its way: try again.
			_ = m.Submit(seat, legal[rng.IntN(len(legal))])
		}
		time.Sleep(time.Millisecond)
	}
	return seen, ctx.Err()
}
