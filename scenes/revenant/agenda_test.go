package revenant

import (
	"strings"
	"testing"

	rr "starboard/rules/revenant"
	"starboard/scenes/scenetest"
)

// TestAgendaLegible brings a seat to the choice of its Hidden Agenda at
// 1280x720 and checks that the objectives of the two agendas dealt, and
// then of the one kept, opened large by a long press, come out at least
// agendaPx high on screen.
func TestAgendaLegible(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 5, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.DrawEvery = 8 // the waits for the bot; a gesture draws its frame first, the audits theirs
	for i := 0; i < 20 && m.Prompt().Kind != "agenda"; i++ {
		if legal := r.Table.Legal(); len(legal) > 0 && m.Prompt().Seat == 0 {
			r.Perform(legal[0], false)
		} else {
			r.Step(4)
		}
	}
	if m.Prompt().Kind != "agenda" {
		t.Skipf("no agenda to keep: the prompt is %q", m.Prompt().Kind)
	}
	r.Step(4)
	check := func(when string, want int) {
		t.Helper()
		seen := 0
		for _, mk := range r.Audit(1280, 720) {
			if mk.Symbol || !strings.HasPrefix(mk.Label, "6 VP") {
				continue
			}
			seen++
			if mk.Px < agendaPx {
				t.Errorf("%s: %q is %.1f px high, want %d (%s)", when, mk.Label, mk.Px, agendaPx, mk.Where)
			}
		}
		if seen < want {
			t.Errorf("%s: %d objectives drawn, want %d", when, seen, want)
		}
	}
	check("the choice", 6)
	r.Shoot("revenant-agenda-choice-1280x720", 1280, 720) // with $STARBOARD_SHOTS
	r.Perform(r.Table.Legal()[0], false)
	for i := 0; i < 40 && m.Prompt().Kind != "assign"; i++ {
		if legal := r.Table.Legal(); len(legal) > 0 && m.Prompt().Seat == 0 {
			r.Perform(legal[0], false)
		} else {
			r.Step(4)
		}
	}
	b := r.Table.(*Shell).Board().(*Table)
	x, y := b.lay.info.Center()
	for try := 0; try < 5 && !r.Table.(*Shell).Zooming(); try++ {
		r.Step(60) // the bots' moves play out
		r.Script.TouchLongPress(x, y)
		r.Step(40)
	}
	if !r.Table.(*Shell).Zooming() {
		t.Fatalf("a long press on the agenda's line did not open it large (prompt %q)", m.Prompt().Kind)
	}
	check("the agenda large", 3)
	r.Shoot("revenant-agenda-large-1280x720", 1280, 720)
}
