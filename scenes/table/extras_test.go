package table_test

import (
	"strings"
	"testing"
	"time"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/toy"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// askBoard is the toy board with the deck bound to two moves (draw, and
// play the first card), so that a tap on it must ask which; it has a sheet, and
// paints in the seat rows.
type askBoard struct {
	*toyBoard
	painted map[rules.Seat]bool
}

func newAskBoard(*match.Match) table.Board[place] {
	return &askBoard{toyBoard: &toyBoard{}, painted: map[rules.Seat]bool{}}
}

func newAskTable(m *match.Match) scenes.Scene { return table.New(m, newAskBoard, table.Options{}) }

func (b *askBoard) Path(mv rules.Move) (place, place) {
	if mv.Kind == toy.KindPlay && mv.A == 1 {
		return place{2, 0}, place{}
	}
	return b.toyBoard.Path(mv)
}

func (b *askBoard) Label(mv rules.Move) string {
	switch mv.Kind {
	case toy.KindDraw:
		return "Draw"
	case toy.KindPass:
		return "Pass a point"
	case toy.KindPlay:
		return "Play the first card"
	}
	return "Keep"
}

func (b *askBoard) Ask([]rules.Move) (string, string) { return "Draw or play?", "The deck does both." }

func (b *askBoard) SheetLabel() string { return "Rules" }

func (b *askBoard) DrawSheet(c *scenes.Canvas, area scenes.Rect) {
	c.Bold("The toy's rules", area.X+40, area.Y+40, 30, scenes.ColText, scenes.Left)
}

func (b *askBoard) PaintSeat(c *scenes.Canvas, seat rules.Seat, area scenes.Rect) {
	b.painted[seat] = area.W > 0 && area.H > 0
	c.Circle(area.X+10, area.Y+area.H/2, 6, scenes.ColAccent)
}

// waitToDecide steps until the person at the device may act.
func waitToDecide(t *testing.T, r *scenetest.Rig) {
	t.Helper()
	for i := 0; i < 500 && len(r.Table.Legal()) == 0; i++ {
		r.Step(4)
	}
	if len(r.Table.Legal()) == 0 {
		t.Fatalf("the table never waited for the person: %s", r.Table.Status())
	}
}

func TestOneGestureForSeveralMovesAsksWhich(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, newAskTable(m), 640, 360)
	r.App.Settings.AnimationSpeed = 3
	s := r.Table.(*table.Shell[place])
	waitToDecide(t, r)
	deck, _ := s.Board().Where(place{2, 0})
	r.Tap(deck)
	if got := s.Asking(); len(got) != 2 {
		t.Fatalf("a tap on the deck, which draws or plays, asks among %v; want both moves", got)
	}
	if m.Moves() != 0 {
		t.Fatal("the tap that asks played a move")
	}
	cancel, ok := scenes.FindTarget(s, "ask/cancel")
	if !ok {
		t.Fatal("the question has no Cancel button")
	}
	r.Tap(cancel)
	if s.Asking() != nil || m.Moves() != 0 {
		t.Fatalf("after Cancel: asking %v, %d moves; want no question and no move", s.Asking(), m.Moves())
	}
	// The rig makes the draw through the question's button.
	r.Perform(rules.Move{Kind: toy.KindDraw}, false)
	if !strings.Contains(m.Log()[0], "draw") {
		t.Errorf("the move played is %q, want the draw", m.Log()[0])
	}
}

