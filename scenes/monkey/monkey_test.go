package monkey

import (
	"errors"
	"image"
	"os"
	"sort"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/scenes"
	"starboard/scenes/desolated"
	godstable "starboard/scenes/gods"
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

func newApp(kiosk bool, st stores) *scenes.App {
	return &scenes.App{
		Text:     scenes.NewSpriteText(),
		Kiosk:    kiosk,
		Shelf:    shelf.Titles(),
		Planned:  shelf.Planned(),
		Store:    st.store,
		Settings: scenes.DefaultSettings(),
	}
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
// where input is handled; drawing still runs on every screen reached.
const drawEvery = 40

// run plays gestures on a fresh program until ticks have passed, drawing
// every few ticks. Quitting starts the program again.
func run(t *testing.T, kiosk bool, seed uint64, ticks int, st stores) (screens map[string]int) {
	rng := rules.NewRNG(seed)
	screens = map[string]int{}
	scenetest.Do(func() {
		var root *scenes.Root
		var screen *scenetest.Screen
		script := new(input.Script)
		start := func() {
			app := newApp(kiosk, st)
			root = scenes.NewRoot(app, menu.New(app, menu.Config{Seed: seed}), script)
			screen = scenetest.NewScreen(root, 1280, 720)
		}
		start()
		var px [4]byte
		for tick := 0; tick < ticks; tick++ {
			if script.Len() == 0 {
				w, h, _ := root.Size()
				monkey(script, &rng, w, h)
			}
			root.LayoutF(1280, 720)
			err := root.Update()
			if errors.Is(err, ebiten.Termination) {
				screens["(quit)"]++
				start()
				continue
			}
			if err != nil {
				t.Fatalf("tick %d: Update: %v", tick, err)
			}
			screens[typeName(root.Top())]++
			if tick%drawEvery == 0 {
				root.Draw(screen.Image)
				screen.Image.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(px[:])
			}
		}
	})
	return screens
}

func typeName(s scenes.Scene) string {
	switch s.(type) {
	case *godstable.Table:
		return "gods table"
	case *desolated.Shell:
		return "desolated table"
	}
	return "menu"
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

func TestMonkey(t *testing.T) {
	ticks := 12000 // about 2,500 gestures per mode
	if testing.Short() {
		ticks = 3000
	}
	for i, kiosk := range []bool{false, true} {
		st := stores{}
		screens := run(t, kiosk, uint64(7+i), ticks, st)
		games := checkSaves(t, st)
		var seen []string
		for name := range screens {
			seen = append(seen, name)
		}
		sort.Strings(seen)
		t.Logf("kiosk=%v: %d ticks, screens %v, games saved and replayed: %d", kiosk, ticks, screens, games)
		if screens["gods table"] == 0 {
			t.Errorf("kiosk=%v: the monkey never reached the gods table; it should be reachable by taps", kiosk)
		}
	}
}
