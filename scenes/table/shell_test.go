package table_test

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"starboard/rules"
	"starboard/rules/toy"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

func TestMain(m *testing.M) { scenetest.QuietMain(m) }

func TestToyGamesThroughTheKit(t *testing.T) {
	for _, players := range [][]string{
		{"human", "bot:random"},
		{"human", "human"},
		{"human", "bot:random", "human", "bot:random"},
	} {
		t.Run(strings.Join(players, "-"), func(t *testing.T) {
			for seed := uint64(1); seed <= 2; seed++ {
				r := scenetest.PlayThrough(t, scenetest.Game{Title: toy.Title, Table: newToyTable, Players: players, Seed: seed})
				if r.Moves == 0 {
					t.Fatal("no move was made through the screen")
				}
			}
		})
	}
}

// shell returns the rig's table as the kit's shell of the toy board.
func shell(r *scenetest.Rig) *table.Shell[place] { return r.Table.(*table.Shell[place]) }

func TestUndoTakesBackOwnMovesButNotADraw(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, newToyTable(m), 640, 360)
	r.App.Settings.AnimationSpeed = 3
	r.Step(4)
	s := shell(r)
	r.Perform(rules.Move{Kind: toy.KindPlay, A: 1}, false)
	r.Step(4)
	r.Tap(scenes.Rect{X: 0, Y: 0, W: 1, H: 1}) // nowhere
	undo := findUndo(t, r)
	r.Tap(undo)
	r.Step(4)
	if got := m.Moves(); got != 0 {
		t.Fatalf("after Undo the match has %d moves, want 0", got)
	}
	r.Perform(rules.Move{Kind: toy.KindDraw}, false)
	for len(s.Legal()) == 0 {
		r.Step(4)
	}
	r.Script.Key(1 << 1) // the Undo intent
	r.Play()
	msg, shown := s.Toast()
	if !shown || !strings.Contains(msg, "cannot be taken back") && !strings.Contains(msg, "only take back your own") {
		t.Fatalf("Undo after a draw and a bot's move: toast %q (shown %v), want the match's reason", msg, shown)
	}
}

func findUndo(t *testing.T, r *scenetest.Rig) scenes.Rect {
	t.Helper()
	rc, ok := scenes.FindTarget(r.Table, "undo")
	if !ok {
		t.Fatal("the table has no undo target")
	}
	return rc
}

func TestKioskIdleLeavesByTheWallClock(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	tbl := table.New(m, newToyBoard, table.Options{})
	r := scenetest.NewRig(t, m, tbl, 640, 360)
	now := time.Unix(1000, 0)
	r.App.Kiosk = true
	r.App.Clock = func() time.Time { return now }
	r.Tap(scenes.Rect{W: 1, H: 1})
	now = now.Add(scenes.KioskStillIdle + time.Second)
	var ch scenes.Change
	scenetest.Do(func() { ch = tbl.Update(&scenes.Context{Tick: 1000, W: 640, H: 360, App: r.App}) })
	if !ch.IsStay() {
		t.Fatalf("after %v idle the table left (%v); want it to ask first", scenes.KioskStillIdle, ch)
	}
	now = now.Add(scenes.KioskLeaveIdle)
	scenetest.Do(func() { ch = tbl.Update(&scenes.Context{Tick: 1001, W: 640, H: 360, App: r.App}) })
	if ch.String() != "home" {
		t.Fatalf("after %v idle the change is %v, want home", scenes.KioskLeaveIdle, ch)
	}
}

// TestScreenshots writes the toy table to $STARBOARD_SHOTS; without it the
// test is skipped.
func TestScreenshots(t *testing.T) {
	if os.Getenv("STARBOARD_SHOTS") == "" {
		t.Skip("STARBOARD_SHOTS is not set")
	}
	m := scenetest.NewMatch(t, toy.Title, 3, nil, "human", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, newToyTable(m), 640, 360)
	rng := rules.NewRNG(3)
	for r.Moves < 4 {
		if legal := r.Table.Legal(); len(legal) > 0 {
			r.Perform(legal[rng.IntN(len(legal))], false)
		} else {
			r.Step(4)
		}
	}
	for len(r.Table.Legal()) == 0 {
		r.Step(4)
	}
	r.Shoot("toy-table-1280x720", 1280, 720)
	r.Shoot("toy-table-1080x1920", 1080, 1920)
	r.PlayToEnd(&rng, nil)
	r.Step(10)
	r.Shoot("toy-results-1280x720", 1280, 720)
}

