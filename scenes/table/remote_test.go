package table_test

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/toy"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
	"starboard/wire"
)

// fakeServer holds the whole game of an online table of two people, sends
// the device's seat (0) its view after each move, and plays seat 1's moves
// when told to, as the other person's device would.
type fakeServer struct {
	t      *testing.T
	mu     sync.Mutex
	game   rules.Game
	m      *match.Match
	rev    int
	viewer rules.Seat            // the seat the device holds: its view is sent
	tokens map[string]rules.Seat // the seats' tokens, for moves made for a seat
	sent   []wire.Move           // the moves the device sent
}

func (f *fakeServer) Send(mv wire.Move) error {
	seat := rules.Seat(0)
	f.mu.Lock()
	f.sent = append(f.sent, mv)
	if mv.For != "" {
		seat = f.tokens[mv.For]
	}
	f.mu.Unlock()
	go f.play(seat, mv.Text, mv.ID)
	return nil
}

// play applies text for seat (the move the device sent as id, or 0) and
// sends seat 0 the table after it.
func (f *fakeServer) play(seat rules.Seat, text string, id uint64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	mv, err := f.game.ParseMove(text)
	if err != nil {
		f.t.Error(err)
		return
	}
	events, err := f.game.Apply(mv)
	if err != nil {
		f.t.Error(err)
		return
	}
	f.rev++
	e := wire.Entry{Number: f.rev, Seat: int(seat), Text: text, MoveID: id}
	for _, ev := range events {
		e.Events = append(e.Events, ev.For(f.viewer))
	}
	f.deliver(&e)
}

func (f *fakeServer) deliver(e *wire.Entry) {
	view, err := wire.EncodeState(nil, f.game.View(f.viewer))
	if err == nil {
		err = f.m.Deliver(wire.State{Revision: f.rev, View: view, Entry: e, Started: true})
	}
	if err != nil {
		f.t.Error(err)
	}
}

