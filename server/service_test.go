package server

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/wire"
)

// twoProcesses starts an embedded NATS server and two services on it, as
// two server processes would be.
func twoProcesses(t *testing.T) (a, b *Service) {
	t.Helper()
	ns, err := EmbeddedNATS(t.TempDir(), 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ns.Shutdown(); ns.WaitForShutdown() })
	open := func() *Service {
		nc, err := nats.Connect(ns.ClientURL())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(nc.Close)
		log, err := OpenLog(context.Background(), nc, 1)
		if err != nil {
			t.Fatal(err)
		}
		return NewService(log)
	}
	return open(), open()
}

// TestAMoveIsAppliedOnce: two processes receive a move for the same
// revision of one table at once; the log takes exactly one, the other is
// refused, and a retry of the applied move (the same ID) is not applied
// again. Both processes then hold the same table.
func TestAMoveIsAppliedOnce(t *testing.T) {
	ctx := context.Background()
	a, b := twoProcesses(t)
	made, err := a.Create(ctx, wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "Ada"}, {Name: "Bruno"}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(made.Invites) != 2 || len(made.Code) != 6 {
		t.Fatalf("created %+v", made)
	}
	code := made.Code
	if _, err := a.Move(ctx, code, 0, wire.Move{ID: 1, Text: "x"}); err == nil || err.Error() != "the table waits for every seat to be taken" {
		t.Fatalf("a move before every seat is taken: %v", err)
	}
	for _, inv := range made.Invites {
		if _, err := b.Seat(ctx, code, inv.Token); err != nil {
			t.Fatal(err)
		}
	}
	for round := 0; round < 12; round++ {
		rev, view, err := a.Snapshot(ctx, code, 0)
		if err != nil {
			t.Fatal(err)
		}
		seat := view.ToMove()
		_, sv, _ := b.Snapshot(ctx, code, seat)
		legal := sv.Legal(nil)
		m1 := wire.Move{ID: uint64(100 + 2*round), Text: sv.MoveText(legal[0]), Revision: rev}
		m2 := wire.Move{ID: uint64(101 + 2*round), Text: sv.MoveText(legal[len(legal)-1]), Revision: rev}
		var wg sync.WaitGroup
		var n1, n2 int
		var e1, e2 error
		wg.Add(2)
		go func() { defer wg.Done(); n1, e1 = a.Move(ctx, code, int(seat), m1) }()
		go func() { defer wg.Done(); n2, e2 = b.Move(ctx, code, int(seat), m2) }()
		wg.Wait()
		var refusal *Refusal
		ok1, ok2 := e1 == nil, e2 == nil
		if ok1 == ok2 {
			t.Fatalf("round %d: both moves %v/%v (%v, %v)", round, ok1, ok2, e1, e2)
		}
		if err := e1; !ok1 && !errors.As(err, &refusal) || !ok2 && !errors.As(e2, &refusal) {
			t.Fatalf("round %d: the losing move was not refused but failed: %v %v", round, e1, e2)
		}
		winner, id, n := a, m1, n1
		if ok2 {
			winner, id, n = b, m2, n2
		}
		if n != rev+1 {
			t.Fatalf("round %d: move number %d after revision %d", round, n, rev)
		}
		// The client did not hear the answer and sends the move again.
		if again, err := winner.Move(ctx, code, int(seat), id); err != nil || again != n {
			t.Fatalf("round %d: a retried move gave %d, %v", round, again, err)
		}
	}
	ra, va, _ := a.Snapshot(ctx, code, 0)
	rb, vb, _ := b.Snapshot(ctx, code, 0)
	ba, _ := wire.EncodeState(nil, va)
	bb, _ := wire.EncodeState(nil, vb)
	if ra != 12 || rb != 12 || !bytes.Equal(ba, bb) {
		t.Fatalf("the processes disagree: revisions %d and %d, views equal %v", ra, rb, bytes.Equal(ba, bb))
	}
}

