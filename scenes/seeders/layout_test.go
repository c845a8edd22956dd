package seeders

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestLayoutFits lays the table out at each window size for two and four
// seats and checks that everything the board places lies inside its area,
// that nothing of the board runs under the hand (which lies under the
// Wing and the Arks in landscape, across the board in portrait), and that the Chambers,
// Spots and side pieces do not overlap one another (the legend of the
// Wing's marks among them); every seat's name stands whole in its
// turn-order slot and a folded hand shows its cards side by side. The
// labels of the Spots that close a row or column touch nothing.
func TestLayoutFits(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 5, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}
	scenetest.EverySize(t, g, []int{2, 4}, func(t *testing.T, r *scenetest.Rig) {
		b := r.Table.(*Shell).Board().(*Table)
		l := &b.lay
		a := l.area
		if a.W <= 0 || a.H <= 0 {
			t.Fatalf("the board has no area: %+v", a)
		}
		named := map[string]scenes.Rect{"wing": l.wing, "side": l.side, "arks": l.arks, "info": l.info,
			"recycle": l.recycle, "discards": l.discards, "track": l.track}
		for i, s := range l.slots {
			named[fmt.Sprint("slot ", i+1)] = s
		}
		for k := range l.negs {
			named[fmt.Sprint("Negotiator ", k)] = l.negs[k]
		}
		for i, row := range l.rows {
			named[fmt.Sprint("Ark row ", i)] = row
		}
		for c := range l.cells {
			named[fmt.Sprint("Chamber ", c+1)] = l.cells[c]
		}
		for i, g := range l.spots {
			named[fmt.Sprint("Spot ", i+1)] = g.r
		}
		for name, rc := range named {
			if !inside(rc, a) {
				t.Errorf("%s %+v lies outside the board %+v", name, rc, a)
			}
			if l.risen && name == fmt.Sprint("Ark row ", int(b.Viewer)) {
				continue // the whole hand rises into the viewer's Ark, under its cards (below)
			}
			if name != "side" && name != "wing" && name != "arks" && rc.Y+rc.H > l.handTop+0.5 && rc.X < l.handRight {
				if !(name == "discards" && rc.H == 0) {
					t.Errorf("%s %+v runs under the hand (its top at %.0f)", name, rc, l.handTop)
				}
			}
		}
		if l.arks.Y+l.arks.H > l.handTop+0.5 && !l.risen {
			t.Errorf("the Arks end at %.0f, under the hand's top %.0f", l.arks.Y+l.arks.H, l.handTop)
		}
		for _, bx := range b.ark.order {
			if bx.r.Y+bx.r.H > l.handTop+0.5 && bx.r.X < l.handRight {
				t.Errorf("%q of seat %d %+v runs under the hand (its top at %.0f)", rs.CardOf(bx.id).Name, bx.seat, bx.r, l.handTop)
			}
		}
		var pieces []scenes.Rect
		for c := range l.cells {
			pieces = append(pieces, l.cells[c])
		}
		for _, g := range l.spots {
			pieces = append(pieces, g.r)
		}
		for i := range pieces {
			if !inside(pieces[i], l.wing) {
				t.Errorf("piece %d of the Wing %+v lies outside it %+v", i, pieces[i], l.wing)
			}
			for j := i + 1; j < len(pieces); j++ {
				if overlap(pieces[i], pieces[j]) {
					t.Errorf("pieces %d and %d of the Wing overlap: %+v %+v", i, j, pieces[i], pieces[j])
				}
			}
		}
		checkWrapLabels(t, b, "", pieces)
		// The legend of the Wing's marks has room of its own in the side.
		named["legend"] = l.legend
		if l.legend.H < 3*12 || !inside(l.legend, l.side) {
			t.Errorf("the legend %+v has no room in the side %+v", l.legend, l.side)
		}
		// Each seat's name stands whole at 12 pixels in a turn-order slot,
		// and a folded hand lays its cards side by side, names whole.
		least := scenes.MinTextPx / b.app.Scale()
		for p, name := range b.Names {
			if w, _ := b.app.Text.Measure(name, least, true); len(l.slots) > 0 && w > l.slots[0].W-4 {
				t.Errorf("seat %d's name %q is %.0f wide, its turn-order slot %+v", p, name, w, l.slots[0])
			}
		}
		if l.fold && !l.risen && b.hand.Len() > 1 { // risen, the whole cards overlap as the fan lays them (fanFits)
			x0, _ := b.hand.SlotCenter(0)
			x1, _ := b.hand.SlotCenter(1)
			if x1-x0 < handW*l.handScale-0.5 {
				t.Errorf("the folded hand's cards overlap: %.0f apart, %.0f wide", x1-x0, handW*l.handScale)
			}
			if b.longNames() != l.foldTwo {
				t.Errorf("a name too long for the strip's one line: %v, the strip shows two: %v", b.longNames(), l.foldTwo)
			}
		}
		// Every hand card, folded to a tab or whole, ends inside the window.
		for i, out := range b.handOut {
			if out > 0 {
				t.Errorf("hand card %d runs %.0f past the window's bottom (folded %v)", i, out, l.fold)
			}
		}
		side := []scenes.Rect{l.track, l.info, l.recycle, l.discards, l.legend}
		side = append(side, l.slots...)
		side = append(side, l.negs[:]...)
		for i := range side {
			for j := i + 1; j < len(side); j++ {
				if overlap(side[i], side[j]) {
					t.Errorf("side pieces %d and %d overlap: %+v %+v", i, j, side[i], side[j])
				}
			}
			if overlap(side[i], l.wing) || overlap(side[i], l.arks) {
				t.Errorf("side piece %d %+v overlaps the Wing or the Arks", i, side[i])
			}
		}
	})
}

