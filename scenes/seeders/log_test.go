package seeders

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/scenetest"
)

// When the viewer is to place a Negotiator, the log shows every placement
// made since theirs, each under its seat's heading, at every size.
func TestLogKeepsTheTurnsPlacements(t *testing.T) {
	placed := func(m *match.Match) int {
		v := m.View(0).(*rs.State)
		n := 0
		for i := 0; i < v.SpotCount(); i++ {
			if s, _ := v.SpotHolder(i); s != rules.NoSeat {
				n++
			}
		}
		return n
	}
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 6, Players: []string{"human", "human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		if m.Prompt().Kind == "over" {
			t.Fatal("seat 1 never placed third or later")
		}
		return m.Prompt().Kind == "place" && m.ToMove() == 0 && placed(m) >= 3
	})
	m := r.M
	want := min(placed(m), len(g.Players)-1)
	for _, sz := range scenetest.Sizes {
		n := 0
		var seen []string
		own := false
		for _, mk := range r.Audit(sz[0], sz[1]) {
			// The seat to play, at the device, sees its hand's count.
			own = own || strings.HasPrefix(mk.Label, "to play · Hand ")
			if strings.Contains(mk.Where, "table/log.go") {
				seen = append(seen, mk.Label)
				if strings.Contains(mk.Label, " to ") && strings.Contains(mk.Label, " cube") {
					n++
				}
			}
		}
		if n < want {
			t.Errorf("%dx%d: the log shows %d of the turn's %d placements: %q", sz[0], sz[1], n, want, seen)
		}
		if !own {
			t.Errorf("%dx%d: the seat to play does not see its hand's count", sz[0], sz[1])
		}
	}
}

// The twelve cards laid in the Chambers read in three lines of four, a
// row of the Wing each, not in one line taller than a small screen's log.
func TestLaidCardsReadFourToALine(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 6, Players: []string{"human", "human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		return m.Prompt().Kind == "place" && m.View(0).(*rs.State).Turn() == 2
	})
	var laid []string
	for _, ln := range r.Table.(*Shell).LogText() {
		if strings.HasPrefix(ln, "Laid") {
			laid = append(laid, ln)
		}
	}
	if len(laid) != 3 {
		t.Fatalf("the cards laid in the Chambers read in %d lines, want 3: %q", len(laid), laid)
	}
	for i, ln := range laid {
		if n := strings.Count(ln, ", ") + 1; n != 4 {
			t.Errorf("line %d names %d cards, want 4: %q", i+1, n, ln)
		}
		if want := fmt.Sprint(" in ", 4*i+4); !strings.HasSuffix(ln, want) {
			t.Errorf("line %d does not end with Chamber %d: %q", i+1, 4*i+4, ln)
		}
	}
}

// The log names a placement by the Chambers the board numbers (it draws
// no Spot numbers); a seat's own doings stand under its heading, so whose
// turn each group of lines was reads plain, and a line about a seat's own
// Negotiator does not name the seat again ("Core Negotiator goes home"
// under "Ada", never "Ada's ...").
func TestLogNamesSpotsByTheirChambers(t *testing.T) {
	g := scenetest.Game{Title: rs.Title, Table: New, Seed: 6, Players: []string{"human", "human", "human", "human"}, Choose: lively}
	r := scenetest.MidGame(t, g, func(m *match.Match) bool {
		return m.View(0).(*rs.State).Turn() == 3
	})
	sh := r.Table.(*Shell)
	spotNumber := regexp.MustCompile(`Spot \d`)
	placed, own, heads := 0, 0, 0
	names := sh.Board().(*Table).Names
	log := sh.LogText()
	for i, ln := range log {
		if spotNumber.MatchString(ln) {
			t.Errorf("a log line names a Spot by a number the board does not show: %q", ln)
		}
		if strings.Contains(ln, " to ") && strings.Contains(ln, " cube") {
			placed++
		}
		for _, name := range names {
			if strings.HasPrefix(ln, name+": "+name+"'s") {
				t.Errorf("the seat is named twice: %q", ln)
			}
			if ln == name && i+1 < len(log) {
				heads++
			}
		}
		if strings.Contains(ln, "goes home") || strings.Contains(ln, "becomes [") {
			own++
		}
	}
	for i, ln := range log {
		if strings.Contains(ln, " to ") && strings.Contains(ln, " cube") {
			if i == 0 || !slices.Contains(names, log[i-1]) {
				t.Errorf("the first placement %q stands under no seat's heading: %q", ln, log[:i+1])
			}
			break
		}
	}
	if heads < len(names) {
		t.Errorf("the log gives %d seat headings over %d seats' turns: %q", heads, len(names), log)
	}
	if placed == 0 {
		t.Errorf("no placement names its Chambers: %q", sh.LogText())
	}
	if own == 0 {
		t.Errorf("no Negotiator went home under its seat's name: %q", sh.LogText())
	}
}

// The log writes an upgraded Negotiator's numbers as its disc shows them,
// "2-1", not the rules' "[2]-[1]"; so do the upgrade's buttons.
func TestLogNumbersLikeTheDiscs(t *testing.T) {
	st := rs.New(rules.Setup{Seats: 3, Seed: 1})
	tb := &Table{}
	ev := rules.Event{Kind: rs.EvUpgrade, Seat: 1, A: int16(rs.Core), B: 3, C: 1}
	lines := tb.LogLines(match.Entry{Seat: 0}, []rules.Event{ev}, st.EventText)
	if len(lines) != 1 || !strings.Contains(lines[0].Text, "becomes 3-1") || strings.Contains(lines[0].Text, "[") {
		t.Errorf("an upgrade logs %+v, want \"becomes 3-1\"", lines)
	}
	for b, want := range []string{"Upgrade to 3-1", "Upgrade to 2-2"} {
		if got := tb.Label(rules.Move{Kind: rs.MovePath, B: int16(b)}); got != want {
			t.Errorf("the upgrade's button %d reads %q, want %q", b, got, want)
		}
	}
}

