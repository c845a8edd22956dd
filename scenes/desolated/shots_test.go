package desolated

import (
	"os"
	"strconv"
	"testing"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes/scenetest"
)

// shoot saves the screen at w by h as a PNG in $STARBOARD_SHOTS.
func (r *rig) shoot(name string, w, h int) {
	r.t.Helper()
	if dir := os.Getenv("STARBOARD_SHOTS"); dir != "" {
		if err := scenetest.Shoot(r.scr.Root, dir, name, w, h, r.w, r.h); err != nil {
			r.t.Fatal(err)
		}
	}
}

// greedyish picks the moves of a person in the shot games: it finishes
// what it starts and buys what it can, so the table fills up.
func greedyish(rng *rules.RNG) func([]rules.Move) rules.Move {
	return func(legal []rules.Move) rules.Move {
		for _, k := range []uint8{dr.MoveAuto, dr.MoveEarn, dr.MoveTrade, dr.MoveUpgrade} {
			var some []rules.Move
			for _, mv := range legal {
				if mv.Kind == k {
					some = append(some, mv)
				}
			}
			if len(some) > 0 && (k != dr.MoveUpgrade || rng.IntN(2) == 0) {
				return some[rng.IntN(len(some))]
			}
		}
		for _, mv := range legal {
			if mv.Kind == dr.MoveTake {
				return mv
			}
		}
		return legal[rng.IntN(len(legal))]
	}
}

// TestScreenshots writes the table at its sizes to $STARBOARD_SHOTS;
// without it the test is skipped.
func TestScreenshots(t *testing.T) {
	if os.Getenv("STARBOARD_SHOTS") == "" {
		t.Skip("STARBOARD_SHOTS is not set")
	}
	m := newMatch(t, 11, nil, "human", "bot:easy", "bot:easy")
	r := newRig(t, m, 640, 360)
	rng := rules.NewRNG(11)
	choose := greedyish(&rng)
	paid := false
	for moves := 0; (moves < 60 || !paid) && !r.tbl.results; {
		if !r.tbl.mine {
			r.step(4)
			continue
		}
		if r.tbl.prompt.Kind == "pay" && len(r.tbl.view.PaidCards()) > 0 && !paid {
			r.shoot("desolated-pay-1280x720", 1280, 720)
			paid = true
		}
		mv := choose(r.m.Legal(r.tbl.viewer))
		if !paid {
			// Pay by hand once, for the picture of a payment under way.
			for _, m := range r.m.Legal(r.tbl.viewer) {
				if m.Kind == dr.MovePay {
					mv = m
				}
			}
		}
		before := r.m.Moves()
		r.perform(mv, moves)
		if r.m.Moves() <= before {
			t.Fatalf("%s through the screen was not played", r.m.MoveText(mv))
		}
		moves++
	}
	for _, sz := range [][2]int{{1280, 720}, {1920, 1080}, {800, 600}, {1080, 1920}} {
		r.shoot("desolated-table-"+strconv.Itoa(sz[0])+"x"+strconv.Itoa(sz[1]), sz[0], sz[1])
	}
	// A long press shows a card large: the whole card, with its flavour.
	if id, _ := r.tbl.view.InfluenceRowCard(0); id >= 0 {
		r.tbl.zoomCard(faceInfluence, id, r.tbl.lay.infRow[0])
		r.step(40)
		r.shoot("desolated-zoom-1280x720", 1280, 720)
		r.tbl.zoom = nil
	}
	if os.Getenv("STARBOARD_SHOTS_TABLE_ONLY") != "" {
		return // the results take a whole game to reach
	}
	r.step(2) // lay out again at the rig's size
	r.drawEvery = 8
	r.playToEnd(choose)
	r.step(30)
	r.shoot("desolated-results-1280x720", 1280, 720)
	r.shoot("desolated-results-1920x1080", 1920, 1080)
}
