package menu

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/ai"
	"starboard/match"
	"starboard/rules/toy"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
)

// chain records the type of the top scene after each step.
func (h *harness) top() string { return fmt.Sprintf("%T", h.root.Top()) }

func TestPlayChainStartsAGame(t *testing.T) {
	h := newHarness(t, false)
	h.open("title", 1280, 720)
	var chain []string
	chain = append(chain, h.top())

	h.tap(h.root.Top().(*titleScreen).play.Rect)
	chain = append(chain, h.top())
	p := h.root.Top().(*picker)
	h.tap(p.rows[0].area.Rect)
	chain = append(chain, h.top())

	s := h.root.Top().(*setup)
	h.tap(s.counts.buttons[1].Rect)        // 3 seats
	h.tap(s.rows[1].who.buttons[0].Rect)   // seat 2 is a person
	h.tap(s.rows[2].level.buttons[2].Rect) // seat 3 is a hard bot
	h.tap(s.rows[0].dice.Rect)             // seat 1 rolls a new name
	if got := s.rows[0].name.text; got == "Vega" || s.nameTaken(got, 0) {
		t.Errorf("after the die, seat 1 is named %q, want a new name no other seat has", got)
	}
	h.tap(s.next.Rect)
	chain = append(chain, h.top())

	o := h.root.Top().(*options)
	h.tap(o.rows[0].seg.buttons[1].Rect) // faces: difficult
	h.tap(o.rows[1].step.plus.Rect)
	h.tap(o.rows[1].step.plus.Rect) // oxygen: 2
	h.tap(o.start.Rect)
	chain = append(chain, h.top())

	want := "*menu.titleScreen *menu.picker *menu.setup *menu.options *menu.stubTable"
	if got := strings.Join(chain, " "); got != want {
		t.Fatalf("chain = %s, want %s", got, want)
	}
	if h.root.Depth() != 4 {
		t.Errorf("Depth() = %d, want 4 (title, picker, setup, then the table in place of options)", h.root.Depth())
	}
	m := h.root.Top().(*stubTable).m
	seats := m.Seats()
	if len(seats) != 3 {
		t.Fatalf("the match has %d seats, want 3", len(seats))
	}
	if seats[0].Player.Bot || seats[1].Player.Bot {
		t.Errorf("seats 1 and 2 are %v and %v, want people", seats[0].Player, seats[1].Player)
	}
	if seats[2].Player != match.BotPlayer(ai.Hard) {
		t.Errorf("seat 3 is %v, want bot:hard", seats[2].Player)
	}
	if seats[1].Name != "Altair" || seats[2].Name != "Lyra" {
		t.Errorf("names = %q, %q, want Altair, Lyra", seats[1].Name, seats[2].Name)
	}
	opts := m.Setup().Options
	if opts["faces"] != "difficult" || opts["oxygen"] != "2" {
		t.Errorf("options = %v, want faces=difficult oxygen=2", opts)
	}
	if m.Setup().Seed == 0 {
		t.Errorf("the game's seed is 0, want one drawn from the menu's seed")
	}
}

func TestComingSoonTitlesDoNotStart(t *testing.T) {
	h := newHarness(t, false)
	for _, title := range h.app.Shelf[1:] {
		h.noTable(title.Slug()) // only gods is playable
	}
	h.open("picker", 1280, 720)
	p := h.root.Top().(*picker)
	for i := 1; i < len(p.rows); i++ {
		if p.rows[i].playable {
			t.Errorf("%s is playable, want coming soon (no table registered)", p.rows[i].title.slug)
		}
		h.tap(p.rows[i].area.Rect)
		if h.root.Top() != p {
			t.Fatalf("tapping %s left the picker for %s", p.rows[i].title.slug, h.top())
		}
	}
	if len(p.rows) != 5 {
		t.Errorf("the picker lists %d titles, want 5", len(p.rows))
	}
	for i := 1; i < len(p.rows); i++ {
		if _, err := h.rootShell().start(p.rows[i].title, nil, nil); err == nil {
			t.Errorf("start(%s) = nil error, want coming soon", p.rows[i].title.slug)
		}
	}
	// A title with rules but no table is coming soon too.
	h.noTable("gods")
	if q := newPicker(h.rootShell()); q.rows[0].playable {
		t.Errorf("gods without a table is playable, want coming soon")
	}
}