func TestSheetOpensOverTheTableAndCloses(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 2, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, newAskTable(m), 640, 360)
	r.App.Settings.AnimationSpeed = 3
	s := r.Table.(*table.Shell[place])
	waitToDecide(t, r)
	btn := s.SheetButton()
	if btn.W < scenes.MinTarget || btn.H < scenes.MinTarget {
		t.Fatalf("the sheet's button is %+v", btn)
	}
	for _, name := range []string{"undo", "menu"} {
		rc, _ := scenes.FindTarget(s, name)
		if rc.X < btn.X+btn.W && btn.X < rc.X+rc.W && rc.Y < btn.Y+btn.H && btn.Y < rc.Y+rc.H {
			t.Errorf("the sheet's button %+v overlaps %s %+v", btn, name, rc)
		}
	}
	r.Tap(btn)
	if !s.SheetShown() {
		t.Fatal("the sheet's button did not open it")
	}
	if len(s.Legal()) != 0 {
		t.Error("the table takes moves under the sheet")
	}
	deck, _ := s.Board().Where(place{2, 0})
	r.Tap(deck)
	if s.SheetShown() || m.Moves() != 0 || s.Asking() != nil {
		t.Fatalf("a tap on the sheet: shown %v, %d moves, asking %v; want it closed and nothing else", s.SheetShown(), m.Moves(), s.Asking())
	}
	b := s.Board().(*askBoard)
	if !b.painted[0] || !b.painted[1] {
		t.Errorf("the seat rows painted by the board: %v, want both", b.painted)
	}
}

// TestActingFollowsTheEventPlaying: while a move's events play, the table
// names the seat of the event playing, and once everything has played, the
// seat to decide.
func TestActingFollowsTheEventPlaying(t *testing.T) {
	m := botMatch(t, 3, 3, 5*time.Millisecond)
	r := scenetest.NewRig(t, m, newToyTable(m), 640, 360)
	r.App.Settings.AnimationSpeed = 1
	s := r.Table.(*table.Shell[place])
	seen := 0
	for i := 0; i < 3000 && !s.ResultsShown(); i++ {
		r.Step(1)
		head, _ := s.PromptShown()
		a := s.Acting()
		if a == rules.NoSeat {
			continue
		}
		seen++
		if name := scenetest.SeatNames[a]; !strings.HasPrefix(head, name) {
			t.Fatalf("step %d: the prompt says %q while the table names %s", i, head, name)
		}
	}
	if seen == 0 {
		t.Fatal("no seat was ever named")
	}
}

// followBoard is the toy board that checks, as each event starts to play,
// that the board already draws every move before it.
type followBoard struct {
	*toyBoard
	t       *testing.T
	started bool
	played  int // cards played before the event playing
	checks  int
}

func playedCards(v *toy.State) int {
	n := 0
	for s := range v.Seats() {
		n += len(v.Played(rules.Seat(s)))
	}
	return n
}

func (b *followBoard) Sync(v rules.Game, viewer rules.Seat, continued bool) {
	if !b.started {
		// The bots may have moved before the table opened.
		b.started, b.played = true, playedCards(v.(*toy.State))
	}
	b.toyBoard.Sync(v, viewer, continued)
}

func (b *followBoard) Animate(e rules.Event) table.Motion {
	if e.Kind == toy.EventPlay && b.view != nil {
		if drawn := playedCards(b.view); drawn != b.played && b.checks < 1000 {
			b.t.Errorf("a card is played while the board draws %d played cards, want the %d played before it", drawn, b.played)
		}
		b.checks++
		b.played++
	}
	return b.toyBoard.Animate(e)
}

// TestTheBoardKeepsUpWithTheQueue: when bots' moves wait in the queue while
// earlier ones play, the board draws each move's outcome once its events
// have played, not only when the queue runs dry.
func TestTheBoardKeepsUpWithTheQueue(t *testing.T) {
	m := botMatch(t, 4, 5, time.Millisecond)
	var b *followBoard
	tbl := table.New(m, func(*match.Match) table.Board[place] {
		b = &followBoard{toyBoard: &toyBoard{}, t: t}
		return b
	}, table.Options{})
	r := scenetest.NewRig(t, m, tbl, 640, 360)
	r.App.Settings.AnimationSpeed = 1
	for i := 0; i < 20000 && !tbl.ResultsShown(); i++ {
		r.Step(1)
	}
	if !tbl.ResultsShown() {
		t.Fatalf("the game did not end in 20000 ticks: %s", tbl.Status())
	}
	if b.checks < 10 {
		t.Fatalf("only %d plays were checked", b.checks)
	}
}

