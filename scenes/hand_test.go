package scenes_test

import (
	"math"
	"testing"

	"starboard/scenes"
	"starboard/scenes/input"
)

const cardW, cardH = 120, 170

// plainArt paints nothing: these tests look at geometry only.
func plainArt(*scenes.Canvas, float64, float64, bool) {}

func newHand(n int, width float64) *scenes.Hand {
	h := scenes.NewHand(cardW, cardH)
	h.Node.X, h.Node.Y, h.Width = 640, 720, width
	for i := 0; i < n; i++ {
		h.Add(scenes.NewCardView(100+i, cardW, cardH, plainArt))
	}
	h.Snap()
	return h
}

// strip returns how wide the part of card i that a tap finds is, along
// the card's own horizontal line at height y of the card.
func strip(h *scenes.Hand, i int, y float64) float64 {
	slot := h.Slot(i).World()
	slot.Concat(h.Node.World())
	const dx = 0.25
	hits := 0
	for x := dx / 2; x < cardW; x += dx {
		if cx, cy := slot.Apply(x, y); h.CardAt(cx, cy) == i {
			hits++
		}
	}
	return float64(hits) * dx
}

func TestFanLeavesEveryCardAFingerWide(t *testing.T) {
	for _, width := range []float64{360, 720, 1280} {
		for n := 1; n <= 16; n++ {
			h := newHand(n, width)
			for i := 0; i < n; i++ {
				for _, y := range []float64{cardH / 2, cardH - 2} {
					if w := strip(h, i, y); w < scenes.MinTarget {
						t.Errorf("width %v, %d cards: card %d is %.1f wide to a finger at height %v, want at least %d", width, n, i, w, y, scenes.MinTarget)
					}
				}
			}
		}
	}
}

func TestFanTightensToFitItsWidth(t *testing.T) {
	for n := 2; n <= 12; n++ {
		step, _ := scenes.FanStep(n, cardW, cardH, 900)
		if span := step*float64(n-1) + cardW; span > 900+0.5 && step > scenes.MinTarget+8 {
			t.Errorf("%d cards: the fan is %.0f wide in 900 with room to tighten (step %.1f)", n, span, step)
		}
		if step > 0.66*cardW+1e-9 {
			t.Errorf("%d cards: step %.1f, want no more than two thirds of a card", n, step)
		}
	}
}

// TestLeftOnTopShowsRightEdges lays each card over its right neighbour:
// a tap near any card's right edge finds that card, and a tap near its
// left edge the card before it, which covers it.
func TestLeftOnTopShowsRightEdges(t *testing.T) {
	h := newHand(7, 600)
	h.LeftOnTop = true
	h.Snap()
	for i := 0; i < 7; i++ {
		g := h.Slot(i).World()
		g.Concat(h.Node.World())
		if x, y := g.Apply(cardW-4, cardH/2); h.CardAt(x, y) != i {
			t.Errorf("a tap near the right edge of card %d finds card %d", i, h.CardAt(x, y))
		}
		if i == 0 {
			continue
		}
		if x, y := g.Apply(4, cardH/2); h.CardAt(x, y) != i-1 {
			t.Errorf("a tap near the left edge of card %d finds card %d, want the card over it, %d", i, h.CardAt(x, y), i-1)
		}
	}
}

func TestTurnedHandFindsItsCards(t *testing.T) {
	h := newHand(7, 600)
	h.Node.X, h.Node.Y, h.Node.Rotation = 0, 360, math.Pi/2 // along the left edge
	h.Snap()
	for i := 0; i < 7; i++ {
		x, y := h.SlotCenter(i)
		if x < 0 || x > 300 {
			t.Errorf("card %d of a hand on the left edge is centred at x=%.0f", i, x)
		}
		if got := h.CardAt(x, y); got != i {
			t.Errorf("CardAt(centre of card %d) = %d", i, got)
		}
	}
}