// newFakeTable returns a fake server of a toy game of two people and the
// remote match of seat 0 (Ada) at it; bo says whether the other seat was
// taken when Ada joined.
func newFakeTable(t *testing.T, bo bool) (*fakeServer, *match.Match) {
	t.Helper()
	game, err := toy.Title.New(rules.Setup{Seats: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	f := &fakeServer{t: t, game: game}
	m, err := match.NewRemote(match.RemoteConfig{Title: toy.Title, Link: f, Address: fakeAddress, Seated: wire.Seated{
		Code: "TOYTOY", Seat: 0, Title: toy.Title.Slug, Ruleset: toy.Title.Ruleset,
		Seats: []wire.SeatInfo{{Name: "Ada", Present: true}, {Name: "Bo", Present: bo}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	f.m = m
	return f, m
}

// fakeAddress is the fake server's address.
const fakeAddress = "http://192.0.2.7:8080"

// openFakeTable returns a fake server of a toy game of two people, both
// seated, that has sent seat 0 its table, the remote match of seat 0 and
// a rig on its table.
func openFakeTable(t *testing.T) (*fakeServer, *match.Match, *scenetest.Rig) {
	t.Helper()
	f, m := newFakeTable(t, true)
	f.mu.Lock()
	f.deliver(nil)
	f.mu.Unlock()
	return f, m, scenetest.NewRig(t, m, newToyTable(m), 640, 360)
}

// TestAnOnlineTablePlaysOnlyItsSeat: at an online table of two people,
// the table on this device plays seat 0 only. On the other person's turn
// it does not hand the device over nor offer moves, and waits; the other
// person's move arrives from the server and is shown; on its own turn its
// move goes to the server, which answers with the table after it.
func TestAnOnlineTablePlaysOnlyItsSeat(t *testing.T) {
	f, m, r := openFakeTable(t)
	s := r.Table.(*table.Shell[place])
	theirs := 0
	for turn := 0; turn < 6 && !m.Over(); turn++ {
		r.Step(20)
		if m.ToMove() == 1 {
			theirs++
			if s.HandingOver() || len(s.Legal()) != 0 || s.Viewer() != 0 {
				t.Fatalf("on the other person's turn the table hands over %v, offers %d moves, looks through seat %d: %s", s.HandingOver(), len(s.Legal()), s.Viewer(), s.Status())
			}
			f.mu.Lock()
			legal := f.game.Legal(nil)
			text := f.game.MoveText(legal[0])
			f.mu.Unlock()
			f.play(1, text, 0)
			continue
		}
		waitToDecide(t, r)
		before := m.Revision()
		gs, ok := s.Gestures(s.Legal()[0], false)
		if !ok {
			t.Fatal("the table binds the move to no place")
		}
		for _, g := range gs {
			r.Step(g.Wait + 1)
			r.Tap(g.From)
		}
		for i := 0; i < 200 && m.Revision() == before; i++ {
			r.Step(1)
		}
		if m.Revision() != before+1 {
			_, pending := m.Pending()
			t.Fatalf("the move sent never came back from the server (pending %v, gestures %+v): %s", pending, gs, s.Status())
		}
	}
	if m.Revision() < 4 || theirs == 0 {
		t.Errorf("only %d moves were played, %d of them by the other person", m.Revision(), theirs)
	}
}

// TestAnOnlineTableWaitsForItsSeats: while an online table waits for
// every seat to be taken, the device's seat is offered no move and the
// prompt says the table waits for its players, though the rules would have
// the seat move first; once the server says play has begun, the seat
// plays.
func TestAnOnlineTableWaitsForItsSeats(t *testing.T) {
	f, m := newFakeTable(t, false)
	view, err := wire.EncodeState(nil, f.game.View(0))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Deliver(wire.State{Revision: 0, View: view}); err != nil {
		t.Fatal(err)
	}
	r := scenetest.NewRig(t, m, newToyTable(m), 640, 360)
	s := r.Table.(*table.Shell[place])
	r.Step(30)
	if m.ToMove() != 0 {
		t.Fatalf("the toy's first seat to move is %d, the test wants 0", m.ToMove())
	}
	if head, _ := s.PromptShown(); len(s.Legal()) != 0 || head != "Waiting for the players" {
		t.Fatalf("while the table waits for Bo, the table offers %d moves under %q", len(s.Legal()), head)
	}
	if err := m.Deliver(wire.State{Revision: 0, View: view, Started: true}); err != nil {
		t.Fatal(err)
	}
	waitToDecide(t, r)
	if head, _ := s.PromptShown(); len(s.Legal()) == 0 || head == "Waiting for the players" {
		t.Errorf("once play began, the table offers %d moves under %q", len(s.Legal()), head)
	}
}

// TestAWaitingTableNamesTheMissingCodes: while an online table waits,
// its prompt names the code of each seat not taken yet, as its creator
// was given them, so that a code not written down can still be read out
// (the seventeenth review found none once the table opened).
func TestAWaitingTableNamesTheMissingCodes(t *testing.T) {
	f, m := newFakeTable(t, false)
	m.Invite([]string{"TOYTOY-ADAKEY", "TOYTOY-BOBKEY"})
	view, err := wire.EncodeState(nil, f.game.View(0))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Deliver(wire.State{Revision: 0, View: view, Taken: []bool{true, false}}); err != nil {
		t.Fatal(err)
	}
	r := scenetest.NewRig(t, m, newToyTable(m), 640, 360)
	s := r.Table.(*table.Shell[place])
	r.Step(30)
	r.Shoot("table-waiting-codes-1280x720", 1280, 720)
	r.Shoot("table-waiting-codes-800x600", 800, 600)
	head, text := s.PromptShown()
	if head != "Waiting for the players" || !strings.Contains(text, "Bo TOYTOY-BOBKEY") || strings.Contains(text, "ADAKEY") {
		t.Errorf("the waiting table reads %q: %q, want Bo's code and not Ada's, whose seat is taken", head, text)
	}
}

// TestAnOnlineTableReadsEveryState: a State may change the game with no
// entry to play: the first replaces the placeholder the table opened on,
// and one that catches a connection up may have passed the turn. The table
// reads the match again after each, so it offers moves only on its own
// seat's turn. (A phone that took the last seat, when its seat was the
// first to move, once kept the placeholder's view and offered nothing.)
func TestAnOnlineTableReadsEveryState(t *testing.T) {
	f, m := newFakeTable(t, true)
	r := scenetest.NewRig(t, m, newToyTable(m), 640, 360)
	s := r.Table.(*table.Shell[place])
	r.Step(30) // the table opens on the placeholder, where seat 0 is to move
	f.mu.Lock()
	for f.game.ToMove() == 0 {
		if _, err := f.game.Apply(f.game.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
		f.rev++
	}
	f.deliver(nil) // Ada's turn was played before: Bo is to move
	f.mu.Unlock()
	r.Step(30)
	if m.ToMove() != 1 || len(s.Legal()) != 0 {
		t.Fatalf("with seat %d to move at the server, Ada's table offers %d moves: %s", m.ToMove(), len(s.Legal()), s.Status())
	}
	for m.ToMove() == 1 {
		f.mu.Lock()
		text := f.game.MoveText(f.game.Legal(nil)[0])
		f.mu.Unlock()
		f.play(1, text, 0)
	}
	waitToDecide(t, r)
}

// TestABigScreenMakesPublicMoves: a table that looks on, entrusted with
// the seats' tokens (the big screen of Table and phones), offers the seat
// to move its public moves only (the toy's draw, never a card of its
// hidden hand), says whose turn it is, announces no turn of its own and
// sends the move with that seat's token. Not entrusted, it offers nothing.
func TestABigScreenMakesPublicMoves(t *testing.T) {
	game, err := toy.Title.New(rules.Setup{Seats: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	f := &fakeServer{t: t, game: game, viewer: rules.NoSeat, tokens: map[string]rules.Seat{"ada-token": 0, "bo-token": 1}}
	m, err := match.NewRemote(match.RemoteConfig{Title: toy.Title, Link: f, Address: fakeAddress, Seated: wire.Seated{
		Code: "TOYTOY", Seat: int(rules.NoSeat), Title: toy.Title.Slug, Ruleset: toy.Title.Ruleset,
		Seats: []wire.SeatInfo{{Name: "Ada", Present: true}, {Name: "Bo", Present: true}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	f.m = m
	f.mu.Lock()
	f.deliver(nil)
	f.mu.Unlock()
	r := scenetest.NewRig(t, m, newToyTable(m), 640, 360)
	s := r.Table.(*table.Shell[place])
	buzzed := 0
	r.App.Buzz = func() { buzzed++ }
	r.Step(30)
	if len(s.Legal()) != 0 {
		t.Fatalf("a big screen with no token offers %d moves", len(s.Legal()))
	}
	m.Entrust([]string{"ada-token", "bo-token"})
	f.mu.Lock()
	f.deliver(nil) // the next State: the table reads the match again
	f.mu.Unlock()
	waitToDecide(t, r)
	var texts []string
	for _, mv := range s.Legal() {
		texts = append(texts, m.MoveText(mv))
	}
	if strings.Join(texts, ",") != "draw" {
		t.Fatalf("the big screen offers Ada %v, want only the public draw", texts)
	}
	if head, text := s.PromptShown(); head != "Ada's turn" || !strings.HasPrefix(text, "Here or on your phone") {
		t.Errorf("the big screen's prompt reads %q: %q, want Ada's turn, here or on her phone", head, text)
	}
	if buzzed > 0 {
		t.Errorf("the big screen buzzed %d times: the turn is Ada's, not the screen's", buzzed)
	}
	if err := m.SubmitText(0, "play 1"); err == nil || !strings.Contains(err.Error(), "own device") {
		t.Errorf("playing a card of Ada's hidden hand from the big screen: %v, want it refused for her own device", err)
	}
	if err := m.SubmitText(1, "draw"); err == nil {
		t.Error("the big screen made a move for Bo on Ada's turn")
	}
	gs, ok := s.Gestures(s.Legal()[0], false)
	if !ok {
		t.Fatal("the draw is bound to no place")
	}
	before := m.Revision()
	for _, g := range gs {
		r.Step(g.Wait + 1)
		r.Tap(g.From)
	}
	for i := 0; i < 200 && m.Revision() == before; i++ {
		r.Step(1)
	}
	f.mu.Lock()
	sent := slices.Clone(f.sent)
	f.mu.Unlock()
	if len(sent) != 1 || sent[0].Text != "draw" || sent[0].For != "ada-token" || m.Revision() == before {
		t.Fatalf("the big screen sent %+v (revision %d to %d), want Ada's draw with her token", sent, before, m.Revision())
	}
}

// TestATakenSeatSaysSo: when another device takes this table's seat, the
// prompt says where the seat went and how to take it back, and the table
// offers no move.
func TestATakenSeatSaysSo(t *testing.T) {
	_, m, r := openFakeTable(t)
	s := r.Table.(*table.Shell[place])
	waitToDecide(t, r)
	m.SetLink(match.LinkLost, match.ErrSeatTaken)
	r.Step(2)
	if head, text := s.PromptShown(); head != "Your seat moved to another device" || !strings.Contains(text, "take the seat back") {
		t.Errorf("a taken seat's prompt reads %q: %q", head, text)
	}
	if n := len(s.Legal()); n != 0 {
		t.Errorf("a taken seat's table offers %d moves", n)
	}
}

// TestAnEndedTableSaysSo: when the big screen ends the table (a kiosk's
// table left idle), the phone's prompt says the game stops there, and the
// table offers no move.
func TestAnEndedTableSaysSo(t *testing.T) {
	_, m, r := openFakeTable(t)
	s := r.Table.(*table.Shell[place])
	waitToDecide(t, r)
	m.SetLink(match.LinkLost, match.ErrTableEnded)
	r.Step(2)
	if head, text := s.PromptShown(); head != "The table has ended" || !strings.Contains(text, "stops here") {
		t.Errorf("an ended table's prompt reads %q: %q", head, text)
	}
	if n := len(s.Legal()); n != 0 {
		t.Errorf("an ended table offers %d moves", n)
	}
}

// TestAKioskOnlineTableStaysWhilePhonesPlay: at the kiosk, a table whose
// players are on their phones sees no touch on its own screen; a move that
// comes from the server counts as someone there, so the table stays as
// long as the game moves, and leaves once it has stood still as long as
// any idle table.
func TestAKioskOnlineTableStaysWhilePhonesPlay(t *testing.T) {
	f, _, r := openFakeTable(t)
	now := time.Unix(1000, 0)
	r.App.Kiosk = true
	r.App.Clock = func() time.Time { return now }
	r.Tap(scenes.Rect{W: 1, H: 1})
	update := func(tick int64) scenes.Change {
		var ch scenes.Change
		scenetest.Do(func() { ch = r.Table.Update(&scenes.Context{Tick: tick, W: 640, H: 360, App: r.App}) })
		return ch
	}
	update(1000)
	for i := range 3 {
		now = now.Add(scenes.KioskLeaveIdle - time.Second)
		f.mu.Lock()
		f.rev++ // a move of the other seat's, made on a phone
		f.deliver(&wire.Entry{Number: f.rev, Seat: 1, Text: "pass"})
		f.mu.Unlock()
		if ch := update(int64(1001 + i)); !ch.IsStay() {
			t.Fatalf("with a move every %v the table left (%v)", scenes.KioskLeaveIdle-time.Second, ch)
		}
	}
	now = now.Add(scenes.KioskLeaveIdle)
	if ch := update(2000); ch.String() != "home" {
		t.Fatalf("after %v without a move the change is %v, want home", scenes.KioskLeaveIdle, ch)
	}
}

// serverHere stands in for the server the desktop game starts itself.
type serverHere struct {
	scenes.Online
	here string
}

func (s serverHere) Local(context.Context, bool) (string, error) { return s.here, nil }
func (s serverHere) Here() string                                { return s.here }

// TestThePauseMenuSaysWhereTheTableStays: at an online table the pause
// menu says the server keeps the table; when that server runs in this
// game, it says the table lasts while the game stays open (the server
// stops with it).
func TestThePauseMenuSaysWhereTheTableStays(t *testing.T) {
	_, _, r := openFakeTable(t)
	s := r.Table.(*table.Shell[place])
	for _, tc := range []struct {
		online scenes.Online
		want   string
	}{
		{nil, "The server keeps the table"},
		{serverHere{here: ""}, "The server keeps the table"},
		{serverHere{here: "http://192.0.2.9:8080"}, "The server keeps the table"},
		{serverHere{here: fakeAddress}, "This game runs the table's server"},
	} {
		r.App.Online = tc.online
		r.Script.Key(input.Back)
		r.Play()
		if got := s.PauseText(); !strings.HasPrefix(got, tc.want) {
			t.Errorf("with %+v the pause menu says %q, want %q…", tc.online, got, tc.want)
		}
		r.Script.Key(input.Back)
		r.Play()
	}
}
