package revive

import (
	"slices"
	"strings"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
)

// turnNote is what one seat did in its last turn, for the seat at the
// device to read on that seat's chip (the ninth review saw a bot gain 10
// points with nothing visible changing): the points it gained and the
// things it did, in the order done.
type turnNote struct {
	on     bool  // the turn is over and noted
	at     int64 // Table.Now when it was noted
	taking bool  // the seat's turn is under way
	start  int   // the seat's score when its turn began
	gain   int   // the points the turn brought
	did    []string
}

// noteTicks is how long a seat's chip tells of its last turn, in place of
// its artifacts and hibernations.
const noteTicks = 900

// noteEvent adds what event e tells of its seat's turn.
func (t *Table) noteEvent(e rules.Event) {
	p := int(e.Seat)
	if p < 0 || p >= t.Seats || t.view == nil {
		return
	}
	n := &t.notes[p]
	if e.Kind == rv.EvTurn {
		*n = turnNote{taking: true, start: t.view.Score(e.Seat), did: n.did[:0]}
		return
	}
	if !n.taking {
		return
	}
	word := ""
	switch e.Kind {
	case rv.EvPlay:
		word = "played " + rv.CardOf(int(e.A)).Name
	case rv.EvExplore:
		word = "explored"
	case rv.EvBuild:
		word = "built"
	case rv.EvPopulate:
		word = "populated"
	case rv.EvMachine:
		word = "machines"
	case rv.EvToken:
		word = "took a token"
	case rv.EvAbility:
		word = "tribe ability"
	case rv.EvHibernate:
		word = "hibernated"
	case rv.EvTakeModule:
		word = "took a module"
	case rv.EvCrateOpen:
		word = "opened a crate"
	case rv.EvSwitch:
		word = "slid the switch"
	case rv.EvTrade:
		word = "traded a crystal"
	case rv.EvMajor:
		word = "took an artifact"
	case rv.EvMinor:
		word = "took a small artifact"
	case rv.EvEndTile:
		word = "took the end tile"
	}
	if k := len(n.did) - 1; e.Kind == rv.EvPlay && k >= 0 && strings.HasPrefix(n.did[k], "played ") {
		n.did[k] += " and " + rv.CardOf(int(e.A)).Name // "played Miner and Reaper"
		return
	}
	if word != "" && !slices.Contains(n.did, word) {
		n.did = append(n.did, word)
	}
}

// noteTurns closes the note of a seat whose turn is over, with the points
// it brought, as view v shows.
func (t *Table) noteTurns(v *rv.State) {
	seat, _, _ := v.Turn()
	for p := range t.notes[:t.Seats] {
		n := &t.notes[p]
		if n.taking && (rules.Seat(p) != seat || v.Over()) {
			n.taking, n.on, n.at = false, true, t.Now
			n.gain = v.Score(rules.Seat(p)) - n.start
		}
	}
}

// turnLine words seat p's last turn in a line no wider than w at size u
// ("last turn +10: played Irrigator, machines", or "..., 2 more" when
// the rest does not fit, or "last turn +10 pts" when no deed does), or ""
// when there is none to tell.
func (t *Table) turnLine(c *scenes.Canvas, p int, u, w float64) string {
	n := &t.notes[p]
	if !n.on || rules.Seat(p) == t.Viewer || t.Now-n.at > noteTicks {
		return ""
	}
	head := "last turn "
	if n.gain != 0 {
		sign := "+"
		if n.gain < 0 {
			sign = ""
		}
		head = t.texts.Cat(head, sign, scenes.Itoa(n.gain))
	} else {
		head += "+0"
	}
	line := head
	for k := len(n.did); k >= 0; k-- {
		line = head
		for i, d := range n.did[:k] {
			sep := ", "
			if i == 0 {
				sep = ": "
			}
			line = t.texts.Cat(line, sep, d)
		}
		if k < len(n.did) && k > 0 {
			line = t.texts.Cat(line, ", ", t.texts.Cat("", scenes.Itoa(len(n.did)-k), " more"))
		}
		if lw, _ := c.Measure(line, u); lw <= w {
			if k == 0 {
				break
			}
			return line
		}
	}
	// No room for a deed: the points said as points, where they fit
	// ("last turn +2" read as two of anything).
	pts := t.texts.Cat(head, plural(max(n.gain, -n.gain), " pt", " pts"), "")
	if lw, _ := c.Measure(pts, u); lw <= w {
		return pts
	}
	return head
}
