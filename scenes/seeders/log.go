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
	scored, dealt := false, false
	for _, ev := range events {
		line := plainNumbers(cardNumber.ReplaceAllString(text(ev), ""))
		switch ev.Kind {
		case rs.EvTurn:
			continue
		case rs.EvDeal:
			if deal := dealLines(events, text); deal != nil {
				if !dealt {
					lines = append(lines, deal...)
				}
				dealt = true
				continue
			}
		case rs.EvMoveCrew:
			if ev.A < 0 && rearranged(events, ev.Seat) {
				// The same move shows what the seat did in secret: the
				// log says that, as the prompt does while it plays.
				continue
			}
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
				lines = append(lines, t.seatLine(e, ev.Seat, m[1], line, others))
				continue
			}
		case rs.EvPlaceHidden:
			lines = append(lines, t.seatLine(e, ev.Seat, ev.Seat.String(), "a Negotiator face down "+t.between(int(ev.B)), others))
			continue
		case rs.EvRevealHidden:
			if m := revealed.FindStringSubmatch(line); m != nil {
				line = fmt.Sprintf("the face-down Negotiator %s is %s", t.between(int(ev.B)), m[2])
				lines = append(lines, t.seatLine(e, ev.Seat, m[1], line, others))
				continue
			}
		}
		// "Cutpurse becomes Vacant" under Ada's heading, not "Ada's
		// Cutpurse becomes Vacant". A Negotiator's line keeps its owner:
		// every seat's are upgraded in a row, and the heading may have
		// scrolled away.
		if m := possessive.FindStringSubmatch(line); m != nil && !others && ev.Seat == e.Seat && m[1] == ev.Seat.String() && !negotiatorEvent(ev.Kind) {
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

// negotiatorEvent reports whether an event of kind k tells of a seat's
// Negotiator.
func negotiatorEvent(k uint8) bool {
	return k == rs.EvUpgrade || k == rs.EvReturn || k == rs.EvNegotiatorPP
}

// rearranged reports whether events show what seat did in its secret
// rearrangement.
func rearranged(events []rules.Event, seat rules.Seat) bool {
	for _, ev := range events {
		if ev.Kind == rs.EvRearranged && ev.Seat == seat {
			return true
		}
	}
	return false
}

// dealLines folds the cards dealt to several seats in events into one
// line, "Each player is dealt 4 cards.", and a line naming the cards the
// viewer sees; nil where one seat alone is dealt cards.
func dealLines(events []rules.Event, text func(rules.Event) string) []table.LogLine {
	var seats []rules.Seat
	counts := map[rules.Seat]int{}
	var seen []string
	var to rules.Seat
	for _, ev := range events {
		if ev.Kind != rs.EvDeal {
			continue
		}
		if counts[ev.Seat] == 0 {
			seats = append(seats, ev.Seat)
		}
		counts[ev.Seat]++
		if ev.A >= 0 && int(ev.A) < rs.NumCards {
			seen = append(seen, rs.CardOf(int(ev.A)).Name)
			to = ev.Seat
		}
	}
	if len(seats) < 2 {
		return nil
	}
	line := "Each player is dealt " + plural(counts[seats[0]], "card", "cards") + "."
	for _, p := range seats[1:] {
		if counts[p] != counts[seats[0]] {
			parts := make([]string, len(seats))
			for i, q := range seats {
				parts[i] = fmt.Sprintf("%s %d", q, counts[q])
			}
			line = "Cards dealt: " + strings.Join(parts, ", ") + "."
			break
		}
	}
	lines := []table.LogLine{{Text: line, Named: true}}
	if len(seen) > 0 {
		lines = append(lines, table.LogLine{Text: fmt.Sprintf("%s's cards: %s.", to, strings.Join(seen, ", ")), Named: true})
	}
	return lines
}

// seatLine is text about seat's doing, in the move of entry e: under the
// mover's heading when the seat moved, else named "Ada: text", as it is
// too in a move that goes under no heading (others: it tells of other
// seats as well).
func (t *Table) seatLine(e match.Entry, seat rules.Seat, name, text string, others bool) table.LogLine {
	if seat == e.Seat && !others {
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
