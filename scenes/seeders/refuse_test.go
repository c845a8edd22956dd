package seeders

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// A tap on a taken Spot, or on a free one before a Negotiator is picked,
// says why nothing happens, and a tap on a lit half still places.
func TestSpotRefusalsSayWhy(t *testing.T) {
	taken := func(m *match.Match) int {
		v := m.View(0).(*rs.State)
		for i := 0; i < v.SpotCount(); i++ {
			if s, _ := v.SpotHolder(i); s != rules.NoSeat {
				return i
			}
		}
		return -1
	}
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 4, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		return m.Prompt().Kind == "place" && m.ToMove() == 0 && taken(m) >= 0
	})
	m := r.M
	sh := r.Table.(*Shell)
	board := sh.Board().(*Table)
	v := m.View(0).(*rs.State)
	toast := func(what string, want string) {
		t.Helper()
		msg, shown := sh.Toast()
		if !shown || !strings.Contains(msg, want) {
			t.Errorf("%s: the table says %q (shown %v), want %q", what, msg, shown, want)
		}
	}
	busy := taken(m)
	where, _ := board.Where(obj{kind: objOnSpot, a: int16(busy)})
	r.Tap(where)
	toast("a tap on a taken Spot", "That Spot is taken")
	near(t, r, sh, where, "a tap on a taken Spot")
	r.Shoot("seeders-refused-1280x720", 1280, 720)
	free := -1
	for i := 0; i < v.SpotCount() && free < 0; i++ {
		if s, _ := v.SpotHolder(i); s == rules.NoSeat {
			free = i
		}
	}
	r.Step(300) // the reason goes
	where, _ = board.Where(obj{kind: objOnSpot, a: int16(free)})
	r.Tap(where)
	toast("a tap on a free Spot with no Negotiator picked", "Pick one of your Negotiators first")
	r.Step(300)
	// A newcomer taps the card of the Chamber they want: it shows large,
	// with where the Negotiators go, and nothing is refused.
	r.Tap(board.lay.cards[0])
	if msg, up := sh.Toast(); up {
		t.Errorf("a tap on a Chamber's card is refused: %q", msg)
	}
	if !board.look.on {
		t.Errorf("a tap on a Chamber's card does not show it large")
	}
	r.Shoot("seeders-chamber-look-1280x720", 1280, 720)
	r.Step(300)
	// Another seat's Ark says whose it is and how to see its cards.
	r.Tap(board.lay.rowHead[1])
	toast("a tap on another seat's Ark", "hold a card to see it whole")
	r.Step(300)
	var pick rules.Move
	for _, mv := range m.Legal(0) {
		if mv.Kind == rs.MovePlace && mv.D != 1 && mv.B == int16(busy) {
			t.Fatalf("placing on the taken Spot %d is legal", busy)
		}
		if mv.Kind == rs.MovePlace && mv.D != 1 && pick.Kind != rs.MovePlace {
			pick = mv
		}
	}
	first, spot := board.Path(pick)
	where, _ = board.Where(first)
	r.Tap(where)
	// With a Negotiator picked the Wing's free Spots are lit all round: a
	// tap on the taken one at the top left still says why beside it.
	topLeft, _ := board.Where(obj{kind: objOnSpot, a: int16(busy)})
	r.Tap(topLeft)
	toast("a tap on a taken Spot with a Negotiator picked", "That Spot is taken")
	near(t, r, sh, topLeft, "a tap on a taken Spot with a Negotiator picked")
	r.Shoot("seeders-refused-picked-1280x720", 1280, 720)
	r.Step(300)
	// Every taken Spot says why beside the tap, wherever it lies.
	for i := 0; i < v.SpotCount(); i++ {
		if s, _ := v.SpotHolder(i); s == rules.NoSeat || i == busy {
			continue
		}
		if board.Frame.Light(first) != table.Selected {
			r.Tap(where)
		}
		at, _ := board.Where(obj{kind: objOnSpot, a: int16(i)})
		r.Tap(at)
		near(t, r, sh, at, fmt.Sprint("a tap on the taken Spot ", i, " with a Negotiator picked"))
		r.Step(300)
	}
	if board.Frame.Light(first) != table.Selected {
		r.Tap(where)
	}
	// The prompt says what the next tap does.
	if _, text := sh.PromptShown(); !strings.Contains(text, "Tap a lit") {
		t.Errorf("with a Negotiator picked the prompt reads %q, want what to tap next", text)
	}
	where, _ = board.Where(spot)
	r.Tap(where)
	r.Step(60)
	if _, _, sp := m.View(0).(*rs.State).Negotiator(0, rs.Caste(pick.A)); sp < 0 {
		t.Errorf("a tap on a lit half after picking a Negotiator did not place it")
	}
}