func (h *harness) rootShell() *shell {
	switch s := h.root.Top().(type) {
	case *picker:
		return s.sh
	case *titleScreen:
		return s.sh
	}
	h.t.Fatalf("no shell on %s", h.top())
	return nil
}

func TestSettingsChangeAndPersist(t *testing.T) {
	h := newHarness(t, false)
	var fullscreen []bool
	oldSet, oldIs := setFullscreen, isFullscreen
	t.Cleanup(func() { setFullscreen, isFullscreen = oldSet, oldIs })
	setFullscreen = func(on bool) { fullscreen = append(fullscreen, on) }
	isFullscreen = func() bool { return false }
	h.open("settings", 1280, 720)
	s := h.root.Top().(*settingsScreen)
	h.tap(s.sound.buttons[1].Rect)
	h.tap(s.speed.buttons[2].Rect)
	h.tap(s.contrast.buttons[1].Rect)
	h.tap(s.screen.buttons[1].Rect)
	h.tap(s.sliders[0].minus.Rect)
	h.tap(s.sliders[2].plus.Rect)
	got := h.app.Settings
	want := scenes.Settings{Master: 0.7, Effects: 0.8, Music: 0.5, Muted: true, AnimationSpeed: 3, Fullscreen: true, HighContrast: true}
	if got != want {
		t.Errorf("Settings = %+v, want %+v", got, want)
	}
	if len(fullscreen) == 0 || !fullscreen[len(fullscreen)-1] {
		t.Errorf("fullscreen calls = %v, want the last to turn it on", fullscreen)
	}
	// Drag the effects slider to its left end.
	tr := s.sliders[1].track.Rect
	h.script.Drag(tr.X+tr.W/2, tr.Y+tr.H/2, tr.X-40, tr.Y+tr.H/2, 8)
	h.step(h.script.Len() + 2)
	if h.app.Settings.Effects != 0 {
		t.Errorf("Effects after a drag to the left = %v, want 0", h.app.Settings.Effects)
	}
	h.key(input.Back)
	if _, ok := h.root.Top().(*titleScreen); !ok {
		t.Fatalf("Back from settings leads to %s, want the title", h.top())
	}
	loaded, err := LoadSettings(h.app)
	if err != nil {
		t.Fatal(err)
	}
	if loaded != h.app.Settings {
		t.Errorf("LoadSettings() = %+v, want what was set, %+v", loaded, h.app.Settings)
	}
}

func TestLoadSettingsDefaultsAndErrors(t *testing.T) {
	h := newHarness(t, false)
	if s, err := LoadSettings(h.app); err != nil || s != scenes.DefaultSettings() {
		t.Errorf("LoadSettings() of an empty store = %+v, %v, want the defaults", s, err)
	}
	h.app.Store(SettingsKey).Save([]byte(`{"music": 0.1, "animationSpeed": 9}`))
	s, err := LoadSettings(h.app)
	want := scenes.DefaultSettings()
	want.Music = 0.1
	if err != nil || s != want {
		t.Errorf("LoadSettings() = %+v, %v, want %+v", s, err, want)
	}
	h.app.Store(SettingsKey).Save([]byte(`not json`))
	if _, err := LoadSettings(h.app); err == nil {
		t.Errorf("LoadSettings() of a broken file returned no error")
	}
	if s, err := LoadSettings(&scenes.App{}); err != nil || s != scenes.DefaultSettings() {
		t.Errorf("LoadSettings() without a store = %+v, %v, want the defaults", s, err)
	}
}

