package seeders

import (
	"strings"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// The Crews of the viewer's own Ark read at 12 pixels or more at every
// size, drawn whole rather than as miniatures; a mouse resting on a Unit
// says in words how many Crews it hosts, and on the Ark's head what the
// Ark holds; on the row's empty room it says nothing.
func TestOwnCrewsAreLegible(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 11, nil, "human", "human", "human")
	rng := rules.NewRNG(11)
	hosted := func() (unit int, crews []int) {
		v := m.View(0).(*rs.State)
		for _, id := range v.Ark(0) {
			if h := v.Card(id).Host; h >= 0 && !rs.CardOf(id).Unit {
				unit = h
				crews = append(crews, id)
			}
		}
		return unit, crews
	}
	playOffScreen(t, m, &rng, "seat 1 never had a Crew in its Ark", func() bool {
		_, crews := hosted()
		return len(crews) > 0 && m.Prompt().Kind == "place" && m.ToMove() == 0
	})
	unit, all := hosted()
	var crews []int
	for _, id := range all {
		if m.View(0).(*rs.State).Card(id).Host == unit {
			crews = append(crews, id)
		}
	}
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	sh := r.Table.(*Shell)
	for i := 0; i < 50 && sh.Passing(); i++ {
		r.Tap(sh.PassButton())
	}
	r.Step(300)
	board := sh.Board().(*Table)
	for _, sz := range scenetest.Sizes {
		marks := r.Audit(sz[0], sz[1])
		for _, id := range crews {
			name := rs.CardOf(id).Name
			found := false
			for _, mk := range marks {
				label := strings.TrimSuffix(mk.Label, ".")
				if mk.Symbol || mk.Mini || label == "" || !strings.HasPrefix(name, label) || !strings.Contains(mk.Where, "face.go") {
					continue
				}
				found = true
				if mk.Px < 12 {
					t.Errorf("%dx%d: the Crew %q of the viewer's Ark reads at %.1f px", sz[0], sz[1], name, mk.Px)
				}
			}
			if !found {
				t.Errorf("%dx%d: the Crew %q of the viewer's Ark is not drawn whole (only as a miniature, or not at all)", sz[0], sz[1], name)
			}
		}
	}
	r.W, r.H = 1280, 720
	r.Step(2)
	b := board.ark.boxes[int16(unit)]
	x, y := b.r.Center()
	r.Script.Rest(x, y-b.r.H/4, 40)
	r.PlayEvery(8)
	text, on := board.SpotTip()
	want := plural(len(crews), "Crew", "Crews")
	if !on || !strings.Contains(text, rs.CardOf(unit).Name) || !strings.Contains(text, want) {
		t.Errorf("a mouse on the Unit %s reads %q (shown %v), want %q", rs.CardOf(unit).Name, text, on, want)
	}
	head := board.lay.rowHead[0]
	x, y = head.Center()
	r.Script.Rest(x, y, 40)
	r.PlayEvery(8)
	if text, on := board.SpotTip(); !on || !strings.HasPrefix(text, "Your Ark: ") || !strings.Contains(text, "Crew") {
		t.Errorf("a mouse on the viewer's Ark row reads %q (shown %v)", text, on)
	}
	// On the row's empty room, right of its last card, nothing is worded.
	row := board.lay.rows[0]
	right := row.X
	for _, o := range board.ark.order {
		right = max(right, o.r.X+o.r.W)
	}
	if right+40 < row.X+row.W {
		r.Script.Rest(right+(row.X+row.W-right)/2, row.Y+row.H/2, 40)
		r.PlayEvery(8)
		if text, on := board.SpotTip(); on {
			t.Errorf("a mouse on the empty room of the viewer's Ark row reads %q", text)
		}
	}
}
