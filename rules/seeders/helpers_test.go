package seeders

import (
	"strings"
	"testing"

	"starboard/rules"
)

// scene is a game put into a chosen position for a scenario test.
type scene struct {
	t *testing.T
	s *State
}

// newScene starts a default game for seats and seed.
func newScene(t *testing.T, seats int, seed uint64, opts rules.Options) *scene {
	t.Helper()
	if opts == nil {
		opts = rules.Options{"expert": "off"}
	}
	return &scene{t: t, s: New(rules.Setup{Seats: seats, Seed: seed, Options: opts})}
}

// idOf returns the id of copy k (from 0) of the named card.
func idOf(t *testing.T, name string, k int) int16 {
	t.Helper()
	for id := int16(0); id < NumCards; id++ {
		if cards[id].Name == name {
			if k == 0 {
				return id
			}
			k--
		}
	}
	t.Fatalf("no copy %d of %s", k, name)
	return -1
}

// take removes card id from wherever it is: pile, hand, Chamber, Discard.
func (sc *scene) take(id int16) {
	s := sc.s
	for i := int16(0); i < s.deckN; i++ {
		if s.deck[i] == id {
			copy(s.deck[i:s.deckN], s.deck[i+1:s.deckN])
			s.deckN--
		}
	}
	for p := int8(0); p < s.seats; p++ {
		if j := s.slotOf(p, id); j >= 0 {
			s.takeHand(p, j)
		}
	}
	for c := range s.chamber {
		if s.chamber[c] == id {
			s.chamber[c] = -1
		}
	}
	for i := int16(0); i < s.discardN; i++ {
		if s.discard[i] == id {
			copy(s.discard[i:s.discardN], s.discard[i+1:s.discardN])
			s.discardN--
		}
	}
	if s.card[id].loc == locArk {
		s.leavePlay(id)
	}
	s.card[id] = cardState{loc: locHidden, owner: -1, host: -1}
}

// hand puts copy k of the named card into seat's hand.
func (sc *scene) hand(seat int8, name string, k int) int16 {
	id := idOf(sc.t, name, k)
	sc.take(id)
	sc.s.toHand(seat, id, rules.SeatsOf(rules.Seat(seat)))
	return id
}

// ark integrates copy k of the named card for seat directly, hosted by
// host (-1 for a Unit).
func (sc *scene) ark(seat int8, name string, k int, host int16) int16 {
	id := idOf(sc.t, name, k)
	sc.take(id)
	sc.s.card[id] = cardState{loc: locArk, owner: seat, host: host}
	sc.s.arkAdd(seat, id)
	if host >= 0 {
		sc.s.card[host].crews++
	}
	return id
}

// chamber lays copy k of the named card in Chamber c (from 0).
func (sc *scene) chamber(c int, name string, k int) int16 {
	id := idOf(sc.t, name, k)
	sc.take(id)
	sc.s.chamber[c] = id
	sc.s.card[id] = cardState{loc: locChamber, owner: -1, host: -1}
	return id
}

// clearHands empties every hand into the Discard Pile.
func (sc *scene) clearHands() {
	for p := int8(0); p < sc.s.seats; p++ {
		for sc.s.handN[p] > 0 {
			sc.s.toDiscard(sc.s.takeHand(p, 0))
		}
	}
}

// integrating puts the game in seat's Integration turn, seats in order 0, 1, ...
func (sc *scene) integrating(seat int8) {
	s := sc.s
	for i := int8(0); i < s.seats; i++ {
		s.order[i] = i
	}
	s.phase, s.cur = phIntegrate, seat
	s.cubes = [Chambers][4]int8{}
	for i := range s.spotNeg {
		s.spotNeg[i] = -1
	}
	for p := range s.neg {
		for k := range s.neg[p] {
			s.neg[p][k].spot = -1
		}
	}
}

// placing puts the game at the start of the placements, seats in order.
func (sc *scene) placing() {
	s := sc.s
	for i := int8(0); i < s.seats; i++ {
		s.order[i] = i
	}
	s.phase, s.cur = phPlace, 0
}

// play applies the move with the given text and returns its events.
func (sc *scene) play(text string) []rules.Event {
	sc.t.Helper()
	m, err := sc.s.ParseMove(text)
	if err != nil {
		sc.t.Fatalf("ParseMove(%q): %v", text, err)
	}
	evs, err := sc.s.Apply(m)
	if err != nil {
		sc.t.Fatalf("Apply(%q): %v\n%s", text, err, sc.s)
	}
	return append([]rules.Event(nil), evs...)
}

// refuse checks that the move is refused, and returns why.
func (sc *scene) refuse(text string) string {
	sc.t.Helper()
	m, err := sc.s.ParseMove(text)
	if err != nil {
		return err.Error()
	}
	before := sc.s.Clone()
	if _, err := sc.s.Apply(m); err == nil {
		sc.t.Fatalf("Apply(%q) was accepted", text)
	} else {
		if sc.s.String() != before.String() {
			sc.t.Fatalf("a refused move changed the state")
		}
		return err.Error()
	}
	return ""
}

// legal returns the texts of the legal moves.
func (sc *scene) legal() []string {
	var out []string
	for _, m := range sc.s.Legal(nil) {
		out = append(out, sc.s.MoveText(m))
	}
	return out
}

// has reports whether the move with the given text is legal.
func (sc *scene) has(text string) bool {
	for _, l := range sc.legal() {
		if l == text {
			return true
		}
	}
	return false
}

// texts returns the events as text.
func (sc *scene) texts(evs []rules.Event) string {
	var b strings.Builder
	for _, e := range evs {
		b.WriteString(sc.s.EventText(e) + "\n")
	}
	return b.String()
}

// wantPrompt checks whose turn it is and what is asked.
func (sc *scene) wantPrompt(seat rules.Seat, kind string) {
	sc.t.Helper()
	if p := sc.s.Prompt(); p.Seat != seat || p.Kind != kind {
		sc.t.Fatalf("prompt = %v %q, want %v %q\n%s", p.Seat, p.Kind, seat, kind, sc.s)
	}
}

// spotBetween returns the Spot between Chambers a and b (from 0).
func (sc *scene) spotBetween(a, b int8) int {
	for i := int8(0); i < sc.s.nspots; i++ {
		sp := sc.s.spots[i]
		if sp[0] == a && sp[1] == b || sp[0] == b && sp[1] == a {
			return int(i)
		}
	}
	sc.t.Fatalf("no spot between %d and %d", a, b)
	return -1
}
