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

// TestItem11ChainOfOne: a chain is one or more linkable cards, so a chain
// bonus counts a lone linkable card as a chain; a card with no link symbol
// is no chain.
func TestItem11ChainOfOne(t *testing.T) {
	a, b, _ := linkedTriple(t)
	lone := findMaterial(t, func(_ int16, m MaterialCard) bool { return m.Linkable() })
	bare := findMaterial(t, func(_ int16, m MaterialCard) bool { return !m.Linkable() })
	s := game(2)
	ss := &s.seat[0]
	chains := int16(-1)
	for id, l := range Landmarks[:NumLandmarkCards] {
		if l.Bonus == BonusChains {
			chains = int16(id)
			break
		}
	}
	ss.lm[0], ss.lmN = chains, 1
	setInv(s, 0, []int16{a, b}, []int16{lone}, []int16{bare})
	if got := ss.bonusCount(0); got != 2 {
		t.Errorf("chain bonus count of a chain of two, a chain of one and a bare card = %d, want 2", got)
	}
	if got := s.Chains(0); got != 2 {
		t.Errorf("Chains = %d, want 2", got)
	}
}