// TestReviewStepsThroughTheGame: from the results, Review shows the final
// board; Back, Next, Start and End move through the game on the board, and
// Results comes back.
func TestReviewStepsThroughTheGame(t *testing.T) {
	r := scenetest.PlayThrough(t, scenetest.Game{Title: toy.Title, Table: newToyTable, Players: []string{"human", "bot:random"}, Seed: 4})
	s := shell(r)
	if !s.ResultsShown() {
		t.Fatal("the game did not end")
	}
	final := s.Match().View(0).(*toy.State)
	tap := func(name string) {
		t.Helper()
		rc, ok := scenes.FindTarget(r.Table, name)
		if !ok {
			t.Fatalf("no %s target; status %s", name, s.Status())
		}
		r.Tap(rc)
		r.Step(90) // any animation plays out
	}
	board := func() *toy.State { return s.Board().(*toyBoard).view }
	tap("review")
	pos, n := s.ReviewAt()
	if !s.Reviewing() || pos != n || n != s.Match().Moves() {
		t.Fatalf("Review: reviewing %v at %d of %d, want the end of %d moves", s.Reviewing(), pos, n, s.Match().Moves())
	}
	if playedCards(board()) != playedCards(final) {
		t.Fatal("the review does not open on the final board")
	}
	if s.Viewer() != rules.NoSeat || s.Board().(*toyBoard).viewer != rules.NoSeat {
		t.Fatal("the review shows a seat's hand; it must show the game as a spectator sees it")
	}
	tap("review/start")
	if pos, _ := s.ReviewAt(); pos != 0 || playedCards(board()) != 0 {
		t.Fatalf("Start: move %d with %d cards played, want the setup", pos, playedCards(board()))
	}
	for i := 1; i <= 4; i++ {
		tap("review/next")
		if pos, _ := s.ReviewAt(); pos != i {
			t.Fatalf("Next %d: at move %d", i, pos)
		}
	}
	at4 := playedCards(board())
	tap("review/next")
	tap("review/back")
	if pos, _ := s.ReviewAt(); pos != 4 || playedCards(board()) != at4 {
		t.Fatalf("Next then Back: at move %d with %d played, want 4 with %d", pos, playedCards(board()), at4)
	}
	tap("review/end")
	tap("review/done")
	if s.Reviewing() || !s.ResultsShown() || playedCards(board()) != playedCards(final) {
		t.Fatal("Results does not come back to the results over the final board")
	}
	if s.Viewer() != 0 {
		t.Fatalf("after the review the device is with %v, want seat 1 again", s.Viewer())
	}
}

// TestATapWhileTheBotsMovePlaysCounts: a tap on the board made while the
// moves before the viewer's turn still play is made once they have played.
func TestATapWhileTheBotsMovePlaysCounts(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 2, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, newToyTable(m), 640, 360)
	r.App.Settings.AnimationSpeed = 1
	s := shell(r)
	waitToDecide(t, r)
	r.Perform(rules.Move{Kind: toy.KindDraw}, false)
	early := false
	for i := 0; i < 2000 && !early; i++ {
		r.Step(1)
		early = m.ToMove() == 0 && m.Moves() >= 2 && len(s.Legal()) == 0
	}
	if !early {
		t.Skip("the bot's reply had played before a tap could come early")
	}
	before := m.Moves()
	card, _ := s.Board().Where(place{1, 0})
	r.Tap(card)
	for i := 0; i < 300 && m.Moves() == before; i++ {
		r.Step(1)
	}
	if m.Moves() != before+1 || m.Log()[before] != "play 1" {
		t.Fatalf("after an early tap on the first card the match has %d moves (log %q), want play 1", m.Moves(), m.Log())
	}
}

// TestALongPressExplainsLikeAMouseResting: on a touch screen, where no
// mouse rests, a long press on the board gives the board the hover that
// shows its tooltip there, for a while.
func TestALongPressExplainsLikeAMouseResting(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, newToyTable(m), 640, 360)
	r.App.Settings.AnimationSpeed = 3
	s := shell(r)
	waitToDecide(t, r)
	area := s.Board().(*toyBoard).area
	x, y := area.X+area.W*0.7, area.Y+area.H*0.5
	r.Script.TouchLongPress(x, y)
	r.Play()
	hx, hy, on := s.Hovering()
	if !on || hx != x || hy != y {
		t.Fatalf("after a long press at %v,%v the board's hover is %v at %v,%v", x, y, on, hx, hy)
	}
	r.Step(300)
	if _, _, on := s.Hovering(); on {
		t.Error("the long press's tooltip stays for good")
	}
}

