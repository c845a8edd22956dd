package seeders

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// On a Chamber's card the Prestige coin never covers the cost gem, the
// Chamber's number or the leader's mark (nor touches the mark: "tie" is
// wide), the suit always shows, clear of them all, and a Chamber with a
// strict leader shows its star, with 2, 3 or 4 seats, at 1280x720,
// 800x600 and 1080x1920, while the cubes pile up.
func TestPrestigeCoinLeavesTheCostClear(t *testing.T) {
	sizes := [][2]int{{1280, 720}, {800, 600}, {1080, 1920}}
	for _, seats := range []int{2, 3, 4} {
		players := []string{"human", "human", "human", "human"}[:seats]
		m := scenetest.NewMatch(t, rs.Title, 5, nil, players...)
		rng := rules.NewRNG(5)
		checks, coins, marks := 0, 0, 0
		for guard, places := 0, 0; checks < 3 && m.Prompt().Kind != "over"; guard++ {
			if guard > 5000 {
				t.Fatalf("%d seats: the game went on too long", seats)
			}
			if m.Prompt().Kind == "place" && m.ToMove() == 0 {
				places++
				if places%4 == 3 {
					checks++
					r := scenetest.NewRig(t, m, New(m), 1280, 720)
					sh := r.Table.(*Shell)
					for i := 0; i < 50 && sh.Passing(); i++ {
						r.Tap(sh.PassButton())
					}
					board := sh.Board().(*Table)
					// The audit draws each size; what is checked is that
					// frame's, so the ticks before it draw nothing.
					r.DrawEvery = math.MaxInt
					for _, sz := range sizes {
						r.W, r.H = float64(sz[0]), float64(sz[1])
						r.Step(300)
						checkNamesWhole(t, r, board, seats, sz)
						for ch, fc := range board.faces {
							if leads(board, ch) && fc.gem.W > 0 && fc.mark.W == 0 {
								t.Errorf("%d seats, %dx%d: Chamber %d has a leader but no star", seats, sz[0], sz[1], ch+1)
							}
							if px := fc.mark.H * min(float64(sz[0])/scenes.BaseW, float64(sz[1])/scenes.BaseH); leads(board, ch) && fc.mark.W > 0 && px < 12 {
								t.Errorf("%d seats, %dx%d: Chamber %d's star is %.1f px high", seats, sz[0], sz[1], ch+1, px)
							}
							if fc.gem.W > 0 {
								// The suit always shows, beside the leader's mark, never under it.
								if fc.glyph.W == 0 {
									t.Errorf("%d seats, %dx%d: Chamber %d's card shows no suit", seats, sz[0], sz[1], ch+1)
								}
								for _, o := range []scenes.Rect{fc.gem, fc.pp, fc.tab, fc.mark} {
									if o.W > 0 && fc.glyph.Overlaps(o) {
										t.Errorf("%d seats, %dx%d: Chamber %d's suit %v is covered by %v", seats, sz[0], sz[1], ch+1, fc.glyph, o)
									}
								}
								if fc.mark.W > 0 {
									marks++
								}
							}
							if fc.pp.W == 0 {
								continue
							}
							coins++
							if fc.pp.Overlaps(fc.gem) {
								t.Errorf("%d seats, %dx%d: Chamber %d's Prestige coin %v covers its cost gem %v", seats, sz[0], sz[1], ch+1, fc.pp, fc.gem)
							}
							if fc.pp.Overlaps(fc.tab) {
								t.Errorf("%d seats, %dx%d: Chamber %d's Prestige coin %v covers its number %v", seats, sz[0], sz[1], ch+1, fc.pp, fc.tab)
							}
							if fc.mark.W > 0 && fc.pp.Inset(-1.5).Overlaps(fc.mark) {
								t.Errorf("%d seats, %dx%d: Chamber %d's Prestige coin %v covers its leader's mark %v", seats, sz[0], sz[1], ch+1, fc.pp, fc.mark)
							}
						}
					}
				}
			}
			seat := m.ToMove()
			if err := m.Submit(seat, lively(&rng, m.Legal(seat))); err != nil {
				t.Fatal(err)
			}
		}
		if marks == 0 {
			t.Errorf("%d seats: no Chamber card with a leader's mark was seen", seats)
		}
		if coins == 0 {
			t.Errorf("%d seats: no Chamber card with a Prestige coin was seen", seats)
		}
	}
}

// checkNamesWhole checks at size sz that no Ark card's name is cut (but
// at 800x600, where four seats' rows are too short for some names on two
// lines) and that every one-word Chamber name reads at 12 pixels or more
// (on two lines, broken with a hyphen, where the card is narrow).
func checkNamesWhole(t *testing.T, r *scenetest.Rig, board *Table, seats int, sz [2]int) {
	t.Helper()
	for _, mk := range r.Audit(sz[0], sz[1]) {
		if mk.Symbol || !strings.HasPrefix(mk.Where, "scenes/seeders/face.go") {
			continue
		}
		label := strings.TrimSuffix(mk.Label, ".")
		for _, b := range board.ark.order {
			if name := rs.CardOf(b.id).Name; sz[0] != 800 && label != mk.Label && strings.HasPrefix(name, label) && name != mk.Label {
				t.Errorf("%d seats, %dx%d: an Ark card's name is cut to %q", seats, sz[0], sz[1], mk.Label)
			}
		}
		for ch, id := range board.shown {
			if id < 0 {
				continue
			}
			if name := rs.CardOf(id).Name; !strings.Contains(name, " ") && strings.Contains(name, strings.TrimSuffix(mk.Label, "-")) && mk.Px < 12 {
				t.Errorf("%d seats, %dx%d: Chamber %d's name %q reads at %.1f px (miniature %v)", seats, sz[0], sz[1], ch+1, mk.Label, mk.Px, mk.Mini)
			}
		}
	}
}

