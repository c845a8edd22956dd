package revenant

import (
	"fmt"

	"starboard/rules"
	rr "starboard/rules/revenant"
)

// live is what the events played since the last Sync did to the figures
// the log states: each seat's Data cubes and Tactics (as the events say
// them, -1 for the view's) and its Resources (stored and locked, added
// to the view's). The kit syncs the board only once a move's events have
// all played, while the prompt says each event's line as it plays: the
// figures on the board follow the events, so that they say what the line
// says, not what they were before the move.
type live struct {
	data, tactics  [rr.MaxSeats]int8
	stored, locked [rr.MaxSeats][rr.NumResources]int8
	// jumped says a Hyperjump played: the Tactics markers went back to
	// their Captains' floors with no event of their own.
	jumped bool
}

// reset makes every figure the view's again.
func (l *live) reset() {
	*l = live{}
	for p := range l.data {
		l.data[p], l.tactics[p] = -1, -1
	}
}

// played takes the figures event e changes; v is the game before the
// move.
func (l *live) played(e rules.Event, v *rr.State) {
	if e.Kind == rr.EvJump {
		l.jumped = true
		for p := range l.tactics {
			l.tactics[p] = -1
		}
	}
	p := int(e.Seat)
	if p < 0 || p >= rr.MaxSeats {
		return
	}
	switch e.Kind {
	case rr.EvData:
		l.data[p] = int8(e.A)
	case rr.EvTactics, rr.EvTacticsLost:
		l.tactics[p] = int8(e.A)
	case rr.EvGain:
		if e.A >= 0 && e.A < rr.NumResources {
			l.stored[p][e.A] += int8(e.B)
		}
	case rr.EvResourceLost:
		if e.A >= 0 && e.A < rr.NumResources {
			l.stored[p][e.A] -= int8(e.B)
		}
	case rr.EvPay:
		for r, n := range [rr.NumResources]int16{e.A, e.B, e.C, e.D} {
			l.stored[p][r] -= int8(n)
		}
	case rr.EvCleanse:
		if e.A < rr.NumCompartments && v != nil {
			// A Compartment freed: the locked tokens return.
			_, locked := v.Resources(e.Seat)
			for r := range locked {
				n := int8(locked[r]) + l.locked[p][r]
				l.stored[p][r] += n
				l.locked[p][r] -= n
			}
		}
	case rr.EvLock:
		if e.A >= 0 && e.A < rr.NumResources {
			l.stored[p][e.A]--
			l.locked[p][e.A]++
		}
	}
}

// dataOf returns seat p's Data cubes as the events played so far say.
func (t *Table) dataOf(p rules.Seat) int {
	if n := t.live.data[p]; n >= 0 {
		return int(n)
	}
	return t.view.Data(p)
}

// tacticsOf returns seat p's step on the Tactics track as the events
// played so far say.
func (t *Table) tacticsOf(v *rr.State, p rules.Seat) int {
	if n := t.live.tactics[p]; n >= 0 && v == t.view {
		return int(n)
	}
	return v.Tactics(p)
}

// resourcesOf returns seat p's stored and locked Resources as the events
// played so far say.
func (t *Table) resourcesOf(p rules.Seat) (stored, locked [rr.NumResources]int) {
	stored, locked = t.view.Resources(p)
	for r := range stored {
		stored[r] += int(t.live.stored[p][r])
		locked[r] += int(t.live.locked[p][r])
	}
	return stored, locked
}

// liveDiff says which figure the events gave disagrees with view, the
// game just after them (Sync's continued), "" for none: a figure that
// changed without an event (or with a wrong one) would show one value
// while the move plays and another after.
func (t *Table) liveDiff(v *rr.State) string {
	for p := 0; p < v.Seats(); p++ {
		s := rules.Seat(p)
		if d := t.live.data[p]; d >= 0 && int(d) != v.Data(s) {
			return fmt.Sprintf("%v: Data %d, the game %d", s, d, v.Data(s))
		}
		if n := t.live.tactics[p]; n >= 0 && !t.live.jumped && int(n) != v.Tactics(s) {
			return fmt.Sprintf("%v: Tactics %d, the game %d", s, n, v.Tactics(s))
		}
		stored, locked := t.resourcesOf(s)
		now, nowLocked := v.Resources(s)
		if stored != now || locked != nowLocked {
			return fmt.Sprintf("%v: Resources %v locked %v, the game %v locked %v", s, stored, locked, now, nowLocked)
		}
	}
	return ""
}
