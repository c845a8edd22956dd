// Package ebitentest runs tests inside a real ebiten game loop, as
// rendering needs one (ReadPixels panics before the loop starts, and
// RunGame may run only once per process): TestMain calls Main, which
// starts the loop and runs the tests; a test hands work to the loop's
// goroutine with Do.
//
// It knows no scene and no art, so that the tests of every screen layer
// can share it. Run such tests under a display: xvfb-run -a go test ./...
package ebitentest

import (
	"fmt"
	"os"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/internal/memtrim"
)

var (
	jobs = make(chan func())
	once sync.Once
)

type driver struct {
	m       *testing.M
	started bool
	done    chan struct{}
	code    int
	wait    *time.Timer
}

// Update starts the tests on the first tick, then runs the work they hand
// over until they end.
func (d *driver) Update() error {
	if !d.started {
		d.started = true
		go func() {
			d.code = d.m.Run()
			close(d.done)
		}()
	}
	for {
		select {
		case job := <-jobs:
			job()
			continue
		case <-d.done:
			return ebiten.Termination
		default:
		}
		if hurried.Load() == 0 || !d.linger() {
			return nil
		}
	}
}

// Hurry makes the loop wait a moment for the next job before it ends its
// frame, until the function it returns is called. A test hands its work
// over one job after another, and the next job would otherwise wait for
// the loop's next tick, a sixtieth of a second: a fifth of a screen
// test's time went in those waits. Ticks then run faster than the clock,
// so only work that waits for what it needs (the bots done thinking, on
// their own goroutine at the clock's pace, then the table ready for a
// move), not for a number of ticks, may hurry.
func Hurry() (stop func()) {
	hurried.Add(1)
	var once sync.Once
	return func() { once.Do(func() { hurried.Add(-1) }) }
}

var hurried atomic.Int32

// lingerTime is how long a hurried loop waits for the next job before it
// ends its frame.
const lingerTime = 20 * time.Millisecond

// linger waits up to lingerTime for the next job and runs it, and reports
// whether one came.
func (d *driver) linger() bool {
	if d.wait == nil {
		d.wait = time.NewTimer(lingerTime)
	} else {
		d.wait.Reset(lingerTime)
	}
	defer d.wait.Stop()
	select {
	case job := <-jobs:
		job()
		return true
	case <-d.done:
		return false
	case <-d.wait.C:
		return false
	}
}

func (d *driver) Draw(*ebiten.Image) {}

func (d *driver) Layout(int, int) (int, int) { return 64, 64 }

// Main starts the game loop and runs the tests in it; call it from
// TestMain. It exits the process with the tests' code.
func Main(m *testing.M) {
	code := 1
	once.Do(func() {
		memtrim.Setup() // as the program does, before the GL driver allocates
		ebiten.SetWindowSize(320, 180)
		ebiten.SetWindowTitle("starboard tests")
		ebiten.SetRunnableOnUnfocused(true)
		d := &driver{m: m, done: make(chan struct{})}
		if err := ebiten.RunGame(d); err != nil {
			os.Stderr.WriteString("ebitentest: " + err.Error() + "\n")
			os.Exit(2)
		}
		code = d.code
	})
	os.Exit(code)
}

// Do runs f on the game loop's goroutine and waits for it; a panic in f
// is raised again in the caller, with the stack where f panicked.
func Do(f func()) {
	done := make(chan struct{})
	var p any
	var stack []byte
	jobs <- func() {
		defer func() {
			if p = recover(); p != nil {
				stack = debug.Stack()
			}
			close(done)
		}()
		f()
	}
	<-done
	if p != nil {
		panic(fmt.Sprintf("%v\n\non the game loop:\n%s", p, stack))
	}
}
