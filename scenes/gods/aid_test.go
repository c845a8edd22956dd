package gods

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestAidListsEveryNeed checks that the player aid holds every distinct
// need of the rules' pawns, under its kind.
func TestAidListsEveryNeed(t *testing.T) {
	rows := aidRows()
	if len(rows) != len(aidKinds) {
		t.Fatalf("the aid has %d rows, want one per kind (%d)", len(rows), len(aidKinds))
	}
	shown := map[gods.Need]bool{}
	for _, r := range rows {
		for _, n := range r.needs {
			need := gods.NeedOf(n.pawn)
			if need.Kind != r.kind {
				t.Errorf("row %s shows a %s need", r.kind, need.Kind)
			}
			if shown[need] {
				t.Errorf("row %s shows %v twice", r.kind, need)
			}
			shown[need] = true
			if n.text == "" {
				t.Errorf("row %s: need %v has no caption", r.kind, need)
			}
		}
	}
	for p := gods.Pawn(0); p.Known(); p++ {
		if !shown[gods.NeedOf(p)] {
			t.Errorf("pawn %d: its need %v is missing from the aid", p, gods.NeedOf(p))
		}
	}
	if got := len(shown); got != 22 {
		t.Errorf("the aid shows %d needs, want 22 (1 Water, 4 Mineral, 4 Plant, 4 Insect, 4 Animal, 3 Oxygen, 2 Bacteria)", got)
	}
}

// TestAidOpensAndCloses opens the aid from the kit's sheet button, checks
// that a tap on the board under it makes no move, and closes it.
func TestAidOpensAndCloses(t *testing.T) {
	r, s := placing(t)
	moves := r.M.Moves()
	if s.SheetShown() {
		t.Fatal("the aid is open before its button is tapped")
	}
	r.Tap(s.SheetButton())
	if !s.SheetShown() {
		t.Fatal("tapping the aid's button did not open it")
	}
	b := board(s)
	r.Step(1)
	if p := b.aid.panel; p.W < 0.8*r.W && p.H < 0.8*r.H {
		t.Errorf("the aid's panel is %.0f by %.0f on a %.0f by %.0f table: it should fill the screen one way", p.W, p.H, r.W, r.H)
	}
	for _, row := range b.aid.rows {
		for _, n := range row.needs {
			if len(n.lines) == 0 || len(n.lines) > 3 {
				t.Errorf("%s: caption %q takes %d lines", row.kind, n.text, len(n.lines))
			}
		}
	}
	// A tap on a slot of the hand closes the aid and does nothing else.
	r.Tap(b.HandSlot(b.hv.hand.Card(0).ID))
	if s.SheetShown() {
		t.Error("a tap did not close the aid")
	}
	if b.chosen() >= 0 || r.M.Moves() != moves {
		t.Errorf("the tap that closed the aid reached the table: slot %d chosen, %d moves, want -1 and %d", b.chosen(), r.M.Moves(), moves)
	}
}

// TestAidComesWhole: the frame that opens the aid makes all its pawns,
// however little of the frame's budget the board left (the eighth review:
// its icons came over 3 s of a slow window).
func TestAidComesWhole(t *testing.T) {
	r, s := placing(t)
	b := board(s)
	scenetest.Do(func() {
		dst := ebiten.NewImage(int(r.W), int(r.H))
		defer dst.Deallocate()
		c := &scenes.Canvas{Dst: dst, Scale: 1, W: r.W, H: r.H, App: r.App}
		b.art.budget(c)
		b.art.left = 0 // the board's frame spent it all
		b.DrawSheet(c, scenes.Rect{W: r.W, H: r.H})
		first := len(b.art.imgs)
		b.art.budgeted = false // a frame that makes whatever is missing
		b.DrawSheet(c, scenes.Rect{W: r.W, H: r.H})
		if more := len(b.art.imgs) - first; more != 0 {
			t.Errorf("the aid's first frame left %d of its images to later frames", more)
		}
	})
}
