package table

import (
	"starboard/rules"
	"starboard/scenes"
)

// PromptSize is promptSize, for the tests of package table_test.
func (s *Shell[P]) PromptSize(c *scenes.Canvas, text string, w, room float64) float64 {
	return s.promptSize(c, text, w, room)
}

// SeatLine is seatLine, for the tests of package table_test.
func (s *Shell[P]) SeatLine(c *scenes.Canvas, seat rules.Seat, turn bool, size, width float64) string {
	return s.seatLine(c, seat, turn, size, width)
}
