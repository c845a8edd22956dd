package table

import (
	"image/color"

	"starboard/rules"
	"starboard/scenes"
)

// PromptSize is promptSize, for the tests of package table_test.
func (s *Shell[P]) PromptSize(c *scenes.Canvas, text string, w, room float64) float64 {
	return s.promptSize(c, text, w, room)
}

// FitPrompt is fitPrompt, for the tests of package table_test.
func (s *Shell[P]) FitPrompt(c *scenes.Canvas, text string, w, room float64) (string, float64) {
	return s.fitPrompt(c, text, w, room)
}

// SeatLine is seatLine, for the tests of package table_test.
func (s *Shell[P]) SeatLine(c *scenes.Canvas, seat rules.Seat, turn bool, size, width float64) string {
	return s.seatLine(c, seat, turn, size, width)
}

// DrawLog draws a log of the given lines, oldest first, none of them a
// turn's heading, over r.
func DrawLog(c *scenes.Canvas, r scenes.Rect, texts ...string) {
	var l logView
	l.k = 1
	for _, t := range texts {
		l.lines = append(l.lines, logLine{text: t})
	}
	l.draw(c, r, func(rules.Seat) color.RGBA { return color.RGBA{255, 255, 255, 255} })
}

// FitReviewWords is fitWhat for the words what, the review open.
func (s *Shell[P]) FitReviewWords(c *scenes.Canvas, what string, w, room float64) (string, float64) {
	s.rv.what = what
	return s.fitWhat(c, w, room)
}

// PauseButtons returns the pause menu's buttons, nil when it is closed.
func (s *Shell[P]) PauseButtons() []*scenes.Button {
	if s.pause == nil {
		return nil
	}
	return s.pause.Buttons
}

// PauseText returns the pause menu's text, empty when it is closed.
func (s *Shell[P]) PauseText() string {
	if s.pause == nil {
		return ""
	}
	return s.pause.Text
}

// ToastNear returns where the refusal near the pointer was last drawn,
// and the places lit in the last frame.
func (s *Shell[P]) ToastNear() (scenes.Rect, []scenes.Rect) { return s.toastAt, s.bind.frame.Lit() }

// Relog writes the log again from the moves played, as relog does.
func (s *Shell[P]) Relog() { s.relog() }

// AtDevice is atDevice, for the tests of package table_test.
func (s *Shell[P]) AtDevice(c *scenes.Canvas, name string, size, width float64) string {
	return s.atDevice(c, name, size, width)
}

// HandingOver reports whether the table asks to hand the device over.
func (s *Shell[P]) HandingOver() bool { return s.passTo != rules.NoSeat }
