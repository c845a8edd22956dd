package desolated

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
	art "starboard/sprites/desolated"
)

// newBoardRig puts the table of a three-seat game on a small screen and
// returns its board.
func newBoardRig(t *testing.T) (*Board, *scenetest.Rig) {
	t.Helper()
	m := scenetest.NewMatch(t, dr.Title, 11, nil, "human", "bot:easy", "bot:easy")
	tbl := table.Open[obj](m, table.Options{}, newBoard)
	r := scenetest.NewRig(t, m, tbl, 640, 360)
	return tbl.Board().(*Board), r
}

// layOut draws the table once on a w by h screen, which lays it out there.
func layOut(r *scenetest.Rig, w, h int) {
	scenetest.Do(func() {
		dw, dh := r.Screen.Root.LayoutF(float64(w), float64(h))
		img := ebiten.NewImage(int(dw), int(dh))
		r.Screen.Root.Draw(img)
		img.At(0, 0)
		img.Deallocate()
	})
}

// TestHandStaysOnTheBoard fills the hand with up to twelve cards at every
// layout size and checks that each card lies wholly inside the board's
// area: on the screen, and clear of the kit's panel (beside the board, or
// under it on a tall screen). The hand's left end keeps one place while
// it holds cards that lie side by side (twelfth review: the hand, centred,
// jumped as it grew from turn to turn).
func TestHandStaysOnTheBoard(t *testing.T) {
	b, r := newBoardRig(t)
	for _, sz := range scenetest.Sizes {
		t.Run(fmt.Sprint(sz[0], "x", sz[1]), func(t *testing.T) {
			layOut(r, sz[0], sz[1])
			first := -1.0
			for _, n := range []int{1, 3, 4, 5, 9, 12} {
				var ids []int
				for id := range n {
					ids = append(ids, 40+id)
				}
				scenetest.Do(func() { b.setHand(ids) })
				area := b.lay.main
				// Five cards or fewer lie side by side: overlapped, a
				// card hides its neighbour's conversion (the tall
				// screen's hand did, grown to use its room).
				right, abreast := area.X, 0
				if n <= 5 {
					abreast = n
				}
				for i := range abreast {
					g := b.hand.Slot(i).World()
					g.Concat(b.hand.Node.World())
					x0, _ := g.Apply(0, handH/2)
					x1, _ := g.Apply(handW, handH/2)
					if x0 < right-1 {
						t.Errorf("%d cards: card %d starts at x %.0f, over card %d that ends at %.0f, on a %dx%d screen", n, i, x0, i-1, right, sz[0], sz[1])
					}
					right = x1
					if i > 0 {
						continue
					}
					if first < 0 {
						first = x0
					} else if x0 < first-0.5 || x0 > first+0.5 {
						t.Errorf("%d cards: the hand begins at x %.0f, not at %.0f where a smaller hand began, on a %dx%d screen", n, x0, first, sz[0], sz[1])
					}
				}
				for i := range n {
					g := b.hand.Slot(i).World()
					g.Concat(b.hand.Node.World())
					for _, p := range [][2]float64{{0, 0}, {handW, 0}, {0, handH}, {handW, handH}} {
						x, y := g.Apply(p[0], p[1])
						if x < area.X-0.5 || x > area.X+area.W+0.5 || y < area.Y-0.5 || y > area.Y+area.H+0.5 {
							t.Errorf("%d cards: a corner of card %d is at %.0f,%.0f, outside the board %v on a %dx%d screen",
								n, i, x, y, area, sz[0], sz[1])
							break
						}
					}
				}
			}
		})
	}
}