// checkWrapLabels checks that the labels of the Spots that close a row or
// column, as the last frame placed them, touch no Chamber, no Spot (of
// pieces, or all of the Wing's for nil) and no other such label, inside
// the Wing.
func checkWrapLabels(t *testing.T, b *Table, name string, pieces []scenes.Rect) {
	t.Helper()
	l := &b.lay
	if pieces == nil {
		for c := range l.cells {
			pieces = append(pieces, l.cards[c], l.cubeRow[c])
		}
		for _, g := range l.spots {
			pieces = append(pieces, g.r)
		}
	}
	for i, w := range b.wraps {
		for j, p := range pieces {
			if w.r.Overlaps(p) {
				t.Errorf("%s: the label %q of Spot %d %+v touches piece %d of the Wing %+v", name, w.lines, w.spot+1, w.r, j, p)
			}
		}
		for _, o := range b.wraps[i+1:] {
			if w.r.Inset(-1).Overlaps(o.r) {
				t.Errorf("%s: the labels %q %+v and %q %+v touch", name, w.lines, w.r, o.lines, o.r)
			}
		}
		if !inside(w.r, l.wing) {
			t.Errorf("%s: the label %q %+v runs out of the Wing %+v", name, w.lines, w.r, l.wing)
		}
	}
}

func inside(r, a scenes.Rect) bool {
	return r.X >= a.X-0.5 && r.Y >= a.Y-0.5 && r.X+r.W <= a.X+a.W+0.5 && r.Y+r.H <= a.Y+a.H+0.5
}

func overlap(a, b scenes.Rect) bool {
	return a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5
}

