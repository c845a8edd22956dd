package seeders

import (
	"fmt"
	"regexp"

	"starboard/match"
	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/table"
)

var _ table.LogFolder = (*Table)(nil)

// LogLines writes the log of a move without the catalogue numbers the
// rules' texts give cards ("Mechanic #126"), leaves out the turn's start
// (the log groups by turn already), and joins the twelve cards laid in
// the Wing of Whispers four to a line. A Negotiator's placement is one
// short line that names its seat, with no heading, so that a round of
// negotiation reads one line a placement.
func (t *Table) LogLines(e match.Entry, events []rules.Event, text func(rules.Event) string) []table.LogLine {
	var lines []table.LogLine
	laid := 0
	for _, ev := range events {
		line := cardNumber.ReplaceAllString(text(ev), "")
		switch ev.Kind {
		case rs.EvTurn:
			continue
		case rs.EvPlace:
			if m := placement.FindStringSubmatch(line); m != nil {
				line = fmt.Sprintf("%s: %s on Spot %s", m[1], m[2], m[3])
				lines = append(lines, table.LogLine{Text: line, Named: true})
				continue
			}
		case rs.EvPlaceHidden:
			lines = append(lines, table.LogLine{Text: fmt.Sprintf("%s: a Negotiator face down on Spot %d", ev.Seat, ev.B+1), Named: true})
			continue
		case rs.EvReveal:
			laid++
			name := "a card"
			if ev.B >= 0 && int(ev.B) < rs.NumCards {
				name = rs.CardOf(int(ev.B)).Name
			}
			// A line a row of the Wing: one line of twelve cards would be
			// taller than the log on a small screen, and the kit shows an
			// older line whole or not at all.
			switch {
			case laid == 1:
				name = "Laid in the Chambers: " + name
			case laid%laidPerLine == 1:
				name = "Laid: " + name
			}
			lines = append(lines, table.LogLine{Text: fmt.Sprintf("%s in %d", name, ev.A+1), Join: laid%laidPerLine != 1})
			continue
		}
		lines = append(lines, table.LogLine{Text: line})
	}
	return lines
}

// laidPerLine is how many of the cards laid in the Chambers a line of the
// log names: a row of the Wing.
const laidPerLine = 4

// placement matches the rules' text of a placement: the seat, the Caste
// and the Spot (then the cubes by its two Chambers).
var placement = regexp.MustCompile(`^(.+?) places (?:the )?(.+?)(?: Negotiator)? on Spot (\d+):`)

// cardNumber matches the catalogue number of a card in a text.
var cardNumber = regexp.MustCompile(` #[0-9]+`)
