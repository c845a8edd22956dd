package server_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"starboard/match"
	"starboard/remote"
	"starboard/rules"
	"starboard/server"
	"starboard/server/servertest"
	"starboard/wire"
)

// TestRemoteMatchesPlayATable: each person plays through a match.Match
// that mirrors the server's table (package remote), as the screens and
// the command line do: Legal, Submit, Poll. Every entry reaches every
// seat, in order, each with its events redacted for that seat, and the
// game ends with the same moves everywhere. Closing a match (leaving its
// table) ends its connection for good.
func TestRemoteMatchesPlayATable(t *testing.T) {
	srv := servertest.Start(t, server.Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()

	made := hostGods(ctx, t, srv.URL)
	matches, wait := joinAndPlay(ctx, t, srv.URL, made, remote.DefaultBackoff)
	logs := wait()
	if len(logs[0]) < 20 || len(logs[0]) != len(logs[1]) {
		t.Fatalf("the seats saw %d and %d moves", len(logs[0]), len(logs[1]))
	}
	matches[0].Close()
	for {
		s, _ := matches[0].Link()
		if s == match.LinkLost {
			break
		}
		if ctx.Err() != nil {
			t.Fatalf("a closed match's link still reads %v", s)
		}
		time.Sleep(time.Millisecond)
	}
	if s, _ := matches[1].Link(); s != match.LinkUp {
		t.Errorf("the other seat's link reads %v after the first left", s)
	}
}

// TestSeatsReconnectAndFinish: the network drops every connection three
// times during a game of Gods, some of the drops while a move is on its
// way. Each person's match reads "reconnecting" and comes back by itself,
// taking its seat again from what it had seen; the move on its way is
// sent again and applied once. Every seat sees every move once, in order,
// and the game ends.
func TestSeatsReconnectAndFinish(t *testing.T) {
	srv := servertest.Start(t, server.Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	made := hostGods(ctx, t, srv.URL)
	matches, wait := joinAndPlay(ctx, t, srv.URL, made, remote.Backoff{First: 40 * time.Millisecond, Max: 100 * time.Millisecond})
	// Drop the connections after moves 6, 20 and 40, once the first seat
	// is to move: its player moves while the link is down, and the move
	// must go again over the new connection.
	drops, sentAgain := 0, 0
	for _, at := range []int{6, 20, 40} {
		for (matches[0].Revision() < at || len(matches[0].Legal(0)) == 0) && !matches[0].Over() && ctx.Err() == nil {
			time.Sleep(time.Millisecond)
		}
		srv.Drop()
		drops++
		down := false
		for ctx.Err() == nil {
			s, _ := matches[0].Link()
			if s == match.LinkReconnecting {
				down = true
				if _, ok := matches[0].Pending(); ok {
					sentAgain++
					break
				}
			}
			if s == match.LinkUp && down {
				break
			}
			time.Sleep(time.Millisecond)
		}
	}
	logs := wait()
	if sentAgain == 0 {
		t.Error("no move was on its way while a link was down")
	}
	if len(logs[0]) < 40 || len(logs[0]) != len(logs[1]) {
		t.Fatalf("after %d drops the seats saw %d and %d moves", drops, len(logs[0]), len(logs[1]))
	}
	recs, err := srv.Log.Read(ctx, made.Code, 0)
	if err != nil {
		t.Fatal(err)
	}
	moves, ids := 0, map[[2]uint64]bool{}
	for _, r := range recs {
		if mv := r.Move; mv != nil {
			moves++
			key := [2]uint64{uint64(mv.Seat), mv.ID}
			if mv.ID != 0 && ids[key] {
				t.Errorf("seat %d's move %d was applied twice", mv.Seat, mv.ID)
			}
			ids[key] = true
		}
	}
	if moves != len(logs[0]) {
		t.Errorf("the log holds %d moves, the seats saw %d", moves, len(logs[0]))
	}
}

// hostGods creates a table of Gods with two people and an easy bot.
func hostGods(ctx context.Context, t *testing.T, url string) wire.Created {
	t.Helper()
	host, err := remote.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	made, err := host.Create(ctx, wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "Ada"}, {Name: "Bot", Bot: "easy"}, {Name: "Cy"}}})
	if err != nil {
		t.Fatal(err)
	}
	return made
}

