package revive

import (
	"fmt"
	"testing"

	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestLayoutFits lays the table out at each window size for one, two and
// four seats and checks that everything the board places lies inside its
// area, and that the map, the displays, the boards and the parts of the
// board shown large do not overlap one another.
func TestLayoutFits(t *testing.T) {
	g := scenetest.Game{Title: rv.Title, Table: New, Seed: 5, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}
	scenetest.EverySize(t, g, []int{1, 2, 4}, func(t *testing.T, r *scenetest.Rig) {
		l := &r.Table.(*Shell).Board().(*Table).lay
		a := l.area
		if a.W <= 0 || a.H <= 0 {
			t.Fatalf("the board has no area: %+v", a)
		}
		top := map[string]scenes.Rect{"map": l.mapR, "displays": l.display, "board": l.big.r}
		name(top, "small board", l.minis[:])
		if l.tabbed {
			// A small window: the map and the displays on one tab, the
			// board on another, under a row of tabs.
			delete(top, "board")
			name(top, "tab", l.tabs)
			checkApart(t, map[string]scenes.Rect{"board": l.big.r, "tab": l.tabs[0]}, a)
			if len(l.tabs) != len(r.M.Seats())+1 {
				t.Errorf("%d tabs for %d seats, want the map's and one a seat", len(l.tabs), len(r.M.Seats()))
			}
		}
		checkApart(t, top, a)
		b := &l.big
		parts := map[string]scenes.Rect{"head": b.head, "hibernate": b.hibernate, "energy": b.energy,
			"switch": b.switcher, "ability": b.ability, "active": b.active, "crates": b.crates, "artifacts": b.relics}
		name(parts, "hibernation", b.hib[:])
		name(parts, "resource", b.res[:])
		for i, r := range b.slots {
			parts[fmt.Sprint("slot ", i)] = r
			for s, mr := range b.modSpaces[i] {
				if mr.W > 0 {
					parts[fmt.Sprint("slot ", i, " module ", s)] = mr
				}
			}
		}
		for tr := range b.cells {
			for s, c := range b.cells[tr] {
				parts[fmt.Sprint("track ", tr, " space ", s)] = c
			}
		}
		for i, r := range b.machines {
			if rv.RewardOf(i).Track2 >= 0 {
				parts[fmt.Sprint("machine ", i)] = r
			}
		}
		name(parts, "progress", b.progress[:])
		name(parts, "technology", b.techs[:])
		name(parts, "building", b.builds[:])
		checkApart(t, parts, b.r)
		// A technology's cost and effect read large (the tenth review
		// read them at 10 px): two lines of icons 17 screen px high at least (13.5 in a small window).
		least := 17.0
		if b.lu > 13 {
			least = 13.5 // a small window: the active cards and slots keep their room
		}
		if gs := techIconSize(b.techs[0], b.lu) * l.px; gs < least {
			t.Errorf("a technology's icons are %.1f screen px, want %.0f at least", gs, least)
		}
		// The scoring card's key lies whole inside the board's frame (the
		// tenth review saw its last line cut).
		if k := r.Table.(*Shell).Board().(*Table).scoreKey; k.W > 0 && !inside(k, b.r.Inset(3)) {
			t.Errorf("the scoring card's key %+v runs out of the board's frame %+v", k, b.r.Inset(3))
		}
		pieces := map[string]scenes.Rect{}
		name(pieces, "citizen", l.cards[:])
		name(pieces, "module", l.mods[:])
		for c := range l.tokens {
			for i, r := range l.tokens[c] {
				pieces[fmt.Sprint("token ", c, " ", i)] = r
			}
		}
		checkApart(t, pieces, l.display)
		// Each offered machine token holds its widest effect at the least
		// legible size (at 1080x1920 they ran into each other).
		tb := r.Table.(*Shell).Board().(*Table)
		widest := 0.0
		for id := 0; id < rv.NumMachineTokens; id++ {
			widest = max(widest, tb.gainWidth(rv.TokenOf(id).Effect, l.lu, 1e9))
		}
		if ts := l.tokens[0][0]; ts.W-4 < widest {
			t.Errorf("an offered token is %.1f wide; its widest effect needs %.1f at the least legible size %.1f", ts.W, widest+4, l.lu)
		}
		for c := range l.large {
			if !inside(l.large[c], l.mapR) {
				t.Errorf("the box of large location %d %+v lies outside the map %+v", c, l.large[c], l.mapR)
			}
			for h := range l.hexX {
				if overlap(l.large[c], l.hexRect(h)) {
					t.Errorf("the box of large location %d %+v covers space %d", c, l.large[c], h)
				}
			}
		}
		for h := range l.hexX {
			if !inside(l.hexRect(h), l.mapR) {
				t.Errorf("space %d lies outside the map", h)
			}
		}
	})
}

// checkApart fails t for any rectangle outside area or overlapping another.
func checkApart(t *testing.T, named map[string]scenes.Rect, area scenes.Rect) {
	t.Helper()
	var names []string
	for n, r := range named {
		if !inside(r, area) {
			t.Errorf("%s %+v lies outside %+v", n, r, area)
		}
		names = append(names, n)
	}
	for i := range names {
		for j := i + 1; j < len(names); j++ {
			if overlap(named[names[i]], named[names[j]]) {
				t.Errorf("%s %+v and %s %+v overlap", names[i], named[names[i]], names[j], named[names[j]])
			}
		}
	}
}

// name puts each of rs in named as prefix and its index.
func name(named map[string]scenes.Rect, prefix string, rs []scenes.Rect) {
	for i, r := range rs {
		named[fmt.Sprint(prefix, " ", i)] = r
	}
}

func inside(r, a scenes.Rect) bool {
	return r.X >= a.X-0.5 && r.Y >= a.Y-0.5 && r.X+r.W <= a.X+a.W+0.5 && r.Y+r.H <= a.Y+a.H+0.5
}

func overlap(a, b scenes.Rect) bool {
	return a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5
}

// The board shown large is the seat at the device's while it must
// decide; a tap in the seat list shows another seat's until then.
func TestSeatTappedShowsItsBoard(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 7, nil, "human", "bot:random")
	r := scenetest.ReadyRig(t, m, New(m))
	b := r.Table.(*Shell).Board().(*Table)
	if b.focus != 0 {
		t.Fatalf("seat %d's board is shown while seat 0 decides", b.focus)
	}
	b.SeatTapped(1)
	if b.focus != 1 {
		t.Errorf("a tap on seat 1 shows seat %d's board", b.focus)
	}
}

// TestSwitchFits checks at each size that the switch's words, up and
// down, lie inside its box (the third review saw "switch ▲" cut), at a
// legible size.
func TestSwitchFits(t *testing.T) {
	g := scenetest.Game{Title: rv.Title, Table: New, Seed: 5, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}
	scenetest.EverySize(t, g, []int{1, 4}, func(t *testing.T, r *scenetest.Rig) {
		b := &r.Table.(*Shell).Board().(*Table).lay.big
		for _, up := range []bool{true, false} {
			s, size := b.switchLabel(up, func(s string, size float64) float64 {
				w, _ := r.App.Text.Measure(s, size, true)
				return w
			})
			w, _ := r.App.Text.Measure(s, size, true)
			if w > b.switcher.W-4 {
				t.Errorf("%q at %.1f is %.1f wide in a box %.1f wide", s, size, w, b.switcher.W)
			}
			if size < b.lu-0.01 {
				t.Errorf("%q at %.1f, under the legible %.1f", s, size, b.lu)
			}
		}
	})
}