// TestFullHandShowsNamesAndLinks fills the hand with nine cards at
// 1280x720 and 800x600, and six at 800x600, and checks that no card covers another's name,
// value or the link on its right edge: a tap on any point of them finds
// that card.
func TestFullHandShowsNamesAndLinks(t *testing.T) {
	defer func(n int) { facesPerFrame = n }(facesPerFrame)
	facesPerFrame = 1 << 20 // a shot is one frame: every face in it
	b, r := newBoardRig(t)
	for _, sz := range [][3]int{{1280, 720, 9}, {800, 600, 9}, {800, 600, 6}} {
		layOut(r, sz[0], sz[1])
		var ids []int
		for id := range sz[2] {
			ids = append(ids, 40+id)
		}
		scenetest.Do(func() { b.setHand(ids) })
		// The face's places, in the hand's units, at the size it is
		// rendered.
		px := handW * b.hand.Node.ScaleX * r.App.Scale()
		pl := art.CardLayout(art.MaterialCard, px, px*cardRatio)
		k := handW / px
		value := art.Box{X: pl.Value.X * k, Y: pl.Value.Y * k, W: pl.Value.W * k, H: pl.Value.H * k}
		name := art.Box{X: pl.Header.X * k, Y: pl.Header.Y * k, W: pl.Header.W * k, H: pl.Header.H * k}
		lh := pl.LinkH * k
		link := art.Box{X: handW - lh/2, Y: pl.LinkY*k - lh/2, W: lh / 2, H: lh}
		for i := range sz[2] {
			g := b.hand.Slot(i).World()
			g.Concat(b.hand.Node.World())
			for _, part := range []struct {
				what string
				box  art.Box
			}{{"name", name}, {"value", value}, {"right link", link}} {
				bx := part.box
				fxs := []float64{0.02, 0.5, 0.98}
				if part.what == "value" {
					// The digit stands in the middle of its badge,
					// whose left rim may hide.
					fxs[0] = 0.25
				}
				for _, fx := range fxs {
					for _, fy := range []float64{0.02, 0.5, 0.98} {
						x, y := g.Apply(bx.X+bx.W*fx, bx.Y+bx.H*fy)
						if got := b.hand.CardAt(x, y); got != i {
							t.Errorf("%dx%d: card %d covers the %s of card %d at %.0f,%.0f", sz[0], sz[1], got, part.what, i, x, y)
						}
					}
				}
			}
		}
		t.Logf("%dx%d: %d cards %.0f px wide", sz[0], sz[1], sz[2], px)
		r.Shoot(fmt.Sprintf("desolated-hand%d-%dx%d", sz[2], sz[0], sz[1]), sz[0], sz[1])
	}
}

// TestStackedInfluenceShowsItsPart: each Influence card of a stack names
// as its place the part of it in view, which the next card does not
// cover, and its light goes around that part.
func TestStackedInfluenceShowsItsPart(t *testing.T) {
	var l invLayout
	for k := range 4 {
		l.infl = append(l.infl, invItem{id: k, r: scenes.Rect{X: 100 + float64(k)*31, Y: 50, W: 50, H: 70}})
	}
	for k := range l.infl {
		r := l.inflShown(k)
		if r.X != l.infl[k].r.X || r.W <= 0 {
			t.Errorf("card %d shows %v of %v", k, r, l.infl[k].r)
		}
		if k+1 < len(l.infl) && r.X+r.W > l.infl[k+1].r.X {
			t.Errorf("card %d shows %v, under the next card at x %.0f", k, r, l.infl[k+1].r.X)
		}
	}
	if last := len(l.infl) - 1; l.inflShown(last) != l.infl[last].r {
		t.Errorf("the last card shows %v, want all of it", l.inflShown(last))
	}
}

