package seeders

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// After a card is recycled from the hand, every other card stays put
// and a gap is left where it was: a quick second tap there finds no card
// rather than its neighbour. After that tap the gap closes, the cards
// together again, and a tap there finds the next card.
func TestRecycleKeepsTheHandInPlace(t *testing.T) {
	recyclable := func(m *match.Match) int {
		n := 0
		for _, mv := range m.Legal(0) {
			if mv.Kind == rs.MoveRecycle {
				n++
			}
		}
		return n
	}
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 7, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		if m.Prompt().Kind == "over" {
			t.Fatal("the game ended before seat 0 could recycle three cards")
		}
		return m.Prompt().Kind == "integrate" && m.ToMove() == 0 && len(m.View(0).(*rs.State).Hand(0)) >= 5 && recyclable(m) >= 5
	})
	board := r.Table.(*Shell).Board().(*Table)
	const at = 1
	spot := board.hand.TapSpot(at)
	for round := 0; round < 3; round++ {
		ids := append([]int(nil), board.handIDs...)
		x, y := spot.Center()
		if i := board.hand.CardAt(x, y); i != at {
			t.Fatalf("recycle %d: the tap finds hand card %d, want %d (hand %v)", round, i, at, ids)
		}
		was := make([][2]float64, len(ids))
		for j := range ids {
			was[j][0], was[j][1] = board.hand.SlotCenter(j)
		}
		r.Tap(spot)
		r.Tap(board.lay.recycle)
		r.Step(200)
		now := board.handIDs
		if len(now) != len(ids)-1 {
			t.Fatalf("recycle %d: the hand went from %v to %v", round, ids, now)
		}
		for j, id := range now {
			k := slices.Index(ids, id)
			if x, y := board.hand.SlotCenter(j); x != was[k][0] || y != was[k][1] {
				t.Errorf("recycle %d: card %d moved from %.1f,%.1f to %.1f,%.1f", round, id, was[k][0], was[k][1], x, y)
			}
		}
		if i := board.hand.CardAt(x, y); i >= 0 {
			t.Errorf("recycle %d: a second tap where the card was finds card %d (%d)", round, i, now[i])
		}
		r.Tap(spot)
		for j := range now {
			if o := board.HandPlace(j); board.Frame.Light(o) == table.Selected {
				t.Errorf("recycle %d: a second tap where the card was picks card %d", round, now[j])
			}
		}
		r.Step(30)
		if i := board.hand.CardAt(x, y); i != at {
			t.Errorf("recycle %d: after a tap the gap did not close: the tap finds card %d, want %d", round, i, at)
		}
	}
}

// A Negotiator with the same number both ways lights a whole Spot, and
// each half of it shows the cubes its own Chamber gets: one more on the
// side of a card of the Negotiator's Caste, none more on the other; the
// numbers read at 12 pixels or more at every size.
func TestEvenNegotiatorShowsEachHalf(t *testing.T) {
	var caste rs.Caste = -1
	spot, side := -1, -1
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 4, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		if m.Prompt().Kind == "over" {
			t.Fatal("no Spot beside a card of an even Negotiator's Caste")
		}
		if m.Prompt().Kind != "place" || m.ToMove() != 0 {
			return false
		}
		v := m.View(0).(*rs.State)
		for _, mv := range m.Legal(0) {
			k := rs.Caste(mv.A)
			if hi, lo, _ := v.Negotiator(0, k); mv.Kind != rs.MovePlace || mv.D == 1 || hi != lo {
				continue
			}
			sp := v.Spot(int(mv.B))
			a, b := v.ChamberCard(sp[0]), v.ChamberCard(sp[1])
			if a < 0 || b < 0 {
				continue
			}
			if ka, kb := rs.CardOf(a).Caste == k, rs.CardOf(b).Caste == k; ka != kb {
				caste, spot, side = k, int(mv.B), 0
				if kb {
					side = 1
				}
				return true
			}
		}
		return false
	})
	board := r.Table.(*Shell).Board().(*Table)
	hi, _, _ := board.view.Negotiator(0, caste)
	if n, bonus := board.previewCubes(spot, side, caste); n != hi+1 || !bonus {
		t.Errorf("the half toward the card of the Negotiator's Caste shows %d (bonus %v), want %d", n, bonus, hi+1)
	}
	if n, bonus := board.previewCubes(spot, 1-side, caste); n != hi || bonus {
		t.Errorf("the other half shows %d (bonus %v), want %d", n, bonus, hi)
	}
	where, _ := board.Where(obj{kind: objNeg, a: int16(caste)})
	r.Tap(where)
	if board.Frame.Light(obj{kind: objSpot, a: int16(spot), b: 2}) != table.Target {
		t.Errorf("the whole Spot %d does not light for the even Negotiator", spot+1)
	}
	// The numbers in the halves read at 12 pixels or more at every size,
	// the Spots between Chambers above and below included.
	for _, sz := range scenetest.Sizes {
		for _, mk := range r.Audit(sz[0], sz[1]) {
			if mk.Px < 12 && !mk.Mini {
				t.Errorf("%dx%d: %q is %.1f px high (%s)", sz[0], sz[1], mk.Label, mk.Px, mk.Where)
			}
		}
	}
}

