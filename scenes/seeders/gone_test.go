package seeders

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// A Negotiator that has gone home, as the log says, is not shown as still
// holding its Spot: the Spot, taken until the Negotiation ends, says so.
func TestGoneNegotiatorLeavesItsSpot(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 7, nil, "human", "human", "human")
	rng := rules.NewRNG(7)
	gone := func() int {
		v := m.View(0).(*rs.State)
		for i := 0; i < v.SpotCount(); i++ {
			seat, caste := v.SpotHolder(i)
			if seat == rules.NoSeat || caste < 0 {
				continue
			}
			if _, _, sp := v.Negotiator(seat, caste); sp != i {
				return i
			}
		}
		return -1
	}
	playOffScreen(t, m, &rng, "no Negotiator went home while its Spot stayed taken", func() bool {
		return gone() >= 0 && m.ToMove() == 0
	})
	r, sh := passedRig(t, m, 1280, 720, 300)
	r.Shoot("seeders-gone-800x600", 800, 600)
	r.Shoot("seeders-gone-1280x720", 1280, 720)
	board := sh.Board().(*Table)
	x, y := board.lay.spots[gone()].r.Center()
	r.Script.Rest(x, y, 40)
	r.Play()
	if text, on := board.SpotTip(); !on || !strings.Contains(text, "gone home") || strings.Contains(text, "holds it") {
		t.Errorf("the Spot left by a Negotiator gone home reads %q (shown %v)", text, on)
	}
}

// A Negotiator on a Spot says whose it is without a hover: its numbers
// stand on its seat's colour.
func TestPlacedNegotiatorShowsItsSeat(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 7, nil, "human", "human", "human")
	rng := rules.NewRNG(7)
	placed := func() (int, rules.Seat) {
		v := m.View(0).(*rs.State)
		for i := 0; i < v.SpotCount(); i++ {
			if seat, caste := v.SpotHolder(i); seat != rules.NoSeat && caste >= 0 {
				return i, seat
			}
		}
		return -1, rules.NoSeat
	}
	playOffScreen(t, m, &rng, "no Negotiator was placed", func() bool {
		sp, _ := placed()
		return sp >= 0 && m.ToMove() == 0 && m.Prompt().Kind == "place"
	})
	r, sh := passedRig(t, m, 1280, 720, 120)
	board := sh.Board().(*Table)
	sp, seat := placed()
	v := m.View(0).(*rs.State)
	_, caste := v.SpotHolder(sp)
	hi, lo, _ := v.Negotiator(seat, caste)
	label := fmt.Sprintf("%d-%d", hi, lo)
	ns := cubeText * board.lay.k
	lw, _ := board.app.Text.Measure(label, ns, true)
	_, lr := pawnPlace(board.lay.spots[sp], ns, lw)
	img := r.Screen.Frame()
	want := board.seatCol(int(seat))
	k := board.app.Scale()
	near, all := 0, 0
	for y := int((lr.Y + 1) * k); y < int((lr.Y+lr.H-1)*k); y++ {
		for x := int((lr.X + 1) * k); x < int((lr.X+lr.W-1)*k); x++ {
			c := img.RGBAAt(x, y)
			all++
			if d := math.Abs(float64(c.R)-float64(want.R)) + math.Abs(float64(c.G)-float64(want.G)) + math.Abs(float64(c.B)-float64(want.B)); d < 40 {
				near++
			}
		}
	}
	if all == 0 || near*3 < all {
		t.Errorf("the numbers of seat %d's Negotiator on Spot %d (%v) stand on %d pixels of %d in its colour", seat+1, sp, lr, near, all)
	}
}
