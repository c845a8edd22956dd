package scenetest

import (
	"fmt"
	"sync"
	"testing"

	"starboard/match"
	"starboard/rules"
	"starboard/wire"
)

// BigScreen is the server of a table whose big screen a test drives, as
// Table and phones makes one: a match that looks on (its seat NoSeat),
// entrusted with every seat's token ("token-0", "token-1", …). It holds
// the whole game, sends the big screen the public view after each move,
// and plays the moves the big screen sends for a seat with its token.
type BigScreen struct {
	T    testing.TB
	Game rules.Game
	M    *match.Match // the big screen's match
	Rev  int          // the moves played
	Made int          // of them, the moves the big screen made

	mu   sync.Mutex
	sent []wire.Move // moves the big screen sent, not yet played
}

// NewBigScreen starts the game of title set up so, with the seats named
// names, all present, and returns its server; M is the big screen's match.
func NewBigScreen(t testing.TB, title rules.Title, setup rules.Setup, names ...string) *BigScreen {
	t.Helper()
	game, err := title.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	b := &BigScreen{T: t, Game: game}
	seats := make([]wire.SeatInfo, len(names))
	tokens := make([]string, len(names))
	for i, name := range names {
		seats[i] = wire.SeatInfo{Name: name, Present: true}
		tokens[i] = fmt.Sprint("token-", i)
	}
	b.M, err = match.NewRemote(match.RemoteConfig{Title: title, Link: b, Address: "http://192.0.2.9:8080", Seated: wire.Seated{
		Code: "BIGSCR", Seat: int(rules.NoSeat), Title: title.Slug, Ruleset: title.Ruleset, Seats: seats}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.M.Close)
	b.M.Entrust(tokens)
	b.deliver(nil)
	return b
}

// Send keeps a move the big screen sent: it is sent under the match's
// lock, so the test plays it afterwards (PlaySent).
func (b *BigScreen) Send(mv wire.Move) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.sent = append(b.sent, mv)
	return nil
}

// PlaySent plays the moves the big screen sent, as the server would, and
// returns them: each must be a public move of the seat its token opens,
// on that seat's turn.
func (b *BigScreen) PlaySent() []rules.Move {
	b.mu.Lock()
	sent := b.sent
	b.sent = nil
	b.mu.Unlock()
	var played []rules.Move
	for _, mv := range sent {
		seat := b.Game.ToMove()
		if mv.For != fmt.Sprint("token-", int(seat)) {
			b.T.Fatalf("the big screen sent %q for %q on seat %d's turn", mv.Text, mv.For, seat)
		}
		m, err := b.Game.ParseMove(mv.Text)
		if err != nil {
			b.T.Fatal(err)
		}
		if !b.Game.(rules.PublicMover).PublicMove(m) {
			b.T.Fatalf("the big screen sent %q, not a public move", mv.Text)
		}
		b.Play(m, mv.ID)
		b.Made++
		played = append(played, m)
	}
	return played
}

// Play applies m for the seat to move, as its phone would make it (id 0)
// or the big screen did (its move's id), and sends the big screen the
// table after it.
func (b *BigScreen) Play(m rules.Move, id uint64) {
	seat := b.Game.ToMove()
	text := b.Game.MoveText(m)
	events, err := b.Game.Apply(m)
	if err != nil {
		b.T.Fatalf("%s: %v", text, err)
	}
	b.Rev++
	e := wire.Entry{Number: b.Rev, Seat: int(seat), Text: text, MoveID: id}
	for _, ev := range events {
		e.Events = append(e.Events, ev.For(rules.NoSeat))
	}
	b.deliver(&e)
}

// deliver sends the big screen the public view, with e, the entry of the
// move that led to it, if any.
func (b *BigScreen) deliver(e *wire.Entry) {
	view, err := wire.EncodeState(nil, b.Game.View(rules.NoSeat))
	if err == nil {
		err = b.M.Deliver(wire.State{Revision: b.Rev, View: view, Entry: e, Started: true})
	}
	if err != nil {
		b.T.Fatal(err)
	}
}