// In Integration and Prestige the Wing is empty and the Arks are played:
// they take the Wing's room, and still stay clear of the side column and
// above the hand. In landscape, outside Integration, the hand folds to a
// strip of its names and each Ark is at least twice as tall as with the
// hand whole, the viewer's half as tall again (the viewer's was already
// taller; TestArksKeepTheirHeightInNegotiation checks their height
// against Integration's on the table), but where four seats' Arks stand
// three abreast: there the Wing takes the folded hand's room; in portrait, where the hand does
// not fold, the Arks are half as tall again when played, and during the
// Negotiation the Wing lies over the hand, by the prompt under it.
func TestArksTakeTheWingsRoomWhenPlayed(t *testing.T) {
	for _, sz := range scenetest.Sizes {
		area := scenes.Rect{W: float64(sz[0]) * 0.7, H: float64(sz[1]) * 0.9}
		if sz[1] > sz[0] {
			area = scenes.Rect{W: float64(sz[0]) * 0.95, H: float64(sz[1]) * 0.7}
		}
		var wing, played, whole layout
		wing.othersFew, played.othersFew, whole.othersFew = true, true, true // a column of cards each: abreast
		wing.update(area, 4, nil, false, 0)
		played.update(area, 4, nil, true, 0)
		whole.fullHand = true
		whole.update(area, 4, nil, false, 0)
		if !played.portrait && played.arks.Y != played.wing.Y {
			t.Errorf("%dx%d: the Arks start at %.0f when played, the Wing at %.0f", sz[0], sz[1], played.arks.Y, played.wing.Y)
		}
		// Four seats' Arks stand three abreast over the viewer's: the
		// folded hand's room goes to the Wing, the Arks keep their floor.
		others, mine := 2.0, 1.2
		if wing.abreast(4) {
			others, mine = 1, 1
			if wing.fold && wing.wing.H <= whole.wing.H {
				t.Errorf("%dx%d: the Wing is %.0f tall with the hand folded, %.0f with it whole", sz[0], sz[1], wing.wing.H, whole.wing.H)
			}
		}
		for p := range wing.rows {
			switch {
			case wing.fold && p > 0 && wing.rows[p].H < others*whole.rows[p].H:
				t.Errorf("%dx%d: Ark %d is %.0f tall during the Negotiation, %.0f with the hand whole: want %.0f times as tall", sz[0], sz[1], p, wing.rows[p].H, whole.rows[p].H, others)
			case wing.fold && wing.rows[p].H < mine*whole.rows[p].H:
				t.Errorf("%dx%d: my Ark is %.0f tall during the Negotiation, %.0f with the hand whole: want %.1f times as tall", sz[0], sz[1], wing.rows[p].H, whole.rows[p].H, mine)
			case !wing.fold && p > 0 && played.rows[p].H < wing.rows[p].H*1.5:
				t.Errorf("%dx%d: Ark %d is %.0f tall when played, %.0f during the Negotiation, want half as tall again", sz[0], sz[1], p, played.rows[p].H, wing.rows[p].H)
			case wing.abreast(4):
				// Three abreast in the Negotiation, two to a row played.
			case wing.fold && p > 0 && math.Abs(played.rows[p].H-wing.rows[p].H) > 0.5:
				// The other seats' Arks keep their size from phase to
				// phase; the viewer's takes the Wing's room.
				t.Errorf("%dx%d: Ark %d is %.0f tall when played, %.0f during the Negotiation, want the same", sz[0], sz[1], p, played.rows[p].H, wing.rows[p].H)
			case wing.fold && p > 0 && (played.rows[p].X != wing.rows[p].X || played.rows[p].W != wing.rows[p].W):
				t.Errorf("%dx%d: Ark %d moves sideways between the phases: %+v, then %+v", sz[0], sz[1], p, wing.rows[p], played.rows[p])
			}
		}
		if wing.portrait && wing.wing.Y+wing.wing.H < wing.handTop-2*gap {
			t.Errorf("%dx%d: the Wing ends at %.0f, far over the hand at %.0f and the prompt under it", sz[0], sz[1], wing.wing.Y+wing.wing.H, wing.handTop)
		}
		if wing.fold != !wing.portrait {
			t.Errorf("%dx%d: the hand folded during the Negotiation: %v", sz[0], sz[1], wing.fold)
		}
		for _, l := range []*layout{&wing, &played} {
			if l.arks.Overlaps(l.side) {
				t.Errorf("%dx%d: the Arks %+v run under the side column %+v", sz[0], sz[1], l.arks, l.side)
			}
			if l.arks.Y+l.arks.H > l.handTop {
				t.Errorf("%dx%d: the Arks end at %.0f, under the hand from %.0f", sz[0], sz[1], l.arks.Y+l.arks.H, l.handTop)
			}
			if l.arks.Overlaps(l.wing) && !l.arkFocus {
				t.Errorf("%dx%d: the Arks %+v run into the Wing %+v", sz[0], sz[1], l.arks, l.wing)
			}
		}
	}
}

