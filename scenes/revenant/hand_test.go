package revenant

import (
	"sort"
	"strings"
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestHand plays a game at 1280x720 and checks that the next card never
// covers a hand card's name in a hand of up to seven (a fuller hand
// closes into the kit's fan), and that a long press on a hand card opens
// it large, at the start and when the hand's cards can be played, as the
// other titles' hand cards do.
func TestHand(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 11, nil, "human", "bot:easy")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8
	b := r.Table.(*Shell).Board().(*Table)
	rng := rules.NewRNG(11)
	tried := map[string]bool{}
	most := 0
	playUntil(r, &rng, func(legal []rules.Move) bool {
		if tried["play"] && most >= 6 {
			return true
		}
		if r.M.Prompt().Seat != 0 || b.hand.Len() == 0 {
			return false
		}
		sx := b.hand.Node.ScaleX
		for i := 1; i < b.hand.Len() && b.hand.Len() <= 7; i++ {
			x0, _ := b.hand.SlotCenter(i - 1)
			x1, _ := b.hand.SlotCenter(i)
			if x1-x0 < handStrip*handW*sx {
				t.Errorf("hand cards %d and %d of %d are %.0f px apart: the next card covers the name of the first (%.0f px wide)", i-1, i, b.hand.Len(), x1-x0, handW*sx)
			}
			if gap := x1 - x0 - handW*sx; gap >= 0 && gap < handLightGap {
				t.Errorf("hand cards %d and %d of %d lie side by side %.1f apart: their highlights touch (want %.0f)", i-1, i, b.hand.Len(), gap, handLightGap)
			}
		}
		most = max(most, b.hand.Len())
		playable := false
		for _, mv := range legal {
			first, _ := b.Path(mv)
			playable = playable || first.kind == objHand
		}
		kind := "start"
		if playable {
			kind = "play"
		}
		if tried[kind] {
			return false
		}
		tried[kind] = true
		r.Step(30)
		r.Shoot("revenant-hand-"+kind+"-1280x720", 1280, 720)
		x, y := b.hand.TapSpot(0).Center()
		r.Script.TouchLongPress(x, y)
		r.Step(40)
		if b.hand.Zoomed() == nil {
			t.Errorf("%s: a long press on a hand card did not open it large", kind)
		}
		r.Shoot("revenant-handzoom-"+kind+"-1280x720", 1280, 720)
		r.Tap(b.lay.influence)
		r.Step(30)
		return false
	})
	if !tried["play"] {
		t.Error("no hand card could be played")
	}
	t.Logf("at most %d cards in hand", most)
}

// handLightGap is the least gap between two hand cards side by side: the
// kit's highlight lines (table.DrawLight) reach 5 past a card, and the
// eleventh review saw two cards' outlines touch.
const handLightGap = 14.0