// A mouse resting on a hand card shows the card's whole face large over
// the board, above the hand, its ability in words at 12 pixels or more,
// as a long press would; it goes when the mouse leaves the hand.
func TestHoverShowsAHandCardLarge(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 7, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		if m.Prompt().Kind == "over" {
			t.Fatal("seat 0 never integrated with cards in hand")
		}
		return m.Prompt().Kind == "integrate" && m.ToMove() == 0 && len(m.View(0).(*rs.State).Hand(0)) >= 3
	})
	board := r.Table.(*Shell).Board().(*Table)
	r.Step(60)
	if board.tip.on {
		t.Fatalf("a hand card shows large before the mouse rests on it")
	}
	spot := board.hand.TapSpot(1)
	// A tap picks the card, a second puts it back; the mouse rests there.
	r.Tap(spot)
	r.Tap(spot)
	restOn(r, board, spot, 1)
	want := board.hand.Card(1).ID
	if !board.tip.on || board.tip.id != want {
		t.Fatalf("the mouse rests on hand card %d: shown large %v, card %d", want, board.tip.on, board.tip.id)
	}
	if tr, a := board.tip.r, board.lay.area; !inside(tr, a) || tr.Y+tr.H > board.lay.handTop {
		t.Errorf("the large card %+v is not inside the board %+v above the hand (top %.0f)", tr, a, board.lay.handTop)
	}
	n := 0
	for _, mk := range r.Audit(1280, 720) {
		if !strings.Contains(mk.Where, "seeders/hover.go") {
			continue
		}
		n++
		if mk.Px < 12 {
			t.Errorf("the large card's %q is %.1f px high", mk.Label, mk.Px)
		}
	}
	if n == 0 {
		t.Errorf("the audit saw nothing of the large card")
	}
	r.Tap(board.lay.info)
	r.Step(60)
	if board.tip.on {
		t.Errorf("the card still shows large after the mouse left the hand")
	}
	// At every size it shows, above the hand.
	for _, sz := range scenetest.Sizes {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(5)
		spot := board.hand.TapSpot(1)
		r.Tap(spot)
		r.Tap(spot)
		restOn(r, board, spot, 1)
		if !board.tip.on {
			t.Errorf("%dx%d: the hand card under the mouse does not show large", sz[0], sz[1])
		} else if tr := board.tip.r; !inside(tr, board.lay.area) || tr.Y+tr.H > board.lay.handTop {
			t.Errorf("%dx%d: the large card %+v is not inside the board %+v above the hand (top %.0f)", sz[0], sz[1], tr, board.lay.area, board.lay.handTop)
		}
		r.Tap(board.lay.info)
	}
	// A long press (the kit's zoom) explains the card as fully as the
	// hover: its suit, recycling and ability in words beside it.
	for _, sz := range [][2]int{{1280, 720}, {800, 600}, {1080, 1920}} {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(5)
		d := rs.CardOf(board.hand.Card(1).ID)
		board.hand.Zoom(1)
		r.Step(40)
		said := map[string]bool{}
		for _, mk := range r.Audit(sz[0], sz[1]) {
			if strings.Contains(mk.Where, "seeders/handkey.go") {
				said[mk.Label] = true
				if mk.Px < 12 {
					t.Errorf("%dx%d: the long press's %q is %.1f px high", sz[0], sz[1], mk.Label, mk.Px)
				}
			}
		}
		for _, want := range []string{d.Name, d.Text, board.recycleWords(d)} {
			if runes := []rune(want); len(runes) > 30 {
				want = string(runes[:30]) + "…"
			}
			if want != "" && !said[want] {
				t.Errorf("%dx%d: a long press on %s does not say %q (it says %v)", sz[0], sz[1], d.Name, want, said)
			}
		}
		if !said["caste glyph"] {
			t.Errorf("%dx%d: a long press on %s does not show its suit", sz[0], sz[1], d.Name)
		}
		r.Tap(board.lay.info)
		r.Step(40)
		if board.hand.Zoomed() != nil {
			t.Errorf("%dx%d: a tap does not close the long press's view", sz[0], sz[1])
		}
	}
}