// whyBoard is the toy board with a corner that is never a move, which
// it can explain.
type whyBoard struct{ *toyBoard }

func (b *whyBoard) corner() scenes.Rect {
	a := b.area
	return scenes.Rect{X: a.X + a.W - 100, Y: a.Y, W: 100, H: 100}
}

func (b *whyBoard) PlaceAt(x, y float64) (place, bool) {
	return place{kind: 3}, b.corner().Contains(x, y)
}

func (b *whyBoard) WhyNot(p place) string {
	if p.kind == 3 {
		return "the corner is only a picture"
	}
	return ""
}

// whyTable is a toy table on the whyBoard, at the person's first turn.
func whyTable(t *testing.T) (*match.Match, *table.Shell[place], *whyBoard, *scenetest.Rig) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	var b *whyBoard
	tbl := table.New(m, func(*match.Match) table.Board[place] {
		b = &whyBoard{&toyBoard{}}
		return b
	}, table.Options{})
	r := scenetest.NewRig(t, m, tbl, 640, 360)
	r.App.Settings.AnimationSpeed = 3
	waitToDecide(t, r)
	return m, tbl, b, r
}

// TestATapOnAnUnlitPlaceSaysWhy: a tap on a place of the board that makes
// no move now shows the board's reason, near the pointer.
func TestATapOnAnUnlitPlaceSaysWhy(t *testing.T) {
	m, tbl, b, r := whyTable(t)
	r.Tap(b.corner())
	if msg, shown := tbl.Toast(); !shown || msg != "The corner is only a picture" {
		t.Fatalf("a tap on the corner: toast %q (shown %v), want the board's reason", msg, shown)
	}
	if m.Moves() != 0 {
		t.Fatal("the tap made a move")
	}
	x, y := b.corner().Center()
	r.Script.Rest(x, y, 10)
	r.Play()
	if _, _, on := tbl.Hovering(); on {
		t.Error("a tooltip shows under the reason for the refused tap")
	}
}

// TestARefusalGoesOnceObeyed: the reason shown for a tap that made no move
// goes as soon as the player makes one.
func TestARefusalGoesOnceObeyed(t *testing.T) {
	_, tbl, b, r := whyTable(t)
	r.Tap(b.corner())
	if _, shown := tbl.Toast(); !shown {
		t.Fatal("no reason was shown")
	}
	r.Perform(tbl.Legal()[0], false)
	if msg, shown := tbl.Toast(); shown {
		t.Fatalf("the reason %q stays after a move", msg)
	}
}

// A move's button that has just appeared takes no tap for a moment: the
// tap was meant for what stood there before. Then it plays its move.
func TestAButtonJustShownTakesNoTap(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 3, nil, "bot:random", "human")
	r := scenetest.NewRig(t, m, newToyTable(m), 640, 360)
	r.App.Settings.AnimationSpeed = 3
	s := r.Table.(*table.Shell[place])
	var keep scenes.Rect
	for i := 0; i < 500 && !m.Over(); i++ {
		r.Step(1)
		legal := r.Table.Legal()
		if rc, ok := scenes.FindTarget(s, "keep"); ok && len(legal) > 0 {
			keep = rc
			break
		}
		if len(legal) > 0 {
			r.Perform(legal[0], false)
		}
	}
	if keep.W == 0 {
		t.Fatalf("no Keep button came: %s", r.Table.Status())
	}
	before := m.Moves()
	r.Script.Tap(keep.Center())
	r.Step(2)
	if m.Moves() != before {
		t.Fatalf("a tap on Keep as it appeared played %q", m.Log()[before])
	}
	r.Step(30)
	r.Tap(keep)
	if m.Moves() <= before || !strings.Contains(m.Log()[before], "keep") {
		t.Fatalf("a tap on Keep once shown: %d moves (%q), want the keep", m.Moves()-before, m.Log()[before:])
	}
}

// twoStepBoard is the whyBoard where a card is played in two taps: the
// card, then the deck.
type twoStepBoard struct{ *whyBoard }

