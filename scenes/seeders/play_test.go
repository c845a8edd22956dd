package seeders

import (
	"fmt"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

func TestFullGameThroughTheScreen(t *testing.T) {
	for _, tc := range []struct {
		players []string
		seed    uint64
		opts    rules.Options
		speed   int
		// onScreen is how many moves go through the screen, 0 for all:
		// the first game is played whole; the others' first moves (the
		// hot-seat game's hand-overs among them) go through the screen,
		// the rest off the screen to the results.
		onScreen int
	}{
		{[]string{"human", "bot:random"}, 3, rules.Options{"draft": "on", "expert": "on"}, 3, 0},
		{[]string{"human", "bot:random", "bot:random"}, 5, nil, 3, 40},
		{[]string{"human", "human", "bot:random", "bot:random"}, 8, rules.Options{"draft": "on"}, 3, 60},
	} {
		t.Run(fmt.Sprint(len(tc.players), "seats-seed", tc.seed, "-options", len(tc.opts)), func(t *testing.T) {
			checks, wrong := 0, 0
			chamberCheck = func(shown, view [rs.Chambers]int) {
				checks++
				if shown != view && wrong < 3 {
					wrong++
					t.Errorf("the Chambers built from the events %v differ from the view's %v", shown, view)
				}
			}
			defer func() { chamberCheck = nil }()
			r := scenetest.PlayThrough(t, scenetest.Game{Title: rs.Title, Table: New, Players: tc.players,
				Seed: tc.seed, Options: tc.opts, Choose: lively, Speed: tc.speed, OnScreen: tc.onScreen})
			if checks == 0 {
				t.Error("the Chambers built from the events were never checked against a view")
			}
			t.Logf("%d moves through the screen, %d passes of the device, Chambers checked %d times; kinds %v", r.Moves, r.Passes, checks, r.Kinds)
		})
	}
}

// lively picks a move at random, but seldom a Crew move or a Safe
// transfer while there is something else to do, so that a game moves on.
func lively(rng *rules.RNG, legal []rules.Move) rules.Move {
	var main []rules.Move
	for _, m := range legal {
		switch m.Kind {
		case rs.MoveCrew, rs.MoveSafeIn, rs.MoveSafeOut:
		default:
			main = append(main, m)
		}
	}
	if len(main) == 0 || rng.IntN(6) == 0 {
		return legal[rng.IntN(len(legal))]
	}
	return main[rng.IntN(len(main))]
}

// playOffScreen plays lively moves for whoever is to move, off the
// screen, until done reports true; it fails the test with never after
// 5000 moves or at the game's end.
func playOffScreen(t *testing.T, m *match.Match, rng *rules.RNG, never string, done func() bool) {
	t.Helper()
	for guard := 0; !done(); guard++ {
		if guard > 5000 || m.Prompt().Kind == "over" {
			t.Fatal(never)
		}
		seat := m.ToMove()
		if err := m.Submit(seat, lively(rng, m.Legal(seat))); err != nil {
			t.Fatal(err)
		}
	}
}

// passedRig puts the table of m on a w by h rig, passes the device to the
// seat to move when it is being passed, and steps n ticks.
func passedRig(t *testing.T, m *match.Match, w, h, n int) (*scenetest.Rig, *Shell) {
	t.Helper()
	r := scenetest.NewRig(t, m, New(m), w, h)
	sh := r.Table.(*Shell)
	for i := 0; i < 50 && sh.Passing(); i++ {
		r.Tap(sh.PassButton())
	}
	r.Step(n)
	return r, sh
}

// The panel's button opens the player aid, whose every text and symbol
// stands at least 12 pixels high at each size, and a tap closes it; a
// long press on the Discard Pile shows the whole pile large.
func TestAidAndDiscardPile(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 3, Players: []string{"human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool { return len(m.View(0).(*rs.State).Discards()) >= 3 })
	sh := r.Table.(*Shell)
	board := sh.Board().(*Table)
	if got := board.SheetLabel(); got != "Player aid" {
		t.Errorf("the button reads %q, want the player aid", got)
	}
	r.Tap(sh.SheetButton())
	if !sh.SheetShown() {
		t.Fatalf("the Player aid button did not open the aid")
	}
	r.ShootSizes("seeders-aid-3p")
	for _, sz := range scenetest.Sizes {
		a := &scenes.Legibility{}
		scenetest.Do(func() {
			scr := scenetest.NewScreen(r.Screen.Root, sz[0], sz[1])
			defer scr.Image.Deallocate()
			_ = scr.Step(5)
			r.App.Audit = a
			_ = scr.Step(1)
			r.App.Audit = nil
		})
		r.Step(1)
		n := 0
		for _, mk := range a.Marks {
			if !strings.Contains(mk.Where, "aid.go") {
				continue
			}
			n++
			if mk.Px < 12 && !mk.Mini {
				t.Errorf("%dx%d: the aid's %q is %.1f px high", sz[0], sz[1], mk.Label, mk.Px)
			}
		}
		if n < len(aidKeys)+len(aidMarks)+len(aidTurn) {
			t.Errorf("%dx%d: the aid drew %d texts and symbols", sz[0], sz[1], n)
		}
	}
	r.Tap(board.lay.info)
	if sh.SheetShown() {
		t.Errorf("a tap did not close the aid")
	}
	cv := board.Zoom(board.lay.discards.Center())
	if cv == nil || cv.ID != -2 {
		t.Errorf("a long press on the Discard Pile does not show the whole pile")
	}
}

// placing returns a rig at 1280x720 on a three-seat game (the viewer
// and two random bots) where the viewer is to place a Negotiator.
func placing(t *testing.T) (*scenetest.Rig, *match.Match, *Table) {
	t.Helper()
	m := scenetest.NewMatch(t, rs.Title, 4, nil, "human", "bot:random", "bot:random")
	rng := rules.NewRNG(4)
	playOffScreen(t, m, &rng, "seat 1 never was to place a Negotiator", func() bool {
		return m.Prompt().Kind == "place" && m.ToMove() == 0
	})
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.Step(120)
	board := r.Table.(*Shell).Board().(*Table)
	return r, m, board
}

// While the viewer is to place a Negotiator, the Negotiators light and no
// Spot does; once one is picked, exactly the Spot halves of its legal
// placements light.
func TestSpotLightsFollowTheNegotiator(t *testing.T) {
	r, m, board := placing(t)
	v := m.View(0).(*rs.State)
	lit := func() map[obj]bool {
		out := map[obj]bool{}
		for i := range v.Spots() {
			for side := int16(0); side < 3; side++ {
				o := obj{kind: objSpot, a: int16(i), b: side}
				if board.Frame.Light(o) != 0 {
					out[o] = true
				}
			}
		}
		return out
	}
	if n := len(lit()); n != 0 {
		t.Errorf("%d Spot halves light before a Negotiator is picked", n)
	}
	var caste int16 = -1
	want := map[obj]bool{}
	for _, mv := range m.Legal(0) {
		if mv.Kind != rs.MovePlace || mv.D == 1 {
			continue
		}
		if caste < 0 {
			caste = mv.A
		}
		if mv.A == caste {
			_, spot := board.Path(mv)
			want[spot] = true
		}
	}
	if caste < 0 || len(want) == 0 {
		t.Fatal("no Negotiator to place")
	}
	if board.Frame.Light(obj{kind: objNeg, a: caste}) == 0 {
		t.Errorf("the Negotiator %d does not light before it is picked", caste)
	}
	where, _ := board.Where(obj{kind: objNeg, a: caste})
	r.Tap(where)
	got := lit()
	for o := range want {
		if !got[o] {
			t.Errorf("Spot %d side %d is legal for the picked Negotiator but does not light", o.a, o.b)
		}
	}
	for o := range got {
		if !want[o] {
			t.Errorf("Spot %d side %d lights but is not legal for the picked Negotiator", o.a, o.b)
		}
	}
}

// A long press on a Chamber (or a Spot) while a Negotiator is picked
// shows what is there and keeps the Negotiator picked: information never
// changes the selection. A mouse resting there does not either.
func TestLongPressKeepsTheNegotiator(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 4, nil, "human", "bot:random", "bot:random")
	rng := rules.NewRNG(4)
	playOffScreen(t, m, &rng, "seat 1 never was to place a Negotiator", func() bool {
		return m.Prompt().Kind == "place" && m.ToMove() == 0
	})
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.Step(120)
	sh := r.Table.(*Shell)
	board := sh.Board().(*Table)
	var caste int16 = -1
	for _, mv := range m.Legal(0) {
		if mv.Kind == rs.MovePlace && mv.D != 1 {
			caste = mv.A
			break
		}
	}
	if caste < 0 {
		t.Fatal("no Negotiator to place")
	}
	picked := func() bool { return board.Frame.Light(obj{kind: objNeg, a: caste}) == table.Selected }
	where, _ := board.Where(obj{kind: objNeg, a: caste})
	r.Tap(where)
	if !picked() {
		t.Fatal("a tap on the Negotiator did not pick it")
	}
	free := -1
	for i := 0; i < m.View(0).(*rs.State).SpotCount(); i++ {
		if s, _ := m.View(0).(*rs.State).SpotHolder(i); s == rules.NoSeat {
			free = i
			break
		}
	}
	before := m.Moves()
	for i, place := range []scenes.Rect{board.lay.cards[0], board.lay.cards[5], board.lay.spots[free].half(0), board.lay.cards[7]} {
		x, y := place.Center()
		if i%2 == 0 {
			r.Script.LongPress(x, y)
		} else {
			r.Script.TouchLongPress(x, y)
		}
		r.PlayEvery(8)
		r.Step(60)
		if !picked() {
			t.Errorf("a long press at %.0f,%.0f let the Negotiator go", x, y)
		}
		if sh.Zooming() {
			r.Tap(board.lay.info) // closes the large card
			r.Step(30)
		}
		if !picked() {
			t.Errorf("closing what a long press at %.0f,%.0f showed let the Negotiator go", x, y)
			r.Tap(where)
		}
		r.Script.Rest(x, y, 60)
		r.PlayEvery(8)
		if !picked() {
			t.Errorf("a mouse resting at %.0f,%.0f let the Negotiator go", x, y)
			r.Tap(where)
		}
	}
	if m.Moves() != before {
		t.Errorf("a long press played a move")
	}
}

// A mouse resting on a Spot, or a long press on it, words it: between
// which Chambers it lies and, a Negotiator picked, the cubes placing it
// there puts on each, as the halves show them.
func TestSpotsSayWhatPlacingDoes(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 4, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		return m.Prompt().Kind == "place" && m.ToMove() == 0 && m.View(0).(*rs.State).Turn() >= 2
	})
	m := r.M
	board := r.Table.(*Shell).Board().(*Table)
	v := m.View(0).(*rs.State)
	var pick rules.Move
	for _, mv := range m.Legal(0) {
		if mv.Kind == rs.MovePlace && mv.D != 1 {
			if hi, lo, _ := v.Negotiator(0, rs.Caste(mv.A)); hi != lo {
				pick = mv
				break
			}
		}
	}
	if pick.Kind != rs.MovePlace {
		t.Fatal("no Negotiator with two numbers to place")
	}
	sp := v.Spot(int(pick.B))
	half := board.lay.spots[pick.B].half(0)
	x, y := half.Center()
	r.Script.Rest(x, y, 40)
	r.PlayEvery(8)
	text, on := board.SpotTip()
	if !on || !strings.Contains(text, fmt.Sprintf("Chambers %d and %d", sp[0]+1, sp[1]+1)) || !strings.Contains(text, "free") {
		t.Errorf("a mouse on a free Spot between Chambers %d and %d reads %q (shown %v)", sp[0]+1, sp[1]+1, text, on)
	}
	where, _ := board.Where(obj{kind: objNeg, a: pick.A})
	r.Tap(where)
	r.Script.Rest(x, y, 40)
	r.PlayEvery(8)
	text, on = board.SpotTip()
	want0, _ := board.previewCubes(int(pick.B), 0, rs.Caste(pick.A))
	if !on || !strings.Contains(text, fmt.Sprintf("puts %s on Chamber %d", cubesWord(want0), sp[0]+1)) {
		t.Errorf("with a Negotiator picked, the Spot's half toward Chamber %d reads %q (shown %v), want %d cubes there", sp[0]+1, text, on, want0)
	}
	// The other Chamber gets the low number, as the tip says and the
	// other half shows while the mouse is on this one.
	want1, _ := board.previewOf(int(pick.B), 1, rs.Caste(pick.A), true)
	if !strings.Contains(text, fmt.Sprintf("and %s on Chamber %d", cubesWord(want1), sp[1]+1)) {
		t.Errorf("with a Negotiator picked, the Spot's half toward Chamber %d reads %q, want %d cubes on Chamber %d", sp[0]+1, text, want1, sp[1]+1)
	}
	if board.Frame.Light(obj{kind: objNeg, a: pick.A}) != table.Selected {
		t.Errorf("resting on a Spot let the Negotiator go")
	}
	cx, cy := board.lay.cards[4].Center()
	r.Script.Rest(cx, cy, 40)
	r.PlayEvery(8)
	if text, on := board.SpotTip(); !on || !strings.HasPrefix(text, "Chamber 5, settled 5th: ") || !strings.Contains(text, "Hold to see") {
		t.Errorf("a mouse on Chamber 5 reads %q (shown %v)", text, on)
	}
	if board.Frame.Light(obj{kind: objNeg, a: pick.A}) != table.Selected {
		t.Errorf("resting on a Chamber let the Negotiator go")
	}
	r.Script.Rest(board.lay.info.X+2, board.lay.info.Y+2, 5)
	r.Play()
	if _, on := board.SpotTip(); on {
		t.Errorf("the Spot's words stay once the mouse has left it")
	}
	r.Script.TouchLongPress(x, y)
	r.PlayEvery(8)
	r.Step(30)
	if text, on := board.SpotTip(); !on || !strings.Contains(text, "Chamber") {
		t.Errorf("a long press on a Spot reads %q (shown %v)", text, on)
	}
	if board.Frame.Light(obj{kind: objNeg, a: pick.A}) != table.Selected {
		t.Errorf("a long press on a Spot let the Negotiator go")
	}
}

