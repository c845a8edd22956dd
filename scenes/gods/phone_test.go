package gods

import "testing"

// TestPhoneLegible draws a hand ready to place on a phone (390x844 CSS
// pixels, three device pixels to each): the continents' names and every
// other text and symbol of the board are legible, and the names are
// there.
func TestPhoneLegible(t *testing.T) {
	r, s := placing(t)
	marks := r.AuditAt(390, 844, 3)
	r.CheckLegible(marks, 390, 844, "gods/")
	names := 0
	for _, mk := range marks {
		for ci := range board(s).art.conts {
			if mk.Label == board(s).art.conts[ci].face.Name {
				names++
			}
		}
	}
	if names < 4 {
		t.Errorf("the phone shows %d continents' names, want 4", names)
	}
}