func (b *twoStepBoard) Path(mv rules.Move) (place, place) {
	if mv.Kind == toy.KindPlay {
		return place{1, int8(mv.A - 1)}, place{2, 0}
	}
	return b.whyBoard.Path(mv)
}

// TestARefusedTapKeepsTheSelection: a tap that is refused with a reason
// is a slip, so the first step already chosen stays chosen and the next
// tap completes it.
func TestARefusedTapKeepsTheSelection(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	var b *twoStepBoard
	tbl := table.New(m, func(*match.Match) table.Board[place] {
		b = &twoStepBoard{&whyBoard{&toyBoard{}}}
		return b
	}, table.Options{})
	r := scenetest.NewRig(t, m, tbl, 640, 360)
	r.App.Settings.AnimationSpeed = 3
	waitToDecide(t, r)
	card, _ := b.Where(place{1, 0})
	deck, _ := b.Where(place{2, 0})
	r.Tap(card)
	r.Tap(b.corner())
	if _, shown := tbl.Toast(); !shown {
		t.Fatal("the tap on the corner gave no reason")
	}
	r.Tap(deck)
	if m.Moves() == 0 || !strings.Contains(m.Log()[0], "play") {
		t.Fatalf("card, refused corner, deck made %q; want the card played", m.Log())
	}
}

// stepBoard is the toy board where a card is played in two taps, the card
// then the corner, and which names a blank strip it cannot explain.
type stepBoard struct{ *toyBoard }

func (b *stepBoard) corner() scenes.Rect {
	a := b.area
	return scenes.Rect{X: a.X + a.W - 100, Y: a.Y, W: 100, H: 100}
}

func (b *stepBoard) strip() scenes.Rect {
	a := b.area
	return scenes.Rect{X: a.X + a.W - 100, Y: a.Y + 120, W: 100, H: 60}
}

func (b *stepBoard) Path(mv rules.Move) (place, place) {
	if mv.Kind == toy.KindPlay {
		return place{1, int8(mv.A - 1)}, place{3, 0}
	}
	return b.toyBoard.Path(mv)
}

func (b *stepBoard) Where(p place) (scenes.Rect, bool) {
	if p.kind == 3 {
		return b.corner(), true
	}
	return b.toyBoard.Where(p)
}

func (b *stepBoard) PlaceAt(x, y float64) (place, bool) {
	switch {
	case b.corner().Contains(x, y):
		return place{3, 0}, true
	case b.strip().Contains(x, y):
		return place{4, 0}, true
	}
	return place{}, false
}

func (b *stepBoard) WhyNot(place) string { return "" }

// TestATapOutOfStepSaysWhatToTap: in a move of two taps, a tap on the
// second step's place with nothing chosen says to choose first, and a tap
// on a place that is no step of the chosen move says so and keeps the
// choice, even where the board has no reason of its own; the reason keeps
// off the lit places.
func TestATapOutOfStepSaysWhatToTap(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	var b *stepBoard
	tbl := table.New(m, func(*match.Match) table.Board[place] {
		b = &stepBoard{&toyBoard{}}
		return b
	}, table.Options{})
	r := scenetest.NewRig(t, m, tbl, 640, 360)
	r.App.Settings.AnimationSpeed = 3
	waitToDecide(t, r)
	r.Tap(b.corner())
	if msg, shown := tbl.Toast(); !shown || !strings.Contains(msg, "First tap a glowing place") {
		t.Errorf("the second step tapped first: toast %q (shown %v)", msg, shown)
	}
	card, _ := b.Where(place{1, 0})
	r.Tap(card)
	r.Tap(b.strip())
	if msg, shown := tbl.Toast(); !shown || !strings.Contains(msg, "Not there for this") {
		t.Errorf("a blank place tapped after the card: toast %q (shown %v)", msg, shown)
	}
	r.Step(2)
	at, lit := tbl.ToastNear()
	if len(lit) == 0 || at.W == 0 {
		t.Fatalf("the refusal drawn at %v with %d places lit: nothing to check", at, len(lit))
	}
	for _, l := range lit {
		if at.Overlaps(l) {
			t.Errorf("the refusal at %v covers the lit place %v", at, l)
		}
	}
	r.Tap(b.corner())
	if m.Moves() == 0 || !strings.Contains(m.Log()[0], "play") {
		t.Fatalf("card, blank place, corner made %q; want the card played", m.Log())
	}
}

