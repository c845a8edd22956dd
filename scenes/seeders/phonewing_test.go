package seeders

import (
	"strings"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// midNegotiationOnPhone returns a rig on a phone (CSS pixels, PhoneRatio
// device pixels to each) late in a Negotiation, the viewer to place a
// Negotiator with several Spots taken.
func midNegotiationOnPhone(t *testing.T, w, h int) (*scenetest.Rig, *Table) {
	t.Helper()
	m := scenetest.NewMatch(t, rs.Title, 4, nil, "human", "human", "human")
	rng := rules.NewRNG(4)
	playOffScreen(t, m, &rng, "the viewer never was to place a Negotiator with six Spots taken", func() bool {
		return m.Prompt().Kind == "place" && m.ToMove() == 0 && taken(m.View(0).(*rs.State)) >= 6
	})
	r, sh := passedRig(t, m, w, h, 120)
	r.Screen.Root.PixelRatio = scenetest.PhoneRatio
	t.Cleanup(func() { r.Screen.Root.PixelRatio = 0 })
	r.Step(5)
	return r, sh.Board().(*Table)
}

// On a phone the Wing's marks lie beside the Chambers' numbers, never on
// them: no Spot, no Negotiator on one, no cube count or leader's star, no
// label of a Spot that closes a row.
func TestPhoneWingMarksBesideNumbers(t *testing.T) {
	for _, sz := range scenetest.Phones {
		r, board := midNegotiationOnPhone(t, sz[0], sz[1])
		if !board.lay.phone {
			t.Fatalf("%dx%d: the board is not laid out as a phone's", sz[0], sz[1])
		}
		if len(board.onSpot) == 0 {
			t.Fatalf("%dx%d: no Negotiator drawn on a Spot", sz[0], sz[1])
		}
		r.Shoot(scenetestName("phone-wing", sz), sz[0], sz[1])
		marks := map[string][]scenes.Rect{"a Negotiator on a Spot": board.onSpot}
		for _, g := range board.lay.spots {
			marks["a Spot"] = append(marks["a Spot"], g.r)
		}
		for _, w := range board.wraps {
			marks["a Spot's far Chamber"] = append(marks["a Spot's far Chamber"], w.r)
		}
		for _, fc := range board.faces {
			for _, cr := range fc.cells {
				if cr.W > 0 {
					marks["a cube count"] = append(marks["a cube count"], cr)
				}
			}
			if fc.mark.W > 0 {
				marks["a star or tie"] = append(marks["a star or tie"], fc.mark)
			}
		}
		for ch, fc := range board.faces {
			for what, rs := range marks {
				for _, m := range rs {
					if m.Overlaps(fc.tab) {
						t.Errorf("%dx%d: %s at %+v covers Chamber %d's number at %+v", sz[0], sz[1], what, m, ch+1, fc.tab)
					}
				}
			}
		}
	}
}

func scenetestName(what string, sz [2]int) string {
	return what + "-" + scenes.Itoa(sz[0]) + "x" + scenes.Itoa(sz[1])
}

// On a phone during the Negotiation the hand is a strip of its cards'
// names side by side, none covering the next, and a tap on one shows it
// whole, inside the screen.
func TestPhoneHandNamesWhole(t *testing.T) {
	for _, sz := range scenetest.Phones {
		r, board := midNegotiationOnPhone(t, sz[0], sz[1])
		if !board.lay.fold {
			t.Fatalf("%dx%d: the hand is not folded to the strip of its names", sz[0], sz[1])
		}
		if got := board.handShown(); got < 1 {
			t.Errorf("%dx%d: the next card covers %.0f%% of each card's name", sz[0], sz[1], (1-got)*100)
		}
		n := board.hand.Len()
		for i := 0; i+1 < n; i++ {
			if a, b := board.hand.TapSpot(i), board.hand.TapSpot(i+1); a.Overlaps(b) {
				t.Errorf("%dx%d: hand card %d at %+v overlaps card %d at %+v", sz[0], sz[1], i, a, i+1, b)
			}
		}
		r.Tap(board.hand.TapSpot(n - 1))
		r.Step(10)
		id := board.hand.Card(n - 1).ID
		if board.tip.shown != id {
			t.Fatalf("%dx%d: a tap on the hand's last card shows card %d whole, want %d", sz[0], sz[1], board.tip.shown, id)
		}
		a := board.lay.area
		if tr := board.tip.r; tr.X < a.X-1 || tr.Y < a.Y-1 || tr.X+tr.W > a.X+a.W+1 || tr.Y+tr.H > a.Y+a.H+1 {
			t.Errorf("%dx%d: the card shown whole at %+v leaves the board %+v", sz[0], sz[1], tr, a)
		}
		r.Shoot(scenetestName("phone-hand-tapped", sz), sz[0], sz[1])
	}
}

// On a phone during the Negotiation the Arks are chips on one row, each
// its seat's name whole; a tap on one opens the Arks to their rows, and a
// tap on a head folds them back.
func TestPhoneArkChipsOpen(t *testing.T) {
	sz := scenetest.Phones[0]
	r, board := midNegotiationOnPhone(t, sz[0], sz[1])
	l := &board.lay
	if !l.chips() {
		t.Fatalf("the Arks are not chips on a phone's Negotiation")
	}
	chipRow := l.arks
	for p, row := range l.rows {
		if row.Y != l.rows[0].Y || row.H != l.rows[0].H {
			t.Errorf("Ark %d's chip at %+v is not on the row of the first at %+v", p, row, l.rows[0])
		}
	}
	if tip := board.describeArk(1); !strings.Contains(tip, "Tap to open") {
		t.Errorf("a chip's tip %q does not say a tap opens the Arks", tip)
	}
	wing := l.wing
	r.Tap(l.rowHead[1])
	r.Step(5)
	if !l.arksOpen || l.chips() {
		t.Fatalf("a tap on an Ark's chip did not open the Arks")
	}
	if l.arks.H <= chipRow.H || l.wing.H >= wing.H {
		t.Errorf("open, the Arks take %+v (chips %+v) and the Wing %+v (was %+v)", l.arks, chipRow, l.wing, wing)
	}
	r.Shoot(scenetestName("phone-arks-open", sz), sz[0], sz[1])
	r.Tap(l.rowHead[1])
	r.Step(5)
	if l.arksOpen || !l.chips() {
		t.Errorf("a tap on an open Ark's head did not fold the Arks back to chips")
	}
}

// On a phone a hand too full for its whole cards side by side shows them
// as miniatures side by side, and a tap on one shows its whole face.
func TestPhoneMiniatureHandZooms(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 4, nil, "human", "human", "human")
	rng := rules.NewRNG(4)
	playOffScreen(t, m, &rng, "the viewer never was to integrate with five cards or more", func() bool {
		return m.Prompt().Kind == "integrate" && m.ToMove() == 0 && len(m.View(0).(*rs.State).Hand(0)) > 4
	})
	sz := scenetest.Phones[0]
	r, sh := passedRig(t, m, sz[0], sz[1], 120)
	r.Screen.Root.PixelRatio = scenetest.PhoneRatio
	t.Cleanup(func() { r.Screen.Root.PixelRatio = 0 })
	r.Step(5)
	board := sh.Board().(*Table)
	if !board.lay.miniHand {
		t.Fatalf("a phone's hand of %d cards is not shown as miniatures", board.hand.Len())
	}
	n := board.hand.Len()
	for i := 0; i+1 < n; i++ {
		if a, b := board.hand.TapSpot(i), board.hand.TapSpot(i+1); a.Overlaps(b) {
			t.Errorf("hand card %d at %+v overlaps card %d at %+v", i, a, i+1, b)
		}
	}
	r.Tap(board.hand.TapSpot(1))
	r.Step(10)
	if id := board.hand.Card(1).ID; board.tip.shown != id {
		t.Fatalf("a tap on a miniature shows card %d whole, want %d", board.tip.shown, id)
	}
	r.Shoot(scenetestName("phone-mini-tapped", sz), sz[0], sz[1])
}
