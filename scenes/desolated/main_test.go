package desolated

import (
	"testing"

	"starboard/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.QuietMain(m) }