// The Discard Pile's sheet shows every card of a pile of any size inside
// the screen, without overlaps, and as large as it can.
func TestDiscardGridShowsEveryCard(t *testing.T) {
	area := scenes.Rect{X: 24, Y: 56, W: 1232, H: 620}
	for _, n := range []int{1, 12, 47, 100, 162} {
		g, full := discardGrid(area, n)
		if len(g) != n {
			t.Fatalf("%d cards: %d places", n, len(g))
		}
		for i, r := range g {
			if r.X < area.X || r.Y < area.Y || r.X+r.W > area.X+area.W+0.01 || r.Y+r.H > area.Y+area.H+0.01 {
				t.Errorf("%d cards: card %d at %+v lies outside %+v", n, i, r, area)
			}
			if i > 0 && r.Overlaps(g[i-1]) {
				t.Errorf("%d cards: cards %d and %d overlap", n, i-1, i)
			}
		}
		if n <= 12 && (!full || g[0].W < 140) {
			t.Errorf("%d cards are drawn %.0f wide (whole faces: %v), want whole faces 140 wide", n, g[0].W, full)
		}
		if !full && g[0].W < 60 {
			t.Errorf("%d cards: tiles %.0f wide, too small for a name", n, g[0].W)
		}
	}
}

// The Ark of the seat at the device is twice as tall as each other Ark
// when the Arks are played, at the bottom as in every phase. During the Negotiation, the hand folded, it has a row of its own
// at the bottom, over the hand, at least as tall as the others', which
// lie two to a row without overlapping.
func TestMyArkIsTwiceAsTall(t *testing.T) {
	var l layout
	l.update(scenes.Rect{W: 900, H: 650}, 4, nil, true, 2)
	checkMyArk(t, &l, 1.99)
	l.update(scenes.Rect{W: 900, H: 650}, 4, nil, false, 2)
	if !l.fold {
		t.Fatal("the hand is not folded during the Negotiation")
	}
	mine := l.rows[2]
	if mine.W < l.arks.W-0.01 || mine.Y+mine.H+4 < l.arks.Y+l.arks.H-0.01 {
		t.Errorf("my row %+v is not the whole width of the Arks' foot %+v", mine, l.arks)
	}
	for i, r := range l.rows {
		if !inside(r, l.arks) {
			t.Errorf("row %d %+v lies outside the Arks %+v", i, r, l.arks)
		}
		if i != 2 && mine.H < r.H-0.01 {
			t.Errorf("my row is %.0f tall, seat %d's %.0f", mine.H, i, r.H)
		}
		for j := i + 1; j < len(l.rows); j++ {
			if overlap(r, l.rows[j]) {
				t.Errorf("rows %d %+v and %d %+v overlap", i, r, j, l.rows[j])
			}
		}
	}
}

func checkMyArk(t *testing.T, l *layout, want float64) {
	for i, r := range l.rows {
		if i != 2 && (l.rows[2].H+4) < want*(r.H+4) {
			t.Errorf("my row is %.0f tall, seat %d's %.0f: want %.1f times", l.rows[2].H, i, r.H, want)
		}
		for j := i + 1; j < len(l.rows); j++ {
			if overlap(r, l.rows[j]) {
				t.Errorf("rows %d %+v and %d %+v overlap", i, r, j, l.rows[j])
			}
		}
		if i != 2 && r.Y > l.rows[2].Y {
			t.Errorf("row %d lies under mine, which is at the bottom in every phase", i)
		}
	}
	if last := l.rows[3]; last.Y+last.H+4 > l.arks.Y+l.arks.H+0.01 {
		t.Errorf("the last row ends at %.0f, past the Arks' room at %.0f", last.Y+last.H, l.arks.Y+l.arks.H)
	}
}