func TestNameFieldTypingAndKiosk(t *testing.T) {
	h := newHarness(t, false)
	focus := &Focus{}
	h.open("setup", 1280, 720)
	s := h.root.Top().(*setup)
	s.sh.cfg.Focus = focus
	h.tap(s.rows[1].name.area.Rect)
	if s.editing != 1 || !focus.Typing() {
		t.Fatalf("after a tap on a name, editing = %d, typing = %v; want 1, true", s.editing, focus.Typing())
	}
	h.keys.chars = []rune("Hal")
	h.step(1)
	h.keys.chars = []rune("e")
	h.step(1)
	h.keys.erasing = true
	h.step(1)
	h.key(input.Back) // Backspace is also Back: it must not leave the screen
	if h.root.Top() != s {
		t.Fatalf("a key while typing left the screen for %s", h.top())
	}
	h.keys.finished = true
	h.step(1)
	if got := s.rows[1].name.text; got != "Hal" || s.editing != -1 || focus.Typing() {
		t.Errorf("name = %q, editing = %d, typing = %v; want Hal, -1, false", got, s.editing, focus.Typing())
	}
	// An emptied name goes back to what it was.
	h.tap(s.rows[1].name.area.Rect)
	h.keys.erasing = true
	h.step(1)
	h.tap(s.next.Rect) // a press elsewhere ends the editing
	if got := s.rows[1].name.text; got != "Hal" {
		t.Errorf("after erasing all, name = %q, want Hal", got)
	}

	k := newHarness(t, true)
	k.open("setup", 1280, 720)
	ks := k.root.Top().(*setup)
	k.tap(ks.rows[0].name.area.Rect)
	if ks.editing != -1 || ks.rows[0].name.text == "Vega" {
		t.Errorf("in kiosk mode a tap on a name: editing = %d, name %q; want a new preset name and no keyboard", ks.editing, ks.rows[0].name.text)
	}
}

func TestResumeListsAndResumes(t *testing.T) {
	h := newHarness(t, false)
	h.saveGods(7)
	h.open("title", 1280, 720)
	ts := h.root.Top().(*titleScreen)
	if !ts.hasSaves {
		t.Fatal("the title shows no Resume button with an autosave stored")
	}
	h.tap(ts.resume.Rect)
	r, ok := h.root.Top().(*resume)
	if !ok || len(r.rows) != 1 {
		t.Fatalf("Resume leads to %s with %d rows, want the resume list with one", h.top(), len(r.rows))
	}
	if want := "Move 8"; !strings.HasPrefix(r.rows[0].state, want) {
		t.Errorf("state = %q, want it to start with %q", r.rows[0].state, want)
	}
	h.tap(r.rows[0].button.Rect)
	st, ok := h.root.Top().(*stubTable)
	if !ok {
		t.Fatalf("resuming leads to %s, want the table", h.top())
	}
	if st.m.Moves() != 7 || st.m.Seats()[2].Player != match.BotPlayer(ai.Hard) {
		t.Errorf("the resumed match has %d moves and seat 3 %v, want 7 and bot:hard", st.m.Moves(), st.m.Seats()[2].Player)
	}
}

func TestResumeShowsABadSave(t *testing.T) {
	h := newHarness(t, false)
	save := h.saveGods(5)
	save.Moves[3] = "place 99 at 99"
	data, _ := save.Marshal()
	h.app.Store("gods").Save(data)
	h.open("resume", 1280, 720)
	r := h.root.Top().(*resume)
	if len(r.rows) != 1 {
		t.Fatalf("%d rows, want 1", len(r.rows))
	}
	if !strings.Contains(r.rows[0].broken, "move 4") || r.rows[0].button.Enabled {
		t.Errorf("broken = %q, button enabled %v; want the error naming move 4 and no Resume", r.rows[0].broken, r.rows[0].button.Enabled)
	}
	h.tap(r.rows[0].button.Rect)
	if h.root.Top() != r {
		t.Errorf("tapping a broken save left the list for %s", h.top())
	}
	h.app.Store("gods").Save([]byte("{garbage"))
	r = newResume(r.sh)
	if len(r.rows) != 1 || r.rows[0].broken == "" {
		t.Errorf("an unreadable save: %d rows, broken %q; want one row saying why", len(r.rows), r.rows[0].broken)
	}
}

func TestHowToPages(t *testing.T) {
	h := newHarness(t, false)
	h.open("howto", 1280, 720)
	ht := h.root.Top().(*howTo)
	howPages := h.guide("gods")
	for i := 1; i < len(howPages); i++ {
		h.tap(ht.next.Rect)
		if ht.page != i {
			t.Fatalf("after %d taps on Next, page %d", i, ht.page)
		}
	}
	h.tap(ht.prev.Rect)
	if ht.page != len(howPages)-2 {
		t.Errorf("Previous: page %d, want %d", ht.page, len(howPages)-2)
	}
	tr := ht.pic
	h.script.Drag(tr.X+tr.W-20, tr.Y+100, tr.X+20, tr.Y+100, 10)
	h.step(h.script.Len() + 2)
	if ht.page != len(howPages)-1 {
		t.Errorf("a swipe to the left: page %d, want %d", ht.page, len(howPages)-1)
	}
	h.tap(ht.next.Rect) // Done
	if _, ok := h.root.Top().(*titleScreen); !ok {
		t.Errorf("Done leads to %s, want the title", h.top())
	}
}

