package gods

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes/scenetest"
	"starboard/sprites"
	"starboard/wire"
)

// watchServer holds the whole game of a table whose big screen a test
// drives, as scenes/monkey's TestBigScreens does: it sends the big screen
// the public view after each move, and plays the moves the big screen
// sends for a seat with its token.
type watchServer struct {
	t    *testing.T
	game *gods.State
	m    *match.Match
	rev  int
	mu   sync.Mutex
	sent []wire.Move
}

// Send keeps a move the big screen sent, to be played by playSent.
func (f *watchServer) Send(mv wire.Move) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.sent = append(f.sent, mv)
	return nil
}

// playSent plays the moves the big screen sent, each a public move of the
// seat to move sent with its token, and returns them.
func (f *watchServer) playSent() []rules.Move {
	f.mu.Lock()
	sent := f.sent
	f.sent = nil
	f.mu.Unlock()
	var played []rules.Move
	for _, mv := range sent {
		seat := f.game.ToMove()
		if mv.For != fmt.Sprint("token-", int(seat)) {
			f.t.Fatalf("the big screen sent %q for %q on seat %d's turn", mv.Text, mv.For, seat)
		}
		m, err := f.game.ParseMove(mv.Text)
		if err != nil {
			f.t.Fatal(err)
		}
		if !f.game.PublicMove(m) {
			f.t.Fatalf("the big screen sent %q, not a public move", mv.Text)
		}
		f.play(m, mv.ID)
		played = append(played, m)
	}
	return played
}