// TestSevenCards gives the viewer a hand of the seven cards with the
// widest names at 1280x720 and checks that they lie side by side, each
// card's strip (its name, cost and text) in view past the next one, not
// closed into the kit's fan; that each name is drawn whole, on one line
// or two, within the strip and its band, above the line of the cost and
// kind; and that the names and every other text on the cards are at
// least scenetest.LegibleBar high at every size.
func TestSevenCards(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 11, nil, "human", "human")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.Step(4)
	b := r.Table.(*Shell).Board().(*Table)
	ids := make([]int, rr.NumCards)
	for i := range ids {
		ids[i] = i
	}
	width := func(id int) float64 {
		w, _ := r.App.Text.Measure(rr.Cards[id].Name, 15, true)
		return w
	}
	sort.SliceStable(ids, func(i, j int) bool { return width(ids[i]) > width(ids[j]) })
	ids = ids[:7]
	b.setHand(ids)
	r.Step(30)
	if b.hand.Len() != 7 {
		t.Fatalf("the hand holds %d cards, want 7", b.hand.Len())
	}
	sx := b.hand.Node.ScaleX
	for i := 1; i < 7; i++ {
		x0, _ := b.hand.SlotCenter(i - 1)
		x1, _ := b.hand.SlotCenter(i)
		if x1-x0 < handStrip*handW*sx {
			t.Errorf("hand cards %d and %d of 7 are %.0f apart: the next card covers the strip of the first (%.0f of %.0f)", i-1, i, x1-x0, handStrip*handW*sx, handW*sx)
		}
	}
	// Each name as drawWideCard fits it at 1280x720: whole, in the strip,
	// its second line inside the band, above the cost and kind.
	sw := handW*handStrip - 8
	lines := map[int][2]string{}
	for _, id := range ids {
		name := rr.Cards[id].Name
		ns, first, second := handName(r.App.Text, name, max(15, scenes.MinTextPx/(sx*b.lay.pixels())), sw)
		lines[id] = [2]string{first, second}
		whole := first == name || first+" "+second == name
		w1, _ := r.App.Text.Measure(first, ns, true)
		w2, _ := r.App.Text.Measure(second, ns, true)
		if !whole || w1 > sw || w2 > sw {
			t.Errorf("%q is drawn as %q and %q, %.0f and %.0f wide in a strip of %.0f", name, first, second, w1, w2, sw)
		}
		if second != "" && 3+ns*nameLead+ns > max(22, nameBand(ns, true)) {
			t.Errorf("the second line of %q runs out of its band", name)
		}
	}
	// Drawn at each size, every text on a hand card but its name is
	// legible: one too small for its text says how to open it large, or
	// nothing. The names' lines (broken anew at each scale) are legible
	// too but at 800x600, where the seven cards are miniatures that open
	// large on a long press, as every hand card does.
	for _, sz := range scenetest.Sizes {
		marks := r.Audit(sz[0], sz[1])
		for _, mk := range marks {
			name := false
			for _, id := range ids {
				name = name || strings.Contains(rr.Cards[id].Name, mk.Label)
			}
			if strings.Contains(mk.Where, "revenant/card.go") && strings.TrimSpace(mk.Label) != "" && !name && mk.Px < scenetest.LegibleBar {
				t.Errorf("%dx%d: a hand card's %q is %.1f px high, want %d", sz[0], sz[1], mk.Label, mk.Px, scenetest.LegibleBar)
			}
		}
		if sz[0] == 800 {
			continue
		}
		for _, id := range ids {
			name := rr.Cards[id].Name
			found := false
			for _, mk := range marks {
				if len(mk.Label) < 2 || !strings.Contains(mk.Where, "card.go") || !(strings.HasPrefix(name, mk.Label) || strings.HasSuffix(name, " "+mk.Label)) {
					continue
				}
				found = true
				if mk.Px < scenetest.LegibleBar {
					t.Errorf("%dx%d: %q of %q is %.1f px high, want %d", sz[0], sz[1], mk.Label, name, mk.Px, scenetest.LegibleBar)
				}
			}
			if !found {
				t.Errorf("%dx%d: the name %q is not drawn", sz[0], sz[1], name)
			}
		}
	}
	// Once the device is handed over, the card the mouse rests on is
	// raised with its text legible, or drawn large above the hand.
	for r.Table.Passing() {
		r.Tap(r.Table.PassButton())
		r.Step(30)
	}
	b.setHand(ids)
	r.Step(2)
	at := b.hand.TapSpot(3)
	x, y := at.Center()
	r.Script.Rest(x, y, 4)
	r.Step(4)
	r.Shoot("revenant-peek-1280x720", 1280, 720) // with $STARBOARD_SHOTS
	if b.peek.W == 0 && b.unread[ids[3]] {
		t.Error("the mouse resting on a card of seven, too small for its text, shows it no larger")
	} else if px := 12 * b.peek.W / 100 * b.lay.pixels(); b.peek.W > 0 && px < scenetest.LegibleBar {
		t.Errorf("the card the mouse rests on is drawn large with its text %.1f px high, want %d", px, scenetest.LegibleBar)
	}
}