// At 1280x720 a full hand lies in a straight row of upright cards, and
// the part of each card that carries its texts (name, cost, kind and
// recycling, the "+ ability" note) is not covered by the next card; the
// ability's words are not drawn in the row, where they would be under
// 12 pixels, but on the card a tap shows whole (TestTapShowsAHandCardWhole).
func TestHandTextsStayInView(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 7, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		if m.Prompt().Kind == "over" {
			t.Fatal("seat 0 never integrated with cards in hand")
		}
		return m.Prompt().Kind == "integrate" && m.ToMove() == 0 && len(m.View(0).(*rs.State).Hand(0)) >= 4
	})
	board := r.Table.(*Shell).Board().(*Table)
	handFaces = map[string]handFace{}
	defer func() { handFaces = nil }()
	// The hand laid out for more cards than a player holds: the row as
	// tight as it gets.
	for _, sz := range [][2]int{{800, 600}, {1280, 720}} {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		for _, room := range []int{0, 8} { // eight cards, as the review saw
			board.hand.Room = room
			board.lay.handN = -1
			board.relayout()
			board.hand.Snap()
			clear(handFaces)
			r.Step(5)
			checkHandFaces(t, r, board, fmt.Sprintf("%dx%d room %d", sz[0], sz[1], room))
		}
	}
	r.W, r.H = 1280, 720
	for _, room := range []int{0, 10} {
		board.hand.Room = room
		board.lay.handN = -1
		board.relayout()
		board.hand.Snap()
		r.Step(5)
		n := board.hand.Len()
		cw, ch := handW*board.lay.handScale, handH*board.lay.handScale
		shown := board.handShown()
		var prev scenes.Rect
		for i := 0; i < n; i++ {
			if rot := board.hand.Slot(i).Rotation; rot != 0 {
				t.Errorf("room %d: hand card %d is turned %.2f", room, i, rot)
			}
			x, y := board.hand.SlotCenter(i)
			card := scenes.Rect{X: x - cw/2, Y: y - ch/2, W: cw, H: ch}
			if i > 0 && overlap(prev, card) {
				t.Errorf("room %d: hand card %d covers the texts %+v of card %d", room, i, prev, i-1)
			}
			prev = scenes.Rect{X: card.X, Y: card.Y, W: cw * shown, H: ch}
			if i > 0 && card.Y != prev.Y {
				t.Errorf("room %d: hand card %d is not in line", room, i)
			}
		}
		if shown < handVisible {
			t.Errorf("room %d: %.2f of each card in view, want %.2f", room, shown, handVisible)
		}
	}
	for _, mk := range r.Audit(1280, 720) {
		if strings.Contains(mk.Where, "seeders/face.go") && mk.Px < 12 && !mk.Mini {
			t.Errorf("a hand card's %q is %.1f px high", mk.Label, mk.Px)
		}
	}
}

