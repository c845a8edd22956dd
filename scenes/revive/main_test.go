package revive

import (
	"os"
	"testing"

	"starboard/scenes/scenetest"
)

func TestMain(m *testing.M) {
	os.Setenv("STARBOARD_AUDIO", "off")
	scenetest.Main(m)
}
