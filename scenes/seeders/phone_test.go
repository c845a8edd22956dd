package seeders

import (
	"fmt"
	"testing"

	"starboard/scenes/scenetest"
)

// TestPhoneLegible draws the Negotiation, a Negotiator to place, on the
// phones (CSS pixels, three device pixels to each): every text and
// symbol of the board is legible, the tracks and piles among them.
func TestPhoneLegible(t *testing.T) {
	r, _, _ := placing(t)
	for _, sz := range scenetest.Phones {
		marks := r.AuditAt(sz[0], sz[1], scenetest.PhoneRatio)
		r.CheckLegible(marks, sz[0], sz[1], "seeders/")
		r.Shoot(fmt.Sprintf("phone-negotiation-%dx%d", sz[0], sz[1]), sz[0], sz[1])
	}
}