// A mouse resting on one of the viewer's Negotiators words what its two
// numbers mean and how to place it; on a placed one, where it is.
func TestNegotiatorsSayWhatTheyBring(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 4, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		if m.Prompt().Kind != "place" || m.ToMove() != 0 {
			return false
		}
		v := m.View(0).(*rs.State)
		free, placed := false, false
		for k := rs.Caste(0); int(k) < rs.NumCastes; k++ {
			_, _, sp := v.Negotiator(0, k)
			free, placed = free || sp < 0, placed || sp >= 0
		}
		return free && placed
	})
	board := r.Table.(*Shell).Board().(*Table)
	v := r.M.View(0).(*rs.State)
	for _, sz := range [][2]float64{{1280, 720}, {1080, 1920}} {
		r.W, r.H = sz[0], sz[1]
		r.Step(2)
		testNegotiatorTips(t, r, board, v, true)
	}
	r.W, r.H = 1280, 720
	r.Step(2)
	r.Shoot("seeders-negotiator-tip-1280x720", 1280, 720)
}

// testNegotiatorTips rests the mouse on each of the viewer's Negotiators
// and checks its words; placing, that they say how to place it.
func testNegotiatorTips(t *testing.T, r *scenetest.Rig, board *Table, v *rs.State, placing bool) {
	t.Helper()
	for k := rs.Caste(0); int(k) < rs.NumCastes; k++ {
		hi, lo, sp := v.Negotiator(0, k)
		where, _ := board.Where(obj{kind: objNeg, a: int16(k)})
		x, y := where.Center()
		r.Script.Rest(x, y, 40)
		r.PlayEvery(8)
		text, on := board.SpotTip()
		want := fmt.Sprintf("Your %s Negotiator (%d-%d)", k, hi, lo)
		if !on || !strings.HasPrefix(text, want) || !strings.Contains(text, cubesWord(hi)) {
			t.Errorf("at %.0fx%.0f a mouse on the %s Negotiator reads %q (shown %v), want %q and its cubes", r.W, r.H, k, text, on, want)
		}
		if sp < 0 && placing && !strings.Contains(text, "Tap it") {
			t.Errorf("the free %s Negotiator reads %q, want how to place it", k, text)
		}
		if sp >= 0 {
			ch := v.Spot(sp)
			if !strings.Contains(text, fmt.Sprintf("between Chambers %d and %d", ch[0]+1, ch[1]+1)) {
				t.Errorf("the placed %s Negotiator reads %q, want where it is", k, text)
			}
		}
	}
}