func TestRemoveAndInsertKeepTheSelection(t *testing.T) {
	h := newHand(5, 900)
	h.Select(3)
	cv := h.Remove(1)
	if cv.ID != 101 || h.Len() != 4 || h.Selected() != 2 || h.Card(2).ID != 103 {
		t.Fatalf("after Remove(1): removed %d, %d left, selected %d (id %d); want 101, 4, 2 (103)", cv.ID, h.Len(), h.Selected(), h.Card(h.Selected()).ID)
	}
	h.Insert(0, cv)
	if h.Selected() != 3 || h.Card(3).ID != 103 || h.Card(0).ID != 101 {
		t.Errorf("after Insert(0): selected %d, card 0 is %d; want 3 and 101", h.Selected(), h.Card(0).ID)
	}
}

func TestHandUpdateDoesNotAllocate(t *testing.T) {
	h := newHand(9, 1000)
	ctx := &scenes.Context{W: 1280, H: 720}
	x0, y0 := h.SlotCenter(0)
	x1, _ := h.SlotCenter(8)
	allocs := testing.AllocsPerRun(300, func() {
		ctx.Tick++
		// The mouse sweeps over the fan, lifting card after card.
		ctx.In = input.Frame{X: x0 + (x1-x0)*float64(ctx.Tick%60)/60, Y: y0, Present: true}
		h.Update(ctx)
	})
	if allocs != 0 {
		t.Errorf("Hand.Update with the mouse over the cards: %v allocations, want 0", allocs)
	}
}

// With Room kept while a card leaves, the cards left of it stay where they
// were and the next card takes its place: a second tap where the first
// landed finds the next card.
func TestRoomKeepsCardsInPlaceWhenOneLeaves(t *testing.T) {
	h := newHand(6, 1280)
	h.Room = 6
	var before [6][2]float64
	for i := range before {
		before[i][0], before[i][1] = h.SlotCenter(i)
	}
	tap := h.TapSpot(2)
	h.Remove(2)
	h.Snap()
	for i := 0; i < 2; i++ {
		if x, y := h.SlotCenter(i); math.Abs(x-before[i][0]) > 1e-6 || math.Abs(y-before[i][1]) > 1e-6 {
			t.Errorf("card %d moved from %.1f,%.1f to %.1f,%.1f when card 2 left", i, before[i][0], before[i][1], x, y)
		}
	}
	for i := 2; i < 5; i++ {
		if x, y := h.SlotCenter(i); math.Abs(x-before[i][0]) > 1e-6 || math.Abs(y-before[i][1]) > 1e-6 {
			t.Errorf("card %d is at %.1f,%.1f, want the place of the card before it, %.1f,%.1f", i, x, y, before[i][0], before[i][1])
		}
	}
	if got := h.Card(2).ID; got != 103 {
		t.Fatalf("card 2 is %d, want 103", got)
	}
	x, y := tap.Center()
	if got := h.CardAt(x, y); got != 2 {
		t.Errorf("a tap where card 2 was finds card %d, want the next card, now at 2", got)
	}
	// Without Room the fan centres on the cards held: the next card is not
	// where the one that left was.
	h.Room = 0
	h.Snap()
	if x, _ := h.SlotCenter(0); math.Abs(x-before[0][0]) < 1 {
		t.Errorf("a centred fan of 5 starts where a fan of 6 did")
	}
}

// Places leaves a gap where a card left: the others keep their places,
// and a tap in the gap, on the part the card that left showed, finds no
// card; without Places the cards close up.
func TestPlacesLeaveAGap(t *testing.T) {
	h := newHand(4, 3*cardW)
	h.Flat = true
	h.Snap()
	var was [4][2]float64
	for i := range was {
		was[i][0], was[i][1] = h.SlotCenter(i)
	}
	gapX, gapY := h.TapSpot(1).Center()
	h.Room = 4
	h.Remove(1)
	h.Places = []int{0, 2, 3}
	h.Snap()
	for i, p := range h.Places {
		if x, y := h.SlotCenter(i); x != was[p][0] || y != was[p][1] {
			t.Errorf("card %d moved from %.1f,%.1f to %.1f,%.1f", i, was[p][0], was[p][1], x, y)
		}
	}
	if i := h.CardAt(gapX, gapY); i >= 0 {
		t.Errorf("a tap in the gap finds card %d", i)
	}
	h.Places = nil
	h.Snap()
	if i := h.CardAt(gapX, gapY); i != 1 {
		t.Errorf("with the gap closed a tap there finds card %d, want 1", i)
	}
}