// TestChainsAndLoneCardsAddUp plays games at random and checks at every
// move that each seat's groups of cards are its chains (the rule's count,
// which the inventory's header shows) and its cards with no link, which
// the header names apart.
func TestChainsAndLoneCardsAddUp(t *testing.T) {
	lone := 0
	for seed := uint64(1); seed <= 4; seed++ {
		s := dr.New(rules.Setup{Seats: 3, Seed: seed})
		rng := rules.NewRNG(seed)
		var legal []rules.Move
		for step := 0; step < 1500 && !s.Over(); step++ {
			for seat := range rules.Seat(3) {
				groups := s.Inventory(seat)
				n := unlinked(groups)
				lone += n
				if s.Chains(seat)+n != len(groups) {
					t.Fatalf("seed %d: seat %d has %d groups: %d chains and %d cards with no link", seed, seat, len(groups), s.Chains(seat), n)
				}
			}
			legal = s.Legal(legal[:0])
			if _, err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if lone == 0 {
		t.Error("no card with no link was ever in an inventory: the check checked nothing")
	}
}

// TestSmallScreenShowsOneRowLarge lays the table out at 800x600: the rows
// go on tabs, one at a time, so that a row card and a hand card are wide
// enough to read (their words 12 px and more); a tap on a tab opens its
// row. From 1280x720 up the rows show side by side.
func TestSmallScreenShowsOneRowLarge(t *testing.T) {
	b, r := newBoardRig(t)
	for _, sz := range scenetest.Sizes {
		layOut(r, sz[0], sz[1])
		if b.lay.tabbed != (sz[0] == 800) {
			t.Errorf("%dx%d: tabbed is %v", sz[0], sz[1], b.lay.tabbed)
		}
		px := b.app.Scale()
		if w := b.lay.rowW * px; w < leastCardPx {
			t.Errorf("%dx%d: a row card is %.0f px wide, want %v and more", sz[0], sz[1], w, leastCardPx)
		}
		if w := handW * b.lay.handScale * px; w < leastCardPx {
			t.Errorf("%dx%d: a hand card is %.0f px wide, want %v and more", sz[0], sz[1], w, leastCardPx)
		}
	}
	layOut(r, 800, 600)
	x, y := b.lay.tabs[tabInfluence].Center()
	scenetest.Do(func() { b.BoardTapped(x, y) })
	if b.lay.tab != tabInfluence || b.lay.infRow[0].W == 0 || b.lay.matRow[0].W != 0 {
		t.Errorf("a tap on the Influence tab leaves tab %d open, the Influence row at %v", b.lay.tab, b.lay.infRow[0])
	}
}

// TestFlightsKeepOffTheRound flies every card and token another seat
// gives, takes or pays, at every layout size, and checks that none
// crosses the box of the round beside the discards (eleventh review: a
// bot's discard flew over it) or the other seats' strips (thirteenth: a
// bot's paid cards hid its summary).
func TestFlightsKeepOffTheRound(t *testing.T) {
	b, r := newBoardRig(t)
	for _, sz := range scenetest.Sizes {
		layOut(r, sz[0], sz[1])
		boxes := b.keepOff()
		if _, ok := b.roundBox(); !ok {
			continue // a tabbed layout: the round is a chip over the rows
		}
		if len(b.inv.strips) == 0 {
			t.Errorf("%dx%d: the other seats' strips do not show", sz[0], sz[1])
		}
		l := &b.lay
		for seat := rules.Seat(1); seat <= 2; seat++ {
			var flights []flight
			add := func(from, to scenes.Rect, token bool) {
				flights = append(flights, b.routed(flight{on: true, from: from, to: to, token: token}, seat))
			}
			add(b.handSpot(seat), l.matDisc, false)
			add(l.matPile, b.seatSpot(seat), false)
			add(b.tokenSpot(seat, 0), b.payBox(), true)
			for _, rc := range l.matRow {
				add(rc, b.seatSpot(seat), false)
			}
			for _, rc := range l.infRow {
				add(rc, b.invSpot(seat), false)
			}
			for _, rc := range l.lmRow {
				add(rc, b.invSpot(seat), false)
			}
			// Where another seat's cards come from and go, they lie on
			// no Influence card's name (the last review saw them rest
			// there).
			edge := b.seatSpot(seat)
			for _, rc := range l.infRow {
				if overlaps(edge, rc) {
					t.Errorf("%dx%d: seat %d's cards leave and join at %v, over the Influence card at %v", sz[0], sz[1], seat, edge, rc)
				}
			}
			for i, f := range flights {
			along:
				for k := 0.0; k <= 1; k += 1.0 / 32 {
					for j, box := range boxes {
						if at := f.at(k); overlaps(at, box) {
							t.Errorf("%dx%d: flight %d of seat %d, from %v to %v, is at %v at %.2f of its way, over %v", sz[0], sz[1], i, seat, f.from, f.to, at, k, [2]string{"the round's box", "the seats' strips"}[j])
							break along
						}
					}
				}
			}
		}
	}
}

// TestLitPileKeepsItsName lights the Material pile for a draw and checks
// that no pixel of its light falls on its name (eleventh review: the
// cyan outline ran through "Materials").
func TestLitPileKeepsItsName(t *testing.T) {
	m := scenetest.NewMatch(t, dr.Title, 11, nil, "human", "bot:easy", "bot:easy")
	tbl := table.Open[obj](m, table.Options{}, newBoard)
	r := scenetest.NewRig(t, m, tbl, 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	b := tbl.Board().(*Board)
	if !r.PlayUntil(nil, firstMove, func([]rules.Move) bool { return m.Prompt().Kind == "draw" }) {
		t.Fatalf("no draw: %s", r.Table.Status())
	}
	r.Step(1)
	if b.Frame.Light(obj{kind: objMatPile}) == table.Unlit {
		t.Fatal("the Material pile is not lit in the draw")
	}
	lab := b.matLabelAt
	if lab.W == 0 {
		t.Fatal("the Material pile's name was not written")
	}
	cyan := 0
	scenetest.Do(func() {
		img := r.Screen.Frame()
		k := float64(img.Bounds().Dx()) / r.W
		for y := int(lab.Y * k); y <= int((lab.Y+lab.H)*k); y++ {
			for x := int(lab.X * k); x <= int((lab.X+lab.W)*k); x++ {
				if c := img.RGBAAt(x, y); c.B > 0xa0 && c.G > 0x90 && int(c.B)-int(c.R) > 0x50 {
					cyan++
				}
			}
		}
	})
	if cyan > 0 {
		t.Errorf("%d pixels of the pile's light fall on its name at %v", cyan, lab)
	}
}
