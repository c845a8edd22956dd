package monkey

import (
	"errors"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/ai"
	"starboard/match"
	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/menu"
	"starboard/scenes/scenetest"
	"starboard/scenes/shelf"
)

func TestMain(m *testing.M) {
	os.Setenv("STARBOARD_AUDIO", "off")
	scenetest.Main(m)
}

// stores keeps every store the screens ask for, by key.
type stores map[string]*match.MemoryStore

func (s stores) store(key string) match.Store {
	if s[key] == nil {
		s[key] = new(match.MemoryStore)
	}
	return s[key]
}

// kioskTick is how long a tick lasts on the kiosk's fake clock: the
// monkey's longest wait (90 ticks) then passes every kiosk idle time, so
// the attract loop, "still playing?" and the way home are reached too.
const kioskTick = 2 * time.Second

// tables remembers which title's table each screen is.
type tables map[scenes.Scene]string

// newApp returns an App with the whole shelf, each table noted in made.
func newApp(kiosk bool, st stores, made tables) *scenes.App {
	app := &scenes.App{
		Text:     scenes.NewSpriteText(),
		Kiosk:    kiosk,
		Shelf:    shelf.Titles(),
		Planned:  shelf.Planned(),
		Store:    st.store,
		Settings: scenes.DefaultSettings(),
	}
	if kiosk {
		scenetest.TickClock(app, kioskTick)
	}
	for i := range app.Shelf {
		t := &app.Shelf[i]
		slug, table, attract := t.Slug(), t.Table, t.Attract
		t.Table = func(m *match.Match) scenes.Scene {
			s := table(m)
			made[s] = slug
			return s
		}
		t.Attract = func(m *match.Match) scenes.Scene {
			s := attract(m)
			made[s] = slug + " attract"
			return s
		}
	}
	return app
}

// monkey queues one random gesture on script.
func monkey(script *input.Script, rng *rules.RNG, w, h float64) {
	x, y := rng.Float64()*w, rng.Float64()*h
	switch n := rng.IntN(100); {
	case n < 70:
		script.Tap(x, y)
	case n < 80:
		script.Drag(x, y, rng.Float64()*w, rng.Float64()*h, 2+rng.IntN(10))
	case n < 85:
		script.LongPress(x, y)
	case n < 95:
		script.Key([]input.Intent{input.Back, input.Undo, input.Confirm}[rng.IntN(3)])
	default:
		script.Wait(1 + rng.IntN(90))
	}
}

// drawEvery spaces the frames drawn: software GL is slow, and Update is
// where input is handled; over a run's thousands of ticks every screen
// reached is drawn many times. (Drawing each screen as it came on top too
// made the run slower by a quarter: menus change screens at most taps.)
const drawEvery = 60

// over marks the ticks spent on the screens a table opened over itself
// (its pause menu, the title's guide, the settings), by the table's slug.
const over = " (screens over it)"

// launcher is the first scene of a run on a title's table: it pushes a
// table of a new match each time the last one has gone, so that every
// gesture of the run goes to that title's table or its dialogs.
type launcher struct {
	table func() scenes.Scene
}

func (l *launcher) Update(*scenes.Context) scenes.Change { return scenes.Push(l.table()) }

func (l *launcher) Draw(*scenes.Canvas) {}

// runConfig is one monkey run.
type runConfig struct {
	kiosk    bool
	seed     uint64
	gestures int
	// slug, when set, runs on tables of that title, each a new match with
	// two people and a random bot; otherwise the run starts on the title
	// screen.
	slug string
}

// run plays random gestures on a fresh program, drawing every few ticks,
// and counts the ticks spent on each screen. It is bounded by work (the
// number of gestures), never by time. Quitting starts the program again.
func run(t *testing.T, rc runConfig, st stores) (screens map[string]int, ticks int) {
	rng := rules.NewRNG(rc.seed)
	screens = map[string]int{}
	made := tables{}
	var open []*match.Match
	defer func() {
		for _, m := range open {
			m.Close()
		}
	}()
	scenetest.Do(func() {
		var root *scenes.Root
		var screen *scenetest.Screen
		script := new(input.Script)
		start := func() {
			app := newApp(rc.kiosk, st, made)
			first := menu.New(app, menu.Config{Seed: rc.seed})
			if rc.slug != "" {
				games := uint64(0)
				first = &launcher{table: func() scenes.Scene {
					games++
					m, table := startTable(t, app, rc.slug, rc.seed+games)
					open = append(open, m)
					return table
				}}
			}
			root = scenes.NewRoot(app, first, script)
			screen = scenetest.NewScreen(root, 1280, 720)
		}
		start()
		tableAt, tableSlug := 0, "" // the depth and title of the last table on top
		for gestures := 0; gestures < rc.gestures || script.Len() > 0; ticks++ {
			if script.Len() == 0 {
				w, h, _ := root.Size()
				monkey(script, &rng, w, h)
				gestures++
			}
			root.LayoutF(1280, 720)
			err := root.Update()
			if errors.Is(err, ebiten.Termination) {
				screens["(quit)"]++
				start()
				continue
			}
			if err != nil {
				t.Fatalf("tick %d: Update: %v", ticks, err)
			}
			switch top := root.Top(); {
			case made[top] != "":
				screens[made[top]]++
				tableAt, tableSlug = root.Depth(), made[top]
			case fmt.Sprintf("%T", top) == "*menu.attract":
				screens["attract loop"]++
			case tableAt > 0 && root.Depth() > tableAt:
				screens[tableSlug+over]++ // its pause menu, guide, settings
			default:
				screens["menu"]++
				tableAt = 0
			}
			if ticks%drawEvery == 0 {
				root.Draw(screen.Image)
				scenetest.Flush(screen.Image)
			}
		}
	})
	return screens, ticks
}

