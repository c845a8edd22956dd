package table_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/toy"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// "Still playing?" counts down the seconds left before the table closes.
func TestStillPlayingCountsDown(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	tbl := table.New(m, newToyBoard, table.Options{})
	r := scenetest.NewRig(t, m, tbl, 640, 360)
	log := &scenetest.TextLog{TextDrawer: r.App.Text}
	r.App.Text = log
	now := time.Unix(1000, 0)
	r.App.Kiosk = true
	r.App.Clock = func() time.Time { return now }
	r.Tap(scenes.Rect{W: 1, H: 1})
	for _, idle := range []struct {
		after time.Duration
		want  string
	}{
		{scenes.KioskStillIdle, "30 s"},
		{scenes.KioskStillIdle + 20*time.Second, "10 s"},
		{scenes.KioskLeaveIdle - 1500*time.Millisecond, "2 s"},
	} {
		now = time.Unix(1000, 0).Add(idle.after)
		log.Reset()
		r.Step(1)
		lines, _ := log.Lines()
		i := slices.IndexFunc(lines, func(s string) bool { return strings.Contains(s, "closes in") })
		if i < 0 || !strings.Contains(lines[i], "closes in "+idle.want) {
			t.Errorf("after %v idle the table says %q, want it to close in %s", idle.after, lines, idle.want)
		}
	}
}

// A long prompt (a kind of move explained) takes a smaller size to fit its
// box, never under the legible minimum; a short one keeps the panel's.
func TestALongPromptFitsItsBox(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	shell := table.New(m, newToyBoard, table.Options{})
	r := scenetest.NewRig(t, m, shell, 1280, 720)
	c := &scenes.Canvas{Scale: 1, W: 1280, H: 720, App: r.App}
	const w, room = 280.0, 56.0
	long := strings.Repeat("Populate: tap a glowing technology of your board, then a city. ", 2)
	scenetest.Do(func() {
		if got := shell.PromptSize(c, "Your move.", w, room); got != 16 {
			t.Errorf("a short prompt is drawn at %.1f, want the panel's 16", got)
		}
		got := shell.PromptSize(c, long, w, room)
		if got >= 16 || got < scenes.MinTextPx {
			t.Errorf("a long prompt is drawn at %.1f, want under 16 and at least %v", got, scenes.MinTextPx)
		}
		if h := c.ParagraphHeight(long, got, w); h > room && got*0.94 >= scenes.MinTextPx {
			t.Errorf("a long prompt at %.1f takes %.0f of its %.0f room", got, h, room)
		}
		c.Scale = 0.9
		if got := shell.PromptSize(c, long, w, room); c.ScreenPx(got) < scenes.MinTextPx-0.01 {
			t.Errorf("on a smaller screen a long prompt comes out %.1f px high, want at least %v", c.ScreenPx(got), scenes.MinTextPx)
		}
		// Too long even at the legible minimum (a phone's narrow panel),
		// it is cut at a word, its end marked, and runs over nothing.
		longer := strings.Repeat(long, 3)
		shown, size := shell.FitPrompt(c, longer, w, room)
		if h := c.ParagraphHeight(shown, size, w); h > room || !strings.HasSuffix(shown, "…") || !strings.HasPrefix(longer, strings.TrimSuffix(shown, "…")[:20]) {
			t.Errorf("a prompt too long for its box shows %q, %.0f high in its %.0f room", shown, h, room)
		}
	})
}

// linerBoard is the toy board with a part in the turn for every seat.
type linerBoard struct{ *toyBoard }

func (linerBoard) SeatLine(rules.Game, rules.Seat) string { return "active god" }

// The line under a seat's name keeps the board's part whole when it and
// who plays the seat do not both fit: "to play · active god", not
// "to play · active …".
func TestASeatLineDropsWhoPlaysBeforeTheBoardsPart(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	shell := table.New(m, func(*match.Match) table.Board[place] { return linerBoard{&toyBoard{}} }, table.Options{})
	r := scenetest.NewRig(t, m, shell, 1280, 720)
	c := &scenes.Canvas{Scale: 1, W: 1280, H: 720, App: r.App}
	scenetest.Do(func() {
		if got := shell.SeatLine(c, 0, true, 14, 1000); got != "to play · active god · person" {
			t.Errorf("with room: %q", got)
		}
		w, _ := c.Measure("to play · active god", 14)
		if got := shell.SeatLine(c, 0, true, 14, w+4); got != "to play · active god" {
			t.Errorf("narrow: %q, want the board's part whole", got)
		}
	})
}

// keeperBoard is the toy board with a line of two parts that keeps who
// plays a seat.
type keeperBoard struct{ *toyBoard }

func (keeperBoard) SeatLine(rules.Game, rules.Seat) string { return "active god · 3 cards" }
func (keeperBoard) KeepsWho() bool                         { return true }

