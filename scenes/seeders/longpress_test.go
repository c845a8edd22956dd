package seeders

import (
	"testing"

	"starboard/match"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// A long press on a Chamber's card or a hand card, while the viewer is to
// place a Negotiator, shows the card large and refuses nothing: looking
// is never a move. So does a press too short to count as long (a loaded
// machine counts fewer ticks to a held second): it is read as a tap.
func TestLongPressOnlyZooms(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 4, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		return m.Prompt().Kind == "place" && m.ToMove() == 0
	})
	sh := r.Table.(*Shell)
	board := sh.Board().(*Table)
	press := func(long bool, x, y float64) {
		if long {
			r.Script.LongPress(x, y)
		} else {
			r.Script.Tap(x, y)
		}
		r.Play()
	}
	for _, long := range []bool{true, false} {
		x, y := board.lay.cards[0].Center()
		press(long, x, y)
		if msg, up := sh.Toast(); up {
			t.Errorf("long %v: a press on a Chamber's card is refused: %q", long, msg)
		}
		if !sh.Zooming() && !board.look.on {
			t.Errorf("long %v: a press on a Chamber's card does not show it large", long)
		}
		if long {
			r.Script.Tap(x, y) // closes the large view
			r.Play()
		}
		r.Tap(board.lay.info)
		r.Step(300)
		x, y = board.hand.TapSpot(0).Center()
		press(long, x, y)
		if msg, up := sh.Toast(); up {
			t.Errorf("long %v: a press on a hand card is refused: %q", long, msg)
		}
		if !long && !board.tip.on {
			t.Errorf("a tap on a hand card does not show it whole")
		}
		r.Shoot("seeders-hand-look-1280x720", 1280, 720)
		r.Tap(board.lay.info)
		r.Step(300)
	}
}
