package revenant

import (
	"strconv"
	"strings"

	"starboard/match"
	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes/table"
)

var _ table.LogFolder = (*Table)(nil)

// LogLines writes the log of a move: a payment names only what was paid
// and joins the line before, as do gains and Tactics steps; an action is
// named as its button names it.
func (t *Table) LogLines(e match.Entry, events []rules.Event, text func(rules.Event) string) []table.LogLine {
	var lines []table.LogLine
	// A line that joins the one before must not join a score line the
	// move before ended with ("Ada's score goes from 5 to 6, Ada gains 1
	// Neutronium" read as if the score had changed first).
	alone := t.scored[e.Number-1]
	said := false // a Provision's gain, said by its gain line alone
	for i, ev := range events {
		switch ev.Kind {
		case rr.EvPay:
			if alone && len(lines) == 0 {
				lines = append(lines, table.LogLine{Text: ev.Seat.String() + " " + payText([4]int16{ev.A, ev.B, ev.C, ev.D})})
				continue
			}
			lines = append(lines, table.LogLine{Text: payText([4]int16{ev.A, ev.B, ev.C, ev.D}), Join: true})
		case rr.EvAction:
			if ev.A == rr.ActSkip {
				lines = append(lines, table.LogLine{Text: ev.Seat.String() + " takes no action"})
				continue
			}
			if saysGain(ev, events[i+1:]) {
				said = true
				continue
			}
			lines = append(lines, table.LogLine{Text: ev.Seat.String() + ": " + strings.ToLower(actionLabels[ev.A][:1]) + actionLabels[ev.A][1:]})
		case rr.EvData:
			lines = append(lines, table.LogLine{Text: dataText(ev), Join: !alone || len(lines) > 0})
		case rr.EvDeckPick:
			lines = append(lines, table.LogLine{Text: t.pickText(e.Number, ev, events[i+1:])})
		case rr.EvJump:
			lines = append(lines, table.LogLine{Text: text(ev)}, table.LogLine{Text: floorsText(e), Join: true})
		case rr.EvGain, rr.EvTactics:
			lines = append(lines, table.LogLine{Text: text(ev), Join: !said && (!alone || len(lines) > 0)})
			said = false
		default:
			lines = append(lines, table.LogLine{Text: text(ev)})
		}
	}
	return append(lines, t.scoreLines(e)...)
}

// deckPick is how many cards seat has picked the decks of so far.
type deckPick struct {
	seat rules.Seat
	n    int
}

// pickText words deck pick ev of move number, one of a research's picks
// each a move, counting the cards ("will draw card 2 from the Training
// deck"): the same line twice read as the log repeating itself.
func (t *Table) pickText(number int, ev rules.Event, after []rules.Event) string {
	if t.deckPicks == nil {
		t.deckPicks = map[int]deckPick{}
	}
	n := 1
	if was, ok := t.deckPicks[number-1]; ok && was.seat == ev.Seat {
		n = was.n + 1
	}
	drawn := false
	for _, e := range after {
		drawn = drawn || e.Kind == rr.EvCardDraw
	}
	if !drawn {
		t.deckPicks[number] = deckPick{seat: ev.Seat, n: n}
	}
	kind := "a"
	if ev.A >= 0 && int(ev.A) < len(rr.CardKindNames) {
		kind = "the " + rr.CardKindNames[ev.A]
	}
	return ev.Seat.String() + " will draw card " + strconv.Itoa(n) + " from " + kind + " deck"
}

// saysGain reports that the action of ev is a Provision ("Gain 2
// Energy") whose gain is the next of the events: the gain's line says it,
// and the action's line would say it twice ("Vega: gain 2 Energy, Vega
// gains 2 Energy").
func saysGain(ev rules.Event, next []rules.Event) bool {
	return ev.A >= rr.ActProvisionE && ev.A <= rr.ActProvisionN &&
		len(next) > 0 && next[0].Kind == rr.EvGain && next[0].Seat == ev.Seat
}

// scoreLines says whose score the move of e changed, and from what to
// what, so that no score in the seat list moves without a line: a House's
// Power, for one, changes every score with Influence in that House.
func (t *Table) scoreLines(e match.Entry) []table.LogLine {
	if e.Undo {
		return nil
	}
	v, ok := e.View(0).(*rr.State)
	if !ok {
		return nil
	}
	if t.scoresAfter == nil {
		t.scoresAfter = map[int][]int{}
	}
	now := make([]int, v.Seats())
	for p := range now {
		now[p] = v.Score(rules.Seat(p))
	}
	t.scoresAfter[e.Number] = now
	was, ok := t.scoresAfter[e.Number-1]
	if !ok || len(was) != len(now) {
		return nil
	}
	var lines []table.LogLine
	for p, n := range now {
		if n != was[p] {
			lines = append(lines, table.LogLine{Text: rules.Seat(p).String() + "'s score goes from " + strconv.Itoa(was[p]) + " to " + strconv.Itoa(n)})
		}
	}
	if t.scored == nil {
		t.scored = map[int]bool{}
	}
	t.scored[e.Number] = len(lines) > 0
	return lines
}

// dataText states a seat's Data cubes after it took some, as its board
// shows them: "seat 1 has 2 Data cubes now"; at 0, that three made a
// Hidden Influence draw (a line saying "holds 0" just after a cube was
// taken read as if the cubes were lost).
func dataText(ev rules.Event) string {
	switch ev.A {
	case 0:
		return ev.Seat.String() + " has 0 Data cubes now: three make a Hidden Influence draw"
	case 1:
		return ev.Seat.String() + " has 1 Data cube now"
	}
	return ev.Seat.String() + " has " + strconv.Itoa(int(ev.A)) + " Data cubes now"
}

// floorsText states every seat's Tactics after a Hyperjump, which puts
// the markers back to the Captains' floors with no event of their own:
// without it the log's last Tactics figures would not be the seat list's.
func floorsText(e match.Entry) string {
	v, ok := e.View(0).(*rr.State)
	if !ok {
		return ""
	}
	b := []byte("the Tactics markers go back to the Captains' floors:")
	for p := 0; p < v.Seats(); p++ {
		if p > 0 {
			b = append(b, ',')
		}
		b = append(b, ' ')
		b = append(b, rules.Seat(p).String()...)
		b = append(b, " at "...)
		b = strconv.AppendInt(b, int64(v.Tactics(rules.Seat(p))), 10)
	}
	return string(b)
}

// payText names the Resources paid: "pays 1 Material and 2 Science".
func payText(paid [rr.NumResources]int16) string {
	var parts []string
	for r, n := range paid {
		if n > 0 {
			parts = append(parts, strconv.Itoa(int(n))+" "+rr.ResourceNames[r])
		}
	}
	if len(parts) == 0 {
		return "pays nothing"
	}
	if len(parts) == 1 {
		return "pays " + parts[0]
	}
	return "pays " + strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}
