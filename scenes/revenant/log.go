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
	for _, ev := range events {
		switch ev.Kind {
		case rr.EvPay:
			lines = append(lines, table.LogLine{Text: payText([4]int16{ev.A, ev.B, ev.C, ev.D}), Join: true})
		case rr.EvAction:
			if ev.A == rr.ActSkip {
				lines = append(lines, table.LogLine{Text: ev.Seat.String() + " takes no action"})
				continue
			}
			lines = append(lines, table.LogLine{Text: ev.Seat.String() + ": " + strings.ToLower(actionLabels[ev.A][:1]) + actionLabels[ev.A][1:]})
		case rr.EvGain, rr.EvTactics, rr.EvData:
			lines = append(lines, table.LogLine{Text: text(ev), Join: true})
		default:
			lines = append(lines, table.LogLine{Text: text(ev)})
		}
	}
	return append(lines, t.scoreLines(e)...)
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
	return lines
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