func TestQuitButton(t *testing.T) {
	h := newHarness(t, false)
	h.open("title", 1280, 720)
	ts := h.root.Top().(*titleScreen)
	x, y := ts.quit.Rect.Center()
	h.script.Tap(x, y)
	var err error
	scenetest.Do(func() {
		for range h.script.Len() + 2 {
			if err = h.root.Update(); err != nil {
				return
			}
		}
	})
	if err != ebiten.Termination {
		t.Errorf("after Quit, Update() = %v, want ebiten.Termination", err)
	}
	k := newHarness(t, true)
	k.open("title", 1280, 720)
	for _, b := range k.root.Top().(*titleScreen).visible {
		if b.Label == "Quit" {
			t.Errorf("the kiosk's title shows Quit")
		}
	}
}

func TestKioskAttractLoop(t *testing.T) {
	h := newHarness(t, true)
	h.open("title", 1280, 720)
	h.step(h.ticksUntil(scenes.KioskAttractIdle) - 2)
	if _, ok := h.root.Top().(*titleScreen); !ok {
		t.Fatalf("before a minute idle the top is %s, want the title", h.top())
	}
	h.step(4)
	a, ok := h.root.Top().(*attract)
	if !ok {
		t.Fatalf("after a minute idle (%v) the top is %s, want the attract loop", h.app.IdleFor(), h.top())
	}
	table := a.table.(*stubTable)
	for _, s := range a.m.Seats() {
		if s.Player != match.BotPlayer(ai.Easy) {
			t.Errorf("attract seat %s is %v, want bot:easy", s.Name, s.Player)
		}
	}
	h.step(30)
	if table.ticks == 0 || table.inputs != 0 {
		t.Errorf("the table ran %d ticks and saw %d inputs, want some ticks and no input", table.ticks, table.inputs)
	}
	h.tap(scenes.Rect{X: 600, Y: 300, W: 10, H: 10})
	if _, ok := h.root.Top().(*options); !ok {
		t.Fatalf("after a tap the top is %s, want the demo's options", h.top())
	}
	h.step(h.ticksUntil(scenes.KioskAttractIdle) / 2)
	if _, ok := h.root.Top().(*options); !ok {
		t.Errorf("the attract loop came back at once (%s)", h.top())
	}
}

// A touch on a demo opens its title's options with the visitor against
// bots, so that one tap, Start, begins the game; Back leads to the seats,
// and from them to the title.
func TestTouchOnADemoIsOneTapFromItsGame(t *testing.T) {
	for _, slug := range []string{"gods", "seeders"} {
		h := newHarness(t, true)
		h.open("attract/"+slug, 1280, 720)
		if _, ok := h.root.Top().(*attract); !ok {
			t.Fatalf("the top is %s, want the attract loop", h.top())
		}
		h.tap(scenes.Rect{X: 600, Y: 300, W: 10, H: 10})
		o, ok := h.root.Top().(*options)
		if !ok || o.title.slug != slug {
			t.Fatalf("a touch on the %s demo opened %s, want its options", slug, h.top())
		}
		h.tapTarget("start")
		st, ok := h.root.Top().(*stubTable)
		if !ok {
			t.Fatalf("Start after the %s demo led to %s, want its table", slug, h.top())
		}
		if st.m.Title().Slug != slug {
			t.Errorf("the game is of %s, want %s", st.m.Title().Slug, slug)
		}
		for i, seat := range st.m.Seats() {
			if bot := seat.Player.Bot; bot != (i > 0) {
				t.Errorf("%s seat %d (%s) bot %v: want the visitor at seat 1 against bots", slug, i+1, seat.Name, bot)
			}
		}

		h.open("attract/"+slug, 1280, 720)
		h.tap(scenes.Rect{X: 600, Y: 300, W: 10, H: 10})
		h.tapTarget("players")
		if s, ok := h.root.Top().(*setup); !ok || s.title.slug != slug {
			t.Fatalf("Players on the demo's options led to %s, want the setup of %s", h.top(), slug)
		}
		h.tapTarget("menu")
		if _, ok := h.root.Top().(*titleScreen); !ok || h.root.Depth() != 1 {
			t.Errorf("Menu on the setup led to %s at depth %d, want the title", h.top(), h.root.Depth())
		}
	}
}