// The review's words for a move fit their box: smaller when long, never
// under the legible minimum, and cut with a mark when still too long.
func TestReviewWordsFitTheirBox(t *testing.T) {
	r := scenetest.PlayThrough(t, scenetest.Game{Title: toy.Title, Table: newToyTable, Players: []string{"human", "bot:random"}, Seed: 4})
	s := shell(r)
	rc, ok := scenes.FindTarget(r.Table, "review")
	if !ok {
		t.Fatalf("no review button; status %s", s.Status())
	}
	r.Tap(rc)
	r.Step(30)
	c := &scenes.Canvas{Scale: 1, W: 1280, H: 720, App: r.App}
	const w, room = 280.0, 60.0
	scenetest.Do(func() {
		if text, size := s.FitReviewWords(c, "Ada kept.", w, room); text != "Ada kept." || size < 16 {
			t.Errorf("short words: %q at %.1f", text, size)
		}
		long := strings.Repeat("Altair places an Animal pawn face down on D4; ", 6)
		text, size := s.FitReviewWords(c, long, w, room)
		if size < scenes.MinTextPx || c.ParagraphHeight(text, size, w) > room || !strings.HasSuffix(text, " more in the log") {
			t.Errorf("long words: %q at %.1f, %.0f high in %.0f", text, size, c.ParagraphHeight(text, size, w), room)
		}
		if !strings.HasPrefix(text, "Altair places an Animal pawn face down on D4; ") {
			t.Errorf("long words: %q, want whole clauses kept", text)
		}
		one := strings.Repeat("Altair places an Animal pawn face down on D4 ", 12)
		text, size = s.FitReviewWords(c, one, w, room)
		if size < scenes.MinTextPx || c.ParagraphHeight(text, size, w) > room || !strings.HasSuffix(text, "…") {
			t.Errorf("one long clause: %q at %.1f, %.0f high in %.0f", text, size, c.ParagraphHeight(text, size, w), room)
		}
	})
}

// TestNoFrameLightsNothing: a board asked for a refusal before its first
// Draw has no frame yet; asking it how a place is lit says unlit.
func TestNoFrameLightsNothing(t *testing.T) {
	var f *table.Frame[place]
	if l := f.Light(place{1, 0}); l != table.Unlit {
		t.Fatalf("a nil frame lights a place %v", l)
	}
}

// followingToy is the toy board, said to follow each event as it plays
// and to have each event's line logged when it lands.
type followingToy struct{ *toyBoard }

func (followingToy) FollowsEvents() {}
func (followingToy) LogsOnLanding() {}

// TestTheLogKeepsUpWithTheEventPlaying: on a board that follows each event
// as it plays and logs it on landing (a LogLander), the log never grows while an event's animation plays (its
// line is written when it lands, never ahead of the piece), each line is
// in the log once its event has landed, and once every move has played
// the log reads as if written move by move.
func TestTheLogKeepsUpWithTheEventPlaying(t *testing.T) {
	m := botMatch(t, 3, 4, 5*time.Millisecond)
	tbl := table.New(m, func(*match.Match) table.Board[place] { return followingToy{&toyBoard{}} }, table.Options{})
	r := scenetest.NewRig(t, m, tbl, 640, 360)
	r.App.Settings.AnimationSpeed = 1
	s := r.Table.(*table.Shell[place])
	checked, landed := 0, 0
	playing, before := "", ""
	for i := 0; i < 3000 && !s.ResultsShown(); i++ {
		r.Step(1)
		log := s.LogText()
		now := strings.Join(log, "\n")
		text := ""
		if s.Playing() {
			_, text = s.PromptShown()
		}
		if playing != "" && text != playing {
			// Landed: its line is in the log (several events may play in
			// one frame when the queue falls behind).
			found := false
			for _, l := range log[max(0, len(log)-12):] {
				found = found || strings.Contains(l, playing)
			}
			if !found {
				t.Fatalf("step %d: %q has landed while the log ends %q", i, playing, log[max(0, len(log)-12):])
			}
			landed++
		}
		if text != "" && text != playing && len(log) > 0 && strings.Contains(log[len(log)-1], text) && !strings.HasSuffix(before, text) {
			t.Fatalf("step %d: %q is in the log as its animation begins: %q", i, text, log[max(0, len(log)-3):])
		}
		if text != "" && text == playing && now != before {
			t.Fatalf("step %d: the log grew while %q still plays: %q", i, text, log[max(0, len(log)-3):])
		}
		if text != playing {
			checked++
		}
		playing, before = text, now
	}
	if checked == 0 || landed == 0 {
		t.Fatalf("no event with a line was seen playing (%d) and landing (%d)", checked, landed)
	}
	for i := 0; i < 600 && !s.ResultsShown(); i++ {
		r.Step(5)
	}
	got := s.LogText()
	s.Relog()
	if want := s.LogText(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the log written event by event reads\n%q\nwritten move by move\n%q", got, want)
	}
}

