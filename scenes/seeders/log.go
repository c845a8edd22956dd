package seeders

import (
	"fmt"
	"regexp"
	"strings"

	"starboard/match"
	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes/table"
)

var _ table.LogFolder = (*Table)(nil)

// LogLines writes the log of a move without the catalogue numbers the
// rules' texts give cards ("Mechanic #126"), leaves out the turn's start
// (the log groups by turn already), and joins the twelve cards laid in
// the Wing of Whispers four to a line. A seat's own doings go under its
// heading (the kit's, a seat's name in its colour), so whose turn each
// group of lines was reads at a glance; a line about another seat names
// that seat.
func (t *Table) LogLines(e match.Entry, events []rules.Event, text func(rules.Event) string) []table.LogLine {
	var lines []table.LogLine
	laid := 0
	// A move that tells of other seats too (the last rearrangement shows
	// every seat's, then each seat's Prestige) goes under no seat's
	// heading: each line names its seat.
	others := false
	for _, ev := range events {
		others = others || ev.Seat >= 0 && ev.Seat != e.Seat && strings.HasPrefix(text(ev), ev.Seat.String())
	}
	scored := false
	for _, ev := range events {
		line := plainNumbers(cardNumber.ReplaceAllString(text(ev), ""))
		switch ev.Kind {
		case rs.EvTurn:
			continue
		case rs.EvPrestige:
			if others && !scored {
				lines = append(lines, table.LogLine{Text: "Prestige scored this turn:"})
			}
			scored = true
		case rs.EvPlace:
			// The board numbers the Chambers, not the Spots: a placement
			// says the cubes it put on the two Chambers its Spot lies
			// between, numbered as the cards' tabs and "Laid: ... in 5"
			// number them, the larger share first, in a line short enough
			// for the log of a small window: "Ada: 3 cubes to Chamber 7, 1
			// to 6".
			if m := placement.FindStringSubmatch(line); m != nil {
				a, b, hi, lo := m[4], m[6], m[3], m[5]
				if lo > hi {
					a, b, hi, lo = b, a, lo, hi
				}
				line = fmt.Sprintf("%s %s to Chamber %s, %s to %s", hi, cubeWord(hi), a, lo, b)
				lines = append(lines, t.seatLine(e, ev.Seat, m[1], line))
				continue
			}
		case rs.EvPlaceHidden:
			lines = append(lines, t.seatLine(e, ev.Seat, ev.Seat.String(), "a Negotiator face down "+t.between(int(ev.B))))
			continue
		case rs.EvRevealHidden:
			if m := revealed.FindStringSubmatch(line); m != nil {
				line = fmt.Sprintf("the face-down Negotiator %s is %s", t.between(int(ev.B)), m[2])
				lines = append(lines, t.seatLine(e, ev.Seat, m[1], line))
				continue
			}
		}
		// "Core Negotiator goes home" under Ada's heading, not "Ada's
		// Core Negotiator goes home".
		if m := possessive.FindStringSubmatch(line); m != nil && ev.Seat == e.Seat && m[1] == ev.Seat.String() {
			lines = append(lines, table.LogLine{Text: m[2]})
			continue
		}
		switch ev.Kind {
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
	if others {
		for i := range lines {
			lines[i].Named = true
		}
	}
	return lines
}

// seatLine is text about seat's doing, in the move of entry e: under the
// mover's heading when the seat moved, else named "Ada: text".
func (t *Table) seatLine(e match.Entry, seat rules.Seat, name, text string) table.LogLine {
	if seat == e.Seat {
		return table.LogLine{Text: text}
	}
	return table.LogLine{Text: name + ": " + text, Named: true}
}

// cubeWord is "cube" after a count of one, else "cubes".
func cubeWord(n string) string {
	if n == "1" {
		return "cube"
	}
	return "cubes"
}

// laidPerLine is how many of the cards laid in the Chambers a line of the
// log names: a row of the Wing.
const laidPerLine = 4

// placement matches the rules' text of a placement: the seat, the Caste
// and the Spot (then the cubes by its two Chambers).
var placement = regexp.MustCompile(`^(.+?) places (?:the )?(.+?)(?: Negotiator)? on Spot \d+: (\d+) cubes? by Chamber (\d+), (\d+) by Chamber (\d+)`)

// revealed matches the rules' text of a face-down Negotiator turned up:
// the seat and the Negotiator.
var revealed = regexp.MustCompile(`^(.+?)'s face-down Negotiator on Spot \d+ is (.+?)\.?$`)

// possessive matches a text that starts with a seat's possessive: the
// seat and the rest.
var possessive = regexp.MustCompile(`^([Ss]eat \d+)'s (.+)$`)

// between names Spot sp by the Chambers it lies between, as the board
// numbers them.
func (t *Table) between(sp int) string {
	if t.view == nil || sp < 0 || sp >= t.view.SpotCount() {
		return ""
	}
	ch := t.view.Spot(sp)
	return fmt.Sprintf("between Chambers %d and %d", ch[0]+1, ch[1]+1)
}

// cardNumber matches the catalogue number of a card in a text.
var cardNumber = regexp.MustCompile(` #[0-9]+`)

// bracketed matches a Negotiator's numbers as the rules write them,
// "[2]-[1]".
var bracketed = regexp.MustCompile(`\[(\d+)\]-\[(\d+)\]`)

// plainNumbers writes a Negotiator's numbers in text as its disc on the
// board shows them: "2-1", not the rules' "[2]-[1]".
func plainNumbers(text string) string {
	if !strings.Contains(text, "]-[") {
		return text
	}
	return bracketed.ReplaceAllString(text, "$1-$2")
}