// startTable starts a match of the title with two people and a random bot
// (so the device is passed) and returns it with its table.
func startTable(t *testing.T, app *scenes.App, slug string, seed uint64) (*match.Match, scenes.Scene) {
	title, ok := app.Title(slug)
	if !ok {
		t.Fatalf("no title %q on the shelf", slug)
	}
	seats := []match.SeatConfig{
		{Name: "Ada", Player: match.Human},
		{Name: "Bruno", Player: match.Human},
		{Name: "Chandra", Player: match.BotPlayer(ai.Random)},
	}
	n := max(title.Rules.MinSeats, min(len(seats), title.Rules.MaxSeats))
	m, err := match.New(match.Config{
		Title: title.Rules,
		Setup: rules.Setup{Seats: n, Seed: seed},
		Seats: seats[:n],
		Store: app.Store(slug),
		Pace:  20 * time.Millisecond,
	})
	if err != nil {
		t.Fatalf("%s: %v", slug, err)
	}
	return m, title.Table(m)
}

// checkSaves replays every game the screens saved.
func checkSaves(t *testing.T, st stores) int {
	games := 0
	for key, s := range st {
		data, err := s.Load()
		if err != nil || key == menu.SettingsKey {
			continue
		}
		save, err := rules.ParseSave(data)
		if err != nil {
			t.Errorf("store %q: %v", key, err)
			continue
		}
		title, err := catalog.Find(save.Title)
		if err != nil {
			t.Errorf("store %q: %v", key, err)
			continue
		}
		if _, err := save.Replay(title); err != nil {
			t.Errorf("store %q: the saved game does not replay: %v", key, err)
		}
		games++
	}
	return games
}

// TestMonkey plays random gestures on the menus, from the title screen,
// with and without kiosk mode, and on the table of every title on the
// shelf, then replays every game the screens saved. Each run is a number
// of gestures, whatever the machine's speed.
func TestMonkey(t *testing.T) {
	// 3,300 gestures in all, about 8 ticks each: the menus' runs long
	// enough for the kiosk's idle times to pass, the tables' 300 each.
	menuGestures, tableGestures := 900, 300
	if testing.Short() {
		menuGestures, tableGestures = 300, 150
	}
	var runs []runConfig
	for i, kiosk := range []bool{false, true} {
		runs = append(runs, runConfig{kiosk: kiosk, seed: uint64(7 + i), gestures: menuGestures})
	}
	for i, title := range shelf.Titles() {
		runs = append(runs, runConfig{kiosk: i%2 == 1, seed: uint64(20 + i), gestures: tableGestures, slug: title.Slug()})
	}
	for _, rc := range runs {
		name := fmt.Sprintf("menus/kiosk=%v", rc.kiosk)
		if rc.slug != "" {
			name = fmt.Sprintf("%s/kiosk=%v", rc.slug, rc.kiosk)
		}
		t.Run(name, func(t *testing.T) {
			st := stores{}
			screens, ticks := run(t, rc, st)
			games := checkSaves(t, st)
			t.Logf("%d gestures, %d ticks, ticks by screen %v, games saved and replayed: %d", rc.gestures, ticks, screens, games)
			if on := screens[rc.slug] + screens[rc.slug+over]; rc.slug != "" && (on < ticks/2 || screens[rc.slug] < ticks/3) {
				t.Errorf("%d ticks of %d were spent on the %s table and %d on the screens it opened, want most, and a third on the table itself", screens[rc.slug], ticks, rc.slug, screens[rc.slug+over])
			}
			// Taps reach a table from the title; in a kiosk most waits
			// start the attract loop, which the next gesture leaves, so
			// there the loop is what must be reached.
			atTables := 0
			for _, title := range shelf.Titles() {
				atTables += screens[title.Slug()]
			}
			if rc.slug == "" && !rc.kiosk && atTables == 0 {
				t.Errorf("the monkey never reached a table from the title; it should be reachable by taps")
			}
			if rc.slug == "" && rc.kiosk && screens["attract loop"] == 0 {
				t.Errorf("the kiosk's attract loop never started, though the monkey leaves the screen alone for minutes")
			}
		})
	}
}