// TestKioskAttractLoopCyclesThroughTheShelf: when a demo game is over and
// its results have been up a while, the demo of the next title on the
// shelf starts, and after the last title the first comes back.
func TestKioskAttractLoopCyclesThroughTheShelf(t *testing.T) {
	h := newHarness(t, true)
	var made []string
	h.app.Shelf = nil
	for _, name := range []string{"first", "second", "third"} {
		h.app.Shelf = append(h.app.Shelf, scenes.Title{Rules: toy.Title, Table: h.stub, Attract: func(m *match.Match) scenes.Scene {
			made = append(made, name)
			return h.stubAttract(m)
		}})
	}
	first, err := Open(h.app, Config{Seed: 3, keys: h.keys, Pace: time.Millisecond}, "attract")
	if err != nil {
		t.Fatal(err)
	}
	h.root = scenes.NewRoot(h.app, first, h.script)
	scenetest.Do(func() { h.screen = scenetest.NewScreen(h.root, 640, 360) })
	for want := range 4 {
		h.step(scenes.FadeTicks + 2)
		a, ok := h.root.Top().(*attract)
		if !ok {
			t.Fatalf("demo %d: the top is %s, want the attract loop", want+1, h.top())
		}
		// The bots play on their own goroutine, a millisecond a move; the
		// screen steps on until the game ends, however long the machine
		// takes (a hang is go test's timeout to report).
		for !a.m.Over() {
			h.step(1)
			time.Sleep(100 * time.Microsecond)
		}
		if !a.m.Over() {
			t.Fatalf("demo %d never ended: %d moves", want+1, a.m.Moves())
		}
		h.step(1) // the attract loop sees the game over
		// It may have seen it over already, while the fade ran: count from
		// then.
		up := h.app.Now().Sub(a.overAt)
		h.step(int((scenes.AttractResults-up)/tickTime) - 2)
		if h.root.Top() != scenes.Scene(a) {
			t.Fatalf("demo %d: the next demo came before its results had been up %v", want+1, scenes.AttractResults)
		}
		h.step(3)
		if h.root.Top() == scenes.Scene(a) {
			t.Fatalf("demo %d: no next demo after its results were up %v", want+1, scenes.AttractResults)
		}
		if h.root.Depth() != 2 {
			t.Errorf("demo %d: depth %d, want 2 (each demo replaces the last above the title)", want+1, h.root.Depth())
		}
	}
	if want := "[first second third first second]"; fmt.Sprint(made) != want {
		t.Errorf("demos of %v, want %s", made, want)
	}
}

// keySource replays raw key states.
type keySource struct{ keys []input.Intent }

func (k *keySource) Raw(func(x, y float64) (float64, float64)) input.Raw {
	r := input.Raw{Keys: k.keys[0]}
	k.keys = k.keys[1:]
	return r
}

func TestFocusFilterHidesKeysWhileTyping(t *testing.T) {
	focus := &Focus{}
	src := &keySource{keys: []input.Intent{input.Fullscreen, input.Confirm, input.Confirm, 0, input.Confirm}}
	f := focus.Filter(src)
	var got []input.Intent
	typing := []bool{true, true, false, false, false}
	for _, on := range typing {
		focus.set(on)
		got = append(got, f.Raw(nil).Keys)
	}
	want := []input.Intent{0, 0, 0, 0, input.Confirm}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("keys = %v, want %v: none while typing, and Enter held from typing hidden until released", got, want)
	}
}

func TestKioskAttractPlaysTheShelfsAttractScreen(t *testing.T) {
	h := newHarness(t, true)
	h.open("attract", 1280, 720)
	a, ok := h.root.Top().(*attract)
	if !ok {
		t.Fatalf("the top is %s, want the attract loop", h.top())
	}
	if st, ok := a.table.(*stubTable); !ok || !st.attract {
		t.Errorf("the attract loop shows %T, want the title's Attract screen", a.table)
	}
	if h.root.Depth() != 2 {
		t.Errorf("Depth() = %d, want 2: the demo is pushed above the title", h.root.Depth())
	}
}