// A placement reads as what happened, in the board's words, on one line:
// the cubes each Chamber got ("3 cubes to Chamber 3, 1 to 2"), never a
// bare
// "Core between 3 and 2".
func TestLogSaysWhatAPlacementDid(t *testing.T) {
	st := rs.New(rules.Setup{Seats: 3, Seed: 1})
	tb := &Table{}
	sp := st.Spot(0)
	ev := rules.Event{Kind: rs.EvPlace, Seat: 1, A: int16(rs.Core), B: 0, C: 1, D: 3}
	lines := tb.LogLines(match.Entry{Seat: 1}, []rules.Event{ev}, st.EventText)
	want := fmt.Sprintf("3 cubes to Chamber %d, 1 to %d", sp[1]+1, sp[0]+1)
	if len(lines) != 1 || lines[0].Text != want || lines[0].Named {
		t.Errorf("a placement logs %+v, want %q", lines, want)
	}
}

// A move that tells of another seat's doings (the last rearrangement
// shows every seat's, then each seat's Prestige) goes under no seat's
// heading, so no line of one seat stands under another's name, and the
// Prestige lines say what they are.
func TestLogPutsNoSeatOverAnothersLines(t *testing.T) {
	st := rs.New(rules.Setup{Seats: 2, Seed: 1})
	tb := &Table{}
	events := []rules.Event{
		{Kind: rs.EvRearranged, Seat: 0, A: 1, B: 2},
		{Kind: rs.EvPrestige, Seat: 0, A: 20, B: 10, C: 10},
		{Kind: rs.EvPrestige, Seat: 1, A: 25, B: 16, D: 9},
	}
	lines := tb.LogLines(match.Entry{Seat: 1}, events, st.EventText)
	if len(lines) != 4 || lines[1].Text != "Prestige scored this turn:" {
		t.Fatalf("the move logs %+v", lines)
	}
	for _, l := range lines {
		if !l.Named {
			t.Errorf("%q goes under the heading of seat 2, whose move it was", l.Text)
		}
	}
}

// The cards dealt to every seat read as one line, not a line a card; the
// viewer's own cards are named on a second. A Negotiator's upgrade names
// its owner even under the owner's heading. The secret rearrangement's
// line goes where the same move shows what was rearranged.
func TestLogFoldsDealsAndNamesOwners(t *testing.T) {
	st := rs.New(rules.Setup{Seats: 3, Seed: 1})
	tb := &Table{}
	var events []rules.Event
	for p := rules.Seat(0); p < 3; p++ {
		for i := 0; i < 4; i++ {
			a := int16(-1)
			if p == 0 {
				a = int16(10 + i)
			}
			events = append(events, rules.Event{Kind: rs.EvDeal, Seat: p, A: a})
		}
	}
	lines := tb.LogLines(match.Entry{Seat: rules.NoSeat}, events, st.EventText)
	if len(lines) != 2 || lines[0].Text != "Each player is dealt 4 cards." || !strings.HasPrefix(lines[1].Text, "seat 1's cards: ") {
		t.Errorf("twelve cards dealt log %+v, want one line and the viewer's cards", lines)
	}
	up := rules.Event{Kind: rs.EvUpgrade, Seat: 2, A: int16(rs.Core), B: 2, C: 1}
	lines = tb.LogLines(match.Entry{Seat: 2}, []rules.Event{up}, st.EventText)
	if len(lines) != 1 || !strings.HasPrefix(lines[0].Text, "seat 3's ") {
		t.Errorf("an upgrade under its owner's heading logs %+v, want it to name the owner", lines)
	}
	secret := []rules.Event{{Kind: rs.EvMoveCrew, Seat: 0, A: -1, B: -1}, {Kind: rs.EvRearranged, Seat: 0, A: 1, B: 2}}
	lines = tb.LogLines(match.Entry{Seat: 0}, secret, st.EventText)
	for _, l := range lines {
		if strings.Contains(l.Text, "in secret") {
			t.Errorf("the log says %q next to what was rearranged: %+v", l.Text, lines)
		}
	}
}

// The last placement of a round, whose move also resolves a Chamber won
// by another seat, goes under no heading: its line names the seat that
// placed, so it never reads as the doing of the seat whose heading is
// above (the nineteenth review: Lyra's Negotiator under Altair's name).
func TestLogNamesTheLastPlacementOfARound(t *testing.T) {
	st := rs.New(rules.Setup{Seats: 3, Seed: 1})
	tb := &Table{}
	events := []rules.Event{
		{Kind: rs.EvPlace, Seat: 2, A: int16(rs.Core), B: 0, C: 1, D: 1},
		{Kind: rs.EvWin, Seat: 0, A: 0, B: 5, C: 3},
	}
	lines := tb.LogLines(match.Entry{Seat: 2}, events, st.EventText)
	if len(lines) != 2 {
		t.Fatalf("the move logs %+v", lines)
	}
	for _, l := range lines {
		if !l.Named {
			t.Errorf("%q goes under a heading in a move that tells of two seats: %+v", l.Text, lines)
		}
	}
	if !strings.HasPrefix(lines[0].Text, "seat 3: ") {
		t.Errorf("the placement logs %q, want it to name seat 3, who placed", lines[0].Text)
	}
}