// A tap on a hand card shows its whole face large, the ability's words
// at 12 pixels or more, off the places lit for it and above the hand; a
// tap elsewhere puts it back. Out of Integration the tap says when cards
// are played.
func TestTapShowsAHandCardWhole(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 7, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		if m.Prompt().Kind == "over" {
			t.Fatal("seat 0 never integrated with cards in hand")
		}
		return m.Prompt().Kind == "integrate" && m.ToMove() == 0 && len(m.View(0).(*rs.State).Hand(0)) >= 3
	})
	board := r.Table.(*Shell).Board().(*Table)
	for _, sz := range scenetest.Sizes {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(5)
		want := board.hand.Card(0).ID
		r.Tap(board.hand.TapSpot(0))
		r.Step(5)
		if !board.tip.on || board.tip.shown != want {
			t.Fatalf("%dx%d: a tap on hand card %d shows %d large (%v)", sz[0], sz[1], want, board.tip.shown, board.tip.on)
		}
		tr := board.tip.r
		if !inside(tr, board.lay.area) || tr.Y+tr.H > board.lay.handTop {
			t.Errorf("%dx%d: the large card %+v is not inside the board %+v above the hand (top %.0f)", sz[0], sz[1], tr, board.lay.area, board.lay.handTop)
		}
		for _, l := range board.Frame.Lit() {
			if tr.Overlaps(l) {
				t.Errorf("%dx%d: the large card %+v covers the lit place %+v", sz[0], sz[1], tr, l)
			}
		}
		if sz == [2]int{1280, 720} {
			n := 0
			for _, mk := range r.Audit(1280, 720) {
				if !strings.Contains(mk.Where, "seeders/hover.go") {
					continue
				}
				n++
				if mk.Px < 12 {
					t.Errorf("the large card's %q is %.1f px high", mk.Label, mk.Px)
				}
			}
			if n == 0 {
				t.Errorf("the audit saw nothing of the large card")
			}
		}
		r.Tap(board.lay.info)
		r.Step(5)
		if board.tip.on {
			t.Errorf("%dx%d: the card still shows large after a tap elsewhere", sz[0], sz[1])
		}
	}
}

// restOn moves the mouse a little from spot, just clicked, still on hand
// card i, and rests it there: a click hushes the tooltips until the mouse
// moves on.
func restOn(r *scenetest.Rig, board *Table, spot scenes.Rect, i int) {
	x, y := spot.Center()
	for _, d := range [][2]float64{{0, -10}, {0, 10}, {10, 0}, {-10, 0}} {
		if board.hand.CardAt(x+d[0], y+d[1]) == i {
			x, y = x+d[0], y+d[1]
			break
		}
	}
	r.Script.Rest(x, y, 60)
	r.PlayEvery(8)
}

