package scenetest

import (
	"testing"
	"time"

	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/input"
)

// ReadyRig returns a rig at 1280x720 on table tbl of match m, past any
// hand-over of the device and settled, waiting for the person at the
// device to move; it fails tb when the table waits for nobody. Frame
// benchmarks start from it.
func ReadyRig(tb testing.TB, m *match.Match, tbl scenes.Scene) *Rig {
	tb.Helper()
	r := NewRig(tb, m, tbl, 1280, 720)
	for i := 0; i < 50 && r.Table.Passing(); i++ {
		r.Tap(r.Table.PassButton())
	}
	r.Step(200)
	if len(r.Table.Legal()) == 0 {
		tb.Fatalf("the table is not waiting for a person: %s", r.Table.Status())
	}
	return r
}

// MidGame plays a new match of g through the rules alone, every seat's
// moves picked by g.Choose (at random when nil) from g.Seed, until done
// says the match is where a benchmark wants it; then it returns a
// ReadyRig on g's table of that match.
func MidGame(b testing.TB, g Game, done func(m *match.Match) bool) *Rig {
	b.Helper()
	m := NewMatch(b, g.Title, g.Seed, g.Options, g.Players...)
	choose := g.Choose
	if choose == nil {
		choose = pickAny
	}
	rng := rules.NewRNG(g.Seed)
	for !done(m) {
		seat := m.ToMove()
		if err := m.Submit(seat, choose(&rng, m.Legal(seat))); err != nil {
			b.Fatal(err)
		}
	}
	return ReadyRig(b, m, g.Table(m))
}

// warmFrames is how many frames BenchFrames draws before it measures.
const warmFrames = 300

// BenchFrames measures whole frames of r's scene through the scene root
// (input, update, draw) in two sub-benchmarks. "submit" stops the timer
// while the drawing commands are flushed, so it is the CPU cost of a frame
// and its allocations. "rendered" reads a pixel back after every frame, so
// it counts the GPU's work too; with software GL (the browser test's
// SwiftShader, machines without a GPU) that work is most of a frame, and a
// drawing pattern that is cheap to submit but slow to render shows here.
func BenchFrames(b *testing.B, r *Rig) {
	// Steady means the art is made: tables make theirs a few images a
	// frame, so draw frames until none is left to make.
	for range warmFrames {
		r.Step(1)
	}
	frame := func(b *testing.B, flushTimed bool) {
		b.ReportAllocs()
		Do(func() {
			for b.Loop() {
				r.Screen.Root.LayoutF(r.W, r.H)
				if err := r.Screen.Root.Update(); err != nil {
					b.Fatal(err)
				}
				r.Screen.Root.Draw(r.Screen.Image)
				if !flushTimed {
					b.StopTimer()
				}
				Flush(r.Screen.Image)
				if !flushTimed {
					b.StartTimer()
				}
			}
		})
	}
	b.Run("submit", func(b *testing.B) { frame(b, false) })
	b.Run("rendered", func(b *testing.B) { frame(b, true) })
}

// BenchOpening measures how a table opens: every iteration puts a new
// table of m (made by newTable) on a new root with new text caches, as a
// page opening its first table, and runs frames frames of it, each flushed
// by reading a pixel back. It reports the slowest frame and the first two
// in milliseconds; with software GL a frame's time is mostly rendering,
// so these are the browser's opening pauses in miniature.
func BenchOpening(b *testing.B, m *match.Match, newTable func() scenes.Scene, frames int) {
	var slowest, first, second time.Duration
	for b.Loop() {
		Do(func() {
			app := &scenes.App{Text: scenes.NewSpriteText(), Settings: scenes.DefaultSettings()}
			s := NewScreen(scenes.NewRoot(app, newTable(), new(input.Script)), 1280, 720)
			for i := range frames {
				start := time.Now()
				s.Root.LayoutF(s.w, s.h)
				if err := s.Root.Update(); err != nil {
					b.Fatal(err)
				}
				s.Root.Draw(s.Image)
				Flush(s.Image)
				d := time.Since(start)
				slowest = max(slowest, d)
				switch i {
				case 0:
					first += d
				case 1:
					second += d
				}
			}
			s.Image.Deallocate()
		})
	}
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(slowest), "ms/slowest")
	b.ReportMetric(ms(first)/float64(b.N), "ms/frame1")
	b.ReportMetric(ms(second)/float64(b.N), "ms/frame2")
}
