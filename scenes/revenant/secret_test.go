package revenant

import (
	"strings"
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes/scenetest"
)

// TestAgendaKeptSecret plays the opening at a hot seat of three and as a
// spectator, and checks that the log names a kept Hidden Agenda to its
// owner only: the others read that the seat kept one.
func TestAgendaKeptSecret(t *testing.T) {
	for _, players := range [][]string{{"human", "bot:easy", "human"}, {"bot:easy", "bot:easy"}} {
		m := scenetest.NewMatch(t, rr.Title, 11, nil, players...)
		r := scenetest.NewRig(t, m, New(m), 1280, 720)
		r.App.Settings.AnimationSpeed = 3
		sh := r.Table.(*Shell)
		rng := rules.NewRNG(11)
		named := map[rules.Seat]bool{}
		for i := 0; i < 2000 && m.Moves() < 30 && !r.Table.ResultsShown(); i++ {
			if r.Table.Passing() {
				r.Tap(r.Table.PassButton())
				continue
			}
			v := sh.Viewer()
			for _, l := range sh.LogText() {
				for a := range rr.Agendas {
					if !strings.Contains(l, rr.Agendas[a].Name) {
						continue
					}
					if v == rules.NoSeat || !strings.HasPrefix(l, m.Seats()[v].Name+" ") {
						t.Errorf("%v: the log shown to %v names another seat's Hidden Agenda: %q", players, v, l)
					} else {
						named[v] = true
					}
				}
			}
			legal := r.Table.Legal()
			if len(legal) == 0 {
				r.Step(4)
				continue
			}
			r.Perform(legal[rng.IntN(len(legal))], false)
		}
		if players[0] == "human" && (!named[0] || !named[2]) {
			t.Errorf("%v: the owners' logs name their Hidden Agendas: %v", players, named)
		}
	}
}
