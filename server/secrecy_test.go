package server

import (
	"bytes"
	"context"
	"net/http/httptest"
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
	srv := httptest.NewServer(NewServer(a, Options{}))
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
		})
	}
}

// checkFrames replays save and checks each of states, sent to seat,
// against it.
func checkFrames(t *testing.T, title rules.Title, save *rules.Save, seat rules.Seat, states []wire.State) {
	t.Helper()
	g, err := title.New(save.Setup())
	if err != nil {
		t.Fatal(err)
	}
	var events []rules.Event
	revision := 0
	for _, st := range states {
		for revision < st.Revision {
			mv, err := g.ParseMove(save.Moves[revision])
			if err == nil {
				events, err = g.Apply(mv)
			}
			if err != nil {
				t.Fatalf("replaying move %d: %v", revision+1, err)
			}
			revision++
		}
		want, err := wire.EncodeState(nil, g.View(seat))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(st.View, want) {
			t.Fatalf("seat %d, revision %d: the frame's view is not the rules' view for the seat", seat, st.Revision)
		}
		e := st.Entry
		if e == nil {
			continue
		}
		if len(e.Events) != len(events) {
			t.Fatalf("seat %d, move %d: %d events sent, the move made %d", seat, e.Number, len(e.Events), len(events))
		}
		secret := false
		for i, ev := range events {
			if e.Events[i] != ev.For(seat) {
				t.Fatalf("seat %d, move %d: event %d sent as %+v, the seat may see %+v", seat, e.Number, i, e.Events[i], ev.For(seat))
			}
			secret = secret || !ev.Sealed && ev.Redacted(seat)
		}
		if want := save.Moves[e.Number-1]; secret && e.Text != "" || !secret && e.Text != want {
			t.Fatalf("seat %d, move %d: sent the text %q of %q (another's secret: %v)", seat, e.Number, e.Text, want, secret)
		}
	}
	if revision != len(save.Moves) {
		t.Fatalf("seat %d saw %d of %d moves", seat, revision, len(save.Moves))
	}
}