func TestKioskIdleMenuGoesHome(t *testing.T) {
	h := newHarness(t, true)
	h.open("options", 1280, 720)
	h.step(h.ticksUntil(scenes.KioskMenuIdle) - 1)
	if _, ok := h.root.Top().(*options); !ok {
		t.Fatalf("before three idle minutes the top is %s, want the options", h.top())
	}
	h.step(1)
	if _, ok := h.root.Top().(*titleScreen); !ok || h.root.Depth() != 1 {
		t.Errorf("after three idle minutes the top is %s at depth %d, want the title alone", h.top(), h.root.Depth())
	}
	h.step(scenes.FadeTicks + 2) // and the title, idle as well, starts the demo
	if _, ok := h.root.Top().(*attract); !ok {
		t.Errorf("then the top is %s, want the attract loop", h.top())
	}
}

// tapTarget taps the target of the top scene called name.
func (h *harness) tapTarget(name string) {
	h.t.Helper()
	r, ok := scenes.FindTarget(h.root.Top(), name)
	if !ok {
		h.t.Fatalf("%s has no target %q", h.top(), name)
	}
	h.tap(r)
}

func TestSeatColorsAreChosenByBadge(t *testing.T) {
	h := newHarness(t, false)
	h.open("picker", 1280, 720)
	h.tapTarget("title/gods")
	h.tapTarget("seats/3")
	h.tapTarget("seat1/color") // 1 and 2 are taken by seats 2 and 3: the next free is 3
	h.tapTarget("seat3/color") // 3 is now seat 1's, so seat 3 takes 4
	h.tapTarget("next")
	h.tapTarget("start")
	m := h.root.Top().(*stubTable).m
	var got []int
	for i, s := range m.Seats() {
		got = append(got, s.ColorIndex(i))
	}
	if want := []int{3, 1, 4}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("seat colours = %v, want %v (each tap takes the next colour no other seat has)", got, want)
	}
}

func TestHowToTabsChooseTheTitle(t *testing.T) {
	h := newHarness(t, false)
	h.open("howto", 1280, 720)
	ht := h.root.Top().(*howTo)
	h.tap(ht.next.Rect)
	h.tapTarget("guide/desolated")
	if ht.guide.slug != "desolated" || ht.page != 0 {
		t.Fatalf("after the Desolated tab: guide %s page %d, want desolated page 1", ht.guide.slug, ht.page+1)
	}
	for range h.guide("desolated") {
		h.tap(ht.next.Rect)
	}
	if _, ok := h.root.Top().(*titleScreen); !ok {
		t.Errorf("Done on the last Desolated page leads to %s, want the title", h.top())
	}
}

// "attract/<slug>" starts the attract loop on that title's demo; a slug
// that is not on the shelf is refused.
func TestOpenAttractOnATitle(t *testing.T) {
	h := newHarness(t, false)
	var made []string
	h.app.Shelf = nil
	for _, name := range []string{"first", "second", "third"} {
		title := toy.Title
		title.Slug = name
		h.app.Shelf = append(h.app.Shelf, scenes.Title{Rules: title, Table: h.stub, Attract: func(m *match.Match) scenes.Scene {
			made = append(made, name)
			return h.stubAttract(m)
		}})
	}
	if _, err := Open(h.app, Config{Seed: 3, keys: h.keys}, "attract/nowhere"); err == nil {
		t.Errorf("attract/nowhere opened, want an error")
	}
	first, err := Open(h.app, Config{Seed: 3, keys: h.keys, Pace: time.Millisecond}, "attract/second")
	if err != nil {
		t.Fatal(err)
	}
	h.root = scenes.NewRoot(h.app, first, h.script)
	scenetest.Do(func() { h.screen = scenetest.NewScreen(h.root, 640, 360) })
	h.step(scenes.FadeTicks + 2)
	if _, ok := h.root.Top().(*attract); !ok {
		t.Fatalf("the top is %s, want the attract loop", h.top())
	}
	if want := "[second]"; fmt.Sprint(made) != want {
		t.Errorf("demos of %v, want %s", made, want)
	}
}