// At the game's start, the viewer's Ark empty, the hand shows its cards
// whole during the Negotiation at 1280x720, 1920x1080 and 800x600 (not
// folded to tabs that look run off the screen), clear of the Arks and of
// the side.
func TestHandShowsWholeWhereThereIsRoom(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 3, nil, "human", "human", "human")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	sh := r.Table.(*Shell)
	for i := 0; i < 50 && sh.Passing(); i++ {
		r.Tap(sh.PassButton())
	}
	r.Step(60)
	board := sh.Board().(*Table)
	for _, sz := range [][2]int{{1280, 720}, {1920, 1080}, {800, 600}} {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(2)
		r.Shoot(fmt.Sprintf("seeders-hand-%dx%d", sz[0], sz[1]), sz[0], sz[1])
		l := &board.lay
		if !l.risen {
			t.Errorf("%dx%d: the hand is folded to its names, with the viewer's Ark empty", sz[0], sz[1])
			continue
		}
		for _, b := range board.ark.order {
			if b.r.Y+b.r.H > l.handTop {
				t.Errorf("%dx%d: the whole hand from %.0f covers %q %v", sz[0], sz[1], l.handTop, rs.CardOf(b.id).Name, b.r)
			}
		}
		if l.handRight > l.side.X {
			t.Errorf("%dx%d: the hand reaches %.0f, under the side from %.0f", sz[0], sz[1], l.handRight, l.side.X)
		}
		// The whole cards lie in a panel of their own, clear of every
		// Ark's (the twelfth review read them as cards in the Ark).
		for p := range l.rows {
			if panel := board.rowPanel(p); panel.Y+panel.H > l.handTop {
				t.Errorf("%dx%d: %s's Ark panel %+v runs under the hand from %.0f", sz[0], sz[1], board.Names[p], panel, l.handTop)
			}
		}
		hp := board.handPanel()
		for i, out := range board.handOut {
			if bottom := r.H/board.app.Scale() + out; bottom > hp.Y+hp.H || out > 0 {
				t.Errorf("%dx%d: hand card %d ends at %.0f, past its panel %+v", sz[0], sz[1], i, bottom, hp)
			}
		}
	}
}

// TestHandOfSixStaysWhole plays to a hand of six cards outside
// Integration at 1280x720, as during a Chamber's resolution: too wide for
// the cards side by side left of the side, they stand whole all the same,
// overlapping as the fan lays them, every card inside the window (the
// thirteenth review saw the strip of names cut off there).
func TestHandOfSixStaysWhole(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 1, nil, "bot:normal", "bot:normal", "human")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8
	rng := rules.NewRNG(1)
	if !r.PlayUntil(&rng, lively, func([]rules.Move) bool {
		return m.Prompt().Kind == "return" && m.ToMove() == 2 && len(m.View(2).(*rs.State).Hand(rules.Seat(2))) >= 6
	}) {
		t.Skip("no hand of six outside Integration")
	}
	r.Step(30)
	b := r.Table.(*Shell).Board().(*Table)
	l := &b.lay
	if !l.fold || !l.risen {
		t.Errorf("the hand of %d is not whole on screen (fold %v, risen %v)", b.hand.Len(), l.fold, l.risen)
	}
	if l.handRight > l.side.X+0.5 {
		t.Errorf("the hand runs to %.0f, under the side from %.0f", l.handRight, l.side.X)
	}
	for i, out := range b.handOut {
		if out > 0 {
			t.Errorf("hand card %d runs %.0f past the window's bottom", i, out)
		}
	}
	r.Shoot("seeders-hand-six-1280x720", 1280, 720)
}

// checkHandFaces checks the whole hand cards just drawn: each name whole
// on at most three lines of whole words, clear of the next card's light,
// at 12 pixels or more unless the card is a miniature that zooms whole on
// tap; every text on its card, and the card inside the window.
func checkHandFaces(t *testing.T, r *scenetest.Rig, board *Table, where string) {
	t.Helper()
	px := board.lay.handScale * board.app.Scale()
	ch := handH * board.lay.handScale
	for i, id := range board.handIDs {
		name := rs.CardOf(id).Name
		f, ok := handFaces[name]
		if !ok {
			t.Errorf("%s: hand card %q was not drawn whole", where, name)
			continue
		}
		// Whole words on each line, never one broken with a hyphen.
		if joined := strings.Join(f.lines, " "); joined != name || len(f.lines) > 3 {
			t.Errorf("%s: %q shows as %q", where, name, f.lines)
		}
		// The next card's light reaches 9.5 units left of it.
		clear := handW - 5.0
		if i+1 < len(board.handIDs) {
			x0, _ := board.hand.SlotCenter(i)
			x1, _ := board.hand.SlotCenter(i + 1)
			clear = min(clear, (x1-x0)/board.lay.handScale-9.5-5)
		}
		if f.glyphRight > clear+5.5 {
			t.Errorf("%s: %q's Caste symbol ends at %.0f, under the next card or its light past %.0f", where, name, f.glyphRight, clear+5)
		}
		for _, l := range f.lines {
			if w, _ := board.app.Text.Measure(l, f.ts, true); w > clear {
				t.Errorf("%s: %q's line %q is %.0f wide, under the next card or its light past %.0f", where, name, l, w, clear)
			}
		}
		if f.ts*px < 11.99 && !f.mini {
			t.Errorf("%s: %q's name is %.1f px high", where, name, f.ts*px)
		}
		if f.bottom > handH {
			t.Errorf("%s: %q's texts end at %.0f, past the card's %v", where, name, f.bottom, handH)
		}
		if _, y := board.hand.SlotCenter(i); (y+ch/2)*board.app.Scale() > r.H+0.5 {
			t.Errorf("%s: hand card %q ends at %.0f px, past the window's %v", where, name, (y+ch/2)*board.app.Scale(), r.H)
		}
	}
}

