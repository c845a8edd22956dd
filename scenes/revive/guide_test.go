package revive

import (
	"testing"

	"starboard/scenes/scenetest"
)

// TestGuidePicturesDraw draws every picture of the guide (see
// scenetest.GuidePictures).
func TestGuidePicturesDraw(t *testing.T) {
	scenetest.GuidePictures(t, "revive", guide)
}
