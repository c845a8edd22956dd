package desolated

import (
	"testing"

	"starboard/internal/ebitentest"
	"starboard/sprites/internal/spritetest"
)

// Rendering needs a running game loop (ReadPixels panics before it
// starts); ebitentest.Main runs the tests inside one and ebitentest.Do runs
// a function on the loop.
func TestMain(m *testing.M) { ebitentest.Main(m) }

// inLoop runs f inside the game loop and waits for it.
func inLoop(f func()) { ebitentest.Do(f) }

// The shared measures of art tests (see spritetest).
var (
	render          = spritetest.Render
	coverage        = spritetest.Coverage
	difference      = spritetest.Difference
	alphaDifference = spritetest.AlphaDifference
	patternDistance = spritetest.PatternDistance
	checkSize       = spritetest.CheckSize
	checkDrawn      = spritetest.CheckDrawn
	benchImages     = spritetest.BenchImages
)

func absInt(v int) int { return max(v, -v) }

func allocPixels(w, h int) []byte { return make([]byte, 4*w*h) }
