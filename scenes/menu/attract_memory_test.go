package menu

import (
	"bufio"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/shelf"
)

// TestAttractMemory runs the kiosk's attract loop with the real tables,
// drawn, through STARBOARD_ATTRACT_DEMOS demo games (every title in turn;
// skipped without it), and reports the process's resident memory after
// each: the art of the tables left behind must be given back, so the
// kiosk stays under attractRSSLimit however long it runs. `make soak`
// runs it.
func TestAttractMemory(t *testing.T) {
	demos, _ := strconv.Atoi(os.Getenv("STARBOARD_ATTRACT_DEMOS"))
	if demos < 1 {
		t.Skip("set STARBOARD_ATTRACT_DEMOS to the number of demo games to run")
	}
	h := newHarness(t, true)
	h.app.Shelf = shelf.Titles()
	scenetest.TickClock(h.app, 100*time.Millisecond)
	first, err := Open(h.app, Config{Seed: 7, keys: h.keys, Pace: time.Millisecond}, "attract")
	if err != nil {
		t.Fatal(err)
	}
	h.root = scenes.NewRoot(h.app, first, h.script)
	scenetest.Do(func() { h.screen = scenetest.NewScreen(h.root, 1280, 720) })
	started := time.Now()
	t.Logf("before the first demo: %.0f MB resident", residentMB())
	var last *attract
	played, frames, since := 0, 0, 0
	peak := 0.0
	for played <= demos {
		// A frame of the game loop each: its draw commands are flushed at
		// its end, as the real window's are.
		scenetest.Do(func() {
			for range 2 {
				if err = h.root.Update(); err != nil {
					return
				}
				frames++
			}
			h.root.Draw(h.screen.Image)
		})
		if err != nil {
			t.Fatal(err)
		}
		a, ok := h.root.Top().(*attract)
		if !ok {
			t.Fatalf("the kiosk left the attract loop for %s", h.top())
		}
		if a == last {
			since++
		}
		if a != last {
			since = 0
		}
		if since == settleFrames && played > 0 {
			// Settled: the table left behind is gone, the new one drawn.
			rss := residentMB()
			var d ebiten.DebugInfo
			ebiten.ReadDebugInfo(&d)
			t.Logf("  %d frames into demo %d: %.0f MB resident, %.0f MB of GPU images", settleFrames, played+1, rss, float64(d.TotalGPUImageMemoryUsageInBytes)/(1<<20))
		}
		if a != last {
			if last != nil {
				played++
				rss := residentMB()
				peak = max(peak, rss)
				var d ebiten.DebugInfo
				ebiten.ReadDebugInfo(&d)
				var ms runtime.MemStats
				runtime.ReadMemStats(&ms)
				if path := os.Getenv("STARBOARD_HEAP_PROFILE"); path != "" {
					writeHeapProfile(t, path+"."+strconv.Itoa(played))
				}
				t.Logf("after demo %d (%s): %.0f MB resident, %.0f MB of GPU images, Go heap %.0f MB in use of %.0f MB, %d frames, %.0f s",
					played, last.title.rules.Name, rss, float64(d.TotalGPUImageMemoryUsageInBytes)/(1<<20),
					float64(ms.HeapInuse)/(1<<20), float64(ms.HeapSys-ms.HeapReleased)/(1<<20), frames, time.Since(started).Seconds())
			}
			last = a
		}
	}
	if peak > attractRSSLimit {
		t.Errorf("the kiosk's attract loop reached %.0f MB resident; the bar is %d MB", peak, attractRSSLimit)
	}
}

// settleFrames is how many frames into a demo the memory is read again,
// once the table left behind has faded out and been disposed.
const settleFrames = 60

// attractRSSLimit is the most resident memory, in MB, the attract loop
// may use.
const attractRSSLimit = 500

// residentMB returns the process's resident memory in MB, from
// /proc/self/status (0 where there is none).
func residentMB() float64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
			return float64(kb) / 1024
		}
	}
	return 0
}

// writeHeapProfile writes the heap's live objects, after a collection, to
// path: what the tables keep.
func writeHeapProfile(t *testing.T, path string) {
	runtime.GC()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := pprof.WriteHeapProfile(f); err != nil {
		t.Fatal(err)
	}
}
