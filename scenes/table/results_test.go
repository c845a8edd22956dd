package table_test

import (
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/toy"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// tieBoard is the toy board with tie-breakers whose labels run long: in
// the narrow columns of the results they wrap.
type tieBoard struct{ *toyBoard }

func (tieBoard) TieBreaks(view rules.Game, seat rules.Seat) []rules.ScoreLine {
	v := view.(*toy.State)
	return []rules.ScoreLine{
		{Label: "Cards played over the whole game, the most first", Points: len(v.Played(seat))},
		{Label: "Cards left in the hand at the very end, the fewest first", Points: -len(v.Hand(seat))},
	}
}

func newTieTable(m *match.Match) scenes.Scene {
	return table.New(m, func(*match.Match) table.Board[place] { return tieBoard{&toyBoard{}} }, table.Options{})
}

// TestResultsShowEveryLine plays the toy to the end at two to four seats
// and draws the results at each size: every seat's breakdown and
// tie-breakers are drawn whole, none dropped or cut for want of room (the
// last review saw Revenant's tie line cut at four seats at 1280x720, the
// panel sized by counting lines where the words had wrapped).
func TestResultsShowEveryLine(t *testing.T) {
	players := []string{"human", "bot:random", "bot:random", "bot:random"}
	for n := 2; n <= len(players); n++ {
		r := scenetest.PlayThrough(t, scenetest.Game{Title: toy.Title, Table: newTieTable, Players: players[:n], Seed: 4})
		if !shell(r).ResultsShown() {
			t.Fatalf("%d seats: the results are not shown", n)
		}
		want := map[string]int{}
		v := r.M.View(0)
		for seat := range rules.Seat(n) {
			lines := append(v.Breakdown(seat), tieBoard{}.TieBreaks(v, seat)...)
			for _, line := range lines {
				want[markLabel(line.Label)]++
			}
		}
		for _, sz := range scenetest.Sizes {
			drawn := map[string]int{}
			for _, mk := range r.Audit(sz[0], sz[1]) {
				if strings.HasPrefix(mk.Where, "scenes/table/results.go") {
					drawn[mk.Label]++
				}
			}
			for label, k := range want {
				if drawn[label] != k {
					t.Errorf("%d seats at %dx%d: %q is drawn whole %d times, want once a seat (%d)", n, sz[0], sz[1], label, drawn[label], k)
				}
			}
		}
	}
}

// markLabel is what the legibility audit keeps of a text: its first 30
// characters.
func markLabel(s string) string {
	if r := []rune(s); len(r) > 30 {
		return string(r[:30]) + "…"
	}
	return s
}
