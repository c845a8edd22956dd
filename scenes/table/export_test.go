package table

import "starboard/scenes"

// PromptSize is promptSize, for the tests of package table_test.
func (s *Shell[P]) PromptSize(c *scenes.Canvas, text string, w, room float64) float64 {
	return s.promptSize(c, text, w, room)
}