// TestRefusals: a move out of turn, an illegal one, one chosen on an old
// revision and a wrong token are each refused with a reason, and leave the
// table as it was.
func TestRefusals(t *testing.T) {
	ctx := context.Background()
	a, _ := twoProcesses(t)
	made, err := a.Create(ctx, wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "Ada"}, {Name: "Bruno"}}})
	if err != nil {
		t.Fatal(err)
	}
	code := made.Code
	if s, err := a.Seat(ctx, code, made.Invites[1].Token); err != nil || s != 1 {
		t.Fatalf("seat 2's token opens %d, %v", s, err)
	}
	if _, err := a.Seat(ctx, code, made.Invites[0].Token); err != nil {
		t.Fatal(err)
	}
	var refusal *Refusal
	if _, err := a.Seat(ctx, code, "forged"); !errors.As(err, &refusal) {
		t.Fatalf("a forged token: %v", err)
	}
	_, view, _ := a.Snapshot(ctx, code, 0)
	mover := int(view.ToMove())
	other := 1 - mover
	_, mv, _ := a.Snapshot(ctx, code, view.ToMove())
	good := mv.MoveText(mv.Legal(nil)[0])
	for name, try := range map[string]struct {
		seat int
		m    wire.Move
	}{
		"out of turn":  {other, wire.Move{ID: 1, Text: good}},
		"illegal":      {mover, wire.Move{ID: 2, Text: "fly to the moon"}},
		"old revision": {mover, wire.Move{ID: 3, Text: good, Revision: 5}},
	} {
		if _, err := a.Move(ctx, code, try.seat, try.m); !errors.As(err, &refusal) || refusal.Reason == "" {
			t.Errorf("%s: %v", name, err)
		}
	}
	if rev, _, _ := a.Snapshot(ctx, code, 0); rev != 0 {
		t.Errorf("refused moves changed the table: revision %d", rev)
	}
	if _, _, err := a.Snapshot(ctx, "NOSUCH", 0); !errors.Is(err, ErrNoTable) {
		t.Errorf("an unknown code: %v", err)
	}
}

// TestBotsPlayATableThrough: a table of bots only, played by two processes
// at once, ends with one move per revision and both processes agree.
func TestBotsPlayATableThrough(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	a, b := twoProcesses(t)
	made, err := a.Create(ctx, wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "A", Bot: "random"}, {Name: "B", Bot: "random"}, {Name: "C", Bot: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var ma, mb int
	var ea, eb error
	wg.Add(2)
	go func() { defer wg.Done(); ma, ea = a.PlayBots(ctx, made.Code, 0) }()
	go func() { defer wg.Done(); mb, eb = b.PlayBots(ctx, made.Code, 0) }()
	wg.Wait()
	if ea != nil || eb != nil {
		t.Fatal(ea, eb)
	}
	ra, va, _ := a.Snapshot(ctx, made.Code, rules.NoSeat)
	rb, _, _ := b.Snapshot(ctx, made.Code, rules.NoSeat)
	if !va.Over() || ra != rb || ma+mb != ra {
		t.Fatalf("over %v, revisions %d and %d, moves made %d+%d", va.Over(), ra, rb, ma, mb)
	}
	t.Logf("%d moves, %d by one process and %d by the other", ra, ma, mb)
}

// TestIdleTablesAreForgotten: a table no one asked for in a while leaves
// the process's memory unless it has connections, and is rebuilt from its
// log, the same, when asked for again.
func TestIdleTablesAreForgotten(t *testing.T) {
	ctx := context.Background()
	a, _ := twoProcesses(t)
	var codes []string
	for range 3 {
		made, err := a.Create(ctx, wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "A", Bot: "random"}, {Name: "B", Bot: "random"}}})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := a.PlayBots(ctx, made.Code, 0); err != nil {
			t.Fatal(err)
		}
		codes = append(codes, made.Code)
	}
	_, before, _ := a.Snapshot(ctx, codes[0], 0)
	if n := a.Forget(time.Hour, nil); n != 0 || a.Held() != 3 {
		t.Fatalf("tables used just now were dropped: %d, %d held", n, a.Held())
	}
	if n := a.Forget(0, func(code string) bool { return code == codes[2] }); n != 2 || a.Held() != 1 {
		t.Fatalf("dropped %d, %d held; want 2 dropped and the kept one held", n, a.Held())
	}
	_, after, err := a.Snapshot(ctx, codes[0], 0)
	if err != nil {
		t.Fatal(err)
	}
	x, _ := wire.EncodeState(nil, before)
	y, _ := wire.EncodeState(nil, after)
	if !bytes.Equal(x, y) || !after.Over() {
		t.Fatal("the table rebuilt from its log differs from the one dropped")
	}
}

