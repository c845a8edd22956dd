package menu

import (
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
	"starboard/scenes/shelf"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// stubTable stands in for a title's table screen and keeps its match.
type stubTable struct {
	m       *match.Match
	attract bool // made by the title's Attract
	ticks   int
	inputs  int
}

func (s *stubTable) Update(ctx *scenes.Context) scenes.Change {
	s.ticks++
	if ctx.In.Press || ctx.In.Tap {
		s.inputs++
	}
	return scenes.Stay
}

func (s *stubTable) Draw(c *scenes.Canvas) { c.Fill(scenes.ColPanelHi) }

// Spare lends a spot, as a table looking on lends its Undo button's.
func (s *stubTable) Spare() (scenes.Rect, bool) {
	seat, online := s.m.Remote()
	return scenes.Rect{X: 20, Y: 600, W: 200, H: 60}, online && seat == rules.NoSeat
}

// fakeKeys types a script of characters, one tick at a time.
type fakeKeys struct {
	chars    []rune
	erasing  bool
	finished bool
}

func (k *fakeKeys) typed(dst []rune) []rune {
	dst = append(dst, k.chars...)
	k.chars = nil
	return dst
}
func (k *fakeKeys) erase() bool { e := k.erasing; k.erasing = false; return e }
func (k *fakeKeys) done() bool  { d := k.finished; k.finished = false; return d }

// tickTime is how long a tick lasts on the harness's clock: the kiosk's
// idle times pass in a few hundred ticks.
const tickTime = 250 * time.Millisecond

// ticksUntil returns how many more ticks without input make the App idle
// for d.
func (h *harness) ticksUntil(d time.Duration) int {
	return int((d - h.app.IdleFor() + tickTime - 1) / tickTime)
}

// harness is an App with stub tables and memory stores, and a root on a
// scripted screen.
type harness struct {
	t      *testing.T
	app    *scenes.App
	stores map[string]*match.MemoryStore
	tables []*stubTable
	keys   *fakeKeys
	script *input.Script
	root   *scenes.Root
	screen *scenetest.Screen
}

func newHarness(t *testing.T, kiosk bool) *harness {
	h := &harness{t: t, stores: map[string]*match.MemoryStore{}, keys: &fakeKeys{}, script: new(input.Script)}
	h.app = &scenes.App{
		Text:     sharedText(),
		Settings: scenes.DefaultSettings(),
		Kiosk:    kiosk,
		Shelf:    shelf.Titles(),
		Planned:  shelf.Planned(),
		Store: func(slug string) match.Store {
			if h.stores[slug] == nil {
				h.stores[slug] = &match.MemoryStore{}
			}
			return h.stores[slug]
		},
	}
	scenetest.TickClock(h.app, tickTime)
	for i := range h.app.Shelf {
		h.app.Shelf[i].Table = h.stub
		h.app.Shelf[i].Attract = h.stubAttract
	}
	t.Cleanup(func() {
		for _, st := range h.tables {
			st.m.Close()
		}
	})
	return h
}

func (h *harness) stub(m *match.Match) scenes.Scene {
	st := &stubTable{m: m}
	h.tables = append(h.tables, st)
	return st
}

func (h *harness) stubAttract(m *match.Match) scenes.Scene {
	st := h.stub(m).(*stubTable)
	st.attract = true
	return st
}

// noTable takes the table of a title off the shelf: the title stays
// listed, as coming soon.
func (h *harness) noTable(slug string) {
	h.t.Helper()
	t, ok := h.app.Title(slug)
	if !ok {
		h.t.Fatalf("no title %q on the shelf", slug)
	}
	t.Table = nil
}

// guide returns the guide pages of a title on the shelf.
func (h *harness) guide(slug string) []scenes.GuidePage {
	h.t.Helper()
	t, ok := h.app.Title(slug)
	if !ok {
		h.t.Fatalf("no title %q on the shelf", slug)
	}
	return t.Guide
}

var text *scenes.SpriteText

func sharedText() *scenes.SpriteText {
	if text == nil {
		text = scenes.NewSpriteText()
	}
	return text
}

func (h *harness) config() Config { return Config{Seed: 42, keys: h.keys} }

// open starts the root on a menu screen at a window size and lets the
// opening fade finish.
func (h *harness) open(name string, w, hh int) {
	h.t.Helper()
	first, err := Open(h.app, h.config(), name)
	if err != nil {
		h.t.Fatal(err)
	}
	h.root = scenes.NewRoot(h.app, first, h.script)
	scenetest.Do(func() {
		h.screen = scenetest.NewScreen(h.root, w, hh)
	})
	h.step(scenes.FadeTicks + 4)
}

// tap taps the middle of r and waits for any fade to end.
func (h *harness) tap(r scenes.Rect) {
	h.t.Helper()
	x, y := r.Center()
	h.script.Tap(x, y)
	h.step(h.script.Len() + scenes.FadeTicks + 2)
}

func (h *harness) key(i input.Intent) {
	h.script.Key(i)
	h.step(h.script.Len() + scenes.FadeTicks + 2)
}

// step runs n ticks without drawing: software rendering under Xvfb is
// slow, and Update does not need the frames.
func (h *harness) step(n int) {
	h.t.Helper()
	var err error
	scenetest.Do(func() {
		for range n {
			if err = h.root.Update(); err != nil {
				return
			}
		}
	})
	if err != nil {
		h.t.Fatal(err)
	}
}

// draw runs n ticks and draws each.
func (h *harness) draw(n int) {
	h.t.Helper()
	var err error
	scenetest.Do(func() { err = h.screen.Step(n) })
	if err != nil {
		h.t.Fatal(err)
	}
}

// shot writes the current frame to $STARBOARD_SHOTS, when set.
func (h *harness) shot(name string) {
	dir := os.Getenv("STARBOARD_SHOTS")
	if dir == "" {
		return
	}
	h.draw(1)
	var err error
	scenetest.Do(func() {
		img := h.screen.Frame()
		path := filepath.Join(dir, "menu-"+name+"-"+strconv.Itoa(img.Bounds().Dx())+"x"+strconv.Itoa(img.Bounds().Dy())+".png")
		var f *os.File
		if f, err = os.Create(path); err != nil {
			return
		}
		defer f.Close()
		err = png.Encode(f, img)
	})
	if err != nil {
		h.t.Error(err)
	}
}

// saveGods stores an autosave of gods with the given number of moves
// played (each the first legal move), and returns it.
func (h *harness) saveGods(moves int) *rules.Save {
	h.t.Helper()
	setup := rules.Setup{Seats: 3, Seed: 9, Options: rules.Options{"faces": "easy", "oxygen": "0"}}
	g, err := gods.Title.New(setup)
	if err != nil {
		h.t.Fatal(err)
	}
	save := &rules.Save{Format: rules.SaveFormat, Title: "gods", Ruleset: gods.Title.Ruleset, Seed: setup.Seed, Options: setup.Options,
		Seats: []rules.SeatRecord{{Name: "Ada", Player: "human"}, {Name: "Bea", Player: "bot:easy"}, {Name: "Cy", Player: "bot:hard"}}}
	for range moves {
		mv := g.Legal(nil)[0]
		save.Moves = append(save.Moves, g.MoveText(mv))
		if _, err := g.Apply(mv); err != nil {
			h.t.Fatal(err)
		}
	}
	data, err := save.Marshal()
	if err != nil {
		h.t.Fatal(err)
	}
	h.app.Store("gods").Save(data)
	return save
}
