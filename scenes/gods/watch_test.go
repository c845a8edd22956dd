package gods

import (
	"os"
	"strings"
	"testing"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes/scenetest"
	"starboard/sprites"
)

// watching returns a rig on the big screen of a table of three people,
// made as Table and phones makes it: a match that looks on (its seat
// NoSeat) entrusted with every seat's token.
func watching(t *testing.T, w, h int) (*scenetest.Rig, *scenetest.BigScreen) {
	t.Helper()
	f := scenetest.NewBigScreen(t, gods.Title, rules.Setup{Seats: 3, Seed: 5}, "Altair", "Bo", "Cy")
	r := scenetest.NewRig(t, f.M, New(f.M), w, h)
	r.App.Settings.AnimationSpeed = 3
	return r, f
}

// watchUntil plays the phones' moves (random ones) until the big screen
// offers a move and stop says so.
func watchUntil(t *testing.T, r *scenetest.Rig, f *scenetest.BigScreen, rng *rules.RNG, stop func(s *Shell) bool) {
	t.Helper()
	s := shell(r)
	for guard := 0; guard < 400; guard++ {
		r.Step(8)
		if len(s.Legal()) > 0 && stop(s) {
			return
		}
		if f.Game.Over() {
			break
		}
		legal := f.Game.Legal(nil)
		f.Play(legal[rng.IntN(len(legal))], 0)
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
		seat := f.Game.ToMove()
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
		if played := f.PlaySent(); len(played) != 1 || played[0] != mv {
			t.Fatalf("gestures on the big screen for seat %d's %s sent %v", seat, f.Game.MoveText(mv), played)
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
	watchUntil(t, r, f, &rng, func(s *Shell) bool { return s.Prompt().Kind == "indicate" && f.Rev > 12 })
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
	watchUntil(t, r, f, &rng, func(s *Shell) bool { return s.Prompt().Kind == "place" && f.Rev > 12 })
	for _, sz := range scenetest.Sizes {
		r.CheckLegible(r.Audit(sz[0], sz[1]), sz[0], sz[1], "gods/")
	}
}