// joinAndPlay takes every invited seat of made through remote.Join and
// has each play random legal moves to the end (playRemote). wait returns
// each seat's log once all are done, failing the test on an error.
func joinAndPlay(ctx context.Context, t *testing.T, url string, made wire.Created, b remote.Backoff) (matches []*match.Match, wait func() [][]string) {
	t.Helper()
	type result struct {
		log []string
		err error
	}
	done := make(chan result, len(made.Invites))
	for _, inv := range made.Invites {
		m, err := remote.Join(ctx, url, made.Code, inv.Token, b)
		if err != nil {
			t.Fatal(err)
		}
		matches = append(matches, m)
		go func() {
			l, err := playRemote(ctx, m, rules.Seat(inv.Seat))
			done <- result{l, err}
		}()
	}
	return matches, func() [][]string {
		var logs [][]string
		for range made.Invites {
			r := <-done
			if r.err != nil {
				t.Fatal(r.err)
			}
			logs = append(logs, r.log)
		}
		return logs
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

// TestATakenSeatIsLostForGood: a person's match loses its seat to a
// second match that joins with the seat's key (a phone): the first reads
// lost, for match.ErrSeatTaken, and does not take the seat back by
// itself, while the second is up and plays on.
func TestATakenSeatIsLostForGood(t *testing.T) {
	srv := servertest.Start(t, server.Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	made := hostGods(ctx, t, srv.URL)
	ada := made.Invites[0]
	first, err := remote.Join(ctx, srv.URL, made.Code, ada.Token, remote.Backoff{First: time.Millisecond, Max: 10 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()
	phone, err := remote.Join(ctx, srv.URL, made.Code, ada.Key, remote.DefaultBackoff)
	if err != nil {
		t.Fatal(err)
	}
	defer phone.Close()
	for {
		s, why := first.Link()
		if s == match.LinkLost {
			if !errors.Is(why, match.ErrSeatTaken) {
				t.Fatalf("the first match was lost for %v, not because its seat was taken", why)
			}
			break
		}
		if ctx.Err() != nil {
			t.Fatalf("the first match's link still reads %v", s)
		}
		time.Sleep(time.Millisecond)
	}
	// Cy joins and the game begins: the phone follows it; the first match,
	// which would reconnect within 10 ms if it tried, stays lost and still.
	cy, err := remote.Join(ctx, srv.URL, made.Code, made.Invites[1].Token, remote.DefaultBackoff)
	if err != nil {
		t.Fatal(err)
	}
	defer cy.Close()
	seen := first.Revision()
	for phone.Revision() < 3 {
		for _, m := range []*match.Match{phone, cy} {
			seat, _ := m.Remote()
			if m.Synced() && !m.Waiting() && m.ToMove() == seat && !m.Over() {
				if legal := m.Legal(seat); len(legal) > 0 {
					m.Submit(seat, legal[0])
				}
			}
		}
		if ctx.Err() != nil {
			t.Fatalf("the game did not go on: the phone saw %d moves", phone.Revision())
		}
		time.Sleep(time.Millisecond)
	}
	if s, _ := first.Link(); s != match.LinkLost || first.Revision() != seen {
		t.Errorf("the first match reads %v at revision %d (lost at %d): it took the seat back", s, first.Revision(), seen)
	}
	if s, _ := phone.Link(); s != match.LinkUp {
		t.Errorf("the phone's link reads %v", s)
	}
}

// TestAnEndedTableFreesItsSeats: the big screen that made a table ends it
// with every person's token (a kiosk whose table stood idle): each phone
// at it is told, its link lost for good with match.ErrTableEnded; the
// seats' links and a watch open nothing after, and no move is taken. Ending
// needs every person's token: one alone is refused.
func TestAnEndedTableFreesItsSeats(t *testing.T) {
	srv := servertest.Start(t, server.Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	made := hostGods(ctx, t, srv.URL)
	fast := remote.Backoff{First: time.Millisecond, Max: 10 * time.Millisecond}
	var phones []*match.Match
	for _, inv := range made.Invites {
		m, err := remote.Join(ctx, srv.URL, made.Code, inv.Token, fast)
		if err != nil {
			t.Fatal(err)
		}
		defer m.Close()
		phones = append(phones, m)
	}
	screen, err := remote.Watch(ctx, srv.URL, made.Code, fast)
	if err != nil {
		t.Fatal(err)
	}
	defer screen.Close()
	tables := remote.Tables{}
	if err := tables.End(ctx, srv.URL, made.Code, made.Invites[0].Token); err == nil {
		t.Fatal("one seat's token ended the table")
	}
	var tokens []string
	for _, inv := range made.Invites {
		tokens = append(tokens, inv.Token)
	}
	if err := tables.End(ctx, srv.URL, made.Code, tokens...); err != nil {
		t.Fatal(err)
	}
	for i, m := range append(phones, screen) {
		for {
			s, why := m.Link()
			if s == match.LinkLost {
				if !errors.Is(why, match.ErrTableEnded) {
					t.Fatalf("connection %d was lost for %v, not because the table ended", i, why)
				}
				break
			}
			if ctx.Err() != nil {
				t.Fatalf("connection %d's link still reads %v", i, s)
			}
			time.Sleep(time.Millisecond)
		}
	}
	if _, err := remote.Join(ctx, srv.URL, made.Code, made.Invites[0].Token, fast); !errors.Is(err, match.ErrTableEnded) {
		t.Errorf("a seat's link at the ended table: %v, want ErrTableEnded", err)
	}
	if _, err := remote.Watch(ctx, srv.URL, made.Code, fast); !errors.Is(err, match.ErrTableEnded) {
		t.Errorf("watching the ended table: %v, want ErrTableEnded", err)
	}
	if err := tables.End(ctx, srv.URL, made.Code, tokens...); err != nil {
		t.Errorf("ending the table again: %v", err)
	}
	// Another process reads the end from the log and takes no move.
	other := server.NewService(srv.Log)
	n, view, err := other.Snapshot(ctx, made.Code, rules.NoSeat)
	if err != nil {
		t.Fatal(err)
	}
	legal := view.Legal(nil)
	if len(legal) == 0 {
		return
	}
	if _, err := other.Move(ctx, made.Code, int(view.ToMove()), wire.Move{ID: 1, Text: view.MoveText(legal[0]), Revision: n}); err == nil || !strings.Contains(err.Error(), "ended") {
		t.Errorf("a move at the ended table: %v, want it refused", err)
	}
}