// play applies m for the seat to move, as a phone would make it, and sends
// the big screen the table after it.
func (f *watchServer) play(m rules.Move, id uint64) {
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

func (f *watchServer) deliver(e *wire.Entry) {
	view, err := wire.EncodeState(nil, f.game.View(rules.NoSeat))
	if err == nil {
		err = f.m.Deliver(wire.State{Revision: f.rev, View: view, Entry: e, Started: true})
	}
	if err != nil {
		f.t.Fatal(err)
	}
}

// watching returns a rig on the big screen of a table of three people,
// made as Table and phones makes it: a match that looks on (its seat
// NoSeat) entrusted with every seat's token.
func watching(t *testing.T, w, h int) (*scenetest.Rig, *watchServer) {
	t.Helper()
	g, err := gods.Title.New(rules.Setup{Seats: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	f := &watchServer{t: t, game: g.(*gods.State)}
	seats := []wire.SeatInfo{{Name: "Altair", Present: true}, {Name: "Bo", Present: true}, {Name: "Cy", Present: true}}
	m, err := match.NewRemote(match.RemoteConfig{Title: gods.Title, Link: f, Address: "http://192.0.2.9:8080", Seated: wire.Seated{
		Code: "WATCH", Seat: int(rules.NoSeat), Title: gods.Title.Slug, Ruleset: gods.Title.Ruleset, Seats: seats}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
	f.m = m
	m.Entrust([]string{"token-0", "token-1", "token-2"})
	f.deliver(nil)
	r := scenetest.NewRig(t, m, New(m), w, h)
	r.App.Settings.AnimationSpeed = 3
	return r, f
}

// watchUntil plays the phones' moves (random ones) until the big screen
// offers a move and stop says so.
func watchUntil(t *testing.T, r *scenetest.Rig, f *watchServer, rng *rules.RNG, stop func(s *Shell) bool) {
	t.Helper()
	s := shell(r)
	for guard := 0; guard < 400; guard++ {
		r.Step(8)
		if len(s.Legal()) > 0 && stop(s) {
			return
		}
		if f.game.Over() {
			break
		}
		legal := f.game.Legal(nil)
		f.play(legal[rng.IntN(len(legal))], 0)
	}
	t.Fatal("the big screen never came to the turn the test waits for")
}

// checkHandShown fails the test unless the big screen shows the hand of
// the seat the turn is about, pawn by pawn in the kinds of the public
// view, with no need on any tile.
func checkHandShown(t *testing.T, b *Table) {
	t.Helper()
	want := b.view.ToMove()
	if b.view.Prompt().Kind == "designate" {
		want = b.view.Active()
	}
	if got := b.handSeat(); got != want {
		t.Fatalf("the big screen shows seat %d's hand at the prompt %q, want seat %d's", got, b.view.Prompt().Text, want)
	}
	if got, wantTitle := b.title(), b.name.name(want)+"'s hand"; got != wantTitle {
		t.Errorf("the hand shown is titled %q, want %q", got, wantTitle)
	}
	hd := b.hv.hand
	n := 0
	for j := 0; j < gods.HandSize; j++ {
		if b.view.Hand(want, j).Pawn != gods.NoPawn {
			n++
		}
	}
	if hd.Len() != n {
		t.Errorf("the hand shown has %d tiles, seat %d holds %d pawns", hd.Len(), want, n)
	}
	for i := 0; i < hd.Len(); i++ {
		cv := hd.Card(i)
		tok := b.view.Hand(want, cv.ID)
		p := b.pieceIn(b.handSeat(), cv.ID)
		if p.kind != gods.KindOf(tok.Pawn) {
			t.Errorf("the tile of slot %d shows a %s, the view holds a %s", cv.ID, p.kind, gods.KindOf(tok.Pawn))
		}
		if p.known() || cv.FaceUp {
			t.Errorf("the tile of slot %d shows its need on the big screen", cv.ID)
		}
	}
}

// TestBigScreenShowsTheHandToMove: the big screen of Table and phones
// shows the hand of the seat to move, need sides down, follows the turn
// from seat to seat, and makes a pawn's pointing and its placement by the
// gestures a seat uses.
func TestBigScreenShowsTheHandToMove(t *testing.T) {
	r, f := watching(t, 1280, 720)
	b := board(shell(r))
	rng := rules.NewRNG(5)
	seen := map[rules.Seat]bool{}
	watchUntil(t, r, f, &rng, func(s *Shell) bool {
		checkHandShown(t, b)
		if s.Prompt().Kind == "indicate" {
			seen[b.handSeat()] = true
		}
		return len(seen) >= 2 && s.Prompt().Kind == "indicate"
	})
	for _, kind := range []string{"indicate", "place"} {
		s := shell(r)
		if k := s.Prompt().Kind; k != kind {
			watchUntil(t, r, f, &rng, func(s *Shell) bool { return s.Prompt().Kind == kind })
		}
		checkHandShown(t, b)
		if kind == "indicate" {
			// A tap on the board first says where to point, on the big
			// screen too.
			r.Tap(b.SpaceRect(0, 0))
			r.Step(2)
			want := "tap it in " + b.title()
			if msg, on := s.Toast(); !on || !strings.Contains(msg, want) {
				t.Errorf("a space tapped on the big screen before pointing says %q (shown %v), want it to say %q", msg, on, want)
			}
		}
		var mv rules.Move
		for _, l := range s.Legal() {
			if l.Kind == gods.MoveIndicate || l.Kind == gods.MovePlace && l.C != gods.WhiteSpace {
				mv = l
				break
			}
		}
		if mv.Kind == 0 {
			t.Fatalf("the big screen offers no %s from the hand: %v", kind, s.Legal())
		}
		seat := f.game.ToMove()
		gs, ok := r.Table.Gestures(mv, kind == "place")
		if !ok {
			t.Fatalf("the big screen binds %s to no place", r.M.MoveText(mv))
		}
		for _, g := range gs {
			r.Step(g.Wait + 1)
			if g.Drag {
				r.Drag(g.From, g.To)
			} else {
				r.Tap(g.From)
			}
		}
		r.Step(4)
		if played := f.playSent(); len(played) != 1 || played[0] != mv {
			t.Fatalf("gestures on the big screen for seat %d's %s sent %v", seat, f.game.MoveText(mv), played)
		}
		r.Step(30)
	}
	checkEvents(t, shell(r))
}

// TestBigScreenShots writes the big screen to $STARBOARD_SHOTS: a seat
// pointing at a pawn and placing one, at two sizes.
func TestBigScreenShots(t *testing.T) {
	if os.Getenv("STARBOARD_SHOTS") == "" {
		t.Skip("STARBOARD_SHOTS is not set")
	}
	defer func(n int) { sprites.ImagesPerFrame = n }(sprites.ImagesPerFrame)
	sprites.ImagesPerFrame = 1 << 20
	r, f := watching(t, 1280, 720)
	rng := rules.NewRNG(9)
	watchUntil(t, r, f, &rng, func(s *Shell) bool { return s.Prompt().Kind == "indicate" && f.rev > 12 })
	r.Step(30)
	r.Shoot("gods-watch-indicate-1280x720", 1280, 720)
	r.Shoot("gods-watch-indicate-1920x1080", 1920, 1080)
	watchUntil(t, r, f, &rng, func(s *Shell) bool { return s.Prompt().Kind == "place" })
	r.Step(30)
	r.Shoot("gods-watch-place-1280x720", 1280, 720)
	r.Shoot("gods-watch-place-1920x1080", 1920, 1080)
	r.Shoot("gods-watch-place-800x600", 800, 600)
	r.Shoot("gods-watch-place-1080x1920", 1080, 1920)
}

// TestBigScreenLegible audits the big screen at each size while a seat
// places a pawn from the hand shown: nothing the board draws is under
// 12 px.
func TestBigScreenLegible(t *testing.T) {
	r, f := watching(t, 1280, 720)
	rng := rules.NewRNG(9)
	watchUntil(t, r, f, &rng, func(s *Shell) bool { return s.Prompt().Kind == "place" && f.rev > 12 })
	for _, sz := range scenetest.Sizes {
		r.CheckLegible(r.Audit(sz[0], sz[1]), sz[0], sz[1], "gods/")
	}
}