// The menus give tables their How to play, open on the table's title with
// no tabs, and their settings: the pause menu pushes them.
func TestTablesOpenTheGuideOfTheirTitle(t *testing.T) {
	h := newHarness(t, false)
	h.open("title", 1280, 720)
	if h.app.Guide == nil || h.app.SettingsScreen == nil {
		t.Fatal("the menus set no Guide or SettingsScreen on the App")
	}
	ht, ok := h.app.Guide("desolated").(*howTo)
	if !ok {
		t.Fatalf("Guide returns %T, want the How to play", h.app.Guide("desolated"))
	}
	if ht.tabbed() || ht.guide.slug != "desolated" || ht.page != 0 || !strings.HasPrefix(ht.heading, "How to play Desolated") {
		t.Errorf("the guide of desolated: tabs %v, guide %s, page %d, heading %q; want Desolated's first page alone", ht.tabbed(), ht.guide.slug, ht.page+1, ht.heading)
	}
	if _, ok := h.app.SettingsScreen().(*settingsScreen); !ok {
		t.Errorf("SettingsScreen returns %T, want the settings screen", h.app.SettingsScreen())
	}
}

// TestDiceSaysWhatItDoes rests the mouse on a seat's die in the setup: a
// tooltip names what it does; away from it there is none.
func TestDiceSaysWhatItDoes(t *testing.T) {
	h := newHarness(t, false)
	h.open("setup/gods", 1280, 720)
	s, ok := h.root.Top().(*setup)
	if !ok {
		t.Fatalf("the setup is not on top: %s", h.top())
	}
	x, y := s.rows[1].dice.Rect.Center()
	h.script.Rest(x, y, 3)
	h.step(h.script.Len() + 1)
	if s.diceTip != 1 {
		t.Errorf("the mouse on seat 2's die: diceTip %d, want 1", s.diceTip)
	}
	h.script.Rest(x-300, y+200, 3)
	h.step(h.script.Len() + 1)
	if s.diceTip != -1 {
		t.Errorf("the mouse away from the dice: diceTip %d, want -1", s.diceTip)
	}
}

// TestHowToPictureShowsLarge taps the picture of a page in a small window,
// where its words are a miniature's: it shows as large as the window, and
// a tap or Back closes it without leaving the guide (the ninth review read
// its words at 6 px at 800x600).
func TestHowToPictureShowsLarge(t *testing.T) {
	h := newHarness(t, false)
	h.open("howto", 800, 600)
	ht := h.root.Top().(*howTo)
	h.tapTarget("guide/revenant")
	h.tapTarget("picture")
	if !ht.large {
		t.Fatal("a tap on the picture did not show it large")
	}
	h.shot("howto-large-800x600")
	h.tap(ht.next.Rect)
	if ht.large || ht.page != 0 {
		t.Errorf("a tap on the large picture: large %v, page %d; want it closed, the page kept", ht.large, ht.page)
	}
	h.tapTarget("picture")
	h.key(input.Back)
	if ht.large || h.root.Top() != ht {
		t.Errorf("Back on the large picture: large %v, top %s; want it closed, the guide kept", ht.large, h.top())
	}
}

// TestLevelTipClearsStart rests the mouse on each bot level of the last
// bot's row in the setup: its tooltip, under the button, stays clear of
// "Start the game" and "How to play" (the fourteenth review saw it touch
// the top of Start at 1280x720).
func TestLevelTipClearsStart(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {800, 600}, {1920, 1080}, {1080, 1920}} {
		h := newHarness(t, false)
		h.open("setup/revive", sz[0], sz[1])
		s, ok := h.root.Top().(*setup)
		if !ok {
			t.Fatalf("the setup is not on top: %s", h.top())
		}
		last := -1
		for i, r := range s.rows[:s.seats()] {
			if r.who.selected == 1 {
				last = i
			}
		}
		if last < 0 {
			t.Fatalf("%v: no bot in the setup", sz)
		}
		// The screen's own units to the window's, by where Start lies in each.
		var start scenes.Rect
		for _, tg := range s.Targets(nil) {
			if tg.Name == "next" {
				start = tg.Rect
			}
		}
		k := start.W / s.next.Rect.W
		for k2, b := range s.rows[last].level.buttons {
			x, y := b.Rect.Center()
			h.script.Rest(start.X+(x-s.next.Rect.X)*k, start.Y+(y-s.next.Rect.Y)*k, 3)
			h.step(h.script.Len() + 1)
			if s.tip == "" {
				t.Fatalf("%v: no tooltip on level %d", sz, k2)
			}
			if k2 == 1 {
				h.shot("setup-level-tip")
			}
			bottom := s.tipY - 48 + 40 // scenes.Tooltip's box
			for _, btn := range []scenes.Rect{s.next.Rect, s.howto.Rect} {
				if bottom+4 > btn.Y {
					t.Errorf("%v: the tooltip of level %d ends at %.0f, on a button at %.0f", sz, k2, bottom, btn.Y)
				}
			}
		}
	}
}

