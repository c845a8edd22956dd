package gods

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// frames runs up to n ticks of the rig's screen in one go on the game
// loop, drawing one in drawEvery (0: none), and calls check after each; it
// stops at the first complaint, which it returns, or at the results.
// Whenever the person at the device may move, it plays a random legal
// move for them straight to the match, so no tick goes unchecked.
// personThinks is how many frames the person waits before moving in
// frames: a person reads the table before deciding.
var personThinks = 0

func frames(r *scenetest.Rig, n, drawEvery int, rng *rules.RNG, check func(drawn bool) string) (msg string) {
	s := shell(r)
	scenetest.Do(func() {
		root := r.Screen.Root
		waited := 0
		for k := 0; k < n && !s.ResultsShown(); k++ {
			if legal := s.Legal(); len(legal) > 0 {
				waited++
				if waited > personThinks {
					waited = 0
					if err := r.M.Submit(s.Viewer(), legal[rng.IntN(len(legal))]); err != nil {
						msg = err.Error()
						return
					}
				}
			}
			root.LayoutF(r.W, r.H)
			if err := root.Update(); err != nil {
				msg = err.Error()
				return
			}
			drawn := drawEvery > 0 && k%drawEvery == 0
			if drawn {
				root.Draw(r.Screen.Image)
				r.Screen.Image.At(0, 0)
			}
			if msg = check(drawn); msg != "" {
				return
			}
		}
	})
	return msg
}

// stepNames steps the rig one tick at a time until the results show and
// checks, in every frame, that the turn banner, the seat the seat list
// frames and tags "to play" (the kit's Acting) and the prompt name the
// same god. It returns how many frames named a god and how many showed a
// banner.
func stepNames(t *testing.T, r *scenetest.Rig, limit, batch int) (named, banners int) {
	t.Helper()
	s := shell(r)
	names := scenetest.SeatNames[:len(r.M.Seats())]
	frame := 0
	rng := rules.NewRNG(1)
	check := func(bool) string {
		frame++
		acting := s.Acting()
		head, text := s.PromptShown()
		banner := s.Banner()
		if acting == rules.NoSeat {
			return ""
		}
		named++
		want := names[acting]
		if !strings.HasPrefix(head, want) && head != "Your turn" {
			return fmt.Sprintf("frame %d: the seat list frames %s but the prompt says %q", frame, want, head)
		}
		for k, other := range names {
			if rules.Seat(k) == acting {
				continue
			}
			if strings.Contains(banner, other) {
				return fmt.Sprintf("frame %d: the banner %q names %s while the table names %s", frame, banner, other, want)
			}
			if strings.HasPrefix(text, other) {
				return fmt.Sprintf("frame %d: the prompt's text %q names %s while the table names %s", frame, text, other, want)
			}
		}
		if w := board(s).watch; w != "" && !strings.HasPrefix(w, want) && !strings.HasPrefix(w, "Every god") {
			return fmt.Sprintf("frame %d: the spectator's line %q does not begin with %s, whom the table names", frame, w, want)
		}
		if banner != "" {
			banners++
		}
		return ""
	}
	for frame < limit && !s.ResultsShown() {
		if msg := frames(r, batch, 50, &rng, check); msg != "" {
			t.Fatal(msg)
		}
	}
	return named, banners
}