// TestRaisedCardClear raises each card of a hand of five at every size,
// under a resting mouse and then selected by a tap, and checks that the
// raised card keeps below everything the board places (the map's Sectors
// and Planets, the boards): a card lifted to be read or played never
// covers the place the next tap goes to.
func TestRaisedCardClear(t *testing.T) {
	g := scenetest.Game{Title: rr.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random"}}
	scenetest.EverySize(t, g, []int{2}, func(t *testing.T, r *scenetest.Rig) {
		b := r.Table.(*Shell).Board().(*Table)
		b.setHand([]int{0, 1, 2, 3, 4})
		r.Step(30)
		top := func(i int) float64 {
			n := b.hand.Card(i).Node
			w := n.World()
			least := 1e9
			for _, c := range [4][2]float64{{0, 0}, {n.W, 0}, {0, n.H}, {n.W, n.H}} {
				_, y := w.Apply(c[0], c[1])
				least = min(least, y)
			}
			return least
		}
		for i := 0; i < b.hand.Len(); i++ {
			x, y := b.hand.TapSpot(i).Center()
			r.Script.Rest(x, y, 60)
			r.Step(40) // the mouse still rests there
			if b.hand.Lifted() != i {
				t.Fatalf("card %d is not raised under the mouse (%d is)", i, b.hand.Lifted())
			}
			if y := top(i); y < b.lay.handTop-0.5 {
				t.Errorf("card %d raised under the mouse reaches %.0f, above the hand's room at %.0f: it covers the board", i, y, b.lay.handTop)
			}
			r.Play()
		}
		x, y := b.hand.TapSpot(2).Center()
		r.Script.Tap(x, y)
		r.Script.Rest(b.lay.area.X+1, b.lay.area.Y+1, 30)
		r.Play()
		if b.hand.Selected() == 2 {
			if y := top(2); y < b.lay.handTop-0.5 {
				t.Errorf("the selected card reaches %.0f, above the hand's room at %.0f", y, b.lay.handTop)
			}
		}
	})
}

// TestNamesUpright gives the viewer Fuel Cache and the cards with the
// widest names and checks at every size that each card lies upright (the
// canvas draws texts upright: on a turned card a name runs off its band,
// as the third review saw Fuel Cache do in portrait) and that each name
// is drawn whole within its card's strip, on one line or two.
func TestNamesUpright(t *testing.T) {
	g := scenetest.Game{Title: rr.Title, Table: New, Seed: 11, Players: []string{"human", "bot:easy"}}
	scenetest.EverySize(t, g, []int{2}, func(t *testing.T, r *scenetest.Rig) {
		r.Step(200) // the bot's first moves made
		b := r.Table.(*Shell).Board().(*Table)
		ids := make([]int, rr.NumCards)
		for i := range ids {
			ids[i] = i
		}
		width := func(id int) float64 {
			w, _ := r.App.Text.Measure(rr.Cards[id].Name, 15, true)
			return w
		}
		sort.SliceStable(ids, func(i, j int) bool { return width(ids[i]) > width(ids[j]) })
		hand := ids[:4]
		for id := range rr.Cards {
			if rr.Cards[id].Name == "Fuel Cache" {
				hand = append(hand, id)
			}
		}
		b.setHand(hand)
		r.Step(30)
		sx := b.hand.Node.ScaleX
		sw := handW*handStrip - 8
		for i, id := range hand {
			if rot := b.hand.Card(i).Node.Rotation; rot != 0 {
				t.Errorf("%q lies turned by %.2f", rr.Cards[id].Name, rot)
			}
			name := rr.Cards[id].Name
			ns, first, second := handName(r.App.Text, name, max(15, scenes.MinTextPx/(sx*b.lay.pixels())), sw)
			w1, _ := r.App.Text.Measure(first, ns, true)
			w2, _ := r.App.Text.Measure(second, ns, true)
			if whole := first == name || first+" "+second == name; !whole || w1 > sw || w2 > sw {
				t.Errorf("%q is drawn as %q and %q, %.0f and %.0f wide in a strip of %.0f", name, first, second, w1, w2, sw)
			}
		}
	})
}

// TestHandWhole gives the viewer hands of one to nine cards at every
// size and checks that each card lies whole inside the window and the
// board's area (off the kit's panel): a card cut at the window's edge or
// under the panel cannot be read, and the fan's overlaps are the kit's
// miniatures, each opening large on a long press.
func TestHandWhole(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 11, nil, "human", "human")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.Step(4)
	b := r.Table.(*Shell).Board().(*Table)
	for _, sz := range scenetest.Sizes {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		for n := 1; n <= 9; n++ {
			ids := make([]int, n)
			for i := range ids {
				ids[i] = i * 3
			}
			b.setHand(ids)
			r.Step(4)
			a := b.lay.area
			// The window in the canvas's units.
			ww, wh := r.W/b.lay.pixels(), r.H/b.lay.pixels()
			for i := 0; i < n; i++ {
				cr := handCardRect(b, i)
				if cr.X < -0.5 || cr.Y < -0.5 || cr.X+cr.W > ww+0.5 || cr.Y+cr.H > wh+0.5 {
					t.Errorf("%dx%d, %d cards: card %d at %v leaves the window", sz[0], sz[1], n, i, cr)
				} else if cr.X < a.X-1 || cr.Y < a.Y-1 || cr.X+cr.W > a.X+a.W+1 || cr.Y+cr.H > a.Y+a.H+1 {
					t.Errorf("%dx%d, %d cards: card %d at %v leaves the board's area %v (under the panel)", sz[0], sz[1], n, i, cr, a)
				}
				if sz[0] == 800 && n >= 4 && i == 0 {
					namesInStrips(t, r, b, ids)
				}
				if n <= 3 && b.unread[ids[i]] {
					// The tenth review's small window showed "Point or
					// hold to read" where a card's text was.
					t.Errorf("%dx%d, %d cards: card %d (%s) leaves its text to the large view", sz[0], sz[1], n, i, rr.Cards[ids[i]].Name)
				}
			}
		}
	}
}

