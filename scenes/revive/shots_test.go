package revive

import (
	"os"
	"strconv"
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes/scenetest"
)

// TestScreenshots writes the table at its sizes to $STARBOARD_SHOTS: in
// the middle of a turn with a card selected, while a tile waits to be
// turned, after a hibernation, and at the results. Without it the test is
// skipped.
func TestScreenshots(t *testing.T) {
	r := scenetest.ShotRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}})
	m := r.M
	rng := rules.NewRNG(11)
	shot := map[string]bool{}
	shootAll := func(name string) {
		r.Step(60) // the banners go
		r.ShootSizes("revive-" + name)
		shot[name] = true
	}
	board := r.Table.(*Shell).Board().(*Table)
	r.PlayToEndWatching(&rng, busy, func(legal []rules.Move) {
		switch kind := m.Prompt().Kind; {
		case kind == "turn" && m.Moves() > 60 && !shot["turn"] && acted(m.View(0).(*rv.State)) == 0 && hasPlay(legal):
			if board.lay.tabbed {
				r.Tap(board.lay.tabs[tabBoard]) // the cards are on the board's tab
			}
			for _, mv := range legal {
				if mv.Kind == rv.MovePlay {
					where, _ := board.Where(obj{kind: objCard, a: mv.A})
					r.Tap(where)
					break
				}
			}
			shootAll("turn")
			board.tab = tabMap // a small window's other tab
			r.Shoot("revive-turn-map-800x600", 800, 600)
			board.tab = tabBoard
			r.Tap(board.lay.big.head) // drop the selection
		case kind == "rotate" && !shot["rotate"]:
			last := legal[len(legal)-1]
			where, _ := board.Where(obj{kind: objTurn, a: last.A})
			r.Tap(where) // the map shows that layout
			shootAll("rotate")
			r.Tap(board.lay.big.head) // drop the selection
		case kind == "hibernation" && m.Moves() > 100 && !shot["hibernation"]:
			shootAll("hibernation")
		}
	})
	r.Step(30)
	r.Shoot("revive-results-1280x720", 1280, 720)
	r.Shoot("revive-results-1080x1920", 1080, 1920)
	r.Shoot("revive-results-800x600", 800, 600)
}

// acted is the number of actions taken this turn.
func acted(v *rv.State) int {
	_, acts, _ := v.Turn()
	return acts
}

// hasPlay reports whether a card may be played.
func hasPlay(legal []rules.Move) bool {
	for _, mv := range legal {
		if mv.Kind == rv.MovePlay {
			return true
		}
	}
	return false
}

// TestScreenshotsSolo writes a solo game some turns in, where the board
// shown large takes the whole column.
func TestScreenshotsSolo(t *testing.T) {
	if os.Getenv("STARBOARD_SHOTS") == "" {
		t.Skip("STARBOARD_SHOTS is not set")
	}
	m := scenetest.NewMatch(t, rv.Title, 21, nil, "human")
	rng := rules.NewRNG(21)
	for m.Moves() < 50 || m.Prompt().Kind != "turn" {
		if err := m.Submit(0, busy(&rng, m.Legal(0))); err != nil {
			t.Fatal(err)
		}
	}
	r := scenetest.ReadyRig(t, m, New(m))
	r.ShootSizes("revive-solo")
}

// TestScreenshotsBot writes the viewer's turn some moves in, with only
// the kinds of actions lit, then with one kind chosen, and the board of the bot that played last
// shown large (a tap on its name) with the parts its turn changed ringed.
func TestScreenshotsBot(t *testing.T) {
	r := scenetest.ShotRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}})
	m := r.M
	rng := rules.NewRNG(11)
	b := r.Table.(*Shell).Board().(*Table)
	for i := 0; i < 20000 && !r.Table.ResultsShown(); i++ {
		legal := r.Table.Legal()
		if len(legal) == 0 {
			r.Step(1)
			continue
		}
		if m.Moves() > 60 && m.Prompt().Kind == "turn" && acted(m.View(0).(*rv.State)) == 0 {
			r.Step(60) // the banner goes
			r.Shoot("revive-start-1280x720", 1280, 720)
			r.Shoot("revive-start-800x600", 800, 600)
			for _, k := range []string{"Explore", "Populate", "Build", "Play a card"} {
				if at, ok := r.Table.(*Shell).KindButton(k); ok {
					r.Tap(at) // only that kind's places light
					if _, shut := r.Table.(*Shell).Toast(); shut {
						r.Step(250) // a kind shut now says why: another
						continue
					}
					r.Shoot("revive-kind-1280x720", 1280, 720)
					r.Tap(at)
					break
				}
			}
			b.SeatTapped(3)
			r.Shoot("revive-bot-1280x720", 1280, 720)
			r.Shoot("revive-bot-800x600", 800, 600)
			return
		}
		r.Perform(busy(&rng, legal), false)
	}
	t.Fatal("no turn was shot")
}

// TestScreenshotsFirstTurn writes the first turn of the seat at the
// device, before it chooses anything, at every size, with two seats and
// with four. Without $STARBOARD_SHOTS it is skipped.
func TestScreenshotsFirstTurn(t *testing.T) {
	for _, seats := range []int{2, 4} {
		players := []string{"human", "bot:random", "bot:random", "bot:random"}[:seats]
		r := scenetest.ShotRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: players})
		rng := rules.NewRNG(11)
		for i := 0; i < 200; i++ {
			legal := r.Table.Legal()
			if len(legal) == 0 {
				r.Step(4)
				continue
			}
			if r.M.Prompt().Kind == "turn" {
				break
			}
			r.Perform(busy(&rng, legal), false)
		}
		r.Step(60) // the banners go
		r.ShootSizes("revive-first-" + strconv.Itoa(seats) + "p")
	}
}
