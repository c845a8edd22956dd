package sprites

import (
	"testing"

	"starboard/internal/ebitentest"
)

// Rendering needs a running game loop (ReadPixels panics before it
// starts); ebitentest.Main runs the tests inside one.
func TestMain(m *testing.M) { ebitentest.Main(m) }

// inLoop runs f inside the game loop and waits for it.
func inLoop(f func()) { ebitentest.Do(f) }