// TestSavesAndExpiry: a finished table gives its save, which replays to
// the same end; a table still being played gives none. Tables expire only
// once their last record is older than the age asked: then both leave the
// log, and a process that still held one in memory finds it gone at its
// next move instead of waiting on it.
func TestSavesAndExpiry(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	a, b := twoProcesses(t)
	done, err := a.Create(ctx, wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "A", Bot: "random"}, {Name: "B", Bot: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.PlayBots(ctx, done.Code, 0); err != nil {
		t.Fatal(err)
	}
	save, err := b.Save(ctx, done.Code)
	if err != nil {
		t.Fatal(err)
	}
	title, _ := catalog.Find("gods")
	replayed, err := save.Replay(title)
	_, final, _ := a.Snapshot(ctx, done.Code, rules.NoSeat)
	if err != nil || !replayed.Over() || replayed.Winners() != final.Winners() || save.Seats[1].Player != "bot:random" {
		t.Fatalf("the save replays to %v (over %v), the table ended %v; seats %+v", err, replayed != nil && replayed.Over(), final.Winners(), save.Seats)
	}

	playing, err := a.Create(ctx, wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "A"}, {Name: "B", Bot: "easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	seat, err := b.Seat(ctx, playing.Code, playing.Invites[0].Token)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.PlayBots(ctx, playing.Code, 0); err != nil {
		t.Fatal(err) // the bot moves until the person must
	}
	var rf *Refusal
	if _, err := a.Save(ctx, playing.Code); !errors.As(err, &rf) {
		t.Errorf("a game being played gave a save: %v", err)
	}

	if n, err := a.Expire(ctx, time.Hour); n != 0 || err != nil {
		t.Fatalf("tables just used expired: %d, %v", n, err)
	}
	if n, err := a.Expire(ctx, 0); n != 2 || err != nil {
		t.Fatalf("expired %d tables (%v), want 2", n, err)
	}
	if _, _, err := a.Snapshot(ctx, done.Code, 0); !errors.Is(err, ErrNoTable) {
		t.Errorf("an expired table is still read: %v", err)
	}
	// b still holds the table being played: a move there finds it gone.
	rev, view, err := b.Snapshot(ctx, playing.Code, rules.Seat(seat))
	if err == nil {
		mv := view.Legal(nil)
		_, err = b.Move(ctx, playing.Code, seat, wire.Move{ID: 1, Text: view.MoveText(mv[0]), Revision: rev})
	}
	if !errors.Is(err, ErrNoTable) {
		t.Errorf("a move at an expired table: %v", err)
	}
}

// TestAScreenThatLooksOnMakesPublicMoves: a move made for a seat with its
// token (the big screen of Table and phones) is taken when it is one of
// that seat's public moves on its turn, and refused otherwise: a secret
// move (Gods' pass of the Share), another seat's turn, a wrong token (a
// guess). A game of Gods is played to its end so, every public move made
// for its seat and every other by the seat itself.
func TestAScreenThatLooksOnMakesPublicMoves(t *testing.T) {
	ctx := context.Background()
	a, b := twoProcesses(t)
	made, err := a.Create(ctx, wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "Ada"}, {Name: "Bruno"}}})
	if err != nil {
		t.Fatal(err)
	}
	code := made.Code
	tokens := make([]string, 2)
	for _, inv := range made.Invites {
		tokens[inv.Seat] = inv.Token
		if _, err := a.Seat(ctx, code, inv.Token); err != nil {
			t.Fatal(err)
		}
	}
	var refusal *Refusal
	if _, err := b.MoveFor(ctx, code, "NOTAKEY", wire.Move{ID: 1, Text: "x"}); !errors.As(err, &refusal) || !refusal.guess {
		t.Fatalf("a move for a token that opens no seat: %v, want a refusal counted as a guess", err)
	}
	public, secret := 0, 0
	for rev := 0; ; rev++ {
		n, view, err := a.Snapshot(ctx, code, rules.NoSeat)
		if err != nil {
			t.Fatal(err)
		}
		if view.Over() {
			break
		}
		if n != rev {
			t.Fatalf("the table is at revision %d, want %d", n, rev)
		}
		seat := view.ToMove()
		_, own, _ := a.Snapshot(ctx, code, seat)
		legal := own.Legal(nil)
		mv := legal[rev%len(legal)]
		m := wire.Move{ID: uint64(rev + 1), Text: own.MoveText(mv), Revision: rev}
		if _, err := b.MoveFor(ctx, code, tokens[1-seat], m); !errors.As(err, &refusal) {
			t.Fatalf("move %d: a move for the seat not to move: %v, want a refusal", rev+1, err)
		}
		if own.(rules.PublicMover).PublicMove(mv) {
			public++
			if got, err := b.MoveFor(ctx, code, tokens[seat], m); err != nil || got != rev+1 {
				t.Fatalf("move %d: the public move %q made for its seat: %d, %v", rev+1, m.Text, got, err)
			}
			continue
		}
		secret++
		if _, err := b.MoveFor(ctx, code, tokens[seat], m); !errors.As(err, &refusal) || !strings.Contains(err.Error(), "own device") {
			t.Fatalf("move %d: the secret move %q made for its seat: %v, want it refused for the seat's own device", rev+1, m.Text, err)
		}
		if _, err := a.Move(ctx, code, int(seat), m); err != nil {
			t.Fatal(err)
		}
	}
	if public == 0 || secret == 0 {
		t.Errorf("the game had %d public moves and %d secret ones: the test wants both", public, secret)
	}
	t.Logf("a game of %d moves: %d public, made for their seat; %d secret", public+secret, public, secret)
}
