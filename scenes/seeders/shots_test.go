package seeders

import (
	"fmt"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// TestScreenshots writes the table at its sizes to $STARBOARD_SHOTS:
// mid-negotiation with a Negotiator selected (and one with the same number both ways), late in it, during Integration (with
// the player aid and the Discard Pile shown large), at a Prestige
// breakdown, while Crews are rearranged, and at the results. Without it the test is skipped.
func TestScreenshots(t *testing.T) {
	r := scenetest.ShotRig(t, scenetest.Game{Title: rs.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}})
	m := r.M
	rng := rules.NewRNG(11)
	shot := map[string]bool{}
	shootAll := func(name string) {
		r.ShootSizes("seeders-" + name)
		shot[name] = true
	}
	board := r.Table.(*Shell).Board().(*Table)
	r.PlayToEndWatching(&rng, lively, func(legal []rules.Move) {
		kind := m.Prompt().Kind
		v := m.View(0).(*rs.State)
		switch {
		case kind == "place" && v.Turn() == 2 && !shot["negotiation"] && len(legal) > 0:
			// A Negotiator with two different numbers, if any, so that
			// the halves of the Spots show the choice.
			pick := legal[0]
			for _, mv := range legal {
				if mv.Kind == rs.MovePlace && (pick.Kind != rs.MovePlace || mv.C == 1) {
					pick = mv
				}
			}
			r.Step(120) // the turn's banner goes
			r.Shoot("seeders-negotiation-unpicked-1280x720", 1280, 720)
			for _, mv := range []rules.Move{pick} {
				if mv.Kind == rs.MovePlace {
					where, _ := board.Where(obj{kind: objNeg, a: mv.A})
					r.Tap(where)
					break
				}
			}
			r.Step(120) // the turn's banner goes
			shootAll("negotiation")
			r.Tap(board.lay.info) // drop the selection
			// A Negotiator with the same number both ways lights whole
			// Spots, each half still showing its own Chamber's cubes.
			for _, mv := range legal {
				if hi, lo, _ := v.Negotiator(0, rs.Caste(mv.A)); mv.Kind == rs.MovePlace && mv.D != 1 && hi == lo {
					where, _ := board.Where(obj{kind: objNeg, a: mv.A})
					r.Tap(where)
					r.Step(30)
					shootAll("negotiation-even")
					r.Tap(board.lay.info)
					break
				}
			}
		case kind == "place" && v.Turn() == 2 && shot["negotiation"] && !shot["negotiation-late"] && taken(v) >= 12:
			// Late in the Negotiation: the Chambers' leaders, their stars.
			r.Step(120)
			shootAll("negotiation-late")
		case kind == "integrate" && v.Turn() == 3 && !shot["integration"]:
			shootAll("integration")
			sh := r.Table.(*Shell)
			r.Tap(sh.SheetButton())
			if !sh.SheetShown() {
				t.Fatalf("the Player aid button did not open the aid")
			}
			shootAll("aid")
			r.Tap(board.lay.info) // any tap closes it
			if sh.SheetShown() {
				t.Fatalf("a tap did not close the aid")
			}
			x, y := board.lay.discards.Center()
			r.Script.LongPress(x, y)
			r.Step(40)
			r.Shoot("seeders-discards-1280x720", 1280, 720)
			r.Tap(board.lay.info) // closes it
			r.Step(30)
			// The mouse rests on a hand card: it shows large.
			w, h := r.W, r.H
			for _, sz := range [][2]int{{1280, 720}, {800, 600}, {1080, 1920}} {
				r.W, r.H = float64(sz[0]), float64(sz[1])
				r.Step(5)
				spot := board.hand.TapSpot(1)
				r.Tap(spot)
				r.Tap(spot)
				for i := 0; i < 16; i++ {
					r.Step(8) // the rig draws one step in a few: the rest is timed in drawn frames
				}
				r.Shoot(fmt.Sprintf("seeders-hover-%dx%d", sz[0], sz[1]), sz[0], sz[1])
				r.Tap(board.lay.info)
				// A long press on it: the card large, its words beside it.
				r.Script.LongPress(spot.Center())
				r.Step(40)
				r.Shoot(fmt.Sprintf("seeders-long-%dx%d", sz[0], sz[1]), sz[0], sz[1])
				r.Tap(board.lay.info)
				r.Step(30)
			}
			r.W, r.H = w, h
			r.Step(5)
		case kind == "integrate" && !shot["integration-picked"] && newUnit(legal) != nil:
			// A card picked that can be a new Unit: the new Unit's place
			// lights beside the Ark.
			first, _ := board.Path(*newUnit(legal))
			where, _ := board.Where(first)
			r.Tap(where)
			r.Step(30)
			shootAll("integration-picked")
			r.Tap(board.lay.info) // drop the selection
		case kind == "reorder" && !shot["reorder"] && len(legal) > 0:
			r.Step(120) // the turn's banner goes
			shootAll("reorder")
		case kind == "order" && v.Turn() == 3 && !shot["prestige"]:
			shootAll("prestige")
		}
	})
	r.Step(30)
	r.Shoot("seeders-results-1280x720", 1280, 720)
	r.Shoot("seeders-results-1080x1920", 1080, 1920)
	r.Shoot("seeders-results-800x600", 800, 600)
}

// taken returns how many Spots hold a Negotiator.
func taken(v *rs.State) int {
	n := 0
	for i := range v.SpotCount() {
		if seat, _ := v.SpotHolder(i); seat != rules.NoSeat {
			n++
		}
	}
	return n
}

// newUnit returns a legal move that makes a hand card a new Unit, or nil.
func newUnit(legal []rules.Move) *rules.Move {
	for i, mv := range legal {
		if mv.Kind == rs.MoveIntegrate && mv.B < 0 && mv.C < 0 {
			return &legal[i]
		}
	}
	return nil
}

// TestScreenshotsSeats writes the Negotiation for two, three and four
// seats at 1280x720, 800x600 and 1080x1920 to $STARBOARD_SHOTS, a
// Negotiator picked:
// the Wing is laid out differently for each number of players.
func TestScreenshotsSeats(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		players := []string{"human", "bot:random", "bot:random", "bot:random"}[:n]
		r := scenetest.ShotRig(t, scenetest.Game{Title: rs.Title, Table: New, Seed: 11, Players: players})
		rng := rules.NewRNG(11)
		board := r.Table.(*Shell).Board().(*Table)
		done := false
		r.PlayToEndWatching(&rng, lively, func(legal []rules.Move) {
			if done || r.M.Prompt().Kind != "place" || r.M.View(0).(*rs.State).Turn() != 2 {
				return
			}
			done = true
			r.Step(120)
			for _, mv := range legal {
				if mv.Kind == rs.MovePlace {
					where, _ := board.Where(obj{kind: objNeg, a: mv.A})
					r.Tap(where)
					break
				}
			}
			r.Step(30)
			for _, sz := range [][2]int{{1280, 720}, {800, 600}, {1080, 1920}} {
				r.Shoot(fmt.Sprintf("seeders-seats%d-%dx%d", n, sz[0], sz[1]), sz[0], sz[1])
			}
			r.Tap(board.lay.info)
		})
	}
}
