package monkey

import (
	"fmt"
	"sync"
	"testing"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/scenes/scenetest"
	"starboard/scenes/shelf"
	"starboard/wire"
)

// bigScreenServer holds the whole game of a table whose big screen a test
// drives: it sends the big screen the public view after each move, and
// takes the moves the big screen makes for a seat with its token.
type bigScreenServer struct {
	t     *testing.T
	game  rules.Game
	m     *match.Match
	rev   int
	mu    sync.Mutex
	sent  []wire.Move // moves the big screen sent, not yet played
	taken int         // moves the big screen made
}

// Send keeps a move the big screen sent: it is sent under the match's
// lock, so the test plays it afterwards (play).
func (f *bigScreenServer) Send(mv wire.Move) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.sent = append(f.sent, mv)
	return nil
}

// playSent plays the moves the big screen sent, as the server would: each
// must be a public move of the seat its token opens, on that seat's turn.
func (f *bigScreenServer) playSent() {
	f.mu.Lock()
	sent := f.sent
	f.sent = nil
	f.mu.Unlock()
	for _, mv := range sent {
		seat := f.game.ToMove()
		if mv.For != fmt.Sprint("token-", int(seat)) {
			f.t.Fatalf("the big screen sent %q for %q on seat %d's turn", mv.Text, mv.For, seat)
		}
		m, err := f.game.ParseMove(mv.Text)
		if err != nil {
			f.t.Fatal(err)
		}
		if !f.game.(rules.PublicMover).PublicMove(m) {
			f.t.Fatalf("the big screen sent %q, not a public move", mv.Text)
		}
		f.play(m, mv.ID)
		f.taken++
	}
}

// play applies m for the seat to move and sends the big screen the table
// after it.
func (f *bigScreenServer) play(m rules.Move, id uint64) {
	seat := f.game.ToMove()
	text := f.game.MoveText(m)
	events, err := f.game.Apply(m)
	if err != nil {
		f.t.Fatalf("%s: %v", text, err)
	}
	f.rev++
	e := wire.Entry{Number: f.rev, Seat: int(seat), Text: text, MoveID: id}
	for _, ev := range events {
		e.Events = append(e.Events, ev.For(rules.NoSeat))
	}
	f.deliver(&e)
}

func (f *bigScreenServer) deliver(e *wire.Entry) {
	view, err := wire.EncodeState(nil, f.game.View(rules.NoSeat))
	if err == nil {
		err = f.m.Deliver(wire.State{Revision: f.rev, View: view, Entry: e, Started: true})
	}
	if err != nil {
		f.t.Fatal(err)
	}
}

// TestBigScreens: the big screen of every title (a table that looks on,
// entrusted with the seats' tokens, as Table and phones makes it) follows
// a game of two people whose moves come from their phones, and on their
// turns offers the public moves its board shows; some of them it makes by
// a tap, sent with that seat's token. It draws the public view only, so a
// board must never reach for the places of a seat it does not show (a
// Seeders big screen once failed on a seat's Negotiators).
func TestBigScreens(t *testing.T) {
	for _, st := range shelf.Titles() {
		t.Run(st.Slug(), func(t *testing.T) {
			title, err := catalog.Find(st.Slug())
			if err != nil {
				t.Fatal(err)
			}
			game, err := title.New(rules.Setup{Seats: 2, Seed: 5})
			if err != nil {
				t.Fatal(err)
			}
			f := &bigScreenServer{t: t, game: game}
			seats := []wire.SeatInfo{{Name: "Ada", Present: true}, {Name: "Bo", Present: true}}
			m, err := match.NewRemote(match.RemoteConfig{Title: title, Link: f, Address: "http://192.0.2.9:8080", Seated: wire.Seated{
				Code: "BIGSCR", Seat: int(rules.NoSeat), Title: title.Slug, Ruleset: title.Ruleset, Seats: seats}})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(m.Close)
			f.m = m
			m.Entrust([]string{"token-0", "token-1"})
			f.deliver(nil)
			r := scenetest.NewRig(t, m, st.Table(m), 1280, 720)
			r.App.Settings.AnimationSpeed = 3
			r.DrawEvery = 4
			rng := rules.NewRNG(5)
			offered := 0
			for n := 0; n < bigScreenMoves && !game.Over(); n++ {
				r.Step(8)
				if legal := r.Table.Legal(); len(legal) > 0 {
					offered++
					if offered%2 == 1 {
						mv := legal[rng.IntN(len(legal))]
						gs, ok := r.Table.Gestures(mv, false)
						if !ok {
							t.Fatalf("the big screen offers %s but binds it to no place: %s", m.MoveText(mv), r.Table.Status())
						}
						for _, g := range gs {
							r.Step(g.Wait + 1)
							r.Tap(g.From)
						}
						r.Step(2)
						f.playSent()
						continue
					}
				}
				legal := game.Legal(nil)
				f.play(legal[rng.IntN(len(legal))], 0) // made on the seat's phone
			}
			t.Logf("%d moves, the big screen offered public moves %d times and made %d", f.rev, offered, f.taken)
			if offered > 0 && f.taken == 0 {
				t.Error("the big screen offered public moves, and a tap made none")
			}
		})
	}
}

// bigScreenMoves is how many moves each title's big screen follows.
const bigScreenMoves = 50
