package menu

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/shelf"
)

// soakTick is how long a tick lasts on the soak's clock: long, so that a
// visitor's walking away (the kiosk's idle minutes) passes in a few
// hundred ticks.
const soakTick = time.Second

// TestKioskSoak runs simulated visitors through the kiosk, with the real
// shelf (every table, its bots and the attract loop's demos) and scripted
// touches at accelerated time: each visitor touches the attract loop,
// taps about (mostly on buttons and places the screen offers, sometimes
// anywhere, now and then a long press or a drag), and walks away. The
// kiosk must never end or panic, and must come back to the attract loop
// after every visitor. The heap (after a collection) is reported after
// sessions along the way and must not grow.
//
// STARBOARD_SOAK_SESSIONS sets the number of visitors (default 200;
// `make soak` runs 10,000).
func TestKioskSoak(t *testing.T) {
	sessions := 200
	if s := os.Getenv("STARBOARD_SOAK_SESSIONS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("STARBOARD_SOAK_SESSIONS=%q: want a positive number", s)
		}
		sessions = n
	}
	h := newHarness(t, true)
	h.app.Shelf = shelf.Titles() // the real tables, not the stubs
	scenetest.TickClock(h.app, soakTick)
	first, err := Open(h.app, Config{Seed: 11, keys: h.keys, Pace: time.Millisecond}, "attract")
	if err != nil {
		t.Fatal(err)
	}
	h.root = scenes.NewRoot(h.app, first, h.script)
	const w, hh = 1280, 720
	scenetest.Do(func() { h.screen = scenetest.NewScreen(h.root, w, hh) })
	h.draw(1)
	h.step(scenes.FadeTicks + 2)

	rng := rand.New(rand.NewPCG(2026, 13))
	// The longest way back: a table's leave time, then the title's.
	walkAway := int((scenes.KioskLeaveIdle+scenes.KioskMenuIdle+scenes.KioskAttractIdle)/soakTick) + 4*scenes.FadeTicks + 40
	var heaps []uint64
	var baseline uint64
	reportAt := map[int]bool{1: true, 10: true, 100: true, 1000: true, sessions: true}
	screens := map[string]int{}
	ticks := 0
	started := time.Now()
	t.Cleanup(func() {
		for _, st := range h.tables {
			st.m.Close()
		}
	})
	for s := 1; s <= sessions; s++ {
		var err error
		// One session runs in one call on the game loop: a call per tick
		// would wait for a frame of the real loop each time.
		scenetest.Do(func() { err = visit(h, rng, w, hh, walkAway, s%4 == 0, screens, &ticks) })
		if err != nil {
			t.Fatalf("session %d: %v", s, err)
		}
		if reportAt[s] || s%max(1, sessions/20) == 0 {
			runtime.GC()
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			heaps = append(heaps, m.HeapAlloc)
			if reportAt[s] || testing.Verbose() {
				t.Logf("after session %d: heap %.1f MB (%d objects), %d goroutines, %d ticks so far",
					s, float64(m.HeapAlloc)/(1<<20), m.HeapObjects, runtime.NumGoroutine(), ticks)
			}
			if s >= 10 && baseline == 0 {
				baseline = m.HeapAlloc
			}
		}
	}
	t.Logf("%d sessions, %d ticks (%.1f simulated hours) in %.0f s; screens tapped on: %v",
		sessions, ticks, (time.Duration(ticks) * soakTick).Hours(), time.Since(started).Seconds(), fmt.Sprint(screens))
	// No growth: the last heap within 16 MB of the one after the first
	// sessions (the first games and caches warm up before).
	if baseline > 0 {
		last := heaps[len(heaps)-1]
		if last > baseline+16<<20 {
			t.Errorf("the heap grew from %.1f MB after session 10 to %.1f MB after session %d", float64(baseline)/(1<<20), float64(last)/(1<<20), sessions)
		}
	}
}

// playChain are the targets a visitor who means to play taps first, in
// the order the menus offer them: Play, a title, Next, Start.
var playChain = map[string]bool{"play": true, "next": true, "start": true}

// visit runs one visitor on the game loop: a touch that ends the demo,
// taps about, and the walk away that must end on the attract loop. A
// player (rather than a passer-by) prefers the buttons that start a game.
func visit(h *harness, rng *rand.Rand, w, hh, walkAway int, player bool, screens map[string]int, ticks *int) error {
	if _, ok := h.root.Top().(*attract); !ok {
		return fmt.Errorf("the kiosk is on %s, not the attract loop", h.top())
	}
	run := func(n int) error {
		for range n {
			if err := h.root.Update(); err != nil {
				return fmt.Errorf("Update: %w (on %s)", err, h.top())
			}
			*ticks++
		}
		return nil
	}
	h.script.Tap(float64(rng.IntN(w)), float64(rng.IntN(hh)))
	if err := run(h.script.Len() + scenes.FadeTicks); err != nil {
		return err
	}
	for range 1 + rng.IntN(40) {
		// Nothing is drawn: under software GL a frame of a table or a demo
		// takes seconds. Targets are those of the last layout (a table's
		// come from Update; a menu not yet laid out has none, and the
		// visitor taps anywhere).
		screens[h.top()]++
		x, y := float64(rng.IntN(w)), float64(rng.IntN(hh))
		if tg, ok := h.root.Top().(scenes.Targeter); ok && rng.IntN(5) > 0 {
			if list := tg.Targets(nil); len(list) > 0 {
				pick := list[rng.IntN(len(list))]
				if player {
					for _, t := range list {
						if playChain[t.Name] || strings.HasPrefix(t.Name, "title/") {
							pick = t
							break
						}
					}
				}
				x, y = pick.Rect.Center()
			}
		}
		switch r := rng.IntN(20); {
		case r == 0:
			h.script.LongPress(x, y)
		case r == 1:
			h.script.Drag(x, y, float64(rng.IntN(w)), float64(rng.IntN(hh)), 6)
		default:
			h.script.Tap(x, y)
		}
		// A visitor looks a while before the next touch (up to 20 s).
		h.script.Wait(rng.IntN(20))
		if err := run(h.script.Len()); err != nil {
			return err
		}
	}
	// Walks away: the kiosk finds its way back to the attract loop.
	for range walkAway {
		if err := run(1); err != nil {
			return err
		}
		if _, ok := h.root.Top().(*attract); ok && h.root.Depth() == 2 {
			// Let the demo run a little, as between visitors.
			return run(5 + rng.IntN(30))
		}
	}
	return fmt.Errorf("%v after the visitor left, the kiosk is on %s at depth %d, not the attract loop",
		time.Duration(walkAway)*soakTick, h.top(), h.root.Depth())
}
