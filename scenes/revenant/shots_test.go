package revenant

import (
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestScreenshots writes the table at its sizes to $STARBOARD_SHOTS: a
// four-seat game at the first assignment of round 2 with a figure
// selected, in a Breach, and a solo game against the hard Corrupted Crew
// mid-round, then the results, and a hot-seat game's hand-over at
// 1280x720. Without it the test is skipped.
func TestScreenshots(t *testing.T) {
	r := scenetest.ShotRig(t, scenetest.Game{Title: rr.Title, Table: New, Seed: 11, Players: []string{"human", "bot:easy", "bot:easy", "bot:easy"}})
	m := r.M
	rng := rules.NewRNG(11)
	board := r.Table.(*Shell).Board().(*Table)
	shot := map[string]bool{}
	r.PlayToEndWatching(&rng, nil, func(legal []rules.Move) {
		v := m.View(0).(*rr.State)
		houses := false
		for _, mv := range legal {
			first, _ := board.Path(mv)
			houses = houses || first.kind == objHouse
		}
		switch kind := m.Prompt().Kind; {
		case houses && !shot["houses"]:
			shot["houses"] = true
			r.Step(10)
			r.ShootSizes("revenant-houses")
		case kind == "assign" && v.Round() == 2 && !shot["assign"]:
			shot["assign"] = true
			r.Step(60)
			where, _ := board.Where(obj{kind: objFig, a: 1})
			r.Tap(where)
			r.ShootSizes("revenant-assign")
			r.Tap(where)
		case kind == "breach-damage" && !shot["breach"]:
			shot["breach"] = true
			r.ShootSizes("revenant-breach")
		case kind == "bonus" && v.Round() == 3 && !shot["bonus"]:
			shot["bonus"] = true
			r.ShootSizes("revenant-bonus")
			board.tab = tabShared // the small window's other tabs
			r.Shoot("revenant-shared-800x600", 800, 600)
			board.tab = tabMap
			r.Shoot("revenant-map-800x600", 800, 600)
			board.tab = tabCrew
			sh := r.Table.(*Shell)
			r.Tap(sh.SheetButton())
			if !sh.SheetShown() {
				t.Fatal("the Player aid button did not open the aid")
			}
			r.ShootSizes("revenant-aid")
			board.aidPage = 1 // a small window's second page
			r.Shoot("revenant-aid-rules-800x600", 800, 600)
			board.aidPage = 0
			r.Tap(board.lay.influence)
			if sh.SheetShown() {
				t.Fatal("a tap did not close the Player aid")
			}
		}
	})
	r.Step(30)
	r.ShootSizes("revenant-results")
	// The review, some moves back from the end: no hand, the map takes
	// its room.
	if rc, ok := scenes.FindTarget(r.Table, "review"); ok {
		r.Tap(rc)
		for i := 0; i < 6; i++ {
			if rc, ok := scenes.FindTarget(r.Table, "review/back"); ok {
				r.Tap(rc)
			}
		}
		r.Step(30)
		r.ShootSizes("revenant-review")
		// Back to a move of many words: the box grows to hold them.
		sh := r.Table.(*Shell)
		for i := 0; i < 80 && len(sh.ReviewWords()) < 160; i++ {
			if rc, ok := scenes.FindTarget(r.Table, "review/back"); ok {
				r.Tap(rc)
			}
		}
		r.Step(30)
		r.ShootSizes("revenant-review-long")
	} else {
		t.Error("the results have no review target")
	}

	r = scenetest.ShotRig(t, scenetest.Game{Title: rr.Title, Table: New, Seed: 7, Options: rules.Options{"automa": "hard"}, Players: []string{"human"}})
	m = r.M
	r.PlayToEndWatching(&rng, nil, func(legal []rules.Move) {
		if v := m.View(0).(*rr.State); v.Round() == 2 && m.Prompt().Kind == "assign" && !shot["solo"] {
			shot["solo"] = true
			r.Step(60)
			r.ShootSizes("revenant-solo")
			// The agenda large: a long press on the board's last line.
			info := r.Table.(*Shell).Board().(*Table).lay.info
			x, y := info.Center()
			r.Script.TouchLongPress(x, y)
			r.Step(40)
			r.Shoot("revenant-agenda-1280x720", 1280, 720)
			r.Tap(info)
			r.Step(20)
			b := r.Table.(*Shell).Board().(*Table)
			b.tab = tabShared
			r.Shoot("revenant-solo-shared-800x600", 800, 600)
			b.tab = tabMap
			r.Shoot("revenant-solo-map-800x600", 800, 600)
			b.tab = tabCrew
		}
	})
	r.Step(30)
	r.Shoot("revenant-solo-results-1280x720", 1280, 720)

	// A hot-seat game: the device handed over, and the table the next
	// seat finds.
	r = scenetest.ShotRig(t, scenetest.Game{Title: rr.Title, Table: New, Seed: 3, Players: []string{"human", "human"}})
	r.W, r.H = 1280, 720
	for passes := 0; passes < 3 && !r.Table.ResultsShown(); {
		if r.Table.Passing() {
			passes++
			if passes == 3 {
				r.Step(30)
				r.Shoot("revenant-handover-1280x720", 1280, 720)
			}
			r.Tap(r.Table.PassButton())
			if passes == 3 {
				r.Step(60)
				r.Shoot("revenant-handover-after-1280x720", 1280, 720)
			}
			continue
		}
		legal := r.Table.Legal()
		if len(legal) == 0 {
			r.Step(4)
			continue
		}
		r.Perform(legal[rng.IntN(len(legal))], false)
	}
}
