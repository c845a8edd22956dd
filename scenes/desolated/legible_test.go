package desolated

import (
	"strings"
	"testing"

	dr "starboard/rules/desolated"
	"starboard/scenes/scenetest"
)

// TestLegible plays a three-seat game some moves in, as the legibility
// report does, and measures the board's texts and symbols at each size
// and on the phones: none may be under scenetest.LegibleBar. With $STARBOARD_LEGIBLE_DUMP set it lists
// the small ones of every size, miniatures too, and fails on none.
func TestLegible(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: dr.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random"}}, 30)
	for _, sz := range scenetest.Sizes {
		marks := r.Audit(sz[0], sz[1])
		r.CheckLegible(marks, sz[0], sz[1], "desolated/")
	}
	// On the phones (CSS pixels, three device pixels to each) too: the
	// round, the hand's title and the piles' counts grow.
	for _, sz := range scenetest.Phones {
		marks := r.AuditAt(sz[0], sz[1], scenetest.PhoneRatio)
		r.CheckLegible(marks, sz[0], sz[1], "desolated/")
	}
	// A row card shown large by a long press comes with the key to its
	// symbols, legible on the smallest screen and the tall one; every
	// hand card has the same key.
	b := r.Table.(*Shell).Board().(*Board)
	for i := range b.hand.Len() {
		if b.hand.Card(i).Key == nil {
			t.Errorf("hand card %d has no key for its large view", i)
		}
	}
	r.DrawEvery = 8 // the audits draw what they measure
	if b.lay.tabbed {
		r.Tap(b.lay.tabs[tabInfluence])
		r.Play()
	}
	x, y := b.lay.infRow[0].Center()
	r.Script.LongPress(x, y)
	r.Play()
	r.Step(30)
	for _, sz := range [][2]int{{800, 600}, {1080, 1920}} {
		marks := r.Audit(sz[0], sz[1])
		keyed := 0
		for _, mk := range marks {
			if strings.Contains(mk.Where, "desolated/key.go") && !mk.Symbol {
				keyed++
			}
		}
		if keyed < 3 {
			t.Errorf("%dx%d: the large card shows %d texts of its key; want its title and a line per symbol", sz[0], sz[1], keyed)
		}
		r.CheckLegible(marks, sz[0], sz[1], "desolated/")
	}
}