// A Spot's two halves lie the way its Chambers do: side by side between
// Chambers side by side, one over the other between Chambers above and
// below, each half on the side of the Chamber it faces (for a Spot that
// closes a row or column, the half toward the Chamber beside it lies
// nearer that Chamber); the halves do not overlap and neither is empty.
//
// A Negotiator on a Spot has room of its own: its disc and its numbers
// inside the Spot, the numbers beside the disc on a Spot down, never over
// the cube counts.
func TestSpotHalvesFaceTheirChambers(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 5, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}
	scenetest.EverySize(t, g, []int{2, 4}, func(t *testing.T, r *scenetest.Rig) {
		b := r.Table.(*Shell).Board().(*Table)
		l := &b.lay
		dist := func(h, cell scenes.Rect) float64 {
			hx, hy := h.Center()
			cx, cy := cell.Center()
			return (hx-cx)*(hx-cx) + (hy-cy)*(hy-cy)
		}
		spots := r.M.View(0).(*rs.State).Spots()
		if len(l.spots) != len(spots) {
			r.Step(5) // the board's first frame, after the panel's
		}
		if len(l.spots) != len(spots) {
			t.Fatalf("%d Spots laid out, %d in the game", len(l.spots), len(spots))
		}
		for i, sp := range spots {
			s := l.spots[i]
			h := [2]scenes.Rect{s.half(0), s.half(1)}
			cell := [2]scenes.Rect{l.cells[sp[0]], l.cells[sp[1]]}
			ax, ay := cell[0].Center()
			bx, by := cell[1].Center()
			across := ay == by // the Chambers lie in one row
			if across != s.horizontal {
				t.Errorf("Spot %d between Chambers %d and %d (%.0f,%.0f and %.0f,%.0f): halves laid across %v", i+1, sp[0]+1, sp[1]+1, ax, ay, bx, by, s.horizontal)
			}
			h0x, h0y := h[0].Center()
			h1x, h1y := h[1].Center()
			if across && (h0y != h1y || h0x == h1x) || !across && (h0x != h1x || h0y == h1y) {
				t.Errorf("Spot %d: halves at %.0f,%.0f and %.0f,%.0f do not lie the way Chambers %d and %d do", i+1, h0x, h0y, h1x, h1y, sp[0]+1, sp[1]+1)
			}
			// A Negotiator placed there sits in the socket with its
			// numbers beside or under its disc, clear of the cube counts.
			disc, label := pawnPlace(s, 13, 24)
			if !inside(disc, s.r) || !inside(label, s.r) || disc.W < 14 {
				t.Errorf("Spot %d %+v: a Negotiator's disc %+v or numbers %+v leave the socket, or the disc is tiny", i+1, s.r, disc, label)
			}
			if overlap(disc, label) {
				t.Errorf("Spot %d %+v: a Negotiator's numbers %+v lie over its disc %+v", i+1, s.r, label, disc)
			}
			for c := range l.cubeRow {
				if overlap(disc, l.cubeRow[c]) || overlap(label, l.cubeRow[c]) {
					t.Errorf("Spot %d: a Negotiator %+v %+v lies over Chamber %d's cube counts", i+1, disc, label, c+1)
				}
			}
			if overlap(h[0], h[1]) || h[0].W <= 0 || h[0].H <= 0 || h[1].W <= 0 || h[1].H <= 0 {
				t.Errorf("Spot %d: halves %+v and %+v", i+1, h[0], h[1])
			}
			for side := 0; side < 2; side++ {
				if s.wraps && dist(s.r, cell[side]) > dist(s.r, cell[1-side]) {
					continue // the far end of the row or column
				}
				if dist(h[side], cell[side]) >= dist(h[1-side], cell[side]) {
					t.Errorf("Spot %d: the half toward Chamber %d %+v lies farther from it than the other half %+v", i+1, sp[side]+1, h[side], h[1-side])
				}
			}
		}
	})
}

// At 1280x720 and 800x600 a Chamber is a card lying on its side, never a
// strip: for two, three and four seats its card is at most chamberAspect
// as wide as it is tall, and large enough that its name, cost and
// Prestige read (at 1280x720 at least 88 wide, 64 for two seats, and 52
// tall; at 800x600 at least 80 wide and 50 in the board's units, two
// seats too, whose ring winds through four rows of three there, and up to
// uprightAspect as wide as tall, each name on as few lines as its words); the Arks
// keep rows tall enough for their heads.
func TestChambersKeepCardProportions(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 5, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}
	for _, n := range []int{2, 3, 4} {
		m := scenetest.NewMatch(t, g.Title, g.Seed, g.Options, g.Players[:n]...)
		r := scenetest.NewRig(t, m, g.Table(m), 1280, 720)
		for _, sz := range [][2]int{{1280, 720}, {800, 600}, {1080, 1920}} {
			r.W, r.H = float64(sz[0]), float64(sz[1])
			r.Step(2)
			minW, minH := 88.0, 52.0
			if n == 2 {
				minW = 64
			}
			if sz[0] == 800 {
				minW, minH = 80, 50
			}
			if sz[0] == 1080 {
				minW, minH = 120, 75 // the room a tall window has
			}
			l := &r.Table.(*Shell).Board().(*Table).lay
			t.Logf("%d seats %dx%d: Chamber 1 %.0fx%.0f, wing %.0fx%.0f", n, sz[0], sz[1], l.cards[0].W, l.cards[0].H, l.wing.W, l.wing.H)
			widest := chamberAspect
			if sz[0] == 800 {
				widest = uprightAspect // the upright Wing's cards, each name's longest word on one line
			}
			for c, card := range l.cards {
				if aspect := card.W / card.H; aspect > widest+0.01 || aspect < 1/1.45 {
					t.Errorf("%d seats %dx%d: Chamber %d is %.0fx%.0f, %.2f as wide as tall", n, sz[0], sz[1], c+1, card.W, card.H, aspect)
				}
				if card.W < minW || card.H < minH {
					t.Errorf("%d seats %dx%d: Chamber %d is %.0fx%.0f, too small", n, sz[0], sz[1], c+1, card.W, card.H)
				}
			}
			for i, row := range l.rows {
				if row.H < 30 {
					t.Errorf("%d seats %dx%d: Ark row %d is %.0f tall", n, sz[0], sz[1], i, row.H)
				}
			}
		}
	}
}

