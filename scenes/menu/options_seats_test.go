package menu

import (
	"testing"

	"starboard/match"
	rr "starboard/rules/revenant"
)

// TestOptionsForTheSeats checks that the options screen offers an option
// only to the numbers of seats it means anything for (Revenant's Automa
// difficulty to a solo game), and that a game of more seats is still
// given the option's default.
func TestOptionsForTheSeats(t *testing.T) {
	h := newHarness(t, false)
	h.open("title", 1280, 720)
	sh := h.root.Top().(*titleScreen).sh
	var ti *titleInfo
	for i := range sh.titles {
		if sh.titles[i].rules.Name == rr.Title.Name {
			ti = &sh.titles[i]
		}
	}
	if ti == nil {
		t.Fatal("Revenant is not on the shelf")
	}
	offered := func(o *options) bool {
		for _, r := range o.rows {
			if r.spec.Key == "automa" {
				return true
			}
		}
		return false
	}
	if o := newOptions(sh, ti, make([]match.SeatConfig, 1)); !offered(o) {
		t.Error("a solo game of Revenant is not offered the Automa difficulty")
	}
	o := newOptions(sh, ti, make([]match.SeatConfig, 3))
	if offered(o) {
		t.Error("a three-seat game of Revenant is offered the Automa difficulty")
	}
	if got := o.values()["automa"]; got != "medium" {
		t.Errorf("a three-seat game of Revenant is given automa %q, want the default, medium", got)
	}
}
