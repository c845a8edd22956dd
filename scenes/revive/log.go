package revive

import (
	"math"
	"regexp"
	"strconv"
	"strings"

	"starboard/match"
	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes/table"
)

// LogLines writes the log of a move as a person would: the turn's start
// and end left out (the log groups by turn), gains and points scored
// joined to the action that brought them, and the map's space and
// footprint numbers left out. The later seats' head starts are left out
// too: the log's opening lines say them (OpeningLines).
func (t *Table) LogLines(e match.Entry, events []rules.Event, text func(rules.Event) string) []table.LogLine {
	var lines []table.LogLine
	var paid []table.LogLine // payments, written after the action they pay for
	crated := false          // the last line written tells of a crate drawn
	for _, ev := range events {
		switch ev.Kind {
		case rv.EvTurn, rv.EvEndTurn, rv.EvFlip:
			continue
		case rv.EvScore:
			if ev.A == rules.Unknown || ev.B == 0 {
				continue // another seat's secret line (its artifact scoring card), or no change
			}
		}
		line := text(ev)
		if ev.Kind == rv.EvScore && ev.A == lineResources {
			// The live score of the resources kept: say why it moves.
			why := ": more resources kept (1 point per 5)"
			if ev.B < 0 {
				why = ": fewer resources kept (1 point per 5)"
			}
			line = strings.Replace(line, " (remaining resources)", why, 1)
		}
		if ev.Kind == rv.EvExplore {
			line = t.texts.Cat(strings.TrimSuffix(line, " f"+strconv.Itoa(int(ev.A))), " ", exploredTile(int(ev.A)))
		}
		line = strings.Replace(line, " from exploring", " from the tile's back", 1)
		line = strings.Replace(line, "technology t", "technology ", 1)
		line = strings.Replace(line, "minor artifact", "small artifact", 1) // the results' and the rulebook's word
		line = spaceNumber.ReplaceAllString(line, "")
		line = machineNumber.ReplaceAllString(line, " a machine")
		join := false
		switch ev.Kind {
		case rv.EvPay, rv.EvStandIn:
			if len(lines) == 0 {
				paid = append(paid, table.LogLine{Text: shorten(line), Join: true})
				continue
			}
			join, line = true, shorten(line)
		case rv.EvGain, rv.EvLost, rv.EvCrystal, rv.EvTrack:
			join = len(lines) > 0
			if join {
				line = shorten(line)
			}
		case rv.EvScore:
			if ev.C == 1 {
				// A head start: the log's opening lines said it before the
				// first move (OpeningLines).
				continue
			}
			join = len(lines) > 0 && !crated
			if join {
				line = shorten(line)
			}
		case rv.EvCrateDraw:
			// The crate joins what gave it (a tile's back, a machine
			// token), and says what a crate is for (the sixth review
			// read "draws a closed crate: 1 book, 1 food, loses 1 point"
			// as a crate costing a point).
			join = len(lines) > 0
			line = crateLine(ev, !join)
		case rv.EvReveal:
			if ev.B >= 0 {
				line = revealed(rv.TileDesignOf(int(ev.B)))
			}
			join = len(lines) > 0
		}
		lines = append(lines, table.LogLine{Text: line, Join: join})
		crated = ev.Kind == rv.EvCrateDraw
		if len(paid) > 0 {
			lines = append(lines, paid...)
			paid = paid[:0]
		}
	}
	for _, p := range paid {
		p.Join = len(lines) > 0
		lines = append(lines, p)
	}
	return lines
}

// lineResources is the rules' score line of the resources kept.
const lineResources = 7

// crateLine words crate ev drawn: what it holds, when the viewer may know,
// and that opening it is a free action; with named, after the seat's name
// (else joined to the line before).
func crateLine(ev rules.Event, named bool) string {
	who := ev.Seat.String()
	line := "takes a closed crate (only " + who + " knows what it holds; opening it is a free action)"
	if ev.A >= 0 {
		line = "takes a closed crate holding " + rv.CrateOf(int(ev.A)).String() + " (only " + who + " sees it; opening it, a free action, gains that)"
	}
	if named {
		line = who + " " + line
	}
	return line
}

// OpeningLines say, before the first move, why the later seats start
// with points: each one's head start, which the seat list shows from the
// first frame (the fifth review saw the points before any word of them).
func (t *Table) OpeningLines(view rules.Game) (string, []string) {
	var lines []string
	for p := 1; p < view.Seats(); p++ {
		lines = append(lines, headStartLine(t.Names[p], p))
	}
	if len(lines) == 0 {
		return "", nil
	}
	return "Before the first turn", lines
}

// headStartLine words the head start of seat p, named name.
func headStartLine(name string, p int) string {
	v := rv.StartPoints(p)
	return name + " starts with " + strconv.Itoa(v) + " points: the head start of the " + ordinals[p] + " seat, " + strconv.Itoa(rv.SeatHeadStart) + " for each seat before it"
}

// ordinals name the seats in order.
var ordinals = [...]string{"first", "second", "third", "fourth", "fifth", "sixth"}

// spaceNumber matches the map's numbers in the rules' texts ("on h42").
var spaceNumber = regexp.MustCompile(` (on|to|from) h[0-9]+| f[0-9]+`)

// machineNumber matches the rules' numbers of machines ("machine m4").
var machineNumber = regexp.MustCompile(` machine m[0-9]+`)

// shorten drops the seat's name from a line joined to the one before:
// "Ada gains 2 food from …" reads "gains 2 food from …".
func shorten(line string) string {
	for _, verb := range []string{" gains ", " pays ", " loses ", " scores ", " moves "} {
		if i := strings.Index(line, verb); i >= 0 {
			return line[i+1:]
		}
	}
	return line
}

// exploredTile words the face-down tile of footprint f for the log: its
// size and where on the map it lies, as a compass point from the chasm
// at the middle ("a 4-space tile in the north-east").
func exploredTile(f int) string {
	hs := footprints[f]
	if len(hs) == 0 {
		return "a tile"
	}
	x, y := 0.0, 0.0
	for _, h := range hs {
		hx, hy := hexUnit(h)
		x += hx / float64(len(hs))
		y += hy / float64(len(hs))
	}
	cx, cy := (mapBounds.x0+mapBounds.x1)/2, (mapBounds.y0+mapBounds.y1)/2
	dx, dy := x-cx, y-cy
	where := "beside the chasm"
	if math.Hypot(dx, dy) > 2.5 {
		// Eight points, north up; the screen's y grows southwards.
		k := int(math.Round(math.Atan2(-dy, dx)/(math.Pi/4))+8) % 8
		where = "in the " + compass[k]
	}
	return "a " + strconv.Itoa(len(hs)) + "-space tile " + where
}

// compass names the eight points, counterclockwise from east.
var compass = [8]string{"east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east"}

// revealed words a tile turned face up: its name and its spaces, the
// terrains counted ("the tile turns up Old Grove: 2 forest, sand, water").
func revealed(d rv.TileDesign) string {
	var b strings.Builder
	b.WriteString("the tile turns up ")
	b.WriteString(d.Name)
	var n [16]int
	var order []rv.Terrain
	for _, tr := range d.Spaces {
		if int(tr) < len(n) {
			if n[tr] == 0 {
				order = append(order, tr)
			}
			n[tr]++
		}
	}
	for i, tr := range order {
		if i == 0 {
			b.WriteString(": ")
		} else {
			b.WriteString(", ")
		}
		if n[tr] > 1 {
			b.WriteString(strconv.Itoa(n[tr]))
			b.WriteByte(' ')
		}
		b.WriteString(tr.String())
	}
	return b.String()
}
