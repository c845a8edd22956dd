package seeders

import (
	"math"
	"strings"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// Late in a game, with many cards in each Ark, every Ark card stands
// whole at every size, seen by a player and in the review: its box holds
// its name on two lines at most at 12 pixels or more, no box covers
// another or leaves its row, its light keeps off its Ark's head, its
// tokens off its cost, and the other seats' cards share one size.
func TestLateArksShowWholeCards(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 5, nil, "human", "human")
	rng := rules.NewRNG(5)
	playOffScreen(t, m, &rng, "the game never reached the last Integration", func() bool {
		v := m.View(0).(*rs.State)
		return v.Turn() == 4 && m.Prompt().Kind == "integrate" && m.ToMove() == 1
	})
	r, sh := passedRig(t, m, 1280, 720, 60)
	board := sh.Board().(*Table)
	if n := len(board.ark.order); n < 12 {
		t.Fatalf("the Arks hold only %d cards", n)
	}
	r.ShootSizes("seeders-late")
	checkArksWhole(t, r, board)
	// The same Arks with no seat at the device, as in a review.
	board.Sync(m.View(0), rules.NoSeat, false)
	r.Step(2)
	r.ShootSizes("seeders-late-review")
	checkArksWhole(t, r, board)
}

// checkArksWhole checks every Ark card of board at every size.
func checkArksWhole(t *testing.T, r *scenetest.Rig, board *Table) {
	t.Helper()
	// What is checked is laid out by the audit's frame, drawn at the
	// rig's size: the steps between draw nothing.
	defer func(n int) { r.DrawEvery = n }(r.DrawEvery)
	r.DrawEvery = math.MaxInt
	for _, sz := range scenetest.Sizes {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		marks := r.Audit(sz[0], sz[1])
		scale := board.app.Scale()
		width := 0.0
		for _, b := range board.ark.order {
			name := rs.CardOf(b.id).Name
			if px := b.ts * scale; px < 11.99 {
				t.Errorf("%dx%d: %q of seat %d reads at %.1f px", sz[0], sz[1], name, b.seat, px)
			}
			if need := board.nameWidth(name, b.ts) + 8; b.r.W+0.01 < need {
				t.Errorf("%dx%d: %q of seat %d is %.0f wide, its name needs %.0f at %.1f", sz[0], sz[1], name, b.seat, b.r.W, need, b.ts)
			}
			if !inside(b.r, board.lay.rows[b.seat]) {
				t.Errorf("%dx%d: %q %v leaves its row %v", sz[0], sz[1], name, b.r, board.lay.rows[b.seat])
			}
			if glow := b.r.Inset(-9); overlap(glow, board.lay.rowHead[b.seat]) {
				t.Errorf("%dx%d: %q's light %v covers its Ark's head %v", sz[0], sz[1], name, glow, board.lay.rowHead[b.seat])
			}
			for k, tr := range b.token {
				if cv := board.view.Card(b.id); (k == 0 && cv.Mutagen || k == 1 && cv.Jailer) && (!inside(tr, b.r) || overlap(tr, b.costs)) {
					t.Errorf("%dx%d: %q's token %v leaves its card %v or covers its cost %v", sz[0], sz[1], name, tr, b.r, b.costs)
				}
			}
			for _, o := range board.ark.order {
				if o != b && overlap(o.r, b.r) {
					t.Errorf("%dx%d: %q %v covers %q %v", sz[0], sz[1], name, b.r, rs.CardOf(o.id).Name, o.r)
				}
			}
			if b.unit && b.seat != int(board.Viewer) && width > 0 && math.Abs(b.r.W-width) > 0.01 {
				t.Errorf("%dx%d: the other seats' Units are %.0f and %.0f wide", sz[0], sz[1], width, b.r.W)
			} else if b.unit && b.seat != int(board.Viewer) {
				width = b.r.W
			}
		}
		for _, mk := range marks {
			if !strings.HasSuffix(mk.Label, ".") || !strings.Contains(mk.Where, "face.go") {
				continue
			}
			for _, b := range board.ark.order {
				if name := rs.CardOf(b.id).Name; strings.HasPrefix(name, strings.TrimSuffix(mk.Label, ".")) && name != mk.Label {
					t.Errorf("%dx%d: an Ark card's name is cut to %q", sz[0], sz[1], mk.Label)
					break
				}
			}
		}
	}
}