// In portrait the Recycle bin stands right of the hand, in its band, clear
// of every hand card, and a card dragged that short way is recycled.
func TestPortraitBinBesideTheHand(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 7, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		if m.Prompt().Kind == "over" {
			t.Fatal("seat 0 never had an Integration with cards in hand")
		}
		return m.Prompt().Kind == "integrate" && m.ToMove() == 0 && len(m.View(0).(*rs.State).Hand(0)) >= 3
	})
	r.W, r.H = 1080, 1920
	r.Step(4)
	b := r.Table.(*Shell).Board().(*Table)
	l := &b.lay
	bin := l.recycle
	if bin.X < l.handRight || bin.Y < l.handTop-0.5 || bin.Y+bin.H > l.area.Y+l.area.H+0.5 {
		t.Errorf("the bin %+v is not right of the hand (its right edge %.0f, its top %.0f)", bin, l.handRight, l.handTop)
	}
	for i := range b.handIDs {
		if c, ok := b.Where(obj{kind: objHand, a: int16(i)}); ok && c.X < bin.X+bin.W && bin.X < c.X+c.W && c.Y < bin.Y+bin.H && bin.Y < c.Y+c.H {
			t.Errorf("hand card %d %+v lies on the bin %+v", i, c, bin)
		}
	}
	r.Shoot("seeders-portrait-bin-1080x1920", 1080, 1920)
	id := b.handIDs[0]
	from, _ := b.Where(obj{kind: objHand, a: 0})
	r.Drag(from, bin)
	r.Step(60)
	for _, h := range r.M.View(0).(*rs.State).Hand(0) {
		if h == id {
			t.Errorf("the card dragged onto the bin is still in hand")
		}
	}
}

