package seeders

import (
	"strings"
	"testing"

	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// A zoomed card says all it does: a Chamber's card zoomed has its words
// beside it, and every Caste ability a card's text names by its keyword
// alone ("Hospital.") is said in full there.
func TestZoomSaysWhatACardDoes(t *testing.T) {
	board := newBoard(nil)
	for id := 0; id < rs.NumCards; id++ {
		words := board.cardWords(id)
		for _, key := range []string{"Mutagen.", "Jailer.", "Safe.", "Hospital.", "Convert.", "Worker."} {
			if strings.HasPrefix(words, key) || strings.Contains(words, " "+key) {
				t.Errorf("%q says %q with no words on what it does: %q", rs.CardOf(id).Name, key, words)
			}
		}
	}
	m := scenetest.NewMatch(t, rs.Title, 5, nil, "human", "human", "human")
	board = newBoard(m.Seats())
	board.Sync(m.View(0), 0, false)
	board.Layout(scenes.Rect{W: 1280, H: 720})
	zoomed := 0
	for ch, r := range board.lay.cards {
		if board.shown[ch] < 0 {
			continue
		}
		cv := board.Zoom(r.Center())
		if cv == nil || cv.Key == nil {
			t.Errorf("Chamber %d's card zooms with no words beside it", ch+1)
		}
		zoomed++
	}
	if zoomed == 0 {
		t.Fatal("no Chamber card to zoom")
	}
}
