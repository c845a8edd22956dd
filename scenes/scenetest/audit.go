package scenetest

import (
	"strings"

	"starboard/rules"
	"starboard/scenes"
)

// PlayRandom plays the person's moves at random (from seed), through the
// screen, until the match has moves moves and it is the person's turn
// again, or the results show; then the last animations end.
func (r *Rig) PlayRandom(seed uint64, moves int) {
	r.T.Helper()
	rng := rules.NewRNG(seed)
	for guard := 0; guard < 20000 && !r.Table.ResultsShown(); guard++ {
		legal := r.Table.Legal()
		if len(legal) == 0 {
			r.Step(4)
			continue
		}
		if r.M.Moves() >= moves {
			break
		}
		r.Perform(legal[rng.IntN(len(legal))], false)
	}
	r.DrawEvery = 1
	r.Step(30)
}

// Audit draws the rig's scene on a w by h screen, settled, and returns
// what the legibility audit saw of the last frame, blank texts left out.
func (r *Rig) Audit(w, h int) []scenes.Mark {
	r.T.Helper()
	audit := &scenes.Legibility{}
	Do(func() {
		scr := NewScreen(r.Screen.Root, w, h)
		defer scr.Image.Deallocate()
		if err := scr.Step(20); err != nil {
			r.T.Fatal(err)
		}
		r.App.Audit = audit
		err := scr.Step(1)
		r.App.Audit = nil
		if err != nil {
			r.T.Fatal(err)
		}
	})
	r.Step(1) // laid out again at the rig's size
	marks := audit.Marks[:0]
	for _, mk := range audit.Marks {
		if mk.Symbol || strings.TrimSpace(mk.Label) != "" {
			marks = append(marks, mk)
		}
	}
	return marks
}
