package seeders

import (
	"strings"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// On a Chamber's card the Prestige coin never covers the cost gem, the
// Chamber's number or the leader's mark (nor touches the mark: "tie" is
// wide), and the suit always shows, clear
// of them all, with 2, 3 or 4 seats, at
// 1280x720, 800x600 and 1080x1920, while the cubes pile up.
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
					for _, sz := range sizes {
						r.W, r.H = float64(sz[0]), float64(sz[1])
						r.Step(300)
						checkNamesWhole(t, r, board, seats, sz)
						for ch, fc := range board.faces {
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
			ts := min(cubeText*l.k, l.cubeRow[ch].H*1.1)
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
