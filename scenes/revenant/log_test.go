package revenant

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"starboard/match"
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
		r.DrawEvery = 8 // the log is kept by Update; a gesture draws its frame first
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

// TestScoreChangesLogged plays through the screen and checks that every
// change of a seat's score comes with a log line: the last score line of
// each seat whose score changed names its score now; and that no line of
// the next move joins a score line.
func TestScoreChangesLogged(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 5, nil, "human", "bot:easy", "bot:easy")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8 // the log and the scores are kept by Update; a gesture draws its frame first
	sh := r.Table.(*Shell)
	rng := rules.NewRNG(5)
	start := make([]int, 3)
	for p := range start {
		start[p] = m.View(0).(*rr.State).Score(rules.Seat(p))
	}
	checked := 0
	joined := regexp.MustCompile(`score goes from -?[0-9]+ to -?[0-9]+, `)
	for i := 0; i < 4000 && m.Moves() < 150 && !r.Table.ResultsShown(); i++ {
		legal := r.Table.Legal()
		if len(legal) == 0 {
			r.Step(4)
			continue
		}
		v := m.View(0).(*rr.State)
		lines := sh.LogText()
		for _, l := range lines {
			if joined.MatchString(l) {
				t.Errorf("a line joins a score line: %q", l)
			}
		}
		for p := range start {
			n := v.Score(rules.Seat(p))
			head := m.Seats()[p].Name + "'s score goes from "
			last := ""
			for _, l := range lines {
				if strings.HasPrefix(l, head) {
					last, _, _ = strings.Cut(l, ",") // a later payment may join the line
				}
			}
			switch {
			case last == "" && n != start[p]:
				t.Errorf("after move %d %s's score is %d, but no log line says it changed", m.Moves(), m.Seats()[p].Name, n)
			case last != "" && !strings.HasSuffix(last, " to "+strconv.Itoa(n)):
				t.Errorf("after move %d %s's score is %d, but the log last said %q", m.Moves(), m.Seats()[p].Name, n, last)
			case last != "":
				checked++
			}
		}
		r.Perform(legal[rng.IntN(len(legal))], false)
	}
	if checked == 0 {
		t.Fatal("no score changed")
	}
}

// TestProvisionSaidOnce checks that a Provision's line says its gain once:
// "Vega gains 2 Energy", not "Vega: gain 2 Energy, Vega gains 2 Energy".
func TestProvisionSaidOnce(t *testing.T) {
	var tb Table
	var s rr.State
	events := []rules.Event{
		{Kind: rr.EvAction, Seat: 0, A: rr.ActProvisionE},
		{Kind: rr.EvGain, Seat: 0, A: 0, B: 2},
	}
	lines := tb.LogLines(match.Entry{Number: 2}, events, s.EventText)
	if len(lines) != 1 || lines[0].Join || !strings.HasSuffix(lines[0].Text, "gains 2 Energy") {
		t.Errorf("LogLines(Provision, gain) = %+v, want one line of its own saying the gain", lines)
	}
	events[0].A = rr.ActAbsorbOne
	if lines := tb.LogLines(match.Entry{Number: 2}, events, s.EventText); len(lines) != 2 {
		t.Errorf("LogLines(Absorber +1 Energy, gain) = %+v, want the action and its gain", lines)
	}
}

// TestDeckPicksCounted checks that a research's picks of one deck, a
// move each, read as different lines: the nineteenth review read "Altair
// will draw from the Training deck" twice as the log repeating itself.
func TestDeckPicksCounted(t *testing.T) {
	b := &Table{}
	pick := rules.Event{Kind: rr.EvDeckPick, Seat: 1, A: 0}
	first := b.pickText(10, pick, nil)
	second := b.pickText(11, pick, []rules.Event{{Kind: rr.EvCardDraw, Seat: 1, A: -1}})
	if first == second {
		t.Fatalf("two picks of the Training deck read the same: %q", first)
	}
	if !strings.Contains(second, "card 2") {
		t.Errorf("the second pick does not count its card: %q", second)
	}
	if again := b.pickText(20, pick, nil); !strings.Contains(again, "card 1") {
		t.Errorf("a research after a draw counts on from the last: %q", again)
	}
}