// A Chamber's words say who leads it, as its star does, or that it is
// tied, as its "tie" does.
func TestChambersSayWhoLeads(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 4, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		if m.Prompt().Kind != "place" || m.ToMove() != 0 {
			return false
		}
		n := 0
		for i := 0; i < m.View(0).(*rs.State).SpotCount(); i++ {
			if s, _ := m.View(0).(*rs.State).SpotHolder(i); s != rules.NoSeat {
				n++
			}
		}
		return n >= 6
	})
	board := r.Table.(*Shell).Board().(*Table)
	led := 0
	for ch := 0; ch < rs.Chambers; ch++ {
		best, bestN, tied := -1, 0, false
		for p := 0; p < 3; p++ {
			switch n := board.cubes(ch, p); {
			case n > bestN:
				best, bestN, tied = p, n, false
			case n == bestN && n > 0:
				tied = true
			}
		}
		text := board.describeChamber(ch)
		switch {
		case tied:
			if !strings.Contains(text, "Tied") {
				t.Errorf("tied Chamber %d reads %q", ch+1, text)
			}
		case best == 0:
			led++
			if !strings.Contains(text, "You lead (the star)") {
				t.Errorf("Chamber %d, led by the viewer, reads %q", ch+1, text)
			}
		case best > 0:
			led++
			if !strings.Contains(text, board.Names[best]+" leads (the star)") {
				t.Errorf("Chamber %d, led by %s, reads %q", ch+1, board.Names[best], text)
			}
		}
	}
	if led == 0 {
		t.Fatal("no Chamber has a leader")
	}
}

// In the Integration, when the Arks take the Wing's room, the Negotiators
// (upgraded, maybe) still say what they bring.
func TestNegotiatorsSpeakInIntegration(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 7, Players: []string{"human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		return m.Prompt().Kind == "integrate" && m.ToMove() == 0
	})
	board := r.Table.(*Shell).Board().(*Table)
	if !board.lay.arkFocus {
		t.Fatal("the Arks do not take the Wing's room in the Integration")
	}
	testNegotiatorTips(t, r, board, r.M.View(0).(*rs.State), false)
}

// The player aid explains the words the log uses of Negotiators: a
// Negotiator "goes home without upgrade", the others "become 2-1".
func TestAidExplainsUpgrade(t *testing.T) {
	for _, step := range aidTurn {
		if strings.Contains(step[1], "without upgrade") && strings.Contains(step[1], "upgrades: ") {
			return
		}
	}
	t.Errorf("no step of the player aid's turn says what an upgrade is: %q", aidTurn)
}
