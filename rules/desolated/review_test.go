package desolated

import (
	"testing"
)

// Tests for the findings of the strict review (issue 9), one per finding,
// named after it.

// TestItem3OtherLandmarksAreInsulas: "+N per other Landmark" counts the
// seat's other Insula Landmarks only, not its Advanced Landmarks (ruling
// R-advanced-landmark).
func TestItem3OtherLandmarksAreInsulas(t *testing.T) {
	s := game(2)
	ss := &s.seat[0]
	per := int16(-1)
	for id, l := range Landmarks[:NumLandmarkCards] {
		if l.Bonus == BonusLandmarks {
			per = int16(id)
			break
		}
	}
	other := storageLandmark()
	adv := int16(NumLandmarkCards)
	ss.lm[0], ss.lm[1], ss.lm[2], ss.lmN = per, adv, other, 3
	if got := ss.bonusCount(0); got != 1 {
		t.Errorf("bonus count with one other Insula and one Advanced Landmark = %d, want 1", got)
	}
	ss.lm[2], ss.lmN = adv+1, 3
	if got := ss.bonusCount(0); got != 0 {
		t.Errorf("bonus count with only Advanced Landmarks beside it = %d, want 0", got)
	}
}