// A tied Chamber's "tie" is as wide on its card as drawn (bold) and
// stands clear of the card's Prestige coin, at every size.
func TestTieLeavesThePrestigeCoinClear(t *testing.T) {
	r, _, board := placing(t)
	tied := 0
	for ch, id := range board.shown {
		if id < 0 || rs.CardOf(id).PP == 0 {
			continue
		}
		tied++
		for p := 0; p < 2; p++ {
			board.placed[ch][p] = 20 - board.view.Cubes(ch, rules.Seat(p))
		}
	}
	if tied == 0 {
		t.Fatal("no Chamber card with a Prestige coin")
	}
	r.ShootSizes("seeders-tie") // with $STARBOARD_SHOTS set
	for _, sz := range scenetest.Sizes {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(2)
		l := &board.lay
		for ch, fc := range board.faces {
			if board.shown[ch] < 0 || fc.pp.W == 0 || fc.noMark {
				continue
			}
			ts := min(countText*l.k, l.cubeRow[ch].H*1.15)
			w, _ := r.App.Text.Measure("tie", ts, true)
			if fc.mark.W < w-0.5 {
				t.Errorf("%dx%d: Chamber %d's \"tie\" is %.1f wide drawn, given %.1f", sz[0], sz[1], ch+1, w, fc.mark.W)
			}
			if fc.pp.Inset(-1.5).Overlaps(fc.mark) {
				t.Errorf("%dx%d: Chamber %d's \"tie\" %+v touches its Prestige coin %+v", sz[0], sz[1], ch+1, fc.mark, fc.pp)
			}
		}
	}
}

// At 800x600 the Wing stands in four rows of three: with 2, 3 and 4
// seats every Chamber card's name is drawn whole, broken only between
// words, at 12 pixels or more and never shrunk to a miniature; during the
// Negotiation the hand's whole cards stand on screen left of the side,
// the labels of the Spots that close a row or column touch nothing,
// and the Wing, the side and the Arks do not overlap.
func TestChamberNamesWholeAt800(t *testing.T) {
	for _, seats := range []int{2, 3, 4} {
		players := []string{"human", "human", "human", "human"}[:seats]
		m := scenetest.NewMatch(t, rs.Title, 5, nil, players...)
		rng := rules.NewRNG(5)
		checked, places, integrated := 0, 0, false
		for guard := 0; !integrated && m.Prompt().Kind != "over"; guard++ {
			if guard > 5000 {
				t.Fatalf("%d seats: the game went on too long", seats)
			}
			kind := m.Prompt().Kind
			if m.ToMove() == 0 && (kind == "place" && places%2 == 1 && checked < 2 || kind == "integrate") {
				r := scenetest.NewRig(t, m, New(m), 800, 600)
				sh := r.Table.(*Shell)
				for i := 0; i < 50 && sh.Passing(); i++ {
					r.Tap(sh.PassButton())
				}
				r.Step(60)
				board := sh.Board().(*Table)
				name := fmt.Sprintf("seeders-800-%d-%s%d", seats, kind, checked)
				r.Shoot(name, 800, 600)
				l := &board.lay
				names := 0
				for ch, id := range board.shown {
					face := board.faces[ch]
					if id < 0 || len(face.name) == 0 {
						continue
					}
					names++
					if drawn, want := strings.Join(face.name, " "), rs.CardOf(id).Name; drawn != want || face.nameMini || face.namePx < 12 {
						t.Errorf("%s: Chamber %d's name %q is drawn as %q at %.1f px (miniature %v)", name, ch+1, want, face.name, face.namePx, face.nameMini)
					}
				}
				if kind == "place" {
					checked++
					if names == 0 {
						t.Errorf("%s: no Chamber's name was drawn", name)
					}
					if seats > 2 && len(board.wraps) == 0 {
						t.Errorf("%s: no Spot's wrap label was drawn", name)
					}
					checkWrapLabels(t, board, name, nil)
					if !l.risen || l.handRight > l.side.X || l.handY > l.area.Y+l.area.H+0.5 {
						t.Errorf("%s: the hand's whole cards are not on screen left of the side (risen %v, right %.0f, side %.0f)", name, l.risen, l.handRight, l.side.X)
					}
					if l.wing.Overlaps(l.side) || l.wing.Overlaps(l.arks) {
						t.Errorf("%s: the Wing %+v overlaps the side %+v or the Arks %+v", name, l.wing, l.side, l.arks)
					}
				}
				for p, row := range l.rows {
					if row.Overlaps(l.side) || (kind == "place" && row.Overlaps(l.wing)) {
						t.Errorf("%s: Ark %d %+v overlaps the side or the Wing", name, p, row)
					}
				}
				integrated = kind == "integrate"
			}
			if kind == "place" && m.ToMove() == 0 {
				places++
			}
			seat := m.ToMove()
			if err := m.Submit(seat, lively(&rng, m.Legal(seat))); err != nil {
				t.Fatal(err)
			}
		}
		if checked < 2 || !integrated {
			t.Errorf("%d seats: %d Negotiation checks, Integration seen %v", seats, checked, integrated)
		}
	}
}

// leads reports whether Chamber ch has one seat with the most cubes.
func leads(board *Table, ch int) bool {
	best, tied := 0, false
	for p := 0; p < board.view.Seats(); p++ {
		switch n := board.cubes(ch, p); {
		case n > best:
			best, tied = n, false
		case n == best && n > 0:
			tied = true
		}
	}
	return best > 0 && !tied
}
