package scenetest

import "testing"

// BenchFrames measures whole frames of r's scene through the scene root
// (input, update, draw) in two sub-benchmarks. "submit" stops the timer
// while the drawing commands are flushed, so it is the CPU cost of a frame
// and its allocations. "rendered" reads a pixel back after every frame, so
// it counts the GPU's work too; with software GL (the browser test's
// SwiftShader, machines without a GPU) that work is most of a frame, and a
// drawing pattern that is cheap to submit but slow to render shows here.
func BenchFrames(b *testing.B, r *Rig) {
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
				r.Screen.Image.At(0, 0)
				if !flushTimed {
					b.StartTimer()
				}
			}
		})
	}
	b.Run("submit", func(b *testing.B) { frame(b, false) })
	b.Run("rendered", func(b *testing.B) { frame(b, true) })
}