// near fails the test unless the refusal near the pointer is up within
// 150 pixels of the tap at where, and keeps off the turn order and the
// legend (table.Keeper).
func near(t *testing.T, r *scenetest.Rig, sh *Shell, where scenes.Rect, what string) {
	t.Helper()
	at, up := sh.ToastPlace()
	if !up {
		t.Errorf("%s: no refusal near the pointer", what)
		return
	}
	x, y := where.Center()
	dx := max(at.X-x, 0, x-at.X-at.W)
	dy := max(at.Y-y, 0, y-at.Y-at.H)
	if d := math.Hypot(dx, dy) * sh.Board().(*Table).app.Scale(); d > 150 {
		t.Errorf("%s: the refusal %+v lands %.0f px from the tap at %.0f,%.0f; lit %+v", what, at, d, x, y, sh.Board().(*Table).Frame.Lit())
	}
	board := sh.Board().(*Table)
	for _, read := range board.KeepClear(nil) {
		if overlap(read, at) {
			t.Errorf("%s: the refusal %+v covers %+v (the turn order, the legend)", what, at, read)
		}
	}
}

// A Unit card dropped anywhere in the viewer's Ark, off the "+ new
// Unit" slot, becomes a new Unit: the whole Ark takes it. The slot shows
// before any card is picked.
func TestArkTakesAUnitAnywhere(t *testing.T) {
	unit := func(m *match.Match) int16 {
		for _, mv := range m.Legal(0) {
			if mv.Kind == rs.MoveIntegrate && mv.B < 0 && mv.C < 0 && rs.CardOf(int(mv.A)).Unit {
				return mv.A
			}
		}
		return -1
	}
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 7, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		if m.Prompt().Kind == "over" {
			t.Fatal("seat 0 never could build a Unit")
		}
		return m.Prompt().Kind == "integrate" && m.ToMove() == 0 && unit(m) >= 0
	})
	sh := r.Table.(*Shell)
	board := sh.Board().(*Table)
	if !board.newUnitOpen() {
		t.Error("the new Unit's place is not shown before a card is picked")
	}
	id := unit(r.M)
	where, ok := board.Where(board.handObj(id))
	if !ok {
		t.Fatal("the Unit card is not in the hand")
	}
	// A point of the viewer's Ark on nothing, far from the slot.
	row := board.lay.rows[0]
	x, y := 0.0, row.Y+row.H*0.5
	for try := row.X + row.W - 6; try > row.X; try -= 6 {
		free := true
		for _, b := range board.ark.boxes {
			free = free && !b.r.Inset(-4).Contains(try, y)
		}
		if nu, ok := board.Where(obj{kind: objNewUnit}); ok && nu.Inset(-4).Contains(try, y) {
			free = false
		}
		if free {
			x = try
			break
		}
	}
	if x == 0 {
		t.Fatal("no free point in the Ark")
	}
	moves := r.M.Moves()
	r.Drag(where, scenes.Rect{X: x - 1, Y: y - 1, W: 2, H: 2})
	r.Shoot("seeders-ark-drop-1280x720", 1280, 720)
	if r.M.Moves() == moves {
		msg, _ := sh.Toast()
		t.Fatalf("the Unit dropped in the Ark off the slot made no move (the table says %q)", msg)
	}
	if !slices.Contains(r.M.View(0).(*rs.State).Ark(0), int(id)) {
		t.Errorf("%s is not in the Ark after the drop", rs.CardOf(int(id)).Name)
	}
	// The Arks lie over the Wing now: no point of them is a Spot, whose
	// refusal would speak of placing Negotiators.
	if !board.lay.arkFocus {
		t.Fatal("the Arks do not take the Wing's room in the Integration")
	}
	for _, rc := range board.lay.rows {
		for fx := 0.05; fx < 1; fx += 0.1 {
			for fy := 0.05; fy < 1; fy += 0.3 {
				if p, ok := board.PlaceAt(rc.X+rc.W*fx, rc.Y+rc.H*fy); ok && (p.kind == objSpot || p.kind == objOnSpot) {
					t.Fatalf("a point of an Ark, %v, is taken for Spot %d", rc, p.a)
				}
			}
		}
	}
}