// A board that keeps who plays a seat has its own parts dropped first,
// from the last: "to play · active god · person", not "to play · active
// god · 3 cards".
func TestASeatLineKeepsWhoPlaysWhenTheBoardAsks(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	shell := table.New(m, func(*match.Match) table.Board[place] { return keeperBoard{&toyBoard{}} }, table.Options{})
	r := scenetest.NewRig(t, m, shell, 1280, 720)
	c := &scenes.Canvas{Scale: 1, W: 1280, H: 720, App: r.App}
	scenetest.Do(func() {
		w, _ := c.Measure("to play · active god · person", 14)
		if got := shell.SeatLine(c, 0, true, 14, w+4); got != "to play · active god · person" {
			t.Errorf("narrow: %q, want who plays kept", got)
		}
		w, _ = c.Measure("to play · person", 14)
		if got := shell.SeatLine(c, 0, true, 14, w+4); got != "to play · person" {
			t.Errorf("narrower: %q, want who plays kept", got)
		}
	})
}

// An older log line taller than the whole log shows its start, cut with
// "…", under the newest lines, rather than blank room above them or a
// tail without its subject.
func TestALogLineTallerThanTheLogShowsItsStart(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, newToyTable(m), 1280, 720)
	audit := &scenes.Legibility{}
	r.App.Audit = audit
	defer func() { r.App.Audit = nil }()
	long := "thestart " + strings.TrimSpace(strings.Repeat("a word or two ", 60)) + " theend"
	scenetest.Do(func() {
		img := ebiten.NewImage(400, 300)
		defer img.Deallocate()
		c := &scenes.Canvas{Dst: img, Scale: 1, W: 400, H: 300, App: r.App}
		table.DrawLog(c, scenes.Rect{W: 300, H: 200}, long, "the newest line")
	})
	start, cut := false, false
	for _, mk := range audit.Marks {
		start = start || strings.Contains(mk.Label, "thestart")
		cut = cut || strings.HasSuffix(mk.Label, "…")
	}
	if !start || !cut {
		t.Errorf("the tall older line's start is not drawn cut (start %v, cut %v): %d marks", start, cut, len(audit.Marks))
	}
}

// A table opened on a resumed match shows in its log the moves of the
// save, not an empty log.
func TestAResumedGameKeepsItsLog(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "human")
	for range 4 {
		if err := m.Submit(m.ToMove(), m.Legal(m.ToMove())[0]); err != nil {
			t.Fatal(err)
		}
	}
	resumed, err := match.Resume(m.Save(), match.Config{Title: toy.Title, HoldBots: true})
	if err != nil {
		t.Fatal(err)
	}
	defer resumed.Close()
	shell := table.New(resumed, newToyBoard, table.Options{})
	scenetest.NewRig(t, resumed, shell, 1280, 720)
	want := table.New(m, newToyBoard, table.Options{}).LogText()
	if got := shell.LogText(); !slices.Equal(got, want) {
		t.Errorf("the resumed table's log reads %q, want the game's %q", got, want)
	}
}

// quietBoard is the toy board whose log says nothing of a draw.
type quietBoard struct{ *toyBoard }

func (quietBoard) LogLines(e match.Entry, events []rules.Event, text func(rules.Event) string) []table.LogLine {
	if e.Move.Kind == toy.KindDraw {
		return nil
	}
	var out []table.LogLine
	for _, ev := range events {
		out = append(out, table.LogLine{Text: text(ev)})
	}
	return out
}

// A move whose entry has no line for the viewer leaves no seat's heading
// with nothing under it.
func TestALogHeadingAlwaysHasALine(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 3, nil, "human", "human")
	shell := table.New(m, func(*match.Match) table.Board[place] { return quietBoard{&toyBoard{}} }, table.Options{})
	r := scenetest.NewRig(t, m, shell, 1280, 720)
	draws := 0
	for i := 0; i < 40 && !m.Over(); i++ {
		legal := m.Legal(m.ToMove())
		mv := legal[0]
		for _, l := range legal {
			if l.Kind == toy.KindDraw {
				mv = l
			}
		}
		if mv.Kind == toy.KindDraw {
			draws++
		}
		if err := m.Submit(m.ToMove(), mv); err != nil {
			t.Fatal(err)
		}
		r.Step(2)
	}
	if draws == 0 {
		t.Fatal("no draw was played")
	}
	lines := shell.LogText()
	heading := func(s string) bool { return s == "Ada" || s == "Bruno" }
	for i, ln := range lines {
		if heading(ln) && (i == len(lines)-1 || heading(lines[i+1])) {
			t.Fatalf("line %d, %q, is a heading with nothing under it: %q", i, ln, lines)
		}
	}
}

// The seat at the device is marked in the words that fit its name's room,
// never with a cut mark: "Vega (at the device)", "Vega (here)", "Vega".
func TestTheSeatAtTheDeviceIsMarkedWhole(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "human")
	shell := table.New(m, newToyBoard, table.Options{})
	r := scenetest.NewRig(t, m, shell, 1280, 720)
	c := &scenes.Canvas{Scale: 1, W: 1280, H: 720, App: r.App}
	scenetest.Do(func() {
		const size = 16.0
		long, _ := c.Measure("Vega (at the device)", size)
		short, _ := c.Measure("Vega (here)", size)
		for _, tc := range []struct {
			width float64
			want  string
		}{{long + 1, "Vega (at the device)"}, {long - 1, "Vega (here)"}, {short - 1, "Vega"}} {
			if got := shell.AtDevice(c, "Vega", size, tc.width); got != tc.want {
				t.Errorf("in %.0f px the seat at the device reads %q, want %q", tc.width, got, tc.want)
			}
		}
	})
}
