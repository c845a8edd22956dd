package gods

import (
	"math"
	"testing"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes/input"
)

// placing returns a rig of a game of two people and two bots, waiting for
// a person to place a pawn, at the given animation speed.
func placing(t *testing.T, speed int) *rig {
	t.Helper()
	m := newMatch(t, 23, "bot:random", "human", "bot:random", "human")
	r := newRig(t, m, 640, 360, speed)
	done := func() bool {
		_, ready := r.tbl.Waiting()
		return ready && r.tbl.prompt.Kind == "place" && r.tbl.hv.hand.Len() == gods.HandSize
	}
	r.playUntil(23, done)
	if !done() {
		t.Fatal("the game never waited for a person to place a pawn from a full hand")
	}
	return r
}

// placeMoves returns the legal placements, by whether their space is the
// white one.
func (r *rig) placeMoves() (plain, white []rules.Move) {
	seat, _ := r.tbl.Waiting()
	for _, mv := range r.m.Legal(seat) {
		switch {
		case mv.Kind != gods.MovePlace:
		case mv.C == gods.WhiteSpace:
			white = append(white, mv)
		default:
			plain = append(plain, mv)
		}
	}
	return plain, white
}

func TestHandSlotFindsItsPawnWhicheverTileIsLifted(t *testing.T) {
	r := placing(t, 3)
	hd := r.tbl.hv.hand
	if hd.Len() < 2 {
		t.Fatalf("the hand holds %d tiles, want a fan of several", hd.Len())
	}
	for k := -1; k < hd.Len(); k++ {
		if k >= 0 {
			// Rest the mouse on tile k, which lifts it.
			x, y := r.tbl.HandSlot(hd.Card(k).ID).Center()
			r.script.Tap(x, y-20).Wait(20)
			r.play()
			if got := hd.Lifted(); got != k {
				t.Fatalf("with the mouse on tile %d, the lifted tile is %d", k, got)
			}
		}
		for i := 0; i < hd.Len(); i++ {
			j := hd.Card(i).ID
			if got := r.tbl.slotAt(r.tbl.HandSlot(j).Center()); got != j {
				t.Errorf("with tile %d lifted, a tap on the centre of HandSlot(%d) finds slot %d", k, j, got)
			}
		}
	}
}

func TestLongPressShowsAPawnLarge(t *testing.T) {
	r := placing(t, 3)
	tb := r.tbl
	hd := tb.hv.hand
	j := hd.Card(0).ID
	sel, moves := tb.SelectedSlot(), r.m.Moves()
	x, y := tb.HandSlot(j).Center()
	r.script.LongPress(x, y)
	r.play()
	z := hd.Zoomed()
	if z == nil || z.ID != j {
		t.Fatalf("a long press on the tile of slot %d shows %v large, want that tile", j, z)
	}
	p := tb.mod.hands[tb.viewer][j]
	if got, want := tb.hv.zoomKind, p.kind.String(); got != want {
		t.Errorf("the large view is titled %q, want %q", got, want)
	}
	if len(tb.hv.zoomLines) == 0 {
		t.Error("the large view words no need")
	}
	// A tap on a space while the pawn shows large only closes it.
	plain, _ := r.placeMoves()
	if len(plain) > 0 {
		r.tap(tb.SpaceRect(int(plain[0].B), int(plain[0].C)))
	}
	r.step(30)
	if hd.Zoomed() != nil {
		t.Error("a tap did not close the large view")
	}
	if r.m.Moves() != moves || tb.SelectedSlot() != sel {
		t.Errorf("a tap that closed the large view acted on the table: %d moves, slot %d chosen; want %d, %d", r.m.Moves(), tb.SelectedSlot(), moves, sel)
	}
	// Esc closes it too, without pausing the game; then Esc pauses.
	r.script.LongPress(x, y)
	r.play()
	if hd.Zoomed() == nil {
		t.Fatal("a second long press did not show the pawn large")
	}
	r.script.Key(input.Back)
	r.play()
	r.step(30)
	if hd.Zoomed() != nil || tb.Paused() {
		t.Errorf("after Esc on the large view: shown %v, paused %v; want it closed and the game running", hd.Zoomed() != nil, tb.Paused())
	}
	r.script.Key(input.Back)
	r.play()
	if !tb.Paused() {
		t.Error("Esc with nothing shown large did not pause")
	}
}

func TestRefusedDropFliesBack(t *testing.T) {
	r := placing(t, 3)
	tb := r.tbl
	hd := tb.hv.hand
	plain, _ := r.placeMoves()
	if len(plain) == 0 {
		t.Fatal("no placement on a coloured space")
	}
	j := int(plain[0].A)
	// A space the pawn cannot go to: one of another continent.
	bad := int(plain[0].B+1) % gods.Continents
	if bad == tb.mod.setAside {
		bad = (bad + 1) % gods.Continents
	}
	n, moves := hd.Len(), r.m.Moves()
	r.drag(tb.HandSlot(j), tb.SpaceRect(bad, 0))
	if r.m.Moves() != moves {
		t.Fatalf("a drop on space %c1 played a move", 'A'+bad)
	}
	if tb.toast == "" {
		t.Error("a drop on a space the pawn cannot go to said nothing")
	}
	if tb.SelectedSlot() != j {
		t.Errorf("after the refused drop slot %d is chosen, want %d, the pawn dragged", tb.SelectedSlot(), j)
	}
	r.step(40)
	if hd.Len() != n {
		t.Fatalf("after a refused drop the hand holds %d tiles, want %d", hd.Len(), n)
	}
	i := tb.tileIndex(j)
	got, want := hd.Card(i).Node.Pose(), hd.Card(i).Node.Target()
	if hd.Card(i).Node.Animating() || math.Hypot(got.X-want.X, got.Y-want.Y) > 1 {
		t.Errorf("the refused tile is at %.0f,%.0f, want back in the fan at %.0f,%.0f", got.X, got.Y, want.X, want.Y)
	}
	// Dropped off the board, it flies back without a word.
	tb.toast = ""
	r.drag(tb.HandSlot(j), tb.lay.log)
	if r.m.Moves() != moves || tb.toast != "" {
		t.Errorf("a drop on the log: %d moves, toast %q; want nothing", r.m.Moves()-moves, tb.toast)
	}
}

func TestDroppedPawnGoesOnFromWhereItFell(t *testing.T) {
	r := placing(t, 1)
	tb := r.tbl
	plain, _ := r.placeMoves()
	if len(plain) == 0 {
		t.Fatal("no placement on a coloured space")
	}
	mv := plain[0]
	space := tb.SpaceRect(int(mv.B), int(mv.C))
	moves := r.m.Moves()
	x0, y0 := tb.HandSlot(int(mv.A)).Center()
	x1, y1 := space.Center()
	r.script.Drag(x0, y0, x1, y1, 8)
	want := spaceIndex(mv.B, mv.C)
	for i := 0; i < 80 && !(tb.anim.on && tb.anim.kind == anFly && tb.anim.flights[0].space == want); i++ {
		r.step(1)
	}
	if r.m.Moves() <= moves {
		t.Fatal("dragging a pawn onto a glowing space played nothing")
	}
	if got := r.m.Log()[moves]; got != r.m.MoveText(mv) {
		t.Errorf("the drop played %q, want %q", got, r.m.MoveText(mv))
	}
	f := tb.anim.flights[0]
	if d := math.Hypot(f.fx-x1, f.fy-y1); d > tb.lay.tileW {
		t.Errorf("the placed pawn flies from %.0f,%.0f, %.0f from where it was dropped, want it to go on from there", f.fx, f.fy, d)
	}
}