// A card the viewer cannot pay for, picked, then a tap in their Ark: the
// table says the cost and the Resources they have.
func TestArkTapSaysTheCost(t *testing.T) {
	dear := func(m *match.Match) int {
		v := m.View(0).(*rs.State)
		for _, id := range v.Hand(0) {
			if rs.CardOf(id).Cost > v.Resources(0) {
				return id
			}
		}
		return -1
	}
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 7, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		if m.Prompt().Kind == "over" {
			t.Fatal("seat 0 never held a card it could not pay for")
		}
		return m.Prompt().Kind == "integrate" && m.ToMove() == 0 && dear(m) >= 0
	})
	sh := r.Table.(*Shell)
	board := sh.Board().(*Table)
	id := dear(r.M)
	card := board.handObj(int16(id))
	where, ok := board.Where(card)
	if !ok {
		t.Fatal("the card is not in the hand")
	}
	r.Tap(where)
	if board.Frame.Light(card) != table.Selected {
		t.Fatalf("a tap on the hand card did not pick it")
	}
	head := board.lay.rowHead[0]
	r.Tap(scenes.Rect{X: head.X + head.W + 2, Y: head.Y + head.H - 6, W: 2, H: 2})
	if board.Frame.Light(obj{kind: objNewUnit}) == table.Target || strings.Contains(board.WhyNot(obj{kind: objArk}), "lit Units") {
		t.Skip("the card has a place in the Ark after all")
	}
	if msg, shown := sh.Toast(); !shown || !strings.Contains(msg, "costs") {
		t.Errorf("a tap in the Ark with %s (cost %d) picked reads %q (shown %v), want its cost", rs.CardOf(id).Name, rs.CardOf(id).Cost, msg, shown)
	}
}

// A Unit the viewer cannot pay for, dragged into their Ark, flies back
// with the reason: its cost, the Resources they have, and the bin; one
// dragged into another seat's Ark says whose Ark that is.
func TestDropRefusalsSayWhy(t *testing.T) {
	dear := func(m *match.Match) int {
		v := m.View(0).(*rs.State)
		for _, id := range v.Hand(0) {
			if d := rs.CardOf(id); d.Unit && d.Cost > v.Resources(0) {
				return id
			}
		}
		return -1
	}
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 7, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		if m.Prompt().Kind == "over" {
			t.Fatal("seat 0 never held a Unit too dear in Integration")
		}
		return m.Prompt().Kind == "integrate" && m.ToMove() == 0 && dear(m) >= 0
	})
	sh := r.Table.(*Shell)
	board := sh.Board().(*Table)
	from, ok := board.Where(board.handObj(int16(dear(r.M))))
	if !ok {
		t.Fatal("the Unit card is not in the hand")
	}
	row := board.lay.rows[0]
	moves := r.M.Moves()
	r.Drag(from, scenes.Rect{X: row.X + row.W*0.8, Y: row.Y + row.H*0.5, W: 2, H: 2})
	if r.M.Moves() != moves {
		t.Fatal("the drop made a move")
	}
	if msg, shown := sh.Toast(); !shown || !strings.Contains(msg, "Resources") || !strings.Contains(msg, "Recycle bin") {
		t.Errorf("the table says %q (shown %v), want the cost and the bin", msg, shown)
	}
	r.Shoot("seeders-drop-refused-1280x720", 1280, 720)
	r.Step(300)
	from, _ = board.Where(board.handObj(int16(dear(r.M))))
	other := board.lay.rows[1]
	r.Drag(from, scenes.Rect{X: other.X + other.W*0.8, Y: other.Y + other.H*0.5, W: 2, H: 2})
	if msg, shown := sh.Toast(); !shown || !strings.Contains(msg, board.Names[1]+"'s Ark") {
		t.Errorf("the table says %q (shown %v), want whose Ark it is", msg, shown)
	}
}