func TestHotSeatLogHidesTheOtherPersonsDraw(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 2, nil, "human", "human")
	r := scenetest.NewRig(t, m, newToyTable(m), 640, 360)
	r.App.Settings.AnimationSpeed = 3
	s := shell(r)
	r.Tap(s.PassButton())
	if s.Viewer() != 0 {
		t.Fatalf("the device is with %v, want seat 1", s.Viewer())
	}
	r.Perform(rules.Move{Kind: toy.KindDraw}, false)
	drawn := m.View(0).(*toy.State).Hand(0)[2]
	mine := "Ada drew " + strconv.Itoa(drawn)
	if !slices.Contains(s.LogText(), mine+" (7 left in the deck)") {
		t.Fatalf("Ada's log %q does not tell her what she drew (%q)", s.LogText(), mine)
	}
	for !s.Passing() {
		r.Step(4)
	}
	// The hand-over says what happened since Bruno's turn, as both may
	// read it: that Ada drew, not what.
	if !slices.Contains(s.HandOverLines(), "Ada drew a card (7 left in the deck)") {
		t.Errorf("the hand-over to Bruno says %q, want Ada's draw as a spectator reads it", s.HandOverLines())
	}
	for _, line := range s.HandOverLines() {
		if strings.HasPrefix(line, mine) {
			t.Errorf("the hand-over shows Ada's draw to Bruno: %q", line)
		}
	}
	if ask := s.HandOverAsk(); !strings.HasPrefix(ask, "Up next: ") || strings.Contains(ask, "seat 2") {
		t.Errorf("the hand-over says %q of what Bruno is asked next, want the rules' question with his name", ask)
	}
	r.Shoot("toy-hand-over", 1280, 720)
	r.Tap(s.PassButton())
	if s.Viewer() != 1 {
		t.Fatalf("after the pass the device is with %v, want seat 2", s.Viewer())
	}
	for _, line := range s.LogText() {
		if strings.HasPrefix(line, mine) {
			t.Fatalf("Bruno's log shows Ada's draw: %q", line)
		}
	}
	if !slices.Contains(s.LogText(), "Ada drew a card (7 left in the deck)") {
		t.Errorf("Bruno's log %q does not say that Ada drew a card", s.LogText())
	}
}

// TestHandOverWaitsABeat: after a person's move in hot seat, the table
// stays in sight a moment, the move played out, before the hand-over to
// the next person covers it.
func TestHandOverWaitsABeat(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 2, nil, "human", "human")
	r := scenetest.NewRig(t, m, newToyTable(m), 640, 360)
	s := shell(r)
	r.Tap(s.PassButton())
	r.Perform(rules.Move{Kind: toy.KindDraw}, false)
	for guard := 0; s.Playing() && guard < 1000; guard++ {
		r.Step(1)
	}
	seen := 0
	for ; !s.Passing() && seen < 1000; seen++ {
		r.Step(1)
	}
	if seen < 30 || !s.Passing() {
		t.Fatalf("the hand-over covered the table %d frames after Ada's draw had played (passing %v), want at least half a second (30)", seen, s.Passing())
	}
}

// TestTurnAnnouncementLeavesTheBoardInView checks that "Your turn" shows
// when a person's turn begins, and nowhere over the board.
func TestTurnAnnouncementLeavesTheBoardInView(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, newToyTable(m), 640, 360)
	s := shell(r)
	for i := 0; i < 400; i++ {
		if text, at, on := s.Announcement(); on {
			board := s.Board().(*toyBoard).area
			if at.X < board.X+board.W && board.X < at.X+at.W && at.Y < board.Y+board.H && board.Y < at.Y+at.H {
				t.Errorf("%q is shown at %v, over the board %v", text, at, board)
			}
			if text != "Your turn" {
				t.Errorf("the announcement says %q, want Your turn", text)
			}
			return
		}
		r.Step(1)
	}
	t.Error("no turn was announced")
}
