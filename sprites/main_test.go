package sprites

import (
	"errors"
	"os"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Rendering needs a running game loop (ReadPixels panics before it
// starts), and RunGame may run only once per process. TestMain starts the
// loop with a game whose first Update runs the tests on a goroutine; the
// loop keeps ticking while they run and ends when they are done.

type testGame struct {
	m     *testing.M
	start sync.Once
	done  chan struct{}
	code  int
}

func (g *testGame) Update() error {
	g.start.Do(func() {
		go func() {
			g.code = g.m.Run()
			close(g.done)
		}()
	})
	for {
		select {
		case <-g.done:
			return ebiten.Termination
		case f := <-onLoop:
			f()
		default:
			return nil
		}
	}
}

// onLoop carries functions for the game loop to run inside Update.
var onLoop = make(chan func())

// inLoop runs f inside the game loop's Update and waits for it.
func inLoop(f func()) {
	done := make(chan struct{})
	onLoop <- func() { f(); close(done) }
	<-done
}

func (g *testGame) Draw(*ebiten.Image) {}

func (g *testGame) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	g := &testGame{m: m, done: make(chan struct{})}
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle("sprites test")
	// Keep ticking when the hidden test window loses focus.
	ebiten.SetRunnableOnUnfocused(true)
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		os.Stderr.WriteString("sprites: RunGame: " + err.Error() + "\n")
		os.Exit(2)
	}
	os.Exit(g.code)
}
