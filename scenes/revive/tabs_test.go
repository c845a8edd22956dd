package revive

import (
	"image"
	"strings"
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes/scenetest"
)

// TestTabsOpenOnTap lays a four-seat table out at 800x600: the map and a
// board each take the area under a row of tabs, the viewer's turn opens
// on the map, a tap on the map's tab
// shows the map and hides the board's places, a tap on a seat's tab shows
// that seat's board, and the choice of kind of move opens the tab where
// its places lie.
func TestTabsOpenOnTap(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 7, nil, "human", "bot:random", "bot:random", "bot:random")
	r := scenetest.ReadyRig(t, m, New(m))
	r.W, r.H = 800, 600
	r.Step(10)
	b := r.Table.(*Shell).Board().(*Table)
	l := &b.lay
	if !l.tabbed {
		t.Fatalf("800x600 is not laid out in tabs")
	}
	if !b.mapShown() {
		t.Errorf("the viewer's turn opens on seat %d's board, not on the map (the seventh review: the map is the game)", b.focus)
	}
	r.Tap(l.tabs[tabMap])
	if !b.mapShown() || b.boardShown() {
		t.Fatalf("the map's tab tapped: map shown %v, board shown %v", b.mapShown(), b.boardShown())
	}
	if _, ok := b.Where(obj{kind: objSpace, a: 0}); !ok {
		t.Errorf("a space is not shown on the map's tab")
	}
	if _, ok := b.Where(obj{kind: objHibernate}); ok {
		t.Errorf("the hibernation track is shown on the map's tab")
	}
	r.Tap(l.tabs[1+2])
	if !b.boardShown() || b.mapShown() || b.focus != 2 {
		t.Errorf("seat 2's tab tapped: board shown %v, map shown %v, board of seat %d", b.boardShown(), b.mapShown(), b.focus)
	}
	r.Tap(l.tabs[1+0])
	if !b.boardShown() || b.focus != 0 {
		t.Errorf("the viewer's tab tapped: board shown %v, board of seat %d", b.boardShown(), b.focus)
	}
	if _, ok := b.Where(obj{kind: objHibernate}); !ok {
		t.Errorf("the hibernation track is not shown on the viewer's board tab")
	}
	// Choosing to play a card lights the cards: the board's tab opens
	// (under revive-4 no seat can pay for a tile at the start, so
	// exploring is shut there).
	r.Tap(l.tabs[tabMap])
	at, ok := r.Table.(*Shell).KindButton("Play a card")
	if !ok {
		t.Fatalf("no Play a card button at the start of the game")
	}
	r.Tap(at)
	r.Step(20)
	if !b.boardShown() || b.focus != 0 {
		t.Errorf("Play a card chosen on the map's tab: the viewer's board did not open (board shown %v, seat %d)", b.boardShown(), b.focus)
	}
}

// TestOpenTabMarked reads the screen at 800x600: the open tab, and only
// it, carries the bar that marks it open, whichever tab is tapped (the
// fourth review saw a seat's tab look open while the map showed).
func TestOpenTabMarked(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 7, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 800, 600)
	r.Step(10)
	b := r.Table.(*Shell).Board().(*Table)
	l := &b.lay
	if !l.tabbed {
		t.Fatalf("800x600 is not laid out in tabs")
	}
	for _, open := range []int{tabMap, 1, 2, tabMap} {
		r.Tap(l.tabs[open])
		r.DrawEvery = 1
		r.Step(1)
		var img *image.RGBA
		scenetest.Do(func() { img = r.Screen.Frame() })
		s := l.px // device pixels a logical unit
		for k, tr := range l.tabs {
			x, y := tabBar(tr).Center()
			got := img.RGBAAt(int(x*s), int(y*s))
			barred := got == colTabBar
			if barred != (k == open) {
				t.Errorf("tab %d tapped: tab %d shows the open bar %v (%v)", open, k, barred, got)
			}
		}
	}
}

// TestPlayOpensTheBoardAndStays lays a table out at 800x600 and, with no
// tab tapped, chooses Play a card: the viewer's board opens, where the
// cards the prompt names glow; a card played, the board stays open, where
// what it gained shows (the eighteenth review saw the prompt name cards
// on the closed tab, then the map come back over the result).
func TestPlayOpensTheBoardAndStays(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 7, nil, "human", "bot:random", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 800, 600)
	r.Step(10)
	sh := r.Table.(*Shell)
	b := sh.Board().(*Table)
	if !b.lay.tabbed || !b.mapShown() {
		t.Fatalf("800x600: tabbed %v, the turn opens on the map %v", b.lay.tabbed, b.mapShown())
	}
	var play rules.Move
	for _, mv := range r.Table.Legal() {
		if mv.Kind == rv.MovePlay {
			play = mv
		}
	}
	tapKind(t, r, sh, "Play a card")
	r.Step(5)
	if !b.boardShown() || b.focus != 0 {
		t.Fatalf("Play a card chosen: board shown %v, seat %d's", b.boardShown(), b.focus)
	}
	first, second := b.Path(play)
	for _, p := range []obj{first, second} {
		where, ok := b.Where(p)
		if !ok {
			t.Fatalf("%+v of the play is not shown", p)
		}
		r.Tap(where)
		r.Step(3)
	}
	r.Step(20)
	if m.Moves() == 0 {
		t.Fatal("the card was not played")
	}
	if !b.boardShown() {
		t.Errorf("a card played on the board's tab: the map came back over its result")
	}
}

// TestOwnChipSaysYourBoard: while another seat's board is shown large,
// the viewer's own chip reads "Your board" (or "You" where the chips are
// narrow), the way back to it (the eighteenth review lost its board during
// the bots' turns).
func TestOwnChipSaysYourBoard(t *testing.T) {
	for _, seats := range []int{3, 4} {
		m := scenetest.NewMatch(t, rv.Title, 7, nil, []string{"human", "bot:random", "bot:random", "bot:random"}[:seats]...)
		r := scenetest.ReadyRig(t, m, New(m))
		b := r.Table.(*Shell).Board().(*Table)
		b.SeatTapped(1)
		r.Step(2)
		for _, sz := range [][2]int{{1280, 720}, {1920, 1080}} {
			found := false
			for _, mk := range r.Audit(sz[0], sz[1]) {
				found = found || strings.Contains(mk.Where, "revive/board.go") && strings.HasPrefix(mk.Label, "You")
			}
			if !found {
				t.Errorf("%d seats, %dx%d: seat 2's board shown large, and no chip reads \"You\"", seats, sz[0], sz[1])
			}
		}
	}
}
