package seeders

import (
	"math"
	"strings"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
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
	lr := board.chips[sp].pill
	if lr.W == 0 {
		t.Fatalf("seat %d's Negotiator on Spot %d shows no numbers", seat+1, sp)
	}
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

// At every size and on the phones each Negotiator on a Spot stands in
// its Spot's socket: its disc in sight (its owner's initial covers at
// most half of it), its numbers inside the rounded socket, none of it on
// the label of a Spot that wraps; and the Prestige track's last number
// stays in the track's room, clear of the pile counts beside it.
func TestNegotiatorsFitTheirSpots(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 4, nil, "human", "human", "human")
	rng := rules.NewRNG(4)
	playOffScreen(t, m, &rng, "the viewer never was to place a Negotiator with six Spots taken", func() bool {
		return m.Prompt().Kind == "place" && m.ToMove() == 0 && taken(m.View(0).(*rs.State)) >= 6
	})
	r, sh := passedRig(t, m, 1280, 720, 120)
	board := sh.Board().(*Table)
	sizes := append(append([][2]int(nil), scenetest.Sizes...), scenetest.Phones...)
	for n, sz := range sizes {
		if n >= len(scenetest.Sizes) {
			r.Screen.Root.PixelRatio = scenetest.PhoneRatio
		}
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(5)
		l := &board.lay
		chips := 0
		for i, cp := range board.chips {
			if cp.disc.W == 0 {
				continue
			}
			chips++
			g := l.spots[i]
			for what, b := range map[string]scenes.Rect{"disc": cp.disc, "initial": cp.badge, "numbers": cp.pill} {
				if b.W == 0 {
					continue
				}
				if o := g.r.Inset(-0.5); b.X < o.X || b.Y < o.Y || b.X+b.W > o.X+o.W || b.Y+b.H > o.Y+o.H || what == "numbers" && !inSocket(g, b) {
					t.Errorf("%dx%d: the %s %+v of the Negotiator on Spot %d leaves its socket %+v", sz[0], sz[1], what, b, i, g.r)
				}
				for _, w := range board.wraps {
					if overlap(w.r, b) {
						t.Errorf("%dx%d: the %s %+v of the Negotiator on Spot %d lies on the label %q %+v", sz[0], sz[1], what, b, i, w.lines, w.r)
					}
				}
			}
			if cover := cp.badge.OverlapArea(cp.disc); cover > cp.disc.W*cp.disc.H/2 {
				t.Errorf("%dx%d: the initial %+v of the Negotiator on Spot %d hides its disc %+v", sz[0], sz[1], cp.badge, i, cp.disc)
			}
		}
		if chips == 0 {
			t.Errorf("%dx%d: no Negotiator drawn on a Spot", sz[0], sz[1])
		}
		if top := board.trackTop; overlap(top, l.info) || top.X+top.W > l.track.X+l.track.W+0.5 {
			t.Errorf("%dx%d: the Prestige track's last number %+v runs out of the track %+v or into the piles %+v", sz[0], sz[1], top, l.track, l.info)
		}
		r.Shoot(scenetestName("chips", sz), sz[0], sz[1])
	}
	r.Screen.Root.PixelRatio = 0
}