// namesInStrips checks that each hand card's name is drawn whole at a
// legible size inside the part of its card the next one leaves in view:
// a small window's hand of four to nine read "Repair Dron" cut by the next
// card (the eleventh review).
func namesInStrips(t *testing.T, r *scenetest.Rig, b *Table, ids []int) {
	t.Helper()
	var marks []scenes.Mark
	for _, mk := range r.Audit(800, 600) {
		if strings.Contains(mk.Where, "revenant/card.go") && !mk.Symbol {
			marks = append(marks, mk)
		}
	}
	px := b.hand.Node.ScaleX * b.lay.pixels()
	at := 0 // the cards are drawn left to right, each name first
	for i, id := range ids {
		name := rr.Cards[id].Name
		strip := handW*b.handCardShown(i) - 8
		if i == len(ids)-1 {
			strip = handW - 10
		}
		for at < len(marks) && !strings.HasPrefix(name, strings.TrimSuffix(marks[at].Label, "-")) {
			at++
		}
		drawn := ""
		for ; at < len(marks) && len(drawn) < len(name); at++ {
			l := marks[at].Label
			if mk := marks[at]; mk.Px < scenetest.LegibleBar {
				t.Errorf("%d cards: %q of %q is %.1f px high, want %d", len(ids), l, name, mk.Px, scenetest.LegibleBar)
			}
			if w, _ := r.App.Text.Measure(l, marks[at].Px/px, true); w > strip+0.5 {
				t.Errorf("%d cards: %q of %q is %.0f wide, its card shows %.0f past the next", len(ids), l, name, w, strip)
			}
			if drawn != "" && !strings.HasSuffix(drawn, "-") {
				drawn += " "
			}
			drawn = strings.TrimSuffix(drawn, "-") + l
		}
		if strings.TrimSuffix(drawn, "-") != name {
			t.Errorf("%d cards: %q is drawn as %q", len(ids), name, drawn)
		}
	}
}

// handCardRect is where hand card i lies on screen, at rest.
func handCardRect(b *Table, i int) scenes.Rect {
	x, y := b.hand.SlotCenter(i)
	s := b.hand.Node.ScaleX
	return scenes.Rect{X: x - handW*s/2, Y: y - handH*s/2, W: handW * s, H: handH * s}
}

// TestHandKinds lays three hand cards, one of each kind, in a small
// window (800x600) and checks that each names its kind, legible: the
// fourteenth review saw only the cost's dots there.
func TestHandKinds(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 11, nil, "human", "human")
	r := scenetest.NewRig(t, m, New(m), 800, 600)
	r.Step(4)
	b := r.Table.(*Shell).Board().(*Table)
	var ids []int
	seen := map[string]bool{}
	for id := range rr.Cards {
		if kind := rr.CardKindNames[rr.Cards[id].Kind]; !seen[kind] {
			seen[kind] = true
			ids = append(ids, id)
		}
	}
	b.setHand(ids)
	r.Step(30)
	shown := map[string]bool{}
	for _, mk := range r.Audit(800, 600) {
		if strings.Contains(mk.Where, "revenant/card.go") && seen[mk.Label] && mk.Px >= scenetest.LegibleBar {
			shown[mk.Label] = true
		}
	}
	for kind := range seen {
		if !shown[kind] {
			t.Errorf("800x600: no hand card names its kind %q %d px high or more", kind, scenetest.LegibleBar)
		}
	}
}