// TestHowToTextClearsTheButtons turns every page of every guide at each
// window shape: the page's text ends clear of the buttons under it and of
// the picture (the fourteenth review saw Revive's page 3 touch
// "Previous" at 1280x720).
func TestHowToTextClearsTheButtons(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {800, 600}, {1920, 1080}, {1080, 1920}} {
		h := newHarness(t, false)
		h.open("howto", sz[0], sz[1])
		ht := h.root.Top().(*howTo)
		// Laid out and measured as Draw does, without drawing: the
		// pictures are slow to render.
		w, hh, _ := h.root.Size()
		ht.fit.set(w, hh, ht.need(w, hh))
		w, hh = w/ht.fit.zoom, hh/ht.fit.zoom
		ht.layout(w, hh)
		c := &scenes.Canvas{App: h.app, Scale: 1, W: w, H: hh}
		for g := range ht.guides {
			ht.open(g, 0)
			for p := range ht.pages {
				text := ht.pages[p].Text
				size := ht.fitText(c, text)
				bottom := ht.text.Y + size*2.7 + c.ParagraphHeight(text, size, ht.text.W)
				limit := ht.prev.Rect.Y - textClear
				if ht.pic.Y > ht.text.Y {
					limit = min(limit, ht.pic.Y-10-textClear)
				}
				if bottom > limit+0.5 {
					t.Errorf("%v: %s page %d: the text ends at %.0f, past %.0f", sz, ht.guides[g].slug, p+1, bottom, limit)
				}
				if size < 20 {
					t.Errorf("%v: %s page %d: the text shrinks to %.0f to fit: too long a page", sz, ht.guides[g].slug, p+1, size)
				}
				if slug := ht.guides[g].slug; slug == "revive" && p == 2 || slug == "seeders" && p == 3 {
					ht.turn(p, 0)
					h.shot("howto-" + ht.guides[g].slug + "-" + strconv.Itoa(p+1))
				}
			}
		}
	}
}

// TestRevenantGuideReadsLarge shows each picture of Revenant's guide
// large, as a tap on it does, at each window size: every text in it is at
// least scenetest.LegibleBar high on screen. On the page the picture is a
// miniature (the last review read 6 to 8 px words in the map's at
// 1280x720); its texts count apart.
func TestRevenantGuideReadsLarge(t *testing.T) {
	for _, sz := range scenetest.Sizes {
		h := newHarness(t, false)
		h.open("howto", sz[0], sz[1])
		ht := h.root.Top().(*howTo)
		h.tapTarget("guide/revenant")
		for p := range ht.pages {
			h.tapTarget("picture")
			if !ht.large {
				t.Fatalf("%v: a tap on page %d's picture did not show it large", sz, p+1)
			}
			audit := &scenes.Legibility{}
			h.app.Audit = audit
			h.draw(1)
			h.app.Audit = nil
			seen := 0
			for _, mk := range audit.Marks {
				if mk.Mini || !strings.Contains(mk.Where, "revenant/") && !strings.Contains(mk.Where, "scenes/shelf.go") {
					continue
				}
				seen++
				if mk.Px < scenetest.LegibleBar {
					t.Errorf("%v: page %d's picture shown large has %q %.1f px high (%s)", sz, p+1, mk.Label, mk.Px, mk.Where)
				}
			}
			if seen == 0 {
				t.Errorf("%v: page %d's picture shown large drew no text", sz, p+1)
			}
			h.shot("howto-revenant-large-" + strconv.Itoa(p+1))
			h.tapTarget("next") // closes the picture
			h.tapTarget("next")
		}
	}
}