// TestHandWholeWithFullArks plays into the second game turn's
// Negotiation, the Arks grown, and checks at every size that each hand
// card lies whole inside the window and, folded in landscape, that the
// hand stands in its labelled panel (the eighteenth review saw only the
// cards' name bands at the foot of 1280x720, no "Your hand"). At
// 800x600 the upright Wing leaves the Arks no room for it yet: the hand
// stays the strip of its names there.
func TestHandWholeWithFullArks(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 11, nil, "human", "bot:random", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8
	rng := rules.NewRNG(11)
	if !r.PlayUntil(&rng, lively, func([]rules.Move) bool {
		v := m.View(0).(*rs.State)
		return m.Prompt().Kind == "place" && m.ToMove() == 0 && v.Turn() >= 2 && len(v.Ark(0)) >= 3
	}) {
		t.Skip("no Negotiation with grown Arks")
	}
	r.Step(60)
	b := r.Table.(*Shell).Board().(*Table)
	for _, sz := range [][2]int{{1280, 720}, {1920, 1080}, {1080, 1920}} {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(4)
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		r.Shoot("seeders-hand-grown-"+name, sz[0], sz[1])
		l := &b.lay
		if l.fold && !l.risen {
			t.Errorf("%s: the hand is folded to its names' bands at the window's foot", name)
		}
		if l.fold && !b.handLabeled {
			t.Errorf("%s: the hand's panel says not \"Your hand\"", name)
		}
		w := r.W / b.app.Scale()
		for i := range b.handIDs {
			x, _ := b.hand.SlotCenter(i)
			if half := handW * l.handScale / 2; x-half < 0 || x+half > w+0.5 {
				t.Errorf("%s: hand card %d spans %.0f to %.0f, the window %.0f wide", name, i, x-half, x+half, w)
			}
			if i < len(b.handOut) && b.handOut[i] > 0.5 {
				t.Errorf("%s: hand card %d runs %.0f past the window's foot", name, i, b.handOut[i])
			}
		}
	}
}

// A card that recycles for the turn's number gives the same figure on its
// large face as on the hand's card and in the prompt (the nineteenth
// review: "recycles for the turn" beside "for 1").
func TestRecycleSaysOneFigure(t *testing.T) {
	st := rs.New(rules.Setup{Seats: 3, Seed: 1})
	tb := &Table{view: st}
	seen := false
	for id := 0; id < rs.NumCards; id++ {
		d := rs.CardOf(id)
		if d.Recycle != 0 {
			continue
		}
		seen = true
		want := strconv.Itoa(recycleGain(d, st.Turn()))
		if got := tb.recycleText(d); !strings.HasPrefix(got, want+" ") {
			t.Errorf("%s's large face recycles for %q, its hand card and the prompt for %s", d.Name, got, want)
		}
	}
	if !seen {
		t.Fatal("no card recycles for the turn's number")
	}
}
