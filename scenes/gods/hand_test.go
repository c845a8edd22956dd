package gods

import (
	"math"
	"strings"
	"testing"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes/input"
)

func TestLongPressShowsAPawnLarge(t *testing.T) {
	r, s := placing(t)
	b := board(s)
	hd := b.hv.hand
	j := hd.Card(0).ID
	moves := r.M.Moves()
	x, y := b.HandSlot(j).Center()
	r.Script.LongPress(x, y)
	r.Play()
	r.Step(30)
	z := hd.Zoomed()
	if z == nil || z.ID != j {
		t.Fatalf("a long press on the tile of slot %d shows %v large, want that tile", j, z)
	}
	p := b.pieceIn(b.Viewer, j)
	if got, want := b.hv.zoomKind, p.kind.String(); got != want {
		t.Errorf("the large view is titled %q, want %q", got, want)
	}
	if len(b.hv.zoomLines) == 0 {
		t.Error("the large view words no need")
	}
	r.Script.Key(input.Back)
	r.Play()
	r.Step(30)
	if hd.Zoomed() != nil || r.M.Moves() != moves {
		t.Errorf("after Esc on the large view: shown %v, %d moves; want it closed and no move", hd.Zoomed() != nil, r.M.Moves()-moves)
	}
}

func TestDroppedPawnGoesOnFromWhereItFell(t *testing.T) {
	r, s := placing(t)
	b := board(s)
	r.App.Settings.AnimationSpeed = 1
	var mv rules.Move
	for _, l := range s.Legal() {
		if l.Kind == gods.MovePlace && l.C != gods.WhiteSpace {
			mv = l
			break
		}
	}
	if mv.Kind == 0 {
		t.Fatal("no placement on a coloured space")
	}
	moves := r.M.Moves()
	x0, y0 := b.HandSlot(int(mv.A)).Center()
	x1, y1 := b.SpaceRect(int(mv.B), int(mv.C)).Center()
	r.Script.Drag(x0, y0, x1, y1, 8)
	want := mv.B*gods.Spaces + mv.C
	for i := 0; i < 80 && !(b.anim.on && b.anim.kind == anFly && b.anim.flights[0].space == want); i++ {
		r.Step(1)
	}
	if r.M.Moves() <= moves {
		t.Fatal("dragging a pawn onto a glowing space played nothing")
	}
	if got := r.M.Log()[moves]; got != r.M.MoveText(mv) {
		t.Errorf("the drop played %q, want %q", got, r.M.MoveText(mv))
	}
	f := b.anim.flights[0]
	if d := math.Hypot(f.fx-x1, f.fy-y1); d > b.lay.tileW {
		t.Errorf("the placed pawn flies from %.0f,%.0f, %.0f from where it was dropped, want it to go on from there", f.fx, f.fy, d)
	}
}

// TestOxygenAsksWhichSideUp: a drop of an Oxygen on a white space that
// takes it either side up asks which, and the answer places it so.
func TestOxygenAsksWhichSideUp(t *testing.T) {
	r, s := placing(t)
	rng := rules.NewRNG(4)
	for guard := 0; guard < 3000; guard++ {
		legal := s.Legal()
		var white rules.Move
		for _, mv := range legal {
			if mv.Kind == gods.MovePlace && mv.D == 1 {
				white = mv
			}
		}
		if white.Kind != 0 {
			b := board(s)
			moves := r.M.Moves()
			r.Drag(b.HandSlot(int(white.A)), b.SpaceRect(int(white.B), int(white.C)))
			if got := s.Asking(); len(got) != 2 || r.M.Moves() != moves {
				t.Fatalf("a drop of an Oxygen on a white space asks among %v and made %d moves; want the two sides and none", got, r.M.Moves()-moves)
			}
			r.Perform(white, false) // taps the pawn and the space, then "Action side up"
			return
		}
		switch {
		case s.Passing():
			r.Tap(s.PassButton())
		case len(legal) > 0:
			r.Perform(legal[rng.IntN(len(legal))], false)
		case s.ResultsShown():
			t.Skip("the game ended before an Oxygen could go on a white space")
		default:
			r.Step(4)
		}
	}
	t.Fatal("no Oxygen could ever go on a white space")
}

// TestPointedPawnIsPickedUp: once a continent is designated, the pawn the
// player pointed at is already picked up, so one tap on a glowing space
// places it; a tap on that pawn keeps it picked up.
func TestPointedPawnIsPickedUp(t *testing.T) {
	r, s := placing(t)
	b := board(s)
	j := b.view.Indicated()
	if j < 0 {
		t.Fatal("no pawn pointed at before the placement")
	}
	if got := b.chosen(); got != j {
		t.Fatalf("at the placement, slot %d is picked up, want the pawn pointed at, slot %d", got, j)
	}
	r.Tap(b.HandSlot(j))
	if got := b.chosen(); got != j {
		t.Fatalf("a tap on the pawn picked up for the player leaves slot %d picked up, want %d", got, j)
	}
	var mv rules.Move
	for _, l := range s.Legal() {
		if l.Kind == gods.MovePlace && int(l.A) == j {
			mv = l
			break
		}
	}
	if mv.Kind == 0 {
		t.Skip("the pawn pointed at has no space on the designated continent")
	}
	moves := r.M.Moves()
	r.Tap(b.SpaceRect(int(mv.B), int(mv.C)))
	if r.M.Moves() <= moves {
		t.Fatal("one tap on a glowing space placed nothing")
	}
	if got := r.M.Log()[moves]; got != r.M.MoveText(mv) && !strings.HasPrefix(got, r.M.MoveText(mv)) {
		t.Errorf("the tap played %q, want %q", got, r.M.MoveText(mv))
	}
}