// Outside Integration the hand folds to a strip and each Ark keeps the
// height it has in Integration: every other seat's Ark at least its own
// height then, and the viewer's, which is twice as tall in Integration
// because it is played from, at least the height of the others' there
// (never less than their height at 1280x720); at 800x600, under the
// upright Wing, the other seats' Arks side by side at least 110 tall.
// Checked on the table as
// laid out at 1280x720 and 800x600, with three and four seats. While a
// card of the hand is to be discarded, the hand stands whole.
func TestArksKeepTheirHeightInNegotiation(t *testing.T) {
	var floor720 [5]float64
	for _, seats := range []int{3, 4} {
		players := []string{"human", "bot:random", "bot:random", "bot:random"}[:seats]
		m := scenetest.NewMatch(t, rs.Title, 5, nil, players...)
		r := scenetest.NewRig(t, m, New(m), 640, 360)
		for _, sz := range [][2]int{{1280, 720}, {800, 600}} {
			r.W, r.H = float64(sz[0]), float64(sz[1])
			r.Step(2)
			b := r.Table.(*Shell).Board().(*Table)
			for i := 0; i < 100 && b.Viewer == rules.NoSeat; i++ {
				r.Step(10) // the hand is shown from the first hand-over
			}
			if b.Viewer == rules.NoSeat {
				t.Fatalf("%d seats: no seat at the device", seats)
			}
			neg := b.lay
			if !neg.fold || neg.arkFocus {
				t.Fatalf("%d seats %dx%d: the hand is not folded (prompt %q)", seats, sz[0], sz[1], b.Prompt.Kind)
			}
			var in layout
			in.k, in.othersBare, in.othersFew = neg.k, neg.othersBare, neg.othersFew
			in.update(neg.area, seats, nil, true, int(b.Viewer))
			others := 0.0
			for p := range in.rows {
				if p != int(b.Viewer) {
					others = max(others, in.rows[p].H)
				}
			}
			if sz[0] == 1280 {
				floor720[seats] = others
			}
			for p := range neg.rows {
				want := in.rows[p].H
				if neg.upright {
					// At 800x600 the other seats' Arks stand side by side
					// under the upright Wing, each a head and a row of cards.
					want = min(want, 110)
				}
				if p == int(b.Viewer) {
					want = max(others, floor720[seats])
				}
				if neg.rows[p].H < want-0.01 {
					t.Errorf("%d seats %dx%d: Ark %d is %.0f tall in the Negotiation, want %.0f at least (Integration: %.0f)", seats, sz[0], sz[1], p, neg.rows[p].H, want, in.rows[p].H)
				}
			}
			if neg.wing.H < in.wing.H*0.85 {
				t.Errorf("%d seats %dx%d: the Wing is %.0f tall, %.0f before the hand folded", seats, sz[0], sz[1], neg.wing.H, in.wing.H)
			}
			var full layout
			full.k, full.fullHand = neg.k, true
			full.update(neg.area, seats, nil, false, int(b.Viewer))
			if full.fold || full.handTop >= neg.handTop {
				t.Errorf("%d seats %dx%d: a discard leaves the hand folded (top %.0f, folded %.0f)", seats, sz[0], sz[1], full.handTop, neg.handTop)
			}
		}
	}
}

// The folded hand shows each card's name in its strip, and a tap on a
// card's strip shows the card whole above it, inside the board.
func TestFoldedHandShowsACardWhole(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 5, nil, "human", "bot:random", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	b := r.Table.(*Shell).Board().(*Table)
	for i := 0; i < 100 && (b.Viewer == rules.NoSeat || b.hand.Len() == 0 || !b.lay.fold); i++ {
		r.Step(10)
	}
	if !b.lay.fold || b.hand.Len() == 0 {
		t.Fatalf("no folded hand (prompt %q, %d cards)", b.Prompt.Kind, b.hand.Len())
	}
	if b.lay.risen {
		// The Arks leave the whole cards room (riseHand): there is no
		// strip to tap.
		t.Skip("the hand stands whole, not a strip")
	}
	l := &b.lay
	if strip := l.area.Y + l.area.H - l.handTop; strip < 12 || strip > 40 {
		t.Errorf("the folded hand's strip is %.0f high", strip)
	}
	x, _ := b.hand.SlotCenter(1)
	y := l.handTop + l.peek()/2
	if got := b.hand.CardAt(x, y); got != 1 {
		t.Fatalf("the strip at %.0f,%.0f finds hand card %d, not 1", x, y, got)
	}
	r.Tap(scenes.Rect{X: x - 2, Y: y - 2, W: 4, H: 4})
	r.Step(10)
	want := b.hand.Card(1).ID
	if !b.tip.on || b.tip.shown != want {
		t.Fatalf("a tap on hand card %d's strip: shown large %v, card %d", want, b.tip.on, b.tip.shown)
	}
	if tr := b.tip.r; !inside(tr, l.area) || tr.Y+tr.H > l.handTop {
		t.Errorf("the large card %+v is not inside the board %+v above the strip (top %.0f)", tr, l.area, l.handTop)
	}
}

// In a review (no seat at the device, so no hand) the hand's room goes to
// the Arks in every phase: folded during the Negotiation and Integration
// alike, each Ark at least as tall as with the hand whole.
func TestReviewFoldsTheHand(t *testing.T) {
	area := scenes.Rect{X: 12, Y: 12, W: 936.8, H: 696} // 1280x720
	for _, played := range []bool{false, true} {
		var rv, whole layout
		rv.update(area, 4, nil, played, -1)
		whole.fullHand = true
		whole.update(area, 4, nil, played, -1)
		if !rv.fold {
			t.Errorf("played %v: the review keeps the hand", played)
		}
		for p := range rv.rows {
			if rv.rows[p].H < whole.rows[p].H || !inside(rv.rows[p], rv.arks) {
				t.Errorf("played %v: Ark %d %+v in the review, %+v with the hand whole, the Arks %+v", played, p, rv.rows[p], whole.rows[p], rv.arks)
			}
		}
		if rv.handTop < area.Y+area.H-rv.peek()-0.01 {
			t.Errorf("played %v: the hand's strip starts at %.0f", played, rv.handTop)
		}
	}
}

