package legibility

import (
	"fmt"
	"os"
	"testing"

	"starboard/scenes/scenetest"
)

// TestPhoneShots writes each title at the busy position of the report, as
// a phone shows it (scenetest.Phones, in CSS pixels), to $STARBOARD_SHOTS;
// without it the test is skipped. The layout is the same at any pixel
// ratio (see scenes.MinTextPx): the shots are at one device pixel to a CSS
// pixel, the size a person sees.
func TestPhoneShots(t *testing.T) {
	if os.Getenv("STARBOARD_SHOTS") == "" {
		t.Skip("STARBOARD_SHOTS is not set")
	}
	for _, ti := range titles {
		t.Run(ti.name, func(t *testing.T) {
			r := scenetest.BusyRig(t, scenetest.Game{Title: ti.title, Table: ti.table, Seed: 11, Players: ti.players}, busyMoves)
			for _, sz := range scenetest.Phones {
				r.Shoot(fmt.Sprintf("phone-%s-%dx%d", ti.name, sz[0], sz[1]), sz[0], sz[1])
			}
		})
	}
}
