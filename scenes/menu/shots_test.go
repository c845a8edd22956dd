package menu

import (
	"os"
	"strconv"
	"testing"
	"time"

	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/shelf"
)

// shotCase is one screenshot: a screen, made ready by prep.
type shotCase struct {
	name   string
	screen string
	kiosk  bool
	prep   func(h *harness)
}

var shotSizes = [][2]int{{1280, 720}, {1920, 1080}, {800, 600}, {1080, 1920}}

func shotCases() []shotCase {
	cases := []shotCase{
		{name: "title", screen: "title", prep: func(h *harness) { h.saveGods(12) }},
		{name: "title-kiosk", screen: "title", kiosk: true},
		{name: "picker", screen: "picker"},
		{name: "setup", screen: "setup"},
		{name: "setup-four", screen: "setup", prep: func(h *harness) {
			h.tapTarget("seats/4")
			h.tapTarget("seat4/human")
			h.tapTarget("seat1/name")
			h.keys.chars = []rune("Zoë")
			h.step(1)
		}},
		{name: "options", screen: "options"},
		{name: "options-from-demo", screen: "attract", kiosk: true, prep: func(h *harness) { h.tap(scenes.Rect{X: 600, Y: 300, W: 10, H: 10}) }},
		{name: "setup-from-demo", screen: "attract", kiosk: true, prep: func(h *harness) {
			h.tap(scenes.Rect{X: 600, Y: 300, W: 10, H: 10})
			h.tapTarget("players")
		}},
		{name: "setup-six", screen: "setup/desolated", prep: func(h *harness) { h.tapTarget("seats/6") }},
		{name: "options-many", screen: "options/desolated"},
		{name: "settings", screen: "settings"},
		{name: "resume", screen: "resume", prep: func(h *harness) { h.saveGods(12) }},
		{name: "title-damaged", screen: "title", prep: func(h *harness) { h.app.Store("gods").Save([]byte("{damaged")) }},
		{name: "resume-damaged", screen: "resume", prep: func(h *harness) {
			h.saveGods(12)
			h.app.Store("gods.broken-1").Save([]byte("{damaged"))
		}},
	}
	for i := range shelfGuide("gods") {
		page := i
		cases = append(cases, shotCase{name: "howto-" + strconv.Itoa(i+1), screen: "howto", prep: func(h *harness) {
			for range page {
				h.tapTarget("next")
			}
		}})
	}
	// Every other title's pages, reached by its tab.
	for _, title := range shelf.Titles()[1:] {
		slug := title.Slug()
		for i := range title.Guide {
			page := i
			cases = append(cases, shotCase{name: "howto-" + slug + "-" + strconv.Itoa(i+1), screen: "howto", prep: func(h *harness) {
				h.tapTarget("guide/" + slug)
				for range page {
					h.tapTarget("next")
				}
			}})
		}
	}
	return cases
}

// shelfGuide returns the guide pages of a title on the shelf.
func shelfGuide(slug string) []scenes.GuidePage {
	for _, t := range shelf.Titles() {
		if t.Slug() == slug {
			return t.Guide
		}
	}
	return nil
}

// TestScreenshots writes every menu screen, and every title's demo in
// the attract loop, at four sizes to $STARBOARD_SHOTS; without it the
// test is skipped. The subtests "menus" and "demos" run either alone.
func TestScreenshots(t *testing.T) {
	if os.Getenv("STARBOARD_SHOTS") == "" {
		t.Skip("STARBOARD_SHOTS is not set")
	}
	t.Run("menus", func(t *testing.T) {
		for _, sz := range shotSizes {
			for _, sc := range shotCases() {
				h := newHarness(t, sc.kiosk)
				if sc.screen == "resume" || sc.screen == "title" {
					if sc.prep != nil {
						sc.prep(h)
					}
					h.open(sc.screen, sz[0], sz[1])
				} else {
					h.open(sc.screen, sz[0], sz[1])
					if sc.prep != nil {
						sc.prep(h)
					}
				}
				h.step(30)
				h.shot(sc.name)
			}
		}
	})
	t.Run("demos", func(t *testing.T) {
		for _, sz := range shotSizes {
			for _, title := range shelf.Titles() {
				h := newHarness(t, true)
				h.openDemo(title.Slug(), sz[0], sz[1])
				h.shot("demo-" + title.Slug())
			}
		}
	})
}

// openDemo starts the attract loop on the real demo of the title slug at
// a window size, and steps it until the bots have made some moves and
// the table has shown them.
func (h *harness) openDemo(slug string, w, hh int) {
	h.t.Helper()
	for i := range h.app.Shelf {
		h.app.Shelf[i].Attract = shelf.Titles()[i].Attract
	}
	first, err := Open(h.app, Config{Seed: 42, keys: h.keys, Pace: 20 * time.Millisecond}, "attract/"+slug)
	if err != nil {
		h.t.Fatal(err)
	}
	h.root = scenes.NewRoot(h.app, first, h.script)
	scenetest.Do(func() { h.screen = scenetest.NewScreen(h.root, w, hh) })
	h.step(scenes.FadeTicks + 2)
	a, ok := h.root.Top().(*attract)
	if !ok {
		h.t.Fatalf("the top is %s, want the attract loop", h.top())
	}
	for a.m.Moves() < 6 && !a.m.Over() {
		h.step(1)
		time.Sleep(2 * time.Millisecond)
	}
	h.step(90)
}
