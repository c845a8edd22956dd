package revive

import (
	"image/color"
	"slices"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
)

// changeTicks is how long the parts of another seat's board that its last
// move changed stay ringed, so that a bot's turn can be followed.
const changeTicks = 150

// colChange rings what changed: neither the kit's colours of the places
// to tap nor the gold of the seat to play.
var colChange = color.RGBA{0xff, 0x6e, 0xd0, 0xff}

// changes are the parts of one seat's board the last move changed.
type changes struct {
	at       int64 // Table.Now when the move was seen
	any      bool
	head     bool // the points
	hib      bool
	res      [rv.Resources]bool
	energy   bool
	switched bool
	ability  bool
	slots    [rv.NumSlots]bool
	active   bool
	tracks   [rv.Tracks]bool
	machines [rv.NumRewards]bool
	progress bool
	techs    [rv.TechRows * rv.TechColumns]bool
	builds   [2]bool
	crates   bool
	relics   bool
}

// diffBoards returns the parts of a board that differ from a to b.
func diffBoards(a, b *rv.Board) (ch changes) {
	mark := func(p *bool, changed bool) {
		*p = *p || changed
		ch.any = ch.any || changed
	}
	mark(&ch.head, a.Points != b.Points)
	mark(&ch.hib, a.Hibernation != b.Hibernation)
	for r := range ch.res {
		mark(&ch.res[r], a.Resources[r] != b.Resources[r])
	}
	mark(&ch.energy, a.Energy != b.Energy || a.OnMachines != b.OnMachines)
	mark(&ch.switched, a.Switched != b.Switched)
	mark(&ch.ability, a.Ability != b.Ability)
	for sl := range ch.slots {
		mark(&ch.slots[sl], !slices.Equal(a.Slots[sl], b.Slots[sl]) || a.SlotHalf[sl] != b.SlotHalf[sl] || a.Modules[sl] != b.Modules[sl])
	}
	mark(&ch.active, !slices.Equal(a.Active, b.Active))
	for tr := range ch.tracks {
		mark(&ch.tracks[tr], a.Tracks[tr] != b.Tracks[tr])
	}
	for r := range ch.machines {
		mark(&ch.machines[r], a.Unlocked[r] != b.Unlocked[r] || a.Used[r] != b.Used[r] || a.Tokens[r] != b.Tokens[r])
	}
	mark(&ch.progress, a.Progress != b.Progress)
	for i := range ch.techs {
		mark(&ch.techs[i], a.Techs[i] != b.Techs[i])
	}
	mark(&ch.builds[0], a.Small != b.Small)
	mark(&ch.builds[1], a.Big != b.Big)
	mark(&ch.crates, !slices.Equal(a.Crates, b.Crates))
	mark(&ch.relics, a.Major != b.Major || a.Minor != b.Minor || a.EndTile != b.EndTile)
	return ch
}

// noteChanges keeps, for each seat but the one at the device, what the
// move just played changed on its board.
func (t *Table) noteChanges(v *rv.State, viewer rules.Seat, continued bool) {
	for p := 0; p < t.Seats; p++ {
		nb := v.BoardOf(rules.Seat(p))
		if !continued || t.view == nil || rules.Seat(p) == viewer {
			t.changed[p] = changes{}
		} else if ch := diffBoards(&t.boards[p], &nb); ch.any {
			ch.at = t.Now
			t.changed[p] = ch
		}
		t.boards[p] = nb
	}
}

// changeFade is how strongly seat p's changes are ringed now, 0 when they
// are not.
func (t *Table) changeFade(p int) float64 {
	ch := &t.changed[p]
	if !ch.any || t.Now-ch.at >= changeTicks {
		return 0
	}
	k := float64(t.Now-ch.at) / changeTicks
	return 1 - k*k
}

// drawChanges rings the parts of seat p's board shown large that its last
// move changed, fading.
func (t *Table) drawChanges(c *scenes.Canvas, b *boardLayout, p int) {
	a := t.changeFade(p)
	if a <= 0 {
		return
	}
	ch := &t.changed[p]
	col := colChange
	col.A = uint8(255 * a)
	ring := func(on bool, r scenes.Rect) {
		if on && r.W > 0 {
			c.RoundRectStroke(r.Inset(-2), 5, 2.5, col)
		}
	}
	ring(ch.head, scenes.Rect{X: b.head.X + b.head.W*0.45, Y: b.head.Y, W: b.actions.X - b.head.X - b.head.W*0.45, H: b.head.H})
	if h := t.boards[p].Hibernation; h >= 1 && h <= len(b.hib) {
		ring(ch.hib, b.hib[h-1]) // the space the marker reached
	} else {
		ring(ch.hib, b.hibernate)
	}
	for r, rr := range b.res {
		ring(ch.res[r], rr)
	}
	ring(ch.energy, b.energy)
	ring(ch.switched, b.switcher)
	ring(ch.ability, b.ability)
	for sl, r := range b.slots {
		ring(ch.slots[sl], r)
	}
	ring(ch.active, b.active)
	for tr := range b.tracks {
		ring(ch.tracks[tr], b.tracks[tr])
	}
	for r, mr := range b.machines {
		ring(ch.machines[r], mr)
	}
	if ch.progress {
		pr := b.progress
		ring(true, scenes.Rect{X: pr[0].X, Y: pr[0].Y, W: pr[len(pr)-1].X + pr[len(pr)-1].W - pr[0].X, H: pr[0].H})
	}
	for i, r := range b.techs {
		ring(ch.techs[i], r)
	}
	for i, r := range b.builds {
		ring(ch.builds[i], r)
	}
	ring(ch.crates, b.crates)
	ring(ch.relics, b.relics)
}

// drawMiniChange rings a small board whose seat's last move changed it.
func (t *Table) drawMiniChange(c *scenes.Canvas, p int, r scenes.Rect) {
	if a := t.changeFade(p); a > 0 {
		col := colChange
		col.A = uint8(255 * a)
		c.RoundRectStroke(r.Inset(-3), 8, 3, col)
	}
}