// The title over the Negotiators ("Ada's Negotiators") stays clear of the
// light round a lit Negotiator (the kit's glow, 9 units), its descenders
// too, at every size.
func TestNegotiatorsTitleClearOfTheirLight(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 5, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}
	scenetest.EverySize(t, g, []int{2, 4}, func(t *testing.T, r *scenetest.Rig) {
		l := &r.Table.(*Shell).Board().(*Table).lay
		bottom := l.negsLabel + sizeSmall*l.k*1.3
		if glow := l.negs[0].Y - 9; bottom > glow {
			t.Errorf("the Negotiators' title reaches %.1f, their light %.1f", bottom, glow)
		}
	})
}

// At 800x600, in the second turn's Negotiation, the other seats' Arks
// under the upright Wing show their cards at full size, each inside its
// own row: their names read, none runs into the next Ark.
func TestOtherArksWholeAt800(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 11, nil, "human", "human", "human", "human")
	rng := rules.NewRNG(11)
	for guard := 0; m.Prompt().Kind != "place" || m.ToMove() != 0 || m.View(0).(*rs.State).Turn() != 2; guard++ {
		if guard > 2000 || m.Over() {
			t.Fatalf("the game never reached the second turn's Negotiation")
		}
		seat := m.ToMove()
		if err := m.Submit(seat, lively(&rng, m.Legal(seat))); err != nil {
			t.Fatal(err)
		}
	}
	r := scenetest.NewRig(t, m, New(m), 800, 600)
	sh := r.Table.(*Shell)
	for i := 0; i < 50 && sh.Passing(); i++ {
		r.Tap(sh.PassButton())
	}
	r.Step(60)
	board := sh.Board().(*Table)
	l := &board.lay
	if !l.upright {
		t.Fatalf("the Wing is not upright at 800x600")
	}
	seen := 0
	for _, b := range board.ark.order {
		if b.seat == int(board.Viewer) {
			continue
		}
		seen++
		name := rs.CardOf(b.id).Name
		if b.ts < sizeSmall*l.k-0.01 {
			t.Errorf("%s's %q is drawn at %.1f, under the small texts' %.1f", board.Names[b.seat], name, b.ts, sizeSmall*l.k)
		}
		if !inside(b.r, l.rows[b.seat]) {
			t.Errorf("%s's %q %+v runs out of its Ark %+v", board.Names[b.seat], name, b.r, l.rows[b.seat])
		}
	}
	if seen == 0 {
		t.Errorf("no other seat's Ark holds a card in the second turn")
	}
}

// In Integration on a landscape screen the hand played from grows past
// its least size where its fan of four still fits left of the side.
func TestHandGrowsInIntegration(t *testing.T) {
	var l layout
	l.k = 1
	l.update(scenes.Rect{W: 1280, H: 720}, 4, nil, true, 0)
	if l.handScale <= handUnit {
		t.Errorf("the hand in Integration is at scale %.2f, no larger than its least %.2f", l.handScale, handUnit)
	}
	if fan := handW * l.handScale * (1 + 0.66*3); fan > l.side.X-gap-l.area.X {
		t.Errorf("the hand's fan of four (%.0f wide) runs under the side at %.0f", fan, l.side.X)
	}
}

// On a tall screen the table's own labels and counts (the side, the
// Wing's numbers) stand portraitPx high, not at the legible floor.
func TestPortraitTextsLarger(t *testing.T) {
	r, _, _ := placing(t)
	small := 0
	for _, mk := range r.Audit(1080, 1920) {
		if mk.Symbol || mk.Mini || !strings.HasPrefix(mk.Where, "scenes/seeders/draw.go") {
			continue
		}
		small++
		if mk.Px < portraitPx-0.1 {
			t.Errorf("at 1080x1920 %q is %.1f px high, want %.0f", mk.Label, mk.Px, portraitPx)
		}
	}
	if small == 0 {
		t.Fatal("the audit saw no text of the table")
	}
}