// TestAClickHushesTheTooltip: a mouse resting on the board hovers; a click
// there hushes the tooltip while the mouse stays, and moving on brings it
// back.
func TestAClickHushesTheTooltip(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, newToyTable(m), 640, 360)
	r.App.Settings.AnimationSpeed = 3
	s := shell(r)
	waitToDecide(t, r)
	area := s.Board().(*toyBoard).area
	x, y := area.X+area.W*0.7, area.Y+area.H*0.5
	r.Script.Rest(x, y, 10)
	r.Play()
	if _, _, on := s.Hovering(); !on {
		t.Fatal("a mouse resting on the board does not hover")
	}
	r.Script.Tap(x, y).Rest(x, y, 10)
	r.Play()
	if _, _, on := s.Hovering(); on {
		t.Error("the tooltip is back over what was just clicked")
	}
	r.Script.Rest(x+40, y, 10)
	r.Play()
	if _, _, on := s.Hovering(); !on {
		t.Error("the mouse moved on, and still no tooltip")
	}
}

// TestTheResultsStepAsideForTheBoard: from the results, "See the board"
// hides them so the final board is in view, hovering explains it again,
// and a tap brings the results back.
func TestTheResultsStepAsideForTheBoard(t *testing.T) {
	r := scenetest.PlayThrough(t, scenetest.Game{Title: toy.Title, Table: newToyTable, Players: []string{"human", "bot:random"}, Seed: 4})
	s := shell(r)
	r.ShootSizes("table-results")
	rc, ok := scenes.FindTarget(r.Table, "results/board")
	if !ok {
		t.Fatalf("the results offer no way to see the board; status %s", s.Status())
	}
	r.Tap(rc)
	r.Step(2)
	if _, ok := scenes.FindTarget(r.Table, "review"); ok {
		t.Fatal("the results' buttons are still there over the board")
	}
	r.Shoot("table-results-board-1280x720", 1280, 720)
	area := s.Board().(*toyBoard).area
	x, y := area.X+area.W*0.7, area.Y+area.H*0.5
	r.Script.Rest(x, y, 10)
	r.Play()
	if _, _, on := s.Hovering(); !on {
		t.Error("the final board does not explain itself under a resting mouse")
	}
	back, ok := scenes.FindTarget(r.Table, "results/back")
	if !ok {
		t.Fatal("nothing leads back to the results")
	}
	r.Tap(back)
	r.Step(2)
	if _, ok := scenes.FindTarget(r.Table, "review"); !ok || !s.ResultsShown() {
		t.Error("a tap on the final board did not bring the results back")
	}
}

// botMatch returns a toy match of n random bots from seed, each move
// paced so that the table sees them come one by one.
func botMatch(t *testing.T, n int, seed uint64, pace time.Duration) *match.Match {
	t.Helper()
	var seats []match.SeatConfig
	bot, err := match.ParsePlayer("bot:random")
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		seats = append(seats, match.SeatConfig{Name: scenetest.SeatNames[i], Player: bot})
	}
	m, err := match.New(match.Config{Title: toy.Title, Setup: rules.Setup{Seed: seed}, Seats: seats, Pace: pace})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
	return m
}
