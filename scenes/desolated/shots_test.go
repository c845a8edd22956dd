package desolated

import (
	"os"
	"strconv"
	"testing"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
)

// greedyish picks the moves of a person in the screen games: it buys what
// it can, so the table fills up, and pays by hand half the time (cards,
// tokens, conversions), so every kind of place is used.
func greedyish(rng *rules.RNG, legal []rules.Move) rules.Move {
	for _, k := range []uint8{dr.MoveAuto, dr.MoveEarn, dr.MoveTrade, dr.MoveUpgrade} {
		var some []rules.Move
		for _, mv := range legal {
			if mv.Kind == k {
				some = append(some, mv)
			}
		}
		if len(some) > 0 && (k != dr.MoveUpgrade && k != dr.MoveAuto || rng.IntN(2) == 0) {
			return some[rng.IntN(len(some))]
		}
	}
	var pay []rules.Move
	for _, mv := range legal {
		switch mv.Kind {
		case dr.MoveTake:
			return mv
		case dr.MovePay, dr.MoveSpend, dr.MoveConvert, dr.MovePlace, dr.MoveGive:
			pay = append(pay, mv)
		}
	}
	if len(pay) > 0 {
		return pay[rng.IntN(len(pay))]
	}
	return legal[rng.IntN(len(legal))]
}

// TestScreenshots writes the table at its sizes to $STARBOARD_SHOTS;
// without it the test is skipped.
func TestScreenshots(t *testing.T) {
	defer func(n int) { facesPerFrame = n }(facesPerFrame)
	facesPerFrame = 1 << 20 // a shot is one frame at a new size: every face in it
	r := scenetest.ShotRig(t, scenetest.Game{Title: dr.Title, Table: New, Seed: 11, Players: []string{"human", "bot:easy", "bot:easy"}})
	m := r.M
	rng := rules.NewRNG(11)
	paid, acted, stepped := false, false, false
	for waits := 0; r.Moves < 30 || !paid; {
		if r.Table.ResultsShown() {
			break
		}
		legal := r.Table.Legal()
		if len(legal) == 0 {
			if waits++; waits > 3000 {
				t.Fatalf("the table waited 12000 ticks for nothing: %s", r.Table.Status())
			}
			r.Step(4)
			continue
		}
		waits = 0
		if m.Prompt().Kind == "action" && !acted && r.Moves > 6 {
			r.Shoot("desolated-actions-1280x720", 1280, 720)
			acted = true
		}
		if m.Prompt().Kind == "pay" && len(m.View(0).(*dr.State).PaidCards()) > 0 && !paid {
			r.ShootSizes("desolated-pay")
			paid = true
		}
		mv := greedyish(&rng, legal)
		if !paid {
			// Pay by hand once, for the picture of a payment under way.
			for _, m := range legal {
				if m.Kind == dr.MovePay {
					mv = m
				}
			}
		}
		if mv.Kind == dr.MoveUpgrade && !stepped {
			// The first tap of an Upgrade, for the prompt that says what
			// completes it.
			gs, _ := r.Table.Gestures(mv, false)
			r.Tap(gs[0].From)
			r.Step(10)
			r.ShootSizes("desolated-upgrade-step")
			for _, g := range gs[1:] {
				r.Tap(g.From)
			}
			r.Moves++
			stepped = true
			continue
		}
		r.Perform(mv, r.Moves%2 == 0)
	}
	for _, sz := range [][2]int{{1280, 720}, {1920, 1080}, {800, 600}, {1080, 1920}} {
		r.Shoot("desolated-table-"+strconv.Itoa(sz[0])+"x"+strconv.Itoa(sz[1]), sz[0], sz[1])
	}
	s := r.Table.(*Shell)
	// The tip of the tokens on an Influence card, where some lie.
	b := s.Board().(*Board)
	if r.Step(2); b.lay.tabbed { // laid out again at the rig's size
		r.Tap(b.lay.tabs[tabInfluence])
		r.Play()
	}
	for i, rc := range b.lay.infRow {
		if _, tokens := b.view.InfluenceRowCard(i); tokens.Units() > 0 && rc.W > 0 {
			r.Script.Rest(rc.X+rc.W/2, rc.Y+rc.H+b.lay.tokenRoom/2, tipDelay+5)
			r.Play()
			r.Shoot("desolated-tip-tokens-640x360", 640, 360)
			break
		}
	}
	r.Tap(s.SheetButton())
	r.ShootSizes("desolated-aid")
	r.Script.Key(input.Back)
	r.Play()
	// A row card shown large, with the key to its symbols.
	r.DrawEvery = 1 // a step draws: the layout a long press aims at is the rig's
	for k, tab := range []int{tabInfluence, tabMaterials, tabLandmarks} {
		// Laid out again at the rig's size: the shots before left the
		// layout at theirs, and a long press there found no card (the
		// zoom shots showed none, or the menu that Back then opened).
		if r.Step(2); b.lay.tabbed {
			r.Tap(b.lay.tabs[tab])
			r.Play()
		}
		at := [3]scenes.Rect{b.lay.lmRow[0], b.lay.infRow[0], b.lay.matRow[1]}[tab]
		x, y := at.Center()
		r.Script.LongPress(x, y)
		r.Play()
		r.Step(30)
		name := [3]string{"influence", "material", "landmark"}[k]
		if !s.Zooming() {
			t.Errorf("a long press on the %s card at %.0f,%.0f shows no card large: %s", name, x, y, r.Table.Status())
		}
		r.ShootSizes("desolated-zoom-" + name)
		r.Script.Key(input.Back)
		r.Play()
	}
	r.DrawEvery = 8
	if os.Getenv("STARBOARD_SHOTS_TABLE_ONLY") != "" {
		return // the results take a whole game to reach
	}
	r.PlayToEnd(&rng, greedyish)
	r.Step(30)
	r.ShootSizes("desolated-results")
	// The final board, the results stepped aside.
	r.Step(2)
	at, ok := scenes.FindTarget(r.Table, "results/board")
	if !ok {
		t.Fatal("the results have no See the board")
	}
	r.Tap(at)
	r.ShootSizes("desolated-final-board")
}

// TestScreenshotsHotSeat writes the hand-over of a hot-seat game, two
// people at one device, at each size to $STARBOARD_SHOTS, and the table
// the next person then sees; without it the test is skipped.
func TestScreenshotsHotSeat(t *testing.T) {
	defer func(n int) { facesPerFrame = n }(facesPerFrame)
	facesPerFrame = 1 << 20
	r := scenetest.ShotRig(t, scenetest.Game{Title: dr.Title, Table: New, Seed: 5, Players: []string{"human", "human", "bot:easy"}})
	rng := rules.NewRNG(5)
	passes := 0
	for guard := 0; guard < 4000 && passes < 3; guard++ {
		switch {
		case r.Table.Passing():
			if passes++; passes == 3 {
				r.Step(10)
				r.ShootSizes("desolated-handover")
				r.Tap(r.Table.PassButton())
				r.Step(10)
				r.Shoot("desolated-handover-after-1280x720", 1280, 720)
				return
			}
			r.Tap(r.Table.PassButton())
		default:
			legal := r.Table.Legal()
			if len(legal) == 0 {
				r.Step(4)
				continue
			}
			r.Perform(greedyish(&rng, legal), false)
		}
	}
	t.Fatalf("no third hand-over: %s", r.Table.Status())
}