// A refusal in the Wing covers no Chamber's name or number, at every
// size and on the phones, nor, in a large landscape window, the Prestige
// track: a tap on each taken Spot, with nothing picked
// and with a Negotiator picked, and a tap on a Chamber's card with one
// picked, each say why where they hide none of them.
func TestRefusalsLeaveNamesClear(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 4, nil, "human", "human", "human")
	rng := rules.NewRNG(4)
	playOffScreen(t, m, &rng, "the viewer never was to place a Negotiator with six Spots taken", func() bool {
		return m.Prompt().Kind == "place" && m.ToMove() == 0 && taken(m.View(0).(*rs.State)) >= 6
	})
	r, sh := passedRig(t, m, 1280, 720, 120)
	board := sh.Board().(*Table)
	v := m.View(0).(*rs.State)
	var pick obj
	for _, mv := range m.Legal(0) {
		if mv.Kind == rs.MovePlace {
			pick, _ = board.Path(mv)
			break
		}
	}
	sizes := append(append([][2]int(nil), scenetest.Sizes...), scenetest.Phones...)
	for n, sz := range sizes {
		if n >= len(scenetest.Sizes) {
			r.Screen.Root.PixelRatio = scenetest.PhoneRatio
		}
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(5)
		shot := false
		check := func(what string) {
			t.Helper()
			if !shot && board.Frame.Light(pick) == table.Selected {
				r.Shoot(scenetestName("refused-clear", sz), sz[0], sz[1])
				shot = true
			}
			at, up := sh.ToastPlace()
			if !up {
				t.Errorf("%dx%d, %s: no refusal near the pointer", sz[0], sz[1], what)
				return
			}
			if sz[0] >= 1280 && sz[0] > sz[1] && overlap(board.lay.track, at) {
				t.Errorf("%dx%d, %s: the refusal %+v covers the Prestige track %+v", sz[0], sz[1], what, at, board.lay.track)
			}
			for ch, r := range board.lay.cards {
				fc := board.faces[ch]
				band := scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: fc.bandY - r.Y}
				if overlap(band, at) || overlap(fc.tab, at) {
					t.Errorf("%dx%d, %s: the refusal %+v covers Chamber %d's name %+v or number %+v", sz[0], sz[1], what, at, ch+1, band, fc.tab)
				}
			}
			r.Step(300) // the reason goes
		}
		for i := 0; i < v.SpotCount(); i++ {
			if s, _ := v.SpotHolder(i); s == rules.NoSeat {
				continue
			}
			at, _ := board.Where(obj{kind: objOnSpot, a: int16(i)})
			r.Tap(at)
			check(fmt.Sprint("a tap on the taken Spot ", i))
			where, _ := board.Where(pick)
			r.Tap(where)
			r.Tap(at)
			check(fmt.Sprint("a tap on the taken Spot ", i, " with a Negotiator picked"))
			if board.Frame.Light(pick) == table.Selected {
				r.Tap(where)
			}
		}
		where, _ := board.Where(pick)
		r.Tap(where)
		for ch := range board.lay.cards {
			r.Tap(board.lay.cards[ch])
			check(fmt.Sprint("a tap on Chamber ", ch+1, "'s card with a Negotiator picked"))
			if board.Frame.Light(pick) != table.Selected {
				r.Tap(where)
			}
		}
		r.Tap(where)
	}
	r.Screen.Root.PixelRatio = 0
}