// TestBotsNameOneGodPerFrame steps games frame by frame and checks that
// the banner, the frame, the "to play" tag and the prompt always name the
// same god: a game of a person and two bots to its end, every bot move
// animated at normal speed, and the kiosk's attract table of bots, paced
// as in a kiosk, for its first 300 frames at the loop's own rate. No turn
// banner covers either board (the prompt says the turn).
func TestBotsNameOneGodPerFrame(t *testing.T) {
	t.Run("person-and-bots", func(t *testing.T) {
		m := scenetest.NewMatch(t, gods.Title, 8, nil, "human", "bot:random", "bot:random")
		r := scenetest.NewRig(t, m, New(m), 640, 360)
		r.App.Settings.AnimationSpeed = 1
		named, banners := stepNames(t, r, 200000, 200)
		if !shell(r).ResultsShown() {
			t.Fatalf("the game did not reach its results: %s", shell(r).Status())
		}
		if named == 0 {
			t.Fatalf("%d frames named a god: the test saw nothing", named)
		}
		// At a seat no banner names the turn's god (the prompt, the seat
		// list and the log do): a band across the board hid A and B.
		if banners > 0 {
			t.Errorf("%d frames of a person's game showed a banner over the board", banners)
		}
		checkEvents(t, shell(r))
		t.Logf("%d frames named a god, %d with a banner", named, banners)
	})
	t.Run("attract", func(t *testing.T) {
		m := pacedMatch(t, 8, 300*time.Millisecond, "bot:random", "bot:random", "bot:random")
		r := scenetest.NewRig(t, m, NewAttract(m), 640, 360)
		r.App.Settings.AnimationSpeed = 1
		named, banners := stepNames(t, r, 300, 1)
		if board(shell(r)).watch == "" {
			t.Errorf("after 300 frames of a demo the strip tells a spectator nothing")
		}
		if named == 0 {
			t.Fatalf("%d frames named a god: the test saw nothing", named)
		}
		if banners > 0 {
			t.Errorf("%d frames of a demo showed a banner over the board (the fourteenth review saw Turn 11 across A and B)", banners)
		}
		t.Logf("%d frames named a god, %d with a banner; %d moves", named, banners, m.Moves())
	})
}

// TestNoTooltipLingers rests the mouse on continent C through the end of a
// game of a person and bots: tooltips show there during the game, always inside the
// board's area (clear of the seat list and the current player's row) and
// beside the space they word, never over it, a continent's title nor a
// place lit for the person's choice; none shows once the final check has begun, until the
// results are up beside the final board.
func TestNoTooltipLingers(t *testing.T) {
	m := scenetest.NewMatch(t, gods.Title, 5, nil, "human", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 640, 360)
	r.App.Settings.AnimationSpeed = 2
	personThinks = 60
	defer func() { personThinks = 0 }()
	s := shell(r)
	b := board(s)
	// Rest the mouse on space 1 of continent C.
	x, y := b.SpaceRect(2, 0).Center()
	r.Script.Rest(x, y, 4)
	r.Play()
	shown, litShown, checking, frame := 0, 0, 0, 0
	rng := rules.NewRNG(5)
	check := func(drawn bool) string {
		frame++
		rc, text, on := b.Tooltip()
		if s.ResultsShown() || !drawn {
			return ""
		}
		_, _, hover := s.Hovering()
		if b.finalCheck() {
			checking++
			if on {
				return fmt.Sprintf("frame %d: the tooltip %q shows during the final check", frame, text)
			}
			return ""
		}
		switch {
		case s.Playing() && hover:
			return fmt.Sprintf("frame %d: the kit tells the board the mouse rests on it while a move plays", frame)
		case s.Playing():
			if on {
				return fmt.Sprintf("frame %d: the tooltip %q shows while a move plays", frame, text)
			}
			return ""
		case !hover:
			return fmt.Sprintf("frame %d: the kit does not tell the board the mouse rests on it", frame)
		}
		if b.finalCheck() {
			checking++
			if on {
				return fmt.Sprintf("frame %d: the tooltip %q shows during the final check", frame, text)
			}
			return ""
		}
		if on {
			shown++
			a := b.Area()
			if rc.X < a.X || rc.Y < a.Y || rc.X+rc.W > a.X+a.W || rc.Y+rc.H > a.Y+a.H {
				return fmt.Sprintf("frame %d: the tooltip %+v leaves the board's area %+v", frame, rc, a)
			}
			for ci, cr := range b.lay.cont {
				if title := (scenes.Rect{X: cr.X, Y: cr.Y, W: cr.W, H: b.lay.tabH}); rc.Overlaps(title) {
					return fmt.Sprintf("frame %d: the tooltip %+v covers continent %s's title %+v", frame, rc, contLetters[ci], title)
				}
			}
			sp := b.SpaceRect(2, 0)
			if rc.Overlaps(sp) {
				return fmt.Sprintf("frame %d: the tooltip %+v covers the space %+v it words", frame, rc, sp)
			}
			for _, l := range b.Frame.Lit() {
				if rc.Overlaps(l) && !l.Contains(sp.Center()) {
					return fmt.Sprintf("frame %d: the tooltip %+v covers the lit place %+v", frame, rc, l)
				}
			}
			if len(b.Frame.Lit()) > 0 {
				litShown++
			}
		}
		return ""
	}
	for frame < 200000 && !s.ResultsShown() {
		if msg := frames(r, 100, 6, &rng, check); msg != "" { // one frame in six drawn: the tooltip waits 24 ticks
			t.Fatal(msg)
		}
	}
	if !s.ResultsShown() {
		t.Fatalf("the game did not reach its results: %s", s.Status())
	}
	if shown == 0 || checking == 0 || litShown == 0 {
		t.Fatalf("%d frames showed the tooltip (%d with places lit) and %d the final check: the test saw nothing", shown, litShown, checking)
	}
	// The results of the gods together sit beside the final board, which
	// explains itself again, inside its area.
	r.Step(30)
	if _, _, hover := s.Hovering(); !hover {
		t.Error("the mouse resting on the final board beside the results is not told to the board")
	}
	if rc, text, on := b.Tooltip(); on {
		if a := b.Area(); rc.X < a.X || rc.Y < a.Y || rc.X+rc.W > a.X+a.W || rc.Y+rc.H > a.Y+a.H {
			t.Errorf("the final board's tooltip %q at %+v leaves the board's area %+v", text, rc, a)
		}
	}
}

