package seeders

import "testing"

// The panels drawn over the table (the player aid, the Discard Pile's
// sheet, the Prestige table and the hand card shown large) are opaque:
// nothing of the table shows through their texts.
func TestOverlaysAreOpaque(t *testing.T) {
	if colSheet.A != 0xff {
		t.Errorf("the panels' ground %v lets the table show through", colSheet)
	}
}
