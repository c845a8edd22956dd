package gods

import (
	"testing"

	gr "starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// BenchmarkRootFrame measures a steady frame of a table of three people
// at 1280x720 waiting for the first move (see scenetest.BenchFrames).
func BenchmarkRootFrame(b *testing.B) {
	m := scenetest.NewMatch(b, gr.Title, 9, nil, "human", "human", "human")
	r := scenetest.NewRig(b, m, New(m), 1280, 720)
	r.Step(60)
	scenetest.BenchFrames(b, r)
}

// BenchmarkBotsFrame measures frames of a table where three bots play,
// with events arriving and animating, as in the attract loop and the
// browser test.
func BenchmarkBotsFrame(b *testing.B) {
	m := scenetest.NewMatch(b, gr.Title, 9, nil, "bot:easy", "bot:easy", "bot:easy")
	r := scenetest.NewRig(b, m, New(m), 1280, 720)
	r.Step(60)
	scenetest.BenchFrames(b, r)
}

// BenchmarkOpening measures the first 12 frames of a new table of three
// people (see scenetest.BenchOpening).
func BenchmarkOpening(b *testing.B) {
	m := scenetest.NewMatch(b, gr.Title, 9, nil, "human", "human", "human")
	scenetest.BenchOpening(b, m, func() scenes.Scene { return New(m) }, 12)
}
