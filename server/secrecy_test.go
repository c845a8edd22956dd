package server

import (
	"context"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/wire"
)

// TestFramesHoldOnlyTheSeatsView records every frame the server sends each
// person in a full game of every title (two people playing random legal
// moves and a bot) and, once the game is over, replays it from its save
// with the seed the server kept: each State's view is exactly the rules'
// view of the game for that seat at that revision (nothing the seat may
// not see, nothing of the seed), each entry's events are the move's events
// as that seat may see them, and a move whose choice is another seat's
// secret comes without its text.
func TestFramesHoldOnlyTheSeatsView(t *testing.T) {
	a, _ := twoProcesses(t)
	var mu sync.Mutex
	watched := map[string][]wire.State{} // by the table's code: what its one watcher was sent
	srv := httptest.NewServer(NewServer(a, Options{Sent: func(_, code string, seat rules.Seat, st wire.State) {
		if seat == rules.NoSeat {
			mu.Lock()
			watched[code] = append(watched[code], st)
			mu.Unlock()
		}
	}}))
	t.Cleanup(srv.Close)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	for _, title := range catalog.All() {
		t.Run(title.Slug, func(t *testing.T) {
			made, err := a.Create(ctx, wire.Create{Title: title.Slug, Seats: []wire.SeatSpec{{Name: "Ada"}, {Name: "Bo"}, {Name: "Bot", Bot: "random"}}})
			if err != nil {
				t.Fatal(err)
			}
			type recording struct {
				seat   rules.Seat
				states []wire.State
				err    error
			}
			watcher := dial(t, srv.URL)
			watcher.send(wire.Frame{Kind: wire.KindWatch, Watch: &wire.Watch{Code: made.Code}})
			go func() { // read, or the server closes a connection that falls behind
				for {
					if _, err := watcher.next(); err != nil {
						return
					}
				}
			}()
			done := make(chan recording, len(made.Invites))
			for _, inv := range made.Invites {
				c := dial(t, srv.URL)
				go func() {
					states, err := c.play(title, made.Code, inv, 3)
					done <- recording{rules.Seat(inv.Seat), states, err}
				}()
			}
			var recs []recording
			for range made.Invites {
				r := <-done
				if r.err != nil {
					t.Fatal(r.err)
				}
				recs = append(recs, r)
			}
			save, err := a.Save(ctx, made.Code)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range recs {
				checkFrames(t, title, save, r.seat, r.states)
			}
			// The watcher (the big screen of Table and phones) saw every
			// move, and only what anyone may see.
			deadline := time.Now().Add(time.Minute)
			for {
				mu.Lock()
				states := watched[made.Code]
				mu.Unlock()
				err := CheckStates(title, save, rules.NoSeat, states)
				if err == nil {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("the watcher: %v", err)
				}
				time.Sleep(20 * time.Millisecond)
			}
		})
	}
}

// checkFrames fails t when CheckStates finds what seat was sent wrong.
func checkFrames(t *testing.T, title rules.Title, save *rules.Save, seat rules.Seat, states []wire.State) {
	t.Helper()
	if err := CheckStates(title, save, seat, states); err != nil {
		t.Fatal(err)
	}
}
