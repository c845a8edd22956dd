package desolated

import (
	"strings"
	"testing"

	dr "starboard/rules/desolated"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// TestMouseRestingShowsTheCard rests the mouse on a Landmark of the row:
// after a moment the card shows large beside the pointer, as a long press
// shows it; on a pile, its name and count show; off the cards, nothing.
func TestMouseRestingShowsTheCard(t *testing.T) {
	defer func(n int) { facesPerFrame = n }(facesPerFrame)
	facesPerFrame = 1 << 20 // a shot is one frame: every face in it
	m := scenetest.NewMatch(t, dr.Title, 11, nil, "human", "bot:easy")
	tbl := table.Open[obj](m, table.Options{}, newBoard)
	r := scenetest.NewRig(t, m, tbl, 1280, 720)
	b := tbl.Board().(*Board)
	awaitTurn(r)
	// The empty inventory says what goes there.
	hinted := false
	for _, mk := range r.Audit(1280, 720) {
		hinted = hinted || strings.HasPrefix(mk.Label, emptyInvHint[:20])
	}
	if !b.invEmpty() || !hinted {
		t.Errorf("the inventory at the first turn (empty: %v) says nothing of what goes there", b.invEmpty())
	}
	x, y := b.lay.lmRow[1].Center()
	r.Script.Rest(x, y, 5)
	r.Play()
	if b.tip.shown {
		t.Error("the tip shows at once; it waits for the mouse to rest")
	}
	r.Script.Rest(x, y, tipDelay+5)
	r.PlayEvery(8)
	if !b.tip.shown || b.tip.kind != faceLandmark || b.tip.id != b.view.LandmarkRowCard(1) {
		t.Fatalf("the mouse resting on Landmark slot 2 shows %+v, want card %d", b.tip, b.view.LandmarkRowCard(1))
	}
	if b.tip.r.W <= b.lay.rowW || b.tip.r.Contains(x, y) || !b.lay.main.Contains(b.tip.r.X, b.tip.r.Y) {
		t.Errorf("the card shows at %v: want it larger than in the row (%v wide), beside the pointer at %.0f,%.0f, on the board", b.tip.r, b.lay.rowW, x, y)
	}
	for _, l := range b.Frame.Lit() {
		if b.tip.r.Overlaps(l) {
			t.Errorf("the card shows at %v, over the lit place %v", b.tip.r, l)
		}
	}
	r.Shoot("desolated-tip-1280x720", 1280, 720)
	x, y = b.lay.lmPile.Center()
	r.Script.Rest(x, y, tipDelay+5)
	r.PlayEvery(8)
	if !b.tip.shown || b.tip.text == "" {
		t.Errorf("the mouse resting on the Landmark pile shows %+v, want its count", b.tip)
	}
	x, y = b.lay.stage.X+b.lay.stage.W/2, b.lay.stage.Y+b.lay.stage.H/2
	r.Script.Rest(x, y, tipDelay+5)
	r.PlayEvery(8)
	if b.tip.shown {
		t.Errorf("the mouse resting on the stage shows %+v", b.tip)
	}
	// A hand card shows large with the key to its symbols, as a row
	// card does: what the card does, in words.
	x, y = b.handCardBox(0).Center()
	r.Script.Rest(x, y, tipDelay+5)
	r.PlayEvery(8)
	if !b.tip.shown || !b.tip.hand || !b.tip.keyed {
		t.Errorf("the mouse resting on hand card 1 shows %+v, want the card with its key", b.tip)
	}
	r.Shoot("desolated-tip-hand-1280x720", 1280, 720)
}