// TestSeatListPawnsExplainThemselves rests the mouse on each pawn of the
// seat list: a tooltip names the god who holds it and what the viewer may
// know of it (its need for the viewer's own, its kind alone for another
// god's), on the board beside the list.
func TestSeatListPawnsExplainThemselves(t *testing.T) {
	m := scenetest.NewMatch(t, gods.Title, 3, nil, "human", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.Step(30)
	s := shell(r)
	b := board(s)
	for seat := rules.Seat(0); seat < 3; seat++ {
		area := b.seatArea[seat]
		if area.W == 0 {
			t.Fatalf("seat %d's pawns were not painted", seat)
		}
		x, y := b.miniPos(seat, 0, area)
		tip := func() bool { _, _, on := b.Tooltip(); return on }
		if !r.HoverUntil(x, y, tipDelay, tip) {
			t.Fatalf("no tooltip over seat %d's first pawn", seat)
		}
		rc, text, _ := b.Tooltip()
		name := b.name.name(seat)
		if !strings.HasPrefix(text, name+" holds ") {
			t.Errorf("the tooltip over %s's pawn reads %q", name, text)
		}
		if hidden := strings.Contains(text, "need unseen"); hidden == (seat == 0) {
			t.Errorf("the tooltip over %s's pawn reads %q to the viewer, seat 0", name, text)
		}
		if a := b.Area(); !within(rc, a) {
			t.Errorf("the tooltip %+v over %s's pawn leaves the board's area %+v", rc, name, a)
		}
	}
}

// TestBagExplainsItself rests the mouse on the bag, at the size where it
// is a row of small pawns and at the size where it is a panel: a tooltip
// counts what it holds, beside it on the board, clear of the hand the kit
// draws over the board (the ninth review read "g holds 15 pawns").
func TestBagExplainsItself(t *testing.T) {
	for _, size := range [][2]int{{800, 600}, {1280, 720}} {
		m := scenetest.NewMatch(t, gods.Title, 3, nil, "human", "bot:random", "bot:random")
		r := scenetest.NewRig(t, m, New(m), size[0], size[1])
		r.Step(30)
		b := board(shell(r))
		x, y := b.lay.bag.Center()
		r.HoverUntil(x, y, tipDelay, func() bool { _, _, on := b.Tooltip(); return on })
		rc, text, on := b.Tooltip()
		if !on || !strings.HasPrefix(text, "The bag holds "+scenes.Itoa(b.bagSize())+" pawns: ") {
			t.Errorf("%v: the mouse on the bag shows %q (shown %v)", size, text, on)
		}
		if rc.Overlaps(b.lay.bag) || !within(rc, b.Area()) {
			t.Errorf("%v: the bag's tooltip %+v covers the bag %+v or leaves the board %+v", size, rc, b.lay.bag, b.Area())
		}
		if rc.Overlaps(b.lay.fan) {
			t.Errorf("%v: the bag's tooltip %+v goes under the hand %+v, which the kit draws over it", size, rc, b.lay.fan)
		}
	}
}

// TestPromptSaysWhatABotDoes watches bots' moves play: while one plays,
// the prompt says what is happening in the log's own words, and that line
// is in the log once the move has played.
func TestPromptSaysWhatABotDoes(t *testing.T) {
	m := scenetest.NewMatch(t, gods.Title, 4, nil, "human", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	s := shell(r)
	said := map[string]bool{}
	rng := rules.NewRNG(4)
	check := func(bool) string {
		if s.Playing() && m.IsBot(s.Acting()) {
			if _, text := s.PromptShown(); !strings.HasSuffix(text, " plays.") {
				said[text] = true
			}
		}
		return ""
	}
	for i := 0; i < 20 && len(said) < 5; i++ {
		if msg := frames(r, 100, 0, &rng, check); msg != "" {
			t.Fatal(msg)
		}
	}
	if len(said) == 0 {
		t.Fatal("no bot's move was worded in the prompt while it played")
	}
	r.Step(200)
	t.Logf("the prompt said %d lines while bots played: %v", len(said), said)
	log := strings.Join(s.LogText(), "\n")
	for text := range said {
		if !strings.Contains(log, text) {
			t.Errorf("the prompt said %q, which the log does not say:\n%s", text, log)
		}
	}
}

// TestLongPressTipGoesWithTheMouse long-presses a space with the mouse,
// then moves to the Player aid button: the explanation goes as the mouse
// leaves, and one tap opens the aid (the ninth review saw the space's
// tooltip stay, and its first tap on the aid do nothing).
func TestLongPressTipGoesWithTheMouse(t *testing.T) {
	r, s, b := threePeople(t)
	x, y := b.SpaceRect(0, 0).Center()
	r.Script.LongPress(x, y)
	r.Play()
	r.Step(tipDelay + 2) // the tooltip's delay, counted from the frame that found the space
	if _, text, on := b.Tooltip(); !on {
		t.Fatalf("a long press on a space shows no tooltip (%q)", text)
	}
	ax, ay := s.SheetButton().Center()
	r.Script.Rest(ax, ay, 4)
	r.Play()
	if _, text, on := b.Tooltip(); on {
		t.Errorf("the long press's tooltip %q stays once the mouse is on the Player aid button", text)
	}
	r.Tap(s.SheetButton())
	if !s.SheetShown() {
		t.Error("one tap on Player aid after a long press does not open it")
	}
}

// TestHoverOnAHandPawnWordsIt rests the mouse on each pawn of the hand:
// its tooltip says what it needs (the tenth review found none), and it
// keeps off the fan it words.
func TestHoverOnAHandPawnWordsIt(t *testing.T) {
	r, _, b := threePeople(t)
	hd := b.hv.hand
	if hd.Len() == 0 {
		t.Fatal("no hand")
	}
	for i := 0; i < hd.Len(); i++ {
		x, y := hd.TapSpot(i).Center()
		r.Hover(x, y, tipDelay+2)
		rc, text, on := b.Tooltip()
		want := needText[b.view.Hand(b.Viewer, hd.Card(i).ID).Pawn]
		if !on || text != want {
			t.Errorf("pawn %d: tooltip %q (shown %v), want %q", i, text, on, want)
		}
		if rc.Overlaps(b.lay.fan) || rc.Overlaps(b.lay.words) {
			t.Errorf("pawn %d: the tooltip %+v covers the hand %+v or its needs %+v", i, rc, b.lay.fan, b.lay.words)
		}
	}
}

// threePeople returns a rig at 1280x720 on a game of three people, the
// device passed to the first.
func threePeople(t *testing.T) (*scenetest.Rig, *Shell, *Table) {
	t.Helper()
	m := scenetest.NewMatch(t, gods.Title, 3, nil, "human", "human", "human")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.Step(30)
	s := shell(r)
	if s.Passing() {
		r.Tap(s.PassButton())
		r.Step(30)
	}
	return r, s, board(s)
}
